# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the sixth development recall set (this folder; the sixth blind held-out set until
2026-12-05) from the hand-written material.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
Unlike the earlier blind sets, most of it is written in proper case and full sentences, the
way two friends write to each other in a long dated chat; one pair chat is lower-case
texting and one assistant chat has a user who types casually. This script (with
``bench/_handwritten.py``, the format the hand-written sets share) only numbers turns,
resolves the turn labels that questions point at, checks the labels against the scorer's
rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-dev6/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev6/write.py --check  # fail if they differ

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
        "hand (bench/data/recall-dev6/write.py), written blind to the extractor rules, "
        "the dev-set generator and the held-out sets' data as the sixth held-out set; "
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
Zdenek: Progress! Did you start the currach rowing?
Roisin: I did! I had my first currach lesson on the harbour last Saturday. I fell in twice and the water was freezing. {kayak}
Zdenek: Twice! You are brave. I would stay on the beach with a coffee.
Roisin: The instructor says everyone falls in. My mam thinks I've lost my mind, rowing in January. {mam-opinion}
Zdenek: Mothers always think that. How is her hip?
Roisin: She's on the waiting list for a hip replacement in Mallow. Maybe in the summer, they say. {hip}
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
Zdenek: Ha. How is the currach club?
Roisin: We rowed all the way round to Charles Fort last weekend, the whole club. Three hours! {fort}
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
Roisin: I bought my dress on Saturday in Clonakilty! My mam came and cried, and so did I. {dress}
Zdenek: I'm sure you look beautiful. Lenka says hello.
Roisin: Hello to Lenka! How are your students?
Zdenek: All six passed their test in January. Now I have a new group of eight. {passed}
Roisin: Well done, teacher! Are you still singing?
Zdenek: Yes, and the choir is going to a competition in Graz in May. I'm a bit nervous. {graz}
Roisin: You'll be fantastic. Bring Lenka and make a trip of it!
Zdenek: That's the plan. Her mother will mind the children.
""",
    [
        Q(
            "t",
            "When did Zdenek start singing in a men's choir?",
            "2024-01-09",
            "choir",
            "choir; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "Why did Zdenek join a choir?",
            "Lenka said he sings too loudly in the shower",
            "lenka",
            "loudly; shower",
            "",
        ),
        Q(
            "s",
            "Where does Zdenek's choir rehearse?",
            "in a church hall in Poruba, on Tuesday evenings",
            "lenka",
            "church hall; poruba",
            "",
            True,
        ),
        Q(
            "t",
            "When did Roisin adopt her dog?",
            "2024-01-07",
            "dog",
            "dog; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "Where did Roisin and Donnacha get their dog?",
            "from the rescue centre in Bandon",
            "dog",
            "rescue centre; bandon",
            "",
        ),
        Q(
            "s",
            "What kind of dog is Mossy?",
            "a deerhound cross",
            "mossy",
            "deerhound cross",
            "",
            True,
        ),
        Q(
            "s",
            "Where does Mossy sleep?",
            "on Donnacha's side of the bed",
            "donnacha",
            "side; bed",
            "pronoun",
        ),
        Q(
            "s",
            "How many flu jabs did Roisin's pharmacy give in December 2023?",
            "over four hundred",
            "jabs",
            "four hundred; flu jabs",
            "",
        ),
        Q(
            "s",
            "Which tram line did Zdenek drive in January 2024?",
            "line 4",
            "line4",
            "line 4",
            "",
            True,
        ),
        Q(
            "s",
            "How long had Zdenek been driving line 4 by January 2024?",
            "eleven years",
            "line4",
            "eleven years",
            "fragment",
        ),
        Q(
            "t",
            "When was Lenka's second baby due?",
            "2024-09",
            "pregnant",
            "pregnant; september",
            "human-date",
        ),
        Q(
            "t",
            "When did Mossy walk past the neighbour's cat without shaking?",
            "2024-03-06",
            "brave",
            "cat; wednesday",
            "relative-date pronoun",
        ),
        Q(
            "t",
            "When did Roisin have her first currach lesson?",
            "2024-03-02",
            "kayak",
            "currach; saturday",
            "relative-date",
        ),
        Q(
            "s",
            "How many times did Roisin fall in at her first currach lesson?",
            "twice",
            "kayak",
            "fell; twice",
            "",
        ),
        Q(
            "s",
            "What does Roisin's mother think of the currach rowing?",
            "that Roisin has lost her mind",
            "mam-opinion",
            "mam; lost; mind",
            "pronoun",
        ),
        Q(
            "s",
            "Where was Roisin's mother on the waiting list for a hip replacement?",
            "in Mallow",
            "hip",
            "hip replacement; mallow",
            "",
        ),
        Q(
            "t",
            "When did Zdenek's choir sing at a concert?",
            "2024-03-31",
            "concert",
            "concert; easter sunday",
            "human-date",
        ),
        Q(
            "t",
            "When did Donnacha propose to Roisin?",
            "2024-05-19",
            "proposed",
            "proposed; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "Where did Donnacha propose?",
            "on the cliff walk at Sandycove",
            "proposed",
            "cliff walk; sandycove",
            "",
        ),
        Q(
            "s",
            "Where is Donnacha from?",
            "Dingle",
            "dingle",
            "home place; dingle",
            "third-person-fact",
            True,
        ),
        Q(
            "t",
            "When did Zdenek and Lenka find out their baby was a girl?",
            "2024-05-20",
            "girl",
            "girl; monday",
            "relative-date",
        ),
        Q(
            "s",
            "Who is Bára named after?",
            "Zdenek's grandmother",
            "girl",
            "grandmother",
            "pronoun",
        ),
        Q(
            "s",
            "How did Zdenek's Easter concert go?",
            "he sang a small solo, his voice did not crack and Lenka cried",
            "solo",
            "solo; crack",
            "",
        ),
        Q(
            "s",
            "Why did Roisin become head pharmacist?",
            "because Maura was retiring",
            "head",
            "maura; retiring",
            "",
        ),
        Q(
            "t",
            "From when was Roisin head pharmacist?",
            "2024-07",
            "head",
            "head pharmacist; july",
            "human-date",
        ),
        Q(
            "t",
            "When was Zdenek in hospital with appendicitis?",
            "2024-08-03",
            "appendix",
            "appendicitis; two weeks ago",
            "relative-date",
        ),
        Q(
            "s",
            "How long was Zdenek told not to lift anything after his operation?",
            "six weeks",
            "lift",
            "lift; six weeks",
            "fragment",
        ),
        Q(
            "s",
            "Where do Lenka's parents live?",
            "Olomouc",
            "olomouc",
            "parents; olomouc",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What did Lenka's father cook every day while helping out?",
            "goulash",
            "olomouc",
            "goulash",
            "",
        ),
        Q(
            "t",
            "In which month did Roisin's mother have her hip replaced?",
            "2024-07",
            "mam-hip",
            "hip; last month",
            "relative-date",
        ),
        Q(
            "t",
            "When did Roisin row round to Charles Fort with the club?",
            "2024-08",
            "fort",
            "charles fort; last weekend",
            "relative-date",
        ),
        Q(
            "s",
            "How long did the row to Charles Fort take?",
            "three hours",
            "fort",
            "three hours",
            "pronoun",
        ),
        Q("t", "When was Bára born?", "2024-09-24", "bara", "born; 24th; september", "human-date"),
        Q("s", "How much did Bára weigh at birth?", "3.1 kilos", "weight", "3.1 kilos", ""),
        Q(
            "s",
            "What does Matěj keep trying to give his baby sister?",
            "his crisps",
            "crisps",
            "crisps",
            "pronoun",
        ),
        Q(
            "t",
            "When did Zdenek go back to work after his appendicitis?",
            "2024-10-01",
            "instructor",
            "1st of october; tram drivers",
            "human-date",
        ),
        Q(
            "s",
            "What is Zdenek's job since October 2024?",
            "he trains new tram drivers as an instructor",
            "instructor",
            "train new tram drivers|instructor",
            "latest",
            True,
        ),
        Q(
            "t",
            "When did Zdenek's first students start?",
            "2024-11-04",
            "students",
            "students; monday",
            "relative-date",
        ),
        Q(
            "s",
            "Where did Roisin and Donnacha buy a house?",
            "in Cobh",
            "cobh",
            "house; cobh",
            "",
            True,
        ),
        Q(
            "s",
            "What can Roisin see from her kitchen in Cobh?",
            "the cruise ships",
            "view",
            "cruise ships; kitchen",
            "",
        ),
        Q(
            "t",
            "What date is Roisin's wedding?",
            "2025-06-14",
            "date",
            "14th of june; dingle",
            "human-date",
        ),
        Q(
            "t",
            "When did Roisin move into the house in Cobh?",
            "2024-12-07",
            "moved",
            "moved; 7th of december",
            "human-date",
        ),
        Q(
            "s",
            "What happened to the removal van on the day Roisin moved to Cobh?",
            "it got stuck on the hill for an hour",
            "van",
            "van; stuck; hill",
            "",
        ),
        Q(
            "s",
            "What is Mossy afraid of in the new house?",
            "the ship horns",
            "horns",
            "ship horns",
            "pronoun",
        ),
        Q(
            "t",
            "When did Roisin buy her wedding dress?",
            "2025-02-08",
            "dress",
            "dress; saturday",
            "relative-date",
        ),
        Q(
            "s",
            "How many of Zdenek's first tram students passed their test?",
            "all six",
            "passed",
            "six; passed",
            "",
        ),
        Q(
            "s",
            "Where is Zdenek's choir going to a competition in May 2025?",
            "Graz",
            "graz",
            "competition; graz",
            "",
        ),
        Q(
            "s",
            "What did Roisin's friend call her after the row to Charles Fort?",
            "a real sailor",
            "sailor",
            "real sailor",
            "second-person",
        ),
        Q(
            "s",
            "Roisin asks: what is my dog afraid of in Cobh?",
            "the ship horns",
            "horns",
            "ship horns",
            "first-person-question",
        ),
        Q(
            "s",
            "What was Zdenek in hospital with two years ago?",
            "appendicitis",
            "appendix",
            "appendicitis",
            "relative-question-date",
        ),
        Q(
            "m",
            "How many children does Zdenek have, and what are their names?",
            "two, Matěj and Bára",
            "matej bara",
            {"matej": "matěj", "bara": "bára; born"},
            "latest event-chain",
            True,
        ),
        Q(
            "m",
            "How did Zdenek's job change during 2024?",
            "from driving line 4 to training new tram drivers",
            "line4 instructor",
            {"line4": "line 4", "instructor": "train new tram drivers|instructor"},
            "latest event-chain",
            True,
        ),
        Q(
            "m",
            "How old was Bára when she started crawling?",
            "about four and a half months",
            "bara crawl",
            {"bara": "24th of september", "crawl": "crawling"},
            "event-chain",
        ),
        Q(
            "m",
            "How long after Donnacha's proposal is the wedding?",
            "about thirteen months, 19 May 2024 to 14 June 2025",
            "proposed date",
            {"proposed": "proposed", "date": "14th of june"},
            "event-chain",
        ),
        Q(
            "m",
            "Was Zdenek back at work before Bára was born?",
            "no, Bára was born on 24 September and he went back on 1 October",
            "bara instructor",
            {"bara": "24th of september", "instructor": "1st of october"},
            "event-chain",
        ),
        Q(
            "o",
            "In which country is the pharmacy where Roisin works?",
            "Ireland",
            "jabs",
            "kinsale",
            "",
        ),
        Q(
            "o",
            "In which country does Zdenek drive trams?",
            "the Czech Republic",
            "matej",
            "ostrava",
            "",
        ),
        Q(
            "o",
            "In which Irish county is Dingle, where Roisin will marry?",
            "Kerry",
            "date",
            "dingle",
            "",
        ),
    ],
)
CONVERSATIONS.append(ROISIN_ZDENEK)

NOMVULA_ANNELIESE = Conv(
    "pair",
    "timestamped_lines",
    ["Nomvula", "Anneliese"],
    """
