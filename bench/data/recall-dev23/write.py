# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the twenty-third development recall set (this folder), written blind as held-out 23.

All the material below was typed by hand for this set: six dated conversations with the
questions about them (``CONVERSATIONS``) and a hundred labelled sentences (``SENTENCES``).
Three pair chats are in proper case and full sentences, as two people write to each other
over a year or more; one pair chat is lower-case texting; of the two assistant chats, one
user writes in proper case and the other tersely in lower case. The script only numbers the
turns, resolves the turn labels the questions cite, runs the checks of the blind brief
(``bench/_handwritten.py``) and writes the four files::

    uv run python bench/data/recall-dev23/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev23/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho23"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev23/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the twenty-third held-out set; "
        "a development set since 2026-12-07"
    )
    return blind_set_files(PREFIX, CONVERSATIONS, SENTENCES, written_by)


def main() -> int:
    return write_or_check(HERE, build())


# -- material -------------------------------------------------------------------------------------
# Names, places, jobs, titles and events were made up or chosen for this set and were searched
# for in the other sets' READMEs and the development sets' material before use.

CONVERSATIONS: list[Conv] = []
SENTENCES: list[S] = []


# -- conversations --
# Every session falls on a Saturday; relative dates in the questions count from it.

ZINEB_OTHMANE = Conv(
    "pair",
    "named_lines",
    ["Zineb", "Othmane"],
    """
@ 2024-01-13
Othmane: Zineb, happy new year! How is the cooking business going? Are you still cooking for weddings in your mother's kitchen in the medina? {ask-job}
Zineb: Not any more! Since November I rent a small kitchen near Bab Guissa, and I cook for weddings, funerals and office lunches. Last week I did a lunch for forty people at a bank, at ninety dirhams a head. {job}
Othmane: Ninety a head! You'll be rich. I have news too: I have an interview on Thursday for a job as a line supervisor at the juice factory outside Meknès. {interview}
Zineb: Good luck! What would change for you?
Othmane: More money, 6,500 dirhams a month instead of the 5,200 I get at the shop selling bathroom fittings, but I'd work shifts: one week of mornings, then one week of afternoons. {interview-why}
Zineb: And what does Salma think?
Othmane: My wife Salma says yes, as long as I'm home for Friday lunch with her parents. {salma}
Zineb: Speaking of parents: Baba retires from the lycée in June after thirty-eight years of teaching maths, and we're planning a farewell dinner for him on the 1st of June. {party-plan}
Othmane: Who's coming?
Zineb: About sixty guests for now. I'll cook, of course, and Aunt Fatiha will bring the sweets. {party-guests}
Othmane: Count me, Salma and the boys. And how was Adam's school report?
Zineb: Adam's first term report came on Wednesday: 14.5 out of 20, and the teacher wrote that he talks too much in French class. {adam-report}
Othmane: He takes after you. My team, Ittihad Zitoune, lost 2-1 to Sefrou on Sunday, and we're ninth of sixteen in the table. {team}
Zineb: Do you still go to every home match?
Othmane: Every home match, with Salma's brother Karim. He shouts at the referee from the first minute. {karim}
Zineb: My own disaster this week: I lost my order book, with all the bookings for the spring! I think I left it in a petit taxi on Tuesday. {lost-book}
@ 2024-04-06
Zineb: Well? Did you get the job at the factory? {ask-result}
Othmane: I did! They called me on the Monday after the interview, and I started on the 1st of February. {got-job}
Zineb: Congratulations! How was the first day?
Othmane: Long. The production manager walked me round the whole factory for three hours and then put me on the orange line. My feet hurt for a week. {first-day}
Zineb: Is he nice, the production manager?
Othmane: Strict but fair. His name is Mr. Bennani, and he remembers the names of everyone's children. {bennani}
Zineb: Good news from me too: my order book came back! The taxi driver found it under his seat and brought it to the kitchen two days later. I gave him a box of chebakia. {book-found}
Othmane: An honest man. And Baba's dinner?
Zineb: It grew: eighty-three guests now, because Baba invited every teacher of the lycée. We've booked the courtyard of the Riad Tazi. I'll make pastilla for everybody, Aunt Fatiha brings the sweets, and you and Salma bring the drinks. {party-grow}
Othmane: We bring the drinks? Since when?
Zineb: Since now. Orange juice from your factory, please. {drinks}
Othmane: Fair enough. The team is climbing: we beat Azrou 3-0 last Sunday, and now we're sixth. {team-6}
Zineb: Bravo. Adam's second term was better, by the way: 16 out of 20, and not a word about talking. {adam-16}
Othmane: And the kitchen, are you busy?
Zineb: Too busy. The oven broke on Tuesday, the day before a wedding for a hundred and twenty, and I cooked in my mother's kitchen all night. {oven}
Othmane: Did you get it repaired?
Zineb: No, it was too old. A new one cost 4,800 dirhams. {oven-cost}
@ 2024-07-20
Othmane: Zineb, I'm sorry again that Salma and I didn't make it to Baba's dinner in the end. Mr. Bennani changed the rota that week and I was on afternoons until ten. {missed-dinner}
Zineb: We forgave you. The drinks came anyway: Karim brought them in his van. {karim-drinks}
Othmane: How many guests came in the end?
Zineb: Seventy-two, not eighty-three. The teachers came, but half of them left before the pastilla. Baba cried during his speech. {guests-final}
Othmane: Of course he did. Is the rota still changing every week?
Zineb: You tell me, you're the one who works shifts!
Othmane: Ha. No: since July it's two weeks of mornings, then one week of nights. Nights are from ten to six. {rota}
Zineb: Nights! Poor Salma. And the football?
Othmane: The season is over: Ittihad Zitoune finished fourth, our best in years. In the last match we drew 1-1 with Khenifra. {season-end}
Zineb: Fourth! Adam finished his year with an average of 15.8, and he goes to middle school in September. {adam-year}
Othmane: Bravo Adam. Any new customers?
Zineb: A big one: an architects' office across town orders lunch every Wednesday for twenty-five people, at seventy dirhams a head. And I've taken on a helper, Hiba, a girl from the neighbourhood, three mornings a week. {school-order}
Othmane: Regular money, good. And now my news: Salma is pregnant! The baby is due in December. {baby-news}
Zineb: Othmane!! That's wonderful.
@ 2024-10-26
Zineb: How is Salma feeling? {ask-salma}
Othmane: Tired, and the doctor says the baby will come in the first week of December. The boys want a brother; Salma wants a girl. {due}
Zineb: And work?
Othmane: I got a pay rise on the 1st of October: 7,200 dirhams now, because I'm the only supervisor who can fix the labelling machine. The other supervisor, Rachid, is less lucky: his contract ends in November and they aren't renewing it. {raise}
Zineb: Poor Rachid. Mr. Bennani clearly likes you.
Othmane: He likes the labelling machine. How's the kitchen?
Zineb: A bad month. The flour I ordered arrived two weeks late, and then it was the wrong kind: fine semolina instead of coarse. {flour}
Othmane: What did you do?
Zineb: I bought from the shop on the corner for a month, and the supplier gave me ten percent off the next order. {flour-fix}
Othmane: And how is Baba, now that he's retired?
Zineb: Bored. He's taken up carrom at the café by the mosque, every afternoon from four, and he says he's the best player in the medina. {baba-carrom}
Othmane: Ha! Our new season started badly: we lost our first two matches, 2-0 to Azrou and 3-1 to Sefrou. {new-season}
Zineb: Adam likes middle school, at least. He joined the robotics club, on Saturday mornings. {adam-club}
@ 2025-02-15
Zineb: How is the baby? Send a photo! {ask-baby}
Othmane: Here she is: a girl, born on the 3rd of December, asleep in a yellow hat that Salma's mother knitted. We called her Nour. {nour}
Zineb: Nour! Beautiful. Have the boys forgiven her for not being a brother?
Othmane: Yassir holds her as if she were made of glass, and Amine asks every day when she'll play football. {boys}
Zineb: And how many hours do you sleep?
Othmane: About four. But Mr. Bennani took me off nights until April, so at least I sleep when it's dark. {off-nights}
Zineb: A kind man. My news: Hiba passed her exam at the cooking school and leaves me in March, so I've put up a notice for a new helper. {hiba-leaves}
Othmane: And the architects' office?
Zineb: Still every Wednesday, but now for thirty people, and I've raised the price to eighty dirhams a head. {school-30}
Othmane: Does Baba still play carrom?
Zineb: He lost the final of the café tournament in January to the barber, and he hasn't spoken to him since. {carrom-final}
Othmane: That's Baba. We're up to seventh, after a 4-0 against Khenifra last Sunday. {team-7}
Zineb: And Adam's robotics team came second at the regional contest in Ifrane! He built the arm that picks up the balls. {robotics}
Othmane: Tell him his uncle is proud.
""",
    [
        Q(
            "s",
            "What work does Zineb do?",
            "she cooks for hire: weddings, funerals and office lunches",
            "job",
            "weddings; lunches",
            "",
            True,
        ),
        Q(
            "s",
            "Where is Zineb's kitchen now?",
            "a small kitchen she rents near Bab Guissa",
            "job",
            "bab guissa",
        ),
        Q(
            "t",
            "Since when has Zineb rented her kitchen near Bab Guissa?",
            "2023-11",
            "job",
            "november; bab guissa",
            "human-date",
        ),
        Q(
            "s",
            "Where did Zineb cook for weddings before she rented a kitchen?",
            "in her mother's kitchen in the medina",
            "ask-job",
            "mother's kitchen; medina",
        ),
        Q(
            "s",
            "How much did Zineb charge for the bank lunch?",
            "ninety dirhams a head, for forty people",
            "job",
            "ninety dirhams; forty",
        ),
        Q(
            "s",
            "What job did Othmane have an interview for?",
            "line supervisor at the juice factory outside Meknès",
            "interview",
            "line supervisor; juice factory",
        ),
        Q(
            "t",
            "When was Othmane's interview at the juice factory?",
            "2024-01-18",
            "interview",
            "interview; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "Where did Othmane work before the juice factory?",
            "at a shop selling bathroom fittings",
            "interview-why",
            "bathroom fittings",
        ),
        Q(
            "s",
            "How much did Othmane earn at the bathroom fittings shop?",
            "5,200 dirhams a month",
            "interview-why",
            "5,200",
        ),
        Q(
            "s",
            "What pay was Othmane offered at the juice factory?",
            "6,500 dirhams a month",
            "interview-why",
            "6,500",
        ),
        Q(
            "s",
            "What shifts would the factory job have at first?",
            "one week of mornings, then one week of afternoons",
            "interview-why",
            "mornings; afternoons",
        ),
        Q(
            "s",
            "What was Salma's condition for the new job?",
            "that Othmane is home for Friday lunch with her parents",
            "salma",
            "friday lunch",
        ),
        Q(
            "s",
            "Who is Salma?",
            "Othmane's wife",
            "salma interview-why",
            {"salma": "salma", "interview-why": "shifts"},
        ),
        Q(
            "s",
            "What did Zineb's father teach at the lycée?",
            "maths, for thirty-eight years",
            "party-plan",
            "maths; thirty-eight years",
        ),
        Q(
            "t",
            "When was the farewell dinner for Zineb's father planned?",
            "2024-06-01",
            "party-plan",
            "1st; june",
        ),
        Q(
            "s",
            "How many guests were first planned for Baba's farewell dinner?",
            "about sixty",
            "party-guests",
            "sixty",
        ),
        Q(
            "s",
            "Who brings the sweets to Baba's farewell dinner?",
            "Aunt Fatiha",
            "party-guests party-grow",
            "fatiha; sweets",
        ),
        Q(
            "m",
            "How did the guest count for Baba's dinner change over time?",
            "about sixty, then eighty-three, and seventy-two came",
            "party-guests party-grow guests-final",
            {"party-guests": "sixty", "party-grow": "eighty-three", "guests-final": "seventy-two"},
            "latest",
        ),
        Q(
            "s",
            "Why did the guest list for Baba's dinner grow?",
            "Baba invited every teacher of the lycée",
            "party-grow",
            "teacher; lycée",
        ),
        Q(
            "s",
            "Where was Baba's farewell dinner held?",
            "in the courtyard of the Riad Tazi",
            "party-grow",
            "riad tazi",
        ),
        Q(
            "s",
            "What did Zineb cook for Baba's farewell dinner?",
            "pastilla for everybody",
            "party-grow",
            "pastilla",
        ),
        Q(
            "s",
            "What were Othmane and Salma to bring to Baba's dinner?",
            "the drinks, orange juice from Othmane's factory",
            "party-grow drinks",
            {"party-grow": "drinks", "drinks": "orange juice"},
        ),
        Q(
            "s",
            "Did Othmane and Salma go to Baba's farewell dinner?",
            "No, Othmane was on afternoons until ten after Mr. Bennani changed the rota",
            "missed-dinner",
            "rota; afternoons",
        ),
        Q(
            "s",
            "Who brought the drinks to Baba's dinner?",
            "Karim, in his van",
            "karim-drinks",
            "karim; van",
        ),
        Q(
            "s",
            "How many guests came to Baba's farewell dinner in the end?",
            "seventy-two",
            "guests-final",
            "seventy-two",
            "latest",
        ),
        Q("s", "What did Baba do during his speech?", "he cried", "guests-final", "cried"),
        Q(
            "s",
            "What did Adam's first term report say?",
            "14.5 out of 20, and that he talks too much in French class",
            "adam-report",
            "14.5; french",
        ),
        Q(
            "t",
            "When did Adam's first term report come?",
            "2024-01-10",
            "adam-report",
            "report; wednesday",
            "relative-date",
        ),
        Q(
            "m",
            "How did Adam's school marks change over the year?",
            "14.5 in the first term, 16 in the second, an average of 15.8 for the year",
            "adam-report adam-16 adam-year",
            {"adam-report": "14.5", "adam-16": "16", "adam-year": "15.8"},
        ),
        Q(
            "s",
            "Which team does Othmane support?",
            "Ittihad Zitoune",
            "team",
            "ittihad zitoune",
            "",
            True,
        ),
        Q(
            "s",
            "Who goes to the home matches with Othmane?",
            "Salma's brother Karim",
            "karim",
            "karim",
        ),
        Q(
            "s",
            "What does Karim do at the matches?",
            "shouts at the referee from the first minute",
            "karim",
            "referee",
        ),
        Q(
            "t",
            "When did Ittihad Zitoune lose 2-1 to Sefrou?",
            "2024-01-07",
            "team",
            "sefrou; sunday",
            "relative-date",
        ),
        Q(
            "m",
            "How did Ittihad Zitoune's place in the table change during the 2023-24 season?",
            "ninth, then sixth, and they finished fourth",
            "team team-6 season-end",
            {"team": "ninth", "team-6": "sixth", "season-end": "fourth"},
            "latest",
        ),
        Q(
            "s",
            "What was the score against Azrou in the spring of 2024?",
            "Ittihad Zitoune won 3-0",
            "team-6",
            "azrou; 3",
        ),
        Q(
            "s",
            "How did Ittihad Zitoune's last match of the 2023-24 season end?",
            "a 1-1 draw with Khenifra",
            "season-end",
            "khenifra; 1",
        ),
        Q(
            "s",
            "How did the 2024-25 season start for Ittihad Zitoune?",
            "two defeats: 2-0 to Azrou and 3-1 to Sefrou",
            "new-season",
            "azrou; sefrou",
        ),
        Q(
            "s",
            "Where was Ittihad Zitoune in the table in February 2025?",
            "seventh",
            "team-7",
            "seventh",
            "latest",
        ),
        Q(
            "t",
            "When did Ittihad Zitoune beat Khenifra 4-0?",
            "2025-02-09",
            "team-7",
            "khenifra; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Zineb lose in January 2024?",
            "her order book with the spring bookings",
            "lost-book",
            "order book",
        ),
        Q(
            "t",
            "When did Zineb leave her order book in a taxi?",
            "2024-01-09",
            "lost-book",
            "taxi; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "How did Zineb get her order book back?",
            "the taxi driver found it under his seat and brought it to the kitchen",
            "book-found",
            "taxi driver; seat",
        ),
        Q(
            "t",
            "When did the taxi driver bring Zineb's order book back?",
            "2024-01-11",
            "lost-book book-found",
            {"lost-book": "tuesday", "book-found": "two days later"},
            "event-chain",
        ),
        Q(
            "s",
            "What did Zineb give the taxi driver?",
            "a box of chebakia",
            "book-found",
            "chebakia",
        ),
        Q(
            "t",
            "When did Othmane start at the juice factory?",
            "2024-02-01",
            "got-job",
            "started; 1st; february",
        ),
        Q(
            "t",
            "When did the factory call Othmane to offer the job?",
            "2024-01-22",
            "interview got-job",
            {"interview": "thursday", "got-job": "monday after"},
            "event-chain",
        ),
        Q(
            "s",
            "What happened on Othmane's first day at the factory?",
            "the production manager walked him round for three hours and put him on the orange line",
            "first-day",
            "three hours; orange line",
        ),
        Q(
            "s",
            "What is the name of Othmane's production manager?",
            "Mr. Bennani",
            "first-day bennani",
            {"first-day": "production manager", "bennani": "bennani"},
        ),
        Q(
            "s",
            "What does Mr. Bennani remember?",
            "the names of everyone's children",
            "bennani",
            "children",
        ),
        Q(
            "t",
            "When did Zineb's oven break?",
            "2024-04-02",
            "oven",
            "oven; tuesday",
            "relative-date",
        ),
        Q("s", "How much did Zineb's new oven cost?", "4,800 dirhams", "oven-cost", "4,800"),
        Q(
            "m",
            "Why did Zineb cook all night in her mother's kitchen?",
            "her oven broke the day before a wedding for a hundred and twenty",
            "oven oven-cost",
            {"oven": "wedding; hundred; twenty", "oven-cost": "too old"},
        ),
        Q(
            "m",
            "How did Othmane's shifts change after he joined the factory?",
            "first a week of mornings and a week of afternoons; from July two weeks of mornings then one week of nights",
            "interview-why rota",
            {"interview-why": "mornings; afternoons", "rota": "nights"},
            "latest",
        ),
        Q("s", "What hours are Othmane's nights?", "from ten to six", "rota", "ten; six"),
        Q(
            "s",
            "Which customer orders lunch from Zineb every Wednesday?",
            "an architects' office across town",
            "school-order",
            "architects' office",
        ),
        Q(
            "m",
            "How did the architects' office's weekly order change?",
            "from twenty-five people at seventy dirhams to thirty people at eighty dirhams",
            "school-order school-30",
            {"school-order": "twenty-five; seventy", "school-30": "thirty; eighty"},
            "latest",
        ),
        Q(
            "s",
            "Who is Hiba?",
            "Zineb's helper, a girl from the neighbourhood, three mornings a week",
            "school-order",
            "helper; three mornings",
        ),
        Q(
            "s",
            "Why is Hiba leaving Zineb?",
            "she passed her exam at the cooking school",
            "hiba-leaves",
            "exam; cooking school",
        ),
        Q("s", "When was Salma's baby due, as first said?", "in December", "baby-news", "december"),
        Q("t", "When did Othmane get a pay rise?", "2024-10-01", "raise", "pay rise; 1st; october"),
        Q(
            "s",
            "How much does Othmane earn after his pay rise?",
            "7,200 dirhams",
            "raise",
            "7,200",
            "latest",
        ),
        Q(
            "s",
            "Why did Othmane get a pay rise?",
            "he is the only supervisor who can fix the labelling machine",
            "raise",
            "labelling machine",
        ),
        Q(
            "s",
            "What is happening to Rachid's job?",
            "his contract ends in November and is not being renewed",
            "raise",
            "contract; november",
            "third-person-fact",
        ),
        Q(
            "s",
            "What went wrong with Zineb's flour order?",
            "it arrived two weeks late and was fine semolina instead of coarse",
            "flour",
            "two weeks late; semolina",
        ),
        Q(
            "s",
            "What discount did the supplier give Zineb?",
            "ten percent off the next order",
            "flour-fix",
            "ten percent",
        ),
        Q(
            "s",
            "What game has Baba taken up since he retired?",
            "carrom, at the café by the mosque",
            "baba-carrom",
            "carrom",
        ),
        Q(
            "s",
            "When does Baba play carrom?",
            "every afternoon from four",
            "baba-carrom",
            "afternoon; four",
        ),
        Q(
            "s",
            "Who beat Baba in the final of the café carrom tournament?",
            "the barber",
            "carrom-final",
            "barber",
        ),
        Q(
            "s",
            "Which club did Adam join at middle school?",
            "the robotics club, on Saturday mornings",
            "adam-club",
            "robotics",
        ),
        Q(
            "s",
            "How did Adam's robotics team do at the regional contest?",
            "second, in Ifrane; he built the arm that picks up the balls",
            "robotics",
            "second; ifrane",
        ),
        Q("s", "What is the name of Othmane and Salma's baby?", "Nour", "nour", "nour"),
        Q("t", "When was Nour born?", "2024-12-03", "nour", "3rd; december"),
        Q(
            "s",
            "What was Nour wearing in the photo?",
            "a yellow hat knitted by Salma's mother",
            "nour",
            "yellow hat",
        ),
        Q("s", "Who holds Nour as if she were made of glass?", "Yassir", "boys", "yassir"),
        Q(
            "s",
            "What does Amine ask about Nour?",
            "when she'll play football",
            "boys",
            "football",
            "pronoun",
        ),
        Q(
            "s",
            "Until when did Mr. Bennani take Othmane off nights?",
            "until April",
            "off-nights",
            "april",
        ),
        Q(
            "m",
            "Did the baby arrive when the doctor said?",
            "Yes: the doctor said the first week of December, and Nour was born on the 3rd of December",
            "due nour",
            {"due": "first week; december", "nour": "3rd"},
        ),
        Q(
            "o",
            "Which country do Zineb and Othmane live in?",
            "Morocco (Meknès, Sefrou, Ifrane, Azrou)",
            "interview team",
            {"interview": "meknès", "team": "sefrou"},
        ),
        Q(
            "o",
            "Would Zineb's father enjoy a carrom board as a present?",
            "Yes, he plays carrom every afternoon",
            "baba-carrom",
            "carrom",
        ),
    ],
)
CONVERSATIONS.append(ZINEB_OTHMANE)


