# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the thirtieth development recall set (this folder), written blind as held-out 30.

All of the material below was typed by hand for this set: six dated conversations with
their questions (``CONVERSATIONS``) and a hundred labelled sentences (``SENTENCES``). Three
pair chats are written in proper case and whole sentences by two people who keep in touch for
more than a year, the fourth pair texts in lower case, and of the two assistant chats one user
writes in proper case and the other in short lower-case bursts. The script numbers the turns,
resolves the labels the questions cite into turn ids, runs the checks of the blind brief
(``bench/_handwritten.py``) and writes the four files::

    uv run python bench/data/recall-dev30/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev30/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho30"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev30/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the thirtieth held-out set; "
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

ZARINA_BAHROM = Conv(
    "pair",
    "named_lines",
    ["Zarina", "Bahrom"],
    """
@ 2024-01-20
Zarina: Bahrom, sit down before you read this. Parviz asked me to marry him last night, up at the Hisor fortress, and I said yes! {engaged}
Bahrom: Finally! Two years of him coming to dinner and eating all of Mum's plov. Congratulations, little sister. {congrats}
Zarina: Thank you! The ring has a small garnet in it. It was his grandmother's. {ring}
Bahrom: Has he told his parents? {ask-parents}
Zarina: We went to them this morning. His father gave a speech, his mother cried, and the engagement party is on the 17th of February in their yard in Vahdat. {party}
Bahrom: I'll be there if I can get a lift. I failed my driving test on Tuesday. {failed}
Zarina: Oh no! What went wrong? {ask-failed}
Bahrom: The roundabout by the Panjshanbe bazaar. I went round it twice, and the examiner wrote half a page. {roundabout}
Zarina: When can you take it again? {ask-again}
Bahrom: In March, and it's 350 somoni every time. Until then it's the shared taxi to the plant, fifty minutes each way. {retake}
Zarina: Are you still on night shifts at the tomato paste plant? {ask-shifts}
Bahrom: Only days now. I've been shift supervisor on the filling line since December, with forty people under me. {supervisor}
Zarina: Look at you! My news is duller. My dissertation is on the old irrigation ditches of Istaravshan, and my supervisor wants the first chapter by April. {dissertation}
Bahrom: Ditches! Only you. Firuz brought his school report home on Thursday: top marks in maths, but his teacher says he talks through every lesson. {report}
Zarina: He gets that from you. Tell him his aunt is getting married! {aunt}
Bahrom: He already says he'll dance at the wedding all night. {dance}
@ 2024-05-11
Bahrom: Zarina, I passed! Second try, on Monday, and the examiner kept me away from the roundabout. {passed}
Zarina: Hooray! So now you need a car. {ask-car}
Bahrom: Already bought one: a white Daewoo Matiz, 2011, from Mr Saidov at the plant, for 26,000 somoni. {matiz}
Zarina: Is it any good? {ask-good}
Bahrom: It needed new brakes in the first week. The garage charged 1,400 somoni, and Dilbar hasn't stopped talking about it. {brakes}
Zarina: Ha. Speaking of money, the wedding hall wants a deposit. We've picked the Bahor hall in Dushanbe, for 300 guests, on the 14th of September. {venue}
Bahrom: Three hundred! Do you even know three hundred people? {ask-300}
Zarina: Parviz's mother does. She has a list of 210 just for her side. {list}
Bahrom: Poor Parviz. How was the engagement party? {ask-party}
Zarina: Lovely, except it rained and forty people squeezed under one tarpaulin. His aunt Tahmina taught me her qurutob recipe in the kitchen while the men ate. {recipe}
Bahrom: Make it for me when I visit. Here Dilbar has started selling sambusa at a stall by the bus station, every morning from six. {stall}
Zarina: Does it sell? {ask-sells}
Bahrom: A hundred and twenty on a good day, at 4 somoni each. {sales}
Zarina: Tell her she's braver than me. I had a scam call on Wednesday, a man saying he was from my bank and wanting the code from a text message. {scam}
Bahrom: You didn't give it to him, did you? {ask-scam}
Zarina: No, I hung up and rang the bank. They said three people in my building lost money that week. {hungup}
@ 2024-08-24
Zarina: Bad news and good news. The Bahor hall double-booked us, so the wedding has moved to the 12th of October, at a restaurant in Vahdat called Sitora. {moved}
Bahrom: Double-booked! Did they give the deposit back? {ask-deposit}
Zarina: Half of it, 3,000 somoni, after Parviz went there three times. And the guest count is down to 250, because Sitora is smaller. {guests}
Bahrom: Mum will be glad, fewer people to cook for. Sad news from here: Uncle Nodir died on Sunday, and the funeral was on Monday in Istaravshan. {funeral}
Zarina: Oh, Bahrom. I didn't know he was ill. {ask-ill}
Bahrom: His heart. He was seventy-eight. Half the town came, and Firuz helped carry the trays. {heart}
Zarina: I'll ring Aunt Mavjuda tonight. How is the Matiz? {ask-matiz}
Bahrom: Fine, but someone stole my bike from outside the plant on Thursday, so the Matiz is all I have now. The bike was Dad's old one. {bike}
Zarina: Who steals a forty-year-old bike? {ask-bike}
Bahrom: Somebody with no bike. The police wrote it down and that's all. Good news too: Firuz's team won the school league, and he scored in the final. {league}
Zarina: Tell him his aunt wants the goal on video! Is his coach still the PE teacher? {ask-coach}
Bahrom: Yes, Mr Hakimov. He wants Firuz training three evenings a week now. {coach}
Zarina: Three evenings! I hand in my dissertation on the 30th of September and I haven't slept since July. {handin}
Bahrom: What's left to do? {ask-left}
Zarina: The maps, and the chapter on the old ditch keepers. My laptop screen cracked last week as well, so I'm writing on Parviz's. {screen}
Bahrom: Classic. Dilbar is drying mulberries, by the way: ninety kilos off our three trees this summer. {mulberries}
@ 2024-11-30
Bahrom: So, seven weeks married. How is it? {ask-married}
Zarina: Wonderful, and very quiet after that wedding. 250 guests, and Firuz danced for four hours. {wedding}
Bahrom: He still talks about it. Have your dissertation results come? {ask-results}
Zarina: On Thursday: the highest mark! My supervisor wants me to apply for the state scholarship for a doctorate. {mark}
Bahrom: The highest mark! Will you apply? {ask-apply}
Zarina: The deadline is the 15th of January. Parviz says yes, his mother says a wife with a doctorate is too much. {deadline}
Bahrom: Ignore her. I've enrolled in an evening class in English at the college, Tuesdays and Thursdays, so I can talk to the buyers from abroad at the plant. {english}
Zarina: Good for you! How much is it? {ask-cost}
Bahrom: 600 somoni for the term, and the plant pays half. {cost}
Zarina: Generous. How's Dilbar's stall? {ask-stall}
Bahrom: She's stopped the stall. A café opened at the bus station in October, and now it orders 80 sambusa from her every morning instead. {cafe}
Zarina: That's better than standing out in the cold. {better}
Bahrom: That's what I said. Bad news though: someone sent me a message pretending to be Firuz's school, asking for 800 somoni for a trip, and I paid it. {scam-lost}
Zarina: Oh no, Bahrom! Did the bank get it back? {ask-back}
Bahrom: No, and the school never had a trip. Dilbar says I should have phoned the teacher first. {never}
Zarina: She's right, sorry. At least you'll know next time. {right}
@ 2025-03-22
Zarina: Bahrom, big news: I got the state scholarship! Three years for the doctorate, starting in September. {scholarship}
Bahrom: I knew it! How much do they pay? {ask-pay}
Zarina: 1,900 somoni a month, and I keep the same supervisor. {pay}
Bahrom: Good. And our news: the baby came on the 2nd of March, a girl, and we had her cradle party on Sunday. We named her Nigora, after Grandma. {cradle}
Zarina: I'm so sorry I missed it! How many came? {ask-came}
Bahrom: Sixty, all in our yard, and Mum made plov for everyone. Firuz held her for the photo. {sixty}
Zarina: And how is the Matiz with a baby in it? {ask-matiz2}
Bahrom: Sold it in February for 23,000, and we bought a grey Damas van so we all fit. {sold}
Zarina: Only 3,000 less than you paid! Is the drive to work any better? {ask-drive}
Bahrom: Much better. They moved me to the new plant by the river, twenty minutes away, and the parking permit there is 120 somoni a year. {permit}
Zarina: Luxury. Parviz and I ran the spring 10 kilometre race on Sunday. He did it in 48 minutes, and I did 56. {race}
Bahrom: Not bad for two people who sit at desks all day! {desks}
Zarina: And I forgot the password to my email and couldn't get at the wedding photos for a week, until Parviz found the recovery code in a drawer. {password}
Bahrom: Please put those photos somewhere safe. Firuz's school report came again: still top in maths, and now the teacher says he talks less. {report2}
Zarina: Progress! Mum and Dad's anniversary is next month, forty years on the 19th of April. Shall we have a family reunion in Istaravshan? {anniversary}
Bahrom: Yes. I'll bring the Damas, so all seven of us fit in one go. {reunion}
""",
    [
        Q("s", "Who asked Zarina to marry him?", "Parviz", "engaged", "parviz"),
        Q(
            "s",
            "Where did Parviz propose to Zarina?",
            "up at the Hisor fortress",
            "engaged",
            "hisor fortress",
        ),
        Q(
            "t",
            "When did Parviz propose to Zarina?",
            "2024-01-19",
            "engaged",
            "marry; last night",
            "relative-date",
        ),
        Q("s", "What stone is in Zarina's engagement ring?", "a small garnet", "ring", "garnet"),
        Q(
            "s",
            "Whose ring was Zarina's engagement ring before?",
            "Parviz's grandmother's",
            "ring",
            "grandmother",
        ),
        Q(
            "s",
            "How long had Parviz been coming to dinner before he proposed?",
            "two years",
            "congrats",
            "two years",
        ),
        Q(
            "s",
            "What did Parviz eat at the family dinners, according to Bahrom?",
            "all of Mum's plov",
            "congrats",
            "plov",
        ),
        Q(
            "s",
            "How did Parviz's mother react to the engagement news?",
            "she cried",
            "party",
            "cried",
        ),
        Q(
            "t",
            "When was Zarina and Parviz's engagement party?",
            "2024-02-17",
            "party",
            "engagement party; 17th; february",
        ),
        Q(
            "s",
            "Where was the engagement party held?",
            "in Parviz's parents' yard in Vahdat",
            "party",
            "yard; vahdat",
        ),
        Q(
            "t",
            "When did Bahrom fail his driving test?",
            "2024-01-16",
            "failed",
            "driving test; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "What made Bahrom fail his first driving test?",
            "the roundabout by the Panjshanbe bazaar; he went round it twice",
            "roundabout",
            "roundabout",
        ),
        Q(
            "s",
            "How much did the examiner write about Bahrom's first test?",
            "half a page",
            "roundabout",
            "half a page",
        ),
        Q(
            "s",
            "How much does a driving test cost in Bahrom's town?",
            "350 somoni each time",
            "retake",
            "350",
        ),
        Q(
            "s",
            "How did Bahrom get to work before he had a car?",
            "by shared taxi, fifty minutes each way",
            "retake",
            "shared taxi",
        ),
        Q(
            "s",
            "How long was Bahrom's commute by shared taxi?",
            "fifty minutes each way",
            "retake",
            "fifty minutes",
        ),
        Q(
            "s",
            "Where does Bahrom work?",
            "at a tomato paste plant",
            "ask-shifts",
            "tomato paste plant",
            memory=True,
        ),
        Q(
            "s",
            "What job has Bahrom had since December 2023?",
            "shift supervisor on the filling line",
            "supervisor",
            "shift supervisor; filling line",
        ),
        Q("s", "How many people work under Bahrom?", "forty", "supervisor", "forty"),
        Q(
            "s",
            "What is Zarina's dissertation about?",
            "the old irrigation ditches of Istaravshan",
            "dissertation",
            "irrigation ditches; istaravshan",
        ),
        Q(
            "s",
            "By when did Zarina's supervisor want the first chapter?",
            "by April",
            "dissertation",
            "april; chapter",
        ),
        Q(
            "s",
            "What did Firuz's January 2024 school report say?",
            "top marks in maths, but he talks through every lesson",
            "report",
            "maths; talks",
        ),
        Q(
            "t",
            "When did Firuz bring his school report home in January 2024?",
            "2024-01-18",
            "report",
            "school report; thursday",
            "relative-date",
        ),
        Q("s", "Who is Firuz?", "Bahrom's son, Zarina's nephew", "aunt", "aunt"),
        Q(
            "s",
            "What did Firuz plan to do at Zarina's wedding?",
            "dance all night",
            "dance",
            "dance",
            "pronoun",
        ),
        Q(
            "t",
            "When did Bahrom pass his driving test?",
            "2024-05-06",
            "passed",
            "passed; monday",
            "relative-date",
        ),
        Q(
            "m",
            "On which try did Bahrom pass his driving test, and how much did the two tests cost in all?",
            "the second try; 700 somoni (350 each)",
            "passed retake",
            {"passed": "second try", "retake": "350"},
        ),
        Q(
            "s",
            "What car did Bahrom buy after passing his test?",
            "a white 2011 Daewoo Matiz",
            "matiz",
            "matiz",
        ),
        Q("s", "Who sold Bahrom the Matiz?", "Mr Saidov from the plant", "matiz", "saidov"),
        Q("s", "How much did Bahrom pay for the Matiz?", "26,000 somoni", "matiz", "26,000|000"),
        Q(
            "s",
            "What repair did the Matiz need in its first week?",
            "new brakes",
            "brakes",
            "brakes",
        ),
        Q(
            "s",
            "How much was the repair bill for the Matiz's brakes?",
            "1,400 somoni",
            "brakes",
            "1,400|400",
        ),
        Q("s", "Who is Dilbar?", "Bahrom's wife", "brakes", "dilbar", memory=True),
        Q(
            "s",
            "Which venue did Zarina first book for the wedding?",
            "the Bahor hall in Dushanbe",
            "venue",
            "bahor hall",
        ),
        Q("s", "How many guests did Zarina first plan for?", "300", "venue", "300"),
        Q(
            "s",
            "What was the wedding's first planned date?",
            "the 14th of September 2024",
            "venue",
            "14th; september",
        ),
        Q(
            "s",
            "How many people were on Parviz's mother's list for her side?",
            "210",
            "list",
            "210",
        ),
        Q(
            "s",
            "What went wrong at the engagement party?",
            "it rained and forty people squeezed under one tarpaulin",
            "recipe",
            "rained; tarpaulin",
        ),
        Q(
            "s",
            "What recipe did Zarina learn at the engagement party, and from whom?",
            "qurutob, from Parviz's aunt Tahmina",
            "recipe",
            "qurutob; tahmina",
        ),
        Q("s", "What does Dilbar sell at her stall?", "sambusa", "stall", "sambusa"),
        Q("s", "Where was Dilbar's stall?", "by the bus station", "stall", "bus station"),
        Q("s", "What time did Dilbar's stall open?", "every morning from six", "stall", "six"),
        Q(
            "m",
            "How many sambusa did Dilbar sell on a good day, and at what price?",
            "a hundred and twenty, at 4 somoni each",
            "ask-sells sales",
            {"ask-sells": "sell", "sales": "hundred and twenty; 4"},
            "fragment",
        ),
        Q(
            "t",
            "When did Zarina get the scam call from a man claiming to be her bank?",
            "2024-05-08",
            "scam",
            "scam call; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "What did the scam caller want from Zarina?",
            "the code from a text message",
            "scam",
            "code; text message",
        ),
        Q(
            "s",
            "What did Zarina do about the scam call?",
            "hung up and rang the bank",
            "hungup",
            "hung up; bank",
        ),
        Q(
            "s",
            "How many people in Zarina's building lost money to the scam?",
            "three",
            "hungup",
            "three",
        ),
        Q(
            "s",
            "Why did the wedding move from the Bahor hall?",
            "the Bahor hall double-booked them",
            "moved",
            "double-booked",
        ),
        Q(
            "s",
            "Where was Zarina's wedding held in the end?",
            "at the Sitora restaurant in Vahdat",
            "moved",
            "sitora; vahdat",
        ),
        Q(
            "t",
            "What was the new date of Zarina's wedding?",
            "2024-10-12",
            "moved",
            "12th; october",
        ),
        Q(
            "s",
            "How much of the deposit did the Bahor hall give back?",
            "half, 3,000 somoni",
            "guests",
            "3,000|half",
        ),
        Q(
            "s",
            "How many times did Parviz go to the hall to get the deposit back?",
            "three times",
            "guests",
            "three times",
        ),
        Q(
            "s",
            "Why did the guest count fall to 250?",
            "because the Sitora restaurant is smaller",
            "guests",
            "sitora; smaller",
        ),
        Q(
            "m",
            "How did the wedding guest count change?",
            "from 300 at the Bahor hall to 250 at Sitora",
            "venue guests",
            {"venue": "300", "guests": "250"},
        ),
        Q("s", "Who died in August 2024?", "Uncle Nodir", "funeral", "nodir"),
        Q(
            "t",
            "When did Uncle Nodir die?",
            "2024-08-18",
            "funeral",
            "died; sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When was Uncle Nodir's funeral?",
            "2024-08-19",
            "funeral",
            "funeral; monday",
            "relative-date",
        ),
        Q("s", "Where was Uncle Nodir's funeral?", "in Istaravshan", "funeral", "istaravshan"),
        Q(
            "s",
            "What did Uncle Nodir die of, and how old was he?",
            "his heart; seventy-eight",
            "heart",
            "heart; seventy-eight",
        ),
        Q("s", "What did Firuz do at the funeral?", "helped carry the trays", "heart", "trays"),
        Q(
            "s",
            "Who did Zarina plan to ring after hearing of the death?",
            "Aunt Mavjuda",
            "ask-matiz",
            "mavjuda",
        ),
        Q(
            "s",
            "What was stolen from Bahrom in August 2024?",
            "his bike, Dad's old one",
            "bike",
            "bike",
        ),
        Q(
            "t",
            "When was Bahrom's bike stolen?",
            "2024-08-22",
            "bike",
            "bike; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "Where was Bahrom's bike stolen from?",
            "outside the plant",
            "bike",
            "outside; plant",
        ),
        Q(
            "m",
            "How old was the bike that was stolen, and whose had it been?",
            "about forty years old; Dad's",
            "bike ask-bike",
            {"bike": "dad", "ask-bike": "forty"},
        ),
        Q(
            "s",
            "What did the police do about the stolen bike?",
            "wrote it down and that was all",
            "league",
            "police; wrote",
        ),
        Q(
            "s",
            "What did Firuz's football team win?",
            "the school league",
            "league",
            "school league",
        ),
        Q("s", "What did Firuz do in the league final?", "he scored", "league", "scored; final"),
        Q("s", "Who coaches Firuz's team?", "Mr Hakimov, the PE teacher", "coach", "hakimov"),
        Q(
            "s",
            "How often does Mr Hakimov want Firuz to train?",
            "three evenings a week",
            "coach",
            "three evenings",
        ),
        Q(
            "s",
            "When was Zarina's dissertation due?",
            "the 30th of September 2024",
            "handin",
            "30th; september",
        ),
        Q(
            "m",
            "What was left to do on Zarina's dissertation in August 2024?",
            "the maps and the chapter on the old ditch keepers",
            "ask-left screen",
            {"ask-left": "left", "screen": "maps; ditch keepers"},
            tags="",
        ),
        Q(
            "s",
            "What happened to Zarina's laptop?",
            "the screen cracked",
            "screen",
            "screen; cracked",
        ),
        Q(
            "s",
            "Whose laptop did Zarina write her dissertation on after hers broke?",
            "Parviz's",
            "screen",
            "parviz",
        ),
        Q(
            "s",
            "What did Dilbar dry in summer 2024, and how much?",
            "ninety kilos of mulberries",
            "mulberries",
            "mulberries; ninety",
        ),
        Q(
            "s",
            "How many trees do Bahrom and Dilbar have?",
            "three",
            "mulberries",
            "three trees",
        ),
        Q("s", "How many guests came to the wedding?", "250", "wedding", "250"),
        Q("s", "How long did Firuz dance at the wedding?", "four hours", "wedding", "four hours"),
        Q(
            "s",
            "What mark did Zarina get for her dissertation?",
            "the highest mark",
            "mark",
            "highest mark",
        ),
        Q(
            "t",
            "When did Zarina get her dissertation results?",
            "2024-11-28",
            "mark",
            "thursday",
            "relative-date",
        ),
        Q(
            "s",
            "What was Zarina encouraged to apply for after her dissertation?",
            "the state scholarship for a doctorate",
            "mark",
            "state scholarship; doctorate",
        ),
        Q(
            "t",
            "What was the deadline for the scholarship?",
            "2025-01-15",
            "deadline",
            "15th; january",
        ),
        Q(
            "s",
            "What did Parviz's mother think of Zarina doing a doctorate?",
            "that a wife with a doctorate is too much",
            "deadline",
            "too much",
        ),
        Q(
            "s",
            "What evening class did Bahrom enrol in?",
            "English at the college, Tuesdays and Thursdays",
            "english",
            "english; college",
        ),
        Q(
            "s",
            "Why did Bahrom want to learn English?",
            "to talk to the buyers from abroad at the plant",
            "english",
            "buyers",
        ),
        Q(
            "m",
            "How much did Bahrom himself pay for the English class?",
            "300 somoni, half of 600, since the plant pays half",
            "english cost",
            {"english": "english", "cost": "600; half"},
        ),
        Q(
            "s",
            "Why did Dilbar stop running her stall?",
            "a café at the bus station orders 80 sambusa from her every morning instead",
            "cafe",
            "café|cafe; 80",
        ),
        Q("s", "When did the café at the bus station open?", "in October 2024", "cafe", "october"),
        Q(
            "m",
            "How did Dilbar's sambusa business change over 2024?",
            "she sold them at a stall by the bus station, then stopped and supplied a new café there with 80 a morning",
            "stall cafe",
            {"stall": "stall", "cafe": "80"},
        ),
        Q("s", "How much did Bahrom lose to a scam message?", "800 somoni", "scam-lost", "800"),
        Q(
            "s",
            "Who did the scammers pretend to be when they messaged Bahrom?",
            "Firuz's school, asking for money for a trip",
            "scam-lost",
            "school; trip",
        ),
        Q(
            "s",
            "Did Bahrom get his 800 somoni back?",
            "no, and the school never had a trip",
            "never",
            "school; trip",
        ),
        Q(
            "s",
            "What did Dilbar say Bahrom should have done about the school message?",
            "phoned the teacher first",
            "never",
            "phoned; teacher",
        ),
        Q(
            "m",
            "Who was more careful with a scam, Zarina or Bahrom?",
            "Zarina: she hung up and rang the bank, while Bahrom paid 800 somoni",
            "hungup scam-lost",
            {"hungup": "hung up", "scam-lost": "800"},
        ),
        Q(
            "s",
            "How long is Zarina's doctorate scholarship?",
            "three years",
            "scholarship",
            "three years",
        ),
        Q(
            "s",
            "When does Zarina's doctorate start?",
            "in September 2025",
            "scholarship",
            "september",
        ),
        Q(
            "s",
            "How much does Zarina's scholarship pay?",
            "1,900 somoni a month",
            "pay",
            "1,900|900",
        ),
        Q("t", "When was Bahrom and Dilbar's daughter born?", "2025-03-02", "cradle", "2nd; march"),
        Q(
            "t",
            "When was baby Nigora's cradle party?",
            "2025-03-16",
            "cradle",
            "cradle party; sunday",
            "relative-date",
        ),
        Q("s", "Who was Bahrom's daughter named after?", "Grandma", "cradle", "grandma"),
        Q("s", "What is the name of Bahrom's daughter?", "Nigora", "cradle", "nigora", memory=True),
        Q("s", "How many people came to Nigora's cradle party?", "sixty", "sixty", "sixty"),
        Q("s", "Who cooked for the cradle party, and what?", "Mum made plov", "sixty", "mum; plov"),
        Q("s", "When did Bahrom sell the Matiz?", "in February 2025", "sold", "february"),
        Q(
            "m",
            "How much did Bahrom lose on the Matiz?",
            "3,000 somoni: bought for 26,000, sold for 23,000",
            "matiz sold",
            {"matiz": "26,000|000", "sold": "23,000|000"},
        ),
        Q("s", "What did Bahrom buy after selling the Matiz?", "a grey Damas van", "sold", "damas"),
        Q(
            "s",
            "What does Bahrom drive in March 2025?",
            "a grey Damas van",
            "sold",
            "damas",
            "latest",
        ),
        Q(
            "m",
            "How did Bahrom's commute change over the chat?",
            "fifty minutes by shared taxi, then twenty minutes to the new plant by the river",
            "retake permit",
            {"retake": "fifty minutes", "permit": "twenty minutes"},
        ),
        Q(
            "s",
            "How much is the parking permit at the new plant?",
            "120 somoni a year",
            "permit",
            "parking permit; 120",
        ),
        Q(
            "s",
            "What race did Zarina and Parviz run in March 2025?",
            "the spring 10 kilometre race",
            "race",
            "10 kilometre race",
        ),
        Q(
            "s",
            "What were Parviz's and Zarina's times in the 10 kilometre race?",
            "Parviz 48 minutes, Zarina 56",
            "race",
            "48; 56",
        ),
        Q(
            "t",
            "When did Zarina and Parviz run the spring race?",
            "2025-03-16",
            "race",
            "race; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Zarina lose access to when she forgot her email password?",
            "the wedding photos, for a week",
            "password",
            "wedding photos",
        ),
        Q(
            "s",
            "How did Zarina get back into her email?",
            "Parviz found the recovery code in a drawer",
            "password",
            "recovery code; drawer",
        ),
        Q(
            "m",
            "How did Firuz's school reports change between January 2024 and March 2025?",
            "top in maths both times; at first he talked through every lesson, later the teacher said he talks less",
            "report report2",
            {"report": "talks", "report2": "talks less"},
        ),
        Q(
            "t",
            "When is Zarina and Bahrom's parents' fortieth anniversary?",
            "2025-04-19",
            "anniversary",
            "19th; april",
        ),
        Q(
            "s",
            "How long have Zarina and Bahrom's parents been married?",
            "forty years in April 2025",
            "anniversary",
            "forty years",
        ),
        Q(
            "s",
            "Where did Zarina suggest holding a family reunion?",
            "in Istaravshan",
            "anniversary",
            "reunion; istaravshan",
        ),
        Q(
            "s",
            "How many people in the family will fit in the Damas?",
            "all seven",
            "reunion",
            "seven",
        ),
        Q(
            "m",
            "How many weeks after the wedding did Bahrom ask how married life was?",
            "seven weeks",
            "moved ask-married",
            {"moved": "12th; october", "ask-married": "seven weeks"},
        ),
        Q(
            "o",
            "Which country do Zarina and Bahrom live in?",
            "Tajikistan (Dushanbe, Istaravshan, Vahdat, Hisor, somoni, qurutob)",
            "venue retake",
            {"venue": "dushanbe", "retake": "somoni"},
        ),
        Q(
            "o",
            "Would Zarina be likely to enjoy a museum of old water systems?",
            "yes; her dissertation is on the old irrigation ditches of Istaravshan",
            "dissertation",
            "irrigation ditches",
        ),
    ],
)
CONVERSATIONS.append(ZARINA_BAHROM)