@ 2024-02-04
Nomvula: Hi Anneliese! It's been ages. How are you doing?
Anneliese: Nomvula! So good to hear from you. Honestly, it's been a hard month. Florian and I decided to separate, and he moved out on Thursday. {separate}
Nomvula: Oh, Anneliese, I'm so sorry. Are you okay?
Anneliese: Sad, but it was the right decision. Twelve years is a long time, but we were more like flatmates at the end. {twelve}
Nomvula: That takes courage. I'm proud of you for being honest with yourself.
Anneliese: Thank you, that means a lot. At least the vet clinic keeps me busy. We had three dogs with parvovirus this week. {parvo}
Nomvula: Oh no, poor things. You vet nurses are the unsung heroes. {vetnurse}
Anneliese: Ha, tell that to my feet. What about you? How is the radio life?
Nomvula: Crazy as always. I produce the breakfast show on a Durban station now, so my alarm goes off at half past three. {breakfast}
Anneliese: Half past three! That's the middle of the night.
Nomvula: It is, but I love it. And Sipho started Grade 1 on Wednesday! {grade1}
Anneliese: Little Sipho in school! Did he cry?
Nomvula: Not at all. He walked in without looking back. I was the one who cried in the car. {cried}
Anneliese: Of course you did. Send me a photo of him in his uniform!
@ 2024-04-17
Anneliese: Nomvula, I did something a bit crazy. I adopted a dog from the clinic on Saturday. {adopt}
Nomvula: That's not crazy at all! Tell me everything.
Anneliese: He's an old pug, eleven years old and nearly blind. His owner died and nobody wanted him. I've named him Knödel. {knodel}
Nomvula: Knödel! Is that a dumpling? I love him already.
Anneliese: Yes, a dumpling, and he's shaped like one. He snores louder than Florian did. {snore}
Nomvula: Ha! The flat won't feel empty now.
Anneliese: Exactly. How are you? How is the breakfast show?
Nomvula: Good! We won a regional radio award for the show last Thursday. {award}
Anneliese: Congratulations! You must be so proud.
Nomvula: I am. My boss took the whole team out for curry to celebrate. And I've started surfing lessons at Umhlanga, every Sunday morning. {surf}
Anneliese: Surfing! Can you stand up yet?
Nomvula: For about two seconds. My instructor says I have good balance but no patience. {balance}
Anneliese: That sounds like you! Be careful of the sharks.
Nomvula: There are nets, don't worry. My mother worries enough for all of us.
@ 2024-07-06
Nomvula: Hi Anneliese! How are you and Knödel?
Anneliese: We're both good. He comes to the clinic with me every day now, and the patients love him. {clinic}
Nomvula: Of course they do. Any other news?
Anneliese: Well... I met someone. His name is Matthias, and he's a mountain rescue volunteer. {matthias}
Nomvula: Anneliese! How did you meet?
Anneliese: I twisted my knee on a hike above Mutters two weeks ago, and his team carried me down. He visited me the next day with flowers. {knee}
Nomvula: That's the most romantic injury I've ever heard of! Is your knee okay?
Anneliese: It's a torn ligament, so I'm on crutches for another month. Knödel doesn't mind, he walks slowly anyway. {ligament}
Nomvula: The perfect walking partner. I have news too. My mother is moving in with us in August. Her sugar levels have been bad, and she shouldn't live alone. {mother}
Anneliese: That's a big change. How does Sipho feel about it?
Nomvula: He's thrilled, because Gogo spoils him with sweets. That's part of the problem! {gogo}
Anneliese: Ha! And the surfing?
Nomvula: I stood up for a whole wave last Sunday! The instructor clapped. {wave}
Anneliese: Brilliant! I knew you'd get there.
@ 2024-10-10
Anneliese: Nomvula, how is it going with your mother at home?
Nomvula: Better than I expected. She moved in on the 3rd of August, and she cooks every night, so I'm not complaining. {moved-in}
Anneliese: That sounds lovely. Is her diabetes under control now?
Nomvula: Much better. The doctor was happy with her at her check-up on Monday. {checkup}
Anneliese: I'm so glad. My knee is healed, by the way. I walked up to the Hungerburg with Matthias on Sunday. {hungerburg}
Nomvula: Look at you! So it's serious with Matthias?
Anneliese: It's getting serious. He wants me to meet his parents in Bolzano next month. {bolzano}
Nomvula: Meeting the parents! Are you nervous?
Anneliese: Very. His mother is a retired notary and she notices everything. {notary}
Nomvula: Just bring Knödel. Nobody can say no to a pug.
Anneliese: Good idea. How is work?
Nomvula: Big news: I'm moving to the afternoon show as senior producer from January. No more alarms at half past three! {senior}
Anneliese: That's fantastic! You've earned some sleep.
Nomvula: I really have. Sipho is happy too, because I can fetch him from school.
@ 2025-01-19
Nomvula: Happy New Year, Anneliese! How was Christmas?
Anneliese: Lovely, but sad too. Knödel died on the 29th of December. He went to sleep and didn't wake up. {died}
Nomvula: Oh no, I'm so sorry. He had such a good last year with you.
Anneliese: Thank you. That's what Matthias says too. I only had him for eight months, but it felt like years. {eight}
Nomvula: You gave him a home when nobody else would. That's beautiful.
Anneliese: We buried him under the apple tree in Matthias's garden. {apple}
Nomvula: That's a lovely spot. Have you moved in with Matthias?
Anneliese: Not yet, but we're looking for a flat together in Innsbruck. And his parents liked me! His mother even gave me her Kaiserschmarrn recipe. {recipe}
Nomvula: That's a sign of true love! I'm so happy for you.
Anneliese: How was your first week on the afternoon show?
Nomvula: Amazing. I slept until seven on Monday and felt like a new person. {sleep}
Anneliese: Seven! Luxury. How is your mum?
Nomvula: She's well. She turned 75 on Friday and we had a big family lunch. {75}
Anneliese: Happy birthday to her! Did Sipho make her a card?
Nomvula: He made her a crown out of cardboard, and she wore it all afternoon. {crown}
@ 2025-05-10
Anneliese: Nomvula! I have big news. Matthias and I got engaged on Easter Monday! {engaged}
Nomvula: Anneliese, that's wonderful! Congratulations! How did he ask?
Anneliese: On top of the Patscherkofel at sunrise. He'd carried a bottle of sparkling wine all the way up. {patscherkofel}
Nomvula: That's so romantic. Have you set a date?
Anneliese: Not yet, maybe next spring. And we moved into our flat in Wilten on the 1st of March. {wilten}
Nomvula: A new home and a fiancé! What a year.
Anneliese: I'm even thinking about a dog again. Another old one, from the clinic.
Nomvula: Knödel would approve. We have a new family member too. Sipho begged for a kitten, so we got one from the SPCA two weeks ago. {kitten}
Anneliese: A kitten! What's her name?
Nomvula: Sipho named her Mielie, because she's yellow like a corn cob. {mielie}
Anneliese: Mielie is perfect. How is the surfing?
Nomvula: I entered my first competition last weekend, the beginners' contest at Umhlanga. I came fourth out of twenty! {contest}
Anneliese: Fourth! You're amazing. From two seconds to a competition in a year.
Nomvula: I think my patience finally grew. Mum came to watch with a flask of tea.
""",
    [
        Q(
            "t",
            "When did Florian move out?",
            "2024-02-01",
            "separate",
            "moved out; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "How long were Anneliese and Florian together?",
            "twelve years",
            "twelve",
            "twelve years",
            "fragment",
        ),
        Q(
            "s",
            "What did Anneliese's clinic treat three dogs for in early 2024?",
            "parvovirus",
            "parvo",
            "parvovirus",
            "",
        ),
        Q(
            "s",
            "What is Anneliese's job, according to Nomvula?",
            "a vet nurse",
            "vetnurse",
            "vet nurses",
            "second-person",
            True,
        ),
        Q(
            "s",
            "Which show did Nomvula produce in early 2024?",
            "the breakfast show on a Durban station",
            "breakfast",
            "breakfast show",
            "",
            True,
        ),
        Q(
            "s",
            "What time did Nomvula's alarm go off when she produced the breakfast show?",
            "half past three",
            "breakfast",
            "half past three",
            "",
        ),
        Q(
            "t",
            "When did Sipho start Grade 1?",
            "2024-01-31",
            "grade1",
            "grade 1; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "Who cried when Sipho started school?",
            "Nomvula, in the car",
            "cried",
            "cried; car",
            "pronoun",
        ),
        Q(
            "t",
            "When did Anneliese adopt her dog?",
            "2024-04-13",
            "adopt",
            "adopted; saturday",
            "relative-date",
        ),
        Q(
            "s",
            "What kind of dog is Knödel?",
            "an old pug, eleven and nearly blind",
            "knodel",
            "pug",
            "",
            True,
        ),
        Q(
            "s",
            "Why did nobody have Knödel before Anneliese adopted him?",
            "his owner died and nobody wanted him",
            "knodel",
            "owner died",
            "pronoun",
        ),
        Q(
            "s",
            "Who snores louder than Florian did?",
            "Knödel",
            "snore",
            "snores; florian",
            "pronoun",
        ),
        Q(
            "t",
            "When did Nomvula's show win a regional radio award?",
            "2024-04-11",
            "award",
            "award; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "How did Nomvula's boss celebrate the award?",
            "took the whole team out for curry",
            "surf",
            "curry",
            "",
        ),
        Q(
            "s",
            "Where does Nomvula take surfing lessons?",
            "at Umhlanga, every Sunday morning",
            "surf",
            "surfing; umhlanga",
            "",
            True,
        ),
        Q(
            "s",
            "What does Nomvula's surfing instructor say about her?",
            "good balance but no patience",
            "balance",
            "balance; patience",
            "pronoun",
        ),
        Q(
            "s",
            "Who is Matthias?",
            "a mountain rescue volunteer, Anneliese's partner and later fiancé",
            "matthias",
            "mountain rescue",
            "third-person-fact",
            True,
        ),
        Q(
            "t",
            "When did Anneliese twist her knee?",
            "2024-06-22",
            "knee",
            "knee; two weeks ago",
            "relative-date",
        ),
        Q(
            "s",
            "Where did Anneliese hurt her knee?",
            "on a hike above Mutters",
            "knee",
            "hike; mutters",
            "",
        ),
        Q(
            "s",
            "What was wrong with Anneliese's knee?",
            "a torn ligament",
            "ligament",
            "torn ligament",
            "pronoun",
        ),
        Q(
            "s",
            "Why did Nomvula's mother move in with her?",
            "her sugar levels were bad and she shouldn't live alone",
            "mother",
            "sugar levels; alone",
            "",
        ),
        Q(
            "s",
            "Why is Sipho thrilled that his grandmother is moving in?",
            "she spoils him with sweets",
            "gogo",
            "spoils; sweets",
            "pronoun",
        ),
        Q(
            "t",
            "When did Nomvula first stand up for a whole wave?",
            "2024-06-30",
            "wave",
            "whole wave; sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Nomvula's mother move in with her?",
            "2024-08-03",
            "moved-in",
            "moved; 3rd of august",
            "human-date",
        ),
        Q(
            "t",
            "When was Nomvula's mother's check-up?",
            "2024-10-07",
            "checkup",
            "check-up; monday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Anneliese walk up to the Hungerburg with Matthias?",
            "2024-10-06",
            "hungerburg",
            "hungerburg; sunday",
            "relative-date",
        ),
        Q(
            "t",
            "In which month was Anneliese to meet Matthias's parents?",
            "2024-11",
            "bolzano",
            "parents; next month",
            "relative-date",
        ),
        Q(
            "s",
            "Where do Matthias's parents live?",
            "Bolzano",
            "bolzano",
            "parents; bolzano",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What did Matthias's mother do for a living?",
            "she was a notary, now retired",
            "notary",
            "retired notary",
            "third-person-fact",
            True,
        ),
        Q(
            "t",
            "From when was Nomvula senior producer of the afternoon show?",
            "2025-01",
            "senior",
            "afternoon show; january",
            "human-date",
        ),
        Q(
            "t",
            "When did Knödel die?",
            "2024-12-29",
            "died",
            "died; 29th of december",
            "human-date",
        ),
        Q(
            "s",
            "Where is Knödel buried?",
            "under the apple tree in Matthias's garden",
            "apple",
            "apple tree; garden",
            "pronoun",
        ),
        Q(
            "s",
            "What did Matthias's mother give Anneliese?",
            "her Kaiserschmarrn recipe",
            "recipe",
            "kaiserschmarrn",
            "",
        ),
        Q(
            "t",
            "When did Nomvula's mother turn 75?",
            "2025-01-17",
            "75",
            "75; friday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Sipho make for his grandmother's 75th birthday?",
            "a crown out of cardboard",
            "crown",
            "crown; cardboard",
            "",
        ),
        Q(
            "t",
            "When did Anneliese and Matthias get engaged?",
            "2025-04-21",
            "engaged",
            "engaged; easter monday",
            "human-date",
        ),
        Q(
            "s",
            "Where did Matthias propose?",
            "on top of the Patscherkofel at sunrise",
            "patscherkofel",
            "patscherkofel; sunrise",
            "",
        ),
        Q(
            "t",
            "When did Anneliese and Matthias move into their flat?",
            "2025-03-01",
            "wilten",
            "flat; 1st of march",
            "human-date",
        ),
        Q(
            "s",
            "In which part of Innsbruck do Anneliese and Matthias live?",
            "Wilten",
            "wilten",
            "wilten",
            "latest",
            True,
        ),
        Q(
            "t",
            "When did Nomvula's family get a kitten?",
            "2025-04-26",
            "kitten",
            "kitten; two weeks ago",
            "relative-date",
        ),
        Q(
            "s",
            "What is the kitten called and why?",
            "Mielie, because she's yellow like a corn cob",
            "mielie",
            "mielie; corn cob",
            "pronoun",
            True,
        ),
        Q(
            "s",
            "How did Nomvula do in her first surfing competition?",
            "fourth out of twenty",
            "contest",
            "fourth; twenty",
            "",
        ),
        Q(
            "s",
            "Nomvula asks: what did my son name our kitten?",
            "Mielie",
            "mielie",
            "mielie",
            "first-person-question",
        ),
        Q(
            "s",
            "What did Anneliese adopt two years ago?",
            "an old pug, Knödel",
            "knodel",
            "pug; knödel",
            "relative-question-date",
        ),
        Q(
            "s",
            "What did Nomvula's show win two years ago?",
            "a regional radio award",
            "award",
            "regional radio award",
            "relative-question-date",
        ),
        Q(
            "m",
            "How long did Anneliese have Knödel?",
            "about eight and a half months, from April to 29 December 2024",
            "adopt died",
            {"adopt": "adopted", "died": "29th of december"},
            "event-chain",
        ),
        Q(
            "m",
            "Who did Anneliese live with at the start of 2024, and who with in May 2025?",
            "with her husband Florian until he moved out, then with Matthias in Wilten",
            "separate wilten",
            {"separate": "florian; moved out", "wilten": "flat; wilten"},
            "latest event-chain",
            True,
        ),
        Q(
            "m",
            "How did Nomvula's working hours change from 2024 to 2025?",
            "from the breakfast show with a 3:30 alarm to the afternoon show, sleeping until seven",
            "breakfast senior sleep",
            {
                "breakfast": "breakfast show; half past three",
                "senior": "afternoon show",
                "sleep": "seven",
            },
            "latest event-chain",
        ),
        Q(
            "m",
            "How long after hurting her knee did Anneliese walk up to the Hungerburg?",
            "about three and a half months",
            "knee hungerburg",
            {"knee": "knee; two weeks ago", "hungerburg": "hungerburg"},
            "event-chain",
        ),
        Q(
            "m",
            "How did Nomvula's surfing go from April 2024 to May 2025?",
            "standing for two seconds, then a whole wave, then fourth in a beginners' contest",
            "balance wave contest",
            {"balance": "two seconds", "wave": "whole wave", "contest": "fourth"},
            "event-chain",
        ),
        Q("o", "In which country does Nomvula live?", "South Africa", "breakfast", "durban", ""),
        Q(
            "o",
            "In which country do Anneliese and Matthias live?",
            "Austria",
            "recipe",
            "innsbruck",
            "",
        ),
        Q("o", "In which country do Matthias's parents live?", "Italy", "bolzano", "bolzano", ""),
    ],
)
CONVERSATIONS.append(NOMVULA_ANNELIESE)

CRESSIDA_SEUN = Conv(
    "pair",
    "named_json",
    ["Cressida", "Seun"],
    """
