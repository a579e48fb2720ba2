# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the twenty-fifth development recall set (this folder), written blind as held-out 25.

Everything below was typed by hand for this set: six dated conversations with their
questions (``CONVERSATIONS``) and a hundred labelled sentences (``SENTENCES``). Three pair
chats are written in proper case and whole sentences by two people keeping in touch over a
year or more, one pair chat is lower-case texting, and of the two assistant chats one user
writes in proper case and the other briefly in lower case. The script numbers the turns,
resolves the labels the questions cite, runs the checks of the blind brief
(``bench/_handwritten.py``) and writes the four files::

    uv run python bench/data/recall-dev25/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev25/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho25"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev25/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the twenty-fifth held-out set; "
        "a development set since 2026-12-07"
    )
    return blind_set_files(PREFIX, CONVERSATIONS, SENTENCES, written_by)


def main() -> int:
    return write_or_check(HERE, build())


# -- material -------------------------------------------------------------------------------------
# Names, places, jobs, titles and events were invented or picked for this set and searched for
# in the other sets' READMEs and the development sets' material before use.

CONVERSATIONS: list[Conv] = []
SENTENCES: list[S] = []


# -- conversations --
# Every session is on a Saturday; relative dates in the questions count from it.

CHILESHE_MUTALE = Conv(
    "pair",
    "named_lines",
    ["Chileshe", "Mutale"],
    """
@ 2024-01-13
Mutale: Chileshe, happy new year from Kitwe! How were the holidays with the children? {hello}
Chileshe: Busy and lovely. Our daughter Natasha turned 7 on the 29th of December, so we had her party between Christmas and New Year. Her grandmother gave her a red bicycle, and we gave her a box of coloured pencils. {natasha-7}
Mutale: Seven already! And how is Chanda?
Chileshe: Chanda is 12 now and starts secondary school in Ndola on Monday. His uniform and shoes alone cost 1,400 kwacha. {chanda}
Mutale: My news is not good. My phone fell into a bucket of water at a drilling site in Luanshya on Tuesday. {phone}
Chileshe: Oh no! Can it be saved?
Mutale: The repair shop on Obote Avenue wants 650 kwacha for a new screen and charging port. A new phone would be 3,200, so I'll try the repair first. {phone-quote}
Chileshe: Are you still drilling boreholes?
Mutale: Still a borehole driller, eight years now. This month we are drilling for a primary school in Chingola, and we went 60 metres down before we found water. {job-m}
Chileshe: I've started something new as well: an evening class in computer accounting at the college, every Thursday from half past five to eight. {class}
Mutale: Good for you. Is that for the blood bank?
Chileshe: Partly. I sort the donations at the blood bank in Ndola, and they want someone to keep the stock books on the computer. The first test is in March. {job}
Mutale: Since I live alone I cook more: every Sunday I make a big pot of my mother's groundnut stew with pumpkin leaves, and it lasts me until Wednesday. {sunday}
@ 2024-04-20
Chileshe: Did the phone repair work? {ask-phone}
Mutale: For three weeks, and then the screen went black again. In the end I bought a new phone in March for 2,900 kwacha, because the shop had a sale. {phone-new}
Chileshe: At least it's new. My computer test came back: 78 out of 100, the second best mark in the class. {test}
Mutale: Well done! Oh, and I was wrong about the phone: it was 2,700, not 2,900, because they gave me a discount for paying cash. {phone-fix}
Chileshe: Even better. Did you try my recipe for bean fritters?
Mutale: I did, but I changed it: I added chilli and used half the oil. My neighbour Mr. Mumba ate eleven of them in one sitting. {fritters}
Chileshe: Eleven! Natasha was a crocodile in the Grade 2 play, "The Crocodile Who Lost His Smile", on Friday. She had four lines and said every one of them loudly. {play}
Mutale: I wish I'd seen it. We had a storm on Wednesday night in Kitwe: the wind took six iron sheets off my roof and the rain ruined my mattress. {storm}
Chileshe: That's terrible. Where are you sleeping?
Mutale: At my brother Bwalya's house in Parklands, until the roofer comes on Tuesday. {bwalya}
Chileshe: Look after yourself. One more thing: the Grade 2 class goes to the Chimfunshi chimpanzee sanctuary on the 10th of May, and the trip costs 180 kwacha. And I've stopped eating kapenta since a bone stuck in my throat at a wedding in February. {trip-plan}
@ 2024-07-27
Mutale: How was Natasha's trip to see the chimpanzees? {ask-trip}
Chileshe: The bus broke down, so they went on the 17th of May instead of the 10th. She came home with a chimpanzee drawing for each of us. {trip-done}
Mutale: Ha! Did she like the chimpanzees?
Chileshe: She loved them. And was your roof fixed in the end? You never said. {ask-roof}
Mutale: Sorry: the roofer fixed it in May for 1,900 kwacha, with eight new sheets instead of six because two more were rusty. {roof}
Chileshe: And we had the parents' evening on Thursday. Her teacher, Mr. Lubinda, says she reads well but talks too much in class. {parents}
Mutale: Like her mother. Bwalya and I went fishing on the Kafue last weekend, 40 kilometres from Kitwe. I caught three tilapia and Bwalya caught nothing at all. {fishing}
Chileshe: Poor Bwalya. Kondwani and I had our fifteenth anniversary on Saturday the 13th, and he booked a table at the Mukuba Grill. The food was lovely, but the music was so loud we couldn't talk. {anniversary}
Mutale: Fifteen years! I've had a kitchen disaster: I left the stew on the fire and went to watch the football, and the pot burnt black. The kitchen smelled of smoke for a week. {disaster}
Chileshe: You and that stew. My course moved too: the second term is on Wednesday evenings, because Thursdays clash with Kondwani's night shifts. {class-moved}
Mutale: And I cancelled my satellite TV subscription. It was 450 kwacha a month for football I never watch, since I'm always out at sites. {tv}
@ 2024-10-26
Chileshe: How is the new bike? Bwalya told Kondwani you bought one. {ask-bike}
Mutale: I bought it in September for 4,800 kwacha, second-hand from a teacher in Chingola. I ride 15 kilometres every Saturday morning before the heat. {bike}
Chileshe: Good for you. Chanda's results came: 82 percent in maths and 64 in English. {results}
Mutale: Tell him well done from Uncle Mutale. And your course?
Chileshe: Finished! The final exam was on the 2nd of October, and I got a distinction, 86 out of 100. Since then I keep the stock books on Mondays and Fridays in the afternoon. {final}
Mutale: A distinction! Bwalya has news too: his wife Precious had a baby girl on the 9th of October. The naming ceremony is on the 2nd of November at their church in Parklands, and her name will be Taonga. {baby}
Chileshe: Lovely! We'll give them a baby bath and a pile of towels. {gift-baby}
Mutale: I have a parcel story. I ordered a set of drill bits from Johannesburg in August, it was lost for six weeks, and it turned up at the bus station in Kitwe on Wednesday. {parcel}
Chileshe: Six weeks! I had an errand too: the cash machine swallowed my bank card, so I spent Tuesday morning at the bank in Ndola getting a new one. {bank}
Mutale: A whole morning?
Chileshe: Three hours in the queue, and they charged me 75 kwacha for the card. {bank-cost}
@ 2025-02-15
Mutale: How did Taonga's naming go? I'm sorry I missed it in the end, with the job in Solwezi. {missed}
Chileshe: It was lovely, but it was on the 9th of November in the end, not the 2nd, because the pastor was away. Bwalya cried through the whole thing. {naming}
Mutale: Ha, Bwalya! And Natasha's birthday?
Chileshe: She turned 8 on the 29th of December and asked for a fishing rod like Uncle Mutale's. Kondwani gave her one, and I gave her a book of fairy tales. {natasha-8}
Mutale: A fisherwoman! I planned a camping weekend at Kundalila Falls in January with Bwalya and two friends from work, but it rained so hard that we came home after the first night. {camping}
Chileshe: What a shame. Chanda's school trip to Livingstone is in April and costs 1,250 kwacha. He's been selling freezits after school to pay half of it. {chanda-trip}
Mutale: Good boy. And I rode the bike from Kitwe to Ndola on New Year's Day, 60 kilometres, and slept for the rest of the day. {ride}
Chileshe: My fritters are different now: I make them with cassava flour instead of wheat, and Kondwani ate twelve. {fritters-2}
Mutale: He beat Mr. Mumba! Bad news, though: the satellite company still takes 450 a month, even though I cancelled in July. I have an appointment at their office on Monday. {tv-still}
Chileshe: Take every receipt with you. And the stock books turned into a real job: since January I'm the stock officer at the blood bank, full time, and somebody else sorts the donations. {promotion}
Mutale: Congratulations! Do they pay more?
Chileshe: Eleven hundred kwacha more a month. We're saving it for a new roof of our own. {raise}
""",
    [
        Q("s", "How old did Natasha turn in December 2023?", "7", "natasha-7", "natasha; 7"),
        Q("t", "When is Natasha's birthday?", "2023-12-29", "natasha-7", "29th; december"),
        Q(
            "s",
            "What did Natasha's grandmother give her for her seventh birthday?",
            "a red bicycle",
            "natasha-7",
            "red bicycle",
        ),
        Q(
            "s",
            "What did Chileshe and her husband give Natasha when she turned 7?",
            "a box of coloured pencils",
            "natasha-7",
            "coloured pencils",
        ),
        Q("s", "How old is Chanda in January 2024?", "12", "chanda", "chanda; 12"),
        Q(
            "t",
            "When did Chanda start secondary school?",
            "2024-01-15",
            "chanda",
            "secondary school; monday",
            "relative-date",
        ),
        Q(
            "s",
            "How much did Chanda's uniform and shoes cost?",
            "1,400 kwacha",
            "chanda",
            "1,400; uniform",
        ),
        Q(
            "s",
            "How did Mutale's phone get broken?",
            "it fell into a bucket of water at a drilling site in Luanshya",
            "phone",
            "bucket; water",
        ),
        Q(
            "t",
            "When did Mutale's phone fall into the water?",
            "2024-01-09",
            "phone",
            "phone; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "How much did the repair shop want for the phone?",
            "650 kwacha, for a new screen and charging port",
            "phone-quote",
            "650; screen",
        ),
        Q(
            "s",
            "Where is the repair shop Mutale took his phone to?",
            "on Obote Avenue",
            "phone-quote",
            "obote avenue",
        ),
        Q(
            "s",
            "What does Mutale do for a living?",
            "he is a borehole driller",
            "job-m",
            "borehole driller",
            "",
            True,
        ),
        Q(
            "s",
            "How long has Mutale been a borehole driller?",
            "eight years",
            "job-m",
            "eight years",
        ),
        Q(
            "s",
            "How deep did Mutale's crew drill for the primary school in Chingola?",
            "60 metres",
            "job-m",
            "60 metres",
        ),
        Q(
            "s",
            "What evening class did Chileshe start in January 2024?",
            "computer accounting, at the college",
            "class",
            "computer accounting",
        ),
        Q(
            "s",
            "When did Chileshe's computer accounting class first meet?",
            "every Thursday from half past five to eight",
            "class",
            "thursday; half past five",
        ),
        Q(
            "s",
            "Where does Chileshe work?",
            "at the blood bank in Ndola, sorting the donations",
            "job",
            "blood bank; ndola",
            "",
            True,
        ),
        Q(
            "s",
            "Why did Chileshe take the computer accounting class?",
            "the blood bank wants someone to keep the stock books on the computer",
            "job",
            "stock books; computer",
        ),
        Q(
            "s",
            "What does Mutale cook every Sunday?",
            "a big pot of his mother's groundnut stew with pumpkin leaves",
            "sunday",
            "groundnut stew",
        ),
        Q(
            "s",
            "How long does Mutale's Sunday stew last him?",
            "until Wednesday",
            "sunday",
            "wednesday",
        ),
        Q(
            "s",
            "How long did the repair of Mutale's first phone hold?",
            "three weeks",
            "phone-new",
            "three weeks",
        ),
        Q("t", "When did Mutale buy his new phone?", "2024-03", "phone-new", "march; phone"),
        Q(
            "m",
            "How much did Mutale's new phone cost in the end?",
            "2,700 kwacha, after a discount for paying cash",
            "phone-new phone-fix",
            {"phone-new": "phone", "phone-fix": "2,700"},
            "latest",
        ),
        Q(
            "m",
            "How much less did Mutale pay for his new phone than the price of a new phone the shop first gave him?",
            "500 kwacha less (2,700 against 3,200)",
            "phone-quote phone-fix",
            {"phone-quote": "3,200", "phone-fix": "2,700"},
        ),
        Q(
            "s",
            "What mark did Chileshe get in her first computer test?",
            "78 out of 100, the second best in the class",
            "test",
            "78",
        ),
        Q(
            "s",
            "How did Mutale change Chileshe's bean fritter recipe?",
            "he added chilli and used half the oil",
            "fritters",
            "chilli; half the oil",
        ),
        Q("s", "How many fritters did Mr. Mumba eat?", "eleven", "fritters", "eleven"),
        Q("s", "Who is Mr. Mumba?", "Mutale's neighbour", "fritters", "neighbour; mumba"),
        Q(
            "s",
            "What part did Natasha play in the Grade 2 play?",
            "a crocodile",
            "play",
            "crocodile",
        ),
        Q(
            "s",
            "What was the Grade 2 play called?",
            "The Crocodile Who Lost His Smile",
            "play",
            "lost his smile",
        ),
        Q(
            "t",
            "When was Natasha's school play?",
            "2024-04-19",
            "play",
            "play; friday",
            "relative-date",
        ),
        Q("s", "How many lines did Natasha have in the play?", "four", "play", "four lines"),
        Q(
            "s",
            "What did the storm damage at Mutale's place?",
            "the wind took six iron sheets off his roof and the rain ruined his mattress",
            "storm",
            "iron sheets; mattress",
        ),
        Q(
            "t",
            "When was the storm in Kitwe?",
            "2024-04-17",
            "storm",
            "storm; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "Where did Mutale sleep after the storm?",
            "at his brother Bwalya's house in Parklands",
            "bwalya",
            "bwalya; parklands",
        ),
        Q(
            "s",
            "How much did Natasha's class trip to the sanctuary cost?",
            "180 kwacha",
            "trip-plan",
            "180",
        ),
        Q(
            "s",
            "Why did Chileshe stop eating kapenta?",
            "a bone stuck in her throat at a wedding in February",
            "trip-plan",
            "bone; throat",
        ),
        Q("s", "What food did Chileshe stop eating?", "kapenta", "trip-plan", "kapenta"),
        Q(
            "t",
            "When did Natasha's class finally go to the chimpanzee sanctuary?",
            "2024-05-17",
            "trip-done",
            "17th; may",
        ),
        Q(
            "s",
            "Why was Natasha's sanctuary trip moved?",
            "the bus broke down",
            "trip-done",
            "bus broke down",
        ),
        Q(
            "s",
            "What did Natasha bring home from the chimpanzee trip?",
            "a chimpanzee drawing for each of them",
            "trip-done",
            "drawing",
        ),
        Q(
            "m",
            "Where did Natasha's class go on the 17th of May 2024?",
            "to the Chimfunshi chimpanzee sanctuary",
            "trip-plan trip-done",
            {"trip-plan": "chimfunshi", "trip-done": "17th"},
            "event-chain",
        ),
        Q("s", "How much did the roofer charge Mutale?", "1,900 kwacha", "roof", "1,900"),
        Q(
            "s",
            "How many new iron sheets did Mutale's roof need in the end?",
            "eight, because two more were rusty",
            "roof",
            "eight new sheets",
        ),
        Q(
            "m",
            "How many more roof sheets were replaced than the storm blew off?",
            "two (eight replaced, six blown off)",
            "storm roof",
            {"storm": "six iron sheets", "roof": "eight"},
        ),
        Q("s", "Who is Natasha's teacher?", "Mr. Lubinda", "parents", "lubinda"),
        Q(
            "s",
            "What did Natasha's teacher say at the parents' evening?",
            "she reads well but talks too much in class",
            "parents",
            "reads well; talks too much",
        ),
        Q(
            "t",
            "When was Natasha's first parents' evening in 2024?",
            "2024-07-25",
            "parents",
            "parents; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "Where did Mutale and Bwalya go fishing?",
            "on the Kafue, 40 kilometres from Kitwe",
            "fishing",
            "kafue",
        ),
        Q(
            "s",
            "How many fish did Mutale catch on the Kafue?",
            "three tilapia",
            "fishing",
            "three tilapia",
        ),
        Q("s", "How many fish did Bwalya catch?", "none", "fishing", "bwalya; nothing"),
        Q(
            "s",
            "How long have Chileshe and Kondwani been married?",
            "fifteen years, as of July 2024",
            "anniversary",
            "fifteenth anniversary",
        ),
        Q(
            "t",
            "When is Chileshe and Kondwani's wedding anniversary?",
            "2024-07-13",
            "anniversary",
            "anniversary; 13th",
        ),
        Q(
            "s",
            "Where did Kondwani book their anniversary dinner?",
            "the Mukuba Grill",
            "anniversary",
            "mukuba grill",
        ),
        Q(
            "s",
            "Was the anniversary dinner at the Mukuba Grill good?",
            "the food was lovely but the music was too loud to talk",
            "anniversary",
            "food; music",
        ),
        Q(
            "s",
            "What was Mutale's kitchen disaster?",
            "he left the stew on the fire to watch football and the pot burnt black",
            "disaster",
            "pot burnt",
        ),
        Q(
            "s",
            "Which evening did Chileshe's class move to in the second term?",
            "Wednesday evenings",
            "class-moved",
            "wednesday",
        ),
        Q(
            "s",
            "Why did Chileshe's class move from Thursday to Wednesday?",
            "Thursdays clash with Kondwani's night shifts",
            "class-moved",
            "kondwani; night shifts",
        ),
        Q(
            "m",
            "What day of the week did Chileshe's computer class move from, and to?",
            "from Thursday to Wednesday evenings",
            "class class-moved",
            {"class": "thursday", "class-moved": "wednesday"},
        ),
        Q(
            "s",
            "What subscription did Mutale cancel?",
            "his satellite TV subscription",
            "tv",
            "satellite tv",
        ),
        Q(
            "s",
            "Why did Mutale cancel his satellite TV?",
            "it cost 450 kwacha a month for football he never watches, since he is always out at sites",
            "tv",
            "450; never watch",
        ),
        Q(
            "s",
            "How much did Mutale pay for his bike?",
            "4,800 kwacha, second-hand",
            "bike",
            "4,800",
        ),
        Q("s", "Who sold Mutale his bike?", "a teacher in Chingola", "bike", "teacher; chingola"),
        Q(
            "s",
            "How far does Mutale ride on Saturday mornings?",
            "15 kilometres",
            "bike",
            "15 kilometres",
        ),
        Q("s", "How did Chanda do in maths?", "82 percent", "results", "82"),
        Q("s", "What did Chanda get in English?", "64", "results", "64; english"),
        Q(
            "t",
            "When was Chileshe's final computer accounting exam?",
            "2024-10-02",
            "final",
            "final exam; 2nd; october",
        ),
        Q(
            "s",
            "What did Chileshe get in her final exam?",
            "a distinction, 86 out of 100",
            "final",
            "distinction; 86",
        ),
        Q(
            "s",
            "On which days did Chileshe first keep the stock books?",
            "Mondays and Fridays in the afternoon",
            "final",
            "mondays; fridays",
        ),
        Q(
            "m",
            "How many marks did Chileshe go up from her first test to the final exam?",
            "8 (from 78 to 86)",
            "test final",
            {"test": "78", "final": "86"},
        ),
        Q("s", "What is the name of Bwalya's baby daughter?", "Taonga", "baby", "taonga"),
        Q("t", "When was Taonga born?", "2024-10-09", "baby", "9th; october"),
        Q("s", "Who is Bwalya's wife?", "Precious", "baby", "precious"),
        Q(
            "s",
            "What will Chileshe and Kondwani give Bwalya's baby?",
            "a baby bath and a pile of towels",
            "gift-baby",
            "baby bath; towels",
        ),
        Q(
            "s",
            "What parcel did Mutale lose?",
            "a set of drill bits ordered from Johannesburg",
            "parcel",
            "drill bits",
        ),
        Q(
            "s",
            "Where did Mutale's lost parcel turn up?",
            "at the bus station in Kitwe",
            "parcel",
            "bus station",
        ),
        Q(
            "t",
            "When did Mutale's drill bits turn up?",
            "2024-10-23",
            "parcel",
            "wednesday; turned up",
            "relative-date",
        ),
        Q("s", "How long was Mutale's parcel lost?", "six weeks", "parcel", "six weeks"),
        Q(
            "s",
            "Why did Chileshe have to go to the bank?",
            "the cash machine swallowed her bank card",
            "bank",
            "swallowed; card",
        ),
        Q(
            "t",
            "When did Chileshe go to the bank for her new card?",
            "2024-10-22",
            "bank",
            "bank; tuesday",
            "relative-date",
        ),
        Q("s", "How much did Chileshe's new bank card cost?", "75 kwacha", "bank-cost", "75"),
        Q(
            "s",
            "Did Mutale go to Taonga's naming ceremony?",
            "no, he missed it because of a job in Solwezi",
            "missed",
            "missed; solwezi",
        ),
        Q(
            "t",
            "When was Taonga's naming ceremony in the end?",
            "2024-11-09",
            "naming",
            "9th; november",
            "latest",
        ),
        Q(
            "s",
            "Why was Taonga's naming ceremony moved?",
            "the pastor was away",
            "naming",
            "pastor",
        ),
        Q(
            "m",
            "Where was Taonga's naming ceremony held?",
            "at Bwalya and Precious's church in Parklands",
            "baby naming",
            {"baby": "church; parklands", "naming": "naming"},
        ),
        Q(
            "s",
            "What did Natasha ask for when she turned 8?",
            "a fishing rod like Uncle Mutale's",
            "natasha-8",
            "fishing rod",
        ),
        Q(
            "s",
            "What did Chileshe give Natasha for her eighth birthday?",
            "a book of fairy tales",
            "natasha-8",
            "fairy tales",
        ),
        Q(
            "s",
            "Where did Mutale plan his camping weekend?",
            "at Kundalila Falls",
            "camping",
            "kundalila falls",
        ),
        Q(
            "s",
            "What happened to Mutale's camping weekend?",
            "it rained so hard that they came home after the first night",
            "camping",
            "rained; first night",
        ),
        Q(
            "s",
            "Who went camping with Mutale?",
            "Bwalya and two friends from work",
            "camping",
            "bwalya; two friends",
        ),
        Q(
            "s",
            "How much does Chanda's school trip to Livingstone cost?",
            "1,250 kwacha",
            "chanda-trip",
            "1,250",
        ),
        Q(
            "s",
            "How is Chanda paying for his trip?",
            "selling freezits after school to pay half",
            "chanda-trip",
            "freezits",
        ),
        Q(
            "s",
            "How far did Mutale ride on New Year's Day?",
            "60 kilometres, from Kitwe to Ndola",
            "ride",
            "60 kilometres",
        ),
        Q(
            "s",
            "How does Chileshe make her fritters now?",
            "with cassava flour instead of wheat",
            "fritters-2",
            "cassava flour",
        ),
        Q(
            "m",
            "Who ate more fritters at once, Kondwani or Mr. Mumba?",
            "Kondwani, twelve against Mr. Mumba's eleven",
            "fritters fritters-2",
            {"fritters": "eleven", "fritters-2": "twelve"},
            "",
            False,
        ),
        Q(
            "t",
            "When is Mutale's appointment at the satellite company's office?",
            "2025-02-17",
            "tv-still",
            "appointment; monday",
            "relative-date",
        ),
        Q(
            "s",
            "What is Chileshe's job since January 2025?",
            "stock officer at the blood bank, full time",
            "promotion",
            "stock officer",
            "latest",
            True,
        ),
        Q(
            "s",
            "How much more does Chileshe earn as stock officer?",
            "eleven hundred kwacha more a month",
            "raise",
            "eleven hundred",
        ),
        Q("s", "What are Chileshe and Kondwani saving for?", "a new roof", "raise", "roof"),
        Q(
            "o",
            "Would Natasha probably enjoy a fishing trip with Mutale?",
            "probably yes: she asked for a fishing rod like Uncle Mutale's",
            "natasha-8",
            "fishing rod",
        ),
    ],
)
CONVERSATIONS.append(CHILESHE_MUTALE)


