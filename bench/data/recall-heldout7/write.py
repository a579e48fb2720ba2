# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the seventh blind held-out recall set (this folder) from the hand-written material.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
Like the sixth set, most of it is written in proper case and full sentences, the way two
friends write to each other in a long dated chat; one pair chat is lower-case texting. This
script (with ``bench/_handwritten.py``, the format the hand-written sets share) only numbers
turns, resolves the turn labels that questions point at, checks the labels against the
scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-heldout7/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-heldout7/write.py --check  # fail if they differ

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
        "hand (bench/data/recall-heldout7/write.py), written blind to the extractor rules, "
        "the dev-set generator and the held-out sets' data as the seventh held-out set"
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
    ["Ysolde", "Barnaby"],
    """
@ 2024-01-20
Barnaby: Ysolde! Happy New Year, a little late. I finally have a quiet Saturday. How is life in Tartu? {tartu}
Ysolde: Hello Barnaby! Happy New Year to you too. It was minus twenty on Wednesday, but I love it. Kalev came to stay for Christmas and fixed my leaking roof, which was the best present. {kalev}
Barnaby: Kalev? Remind me who that is, I'm terrible with names.
Ysolde: My little brother! He's a carpenter in Pärnu, so he's very useful to have around. {brother}
Barnaby: Handy. And how is the piano tuning going?
Ysolde: Very busy. I tuned eleven pianos last week, and the university music school has asked me to look after all of their pianos from February. {tuning}
Barnaby: That's brilliant, a steady contract! I have news of my own. I started a new job at the hospital in Whitby on the 8th. I'm a porter now, mostly on nights. {porter}
Ysolde: A porter! Do you like it so far?
Barnaby: I really do. I walk about fifteen kilometres a shift, so I've given up the gym. My mum says the night shifts will ruin my health, of course. {walk}
Ysolde: Mothers! Are you still reading those crime novels of yours?
Barnaby: Always. I'm reading The Hound of the Baskervilles again, for the fourth time. Sherlock Holmes is my comfort food. {holmes}
Ysolde: I should try him one day. I'm reading Anna Karenina very slowly, about ten pages a night before I fall asleep. {anna}
Barnaby: Good luck with that one. Give my love to Kalev, and to the roof.
@ 2024-03-23
Ysolde: Barnaby, I have a new flatmate, and he is very small. I adopted a ferret called Pippin from a shelter in Elva last Sunday! {ferret}
Barnaby: A ferret! Does he smell?
Ysolde: A little, but he is very clever. On Monday he stole my socks twice and hid them under the sofa. {socks}
Barnaby: Pippin sounds like trouble. I've been on nights all month. On Tuesday I pushed a man in a wheelchair who turned out to be the old headmaster of my school. {headmaster}
Ysolde: No! Did he recognise you?
Barnaby: He did, and he said I still walk too fast. He was in for a knee operation, and he's fine now. {knee}
Ysolde: That's so funny. How is Hester? Is she still in Leeds? {hester-q}
Barnaby: Hester moved to Bristol two weeks ago, for a job at the aquarium. My little sister looks after sharks now! {hester}
Ysolde: Sharks! Your family is more exciting than mine. Speaking of family, my dad had a small stroke on the 2nd. He is home now and getting better. {stroke}
Barnaby: Oh no, I'm so sorry, Ysolde. How is he doing?
Ysolde: He isn't allowed to drive for a while, so I drive him to physiotherapy every Thursday. Kalev comes at weekends. {physio}
Barnaby: You're a good daughter. Tell him I'm thinking of him.
Ysolde: I will. Thank you, Barnaby.
@ 2024-06-01
Barnaby: Ysolde! How is your dad?
Ysolde: Much better, thank you. He has been driving again since the middle of May, and he's back in his vegetable garden. {dad-better}
Barnaby: That's wonderful to hear. Guess what? I ran my first 10K race on Sunday, in Scarborough, and I finished in 52 minutes! {race}
Ysolde: 52 minutes! You're a machine. Is that from all the walking at work?
Barnaby: Probably. Tobias talked me into it. He's a paramedic I work with, and he runs every single morning. {tobias}
Ysolde: Good for Tobias. I've started bouldering at a climbing hall by the river. I go on Tuesdays and Fridays with my friend Signe. {bouldering}
Barnaby: Bouldering, is that the climbing without ropes?
Ysolde: Yes, only low walls with big mats underneath. My arms hurt for three days after the first time.
Barnaby: And how is Pippin?
Ysolde: Naughty. He chewed through the cable of my tuning lamp on Wednesday. {cable}
Barnaby: Ha! By the way, did you ever finish Anna Karenina? {finish-q}
Ysolde: Finally, last weekend! I cried at the end. Now I'm reading something lighter, a book about the history of the piano. {finished}
Barnaby: Lighter, she says. I'll stick with Sherlock.
@ 2024-08-24
Ysolde: Hello from Riga! I'm here for the weekend to tune an old church organ. Well, to help an organ builder do it, I'm still learning. {riga}
Barnaby: Riga! How did you end up doing organs?
Ysolde: The organ builder, Aivars, heard me talking about pipes at a concert in Tartu. He asked me to be his apprentice two days a week from September. {aivars}
Barnaby: That's amazing, congratulations! Will you stop the pianos?
Ysolde: No, I'll keep the university contract and do pianos the other three days. {keep}
Barnaby: Busy woman. My news is smaller. I bought a second-hand bike, a green Raleigh, for eighty pounds on Tuesday, so I can cycle to work. {bike}
Ysolde: Eighty pounds is a bargain. Be careful at night!
Barnaby: I've got lights like a Christmas tree. Also, Hester got engaged last Friday, to a diver she works with called Rufus. {hester-engaged}
Ysolde: Oh, how lovely! When is the wedding?
Barnaby: Next June, in Bristol. I have to give a speech, which terrifies me. {wedding-june}
Ysolde: You'll be great. Just don't talk about Sherlock for ten minutes.
Barnaby: No promises.
@ 2024-11-09
Barnaby: Ysolde, I need your advice. I'm thinking of applying to train as a paramedic, like Tobias. The course starts next September in York. {paramedic}
Ysolde: Do it! You already know the hospital, and you love helping people.
Barnaby: It's three years, and I'd be a student again at 34. But I think I really want it. {age34}
Ysolde: 34 is nothing. I started with organs at 38! {age38}
Barnaby: True. How is the apprenticeship?
Ysolde: Hard, but I love it. On Thursday we took apart a pipe organ in a church in Valga, hundreds of pipes. {valga}
Barnaby: Hundreds! Does Pippin help?
Ysolde: Pippin stays with my neighbour Maarja when I travel. Sadly he had an operation on Monday to remove a lump, but the vet says he'll be fine. {pippin-op}
Barnaby: Poor little thing. Give him a treat from me.
Ysolde: I will. And how is the bike?
Barnaby: Stolen! Someone took it from outside the hospital two weeks ago, so I'm walking again. {stolen}
Ysolde: Oh no, what a shame. Did you report it?
Barnaby: I did, but the police weren't hopeful. Actually, it was three weeks ago, not two. I just checked the report. {correction}
@ 2025-02-15
Ysolde: Barnaby! Did you ever send the paramedic application?
Barnaby: I did, in December. I had the interview in York on Tuesday, and they offered me a place on Thursday! {offer}
Ysolde: Congratulations! I knew you would do it.
Barnaby: Thank you! The course starts in September, so I'll have to move to York. I'm already looking at flats. {move-york}
Ysolde: York is beautiful. I have news too. Aivars offered me a full-time job from April, so I'm giving up the pianos. {fulltime}
Barnaby: Even the university contract?
Ysolde: Even that. A young tuner called Jaan is taking it over. I trained him a little in January. {jaan}
Barnaby: Big changes for both of us. How is your dad?
Ysolde: He turned seventy on the 3rd, and we had a party at his house in Viljandi. Kalev made him a bench for the garden. {seventy}
Barnaby: What a lovely present. Hester's wedding is still on for June, by the way, on Saturday the 14th. {wedding-date}
Ysolde: Have you written the speech yet?
Barnaby: Not a word. Maybe I'll start with a Sherlock Holmes quote.
""",
    [
        Q("s", "Where does Ysolde live?", "Tartu", "tartu", "tartu", "", True),
        Q("s", "Who is Kalev?", "Ysolde's younger brother", "brother", "brother", "", True),
        Q("s", "What does Kalev do for a living?", "he is a carpenter in Pärnu", "brother", "carpenter", "third-person-fact", True),
        Q("s", "What did Kalev fix when he stayed with Ysolde at Christmas 2023?", "her leaking roof", "kalev", "leaking roof", ""),
        Q("s", "How many pianos did Ysolde tune in the week before 2024-01-20?", "eleven", "tuning", "eleven pianos", ""),
        Q("s", "Who asked Ysolde to look after all their pianos?", "the university music school", "tuning", "music school", ""),
        Q("t", "From when did Ysolde look after the music school's pianos?", "2024-02", "tuning", "pianos; february", "human-date"),
        Q("s", "What job did Barnaby start in January 2024?", "hospital porter, mostly nights", "porter", "porter", "", True),
        Q("t", "When did Barnaby start his job at the hospital in Whitby?", "2024-01-08", "porter", "hospital; 8th", "human-date"),
        Q("s", "How far does Barnaby walk in a shift?", "about fifteen kilometres", "walk", "fifteen kilometres", ""),
        Q("s", "What does Barnaby's mother think of his night shifts?", "that they will ruin his health", "walk", "mum; ruin; health", ""),
        Q("s", "Which book was Barnaby rereading in January 2024?", "The Hound of the Baskervilles", "holmes", "hound; baskervilles", ""),
        Q("s", "How many times had Barnaby read The Hound of the Baskervilles by January 2024?", "four times", "holmes", "fourth time", ""),
        Q("o", "Who wrote the book Barnaby was rereading in January 2024?", "Arthur Conan Doyle", "holmes", "baskervilles|sherlock holmes", ""),
        Q("s", "How much of Anna Karenina did Ysolde read each night?", "about ten pages", "anna", "ten pages", ""),
        Q("o", "Who wrote the novel Ysolde read slowly in 2024?", "Leo Tolstoy", "anna", "anna karenina", ""),
        Q("t", "When did Ysolde adopt Pippin?", "2024-03-17", "ferret", "pippin; sunday", "relative-date"),
        Q("s", "What kind of animal is Pippin?", "a ferret", "ferret", "ferret", "", True),
        Q("s", "Where did Ysolde adopt her ferret?", "from a shelter in Elva", "ferret", "shelter; elva", ""),
        Q("t", "When did Pippin steal Ysolde's socks?", "2024-03-18", "socks", "socks; monday", "relative-date pronoun"),
        Q("t", "When did Barnaby push his old headmaster in a wheelchair?", "2024-03-19", "headmaster", "headmaster; tuesday", "relative-date"),
        Q("s", "Why was Barnaby's old headmaster in hospital?", "for a knee operation", "knee", "knee operation", "pronoun"),
        Q("t", "When did Hester move to Bristol?", "2024-03-09", "hester", "bristol; two weeks ago", "relative-date"),
        Q("s", "Who is Hester?", "Barnaby's little sister", "hester", "hester; sister", "", True),
        Q("s", "What does Hester do at her job at the aquarium?", "she looks after sharks", "hester", "sharks", "third-person-fact", True),
        Q("s", "Where did Ysolde think Hester lived before March 2024?", "Leeds", "hester-q", "leeds", ""),
        Q("t", "When did Ysolde's father have a stroke?", "2024-03-02", "stroke", "stroke; 2nd", "human-date"),
        Q("s", "How often did Ysolde drive her father to physiotherapy in spring 2024?", "every Thursday", "physio", "physiotherapy; thursday", ""),
        Q("m", "Why did Ysolde have to drive her father to physiotherapy?", "he had a small stroke and was not allowed to drive for a while", "stroke physio", {"stroke": "stroke", "physio": "drive"}, "event-chain"),
        Q("t", "Since when has Ysolde's father been driving again after his stroke?", "2024-05", "dad-better", "driving; may", "human-date"),
        Q("t", "When did Barnaby run his first 10K race?", "2024-05-26", "race", "10k; sunday", "relative-date"),
        Q("s", "Where did Barnaby run his first 10K race?", "Scarborough", "race", "scarborough", ""),
        Q("s", "What was Barnaby's time in his first 10K?", "52 minutes", "race", "52 minutes", ""),
        Q("s", "Who talked Barnaby into running a race?", "Tobias, a paramedic he works with", "tobias", "tobias", ""),
        Q("s", "What is Tobias's job?", "paramedic", "tobias", "paramedic", "third-person-fact", True),
        Q("s", "Which days does Ysolde go bouldering?", "Tuesdays and Fridays", "bouldering", "tuesdays; fridays", ""),
        Q("s", "Who does Ysolde go bouldering with?", "her friend Signe", "bouldering", "signe", ""),
        Q("s", "What hobby did Ysolde take up in spring 2024?", "bouldering", "bouldering", "bouldering", "", True),
        Q("t", "When did Pippin chew through the cable of Ysolde's tuning lamp?", "2024-05-29", "cable", "cable; wednesday", "relative-date pronoun"),
        Q("t", "When did Ysolde finish Anna Karenina?", "2024-05", "finish-q finished", {"finish-q": "anna karenina", "finished": "last weekend"}, "relative-date"),
        Q("s", "What was Ysolde reading after she finished Anna Karenina?", "a book about the history of the piano", "finished", "history; piano", "latest"),
        Q("s", "Why was Ysolde in Riga in August 2024?", "to help an organ builder tune an old church organ", "riga", "riga; organ", ""),
        Q("s", "Who is Aivars?", "an organ builder who took Ysolde on as his apprentice", "aivars", "organ builder|apprentice", "", True),
        Q("t", "When did Ysolde's apprenticeship with Aivars begin?", "2024-09", "aivars", "apprentice; september", "human-date"),
        Q("s", "How many days a week was Ysolde to be Aivars's apprentice at first?", "two days a week", "aivars", "two days", ""),
        Q("t", "When did Barnaby buy his bike?", "2024-08-20", "bike", "bike; tuesday", "relative-date"),
        Q("s", "What bike did Barnaby buy in August 2024, and for how much?", "a green second-hand Raleigh for eighty pounds", "bike", "raleigh; eighty pounds", ""),
        Q("t", "When did Hester get engaged?", "2024-08-16", "hester-engaged", "engaged; friday", "relative-date"),
        Q("s", "Who is Hester engaged to?", "Rufus, a diver she works with", "hester-engaged", "rufus", "", True),
        Q("s", "What does Barnaby have to do at Hester's wedding?", "give a speech", "wedding-june", "speech", ""),
        Q("m", "Where and on what day is Hester's wedding?", "in Bristol on 2025-06-14", "wedding-june wedding-date", {"wedding-june": "bristol", "wedding-date": "june; 14th"}, "event-chain"),
        Q("t", "On what day is Hester's wedding?", "2025-06-14", "wedding-date", "wedding; june; 14th", "human-date latest"),
        Q("s", "What course did Barnaby think of applying for in November 2024?", "paramedic training in York", "paramedic", "paramedic; york", ""),
        Q("s", "How old was Barnaby in November 2024?", "34", "age34", "34", "fragment"),
        Q("s", "How old was Ysolde when she started working on organs?", "38", "age38", "38; organs", "fragment"),
        Q("t", "When did Ysolde help take apart a pipe organ in Valga?", "2024-11-07", "valga", "valga; thursday", "relative-date"),
        Q("s", "Who looks after Pippin when Ysolde travels?", "her neighbour Maarja", "pippin-op", "maarja", ""),
        Q("t", "When did Pippin have an operation to remove a lump?", "2024-11-04", "pippin-op", "operation; monday", "relative-date"),
        Q("t", "When was Barnaby's bike stolen?", "2024-10-19", "stolen correction", {"stolen": "stolen", "correction": "three weeks ago"}, "relative-date"),
        Q("m", "Why was Barnaby walking to work again in November 2024?", "the green Raleigh he bought to cycle to work was stolen from outside the hospital", "bike stolen", {"bike": "bike; cycle", "stolen": "stolen; walking"}, "event-chain"),
        Q("t", "When did Barnaby have his interview for the paramedic course?", "2025-02-11", "offer", "interview; tuesday", "relative-date"),
        Q("t", "When was Barnaby offered a place on the paramedic course?", "2025-02-13", "offer", "offered; thursday", "relative-date"),
        Q("s", "Which city is Barnaby moving to in 2025?", "York", "move-york", "york", "latest", True),
        Q("t", "From when does Ysolde work full-time for Aivars?", "2025-04", "fulltime", "job; april", "human-date"),
        Q("s", "Who took over Ysolde's university piano contract?", "Jaan, a young tuner", "jaan", "jaan", ""),
        Q("m", "Did Ysolde still tune the university's pianos in 2025?", "no, she gave them up for a full-time job with Aivars and Jaan took the contract over", "keep fulltime jaan", {"keep": "university contract", "fulltime": "giving up; pianos", "jaan": "jaan"}, "event-chain latest"),
        Q("t", "When did Ysolde's father turn seventy?", "2025-02-03", "seventy", "seventy; 3rd", "human-date"),
        Q("s", "Where does Ysolde's father live?", "Viljandi", "seventy", "viljandi", "", True),
        Q("s", "What did Kalev make for his father's seventieth birthday?", "a bench for the garden", "seventy", "bench", ""),
        Q("m", "Who inspired Barnaby to train as a paramedic, and how does Barnaby know him?", "Tobias, a paramedic he works with at the hospital", "tobias paramedic", {"tobias": "tobias; paramedic", "paramedic": "paramedic; tobias"}, "event-chain"),
        Q("o", "In which country does Ysolde live?", "Estonia", "tartu", "tartu", ""),
        Q("o", "In which country is the hospital Barnaby works at?", "England", "porter", "whitby", ""),
    ],
)
CONVERSATIONS.append(YSOLDE_BARNABY)


