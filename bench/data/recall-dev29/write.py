# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the twenty-ninth development recall set (this folder), written blind as held-out 29.

All of the material below was typed by hand for this set: six dated conversations with
their questions (``CONVERSATIONS``) and a hundred labelled sentences (``SENTENCES``). Three
pair chats are written in proper case and whole sentences by two people who keep in touch for
more than a year, the fourth pair texts in lower case, and of the two assistant chats one user
writes in proper case and the other in short lower-case bursts. The script numbers the turns,
resolves the labels the questions cite into turn ids, runs the checks of the blind brief
(``bench/_handwritten.py``) and writes the four files::

    uv run python bench/data/recall-dev29/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev29/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho29"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev29/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the twenty-ninth held-out set; "
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
# Every session is on a Saturday; a relative date in a question counts from its session.

PEMA_UGYEN = Conv(
    "pair",
    "named_lines",
    ["Pema", "Ugyen"],
    """
@ 2024-01-13
Pema: Ugyen, bad news from Thimphu. Bhutan Post is closing its parcel counter, and I'm one of four clerks being made redundant at the end of March. {redundant}
Ugyen: After nine years there! Are they paying you anything? {ask-pay}
Pema: Six months' pay and a good letter. Mr Tobgay, my manager, cried more than I did. {pay}
Ugyen: So what next? {ask-next}
Pema: I have an interview on Tuesday for a booking clerk job with Druk Air, at their office in Thimphu. {interview}
Ugyen: You'll get it. Here it's the hens. Eleven hens and only two eggs all week. {hens}
Pema: Is it the cold? {ask-cold}
Ugyen: Kinley says it's the cold. Mum says it's Bumpa, the neighbour's dog, who barks at them all night. {bumpa}
Pema: Mum is usually right about dogs. How is your knee? {ask-knee}
Ugyen: Better. I'm doing physiotherapy at the hospital in Paro on Mondays and Thursdays, six weeks in all, since I fell off the ladder in December. {physio}
Pema: Be careful on ladders! I went to the dentist at last. One filling, and he wants my wisdom tooth out on the 8th of February. {dentist}
Ugyen: Ouch. Jigme says hello. He's saving for a dramnyen and has 4,200 ngultrum in a tin. {dramnyen}
Pema: How much does a dramnyen cost? {ask-cost}
Ugyen: 9,000. He sells eggs to the neighbours, when there are any. {cost}
@ 2024-04-20
Ugyen: How did the Druk Air interview go? You never said. {ask-interview}
Pema: I didn't get it. They took someone who had worked for an airline. But I did a trial shift on the front desk at the Hotel Norbuling on Wednesday, and they've offered me a three-month contract from the 1st of May. {trial}
Ugyen: A hotel! Congratulations. Did the wisdom tooth come out? {ask-tooth}
Pema: On the 8th, as planned, and my face was a melon for a week. {tooth}
Ugyen: Ha. Our news: the residents' committee in our lane has made me its cashier. I have to collect 300 ngultrum a month from each of the fourteen houses for the street lights. {cashier}
Pema: Cashier! Do they know about your maths? {ask-maths}
Ugyen: They'll find out. Worse news: a wild boar dug up the potato field on Sunday night. We counted sixty plants lost. {boar}
Pema: Sixty! Can't you fence it? {ask-fence}
Ugyen: An electric fence costs 18,000. The committee wants us to share one along the whole lane. {fence}
Pema: Sensible. My rent is going up in June, from 12,000 to 13,500 a month. The landlord says the new staircase paid for it. {rent}
Ugyen: That's a lot for a staircase. {staircase}
Pema: It is. Did Mum have her eye test? {ask-eye}
Ugyen: Yes, on Thursday. New glasses, her first pair for reading, and she says the newspaper has got much bigger. {eye}
Pema: Tell her the world is sharper now. And the hens? {ask-hens}
Ugyen: Laying again, nine eggs a day. Jigme is up to 6,100 for the dramnyen. {eggs}
Pema: Tell him I'll add 500 if he plays me a song at Losar. {promise}
@ 2024-07-27
Pema: I'm writing from the airport in Kolkata. The hotel sent me on a five-day course here, my flight home was cancelled last night, and my bag has gone to Delhi without me. {cancelled}
Ugyen: Delhi! What's in it? {ask-bag}
Pema: My uniform, two kiras and Mum's blood pressure tablets. The airline says three days. {bag}
Ugyen: Mum has about a week of tablets left. {ask-tablets}
Pema: I bought two boxes, and one is in my handbag, thank goodness. {tablets}
Ugyen: Smart. When is the new flight? {ask-flight}
Pema: Tomorrow at seven. And the hotel renewed my contract, for a full year this time, until the end of July next year. {contract}
Ugyen: Good! I have news too. I had an interview at the airport in Paro on Monday, for a ground handler job. {airport}
Pema: You? Leave the farm? {ask-farm}
Ugyen: Only in the mornings. Kinley will run the hens and the shop. They said I'd hear by the end of August. {hear}
Pema: Good luck. How's the potato field after the boar? {ask-potato}
Ugyen: We shared the fence with six houses, 3,000 each, and we dug up 420 kilos last week. {harvest}
Pema: 420 kilos! Save me a sack. Has Jigme got his dramnyen? {ask-jigme}
Ugyen: Yes! He bought it on his birthday, the 14th of July, with your 500 too. He hasn't slept since. {bought}
@ 2024-11-02
Ugyen: The airport said yes! I started on the 1st of October, loading bags, from five in the morning to one. {started}
Pema: So you're the one losing bags! Mine came back after four days, by the way, but the airline only refunded 2,000 of the 5,000 I spent on clothes. {refund}
Ugyen: Fight them. Write to their office in Thimphu. {fight}
Pema: I have, twice. Also, our neighbour's cat has gone missing. A grey one called Lhamo, and Aum Choki is beside herself. {lhamo}
Ugyen: Put up notices. Cats go walkabout. {notices}
Pema: I've put up twenty, and the whole lane is looking. How was your street party? {ask-party}
Ugyen: Ninety people came on the 21st of September, and the cashier ended up 4,000 short. {party}
Pema: Is the cashier you? {ask-short}
Ugyen: It is. I paid it myself and told no one, so don't tell Kinley. {paid}
Pema: My lips are sealed. And I've had a noise complaint, if you can believe it. The man downstairs says my treadle machine is too loud at night. {noise}
Ugyen: What are you sewing at night? {ask-sew}
Pema: Kiras to sell at the craft bazaar on Sundays. I've sold eleven since August, at 2,500 each. {kiras}
Ugyen: That's 27,500! What are you saving it for? {ask-save}
Pema: A car. I want a second-hand one by next summer, and I need 350,000. I have 120,000 so far. {car}
Ugyen: My car loan is paid off, by the way. The last payment went in October, after four years. {loan}
Pema: Free at last! {free}
@ 2025-02-22
Pema: Good news from the Lhamo front: Aum Choki's cat came home on Sunday, after more than three months. She'd been living with the nuns at the nunnery up the hill. {cat}
Ugyen: Three months with the nuns! Did she come back holy? {joke}
Pema: Just full of fleas. And the airline paid the rest of my refund, 3,000 more in January, after my third letter. {refund2}
Ugyen: You won! How's the hotel? {ask-hotel}
Pema: We have a new manager, Mrs Yeshi from Punakha, and she's moving me to the night desk from March, nine at night to seven in the morning. {manager}
Ugyen: Nights! Is the pay better? {ask-pay2}
Pema: 2,000 more a month, which helps with the car. I'm at 190,000 now. {savings}
Ugyen: Mum's operation is fixed, by the way. The lipoma on her shoulder comes out on the 6th of March in Thimphu, so she'll stay with you for two nights. {operation}
Pema: Of course. Will you come too? {ask-come}
Ugyen: I can't. I'm organising the retirement party for old Mr Kencho at the airport. He's retiring after thirty-one years, and the party is on the 15th of March. {retire}
Pema: Thirty-one years! What are you giving him? {ask-gift}
Ugyen: The crew bought him a painted prayer wheel. {gift}
Pema: He'll love it. My blood test came back, by the way. Low iron, so two months of tablets. {blood}
Ugyen: Eat more ema datshi. We're down to eight hens. A leopard cat took three in January. {leopard}
Pema: Poor things. Does Jigme still play the dramnyen? {ask-play}
Ugyen: Every evening. He played his first whole song on Tuesday, so you owe him a visit. {song}
""",
    [
        Q(
            "s",
            "What is happening to Pema's job at Bhutan Post in January 2024?",
            "she is being made redundant at the end of March when the parcel counter closes",
            "redundant",
            "redundant; march",
        ),
        Q(
            "s",
            "Where did Pema work before she was made redundant?",
            "at Bhutan Post in Thimphu, on the parcel counter",
            "redundant",
            "bhutan post; thimphu",
        ),
        Q(
            "s",
            "How many clerks were made redundant with the parcel counter closing?",
            "four",
            "redundant",
            "four",
        ),
        Q(
            "m",
            "How long had Pema worked at Bhutan Post?",
            "nine years",
            "redundant ask-pay",
            {"redundant": "bhutan post", "ask-pay": "nine years"},
        ),
        Q(
            "s",
            "What did Pema get when she was made redundant?",
            "six months' pay and a good letter",
            "pay",
            "six months; letter",
        ),
        Q("s", "Who was Pema's manager at Bhutan Post?", "Mr Tobgay", "pay", "tobgay"),
        Q(
            "s",
            "How did Mr Tobgay take Pema's redundancy?",
            "he cried more than she did",
            "pay",
            "cried",
        ),
        Q(
            "s",
            "What job did Pema have an interview for in January 2024?",
            "a booking clerk job with Druk Air",
            "interview",
            "booking clerk; druk air",
        ),
        Q(
            "t",
            "When was Pema's interview with Druk Air?",
            "2024-01-16",
            "interview",
            "interview; tuesday",
            "relative-date",
        ),
        Q("s", "How many hens did Ugyen have in January 2024?", "eleven", "hens", "eleven"),
        Q(
            "s",
            "How many eggs did Ugyen's hens lay in a week in January 2024?",
            "two",
            "hens",
            "two eggs",
        ),
        Q("s", "What did Kinley think was stopping the hens laying?", "the cold", "bumpa", "cold"),
        Q(
            "s",
            "Who is Bumpa?",
            "the neighbour's dog in Paro",
            "bumpa",
            "neighbour's dog",
            memory=True,
        ),
        Q(
            "s",
            "What did Mum blame for the hens not laying?",
            "Bumpa, the neighbour's dog, barking at them all night",
            "bumpa",
            "bumpa; barks",
        ),
        Q(
            "s",
            "How often does Ugyen go to physiotherapy, and where?",
            "on Mondays and Thursdays, at the hospital in Paro",
            "physio",
            "mondays; thursdays; paro",
        ),
        Q("s", "How long is Ugyen's course of physiotherapy?", "six weeks", "physio", "six weeks"),
        Q(
            "m",
            "How did Ugyen hurt his knee?",
            "he fell off the ladder in December",
            "physio ask-knee",
            {"physio": "ladder", "ask-knee": "knee"},
        ),
        Q(
            "s",
            "What did the dentist do for Pema in January 2024?",
            "one filling",
            "dentist",
            "filling",
        ),
        Q(
            "t",
            "When was Pema's wisdom tooth due to come out?",
            "2024-02-08",
            "dentist",
            "wisdom tooth; 8th; february",
        ),
        Q("s", "What is Jigme saving for?", "a dramnyen", "dramnyen", "dramnyen"),
        Q(
            "s",
            "How much had Jigme saved in January 2024?",
            "4,200 ngultrum",
            "dramnyen",
            "4,200|200",
        ),
        Q(
            "m",
            "How much does the dramnyen cost?",
            "9,000 ngultrum",
            "ask-cost cost",
            {"ask-cost": "dramnyen", "cost": "9,000|000"},
            "fragment",
        ),
        Q(
            "s",
            "How does Jigme earn money?",
            "he sells eggs to the neighbours",
            "cost",
            "eggs; neighbours",
        ),
        Q(
            "s",
            "Did Pema get the Druk Air job?",
            "no; they took someone who had worked for an airline",
            "trial",
            "airline",
        ),
        Q(
            "s",
            "Where did Pema do a trial shift?",
            "on the front desk at the Hotel Norbuling",
            "trial",
            "front desk; norbuling",
        ),
        Q(
            "t",
            "When did Pema do her trial shift at the Hotel Norbuling?",
            "2024-04-17",
            "trial",
            "trial shift; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "How long was Pema's first contract at the hotel?",
            "three months, from the 1st of May",
            "trial",
            "three-month|three month",
        ),
        Q(
            "t",
            "When did Pema's first contract at the Hotel Norbuling start?",
            "2024-05-01",
            "trial",
            "contract; 1st; may",
        ),
        Q(
            "m",
            "What was Pema's face like after her wisdom tooth came out?",
            "swollen like a melon for a week",
            "ask-tooth tooth",
            {"ask-tooth": "wisdom tooth", "tooth": "melon"},
        ),
        Q(
            "s",
            "What role did the residents' committee give Ugyen?",
            "cashier",
            "cashier",
            "cashier",
        ),
        Q(
            "s",
            "How much does each house in Ugyen's lane pay the committee, and what for?",
            "300 ngultrum a month, for the street lights",
            "cashier",
            "300; street lights",
        ),
        Q("s", "How many houses are in Ugyen's lane?", "fourteen", "cashier", "fourteen"),
        Q(
            "t",
            "When did the wild boar dig up Ugyen's potato field?",
            "2024-04-14",
            "boar",
            "boar; sunday",
            "relative-date",
        ),
        Q("s", "How many potato plants did the wild boar destroy?", "sixty", "boar", "sixty"),
        Q("s", "How much does an electric fence cost?", "18,000 ngultrum", "fence", "18,000|000"),
        Q(
            "s",
            "How much did Pema's rent go up in June 2024?",
            "from 12,000 to 13,500 a month",
            "rent",
            "12,000; 13,500",
        ),
        Q(
            "s",
            "What did Pema's landlord say the rent rise paid for?",
            "the new staircase",
            "rent",
            "staircase",
        ),
        Q("t", "When did Mum have her eye test?", "2024-04-18", "eye", "thursday", "relative-date"),
        Q(
            "m",
            "What did Mum get after her eye test?",
            "new glasses, her first pair for reading",
            "ask-eye eye",
            {"ask-eye": "eye test", "eye": "glasses; reading"},
        ),
        Q(
            "s",
            "How many eggs were Ugyen's hens laying a day in April 2024?",
            "nine",
            "eggs",
            "nine eggs",
        ),
        Q(
            "s",
            "How much had Jigme saved for the dramnyen by April 2024?",
            "6,100 ngultrum",
            "eggs",
            "6,100|100",
            "latest",
        ),
        Q(
            "s",
            "What did Pema promise Jigme?",
            "500 ngultrum if he plays her a song at Losar",
            "promise",
            "500; losar",
        ),
        Q(
            "s",
            "Why was Pema in Kolkata in July 2024?",
            "the hotel sent her on a five-day course",
            "cancelled",
            "five-day|five day; course",
        ),
        Q(
            "s",
            "What went wrong with Pema's trip home from Kolkata?",
            "her flight was cancelled and her bag went to Delhi",
            "cancelled",
            "cancelled; delhi",
        ),
        Q(
            "s",
            "What was in Pema's lost bag?",
            "her uniform, two kiras and Mum's blood pressure tablets",
            "bag",
            "uniform; kiras; tablets",
        ),
        Q(
            "s",
            "How long did the airline say Pema's bag would take?",
            "three days",
            "bag",
            "three days",
        ),
        Q(
            "m",
            "How long did it actually take for Pema's lost bag to come back?",
            "four days",
            "bag refund",
            {"bag": "airline", "refund": "four days"},
        ),
        Q(
            "s",
            "Why did Pema still have some of Mum's tablets?",
            "she bought two boxes and one was in her handbag",
            "tablets",
            "two boxes; handbag",
        ),
        Q(
            "t",
            "When was Pema's new flight home from Kolkata?",
            "2024-07-28",
            "ask-flight contract",
            {"ask-flight": "new flight", "contract": "tomorrow; seven"},
            "relative-date",
        ),
        Q(
            "s",
            "Until when was Pema's renewed hotel contract?",
            "the end of July 2025, a full year",
            "contract",
            "full year; july",
        ),
        Q(
            "s",
            "What job did Ugyen interview for at the airport in Paro?",
            "a ground handler job",
            "airport",
            "ground handler",
        ),
        Q(
            "t",
            "When was Ugyen's interview at the airport?",
            "2024-07-22",
            "airport",
            "interview; monday",
            "relative-date",
        ),
        Q(
            "s",
            "Who would run the hens and the shop if Ugyen took the airport job?",
            "Kinley",
            "hear",
            "kinley",
        ),
        Q(
            "s",
            "How much did each house pay for the shared fence?",
            "3,000 ngultrum, shared by six houses",
            "harvest",
            "3,000|000; six houses",
        ),
        Q(
            "s",
            "How many kilos of potatoes did Ugyen dig up in July 2024?",
            "420 kilos",
            "harvest",
            "420",
        ),
        Q("t", "When did Jigme buy his dramnyen?", "2024-07-14", "bought", "14th; july"),
        Q(
            "m",
            "How did Jigme pay for the dramnyen?",
            "with his savings from selling eggs and Pema's 500",
            "cost bought",
            {"cost": "eggs", "bought": "500"},
        ),
        Q(
            "t",
            "When did Ugyen start work at the airport?",
            "2024-10-01",
            "started",
            "1st; october",
        ),
        Q(
            "s",
            "What are Ugyen's hours at the airport?",
            "from five in the morning to one",
            "started",
            "five; one",
        ),
        Q(
            "s",
            "How much did the airline refund Pema at first?",
            "2,000 of the 5,000 she spent on clothes",
            "refund",
            "2,000; 5,000",
        ),
        Q(
            "m",
            "How much did the airline refund Pema for her lost bag in all?",
            "5,000 ngultrum: 2,000 first and 3,000 in January 2025",
            "refund refund2",
            {"refund": "2,000", "refund2": "3,000"},
        ),
        Q(
            "s",
            "How many letters did Pema write before the airline paid the rest of her refund?",
            "three",
            "refund2",
            "third letter",
        ),
        Q(
            "s",
            "Whose cat went missing in Pema's building?",
            "Aum Choki's, a grey cat called Lhamo",
            "lhamo",
            "aum choki; lhamo",
        ),
        Q("s", "What colour is Lhamo?", "grey", "lhamo", "grey"),
        Q(
            "s",
            "How many notices did Pema put up for the lost cat?",
            "twenty",
            "ask-party",
            "twenty",
        ),
        Q(
            "t",
            "When was the street party in Ugyen's lane?",
            "2024-09-21",
            "party",
            "21st; september",
        ),
        Q(
            "s",
            "How many people came to the street party in Ugyen's lane?",
            "ninety",
            "party",
            "ninety",
        ),
        Q(
            "m",
            "Who paid the 4,000 the street party money was short?",
            "Ugyen, himself, without telling anyone",
            "party ask-short paid",
            {"party": "4,000|000", "ask-short": "cashier", "paid": "paid"},
        ),
        Q(
            "s",
            "What did the man downstairs complain about?",
            "Pema's treadle machine being too loud at night",
            "noise",
            "treadle; loud",
        ),
        Q(
            "s",
            "How many kiras had Pema sold by November 2024, and at what price?",
            "eleven, at 2,500 each",
            "kiras",
            "eleven; 2,500|500",
        ),
        Q("s", "What is Pema saving for?", "a second-hand car", "car", "car"),
        Q("s", "How much does Pema need for the car?", "350,000 ngultrum", "car", "350,000|350"),
        Q(
            "m",
            "How much had Pema saved for the car by February 2025?",
            "190,000 ngultrum",
            "car savings",
            {"car": "car", "savings": "190,000|190"},
            "latest",
        ),
        Q("s", "How long did Ugyen's car loan run?", "four years", "loan", "four years"),
        Q("t", "When did Ugyen pay off his car loan?", "2024-10", "loan", "october"),
        Q("t", "When did Lhamo come home?", "2025-02-16", "cat", "sunday", "relative-date"),
        Q(
            "s",
            "Where had Lhamo been while she was missing?",
            "with the nuns at the nunnery up the hill",
            "cat",
            "nuns|nunnery",
            "pronoun",
        ),
        Q(
            "m",
            "How long was Lhamo missing?",
            "more than three months",
            "lhamo cat",
            {"lhamo": "lhamo", "cat": "three months"},
        ),
        Q(
            "s",
            "Who is the new manager at Pema's hotel?",
            "Mrs Yeshi from Punakha",
            "manager",
            "yeshi; punakha",
        ),
        Q(
            "s",
            "What are Pema's hours on the night desk?",
            "nine at night to seven in the morning",
            "manager",
            "nine; seven",
        ),
        Q("s", "How much more does Pema earn on nights?", "2,000 a month more", "savings", "2,000"),
        Q(
            "s",
            "What operation is Mum having?",
            "a lipoma on her shoulder taken out",
            "operation",
            "lipoma; shoulder",
        ),
        Q("t", "When is Mum's operation?", "2025-03-06", "operation", "6th; march"),
        Q(
            "s",
            "Where will Mum stay after her operation?",
            "with Pema in Thimphu for two nights",
            "operation",
            "two nights",
        ),
        Q(
            "s",
            "Whose retirement party is Ugyen organising?",
            "old Mr Kencho's at the airport",
            "retire",
            "kencho",
        ),
        Q(
            "s",
            "How long did Mr Kencho work at the airport?",
            "thirty-one years",
            "retire",
            "thirty-one",
        ),
        Q("t", "When is Mr Kencho's retirement party?", "2025-03-15", "retire", "15th; march"),
        Q(
            "m",
            "What did the crew give Mr Kencho for his retirement?",
            "a painted prayer wheel",
            "retire gift",
            {"retire": "kencho", "gift": "prayer wheel"},
        ),
        Q(
            "s",
            "What did Pema's blood test show?",
            "low iron; two months of tablets",
            "blood",
            "low iron; two months",
        ),
        Q("s", "What took three of Ugyen's hens?", "a leopard cat", "leopard", "leopard cat"),
        Q(
            "m",
            "How many hens did Ugyen lose between January 2024 and February 2025?",
            "three of eleven; he is down to eight",
            "hens leopard",
            {"hens": "eleven", "leopard": "eight"},
        ),
        Q(
            "t",
            "When did Jigme play his first whole song on the dramnyen?",
            "2025-02-18",
            "song",
            "first whole song; tuesday",
            "relative-date",
        ),
        Q(
            "o",
            "Which country do Pema and Ugyen live in?",
            "Bhutan (Thimphu, Paro, ngultrum, Druk Air, Losar)",
            "interview",
            "druk air",
        ),
        Q(
            "o",
            "Would Pema be likely to enjoy a weekend craft fair?",
            "yes; she sews kiras at night and sells them at the craft bazaar",
            "kiras",
            "kiras; craft bazaar",
        ),
    ],
)
CONVERSATIONS.append(PEMA_UGYEN)