LINDIWE_THABO = Conv(
    "pair",
    "timestamped_lines",
    ["lindiwe", "thabo"],
    """
@ 2024-02-17
lindiwe: thabo!! made the ezulwini touch rugby team. first match sat 2 march {team}
thabo: yesss. which position {ask-pos}
lindiwe: wing lol. coach is mrs shongwe, scary lady {coach}
thabo: nice. my news: the sauce site is live!! sold 14 bottles the 1st wk {site}
lindiwe: the chilli sauce?? ur gogos recipe? {ask-recipe}
thabo: ya she showed me at xmas. 9 chillies n a whole lemon. E45 a bottle {recipe}
lindiwe: ill buy 2. btw my screen cracked, dropped it getting off the kombi tues {screen}
thabo: rip. fixing it? {ask-fix}
lindiwe: E650 at the phone place in town. 3 days wait {fix}
thabo: ouch. sbus christening is 10 march at the church in manzini, u coming? {christening}
lindiwe: obviously. am i the godmother?? {ask-godmother}
thabo: if u want. nandi says yes too {godmother}
lindiwe: cried a lil. also started the radiography diploma, evening class mon n wed {diploma}
thabo: at the college in mbabane? {ask-where}
lindiwe: ya. exams in june. still ward clerk at the hospital in the day {clerk}
thabo: u never sleep {sleep}
@ 2024-06-08
thabo: exams done?? {ask-exams}
lindiwe: done wed. results in aug. 1st rugby match got cancelled bc of the storm, then we lost 3 in a row lol {cancelled}
thabo: lol. sbus christening was the best day tho. 80 ppl n gogo danced {christening2}
lindiwe: ur gogo is a legend. hows the sauce biz {ask-biz}
thabo: 60 bottles a month now. n a stall at the manzini market on fridays {stall}
lindiwe: look at u. im buying a car btw!! a little silver swift from my boss, E58,000 {car}
thabo: u cant drive tho {ask-drive}
lindiwe: test is 20 june, 2nd try. failed the 1st one in may, forgot the handbrake on the hill {test}
thabo: dont forget it this time. parking at the hospital ok? {ask-park}
lindiwe: need a permit, E200 a month. rude {permit}
thabo: lol. bad news here, someone msgd nandi pretending to be me w a new number, asking for E1,500 {scam}
lindiwe: nooo did she send it {ask-send}
thabo: nope she called my old number n i answered kkk. money saved {saved}
lindiwe: smart nandi. tell her i said so {smart}
@ 2024-09-28
lindiwe: PASSED. radiography exams, 71%. certificate ceremony 19 oct {passed}
thabo: ayy!! n the driving test? {ask-test}
lindiwe: passed that in june lol. swift is great, only needed a new battery, E900 {battery}
thabo: so u can drive to the ceremony. can i come {ask-come}
lindiwe: only 2 guests each. mum n gogo sorry {guests}
thabo: fair. found out sbu is allergic to eggs, rash all over after his 1st boiled egg {allergy}
lindiwe: poor baby. what did the dr say {ask-dr}
thabo: no eggs till hes 3, then test again. nandi reads every packet now {dr}
lindiwe: n my team won the touch rugby cup in the end!! beat siteki 31-28 in the final {cup}
thabo: after losing 3 in a row?? {ask-lose}
lindiwe: yep coach shongwe changed everything. 2 practices a wk n hill runs on sundays {plan}
thabo: respect. nandi n i r doing a cooking class at the hotel in ezulwini, curries, every thurs {cooking}
lindiwe: thabo cooking something thats not chilli sauce? {ask-cook}
thabo: i know. 6 wks, E1,200 for both of us {class-cost}
lindiwe: mum n dads 30th anniversary is 9 nov btw, lunch at the house {anniversary}
thabo: ill bring sauce {bring}
@ 2025-01-11
thabo: happy new yr!! my laptop died on new years eve so the site was down 4 days {laptop}
lindiwe: nooo. new one? {ask-new}
thabo: ya a 2nd hand one from my cousin mandla, E4,000 {new}
lindiwe: ok. my news: got a job as a radiography assistant!! start 1 feb {job}
thabo: no more ward clerk?? {ask-clerk}
lindiwe: no more. my boss cried lol {boss}
thabo: lol. how was the anniversary lunch {ask-lunch}
lindiwe: dad made a speech n forgot mums maiden name kkk. 40 ppl came {lunch}
thabo: classic dad. the market stall is closing, the council is moving the friday market to the bus rank {stall-close}
lindiwe: so no stall? {ask-nostall}
thabo: online only. 110 bottles in december tho {december}
lindiwe: whoa. ur gonna need a bigger kitchen {bigger}
thabo: nandi says the same. also someone hacked the shops page n we lost all 900 followers {hacked}
lindiwe: ugh. new password? {ask-pw}
thabo: new page, new password, 120 followers so far {newpage}
lindiwe: ill share it w the whole hospital {share}
@ 2025-04-26
lindiwe: 3 months as an assistant now. tired but i love it {assistant}
thabo: proud of u. hows the swift {ask-swift}
lindiwe: sold it!! E52,000. the hospital has a staff bus now n i need the money for the hill run trip {sold}
thabo: what hill run {ask-run}
lindiwe: the big one in july, 30 km. did the valley run sun, 54 mins. 4 runs a wk now {valley}
thabo: 54 mins!! ok my big news: nandi n i r opening a little restaurant, in the old butchery on the high st in manzini {restaurant}
lindiwe: WHAT. when {ask-open}
thabo: 1 june if the council says ok. 24 seats, sauce on every table {open}
lindiwe: name?? {ask-name}
thabo: gogos kitchen obviously {name}
lindiwe: shes gonna cry. speaking of gogo, the family reunion is in nhlangano 14 june, her whole side {reunion}
thabo: we'll close for the day. sbus play school report came: sings all day, pinches a bit {report}
lindiwe: he gets the pinching from u {pinch}
thabo: rude. nandi made 30 jars of atchar from her mums tree btw {atchar}
lindiwe: save me a jar {jar}
thabo: 2 jars for the radiography lady {two}
""",
    [
        Q(
            "s",
            "Which team did lindiwe make in February 2024?",
            "the ezulwini touch rugby team",
            "team",
            "touch rugby; ezulwini",
        ),
        Q(
            "t",
            "When was lindiwe's first touch rugby match meant to be?",
            "2024-03-02",
            "team",
            "match; 2; march",
        ),
        Q(
            "m",
            "What position does lindiwe play?",
            "wing",
            "ask-pos coach",
            {"ask-pos": "position", "coach": "wing"},
            "fragment",
        ),
        Q("s", "Who coaches lindiwe's touch rugby team?", "mrs shongwe", "coach", "shongwe"),
        Q(
            "s",
            "How many bottles did thabo's sauce site sell in its first week?",
            "14",
            "site",
            "14",
        ),
        Q("s", "Whose recipe is thabo's chilli sauce?", "his gogo's", "ask-recipe", "gogos"),
        Q(
            "s",
            "When did thabo's gogo show him the sauce recipe?",
            "at christmas",
            "recipe",
            "xmas",
        ),
        Q(
            "s",
            "What goes into thabo's chilli sauce?",
            "9 chillies and a whole lemon",
            "recipe",
            "9 chillies; lemon",
        ),
        Q("s", "How much is a bottle of thabo's sauce?", "E45", "recipe", "e45"),
        Q(
            "s",
            "How did lindiwe crack her phone screen?",
            "she dropped it getting off the kombi",
            "screen",
            "dropped; kombi",
        ),
        Q(
            "t",
            "When did lindiwe crack her phone screen?",
            "2024-02-13",
            "screen",
            "screen; tues",
            "relative-date",
        ),
        Q("s", "How much did lindiwe's screen repair cost?", "E650", "fix", "e650"),
        Q("s", "How long did the screen repair take?", "3 days", "fix", "3 days"),
        Q("s", "Who is sbu?", "thabo's baby son", "christening", "sbus; christening"),
        Q(
            "t",
            "When was sbu's christening?",
            "2024-03-10",
            "christening",
            "christening; 10; march",
        ),
        Q(
            "s",
            "Where was sbu christened?",
            "at the church in manzini",
            "christening",
            "church; manzini",
        ),
        Q(
            "m",
            "What is lindiwe to sbu?",
            "his godmother",
            "ask-godmother godmother",
            {"ask-godmother": "godmother", "godmother": "nandi"},
        ),
        Q("s", "Who is nandi?", "thabo's wife", "godmother", "nandi", memory=True),
        Q(
            "s",
            "What evening class did lindiwe start in February 2024?",
            "a radiography diploma, mondays and wednesdays",
            "diploma",
            "radiography diploma",
        ),
        Q(
            "s",
            "Where is lindiwe's diploma course?",
            "at the college in mbabane",
            "ask-where",
            "college; mbabane",
        ),
        Q(
            "s",
            "What was lindiwe's day job while she studied?",
            "ward clerk at the hospital",
            "clerk",
            "ward clerk; hospital",
        ),
        Q(
            "t",
            "When did lindiwe finish her exams?",
            "2024-06-05",
            "cancelled",
            "done; wed",
            "relative-date",
        ),
        Q(
            "s",
            "Why was lindiwe's first touch rugby match cancelled?",
            "because of the storm",
            "cancelled",
            "storm",
        ),
        Q(
            "s",
            "How did the rugby team do after the cancelled match?",
            "lost 3 in a row",
            "cancelled",
            "lost 3",
        ),
        Q("s", "How many people came to sbu's christening?", "80", "christening2", "80"),
        Q(
            "s",
            "What did gogo do at sbu's christening?",
            "she danced",
            "christening2",
            "gogo; danced",
        ),
        Q(
            "s",
            "How many bottles of sauce was thabo selling a month in June 2024?",
            "60",
            "stall",
            "60 bottles",
        ),
        Q(
            "s",
            "Where did thabo have a stall?",
            "at the manzini market on fridays",
            "stall",
            "manzini market; fridays",
        ),
        Q("s", "What car did lindiwe buy?", "a little silver swift", "car", "swift"),
        Q(
            "s",
            "Who sold lindiwe the swift, and for how much?",
            "her boss, for E58,000",
            "car",
            "boss; e58",
        ),
        Q(
            "s",
            "Why did lindiwe fail her first driving test?",
            "she forgot the handbrake on the hill",
            "test",
            "handbrake",
        ),
        Q("s", "When did lindiwe fail her first driving test?", "in may 2024", "test", "may"),
        Q("t", "When was lindiwe's second driving test?", "2024-06-20", "test", "20; june"),
        Q(
            "m",
            "Did lindiwe pass her second driving test?",
            "yes, in june 2024",
            "test ask-test battery",
            {"test": "2nd try", "ask-test": "driving test", "battery": "passed"},
        ),
        Q(
            "s",
            "How much is the parking permit at the hospital?",
            "E200 a month",
            "permit",
            "permit; e200",
        ),
        Q("s", "How much did the scammer ask nandi for?", "E1,500", "scam", "e1,500"),
        Q(
            "s",
            "Who did the scammer pretend to be when messaging nandi?",
            "thabo, with a new number",
            "scam",
            "new number",
        ),
        Q(
            "s",
            "How did nandi find out the message was a scam?",
            "she called thabo's old number and he answered",
            "saved",
            "old number; answered",
        ),
        Q(
            "s",
            "Did nandi lose money to the scam?",
            "no, the money was saved",
            "saved",
            "money saved",
        ),
        Q("s", "What mark did lindiwe get in her radiography exams?", "71%", "passed", "71"),
        Q(
            "t",
            "When was lindiwe's certificate ceremony?",
            "2024-10-19",
            "passed",
            "ceremony; 19; oct",
        ),
        Q(
            "s",
            "What repair did the swift need, and what did it cost?",
            "a new battery, E900",
            "battery",
            "battery; e900",
        ),
        Q(
            "s",
            "Who went with lindiwe to her certificate ceremony?",
            "her mum and gogo",
            "guests",
            "mum; gogo",
        ),
        Q(
            "s",
            "How many guests could each student bring to the ceremony?",
            "2",
            "guests",
            "2 guests",
        ),
        Q("s", "What is sbu allergic to?", "eggs", "allergy", "allergic; eggs", memory=True),
        Q(
            "s",
            "How did the family find out about sbu's allergy?",
            "a rash all over after his first boiled egg",
            "allergy",
            "rash; boiled egg",
        ),
        Q(
            "s",
            "What did the doctor tell thabo about sbu's allergy?",
            "no eggs till he's 3, then test again",
            "dr",
            "3; test again",
        ),
        Q(
            "s",
            "What does nandi do since the allergy was found?",
            "reads every packet",
            "dr",
            "packet",
        ),
        Q("s", "What did lindiwe's team win?", "the touch rugby cup", "cup", "cup"),
        Q(
            "s",
            "What was the score in the cup final, and who did they beat?",
            "31-28 against siteki",
            "cup",
            "siteki; 31",
        ),
        Q(
            "m",
            "How did lindiwe's team go from a bad run to winning the cup?",
            "after losing 3 in a row, coach shongwe changed everything: 2 practices a week and hill runs on sundays",
            "cancelled plan",
            {"cancelled": "lost 3", "plan": "2 practices"},
        ),
        Q(
            "s",
            "What is the team's training plan under coach shongwe?",
            "2 practices a week and hill runs on sundays",
            "plan",
            "2 practices; hill runs",
        ),
        Q(
            "s",
            "What cooking class did thabo and nandi take?",
            "curries, at the hotel in ezulwini, every thursday",
            "cooking",
            "cooking class; curries",
        ),
        Q(
            "s",
            "How long was the curry class and what did it cost?",
            "6 weeks, E1,200 for both",
            "class-cost",
            "6 wks; e1,200",
        ),
        Q(
            "t",
            "When was lindiwe's parents' 30th anniversary?",
            "2024-11-09",
            "anniversary",
            "anniversary; 9; nov",
        ),
        Q(
            "s",
            "What did thabo promise to bring to the anniversary lunch?",
            "sauce",
            "bring",
            "sauce",
        ),
        Q(
            "t",
            "When did thabo's laptop die?",
            "2024-12-31",
            "laptop",
            "laptop; new years eve",
            "human-date",
        ),
        Q(
            "s",
            "How long was thabo's site down after his laptop died?",
            "4 days",
            "laptop",
            "4 days",
        ),
        Q(
            "s",
            "Where did thabo get his new laptop and for how much?",
            "second-hand from his cousin mandla, E4,000",
            "new",
            "mandla; e4,000",
        ),
        Q(
            "s",
            "What job did lindiwe get in January 2025?",
            "radiography assistant",
            "job",
            "radiography assistant",
        ),
        Q(
            "t",
            "When did lindiwe start as a radiography assistant?",
            "2025-02-01",
            "job",
            "start; 1; feb",
        ),
        Q(
            "m",
            "How did lindiwe's job change over the chat?",
            "from ward clerk at the hospital to radiography assistant after her diploma",
            "clerk job",
            {"clerk": "ward clerk", "job": "radiography assistant"},
        ),
        Q(
            "s",
            "What did lindiwe's dad forget in his anniversary speech?",
            "mum's maiden name",
            "lunch",
            "maiden name",
        ),
        Q("s", "How many people came to the anniversary lunch?", "40", "lunch", "40"),
        Q(
            "s",
            "Why did thabo's market stall close?",
            "the council moved the friday market to the bus rank",
            "stall-close",
            "council; bus rank",
        ),
        Q("s", "How many bottles did thabo sell in december 2024?", "110", "december", "110"),
        Q(
            "m",
            "How did thabo's monthly sauce sales change?",
            "14 bottles in the first week, 60 a month by june 2024, 110 in december 2024",
            "site stall december",
            {"site": "14", "stall": "60", "december": "110"},
        ),
        Q(
            "s",
            "What happened to the shop's page in january 2025?",
            "it was hacked and lost all 900 followers",
            "hacked",
            "hacked; 900",
        ),
        Q(
            "s",
            "How many followers did the new page have in january 2025?",
            "120",
            "newpage",
            "120",
        ),
        Q(
            "s",
            "How long had lindiwe been a radiography assistant by april 2025?",
            "3 months",
            "assistant",
            "3 months",
        ),
        Q("s", "How much did lindiwe sell the swift for?", "E52,000", "sold", "e52,000|000"),
        Q(
            "m",
            "How much less did lindiwe get for the swift than she paid?",
            "E6,000 (bought for E58,000, sold for E52,000)",
            "car sold",
            {"car": "e58", "sold": "e52"},
        ),
        Q(
            "s",
            "How does lindiwe get to work after selling the swift?",
            "the hospital's staff bus",
            "sold",
            "staff bus",
            "latest",
        ),
        Q(
            "s",
            "What is lindiwe saving for in april 2025?",
            "the hill run trip in july",
            "sold",
            "hill run",
        ),
        Q("s", "How long is the big hill run in july?", "30 km", "valley", "30 km"),
        Q(
            "s",
            "What was lindiwe's time in the valley run?",
            "54 minutes",
            "valley",
            "valley run; 54",
        ),
        Q(
            "t",
            "When did lindiwe run the valley run?",
            "2025-04-20",
            "valley",
            "valley run; sun",
            "relative-date",
        ),
        Q("s", "How often does lindiwe run in april 2025?", "4 runs a week", "valley", "4 runs"),
        Q(
            "s",
            "What are thabo and nandi opening?",
            "a little restaurant in the old butchery on the high street in manzini",
            "restaurant",
            "restaurant; butchery",
        ),
        Q(
            "t",
            "When do thabo and nandi plan to open the restaurant?",
            "2025-06-01",
            "open",
            "1; june",
        ),
        Q("s", "How many seats will the restaurant have?", "24", "open", "24 seats"),
        Q(
            "m",
            "What is the restaurant going to be called?",
            "gogos kitchen",
            "ask-name name",
            {"ask-name": "name", "name": "gogos kitchen"},
            "fragment",
        ),
        Q("s", "What will be on every table at the restaurant?", "sauce", "open", "sauce"),
        Q(
            "t",
            "When is the family reunion in nhlangano?",
            "2025-06-14",
            "reunion",
            "reunion; 14; june",
        ),
        Q(
            "s",
            "What will thabo do on the day of the reunion?",
            "close the restaurant for the day",
            "report",
            "close",
        ),
        Q(
            "t",
            "When will thabo and nandi close the restaurant for a day?",
            "2025-06-14",
            "reunion report",
            {"reunion": "reunion; 14; june", "report": "close"},
            "event-chain",
        ),
        Q(
            "s",
            "What did sbu's play school report say?",
            "he sings all day and pinches a bit",
            "report",
            "sings; pinches",
        ),
        Q(
            "s",
            "What did nandi make from her mum's tree?",
            "30 jars of atchar",
            "atchar",
            "30 jars; atchar",
        ),
        Q("s", "How many jars did thabo promise lindiwe?", "2", "two", "2 jars"),
        Q(
            "o",
            "Which country do lindiwe and thabo live in?",
            "Eswatini (mbabane, manzini, ezulwini, siteki, nhlangano, emalangeni)",
            "ask-where stall",
            {"ask-where": "mbabane", "stall": "manzini"},
        ),
        Q(
            "o",
            "Would thabo likely enjoy a hot food festival?",
            "yes; he makes and sells chilli sauce and took a curry class",
            "site cooking",
            {"site": "sauce", "cooking": "curries"},
        ),
    ],
)
CONVERSATIONS.append(LINDIWE_THABO)