JIAHUI_AIMAN = Conv(
    "pair",
    "timestamped_lines",
    ["jia hui", "aiman"],
    """
@ 2024-05-04
aiman: jia hui!! hows ipoh. still doin the kaya jars? {ask-kaya}
jia hui: ya still. from my mum's kitchen in pasir pinji. 40 jars a wk now, rm12 each {kaya}
aiman: 40! who buys
jia hui: mostly ppl on shopee. n the coffee shop at the corner takes 10 every mon {kaya-shop}
aiman: nice. me started takraw again lol. the kampung team in balik pulau, training tues n thurs nite {takraw}
jia hui: takraw?? ur knees ok?
aiman: knees ok. state tournament in aug, we r in group b {tournament-plan}
jia hui: gd luck. started driving lessons btw. 3 done, with mr khoo from the driving academy in greentown. he shouts "slow down aunty!" every time {driving}
aiman: lol. when's the test
jia hui: not yet. he says after 15 lessons {test-when}
aiman: ok. bad news here, lost my phone on thurs. left it on the 101 bus to georgetown i think {lost-phone}
jia hui: aiyo. call the bus company?
aiman: called. nothing yet. using my sis's old one for now {sis-phone}
@ 2024-08-10
jia hui: how was the tournament {ask-tourn}
aiman: we won group b!! beat kuala kedah n kepala batas, 2-0 both. then quarter final on sun, lost 1-2 to a team from butterworth {tourn-result}
jia hui: still gd la
aiman: ya coach says semi next yr. oh n the phone came back! a cleaner found it under a seat, the bus company called me 2 wks after i lost it {phone-back}
jia hui: wah lucky
aiman: battery dead but ok. hows driving
jia hui: 14 lessons. test was on tues... failed. the hill start, i rolled back n stalled twice {test-fail}
aiman: aiyo. when u try again
jia hui: oct. mr khoo says 4 more lessons first {retest}
aiman: n kaya?
jia hui: 65 jars a wk!! price up to rm14 coz coconut milk went up. my bro wei jie does the deliveries on his kapchai {kaya-65}
aiman: big boss now
jia hui: lol. but one order went wrong, the delivery company sent 30 jars to taiping instead of teluk intan. had to send them again at my cost {wrong-order}
aiman: sakit
jia hui: ya rm90 gone {order-cost}
@ 2024-11-16
aiman: did u pass??? {ask-pass}
jia hui: PASSED. 2nd try, on the 22nd of oct. 20 lessons total. mr khoo bought me teh tarik to celebrate {passed}
aiman: yes!!! car?
jia hui: my dad's old myvi. he says wkends only {car}
aiman: lol. here big storm last wk. power cut for 9 hrs on wed nite, the ice box died n all the fish went bad {power-cut}
jia hui: alamak. ur stuff ok?
aiman: the tv also gone. insurance says no lol {tv}
jia hui: sorry. hows uncle lim
aiman: still fighting. his rambutan tree drops leaves in my drain, the front step floods every time it rains. he says the tree was there first {rambutan}
jia hui: lol he's not wrong
aiman: hmph. takraw training only on tues now, the hall's being repainted {takraw-tues}
jia hui: kaya news: the coffee shop takes 20 a wk now, n i got a stall at the christmas bazaar at ipoh parade, dec 14 n 15 {bazaar}
aiman: wah
jia hui: but wei jie got a job at klia so no more deliveries. interview was last mon, he starts dec 2. cargo loader, 12 hr shifts, 4 on 4 off {weijie-job}
@ 2025-02-22
jia hui: happy cny!! hows the rambutan war {ask-war}
aiman: over!! uncle lim cut the big branch on new yr's day n gave me a bag of oranges. friends now {war-over}
jia hui: lol oranges
aiman: his wife's idea. hows the bazaar? {ask-bazaar}
jia hui: sold 210 jars in 2 days. rm2,940. n my aunt's curry puffs sold out by 3pm {bazaar-result}
aiman: rich
jia hui: spent it on a 2nd hand gas burner lol. the big kind, rm1,200 {burner}
aiman: n driving?
jia hui: drove to penang with my dad last sun!! 2 hrs 40. he slept the whole way = trust {drive-penang}
aiman: wah u were HERE n didnt call
jia hui: 1 nite only, sorry. next time {no-call}
aiman: hmph. work news: got an interview at the hospital in seberang jaya on mon. maintenance technician {interview}
jia hui: ur leaving the factory??
aiman: if they want me. 9 yrs at the glove factory is enough {factory}
jia hui: gd luck!!
@ 2025-06-07
jia hui: well??? the hospital? {ask-hosp}
aiman: got it. started 1st apr. my boss is the head of maintenance, en. faizal. first wk i just fixed beds lol {hosp-job}
jia hui: lol beds. pay better?
aiman: rm3,800, up from 3,100. n no more nite shifts {pay}
jia hui: nice!!
aiman: takraw: we got to the semi this time. lost to butterworth again, 0-2. coach still happy {semi}
jia hui: butterworth again haha
aiman: we hate them. n kaya?
jia hui: big news: a shop in kl wants 100 jars a month from july. wei jie will take them up when he goes back to work {kl-order}
aiman: proud of u
jia hui: n the clean-up in our taman last sun, 35 ppl came n we filled 48 bags. i drove the rubbish to the dump in the myvi {cleanup}
aiman: hope ur dad doesnt know
jia hui: he knows. he came too {dad-came}
""",
    [
        Q(
            "s",
            "What does jia hui make and sell?",
            "jars of kaya",
            "ask-kaya kaya",
            {"ask-kaya": "kaya jars", "kaya": "jars"},
            "",
            True,
        ),
        Q(
            "s",
            "Where does jia hui make her kaya?",
            "in her mum's kitchen in pasir pinji",
            "kaya",
            "mum's kitchen; pasir pinji",
        ),
        Q(
            "s",
            "How many jars of kaya did jia hui sell a week in May 2024, and at what price?",
            "40 jars a week at rm12 each",
            "kaya",
            "40; rm12",
        ),
        Q(
            "m",
            "How did jia hui's weekly kaya sales and price change?",
            "from 40 jars at rm12 to 65 jars at rm14",
            "kaya kaya-65",
            {"kaya": "40; rm12", "kaya-65": "65; rm14"},
            "latest",
        ),
        Q(
            "s",
            "Why did jia hui raise the price of her kaya?",
            "coconut milk went up",
            "kaya-65",
            "coconut milk",
        ),
        Q("s", "Where do most of jia hui's customers buy?", "on shopee", "kaya-shop", "shopee"),
        Q(
            "m",
            "How many jars does the corner coffee shop take?",
            "10 every Monday at first, then 20 a week",
            "kaya-shop bazaar",
            {"kaya-shop": "coffee shop; 10", "bazaar": "coffee shop; 20"},
            "latest",
        ),
        Q(
            "s",
            "What sport did aiman take up again?",
            "sepak takraw, with the kampung team in balik pulau",
            "takraw",
            "takraw; balik pulau",
            "",
            True,
        ),
        Q(
            "s",
            "When does aiman's takraw team train?",
            "tuesday and thursday nights",
            "takraw",
            "tues; thurs",
        ),
        Q(
            "m",
            "Why did aiman's takraw training change to only Tuesdays?",
            "the hall is being repainted",
            "takraw takraw-tues",
            {"takraw": "tues; thurs", "takraw-tues": "tues; repainted"},
            "latest",
        ),
        Q(
            "s",
            "Which group was aiman's team in at the state tournament?",
            "group b",
            "tournament-plan",
            "group b",
        ),
        Q(
            "s",
            "Which teams did aiman's takraw team beat in the group?",
            "kuala kedah and kepala batas, 2-0 both",
            "tourn-result",
            "kuala kedah; kepala batas",
        ),
        Q(
            "s",
            "Who knocked aiman's team out of the 2024 state tournament?",
            "a team from butterworth, 1-2 in the quarter final",
            "tourn-result",
            "butterworth; quarter final",
        ),
        Q(
            "t",
            "When did aiman's team play the quarter final?",
            "2024-08-04",
            "tourn-result",
            "quarter final; sun",
            "relative-date",
        ),
        Q(
            "m",
            "How far did aiman's takraw team get in 2024 and in 2025?",
            "the quarter final in 2024 and the semi final in 2025, losing to butterworth both times",
            "tourn-result semi",
            {"tourn-result": "quarter final; butterworth", "semi": "semi; butterworth"},
        ),
        Q(
            "s",
            "What was the score of aiman's 2025 semi final?",
            "0-2 to butterworth",
            "semi",
            "butterworth; 0",
        ),
        Q(
            "s",
            "Who is jia hui's driving instructor?",
            "mr khoo, from the driving academy in greentown",
            "driving",
            "khoo",
        ),
        Q(
            "s",
            "What does mr khoo shout at jia hui?",
            '"slow down aunty!"',
            "driving",
            "slow down aunty",
        ),
        Q("s", "How many lessons did mr khoo want before the test?", "15", "test-when", "15"),
        Q(
            "m",
            "How did the number of jia hui's driving lessons grow?",
            "3, then 14 before the first test, then 20 in all",
            "driving test-fail passed",
            {"driving": "3", "test-fail": "14", "passed": "20"},
            "latest",
        ),
        Q(
            "t",
            "When did jia hui fail her first driving test?",
            "2024-08-06",
            "test-fail",
            "test; tues; failed",
            "relative-date",
        ),
        Q(
            "s",
            "Why did jia hui fail her first driving test?",
            "the hill start: she rolled back and stalled twice",
            "test-fail",
            "hill start",
        ),
        Q(
            "t",
            "When did jia hui pass her driving test?",
            "2024-10-22",
            "passed",
            "passed; 22nd; oct",
        ),
        Q(
            "m",
            "At which attempt did jia hui pass her driving test, and how many lessons had she had?",
            "the second, after 20 lessons",
            "test-fail passed",
            {"test-fail": "failed", "passed": "2nd; 20 lessons"},
        ),
        Q(
            "s",
            "How did mr khoo celebrate jia hui passing?",
            "he bought her teh tarik",
            "passed",
            "teh tarik",
        ),
        Q(
            "s",
            "Which car does jia hui drive?",
            "her dad's old myvi, at weekends only",
            "car",
            "myvi",
        ),
        Q(
            "t",
            "When did jia hui drive to penang with her dad?",
            "2025-02-16",
            "drive-penang",
            "penang; sun",
            "relative-date",
        ),
        Q("s", "How long was the drive to penang?", "2 hours 40", "drive-penang", "2 hrs 40"),
        Q(
            "s",
            "Did jia hui see aiman when she drove to penang?",
            "No, she stayed one night only and did not call him",
            "drive-penang no-call",
            {"drive-penang": "penang", "no-call": "1 nite"},
        ),
        Q(
            "t",
            "When did aiman lose his phone?",
            "2024-05-02",
            "lost-phone",
            "phone; thurs",
            "relative-date",
        ),
        Q(
            "s",
            "Where did aiman leave his phone?",
            "on the 101 bus to georgetown",
            "lost-phone",
            "101 bus",
        ),
        Q(
            "s",
            "Which phone did aiman use while his was lost?",
            "his sister's old one",
            "sis-phone",
            "sis's old",
        ),
        Q("s", "Who found aiman's phone?", "a cleaner, under a seat", "phone-back", "cleaner"),
        Q(
            "s",
            "How long after he lost it did aiman hear about his phone?",
            "two weeks",
            "phone-back",
            "2 wks",
        ),
        Q(
            "s",
            "Who delivers jia hui's kaya?",
            "her brother wei jie, on his kapchai",
            "kaya-65",
            "wei jie; kapchai",
        ),
        Q(
            "s",
            "What went wrong with one of jia hui's orders?",
            "the delivery company sent 30 jars to taiping instead of teluk intan",
            "wrong-order",
            "taiping; teluk intan",
        ),
        Q(
            "s",
            "How much did the wrong delivery cost jia hui?",
            "rm90",
            "wrong-order order-cost",
            {"wrong-order": "my cost", "order-cost": "rm90"},
        ),
        Q("s", "How long was aiman's power cut?", "9 hours", "power-cut", "power cut; 9"),
        Q(
            "t",
            "On which night was aiman's power cut?",
            "2024-11-06",
            "power-cut",
            "power cut; wed",
            "relative-date",
        ),
        Q(
            "s",
            "What did the power cut break at aiman's?",
            "the ice box, so the fish went bad, and the tv",
            "power-cut tv",
            {"power-cut": "ice box", "tv": "tv"},
        ),
        Q("s", "Did insurance pay for aiman's tv?", "No, the insurance says no", "tv", "insurance"),
        Q(
            "s",
            "What was aiman's quarrel with uncle lim about?",
            "uncle lim's rambutan tree drops leaves in aiman's drain and his front step floods",
            "rambutan",
            "rambutan; drain",
        ),
        Q(
            "s",
            "What did uncle lim say about the rambutan tree?",
            "that the tree was there first",
            "rambutan",
            "tree; first",
        ),
        Q(
            "s",
            "How did the quarrel with uncle lim end?",
            "uncle lim cut the big branch and gave aiman a bag of oranges",
            "war-over",
            "branch; oranges",
        ),
        Q(
            "t",
            "When did uncle lim cut the rambutan branch?",
            "2025-01-01",
            "war-over",
            "new yr's day",
            "human-date",
        ),
        Q(
            "s",
            "Whose idea were the oranges?",
            "uncle lim's wife's",
            "war-over ask-bazaar",
            {"war-over": "oranges", "ask-bazaar": "wife's idea"},
        ),
        Q(
            "s",
            "Where was jia hui's christmas stall?",
            "the christmas bazaar at ipoh parade",
            "bazaar",
            "ipoh parade",
        ),
        Q(
            "s",
            "How many jars did jia hui sell at the christmas bazaar, for how much?",
            "210 jars in 2 days, rm2,940",
            "bazaar-result",
            "210; rm2,940",
        ),
        Q(
            "s",
            "What sold out at the bazaar by 3pm?",
            "jia hui's aunt's curry puffs",
            "bazaar-result",
            "curry puffs",
        ),
        Q(
            "s",
            "What did jia hui buy with the bazaar money?",
            "a second-hand gas burner, rm1,200",
            "burner",
            "gas burner",
        ),
        Q(
            "s",
            "What job did wei jie get?",
            "cargo loader at klia",
            "weijie-job",
            "klia; cargo loader",
        ),
        Q("t", "When did wei jie start at klia?", "2024-12-02", "weijie-job", "dec 2"),
        Q(
            "t",
            "When was wei jie's interview for klia?",
            "2024-11-11",
            "weijie-job",
            "interview; mon",
            "relative-date",
        ),
        Q(
            "s",
            "What shifts does wei jie work?",
            "12-hour shifts, 4 on 4 off",
            "weijie-job",
            "12 hr; 4 on 4 off",
        ),
        Q(
            "s",
            "Where did aiman work for nine years?",
            "at the glove factory",
            "factory",
            "glove factory",
        ),
        Q(
            "s",
            "What job did aiman have an interview for?",
            "maintenance technician at the hospital in seberang jaya",
            "interview",
            "maintenance technician; seberang jaya",
        ),
        Q(
            "t",
            "When was aiman's hospital interview?",
            "2025-02-24",
            "interview",
            "interview; mon",
            "relative-date",
        ),
        Q(
            "t",
            "When did aiman start at the hospital?",
            "2025-04-01",
            "hosp-job",
            "started; 1st apr",
        ),
        Q(
            "s",
            "Who is aiman's boss at the hospital?",
            "en. faizal, the head of maintenance",
            "hosp-job",
            "faizal",
        ),
        Q(
            "s",
            "What did aiman do in his first week at the hospital?",
            "fixed beds",
            "hosp-job",
            "beds",
        ),
        Q(
            "s",
            "How did aiman's pay change with the hospital job?",
            "from rm3,100 to rm3,800, and no more night shifts",
            "pay",
            "3,800; 3,100",
        ),
        Q(
            "s",
            "Who wants 100 jars of kaya a month?",
            "a shop in kl, from july",
            "kl-order",
            "shop; kl; 100",
        ),
        Q(
            "s",
            "How many people came to the clean-up in jia hui's taman, and how many bags did they fill?",
            "35 people, 48 bags",
            "cleanup",
            "35; 48 bags",
        ),
        Q(
            "t",
            "When was the clean-up in jia hui's taman?",
            "2025-06-01",
            "cleanup",
            "clean; sun",
            "relative-date",
        ),
        Q(
            "s",
            "Did jia hui's dad go to the clean-up?",
            "Yes, he came too",
            "cleanup dad-came",
            {"cleanup": "clean", "dad-came": "came"},
            "pronoun",
        ),
        Q(
            "o",
            "Which Malaysian state is aiman's takraw team from?",
            "Penang (balik pulau)",
            "takraw drive-penang",
            {"takraw": "balik pulau", "drive-penang": "penang"},
        ),
        Q(
            "o",
            "What is kaya, which jia hui sells?",
            "a sweet coconut and egg jam; she uses coconut milk",
            "kaya-65",
            "coconut milk",
        ),
    ],
)
CONVERSATIONS.append(JIAHUI_AIMAN)