YADIRA_OSMAN = Conv(
    "pair",
    "timestamped_lines",
    ["yadira", "osman"],
    """
@ 2024-02-03
osman: yadi!! hows sps? still at the bakery? {hello}
yadira: still there, cake decorator at panaderia la espiga 5 yrs now. 3 wedding cakes this wk alone {job}
osman: lol u must dream in frosting. me still guiding on the cangrejal, rafting season starts in march {job-o}
yadira: nice. hey jefferson turned 10 on tues, we took him to the pizza place in choloma. 11 kids!! {jefferson-10}
osman: 10!! happy bday to him. what did u get him
yadira: a soccer ball n a watch. his dad sent shoes from new orleans {gifts}
osman: im doing an online english course for the guide license, every mon n wed night 7 to 9. first quiz 17/20 {course}
yadira: ur english is already good lol
osman: not for the written exam. its in june in tegucigalpa {exam-plan}
yadira: ok u got this
osman: bad news tho my laptop died. spilled coffee on it sun. guy at the mall says 4,500 lempiras for the keyboard n board, a new one is 14k {laptop}
yadira: ouch. btw i changed ur moms baleada recipe, i put refried beans n chorizo in. jefferson ate 4 {baleadas}
@ 2024-05-11
yadira: how did the laptop end up {ask-laptop}
osman: fixed for the 4,500 but the battery is dead so it only works plugged in lol {laptop-fixed}
yadira: good enough. keyla was a raindrop in the school play last fri, shes 6 n she didnt stop dancing {play}
osman: aww a raindrop. pics pls
yadira: sent. jefferson's class trip to the lancetilla garden in tela is on may 24, 350 lempiras plus lunch {trip}
osman: lancetilla is beautiful. english quizzes went 17, then 19, then 15 on the last one ugh {quizzes}
yadira: 15 is ok. bad month here, the cable company took 2 payments in april so i cancelled the whole thing {cable}
osman: how much was it
yadira: 890 a month. kids watch youtube anyway {cable-price}
osman: fair. i was at the municipalidad wed for the business permit for our rafts, 3 hrs in line n they said come back w another photo {permit}
yadira: classic municipalidad
osman: lol. oh n i stopped eating shrimp, it made my face swell up at my cousins wedding in april {shrimp}
@ 2024-09-07
osman: did jefferson's trip happen? {ask-trip}
yadira: nope, cancelled bc of the rain. they went to the museum in sps in june instead, free {trip-cancel}
osman: the rain here was worse. the river came up 2 meters on aug 18 n took 2 of our rafts {flood}
yadira: omg was anyone hurt
osman: no, but the storage shed is gone too. boss says 60k lempiras to replace it all {flood-cost}
yadira: my parcel finally came!! the one i ordered from guatemala city in june. lost 7 wks n then found in the customs shed in puerto cortes {parcel}
osman: 7 wks lol. what was in it
yadira: 3 cake stands n a turntable, 2,100 lempiras {parcel-what}
osman: big news, i passed the written english exam in june!! 82/100. the license comes in oct {exam}
yadira: felicidades!!!
osman: thx. my bday dinner at la palapa was great too, wendy booked it. i turned 31 on the 30th n had the fish, no shrimp lol {bday}
@ 2024-12-14
yadira: hows the license {ask-license}
osman: came in nov not oct, but its here!! n i bought a bike for the commute, a blue one, 7,800 lempiras {bike}
yadira: nice. n wendy?
osman: wendy n me r moving in together in jan, a flat near the beach in la ceiba {wendy}
yadira: wow big step!! jefferson's parents evening was tues, teacher says math good, reading slow {parents}
osman: ur doing christmas at ur moms?
yadira: yes in el progreso, nacatamales on the 24th like every yr. my mom makes 80 {xmas}
osman: 80!!
yadira: she sells half lol. kitchen disaster at work tho, the oven caught fire wed n we lost 6 cakes {oven}
osman: ooof
yadira: the owner bought a new oven for 38k, it came yesterday {new-oven}
@ 2025-04-05
osman: camping at pico bonito last month was a fail lol {camping}
yadira: what happened
osman: rained from the fri night n we came home sat morning, me wendy n her brother marvin. tent full of water {camping-who}
yadira: haha. keyla turned 7 on mar 20 {keyla-7}
osman: 7! what did she get
yadira: a pink backpack n a toy xylophone from us, n earrings from her grandma {keyla-gifts}
osman: the hike was good tho, 12 km to the waterfall w wendy last sun {hike}
yadira: nice. im doing an online course too now, advanced cake design, tues n thurs nights. first mark 9/10 {yadi-course}
osman: look at us. oh the laptop died for good, bought a new one for 13,500 {new-laptop}
yadira: n the cable company still charges me!! appointment at their office on mon {cable-still}
osman: take the cancellation paper. n wait, the camping was in feb not march, i mixed it up {camping-fix}
""",
    [
        Q(
            "s",
            "What is yadira's job?",
            "cake decorator at panaderia la espiga",
            "job",
            "cake decorator",
            "",
            True,
        ),
        Q("s", "How long has yadira worked at the bakery?", "5 years", "job", "5 yrs"),
        Q(
            "s",
            "How many wedding cakes did yadira make in the first week of February 2024?",
            "3",
            "job",
            "3 wedding cakes",
        ),
        Q("s", "Where does osman guide?", "on the cangrejal river, rafting", "job-o", "cangrejal"),
        Q("s", "When does osman's rafting season start?", "in march", "job-o", "march"),
        Q("s", "How old did jefferson turn in early 2024?", "10", "jefferson-10", "10"),
        Q(
            "t",
            "When is jefferson's birthday?",
            "2024-01-30",
            "jefferson-10",
            "jefferson; tues",
            "relative-date",
        ),
        Q(
            "s",
            "Where was jefferson's tenth birthday party?",
            "at the pizza place in choloma",
            "jefferson-10",
            "pizza; choloma",
        ),
        Q(
            "s",
            "How many kids came to jefferson's tenth birthday?",
            "11",
            "jefferson-10",
            "11 kids",
        ),
        Q(
            "s",
            "What did yadira give jefferson for his tenth birthday?",
            "a soccer ball and a watch",
            "gifts",
            "soccer ball; watch",
        ),
        Q(
            "s",
            "What did jefferson's dad send him for his birthday?",
            "shoes, from new orleans",
            "gifts",
            "shoes",
        ),
        Q(
            "s",
            "Where does jefferson's dad live?",
            "in new orleans",
            "gifts",
            "new orleans",
            "third-person-fact",
        ),
        Q(
            "s",
            "Why is osman doing an online english course?",
            "for the guide license",
            "course",
            "guide license",
        ),
        Q(
            "s",
            "When is osman's online english class?",
            "every monday and wednesday night, 7 to 9",
            "course",
            "mon; wed",
        ),
        Q("s", "What did osman get in his first english quiz?", "17/20", "course", "17"),
        Q(
            "s",
            "Where was osman's written english exam?",
            "in tegucigalpa",
            "exam-plan",
            "tegucigalpa",
        ),
        Q("s", "How did osman's laptop break?", "he spilled coffee on it", "laptop", "coffee"),
        Q(
            "t",
            "When did osman spill coffee on his laptop?",
            "2024-01-28",
            "laptop",
            "laptop; sun",
            "relative-date",
        ),
        Q(
            "s",
            "How much would a new laptop have cost osman in February 2024?",
            "14k lempiras",
            "laptop",
            "14k",
        ),
        Q(
            "s",
            "How did yadira change the baleada recipe?",
            "she put refried beans and chorizo in",
            "baleadas",
            "refried beans; chorizo",
        ),
        Q(
            "s",
            "Whose baleada recipe did yadira change?",
            "osman's mom's",
            "baleadas",
            "moms; baleada",
        ),
        Q("s", "How many baleadas did jefferson eat?", "4", "baleadas", "jefferson; 4"),
        Q(
            "s",
            "What is still wrong with osman's laptop after the repair?",
            "the battery is dead, so it only works plugged in",
            "laptop-fixed",
            "battery; plugged",
        ),
        Q(
            "m",
            "How much did osman pay to repair his laptop?",
            "4,500 lempiras",
            "laptop laptop-fixed",
            {"laptop": "4,500", "laptop-fixed": "fixed"},
        ),
        Q("s", "What part did keyla play in the school play?", "a raindrop", "play", "raindrop"),
        Q("t", "When was keyla's school play?", "2024-05-10", "play", "play; fri", "relative-date"),
        Q("s", "How old was keyla in May 2024?", "6", "play", "6"),
        Q(
            "s",
            "Where was jefferson's class trip going?",
            "to the lancetilla garden in tela",
            "trip",
            "lancetilla; tela",
        ),
        Q(
            "s",
            "How much was jefferson's class trip to lancetilla?",
            "350 lempiras plus lunch",
            "trip",
            "350",
        ),
        Q("s", "What was osman's last english quiz mark?", "15", "quizzes", "15", "latest"),
        Q(
            "s",
            "What marks did osman get in his english quizzes?",
            "17, then 19, then 15",
            "quizzes",
            "17; 19; 15",
        ),
        Q(
            "s",
            "Why did yadira cancel her cable?",
            "the cable company took 2 payments in april",
            "cable",
            "2 payments",
        ),
        Q("s", "How much was yadira's cable a month?", "890", "cable-price", "890", "fragment"),
        Q(
            "s",
            "Why did osman go to the municipalidad?",
            "for the business permit for their rafts",
            "permit",
            "business permit",
        ),
        Q(
            "t",
            "When did osman go to the municipalidad?",
            "2024-05-08",
            "permit",
            "municipalidad; wed",
            "relative-date",
        ),
        Q("s", "How long did osman wait at the municipalidad?", "3 hours", "permit", "3 hrs"),
        Q(
            "s",
            "What did the municipalidad tell osman?",
            "to come back with another photo",
            "permit",
            "another photo",
        ),
        Q(
            "s",
            "Why did osman stop eating shrimp?",
            "it made his face swell up at his cousin's wedding",
            "shrimp",
            "face swell",
        ),
        Q("t", "When did shrimp make osman's face swell up?", "2024-04", "shrimp", "shrimp; april"),
        Q(
            "s",
            "Did jefferson's class go to lancetilla?",
            "no, it was cancelled because of the rain",
            "trip-cancel",
            "cancelled; rain",
        ),
        Q(
            "s",
            "Where did jefferson's class go instead of lancetilla?",
            "to the museum in sps, in june, for free",
            "trip-cancel",
            "museum",
        ),
        Q("t", "When did the river flood at osman's work?", "2024-08-18", "flood", "aug 18"),
        Q("s", "How high did the river come up in August 2024?", "2 meters", "flood", "2 meters"),
        Q(
            "m",
            "What did the flood take from osman's rafting company?",
            "2 rafts and the storage shed",
            "flood flood-cost",
            {"flood": "rafts", "flood-cost": "storage shed"},
            "",
            False,
        ),
        Q(
            "s",
            "How much will it cost to replace what the flood took?",
            "60k lempiras",
            "flood-cost",
            "60k",
        ),
        Q(
            "s",
            "Where was yadira's lost parcel found?",
            "in the customs shed in puerto cortes",
            "parcel",
            "customs shed; puerto cortes",
        ),
        Q("s", "How long was yadira's parcel lost?", "7 weeks", "parcel", "7 wks"),
        Q(
            "s",
            "What was in yadira's parcel?",
            "3 cake stands and a turntable",
            "parcel-what",
            "cake stands; turntable",
        ),
        Q(
            "s",
            "How much did yadira's cake stands and turntable cost?",
            "2,100 lempiras",
            "parcel-what",
            "2,100",
        ),
        Q("s", "What did osman score in his written english exam?", "82/100", "exam", "82"),
        Q("t", "When did osman pass his written english exam?", "2024-06", "exam", "june; passed"),
        Q("s", "Where did osman have his birthday dinner?", "at la palapa", "bday", "la palapa"),
        Q("s", "Who booked osman's birthday dinner?", "wendy", "bday", "wendy"),
        Q("s", "How old did osman turn in August 2024?", "31", "bday", "31"),
        Q("s", "What did osman eat at his birthday dinner?", "the fish", "bday", "fish"),
        Q(
            "m",
            "When did osman's guide license actually arrive?",
            "in november, not october",
            "exam ask-license bike",
            {"exam": "license", "ask-license": "license", "bike": "nov"},
            "latest",
        ),
        Q("s", "What colour is osman's bike?", "blue", "bike", "blue"),
        Q("s", "How much did osman's bike cost?", "7,800 lempiras", "bike", "7,800"),
        Q("s", "Who is osman moving in with?", "wendy", "wendy", "wendy; moving"),
        Q(
            "s",
            "Where are osman and wendy going to live?",
            "in a flat near the beach in la ceiba",
            "wendy",
            "flat; beach",
        ),
        Q("t", "When were osman and wendy moving in together?", "2025-01", "wendy", "moving; jan"),
        Q(
            "s",
            "What did jefferson's teacher say at the parents' evening?",
            "math good, reading slow",
            "parents",
            "math; reading slow",
        ),
        Q(
            "t",
            "When was jefferson's parents' evening?",
            "2024-12-10",
            "parents",
            "parents; tues",
            "relative-date",
        ),
        Q(
            "s",
            "Where does yadira spend christmas?",
            "at her mom's in el progreso",
            "xmas",
            "el progreso",
        ),
        Q("s", "How many nacatamales does yadira's mom make?", "80", "xmas", "80"),
        Q(
            "s",
            "What does yadira's family eat on the 24th of december?",
            "nacatamales",
            "xmas",
            "nacatamales",
        ),
        Q(
            "s",
            "What was the kitchen disaster at yadira's bakery?",
            "the oven caught fire and they lost 6 cakes",
            "oven",
            "oven caught fire; 6 cakes",
        ),
        Q(
            "t",
            "When did the bakery oven catch fire?",
            "2024-12-11",
            "oven",
            "oven; wed",
            "relative-date",
        ),
        Q("s", "How much did the new bakery oven cost?", "38k", "new-oven", "38k"),
        Q(
            "t",
            "When did the new oven arrive at the bakery?",
            "2024-12-13",
            "new-oven",
            "oven; yesterday",
            "relative-date",
        ),
        Q("s", "Where did osman go camping?", "at pico bonito", "camping", "pico bonito"),
        Q(
            "s",
            "Who went camping with osman?",
            "wendy and her brother marvin",
            "camping-who",
            "wendy; marvin",
        ),
        Q(
            "s",
            "Why did osman's camping trip fail?",
            "it rained from the friday night and they came home saturday morning",
            "camping-who",
            "rained; home",
        ),
        Q(
            "t",
            "When did osman go camping at pico bonito?",
            "2025-02",
            "camping-fix",
            "camping; feb",
            "latest",
        ),
        Q("s", "Who is marvin?", "wendy's brother", "camping-who", "marvin; brother"),
        Q("t", "When is keyla's birthday?", "2025-03-20", "keyla-7", "keyla; mar 20"),
        Q("s", "How old did keyla turn in March 2025?", "7", "keyla-7", "7"),
        Q(
            "s",
            "What did yadira give keyla for her seventh birthday?",
            "a pink backpack and a toy xylophone",
            "keyla-gifts",
            "pink backpack; xylophone",
        ),
        Q("s", "What did keyla's grandma give her?", "earrings", "keyla-gifts", "earrings"),
        Q("s", "How long was osman's hike to the waterfall?", "12 km", "hike", "12 km"),
        Q(
            "t",
            "When did osman hike to the waterfall?",
            "2025-03-30",
            "hike",
            "waterfall; sun",
            "relative-date",
        ),
        Q(
            "s",
            "What online course is yadira doing?",
            "advanced cake design",
            "yadi-course",
            "cake design",
        ),
        Q(
            "s",
            "When is yadira's online course?",
            "tuesday and thursday nights",
            "yadi-course",
            "tues; thurs",
        ),
        Q(
            "s",
            "What was yadira's first mark in her cake design course?",
            "9/10",
            "yadi-course",
            "9",
        ),
        Q("s", "How much did osman's new laptop cost?", "13,500", "new-laptop", "13,500"),
        Q(
            "m",
            "How much less did osman's new laptop cost than the new one quoted in February 2024?",
            "500 less (13,500 against 14k)",
            "laptop new-laptop",
            {"laptop": "14k", "new-laptop": "13,500"},
        ),
        Q(
            "t",
            "When is yadira's appointment at the cable company's office?",
            "2025-04-07",
            "cable-still",
            "appointment; mon",
            "relative-date",
        ),
        Q(
            "m",
            "Why does yadira have an appointment at the cable company?",
            "they still charge her though she cancelled in april 2024 after a double payment",
            "cable cable-still",
            {"cable": "cancelled", "cable-still": "still charges"},
        ),
        Q(
            "o",
            "Would osman probably enjoy a shrimp cocktail at a party?",
            "probably not: shrimp made his face swell up and he stopped eating it",
            "shrimp",
            "shrimp",
        ),
    ],
)
CONVERSATIONS.append(YADIRA_OSMAN)


