# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the eighth blind held-out recall set (this folder) from the hand-written material.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
Like the sixth and seventh sets, most of it is written in proper case and full sentences,
the way two friends write to each other in a long dated chat; one pair chat is lower-case
texting. This script (with ``bench/_handwritten.py``, the format the hand-written sets
share) only numbers turns, resolves the turn labels that questions point at, checks the
labels against the scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-heldout8/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-heldout8/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho8"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-heldout8/write.py), written blind to the extractor rules, "
        "the dev-set generator and the held-out sets' data"
    )
    return blind_set_files(PREFIX, CONVERSATIONS, SENTENCES, written_by)


def main() -> int:
    return write_or_check(HERE, build())


# -- material -------------------------------------------------------------------------------------
# Names, places, jobs and events are invented for this set and appear in none of the other sets'
# READMEs or in the development sets' material.

CONVERSATIONS: list[Conv] = []
SENTENCES: list[S] = []


# -- conversations --

OTTILIE_AMBROSE = Conv(
    "pair",
    "named_lines",
    ["Ottilie", "Ambrose"],
    """
@ 2024-02-10
Ambrose: Ottilie! It's been ages. I'm sitting in a café in Porto with a custard tart, so naturally I thought of you. How is Ghent? {ghent}
Ottilie: Ambrose, hello! Ghent is grey and wet, but I'm happy. On Thursday I finally finished rebinding the big parish register for the abbey, after four months of work. {register}
Ambrose: Four months on one book! You must have the patience of a saint.
Ottilie: Or no social life. How are the trams? You're still on the number 22, aren't you? {route}
Ambrose: Still the 22, rattling up and down the hills. I've driven trams for six years now, and I still love the old wooden cars. {tram}
Ottilie: I'd love to ride one with you driving. Is Joaquim well?
Ambrose: He is. He started teaching maths at a secondary school in Matosinhos in January, so we finally see each other in the evenings. {joaquim}
Ottilie: Oh good, he hated those night shifts at the bakery. {bakery}
Ambrose: He really did. And Bea starts primary school in September, which I can't believe. Our little girl turns five on the 3rd of March. {bea}
Ottilie: Five already! Tell her Auntie Ottilie will send a present. My news is that I'm thinking of getting a dog, a retired racing greyhound from a charity near Lokeren. {greyhound-plan}
Ambrose: A greyhound would suit you. They sleep all day, like you on Sundays.
Ottilie: Rude, but true. The charity is doing a home visit next Friday, to check that my flat is suitable. {visit}
Ambrose: Fingers crossed. Send me photos the second you have one.
@ 2024-04-06
Ottilie: Ambrose, meet Mistral! I brought her home from the charity on Easter Monday. She's a grey greyhound, four years old, and she ran forty races in Ireland. {mistral}
Ambrose: She's gorgeous! Those ears! Does she get along with your cat?
Ottilie: I don't have a cat any more. Figaro went to live with my mother in Aalst last year, because he hated the stairs up to my flat. {figaro}
Ambrose: Oh, sorry, I'd forgotten. How does Mistral like the flat?
Ottilie: She sleeps on the sofa about twenty hours a day. On Wednesday she saw a squirrel in the park and nearly pulled my arm off. {squirrel}
Ambrose: Ha! My news is less cute. I failed my driving instructor exam on Tuesday. The theory part, not the driving. {failed}
Ottilie: Oh no! I didn't even know you were taking it. Are you leaving the trams?
Ambrose: Maybe. My back hurts after ten-hour shifts, and instructors choose their own hours. I can retake the theory in May. {retake}
Ottilie: You'll pass next time, I'm sure of it. Did Bea like her birthday present?
Ambrose: She loved the puppet theatre you sent. She's put on three shows for us already, all about a princess who drives a tram. {puppet}
Ottilie: Of course she drives a tram! Are you reading anything? You used to read a lot on your breaks.
Ambrose: I'm reading Pessoa, The Book of Disquiet, in Portuguese, very slowly and with a dictionary. Joaquim laughs at me. {pessoa}
Ottilie: That's brave. I've been listening to Nina Simone on repeat while I work. She makes the gluing go faster. {nina}
@ 2024-06-16
Ambrose: Ottilie! I passed! I retook the theory exam on the 28th of May and got 47 out of 50. {passed}
Ottilie: Congratulations! So you're a driving instructor now?
Ambrose: Almost. I have to do six months of supervised lessons at a driving school in Gaia first. I drive my last tram on the 30th of June and start at the school on the 1st of July. {gaia}
Ottilie: The end of an era! Will you miss it?
Ambrose: The wooden cars, yes. The hills in August, no. We also sold my old Fiat last weekend, to a neighbour's son, for twelve hundred euros, since the school gives me a car with two brake pedals. {fiat}
Ottilie: Two brake pedals sounds very sensible. I've got a big change too. The Museum of Fine Arts in Bruges has offered me a job as a paper conservator, starting in September. {museum-offer}
Ambrose: That's huge! Are you taking it?
Ottilie: I said yes on Friday. It means moving to Bruges, but my mother is only an hour away on the train. {yes-friday}
Ambrose: And your bindery?
Ottilie: I'm selling my big press to Griet, the girl who shares my workshop. She's wanted it for years. {press}
Ambrose: What about Mistral?
Ottilie: She comes with me, of course. I'm looking for a flat with a garden near a canal. {garden}
Ambrose: Bruges with a greyhound. Very elegant.
@ 2024-09-07
Ottilie: Hello from Bruges! We moved on the 24th of August. The flat has a tiny garden, and Mistral has already dug up the only rose bush. {moved}
Ambrose: Ha! How is the new job?
Ottilie: I started on Monday. On my first day I had to clean a map of Flanders from 1562 with a soft brush, and my hands were shaking. {firstday}
Ambrose: I'd be terrified too. Is it true that the museum has a Van Eyck?
Ottilie: It does, the Madonna with Canon van der Paele. I walk past it every morning on the way to the workshop. {vaneyck}
Ambrose: Jealous. The driving school is going well. My first pupil was a seventy-year-old widow called Dona Aurora, and she drives faster than I do. {aurora}
Ottilie: A speed demon! And has Bea started school?
Ambrose: On Thursday, yes. She cried, Joaquim cried, and I didn't cry. Well, only a little. {bea-school}
Ottilie: Oh, bless you all. Did you ever finish the Pessoa?
Ambrose: I gave up on page 90. I've switched to football instead. Joaquim and I bought season tickets for Boavista, the smaller club in Porto. {boavista}
Ottilie: Not FC Porto? Brave.
Ambrose: Joaquim's grandfather played for Boavista in the sixties, so it's a family duty. {grandfather}
Ottilie: Then you have no choice. Come and visit Bruges, I have a sofa bed now.
@ 2024-11-30
Ambrose: Ottilie, big news at home. Filomena moved in with us two weeks ago, after she fell and broke her hip. {filomena}
Ottilie: Joaquim's mother? Oh no. Is she all right?
Ambrose: Yes, his mum. She's getting better. She walks with a frame and bosses us around from the armchair, and she's teaching Bea to make rice pudding. {frame}
Ottilie: That's sweet. Mistral had two teeth taken out at the vet on Thursday, so she's very sorry for herself. {teeth}
Ambrose: Poor girl! Give her something soft.
Ottilie: She's eating scrambled eggs like a queen. Also, I've lent my car to Lieven for the whole of December, because his broke down. {lent}
Ambrose: Is Lieven the one in Antwerp, with the twins? {lieven-q}
Ottilie: That's him, my big brother. The twins are eight now. So I'm cycling to work in the rain, which is very Belgian of me. {twins}
Ambrose: Very. I'm fully qualified now, by the way! The six months were cut to five because of all my hours on the trams, and I got my licence on Tuesday. {licence}
Ottilie: Congratulations, instructor Ambrose! Are you staying at the school in Gaia?
Ambrose: For now. But one day I want to open my own driving school, with an electric car. {own-school}
Ottilie: You will. Are you going anywhere for Christmas?
Ambrose: We're staying in Porto this year because of Filomena, but my sister Clemency is flying over on Christmas Eve. {clemency}
Ottilie: Lovely. Give Filomena my best wishes.
@ 2025-02-22
Ottilie: Ambrose! I've just booked my flight to Porto. I land on Friday the 11th of April, and I'm staying a week. {flight}
Ambrose: Finally! Bea is already painting a sign for the airport.
Ottilie: I can't wait. Lieven gave me the car back on New Year's Day, with a full tank and a new dent. {newyear}
Ambrose: Typical brother. Clemency broke our coffee machine at Christmas, so we're even.
Ottilie: How is Filomena?
Ambrose: Much better. She moved back to her own flat in Braga on the 1st of February, and she walks with just a stick now. {braga}
Ottilie: That's wonderful. And the driving school?
Ambrose: I've left it! Since Monday I've worked for myself. I lease a little electric Renault, and I have eleven pupils already. {self}
Ottilie: Your own school! What is it called?
Ambrose: Escola Andorinha, which means swallow. Bea chose the name. {andorinha}
Ottilie: I love it. The museum gave me a permanent contract last week, and I'm going to restore a book of hours from Ghent for a show in the autumn. {permanent}
Ambrose: Your old town! Is Mistral coming to Porto too?
Ottilie: No, she's staying with my mother and Figaro in Aalst. They ignore each other beautifully. {aalst}
Ambrose: Perfect. See you on the 11th!
""",
    [
        Q("s", "Where does Ambrose live?", "Porto", "ghent", "porto", "", True),
        Q("s", "What did Ottilie finish rebinding in February 2024?", "the big parish register for the abbey", "register", "parish register", ""),
        Q("t", "When did Ottilie finish rebinding the parish register?", "2024-02-08", "register", "register; thursday", "relative-date"),
        Q("s", "How long did the parish register take Ottilie?", "four months", "register", "four months", ""),
        Q("s", "Which tram route did Ambrose drive?", "the number 22", "route", "22", "second-person"),
        Q("s", "How long had Ambrose been driving trams by February 2024?", "six years", "tram", "six years", ""),
        Q("s", "What does Joaquim teach?", "maths, at a secondary school in Matosinhos", "joaquim", "maths", "third-person-fact pronoun", True),
        Q("t", "When did Joaquim start teaching in Matosinhos?", "2024-01", "joaquim", "matosinhos; january", "human-date"),
        Q("s", "What did Joaquim do before he became a teacher?", "night shifts at a bakery", "bakery", "bakery", "third-person-fact"),
        Q("s", "Who is Bea?", "Ambrose's little girl", "bea", "bea; little girl", "fragment", True),
        Q("t", "When did Bea turn five?", "2024-03-03", "bea", "five; 3rd", "human-date"),
        Q("s", "What kind of dog was Ottilie thinking of getting in early 2024?", "a retired racing greyhound", "greyhound-plan", "greyhound", ""),
        Q("t", "When did the charity do a home visit at Ottilie's flat?", "2024-02-16", "visit", "home visit; friday", "relative-date"),
        Q("s", "What is Ottilie's dog called?", "Mistral", "mistral", "mistral", "", True),
        Q("t", "When did Ottilie bring Mistral home?", "2024-04-01", "mistral", "mistral; easter monday", "human-date"),
        Q("s", "How many races did Mistral run?", "forty, in Ireland", "mistral", "forty races", "pronoun"),
        Q("s", "Where does Ottilie's cat Figaro live?", "with Ottilie's mother in Aalst", "figaro", "aalst", "", True),
        Q("s", "Why did Figaro go to live with Ottilie's mother?", "he hated the stairs up to her flat", "figaro", "stairs", "pronoun"),
        Q("t", "When did Mistral see a squirrel in the park?", "2024-04-03", "squirrel", "squirrel; wednesday", "relative-date pronoun"),
        Q("t", "When did Ambrose fail his driving instructor exam?", "2024-04-02", "failed", "failed; tuesday", "relative-date"),
        Q("s", "Which part of the driving instructor exam did Ambrose fail?", "the theory part", "failed", "theory", ""),
        Q("s", "Why was Ambrose thinking of leaving the trams in spring 2024?", "his back hurt after ten-hour shifts, and instructors choose their own hours", "retake", "back; hurts", ""),
        Q("m", "What did Ottilie send Bea for her fifth birthday?", "a puppet theatre", "bea puppet", {"bea": "five", "puppet": "puppet theatre"}, "event-chain"),
        Q("s", "What are Bea's puppet shows about?", "a princess who drives a tram", "puppet", "princess; tram", ""),
        Q("s", "Which book was Ambrose reading in Portuguese in spring 2024?", "The Book of Disquiet", "pessoa", "disquiet", ""),
        Q("o", "Who wrote the book Ambrose read with a dictionary in 2024?", "Fernando Pessoa", "pessoa", "pessoa", ""),
        Q("s", "Which singer does Ottilie listen to while she works?", "Nina Simone", "nina", "nina simone", "", True),
        Q("t", "When did Ambrose retake his theory exam?", "2024-05-28", "passed", "theory; 28th", "human-date"),
        Q("s", "What did Ambrose score on the theory exam he passed?", "47 out of 50", "passed", "47", ""),
        Q("s", "Where did Ambrose do his supervised lessons?", "at a driving school in Gaia", "gaia", "gaia", ""),
        Q("t", "When did Ambrose drive his last tram?", "2024-06-30", "gaia", "last tram; 30th", "human-date"),
        Q("t", "When did Ambrose start at the driving school in Gaia?", "2024-07-01", "gaia", "school; 1st", "human-date"),
        Q("s", "Who bought Ambrose's old Fiat?", "a neighbour's son", "fiat", "neighbour; son", ""),
        Q("t", "In which month did Ambrose sell his old Fiat?", "2024-06", "fiat", "fiat; last weekend", "relative-date"),
        Q("s", "How much did Ambrose get for his Fiat?", "twelve hundred euros", "fiat", "twelve hundred euros", ""),
        Q("s", "What job was Ottilie offered in June 2024?", "paper conservator at the Museum of Fine Arts in Bruges", "museum-offer", "paper conservator", ""),
        Q("t", "When did Ottilie accept the job at the museum in Bruges?", "2024-06-14", "yes-friday", "said; friday", "relative-date"),
        Q("s", "Who bought Ottilie's big press?", "Griet, who shares her workshop", "press", "griet", ""),
        Q("t", "When did Ottilie move to Bruges?", "2024-08-24", "moved", "moved; 24th", "human-date"),
        Q("s", "Which city does Ottilie live in now?", "Bruges", "moved", "bruges", "latest", True),
        Q("m", "Why did Ottilie leave Ghent?", "to take a job as a paper conservator at the museum in Bruges", "museum-offer moved", {"museum-offer": "paper conservator", "moved": "moved"}, "event-chain"),
        Q("t", "When did Ottilie start work at the museum?", "2024-09-02", "firstday", "started; monday", "relative-date"),
        Q("s", "What did Ottilie clean on her first day at the museum?", "a map of Flanders from 1562", "firstday", "map; 1562", ""),
        Q("s", "Which painting does Ottilie walk past every morning?", "the Madonna with Canon van der Paele", "vaneyck", "madonna", ""),
        Q("o", "Who painted the picture Ottilie walks past every morning?", "Jan van Eyck", "vaneyck", "madonna; canon", ""),
        Q("s", "Who was Ambrose's first pupil?", "Dona Aurora, a seventy-year-old widow", "aurora", "aurora", ""),
        Q("t", "When did Bea start primary school?", "2024-09-05", "bea-school", "thursday", "relative-date"),
        Q("s", "Which football club do Ambrose and Joaquim support?", "Boavista", "boavista", "boavista", "", True),
        Q("s", "Why do Ambrose and Joaquim support Boavista?", "Joaquim's grandfather played for Boavista in the sixties", "grandfather", "grandfather", ""),
        Q("t", "When did Filomena move in with Ambrose and Joaquim?", "2024-11-16", "filomena", "filomena; two weeks ago", "relative-date"),
        Q("s", "Who is Filomena?", "Joaquim's mother", "filomena frame", {"filomena": "filomena", "frame": "mum"}, "", True),
        Q("s", "Why did Filomena move in with Ambrose?", "she fell and broke her hip", "filomena", "broke; hip", ""),
        Q("s", "What is Filomena teaching Bea?", "to make rice pudding", "frame", "rice pudding", "pronoun"),
        Q("t", "When did Mistral have two teeth taken out?", "2024-11-28", "teeth", "teeth; thursday", "relative-date"),
        Q("s", "Who borrowed Ottilie's car in December 2024?", "her brother Lieven", "lent", "lieven", ""),
        Q("m", "Why was Ottilie cycling to work in December 2024?", "she had lent her car to her brother Lieven", "lent twins", {"lent": "car", "twins": "cycling"}, "event-chain"),
        Q("s", "Where does Lieven live?", "Antwerp", "lieven-q twins", {"lieven-q": "antwerp", "twins": "brother"}, "", True),
        Q("s", "How old are Lieven's twins?", "eight", "twins", "twins; eight", ""),
        Q("t", "When did Ambrose get his driving instructor licence?", "2024-11-26", "licence", "licence; tuesday", "relative-date"),
        Q("s", "What did Ambrose want to open one day?", "his own driving school, with an electric car", "own-school", "driving school", ""),
        Q("s", "Who flew to Porto for Christmas 2024?", "Ambrose's sister Clemency", "clemency", "clemency", ""),
        Q("t", "When did Clemency fly to Porto?", "2024-12-24", "clemency", "christmas eve", "human-date"),
        Q("s", "What did Clemency break at Christmas?", "Ambrose's coffee machine", "clemency", "clemency", "fragment"),
        Q("t", "When did Lieven give Ottilie's car back?", "2025-01-01", "newyear", "new year", "human-date"),
        Q("t", "When does Ottilie land in Porto?", "2025-04-11", "flight", "friday; 11th", "human-date"),
        Q("t", "When did Filomena move back to her own flat?", "2025-02-01", "braga", "braga; 1st", "human-date"),
        Q("s", "How does Filomena walk now?", "with just a stick", "braga", "stick", "latest pronoun"),
        Q("t", "Since when has Ambrose worked for himself?", "2025-02-17", "self", "myself; monday", "relative-date"),
        Q("s", "What is Ambrose's driving school called?", "Escola Andorinha", "andorinha", "andorinha", "", True),
        Q("s", "Who chose the name of Ambrose's driving school?", "Bea", "andorinha", "bea", ""),
        Q("s", "What car does Ambrose teach in now?", "a leased electric Renault", "self", "renault", "latest"),
        Q("m", "How did Ambrose's work change over 2024 and early 2025?", "from tram driver to instructor at a school in Gaia to running his own driving school", "tram gaia self", {"tram": "trams", "gaia": "gaia", "self": "myself"}, "event-chain"),
        Q("s", "What will Ottilie restore for a show in the autumn of 2025?", "a book of hours from Ghent", "permanent", "book of hours", ""),
        Q("t", "In which month did Ottilie get a permanent contract at the museum?", "2025-02", "permanent", "permanent contract; last week", "relative-date"),
        Q("s", "Where did Mistral stay while Ottilie was in Porto?", "with Ottilie's mother and Figaro in Aalst", "aalst", "mother; aalst", ""),
        Q("s", "Ottilie asks: what is my dog called?", "Mistral", "mistral", "mistral", "first-person-question"),
        Q("s", "Where did Ottilie get a greyhound from two years ago?", "from a charity near Lokeren", "greyhound-plan mistral", {"greyhound-plan": "lokeren", "mistral": "charity"}, "relative-question-date"),
        Q("o", "In which country did Ottilie live in 2024?", "Belgium", "ghent", "ghent", ""),
        Q("o", "In which country does Ambrose live?", "Portugal", "ghent", "porto", ""),
    ],
)
CONVERSATIONS.append(OTTILIE_AMBROSE)

# @@CONV2@@

if __name__ == "__main__":
    raise SystemExit(main())