FATMATA_ALIMAMY = Conv(
    "pair",
    "named_json",
    ["Fatmata", "Alimamy"],
    """
@ 2024-03-09
Fatmata: Alimamy, how is Makeni? I finally have a website for my cooking business, and three people have booked me through it already! {website}
Alimamy: Well done! Who built it for you? {ask-built}
Fatmata: My nephew Sorie, for 500 leones and a pot of cassava leaf. {sorie}
Alimamy: A bargain. Here Kadiatu and I are counting the days: the baby is due at the end of April. {due}
Fatmata: Then there will be a pull na door! Who is cooking? {ask-cook}
Alimamy: You, of course, if you can come up from Freetown. {you}
Fatmata: I'll bring the big pots. How is the okada you bought? {ask-okada}
Alimamy: I got it in January for 21,000 leones, second-hand. It broke down on Monday, and the repair at the junction cost 1,300. {okada}
Fatmata: Ouch. I had a message on Tuesday saying I'd won 5,000 leones in a mobile money draw, and they wanted 200 to release it. {scam}
Alimamy: Please tell me you didn't pay. {ask-pay}
Fatmata: I paid the 200 before my friend Mariatu told me it was a scam. Lesson learned. {paid}
Alimamy: 200 is a cheap lesson. My girls' football team is top of the district league, by the way. {league}
Fatmata: You coach girls now? {ask-girls}
Alimamy: Since September, the under-16s at my school. Our next match is against Kabala on the 23rd. {kabala}
Fatmata: Win it for me. How are your exam classes? {ask-exam}
Alimamy: Thirty-two in my maths class sit the WASSCE in May, and I'm losing sleep over them. {wassce}
@ 2024-07-13
Alimamy: I never thanked you properly for cooking at Foday's pull na door. People in Makeni still talk about your cassava leaf. {thanks}
Fatmata: It's my mother-in-law's recipe, with bonga and plenty of palm oil. {recipe}
Alimamy: How many did you cook for in the end? {ask-many}
Fatmata: A hundred and forty, and only one pot burnt. How is little Foday? {hundred-forty}
Alimamy: Loud. He weighs six kilos now. And Kabala beat us on penalties, so we finished second in the league. {second}
Fatmata: Second still gets a trophy? {ask-trophy}
Alimamy: A small one. The girls took turns sleeping with it. {trophy}
Fatmata: Ha! My news: I've got a contract to cook for the airline staff kitchen at Lungi, starting in June. {lungi}
Alimamy: Lungi! How do you get there every day? {ask-get}
Fatmata: The ferry at six every morning, an hour across, and back at four. {ferry}
Alimamy: A long day. The WASSCE results come in August, and I'm more nervous than the students. {results-aug}
Fatmata: They'll be fine. Did the okada stay fixed? {ask-okada2}
Alimamy: It did, but I slid off it in the rain on Wednesday and broke two fingers, so Kadiatu rides it now. {fingers}
Fatmata: Kadiatu on an okada! Take care of those fingers. {care}
@ 2024-10-19
Fatmata: How are the fingers? {ask-fingers}
Alimamy: Healed since September. And the WASSCE results: twenty-seven of my thirty-two passed maths, the best in the district. {results}
Fatmata: Congratulations! Your principal must be happy. {principal}
Alimamy: She gave me a certificate at assembly, and they want me to train other maths teachers from January. {certificate}
Fatmata: You're famous. Sad news here: Grandpa Alusine died on Monday. The funeral is on Thursday in Kissy. {funeral}
Alimamy: I'm so sorry, Fatmata. He was a kind man. How old was he? {ask-old}
Fatmata: Ninety-one. He still walked to the mosque every morning until August. {ninety-one}
Alimamy: May he rest well. Can I help with the food for the funeral? {ask-help}
Fatmata: My aunts are cooking. The staff kitchen gave me three days off. {days-off}
Alimamy: Good. We've had a shock too: the doctor says my sugar is too high, so no sugar in my tea and half the rice. {sugar}
Fatmata: Half the rice! How are you surviving? {ask-surviving}
Alimamy: Kadiatu cooks beans and greens, and I've lost four kilos since August. {four-kilos}
Fatmata: I'll send you my recipe for potato leaf with less palm oil. {potato-leaf}
Alimamy: Thank you. And my nephew Lansana has won a scholarship to study mining at Legon! {scholarship}
Fatmata: Wonderful! When does he go? {ask-go}
Alimamy: In January. His mother has been crying since the letter came. {january}
@ 2025-02-08
Alimamy: Fatmata, is it true the staff kitchen at Lungi has closed? {ask-closed}
Fatmata: On the 31st of January. The airline moved its people to the new terminal, and that has its own kitchen. {closed}
Alimamy: So what now? {ask-now}
Fatmata: I've rented a small place in Murray Town, and I'm opening my own restaurant on the 1st of March. {restaurant}
Alimamy: A restaurant of your own! What will you call it? {ask-name}
Fatmata: Grandpa's Table, for Grandpa Alusine. Twelve tables, and the website takes the bookings. {name}
Alimamy: He would love that. I started training teachers in January, every second Saturday in Magburaka. {training}
Fatmata: And how is the diet going? {ask-diet}
Alimamy: Eight kilos down, and the doctor is happy with my last test. {eight-kilos}
Fatmata: Good. I need a new laptop for the bookings, because mine freezes every day. {laptop}
Alimamy: My school got twenty donated laptops last month. Ask Sorie which kind to buy. {donated}
Fatmata: Sorie's no help. He locked himself out of his bank app last week and had to go to the branch with his ID card. {locked}
Alimamy: Ha! Foday crawls now, and on Sunday he pulled the TV cable out of the wall. {crawl}
Fatmata: He's practising to be an electrician. {electric}
@ 2025-05-31
Fatmata: Grandpa's Table is three months old! Eighty people on a good Friday night. {three-months}
Alimamy: Eighty! Is it making money yet? {ask-money}
Fatmata: Since April. And the Sunday cooking class I run upstairs is full: twelve students at 150 leones each. {class}
Alimamy: You teach now too! We had our school reunion last Saturday, the class of 2005, in the old school hall. {reunion}
Fatmata: How many came? {ask-came}
Alimamy: Forty-one of us, and Mr Kamara, our old maths teacher, came at eighty-four years old. {forty-one}
Fatmata: That's lovely. How is Foday? {ask-foday}
Alimamy: Walking, and his first report from the church day care says he shares well. {report}
Fatmata: Smarter than his father. What about the okada? {ask-okada3}
Alimamy: Sold it in April for 15,000, and now I take a keke to school, twenty minutes. {sold}
Fatmata: And the league? {ask-league}
Alimamy: We won it this time! We beat Kabala 2-1 in the last match, and the girls got medals. {won}
Fatmata: Finally. You and Kadiatu have an anniversary soon, don't you? {ask-anniv}
Alimamy: Ten years on the 14th of June. I'm taking her to your restaurant as a surprise. {anniversary}
Fatmata: I'll save the best table and make the cassava leaf. {table}
Alimamy: And no rice for me, please. {no-rice}
""",
    [
        Q(
            "s",
            "What did Fatmata get for her cooking business in March 2024?",
            "a website",
            "website",
            "website",
        ),
        Q(
            "s",
            "How many bookings had Fatmata's website brought by March 2024?",
            "three",
            "website",
            "three",
        ),
        Q("s", "Who built Fatmata's website?", "her nephew Sorie", "sorie", "sorie; nephew"),
        Q(
            "s",
            "What did Sorie charge for the website?",
            "500 leones and a pot of cassava leaf",
            "sorie",
            "500; cassava leaf",
        ),
        Q("s", "Who is Kadiatu?", "Alimamy's wife", "due", "kadiatu"),
        Q("s", "When was Alimamy's baby due?", "at the end of April 2024", "due", "april"),
        Q(
            "m",
            "Who cooked at Foday's pull na door?",
            "Fatmata",
            "ask-cook thanks",
            {"ask-cook": "pull na door", "thanks": "cooking"},
        ),
        Q("s", "Where does Fatmata live?", "in Freetown", "you", "freetown", memory=True),
        Q(
            "s",
            "How much did Alimamy pay for his okada?",
            "21,000 leones, second-hand",
            "okada",
            "21,000|000",
        ),
        Q("s", "When did Alimamy buy his okada?", "in January 2024", "okada", "january"),
        Q(
            "t",
            "When did Alimamy's okada break down?",
            "2024-03-04",
            "okada",
            "broke; monday",
            "relative-date",
        ),
        Q("s", "How much was the okada repair?", "1,300 leones", "okada", "1,300|300"),
        Q(
            "t",
            "When did Fatmata get the scam message about a prize?",
            "2024-03-05",
            "scam",
            "message; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "What prize did the scam message promise Fatmata?",
            "5,000 leones in a mobile money draw",
            "scam",
            "5,000; mobile money",
        ),
        Q(
            "m",
            "How much did Fatmata lose to the mobile money scam?",
            "200 leones",
            "scam paid",
            {"scam": "200", "paid": "paid"},
        ),
        Q("s", "Who told Fatmata the message was a scam?", "her friend Mariatu", "paid", "mariatu"),
        Q(
            "s",
            "Where was Alimamy's girls' football team in the league in March 2024?",
            "top of the district league",
            "league",
            "top; district league",
        ),
        Q(
            "s",
            "Which team does Alimamy coach?",
            "the girls' under-16s at his school",
            "kabala",
            "under-16s",
        ),
        Q(
            "s",
            "Since when has Alimamy coached the girls' team?",
            "since September 2023",
            "kabala",
            "september",
        ),
        Q("t", "When was the match against Kabala?", "2024-03-23", "kabala", "kabala; 23rd"),
        Q("s", "What subject does Alimamy teach?", "maths", "wassce", "maths", memory=True),
        Q(
            "s",
            "How many of Alimamy's students sat the WASSCE in May 2024?",
            "thirty-two",
            "wassce",
            "thirty-two",
        ),
        Q(
            "s",
            "Whose recipe is Fatmata's cassava leaf?",
            "her mother-in-law's",
            "recipe",
            "mother-in-law",
        ),
        Q(
            "s",
            "What goes into Fatmata's cassava leaf?",
            "bonga and plenty of palm oil",
            "recipe",
            "bonga; palm oil",
        ),
        Q(
            "m",
            "How many people did Fatmata cook for at the pull na door?",
            "a hundred and forty",
            "ask-many hundred-forty",
            {"ask-many": "cook", "hundred-forty": "hundred and forty"},
            "fragment",
        ),
        Q("s", "How many pots burnt at the pull na door?", "one", "hundred-forty", "one pot"),
        Q("s", "What is the name of Alimamy's son?", "Foday", "thanks", "foday"),
        Q(
            "s",
            "How much did Foday weigh in July 2024?",
            "six kilos",
            "second",
            "six kilos",
            "pronoun",
        ),
        Q("s", "How did Alimamy's team lose to Kabala?", "on penalties", "second", "penalties"),
        Q("s", "Where did Alimamy's team finish in the 2024 league?", "second", "second", "second"),
        Q(
            "s",
            "What did the girls do with their trophy?",
            "took turns sleeping with it",
            "trophy",
            "sleeping",
        ),
        Q(
            "s",
            "What contract did Fatmata get in 2024?",
            "to cook for the airline staff kitchen at Lungi",
            "lungi",
            "staff kitchen; lungi",
        ),
        Q("s", "When did Fatmata start cooking at Lungi?", "in June 2024", "lungi", "june"),
        Q(
            "s",
            "How did Fatmata get to Lungi every day?",
            "the ferry at six every morning, an hour across",
            "ferry",
            "ferry",
        ),
        Q("s", "How long was the ferry crossing to Lungi?", "an hour", "ferry", "hour"),
        Q("s", "When did the WASSCE results come out?", "in August 2024", "results-aug", "august"),
        Q(
            "t",
            "When did Alimamy slide off his okada?",
            "2024-07-10",
            "fingers",
            "slid; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "What injury did Alimamy get from the okada fall?",
            "two broken fingers",
            "fingers",
            "broke; two fingers",
        ),
        Q(
            "s",
            "Who rode the okada after Alimamy broke his fingers?",
            "Kadiatu",
            "fingers",
            "kadiatu",
        ),
        Q(
            "s",
            "Since when have Alimamy's fingers been healed?",
            "since September 2024",
            "results",
            "healed; september",
        ),
        Q(
            "s",
            "How many of Alimamy's students passed WASSCE maths?",
            "twenty-seven of thirty-two",
            "results",
            "twenty-seven",
        ),
        Q(
            "s",
            "How did Alimamy's WASSCE results compare with others?",
            "the best in the district",
            "results",
            "best; district",
        ),
        Q(
            "s",
            "What did Alimamy's principal give him?",
            "a certificate at assembly",
            "certificate",
            "certificate; assembly",
            "pronoun",
        ),
        Q(
            "s",
            "What will Alimamy do from January 2025?",
            "train other maths teachers",
            "certificate",
            "train; teachers",
        ),
        Q("s", "Who died in October 2024?", "Fatmata's Grandpa Alusine", "funeral", "alusine"),
        Q(
            "t",
            "When did Grandpa Alusine die?",
            "2024-10-14",
            "funeral",
            "died; monday",
            "relative-date",
        ),
        Q(
            "t",
            "When was Grandpa Alusine's funeral?",
            "2024-10-24",
            "funeral",
            "funeral; thursday",
            "relative-date",
        ),
        Q("s", "Where was Grandpa Alusine's funeral?", "in Kissy", "funeral", "kissy"),
        Q(
            "m",
            "How old was Grandpa Alusine when he died?",
            "ninety-one",
            "ask-old ninety-one",
            {"ask-old": "old", "ninety-one": "ninety-one"},
            "fragment",
        ),
        Q(
            "s",
            "What did Grandpa Alusine do every morning until August 2024?",
            "walked to the mosque",
            "ninety-one",
            "mosque",
        ),
        Q("s", "Who cooked for Grandpa Alusine's funeral?", "Fatmata's aunts", "days-off", "aunts"),
        Q(
            "s",
            "How many days off did Fatmata get for the funeral?",
            "three",
            "days-off",
            "three days",
        ),
        Q(
            "s",
            "What did Alimamy's doctor find in October 2024?",
            "his sugar is too high",
            "sugar",
            "sugar; high",
        ),
        Q(
            "s",
            "What diet is Alimamy on?",
            "no sugar in his tea and half the rice",
            "sugar",
            "tea; half the rice",
        ),
        Q(
            "s",
            "What does Kadiatu cook for Alimamy's diet?",
            "beans and greens",
            "four-kilos",
            "beans; greens",
        ),
        Q(
            "s",
            "How much weight had Alimamy lost by October 2024?",
            "four kilos",
            "four-kilos",
            "four kilos",
        ),
        Q(
            "s",
            "What recipe did Fatmata promise Alimamy?",
            "potato leaf with less palm oil",
            "potato-leaf",
            "potato leaf",
        ),
        Q(
            "s",
            "What did Alimamy's nephew Lansana win?",
            "a scholarship to study mining at Legon",
            "scholarship",
            "scholarship; mining",
            "third-person-fact",
        ),
        Q("s", "Where will Lansana study?", "at Legon", "scholarship", "legon"),
        Q("s", "When does Lansana leave to study?", "in January 2025", "january", "january"),
        Q(
            "t",
            "When did the airline staff kitchen at Lungi close?",
            "2025-01-31",
            "closed",
            "31st; january",
        ),
        Q(
            "s",
            "Why did the staff kitchen at Lungi close?",
            "the airline moved its people to the new terminal, which has its own kitchen",
            "closed",
            "new terminal",
        ),
        Q("s", "Where is Fatmata's restaurant?", "in Murray Town", "restaurant", "murray town"),
        Q(
            "t",
            "When did Fatmata's restaurant open?",
            "2025-03-01",
            "restaurant",
            "restaurant; 1st; march",
        ),
        Q(
            "s",
            "What is Fatmata's restaurant called?",
            "Grandpa's Table",
            "name",
            "grandpa's table",
        ),
        Q(
            "m",
            "Who is Fatmata's restaurant named after?",
            "her late Grandpa Alusine",
            "name funeral",
            {"name": "alusine", "funeral": "died"},
        ),
        Q("s", "How many tables does Grandpa's Table have?", "twelve", "name", "twelve tables"),
        Q(
            "s",
            "Where does Alimamy train teachers?",
            "in Magburaka, every second Saturday",
            "training",
            "magburaka",
        ),
        Q(
            "m",
            "How much weight had Alimamy lost by February 2025?",
            "eight kilos",
            "ask-diet eight-kilos",
            {"ask-diet": "diet", "eight-kilos": "eight kilos"},
            "latest",
        ),
        Q(
            "s",
            "Why does Fatmata need a new laptop?",
            "hers freezes every day and she needs it for the bookings",
            "laptop",
            "freezes",
        ),
        Q("s", "How many donated laptops did Alimamy's school get?", "twenty", "donated", "twenty"),
        Q(
            "s",
            "What happened to Sorie's bank app?",
            "he locked himself out and had to go to the branch with his ID card",
            "locked",
            "locked; bank app",
        ),
        Q(
            "t",
            "When did Foday pull the TV cable out of the wall?",
            "2025-02-02",
            "crawl",
            "tv cable; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "How many people does Grandpa's Table serve on a good Friday?",
            "eighty",
            "three-months",
            "eighty; friday",
        ),
        Q("s", "Since when has Grandpa's Table made money?", "since April 2025", "class", "april"),
        Q(
            "s",
            "What class does Fatmata run at the restaurant?",
            "a Sunday cooking class upstairs",
            "class",
            "cooking class; sunday",
        ),
        Q(
            "s",
            "How many students are in Fatmata's cooking class, and what do they pay?",
            "twelve, at 150 leones each",
            "class",
            "twelve; 150",
        ),
        Q(
            "t",
            "When was Alimamy's school reunion?",
            "2025-05-24",
            "reunion",
            "reunion; last saturday",
            "relative-date",
        ),
        Q("s", "Which class had the school reunion?", "the class of 2005", "reunion", "2005"),
        Q("s", "How many came to Alimamy's school reunion?", "forty-one", "forty-one", "forty-one"),
        Q(
            "s",
            "Who was Mr Kamara?",
            "Alimamy's old maths teacher",
            "forty-one",
            "kamara; maths teacher",
        ),
        Q("s", "How old was Mr Kamara at the reunion?", "eighty-four", "forty-one", "eighty-four"),
        Q("s", "What did Foday's first day care report say?", "he shares well", "report", "shares"),
        Q("s", "How much did Alimamy sell his okada for?", "15,000 leones", "sold", "15,000|000"),
        Q(
            "m",
            "How much did Alimamy lose on his okada?",
            "6,000 leones: bought for 21,000, sold for 15,000",
            "okada sold",
            {"okada": "21,000|000", "sold": "15,000|000"},
        ),
        Q(
            "s",
            "How does Alimamy get to school in May 2025?",
            "by keke, twenty minutes",
            "sold",
            "keke",
            "latest",
        ),
        Q("s", "What was the score when Alimamy's team beat Kabala in 2025?", "2-1", "won", "2"),
        Q(
            "m",
            "How did Alimamy's team do in the league in 2024 and 2025?",
            "second in 2024 after losing to Kabala on penalties; won it in 2025",
            "second won",
            {"second": "second", "won": "won"},
        ),
        Q(
            "t",
            "When is Alimamy and Kadiatu's tenth anniversary?",
            "2025-06-14",
            "anniversary",
            "14th; june",
        ),
        Q(
            "s",
            "How long have Alimamy and Kadiatu been married by June 2025?",
            "ten years",
            "anniversary",
            "ten years",
        ),
        Q(
            "s",
            "What surprise is Alimamy planning for the anniversary?",
            "taking Kadiatu to Fatmata's restaurant",
            "anniversary",
            "restaurant; surprise",
        ),
        Q("s", "What did Alimamy ask Fatmata not to serve him?", "rice", "no-rice", "rice"),
        Q(
            "o",
            "Which country do Fatmata and Alimamy live in?",
            "Sierra Leone (Freetown, Makeni, Lungi, Kabala, leones, the WASSCE)",
            "you okada",
            {"you": "freetown", "okada": "leones"},
        ),
        Q(
            "o",
            "Would Alimamy be likely to enjoy a maths quiz night?",
            "yes; he teaches maths and trains other maths teachers",
            "wassce certificate",
            {"wassce": "maths", "certificate": "teachers"},
        ),
    ],
)
CONVERSATIONS.append(FATMATA_ALIMAMY)


