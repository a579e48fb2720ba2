# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the twenty-fourth development recall set (this folder), written blind as held-out 24.

All the material below was typed by hand for this set: six dated conversations with the
questions about them (``CONVERSATIONS``) and a hundred labelled sentences (``SENTENCES``).
Three pair chats are in proper case and full sentences, as two people write to each other
over a year or more; one pair chat is lower-case texting; of the two assistant chats, one
user writes in proper case and the other tersely in lower case. The script only numbers the
turns, resolves the turn labels the questions cite, runs the checks of the blind brief
(``bench/_handwritten.py``) and writes the four files::

    uv run python bench/data/recall-dev24/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev24/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho24"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev24/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the twenty-fourth held-out set; "
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

DIMITRA_STAVROS = Conv(
    "pair",
    "named_lines",
    ["Dimitra", "Stavros"],
    """
@ 2024-02-10
Stavros: Dimitra, how is your dad after the fall? My mother told me on Thursday, and I couldn't believe it. {ask-dad}
Dimitra: He slipped on the ice outside the newsagent on Tuesday and broke his left wrist. Six weeks in plaster, the hospital says, and he can't cook or drive. {dad-fall}
Stavros: Poor man. Who looks after him?
Dimitra: We made a rota, the three of us. I go on Mondays and Thursdays after work, my brother Giorgos does the weekends, and my sister Katerina takes Tuesdays and Wednesdays. On Fridays a neighbour, Mrs. Lemoni, brings him lunch. {rota}
Stavros: That's a lot on top of the land registry. Are you still there?
Dimitra: Nine years at the land registry in Larissa this spring. And still singing alto in the Pinios Choir, rehearsals every Tuesday evening, so Katerina swapped her Tuesday for me. {job}
Stavros: My news is all bad plumbing. The water heater in my flat died on Sunday morning, and I've been washing in cold water for a week. {heater}
Dimitra: Have you had someone look at it?
Stavros: Three quotes so far: 1,450 euros from the big firm, 980 from a man in Nea Ionia, and 1,200 from Mr. Fotis, who fitted my sister's. {quotes}
Dimitra: Which one will you take?
Stavros: I'll tell you, but first: I've started a woodwork class! Wednesday evenings at the community workshop by the old tobacco sheds. My first piece is a bird feeder, and it's for your dad if he wants it. {woodwork}
Dimitra: He'll love it. And the heater?
Stavros: Mr. Fotis. The man in Nea Ionia can't come until April, and the big firm wants half the money up front. {heater-pick}
@ 2024-05-18
Dimitra: Did Mr. Fotis fit the heater in the end? {ask-heater}
Stavros: He did, on Thursday, and the final bill was 1,260 because the pipe under the sink was rotten too. Hot showers again! {heater-done}
Dimitra: Bliss. Dad is out of the plaster, by the way, since the end of March, but he still can't lift a pan. {dad-plaster}
Stavros: Is the rota the same?
Dimitra: No, it changed in April. Giorgos started nights at the sugar factory, so he does Wednesdays now, and Katerina took the weekends. I still have Mondays and Thursdays. {rota-2}
Stavros: And Mrs. Lemoni?
Dimitra: Still Fridays, with her leek pies. Dad says they're better than mine. I booked him an appointment with the family doctor for Monday the 20th, for his blood pressure, but Giorgos can't drive him that day, so I moved it to Friday the 24th. {doctor}
Stavros: Good. Big week for you, then: isn't the concert soon?
Dimitra: Next Sunday, the 26th, at the Larissa town hall. I have eight bars of solo in the second half, and I'm terrified. {concert}
Stavros: You'll be wonderful. I'm going to a wedding too: my cousin Yannis marries Eftychia in Trikala on the 8th of June. I'm making them a cheese board from a plank of cherry wood. {wedding}
Dimitra: From your class? Look at you. How is the saving going?
Stavros: Slowly. I want a van for the sign business, so I can stop borrowing my brother-in-law's. The goal is 8,000 euros by Christmas, and I have 2,300. {savings}
@ 2024-08-24
Stavros: How did the concert go? You never told me! {ask-concert}
Dimitra: The concert was lovely, but I didn't sing the solo in the end. I lost my voice two days before, and Ioanna's daughter Myrto sang it instead. We raised 1,850 euros for the children's ward. {concert-done}
Stavros: What a shame, but what a sum. Did your dad get to the doctor?
Dimitra: He did, on Friday the 24th as planned, with Giorgos driving. The doctor gave him a prescription for a tablet for his blood pressure, one every morning with breakfast, and told him to walk half an hour a day. {prescription}
Stavros: Does he walk?
Dimitra: To the café and back, which he says counts. How was the wedding?
Stavros: Loud and long! Two hundred and twenty guests in a garden outside Trikala, and we danced until four in the morning. Yannis and Eftychia put the cheese board on the top table. {wedding-done}
Dimitra: I love that. I have worse news: Katerina and I have fallen out. She missed two weekends of the rota in July to go to the beach at Kalamaki, and she didn't tell anyone, so Dad ate toast for two days. {falling-out}
Stavros: Ouch. Are you speaking?
Dimitra: Not since the 28th of July. Giorgos is in the middle, poor man. {not-speaking}
Stavros: And on my side, the electricity company sent me a bill for 640 euros for June and July. My usual bill is about 90 a month! I've disputed it. {bill}
Dimitra: 640! How is the van money?
Stavros: 4,100 now. The sign for the new bridal shop on Iolkou Street paid well. {savings-2}
@ 2024-11-30
Dimitra: Any news from the electricity company? {ask-bill}
Stavros: They finally sent a man to read the meter, and they admitted someone had read my neighbour's by mistake. The real bill was 230 euros, and I got the other 410 back on the 15th of November. {bill-done}
Dimitra: Victory! Katerina and I made up, by the way. {made-up}
Stavros: Finally! How?
Dimitra: At Dad's birthday party, on Sunday the 3rd of November. She turned up with a honey cake without nuts because I'm allergic, cried in the kitchen and said sorry. Since then she's taken two of my Thursdays. {made-up-how}
Stavros: A party! Did he like the bird feeder, in the end?
Dimitra: He watches the sparrows at it every morning with his coffee. And I've found something new to do: I volunteer at the library's homework club, two hours every Wednesday afternoon, helping kids with their maths. {volunteer}
Stavros: Lucky kids. I'm still at the workshop: I've made three step stools this autumn. One went to your dad's neighbour Mrs. Lemoni, one to my niece Danae, and I kept the wobbly one. {stools}
Dimitra: Mrs. Lemoni got a stool? She'll bring you leek pies for life.
Stavros: The van money is at 6,500, and I've seen one: a white Dokker van, 2017, for 7,400 euros. I'm going to look at it again next weekend. {van-seen}
Dimitra: Go for it. I have a dentist appointment on Thursday the 12th of December for a root canal, and I'm already scared. {dentist}
@ 2025-03-08
Stavros: How was the root canal? {ask-dentist}
Dimitra: It didn't happen on the 12th. The dentist was ill, so it moved to Thursday the 9th of January. It took an hour and a half and cost 320 euros, but it doesn't hurt any more. {dentist-done}
Stavros: Good. I have the van! I bought the Dokker on the 14th of December, and he came down to 7,100 euros. {van-bought}
Dimitra: Congratulations! Did you have enough?
Stavros: Almost: I had 6,800 saved and sold my old Kawasaki to Danae's boyfriend for 450 to make up the rest. So the goal is met, only three months late. {van-money}
Dimitra: Well done. Dad has news too: since February he goes to the day programme at the church hall on Mondays, Wednesdays and Fridays, so the rota is only for evenings and weekends now. {day-programme}
Stavros: Does he like it?
Dimitra: He plays tavli with a retired sea captain called Mr. Stergiou and says he wins every time. Mr. Stergiou says the opposite. {tavli}
Stavros: And the choir?
Dimitra: Our spring concert is in Patras on the 13th of April, and this time the solo is mine, if my voice holds. {spring-concert}
Stavros: I'll come, van and all. I've had my first big job with it, too: new signs for six shops on the same street in Karditsa, 2,600 euros. {karditsa}
Dimitra: Six shops! You'll need a bigger van.
""",
    [
        Q(
            "s",
            "How did Dimitra's dad get hurt?",
            "he slipped on the ice outside the newsagent and broke his left wrist",
            "dad-fall",
            "slipped|ice; wrist",
        ),
        Q(
            "t",
            "When did Dimitra's dad break his wrist?",
            "2024-02-06",
            "dad-fall",
            "wrist; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "How long was Dimitra's dad to be in plaster?",
            "six weeks",
            "dad-fall",
            "six weeks; plaster",
        ),
        Q(
            "s",
            "What can't Dimitra's dad do with his broken wrist?",
            "cook or drive",
            "dad-fall",
            "cook; drive",
        ),
        Q(
            "s",
            "Which days did Dimitra take on the first care rota for her dad?",
            "Mondays and Thursdays, after work",
            "rota",
            "mondays; thursdays",
        ),
        Q(
            "s",
            "Who brings Dimitra's dad lunch on Fridays?",
            "a neighbour, Mrs. Lemoni",
            "rota",
            "lemoni; fridays",
        ),
        Q(
            "s",
            "Which days did Katerina first take on the rota for their dad?",
            "Tuesdays and Wednesdays",
            "rota",
            "katerina; tuesdays; wednesdays",
        ),
        Q("s", "Who is Giorgos?", "Dimitra's brother", "rota", "brother giorgos"),
        Q(
            "s",
            "Where does Dimitra work?",
            "at the land registry in Larissa",
            "job",
            "land registry; larissa",
            "",
            True,
        ),
        Q(
            "s",
            "How long has Dimitra worked at the land registry?",
            "nine years this spring (2024)",
            "job",
            "nine years",
        ),
        Q("s", "What part does Dimitra sing in the Pinios Choir?", "alto", "job", "alto"),
        Q(
            "s",
            "When does the Pinios Choir rehearse?",
            "every Tuesday evening",
            "job",
            "tuesday evening",
        ),
        Q(
            "m",
            "Why did Katerina swap her Tuesday on the rota?",
            "because Dimitra has choir rehearsals every Tuesday evening",
            "rota job",
            {"rota": "katerina; tuesdays", "job": "tuesday evening; swapped"},
        ),
        Q(
            "t",
            "When did the water heater in Stavros's flat break?",
            "2024-02-04",
            "heater",
            "water heater; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "What were Stavros's three quotes for the water heater?",
            "1,450 euros from the big firm, 980 from a man in Nea Ionia and 1,200 from Mr. Fotis",
            "quotes",
            "1,450; 980; 1,200",
        ),
        Q(
            "s",
            "Which quote for the water heater was the cheapest, and from whom?",
            "980 euros, from a man in Nea Ionia",
            "quotes",
            "980; nea ionia",
        ),
        Q(
            "s",
            "Who fitted the water heater of Stavros's sister?",
            "Mr. Fotis",
            "quotes",
            "fotis; sister's",
        ),
        Q(
            "m",
            "Which quote did Stavros take for the water heater, and why not the others?",
            "Mr. Fotis's 1,200; the man in Nea Ionia couldn't come until April and the big firm wanted half the money up front",
            "quotes heater-pick",
            {"quotes": "fotis; 1,200", "heater-pick": "april; half"},
            "fragment",
        ),
        Q(
            "s",
            "When is Stavros's woodwork class?",
            "Wednesday evenings, at the community workshop by the old tobacco sheds",
            "woodwork",
            "wednesday evenings; community workshop",
        ),
        Q(
            "s",
            "What was the first thing Stavros made at his woodwork class?",
            "a bird feeder, for Dimitra's dad",
            "woodwork",
            "bird feeder",
        ),
        Q(
            "t",
            "When did Mr. Fotis fit Stavros's new water heater?",
            "2024-05-16",
            "heater-done",
            "thursday",
            "relative-date",
        ),
        Q(
            "s",
            "How much was the final bill for Stavros's water heater?",
            "1,260 euros",
            "heater-done",
            "1,260",
            "latest",
        ),
        Q(
            "s",
            "Why was the water heater bill higher than the quote?",
            "the pipe under the sink was rotten too",
            "heater-done",
            "pipe; rotten",
        ),
        Q(
            "s",
            "When did Dimitra's dad come out of plaster?",
            "at the end of March 2024",
            "dad-plaster",
            "plaster; end of march",
        ),
        Q(
            "s",
            "Why did Giorgos change his day on the rota?",
            "he started nights at the sugar factory",
            "rota-2",
            "nights; sugar factory",
        ),
        Q(
            "s",
            "Which day did Giorgos take on the rota from April 2024?",
            "Wednesdays",
            "rota-2",
            "giorgos; wednesdays",
            "latest",
        ),
        Q(
            "s",
            "Who took the weekends on the rota after April 2024?",
            "Katerina",
            "rota-2",
            "katerina; weekends",
            "latest",
        ),
        Q(
            "s",
            "Where does Giorgos work?",
            "at the sugar factory, on nights",
            "rota-2",
            "sugar factory",
        ),
        Q(
            "s",
            "What does Mrs. Lemoni bring Dimitra's dad?",
            "leek pies, on Fridays",
            "doctor",
            "leek pies",
        ),
        Q(
            "t",
            "For what day was Dimitra's dad's doctor appointment first booked?",
            "2024-05-20",
            "doctor",
            "monday; 20th",
        ),
        Q(
            "t",
            "To which day did Dimitra move her dad's appointment with the family doctor?",
            "2024-05-24",
            "doctor",
            "friday; 24th",
            "latest",
        ),
        Q(
            "s",
            "Why did Dimitra move her dad's doctor appointment?",
            "Giorgos couldn't drive him on the Monday",
            "doctor",
            "giorgos; drive",
        ),
        Q(
            "m",
            "Did Dimitra's dad keep his appointment on the 24th, and who drove him?",
            "yes, on Friday the 24th as planned, with Giorgos driving",
            "doctor prescription",
            {"doctor": "friday; 24th", "prescription": "friday; 24th; giorgos"},
        ),
        Q(
            "t",
            "When was the Pinios Choir's concert at the Larissa town hall?",
            "2024-05-26",
            "concert",
            "sunday; 26th; town hall",
        ),
        Q(
            "s",
            "Did Dimitra sing the solo at the May concert?",
            "no, she lost her voice two days before and Myrto sang it",
            "concert-done",
            "solo; lost my voice",
        ),
        Q(
            "t",
            "When did Dimitra lose her voice before the May concert?",
            "2024-05-24",
            "concert concert-done",
            {"concert": "sunday; 26th", "concert-done": "lost my voice; two days"},
            "event-chain",
        ),
        Q(
            "s",
            "Who sang the solo at the May concert in Dimitra's place?",
            "Myrto, Ioanna's daughter",
            "concert-done",
            "myrto",
        ),
        Q(
            "s",
            "How much did the May concert raise, and for what?",
            "1,850 euros, for the children's ward",
            "concert-done",
            "1,850; children's ward",
        ),
        Q(
            "s",
            "What did the doctor prescribe Dimitra's dad, and how often does he take it?",
            "a tablet for his blood pressure, one every morning with breakfast",
            "prescription",
            "blood pressure; every morning",
        ),
        Q(
            "s",
            "How long did the doctor tell Dimitra's dad to walk?",
            "half an hour a day",
            "prescription",
            "half an hour",
        ),
        Q(
            "t",
            "When is the wedding of Stavros's cousin Yannis?",
            "2024-06-08",
            "wedding",
            "yannis; 8th of june",
            "human-date",
        ),
        Q(
            "s",
            "Whom did Stavros's cousin Yannis marry?",
            "Eftychia, in Trikala",
            "wedding",
            "eftychia",
        ),
        Q(
            "s",
            "What did Stavros make as a wedding present for Yannis and Eftychia?",
            "a cheese board from a plank of cherry wood",
            "wedding",
            "cheese board; cherry wood",
        ),
        Q(
            "s",
            "How many guests were at Yannis and Eftychia's wedding?",
            "two hundred and twenty",
            "wedding-done",
            "two hundred and twenty",
        ),
        Q(
            "s",
            "Until when did Stavros dance at the wedding?",
            "until four in the morning",
            "wedding-done",
            "four in the morning",
        ),
        Q(
            "s",
            "What is Stavros saving for?",
            "a van for his sign business",
            "savings",
            "van; sign business",
        ),
        Q(
            "s",
            "What is Stavros's savings goal, and by when?",
            "8,000 euros by Christmas",
            "savings",
            "8,000; christmas",
        ),
        Q(
            "s",
            "How much had Stavros saved for the van by August 2024?",
            "4,100 euros",
            "savings-2",
            "4,100",
        ),
        Q(
            "m",
            "How did Stavros's van savings grow over 2024?",
            "2,300 in May, 4,100 in August and 6,500 by the end of November",
            "savings savings-2 van-seen",
            {"savings": "2,300", "savings-2": "4,100", "van-seen": "6,500"},
        ),
        Q(
            "s",
            "Why did Dimitra and Katerina fall out?",
            "Katerina missed two weekends of the rota in July to go to the beach at Kalamaki without telling anyone",
            "falling-out",
            "two weekends; kalamaki",
        ),
        Q(
            "t",
            "Since when had Dimitra and Katerina not been speaking?",
            "2024-07-28",
            "not-speaking",
            "28th of july",
        ),
        Q(
            "s",
            "How much was Stavros's disputed electricity bill?",
            "640 euros for June and July",
            "bill",
            "640; june; july",
        ),
        Q(
            "s",
            "What does Stavros usually pay for electricity?",
            "about 90 euros a month",
            "bill",
            "90 a month",
        ),
        Q(
            "s",
            "Which job helped Stavros's van savings in the summer of 2024?",
            "the sign for the new bridal shop on Iolkou Street",
            "savings-2",
            "bridal shop; iolkou street",
        ),
        Q(
            "s",
            "What went wrong with Stavros's electricity bill?",
            "someone had read his neighbour's meter by mistake",
            "bill-done",
            "neighbour's; meter",
        ),
        Q(
            "s",
            "How did Stavros's electricity bill dispute end?",
            "the real bill was 230 euros and he got 410 back",
            "bill-done",
            "230; 410",
        ),
        Q(
            "t",
            "When did Stavros get his refund from the electricity company?",
            "2024-11-15",
            "bill-done",
            "15th of november; back",
        ),
        Q(
            "t",
            "When did Dimitra and Katerina make up?",
            "2024-11-03",
            "made-up-how",
            "birthday party; 3rd of november",
        ),
        Q(
            "s",
            "What did Katerina bring to her dad's birthday party?",
            "a honey cake without nuts, because Dimitra is allergic",
            "made-up-how",
            "honey cake",
        ),
        Q("s", "What is Dimitra allergic to?", "nuts", "made-up-how", "nuts; allergic", "", True),
        Q(
            "s",
            "Where does Dimitra volunteer, and for how long?",
            "at the library's homework club, two hours every Wednesday afternoon",
            "volunteer",
            "homework club; two hours; wednesday",
        ),
        Q(
            "s",
            "What does Dimitra's dad do with the bird feeder Stavros made?",
            "watches the sparrows at it every morning with his coffee",
            "volunteer",
            "sparrows",
        ),
        Q(
            "s",
            "How many step stools did Stavros make in autumn 2024, and who got them?",
            "three: one for Mrs. Lemoni, one for his niece Danae, and he kept the wobbly one",
            "stools",
            "three step stools; lemoni; danae",
        ),
        Q("s", "Who is Danae?", "Stavros's niece", "stools", "niece danae"),
        Q(
            "s",
            "What van did Stavros look at in November 2024, and at what price?",
            "a white 2017 Dokker van for 7,400 euros",
            "van-seen",
            "dokker; 7,400",
        ),
        Q(
            "s",
            "What was Dimitra's dentist appointment in December 2024 for?",
            "a root canal",
            "dentist",
            "root canal",
        ),
        Q(
            "m",
            "When was Dimitra's root canal first booked, and when was it done?",
            "first booked for Thursday the 12th of December 2024; done on Thursday the 9th of January 2025 because the dentist was ill",
            "dentist dentist-done",
            {"dentist": "12th of december", "dentist-done": "9th of january"},
        ),
        Q(
            "t",
            "When did Dimitra finally have her root canal?",
            "2025-01-09",
            "dentist-done",
            "9th of january",
            "latest",
        ),
        Q("s", "How much did Dimitra's root canal cost?", "320 euros", "dentist-done", "320"),
        Q(
            "t",
            "When did Stavros buy the van?",
            "2024-12-14",
            "van-bought",
            "dokker; 14th of december",
        ),
        Q(
            "s",
            "How much did Stavros pay for the Dokker?",
            "7,100 euros, down from 7,400",
            "van-bought",
            "7,100",
            "latest",
        ),
        Q(
            "s",
            "How did Stavros make up the rest of the van money?",
            "he sold his old Kawasaki to Danae's boyfriend for 450 euros",
            "van-money",
            "kawasaki; 450",
        ),
        Q(
            "s",
            "Did Stavros meet his savings goal?",
            "yes, only three months late",
            "van-money",
            "goal; three months late",
        ),
        Q(
            "s",
            "Where does Dimitra's dad go on weekdays since February 2025?",
            "to the day programme at the church hall on Mondays, Wednesdays and Fridays",
            "day-programme",
            "day programme; church hall",
        ),
        Q(
            "s",
            "What does Dimitra's dad play at the day programme, and with whom?",
            "tavli, with a retired sea captain called Mr. Stergiou",
            "tavli",
            "tavli; stergiou",
        ),
        Q(
            "t",
            "When is the Pinios Choir's spring concert in Patras?",
            "2025-04-13",
            "spring-concert",
            "patras; 13th of april",
        ),
        Q(
            "s",
            "What was Stavros's first big job with the van?",
            "new signs for six shops on one street in Karditsa, for 2,600 euros",
            "karditsa",
            "six shops; karditsa; 2,600",
        ),
        Q(
            "o",
            "Would Dimitra's dad likely enjoy a book about garden birds?",
            "probably: he watches the sparrows at the bird feeder every morning",
            "woodwork volunteer",
            {"woodwork": "bird feeder", "volunteer": "sparrows"},
        ),
        Q(
            "o",
            "What kind of work is Stavros's trade, judging by his jobs?",
            "he is a sign maker who makes signs for shops",
            "savings karditsa",
            {"savings": "sign business", "karditsa": "signs; shops"},
        ),
        Q(
            "s",
            "Who were the siblings in the care rota for Dimitra's dad?",
            "Dimitra, her brother Giorgos and her sister Katerina",
            "rota",
            "giorgos; katerina",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who drove Dimitra's dad to the doctor on the 24th?",
            "Giorgos",
            "prescription",
            "giorgos; driving",
            "pronoun",
        ),
    ],
)
CONVERSATIONS.append(DIMITRA_STAVROS)