NDAPEWA_PETRUS = Conv(
    "pair",
    "named_json",
    ["Ndapewa", "Petrus"],
    """
@ 2024-03-02
Petrus: Ndapewa, greetings from Swakopmund, where the fog has not lifted for a week. How is Windhoek? {hello}
Ndapewa: Hot and dry, and then on Wednesday a storm dropped 48 millimetres of rain in an hour. The river in Katutura broke its banks, and the water came into our garage and ruined two boxes of Elago's books. {storm}
Petrus: Is everyone all right?
Ndapewa: Everyone is fine, only wet. The worst part is that I had forecast 20 millimetres on the evening news, so my colleagues have teased me all week. Eleven years as a weather forecaster at the met office, and I have never missed by so much. {job}
Petrus: Ha! I'm still setting tiles. This month it's the bathrooms of a hotel in Walvis Bay, 140 square metres on my knees. {job-p}
Ndapewa: Poor knees. Isn't Hilma finishing her studies this year?
Petrus: She is! Hilma finishes her accounting degree in Windhoek, and the graduation is on the 26th of April. Frieda and I will drive up for it. {hilma}
Ndapewa: You must stay with us. Tangeni turned 9 on Sunday. We call him Tanga, and he says he wants to be a forecaster like his mother. {tangeni}
Petrus: Another forecaster! What did he get?
Ndapewa: A rain gauge from his father, a headlamp from his sister Magano, and a football from me. {tangeni-gifts}
Petrus: Lovely. I tried your potjiekos recipe last Sunday, but I used kudu instead of mutton and added butternut. Frieda had three plates. {potjie}
Ndapewa: Three plates! Elago will want your version.
@ 2024-06-15
Ndapewa: How was Hilma's graduation? You never came to stay! {ask-grad}
Petrus: We didn't come in the end. Frieda's mother fell ill, so Frieda stayed with her and I drove up alone for the day. And the graduation was on the 27th, not the 26th; I had told you the wrong date. {grad}
Ndapewa: Never mind. What did you give Hilma?
Petrus: A leather briefcase with her name on it. She graduated cum laude, and her first job starts in July at an accounting firm in Windhoek. {grad-gift}
Ndapewa: So she'll be near us. My news: I started an online photography course in May, on Tuesday evenings, and my first assignment got 14 out of 20. The teacher said my horizons are crooked. {course}
Petrus: A forecaster with crooked horizons! How did Magano's exams go?
Ndapewa: Magano is 15 and wrote her mid-year exams this month: 71 in maths, 88 in biology and 59 in history. She blames the history teacher. {magano}
Petrus: 88 in biology! Did the parcel I sent Tanga come?
Ndapewa: Not yet! What parcel? {ask-parcel}
Petrus: A wind-up radio, a late birthday present. I posted it on the 3rd of May with a parcel service in Swakopmund. {parcel}
Ndapewa: I'll chase them. Are you coming up for the fishing at least?
Petrus: I still fish, but I've stopped eating fish altogether. I found a worm in a steenbras at a restaurant in Walvis Bay in May, and I can't face it now. {fish}
@ 2024-10-05
Petrus: Did the radio ever arrive? {ask-radio}
Ndapewa: Yes, on the 12th of July, ten weeks late: the parcel service had sent it to Rundu by mistake. Tanga listens to the weather report on it every evening. {radio}
Petrus: Rundu! A long way for a radio.
Ndapewa: Now my camera is broken. I dropped it on the rocks when we went hiking at the Waterberg at the end of August. The shop in Windhoek quoted 2,800 dollars to repair it, so I bought a new one for 6,500 instead. {camera}
Petrus: An expensive course! How was the Waterberg?
Ndapewa: We walked 14 kilometres, up to the plateau and back: me, Elago and Tanga. Magano stayed at home to study. {hike}
Petrus: Good girl. Frieda and I had our thirtieth anniversary on the 21st of September, and Hilma booked us a table at the Lighthouse Kitchen. It was disappointing: the waiter forgot our order, and the oryx steak came cold. {anniversary}
Ndapewa: Thirty years! Shame about the steak. Any other news?
Petrus: I went to the bank on Tuesday to close my late father's account. It took three visits, but it's done. {bank}
Ndapewa: My course marks are going up: 17 out of 20 for the second assignment and 18 for the third. {marks}
Petrus: Straight horizons at last!
Ndapewa: And Tanga's parents' evening was on Thursday. His teacher, Ms. Nangula, says he's top of the class in science but forgets his homework. {parents}
@ 2025-01-25
Ndapewa: Happy new year! How was Christmas at the coast? {hello-2}
Petrus: Quiet. Frieda's mother came to stay, and on the 26th we had a braai on the beach at Henties Bay with Hilma and her new boyfriend, Ileni. {xmas}
Ndapewa: A boyfriend! What's he like?
Petrus: He's a tour bus driver who takes tourists to Etosha, and Frieda says he eats like a horse. Hilma says they're getting engaged in March. {ileni}
Ndapewa: Big news. We had a kitchen disaster: on New Year's Eve Elago tried to make vetkoek and the oil caught fire. He put it out with a wet towel, but the cupboards above the stove are black. {fire}
Petrus: I'm glad nobody was hurt. I'll come up and tile the wall behind the stove for you.
Ndapewa: We'd love that. And Magano turned 16 on the 8th of January and got a new bike, a grey one, for 3,900 dollars. {magano-16}
Petrus: Sixteen! Did you finish the photography course?
Ndapewa: I finished in November with 81 percent overall, and one of my photos, a storm over Khomasdal, was printed in the paper. {course-end}
Petrus: Famous! I've cancelled something: my subscription to a fishing magazine. It was 210 dollars a month, and I read two issues in a year. {magazine}
Ndapewa: Two issues!
Petrus: Two. Frieda laughed for a week.
@ 2025-05-17
Petrus: Ndapewa, Hilma and Ileni got engaged in March, on top of a dune at Sossusvlei! {engaged}
Ndapewa: How romantic! When's the wedding?
Petrus: Next year, in May. Frieda is already making lists. {wedding}
Ndapewa: Our camping weekend at Spitzkoppe was rained off at Easter: the first rain there in months, so we drove home on the Saturday. {camping}
Petrus: Bad luck. I caught a kabeljou of four kilos at Henties Bay last Sunday and gave it to my neighbour, since I don't eat fish any more. {kabeljou}
Ndapewa: Generous. Tanga turned 10 in February, and now he wants a weather station for the garden. {tanga-10}
Petrus: Like mother, like son. Did the wall behind the stove hold up?
Ndapewa: Elago says the wall you tiled in March is the best thing in the house. He says it was worth the fire. {tiles-done}
Petrus: Tell him thank you. Frieda's mother moved in with us for good in April. She's 84, and she cooks better than all of us. {mother-in-law}
Ndapewa: Lovely. I went to the home affairs office on Monday to renew my identity card: two hours in the queue and 360 dollars. {id-card}
Petrus: Quicker than my bank!
Ndapewa: And Magano got 91 in her biology test, so now she wants to study medicine. {magano-bio}
""",
    [
        Q(
            "t",
            "When was the storm that flooded Ndapewa's garage?",
            "2024-02-28",
            "storm",
            "storm; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "How much rain did the storm in Windhoek drop?",
            "48 millimetres in an hour",
            "storm",
            "48 millimetres",
        ),
        Q(
            "s",
            "What did the flood ruin in Ndapewa's garage?",
            "two boxes of Elago's books",
            "storm",
            "boxes; books",
        ),
        Q(
            "s",
            "How much rain had Ndapewa forecast for the storm?",
            "20 millimetres",
            "job",
            "20 millimetres",
        ),
        Q(
            "s",
            "What is Ndapewa's job?",
            "weather forecaster at the met office",
            "job",
            "weather forecaster",
            "",
            True,
        ),
        Q(
            "s",
            "How long has Ndapewa been a weather forecaster?",
            "eleven years",
            "job",
            "eleven years",
        ),
        Q("s", "What does Petrus do for a living?", "he sets tiles", "job-p", "tiles", "", True),
        Q(
            "s",
            "Where was Petrus working in March 2024?",
            "the bathrooms of a hotel in Walvis Bay",
            "job-p",
            "hotel; walvis bay",
        ),
        Q(
            "s",
            "How many square metres of hotel bathrooms was Petrus tiling?",
            "140",
            "job-p",
            "140",
        ),
        Q("s", "What did Hilma study?", "accounting, in Windhoek", "hilma", "accounting"),
        Q(
            "t",
            "When was Hilma's graduation in the end?",
            "2024-04-27",
            "hilma grad",
            {"hilma": "graduation; april", "grad": "27th"},
            "latest",
        ),
        Q("s", "What is Tangeni's nickname?", "Tanga", "tangeni", "tanga"),
        Q("t", "When did Tangeni turn 9?", "2024-02-25", "tangeni", "9; sunday", "relative-date"),
        Q(
            "s",
            "What does Tangeni want to be?",
            "a forecaster like his mother",
            "tangeni",
            "forecaster",
        ),
        Q(
            "s",
            "What did Tanga get for his ninth birthday?",
            "a rain gauge from his father, a headlamp from Magano and a football from Ndapewa",
            "tangeni-gifts",
            "rain gauge; headlamp; football",
        ),
        Q(
            "s",
            "What did Magano give her brother for his ninth birthday?",
            "a headlamp",
            "tangeni-gifts",
            "headlamp",
        ),
        Q(
            "s",
            "How did Petrus change Ndapewa's potjiekos recipe?",
            "he used kudu instead of mutton and added butternut",
            "potjie",
            "kudu; butternut",
        ),
        Q("s", "Who is Petrus's wife?", "Frieda", "potjie", "frieda"),
        Q("s", "How many plates of potjiekos did Frieda have?", "three", "potjie", "three plates"),
        Q(
            "s",
            "Why didn't Frieda go to Hilma's graduation?",
            "her mother fell ill, so she stayed with her",
            "grad",
            "mother fell ill",
        ),
        Q(
            "s",
            "Did Petrus and Frieda stay with Ndapewa for the graduation?",
            "no, Petrus drove up alone for the day",
            "grad",
            "drove; alone",
        ),
        Q(
            "s",
            "What did Petrus give Hilma for her graduation?",
            "a leather briefcase with her name on it",
            "grad-gift",
            "leather briefcase",
        ),
        Q("s", "How did Hilma graduate?", "cum laude", "grad-gift", "cum laude"),
        Q(
            "s",
            "Where does Hilma work since July 2024?",
            "at an accounting firm in Windhoek",
            "grad-gift",
            "accounting firm",
        ),
        Q(
            "s",
            "What online course did Ndapewa start in May 2024?",
            "a photography course",
            "course",
            "photography course",
        ),
        Q("s", "When are Ndapewa's photography classes?", "Tuesday evenings", "course", "tuesday"),
        Q(
            "s",
            "What mark did Ndapewa get for her first photography assignment?",
            "14 out of 20",
            "course",
            "14",
        ),
        Q(
            "s",
            "What did Ndapewa's photography teacher say about her first assignment?",
            "that her horizons are crooked",
            "course",
            "horizons; crooked",
        ),
        Q("s", "How old was Magano in June 2024?", "15", "magano", "15"),
        Q(
            "s",
            "What did Magano get in her mid-year exams?",
            "71 in maths, 88 in biology and 59 in history",
            "magano",
            "71; 88; 59",
        ),
        Q(
            "s",
            "Who does Magano blame for her history mark?",
            "the history teacher",
            "magano",
            "history teacher",
        ),
        Q(
            "s",
            "What did Petrus send Tanga for his birthday?",
            "a wind-up radio",
            "parcel",
            "wind-up radio",
        ),
        Q("t", "When did Petrus post the wind-up radio?", "2024-05-03", "parcel", "3rd; may"),
        Q(
            "s",
            "Why did Petrus stop eating fish?",
            "he found a worm in a steenbras at a restaurant in Walvis Bay",
            "fish",
            "worm; steenbras",
        ),
        Q("t", "When did Petrus find the worm in his fish?", "2024-05", "fish", "worm; may"),
        Q("t", "When did the wind-up radio finally arrive?", "2024-07-12", "radio", "12th; july"),
        Q(
            "s",
            "Why was the wind-up radio late?",
            "the parcel service had sent it to Rundu by mistake",
            "radio",
            "rundu",
        ),
        Q("s", "How late was Tanga's radio?", "ten weeks", "radio", "ten weeks"),
        Q(
            "s",
            "What does Tanga do with the radio?",
            "listens to the weather report on it every evening",
            "radio",
            "weather report",
        ),
        Q(
            "s",
            "How did Ndapewa break her camera?",
            "she dropped it on the rocks when hiking at the Waterberg",
            "camera",
            "dropped; rocks",
        ),
        Q(
            "s",
            "How much did the repair shop quote for Ndapewa's camera?",
            "2,800 dollars",
            "camera",
            "2,800",
        ),
        Q("s", "How much did Ndapewa pay for her new camera?", "6,500 dollars", "camera", "6,500"),
        Q(
            "t",
            "When did Ndapewa go hiking at the Waterberg?",
            "2024-08",
            "camera",
            "waterberg; august",
        ),
        Q(
            "s",
            "How far did Ndapewa's family walk at the Waterberg?",
            "14 kilometres, up to the plateau and back",
            "hike",
            "14 kilometres",
        ),
        Q(
            "s",
            "Who went hiking at the Waterberg?",
            "Ndapewa, Elago and Tanga",
            "hike",
            "elago; tanga",
        ),
        Q(
            "s",
            "Why didn't Magano go to the Waterberg?",
            "she stayed at home to study",
            "hike",
            "study",
        ),
        Q(
            "t",
            "When is Petrus and Frieda's wedding anniversary?",
            "2024-09-21",
            "anniversary",
            "anniversary; 21st; september",
        ),
        Q(
            "s",
            "How long have Petrus and Frieda been married?",
            "thirty years, as of September 2024",
            "anniversary",
            "thirtieth anniversary",
        ),
        Q(
            "s",
            "Where did Petrus and Frieda have their anniversary dinner?",
            "at the Lighthouse Kitchen",
            "anniversary",
            "lighthouse kitchen",
        ),
        Q(
            "s",
            "Was the anniversary dinner good?",
            "no, the waiter forgot their order and the oryx steak came cold",
            "anniversary",
            "disappointing|forgot|cold",
        ),
        Q(
            "s",
            "Who booked Petrus and Frieda's anniversary dinner?",
            "Hilma",
            "anniversary",
            "hilma",
        ),
        Q(
            "s",
            "Why did Petrus go to the bank in October 2024?",
            "to close his late father's account",
            "bank",
            "late father's account",
        ),
        Q(
            "t",
            "When did Petrus finally close his father's account?",
            "2024-10-01",
            "bank",
            "bank; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "What marks did Ndapewa get for her second and third photography assignments?",
            "17 and 18 out of 20",
            "marks",
            "17; 18",
        ),
        Q("s", "Who is Tanga's teacher?", "Ms. Nangula", "parents", "nangula"),
        Q(
            "s",
            "What did Tanga's teacher say at the parents' evening?",
            "he is top of the class in science but forgets his homework",
            "parents",
            "science; homework",
        ),
        Q(
            "t",
            "When was Tanga's parents' evening?",
            "2024-10-03",
            "parents",
            "parents; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "Where did Petrus's family have a braai after Christmas 2024?",
            "on the beach at Henties Bay",
            "xmas",
            "braai; henties bay",
        ),
        Q("t", "When was the braai at Henties Bay?", "2024-12-26", "xmas", "braai; 26th"),
        Q("s", "What is the name of Hilma's boyfriend?", "Ileni", "xmas", "ileni"),
        Q(
            "s",
            "What does Ileni do?",
            "he is a tour bus driver who takes tourists to Etosha",
            "ileni",
            "tour bus driver",
            "pronoun",
        ),
        Q(
            "s",
            "What does Frieda say about Ileni?",
            "he eats like a horse",
            "ileni",
            "eats like a horse",
            "third-person-fact",
        ),
        Q(
            "s",
            "What was the kitchen disaster at Ndapewa's on New Year's Eve?",
            "Elago tried to make vetkoek and the oil caught fire",
            "fire",
            "vetkoek; oil; fire",
        ),
        Q("s", "How did Elago put out the fire?", "with a wet towel", "fire", "wet towel"),
        Q(
            "s",
            "What was damaged by the kitchen fire?",
            "the cupboards above the stove are black",
            "fire",
            "cupboards",
        ),
        Q("t", "When did Magano turn 16?", "2025-01-08", "magano-16", "8th; january"),
        Q("s", "How much did Magano's new bike cost?", "3,900 dollars", "magano-16", "3,900"),
        Q("s", "What colour is Magano's bike?", "grey", "magano-16", "grey"),
        Q(
            "s",
            "What was Ndapewa's overall mark in the photography course?",
            "81 percent",
            "course-end",
            "81",
        ),
        Q(
            "s",
            "Which of Ndapewa's photos was printed in the paper?",
            "a storm over Khomasdal",
            "course-end",
            "storm; khomasdal",
        ),
        Q(
            "m",
            "How much did Ndapewa's photography marks improve from her first assignment to the third?",
            "from 14 to 18 out of 20",
            "course marks",
            {"course": "14", "marks": "18"},
        ),
        Q(
            "s",
            "What subscription did Petrus cancel?",
            "his subscription to a fishing magazine",
            "magazine",
            "fishing magazine",
        ),
        Q("s", "How much was the fishing magazine?", "210 dollars a month", "magazine", "210"),
        Q(
            "s",
            "How many issues of the magazine did Petrus read?",
            "two in a year",
            "magazine",
            "two issues",
        ),
        Q(
            "s",
            "Where did Hilma and Ileni get engaged?",
            "on top of a dune at Sossusvlei",
            "engaged",
            "dune; sossusvlei",
        ),
        Q("t", "When did Hilma and Ileni get engaged?", "2025-03", "engaged", "engaged; march"),
        Q(
            "m",
            "Did Hilma and Ileni get engaged when Hilma said they would?",
            "yes, in March 2025, as she had said",
            "ileni engaged",
            {"ileni": "engaged; march", "engaged": "engaged; march"},
        ),
        Q("s", "When is Hilma and Ileni's wedding?", "next year, in May (2026)", "wedding", "may"),
        Q(
            "s",
            "Where was Ndapewa's Easter camping weekend?",
            "at Spitzkoppe",
            "camping",
            "spitzkoppe",
        ),
        Q(
            "t",
            "When did Ndapewa's family drive home from the rained-off camping weekend?",
            "2025-04-19",
            "camping",
            "easter; saturday",
            "human-date",
        ),
        Q("s", "How heavy was the kabeljou Petrus caught?", "four kilos", "kabeljou", "four kilos"),
        Q(
            "t",
            "When did Petrus catch the kabeljou?",
            "2025-05-11",
            "kabeljou",
            "kabeljou; sunday",
            "relative-date",
        ),
        Q(
            "m",
            "Why did Petrus give his kabeljou away?",
            "he stopped eating fish after finding a worm in a steenbras",
            "kabeljou fish",
            {"kabeljou": "gave; neighbour", "fish": "worm"},
            "event-chain",
        ),
        Q(
            "s",
            "What does Tanga want now that he is 10?",
            "a weather station for the garden",
            "tanga-10",
            "weather station",
        ),
        Q("t", "When did Tanga turn 10?", "2025-02", "tanga-10", "10; february"),
        Q(
            "s",
            "What does Elago think of the wall Petrus tiled?",
            "the best thing in the house, worth the fire",
            "tiles-done",
            "best thing",
        ),
        Q(
            "m",
            "Which wall did Petrus tile for Ndapewa and Elago, and when?",
            "the wall behind the stove, in March 2025",
            "fire tiles-done",
            {"fire": "stove", "tiles-done": "march"},
        ),
        Q("s", "How old is Frieda's mother?", "84", "mother-in-law", "84"),
        Q(
            "t",
            "When did Frieda's mother move in with Petrus and Frieda?",
            "2025-04",
            "mother-in-law",
            "moved; april",
        ),
        Q(
            "s",
            "Why did Ndapewa go to the home affairs office?",
            "to renew her identity card",
            "id-card",
            "identity card",
        ),
        Q("s", "How much did Ndapewa's new identity card cost?", "360 dollars", "id-card", "360"),
        Q(
            "t",
            "When did Ndapewa renew her identity card?",
            "2025-05-12",
            "id-card",
            "identity card; monday",
            "relative-date",
        ),
        Q("s", "What does Magano want to study?", "medicine", "magano-bio", "medicine"),
        Q(
            "s",
            "What did Magano get in her biology test in 2025?",
            "91",
            "magano-bio",
            "91",
            "latest",
        ),
        Q(
            "o",
            "Would Tanga probably enjoy a visit to a weather station?",
            "probably yes: he wants to be a forecaster and listens to the weather report every evening",
            "tangeni radio",
            {"tangeni": "forecaster", "radio": "weather report"},
        ),
        Q(
            "o",
            "Would Petrus probably order the fish at a seafood restaurant?",
            "probably not: he stopped eating fish after finding a worm in a steenbras",
            "fish",
            "stopped eating fish",
        ),
    ],
)
CONVERSATIONS.append(NDAPEWA_PETRUS)


