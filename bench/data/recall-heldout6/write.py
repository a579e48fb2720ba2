# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the sixth blind held-out recall set (this folder) from the hand-written material.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
Unlike the earlier blind sets, most of it is written in proper case and full sentences, the
way two friends write to each other in a long dated chat; one pair chat is lower-case
texting and one assistant chat has a user who types casually. This script (with
``bench/_handwritten.py``, the format the hand-written sets share) only numbers turns,
resolves the turn labels that questions point at, checks the labels against the scorer's
rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-heldout6/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-heldout6/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho6"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-heldout6/write.py), written blind to the extractor rules, "
        "the dev-set generator and the held-out sets' data as the sixth held-out set"
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

ROISIN_ZDENEK = Conv(
    "pair",
    "named_lines",
    ["Roisin", "Zdenek"],
    """
@ 2024-01-13
Roisin: Hey Zdenek! Happy New Year, a bit late. How have you been?
Zdenek: Hi Roisin! Happy New Year to you too. Busy, but good. I started singing in a men's choir last Tuesday, can you believe it? {choir}
Roisin: A choir! That's wonderful. What made you do that?
Zdenek: Lenka said I sing too loudly in the shower, so I should do it somewhere useful. We rehearse every Tuesday evening in a church hall in Poruba. {lenka}
Roisin: Ha! She's not wrong, I remember your karaoke. I have news too. We adopted a dog from the rescue centre in Bandon on Sunday! {dog}
Zdenek: No way! What kind of dog?
Roisin: A deerhound cross, very long legs and very nervous. Her name is Mossy and she's about two years old. {mossy}
Zdenek: Mossy is a perfect name. Does Donnacha like her?
Roisin: He's completely in love. She sleeps on his side of the bed now, so he sleeps on the edge. {donnacha}
Zdenek: Poor man. How is work at the pharmacy?
Roisin: Flu season, so the pharmacy in Kinsale is mad. We gave over four hundred flu jabs in December. {jabs}
Zdenek: You are a hero. My tram was full of coughing people all week.
Roisin: Wear a mask! Are you still on line 4?
Zdenek: Yes, still line 4, eleven years now. I could drive it with my eyes closed, but I don't. {line4}
Roisin: Please don't. Say hi to Lenka and Matěj for me.
Zdenek: I will. Matěj asks when you are coming back to Ostrava. {matej}
@ 2024-03-09
Zdenek: Roisin! I have big news. Lenka is pregnant! The baby is due at the end of September. {pregnant}
Roisin: Oh my goodness, congratulations to you both! How is Lenka feeling?
Zdenek: Sick every morning, but happy. Matěj wants a brother, Lenka wants a girl, and I just want sleep.
Roisin: Ha, you'll get none of that. Tell Lenka I'm thrilled for her.
Zdenek: Thank you! And you? How is Mossy?
Roisin: Much braver. She walked past the neighbour's cat on Wednesday without shaking. {brave}
Zdenek: Progress! Did you start the kayaking?
Roisin: I did! I had my first sea kayaking lesson on the harbour last Saturday. I fell in twice and the water was freezing. {kayak}
Zdenek: Twice! You are brave. I would stay on the beach with a coffee.
Roisin: The instructor says everyone falls in. My mam thinks I've lost my mind. {mam-opinion}
Zdenek: Mothers always think that. How is her hip?
Roisin: She's on the waiting list for a hip replacement in Cork. Maybe in the summer, they say. {hip}
Zdenek: I hope it's soon. The choir is going well, by the way. We sing at a concert on Easter Sunday. {concert}
Roisin: I'd love to hear it. Send me a video!
Zdenek: Only if I'm not too terrible.
@ 2024-05-25
Roisin: Zdenek, guess what? Donnacha proposed! On Sunday, on the cliff walk at Sandycove. {proposed}
Zdenek: Roisin! Congratulations! Did you say yes straight away?
Roisin: I said yes before he finished the question. Mossy barked at him the whole time.
Zdenek: She was protecting you. When is the wedding?
Roisin: Next summer, we think. Probably in Donnacha's home place, Dingle. {dingle}
Zdenek: Dingle, with the famous dolphin? Lenka and I will come, with the baby.
Roisin: You'd better! How is Lenka?
Zdenek: Good. We found out on Monday that it's a girl. We will call her Bára, after my grandmother. {girl}
Roisin: Bára is beautiful. And how did the Easter concert go?
Zdenek: Very well. I had a small solo and my voice did not crack. Lenka cried. {solo}
Roisin: I'm so proud of you. I have work news too. I'm going to be head pharmacist from July, because Maura is retiring. {head}
Zdenek: Head pharmacist! That's wonderful, you deserve it.
Roisin: Thank you! It means more paperwork and fewer chats with customers, but more money.
Zdenek: More money is good for a wedding.
Roisin: That's exactly what Donnacha said!
@ 2024-08-17
Zdenek: Hi Roisin. Sorry I was quiet. I was in hospital with appendicitis two weeks ago. {appendix}
Roisin: Oh no, Zdenek! Are you okay now?
Zdenek: Yes, they took it out the same night. I'm home, but I can't lift anything for six weeks. Not even Matěj. {lift}
Roisin: That must be hard with Lenka so pregnant. Who is helping?
Zdenek: Lenka's parents came from Olomouc to help. Her father cooks goulash every day. {olomouc}
Roisin: That sounds like good medicine. Mam had her hip done last month, by the way. She's already walking to the shop with a stick. {mam-hip}
Zdenek: That's great news. Tell her I said get well.
Roisin: I will, she'll be delighted. And the new job is going well. Six weeks as head pharmacist now.
Zdenek: Boss Roisin. Do they call you boss?
Roisin: Only the teenager who works on Saturdays, and only to annoy me.
Zdenek: Ha. How is the kayaking?
Roisin: I paddled all the way round to Charles Fort last weekend with the club. Three hours! {fort}
Zdenek: Three hours! You are a real sailor now. {sailor}
Roisin: A real sore sailor. My shoulders still hurt.
@ 2024-11-02
Zdenek: Roisin, say hello to Bára! She was born on the 24th of September, a few days early. {bara}
Roisin: Oh, she's gorgeous! Congratulations! How are Lenka and the baby?
Zdenek: Both healthy. Lenka is tired but happy. Bára weighed 3.1 kilos. {weight}
Roisin: So tiny. How is Matěj with his sister?
Zdenek: He loves her, but he keeps trying to give her his crisps. We have to watch him. {crisps}
Roisin: Ha, a generous brother. Are you back at work?
Zdenek: Yes, since the 1st of October, but not on line 4. They asked me to train new tram drivers, so I'm an instructor now. {instructor}
Roisin: Zdenek, that's brilliant! You'll be a great teacher.
Zdenek: I hope so. My first students start on Monday. Six of them. {students}
Roisin: Good luck! We have news too. We bought a house in Cobh! We move in at the start of December. {cobh}
Zdenek: A house! Is it near the sea?
Roisin: It's on the hill above the harbour, and you can see the cruise ships from the kitchen. Mossy will have a garden at last. {view}
Zdenek: Mossy deserves a garden. What about the wedding?
Roisin: The date is set: the 14th of June next year, in Dingle. Save the date! {date}
Zdenek: Saved. We will be there, all four of us.
@ 2025-02-15
Roisin: Hi Zdenek! How are the four of you?
Zdenek: Tired but good. Bára started crawling last week and now nothing is safe. {crawl}
Roisin: Oh no, the adventures begin. We love Cobh, by the way. We moved in on the 7th of December, in the middle of a storm. {moved}
Zdenek: A storm! Was everything okay?
Roisin: The removal van got stuck on the hill for an hour, but nothing broke. Except my nerves. {van}
Zdenek: Ha. How is Mossy in the new house?
Roisin: She loves the garden, but she's afraid of the ship horns. Every time a ship leaves, she hides under the table. {horns}
Zdenek: Poor Mossy. And the wedding? Four months to go!
Roisin: I bought my dress on Saturday in Cork! My mam came and cried, and so did I. {dress}
Zdenek: I'm sure you look beautiful. Lenka says hello.
Roisin: Hello to Lenka! How are your students?
Zdenek: All six passed their test in January. Now I have a new group of eight. {passed}
Roisin: Well done, teacher! Are you still singing?
Zdenek: Yes, and the choir is going to a competition in Graz in May. I'm a bit nervous. {graz}
Roisin: You'll be fantastic. Bring Lenka and make a trip of it!
Zdenek: That's the plan. Her mother will mind the children.
""",
    [
        Q("t", "When did Zdenek start singing in a men's choir?", "2024-01-09", "choir", "choir; tuesday", "relative-date"),
        Q("s", "Why did Zdenek join a choir?", "Lenka said he sings too loudly in the shower", "lenka", "loudly; shower", ""),
        Q("s", "Where does Zdenek's choir rehearse?", "in a church hall in Poruba, on Tuesday evenings", "lenka", "church hall; poruba", "", True),
        Q("t", "When did Roisin adopt her dog?", "2024-01-07", "dog", "dog; sunday", "relative-date"),
        Q("s", "Where did Roisin and Donnacha get their dog?", "from the rescue centre in Bandon", "dog", "rescue centre; bandon", ""),
        Q("s", "What kind of dog is Mossy?", "a deerhound cross", "mossy", "deerhound cross", "", True),
        Q("s", "Where does Mossy sleep?", "on Donnacha's side of the bed", "donnacha", "side; bed", "pronoun"),
        Q("s", "How many flu jabs did Roisin's pharmacy give in December 2023?", "over four hundred", "jabs", "four hundred; flu jabs", ""),
        Q("s", "Which tram line did Zdenek drive in January 2024?", "line 4", "line4", "line 4", "", True),
        Q("s", "How long had Zdenek been driving line 4 by January 2024?", "eleven years", "line4", "eleven years", "fragment"),
        Q("t", "When was Lenka's second baby due?", "2024-09", "pregnant", "pregnant; september", "human-date"),
        Q("t", "When did Mossy walk past the neighbour's cat without shaking?", "2024-03-06", "brave", "cat; wednesday", "relative-date pronoun"),
        Q("t", "When did Roisin have her first sea kayaking lesson?", "2024-03-02", "kayak", "sea kayaking; saturday", "relative-date"),
        Q("s", "How many times did Roisin fall in at her first kayaking lesson?", "twice", "kayak", "fell; twice", ""),
        Q("s", "What does Roisin's mother think of the kayaking?", "that Roisin has lost her mind", "mam-opinion", "mam; lost; mind", "pronoun"),
        Q("s", "Where was Roisin's mother on the waiting list for a hip replacement?", "in Cork", "hip", "hip replacement; cork", ""),
        Q("t", "When did Zdenek's choir sing at a concert?", "2024-03-31", "concert", "concert; easter sunday", "human-date"),
        Q("t", "When did Donnacha propose to Roisin?", "2024-05-19", "proposed", "proposed; sunday", "relative-date"),
        Q("s", "Where did Donnacha propose?", "on the cliff walk at Sandycove", "proposed", "cliff walk; sandycove", ""),
        Q("s", "Where is Donnacha from?", "Dingle", "dingle", "home place; dingle", "third-person-fact", True),
        Q("t", "When did Zdenek and Lenka find out their baby was a girl?", "2024-05-20", "girl", "girl; monday", "relative-date"),
        Q("s", "Who is Bára named after?", "Zdenek's grandmother", "girl", "grandmother", "pronoun"),
        Q("s", "How did Zdenek's Easter concert go?", "he sang a small solo, his voice did not crack and Lenka cried", "solo", "solo; crack", ""),
        Q("s", "Why did Roisin become head pharmacist?", "because Maura was retiring", "head", "maura; retiring", ""),
        Q("t", "From when was Roisin head pharmacist?", "2024-07", "head", "head pharmacist; july", "human-date"),
        Q("t", "When was Zdenek in hospital with appendicitis?", "2024-08-03", "appendix", "appendicitis; two weeks ago", "relative-date"),
        Q("s", "How long was Zdenek told not to lift anything after his operation?", "six weeks", "lift", "lift; six weeks", "fragment"),
        Q("s", "Where do Lenka's parents live?", "Olomouc", "olomouc", "parents; olomouc", "third-person-fact", True),
        Q("s", "What did Lenka's father cook every day while helping out?", "goulash", "olomouc", "goulash", ""),
        Q("t", "In which month did Roisin's mother have her hip replaced?", "2024-07", "mam-hip", "hip; last month", "relative-date"),
        Q("t", "When did Roisin paddle round to Charles Fort with the club?", "2024-08", "fort", "charles fort; last weekend", "relative-date"),
        Q("s", "How long did the paddle to Charles Fort take?", "three hours", "fort", "three hours", "pronoun"),
        Q("t", "When was Bára born?", "2024-09-24", "bara", "born; 24th; september", "human-date"),
        Q("s", "How much did Bára weigh at birth?", "3.1 kilos", "weight", "3.1 kilos", ""),
        Q("s", "What does Matěj keep trying to give his baby sister?", "his crisps", "crisps", "crisps", "pronoun"),
        Q("t", "When did Zdenek go back to work after his appendicitis?", "2024-10-01", "instructor", "1st of october; tram drivers", "human-date"),
        Q("s", "What is Zdenek's job since October 2024?", "he trains new tram drivers as an instructor", "instructor", "train new tram drivers|instructor", "latest", True),
        Q("t", "When did Zdenek's first students start?", "2024-11-04", "students", "students; monday", "relative-date"),
        Q("s", "Where did Roisin and Donnacha buy a house?", "in Cobh", "cobh", "house; cobh", "", True),
        Q("s", "What can Roisin see from her kitchen in Cobh?", "the cruise ships", "view", "cruise ships; kitchen", ""),
        Q("t", "What date is Roisin's wedding?", "2025-06-14", "date", "14th of june; dingle", "human-date"),
        Q("t", "When did Roisin move into the house in Cobh?", "2024-12-07", "moved", "moved; 7th of december", "human-date"),
        Q("s", "What happened to the removal van on the day Roisin moved to Cobh?", "it got stuck on the hill for an hour", "van", "van; stuck; hill", ""),
        Q("s", "What is Mossy afraid of in the new house?", "the ship horns", "horns", "ship horns", "pronoun"),
        Q("t", "When did Roisin buy her wedding dress?", "2025-02-08", "dress", "dress; saturday", "relative-date"),
        Q("s", "How many of Zdenek's first tram students passed their test?", "all six", "passed", "six; passed", ""),
        Q("s", "Where is Zdenek's choir going to a competition in May 2025?", "Graz", "graz", "competition; graz", ""),
        Q("s", "What did Roisin's friend call her after the paddle to Charles Fort?", "a real sailor", "sailor", "real sailor", "second-person"),
        Q("s", "Roisin asks: what is my dog afraid of in Cobh?", "the ship horns", "horns", "ship horns", "first-person-question"),
        Q("s", "What was Zdenek in hospital with two years ago?", "appendicitis", "appendix", "appendicitis", "relative-question-date"),
        Q("m", "How many children does Zdenek have, and what are their names?", "two, Matěj and Bára", "matej bara", {"matej": "matěj", "bara": "bára; born"}, "latest event-chain", True),
        Q("m", "How did Zdenek's job change during 2024?", "from driving line 4 to training new tram drivers", "line4 instructor", {"line4": "line 4", "instructor": "train new tram drivers|instructor"}, "latest event-chain", True),
        Q("m", "How old was Bára when she started crawling?", "about four and a half months", "bara crawl", {"bara": "24th of september", "crawl": "crawling"}, "event-chain"),
        Q("m", "How long after Donnacha's proposal is the wedding?", "about thirteen months, 19 May 2024 to 14 June 2025", "proposed date", {"proposed": "proposed", "date": "14th of june"}, "event-chain"),
        Q("m", "Was Zdenek back at work before Bára was born?", "no, Bára was born on 24 September and he went back on 1 October", "bara instructor", {"bara": "24th of september", "instructor": "1st of october"}, "event-chain"),
        Q("o", "In which country is the pharmacy where Roisin works?", "Ireland", "jabs", "kinsale", ""),
        Q("o", "In which country does Zdenek drive trams?", "the Czech Republic", "matej", "ostrava", ""),
        Q("o", "In which Irish county is Dingle, where Roisin will marry?", "Kerry", "date", "dingle", ""),
    ],
)
CONVERSATIONS.append(ROISIN_ZDENEK)


SENTENCES += []


if __name__ == "__main__":
    sys.exit(main())
