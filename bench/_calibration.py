"""A small labelled set for the thresholds the recall development set cannot label.

Semantic forget (``DELETE /memories/semantic``) and bucket filing compare a cosine to a
threshold, but the development set holds no forget requests and no buckets. These cases
were written by hand for calibration only: people, facts and buckets of their own, none
taken from ``bench/_recall`` (whose names and sentences the benchmark scores), in the
shapes the two features meet:

* memories as the extractor writes them: third person, a named subject or "The user";
* forget requests as people and agents phrase them ("forget that I ...", "delete my
  ...", "the thing about ..."), each labelled with the memories it means (none for a
  request about something never stored, and near misses that share a name or a topic
  but not the fact);
* buckets as an app defines them (``name: description``), each memory labelled with
  the buckets it belongs in (none for memories no bucket wants).
"""

from __future__ import annotations

FORGET_MEMORIES: dict[str, list[str]] = {
    # keyed by the namespace's person, what a first-person request is rewritten about
    "The user": [
        "The user lives in Valencia.",
        "The user works as a pharmacist at a hospital.",
        "The user's sister is called Ines.",
        "The user's sister lives in Bilbao.",
        "The user is allergic to shellfish.",
        "The user has a grey cat named Pimienta.",
        "The user plays the cello in an amateur orchestra.",
        "The user prefers aisle seats on flights.",
        "The user is training for a half marathon in March.",
        "The user drives a second-hand electric car.",
        "The user's partner is called Bruno.",
        "The user dislikes coriander.",
    ],
    "Tobias": [
        "Tobias lives in Graz.",
        "Tobias teaches chemistry at a secondary school.",
        "Tobias has two daughters.",
        "Tobias is learning to play the banjo.",
        "Tobias went kayaking in Slovenia on 12 June 2025.",
        "Tobias is vegetarian.",
        "Tobias's brother Lukas runs a bicycle shop.",
        "Tobias supports Sturm Graz.",
        "Tobias wants to visit Japan next spring.",
        "Tobias broke his wrist in 2023.",
    ],
}

FORGET_REQUESTS: list[tuple[str, str, list[int]]] = [
    # (namespace, request, indexes of the memories it means)
    ("The user", "forget that I live in Valencia", [0]),
    ("The user", "delete where I live", [0]),
    ("The user", "forget my job", [1]),
    ("The user", "I no longer work as a pharmacist", [1]),
    ("The user", "forget my sister's name", [2]),
    ("The user", "forget everything about my sister", [2, 3]),
    ("The user", "remove the shellfish allergy", [4]),
    ("The user", "forget that I'm allergic to shellfish", [4]),
    ("The user", "forget about my cat", [5]),
    ("The user", "Pimienta the cat", [5]),
    ("The user", "forget that I play the cello", [6]),
    ("The user", "delete my seat preference on planes", [7]),
    ("The user", "I'm not training for the half marathon anymore", [8]),
    ("The user", "forget what car I drive", [9]),
    ("The user", "forget my partner Bruno", [10]),
    ("The user", "forget that I hate coriander", [11]),
    ("The user", "forget that I have a dog", []),
    ("The user", "delete my brother's address", []),
    ("The user", "forget that I speak Japanese", []),
    ("The user", "forget my favourite football team", []),
    ("The user", "forget my doctor's appointment", []),
    ("The user", "forget that I live in Madrid", []),
    ("Tobias", "forget that Tobias lives in Graz", [0]),
    ("Tobias", "Tobias's job as a teacher", [1]),
    ("Tobias", "forget Tobias's children", [2]),
    ("Tobias", "delete the banjo lessons", [3]),
    ("Tobias", "forget the kayaking trip", [4]),
    ("Tobias", "Tobias doesn't eat meat", [5]),
    ("Tobias", "forget about Lukas and his shop", [6]),
    ("Tobias", "forget which football club Tobias supports", [7]),
    ("Tobias", "Tobias's plan to go to Japan", [8]),
    ("Tobias", "forget the broken wrist", [9]),
    ("Tobias", "forget Tobias's wife", []),
    ("Tobias", "forget that Tobias owns a boat", []),
    ("Tobias", "delete Tobias's phone number", []),
    ("Tobias", "forget that Tobias lives in Vienna", []),
]

BUCKETS: dict[str, str] = {
    "work": "The user's job, employer, colleagues, projects and career plans.",
    "health": "Allergies, illnesses, injuries, medication, diet restrictions and fitness.",
    "family": "Relatives, partner, children and pets, and what they are doing.",
    "travel": "Trips taken or planned, places visited, travel habits and preferences.",
    "hobbies": "Sports, games, music, crafts and other pastimes.",
}

BUCKET_MEMORIES: list[tuple[str, list[str]]] = [
    ("The user works as a pharmacist at a hospital.", ["work"]),
    ("The user's manager is called Renata.", ["work"]),
    ("The user is leading the migration of the billing system.", ["work"]),
    ("The user wants to become a team lead within two years.", ["work"]),
    ("The user started a new job at a logistics firm on 3 March 2025.", ["work"]),
    ("The user works from home on Fridays.", ["work"]),
    ("The user is allergic to shellfish.", ["health"]),
    ("The user takes medication for high blood pressure.", ["health"]),
    ("The user sprained an ankle on 9 May 2025.", ["health"]),
    ("The user is lactose intolerant.", ["health"]),
    ("The user goes to the gym three times a week.", ["health", "hobbies"]),
    ("The user has asthma.", ["health"]),
    ("The user's sister is called Ines.", ["family"]),
    ("The user's partner is called Bruno.", ["family"]),
    ("The user has a grey cat named Pimienta.", ["family"]),
    ("The user's son started primary school in September 2025.", ["family"]),
    ("The user's mother lives in Zaragoza.", ["family"]),
    ("The user's brother is getting married in June.", ["family"]),
    ("The user went to Lisbon on 2 August 2024.", ["travel"]),
    ("The user prefers aisle seats on flights.", ["travel"]),
    ("The user is planning a trip to Iceland next winter.", ["travel"]),
    ("The user always takes the night train to Paris.", ["travel"]),
    ("The user visited Kyoto in April 2023.", ["travel"]),
    ("The user plays the cello in an amateur orchestra.", ["hobbies"]),
    ("The user collects vintage board games.", ["hobbies"]),
    ("The user is learning to knit.", ["hobbies"]),
    ("The user plays padel on Sunday mornings.", ["hobbies", "health"]),
    ("The user paints watercolour landscapes.", ["hobbies"]),
    ("The user went hiking in the Pyrenees with Bruno in July 2025.", ["travel", "hobbies"]),
    ("The user lives in Valencia.", []),
    ("The user drives a second-hand electric car.", []),
    ("The user's flat has a balcony facing the sea.", []),
    ("The user dislikes coriander.", []),
    ("The user prefers tea to coffee.", []),
    ("The user's birthday is on 14 November.", []),
    ("The user is saving for a new laptop.", []),
]