AIGERIM_NURLAN = Conv(
    "pair",
    "timestamped_lines",
    ["Aigerim", "Nurlan"],
    """
@ 2024-02-24
Nurlan: Aigerim, hello from Shymkent! Is it still snowing in Almaty? {hello}
Aigerim: It snowed so hard on Tuesday that the schools closed for two days, and Dias and Tomiris built a snow fort in the yard. {snow}
Nurlan: Lucky children. Are you still typing up court hearings? {ask-job}
Aigerim: Still a court reporter at the city court, seven years in May. And I've signed up for the IELTS exam on the 23rd of March, because the court wants reporters who can work in English. {job}
Nurlan: Good luck! I'm still an insurance assessor, mostly cars after accidents, and this winter a lot of burst pipes. {job-n}
Aigerim: Will you come for Nauryz? Mama is making nauryz kozhe for thirty people on the 22nd, as every year, and the children will wear new clothes to visit both grandmothers. {nauryz}
Nurlan: I'd love to, but Arman has exams. Big news, though: my brother's fiancée is coming to meet our parents next week. {fiancee}
Aigerim: Finally! What's she like?
Nurlan: I'll tell you when I've met her myself. Meanwhile my smartwatch stopped charging on Monday, after only four months. {watch}
Aigerim: Send it back! I baked your mother's baursaks last weekend, but with kefir instead of milk, and they came out twice as fluffy. {baursak}
Nurlan: Kefir! I'll tell her. How old is Dias now?
Aigerim: Nine, and ten in January. And how old is Arman? {ask-arman}
Nurlan: Seventeen in April. He finishes school in May and takes the national university test in June. {arman}
@ 2024-06-01
Aigerim: Nurlan, I passed the IELTS! 6.5 overall, and 7 in listening. {ielts}
Nurlan: Brilliant! When did the results come?
Aigerim: On the 5th of April. No, actually on the 4th: the email came just before midnight. {ielts-date}
Nurlan: Ha. We met the fiancée at last. Her name is Saule, she teaches dombra at a music school in Turkestan, and the wedding is in September. {saule}
Aigerim: A dombra teacher! You missed a good Nauryz. Mama made her nauryz kozhe with seven ingredients as always, and Tomiris turned 6 on the 21st of March, so we had two celebrations in two days. {tomiris-6}
Nurlan: Happy birthday to her! What did she get?
Aigerim: Roller skates from us, a small dombra from Mama, and a snow leopard toy from Dias. {tomiris-gifts}
Nurlan: My smartwatch saga goes on: the shop refused to take it back, so I posted it to the company's office in Almaty, and now they say the parcel never arrived. {watch-parcel}
Aigerim: Oh no. Did you ask at the post?
Nurlan: I filled in a form. And a sadder thing: I've stopped eating kazy. Arman's class visited a horse farm near Sayram, and Arman named a young horse there; I can't do it now. {kazy}
Aigerim: I understand completely. Dias's class had a science fair on Wednesday, and his model of a water filter won second prize. {science}
Nurlan: An engineer in the family!
@ 2024-09-21
Nurlan: The wedding of my brother Yerlan and Saule was on the 7th, in Turkestan. Three hundred guests, and I gave a toast in three languages. {wedding}
Aigerim: Three! Which ones?
Nurlan: Kazakh, Russian and a little English, which I practised with your IELTS books. {languages}
Aigerim: Ha. And Arman's test?
Nurlan: 112 points out of 140, enough for a state scholarship to study hydrology in Almaty. He moved into the student hostel on the 1st of September. {arman-test}
Aigerim: In Almaty! He must come to us for dinner every Sunday. {sunday-dinner}
Nurlan: He'll eat you out of house and home. Did the mudflow reach you in July? {ask-mud}
Aigerim: Not our street, but on the 14th of July it flooded my parents' basement in the foothills and ruined Papa's rosehip syrup and his fishing gear. {mudflow}
Nurlan: Poor Papa. Watch news: the parcel was found! It sat in a post hub in Taraz for two months, and the company had already sent me a new watch, so now I have two. {watch-found}
Aigerim: Two watches! For Timur's 40th birthday I booked a table at the Almaly Terrace on the 14th of September, and it was wonderful: the musicians played his favourite song. {timur-40}
Nurlan: Forty! Give him my best. And you, anything new?
Aigerim: I started an evening class in Turkish, every Monday and Wednesday at seven, fourteen of us in a school classroom. {turkish}
@ 2025-01-11
Aigerim: Happy new year! Did Arman tell you about his Sunday dinners with us? {hny}
Nurlan: He says he came every Sunday in October and only twice in November, because he found a girlfriend. {arman-gf}
Aigerim: That's true, he brought Madina once. My news: the dishwasher broke on New Year's Day, right after thirty people had eaten. The repairman wants 45,000 tenge, and a new one is 210,000. {dishwasher}
Nurlan: Get it repaired. I had a kitchen disaster: I made beshbarmak for Yerlan and Saule, forgot the salt in the dough and boiled the meat dry. We ordered pizza. {beshbarmak}
Aigerim: Ha! Tomiris was a snow leopard in the New Year show at her school, with a tail Mama sewed. {show}
Nurlan: Sweet. How is the Turkish going?
Aigerim: The first test was 68 out of 100. Timur says my accent is terrible. {turkish-test}
Nurlan: Cheeky. I went to the akimat on Thursday about the road outside our house: four hours in the queue, and they promised to fix it in spring. {akimat}
Aigerim: I'll believe it when I see it. Saule told Mama that she and Yerlan are expecting a baby in June! {saule-baby}
Nurlan: I'm going to be an uncle again!
Aigerim: And Dias turned 10 on the 3rd of January. We gave him a red bike, 95,000 tenge, and he rides it in the snow. {dias-10}
@ 2025-06-07
Nurlan: We walked up to Big Almaty Lake on Sunday with Arman and Madina: 16 kilometres there and back, and Madina was the fastest. {lake}
Aigerim: So he finally brought her to you!
Nurlan: She's lovely, and she studies landscape design. And the baby has come: Saule had a boy on the 29th of May, and they've called him Alikhan. {baby}
Aigerim: Congratulations, uncle! When is the besik toi?
Nurlan: On the 15th of June, at my parents' house in Shymkent. You'll come? {besik}
Aigerim: Of course. We'll bring a silver anklet for Alikhan and a blanket Mama is making. {besik-gift}
Nurlan: Lovely. And the road outside our house? Never fixed. They came in April, looked at it and left. {road}
Aigerim: Of course. I finished my Turkish course with 84 in the final test, and the teacher gave me a book of poems. {turkish-end}
Nurlan: Well done! Are Timur and Dias still going fishing?
Aigerim: They went to Kapchagay in May and caught nothing but a sunburn. {fishing}
Nurlan: Ha! And the dishwasher?
Aigerim: It was repaired in January for 45,000 and broke again in April, so we bought a new one in a sale for 195,000. {dishwasher-2}
""",
    [
        Q(
            "t",
            "When did the snow close the schools in Almaty?",
            "2024-02-20",
            "snow",
            "snowed; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Dias and Tomiris build in the snow?",
            "a snow fort in the yard",
            "snow",
            "snow fort",
        ),
        Q(
            "s",
            "What is Aigerim's job?",
            "court reporter at the city court",
            "job",
            "court reporter",
            "",
            True,
        ),
        Q(
            "s",
            "How long has Aigerim been a court reporter?",
            "seven years in May 2024",
            "job",
            "seven years",
        ),
        Q(
            "s",
            "Why did Aigerim sign up for the IELTS?",
            "the court wants reporters who can work in English",
            "job",
            "court; english",
        ),
        Q("t", "When was Aigerim's IELTS exam?", "2024-03-23", "job", "ielts; 23rd; march"),
        Q(
            "s",
            "What is Nurlan's job?",
            "insurance assessor",
            "job-n",
            "insurance assessor",
            "",
            True,
        ),
        Q(
            "s",
            "What does Nurlan mostly assess?",
            "cars after accidents, and burst pipes in winter",
            "job-n",
            "cars; burst pipes",
        ),
        Q(
            "s",
            "How does Aigerim's family keep Nauryz?",
            "her mama makes nauryz kozhe for thirty people on the 22nd and the children wear new clothes to visit both grandmothers",
            "nauryz",
            "nauryz kozhe; grandmothers",
        ),
        Q(
            "s",
            "How many people does Aigerim's mama cook for at Nauryz?",
            "thirty",
            "nauryz",
            "thirty",
        ),
        Q(
            "s",
            "Why couldn't Nurlan come for Nauryz?",
            "Arman had exams",
            "fiancee",
            "arman; exams",
        ),
        Q(
            "s",
            "What went wrong with Nurlan's smartwatch?",
            "it stopped charging after only four months",
            "watch",
            "stopped charging",
        ),
        Q(
            "t",
            "When did Nurlan's smartwatch stop charging?",
            "2024-02-19",
            "watch",
            "smartwatch; monday",
            "relative-date",
        ),
        Q(
            "s",
            "How did Aigerim change the baursak recipe?",
            "she used kefir instead of milk",
            "baursak",
            "kefir",
        ),
        Q(
            "s",
            "Whose baursak recipe did Aigerim bake?",
            "Nurlan's mother's",
            "baursak",
            "mother's; baursaks",
        ),
        Q("s", "How old was Dias in February 2024?", "nine", "ask-arman", "nine", "fragment"),
        Q(
            "s",
            "How old was Arman going to be in April 2024?",
            "seventeen",
            "arman",
            "seventeen",
            "fragment",
        ),
        Q("s", "When did Arman finish school?", "in May 2024", "arman", "finishes school; may"),
        Q("s", "What was Aigerim's overall IELTS score?", "6.5", "ielts", "6"),
        Q("s", "What did Aigerim get in IELTS listening?", "7", "ielts", "7; listening"),
        Q(
            "t",
            "When did Aigerim's IELTS results come?",
            "2024-04-04",
            "ielts-date",
            "4th",
            "latest",
        ),
        Q(
            "m",
            "Who is Saule?",
            "Nurlan's brother Yerlan's fiancée, then wife, a dombra teacher",
            "fiancee saule",
            {"fiancee": "brother's fiancée", "saule": "saule"},
        ),
        Q(
            "s",
            "What does Saule do?",
            "she teaches dombra at a music school in Turkestan",
            "saule",
            "dombra; music school",
            "pronoun",
        ),
        Q("t", "When did Tomiris turn 6?", "2024-03-21", "tomiris-6", "tomiris; 21st; march"),
        Q(
            "s",
            "How many ingredients does Aigerim's mama put in her nauryz kozhe?",
            "seven",
            "tomiris-6",
            "seven ingredients",
        ),
        Q(
            "s",
            "What did Tomiris get for her sixth birthday?",
            "roller skates, a small dombra and a snow leopard toy",
            "tomiris-gifts",
            "roller skates; dombra; snow leopard",
        ),
        Q(
            "s",
            "What did Dias give Tomiris for her birthday?",
            "a snow leopard toy",
            "tomiris-gifts",
            "snow leopard",
        ),
        Q(
            "s",
            "What happened to Nurlan's smartwatch after the shop refused it?",
            "he posted it to the company's office in Almaty and they said it never arrived",
            "watch-parcel",
            "parcel never arrived",
        ),
        Q(
            "s",
            "Why did Nurlan stop eating kazy?",
            "Arman named a young horse at a horse farm near Sayram on a class visit",
            "kazy",
            "horse farm; named",
        ),
        Q("s", "Where was the horse farm Arman's class visited?", "near Sayram", "kazy", "sayram"),
        Q(
            "s",
            "What did Dias make for the science fair?",
            "a model of a water filter",
            "science",
            "water filter",
        ),
        Q(
            "s",
            "What prize did Dias's water filter win?",
            "second prize",
            "science",
            "second prize",
        ),
        Q(
            "t",
            "When was Dias's science fair?",
            "2024-05-29",
            "science",
            "science fair; wednesday",
            "relative-date",
        ),
        Q("t", "When did Yerlan and Saule get married?", "2024-09-07", "wedding", "wedding; 7th"),
        Q("s", "Where was Yerlan and Saule's wedding?", "in Turkestan", "wedding", "turkestan"),
        Q(
            "s",
            "How many guests were at Yerlan's wedding?",
            "three hundred",
            "wedding",
            "three hundred",
        ),
        Q(
            "s",
            "In which languages did Nurlan give his toast?",
            "Kazakh, Russian and a little English",
            "languages",
            "kazakh; russian; english",
        ),
        Q(
            "s",
            "How did Nurlan practise his English for the toast?",
            "with Aigerim's IELTS books",
            "languages",
            "ielts books",
        ),
        Q(
            "s",
            "How many points did Arman get in the national university test?",
            "112 out of 140",
            "arman-test",
            "112",
        ),
        Q(
            "s",
            "What is Arman studying?",
            "hydrology, in Almaty, on a state scholarship",
            "arman-test",
            "hydrology",
        ),
        Q(
            "t",
            "When did Arman move into the student hostel?",
            "2024-09-01",
            "arman-test",
            "hostel; 1st; september",
        ),
        Q(
            "m",
            "How old was Arman when he moved into the student hostel?",
            "seventeen",
            "arman arman-test",
            {"arman": "seventeen", "arman-test": "hostel"},
        ),
        Q(
            "t",
            "When did the mudflow flood Aigerim's parents' basement?",
            "2024-07-14",
            "mudflow",
            "14th; july",
        ),
        Q(
            "s",
            "What did the mudflow ruin?",
            "Papa's rosehip syrup and his fishing gear",
            "mudflow",
            "rosehip syrup; fishing gear",
        ),
        Q(
            "s",
            "Where was Nurlan's lost parcel found?",
            "in a post hub in Taraz",
            "watch-found",
            "taraz",
        ),
        Q("s", "How many smartwatches does Nurlan have now?", "two", "watch-found", "two"),
        Q(
            "s",
            "How long was Nurlan's smartwatch parcel lost?",
            "two months",
            "watch-found",
            "two months",
        ),
        Q(
            "s",
            "Where did Aigerim book Timur's 40th birthday dinner?",
            "at the Almaly Terrace",
            "timur-40",
            "almaly terrace",
        ),
        Q(
            "t",
            "When was Timur's 40th birthday dinner?",
            "2024-09-14",
            "timur-40",
            "14th; september",
        ),
        Q(
            "s",
            "Was Timur's birthday dinner good?",
            "yes, it was wonderful; the musicians played his favourite song",
            "timur-40",
            "wonderful|favourite song",
        ),
        Q("s", "How old did Timur turn in 2024?", "40", "timur-40", "40th"),
        Q(
            "s",
            "What evening class did Aigerim start in September 2024?",
            "Turkish",
            "turkish",
            "turkish",
        ),
        Q(
            "s",
            "When is Aigerim's Turkish class?",
            "every Monday and Wednesday at seven",
            "turkish",
            "monday; wednesday",
        ),
        Q("s", "How many are in Aigerim's Turkish class?", "fourteen", "turkish", "fourteen"),
        Q(
            "s",
            "How often did Arman come to Aigerim's for Sunday dinner in November 2024?",
            "only twice",
            "arman-gf",
            "twice; november",
        ),
        Q(
            "s",
            "Why did Arman come less often in November?",
            "he found a girlfriend",
            "arman-gf",
            "girlfriend",
        ),
        Q(
            "m",
            "What is the name of Arman's girlfriend?",
            "Madina",
            "hny dishwasher",
            {"hny": "arman", "dishwasher": "madina"},
        ),
        Q(
            "t",
            "When did Aigerim's dishwasher break the first time?",
            "2025-01-01",
            "dishwasher",
            "dishwasher; new year's day",
            "human-date",
        ),
        Q(
            "s",
            "How much did the repairman want for Aigerim's dishwasher?",
            "45,000 tenge",
            "dishwasher",
            "45,000",
        ),
        Q(
            "s",
            "What went wrong with Nurlan's beshbarmak?",
            "he forgot the salt in the dough and boiled the meat dry",
            "beshbarmak",
            "salt; meat dry",
        ),
        Q("s", "What did they eat instead of Nurlan's beshbarmak?", "pizza", "beshbarmak", "pizza"),
        Q("s", "What was Tomiris in the New Year show?", "a snow leopard", "show", "snow leopard"),
        Q("s", "Who sewed Tomiris's tail for the show?", "Aigerim's mama", "show", "mama sewed"),
        Q(
            "s",
            "What did Aigerim get in her first Turkish test?",
            "68 out of 100",
            "turkish-test",
            "68",
        ),
        Q(
            "s",
            "What does Timur say about Aigerim's Turkish?",
            "her accent is terrible",
            "turkish-test",
            "accent",
        ),
        Q(
            "s",
            "Why did Nurlan go to the akimat?",
            "about the road outside his house",
            "akimat",
            "road",
        ),
        Q(
            "t",
            "When did Nurlan go to the akimat?",
            "2025-01-09",
            "akimat",
            "akimat; thursday",
            "relative-date",
        ),
        Q("s", "How long did Nurlan wait at the akimat?", "four hours", "akimat", "four hours"),
        Q(
            "m",
            "Did the akimat fix the road outside Nurlan's house in spring as promised?",
            "no; they came in April, looked at it and left",
            "akimat road",
            {"akimat": "spring", "road": "never fixed"},
        ),
        Q(
            "s",
            "Who told Aigerim's mama that Saule was expecting?",
            "Saule herself",
            "saule-baby",
            "saule; mama",
            "third-person-fact",
        ),
        Q("t", "When did Dias turn 10?", "2025-01-03", "dias-10", "10; 3rd; january"),
        Q("s", "What did Dias get for his tenth birthday?", "a red bike", "dias-10", "red bike"),
        Q("s", "How much did Dias's bike cost?", "95,000 tenge", "dias-10", "95,000"),
        Q(
            "s",
            "How far was the walk to Big Almaty Lake?",
            "16 kilometres there and back",
            "lake",
            "16 kilometres",
        ),
        Q(
            "t",
            "When did Nurlan walk to Big Almaty Lake?",
            "2025-06-01",
            "lake",
            "big almaty lake; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "Who was fastest on the walk to Big Almaty Lake?",
            "Madina",
            "lake",
            "madina; fastest",
        ),
        Q("s", "What does Madina study?", "landscape design", "baby", "landscape design"),
        Q("s", "What is the name of Yerlan and Saule's baby?", "Alikhan", "baby", "alikhan"),
        Q("t", "When was Alikhan born?", "2025-05-29", "baby", "29th; may"),
        Q(
            "m",
            "Was Saule's baby born when expected?",
            "nearly: expected in June, born on the 29th of May 2025",
            "saule-baby baby",
            {"saule-baby": "june", "baby": "29th; may"},
            "event-chain",
        ),
        Q("t", "When is Alikhan's besik toi?", "2025-06-15", "besik", "15th; june"),
        Q(
            "s",
            "Where is Alikhan's besik toi?",
            "at Nurlan's parents' house in Shymkent",
            "besik",
            "parents' house",
        ),
        Q(
            "s",
            "What will Aigerim bring to the besik toi?",
            "a silver anklet for Alikhan and a blanket her mama is making",
            "besik-gift",
            "silver anklet; blanket",
        ),
        Q(
            "s",
            "What mark did Aigerim get at the end of her Turkish course?",
            "84",
            "turkish-end",
            "84",
            "latest",
        ),
        Q(
            "s",
            "What did Aigerim's Turkish teacher give her?",
            "a book of poems",
            "turkish-end",
            "poems",
        ),
        Q(
            "s",
            "What did Timur and Dias catch at Kapchagay?",
            "nothing but a sunburn",
            "fishing",
            "sunburn",
        ),
        Q(
            "t",
            "When did Timur and Dias go fishing at Kapchagay?",
            "2025-05",
            "fishing",
            "kapchagay; may",
        ),
        Q(
            "s",
            "How much did Aigerim pay for the new dishwasher?",
            "195,000, in a sale",
            "dishwasher-2",
            "195,000",
        ),
        Q(
            "m",
            "How much did Aigerim spend on the dishwasher in all, repair and new one?",
            "240,000 tenge (45,000 then 195,000)",
            "dishwasher dishwasher-2",
            {"dishwasher": "45,000", "dishwasher-2": "195,000"},
        ),
        Q(
            "m",
            "How much less than the first quoted price did Aigerim pay for her new dishwasher?",
            "15,000 tenge less (195,000 against 210,000)",
            "dishwasher dishwasher-2",
            {"dishwasher": "210,000", "dishwasher-2": "195,000"},
        ),
        Q(
            "o",
            "Would Nurlan probably eat a plate of kazy at a party?",
            "probably not: he stopped eating it after Arman named a young horse",
            "kazy",
            "kazy",
        ),
    ],
)
CONVERSATIONS.append(AIGERIM_NURLAN)


