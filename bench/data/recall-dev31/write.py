# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the thirty-first development recall set (this folder), written blind as held-out 31.

All of the material below was typed by hand for this set: six dated conversations with
their questions (``CONVERSATIONS``) and a hundred labelled sentences (``SENTENCES``). Three
pair chats are written in proper case and whole sentences by two people who keep in touch for
more than a year, the fourth pair texts in lower case, and of the two assistant chats one user
writes in proper case and the other in short lower-case bursts. The script numbers the turns,
resolves the labels the questions cite into turn ids, runs the checks of the blind brief
(``bench/_handwritten.py``) and writes the four files::

    uv run python bench/data/recall-dev31/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev31/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho31"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev31/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the thirty-first held-out set; "
        "a development set since 2026-12-07"
    )
    return blind_set_files(PREFIX, CONVERSATIONS, SENTENCES, written_by)


def main() -> int:
    return write_or_check(HERE, build())


# -- material -------------------------------------------------------------------------------------
# Every name, place, job, title and thing was chosen for this set and looked up in the other
# sets' READMEs and the development sets' material before it was used.

CONVERSATIONS: list[Conv] = []
SENTENCES: list[S] = []


# -- conversations --
# Every session is on a Sunday; a relative date in a question counts from its session.

NOELLINE_KALO = Conv(
    "pair",
    "named_lines",
    ["Noelline", "Kalo"],
    """
@ 2024-01-14
Noelline: Kalo, are you all right up in Luganville? The storm took half my roof off on Wednesday night. {roof}
Kalo: We only lost the water tank here. Half the roof! Where are you sleeping? {ask-sleep}
Noelline: At Aunt Leiwia's in Erakor, with the children, until the roof is fixed. She says we can stay as long as we like. {aunt}
Kalo: Is the house insured? {ask-insured}
Noelline: Yes, thank goodness. I sent the claim to the insurer on Friday: 380,000 vatu for the roof, the ceiling and the fridge. {claim}
Kalo: They'll pay half and call it generous. Did the power come back? {ask-power}
Noelline: Not for three days. We cooked laplap on a fire in Aunty's yard like the old days. {power}
Kalo: My news is smaller and hairier. I've adopted a dog. {dog}
Noelline: You? The man who ran from the neighbour's chickens? {chickens}
Kalo: A brown pup from the market, two months old. I've called him Tamtam, because he drums his tail on the floor. {tamtam}
Noelline: Ha! Serah must love him. {ask-serah}
Kalo: Serah loves him from a distance. She's allergic to dogs, so he stays on the veranda when she visits. {allergy}
Noelline: Poor Tamtam. Any news from the copra shed? {ask-work}
Kalo: I'm still the copra buyer at the Sarakata shed, four years now. And I've put three of my photos in the Santo show in April. {show}
@ 2024-05-19
Noelline: The insurer finally paid! 260,000 vatu, not the 380,000 I asked for. They said the fridge was too old. {paid}
Kalo: Told you. Is the roof done? {ask-done}
Noelline: Mr Tarisesei put new iron on in April, and we moved back home on the 3rd of May. Six weeks at Aunt Leiwia's felt like six months. {moved-back}
Kalo: She must be glad of her quiet again. How did you cover the gap? {ask-gap}
Noelline: A loan of 150,000 vatu from the credit union, at 150,000 vatu... no, at 15,000 vatu a month. {loan}
Kalo: Ouch. Tamtam ran off on Monday and gave me a fright. {lost}
Noelline: Oh no! Did you find him? {ask-found}
Kalo: Two days later, down at the wharf, with a cut paw. The vet charged 6,000 vatu to stitch it. {found}
Noelline: Worth every vatu. What about the show? {ask-show}
Kalo: Second prize for the photo of the old copra dryer at dawn! 10,000 vatu and a certificate. {prize}
Noelline: My brother, the artist! I have news too: I passed level one of my Tongan class on Thursday. {tongan}
Kalo: Tongan? Is this about Viliami? {ask-viliami}
Noelline: It is. His mother speaks nothing else, and I want to talk to her properly at Christmas. And I've joined the school committee as treasurer for the fundraiser. {treasurer}
Kalo: What are they raising for? {ask-raise}
Noelline: A new roof for the Pango school library. The bake sale and the raffle made 145,000 vatu already. {raised}
@ 2024-09-08
Kalo: Sister, I need a favour. I lost my birth certificate in the move, and the passport office wants it. {lost-cert}
Noelline: Lost it? Mum kept that paper safe for thirty years! {ask-cert}
Kalo: I know, I know. The registry says a copy costs 2,500 vatu and takes three weeks. {copy}
Noelline: I'll go to the registry for you tomorrow. I have my own passport trouble: mine runs out in November, and my visa for New Caledonia was refused in August. {visa}
Kalo: Refused? Why? {ask-why}
Noelline: No bank statement in the papers. I applied again with it on Tuesday. The land records conference in Nouméa is on the 18th of November. {reapply}
Kalo: They'll say yes this time. Serah and I are running the hospital charity run on the 21st of September. {run}
Noelline: You, running? {ask-running}
Kalo: Walking fast, Serah says. We've each got 30 sponsors already. Tamtam is coming too. {sponsors}
Noelline: And the savings for the boat motor? {ask-savings}
Kalo: 90,000 of the 250,000 vatu. The copra price went up, so it's coming faster. {savings}
Noelline: Good. By the way, the fundraiser is over. We made 310,000 vatu in the end, and the library roof goes on in the holidays. {total}
Kalo: Well done, treasurer. Is Viliami still teaching you Tongan? {ask-teach}
Noelline: He tries, but he laughs at my accent. The class is better. Level two exam in February. {level2}
Kalo: Good luck with that and with Nouméa. {luck}
@ 2024-12-15
Noelline: The visa came through in October, the new passport in the same week, and Nouméa was wonderful. {granted}
Kalo: Ha! Told you. How was the conference? {ask-conf}
Noelline: I gave a talk on the old land lease books, and two people asked for copies. And I've given up the treasurer job. {quit}
Kalo: Why? {ask-quit}
Noelline: Work got too busy, and Mrs Kalsakau took it over in October. The new library roof is on, though. {kalsakau}
Kalo: How did the charity run go in the end? {ask-result}
Noelline: You tell me, you ran it! {joke}
Kalo: Ha. Serah did it in 41 minutes and I did it in 52. Between us we raised 32,000 vatu for the children's ward. {result}
Noelline: And the clean-up day at the beach? {ask-cleanup}
Kalo: Moved twice because of rain. It was meant to be the 30th of November, and we finally did it yesterday. Forty bags of rubbish. {cleanup}
Noelline: Forty bags! Tell me the streetlight petition is done too. {ask-petition}
Kalo: 600 signatures. We hand it to the council in January. {petition}
Noelline: And Tamtam? {ask-tamtam}
Kalo: Thirteen months old and he's eaten two of Serah's sandals. She says she'll stay allergic to him on purpose. {sandals}
@ 2025-03-09
Kalo: Another blow on Tuesday, did you feel it down there? {blow}
Noelline: We lost power for two days, but the new roof didn't move. Mr Tarisesei knows his job. {two-days}
Kalo: The motor is bought! I paid the last of it in February, 250,000 vatu, and I went fishing off Million Dollar Point on Saturday. {engine}
Noelline: At last! Catch anything? {ask-catch}
Kalo: Two big wahoo, and I lost a third. And the Beachfront Hotel bought six of my photos for their rooms. {hotel}
Noelline: For how much? {ask-much}
Kalo: 48,000 vatu for all six. I'm also teaching a photo class for children on Saturday mornings now, eight kids with their parents' phones. {class}
Noelline: You'll be famous. I passed level two on Friday, and I finished paying off the credit union loan in February. {level2-passed}
Kalo: Two wins! How does it feel to owe nothing? {ask-owe}
Noelline: Lovely. And I got a pay rise at the office, 8 percent from April. {rise}
Kalo: Then lunch is on you when I come down. Tamtam chased a truck on Wednesday and chipped a tooth, by the way. {birthday}
Noelline: Poor boy! Is Serah still allergic? {ask-still}
Kalo: Still sneezing, but she's moving in with us in May, so she's bought tablets. {move-in}
Noelline: Moving in! Now that's the real news. {news}
""",
    [
        Q(
            "s",
            "What did the storm do to Noelline's house?",
            "it took half her roof off",
            "roof",
            "roof; half",
        ),
        Q(
            "t",
            "When did the storm take Noelline's roof off?",
            "2024-01-10",
            "roof",
            "roof; wednesday",
            "relative-date",
        ),
        Q("s", "Where does Kalo live?", "Luganville", "roof", "luganville", memory=True),
        Q("s", "What did Kalo lose in the storm?", "the water tank", "ask-sleep", "water tank"),
        Q(
            "s",
            "Where did Noelline stay while her roof was fixed?",
            "at Aunt Leiwia's in Erakor",
            "aunt",
            "leiwia; erakor",
        ),
        Q("s", "Who stayed with Noelline at her aunt's?", "her children", "aunt", "children"),
        Q("s", "How much did Noelline claim from the insurer?", "380,000 vatu", "claim", "380,000"),
        Q(
            "s",
            "What was in Noelline's insurance claim?",
            "the roof, the ceiling and the fridge",
            "claim",
            "ceiling; fridge",
        ),
        Q(
            "t",
            "When did Noelline send her insurance claim?",
            "2024-01-12",
            "claim",
            "claim; friday",
            "relative-date",
        ),
        Q(
            "s",
            "How long was Noelline without power after the storm?",
            "three days",
            "power",
            "three days",
        ),
        Q(
            "s",
            "How did Noelline cook during the power cut?",
            "laplap on a fire in her aunt's yard",
            "power",
            "laplap; fire",
        ),
        Q("s", "What did Kalo adopt?", "a dog", "dog", "dog"),
        Q(
            "s",
            "What was Kalo said to have run from?",
            "the neighbour's chickens",
            "chickens",
            "chickens",
        ),
        Q("s", "How old was Kalo's dog when he got it?", "two months", "tamtam", "two months"),
        Q("s", "What is the name of Kalo's dog?", "Tamtam", "tamtam", "tamtam", memory=True),
        Q(
            "s",
            "Why is Kalo's dog called Tamtam?",
            "he drums his tail on the floor",
            "tamtam",
            "drums; tail",
        ),
        Q("s", "Where did Kalo get his dog?", "from the market", "tamtam", "market"),
        Q("s", "Who is allergic to dogs?", "Serah", "allergy", "serah; allergic", memory=True),
        Q("s", "Where does Tamtam stay when Serah visits?", "on the veranda", "allergy", "veranda"),
        Q(
            "s",
            "What is Kalo's job?",
            "copra buyer at the Sarakata shed",
            "show",
            "copra buyer",
            memory=True,
        ),
        Q(
            "s",
            "How long had Kalo been a copra buyer in January 2024?",
            "four years",
            "show",
            "four years",
        ),
        Q(
            "s",
            "How many photos did Kalo enter in the Santo show?",
            "three",
            "show",
            "three; photos",
        ),
        Q("s", "How much did the insurer pay Noelline?", "260,000 vatu", "paid", "260,000"),
        Q(
            "s",
            "Why did the insurer pay less than Noelline asked?",
            "they said the fridge was too old",
            "paid",
            "fridge; old",
        ),
        Q(
            "m",
            "How much less than her claim did Noelline's insurer pay?",
            "120,000 vatu (260,000 of 380,000)",
            "claim paid",
            {"claim": "380,000", "paid": "260,000"},
        ),
        Q("s", "Who fixed Noelline's roof?", "Mr Tarisesei", "moved-back", "tarisesei"),
        Q(
            "t",
            "When did Noelline move back home?",
            "2024-05-03",
            "moved-back",
            "moved back; 3rd; may",
        ),
        Q("s", "How long did Noelline stay at her aunt's?", "six weeks", "moved-back", "six weeks"),
        Q(
            "s",
            "How big was Noelline's loan from the credit union?",
            "150,000 vatu",
            "loan",
            "150,000; credit union",
        ),
        Q(
            "s",
            "How much does Noelline pay on her loan each month?",
            "15,000 vatu",
            "loan",
            "15,000",
            "latest",
        ),
        Q(
            "t",
            "When did Tamtam run off?",
            "2024-05-13",
            "lost",
            "ran off; monday",
            "relative-date",
        ),
        Q("s", "Where was Tamtam found?", "at the wharf", "found", "wharf"),
        Q("s", "How long was Tamtam missing?", "two days", "found", "two days"),
        Q("s", "How much was the vet bill for Tamtam's paw?", "6,000 vatu", "found", "6,000"),
        Q(
            "s",
            "What prize did Kalo win at the Santo show?",
            "second prize, 10,000 vatu and a certificate",
            "prize",
            "second prize",
        ),
        Q(
            "s",
            "What was Kalo's prize-winning photo of?",
            "the old copra dryer at dawn",
            "prize",
            "copra dryer; dawn",
        ),
        Q("s", "What language is Noelline learning?", "Tongan", "tongan", "tongan"),
        Q(
            "t",
            "When did Noelline pass level one of her Tongan class?",
            "2024-05-16",
            "tongan",
            "level one; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "Why is Noelline learning Tongan?",
            "to talk to Viliami's mother, who speaks nothing else",
            "treasurer",
            "mother",
        ),
        Q(
            "m",
            "What language does Viliami's mother speak?",
            "only Tongan",
            "ask-viliami treasurer",
            {"ask-viliami": "tongan; viliami", "treasurer": "mother; speaks"},
            "pronoun",
        ),
        Q(
            "s",
            "What role did Noelline take on the school committee?",
            "treasurer",
            "treasurer",
            "treasurer",
        ),
        Q(
            "s",
            "What was the school fundraiser for?",
            "a new roof for the Pango school library",
            "raised",
            "library; roof",
        ),
        Q(
            "s",
            "How much had the bake sale and raffle raised by May 2024?",
            "145,000 vatu",
            "raised",
            "145,000",
        ),
        Q(
            "s",
            "How much did the school fundraiser make in the end?",
            "310,000 vatu",
            "total",
            "310,000",
            "latest",
        ),
        Q(
            "s",
            "What document did Kalo lose?",
            "his birth certificate",
            "lost-cert",
            "birth certificate",
        ),
        Q(
            "s",
            "Why does Kalo need his birth certificate?",
            "the passport office wants it",
            "lost-cert",
            "passport office",
        ),
        Q(
            "s",
            "How long had their mother kept the birth certificate safe?",
            "thirty years",
            "ask-cert",
            "thirty years",
        ),
        Q(
            "s",
            "How much does a copy of a birth certificate cost at the registry?",
            "2,500 vatu",
            "copy",
            "2,500",
        ),
        Q("s", "Where was Noelline's visa for?", "New Caledonia", "visa", "new caledonia"),
        Q("t", "When was Noelline's visa refused?", "2024-08", "visa", "refused; august"),
        Q(
            "s",
            "Why was Noelline's visa refused?",
            "there was no bank statement in the papers",
            "reapply",
            "bank statement",
        ),
        Q(
            "t",
            "When did Noelline apply for the visa again?",
            "2024-09-03",
            "reapply",
            "applied; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When is the land records conference in Nouméa?",
            "2024-11-18",
            "reapply",
            "conference; 18th; november",
        ),
        Q(
            "t",
            "When was the hospital charity run?",
            "2024-09-21",
            "run",
            "charity run; 21st; september",
        ),
        Q(
            "s",
            "How many sponsors did Kalo and Serah each have in September 2024?",
            "30",
            "sponsors",
            "30 sponsors",
        ),
        Q("s", "What is Kalo saving for?", "a boat motor", "ask-savings", "boat motor"),
        Q(
            "s",
            "How much had Kalo saved by September 2024?",
            "90,000 of 250,000 vatu",
            "savings",
            "90,000; 250,000",
        ),
        Q(
            "s",
            "Why were Kalo's savings growing faster?",
            "the copra price went up",
            "savings",
            "copra price",
        ),
        Q(
            "m",
            "Who laughs at Noelline's accent?",
            "Viliami",
            "ask-teach level2",
            {"ask-teach": "viliami", "level2": "laughs; accent"},
            "pronoun",
        ),
        Q(
            "s",
            "When is Noelline's level two Tongan exam?",
            "in February",
            "level2",
            "level two; february",
        ),
        Q("t", "When was Noelline's visa granted?", "2024-10", "granted", "visa; october"),
        Q(
            "m",
            "What did Noelline give a talk on in Nouméa?",
            "the old land lease books",
            "granted ask-conf quit",
            {"granted": "nouméa", "ask-conf": "conference", "quit": "land lease books"},
        ),
        Q(
            "s",
            "Why did Noelline give up the treasurer job?",
            "work got too busy",
            "kalsakau",
            "work; busy",
        ),
        Q("s", "Who took over as treasurer from Noelline?", "Mrs Kalsakau", "kalsakau", "kalsakau"),
        Q(
            "t",
            "When did Mrs Kalsakau take over as treasurer?",
            "2024-10",
            "kalsakau",
            "kalsakau; october",
        ),
        Q(
            "s",
            "How long did Serah take to do the charity run?",
            "41 minutes",
            "result",
            "41 minutes",
            "third-person-fact",
        ),
        Q("s", "How long did Kalo take to do the charity run?", "52 minutes", "result", "52"),
        Q(
            "s",
            "How much did Kalo and Serah raise in the charity run?",
            "32,000 vatu",
            "result",
            "32,000",
        ),
        Q(
            "s",
            "What did the charity run raise money for?",
            "the children's ward",
            "result",
            "children's ward",
        ),
        Q(
            "t",
            "When was the beach clean-up day first meant to be?",
            "2024-11-30",
            "cleanup",
            "30th; november",
        ),
        Q(
            "t",
            "When did the beach clean-up day finally take place?",
            "2024-12-14",
            "cleanup",
            "yesterday",
            "relative-date",
        ),
        Q("s", "Why was the clean-up day moved?", "because of rain", "cleanup", "rain"),
        Q(
            "s",
            "How many bags of rubbish did the clean-up collect?",
            "forty",
            "cleanup",
            "forty bags",
        ),
        Q(
            "s",
            "How many signatures did the streetlight petition get?",
            "600",
            "petition",
            "600 signatures",
        ),
        Q(
            "s",
            "When will the petition be handed to the council?",
            "in January",
            "petition",
            "council; january",
        ),
        Q("s", "What has Tamtam chewed?", "two of Serah's sandals", "sandals", "sandals"),
        Q(
            "s",
            "How old was Tamtam in December 2024?",
            "thirteen months",
            "sandals",
            "thirteen months",
        ),
        Q(
            "t",
            "When did the second storm hit?",
            "2025-03-04",
            "blow",
            "blow; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "How long was Noelline without power in March 2025?",
            "two days",
            "two-days",
            "power; two days",
            "latest",
        ),
        Q(
            "s",
            "When did Kalo pay the last of the boat motor?",
            "in February 2025",
            "engine",
            "february",
        ),
        Q(
            "s",
            "Where did Kalo go fishing?",
            "off Million Dollar Point",
            "engine",
            "million dollar point",
        ),
        Q(
            "t",
            "When did Kalo first go fishing with the new motor?",
            "2025-03-08",
            "engine",
            "fishing; saturday",
            "relative-date",
        ),
        Q("s", "What did Kalo catch?", "two big wahoo", "hotel", "wahoo"),
        Q(
            "s",
            "Which hotel bought Kalo's photos?",
            "the Beachfront Hotel",
            "hotel",
            "beachfront hotel",
        ),
        Q(
            "m",
            "How much did the hotel pay for Kalo's photos?",
            "48,000 vatu for six",
            "hotel class",
            {"hotel": "six", "class": "48,000"},
            "fragment",
        ),
        Q(
            "s",
            "What class does Kalo teach?",
            "a photo class for children on Saturday mornings",
            "class",
            "photo class; children",
        ),
        Q("s", "How many children are in Kalo's photo class?", "eight", "class", "eight kids"),
        Q(
            "t",
            "When did Noelline pass level two of Tongan?",
            "2025-03-07",
            "level2-passed",
            "level two; friday",
            "relative-date",
        ),
        Q(
            "s",
            "When did Noelline finish paying off her loan?",
            "in February 2025",
            "level2-passed",
            "loan; february",
        ),
        Q(
            "m",
            "How much had Noelline borrowed from the credit union, and is it paid off?",
            "150,000 vatu, paid off in February 2025",
            "loan level2-passed",
            {"loan": "150,000", "level2-passed": "paying off"},
        ),
        Q("s", "How big is Noelline's pay rise?", "8 percent from April", "rise", "8 percent"),
        Q(
            "t",
            "When did Tamtam chip a tooth?",
            "2025-03-05",
            "birthday",
            "tooth; wednesday",
            "relative-date",
        ),
        Q("s", "When is Serah moving in with Kalo?", "in May", "move-in", "moving; may"),
        Q(
            "s",
            "What has Serah bought for her allergy?",
            "tablets",
            "move-in",
            "tablets",
            "third-person-fact",
        ),
        Q(
            "m",
            "How many times was Kalo's dog in trouble at the vet or lost?",
            "once: lost for two days and his paw stitched by the vet",
            "lost found",
            {"lost": "ran off", "found": "vet"},
        ),
        Q(
            "m",
            "How much did Kalo earn from his photos in total?",
            "58,000 vatu: a 10,000 prize and 48,000 from the hotel",
            "prize class",
            {"prize": "10,000", "class": "48,000"},
        ),
        Q(
            "m",
            "Did Noelline's new roof survive the storm in March 2025?",
            "yes, it did not move",
            "moved-back two-days",
            {"moved-back": "tarisesei", "two-days": "roof"},
        ),
        Q(
            "o",
            "Which country do Noelline and Kalo live in?",
            "Vanuatu (Luganville, Port Vila area, Santo, vatu)",
            "roof claim",
            {"roof": "luganville", "claim": "vatu"},
        ),
        Q(
            "o",
            "What might Kalo enjoy as a birthday present?",
            "something for his photography, like a lens or a tripod",
            "show class",
            {"show": "photos", "class": "photo class"},
        ),
    ],
)
CONVERSATIONS.append(NOELLINE_KALO)