@ 2023-12-16
Seun: Hi Cressida! Merry almost-Christmas from Ibadan. How are you?
Cressida: Seun! Merry Christmas! I'm exhausted but happy. School finished for the summer yesterday, so I have six weeks off. {holidays}
Seun: Six weeks! Teachers have the best life.
Cressida: Ha! Come and teach thirty Year 3s and then say that again. {year3}
Seun: No thank you, I'll stick to bridges. Speaking of which, I have news. I got the job in Calgary! {calgary}
Cressida: Seun, that's amazing! With the engineering firm you interviewed with in October?
Seun: Yes, the same one. I'll be designing pedestrian bridges. I fly out on the 20th of January. {bridges}
Cressida: Congratulations! Have you ever even seen snow?
Seun: Never! My mother is already knitting me three scarves. {scarves}
Cressida: That's so sweet. You'll need all three. I have news too. Briony and I started IVF last month. {ivf}
Seun: Oh Cressida, I'm sending you both all my good wishes. How are you feeling?
Cressida: Hopeful and a bit scared. The first transfer is in February, so we're trying to stay calm. {transfer}
Seun: You two are the calmest people I know. It will go well, I can feel it.
Cressida: Thank you, Seun. That means a lot.
@ 2024-03-23
Cressida: Seun! How is Calgary? Are you frozen?
Seun: Almost! It was minus thirty-two on my second day and my eyelashes froze. But I love it here. {minus}
Cressida: Minus thirty-two! I can't even imagine it. How's the job?
Seun: Great. My team is lovely, and my boss, Torunn, used to build bridges in Norway, so I'm learning a lot. {torunn}
Cressida: That's wonderful. Where are you living?
Seun: In a small flat in Kensington, near the river. I can walk to the office in twenty minutes. {kensington}
Cressida: Sounds perfect. I have news. The transfer worked! I'm pregnant, eight weeks today! {pregnant}
Seun: Cressida! That's the best news! Congratulations to you and Briony!
Cressida: Thank you! The baby is due on the 2nd of November. We told our parents last Sunday and Briony's dad cried. {due}
Seun: Of course he did. How are you feeling?
Cressida: Sick all day, not just in the morning. Dry toast is my best friend. {toast}
Seun: Poor you. I hope it passes soon.
Cressida: And I've started mandolin lessons, believe it or not. Briony thinks the baby will like music. {mandolin}
Seun: A musical baby! I love it.
@ 2024-06-29
Seun: Hi Cressida! How are you and the bump?
Cressida: Growing! I'm six months along now, and the baby kicks whenever I play the mandolin. {kicks}
Seun: The baby is a music critic already! Is it a boy or a girl?
Cressida: We decided not to find out. Briony wants a surprise. {surprise}
Seun: I love that. I have news too. I adopted a cat from a shelter three weeks ago! {cat}
Cressida: You? You always said you were a dog person! {dogperson}
Seun: I know, but my flat is too small for a dog. She's a calico called Chinook, after the warm wind here. {chinook}
Cressida: That's a gorgeous name. How's work?
Seun: Busy. My first bridge is being built over the Bow River. They poured the concrete last Tuesday. {concrete}
Cressida: Your first bridge! I'm so proud of you.
Seun: Thank you! And my dad had a knee operation in Ibadan on Monday. My sister says he's already complaining about the hospital food. {dad}
Cressida: That sounds like a good sign! Please wish him a quick recovery.
Seun: I will. How is school?
Cressida: I'm finishing at the end of term in September, and then I'm on maternity leave for a year. {leave}
@ 2024-10-19
Cressida: Seun, meet Archie! He arrived almost three weeks early, on the 15th of October. {archie}
Seun: Cressida! Congratulations! He's beautiful. How are you and Briony?
Cressida: Tired and in love. He was born at the Launceston General at four in the morning, after a very long night. {born}
Seun: Welcome to the world, Archie. Why Archie?
Cressida: It was Briony's grandfather's name. And his middle name is Tamar, after the river. {name}
Seun: That's lovely. How much did he weigh?
Cressida: 3.4 kilos. Briony cut the cord and nearly fainted. {weight}
Seun: Ha! Give her a hug from me.
Cressida: I will. How are you? How is Chinook?
Seun: Chinook is fat and spoilt. And I have news too. I've been seeing someone. Her name is Nneoma, and she's a nurse at the children's hospital. {nneoma}
Cressida: Seun! How did you meet?
Seun: At the Nigerian church in Calgary. She was handing out food at the harvest festival and gave me three plates. {met}
Cressida: That's so sweet. I want to hear everything.
Seun: Next time. Go and sleep while Archie sleeps!
@ 2025-02-08
Seun: Hi Cressida! How is little Archie?
Cressida: He's wonderful. He smiled at me for the first time at Christmas, and now he laughs at the dog next door. {smile}
Seun: Ha, the dog must be very funny. How are you sleeping?
Cressida: Better. He sleeps six hours most nights now. But I broke my toe on Wednesday, walking into his cot in the dark. {toe}
Seun: Oh no! Is it bad?
Cressida: It's only my little toe, but I can't wear shoes. Briony is doing all the walks. {shoes}
Seun: Poor you. I have big news. Nneoma and I are engaged! I proposed on New Year's Eve at the top of the Calgary Tower. {engaged}
Cressida: Seun! Congratulations! Did she cry?
Seun: She laughed first, because I dropped the ring. Then she cried. {ring}
Cressida: That is so you. When is the wedding?
Seun: In Ibadan, on the 16th of August. Our families want a big Nigerian wedding with four hundred guests. {wedding}
Cressida: Four hundred! Can Archie and I come?
Seun: You'd better! My mother wants to meet the famous Cressida.
@ 2025-06-14
Cressida: Seun! Only two months until the wedding. How are the plans?
Seun: Chaos, but happy chaos. Nneoma's aunties are in charge of everything, so I just say yes. {aunties}
Cressida: Very wise. We booked our flights last week! We land in Nigeria on the 12th of August. {flights}
Seun: You're really coming! I'm so happy. Is Briony coming too?
Cressida: All three of us. Archie has his own passport now, with a very grumpy photo. {passport}
Seun: Ha! I need to see that photo. How is he?
Cressida: He started crawling two weeks ago and he puts everything in his mouth. Yesterday it was a mandolin pick. {crawl}
Seun: Oh no! Is he okay?
Cressida: He's fine, the pick came out the other end. And I have news: I'm going back to school in January as assistant principal. {ap}
Seun: Assistant principal! Cressida, that's brilliant!
Cressida: Thank you! Briony will take six months off to be with Archie then. {briony-leave}
Seun: You two are a great team. Nneoma sends her love.
Cressida: Love to her too. And a chin scratch for Chinook!
Seun: Chinook is asleep on my wedding suit right now. Of course. {suit}
""",
    [
        Q(
            "t",
            "When did Cressida's school finish for the summer holidays in 2023?",
            "2023-12-15",
            "holidays",
            "school finished; yesterday",
            "relative-date",
        ),
        Q(
            "s",
            "How long was Cressida's summer holiday in 2023-24?",
            "six weeks",
            "holidays",
            "six weeks",
            "fragment",
        ),
        Q("s", "Which class does Cressida teach?", "thirty Year 3s", "year3", "year 3s", "", True),
        Q(
            "s",
            "Where did Seun get a job at the end of 2023?",
            "in Calgary",
            "calgary",
            "job; calgary",
            "",
            True,
        ),
        Q(
            "s",
            "What does Seun design in his new job?",
            "pedestrian bridges",
            "bridges",
            "pedestrian bridges",
            "",
            True,
        ),
        Q(
            "t",
            "When did Seun fly out to Calgary?",
            "2024-01-20",
            "bridges",
            "fly; 20th of january",
            "human-date",
        ),
        Q(
            "s",
            "What was Seun's mother knitting for him?",
            "three scarves",
            "scarves",
            "three scarves",
            "pronoun",
        ),
        Q(
            "t",
            "In which month did Cressida and Briony start IVF?",
            "2023-11",
            "ivf",
            "ivf; last month",
            "relative-date",
        ),
        Q(
            "s",
            "How cold was it on Seun's second day in Calgary?",
            "minus thirty-two",
            "minus",
            "minus thirty-two",
            "",
        ),
        Q(
            "s",
            "Who is Torunn?",
            "Seun's boss, who used to build bridges in Norway",
            "torunn",
            "boss; torunn",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Where does Seun live in Calgary?",
            "a small flat in Kensington, near the river",
            "kensington",
            "flat; kensington",
            "",
            True,
        ),
        Q(
            "s",
            "How many weeks pregnant was Cressida on 23 March 2024?",
            "eight weeks",
            "pregnant",
            "eight weeks",
            "",
        ),
        Q(
            "t",
            "When was Cressida's baby due?",
            "2024-11-02",
            "due",
            "due; 2nd of november",
            "human-date",
        ),
        Q(
            "t",
            "When did Cressida and Briony tell their parents about the pregnancy?",
            "2024-03-17",
            "due",
            "told; parents; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "What helped Cressida with her pregnancy sickness?",
            "dry toast",
            "toast",
            "dry toast",
            "",
        ),
        Q(
            "s",
            "What instrument is Cressida learning?",
            "the mandolin",
            "mandolin",
            "mandolin lessons",
            "",
            True,
        ),
        Q(
            "s",
            "What made Cressida's baby kick during the pregnancy?",
            "when she played the mandolin",
            "kicks",
            "kicks; mandolin",
            "",
        ),
        Q(
            "s",
            "Why didn't Cressida and Briony find out if the baby was a boy or a girl?",
            "Briony wanted a surprise",
            "surprise",
            "briony; surprise",
            "pronoun",
        ),
        Q(
            "t",
            "When did Seun adopt a cat?",
            "2024-06-08",
            "cat",
            "cat; three weeks ago",
            "relative-date",
        ),
        Q(
            "s",
            "Why did Seun get a cat and not a dog?",
            "his flat is too small for a dog",
            "chinook",
            "flat; too small",
            "",
        ),
        Q(
            "s",
            "What is Seun's cat called, and why?",
            "Chinook, after the warm wind in Calgary",
            "chinook",
            "chinook; warm wind",
            "",
            True,
        ),
        Q(
            "s",
            "Over which river is Seun's first bridge being built?",
            "the Bow River",
            "concrete",
            "bow river",
            "",
        ),
        Q(
            "t",
            "When was the concrete poured for Seun's first bridge?",
            "2024-06-25",
            "concrete",
            "concrete; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Seun's father have a knee operation?",
            "2024-06-24",
            "dad",
            "knee operation; monday",
            "relative-date",
        ),
        Q(
            "s",
            "What was Seun's father complaining about after his operation?",
            "the hospital food",
            "dad",
            "hospital food",
            "pronoun",
        ),
        Q(
            "s",
            "How long is Cressida's maternity leave?",
            "a year",
            "leave",
            "maternity leave; year",
            "",
        ),
        Q("t", "When was Archie born?", "2024-10-15", "archie", "15th of october", "human-date"),
        Q(
            "s",
            "Where was Archie born?",
            "at the Launceston General",
            "born",
            "launceston general",
            "",
        ),
        Q(
            "s",
            "Who was Archie named after?",
            "Briony's grandfather",
            "name",
            "briony; grandfather",
            "pronoun",
        ),
        Q(
            "s",
            "What is Archie's middle name?",
            "Tamar, after the river",
            "name",
            "tamar",
            "",
            True,
        ),
        Q("s", "How much did Archie weigh at birth?", "3.4 kilos", "weight", "3.4 kilos", ""),
        Q(
            "s",
            "What does Nneoma do?",
            "she is a nurse at the children's hospital",
            "nneoma",
            "nurse; children's hospital",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Where did Seun meet Nneoma?",
            "at the Nigerian church in Calgary, at the harvest festival",
            "met",
            "church; harvest festival",
            "",
        ),
        Q(
            "t",
            "When did Cressida break her toe?",
            "2025-02-05",
            "toe",
            "broke; toe; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "How did Cressida break her toe?",
            "walking into Archie's cot in the dark",
            "toe",
            "cot; dark",
            "",
        ),
        Q(
            "t",
            "When did Seun propose to Nneoma?",
            "2024-12-31",
            "engaged",
            "proposed; new year's eve",
            "human-date",
        ),
        Q(
            "s",
            "Where did Seun propose?",
            "at the top of the Calgary Tower",
            "engaged",
            "calgary tower",
            "",
        ),
        Q(
            "s",
            "What did Seun drop when he proposed?",
            "the ring",
            "ring",
            "dropped; ring",
            "pronoun",
        ),
        Q("t", "When is Seun's wedding?", "2025-08-16", "wedding", "16th of august", "human-date"),
        Q(
            "s",
            "How many guests are expected at Seun's wedding?",
            "four hundred",
            "wedding",
            "four hundred guests",
            "fragment",
        ),
        Q(
            "s",
            "Who is in charge of planning Seun and Nneoma's wedding?",
            "Nneoma's aunties",
            "aunties",
            "aunties",
            "",
        ),
        Q(
            "t",
            "When do Cressida and her family land in Nigeria?",
            "2025-08-12",
            "flights",
            "12th of august",
            "human-date",
        ),
        Q(
            "t",
            "When did Archie start crawling?",
            "2025-05-31",
            "crawl",
            "crawling; two weeks ago",
            "relative-date",
        ),
        Q(
            "s",
            "What did Archie swallow on 13 June 2025?",
            "a mandolin pick",
            "crawl",
            "mandolin pick",
            "pronoun",
        ),
        Q(
            "s",
            "What job will Cressida start in January 2026?",
            "assistant principal",
            "ap",
            "assistant principal",
            "latest",
            True,
        ),
        Q(
            "s",
            "Where is Chinook sleeping on 14 June 2025?",
            "on Seun's wedding suit",
            "suit",
            "wedding suit",
            "",
        ),
        Q(
            "s",
            "Seun asks: where did I propose to Nneoma?",
            "at the top of the Calgary Tower",
            "engaged",
            "calgary tower",
            "first-person-question",
        ),
        Q(
            "s",
            "Where did Seun start a new job two years ago?",
            "in Calgary",
            "calgary",
            "calgary",
            "relative-question-date",
        ),
        Q(
            "s",
            "What does Cressida say Seun had always called himself before he got a cat?",
            "a dog person",
            "dogperson",
            "dog person",
            "second-person",
        ),
        Q(
            "m",
            "How old was Archie when Cressida broke her toe?",
            "nearly four months",
            "archie toe",
            {"archie": "15th of october", "toe": "toe; wednesday"},
            "event-chain",
        ),
        Q(
            "m",
            "How long after he moved to Calgary did Seun get engaged?",
            "about eleven months, from 20 January to New Year's Eve 2024",
            "bridges engaged",
            {"bridges": "20th of january", "engaged": "new year's eve"},
            "event-chain",
        ),
        Q(
            "m",
            "How much earlier than his due date was Archie born?",
            "18 days, on 15 October instead of 2 November",
            "due archie",
            {"due": "2nd of november", "archie": "15th of october"},
            "event-chain",
        ),
        Q(
            "m",
            "Who will look after Archie when Cressida goes back to work?",
            "Briony, who takes six months off",
            "ap briony-leave",
            {"ap": "assistant principal; january", "briony-leave": "briony; six months"},
            "latest event-chain",
        ),
        Q(
            "m",
            "Who lives with Seun in Calgary by 2025, and who will he marry?",
            "his cat Chinook; he is marrying Nneoma",
            "chinook engaged",
            {"chinook": "chinook", "engaged": "engaged"},
            "event-chain",
        ),
        Q("o", "In which country does Seun's family live?", "Nigeria", "dad", "ibadan", ""),
        Q("o", "In which Canadian province does Seun work?", "Alberta", "calgary", "calgary", ""),
        Q("o", "On which Australian island was Archie born?", "Tasmania", "born", "launceston", ""),
    ],
)
CONVERSATIONS.append(CRESSIDA_SEUN)

INGVAR_TEUILA = Conv(
    "pair",
    "timestamped_lines",
    ["Teuila", "Ingvar"],
    """