ANJALI = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-03-16
User: Hello, my name is Anjali. I live in Curepipe and work as a night auditor at a hotel in Flic en Flac. I need help writing a letter to my daughter's school. {hi}
Assistant: Hello, Anjali! I'd be glad to help. What is the letter about?
User: My daughter Divya is 11 and in Grade 6. Her class trip to Le Morne costs 1,200 rupees, and I want to ask whether I can pay it in two parts. {trip}
Assistant: Of course. When is the trip, and when is the money due?
User: The trip is on the 12th of April, and the money is due on the 25th of March. I only get paid on the 28th, which is the problem. {trip-dates}
Assistant: Here is a draft: "Dear Teacher, I would like to ask whether Divya's trip to Le Morne could be paid in two parts, 600 rupees now and 600 after the 28th of March." Would you like to add anything?
User: Yes, please ask for a lunch without vindaye. Divya stopped eating fish vindaye in January, after a school project on the ocean made her sad. {vindaye}
Assistant: I've added a line asking for a lunch without vindaye. Is there anything else?
User: No, that's perfect. Next week is busy anyway: every year for Maha Shivaratri my husband Vikash and I walk to Grand Bassin, about 20 kilometres, carrying a kanwar we make ourselves. {shivaratri}
Assistant: That sounds like a beautiful tradition. I hope the walk goes well.
@ 2024-07-06
User: Hi again, it's Anjali. Can you help me write a complaint to a delivery company? {hi-2}
Assistant: Of course. What happened?
User: I ordered a pair of running shoes and a graphing calculator for my son Rishi from a shop in Port Louis on the 3rd of June. They promised three days, and after a month nothing has come. {parcel}
Assistant: I'm sorry. How much did you pay, and how did you pay?
User: 4,350 rupees, by card. The calculator is for his exams in October; he's 16 and in Form 5. {rishi}
Assistant: Here's a draft: "On the 3rd of June I paid 4,350 rupees for an order that has not arrived. Please deliver it within seven days or refund me in full."
User: Good. Please add that I called them twice this week, on Monday and on Thursday. {calls}
Assistant: Added: "I telephoned your office on Monday and again on Thursday and was given no answer."
User: Thank you. At least one thing came good this month: the cyclone in January tore the roof off our carport, and the insurance finally paid 38,000 rupees last week. {cyclone}
Assistant: I'm glad the insurance paid. Good luck with the delivery company.
@ 2024-11-09
User: Hello, Anjali here. My husband Vikash turns 50 on the 30th of November, and I've booked the Tamarind Verandah for twelve people. Can you help me with a short speech? {vikash-50}
Assistant: How lovely! Tell me a little about him.
User: He has been a school bus driver for 22 years, he grows passion fruit in our back garden, and he makes the best dholl puri in Curepipe. {vikash}
Assistant: Here's a start: "Fifty years, twenty-two of them behind the wheel of a school bus, and not one passion fruit wasted..."
User: Ha! Please add that the parcel from July finally came in September. A shop in Rose Hill had it by mistake, and Rishi had his calculator in time for his exams. {parcel-found}
Assistant: That's a fun story for the speech. I've added it as a joke about patience.
User: And Divya came top of her class in the end-of-year exams, with 92 in maths. {divya}
Assistant: Congratulations to her! I've added a line about how proud the family is.
User: The children are giving him a sunset cruise at Black River, and my gift is a leather wallet with our wedding photo inside. {gifts}
Assistant: Those are wonderful gifts. Here is the full speech with all of that in it.
@ 2025-02-22
User: Hi, it's Anjali. In January I started an evening class in hotel management at the polytechnic in Rose Hill, every Wednesday from six to nine. I need a study timetable for my first exam on the 20th of March. {class}
Assistant: Happy to help! When are you free to study?
User: I work mornings at the hotel from Monday to Thursday and evenings on Saturdays. Fridays are my day off. {shifts}
Assistant: Then Friday mornings for long sessions, and an hour on Monday to Thursday afternoons, could work well.
User: That sounds right. My first assignment came back with 15 out of 20. {mark}
Assistant: That's a good start. I've given the weakest topics more time in the timetable.
User: Good. The birthday dinner was wonderful, by the way. Vikash cried during my speech, and the restaurant gave him a cake for free. {dinner}
Assistant: That's lovely to hear! I'm glad the speech went well.
User: And Rishi's exam results came in January: five credits, including maths. {rishi-results}
Assistant: Congratulations to Rishi! Here is your timetable up to the 20th of March.
""",
    [
        Q("s", "Where do I live?", "in Curepipe", "hi", "curepipe", "first-person-question", True),
        Q(
            "s",
            "What is my job?",
            "night auditor at a hotel in Flic en Flac",
            "hi",
            "night auditor",
            "first-person-question",
            True,
        ),
        Q("s", "How old is Divya?", "11, in Grade 6 (March 2024)", "trip", "11"),
        Q("s", "Where was Divya's class trip going?", "to Le Morne", "trip", "le morne"),
        Q("s", "How much did Divya's class trip cost?", "1,200 rupees", "trip", "1,200"),
        Q("t", "When was Divya's class trip?", "2024-04-12", "trip-dates", "12th; april"),
        Q(
            "t",
            "When was the money for Divya's trip due?",
            "2024-03-25",
            "trip-dates",
            "25th; march",
        ),
        Q(
            "s",
            "Why did Anjali ask to pay for the trip in two parts?",
            "she only gets paid on the 28th, after the money is due",
            "trip-dates",
            "paid; 28th",
        ),
        Q(
            "s",
            "Why did Divya stop eating fish vindaye?",
            "a school project on the ocean made her sad",
            "vindaye",
            "project; ocean",
        ),
        Q(
            "t",
            "When did Divya stop eating fish vindaye?",
            "2024-01",
            "vindaye",
            "vindaye; january",
        ),
        Q(
            "s",
            "How does Anjali keep Maha Shivaratri?",
            "she and Vikash walk to Grand Bassin, about 20 kilometres, carrying a kanwar they make themselves",
            "shivaratri",
            "grand bassin; kanwar",
        ),
        Q(
            "s",
            "How far do Anjali and Vikash walk for Maha Shivaratri?",
            "about 20 kilometres",
            "shivaratri",
            "20 kilometres",
        ),
        Q("s", "Who is Vikash?", "Anjali's husband", "shivaratri", "husband vikash"),
        Q(
            "s",
            "What did Anjali order for Rishi?",
            "a pair of running shoes and a graphing calculator",
            "parcel",
            "running shoes; graphing calculator",
        ),
        Q(
            "t",
            "When did Anjali order Rishi's shoes and calculator?",
            "2024-06-03",
            "parcel",
            "3rd; june",
        ),
        Q(
            "s",
            "How much did Anjali pay for the order that did not arrive?",
            "4,350 rupees",
            "rishi",
            "4,350",
        ),
        Q("s", "How old was Rishi in July 2024?", "16", "rishi", "16"),
        Q(
            "s",
            "Why does Rishi need the graphing calculator?",
            "for his exams in October",
            "rishi",
            "exams; october",
        ),
        Q(
            "t",
            "When did Anjali first call the delivery company?",
            "2024-07-01",
            "calls",
            "called; monday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Anjali call the delivery company the second time?",
            "2024-07-04",
            "calls",
            "thursday",
            "relative-date",
        ),
        Q(
            "s",
            "What did the cyclone damage at Anjali's house?",
            "it tore the roof off the carport",
            "cyclone",
            "roof; carport",
        ),
        Q(
            "s",
            "How much did the insurance pay for the cyclone damage?",
            "38,000 rupees",
            "cyclone",
            "38,000",
        ),
        Q(
            "t",
            "When was the cyclone that damaged Anjali's carport?",
            "2024-01",
            "cyclone",
            "cyclone; january",
        ),
        Q("t", "When does Vikash turn 50?", "2024-11-30", "vikash-50", "50; 30th; november"),
        Q(
            "s",
            "Where did Anjali book Vikash's 50th birthday dinner?",
            "the Tamarind Verandah",
            "vikash-50",
            "tamarind verandah",
        ),
        Q(
            "s",
            "How many people were booked for Vikash's birthday dinner?",
            "twelve",
            "vikash-50",
            "twelve",
        ),
        Q("s", "What is Vikash's job?", "school bus driver", "vikash", "school bus driver"),
        Q("s", "How long has Vikash driven a school bus?", "22 years", "vikash", "22 years"),
        Q(
            "s",
            "What does Vikash grow in the back garden?",
            "passion fruit",
            "vikash",
            "passion fruit",
        ),
        Q("s", "What does Vikash cook best?", "dholl puri", "vikash", "dholl puri"),
        Q(
            "s",
            "Where was Anjali's lost parcel found?",
            "a shop in Rose Hill had it by mistake",
            "parcel-found",
            "rose hill",
        ),
        Q(
            "t",
            "When did Anjali's parcel finally arrive?",
            "2024-09",
            "parcel-found",
            "parcel; september",
        ),
        Q(
            "m",
            "How long did Anjali wait for the running shoes and the calculator?",
            "about three months: ordered on the 3rd of June, arrived in September 2024",
            "parcel parcel-found",
            {"parcel": "3rd; june", "parcel-found": "september"},
        ),
        Q("s", "What did Divya get in maths at the end of the year?", "92", "divya", "92"),
        Q(
            "s",
            "What did the children give Vikash for his 50th?",
            "a sunset cruise at Black River",
            "gifts",
            "sunset cruise; black river",
        ),
        Q(
            "s",
            "What did Anjali give Vikash for his 50th birthday?",
            "a leather wallet with their wedding photo inside",
            "gifts",
            "leather wallet",
        ),
        Q(
            "s",
            "What class did Anjali start in January 2025?",
            "hotel management, at the polytechnic in Rose Hill",
            "class",
            "hotel management",
        ),
        Q(
            "s",
            "When is Anjali's evening class?",
            "every Wednesday from six to nine",
            "class",
            "wednesday",
        ),
        Q(
            "t",
            "When is Anjali's first hotel management exam?",
            "2025-03-20",
            "class",
            "exam; 20th; march",
        ),
        Q("s", "What is Anjali's day off?", "Friday", "shifts", "fridays"),
        Q("s", "When does Anjali work evenings?", "on Saturdays", "shifts", "evenings; saturdays"),
        Q("s", "What mark did Anjali get for her first assignment?", "15 out of 20", "mark", "15"),
        Q(
            "s",
            "Was Vikash's birthday dinner a success?",
            "yes, it was wonderful; he cried during the speech and the restaurant gave him a free cake",
            "dinner",
            "wonderful|cake",
        ),
        Q(
            "s",
            "How did Rishi do in his exams?",
            "five credits, including maths",
            "rishi-results",
            "five credits",
        ),
        Q(
            "o",
            "Would Divya probably enjoy a fish vindaye at a party?",
            "probably not: she stopped eating it after a school project on the ocean",
            "vindaye",
            "vindaye",
        ),
    ],
    user_label="Anjali",
)
CONVERSATIONS.append(ANJALI)


KAGISO = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-04-27
User: hi. kagiso from francistown. need an ad to sell my old bike {hi}
Assistant: Hi Kagiso! Happy to help. Tell me about the bike.
User: green, 7 yrs old, new chain in jan. 900 pula {bike-old}
Assistant: Here's a draft: "Green bike for sale, 900 pula. New chain fitted in January. Rides well."
User: add pickup at my shop. shoe repair stall at the bus rank, mon to sat {shop}
Assistant: Added: "Collect from the shoe repair stall at the bus rank, Monday to Saturday."
User: selling bc i got a new one last wk. red, 2,400 pula. 6 km to work each way {bike-new}
Assistant: Nice upgrade! Your ad is ready to post.
@ 2024-08-17
User: need a msg to cancel my phone contract {cancel}
Assistant: Sure. Which company, and why are you cancelling?
User: 350 pula a month n no signal at the stall. going prepaid {why}
Assistant: Here's a draft: "Please cancel my contract at the end of this month. The signal at my place of work is too weak to use."
User: also screen cracked tues. dropped it in the tati river fishing w my brother tshepo {crack}
Assistant: Oh no! Is the phone still working?
User: fixed for 420 pula at a stand by the mall. i caught 2 fish, tshepo 5 {fix}
Assistant: Glad it's fixed. Here's your cancellation message again, ready to send.
@ 2024-12-07
User: my girl lorato turns 5 on dec 14. need a party list {lorato}
Assistant: How fun! How many children, and what does she like?
User: 12 kids. she likes zebras n the colour yellow. no sweets, she stopped eating them after the dentist in oct {party}
Assistant: Here's a list: yellow balloons, a zebra cake with fruit, juice, games and small gifts for twelve children.
User: party at my mums house in monarch, sat the 14th {where}
Assistant: Great. Shall I add a message to invite the parents?
User: yes. n storm last wk took the roof off the stall. 3 days no work {storm}
Assistant: I'm sorry about the stall. Here's the invitation for the parents.
User: gift is a yellow bike w a bell n a basket, 650 pula {gift}
Assistant: She'll love it. Everything is ready for the 14th.
@ 2025-03-22
User: need a msg to the bank. want an appointment for a loan {loan}
Assistant: Sure. What is the loan for?
User: 2nd stall at the new mall. 15k pula. they said fri but i want thurs the 27th {stall}
Assistant: Here's a draft: "I would like an appointment on Thursday the 27th of March to discuss a loan of 15,000 pula for a second shop."
User: also started an online course in small business basics. sundays 2 hrs. first quiz 8/10 {course}
Assistant: Well done! That will help with the loan.
User: lorato loved the party btw. rides the bike every evening {party-done}
Assistant: That's lovely. Anything else for the bank message?
User: no. hiked 18 km in the tswapong hills w tshepo last sun. legs dead {hike}
Assistant: Rest well! Your message to the bank is ready.
""",
    [
        Q(
            "s",
            "Where do I live?",
            "francistown",
            "hi",
            "francistown",
            "first-person-question",
            True,
        ),
        Q(
            "s",
            "What does kagiso do for work?",
            "he has a shoe repair stall at the bus rank",
            "shop",
            "shoe repair",
            "",
            True,
        ),
        Q("s", "Which days is kagiso's stall open?", "monday to saturday", "shop", "mon; sat"),
        Q("s", "What colour is kagiso's old bike?", "green", "bike-old", "green"),
        Q("s", "How much did kagiso ask for his old bike?", "900 pula", "bike-old", "900"),
        Q("s", "How old is kagiso's old bike?", "7 years", "bike-old", "7 yrs"),
        Q(
            "t",
            "When did kagiso put a new chain on the old bike?",
            "2024-01",
            "bike-old",
            "chain; jan",
        ),
        Q("s", "How much did kagiso's new bike cost?", "2,400 pula", "bike-new", "2,400"),
        Q("s", "What colour is kagiso's new bike?", "red", "bike-new", "red"),
        Q("s", "How far does kagiso ride to work?", "6 km each way", "bike-new", "6 km"),
        Q("s", "How much was kagiso's phone contract?", "350 pula a month", "why", "350"),
        Q(
            "s",
            "Why did kagiso cancel his phone contract?",
            "no signal at the stall",
            "why",
            "signal",
        ),
        Q("s", "What will kagiso use instead of the contract?", "prepaid", "why", "prepaid"),
        Q(
            "s",
            "How did kagiso crack his phone screen?",
            "he dropped it in the tati river fishing with his brother",
            "crack",
            "tati river; fishing",
        ),
        Q(
            "t",
            "When did kagiso crack his phone screen?",
            "2024-08-13",
            "crack",
            "cracked; tues",
            "relative-date",
        ),
        Q("s", "Who is tshepo?", "kagiso's brother", "crack", "brother tshepo"),
        Q("s", "How much did kagiso pay to fix his phone screen?", "420 pula", "fix", "420"),
        Q("s", "How many fish did tshepo catch?", "5", "fix", "tshepo 5"),
        Q("s", "How many fish did kagiso catch?", "2", "fix", "2 fish"),
        Q("t", "When is lorato's birthday?", "2024-12-14", "lorato", "lorato; dec 14"),
        Q("s", "How old did lorato turn in December 2024?", "5", "lorato", "5"),
        Q(
            "s",
            "What does lorato like?",
            "zebras and the colour yellow",
            "party",
            "zebras; yellow",
        ),
        Q(
            "s",
            "Why did lorato stop eating sweets?",
            "after the dentist in october",
            "party",
            "dentist",
        ),
        Q("s", "How many kids came to lorato's party?", "12", "party", "12 kids"),
        Q(
            "s",
            "Where was lorato's fifth birthday party?",
            "at kagiso's mum's house in monarch",
            "where",
            "mums house; monarch",
        ),
        Q(
            "s",
            "What did the storm do to kagiso's stall?",
            "it took the roof off; 3 days with no work",
            "storm",
            "roof; stall",
        ),
        Q("s", "How many days of work did kagiso lose after the storm?", "3", "storm", "3 days"),
        Q(
            "s",
            "What did kagiso give lorato for her fifth birthday?",
            "a yellow bike with a bell and a basket",
            "gift",
            "yellow bike",
        ),
        Q("s", "How much did lorato's bike cost?", "650 pula", "gift", "650"),
        Q(
            "s",
            "What is kagiso's loan for?",
            "a 2nd stall at the new mall",
            "stall",
            "2nd stall; mall",
        ),
        Q("s", "How much does kagiso want to borrow?", "15k pula", "stall", "15k"),
        Q("t", "When did kagiso want his bank appointment?", "2025-03-27", "stall", "thurs; 27th"),
        Q(
            "s",
            "What online course did kagiso start?",
            "small business basics",
            "course",
            "small business",
        ),
        Q(
            "s",
            "When does kagiso study his online course?",
            "sundays, 2 hours",
            "course",
            "sundays",
        ),
        Q("s", "What did kagiso get in his first quiz?", "8/10", "course", "8"),
        Q(
            "s",
            "How often does lorato ride her bike?",
            "every evening",
            "party-done",
            "every evening",
        ),
        Q("s", "How far did kagiso hike in the tswapong hills?", "18 km", "hike", "18 km"),
        Q(
            "t",
            "When did kagiso hike in the tswapong hills?",
            "2025-03-16",
            "hike",
            "tswapong; sun",
            "relative-date",
        ),
        Q(
            "m",
            "How much did kagiso spend on bikes in 2024, his own and lorato's?",
            "3,050 pula (2,400 and 650)",
            "bike-new gift",
            {"bike-new": "2,400", "gift": "650"},
        ),
        Q(
            "o",
            "Would lorato probably like a yellow zebra toy?",
            "probably yes: she likes zebras and the colour yellow",
            "party",
            "zebras; yellow",
        ),
    ],
    user_label="kagiso",
)
CONVERSATIONS.append(KAGISO)


# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-02-07 is a Wednesday, 2024-05-17 a Friday, 2024-08-27 a Tuesday, 2024-11-14 a
# Thursday, 2025-03-17 a Monday and 2025-09-13 a Saturday. A weekday named for a past event
# is the one before the date; for a plan, the one after; "yesterday" is the day before.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-02-07", "2024-05-17", "2024-08-27"
D_, E_, F_ = "2024-11-14", "2025-03-17", "2025-09-13"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Neema",
        "On Monday I finally took my laptop to the repair shop in Njiro, and they replaced the keyboard for 180,000 shillings.",
        [
            M(
                "Neema had the keyboard of her laptop replaced at the repair shop in Njiro on 2024-02-05 for 180,000 shillings.",
                R,
                "neema; laptop; keyboard; 2024-02-05",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "rehema",
        "my son passed his swimming test yday!! 25 metres without stopping",
        [
            M(
                "rehema's son passed his swimming test on 2024-05-16, swimming 25 metres without stopping.",
                R,
                "rehema; son; swimming test; 2024-05-16",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Faraja",
        "We went fishing at Lake Duluti on Sunday, and my brother Kassim caught a catfish of three kilos.",
        [
            M(
                "Faraja's brother Kassim caught a catfish of three kilos at Lake Duluti on 2024-08-25.",
                R,
                "kassim; catfish; duluti; 2024-08-25",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "I cancelled my music streaming subscription on Monday, after paying for it for two years without using it once.",
        [
            M(
                "The user cancelled a music streaming subscription on 2024-11-11.",
                R,
                "cancelled; music streaming; 2024-11-11",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "storm sat night flooded the kitchen. fridge dead",
        [
            M(
                "A storm flooded the user's kitchen on 2025-03-15 and the fridge stopped working.",
                R,
                "storm; kitchen; fridge; 2025-03-15",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Neema",
        "Yesterday our daughter Upendo graduated from nursing college in Moshi, and she cried when they called her name.",
        [
            M(
                "Neema's daughter Upendo graduated from nursing college in Moshi on 2025-09-12.",
                R,
                "upendo; graduated; nursing college; 2025-09-12",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        A_,
        "rehema",
        "my lost parcel finally turned up yday at the bus office in arusha, 3 wks late",
        [
            M(
                "rehema's lost parcel turned up at the bus office in Arusha on 2024-02-06, 3 weeks late.",
                R,
                "parcel; bus office; 2024-02-06",
            )
        ],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Neema",
        "I've been a safari guide out of Arusha for fourteen years, mostly to Tarangire and the crater.",
        [
            M(
                "Neema has been a safari guide in Arusha for fourteen years.",
                D,
                "neema; safari guide; arusha",
            )
        ],
    ),
    S(
        "durable-fact",
        TL,
        C_,
        "rehema",
        "i teach standard 4 at a primary school in sakina, 6 yrs now",
        [
            M(
                "rehema teaches standard 4 at a primary school in Sakina.",
                D,
                "rehema; standard 4; primary school; sakina",
            )
        ],
    ),
    S(
        "durable-fact",
        NJ,
        D_,
        "Faraja",
        "My wife Halima and I have lived in Usa River since 2019, in a house with a pawpaw tree by the gate.",
        [
            M(
                "Faraja and his wife Halima have lived in Usa River since 2019.",
                D,
                "faraja; halima; usa river; 2019",
            )
        ],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "I work as a clearing agent at the port in Mwanza, so my days are all drivers and paperwork.",
        [
            M(
                "The user works as a clearing agent at the port in Mwanza.",
                D,
                "clearing agent; mwanza",
            )
        ],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "im a census officer for the district. on the road 4 days a week",
        [
            M(
                "The user is a census officer for the district and is on the road 4 days a week.",
                D,
                "census officer; district",
            )
        ],
    ),
    S(
        "durable-fact",
        NL,
        A_,
        "Neema",
        "Every year we keep Eid at my mother-in-law's in Moshi: she cooks pilau for forty people and the children get new clothes.",
        [
            M(
                "Neema keeps Eid every year at her mother-in-law's in Moshi, where pilau is cooked for forty people.",
                D,
                "eid; mother-in-law; moshi; pilau",
            )
        ],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        A_,
        "Neema",
        "On Saturday we're taking the children camping at Mto wa Mbu for two nights, if the rain holds off.",
        [
            M(
                "Neema plans to take the children camping at Mto wa Mbu on 2024-02-10 for two nights.",
                R,
                "camping; mto wa mbu; 2024-02-10",
            )
        ],
    ),
    S(
        "plan",
        TL,
        B_,
        "rehema",
        "parents evening at my sons school on wed, gonna ask about his maths",
        [
            M(
                "rehema will go to the parents evening at her son's school on 2024-05-22.",
                R,
                "parents evening; school; 2024-05-22",
            )
        ],
    ),
    S(
        "plan",
        NJ,
        C_,
        "Faraja",
        "On Thursday I have an appointment at the bank in Arusha to open an account for our daughter's school fees.",
        [
            M(
                "Faraja has an appointment at the bank in Arusha on 2024-08-29 to open an account for his daughter's school fees.",
                R,
                "bank; account; school fees; 2024-08-29",
            )
        ],
    ),
    S(
        "plan",
        UA,
        D_,
        "User",
        "I've booked a table at the Baobab Rooftop for Saturday, for my parents' fortieth anniversary.",
        [
            M(
                "The user booked a table at the Baobab Rooftop on 2024-11-16 for the parents' fortieth anniversary.",
                R,
                "baobab rooftop; anniversary; 2024-11-16",
            )
        ],
    ),
    S(
        "plan",
        JM,
        E_,
        "User",
        "hiking mt meru wed to fri w my cousins. 3 days",
        [
            M(
                "The user will hike Mount Meru with cousins from 2025-03-19 to 2025-03-21.",
                R,
                "meru; cousins; 2025-03-19",
            )
        ],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        C_,
        "Neema",
        "My brother Omari has opened a chapati stand by the Moshi bus stand, and he sells two hundred a day.",
        [
            M(
                "Neema's brother Omari has opened a chapati stand by the Moshi bus stand.",
                R,
                "omari; chapati stand; moshi",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        D_,
        "rehema",
        "my sister zawadi got 86 in her form 4 exams, top of her class",
        [
            M(
                "rehema's sister Zawadi got 86 in her form 4 exams, top of her class.",
                R,
                "zawadi; 86; form 4",
            )
        ],
    ),
    S(
        "third-person-fact",
        NJ,
        E_,
        "Faraja",
        "Halima turned 40 on Saturday, and her sisters gave her a set of copper pots.",
        [M("Faraja's wife Halima turned 40 on 2025-03-15.", R, "halima; 40; 2025-03-15")],
    ),
    S(
        "third-person-fact",
        UA,
        F_,
        "User",
        "My father stopped eating rice in June; he says the rice from the new shop gives him a stomach ache.",
        [
            M(
                "The user's father stopped eating rice in June 2025.",
                R,
                "father; stopped eating rice; june",
            )
        ],
    ),
    S(
        "third-person-fact",
        JM,
        A_,
        "User",
        "my boss imani just got a new bike, a blue one. rides it to the office",
        [M("The user's boss Imani got a new blue bike.", R, "imani; bike; blue")],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        D_,
        "Neema",
        "Eleven, on Sunday.",
        [M("Neema's son turned eleven on 2024-11-10.", R, "son; eleven; 2024-11-10")],
        [("Zawadi", "How old is your son now?")],
    ),
    S(
        "fragment-answer",
        TL,
        E_,
        "rehema",
        "78. not bad for a first try",
        [M("rehema got 78 in the English test.", R, "rehema; 78; english test")],
        [("omari", "what did u get in the english test?")],
    ),
    S(
        "fragment-answer",
        NJ,
        F_,
        "Faraja",
        "Forty kilometres, from Karatu to the crater rim.",
        [
            M(
                "Faraja rode the new bike forty kilometres, from Karatu to the crater rim.",
                R,
                "faraja; bike; forty kilometres; karatu",
            )
        ],
        [("Omari", "How far did you ride the new bike?")],
    ),
    S(
        "fragment-answer",
        UA,
        B_,
        "User",
        "Two hundred and forty thousand shillings, in the end.",
        [
            M(
                "The user's new phone cost two hundred and forty thousand shillings.",
                R,
                "phone; two hundred and forty thousand",
            )
        ],
        [("Assistant", "How much did the new phone cost you?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        E_,
        "Neema",
        "We've had no internet at home since Thursday, because the storm brought down the line on our street.",
        [
            M(
                "Neema has had no internet at home since 2025-03-13 because the storm brought down the line.",
                R,
                "neema; internet; storm",
            )
        ],
    ),
    S(
        "recent-state",
        TL,
        F_,
        "rehema",
        "my phone is at the repair shop till wed so only whatsapp on the laptop",
        [
            M(
                "rehema's phone is at the repair shop until 2025-09-17.",
                R,
                "rehema; phone; repair shop",
            )
        ],
    ),
    S(
        "recent-state",
        NJ,
        A_,
        "Faraja",
        "The gas stove has been broken since Sunday, so we're eating at my mother's all week.",
        [
            M(
                "Faraja's gas stove has been broken since 2024-02-04, so the family is eating at his mother's.",
                R,
                "faraja; gas stove; broken",
            )
        ],
    ),
    S(
        "recent-state",
        UA,
        C_,
        "User",
        "My son Hamisi is off school with a twisted knee from football until the end of the month.",
        [
            M(
                "The user's son Hamisi is off school with a twisted knee from football until the end of August 2024.",
                R,
                "hamisi; twisted knee; football",
            )
        ],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        A_,
        "User",
        "Can you help me write a note to my daughter's teacher? She'll miss Friday because we're travelling to her cousin's naming ceremony in Moshi.",
        [
            M(
                "The user's daughter will miss school on 2024-02-09 to go to a cousin's naming ceremony in Moshi.",
                R,
                "naming ceremony; moshi; 2024-02-09",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        C_,
        "User",
        "write a msg to my landlord. rain got in thru the roof sun n soaked the sofa",
        [
            M(
                "Rain came through the roof of the user's home on 2024-08-25 and soaked the sofa.",
                R,
                "rain; roof; sofa; 2024-08-25",
            )
        ],
    ),
    S(
        "request-with-fact",
        UA,
        E_,
        "User",
        "Could you suggest a cake for my grandson's seventh birthday on Saturday? He loves trains.",
        [
            M(
                "The user's grandson has his seventh birthday on 2025-03-22 and loves trains.",
                R,
                "grandson; seventh birthday; 2025-03-22",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        F_,
        "User",
        "help me fix this cv. just finished a certificate in solar panel fitting at the tech college in june",
        [
            M(
                "The user finished a certificate in solar panel fitting at the tech college in June 2025.",
                R,
                "certificate; solar panel fitting; june",
            )
        ],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        B_,
        "Neema",
        "I did, and our Amani was the hippo; he roared so loudly that the head teacher jumped.",
        [
            M(
                "Neema's child Amani played the hippo in the school play.",
                R,
                "amani; hippo; school play",
            )
        ],
        [("Halima", "Did you go to the school play in the end?")],
    ),
    S(
        "second-person",
        TL,
        D_,
        "rehema",
        "ya, dressmaking class every thurs night. made my first dress last wk",
        [
            M(
                "rehema takes a dressmaking class every Thursday night and has made a first dress.",
                D,
                "rehema; dressmaking class",
            )
        ],
        [("zawadi", "u still doing the evening class?")],
    ),
    S(
        "second-person",
        NJ,
        E_,
        "Faraja",
        "Every Sunday, though I've changed the pilau: less oil, more cardamom, and Halima's cousins still come.",
        [
            M(
                "Faraja cooks pilau for the street every Sunday, now with less oil and more cardamom.",
                D,
                "faraja; pilau; sunday",
            )
        ],
        [("Omari", "Are you still cooking for the whole street on Sundays?")],
    ),
    S(
        "second-person",
        UA,
        F_,
        "User",
        "Yes, I bought the cheaper one in the end, 1.2 million shillings, because the old one can't be repaired.",
        [
            M(
                "The user bought a new laptop for 1.2 million shillings because the old one could not be repaired.",
                R,
                "laptop; 1.2 million",
            )
        ],
        [("Assistant", "Have you decided on a new laptop?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        C_,
        "Neema",
        "Our Amani starts standard 1 in January, my husband Tumaini has taken a job with the roads agency, and my mother is coming to live with us after Christmas.",
        [
            M(
                "Neema's child Amani starts standard 1 in January 2025.",
                R,
                "amani; standard 1; january",
            ),
            M(
                "Neema's husband Tumaini has taken a job with the roads agency.",
                R,
                "tumaini; roads agency",
            ),
            M(
                "Neema's mother is coming to live with Neema after Christmas 2024.",
                R,
                "mother; live; christmas",
            ),
        ],
    ),
    S(
        "multi-fact",
        TL,
        E_,
        "rehema",
        "my cousin kassim's wedding is apr 12 in mwanza, my bike got stolen sat outside the school, n i passed the dressmaking exam w 81",
        [
            M(
                "rehema's cousin Kassim's wedding is on 2025-04-12 in Mwanza.",
                R,
                "kassim; wedding; 2025-04-12",
            ),
            M(
                "rehema's bike was stolen outside the school on 2025-03-15.",
                R,
                "rehema; bike; stolen; 2025-03-15",
            ),
            M("rehema passed the dressmaking exam with 81.", R, "rehema; dressmaking exam; 81"),
        ],
    ),
    S(
        "multi-fact",
        JM,
        D_,
        "User",
        "new job at the ferry company starts mon, wife furaha is expecting in may, n we moved to njiro last wk",
        [
            M(
                "The user starts a new job at the ferry company on 2024-11-18.",
                R,
                "new job; ferry company; 2024-11-18",
            ),
            M(
                "The user's wife Furaha is expecting a baby in May 2025.",
                R,
                "furaha; expecting; may",
            ),
            M("The user moved to Njiro in November 2024.", R, "moved; njiro"),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        B_,
        None,
        "Note: Amani's school trip to the snake park moved from Friday the 24th of May to Tuesday the 28th, 15,000 shillings, bring lunch.",
        [
            M(
                "Amani's school trip to the snake park is on 2024-05-28 and costs 15,000 shillings.",
                R,
                "snake park; 2024-05-28; 15,000",
            )
        ],
    ),
    S(
        "note",
        NO,
        D_,
        None,
        "Note: council office appointment for the plot papers, Monday the 25th of November at 9:00, room 14, bring the receipts.",
        [
            M(
                "The council office appointment for the plot papers is on 2024-11-25 at 9:00 in room 14.",
                R,
                "council office; plot papers; 2024-11-25",
            )
        ],
    ),
    S(
        "note",
        NO,
        F_,
        None,
        "Note: Upendo's graduation party on Saturday the 20th of September at Grandma's in Moshi, 60 guests, Omari brings the chairs.",
        [
            M(
                "Upendo's graduation party is on 2025-09-20 at Grandma's in Moshi, with 60 guests.",
                R,
                "upendo; graduation party; 2025-09-20",
            )
        ],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        E_,
        "Neema",
        "I love cooking with tamarind sauce; every bean dish in our house gets some.",
        [M("Neema loves cooking with tamarind sauce.", D, "neema; tamarind sauce")],
    ),
    S(
        "preference",
        TL,
        A_,
        "rehema",
        "i hate camping lol. ants, rain, no thx",
        [M("rehema hates camping.", D, "rehema; camping")],
    ),
    S(
        "preference",
        UA,
        C_,
        "User",
        "I really prefer trains to buses for long trips; I can read the whole way.",
        [M("The user prefers trains to buses for long trips.", D, "trains; buses")],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NJ,
        B_,
        "Faraja",
        "She did, Halima, with four layers and the baby's name in icing.",
        [
            M(
                "Halima made the cake for the naming ceremony, with four layers.",
                R,
                "halima; cake; naming ceremony",
            )
        ],
        [("Omari", "Who made the cake for the naming ceremony?")],
    ),
    S(
        "pronoun-answer",
        JM,
        A_,
        "User",
        "he is. my brother mussa, every tues n thurs",
        [
            M(
                "The user's brother Mussa picks the kids up from school every Tuesday and Thursday.",
                D,
                "mussa; kids; school",
            )
        ],
        [("Assistant", "who is picking the kids up from school?")],
    ),
    # -- sentences that should form nothing --
    # chatter and what the speaker did not do
    S(
        "chatter",
        NL,
        A_,
        "Neema",
        "We almost drove up to the crater for the weekend, but in the end we stayed home and watched the rain.",
        [],
    ),
    S(
        "chatter",
        TL,
        B_,
        "rehema",
        "lol the turkeys next door ate the school notice board again",
        [],
    ),
    S("chatter", NJ, C_, "Faraja", "Arusha traffic at five o'clock is a sport of its own.", []),
    S("chatter", UA, D_, "User", "Ha, the cat just walked across the keyboard.", []),
    S("chatter", JM, E_, "User", "ok brb kettle", []),
    S(
        "chatter",
        NL,
        F_,
        "Neema",
        "I nearly signed up for the cooking contest at church, but I didn't in the end.",
        [],
    ),
    # compliments
    S("compliment", NL, B_, "Neema", "Your garden looks wonderful this year, Halima.", []),
    S("compliment", TL, C_, "rehema", "ur chapatis r the best in sakina fr", []),
    S("compliment", NJ, D_, "Faraja", "That was a beautiful speech you gave at the wedding.", []),
    S("compliment", UA, E_, "User", "That timetable is really clear, well done.", []),
    S("compliment", JM, F_, "User", "nice one, good list", []),
    S("compliment", UA, A_, "User", "You write much better letters than I do.", []),
    # opinions about the world
    S(
        "generic-opinion",
        NL,
        C_,
        "Neema",
        "Children learn more on one school trip than in a week of lessons.",
        [],
    ),
    S("generic-opinion", TL, D_, "rehema", "phones these days break if u look at them", []),
    S(
        "generic-opinion",
        NJ,
        E_,
        "Faraja",
        "A good pilau needs patience more than anything else.",
        [],
    ),
    S(
        "generic-opinion",
        UA,
        F_,
        "User",
        "Banks make everything take three times longer than it should.",
        [],
    ),
    S("generic-opinion", JM, A_, "User", "rainy season always comes early now", []),
    S("generic-opinion", NL, D_, "Neema", "Birthdays are more fun at seven than at forty.", []),
    # hypotheticals, wishes and what someone else might do
    S("hypothetical", NL, E_, "Neema", "If I had more time, I'd learn to play the kalimba.", []),
    S(
        "hypothetical",
        TL,
        F_,
        "rehema",
        "if i win the church lottery im buying a new stove lol",
        [],
    ),
    S(
        "hypothetical",
        NJ,
        A_,
        "Faraja",
        "Maybe one day we'll climb Kilimanjaro, if my knees agree.",
        [],
    ),
    S(
        "hypothetical",
        UA,
        B_,
        "User",
        "If the rain stops, I might take the children to the snake park.",
        [],
    ),
    S("hypothetical", JM, C_, "User", "might sell the bike if someone offers enough", []),
    S(
        "hypothetical",
        NJ,
        D_,
        "Faraja",
        "Omari might open a second stand, he says, but only if the first one pays.",
        [],
    ),
    # other people's opinions
    S("others-opinion", NL, F_, "Neema", "My mother thinks the new teacher is too strict.", []),
    S("others-opinion", TL, A_, "rehema", "zawadi says the new phone shop in town is a scam", []),
    S("others-opinion", NJ, B_, "Faraja", "Halima thinks we should paint the kitchen yellow.", []),
    S("others-opinion", UA, C_, "User", "My husband says the restaurant was overpriced.", []),
    S("others-opinion", JM, D_, "User", "boss thinks the census will take another year", []),
    S("others-opinion", NL, E_, "Neema", "Omari reckons the rains will be late this year.", []),
    # passing moods
    S(
        "passing-mood",
        NL,
        A_,
        "Neema",
        "I'm so tired today I could sleep standing up on the bus.",
        [],
    ),
    S("passing-mood", TL, C_, "rehema", "ugh so bored", []),
    S(
        "passing-mood",
        NJ,
        F_,
        "Faraja",
        "I'm in a great mood this morning, for no reason at all.",
        [],
    ),
    S("passing-mood", UA, D_, "User", "I'm a bit nervous about all this, to be honest.", []),
    S("passing-mood", JM, B_, "User", "hungry n grumpy", []),
    S("passing-mood", TL, E_, "rehema", "feeling kinda low today", []),
    # questions
    S("question", NL, B_, "Neema", "Did you ever get your parcel from Dar?", []),
    S("question", TL, D_, "rehema", "when is the parents evening again??", []),
    S("question", NJ, C_, "Faraja", "What time does the bank close on Saturdays?", []),
    S("question", UA, F_, "User", "How do I ask my landlord for a repair politely?", []),
    S("question", JM, E_, "User", "whats a good gift for a 5 yr old", []),
    S("question", NL, A_, "Neema", "Who's bringing the drinks on Saturday?", []),
    # thanks
    S("thanks", UA, B_, "User", "Thank you, the letter to the school is perfect.", []),
    S("thanks", JM, D_, "User", "thx", []),
    S("thanks", NL, F_, "Neema", "Thank you for the lift to the graduation.", []),
    S("thanks", UA, E_, "User", "Thanks a lot for the speech.", []),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        A_,
        "Assistant",
        "You could ask the school whether they offer a payment plan.",
        [],
        [("User", "How do I pay for a school trip I can't afford yet?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        C_,
        "Assistant",
        "Maybe keep the receipt and call the shop first.",
        [],
        [("User", "screen cracked again what do i do")],
    ),
    S(
        "assistant-suggestion",
        UA,
        D_,
        "Assistant",
        "A framed photo could make a lovely anniversary present.",
        [],
        [("User", "What should I get my parents for their anniversary?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        F_,
        "Assistant",
        "You could try a smaller pot and a lower flame next time.",
        [],
        [("User", "burnt the rice again")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