MYLENE_MARLON = Conv(
    "pair",
    "timestamped_lines",
    ["mylene", "marlon"],
    """
@ 2024-03-09
marlon: mylene!! musta dumaguete. still at the school clinic? {ask-job}
mylene: ya still school nurse at the high school in sibulan, 4 yrs na. mostly scraped knees n fevers lol {job}
marlon: lol. me still loans officer at bdo bacolod, 6 yrs. same counter same aircon {marlon-job}
mylene: hows ur dog
marlon: bimbo's limping since wed. vet on mon at 10, hope its nothing {vet-plan}
mylene: aww. my nanay's not well either. her knees. she cant do the market alone anymore {nanay}
marlon: who helps her
mylene: we made a schedule. me on sat n sun, kuya ronnie tues n thurs after his shift, jessa mon wed fri since she lives next door {rota}
marlon: gd system. btw i started a rattan thing. my lolo taught me baskets when i was small, now i do it again every sun afternoon {rattan}
mylene: omg make me one
marlon: first one is for my mama. 2nd one ok for u {rattan-who}
mylene: deal. also started a garden in nanay's backyard, pechay n sitaw n kangkong, planted last sun {garden}
@ 2024-06-29
mylene: hows bimbo's leg {ask-vet}
marlon: ok na. vet said sprain not broken, 2 wks rest n some pills every morning in his food. 1,800 pesos all in {vet-done}
mylene: buti nalang. my pechay all eaten by snails lol. sitaw ok tho, we ate the first ones last wk {garden-2}
marlon: haha. the kangkong?
mylene: kangkong grows like crazy. giving it to the whole street {kangkong}
marlon: nice. big news: sold my old tricycle. 65k to my neighbor manong edgar {tricycle}
mylene: finally! for what
marlon: saving for a secondhand car. goal 350k by next yr. got 120k now incl the tricycle money {savings}
mylene: ambitious. i have a dentist appt thurs for a filling {dentist}
marlon: gd luck. and ur nanay?
mylene: doc gave her amlodipine for bp, 1 tab every nite before sleep. n schedule changed: ronnie got a new job in bais so jessa does tues n thurs now, ronnie only sun {nanay-2}
marlon: so u do sat only?
mylene: ya sat only now. n i join the parish rondalla lol, practice every fri nite. concert at the town feast in aug {rondalla}
@ 2024-10-05
marlon: hows the rondalla concert {ask-concert}
mylene: so fun!! we played 6 songs at the town feast on aug 24, i only messed up once. 300 ppl maybe {concert}
marlon: proud. did ur filling happen
mylene: nope. moved it 2x. thurs, then the fri after, then finally done on jul 12. 800 pesos {dentist-done}
marlon: lol. me i had a fight with ramil {fight}
mylene: ur best friend ramil?? why
marlon: lent him 5k in june for his sisters hospital bill, he said pay back in aug. nothing. then he posted a new phone on fb {fight-why}
mylene: oof. talking to him?
marlon: not since sept. also internet bill says 3,200 for sept, usual is 1,599. they charged 2 months. called them tues {bill}
mylene: good luck w that. btw im going to aira's wedding in talisay nov 16, n her bridal shower the sat before {wedding}
marlon: aira from nursing school? {aira}
mylene: ya her. im a ninang, sponsor lol {ninang}
@ 2025-01-18
mylene: any news from the internet ppl {ask-bill}
marlon: they said sorry, double charge. refund came as credit on the nov bill, so nov was free lol {bill-done}
mylene: yay. and ramil??
marlon: we r ok now. he paid the 5k at christmas eve n cried a bit. we had inasal at manokan country n he paid lol {made-up}
mylene: aww. wedding was so nice btw. 150 guests, aira cried the whole mass. we danced till 2 {wedding-done}
marlon: did u go to the shower
mylene: nope in the end i missed it, had a school fever outbreak that wk. 40 kids absent {missed-shower}
marlon: whoa. car money now 260k. checked a 2016 vios at a lot in talisay, 380k too much {savings-2}
mylene: keep looking. garden news: planted calamansi n 2 jackfruit trees in dec. sitaw died in the rain in nov {garden-3}
marlon: rip sitaw. 2nd basket done, yours. sending it w my tita who visits dumaguete in feb {basket}
mylene: omg yes!! nanay says she wants one too {basket-nanay}
marlon: 3rd one then lol. also volunteering now at the barangay feeding program every sat morning, 3 hrs, cooking for 60 kids {volunteer}
@ 2025-05-24
mylene: got the car?? {ask-car}
marlon: YES. 2015 vios, silver, 310k. from a teacher in silay. bought it on the 3rd {car}
mylene: under budget!! ur goal was 350k
marlon: ya so 40k left over for insurance n new tires {car-left}
mylene: smart. nanay's knees are worse. doc says she might need an injection every 3 months {nanay-3}
marlon: aw. still the same schedule?
mylene: jessa moved to davao in april so we changed again. me sat n sun, ronnie comes back fri nite to sun, n we pay a helper, manang luz, weekdays 8 to 5 {rota-3}
marlon: at least she has ppl. bimbo went to the vet again last thurs. his vaccine. he bit the vet lol {vet-2}
mylene: bimbo!!! garden update: first calamansi this month, jackfruit still small {garden-4}
marlon: send calamansi. feeding program now 80 kids, n i do 2 sats a month only since the car {volunteer-2}
mylene: ok. basket arrived in feb btw, its on my table, full of calamansi now lol {basket-arrived}
marlon: perfect use
""",
    [
        Q(
            "s",
            "What is mylene's job?",
            "school nurse at the high school in Sibulan",
            "job",
            "school nurse; sibulan",
            "",
            True,
        ),
        Q(
            "s",
            "How long has mylene been a school nurse?",
            "4 years (in March 2024)",
            "job",
            "4 yrs",
        ),
        Q(
            "s",
            "What is marlon's job?",
            "loans officer at BDO in Bacolod",
            "marlon-job",
            "loans officer; bdo",
            "",
            True,
        ),
        Q("s", "How long has marlon worked at the bank?", "6 years", "marlon-job", "6 yrs"),
        Q("s", "What is the name of marlon's dog?", "Bimbo", "vet-plan", "bimbo"),
        Q(
            "t",
            "Since when was Bimbo limping in March 2024?",
            "2024-03-06",
            "vet-plan",
            "limping; wed",
            "relative-date",
        ),
        Q(
            "t",
            "When was Bimbo's first vet appointment?",
            "2024-03-11",
            "vet-plan",
            "vet; mon",
            "relative-date",
        ),
        Q(
            "s",
            "What is wrong with mylene's nanay?",
            "her knees; she can't do the market alone",
            "nanay",
            "knees; market",
        ),
        Q(
            "s",
            "What were mylene's days on the first schedule for her nanay?",
            "Saturday and Sunday",
            "rota",
            "sat; sun",
        ),
        Q(
            "s",
            "Which days did kuya Ronnie first take with their nanay?",
            "Tuesday and Thursday after his shift",
            "rota",
            "ronnie; tues; thurs",
        ),
        Q(
            "s",
            "Why does Jessa take Monday, Wednesday and Friday?",
            "she lives next door",
            "rota",
            "jessa; next door",
        ),
        Q(
            "s",
            "Who taught marlon to make rattan baskets?",
            "his lolo, when he was small",
            "rattan",
            "lolo; baskets",
        ),
        Q(
            "s",
            "When does marlon weave rattan?",
            "every Sunday afternoon",
            "rattan",
            "every sun afternoon",
        ),
        Q(
            "s",
            "Who was marlon's first rattan basket for?",
            "his mama",
            "rattan-who",
            "first; mama",
        ),
        Q(
            "s",
            "What did mylene first plant in her nanay's backyard?",
            "pechay, sitaw and kangkong",
            "garden",
            "pechay; sitaw; kangkong",
        ),
        Q(
            "t",
            "When did mylene plant her first garden?",
            "2024-03-03",
            "garden",
            "planted; last sun",
            "relative-date",
        ),
        Q("s", "What was wrong with Bimbo's leg?", "a sprain, not broken", "vet-done", "sprain"),
        Q(
            "s",
            "What did the vet prescribe for Bimbo, and how often?",
            "2 weeks of rest and pills every morning in his food",
            "vet-done",
            "pills; every morning; 2 wks",
        ),
        Q("s", "How much did Bimbo's first vet visit cost?", "1,800 pesos", "vet-done", "1,800"),
        Q(
            "s",
            "What happened to mylene's pechay?",
            "eaten by snails",
            "garden-2",
            "pechay; snails",
        ),
        Q(
            "s",
            "What does mylene do with her kangkong?",
            "gives it to the whole street",
            "kangkong",
            "whole street",
        ),
        Q(
            "s",
            "Who bought marlon's tricycle, and for how much?",
            "his neighbor manong Edgar, for 65k",
            "tricycle",
            "edgar; 65k",
        ),
        Q("s", "What is marlon saving for?", "a secondhand car", "savings", "secondhand car"),
        Q("s", "What was marlon's car savings goal?", "350k by next year", "savings", "350k"),
        Q(
            "m",
            "How did marlon's car money grow?",
            "120k in June 2024 (with the tricycle money), 260k in January 2025",
            "savings savings-2",
            {"savings": "120k", "savings-2": "260k"},
        ),
        Q(
            "t",
            "When was mylene's dentist appointment for a filling first booked?",
            "2024-07-04",
            "dentist",
            "dentist; thurs; filling",
            "relative-date",
        ),
        Q(
            "t",
            "When did mylene finally have her filling done?",
            "2024-07-12",
            "dentist-done",
            "jul 12",
            "latest",
        ),
        Q(
            "s",
            "How many times was mylene's filling moved, and what did it cost?",
            "twice; 800 pesos",
            "dentist-done",
            "2x; 800",
        ),
        Q(
            "s",
            "What did the doctor give mylene's nanay, and how often?",
            "amlodipine for her blood pressure, one tablet every night before sleep",
            "nanay-2",
            "amlodipine; every nite",
        ),
        Q(
            "s",
            "Why did the schedule for mylene's nanay change in mid-2024?",
            "Ronnie got a new job in Bais",
            "nanay-2",
            "ronnie; bais",
        ),
        Q(
            "s",
            "Which day did mylene take on the schedule from mid-2024?",
            "Saturday only",
            "rondalla",
            "sat only",
        ),
        Q(
            "s",
            "When does the parish rondalla practise?",
            "every Friday night",
            "rondalla",
            "every fri nite",
        ),
        Q(
            "t",
            "When did mylene's rondalla play at the town feast?",
            "2024-08-24",
            "concert",
            "town feast; aug 24",
        ),
        Q(
            "s",
            "How many songs did the rondalla play at the town feast, and how many people came?",
            "6 songs, to maybe 300 people",
            "concert",
            "6 songs; 300",
        ),
        Q(
            "s",
            "How much did marlon lend Ramil, and why?",
            "5k, in June, for his sister's hospital bill",
            "fight-why",
            "5k; hospital bill",
        ),
        Q(
            "s",
            "Why did marlon fall out with Ramil?",
            "Ramil didn't pay back the 5k in August and then posted a new phone on fb",
            "fight-why",
            "pay back; new phone",
        ),
        Q(
            "s",
            "Who is Ramil?",
            "marlon's best friend",
            "fight fight-why",
            {"fight": "ramil", "fight-why": "5k"},
        ),
        Q(
            "s",
            "How much was marlon's September internet bill, and what is it usually?",
            "3,200 instead of the usual 1,599",
            "bill",
            "3,200; 1,599",
        ),
        Q(
            "t",
            "When did marlon call the internet company about his bill?",
            "2024-10-01",
            "bill",
            "called; tues",
            "relative-date",
        ),
        Q("t", "When was Aira's wedding?", "2024-11-16", "wedding", "aira's wedding; nov 16"),
        Q(
            "t",
            "When was Aira's bridal shower planned?",
            "2024-11-09",
            "wedding",
            "bridal shower; sat before",
            "relative-date event-chain",
        ),
        Q("s", "Where was Aira's wedding?", "in Talisay", "wedding", "talisay"),
        Q(
            "s",
            "How does mylene know Aira?",
            "from nursing school",
            "aira ninang",
            {"aira": "nursing school", "ninang": "ya her"},
            "pronoun",
        ),
        Q(
            "s",
            "What was mylene's role at Aira's wedding?",
            "a ninang (sponsor)",
            "ninang",
            "ninang; sponsor",
        ),
        Q(
            "s",
            "How did marlon's internet bill dispute end?",
            "the company said sorry for the double charge and credited the refund on the November bill",
            "bill-done",
            "double charge; refund; nov bill",
        ),
        Q("t", "When did Ramil pay back the 5k?", "2024-12-24", "made-up", "5k; christmas eve"),
        Q(
            "s",
            "Where did marlon and Ramil eat when they made up?",
            "inasal at Manokan Country; Ramil paid",
            "made-up",
            "inasal; manokan country",
        ),
        Q("s", "How many guests were at Aira's wedding?", "150", "wedding-done", "150 guests"),
        Q(
            "s",
            "Did mylene go to Aira's bridal shower?",
            "no, she missed it because of a fever outbreak at school",
            "missed-shower",
            "missed; fever outbreak",
        ),
        Q(
            "s",
            "How many children were absent in the fever outbreak at mylene's school?",
            "40",
            "missed-shower",
            "40 kids",
        ),
        Q(
            "s",
            "What car did marlon look at in January 2025, and why not buy it?",
            "a 2016 Vios at a lot in Talisay; 380k was too much",
            "savings-2",
            "2016 vios; 380k",
        ),
        Q(
            "s",
            "What did mylene plant in December 2024?",
            "calamansi and 2 jackfruit trees",
            "garden-3",
            "calamansi; jackfruit",
        ),
        Q(
            "s",
            "What happened to mylene's sitaw?",
            "it died in the rain in November",
            "garden-3",
            "sitaw died; rain",
        ),
        Q(
            "m",
            "Which of mylene's plants failed and which did well?",
            "the pechay was eaten by snails and the sitaw died in November's rain; the kangkong grew like crazy and the calamansi fruited in May 2025",
            "garden-2 kangkong garden-3 garden-4",
            {
                "garden-2": "snails",
                "kangkong": "grows",
                "garden-3": "sitaw died",
                "garden-4": "calamansi",
            },
        ),
        Q(
            "s",
            "Who was marlon's second rattan basket for, and how was it sent?",
            "mylene; with his tita, who visited Dumaguete in February",
            "basket",
            "2nd basket; tita",
        ),
        Q(
            "s",
            "Who wants the third rattan basket?",
            "mylene's nanay",
            "basket-nanay",
            "nanay; one too",
        ),
        Q(
            "s",
            "Where does marlon volunteer, and how long?",
            "the barangay feeding program, every Saturday morning for 3 hours",
            "volunteer",
            "feeding program; 3 hrs",
        ),
        Q(
            "m",
            "How did marlon's volunteering change after he got the car?",
            "from every Saturday morning for 60 kids to 2 Saturdays a month, with 80 kids now",
            "volunteer volunteer-2",
            {"volunteer": "every sat", "volunteer-2": "2 sats a month"},
        ),
        Q(
            "s",
            "What car did marlon buy, and for how much?",
            "a silver 2015 Vios for 310k, from a teacher in Silay",
            "car",
            "2015 vios; 310k",
        ),
        Q("t", "When did marlon buy his car?", "2025-05-03", "car", "vios; 3rd"),
        Q(
            "s",
            "What will marlon do with the 40k left from his car budget?",
            "insurance and new tires",
            "car-left",
            "40k; insurance; tires",
        ),
        Q(
            "s",
            "What might mylene's nanay need for her knees, and how often?",
            "an injection every 3 months",
            "nanay-3",
            "injection; every 3 months",
        ),
        Q(
            "s",
            "Why did the schedule for mylene's nanay change in April 2025?",
            "Jessa moved to Davao",
            "rota-3",
            "jessa; davao",
        ),
        Q(
            "s",
            "Who is Manang Luz?",
            "a paid helper for mylene's nanay, weekdays 8 to 5",
            "rota-3",
            "manang luz; helper",
        ),
        Q(
            "m",
            "How did Ronnie's part in the schedule change over time?",
            "Tuesday and Thursday at first, then only Sunday after his job in Bais, then Friday night to Sunday from April 2025",
            "rota nanay-2 rota-3",
            {"rota": "ronnie; tues", "nanay-2": "ronnie; sun", "rota-3": "ronnie; fri"},
            "latest",
        ),
        Q(
            "t",
            "When did Bimbo go to the vet for his vaccine?",
            "2025-05-22",
            "vet-2",
            "vaccine; last thurs",
            "relative-date",
        ),
        Q("s", "What did Bimbo do at the vet in May 2025?", "he bit the vet", "vet-2", "bit"),
        Q(
            "s",
            "When did mylene's calamansi first fruit?",
            "May 2025",
            "garden-4",
            "first calamansi; this month",
        ),
        Q(
            "s",
            "What does mylene keep in marlon's basket?",
            "calamansi, on her table",
            "basket-arrived",
            "table; calamansi",
        ),
        Q(
            "o",
            "Why might marlon find it hard to go back to weaving every Sunday?",
            "he now has a car to look after, a job at the bank and volunteering on Saturdays; the chat does not say he stopped",
            "rattan volunteer-2",
            {"rattan": "every sun", "volunteer-2": "car"},
        ),
    ],
)
CONVERSATIONS.append(MYLENE_MARLON)


