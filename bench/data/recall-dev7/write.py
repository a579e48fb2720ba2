# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the seventh development recall set (this folder; the seventh blind held-out set
until 2026-12-05) from the hand-written material.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
Like the sixth set, most of it is written in proper case and full sentences, the way two
friends write to each other in a long dated chat; one pair chat is lower-case texting. This
script (with ``bench/_handwritten.py``, the format the hand-written sets share) only numbers
turns, resolves the turn labels that questions point at, checks the labels against the
scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-dev7/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev7/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho7"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev7/write.py), written blind to the extractor rules, "
        "the dev-set generator and the held-out sets' data as the seventh held-out set; "
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

YSOLDE_BARNABY = Conv(
    "pair",
    "named_lines",
    ["Liisbet", "Ewart"],
    """
@ 2024-01-20
Ewart: Liisbet! Happy New Year, a little late. I finally have a quiet Saturday. How is life in Rakvere? {rakvere}
Liisbet: Hello Ewart! Happy New Year to you too. It was minus twenty on Wednesday, but I love it. Kalev came to stay for Christmas and fixed my leaking roof, which was the best present. {kalev}
Ewart: Kalev? Remind me who that is, I'm terrible with names.
Liisbet: My little brother! He's a carpenter in Pärnu, so he's very useful to have around. {brother}
Ewart: Handy. And how is the harpsichord tuning going?
Liisbet: Very busy. I tuned four harpsichords last week, and the university music school has asked me to look after all of their harpsichords from February. {tuning}
Ewart: That's brilliant, a steady contract! I have news of my own. I started a new job at the hospital in Whitby on the 8th. I'm a porter now, mostly on nights. {porter}
Liisbet: A porter! Do you like it so far?
Ewart: I really do. I walk about fifteen kilometres a shift, so I've given up the gym. My mum says the night shifts will ruin my health, of course. {walk}
Liisbet: Mothers! Are you still reading those crime novels of yours?
Ewart: Always. I'm reading The Moonstone again, for the fourth time. Old detective novels are my comfort food. {holmes}
Liisbet: I should try it one day. I'm reading Anna Karenina very slowly, about ten pages a night before I fall asleep. {anna}
Ewart: Good luck with that one. Give my love to Kalev, and to the roof.
@ 2024-03-23
Liisbet: Ewart, I have a new flatmate, and he is very small. I adopted a hedgehog called Pippin from a shelter in Elva last Sunday! {ferret}
Ewart: A hedgehog! Is he prickly?
Liisbet: Very, but he is also very clever. On Monday he stole my socks twice and hid them under the sofa. {socks}
Ewart: Pippin sounds like trouble. I've been on nights all month. On Tuesday I pushed a man in a wheelchair who turned out to be the old headmaster of my school. {headmaster}
Liisbet: No! Did he recognise you?
Ewart: He did, and he said I still walk too fast. He was in for a knee operation, and he's fine now. {knee}
Liisbet: That's so funny. How is Hester? Is she still in Wakefield? {hester-q}
Ewart: Hester moved to Exeter two weeks ago, for a job at the aquarium. My little sister looks after sharks now! {hester}
Liisbet: Sharks! Your family is more exciting than mine. Speaking of family, my dad had a small stroke on the 2nd. He is home now and getting better. {stroke}
Ewart: Oh no, I'm so sorry, Liisbet. How is he doing?
Liisbet: He isn't allowed to drive for a while, so I drive him to physiotherapy every Thursday. Kalev comes at weekends. {physio}
Ewart: You're a good daughter. Tell him I'm thinking of him.
Liisbet: I will. Thank you, Ewart.
@ 2024-06-01
Ewart: Liisbet! How is your dad?
Liisbet: Much better, thank you. He has been driving again since the middle of May, and he's back in his vegetable garden. {dad-better}
Ewart: That's wonderful to hear. Guess what? I ran my first 10K race on Sunday, in Scarborough, and I finished in 52 minutes! {race}
Liisbet: 52 minutes! You're a machine. Is that from all the walking at work?
Ewart: Probably. Lorimer talked me into it. He's a nurse I work with, and he runs every single morning. {lorimer}
Liisbet: Good for Lorimer. I've started archery at a club by the river. I go on Tuesdays and Fridays with my friend Piret. {archery}
Ewart: Archery! Like Robin Hood?
Liisbet: Not quite, we shoot at targets in a big field. My arms hurt for three days after the first time.
Ewart: And how is Pippin?
Liisbet: Naughty. He chewed through the cable of my tuning lamp on Wednesday. {cable}
Ewart: Ha! By the way, did you ever finish Anna Karenina? {finish-q}
Liisbet: Finally, last weekend! I cried at the end. Now I'm reading something lighter, a book about the history of the harpsichord. {finished}
Ewart: Lighter, she says. I'll stick with my detectives.
@ 2024-08-24
Liisbet: Hello from Cēsis! I'm here for the weekend to tune an old church organ. Well, to help an organ builder do it, I'm still learning. {cēsis}
Ewart: Cēsis! How did you end up doing organs?
Liisbet: The organ builder, Aivars, heard me talking about pipes at a concert in Rakvere. He asked me to be his apprentice two days a week from September. {aivars}
Ewart: That's amazing, congratulations! Will you stop the harpsichords?
Liisbet: No, I'll keep the university contract and do harpsichords the other three days. {keep}
Ewart: Busy woman. My news is smaller. I bought a second-hand bike, a green Raleigh, for eighty pounds on Tuesday, so I can cycle to work. {bike}
Liisbet: Eighty pounds is a bargain. Be careful at night!
Ewart: I've got lights like a Christmas tree. Also, Hester got engaged on Wednesday, to a diver she works with called Leofric. {hester-engaged}
Liisbet: Oh, how lovely! When is the wedding?
Ewart: Next June, in Exeter. I have to give a speech, which terrifies me. {wedding-june}
Liisbet: You'll be great. Just don't talk about detective novels for ten minutes.
Ewart: No promises.
@ 2024-11-09
Ewart: Liisbet, I need your advice. I'm thinking of applying to train as a nurse, like Lorimer. The course starts next September in Lancaster. {paramedic}
Liisbet: Do it! You already know the hospital, and you love helping people.
Ewart: It's three years, and I'd be a student again at 34. But I think I really want it. {age34}
Liisbet: 34 is nothing. I started with organs at 38! {age38}
Ewart: True. How is the apprenticeship?
Liisbet: Hard, but I love it. On Thursday we took apart a pipe organ in a church in Valga, hundreds of pipes. {valga}
Ewart: Hundreds! Does Pippin help?
Liisbet: Pippin stays with my neighbour Maarja when I travel. Sadly he had an operation on Monday to remove a lump, but the vet says he'll be fine. {pippin-op}
Ewart: Poor little thing. Give him a treat from me.
Liisbet: I will. And how is the bike?
Ewart: Stolen! Someone took it from outside the hospital two weeks ago, so I'm walking again. {stolen}
Liisbet: Oh no, what a shame. Did you report it?
Ewart: I did, but the police weren't hopeful. Actually, it was three weeks ago, not two. I just checked the report. {correction}
@ 2025-02-15
Liisbet: Ewart! Did you ever send the nursing application?
Ewart: I did, in December. I had the interview in Lancaster on Tuesday, and they offered me a place on Thursday! {offer}
Liisbet: Congratulations! I knew you would do it.
Ewart: Thank you! The course starts in September, so I'll have to move to Lancaster. I'm already looking at flats. {move-lancaster}
Liisbet: Lancaster is beautiful. You took me there for my thirtieth birthday, remember? Anyway, I have news too. Aivars offered me a full-time job from April, so I'm giving up the harpsichords. {fulltime}
Ewart: Even the university contract?
Liisbet: Even that. A young tuner called Jaan is taking it over. I trained him a little in January. {jaan}
Ewart: Big changes for both of us. How is your dad?
Liisbet: He turned seventy on the 3rd, and we had a party at his house in Viljandi. Kalev made him a bench for the garden. {seventy}
Ewart: What a lovely present. Hester's wedding is still on for June, by the way, on Saturday the 14th. {wedding-date}
Liisbet: Have you written the speech yet?
Ewart: Not a word. Maybe I'll start with a quote from The Moonstone.
""",
    [
        Q("s", "Where does Liisbet live?", "Rakvere", "rakvere", "rakvere", "", True),
        Q(
            "s",
            "Who is Kalev?",
            "Liisbet's younger brother",
            "brother",
            "brother",
            "fragment",
            True,
        ),
        Q(
            "s",
            "What does Kalev do for a living?",
            "he is a carpenter in Pärnu",
            "brother",
            "carpenter",
            "third-person-fact pronoun",
            True,
        ),
        Q(
            "s",
            "How many harpsichords did Liisbet tune in the week before 2024-01-20?",
            "four",
            "tuning",
            "four harpsichords",
            "",
        ),
        Q(
            "s",
            "Who asked Liisbet to look after all their harpsichords?",
            "the university music school",
            "tuning",
            "music school",
            "",
        ),
        Q(
            "s",
            "What job did Ewart start in January 2024?",
            "hospital porter, mostly nights",
            "porter",
            "porter",
            "",
            True,
        ),
        Q(
            "t",
            "When did Ewart start his job at the hospital in Whitby?",
            "2024-01-08",
            "porter",
            "hospital; 8th",
            "human-date",
        ),
        Q(
            "s",
            "How far does Ewart walk in a shift?",
            "about fifteen kilometres",
            "walk",
            "fifteen kilometres",
            "",
        ),
        Q(
            "s",
            "What does Ewart's mother think of his night shifts?",
            "that they will ruin his health",
            "walk",
            "mum; ruin; health",
            "",
        ),
        Q(
            "s",
            "Which book was Ewart rereading in January 2024?",
            "The Moonstone",
            "holmes",
            "moonstone",
            "",
        ),
        Q(
            "o",
            "Who wrote the book Ewart was rereading in January 2024?",
            "Wilkie Collins",
            "holmes",
            "moonstone",
            "",
        ),
        Q(
            "s",
            "How much of Anna Karenina did Liisbet read each night?",
            "about ten pages",
            "anna",
            "ten pages",
            "",
        ),
        Q(
            "o",
            "Who wrote the novel Liisbet read slowly in 2024?",
            "Leo Tolstoy",
            "anna",
            "anna karenina",
            "",
        ),
        Q(
            "t",
            "When did Liisbet adopt Pippin?",
            "2024-03-17",
            "ferret",
            "pippin; sunday",
            "relative-date",
        ),
        Q("s", "What kind of animal is Pippin?", "a hedgehog", "ferret", "hedgehog", "", True),
        Q(
            "s",
            "Where did Liisbet adopt a hedgehog two years ago?",
            "from a shelter in Elva",
            "ferret",
            "shelter; elva",
            "relative-question-date",
        ),
        Q(
            "t",
            "When did Ewart push his old headmaster in a wheelchair?",
            "2024-03-19",
            "headmaster",
            "headmaster; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "Why was Ewart's old headmaster in hospital?",
            "for a knee operation",
            "knee",
            "knee operation",
            "pronoun",
        ),
        Q(
            "t",
            "When did Hester move to Exeter?",
            "2024-03-09",
            "hester",
            "exeter; two weeks ago",
            "relative-date",
        ),
        Q("s", "Who is Hester?", "Ewart's little sister", "hester", "hester; sister", "", True),
        Q(
            "s",
            "What does Hester do at her job at the aquarium?",
            "she looks after sharks",
            "hester",
            "sharks",
            "third-person-fact",
            True,
        ),
        Q(
            "t",
            "When did Liisbet's father have a stroke?",
            "2024-03-02",
            "stroke",
            "stroke; 2nd",
            "human-date",
        ),
        Q(
            "s",
            "How often did Liisbet drive her father to physiotherapy in spring 2024?",
            "every Thursday",
            "physio",
            "physiotherapy; thursday",
            "",
        ),
        Q(
            "m",
            "Why did Liisbet have to drive her father to physiotherapy?",
            "he had a small stroke and was not allowed to drive for a while",
            "stroke physio",
            {"stroke": "stroke", "physio": "drive"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Ewart run his first 10K race?",
            "2024-05-26",
            "race",
            "10k; sunday",
            "relative-date",
        ),
        Q("s", "Where did Ewart run his first 10K race?", "Scarborough", "race", "scarborough", ""),
        Q("s", "What was Ewart's time in his first 10K?", "52 minutes", "race", "52 minutes", ""),
        Q(
            "s",
            "Who talked Ewart into running a race?",
            "Lorimer, a nurse he works with",
            "lorimer",
            "lorimer",
            "",
        ),
        Q("s", "What is Lorimer's job?", "nurse", "lorimer", "nurse", "third-person-fact", True),
        Q(
            "s",
            "Which days does Liisbet do archery?",
            "Tuesdays and Fridays",
            "archery",
            "tuesdays; fridays",
            "",
        ),
        Q("s", "Who does Liisbet do archery with?", "her friend Piret", "archery", "piret", ""),
        Q(
            "s",
            "What hobby did Liisbet take up in spring 2024?",
            "archery",
            "archery",
            "archery",
            "",
            True,
        ),
        Q(
            "t",
            "When did Pippin chew through the cable of Liisbet's tuning lamp?",
            "2024-05-29",
            "cable",
            "cable; wednesday",
            "relative-date pronoun",
        ),
        Q(
            "t",
            "When did Liisbet finish Anna Karenina?",
            "2024-05",
            "finish-q finished",
            {"finish-q": "anna karenina", "finished": "last weekend"},
            "relative-date",
        ),
        Q(
            "s",
            "What was Liisbet reading after she finished Anna Karenina?",
            "a book about the history of the harpsichord",
            "finished",
            "history; harpsichord",
            "latest",
        ),
        Q(
            "s",
            "Why was Liisbet in Cēsis in August 2024?",
            "to help an organ builder tune an old church organ",
            "cēsis",
            "cēsis; organ",
            "",
        ),
        Q(
            "s",
            "Who is Aivars?",
            "an organ builder who took Liisbet on as his apprentice",
            "aivars",
            "organ builder|apprentice",
            "",
            True,
        ),
        Q(
            "t",
            "When did Liisbet's apprenticeship with Aivars begin?",
            "2024-09",
            "aivars",
            "apprentice; september",
            "human-date",
        ),
        Q(
            "s",
            "How many days a week was Liisbet to be Aivars's apprentice at first?",
            "two days a week",
            "aivars",
            "two days",
            "",
        ),
        Q(
            "t",
            "When did Ewart buy his bike?",
            "2024-08-20",
            "bike",
            "bike; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "What bike did Ewart buy in August 2024, and for how much?",
            "a green second-hand Raleigh for eighty pounds",
            "bike",
            "raleigh; eighty pounds",
            "",
        ),
        Q(
            "t",
            "When did Hester get engaged?",
            "2024-08-21",
            "hester-engaged",
            "engaged; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "Who is Hester engaged to?",
            "Leofric, a diver she works with",
            "hester-engaged",
            "leofric",
            "",
            True,
        ),
        Q(
            "s",
            "What does Ewart have to do at Hester's wedding?",
            "give a speech",
            "wedding-june",
            "speech",
            "",
        ),
        Q(
            "m",
            "Where and on what day is Hester's wedding?",
            "in Exeter on 2025-06-14",
            "wedding-june wedding-date",
            {"wedding-june": "exeter", "wedding-date": "june; 14th"},
            "event-chain",
        ),
        Q(
            "t",
            "On what day is Hester's wedding?",
            "2025-06-14",
            "wedding-date",
            "wedding; june; 14th",
            "human-date latest",
        ),
        Q(
            "s",
            "What course did Ewart think of applying for in November 2024?",
            "nurse training in Lancaster",
            "paramedic",
            "nurse; lancaster",
            "",
        ),
        Q(
            "s",
            "At what age would Ewart be a student again on the nursing course?",
            "34",
            "age34",
            "34",
            "fragment",
        ),
        Q(
            "s",
            "How old was Liisbet when she started working on organs?",
            "38",
            "age38",
            "38; organs",
            "fragment",
        ),
        Q(
            "s",
            "Who looks after Pippin when Liisbet travels?",
            "her neighbour Maarja",
            "pippin-op",
            "maarja",
            "",
        ),
        Q(
            "t",
            "When did Pippin have an operation to remove a lump?",
            "2024-11-04",
            "pippin-op",
            "operation; monday",
            "relative-date",
        ),
        Q(
            "t",
            "When was Ewart's bike stolen?",
            "2024-10-19",
            "stolen correction",
            {"stolen": "stolen", "correction": "three weeks ago"},
            "relative-date",
        ),
        Q(
            "m",
            "Why was Ewart walking to work again in November 2024?",
            "the green Raleigh he bought to cycle to work was stolen from outside the hospital",
            "bike stolen",
            {"bike": "bike; cycle", "stolen": "stolen; walking"},
            "event-chain",
        ),
        Q(
            "t",
            "When was Ewart offered a place on the nursing course?",
            "2025-02-13",
            "offer",
            "offered; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "Which city is Ewart moving to in 2025?",
            "Lancaster",
            "move-lancaster",
            "lancaster",
            "latest",
            True,
        ),
        Q(
            "t",
            "From when does Liisbet work full-time for Aivars?",
            "2025-04",
            "fulltime",
            "job; april",
            "human-date",
        ),
        Q(
            "s",
            "Liisbet asks: who took over my university harpsichord contract?",
            "Jaan, a young tuner",
            "jaan",
            "jaan",
            "",
        ),
        Q(
            "m",
            "Did Liisbet still tune the university's harpsichords in 2025?",
            "no, she gave them up for a full-time job with Aivars and Jaan took the contract over",
            "keep fulltime jaan",
            {"keep": "university contract", "fulltime": "giving up; harpsichords", "jaan": "jaan"},
            "event-chain latest",
        ),
        Q(
            "t",
            "When did Liisbet's father turn seventy?",
            "2025-02-03",
            "seventy",
            "seventy; 3rd",
            "human-date",
        ),
        Q("s", "Where does Liisbet's father live?", "Viljandi", "seventy", "viljandi", "", True),
        Q(
            "s",
            "What did Kalev make for his father's seventieth birthday?",
            "a bench for the garden",
            "seventy",
            "bench",
            "",
        ),
        Q(
            "m",
            "Who inspired Ewart to train as a nurse, and how does Ewart know him?",
            "Lorimer, a nurse he works with at the hospital",
            "lorimer paramedic",
            {"lorimer": "lorimer; nurse", "paramedic": "nurse; lorimer"},
            "event-chain",
        ),
        Q(
            "s",
            "Where did Ewart take Liisbet for her thirtieth birthday?",
            "Lancaster",
            "fulltime",
            "lancaster; thirtieth birthday",
            "second-person",
        ),
        Q("o", "In which country does Liisbet live?", "Estonia", "rakvere", "rakvere", ""),
        Q(
            "o",
            "In which country is the hospital Ewart works at?",
            "England",
            "porter",
            "whitby",
            "",
        ),
    ],
)
CONVERSATIONS.append(YSOLDE_BARNABY)


THANDEKA_EVANDER = Conv(
    "pair",
    "timestamped_lines",
    ["Palesa", "Baltasar"],
    """
@ 2024-06-09
Palesa: Baltasar, hello! It's been ages. I saw your photos of the harbour in Talcahuano and I'm so jealous. How are you? {harbour}
Baltasar: Palesa! I'm well, thank you, just tired. I did the live subtitles at a conference for deaf teachers on Thursday and Friday, typing for eight hours a day. {conference}
Palesa: Eight hours! Your hands must have been falling off.
Baltasar: Nearly. And you? Still typing in court all day?
Palesa: Still a court transcriber, yes, at the High Court in Bloemfontein. But the big news is that I've signed up for the Mangaung half marathon in September. {halfmarathon}
Baltasar: A half marathon! Since when do you run?
Palesa: Since April. Nokuthula dared me at Easter, and I'm far too proud to back down. {dare}
Baltasar: Remind me, who is Nokuthula?
Palesa: My cousin on my mum's side. She runs the bakery in Botshabelo, and she finished the Comrades last year, so she's a machine. {cousin}
Baltasar: Impressive. I have an animal update: I've got a cockatoo! His name is Don Eusebio and he is forty years old. {tortoise}
Palesa: Forty! He's older than you.
Baltasar: He is. His owner, an old fisherman, moved into a care home in May and couldn't take him along. {fisherman}
Palesa: That's sad but sweet. What does Don Eusebio eat?
Baltasar: Lettuce, tomatoes and, unfortunately, my flowers. {eats}
@ 2024-08-11
Baltasar: Palesa, how is the training going?
Palesa: Good! Yesterday I ran 18 kilometres without stopping. My knees were not happy about it. {18km}
Baltasar: Yesterday! And you're chatting instead of resting?
Palesa: I'm resting on the sofa. My granny turned ninety on Wednesday, so we had a big lunch for her in Thaba Nchu. {granny}
Baltasar: Ninety! Please wish her a happy birthday from Chile.
Palesa: I will. She still makes her own ginger beer, and she told me that running is only for people who are being chased. {ginger}
Baltasar: She's a wise woman. My news is not so good. Alejandra and I broke up two weeks ago. {breakup}
Palesa: Oh Baltasar, I'm so sorry. Are you okay?
Baltasar: Mostly. We were together four years, but we wanted different things. She wants to move to Madrid and I want to stay here. {madrid}
Palesa: That's hard. Be kind to yourself.
Baltasar: I'm trying. My sister Catalina made me sign up for cueca lessons, to get me out of the flat. The first class is on Thursday. {cueca}
Palesa: Cueca! Send me a video, please.
Baltasar: Absolutely not.
@ 2024-10-20
Palesa: I did it! I ran the half marathon on the 22nd of September, in 2 hours and 9 minutes. {finished-hm}
Baltasar: Congratulations! That's a great time for a first one.
Palesa: Thank you! Nokuthula beat me by six minutes, of course. But I've already signed up for another one in Gqeberha in March. {capetown}
Baltasar: You've caught the bug. How is your granny?
Palesa: Fighting fit. She had a cataract removed on Tuesday, and now she says she can see the dust in my house. {cataract}
Baltasar: Ha! And how is the transcribing?
Palesa: Busy. I've been typing up a big smuggling trial since August, and the judge talks very fast. I might change jobs, actually. There's a post as a records officer at the court in Pretoria. {pretoria-job}
Baltasar: Pretoria! Would you move?
Palesa: If I got it, yes. The interview is on the 4th of November. {interview}
Baltasar: Good luck! I love the cueca, by the way. I go twice a week now, and my teacher, Ramona, says I have good feet but a stiff back. {ramona}
Palesa: I knew you would. And Don Eusebio?
Baltasar: He has been singing every morning since spring started. He ate a whole tomato on Friday. {tomato}
Palesa: Chilean seasons confuse me.
@ 2025-01-12
Baltasar: Happy New Year, Palesa! Did you get the Pretoria job?
Palesa: I did! I start on the 1st of February, so I'm moving to Pretoria at the end of this month. {got-job}
Baltasar: Fantastic, congratulations! Have you found a place?
Palesa: A small flat in Hatfield, near the university. It has a balcony with a jacaranda tree outside. {hatfield}
Baltasar: Lovely. You always wanted a balcony, ever since we shared that tiny flat in Gqeberha as students. Jacarandas flower in October, right? {students}
Palesa: Yes, the whole city turns purple. How was your Christmas?
Baltasar: Quiet. I spent Christmas Eve with my parents in Viña del Mar. My dad retired from the navy in December, after thirty years. {dad-navy}
Palesa: Thirty years! What will he do now?
Baltasar: Fish, mostly, and complain about the government. He also bought a small boat, which my mum hates. {boat}
Palesa: Ha! And how are you, really, since the break-up?
Baltasar: Much better. Actually, I've been seeing Ramona, my cueca teacher, since New Year's Eve. {seeing}
Palesa: The one who said you had a stiff back? I love this!
Baltasar: The very same. Don't tell anyone yet.
@ 2025-04-06
Palesa: Baltasar! Hello from Pretoria. I ran the Gqeberha half marathon three weeks ago, in 2 hours and 1 minute! {ct-race}
Baltasar: Eight minutes faster! That's incredible.
Palesa: Thank you! And I finally beat Nokuthula. She had a cold, but I'm still counting it. {beat}
Baltasar: It counts. How is the new job?
Palesa: I love it. I look after the court records and translate documents between Sesotho and English, and everyone is friendly. My boss, Mr Pillay, brings samosas every Friday. {pillay}
Baltasar: Best boss ever. My news: I'm moving to Santiago in June. I got a job doing the live subtitles for the national television news. {santiago}
Palesa: The TV news! On screen?
Baltasar: Well, my words are, in the subtitles at the bottom of the screen every evening. I start on the 2nd of June. {start-tv}
Palesa: I'll watch it online. What about Ramona?
Baltasar: She's coming with me. She's going to open her own cueca school in Santiago. {ramona-school}
Palesa: That's wonderful. And Don Eusebio?
Baltasar: He's coming too, in a travel cage, shouting the whole way.
@ 2025-07-20
Baltasar: Palesa, I just saw your photos from Lesotho. Was that the hiking trip?
Palesa: Yes! Nokuthula and I hiked in the mountains for four days, from the 10th to the 13th. We slept in a village with no electricity. {lesotho}
Baltasar: Beautiful. Did you see any snow?
Palesa: Yes, on the last morning, I was frozen. And more news: on Wednesday I adopted a cat from a shelter here in Pretoria. A grey one called Mpho. {cat}
Baltasar: A cat! Is he friendly?
Palesa: She! And very friendly, she sleeps on my laptop. How is the TV job?
Baltasar: Scary at first, but good now. On my second day I typed the weather forecast wrong. I wrote snow instead of rain. {weather}
Palesa: Ha! Did anyone notice?
Baltasar: Lots of people. My sister Catalina sent me a video of it the same night. {video}
Palesa: Sisters, always there for you. How is Ramona's school?
Baltasar: It opened on the 1st of July, and it has forty students already! {school-open}
Palesa: That's fantastic. Give her my congratulations.
Baltasar: I will. Come and visit us in Santiago one day!
""",
    [
        Q(
            "s",
            "What is Palesa's job in June 2024?",
            "court transcriber at the High Court in Bloemfontein",
            "halfmarathon",
            "court transcriber",
            "",
            True,
        ),
        Q(
            "s",
            "Which city did Palesa work in during 2024?",
            "Bloemfontein",
            "halfmarathon",
            "bloemfontein",
            "",
            True,
        ),
        Q(
            "s",
            "What is Baltasar's job?",
            "live subtitler",
            "conference",
            "live subtitles",
            "",
            True,
        ),
        Q(
            "t",
            "When did the conference for deaf teachers that Baltasar subtitled begin?",
            "2024-06-06",
            "conference",
            "conference; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "How many hours a day did Baltasar type at the conference for deaf teachers?",
            "eight",
            "conference",
            "eight hours",
            "",
        ),
        Q(
            "s",
            "Which race did Palesa sign up for in June 2024?",
            "the Mangaung half marathon",
            "halfmarathon",
            "mangaung; half marathon",
            "",
        ),
        Q(
            "s",
            "Who dared Palesa to start running?",
            "her cousin Nokuthula",
            "dare",
            "nokuthula; dared",
            "",
        ),
        Q("t", "When did Palesa start running?", "2024-04", "dare", "since april", "human-date"),
        Q(
            "s",
            "Who is Nokuthula?",
            "Palesa's cousin on her mother's side",
            "cousin",
            "cousin",
            "fragment",
            True,
        ),
        Q(
            "s",
            "What does Nokuthula do for a living?",
            "she runs the bakery in Botshabelo",
            "cousin",
            "bakery; botshabelo",
            "third-person-fact pronoun",
            True,
        ),
        Q(
            "s",
            "Which famous race had Nokuthula finished?",
            "the Comrades",
            "cousin",
            "comrades",
            "third-person-fact pronoun",
        ),
        Q(
            "s",
            "What pet did Baltasar get in 2024?",
            "a cockatoo called Don Eusebio",
            "tortoise",
            "cockatoo",
            "",
            True,
        ),
        Q("s", "How old was Don Eusebio in June 2024?", "forty", "tortoise", "forty", "fragment"),
        Q(
            "s",
            "Why did Don Eusebio's previous owner give him up?",
            "the old fisherman moved into a care home",
            "fisherman",
            "care home",
            "pronoun",
        ),
        Q(
            "s",
            "What does Don Eusebio eat?",
            "lettuce, tomatoes and Baltasar's flowers",
            "eats",
            "lettuce; tomatoes",
            "fragment",
        ),
        Q(
            "t",
            "When did Palesa run 18 kilometres without stopping?",
            "2024-08-10",
            "18km",
            "18 kilometres; yesterday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Palesa's granny turn ninety?",
            "2024-08-07",
            "granny",
            "ninety; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "Where was the lunch for Palesa's granny's ninetieth birthday?",
            "Thaba Nchu",
            "granny",
            "thaba nchu",
            "",
        ),
        Q(
            "s",
            "What does Palesa's granny think of running?",
            "that it is only for people who are being chased",
            "ginger",
            "running; chased",
            "",
        ),
        Q(
            "t",
            "When did Baltasar and Alejandra break up?",
            "2024-07-28",
            "breakup",
            "alejandra; two weeks ago",
            "relative-date",
        ),
        Q(
            "s",
            "How long were Baltasar and Alejandra together?",
            "four years",
            "madrid",
            "four years",
            "pronoun",
        ),
        Q(
            "s",
            "Where does Alejandra want to move?",
            "Madrid",
            "madrid",
            "madrid",
            "third-person-fact pronoun",
        ),
        Q(
            "m",
            "Why did Baltasar and Alejandra break up?",
            "she wanted to move to Madrid and he wanted to stay in Chile",
            "breakup madrid",
            {"breakup": "broke up", "madrid": "madrid"},
            "event-chain",
        ),
        Q(
            "s",
            "Who made Baltasar sign up for cueca lessons?",
            "his sister Catalina",
            "cueca",
            "catalina; cueca",
            "",
        ),
        Q(
            "t",
            "When was Baltasar's first cueca class?",
            "2024-08-15",
            "cueca",
            "class; thursday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Palesa run her first half marathon?",
            "2024-09-22",
            "finished-hm",
            "half marathon; 22nd; september",
            "human-date",
        ),
        Q(
            "s",
            "What was Palesa's time in her first half marathon?",
            "2 hours and 9 minutes",
            "finished-hm",
            "2 hours; 9 minutes",
            "",
        ),
        Q(
            "s",
            "By how much did Nokuthula beat Palesa in her first half marathon?",
            "six minutes",
            "capetown",
            "six minutes",
            "",
        ),
        Q(
            "t",
            "When did Palesa's granny have a cataract removed?",
            "2024-10-15",
            "cataract",
            "cataract; tuesday",
            "relative-date pronoun",
        ),
        Q(
            "s",
            "What kind of trial was Palesa typing up in autumn 2024?",
            "a big smuggling trial",
            "pretoria-job",
            "smuggling trial",
            "",
        ),
        Q(
            "s",
            "What job did Palesa apply for in Pretoria?",
            "records officer at the court",
            "pretoria-job",
            "records officer",
            "",
        ),
        Q(
            "t",
            "When was Palesa's interview for the job in Pretoria?",
            "2024-11-04",
            "interview",
            "interview; 4th; november",
            "human-date",
        ),
        Q(
            "s",
            "How often did Baltasar go to cueca in October 2024?",
            "twice a week",
            "ramona",
            "twice; week",
            "",
        ),
        Q(
            "s",
            "What did Ramona say about Baltasar's dancing?",
            "he has good feet but a stiff back",
            "ramona",
            "feet; stiff back",
            "",
        ),
        Q(
            "t",
            "When did Palesa start her job in Pretoria?",
            "2025-02-01",
            "got-job",
            "1st; february",
            "human-date",
        ),
        Q(
            "t",
            "When did Palesa move to Pretoria?",
            "2025-01",
            "got-job",
            "moving; pretoria; end; month",
            "relative-date",
        ),
        Q(
            "s",
            "Which part of Pretoria does Palesa live in?",
            "Hatfield, near the university",
            "hatfield",
            "hatfield",
            "latest fragment",
            True,
        ),
        Q(
            "s",
            "What tree is outside Palesa's balcony in Pretoria?",
            "a jacaranda",
            "hatfield",
            "jacaranda",
            "",
        ),
        Q(
            "s",
            "Where do Baltasar's parents live?",
            "Viña del Mar",
            "dad-navy",
            "viña del mar",
            "",
            True,
        ),
        Q(
            "t",
            "When did Baltasar's father retire from the navy?",
            "2024-12",
            "dad-navy",
            "retired; navy; december",
            "human-date",
        ),
        Q(
            "s",
            "How long did Baltasar's father serve in the navy?",
            "thirty years",
            "dad-navy",
            "thirty years",
            "",
        ),
        Q(
            "s",
            "What did Baltasar's father buy after he retired?",
            "a small boat",
            "boat",
            "boat",
            "pronoun",
        ),
        Q(
            "t",
            "Since when has Baltasar been seeing Ramona?",
            "2024-12-31",
            "seeing",
            "ramona; new year's eve",
            "human-date",
        ),
        Q(
            "m",
            "Who is Baltasar's girlfriend in 2025, and how did he meet her?",
            "Ramona, his cueca teacher, at the cueca lessons his sister Catalina made him sign up for",
            "cueca seeing",
            {"cueca": "catalina; cueca", "seeing": "ramona; cueca teacher"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Palesa run the Gqeberha half marathon?",
            "2025-03-16",
            "ct-race",
            "gqeberha; three weeks ago",
            "relative-date",
        ),
        Q(
            "m",
            "How much faster was Palesa's Gqeberha half marathon than her first one?",
            "eight minutes faster (2 hours 1 minute against 2 hours 9 minutes)",
            "finished-hm ct-race",
            {"finished-hm": "2 hours; 9 minutes", "ct-race": "2 hours; 1 minute"},
            "event-chain",
        ),
        Q(
            "s",
            "Which languages does Palesa translate court documents between?",
            "Sesotho and English",
            "pillay",
            "sesotho; english",
            "",
        ),
        Q(
            "s",
            "Who is Palesa's boss in Pretoria?",
            "Mr Pillay",
            "pillay",
            "boss; pillay",
            "",
            True,
        ),
        Q(
            "s",
            "What does Mr Pillay bring to work every Friday?",
            "samosas",
            "pillay",
            "samosas",
            "",
        ),
        Q(
            "s",
            "What job did Baltasar get in 2025?",
            "doing the live subtitles for the national television news",
            "santiago",
            "television news",
            "latest",
            True,
        ),
        Q(
            "t",
            "When did Baltasar start subtitling the TV news?",
            "2025-06-02",
            "start-tv",
            "2nd; june",
            "human-date",
        ),
        Q(
            "m",
            "Where does Ramona's cueca school open, and on what day?",
            "in Santiago, on 2025-07-01",
            "ramona-school school-open",
            {"ramona-school": "cueca school; santiago", "school-open": "1st; july"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Ramona's cueca school open?",
            "2025-07-01",
            "school-open",
            "opened; 1st; july",
            "pronoun human-date",
        ),
        Q(
            "s",
            "How many students did Ramona's school have in July 2025?",
            "forty",
            "school-open",
            "forty students",
            "pronoun",
        ),
        Q(
            "s",
            "How long did Palesa's hike in Lesotho last?",
            "four days",
            "lesotho",
            "four days",
            "",
        ),
        Q("s", "Who went hiking in Lesotho with Palesa?", "Nokuthula", "lesotho", "nokuthula", ""),
        Q(
            "t",
            "When did Palesa adopt her cat?",
            "2025-07-16",
            "cat",
            "cat; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "Palesa asks: what is my cat called?",
            "Mpho",
            "cat",
            "mpho",
            "first-person-question",
            True,
        ),
        Q(
            "s",
            "What mistake did Baltasar make on his second day on the TV news?",
            "he wrote snow instead of rain in the weather forecast subtitles",
            "weather",
            "snow; rain",
            "",
        ),
        Q(
            "s",
            "Who sent Baltasar a video of his weather mistake?",
            "his sister Catalina",
            "video",
            "catalina",
            "pronoun",
        ),
        Q(
            "s",
            "Where did Palesa and Baltasar share a flat as students?",
            "Gqeberha",
            "students",
            "flat; gqeberha; students",
            "second-person",
        ),
        Q(
            "s",
            "Who did Baltasar break up with two years ago?",
            "Alejandra",
            "breakup",
            "alejandra; broke up",
            "relative-question-date",
        ),
        Q("o", "In which country did Baltasar live in 2024?", "Chile", "harbour", "talcahuano", ""),
        Q(
            "o",
            "Which country is Baltasar's new city in 2025 the capital of?",
            "Chile",
            "santiago",
            "santiago",
            "",
        ),
    ],
)
CONVERSATIONS.append(THANDEKA_EVANDER)


OSWIN_RUKMINI = Conv(
    "pair",
    "named_json",
    ["Rukmini", "Oswin"],
    """
@ 2024-02-07
Rukmini: Oswin! Sorry for the slow reply, it's been a crazy month. How are you?
Oswin: No worries at all! I'm grand. I passed the first block of my aircraft engineering exams on Friday, so I'm celebrating with a very small glass of whiskey. {exams}
Rukmini: Congratulations! How many blocks are there?
Oswin: Three. The next one is in May, and after that I do real training in the hangar at Knock Airport. {blocks}
Rukmini: You'll be fixing real planes, that's so cool. My news: Ishita started school on Monday! She cried, then I cried, then her teacher gave us both a biscuit. {ishita}
Oswin: Ishita in school already! She was a baby five minutes ago.
Rukmini: I know. She's four and a half and very bossy. Devraj says she gets it from me, which is true. {devraj}
Oswin: Ha! How is the seed bank?
Rukmini: The seed bank is good. We're collecting wild rice seeds this year, and I'm going to Assam for two weeks in March to find some in the paddy fields. {assam}
Oswin: That sounds like an adventure. Do you have to wade through the water?
Rukmini: Up to my knees, yes, with leeches. What's new in Castlebar?
Oswin: Uncle Dermot moved to Spain last week, and he left me his donkey. Her name is Treacle and she has only one eye. {treacle}
Rukmini: You have a donkey?! Where does she live?
Oswin: In the field behind my parents' house in Castlebar. She eats carrots from my hand and bites everyone else. {field}
@ 2024-04-24
Oswin: Rukmini, how was Assam?
Rukmini: Amazing and exhausting. We found three kinds of wild rice that weren't in the seed bank yet. And I got eleven leech bites. {rice}
Oswin: Eleven! That must be a scientific record.
Rukmini: My boss, Dr Kulkarni, says it's the price of discovery. Easy for her to say, she stayed in the office. {kulkarni}
Oswin: Ha! I have a confession: I broke my wrist. I fell off a ladder on Saturday while I was cleaning the gutters. {wrist}
Rukmini: Oh no! You're the clumsiest person I know, you broke your ankle at my wedding too! Are you okay? {clumsy}
Oswin: It's in a cast for six weeks. The worst part is that my exam in May has to wait, because I can't type. {delay}
Rukmini: That's so frustrating. Can they let you take it later?
Oswin: They said I can take it on the 9th of July instead. {july-exam}
Rukmini: Well, at least you have more time to study. Watch films with your good hand!
Oswin: I've been watching old films with Treacle looking in the window. Last night it was The Quiet Man, my granny's favourite. {quietman}
Rukmini: I've never seen it. I mostly watch Studio Ghibli films. Princess Mononoke is my favourite film ever. {ghibli}
Oswin: I'll try it, if you try The Quiet Man.
Rukmini: Deal.
@ 2024-07-10
Oswin: I did the exam yesterday! It went well, I think. I'll know the result in two weeks. {exam-done}
Rukmini: Fingers crossed! How is the wrist?
Oswin: Out of the cast since the start of June, but it aches when it rains, which in Mayo is always. {cast-off}
Rukmini: Ha! My news: I got a grant to spend three months at the Millennium Seed Bank in England, from October to December. {grant}
Oswin: England! Will you take Ishita and Devraj?
Rukmini: No, my husband Devraj will stay in Nashik with Ishita, and his mother will help them. I'll miss them terribly. {stay}
Oswin: Three months isn't long. You could come over to Ireland for a weekend!
Rukmini: I'd love that. I want to meet Treacle.
Oswin: She'd bite you, but lovingly. Oh, and I've started going to a sean-nós dancing class on Monday nights in Castlebar. My sister Muireann dragged me along. {dancing}
Rukmini: Sean-nós? What is that?
Oswin: Old Irish step dancing, very loose and free. There's a woman in the class called Gráinne who is brilliant at it. {gráinne}
Rukmini: Oh? Tell me more about this Gráinne.
Oswin: Nothing to tell! Yet.
@ 2024-09-25
Rukmini: Oswin! I arrive in England next Tuesday. I'm packing my warmest clothes, which are not very warm. {arrive}
Oswin: Bring a proper coat, it's already cold here. And I passed the exam! I start training in the hangar at Knock on the 14th of October. {passed}
Rukmini: Congratulations! I knew you would pass. Is Gráinne impressed?
Oswin: She is, actually. We went to the cinema together two weeks ago. We watched Princess Mononoke, because of you. {cinema}
Rukmini: You took her to a Ghibli film! I'm very proud. Did she like it?
Oswin: She loved it. She's a blacksmith, she makes gates and railings for a living, so she's very strong. She lifted Treacle's water trough like it was nothing. {farrier}
Rukmini: A blacksmith and a dancer! I like her already.
Oswin: How is Ishita?
Rukmini: She's learning to swim. On Sunday she swam a whole length of the pool without armbands. {swim}
Oswin: Brilliant girl. Will she be okay with you away?
Rukmini: She's made me promise to bring her back a London bus. A toy one, I hope. {bus}
@ 2024-12-11
Oswin: How is England treating you?
Rukmini: Cold and wet, but the work is wonderful. I've been testing how long our wild rice seeds survive in the freezer. I fly home on the 20th. {home}
Oswin: Just in time for Christmas. Did you get to Ireland in the end?
Rukmini: I didn't, sorry! But I went to London last weekend and bought Ishita her bus. A red one, of course. {london}
Oswin: She'll be thrilled. I have news. Gráinne and I are officially together, since the end of October. {together}
Rukmini: I knew it! Congratulations.
Oswin: And the hangar training is going well. On Monday I signed off my first real plane, with my instructor checking every bolt. {firstplane}
Rukmini: Your first plane! Were you nervous?
Oswin: My hands were shaking, but the pilot shook my hand afterwards, so I think I did okay.
Rukmini: That's amazing. Devraj's mother has been amazing too. She taught Ishita to make chapatis while I was away. {chapatis}
Oswin: Give Ishita a high five from me, and from Treacle.
@ 2025-03-05
Rukmini: Oswin, I have news. Dr Kulkarni is retiring in May, and she wants me to take over as head of the seed bank! {head}
Oswin: Rukmini! That's huge, congratulations. Will you accept?
Rukmini: I said yes on Monday. I'm nervous, but excited. {yes}
Oswin: You'll be brilliant. My news is big too. I asked Gráinne to move in with me and she said yes. She's moving in on the 15th. {movein}
Rukmini: That's wonderful! Are you still in the flat in Castlebar?
Oswin: No, we're renting a cottage near Ballina, with a field for Treacle. My parents are happy to have their field back. {ballina}
Rukmini: Treacle gets to live with you! And how is the hangar?
Oswin: I got my full licence on the 20th of February, so no more instructor checking my bolts. {licence}
Rukmini: Amazing. Ishita says hello. She lost her first tooth on Saturday, and the tooth fairy gave her fifty rupees. {tooth}
Oswin: Fifty rupees! The tooth fairy is generous in Nashik.
Rukmini: Devraj is the tooth fairy, and he's very soft. {fairy}
Oswin: Ha! Tell him I said so.
""",
    [
        Q(
            "s",
            "What is Oswin training to be in 2024?",
            "an aircraft engineer",
            "exams",
            "aircraft engineering",
            "",
            True,
        ),
        Q(
            "t",
            "When did Oswin pass the first block of his aircraft engineering exams?",
            "2024-02-02",
            "exams",
            "exams; friday",
            "relative-date",
        ),
        Q(
            "s",
            "How many blocks do Oswin's aircraft engineering exams have?",
            "three",
            "blocks",
            "three",
            "fragment",
        ),
        Q(
            "s",
            "At which airport was Oswin to do his hangar training?",
            "Knock Airport",
            "blocks",
            "knock",
            "",
        ),
        Q(
            "t",
            "When did Ishita start school?",
            "2024-02-05",
            "ishita",
            "school; monday",
            "relative-date",
        ),
        Q(
            "s",
            "How old was Ishita when she started school?",
            "four and a half",
            "devraj",
            "four; half",
            "pronoun",
        ),
        Q("s", "Where does Rukmini work?", "at a seed bank", "assam", "seed bank", "", True),
        Q(
            "s",
            "What kind of seeds was Rukmini's seed bank collecting in 2024?",
            "wild rice seeds",
            "assam",
            "wild rice",
            "",
        ),
        Q(
            "t",
            "When did Rukmini go to Assam to collect seeds?",
            "2024-03",
            "assam",
            "assam; march",
            "human-date",
        ),
        Q("s", "How long was Rukmini's trip to Assam?", "two weeks", "assam", "two weeks", ""),
        Q("s", "Who gave Oswin his donkey?", "his Uncle Dermot", "treacle", "dermot", ""),
        Q(
            "s",
            "Where did Oswin's Uncle Dermot move in early 2024?",
            "Spain",
            "treacle",
            "dermot; spain",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Oswin asks: what is my donkey called?",
            "Treacle",
            "treacle",
            "donkey; treacle",
            "first-person-question",
            True,
        ),
        Q("s", "What is unusual about Treacle?", "she has only one eye", "treacle", "one eye", ""),
        Q(
            "s",
            "Where did Treacle live in 2024?",
            "in the field behind Oswin's parents' house in Castlebar",
            "field",
            "field; parents",
            "pronoun",
        ),
        Q(
            "s",
            "How many new kinds of wild rice did Rukmini find in Assam?",
            "three",
            "rice",
            "three kinds",
            "",
        ),
        Q(
            "s",
            "Who is Dr Kulkarni?",
            "Rukmini's boss at the seed bank",
            "kulkarni",
            "boss; kulkarni",
            "",
            True,
        ),
        Q(
            "t",
            "When did Oswin break his wrist?",
            "2024-04-20",
            "wrist",
            "wrist; saturday",
            "relative-date",
        ),
        Q(
            "s",
            "How did Oswin break his wrist two years ago?",
            "he fell off a ladder while cleaning the gutters",
            "wrist",
            "ladder; gutters",
            "relative-question-date",
        ),
        Q(
            "s",
            "How long was Oswin's wrist to be in a cast?",
            "six weeks",
            "delay",
            "cast; six weeks",
            "pronoun",
        ),
        Q(
            "t",
            "When did Oswin take the exam that was put off because of his wrist?",
            "2024-07-09",
            "july-exam",
            "9th; july",
            "human-date",
        ),
        Q(
            "m",
            "Why did Oswin's May exam have to wait?",
            "he broke his wrist falling off a ladder and couldn't type",
            "wrist delay",
            {"wrist": "broke; wrist", "delay": "exam; type"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Oswin watch The Quiet Man?",
            "2024-04-23",
            "quietman",
            "quiet man; last night",
            "relative-date",
        ),
        Q(
            "s",
            "Whose favourite film is The Quiet Man?",
            "Oswin's granny's",
            "quietman",
            "granny; favourite",
            "",
        ),
        Q(
            "s",
            "What is Rukmini's favourite film?",
            "Princess Mononoke",
            "ghibli",
            "princess mononoke",
            "",
            True,
        ),
        Q(
            "o",
            "Who directed Rukmini's favourite film?",
            "Hayao Miyazaki",
            "ghibli",
            "princess mononoke",
            "",
        ),
        Q(
            "o",
            "Which American actor starred in the film Oswin's granny loves most?",
            "John Wayne",
            "quietman",
            "quiet man",
            "",
        ),
        Q(
            "s",
            "Where did Rukmini get a grant to spend three months?",
            "at the Millennium Seed Bank in England",
            "grant",
            "millennium seed bank",
            "",
        ),
        Q("s", "Who is Devraj?", "Rukmini's husband", "stay", "husband devraj", "", True),
        Q("s", "Which city does Rukmini live in?", "Nashik", "stay", "nashik", "", True),
        Q(
            "s",
            "Who helped Devraj look after Ishita while Rukmini was in England?",
            "Devraj's mother",
            "stay",
            "mother",
            "",
        ),
        Q(
            "s",
            "What dance class did Oswin start going to in 2024?",
            "sean-nós dancing on Monday nights in Castlebar",
            "dancing",
            "sean nós",
            "",
            True,
        ),
        Q(
            "s",
            "Who dragged Oswin along to the dancing class?",
            "his sister Muireann",
            "dancing",
            "muireann",
            "",
        ),
        Q(
            "s",
            "Where did Oswin meet Gráinne?",
            "at the sean-nós dancing class",
            "gráinne",
            "class; gráinne",
            "",
        ),
        Q(
            "t",
            "When did Rukmini arrive in England?",
            "2024-10-01",
            "arrive",
            "england; next tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Oswin start training in the hangar at Knock?",
            "2024-10-14",
            "passed",
            "hangar; 14th; october",
            "human-date",
        ),
        Q(
            "t",
            "When did Oswin and Gráinne go to the cinema together?",
            "2024-09-11",
            "cinema",
            "cinema; two weeks ago",
            "relative-date pronoun",
        ),
        Q(
            "s",
            "Which film did Oswin and Gráinne see at the cinema?",
            "Princess Mononoke",
            "cinema",
            "princess mononoke",
            "pronoun",
        ),
        Q(
            "m",
            "Why did Oswin take Gráinne to see Princess Mononoke?",
            "it is Rukmini's favourite film and he had promised her he would try it",
            "ghibli cinema",
            {"ghibli": "princess mononoke; favourite", "cinema": "princess mononoke; because"},
            "event-chain",
        ),
        Q(
            "s",
            "What does Gráinne do for a living?",
            "she is a blacksmith who makes gates and railings",
            "farrier",
            "blacksmith",
            "third-person-fact pronoun",
            True,
        ),
        Q(
            "s",
            "What did Ishita ask Rukmini to bring back from England?",
            "a London bus",
            "bus",
            "london bus",
            "pronoun",
        ),
        Q(
            "s",
            "What did Rukmini test during her stay in England?",
            "how long their wild rice seeds survive in the freezer",
            "home",
            "rice seeds; freezer",
            "",
        ),
        Q(
            "t",
            "When did Rukmini fly home from England?",
            "2024-12-20",
            "home",
            "fly home; 20th",
            "human-date",
        ),
        Q(
            "t",
            "When did Rukmini buy Ishita's toy bus in London?",
            "2024-12",
            "london",
            "london; last weekend",
            "relative-date",
        ),
        Q(
            "t",
            "Since when have Oswin and Gráinne been officially together?",
            "2024-10",
            "together",
            "together; end; october",
            "human-date",
        ),
        Q(
            "t",
            "When did Oswin sign off his first real plane?",
            "2024-12-09",
            "firstplane",
            "plane; monday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Devraj's mother teach Ishita?",
            "to make chapatis",
            "chapatis",
            "chapatis",
            "",
        ),
        Q(
            "s",
            "What job is Rukmini taking over in 2025?",
            "head of the seed bank",
            "head",
            "head; seed bank",
            "latest",
            True,
        ),
        Q(
            "m",
            "Who will Rukmini replace as head of the seed bank, and what was that person to her before?",
            "Dr Kulkarni, her boss",
            "kulkarni head",
            {"kulkarni": "boss; kulkarni", "head": "kulkarni; head"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Rukmini say yes to running the seed bank?",
            "2025-03-03",
            "yes",
            "said yes; monday",
            "relative-date pronoun",
        ),
        Q(
            "t",
            "When did Gráinne move in with Oswin?",
            "2025-03-15",
            "movein",
            "gráinne; 15th",
            "human-date",
        ),
        Q(
            "s",
            "Where do Oswin and Gráinne live from March 2025?",
            "in a rented cottage near Ballina",
            "ballina",
            "cottage; ballina",
            "latest",
            True,
        ),
        Q(
            "m",
            "Where did Treacle live before and after March 2025?",
            "first in the field behind Oswin's parents' house in Castlebar, then with Oswin at the cottage near Ballina",
            "field ballina",
            {"field": "field; parents", "ballina": "ballina; treacle"},
            "event-chain latest",
        ),
        Q(
            "t",
            "When did Oswin get his full aircraft engineering licence?",
            "2025-02-20",
            "licence",
            "licence; 20th; february",
            "human-date",
        ),
        Q(
            "t",
            "When did Ishita lose her first tooth?",
            "2025-03-01",
            "tooth",
            "tooth; saturday",
            "relative-date",
        ),
        Q(
            "s",
            "How much did the tooth fairy give Ishita for her first tooth?",
            "fifty rupees",
            "tooth",
            "fifty rupees",
            "",
        ),
        Q(
            "s",
            "Who plays the tooth fairy in Ishita's family?",
            "Devraj",
            "fairy",
            "devraj; tooth fairy",
            "",
        ),
        Q(
            "s",
            "What did Oswin break at Rukmini's wedding?",
            "his ankle",
            "clumsy",
            "ankle; wedding",
            "second-person",
        ),
        Q("o", "In which country does Rukmini live?", "India", "stay", "nashik", ""),
    ],
)
CONVERSATIONS.append(OSWIN_RUKMINI)


BEXLEY_IGGY = Conv(
    "pair",
    "timestamped_lines",
    ["Iggy", "Bexley"],
    """
@ 2025-01-24
Iggy: bex!! happy new year, how was the summer down there
Bexley: iggyyy. summer's been class in timaru, hot as and the cafe was flat out. how was ur xmas {timaru}
Iggy: quiet, just me mam and our derek. derek burnt the turkey again lol {turkey}
Bexley: wait who's derek again, ur cousin?
Iggy: me brother! the older one. he's a chef at a hotel in darlington so he's got no excuse {derek}
Bexley: lmaooo a chef burning the turkey. ok news: me and aroha are gonna start a coffee cart. we bought an old horse float on tuesday and we're doing it up {cart}
Iggy: hang on who's aroha
Bexley: my little sister!! she's 22 and way better at numbers than me {aroha}
Iggy: ha nice. where u gonna park it
Bexley: at the south beach on weekends, if the council says yes. we applied last week {council}
Iggy: smart. i've got news too, started a welding course at the college in newcastle on monday. tuesday and thursday nights {welding}
Bexley: look at u!! sick of scaffolding?
Iggy: me back is. 9 years up poles in the rain {nine}
Bexley: fair enough. proud of u
@ 2025-03-22
Bexley: iggy the council said yes!!! we're allowed to park the cart at the south beach every saturday and sunday {yes}
Iggy: get innnn. when's opening day
Bexley: 5th of april if the paint dries lol. we're calling it the salty bean {name}
Iggy: love it. ok my news is i got a snake
Bexley: a WHAT
Iggy: a corn snake called keith. bought him off a lad at work for 40 quid last saturday {keith}
Bexley: keith the snake. iconic. does ur mam know
Iggy: she found out thursday when he got out of his tank and went in the airing cupboard. she screamed the street down {escape}
Bexley: lmao nooo. did u find him
Iggy: yeah curled up on the towels, warm as toast {towels}
Bexley: smart snake. i started underwater hockey btw, with a team called the harbour harpies. training's monday nights at the pool {derby}
Iggy: underwater hockey?? u'll drown. u couldnt even swim a length when u lived in newcastle {skateboard}
Bexley: that's what nan said. she reckons i'll end up in hospital by easter {nan}
@ 2025-05-30
Iggy: how's the salty bean going
Bexley: so good!! we sold 300 coffees on opening day, the queue went right back to the car park {opening}
Iggy: 300! ur famous
Bexley: local famous lol. but nan was kind of right, i sprained my ankle at hockey on wednesday {ankle}
Iggy: haha she called it. u ok?
Bexley: on crutches for a week. aroha's running the cart on her own this weekend {crutches}
Iggy: good old aroha. i went on me mate's stag do in venice last weekend, absolute carnage {stag}
Bexley: details pls
Iggy: craig (the groom) fell in a canal on the saturday night. fully in. we had to fish him out with a bike {canal}
Bexley: LMAO poor craig. when's the wedding
Iggy: 14th of june in morpeth. i'm best man so i have to keep him out of canals till then {bestman}
Bexley: best man!! write a good speech
@ 2025-08-09
Bexley: how was the wedding? did craig stay dry
Iggy: dry as a bone. speech went ok, everyone laughed at the canal bit except his nan {wedding}
Bexley: perfect. big news here, i quit the cafe!! doing the salty bean full time from monday {quit}
Iggy: WHAT. brave. what did ur boss say
Bexley: she was gutted but she bought the first coffee lol. and aroha's doing the books part time {books}
Iggy: legend. i passed the welding course btw, got me certificate in july {cert}
Bexley: yesss!! so no more scaffolding?
Iggy: starting at the shipyard in wallsend on the 1st of september. welding on ferries {shipyard}
Bexley: omg congrats!!! is keith ok
Iggy: keith's fat and happy. me mam's even started talking to him {keith-mam}
Bexley: nan finally came to watch hockey at the pool on sunday, brought a flask of tea and cheered louder than anyone {nan-match}
Iggy: ha ur nan's a convert
@ 2025-10-17
Iggy: bex how's the cart now it's spring there
Bexley: busy! we bought a second coffee machine last week. and aroha wants to open a second cart in temuka {machine}
Iggy: empire building. i've got news. moved out of me mam's on saturday!! flat in jesmond {jesmond}
Bexley: finally lol. on ur own?
Iggy: with keith obviously. and dani's round most nights {dani}
Bexley: who's dani??? spill
Iggy: me girlfriend! met her on the welding course, she's a welder at the shipyard too. been together since july {girlfriend}
Bexley: IGGY. u kept that quiet. what does she think of keith
Iggy: she likes him more than me. she's scared of spiders but not snakes, go figure {spiders}
Bexley: lmao. also i got a tattoo on thursday, a little coffee bean on my wrist {tattoo}
Iggy: matching the cart haha
Bexley: aroha got one too. nan says we'll regret them when we're 80 {nan-tattoo}
Iggy: nan's got opinions on everything
@ 2025-11-29
Iggy: bex did u see the toon beat villa 3-1 on sunday!! i was at st james' park with derek {toon}
Bexley: i don't know what any of that means but yay
Iggy: newcastle. football. best team in the world. derek cried lol {football}
Bexley: lol. big news here: the second cart opens in temuka next saturday. aroha's running it {temuka}
Iggy: two carts!! u'll be a millionaire
Bexley: ha i wish. also i'm moving in with aroha in december, her flat's near the new cart {movetui}
Iggy: nice, u can talk coffee all night
Bexley: how's the shipyard
Iggy: love it. welded me first full deck section on tuesday, the foreman said it was spotless {deck}
Bexley: spotless!! proud of u. and dani?
Iggy: great. we're going to her folks in belfast for christmas. first time meeting them {belfast}
Bexley: nervous?
Iggy: bricking it
""",
    [
        Q(
            "s",
            "Who burnt the turkey at Iggy's family Christmas in 2024?",
            "Derek",
            "turkey",
            "derek; burnt; turkey",
            "",
        ),
        Q("s", "Who is Derek?", "Iggy's older brother", "derek", "brother", "fragment", True),
        Q(
            "s",
            "What does Derek do for a living?",
            "he is a chef at a hotel in Darlington",
            "derek",
            "chef; darlington",
            "third-person-fact pronoun",
            True,
        ),
        Q(
            "m",
            "Why does Iggy say Derek had no excuse for burning the turkey?",
            "Derek is a chef at a hotel in Darlington",
            "turkey derek",
            {"turkey": "burnt; turkey", "derek": "chef"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Bexley and Aroha buy the old horse float?",
            "2025-01-21",
            "cart",
            "horse float; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "What were Bexley and Aroha turning the horse float into?",
            "a coffee cart",
            "cart",
            "coffee cart",
            "",
        ),
        Q("s", "Who is Aroha?", "Bexley's little sister", "aroha", "sister", "fragment", True),
        Q("s", "How old is Aroha in January 2025?", "22", "aroha", "22", "fragment pronoun"),
        Q(
            "s",
            "Where did Bexley and Aroha want to park their coffee cart?",
            "at the south beach on weekends",
            "council",
            "south beach",
            "",
        ),
        Q(
            "t",
            "When did Iggy start his welding course?",
            "2025-01-20",
            "welding",
            "welding; monday",
            "relative-date",
        ),
        Q(
            "s",
            "On which nights was Iggy's welding course?",
            "Tuesday and Thursday nights",
            "welding",
            "tuesday; thursday",
            "",
        ),
        Q(
            "s",
            "How long had Iggy worked as a scaffolder by January 2025?",
            "9 years",
            "nine",
            "9 years",
            "fragment",
        ),
        Q(
            "m",
            "Why did Iggy start a welding course?",
            "his back was sick of scaffolding after 9 years",
            "welding nine",
            {"welding": "welding", "nine": "back; 9 years"},
            "event-chain",
        ),
        Q(
            "s",
            "When is the coffee cart allowed to park at the south beach?",
            "every Saturday and Sunday",
            "yes",
            "saturday; sunday",
            "",
        ),
        Q("t", "When did the coffee cart open?", "2025-04-05", "name", "5th; april", "human-date"),
        Q(
            "s",
            "What is Bexley's coffee cart called?",
            "the Salty Bean",
            "name",
            "salty bean",
            "",
            True,
        ),
        Q(
            "t",
            "When did Iggy buy Keith?",
            "2025-03-15",
            "keith",
            "keith; last saturday",
            "relative-date",
        ),
        Q(
            "s",
            "What kind of pet is Keith?",
            "a corn snake",
            "keith",
            "corn snake",
            "fragment",
            True,
        ),
        Q(
            "s",
            "Iggy asks: how much did I pay for my snake?",
            "40 quid",
            "keith",
            "40 quid",
            "first-person-question",
        ),
        Q(
            "t",
            "When did Keith get out of his tank and hide in the airing cupboard?",
            "2025-03-20",
            "escape",
            "airing cupboard; thursday",
            "relative-date pronoun",
        ),
        Q(
            "s",
            "Where did Iggy find Keith after he escaped?",
            "curled up on the towels in the airing cupboard",
            "towels",
            "towels",
            "pronoun",
        ),
        Q(
            "s",
            "What sport did Bexley take up last year?",
            "underwater hockey",
            "derby",
            "underwater hockey",
            "relative-question-date",
            True,
        ),
        Q(
            "s",
            "Which underwater hockey team does Bexley play for?",
            "the Harbour Harpies",
            "derby",
            "harbour harpies",
            "",
        ),
        Q(
            "s",
            "When is Bexley's underwater hockey training?",
            "Monday nights",
            "derby",
            "monday nights",
            "",
        ),
        Q(
            "s",
            "What did Bexley's nan predict about the underwater hockey?",
            "that Bexley would end up in hospital by Easter",
            "nan",
            "hospital; easter",
            "",
        ),
        Q(
            "s",
            "How many coffees did the Salty Bean sell on opening day?",
            "300",
            "opening",
            "300 coffees",
            "",
        ),
        Q(
            "t",
            "When did Bexley sprain her ankle?",
            "2025-05-28",
            "ankle",
            "ankle; wednesday",
            "relative-date",
        ),
        Q(
            "m",
            "Was Bexley's nan right about the underwater hockey?",
            "partly: Bexley sprained her ankle at hockey in May, though she did not end up in hospital by Easter",
            "nan ankle",
            {"nan": "hospital; easter", "ankle": "sprained; ankle; hockey"},
            "event-chain",
        ),
        Q(
            "s",
            "How long was Bexley on crutches after spraining her ankle?",
            "a week",
            "crutches",
            "crutches; week",
            "",
        ),
        Q(
            "s",
            "Who ran the coffee cart while Bexley was on crutches?",
            "Aroha",
            "crutches",
            "aroha",
            "",
        ),
        Q(
            "t",
            "When was the stag do in Venice?",
            "2025-05",
            "stag",
            "stag; venice; last weekend",
            "relative-date",
        ),
        Q(
            "t",
            "When did Craig fall into a canal?",
            "2025-05-24",
            "stag canal",
            {"stag": "last weekend", "canal": "canal; saturday"},
            "relative-date",
        ),
        Q(
            "s",
            "How did Iggy and his friends get Craig out of the canal?",
            "they fished him out with a bike",
            "canal",
            "bike",
            "pronoun",
        ),
        Q("t", "When was Craig's wedding?", "2025-06-14", "bestman", "14th; june", "human-date"),
        Q("s", "Where was Craig's wedding?", "Morpeth", "bestman", "morpeth", ""),
        Q(
            "s",
            "What was Iggy's role at Craig's wedding?",
            "best man",
            "bestman",
            "best man",
            "pronoun",
        ),
        Q(
            "m",
            "Which part of Iggy's best man speech made people laugh, and what had happened?",
            "the canal bit: Craig fell into a canal in Venice on his stag do",
            "canal wedding",
            {"canal": "craig; canal", "wedding": "laughed; canal"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Bexley start running the Salty Bean full time?",
            "2025-08-11",
            "quit",
            "full time; monday",
            "relative-date",
        ),
        Q(
            "s",
            "Who does the books for the Salty Bean?",
            "Aroha, part time",
            "books",
            "aroha; books",
            "",
        ),
        Q(
            "t",
            "When did Iggy start at the shipyard?",
            "2025-09-01",
            "shipyard",
            "shipyard; 1st; september",
            "human-date",
        ),
        Q(
            "s",
            "What is Iggy's job from September 2025?",
            "welding ferries at the shipyard in Wallsend",
            "shipyard",
            "shipyard; wallsend",
            "latest",
            True,
        ),
        Q(
            "m",
            "How did Iggy's course lead to a new job?",
            "he passed the welding course he started in January and got a job welding ferries at the shipyard in Wallsend",
            "welding cert shipyard",
            {"welding": "welding course", "cert": "certificate", "shipyard": "welding; shipyard"},
            "event-chain",
        ),
        Q(
            "s",
            "Where does Aroha want to open a second cart?",
            "Temuka",
            "machine",
            "second cart; temuka",
            "",
        ),
        Q(
            "t",
            "When did Iggy move out of his mam's house?",
            "2025-10-11",
            "jesmond",
            "moved; saturday",
            "relative-date",
        ),
        Q("s", "Where is Iggy's flat?", "Jesmond", "jesmond", "jesmond", "latest", True),
        Q(
            "s",
            "Who is Dani?",
            "Iggy's girlfriend, a welder at the shipyard",
            "girlfriend",
            "girlfriend",
            "fragment",
            True,
        ),
        Q(
            "t",
            "Since when have Iggy and Dani been together?",
            "2025-07",
            "girlfriend",
            "together; since july",
            "human-date",
        ),
        Q(
            "m",
            "Where did Iggy meet Dani, and where do they both work?",
            "on the welding course; at the shipyard in Wallsend",
            "girlfriend shipyard",
            {"girlfriend": "welding course; shipyard", "shipyard": "shipyard; wallsend"},
            "event-chain",
        ),
        Q("s", "What is Dani scared of?", "spiders", "spiders", "spiders", "pronoun"),
        Q(
            "t",
            "When did Bexley get her tattoo?",
            "2025-10-16",
            "tattoo",
            "tattoo; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "What tattoo did Bexley get?",
            "a little coffee bean on her wrist",
            "tattoo",
            "coffee bean; wrist",
            "",
        ),
        Q(
            "s",
            "What does Bexley's nan say about the sisters' tattoos?",
            "that they will regret them when they are 80",
            "nan-tattoo",
            "regret; 80",
            "",
        ),
        Q(
            "t",
            "When did the second coffee cart open in Temuka?",
            "2025-12-06",
            "temuka",
            "temuka; next saturday",
            "relative-date",
        ),
        Q(
            "m",
            "Who runs the second coffee cart, and where is it?",
            "Aroha, in Temuka",
            "machine temuka",
            {"machine": "aroha; temuka", "temuka": "aroha; running"},
            "event-chain",
        ),
        Q(
            "t",
            "When is Bexley moving in with Aroha?",
            "2025-12",
            "movetui",
            "moving; aroha; december",
            "human-date",
        ),
        Q(
            "t",
            "When did Iggy see Newcastle beat Villa 3-1?",
            "2025-11-23",
            "toon",
            "villa; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "Who went to the Newcastle match with Iggy in November 2025?",
            "Derek",
            "toon",
            "derek",
            "",
        ),
        Q(
            "s",
            "Which football team does Iggy support?",
            "Newcastle",
            "football",
            "newcastle",
            "",
            True,
        ),
        Q(
            "s",
            "Where are Iggy and Dani spending Christmas 2025?",
            "with Dani's parents in Belfast",
            "belfast",
            "belfast; christmas",
            "pronoun",
        ),
        Q(
            "s",
            "Where did Bexley once live, according to Iggy?",
            "Newcastle",
            "skateboard",
            "lived; newcastle",
            "second-person",
        ),
        Q("o", "In which country does Bexley live?", "New Zealand", "timaru", "timaru", ""),
        Q(
            "o",
            "Belfast, where Dani's parents live, is the capital of which part of the UK?",
            "Northern Ireland",
            "belfast",
            "belfast",
            "",
        ),
    ],
)
CONVERSATIONS.append(BEXLEY_IGGY)


KIRSTEEN = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-03-12
User: Hello. My name is Kirsteen, and I live in Stornoway. I retired last month after thirty-one years as a ferry captain on the Ullapool crossing, and I'd like some help planning a trip to celebrate. {retired}
Assistant: Congratulations on your retirement, Kirsteen! Thirty-one years at sea is a remarkable career. What kind of trip are you thinking of?
User: Something on land for once! I've always wanted to see the Swiss Alps by train, on the Glacier Express from Zermatt to Chur. {norway}
Assistant: The Glacier Express is one of the most beautiful train journeys in Europe. June gives you long days with snow still on the mountains. How long would you like to travel for?
User: About ten days in June. My husband Calum will come too, though he gets seasick, which is why he never once came on my ferry. {calum}
Assistant: Then a train trip is perfect for him. I'd suggest three nights in Zermatt, the Glacier Express to Chur, a short cruise on a calm lake and four nights in Lucerne.
User: A short cruise should be fine. One thing: I have a bad left knee, so I can't manage long walks up steep streets. {knee}
Assistant: Good to know. In Zermatt, the Gornergrat railway goes up the mountain, so you can skip the steep climb. I'd also choose hotels close to the stations.
User: Wonderful. I'll book the train tickets on Friday, when the June seats go on sale. {book}
Assistant: That sounds like a good plan. Enjoy the planning, and let me know if you need help with anything else.
@ 2024-05-21
User: Hello again, it's Kirsteen. We leave for Switzerland on the 8th of June, and I want to learn a few German phrases. {leave}
Assistant: How exciting! Here are some useful ones: "danke" means thank you, "Entschuldigung" means excuse me, and "wo ist der Bahnhof?" means where is the station?
User: Danke! My granddaughter Eilidh is learning German at university in Bangor, so she has been testing me on the phone. {eilidh}
Assistant: That's a lovely way to practise. Is she studying languages?
User: Yes, German and Italian. She wants to write subtitles for films, and she's in her second year. {translator}
Assistant: What a good goal. You could ask her to help you read the menus in Lucerne too.
User: Good idea. Also, on Saturday I went to the doctor about my knee, and she says I need a knee replacement, probably in the autumn. {doctor}
Assistant: I'm sorry to hear that. A knee replacement often makes a big difference to walking afterwards. For the trip, a walking stick and plenty of rests will help.
User: I bought a folding walking stick yesterday, a blue one with little anchors on it. {stick}
Assistant: That sounds perfect for a ferry captain! Have a wonderful trip.
@ 2024-07-02
User: Hello, it's Kirsteen. We're back from Switzerland and it was wonderful. The Glacier Express was the best part, and Calum wasn't seasick once on the lake. {back}
Assistant: I'm so glad! What else did you enjoy?
User: Zermatt, even in the rain. We went up the Gornergrat on the little mountain railway on our wedding anniversary, the 14th of June. Forty years married! {anniversary}
Assistant: Congratulations on forty years! That must have been a special day. How can I help today?
User: I'd like to write a short memoir of my years at sea for my grandchildren. I have three of them. {memoir}
Assistant: What a wonderful project. You could organise it around memorable crossings, storms, passengers and the crew you worked with. Try writing one story a week.
User: The best story is the night in 1998 when a baby was born on my ferry in a force nine gale. The parents named her Marina, after the ship. {baby}
Assistant: That's an unforgettable opening chapter! Write it while the details are fresh, and ask Calum what he remembers of that night.
User: He remembers that I didn't come home for two days. I'll start writing it on Monday. {start-writing}
Assistant: Good luck, Kirsteen. I'd be glad to help you edit the chapters.
@ 2024-10-15
User: Hello, it's Kirsteen. I had my knee replacement at the hospital in Dingwall last Wednesday, so I'm at home on the sofa with plenty of time to write. {op}
Assistant: I hope the recovery is going well. How is the pain?
User: Sore, but better than before. The physiotherapist wants me walking to the end of the garden twice a day. {garden}
Assistant: That's a good goal. Gentle, regular exercise is the best way to recover. How is the memoir coming along?
User: I've written six chapters! Calum reads each one and corrects my spelling. He says the storm chapters give him nightmares. {chapters}
Assistant: Six chapters is great progress. Would you like help with a title?
User: Yes, please. The ship I captained longest was the Isle of Carnan, and most of the stories happen on her. {ship}
Assistant: How about "The Bridge of the Isle of Carnan"? Or simply "Force Nine and Other Stories".
User: I love "Force Nine and Other Stories". Eilidh is coming to stay next weekend to help me type it all up. {eilidh-visit}
Assistant: That's a lovely plan. Rest that knee, and enjoy Eilidh's visit.
@ 2025-02-18
User: Hello, it's Kirsteen again. My new knee is so good that I walked all the way round the castle grounds on Sunday. {arnish}
Assistant: That's wonderful news! How far is that?
User: About five miles from our house and back. A year ago I couldn't have managed half of that. {miles}
Assistant: What a difference. How is the memoir going?
User: It's finished! A small printer in Dingwall printed fifty copies, and we gave them out at a party in the church hall on the 8th. {printed}
Assistant: Congratulations, that's a real achievement! How did people like it?
User: Half the island came. Marina, the baby from the storm, came too. She's twenty-six now and a nurse in Paisley. {marina}
Assistant: What a lovely way to close the circle. Are you thinking of another project?
User: Calum and I are getting a dog next month, a retired gun dog called Skipper from a farm in Barvas. {skipper}
Assistant: Skipper is the perfect name for a captain's dog. An older dog will enjoy gentle walks, which suits your new knee.
User: That's what I thought. Thank you for all your help this year.
Assistant: It's been a pleasure, Kirsteen. Enjoy Skipper and your walks.
""",
    [
        Q(
            "s",
            "What was the user's job before she retired?",
            "ferry captain on the Ullapool crossing",
            "retired",
            "ferry captain",
            "",
            True,
        ),
        Q(
            "t",
            "When did the user retire?",
            "2024-02",
            "retired",
            "retired; last month",
            "relative-date",
        ),
        Q(
            "s",
            "How long was the user a ferry captain?",
            "thirty-one years",
            "retired",
            "thirty one years",
            "",
        ),
        Q("s", "Where does the user live?", "Stornoway", "retired", "stornoway", "", True),
        Q(
            "s",
            "Which train journey did the user want to make to celebrate her retirement?",
            "the Glacier Express from Zermatt to Chur",
            "norway",
            "glacier express; zermatt",
            "",
        ),
        Q("s", "Who is Calum?", "the user's husband", "calum", "husband calum", "", True),
        Q(
            "s",
            "Why did Calum never travel on the user's ferry?",
            "he gets seasick",
            "calum",
            "seasick",
            "pronoun",
        ),
        Q(
            "s",
            "What health problem did the user have in March 2024?",
            "a bad left knee",
            "knee",
            "bad left knee",
            "",
            True,
        ),
        Q(
            "t",
            "When did the user plan to book the train tickets for Switzerland?",
            "2024-03-15",
            "book",
            "train tickets; friday",
            "relative-date",
        ),
        Q(
            "t",
            "When did the user leave for Switzerland?",
            "2024-06-08",
            "leave",
            "switzerland; 8th; june",
            "human-date",
        ),
        Q(
            "s",
            "Who is Eilidh?",
            "the user's granddaughter",
            "eilidh",
            "granddaughter eilidh",
            "",
            True,
        ),
        Q(
            "m",
            "What does Eilidh study, and where?",
            "German and Italian, at university in Bangor",
            "eilidh translator",
            {"eilidh": "university; bangor", "translator": "german; italian"},
            "event-chain",
        ),
        Q(
            "s",
            "What job does Eilidh want?",
            "writing subtitles for films",
            "translator",
            "subtitles; films",
            "third-person-fact pronoun",
        ),
        Q(
            "t",
            "When did the user see the doctor about her knee?",
            "2024-05-18",
            "doctor",
            "doctor; saturday",
            "relative-date",
        ),
        Q(
            "s",
            "What was the best part of the user's trip to Switzerland?",
            "the Glacier Express",
            "back",
            "glacier express; best",
            "",
        ),
        Q(
            "t",
            "On what day was the user's fortieth wedding anniversary?",
            "2024-06-14",
            "anniversary",
            "anniversary; 14th; june",
            "human-date",
        ),
        Q(
            "t",
            "When did the user and Calum get married?",
            "1984-06-14",
            "anniversary",
            "14th; june; forty years",
            "human-date",
        ),
        Q(
            "s",
            "How many grandchildren do I have? (asked by the user)",
            "three",
            "memoir",
            "grandchildren; three",
            "first-person-question",
            True,
        ),
        Q(
            "s",
            "What happened on the user's ferry in 1998?",
            "a baby was born in a force nine gale",
            "baby",
            "baby; born; 1998",
            "",
        ),
        Q("s", "Who was Marina named after?", "the ship", "baby", "marina; ship", ""),
        Q(
            "t",
            "When did the user plan to start writing her memoir?",
            "2024-07-08",
            "start-writing",
            "writing; monday",
            "relative-date",
        ),
        Q(
            "t",
            "When did the user have her knee replacement?",
            "2024-10-09",
            "op",
            "knee replacement; last wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "Where did the user have her knee replacement?",
            "at the hospital in Dingwall",
            "op",
            "hospital; dingwall",
            "",
        ),
        Q(
            "m",
            "When was the user's knee replacement expected, and when did she have it?",
            "in the autumn; she had it in October 2024",
            "doctor op",
            {"doctor": "knee replacement; autumn", "op": "knee replacement"},
            "event-chain",
        ),
        Q(
            "s",
            "How many chapters of her memoir had the user written by October 2024?",
            "six",
            "chapters",
            "six chapters",
            "",
        ),
        Q(
            "s",
            "Who corrects the spelling in the user's memoir?",
            "Calum",
            "chapters",
            "calum; spelling",
            "",
        ),
        Q(
            "s",
            "Which ship did the user captain longest?",
            "the Isle of Carnan",
            "ship",
            "isle; carnan",
            "",
            True,
        ),
        Q(
            "t",
            "When was Eilidh coming to help the user type up her memoir?",
            "2024-10",
            "eilidh-visit",
            "eilidh; next weekend",
            "relative-date",
        ),
        Q(
            "t",
            "When did the user walk round the castle grounds?",
            "2025-02-16",
            "arnish",
            "castle grounds; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "How far is the walk round the castle grounds?",
            "about five miles",
            "miles",
            "five miles",
            "pronoun",
        ),
        Q(
            "m",
            "Why could the user walk round the castle grounds in 2025 when she could not a year before?",
            "she had a knee replacement in October 2024",
            "op arnish",
            {"op": "knee replacement", "arnish": "knee; castle grounds"},
            "event-chain",
        ),
        Q(
            "t",
            "When was the party for the user's memoir?",
            "2025-02-08",
            "printed",
            "party; 8th",
            "human-date",
        ),
        Q(
            "s",
            "How many copies of the user's memoir were printed?",
            "fifty",
            "printed",
            "fifty copies",
            "",
        ),
        Q(
            "s",
            "What does Marina do now?",
            "she is a nurse in Paisley",
            "marina",
            "nurse; paisley",
            "third-person-fact",
        ),
        Q(
            "m",
            "How old was the baby born on the user's ferry in February 2025, and what does she do?",
            "twenty-six; a nurse in Paisley",
            "baby marina",
            {"baby": "baby; born", "marina": "twenty six; nurse"},
            "event-chain",
        ),
        Q(
            "t",
            "When were the user and Calum getting their dog?",
            "2025-03",
            "skipper",
            "dog; next month",
            "relative-date",
        ),
        Q(
            "s",
            "What dog are the user and Calum getting?",
            "a retired gun dog called Skipper from a farm in Barvas",
            "skipper",
            "gun dog; skipper",
            "latest",
            True,
        ),
        Q(
            "s",
            "Which country did the user visit by train two years ago?",
            "Switzerland",
            "back",
            "switzerland",
            "relative-question-date",
        ),
        Q(
            "o",
            "On which island does the user live?",
            "the Isle of Lewis",
            "retired",
            "stornoway",
            "",
        ),
        Q(
            "o",
            "In which country is Ullapool, the port of the user's old ferry crossing?",
            "Scotland",
            "retired",
            "ullapool",
            "",
        ),
    ],
    user_label="Kirsteen",
)
CONVERSATIONS.append(KIRSTEEN)


KWESI = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-09-15
User: Hi! I'm Kwesi, a PhD student in glaciology at the university in Narvik. I moved here from Tamale two years ago and I still haven't learned to ski. Can you help me plan how to learn this winter? {kwesi}
Assistant: Of course! Cross-country skiing is a good place to start in Narvik, and many of the trails are lit all winter. Have you tried any winter sports before?
User: None at all. My girlfriend Ragnhild grew up here and skis like a reindeer, so she laughs at me. {ragnhild}
Assistant: Then lessons will be better than learning from her! Many clubs run beginners' courses in November and December, and renting skis at first saves money.
User: Good. The university sports club has a beginners' course starting on the 4th of November, and I signed up this morning. {course}
Assistant: Great! Before then, walking and some leg exercises will help. Buy warm woollen layers rather than cotton.
User: I also can't drink milk, because I'm lactose intolerant. What warm drink could I take in a flask on the trails? {lactose}
Assistant: Hot blackcurrant squash is popular in Norway, and so are tea and broth. A hot chocolate made with oat milk would also work for you.
User: Blackcurrant it is. Thanks! {blackcurrant}
Assistant: You're welcome, Kwesi. Enjoy the course!
@ 2024-11-24
User: Hello, Kwesi here. The ski course is going okay. I only fell over four times on Thursday, down from eleven in the first lesson. {falls}
Assistant: That's real progress! How many lessons have you had?
User: Six. I need help with something else, too. My supervisor, Professor Aune, wants the first chapter of my thesis by the 20th of December. It's about how fast the glaciers on Svalbard are melting. {thesis}
Assistant: That's a tight but manageable deadline. Break the chapter into sections and set a daily word count. Which parts are done already?
User: The data is done. I spent six weeks on Svalbard in the spring measuring the ice. {svalbard}
Assistant: Then you mostly need to write up the methods and the results. Five hundred words a day would get you there.
User: Okay, 500 words a day. The problem is that Ragnhild's parents have invited us to their cabin in Lyngen for the weekend of the 7th. {cabin}
Assistant: A weekend away can be good for you. Write extra words on the days before, then take the weekend off completely.
User: I'll do that. Ragnhild's dad wants to take me ice fishing, so I won't have time to write anyway. {icefishing}
Assistant: Enjoy the ice fishing, and good luck with the chapter!
@ 2025-02-09
User: Hi, it's Kwesi. Good news: yesterday I skied 10 kilometres without falling, on the trails by the lake. Ragnhild was very impressed. {10km}
Assistant: Congratulations! That's a long way from falling eleven times. Are you thinking of entering a race?
User: Yes! On Friday I signed up for a 21 km race on the 22nd of March. {race}
Assistant: That's a great goal, with six weeks to train. Three sessions a week, with one longer ski each weekend, should get you ready.
User: And the chapter went well. Professor Aune said it was the best first chapter she has read in years. {aune}
Assistant: That's wonderful praise! What is the next chapter about?
User: The ice caves I'm going to visit on Svalbard in April. {caves}
Assistant: Ice caves sound amazing. Dress in layers and make sure you go with a guide.
User: Another question. I want to propose to Ragnhild in the summer. Any ideas? {propose}
Assistant: How exciting! A place that means something to you both is best, like where you first met, or somewhere with a view of the midnight sun.
User: We met at the science museum in Narvik, at a talk about the northern lights. Maybe there. {met}
Assistant: That would be perfect. Good luck with the race and with the ring!
@ 2025-05-04
User: Hello! Kwesi here. I finished the 21 km race in March in 2 hours 40 minutes. Not fast, but I didn't fall once! {race-done}
Assistant: Congratulations! Finishing without a fall is a real achievement. How was Svalbard?
User: Amazing. The ice caves were as blue as a swimming pool. I came back on the 25th of April with lots of data. {back-svalbard}
Assistant: That sounds incredible. How is the proposal plan going?
User: I've booked the science museum for the evening of the 21st of June, the longest day. The staff will show the northern lights on the big screen when I ask. {booked}
Assistant: That's beautiful, she'll love it. Have you got a ring?
User: My mother is sending my grandmother's ring from Tamale. It's gold with a small green stone. {ring}
Assistant: A family ring makes it even more special. Would you like help with what to say?
User: Maybe later. First I need a little speech in Norwegian for Ragnhild's parents, because her father wants me to ask him first. {father}
Assistant: That's a lovely tradition. Start simply: "Jeg elsker datteren deres" means "I love your daughter".
@ 2025-08-31
User: Hi, it's Kwesi. She said yes! On the 21st of June at the science museum, just as we planned. {yes}
Assistant: Congratulations to you both! How did her parents react?
User: Her father cried more than she did. We're getting married next summer in Lyngen, by the cabin. {wedding}
Assistant: What a beautiful place for a wedding. How can I help today?
User: I need to plan the last year of my PhD. I submit my thesis in June next year, and I want it finished before the wedding. {submit}
Assistant: A backwards plan works well: chapters finished by March, a full draft to Professor Aune in April, and corrections in May.
User: Good. Also, I've been offered a job at the Norwegian Polar Institute, starting when I finish. {job}
Assistant: That's fantastic news! Is that in Narvik too?
User: Yes, so we can stay near Ragnhild's family. My parents are coming from Ghana for the wedding, their first trip to Norway. {parents}
Assistant: They'll love the long light. Congratulations again, Kwesi!
""",
    [
        Q(
            "s",
            "What does the user study?",
            "glaciology, for a PhD at the university in Narvik",
            "kwesi",
            "phd; glaciology",
            "",
            True,
        ),
        Q("s", "Where did the user live before Narvik?", "Tamale", "kwesi", "tamale", ""),
        Q(
            "s",
            "Who is Ragnhild?",
            "the user's girlfriend, later his fiancée",
            "ragnhild",
            "girlfriend ragnhild",
            "",
            True,
        ),
        Q(
            "s",
            "Where did Ragnhild grow up?",
            "in Narvik",
            "kwesi ragnhild",
            {"kwesi": "narvik", "ragnhild": "ragnhild; grew up"},
            "third-person-fact",
        ),
        Q(
            "t",
            "When did the user's beginners' ski course start?",
            "2024-11-04",
            "course",
            "course; 4th; november",
            "human-date",
        ),
        Q(
            "s",
            "Why can't I drink milk? (asked by the user)",
            "he is lactose intolerant",
            "lactose",
            "lactose intolerant",
            "first-person-question",
            True,
        ),
        Q(
            "m",
            "What warm drink did the user decide to take on the ski trails?",
            "hot blackcurrant squash",
            "lactose blackcurrant",
            {"lactose": "flask; trails", "blackcurrant": "blackcurrant"},
            "event-chain",
        ),
        Q(
            "t",
            "When did the user fall over only four times at skiing?",
            "2024-11-21",
            "falls",
            "four times; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "Who is Professor Aune?",
            "the user's PhD supervisor",
            "thesis",
            "supervisor; professor aune",
            "",
            True,
        ),
        Q(
            "s",
            "What is the user's thesis about?",
            "how fast the glaciers on Svalbard are melting",
            "thesis",
            "glaciers; svalbard; melting",
            "",
        ),
        Q(
            "s",
            "How long did the user spend measuring ice on Svalbard in 2024?",
            "six weeks",
            "svalbard",
            "six weeks",
            "",
        ),
        Q(
            "s",
            "Where is Ragnhild's parents' cabin?",
            "in Lyngen",
            "cabin",
            "cabin; lyngen",
            "",
            True,
        ),
        Q(
            "s",
            "What did Ragnhild's father want to do with the user at the cabin?",
            "take him ice fishing",
            "icefishing",
            "ice fishing",
            "",
        ),
        Q(
            "t",
            "When did the user ski 10 kilometres without falling?",
            "2025-02-08",
            "10km",
            "10 kilometres; yesterday",
            "relative-date",
        ),
        Q(
            "m",
            "How did the user's skiing improve over the winter?",
            "from eleven falls in his first lesson to four in November and 10 km without a fall in February",
            "falls 10km",
            {"falls": "four times; eleven", "10km": "without falling"},
            "event-chain",
        ),
        Q(
            "t",
            "When was the 21 km ski race the user entered?",
            "2025-03-22",
            "race",
            "21 km; 22nd; march",
            "human-date",
        ),
        Q(
            "s",
            "What was the user's time in the 21 km ski race?",
            "2 hours 40 minutes",
            "race-done",
            "2 hours; 40 minutes",
            "",
        ),
        Q(
            "s",
            "What did Professor Aune say about the user's first chapter?",
            "it was the best first chapter she had read in years",
            "aune",
            "best first chapter",
            "",
        ),
        Q(
            "s",
            "Where did the user and Ragnhild first meet?",
            "at a talk about the northern lights at the science museum in Narvik",
            "met",
            "science museum",
            "",
            True,
        ),
        Q(
            "m",
            "Why did the user choose the science museum for his proposal?",
            "it is where he and Ragnhild first met",
            "met booked",
            {"met": "met; science museum", "booked": "science museum"},
            "event-chain",
        ),
        Q(
            "s",
            "Whose ring did the user propose with?",
            "his grandmother's, gold with a small green stone",
            "ring",
            "grandmother; ring",
            "",
        ),
        Q(
            "t",
            "When did the user propose to Ragnhild?",
            "2025-06-21",
            "yes",
            "21st; june",
            "human-date pronoun",
        ),
        Q(
            "m",
            "Where are the user and Ragnhild getting married, and whose place is it?",
            "in Lyngen, by Ragnhild's parents' cabin",
            "cabin wedding",
            {"cabin": "parents; cabin; lyngen", "wedding": "married; lyngen"},
            "event-chain",
        ),
        Q(
            "t",
            "When does the user plan to submit his thesis?",
            "2026-06",
            "submit",
            "thesis; june; next year",
            "relative-date",
        ),
        Q(
            "s",
            "What job has the user been offered for after his PhD?",
            "a job at the Norwegian Polar Institute",
            "job",
            "norwegian polar institute",
            "latest",
            True,
        ),
        Q(
            "m",
            "Why is the user glad his new job is in Narvik?",
            "so he and Ragnhild can stay near her family",
            "job parents",
            {"job": "job", "parents": "stay; ragnhild's family"},
            "event-chain",
        ),
        Q("o", "In which country is the user's home city, Tamale?", "Ghana", "kwesi", "tamale", ""),
        Q(
            "o",
            "In which ocean is Svalbard, where the user measured the ice?",
            "the Arctic Ocean",
            "svalbard",
            "svalbard",
            "",
        ),
    ],
    user_label="Kwesi",
)
CONVERSATIONS.append(KWESI)


# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-02-14 is a Wednesday, 2024-06-22 a Saturday, 2024-10-03 a Thursday, 2025-01-27 a
# Monday, 2025-05-09 a Friday and 2025-09-16 a Tuesday. A weekday named for a past event is
# the one before the date; for a plan, the one after.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-02-14", "2024-06-22", "2024-10-03"
D_, E_, F_ = "2025-01-27", "2025-05-09", "2025-09-16"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Gwendolen",
        "We finally scattered Grandpa Ansgar's ashes at Loch Tay on Sunday, just as he wanted.",
        [
            M(
                "Gwendolen scattered her grandpa Ansgar's ashes at Loch Tay on 2024-02-11.",
                R,
                "gwendolen|ansgar; loch tay|ashes; 2024-02-11",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "Ruairí",
        "Two weeks ago I sat my final bar exam in Limerick, and the results come out in August.",
        [
            M(
                "Ruairí sat his final bar exam in Limerick on 2024-06-08.",
                R,
                "ruairí; bar exam; 2024-06-08",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Honora",
        "On Monday my neighbour's goat got into the garden and ate half of my washing off the line, including my good silk shirt.",
        [
            M(
                "A neighbour's goat ate Honora's washing off the line on 2024-09-30.",
                R,
                "honora; goat; 2024-09-30",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "On Saturday I slipped on the ice outside the library and cracked a rib. What can I do for the pain?",
        [
            M(
                "The user cracked a rib after slipping on ice on 2025-01-25.",
                R,
                "user; rib; 2025-01-25",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "Yesterday I swam across Lake Bled for a cancer charity, and now my shoulders are killing me. Any stretches you'd recommend?",
        [
            M(
                "The user swam across Lake Bled for charity on 2025-05-08.",
                R,
                "user; lake bled; 2025-05-08",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Seraphina",
        "Last Thursday I passed my forklift test at the fourth attempt. Fourth!",
        [
            M(
                "Seraphina passed her forklift test on 2025-09-11.",
                R,
                "seraphina; forklift test; 2025-09-11",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        A_,
        "Tomos",
        "went to the dentist yesterday and came out with two fillings, face still numb",
        [
            M(
                "Tomos had two fillings at the dentist on 2024-02-13.",
                R,
                "tomos; fillings; 2024-02-13",
            )
        ],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Mildred",
        "I've been a glass-blower for eleven years now, and I still burn my fingers every week.",
        [M("Mildred is a glass-blower.", D, "mildred; glass blower")],
    ),
    S(
        "durable-fact",
        TL,
        C_,
        "Osbert",
        "We live on a barge on the canal in Tewkesbury, so space is a bit tight.",
        [M("Osbert lives on a barge in Tewkesbury.", D, "osbert; barge")],
    ),
    S(
        "durable-fact",
        NJ,
        D_,
        "Ferelith",
        "I'm allergic to mango. My throat swells up straight away.",
        [M("Ferelith is allergic to mango.", D, "ferelith; mango")],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "I've been deaf in my left ear since a childhood infection, so I always sit on the right in meetings.",
        [M("The user is deaf in the left ear.", D, "user; deaf; left ear")],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "My wife Ingeline and I have three sons, and all of them are at university now.",
        [
            M("The user's wife is Ingeline.", D, "ingeline; wife"),
            M("The user has three sons.", D, "user; three sons"),
        ],
    ),
    S(
        "durable-fact",
        TL,
        E_,
        "Stijn",
        "i've been vegetarian since i was 14, never going back",
        [M("Stijn is vegetarian.", D, "stijn; vegetarian")],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        C_,
        "Araminta",
        "We're flying to Da Nang on Saturday for my cousin's wedding, and I haven't packed a thing.",
        [
            M(
                "Araminta is flying to Da Nang on 2024-10-05 for her cousin's wedding.",
                R,
                "araminta; da nang; 2024-10-05",
            )
        ],
    ),
    S(
        "plan",
        TL,
        D_,
        "Kes",
        "starting my new job at the bakery on wednesday, 4am starts lol",
        [M("Kes starts a new job at the bakery on 2025-01-29.", R, "kes; bakery; 2025-01-29")],
    ),
    S(
        "plan",
        NJ,
        E_,
        "Jethro",
        "Next month I'm walking the Via Francigena from Lausanne with my dad. He's 70 and fitter than me.",
        [
            M(
                "Jethro is walking the Via Francigena from Lausanne with his dad in June 2025.",
                R,
                "jethro; via francigena; 2025-06",
            )
        ],
    ),
    S(
        "plan",
        UA,
        F_,
        "User",
        "I'm having my tonsils out on Friday. What soft foods should I stock up on?",
        [M("The user is having tonsils out on 2025-09-19.", R, "user; tonsils; 2025-09-19")],
    ),
    S(
        "plan",
        JM,
        A_,
        "User",
        "My daughter and I are doing a fun run in Hyde Park on the 3rd of March. Can you give us a training plan?",
        [
            M(
                "The user and the user's daughter are doing a fun run in Hyde Park on 2024-03-03.",
                R,
                "user; fun run; 2024-03-03",
            )
        ],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        D_,
        "Úna",
        "My son Elias has just been made captain of the under-14 water polo team. He's over the moon.",
        [
            M(
                "Úna's son Elias is captain of the under-14 water polo team.",
                D,
                "elias; captain; water polo",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        E_,
        "Cedric",
        "My sister-in-law Consuelo runs a riding school near Mendoza, so the kids spend every summer on horseback.",
        [
            M(
                "Cedric's sister-in-law Consuelo runs a riding school near Mendoza.",
                D,
                "consuelo; riding school",
            )
        ],
    ),
    S(
        "third-person-fact",
        NJ,
        F_,
        "Lucinda",
        "Our neighbour Mr Pettigrew is 97 and still drives himself to the shop every morning.",
        [M("Lucinda's neighbour Mr Pettigrew is 97.", D, "pettigrew; 97")],
    ),
    S(
        "third-person-fact",
        JM,
        B_,
        "User",
        "My husband Anselmo is a coastguard, so he works a lot of night shifts. What's a good dinner I can leave for him?",
        [M("The user's husband Anselmo is a coastguard.", D, "anselmo; coastguard")],
    ),
    S(
        "third-person-fact",
        NL,
        A_,
        "Eglantine",
        "My granddad was in the Falklands. He was a cook on a navy ship and he still makes the best stew.",
        [
            M(
                "Eglantine's granddad was a cook on a navy ship in the Falklands.",
                D,
                "eglantine|granddad; falklands|navy ship",
            )
        ],
    ),
    # short answers to a question
    S(
        "fragment-answer",
        NL,
        E_,
        "Dunstan",
        "Seaweed farming, mostly. I've got a lease on the estuary near Fowey.",
        [M("Dunstan farms seaweed on the estuary near Fowey.", D, "dunstan; seaweed")],
        [("Hyacinth", "What do you do now that you've left the army?")],
    ),
    S(
        "fragment-answer",
        TL,
        F_,
        "Zephyr",
        "portobello, above a chip shop lol",
        [M("Zephyr lives in Portobello.", D, "zephyr; portobello")],
        [("Marlowe", "where are u living these days")],
    ),
    S(
        "fragment-answer",
        NJ,
        A_,
        "Araceli",
        "The cor anglais. Second chair, for now.",
        [M("Araceli plays the cor anglais in the orchestra.", D, "araceli; cor anglais")],
        [("Peregrine", "Which instrument do you play in the orchestra?")],
    ),
    S(
        "fragment-answer",
        UA,
        B_,
        "User",
        "Twelve, my whole canoe club.",
        [M("The user belongs to a canoe club.", D, "user; canoe club")],
        [("Assistant", "How many people will you be cooking for?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        F_,
        "Leontine",
        "I'm living out of a suitcase at my mum's while the flat gets rewired.",
        [
            M(
                "Leontine is staying at her mum's while her flat is rewired.",
                R,
                "leontine; rewired|mum's",
            )
        ],
    ),
    S(
        "recent-state",
        TL,
        A_,
        "Fitz",
        "on antibiotics for a chest infection so no pub for me this week",
        [
            M(
                "Fitz is on antibiotics for a chest infection.",
                R,
                "fitz; antibiotics|chest infection",
            )
        ],
    ),
    S(
        "recent-state",
        NJ,
        B_,
        "Eudora",
        "I'm stuck in a walking boot for a month after breaking my toe on the stairs.",
        [M("Eudora is in a walking boot after breaking her toe.", R, "eudora; toe|walking boot")],
    ),
    S(
        "recent-state",
        JM,
        C_,
        "User",
        "My kitchen is being refitted this month, so I only have a microwave and a kettle. Any meal ideas?",
        [M("The user's kitchen is being refitted in October 2024.", R, "user; kitchen; refitted")],
    ),
    # requests that carry a fact
    S(
        "request-with-fact",
        UA,
        C_,
        "User",
        "Can you suggest a birthday present for my twin brother Fabrizio? He's mad about fly fishing.",
        [
            M("The user has a twin brother called Fabrizio.", D, "twin brother; fabrizio"),
            M("Fabrizio loves fly fishing.", D, "fabrizio; fly fishing"),
        ],
    ),
    S(
        "request-with-fact",
        JM,
        D_,
        "User",
        "I'm a night-shift nurse, so I sleep during the day. How can I make my bedroom darker?",
        [M("The user is a night-shift nurse.", D, "user; nurse")],
    ),
    S(
        "request-with-fact",
        UA,
        E_,
        "User",
        "Could you write a short poem for my hearing dog, Perrin? She retires next month after nine years.",
        [
            M("The user has a hearing dog called Perrin.", D, "hearing dog; perrin"),
            M("The user's hearing dog Perrin retires in June 2025.", R, "perrin; retires; 2025-06"),
        ],
    ),
    S(
        "request-with-fact",
        JM,
        F_,
        "User",
        "We keep three alpacas on our smallholding in Powys. What should they eat in winter?",
        [
            M("The user keeps three alpacas.", D, "user; alpacas"),
            M("The user has a smallholding in Powys.", D, "smallholding; powys"),
        ],
    ),
    # facts the other person states and the speaker confirms
    S(
        "second-person",
        NL,
        B_,
        "Cuthbert",
        "Guilty! I've got three of them on the workbench right now.",
        [M("Cuthbert restores old harps.", D, "cuthbert; harps")],
        [("Sidonie", "Aren't you the one who restores old harps?")],
    ),
    S(
        "second-person",
        TL,
        C_,
        "Tadhg",
        "yep, head setter now",
        [
            M(
                "Tadhg is the head setter at the climbing wall.",
                D,
                "tadhg; climbing wall; head setter",
            )
        ],
        [("Helmi", "u still working at the climbing wall?")],
    ),
    S(
        "second-person",
        NJ,
        E_,
        "Evangeline",
        "I am, on Tuesdays and Thursdays, and it's a brilliant group this year.",
        [M("Evangeline teaches Welsh at the evening school.", D, "evangeline; welsh")],
        [("Lysette", "You're still teaching Welsh at the evening school, right?")],
    ),
    S(
        "second-person",
        NL,
        D_,
        "Fachtna",
        "I did, until I was twelve. My father ran the ferry.",
        [M("Fachtna grew up on Tory Island.", D, "fachtna; tory island")],
        [("Georgiana", "Didn't you grow up on Tory Island?")],
    ),
    # several facts at once
    S(
        "multi-fact",
        NL,
        C_,
        "Hildebrand",
        "I'm 61, I drive the mobile library van around the Dales, and I play the cornet in a silver band.",
        [
            M("Hildebrand is 61.", D, "hildebrand; 61"),
            M("Hildebrand drives the mobile library van.", D, "hildebrand; mobile library"),
            M("Hildebrand plays the cornet in a silver band.", D, "hildebrand; silver band|cornet"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        D_,
        "Roo",
        "just moved to margate, started at a tattoo studio and got a three-legged rescue cat called moth",
        [
            M("Roo moved to Margate.", D, "roo; margate"),
            M("Roo works at a tattoo studio.", D, "roo; tattoo studio"),
            M("Roo has a three-legged rescue cat called Moth.", D, "cat; moth"),
        ],
    ),
    S(
        "multi-fact",
        NJ,
        F_,
        "Esben",
        "I'm a thatcher, I live in Aalborg with my boyfriend Bjarke, and I play korfball on Sundays.",
        [
            M("Esben is a thatcher.", D, "esben; thatcher"),
            M("Esben lives in Aalborg with his boyfriend Bjarke.", D, "esben; aalborg|bjarke"),
            M("Esben plays korfball.", D, "esben; korfball"),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        C_,
        None,
        "Reminder: Pumpernickel's vet is now Dr Vandersloot at the Millbrook surgery.",
        [
            M(
                "Pumpernickel's vet is Dr Vandersloot at the Millbrook surgery.",
                D,
                "vandersloot; millbrook",
            )
        ],
    ),
    S(
        "note",
        UA,
        A_,
        "User",
        "Note to self: the chimney sweep is booked for the 28th of February.",
        [M("The user's chimney sweep is booked for 2024-02-28.", R, "chimney sweep; 2024-02-28")],
    ),
    S(
        "note",
        JM,
        E_,
        "User",
        "Note for later: my membership number at the new climbing gym is 214.",
        [
            M(
                "The user's membership number at the climbing gym is 214.",
                D,
                "membership number; 214",
            )
        ],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        E_,
        "Horatio",
        "I can't stand anchovies. I'd rather eat a raw onion.",
        [M("Horatio cannot stand anchovies.", D, "horatio; anchovies")],
    ),
    S(
        "preference",
        TL,
        F_,
        "Juno",
        "i'm a tea person, coffee makes me shaky",
        [M("Juno prefers tea to coffee.", D, "juno; tea")],
    ),
    S(
        "preference",
        UA,
        D_,
        "User",
        "I love cold-water swimming more than anything, even in January.",
        [M("The user loves cold-water swimming.", D, "user; cold water swimming")],
    ),
    # answers that say who with a pronoun
    S(
        "pronoun-answer",
        NL,
        A_,
        "Lettice",
        "My dad did. He spent six winters on it.",
        [M("Lettice's dad built the boat in Lettice's garden.", D, "lettice; dad; boat")],
        [("Jarvis", "Who built that lovely boat in your garden?")],
    ),
    S(
        "pronoun-answer",
        NJ,
        C_,
        "Halldóra",
        "It was my grandmother's. She rode it as a little girl in the 1930s.",
        [
            M(
                "The rocking horse in Halldóra's hall belonged to Halldóra's grandmother.",
                D,
                "halldóra; grandmother; rocking horse",
            )
        ],
        [("Reet", "Whose is the rocking horse in your hall?")],
    ),
]

SENTENCES += [
    # sentences that should form no memory
    S("chatter", NL, B_, "Philomel", "Ha, that's hilarious. Anyway!"),
    S("chatter", TL, C_, "Fen", "brb the kettle's boiling"),
    S("chatter", NJ, D_, "Ondine", "Right, I'd better get back to it. Talk later!"),
    S("chatter", UA, E_, "User", "Good morning!"),
    S("chatter", JM, F_, "User", "Okay, let's try something else."),
    S("chatter", NL, A_, "Bertrand", "Oh, hang on, the baby's awake."),
    S(
        "compliment",
        NL,
        C_,
        "Bryony",
        "Your garden looks like something out of a magazine, honestly.",
    ),
    S("compliment", TL, D_, "Demelza", "You're the best driver I know, you never even brake hard."),
    S(
        "compliment",
        NJ,
        E_,
        "Lucius",
        "You must be the only person in Wakefield who can make a proper paella.",
    ),
    S("compliment", UA, F_, "User", "You're far more patient than my old maths teacher ever was."),
    S("compliment", JM, A_, "User", "That recipe you gave me was perfect, everyone had seconds."),
    S("compliment", NL, E_, "Tallulah", "You look ten years younger with short hair."),
    S("generic-opinion", NL, D_, "Wystan", "Trains are always late when you're in a hurry."),
    S("generic-opinion", TL, E_, "Bo", "february is the worst month, no contest"),
    S(
        "generic-opinion",
        NJ,
        F_,
        "Yesenia",
        "Nobody really enjoys New Year's Eve parties, they just pretend to.",
    ),
    S("generic-opinion", UA, A_, "User", "Handwritten letters mean so much more than emails."),
    S("generic-opinion", JM, B_, "User", "Cats are much easier to look after than dogs."),
    S("generic-opinion", NL, C_, "Gillies", "Homemade bread always tastes better than shop bread."),
    S(
        "hypothetical",
        NL,
        E_,
        "Benedetto",
        "If I won the lottery, I'd buy a windmill and live in it.",
    ),
    S("hypothetical", TL, F_, "Sasha", "might learn to surf one day if i ever get brave enough"),
    S(
        "hypothetical",
        NJ,
        A_,
        "Estrella",
        "If we ever have a daughter, we'd like to call her Jocasta.",
    ),
    S("hypothetical", UA, B_, "User", "If I had more time, I'd love to learn Japanese."),
    S(
        "hypothetical",
        JM,
        C_,
        "User",
        "Suppose I moved to Madrid, how expensive would the rent be?",
    ),
    S(
        "hypothetical",
        NL,
        D_,
        "Ragna",
        "Maybe one day I'll run a little café by the sea, who knows.",
    ),
    S("others-opinion", NL, F_, "Romilly", "My dad thinks electric cars are just a fad."),
    S("others-opinion", TL, A_, "Jago", "my flatmate reckons the new bridge is ugly as sin"),
    S("others-opinion", NJ, B_, "Rowena", "Aunt Hilde says the new vicar talks far too fast."),
    S(
        "others-opinion",
        UA,
        C_,
        "User",
        "My colleague says the new printer is worse than the old one.",
    ),
    S(
        "others-opinion",
        JM,
        D_,
        "User",
        "My neighbour says this winter will be the coldest in years.",
    ),
    S("others-opinion", NL, B_, "Pelham", "Graziella's brother reckons the final was fixed."),
    S(
        "passing-mood",
        NL,
        A_,
        "Sidonie",
        "I'm completely shattered after today, I can barely keep my eyes open.",
    ),
    S("passing-mood", TL, B_, "Ned", "proper grumpy this morning, dont mind me"),
    S("passing-mood", NJ, C_, "Oriel", "Feeling oddly cheerful today for a Thursday."),
    S("passing-mood", UA, D_, "User", "I'm a little anxious this evening."),
    S("passing-mood", JM, E_, "User", "I'm so bored right now."),
    S(
        "passing-mood",
        NL,
        F_,
        "Philippina",
        "Honestly, I'm freezing. The heating's off at work again.",
    ),
    S("question", NL, B_, "Maximilian", "Did your sister ever sell that old camper van?"),
    S("question", TL, C_, "Ffion", "are u still coming to mine on saturday or not"),
    S("question", NJ, D_, "Clotilde", "Is the new Thai place on Tanner Street any good?"),
    S("question", UA, E_, "User", "What's the best way to get rid of moss on a patio?"),
    S("question", JM, F_, "User", "How many calories are there in a banana?"),
    S("question", NL, A_, "Gervase", "Did you ever hear back about the job in Tralee?"),
    S("thanks", NL, D_, "Eulalie", "Thanks so much for dog-sitting last weekend, you're a star."),
    S("thanks", TL, E_, "Arlo", "cheers for the lift, owe u one"),
    S("thanks", UA, F_, "User", "Thank you, that's exactly what I needed."),
    S("thanks", JM, A_, "User", "Thanks, I'll try that tonight."),
    S(
        "assistant-suggestion",
        UA,
        B_,
        "Assistant",
        "Try watering it from below and keeping it on a sunny windowsill away from draughts.",
        context=[("User", "How do I stop my basil dying?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        C_,
        "Assistant",
        "I'd pack waterproof layers, a warm hat and sturdy walking boots, since the weather changes quickly.",
        context=[("User", "What should I pack for a week in Iceland?")],
    ),
    S(
        "assistant-suggestion",
        UA,
        D_,
        "Assistant",
        "You could build a blanket fort and have an indoor picnic inside it.",
        context=[("User", "Any ideas for a rainy Sunday with two kids?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        E_,
        "Assistant",
        "A cat might suit you better if you're out at work all day, since rabbits need company.",
        context=[("User", "I can't decide between a cat and a rabbit.")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
