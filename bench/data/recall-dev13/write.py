# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the thirteenth development recall set (this folder), written blind as held-out 13.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
Like the sixth to twelfth sets, most of it is written in proper case and full sentences,
the way two friends write to each other in a long dated chat; one pair chat is lower-case
texting. This script (with ``bench/_handwritten.py``, the format the hand-written sets
share) only numbers turns, resolves the turn labels that questions point at, checks the
labels against the scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-dev13/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev13/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho13"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev13/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the thirteenth held-out set; "
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

MERRYN_GUNNAR = Conv(
    "pair",
    "named_lines",
    ["Merryn", "Gunnar"],
    """
@ 2024-01-20
Gunnar: Merryn, hello from Randers! It's minus eight here and the harbour has frozen at the edges. How are things in Bideford? {hi}
Merryn: Gunnar! Bideford is grey and soggy, which is normal for January. On Thursday I finished a drystone wall round a farm in Clovelly, my biggest job so far: a hundred and ten metres of wall. {clovelly}
Gunnar: A hundred and ten metres! How long have you been a drystone waller now?
Merryn: Nine years this spring. I trained under an old master waller in Hatherleigh and I've had my own business since 2021. Mondays are my long day, because I drive up to the stone yard near Chard before I start work. {job}
Gunnar: You make my job sound very soft. I'm still at the city archive, sorting letters from the nineteenth century, and my boss, whom we all call the Walrus, has asked me to lead the digitising project from March. {walrus}
Merryn: The Walrus! Why the Walrus?
Gunnar: A big moustache, and he's always eating. So, any news on the heart front?
Merryn: Actually, yes. I've been seeing someone since November: Meriel Galloway, a hedge layer from Appledore. We met when she came to ask about a wall at her gran's cottage. {meriel}
Gunnar: A drystone waller and a hedge layer! That's the most West Country couple I've ever heard of. I'm still with Freja, though she's been working in Esbjerg since Christmas and we only see each other at weekends. {freja}
Merryn: Weekends only is hard. Are you two all right?
Gunnar: I think so. We're going to Vilnius together for her thirtieth birthday on the 9th of March. {vilnius}
Merryn: Lovely. My news from home is mixed: my dad is having an operation on his back on the 6th of February at the hospital in Barnstaple, and my sister Ysanne has just passed her final exams to become an optometrist. {dad-clem}
Gunnar: Give your dad my best, and congratulations to Ysanne! Are you still ringing bells on Sunday mornings?
Merryn: Every Sunday, with practice on Wednesday evenings. We're the bell band at St Nectan's in Bideford, eight of us, and our tower captain is a retired school caretaker called Wulfstan who's seventy-nine. {bells}
Gunnar: Seventy-nine and still pulling ropes! I hope I'm that fit one day.
Merryn: You'd have to give up pastries first. Oh, and both my gerbils, Sprat and Kipper, escaped into the neighbour's shed on Tuesday. It took me two hours to coax them out with a sunflower seed. {gerbils}
Gunnar: Only you would own two escape artists.
@ 2024-03-23
Merryn: Gunnar, how was Vilnius? Did Freja love it?
Gunnar: We didn't go in the end. Freja broke up with me at the end of February. She said the distance was too much, and she's staying in Esbjerg. {breakup}
Merryn: Oh, Gunnar, I'm so sorry. How are you holding up?
Gunnar: Up and down. My mum says I'm better off, and my brother Jarl says I should get a dog, which is his answer to everything. {jarl}
Merryn: Your brother might be right about the dog. How's the new project going?
Gunnar: It started on the 4th of March. We're scanning sixty thousand letters from an old shipping company, and I have a team of four. The Walrus says we'll be finished by Christmas, which nobody believes. {project}
Merryn: Sixty thousand letters! That's a lot of envelopes.
Gunnar: It is. And how's your dad?
Merryn: Home since Sunday, and walking with two sticks. The operation was put back from February to the 12th of March in the end, and it took two hours and forty minutes, because the damage was worse than they thought. {dad-home}
Gunnar: Poor man. Give him my best. And how is she? Still laying hedges?
Merryn: She is, and she's just finished half a mile of hedge for the estate at Tapeley. We're buying a cottage together in Instow, our first place together, and the completion date is the 26th of April. {cottage}
Gunnar: Your first place together! That's big news.
Merryn: It is. I've also sold my old Pajero to a farmer in Holsworthy for three thousand pounds and bought a blue flatbed instead, with room for two tonnes of stone. {flatbed}
Gunnar: Very practical. Has the bell tower forgiven you for missing practice?
Merryn: Ha. We rang a full peal at St Nectan's last Saturday: 5,040 changes in three hours and six minutes. It was my first full peal. {peal}
Gunnar: Three hours of ringing without a break? Your arms must have fallen off.
@ 2024-06-15
Gunnar: Merryn! Are you in the new cottage yet?
Merryn: Not yet. The completion date moved from the 26th of April to the 17th of May, because the sellers' buyer pulled out, and then it moved again, to the 28th of June. So we're still in my flat for two more weeks. {completion}
Gunnar: Twice! That would drive me mad.
Merryn: It's driving her mad; I'm too busy to notice. How are you, really?
Gunnar: Better. I did get a dog in the end, so Jarl was right. She's a rescue vizsla called Smilla, and she's fourteen weeks old. {smilla}
Merryn: A puppy! Send pictures. Who walks her while you're at the archive?
Gunnar: My neighbour Jytte, a retired tugboat skipper, takes her out at lunchtime. She won't take any money, so I pay her in cinnamon buns. {jytte}
Merryn: A tugboat skipper who works for cinnamon buns. Denmark is wonderful.
Gunnar: And something else: I've been offered a job at the shipping archive in Helsingør, in the charts department, starting on the 1st of August. {helsingør}
Merryn: Gunnar, that's brilliant! Are you taking it?
Gunnar: I've said yes. The Walrus was sad but says he'll write me a reference, and I'm moving to an apartment in Snekkersten in July. {snekkersten}
Merryn: Good for you. My news: Dad's walking without sticks now, and my sister has started at an opticians in Okehampton. She's already sat on two pairs of her own glasses. {dad-clem2}
Gunnar: Poor Ysanne. And how did the bell ringers do in the competition?
Merryn: The Torridge striking competition was on Saturday the 1st of June, as it is every June, and we came fourth out of twelve towers. Wulfstan says we were robbed. {striking}
Gunnar: Wulfstan is my kind of captain.
@ 2024-10-05
Merryn: Gunnar, how is Helsingør? And how's Smilla?
Gunnar: Smilla is seven months old and has eaten two of my shoes. Helsingør is a long story. How's the cottage? {smilla-7}
Merryn: We finally got the keys on the 28th of June, and our cottage is lovely. She's built a bench in the garden out of an old mast. Mondays aren't my long day any more, either: Thursdays are, since I took on a wall in Lynton. {keys}
Gunnar: It sounds like a dream. My news: I've grown a moustache and become a Helsingør hipster. No, the real news is that I left the shipping archive last Friday. The city was too expensive and I missed Randers, so I'm going back to the city archive, and the Walrus has given me my old job back. {left-library}
Merryn: Back to the Walrus! Are you sad or relieved?
Gunnar: Relieved, honestly. I'm moving back to my old street in Randers on the 1st of November. I even went back for the Randers Festival at the end of August, as I do every year, and that's when I knew. {festival}
Merryn: The heart wants what it wants. Speaking of hearts, any news there?
Gunnar: A little. I've been on three dates with Aksel, who repairs saddles for the trekking centre in Risskov. {aksel}
Merryn: Gunnar! Tell me everything.
Gunnar: There isn't much to tell yet. He's funny, and Smilla likes him, which is the important thing. How's your dad?
Merryn: Out of hospital since Friday, again. He fell off a ladder picking apples two weeks ago and cracked three ribs. Mum says he's never allowed up a ladder again. {dad-ribs}
Gunnar: Oh no. Your poor dad has had a rough year.
Merryn: He has. Ysanne came home to look after him for a week, which he loved. And I've given Kipper, my older gerbil, to my nephew Deio, who's been begging for months, so now it's just Sprat. {kipper}
Gunnar: Sprat must be lonely.
Merryn: Not a bit of it. He sleeps in a teacup.
@ 2025-01-18
Gunnar: Merryn, happy new year! How was Christmas in the cottage?
Merryn: Cosy and chaotic. We had both our families over on Christmas Day, eleven people in a room built for six. And before that, back in November, she got a job with the big estate near Bideford, so we both work in the same town now. {meriel-job}
Gunnar: Eleven people! Did anyone fall out?
Merryn: Only my uncle Wilmot and the turkey. How are you and Aksel?
Gunnar: We're together, officially. He's lived with me and Smilla since the 1st of January. Jarl says he's the best thing that's ever happened to me, and for once I agree with my brother. {aksel-in}
Merryn: That's wonderful! And you're back at the archive?
Gunnar: Since the 4th of November. The digitising project is behind, of course: we've scanned forty-one thousand letters, not sixty thousand. {scanned}
Merryn: So the Walrus's prediction failed.
Gunnar: Badly. Poor Mogens. That's the Walrus's real name, by the way: Mogens Skov, and he retires in the summer. How's business? {mogens}
Merryn: Busy. I'm rebuilding the sea wall by the old ferry house in Instow from the 3rd of March, a six-week job, and I've taken on an apprentice, Silas, who's nineteen. {silas}
Gunnar: An apprentice! You're a master now.
Merryn: Just a waller with a helper. Oh, and we're not going to Gran Canaria in February after all, because her brother's wedding was moved to that week. {no-gran-canaria}
Gunnar: Shame. Is the wedding somewhere nice?
Merryn: A barn near Torrington, on the 15th of February. I'm building them a stone bench as our present. {barn}
@ 2025-05-24
Merryn: Gunnar! How's Aksel? And Smilla?
Gunnar: Smilla is fourteen months old and has finally stopped eating shoes. Aksel is well; he's opened his own saddlery in Risskov. {saddlery}
Merryn: His own shop! Good for him.
Gunnar: And we have news: we're getting married a fortnight on Saturday, at the town hall. Just twenty guests. {wedding}
Merryn: Gunnar! That's quick, but wonderful. Can I come?
Gunnar: You'd better. How are things with you?
Merryn: Up and down. We've separated. She moved out of our cottage on the 1st of May and is living in the flat above the estate office. It's friendly, but I'm sad. {separated}
Gunnar: Oh, Merryn. I'm so sorry. Are you keeping the cottage?
Merryn: For now. Sprat and I rattle around in it. I bought her half of the cottage for a hundred and ten thousand pounds, so it's all mine. Well, mine and the bank's. {bought-half}
Gunnar: That's a lot to take on. Are you all right for money?
Merryn: Just about. Dad's back up ladders, against Mum's orders, and Ysanne has got engaged to a sheep farmer called Nye. {dad-clem3}
Gunnar: Good news among the sad. How are the bells?
Merryn: The striking competition is on the 7th of June this year. Wulfstan is retiring as tower captain after it, at eighty, and the band has voted me in to take over. {captain}
Gunnar: Captain Merryn! You'll be brilliant.
Merryn: And Silas finished his first wall on his own last week, a little garden wall in Westward Ho!, and I nearly cried. {silas-wall}
Gunnar: You're a proud teacher.
""",
    [
        Q(
            "s",
            "What does Merryn do for a living?",
            "She is a drystone waller with her own business.",
            "job",
            "waller",
            "",
            True,
        ),
        Q("s", "Which town does Merryn live in?", "Bideford", "hi", "bideford"),
        Q(
            "s",
            "How long is the drystone wall Merryn finished in Clovelly?",
            "a hundred and ten metres",
            "clovelly",
            "hundred; ten metres",
        ),
        Q(
            "s",
            "Where did Merryn train as a drystone waller?",
            "in Hatherleigh, under an old master waller",
            "job",
            "hatherleigh",
        ),
        Q(
            "s",
            "Why were Mondays Merryn's long day in early 2024?",
            "She drove up to the stone yard near Chard before starting work.",
            "job",
            "stone yard|chard",
        ),
        Q(
            "s",
            "Where did Gunnar work in January 2024?",
            "at the city archive in Randers",
            "walrus",
            "city archive",
        ),
        Q(
            "s",
            "What do Gunnar and his colleagues call his boss?",
            "the Walrus",
            "walrus",
            "walrus",
        ),
        Q(
            "s",
            "What is the real name of Gunnar's boss, the Walrus?",
            "Mogens Skov",
            "mogens",
            "mogens skov",
            "third-person-fact",
        ),
        Q(
            "s",
            "What project did the Walrus ask Gunnar to lead?",
            "the digitising project, from March 2024",
            "walrus",
            "digitising project",
        ),
        Q(
            "s",
            "Who is Meriel Galloway?",
            "a hedge layer from Appledore, Merryn's girlfriend",
            "meriel",
            "hedge layer; appledore",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "How did Merryn and Meriel meet?",
            "Meriel came to ask about a wall at her gran's cottage.",
            "meriel",
            "wall; gran",
        ),
        Q(
            "s",
            "Where was Freja working in early 2024?",
            "in Esbjerg",
            "freja",
            "esbjerg",
            "third-person-fact",
        ),
        Q(
            "s",
            "Where were Gunnar and Freja going for her thirtieth birthday?",
            "Vilnius",
            "vilnius",
            "vilnius",
        ),
        Q(
            "s",
            "What did Merryn's sister Ysanne qualify as in January 2024?",
            "an optometrist",
            "dad-clem",
            "optometrist",
            "third-person-fact",
        ),
        Q(
            "s",
            "In which town's hospital was Merryn's dad's back operation planned?",
            "Barnstaple",
            "dad-clem",
            "barnstaple; back",
        ),
        Q(
            "s",
            "At which church does Merryn ring bells?",
            "St Nectan's in Bideford",
            "bells",
            "st nectan",
            "",
            True,
        ),
        Q(
            "s",
            "Who is the tower captain at St Nectan's, and what did he do before?",
            "Wulfstan, a retired school caretaker",
            "bells",
            "wulfstan; school caretaker",
            "third-person-fact",
        ),
        Q(
            "s",
            "What are the names of Merryn's two gerbils?",
            "Sprat and Kipper",
            "gerbils",
            "sprat; kipper",
        ),
        Q(
            "s",
            "How did Merryn get her gerbils out of the neighbour's shed?",
            "She coaxed them out with a sunflower seed, which took two hours.",
            "gerbils",
            "sunflower seed",
        ),
        Q("s", "Who broke up with Gunnar in February 2024?", "Freja", "breakup", "freja; broke up"),
        Q(
            "s",
            "What did Gunnar's mum say about the break-up?",
            "that he is better off",
            "jarl",
            "better off",
            "third-person-fact",
        ),
        Q(
            "s",
            "What did Gunnar's brother Jarl say he should do after the break-up?",
            "get a dog",
            "jarl",
            "dog",
            "third-person-fact",
        ),
        Q(
            "s",
            "How many letters was Gunnar's project meant to scan?",
            "sixty thousand",
            "project",
            "sixty thousand",
        ),
        Q(
            "s",
            "How long did Merryn's dad's back operation take?",
            "two hours and forty minutes",
            "dad-home",
            "two hours; forty minutes",
        ),
        Q(
            "s",
            "What had Meriel just finished in March 2024?",
            "half a mile of hedge for the estate at Tapeley",
            "cottage",
            "hedge; tapeley",
            "pronoun",
        ),
        Q(
            "s",
            "Who bought Merryn's Pajero, and for how much?",
            "a farmer in Holsworthy, for three thousand pounds",
            "flatbed",
            "holsworthy; three thousand",
        ),
        Q(
            "s",
            "What vehicle did Merryn buy after selling her Pajero?",
            "a blue flatbed",
            "flatbed",
            "blue flatbed",
        ),
        Q(
            "s",
            "How many changes did Merryn's band ring in their full peal, and how long did it take?",
            "5,040 changes in three hours and six minutes",
            "peal",
            "5; 040; three hours",
        ),
        Q("s", "What kind of dog is Smilla?", "a rescue vizsla", "smilla", "vizsla"),
        Q(
            "s",
            "Who walks Smilla at lunchtime, and what did she do for a living?",
            "Jytte, Gunnar's neighbour, a retired tugboat skipper",
            "jytte",
            "jytte; tugboat skipper",
            "third-person-fact",
        ),
        Q(
            "s",
            "Which department of the shipping archive in Helsingør offered Gunnar a job?",
            "the charts department",
            "helsingør",
            "charts",
        ),
        Q(
            "s",
            "Where did Ysanne start working in 2024?",
            "at an opticians in Okehampton",
            "dad-clem2",
            "opticians; okehampton",
            "third-person-fact",
        ),
        Q(
            "s",
            "Where did the St Nectan's ringers finish in the 2024 Torridge striking competition?",
            "fourth out of twelve towers",
            "striking",
            "fourth; twelve",
        ),
        Q(
            "s",
            "What did Meriel build in the garden of the cottage?",
            "a bench out of an old mast",
            "keys",
            "bench; mast",
            "pronoun",
        ),
        Q(
            "s",
            "Which day is Merryn's long day since she took on the wall in Lynton?",
            "Thursday",
            "keys",
            "thursdays",
            "latest",
        ),
        Q(
            "s",
            "Why did Gunnar leave the shipping archive?",
            "The city was too expensive and he missed Randers.",
            "left-library",
            "expensive|missed randers",
        ),
        Q(
            "s",
            "Who does Aksel repair saddles for?",
            "the trekking centre in Risskov",
            "aksel",
            "trekking centre; risskov",
            "third-person-fact",
        ),
        Q("s", "Who did Merryn give her gerbil Kipper to?", "her nephew Deio", "kipper", "deio"),
        Q(
            "s",
            "Where did Meriel start working in November 2024?",
            "with the big estate near Bideford",
            "meriel-job",
            "estate",
            "pronoun latest",
        ),
        Q(
            "s",
            "How many letters had the archive scanned by January 2025?",
            "forty-one thousand",
            "scanned",
            "forty one thousand",
            "latest",
        ),
        Q(
            "s",
            "Who is Silas, and how old is he?",
            "Merryn's apprentice, nineteen",
            "silas",
            "apprentice; nineteen",
        ),
        Q(
            "s",
            "Why did Merryn and Meriel not go to Gran Canaria in February 2025?",
            "Meriel's brother's wedding was moved to that week.",
            "no-gran-canaria",
            "wedding; moved",
            "pronoun",
        ),
        Q(
            "s",
            "What was Merryn's wedding present to Meriel's brother?",
            "a stone bench",
            "barn",
            "stone bench",
        ),
        Q(
            "s",
            "What has Aksel opened?",
            "his own saddlery in Risskov",
            "saddlery",
            "saddlery",
            "latest third-person-fact",
        ),
        Q(
            "s",
            "Where has Meriel lived since the separation?",
            "in the flat above the estate office",
            "separated",
            "flat above; estate office",
            "pronoun latest",
        ),
        Q(
            "s",
            "How much did Merryn pay for Meriel's half of the cottage?",
            "a hundred and ten thousand pounds",
            "bought-half",
            "hundred; ten thousand",
        ),
        Q(
            "s",
            "Who is Ysanne engaged to?",
            "Nye, a sheep farmer",
            "dad-clem3",
            "nye",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who is taking over as tower captain at St Nectan's?",
            "Merryn",
            "captain",
            "voted; take over",
            "latest",
        ),
        Q(
            "s",
            "What was the first wall Silas built on his own?",
            "a garden wall in Westward Ho!",
            "silas-wall",
            "garden wall",
        ),
        Q(
            "t",
            "When did Merryn finish the drystone wall in Clovelly?",
            "2024-01-18",
            "clovelly",
            "clovelly; thursday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Merryn's gerbils escape into the neighbour's shed?",
            "2024-01-16",
            "gerbils",
            "shed; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Merryn start seeing Meriel?",
            "2023-11",
            "meriel",
            "november",
            "human-date",
        ),
        Q(
            "t",
            "Since when had Freja been working in Esbjerg?",
            "2023-12",
            "freja",
            "esbjerg; christmas",
            "human-date",
        ),
        Q(
            "t",
            "When was Merryn's dad's back operation first planned for?",
            "2024-02-06",
            "dad-clem",
            "6th february",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Freja break up with Gunnar?",
            "2024-02",
            "breakup",
            "end february",
            "human-date",
        ),
        Q(
            "t",
            "When did Merryn's dad have his back operation?",
            "2024-03-12",
            "dad-home",
            "12th march",
            "human-date",
        ),
        Q(
            "t",
            "When did Merryn's dad come home after his back operation?",
            "2024-03-17",
            "dad-home",
            "home; sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Merryn ring her first full peal?",
            "2024-03-16",
            "peal",
            "full peal; last saturday",
            "relative-date",
        ),
        Q(
            "t",
            "What was the first completion date for the cottage in Instow?",
            "2024-04-26",
            "cottage",
            "26th april",
            "human-date",
        ),
        Q(
            "t",
            "When did Merryn and Meriel get the keys to their cottage?",
            "2024-06-28",
            "keys",
            "keys; 28th june",
            "human-date latest",
        ),
        Q(
            "t",
            "In which month was Smilla born?",
            "2024-03",
            "smilla",
            "fourteen weeks",
            "event-chain",
        ),
        Q(
            "t",
            "When did the Torridge striking competition take place in 2024?",
            "2024-06-01",
            "striking",
            "1st june",
            "human-date",
        ),
        Q(
            "t",
            "When did Gunnar start at the shipping archive in Helsingør?",
            "2024-08-01",
            "helsingør",
            "1st august",
            "human-date",
        ),
        Q(
            "t",
            "When did Gunnar leave the shipping archive in Helsingør?",
            "2024-09-27",
            "left-library",
            "left; last friday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Merryn's dad fall off the ladder?",
            "2024-09-21",
            "dad-ribs",
            "ladder; two weeks ago",
            "relative-date",
        ),
        Q(
            "t",
            "When did Merryn's dad come out of hospital after cracking his ribs?",
            "2024-10-04",
            "dad-ribs",
            "out of hospital; friday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Gunnar go back to work at the city archive?",
            "2024-11-04",
            "scanned",
            "4th november",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Meriel start working for the estate near Bideford?",
            "2024-11",
            "meriel-job",
            "back in november",
            "human-date event-chain",
        ),
        Q(
            "t",
            "Since when has Aksel lived with Gunnar?",
            "2025-01-01",
            "aksel-in",
            "1st january",
            "human-date",
        ),
        Q(
            "t",
            "When does Merryn start rebuilding the sea wall by the old ferry house in Instow?",
            "2025-03-03",
            "silas",
            "3rd march",
            "human-date",
        ),
        Q(
            "t",
            "On which day last year did Gunnar and Aksel get married?",
            "2025-06-14",
            "wedding",
            "married; fortnight on saturday",
            "relative-date relative-question-date",
        ),
        Q(
            "t",
            "When did Meriel move out of the cottage?",
            "2025-05-01",
            "separated",
            "moved out; 1st may",
            "human-date",
        ),
        Q(
            "t",
            "When is the 2025 striking competition?",
            "2025-06-07",
            "captain",
            "7th june",
            "human-date",
        ),
        Q(
            "m",
            "Are Merryn and Meriel still together?",
            "No: they got together in November 2023, bought a cottage in 2024 and separated in May 2025.",
            "meriel separated",
            {"meriel": "meriel", "separated": "separated"},
            "pronoun event-chain latest",
        ),
        Q(
            "m",
            "Which jobs did Gunnar have during 2024, in order?",
            "the city archive in Randers, the charts department of the shipping archive in Helsingør, then the city archive again",
            "walrus helsingør left-library",
            {
                "walrus": "city archive",
                "helsingør": "shipping archive",
                "left-library": "city archive",
            },
            "event-chain latest",
        ),
        Q(
            "m",
            "How many gerbils does Merryn have now?",
            "one, Sprat: she gave Kipper to her nephew Deio",
            "gerbils kipper",
            {"gerbils": "sprat; kipper", "kipper": "just sprat"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How many times did the cottage's completion date move, and when did they get the keys?",
            "twice (26 April to 17 May to 28 June); they got the keys on 28 June 2024",
            "cottage completion keys",
            {"cottage": "26th april", "completion": "17th may", "keys": "28th june"},
            "event-chain latest",
        ),
        Q(
            "m",
            "What happened to Merryn's dad in 2024?",
            "a back operation on 12 March, then a fall from a ladder that cracked three ribs in September",
            "dad-home dad-ribs",
            {"dad-home": "operation", "dad-ribs": "cracked three ribs"},
            "event-chain third-person-fact",
        ),
        Q(
            "m",
            "Which day was Merryn's long day, and did it change?",
            "Monday at first, then Thursday from the autumn of 2024",
            "job keys",
            {"job": "mondays", "keys": "thursdays"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Whose advice about a dog did Gunnar follow, and what dog did he get?",
            "his brother Jarl's: he got Smilla, a rescue vizsla",
            "jarl smilla",
            {"jarl": "jarl; dog", "smilla": "vizsla"},
            "event-chain",
        ),
        Q("o", "In which country is Merryn's home town?", "England", "hi", "bideford"),
        Q("o", "In which country does Gunnar live?", "Denmark", "hi", "randers"),
        Q(
            "o",
            "What holds together the kind of wall Merryn built in Clovelly?",
            "nothing: a drystone wall is built without mortar",
            "clovelly",
            "drystone wall",
        ),
    ],
)
CONVERSATIONS.append(MERRYN_GUNNAR)
ANAIS_FIACHNA = Conv(
    "pair",
    "timestamped_lines",
    ["Anaïs", "Fiachna"],
    """
@ 2024-04-06
Fiachna: Anaïs, bonjour from Dungarvan! I haven't heard from you since the new year. How's the violin business? {hi}
Anaïs: Fiachna! It's going well. I've been a luthier in Mirecourt for seven years now, and I've just finished my fortieth violin, for a young student in Nancy. {job}
Fiachna: Forty violins! Do you remember every one of them?
Anaïs: Every one. Number forty has a sycamore back from a tree that fell in my grandfather's garden. How are you and Sadhbh? {sycamore}
Fiachna: We're grand, and we're expecting! My wife Sadhbh, a phlebotomist at the university hospital, is due on the 20th of June. We've only told family, so keep it quiet. {due}
Anaïs: Fiachna, that's wonderful news! My lips are sealed.
Fiachna: Thanks. The house is nearly ready, too: I painted the nursery yellow on Easter Sunday, and my brother Conall put the cot together on Tuesday. {nursery}
Anaïs: Conall is handy, then. How's school?
Fiachna: Busy. I teach geography at the secondary school in Stradbally, and Tuesdays are my long day, with classes from nine to four and then the coding club until six. {school}
Anaïs: A coding club! You're a saint. My news is less cheerful: Aurélien and I broke up two weeks ago. He's moved to Dijon for work, and I didn't want to follow him. {breakup}
Fiachna: Ah, Anaïs, I'm sorry. Are you all right?
Anaïs: Mostly. My mother says he was never good enough for me, and my grandmother says that about everyone, so it balances out. {mother-says}
Fiachna: Your grandmother sounds like a character.
Anaïs: She is. She's eighty-seven and still cycles to the market every morning. And I've signed up for the Vosges trail race on the 25th of May: thirty-two kilometres with fifteen hundred metres of climbing. {race}
Fiachna: You're mad. I'll stick to the boat.
Anaïs: The boat?
Fiachna: The naomhóg crew. Four of us row a traditional naomhóg out of Helvick every Saturday morning: me, my cousin Eoin and the Breathnach twins. We race for the Helvick Cup in August, like every year. {naomhog}
@ 2024-06-29
Fiachna: Anaïs, she's here! Our daughter Ríona was born on Thursday at ten past four in the morning, a week late, weighing three kilos six hundred. {ríona}
Anaïs: Fiachna! Félicitations! How is Sadhbh?
Fiachna: Tired but happy. The labour took eleven hours. Her mother's staying with us for a fortnight, which is both a blessing and a test. {labour}
Anaïs: I can imagine. Send me a photo of Ríona!
Fiachna: I will. How did the trail race go?
Anaïs: I finished in four hours and twelve minutes and came ninth out of sixty-two in the women's race. My legs still haven't forgiven me. {race-result}
Fiachna: Ninth out of sixty-two! That's class.
Anaïs: Thank you. I have other news too: I'm opening my own workshop. Until now I've rented a bench in my old teacher's workshop, but I've found a little shop near the basilica, and I'm opening on the 1st of September. {workshop}
Fiachna: Your own workshop! That's a big step.
Anaïs: The landlord is a grumpy old man everyone calls Monsieur Moustache. He wanted six hundred euros a month, and I got him down to five hundred and twenty. {moustache}
Fiachna: You'd have made a good solicitor. Any news from your family?
Anaïs: Some. My brother Bastien and his wife Ségolène have separated, so he's sleeping on my sofa until he finds a flat, and my grandmother had a fall on Monday but only bruised her arm. {bastien-gran}
Fiachna: A full house! Is Bastien all right?
Anaïs: He's quiet. He's a baker, so he gets up at three and I hear him every morning. {bastien-baker}
Fiachna: At least there'll be fresh bread.
@ 2024-09-14
Anaïs: Fiachna, how's little Ríona?
Fiachna: She's eleven weeks old and she's started smiling, mostly at the ceiling fan. Sadhbh's on maternity leave until next April. {ríona-11}
Anaïs: Smiling at the fan! She has taste.
Fiachna: And the big race! We won the Helvick Cup on the 17th of August, in twelve minutes and forty seconds, our best time ever. Eoin cried. {helvick-cup}
Anaïs: Bravo! Champions of Helvick!
Fiachna: How's the workshop? Did you open?
Anaïs: Not yet, sadly. Monsieur Moustache hadn't finished the electrics, so the opening moved from the 1st of September to the 1st of October. {opening-moved}
Fiachna: Typical landlord. Do you at least have customers waiting?
Anaïs: Three orders already: two violins and a bass viol for the early music group in Épinal. The viol will be my first ever, so I'm nervous. {orders}
Fiachna: You'll be grand. And how's Bastien?
Anaïs: Back with Ségolène since the weekend before last! They went to marriage guidance together, and he's moved home. My sofa is mine again. {bastien-back}
Fiachna: That's lovely news. And your grandmother?
Anaïs: Still cycling, bruise and all. And I'm not going to the luthiers' fair in Markneukirchen in October after all, because I can't leave the new shop. {no-markneukirchen}
Fiachna: Sensible. We've news too: we're thinking of selling the house and moving to Wexford, because Sadhbh's been offered a job at a hospital there. {wexford}
Anaïs: Wexford! Would you like that?
Fiachna: I'd miss the sea and the boat. We'll decide by Christmas.
@ 2024-12-07
Fiachna: Anaïs! Is the workshop open at last?
Anaïs: Finally, yes. It was meant to be the 1st of October, but the plasterers found damp, so it moved again, and I opened on the 4th of November. {opened}
Fiachna: Third time lucky. How's the first viol?
Anaïs: Finished and delivered on Friday. The group's director played Bach on it in the shop and I had to leave the room. {viol}
Fiachna: That's beautiful. Did Monsieur Moustache come to the opening?
Anaïs: He did, and he's actually very sweet. His name is Gérard Thiébaut, he's seventy-four, and he brought me a lemon tart. {gerard}
Fiachna: A landlord with a lemon tart! That's a rare breed.
Anaïs: And your big decision? Wexford?
Fiachna: We're not moving after all. Sadhbh turned the Wexford job down, and the hospital here has made her a senior phlebotomist instead, so we're staying in Dungarvan. {no-wexford}
Anaïs: I'm glad. I couldn't imagine you without the sea.
Fiachna: Nor me. Ríona is five months old and has two teeth, and she's moving into her own room on Monday. {ríona-5}
Anaïs: Two teeth already! What are you doing for Christmas?
Fiachna: We're spending it with Sadhbh's family in Lismore. And my brother has a new job: he's been managing the farm supplies shop in Cappoquin since October. {conall}
Anaïs: Good for him. I'm spending Christmas with my grandmother; she turns eighty-eight on Christmas Eve. {gran-88}
Fiachna: Eighty-eight on Christmas Eve! Give her my love.
@ 2025-03-08
Fiachna: Anaïs, how are you? And how's your grandmother?
Anaïs: Recovering, slowly. She had a heart operation on the 18th of February in Nancy, and the operation took five hours. She's been home since Sunday, and she's furious that she can't cycle. {gran-heart}
Fiachna: Five hours! She's a tough woman. Give her our love.
Anaïs: I will. How's Ríona?
Fiachna: Eight months old and crawling backwards. Sadhbh goes back to work on the 7th of April, and Ríona starts at a crèche in Abbeyside that week. {creche}
Anaïs: Crawling backwards is very French of her. Any news from the boat?
Fiachna: Bad news there: Eoin fractured his wrist playing tag rugby in January, so he's out until the summer. We're rowing with a new man, Kilian O'Halloran, a crabber from Ardmore. {kilian}
Anaïs: Poor Eoin. Is Kilian any good?
Fiachna: He's a machine. We rowed across the bay in fourteen minutes flat last Saturday, which is good going in winter. {bay}
Anaïs: I've news too: I've sold my old car, a little red Twingo, to my cousin for eight hundred euros, and I cycle to the workshop now, like Grandmother. {twingo}
Fiachna: She'd be proud. And how's Gérard?
Anaïs: He's lowered the rent to five hundred euros for the winter, because he says the workshop makes the street smell of varnish and he likes it. {rent}
Fiachna: Only you could charm a landlord into lowering the rent.
@ 2025-06-28
Fiachna: Anaïs, happy birthday for yesterday! You share it with Ríona now: she turned one the same day. {birthday}
Anaïs: Thank you! Thirty-six and still making violins. How did she celebrate? {age}
Fiachna: She ate her cake with both hands and then fell asleep in it. Sadhbh's parents drove down from Lismore for the party. {cake}
Anaïs: A perfect party. How is Sadhbh finding work again?
Fiachna: She loves it, though Tuesdays are now her long day as well as mine, so my mother minds Ríona on Tuesdays. {tuesdays}
Anaïs: Good to have a grandmother nearby. Mine is cycling again since the 1st of June, and her cardiologist says it's good for her heart. {gran-cycling}
Fiachna: That's brilliant. Is she still telling everyone they're not good enough for you?
Anaïs: Only the new one, and only to tease me. I'm seeing someone: Loïc, a woodland warden from Gérardmer. {loïc}
Fiachna: A woodland warden! He can find you sycamore for your violins.
Anaïs: That's exactly what my grandmother said. We're going walking in the Jura in September. {jura}
Fiachna: Lovely. Send photos.
Anaïs: I will. And the boat? Is Eoin back?
Fiachna: Eoin's been back since May, but Kilian is staying in the crew and one of the twins has stepped down, so it's me, Eoin, Kilian and Enda Breathnach now. The Helvick Cup is on the 16th of August. {crew}
Anaïs: Good luck! I'll be thinking of you. My own news: I've finished eleven instruments since November, and a violinist from the Mulhouse orchestra has ordered a baroque violin. {instruments}
""",
    [
        Q(
            "s",
            "What does Anaïs do for a living?",
            "She is a luthier (a violin maker) in Mirecourt.",
            "job",
            "luthier",
            "",
            True,
        ),
        Q(
            "s",
            "Who was Anaïs's fortieth violin for?",
            "a young student in Nancy",
            "job",
            "student; nancy",
        ),
        Q(
            "s",
            "Where did the sycamore for Anaïs's fortieth violin come from?",
            "a tree that fell in her grandfather's garden",
            "sycamore",
            "tree; grandfather",
        ),
        Q("s", "Where does Fiachna live?", "Dungarvan", "hi", "dungarvan"),
        Q(
            "s",
            "What does Fiachna's wife Sadhbh do?",
            "She is a phlebotomist at the university hospital.",
            "due",
            "phlebotomist",
            "third-person-fact",
            True,
        ),
        Q("s", "Who put the cot together?", "Fiachna's brother Conall", "nursery", "conall"),
        Q(
            "s",
            "What subject does Fiachna teach, and where?",
            "geography, at the secondary school in Stradbally",
            "school",
            "geography; stradbally",
            "",
            True,
        ),
        Q(
            "s",
            "Why are Tuesdays Fiachna's long day?",
            "He teaches from nine to four and then runs the coding club until six.",
            "school",
            "coding club",
        ),
        Q(
            "s",
            "Where did Aurélien move to?",
            "Dijon, for work",
            "breakup",
            "dijon",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does Anaïs's mother say about Aurélien?",
            "that he was never good enough for her",
            "mother-says",
            "never good enough",
            "third-person-fact",
        ),
        Q(
            "s",
            "How old was Anaïs's grandmother in April 2024?",
            "eighty-seven",
            "race",
            "eighty seven",
        ),
        Q(
            "s",
            "How long is the Vosges trail race?",
            "thirty-two kilometres, with fifteen hundred metres of climbing",
            "race",
            "thirty two kilometres",
        ),
        Q("s", "Where does Fiachna's naomhóg crew row from?", "Helvick", "naomhog", "helvick"),
        Q(
            "s",
            "Who was in Fiachna's naomhóg crew in April 2024?",
            "Fiachna, his cousin Eoin and the Breathnach twins",
            "naomhog",
            "eoin; breathnach twins",
        ),
        Q("s", "What is the name of Fiachna's daughter?", "Ríona", "ríona", "ríona", "", True),
        Q(
            "s",
            "How much did Ríona weigh at birth?",
            "three kilos six hundred",
            "ríona",
            "three kilos; six hundred",
        ),
        Q(
            "s",
            "What was Anaïs's time in the Vosges trail race, and where did she finish?",
            "four hours and twelve minutes; ninth out of sixty-two women",
            "race-result",
            "four hours; twelve minutes; ninth",
        ),
        Q(
            "s",
            "Where is Anaïs's new workshop?",
            "in a little shop near the basilica in Mirecourt",
            "workshop",
            "near; basilica",
        ),
        Q(
            "s",
            "How much rent did Anaïs agree with her landlord at first?",
            "five hundred and twenty euros a month",
            "moustache",
            "five hundred; twenty",
        ),
        Q(
            "s",
            "What nickname does everyone use for Anaïs's landlord?",
            "Monsieur Moustache",
            "moustache",
            "monsieur moustache",
        ),
        Q(
            "s",
            "Who separated in June 2024?",
            "Anaïs's brother Bastien and his wife Ségolène",
            "bastien-gran",
            "bastien; ségolène; separated",
            "third-person-fact",
        ),
        Q(
            "s",
            "What happened to Anaïs's grandmother in June 2024?",
            "She had a fall and bruised her arm.",
            "bastien-gran",
            "fall; bruised",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does Bastien do for a living?",
            "He is a baker.",
            "bastien-baker",
            "baker",
            "pronoun third-person-fact",
        ),
        Q(
            "s",
            "Until when is Sadhbh on maternity leave?",
            "the following April (2025)",
            "ríona-11",
            "maternity leave; april",
        ),
        Q(
            "s",
            "What was the crew's time in the Helvick Cup in 2024?",
            "twelve minutes and forty seconds",
            "helvick-cup",
            "twelve minutes; forty seconds",
        ),
        Q(
            "s",
            "Why did Anaïs's workshop opening move the first time?",
            "The landlord hadn't finished the electrics.",
            "opening-moved",
            "electrics",
        ),
        Q(
            "s",
            "Who ordered a bass viol from Anaïs?",
            "the early music group in Épinal",
            "orders",
            "early music; épinal",
        ),
        Q(
            "s",
            "What did Bastien and Ségolène do to get back together?",
            "They went to marriage guidance.",
            "bastien-back",
            "marriage guidance",
            "third-person-fact",
        ),
        Q(
            "s",
            "Which fair did Anaïs decide not to go to?",
            "the luthiers' fair in Markneukirchen",
            "no-markneukirchen",
            "markneukirchen",
        ),
        Q(
            "s",
            "Why did Fiachna and Sadhbh consider moving to Wexford?",
            "Sadhbh had been offered a hospital job there.",
            "wexford",
            "offered; job",
        ),
        Q(
            "s",
            "Why did Anaïs's opening move a second time?",
            "The plasterers found damp.",
            "opened",
            "damp",
        ),
        Q("s", "What did the director play on Anaïs's first viol?", "Bach", "viol", "bach"),
        Q(
            "s",
            "What is Monsieur Moustache's real name?",
            "Gérard Thiébaut",
            "gerard",
            "gérard thiébaut",
            "third-person-fact",
        ),
        Q(
            "s",
            "What did the landlord bring to Anaïs's opening?",
            "a lemon tart",
            "gerard",
            "lemon tart",
        ),
        Q(
            "s",
            "What job did Sadhbh get in Dungarvan instead of moving to Wexford?",
            "senior phlebotomist",
            "no-wexford",
            "senior phlebotomist",
            "latest third-person-fact",
        ),
        Q(
            "s",
            "Where did Fiachna's family spend Christmas 2024?",
            "with Sadhbh's family in Lismore",
            "conall",
            "lismore",
        ),
        Q(
            "s",
            "What job did Fiachna's brother get in October 2024?",
            "managing the farm supplies shop in Cappoquin",
            "conall",
            "farm supplies shop; cappoquin",
            "pronoun third-person-fact",
        ),
        Q(
            "s",
            "How long did Anaïs's grandmother's heart operation take?",
            "five hours",
            "gran-heart",
            "five hours",
        ),
        Q(
            "s",
            "How did Eoin break his wrist?",
            "playing tag rugby",
            "kilian",
            "tag rugby",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who is Kilian O'Halloran?",
            "a crabber from Ardmore who joined Fiachna's naomhóg crew",
            "kilian",
            "crabber; ardmore",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who bought Anaïs's Twingo, and for how much?",
            "her cousin, for eight hundred euros",
            "twingo",
            "cousin; eight hundred",
        ),
        Q(
            "s",
            "What rent does Anaïs pay for the workshop for the winter of 2024-25?",
            "five hundred euros",
            "rent",
            "five hundred",
            "latest",
        ),
        Q("s", "Who minds Ríona on Tuesdays?", "Fiachna's mother", "tuesdays", "mother; tuesdays"),
        Q(
            "s",
            "Who is Anaïs seeing in June 2025?",
            "Loïc, a woodland warden from Gérardmer",
            "loïc",
            "loïc; woodland warden",
            "latest",
        ),
        Q(
            "s",
            "Where are Anaïs and Loïc going walking in September 2025?",
            "the Jura",
            "jura",
            "jura",
        ),
        Q(
            "s",
            "Who is in Fiachna's naomhóg crew in June 2025?",
            "Fiachna, Eoin, Kilian and Enda Breathnach",
            "crew",
            "kilian; enda",
            "latest",
        ),
        Q(
            "s",
            "Who ordered a baroque violin from Anaïs?",
            "a violinist from the Mulhouse orchestra",
            "instruments",
            "baroque violin; mulhouse",
        ),
        Q(
            "t",
            "When did Fiachna paint the nursery?",
            "2024-03-31",
            "nursery",
            "easter sunday",
            "human-date",
        ),
        Q(
            "t",
            "When did Conall put the cot together?",
            "2024-04-02",
            "nursery",
            "cot; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Anaïs and Aurélien break up?",
            "2024-03-23",
            "breakup",
            "broke up; two weeks ago",
            "relative-date",
        ),
        Q("t", "When was Ríona born?", "2024-06-27", "ríona", "born; thursday", "relative-date"),
        Q(
            "t",
            "When did Anaïs's grandmother have a fall?",
            "2024-06-24",
            "bastien-gran",
            "fall; monday",
            "relative-date",
        ),
        Q(
            "t",
            "When did the crew win the Helvick Cup two years ago?",
            "2024-08-17",
            "helvick-cup",
            "17th august",
            "human-date relative-question-date",
        ),
        Q(
            "t",
            "When did Bastien go back to Ségolène?",
            "2024-08-31",
            "bastien-back",
            "weekend before last",
            "relative-date third-person-fact",
        ),
        Q(
            "t",
            "When did Anaïs's workshop finally open?",
            "2024-11-04",
            "opened",
            "opened; 4th november",
            "human-date latest",
        ),
        Q(
            "t",
            "When did Anaïs deliver her first viol?",
            "2024-12-06",
            "viol",
            "delivered; friday",
            "relative-date",
        ),
        Q(
            "t",
            "When is Anaïs's grandmother's birthday?",
            "2024-12-24",
            "gran-88",
            "christmas eve",
            "human-date",
        ),
        Q(
            "t",
            "When did Anaïs's grandmother have her heart operation?",
            "2025-02-18",
            "gran-heart",
            "18th february",
            "human-date",
        ),
        Q(
            "t",
            "When did Anaïs's grandmother come home after her heart operation?",
            "2025-03-02",
            "gran-heart",
            "home; sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Sadhbh go back to work after maternity leave?",
            "2025-04-07",
            "creche",
            "7th april",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Eoin break his wrist?",
            "2025-01",
            "kilian",
            "january",
            "human-date",
        ),
        Q(
            "t",
            "When did the crew row across the bay in fourteen minutes?",
            "2025-03-01",
            "bay",
            "fourteen minutes; last saturday",
            "relative-date",
        ),
        Q(
            "t",
            "When is Anaïs's birthday?",
            "2025-06-27",
            "birthday",
            "birthday; yesterday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Anaïs's grandmother start cycling again?",
            "2025-06-01",
            "gran-cycling",
            "1st june",
            "human-date",
        ),
        Q("t", "When is the 2025 Helvick Cup?", "2025-08-16", "crew", "16th august", "human-date"),
        Q(
            "m",
            "How many times did the opening of Anaïs's workshop move, and when did it open?",
            "twice: from 1 September to 1 October 2024, then it opened on 4 November 2024",
            "workshop opening-moved opened",
            {"workshop": "1st september", "opening-moved": "1st october", "opened": "4th november"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Are Bastien and Ségolène still separated?",
            "No: they separated in June 2024 and he moved home at the end of August 2024.",
            "bastien-gran bastien-back",
            {"bastien-gran": "separated", "bastien-back": "back; ségolène"},
            "event-chain latest third-person-fact",
        ),
        Q(
            "m",
            "Did Fiachna's family move to Wexford?",
            "No: they considered it in September 2024, but Sadhbh turned the job down and they stayed in Dungarvan.",
            "wexford no-wexford",
            {"wexford": "wexford", "no-wexford": "not moving"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How has the rent for Anaïs's workshop changed?",
            "The landlord asked six hundred euros, she agreed five hundred and twenty, and he lowered it to five hundred for the winter.",
            "moustache rent",
            {"moustache": "six hundred", "rent": "five hundred"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Who replaced Eoin in the naomhóg crew while he was injured, and is he still rowing with them?",
            "Kilian O'Halloran, and yes, he stayed in the crew after Eoin came back",
            "kilian crew",
            {"kilian": "kilian", "crew": "kilian; staying"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How old was Ríona on her mother's first day back at work?",
            "about nine months (born 27 June 2024; Sadhbh went back on 7 April 2025)",
            "ríona creche",
            {"ríona": "born", "creche": "7th april"},
            "event-chain",
        ),
        Q(
            "m",
            "How old is Anaïs's grandmother at the end of 2024, and what surgery did she have after that birthday?",
            "eighty-eight; a heart operation in February 2025",
            "gran-88 gran-heart",
            {"gran-88": "eighty eight", "gran-heart": "heart operation"},
            "event-chain third-person-fact",
        ),
        Q("o", "In which country is Dungarvan?", "Ireland", "hi", "dungarvan"),
        Q(
            "o",
            "What kind of boat is a naomhóg, which Fiachna rows?",
            "a traditional Irish rowing boat with a wooden frame covered in tarred canvas",
            "naomhog",
            "naomhóg",
        ),
        Q(
            "o",
            "In which country is the mountain range where Anaïs ran her trail race?",
            "France",
            "race",
            "vosges",
        ),
    ],
)
CONVERSATIONS.append(ANAIS_FIACHNA)

ESME_LOWELL = Conv(
    "pair",
    "named_json",
    ["Esmé", "Lowell"],
    """
@ 2024-05-11
Lowell: Esmé! Greetings from Kaikōura. It's getting cold here already, and the albatrosses have nearly all flown off. How's Ponteland? {hi}
Esmé: Lowell! Ponteland is full of blossom. I've had a mad week on the buses, including a vicar who left his whole sermon on my bus on Sunday. {vicar}
Lowell: His whole sermon! Did he get it back?
Esmé: Just in time. I've been a bus driver for twelve years and that was a first. How's the ranger job? {bus-driver}
Lowell: Quiet for the winter. I'm still a ranger at the albatross colony on the Kaikōura Peninsula, and Fridays are my long day, because I lead the night tour for the visitors. {ranger}
Esmé: Night tours! Do you see anything in the dark?
Lowell: Penguins, mostly, and the occasional lost tourist. My partner Hemi comes along sometimes; he's a stage manager at the theatre in town, so he likes the quiet. {hemi}
Esmé: I'd love to meet him one day. My big news is our veg plot: Ridley and I finally got one after three years on the waiting list! Plot nineteen, by the river. {veg-plot}
Lowell: Three years! What are you growing?
Esmé: Potatoes, runner beans and far too many marrows. Ridley wants a cold frame, but I've told him not until he's fixed the shed. {cold-frame}
Lowell: Spoken like a bus driver. Are you still playing ice hockey?
Esmé: Every Tuesday and Thursday. We're the Allen Valley Curlews, fourteen of us, and we play our first home match of the season on the 1st of June. I'm playing up front this year, which means I'm the one who scores. {hockey}
Lowell: I'll need to look up the rules of ice hockey. And how's Nessa? Still planning the big wedding?
Esmé: Yes, and it's turning into a saga. The date is the 20th of July, at a country house near Craster, and I'm her bridesmaid. {nessa-wedding}
Lowell: A country house! I'll expect photos.
@ 2024-08-03
Lowell: Esmé! How was the country house wedding? I want every detail.
Esmé: There wasn't one. Two weeks before the day, her fiancé Ulric called it off. He said he wasn't ready, and he's moved back to his parents' farm near Belford. {ulric}
Lowell: Oh no. Poor Nessa. How is she?
Esmé: Better than you'd think. She's been my best friend since primary school, and she's tougher than both of us. She went on the honeymoon anyway, to Menorca, with her sister Edwina instead of Ulric. {menorca}
Lowell: Good for her! Did she enjoy it?
Esmé: She did. She met a Scottish sailing instructor called Euan on a boat trip round the island, and they've been messaging every day since. {euan}
Lowell: From a cancelled wedding to a holiday romance. What happened to the country house booking?
Esmé: They lost the four thousand pound deposit, and Ulric's paying half of it back to her. Her mother says she'll never forgive him, and her dad says he always knew. {deposit}
Lowell: Classic parents. How did the hockey season start?
Esmé: We won our home match on the 1st of June, 7 to 4, and I scored three goals, my best ever. Then I tore my calf in the next match, so I've been off the ice for five weeks. {hockey-win}
Lowell: Ouch! Is it healing?
Esmé: Slowly. I'll be back on the ice in September, if the physio agrees. Anyway, what's new with you?
Lowell: A big change: I've left the albatross colony and taken a job driving tourist speedboats on the Shotover River in Queenstown. I started on the 15th of July. {speedboat}
Esmé: Speedboats! That's a complete change. Did Hemi go with you?
Lowell: He did. He's working at a film studio there, and we've rented a little house with a view of the lake. My sister Mere had her baby, too: a boy called Nikau, born on the 9th of July. {mere}
Esmé: Congratulations, Uncle Lowell! That's lovely.
@ 2024-11-02
Esmé: Lowell, how's Queenstown? Are you still flying up and down the river?
Lowell: I am, but I miss the birds. Everyone here is twenty-two and fearless, and I'm thirty-eight and wear two life jackets. {miss}
Esmé: Two life jackets sounds sensible to me.
Lowell: How's the calf?
Esmé: I've been back on the ice since the 14th of September. And I've news: I've been elected captain of the Curlews, which means organising fourteen women who can't agree on a pizza. {captain}
Lowell: Captain Esmé! Congratulations. How are Nessa and the Scottish sailing instructor?
Esmé: Euan moved down to Gosforth in October to be near her, and she's bringing him to our Bonfire Night party on Tuesday. He's nice, though Ridley says he talks too much about knots. {euan-moved}
Lowell: Knots are very interesting, to be fair. How's the veg plot?
Esmé: We won second prize for our leeks at the Ponteland show in September, out of twenty-three entries. Ridley is unbearable about it. {leeks}
Lowell: Leek champions! I'd be unbearable too.
Esmé: And how's your nephew? How old is he now?
Lowell: Sixteen weeks, and he has my dad's ears, poor thing. Mere's going back to work at the council offices in the new year. {nikau}
Esmé: Lovely. Are you and Hemi doing anything for Christmas?
Lowell: We're driving to Kaikōura for Christmas with my parents, and then we're going camping in the Catlins the day after Boxing Day. {catlins}
Esmé: Sounds perfect. We're staying in, with Ridley's mother, who thinks I'm too loud.
@ 2025-02-15
Lowell: Esmé, I have news. I've done something silly.
Esmé: Oh no. What?
Lowell: I've bought a goat. No, not really. The real news is that I'm going back to the albatross colony! They've offered me my old job back, I start again on the 3rd of March, and we're moving back to Kaikōura next week. {back-colony}
Esmé: Lowell! That's wonderful. The birds will be pleased.
Lowell: Hemi's pleased too; the theatre in Kaikōura has taken him back. How are you? How's the team?
Esmé: We lost our first match of the year to Blyth, by three goals. But I've scored in every match since I became captain. {blyth}
Lowell: Captain and goal machine! How's Nessa?
Esmé: Engaged again! Euan proposed yesterday, on Valentine's Day, on the beach at Tynemouth. This time it's a registry office, and Nessa says she's never booking a country house again. {engaged}
Lowell: Ha! Good for her. Has she set a date?
Esmé: The 5th of July. And Ulric's getting married too, to a chiropodist from Belford, which Nessa says she finds hilarious. {ulric-married}
Lowell: Life is strange. How's your veg plot?
Esmé: Frozen. We've ordered seed potatoes, and Ridley has finally fixed the shed, so he gets his cold frame: we bought one second-hand on Thursday for a hundred and twenty pounds. {cold-frame-bought}
Lowell: He kept his side of the bargain, then.
Esmé: He did. Also, my aunt Malvina, a retired lighthouse keeper, is coming to live with us in April. She's eighty-one and can't manage the stairs in her cottage any more. {malvina}
Lowell: That's kind of you both. Will she fit in?
Esmé: Better than me. She and Ridley's mother have already started a feud over a crossword.
@ 2025-06-07
Esmé: Lowell! How are the albatrosses?
Lowell: Thirty-four chicks have hatched this season, which is a record. And I'm back on the night tour, so Fridays are my long day again. {chicks}
Esmé: Thirty-four chicks! Are you happy to be back?
Lowell: Very. I've gone back to softball, too. I gave it up for disc golf last year in Queenstown, but disc golf wasn't for me, so I'm back with my old club in Kaikōura for the winter league. {softball}
Esmé: I didn't know you'd given up softball! Disc golf is for students.
Lowell: So Hemi told me. How's your aunt settling in?
Esmé: She moved in on the 12th of April and has already rearranged our kitchen. She's got the back bedroom, and she and Ridley play dominoes every evening. {malvina-in}
Lowell: A domino-playing lighthouse keeper. I love her already.
Esmé: Everyone does. Sad news, though: Ridley's mother was rushed into hospital with gallstones on the 20th of May. She's been out of hospital since Tuesday and is staying with Ridley's brother in Seahouses. {ridley-mum}
Lowell: Oh no. I hope she gets better soon.
Esmé: She's already complaining about the hospital food, which is a good sign. And the Curlews came third in the northern league on the 31st of May, out of nine teams. {third}
Lowell: Third! Not bad for a captain's first season.
Esmé: Not bad at all. We were going to move to a bungalow in Bellingham this summer, for Malvina's sake. Well, probably not now: she says she loves the stairs, because they keep her fit. {bellingham}
Lowell: She sounds unstoppable. Are you still Nessa's bridesmaid in July?
Esmé: I am, and the date hasn't moved, for once. She's asked me to make a speech, God help us all. {speech}
""",
    [
        Q(
            "s",
            "What does Esmé do for a living?",
            "She is a bus driver.",
            "bus-driver",
            "bus driver",
            "",
            True,
        ),
        Q("s", "Which town does Esmé live in?", "Ponteland", "hi", "ponteland"),
        Q("s", "Who left his sermon on Esmé's bus?", "a vicar", "vicar", "vicar; sermon"),
        Q(
            "s",
            "Where did Lowell work in May 2024?",
            "as a ranger at the albatross colony on the Kaikōura Peninsula",
            "ranger",
            "ranger; albatross",
            "",
            True,
        ),
        Q(
            "s",
            "Who is Hemi, and what does he do?",
            "Lowell's partner, a stage manager at the theatre",
            "hemi",
            "partner; stage manager",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Which veg plot did Esmé and Ridley get?",
            "plot nineteen, by the river",
            "veg-plot",
            "plot nineteen",
        ),
        Q(
            "s",
            "What did Esmé say Ridley must do before he gets a cold frame?",
            "fix the shed",
            "cold-frame",
            "shed",
        ),
        Q(
            "s",
            "Which ice hockey team does Esmé play for?",
            "the Allen Valley Curlews",
            "hockey",
            "allen valley curlews",
            "",
            True,
        ),
        Q(
            "s",
            "Where on the ice did Esmé play in 2024?",
            "up front, as the one who scores",
            "hockey",
            "up front",
        ),
        Q(
            "s",
            "Where was Nessa's first wedding going to be?",
            "at a country house near Craster",
            "nessa-wedding",
            "country house; craster",
        ),
        Q(
            "s",
            "Who called off his wedding to Nessa?",
            "Ulric, her fiancé",
            "ulric",
            "ulric; called off",
            "third-person-fact",
        ),
        Q(
            "s",
            "Where did Ulric move after calling off the wedding?",
            "back to his parents' farm near Belford",
            "ulric",
            "farm; belford",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who went on Nessa's honeymoon with her?",
            "her sister Edwina",
            "menorca",
            "edwina",
            "third-person-fact",
        ),
        Q("s", "Where did Nessa go on her honeymoon?", "Menorca", "menorca", "menorca"),
        Q(
            "s",
            "Who did Nessa meet on the boat trip, and what does he do?",
            "Euan, a Scottish sailing instructor",
            "euan",
            "euan; sailing instructor",
            "third-person-fact",
        ),
        Q(
            "s",
            "How much was the country house deposit, and how much is Ulric paying back?",
            "four thousand pounds; half of it",
            "deposit",
            "four thousand; half",
        ),
        Q(
            "s",
            "What was the score of the Curlews' first home match in 2024, and how many goals did Esmé score?",
            "7 to 4; Esmé scored three",
            "hockey-win",
            "7; 4; three goals",
        ),
        Q(
            "s",
            "How did Esmé hurt herself in June 2024?",
            "She tore her calf in a match.",
            "hockey-win",
            "tore; calf",
        ),
        Q(
            "s",
            "What job did Lowell take in Queenstown?",
            "driving tourist speedboats on the Shotover River",
            "speedboat",
            "speedboats; shotover",
        ),
        Q(
            "s",
            "Where did Hemi work in Queenstown?",
            "at a film studio",
            "mere",
            "film studio",
            "pronoun third-person-fact",
        ),
        Q(
            "s",
            "What is the name of Lowell's nephew, and who is his mother?",
            "Nikau; Lowell's sister Mere",
            "mere",
            "nikau; mere",
        ),
        Q(
            "s",
            "What was Esmé elected in the autumn of 2024?",
            "captain of the Allen Valley Curlews",
            "captain",
            "captain; curlews",
        ),
        Q(
            "s",
            "Where did Euan move in October 2024?",
            "to Gosforth",
            "euan-moved",
            "gosforth",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does Ridley think of Euan?",
            "that he talks too much about knots",
            "euan-moved",
            "talks; knots",
            "third-person-fact",
        ),
        Q(
            "s",
            "What prize did Esmé and Ridley win at the Ponteland show?",
            "second prize for their leeks, out of twenty-three entries",
            "leeks",
            "second prize; leeks",
        ),
        Q(
            "s",
            "Where does Mere work?",
            "at the council offices",
            "nikau",
            "council offices",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who beat the Curlews in their first match of 2025?",
            "Blyth, by three goals",
            "blyth",
            "blyth",
        ),
        Q(
            "s",
            "Where did Euan propose to Nessa?",
            "on the beach at Tynemouth",
            "engaged",
            "tynemouth",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who is Ulric marrying?",
            "a chiropodist from Belford",
            "ulric-married",
            "chiropodist; belford",
            "third-person-fact",
        ),
        Q(
            "s",
            "What did Esmé's aunt Malvina do before she retired?",
            "She was a lighthouse keeper.",
            "malvina",
            "lighthouse keeper",
            "third-person-fact",
        ),
        Q(
            "s",
            "Why is Malvina moving in with Esmé?",
            "She is eighty-one and can't manage the stairs in her cottage.",
            "malvina",
            "stairs",
        ),
        Q(
            "s",
            "How many albatross chicks hatched in Lowell's colony in the 2025 season?",
            "thirty-four",
            "chicks",
            "thirty four",
        ),
        Q(
            "s",
            "Which sport did Lowell try instead of softball in Queenstown?",
            "disc golf",
            "softball",
            "disc golf",
        ),
        Q(
            "s",
            "What does Malvina do with Ridley every evening?",
            "They play dominoes.",
            "malvina-in",
            "dominoes",
            "pronoun",
        ),
        Q(
            "s",
            "Where is Ridley's mother staying after her gallstones?",
            "with Ridley's brother in Seahouses",
            "ridley-mum",
            "seahouses",
            "third-person-fact",
        ),
        Q(
            "s",
            "Where did the Curlews finish in the northern league in 2025?",
            "third out of nine teams",
            "third",
            "third; nine",
        ),
        Q(
            "s",
            "Are Esmé and Ridley moving to Bellingham?",
            "Probably not: Malvina says she loves the stairs.",
            "bellingham",
            "bellingham; probably not",
            "latest",
        ),
        Q(
            "s",
            "What has Nessa asked Esmé to do at her wedding?",
            "make a speech (she is also her bridesmaid)",
            "speech",
            "speech",
        ),
        Q(
            "t",
            "When did the vicar leave his sermon on Esmé's bus?",
            "2024-05-05",
            "vicar",
            "vicar; sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When was the Curlews' first home match of 2024?",
            "2024-06-01",
            "hockey",
            "1st june",
            "human-date",
        ),
        Q(
            "t",
            "When was Nessa's country house wedding supposed to be?",
            "2024-07-20",
            "nessa-wedding",
            "20th july",
            "human-date",
        ),
        Q(
            "t",
            "When did Lowell start driving tourist speedboats?",
            "2024-07-15",
            "speedboat",
            "15th july",
            "human-date",
        ),
        Q("t", "When was Nikau born?", "2024-07-09", "mere", "born; 9th july", "human-date"),
        Q(
            "t",
            "When did Esmé get back on the ice after tearing her calf?",
            "2024-09-14",
            "captain",
            "14th september",
            "human-date",
        ),
        Q(
            "t",
            "When was Esmé and Ridley's Bonfire Night party?",
            "2024-11-05",
            "euan-moved",
            "bonfire night; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When were Lowell and Hemi going camping in the Catlins?",
            "2024-12-27",
            "catlins",
            "day after boxing day",
            "relative-date",
        ),
        Q(
            "t",
            "When did Lowell start back at the albatross colony last year?",
            "2025-03-03",
            "back-colony",
            "3rd march",
            "human-date latest relative-question-date",
        ),
        Q(
            "t",
            "When did Euan propose to Nessa?",
            "2025-02-14",
            "engaged",
            "valentine day|yesterday",
            "relative-date",
        ),
        Q(
            "t",
            "When are Nessa and Euan getting married?",
            "2025-07-05",
            "ulric-married",
            "5th july",
            "human-date",
        ),
        Q(
            "t",
            "When did Esmé and Ridley buy their cold frame?",
            "2025-02-13",
            "cold-frame-bought",
            "cold frame; thursday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Malvina move in with Esmé and Ridley?",
            "2025-04-12",
            "malvina-in",
            "12th april",
            "human-date",
        ),
        Q(
            "t",
            "When was Ridley's mother taken into hospital with gallstones?",
            "2025-05-20",
            "ridley-mum",
            "20th may",
            "human-date",
        ),
        Q(
            "t",
            "When did Ridley's mother come out of hospital?",
            "2025-06-03",
            "ridley-mum",
            "out of hospital; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did the Curlews come third in the northern league?",
            "2025-05-31",
            "third",
            "31st may",
            "human-date",
        ),
        Q(
            "m",
            "What has Lowell's job been since May 2024, in order?",
            "ranger at the albatross colony, speedboat driver in Queenstown from July 2024, then back at the colony from March 2025",
            "ranger speedboat back-colony",
            {"ranger": "ranger", "speedboat": "speedboats", "back-colony": "albatross colony"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Who is Nessa marrying, and how did they meet?",
            "Euan, a Scottish sailing instructor she met on a boat trip during her honeymoon in Menorca after Ulric called off their wedding",
            "euan engaged",
            {"euan": "euan; boat trip", "engaged": "proposed"},
            "event-chain latest third-person-fact",
        ),
        Q(
            "m",
            "Did Ridley get his cold frame, and what did he have to do first?",
            "yes: he fixed the shed, and they bought a second-hand cold frame for £120",
            "cold-frame cold-frame-bought",
            {"cold-frame": "shed", "cold-frame-bought": "cold frame"},
            "event-chain",
        ),
        Q(
            "m",
            "Which sport does Lowell play now, and what did he try in between?",
            "softball again, after a spell of disc golf in Queenstown",
            "softball back-colony",
            {"softball": "softball; disc golf", "back-colony": "kaikōura"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Which day is Lowell's long day in 2025, and why?",
            "Friday, because he leads the night tour at the colony again",
            "ranger chicks",
            {"ranger": "fridays; night tour", "chicks": "fridays"},
            "event-chain latest",
        ),
        Q(
            "o",
            "In which country is Kaikōura, where Lowell lives?",
            "New Zealand",
            "hi",
            "kaikōura",
        ),
        Q("o", "Which English county is Esmé's home town in?", "Northumberland", "hi", "ponteland"),
        Q(
            "o",
            "What do people traditionally light on the night of Esmé's November party?",
            "bonfires and fireworks (Guy Fawkes Night)",
            "euan-moved",
            "bonfire night",
        ),
    ],
)
CONVERSATIONS.append(ESME_LOWELL)

KAYLEIGH_RHYS = Conv(
    "pair",
    "timestamped_lines",
    ["kayleigh", "rhys"],
    """
@ 2024-07-06
rhys: kayleighhh how u doin, not heard from u in ages {hi}
kayleigh: rhys!! im alive lol. been mad busy, got promoted to senior tech at the nail bar in tredegar last month {promo}
rhys: get u!! more money?
kayleigh: 2 quid more an hour so not bad. tuesdays n saturdays r my long days now tho, 9 till 8 {long-days}
rhys: oof. hows dylan
kayleigh: dont ask. we split up on sunday, hes gone back to his mams in aberdare {split}
rhys: nooo what happened
kayleigh: he forgot my birthday AGAIN. 25 on the 28th of june n he got me nothing, not even a card {bday}
rhys: thats grim. u ok?
kayleigh: yeh ill live. both my dogs slept on my bed all week lol {dogs}
rhys: remind me their names again
kayleigh: nacho the chihuahua n taffy the pomeranian. taffys 7 months now n eats everything {dog-names}
rhys: cute. my news, ferryside rovers won the cup!! thats my sunday league team. we beat penlan 4-2 in the final last saturday n i scored twice {cup}
kayleigh: omg legend!!
rhys: also nan is in hospital, she had a fall at the whist drive on wednesday n broke her shoulder. her ops on monday {nan}
kayleigh: aw no send her my love x
@ 2024-09-28
kayleigh: hows ur nan doing
rhys: home since thursday, after 11 weeks on the rehab ward. walking w a frame. she says the hospital food was worse than my cooking {nan-home}
kayleigh: lol bless her
rhys: hows single life
kayleigh: about that... me n dylan r back together. he turned up w flowers n a card 2 months late lol. since the bank holiday monday {back}
rhys: kayleigh!!! after all that
kayleigh: i know i know. my mam says im soft n my sister says shes not speaking to him {opinions}
rhys: ur sister is right tbh. anyway me n seren r moving in together, we got a flat in sketty, keys on the 12th of oct {flat-plan}
kayleigh: who is seren??
rhys: my gf lol, been seeing her since may, shes a 999 call handler {seren}
kayleigh: a 999 call handler!! hope she knows first aid for ur cooking
rhys: haha. also sold my car, the clio, got 1500 for it. gonna get the bus to work {clio}
kayleigh: where u workin now
rhys: still at the exhaust place in llansamlet, mondays r my early start, 7am {exhaust}
kayleigh: kool
@ 2024-12-28
rhys: merry xmas kay!! hows it going
kayleigh: merry xmas!! dylan got me a ring, we're engaged!! he asked on xmas eve {engaged}
rhys: whatttt congrats!!!
kayleigh: wedding is gonna be next summer, 16th of august. my mam cried lol {wedding}
rhys: amazing. me n seren r in the flat now, moved in on the 12th like we planned. our flat is tiny but we love it {flat}
kayleigh: aw. what u get her for xmas
rhys: hiking boots, she wants to do pen y fan on new years day. shes mad {boots}
kayleigh: lol. i got dylan a jumper n an xbox game
rhys: hows the dogs
kayleigh: taffy ate a whole mince pie off the table yesterday n was sick everywhere {taffy}
rhys: greedy lol
kayleigh: also im leaving the nail bar, got a job on reception at the swimming baths, start on the 6th of jan {baths}
rhys: no more nails?
kayleigh: no more nails!! better hours n its mon to fri
rhys: nan had xmas dinner at ours, first time out since the fall. she had 3 sherries {nan-xmas}
@ 2025-03-15
kayleigh: rhys i need to vent
rhys: go on
kayleigh: me n dylan r done. for good this time. he cheated w a girl from his work. i called the wedding off on tuesday {done}
rhys: omg kay im so sorry. what an idiot
kayleigh: gave the ring back n all. keeping the dogs obvs {ring}
rhys: good. hows work?
kayleigh: hate the swimming baths tbh, the manager is a nightmare. im going back to the nail bar on the 1st of april, they said theyd have me back {back-nails}
rhys: good for u
kayleigh: hows seren
rhys: shes good, doing nights this month. we r getting a rescue kitten from the shelter in pontypridd on saturday {cat}
kayleigh: aw what u calling it
rhys: she wants to call it sergeant lol. also we got knocked out of the challenge cup last sunday, lost 3-1 to penlan {knocked}
kayleigh: boo
rhys: oh n nan turns 90 on the 4th of april, we're having a party at the rugby club {nan-90}
kayleigh: ill be there!!
@ 2025-05-31
rhys: hows the nail bar
kayleigh: back since the 1st of april n loving it. tuesdays n saturdays r my long days again lol {nails-back}
rhys: glad ur happy
kayleigh: nans party was class btw, she danced w everyone
rhys: haha she did!! she said u were her favourite
kayleigh: aw. hows sergeant
rhys: sergeant is fab, the vet thinks shes about 10 months, she sleeps on seren's head {sergeant}
kayleigh: lol. im seeing someone new btw. dont laugh
rhys: who
kayleigh: macsen, hes a plasterer from dowlais. we met at the gym. 3 dates so far {macsen}
rhys: not laughing, happy for u
kayleigh: also did the barry 5 mile last sunday!! 58 mins, first time under an hour {five-mile}
rhys: whaaat legend
kayleigh: u n seren should come to the gower for my bday on the 28th of june, we're doing a bbq on the beach {bbq}
rhys: defo. oh n seren's pregnant!! due in november. dont tell anyone {pregnant}
kayleigh: OMG RHYS!!! congrats
rhys: cheers lol. im terrified
""",
    [
        Q(
            "s",
            "Where does kayleigh work in July 2024?",
            "at the nail bar in Tredegar, as a senior tech",
            "promo",
            "nail bar; tredegar",
            "",
            True,
        ),
        Q(
            "s",
            "How much of a pay rise did kayleigh get with her promotion?",
            "two pounds more an hour",
            "long-days",
            "2 quid",
        ),
        Q(
            "s",
            "Where did Dylan go after he and kayleigh split up in 2024?",
            "back to his mam's in Aberdare",
            "split",
            "aberdare",
            "fragment third-person-fact",
        ),
        Q(
            "s",
            "Why did kayleigh and Dylan split up in June 2024?",
            "He forgot her birthday again.",
            "bday",
            "forgot; birthday",
            "fragment",
        ),
        Q("s", "How old did kayleigh turn in June 2024?", "25", "bday", "25"),
        Q(
            "s",
            "What breeds are kayleigh's two dogs?",
            "a chihuahua (Nacho) and a pomeranian (Taffy)",
            "dog-names",
            "chihuahua; pomeranian",
            "fragment",
        ),
        Q(
            "s",
            "What is the name of rhys's Sunday league team?",
            "Ferryside Rovers",
            "cup",
            "ferryside rovers",
            "fragment",
        ),
        Q(
            "s",
            "What was the score of the cup final, and how many goals did rhys score?",
            "4-2 to Ferryside Rovers against Penlan; rhys scored twice",
            "cup",
            "4; 2; twice",
        ),
        Q(
            "s",
            "How did rhys's nan break her shoulder?",
            "She had a fall at the whist drive.",
            "nan",
            "fall; whist drive",
            "fragment third-person-fact",
        ),
        Q(
            "s",
            "How long was rhys's nan on the rehab ward?",
            "eleven weeks",
            "nan-home",
            "11 weeks",
            "fragment",
        ),
        Q(
            "s",
            "What does kayleigh's sister think about Dylan coming back?",
            "She isn't speaking to him.",
            "opinions",
            "sister; not speaking",
            "fragment third-person-fact",
        ),
        Q(
            "s",
            "What does Seren do for a living?",
            "She is a 999 call handler.",
            "seren",
            "999 call handler",
            "fragment third-person-fact",
            True,
        ),
        Q("s", "Where is rhys and Seren's flat?", "Sketty", "flat-plan", "sketty", "fragment"),
        Q("s", "How much did rhys sell his Clio for?", "1500 pounds", "clio", "1500"),
        Q(
            "s",
            "Where does rhys work?",
            "at the exhaust place in Llansamlet",
            "exhaust",
            "exhaust; llansamlet",
            "fragment",
            True,
        ),
        Q(
            "s",
            "What did rhys give Seren for Christmas 2024?",
            "hiking boots",
            "boots",
            "hiking boots",
            "fragment",
        ),
        Q(
            "s",
            "What job did kayleigh take in January 2025?",
            "on reception at the swimming baths",
            "baths",
            "reception; swimming baths",
            "fragment",
        ),
        Q(
            "s",
            "Why did kayleigh call off her wedding?",
            "Dylan cheated with a girl from his work.",
            "done",
            "cheated",
            "fragment",
        ),
        Q(
            "s",
            "Who kept the dogs after kayleigh and Dylan split for good?",
            "kayleigh",
            "ring",
            "keeping; dogs",
            "fragment",
        ),
        Q(
            "s",
            "Where is rhys's nan's ninetieth birthday party?",
            "at the rugby club",
            "nan-90",
            "rugby club",
            "fragment",
        ),
        Q(
            "s",
            "What is the name of rhys and Seren's cat?",
            "Sergeant",
            "cat sergeant",
            {"cat": "sergeant", "sergeant": "sergeant"},
            "fragment",
        ),
        Q(
            "s",
            "Who is kayleigh seeing in May 2025?",
            "Macsen, a plasterer from Dowlais",
            "macsen",
            "macsen; plasterer",
            "fragment latest",
        ),
        Q(
            "s",
            "What was kayleigh's time in the Barry 5 mile?",
            "58 minutes, her first time under an hour",
            "five-mile",
            "58 mins",
        ),
        Q(
            "s",
            "Where is kayleigh's birthday barbecue in 2025?",
            "on the beach on the Gower",
            "bbq",
            "gower",
            "fragment",
        ),
        Q(
            "t",
            "When did kayleigh and Dylan split up the first time?",
            "2024-06-30",
            "split",
            "split up; sunday",
            "relative-date",
        ),
        Q(
            "t",
            "In which month was kayleigh promoted to senior tech?",
            "2024-06",
            "promo",
            "promoted; last month",
            "relative-date",
        ),
        Q(
            "t",
            "When did Ferryside Rovers win the cup final?",
            "2024-06-29",
            "cup",
            "final; last saturday",
            "relative-date",
        ),
        Q(
            "t",
            "When did rhys's nan break her shoulder?",
            "2024-07-03",
            "nan",
            "fall; wednesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did rhys's nan come home from hospital?",
            "2024-09-26",
            "nan-home",
            "home; thursday",
            "relative-date",
        ),
        Q(
            "t",
            "Since when have kayleigh and Dylan been back together in 2024?",
            "2024-08-26",
            "back",
            "back together; bank holiday monday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Dylan propose to kayleigh?",
            "2024-12-24",
            "engaged",
            "engaged; xmas eve",
            "human-date",
        ),
        Q(
            "t",
            "When did rhys and Seren move into their flat?",
            "2024-10-12",
            "flat-plan flat",
            {"flat-plan": "12th oct", "flat": "moved in; 12th"},
            "human-date",
        ),
        Q(
            "t",
            "When did kayleigh call off her wedding last year?",
            "2025-03-11",
            "done",
            "wedding off; tuesday",
            "relative-date relative-question-date",
        ),
        Q(
            "t",
            "When was Ferryside Rovers knocked out of the challenge cup?",
            "2025-03-09",
            "knocked",
            "knocked out; last sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When did kayleigh run the Barry 5 mile?",
            "2025-05-25",
            "five-mile",
            "5 mile; last sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When is rhys's nan's ninetieth birthday?",
            "2025-04-04",
            "nan-90",
            "90; 4th april",
            "human-date",
        ),
        Q(
            "m",
            "Where does kayleigh work now, and where did she work in between?",
            "back at the nail bar since 1 April 2025, after a few months on reception at the swimming baths",
            "promo baths nails-back",
            {"promo": "nail bar", "baths": "swimming baths", "nails-back": "nail bar"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Are kayleigh and Dylan still together?",
            "No: they split in June 2024, got back together in August, got engaged at Christmas and split for good in March 2025.",
            "split back done",
            {"split": "split up", "back": "back together", "done": "done"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Which days are kayleigh's long days in May 2025?",
            "Tuesdays and Saturdays, as before she left the nail bar",
            "long-days nails-back",
            {"long-days": "tuesdays; saturdays", "nails-back": "tuesdays; saturdays"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How old was Taffy when she ate the mince pie?",
            "about a year old (seven months in July 2024)",
            "dog-names taffy",
            {"dog-names": "7 months", "taffy": "mince pie"},
            "event-chain",
        ),
        Q("o", "Which country do kayleigh and rhys live in?", "Wales", "promo", "tredegar"),
        Q(
            "o",
            "Rhys's girlfriend wanted to climb Pen y Fan; in which mountain range is it?",
            "the Brecon Beacons (Bannau Brycheiniog)",
            "boots",
            "pen y fan",
        ),
    ],
)
CONVERSATIONS.append(KAYLEIGH_RHYS)

CLIONA = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-02-24
User: Hi, I'm Clíona. I'm an occupational therapist at the hand clinic in Athlone, and I need help with a leaving speech for my colleague Gobnait, who's retiring on the 15th of March after thirty-one years at the clinic. {job}
Assistant: I'd be glad to help, Clíona. Could you tell me a little about Gobnait: what she did at the clinic, and a story or two that people will remember?
User: She's been our head receptionist for all that time. She knows every patient's name, and she keeps a jar of barley sugars on the desk for the children. {gobnait}
Assistant: Lovely details. You could open with the jar: "For thirty-one years, no child has left our clinic without a barley sugar." Then talk about how she knows everyone by name.
User: That's perfect. She's also moving to Portugal with her husband after she retires, to a village near Silves. {silves}
Assistant: Then you could close by wishing her sunshine in Portugal and promising that the jar will be kept full in her honour.
User: Great. One more thing: I'll be giving the speech on my day off, because I only work Mondays, Wednesdays and Thursdays. {days}
Assistant: Noted. You could even joke about it: nothing else would get you into the clinic on a Friday. Shall I draft the full speech?
User: Yes please, about three minutes long.
Assistant: Here's a three-minute draft built around the barley sugars, her thirty-one years and her move to Silves.
@ 2024-05-18
User: Hello again. I want to plan a vegetable bed with my twin boys, Fionnán and Colmán. They're seven, and they want to grow things they can eat. {twins}
Assistant: What a lovely project. How big is the bed, and how much sun does it get?
User: It's about two metres by one, and it gets sun all afternoon. My husband Iarlaith built it out of old scaffolding boards. He's a barge skipper on the river, so he's home by two most days. {iarlaith}
Assistant: Two metres by one in afternoon sun is ideal. For seven-year-olds I'd suggest peas, spring onions, raspberries and strawberries: they grow fast and they're fun to pick.
User: The boys will love strawberries. Fionnán is allergic to raspberries, though, so not those. {allergy}
Assistant: Then swap the raspberries for sugar snap peas or dwarf beans. Spring onions will be ready in about eight weeks, which keeps children interested.
User: Perfect. We're away for the first two weeks of August, in the Loire, so nothing that needs picking then, please. {loire}
Assistant: In that case, plant early potatoes now so they're lifted in July, and sow some leeks for the winter when you're back.
User: Thanks. Also, my mum Kathleen is moving into a retirement flat in Boyle on the 1st of June, so I'll be busy that week helping her pack. {mum}
Assistant: That's a big change for her; I hope the move goes smoothly. Would you like a week-by-week planting plan for the bed?
@ 2024-09-07
User: Hi. I need ideas for our wedding anniversary. Iarlaith and I have been married ten years, and we go out for dinner on our anniversary every year, but this year I want something special. {anniversary}
Assistant: Congratulations on ten years! Since your anniversary was on the 2nd of August, you could plan a belated trip to mark it.
User: No, it was the 2nd of September, last Monday. We haven't celebrated yet because Iarlaith had flu. {correction}
Assistant: Sorry, the 2nd of September, of course. A tenth anniversary is traditionally tin, so you could book a weekend away and give him a small tin keepsake.
User: I love that. His favourite place is Achill Island, where we went on our honeymoon. {achill}
Assistant: A weekend on Achill would be perfect. You could stay near Keem Bay and revisit the places from your honeymoon.
User: Good idea. Work has changed too: the clinic lost two staff, so I went full-time on the 2nd of September, and my only free days are weekends now. {fulltime}
Assistant: Then a Friday night to Sunday trip would work well. Would October suit you?
User: October's good, but not the 12th, because the boys have a swimming gala that day. {gala}
Assistant: Then how about the weekend of the 18th to the 20th of October? I can draft an itinerary.
@ 2025-01-25
User: Hi, it's Clíona again. I want to write a birthday message for my mum. She'll be eighty on the 9th of February. {mum-80}
Assistant: How lovely. Tell me a little about her: how is she getting on in her retirement flat in Boyle?
User: Very well. She's joined a crochet group there and made all of us scarves, and she says moving was the best decision she ever made. {crochet}
Assistant: Then you could write something like: "Eighty years young, and still crocheting the family together." Would you like it funny or heartfelt?
User: Heartfelt. Also, our Achill weekend never happened: Iarlaith fractured his ankle in October, so we moved it to the 14th of February, and now we've moved it again, to the 4th of April, because the hotel is closed for repairs. {achill-moved}
Assistant: I'm sorry about Iarlaith's ankle. So the Achill weekend is now in April. Shall I include a line about her scarves?
User: Yes please, and mention her first great-grandchild on the way: my nephew Lorcán and his wife are expecting a baby in May. {lorcán}
Assistant: Here's a heartfelt message: it thanks her for eighty years of love, mentions the scarves and welcomes the great-grandchild due in May.
User: That's lovely, thank you.
Assistant: You're welcome. I hope she has a wonderful birthday.
@ 2025-04-12
User: Hello! We're back from Achill at last. It was the best weekend we've had in years. {back-achill}
Assistant: I'm glad it finally happened after being moved twice! What can I help with today?
User: I'm applying for the senior occupational therapist post at the clinic, and I need help with my cover letter. The deadline is the 30th of April. {senior}
Assistant: Good luck! What would you like to highlight?
User: That I've been at the clinic for nine years, that I run the children's handwriting clinic on Thursdays, and that I trained two students last year. {cover}
Assistant: Those are strong points. So you've worked at the clinic for eleven years?
User: Nine years, not eleven. I started there in April 2016. {nine}
Assistant: Sorry: nine years, since 2016. I'll open with that, then the Thursday handwriting clinic and the two students.
User: Also, Mum's great-grandchild arrived early: Lorcán's daughter Bláthnaid was born on Tuesday, and Mum's already crocheting her a blanket. {bláthnaid}
Assistant: Congratulations to the whole family! Here's a draft of your cover letter.
""",
    [
        Q(
            "s",
            "What does Clíona do for a living?",
            "She is an occupational therapist at the hand clinic in Athlone.",
            "job",
            "occupational therapist",
            "",
            True,
        ),
        Q(
            "s",
            "Who is Gobnait, and how long did she work at the clinic?",
            "the clinic's head receptionist, for thirty-one years",
            "job gobnait",
            {"job": "thirty one years", "gobnait": "head receptionist"},
            "third-person-fact",
        ),
        Q(
            "s",
            "What does Gobnait keep on her desk for the children?",
            "a jar of barley sugars",
            "gobnait",
            "barley sugars",
            "third-person-fact",
        ),
        Q(
            "s",
            "Where is Gobnait moving after she retires?",
            "to a village near Silves, in Portugal",
            "silves",
            "silves",
            "third-person-fact",
        ),
        Q(
            "s",
            "Which days did I work in early 2024, before I went full-time?",
            "Mondays, Wednesdays and Thursdays",
            "days",
            "mondays; wednesdays; thursdays",
            "first-person-question",
        ),
        Q(
            "s",
            "What are the names of Clíona's twin boys?",
            "Fionnán and Colmán",
            "twins",
            "fionnán; colmán",
            "",
            True,
        ),
        Q(
            "s",
            "What does Clíona's husband Iarlaith do for a living?",
            "He is a barge skipper on the river.",
            "iarlaith",
            "barge skipper",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What did Iarlaith build the vegetable bed from?",
            "old scaffolding boards",
            "iarlaith",
            "scaffolding boards",
        ),
        Q(
            "s",
            "Which of Clíona's sons is allergic to raspberries?",
            "Fionnán",
            "allergy",
            "fionnán; raspberries",
        ),
        Q(
            "s",
            "Where did Clíona's family go on holiday in August 2024?",
            "the Loire",
            "loire",
            "loire",
        ),
        Q(
            "s",
            "Where did Clíona's mum Kathleen move to?",
            "a retirement flat in Boyle",
            "mum",
            "retirement flat; boyle",
            "third-person-fact",
        ),
        Q(
            "s",
            "Where did Clíona and Iarlaith go on their honeymoon?",
            "Achill Island",
            "achill",
            "achill",
        ),
        Q(
            "s",
            "What does Clíona's mum do in her retirement flat?",
            "She has joined a crochet group.",
            "crochet",
            "crochet group",
            "third-person-fact",
        ),
        Q(
            "s",
            "How did Iarlaith hurt himself in October 2024?",
            "He fractured his ankle.",
            "achill-moved",
            "fractured; ankle",
            "third-person-fact",
        ),
        Q(
            "s",
            "Which job is Clíona applying for in 2025?",
            "the senior occupational therapist post at the clinic",
            "senior",
            "senior occupational therapist",
        ),
        Q(
            "s",
            "What does Clíona run on Thursdays?",
            "the children's handwriting clinic",
            "cover",
            "handwriting clinic",
        ),
        Q(
            "s",
            "How many years have I worked at the clinic?",
            "nine, since April 2016",
            "nine",
            "nine years",
            "first-person-question",
        ),
        Q(
            "s",
            "What is the name of Lorcán's daughter?",
            "Bláthnaid",
            "bláthnaid",
            "bláthnaid",
            "third-person-fact",
        ),
        Q(
            "t",
            "When did Gobnait retire?",
            "2024-03-15",
            "job",
            "retiring; 15th march",
            "human-date",
        ),
        Q(
            "t",
            "When did Clíona's mum move into her retirement flat?",
            "2024-06-01",
            "mum",
            "1st june",
            "human-date",
        ),
        Q(
            "t",
            "When is Clíona and Iarlaith's wedding anniversary?",
            "2024-09-02",
            "correction",
            "2nd september",
            "human-date",
        ),
        Q(
            "t",
            "When did Clíona go full-time?",
            "2024-09-02",
            "fulltime",
            "full time; 2nd september",
            "human-date",
        ),
        Q(
            "t",
            "When was the twins' swimming gala?",
            "2024-10-12",
            "gala",
            "swimming gala; 12th",
            "human-date",
        ),
        Q(
            "t",
            "When did Clíona's mum turn eighty?",
            "2025-02-09",
            "mum-80",
            "eighty; 9th february",
            "human-date",
        ),
        Q(
            "t",
            "When did Clíona and Iarlaith finally go to Achill?",
            "2025-04-04",
            "achill-moved",
            "4th april",
            "human-date latest",
        ),
        Q(
            "t",
            "When is the deadline for the senior occupational therapist post?",
            "2025-04-30",
            "senior",
            "deadline; 30th april",
            "human-date",
        ),
        Q(
            "t",
            "When was Bláthnaid born?",
            "2025-04-08",
            "bláthnaid",
            "born; tuesday",
            "relative-date third-person-fact",
        ),
        Q(
            "t",
            "In which month did Clíona start at the clinic?",
            "2016-04",
            "nine",
            "april 2016",
            "human-date",
        ),
        Q(
            "m",
            "How many times was the Achill weekend moved, and why?",
            "twice: first because Iarlaith fractured his ankle (to 14 February 2025), then because the hotel closed for repairs (to 4 April 2025)",
            "achill-moved back-achill",
            {"achill-moved": "fractured; ankle; repairs", "back-achill": "back; achill"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Which days does Clíona work now?",
            "Monday to Friday: she went full-time in September 2024, having worked Mondays, Wednesdays and Thursdays",
            "days fulltime",
            {"days": "mondays", "fulltime": "full time"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Which fruit did the assistant suggest that Clíona refused, and why?",
            "raspberries, because Fionnán is allergic to them",
            "allergy twins",
            {"allergy": "allergic; raspberries", "twins": "fionnán"},
            "",
        ),
        Q(
            "m",
            "What relation is Bláthnaid to Clíona's mum Kathleen?",
            "her first great-grandchild",
            "lorcán bláthnaid",
            {"lorcán": "great grandchild", "bláthnaid": "bláthnaid"},
            "event-chain",
        ),
        Q("o", "In which country does Clíona live?", "Ireland", "job", "athlone"),
        Q(
            "o",
            "Which metal is the traditional gift for a tenth wedding anniversary, which Clíona celebrated in 2024?",
            "tin (or aluminium)",
            "correction",
            "2nd september",
        ),
    ],
    user_label="Clíona",
)
CONVERSATIONS.append(CLIONA)

EZEKIEL = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-03-09
User: Hello, I'm Ezekiel. I'm a woodcarver in Whitstable: I carve shop signs and boat names by hand. I need help pricing a big job, a new sign for the fishmonger on the harbour. {job}
Assistant: Happy to help, Ezekiel. How big is the sign, and how long do you think it will take?
User: Four metres long, carved in oak and painted dark green. I reckon five days of work, and I normally charge two hundred and eighty pounds a day. {rate}
Assistant: Then the labour comes to £1,400, plus the oak and materials. Oak and paint for a four-metre board might cost £150 to £250, so a quote of around £1,700 would be fair.
User: That sounds right; I'll quote seventeen hundred. Next, I sing in a close-harmony group, the Whelk Street Four, and we need a poster for our concert at the old custom house on the 27th of April. {group}
Assistant: Nice. What should the poster say, and who's in the group?
User: I sing bass, my brother Lucan sings baritone, and two friends from the sailing club, Mungo and Digby, sing lead and tenor. Tickets are eight pounds. {members}
Assistant: Here's a layout: "The Whelk Street Four: close harmony. Saturday 27 April, 7.30pm, the old custom house. Tickets £8."
User: Good. Can you make it look like an old music hall poster?
Assistant: Yes: a cream background, red and black lettering in a slab serif, and a border of small stars.
@ 2024-06-01
User: Hi. My father Barnard had a glaucoma operation on Tuesday, and I'm looking after him for a fortnight. Can you suggest easy meals he can manage on his own? {barnard}
Assistant: I'm sorry to hear that, Ezekiel. Soups, omelettes and one-pot dishes are easy to manage. Does he have any dietary needs?
User: He's on a low-salt diet, so nothing too salty, and he's eighty-four, so he can't stand at the cooker for long. {low-salt}
Assistant: Then lentil soup, scrambled eggs on wholemeal toast and baked fish with vegetables are all good choices.
User: Thanks. My brother Lucan takes over from me on the 10th of June. He and his wife Yolande have just separated, so he's got time on his hands. {lucan-split}
Assistant: I'm sorry to hear about Lucan and Yolande. It's good that you can share the care. Would you like a shopping list?
User: Yes please. And the concert went well, by the way: we sold a hundred and twelve tickets and raised five hundred pounds for the harbour trust. {concert}
Assistant: Congratulations! Here's a shopping list for a week of easy meals.
User: One more thing: my daughter Marnie finishes school on the 19th of June, and she's planning a gap year in Chile. {marnie}
Assistant: Exciting for her. I'll add a few treats to the list for her end-of-exams celebration.
@ 2024-10-19
User: Hello. I'm thinking of retiring next summer, when I turn sixty-five, and selling my workshop. Can you help me think through the money? {retire}
Assistant: Of course. Since you'll be sixty next summer, you won't get your state pension for a while yet.
User: Sixty-five, not sixty. My birthday is the 3rd of July. {birthday}
Assistant: Apologies: sixty-five on the 3rd of July. The state pension starts at sixty-six, so you'd need savings or the sale of the workshop to bridge a year.
User: The workshop is valued at about ninety thousand pounds, and my wife Vashti, a landscape gardener, is working for another five years. {vashti}
Assistant: That helps. With Vashti's income and the sale, a year before your pension looks manageable.
User: Marnie's in Chile now, by the way. She's been teaching English in La Serena since the 9th of September. {marnie-chile}
Assistant: How exciting for her. Have you thought about who might buy the workshop?
User: My lettering student, Lysandra, might want to take it over. {lysandra}
Assistant: Selling to someone who knows the business could make it easier. Shall I draw up a checklist?
@ 2025-02-08
User: Hi. Change of plan: I'm not retiring after all. I've been asked to carve new name boards for all sixty beach huts on the West Beach, so I'm staying on for at least two more years. {not-retiring}
Assistant: That's a big commission! Congratulations. How can I help?
User: I need a schedule. I want to do eight huts a week, starting on the 3rd of March, but I don't work Fridays: Friday is my day with my dad, and group rehearsal in the evening. {fridays}
Assistant: At eight huts a week, sixty huts take seven and a half weeks, so you'd finish in the last full week of April.
User: Good. My dad's much better, by the way: his eyes are fine, and he's been driving again since January. {dad-driving}
Assistant: Good news. I'll build the schedule around Fridays off.
User: Also, Lucan and Yolande have got back together. They renewed their vows on the beach on New Year's Day, which was freezing. {lucan-back}
Assistant: That's lovely news. Here's your schedule: eight huts a week from the 3rd of March, Monday to Thursday.
User: Thanks. And we've lost Digby from the group: he moved to Westray in January. Our new tenor is a retired vicar called Swithin. {digby}
Assistant: Good luck to the new line-up.
@ 2025-07-19
User: Hello again. I finished the beach hut boards on the 25th of April, a day early. Now I need help with a speech for Marnie's welcome-home party next Saturday. {huts-done}
Assistant: Well done on the boards! When did Marnie get back?
User: On Sunday, after ten months in Chile. She's going to study Spanish at Canterbury in September. {marnie-back}
Assistant: Wonderful. What should the speech include?
User: Her teaching, the guanaco that spat at her in the Andes, and how much Vashti and I missed her. {guanaco}
Assistant: Here's a short, warm speech with the guanaco story in the middle.
User: Perfect. I turned sixty-five on the 3rd of July, too, and the group sang happy birthday to me in four-part harmony. {sixty-five}
Assistant: Happy belated birthday!
User: Thanks. Vashti has given me a week on Arran in September for my birthday. {arran}
Assistant: What a lovely present. Enjoy it.
""",
    [
        Q(
            "s",
            "What does Ezekiel do for a living?",
            "He is a woodcarver in Whitstable.",
            "job",
            "woodcarver",
            "",
            True,
        ),
        Q(
            "s",
            "How much do I charge a day for my carving?",
            "two hundred and eighty pounds",
            "rate",
            "two hundred; eighty",
            "first-person-question",
        ),
        Q(
            "s",
            "What is the name of Ezekiel's close-harmony group?",
            "the Whelk Street Four",
            "group",
            "whelk street four",
            "",
            True,
        ),
        Q(
            "s",
            "Which part does Ezekiel sing in the close-harmony group?",
            "bass",
            "members",
            "bass",
        ),
        Q(
            "s",
            "Who sang baritone in the Whelk Street Four in 2024?",
            "Ezekiel's brother Lucan",
            "members",
            "lucan; baritone",
        ),
        Q(
            "s",
            "How many tickets did the Whelk Street Four sell for their April 2024 concert, and what did they raise?",
            "a hundred and twelve tickets; five hundred pounds for the harbour trust",
            "concert",
            "hundred; twelve; five hundred",
        ),
        Q(
            "s",
            "What operation did Ezekiel's father Barnard have?",
            "a glaucoma operation",
            "barnard",
            "glaucoma",
            "third-person-fact",
        ),
        Q("s", "How old was Ezekiel's father in 2024?", "eighty-four", "low-salt", "eighty four"),
        Q(
            "s",
            "What diet is Ezekiel's father on?",
            "a low-salt diet",
            "low-salt",
            "low salt",
            "pronoun third-person-fact",
        ),
        Q(
            "s",
            "What does Ezekiel's wife Vashti do?",
            "She is a landscape gardener.",
            "vashti",
            "landscape gardener",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What was Ezekiel's workshop valued at?",
            "about ninety thousand pounds",
            "vashti",
            "ninety thousand",
        ),
        Q(
            "s",
            "Where did Marnie teach English in Chile?",
            "La Serena",
            "marnie-chile",
            "la serena",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who might have taken over Ezekiel's workshop?",
            "his lettering student, Lysandra",
            "lysandra",
            "lysandra",
        ),
        Q(
            "s",
            "For how many beach huts did Ezekiel carve name boards?",
            "sixty",
            "not-retiring",
            "sixty; beach huts",
        ),
        Q(
            "s",
            "Why doesn't Ezekiel work on Fridays?",
            "Friday is his day with his dad, with group rehearsal in the evening.",
            "fridays",
            "dad; rehearsal",
        ),
        Q(
            "s",
            "Who is the new tenor in the Whelk Street Four?",
            "Swithin, a retired vicar",
            "digby",
            "swithin",
            "latest",
        ),
        Q("s", "Where did Digby move?", "Westray", "digby", "westray", "third-person-fact"),
        Q(
            "s",
            "What will Marnie study at Canterbury?",
            "Spanish",
            "marnie-back",
            "spanish",
            "third-person-fact",
        ),
        Q(
            "s",
            "What present did Vashti give Ezekiel for his sixty-fifth birthday?",
            "a week on Arran in September",
            "arran",
            "arran",
        ),
        Q(
            "t",
            "When was the Whelk Street Four's concert at the old custom house?",
            "2024-04-27",
            "group",
            "27th april",
            "human-date",
        ),
        Q(
            "t",
            "When did Ezekiel's father have his glaucoma operation?",
            "2024-05-28",
            "barnard",
            "glaucoma; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Marnie finish school?",
            "2024-06-19",
            "marnie",
            "finishes school; 19th june",
            "human-date",
        ),
        Q(
            "t",
            "Since when has Marnie been teaching in La Serena?",
            "2024-09-09",
            "marnie-chile",
            "9th september",
            "human-date",
        ),
        Q(
            "t",
            "When did Ezekiel start on the beach hut name boards?",
            "2025-03-03",
            "fridays",
            "3rd march",
            "human-date",
        ),
        Q(
            "t",
            "When did Lucan and Yolande renew their vows?",
            "2025-01-01",
            "lucan-back",
            "new year day",
            "human-date",
        ),
        Q(
            "t",
            "When did Ezekiel finish the beach hut boards?",
            "2025-04-25",
            "huts-done",
            "25th april",
            "human-date",
        ),
        Q(
            "t",
            "When did Marnie come home from Chile?",
            "2025-07-13",
            "marnie-back",
            "sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When is Marnie's welcome-home party?",
            "2025-07-26",
            "huts-done",
            "party; next saturday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Ezekiel turn sixty-five?",
            "2025-07-03",
            "birthday sixty-five",
            {"birthday": "3rd july", "sixty-five": "3rd july"},
            "human-date",
        ),
        Q(
            "m",
            "Did Ezekiel retire at sixty-five as he planned?",
            "No: he planned to retire in summer 2025, but in February 2025 he took on name boards for sixty beach huts and stayed on.",
            "retire not-retiring",
            {"retire": "retiring", "not-retiring": "not retiring"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Are Lucan and Yolande still separated?",
            "No: they separated in 2024 and renewed their vows on New Year's Day 2025.",
            "lucan-split lucan-back",
            {"lucan-split": "separated", "lucan-back": "back together"},
            "event-chain latest third-person-fact",
        ),
        Q(
            "m",
            "Who sings in the Whelk Street Four now?",
            "Ezekiel, Lucan, Mungo and Swithin, who replaced Digby",
            "members digby",
            {"members": "lucan; mungo", "digby": "swithin"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How long was Marnie in Chile, and what did she do there?",
            "about ten months, teaching English in La Serena",
            "marnie-chile marnie-back",
            {"marnie-chile": "teaching english", "marnie-back": "ten months"},
            "event-chain third-person-fact",
        ),
        Q("o", "In which English county is Ezekiel's home town?", "Kent", "job", "whitstable"),
        Q(
            "o",
            "In which country is the island where Digby went to live?",
            "Scotland",
            "digby",
            "westray",
        ),
    ],
    user_label="Ezekiel",
)
CONVERSATIONS.append(EZEKIEL)

# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-02-14 is a Wednesday, 2024-05-09 a Thursday, 2024-08-17 a Saturday, 2024-11-25 a
# Monday, 2025-03-04 a Tuesday and 2025-09-12 a Friday. A weekday named for a past event
# is the one before the date; for a plan, the one after.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-02-14", "2024-05-09", "2024-08-17"
D_, E_, F_ = "2024-11-25", "2025-03-04", "2025-09-12"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Inigo",
        "On Sunday my brother-in-law Piet and I finished the Fenland paddle challenge: forty-two miles in nine hours and ten minutes.",
        [
            M(
                "Inigo and his brother-in-law Piet finished the Fenland paddle challenge on 2024-02-11.",
                R,
                "inigo; paddle challenge; 2024-02-11",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "tegan",
        "got my nose pierced on monday n mam still hasnt noticed lol",
        [M("tegan got her nose pierced on 2024-05-06.", R, "tegan; nose pierced; 2024-05-06")],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Leocadie",
        "The weekend before last, my wife Faustina and I finally planted a rowan tree for my father at the foot of Ben Lomond, as he'd asked.",
        [
            M(
                "Leocadie and her wife Faustina planted a rowan tree for Leocadie's father at the foot of Ben Lomond in 2024-08.",
                R,
                "leocadie; rowan tree; ben lomond; 2024-08",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "I sold my grandmother's sewing machine on Friday for ninety pounds, and now I regret it. How do I stop feeling guilty?",
        [
            M(
                "The user sold the grandmother's sewing machine for ninety pounds on 2024-11-22.",
                R,
                "user; sewing machine; 2024-11-22",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "My son Augustin came sixth out of thirty-eight in the county Scrabble championship on Saturday, so I'd like to get him a proper tournament board. Which one should I buy?",
        [
            M(
                "The user's son Augustin came sixth out of thirty-eight in the county Scrabble championship on 2025-03-01.",
                R,
                "augustin; scrabble; sixth; 2025-03-01",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Kingsley",
        "Ten days ago I swam the length of Coniston Water, five miles, in three hours and twenty minutes.",
        [
            M(
                "Kingsley swam the length of Coniston Water, five miles, on 2025-09-02.",
                R,
                "kingsley; coniston water; 2025-09-02",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        E_,
        "bradley",
        "me n the lads went paintballing for my 30th on saturday, got shot in the ear",
        [
            M(
                "bradley went paintballing for his 30th birthday on 2025-03-01.",
                R,
                "bradley; paintballing; 2025-03-01",
            )
        ],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Calliope",
        "I've been a falconer at a bird of prey centre in Lanark for six years, and my favourite bird there is a saker falcon called Yarrow.",
        [
            M(
                "Calliope is a falconer at a bird of prey centre in Lanark.",
                D,
                "calliope; falconer; lanark",
            ),
            M(
                "Calliope's favourite bird at the centre is a saker falcon called Yarrow.",
                D,
                "calliope; saker falcon|yarrow",
            ),
        ],
    ),
    S(
        "durable-fact",
        TL,
        C_,
        "jaydn",
        "dont eat meat at all now since jan, no more burgers for me",
        [M("jaydn has not eaten meat since 2024-01.", D, "jaydn; meat")],
    ),
    S(
        "durable-fact",
        NJ,
        D_,
        "Ludovico",
        "My wife Małgorzata, a hospital physicist, and I live above the bakery on Kingsdown Parade now.",
        [
            M("Ludovico's wife Małgorzata is a hospital physicist.", D, "małgorzata; physicist"),
            M(
                "Ludovico and Małgorzata live above the bakery on Kingsdown Parade.",
                D,
                "ludovico; bakery; kingsdown parade",
            ),
        ],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "I work nights as a baggage handler at Stansted, so I sleep from eight in the morning until three.",
        [
            M(
                "The user works nights as a baggage handler at Stansted.",
                D,
                "user; baggage handler; stansted",
            )
        ],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "Both my cats are Ragdolls, and they're called Bisto and Mrs Hudson.",
        [
            M(
                "The user has two cats, Ragdolls called Bisto and Mrs Hudson.",
                D,
                "user; ragdolls; bisto",
            )
        ],
    ),
    S(
        "durable-fact",
        NL,
        A_,
        "Theodora",
        "Wednesdays are my long day: I teach spin classes at six in the morning and finish at the library at nine at night.",
        [
            M(
                "Wednesdays are Theodora's long day, when she teaches spin classes and works at the library.",
                D,
                "theodora; wednesdays; spin classes|library",
            )
        ],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        C_,
        "Cassian",
        "We're moving to Huntly a fortnight on Saturday, once the van's booked.",
        [M("Cassian is moving to Huntly on 2024-09-07.", R, "cassian; huntly; 2024-09-07")],
    ),
    S(
        "plan",
        TL,
        A_,
        "tegan",
        "doing my cscs test on the 28th, bricking it",
        [M("tegan has a cscs test on 2024-02-28.", R, "tegan; cscs test; 2024-02-28")],
    ),
    S(
        "plan",
        NJ,
        D_,
        "Leocadie",
        "I'm not going to my cousin's wedding in Comino on Saturday after all; the flights were cancelled.",
        [
            M(
                "Leocadie is not going to her cousin's wedding in Comino on 2024-11-30 after all.",
                R,
                "leocadie; wedding; comino; 2024-11-30",
            )
        ],
    ),
    S(
        "plan",
        UA,
        B_,
        "User",
        "My daughter's dedication service was set for the 2nd of June, then moved to the 9th, and now it's the 16th of June, because the vicar fractured his leg. Can you help me word the new invitations?",
        [
            M(
                "The user's daughter's dedication service is on 2024-06-16.",
                R,
                "dedication service; 2024-06-16",
            )
        ],
    ),
    S(
        "plan",
        JM,
        F_,
        "User",
        "I'm running my first fell race in Ronda on the 9th of November. How should I taper?",
        [
            M(
                "The user is running a first fell race in Ronda on 2025-11-09.",
                R,
                "user; fell race; ronda; 2025-11-09",
            )
        ],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        D_,
        "Calliope",
        "My sister Roswitha has just been made head teacher of the primary school in Biggar, the youngest ever to do the job.",
        [
            M(
                "Calliope's sister Roswitha is head teacher of the primary school in Biggar.",
                D,
                "roswitha; head teacher; biggar",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        F_,
        "jaydn",
        "my cousin kelsey moved to cairns in australia last week, shes working in a mine now",
        [
            M(
                "jaydn's cousin kelsey moved to Cairns in Australia in 2025-09.",
                R,
                "kelsey; cairns; 2025-09",
            ),
            M(
                "jaydn's cousin kelsey is working in a mine in Australia.",
                D,
                "kelsey; working; australia",
            ),
        ],
    ),
    S(
        "third-person-fact",
        NJ,
        A_,
        "Ludovico",
        "Małgorzata's mum says she's selling the guest house in Looe and retiring to Spain.",
        [
            M(
                "Małgorzata's mum is selling the guest house in Looe and retiring to Spain.",
                R,
                "małgorzata; guest house; looe",
            )
        ],
    ),
    S(
        "third-person-fact",
        NL,
        E_,
        "Inigo",
        "My dad's partner Genoveva, a retired school caretaker, has taken up the sousaphone at seventy.",
        [
            M(
                "Inigo's dad's partner Genoveva, a retired school caretaker, has taken up the sousaphone.",
                D,
                "genoveva; sousaphone",
            )
        ],
    ),
    S(
        "third-person-fact",
        UA,
        C_,
        "User",
        "My neighbour Alvaro, a retired coalman, had an operation on his foot on Monday, so I'm doing his shopping until he's back on his feet. What easy meals could I get him?",
        [
            M(
                "The user's neighbour Alvaro, a retired coalman, had an operation on his foot on 2024-08-12.",
                R,
                "alvaro; foot; 2024-08-12",
            )
        ],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        F_,
        "Theodora",
        "A surf shop in Padstow, since July.",
        [
            M(
                "Theodora's sister works at a surf shop in Padstow.",
                D,
                "theodora; surf shop; padstow",
            )
        ],
        [("Kingsley", "And where's your sister working now?")],
    ),
    S(
        "fragment-answer",
        TL,
        D_,
        "bradley",
        "home since friday, still sore",
        [
            M(
                "bradley's grandad has been home from hospital since 2024-11-22.",
                R,
                "grandad; home; 2024-11-22",
            )
        ],
        [("tegan", "hows ur grandad after the op")],
    ),
    S(
        "fragment-answer",
        NJ,
        B_,
        "Leocadie",
        "Three, all under five, and all obsessed with diggers.",
        [
            M(
                "Leocadie's mum has three grandchildren, all under five.",
                D,
                "mum; three; grandchildren",
            )
        ],
        [("Cassian", "How many grandchildren does your mum have now?")],
    ),
    S(
        "fragment-answer",
        UA,
        F_,
        "User",
        "Nettle. She's eleven weeks old.",
        [
            M("The user's puppy is called Nettle.", D, "user; puppy; nettle"),
            M("The user's puppy Nettle was born in 2025-06.", R, "nettle; 2025-06"),
        ],
        [("Assistant", "What's your new puppy called?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        B_,
        "Kingsley",
        "I've had my arm strapped up since Saturday, after slipping on the quay steps.",
        [
            M(
                "Kingsley has had his arm strapped up since 2024-05-04, after slipping on the quay steps.",
                R,
                "kingsley; arm strapped; 2024-05-04",
            )
        ],
    ),
    S(
        "recent-state",
        TL,
        C_,
        "tegan",
        "off work all week w an ear infection ugh",
        [M("tegan is off work with an ear infection.", R, "tegan; ear infection")],
    ),
    S(
        "recent-state",
        JM,
        A_,
        "User",
        "Our baby Euphrasia is six weeks old and still won't sleep more than two hours at a time. Any tips?",
        [M("The user's baby Euphrasia was six weeks old in 2024-02.", R, "euphrasia; six weeks")],
    ),
    S(
        "recent-state",
        NJ,
        E_,
        "Ludovico",
        "I'm staying at my brother's in Clifton while our kitchen is rebuilt, probably until the end of April.",
        [
            M(
                "Ludovico is staying at his brother's in Clifton while the kitchen is rebuilt.",
                R,
                "ludovico; brother; clifton",
            )
        ],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        A_,
        "User",
        "I've lost most of the hearing in my left ear; can you suggest a doorbell that flashes a light?",
        [M("The user has lost most of the hearing in the left ear.", D, "user; hearing; left ear")],
    ),
    S(
        "request-with-fact",
        JM,
        D_,
        "User",
        "My husband Wolfgang and I are celebrating our pearl wedding on the 14th of December. Can you suggest a menu for twenty people?",
        [
            M(
                "The user and husband Wolfgang celebrate their pearl wedding on 2024-12-14.",
                R,
                "wolfgang; pearl wedding; 2024-12-14",
            )
        ],
    ),
    S(
        "request-with-fact",
        UA,
        E_,
        "User",
        "Since my mum moved in with us in January, I need a rota for who cooks on which night. There are five of us now.",
        [
            M(
                "The user's mum moved in with the user's family in 2025-01.",
                R,
                "user; mum; moved; 2025-01",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        B_,
        "User",
        "I've just been made captain of our tag rugby team, the Dockside Dynamos. Can you help me write a message to the team about training on Tuesdays?",
        [
            M(
                "The user is captain of the tag rugby team the Dockside Dynamos.",
                D,
                "user; captain; dockside dynamos",
            )
        ],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        E_,
        "Tove",
        "Still there, yes, though I'm on the Saturday shift now.",
        [M("Tove works at the garden nursery in Ayr.", D, "tove; nursery; ayr")],
        [("Cassian", "You're still working at the garden nursery in Ayr, aren't you?")],
    ),
    S(
        "second-person",
        TL,
        A_,
        "jaydn",
        "yeh since xmas, best thing i ever did",
        [M("jaydn quit smoking at Christmas 2023.", D, "jaydn; smoking")],
        [("bradley", "u quit smoking didnt u?")],
    ),
    S(
        "second-person",
        NJ,
        F_,
        "Leocadie",
        "We did, in June, and we're both still shaking.",
        [
            M(
                "Leocadie and Faustina bought an old chapel in 2025-06.",
                R,
                "leocadie; faustina; chapel",
            )
        ],
        [("Ludovico", "You and Faustina bought that old chapel, didn't you?")],
    ),
    S(
        "second-person",
        UA,
        C_,
        "User",
        "Yes, that's right, every Thursday morning.",
        [
            M(
                "The user volunteers at the soup kitchen every Thursday morning.",
                D,
                "user; soup kitchen; thursday",
            )
        ],
        [("Assistant", "You mentioned that you volunteer at the soup kitchen. Is that right?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        C_,
        "Kingsley",
        "My brother Jocelyn has moved to Barra with his girlfriend, and my mum started her new job at the library on Monday.",
        [
            M(
                "Kingsley's brother Jocelyn has moved to Barra with his girlfriend.",
                R,
                "jocelyn; barra",
            ),
            M(
                "Kingsley's mum started a new job at the library on 2024-08-12.",
                R,
                "mum; library; 2024-08-12",
            ),
        ],
    ),
    S(
        "multi-fact",
        TL,
        B_,
        "bradley",
        "sold my ps4 for 90 quid, got a new job at the tile shop n me n jess got engaged lol",
        [
            M("bradley sold his ps4 for 90 pounds.", R, "bradley; ps4; 90"),
            M("bradley has a new job at the tile shop.", D, "bradley; tile shop"),
            M("bradley and jess got engaged.", R, "bradley; jess; engaged"),
        ],
    ),
    S(
        "multi-fact",
        JM,
        C_,
        "User",
        "I'm a tugboat skipper in Milford Haven, my three nephews stay with me every summer, and I'm allergic to latex. What should I keep in the first aid kit on the boat?",
        [
            M(
                "The user is a tugboat skipper in Milford Haven.",
                D,
                "user; tugboat skipper; milford haven",
            ),
            M(
                "The user's three nephews stay with the user every summer.",
                D,
                "user; three nephews",
            ),
            M("The user is allergic to latex.", D, "user; allergic; latex"),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        D_,
        None,
        "Note: Aunt Philadelphia's birthday is on the 19th of March every year, and she can't eat gluten.",
        [
            M(
                "Aunt Philadelphia's birthday is on 19 March, and she can't eat gluten.",
                D,
                "philadelphia; 19th march|march",
            )
        ],
    ),
    S(
        "note",
        UA,
        B_,
        "User",
        "Note to self: the garden waste goes out every other Tuesday, starting on the 14th of May.",
        [M("The user's garden waste goes out every other Tuesday.", D, "garden waste; tuesday")],
    ),
    S(
        "note",
        JM,
        E_,
        "User",
        "Reminder for me: Dad's eye test is on the 20th of March at ten.",
        [M("The user's dad has an eye test on 2025-03-20.", R, "dad; eye test; 2025-03-20")],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        A_,
        "Tove",
        "I've gone off cruises completely; give me a tent in the rain any day.",
        [M("Tove dislikes cruises and prefers camping in a tent.", D, "tove; cruises")],
    ),
    S(
        "preference",
        TL,
        F_,
        "tegan",
        "obsessed w the hollow pennies, seen them 4 times now",
        [M("tegan's favourite band is the hollow pennies.", D, "tegan; hollow pennies")],
    ),
    S(
        "preference",
        JM,
        D_,
        "User",
        "I hate driving at night, so please plan the route with daylight stops only.",
        [M("The user hates driving at night.", D, "user; driving; night")],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NL,
        F_,
        "Cassian",
        "My daughter did. She painted them over the summer, every single scale.",
        [
            M(
                "Cassian's daughter painted the fish on Cassian's garage door.",
                R,
                "cassian; daughter; garage door",
            )
        ],
        [("Theodora", "Who painted the fish on your garage door?")],
    ),
    S(
        "pronoun-answer",
        UA,
        D_,
        "User",
        "My father-in-law's. He won it in a raffle in 1987 and never drove it.",
        [
            M(
                "The old Humber belongs to the user's father-in-law, who won the car in a raffle in 1987.",
                D,
                "father in law; humber; raffle",
            )
        ],
        [("Assistant", "Whose is the old Humber you mentioned?")],
    ),
    # -- sentences that should form nothing --
    # chatter, jokes, quotes and what the speaker did not do
    S(
        "chatter",
        NL,
        A_,
        "Kingsley",
        "Houston, we have a problem: the cat's in the Christmas tree again!",
    ),
    S("chatter", TL, B_, "bradley", "lmfao stop im crying"),
    S(
        "chatter",
        NJ,
        C_,
        "Ludovico",
        "I didn't actually run this morning; I just put the trainers on and admired them.",
    ),
    S(
        "chatter",
        UA,
        D_,
        "User",
        "I've just been made Pope, in case you were wondering. Anyway, back to the spreadsheet.",
    ),
    S(
        "chatter",
        JM,
        E_,
        "User",
        "As the song says, I'm walking on sunshine! Right, where were we?",
    ),
    S("chatter", NL, F_, "Inigo", "I'll have what she's having!"),
    # compliments
    S(
        "compliment",
        NL,
        B_,
        "Tove",
        "Your husband Cadoc makes the best scones in Ayrshire; you're a lucky woman.",
    ),
    S("compliment", TL, C_, "jaydn", "ur sisters wedding dress was unreal"),
    S(
        "compliment",
        NJ,
        D_,
        "Leocadie",
        "Your son sings beautifully; he'll be a professional one day.",
    ),
    S(
        "compliment",
        UA,
        E_,
        "User",
        "You explain things better than my old maths teacher ever did.",
    ),
    S("compliment", JM, F_, "User", "That itinerary is perfect; you've thought of everything."),
    S("compliment", NL, A_, "Cassian", "Your new kitchen looks like something out of a magazine."),
    # opinions about the world
    S(
        "generic-opinion",
        NL,
        C_,
        "Theodora",
        "Trains in this country are far too expensive for what you get.",
    ),
    S("generic-opinion", TL, D_, "tegan", "winter is the worst season tbh"),
    S("generic-opinion", NJ, E_, "Ludovico", "Nobody really needs a car in a city this size."),
    S(
        "generic-opinion",
        UA,
        F_,
        "User",
        "I think everyone should learn to cook at least five proper meals.",
    ),
    S(
        "generic-opinion",
        JM,
        A_,
        "User",
        "Honestly, self-checkout machines are more trouble than they're worth.",
    ),
    S("generic-opinion", NL, B_, "Inigo", "Football was better before all the money came into it."),
    # hypotheticals, wishes and what someone else might do
    S(
        "hypothetical",
        NL,
        D_,
        "Kingsley",
        "If I won the lottery, I'd buy a lighthouse and live in it.",
    ),
    S("hypothetical", TL, E_, "bradley", "if i had the money id move to ibiza tomorrow"),
    S(
        "hypothetical",
        NJ,
        F_,
        "Leocadie",
        "My sister might take over the café if our aunt ever retires.",
    ),
    S("hypothetical", UA, A_, "User", "I wish I'd learned to swim when I was a child."),
    S("hypothetical", JM, B_, "User", "Maybe one day I'll open a little record shop, who knows."),
    S(
        "hypothetical",
        NL,
        E_,
        "Tove",
        "My husband says he might retire to Colonsay one day, but he says that every winter.",
    ),
    # other people's opinions
    S(
        "others-opinion",
        NL,
        F_,
        "Calliope",
        "My brother thinks my new boyfriend is far too old for me.",
    ),
    S("others-opinion", TL, A_, "jaydn", "my mam reckons the new manager at asda is a right snob"),
    S(
        "others-opinion",
        NJ,
        B_,
        "Ludovico",
        "Małgorzata thinks the new neighbours are spies, which is nonsense.",
    ),
    S(
        "others-opinion",
        UA,
        C_,
        "User",
        "My boss thinks the new office in Basingstoke is a waste of money.",
    ),
    S(
        "others-opinion",
        JM,
        D_,
        "User",
        "My daughter says her teacher is the strictest in the school.",
    ),
    S(
        "others-opinion",
        NL,
        E_,
        "Theodora",
        "Kingsley's wife reckons the new vicar is too young to be any good.",
    ),
    # passing moods
    S("passing-mood", NL, C_, "Cassian", "I'm shattered today, honestly."),
    S("passing-mood", TL, D_, "tegan", "so bored rn"),
    S("passing-mood", NJ, E_, "Leocadie", "I'm in such a good mood this morning, the sun's out!"),
    S("passing-mood", UA, F_, "User", "I'm feeling a bit overwhelmed this afternoon."),
    S("passing-mood", JM, A_, "User", "Ugh, I'm so grumpy today, sorry."),
    S("passing-mood", NL, B_, "Inigo", "Feeling very sorry for myself with this cold today."),
    # questions
    S("question", NL, D_, "Tove", "Is your brother Zachariah still working on the trawlers?"),
    S("question", TL, E_, "jaydn", "did ur nan get her new teeth in the end"),
    S("question", NJ, F_, "Ludovico", "Did your husband ever finish building that boat?"),
    S(
        "question",
        UA,
        A_,
        "User",
        "Should my mother, who's eighty-two and lives on her own, get a personal alarm?",
    ),
    S("question", JM, B_, "User", "Is it worth my wife learning Italian at her age?"),
    S("question", NL, C_, "Calliope", "Does your mum still live in that big house by the harbour?"),
    # thanks
    S("thanks", UA, B_, "User", "Thank you so much, that's really helped."),
    S("thanks", JM, C_, "User", "Cheers, that's exactly what I needed."),
    S("thanks", TL, F_, "bradley", "ta mate appreciate it"),
    S("thanks", NL, D_, "Theodora", "Thanks for the lovely flowers; they made my week."),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        C_,
        "Assistant",
        "You could make a big tray of enchiladas; they're easy to do in bulk.",
        [],
        [("User", "What can I make for a party of fifteen?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        D_,
        "Assistant",
        "A weekend in Bratislava would be lovely in the spring; the old town is very walkable.",
        [],
        [("User", "Where should I go for a short break in Europe?")],
    ),
    S(
        "assistant-suggestion",
        UA,
        E_,
        "Assistant",
        "Perhaps a personalised star map of the night you met would make a meaningful present.",
        [],
        [("User", "What can I get my partner for our anniversary?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        F_,
        "Assistant",
        "You could join your local parkrun; it's a gentle way to meet new people.",
        [],
        [("User", "How can I make friends after moving to a new town?")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