HELA_SKANDER = Conv(
    "pair",
    "named_json",
    ["Hela", "Skander"],
    """
@ 2024-09-07
Skander: Hela, how is the shop? School starts soon; you must be drowning in smocks. {ask-shop}
Hela: Drowning is the word. I have orders for four hundred school smocks, blue for the girls and beige for the boys, at 22 DT each. But the factory in Monastir is late: the boxes were promised for the 1st of September and nothing has come. {smocks}
Skander: And school starts on the 16th?
Hela: On the 16th. If they don't come by Wednesday, I'll drive to Monastir myself. {monastir-plan}
Skander: Take Lina with you, she can carry boxes.
Hela: Lina is studying! She starts her bac year on the 16th too, and her trial exams are in December. She wants medical school, so she needs sixteen at least. {lina}
Skander: Tell her that her uncle believes in her. My news is less good: the hotel in Port El Kantaoui won't renew my contract. It ends on the 31st of October, with the end of the season. {contract}
Hela: Oh Skander. After how long?
Skander: Six seasons as events coordinator: weddings, conferences and once a magic show for two hundred children. {six-seasons}
Hela: What will you do?
Skander: I've sent my papers to the wholesale market in Sousse. They need a price clerk for the mornings. {market-apply}
Hela: The wholesale market? You hate getting up early.
Skander: I hate being without work more, and my wife Rim says we'll manage on her salary for a while. {rim}
Hela: Rim is always right. Did you see Étoile de Sakiet on Sunday? We beat Kerkennah 3-1, and we're top of the table! {etoile}
Skander: Top after two matches doesn't count.
Hela: It counts for me. My neighbour Fatma and I are going to every home match this season. {fatma}
@ 2024-12-14
Skander: Did the smocks come in the end? {ask-smocks}
Hela: On the 12th of September, four days before school, and a third of the beige ones were the wrong size. I sold them anyway, and the factory gave me back 600 DT. I won't order from them again. {smocks-late}
Skander: Good. I have news: the wholesale market called. I had the interview on Monday, and I start on the 6th of January! {interview}
Hela: Bravo! What are the hours?
Skander: Four in the morning till noon, six days a week, with every second Saturday off. {hours}
Hela: Four! Rim will love having you home for lunch.
Skander: She laughs at me already. And my upstairs neighbour's washing machine leaked again last week, for the third time; the water came through our bathroom wall. He says it's the building's pipes. {leak}
Hela: The third time! What will you do?
Skander: The syndic is coming to look in January. {syndic}
Hela: We had a hailstorm here on Tuesday, with hailstones as big as marbles. It tore the awning of my shop and broke the glass over the door: 900 DT to fix both. {hail}
Skander: Was anyone hurt?
Hela: No, but Fatma's car has forty dents. She counted them. {fatma-car}
Skander: And Lina's trial exams?
Hela: 14.8 in the first round. The maths was good and the philosophy a disaster; she wants to cry and study at the same time. {trial}
Skander: And Étoile?
Hela: Third now, after a 0-0 with Mahdia. {etoile-3}
@ 2025-03-22
Hela: How is the wholesale market? {ask-market}
Skander: I like it! The market manager is a big man who never sits down. His name is Mr. Chaabane, he grew melons for thirty years, and he taught me to write a price before the seller finishes shouting. {chaabane}
Hela: And the hours?
Skander: Changed: since March it's Monday to Friday, five till one, and Saturdays free. Rim is happy. {hours-new}
Hela: Good. And the leak?
Skander: Over at last. The syndic sent a man who found the broken pipe in the neighbour's flat. The neighbour paid for it and for repainting our wall, 350 DT, and he even brought makroudh to say sorry. {leak-over}
Hela: Makroudh is a real apology. Here, the street is raising money for the children's library, because the roof leaks on the books. We're holding a street sale on the 5th of April, and I'm giving fifty smocks. {fundraiser}
Skander: What's the goal?
Hela: 3,000 DT. {goal}
Skander: And Lina?
Hela: Second round of trial exams: 15.9. She studies at her friend Amira's every evening. {trial-2}
Skander: Tell her bravo from me. I've signed up for the sea swim at Sousse in July: two kilometres. {swim-plan}
Hela: You, swimming two kilometres?
Skander: I swim three times a week at the municipal pool at six, after the market. By June I want to swim two kilometres without stopping. {swim-train}
@ 2025-06-28
Skander: Did Lina get her result? {ask-bac}
Hela: Yesterday! 16.4, with très bien. She cried, I cried, and the neighbours cried. {bac}
Skander: Medical school!
Hela: Medical school in Sfax, if the list says so in August. We're having a party for her on the 12th of July in the courtyard, about fifty people. {party}
Skander: We'll come. What do we bring?
Hela: Rim promised the brik, and Fatma is making the cake. You bring the chairs, since you have the car. {party-bring}
Skander: Chairs it is. How did the street sale go?
Hela: We raised 3,640 DT, more than the goal! The library roof was mended in May. I sold all fifty smocks, and one boy bought six for his brothers. {sale}
Skander: Brilliant. The swim: I can do one and a half kilometres now, slowly. The sea swim is on the 20th of July. {swim-15}
Hela: And Étoile finished second, one point behind Mahdia! {etoile-2}
Skander: Second is good for a club from Sakiet.
Hela: Is Mr. Chaabane still standing?
Skander: He's leaving! He retires in August, and he says I should apply for his job. {chaabane-leaves}
@ 2025-10-04
Hela: Well? Did you apply for Mr. Chaabane's job? {ask-apply}
Skander: I did, but in the end they gave it to a man from the ministry. I got a raise instead: 150 DT more a month, from September. {no-job}
Hela: Their loss. How was the sea swim?
Skander: I didn't swim it in the end. I had a burst eardrum the week before, and the doctor said no water for ten days. I watched Rim's cousin win it from the beach. {no-swim}
Hela: Oh no. Next year.
Skander: Next year. And Lina?
Hela: Lina got into medical school in Sfax! She started on the 22nd of September, and she says anatomy is all long words. {medical}
Skander: Of course it is. How many came to the party in the end?
Hela: Sixty-three, and the brik ran out in twenty minutes. Fatma's cake had Lina's face on it. {party-final}
Skander: And the shop?
Hela: This year I ordered the smocks from a workshop in Ksar Hellal, and they came on the 20th of August, early and all the right sizes. Five hundred this time, at 24 DT. {smocks-new}
Skander: Learning from mistakes.
Hela: Speaking of mistakes: I lost my keys at the party and found them a week later in the bag of chairs you took home. {keys}
""",
    [
        Q(
            "s",
            "What does Hela sell in her shop?",
            "school smocks",
            "ask-shop smocks",
            {"ask-shop": "shop; smocks", "smocks": "school smocks"},
            "",
            True,
        ),
        Q(
            "s",
            "How many smocks had Hela's customers ordered in September 2024, and at what price?",
            "four hundred, at 22 DT each",
            "smocks",
            "four hundred; 22",
        ),
        Q(
            "s",
            "What colours are the school smocks?",
            "blue for the girls and beige for the boys",
            "smocks",
            "blue; beige",
        ),
        Q(
            "s",
            "Where was the factory that made Hela's smocks in 2024?",
            "Monastir",
            "smocks",
            "monastir",
        ),
        Q(
            "t",
            "When were the smocks from Monastir promised for?",
            "2024-09-01",
            "smocks",
            "1st; september",
        ),
        Q(
            "t",
            "When did the smocks from Monastir arrive?",
            "2024-09-12",
            "smocks-late",
            "12th; september",
        ),
        Q(
            "s",
            "What was wrong with the smocks from Monastir?",
            "they were late and a third of the beige ones were the wrong size",
            "smocks-late",
            "beige; wrong size",
        ),
        Q("s", "How much did the Monastir factory give Hela back?", "600 DT", "smocks-late", "600"),
        Q(
            "m",
            "How did Hela's smock orders change from 2024 to 2025?",
            "from 400 smocks at 22 DT from Monastir, late, to 500 at 24 DT from Ksar Hellal, early",
            "smocks smocks-new",
            {"smocks": "four hundred; 22; monastir", "smocks-new": "five hundred; 24; ksar hellal"},
            "latest",
        ),
        Q(
            "t",
            "When did the smocks from Ksar Hellal arrive?",
            "2025-08-20",
            "smocks-new",
            "20th; august",
        ),
        Q(
            "s",
            "What did Hela plan to do if the smocks did not come by Wednesday?",
            "drive to Monastir herself",
            "monastir-plan",
            "drive; monastir",
        ),
        Q(
            "s",
            "What does Lina want to study?",
            "medicine, at medical school",
            "lina",
            "medical school",
        ),
        Q(
            "s",
            "What mark did Lina need for medical school?",
            "sixteen at least",
            "lina",
            "sixteen",
        ),
        Q(
            "m",
            "How did Lina's marks change from the trial exams to the bac?",
            "14.8, then 15.9, then 16.4 at the bac",
            "trial trial-2 bac",
            {"trial": "14.8", "trial-2": "15.9", "bac": "16.4"},
            "latest",
        ),
        Q(
            "s",
            "Which subject went badly in Lina's first trial exams?",
            "philosophy",
            "trial",
            "philosophy",
        ),
        Q(
            "s",
            "Where does Lina study in the evenings?",
            "at her friend Amira's",
            "trial-2",
            "amira",
        ),
        Q(
            "t",
            "When did Lina get her bac result?",
            "2025-06-27",
            "bac",
            "yesterday; 16.4",
            "relative-date",
        ),
        Q("t", "When did Lina start medical school?", "2025-09-22", "medical", "22nd; september"),
        Q(
            "s",
            "What does Lina say about anatomy?",
            "it is all long words",
            "medical",
            "anatomy; long words",
        ),
        Q("t", "When was Lina's party planned?", "2025-07-12", "party", "12th; july"),
        Q(
            "m",
            "How many people were expected at Lina's party, and how many came?",
            "about fifty were expected and sixty-three came",
            "party party-final",
            {"party": "fifty", "party-final": "sixty-three"},
        ),
        Q(
            "s",
            "Who made the cake for Lina's party?",
            "Fatma; it had Lina's face on it",
            "party-bring party-final",
            {"party-bring": "fatma; cake", "party-final": "cake"},
        ),
        Q("s", "What did Rim bring to Lina's party?", "the brik", "party-bring", "rim; brik"),
        Q(
            "s",
            "What did Skander bring to Lina's party?",
            "the chairs, in his car",
            "party-bring",
            "chairs",
        ),
        Q(
            "s",
            "What happened to the brik at the party?",
            "it ran out in twenty minutes",
            "party-final",
            "brik; twenty minutes",
        ),
        Q(
            "s",
            "Where did Hela find the keys she lost at the party?",
            "in the bag of chairs Skander took home, a week later",
            "keys",
            "bag of chairs",
        ),
        Q(
            "s",
            "Where did Skander work before the wholesale market?",
            "at a hotel in Port El Kantaoui, as events coordinator",
            "contract six-seasons",
            {"contract": "hotel; port el kantaoui", "six-seasons": "events coordinator"},
        ),
        Q("t", "When did Skander's hotel contract end?", "2024-10-31", "contract", "31st; october"),
        Q(
            "s",
            "How long was Skander events coordinator at the hotel?",
            "six seasons",
            "six-seasons",
            "six seasons",
        ),
        Q(
            "s",
            "What was the most unusual event Skander organised at the hotel?",
            "a magic show for two hundred children",
            "six-seasons",
            "magic show",
        ),
        Q(
            "s",
            "What job did Skander apply for after the hotel?",
            "price clerk for the mornings at the wholesale market in Sousse",
            "market-apply",
            "wholesale market; price clerk",
        ),
        Q("s", "Who is Rim?", "Skander's wife", "rim", "rim"),
        Q(
            "t",
            "When was Skander's interview at the wholesale market?",
            "2024-12-09",
            "interview",
            "interview; monday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Skander start at the wholesale market?",
            "2025-01-06",
            "interview",
            "6th; january",
        ),
        Q(
            "m",
            "How did Skander's hours at the market change?",
            "from four till noon six days a week with every second Saturday off, to Monday to Friday five till one",
            "hours hours-new",
            {"hours": "four; noon; second saturday", "hours-new": "monday; friday; five; one"},
            "latest",
        ),
        Q(
            "s",
            "Who is Mr. Chaabane?",
            "the manager of the wholesale market, Skander's boss",
            "chaabane",
            "market manager; chaabane",
        ),
        Q(
            "s",
            "What did Mr. Chaabane do before the market?",
            "he grew melons for thirty years",
            "chaabane",
            "melons; thirty years",
        ),
        Q(
            "s",
            "What did Mr. Chaabane teach Skander?",
            "to write a price before the seller finishes shouting",
            "chaabane",
            "price; shouting",
            "pronoun",
        ),
        Q(
            "s",
            "Did Skander get Mr. Chaabane's job?",
            "No, it went to a man from the ministry",
            "chaabane-leaves no-job",
            {"chaabane-leaves": "apply", "no-job": "ministry"},
        ),
        Q(
            "s",
            "What raise did Skander get?",
            "150 DT more a month, from September",
            "no-job",
            "150",
        ),
        Q("t", "When does Mr. Chaabane retire?", "2025-08", "chaabane-leaves", "retires; august"),
        Q(
            "s",
            "What was leaking into Skander's flat?",
            "the upstairs neighbour's washing machine, through the bathroom wall",
            "leak",
            "washing machine",
        ),
        Q(
            "s",
            "How many times had the washing machine leaked by December 2024?",
            "three",
            "leak",
            "third time",
        ),
        Q(
            "s",
            "How did the leak quarrel end?",
            "the syndic's man found the broken pipe; the neighbour paid for it and the repainting, 350 DT, and brought makroudh",
            "leak-over",
            "pipe; 350; makroudh",
        ),
        Q(
            "t",
            "When did the hailstorm hit Sfax?",
            "2024-12-10",
            "hail",
            "hailstorm; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "What did the hailstorm break at Hela's shop?",
            "it tore the awning and broke the glass over the door",
            "hail",
            "awning; glass",
        ),
        Q("s", "How much did the hail damage at the shop cost?", "900 DT", "hail", "900"),
        Q(
            "s",
            "How many dents did the hail leave on Fatma's car?",
            "forty",
            "fatma-car",
            "forty dents",
            "third-person-fact",
        ),
        Q(
            "s",
            "What was Hela's street raising money for?",
            "the children's library, whose roof leaks on the books",
            "fundraiser",
            "children's library; roof",
        ),
        Q("t", "When was the street sale?", "2025-04-05", "fundraiser", "street sale; 5th; april"),
        Q(
            "m",
            "How much did the street sale raise, against what goal?",
            "3,640 DT against a goal of 3,000 DT",
            "goal sale",
            {"goal": "3,000", "sale": "3,640"},
            "fragment",
        ),
        Q(
            "s",
            "What did Hela give to the street sale?",
            "fifty smocks",
            "fundraiser sale",
            "fifty smocks",
        ),
        Q("t", "When was the library roof mended?", "2025-05", "sale", "roof; may"),
        Q(
            "s",
            "How far is the sea swim Skander signed up for?",
            "two kilometres",
            "swim-plan",
            "two kilometres",
        ),
        Q(
            "s",
            "How did Skander train for the sea swim?",
            "three times a week at the municipal pool at six, after the market",
            "swim-train",
            "three times; municipal pool",
        ),
        Q("t", "When was the sea swim at Sousse?", "2025-07-20", "swim-15", "20th; july"),
        Q(
            "s",
            "Did Skander swim the sea swim?",
            "No: he had a burst eardrum and could not go in the water",
            "no-swim",
            "burst eardrum",
        ),
        Q("s", "Who won the sea swim?", "Rim's cousin", "no-swim", "rim's cousin"),
        Q(
            "s",
            "Which team does Hela support?",
            "Étoile de Sakiet",
            "etoile",
            "étoile de sakiet",
            "",
            True,
        ),
        Q(
            "t",
            "When did Étoile de Sakiet beat Kerkennah 3-1?",
            "2024-09-01",
            "etoile",
            "kerkennah; sunday",
            "relative-date",
        ),
        Q(
            "m",
            "How did Étoile de Sakiet's place in the table change over the 2024-25 season?",
            "top, then third, and they finished second",
            "etoile etoile-3 etoile-2",
            {"etoile": "top", "etoile-3": "third", "etoile-2": "second"},
            "latest",
        ),
        Q(
            "s",
            "Who finished above Étoile de Sakiet?",
            "Mahdia, by one point",
            "etoile-2",
            "mahdia; one point",
        ),
        Q(
            "s",
            "Who goes to Étoile de Sakiet's home matches with Hela?",
            "her neighbour Fatma",
            "fatma",
            "fatma",
        ),
        Q(
            "o",
            "In which country do Hela and Skander live?",
            "Tunisia",
            "ask-market market-apply",
            {"ask-market": "wholesale market", "market-apply": "sousse"},
        ),
    ],
)
CONVERSATIONS.append(HELA_SKANDER)