SATU_ILKKA = Conv(
    "pair",
    "named_json",
    ["Satu", "Ilkka"],
    """
@ 2024-04-13
Ilkka: Satu, hello from Oulu, where the snow is finally grey and tired. Is spring in Joensuu yet? {hello}
Satu: Almost. I'm still reading water meters for the water company, eleven years now, and this week I walked into three basements full of meltwater. {job}
Ilkka: Glamorous. My winter is nearly over too: the city says the last plough shift is at the end of April, and then I go back to mowing the parks. {ilkka-job}
Satu: Do you still like the plough?
Ilkka: I love it. Four in the morning, empty streets, the radio on. Twelve winters now. {plough}
Satu: Big news: I finally got a garden plot at the allotments by the river! Plot 14, 1,200 square metres of weeds for 60 euros a year. {plot}
Ilkka: A plot! What will you grow?
Satu: Zucchini, kale and cauliflower to start with. I'll plant after the last frost, probably the end of May. {plot-plan}
Ilkka: I have a new hobby too, don't laugh. I'm knitting. My grandmother's old needles, and a video every evening after dinner. {knitting}
Satu: I'm not laughing! What have you made?
Ilkka: One pair of wool socks, grey, with one heel bigger than the other. They're for my dad in Kajaani, who won't notice. {socks}
Satu: How is your dad?
Ilkka: He's eighty-three and still chops his own wood. My sister Outi lives near him and calls in every day. {dad}
@ 2024-07-06
Satu: The frost came back on the 4th of June and killed every zucchini on the plot. I planted again on the 10th, and now they're the size of my thumb. {frost}
Ilkka: Nature is cruel. And the kale and cauliflower?
Satu: The cauliflower is fine. The kale is full of caterpillars. My neighbour on plot 15, Hannele, says I should pick them off by hand every morning. {kale}
Ilkka: Do you?
Satu: Every morning before work, at six. It's war. {caterpillars}
Ilkka: I had news from the health centre, by the way. My eyes were burning at the end of every shift, and the doctor says it's dry eye. I have eye drops now, three times a day. {eyes}
Satu: Does it help?
Ilkka: After a week, yes. And I'm off to Kemi next weekend for my friend Pekka's stag weekend. Twelve of us, a hot tub raft and a lot of sausages. {stag}
Satu: A stag weekend in Kemi! When is the wedding?
Ilkka: The 17th of August, in Rovaniemi. I'm knitting them a pair of mittens each, in blue and white. {pekka-wedding}
Satu: Ambitious. My parents want me to fix the roof of the log cabin at Koli before winter. The felt is leaking over the bedroom. {roof}
Ilkka: Get three quotes, that's what my dad always says.
Satu: I've asked for them. The first one came this week: 5,200 euros for a new tin roof. {quote-1}
@ 2024-09-28
Ilkka: Did you get the other roof quotes? {ask-quotes}
Satu: Yes: 3,800 for new felt from a man in Lieksa, and 4,100 for new felt with new battens from Jari's firm in Kontiolahti. We took Jari, because the battens are rotten too, and he starts on the 7th of October. {quotes}
Ilkka: Sounds right. Pekka's wedding was beautiful, by the way, and the mittens came out. His wife Kirsi wore hers to the photos! {wedding}
Satu: In August? She must have been boiling.
Ilkka: Thirty degrees! I also sold my old car last week, the blue Saxo, to a student for 1,900 euros. I bike to the city yard now. {car}
Satu: Brave, for Oulu in winter.
Ilkka: The city gives me a lift on plough nights. How is the plot?
Satu: We harvested everything last weekend: forty zucchini, which nobody wants, and nine heads of cauliflower. The kale never recovered. {harvest}
Ilkka: Forty zucchini!
Satu: And I had a fight with Hannele. She used my watering can all summer, and then she told the allotment board that my weeds were spreading to her plot. We don't speak. {hannele}
Ilkka: The allotment board! That's war.
@ 2024-12-21
Satu: Merry Christmas! How did the choir concert go? {ask-concert}
Ilkka: Wonderful. My choir, the Merikoski Singers, sang in the cathedral on Sunday the 15th, nine songs, and the place was full. My dad came from Kajaani and cried. {concert}
Satu: Lovely. Is he wearing the socks?
Ilkka: Every day, and he wants another pair. Outi says he shows the big heel to everyone. {dad-socks}
Satu: The cabin roof is done, by the way. Jari finished on the 25th of October, and the final bill was 4,350 because of two extra sheets of felt. {roof-done}
Ilkka: Not bad. And Hannele?
Satu: We made up, sort of. She knocked on my door in November with a blueberry pie and said the board had been her husband's idea. {made-up}
Ilkka: Husbands. Are you friends again?
Satu: We share the watering can again. And I started volunteering: I teach a Finnish class for newcomers at the library, every Thursday evening, two hours. Eight students so far. {volunteer}
Ilkka: Good for you. My dry eye is back in the cold; the doctor changed my drops to a gel at night. {eyes-2}
@ 2025-04-26
Satu: Is the plough season over? {ask-season}
Ilkka: Finished on the 18th of April. Thirteen winters now, and it was the snowiest since I started. {season}
Satu: And the knitting?
Ilkka: I'm on my ninth pair of socks. The second pair went to my dad, one pair to Outi's son Eetu, and a pair to you, if you answer your door! {knitting-count}
Satu: Oh! Was that the parcel on Thursday? I thought it was from my mother. {parcel}
Ilkka: Ha, no. How is the class?
Satu: Twelve students now, and two of them found jobs. I do three hours since March, Thursday from five to eight. {volunteer-2}
Ilkka: That's a lot of verbs. And the plot?
Satu: I'm not planting zucchini again. This year it's turnips and swedes, and Hannele gave me strawberry runners. {plot-2025}
Ilkka: Peace on the allotments, then.
Satu: Peace, and the cabin roof held all winter. My parents want to go up for midsummer, and I'm invited, with you if you bring socks. {midsummer}
""",
    [
        Q(
            "s",
            "What is Satu's job?",
            "she reads water meters for the water company",
            "job",
            "water meters; water company",
            "",
            True,
        ),
        Q(
            "s",
            "How long has Satu read water meters?",
            "eleven years (in April 2024)",
            "job",
            "eleven years",
        ),
        Q(
            "s",
            "What does Ilkka do in winter and in summer?",
            "he drives a snow plough for the city in winter and mows the parks in summer",
            "ilkka-job",
            "plough; mowing; parks",
            "",
            True,
        ),
        Q(
            "s",
            "What does Ilkka like about the plough?",
            "four in the morning, empty streets, the radio on",
            "plough",
            "empty streets; radio",
        ),
        Q(
            "m",
            "How many winters has Ilkka driven the plough?",
            "thirteen, after the 2024-25 winter (twelve in April 2024)",
            "plough season",
            {"plough": "twelve winters", "season": "thirteen winters"},
            "latest",
        ),
        Q(
            "s",
            "Which garden plot did Satu get, and what does it cost?",
            "plot 14 at the allotments by the river, 60 euros a year",
            "plot",
            "plot 14; 60 euros",
        ),
        Q("s", "How big is Satu's plot?", "1,200 square metres", "plot", "1,200 square metres"),
        Q(
            "s",
            "What did Satu plan to grow first?",
            "zucchini, kale and cauliflower",
            "plot-plan",
            "zucchini; kale; cauliflower",
        ),
        Q(
            "s",
            "When does Ilkka knit?",
            "every evening after dinner, with a video",
            "knitting",
            "every evening; dinner",
        ),
        Q(
            "s",
            "Whose needles does Ilkka knit with?",
            "his grandmother's old needles",
            "knitting",
            "grandmother's; needles",
        ),
        Q(
            "s",
            "What was the first thing Ilkka knitted, and who got it?",
            "a pair of grey wool socks with one heel bigger than the other, for his dad in Kajaani",
            "socks",
            "wool socks; dad",
        ),
        Q("s", "How old is Ilkka's dad?", "eighty-three (in April 2024)", "dad", "eighty-three"),
        Q(
            "s",
            "Who looks in on Ilkka's dad every day?",
            "Ilkka's sister Outi, who lives near him",
            "dad",
            "outi; every day",
        ),
        Q(
            "t",
            "When did the frost kill Satu's zucchini?",
            "2024-06-04",
            "frost",
            "frost; 4th of june",
            "human-date",
        ),
        Q("t", "When did Satu plant her zucchini again?", "2024-06-10", "frost", "planted; 10th"),
        Q(
            "s",
            "What was wrong with Satu's kale?",
            "it was full of caterpillars",
            "kale",
            "kale; caterpillars",
        ),
        Q("s", "Who is Hannele?", "Satu's neighbour on plot 15", "kale", "hannele; plot 15"),
        Q(
            "s",
            "When does Satu pick the caterpillars off?",
            "every morning before work, at six",
            "caterpillars",
            "every morning; six",
            "fragment",
        ),
        Q(
            "s",
            "What did the doctor at the health centre find with Ilkka's eyes?",
            "dry eye",
            "eyes",
            "dry eye",
        ),
        Q(
            "s",
            "How often did Ilkka first use his eye drops?",
            "three times a day",
            "eyes",
            "eye drops; three times",
        ),
        Q(
            "m",
            "How did Ilkka's treatment for dry eye change?",
            "eye drops three times a day at first; in the cold the doctor changed them to a gel at night",
            "eyes eyes-2",
            {"eyes": "eye drops", "eyes-2": "gel; night"},
            "latest",
        ),
        Q(
            "s",
            "Where was Pekka's stag weekend, and how many went?",
            "in Kemi, twelve of them",
            "stag",
            "kemi; twelve",
        ),
        Q("t", "When was Pekka's wedding?", "2024-08-17", "pekka-wedding", "17th of august"),
        Q("s", "Where was Pekka's wedding?", "in Rovaniemi", "pekka-wedding", "rovaniemi"),
        Q(
            "s",
            "What did Ilkka knit for Pekka's wedding?",
            "a pair of mittens each, in blue and white",
            "pekka-wedding",
            "mittens; blue; white",
        ),
        Q("s", "Who is Kirsi?", "Pekka's wife", "wedding", "kirsi; wife"),
        Q(
            "s",
            "What was wrong with the roof of the log cabin at Koli?",
            "the felt was leaking over the bedroom",
            "roof",
            "felt; leaking; bedroom",
        ),
        Q(
            "s",
            "What was the first roof quote Satu got?",
            "5,200 euros for a new tin roof",
            "quote-1",
            "5,200; tin roof",
        ),
        Q(
            "m",
            "What were the three quotes for the cabin roof?",
            "5,200 for a tin roof, 3,800 for felt from a man in Lieksa and 4,100 for felt and battens from Jari's firm",
            "quote-1 quotes",
            {"quote-1": "5,200", "quotes": "3,800; 4,100"},
        ),
        Q(
            "s",
            "Which roof quote did Satu take, and why?",
            "Jari's, 4,100, because the battens are rotten too",
            "quotes",
            "jari; battens; rotten",
        ),
        Q(
            "t",
            "When was Jari to start on the roof?",
            "2024-10-07",
            "quotes",
            "jari; 7th of october",
        ),
        Q(
            "t",
            "When did Jari finish the cabin roof?",
            "2024-10-25",
            "roof-done",
            "jari; 25th of october",
        ),
        Q(
            "s",
            "What did the cabin roof cost in the end?",
            "4,350 euros, because of two extra sheets of felt",
            "roof-done",
            "4,350",
            "latest",
        ),
        Q(
            "s",
            "What car did Ilkka sell, and for how much?",
            "his old blue Saxo, to a student, for 1,900 euros",
            "car",
            "saxo; 1,900",
        ),
        Q(
            "s",
            "How does Ilkka get to the city yard after selling his car?",
            "by bike; the city gives him a lift on plough nights",
            "car",
            "bike; city yard",
        ),
        Q(
            "s",
            "What did Satu harvest in September 2024?",
            "forty zucchini and nine heads of cauliflower",
            "harvest",
            "forty zucchini; nine heads",
        ),
        Q(
            "s",
            "Did Satu's kale recover?",
            "no, the kale never recovered",
            "harvest",
            "kale never recovered",
        ),
        Q(
            "s",
            "Why did Satu fall out with Hannele?",
            "Hannele used her watering can all summer and told the allotment board her weeds were spreading",
            "hannele",
            "watering can; allotment board",
        ),
        Q(
            "t",
            "When did Ilkka's choir sing in the cathedral?",
            "2024-12-15",
            "concert",
            "cathedral; sunday; 15th",
        ),
        Q(
            "s",
            "How many songs did Ilkka's choir sing at the Christmas concert?",
            "nine",
            "concert",
            "nine songs",
        ),
        Q(
            "s",
            "What is the name of Ilkka's choir?",
            "the Merikoski Singers",
            "concert",
            "merikoski singers",
        ),
        Q(
            "s",
            "What did Hannele bring when she made up with Satu?",
            "a blueberry pie",
            "made-up",
            "blueberry pie",
        ),
        Q(
            "s",
            "Whose idea was it to complain to the allotment board, according to Hannele?",
            "her husband's",
            "made-up",
            "husband's idea",
        ),
        Q(
            "s",
            "What does Satu volunteer at?",
            "teaching a Finnish class for newcomers at the library",
            "volunteer",
            "finnish class; newcomers",
        ),
        Q(
            "m",
            "How did Satu's Finnish class change from December 2024 to April 2025?",
            "from eight students and two hours on Thursday evenings to twelve students and three hours, Thursday five to eight",
            "volunteer volunteer-2",
            {"volunteer": "eight; two hours", "volunteer-2": "twelve; three hours"},
        ),
        Q(
            "t",
            "When did Ilkka's plough season end in 2025?",
            "2025-04-18",
            "season",
            "18th of april",
        ),
        Q(
            "s",
            "How many pairs of socks had Ilkka knitted by April 2025?",
            "nine (he was on his ninth)",
            "knitting-count",
            "ninth pair",
        ),
        Q(
            "s",
            "Who got Ilkka's socks?",
            "his dad (two pairs), Outi's son Eetu and Satu",
            "socks knitting-count",
            {"socks": "dad", "knitting-count": "dad; eetu"},
        ),
        Q("s", "Who is Eetu?", "Outi's son, Ilkka's nephew", "knitting-count", "outi's son eetu"),
        Q(
            "t",
            "When did Ilkka's parcel of socks reach Satu?",
            "2025-04-24",
            "parcel",
            "parcel; thursday",
            "relative-date",
        ),
        Q("s", "How many of Satu's students found jobs?", "two", "volunteer-2", "two; jobs"),
        Q(
            "s",
            "What is Satu growing on her plot in 2025?",
            "turnips and swedes, and strawberry runners from Hannele",
            "plot-2025",
            "turnips; swedes",
            "latest",
        ),
        Q(
            "m",
            "Why isn't Satu planting zucchini in 2025?",
            "the first year's were killed by frost and then she had forty nobody wanted",
            "plot-2025 harvest",
            {"plot-2025": "zucchini", "harvest": "forty zucchini"},
        ),
        Q(
            "s",
            "Where do Satu's parents want to go for midsummer?",
            "up to the cabin at Koli",
            "midsummer",
            "midsummer; cabin",
        ),
        Q(
            "s",
            "Did the cabin roof hold through the winter?",
            "yes, the cabin roof held all winter",
            "midsummer",
            "roof held",
        ),
        Q(
            "o",
            "What would be a good gift from Ilkka to Satu's parents at midsummer?",
            "a pair of his knitted socks",
            "midsummer knitting-count",
            {"midsummer": "socks", "knitting-count": "socks"},
        ),
        Q(
            "s",
            "How are Satu and Hannele getting on in April 2025?",
            "at peace; Hannele gave her strawberry runners",
            "plot-2025",
            "hannele; strawberry runners",
            "latest",
        ),
        Q(
            "s",
            "Whose idea was fixing the cabin roof?",
            "Satu's parents', before winter",
            "roof",
            "parents; roof",
            "third-person-fact",
        ),
    ],
)
CONVERSATIONS.append(SATU_ILKKA)