ILDA_CELSO = Conv(
    "pair",
    "timestamped_lines",
    ["ilda", "celso"],
    """
@ 2024-02-10
celso: ilda!! u alive? maputo still under water? {hello}
ilda: mostly dry now. water came up to the 2nd step on tues, thats all {flood}
celso: lucky. here my contract at the port ends 31 march n they r not renewing it {contract}
ilda: nooo. after 6 yrs as a tally clerk?? {ask-years}
celso: 6 n a half. new company took over the terminal n brings its own ppl {years}
ilda: so what now {ask-now}
celso: interview at the cashew factory in dondo thurs. for the packing room {interview}
ilda: good luck!! my news: new manager at the bank, sra mabote. strict, counts the coins twice {manager}
celso: lol. still a teller? {ask-teller}
ilda: yep, 3rd yr. n they moved me to the matola branch, 40 min by chapa each way {branch}
celso: ugh chapas. goats r fine btw. 4 now, one is pregnant {goats}
ilda: name the kid after me {name}
celso: only if its ugly kkkk {ugly}
ilda: rude. pipoca says hi. she got out last night n came back at 6 with a grasshopper {pipoca}
@ 2024-05-25
ilda: how did dondo go?? u never said {ask-dondo}
celso: didnt get the packing job but they asked me back for a trial shift on the sorting line. did it wed, 10 hrs {trial}
ilda: n??? {ask-trial}
celso: they want me from 1 june! 3 month contract, 14,000 a month {job}
ilda: yesss. more than the port? {ask-more}
celso: less. port was 17,000. but its a job {less}
ilda: true. my visa appointment at the consulate is 12 june. for nelspruit in july, my friend neusa's wedding {visa}
celso: u need a visa for that? {ask-visa}
ilda: not for 30 days but im staying 6 wks. n my passport ran out in aug so i renewed it first. took 3 wks {passport}
celso: fast! goat news: 2 kids born sun, both girls. so 6 goats {kids}
ilda: congrats papa. names? {ask-names}
celso: ilda n ildinha kkkk {names}
ilda: ok ur not rude. the barraca next door is tho. music till 3 every night. i made a noise complaint at the bairro office mon {noise}
celso: did it work? {ask-work}
ilda: 2 quiet nights then back to normal {worked}
@ 2024-08-31
celso: back from nelspruit? how was the wedding {ask-wedding}
ilda: amazing but the bus home was a disaster. broke down at ressano garcia, got in 5 hrs late {bus}
celso: ugh. at least ur home {home}
ilda: n they lost my suitcase. still missing after 2 wks {suitcase}
celso: 2 wks! did u claim? {ask-claim}
ilda: claimed 6,500 meticais for whats in it. they offered 2,000. fighting it {claim}
celso: fight hard. here i had malaria. positive test mon, 3 days of pills, missed 4 shifts {malaria}
ilda: omg celso. ok now? {ask-ok}
celso: ok. weak. factory paid the days tho {paid}
ilda: good bosses. my dad retires in sept btw. 35 yrs as a crossing keeper on the railway. party 21 sept at the railway workers hall {dad}
celso: 35 yrs!! ill come down. what r u giving him {ask-gift}
ilda: a cane chair for the porch. he'll never get up again {chair}
celso: kkk. the rats got into the maize sacks, lost 2 of 5 {rats}
ilda: get a cat. not pipoca, shes useless {cat}
celso: ha. 90 coconuts off my 3 palms this yr btw {coconuts}
@ 2024-12-14
ilda: pipoca is missing. 4 days now {pipoca-lost}
celso: no!! where did she go {ask-where}
ilda: no idea. flyers on every pole, n i asked at the bairro committee meeting thurs. the whole street is looking {flyers}
celso: shell come back. cats do that {back}
ilda: hope so. also rent up from jan. 8,000 to 9,500 {rent}
celso: thats a lot. do u still split w zaida? {ask-split}
ilda: yep half each, n the power n water too. still {split}
celso: factory renewed me. another 6 months, til june. n 15,500 now {renewed}
ilda: yay!! the suitcase money came btw. 5,000 in the end {suitcase-paid}
celso: not bad. the party was great. ur dad danced till 2 {party}
ilda: he still talks abt it. mum says hes bored already, he fixes the neighbours gates {bored}
celso: haha. i got fined on the beira road wed. 1,000 meticais, no reflective vest in the car {fine}
ilda: classic. paid? {ask-paid}
celso: on the spot. bought a vest for 300 after {vest}
@ 2025-04-05
celso: did pipoca come back? {ask-pipoca}
ilda: yes!! christmas eve. locked in a garage 2 streets away {pipoca-back}
celso: christmas miracle. my news: tio armando gave me 2 beehives. first honey sun, 6 litres {honey}
ilda: 6 litres! send some {send}
celso: already on the bus to u {sent}
ilda: good, i need soft food. dentist pulled a tooth tues {tooth}
celso: ouch. my eye test was fine, just need glasses for reading. 1,800 for the frames {glasses}
ilda: old man. i volunteered at the vaccination day at the clinic sat, registered 210 kids {volunteer}
celso: 210! ur a machine. the goats r 8 now {goats8}
ilda: 8!! farmer celso. the chapa to work broke down twice this wk, walked the last 3 km {chapa}
celso: buy a car {buy}
ilda: with what. the loan for my gas cooker is only just paid off, last payment in march {loan}
celso: free woman. im saving for a boat engine now. 45,000, have 12,000 {engine}
ilda: fishing?? {ask-fishing}
celso: weekends w tio armando. factory says maybe permanent in june {permanent}
ilda: fingers crossed!! {crossed}
""",
    [
        Q(
            "t",
            "When did the flood water reach ilda's second step?",
            "2024-02-06",
            "flood",
            "2nd step; tues",
            "relative-date",
        ),
        Q(
            "s",
            "When does celso's contract at the port end?",
            "on the 31st of March 2024",
            "contract",
            "31 march",
        ),
        Q(
            "s",
            "Is celso's contract at the port being renewed?",
            "no, they are not renewing it",
            "contract",
            "not renewing",
        ),
        Q(
            "s",
            "Where does celso work in February 2024?",
            "at the port in beira",
            "contract",
            "port",
        ),
        Q(
            "m",
            "What was celso's job at the port, and for how long?",
            "a tally clerk, for six and a half years",
            "ask-years years",
            {"ask-years": "tally clerk", "years": "6 n a half|half"},
        ),
        Q(
            "s",
            "Why is celso's contract not being renewed?",
            "a new company took over the terminal and brings its own people",
            "years",
            "new company; terminal",
        ),
        Q(
            "s",
            "Where did celso have a job interview in February 2024?",
            "at the cashew factory in dondo, for the packing room",
            "interview",
            "cashew factory; dondo",
        ),
        Q(
            "t",
            "When was celso's interview at the cashew factory?",
            "2024-02-08",
            "interview",
            "interview; thurs",
            "relative-date",
        ),
        Q("s", "Who is ilda's new manager at the bank?", "sra mabote", "manager", "mabote"),
        Q(
            "s",
            "What does ilda say about sra mabote?",
            "she is strict and counts the coins twice",
            "manager",
            "strict; coins",
        ),
        Q(
            "m",
            "What is ilda's job?",
            "a bank teller, in her third year",
            "ask-teller branch",
            {"ask-teller": "teller", "branch": "3rd yr"},
        ),
        Q(
            "s",
            "Which branch was ilda moved to?",
            "the matola branch",
            "branch",
            "matola",
            memory=True,
        ),
        Q(
            "s",
            "How long is ilda's trip to work?",
            "40 minutes by chapa each way",
            "branch",
            "40 min; chapa",
        ),
        Q(
            "s",
            "How many goats did celso have in February 2024?",
            "four, one of them pregnant",
            "goats",
            "4; pregnant",
        ),
        Q(
            "s",
            "What did pipoca bring back after a night out?",
            "a grasshopper",
            "pipoca",
            "grasshopper",
        ),
        Q("s", "Who is pipoca?", "ilda's cat", "cat", "cat; pipoca", memory=True),
        Q(
            "s",
            "Did celso get the packing job at the cashew factory?",
            "no, but he was asked back for a trial shift on the sorting line",
            "trial",
            "trial shift; sorting line",
        ),
        Q(
            "t",
            "When did celso do his trial shift at the cashew factory?",
            "2024-05-22",
            "trial",
            "trial shift; wed",
            "relative-date",
        ),
        Q("s", "How long was celso's trial shift?", "10 hours", "trial", "10 hrs"),
        Q("t", "When did celso start at the cashew factory?", "2024-06-01", "job", "1 june"),
        Q(
            "s",
            "What were the terms of celso's first contract at the factory?",
            "three months at 14,000 a month",
            "job",
            "3 month; 14,000|000",
        ),
        Q(
            "m",
            "How much did celso earn at the port?",
            "17,000 a month",
            "ask-more less",
            {"ask-more": "port", "less": "17,000|000"},
        ),
        Q(
            "t",
            "When was ilda's visa appointment at the consulate?",
            "2024-06-12",
            "visa",
            "visa; 12 june",
        ),
        Q(
            "s",
            "Why did ilda go to nelspruit?",
            "for her friend neusa's wedding",
            "visa",
            "neusa; wedding",
        ),
        Q(
            "s",
            "Why did ilda need a visa for her trip?",
            "she was staying six weeks, more than 30 days",
            "passport",
            "30 days; 6 wks",
        ),
        Q("s", "How long did ilda's passport renewal take?", "three weeks", "passport", "3 wks"),
        Q(
            "t",
            "When were celso's two goat kids born?",
            "2024-05-19",
            "kids",
            "kids; sun",
            "relative-date",
        ),
        Q("s", "How many goats did celso have in May 2024?", "six", "kids", "6 goats"),
        Q(
            "m",
            "What did celso name the two kids?",
            "ilda and ildinha",
            "ask-names names",
            {"ask-names": "names", "names": "ildinha"},
            "fragment",
        ),
        Q(
            "s",
            "What was the noise problem next to ilda?",
            "the barraca next door played music till 3 every night",
            "noise",
            "barraca; music",
        ),
        Q(
            "t",
            "When did ilda make a noise complaint at the bairro office?",
            "2024-05-20",
            "noise",
            "noise complaint; mon",
            "relative-date",
        ),
        Q(
            "m",
            "Did ilda's noise complaint work?",
            "only for two quiet nights",
            "noise worked",
            {"noise": "noise complaint", "worked": "2 quiet nights"},
        ),
        Q(
            "s",
            "Where did ilda's bus break down on the way home from the wedding?",
            "at ressano garcia",
            "bus",
            "ressano garcia",
        ),
        Q("s", "How late did ilda's bus get in?", "five hours late", "bus", "5 hrs late"),
        Q("s", "What did the bus company lose?", "ilda's suitcase", "suitcase", "suitcase"),
        Q(
            "s",
            "How much did ilda claim for the lost suitcase, and what was she offered?",
            "6,500 meticais claimed, 2,000 offered",
            "claim",
            "6,500|500; 2,000",
        ),
        Q(
            "m",
            "How much did ilda get in the end for her lost suitcase?",
            "5,000 meticais",
            "claim suitcase-paid",
            {"claim": "suitcase|claimed", "suitcase-paid": "5,000"},
            "latest",
        ),
        Q("s", "What illness did celso have in August 2024?", "malaria", "malaria", "malaria"),
        Q(
            "t",
            "When did celso test positive for malaria?",
            "2024-08-26",
            "malaria",
            "malaria; mon",
            "relative-date",
        ),
        Q("s", "How many shifts did celso miss with malaria?", "four", "malaria", "4 shifts"),
        Q(
            "s",
            "How long was celso's course of pills for malaria?",
            "three days",
            "malaria",
            "3 days; pills",
        ),
        Q(
            "s",
            "Did the factory pay celso for the days he was sick?",
            "yes, the factory paid the days",
            "paid",
            "factory; paid",
        ),
        Q(
            "s",
            "What was ilda's dad's job?",
            "a crossing keeper on the railway",
            "dad",
            "crossing keeper; railway",
            "third-person-fact",
        ),
        Q("s", "How long did ilda's dad work on the railway?", "35 years", "dad", "35 yrs"),
        Q("t", "When was ilda's dad's retirement party?", "2024-09-21", "dad", "21 sept"),
        Q(
            "s",
            "Where was ilda's dad's retirement party?",
            "at the railway workers hall",
            "dad",
            "railway workers hall",
        ),
        Q(
            "m",
            "What did ilda give her dad for his retirement?",
            "a cane chair for the porch",
            "ask-gift chair",
            {"ask-gift": "giving", "chair": "cane chair"},
        ),
        Q("s", "How much maize did the rats spoil?", "two of five sacks", "rats", "2 of 5"),
        Q(
            "s",
            "How many coconuts did celso get in 2024, and from how many palms?",
            "90, from 3 palms",
            "coconuts",
            "90; 3 palms",
        ),
        Q(
            "t",
            "When did pipoca go missing?",
            "2024-12-10",
            "pipoca-lost",
            "pipoca; 4 days",
            "relative-date",
        ),
        Q(
            "s",
            "What did ilda do to find pipoca?",
            "put flyers on every pole and asked at the bairro committee meeting",
            "flyers",
            "flyers; committee",
        ),
        Q(
            "t",
            "When was the bairro committee meeting where ilda asked about pipoca?",
            "2024-12-12",
            "flyers",
            "committee meeting; thurs",
            "relative-date",
        ),
        Q(
            "s",
            "How much did ilda's rent go up in January 2025?",
            "from 8,000 to 9,500",
            "rent",
            "8,000; 9,500",
        ),
        Q(
            "m",
            "Who does ilda share her flat with, and how do they split costs?",
            "zaida; half each of rent, power and water",
            "ask-split split",
            {"ask-split": "zaida", "split": "half; power; water"},
        ),
        Q(
            "s",
            "How long did the cashew factory renew celso's contract for?",
            "another six months, until June 2025",
            "renewed",
            "6 months; june",
        ),
        Q(
            "s",
            "How much was celso earning at the factory in December 2024?",
            "15,500 a month",
            "renewed",
            "15,500|500",
            "latest",
        ),
        Q(
            "s",
            "How late did ilda's dad dance at his retirement party?",
            "till 2",
            "party",
            "danced; 2",
        ),
        Q(
            "s",
            "What does ilda's dad do now that he has retired?",
            "he fixes the neighbours' gates",
            "bored",
            "gates",
        ),
        Q(
            "s",
            "What was celso fined for?",
            "having no reflective vest in the car",
            "fine",
            "reflective vest",
        ),
        Q("s", "How much was celso's fine?", "1,000 meticais", "fine", "1,000|000; meticais"),
        Q(
            "t",
            "When was celso fined on the beira road?",
            "2024-12-11",
            "fine",
            "fined; wed",
            "relative-date",
        ),
        Q(
            "m",
            "How much did celso pay for a reflective vest after the fine?",
            "300",
            "fine vest",
            {"fine": "reflective vest", "vest": "300"},
        ),
        Q(
            "t",
            "When did pipoca come back?",
            "2024-12-24",
            "pipoca-back",
            "christmas eve",
            "human-date",
        ),
        Q(
            "s",
            "Where had pipoca been?",
            "locked in a garage two streets away",
            "pipoca-back",
            "garage",
        ),
        Q(
            "m",
            "How long was pipoca missing?",
            "about two weeks, from around the 10th to the 24th of December 2024",
            "pipoca-lost pipoca-back",
            {"pipoca-lost": "missing", "pipoca-back": "christmas eve"},
        ),
        Q(
            "s",
            "Who gave celso beehives, and how many?",
            "tio armando, two",
            "honey",
            "tio armando; 2 beehives",
        ),
        Q(
            "t",
            "When did celso take his first honey?",
            "2025-03-30",
            "honey",
            "honey; sun",
            "relative-date",
        ),
        Q("s", "How much honey did celso get the first time?", "6 litres", "honey", "6 litres"),
        Q(
            "t",
            "When did the dentist pull ilda's tooth?",
            "2025-04-01",
            "tooth",
            "dentist; tues",
            "relative-date",
        ),
        Q(
            "s",
            "What did celso's eye test show?",
            "he needs glasses for reading",
            "glasses",
            "glasses; reading",
        ),
        Q("s", "How much did celso's glasses frames cost?", "1,800", "glasses", "1,800|800"),
        Q(
            "s",
            "Where did ilda volunteer in March 2025?",
            "at the vaccination day at the clinic",
            "volunteer",
            "vaccination day; clinic",
        ),
        Q(
            "s",
            "How many children did ilda register at the vaccination day?",
            "210",
            "volunteer",
            "210",
        ),
        Q(
            "t",
            "When was the vaccination day where ilda volunteered?",
            "2025-03-29",
            "volunteer",
            "vaccination day; sat",
            "relative-date",
        ),
        Q(
            "m",
            "How did celso's goat count change over the chat?",
            "4, then 6 after two kids, then 8",
            "goats kids goats8",
            {"goats": "goats", "kids": "6 goats", "goats8": "8"},
        ),
        Q("s", "How many goats did celso have in April 2025?", "eight", "goats8", "8", "latest"),
        Q(
            "s",
            "How far did ilda walk when the chapa broke down?",
            "the last 3 km",
            "chapa",
            "3 km",
        ),
        Q(
            "s",
            "What loan did ilda pay off, and when?",
            "the loan for her gas cooker, with the last payment in March 2025",
            "loan",
            "gas cooker; march",
        ),
        Q("s", "What is celso saving for?", "a boat engine", "engine", "boat engine"),
        Q(
            "s",
            "How much does celso need for the boat engine, and how much has he saved?",
            "45,000; he has 12,000",
            "engine",
            "45,000; 12,000",
        ),
        Q(
            "m",
            "Who does celso go fishing with?",
            "tio armando, at weekends",
            "ask-fishing permanent",
            {"ask-fishing": "fishing", "permanent": "tio armando"},
        ),
        Q(
            "s",
            "What might happen to celso's job in June 2025?",
            "it may become permanent",
            "permanent",
            "permanent; june",
        ),
        Q(
            "o",
            "Which country do ilda and celso live in?",
            "Mozambique (maputo, beira, matola, meticais, chapas)",
            "branch",
            "matola",
        ),
        Q(
            "o",
            "Would celso's honey be likely to make good gifts for his family?",
            "yes; he sent some of his first 6 litres to ilda on the bus",
            "honey sent",
            {"honey": "honey", "sent": "bus"},
        ),
    ],
)
CONVERSATIONS.append(ILDA_CELSO)