SABINA_BIKASH = Conv(
    "pair",
    "timestamped_lines",
    ["Sabina", "Bikash"],
    """
@ 2023-12-16
Bikash: Sabina, namaste! How is Pokhara? Are you still renting out boats on Phewa Lake? {ask-job}
Sabina: Still at the boat counter by the lakeside, five years now. In winter it's quiet, maybe thirty boats a day. {job}
Bikash: And the interview you told me about?
Sabina: It's on Tuesday! The new zipline at Sarangkot needs a supervisor for the ticket hall. {interview}
Bikash: Good luck. Here the shop is busy: everyone wants a dhaka topi for the wedding season. I sold 120 last month at 600 NPR each. {topi}
Sabina: Who makes them for you now?
Bikash: Three women in Tansen who weave the cloth at home, and one old man in Bartung who is slow but the best. {weave}
Sabina: And how is Maya?
Bikash: My wife Maya is seven months pregnant and tired of the stairs. The baby is due in February. {maya}
Sabina: And the exam?
Bikash: The Lok Sewa exam is on the 24th of February, for a section officer post. I study every morning from five to seven, before the shop opens. {loksewa}
Sabina: Before the shop! You're mad.
Bikash: Our neighbour upstairs is the mad one. He has put his own pipe into the shared water tank, and now we get water only twice a week. {tank}
Sabina: Will you go to the ward office?
Bikash: Maybe. First I'll talk to his mother. {mother}
@ 2024-03-23
Sabina: Bikash! Congratulations on the baby! Send a photo. {ask-baby}
Bikash: Here: our son Aarav, born on the 9th of February, two weeks early, asleep on Maya's chest with his fists up like a little wrestler. {aarav}
Sabina: Like a wrestler! And the exam?
Bikash: I didn't sit it in the end. The baby came two weeks before, and I hadn't slept. The next one is in September. {no-exam}
Sabina: Sensible. My news: I got the job! I started at the zipline on the 1st of March. {job-got}
Bikash: As the supervisor?
Sabina: Supervisor of the ticket hall at the bottom, twenty-two thousand NPR a month. On the first day the site manager made me ride down the line six times to learn the timings. {first-day}
Bikash: Six times! Was it fun?
Sabina: The first three were. The site manager is strict, a woman from Jomsom who never forgets a face. Her name is Mrs. Dolkar. {dolkar}
Bikash: The tank story is over, by the way. His mother made him take the pipe out, and now we get water every day. {tank-over}
Sabina: The mother always wins. And the shop?
Bikash: The weaving is late. An order of eighty topis for a school in Butwal was due on the 1st of March and came on the 15th, so the school paid only 550 each. {late-order}
Sabina: That's fair, I suppose. Here the rota is two weeks of early shifts, six to two, then two weeks of late ones, two to ten. {rota}
Bikash: Six in the morning? Now who's mad?
@ 2024-06-29
Bikash: How is the zipline in the rains? {ask-rain}
Sabina: Closed for three days last week because of the wind and rain. And the power was cut in our street for two days; when it came back, the well motor burnt out. 9,000 NPR for a new one. {power}
Bikash: Here a rockfall closed the road to Butwal on Wednesday. The buses still aren't running. {rockfall}
Sabina: My brother Roshan's convocation is on the 12th of July in Kathmandu! He finished his degree at Pulchowk. {convocation}
Bikash: Bravo Roshan! Are you going?
Sabina: Mother, me and Roshan's fiancée, on the tourist bus, for two nights. {conv-plan}
Bikash: And Aarav's pasni is on the 20th of July, when he's five months old. We're planning for a hundred guests; Maya's brothers will cook, and my father feeds him the first spoon of kheer. {pasni}
Sabina: A hundred! I'll come after Kathmandu. What should I bring?
Bikash: Bring sel roti, fifty pieces, from that shop by the lake. {sel-roti}
Sabina: Fifty, noted. My rota has changed: now it's one week early and one week late, because two girls left. {rota-2}
Bikash: Is Mrs. Dolkar still strict?
Sabina: Strict, but she gave me a raise after three months: twenty-five thousand now. {raise}
Bikash: Good. I'm studying again for September, two hours every morning, and Maya makes me tea. {study}
@ 2024-10-12
Sabina: Did you sit the exam this time? {ask-exam}
Bikash: I did, on the 15th of September, and I failed by four marks. The next one is in March. {failed}
Sabina: Four marks! Next time.
Bikash: Next time. How was Roshan's convocation?
Sabina: We didn't go in the end. A rockfall closed the road to Kathmandu for two days, so Roshan went alone and we watched him on his phone, in a black robe and a hat too big for him. {no-conv}
Bikash: What a shame.
Sabina: At least Aarav's pasni was wonderful. How many people came in the end? I lost count.
Bikash: A hundred and thirty-five. Maya's brothers cooked for two days, and at the choosing game Aarav grabbed the pen, so he'll be a writer. {pasni-final}
Sabina: A writer! And I have a story: on the bus home from your town I lost my bag with my phone in it, and the next day I found it at the bus counter in Pokhara with everything inside. {lost-bag}
Bikash: Lucky! The shop had a good Dashain: 210 topis in three weeks. The old man in Bartung raised his price, so now they're 650. {dashain}
Sabina: My nephew Kiran's school team is in the district football tournament. They won the first round 3-0 on Sunday, and the quarter final is next Friday. {kiran}
Bikash: Tell Kiran to aim for the corners.
@ 2025-01-25
Bikash: How did Kiran's team do in the end? {ask-kiran}
Sabina: They won the quarter final 2-1 and lost the semi on penalties. Kiran scored in both. He cried for a day and then asked for new football shoes. {kiran-end}
Bikash: Shoes are the cure. My exam is on the 8th of March, and I'm studying three hours a day now. {exam-3}
Sabina: You'll pass. Here, Mrs. Dolkar is leaving for the office in Kathmandu, and she put my name forward for site manager. The interview is on the 3rd of February. {manager-interview}
Bikash: Site manager! For how much?
Sabina: Thirty-two thousand, and no more late shifts. {manager-pay}
Bikash: Aarav walks! Eleven months old, and on Sunday he walked from the shop door to the counter. {aarav-walks}
Sabina: Walking already!
Bikash: And we planted trees: the ward organised a planting day on the hill above Tansen, and forty families planted three hundred saplings. Maya carried Aarav the whole morning. {planting}
Sabina: Lovely. Roshan has a job too, at a hydropower company in Dhading, from March. {roshan-job}
Bikash: At last.
Sabina: Send me two topis for Roshan's new boss. I'll pay the new price. {topi-order}
Bikash: For you, 600. {for-you}
""",
    [
        Q(
            "s",
            "What was Sabina's job in December 2023?",
            "renting out boats at the boat counter on Phewa Lake",
            "ask-job job",
            {"ask-job": "boats; phewa lake", "job": "boat counter"},
        ),
        Q(
            "s",
            "How long had Sabina worked at the boat counter?",
            "five years",
            "job",
            "five years",
        ),
        Q(
            "s",
            "How many boats a day does Sabina rent out in winter?",
            "maybe thirty",
            "job",
            "thirty boats",
        ),
        Q(
            "s",
            "What job did Sabina have an interview for?",
            "supervisor of the ticket hall at the new zipline at Sarangkot",
            "interview",
            "zipline; ticket hall",
        ),
        Q(
            "t",
            "When was Sabina's interview for the zipline?",
            "2023-12-19",
            "interview",
            "zipline; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Sabina start at the zipline?",
            "2024-03-01",
            "job-got",
            "started; 1st; march",
        ),
        Q(
            "s",
            "How much did Sabina earn when she started at the zipline?",
            "twenty-two thousand NPR a month",
            "first-day",
            "twenty-two thousand",
        ),
        Q(
            "m",
            "How did Sabina's pay at the zipline change?",
            "twenty-two thousand, then twenty-five thousand after three months, with thirty-two thousand offered for site manager",
            "first-day raise manager-pay",
            {
                "first-day": "twenty-two thousand",
                "raise": "twenty-five thousand",
                "manager-pay": "thirty-two thousand",
            },
            "latest",
        ),
        Q(
            "s",
            "What did Sabina do on her first day at the zipline?",
            "she rode down the line six times to learn the timings",
            "first-day",
            "six times; timings",
        ),
        Q(
            "s",
            "What is the name of the site manager at the zipline?",
            "Mrs. Dolkar",
            "first-day dolkar",
            {"first-day": "site manager", "dolkar": "dolkar"},
        ),
        Q("s", "Where is Mrs. Dolkar from?", "Jomsom", "dolkar", "jomsom"),
        Q(
            "m",
            "How did Sabina's rota change?",
            "from two weeks of early shifts and two of late to one week early and one week late, because two girls left",
            "rota rota-2",
            {"rota": "two weeks", "rota-2": "one week; two girls left"},
            "latest",
        ),
        Q(
            "s",
            "What hours are the early and late shifts at the zipline?",
            "early six to two, late two to ten",
            "rota",
            "six; two; ten",
        ),
        Q(
            "s",
            "Why might Sabina become site manager?",
            "Mrs. Dolkar is leaving for the office in Kathmandu and put her name forward",
            "manager-interview",
            "dolkar; kathmandu",
        ),
        Q(
            "t",
            "When is Sabina's interview for site manager?",
            "2025-02-03",
            "manager-interview",
            "3rd; february",
        ),
        Q("s", "What does Bikash sell in his shop?", "dhaka topis", "topi", "dhaka topi", "", True),
        Q(
            "s",
            "How many topis did Bikash sell in November 2023, at what price?",
            "120 at 600 NPR each",
            "topi",
            "120; 600",
        ),
        Q(
            "s",
            "Who makes Bikash's topis?",
            "three women in Tansen who weave at home and an old man in Bartung",
            "weave",
            "three women; bartung",
        ),
        Q(
            "s",
            "What was late with the Butwal school order?",
            "eighty topis due on the 1st of March came on the 15th",
            "late-order",
            "eighty; 15th",
        ),
        Q("s", "How much did the Butwal school pay for each topi?", "550 NPR", "late-order", "550"),
        Q(
            "s",
            "How many topis did Bikash sell at Dashain?",
            "210 in three weeks",
            "dashain",
            "210; three weeks",
        ),
        Q(
            "m",
            "How did the price of Bikash's topis change, and why?",
            "from 600 to 650 because the old man in Bartung raised his price",
            "topi dashain",
            {"topi": "600", "dashain": "650; bartung"},
            "latest",
        ),
        Q(
            "s",
            "Who is Maya?",
            "Bikash's wife",
            "maya aarav",
            {"maya": "maya; pregnant", "aarav": "maya's"},
        ),
        Q("s", "What is the name of Bikash and Maya's son?", "Aarav", "aarav", "aarav"),
        Q("t", "When was Aarav born?", "2024-02-09", "aarav", "9th; february"),
        Q(
            "m",
            "Was Aarav born when he was due?",
            "No, two weeks early: due in February, born on the 9th of February",
            "maya aarav",
            {"maya": "february", "aarav": "two weeks early"},
        ),
        Q(
            "s",
            "How was Aarav sleeping in the photo?",
            "on Maya's chest with his fists up like a little wrestler",
            "aarav",
            "wrestler",
        ),
        Q(
            "s",
            "Which exam is Bikash studying for?",
            "the Lok Sewa exam, for a section officer post",
            "loksewa",
            "lok sewa; section officer",
        ),
        Q(
            "s",
            "Did Bikash sit the Lok Sewa exam in February 2024?",
            "No, the baby came two weeks before and he hadn't slept",
            "no-exam",
            "baby; slept",
        ),
        Q(
            "t",
            "When did Bikash sit the Lok Sewa exam and fail it?",
            "2024-09-15",
            "failed",
            "15th; september; failed",
        ),
        Q("s", "By how much did Bikash fail the exam?", "four marks", "failed", "four marks"),
        Q(
            "m",
            "How did Bikash's study time change?",
            "five to seven every morning, then two hours, then three hours a day",
            "loksewa study exam-3",
            {"loksewa": "five; seven", "study": "two hours", "exam-3": "three hours"},
            "latest",
        ),
        Q(
            "t",
            "When is Bikash's next Lok Sewa exam after he failed?",
            "2025-03-08",
            "exam-3",
            "8th; march",
        ),
        Q("s", "Who makes Bikash tea while he studies?", "Maya", "study", "maya; tea"),
        Q(
            "s",
            "What was the quarrel with Bikash's upstairs neighbour about?",
            "he put his own pipe into the shared water tank",
            "tank",
            "pipe; water tank",
        ),
        Q(
            "s",
            "How often did Bikash get water during the tank quarrel?",
            "only twice a week",
            "tank",
            "twice a week",
        ),
        Q(
            "s",
            "How did the water tank quarrel end?",
            "the neighbour's mother made him take the pipe out",
            "tank-over",
            "mother; pipe",
        ),
        Q(
            "s",
            "What broke when the power came back at Sabina's?",
            "the well motor burnt out",
            "power",
            "well motor",
        ),
        Q("s", "How much was Sabina's new well motor?", "9,000 NPR", "power", "9,000"),
        Q(
            "s",
            "How long was the zipline closed in June 2024?",
            "three days, because of the wind and rain",
            "power",
            "three days",
        ),
        Q(
            "t",
            "When did a rockfall close the road to Butwal?",
            "2024-06-26",
            "rockfall",
            "rockfall; butwal; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "Where did Sabina's brother Roshan finish his degree?",
            "he finished his degree at Pulchowk",
            "convocation",
            "pulchowk",
        ),
        Q(
            "t",
            "When was Roshan's convocation?",
            "2024-07-12",
            "convocation",
            "convocation; 12th; july",
        ),
        Q(
            "s",
            "Who was going to Roshan's convocation?",
            "Sabina, her mother and Roshan's fiancée, on the tourist bus",
            "conv-plan",
            "mother; fiancée",
        ),
        Q(
            "s",
            "Did Sabina go to Roshan's convocation?",
            "No, a rockfall closed the road to Kathmandu, so she watched on his phone",
            "no-conv",
            "rockfall; phone",
        ),
        Q(
            "s",
            "What did Roshan wear at his convocation?",
            "a black robe and a hat too big for him",
            "no-conv",
            "black robe",
        ),
        Q("t", "When was Aarav's pasni?", "2024-07-20", "pasni", "pasni; 20th; july"),
        Q(
            "m",
            "How many guests were planned for Aarav's pasni, and how many came?",
            "a hundred planned, a hundred and thirty-five came",
            "pasni pasni-final",
            {"pasni": "hundred", "pasni-final": "hundred; thirty-five"},
        ),
        Q(
            "s",
            "Who cooked for Aarav's pasni?",
            "Maya's brothers",
            "pasni pasni-final",
            "maya's brothers",
        ),
        Q(
            "s",
            "Who fed Aarav the first spoon of kheer?",
            "Bikash's father",
            "pasni",
            "father; kheer",
        ),
        Q(
            "s",
            "What did Sabina bring to the pasni?",
            "fifty pieces of sel roti from the shop by the lake",
            "sel-roti",
            "sel roti; fifty",
        ),
        Q(
            "s",
            "What did Aarav grab at the choosing game?",
            "the pen, so he'll be a writer",
            "pasni-final",
            "pen; writer",
        ),
        Q(
            "s",
            "Where did Sabina find her lost bag?",
            "at the bus counter in Pokhara, the next day, with everything inside",
            "lost-bag",
            "bus counter",
        ),
        Q(
            "s",
            "What team does Sabina's nephew Kiran play for?",
            "his school team, in the district football tournament",
            "kiran",
            "kiran; school team; district football",
        ),
        Q(
            "t",
            "When did Kiran's team win the first round 3-0?",
            "2024-10-06",
            "kiran",
            "first round; sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When was Kiran's quarter final planned?",
            "2024-10-18",
            "kiran",
            "quarter final; friday",
            "relative-date",
        ),
        Q(
            "m",
            "How did Kiran's team do in each round of the district tournament?",
            "won the first round 3-0, won the quarter final 2-1, lost the semi on penalties",
            "kiran kiran-end",
            {"kiran": "first round; 3", "kiran-end": "quarter final; 2; semi; penalties"},
            "event-chain",
        ),
        Q(
            "s",
            "What did Kiran ask for after the semi final?",
            "new football shoes",
            "kiran-end",
            "football shoes",
        ),
        Q(
            "t",
            "When did Aarav first walk from the shop door to the counter?",
            "2025-01-19",
            "aarav-walks",
            "walked; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "How many saplings were planted on the planting day?",
            "three hundred, by forty families",
            "planting",
            "three hundred saplings; forty families",
        ),
        Q(
            "s",
            "Where was the planting day?",
            "on the hill above Tansen",
            "planting",
            "hill; tansen",
        ),
        Q(
            "s",
            "Where will Roshan work?",
            "at a hydropower company in Dhading, from March",
            "roshan-job",
            "hydropower; dhading",
            "third-person-fact",
        ),
        Q(
            "s",
            "How much will Sabina pay for the two topis for Roshan's boss?",
            "600 each, Bikash's price for her",
            "topi-order for-you",
            {"topi-order": "new price", "for-you": "600"},
            "fragment",
        ),
        Q(
            "o",
            "In which country do Sabina and Bikash live?",
            "Nepal",
            "ask-job ask-kiran",
            {"ask-job": "pokhara", "ask-kiran": "kiran"},
        ),
    ],
)
CONVERSATIONS.append(SABINA_BIKASH)