@ 2024-05-03
Teuila: ingvar!! long time. hows the edge of the world
Ingvar: windy. always windy. a gust took the door off my van on tuesday lol {van-door}
Teuila: the whole door??
Ingvar: the whole door. found it in a ditch 50 m away. hows auckland {ditch}
Teuila: good! busy. i started my nursing degree in feb, first year at uni at 31, i feel like a grandma next to the 18 year olds {nursing}
Ingvar: 31 is young. you'll be a great nurse
Teuila: aw thanks. first placement is at middlemore in june, on a surgical ward {placement}
Ingvar: scary. i'd faint
Teuila: you faint at flu jabs so yes. hows work at the salmon farm {farm}
Ingvar: same, feeding fish off a boat at 6am in the rain. ingvild says i smell like fish even after a shower {ingvild}
Teuila: lol she's probably not wrong
Ingvar: also we got a puppy! sheepdog pup from a farm on unst, 9 weeks old. called her tussa {tussa}
Teuila: TUSSA. photos now pls
Ingvar: sending. she ate my sock already {sock}
@ 2024-07-21
Ingvar: bad news. ingvild moved out on wednesday. she got a job in stavanger and didnt want to do long distance {breakup}
Teuila: oh no ingvar. im so sorry. you ok?
Ingvar: not really. 4 years. but we're still friends, kind of {fouryears}
Teuila: thats hard. who gets tussa
Ingvar: me. ingvild said tussa loves me more anyway {gets-tussa}
Teuila: dogs know. tussa will look after you
Ingvar: she's a menace but yes. hows the placement
Teuila: finished it on friday!! my mentor said im a natural, i nearly cried {mentor}
Teuila: saw my first surgery too, a tonsillectomy, didnt faint {surgery}
Ingvar: better than me already lol
Teuila: also big news, my brother sione is getting married in apia on the 24th of august, the whole family is going {sione}
Ingvar: a samoan wedding! how many people
Teuila: like 600. my mum is sewing matching dresses for all the aunties {dresses}
Ingvar: 600. i dont even know 600 people
@ 2024-09-28
Teuila: the wedding was unreal. we danced till 3am and my uncle fell in the pool {wedding}
Ingvar: haha which uncle
Teuila: uncle lagi, the one who always says he doesnt dance. he danced {lagi}
Ingvar: lol. welcome back. i have news too, grandad died on the 2nd. he was 94 {grandad}
Teuila: oh ingvar. im so sorry. were you close?
Ingvar: very. he taught me to knit when i was 8. shetland men knit, dont laugh {knit}
Teuila: i would never laugh. thats beautiful
Ingvar: im knitting his old fair isle pattern now. thinking of selling jumpers online. grandad would like that {jumpers}
Teuila: you should!! id buy one. but auckland is too warm lol
Ingvar: ill make you a thin one. hows uni
Teuila: second semester, pharmacology is killing me. also i passed my driving test on thursday!! third try {driving}
Ingvar: finally!!! now you can drive yourself to placement
Teuila: exactly. bought a 2009 corolla off my cousin for 4000 dollars {corolla}
Ingvar: a corolla never dies
@ 2024-12-14
Ingvar: the jumper shop is open!! first order came in on monday, from a woman in canada {shop}
Teuila: yesss!! whats it called
Ingvar: grandad's needles. sold 11 since monday {needles}
Teuila: thats so sweet. he'd be proud
Ingvar: i hope. hows summer down there
Teuila: hot. not great news tho, ive got endometriosis. they finally diagnosed it last week after like 10 years of pain {endo}
Ingvar: 10 years?? why so long
Teuila: doctors kept saying bad periods. im having keyhole surgery on the 15th of january {op-date}
Ingvar: im glad they finally listened. tell me how it goes
Teuila: will do. hows tussa
Ingvar: huge now. she herds the neighbours kids onto the school bus {herd}
Teuila: LOL a working dog
Ingvar: working for free
@ 2025-03-08
Teuila: surgery went fine btw! they took out a lot of endo, first month with no pain in years {fine}
Ingvar: teuila thats amazing. so happy for you
Teuila: also i moved out of mum and dads! flat in onehunga with 2 girls from my course, since the 1st of february {onehunga}
Ingvar: independence! hows your mum taking it
Teuila: she drops off food every sunday. "you look thin" {mum-food}
Ingvar: classic. my news, i broke my finger at work on monday, caught it in a winch {finger}
Teuila: ingvar!!! which finger
Ingvar: left pinky. cant knit for 4 weeks. 30 jumper orders waiting lol {orders}
Teuila: oh no. rest it!!
Ingvar: also... ive been seeing someone. morag, she runs the ferry cafe in scalloway {morag}
Teuila: a new girl!!! tell me everything
Ingvar: she gives tussa free sausages so tussa chose her really {sausages}
Teuila: smart dog
@ 2025-06-01
Ingvar: teuila guess what. i quit the salmon farm. friday was my last day. jumpers full time now {quit}
Teuila: WHAT. brave!!! congrats
Ingvar: 140 orders in may. cant keep up, my aunt does the sleeves {aunt}
Teuila: a family business. love it. hows morag
Ingvar: good. im moving into her place in scalloway next month, tussa already sleeps there more than at mine {move}
Teuila: thats so cute. my news: i got a job as a healthcare assistant at the childrens hospital, weekends only, starting next saturday {hca}
Ingvar: you're basically a nurse already
Teuila: haha not yet, another year and a half. also i got three ducks for the backyard of the flat. the flatmates are obsessed {ducks}
Ingvar: ducks in a flat
Teuila: they have a paddling pool! called them huey dewey and louie obviously {duck-names}
Ingvar: of course you did
Teuila: when do i get my jumper btw
Ingvar: its on the needles. pink, like you asked {pink}
""",
    [
        Q(
            "t",
            "When did the wind take the door off Ingvar's van?",
            "2024-04-30",
            "van-door",
            "door; van; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "Where did Ingvar find his van door?",
            "in a ditch 50 m away",
            "ditch",
            "ditch",
            "pronoun",
        ),
        Q("s", "What is Teuila studying?", "nursing", "nursing", "nursing degree", "", True),
        Q(
            "t",
            "In which month did Teuila start her nursing degree?",
            "2024-02",
            "nursing",
            "nursing degree; feb",
            "human-date",
        ),
        Q("s", "How old was Teuila when she started university?", "31", "nursing", "31", ""),
        Q(
            "s",
            "Where was Teuila's first placement?",
            "at Middlemore, on a surgical ward",
            "placement",
            "middlemore; surgical ward",
            "",
        ),
        Q(
            "s",
            "Where does Ingvar work in 2024?",
            "at a salmon farm",
            "farm",
            "salmon farm",
            "",
            True,
        ),
        Q(
            "s",
            "What does Ingvild say about Ingvar?",
            "that he smells like fish even after a shower",
            "ingvild",
            "smell; fish",
            "pronoun",
        ),
        Q("s", "Where did Ingvar get his puppy?", "from a farm on Unst", "tussa", "farm; unst", ""),
        Q("s", "What is Ingvar's dog called?", "Tussa", "tussa", "tussa", "", True),
        Q(
            "t",
            "When did Ingvild move out?",
            "2024-07-17",
            "breakup",
            "moved out; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "Why did Ingvild move out?",
            "she got a job in Stavanger and didn't want to do long distance",
            "breakup",
            "stavanger; long distance",
            "",
        ),
        Q(
            "s",
            "How long were Ingvar and Ingvild together?",
            "4 years",
            "fouryears",
            "4 years",
            "fragment",
        ),
        Q("s", "Who kept Tussa after the breakup?", "Ingvar", "gets-tussa", "tussa", "pronoun"),
        Q(
            "t",
            "When did Teuila finish her first placement?",
            "2024-07-19",
            "mentor",
            "finished; friday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Teuila's mentor say about her?",
            "that she is a natural",
            "mentor",
            "natural",
            "",
        ),
        Q(
            "s",
            "What was the first surgery Teuila saw?",
            "a tonsillectomy",
            "surgery",
            "tonsillectomy",
            "",
        ),
        Q(
            "t",
            "When did Sione get married?",
            "2024-08-24",
            "sione",
            "married; 24th of august",
            "human-date",
        ),
        Q("s", "Where did Teuila's brother get married?", "in Apia", "sione", "married; apia", ""),
        Q(
            "s",
            "What did Teuila's mum sew for the wedding?",
            "matching dresses for all the aunties",
            "dresses",
            "dresses; aunties",
            "",
        ),
        Q(
            "s",
            "Which uncle fell in the pool at the wedding?",
            "Uncle Lagi",
            "wedding lagi",
            {"wedding": "uncle; pool", "lagi": "lagi"},
            "pronoun",
        ),
        Q(
            "t",
            "When did Ingvar's grandad die?",
            "2024-09-02",
            "grandad",
            "grandad; died; 2nd",
            "human-date",
        ),
        Q("s", "How old was Ingvar's grandad when he died?", "94", "grandad", "94", ""),
        Q(
            "s",
            "Who taught Ingvar to knit, and at what age?",
            "his grandad, when he was 8",
            "knit",
            "knit; 8",
            "pronoun",
        ),
        Q(
            "t",
            "When did Teuila pass her driving test?",
            "2024-09-26",
            "driving",
            "driving test; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "How many tries did Teuila need to pass her driving test?",
            "three",
            "driving",
            "third try",
            "",
        ),
        Q(
            "s",
            "What car did Teuila buy, and from whom?",
            "a 2009 Corolla from her cousin",
            "corolla",
            "2009 corolla; cousin",
            "",
            True,
        ),
        Q(
            "s",
            "How much did Teuila pay for her car?",
            "4000 dollars",
            "corolla",
            "4000 dollars",
            "",
        ),
        Q(
            "t",
            "When did Ingvar's jumper shop get its first order?",
            "2024-12-09",
            "shop",
            "first order; monday",
            "relative-date",
        ),
        Q(
            "s",
            "What is Ingvar's jumper shop called?",
            "Grandad's Needles",
            "needles",
            "grandad's needles",
            "",
            True,
        ),
        Q(
            "s",
            "What condition was Teuila diagnosed with in December 2024?",
            "endometriosis",
            "endo",
            "endometriosis",
            "",
            True,
        ),
        Q(
            "t",
            "When was Teuila's keyhole surgery?",
            "2025-01-15",
            "op-date",
            "keyhole surgery; 15th of january",
            "human-date",
        ),
        Q(
            "s",
            "What does Tussa do with the neighbours' kids?",
            "herds them onto the school bus",
            "herd",
            "herds; school bus",
            "pronoun",
        ),
        Q(
            "t",
            "Since when has Teuila lived in Onehunga?",
            "2025-02-01",
            "onehunga",
            "onehunga; 1st of february",
            "human-date",
        ),
        Q(
            "s",
            "Who does Teuila share her flat with?",
            "two girls from her course",
            "onehunga",
            "2 girls; course",
            "",
        ),
        Q(
            "t",
            "When did Ingvar break his finger?",
            "2025-03-03",
            "finger",
            "finger; monday",
            "relative-date",
        ),
        Q(
            "s",
            "How did Ingvar break his finger?",
            "he caught it in a winch at work",
            "finger",
            "winch",
            "",
        ),
        Q(
            "s",
            "Who is Morag?",
            "Ingvar's girlfriend, who runs the ferry cafe in Scalloway",
            "morag",
            "morag; ferry cafe",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Why does Tussa like Morag?",
            "she gives Tussa free sausages",
            "sausages",
            "sausages",
            "pronoun",
        ),
        Q(
            "t",
            "When was Ingvar's last day at the salmon farm?",
            "2025-05-30",
            "quit",
            "last day; friday",
            "relative-date",
        ),
        Q(
            "s",
            "How many jumper orders did Ingvar get in May 2025?",
            "140",
            "aunt",
            "140 orders",
            "",
        ),
        Q(
            "s",
            "Who knits the sleeves for Ingvar's jumpers?",
            "his aunt",
            "aunt",
            "aunt; sleeves",
            "",
        ),
        Q(
            "t",
            "In which month does Ingvar move into Morag's place in Scalloway?",
            "2025-07",
            "move",
            "scalloway; next month",
            "relative-date",
        ),
        Q(
            "t",
            "When does Teuila start as a healthcare assistant?",
            "2025-06-07",
            "hca",
            "healthcare assistant; next saturday",
            "relative-date",
        ),
        Q(
            "s",
            "What are Teuila's ducks called?",
            "Huey, Dewey and Louie",
            "duck-names",
            "huey; dewey; louie",
            "pronoun",
            True,
        ),
        Q(
            "s",
            "What colour is the jumper Ingvar is knitting for Teuila?",
            "pink",
            "pink",
            "pink",
            "",
        ),
        Q(
            "s",
            "Ingvar asks: what did my dog eat when I first got her?",
            "his sock",
            "sock",
            "sock",
            "first-person-question",
        ),
        Q(
            "s",
            "Which test did Teuila pass two years ago on her third try?",
            "her driving test",
            "driving",
            "driving test",
            "relative-question-date",
        ),
        Q(
            "s",
            "What does Teuila say Ingvar faints at?",
            "flu jabs",
            "farm",
            "faint; flu jabs",
            "second-person",
        ),
        Q(
            "m",
            "How did Ingvar's work change between 2024 and mid-2025?",
            "from the salmon farm to selling his jumpers full time",
            "farm quit",
            {"farm": "salmon farm", "quit": "jumpers full time"},
            "latest event-chain",
            True,
        ),
        Q(
            "m",
            "Who was Ingvar's partner in May 2024, and who in 2025?",
            "Ingvild, then Morag",
            "ingvild breakup morag",
            {"ingvild": "ingvild", "breakup": "ingvild; moved out", "morag": "morag"},
            "latest event-chain",
        ),
        Q(
            "m",
            "What started Ingvar's jumper business?",
            "his grandad, who taught him to knit, died, and he began knitting his fair isle pattern to sell",
            "grandad jumpers shop",
            {
                "grandad": "grandad; died",
                "jumpers": "fair isle; selling jumpers",
                "shop": "jumper shop",
            },
            "event-chain",
        ),
        Q(
            "m",
            "How long after her diagnosis did Teuila have her endometriosis surgery?",
            "about six weeks",
            "endo op-date",
            {"endo": "endometriosis; last week", "op-date": "15th of january"},
            "event-chain",
        ),
        Q("o", "In which country did Sione get married?", "Samoa", "sione", "apia", ""),
        Q(
            "o",
            "In which country does Teuila study nursing?",
            "New Zealand",
            "ditch",
            "auckland",
            "",
        ),
        Q("o", "Which island group is Unst part of?", "Shetland", "tussa", "unst", ""),
    ],
)
CONVERSATIONS.append(INGVAR_TEUILA)

MARJORIE = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-03-16
User: Hello! I'd like some help planning a vegetable garden. My husband Lionel and I moved into a bungalow in Ulverston last month, and it has a long back garden that's mostly grass. {bungalow}
Assistant: Congratulations on the move! A long garden is a lovely blank canvas. Roughly how big is it, and which way does it face?
User: About twenty metres by six, and it faces south-west. I'll be doing the digging myself, because Lionel has a bad back. {size}
Assistant: South-west is ideal for vegetables. I'd suggest four raised beds near the house, so there's less bending and digging, with a path of bark chips between them. Start with easy crops: potatoes, broad beans, radishes, lettuce and courgettes.
User: Lovely. I can only garden at weekends until I retire, since I'm the bursar at the secondary school in town. {bursar}
Assistant: Raised beds suit weekend gardening well, because they need less weeding. A drip hose on a timer would water them while you're at work.
User: Good idea. One more thing: I'm allergic to bee stings, so I don't want lots of flowers that attract bees right by the back door. {bees}
Assistant: That's sensible. Keep lavender and other bee-friendly flowers at the far end of the garden, and put herbs like parsley and chives near the house.
User: Thank you, that's really helpful. I'll order the wood for the beds on Monday. {wood}
Assistant: You're welcome! Enjoy building them, and let me know how the first crops do.
@ 2024-06-02
User: Hello again. I need some meal ideas. Lionel was diagnosed with type 2 diabetes on Thursday, and I want to help him eat better. {diabetes}
Assistant: I'm sorry to hear that, but it's very manageable with food and exercise. Meals built around vegetables, lean protein and whole grains work well. What does he like to eat?
User: He loves fish and anything with a sauce, but he hates aubergine. He says it's like eating a wet sponge. {aubergine}
Assistant: Then here are some ideas: baked salmon with green beans and new potatoes; chicken and vegetable curry with brown rice; cod in a tomato and olive sauce; and a lentil soup for lunches. No aubergine anywhere!
User: Perfect. Our granddaughter Poppy stays with us every Friday night, so it needs to work for a seven-year-old too. {poppy}
Assistant: Most of these are child-friendly. Homemade fish fingers made from fresh cod with a crunchy oat coating, and potato wedges, make a good Friday treat that suits Lionel too.
User: She'll love that. And the garden is doing well, we picked our first radishes on Wednesday! {radishes}
Assistant: Wonderful! Radishes are very rewarding. Sow a new row every two weeks and you'll have them all summer.
User: I will. Thank you so much.
Assistant: You're very welcome. I hope Lionel feels better soon.
@ 2024-09-14
User: Hello! Can you help me plan a holiday? Lionel and I have our 40th wedding anniversary on the 6th of October, and we're going to the Azores for a week from the 3rd. {anniversary}
Assistant: Congratulations on forty years! The Azores are a lovely choice. Which island will you stay on?
User: São Miguel. We've booked a small hotel in Ponta Delgada. Lionel wants to see whales, and I want to see the hot springs. {island}
Assistant: You can do both. Whale watching trips leave from Ponta Delgada harbour most mornings, and the hot springs at Furnas are about an hour away by car. For your anniversary, the Terra Nostra garden pools in Furnas are lovely in the evening.
User: That sounds perfect. Lionel can't walk very far, by the way, because of his back. {walk}
Assistant: Then I'd avoid the longer crater walks. The viewpoints at Sete Cidades can be reached by car, and the garden in Furnas has flat paths.
User: Good. Also, we've got two guinea pigs! We bought them last Saturday for when Poppy visits. They're called Parsnip and Turnip. {guinea}
Assistant: What lovely names! Who will look after them while you're away?
User: Our neighbour Gwendolyn. She kept rabbits for years, so they're in good hands. {gwendolyn}
Assistant: That's perfect. Have a wonderful anniversary trip!
@ 2025-01-11
User: Hello, and Happy New Year! I need help with something a bit sad. Our daughter Clemency is moving to Brisbane in March with her husband and Poppy. {clemency}
Assistant: Happy New Year to you too. That must be hard news, especially with Poppy staying with you every week. How can I help?
User: I'd like to make Poppy a memory book before they go, with photos of our Fridays together. Any ideas for what to put in it? {book}
Assistant: What a lovely idea. You could include photos of her with Parsnip and Turnip, pictures from the garden, a recipe card for your fish fingers, her handprint, and a page where she can write what she'll miss. Leave some blank pages for new memories in Brisbane.
User: She'll love the guinea pig page. They fly out on the 3rd of March. {fly}
Assistant: That gives you plenty of time. You could also set up a regular video call, perhaps on Friday evenings for you, which is Saturday morning in Brisbane.
User: That's a good idea. Some better news: Lionel's blood sugar is back to normal, and he's lost nine kilos since June. {sugar}
Assistant: That's wonderful news. Please congratulate him, that takes real effort.
User: I will. And I slipped on the ice on New Year's Day and bruised my hip, but nothing is broken. {hip}
Assistant: I'm glad nothing was broken. Rest it, use a cold pack for the first couple of days, and take care on icy paths.
@ 2025-04-26
User: Hello! I need help writing a speech. I'm retiring from the school in July after 31 years as bursar, and they've asked me to speak at the leavers' assembly. {retire}
Assistant: Congratulations on your retirement! Thirty-one years is a remarkable career. When is your last day, and how long should the speech be?
User: My last day is Friday the 18th of July. Five minutes at most, I don't want to cry in front of 900 teenagers. {lastday}
Assistant: Five minutes is about 600 words. I'd suggest opening with a funny memory, then thanking the staff and students, and finishing with one piece of advice. Do you have a favourite memory from the school?
User: The winter the heating broke and the whole school wore coats in lessons for a week. I bought 200 pairs of gloves from the market. {gloves}
Assistant: That's a perfect opening. It shows your humour and how much you've looked after everyone. What would you like to say to the students at the end?
User: Something about not being afraid to start again. Clemency and Poppy have settled in Brisbane really well, so that's been on my mind. {settled}
Assistant: That fits beautifully. You could end with: "Starting again is not the end of something, it's the beginning of something else."
User: I like that. After I retire, I'm going to take life drawing classes at the art centre in Barrow. {drawing}
Assistant: That sounds like a wonderful way to spend your new free time.
User: Lionel says he'll keep the garden going while I draw. We'll see! {lionel-garden}
Assistant: Good luck with both the speech and the drawing!
""",
    [
        Q(
            "s",
            "Where do the user and her husband live?",
            "in a bungalow in Ulverston",
            "bungalow",
            "bungalow; ulverston",
            "",
            True,
        ),
        Q(
            "t",
            "In which month did the user move into the bungalow in Ulverston?",
            "2024-02",
            "bungalow",
            "moved; last month",
            "relative-date",
        ),
        Q(
            "s",
            "What is the name of the user's husband?",
            "Lionel",
            "bungalow",
            "husband; lionel",
            "",
            True,
        ),
        Q(
            "s",
            "How big is the user's back garden?",
            "about twenty metres by six",
            "size",
            "twenty metres; six",
            "",
        ),
        Q("s", "Which way does the user's garden face?", "south-west", "size", "south-west", ""),
        Q(
            "s",
            "Why does the user do the digging herself?",
            "because Lionel has a bad back",
            "size",
            "lionel; bad back",
            "pronoun",
        ),
        Q(
            "s",
            "What is the user's job?",
            "she is the bursar at the secondary school in town",
            "bursar",
            "bursar; secondary school",
            "",
            True,
        ),
        Q(
            "s",
            "What is the user allergic to?",
            "bee stings",
            "bees",
            "allergic; bee stings",
            "",
            True,
        ),
        Q(
            "t",
            "When was the user going to order the wood for the raised beds?",
            "2024-03-18",
            "wood",
            "wood; monday",
            "relative-date",
        ),
        Q(
            "t",
            "When was Lionel diagnosed with type 2 diabetes?",
            "2024-05-30",
            "diabetes",
            "type 2 diabetes; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "Which vegetable does Lionel hate?",
            "aubergine",
            "aubergine",
            "aubergine",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What does Lionel say aubergine is like?",
            "eating a wet sponge",
            "aubergine",
            "wet sponge",
            "pronoun",
        ),
        Q(
            "s",
            "Who is Poppy?",
            "the user's granddaughter, who stayed every Friday night",
            "poppy",
            "granddaughter; poppy",
            "",
            True,
        ),
        Q("s", "How old was Poppy in June 2024?", "seven", "poppy", "seven-year-old", "fragment"),
        Q(
            "t",
            "When did the user pick her first radishes?",
            "2024-05-29",
            "radishes",
            "radishes; wednesday",
            "relative-date",
        ),
        Q(
            "t",
            "What is the date of the user's 40th wedding anniversary?",
            "2024-10-06",
            "anniversary",
            "40th wedding anniversary; 6th of october",
            "human-date",
        ),
        Q(
            "t",
            "When did the user and Lionel marry?",
            "1984-10-06",
            "anniversary",
            "40th wedding anniversary; 6th of october",
            "",
        ),
        Q(
            "t",
            "When did the user's anniversary trip to the Azores start?",
            "2024-10-03",
            "anniversary",
            "azores; 3rd",
            "human-date",
        ),
        Q(
            "s",
            "Where did the user stay in the Azores?",
            "a small hotel in Ponta Delgada on São Miguel",
            "island",
            "ponta delgada",
            "",
        ),
        Q(
            "s",
            "What did Lionel want to see in the Azores?",
            "whales",
            "island",
            "lionel; whales",
            "",
        ),
        Q(
            "t",
            "When did the user buy her guinea pigs?",
            "2024-09-07",
            "guinea",
            "guinea pigs; last saturday",
            "relative-date",
        ),
        Q(
            "s",
            "What are the user's guinea pigs called?",
            "Parsnip and Turnip",
            "guinea",
            "parsnip; turnip",
            "",
            True,
        ),
        Q(
            "s",
            "Who looked after the guinea pigs during the Azores trip?",
            "the user's neighbour Gwendolyn",
            "gwendolyn",
            "neighbour gwendolyn",
            "",
        ),
        Q(
            "s",
            "Why are the guinea pigs in good hands with Gwendolyn?",
            "she kept rabbits for years",
            "gwendolyn",
            "rabbits",
            "pronoun",
        ),
        Q(
            "s",
            "Where did the user's daughter move to in 2025?",
            "Brisbane",
            "clemency",
            "clemency; brisbane",
            "latest",
            True,
        ),
        Q(
            "s",
            "What did the user want to make for Poppy before she left?",
            "a memory book with photos of their Fridays",
            "book",
            "memory book",
            "",
        ),
        Q(
            "t",
            "When did Clemency's family fly out to Brisbane?",
            "2025-03-03",
            "fly",
            "fly; 3rd of march",
            "human-date",
        ),
        Q(
            "s",
            "How much weight had Lionel lost by January 2025?",
            "nine kilos",
            "sugar",
            "nine kilos",
            "",
        ),
        Q(
            "t",
            "When did the user slip on the ice and bruise her hip?",
            "2025-01-01",
            "hip",
            "ice; new year's day",
            "human-date",
        ),
        Q(
            "s",
            "How long has the user worked as bursar at the school?",
            "31 years",
            "retire",
            "31 years",
            "fragment",
        ),
        Q(
            "t",
            "When is the user's last day at the school?",
            "2025-07-18",
            "lastday",
            "last day; 18th of july",
            "human-date",
        ),
        Q(
            "s",
            "How many pairs of gloves did the user buy when the school heating broke?",
            "200",
            "gloves",
            "200 pairs; gloves",
            "",
        ),
        Q(
            "s",
            "What will the user do after she retires?",
            "life drawing classes at the art centre in Barrow",
            "drawing",
            "life drawing; barrow",
            "",
            True,
        ),
        Q(
            "s",
            "What are my guinea pigs called? (asked by the user)",
            "Parsnip and Turnip",
            "guinea",
            "parsnip; turnip",
            "first-person-question",
        ),
        Q(
            "s",
            "Where did the user and Lionel go on holiday two years ago?",
            "the Azores",
            "anniversary",
            "azores",
            "relative-question-date",
        ),
        Q(
            "m",
            "Where did Poppy live in 2024, and where in 2025?",
            "near the user, staying every Friday night; then in Brisbane",
            "poppy clemency",
            {"poppy": "poppy; friday night", "clemency": "brisbane"},
            "latest event-chain",
        ),
        Q(
            "m",
            "How did Lionel's diabetes go over the following months?",
            "diagnosed on 30 May 2024; blood sugar back to normal and nine kilos lost by January 2025",
            "diabetes sugar",
            {"diabetes": "type 2 diabetes", "sugar": "blood sugar; normal"},
            "latest event-chain",
        ),
        Q(
            "m",
            "How long after moving in did the user pick her first radishes?",
            "about three to four months",
            "bungalow radishes",
            {"bungalow": "moved; last month", "radishes": "radishes"},
            "event-chain",
        ),
        Q(
            "m",
            "Why did the user get guinea pigs, and who did they end up being for?",
            "for Poppy's visits; Poppy then moved to Brisbane",
            "guinea clemency",
            {"guinea": "guinea pigs; poppy", "clemency": "poppy; brisbane"},
            "event-chain",
        ),
        Q("o", "Which country do the Azores belong to?", "Portugal", "anniversary", "azores", ""),
        Q(
            "o",
            "In which Australian state does the user's daughter live?",
            "Queensland",
            "clemency",
            "brisbane",
            "",
        ),
        Q("o", "In which English county is Ulverston?", "Cumbria", "bungalow", "ulverston", ""),
    ],
    user_label="Marjorie",
)
CONVERSATIONS.append(MARJORIE)