THANDEKA_EVANDER = Conv(
    "pair",
    "timestamped_lines",
    ["Thandeka", "Evander"],
    """
@ 2024-06-09
Thandeka: Evander, hello! It's been ages. I saw your photos of the harbour in Valparaíso and I'm so jealous. How are you? {harbour}
Evander: Thandeka! I'm well, thank you, just tired. I interpreted at a conference for deaf teachers on Thursday and Friday, in sign language for eight hours a day. {conference}
Thandeka: Eight hours! Your hands must have been falling off.
Evander: Nearly. And you? Still typing in court all day?
Thandeka: Still a court stenographer, yes, at the High Court in Bloemfontein. But the big news is that I've signed up for the Mangaung half marathon in September. {halfmarathon}
Evander: A half marathon! Since when do you run?
Thandeka: Since April. Nokuthula dared me at Easter, and I'm far too proud to back down. {dare}
Evander: Remind me, who is Nokuthula?
Thandeka: My cousin on my mum's side. She runs the bakery in Botshabelo, and she finished the Comrades last year, so she's a machine. {cousin}
Evander: Impressive. I have an animal update: I've got a tortoise! His name is Don Tomás and he is forty years old. {tortoise}
Thandeka: Forty! He's older than you.
Evander: He is. His owner, an old fisherman, moved into a care home in May and couldn't take him along. {fisherman}
Thandeka: That's sad but sweet. What does Don Tomás eat?
Evander: Lettuce, tomatoes and, unfortunately, my flowers. {eats}
@ 2024-08-11
Evander: Thandeka, how is the training going?
Thandeka: Good! Yesterday I ran 18 kilometres without stopping. My knees were not happy about it. {18km}
Evander: Yesterday! And you're chatting instead of resting?
Thandeka: I'm resting on the sofa. My granny turned ninety on Wednesday, so we had a big lunch for her in Thaba Nchu. {granny}
Evander: Ninety! Please wish her a happy birthday from Chile.
Thandeka: I will. She still makes her own ginger beer, and she told me that running is only for people who are being chased. {ginger}
Evander: She's a wise woman. My news is not so good. Alejandra and I broke up two weeks ago. {breakup}
Thandeka: Oh Evander, I'm so sorry. Are you okay?
Evander: Mostly. We were together four years, but we wanted different things. She wants to move to Lisbon and I want to stay here. {lisbon}
Thandeka: That's hard. Be kind to yourself.
Evander: I'm trying. My sister Catalina made me sign up for tango lessons, to get me out of the flat. The first class is on Thursday. {tango}
Thandeka: Tango! Send me a video, please.
Evander: Absolutely not.
@ 2024-10-20
Thandeka: I did it! I ran the half marathon on the 22nd of September, in 2 hours and 9 minutes. {finished-hm}
Evander: Congratulations! That's a great time for a first one.
Thandeka: Thank you! Nokuthula beat me by six minutes, of course. But I've already signed up for another one in Cape Town in March. {capetown}
Evander: You've caught the bug. How is your granny?
Thandeka: Fighting fit. She had a cataract removed on Tuesday, and now she says she can see the dust in my house. {cataract}
Evander: Ha! And how is the stenography?
Thandeka: Busy. I've been typing up a big fraud trial since August, and the judge talks very fast. I might change jobs, actually. There's a post as a court interpreter's assistant in Pretoria. {pretoria-job}
Evander: Pretoria! Would you move?
Thandeka: If I got it, yes. The interview is on the 4th of November. {interview}
Evander: Good luck! I love the tango, by the way. I go twice a week now, and my teacher, Ramona, says I have good feet but a stiff back. {ramona}
Thandeka: I knew you would. And Don Tomás?
Evander: Spring is starting here, so he's waking up properly. He ate a whole tomato on Friday. {tomato}
Thandeka: Chilean seasons confuse me.
@ 2025-01-12
Evander: Happy New Year, Thandeka! Did you get the Pretoria job?
Thandeka: I did! I start on the 1st of February, so I'm moving to Pretoria at the end of this month. {got-job}
Evander: Fantastic, congratulations! Have you found a place?
Thandeka: A small flat in Hatfield, near the university. It has a balcony with a jacaranda tree outside. {hatfield}
Evander: Lovely. Jacarandas flower in October, right?
Thandeka: Yes, the whole city turns purple. How was your Christmas?
Evander: Quiet. I spent Christmas Eve with my parents in Viña del Mar. My dad retired from the navy in December, after thirty years. {dad-navy}
Thandeka: Thirty years! What will he do now?
Evander: Fish, mostly, and complain about the government. He also bought a small boat, which my mum hates. {boat}
Thandeka: Ha! And how are you, really, since the break-up?
Evander: Much better. Actually, I've been seeing Ramona, my tango teacher, since New Year's Eve. {seeing}
Thandeka: The one who said you had a stiff back? I love this!
Evander: The very same. Don't tell anyone yet.
@ 2025-04-06
Thandeka: Evander! Hello from Pretoria. I ran the Cape Town half marathon three weeks ago, in 2 hours and 1 minute! {ct-race}
Evander: Eight minutes faster! That's incredible.
Thandeka: Thank you! And I finally beat Nokuthula. She had a cold, but I'm still counting it. {beat}
Evander: It counts. How is the new job?
Thandeka: I love it. I help the court interpreters with Sesotho and English, and everyone is friendly. My boss, Mr Pillay, brings samosas every Friday. {pillay}
Evander: Best boss ever. My news: I'm moving to Santiago in June. I got a job interpreting the national television news. {santiago}
Thandeka: The TV news! On screen?
Evander: Yes, in the small box in the corner, signing the news every evening. I start on the 2nd of June. {start-tv}
Thandeka: I'll watch it online. What about Ramona?
Evander: She's coming with me. She's going to open her own tango school in Santiago. {ramona-school}
Thandeka: That's wonderful. And Don Tomás?
Evander: He's coming too, in a shoebox with holes in the lid.
@ 2025-07-20
Evander: Thandeka, I just saw your photos from Lesotho. Was that the hiking trip?
Thandeka: Yes! Nokuthula and I hiked in the mountains for four days, from the 10th to the 13th. We slept in a village with no electricity. {lesotho}
Evander: Beautiful. Did you see any snow?
Thandeka: Yes, on the last morning, I was frozen. And more news: on Wednesday I adopted a cat from a shelter here in Pretoria. A grey one called Mpho. {cat}
Evander: A cat! Is he friendly?
Thandeka: She! And very friendly, she sleeps on my laptop. How is the TV job?
Evander: Scary at first, but good now. On my second day I signed the weather forecast wrong. I said snow instead of rain. {weather}
Thandeka: Ha! Did anyone notice?
Evander: Lots of people. My sister Catalina sent me a video of it the same night. {video}
Thandeka: Sisters, always there for you. How is Ramona's school?
Evander: It opened on the 1st of July, and it has forty students already! {school-open}
Thandeka: That's fantastic. Give her my congratulations.
Evander: I will. Come and visit us in Santiago one day!
""",
    [
        Q("s", "What is Thandeka's job in June 2024?", "court stenographer at the High Court in Bloemfontein", "halfmarathon", "stenographer", "", True),
        Q("s", "Which city did Thandeka work in during 2024?", "Bloemfontein", "halfmarathon", "bloemfontein", "", True),
        Q("s", "What is Evander's job?", "sign-language interpreter", "conference", "interpreted; sign language", "", True),
        Q("t", "When did the conference for deaf teachers that Evander interpreted at begin?", "2024-06-06", "conference", "conference; thursday", "relative-date"),
        Q("s", "How many hours a day did Evander sign at the conference for deaf teachers?", "eight", "conference", "eight hours", ""),
        Q("s", "Which race did Thandeka sign up for in June 2024?", "the Mangaung half marathon", "halfmarathon", "mangaung; half marathon", ""),
        Q("t", "When was the Mangaung half marathon?", "2024-09", "halfmarathon", "mangaung; september", "human-date"),
        Q("s", "Who dared Thandeka to start running?", "her cousin Nokuthula", "dare", "nokuthula; dared", ""),
        Q("t", "When did Thandeka start running?", "2024-04", "dare", "since april", "human-date"),
        Q("s", "Who is Nokuthula?", "Thandeka's cousin on her mother's side", "cousin", "cousin", "", True),
        Q("s", "What does Nokuthula do for a living?", "she runs the bakery in Botshabelo", "cousin", "bakery; botshabelo", "third-person-fact", True),
        Q("s", "Which famous race had Nokuthula finished?", "the Comrades", "cousin", "comrades", "third-person-fact"),
        Q("s", "What pet did Evander get in 2024?", "a tortoise called Don Tomás", "tortoise", "tortoise", "", True),
        Q("s", "How old was Don Tomás in June 2024?", "forty", "tortoise", "forty", "fragment"),
        Q("s", "Why did Don Tomás's previous owner give him up?", "the old fisherman moved into a care home", "fisherman", "care home", "pronoun"),
        Q("s", "What does Don Tomás eat?", "lettuce, tomatoes and Evander's flowers", "eats", "lettuce; tomatoes", "fragment"),
        Q("t", "When did Thandeka run 18 kilometres without stopping?", "2024-08-10", "18km", "18 kilometres; yesterday", "relative-date"),
        Q("t", "When did Thandeka's granny turn ninety?", "2024-08-07", "granny", "ninety; wednesday", "relative-date"),
        Q("s", "Where was the lunch for Thandeka's granny's ninetieth birthday?", "Thaba Nchu", "granny", "thaba nchu", ""),
        Q("s", "What does Thandeka's granny think of running?", "that it is only for people who are being chased", "ginger", "running; chased", ""),
        Q("s", "What drink does Thandeka's granny still make herself?", "ginger beer", "ginger", "ginger beer", ""),
        Q("t", "When did Evander and Alejandra break up?", "2024-07-28", "breakup", "alejandra; two weeks ago", "relative-date"),
        Q("s", "How long were Evander and Alejandra together?", "four years", "lisbon", "four years", "pronoun"),
        Q("s", "Where does Alejandra want to move?", "Lisbon", "lisbon", "lisbon", "third-person-fact"),
        Q("m", "Why did Evander and Alejandra break up?", "she wanted to move to Lisbon and he wanted to stay in Chile", "breakup lisbon", {"breakup": "broke up", "lisbon": "lisbon"}, "event-chain"),
        Q("s", "Who made Evander sign up for tango lessons?", "his sister Catalina", "tango", "catalina; tango", ""),
        Q("t", "When was Evander's first tango class?", "2024-08-15", "tango", "class; thursday", "relative-date"),
        Q("t", "When did Thandeka run her first half marathon?", "2024-09-22", "finished-hm", "half marathon; 22nd; september", "human-date"),
        Q("s", "What was Thandeka's time in her first half marathon?", "2 hours and 9 minutes", "finished-hm", "2 hours; 9 minutes", ""),
        Q("s", "By how much did Nokuthula beat Thandeka in her first half marathon?", "six minutes", "capetown", "six minutes", ""),
        Q("t", "When did Thandeka's granny have a cataract removed?", "2024-10-15", "cataract", "cataract; tuesday", "relative-date pronoun"),
        Q("s", "What kind of trial was Thandeka typing up in autumn 2024?", "a big fraud trial", "pretoria-job", "fraud trial", ""),
        Q("s", "What job did Thandeka apply for in Pretoria?", "court interpreter's assistant", "pretoria-job", "interpreter; assistant", ""),
        Q("t", "When was Thandeka's interview for the job in Pretoria?", "2024-11-04", "interview", "interview; 4th; november", "human-date"),
        Q("s", "How often did Evander go to tango in October 2024?", "twice a week", "ramona", "twice; week", ""),
        Q("s", "What did Ramona say about Evander's dancing?", "he has good feet but a stiff back", "ramona", "feet; stiff back", ""),
        Q("t", "When did Don Tomás eat a whole tomato?", "2024-10-18", "tomato", "tomato; friday", "relative-date pronoun"),
        Q("t", "When did Thandeka start her job in Pretoria?", "2025-02-01", "got-job", "1st; february", "human-date"),
        Q("t", "When did Thandeka move to Pretoria?", "2025-01", "got-job", "moving; pretoria; end; month", "relative-date"),
        Q("s", "Which part of Pretoria does Thandeka live in?", "Hatfield, near the university", "hatfield", "hatfield", "latest", True),
        Q("s", "What tree is outside Thandeka's balcony in Pretoria?", "a jacaranda", "hatfield", "jacaranda", ""),
        Q("s", "Where do Evander's parents live?", "Viña del Mar", "dad-navy", "viña del mar", "", True),
        Q("t", "When did Evander's father retire from the navy?", "2024-12", "dad-navy", "retired; navy; december", "human-date"),
        Q("s", "How long did Evander's father serve in the navy?", "thirty years", "dad-navy", "thirty years", ""),
        Q("s", "What did Evander's father buy after he retired?", "a small boat", "boat", "boat", "pronoun"),
        Q("t", "Since when has Evander been seeing Ramona?", "2024-12-31", "seeing", "ramona; new year's eve", "human-date"),
        Q("m", "Who is Evander's girlfriend in 2025, and how did he meet her?", "Ramona, his tango teacher, at the tango lessons his sister Catalina made him sign up for", "tango seeing", {"tango": "catalina; tango", "seeing": "ramona; tango teacher"}, "event-chain"),
        Q("t", "When did Thandeka run the Cape Town half marathon?", "2025-03-16", "ct-race", "cape town; three weeks ago", "relative-date"),
        Q("m", "How much faster was Thandeka's Cape Town half marathon than her first one?", "eight minutes faster (2 hours 1 minute against 2 hours 9 minutes)", "finished-hm ct-race", {"finished-hm": "2 hours; 9 minutes", "ct-race": "2 hours; 1 minute"}, "event-chain"),
        Q("s", "Why does Thandeka say Nokuthula lost the Cape Town half marathon to her?", "Nokuthula had a cold", "beat", "cold", "pronoun"),
        Q("s", "Which languages does Thandeka help the court interpreters with?", "Sesotho and English", "pillay", "sesotho; english", ""),
        Q("s", "Who is Thandeka's boss in Pretoria?", "Mr Pillay", "pillay", "boss; pillay", "", True),
        Q("s", "What does Mr Pillay bring to work every Friday?", "samosas", "pillay", "samosas", ""),
        Q("s", "What job did Evander get in 2025?", "interpreting the national television news in sign language", "santiago", "television news", "latest", True),
        Q("t", "When did Evander start interpreting the TV news?", "2025-06-02", "start-tv", "2nd; june", "human-date"),
        Q("t", "When did Evander move to Santiago?", "2025-06", "santiago", "moving; santiago; june", "human-date"),
        Q("m", "Where does Ramona's tango school open, and on what day?", "in Santiago, on 2025-07-01", "ramona-school school-open", {"ramona-school": "tango school; santiago", "school-open": "1st; july"}, "event-chain"),
        Q("t", "When did Ramona's tango school open?", "2025-07-01", "school-open", "opened; 1st; july", "pronoun human-date"),
        Q("s", "How many students did Ramona's school have in July 2025?", "forty", "school-open", "forty students", ""),
        Q("t", "When did Thandeka's hike in Lesotho begin?", "2025-07-10", "lesotho", "hiked; 10th", "human-date"),
        Q("s", "How long did Thandeka's hike in Lesotho last?", "four days", "lesotho", "four days", ""),
        Q("s", "Who went hiking in Lesotho with Thandeka?", "Nokuthula", "lesotho", "nokuthula", ""),
        Q("t", "When did Thandeka adopt her cat?", "2025-07-16", "cat", "cat; wednesday", "relative-date"),
        Q("s", "What is the name of Thandeka's cat?", "Mpho", "cat", "mpho", "", True),
        Q("s", "What mistake did Evander make on his second day on the TV news?", "he signed snow instead of rain in the weather forecast", "weather", "snow; rain", ""),
        Q("s", "Who sent Evander a video of his weather mistake?", "his sister Catalina", "video", "catalina", "pronoun"),
        Q("o", "In which country did Evander live in 2024?", "Chile", "harbour", "valparaíso", ""),
        Q("o", "Which country is Evander's new city in 2025 the capital of?", "Chile", "santiago", "santiago", ""),
    ],
)
CONVERSATIONS.append(THANDEKA_EVANDER)