KOFFI_AFI = Conv(
    "pair",
    "named_json",
    ["Koffi", "Afi"],
    """
@ 2024-03-02
Afi: Koffi! How is Cotonou? Are you still teaching at the school in Fidjrossè? {hello}
Koffi: Until July only. The school told me on Monday that my contract won't be renewed, because they're cutting two classes. {contract}
Afi: Oh no. After all those years with those children! {ask-years}
Koffi: Four and a half years. I'm already looking. I have an interview on Thursday at an insurance company in Akpakpa, for a claims clerk post. {interview}
Afi: Wear the grey suit. Here the shea butter cooperative has a new manager, Mrs Dossou, and she wants me to do the books on a computer now. {manager}
Koffi: You'll learn fast. How are the grasscutters? {ask-grass}
Afi: Twelve now, after three babies on Tuesday. Codjo wants to sell six at Easter. {grass}
Koffi: Codjo always wants to sell something. My landlord has put the rent up, by the way, from 25,000 to 30,000 CFA from April. {rent}
Afi: That's a fifth more! What for? {ask-why}
Koffi: He painted the gate. That's all. {gate}
Afi: Ha. I'm going to Dakar in May to see my sister Sènan. My passport was renewed in two weeks this time. {dakar}
Koffi: Two weeks! Mine took two months last time. Give Sènan my greetings. {greet}
Afi: I will. How's your back? {ask-back}
Koffi: Physio twice a week at the hospital in Akpakpa, since I fell off a zem in January. Six sessions left. {physio}
@ 2024-06-08
Koffi: Welcome back from Dakar! How was it? {ask-dakar}
Afi: Long! The flight to Ouagadougou was three hours late, so I missed the connection and slept at the airport. Sènan waited six hours for me. {missed}
Koffi: Poor Sènan. Did your bag arrive at least? {ask-bag}
Afi: It did. The airline gave me a sandwich and nothing else. {sandwich}
Koffi: Typical. The insurance interview came to nothing, but I did a trial shift at a maquis on the beach on Sunday. Eight hours of carrying fish and beer. {trial}
Afi: And? {ask-and}
Koffi: They want me on weekends from July, 5,000 CFA a night plus tips. I'll take it until something better comes. {weekends}
Afi: Good. Our cooperative's president, Mama Houénou, retires at the end of June, after twenty-six years. We're giving her a party on the 29th. {retire}
Koffi: Twenty-six years! What will you give her? {ask-gift}
Afi: A wax print cloth with all our names on it, and a big basket of shea soap. {gift}
Koffi: She'll cry. How are the computer books going? {ask-books}
Afi: Slowly. Mrs Dossou is sending me on a five-day course in Porto-Novo in August. {course}
Koffi: Nice. The noise near me is terrible. The church across the road has night vigils every Friday till four in the morning. {vigils}
Afi: Complain to the residents' committee. {complain}
Koffi: I did, on Monday. They said they'd talk to the church. {talk}
@ 2024-09-14
Afi: The grasscutters have a new enemy. Termites ate half of the wooden hutch, and two escaped on Wednesday. {termites}
Koffi: Escaped! Did you catch them? {ask-catch}
Afi: One. The neighbour's dog caught the other, and the neighbour laughed. {dog}
Koffi: Not funny for the grasscutter. I have news. The soursop juice factory in Allada took me on after an interview on the 2nd of September. Stock clerk, on a one-year contract. {factory}
Afi: Wonderful! Do you still work at the maquis? {ask-maquis}
Koffi: Only on Saturdays now. I start at the factory on the 1st of October. {start}
Afi: I've had typhoid, by the way. Two weeks of antibiotics, and I've only been back at work since Monday. {typhoid}
Koffi: Afi! You should have said. {said}
Afi: You'd have worried. The blood test on Thursday came back clear. {blood}
Koffi: Good. I'm saving for driving lessons, by the way. The course costs 150,000 CFA, and I have 40,000. {driving}
Afi: You'll be a chauffeur! I paid off the loan for the grinding mill in August. Eighteen months, and it's ours now. {mill}
Koffi: Congratulations! Did you go to Porto-Novo? {ask-porto}
Afi: Five days in August, and now I can do the accounts on the computer. Mrs Dossou was impressed. {accounts}
Koffi: Big woman. {big}
@ 2024-12-28
Koffi: Happy Christmas, Afi! Did my parcel come? {xmas}
Afi: It came, thank you! The dried soursop is gone already. Codjo ate it all in one evening. {soursop}
Koffi: I knew he would. Our street party was on the 21st. The committee closed the road and hired a DJ. {party}
Afi: A DJ! Did the church complain? {ask-church}
Koffi: The church brought its fanfare, and everyone danced. The day before, I volunteered at the beach clean in Fidjrossè. Sixty bags of rubbish in three hours. {beach}
Afi: Good man. I spent Christmas Eve at the dentist. He drained a gum infection under a back tooth, and now I'm on antibiotics again. {gum}
Koffi: Again! You and antibiotics. {again}
Afi: Don't. Some good news: Sènan is coming from Dakar for Easter, and the grasscutters are up to fifteen. {fifteen}
Koffi: Fifteen! Will Codjo sell them? {ask-sell}
Afi: He sold four at Christmas, 12,000 CFA each, so we have eleven. {sold}
Koffi: Rich! Speaking of money, I got fined at the factory, can you believe it. 5,000 CFA for parking my zem in the delivery bay. {fine}
Afi: Oh Koffi. Did you pay? {ask-pay}
Koffi: Out of my wages. And the bus company still owes me 8,000 for the ticket to Parakou they cancelled in November. {refund}
Afi: Go to their office with the ticket, and keep going. {keep}
Koffi: I will. Their office is on my way to Dantokpa. {dantokpa}
@ 2025-05-10
Afi: Koffi, you'll never guess. Mrs Dossou is leaving, and the cooperative has asked me to be the manager from July! {offer}
Koffi: Afi! Manager! Did you say yes? {ask-yes}
Afi: I said I'd think about it, and then I said yes on Tuesday. {yes}
Koffi: Congratulations! I got my bus refund, by the way. All 8,000, after five visits to their office. {refund-paid}
Afi: Five visits! Stubborn Koffi. How are the driving lessons? {ask-driving}
Koffi: The test is on the 24th of May. I failed the first one in April, on the parking. {test}
Afi: You'll pass this time. Sènan came at Easter, by the way, and her bus from Cotonou was held up for six hours at a broken bridge near Dassa. {bridge}
Koffi: Six hours! Did she bring anything from Dakar? {ask-bring}
Afi: A boubou for Codjo, and he hasn't taken it off since. {boubou}
Koffi: He would. I lost a cat and found one this week, by the way. {cat}
Afi: What do you mean? {ask-cat}
Koffi: My cat Zinsou disappeared on Sunday, and on Wednesday a striped one moved in instead. Zinsou came back yesterday, so now I have two. {zinsou}
Afi: Ha! Name the new one Dossou. How much soursop goes through the factory now? {ask-count}
Koffi: Forty tonnes a week since March. And the factory renewed my contract for two more years. {renewed}
Afi: Two years! We both deserve a party. {both}
""",
    [
        Q(
            "s",
            "Where did Koffi teach in March 2024?",
            "at the school in Fidjrossè",
            "hello",
            "fidjrossè",
        ),
        Q(
            "s",
            "Why was Koffi's teaching contract not renewed?",
            "the school was cutting two classes",
            "contract",
            "cutting two classes",
        ),
        Q(
            "t",
            "When did the school tell Koffi his contract would not be renewed?",
            "2024-02-26",
            "contract",
            "contract; monday",
            "relative-date",
        ),
        Q(
            "m",
            "Until when was Koffi teaching at the school?",
            "until July 2024",
            "hello contract",
            {"hello": "teaching", "contract": "july"},
        ),
        Q(
            "m",
            "How long had Koffi taught at the school in Fidjrossè?",
            "four and a half years",
            "ask-years interview",
            {"ask-years": "years", "interview": "four and a half years"},
            "fragment",
        ),
        Q(
            "s",
            "What job did Koffi interview for in Akpakpa?",
            "a claims clerk post at an insurance company",
            "interview",
            "claims clerk; insurance",
        ),
        Q(
            "t",
            "When was Koffi's interview at the insurance company?",
            "2024-02-29",
            "interview",
            "interview; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Afi tell Koffi to wear to the interview?",
            "the grey suit",
            "manager",
            "grey suit",
        ),
        Q(
            "s",
            "Who is the new manager at Afi's shea butter cooperative?",
            "Mrs Dossou",
            "manager",
            "dossou",
        ),
        Q(
            "s",
            "What does Mrs Dossou want Afi to do?",
            "do the books on a computer",
            "manager",
            "books; computer",
        ),
        Q(
            "s",
            "Where does Afi work?",
            "at the shea butter cooperative",
            "manager",
            "shea butter cooperative",
            memory=True,
        ),
        Q("s", "How many grasscutters did Afi have in March 2024?", "twelve", "grass", "twelve"),
        Q(
            "t",
            "When were Afi's three baby grasscutters born?",
            "2024-02-27",
            "grass",
            "three babies; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "What does Codjo want to do with the grasscutters?",
            "sell six at Easter",
            "grass",
            "sell six; easter",
        ),
        Q(
            "s",
            "How much did Koffi's rent go up in April 2024?",
            "from 25,000 to 30,000 CFA",
            "rent",
            "25,000; 30,000",
        ),
        Q(
            "m",
            "What did Koffi's landlord do to justify the rent rise?",
            "he painted the gate",
            "ask-why gate",
            {"ask-why": "fifth", "gate": "painted; gate"},
            "fragment",
        ),
        Q(
            "s",
            "Who is Sènan?",
            "Afi's sister, who lives in Dakar",
            "dakar",
            "sister; sènan",
            memory=True,
        ),
        Q(
            "s",
            "How long did Afi's passport renewal take?",
            "two weeks",
            "dakar",
            "two weeks; passport",
        ),
        Q(
            "s",
            "How long did Koffi's last passport renewal take?",
            "two months",
            "greet",
            "two months",
        ),
        Q(
            "s",
            "How often does Koffi go to physio?",
            "twice a week, at the hospital in Akpakpa",
            "physio",
            "twice a week",
        ),
        Q(
            "s",
            "How did Koffi hurt his back?",
            "he fell off a zem in January",
            "physio",
            "fell; zem",
        ),
        Q(
            "s",
            "How many physio sessions did Koffi have left in March 2024?",
            "six",
            "physio",
            "six sessions",
        ),
        Q(
            "s",
            "Why did Afi miss her connection on the way to Dakar?",
            "her flight to Ouagadougou was three hours late",
            "missed",
            "ouagadougou; three hours",
        ),
        Q(
            "s",
            "Where did Afi spend the night when she missed her connection?",
            "at the airport",
            "missed",
            "slept; airport",
        ),
        Q("s", "How long did Sènan wait for Afi?", "six hours", "missed", "six hours"),
        Q(
            "s",
            "What did the airline give Afi for the missed connection?",
            "a sandwich and nothing else",
            "sandwich",
            "sandwich",
        ),
        Q(
            "s",
            "Where did Koffi do a trial shift in June 2024?",
            "at a maquis on the beach",
            "trial",
            "maquis; beach",
        ),
        Q(
            "t",
            "When was Koffi's trial shift at the maquis?",
            "2024-06-02",
            "trial",
            "trial shift; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "How long was Koffi's trial shift at the maquis?",
            "eight hours",
            "trial",
            "eight hours",
        ),
        Q(
            "s",
            "What did Koffi get out of the insurance interview?",
            "nothing",
            "trial",
            "insurance interview; nothing",
        ),
        Q(
            "s",
            "What is Koffi paid at the maquis?",
            "5,000 CFA a night plus tips",
            "weekends",
            "5,000; tips",
        ),
        Q(
            "s",
            "Who retired from Afi's cooperative in June 2024?",
            "Mama Houénou, the president",
            "retire",
            "houénou; president",
        ),
        Q(
            "s",
            "How long had Mama Houénou been at the cooperative?",
            "twenty-six years",
            "retire",
            "twenty-six",
        ),
        Q("t", "When was Mama Houénou's retirement party?", "2024-06-29", "retire", "29th; june"),
        Q(
            "m",
            "What did the cooperative give Mama Houénou when she retired?",
            "a wax print cloth with all their names and a basket of shea soap",
            "ask-gift gift",
            {"ask-gift": "give", "gift": "wax print; shea soap"},
        ),
        Q(
            "s",
            "Where was Afi's computer course, and how long?",
            "in Porto-Novo, five days in August",
            "course",
            "porto-novo; five-day|five day",
        ),
        Q(
            "s",
            "What is the noise problem near Koffi's home?",
            "the church across the road has night vigils every Friday till four in the morning",
            "vigils",
            "night vigils; friday",
        ),
        Q(
            "t",
            "When did Koffi complain to the residents' committee about the church?",
            "2024-06-03",
            "talk",
            "monday",
            "relative-date",
        ),
        Q(
            "m",
            "What did the residents' committee say about Koffi's complaint?",
            "they would talk to the church",
            "complain talk",
            {"complain": "residents' committee", "talk": "talk; church"},
        ),
        Q("s", "What damaged Afi's grasscutter hutch?", "termites", "termites", "termites"),
        Q(
            "t",
            "When did two of Afi's grasscutters escape?",
            "2024-09-11",
            "termites",
            "escaped; wednesday",
            "relative-date",
        ),
        Q(
            "m",
            "What happened to the two escaped grasscutters?",
            "Afi caught one, and the neighbour's dog caught the other",
            "ask-catch dog",
            {"ask-catch": "catch", "dog": "one; neighbour's dog"},
        ),
        Q(
            "s",
            "Where did Koffi get a job in September 2024?",
            "at the soursop juice factory in Allada",
            "factory",
            "soursop juice factory; allada",
        ),
        Q(
            "t",
            "When was Koffi's interview at the soursop juice factory?",
            "2024-09-02",
            "factory",
            "2nd; september",
        ),
        Q(
            "s",
            "What is Koffi's job at the factory, and on what contract?",
            "stock clerk, on a one-year contract",
            "factory",
            "stock clerk; one-year|one year",
        ),
        Q(
            "t",
            "When did Koffi start at the soursop juice factory?",
            "2024-10-01",
            "start",
            "1st; october",
        ),
        Q(
            "s",
            "When does Koffi still work at the maquis after getting the factory job?",
            "only on Saturdays",
            "start",
            "saturdays",
        ),
        Q("s", "What illness did Afi have in the summer of 2024?", "typhoid", "typhoid", "typhoid"),
        Q(
            "s",
            "How long was Afi's course of antibiotics for typhoid?",
            "two weeks",
            "typhoid",
            "two weeks; antibiotics",
        ),
        Q(
            "t",
            "When did Afi go back to work after typhoid?",
            "2024-09-09",
            "typhoid",
            "back at work; monday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Afi's blood test come back clear?",
            "2024-09-12",
            "blood",
            "blood test; thursday",
            "relative-date",
        ),
        Q("s", "What is Koffi saving for?", "driving lessons", "driving", "driving lessons"),
        Q(
            "s",
            "How much does Koffi's driving course cost, and how much has he saved?",
            "150,000 CFA; he has 40,000",
            "driving",
            "150,000; 40,000",
        ),
        Q(
            "s",
            "What loan did Afi pay off, and when?",
            "the loan for the grinding mill, in August 2024",
            "mill",
            "grinding mill; august",
        ),
        Q(
            "s",
            "How long did Afi pay the grinding mill loan?",
            "eighteen months",
            "mill",
            "eighteen months",
        ),
        Q(
            "m",
            "What could Afi do after her course in Porto-Novo?",
            "do the accounts on the computer",
            "ask-porto accounts",
            {"ask-porto": "porto-novo", "accounts": "accounts; computer"},
        ),
        Q(
            "s",
            "What did Koffi send Afi for Christmas 2024?",
            "dried soursop, in a parcel",
            "soursop",
            "dried soursop",
        ),
        Q("s", "Who ate the dried soursop?", "Codjo, all in one evening", "soursop", "codjo"),
        Q(
            "t",
            "When was the street party in Koffi's street?",
            "2024-12-21",
            "party",
            "street party; 21st",
        ),
        Q(
            "m",
            "Who played at Koffi's street party?",
            "a DJ hired by the committee, and the church's fanfare",
            "party beach",
            {"party": "dj", "beach": "fanfare"},
        ),
        Q(
            "t",
            "When did Koffi volunteer at the beach clean?",
            "2024-12-20",
            "beach party",
            {"beach": "day before; beach clean", "party": "21st"},
            "event-chain",
        ),
        Q(
            "s",
            "How many bags of rubbish did the beach clean collect?",
            "sixty, in three hours",
            "beach",
            "sixty bags",
        ),
        Q(
            "t",
            "When did Afi have a gum infection drained at the dentist?",
            "2024-12-24",
            "gum",
            "christmas eve; dentist",
            "human-date",
        ),
        Q(
            "m",
            "How many times was Afi on antibiotics in 2024?",
            "twice: for typhoid and for a gum infection",
            "typhoid gum",
            {"typhoid": "antibiotics", "gum": "antibiotics again"},
        ),
        Q("s", "When is Sènan coming from Dakar?", "for Easter 2025", "fifteen", "easter"),
        Q(
            "s",
            "How many grasscutters did Afi have at the peak in December 2024?",
            "fifteen",
            "fifteen",
            "fifteen",
        ),
        Q(
            "s",
            "How many grasscutters did Codjo sell at Christmas, and for how much?",
            "four, at 12,000 CFA each",
            "sold",
            "four; 12,000",
        ),
        Q(
            "s",
            "How many grasscutters did Afi have left at the end of 2024?",
            "eleven",
            "sold",
            "eleven",
            "latest",
        ),
        Q(
            "s",
            "Why was Koffi fined at the factory?",
            "for parking his zem in the delivery bay",
            "fine",
            "zem; delivery bay",
        ),
        Q("s", "How much was Koffi's fine at the factory?", "5,000 CFA", "fine", "5,000"),
        Q(
            "s",
            "What refund was Koffi owed by the bus company?",
            "8,000 for a ticket to Parakou that was cancelled in November",
            "refund",
            "8,000; parakou",
        ),
        Q(
            "m",
            "How many visits did Koffi make before the bus company paid his refund?",
            "five",
            "refund refund-paid",
            {"refund": "bus company", "refund-paid": "five visits"},
        ),
        Q(
            "s",
            "What is Afi's new job from July 2025?",
            "manager of the cooperative",
            "offer",
            "manager; july",
        ),
        Q(
            "s",
            "Why is the cooperative's manager job open?",
            "Mrs Dossou is leaving",
            "offer",
            "dossou; leaving",
            "third-person-fact",
        ),
        Q(
            "t",
            "When did Afi say yes to the manager's job?",
            "2025-05-06",
            "yes",
            "tuesday",
            "relative-date",
        ),
        Q("t", "When is Koffi's driving test?", "2025-05-24", "test", "test; 24th; may"),
        Q("s", "Why did Koffi fail his first driving test?", "on the parking", "test", "parking"),
        Q(
            "s",
            "Where was Sènan's bus held up at Easter?",
            "at a broken bridge near Dassa",
            "bridge",
            "broken bridge; dassa",
        ),
        Q("s", "How long was Sènan's bus held up?", "six hours", "bridge", "six hours"),
        Q(
            "m",
            "What did Sènan bring from Dakar?",
            "a boubou for Codjo",
            "ask-bring boubou",
            {"ask-bring": "dakar", "boubou": "boubou"},
            "fragment",
        ),
        Q("s", "What is the name of Koffi's cat?", "Zinsou", "zinsou", "zinsou", memory=True),
        Q(
            "t",
            "When did Zinsou disappear?",
            "2025-05-04",
            "zinsou",
            "disappeared; sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Zinsou come back?",
            "2025-05-09",
            "zinsou",
            "came back; yesterday",
            "relative-date",
        ),
        Q(
            "s",
            "How many cats does Koffi have in May 2025?",
            "two: Zinsou and a striped one that moved in",
            "zinsou",
            "two; striped",
        ),
        Q(
            "s",
            "How much soursop goes through Koffi's factory a week?",
            "forty tonnes",
            "renewed",
            "forty tonnes",
        ),
        Q(
            "m",
            "How long was Koffi's contract at the factory renewed for?",
            "two more years",
            "factory renewed",
            {"factory": "contract", "renewed": "two more years"},
        ),
        Q(
            "o",
            "Which country do Koffi and Afi live in?",
            "Benin (Cotonou, Porto-Novo, Parakou, CFA, zem)",
            "course",
            "porto-novo",
        ),
        Q(
            "o",
            "Would Afi be a good choice to look after a small business's money?",
            "yes; she keeps the cooperative's accounts on the computer and is becoming its manager",
            "accounts offer",
            {"accounts": "accounts", "offer": "manager"},
        ),
    ],
)
CONVERSATIONS.append(KOFFI_AFI)