RADU = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-02-24
User: hi can u teach me to cook like 5 easy dinners. my gf ilinca is a pastry chef and i cant even boil pasta right lol {ilinca}
Assistant: Of course! Here are five easy dinners to start with: pasta with garlic, tomatoes and spinach; a tray bake of chicken thighs, potatoes and peppers; a cheese and herb omelette; chicken soup with vegetables; and fried rice with egg and peas. Is there anything you can't eat?
User: yeah actually. mussels. found out last sunday, my lips swelled up at a restaurant and ilinca drove me to the ER {mussels}
Assistant: That sounds frightening, and I'm glad you're okay. Do ask your doctor whether you should avoid all shellfish, and whether you should carry antihistamines. None of the five dinners contain shellfish.
User: ok will do. im a lift engineer so i do long shifts, i need stuff i can make in 20 min {lift}
Assistant: Then the omelette, the pasta and the fried rice are your best options: each takes 15 to 20 minutes. The tray bake takes longer, but you only chop for 10 minutes and the oven does the rest.
User: tray bake sounds good. i have a tiny oven tho, the flat in timisoara is like 30 m2 {flat}
Assistant: A small oven works fine for a tray bake for two. Use one tray and don't overfill it, so everything roasts rather than steams.
User: cool. ill try the tray bake on wednesday for ilincas birthday {bday}
Assistant: What a nice surprise for her! Good luck, and don't forget to preheat the oven.
@ 2024-05-18
User: hey. the tray bake was a hit btw. new thing, i bought a second hand guitar on tuesday for 300 lei, can u give me a practice plan {guitar}
Assistant: Congratulations on the guitar! A good beginner plan is 20 minutes a day: 5 minutes of tuning and finger stretches, 10 minutes on chords (start with G, C, D and E minor), and 5 minutes playing a simple song slowly. Is there a song you'd like to learn?
User: hotel california. ilincas dad plays it at every family party {hotel}
Assistant: That's a great goal, though not an easy one. Start with simplified chords, and leave the famous solo until you've been playing for a few months.
User: haha ok. also ilinca is pregnant!! due in december {pregnant}
Assistant: Congratulations to you both! That's wonderful news. You'll have a few months to learn some lullabies too.
User: lol true. one problem, my back hurts after work, i carry motors up the stairs when the lifts are broken {back}
Assistant: That sounds hard on your back. Lift with your legs, keep the load close to your body, and ask for help with heavy motors. If the pain lasts more than a few weeks, please see a doctor or a physiotherapist.
User: yeah my boss says im too stubborn to ask for help {stubborn}
Assistant: Your back will thank you for asking. Good luck with the practice!
@ 2024-08-10
User: hi. we're moving!! signed for a bigger flat in the fabric district on monday, 3 rooms. we move on the 1st of september {move}
Assistant: Congratulations! A third room will be very useful with the baby coming. Would you like a moving checklist?
User: yes pls. and we have to do it ourselves, movers are too expensive {diy}
Assistant: Here's a checklist: four weeks before, collect boxes and pack things you rarely use; two weeks before, book a van and ask friends to help; one week before, change your address with the bank and for your bills; the day before, pack a box of essentials. And make sure Ilinca does no heavy lifting.
User: yeah shes not allowed to lift anything, her doctor said. shes 6 months now {six-months}
Assistant: Then you and your friends will carry everything. Label every box with its room to save time at the new flat.
User: good idea. also i passed my lift inspector exam on thursday!! so i can sign off inspections now, more money {inspector}
Assistant: Well done! That's a great achievement, and good timing with a baby on the way.
User: thx. and we know its a girl now {girl}
Assistant: How lovely! Have you chosen a name yet?
User: ruxandra, after ilincas grandmother {ruxandra}
Assistant: That's a beautiful name. Good luck with the move!
@ 2024-12-21
User: shes here!!! ruxandra was born on the 9th of december, 3.6 kg. we're exhausted lol {born}
Assistant: Congratulations, and welcome, Ruxandra! How are Ilinca and the baby doing?
User: both good. ilincas mum is staying with us for 3 weeks to help {mum}
Assistant: That's a big help. Is there anything I can do for you?
User: yeah how do we get her to sleep longer than 2 hours. i have to go back to work on the 6th of january {sleep}
Assistant: At this age, waking every two to three hours is normal, since newborns need to feed often. Keep night feeds dark and quiet, try swaddling, and take turns so that you each get one long stretch of sleep. It usually gets better from around three months.
User: ok. also ilinca wants to open her own cake shop next year, shes been looking at places {cakeshop}
Assistant: That's an exciting plan! When she's ready, I'd be happy to help with a business plan.
User: ill tell her. and the new flat is great, the 3rd room is ruxandras now, i painted it yellow {yellow}
Assistant: Yellow is a lovely, warm colour for a nursery. Enjoy your first Christmas as a family!
@ 2025-04-12
User: hey. can u help ilinca write a business plan for the cake shop. she found a place on strada alba iulia, opening in june if the bank says yes {shop}
Assistant: Of course. A simple business plan covers what the shop will sell, who the customers are, the costs (rent, equipment, ingredients, staff), the expected sales, and how much she needs to borrow. What will she sell?
User: wedding cakes mostly, plus pastries in the morning. she was pastry chef at the hotel continental for 8 years {eight}
Assistant: Eight years at a big hotel is a strong point for the bank. Put it near the start of the plan, with photos of her wedding cakes.
User: good. also i played hotel california for ruxandra last night, all of it except the solo. she fell asleep lol {played}
Assistant: That's lovely! Falling asleep means she found it soothing, not boring.
User: haha ilinca says it was boring. also the baptism is on the 27th, after easter {baptism}
Assistant: How special. Will Ilinca's dad be playing the guitar at the party?
User: of course, hotel california again. we'll play it together {together}
Assistant: A father-in-law duet! Good luck with the business plan and the baptism.
""",
    [
        Q(
            "s",
            "Who is Ilinca?",
            "the user's girlfriend, a pastry chef",
            "ilinca",
            "gf ilinca; pastry chef",
            "third-person-fact",
            True,
        ),
        Q(
            "t",
            "When did the user find out he is allergic to mussels?",
            "2024-02-18",
            "mussels",
            "mussels; last sunday",
            "relative-date",
        ),
        Q("s", "What is the user allergic to?", "mussels", "mussels", "mussels", "", True),
        Q(
            "s",
            "Who drove the user to the ER when his lips swelled up?",
            "Ilinca",
            "mussels",
            "ilinca; drove",
            "pronoun",
        ),
        Q(
            "s",
            "What is the user's job?",
            "he is a lift engineer",
            "lift",
            "lift engineer",
            "",
            True,
        ),
        Q(
            "s",
            "How big was the user's flat in Timișoara in early 2024?",
            "about 30 square metres",
            "flat",
            "30 m2",
            "",
        ),
        Q(
            "t",
            "When is Ilinca's birthday, when the user cooked her a tray bake?",
            "2024-02-28",
            "bday",
            "ilincas birthday; wednesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did the user buy a second-hand guitar?",
            "2024-05-14",
            "guitar",
            "guitar; tuesday",
            "relative-date",
        ),
        Q("s", "How much did the user's guitar cost?", "300 lei", "guitar", "300 lei", ""),
        Q(
            "s",
            "Which song does the user want to learn on the guitar, and why?",
            "Hotel California, which Ilinca's dad plays at every family party",
            "hotel",
            "hotel california; dad",
            "",
            True,
        ),
        Q(
            "t",
            "When was Ilinca's baby due?",
            "2024-12",
            "pregnant",
            "pregnant; december",
            "human-date",
        ),
        Q(
            "s",
            "Why does the user's back hurt after work?",
            "he carries motors up the stairs when the lifts are broken",
            "back",
            "motors; stairs",
            "",
        ),
        Q(
            "s",
            "What does the user's boss say about him?",
            "that he is too stubborn to ask for help",
            "stubborn",
            "stubborn",
            "",
        ),
        Q(
            "t",
            "When did the user sign for the bigger flat?",
            "2024-08-05",
            "move",
            "signed; monday",
            "relative-date",
        ),
        Q(
            "t",
            "When did the user and Ilinca move to the new flat?",
            "2024-09-01",
            "move",
            "move; 1st of september",
            "human-date",
        ),
        Q(
            "s",
            "Where is the user's new flat?",
            "in the Fabric district, with 3 rooms",
            "move",
            "fabric district",
            "latest",
            True,
        ),
        Q(
            "s",
            "Why did the user move house without movers?",
            "movers were too expensive",
            "diy",
            "movers; expensive",
            "",
        ),
        Q(
            "s",
            "How far along was Ilinca's pregnancy in August 2024?",
            "six months",
            "six-months",
            "6 months",
            "fragment",
        ),
        Q(
            "t",
            "When did the user pass his lift inspector exam?",
            "2024-08-08",
            "inspector",
            "lift inspector exam; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "What can the user do since passing his lift inspector exam?",
            "sign off inspections, for more money",
            "inspector",
            "sign off inspections",
            "",
        ),
        Q(
            "s",
            "Who is Ruxandra named after?",
            "Ilinca's grandmother",
            "ruxandra",
            "grandmother",
            "pronoun",
        ),
        Q(
            "t",
            "When was Ruxandra born?",
            "2024-12-09",
            "born",
            "born; 9th of december",
            "human-date",
        ),
        Q("s", "How much did Ruxandra weigh at birth?", "3.6 kg", "born", "3.6 kg", ""),
        Q(
            "s",
            "Who stayed with the user's family for three weeks after the birth?",
            "Ilinca's mum",
            "mum",
            "mum; 3 weeks",
            "",
        ),
        Q(
            "t",
            "When did the user go back to work after Ruxandra was born?",
            "2025-01-06",
            "sleep",
            "work; 6th of january",
            "human-date",
        ),
        Q(
            "s",
            "What colour did the user paint Ruxandra's room?",
            "yellow",
            "yellow",
            "yellow",
            "pronoun",
        ),
        Q(
            "s",
            "Where is Ilinca's cake shop going to be?",
            "on Strada Alba Iulia",
            "shop",
            "strada alba iulia",
            "latest",
            True,
        ),
        Q(
            "s",
            "What will Ilinca's cake shop sell?",
            "mostly wedding cakes, plus pastries in the morning",
            "eight",
            "wedding cakes; pastries",
            "",
        ),
        Q(
            "s",
            "How long was Ilinca pastry chef at the Hotel Continental?",
            "8 years",
            "eight",
            "hotel continental; 8 years",
            "fragment",
        ),
        Q(
            "t",
            "When did the user play Hotel California for Ruxandra?",
            "2025-04-11",
            "played",
            "hotel california; last night",
            "relative-date",
        ),
        Q(
            "t",
            "When is Ruxandra's baptism?",
            "2025-04-27",
            "baptism",
            "baptism; 27th",
            "human-date",
        ),
        Q(
            "s",
            "What am I allergic to? (asked by the user)",
            "mussels",
            "mussels",
            "mussels",
            "first-person-question",
        ),
        Q(
            "s",
            "Which exam did the user pass two years ago?",
            "his lift inspector exam",
            "inspector",
            "lift inspector exam",
            "relative-question-date",
        ),
        Q(
            "m",
            "How did the user's home change during 2024?",
            "from a 30 m2 flat in Timișoara to a 3-room flat in the Fabric district",
            "flat move",
            {"flat": "30 m2", "move": "fabric district; 3 rooms"},
            "latest event-chain",
            True,
        ),
        Q(
            "m",
            "How did the user's job change in 2024?",
            "he was a lift engineer and passed his lift inspector exam in August",
            "lift inspector",
            {"lift": "lift engineer", "inspector": "lift inspector exam"},
            "latest event-chain",
        ),
        Q(
            "m",
            "How far had Ilinca's cake shop plan got by April 2025?",
            "from wanting to open one to finding a place on Strada Alba Iulia, opening in June if the bank agrees",
            "cakeshop shop",
            {"cakeshop": "cake shop", "shop": "strada alba iulia; june"},
            "latest event-chain",
        ),
        Q(
            "m",
            "How old was Ruxandra at her baptism?",
            "about four and a half months",
            "born baptism",
            {"born": "9th of december", "baptism": "baptism; 27th"},
            "event-chain",
        ),
        Q(
            "m",
            "Did the user manage to play the song he wanted to learn?",
            "yes, Hotel California, all of it except the solo, by April 2025",
            "hotel played",
            {"hotel": "hotel california", "played": "except; solo"},
            "event-chain",
        ),
        Q("o", "In which country does the user live?", "Romania", "flat", "timisoara", ""),
        Q(
            "o",
            "Which band recorded the song the user is learning?",
            "the Eagles",
            "hotel",
            "hotel california",
            "",
        ),
    ],
    user_label="Radu",
)
CONVERSATIONS.append(RADU)


# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-01-25 is a Thursday, 2024-05-06 a Monday, 2024-08-31 a Saturday, 2024-11-20 a
# Wednesday, 2025-03-14 a Friday and 2025-07-27 a Sunday. A weekday named for a past event is
# the one before the date; for a plan, the one after.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-01-25", "2024-05-06", "2024-08-31"
D_, E_, F_ = "2024-11-20", "2025-03-14", "2025-07-27"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Oriane",
        "I finally passed my HGV licence on Monday! Third time lucky.",
        [M("Oriane passed her HGV licence on 2024-01-22.", R, "oriane; hgv licence; 2024-01-22")],
    ),
    S(
        "past-event",
        TL,
        B_,
        "Wendell",
        "We took Granny Gwladys to see the bluebells at Hollin Wood yesterday, and she walked the whole way!",
        [
            M(
                "Wendell took his granny Gwladys to see the bluebells at Hollin Wood on 2024-05-05.",
                R,
                "gwladys; bluebells; 2024-05-05",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Saskia",
        "Two weeks ago I cycled 200 km from Nijmegen to the coast in one day, and I still can't sit down properly.",
        [
            M(
                "Saskia cycled 200 km from Nijmegen to the coast on 2024-08-17.",
                R,
                "saskia; 200 km|cycled; 2024-08-17",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        D_,
        "Faramond",
        "My sister Liesl had her baby on Sunday, a little boy called Caspian. I'm an uncle!",
        [
            M(
                "Faramond's sister Liesl had a baby boy, Caspian, on 2024-11-17.",
                R,
                "liesl; caspian; 2024-11-17",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        E_,
        "Ottavio",
        "yesterday i dyed my hair blue for the first time, my mum hasnt stopped laughing",
        [M("Ottavio dyed his hair blue on 2025-03-13.", R, "ottavio; hair blue|dyed; 2025-03-13")],
    ),
    S(
        "past-event",
        UA,
        F_,
        "User",
        "Last Tuesday I stepped on a weever fish on the beach at Porthcawl and my foot still throbs. What should I do?",
        [
            M(
                "The user stepped on a weever fish at Porthcawl on 2025-07-22.",
                R,
                "user; weever fish; 2025-07-22",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        A_,
        "User",
        "I had a mole removed from my back on Tuesday and the stitches itch like mad. Is that normal?",
        [M("The user had a mole removed on 2024-01-23.", R, "user; mole; 2024-01-23")],
    ),
    # lasting facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Hildegard",
        "I've been an orthoptist at the eye hospital for nine years now, so I spend all day looking at squints.",
        [M("Hildegard is an orthoptist at the eye hospital.", D, "hildegard; orthoptist")],
    ),
    S(
        "durable-fact",
        TL,
        C_,
        "Benedek",
        "i'm allergic to celery so i'll bring my own salad to the barbecue, don't worry about me",
        [M("Benedek is allergic to celery.", D, "benedek; celery")],
    ),
    S(
        "durable-fact",
        NJ,
        D_,
        "Itziar",
        "I grew up on a banana farm in Tenerife, so please never offer me a banana again.",
        [M("Itziar grew up on a banana farm in Tenerife.", D, "itziar; banana farm; tenerife")],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "I'm deaf in my left ear since a childhood infection, so please keep your answers written down rather than audio.",
        [M("The user is deaf in the left ear.", D, "user; deaf; left ear")],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "I've kept quails in my back garden in Stroud for twenty years, and they've never laid this badly. Why might that be?",
        [
            M(
                "The user has kept quails in a back garden in Stroud for twenty years.",
                D,
                "user; quails; stroud",
            )
        ],
    ),
    S(
        "durable-fact",
        NL,
        A_,
        "Thorvald",
        "We live on a houseboat on the canal in Banbury, so our post is always a bit of an adventure.",
        [
            M(
                "Thorvald lives on a houseboat on the canal in Banbury.",
                D,
                "thorvald; houseboat; banbury",
            )
        ],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        C_,
        "Lavinia",
        "I'm having my hair cut really short on Tuesday. I'm nervous but excited!",
        [M("Lavinia is having her hair cut short on 2024-09-03.", R, "lavinia; hair; 2024-09-03")],
    ),
    S(
        "plan",
        TL,
        D_,
        "Ambrosine",
        "Next month we're going up to Kiruna to see the northern lights. I've bought the warmest socks in the world.",
        [
            M(
                "Ambrosine is going to Kiruna to see the northern lights in December 2024.",
                R,
                "ambrosine; kiruna|northern lights; 2024-12",
            )
        ],
    ),
    S(
        "plan",
        NJ,
        E_,
        "Evadne",
        "We're starting the kitchen renovation on Monday, so we'll be living on takeaways for a month.",
        [
            M(
                "Evadne is starting a kitchen renovation on 2025-03-17.",
                R,
                "evadne; kitchen; 2025-03-17",
            )
        ],
    ),
    S(
        "plan",
        UA,
        B_,
        "User",
        "I'm giving the best man's speech for my brother Torben on Saturday. Can you help me with a joke about him always being late?",
        [
            M(
                "The user is giving the best man's speech for his brother Torben on 2024-05-11.",
                R,
                "user; best man; torben; 2024-05-11",
            )
        ],
    ),
    S(
        "plan",
        JM,
        F_,
        "User",
        "My daughter starts nursery on the 1st of September and I go back to work the same week. How do I get her used to it?",
        [
            M(
                "The user's daughter starts nursery on 2025-09-01.",
                R,
                "daughter; nursery; 2025-09-01",
            )
        ],
    ),
    # facts about someone else
    S(
        "third-person-fact",
        NL,
        D_,
        "Ptolemy",
        "My dad has been the lollipop man outside the primary school for fifteen years, and every kid in town knows his name.",
        [
            M(
                "Ptolemy's dad has been the lollipop man outside the primary school for fifteen years.",
                D,
                "ptolemy; dad; lollipop man",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        E_,
        "Yolanda",
        "My flatmate Seraphine is a tightrope walker in a circus, so our flat is full of ropes.",
        [
            M(
                "Yolanda's flatmate Seraphine is a tightrope walker in a circus.",
                D,
                "seraphine; tightrope walker",
            )
        ],
    ),
    S(
        "third-person-fact",
        NJ,
        A_,
        "Hesketh",
        "My wife Ermengarde teaches lace-making at the college in Truro, and she's booked up until summer.",
        [
            M(
                "Hesketh's wife Ermengarde teaches lace-making at the college in Truro.",
                D,
                "ermengarde; lace-making",
            )
        ],
    ),
    S(
        "third-person-fact",
        UA,
        C_,
        "User",
        "My son Alaric was just diagnosed with dyspraxia. How can I help him with handwriting at home?",
        [M("The user's son Alaric has dyspraxia.", D, "alaric; dyspraxia")],
    ),
    S(
        "third-person-fact",
        JM,
        D_,
        "User",
        "My mother-in-law is 88 and uses a wheelchair, and she stays with us every Christmas. What should I change in the bathroom?",
        [
            M("The user's mother-in-law uses a wheelchair.", D, "mother-in-law; wheelchair"),
            M(
                "The user's mother-in-law stays with the user every Christmas.",
                D,
                "mother-in-law; christmas",
            ),
        ],
    ),
    # short answers to a question
    S(
        "fragment-answer",
        NL,
        E_,
        "Cordelia",
        "Veterinary medicine, fourth year of six.",
        [M("Cordelia studies veterinary medicine.", D, "cordelia; veterinary medicine")],
        [("Laszlo", "What are you studying these days?")],
    ),
    S(
        "fragment-answer",
        TL,
        F_,
        "Cathal",
        "Fourteen months, and she's already running everywhere.",
        [M("Cathal's little girl is fourteen months old.", R, "cathal; fourteen months")],
        [("Aurore", "How old is your little girl now?")],
    ),
    S(
        "fragment-answer",
        NJ,
        B_,
        "Xanthe",
        "The maternity unit at St Brendan's. Nights, mostly.",
        [
            M(
                "Xanthe works in the maternity unit at St Brendan's.",
                D,
                "xanthe; maternity unit; st brendan's",
            )
        ],
        [("Ottokar", "Where are you working now?")],
    ),
    S(
        "fragment-answer",
        UA,
        A_,
        "User",
        "New Zealand. Invercargill, for my husband's job.",
        [M("The user is moving to Invercargill, New Zealand.", R, "user; invercargill")],
        [("Assistant", "Which country are you moving to?")],
    ),
    # states that will pass
    S(
        "recent-state",
        NL,
        B_,
        "Isembard",
        "I'm on crutches for six weeks after snapping my Achilles at squash, so I'm no use to anyone.",
        [
            M(
                "Isembard is on crutches after snapping his Achilles playing squash.",
                R,
                "isembard; achilles|crutches",
            )
        ],
    ),
    S(
        "recent-state",
        TL,
        F_,
        "Ludovica",
        "we're staying at my sister's while the roof gets fixed after the storm, cosy but chaotic",
        [
            M(
                "Ludovica is staying at her sister's while the roof is fixed.",
                R,
                "ludovica; sister's; roof",
            )
        ],
    ),
    S(
        "recent-state",
        UA,
        D_,
        "User",
        "I've had a cough for three weeks that just won't go away. Should I see a doctor?",
        [M("The user has had a cough for three weeks.", R, "user; cough")],
    ),
    S(
        "recent-state",
        JM,
        C_,
        "User",
        "I'm on sick leave with stress this month, and I'd like some gentle routines to get through the day.",
        [M("The user is on sick leave with stress.", R, "user; sick leave; stress")],
    ),
    # facts tucked into a request
    S(
        "request-with-fact",
        UA,
        F_,
        "User",
        "I'm a vegan weightlifter, can you plan me a high-protein breakfast without soy?",
        [
            M("The user is vegan.", D, "user; vegan"),
            M("The user is a weightlifter.", D, "user; weightlifter"),
        ],
    ),
    S(
        "request-with-fact",
        JM,
        E_,
        "User",
        "Can you help me write a thank-you card to my neighbour Ingeborg? She fed our cat Figaro for two weeks while we were in Rhodes.",
        [
            M("The user's neighbour is Ingeborg.", D, "ingeborg; neighbour"),
            M("The user has a cat called Figaro.", D, "cat; figaro"),
        ],
    ),
    S(
        "request-with-fact",
        UA,
        A_,
        "User",
        "i drive a taxi in slough so i sit all day, give me some stretches i can do at the rank",
        [M("The user drives a taxi in Slough.", D, "user; taxi; slough")],
    ),
    S(
        "request-with-fact",
        JM,
        C_,
        "User",
        "Could you suggest some easy recipes for one? My husband Aldous died in March and I'm not used to cooking just for myself.",
        [M("The user's husband Aldous died in March 2024.", D, "aldous; died; 2024-03")],
    ),
    # answers to a question about "you"
    S(
        "second-person",
        NL,
        D_,
        "Percival",
        "That's me! Every Sunday, and weddings on Saturdays.",
        [M("Percival plays the organ at St Aldhelm's.", D, "percival; organ; st aldhelm's")],
        [("Iseult", "Aren't you the one who plays the organ at St Aldhelm's?")],
    ),
    S(
        "second-person",
        TL,
        A_,
        "Lucasta",
        "yep, six years in march. i'm the manager now",
        [M("Lucasta is the manager of the bike shop.", D, "lucasta; bike shop; manager")],
        [("Donal", "You're still at the bike shop, aren't you?")],
    ),
    S(
        "second-person",
        NJ,
        E_,
        "Corentin",
        "I do! I lived in Sapporo for four years when I was teaching English.",
        [
            M("Corentin speaks Japanese.", D, "corentin; japanese"),
            M("Corentin lived in Sapporo for four years.", D, "corentin; sapporo"),
        ],
        [("Benedicta", "You speak Japanese, don't you?")],
    ),
    S(
        "second-person",
        UA,
        B_,
        "User",
        "Yes, the Windermere one in September. Still terrified of the swim.",
        [
            M(
                "The user is training for the Windermere triathlon in September 2024.",
                R,
                "user; triathlon; windermere",
            )
        ],
        [("Assistant", "You mentioned you're training for a triathlon. Is that still the plan?")],
    ),
    # several facts at once
    S(
        "multi-fact",
        NL,
        F_,
        "Wilfred",
        "I'm 52, I restore church clocks for a living, and I keep racing pigeons in the shed.",
        [
            M("Wilfred is 52.", D, "wilfred; 52"),
            M("Wilfred restores church clocks.", D, "wilfred; church clocks"),
            M("Wilfred keeps racing pigeons.", D, "wilfred; pigeons"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        C_,
        "Femke",
        "Moved to Zwolle in May, started at a bicycle repair co-op, and I'm learning the accordion three nights a week.",
        [
            M("Femke moved to Zwolle in May 2024.", D, "femke; zwolle"),
            M("Femke works at a bicycle repair co-op.", D, "femke; bicycle repair"),
            M("Femke is learning the accordion.", D, "femke; accordion"),
        ],
    ),
    S(
        "multi-fact",
        JM,
        B_,
        "User",
        "Some background: I'm 67, I live alone in a cottage near Hexham, and I've just taken in a retired guide dog called Nutmeg. How often should I walk her?",
        [
            M("The user is 67.", D, "user; 67"),
            M("The user lives in a cottage near Hexham.", D, "user; cottage; hexham"),
            M("The user has a retired guide dog called Nutmeg.", D, "guide dog; nutmeg"),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        D_,
        None,
        "Reminder: Dr Okonkwo's surgery has moved to 22 Fenwick Street.",
        [M("Dr Okonkwo's surgery is at 22 Fenwick Street.", D, "okonkwo; fenwick street")],
    ),
    S(
        "note",
        UA,
        E_,
        "User",
        "Note to self: the car insurance renewal is due on the 2nd of April.",
        [
            M(
                "The user's car insurance renewal is due on 2025-04-02.",
                R,
                "car insurance; 2025-04-02",
            )
        ],
    ),
    S(
        "note",
        JM,
        A_,
        "User",
        "Please remember that my locker code at the leisure centre is 4417.",
        [M("The user's locker code at the leisure centre is 4417.", D, "locker; 4417")],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        C_,
        "Honoria",
        "I'd take a cold shower over a hot bath any day. I can't stand being too warm.",
        [M("Honoria prefers a cold shower to a hot bath.", D, "honoria; cold shower")],
    ),
    S(
        "preference",
        TL,
        E_,
        "Lysander",
        "honestly i hate musicals, id rather sit in traffic",
        [M("Lysander hates musicals.", D, "lysander; musicals")],
    ),
    S(
        "preference",
        JM,
        D_,
        "User",
        "I absolutely love Scandinavian crime dramas. Can you recommend a few I might not have seen?",
        [M("The user loves Scandinavian crime dramas.", D, "user; scandinavian crime dramas")],
    ),
    # answers that lean on a pronoun
    S(
        "pronoun-answer",
        NL,
        A_,
        "Ferdinand",
        "My aunt did. She painted it from a photo after my grandad died.",
        [
            M(
                "Ferdinand's aunt painted the portrait in Ferdinand's hallway.",
                D,
                "ferdinand; aunt; portrait",
            )
        ],
        [("Rosamund", "Who painted the portrait in your hallway?")],
    ),
    S(
        "pronoun-answer",
        NJ,
        F_,
        "Hepzibah",
        "It's my son's. He's out on the river with it every weekend.",
        [M("Hepzibah's son owns the red paddleboard.", D, "hepzibah; son; red paddleboard")],
        [("Barnabas", "Whose is the red paddleboard on your car?")],
    ),
]

SENTENCES += [
    # chatter
    S("chatter", NL, B_, "Oriane", "Ha! Oh, that's brilliant."),
    S("chatter", TL, C_, "Wendell", "Right, I'm off to bed. Speak soon!"),
    S("chatter", NJ, D_, "Saskia", "Hang on, someone's at the door."),
    S("chatter", UA, E_, "User", "Hello again!"),
    S("chatter", JM, F_, "User", "Okay, one moment, let me think."),
    S("chatter", TL, A_, "Ottavio", "sorry wrong chat lol"),
    # questions
    S("question", NL, C_, "Faramond", "Did you ever hear back about the flat?"),
    S("question", TL, D_, "Hildegard", "Are you driving up or getting the train?"),
    S("question", NJ, A_, "Benedek", "Is the swimming pool in town open on Sundays?"),
    S("question", UA, F_, "User", "How long should I boil an egg for a runny yolk?"),
    S("question", JM, B_, "User", "Why is the sky red at sunset?"),
    S("question", NL, E_, "Itziar", "Who's coming to the party on Saturday?"),
    # compliments
    S("compliment", NL, F_, "Thorvald", "You look so happy in that photo!"),
    S("compliment", TL, B_, "Lavinia", "Your garden is absolutely stunning this year."),
    S("compliment", NJ, C_, "Ambrosine", "You're honestly the most patient person I know."),
    S("compliment", UA, A_, "User", "That's a brilliant explanation, very clear."),
    S("compliment", JM, D_, "User", "You're really good at this!"),
    S("compliment", NJ, E_, "Evadne", "Your cakes are always better than the ones from the shop."),
    # opinions about things in general
    S("generic-opinion", NL, A_, "Ptolemy", "January is the longest month of the year, honestly."),
    S("generic-opinion", TL, C_, "Yolanda", "Dogs are better company than most people."),
    S(
        "generic-opinion",
        NJ,
        F_,
        "Hesketh",
        "Shops shouldn't be allowed to play Christmas music in October.",
    ),
    S("generic-opinion", UA, B_, "User", "Paper books are so much nicer than e-readers."),
    S(
        "generic-opinion",
        JM,
        E_,
        "User",
        "Working from home is better for concentration than any office.",
    ),
    S("generic-opinion", TL, D_, "Ludovica", "summer holidays are way too long for kids"),
    # what if
    S(
        "hypothetical",
        NL,
        D_,
        "Cordelia",
        "If I ever win the lottery, I'm buying a vineyard somewhere warm.",
    ),
    S(
        "hypothetical",
        TL,
        E_,
        "Cathal",
        "if we'd bought that house by the sea we'd be swimming every day now",
    ),
    S("hypothetical", NJ, A_, "Xanthe", "Maybe one day I'll sail across the Atlantic."),
    S("hypothetical", UA, C_, "User", "If I ever opened a bakery, I think I'd call it Crumbs."),
    S(
        "hypothetical",
        JM,
        F_,
        "User",
        "Suppose I took a year off to travel, how much would I need to save?",
    ),
    S(
        "hypothetical",
        NL,
        B_,
        "Isembard",
        "I'd love to live in a treehouse, if only I didn't get dizzy.",
    ),
    # other people's opinions
    S("others-opinion", NL, E_, "Honoria", "My mum thinks the new roundabout is a death trap."),
    S("others-opinion", TL, F_, "Lysander", "my boss reckons the new software is a waste of money"),
    S("others-opinion", NJ, B_, "Corentin", "Benedicta's brother says the film was far too long."),
    S(
        "others-opinion",
        UA,
        D_,
        "User",
        "My husband says the new series is too slow to bother with.",
    ),
    S(
        "others-opinion",
        JM,
        A_,
        "User",
        "My teacher always said my handwriting looks like a doctor's.",
    ),
    S("others-opinion", TL, C_, "Femke", "my flatmate thinks pineapple on pizza is a crime"),
    # moods that will pass
    S("passing-mood", NL, F_, "Ferdinand", "I'm so tired today, I could fall asleep on the bus."),
    S("passing-mood", TL, A_, "Lucasta", "in a weirdly good mood this morning"),
    S("passing-mood", NJ, D_, "Hepzibah", "Feeling a bit grumpy today, ignore me."),
    S("passing-mood", UA, C_, "User", "I'm a bit stressed out this afternoon."),
    S("passing-mood", JM, E_, "User", "Feeling very lazy today."),
    S("passing-mood", NL, B_, "Percival", "Honestly, I'm starving right now."),
    # thanks
    S("thanks", NL, D_, "Lavinia", "Thank you so much for the flowers, they made my week!"),
    S("thanks", TL, E_, "Wendell", "thanks for the lift yesterday, you saved me"),
    S("thanks", UA, F_, "User", "Thanks, that was really helpful."),
    S("thanks", JM, C_, "User", "Thank you, I'll give that a try."),
    # the assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        A_,
        "Assistant",
        "You could soak the beans overnight and then cook them slowly with a bay leaf.",
        [],
        [("User", "how do I make dried beans soft?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        B_,
        "Assistant",
        "A good way to start is ten minutes of journaling each evening before bed.",
        [],
        [("User", "How can I sleep better?")],
    ),
    S(
        "assistant-suggestion",
        UA,
        D_,
        "Assistant",
        "Try a warm compress on your neck for ten minutes, three times a day.",
        [],
        [("User", "How do I help a stiff neck?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        F_,
        "Assistant",
        "You might enjoy starting with a twenty-minute walk after dinner.",
        [],
        [("User", "Any ideas to help me move more?")],
    ),
]


if __name__ == "__main__":
    sys.exit(main())