BINTA_OUSMAN = Conv(
    "pair",
    "timestamped_lines",
    ["binta", "ousman"],
    """
@ 2024-03-03
binta: ousman!! my pots got into the kololi craft fair. 12 pots, first sat in april {fair}
ousman: eh potter binta. which ones {ask-which}
binta: the blue water jars n the small bowls w the fish on. 3 months of work lol {jars}
ousman: nice. my news: got a kitten. grey one, found her under the taxi at the park {kitten}
binta: u?? name? {ask-name}
ousman: mbaye. abt 8 wks old the vet thinks. 450 dalasi for the jabs {mbaye}
binta: lol modou will say no cats in our house, lamin is allergic {allergic}
ousman: lamin ur son or lamin the town {ask-lamin}
binta: my son!! 7 yrs old n sneezes near any cat {son}
ousman: haha ok. also the lleida farm said yes, fruit picking june to sept {lleida}
binta: wow!! visa? {ask-visa}
ousman: applying at the visa centre in banjul next wk. need passport renewed first, mine ran out in jan {passport}
binta: n ur taxi?? {ask-taxi}
ousman: isatou drives it while im away. she still owes me 3000 dalasi from xmas tho {isatou}
binta: family loans never come back lol {joke}
@ 2024-06-16
ousman: visa refused. thurs. they said not enough money in my account {refused}
binta: no!! so sorry. what now {ask-now}
ousman: farm says try again for next season. n my account is frozen too, bank says my id card expired {frozen}
binta: omg everything at once. u lost the old id card right {ask-id}
ousman: ya left it in a gele gele in march. new one takes 2 wks {lost-id}
binta: ok. my news is good for once: won first prize at kololi!! {prize}
ousman: yesss for the jars? {ask-prize}
binta: the big blue jar. 5000 dalasi n the atlantic hotel ordered 40 bowls for the restaurant {order}
ousman: how much {ask-much}
binta: 12000 for all 40. doing them at night after the office {much}
ousman: u still at the ministry? {ask-job}
binta: ya, census clerk, 6 yrs. got a raise in may too, 15 percent {raise}
ousman: rich lady. mbaye is huge now, ate my fish off the plate yday {fish}
binta: haha. u still on the clean-up committee? {ask-committee}
ousman: chair now!! the bakau beach clean-up is 29 june {committee}
@ 2024-10-06
binta: the rains got us. water came into the house on tues night, knee deep {flood}
ousman: eh!! everyone ok? {ask-ok}
binta: ya but the floor n the sofa are gone. staying at modous uncle in lamin till its dry {uncle}
ousman: lamin the town this time lol {lamin-town}
binta: yes lol. insurance said they pay for the floor but not the sofa {insurance}
ousman: how much did u ask {ask-claim}
binta: 28000 dalasi. they sent a man fri to look {claim}
ousman: sorry sis. the clean-up got moved btw, rain in june, we did it 20 july instead {moved}
binta: how many came {ask-came}
ousman: 85 ppl n we filled a whole truck. n the petition for the beach bins has 1200 names now {petition}
binta: good. did the bank unfreeze ur account {ask-bank}
ousman: ya in july once the id came. isatou paid back 1000 of the 3000 too {unfrozen}
binta: progress lol. mbaye? {ask-mbaye}
ousman: went missing for 4 days last wk. came back fat, someone was feeding her {missing}
binta: cats lol. u doing catalan still {ask-catalan}
ousman: ya at the language centre sat mornings. passed level a1 last month {catalan}
@ 2025-01-26
ousman: VISA GRANTED!! fri!! {granted}
binta: yessss!!! second time lucky. when do u go {ask-go}
ousman: 2 june to lleida. farm pays for the flight, i pay them back from my wages {go}
binta: whos taking mbaye {ask-mbaye2}
ousman: my neighbour fatou. 500 dalasi a month for food n minding her {sitter}
binta: good. the insurance paid btw, 22000 not 28000 {paid}
ousman: u back home? {ask-home}
binta: since 1 dec. new tiles, modou painted everything yellow {home}
ousman: lol. the jars? {ask-jars}
binta: teaching a pottery class at the youth centre now, sat afternoons. 10 girls {class}
ousman: nice!! paying? {ask-paying}
binta: 300 a month each. n i sold a big jar to a tourist couple in kotu for 4000 {sold}
ousman: binta the businesswoman. im saving for a plot in gunjur btw. 40000 so far of 150000 {plot}
binta: slow n steady. stepping down from chair? {ask-chair}
ousman: ya, ebrima takes over in march when i go {chair}
@ 2025-05-18
binta: power out since thurs here. nawec says a transformer blew {power}
ousman: 3 days!! same in brikama last month {ask-power}
binta: the fridge is useless. the fish went off {fridge}
ousman: eh. news: passed catalan a2 on wed!! {a2}
binta: proud of u. all packed? {ask-packed}
ousman: almost. isatou finally paid the last 2000 {isatou-paid}
binta: miracle lol. plot money? {ask-plot}
ousman: 65000 now. the farm wages should get me to 150000 by next yr {plot2}
binta: good. my class has 14 girls now n the youth centre wants a 2nd class on sundays {class2}
ousman: u will need more clay lol {clay}
binta: ha. also the ministry sent me on a translation job, wolof to english for a health leaflet {translation}
ousman: how long is it {ask-long}
binta: 20 pages. paid extra 6000 {pages}
ousman: nice. ill send pics of lleida n the pears {pics}
binta: bring me pears!! {peaches}
""",
    [
        Q("s", "What hobby does binta have?", "pottery", "fair", "pots", memory=True),
        Q("s", "How many pots did binta get into the Kololi craft fair?", "12", "fair", "12 pots"),
        Q(
            "s",
            "When was the Kololi craft fair?",
            "the first Saturday in April",
            "fair",
            "first sat; april",
        ),
        Q(
            "s",
            "What pots did binta put in the fair?",
            "the blue water jars and the small bowls with the fish on",
            "jars",
            "water jars; bowls",
        ),
        Q("s", "How long did binta work on her pots for the fair?", "3 months", "jars", "3 months"),
        Q("s", "What pet did ousman get?", "a grey kitten", "kitten", "kitten; grey"),
        Q(
            "s",
            "Where did ousman find his kitten?",
            "under the taxi at the park",
            "kitten",
            "taxi; park",
        ),
        Q("s", "What is the name of ousman's cat?", "mbaye", "mbaye", "mbaye", memory=True),
        Q("s", "How old was mbaye when ousman found her?", "about 8 weeks", "mbaye", "8 wks"),
        Q("s", "How much did mbaye's jabs cost?", "450 dalasi", "mbaye", "450 dalasi"),
        Q(
            "m",
            "Who is allergic to cats?",
            "lamin, binta's son",
            "allergic son",
            {"allergic": "lamin; allergic", "son": "son"},
            memory=True,
        ),
        Q(
            "m",
            "Who is lamin?",
            "binta's 7-year-old son",
            "allergic son",
            {"allergic": "lamin", "son": "son; 7"},
        ),
        Q("s", "How old is binta's son?", "7", "son", "7 yrs"),
        Q("s", "Who is binta's husband?", "modou", "allergic", "modou"),
        Q(
            "s",
            "What job did the lleida farm offer ousman?",
            "fruit picking from June to September",
            "lleida",
            "fruit picking",
        ),
        Q(
            "s",
            "Where is ousman applying for a visa?",
            "at the visa centre in banjul",
            "passport",
            "visa centre; banjul",
        ),
        Q("t", "When did ousman's passport run out?", "2024-01", "passport", "passport; jan"),
        Q("s", "Who drives ousman's taxi while he's away?", "isatou", "isatou", "isatou; drives"),
        Q("s", "How much did isatou owe ousman in March 2024?", "3000 dalasi", "isatou", "3000"),
        Q(
            "m",
            "What does ousman do for a living?",
            "he drives a taxi",
            "ask-taxi isatou",
            {"ask-taxi": "taxi", "isatou": "drives"},
        ),
        Q(
            "t",
            "When was ousman's visa refused?",
            "2024-06-13",
            "refused",
            "refused; thurs",
            "relative-date",
        ),
        Q(
            "s",
            "Why was ousman's visa refused?",
            "not enough money in his account",
            "refused",
            "money; account",
        ),
        Q(
            "s",
            "Why was ousman's bank account frozen?",
            "his id card expired",
            "frozen",
            "id card; expired",
        ),
        Q("s", "Where did ousman lose his old id card?", "in a gele gele", "lost-id", "gele gele"),
        Q("t", "When did ousman lose his id card?", "2024-03", "lost-id", "march"),
        Q(
            "m",
            "What prize did binta win at Kololi?",
            "first prize, 5000 dalasi",
            "prize ask-prize order",
            {"prize": "first prize", "ask-prize": "jars", "order": "5000"},
        ),
        Q("s", "Which piece won binta the prize?", "the big blue jar", "order", "big blue jar"),
        Q(
            "s",
            "Who ordered 40 bowls from binta?",
            "the atlantic hotel",
            "order",
            "atlantic hotel; 40 bowls",
        ),
        Q(
            "m",
            "How much did the atlantic hotel pay binta for its bowls?",
            "12000 dalasi for 40",
            "order much",
            {"order": "40 bowls", "much": "12000"},
            "fragment",
        ),
        Q(
            "s",
            "When does binta work on the hotel bowls?",
            "at night after the office",
            "much",
            "night; office",
        ),
        Q(
            "m",
            "What is binta's job?",
            "census clerk at the ministry",
            "ask-job raise",
            {"ask-job": "ministry", "raise": "census clerk"},
            memory=True,
        ),
        Q("s", "How long has binta been a census clerk?", "6 years", "raise", "6 yrs"),
        Q("s", "How big was binta's raise?", "15 percent", "raise", "15 percent"),
        Q("t", "When did binta get her raise?", "2024-05", "raise", "raise; may"),
        Q("s", "What did mbaye eat off ousman's plate?", "his fish", "fish", "fish; plate"),
        Q(
            "s",
            "What role does ousman have on the clean-up committee in June 2024?",
            "chair",
            "committee",
            "chair",
        ),
        Q(
            "t",
            "When was the bakau beach clean-up first planned?",
            "2024-06-29",
            "committee",
            "bakau; 29; june",
        ),
        Q(
            "t",
            "When did water come into binta's house?",
            "2024-10-01",
            "flood",
            "water; tues",
            "relative-date",
        ),
        Q("s", "How deep was the water in binta's house?", "knee deep", "flood", "knee deep"),
        Q(
            "s",
            "What did binta lose in the flood?",
            "the floor and the sofa",
            "uncle",
            "floor; sofa",
        ),
        Q(
            "s",
            "Where did binta stay after the flood?",
            "at modou's uncle's in lamin",
            "uncle",
            "uncle; lamin",
        ),
        Q(
            "s",
            "What would the insurance pay for?",
            "the floor but not the sofa",
            "insurance",
            "floor; sofa",
        ),
        Q("s", "How much did binta claim from the insurance?", "28000 dalasi", "claim", "28000"),
        Q(
            "t",
            "When did the insurance man come to look at binta's house?",
            "2024-10-04",
            "claim",
            "fri",
            "relative-date",
        ),
        Q("t", "When was the bakau clean-up held in the end?", "2024-07-20", "moved", "20 july"),
        Q("s", "Why was the clean-up moved?", "rain in June", "moved", "rain; june"),
        Q(
            "m",
            "How many people came to the clean-up?",
            "85",
            "ask-came petition",
            {"ask-came": "came", "petition": "85"},
            "fragment",
        ),
        Q("s", "How much rubbish did the clean-up collect?", "a whole truck", "petition", "truck"),
        Q("s", "What is ousman's petition for?", "beach bins", "petition", "petition; bins"),
        Q("s", "How many names did the petition have in October 2024?", "1200", "petition", "1200"),
        Q("t", "When was ousman's bank account unfrozen?", "2024-07", "unfrozen", "july"),
        Q(
            "s",
            "How much of the 3000 had isatou paid back by October 2024?",
            "1000",
            "unfrozen",
            "1000",
        ),
        Q("s", "How long was mbaye missing?", "4 days", "missing", "4 days"),
        Q(
            "m",
            "What language is ousman learning?",
            "catalan",
            "ask-catalan catalan",
            {"ask-catalan": "catalan", "catalan": "language centre"},
        ),
        Q(
            "t",
            "When did ousman pass level a1?",
            "2024-09",
            "catalan",
            "a1; last month",
            "relative-date",
        ),
        Q(
            "s",
            "When are ousman's catalan classes?",
            "Saturday mornings at the language centre",
            "catalan",
            "sat mornings",
        ),
        Q(
            "t",
            "When was ousman's visa granted?",
            "2025-01-24",
            "granted",
            "visa granted; fri",
            "relative-date",
        ),
        Q("t", "When does ousman leave for lleida?", "2025-06-02", "go", "2 june; lleida"),
        Q(
            "s",
            "Who pays for ousman's flight to lleida?",
            "the farm, and he pays them back from his wages",
            "go",
            "farm; flight",
        ),
        Q(
            "s",
            "Who is minding mbaye while ousman is away?",
            "his neighbour fatou",
            "sitter",
            "fatou",
        ),
        Q(
            "t",
            "When does fatou start minding mbaye?",
            "2025-06-02",
            "go sitter",
            {"go": "2 june", "sitter": "fatou"},
            "event-chain",
        ),
        Q(
            "s",
            "How much does ousman pay fatou to mind mbaye?",
            "500 dalasi a month",
            "sitter",
            "500",
        ),
        Q("s", "How much did the insurance pay binta?", "22000 dalasi", "paid", "22000", "latest"),
        Q(
            "m",
            "How much less than her claim did binta's insurance pay?",
            "6000 dalasi (22000 of 28000)",
            "claim paid",
            {"claim": "28000", "paid": "22000"},
        ),
        Q("t", "When did binta move back home after the flood?", "2024-12-01", "home", "1 dec"),
        Q("s", "What colour did modou paint binta's house?", "yellow", "home", "yellow"),
        Q(
            "s",
            "Where does binta teach pottery?",
            "at the youth centre",
            "class",
            "pottery class; youth centre",
        ),
        Q("s", "How many girls were in binta's class in January 2025?", "10", "class", "10 girls"),
        Q(
            "m",
            "How much does binta charge for her class?",
            "300 dalasi a month each",
            "ask-paying sold",
            {"ask-paying": "paying", "sold": "300"},
            "fragment",
        ),
        Q(
            "s",
            "Who bought a big jar from binta?",
            "a tourist couple in kotu",
            "sold",
            "tourist couple; kotu",
        ),
        Q("s", "How much did binta sell a big jar for?", "4000 dalasi", "sold", "4000"),
        Q("s", "What is ousman saving for?", "a plot in gunjur", "plot", "plot; gunjur"),
        Q(
            "s",
            "How much had ousman saved for the plot in January 2025?",
            "40000 of 150000 dalasi",
            "plot",
            "40000; 150000",
        ),
        Q(
            "s",
            "Who takes over as chair of the clean-up committee from ousman?",
            "ebrima",
            "chair",
            "ebrima",
        ),
        Q("s", "When does ebrima take over as chair?", "in March 2025", "chair", "ebrima; march"),
        Q(
            "t",
            "When did binta's power go out in May 2025?",
            "2025-05-15",
            "power",
            "power; thurs",
            "relative-date",
        ),
        Q(
            "s",
            "Why did the power go out at binta's?",
            "a transformer blew",
            "power",
            "transformer",
        ),
        Q("s", "What went off in binta's fridge?", "the fish", "fridge", "fish"),
        Q("t", "When did ousman pass catalan a2?", "2025-05-14", "a2", "a2; wed", "relative-date"),
        Q(
            "s",
            "When did isatou finish paying ousman back?",
            "by May 2025 she paid the last 2000",
            "isatou-paid",
            "last 2000",
        ),
        Q(
            "m",
            "How much did isatou pay back in her second lot of money?",
            "2000 dalasi, after 1000 earlier",
            "unfrozen isatou-paid",
            {"unfrozen": "1000", "isatou-paid": "2000"},
        ),
        Q(
            "s",
            "How much had ousman saved for the plot by May 2025?",
            "65000 dalasi",
            "plot2",
            "65000",
            "latest",
        ),
        Q(
            "s",
            "How many girls were in binta's class in May 2025?",
            "14",
            "class2",
            "14 girls",
            "latest",
        ),
        Q(
            "s",
            "What does the youth centre want binta to add?",
            "a second class on Sundays",
            "class2",
            "2nd class; sundays",
        ),
        Q(
            "s",
            "What translation job did binta do?",
            "wolof to english for a health leaflet",
            "translation",
            "wolof; health leaflet",
        ),
        Q(
            "m",
            "How long was binta's translation job?",
            "20 pages",
            "ask-long pages",
            {"ask-long": "long", "pages": "20 pages"},
            "fragment",
        ),
        Q(
            "s",
            "How much extra was binta paid for the translation?",
            "6000 dalasi",
            "pages",
            "6000",
        ),
        Q("s", "What does binta want ousman to bring from lleida?", "pears", "peaches", "pears"),
        Q(
            "m",
            "How many months after the refusal was ousman's visa granted?",
            "about seven (June 2024 to January 2025)",
            "refused granted",
            {"refused": "refused", "granted": "granted"},
        ),
        Q(
            "m",
            "Which level of catalan did ousman pass after a1?",
            "a2",
            "catalan a2",
            {"catalan": "a1", "a2": "a2"},
        ),
        Q(
            "m",
            "How many pottery students did binta gain between January and May 2025?",
            "4 (10 to 14)",
            "class class2",
            {"class": "10 girls", "class2": "14 girls"},
        ),
        Q(
            "o",
            "Which country do binta and ousman live in?",
            "the Gambia (banjul, brikama, bakau, dalasi)",
            "passport mbaye",
            {"passport": "banjul", "mbaye": "dalasi"},
        ),
        Q(
            "o",
            "Which region is the lleida farm in?",
            "Catalonia",
            "lleida ask-catalan",
            {"lleida": "lleida", "ask-catalan": "catalan"},
        ),
    ],
)
CONVERSATIONS.append(BINTA_OUSMAN)