KERVIN_SHERNELLE = Conv(
    "pair",
    "timestamped_lines",
    ["Kervin", "Shernelle"],
    """
@ 2024-04-06
Shernelle: Kervin! Guess who's engaged? Dwayne proposed on the beach at Anse Ger on Easter Sunday. {engaged}
Kervin: Yes, Shernelle! About time. When is the wedding? {ask-when}
Shernelle: We're thinking next April, at his uncle's church in Soufrière, with about 150 people. {plan}
Kervin: I'll cook, you know that. Bad news from my side: the hotel restaurant in Cap Estate is closing at the end of May. {closing}
Shernelle: Oh no! After six years as second cook? {ask-years}
Kervin: Seven. The owners sold the hotel, and the new people are bringing their own kitchen team. {seven}
Shernelle: So what will you do? {ask-do}
Kervin: Tisha and I are talking about a food truck. Bouyon, green fig and saltfish, and Grandma Philomène's green seasoning on everything. {truck}
Shernelle: Your grandma's seasoning would sell itself. How is Tisha? {ask-tisha}
Kervin: Good. She's taking driving lessons, twice a week with an instructor in Castries. {lessons}
Shernelle: And Janae? {ask-janae}
Kervin: Her school report came on Thursday: A in reading, C in maths, and "chats too much". {report}
Shernelle: That's a family trait. My news: I'm writing my dissertation now, on the sea urchins at Anse Ger. {dissertation}
Kervin: Sea urchins! Is that the one that counts for the scholarship? {ask-schol}
Shernelle: Yes. If I get a first, I can apply for a scholarship to do a master's in Barbados. {schol}
Kervin: You'll get it. {get}
@ 2024-08-03
Kervin: The truck is open! Since the 1st of July, in the square by the market in Castries, every day but Sunday. {open}
Shernelle: Finally! How much did the truck cost? {ask-cost}
Kervin: 38,000 EC dollars second-hand, and then 4,200 for a new fryer and the gas fittings. {cost}
Shernelle: Ouch. Is it busy? {ask-busy}
Kervin: Ninety plates when the big ships are in. The bouyon sells out by one. {plates}
Shernelle: Of course it does. Dwayne and I have moved the wedding to June, because his sister has exams in April. {june}
Kervin: June when? {ask-june-day}
Shernelle: The 14th of June, same church, but now 180 people, because his mother added thirty. {guests}
Kervin: Mothers. Tisha failed her driving test on Tuesday, by the way. She hit the kerb on the hill. {tisha-failed}
Shernelle: Tell her I failed twice. When can she try again? {ask-again}
Kervin: In September. And we nearly got scammed: an email that looked like it came from a shipping company, asking for 45 dollars to release a parcel for the truck. {scam}
Shernelle: Did you pay it? {ask-paid}
Kervin: Tisha spotted it, because we never ordered anything. Money saved. {saved}
Shernelle: Tisha the hero. I dropped my phone off my cousin's boat at Laborie on Sunday, and it's gone. {phone}
Kervin: Into the sea? {ask-sea}
Shernelle: Straight in. The new one cost 1,100 dollars, and I lost two weeks of photos of sea urchins. {new-phone}
@ 2024-12-07
Shernelle: How is the truck doing in the rainy season? {ask-rain}
Kervin: Slower, but the council gave us a vending permit for the square, 600 dollars a year. {permit}
Shernelle: Official now! Did Tisha pass? {ask-pass}
Kervin: On the 19th of September, first thing in the morning. She drives the truck on Saturdays now. {passed}
Shernelle: Wonderful. And my dissertation came back: a first! {first}
Kervin: I knew it! And the scholarship? {ask-schol2}
Shernelle: I didn't get it. Forty people applied for two places. {didnt}
Kervin: That's hard. What next? {ask-next}
Shernelle: I'll volunteer at the marine lab in Vieux Fort and try again next year. {lab}
Kervin: Good plan. We had a sad week: Grandma Philomène died on Wednesday, aged ninety-six. {grandma}
Shernelle: Oh, Kervin, I'm so sorry. When is the funeral? {ask-funeral}
Kervin: Next Saturday at the church in Dennery. Everyone is bringing food, of course. {funeral}
Shernelle: I'll come, and I'll bring a breadfruit pie. {pie}
Kervin: Thank you. At least she wrote the seasoning recipe down for me last Christmas. {written}
@ 2025-03-15
Kervin: Shernelle, Janae won the 200 metres at the inter-school sports on Thursday, in 29 seconds! {sports}
Shernelle: Fast girl! Did she get a medal? {ask-medal}
Kervin: A gold one, and a small trophy for the school. Her coach, Mr Auguste, wants her training every morning before school. {coach}
Shernelle: Every morning! How is the truck? {ask-truck}
Kervin: The fryer broke on Monday, and the repair was 900 dollars. {fryer}
Shernelle: Ugh. My news: I've enrolled in an evening class in scientific writing at the college, to be ready for the master's next year. {class}
Kervin: Good idea. How's the wedding planning? {ask-wedding}
Shernelle: The church in Soufrière flooded in January, so the venue is now a hotel in Gros Islet. Still the 14th of June. {venue}
Kervin: A hotel! What's the budget? {ask-budget}
Shernelle: 22,000 dollars, and Dwayne's mother wants a saxophonist. {budget}
Kervin: A saxophonist! I'm making the wedding cake either way. {cake}
Shernelle: Yes please. And my new laptop came, so I can finally do the lab write-ups at home. {laptop}
Kervin: How much was it? {ask-laptop}
Shernelle: 2,300 dollars, and the marine lab paid half. {laptop-cost}
@ 2025-06-21
Shernelle: Married! A week ago today. {married}
Kervin: The best wedding I've ever cooked for. How many came in the end? {ask-many}
Shernelle: 172, because a few stayed home with colds. The cake was gone in ten minutes. {came}
Kervin: I'll take that. Tisha and I had our tenth anniversary on Sunday, and I forgot to book a table. {anniversary}
Shernelle: Kervin! What did you do? {ask-did}
Kervin: Cooked her dinner on the truck in the square. She says it was the best one yet. {dinner}
Shernelle: Smooth. Is Janae still training? {ask-janae2}
Kervin: Every morning. She came third in the island finals in May. {third}
Shernelle: And the truck? {ask-truck2}
Kervin: We're moving it to Cap Estate in July, nearer the hotels, and we've started selling Grandma's seasoning online. Thirty bottles the first week. {online}
Shernelle: Grandma Philomène would be proud. I start a paid job at the marine lab on Monday! {lab-job}
Kervin: Paid at last! And the master's? {ask-master}
Shernelle: I'm applying again in October. Dwayne says he'll move to Barbados with me if I get it. {october}
Kervin: Then come to the family reunion first: Jounen Kwéyòl in October, at Dennery. {reunion}
Shernelle: I'll bring Dwayne. He's never seen your family dance. {dance}
Kervin: Tell him to bring his appetite. {appetite}
""",
    [
        Q("s", "Who proposed to Shernelle?", "Dwayne", "engaged", "dwayne"),
        Q(
            "s",
            "Where did Dwayne propose to Shernelle?",
            "on the beach at Anse Ger",
            "engaged",
            "anse ger",
        ),
        Q("t", "When did Dwayne propose?", "2024-03-31", "engaged", "easter sunday", "human-date"),
        Q(
            "s",
            "Where did Shernelle first plan to get married?",
            "at Dwayne's uncle's church in Soufrière",
            "plan",
            "church; soufrière",
        ),
        Q("s", "How many guests did Shernelle first plan for?", "about 150", "plan", "150"),
        Q(
            "s",
            "What happened to the hotel restaurant where Kervin worked?",
            "it closed at the end of May 2024",
            "closing",
            "closing; may",
        ),
        Q(
            "s",
            "Where was the hotel restaurant Kervin worked at?",
            "in Cap Estate",
            "closing",
            "cap estate",
        ),
        Q(
            "m",
            "How long had Kervin worked as second cook at the hotel?",
            "seven years",
            "ask-years seven",
            {"ask-years": "second cook", "seven": "seven"},
            "fragment",
        ),
        Q(
            "s",
            "Why did the hotel restaurant close?",
            "the owners sold the hotel and the new people bring their own kitchen team",
            "seven",
            "sold; kitchen team",
        ),
        Q(
            "s",
            "What did Kervin and Tisha plan after the restaurant closed?",
            "a food truck",
            "truck",
            "food truck",
        ),
        Q(
            "s",
            "What does Kervin's food truck sell?",
            "bouyon, green fig and saltfish, with green seasoning",
            "truck",
            "bouyon; saltfish",
        ),
        Q(
            "s",
            "Whose green seasoning does Kervin use?",
            "Grandma Philomène's",
            "truck",
            "philomène; green seasoning",
        ),
        Q("s", "Who is Tisha?", "Kervin's wife", "truck", "tisha", memory=True),
        Q(
            "s",
            "How often did Tisha have driving lessons?",
            "twice a week, with an instructor in Castries",
            "lessons",
            "twice a week",
        ),
        Q(
            "s",
            "What did Janae's school report say in April 2024?",
            "A in reading, C in maths, and chats too much",
            "report",
            "reading; maths; chats",
        ),
        Q(
            "t",
            "When did Janae's school report come?",
            "2024-04-04",
            "report",
            "school report; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "What is Shernelle's dissertation about?",
            "the sea urchins at Anse Ger",
            "dissertation",
            "sea urchins",
        ),
        Q(
            "s",
            "What scholarship did Shernelle hope to apply for?",
            "a scholarship to do a master's in Barbados",
            "schol",
            "master's; barbados",
        ),
        Q(
            "s",
            "What did Shernelle need to apply for the scholarship?",
            "a first in her dissertation",
            "schol",
            "first",
        ),
        Q("t", "When did Kervin's food truck open?", "2024-07-01", "open", "1st; july"),
        Q(
            "s",
            "Where does Kervin park the food truck?",
            "in the square by the market in Castries",
            "open",
            "square; market; castries",
        ),
        Q("s", "Which day is the food truck closed?", "Sunday", "open", "sunday"),
        Q(
            "s",
            "How much did the food truck cost?",
            "38,000 EC dollars second-hand",
            "cost",
            "38,000|000",
        ),
        Q(
            "s",
            "What else did Kervin pay for on the truck, and how much?",
            "a new fryer and the gas fittings, 4,200",
            "cost",
            "fryer; 4,200|200",
        ),
        Q(
            "s",
            "How many plates does the truck sell when the big ships are in?",
            "ninety",
            "plates",
            "ninety",
        ),
        Q("s", "What sells out first on the food truck?", "the bouyon, by one", "plates", "bouyon"),
        Q(
            "s",
            "Why did Shernelle and Dwayne move the wedding to June?",
            "Dwayne's sister has exams in April",
            "june",
            "sister; exams",
        ),
        Q(
            "t",
            "What was the new date of Shernelle's wedding?",
            "2025-06-14",
            "guests",
            "14th; june",
        ),
        Q(
            "s",
            "How many guests were planned after the wedding moved to June?",
            "180",
            "guests",
            "180",
        ),
        Q(
            "s",
            "Who added thirty people to the guest list?",
            "Dwayne's mother",
            "guests",
            "mother; thirty",
        ),
        Q(
            "t",
            "When did Tisha fail her driving test?",
            "2024-07-30",
            "tisha-failed",
            "failed; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "Why did Tisha fail her driving test?",
            "she hit the kerb on the hill",
            "tisha-failed",
            "kerb",
        ),
        Q(
            "s",
            "How many times did Shernelle fail her driving test?",
            "twice",
            "ask-again",
            "twice",
        ),
        Q(
            "s",
            "What did the scam email ask Kervin for?",
            "45 dollars to release a parcel",
            "scam",
            "45; parcel",
        ),
        Q(
            "s",
            "Who did the scam email pretend to be?",
            "a shipping company",
            "scam",
            "shipping company",
        ),
        Q("s", "Who spotted the scam email?", "Tisha", "saved", "tisha"),
        Q(
            "s",
            "How did Tisha know the email was a scam?",
            "they never ordered anything",
            "saved",
            "never ordered",
        ),
        Q(
            "s",
            "Where did Shernelle lose her phone?",
            "off her cousin's boat at Laborie, into the sea",
            "phone",
            "boat; laborie",
        ),
        Q(
            "t",
            "When did Shernelle drop her phone in the sea?",
            "2024-07-28",
            "phone",
            "phone; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "How much did Shernelle's new phone cost?",
            "1,100 dollars",
            "new-phone",
            "1,100|100",
        ),
        Q(
            "s",
            "What did Shernelle lose with her phone?",
            "two weeks of photos of sea urchins",
            "new-phone",
            "photos; two weeks",
        ),
        Q(
            "s",
            "How much is Kervin's vending permit?",
            "600 dollars a year",
            "permit",
            "vending permit; 600",
        ),
        Q("t", "When did Tisha pass her driving test?", "2024-09-19", "passed", "19th; september"),
        Q(
            "m",
            "How many tries did it take Tisha to pass her driving test?",
            "two: she failed in July 2024 and passed on the 19th of September",
            "tisha-failed passed",
            {"tisha-failed": "failed", "passed": "september"},
        ),
        Q(
            "s",
            "When does Tisha drive the truck?",
            "on Saturdays",
            "passed",
            "saturdays",
            "pronoun",
        ),
        Q("s", "What mark did Shernelle get for her dissertation?", "a first", "first", "first"),
        Q(
            "s",
            "Did Shernelle win the scholarship?",
            "no, she didn't get it",
            "didnt",
            "didn't get",
        ),
        Q(
            "s",
            "How many people applied for the scholarship, and for how many places?",
            "forty for two places",
            "didnt",
            "forty; two places",
        ),
        Q(
            "s",
            "What did Shernelle plan to do after missing the scholarship?",
            "volunteer at the marine lab in Vieux Fort and try again next year",
            "lab",
            "marine lab; vieux fort",
        ),
        Q(
            "t",
            "When did Grandma Philomène die?",
            "2024-12-04",
            "grandma",
            "died; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "How old was Grandma Philomène when she died?",
            "ninety-six",
            "grandma",
            "ninety-six",
        ),
        Q(
            "t",
            "When was Grandma Philomène's funeral?",
            "2024-12-14",
            "ask-funeral funeral",
            {"ask-funeral": "funeral", "funeral": "next saturday"},
            "relative-date",
        ),
        Q(
            "s",
            "Where was Grandma Philomène's funeral?",
            "at the church in Dennery",
            "funeral",
            "church; dennery",
        ),
        Q(
            "s",
            "What did Shernelle bring to the funeral?",
            "a breadfruit pie",
            "pie",
            "breadfruit pie",
        ),
        Q(
            "t",
            "On what day did Shernelle bring a breadfruit pie to Dennery?",
            "2024-12-14",
            "funeral pie",
            {"funeral": "next saturday; dennery", "pie": "breadfruit pie"},
            "event-chain relative-date",
        ),
        Q(
            "s",
            "When did Grandma Philomène write the seasoning recipe down for Kervin?",
            "at Christmas 2023",
            "written",
            "christmas",
        ),
        Q(
            "s",
            "What race did Janae win?",
            "the 200 metres at the inter-school sports",
            "sports",
            "200 metres",
        ),
        Q("s", "What was Janae's time in the 200 metres?", "29 seconds", "sports", "29 seconds"),
        Q(
            "t",
            "When did Janae win the 200 metres?",
            "2025-03-13",
            "sports",
            "200 metres; thursday",
            "relative-date",
        ),
        Q("s", "Who is Janae's coach?", "Mr Auguste", "coach", "auguste"),
        Q(
            "s",
            "How often does Janae train?",
            "every morning before school",
            "coach",
            "every morning",
        ),
        Q(
            "s",
            "What did Janae win besides the race?",
            "a gold medal and a small trophy for the school",
            "coach",
            "gold; trophy",
        ),
        Q(
            "t",
            "When did the food truck's fryer break?",
            "2025-03-10",
            "fryer",
            "fryer; monday",
            "relative-date",
        ),
        Q("s", "How much was the fryer repair?", "900 dollars", "fryer", "900"),
        Q(
            "s",
            "What evening class did Shernelle enrol in?",
            "scientific writing at the college",
            "class",
            "scientific writing",
        ),
        Q(
            "s",
            "Why did Shernelle's wedding venue change again?",
            "the church in Soufrière flooded in January",
            "venue",
            "flooded",
        ),
        Q(
            "s",
            "Where was Shernelle's wedding held in the end?",
            "at a hotel in Gros Islet",
            "venue",
            "hotel; gros islet",
        ),
        Q(
            "m",
            "How did the wedding venue change?",
            "from Dwayne's uncle's church in Soufrière to a hotel in Gros Islet after the church flooded",
            "plan venue",
            {"plan": "church", "venue": "gros islet"},
        ),
        Q("s", "What was the wedding budget?", "22,000 dollars", "budget", "22,000|000"),
        Q(
            "s",
            "What did Dwayne's mother want at the wedding?",
            "a saxophonist",
            "budget",
            "saxophonist",
        ),
        Q(
            "s",
            "What did Kervin make for Shernelle's wedding?",
            "the wedding cake",
            "cake",
            "wedding cake",
        ),
        Q("s", "How much was Shernelle's new laptop?", "2,300 dollars", "laptop-cost", "2,300|300"),
        Q(
            "s",
            "Who paid half of Shernelle's laptop?",
            "the marine lab",
            "laptop-cost",
            "marine lab; half",
        ),
        Q(
            "m",
            "How much did Shernelle herself pay for the laptop?",
            "1,150 dollars, half of 2,300",
            "laptop laptop-cost",
            {"laptop": "laptop", "laptop-cost": "half"},
        ),
        Q("s", "How many guests came to Shernelle's wedding?", "172", "came", "172"),
        Q(
            "m",
            "How did Shernelle's guest count change?",
            "about 150, then 180, and 172 came",
            "plan guests came",
            {"plan": "150", "guests": "180", "came": "172"},
        ),
        Q(
            "s",
            "Why did some guests miss the wedding?",
            "they stayed home with colds",
            "came",
            "colds",
        ),
        Q("s", "How long did the wedding cake last?", "ten minutes", "came", "ten minutes"),
        Q(
            "t",
            "When was Kervin and Tisha's tenth anniversary?",
            "2025-06-15",
            "anniversary",
            "anniversary; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Kervin forget for the anniversary?",
            "to book a table",
            "anniversary",
            "book a table",
        ),
        Q(
            "s",
            "How did Kervin celebrate the anniversary?",
            "cooked Tisha dinner on the truck in the square",
            "dinner",
            "dinner; truck",
        ),
        Q(
            "s",
            "Where did Janae come in the island finals?",
            "third",
            "third",
            "third; island finals",
        ),
        Q(
            "s",
            "Where is the food truck moving in July 2025?",
            "Cap Estate, nearer the hotels",
            "online",
            "cap estate",
        ),
        Q(
            "s",
            "What started selling online in June 2025?",
            "Grandma's seasoning, thirty bottles the first week",
            "online",
            "seasoning; online",
        ),
        Q(
            "t",
            "When does Shernelle start her paid job at the marine lab?",
            "2025-06-23",
            "lab-job",
            "marine lab; monday",
            "relative-date",
        ),
        Q(
            "m",
            "How did Shernelle's work at the marine lab change?",
            "she volunteered there after missing the scholarship, and later got a paid job",
            "lab lab-job",
            {"lab": "volunteer", "lab-job": "paid job"},
        ),
        Q(
            "s",
            "When will Shernelle apply again for the master's?",
            "in October 2025",
            "october",
            "october",
        ),
        Q(
            "s",
            "Where is Kervin's family reunion?",
            "at Dennery, on Jounen Kwéyòl in October",
            "reunion",
            "reunion; dennery",
        ),
        Q("s", "Who will Shernelle bring to the reunion?", "Dwayne", "dance", "dwayne"),
        Q(
            "m",
            "How many days after her wedding did Shernelle write 'Married! A week ago today'?",
            "seven days",
            "guests married",
            {"guests": "14th; june", "married": "week ago"},
        ),
        Q(
            "o",
            "Which country do Kervin and Shernelle live in?",
            "Saint Lucia (Castries, Vieux Fort, Soufrière, Gros Islet, Jounen Kwéyòl, EC dollars)",
            "open cost",
            {"open": "castries", "cost": "ec dollars"},
        ),
        Q(
            "o",
            "Would Shernelle likely enjoy a snorkelling trip?",
            "yes; she studies sea urchins and works at a marine lab",
            "dissertation lab-job",
            {"dissertation": "sea urchins", "lab-job": "marine lab"},
        ),
    ],
)
CONVERSATIONS.append(KERVIN_SHERNELLE)


