# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the ninth development recall set (this folder; the ninth blind held-out set
until 2026-12-05) from the hand-written material.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
Like the sixth to eighth sets, most of it is written in proper case and full sentences,
the way two friends write to each other in a long dated chat; one pair chat is lower-case
texting. This script (with ``bench/_handwritten.py``, the format the hand-written sets
share) only numbers turns, resolves the turn labels that questions point at, checks the
labels against the scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-dev9/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev9/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho9"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev9/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the ninth held-out set; "
        "a development set since 2026-12-05"
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

LOVEDAY_TORGEIR = Conv(
    "pair",
    "named_lines",
    ["Loveday", "Torgeir"],
    """
@ 2024-01-13
Torgeir: Loveday! Happy new year, a bit late. I'm on the night bus to Hareid, and the fjord is like glass for once. How are things in Bovey Tracey? {home}
Loveday: Torgeir, happy new year! Bovey Tracey is damp but cheerful. On Wednesday I sold my biggest hat ever, a wedding hat with silk peonies, to a bride from Dartmouth. {peony-hat}
Torgeir: A hat with peonies on it? That sounds like something out of a painting. How long did it take you?
Loveday: Three weeks, mostly evenings. She paid four hundred and twenty pounds for it, which is my record. {price}
Torgeir: You deserve every penny. My news is that Aslaug and I have finally set a date. We're getting married on the 14th of September, in her parents' village near Ørsta. {wedding-plan}
Loveday: Finally! Congratulations to you both. Can I make Aslaug's hat, or is that not a Norwegian thing?
Torgeir: She'd love that. Her sister Tonje is the one who really likes hats, though. Tonje is a veterinary nurse in Molde, and she wears a hat to every party. {tonje}
Loveday: Then I'll make two. How is the funicular? Are you still on the old one?
Torgeir: Still the old Fannefjord line, but the company is building a new electric funicular, and I've been picked to go on a training course in Voss in March. {course}
Loveday: An electric funicular! You'll be a pioneer. Marzipan says hello, by the way. My old Bedlington turned eleven on New Year's Day, and she celebrated by eating a whole wheel of brie off the counter. {marzipan}
Torgeir: Eleven! Give the old lady a scratch behind the ears from me. Are you still planning that trip to Cádiz?
Loveday: Yes! My cousin Zillah and I fly to Cádiz on the 22nd of February for five days. She's paying for the flat and I'm paying for the flamenco show. {cadiz-plan}
Torgeir: Perfect split. Send me a photo of the orange trees.
@ 2024-03-16
Loveday: Torgeir, how was Voss? I've been thinking about you and your cables.
Torgeir: It was hard but fun. I finished the training course on Thursday and passed the exam, so now I'm certified to work on the new funicular. {passed-course}
Loveday: Well done! Cádiz was wonderful, by the way. The flamenco show was the best thing I've ever seen, and Zillah fell in love with a waiter called Rodrigo. {cádiz}
Torgeir: Ha! Is she going back for him?
Loveday: She says she is, in the summer. My own news is that I've decided to sell my old van, the yellow Citroën Berlingo. I hardly use it since I started doing markets by train. {van-sell}
Torgeir: That van has carried a thousand hats! Are you sure?
Loveday: Not completely, but a man in Paignton has offered me two thousand two hundred pounds for it. {van-offer}
Torgeir: That's not bad for a van that old. I have sad news, though: we've had to postpone the wedding. Aslaug's grandmother had a fall last month and she's in hospital in Ålesund, so we've moved it to next May. {postponed}
Loveday: Oh no, I'm sorry about her grandmother. Is she going to be all right?
Torgeir: The doctors think so. She's ninety-three and as stubborn as a goat, so she'll be dancing at the wedding. Her name is Bodil, and she still knits all my socks. {bodil}
Loveday: I love Bodil already. What's the new date?
Torgeir: The 17th of May 2025, which is Norway's national day, so there will be flags everywhere anyway. {new-date}
Loveday: That's perfect. And it gives me a whole year to make two hats.
@ 2024-06-08
Torgeir: Loveday! Did you sell the van in the end?
Loveday: No, I changed my mind! The man from Paignton came to see it on Sunday, and I just couldn't hand over the keys. I'm keeping it, and I've booked it in for a new clutch instead. {kept-van}
Torgeir: Ha, I knew it. What did the clutch cost?
Loveday: Six hundred and fifty pounds, which hurt. My brother Lemuel lent me the money until the end of the summer. {clutch}
Torgeir: That's kind of him. Is Lemuel the one who's a wheelwright? {wheelwright}
Loveday: That's him. He's just moved to Knighton with his girlfriend, Jacinth, who keeps llamas. {lemuel}
Torgeir: Llamas! I want to visit. My news is that I started on the new electric funicular on Monday. It's called the Lauvstad line, and it's so quiet that you can hear the seagulls from the engine house. {electric}
Loveday: That's lovely. Do you miss the old one?
Torgeir: A bit. I miss the clatter of the old cables, which Aslaug says is a sign that I need help. How is Marzipan? {cables}
Loveday: Slowing down. The vet says she has arthritis in her back legs, so she's on tablets and only does short walks now. {arthritis}
Torgeir: Poor girl. Old dogs deserve the best cushions.
Loveday: She has three. Also, I've started teaching a hat-making class at the arts centre in Ashburton, every other Tuesday evening. I have eight students! {class}
Torgeir: Teacher Loveday! You'll be brilliant.
@ 2024-09-21
Loveday: Torgeir, I'm sorry I've been so quiet. It has been a hard month.
Torgeir: What happened? Is it Marzipan?
Loveday: Yes. We had to put her to sleep two weeks ago. She was eleven and a half, and she went peacefully in my lap. {marzipan-died}
Torgeir: Oh, Loveday. I'm so sorry. She had a wonderful life with you.
Loveday: Thank you. Lemuel came down from Knighton and dug a grave under the fig tree in my garden, and we planted rosemary on it. {grave}
Torgeir: That's a beautiful place for her. Bodil says that dogs wait for us, and I choose to believe her.
Loveday: I like that. How is Bodil now?
Torgeir: Home again, and knitting. She's already knitted Aslaug a wedding shawl, though the wedding is eight months away. And I've been promoted: I'm chief engineer on the Lauvstad line from the first of October. {chief}
Loveday: Chief engineer! That's wonderful news. Did you celebrate?
Torgeir: Aslaug took me to a fish restaurant in Ålesund on Wednesday, and I ate far too much halibut. {halibut}
Loveday: Well deserved. Oh, and I paid Lemuel back the six hundred and fifty pounds last week, so I'm free of debt again. {paid-back}
Torgeir: Well done. And how is the class going?
Loveday: Very well, but I've moved it to every other Thursday, because the arts centre needed the room on Tuesdays. {thursday}
@ 2025-01-11
Torgeir: Happy new year, Loveday! Did you have a good Christmas?
Loveday: Happy new year! Lemuel and Jacinth came for Christmas, and they gave me the best present: a puppy! She's a little Bedlington called Nougat, and she's eleven weeks old. {nougat}
Torgeir: A puppy! I thought you said you'd never have another dog so soon.
Loveday: I did say that, and I was wrong. She chews everything, including a felt hat worth two hundred pounds. {chew}
Torgeir: That's an expensive hobby for a puppy. We gave Bodil a radio for Christmas, and she gave me ten pairs of socks, as usual. {socks}
Loveday: Ten pairs! Your feet must be the warmest in Norway. Lemuel gave me The Count of Monte Cristo, and I'm halfway through it already. Is the wedding still on for May? {book}
Torgeir: Yes, the 17th of May, in the church at Ørsta. Will you come? We'd love you to be there. {invite}
Loveday: Of course I'll come! I've already started Tonje's hat, a green one with a pheasant feather. {tonje-hat}
Torgeir: She'll cry. Also, we've bought a house! It's a small yellow house in Ørsta, near Aslaug's parents, and we move in on the 1st of March. {house}
Loveday: A house! How much are houses in Ørsta?
Torgeir: This one was three million kroner, which sounds terrible but isn't, for Norway. {kroner}
Loveday: Congratulations. I'll book my flights to Ålesund next week. {flights-plan}
Torgeir: Fantastic. Aslaug says you can have the spare room, if Bodil's socks leave any space.
""",
    [
        Q(
            "s",
            "What does Loveday make for a living?",
            "hats (she is a milliner)",
            "peony-hat",
            "hat",
            "",
            True,
        ),
        Q(
            "t",
            "When did Loveday sell the wedding hat with silk peonies?",
            "2024-01-10",
            "peony-hat",
            "peonies; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "How much did the bride pay for the peony hat?",
            "£420, Loveday's record",
            "price",
            "four hundred twenty",
            "pronoun",
        ),
        Q(
            "s",
            "In which town does Loveday live?",
            "Bovey Tracey",
            "home",
            "bovey tracey",
            "",
            True,
        ),
        Q(
            "s",
            "Who is Aslaug?",
            "Torgeir's fiancée",
            "wedding-plan",
            "aslaug; married",
            "fragment",
            True,
        ),
        Q(
            "t",
            "On what date did Torgeir and Aslaug first plan to get married?",
            "2024-09-14",
            "wedding-plan",
            "married; 14th september",
            "human-date",
        ),
        Q(
            "s",
            "Where were Torgeir and Aslaug first going to get married?",
            "in Aslaug's parents' village near Ørsta",
            "wedding-plan",
            "village; ørsta",
            "",
        ),
        Q(
            "s",
            "What does Tonje do for a living?",
            "she is a veterinary nurse in Molde",
            "tonje",
            "veterinary nurse",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What was Torgeir's company building in early 2024?",
            "a new electric funicular",
            "course",
            "electric funicular",
            "",
        ),
        Q(
            "t",
            "In which month was Torgeir's training course?",
            "2024-03",
            "course",
            "training course; march",
            "human-date",
        ),
        Q("s", "Where was Torgeir's training course?", "Voss", "course", "voss", ""),
        Q(
            "s",
            "What breed of dog was Marzipan?",
            "a Bedlington (terrier)",
            "marzipan",
            "bedlington",
            "",
            True,
        ),
        Q(
            "t",
            "On what date did Marzipan turn eleven?",
            "2024-01-01",
            "marzipan",
            "eleven; new year's day",
            "human-date",
        ),
        Q(
            "s",
            "What did Marzipan eat on her eleventh birthday?",
            "a whole wheel of brie off the counter",
            "marzipan",
            "brie",
            "",
        ),
        Q(
            "t",
            "When did Loveday fly to Cádiz?",
            "2024-02-22",
            "cadiz-plan",
            "cádiz; 22nd february",
            "human-date",
        ),
        Q(
            "s",
            "Who went to Cádiz with Loveday?",
            "her cousin Zillah",
            "cadiz-plan",
            "zillah; cousin",
            "",
        ),
        Q(
            "t",
            "When did Torgeir finish his training course?",
            "2024-03-14",
            "passed-course",
            "training course; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "Who did Zillah fall in love with in Cádiz?",
            "a waiter called Rodrigo",
            "cádiz",
            "rodrigo",
            "",
        ),
        Q(
            "s",
            "Which vehicle did Loveday decide to sell in March 2024?",
            "her old yellow Citroën Berlingo van",
            "van-sell",
            "berlingo",
            "",
        ),
        Q(
            "s",
            "Why did Loveday want to sell her van?",
            "she hardly used it since she started doing markets by train",
            "van-sell",
            "markets; train",
            "",
        ),
        Q(
            "s",
            "How much was Loveday offered for her van?",
            "£2,200, by a man in Paignton",
            "van-offer",
            "two thousand two hundred",
            "",
        ),
        Q(
            "s",
            "Did Loveday sell her van in the end?",
            "no, she changed her mind and kept it",
            "kept-van",
            "keeping",
            "latest",
            True,
        ),
        Q(
            "t",
            "When did the man from Paignton come to see Loveday's van?",
            "2024-06-02",
            "kept-van",
            "paignton; sunday",
            "relative-date",
        ),
        Q(
            "m",
            "Who wanted to buy Loveday's van, and what happened when he came to see it?",
            "a man from Paignton offered £2,200; she couldn't hand over the keys and kept the van",
            "van-offer kept-van",
            {"van-offer": "paignton", "kept-van": "keeping|keys"},
            "event-chain",
        ),
        Q(
            "s",
            "Why did Torgeir and Aslaug postpone their wedding?",
            "Aslaug's grandmother had a fall and was in hospital in Ålesund",
            "postponed",
            "grandmother; fall",
            "",
        ),
        Q(
            "t",
            "In which month did Aslaug's grandmother have her fall?",
            "2024-02",
            "postponed",
            "fall; last month",
            "relative-date",
        ),
        Q(
            "s",
            "Who is Bodil?",
            "Aslaug's grandmother, who knits Torgeir's socks",
            "bodil",
            "bodil; socks|ninety three",
            "fragment pronoun",
            True,
        ),
        Q(
            "s",
            "How old was Bodil in March 2024?",
            "ninety-three",
            "bodil",
            "ninety three",
            "pronoun",
        ),
        Q(
            "t",
            "What is Torgeir and Aslaug's new wedding date?",
            "2025-05-17",
            "new-date",
            "17th may 2025",
            "human-date latest",
        ),
        Q(
            "o",
            "What is the name of the Norwegian holiday on the day Torgeir and Aslaug moved their wedding to?",
            "Constitution Day (Syttende mai)",
            "new-date",
            "national day",
            "",
        ),
        Q(
            "s",
            "What did Loveday have done to her van instead of selling it?",
            "a new clutch fitted",
            "kept-van",
            "clutch",
            "",
        ),
        Q(
            "s",
            "How much did the van's new clutch cost?",
            "£650",
            "clutch",
            "six hundred fifty",
            "",
        ),
        Q(
            "s",
            "Who lent Loveday the money for the clutch?",
            "her brother Lemuel",
            "clutch",
            "lemuel; brother",
            "",
            True,
        ),
        Q(
            "s",
            "What does Lemuel do for a living?",
            "he is a wheelwright",
            "wheelwright",
            "lemuel; wheelwright",
            "second-person third-person-fact",
            True,
        ),
        Q("s", "Where does Lemuel live?", "Knighton", "lemuel", "knighton", "pronoun", True),
        Q(
            "s",
            "Who is Jacinth?",
            "Lemuel's girlfriend, who keeps llamas",
            "lemuel",
            "jacinth; girlfriend",
            "fragment",
            True,
        ),
        Q(
            "t",
            "When did Torgeir start working on the new electric funicular?",
            "2024-06-03",
            "electric",
            "electric funicular; monday",
            "relative-date",
        ),
        Q(
            "s",
            "What is the new funicular Torgeir works on called?",
            "the Lauvstad line",
            "electric",
            "lauvstad",
            "",
            True,
        ),
        Q(
            "s",
            "What does Torgeir miss about the old funicular?",
            "the clatter of the old cables",
            "cables",
            "clatter|old cables",
            "",
        ),
        Q(
            "s",
            "What health problem did Marzipan have in the summer of 2024?",
            "arthritis in her back legs",
            "arthritis",
            "arthritis",
            "",
        ),
        Q(
            "s",
            "Where does Loveday teach hat making?",
            "at the arts centre in Ashburton",
            "class",
            "ashburton",
            "",
            True,
        ),
        Q(
            "s",
            "How often does Loveday's hat-making class meet now, and on which day?",
            "every other Thursday",
            "thursday",
            "every other thursday",
            "latest",
            True,
        ),
        Q(
            "m",
            "On which day did Loveday's hat-making class first meet, and why did it move?",
            "every other Tuesday; the arts centre needed the room on Tuesdays, so it moved to Thursdays",
            "class thursday",
            {"class": "tuesday", "thursday": "thursday; arts centre"},
            "event-chain",
        ),
        Q(
            "t",
            "When was Marzipan put to sleep?",
            "2024-09-07",
            "marzipan-died",
            "sleep; two weeks ago",
            "relative-date",
        ),
        Q(
            "s",
            "How old was Marzipan when she died?",
            "eleven and a half",
            "marzipan-died",
            "eleven half",
            "pronoun",
        ),
        Q(
            "s",
            "Where is Marzipan buried?",
            "under the fig tree in Loveday's garden, with rosemary planted on it",
            "grave",
            "fig tree",
            "",
        ),
        Q(
            "s",
            "What is Torgeir's job title since October 2024?",
            "chief engineer on the Lauvstad line",
            "chief",
            "chief engineer",
            "latest",
            True,
        ),
        Q(
            "t",
            "From what date is Torgeir chief engineer?",
            "2024-10-01",
            "chief",
            "chief engineer; first october",
            "human-date",
        ),
        Q("s", "What did Bodil knit for Aslaug?", "a wedding shawl", "chief", "wedding shawl", ""),
        Q(
            "t",
            "When did Aslaug take Torgeir to a fish restaurant to celebrate?",
            "2024-09-18",
            "halibut",
            "restaurant; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Torgeir eat too much of at the fish restaurant?",
            "halibut",
            "halibut",
            "halibut",
            "",
        ),
        Q(
            "t",
            "In which month did Loveday pay Lemuel back?",
            "2024-09",
            "paid-back",
            "paid back; last week",
            "relative-date",
        ),
        Q(
            "m",
            "How much did Loveday borrow from Lemuel, what for, and has she paid it back?",
            "£650 for the van's new clutch; she paid it back in September 2024",
            "clutch paid-back",
            {"clutch": "lemuel; lent", "paid-back": "paid back"},
            "event-chain",
        ),
        Q(
            "s",
            "What did Lemuel and Jacinth give Loveday for Christmas 2024?",
            "a Bedlington puppy called Nougat",
            "nougat",
            "puppy; nougat",
            "",
        ),
        Q(
            "s",
            "What is the name of Loveday's dog now?",
            "Nougat",
            "nougat",
            "nougat",
            "latest",
            True,
        ),
        Q(
            "s",
            "What did Nougat chew that was worth £200?",
            "a felt hat",
            "chew",
            "felt hat",
            "pronoun",
        ),
        Q(
            "s",
            "What did Torgeir and Aslaug give Bodil for Christmas?",
            "a radio",
            "socks",
            "radio",
            "",
        ),
        Q(
            "s",
            "Where will Torgeir and Aslaug get married?",
            "in the church at Ørsta",
            "invite",
            "church; ørsta",
            "latest",
        ),
        Q(
            "m",
            "What was Torgeir and Aslaug's first wedding date, and what is it now?",
            "first 14 September 2024, now 17 May 2025",
            "wedding-plan invite",
            {"wedding-plan": "14th september", "invite": "17th may"},
            "latest event-chain",
        ),
        Q(
            "s",
            "What did Torgeir and Aslaug buy in early 2025?",
            "a small yellow house in Ørsta",
            "house",
            "yellow house",
            "",
            True,
        ),
        Q(
            "t",
            "When do Torgeir and Aslaug move into their house?",
            "2025-03-01",
            "house",
            "move; 1st march",
            "human-date",
        ),
        Q(
            "s",
            "How much did Torgeir and Aslaug's house cost?",
            "three million kroner",
            "kroner",
            "three million kroner",
            "",
        ),
        Q(
            "t",
            "In which month did Loveday plan to book her flights to Ålesund?",
            "2025-01",
            "flights-plan",
            "flights; ålesund",
            "relative-date",
        ),
        Q(
            "m",
            "Which dogs has Loveday had, and what happened to each?",
            "Marzipan, an old Bedlington, was put to sleep in September 2024; Nougat, a Bedlington puppy, was a Christmas present that year",
            "marzipan-died nougat",
            {"marzipan-died": "sleep", "nougat": "puppy"},
            "event-chain",
        ),
        Q(
            "m",
            "Which funicular did Torgeir work on before and after his training course?",
            "the old Fannefjord line, then the new electric Lauvstad line",
            "course electric",
            {"course": "fannefjord", "electric": "lauvstad"},
            "event-chain",
        ),
        Q(
            "s",
            "Which of her dogs did Loveday lose two years ago?",
            "Marzipan",
            "marzipan-died",
            "sleep",
            "relative-question-date pronoun",
        ),
        Q(
            "o",
            "Which national park lies just west of Bovey Tracey, where Loveday lives?",
            "Dartmoor",
            "home",
            "bovey tracey",
            "",
        ),
        Q(
            "o",
            "On which ocean does Cádiz, the city Loveday visited with Zillah, lie?",
            "the Atlantic",
            "cadiz-plan",
            "cádiz",
            "",
        ),
        Q(
            "o",
            "In which country is Ørsta, where Torgeir and Aslaug bought a house?",
            "Norway",
            "house",
            "ørsta",
            "",
        ),
        Q(
            "m",
            "How did Loveday's plans for her van change between March and June 2024?",
            "in March she decided to sell her yellow Berlingo; in June she changed her mind and kept it",
            "van-sell kept-van",
            {"van-sell": "sell; berlingo", "kept-van": "changed mind|keeping"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How are Tonje and Bodil related to Aslaug?",
            "Tonje is her sister and Bodil is her grandmother",
            "tonje postponed",
            {"tonje": "tonje; sister", "postponed": "grandmother"},
            "event-chain",
        ),
        Q(
            "s",
            "Which book did Lemuel give Loveday for Christmas 2024?",
            "The Count of Monte Cristo",
            "book",
            "count monte cristo",
            "",
        ),
        Q(
            "o",
            "Who wrote the book Lemuel gave Loveday for Christmas?",
            "Alexandre Dumas",
            "book",
            "monte cristo",
            "",
        ),
    ],
)
CONVERSATIONS.append(LOVEDAY_TORGEIR)


EZINNE_SOMERLED = Conv(
    "pair",
    "timestamped_lines",
    ["Ezinne", "Somerled"],
    """
@ 2024-04-14
Ezinne: Somerled, hello! I saw your cheese in a deli in Belper on Friday and nearly shouted. It was right there next to the Cheshire! {deli}
Somerled: Ezinne! That's made my week. Which one was it, the blue or the smoked?
Ezinne: The smoked one, Moorcock Smoked. I bought two hundred grams for six pounds, and it was gone by the evening. {moorcock}
Somerled: You're a loyal customer. We're launching a new one at our dairy near Hawes in the summer, a buffalo cheese washed in cider. {new-cheese}
Ezinne: That sounds strong! How is your mum?
Somerled: Much better. She had her bunion operation on Tuesday. No, sorry, it was Wednesday, the day after her birthday. She's hobbling about in a special shoe, but she's cheerful. {bunion}
Ezinne: Wonderful news. My big news is that I've been offered a job as the senior audiologist at the hospital in Chesterfield. I start on the 3rd of June. {new-job}
Somerled: Senior audiologist! Congratulations. So you're leaving Belper?
Ezinne: Yes, I'm moving to Chesterfield at the end of May. My partner Kweku is staying in Belper until his contract ends in December, so we'll be apart for a while. {kweku}
Somerled: That's hard. At least Chesterfield isn't far from Belper.
Ezinne: Under an hour by train. We've agreed to take turns visiting every other weekend. {visiting}
Somerled: Very sensible. Let me know when you're settled and I'll bring you some cheese.
@ 2024-06-30
Somerled: How is Chesterfield treating you?
Ezinne: I love it. The hospital is huge, and my team are lovely. On my first day, a little boy called Ludo heard his mother's voice for the first time with his new hearing aids, and I cried in the corridor. {ludo}
Somerled: That's what it's all about. You must be so proud.
Ezinne: I am. How is the cider buffalo cheese coming along?
Somerled: We made the first batch two weeks ago, and it's ripening in the cave now. We've called it Black Bess. {black-bess}
Ezinne: Black Bess! I love it. When can I taste it?
Somerled: It'll be ready in September. We're launching it at the Masham show on the 21st of September. {show-plan}
Ezinne: I'll try to come. Kweku loves a country show.
Somerled: How is Kweku? Is the weekend plan working?
Ezinne: Mostly. He came up last weekend and we walked along Stanage Edge, and he told me that his brother Kojo is getting married in Takoradi in December. {kojo}
Somerled: A wedding in Ghana! Are you going?
Ezinne: We hope so. We've booked flights for the 18th of December, and they cost nine hundred pounds each. {flights}
Somerled: Worth every penny. By the way, my sister Ealasaid has finally left the bank and bought a bakery in Leyburn. Mum says she's mad, but I think she'll do well. {ealasaid}
Ezinne: Good for her! I'd buy her bread.
@ 2024-10-06
Ezinne: Somerled! I'm so sorry I missed the Masham show. How did the launch go?
Somerled: It went well! Black Bess won a bronze award, and we'd sold out of it by two o'clock. {bronze}
Ezinne: A bronze! Congratulations.
Somerled: Thanks. Why couldn't you come in the end?
Ezinne: I had glandular fever! I was off work for three weeks in September, and I've only just gone back. {ill}
Somerled: Glandular fever! That's horrible. Are you feeling better?
Ezinne: Mostly. I'm still tired, but my manager, Anushka, let me work half days this week. She's the best boss I've ever had. {anushka}
Somerled: Good. Take it slowly. How is Kweku?
Ezinne: He's found a job in Chesterfield! He starts at the college in January, teaching civil engineering, so he's moving up after Christmas. {kweku-job}
Somerled: Brilliant, no more trains. And Ghana? Are you still going?
Ezinne: Still going, on the 18th of December. I'm making a list of things to take, and Kweku's mother wants two jars of Marmite. {marmite}
Somerled: Ha! Speaking of food, Ealasaid's bakery opened on Thursday, and the queue went all the way down the street. {bakery-open}
Ezinne: So your mum was wrong, then!
Somerled: Mum went on Friday and bought three loaves, so she's come round. {mum-loaves}
@ 2025-01-26
Somerled: Ezinne, welcome back! How was Ghana?
Ezinne: Hot, loud and wonderful. Kojo's wedding was on the 21st of December in Takoradi, and there were six hundred guests. I danced until four in the morning. {wedding}
Somerled: Six hundred! That's half the population of Hawes.
Ezinne: It felt like all of Takoradi. And Kweku has moved in with me now. He arrived on New Year's Day with eleven boxes of books. {moved-in}
Somerled: Eleven boxes! Where did you put them all?
Ezinne: Everywhere. We're looking for a bigger flat now, maybe in Brampton. How is the dairy?
Somerled: Cold, but busy. We bought twelve more water buffalo in December, from a farm in Swaledale, so we have sixty now. {buffalo}
Ezinne: Sixty buffalo! Do they all have names?
Somerled: They do. My favourite is a cow called Tammy Wynette. I've also decided to stop making the smoked cheese. The smoker is broken, and it would cost four thousand pounds to replace. {stop-smoked}
Ezinne: No! Moorcock Smoked is my favourite!
Somerled: I know, I'm sorry. There's one last batch, and I've put a whole wheel aside for you as a present. {wheel}
Ezinne: You're a true friend. I'll pay you back in Ghanaian chocolate.
@ 2025-05-18
Ezinne: Somerled! Kweku and I found a flat in Brampton, and we moved in on the 10th. It has a garden! {brampton}
Somerled: A garden! Are you going to grow vegetables?
Ezinne: Kweku wants to grow okra, which I've told him won't grow this far north. He's very stubborn. {okra}
Somerled: Let him try. I have news too: I changed my mind about the smoker. A friend of my dad's repaired it for eight hundred pounds, so Moorcock Smoked is back. {smoker-back}
Ezinne: That's the best news I've heard all year!
Somerled: I thought you'd like that. And Ealasaid is expecting a baby in October, her first. {baby}
Ezinne: Oh, how lovely! Give her my love. How is your mum taking it?
Somerled: She's already knitting. She says it's a girl, though nobody knows yet. {knitting}
Ezinne: Mothers always know. I have news too: I'm doing a sponsored abseil down the Crooked Spire on the 14th of June, for a hearing charity. {abseil}
Somerled: Down the spire! How high is it?
Ezinne: Sixty-eight metres. I've been practising on the crags at Stoney Middleton every Sunday. {training}
Somerled: I'll sponsor you fifty pounds. {sponsor}
Ezinne: Thank you! You're far too generous.
""",
    [
        Q(
            "t",
            "When did Ezinne see Somerled's cheese in a deli in Belper?",
            "2024-04-12",
            "deli",
            "deli; belper; friday",
            "relative-date",
        ),
        Q(
            "s",
            "Which of Somerled's cheeses did Ezinne buy in Belper?",
            "Moorcock Smoked",
            "moorcock",
            "moorcock smoked",
            "",
        ),
        Q(
            "s",
            "How much did Ezinne pay for two hundred grams of Moorcock Smoked?",
            "£6",
            "moorcock",
            "six pounds",
            "",
        ),
        Q("s", "Where is Somerled's dairy?", "near Hawes", "new-cheese", "dairy; hawes", "", True),
        Q(
            "s",
            "What new cheese was Somerled's dairy planning in spring 2024?",
            "a buffalo cheese washed in cider",
            "new-cheese",
            "buffalo cheese; cider",
            "",
        ),
        Q(
            "t",
            "When did Somerled's mum have her bunion operation?",
            "2024-04-10",
            "bunion",
            "bunion; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "What job was Ezinne offered in April 2024?",
            "senior audiologist at the hospital in Chesterfield",
            "new-job",
            "senior audiologist",
            "",
            True,
        ),
        Q(
            "t",
            "When did Ezinne start at the hospital in Chesterfield?",
            "2024-06-03",
            "new-job",
            "start; 3rd june",
            "human-date",
        ),
        Q("s", "Who is Kweku?", "Ezinne's partner", "kweku", "kweku; partner", "fragment", True),
        Q(
            "s",
            "Why did Kweku stay in Belper in 2024?",
            "until his contract ended in December",
            "kweku",
            "contract; december",
            "",
        ),
        Q(
            "s",
            "How often did Ezinne and Kweku plan to visit each other?",
            "every other weekend, taking turns",
            "visiting",
            "every other weekend",
            "",
        ),
        Q(
            "s",
            "Who is Ludo?",
            "a little boy who heard his mother's voice for the first time with new hearing aids on Ezinne's first day",
            "ludo",
            "ludo; hearing aids",
            "fragment",
        ),
        Q(
            "t",
            "When did Somerled's dairy make the first batch of the cider buffalo cheese?",
            "2024-06-16",
            "black-bess",
            "first batch; two weeks ago",
            "relative-date",
        ),
        Q(
            "s",
            "What is Somerled's cider-washed buffalo cheese called?",
            "Black Bess",
            "black-bess",
            "black bess",
            "",
            True,
        ),
        Q(
            "t",
            "On what date was Black Bess launched at the Masham show?",
            "2024-09-21",
            "show-plan",
            "masham show; 21st september",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Kweku and Ezinne walk along Stanage Edge?",
            "2024-06",
            "kojo",
            "stanage edge; last weekend",
            "relative-date",
        ),
        Q(
            "s",
            "Who is Kojo?",
            "Kweku's brother",
            "kojo",
            "kojo; brother",
            "fragment third-person-fact",
            True,
        ),
        Q(
            "s",
            "Where did Kojo get married?",
            "Takoradi, Ghana",
            "kojo",
            "takoradi",
            "third-person-fact",
        ),
        Q(
            "t",
            "When did Ezinne and Kweku fly to Ghana?",
            "2024-12-18",
            "flights",
            "flights; 18th december",
            "human-date",
        ),
        Q(
            "s",
            "How much did Ezinne's flights to Ghana cost?",
            "£900 each",
            "flights",
            "nine hundred pounds",
            "",
        ),
        Q(
            "s",
            "What did Ealasaid buy after leaving the bank?",
            "a bakery in Leyburn",
            "ealasaid",
            "bakery; leyburn",
            "third-person-fact",
            True,
        ),
        Q("s", "Who is Ealasaid?", "Somerled's sister", "ealasaid", "ealasaid; sister", "fragment"),
        Q(
            "s",
            "What did Somerled's mum think of Ealasaid buying a bakery at first?",
            "she said Ealasaid was mad",
            "ealasaid",
            "mum; mad",
            "",
        ),
        Q(
            "s",
            "What award did Black Bess win at the Masham show?",
            "a bronze award",
            "bronze",
            "bronze",
            "",
        ),
        Q(
            "s",
            "Why did Ezinne miss the Masham show?",
            "she had glandular fever",
            "ill",
            "glandular fever",
            "",
        ),
        Q(
            "s",
            "Who is Anushka?",
            "Ezinne's manager",
            "anushka",
            "anushka; manager",
            "fragment",
            True,
        ),
        Q(
            "s",
            "What does Ezinne think of Anushka?",
            "she's the best boss Ezinne has ever had",
            "anushka",
            "best boss",
            "",
        ),
        Q(
            "s",
            "What job did Kweku get in Chesterfield?",
            "teaching civil engineering at the college",
            "kweku-job",
            "civil engineering",
            "third-person-fact",
            True,
        ),
        Q(
            "t",
            "In which month did Kweku start at the college in Chesterfield?",
            "2025-01",
            "kweku-job",
            "college; january",
            "human-date",
        ),
        Q(
            "s",
            "What did Kweku's mother want Ezinne to bring to Ghana?",
            "two jars of Marmite",
            "marmite",
            "marmite",
            "",
        ),
        Q(
            "t",
            "When did Ealasaid's bakery open?",
            "2024-10-03",
            "bakery-open",
            "bakery; opened; thursday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Somerled's mum go to Ealasaid's bakery?",
            "2024-10-04",
            "mum-loaves",
            "mum; friday",
            "relative-date",
        ),
        Q(
            "m",
            "How did Somerled's mum's view of Ealasaid's bakery change?",
            "she first said Ealasaid was mad, then went on the second day and bought three loaves",
            "ealasaid mum-loaves",
            {"ealasaid": "mad", "mum-loaves": "three loaves|come round"},
            "event-chain",
        ),
        Q(
            "t",
            "When was Kojo's wedding?",
            "2024-12-21",
            "wedding",
            "wedding; 21st december",
            "human-date",
        ),
        Q(
            "t",
            "When did Kweku move in with Ezinne in Chesterfield?",
            "2025-01-01",
            "moved-in",
            "kweku; new year's day",
            "human-date",
        ),
        Q(
            "s",
            "How many water buffalo does Somerled's dairy have since December 2024?",
            "sixty",
            "buffalo",
            "sixty",
            "latest",
        ),
        Q(
            "s",
            "What is the name of Somerled's favourite buffalo?",
            "Tammy Wynette",
            "stop-smoked",
            "tammy wynette",
            "",
            True,
        ),
        Q(
            "s",
            "How much would a new smoker have cost Somerled?",
            "£4,000",
            "stop-smoked",
            "four thousand pounds",
            "",
        ),
        Q(
            "s",
            "What present did Somerled put aside for Ezinne in January 2025?",
            "a whole wheel of the last batch of Moorcock Smoked",
            "wheel",
            "whole wheel",
            "",
        ),
        Q(
            "s",
            "Does Somerled's dairy still make Moorcock Smoked?",
            "yes, again: the smoker was repaired and it is back",
            "smoker-back",
            "moorcock smoked; back",
            "latest",
            True,
        ),
        Q(
            "m",
            "Why did Somerled stop making the smoked cheese, and why did he start again?",
            "the smoker broke and a new one would cost £4,000; then a friend of his dad's repaired it for £800",
            "stop-smoked smoker-back",
            {"stop-smoked": "smoker; broken", "smoker-back": "repaired; eight hundred"},
            "event-chain",
        ),
        Q(
            "s",
            "How much did it cost to repair Somerled's smoker?",
            "£800",
            "smoker-back",
            "eight hundred pounds",
            "",
        ),
        Q(
            "t",
            "When did Ezinne and Kweku move into their flat in Brampton?",
            "2025-05-10",
            "brampton",
            "brampton; 10th",
            "human-date",
        ),
        Q(
            "s",
            "Where do Ezinne and Kweku live now?",
            "in a flat with a garden in Brampton, Chesterfield",
            "brampton",
            "brampton",
            "latest",
            True,
        ),
        Q(
            "m",
            "Where has Ezinne lived during the chat, in order?",
            "Belper, then Chesterfield from the end of May 2024, then a flat in Brampton from May 2025",
            "kweku brampton",
            {"kweku": "belper; chesterfield", "brampton": "brampton"},
            "event-chain latest",
        ),
        Q("s", "What does Kweku want to grow in the garden?", "okra", "okra", "okra", ""),
        Q(
            "t",
            "In which month is Ealasaid's baby due?",
            "2025-10",
            "baby",
            "baby; october",
            "human-date",
        ),
        Q(
            "s",
            "What does Somerled's mum think Ealasaid's baby will be?",
            "a girl",
            "knitting",
            "girl",
            "pronoun",
        ),
        Q(
            "t",
            "When is Ezinne's sponsored abseil down the Crooked Spire?",
            "2025-06-14",
            "abseil",
            "abseil; crooked spire; 14th june",
            "human-date",
        ),
        Q(
            "s",
            "Where does Ezinne practise for her abseil, and how often?",
            "on the crags at Stoney Middleton, every Sunday",
            "training",
            "crags; stoney middleton",
            "",
        ),
        Q(
            "s",
            "How much did Somerled sponsor Ezinne for her abseil?",
            "£50",
            "sponsor",
            "fifty pounds",
            "",
        ),
        Q(
            "m",
            "What is Ezinne's job, and which charity is her abseil for?",
            "a senior audiologist at a hospital; a hearing charity",
            "new-job abseil",
            {"new-job": "audiologist", "abseil": "hearing charity"},
            "event-chain",
        ),
        Q(
            "s",
            "Which of Somerled's cheeses won an award two years ago?",
            "Black Bess",
            "bronze",
            "black bess; bronze",
            "relative-question-date",
        ),
        Q(
            "o",
            "In which country is Takoradi, where Kojo got married?",
            "Ghana",
            "wedding",
            "takoradi",
            "",
        ),
        Q(
            "o",
            "Which river flows through Hawes, near Somerled's dairy?",
            "the River Ure",
            "new-cheese",
            "hawes",
            "",
        ),
        Q(
            "o",
            "In which national park is Stanage Edge, where Ezinne and Kweku walked?",
            "the Peak District",
            "kojo",
            "stanage edge",
            "",
        ),
        Q(
            "m",
            "Why did Ezinne and Kweku live apart in 2024, and when did it end?",
            "Kweku stayed in Belper until his contract ended; he moved in with Ezinne on New Year's Day 2025",
            "kweku moved-in",
            {"kweku": "contract; december", "moved-in": "new year's day"},
            "event-chain",
        ),
        Q(
            "t",
            "When is Somerled's mum's birthday?",
            "2024-04-09",
            "bunion",
            "birthday; day after|wednesday",
            "relative-date",
        ),
    ],
)
CONVERSATIONS.append(EZINNE_SOMERLED)


YLVA_ANATOLE = Conv(
    "pair",
    "named_json",
    ["Ylva", "Anatole"],
    """
@ 2024-07-07
Anatole: Ylva, bonjour! I'm on my break behind the restaurant, and the heat in Angers is unbearable. How is Västerås?
Ylva: Hej, Anatole! Västerås is lovely, and it stays light until midnight. The preschool closed for the summer on Friday, so I have five weeks of freedom. {summer}
Anatole: Five weeks! What will you do with them?
Ylva: I've signed up for a kantele course at the folk high school in Biskops-Arnö, from the 15th to the 26th of July. I've wanted to learn since I was a girl. {kantele}
Anatole: A kantele! You'll be the star of every party. Did you buy one?
Ylva: I borrowed my uncle Ragnvald's old red one. It's older than me, and it smells of pipe smoke. {borrowed}
Anatole: Perfect. My news is that I've found a place for my wine bar! It's a little old shop in Trélazé, and I'm hoping to open in November. {bar-plan}
Ylva: Your own bar at last! What will you call it?
Anatole: Solène wants to call it Le Bouchon Bavard, the chatty cork. I'm not sure yet. {name-idea}
Ylva: I love it. How is Solène?
Anatole: She's very well. She passed her final exams, and she's been a fully qualified land surveyor since June. {solene}
Ylva: Tell her congratulations from me! And Smultron sends a purr. My cat caught her first mouse on Wednesday and left it in my slipper. {smultron}
Anatole: A true hunter. Enjoy your freedom, Ylva.
@ 2024-09-15
Ylva: Anatole! How are the plans for the wine bar going?
Anatole: Badly, I'm afraid. The owner of the shop in Trélazé sold it to someone else last week, so the bar is cancelled, at least for now. {cancelled}
Ylva: Oh no! That's so unfair after all your planning.
Anatole: I was angry for two days, and then Solène took me to the beach at Pornic, and I felt better. How was the kantele course?
Ylva: Wonderful. On the last evening I played a polka in front of everyone, and I only made three mistakes. I've joined a kantele group in Västerås now, and we meet every other Wednesday. {group}
Anatole: Every other Wednesday! And what about Ragnvald's kantele?
Ylva: I gave it back to him and bought my own, a second-hand one from a maker in Österbybruk, for six thousand kronor. {own-kantele}
Anatole: A real musician now. What else is happening?
Ylva: Birger turns seventy on the 19th of October! My sisters and I are throwing him a surprise party at the boathouse in Öregrund that day. {birger}
Anatole: Remind me, is Birger your dad or your uncle?
Ylva: My dad! Ragnvald is the uncle with the kantele. {birger-dad}
Anatole: Seventy is a big one. I'll send him a bottle of something good.
@ 2024-12-08
Anatole: Ylva! Happy belated birthday! Did you get my parcel?
Ylva: I did, thank you! The 1996 Chinon arrived on my birthday, on Monday, and I'm saving it for Christmas Eve. {chinon}
Anatole: Good. How old are you now, thirty-five?
Ylva: Thirty-six, thank you very much! My sisters gave me a weekend at a spa in Loka, and we watched Amélie in our dressing gowns. {thirty-six}
Anatole: Lucky you. How did your dad's party go?
Ylva: It didn't happen! Pappa slipped on the jetty a week before and broke his ankle, so we've postponed the party until the summer. {party-postponed}
Anatole: Poor Birger! Is he all right?
Ylva: He's grumpy, but fine. He's in a cast until January. He loved your wine, by the way.
Anatole: He sent me a lovely card. Now, my news: I've found a new place for the bar! It's an old pharmacy in la Doutre, and the rent is cheaper than in Trélazé. {pharmacy}
Ylva: Anatole! That's wonderful! When will you open?
Anatole: In the spring, if the builders behave. Solène's brother Maxence is doing the electrics, and my grandmother is lending me fifteen thousand euros. {loan}
Ylva: A family business! What does your grandmother think of it?
Anatole: She thinks wine bars are for layabouts, but she likes Maxence, so she says it will be fine. {grandmother}
Ylva: Ha! Grandmothers are the same everywhere.
@ 2025-03-23
Ylva: Anatole, did the bar open?
Anatole: It did! Le Bouchon Bavard opened on Friday the 14th of March, and we were full all night. {opened}
Ylva: So you used Solène's name after all!
Anatole: I did. She was right, as usual. We have forty wines by the glass, and the most popular is a Savennières at seven euros. {wines}
Ylva: I'd drink that. My news is less exciting: I've had to give up the kantele group. {quit}
Anatole: Why? You loved it!
Ylva: The preschool changed my hours, and I work late on Wednesdays now. I still play at home, though, and Smultron hates it. {late}
Anatole: Everyone's a critic. How is Birger's ankle?
Ylva: Healed. He went back to fishing last week. And the party is back on, for the 14th of June at the boathouse. {party-june}
Anatole: I'd love to come, if I can leave the bar.
Ylva: Please come! Bring Solène too. Pappa keeps asking about the French wine man.
Anatole: Then we'll try. I'll look at flights to Stockholm this week.
@ 2025-06-29
Anatole: Ylva, thank you for a wonderful weekend. I'm still dreaming about the herring.
Ylva: Thank you for coming! Pappa said it was the best party of his life, and he's told everyone in Öregrund about your wine. {best-party}
Anatole: He's a lovely man. He danced with Solène for an hour!
Ylva: He did! And you played my kantele, badly.
Anatole: I'm a head waiter, not a musician. Speaking of which, I've hired a bartender for the bar, a young woman from Bordeaux called Inès. She starts on Tuesday. {ines}
Ylva: The bar must be doing well.
Anatole: Very well. My grandmother came on the 21st and drank three glasses of Savennières. She's changed her mind about layabouts. {grandmother-came}
Ylva: Ha! Have you paid her back yet?
Anatole: Half of it so far, seven thousand five hundred euros. The rest will be paid by Christmas. {paid-half}
Ylva: Good. My news is that I'm moving! I've got a job as head of a new preschool in Enköping, and I start on the 11th of August. {enkoping}
Anatole: Head of a preschool! Congratulations! Will Smultron like Enköping?
Ylva: She'll like the garden. We've rented a little red house with an apple tree, and we move on the 1st of August. {red-house}
Anatole: Perfect. Send me photos of the apple tree.
""",
    [
        Q("s", "In which city does Ylva live?", "Västerås", "summer", "västerås", "", True),
        Q("s", "Where does Ylva work?", "at a preschool", "summer", "preschool", "", True),
        Q(
            "t",
            "When did Ylva's preschool close for the summer in 2024?",
            "2024-07-05",
            "summer",
            "preschool; closed; friday",
            "relative-date",
        ),
        Q(
            "s",
            "Where did Ylva take a kantele course?",
            "at the folk high school in Biskops-Arnö",
            "kantele",
            "folk high school; biskops arnö",
            "",
        ),
        Q(
            "t",
            "When did Ylva's kantele course start?",
            "2024-07-15",
            "kantele",
            "15th july",
            "human-date",
        ),
        Q(
            "s",
            "Whose kantele did Ylva borrow for her course?",
            "her uncle Ragnvald's old red one",
            "borrowed",
            "ragnvald; uncle",
            "",
        ),
        Q(
            "s",
            "Where did Anatole first plan to open his wine bar?",
            "in a little old shop in Trélazé",
            "bar-plan",
            "trélazé",
            "",
        ),
        Q(
            "t",
            "In which month did Anatole first hope to open his wine bar?",
            "2024-11",
            "bar-plan",
            "open; november",
            "human-date",
        ),
        Q(
            "s",
            "What does the name Le Bouchon Bavard mean?",
            "the chatty cork",
            "name-idea",
            "chatty cork",
            "",
        ),
        Q(
            "s",
            "What is Solène's job?",
            "she is a land surveyor",
            "solene",
            "land surveyor",
            "third-person-fact pronoun",
            True,
        ),
        Q(
            "t",
            "Since which month has Solène been a qualified land surveyor?",
            "2024-06",
            "solene",
            "land surveyor; june",
            "human-date",
        ),
        Q("s", "Who is Smultron?", "Ylva's cat", "smultron", "smultron; cat", "fragment", True),
        Q(
            "t",
            "When did Smultron catch her first mouse?",
            "2024-07-03",
            "smultron",
            "mouse; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "What happened to Anatole's plan for a bar in Trélazé?",
            "the owner sold the shop to someone else, so it was cancelled",
            "cancelled",
            "sold; cancelled",
            "",
        ),
        Q(
            "t",
            "In which month was the shop in Trélazé sold to someone else?",
            "2024-09",
            "cancelled",
            "sold; last week",
            "relative-date",
        ),
        Q(
            "s",
            "How often did Ylva's kantele group in Västerås meet?",
            "every other Wednesday",
            "group",
            "every other wednesday",
            "",
        ),
        Q(
            "s",
            "Where did Ylva's own kantele come from?",
            "she bought it second-hand from a maker in Österbybruk",
            "own-kantele",
            "österbybruk",
            "",
            True,
        ),
        Q(
            "s",
            "How much did Ylva pay for her own kantele?",
            "6,000 kronor",
            "own-kantele",
            "six thousand kronor",
            "",
        ),
        Q(
            "s",
            "Who is Birger?",
            "Ylva's dad",
            "birger birger-dad",
            {"birger": "birger", "birger-dad": "dad"},
            "fragment",
            True,
        ),
        Q(
            "s",
            "Who is Ragnvald?",
            "Ylva's uncle, the one with the kantele",
            "birger-dad",
            "ragnvald; uncle",
            "fragment",
            True,
        ),
        Q(
            "t",
            "On what date did Birger turn seventy?",
            "2024-10-19",
            "birger",
            "seventy; 19th october",
            "human-date",
        ),
        Q(
            "s",
            "Where was Birger's surprise party going to be?",
            "at the boathouse in Öregrund",
            "birger",
            "boathouse; öregrund",
            "",
        ),
        Q(
            "s",
            "What did Anatole send Ylva for her birthday?",
            "a bottle of 1996 Chinon",
            "chinon",
            "chinon",
            "",
        ),
        Q(
            "t",
            "On what date is Ylva's birthday?",
            "2024-12-02",
            "chinon",
            "birthday; monday",
            "relative-date",
        ),
        Q(
            "s",
            "How old did Ylva turn in December 2024?",
            "thirty-six",
            "thirty-six",
            "thirty six",
            "",
            True,
        ),
        Q(
            "s",
            "What did Ylva's sisters give her for her birthday?",
            "a weekend at a spa in Loka",
            "thirty-six",
            "spa; loka",
            "",
        ),
        Q(
            "s",
            "Why was Birger's seventieth birthday party postponed?",
            "he slipped on the jetty and broke his ankle",
            "party-postponed",
            "broke ankle|jetty",
            "",
        ),
        Q(
            "t",
            "In which month did Birger break his ankle?",
            "2024-10",
            "birger party-postponed",
            {"birger": "19th october", "party-postponed": "ankle; week before"},
            "event-chain",
        ),
        Q(
            "s",
            "Where did Anatole find a new place for his bar?",
            "an old pharmacy in la Doutre",
            "pharmacy",
            "pharmacy; doutre",
            "",
        ),
        Q(
            "s",
            "How much did Anatole's grandmother lend him for the bar?",
            "€15,000",
            "loan",
            "fifteen thousand euros",
            "",
        ),
        Q(
            "s",
            "What did Anatole's grandmother think of wine bars?",
            "that they are for layabouts",
            "grandmother",
            "layabouts",
            "",
        ),
        Q(
            "t",
            "When did Le Bouchon Bavard open?",
            "2025-03-14",
            "opened",
            "opened; 14th march",
            "human-date",
        ),
        Q(
            "m",
            "What is Anatole's bar called, and who chose the name?",
            "Le Bouchon Bavard, the name Solène wanted",
            "name-idea opened",
            {"name-idea": "solène", "opened": "bouchon bavard"},
            "event-chain",
        ),
        Q(
            "s",
            "What is the most popular wine at Anatole's bar?",
            "a Savennières at seven euros",
            "wines",
            "savennières",
            "",
        ),
        Q(
            "s",
            "Is Ylva still in the kantele group?",
            "no, she gave it up",
            "quit",
            "give kantele group",
            "latest",
        ),
        Q(
            "s",
            "Why did Ylva give up the kantele group?",
            "the preschool changed her hours and she works late on Wednesdays now",
            "late",
            "late wednesdays",
            "",
        ),
        Q(
            "m",
            "On which day did Ylva's kantele group meet, and why did she have to leave it?",
            "every other Wednesday; her hours changed and she now works late on Wednesdays",
            "group late",
            {"group": "every other wednesday", "late": "late wednesdays"},
            "event-chain",
        ),
        Q(
            "t",
            "In which month did Birger go back to fishing?",
            "2025-03",
            "party-june",
            "fishing; last week",
            "relative-date",
        ),
        Q(
            "t",
            "On what date was Birger's postponed party held?",
            "2025-06-14",
            "party-june",
            "party; 14th june",
            "human-date latest",
        ),
        Q(
            "m",
            "When was Birger's seventieth birthday party planned for, and when was it held?",
            "planned for 19 October 2024, held on 14 June 2025",
            "birger party-june",
            {"birger": "party; 19th october", "party-june": "14th june"},
            "event-chain",
        ),
        Q(
            "s",
            "What did Birger say about his party?",
            "it was the best party of his life",
            "best-party",
            "best party",
            "",
        ),
        Q(
            "s",
            "Who is Inès?",
            "a young bartender from Bordeaux hired for Anatole's bar",
            "ines",
            "inès; bartender",
            "fragment",
        ),
        Q(
            "t",
            "When does Inès start at Anatole's bar?",
            "2025-07-01",
            "ines",
            "starts; tuesday",
            "relative-date",
        ),
        Q("s", "What is Anatole's profession?", "head waiter", "ines", "head waiter", "", True),
        Q(
            "t",
            "When did Anatole's grandmother visit the bar?",
            "2025-06-21",
            "grandmother-came",
            "grandmother; 21st",
            "human-date",
        ),
        Q(
            "m",
            "How did Anatole's grandmother's view of wine bars change?",
            "she thought they were for layabouts, then visited, drank three glasses of Savennières and changed her mind",
            "grandmother grandmother-came",
            {"grandmother": "layabouts", "grandmother-came": "three glasses|changed mind"},
            "event-chain",
        ),
        Q(
            "s",
            "How much of the loan had Anatole paid back by the end of June 2025?",
            "half, €7,500",
            "paid-half",
            "seven thousand five hundred",
            "latest",
        ),
        Q(
            "s",
            "What job did Ylva get in the summer of 2025?",
            "head of a new preschool in Enköping",
            "enkoping",
            "head; preschool; enköping",
            "latest",
            True,
        ),
        Q(
            "t",
            "When does Ylva start her new job in Enköping?",
            "2025-08-11",
            "enkoping",
            "start; 11th august",
            "human-date",
        ),
        Q(
            "t",
            "When does Ylva move to Enköping?",
            "2025-08-01",
            "red-house",
            "move; 1st august",
            "human-date",
        ),
        Q(
            "s",
            "What kind of house did Ylva rent in Enköping?",
            "a little red house with an apple tree",
            "red-house",
            "red house; apple tree",
            "",
            True,
        ),
        Q(
            "m",
            "Where did Ylva work in 2024, and where will she work from August 2025?",
            "at a preschool in Västerås; as head of a new preschool in Enköping",
            "summer enkoping",
            {"summer": "preschool; västerås", "enkoping": "enköping"},
            "event-chain latest",
        ),
        Q(
            "s",
            "Which instrument did Ylva start learning two years ago?",
            "the kantele",
            "kantele",
            "kantele",
            "relative-question-date",
        ),
        Q("o", "In which country are Västerås and Enköping?", "Sweden", "enkoping", "enköping", ""),
        Q(
            "o",
            "Which grape is the red wine from Chinon, the one Anatole sent Ylva, mainly made from?",
            "Cabernet Franc",
            "chinon",
            "chinon",
            "",
        ),
        Q(
            "o",
            "In which French city is la Doutre, where Anatole opened his bar?",
            "Angers",
            "pharmacy",
            "doutre",
            "",
        ),
        Q(
            "m",
            "Which places did Anatole look at for his bar, and where did it open?",
            "first a shop in Trélazé, which was sold to someone else; then an old pharmacy in la Doutre, where it opened in March 2025",
            "bar-plan pharmacy opened",
            {"bar-plan": "trélazé", "pharmacy": "doutre", "opened": "opened"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Ylva's kantele course end?",
            "2024-07-26",
            "kantele",
            "26th july",
            "human-date",
        ),
        Q(
            "s",
            "Which film did Ylva watch with her sisters at the spa?",
            "Amélie",
            "thirty-six",
            "amélie",
            "",
        ),
    ],
)
CONVERSATIONS.append(YLVA_ANATOLE)


MEHREEN_KEELAN = Conv(
    "pair",
    "timestamped_lines",
    ["Mehreen", "Keelan"],
    """
@ 2024-02-18
Keelan: mehreen!! long time. hows batley
Mehreen: KEELAN. batley is freezing lol. big news tho, i started my upholstery apprenticeship at tack and tassel on monday {apprentice}
Keelan: no way!! u finally did it. whats the boss like
Mehreen: her name is gaynor, shes like 60 and swears like a sailor, scary but fair {gaynor}
Keelan: sounds class. u done any real chairs yet
Mehreen: only practice stools and a dolls house sofa so far haha. how r u {practice}
Keelan: not bad, still roofing in neath, but im in the welsh arm wrestling final in llanelli on the 9th of march {arm-final}
Mehreen: shut up!!! since when r u that good
Keelan: since my uncle deri started training me, he was welsh champ in 1989 {deri}
Mehreen: deri the one with the chip van?
Keelan: thats him, still got the chip van in aberavon {chip-van}
Mehreen: legend. good luck in llanelli, ill be watching on facebook
Keelan: cheers mehreen x
@ 2024-05-05
Mehreen: did u win in llanelli?? i couldnt find the stream
Keelan: lost in the semi final lol, to a 70 year old butcher from rhyl. still won 300 quid tho {semi}
Mehreen: 300 quid isnt bad!! what u doing with it
Keelan: bought a second hand ps5 off a lad at work {ps5}
Mehreen: priorities haha. guess what, gaynor let me do my first real job on thursday, no wait it was wednesday {first-job}
Keelan: whatd u do
Mehreen: a footstool for my cousin laila, yellow with little moons on. she cried lol {laila}
Keelan: proud of u. hows ur mum
Mehreen: shes alright, shes going on hajj in june with my auntie shabnam {hajj}
Keelan: thats big. tell her safe travels
Mehreen: will do. hows ur nan
Keelan: nan's 90 on the 2nd of june, shes having a party at the bowls club {nan}
Mehreen: 90!!! send her my love
@ 2024-08-11
Keelan: mehreen u alive
Mehreen: barely lol, been so busy. gaynor said i can do walk ins on saturdays now {walk-ins}
Keelan: get u. i got news. im moving to gloucester, got a job with a roofing firm there, start on the 2nd of september {gloucester}
Mehreen: gloucester!! why
Keelan: better money, 5 quid more an hour, and my mate ianto has a spare room in tuffley {ianto}
Mehreen: ianto the one with the snake? {snake-q}
Keelan: ye, a royal python called kevin lol. i have to feed it frozen mice when hes away {kevin}
Mehreen: grim. how was ur nans party
Keelan: mint, she danced with the mayor. she got like 50 cards and a cake shaped like a bowling ball {nan-party}
Mehreen: love her. mum got back from hajj in june, shes still glowing {hajj-back}
Keelan: aw. tell her i said mubarak
Mehreen: she'll love that. gonna miss u being in neath tho, who do i visit now
Keelan: come to gloucester, ianto has a sofa bed
@ 2024-11-24
Mehreen: how is gloucester
Keelan: love it. been here nearly 3 months. work is hard but the lads are sound {lads}
Mehreen: and kevin the snake?
Keelan: kevin escaped on the 17th lol, found him in the toaster 2 days later {toaster}
Mehreen: IN THE TOASTER
Keelan: it was unplugged dont worry. anyway whats new with u
Mehreen: i passed my apprenticeship!! gaynor gave me my own workbench at tack and tassel from the 1st of november {own-bench}
Keelan: proper upholsterer now!! can u do a job for me
Mehreen: deal. what is it
Keelan: my nan blodwen's old rocking chair, redo it in tartan for her. she'd love it {blodwen}
Mehreen: easy. bring it when u visit at christmas, ur still coming on the 27th? {visit}
Keelan: yep the 27th, train gets in at 3 {train}
Mehreen: cant wait x
@ 2025-03-09
Keelan: mehreen the chair came out perfect, nan cried when she saw it {healed}
Mehreen: told u!! its my best job yet
Keelan: everyone at work wants u to do their sofas now lol. got news tho, me and ianto fell out so im moving out {fell-out}
Mehreen: nooo what happened
Keelan: he wants a second snake and i said no way. im moving in with my girlfriend efa in kingsholm in april {efa}
Mehreen: WAIT. girlfriend?? since when
Keelan: since new years eve, met her at a party in hucclecote. shes a lifeguard at the lido {efa-since}
Mehreen: im so happy for u!! does she arm wrestle
Keelan: she beat me at arm wrestling last friday lol, never living it down {beat}
Mehreen: haha. my news, im going to turkey in may for a furniture fair in izmir, gaynor is paying {izmir}
Keelan: no wayyy. when
Mehreen: 15th to the 18th of may. im so nervous {may}
Keelan: ull smash it
""",
    [
        Q("s", "Where does Mehreen live?", "Batley", "apprentice", "batley", "", True),
        Q(
            "t",
            "When did Mehreen start her upholstery apprenticeship?",
            "2024-02-12",
            "apprentice",
            "upholstery apprenticeship; monday",
            "relative-date",
        ),
        Q(
            "s",
            "At which workshop did Mehreen do her apprenticeship?",
            "Tack and Tassel",
            "apprentice",
            "tack tassel",
            "",
            True,
        ),
        Q(
            "s",
            "Who is Gaynor?",
            "Mehreen's boss at the upholstery workshop",
            "gaynor",
            "gaynor; scary fair|60",
            "fragment",
            True,
        ),
        Q(
            "s",
            "What did Keelan do for work in Neath?",
            "roofing",
            "arm-final",
            "roofing",
            "",
            True,
        ),
        Q(
            "t",
            "When was the Welsh arm wrestling final in Llanelli?",
            "2024-03-09",
            "arm-final",
            "arm wrestling final; 9th march",
            "human-date",
        ),
        Q("s", "Who trains Keelan at arm wrestling?", "his uncle Deri", "deri", "deri; uncle", ""),
        Q(
            "s",
            "When was Deri Welsh arm wrestling champion?",
            "in 1989",
            "deri",
            "welsh champ; 1989",
            "pronoun",
        ),
        Q(
            "s",
            "What does Deri own?",
            "a chip van in Aberavon",
            "chip-van",
            "chip van; aberavon",
            "third-person-fact second-person",
            True,
        ),
        Q(
            "s",
            "Who beat Keelan in the arm wrestling semi-final?",
            "a 70-year-old butcher from Rhyl",
            "semi",
            "butcher; rhyl",
            "",
        ),
        Q(
            "s",
            "How much prize money did Keelan win at the arm wrestling?",
            "£300",
            "semi",
            "300 quid",
            "",
        ),
        Q(
            "s",
            "What did Keelan buy with his arm wrestling prize money?",
            "a second-hand PS5",
            "semi ps5",
            {"semi": "300 quid", "ps5": "ps5"},
            "",
        ),
        Q(
            "t",
            "On which day did Mehreen do her first real job at the workshop?",
            "2024-05-01",
            "first-job",
            "first real job; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "What was Mehreen's first real upholstery job?",
            "a yellow footstool with little moons on for her cousin Laila",
            "laila",
            "footstool; laila",
            "",
        ),
        Q("s", "Who is Laila?", "Mehreen's cousin", "laila", "laila; cousin", "fragment"),
        Q(
            "s",
            "Who went on hajj with Mehreen's mum?",
            "Mehreen's auntie Shabnam",
            "hajj",
            "shabnam",
            "third-person-fact",
        ),
        Q(
            "t",
            "In which month did Mehreen's mum go on hajj?",
            "2024-06",
            "hajj",
            "hajj; june",
            "human-date",
        ),
        Q(
            "t",
            "When was Keelan's nan's ninetieth birthday?",
            "2024-06-02",
            "nan",
            "90; 2nd june",
            "human-date",
        ),
        Q(
            "s",
            "Where was Keelan's nan's ninetieth birthday party?",
            "at the bowls club",
            "nan",
            "bowls club",
            "",
        ),
        Q(
            "s",
            "Who did Keelan's nan dance with at her party?",
            "the mayor",
            "nan-party",
            "mayor",
            "pronoun",
        ),
        Q(
            "s",
            "Why did Keelan move to Gloucester?",
            "a job with a roofing firm there, with better pay",
            "gloucester",
            "job; roofing firm",
            "",
        ),
        Q(
            "t",
            "When did Keelan start work in Gloucester?",
            "2024-09-02",
            "gloucester",
            "start; 2nd september",
            "human-date",
        ),
        Q(
            "s",
            "How much more an hour did Keelan earn in Gloucester?",
            "£5 an hour more",
            "ianto",
            "5 quid more hour",
            "",
        ),
        Q(
            "s",
            "Where did Keelan live when he first moved to Gloucester?",
            "in his mate Ianto's spare room in Tuffley",
            "ianto",
            "ianto; tuffley",
            "",
            True,
        ),
        Q(
            "s",
            "Who is Kevin?",
            "Ianto's royal python",
            "kevin",
            "royal python; kevin",
            "fragment",
            True,
        ),
        Q(
            "t",
            "When did Kevin the python escape?",
            "2024-11-17",
            "toaster",
            "escaped; 17th",
            "human-date",
        ),
        Q(
            "t",
            "When did Keelan find Kevin in the toaster?",
            "2024-11-19",
            "toaster",
            "toaster; 2 days later",
            "relative-date",
        ),
        Q(
            "t",
            "When did Mehreen get her own workbench at Tack and Tassel?",
            "2024-11-01",
            "own-bench",
            "own workbench; 1st november",
            "human-date",
        ),
        Q(
            "s",
            "Has Mehreen finished her apprenticeship?",
            "yes, she passed it and has her own workbench at Tack and Tassel",
            "own-bench",
            "passed apprenticeship",
            "latest",
            True,
        ),
        Q(
            "m",
            "How did Mehreen's position at Tack and Tassel change between February and November 2024?",
            "she started as an apprentice in February and got her own workbench from 1 November after passing",
            "apprentice own-bench",
            {"apprentice": "apprenticeship", "own-bench": "own workbench"},
            "event-chain latest",
        ),
        Q(
            "s",
            "What job did Keelan ask Mehreen to do for him?",
            "redo his nan Blodwen's old rocking chair in tartan",
            "blodwen",
            "rocking chair; tartan",
            "",
        ),
        Q("s", "What is Keelan's nan called?", "Blodwen", "blodwen", "blodwen", "", True),
        Q(
            "t",
            "When did Keelan visit Mehreen at Christmas 2024?",
            "2024-12-27",
            "visit",
            "27th",
            "human-date",
        ),
        Q(
            "m",
            "Who redid Keelan's nan's rocking chair, and how did his nan react?",
            "Mehreen, after he brought it at Christmas; his nan cried when she saw it",
            "blodwen healed",
            {"blodwen": "rocking chair", "healed": "nan cried"},
            "event-chain",
        ),
        Q(
            "s",
            "Why did Keelan and Ianto fall out?",
            "Ianto wanted a second snake and Keelan said no",
            "efa",
            "second snake",
            "",
        ),
        Q("s", "Who is Efa?", "Keelan's girlfriend", "efa", "efa; girlfriend", "fragment", True),
        Q(
            "t",
            "In which month did Keelan plan to move in with Efa?",
            "2025-04",
            "efa",
            "kingsholm; april",
            "human-date",
        ),
        Q(
            "s",
            "Where was Keelan going to live with Efa?",
            "in Kingsholm",
            "efa",
            "kingsholm",
            "latest",
            True,
        ),
        Q(
            "m",
            "Where has Keelan lived, in order?",
            "Neath, then Ianto's spare room in Tuffley in Gloucester, then with Efa in Kingsholm from April 2025",
            "arm-final ianto efa",
            {"arm-final": "neath", "ianto": "tuffley", "efa": "kingsholm"},
            "event-chain latest",
        ),
        Q(
            "t",
            "Since when have Keelan and Efa been together?",
            "2024-12-31",
            "efa-since",
            "new years eve",
            "human-date",
        ),
        Q(
            "s",
            "Where did Keelan meet Efa?",
            "at a party in Hucclecote",
            "efa-since",
            "party; hucclecote",
            "",
        ),
        Q(
            "s",
            "What does Efa do for a living?",
            "she is a lifeguard at the lido",
            "efa-since",
            "lifeguard lido",
            "third-person-fact",
            True,
        ),
        Q(
            "t",
            "When did Efa beat Keelan at arm wrestling?",
            "2025-03-07",
            "beat",
            "arm wrestling; last friday",
            "relative-date pronoun",
        ),
        Q(
            "s",
            "Who is paying for Mehreen's trip to the furniture fair?",
            "Gaynor",
            "izmir",
            "gaynor; paying",
            "",
        ),
        Q(
            "t",
            "When does the furniture fair in Izmir start?",
            "2025-05-15",
            "izmir may",
            {"izmir": "izmir", "may": "15th may"},
            "human-date",
        ),
        Q(
            "s",
            "Which city did Keelan move to two years ago?",
            "Gloucester",
            "gloucester",
            "gloucester",
            "relative-question-date",
        ),
        Q(
            "o",
            "In which country is Aberavon, where Deri has his chip van?",
            "Wales",
            "chip-van",
            "aberavon",
            "",
        ),
        Q(
            "o",
            "In which Saudi Arabian city does the hajj take place, the one Mehreen's mum made?",
            "Mecca",
            "hajj",
            "hajj",
            "",
        ),
        Q(
            "o",
            "Is a royal python like Kevin venomous, and where do royal pythons come from?",
            "no, it is a non-venomous constrictor from West and Central Africa",
            "kevin",
            "royal python",
            "",
        ),
        Q(
            "s",
            "Whose snake is Kevin?",
            "Ianto's",
            "snake-q kevin",
            {"snake-q": "ianto; snake", "kevin": "royal python; kevin"},
            "second-person",
        ),
        Q(
            "m",
            "Who trained Keelan for the arm wrestling, and how far did he get?",
            "his uncle Deri; he lost in the semi-final",
            "deri semi",
            {"deri": "uncle deri", "semi": "semi final"},
            "event-chain",
        ),
        Q(
            "t",
            "In which month did Mehreen's mum come back from hajj?",
            "2024-06",
            "hajj-back",
            "hajj; june",
            "human-date",
        ),
    ],
)
CONVERSATIONS.append(MEHREEN_KEELAN)


THOMASINA = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-03-20
User: Hello, I'm Thomasina. I need help with a recipe. My grandson Barty turns seven on Saturday, and he wants a birthday cake shaped like a tractor. {barty}
Assistant: Happy birthday to Barty, Thomasina! A tractor cake is easier than it looks: bake loaf cakes, stack two for the cab, and use chocolate biscuits for the wheels. How many people will it need to feed?
User: About twenty. His party is in the village hall in Dalston, and my daughter Hesper is doing the sandwiches. {hall}
Assistant: Then make three loaf cakes and cut the third one into the bonnet. Green icing works well for the body, with liquorice for the details.
User: He loves green, so that's perfect. I'm not much of a baker, though. I was a postwoman for thirty-one years, so I'm better at walking than at cooking. {postwoman}
Assistant: Thirty-one years of rounds is impressive! A simple sponge is very forgiving. Would you like the quantities for three loaves?
User: Yes, please. And it has to be egg-free, because Barty is allergic to eggs. {eggs}
Assistant: Of course. An egg-free sponge uses yogurt instead: 300 g self-raising flour, 200 g sugar, 250 ml milk, 100 ml oil and 150 g yogurt for each loaf.
User: Thank you. I'll buy everything at the market in Wigton tomorrow. {market}
Assistant: Good luck, Thomasina. I hope Barty loves his tractor!
@ 2024-07-09
User: Hello, it's Thomasina again. The tractor cake was a triumph, by the way. Now I need help writing a letter. {triumph}
Assistant: I'm so glad! What is the letter about?
User: It's to the council about the bus from Dalston to Carlisle. They've cut it to two a day, and I gave my car to Hesper in May, so I rely on it. {bus}
Assistant: That's a good reason to write. A short letter about your own situation works best. Who should it go to?
User: The transport officer, a Mr Pennington. I go to Carlisle every Thursday to see my husband Clive, who is in a nursing home there. {clive}
Assistant: I'm sorry to hear about Clive. That's a strong point for the letter: you need the bus for your weekly visits. Shall I draft a first version?
User: Yes, please. Also say that eleven of us in Dalston used the three o'clock bus. {eleven}
Assistant: Here's a draft: "Dear Mr Pennington, I am writing about the cut to the Dalston to Carlisle bus..." I've included your weekly visits and the eleven regular passengers.
User: That's very good. I'll post it on Friday. {post}
Assistant: I hope the council listens. Good luck!
@ 2024-11-27
User: Hello again. Good news: the council put the three o'clock bus back in October! Now I'm planning a trip, and I'd like some help. {bus-back}
Assistant: That's wonderful news. Where are you thinking of going?
User: My sister Tirzah lives in Connemara, and she turns eighty on the 15th of January. I want to surprise her. {tirzah}
Assistant: Eighty is a lovely birthday to be there for. Will you be travelling alone?
User: Yes. Clive can't travel now, and Hesper has to work. I don't fly, because I hate planes, so I'd like to go by ferry. {no-fly}
Assistant: Then you could take the train to Fishguard, the ferry to Rosslare and the bus west. It's a long day, so you might stay a night in Rosslare.
User: A night by the sea sounds nice. My budget is about four hundred pounds for the whole trip. {budget}
Assistant: That's realistic if you book early. Rail and sail tickets are often under a hundred pounds each way.
User: I'll book them on Friday, when my pension comes in. {book}
Assistant: Good plan. Tirzah will be thrilled!
@ 2025-04-15
User: Hello, it's Thomasina. I need help with a thank-you letter this time. {thank-you}
Assistant: Of course. Who would you like to thank?
User: My sister's neighbours in Connemara, the Dolans. They drove me around all week when I visited in January, and they gave me a hand-knitted shawl as a leaving present. {dolans}
Assistant: What a kind gift. Did Tirzah enjoy her birthday surprise?
User: She cried for ten minutes. We had lunch at a hotel in Roundstone on her birthday, with her two sons. {lunch}
Assistant: That sounds perfect. For the letter, mention the shawl, the driving and something you especially enjoyed.
User: The best bit was a boat trip to Inishbofin. I should also say that Clive died in February, so I'm slow with everything at the moment. {clive-died}
Assistant: I'm so sorry, Thomasina. Please take your time. Here's a short draft you can change as you like.
User: Thank you. I've also decided to sell our house and move in with Hesper in Wigton in the summer. {move}
Assistant: That's a big decision. I hope the move goes smoothly, and that the letter helps.
""",
    [
        Q(
            "s",
            "Who is Barty?",
            "Thomasina's grandson",
            "barty",
            "barty; grandson",
            "fragment",
            True,
        ),
        Q(
            "t",
            "When did Barty turn seven?",
            "2024-03-23",
            "barty",
            "seven; saturday",
            "relative-date",
        ),
        Q(
            "s",
            "What kind of cake did Barty want for his seventh birthday?",
            "a cake shaped like a tractor",
            "barty",
            "tractor",
            "",
        ),
        Q(
            "s",
            "Where was Barty's birthday party?",
            "in the village hall in Dalston",
            "hall",
            "village hall; dalston",
            "",
        ),
        Q(
            "s",
            "Who is Hesper?",
            "the user's daughter",
            "hall",
            "hesper; daughter",
            "fragment",
            True,
        ),
        Q(
            "s",
            "What job did the user do for thirty-one years?",
            "she was a postwoman",
            "postwoman",
            "postwoman",
            "",
            True,
        ),
        Q(
            "s",
            "What is Barty allergic to?",
            "eggs",
            "eggs",
            "barty; allergic eggs",
            "third-person-fact",
            True,
        ),
        Q(
            "t",
            "When did the user plan to buy the ingredients for the tractor cake?",
            "2024-03-21",
            "market",
            "market; tomorrow",
            "relative-date",
        ),
        Q(
            "s",
            "Why did the user write to the council in July 2024?",
            "they cut the Dalston to Carlisle bus to two a day",
            "bus",
            "bus; two day",
            "",
        ),
        Q(
            "s",
            "Who did the user give her car to?",
            "her daughter Hesper",
            "bus",
            "car; hesper",
            "",
            True,
        ),
        Q(
            "t",
            "In which month did the user give her car away?",
            "2024-05",
            "bus",
            "car; may",
            "human-date",
        ),
        Q(
            "s",
            "Who is Clive?",
            "the user's husband, who was in a nursing home in Carlisle",
            "clive",
            "clive; husband",
            "fragment",
            True,
        ),
        Q(
            "s",
            "How often did the user visit Clive in Carlisle?",
            "every Thursday",
            "clive",
            "every thursday",
            "",
        ),
        Q(
            "s",
            "Who is Mr Pennington?",
            "the council's transport officer",
            "clive",
            "pennington; transport officer",
            "fragment",
        ),
        Q(
            "t",
            "When did the user plan to post her letter to the council?",
            "2024-07-12",
            "post",
            "post; friday",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did the council put the three o'clock bus back?",
            "2024-10",
            "bus-back",
            "bus; october",
            "human-date",
        ),
        Q(
            "m",
            "Did the user's letter about the bus work?",
            "yes: she wrote in July 2024 about the cut, and the council put the three o'clock bus back in October",
            "eleven bus-back",
            {"eleven": "three o'clock bus", "bus-back": "bus back"},
            "event-chain",
        ),
        Q(
            "s",
            "Who is Tirzah?",
            "the user's sister, who lives in Connemara",
            "tirzah",
            "tirzah; sister",
            "fragment",
            True,
        ),
        Q(
            "s",
            "Where does Tirzah live?",
            "Connemara",
            "tirzah",
            "connemara",
            "third-person-fact",
            True,
        ),
        Q(
            "t",
            "When did Tirzah turn eighty?",
            "2025-01-15",
            "tirzah",
            "eighty; 15th january",
            "human-date",
        ),
        Q(
            "s",
            "Why did the user want to travel by ferry?",
            "she doesn't fly, because she hates planes",
            "no-fly",
            "hate planes|fly",
            "",
            True,
        ),
        Q(
            "s",
            "What was the user's budget for the trip to see Tirzah?",
            "about £400",
            "budget",
            "four hundred pounds",
            "",
        ),
        Q(
            "t",
            "When did the user plan to book her rail and sail tickets?",
            "2024-11-29",
            "book",
            "book; friday",
            "relative-date",
        ),
        Q(
            "s",
            "Who are the Dolans?",
            "Tirzah's neighbours in Connemara, who drove the user around",
            "dolans",
            "dolans; neighbours",
            "fragment",
        ),
        Q(
            "s",
            "What did the Dolans give the user as a leaving present?",
            "a hand-knitted shawl",
            "dolans",
            "shawl",
            "",
        ),
        Q(
            "t",
            "In which month did the user visit Tirzah?",
            "2025-01",
            "dolans",
            "visited; january",
            "human-date",
        ),
        Q(
            "s",
            "Where did the user and Tirzah have lunch on Tirzah's birthday?",
            "at a hotel in Roundstone",
            "lunch",
            "hotel; roundstone",
            "",
        ),
        Q(
            "s",
            "What was the best part of the user's trip to Connemara?",
            "a boat trip to Inishbofin",
            "clive-died",
            "boat trip; inishbofin",
            "",
        ),
        Q(
            "t",
            "In which month did Clive die?",
            "2025-02",
            "clive-died",
            "clive died; february",
            "human-date",
        ),
        Q(
            "m",
            "Where was Clive living in 2024, and what happened to him?",
            "in a nursing home in Carlisle; he died in February 2025",
            "clive clive-died",
            {"clive": "nursing home", "clive-died": "died"},
            "event-chain latest",
        ),
        Q(
            "s",
            "Where is the user moving in the summer of 2025?",
            "in with her daughter Hesper in Wigton",
            "move",
            "hesper; wigton",
            "latest",
            True,
        ),
        Q(
            "s",
            "How old did my grandson Barty turn in March 2024?",
            "seven",
            "barty",
            "barty; seven",
            "first-person-question",
        ),
        Q(
            "s",
            "Which allergy did I say my grandson has?",
            "Barty is allergic to eggs",
            "eggs",
            "allergic eggs",
            "first-person-question",
        ),
        Q(
            "o",
            "Which sea would the user cross on the ferry to go and see Tirzah?",
            "the Irish Sea (St George's Channel)",
            "no-fly",
            "ferry",
            "",
        ),
        Q(
            "o",
            "In which country is Connemara, where Tirzah lives?",
            "Ireland",
            "tirzah",
            "connemara",
            "",
        ),
        Q(
            "m",
            "What did the user give her daughter Hesper, and where is the user moving in 2025?",
            "her car, in May 2024; in with Hesper in Wigton",
            "bus move",
            {"bus": "car; hesper", "move": "hesper; wigton"},
            "event-chain",
        ),
        Q(
            "t",
            "On what date did the user have lunch with Tirzah at a hotel?",
            "2025-01-15",
            "tirzah lunch",
            {"tirzah": "15th january", "lunch": "lunch; hotel"},
            "human-date event-chain",
        ),
    ],
    user_label="Thomasina",
)
CONVERSATIONS.append(THOMASINA)


TARQUIN = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-05-14
User: Hi, I'm Tarquin. I'm giving a speech at my brother Peveril's wedding on the 8th of June, and I'm terrified. Can you help? {peveril}
Assistant: Hi Tarquin! Of course. A wedding speech works best when it's short and warm. How long have Peveril and his partner been together?
User: Nine years. They met at university in Lampeter, when Peveril was studying geology and Verity was in the debating society. {verity}
Assistant: That's a lovely story to open with. Do you have a funny but kind story about Peveril?
User: When we were kids, he sold my bike to a neighbour for five pounds while I was on holiday. I was ten and he was twelve. {bike}
Assistant: That's perfect: it's funny, and you can turn it round by saying he's been a generous brother ever since.
User: Ha, he has, mostly. He lent me the deposit for my flat in King's Lynn last year. {deposit}
Assistant: That could be the warm turn in the speech. Aim for about five minutes, and practise it out loud a few times.
User: I'll practise on my koi carp, Bosun. He's a very patient listener. {bosun}
Assistant: An ideal audience! Good luck, Tarquin.
@ 2024-09-03
User: Hi, Tarquin here. The speech went really well, thanks, and Verity's mum cried. Now I need a meal plan. {speech}
Assistant: I'm glad it went well! What kind of meal plan are you after?
User: I've been diagnosed with high cholesterol, so I have to cut down on fat. The doctor told me on Friday. {cholesterol}
Assistant: I'm sorry to hear that, but it's very manageable with food. Oats, beans, fish and plenty of vegetables all help. Do you cook much?
User: Most evenings. I can't stand beetroot, though, so please leave it out. {beetroot}
Assistant: No beetroot, then. Lentils, beans, tofu and fish will be your main proteins. A week might start with a lentil and barley stew on Monday.
User: That sounds good. I work long days at the council planning office, so quick dinners are best. {long-days}
Assistant: Then batch-cook on Sundays: a big bean chilli and a tray of roasted vegetables will last three dinners.
User: Great. My colleague Dympna has high cholesterol too, and she swears by the salad bar on Tuesday Market Place. {dympna}
Assistant: It's good to have a colleague who knows the ropes. Enjoy the stew!
@ 2025-02-11
User: Hi, it's Tarquin. I'm planning a cycling trip in the Netherlands, and I'd love some help with a route. {cycling}
Assistant: That sounds lovely! When are you going, and how far do you like to ride in a day?
User: From the 12th to the 19th of April, about sixty kilometres a day. I bought a new touring bike in January, a green Dawes, for nine hundred pounds. {dawes}
Assistant: A touring bike is ideal. You could take the ferry from Harwich to the Hook of Holland, then ride to Delft, Leiden and Haarlem.
User: Perfect. My friend Oisín was meant to come with me, but he's broken his wrist, so I'm going alone. {oisin}
Assistant: I'm sorry about Oisín's wrist. Cycling alone there is very safe, and the paths are well signed.
User: I'll also need to eat sensibly on the way, because of my cholesterol. {eat-sensibly}
Assistant: Dutch supermarkets have good salads and wholegrain bread, so you can stock up each morning.
User: Great. Bosun is going to stay with my mum in Sheringham while I'm away. {sheringham}
Assistant: Then everyone's sorted. Have a wonderful trip, Tarquin!
@ 2025-07-08
User: Hi, Tarquin again. I need help with a job application. {application}
Assistant: Of course! What's the job?
User: A senior town planner post at the council in Dunfermline. The deadline is on Friday. {dunfermline}
Assistant: Great. Let's start with your experience. How long have you been a planner?
User: Six years, all of them at the council in King's Lynn. I led the plan for a new skate park in Swaffham, which opened in March. {skate-park}
Assistant: That's a strong project to lead with. Is there anything else I should know for the letter, like why Dunfermline?
User: My girlfriend Damaris has got a job at the college there, and she starts in September. She flew out to meet me in Haarlem at the end of my cycling trip, and I proposed on the 18th of April! {damaris}
Assistant: Congratulations to you both! Moving for a partner's job is a good, honest reason to give.
User: Thanks. Bosun is coming too, of course. He's forty-two, which makes him older than me! {admiral-age}
Assistant: A well-travelled fish! Here's a draft opening paragraph for your letter.
""",
    [
        Q(
            "s",
            "Who is Peveril?",
            "Tarquin's brother",
            "peveril",
            "peveril; brother",
            "fragment",
            True,
        ),
        Q(
            "t",
            "When was Peveril's wedding?",
            "2024-06-08",
            "peveril",
            "wedding; 8th june",
            "human-date",
        ),
        Q("s", "Who did Peveril marry?", "Verity", "verity", "verity", "third-person-fact", True),
        Q(
            "s",
            "Where did Peveril and Verity meet?",
            "at university in Lampeter",
            "verity",
            "university; lampeter",
            "",
        ),
        Q(
            "s",
            "What did Peveril study at university?",
            "geology",
            "verity",
            "geology",
            "third-person-fact",
        ),
        Q(
            "s",
            "What did Peveril do to Tarquin's bike when they were children?",
            "sold it to a neighbour for five pounds",
            "bike",
            "sold; five pounds",
            "",
        ),
        Q(
            "s",
            "What did Peveril lend Tarquin?",
            "the deposit for his flat in King's Lynn",
            "deposit",
            "deposit; flat",
            "",
            True,
        ),
        Q(
            "s",
            "In which year did Peveril lend Tarquin the deposit for his flat?",
            "in 2023",
            "deposit",
            "deposit; last year",
            "relative-date",
        ),
        Q(
            "s",
            "Where does Tarquin live?",
            "in a flat in King's Lynn",
            "deposit",
            "king's lynn",
            "",
            True,
        ),
        Q("s", "What kind of pet is Bosun?", "a koi carp", "bosun", "koi carp; bosun", "", True),
        Q(
            "s",
            "How did Tarquin's speech at Peveril's wedding go?",
            "really well; Verity's mum cried",
            "speech",
            "speech; well",
            "",
        ),
        Q(
            "s",
            "What condition was Tarquin diagnosed with in 2024?",
            "high cholesterol",
            "cholesterol",
            "high cholesterol",
            "",
            True,
        ),
        Q(
            "t",
            "When did Tarquin's doctor tell him he had high cholesterol?",
            "2024-08-30",
            "cholesterol",
            "doctor; friday",
            "relative-date",
        ),
        Q(
            "s",
            "Which vegetable can Tarquin not stand?",
            "beetroot",
            "beetroot",
            "beetroot",
            "",
            True,
        ),
        Q(
            "s",
            "Where does Tarquin work?",
            "at the council planning office",
            "long-days",
            "council planning office",
            "",
            True,
        ),
        Q(
            "s",
            "Who is Dympna?",
            "Tarquin's colleague, who also has high cholesterol",
            "dympna",
            "dympna; colleague",
            "fragment",
            True,
        ),
        Q(
            "s",
            "Where does Dympna like to eat?",
            "the salad bar on Tuesday Market Place",
            "dympna",
            "salad bar; tuesday market place",
            "",
        ),
        Q(
            "t",
            "When did Tarquin's cycling trip in the Netherlands start?",
            "2025-04-12",
            "dawes",
            "12th april",
            "human-date",
        ),
        Q(
            "s",
            "What bike did Tarquin buy in January 2025?",
            "a green Dawes touring bike",
            "dawes",
            "dawes; touring bike",
            "",
            True,
        ),
        Q(
            "s",
            "How much did Tarquin's touring bike cost?",
            "£900",
            "dawes",
            "nine hundred pounds",
            "",
        ),
        Q(
            "t",
            "In which month did Tarquin buy his touring bike?",
            "2025-01",
            "dawes",
            "bought; january",
            "human-date",
        ),
        Q(
            "s",
            "Why did Oisín not go on the cycling trip?",
            "he broke his wrist",
            "oisin",
            "broken wrist",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who looked after Bosun during Tarquin's trip?",
            "Tarquin's mum in Sheringham",
            "sheringham",
            "mum; sheringham",
            "",
        ),
        Q(
            "s",
            "Where does Tarquin's mum live?",
            "Sheringham",
            "sheringham",
            "sheringham",
            "",
            True,
        ),
        Q(
            "m",
            "Why did Tarquin need to eat sensibly on his cycling trip, and since when?",
            "he was diagnosed with high cholesterol at the end of August 2024",
            "cholesterol eat-sensibly",
            {"cholesterol": "high cholesterol", "eat-sensibly": "cholesterol"},
            "event-chain",
        ),
        Q(
            "s",
            "What job did Tarquin apply for in July 2025?",
            "a senior town planner post at the council in Dunfermline",
            "dunfermline",
            "senior town planner; dunfermline",
            "",
            True,
        ),
        Q(
            "t",
            "When was the deadline for Tarquin's application?",
            "2025-07-11",
            "dunfermline",
            "deadline; friday",
            "relative-date",
        ),
        Q(
            "s",
            "Which project did Tarquin lead the plan for?",
            "a new skate park in Swaffham",
            "skate-park",
            "skate park; swaffham",
            "",
        ),
        Q(
            "t",
            "In which month did the Swaffham skate park open?",
            "2025-03",
            "skate-park",
            "opened; march",
            "human-date",
        ),
        Q(
            "s",
            "Who is Damaris?",
            "Tarquin's girlfriend, now his fiancée",
            "damaris",
            "damaris; girlfriend|proposed",
            "fragment",
            True,
        ),
        Q(
            "t",
            "When did Tarquin propose to Damaris?",
            "2025-04-18",
            "damaris",
            "proposed; 18th april",
            "human-date",
        ),
        Q(
            "m",
            "Where did Tarquin propose, and what was he doing there?",
            "in Haarlem, at the end of his cycling trip in the Netherlands",
            "cycling damaris",
            {"cycling": "netherlands", "damaris": "haarlem; proposed"},
            "event-chain",
        ),
        Q(
            "s",
            "How old was Bosun in July 2025?",
            "forty-two",
            "admiral-age",
            "forty two",
            "pronoun",
        ),
        Q(
            "m",
            "Why does Tarquin want to move to Dunfermline?",
            "his girlfriend Damaris got a job at the college there and starts in September 2025",
            "dunfermline damaris",
            {"dunfermline": "dunfermline", "damaris": "college; september"},
            "event-chain",
        ),
        Q(
            "s",
            "What did I tell you my koi carp is called?",
            "Bosun",
            "bosun",
            "bosun",
            "first-person-question",
        ),
        Q(
            "s",
            "Which brother's wedding did I speak at two years ago?",
            "Peveril's",
            "peveril",
            "peveril",
            "first-person-question relative-question-date",
        ),
        Q(
            "o",
            "In which English county are King's Lynn, Sheringham and Swaffham?",
            "Norfolk",
            "sheringham",
            "sheringham",
            "",
        ),
        Q(
            "m",
            "Who looked after Bosun during the cycling trip, and is Bosun moving with Tarquin?",
            "Tarquin's mum in Sheringham; yes, Bosun is coming too",
            "sheringham admiral-age",
            {"sheringham": "mum; sheringham", "admiral-age": "bosun coming"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Tarquin's cycling trip in the Netherlands end?",
            "2025-04-19",
            "dawes",
            "19th april",
            "human-date",
        ),
    ],
    user_label="Tarquin",
)
CONVERSATIONS.append(TARQUIN)


# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-02-14 is a Wednesday, 2024-06-22 a Saturday, 2024-10-10 a Thursday, 2025-01-27 a
# Monday, 2025-05-16 a Friday and 2025-09-09 a Tuesday. A weekday named for a past event is
# the one before the date; for a plan, the one after.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-02-14", "2024-06-22", "2024-10-10"
D_, E_, F_ = "2025-01-27", "2025-05-16", "2025-09-09"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Koldo",
        "On Shrove Tuesday I won the pancake race at work, and my prize was a frying pan with my name engraved on it.",
        [
            M(
                "Koldo won the pancake race at work on 2024-02-13.",
                R,
                "koldo; pancake race; 2024-02-13",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "Jaz",
        "sold my old decks to a lad from rhayader on thursday, 180 quid",
        [M("Jaz sold his old decks on 2024-06-20.", R, "jaz; decks; 2024-06-20")],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Hephzibah",
        "My husband Txomin rowed across Loch Ness for the hospice on Sunday, and I cried when he reached the other side.",
        [
            M(
                "Hephzibah's husband Txomin rowed across Loch Ness for the hospice on 2024-10-06.",
                R,
                "txomin; loch ness; 2024-10-06",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "I lent my tile cutter to my son-in-law on Friday, and he's cracked the blade. Where can I get a new one?",
        [
            M(
                "The user lent a tile cutter to a son-in-law on 2025-01-24.",
                R,
                "user; tile cutter; 2025-01-24",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "On Tuesday I passed my hedge-laying certificate. Sorry, it was Wednesday, the days are blurring. Now I need gloves that will last, any ideas?",
        [
            M(
                "The user passed a hedge-laying certificate on 2025-05-14.",
                R,
                "user; hedge laying certificate; 2025-05-14",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Maialen",
        "Two weeks ago we scattered Grandpa's ashes at Cape Wrath. No, it was three weeks ago, the day after his birthday.",
        [
            M(
                "Maialen scattered her grandpa's ashes at Cape Wrath on 2025-08-19.",
                R,
                "maialen; ashes|cape wrath; 2025-08-19",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        A_,
        "Kenz",
        "passed my plastering course monday in haltwhistle, first go",
        [
            M(
                "Kenz passed a plastering course in Haltwhistle on 2024-02-12.",
                R,
                "kenz; plastering course; 2024-02-12",
            )
        ],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Quenby",
        "I've been a lock keeper on the Montgomery canal for eleven years, so I know every boat that passes.",
        [M("Quenby is a lock keeper on the Montgomery canal.", D, "quenby; lock keeper")],
    ),
    S(
        "durable-fact",
        TL,
        C_,
        "Dom",
        "we moved into a flat above the launderette in alston in august, everything smells of soap now",
        [M("Dom lives in a flat above the launderette in Alston.", D, "dom; alston")],
    ),
    S(
        "durable-fact",
        NJ,
        D_,
        "Yevgenia",
        "I've been allergic to buckwheat since I was little, so I check every label twice.",
        [M("Yevgenia is allergic to buckwheat.", D, "yevgenia; buckwheat")],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "I'm divorced, and my only son lives in New Zealand now.",
        [
            M(
                "The user is divorced, and the user's only son lives in New Zealand.",
                D,
                "user; divorced|new zealand",
            )
        ],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "I speak Gaelic with my grandmother, but English with everyone else.",
        [M("The user speaks Gaelic with a grandmother.", D, "user; gaelic")],
    ),
    S(
        "durable-fact",
        NL,
        A_,
        "Levan",
        "These days I restore old fairground organs all over Shropshire, four days a week.",
        [M("Levan restores old fairground organs in Shropshire.", D, "levan; fairground organs")],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        C_,
        "Ludovine",
        "We're taking the children to the fireworks in Lewes on Bonfire Night, and we're staying over with my aunt.",
        [
            M(
                "Ludovine is taking the children to the fireworks in Lewes on 2024-11-05.",
                R,
                "ludovine; lewes|fireworks; 2024-11-05",
            )
        ],
    ),
    S(
        "plan",
        TL,
        D_,
        "Cai",
        "got a trial at the sawmill in llanidloes on thursday, fingers crossed",
        [
            M(
                "Cai has a trial at the sawmill in Llanidloes on 2025-01-30.",
                R,
                "cai; trial|sawmill; 2025-01-30",
            )
        ],
    ),
    S(
        "plan",
        NJ,
        E_,
        "Nekane",
        "My sister Brid and I start walking the West Highland Way on the 24th, and we've given ourselves eight days.",
        [
            M(
                "Nekane and her sister Brid start walking the West Highland Way on 2025-05-24.",
                R,
                "nekane|brid; west highland way; 2025-05-24",
            )
        ],
    ),
    S(
        "plan",
        UA,
        F_,
        "User",
        "My daughter's naming ceremony is on Sunday the 21st of September, and I need a simple cake recipe for forty people.",
        [
            M(
                "The user's daughter's naming ceremony is on 2025-09-21.",
                R,
                "user|daughter; naming ceremony; 2025-09-21",
            )
        ],
    ),
    S(
        "plan",
        JM,
        B_,
        "User",
        "We fly to the Lofoten islands on Tuesday for our tenth wedding anniversary. What should we pack for June up there?",
        [
            M(
                "The user flies to the Lofoten islands on 2024-06-25 for a tenth wedding anniversary.",
                R,
                "user; lofoten; 2024-06-25",
            )
        ],
    ),
    # facts about someone else
    S(
        "third-person-fact",
        NL,
        D_,
        "Rhydian",
        "My brother Hywel has just been made harbour master at Tobermory, and he's terrified.",
        [
            M(
                "Rhydian's brother Hywel is the harbour master at Tobermory.",
                D,
                "hywel; harbour master",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        E_,
        "Shell",
        "my mum's started driving the school minibus in wooler, she loves it",
        [M("Shell's mum drives the school minibus in Wooler.", D, "mum; school minibus")],
    ),
    S(
        "third-person-fact",
        NJ,
        F_,
        "Iolo",
        "Our neighbour Mrs Adebayo has bought the old toll house on our lane, and she's turning it into a tea room.",
        [
            M(
                "Iolo's neighbour Mrs Adebayo bought the old toll house to turn into a tea room.",
                D,
                "adebayo; toll house|tea room",
            )
        ],
    ),
    S(
        "third-person-fact",
        UA,
        A_,
        "User",
        "My grandson Tobit is training to be a saddler in Hereford. What could I send him for his birthday?",
        [
            M(
                "The user's grandson Tobit is training to be a saddler in Hereford.",
                D,
                "tobit; saddler",
            )
        ],
    ),
    S(
        "third-person-fact",
        JM,
        C_,
        "User",
        "My wife Signy has taken up the bodhrán, and the cat hides whenever she practises. How can she make it quieter?",
        [M("The user's wife Signy plays the bodhrán.", D, "signy; bodhrán")],
    ),
    # short answers to a question
    S(
        "fragment-answer",
        NL,
        E_,
        "Vilém",
        "Rothbury, since February. The rent is half what I paid in Ashington.",
        [M("Vilém lives in Rothbury.", D, "vilém; rothbury")],
        [("Maraea", "Where are you living these days?")],
    ),
    S(
        "fragment-answer",
        TL,
        F_,
        "Shaz",
        "early shifts at the egg farm, 5 till 1",
        [M("Shaz works early shifts at the egg farm.", D, "shaz; egg farm")],
        [("Nads", "what u doing for work these days")],
    ),
    S(
        "fragment-answer",
        NJ,
        A_,
        "Wiremu",
        "Quoits, twice a week, in the pub garden.",
        [M("Wiremu plays quoits.", D, "wiremu; quoits")],
        [("Kyllikki", "What sport are you playing these days?")],
    ),
    S(
        "fragment-answer",
        UA,
        B_,
        "User",
        "Two, and a tree frog called Sprout.",
        [
            M(
                "The user has two children and a tree frog called Sprout.",
                D,
                "user; two children|tree frog",
            )
        ],
        [("Assistant", "How many children do you have?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        B_,
        "Isaura",
        "I've had tonsillitis for a week now, and I can barely swallow.",
        [M("Isaura has tonsillitis.", R, "isaura; tonsillitis")],
    ),
    S(
        "recent-state",
        TL,
        C_,
        "Macca",
        "leg in plaster for 6 weeks, fell off the roof of the van",
        [
            M(
                "Macca has a leg in plaster after falling off the roof of the van.",
                R,
                "macca; plaster|fell roof",
            )
        ],
    ),
    S(
        "recent-state",
        JM,
        D_,
        "User",
        "I'm staying at my brother's in Brora while my roof is being replaced, so I only have a camping stove. Any easy dinners?",
        [
            M(
                "The user is staying at a brother's in Brora while the roof is replaced.",
                R,
                "user; brora",
            )
        ],
    ),
    S(
        "recent-state",
        UA,
        E_,
        "User",
        "I'm on steroids for my asthma this week, so I'm not sleeping much. Any tips for a calm evening?",
        [M("The user is on steroids for asthma.", R, "user; steroids|asthma")],
    ),
    # requests that carry a fact
    S(
        "request-with-fact",
        UA,
        F_,
        "User",
        "I've just bought a second-hand spinet from a school in Golspie. How often should it be tuned?",
        [M("The user bought a second-hand spinet from a school in Golspie.", R, "user; spinet")],
    ),
    S(
        "request-with-fact",
        JM,
        A_,
        "User",
        "My daughter Linnet can't eat soya. Can you suggest a birthday cake without it?",
        [M("The user's daughter Linnet cannot eat soya.", D, "linnet; soya")],
    ),
    S(
        "request-with-fact",
        UA,
        C_,
        "User",
        "We've borrowed my cousin's static caravan for the half-term week. What should we check before we go?",
        [
            M(
                "The user borrowed a cousin's static caravan for the half-term week.",
                R,
                "user; static caravan",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        E_,
        "User",
        "I run a little wool shop in Kirkby Lonsdale. How can I get more people in on Mondays?",
        [M("The user runs a small wool shop in Kirkby Lonsdale.", D, "user; wool shop")],
    ),
    # facts the other person states and the speaker confirms
    S(
        "second-person",
        NL,
        C_,
        "Ainhoa",
        "Still there! I'm the deputy head now, actually.",
        [
            M(
                "Ainhoa is the deputy head at the primary school in Clun.",
                D,
                "ainhoa; deputy head|primary school",
            )
        ],
        [("Crispian", "You still teach at the primary school in Clun, don't you?")],
    ),
    S(
        "second-person",
        TL,
        D_,
        "Jojo",
        "yep still got her, she's 9 now and still steals socks",
        [M("Jojo has a 9-year-old chinchilla.", D, "jojo; chinchilla")],
        [("Tam", "wait do u still have that chinchilla")],
    ),
    S(
        "second-person",
        NJ,
        F_,
        "Blandina",
        "I am! It's every Thursday now, and we raise money for the hospice.",
        [M("Blandina runs the quiz night at the Plough.", D, "blandina; quiz night")],
        [("Leofwine", "You're the one who runs the quiz night at the Plough, aren't you?")],
    ),
    S(
        "second-person",
        UA,
        B_,
        "User",
        "Yes, that's right, every Sunday in the summer.",
        [M("The user volunteers at the steam railway at Bo'ness.", D, "user; steam railway")],
        [("Assistant", "You said earlier that you volunteer at the steam railway at Bo'ness?")],
    ),
    # several facts at once
    S(
        "multi-fact",
        NL,
        E_,
        "Eldred",
        "I'm 52, I drive the fish van round Teesdale, and I play skittles on Tuesdays.",
        [
            M("Eldred is 52.", D, "eldred; 52"),
            M("Eldred drives the fish van round Teesdale.", D, "eldred; fish van"),
            M("Eldred plays skittles.", D, "eldred; skittles"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        F_,
        "Jodie",
        "new job at a bakery in hawick, new room above it, and a new boyfriend called struan lol",
        [
            M("Jodie works at a bakery in Hawick.", D, "jodie; bakery"),
            M("Jodie lives in a room above the bakery in Hawick.", D, "jodie; room"),
            M("Jodie's boyfriend is called Struan.", D, "jodie; struan"),
        ],
    ),
    S(
        "multi-fact",
        NJ,
        B_,
        "Nodar",
        "I've sold the horsebox, bought a coracle, and my wife Petronella and I are paddling down the Spey in August.",
        [
            M("Nodar sold his horsebox.", R, "nodar; horsebox"),
            M("Nodar bought a coracle.", R, "nodar; coracle"),
            M(
                "Nodar and his wife Petronella are paddling down the Spey in August 2024.",
                R,
                "nodar|petronella; spey; 2024-08",
            ),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        F_,
        None,
        "Note: Aunt Bathsheba's birthday is on the 3rd of December, and she loves freesias.",
        [
            M(
                "Aunt Bathsheba's birthday is on 3 December, and she loves freesias.",
                D,
                "bathsheba; december",
            )
        ],
    ),
    S(
        "note",
        UA,
        B_,
        "User",
        "Note to self: the window cleaner is booked for the 9th of July.",
        [M("The user's window cleaner is booked for 2024-07-09.", R, "window cleaner; 2024-07-09")],
    ),
    S(
        "note",
        JM,
        D_,
        "User",
        "Note for later: the code for the bike shed at work is 4471.",
        [M("The user's bike shed code at work is 4471.", D, "bike shed; 4471")],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        F_,
        "Berenice",
        "I can't bear opera. My ex took me once and I fell asleep in the first act.",
        [M("Berenice cannot bear opera.", D, "berenice; opera")],
    ),
    S(
        "preference",
        TL,
        A_,
        "Deano",
        "honestly nothing beats a proper bacon butty",
        [M("Deano loves a proper bacon butty.", D, "deano; bacon butty")],
    ),
    S(
        "preference",
        JM,
        C_,
        "User",
        "I much prefer podcasts to the radio these days.",
        [M("The user prefers podcasts to the radio.", D, "user; podcasts")],
    ),
    # answers that say who with a pronoun
    S(
        "pronoun-answer",
        NL,
        E_,
        "Columbine",
        "My nephew did. He built the whole thing from old bricks.",
        [
            M(
                "Columbine's nephew built the pizza oven in her garden.",
                R,
                "columbine; nephew; pizza oven",
            )
        ],
        [("Primrose", "Who built that amazing pizza oven in your garden?")],
    ),
    S(
        "pronoun-answer",
        NJ,
        C_,
        "Hrefna",
        "She's my sister's. She's staying with us while my sister is in Bolivia.",
        [
            M(
                "The old Saint Bernard in Hrefna's garden belongs to Hrefna's sister.",
                D,
                "hrefna; sister; saint bernard",
            )
        ],
        [("Anzelm", "Whose is the lovely old Saint Bernard in your garden?")],
    ),
]

SENTENCES += [
    # sentences that should form no memory
    S("chatter", NL, A_, "Primrose", "Right, I'm off before the rain starts. Speak soon!"),
    S("chatter", TL, B_, "Jaz", "haha no way"),
    S("chatter", NJ, C_, "Leofwine", "Sorry, the signal keeps dropping out here."),
    S("chatter", UA, D_, "User", "Hi again!"),
    S("chatter", JM, E_, "User", "Can we go back to the first option?"),
    S("chatter", NL, F_, "Maialen", "I'm so sorry I didn't reply, it's been a mad week!"),
    S(
        "compliment",
        NL,
        B_,
        "Maraea",
        "Your garden looks incredible in those photos, you've got such green fingers.",
    ),
    S("compliment", TL, C_, "Tam", "ur the funniest person i know, that video had me crying"),
    S(
        "compliment",
        NJ,
        D_,
        "Kyllikki",
        "You're such a good listener. Your Orlando is lucky to have you.",
    ),
    S(
        "compliment",
        UA,
        E_,
        "User",
        "You explain this far better than my old science teacher ever did.",
    ),
    S("compliment", JM, F_, "User", "That's a brilliant idea, much better than mine."),
    S(
        "compliment",
        NL,
        A_,
        "Crispian",
        "Your little Hermia dances beautifully. She should be on the stage.",
    ),
    S(
        "generic-opinion",
        NL,
        C_,
        "Ludovine",
        "Honestly, I think school uniforms are a waste of money.",
    ),
    S("generic-opinion", TL, D_, "Dom", "january is the worst month, no contest"),
    S(
        "generic-opinion",
        NJ,
        E_,
        "Yevgenia",
        "I think people should be allowed to bring dogs into every shop.",
    ),
    S(
        "generic-opinion",
        UA,
        F_,
        "User",
        "In my opinion, nobody needs more than two pairs of shoes.",
    ),
    S("generic-opinion", JM, A_, "User", "I think trains are far more civilised than planes."),
    S("generic-opinion", NL, B_, "Levan", "Summer weddings are always too hot, if you ask me."),
    S(
        "hypothetical",
        NL,
        D_,
        "Rhydian",
        "If I ever had a daughter, I'd call her Primrose after my gran.",
    ),
    S(
        "hypothetical",
        TL,
        E_,
        "Shell",
        "if i won the lottery id buy a farm in the lakes and never work again",
    ),
    S(
        "hypothetical",
        NJ,
        F_,
        "Iolo",
        "If we moved to Portugal, we'd probably buy a boat and live on it.",
    ),
    S("hypothetical", UA, A_, "User", "If I retired early, would I lose part of my pension?"),
    S(
        "hypothetical",
        JM,
        B_,
        "User",
        "Suppose I put in a heat pump, how much would my bills go down?",
    ),
    S(
        "hypothetical",
        NL,
        C_,
        "Ainhoa",
        "I'd love to learn the bodhrán one day, if I ever have the time.",
    ),
    S(
        "others-opinion",
        NL,
        E_,
        "Vilém",
        "My dad thinks Rothbury is the prettiest village in England.",
    ),
    S(
        "others-opinion",
        TL,
        F_,
        "Shaz",
        "my sister reckons the new manager at the egg farm is a total joke",
    ),
    S(
        "others-opinion",
        NJ,
        A_,
        "Wiremu",
        "My wife says the new café on the high street is far too expensive.",
    ),
    S(
        "others-opinion",
        UA,
        B_,
        "User",
        "My neighbour says the council should never have closed the library.",
    ),
    S(
        "others-opinion",
        JM,
        C_,
        "User",
        "My son thinks I'm too old to learn the guitar. Is he right?",
    ),
    S("others-opinion", NL, D_, "Eldred", "Our milkman thinks the new bypass will ruin the town."),
    S("passing-mood", NL, E_, "Columbine", "I'm absolutely shattered today."),
    S("passing-mood", TL, F_, "Jodie", "so bored at work rn"),
    S("passing-mood", NJ, A_, "Hrefna", "I'm in such a good mood this morning, the sun is out!"),
    S("passing-mood", UA, B_, "User", "I'm a bit grumpy today, sorry if I'm short with you."),
    S("passing-mood", JM, C_, "User", "I'm feeling quite anxious this evening."),
    S("passing-mood", NL, D_, "Quenby", "Ugh, I've got the Monday blues already."),
    S(
        "question",
        NL,
        E_,
        "Maraea",
        "How is your husband getting on at the new job in Haltwhistle?",
    ),
    S("question", TL, F_, "Nads", "did u ever sort out ur car"),
    S("question", NJ, B_, "Kyllikki", "Are you and Orlando still thinking of moving to Berwick?"),
    S("question", UA, C_, "User", "What time does the sun set in the Faroes in December?"),
    S("question", JM, D_, "User", "Is it safe to give a dog cooked chicken bones?"),
    S("question", NL, F_, "Anzelm", "Did your sister ever get that job at the museum?"),
    S("thanks", NL, A_, "Primrose", "Thank you so much for the freesias, they're beautiful!"),
    S("thanks", TL, C_, "Macca", "cheers for the lift mate"),
    S("thanks", UA, D_, "User", "Thanks, that's really helpful."),
    S("thanks", JM, E_, "User", "Thank you, I'll give that a try."),
    S(
        "assistant-suggestion",
        UA,
        A_,
        "Assistant",
        "You could try a slow cooker; it would save you time on busy evenings.",
        context=[("User", "How can I cook healthier meals when I'm tired after work?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        B_,
        "Assistant",
        "A corgi might suit you, since they're happy with short walks and don't need much space.",
        context=[("User", "What dog would be good for a small flat?")],
    ),
    S(
        "assistant-suggestion",
        UA,
        C_,
        "Assistant",
        "I'd suggest ten minutes a day with a language app, plus a radio show in Spanish.",
        context=[("User", "How should I start learning Spanish?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        D_,
        "Assistant",
        "You might enjoy Wuthering Heights; it's dark, but very gripping.",
        context=[("User", "Can you suggest a book for a long flight?")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