BILJANA_GORAN = Conv(
    "pair",
    "named_json",
    ["Biljana", "Goran"],
    """
@ 2024-06-09
Goran: Biljana, you won't believe the hail we had in Ohrid on Thursday. Stones like cherries. {hail}
Biljana: Was anything damaged? {ask-damage}
Goran: The windscreen of the Zastava and the skylight over my kitchen. The glass man wants 14,000 denars for the skylight alone. {skylight}
Biljana: Ouch. Our news is furrier: I took in a street cat. A little black one who sat outside the municipality for a week. {cat}
Goran: Don't bring it near me, you know I'm allergic. What's her name? {ask-name}
Biljana: Mrvica. The vet says she's about two. And she's already asleep on my camera bag. {mrvica}
Goran: Speaking of cameras, is the exhibition happening? {ask-exhibition}
Biljana: Yes! The old bath house gallery in Bitola, opening on the 27th of September. Twenty-four photos of Pelister in winter. {exhibition}
Goran: I'm proud of you. I've got a stall at the Ohrid summer market on Saturdays now, selling my beanies. {beanies}
Biljana: The knitting took over your life! How much are they? {ask-price}
Goran: 600 denars each. I sold nineteen last Saturday. Kristijan still owes me 12,000 from the boat trip, though. {owes}
Biljana: Kristijan always owes someone. I started Albanian lessons, by the way, because half the people who come to my desk speak it. {albanian}
Goran: At the permits desk? {ask-desk}
Biljana: Yes, I'm still on building permits at the municipality. The course is Monday and Wednesday evenings, twelve of us. {permits}
Goran: Good. Come to the Lake Ohrid clean-up on the 22nd of June, I'm organising the south shore. {cleanup}
@ 2024-09-29
Biljana: The exhibition opened on Friday! I sold three prints on the first night. {opened}
Goran: Brava! To whom? {ask-whom}
Biljana: A teacher of mine from Resen bought two and the mayor's office bought one for the corridor. {buyers}
Goran: The mayor's corridor! You've arrived. Our clean-up got moved, by the way: the heat was too much in June, so we did it on the 6th of July. {moved}
Biljana: How many came? {ask-many}
Goran: A hundred and twenty. We pulled two old fishing nets out of the water. And I'm secretary of the neighbourhood council now. {secretary}
Biljana: Taking minutes for the neighbours? {ask-minutes}
Goran: And a tax bill, while we're at it. The market sales count as income, so I owe 18,000 denars by the end of October. {tax}
Biljana: Painful. Mrvica had an infection and the vet charged 3,500 for the injections. {infection}
Goran: Is she better? {ask-better}
Biljana: Fully. Now, news: I've been accepted for a three-week photography course in Kaohsiung next spring. {kaohsiung}
Goran: Taiwan! Visa? {ask-visa}
Biljana: Applying next month. And I'm saving for a deposit on a flat: 400,000 of the 1.2 million so far. {deposit}
Goran: Go, cousin. Did you pass the first Albanian level? {ask-level}
Biljana: On Thursday! Seventy-eight out of a hundred. {level1}
@ 2025-01-12
Goran: Bad start to the year. A pipe burst in my flat on New Year's Day and flooded the family below. {pipe}
Biljana: Oh no, Goran! Where are you living? {ask-living}
Goran: With my sister Marija in Struga until the floors dry. The plumber says six weeks. {marija}
Biljana: Have you claimed on the insurance? {ask-insurance}
Goran: Yes, 95,000 denars for my floors and the neighbours' ceiling. And we had no power for two days in the snow last week. {claim}
Biljana: Everything at once. My visa for Taiwan was refused in December. {refused}
Goran: Why? {ask-refused}
Biljana: The letter from the course had the wrong dates. They sent a new one and I apply again on Tuesday. {reapply}
Goran: It'll go through. I'm teaching a knitting class at the Struga library on Tuesday evenings while I'm here. {class}
Biljana: How many students? {ask-students}
Goran: Nine grandmothers and one very serious boy of ten. And Kristijan paid back half, 6,000. {half}
Biljana: Miracles happen. Mrvica is fat from Christmas sarma. {ham}
Goran: Keep her away from my beanies. {away}
Biljana: Never. And the council? {ask-council}
Goran: I'm taking minutes from Marija's sofa. {sofa}
@ 2025-04-27
Biljana: Visa granted on Tuesday! I fly to Kaohsiung on the 10th of May. {granted}
Goran: Finally! Who's minding Mrvica? {ask-mind}
Biljana: Daniela from next door, 300 denars a day. Not you, don't worry. {daniela}
Goran: Good, my nose thanks you. The insurance paid out in March, 70,000, and I moved home on the 1st of March. {paid}
Biljana: 70,000 of the 95,000? {ask-paid}
Goran: Yes, they wouldn't pay for the neighbours' ceiling. {ceiling}
Biljana: Terrible. I sold ten prints to the Hotel Lagadin for their rooms. 60,000 denars! {hotel}
Goran: A real commission! I walked the Pelister charity walk last Sunday and raised 45,000 for the children's hospital. {walk}
Biljana: Bravo. Mrvica went missing for three days in March and came back thin and very angry. {missing}
Goran: Cats. Did you pass the second Albanian level? {ask-level2}
Biljana: On Friday, with 84. And I got a pay rise, 10 percent from April. {level2}
Goran: Then the deposit grows. {ask-deposit}
Biljana: 750,000 now. {deposit2}
Goran: Almost there! {there}
@ 2025-08-17
Goran: Welcome back! How was Taiwan? {welcome}
Biljana: Hot, beautiful, and I learned more in three weeks than in three years. And I got the flat! I signed on the 1st of August. {flat}
Goran: The deposit was enough? {ask-enough}
Biljana: With a bank loan of 2.4 million denars over twenty years. Mrvica has a balcony now. {loan}
Goran: Lucky cat. My news: first prize at the Kruševo crafts fair for my lake blanket! {prize}
Biljana: The blue and green one? {ask-blanket}
Goran: That one. 10,000 denars and a lady from Skopje wants one for her granddaughter. {skopje}
Biljana: Another commission! Are you still on the council? {ask-still}
Goran: I stepped down in June. Too many meetings about parking. But I started a petition against the new hotel on the lake shore. {petition}
Biljana: How many names? {ask-names}
Goran: 3,400 so far. Kristijan paid the last 6,000, by the way. {kristijan}
Biljana: The whole 12,000? A summer of wonders. {wonders}
Goran: He's getting married, so he's clearing his debts. Ha! {married}
Biljana: Then I'll need a wedding present. A knitted one? {present}
""",
    [
        Q(
            "t",
            "When did the hail hit Ohrid?",
            "2024-06-06",
            "hail",
            "hail; ohrid; thursday",
            "relative-date",
        ),
        Q("s", "How big were the hailstones in Ohrid?", "like cherries", "hail", "cherries"),
        Q(
            "s",
            "What did the hail damage at Goran's?",
            "the windscreen of the Zastava and the skylight over his kitchen",
            "skylight",
            "windscreen; skylight",
        ),
        Q("s", "What car does Goran drive?", "a Zastava", "skylight", "zastava"),
        Q(
            "s",
            "How much does the glass man want for Goran's skylight?",
            "14,000 denars",
            "skylight",
            "14,000",
        ),
        Q(
            "s",
            "Where did Biljana's cat sit before she took her in?",
            "outside the municipality",
            "cat",
            "municipality",
        ),
        Q("s", "What colour is Biljana's cat?", "black", "cat", "black"),
        Q("s", "Who is allergic to cats?", "Goran", "ask-name", "allergic", memory=True),
        Q("s", "What is the name of Biljana's cat?", "Mrvica", "mrvica", "mrvica", memory=True),
        Q("s", "How old was Mrvica when Biljana took her in?", "about two", "mrvica", "two"),
        Q("s", "Where does Mrvica sleep?", "on Biljana's camera bag", "mrvica", "camera bag"),
        Q(
            "s",
            "Where was Biljana's exhibition?",
            "at the old bath house gallery in Bitola",
            "exhibition",
            "bath house gallery",
        ),
        Q(
            "s",
            "How many photos were in Biljana's exhibition?",
            "twenty-four",
            "exhibition",
            "twenty-four",
        ),
        Q(
            "s",
            "What were Biljana's exhibition photos of?",
            "Pelister in winter",
            "exhibition",
            "pelister; winter",
        ),
        Q(
            "t",
            "When did Biljana's exhibition open?",
            "2024-09-27",
            "exhibition",
            "27th; september",
        ),
        Q(
            "s",
            "What does Goran sell at the Ohrid summer market?",
            "his knitted beanies",
            "beanies",
            "beanies",
        ),
        Q("s", "What is Goran's hobby?", "knitting", "ask-price", "knitting", memory=True),
        Q("s", "How much are Goran's beanies?", "600 denars each", "owes", "600"),
        Q(
            "s",
            "How many beanies did Goran sell at the market in early June 2024?",
            "nineteen",
            "owes",
            "nineteen",
        ),
        Q(
            "s",
            "How much did Kristijan owe Goran in June 2024?",
            "12,000 denars",
            "owes",
            "kristijan; 12,000",
        ),
        Q("s", "What was Kristijan's debt to Goran from?", "the boat trip", "owes", "boat trip"),
        Q("s", "What language is Biljana learning?", "Albanian", "albanian", "albanian"),
        Q(
            "s",
            "Why is Biljana learning Albanian?",
            "half the people who come to her desk speak it",
            "albanian",
            "desk",
        ),
        Q(
            "s",
            "What is Biljana's job?",
            "building permits at the municipality",
            "permits",
            "building permits; municipality",
            memory=True,
        ),
        Q(
            "s",
            "When are Biljana's Albanian lessons?",
            "Monday and Wednesday evenings",
            "permits",
            "monday; wednesday",
        ),
        Q("s", "How many people are in Biljana's Albanian course?", "twelve", "permits", "twelve"),
        Q(
            "t",
            "When was the Lake Ohrid clean-up first planned for?",
            "2024-06-22",
            "cleanup",
            "clean; 22nd; june",
        ),
        Q(
            "s",
            "Which part of the clean-up is Goran organising?",
            "the south shore",
            "cleanup",
            "south shore",
        ),
        Q(
            "s",
            "How many prints did Biljana sell on the first night?",
            "three",
            "opened",
            "three prints",
        ),
        Q(
            "s",
            "Who bought Biljana's prints on the opening night?",
            "an old teacher of Biljana's from Resen (two) and the mayor's office (one)",
            "buyers",
            "teacher; resen; mayor's office",
        ),
        Q(
            "t",
            "When was the Lake Ohrid clean-up held in the end?",
            "2024-07-06",
            "moved",
            "6th; july",
        ),
        Q(
            "s",
            "Why was the Lake Ohrid clean-up moved?",
            "the heat was too much in June",
            "moved",
            "heat",
        ),
        Q(
            "m",
            "How many people came to the Lake Ohrid clean-up?",
            "a hundred and twenty",
            "ask-many secretary",
            {"ask-many": "many", "secretary": "hundred and twenty"},
            "fragment",
        ),
        Q(
            "s",
            "What did the clean-up pull out of the lake?",
            "two old fishing nets",
            "secretary",
            "fishing nets",
        ),
        Q(
            "s",
            "What role did Goran take on the neighbourhood council?",
            "secretary",
            "secretary",
            "secretary; neighbourhood council",
        ),
        Q("s", "How big was Goran's tax bill?", "18,000 denars", "tax", "18,000"),
        Q(
            "s",
            "Why did Goran owe tax?",
            "his market sales count as income",
            "tax",
            "market sales; income",
        ),
        Q(
            "s",
            "When was Goran's tax bill due?",
            "by the end of October 2024",
            "tax",
            "end of october",
        ),
        Q(
            "s",
            "Why did Mrvica see the vet in September 2024?",
            "an infection",
            "infection",
            "infection",
        ),
        Q(
            "s",
            "How much was Mrvica's vet bill for the infection?",
            "3,500 denars",
            "infection",
            "3,500",
        ),
        Q("s", "Where is Biljana's photography course?", "in Kaohsiung", "kaohsiung", "kaohsiung"),
        Q(
            "s",
            "How long is Biljana's photography course?",
            "three weeks",
            "kaohsiung",
            "three-week",
        ),
        Q("s", "What is Biljana saving for?", "a deposit on a flat", "deposit", "deposit; flat"),
        Q(
            "s",
            "How much had Biljana saved by September 2024?",
            "400,000 of 1.2 million denars",
            "deposit",
            "400,000",
        ),
        Q(
            "t",
            "When did Biljana pass the first Albanian level?",
            "2024-09-26",
            "ask-level level1",
            {"ask-level": "albanian level", "level1": "thursday"},
            "relative-date",
        ),
        Q(
            "s",
            "What mark did Biljana get in the first Albanian level?",
            "seventy-eight out of a hundred",
            "level1",
            "seventy-eight",
        ),
        Q(
            "t",
            "When did the pipe burst in Goran's flat?",
            "2025-01-01",
            "pipe",
            "pipe; new year's day",
            "human-date",
        ),
        Q("s", "Whom did Goran's burst pipe flood?", "the family below", "pipe", "family below"),
        Q(
            "s",
            "Where did Goran stay after the pipe burst?",
            "with his sister Marija in Struga",
            "marija",
            "marija; struga",
        ),
        Q(
            "s",
            "How long did the plumber say Goran's floors would take to dry?",
            "six weeks",
            "marija",
            "six weeks",
        ),
        Q("s", "How much did Goran claim from the insurance?", "95,000 denars", "claim", "95,000"),
        Q(
            "s",
            "How long was Goran without power in January 2025?",
            "two days",
            "claim",
            "power; two days",
        ),
        Q(
            "t",
            "When was Biljana's visa for Taiwan refused?",
            "2024-12",
            "refused",
            "visa; refused; december",
        ),
        Q(
            "s",
            "Why was Biljana's visa refused?",
            "the letter from the course had the wrong dates",
            "reapply",
            "wrong dates",
        ),
        Q(
            "t",
            "When did Biljana plan to apply again for the visa?",
            "2025-01-14",
            "reapply",
            "apply; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "Where does Goran teach knitting?",
            "at the Struga library",
            "class",
            "knitting class; struga library",
        ),
        Q(
            "s",
            "Who comes to Goran's knitting class?",
            "nine grandmothers and a serious boy of ten",
            "half",
            "grandmothers; boy",
        ),
        Q(
            "s",
            "How much had Kristijan paid back by January 2025?",
            "half, 6,000 denars",
            "half",
            "half; 6,000",
        ),
        Q("s", "What made Mrvica fat?", "Christmas sarma", "ham", "christmas sarma"),
        Q(
            "t",
            "When was Biljana's visa granted?",
            "2025-04-22",
            "granted",
            "visa granted; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Biljana fly to Kaohsiung?",
            "2025-05-10",
            "granted",
            "kaohsiung; 10th; may",
        ),
        Q(
            "s",
            "Who minded Mrvica while Biljana was away?",
            "Daniela from next door",
            "daniela",
            "daniela",
        ),
        Q(
            "s",
            "How much did Biljana pay Daniela to mind Mrvica?",
            "300 denars a day",
            "daniela",
            "300",
        ),
        Q(
            "s",
            "How much did the insurance pay Goran?",
            "70,000 denars",
            "paid",
            "70,000",
            "latest",
        ),
        Q(
            "t",
            "When did Goran move home after the burst pipe?",
            "2025-03-01",
            "paid",
            "home; 1st; march",
        ),
        Q(
            "s",
            "Why didn't the insurance pay Goran's full claim?",
            "they wouldn't pay for the neighbours' ceiling",
            "ceiling",
            "ceiling",
        ),
        Q(
            "s",
            "How many prints did Biljana sell to the Hotel Lagadin?",
            "ten",
            "hotel",
            "ten prints; lagadin",
        ),
        Q("s", "How much did the Hotel Lagadin pay Biljana?", "60,000 denars", "hotel", "60,000"),
        Q(
            "s",
            "How much did Goran raise on the Pelister charity walk?",
            "45,000 denars",
            "walk",
            "45,000",
        ),
        Q(
            "t",
            "When did Goran walk the Pelister charity walk?",
            "2025-04-20",
            "walk",
            "charity walk; last sunday",
            "relative-date",
        ),
        Q(
            "s",
            "What did the Pelister charity walk raise money for?",
            "the children's hospital",
            "walk",
            "children's hospital",
        ),
        Q("s", "How long was Mrvica missing?", "three days", "missing", "three days"),
        Q(
            "t",
            "When did Biljana pass the second Albanian level?",
            "2025-04-25",
            "ask-level2 level2",
            {"ask-level2": "albanian level", "level2": "friday"},
            "relative-date",
        ),
        Q("s", "How big was Biljana's pay rise?", "10 percent from April", "level2", "10 percent"),
        Q(
            "s",
            "How much had Biljana saved for the deposit by April 2025?",
            "750,000 denars",
            "deposit2",
            "750,000",
            "latest",
        ),
        Q("t", "When did Biljana sign for her flat?", "2025-08-01", "flat", "1st; august"),
        Q(
            "s",
            "How big is Biljana's bank loan for the flat?",
            "2.4 million denars over twenty years",
            "loan",
            "2.4 million; twenty years",
        ),
        Q("s", "What does Mrvica have now in Biljana's new flat?", "a balcony", "loan", "balcony"),
        Q(
            "s",
            "What won Goran first prize at the Kruševo crafts fair?",
            "his lake blanket",
            "prize",
            "lake blanket; kruševo",
        ),
        Q(
            "s",
            "What colours is Goran's prize blanket?",
            "blue and green",
            "ask-blanket",
            "blue; green",
        ),
        Q("s", "How much was Goran's prize?", "10,000 denars", "skopje", "10,000"),
        Q(
            "s",
            "Who wants a blanket from Goran?",
            "a lady from Skopje, for her granddaughter",
            "skopje",
            "skopje; granddaughter",
        ),
        Q(
            "t",
            "When did Goran step down from the council?",
            "2025-06",
            "petition",
            "stepped down; june",
        ),
        Q(
            "s",
            "Why did Goran step down from the council?",
            "too many meetings about parking",
            "petition",
            "meetings; parking",
        ),
        Q(
            "s",
            "What is Goran's petition against?",
            "the new hotel on the lake shore",
            "petition",
            "petition; hotel",
        ),
        Q(
            "s",
            "How many names did Goran's petition have in August 2025?",
            "3,400",
            "kristijan",
            "3,400",
        ),
        Q(
            "s",
            "Why did Kristijan clear his debts?",
            "he's getting married",
            "married",
            "married",
            "third-person-fact",
        ),
        Q(
            "m",
            "How much did Kristijan pay Goran in total, and in how many payments?",
            "12,000 denars, in two payments of 6,000",
            "half kristijan",
            {"half": "6,000", "kristijan": "last 6,000"},
        ),
        Q(
            "m",
            "How much less than his claim did Goran's insurance pay?",
            "25,000 denars (70,000 of 95,000)",
            "claim paid",
            {"claim": "95,000", "paid": "70,000"},
        ),
        Q(
            "m",
            "How many Albanian levels has Biljana passed, and with what marks?",
            "two: seventy-eight and 84",
            "level1 level2",
            {"level1": "seventy-eight", "level2": "84"},
        ),
        Q(
            "m",
            "How many prints did Biljana sell in total across the exhibition night and the hotel?",
            "thirteen",
            "opened hotel",
            {"opened": "three prints", "hotel": "ten prints"},
        ),
        Q(
            "m",
            "Who is Marija?",
            "Goran's sister in Struga",
            "marija class",
            {"marija": "sister; marija", "class": "struga"},
        ),
        Q("s", "Who is Goran to Biljana?", "her cousin", "ask-level", "cousin", memory=True),
        Q(
            "o",
            "Which country do Biljana and Goran live in?",
            "North Macedonia (Ohrid, Bitola, Struga, Skopje, denars)",
            "hail skylight",
            {"hail": "ohrid", "skylight": "denars"},
        ),
        Q(
            "o",
            "What might Goran knit as Kristijan's wedding present?",
            "a blanket like his prize-winning lake blanket",
            "prize present",
            {"prize": "blanket", "present": "wedding present"},
        ),
    ],
)
CONVERSATIONS.append(BILJANA_GORAN)