FIORELLA_WILMER = Conv(
    "pair",
    "timestamped_lines",
    ["Fiorella", "Wilmer"],
    """
@ 2023-12-16
Wilmer: Fiorella, good morning from Moquegua! Are you still at the agency by the border crossing? {ask-job}
Fiorella: Still there: seven years as a customs broker, and December is the worst month, with every lorry in the south trying to cross before Christmas. {job}
Wilmer: I know the feeling. At the copper mine they've put me on fourteen days on, seven days off, driving the ore trucks. {wilmer-job}
Fiorella: Fourteen days up there! Who looks after Renzo?
Wilmer: My son stays with his grandmother, and with his mother when she's off. His chest is bad again, so the doctor gave him an inhaler, two puffs morning and night. {renzo}
Fiorella: Poor boy. I've started saving for Gianella's quinceañera in October. The hall, the dress, the cake, the band: I want 12,000 soles by September, and I have 2,500. {savings}
Wilmer: Fifteen already! I've joined the bomberos, the volunteer fire company, by the way. One night shift a week at the station, Wednesdays, plus any call on my days off. {bomberos}
Fiorella: The bomberos! Your mother must be terrified.
Wilmer: She lights a candle every Wednesday. And I've planted thirty fig trees on the chacra in Samegua, my father's old land. {figs}
Fiorella: Figs take years, no?
Wilmer: Four or five before a real harvest. I'll be old. Between them I put ají, because that at least grows in a season. {aji}
Fiorella: I'll buy your ají. I'm doing cross-stitch again, like my grandmother. My first piece is a pillowcase with a vicuña, for Gianella's room. {cross-stitch}
@ 2024-03-23
Wilmer: How is the quinceañera money going? {ask-savings}
Fiorella: 5,100 soles now. Gianella wants a band from Arequipa, which costs more than the cake and the dress together. {savings-2}
Wilmer: Teenagers. The February rains got into my house, by the way: the calamine roof over the kitchen is rusted through. {roof}
Fiorella: Did you get quotes?
Wilmer: Three: 2,800 soles from a man in Samegua, 3,500 from a company in Ilo with a two-year guarantee, and 2,400 from my cousin Teodoro, who has never done a roof in his life. {quotes}
Fiorella: Don't take the cousin!
Wilmer: I won't. I took the man in Samegua, and he finished on Tuesday. No leaks in the storm on Thursday night. {roof-done}
Fiorella: Good. I took Chispa to the vet on Monday to be spayed. She's wearing a plastic cone and hates me. {chispa}
Wilmer: Chispa! How much was it?
Fiorella: 350 soles, with the pills for the pain twice a day for five days. And next month I'm going to my cousin Milagros's despedida de soltera in Arequipa, the weekend of the 20th of April. The wedding is on the 25th of May. {milagros}
Wilmer: A hen weekend in Arequipa! Behave.
Fiorella: Never. The vicuña pillowcase is finished, by the way, and Gianella says it's "cute, for a child". {pillowcase}
@ 2024-07-13
Wilmer: How was the wedding in Arequipa? {ask-wedding}
Fiorella: Beautiful, and long: a church in Yanahuara, then a party for three hundred until six in the morning. I gave Milagros a tablecloth I cross-stitched, with both their names. {wedding}
Wilmer: Three hundred! And the despedida?
Fiorella: I didn't go in the end. Three lorries of ours got stuck at the border that weekend, and I worked Saturday and Sunday. {no-hen}
Wilmer: Work always wins. I had a fight with my brother-in-law Edgar over the water turn for the chacra. He opened the channel on my day, twice, and my ají went dry. {fight}
Fiorella: Edgar! Are you talking?
Wilmer: Not since the end of June. My sister is furious with both of us. {not-talking}
Fiorella: I have a dentist appointment on Friday for a crown on a back tooth. I booked it for Tuesday, but I moved it because of the lorries. {dentist}
Wilmer: Good luck. How are the savings?
Fiorella: 8,200 soles. And I joined a marinera club, Club Sol de Tacna, Mondays and Thursdays at seven. We dance at the anniversary of Tacna on the 28th of August. {marinera}
Wilmer: You dancing marinera! I want a video.
@ 2024-10-19
Wilmer: How did the quinceañera go? {ask-quince}
Fiorella: Perfect. It was on the 5th of October, a hundred and eighty guests, and the band from Arequipa played until three. I spent 12,600 soles, so 600 more than I'd saved. {quince}
Wilmer: Worth it. Did the dance at the anniversary go well?
Fiorella: We danced in the main square on the 28th of August in front of the cathedral, and I didn't fall once. I've signed up for the next season too. {dance}
Wilmer: Bravo. I made up with Edgar, you'll be glad to know. {made-up}
Fiorella: How?
Wilmer: There was a fire in a field near his house on the 2nd of September, and my station put it out. He came to the station the next day with a crate of beer and said sorry about the water. Now we take turns by a written list. {made-up-how}
Fiorella: A fire! Wilmer! How many hours do you do now?
Wilmer: Still the Wednesday shift, twelve hours, but the calls this dry season added another twenty hours a month. {hours}
Fiorella: My phone company charged me for a roaming package I never bought: 189 soles in September. I've complained. {phone-bill}
Wilmer: Keep the receipts.
Fiorella: I keep everything. How is Renzo's chest? {ask-renzo}
Wilmer: Better. The doctor says the inhaler only at night now. {renzo-2}
@ 2025-02-08
Fiorella: Happy new year, a bit late! How is the chacra? {ask-chacra}
Wilmer: The ají harvest was good, forty kilos, and Edgar helped me pick it. The fig trees are still babies, but all thirty survived. {harvest}
Fiorella: Forty kilos! Save me some.
Wilmer: Five kilos are yours. Did the phone company give in? {ask-phone}
Fiorella: They did, in December: they took the 189 soles off and gave me a month free for the trouble. {phone-done}
Wilmer: Victory. I'm thinking of selling my old pickup, by the way. The L200, 2012. A neighbour offers 21,000 soles. {pickup}
Fiorella: Sell it. You have the mine bus. What about the roof? {mine-bus}
Wilmer: Perfect through the January rains. The man in Samegua was the right choice. {roof-held}
Fiorella: Good. Gianella has started her last year of school in March, and she wants to study nursing in Arequipa. {gianella}
Wilmer: Then start saving again! Any new cross-stitch?
Fiorella: A wall hanging for my mother, with her name and a cactus, for her birthday in January. She hung it by her bed. {hanging}
""",
    [
        Q(
            "s",
            "What is Fiorella's job?",
            "customs broker at an agency by the border crossing",
            "job",
            "customs broker",
            "",
            True,
        ),
        Q(
            "s",
            "How long has Fiorella been a customs broker?",
            "seven years (in December 2023)",
            "job",
            "seven years",
        ),
        Q(
            "s",
            "What does Wilmer do at the copper mine?",
            "he drives the ore trucks",
            "wilmer-job",
            "copper mine; ore trucks",
            "",
            True,
        ),
        Q(
            "s",
            "What is Wilmer's shift pattern at the mine?",
            "fourteen days on, seven days off",
            "wilmer-job",
            "fourteen days; seven days",
        ),
        Q("s", "Who is Renzo?", "Wilmer's son", "renzo", "son"),
        Q(
            "s",
            "What did the doctor give Renzo, and how often?",
            "an inhaler, two puffs morning and night",
            "renzo",
            "inhaler; two puffs; morning; night",
        ),
        Q(
            "m",
            "How did Renzo's inhaler dose change?",
            "from two puffs morning and night to only at night",
            "renzo renzo-2",
            {"renzo": "morning; night", "renzo-2": "only at night"},
            "latest",
        ),
        Q(
            "s",
            "What is Fiorella saving for?",
            "Gianella's quinceañera in October",
            "savings",
            "quinceañera; gianella",
        ),
        Q(
            "s",
            "What was Fiorella's savings goal for the quinceañera?",
            "12,000 soles by September",
            "savings",
            "12,000; september",
        ),
        Q(
            "m",
            "How did Fiorella's quinceañera savings grow?",
            "2,500 soles in December 2023, 5,100 in March 2024 and 8,200 in July 2024",
            "savings savings-2 marinera",
            {"savings": "2,500", "savings-2": "5,100", "marinera": "8,200"},
        ),
        Q(
            "s",
            "What does Gianella want that costs more than the cake and dress together?",
            "a band from Arequipa",
            "savings-2",
            "band; arequipa",
        ),
        Q(
            "s",
            "When is Wilmer's shift with the bomberos?",
            "one night shift a week at the station, on Wednesdays",
            "bomberos",
            "night shift; wednesdays",
        ),
        Q(
            "s",
            "What does Wilmer's mother do every Wednesday?",
            "lights a candle",
            "figs",
            "candle; every wednesday",
            "third-person-fact",
        ),
        Q(
            "s",
            "How many fig trees did Wilmer plant, and where?",
            "thirty, on the chacra in Samegua",
            "figs",
            "thirty fig trees; samegua",
        ),
        Q(
            "s",
            "Whose land was the chacra in Samegua?",
            "Wilmer's father's old land",
            "figs",
            "father's old land",
        ),
        Q(
            "s",
            "How long before the fig trees give a real harvest?",
            "four or five years",
            "aji",
            "four or five",
        ),
        Q("s", "What did Wilmer plant between the fig trees?", "ají", "aji", "ají"),
        Q(
            "s",
            "What was Fiorella's first cross-stitch piece, and who was it for?",
            "a pillowcase with a vicuña, for Gianella's room",
            "cross-stitch",
            "pillowcase; vicuña; gianella",
        ),
        Q(
            "s",
            "What did Gianella say about the vicuña pillowcase?",
            "that it was cute, for a child",
            "pillowcase",
            "cute; child",
        ),
        Q(
            "s",
            "What damaged Wilmer's kitchen roof?",
            "the February rains; the calamine roof over the kitchen rusted through",
            "roof",
            "calamine; rusted",
        ),
        Q(
            "s",
            "What were Wilmer's three roof quotes?",
            "2,800 soles from a man in Samegua, 3,500 from a company in Ilo with a two-year guarantee, 2,400 from his cousin Teodoro",
            "quotes",
            "2,800; 3,500; 2,400",
        ),
        Q(
            "s",
            "Which roof quote came with a guarantee?",
            "the 3,500-sole one from the company in Ilo, for two years",
            "quotes",
            "ilo; guarantee",
        ),
        Q(
            "m",
            "Which roof quote did Wilmer take, and how much was it?",
            "the man in Samegua's, 2,800 soles",
            "quotes roof-done",
            {"quotes": "2,800; samegua", "roof-done": "samegua"},
        ),
        Q(
            "t",
            "When did the roofer finish Wilmer's roof?",
            "2024-03-19",
            "roof-done",
            "finished; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When was the storm that tested Wilmer's new roof?",
            "2024-03-21",
            "roof-done",
            "storm; thursday night",
            "relative-date",
        ),
        Q(
            "t",
            "When did Fiorella take Chispa to the vet to be spayed?",
            "2024-03-18",
            "chispa",
            "vet; monday; spayed",
            "relative-date",
        ),
        Q(
            "s",
            "How much did Chispa's operation cost?",
            "350 soles, with the pain pills",
            "milagros",
            "350",
        ),
        Q(
            "s",
            "How often did Chispa take her pain pills, and for how long?",
            "twice a day for five days",
            "milagros",
            "twice a day; five days",
        ),
        Q(
            "s",
            "Who is Milagros?",
            "Fiorella's cousin, who married in Arequipa",
            "milagros",
            "cousin milagros",
        ),
        Q("t", "When was Milagros's wedding?", "2024-05-25", "milagros", "wedding; 25th of may"),
        Q(
            "t",
            "When was Milagros's despedida de soltera?",
            "2024-04-20",
            "milagros",
            "despedida; 20th of april",
        ),
        Q(
            "s",
            "Where was Milagros married?",
            "in a church in Yanahuara, Arequipa",
            "wedding",
            "yanahuara",
        ),
        Q(
            "s",
            "How many guests were at Milagros's wedding party?",
            "three hundred",
            "wedding",
            "three hundred",
        ),
        Q(
            "s",
            "What did Fiorella give Milagros for her wedding?",
            "a tablecloth she cross-stitched with both their names",
            "wedding",
            "tablecloth; names",
        ),
        Q(
            "s",
            "Did Fiorella go to the despedida in Arequipa?",
            "no, three of the agency's lorries got stuck at the border and she worked all weekend",
            "no-hen",
            "didn't go; lorries; stuck",
        ),
        Q(
            "s",
            "Why did Wilmer fight with Edgar?",
            "Edgar opened the water channel on Wilmer's day twice and his ají went dry",
            "fight",
            "water; channel; ají",
        ),
        Q("s", "Who is Edgar?", "Wilmer's brother-in-law", "fight", "brother-in-law edgar"),
        Q(
            "s",
            "Since when had Wilmer and Edgar not been talking?",
            "since the end of June 2024",
            "not-talking",
            "end of june",
        ),
        Q(
            "t",
            "When is Fiorella's appointment for a crown?",
            "2024-07-19",
            "dentist",
            "dentist; friday; crown",
            "relative-date",
        ),
        Q(
            "s",
            "Why did Fiorella move her dentist appointment from Tuesday?",
            "because of the lorries",
            "dentist",
            "moved; lorries",
        ),
        Q(
            "s",
            "What club did Fiorella join, and when does it meet?",
            "a marinera club, Club Sol de Tacna, Mondays and Thursdays at seven",
            "marinera",
            "marinera; mondays; thursdays",
        ),
        Q(
            "t",
            "When did Fiorella's marinera club dance at the anniversary of Tacna?",
            "2024-08-28",
            "marinera",
            "anniversary of tacna; 28th of august",
        ),
        Q("t", "When was Gianella's quinceañera?", "2024-10-05", "quince", "5th of october"),
        Q(
            "s",
            "How many guests came to Gianella's quinceañera?",
            "a hundred and eighty",
            "quince",
            "hundred and eighty",
        ),
        Q(
            "s",
            "How much did the quinceañera cost Fiorella, against what she saved?",
            "12,600 soles, 600 more than she had saved",
            "quince",
            "12,600; 600",
        ),
        Q(
            "s",
            "Where did Fiorella's club dance on the 28th of August?",
            "in the main square, in front of the cathedral",
            "dance",
            "main square; cathedral",
        ),
        Q(
            "t",
            "When was the field fire near Edgar's house?",
            "2024-09-02",
            "made-up-how",
            "fire; 2nd of september",
        ),
        Q(
            "t",
            "When did Edgar come to the station to say sorry?",
            "2024-09-03",
            "made-up-how",
            "2nd of september; next day",
            "event-chain",
        ),
        Q(
            "s",
            "What did Edgar bring when he made up with Wilmer?",
            "a crate of beer",
            "made-up-how",
            "crate of beer",
        ),
        Q(
            "s",
            "How do Wilmer and Edgar share the water now?",
            "they take turns by a written list",
            "made-up-how",
            "written list",
        ),
        Q(
            "s",
            "How long is Wilmer's Wednesday shift, and how many extra hours did the dry season add?",
            "twelve hours; another twenty hours a month of calls",
            "hours",
            "twelve hours; twenty hours",
        ),
        Q(
            "s",
            "What did Fiorella's phone company wrongly charge her for?",
            "a roaming package she never bought, 189 soles in September",
            "phone-bill",
            "roaming; 189",
        ),
        Q(
            "s",
            "How did Fiorella's dispute with the phone company end?",
            "in December they took the 189 soles off and gave her a month free",
            "phone-done",
            "189; month free",
        ),
        Q(
            "s",
            "How big was Wilmer's ají harvest, and who helped pick it?",
            "forty kilos; Edgar helped",
            "harvest",
            "forty kilos; edgar",
        ),
        Q("s", "How many of Wilmer's fig trees survived?", "all thirty", "harvest", "all thirty"),
        Q(
            "s",
            "How much ají did Wilmer promise Fiorella?",
            "five kilos",
            "ask-phone",
            "five kilos",
        ),
        Q(
            "s",
            "What pickup is Wilmer thinking of selling, and for how much?",
            "his 2012 L200, for 21,000 soles offered by a neighbour",
            "pickup",
            "l200; 21,000",
        ),
        Q("s", "How does Wilmer get to the mine?", "on the mine bus", "mine-bus", "mine bus"),
        Q(
            "s",
            "What does Gianella want to study?",
            "nursing, in Arequipa",
            "gianella",
            "nursing; arequipa",
        ),
        Q(
            "s",
            "What did Fiorella cross-stitch for her mother's birthday?",
            "a wall hanging with her name and a cactus",
            "hanging",
            "wall hanging; cactus",
        ),
        Q(
            "m",
            "Which cross-stitch pieces did Fiorella finish, and who got them?",
            "a vicuña pillowcase for Gianella, a tablecloth for Milagros and a wall hanging for her mother",
            "cross-stitch wedding hanging",
            {"cross-stitch": "pillowcase", "wedding": "tablecloth", "hanging": "wall hanging"},
        ),
        Q(
            "s",
            "How did the roof from the man in Samegua do in the January rains?",
            "perfect",
            "roof-held",
            "perfect; january rains",
        ),
        Q(
            "o",
            "Would Wilmer's roof choice have been different if he trusted his cousin?",
            "Teodoro's quote was the cheapest, but he had never done a roof; Wilmer took the man in Samegua",
            "quotes roof-held",
            {"quotes": "teodoro", "roof-held": "samegua"},
        ),
        Q(
            "s",
            "Where does Wilmer volunteer?",
            "with the bomberos, the volunteer fire company",
            "bomberos",
            "bomberos; volunteer fire company",
            "",
            True,
        ),
    ],
)
CONVERSATIONS.append(FIORELLA_WILMER)