CLAUDETTE = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-02-24
User: Good morning. My name is Claudette, and I make pepper sauce in Mandeville. I need a simple price list for my stall. {hi}
Assistant: Good morning, Claudette! Happy to help. What sizes do you sell, and at what prices?
User: A small bottle is J$900 and a large one J$1,500. I sell about sixty bottles a week, mostly at the market on Saturdays. {prices}
Assistant: Here is a start: "Claudette's Pepper Sauce: small bottle J$900, large bottle J$1,500." Would you like a line about the peppers?
User: Yes. All the bird peppers come from my own yard, about two hundred plants behind the house. {plants}
Assistant: Then add: "Made with bird peppers grown in my own yard in Mandeville." Anything else?
User: One more thing, a different job. My mother turns eighty-three on the 15th of June, and we're planning a party in the church yard for about forty people. Could you help me with an invitation? {party-plan}
Assistant: Of course. What is your mother's name, and who is organising it with you?
User: Her name is Miss Winsome, and my sister Paulette is helping. She lives in May Pen and will bake the cake. {winsome}
Assistant: Here's a draft: "Miss Winsome is turning eighty-three! Join us on Saturday the 15th of June in the church yard. Love, Claudette and Paulette."
User: Lovely. And my son Jermaine sits his CSEC exams in May, so I'll keep the party simple. He's doing eight subjects. {jermaine}
Assistant: Good luck to Jermaine! A simple party is often the best kind.
@ 2024-05-18
User: Hello again, it's Claudette. I need to write to a customer whose order is late, and I'm embarrassed. {late}
Assistant: Hello, Claudette! Tell me what happened, and we'll write something honest and short.
User: A hotel in Ocho Rios ordered a hundred and twenty large bottles for the 1st of May. My bottles come from a supplier in May Pen, and they sent the right bottles with the wrong caps, so I couldn't seal them. {hotel-order}
Assistant: That's not your fault, but the hotel will still want a date. When can you deliver?
User: On the 24th of May. The buyer at the hotel is a Mrs. Reid; she has been very patient. {reid}
Assistant: Here's a draft: "Dear Mrs. Reid, I'm sorry your order is late. My supplier sent the wrong caps; the hundred and twenty bottles will reach you on the 24th of May."
User: Perfect. The party plans have grown too: now fifty-five people are coming, because the whole choir wants to sing for Mama. {party-55}
Assistant: How lovely. Who is doing the food?
User: I'm making escovitch fish for everybody, Paulette still bakes the cake, and my brother Winston will drive Mama from her house. {food}
Assistant: That sounds well shared out. And how did Jermaine's exams go?
User: He finished on Thursday and slept for a whole day. Now he's helping me label bottles at fifty cents a bottle, his price. {jermaine-done}
Assistant: A good deal for both of you.
@ 2024-08-31
User: Good afternoon. It's Claudette. I'd like help with a short thank-you note to the church for Mama's party. {thanks-note}
Assistant: Good afternoon, Claudette! I'd be glad to. How did the party go?
User: Beautifully. Forty-eight came in the end, because the rain kept some away, and Mama danced with the pastor. {party-done}
Assistant: Here is a start: "Thank you for letting us use the church yard for Miss Winsome's eighty-third. She danced with the pastor, and we will never forget it."
User: Good. Life has been hard since then, though. The hurricane in July tore the zinc roof off my kitchen and flattened the bird peppers: I lost about a hundred and fifty of my two hundred plants. {hurricane}
Assistant: I'm so sorry. Were you able to keep making sauce?
User: Not for three weeks. We had no power for five days, and the roof cost J$180,000 to replace. I buy peppers from a farmer in Christiana until my plants grow back. {no-power}
Assistant: That's a lot to carry. Is there good news to balance it?
User: Yes! Jermaine got his CSEC results on Monday: eight passes, and a grade one in maths. He wants to stay on for lower sixth at his school. {results}
Assistant: Congratulations to Jermaine! Please add that to the note if you like: good news travels well.
@ 2024-11-30
User: Hello. It's Claudette again. A grocery chain wants to sell my sauce, and I need to write back to them. {grocery}
Assistant: Hello, Claudette! What a step. What have they asked for?
User: Forty large bottles a week for their shop in Mandeville, at J$1,100 each, starting in January. {grocery-order}
Assistant: Can you make forty extra a week?
User: Only with help. I've taken on a young man from the district, Odane, two days a week, and he's fast. {odane}
Assistant: Then a reply could say: "Thank you for your offer. I can supply forty large bottles a week from January at J$1,100 each."
User: Good. And one more thing: the hotel in Ocho Rios has ordered again, two hundred bottles for the Christmas season. Mrs. Reid asked for them herself. {reid-again}
Assistant: That shows they trust you after the late order. What else is new?
User: My plants are back to a hundred and eighty, and Jermaine started lower sixth in September. He's made me put my prices on a card by the stall: small J$1,000 now, large J$1,600. {new-prices}
Assistant: A good card makes the prices clear. Good luck with the grocery chain!
""",
    [
        Q(
            "s",
            "What does Claudette make?",
            "pepper sauce, in Mandeville",
            "hi",
            "pepper sauce; mandeville",
            "",
            True,
        ),
        Q(
            "s",
            "Where does Claudette sell most of her sauce?",
            "at the market on Saturdays",
            "prices",
            "market; saturdays",
        ),
        Q(
            "m",
            "How did the prices of Claudette's bottles change?",
            "small J$900 to J$1,000, large J$1,500 to J$1,600",
            "prices new-prices",
            {"prices": "900; 1,500", "new-prices": "1,000; 1,600"},
            "latest",
        ),
        Q(
            "s",
            "How many bottles does Claudette sell a week in February 2024?",
            "about sixty",
            "prices",
            "sixty bottles",
        ),
        Q(
            "s",
            "Where do Claudette's bird peppers come from?",
            "about two hundred plants in her own yard",
            "plants",
            "bird peppers; yard",
        ),
        Q(
            "m",
            "How did the number of Claudette's pepper plants change?",
            "two hundred, then about fifty after the hurricane, then back to a hundred and eighty",
            "plants hurricane new-prices",
            {
                "plants": "two hundred",
                "hurricane": "hundred; fifty",
                "new-prices": "hundred; eighty",
            },
            "latest",
        ),
        Q(
            "s",
            "Who is Miss Winsome?",
            "Claudette's mother",
            "party-plan winsome",
            {"party-plan": "mother", "winsome": "winsome"},
        ),
        Q(
            "t",
            "When is Miss Winsome's eighty-third birthday?",
            "2024-06-15",
            "party-plan",
            "eighty-three; 15th; june",
        ),
        Q(
            "s",
            "Where was Miss Winsome's party held?",
            "in the church yard",
            "party-plan",
            "church yard",
        ),
        Q(
            "m",
            "How did the guest count for Miss Winsome's party change?",
            "about forty, then fifty-five, and forty-eight came",
            "party-plan party-55 party-done",
            {"party-plan": "forty", "party-55": "fifty-five", "party-done": "forty-eight"},
            "latest",
        ),
        Q(
            "s",
            "Why did the guest list for Miss Winsome's party grow?",
            "the whole choir wanted to sing for her",
            "party-55",
            "choir; sing",
        ),
        Q(
            "s",
            "Why did fewer people come to Miss Winsome's party than expected?",
            "the rain kept some away",
            "party-done",
            "rain",
        ),
        Q(
            "s",
            "Who baked the cake for Miss Winsome's party?",
            "Claudette's sister Paulette",
            "winsome food",
            {"winsome": "paulette; cake", "food": "paulette; cake"},
        ),
        Q("s", "Where does Paulette live?", "May Pen", "winsome", "may pen"),
        Q("s", "What did Claudette cook for the party?", "escovitch fish", "food", "escovitch"),
        Q(
            "s",
            "Who drove Miss Winsome to her party?",
            "her son Winston, Claudette's brother",
            "food",
            "winston",
        ),
        Q("s", "Who did Miss Winsome dance with?", "the pastor", "party-done", "pastor"),
        Q(
            "s",
            "How many subjects did Jermaine sit at CSEC?",
            "eight",
            "jermaine",
            "eight subjects",
        ),
        Q(
            "t",
            "When did Jermaine finish his CSEC exams?",
            "2024-05-16",
            "jermaine-done",
            "finished; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "How much does Jermaine charge to label bottles?",
            "fifty cents a bottle",
            "jermaine-done",
            "fifty cents",
        ),
        Q(
            "t",
            "When did Jermaine get his CSEC results?",
            "2024-08-26",
            "results",
            "results; monday",
            "relative-date",
        ),
        Q(
            "s",
            "What were Jermaine's CSEC results?",
            "eight passes, with a grade one in maths",
            "results",
            "eight passes; grade one; maths",
        ),
        Q(
            "s",
            "What did Jermaine start in September 2024?",
            "lower sixth, at his school",
            "results new-prices",
            "lower sixth",
        ),
        Q(
            "s",
            "Which customer's order was late in May 2024?",
            "a hotel in Ocho Rios",
            "hotel-order",
            "hotel; ocho rios",
        ),
        Q(
            "s",
            "Why was the hotel's order late?",
            "the supplier in May Pen sent the wrong caps",
            "hotel-order",
            "wrong caps",
        ),
        Q("t", "When was the hotel's first order due?", "2024-05-01", "hotel-order", "1st; may"),
        Q("t", "When was the late hotel order to be delivered?", "2024-05-24", "reid", "24th; may"),
        Q("s", "Who is the buyer at the hotel in Ocho Rios?", "Mrs. Reid", "reid", "reid"),
        Q(
            "m",
            "How did the hotel's orders change after the late delivery?",
            "from a hundred and twenty large bottles to two hundred for the Christmas season",
            "hotel-order reid-again",
            {"hotel-order": "hundred; twenty", "reid-again": "two hundred; christmas"},
            "latest",
        ),
        Q(
            "s",
            "What did the hurricane break at Claudette's?",
            "it tore the zinc roof off her kitchen and flattened her bird peppers",
            "hurricane",
            "zinc roof; bird peppers",
        ),
        Q(
            "t",
            "When did the hurricane tear the roof off Claudette's kitchen?",
            "2024-07",
            "hurricane",
            "hurricane; july",
        ),
        Q(
            "s",
            "How long was Claudette without power after the hurricane?",
            "five days",
            "no-power",
            "five days",
        ),
        Q(
            "s",
            "How much did my new roof cost after the hurricane?",
            "J$180,000",
            "no-power",
            "180,000",
            "first-person-question",
        ),
        Q(
            "s",
            "Where does Claudette buy peppers while her plants grow back?",
            "from a farmer in Christiana",
            "no-power",
            "christiana",
        ),
        Q(
            "s",
            "What did the grocery chain ask Claudette for?",
            "forty large bottles a week at J$1,100 each, from January",
            "grocery-order",
            "forty; 1,100; january",
        ),
        Q(
            "s",
            "Who is Odane?",
            "a young man from the district who helps Claudette two days a week",
            "odane",
            "odane; two days",
        ),
        Q(
            "o",
            "Which country does Claudette live in?",
            "Jamaica (Mandeville, May Pen, Ocho Rios)",
            "hi hotel-order",
            {"hi": "mandeville", "hotel-order": "ocho rios"},
        ),
    ],
    user_label="Claudette",
)
CONVERSATIONS.append(CLAUDETTE)


BAYU = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2025-01-11
User: hi. bayu, yogya. need a short letter for a job. interview thurs {hi}
Assistant: Hi Bayu! Happy to help. What's the job, and where do you work now?
User: barista at the hotel café on malioboro. now at a photocopy shop near ugm, 3 yrs {job}
Assistant: Three years with customers is good experience. Any coffee training?
User: a 2 day course at a coffee roastery in sleman, paid it myself. 450rb {course}
Assistant: Then the letter can say: "I completed a two-day course at a coffee roastery in Sleman at my own cost, because I want to make coffee my trade."
User: ok gd. also pencak silat 3x a week, mon wed fri at 7. regional tournament in march {silat}
Assistant: You could mention that too: it shows discipline. Which weight are you?
User: under 60 kg. coach says lose 2 kilos first {weight}
Assistant: Good luck with both, Bayu. Send me the job ad if you'd like the letter to match it.
@ 2025-04-19
User: hotel said no. but the roastery in sleman took me!! started 1 apr {roastery}
Assistant: Congratulations, Bayu! How did that happen?
User: the owner remembered me from the course. interview on the phone, 10 min {owner}
Assistant: Lucky timing. How are the hours?
User: mon-fri 7 to 3. boss is the head roaster, mas dimas. he tastes every batch twice {dimas}
Assistant: A careful boss. How can I help today?
User: msg to mas dimas. need sat 10 may off, my sister ratna's wisuda at ugm {wisuda}
Assistant: Try: "Mas Dimas, may I have Saturday the 10th of May off? It's my sister Ratna's graduation ceremony at UGM. I can work another Saturday instead."
User: gd. tournament was 8 mar. won 2 rounds, lost the semi to a guy from klaten. 3rd place {tournament}
Assistant: Third in the region is a fine result. Did you make the weight?
User: ya. 59.4 {made-weight}
Assistant: Well done!
@ 2025-07-26
User: need a caption for a photo. ratna in her toga w/ my parents, in front of the ugm hall {caption}
Assistant: Maybe: "Ratna, the first graduate in our family. Proud doesn't cover it." Who took the photo?
User: me. mas dimas gave me the day, i swapped for sat 17 may {swap}
Assistant: A fair swap. Anything else going on?
User: lost my jacket w/ my id card on the trans jogja bus last wk. found it at the lost property office on mon {jacket}
Assistant: Good news. Anything else?
User: side job. i sell batik masks on the wkend market in kotagede, 25rb each. a shop in lombok ordered 300 {masks}
Assistant: That's a big order! Can you make three hundred?
User: my mum sews them. but the cloth came wrong, red not blue. sent back, 2 wks lost {cloth}
Assistant: Annoying. Will you still deliver on time?
User: deadline moved to 15 aug. shop said ok {deadline}
@ 2025-10-18
User: contract question. my 6 month contract at the roastery ended 30 sept. they renewed for 1 yr {contract}
Assistant: Congratulations! Did anything change?
User: pay up from 2.5 juta to 3.1 juta. n i roast on tues now, not only the bar {raise}
Assistant: That's a real step up. What do you need help with?
User: training plan. national tournament in jakarta 14 dec. coach wants 4x a week + running {plan}
Assistant: Then: Monday, Wednesday and Friday at seven with the club, a long run on Sunday morning, and rest on Tuesday and Saturday. How far do you run now?
User: 5 km. merapi dust last wk, no running 3 days {dust}
Assistant: Sensible. Start again gently: three kilometres, then build back to five over the week.
User: ok. the lombok masks went on 14 aug, 1 day early. shop wants 500 more for dec {lombok}
Assistant: Your mother will be busy! Good luck in Jakarta, Bayu.
""",
    [
        Q(
            "s",
            "What job did Bayu have an interview for in January 2025?",
            "barista at the hotel café on malioboro",
            "hi job",
            {"hi": "interview", "job": "barista; hotel café"},
        ),
        Q(
            "t",
            "When was Bayu's interview at the hotel café?",
            "2025-01-16",
            "hi",
            "interview; thurs",
            "relative-date",
        ),
        Q(
            "s",
            "Where did Bayu work before the roastery?",
            "at a photocopy shop near ugm, for three years",
            "job",
            "photocopy shop; ugm",
        ),
        Q(
            "s",
            "What coffee training did Bayu have?",
            "a two-day course at a coffee roastery in sleman, which he paid himself",
            "course",
            "2 day course; roastery; sleman",
        ),
        Q("s", "How much did Bayu's coffee course cost?", "450rb", "course", "450rb"),
        Q(
            "s",
            "How often does Bayu train at pencak silat?",
            "three times a week, monday, wednesday and friday at seven",
            "silat",
            "3x a week; mon; wed; fri",
        ),
        Q(
            "s",
            "What weight class do I fight in?",
            "under 60 kg",
            "weight",
            "under 60 kg",
            "first-person-question",
        ),
        Q(
            "s",
            "Did Bayu get the hotel café job?",
            "No, the hotel said no",
            "roastery",
            "hotel said no",
        ),
        Q(
            "t",
            "When did I start at the roastery?",
            "2025-04-01",
            "roastery",
            "started; 1 apr",
            "first-person-question",
        ),
        Q(
            "s",
            "How did Bayu get the roastery job?",
            "the owner remembered him from the course; a ten-minute phone interview",
            "owner",
            "owner; course; phone",
        ),
        Q(
            "s",
            "What are Bayu's hours at the roastery?",
            "monday to friday, 7 to 3",
            "dimas",
            "mon; fri; 7; 3",
        ),
        Q(
            "s",
            "Who is Bayu's boss at the roastery?",
            "the head roaster, mas dimas",
            "dimas",
            "head roaster; dimas",
        ),
        Q(
            "s",
            "What does mas dimas do with every batch?",
            "tastes it twice",
            "dimas",
            "tastes; twice",
        ),
        Q(
            "s",
            "Why did Bayu need Saturday the 10th of May off?",
            "his sister ratna's graduation ceremony (wisuda) at ugm",
            "wisuda",
            "ratna; wisuda",
        ),
        Q("t", "When was Ratna's wisuda?", "2025-05-10", "wisuda", "sat; 10 may"),
        Q(
            "s",
            "Which Saturday did Bayu work instead?",
            "Saturday the 17th of May",
            "swap",
            "sat 17 may",
        ),
        Q(
            "t",
            "When was the regional pencak silat tournament?",
            "2025-03-08",
            "tournament",
            "tournament; 8 mar",
        ),
        Q(
            "s",
            "How did Bayu do at the regional tournament?",
            "won two rounds, lost the semi to a fighter from klaten, third place",
            "tournament",
            "2 rounds; semi; 3rd",
        ),
        Q(
            "m",
            "Did Bayu make the weight his coach asked for?",
            "yes: he had to lose two kilos to be under 60 kg and weighed 59.4",
            "weight made-weight",
            {"weight": "2 kilos", "made-weight": "59"},
            "fragment",
        ),
        Q(
            "s",
            "Who is in the photo Bayu wanted a caption for?",
            "Ratna in her toga with their parents, in front of the ugm hall",
            "caption",
            "ratna; parents",
        ),
        Q(
            "s",
            "What did Bayu lose on the trans jogja bus?",
            "his jacket with his id card",
            "jacket",
            "jacket; id card",
        ),
        Q(
            "t",
            "When did Bayu find his jacket at the lost property office?",
            "2025-07-21",
            "jacket",
            "lost property; mon",
            "relative-date",
        ),
        Q(
            "s",
            "What does Bayu sell at the weekend market?",
            "batik masks, 25rb each, at the weekend market in kotagede",
            "masks",
            "batik masks; kotagede",
        ),
        Q("s", "Who sews Bayu's batik masks?", "his mum", "cloth", "mum"),
        Q(
            "s",
            "What went wrong with the cloth for the lombok order?",
            "it came red, not blue; it went back and two weeks were lost",
            "cloth",
            "red; blue",
        ),
        Q(
            "t",
            "When was the new deadline for the lombok mask order?",
            "2025-08-15",
            "deadline",
            "15 aug",
        ),
        Q(
            "m",
            "How many masks did the lombok shop order, and was it delivered on time?",
            "300, sent on the 14th of August, a day before the new deadline",
            "masks lombok",
            {"masks": "300", "lombok": "14 aug; early"},
        ),
        Q(
            "s",
            "How many more masks does the lombok shop want?",
            "500, for December",
            "lombok",
            "500; dec",
        ),
        Q(
            "t",
            "When did Bayu's first roastery contract end?",
            "2025-09-30",
            "contract",
            "ended; 30 sept",
        ),
        Q(
            "s",
            "How long was Bayu's contract renewed for?",
            "one year",
            "contract",
            "renewed; 1 yr",
        ),
        Q(
            "s",
            "How did Bayu's pay change when his contract was renewed?",
            "from 2.5 juta to 3.1 juta",
            "raise",
            "2.5 juta; 3.1 juta",
        ),
        Q(
            "s",
            "What does Bayu do on Tuesdays at the roastery?",
            "he roasts",
            "raise",
            "roast; tues",
        ),
        Q(
            "t",
            "When is the national pencak silat tournament?",
            "2025-12-14",
            "plan",
            "jakarta; 14 dec",
        ),
        Q(
            "s",
            "What training does Bayu's coach want before the national tournament?",
            "four times a week plus running",
            "plan",
            "4x a week; running",
        ),
        Q("s", "Why did Bayu stop running for three days?", "merapi dust", "dust", "merapi dust"),
        Q(
            "o",
            "Which city is the national tournament in, and which country is Bayu from?",
            "Jakarta, Indonesia",
            "plan hi",
            {"plan": "jakarta", "hi": "yogya"},
        ),
    ],
    user_label="bayu",
)
CONVERSATIONS.append(BAYU)


# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-03-13 is a Wednesday, 2024-06-21 a Friday, 2024-09-17 a Tuesday, 2024-12-12 a
# Thursday, 2025-04-07 a Monday and 2025-10-04 a Saturday. A weekday named for a past event
# is the one before the date; for a plan, the one after; "yesterday" is the day before.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-03-13", "2024-06-21", "2024-09-17"
D_, E_, F_ = "2024-12-12", "2025-04-07", "2025-10-04"

SENTENCES += [
    # past events with a relative date, often with a feeling said beside them
    S(
        "past-event",
        NL,
        A_,
        "Mariam",
        "On Monday I finally had my interview at the port authority in Alexandria, and my hands didn't stop shaking until the bus home.",
        [
            M(
                "Mariam had a job interview at the port authority in Alexandria on 2024-03-11.",
                R,
                "mariam; interview; port authority; 2024-03-11",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "tarek",
        "failed my road test yday. the parking bit. so annoyed",
        [
            M(
                "tarek failed his road test on 2024-06-20, on the parking.",
                R,
                "tarek; road test; failed; 2024-06-20",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Heba",
        "Our street had a power cut on Sunday night for six hours, and the children did their homework by the light of my phone.",
        [
            M(
                "Heba's street had a six-hour power cut on 2024-09-15.",
                R,
                "heba; power cut; 2024-09-15",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "My daughter Dina's team won the relay race at the school field day on Tuesday, and I shouted so much that I lost my voice.",
        [
            M(
                "The user's daughter Dina's team won the relay race at the school field day on 2024-12-10.",
                R,
                "dina; relay race; 2024-12-10",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "got my first pay rise sat. 12% more. took my mum out for dinner",
        [M("The user got a first pay rise of 12% on 2025-04-05.", R, "pay rise; 12; 2025-04-05")],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Mariam",
        "We held the clean-up of our street in Karmouz on Friday: thirty-one neighbours came, and we filled sixty bags.",
        [
            M(
                "Mariam's street in Karmouz held a clean-up on 2025-10-03; thirty-one neighbours filled sixty bags.",
                R,
                "mariam; karmouz; 2025-10-03",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        D_,
        "tarek",
        "found my lost car keys in my gym bag after 3 days. was about to change the locks lol",
        [
            M(
                "tarek found his lost car keys in his gym bag after three days.",
                R,
                "tarek; car keys; gym bag",
            )
        ],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Mariam",
        "I've been a line cook at a hotel on the Corniche in Alexandria for six years.",
        [
            M(
                "Mariam has been a line cook at a hotel on the Corniche in Alexandria for six years.",
                D,
                "mariam; line cook; corniche",
            )
        ],
    ),
    S(
        "durable-fact",
        TL,
        C_,
        "tarek",
        "i coach the under 10s at the club in tanta every fri",
        [
            M(
                "tarek is the coach of the under 10s at the club in Tanta every Friday.",
                D,
                "tarek; coach; under 10s; tanta",
            )
        ],
    ),
    S(
        "durable-fact",
        NJ,
        D_,
        "Heba",
        "My son Hany stammers a little, so his teacher lets him answer in writing.",
        [M("Heba's son Hany stammers a little.", D, "hany; stammers")],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "I run a little phone repair shop in Mansoura with my cousin.",
        [
            M(
                "The user runs a phone repair shop in Mansoura with a cousin.",
                D,
                "phone repair; mansoura",
            )
        ],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "live in ismailia w/ my wife n 2 boys. 8 yrs here",
        [
            M(
                "The user has lived in Ismailia with his wife and two boys for eight years.",
                D,
                "ismailia; wife",
            )
        ],
    ),
    S(
        "durable-fact",
        NL,
        D_,
        "Mariam",
        "My husband Omar drives a microbus between Alexandria and Damanhour, four days a week.",
        [
            M(
                "Mariam's husband Omar drives a microbus between Alexandria and Damanhour four days a week.",
                D,
                "omar; microbus; damanhour",
            )
        ],
    ),
    # plans with a date
    S(
        "plan",
        NJ,
        A_,
        "Heba",
        "On Saturday we're throwing a party for my father's birthday, forty guests on the roof.",
        [
            M(
                "Heba is throwing a party for her father's birthday on 2024-03-16 with forty guests.",
                R,
                "heba; father's birthday; 2024-03-16",
            )
        ],
    ),
    S(
        "plan",
        TL,
        C_,
        "tarek",
        "retaking the road test on thurs. fingers crossed",
        [M("tarek retakes his road test on 2024-09-19.", R, "tarek; road test; 2024-09-19")],
    ),
    S(
        "plan",
        UA,
        B_,
        "User",
        "On Sunday I'm taking my mother to Port Said to see her sister for the first time in ten years.",
        [
            M(
                "The user is taking their mother to Port Said on 2024-06-23 to see her sister.",
                R,
                "mother; port said; 2024-06-23",
            )
        ],
    ),
    S(
        "plan",
        JM,
        D_,
        "User",
        "starting night shifts at the sorting centre mon",
        [
            M(
                "The user starts night shifts at the sorting centre on 2024-12-16.",
                R,
                "night shifts; sorting centre; 2024-12-16",
            )
        ],
    ),
    S(
        "plan",
        NL,
        E_,
        "Mariam",
        "On Friday our hotel's football team plays the final of the Corniche hotels cup, and I'm making the sandwiches.",
        [
            M(
                "Mariam's hotel football team plays the final of the Corniche hotels cup on 2025-04-11.",
                R,
                "football team; final; 2025-04-11",
            )
        ],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        C_,
        "Mariam",
        "My brother Amr passed his road test on his third try, and now he drives our grandmother everywhere.",
        [
            M(
                "Mariam's brother Amr passed his road test on his third try.",
                R,
                "amr; road test; third",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        A_,
        "tarek",
        "sherif got the job at the bank in zamalek, starts in april",
        [
            M(
                "sherif got a job at the bank in Zamalek, starting in April 2024.",
                R,
                "sherif; bank; zamalek",
            )
        ],
    ),
    S(
        "third-person-fact",
        NJ,
        E_,
        "Heba",
        "Nermeen opened a shop selling school bags in Damietta in March.",
        [
            M(
                "Nermeen opened a shop selling school bags in Damietta in March 2025.",
                R,
                "nermeen; school bags; damietta",
            )
        ],
    ),
    S(
        "third-person-fact",
        UA,
        F_,
        "User",
        "My neighbour Magdy won the quarrel over the parking space in the end; the owner gave him the spot by the gate.",
        [
            M(
                "The user's neighbour Magdy won the quarrel over the parking space by the gate.",
                R,
                "magdy; parking space",
            )
        ],
    ),
    S(
        "third-person-fact",
        JM,
        C_,
        "User",
        "my dad closed his ironing shop sat after 40 yrs",
        [
            M(
                "The user's dad closed his ironing shop on 2024-09-14 after forty years.",
                R,
                "dad; ironing shop; 2024-09-14",
            )
        ],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        D_,
        "Mariam",
        "Seventy-two, and my aunt is bringing the stuffed pigeons.",
        [
            M(
                "Seventy-two guests are coming to the henna night of Mariam's sister.",
                R,
                "mariam; seventy-two; henna night",
            )
        ],
        [("Nermeen", "How many guests are coming to your sister's henna night?")],
    ),
    S(
        "fragment-answer",
        TL,
        E_,
        "tarek",
        "2-1 to us. i scored the 2nd",
        [
            M(
                "tarek's team won 2-1 on 2025-04-06, and tarek scored the second goal.",
                R,
                "tarek; 2; 2025-04-06",
            )
        ],
        [("sherif", "how did ur match go sun")],
    ),
    S(
        "fragment-answer",
        NJ,
        B_,
        "Heba",
        "Third, two points behind Tanta.",
        [
            M(
                "Heba's son's team is third in the league, two points behind Tanta.",
                R,
                "heba; third; tanta",
            )
        ],
        [("Nermeen", "Where is your son's team in the league?")],
    ),
    S(
        "fragment-answer",
        JM,
        A_,
        "User",
        "12. test in may",
        [
            M(
                "The user has had 12 driving lessons, with the test in May 2024.",
                R,
                "12; driving lessons; may",
            )
        ],
        [("Assistant", "How many driving lessons have you had so far?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        A_,
        "Mariam",
        "I've been off work since Sunday with a burnt hand from the grill.",
        [
            M(
                "Mariam has been off work since 2024-03-10 with a burnt hand.",
                R,
                "mariam; burnt hand; 2024-03-10",
            )
        ],
    ),
    S(
        "recent-state",
        TL,
        F_,
        "tarek",
        "our building's had no water since thurs, a pipe burst",
        [
            M(
                "tarek's building has had no water since 2025-10-02 because a pipe burst.",
                R,
                "tarek; water; 2025-10-02",
            )
        ],
    ),
    S(
        "recent-state",
        NJ,
        C_,
        "Heba",
        "Hany is staying with his grandmother in Faiyum until the end of the month while we paint the flat.",
        [
            M(
                "Heba's son Hany is staying with his grandmother in Faiyum until the end of September 2024.",
                R,
                "hany; grandmother; faiyum",
            )
        ],
    ),
    S(
        "recent-state",
        UA,
        D_,
        "User",
        "I'm on leave from the customs office until the 5th of January.",
        [
            M(
                "The user is on leave from the customs office until 2025-01-05.",
                R,
                "leave; customs office; 2025-01-05",
            )
        ],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        A_,
        "User",
        "Can you help me write a speech for my parents' wedding anniversary? They married in Aswan in 1974.",
        [M("The user's parents married in Aswan in 1974.", D, "parents; married; aswan; 1974")],
    ),
    S(
        "request-with-fact",
        JM,
        B_,
        "User",
        "pls write a msg to my landlord. the ac broke 3 days ago n its 41 degrees",
        [M("The user's ac broke on 2024-06-18.", R, "ac; broke; 2024-06-18")],
    ),
    S(
        "request-with-fact",
        UA,
        C_,
        "User",
        "Could you make me a training plan? I'm running the Alexandria night run on the 18th of October, my first eight kilometres.",
        [
            M(
                "The user is running the Alexandria night run on 2024-10-18.",
                R,
                "alexandria night run; 2024-10-18",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        F_,
        "User",
        "help me answer a customer. sent him 40 clay pots, only 38 came n 2 of those broken",
        [
            M(
                "The user sent a customer 40 clay pots; only 38 arrived and 2 were broken.",
                R,
                "40; clay pots; 38; broken",
            )
        ],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        B_,
        "Mariam",
        "Every Friday after prayers, and he still cheats.",
        [
            M(
                "Mariam plays tawla with her father at the café every Friday.",
                D,
                "mariam; tawla; friday",
            )
        ],
        [("Nermeen", "Do you still play tawla at the café with your father?")],
    ),
    S(
        "second-person",
        TL,
        D_,
        "tarek",
        "ya, 3 days a wk now at the club in sidi gaber",
        [
            M(
                "tarek lifts weights 3 days a week at the club in Sidi Gaber.",
                D,
                "tarek; 3 days; sidi gaber",
            )
        ],
        [("sherif", "u still lifting weights?")],
    ),
    S(
        "second-person",
        NJ,
        F_,
        "Heba",
        "No, we moved him to the school in Smouha in September, and he likes it more.",
        [
            M(
                "Heba's son moved to the school in Smouha in September 2025.",
                R,
                "heba; smouha; school",
            )
        ],
        [("Nermeen", "Is your son still at the school near the station?")],
    ),
    S(
        "second-person",
        JM,
        E_,
        "User",
        "ya 2 yrs now. i drive for a delivery app",
        [
            M(
                "The user drives for a delivery app and has done so for 2 yrs.",
                D,
                "delivery app; 2 yrs",
            )
        ],
        [("Assistant", "Do you still drive for a living?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        C_,
        "Mariam",
        "My husband Salah got his promotion on Sunday, my daughter Lamia started at the technical school, and my mother finally sold her flat in Tanta.",
        [
            M(
                "Mariam's husband Salah got a promotion on 2024-09-15.",
                R,
                "salah; promotion; 2024-09-15",
            ),
            M(
                "Mariam's daughter Lamia started at the technical school.",
                R,
                "lamia; technical school",
            ),
            M("Mariam's mother sold her flat in Tanta.", R, "mother; flat; tanta"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        B_,
        "tarek",
        "my sis passed her exams, dad sold the old nasr, n i got the job at the port in abu qir",
        [
            M("tarek's sister (his sis) passed her exams.", R, "sis; exams"),
            M("tarek's dad sold the old Nasr car.", R, "dad; nasr"),
            M("tarek got a job at the port in Abu Qir.", R, "tarek; port; abu qir"),
        ],
    ),
    S(
        "multi-fact",
        JM,
        D_,
        "User",
        "my son ziad lost his 1st tooth, my wife started at the courthouse on sun, n our dog bondok came back after 4 days missing",
        [
            M("The user's son Ziad lost his first tooth.", R, "ziad; tooth"),
            M(
                "The user's wife started work at the courthouse on 2024-12-08.",
                R,
                "wife; courthouse; 2024-12-08",
            ),
            M("The user's dog Bondok came back after four days missing.", R, "bondok; came back"),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        A_,
        None,
        "Note: Dina's school field day is on Thursday the 21st of March at nine, at the club in Sporting.",
        [
            M(
                "Dina's school field day is on 2024-03-21 at nine at the club in Sporting.",
                R,
                "field day; 2024-03-21",
            )
        ],
    ),
    S(
        "note",
        NO,
        D_,
        None,
        "Reminder: road test on Sunday the 22nd of December at eight, at the traffic unit in Smouha.",
        [
            M(
                "The road test is on 2024-12-22 at eight at the traffic unit in Smouha.",
                R,
                "road test; 2024-12-22",
            )
        ],
    ),
    S(
        "note",
        NO,
        F_,
        None,
        "To do: pay the caterer 4,500 EGP for the henna night by the 15th of October.",
        [
            M(
                "4,500 EGP is due to the caterer for the henna night by 2025-10-15.",
                R,
                "caterer; 4,500; 2025-10-15",
            )
        ],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        E_,
        "Mariam",
        "I love swimming in the sea at Abu Qir early in the morning, before the crowds come.",
        [
            M(
                "Mariam loves swimming in the sea at Abu Qir early in the morning.",
                D,
                "mariam; swimming; abu qir",
            )
        ],
    ),
    S(
        "preference",
        TL,
        A_,
        "tarek",
        "hate night shifts. cant sleep in the day at all",
        [M("tarek hates night shifts.", D, "tarek; night shifts")],
    ),
    S(
        "preference",
        NJ,
        D_,
        "Heba",
        "Basbousa is my favourite sweet; I'd eat it every day if my dentist let me.",
        [M("Heba's favourite sweet is basbousa.", D, "heba; basbousa")],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NL,
        F_,
        "Mariam",
        "He got it! He starts at the dry dock on Sunday.",
        [
            M(
                "Mariam's brother got the job at the dry dock and starts on 2025-10-05.",
                R,
                "brother; dry dock; 2025-10-05",
            )
        ],
        [("Nermeen", "Did your brother get the job at the dry dock?")],
    ),
    S(
        "pronoun-answer",
        TL,
        C_,
        "tarek",
        "she passed!! 2nd try",
        [
            M(
                "tarek's sister passed her road test on the second try.",
                R,
                "sister; road test; passed",
            )
        ],
        [("sherif", "did ur sister pass the road test")],
    ),
    # -- sentences that should form nothing --
    # chatter, jokes and what the speaker did not do
    S(
        "chatter",
        NL,
        A_,
        "Mariam",
        "We almost went to the match on Friday, but in the end we stayed home and watched the rain.",
        [],
    ),
    S("chatter", TL, B_, "tarek", "lol the neighbour's rooster woke the whole street again", []),
    S(
        "chatter",
        NJ,
        C_,
        "Heba",
        "My driving instructor says the car has more patience than I do.",
        [],
    ),
    S("chatter", UA, D_, "User", "Ha, the laundry basket belongs to the baby now, apparently.", []),
    S("chatter", JM, E_, "User", "lol my phone changed koshari to kosher again", []),
    S("chatter", TL, F_, "tarek", "nearly bought a camel on sat. didnt. obviously", []),
    # compliments
    S(
        "compliment",
        NL,
        B_,
        "Mariam",
        "Your stuffed vine leaves were the best thing at the party.",
        [],
    ),
    S("compliment", TL, C_, "tarek", "ur goal on sun was unreal bro", []),
    S("compliment", NJ, D_, "Heba", "You looked lovely at the henna night, Nermeen.", []),
    S("compliment", UA, E_, "User", "That's a really clear plan, well done.", []),
    S("compliment", JM, A_, "User", "nice, thats perfect", []),
    S("compliment", NL, F_, "Mariam", "Your father's speech made everyone cry, in a good way.", []),
    # opinions about the world
    S(
        "generic-opinion",
        NL,
        C_,
        "Mariam",
        "Road tests in Alexandria are harder than anywhere else.",
        [],
    ),
    S("generic-opinion", TL, D_, "tarek", "traffic on the corniche is a joke", []),
    S("generic-opinion", NJ, E_, "Heba", "Summers by the sea are always too short.", []),
    S(
        "generic-opinion",
        UA,
        F_,
        "User",
        "Small shops always treat you better than the big chains.",
        [],
    ),
    S("generic-opinion", JM, B_, "User", "parcels always come late in summer", []),
    S("generic-opinion", TL, A_, "tarek", "night work wrecks everyone in the end", []),
    # hypotheticals, wishes and what someone else might do
    S(
        "hypothetical",
        NL,
        D_,
        "Mariam",
        "If I get the job at the port, I'll buy my mother a new oven.",
        [],
    ),
    S("hypothetical", TL, E_, "tarek", "if we win the cup ill shave my head lol", []),
    S("hypothetical", NJ, A_, "Heba", "I wish we could move somewhere with a garden one day.", []),
    S(
        "hypothetical",
        UA,
        B_,
        "User",
        "If the power cuts come back this summer, I might buy a big battery for the lights.",
        [],
    ),
    S("hypothetical", JM, C_, "User", "maybe ill learn to drive next yr, maybe not", []),
    S(
        "hypothetical",
        NL,
        E_,
        "Mariam",
        "Omar might ask for the day shift, or he might not; he changes his mind every week.",
        [],
    ),
    # other people's opinions
    S("others-opinion", NL, A_, "Mariam", "My mother thinks the new neighbours are too loud.", []),
    S("others-opinion", TL, B_, "tarek", "sherif reckons our team will go down this yr", []),
    S(
        "others-opinion",
        NJ,
        C_,
        "Heba",
        "Nermeen says the school in Smouha is the best in the city.",
        [],
    ),
    S(
        "others-opinion",
        UA,
        D_,
        "User",
        "My husband thinks we should have the party at home instead.",
        [],
    ),
    S("others-opinion", JM, E_, "User", "my boss says the new rota is fairer", []),
    S("others-opinion", TL, F_, "tarek", "coach says im too slow on the left", []),
    # passing moods
    S("passing-mood", NL, B_, "Mariam", "I'm so tired today I could sleep on the bus.", []),
    S("passing-mood", TL, C_, "tarek", "ugh so bored rn", []),
    S("passing-mood", NJ, D_, "Heba", "I'm a bit nervous this morning, no idea why.", []),
    S("passing-mood", UA, E_, "User", "I'm in such a good mood today.", []),
    S("passing-mood", JM, F_, "User", "feeling lazy tbh", []),
    S("passing-mood", NL, F_, "Mariam", "Honestly, I'm fed up this evening.", []),
    # questions
    S("question", NL, C_, "Mariam", "Did you hear who won the match on Friday?", []),
    S("question", TL, D_, "tarek", "wat time is the clean-up sat", []),
    S("question", NJ, E_, "Heba", "Have you booked the caterer for the party yet?", []),
    S("question", UA, A_, "User", "How should I ask my manager for a day off?", []),
    S("question", JM, B_, "User", "how do i get a stain out of a white shirt", []),
    S("question", TL, A_, "tarek", "u coming to the match or not", []),
    # thanks
    S("thanks", UA, B_, "User", "Thank you, that letter is exactly right.", []),
    S("thanks", JM, D_, "User", "thx a lot", []),
    S("thanks", NL, E_, "Mariam", "Thanks for driving my mother home on Friday.", []),
    S("thanks", UA, C_, "User", "Thanks so much for your help.", []),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        A_,
        "Assistant",
        "You could practise the hill start in an empty street early on Friday mornings.",
        [],
        [("User", "How do I get better at hill starts?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        C_,
        "Assistant",
        "Maybe a small party at home would cost less than a hall.",
        [],
        [("User", "how do i plan a cheap party")],
    ),
    S(
        "assistant-suggestion",
        UA,
        E_,
        "Assistant",
        "A framed team photo could make a nice present for the coach.",
        [],
        [("User", "What could we give our son's football coach?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        F_,
        "Assistant",
        "You might ask the neighbour to share the cost of the new pipe.",
        [],
        [("User", "neighbour's pipe leaks into my flat wat do i do")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