NADJMA_SOILIHI = Conv(
    "pair",
    "timestamped_lines",
    ["Nadjma", "Soilihi"],
    """
@ 2024-09-15
Nadjma: Soilihi, I need cheering up. My visa for Mayotte was refused on Tuesday. {refused}
Soilihi: Refused? You only want to see your sister! {ask-why}
Nadjma: Chamsia's invitation letter wasn't signed by the town hall in Mamoudzou. She's getting a new one. {letter}
Soilihi: Then it's only paper. At least your passport is new. {ask-passport}
Nadjma: Renewed in July, thank goodness, after a month of queues. How was the wedding season for you? {passport}
Soilihi: Eleven grand mariages since June, and I won the Mutsamudu photo prize in August. {contest}
Nadjma: The photo prize! For which picture? {ask-picture}
Soilihi: The bride's grandmother dancing in the rain in Domoni. 50,000 francs and a new lens. {picture}
Nadjma: That picture deserves it. I have a new companion myself: a dog called Simba. {simba}
Soilihi: You? Since when do you like dogs? {ask-dogs}
Nadjma: Since my neighbour moved to Mayotte and left him with me. He's a year old and scared of the sea. {neighbour}
Soilihi: Ha! Has he seen a vet? {ask-vet}
Nadjma: Yes, 15,000 francs for his jabs. How is the school committee? {jabs}
Soilihi: I'm chair of the parents' committee at the Ouani school now. We're raising money for new desks with a taarab night in October. {chair}
Nadjma: And is Bacar paying you back for the camera he broke? {ask-bacar}
Soilihi: Not a franc of the 80,000 yet. {bacar}
@ 2024-12-29
Nadjma: Did the storm reach Anjouan? On Christmas Eve the water came down our street like a river. {storm}
Soilihi: It tore the sheets off my photo studio roof. Are you all right? {shop-roof}
Nadjma: We're fine, but the living room was under water and the sofa and rugs are ruined. I'm at my aunt's in Itsandra with Simba. {itsandra}
Soilihi: How long for? {ask-long}
Nadjma: Until the walls dry, maybe six weeks. The insurance man came on Friday. I've claimed 600,000 francs. {claim}
Soilihi: My roof cost 120,000 francs to fix. And we had no power for four days. {roof-cost}
Nadjma: Same here, three. The taarab night for the desks went well? {ask-concert}
Soilihi: 900,000 francs raised! Thirty new desks by March. {concert}
Nadjma: Wonderful. I passed my first Malagasy exam in November, by the way. {malagasy}
Soilihi: Malagasy? For Youssouf's family? {ask-malagasy}
Nadjma: For his mother. She speaks it at home and I want to understand the jokes about me. {mother}
Soilihi: Wise. How is the saving for the grand mariage? {ask-saving}
Nadjma: 1.8 million of the 4 million francs. The storm hasn't helped. {saving}
Soilihi: I'm running in the Mutsamudu charity run on the 12th of January, for the hospital. Sponsor me? {run}
Nadjma: 10,000 francs from me and Simba. {sponsor}
@ 2025-04-06
Nadjma: The insurance paid at last, 420,000 francs, in March. And I moved home on the 15th of February. {paid}
Soilihi: Not the 600,000? {ask-paid}
Nadjma: They said the rugs were too old to count. And my visa was granted on Thursday! {granted}
Soilihi: At last! When do you go to Mamoudzou? {ask-go}
Nadjma: In May, for Chamsia's baby. She's due on the 25th. {baby}
Soilihi: Who minds Simba? {ask-mind}
Nadjma: My cousin Hadidja, for 2,000 francs a day. He ran off on Monday, by the way, scared of the drums at a wedding next door. {ran-off}
Soilihi: Did he come back? {ask-back}
Nadjma: The next morning, asleep under a kwassa at the port. How was your run? {port}
Soilihi: 31 minutes, and I raised 65,000 francs for the hospital. {run-result}
Nadjma: Bravo. And the beach clean-up? {ask-cleanup}
Soilihi: Moved from the 22nd of March because of the rains, so we did it yesterday. Sixty people came. {cleanup}
Nadjma: Good. Is Bacar paying yet? {ask-bacar2}
Soilihi: Half, 40,000. The other half after the tax office takes its share of me. My shop tax bill came: 175,000 francs. {tax}
@ 2025-07-20
Nadjma: I'm back from Mayotte! Chamsia had a girl on the 28th of May. Zaïnaba. {zainaba}
Soilihi: Congratulations, Auntie Nadjma! How is she? {ask-she}
Nadjma: Loud and perfect. What's your news? {ask-news}
Soilihi: The ministry of tourism bought twenty of my photos for their new office. 300,000 francs. {ministry}
Nadjma: A real commission! You'll have to raise your wedding prices. {prices}
Soilihi: I did! And I'm teaching a photography class at the secondary school on Wednesday afternoons, fifteen students. {class}
Nadjma: Teacher Soilihi! I've had a pay rise too: 12 percent at the ylang-ylang factory since June. {rise}
Soilihi: Still grading the flowers? {ask-grading}
Nadjma: Still flower grader, seven years now. And I took a loan of 900,000 francs for a small car. {loan}
Soilihi: Careful, the roads! Did you sign the ferry petition? {ask-petition}
Nadjma: Yes. How many names now? {ask-names}
Soilihi: 2,100. We want a second ferry between Anjouan and Grande Comore. We hand it in next month. {petition}
Nadjma: And the desks? {ask-desks}
Soilihi: Delivered in May, two months late. {desks}
@ 2025-11-16
Soilihi: Power out again here since Friday. How is Moroni? {power}
Nadjma: Ours came back this morning. Good news from me: the grand mariage is set for August next year. {date-set}
Soilihi: Finally! How are the savings? {ask-savings}
Nadjma: 3.2 million of the 4 million. The pay rise helped. {savings}
Soilihi: I'll take the photos for free, as my present. {present}
Nadjma: You're the best. And I passed my second Malagasy exam on Wednesday. {malagasy2}
Soilihi: Youssouf's mother must be pleased. {pleased}
Nadjma: She laughed and said I have a Moroni accent. I also did my first translation job, a shipping contract into Comorian, 40 pages. {translation}
Soilihi: Paid? {ask-paid2}
Nadjma: 80,000 francs. My bad news is that I've lost the land title for the plot in Mitsamiouli. {title}
Soilihi: Try the cadastre office, they keep copies. I stepped down as chair in October, by the way. {stepped}
Nadjma: Too much work? {ask-stepped}
Soilihi: Too many weddings. And Bacar paid the last 40,000. {bacar-paid}
Nadjma: A miracle! {miracle}
""",
    [
        Q(
            "t",
            "When was Nadjma's visa for Mayotte refused?",
            "2024-09-10",
            "refused",
            "visa; refused; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "Why was Nadjma's visa refused?",
            "Chamsia's invitation letter wasn't signed by the town hall",
            "letter",
            "invitation letter; signed",
        ),
        Q(
            "m",
            "Who is Chamsia?",
            "Nadjma's sister, who lives in Mamoudzou",
            "ask-why letter",
            {"ask-why": "sister", "letter": "chamsia; mamoudzou"},
            memory=True,
        ),
        Q("t", "When was Nadjma's passport renewed?", "2024-07", "passport", "renewed; july"),
        Q(
            "s",
            "How long did Nadjma queue for her new passport?",
            "a month",
            "passport",
            "month; queues",
        ),
        Q(
            "s",
            "How many grand mariages had Soilihi photographed by September 2024?",
            "eleven since June",
            "contest",
            "eleven grand mariages",
        ),
        Q(
            "s",
            "What did Soilihi win in August 2024?",
            "the Mutsamudu photo prize",
            "contest",
            "mutsamudu photo prize",
        ),
        Q(
            "s",
            "What was Soilihi's winning photo of?",
            "the bride's grandmother dancing in the rain in Domoni",
            "picture",
            "grandmother; dancing",
        ),
        Q(
            "s",
            "What was Soilihi's prize?",
            "50,000 francs and a new lens",
            "picture",
            "50,000; lens",
        ),
        Q("s", "What is the name of Nadjma's dog?", "Simba", "simba", "simba", memory=True),
        Q(
            "s",
            "How did Nadjma come to have Simba?",
            "her neighbour moved to Mayotte and left him with her",
            "neighbour",
            "neighbour; mayotte",
        ),
        Q("s", "How old was Simba in September 2024?", "a year old", "neighbour", "year old"),
        Q("s", "What is Simba scared of?", "the sea", "neighbour", "sea", "pronoun"),
        Q("s", "How much did Simba's jabs cost?", "15,000 francs", "jabs", "15,000"),
        Q(
            "s",
            "What committee role did Soilihi take?",
            "chair of the parents' committee at the Ouani school",
            "chair",
            "chair; parents' committee",
        ),
        Q("s", "What was the Ouani school raising money for?", "new desks", "chair", "desks"),
        Q(
            "s",
            "How was the Ouani school raising money for desks?",
            "with a taarab night in October",
            "chair",
            "taarab night; october",
        ),
        Q("s", "How much did Bacar owe Soilihi?", "80,000 francs", "bacar", "80,000"),
        Q(
            "s",
            "Why did Bacar owe Soilihi money?",
            "he broke Soilihi's camera",
            "ask-bacar",
            "camera; broke",
        ),
        Q(
            "t",
            "When did the storm flood Nadjma's street?",
            "2024-12-24",
            "storm",
            "storm; christmas eve",
            "human-date",
        ),
        Q(
            "s",
            "What did the storm do to Soilihi's photo studio?",
            "tore the sheets off the roof",
            "shop-roof",
            "photo studio; roof",
        ),
        Q("s", "What did Nadjma lose in the storm?", "the sofa and rugs", "itsandra", "sofa; rugs"),
        Q(
            "s",
            "Where did Nadjma stay after the storm?",
            "at her aunt's in Itsandra",
            "itsandra",
            "aunt; itsandra",
        ),
        Q(
            "s",
            "How much did Nadjma claim from the insurance?",
            "600,000 francs",
            "claim",
            "600,000",
        ),
        Q(
            "t",
            "When did the insurance man come to Nadjma's?",
            "2024-12-27",
            "claim",
            "insurance; friday",
            "relative-date",
        ),
        Q(
            "s",
            "How much did Soilihi's roof repair cost?",
            "120,000 francs",
            "roof-cost",
            "120,000",
        ),
        Q(
            "s",
            "How long was Soilihi without power after the storm?",
            "four days",
            "roof-cost",
            "power; four days",
        ),
        Q(
            "m",
            "How long was Nadjma without power after the storm?",
            "three days",
            "roof-cost ask-concert",
            {"roof-cost": "power", "ask-concert": "three"},
        ),
        Q(
            "s",
            "How much did the taarab night raise for the Ouani school?",
            "900,000 francs",
            "concert",
            "900,000",
        ),
        Q(
            "s",
            "How many new desks will the Ouani school get?",
            "thirty",
            "concert",
            "thirty new desks",
        ),
        Q(
            "t",
            "When did Nadjma pass her first Malagasy exam?",
            "2024-11",
            "malagasy",
            "malagasy; november",
        ),
        Q(
            "m",
            "Why is Nadjma learning Malagasy?",
            "for Youssouf's mother, who speaks it at home",
            "ask-malagasy mother",
            {"ask-malagasy": "youssouf", "mother": "mother"},
        ),
        Q(
            "m",
            "Who is Nadjma marrying?",
            "Youssouf",
            "ask-malagasy ask-saving",
            {"ask-malagasy": "youssouf", "ask-saving": "grand mariage"},
        ),
        Q(
            "s",
            "How much had Nadjma saved for her grand mariage by December 2024?",
            "1.8 million of 4 million francs",
            "saving",
            "1.8 million",
        ),
        Q(
            "t",
            "When was the Mutsamudu charity run?",
            "2025-01-12",
            "run",
            "charity run; 12th; january",
        ),
        Q(
            "s",
            "How much did Nadjma sponsor Soilihi for the charity run?",
            "10,000 francs",
            "sponsor",
            "10,000",
        ),
        Q("s", "How much did the insurance pay Nadjma?", "420,000 francs", "paid", "420,000"),
        Q(
            "t",
            "When did Nadjma move home after the storm?",
            "2025-02-15",
            "paid",
            "15th; february",
        ),
        Q(
            "s",
            "Why didn't the insurance pay all of Nadjma's claim?",
            "the rugs were too old to count",
            "granted",
            "rugs; old",
        ),
        Q(
            "t",
            "When was Nadjma's visa granted?",
            "2025-04-03",
            "granted",
            "visa; granted; thursday",
            "relative-date",
        ),
        Q(
            "m",
            "When is Chamsia's baby due?",
            "on the 25th of May",
            "ask-go baby",
            {"ask-go": "mamoudzou", "baby": "25th; may"},
        ),
        Q(
            "s",
            "Who minded Simba while Nadjma was away?",
            "her cousin Hadidja",
            "ran-off",
            "hadidja",
        ),
        Q(
            "t",
            "In which month was Hadidja to mind Simba?",
            "2025-05",
            "baby ran-off",
            {"baby": "may", "ran-off": "hadidja"},
            "event-chain",
        ),
        Q("s", "How much did Nadjma pay Hadidja?", "2,000 francs a day", "ran-off", "2,000"),
        Q(
            "t",
            "When did Simba run off?",
            "2025-03-31",
            "ran-off",
            "ran off; monday",
            "relative-date",
        ),
        Q(
            "s",
            "Why did Simba run off?",
            "he was scared of the drums at a wedding next door",
            "ran-off",
            "drums; wedding",
            "pronoun",
        ),
        Q(
            "s",
            "Where was Simba found?",
            "asleep under a kwassa at the port",
            "port",
            "kwassa; port",
        ),
        Q(
            "s",
            "How long did Soilihi take in the charity run?",
            "31 minutes",
            "run-result",
            "31 minutes",
        ),
        Q(
            "s",
            "How much did Soilihi raise in the charity run?",
            "65,000 francs",
            "run-result",
            "65,000",
        ),
        Q(
            "t",
            "When was the beach clean-up first planned?",
            "2025-03-22",
            "cleanup",
            "22nd; march",
        ),
        Q(
            "t",
            "When was the beach clean-up held?",
            "2025-04-05",
            "cleanup",
            "yesterday",
            "relative-date",
        ),
        Q("s", "Why was the beach clean-up moved?", "because of the rains", "cleanup", "rains"),
        Q("s", "How many people came to the beach clean-up?", "sixty", "cleanup", "sixty people"),
        Q(
            "s",
            "How much had Bacar paid back by April 2025?",
            "half, 40,000 francs",
            "tax",
            "half; 40,000",
        ),
        Q("s", "How big was Soilihi's shop tax bill?", "175,000 francs", "tax", "175,000; tax"),
        Q("t", "When was Chamsia's baby born?", "2025-05-28", "zainaba", "28th; may"),
        Q(
            "s",
            "What is the name of Chamsia's baby?",
            "Zaïnaba",
            "zainaba",
            "zaïnaba",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who bought twenty of Soilihi's photos?",
            "the ministry of tourism",
            "ministry",
            "ministry of tourism",
        ),
        Q(
            "s",
            "How much did the ministry of tourism pay Soilihi?",
            "300,000 francs",
            "ministry",
            "300,000",
        ),
        Q(
            "s",
            "Where does Soilihi teach photography?",
            "at the secondary school on Wednesday afternoons",
            "class",
            "secondary school; wednesday",
        ),
        Q(
            "s",
            "How many students are in Soilihi's photography class?",
            "fifteen",
            "class",
            "fifteen students",
        ),
        Q("s", "How big was Nadjma's pay rise?", "12 percent", "rise", "12 percent"),
        Q(
            "s",
            "Where does Nadjma work?",
            "at the ylang-ylang factory",
            "rise",
            "ylang-ylang factory",
            memory=True,
        ),
        Q("s", "What is Nadjma's job?", "flower grader", "loan", "flower grader", memory=True),
        Q("s", "How long has Nadjma been a flower grader?", "seven years", "loan", "seven years"),
        Q("s", "What did Nadjma take a loan for?", "a small car", "loan", "loan; car"),
        Q("s", "How big is Nadjma's car loan?", "900,000 francs", "loan", "900,000"),
        Q(
            "s",
            "What does the ferry petition ask for?",
            "a second ferry between Anjouan and Grande Comore",
            "petition",
            "second ferry",
        ),
        Q(
            "s",
            "How many names did the ferry petition have in July 2025?",
            "2,100",
            "petition",
            "2,100",
        ),
        Q(
            "s",
            "When were the new desks delivered to the Ouani school?",
            "in May 2025, two months late",
            "desks",
            "may; late",
        ),
        Q(
            "t",
            "When did the power go out at Soilihi's in November 2025?",
            "2025-11-14",
            "power",
            "power; friday",
            "relative-date",
        ),
        Q(
            "s",
            "When is Nadjma's grand mariage?",
            "August next year (2026)",
            "date-set",
            "grand mariage; august",
        ),
        Q(
            "s",
            "How much had Nadjma saved for the grand mariage by November 2025?",
            "3.2 million of 4 million francs",
            "savings",
            "3.2 million",
            "latest",
        ),
        Q(
            "s",
            "What will Soilihi give Nadjma as a wedding present?",
            "he'll take the photos for free",
            "present",
            "photos; free",
        ),
        Q(
            "t",
            "When did Nadjma pass her second Malagasy exam?",
            "2025-11-12",
            "malagasy2",
            "malagasy; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Youssouf's mother say about Nadjma's Malagasy?",
            "that she has a Moroni accent",
            "translation",
            "moroni accent",
        ),
        Q(
            "s",
            "What was Nadjma's first translation job?",
            "a shipping contract into Comorian, 40 pages",
            "translation",
            "shipping contract; comorian",
        ),
        Q(
            "m",
            "How much was Nadjma paid for the translation?",
            "80,000 francs",
            "ask-paid2 title",
            {"ask-paid2": "paid", "title": "80,000"},
            "fragment",
        ),
        Q(
            "s",
            "What document did Nadjma lose?",
            "the land title for the plot in Mitsamiouli",
            "title",
            "land title",
        ),
        Q(
            "s",
            "Where does Soilihi suggest Nadjma get a copy of the land title?",
            "the cadastre office",
            "stepped",
            "cadastre",
        ),
        Q(
            "t",
            "When did Soilihi step down as chair?",
            "2025-10",
            "stepped",
            "stepped down; october",
        ),
        Q(
            "s",
            "Why did Soilihi step down as chair?",
            "too many weddings",
            "bacar-paid",
            "weddings",
        ),
        Q(
            "m",
            "How much did Bacar pay Soilihi in all, and in how many payments?",
            "80,000 francs, in two payments of 40,000",
            "tax bacar-paid",
            {"tax": "40,000", "bacar-paid": "last 40,000"},
        ),
        Q(
            "m",
            "How much less than her claim did Nadjma's insurance pay?",
            "180,000 francs (420,000 of 600,000)",
            "claim paid",
            {"claim": "600,000", "paid": "420,000"},
        ),
        Q(
            "m",
            "How much did Nadjma's grand mariage savings grow between December 2024 and November 2025?",
            "1.4 million francs (1.8 million to 3.2 million)",
            "saving savings",
            {"saving": "1.8 million", "savings": "3.2 million"},
        ),
        Q(
            "m",
            "How much did Soilihi earn from his photos outside weddings?",
            "350,000 francs: the 50,000 prize and 300,000 from the ministry",
            "picture ministry",
            {"picture": "50,000", "ministry": "300,000"},
        ),
        Q(
            "m",
            "How many months after the refusal was Nadjma's visa granted?",
            "about seven (September 2024 to April 2025)",
            "refused granted",
            {"refused": "refused", "granted": "granted"},
        ),
        Q(
            "o",
            "Which country do Nadjma and Soilihi live in?",
            "the Comoros (Moroni, Anjouan, Grande Comore, francs, grand mariage)",
            "petition contest",
            {"petition": "anjouan", "contest": "grand mariages"},
        ),
        Q(
            "o",
            "What kind of gift might suit Soilihi for his birthday?",
            "something for his camera, like a new lens or a camera bag",
            "contest picture",
            {"contest": "photo", "picture": "lens"},
        ),
    ],
)
CONVERSATIONS.append(NADJMA_SOILIHI)