KILA = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-03-23
User: Hello. My name is Kila, I live in Lae, and I need help with a letter to my bank. A man phoned me on Tuesday pretending to be from the bank, I gave him my PIN, and he took 600 kina. {hi}
Assistant: I'm so sorry, Kila. Have you told the bank already?
User: I went to the branch on Wednesday. They froze the card and said they would look into it, but I've heard nothing since. {branch}
Assistant: Then a letter is a good idea. What should it ask for?
User: The 600 kina back. I'm a payroll officer at a coffee factory, and that money was most of my daughter's school fees. {job}
Assistant: How old is your daughter, and when are the fees due?
User: Rosina is fourteen, and the fees are due on the 5th of April. {rosina}
Assistant: I'll mention the date. Do you know the time of the call?
User: 4.15 in the afternoon, from a number in Port Moresby. My husband Tomas says I should warn our church group too. {tomas}
Assistant: Here is a draft that gives the day, the time, the number and the amount, and asks for the 600 kina to be returned before the fees are due.
@ 2024-07-27
User: Hi, it's Kila again. Good news: in June the bank gave back 450 of the 600 kina. Now I need a study plan. {back}
Assistant: That's good news! What are you studying?
User: I've enrolled in an evening class for an accounting certificate at Unitech, on Tuesday and Thursday evenings. The exam is on the 9th of November. {class}
Assistant: How many hours a week can you study outside class?
User: About six. We bought a car in May, a second-hand blue hatchback for 14,000 kina, so I drive to class now instead of taking two buses. {car}
Assistant: That saves time. Which topics are hardest for you?
User: Tax. And I need Sundays free, because Rosina plays in the Sunday league and I'm the team manager. {sunday}
Assistant: Then let's use Monday, Wednesday and Saturday: two hours each, with tax first.
User: Good. The car needed four new tyres last week, 1,200 kina, so no more spending for a while. {tyres}
Assistant: Here is your plan: Monday tax, Wednesday reports, Saturday old exam papers, and Sunday off.
@ 2024-11-16
User: Hello! I passed the accounting exam with 78 percent, and the certificate ceremony is in February. {passed}
Assistant: Congratulations, Kila! How can I help today?
User: A speech. My sister Nema is getting engaged, and the bride price ceremony is in Goroka on the 7th of December. I have to speak for our family. {nema}
Assistant: How lovely. Tell me about the couple.
User: Nema met Samuel at Unitech. He's a coffee buyer in Goroka, and they want to marry next year in Madang. {samuel}
Assistant: What would you like to say about Nema?
User: That she taught me to cook when Mum was ill, and that her mumu is the best in the family. And no sago on my plate: in October the doctor found I'm allergic to it. {allergy}
Assistant: Here's an opening: "Our sister Nema taught me to cook when our mother was ill, and no one makes a mumu like hers..."
User: Perfect. One more thing for the speech: Rosina's team won their league in October, and I cried more than the girls did. {league}
Assistant: Congratulations to Rosina's team! I'll add a line about the family's pride in her.
@ 2025-02-22
User: Hi. I need help writing an advert to sell our car online. {advert}
Assistant: Happy to help. Why are you selling it?
User: The coffee factory is moving me to its office in Port Moresby from March, and there's a staff bus there. {moved}
Assistant: Congratulations on the move! Tell me about the car.
User: The blue hatchback, a 2015, 96,000 kilometres, with the new tyres from last year. We want 12,500 kina. {details}
Assistant: Anything a buyer should know about?
User: The back window doesn't open. And I ran the Markham bridge run last Saturday in 51 minutes, my first race ever! {race}
Assistant: Well done on your first race! Here's the advert: "Blue 2015 hatchback, 96,000 km, new tyres, back window stuck, 12,500 kina."
User: Thank you. My certificate ceremony was on the 8th of February, and Tomas filmed all of it. {ceremony}
Assistant: Congratulations again, and good luck with the sale and the move.
""",
    [
        Q("s", "Where does Kila live?", "in Lae", "hi", "lae", memory=True),
        Q("s", "How much did the scam caller take from Kila?", "600 kina", "hi", "600"),
        Q(
            "s",
            "What did Kila give the man who phoned pretending to be from her bank?",
            "her PIN",
            "hi",
            "pin",
        ),
        Q(
            "t",
            "When did Kila get the scam call?",
            "2024-03-19",
            "hi",
            "phoned; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Kila go to her bank branch about the scam?",
            "2024-03-20",
            "branch",
            "branch; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "What did the bank do first after the scam?",
            "froze the card and said they would look into it",
            "branch",
            "froze; card",
        ),
        Q(
            "s",
            "What is Kila's job?",
            "payroll officer at a coffee factory",
            "job",
            "payroll officer; coffee factory",
            memory=True,
        ),
        Q(
            "s",
            "What was the stolen money meant for?",
            "most of her daughter's school fees",
            "job",
            "school fees",
        ),
        Q("s", "What is the name of Kila's daughter?", "Rosina", "rosina", "rosina"),
        Q("s", "How old was Rosina in March 2024?", "fourteen", "rosina", "fourteen"),
        Q("t", "When were Rosina's school fees due?", "2024-04-05", "rosina", "fees; 5th; april"),
        Q(
            "s",
            "What time did the scam call come, and from where?",
            "4.15 in the afternoon, from a number in Port Moresby",
            "tomas",
            "4; port moresby",
        ),
        Q("s", "Who is Tomas?", "Kila's husband", "tomas", "tomas; husband"),
        Q(
            "s",
            "Who did Tomas say Kila should warn about the scam?",
            "their church group",
            "tomas",
            "church group",
        ),
        Q("s", "How much did the bank give back to Kila?", "450 of the 600 kina", "back", "450"),
        Q("s", "When did the bank give Kila money back?", "in June 2024", "back", "june"),
        Q(
            "m",
            "How much did Kila lose for good to the scam?",
            "150 kina: 600 taken, 450 given back",
            "hi back",
            {"hi": "600", "back": "450"},
        ),
        Q(
            "s",
            "What evening class did Kila enrol in?",
            "an accounting certificate at Unitech",
            "class",
            "accounting certificate; unitech",
        ),
        Q(
            "s",
            "Which evenings is Kila's accounting class?",
            "Tuesday and Thursday",
            "class",
            "tuesday; thursday",
        ),
        Q("t", "When was Kila's accounting exam?", "2024-11-09", "class", "exam; 9th; november"),
        Q("s", "When did Kila buy a car?", "in May 2024", "car", "may"),
        Q(
            "s",
            "What car did Kila buy, and for how much?",
            "a second-hand blue hatchback for 14,000 kina",
            "car",
            "blue hatchback; 14,000",
        ),
        Q(
            "s",
            "How did Kila get to class before she had the car?",
            "two buses",
            "car",
            "two buses",
        ),
        Q("s", "Which topic did Kila find hardest?", "tax", "sunday", "tax"),
        Q(
            "s",
            "What does Kila do on Sundays?",
            "she is team manager for Rosina's Sunday league team",
            "sunday",
            "team manager; sunday league",
        ),
        Q("s", "How much did the car's new tyres cost?", "1,200 kina", "tyres", "tyres; 1,200"),
        Q("s", "What mark did Kila get in the accounting exam?", "78 percent", "passed", "78"),
        Q("s", "Who is getting engaged in Kila's family?", "her sister Nema", "nema", "nema"),
        Q(
            "t",
            "When is Nema's bride price ceremony?",
            "2024-12-07",
            "nema",
            "bride price; 7th; december",
        ),
        Q(
            "s",
            "Where is Nema's bride price ceremony?",
            "in Goroka",
            "nema",
            "goroka",
            "third-person-fact",
        ),
        Q("s", "Who is Nema marrying?", "Samuel", "samuel", "samuel"),
        Q(
            "s",
            "Who is my sister Nema marrying?",
            "Samuel",
            "samuel",
            "samuel",
            "first-person-question",
        ),
        Q(
            "s",
            "What does Samuel do?",
            "he's a coffee buyer in Goroka",
            "samuel",
            "coffee buyer",
            "third-person-fact",
        ),
        Q("s", "Where did Nema meet Samuel?", "at Unitech", "samuel", "unitech"),
        Q("s", "Where do Nema and Samuel plan to marry?", "in Madang", "samuel", "madang"),
        Q("s", "What is Kila allergic to?", "sago", "allergy", "allergic; sago", memory=True),
        Q("s", "When did the doctor find Kila's allergy?", "in October 2024", "allergy", "october"),
        Q("s", "What dish does Nema make best in the family?", "mumu", "allergy", "mumu"),
        Q(
            "s",
            "What did Nema do when Kila's mum was ill?",
            "taught Kila to cook",
            "allergy",
            "cook; mum",
        ),
        Q(
            "s",
            "What did Rosina's team win in October 2024?",
            "their league",
            "league",
            "league; october",
        ),
        Q(
            "s",
            "Why is Kila selling the car?",
            "the coffee factory is moving her to Port Moresby, where there's a staff bus",
            "moved",
            "port moresby; staff bus",
        ),
        Q("s", "When does Kila move to Port Moresby?", "from March 2025", "moved", "march"),
        Q("s", "How many kilometres has Kila's car done?", "96,000", "details", "96,000|000"),
        Q(
            "m",
            "How much less is Kila asking for the car than she paid?",
            "1,500 kina less: paid 14,000, asking 12,500",
            "car details",
            {"car": "14,000", "details": "12,500"},
        ),
        Q(
            "s",
            "What is wrong with Kila's car?",
            "the back window doesn't open",
            "race",
            "back window",
        ),
        Q(
            "t",
            "When did Kila run the Markham bridge run?",
            "2025-02-15",
            "race",
            "markham bridge run; last saturday",
            "relative-date",
        ),
        Q(
            "s",
            "What was Kila's time in the Markham bridge run?",
            "51 minutes",
            "race",
            "51 minutes",
        ),
        Q(
            "t",
            "When was Kila's certificate ceremony?",
            "2025-02-08",
            "ceremony",
            "certificate ceremony; 8th; february",
        ),
        Q("s", "Who filmed Kila's certificate ceremony?", "Tomas", "ceremony", "tomas"),
        Q(
            "s",
            "What did I pay for my car?",
            "14,000 kina",
            "car",
            "14,000",
            "first-person-question",
        ),
        Q(
            "s",
            "What mark did I get in my accounting exam?",
            "78 percent",
            "passed",
            "78",
            "first-person-question",
        ),
        Q(
            "o",
            "Which country does the user live in?",
            "Papua New Guinea (Lae, Port Moresby, Goroka, Madang, kina, mumu, bride price)",
            "hi nema",
            {"hi": "kina", "nema": "goroka"},
        ),
    ],
    user_label="Kila",
)
CONVERSATIONS.append(KILA)


CLAVER = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-04-27
User: hi. claver, gitega. i fix phones at the market. need text for my shop page {hi}
Assistant: Hi Claver! What services and prices should the page list?
User: screens 25k fbu, batteries 15k, unlocking 5k. open mon to sat 8 to 6 {prices}
Assistant: Is there anything that makes your shop special?
User: 8 yrs doing this. most screens fixed same day {years}
Assistant: Great. Where exactly is the shop?
User: stall 14 near the bus park. my brother fidele helps on sat {stall}
Assistant: Here's a draft: "Claver's phone repairs, stall 14 by the bus park. Screens fixed the same day."
User: good. also lost 40k last wk. client showed a fake transfer msg n took his phone {fake}
Assistant: I'm sorry. From now on, check your balance before you hand a phone back.
@ 2024-09-07
User: need a training plan. tanganyika 15 km in bujumbura, 12 oct {race}
Assistant: How much do you run now?
User: 3x a wk, 8 km max. club coach says add hills {now}
Assistant: What time are you aiming for?
User: under 1h30. last yr 1h41 {target}
Assistant: Good. Any injuries?
User: knee a bit. n failed my riding test thurs, so i run to work anyway lol {riding}
Assistant: Plan: Tuesday intervals, Thursday hills, Sunday long run building up to 14 km. Rest if the knee hurts.
User: ok. riding test again in nov {retest}
Assistant: Good luck with the race and the test!
@ 2025-01-18
User: got engaged!! dec 21. wedding in july, need a budget {engaged}
Assistant: Congratulations! Who is the lucky person, and how many guests?
User: ange. 200 guests. dowry 3 cows, my uncles pay 2 {ange}
Assistant: How much have you saved?
User: 2.4 million fbu. hall in ngozi 600k {savings}
Assistant: Any other big costs?
User: food 900k, anges dress 300k. race was 1h27 btw, came 41st {result}
Assistant: Well done! So far: hall 600k, food 900k, dress 300k, 1.8 million in all, which leaves 600k.
User: passed the riding test in nov too. 2nd try {passed}
Assistant: Great news on both counts!
@ 2025-05-17
User: wedding moved to 16 aug. anges grandma is sick n we want her there {moved}
Assistant: I'm sorry to hear about her grandma. How can I help today?
User: msg to a teacher. nephew didier lives w us now, report says he skips class {didier}
Assistant: What would you like the message to say?
User: ask for a meeting. also started evening class, english, tue n thu {english}
Assistant: Here's a draft: "Dear teacher, I am Didier's uncle, and he lives with us now..."
User: good. bought a laptop for the shop too, 1.1 million, paid half so far {laptop}
Assistant: That's a big step for the shop.
User: n the shop page has 300 followers now. lots of calls from ngozi {followers}
Assistant: That's great to hear. Good luck with the meeting.
""",
    [
        Q(
            "s",
            "What does claver do for work?",
            "he fixes phones at the market in gitega",
            "hi",
            "fix phones; market",
            memory=True,
        ),
        Q("s", "Where does claver live?", "gitega", "hi", "gitega"),
        Q("s", "How much does claver charge for a screen?", "25k fbu", "prices", "screens; 25k"),
        Q("s", "How much does claver charge for a battery?", "15k fbu", "prices", "batteries; 15k"),
        Q(
            "s",
            "How much does unlocking cost at claver's shop?",
            "5k fbu",
            "prices",
            "unlocking; 5k",
        ),
        Q(
            "s",
            "What are claver's opening hours?",
            "monday to saturday, 8 to 6",
            "prices",
            "mon; sat",
        ),
        Q("s", "How long has claver been fixing phones?", "8 years", "years", "8 yrs"),
        Q(
            "s",
            "Where is claver's stall?",
            "stall 14 near the bus park",
            "stall",
            "stall 14; bus park",
        ),
        Q("s", "Who helps claver on saturdays?", "his brother fidele", "stall", "fidele"),
        Q("s", "How much did claver lose to a fake transfer?", "40k fbu", "fake", "40k"),
        Q(
            "s",
            "How much did I lose to the fake transfer?",
            "40k fbu",
            "fake",
            "40k",
            "first-person-question",
        ),
        Q(
            "s",
            "How did the client cheat claver?",
            "he showed a fake transfer message and took his phone",
            "fake",
            "fake transfer",
        ),
        Q(
            "s",
            "What race did claver train for in 2024?",
            "the tanganyika 15 km in bujumbura",
            "race",
            "tanganyika; 15 km",
        ),
        Q("t", "When was the tanganyika 15 km?", "2024-10-12", "race", "12; oct"),
        Q(
            "s",
            "How often was claver running in september 2024?",
            "3 times a week, 8 km at most",
            "now",
            "3x; 8 km",
        ),
        Q("s", "What did claver's club coach tell him to add?", "hills", "now", "hills"),
        Q("s", "What was claver's target time for the 15 km?", "under 1h30", "target", "1h30"),
        Q("s", "What was claver's time the year before?", "1h41", "target", "1h41"),
        Q(
            "t",
            "When did claver fail his riding test?",
            "2024-09-05",
            "riding",
            "riding test; thurs",
            "relative-date",
        ),
        Q("s", "What injury did claver mention?", "a sore knee", "riding", "knee"),
        Q(
            "s",
            "How does claver get to work in september 2024?",
            "he runs",
            "riding",
            "run to work",
        ),
        Q(
            "m",
            "What was claver's result in the tanganyika 15 km?",
            "1h27, 41st",
            "race result",
            {"race": "15 km", "result": "1h27"},
        ),
        Q(
            "m",
            "Did claver beat his target time?",
            "yes: 1h27 against a target of under 1h30",
            "target result",
            {"target": "1h30", "result": "1h27"},
        ),
        Q("s", "Where did claver finish in the race?", "41st", "result", "41st"),
        Q("t", "When did claver get engaged?", "2024-12-21", "engaged", "engaged; dec 21"),
        Q("s", "Who is claver engaged to?", "ange", "ange", "ange"),
        Q("s", "How many guests does claver plan for the wedding?", "200", "ange", "200 guests"),
        Q(
            "s",
            "What is the dowry for ange?",
            "3 cows, 2 of them paid by claver's uncles",
            "ange",
            "dowry; 3 cows",
        ),
        Q(
            "s",
            "How much has claver saved for the wedding?",
            "2.4 million fbu",
            "savings",
            "2.4 million",
        ),
        Q(
            "s",
            "Where is the wedding hall, and what does it cost?",
            "in ngozi, 600k",
            "savings",
            "ngozi; 600k",
        ),
        Q("s", "How much is the food for the wedding?", "900k", "result", "food; 900k"),
        Q("s", "How much is ange's dress?", "300k", "result", "dress; 300k"),
        Q("s", "When did claver pass his riding test?", "in november 2024", "passed", "nov"),
        Q(
            "m",
            "How many tries did claver's riding test take?",
            "two: failed in september, passed in november",
            "riding passed",
            {"riding": "failed", "passed": "2nd try"},
        ),
        Q("t", "What is the new date of claver's wedding?", "2025-08-16", "moved", "16 aug"),
        Q(
            "s",
            "Why was claver's wedding moved?",
            "ange's grandma is sick and they want her there",
            "moved",
            "grandma; sick",
        ),
        Q("s", "When was claver's wedding first planned?", "in july 2025", "engaged", "july"),
        Q(
            "s",
            "Who is didier?",
            "claver's nephew, who lives with him now",
            "didier",
            "didier; nephew",
        ),
        Q(
            "s",
            "What did didier's school report say?",
            "he skips class",
            "didier",
            "skips class",
            "third-person-fact",
        ),
        Q(
            "s",
            "What evening class did claver start?",
            "english, tuesday and thursday",
            "english",
            "english",
        ),
        Q(
            "s",
            "How much did claver's new laptop cost?",
            "1.1 million fbu, half paid so far",
            "laptop",
            "laptop; 1",
        ),
        Q(
            "s",
            "How many followers does claver's shop page have in may 2025?",
            "300",
            "followers",
            "300 followers",
            "latest",
        ),
        Q("s", "Where do many of claver's new calls come from?", "ngozi", "followers", "ngozi"),
        Q(
            "s",
            "How long have I been fixing phones?",
            "8 years",
            "years",
            "8 yrs",
            "first-person-question",
        ),
        Q(
            "o",
            "Which country does the user live in?",
            "Burundi (gitega, bujumbura, ngozi, lake tanganyika, fbu)",
            "race savings",
            {"race": "bujumbura", "savings": "fbu"},
        ),
    ],
    user_label="claver",
)
CONVERSATIONS.append(CLAVER)


# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent on its own (after its context lines, which form nothing by themselves) as a
# document dated `date`. Relative dates in the expected memories count from that date:
# 2024-02-14 is a Wednesday, 2024-06-21 a Friday, 2024-10-08 a Tuesday, 2025-01-23 a Thursday,
# 2025-05-12 a Monday and 2025-09-20 a Saturday. A weekday named for something done is the one
# before the date; for a plan, the one after; "yesterday" is the day before.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-02-14", "2024-06-21", "2024-10-08"
D_, E_, F_ = "2025-01-23", "2025-05-12", "2025-09-20"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Lennox",
        "On Monday someone stole my bike from outside the market in Roseau, in broad daylight.",
        [
            M(
                "Lennox's bike was stolen outside the market in Roseau on 2024-02-12.",
                R,
                "bike; roseau; 2024-02-12",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "marva",
        "failed my driving test wed, clipped the mirror on the parking bit",
        [M("marva failed a driving test on 2024-06-19.", R, "driving test; failed; 2024-06-19")],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Vernon",
        "We buried my uncle Cornelius in Grand Bay on Saturday, and half the village walked behind the hearse.",
        [
            M(
                "Vernon's uncle Cornelius was buried in Grand Bay on 2024-10-05.",
                R,
                "cornelius; grand bay; 2024-10-05",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "Our little restaurant in Marigot closed on Monday after eleven years.",
        [
            M(
                "The user's restaurant in Marigot closed on 2025-01-20 after eleven years.",
                R,
                "restaurant; marigot; 2025-01-20",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "did the scotts head swim sat. 1.5 km in 41 min",
        [
            M(
                "The user swam 1.5 km at Scotts Head on 2025-05-10 in 41 minutes.",
                R,
                "scotts head; 41; 2025-05-10",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Lennox",
        "Our team lost the road tennis final on Wednesday to the boys from Castle Bruce.",
        [
            M(
                "Lennox's team lost the road tennis final to Castle Bruce on 2025-09-17.",
                R,
                "road tennis; castle bruce; 2025-09-17",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        A_,
        "marva",
        "lost 300 to a fake delivery txt yday. so dumb",
        [
            M(
                "marva lost 300 to a fake delivery text on 2024-02-13.",
                R,
                "fake delivery; 300; 2024-02-13",
            )
        ],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Lennox",
        "I've driven the Roseau to Marigot bus for twenty years now.",
        [
            M(
                "Lennox has driven the Roseau to Marigot bus for twenty years.",
                D,
                "bus; roseau; marigot",
            )
        ],
    ),
    S(
        "durable-fact",
        TL,
        C_,
        "marva",
        "i work nights at the water bottling plant in canefield",
        [
            M(
                "marva works nights at the water bottling plant in Canefield.",
                D,
                "bottling plant; canefield",
            )
        ],
    ),
    S(
        "durable-fact",
        NJ,
        D_,
        "Vernon",
        "My sister Ophelia runs the fruit stall by the Roseau market, has done since school.",
        [
            M(
                "Vernon's sister Ophelia runs a fruit stall by the Roseau market.",
                D,
                "ophelia; fruit stall",
            )
        ],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "I'm allergic to christophene, so I check every recipe twice.",
        [M("The user is allergic to christophene.", D, "allergic; christophene")],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "i coach the under 11 girls at the trafalgar swim club",
        [
            M(
                "The user is a coach for the under 11 girls at the Trafalgar swim club.",
                D,
                "coach; trafalgar swim club",
            )
        ],
    ),
    S(
        "durable-fact",
        NL,
        A_,
        "Lennox",
        "Merline and I have been married thirty-one years this June.",
        [
            M(
                "Lennox and Merline have been married thirty-one years.",
                D,
                "merline; married; thirty-one",
            )
        ],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        B_,
        "Lennox",
        "We're having the christening for our grandson on Saturday, at the church in Marigot.",
        [
            M(
                "The christening of Lennox's grandson is at the church in Marigot on 2024-06-22.",
                R,
                "christening; marigot; 2024-06-22",
            )
        ],
    ),
    S(
        "plan",
        TL,
        C_,
        "marva",
        "resitting the driving test fri, pray 4 me",
        [M("marva is resitting a driving test on 2024-10-11.", R, "driving test; 2024-10-11")],
    ),
    S(
        "plan",
        NJ,
        D_,
        "Vernon",
        "We're going to look at a second-hand hatchback in Canefield on Saturday.",
        [
            M(
                "Vernon is going to look at a second-hand hatchback in Canefield on 2025-01-25.",
                R,
                "hatchback; canefield; 2025-01-25",
            )
        ],
    ),
    S(
        "plan",
        UA,
        E_,
        "User",
        "I start an evening class in cake decorating on Wednesday.",
        [
            M(
                "The user starts an evening class in cake decorating on 2025-05-14.",
                R,
                "evening class; cake decorating; 2025-05-14",
            )
        ],
    ),
    S(
        "plan",
        JM,
        F_,
        "User",
        "opening my online shop mon. hot sauce, 3 kinds",
        [
            M(
                "The user opens an online shop selling hot sauce on 2025-09-22.",
                R,
                "online shop; hot sauce; 2025-09-22",
            )
        ],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        C_,
        "Lennox",
        "Merline got her teaching certificate on Sunday, after four years of evening classes.",
        [
            M(
                "Merline got a teaching certificate on 2024-10-06.",
                R,
                "merline; teaching certificate; 2024-10-06",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        D_,
        "marva",
        "jordells phone got hacked, he lost all his pics",
        [M("jordell's phone was hacked and all his pictures were lost.", R, "phone; hacked")],
    ),
    S(
        "third-person-fact",
        NJ,
        E_,
        "Vernon",
        "Ophelia's son won a scholarship to the state college in Roseau.",
        [
            M(
                "Ophelia's son won a scholarship to the state college in Roseau.",
                R,
                "ophelia; scholarship",
            )
        ],
    ),
    S(
        "third-person-fact",
        UA,
        F_,
        "User",
        "My brother sold his truck in August to pay for his wedding.",
        [
            M(
                "The user's brother sold his truck in 2025-08 to pay for his wedding.",
                R,
                "brother; truck; wedding",
            )
        ],
    ),
    S(
        "third-person-fact",
        JM,
        A_,
        "User",
        "my mum got engaged again at 64 lol",
        [M("The user's mum got engaged at 64.", R, "mum; engaged")],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        D_,
        "Lennox",
        "Eleven hundred dollars, for the brakes and the exhaust.",
        [
            M(
                "The garage quoted Lennox eleven hundred dollars for the van's brakes and exhaust.",
                R,
                "eleven hundred; brakes",
            )
        ],
        [("Garvin", "What did the garage say about the van?")],
    ),
    S(
        "fragment-answer",
        TL,
        E_,
        "marva",
        "340, sold out of cassava bread by 10",
        [M("marva's stall made 340 and sold out of cassava bread.", R, "stall; 340")],
        [("jordell", "how much did the stall make sat")],
    ),
    S(
        "fragment-answer",
        NJ,
        F_,
        "Vernon",
        "Fifty-two minutes, my best yet.",
        [M("Vernon ran the race in fifty-two minutes.", R, "race; fifty-two minutes")],
        [("Ophelia", "What time did you get in the race?")],
    ),
    S(
        "fragment-answer",
        UA,
        B_,
        "User",
        "About ninety, after we cut the list.",
        [M("The user expects about ninety guests at the reunion.", R, "ninety; reunion")],
        [("Assistant", "How many guests are you expecting at the reunion?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        E_,
        "Lennox",
        "My knee has been in a strap since the match on Saturday.",
        [M("Lennox's knee is in a strap after a match on 2025-05-10.", R, "knee; strap")],
    ),
    S(
        "recent-state",
        TL,
        F_,
        "marva",
        "screen cracked, using my sisters old phone for now",
        [
            M(
                "marva's phone screen is cracked, so marva is using a sister's old phone.",
                R,
                "screen; cracked",
            )
        ],
    ),
    S(
        "recent-state",
        NJ,
        A_,
        "Vernon",
        "I'm off sugar for a month, doctor's orders.",
        [M("Vernon is off sugar for a month on doctor's orders.", R, "sugar; month")],
    ),
    S(
        "recent-state",
        JM,
        B_,
        "User",
        "laptop dead, writing the thesis on my cousins",
        [
            M(
                "The user's laptop is dead, and the user is writing a thesis on a cousin's laptop.",
                R,
                "laptop; thesis",
            )
        ],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        C_,
        "User",
        "I passed my driving test last month, so can you help me choose a first car under 15,000 dollars?",
        [M("The user passed a driving test in 2024-09.", R, "driving test; passed")],
    ),
    S(
        "request-with-fact",
        JM,
        D_,
        "User",
        "daughter got a C in maths on her report. tips for practice at home?",
        [
            M(
                "The user's daughter got a C in maths on her school report.",
                R,
                "daughter; maths; report",
            )
        ],
    ),
    S(
        "request-with-fact",
        UA,
        E_,
        "User",
        "Our wedding has moved from Marigot to the hotel in Roseau. Can you rewrite the invitation?",
        [M("The user's wedding moved from Marigot to a hotel in Roseau.", R, "wedding; roseau")],
    ),
    S(
        "request-with-fact",
        JM,
        A_,
        "User",
        "lost my email password n the recovery phone is my old number. what do i do",
        [
            M(
                "The user lost the email password, and the recovery phone is an old number.",
                R,
                "email password; old number",
            )
        ],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        F_,
        "Lennox",
        "Yes, 150 dollars for the year, and I can park by the clinic.",
        [
            M(
                "Lennox got a parking permit for the town centre for 150 dollars a year.",
                R,
                "parking permit; 150",
            )
        ],
        [("Garvin", "Did you get the parking permit for the town centre?")],
    ),
    S(
        "second-person",
        TL,
        A_,
        "marva",
        "ya but days now, the nights were killing me",
        [M("marva works days at the bottling plant now.", R, "bottling plant; days")],
        [("jordell", "u still at the bottling plant?")],
    ),
    S(
        "second-person",
        NJ,
        B_,
        "Vernon",
        "I did, to a teacher in Castle Bruce for 9,000.",
        [
            M(
                "Vernon sold the old car to a teacher in Castle Bruce for 9,000.",
                R,
                "car; castle bruce; 9,000",
            )
        ],
        [("Ophelia", "Did you sell the old car?")],
    ),
    S(
        "second-person",
        UA,
        D_,
        "User",
        "Yes, I got it: full fees for two years.",
        [
            M(
                "The user won a scholarship with full fees for two years.",
                R,
                "scholarship; full fees",
            )
        ],
        [("Assistant", "Did you hear back about the scholarship?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        C_,
        "Lennox",
        "The van passed its test, Merline's sister got married in Grand Bay, and our grandson started school.",
        [
            M("Lennox's van passed its test.", R, "van; passed"),
            M("Merline's sister got married in Grand Bay.", R, "sister; grand bay"),
            M("Lennox's grandson started school.", R, "grandson; school"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        E_,
        "marva",
        "passed the certificate, got a new laptop n jordell got engaged",
        [
            M("marva passed the certificate.", R, "passed; certificate"),
            M("marva got a new laptop.", R, "new laptop"),
            M("jordell got engaged.", R, "jordell; engaged"),
        ],
    ),
    S(
        "multi-fact",
        NJ,
        F_,
        "Vernon",
        "Our restaurant got its licence, Ophelia's stall moved to the bay front, and I finally passed my food handler's course.",
        [
            M("Vernon's restaurant got its licence.", R, "restaurant; licence"),
            M("Ophelia's stall moved to the bay front.", R, "ophelia; bay front"),
            M("Vernon passed a food handler's course.", R, "food handler's course"),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        B_,
        None,
        "Note: reunion of the Castle Bruce class of 1999, Saturday the 29th of June, 4 p.m., at the school.",
        [
            M(
                "The reunion of the Castle Bruce class of 1999 is on 2024-06-29.",
                R,
                "reunion; castle bruce; 2024-06-29",
            )
        ],
    ),
    S(
        "note",
        NO,
        D_,
        None,
        "Note: exam results at the college on Friday the 31st of January; bring ID.",
        [
            M(
                "Exam results at the college come out on 2025-01-31.",
                R,
                "exam results; college; 2025-01-31",
            )
        ],
    ),
    S(
        "note",
        NO,
        F_,
        None,
        "Note: car repair at the garage in Canefield, Monday the 29th of September, brakes and clutch.",
        [
            M(
                "A car repair at the garage in Canefield is booked for 2025-09-29.",
                R,
                "car repair; canefield; 2025-09-29",
            )
        ],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        D_,
        "Lennox",
        "Nothing beats Merline's dasheen soup on a Sunday.",
        [M("Lennox loves Merline's dasheen soup.", D, "dasheen soup")],
    ),
    S(
        "preference",
        TL,
        B_,
        "marva",
        "hate driving in roseau, always take the bus",
        [M("marva hates driving in Roseau.", D, "driving; roseau")],
    ),
    S(
        "preference",
        JM,
        C_,
        "User",
        "fav thing is swimming at champagne reef on sundays",
        [
            M(
                "The user's favourite thing is swimming at Champagne Reef.",
                D,
                "swimming; champagne reef",
            )
        ],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NJ,
        E_,
        "Vernon",
        "He's strict, but he moved our practices to three a week.",
        [
            M(
                "Vernon's new coach moved the team's practices to three a week.",
                R,
                "coach; three a week",
            )
        ],
        [("Ophelia", "Is the new coach any good?")],
    ),
    S(
        "pronoun-answer",
        UA,
        A_,
        "User",
        "She's my aunt, and she bakes for every wedding in Marigot.",
        [M("The user's aunt bakes for every wedding in Marigot.", R, "aunt; bakes; marigot")],
        [("Assistant", "Who made the cake in the photo?")],
    ),
    # -- sentences that should form nothing --
    # chatter and what the speaker did not do
    S(
        "chatter",
        NL,
        A_,
        "Lennox",
        "We nearly drove to Scotts Head on Sunday, but the van wouldn't start, so we stayed home.",
        [],
    ),
    S("chatter", TL, B_, "marva", "lol the bus driver sang the whole way", []),
    S("chatter", NJ, C_, "Vernon", "The whole street came out to watch the rain, I think.", []),
    S("chatter", UA, D_, "User", "Sorry, my phone is about to die.", []),
    S("chatter", JM, E_, "User", "ok back", []),
    S("chatter", NL, F_, "Lennox", "Honestly, this heat.", []),
    # compliments
    S("compliment", NL, B_, "Lennox", "Your dasheen soup is better than my mother's, Merline.", []),
    S("compliment", TL, C_, "marva", "ur hair looks amazing jordell", []),
    S("compliment", NJ, D_, "Vernon", "You parked that van beautifully, Ophelia.", []),
    S("compliment", UA, E_, "User", "That speech is lovely.", []),
    S("compliment", JM, F_, "User", "great menu", []),
    S("compliment", NJ, A_, "Vernon", "That's a beautiful cake, Ophelia.", []),
    # opinions about the world
    S("generic-opinion", NL, C_, "Lennox", "Garages always find one more thing to fix.", []),
    S("generic-opinion", TL, D_, "marva", "scammers get smarter every yr", []),
    S("generic-opinion", NJ, E_, "Vernon", "Every village needs a good football pitch.", []),
    S("generic-opinion", UA, F_, "User", "Exams test memory more than understanding.", []),
    S("generic-opinion", JM, A_, "User", "weddings r too expensive", []),
    S("generic-opinion", NL, E_, "Lennox", "A good coach is worth more than a good pitch.", []),
    # hypotheticals, wishes and what someone else might do
    S("hypothetical", NL, D_, "Lennox", "If the van dies again, I'll buy a hatchback.", []),
    S("hypothetical", TL, E_, "marva", "if i win the scholarship ill move to roseau", []),
    S(
        "hypothetical",
        NJ,
        F_,
        "Vernon",
        "If the restaurant does well, we might open a second one in Marigot.",
        [],
    ),
    S("hypothetical", UA, A_, "User", "If I pass the exam, I'll apply for the manager's post.", []),
    S("hypothetical", JM, B_, "User", "might learn to drive one day", []),
    S(
        "hypothetical",
        NL,
        B_,
        "Lennox",
        "I wish we could afford a proper wedding venue for the girls.",
        [],
    ),
    # other people's opinions
    S(
        "others-opinion",
        NL,
        C_,
        "Lennox",
        "Merline thinks the new bus timetable is a disaster.",
        [],
    ),
    S("others-opinion", TL, D_, "marva", "jordell says the bottling plant is hiring again", []),
    S(
        "others-opinion",
        NJ,
        E_,
        "Vernon",
        "Ophelia's husband says the market will move to the bay front.",
        [],
    ),
    S("others-opinion", UA, B_, "User", "My coach thinks I should swim the 3 km instead.", []),
    S("others-opinion", JM, F_, "User", "mum says the garage is ripping me off", []),
    S("others-opinion", NJ, C_, "Vernon", "My boss says laptops will be free in ten years.", []),
    # passing moods
    S("passing-mood", NL, A_, "Lennox", "I'm so full after that christening lunch.", []),
    S("passing-mood", TL, F_, "marva", "ugh so sleepy", []),
    S("passing-mood", NJ, B_, "Vernon", "I'm nervous about the driving test.", []),
    S("passing-mood", UA, C_, "User", "I'm a bit stressed about the thesis.", []),
    S("passing-mood", JM, D_, "User", "meh. tired", []),
    S("passing-mood", TL, E_, "marva", "feeling kinda lost today", []),
    # questions
    S("question", NL, E_, "Lennox", "Did the garage ever ring you back, Garvin?", []),
    S("question", TL, A_, "marva", "u coming to the reunion sat?", []),
    S("question", NJ, D_, "Vernon", "How long does a scholarship application take?", []),
    S("question", UA, F_, "User", "How do I spot a scam text?", []),
    S("question", JM, C_, "User", "best way to revise 4 an exam?", []),
    S("question", UA, B_, "User", "What should I say at my uncle's funeral?", []),
    # thanks
    S("thanks", UA, D_, "User", "Thanks, the letter to the garage worked.", []),
    S("thanks", JM, E_, "User", "thx", []),
    S("thanks", NL, F_, "Lennox", "Thank you for driving us to the christening, Garvin.", []),
    S("thanks", UA, A_, "User", "Thank you, that study plan is perfect.", []),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        B_,
        "Assistant",
        "You could ask the bank to freeze the card straight away.",
        [],
        [("User", "I think someone has my card details.")],
    ),
    S(
        "assistant-suggestion",
        JM,
        C_,
        "Assistant",
        "Maybe use a password manager.",
        [],
        [("User", "keep forgetting my passwords")],
    ),
    S(
        "assistant-suggestion",
        UA,
        E_,
        "Assistant",
        "A hand-painted sign with your names could be a lovely anniversary gift.",
        [],
        [("User", "What should I give my husband for our anniversary?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        F_,
        "Assistant",
        "You could book a practice drive with an instructor first.",
        [],
        [("User", "driving test fri, scared")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