ERNESTO_MARITZA = Conv(
    "pair",
    "timestamped_lines",
    ["Ernesto", "Maritza"],
    """
@ 2023-12-09
Maritza: Ernesto! Did León survive the Gritería on Thursday? {hello}
Ernesto: Barely. Our street gave out four hundred bags of sweets, and my neighbour Doña Socorro set off firecrackers at four in the morning. I've made a noise complaint to the barrio committee. {griteria}
Maritza: Four in the morning! Good luck with that committee. How is the volcano? {ask-volcano}
Ernesto: Busy. I take two groups a day up Cerro Negro for the volcano boarding, seven days a week until Easter. {volcano}
Maritza: Seven days! When do you rest? {ask-rest}
Ernesto: In May. How is the rolling? {ask-rolling}
Maritza: Still rolling five hundred a day at the cigar factory in Estelí. And they've opened a line leader post. My interview is on Tuesday. {interview}
Ernesto: You'll get it. You've been there longer than the walls. {walls}
Maritza: Eleven years in February. My wrists don't like it, though. The doctor says it's tendinitis, so it's physiotherapy on Wednesdays for two months. {tendinitis}
Ernesto: Look after those hands. How are the bees? {ask-bees}
Maritza: Three hives now. Norlan built the third one out of an old drawer. {hives}
Ernesto: Norlan can build anything. I'm saving to open a hostel, by the way. Twelve beds, near the Rubén Darío museum. {hostel}
Maritza: A hostel! How much do you need? {ask-need}
Ernesto: About 400,000 córdobas. I have 90,000, and the bank may lend the rest. {need}
@ 2024-03-16
Ernesto: Well? Did you get the line leader post? {ask-post}
Maritza: No. They gave it to a young man from Matagalpa who started last year. My manager says I'm too valuable at the rolling table. {post}
Ernesto: That's an insult dressed up as a compliment. {insult}
Maritza: Exactly. But they renewed my contract for two years, with 1,200 córdobas more a month. {renewed}
Ernesto: Something, at least. My big news: the bank said yes. A loan of 300,000 over six years. {loan}
Maritza: Ernesto! Where is the hostel going to be? {ask-where}
Ernesto: In an old house two streets from the market. I sign on the 2nd of April. {house}
Maritza: And the volcano? {ask-volcano2}
Ernesto: I'll guide until the hostel opens. Don Fausto is retiring anyway, so the company will close. His party is on the 30th of March. {fausto}
Maritza: The end of an era. How old is he? {ask-age}
Ernesto: Seventy-one, and he still climbs faster than the tourists. We're giving him a volcano board signed by every guide. {board}
Maritza: Perfect. Did the committee do anything about Doña Socorro? {ask-socorro}
Ernesto: They sent her a warning letter, and she brought me a nacatamal to say sorry. {nacatamal}
Maritza: A nacatamal is a good apology. The bees swarmed on Sunday, by the way. Norlan caught them in a box, so we have four hives now. {swarm}
Ernesto: Four! You'll be selling honey in Managua. {managua}
@ 2024-07-06
Maritza: I'm writing from the border at Peñas Blancas. The bus to San José has been stuck here for nine hours. {border}
Ernesto: Nine hours! What happened? {ask-stuck}
Maritza: A computer problem at Costa Rican immigration. We're all sitting in the sun. {immigration}
Ernesto: Did you get the visa in the end? {ask-visa}
Maritza: Yes, at the appointment on the 13th of June in Managua. My passport was renewed in May too, so everything is new. {visa}
Ernesto: How long are you staying with your brother? {ask-brother}
Maritza: Three weeks. Yader has a new baby, so I'm the nanny. {brother}
Ernesto: Enjoy it. The hostel opened on Monday! Six guests on the first night. {opened}
Maritza: Congratulations! What's it called? {ask-name}
Ernesto: Casa Canela, after Doña Socorro's cat, who lives on our roof. {canela}
Maritza: Ha! Doña Socorro is family now. How are the finances? {ask-money}
Ernesto: The loan is 5,800 a month, and I split the water and power bills with the shoemaker next door. {bills}
Maritza: Does the shoemaker use much? {ask-shoemaker}
Ernesto: Less than twelve guests in the shower, so we split it sixty-forty. {split}
Maritza: Fair. Our bus is moving! Talk soon. {moving}
@ 2024-10-19
Ernesto: How was San José in the end? {ask-sj}
Maritza: Lovely, but they lost my bag on the bus home. It turned up in Managua a week later, with the coffee still in it. {bag}
Ernesto: A miracle. Did the bus company pay anything for the nine hours? {ask-pay}
Maritza: They refused at first. I wrote three times, and in September they refunded half the ticket, 700 córdobas. {refund}
Ernesto: Well done. I've had dengue. Ten days in bed, and my sister ran the hostel. {dengue}
Maritza: Ernesto! Are you well now? {ask-well}
Ernesto: Better. The blood test on Wednesday was normal again. {blood}
Maritza: Thank God. My physiotherapy is over, and my wrists are much better. {physio-done}
Ernesto: Good. Do you still have four hives? {ask-hives}
Maritza: Yes. We took the honey in September, 48 bottles from the four of them. But the leafcutter ants are eating my orange tree. {honey}
Ernesto: Put grease around the trunk. And Canela went missing on Tuesday. Doña Socorro is in pieces, and the guests are looking under the beds. {canela-lost}
Maritza: Oh no! Put her photo on the reception desk. {photo}
Ernesto: I did. I was also fined 2,000 córdobas for the hostel sign, because it sticks out over the pavement. {fine}
Maritza: Bureaucrats! {bureau}
@ 2025-01-25
Maritza: Any news of Canela? {ask-canela}
Ernesto: She came back after eleven days, fat and happy. A family from Zadar had been feeding her in their room. {canela-back}
Maritza: Traitor cat. How was Christmas at the hostel? {ask-xmas}
Ernesto: Full every night from the 20th of December to the 6th of January, so I could pay two months of the loan at once. {full}
Maritza: Wonderful. Our news: I'm leaving the factory. {leaving}
Ernesto: After twelve years? Why? {ask-why}
Maritza: A cooperative in Jinotega wants me to teach young people to roll. Three days a week from March, and better pay. {teach}
Ernesto: Maritza the teacher! Will you move? {ask-move}
Maritza: No, I'll take the bus on Mondays, Wednesdays and Fridays, two hours each way. The factory is giving me a farewell lunch on the 28th of February. {bus}
Ernesto: I'll come. I had the little operation on my eyelid on Thursday, by the way, so I'm wearing dark glasses indoors like a film star. {eyelid}
Maritza: Ha! Does it hurt? {ask-hurt}
Ernesto: Not much. Drops three times a day for a week. {drops}
Maritza: Yahoska wants to come and work at the hostel in the summer, by the way. She's sixteen now. {yahoska}
Ernesto: Tell her to come for a trial shift in June. If she can make the beds, she's hired. {trial}
Maritza: She has never made her own bed in her life. {bed}
""",
    [
        Q(
            "t",
            "When was the Gritería in León that Ernesto survived?",
            "2023-12-07",
            "hello",
            "gritería; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "How many bags of sweets did Ernesto's street give out at the Gritería?",
            "four hundred",
            "griteria",
            "four hundred",
        ),
        Q(
            "s",
            "What did Doña Socorro do at the Gritería?",
            "set off firecrackers at four in the morning",
            "griteria",
            "firecrackers; four",
        ),
        Q(
            "s",
            "Who did Ernesto make a noise complaint to?",
            "the barrio committee",
            "griteria",
            "noise complaint; barrio committee",
        ),
        Q(
            "m",
            "What did the barrio committee do about Doña Socorro?",
            "sent her a warning letter",
            "griteria nacatamal",
            {"griteria": "committee", "nacatamal": "warning letter"},
        ),
        Q(
            "s",
            "How did Doña Socorro apologise to Ernesto?",
            "she brought him a nacatamal",
            "nacatamal",
            "nacatamal",
        ),
        Q(
            "s",
            "What was Ernesto's job in December 2023?",
            "a guide taking groups up Cerro Negro for volcano boarding",
            "volcano",
            "cerro negro; volcano boarding",
        ),
        Q(
            "s",
            "How many groups a day did Ernesto take up the volcano?",
            "two",
            "volcano",
            "two groups",
        ),
        Q(
            "m",
            "When does Ernesto rest from guiding?",
            "in May",
            "ask-rest ask-rolling",
            {"ask-rest": "rest", "ask-rolling": "may"},
            "fragment",
        ),
        Q(
            "s",
            "How many does Maritza roll a day at the cigar factory?",
            "five hundred",
            "interview",
            "five hundred",
        ),
        Q(
            "s",
            "Where does Maritza work in December 2023?",
            "at the cigar factory in Estelí",
            "interview",
            "cigar factory; estelí",
            memory=True,
        ),
        Q("s", "What post did Maritza interview for?", "line leader", "interview", "line leader"),
        Q(
            "t",
            "When was Maritza's interview for the line leader post?",
            "2023-12-12",
            "interview",
            "interview; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "How long had Maritza been at the factory by February 2024?",
            "eleven years",
            "tendinitis",
            "eleven years",
        ),
        Q("s", "What is wrong with Maritza's wrists?", "tendinitis", "tendinitis", "tendinitis"),
        Q(
            "s",
            "When and for how long does Maritza have physiotherapy?",
            "on Wednesdays, for two months",
            "tendinitis",
            "wednesdays; two months",
        ),
        Q(
            "s",
            "How many beehives did Maritza have in December 2023?",
            "three",
            "hives",
            "three hives",
        ),
        Q("s", "What did Norlan build the third hive from?", "an old drawer", "hives", "drawer"),
        Q("s", "What is Ernesto saving for?", "to open a hostel", "hostel", "hostel"),
        Q("s", "How many beds was Ernesto's hostel to have?", "twelve", "hostel", "twelve beds"),
        Q(
            "s",
            "How much did Ernesto need for the hostel, and how much had he saved?",
            "about 400,000 córdobas; he had 90,000",
            "need",
            "400,000; 90,000",
        ),
        Q(
            "s",
            "Who got the line leader post?",
            "a young man from Matagalpa who started the year before",
            "post",
            "young man; matagalpa",
            "third-person-fact",
        ),
        Q(
            "s",
            "What reason did Maritza's manager give for not promoting her?",
            "she is too valuable at the rolling table",
            "post",
            "valuable; rolling table",
        ),
        Q(
            "s",
            "How long was Maritza's contract renewed for in 2024?",
            "two years, with 1,200 córdobas more a month",
            "renewed",
            "two years; 1,200|200",
        ),
        Q(
            "s",
            "How much did the bank lend Ernesto, and over how long?",
            "300,000 over six years",
            "loan",
            "300,000; six years",
        ),
        Q(
            "s",
            "Where is Ernesto's hostel?",
            "in an old house two streets from the market",
            "house",
            "old house; market",
        ),
        Q(
            "t",
            "When was Ernesto to sign for the hostel house?",
            "2024-04-02",
            "house",
            "2nd; april",
        ),
        Q(
            "s",
            "Why was Ernesto's tour company closing?",
            "Don Fausto was retiring",
            "fausto",
            "fausto; retiring",
        ),
        Q("t", "When was Don Fausto's retirement party?", "2024-03-30", "fausto", "30th; march"),
        Q(
            "m",
            "How old was Don Fausto when he retired?",
            "seventy-one",
            "ask-age board",
            {"ask-age": "old", "board": "seventy-one"},
            "pronoun",
        ),
        Q(
            "s",
            "What did the guides give Don Fausto?",
            "a volcano board signed by every guide",
            "board",
            "volcano board; signed",
        ),
        Q(
            "t",
            "When did Maritza's bees swarm?",
            "2024-03-10",
            "swarm",
            "swarmed; sunday",
            "relative-date",
        ),
        Q(
            "m",
            "How many hives did Maritza have after the swarm?",
            "four",
            "hives swarm",
            {"hives": "hives", "swarm": "four hives"},
        ),
        Q(
            "s",
            "Where was Maritza's bus stuck in July 2024?",
            "at the border at Peñas Blancas",
            "border",
            "peñas blancas",
        ),
        Q(
            "s",
            "How long was Maritza's bus stuck at the border?",
            "nine hours",
            "border",
            "nine hours",
        ),
        Q(
            "s",
            "Why was the bus held at the border?",
            "a computer problem at Costa Rican immigration",
            "immigration",
            "computer problem; immigration",
        ),
        Q(
            "t",
            "When was Maritza's visa appointment?",
            "2024-06-13",
            "visa",
            "appointment; 13th; june",
        ),
        Q("s", "Where was Maritza's visa appointment?", "in Managua", "visa", "managua"),
        Q("s", "When was Maritza's passport renewed?", "in May 2024", "visa", "passport; may"),
        Q(
            "m",
            "Who did Maritza visit in San José, and why was she the nanny?",
            "her brother Yader, who has a new baby",
            "ask-brother brother",
            {"ask-brother": "brother", "brother": "yader; baby"},
        ),
        Q("s", "How long did Maritza stay in San José?", "three weeks", "brother", "three weeks"),
        Q(
            "t",
            "When did Ernesto's hostel open?",
            "2024-07-01",
            "opened",
            "opened; monday",
            "relative-date",
        ),
        Q(
            "s",
            "How many guests did the hostel have on its first night?",
            "six",
            "opened",
            "six guests",
        ),
        Q(
            "s",
            "What is Ernesto's hostel called, and after whom?",
            "Casa Canela, after Doña Socorro's cat",
            "canela",
            "casa canela; cat",
            memory=True,
        ),
        Q("s", "How much is Ernesto's loan a month?", "5,800 córdobas", "bills", "5,800|800"),
        Q(
            "m",
            "Who does Ernesto split the water and power bills with, and how?",
            "the shoemaker next door, sixty-forty",
            "bills split",
            {"bills": "shoemaker", "split": "sixty-forty|sixty forty"},
        ),
        Q(
            "s",
            "What happened to Maritza's bag on the way home from San José?",
            "the bus lost it; it turned up in Managua a week later",
            "bag",
            "managua; week later",
        ),
        Q(
            "m",
            "What refund did Maritza get for the nine-hour wait at the border?",
            "half the ticket, 700 córdobas, in September",
            "ask-pay refund",
            {"ask-pay": "nine hours", "refund": "700; half"},
        ),
        Q(
            "s",
            "How many times did Maritza write to the bus company?",
            "three times",
            "refund",
            "three times",
        ),
        Q("s", "What illness did Ernesto have in 2024?", "dengue", "dengue", "dengue"),
        Q("s", "Who ran the hostel while Ernesto had dengue?", "his sister", "dengue", "sister"),
        Q("s", "How long was Ernesto in bed with dengue?", "ten days", "dengue", "ten days"),
        Q(
            "t",
            "When was Ernesto's blood test normal again?",
            "2024-10-16",
            "blood",
            "blood test; wednesday",
            "relative-date",
        ),
        Q(
            "m",
            "How long did Maritza's physiotherapy last?",
            "two months, on Wednesdays, and it was over by October 2024",
            "tendinitis physio-done",
            {"tendinitis": "two months", "physio-done": "physiotherapy; over"},
        ),
        Q(
            "s",
            "How many bottles of honey did Maritza get in September 2024?",
            "48, from four hives",
            "honey",
            "48; four",
        ),
        Q(
            "s",
            "What pest is attacking Maritza's orange tree?",
            "leafcutter ants",
            "honey",
            "leafcutter ants",
        ),
        Q(
            "s",
            "What did Ernesto suggest for the ants?",
            "grease around the trunk",
            "canela-lost",
            "grease; trunk",
        ),
        Q(
            "t",
            "When did Canela go missing?",
            "2024-10-15",
            "canela-lost",
            "canela; missing; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "Why was Ernesto fined?",
            "the hostel sign sticks out over the pavement",
            "fine",
            "sign; pavement",
        ),
        Q(
            "s",
            "How much was Ernesto's fine for the hostel sign?",
            "2,000 córdobas",
            "fine",
            "2,000",
        ),
        Q("s", "How long was Canela gone?", "eleven days", "canela-back", "eleven days"),
        Q(
            "s",
            "Who had been feeding Canela?",
            "a family from Zadar staying at the hostel",
            "canela-back",
            "zadar",
            "third-person-fact",
        ),
        Q(
            "t",
            "When did Canela come back?",
            "2024-10-26",
            "canela-lost canela-back",
            {"canela-lost": "tuesday", "canela-back": "eleven days"},
            "event-chain",
        ),
        Q(
            "s",
            "When was Ernesto's hostel full over Christmas?",
            "every night from the 20th of December to the 6th of January",
            "full",
            "20th; 6th; january",
        ),
        Q(
            "s",
            "What did Ernesto do with the Christmas money?",
            "paid two months of the loan at once",
            "full",
            "two months; loan",
        ),
        Q(
            "m",
            "How long had Maritza been at the factory when she left?",
            "twelve years",
            "leaving ask-why",
            {"leaving": "factory", "ask-why": "twelve years"},
        ),
        Q(
            "s",
            "Why is Maritza leaving the factory?",
            "a cooperative in Jinotega wants her to teach young people to roll, with better pay",
            "teach",
            "cooperative; jinotega",
        ),
        Q(
            "s",
            "How many days a week will Maritza teach, from when?",
            "three days a week, from March 2025",
            "teach",
            "three days; march",
        ),
        Q(
            "s",
            "Which days will Maritza take the bus to Jinotega?",
            "Mondays, Wednesdays and Fridays",
            "bus",
            "mondays; wednesdays; fridays",
        ),
        Q("s", "How long is Maritza's bus to Jinotega?", "two hours each way", "bus", "two hours"),
        Q(
            "t",
            "When is Maritza's farewell lunch at the factory?",
            "2025-02-28",
            "bus",
            "farewell lunch; 28th; february",
        ),
        Q(
            "t",
            "When did Ernesto have his eyelid operation?",
            "2025-01-23",
            "eyelid",
            "eyelid; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "Why is Ernesto wearing dark glasses indoors?",
            "he had a little operation on his eyelid",
            "eyelid",
            "operation; eyelid",
        ),
        Q(
            "s",
            "What medicine does Ernesto need after his eyelid operation?",
            "drops three times a day for a week",
            "drops",
            "drops; three times",
        ),
        Q("s", "How old is Yahoska in January 2025?", "sixteen", "yahoska", "sixteen"),
        Q(
            "m",
            "What does Ernesto want Yahoska to do before hiring her?",
            "come for a trial shift in June and show she can make the beds",
            "yahoska trial",
            {"yahoska": "hostel", "trial": "trial shift; june"},
        ),
        Q(
            "o",
            "Which country do Ernesto and Maritza live in?",
            "Nicaragua (León, Estelí, Managua, córdobas, the Gritería)",
            "hello",
            "gritería",
        ),
        Q(
            "o",
            "Would Ernesto be likely to enjoy a long mountain hike?",
            "yes; he guided groups up Cerro Negro twice a day",
            "volcano",
            "cerro negro",
        ),
    ],
)
CONVERSATIONS.append(ERNESTO_MARITZA)