MARIAMA = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-02-11
User: Hello, I'm Mariama, a pharmacy assistant in Nouakchott. I need help planning a fundraiser for our women's cooperative in Tevragh Zeina. {hi}
Assistant: Hello Mariama! What is the money for, and how much do you hope to raise?
User: A sewing room for the cooperative, and we hope for 30,000 ouguiya. I'm the secretary, so the plan falls on me. {goal}
Assistant: Have you chosen a date and a kind of event?
User: A bake sale and a raffle on Saturday the 9th of March, in the courtyard of the health centre. {date}
Assistant: Good. Who can help you on the day?
User: Eleven women from the cooperative. My husband Brahim will carry the tables, but he won't stay long because of the cat. {brahim}
Assistant: The cat?
User: We adopted a kitten in January, Bichra, three months old. Brahim sneezes whenever she's near. {bichra}
Assistant: Poor Brahim! Here is a plan for the day, with a table for the raffle and a rota for the helpers.
@ 2024-07-07
User: Hi, it's Mariama again. The bake sale raised 34,000 ouguiya, more than we hoped! Now I need a study plan. {raised}
Assistant: Congratulations! What are you studying?
User: Pulaar, at the evening school. Half the mothers who come to the pharmacy speak it. I passed level one on Thursday. {pulaar}
Assistant: Well done. How many hours a week can you give it?
User: Four, maybe five. I also got a pay rise in June, from 9,000 to 10,500 ouguiya a month, so I've paid for level two already. {rise}
Assistant: That helps. When is the level two exam?
User: In May next year. And I'm saving for a moped to get to the evening school: 20,000 of 45,000 so far. {moped}
Assistant: Here is a weekly plan with vocabulary on the bus, two evening sessions and a practice chat on Fridays.
User: Thank you. One more thing: Bichra ran away last week and a neighbour found her on his roof two days later. {bichra-lost}
Assistant: I'm glad she's home! Maybe keep the roof door shut at night.
@ 2024-11-24
User: Hello. After the floods in August our ground floor was ruined, and I need help with a complaint to the insurance company. {flood}
Assistant: I'm sorry, Mariama. What happened with the claim?
User: I asked for 48,000 ouguiya for the floor, the fridge and the cooperative's sewing machine that we kept downstairs. They paid 30,000 in October. {claim}
Assistant: Did they say why they paid less?
User: They said the sewing machine belongs to the cooperative, not to me. We stayed at my sister Khadijetou's in Dar Naim for five weeks while it dried. {sister}
Assistant: That must have been hard. What would you like the letter to ask?
User: For the other 18,000, with the receipt for the floor. I also lost my ID card in the move, so I had to get a new one, 1,000 ouguiya. {id}
Assistant: I'll add a line that your new ID number is attached. Anything else?
User: Yes: I gave up being secretary of the cooperative in September. Aminetou does it now. I have no time with the classes. {quit}
Assistant: Here is a firm, polite letter asking for the remaining 18,000 ouguiya, with the receipt listed.
@ 2025-06-01
User: Hi, Mariama here. I passed Pulaar level two on Wednesday! And the health centre asked me to translate a leaflet on vaccinations into Pulaar. {level2}
Assistant: Congratulations! How can I help with the leaflet?
User: Help me check the tone. It's six pages, and they're paying me 8,000 ouguiya. {leaflet}
Assistant: Send me the original text and your draft, and I'll point out anything unclear.
User: Before that, good news: the insurance paid the last 12,000 in January, so 42,000 in all. And I bought the moped in March. {paid}
Assistant: That's great! Is the moped helping?
User: Twenty minutes to work instead of an hour. I also got a visa for the pharmacists' conference in Rabat in September, after they refused me the first time in April. {visa}
Assistant: Why was it refused?
User: My passport had less than six months left. I renewed it and they said yes in May. Bichra is nearly two now and Brahim has tablets for his sneezing. {renewed}
Assistant: Then everyone is settled. Let's look at the leaflet.
""",
    [
        Q("s", "Where does the user live?", "Nouakchott", "hi", "nouakchott", memory=True),
        Q(
            "s",
            "What is the user's job?",
            "pharmacy assistant",
            "hi",
            "pharmacy assistant",
            memory=True,
        ),
        Q(
            "s",
            "Where is the user's women's cooperative?",
            "in Tevragh Zeina",
            "hi",
            "tevragh zeina",
        ),
        Q(
            "s",
            "What was the cooperative's fundraiser for?",
            "a sewing room",
            "goal",
            "sewing room",
        ),
        Q("s", "How much did the cooperative hope to raise?", "30,000 ouguiya", "goal", "30,000"),
        Q(
            "s",
            "What role did the user have in the cooperative in February 2024?",
            "secretary",
            "goal",
            "secretary",
        ),
        Q(
            "t",
            "When was the cooperative's bake sale?",
            "2024-03-09",
            "date",
            "bake sale; 9th; march",
        ),
        Q(
            "s",
            "Where was the bake sale held?",
            "in the courtyard of the health centre",
            "date",
            "courtyard; health centre",
        ),
        Q("s", "How many women helped at the bake sale?", "eleven", "brahim", "eleven women"),
        Q(
            "s",
            "What is the name of the user's husband?",
            "Brahim",
            "brahim",
            "brahim",
            memory=True,
        ),
        Q("s", "What is the name of the user's cat?", "Bichra", "bichra", "bichra", memory=True),
        Q("t", "When did the user adopt her kitten?", "2024-01", "bichra", "kitten; january"),
        Q(
            "m",
            "Who is allergic to the user's cat?",
            "Brahim",
            "brahim bichra",
            {"brahim": "brahim; cat", "bichra": "sneezes"},
        ),
        Q("s", "How much did the bake sale raise?", "34,000 ouguiya", "raised", "34,000"),
        Q(
            "m",
            "By how much did the bake sale beat its goal?",
            "4,000 ouguiya (34,000 against 30,000)",
            "goal raised",
            {"goal": "30,000", "raised": "34,000"},
        ),
        Q("s", "What language is the user learning?", "Pulaar", "pulaar", "pulaar"),
        Q(
            "s",
            "Why is the user learning Pulaar?",
            "half the mothers who come to the pharmacy speak it",
            "pulaar",
            "mothers; pharmacy",
        ),
        Q(
            "t",
            "When did the user pass Pulaar level one?",
            "2024-07-04",
            "pulaar",
            "level one; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "How big was the user's pay rise?",
            "from 9,000 to 10,500 ouguiya a month",
            "rise",
            "9,000; 10,500",
        ),
        Q("t", "When did the user get her pay rise?", "2024-06", "rise", "pay rise; june"),
        Q("s", "What is the user saving for?", "a moped", "moped", "moped"),
        Q(
            "s",
            "How much had the user saved for the moped by July 2024?",
            "20,000 of 45,000 ouguiya",
            "moped",
            "20,000; 45,000",
        ),
        Q(
            "s",
            "Where was Bichra found when she ran away?",
            "on a neighbour's roof",
            "bichra-lost",
            "neighbour; roof",
        ),
        Q("s", "How long was Bichra missing?", "two days", "bichra-lost", "two days"),
        Q(
            "t",
            "When were the floods that ruined the user's ground floor?",
            "2024-08",
            "flood",
            "floods; august",
        ),
        Q(
            "s",
            "How much did the user claim from the insurance?",
            "48,000 ouguiya",
            "claim",
            "48,000",
        ),
        Q(
            "s",
            "How much did the insurance first pay the user?",
            "30,000 ouguiya",
            "claim",
            "30,000; october",
        ),
        Q(
            "s",
            "Why did the insurance pay less than the user claimed?",
            "the sewing machine belongs to the cooperative",
            "sister",
            "sewing machine; cooperative",
        ),
        Q(
            "s",
            "Where did the user stay after the floods?",
            "at her sister Khadijetou's in Dar Naim",
            "sister",
            "khadijetou; dar naim",
        ),
        Q("s", "How long did the user stay at her sister's?", "five weeks", "sister", "five weeks"),
        Q("s", "What document did the user lose in the move?", "her ID card", "id", "id card"),
        Q("s", "How much did the user's new ID card cost?", "1,000 ouguiya", "id", "1,000"),
        Q("s", "Who took over as secretary of the cooperative?", "Aminetou", "quit", "aminetou"),
        Q(
            "t",
            "When did the user give up being secretary?",
            "2024-09",
            "quit",
            "secretary; september",
        ),
        Q(
            "t",
            "When did the user pass Pulaar level two?",
            "2025-05-28",
            "level2",
            "pulaar level two; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "What is the user translating for the health centre?",
            "a leaflet on vaccinations, into Pulaar",
            "level2",
            "leaflet; vaccinations",
        ),
        Q(
            "s",
            "How much is the user paid for the leaflet translation?",
            "8,000 ouguiya",
            "leaflet",
            "8,000",
        ),
        Q("s", "How long is the vaccination leaflet?", "six pages", "leaflet", "six pages"),
        Q(
            "s",
            "How much did the insurance pay the user in all?",
            "42,000 ouguiya",
            "paid",
            "42,000",
            "latest",
        ),
        Q("t", "When did the insurance pay the last 12,000?", "2025-01", "paid", "12,000; january"),
        Q("t", "When did the user buy her moped?", "2025-03", "paid", "moped; march"),
        Q(
            "s",
            "How long is the user's commute on the moped?",
            "twenty minutes",
            "visa",
            "twenty minutes",
        ),
        Q(
            "s",
            "Where is the pharmacists' conference?",
            "in Rabat, in September",
            "visa",
            "pharmacists' conference; rabat",
        ),
        Q("t", "When was the user's visa first refused?", "2025-04", "visa", "refused; april"),
        Q(
            "s",
            "Why was the user's visa refused?",
            "her passport had less than six months left",
            "renewed",
            "passport; six months",
        ),
        Q("t", "When was the user's visa granted?", "2025-05", "renewed", "may"),
        Q("s", "How old is Bichra in June 2025?", "nearly two", "renewed", "two"),
        Q("s", "What does Brahim take for his sneezing?", "tablets", "renewed", "tablets"),
        Q(
            "m",
            "How many months after adopting Bichra did she run away?",
            "about six (January to early July 2024)",
            "bichra bichra-lost",
            {"bichra": "january", "bichra-lost": "ran away"},
        ),
        Q(
            "t",
            "When did I adopt my kitten?",
            "2024-01",
            "bichra",
            "kitten; january",
            "first-person-question",
        ),
        Q(
            "s",
            "What am I learning at the evening school?",
            "Pulaar",
            "pulaar",
            "pulaar; evening school",
            "first-person-question",
        ),
        Q(
            "s",
            "Who does my cooperative's paperwork now?",
            "Aminetou",
            "quit",
            "aminetou",
            "first-person-question",
        ),
        Q(
            "o",
            "Which country does the user live in?",
            "Mauritania (Nouakchott, ouguiya, Pulaar, Dar Naim)",
            "hi goal",
            {"hi": "nouakchott", "goal": "ouguiya"},
        ),
    ],
    user_label="Mariama",
)
CONVERSATIONS.append(MARIAMA)


TOLIA = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2025-01-19
User: hi. tolia here, honiara. need a lost dog poster {hi}
Assistant: Hi Tolia, I'm sorry! Tell me about the dog.
User: bubu. black n white, 3 yrs, one ear up. gone since thurs from kukum {bubu}
Assistant: Is there a reward, and which number should people call?
User: 200 dollars reward. my number. he ran off when the power went out n the transformer banged {reward}
Assistant: Poor thing. Does he answer to anything special?
User: whistle. my son mose taught him {mose}
Assistant: Here's a poster: "LOST: Bubu, black and white, one ear up, Kukum. Reward 200 dollars."
User: good. also roof blew off the kitchen in the big wind last wk. staying at my uncles in white river till fixed {roof}
Assistant: I'm sorry. I hope the repairs go quickly.
@ 2025-04-13
User: bubu came home!! 4 days later, thin. vet bill 350 for a bad foot {home}
Assistant: That's wonderful news, Tolia! How can I help today?
User: need a letter to the insurance. asked 9000 for the kitchen roof, they paid 6000 {claim}
Assistant: Did they give a reason for paying less?
User: said the old iron was rusty before the wind. roofer says no. back home since 1 march {rusty}
Assistant: I'll ask them to review it with the roofer's report. Anything else?
User: ya. pay rise at the log pond, scaler now, 15 percent more {rise}
Assistant: Congratulations! Shall I mention your new job title anywhere?
User: no lol. saving for a motor for my banana boat. 3500 of 8000 {saving}
Assistant: Here's the letter asking for the other 3,000 dollars, citing the roofer's report.
@ 2025-08-03
User: need a speech. church fundraiser sun 24 aug, im the mc {mc}
Assistant: Happy to help! What is the fundraiser for?
User: new water tank for the church school. target 20000. got 12500 so far {target}
Assistant: What would you like the speech to include?
User: thanks to the youth committee. i quit as chair in june, lisa took over {quit}
Assistant: Who is Lisa, so I can name her properly?
User: my wife lol. also mention the clean-up, moved from 5 july to 19 july cos of rain {cleanup}
Assistant: Got it. Anything about the petition?
User: ya 800 names for a footbridge at the river. n my cousin tevi still owes me 1500, dont mention that lol {petition}
Assistant: I won't! Here's a speech that thanks the youth committee and Lisa, and mentions the clean-up and the footbridge petition.
@ 2025-11-30
User: lost my passport on the ferry to auki. how to replace {lost}
Assistant: I'm sorry, Tolia. Report it to the police first, then apply at the immigration office with the police report.
User: ok. need it for the scaler course in gizo in feb {course}
Assistant: How long is the course?
User: 2 wks. company pays. also fundraiser got 21000, beat the target {total}
Assistant: Well done! Anything else I can help with?
User: insurance paid another 2000 after ur letter. n bubu had puppies?? no. bubu is a boy. neighbours dog had his puppies lol {puppies}
Assistant: Ha! Congratulations to Bubu. How many?
User: 5. we keep one, mose named her sasa {sasa}
Assistant: Sasa is a lovely name. Good luck with the passport!
""",
    [
        Q("s", "Where does the user live?", "Honiara", "hi", "honiara", memory=True),
        Q("s", "What is the name of the user's dog?", "bubu", "bubu", "bubu", memory=True),
        Q(
            "s",
            "What does bubu look like?",
            "black and white, with one ear up",
            "bubu",
            "black n white; ear",
        ),
        Q("s", "How old is bubu?", "3 years", "bubu", "3 yrs"),
        Q("t", "When did bubu go missing?", "2025-01-16", "bubu", "gone; thurs", "relative-date"),
        Q("s", "Where did bubu go missing from?", "Kukum", "bubu", "kukum"),
        Q("s", "How much was the reward for bubu?", "200 dollars", "reward", "200 dollars"),
        Q(
            "s",
            "Why did bubu run off?",
            "the power went out and the transformer banged",
            "reward",
            "power; transformer",
        ),
        Q(
            "s",
            "Who taught bubu to answer a whistle?",
            "the user's son mose",
            "mose",
            "mose; whistle",
        ),
        Q("s", "What is the name of the user's son?", "mose", "mose", "mose; son", memory=True),
        Q(
            "s",
            "What happened to the user's kitchen in the big wind?",
            "the roof blew off",
            "roof",
            "roof; kitchen",
        ),
        Q(
            "s",
            "Where did the user stay while his roof was fixed?",
            "at his uncle's in white river",
            "roof",
            "uncles; white river",
        ),
        Q("s", "How long was bubu missing?", "4 days", "home", "4 days"),
        Q("s", "How much was bubu's vet bill?", "350 dollars", "home", "vet bill; 350"),
        Q(
            "s",
            "What was wrong with bubu when he came home?",
            "he was thin and had a bad foot",
            "home",
            "bad foot",
        ),
        Q(
            "s",
            "How much did the user claim for the kitchen roof?",
            "9000 dollars",
            "claim",
            "9000",
        ),
        Q(
            "s",
            "How much did the insurance pay at first for the roof?",
            "6000 dollars",
            "claim",
            "6000",
        ),
        Q(
            "s",
            "Why did the insurance pay less for the roof?",
            "they said the old iron was rusty before the wind",
            "rusty",
            "rusty; iron",
        ),
        Q("t", "When did the user move back home?", "2025-03-01", "rusty", "back home; 1 march"),
        Q("s", "Where does the user work?", "at the log pond", "rise", "log pond", memory=True),
        Q("s", "What is the user's job after his promotion?", "scaler", "rise", "scaler"),
        Q("s", "How big was the user's pay rise?", "15 percent", "rise", "15 percent"),
        Q(
            "s",
            "What is the user saving for?",
            "a motor for his banana boat",
            "saving",
            "motor; banana boat",
        ),
        Q(
            "s",
            "How much had the user saved for the boat motor by April 2025?",
            "3500 of 8000 dollars",
            "saving",
            "3500; 8000",
        ),
        Q("t", "When is the church fundraiser?", "2025-08-24", "mc", "fundraiser; 24 aug"),
        Q("s", "What is the user's role at the church fundraiser?", "the MC", "mc", "mc"),
        Q(
            "s",
            "What is the church fundraiser for?",
            "a new water tank for the church school",
            "target",
            "water tank; church school",
        ),
        Q("s", "What was the church fundraiser's target?", "20000 dollars", "target", "20000"),
        Q(
            "s",
            "How much had the church fundraiser raised by August 2025?",
            "12500 dollars",
            "target",
            "12500",
        ),
        Q(
            "t",
            "When did the user quit as chair of the youth committee?",
            "2025-06",
            "quit",
            "chair; june",
        ),
        Q(
            "m",
            "Who took over as chair of the youth committee from the user?",
            "his wife lisa",
            "quit cleanup",
            {"quit": "lisa; took over", "cleanup": "wife"},
        ),
        Q(
            "m",
            "What is the name of the user's wife?",
            "lisa",
            "quit cleanup",
            {"quit": "lisa", "cleanup": "wife"},
            memory=True,
        ),
        Q("t", "When was the clean-up first planned?", "2025-07-05", "cleanup", "clean; 5 july"),
        Q("t", "When was the clean-up held?", "2025-07-19", "cleanup", "19 july"),
        Q("s", "Why was the clean-up moved?", "rain", "cleanup", "rain"),
        Q(
            "s",
            "What does the petition ask for?",
            "a footbridge at the river",
            "petition",
            "footbridge",
        ),
        Q("s", "How many names did the footbridge petition have?", "800", "petition", "800 names"),
        Q(
            "s",
            "Who owes the user money?",
            "his cousin tevi, 1500 dollars",
            "petition",
            "tevi; owes",
        ),
        Q(
            "s",
            "Where did the user lose his passport?",
            "on the ferry to auki",
            "lost",
            "passport; ferry; auki",
        ),
        Q(
            "s",
            "Why does the user need his passport by February 2026?",
            "for the scaler course in gizo",
            "course",
            "scaler course; gizo",
        ),
        Q(
            "m",
            "How long is the user's scaler course in gizo?",
            "2 weeks, paid by the company",
            "course total",
            {"course": "gizo", "total": "2 wks; company pays"},
        ),
        Q(
            "s",
            "How much did the church fundraiser raise in the end?",
            "21000 dollars",
            "total",
            "21000",
            "latest",
        ),
        Q(
            "m",
            "By how much did the church fundraiser beat its target?",
            "1000 dollars (21000 against 20000)",
            "target total",
            {"target": "20000", "total": "21000"},
        ),
        Q(
            "s",
            "How much more did the insurance pay after the letter?",
            "2000 dollars",
            "puppies",
            "insurance; 2000",
        ),
        Q(
            "m",
            "How much did the insurance pay for the kitchen roof in all?",
            "8000 dollars (6000 and then 2000)",
            "claim puppies",
            {"claim": "6000", "puppies": "2000"},
        ),
        Q(
            "s",
            "Whose dog had bubu's puppies?",
            "the neighbour's dog",
            "puppies",
            "neighbours dog; puppies",
        ),
        Q("s", "How many puppies were there?", "5", "sasa", "5"),
        Q("s", "What did mose name the puppy the family kept?", "sasa", "sasa", "sasa"),
        Q(
            "s",
            "Where was I staying while the kitchen roof was fixed?",
            "at your uncle's in white river",
            "roof",
            "white river",
            "first-person-question",
        ),
        Q("s", "What did my son name the puppy?", "sasa", "sasa", "sasa", "first-person-question"),
        Q(
            "o",
            "Which country does the user live in?",
            "Solomon Islands (Honiara, Gizo, Auki, Kukum, White River)",
            "hi lost",
            {"hi": "honiara", "lost": "auki"},
        ),
    ],
    user_label="tolia",
)
CONVERSATIONS.append(TOLIA)


# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent on its own (after its context lines, which form nothing by themselves) as a
# document dated `date`. Relative dates in the expected memories count from that date:
# 2024-01-09 is a Tuesday, 2024-05-24 a Friday, 2024-10-31 a Thursday, 2025-02-17 a Monday,
# 2025-06-25 a Wednesday and 2025-10-04 a Saturday. A weekday named for something done is the one
# before the date; for a plan, the one after; "yesterday" is the day before.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-01-09", "2024-05-24", "2024-10-31"
D_, E_, F_ = "2025-02-17", "2025-06-25", "2025-10-04"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Cleon",
        "On Sunday the river came over the road in Gouyave and filled my workshop with mud.",
        [
            M(
                "Cleon's workshop in Gouyave was flooded with mud on 2024-01-07.",
                R,
                "workshop; gouyave; 2024-01-07",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "alvina",
        "lost my cat coco tues, found her wed under the church steps lol",
        [M("alvina's cat coco went missing on 2024-05-21.", R, "cat; coco; 2024-05-21")],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Bernadine",
        "On Monday my bank froze my account because they thought my pottery sales were fraud.",
        [M("Bernadine's bank froze her account on 2024-10-28.", R, "account; froze; 2024-10-28")],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "On Saturday I sold my first commission, a wedding portrait, for 900 dollars.",
        [
            M(
                "The user sold a first photo commission, a wedding portrait, for 900 dollars on 2025-02-15.",
                R,
                "wedding portrait; 900; 2025-02-15",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "passed the hungarian b1 on sun. finally",
        [
            M(
                "The user passed the Hungarian B1 exam on 2025-06-22.",
                R,
                "hungarian b1; passed; 2025-06-22",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Cleon",
        "On Wednesday we had no power from six in the morning until midnight, the whole of Sauteurs.",
        [M("Sauteurs had a power cut on 2025-10-01.", R, "power; sauteurs; 2025-10-01")],
    ),
    S(
        "past-event",
        TL,
        D_,
        "alvina",
        "fri the vet pulled a fish hook out of bolos lip. 180 dollars",
        [
            M(
                "alvina's dog bolo had a fish hook removed by the vet on 2025-02-14 for 180 dollars.",
                R,
                "bolo; fish hook; 2025-02-14",
            )
        ],
        [("ruthie", "why was bolo at the vet")],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Cleon",
        "I've made furniture out of old boat timber in Gouyave for nineteen years.",
        [
            M(
                "Cleon has made furniture from old boat timber in Gouyave for nineteen years.",
                D,
                "furniture; boat timber",
            )
        ],
    ),
    S(
        "durable-fact",
        TL,
        C_,
        "alvina",
        "been an optician's assistant in grenville 6 yrs now",
        [
            M(
                "alvina is an optician's assistant in Grenville.",
                D,
                "optician's assistant; grenville",
            )
        ],
    ),
    S(
        "durable-fact",
        NJ,
        D_,
        "Bernadine",
        "I teach the pottery class at the Birch Grove hall every Thursday evening.",
        [
            M(
                "Bernadine teaches a pottery class at the Birch Grove hall on Thursday evenings.",
                D,
                "pottery class; birch grove",
            )
        ],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "I'm allergic to cats, so we only have the two dogs.",
        [M("The user is allergic to cats.", D, "allergic; cats")],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "i volunteer at the animal home in tanteen every sat",
        [
            M(
                "The user is a volunteer at the animal home in Tanteen on Saturdays.",
                D,
                "volunteer; tanteen",
            )
        ],
    ),
    S(
        "durable-fact",
        NL,
        A_,
        "Cleon",
        "My wife Glenda and I live in the green house above the river in Gouyave.",
        [M("Cleon's wife is Glenda.", D, "glenda; wife")],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        C_,
        "Cleon",
        "The clean-up of Grand Anse beach is moved to Saturday, because of the rain.",
        [
            M(
                "The clean-up of Grand Anse beach is moved to 2024-11-02.",
                R,
                "clean; grand anse; 2024-11-02",
            )
        ],
    ),
    S(
        "plan",
        TL,
        A_,
        "alvina",
        "charity run for the blind school sat, 6am start at the carenage",
        [
            M(
                "alvina is doing a charity run for the blind school on 2024-01-13.",
                R,
                "charity run; blind school; 2024-01-13",
            )
        ],
    ),
    S(
        "plan",
        NJ,
        B_,
        "Bernadine",
        "The roofer comes on Monday to fix the hole the storm made over the kiln.",
        [
            M(
                "A roofer comes to Bernadine's on 2024-05-27 to fix the roof over the kiln.",
                R,
                "roofer; kiln; 2024-05-27",
            )
        ],
    ),
    S(
        "plan",
        UA,
        D_,
        "User",
        "My visa interview is on Thursday at ten, so I'm practising my answers.",
        [M("The user's visa interview is on 2025-02-20.", R, "visa interview; 2025-02-20")],
    ),
    S(
        "plan",
        JM,
        F_,
        "User",
        "photo exhibition opens tues at the library in hillsborough. 14 of mine",
        [
            M(
                "The user's photo exhibition with 14 photos opens at the library in Hillsborough on 2025-10-07.",
                R,
                "exhibition; hillsborough; 2025-10-07",
            )
        ],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        D_,
        "Cleon",
        "Kelvin paid back the 2,000 dollars he borrowed for his fishing nets, every cent.",
        [
            M(
                "Kelvin paid back 2,000 dollars he borrowed for fishing nets.",
                R,
                "kelvin; 2,000; paid back",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        E_,
        "alvina",
        "ruthies knitting won first prize at the carriacou fair",
        [
            M(
                "ruthie's knitting won first prize at the Carriacou fair.",
                R,
                "knitting; first prize; carriacou",
            )
        ],
    ),
    S(
        "third-person-fact",
        NJ,
        F_,
        "Bernadine",
        "Augustine's passport was lost in the post, so he's missed the ship job in September.",
        [M("Augustine's passport was lost in the post.", R, "augustine; passport; lost")],
    ),
    S(
        "third-person-fact",
        UA,
        A_,
        "User",
        "My brother Dorrell got a pay rise of 200 dollars a month at the port.",
        [
            M(
                "The user's brother Dorrell got a pay rise of 200 dollars a month.",
                R,
                "dorrell; pay rise; 200",
            )
        ],
    ),
    S(
        "third-person-fact",
        JM,
        B_,
        "User",
        "sister shaquille got her visa refused again, 2nd time",
        [
            M(
                "The user's sister shaquille had a visa refused for the second time.",
                R,
                "shaquille; visa; refused",
            )
        ],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        E_,
        "Cleon",
        "Eleven thousand, and they paid eight.",
        [
            M(
                "Cleon claimed eleven thousand dollars from the insurance for the workshop and was paid eight thousand.",
                R,
                "eleven thousand; eight",
            )
        ],
        [("Kelvin", "How much did you ask the insurance for the workshop?")],
    ),
    S(
        "fragment-answer",
        TL,
        F_,
        "alvina",
        "4 yrs old n fat",
        [M("alvina's dog bolo is 4 years old.", R, "bolo; 4")],
        [("ruthie", "how old is bolo now")],
    ),
    S(
        "fragment-answer",
        NJ,
        A_,
        "Bernadine",
        "Six thousand four hundred dollars, all for the church roof.",
        [
            M(
                "The church fundraiser raised six thousand four hundred dollars for the church roof.",
                R,
                "six thousand four hundred; church roof",
            )
        ],
        [("Augustine", "What did the fundraiser make in the end?")],
    ),
    S(
        "fragment-answer",
        UA,
        C_,
        "User",
        "Secretary, since the spring.",
        [M("The user is secretary of the village council.", R, "secretary; village council")],
        [("Assistant", "What is your role on the village council?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        B_,
        "Cleon",
        "We're staying with Glenda's mother in Concord until the roof is back on.",
        [
            M(
                "Cleon is staying with Glenda's mother in Concord while the roof is repaired.",
                R,
                "concord; roof",
            )
        ],
    ),
    S(
        "recent-state",
        TL,
        D_,
        "alvina",
        "saving for a car, 3400 of 9000 so far",
        [M("alvina has saved 3400 of 9000 dollars for a car.", R, "car; 3400; 9000")],
    ),
    S(
        "recent-state",
        NJ,
        E_,
        "Bernadine",
        "I'm minding Augustine's two cats while he's in Carriacou.",
        [M("Bernadine is minding Augustine's two cats.", R, "augustine's; cats; minding")],
    ),
    S(
        "recent-state",
        JM,
        A_,
        "User",
        "paying off a loan for the roof, 300 a month till june",
        [
            M(
                "The user is paying off a roof loan at 300 dollars a month until June.",
                R,
                "loan; roof; 300",
            )
        ],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        B_,
        "User",
        "I lost my birth certificate in the flood, how do I get a copy?",
        [M("The user lost a birth certificate in the flood.", R, "birth certificate; flood")],
    ),
    S(
        "request-with-fact",
        JM,
        C_,
        "User",
        "got a tax bill for 1200 on my photo sales. how do i pay in parts",
        [M("The user got a tax bill of 1200 dollars on photo sales.", R, "tax bill; 1200")],
    ),
    S(
        "request-with-fact",
        UA,
        E_,
        "User",
        "We adopted a puppy from the animal home on Sunday; what should she eat at ten weeks?",
        [
            M(
                "The user adopted a puppy from the animal home on 2025-06-22.",
                R,
                "puppy; animal home; 2025-06-22",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        D_,
        "User",
        "got the job translating the hotel menus into hungarian. how much to charge",
        [
            M(
                "The user got a job translating hotel menus into Hungarian.",
                R,
                "translating; menus; hungarian",
            )
        ],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        C_,
        "Cleon",
        "Yes, I dropped it in August; too many meetings and not enough hands.",
        [
            M(
                "Cleon left the fishermen's committee in 2024-08.",
                R,
                "fishermen's committee; 2024-08",
            )
        ],
        [("Kelvin", "Are you still on the fishermen's committee?")],
    ),
    S(
        "second-person",
        TL,
        E_,
        "alvina",
        "ya 640 names, we hand it in fri",
        [M("alvina's petition for warning flags at Bathway has 640 names.", R, "petition; 640")],
        [("ruthie", "u still doing the petition for warning flags at bathway?")],
    ),
    S(
        "second-person",
        NJ,
        B_,
        "Bernadine",
        "Yes, my second time, and I sold nine bowls.",
        [
            M(
                "Bernadine went to the pottery fair in Grenville for the second time.",
                R,
                "pottery fair; grenville; second",
            )
        ],
        [("Augustine", "Did you go to the pottery fair in Grenville again?")],
    ),
    S(
        "second-person",
        UA,
        F_,
        "User",
        "Yes, the renewal came through, valid for ten years now.",
        [M("The user's passport renewal came through.", R, "passport; renewal")],
        [("Assistant", "Did you get your passport renewed in time?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        E_,
        "Cleon",
        "The workshop is dry again, Kelvin's boat passed its safety check, and Glenda sold her first knitted blanket.",
        [
            M("Cleon's workshop is dry again.", R, "workshop; dry"),
            M("Kelvin's boat passed its safety check.", R, "kelvin; safety check"),
            M("Glenda sold her first knitted blanket.", R, "glenda; blanket"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        F_,
        "alvina",
        "got a raise, bolo had his jabs n ruthie joined the carnival committee",
        [
            M("alvina got a pay raise.", R, "raise"),
            M("alvina's dog bolo had jabs.", R, "bolo; jabs"),
            M("ruthie joined the carnival committee.", R, "ruthie; carnival committee"),
        ],
    ),
    S(
        "multi-fact",
        NJ,
        C_,
        "Bernadine",
        "The kiln is fixed, my Romanian course starts in January, and Augustine adopted a puppy from the animal home.",
        [
            M("Bernadine's kiln is fixed.", R, "kiln; fixed"),
            M("Bernadine's Romanian course starts in January.", R, "romanian course; january"),
            M("Augustine adopted a puppy from the animal home.", R, "augustine; puppy"),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        B_,
        None,
        "Note: Spice Basket fundraiser for the Westerhall school, Saturday the 8th of June, 3 p.m.",
        [
            M(
                "The Spice Basket fundraiser for the Westerhall school is on 2024-06-08.",
                R,
                "fundraiser; westerhall; 2024-06-08",
            )
        ],
    ),
    S(
        "note",
        NO,
        D_,
        None,
        "Note: the man from the insurance at the workshop, Wednesday the 26th of February, bring the photos of the flood.",
        [
            M(
                "The man from the insurance visits the workshop on 2025-02-26.",
                R,
                "insurance; workshop; 2025-02-26",
            )
        ],
    ),
    S(
        "note",
        NO,
        F_,
        None,
        "Note: passport office at the Carenage, Friday the 17th of October, bring the old passport and two photos.",
        [
            M(
                "A passport office appointment at the Carenage is on 2025-10-17.",
                R,
                "passport office; carenage; 2025-10-17",
            )
        ],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        D_,
        "Cleon",
        "Nothing beats Glenda's oil down after a day in the workshop.",
        [M("Cleon loves Glenda's oil down.", D, "oil down")],
    ),
    S(
        "preference",
        TL,
        B_,
        "alvina",
        "hate the rainy season, bolo hides under the bed all day",
        [M("alvina hates the rainy season.", D, "rainy season")],
    ),
    S(
        "preference",
        UA,
        C_,
        "User",
        "I love photographing the waterfalls at Grand Etang early in the morning.",
        [
            M(
                "The user loves photographing the waterfalls at Grand Etang.",
                D,
                "waterfalls; grand etang",
            )
        ],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NJ,
        E_,
        "Bernadine",
        "She's twelve now, and she still sleeps on the warm kiln lid.",
        [M("Bernadine's cat Sapodilla is twelve years old.", R, "sapodilla; twelve")],
        [("Augustine", "How old is your cat Sapodilla?")],
    ),
    S(
        "pronoun-answer",
        JM,
        F_,
        "User",
        "he owes me 700 since the fair, hasnt paid a cent",
        [M("Kelvin owes the user 700 dollars.", R, "kelvin; 700")],
        [("Assistant", "Did Kelvin pay you back for the stall?")],
    ),
    # -- sentences that should form nothing --
    # chatter and what the speaker did not do
    S(
        "chatter",
        NL,
        A_,
        "Cleon",
        "We nearly drove up to Grand Etang on Sunday, but the road was out, so we went home.",
        [],
    ),
    S("chatter", TL, B_, "alvina", "lol bolo barked at the rain for an hour", []),
    S(
        "chatter",
        NJ,
        C_,
        "Bernadine",
        "The whole street was out sweeping mud this morning, I think.",
        [],
    ),
    S("chatter", UA, D_, "User", "Sorry, the power just flickered again.", []),
    S("chatter", JM, E_, "User", "ok back", []),
    S("chatter", NL, F_, "Cleon", "Honestly, this wind.", []),
    # compliments
    S("compliment", NL, B_, "Cleon", "Your oil down is better than my mother's, Glenda.", []),
    S("compliment", TL, C_, "alvina", "ur knitting is unreal ruthie", []),
    S("compliment", NJ, D_, "Bernadine", "That bowl you threw is beautiful, Augustine.", []),
    S("compliment", UA, E_, "User", "That letter sounds very professional.", []),
    S("compliment", JM, F_, "User", "great poster", []),
    S("compliment", NJ, A_, "Bernadine", "Your photos of the bay are lovely, Augustine.", []),
    # opinions about the world
    S(
        "generic-opinion",
        NL,
        C_,
        "Cleon",
        "Insurance companies always find a reason to pay less.",
        [],
    ),
    S("generic-opinion", TL, D_, "alvina", "dogs r better than ppl", []),
    S(
        "generic-opinion",
        NJ,
        E_,
        "Bernadine",
        "Every village needs a place where people can make things.",
        [],
    ),
    S(
        "generic-opinion",
        UA,
        F_,
        "User",
        "Visa offices make everything twice as hard as it needs to be.",
        [],
    ),
    S("generic-opinion", JM, A_, "User", "loans r a trap", []),
    S("generic-opinion", NL, E_, "Cleon", "A good roof is worth more than a new car.", []),
    # hypotheticals, wishes and what someone else might do
    S(
        "hypothetical",
        NL,
        D_,
        "Cleon",
        "If the river floods again, we'll move the workshop up the hill.",
        [],
    ),
    S("hypothetical", TL, E_, "alvina", "if i win the raffle im getting a kitten", []),
    S(
        "hypothetical",
        NJ,
        F_,
        "Bernadine",
        "If the class keeps growing, we might rent a second kiln.",
        [],
    ),
    S(
        "hypothetical",
        UA,
        A_,
        "User",
        "If the visa comes through, I'll take the job in the spring.",
        [],
    ),
    S("hypothetical", JM, B_, "User", "might learn to knit one day", []),
    S(
        "hypothetical",
        NL,
        B_,
        "Cleon",
        "I wish we could afford to put storm shutters on every window.",
        [],
    ),
    # other people's opinions
    S(
        "others-opinion",
        NL,
        C_,
        "Cleon",
        "Glenda thinks the new bank charges are robbery.",
        [],
    ),
    S("others-opinion", TL, D_, "alvina", "ruthie says the fair will move to grenville", []),
    S(
        "others-opinion",
        NJ,
        E_,
        "Bernadine",
        "Augustine's sister says the roof will need doing again in five years.",
        [],
    ),
    S(
        "others-opinion",
        UA,
        B_,
        "User",
        "My teacher thinks I should sit the higher level instead.",
        [],
    ),
    S("others-opinion", JM, F_, "User", "mum says the vet is overcharging", []),
    S("others-opinion", NJ, C_, "Bernadine", "My neighbour says cats bring luck to a potter.", []),
    # passing moods
    S("passing-mood", NL, A_, "Cleon", "I'm worn out from shovelling mud.", []),
    S("passing-mood", TL, F_, "alvina", "ugh so sleepy", []),
    S("passing-mood", NJ, B_, "Bernadine", "I'm nervous about the fair.", []),
    S("passing-mood", UA, C_, "User", "I'm a bit stressed about the exam.", []),
    S("passing-mood", JM, D_, "User", "meh. tired", []),
    S("passing-mood", TL, E_, "alvina", "feeling kinda low today", []),
    # questions
    S("question", NL, E_, "Cleon", "Did the insurance ever ring you back, Kelvin?", []),
    S("question", TL, A_, "alvina", "u coming to the clean-up sat?", []),
    S("question", NJ, D_, "Bernadine", "How long does a passport renewal take?", []),
    S("question", UA, F_, "User", "How do I appeal a visa refusal?", []),
    S("question", JM, C_, "User", "best way to price a photo print?", []),
    S("question", UA, B_, "User", "What should I say at the fundraiser?", []),
    # thanks
    S("thanks", UA, D_, "User", "Thanks, the letter to the insurance worked.", []),
    S("thanks", JM, E_, "User", "thx", []),
    S("thanks", NL, F_, "Cleon", "Thank you for minding the dog, Kelvin.", []),
    S("thanks", UA, A_, "User", "Thank you, that poster is perfect.", []),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        B_,
        "Assistant",
        "You could ask the bank why the account was frozen before you move any money.",
        [],
        [("User", "My account was frozen this morning.")],
    ),
    S(
        "assistant-suggestion",
        JM,
        C_,
        "Assistant",
        "Maybe microchip the dog.",
        [],
        [("User", "dog keeps running off")],
    ),
    S(
        "assistant-suggestion",
        UA,
        E_,
        "Assistant",
        "A small framed photo of the waterfall could be a lovely gift.",
        [],
        [("User", "What should I give my teacher at the end of the course?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        F_,
        "Assistant",
        "You could ask the council for a payment plan.",
        [],
        [("User", "tax bill came, cant pay all at once")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