YVETTE = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-05-04
User: Hello. My name is Yvette, I live in Shediac, and I need help making a care schedule for my mother. {hi}
Assistant: Hello, Yvette! I'd be glad to help. Tell me a little about your mother and who can help.
User: My mother, Pauline, is eighty-six and lives alone in Bouctouche. Since her fall in March she needs someone every day. There are three of us: me, my brother Gaston and my sister Monique. {mother}
Assistant: Thank you. What days can each of you manage?
User: I work at the crab plant in Cap-Pelé from May to the end of June, six in the morning to two, so during the season I can only do evenings. Gaston is retired and can do weekdays, and Monique works in Moncton but has Saturdays and Sundays free. {days}
Assistant: Then a first draft: Gaston visits Monday to Friday in the daytime, Yvette on Tuesday and Thursday evenings, and Monique on the weekends. Does that work?
User: Yes, but Gaston wants Wednesday afternoons off for his bridge club, so I'll take Wednesday evenings too. {bridge}
Assistant: Updated: Yvette on Tuesday, Wednesday and Thursday evenings, Gaston weekdays except Wednesday afternoon, Monique weekends.
User: Perfect. I'll print it for her fridge. How long have I been at the plant? Fifteen seasons this year, would you believe it. {seasons}
Assistant: Fifteen seasons is a long time. I hope the schedule makes things easier for all of you.
@ 2024-08-17
User: Hello again. I need an ad to sell my car: a 2014 Hyundai Elantra, grey, 180,000 km. I'm asking 6,500 dollars. {car}
Assistant: Here is a draft: "For sale: 2014 Hyundai Elantra, grey, 180,000 km, well kept, $6,500. Call Yvette in Shediac." Why are you selling?
User: My son Luc is giving me his old truck when he moves to Charlottetown in September, so I don't need two. {luc}
Assistant: That's kind of him. Should the ad mention winter tires?
User: Yes, it comes with four winter tires on rims. And I'm writing to you from the waiting room: my doctor found my B12 is low, so I get a B12 injection once a month now, at the health centre on Main Street. {b12}
Assistant: Good that they found it. I'll add: "Includes four winter tires on rims."
User: Thank you. My mother's schedule worked well all summer, by the way, except Monique missed two Sundays in July for a wedding in Rimouski. {schedule}
Assistant: It's good to hear the schedule held. Is there anything else for the ad?
User: No, that's it. Fingers crossed. {fingers}
@ 2024-11-09
User: Good morning. I want to write a short thank-you card to my choir director. {hi-3}
Assistant: Good morning, Yvette! Of course. What would you like to thank her for?
User: For our concert on the 15th of August, for the Acadian holiday. We sang at the church in Shediac, and I had my first solo. Her name is Mrs. Doiron. {concert}
Assistant: Here's a draft: "Dear Mrs. Doiron, thank you for trusting me with my first solo on the 15th of August."
User: Nice. I should tell you the car sold, in the end, for 6,000 to a young man from Dieppe. {car-sold}
Assistant: Congratulations! Shall I add anything to the card?
User: Add that I'm giving her a small hooked mat with a sailboat. I started mat hooking last winter, and that's my third finished mat. {rug}
Assistant: A lovely gift. "I hope this little sailboat mat reminds you of our summer concert."
User: Good. The first mat went to my mother and the second to Monique for her birthday. {rugs-who}
Assistant: Then your family is well covered! Here is the final card.
@ 2025-03-15
User: Hello. I need help with a message to my siblings: we have to change our mother's schedule again. {hi-4}
Assistant: Hello, Yvette. What has changed?
User: Gaston had a knee operation on the 3rd of March and can't drive for six weeks. So from Monday I'll take the weekday mornings before my season starts, and Monique's daughter Chloé will do Wednesdays. {change}
Assistant: Here is a draft: "From Monday, Yvette covers weekday mornings, Chloé covers Wednesdays and Monique keeps the weekends, until Gaston can drive again."
User: Good. And add that Mom's new pills are twice a day, at breakfast and supper, so whoever is there must check the pill box. {pills}
Assistant: Added: "Mom's pills are now twice a day, at breakfast and supper; please check the pill box."
User: Thanks. My dentist appointment was on Tuesday; I'd moved it twice because of Mom. At least that's done. {dentist}
Assistant: Good to have it done. Anything else for the message?
User: Just that my plant season starts on the 1st of May this year, and then I'm back to evenings only. {season}
Assistant: Added at the end: "From the 1st of May, Yvette can only do evenings." Good luck to Gaston with his recovery.
""",
    [
        Q("s", "Where does Yvette live?", "in Shediac", "hi", "shediac"),
        Q(
            "s",
            "How old is Yvette's mother, and where does she live?",
            "Pauline is eighty-six and lives alone in Bouctouche",
            "mother",
            "eighty-six; bouctouche",
        ),
        Q(
            "s",
            "Who are Yvette's siblings?",
            "her brother Gaston and her sister Monique",
            "mother",
            "gaston; monique",
        ),
        Q(
            "s",
            "Why does Yvette's mother need someone every day?",
            "since her fall in March 2024",
            "mother",
            "fall; march",
        ),
        Q(
            "s",
            "Where does Yvette work, and during what hours in the season?",
            "at the crab plant in Cap-Pelé, six in the morning to two, May to the end of June",
            "days",
            "crab plant; cap-pelé",
            "",
            True,
        ),
        Q("s", "Where does Monique work?", "in Moncton", "days", "monique; moncton"),
        Q(
            "s",
            "Why does Gaston want Wednesday afternoons off?",
            "for his bridge club",
            "bridge",
            "bridge club",
        ),
        Q(
            "s",
            "Which evenings do I take on my mother's schedule?",
            "Tuesday, Wednesday and Thursday evenings",
            "bridge",
            "wednesday evenings",
            "first-person-question",
        ),
        Q(
            "s",
            "How many seasons has Yvette worked at the plant?",
            "fifteen (in 2024)",
            "seasons",
            "fifteen seasons",
        ),
        Q(
            "s",
            "What car did Yvette sell?",
            "a grey 2014 Hyundai Elantra with 180,000 km",
            "car",
            "hyundai elantra; 2014",
        ),
        Q("s", "What price did Yvette first ask for her car?", "6,500 dollars", "car", "6,500"),
        Q(
            "m",
            "How much did Yvette's car sell for, and to whom?",
            "6,000 dollars, less than the 6,500 asked, to a young man from Dieppe",
            "car car-sold",
            {"car": "6,500", "car-sold": "6,000; dieppe"},
            "latest",
        ),
        Q(
            "s",
            "Why is Yvette selling her car?",
            "her son Luc is giving her his old truck when he moves to Charlottetown",
            "luc",
            "luc; old truck",
        ),
        Q(
            "s",
            "Where is Yvette's son Luc moving?",
            "to Charlottetown, in September 2024",
            "luc",
            "charlottetown; september",
        ),
        Q(
            "s",
            "What comes with Yvette's car?",
            "four winter tires on rims",
            "b12",
            "four winter tires",
        ),
        Q(
            "s",
            "What treatment do I get for my low B12, and how often?",
            "a B12 injection once a month at the health centre on Main Street",
            "b12",
            "b12 injection; once a month",
            "first-person-question",
        ),
        Q(
            "s",
            "Which Sundays did Monique miss on the schedule?",
            "two Sundays in July 2024, for a wedding in Rimouski",
            "schedule",
            "two sundays; wedding; rimouski",
        ),
        Q("s", "Who is Yvette's choir director?", "Mrs. Doiron", "concert", "doiron"),
        Q(
            "t",
            "When was Yvette's choir concert for the Acadian holiday?",
            "2024-08-15",
            "concert",
            "15th of august",
        ),
        Q(
            "s",
            "Where did Yvette's choir sing on the Acadian holiday?",
            "at the church in Shediac",
            "concert",
            "church; shediac",
        ),
        Q(
            "s",
            "What did Yvette sing for the first time at the August concert?",
            "her first solo",
            "concert",
            "first solo",
        ),
        Q(
            "s",
            "What gift did Yvette give Mrs. Doiron?",
            "a small hooked mat with a sailboat",
            "rug",
            "hooked mat; sailboat",
        ),
        Q(
            "s",
            "When did Yvette start mat hooking?",
            "the winter before (2023-24)",
            "rug",
            "mat hooking; last winter",
        ),
        Q(
            "m",
            "Who got Yvette's three hooked mats?",
            "the first her mother, the second Monique for her birthday, the third Mrs. Doiron",
            "rug rugs-who",
            {"rug": "third", "rugs-who": "mother; monique"},
        ),
        Q(
            "t",
            "When did Gaston have his knee operation?",
            "2025-03-03",
            "change",
            "gaston; knee operation; 3rd of march",
        ),
        Q(
            "s",
            "How long can't Gaston drive after his operation?",
            "six weeks",
            "change",
            "six weeks",
        ),
        Q(
            "s",
            "Who is Chloé?",
            "Monique's daughter, who took Wednesdays",
            "change",
            "monique's daughter chloé",
        ),
        Q(
            "m",
            "How did Yvette's part of the schedule change from 2024 to March 2025?",
            "from evenings only (Tuesday to Thursday) to weekday mornings until her season starts",
            "bridge change",
            {"bridge": "evenings", "change": "weekday mornings"},
            "latest",
        ),
        Q(
            "s",
            "How often does Yvette's mother take her new pills?",
            "twice a day, at breakfast and supper",
            "pills",
            "twice a day; breakfast; supper",
        ),
        Q(
            "t",
            "When was Yvette's dentist appointment in March 2025?",
            "2025-03-11",
            "dentist",
            "dentist; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "How many times had Yvette moved her dentist appointment, and why?",
            "twice, because of her mother",
            "dentist",
            "moved; twice",
        ),
        Q(
            "t",
            "When does my plant season start in 2025?",
            "2025-05-01",
            "season",
            "1st of may",
            "first-person-question",
        ),
        Q(
            "o",
            "Which Canadian province does Yvette live in?",
            "New Brunswick (Shediac, Bouctouche, Moncton, Dieppe)",
            "hi days",
            {"hi": "shediac", "days": "moncton"},
        ),
    ],
    user_label="Yvette",
)
CONVERSATIONS.append(YVETTE)


YEISON = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-09-14
User: hi. yeison from envigado. need a msg to sell my moto {hi}
Assistant: Hi Yeison! Happy to help. Tell me about the moto.
User: bajaj pulsar 2019, red, 42,000 km. asking 6.5 millones {moto}
Assistant: Draft: "For sale: red 2019 Bajaj Pulsar, 42,000 km, well looked after, 6.5 million pesos. Call Yeison in Envigado." Why are you selling?
User: saving for a used car. goal 30 millones by next june. have 9 saved {savings}
Assistant: That's a clear goal. The moto money would take you to about 15.5 million. Anything to add to the ad?
User: new tires in july. n i fix fridges for a company in itagüí, 5 yrs, so the moto is well kept lol {job}
Assistant: Added: "New tires in July." A fridge repairer who looks after his moto is a good selling point.
User: ok send {send}
Assistant: Here is the final message. Good luck with the sale!
@ 2024-12-07
User: hola. need a caption for a photo. toy box i made for my niece {hi-2}
Assistant: Hola Yeison! Tell me about the toy box.
User: pine, painted yellow, her name on the lid. took me 3 sundays at my uncle's workshop. niece is salomé, 1 yr old on dec 1 {toybox}
Assistant: Caption idea: "Three Sundays, one pine box, one yellow lid with Salomé's name. Happy first birthday!" Who are her parents?
User: my sister dayana n her husband. salomé's first piece from me, next is a little chair {dayana}
Assistant: Lovely plan. Did the moto sell?
User: ya sold in oct for 6 millones, to a guy from bello. car money now 16 {moto-sold}
Assistant: That's over halfway to your goal. Here's the final caption.
@ 2025-03-29
User: need msg to my vet. my dog tigre had his vaccines on wed n now hes not eating {vet}
Assistant: I'm sorry to hear that. Draft: "Hello, Tigre had his vaccines on Wednesday and hasn't eaten since. Is this normal?" How old is he?
User: 4. criollo, black. had him since a puppy {tigre}
Assistant: Added: "He's four years old." Anything else?
User: no. also i coach at the football school in sabaneta now. under 10s, every sat 8 to 12 {coach}
Assistant: That's a lot of energy on a Saturday morning! I hope Tigre is eating again soon.
User: gracias. car money at 24 millones. 6 to go {savings-3}
Assistant: Almost there. Good luck!
@ 2025-07-19
User: hi. need a short toast for my friend brayan's wedding. im the best man {hi-4}
Assistant: Congratulations, Yeison! When is the wedding?
User: sat 26 july in rionegro. we went to guatapé for his despedida last wknd, 10 of us {wedding}
Assistant: Draft: "To Brayan and his bride: may your life together be as bright as Guatapé in the sun." Who is the bride?
User: estefanía. they met at the football school, she coaches the girls {bride}
Assistant: Added: "...who met on the pitch in Sabaneta." Anything about you and Brayan?
User: friends since school, 20 yrs. we fell out in 2023 over money n made up last xmas {friends}
Assistant: Then: "Twenty years of friendship, one bad year and a good Christmas: here's to you both." How's the car?
User: bought it!! lancer 2016, 29 millones, on june 14. under budget by 1 {car}
Assistant: Congratulations on the car! Here's your final toast.
""",
    [
        Q("s", "Where does yeison live?", "in Envigado", "hi", "envigado"),
        Q(
            "s",
            "What moto did yeison sell?",
            "a red 2019 Bajaj Pulsar with 42,000 km",
            "moto",
            "bajaj pulsar; 2019",
        ),
        Q(
            "s",
            "What price did yeison first ask for his moto?",
            "6.5 millones",
            "moto",
            "6.5 millones",
        ),
        Q(
            "s",
            "What is yeison saving for, and what is his goal?",
            "a used car; 30 millones by next June (June 2025)",
            "savings",
            "used car; 30 millones",
        ),
        Q(
            "s",
            "What is yeison's job?",
            "he fixes fridges for a company in Itagüí",
            "job",
            "fix fridges; itagüí",
            "",
            True,
        ),
        Q("s", "How long has yeison fixed fridges?", "5 years (in September 2024)", "job", "5 yrs"),
        Q(
            "s",
            "What did yeison make for his niece?",
            "a pine toy box, painted yellow, with her name on the lid",
            "toybox",
            "pine; yellow; lid",
        ),
        Q(
            "s",
            "How long did the toy box take, and where did yeison make it?",
            "3 Sundays, at his uncle's workshop",
            "toybox",
            "3 sundays; uncle's workshop",
        ),
        Q("t", "When was Salomé's first birthday?", "2024-12-01", "toybox", "salomé; dec 1"),
        Q(
            "s",
            "Who are Salomé's parents?",
            "yeison's sister Dayana and her husband",
            "dayana",
            "sister dayana",
        ),
        Q(
            "s",
            "What does yeison plan to make Salomé next?",
            "a little chair",
            "dayana",
            "little chair",
        ),
        Q(
            "m",
            "How much did yeison's moto sell for, against what he asked?",
            "6 millones, against 6.5 asked, to a guy from Bello",
            "moto moto-sold",
            {"moto": "6.5", "moto-sold": "6 millones; bello"},
            "latest",
        ),
        Q(
            "m",
            "How did yeison's car money grow?",
            "9 millones in September 2024, 16 in December, 24 in March 2025",
            "savings moto-sold savings-3",
            {"savings": "9", "moto-sold": "16", "savings-3": "24 millones"},
        ),
        Q(
            "t",
            "When did Tigre have his vaccines?",
            "2025-03-26",
            "vet",
            "tigre; vaccines; wed",
            "relative-date",
        ),
        Q(
            "s",
            "What is wrong with Tigre after his vaccines?",
            "he's not eating",
            "vet",
            "not eating",
        ),
        Q(
            "s",
            "What kind of dog is Tigre, and how old?",
            "a black criollo, 4 years old",
            "tigre",
            "criollo; black; 4",
            "fragment",
        ),
        Q(
            "s",
            "Where does yeison coach, and when?",
            "the football school in Sabaneta, under 10s, every Saturday 8 to 12",
            "coach",
            "football school; sabaneta; every sat",
        ),
        Q("s", "Which age group does yeison coach?", "the under 10s", "coach", "under 10s"),
        Q(
            "s",
            "How much more did yeison need for his car in March 2025?",
            "6 millones",
            "savings-3",
            "6 to go",
        ),
        Q("t", "When is Brayan's wedding?", "2025-07-26", "wedding", "26 july; rionegro"),
        Q("s", "Where is Brayan's wedding?", "in Rionegro", "wedding", "rionegro"),
        Q("s", "What is yeison's role at Brayan's wedding?", "best man", "hi-4", "best man"),
        Q(
            "s",
            "Where was Brayan's despedida, and how many went?",
            "in Guatapé, 10 of them",
            "wedding",
            "guatapé; 10",
        ),
        Q(
            "t",
            "When was Brayan's despedida in Guatapé?",
            "2025-07",
            "wedding",
            "despedida; last wknd",
            "relative-date",
        ),
        Q(
            "s",
            "Whom is Brayan marrying, and how did they meet?",
            "Estefanía; at the football school, where she coaches the girls",
            "bride",
            "estefanía; football school",
        ),
        Q(
            "s",
            "How long have yeison and Brayan been friends?",
            "20 years, since school",
            "friends",
            "20 yrs; school",
        ),
        Q(
            "s",
            "Why did yeison and Brayan fall out, and when did they make up?",
            "over money in 2023; they made up last Christmas (2024)",
            "friends",
            "fell out; money; xmas",
        ),
        Q(
            "s",
            "What car did yeison buy, and for how much?",
            "a 2016 Lancer, for 29 millones",
            "car",
            "lancer; 29 millones",
        ),
        Q("t", "When did yeison buy his car?", "2025-06-14", "car", "june 14"),
        Q(
            "m",
            "Did yeison meet his car savings goal?",
            "yes: the goal was 30 millones by June, and the car cost 29, bought on June 14",
            "savings car",
            {"savings": "30 millones; june", "car": "29 millones; under budget"},
        ),
        Q("s", "What is the name of my dog?", "Tigre", "vet", "tigre", "first-person-question"),
        Q(
            "s",
            "Who coaches the girls at the football school in Sabaneta?",
            "Estefanía, Brayan's bride",
            "bride",
            "coaches the girls",
            "pronoun",
        ),
        Q(
            "o",
            "What would be a good next present from yeison for Salomé's second birthday?",
            "the little chair he plans to make her",
            "dayana",
            "little chair",
        ),
    ],
    user_label="yeison",
)
CONVERSATIONS.append(YEISON)


# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-02-14 is a Wednesday, 2024-05-24 a Friday, 2024-08-20 a Tuesday, 2024-11-21 a
# Thursday, 2025-03-10 a Monday and 2025-09-06 a Saturday. A weekday named for a past event
# is the one before the date; for a plan, the one after; "yesterday" is the day before.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-02-14", "2024-05-24", "2024-08-20"
D_, E_, F_ = "2024-11-21", "2025-03-10", "2025-09-06"

SENTENCES += [
    # past events with a relative date, often with a feeling said beside them
    S(
        "past-event",
        NL,
        A_,
        "Thiago",
        "On Monday I finally had the filling done at the dentist in Batel, and half my face was numb until dinner.",
        [
            M(
                "Thiago had a filling done at the dentist in Batel on 2024-02-12.",
                R,
                "thiago; filling; dentist; 2024-02-12",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "leandro",
        "took my mums dog to the vet yday. 2 stitches on his paw. he was so brave",
        [
            M(
                "leandro took his mum's dog to the vet on 2024-05-23 and the dog got 2 stitches on his paw.",
                R,
                "leandro; vet; stitches; 2024-05-23",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Fabiana",
        "We sold our old Gol on Sunday for 18,000 reais, to a nurse from Cascavel.",
        [
            M(
                "Fabiana sold her old Gol on 2024-08-18 for 18,000 reais.",
                R,
                "fabiana; gol; 18,000; 2024-08-18",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "The roofer finished the new downpipes on Tuesday, and the kitchen ceiling is finally dry.",
        [
            M(
                "The roofer finished the user's new downpipes on 2024-11-19.",
                R,
                "user; downpipes; 2024-11-19",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "sang at the choir's first concert sat. 200 ppl came",
        [
            M(
                "The user sang at the choir's first concert on 2025-03-08, with 200 people there.",
                R,
                "user; choir's first concert; 2025-03-08",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Thiago",
        "On Friday my sister and I finally spoke again, after three months of silence over our father's care.",
        [
            M(
                "Thiago and his sister spoke again on 2025-09-05 after three months of silence over their father's care.",
                R,
                "thiago; sister; spoke; 2025-09-05",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "leandro",
        "3 days ago the electric co finally refunded the 400 reais they overcharged me",
        [
            M(
                "The electric company refunded leandro 400 reais on 2024-05-21.",
                R,
                "leandro; refunded; 400 reais; 2024-05-21",
            )
        ],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        A_,
        "Thiago",
        "I've been a water analyst at the water treatment plant in Londrina for twelve years.",
        [
            M(
                "Thiago is a water analyst at the water treatment plant in Londrina, for twelve years.",
                D,
                "thiago; water analyst; water treatment plant",
            )
        ],
    ),
    S(
        "durable-fact",
        TL,
        C_,
        "leandro",
        "been volunteering at the dog shelter in portão every sun morning for 2 yrs",
        [
            M(
                "leandro volunteers at the dog shelter in Portão every Sunday morning.",
                D,
                "leandro; dog shelter; portão",
            )
        ],
    ),
    S(
        "durable-fact",
        NJ,
        D_,
        "Fabiana",
        "I take a tablet for my blood pressure every morning before coffee, and I have for six years.",
        [
            M(
                "Fabiana takes a tablet for her blood pressure every morning before coffee.",
                D,
                "fabiana; blood pressure; every morning",
            )
        ],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "I grow all our kale in crates on the roof of our building in Juvevê.",
        [
            M(
                "The user grows kale in crates on the roof of a building in Juvevê.",
                D,
                "user; crates; juvevê",
            )
        ],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "i sing bass in the church choir in bacacheri, practice thurs nights",
        [
            M(
                "The user sings bass in the church choir in Bacacheri, with practice on Thursday nights.",
                D,
                "user; bass; choir; bacacheri",
            )
        ],
    ),
    S(
        "durable-fact",
        NL,
        B_,
        "Thiago",
        "My mother lives with us since her fall, and my brothers and I take turns on the nights.",
        [M("Thiago's mother lives with Thiago since her fall.", D, "thiago; mother; fall")],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        A_,
        "Thiago",
        "On Saturday I'm taking my father to the ophthalmologist in Água Verde at nine.",
        [
            M(
                "Thiago is taking his father to the ophthalmologist in Água Verde on 2024-02-17 at nine.",
                R,
                "thiago; father; ophthalmologist; 2024-02-17",
            )
        ],
    ),
    S(
        "plan",
        TL,
        C_,
        "leandro",
        "plumber comes on thurs to fix the water heater. 3rd quote was the cheapest",
        [
            M(
                "A plumber is coming to fix leandro's water heater on 2024-08-22.",
                R,
                "leandro; plumber; water heater; 2024-08-22",
            )
        ],
    ),
    S(
        "plan",
        NJ,
        B_,
        "Fabiana",
        "On Sunday we're driving down to Guaratuba for my cousin's wedding, and I'm a madrinha.",
        [
            M(
                "Fabiana is going to her cousin's wedding in Guaratuba on 2024-05-26 as a madrinha.",
                R,
                "fabiana; wedding; guaratuba; 2024-05-26",
            )
        ],
    ),
    S(
        "plan",
        UA,
        E_,
        "User",
        "On Friday I move my dentist appointment to the morning, and then I start the new job on the 17th.",
        [M("The user starts a new job on 2025-03-17.", R, "user; new job; 2025-03-17")],
    ),
    S(
        "plan",
        JM,
        D_,
        "User",
        "mon my sister n i start the rota for mum. me mon to wed",
        [
            M(
                "The user and the user's sister start a care rota for their mum on 2024-11-25, the user taking Monday to Wednesday.",
                R,
                "user; rota; mum; 2024-11-25",
            )
        ],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        C_,
        "Thiago",
        "My brother Caio just bought a used seed drill for his farm near Ponta Grossa for 95,000 reais.",
        [
            M(
                "Thiago's brother Caio bought a used seed drill for his farm near Ponta Grossa for 95,000 reais.",
                R,
                "caio; seed drill; 95,000",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        D_,
        "leandro",
        "my gf bruna is a nutritionist at the hospital in cascavel",
        [
            M(
                "leandro's girlfriend Bruna is a nutritionist at the hospital in Cascavel.",
                D,
                "bruna; nutritionist; cascavel",
            )
        ],
    ),
    S(
        "third-person-fact",
        NJ,
        E_,
        "Fabiana",
        "Our neighbour Otávio has grown succulents on his roof for twenty years and gives everyone one at Christmas.",
        [
            M(
                "Fabiana's neighbour Otávio grows succulents on his roof.",
                D,
                "otávio; succulents; roof",
            )
        ],
    ),
    S(
        "third-person-fact",
        UA,
        F_,
        "User",
        "My daughter Rafaela knitted a blanket for every baby in the neonatal unit this winter, thirty in all.",
        [
            M(
                "The user's daughter Rafaela knitted a blanket for every baby in the neonatal unit, thirty in all.",
                R,
                "rafaela; blanket; neonatal unit",
            )
        ],
    ),
    S(
        "third-person-fact",
        JM,
        A_,
        "User",
        "my dad vinícius retired from the tax office in jan after 35 yrs",
        [
            M(
                "The user's dad Vinícius retired from the tax office in January 2024 after 35 years.",
                R,
                "vinícius; retired; tax office",
            )
        ],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        D_,
        "Thiago",
        "Three quotes, and we took the middle one, 7,400.",
        [
            M(
                "Thiago took the middle quote of three, 7,400, for the new roof.",
                R,
                "thiago; 7,400; roof",
            )
        ],
        [("Lucimara", "How much is the new roof going to cost you?")],
    ),
    S(
        "fragment-answer",
        TL,
        E_,
        "leandro",
        "8 jars. n 3 went to my aunt",
        [M("leandro made 8 jars of jam.", R, "leandro; 8 jars; jam")],
        [("Bruna", "how many jars of jam did u make from the guavas?")],
    ),
    S(
        "fragment-answer",
        NJ,
        A_,
        "Fabiana",
        "Every twelve hours, for ten days.",
        [
            M(
                "Fabiana's dog takes antibiotics every twelve hours for ten days.",
                R,
                "fabiana; dog; antibiotics; every twelve hours",
            )
        ],
        [("Lucimara", "How often does your dog have to take the antibiotics?")],
    ),
    S(
        "fragment-answer",
        UA,
        B_,
        "User",
        "Forty hours so far this year, mostly Saturday mornings.",
        [
            M(
                "The user has volunteered forty hours at the food drive this year.",
                R,
                "user; forty hours; food drive",
            )
        ],
        [("Assistant", "How many hours have you volunteered at the food drive?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        E_,
        "Thiago",
        "I'm on crutches for the next four weeks after twisting my knee at the capoeira class.",
        [
            M(
                "Thiago is on crutches for four weeks after twisting his knee at the capoeira class.",
                R,
                "thiago; crutches; four weeks",
            )
        ],
    ),
    S(
        "recent-state",
        TL,
        A_,
        "leandro",
        "saving 500 a month for the trip to foz. got 1,500 so far",
        [
            M(
                "leandro is saving 500 reais a month for a trip to Foz and has 1,500 so far.",
                R,
                "leandro; foz; 1,500",
            )
        ],
    ),
    S(
        "recent-state",
        NJ,
        F_,
        "Fabiana",
        "The washing machine has been broken since the storm, so I'm doing everything by hand this week.",
        [
            M(
                "Fabiana's washing machine is broken since the storm.",
                R,
                "fabiana; washing machine; broken",
            )
        ],
    ),
    S(
        "recent-state",
        JM,
        C_,
        "User",
        "on antibiotics for my ear till sat",
        [M("The user is on antibiotics for an ear until 2024-08-24.", R, "user; antibiotics; ear")],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        A_,
        "User",
        "Could you help me write a complaint to the gas company? They billed me 612 reais for January, three times the usual.",
        [
            M(
                "The gas company billed the user 612 reais for January 2024, three times the usual.",
                R,
                "user; gas company; 612",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        B_,
        "User",
        "can u make a poster for our choir concert. its june 8 at the sesc in maringá",
        [
            M(
                "The user's choir concert is on 2024-06-08 at the Sesc in Maringá.",
                R,
                "user; choir concert; 2024-06-08; maringá",
            )
        ],
    ),
    S(
        "request-with-fact",
        UA,
        D_,
        "User",
        "Please help me plan a schedule for my pills: the new blood pressure one is twice a day and the old one once at night.",
        [
            M(
                "The user takes a new blood pressure pill twice a day and an old one once at night.",
                R,
                "user; blood pressure; twice a day",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        F_,
        "User",
        "help me write an ad. selling my shoe rack, made it myself from pine, 350 reais",
        [
            M(
                "The user is selling a pine shoe rack the user made, for 350 reais.",
                R,
                "user; shoe rack; pine; 350",
            )
        ],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        B_,
        "Thiago",
        "Yes, I still do the Tuesday night shift at the community kitchen, four hours a week.",
        [
            M(
                "Thiago does a four-hour Tuesday night shift at the community kitchen.",
                D,
                "thiago; community kitchen; tuesday",
            )
        ],
        [("Lucimara", "Do you still help at the community kitchen?")],
    ),
    S(
        "second-person",
        TL,
        D_,
        "leandro",
        "ya still at the garage in cascavel, 4 yrs in jan",
        [M("leandro works at the garage in Cascavel.", D, "leandro; garage; cascavel")],
        [("Bruna", "u still at the garage?")],
    ),
    S(
        "second-person",
        NJ,
        C_,
        "Fabiana",
        "No, I gave up the woodwork class in June; the dust was bad for my chest.",
        [
            M(
                "Fabiana gave up the woodwork class in June 2024 because the dust was bad for her chest.",
                R,
                "fabiana; woodwork class; gave up",
            )
        ],
        [("Lucimara", "Are you still going to your woodwork class?")],
    ),
    S(
        "second-person",
        UA,
        F_,
        "User",
        "Yes, I've been the minute-taker of the residents' association since March.",
        [
            M(
                "The user has been minute-taker of the residents' association since March 2025.",
                D,
                "user; minute-taker; residents' association",
            )
        ],
        [("Assistant", "Are you still involved with your residents' association?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        E_,
        "Thiago",
        "My wife Jussara starts at the bank in April, our son Davi broke his arm at football on Saturday, and my mother moved in with us in February.",
        [
            M("Thiago's wife Jussara starts at the bank in April 2025.", R, "jussara; bank; april"),
            M(
                "Thiago's son Davi broke his arm at football on 2025-03-08.",
                R,
                "davi; broke; arm; 2025-03-08",
            ),
            M(
                "Thiago's mother moved in with Thiago in February 2025.",
                R,
                "thiago; mother; moved; february",
            ),
        ],
    ),
    S(
        "multi-fact",
        TL,
        F_,
        "leandro",
        "sold the moto for 9k, bruna got the job at the lab in maringá, n my dad is home from hospital",
        [
            M("leandro sold his moto for 9k.", R, "leandro; moto; 9k"),
            M("leandro's partner Bruna got a job at the lab in Maringá.", R, "bruna; job; maringá"),
            M("leandro's dad is home from hospital.", R, "leandro; dad; hospital"),
        ],
    ),
    S(
        "multi-fact",
        JM,
        B_,
        "User",
        "my bro murilo got married sat, mum turned 70 on tues, n i passed my first aid course",
        [
            M(
                "The user's brother Murilo got married on 2024-05-18.",
                R,
                "murilo; married; 2024-05-18",
            ),
            M("The user's mum turned 70 on 2024-05-21.", R, "mum; 70; 2024-05-21"),
            M("The user passed a first aid course.", R, "user; first aid course; passed"),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        A_,
        None,
        "Note: Dad's cardiology appointment moved from Thursday the 22nd to Tuesday the 27th of February, at 10:30 at the Hospital Cajuru.",
        [
            M(
                "Dad's cardiology appointment is on 2024-02-27 at 10:30 at the Hospital Cajuru.",
                R,
                "cardiology; 2024-02-27; cajuru",
            )
        ],
    ),
    S(
        "note",
        NO,
        C_,
        None,
        "Note: savings for the new roof so far: 4,200 reais of the 9,000 needed.",
        [
            M(
                "The savings for the new roof are 4,200 reais of 9,000 needed.",
                R,
                "roof; 4,200; 9,000",
            )
        ],
    ),
    S(
        "note",
        NO,
        E_,
        None,
        "Note: the choir's spring concert is on Saturday the 29th of March at the Teatro Guaíra, seven o'clock.",
        [
            M(
                "The choir's spring concert is on 2025-03-29 at the Teatro Guaíra at seven.",
                R,
                "choir's spring concert; 2025-03-29; teatro guaíra",
            )
        ],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        D_,
        "Thiago",
        "I love working on the garden plot at dawn, before the city wakes up.",
        [M("Thiago loves working on the garden plot at dawn.", D, "thiago; garden plot; dawn")],
    ),
    S(
        "preference",
        TL,
        E_,
        "leandro",
        "hate carving wood with blunt tools. only use my grandads gouges now",
        [
            M(
                "leandro only uses his grandad's gouges for carving wood.",
                D,
                "leandro; gouges; carving",
            )
        ],
    ),
    S(
        "preference",
        JM,
        A_,
        "User",
        "i really like knitting socks more than cowls",
        [M("The user likes knitting socks more than cowls.", D, "user; knitting socks")],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NJ,
        B_,
        "Fabiana",
        "She goes to the seniors' club in Santa Felicidade three mornings a week now.",
        [
            M(
                "Fabiana's grandmother goes to the seniors' club in Santa Felicidade three mornings a week.",
                R,
                "grandmother; seniors' club; santa felicidade",
            )
        ],
        [("Lucimara", "How is your grandmother managing on her own?")],
    ),
    S(
        "pronoun-answer",
        UA,
        D_,
        "User",
        "He charged 2,300 for the whole roof, the cheapest of the three.",
        [
            M(
                "The roofer charged the user 2,300 for the whole roof, the cheapest of three quotes.",
                R,
                "user; roof; 2,300",
            )
        ],
        [("Assistant", "Which roofer did you pick in the end?")],
    ),
    # -- sentences that should form nothing --
    # chatter, jokes and what the speaker did not do
    S(
        "chatter",
        NL,
        A_,
        "Thiago",
        "We nearly went to the flower parade on Saturday, but in the end we stayed in and played cards.",
        [],
    ),
    S("chatter", TL, B_, "leandro", "lol the macaw next door learned my ringtone", []),
    S(
        "chatter",
        NJ,
        C_,
        "Fabiana",
        "The rain in Curitiba has four seasons in one afternoon again.",
        [],
    ),
    S(
        "chatter",
        UA,
        D_,
        "User",
        "Ha, my husband says the seedlings get more attention than he does.",
        [],
    ),
    S("chatter", JM, E_, "User", "lol autocorrect turned pinhão into pinhead", []),
    S(
        "chatter",
        TL,
        F_,
        "leandro",
        "almost signed up for a cycling race sun. didnt. obviously",
        [],
    ),
    # compliments
    S("compliment", NL, B_, "Thiago", "Your pão de queijo was the best thing at the party.", []),
    S("compliment", TL, C_, "leandro", "ur garden looks amazing in the photos", []),
    S(
        "compliment",
        NJ,
        D_,
        "Fabiana",
        "You sang beautifully on Sunday; everyone was talking about it.",
        [],
    ),
    S("compliment", UA, E_, "User", "That letter sounds much better than mine, well done.", []),
    S("compliment", JM, F_, "User", "nice, that toast is perfect", []),
    S("compliment", NL, A_, "Thiago", "What a lovely little stool you made for your niece.", []),
    # opinions about the world
    S(
        "generic-opinion",
        NL,
        C_,
        "Thiago",
        "Dentists should open on Saturdays; nobody can get away from work in the week.",
        [],
    ),
    S("generic-opinion", TL, D_, "leandro", "used cars r way too expensive these days", []),
    S(
        "generic-opinion",
        NJ,
        E_,
        "Fabiana",
        "Every town needs a community garden, if you ask me.",
        [],
    ),
    S(
        "generic-opinion",
        UA,
        A_,
        "User",
        "Phone companies make their bills confusing on purpose.",
        [],
    ),
    S("generic-opinion", JM, B_, "User", "handmade gifts r always better than bought ones", []),
    S(
        "generic-opinion",
        NL,
        F_,
        "Thiago",
        "Weddings have become far too long and far too expensive.",
        [],
    ),
    # hypotheticals, wishes and what someone else might do
    S(
        "hypothetical",
        NL,
        D_,
        "Thiago",
        "If the quote comes in under five thousand, maybe we'd redo the whole roof.",
        [],
    ),
    S(
        "hypothetical",
        TL,
        E_,
        "leandro",
        "if i won the lottery id buy a farm n fill it with dogs",
        [],
    ),
    S("hypothetical", NJ, F_, "Fabiana", "I wish I could knit as fast as my grandmother did.", []),
    S(
        "hypothetical",
        UA,
        B_,
        "User",
        "My sister might join the choir next year, if her shifts allow.",
        [],
    ),
    S("hypothetical", JM, C_, "User", "maybe ill try woodwork someday", []),
    S(
        "hypothetical",
        NL,
        A_,
        "Thiago",
        "If Dad needed more care, we would probably have to think about a nurse at home.",
        [],
    ),
    # other people's opinions
    S("others-opinion", NL, E_, "Thiago", "My mother thinks the new doctor is far too young.", []),
    S("others-opinion", TL, F_, "leandro", "bruna says my carving is getting better", []),
    S(
        "others-opinion",
        NJ,
        A_,
        "Fabiana",
        "Otávio says the cheapest roofer is always the most expensive in the end.",
        [],
    ),
    S(
        "others-opinion",
        UA,
        C_,
        "User",
        "My husband thinks the car is worth more than the dealer offered.",
        [],
    ),
    S("others-opinion", JM, D_, "User", "boss says volunteering is a waste of weekends", []),
    S("others-opinion", NL, B_, "Thiago", "Lucimara thinks the choir should sing more samba.", []),
    # passing moods
    S("passing-mood", NL, C_, "Thiago", "I'm so tired after this week.", []),
    S("passing-mood", TL, A_, "leandro", "ugh so bored today", []),
    S("passing-mood", NJ, B_, "Fabiana", "I'm in a wonderful mood this morning, no idea why.", []),
    S("passing-mood", UA, F_, "User", "I feel a bit nervous, to be honest.", []),
    S("passing-mood", JM, E_, "User", "kinda grumpy rn", []),
    S("passing-mood", TL, D_, "leandro", "happy its friday almost", []),
    # questions
    S("question", NL, D_, "Thiago", "Do you know a good plumber in Batel?", []),
    S("question", TL, B_, "leandro", "when is ur sisters wedding again", []),
    S("question", NJ, E_, "Fabiana", "How often should a dog see the vet, in your opinion?", []),
    S("question", UA, C_, "User", "What should I plant in the autumn?", []),
    S("question", JM, A_, "User", "how long does a filling last", []),
    S("question", NL, F_, "Thiago", "Have you ever sung in a choir?", []),
    # thanks
    S("thanks", UA, A_, "User", "Thank you, that complaint letter is exactly right.", []),
    S("thanks", JM, C_, "User", "thx a lot", []),
    S("thanks", NL, E_, "Thiago", "Thanks for feeding the dog while we were away.", []),
    S("thanks", UA, D_, "User", "Thanks so much for your help with the schedule.", []),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        B_,
        "Assistant",
        "You could ask each roofer for a written quote before you decide.",
        [],
        [("User", "How do I choose a roofer?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        D_,
        "Assistant",
        "Maybe set aside a fixed amount on payday so the savings grow without thinking.",
        [],
        [("User", "how do i save for a car")],
    ),
    S(
        "assistant-suggestion",
        UA,
        E_,
        "Assistant",
        "A hand-knitted cowl could make a nice present for the choir director.",
        [],
        [("User", "What could I give our choir director?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        F_,
        "Assistant",
        "You might ask your siblings to share the weekend visits.",
        [],
        [("User", "how do i split mums care with my brothers")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