SHAMSA = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-02-24
User: Good morning. I'm Shamsa, from Nizwa. The travel agency where I've worked for six years is closing at the end of April, and I have a job interview on Wednesday. Can you help me prepare? {hi}
Assistant: Of course, Shamsa. What is the job?
User: Visitor guide at the fort, for the new evening tours. The interview is at ten, with a panel of three. {job}
Assistant: What would you like to practise first?
User: Why I want it. I grew up in Bahla, my father has looked after the falaj there for thirty years, and I know every story about the old town. {bahla}
Assistant: That's a strong answer. Mention the falaj and your six years of booking tours.
User: Good. They also want a letter from my manager, Mr Hamad, but he's on leave in Salalah until March. {hamad}
Assistant: You could ask whether an email from him would do, or bring a reference from a colleague.
User: I'll ask. One more thing: the fort pays 650 rials a month, and the agency pays 520. Is it rude to ask about the hours? {pay}
Assistant: Not at all. Ask at the end, after their questions. Good luck on Wednesday!
@ 2024-06-15
User: Hello, it's Shamsa again. I got the fort job and started on the 5th of May! Now I need a letter to an airline. {started}
Assistant: Congratulations! What happened with the airline?
User: My flight from Sohar to Salalah on the 30th of May was cancelled two hours before take-off. I took the bus instead, twelve hours, and the airline still hasn't refunded the 86 rials. {cancelled}
Assistant: That's frustrating. When did you ask for the refund?
User: On the 2nd of June, and twice since. They only say it is being processed. {asked}
Assistant: Here's a draft: "Dear Sir or Madam, my flight from Sohar to Salalah on 30 May was cancelled, and I have not received my refund of 86 rials, which I first requested on 2 June..."
User: Good. Add that I missed my cousin Muna's wedding because of the bus. {muna}
Assistant: Added: "Because of the cancellation I missed a family wedding." Anything else?
User: No. The bus company lost my bag as well, but they found it the next day. At least the dentist was good news this week: no fillings. {dentist}
Assistant: Good news, then. Send the letter and keep a copy of everything.
@ 2024-10-26
User: Hi, Shamsa here. My father is retiring as the wakil of the falaj in Bahla after thirty-two years, and I have to give a speech at his party on the 8th of November. {father}
Assistant: What an honour. Tell me about him.
User: He's 71. He has kept the water fair between forty-three farms, and he tells the time by the stars. {stars}
Assistant: A lovely detail. What else?
User: This year his date palms gave 640 kilos, his best ever, and the goats are up to nineteen. He says the goats are his real pension. {palms}
Assistant: Here's an opening: "For thirty-two years my father has shared the water of Bahla, fairly, by the stars..."
User: Beautiful. Keep it to three minutes, and use big letters. I had an eye test on Monday and my first glasses aren't ready yet. {eyes}
Assistant: Big letters it is. Who speaks after you?
User: My brother Salim, who will forget his. The refund came, by the way: the 86 rials, on the 20th of July. {refund}
Assistant: Excellent! Here is the full speech in big letters...
@ 2025-03-15
User: Hello again, Shamsa from Nizwa. Please help me plan a budget. My rent is going up from 180 to 210 rials in May. {rent}
Assistant: Of course. What are your income and your main costs?
User: 650 from the fort. My sister Maryam moved in with me in January, and we split the rent and the bills in half. {maryam}
Assistant: So your half of the new rent will be 105. What are you saving for?
User: A car, so that Salim doesn't have to drive me everywhere. About 4,000 rials for a used one, and I have 1,300. {car}
Assistant: At 150 a month you'd have it in about eighteen months. Any other costs?
User: Physiotherapy for my shoulder, 12 rials a session, once a week until April. I hurt it carrying water at the charity kitchen, where I volunteer on Thursday evenings. {physio}
Assistant: I'll put that in for six more weeks. Anything else?
User: Our cat Qamar was missing for a week, and a neighbour found her in his garage on Tuesday, so add a collar with our number, 3 rials. {qamar}
Assistant: Welcome home, Qamar. Here's the budget: rent 105, bills, physiotherapy, the collar, and 150 a month towards the car.
""",
    [
        Q("s", "Where does the user live?", "in Nizwa", "hi", "nizwa"),
        Q(
            "s",
            "Why is the user looking for a new job in February 2024?",
            "the travel agency where she has worked for six years is closing at the end of April",
            "hi",
            "travel agency; closing",
        ),
        Q(
            "s",
            "How long had the user worked at the travel agency?",
            "six years",
            "hi",
            "six years",
        ),
        Q(
            "t",
            "When was the user's interview for the job at the fort?",
            "2024-02-28",
            "hi",
            "interview; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "What job did the user apply for at the fort?",
            "visitor guide for the new evening tours",
            "job",
            "visitor guide; evening tours",
        ),
        Q("s", "Who interviewed the user at the fort?", "a panel of three", "job", "panel; three"),
        Q("s", "Where did the user grow up?", "in Bahla", "bahla", "bahla", memory=True),
        Q("s", "What has the user's father looked after?", "the falaj in Bahla", "bahla", "falaj"),
        Q("s", "Who was the user's manager at the travel agency?", "Mr Hamad", "hamad", "hamad"),
        Q(
            "s",
            "Where was Mr Hamad in February 2024?",
            "on leave in Salalah until March",
            "hamad",
            "salalah",
        ),
        Q(
            "s",
            "How much does the fort pay compared with the travel agency?",
            "650 rials a month against 520",
            "pay",
            "650; 520",
        ),
        Q("t", "When did the user start at the fort?", "2024-05-05", "started", "5th; may"),
        Q(
            "t",
            "When was the user's cancelled flight to Salalah?",
            "2024-05-30",
            "cancelled",
            "30th; may",
        ),
        Q(
            "s",
            "How did the user get to Salalah after the flight was cancelled?",
            "by bus, twelve hours",
            "cancelled",
            "bus; twelve hours",
        ),
        Q("s", "How much did the airline owe the user?", "86 rials", "cancelled", "86"),
        Q(
            "t",
            "When did the user first ask the airline for the refund?",
            "2024-06-02",
            "asked",
            "2nd; june",
        ),
        Q(
            "s",
            "What did the user miss because of the cancelled flight?",
            "her cousin Muna's wedding",
            "muna",
            "muna; wedding",
        ),
        Q(
            "s",
            "What happened to the user's bag on the bus?",
            "the bus company lost it and found it the next day",
            "dentist",
            "bag; next day",
        ),
        Q(
            "s",
            "What did the dentist tell the user in June 2024?",
            "no fillings",
            "dentist",
            "no fillings",
        ),
        Q(
            "t",
            "When did the airline refund the user?",
            "2024-07-20",
            "refund",
            "refund; 20th; july",
        ),
        Q(
            "m",
            "How long after the cancelled flight did the user get her refund?",
            "about seven weeks: from the 30th of May to the 20th of July 2024",
            "cancelled refund",
            {"cancelled": "30th; may", "refund": "20th; july"},
        ),
        Q(
            "s",
            "What was the user's father's role in Bahla?",
            "the wakil of the falaj",
            "father",
            "wakil; falaj",
        ),
        Q(
            "s",
            "How long was the user's father the wakil of the falaj?",
            "thirty-two years",
            "father",
            "thirty-two",
        ),
        Q(
            "t",
            "When is the user's father's retirement party?",
            "2024-11-08",
            "father",
            "party; 8th; november",
        ),
        Q("s", "How old is the user's father?", "71", "stars", "71", "pronoun"),
        Q(
            "s",
            "How many farms share the water of the falaj?",
            "forty-three",
            "stars",
            "forty-three",
        ),
        Q("s", "How does the user's father tell the time?", "by the stars", "stars", "stars"),
        Q(
            "s",
            "How many kilos of dates did the user's father's palms give in 2024?",
            "640 kilos",
            "palms",
            "640",
        ),
        Q("s", "How many goats does the user's father have?", "nineteen", "palms", "nineteen"),
        Q(
            "s",
            "What does the user's father call his real pension?",
            "the goats",
            "palms",
            "goats; pension",
        ),
        Q(
            "t",
            "When did the user have her eye test?",
            "2024-10-21",
            "eyes",
            "eye test; monday",
            "relative-date",
        ),
        Q("s", "How long should the speech be?", "three minutes", "eyes", "three minutes"),
        Q("s", "Who speaks after the user at the party?", "her brother Salim", "refund", "salim"),
        Q(
            "s",
            "How much is the user's rent going up in May 2025?",
            "from 180 to 210 rials",
            "rent",
            "180; 210",
        ),
        Q(
            "s",
            "Who moved in with the user in January 2025?",
            "her sister Maryam",
            "maryam",
            "maryam",
        ),
        Q(
            "s",
            "How do the user and Maryam split the costs?",
            "half each of the rent and the bills",
            "maryam",
            "half",
        ),
        Q(
            "m",
            "How much will the user pay in rent from May 2025?",
            "105 rials, her half of 210",
            "rent maryam",
            {"rent": "210", "maryam": "half"},
        ),
        Q(
            "s",
            "What is the user saving for, and how much has she got?",
            "a used car for about 4,000 rials; she has 1,300",
            "car",
            "car; 4,000; 1,300",
        ),
        Q(
            "m",
            "Why does the user want a car?",
            "so that her brother Salim doesn't have to drive her everywhere",
            "refund car",
            {"refund": "brother salim", "car": "salim; drive"},
        ),
        Q(
            "s",
            "How did the user hurt her shoulder?",
            "carrying water at the charity kitchen",
            "physio",
            "charity kitchen; water",
        ),
        Q(
            "s",
            "How much does the user's physiotherapy cost, and how often?",
            "12 rials a session, once a week until April",
            "physio",
            "12; once a week",
        ),
        Q(
            "s",
            "When does the user volunteer at the charity kitchen?",
            "on Thursday evenings",
            "physio",
            "thursday evenings",
        ),
        Q("s", "Who is Qamar?", "the user's cat", "qamar", "cat; qamar", memory=True),
        Q("t", "When was Qamar found?", "2025-03-11", "qamar", "tuesday", "relative-date"),
        Q("s", "Where was Qamar found?", "in a neighbour's garage", "qamar", "garage"),
        Q("s", "How long was Qamar missing?", "a week", "qamar", "week"),
        Q(
            "s",
            "Where did my father look after the falaj?",
            "in Bahla",
            "bahla",
            "bahla; falaj",
            "first-person-question",
        ),
        Q(
            "s",
            "What is my job now?",
            "visitor guide at the fort",
            "started",
            "fort; job",
            "first-person-question",
        ),
        Q(
            "s",
            "How much did I spend on a collar for Qamar?",
            "3 rials",
            "qamar",
            "collar; 3",
            "first-person-question",
        ),
        Q(
            "o",
            "Which country does the user live in?",
            "Oman (Nizwa, Bahla, Sohar, Salalah, rials, the falaj)",
            "cancelled",
            "sohar; salalah",
        ),
    ],
    user_label="Shamsa",
)
CONVERSATIONS.append(SHAMSA)


NATALINO = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-05-04
User: hi. natalino, baucau. need a cv. job interview at the port in dili 15 may {hi}
Assistant: Hi Natalino! What is the job, and what do you do now?
User: store keeper. now i drive a microlet, 6 yrs {job}
Assistant: What would you say are your strengths?
User: never late. know every road. speak tetun, makasae n indonesian {langs}
Assistant: Great. Any licences or courses?
User: heavy vehicle licence since 2021 {licence}
Assistant: Good. Why are you leaving the microlet?
User: owner is selling it in june. so no job after {selling}
Assistant: Here's your CV: driver 2018-2024, heavy vehicle licence, Tetun, Makasae and Indonesian, never late.
@ 2024-08-17
User: got the port job. start 1 sept, 3 month trial {got}
Assistant: Congratulations! How can I help today?
User: had a small knee op fri. physio says exercises 3x a day, need a plan {knee}
Assistant: Morning, lunch and evening, ten minutes each. Do you have stairs at home?
User: no. 2 sows n 9 babies tho. who feeds them when im in dili mon to fri {sows}
Assistant: Could a neighbour or relative help?
User: sister rosalina. i pay her 20 dollars a wk {rosalina}
Assistant: That sounds fair. Anything else?
User: neighbours dog eats the chicken feed every night {dog}
Assistant: Try a lid on the feed bin and ask the neighbour to tie the dog at night.
@ 2024-11-23
User: need a complaint. flight back from kupang 8 nov, bag lost {bag}
Assistant: I'm sorry. Why were you in Kupang, and what was in the bag?
User: uncle's 70th. bag has tais from my grandmother n clothes. worth 300 dollars {tais}
Assistant: Have they given you a reference number?
User: yep. KP4471. 2 wks n nothing {ref}
Assistant: Here's a draft: "My bag, reference KP4471, from the 8 November flight from Kupang is still missing after two weeks..."
User: good. btw trial passed. 1 yr contract from 1 dec {contract}
Assistant: Congratulations! Anything else for the letter?
User: no. passport was renewed for the trip, took 4 days lol {passport}
Assistant: Fast! Send the letter today and keep a copy.
@ 2025-06-14
User: budget help. saving for a concrete floor for mums house. 1,200 dollars {floor}
Assistant: Happy to help. What is your income?
User: 350 a month. rent in dili went up, 80 to 100 {rent}
Assistant: Any loans?
User: loan for the sows paid off in may {loan}
Assistant: Good. Any other costs?
User: fined 25 dollars last wk, no number plate on the bike lol {fine}
Assistant: Ouch. Anything else?
User: volunteer at the clinic in baucau sat mornings, so bus home fri night, 5 dollars {volunteer}
Assistant: Plan: rent 100, bus 20, rosalina 80, and 100 a month for the floor, so a year.
""",
    [
        Q("s", "Where is the user from?", "Baucau", "hi", "baucau"),
        Q(
            "t",
            "When was the user's interview at the port?",
            "2024-05-15",
            "hi",
            "interview; 15 may",
        ),
        Q(
            "s",
            "What job did the user apply for at the port?",
            "store keeper",
            "job",
            "store keeper",
        ),
        Q(
            "s",
            "What did the user do before the port job?",
            "drove a microlet for six years",
            "job",
            "microlet; 6 yrs",
        ),
        Q(
            "s",
            "Which languages does the user speak?",
            "Tetun, Makasae and Indonesian",
            "langs",
            "tetun; makasae; indonesian",
            memory=True,
        ),
        Q(
            "s",
            "What licence does the user have?",
            "a heavy vehicle licence, since 2021",
            "licence",
            "heavy vehicle licence",
            memory=True,
        ),
        Q(
            "s",
            "Why was the user leaving the microlet?",
            "the owner was selling it in June",
            "selling",
            "owner; selling; june",
        ),
        Q("t", "When did the user start at the port?", "2024-09-01", "got", "1 sept"),
        Q(
            "s",
            "How long was the user's trial at the port?",
            "three months",
            "got",
            "3 month; trial",
        ),
        Q(
            "t",
            "When was the user's knee operation?",
            "2024-08-16",
            "knee",
            "knee; fri",
            "relative-date",
        ),
        Q("s", "How often must the user do his knee exercises?", "three times a day", "knee", "3x"),
        Q(
            "s",
            "What animals does the user keep?",
            "two sows and nine babies",
            "sows",
            "2 sows; 9 babies",
        ),
        Q(
            "s",
            "Who feeds the user's sows while he is in Dili?",
            "his sister Rosalina",
            "rosalina",
            "rosalina",
        ),
        Q(
            "s",
            "How much does the user pay Rosalina?",
            "20 dollars a week",
            "rosalina",
            "20 dollars",
        ),
        Q(
            "s",
            "What does the neighbour's dog do?",
            "eats the chicken feed every night",
            "dog",
            "dog; chicken feed",
        ),
        Q("t", "When did the user fly back from Kupang?", "2024-11-08", "bag", "kupang; 8 nov"),
        Q("s", "Why was the user in Kupang?", "for his uncle's 70th", "tais", "uncle's 70th"),
        Q(
            "s",
            "What was in the user's lost bag?",
            "tais from his grandmother and clothes",
            "tais",
            "tais; grandmother",
        ),
        Q("s", "How much was the lost bag worth?", "300 dollars", "tais", "300 dollars"),
        Q("s", "What is the reference number for the user's lost bag?", "KP4471", "ref", "kp4471"),
        Q(
            "s",
            "Did the user pass his trial at the port?",
            "yes; he has a one-year contract from the 1st of December 2024",
            "contract",
            "trial passed; 1 yr contract",
        ),
        Q(
            "t",
            "When did the user's one-year contract at the port start?",
            "2024-12-01",
            "contract",
            "contract; 1 dec",
        ),
        Q(
            "s",
            "How long did the user's passport renewal take?",
            "four days",
            "passport",
            "passport; 4 days",
        ),
        Q(
            "s",
            "What is the user saving for?",
            "a concrete floor for his mum's house",
            "floor",
            "concrete floor; mums house",
        ),
        Q("s", "How much does the concrete floor cost?", "1,200 dollars", "floor", "1,200|200"),
        Q("s", "What is the user's monthly income in June 2025?", "350 dollars", "rent", "350"),
        Q("s", "How much did the user's rent in Dili go up?", "from 80 to 100", "rent", "80; 100"),
        Q("t", "When did the user pay off the loan for the sows?", "2025-05", "loan", "sows; may"),
        Q(
            "s",
            "Why was the user fined in June 2025?",
            "no number plate on the bike",
            "fine",
            "number plate",
        ),
        Q("s", "How much was the user's fine?", "25 dollars", "fine", "25 dollars"),
        Q(
            "s",
            "Where does the user volunteer, and when?",
            "at the clinic in Baucau on Saturday mornings",
            "volunteer",
            "clinic; sat mornings",
        ),
        Q(
            "s",
            "How much is the user's bus home on Friday nights?",
            "5 dollars",
            "volunteer",
            "5 dollars",
        ),
        Q(
            "s",
            "When do I go home to baucau?",
            "on Friday nights",
            "volunteer",
            "fri night",
            "first-person-question",
        ),
        Q(
            "s",
            "How many babies did my sows have?",
            "nine",
            "sows",
            "9 babies",
            "first-person-question",
        ),
        Q(
            "m",
            "Who feeds the animals while the user works in Dili, and which days does he work there?",
            "his sister Rosalina, Monday to Friday",
            "sows rosalina",
            {"sows": "mon; fri", "rosalina": "rosalina"},
        ),
        Q(
            "o",
            "Which country does the user live in?",
            "Timor-Leste (Baucau, Dili, Tetun, dollars, tais)",
            "langs",
            "tetun",
        ),
    ],
    user_label="natalino",
)
CONVERSATIONS.append(NATALINO)


# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent on its own (after its context lines, which form nothing by themselves) as a
# document dated `date`. Relative dates in the expected memories count from that date:
# 2024-03-20 is a Wednesday, 2024-08-02 a Friday, 2024-11-12 a Tuesday, 2025-02-06 a Thursday,
# 2025-06-16 a Monday and 2025-10-04 a Saturday. A weekday named for something done is the one
# before the date; for a plan, the one after; "yesterday" is the day before.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-03-20", "2024-08-02", "2024-11-12"
D_, E_, F_ = "2025-02-06", "2025-06-16", "2025-10-04"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Kossi",
        "On Sunday the bush taxi to Kpalimé broke down at Agou, and we waited four hours for another one.",
        [
            M(
                "Kossi's bush taxi to Kpalimé broke down at Agou on 2024-03-17.",
                R,
                "bush taxi; agou; 2024-03-17",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "yawa",
        "got my new glasses wed, first pair ever",
        [M("yawa got a first pair of glasses on 2024-07-31.", R, "glasses; 2024-07-31")],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Edem",
        "We had the street party in Tokoin on Saturday, and the committee counted three hundred people.",
        [
            M(
                "Edem's street in Tokoin held a street party with three hundred people on 2024-11-09.",
                R,
                "street party; tokoin; 2024-11-09",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "My trial shift in the hotel kitchen in Aného on Monday went well, and they've offered me a contract.",
        [
            M(
                "The user did a trial shift in a hotel kitchen in Aného on 2025-02-03 and was offered a contract.",
                R,
                "trial shift; aného; 2025-02-03",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "blood test fri. iron low again",
        [
            M(
                "The user's blood test on 2025-06-13 showed low iron.",
                R,
                "blood test; iron; 2025-06-13",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Kossi",
        "On Tuesday the dentist took out two of my back teeth, and I've lived on fufu since.",
        [
            M(
                "The dentist took out two of Kossi's back teeth on 2025-09-30.",
                R,
                "dentist; teeth; 2025-09-30",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        D_,
        "yawa",
        "our cat came home yday after 9 days!!",
        [M("yawa's cat came home on 2025-02-05 after 9 days away.", R, "cat; 9 days; 2025-02-05")],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Kossi",
        "I've kept bees on the slopes of Mount Agou for twelve years.",
        [M("Kossi has kept bees on Mount Agou for twelve years.", D, "bees; mount agou")],
    ),
    S(
        "durable-fact",
        TL,
        C_,
        "yawa",
        "i sell phone credit at the grand marché, 4 yrs now",
        [
            M(
                "yawa has sold phone credit at the Grand Marché for 4 years.",
                D,
                "phone credit; grand marché",
            )
        ],
    ),
    S(
        "durable-fact",
        NJ,
        D_,
        "Edem",
        "I drive the bush taxi between Lomé and Sokodé, six days a week.",
        [
            M(
                "Edem drives a bush taxi between Lomé and Sokodé six days a week.",
                D,
                "bush taxi; sokodé",
            )
        ],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "I'm a clerk at the land office in Tsévié, and I have been since 2019.",
        [
            M(
                "The user has been a clerk at the land office in Tsévié since 2019.",
                D,
                "land office; tsévié",
            )
        ],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "allergic to cat hair btw",
        [M("The user is allergic to cat hair.", D, "allergic; cat hair")],
    ),
    S(
        "durable-fact",
        NL,
        A_,
        "Kossi",
        "My wife Afiwa and I have lived in Atakpamé since our wedding, in the house her father built.",
        [
            M(
                "Kossi and his wife Afiwa live in Atakpamé, in the house her father built.",
                D,
                "afiwa; atakpamé",
            )
        ],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        C_,
        "Kossi",
        "On Thursday I have my interview for the guide's job at the boat station on Lake Togo.",
        [
            M(
                "Kossi has an interview for a guide's job at the boat station on Lake Togo on 2024-11-14.",
                R,
                "interview; lake togo; 2024-11-14",
            )
        ],
    ),
    S(
        "plan",
        TL,
        E_,
        "yawa",
        "visa appointment thurs at 8, wish me luck",
        [M("yawa has a visa appointment on 2025-06-19 at 8.", R, "visa appointment; 2025-06-19")],
    ),
    S(
        "plan",
        NJ,
        A_,
        "Edem",
        "On Saturday we're holding the retirement party for my boss, Mr Komlan, after thirty years on the Sokodé road.",
        [
            M(
                "Edem's boss Mr Komlan has a retirement party on 2024-03-23 after thirty years.",
                R,
                "komlan; retirement party; 2024-03-23",
            )
        ],
    ),
    S(
        "plan",
        UA,
        B_,
        "User",
        "My small operation on my little finger is on Monday, so I need to plan a week off work.",
        [
            M(
                "The user has a small operation on a little finger on 2024-08-05.",
                R,
                "operation; little finger; 2024-08-05",
            )
        ],
    ),
    S(
        "plan",
        JM,
        F_,
        "User",
        "bus to dapaong in november for my cousins wedding",
        [
            M(
                "The user is taking the bus to Dapaong in 2025-11 for a cousin's wedding.",
                R,
                "dapaong; wedding; 2025-11",
            )
        ],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        D_,
        "Kossi",
        "My brother Yao was made redundant from the port in January, after nine years there.",
        [
            M(
                "Kossi's brother Yao was made redundant from the port in 2025-01.",
                R,
                "yao; redundant; port",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        A_,
        "yawa",
        "my sister dzifa passed her driving test, third try",
        [
            M(
                "yawa's sister Dzifa passed her driving test on the third try.",
                R,
                "dzifa; driving test",
            )
        ],
    ),
    S(
        "third-person-fact",
        NJ,
        E_,
        "Edem",
        "Mawuli's goats got into the neighbour's maize again, and the neighbour wants 20,000 CFA.",
        [
            M(
                "Mawuli's goats got into the neighbour's maize, and the neighbour wants 20,000 CFA.",
                R,
                "mawuli; goats; maize",
            )
        ],
    ),
    S(
        "third-person-fact",
        UA,
        C_,
        "User",
        "My mother has started physiotherapy for her hip, twice a week at the hospital in Kara.",
        [
            M(
                "The user's mother has physiotherapy for her hip twice a week at the hospital in Kara.",
                R,
                "mother; physiotherapy; kara",
            )
        ],
    ),
    S(
        "third-person-fact",
        JM,
        B_,
        "User",
        "my flatmate selom got a new manager, hates him already",
        [M("The user's flatmate Selom has a new manager.", R, "selom; new manager")],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        E_,
        "Kossi",
        "Two hundred and ten jars, and Afiwa sold half at the market.",
        [
            M(
                "Kossi's bees gave two hundred and ten jars of honey.",
                R,
                "honey; two hundred and ten",
            )
        ],
        [("Akossiwa", "How much honey did the bees give this year?")],
    ),
    S(
        "fragment-answer",
        TL,
        C_,
        "yawa",
        "6 wks, n the airline paid 40,000 in the end",
        [
            M(
                "yawa waited 6 weeks for an airline refund, which paid 40,000.",
                R,
                "refund; 6; 40,000",
            )
        ],
        [("dela", "how long did u wait for ur refund?")],
    ),
    S(
        "fragment-answer",
        NJ,
        F_,
        "Edem",
        "The red one, because the blue one failed the inspection.",
        [M("Edem is driving the red taxi.", R, "red; taxi")],
        [("Mawuli", "Which taxi are you driving now, the red or the blue?")],
    ),
    S(
        "fragment-answer",
        UA,
        A_,
        "User",
        "In January, from 45,000 to 50,000 CFA.",
        [
            M(
                "The user's rent went up from 45,000 to 50,000 CFA in 2024-01.",
                R,
                "rent; 45,000; 50,000",
            )
        ],
        [("Assistant", "When did your rent go up, and by how much?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        B_,
        "Kossi",
        "I'm on a course of antibiotics for a bad chest until Sunday.",
        [M("Kossi is on a course of antibiotics for a bad chest.", R, "antibiotics; chest")],
    ),
    S(
        "recent-state",
        TL,
        F_,
        "yawa",
        "still no job since the shop closed. 3 interviews, nothing yet",
        [
            M(
                "yawa has had 3 job interviews since the shop closed and has no job yet.",
                R,
                "interviews; shop",
            )
        ],
    ),
    S(
        "recent-state",
        JM,
        C_,
        "User",
        "knee still swollen from the fall, physio 2x a week",
        [
            M(
                "The user's knee is still swollen from a fall, with physio 2x a week.",
                R,
                "knee; physio",
            )
        ],
    ),
    S(
        "recent-state",
        NJ,
        B_,
        "Edem",
        "The Aflao road is still closed since the bridge went, so I'm driving round by Tsévié.",
        [
            M(
                "The Aflao road is closed since the bridge went, so Edem drives round by Tsévié.",
                R,
                "aflao; tsévié",
            )
        ],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        F_,
        "User",
        "Can you help me write to the landlord? He's raising the rent from 60,000 to 70,000 CFA in December.",
        [
            M(
                "The user's landlord is raising the rent from 60,000 to 70,000 CFA in 2025-12.",
                R,
                "rent; 70,000; 2025-12",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        A_,
        "User",
        "write a notice for my lost cat. grey, answers to tigo, gone since sun",
        [M("The user's grey cat Tigo is lost.", R, "tigo; cat")],
    ),
    S(
        "request-with-fact",
        UA,
        D_,
        "User",
        "Could you draft a letter to the airline? They lost my suitcase on the flight home from Niamey.",
        [
            M(
                "The airline lost the user's suitcase on the flight home from Niamey.",
                R,
                "suitcase; niamey",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        E_,
        "User",
        "help me plan my allotment. 3 beds of gboma n 2 of ademe",
        [
            M(
                "The user's allotment has 3 beds of gboma and 2 of ademe.",
                R,
                "allotment; gboma; ademe",
            )
        ],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        F_,
        "Kossi",
        "Yes, they renewed it for two more years.",
        [
            M(
                "Kossi's contract at the boat station was renewed for two more years.",
                R,
                "contract; renewed; two more years",
            )
        ],
        [("Akossiwa", "Did the boat station renew your contract?")],
    ),
    S(
        "second-person",
        TL,
        B_,
        "yawa",
        "nope, moved out in june, i live w my aunt in bè now",
        [
            M(
                "yawa moved out of the flat in Tokoin in 2024-06 and lives with an aunt in Bè.",
                R,
                "aunt; bè; 2024-06",
            )
        ],
        [("dela", "u still in the flat in tokoin?")],
    ),
    S(
        "second-person",
        NJ,
        D_,
        "Edem",
        "No, I paid it. 15,000 CFA for a broken light, and I fixed the light the same day.",
        [M("Edem paid a 15,000 CFA fine for a broken light.", R, "fine; 15,000; light")],
        [("Mawuli", "Did you fight that fine?")],
    ),
    S(
        "second-person",
        UA,
        E_,
        "User",
        "Yes, but my contract ends in August, and they haven't said if they'll renew it.",
        [
            M(
                "The user's contract at the land office ends in 2025-08.",
                R,
                "contract; land office; 2025-08",
            )
        ],
        [("Assistant", "Are you still working at the land office?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        E_,
        "Kossi",
        "Afiwa got her new glasses, the goats had four kids, and we paid off the loan for the honey press.",
        [
            M("Kossi's wife Afiwa got new glasses.", R, "afiwa; glasses"),
            M("Kossi's goats had four kids.", R, "goats; four kids"),
            M("Kossi paid off the loan for the honey press.", R, "loan; honey press"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        D_,
        "yawa",
        "got the job at the pharmacy, dzifa moved in, n the rent is split in 2 now",
        [
            M("yawa got a job at the pharmacy.", R, "job; pharmacy"),
            M("Dzifa moved in with yawa.", R, "dzifa; moved in"),
            M("yawa's rent is split in 2.", R, "rent; split"),
        ],
    ),
    S(
        "multi-fact",
        NJ,
        A_,
        "Edem",
        "The taxi passed its inspection, Mawuli lost his job at the cement works, and our street committee elected me vice-president.",
        [
            M("Edem's taxi passed its inspection.", R, "taxi; inspection"),
            M("Mawuli lost his job at the cement works.", R, "mawuli; cement works"),
            M(
                "Edem was elected vice-president of the street committee.",
                R,
                "vice-president; street committee",
            ),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        B_,
        None,
        "Note: eye test at the clinic in Tokoin, Thursday the 8th of August, 10 a.m.",
        [
            M(
                "An eye test at the clinic in Tokoin is booked for 2024-08-08.",
                R,
                "eye test; tokoin; 2024-08-08",
            )
        ],
    ),
    S(
        "note",
        NO,
        D_,
        None,
        "Note: residents' committee meeting Tuesday the 11th of February, 6 p.m., about the noise from the bar.",
        [
            M(
                "The residents' committee meets on 2025-02-11 about the noise from the bar.",
                R,
                "residents' committee; noise; 2025-02-11",
            )
        ],
    ),
    S(
        "note",
        NO,
        F_,
        None,
        "Note: passport renewal appointment Wednesday the 15th of October; bring the old passport and two photos.",
        [M("The passport renewal appointment is on 2025-10-15.", R, "passport; 2025-10-15")],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        A_,
        "Kossi",
        "I love ablo with fried fish more than anything at the market.",
        [M("Kossi loves ablo with fried fish.", D, "ablo; fried fish")],
    ),
    S(
        "preference",
        TL,
        E_,
        "yawa",
        "hate overnight buses, always take the day one",
        [M("yawa hates overnight buses.", D, "overnight buses")],
    ),
    S(
        "preference",
        JM,
        D_,
        "User",
        "fav thing is mending nets w grandpa in agbodrafo on sundays",
        [
            M(
                "The user's favourite thing is mending nets with grandpa in Agbodrafo.",
                D,
                "nets; agbodrafo",
            )
        ],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NJ,
        C_,
        "Edem",
        "She's back home, and she's laying again, five eggs this week.",
        [M("Edem's hen came back home after the storm and is laying again.", R, "hen; laying")],
        [("Mawuli", "Did your hen come back after the storm?")],
    ),
    S(
        "pronoun-answer",
        UA,
        B_,
        "User",
        "He's my neighbour's dog, and he's dug up my yams twice this month.",
        [
            M(
                "The user's neighbour's dog has dug up the user's yams twice.",
                R,
                "neighbour's dog; yams",
            )
        ],
        [("Assistant", "Whose dog is that in the photo?")],
    ),
    # -- sentences that should form nothing --
    # chatter and what the speaker did not do
    S(
        "chatter",
        NL,
        A_,
        "Kossi",
        "We almost went to Lake Togo on Sunday, but the rain came, so we stayed in.",
        [],
    ),
    S("chatter", TL, B_, "yawa", "lol the bush taxi had a goat on the roof again", []),
    S("chatter", NJ, C_, "Edem", "Half of Lomé was out on the beach road tonight, I think.", []),
    S("chatter", UA, D_, "User", "Sorry, someone's at the door, one moment.", []),
    S("chatter", JM, E_, "User", "brb", []),
    S("chatter", NL, F_, "Kossi", "Honestly, these mosquitoes.", []),
    # compliments
    S("compliment", NL, B_, "Kossi", "Your kente is beautiful, Akossiwa.", []),
    S("compliment", TL, C_, "yawa", "ur fufu is the best in lomé", []),
    S("compliment", NJ, D_, "Edem", "You drove really well on that hill, Mawuli.", []),
    S("compliment", UA, E_, "User", "That letter is much better than mine.", []),
    S("compliment", JM, F_, "User", "nice plan", []),
    S("compliment", NL, E_, "Kossi", "Those new glasses suit you, Afiwa.", []),
    # opinions about the world
    S("generic-opinion", NL, C_, "Kossi", "Airlines always lose the one bag you need.", []),
    S("generic-opinion", TL, D_, "yawa", "landlords only fix things when u stop paying", []),
    S("generic-opinion", NJ, E_, "Edem", "Every town needs a good market.", []),
    S("generic-opinion", UA, F_, "User", "Job interviews are harder than the jobs themselves.", []),
    S("generic-opinion", JM, A_, "User", "dentists r scary", []),
    S("generic-opinion", NL, A_, "Kossi", "Bees are smarter than most people.", []),
    # hypotheticals, wishes and what someone else might do
    S(
        "hypothetical",
        NL,
        D_,
        "Kossi",
        "If the boat station ever opens a post in Dapaong, I'd apply straight away.",
        [],
    ),
    S("hypothetical", TL, E_, "yawa", "if i get the visa ill go see my cousin in the summer", []),
    S(
        "hypothetical",
        NJ,
        F_,
        "Edem",
        "If the Aflao road opens again, I might drive that route instead.",
        [],
    ),
    S(
        "hypothetical",
        UA,
        A_,
        "User",
        "If my contract isn't renewed, I'll look for work in Lomé.",
        [],
    ),
    S("hypothetical", JM, B_, "User", "might get chickens one day", []),
    S("hypothetical", NL, F_, "Kossi", "I wish we could afford a second honey press.", []),
    # other people's opinions
    S("others-opinion", NL, B_, "Kossi", "Afiwa thinks the goats are smarter than the dog.", []),
    S(
        "others-opinion",
        TL,
        C_,
        "yawa",
        "dela says the landlord will put the rent up again in march",
        [],
    ),
    S(
        "others-opinion",
        NJ,
        A_,
        "Edem",
        "Mawuli's father says the rains will come late this year.",
        [],
    ),
    S(
        "others-opinion",
        UA,
        C_,
        "User",
        "My manager thinks the new office will never be finished.",
        [],
    ),
    S("others-opinion", JM, D_, "User", "mum says i should train as a nurse", []),
    S("others-opinion", NJ, E_, "Edem", "My boss says the new buses will put us out of work.", []),
    # passing moods
    S("passing-mood", NL, C_, "Kossi", "I'm so tired I could sleep in the hives.", []),
    S("passing-mood", TL, F_, "yawa", "ugh so hungry", []),
    S("passing-mood", NJ, B_, "Edem", "I'm nervous about the inspection.", []),
    S("passing-mood", UA, D_, "User", "I'm a bit anxious about the interview.", []),
    S("passing-mood", JM, E_, "User", "meh. tired", []),
    S("passing-mood", TL, A_, "yawa", "feeling kinda down today", []),
    # questions
    S("question", NL, D_, "Kossi", "Did the airline ever send your refund, Akossiwa?", []),
    S("question", TL, B_, "yawa", "u coming to the street party sat?", []),
    S("question", NJ, F_, "Edem", "How long does a passport take these days?", []),
    S("question", UA, B_, "User", "How do I keep a neighbour's dog out of my yard?", []),
    S("question", JM, C_, "User", "best way to split bills w 2 ppl?", []),
    S("question", UA, E_, "User", "What should I say at my boss's retirement party?", []),
    # thanks
    S("thanks", UA, C_, "User", "Thanks, the complaint letter worked.", []),
    S("thanks", JM, F_, "User", "thx", []),
    S(
        "thanks",
        NL,
        E_,
        "Kossi",
        "Thank you for feeding the goats while we were away, Akossiwa.",
        [],
    ),
    S("thanks", UA, A_, "User", "Thank you, that budget is perfect.", []),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        B_,
        "Assistant",
        "You could ask the airline for the compensation in writing.",
        [],
        [("User", "My flight was cancelled again.")],
    ),
    S(
        "assistant-suggestion",
        JM,
        D_,
        "Assistant",
        "Maybe put a fence round the beds.",
        [],
        [("User", "goats ate my gboma")],
    ),
    S(
        "assistant-suggestion",
        UA,
        E_,
        "Assistant",
        "A kente cloth could be a lovely retirement gift.",
        [],
        [("User", "What should we give our manager when she retires?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        F_,
        "Assistant",
        "You could try a practice interview with a friend.",
        [],
        [("User", "interview mon, nervous")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
