# ruff: noqa: E501 - the literals below are chat lines and sentences, kept one a line
"""Writes the second blind held-out recall set (bench/data/blind-heldout2/) from its literals.

Usage::

    uv run python bench/data/blind-heldout2/write.py            # (re)write the four files
    uv run python bench/data/blind-heldout2/write.py --check    # do the files match?

Everything here was written by hand. A session is a block of lines ``X: text`` where ``X``
is a speaker's initial; ``X #label: text`` gives the turn a label that questions cite as
evidence (labels are unique within a conversation). Question keys are written
``"a phrase|another phrase; next group"``: groups split on ``;``, alternatives on ``|``.
Every label is checked against the scorer's rules before anything is written.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from datetime import date
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path[:0] = [str(ROOT / "bench"), str(ROOT)]

from _recall.scoring import keys_met, term_set, terms  # noqa: E402
from _recall.shapes import SHAPES  # noqa: E402

from tests.recall_checks import CATEGORIES, TAGS, check_question  # noqa: E402

EPOCH = "2026-12-03"
FIRST_DAY, LAST_DAY = date(2023, 1, 1), date(2025, 12, 31)
MEMORY_TYPES = frozenset({"durable-fact", "past-event", "third-person-fact", "request-with-fact", "plan", "fragment-answer", "preference", "recent-state", "second-person", "pronoun-answer", "note", "multi-fact"})  # fmt: skip
NONE_TYPES = frozenset({"chatter", "question", "compliment", "hypothetical", "others-opinion", "generic-opinion", "passing-mood", "assistant-suggestion", "thanks"})  # fmt: skip
ISO = re.compile(r"\d{4}-\d{2}(-\d{2})?")
LINE = re.compile(r"^(\w+)(?: #([\w-]+))?: (.+)$")
UNRESOLVED = re.compile(r"\b(I|my|me|you|your|it|today|yesterday|tomorrow|last|next)\b", re.I)

# fmt: off

# -- conv-01: Saoirse (a ferry deckhand who retrains in air traffic control) and Tomasz
# (a locksmith in Leicester), old friends, chatting as a plain named-lines export.
C01: dict[str, Any] = {
    "kind": "pair", "shape": "named_lines", "speakers": {"S": "Saoirse", "T": "Tomasz"},
    "sessions": [
        ("2023-02-11", """
T: saoirse!! long time. how's cobh treating you, still freezing?
S #dog: freezing and wet lol. but listen i have news, we adopted a greyhound last saturday!! she's a retired racer called pudding and she is the most anxious creature alive
T: PUDDING. i need photos immediately
S: sending now. she sleeps upside down on the sofa like a dead spider
T: oh my god the legs. ok that's the best thing i've seen all week
S #job-q: how's the lock business? still doing the emergency call outs
T #job: yeah still a locksmith, still got the van, still getting woken at 3am by people locked out of their flats all over leicester. it pays tho
S: and renata? are you two still doing the long distance thing
T #renata: nope she moved in with me in november! her commute to nottingham is brutal but she says it's worth it for my cooking
S: wow domestic bliss. what are you cooking then
T #dad: mostly pierogi tbh. my dad sends his recipe from łódź every time i ask and then tells me i did it wrong
S: haha classic dad. mine just sends weather warnings
S #deckhand: oh and work wise, the ferry is laid up for repairs till march so i'm doing deckhand shifts on the harbour tour boats instead. smells of diesel all day
T: you do love a boat tho
S: i do. anyway pudding is trying to eat the remote, gotta go x
T: go save the remote. bye x
"""),
        ("2023-04-02", """
S: tomasz are you alive
T #gig: barely, gig last night ran till 1. the loose hinges played a wedding in market harborough
S #band-q: wait you're still in the ska band?? what do you play again
T #bass: bass! been with them six years now. we do covers mostly, madness and the specials and a horrible version of mr brightside
S: i would pay money to see that
T: next time you're over. hows the dog
S #applied: pudding is thriving. she's learned to open the fridge which is a problem. also big news, i applied for the air traffic control training with the IAA
T: air traffic control?? since when do you want to do that
S #test: since forever honestly, i just never thought i'd pass the tests. the first aptitude test is on the 18th
T: you'll smash it. you were always good at those spatial puzzle things
S: we'll see. how's renata?
T #twins: she's good, stressed. her sister had twins on tuesday so she's been driving up to derby every evening
S: twins! tell her congrats from me
T: will do. right i need a nap, speak soon
"""),
        ("2023-05-27", """
T: guess who's engaged
S: NO. WAY. when?? how??
T #engaged: last sunday, up at bradgate park at sunrise. i had the ring in my pocket for three weeks waiting for a dry morning lol
S: i'm actually crying. did she cry
T #wedding-plan: she said "obviously" and then cried yes. we're thinking a wedding next summer, maybe august, somewhere small
S: i'm coming. i don't care where it is
T: you're invited, obviously. what about you, any news on the atc thing?
S #atc-start: i passed the aptitude test AND the interview!! i start the training course in shannon on the 4th of september
T: saoirse that's huge. does that mean moving?
S #limerick-plan: yep. shannon is like two hours from cobh so i'm looking at flats in limerick. pudding is coming obviously
T: limerick! do they have good chippers
S #clodagh: the best, apparently. my sister clodagh lived there for years, she's giving me the tour
T: nice. right renata's mum is calling to scream about the engagement again, i have to go
S: go go go. congrats again!!
"""),
        ("2023-08-19", """
S #moved: hiya from the land of boxes. i moved into the limerick flat on thursday
T: already? how is it
S #flat: tiny but it's got a garden for pudding and it's ten mins from the river. the landlord's a bit weird, he keeps a parrot in the hallway
T: a parrot in the hallway is a dealbreaker for me
S: it says "hello gorgeous" every time i walk past, i've decided it's a positive
T: fair. meanwhile i'm in a cast
S: what?? what happened
T #wrist: fell off a ladder changing a lock on a loft hatch last wednesday. broke my left wrist in two places
S: oh no tomasz. can you work?
T #kuba: not really, my mate kuba is doing the call outs for me and i'm doing the phone and the invoices. and no bass for six weeks which is the real tragedy
S: the loose hinges without their bassist, the world mourns
T: they got a dep for the gigs. he's better than me which is worse
S: ha. get better soon ok. send me an xray pic
T: already framed it
"""),
        ("2023-10-28", """
T: how's atc school
S #resit: intense. we're on the simulator every day, i dream about call signs. failed one assessment but passed the resit on monday
T #physio: knew you would. the wrist is out of the cast btw, physio twice a week
S: yay! can you play again?
T #gig-back: slowly. did my first gig back on friday night, only managed half the set
S #wedding-q: proud. how's the wedding planning going
T #wedding-date: we booked it! 10th august next year at a barn near melton mowbray. renata's already made a spreadsheet with 40 tabs
S: 40 tabs is a normal amount of tabs
T #kiwi: one tab is just for the food. no fruit salad anywhere because i'm allergic to kiwi and renata doesn't trust caterers
S #pregnant: smart woman. oh also clodagh is pregnant! due in march, i'm going to be an aunt
T: auntie saoirse! congrats to her
S: she's already asked me to babysit which is bold given i can barely keep pudding alive
T: pudding is the healthiest dog in ireland
"""),
        ("2024-01-20", """
S: happy new year ish! sorry i went quiet, exams
T: no worries. did you pass?
S #trainee: i did!! officially a trainee controller, i'm working in the tower at shannon from february
T: that's mad. so no more boats at all?
S: nope, i sold my waterproofs to a lad on the harbour. end of an era
T: i'm proud of you. also i have news, we're not doing the barn anymore
S: oh no what happened
T #venue: the barn place went bust in december. so we moved it to renata's uncle's farm in rutland, same date
S: honestly a farm sounds nicer. is there a parrot
T: there are alpacas. renata wants them in the photos
S #bouldering: alpaca wedding photos, i'm crying. also i started bouldering at a gym in limerick, i'm terrible but i love it
T: with those wrists of yours be careful. take it from me
S: ha. at least i can drive to the hospital now
T #car-q: wait you drive now? you said you'd never learn
S #car: passed in november! i've got a tiny red fiat, pudding rides in the back like a queen
S: ha. ok i have to walk pudding, she's staring at me
T: say hi to her x
"""),
    ],
    "questions": [
        ("single-hop", "What kind of dog did Saoirse adopt?", "a greyhound, a retired racer", {"dog": "greyhound"}, "", True),
        ("single-hop", "What is the name of Saoirse's greyhound?", "Pudding", {"dog": "pudding; greyhound"}, "", True),
        ("temporal", "When did Saoirse adopt her greyhound?", "2023-02-04", {"dog": "greyhound|pudding; adopted"}, "relative-date", False),
        ("single-hop", "What does Tomasz do for a living?", "locksmith", {"job-q job": "locksmith"}, "second-person", True),
        ("single-hop", "Which city does Tomasz work in?", "Leicester", {"job": "leicester"}, "", True),
        ("single-hop", "Which city does Tomasz's dad live in?", "Łódź", {"dad": "dad; łódź|lodz"}, "third-person-fact", True),
        ("open-domain", "In which country does Tomasz's father live?", "Poland", {"dad": "dad; łódź|lodz"}, "third-person-fact", False),
        ("single-hop", "What instrument does Tomasz play in his band?", "bass", {"band-q bass": "bass"}, "fragment", True),
        ("temporal", "When did Tomasz's band play a wedding in Market Harborough?", "2023-04-01", {"gig": "wedding; market harborough"}, "relative-date", False),
        ("single-hop", "What is the name of Tomasz's ska covers band?", "the Loose Hinges", {"gig": "loose hinges"}, "", True),
        ("temporal", "When was Saoirse's first air traffic control aptitude test?", "2023-04-18", {"applied": "air traffic control", "test": "aptitude test"}, "relative-date", False),
        ("temporal", "When did Renata's sister have twins?", "2023-03-28", {"twins": "twins"}, "relative-date third-person-fact", False),
        ("single-hop", "Which city did Renata drive to every evening after her sister had twins?", "Derby", {"twins": "twins; derby"}, "pronoun", False),
        ("temporal", "When did Tomasz and Renata get engaged?", "2023-05-21", {"engaged": "bradgate park|ring"}, "relative-date", False),
        ("single-hop", "Where did Tomasz propose to Renata?", "at Bradgate Park, at sunrise", {"engaged": "bradgate park"}, "", False),
        ("temporal", "When did Saoirse's air traffic control training course in Shannon start?", "2023-09-04", {"atc-start": "training; shannon; september|2023-09-04"}, "human-date", False),
        ("single-hop", "What is the name of Saoirse's sister?", "Clodagh", {"clodagh": "sister; clodagh"}, "third-person-fact", True),
        ("temporal", "When did Saoirse move into her flat in Limerick?", "2023-08-17", {"moved": "limerick"}, "relative-date", False),
        ("multi-hop", "Why did Saoirse move from Cobh to Limerick?", "for her training course in Shannon", {"atc-start": "training; shannon", "limerick-plan": "limerick"}, "event-chain", False),
        ("single-hop", "What pet does Saoirse's Limerick landlord keep in the hallway?", "a parrot", {"flat": "parrot; landlord"}, "", False),
        ("temporal", "When did Tomasz break his wrist?", "2023-08-16", {"wrist": "wrist; broke"}, "relative-date", False),
        ("single-hop", "How did Tomasz break his wrist?", "he fell off a ladder changing a lock on a loft hatch", {"wrist": "ladder; wrist"}, "", False),
        ("single-hop", "Who did Tomasz's call-outs while his wrist was broken?", "his mate Kuba", {"kuba": "kuba"}, "third-person-fact", False),
        ("temporal", "When did Tomasz play his first gig after breaking his wrist?", "2023-10-27", {"gig-back": "first gig"}, "relative-date", False),
        ("temporal", "When did Saoirse pass her air traffic control resit?", "2023-10-23", {"resit": "resit"}, "relative-date", False),
        ("single-hop", "What is Tomasz allergic to?", "kiwi", {"kiwi": "allergic; kiwi"}, "", True),
        ("temporal", "On what date are Tomasz and Renata getting married?", "2024-08-10", {"wedding-q wedding-date": "wedding; august|2024-08-10"}, "", False),
        ("multi-hop", "Where is Tomasz and Renata's wedding now being held?", "on Renata's uncle's farm in Rutland", {"wedding-date": "barn", "venue": "farm; rutland"}, "latest event-chain", False),
        ("open-domain", "In which country did Saoirse train as an air traffic controller?", "Ireland", {"atc-start": "shannon"}, "", False),
        ("temporal", "In which month is Clodagh's baby due?", "2024-03", {"pregnant": "clodagh; pregnant"}, "third-person-fact", False),
        ("single-hop", "What sport did Saoirse take up in Limerick?", "bouldering", {"bouldering": "bouldering"}, "latest", True),
        ("single-hop", "What is Saoirse's job now?", "trainee controller in the tower at Shannon", {"trainee": "trainee controller|controller; shannon"}, "latest", True),
        ("single-hop", "What car does Saoirse drive?", "a tiny red Fiat", {"car-q car": "fiat"}, "second-person", True),
        ("temporal", "In which month did Saoirse pass her driving test?", "2023-11", {"car": "passed; november|2023-11"}, "relative-date", False),
        ("multi-hop", "What jobs has Saoirse had, in order?", "deckhand, then trainee controller", {"deckhand": "deckhand", "trainee": "controller"}, "event-chain latest", False),
        ("single-hop", "Which city does Renata commute to?", "Nottingham", {"renata": "nottingham"}, "pronoun", False),
        ("temporal", "When did Renata move in with Tomasz?", "2022-11", {"renata": "moved; november|2022-11"}, "relative-date", False),
    ],
}

# -- conv-02: Folasade (a radiographer in Sheffield) and her cousin Wren (a bike courier in
# Manchester who opens a repair shop), as a messenger log with times.
C02: dict[str, Any] = {
    "kind": "pair", "shape": "timestamped_lines", "speakers": {"F": "Folasade", "W": "Wren"},
    "sessions": [
        ("2023-06-04", """
W #bisi-q: fola!! happy sunday. did aunty bisi get home ok from the party
F #bisi: she did, she texted me a thumbs up at midnight which for my mum is basically a novel. she's still moaning about her hip tho, the surgeon says she needs a new one
W: oh no. is she on a waiting list?
F #hip-date: yeah, they've given her a date, the 21st of august. i'm taking the week off to look after her
W: you're a good daughter. i'd be useless
F: you'd bring her a sandwich and then eat the crusts and be ill for a week
W #coeliac: rude but fair. being coeliac is a full time job honestly, the new cafe near me does gf bread that tastes of cardboard
F #courier-q: how's the couriering
W #courier: still doing it, still hate the hills. i did 94 miles across manchester on friday and my knees are filing a complaint
F #job-q: you should get a proper job lol. come and be a radiographer with me at fernbank, we're always short
W: i faint at blood fola. remember tobi's nosebleed
F #tobi: tobi still talks about that. he's seven now and he wants to be a "bone doctor" because of my job
W: tell him uncle wren says hi. well, cousin wren
F: he calls you uncle anyway. right kwame's shouting about the barbecue, bye love
W: bye x
"""),
        ("2023-08-16", """
F: wren are you about
W: yeah just locked the bike up, what's up
F #hip-done: mum's home! they moved the op forward, she had it on monday and they had her walking on a frame by tuesday afternoon, mad
W: that's brilliant. how's she coping
F: she's furious she can't go to church. she's making kwame drive the pastor round instead
W #news: lol. i have news too. i'm quitting couriering. me and oskar found a unit in levenshulme and we're opening a bike repair shop
F: WREN. that's huge. what's it called
W #shopname: spoke & dagger. oskar came up with it, i wanted "chain reaction" but apparently that's taken by about 400 shops
F: spoke and dagger is better anyway. when do you open?
W #opening: if the electrics pass, the 2nd of october
F #oskar-q: is oskar leaving his job too?
W #oskar: yeah he's handing in his notice at the council next week, he's been a planning officer there for like eight years
F: brave. i'm proud of you both
W: thanks fola. come up when it's open, i'll true tobi's wheels for free
F: deal
"""),
        ("2023-11-09", """
F #half-q: so i've done something stupid. i signed up for the sheffield half marathon
W: you?? you get a taxi to the corner shop
F #half-date: i know!! it's on the 7th of april so i've got five months. kwame's doing it too, he says it'll be "romantic"
W: nothing says romance like chafing
F: how's the shop? did you open in the end
W #opened: we did! opened three weeks late though, on the 23rd of october, because the electrician disappeared to tenerife
F: classic electrician
W: business is ok. lots of students with broken brakes. and we got a shop cat, sort of
F: sort of??
W #cat: she just walked in on our second day and never left. oskar named her marmite. she sleeps in the inner tube box
F: i love her already. send pics
W: incoming. how's tobi
F #tobi-arm: broke his arm falling off the climbing frame at school last thursday. he's thrilled because everyone signed his cast
W: ouch. the family curse of bones
F #xmas-q: where are you two spending christmas?
W #xmas: oskar's parents. hebden bridge. a whole week of board games
F: i x-rayed him myself practically lol. well a colleague did, i wasn't allowed
"""),
        ("2024-02-18", """
W: how's the training going
F #veg: slowly. did 10k this morning in the rain. also, i've gone vegetarian, like properly, since january
W: you?? the woman who ate a whole suya platter at my birthday
F #veg-why: i know. kwame's brother is a vet and he showed us a documentary and that was it. kwame's still eating meat though, he says he'll "think about it"
W: good luck to him. i can't do vegetarian and gluten free, i'd just eat rice
F: what's new up north
W #oskar-move: oskar's moved in with me! well, i moved into his place, my flat had the mould thing. we're in didsbury now, by the park
F: aw. and marmite?
W: marmite lives at the shop, she'd hate a move. she has a lot of fans there
F: she has an instagram doesn't she
W #insta: 3000 followers. more than the shop. oskar's furious
F: lol. right i need to stretch or i'll never walk again
W: go. good luck with the rest of training
"""),
        ("2024-05-14", """
F: guess who finished a half marathon
W: NO WAY. how did it go
F #time: 2 hours 19. kwame beat me by four minutes and will not shut up about it
W: 2:19 is amazing for someone who used to get taxis to the corner shop
F #house: haha. and bigger news, we got the house! the one in hillsborough with the yellow door. we move on the 1st of june
W: the yellow door one!! fola i'm so happy. tobi gets his own room finally
F: he's already planning to paint it black. he's eight, i said no
W #bike-q: wise. hey do you want me to bring a bike for tobi when i come for the housewarming
F: that would make his life. he's been on his scooter since he was five
W #shop-sad: brilliant. oh, also we had a break in at the shop last weekend, they took three bikes and the till. marmite was fine, she slept through it
F: useless guard cat. did you call the police
W: yeah. they gave us a crime number and a leaflet
F: a leaflet. great. hope the insurance pays out
W: fingers crossed
"""),
        ("2024-09-22", """
W: how's the yellow door house
F: we love it. the garden is chaos but kwame's building raised beds. and mum comes round every sunday now she can walk properly again
W #tobi-bike-q: is tobi still riding the bike
F #tobi-bike: every day. he rides it to school with kwame jogging behind him
W: kwame jogging, who is he
F #newjob: also i got promoted! i'm the lead radiographer for the ct department now, started on the 2nd
W: FOLA. the bone doctor's mum is a big deal now
W #fernbank-q: you're still at fernbank though, yeah?
F #fernbank-yes: yep, same hospital, new office with an actual window
F: lol tobi told his teacher i'm "the boss of the hospital"
W #shop-second: accurate. and we're thinking of opening a second spoke & dagger in stockport next year, oskar's doing the numbers
F: empire building. what does marmite think
W: marmite refuses to commute
F #party: ha. are you still coming for kwame's 40th? it's the 12th of october, at the house
W: wouldn't miss it. i'll bring gf cake for me and a normal one for everyone else
F: you're a star
W: bye love x
"""),
    ],
    "questions": [
        ("single-hop", "What operation does Folasade's mum need?", "a new hip", {"bisi": "hip; mum"}, "third-person-fact", True),
        ("single-hop", "What is Folasade's mum called?", "Bisi", {"bisi-q bisi": "bisi; mum"}, "pronoun third-person-fact", True),
        ("temporal", "When was Folasade's mum's hip operation first scheduled for?", "2023-08-21", {"hip-date": "august|2023-08-21"}, "human-date", False),
        ("temporal", "When did Folasade's mum actually have her hip operation?", "2023-08-14", {"hip-done": "op; mum"}, "relative-date latest", False),
        ("multi-hop", "Was Folasade's mum's hip operation earlier or later than first planned, and by how many days?", "moved forward a week", {"hip-date": "august|2023-08-21", "hip-done": "op; forward"}, "event-chain", False),
        ("single-hop", "Which condition means Wren has to eat gluten-free?", "coeliac", {"coeliac": "coeliac"}, "", True),
        ("open-domain", "Wren is coeliac; which protein does Wren have to avoid?", "gluten", {"coeliac": "coeliac"}, "", False),
        ("single-hop", "What was Wren's job before the bike shop?", "couriering across Manchester", {"courier-q courier": "couriering; manchester"}, "", True),
        ("temporal", "When did Wren ride 94 miles across Manchester?", "2023-06-02", {"courier": "94 miles"}, "relative-date", False),
        ("single-hop", "What is Folasade's job?", "radiographer", {"job-q": "radiographer"}, "", True),
        ("single-hop", "Which hospital does Folasade work at?", "Fernbank", {"job-q": "fernbank"}, "", True),
        ("single-hop", "What is the name of Folasade's son?", "Tobi", {"tobi": "tobi"}, "", True),
        ("single-hop", "What does Tobi want to be when he grows up?", "a bone doctor", {"tobi": "bone doctor"}, "third-person-fact", False),
        ("single-hop", "Where did Wren and Oskar open their bike repair shop?", "Levenshulme", {"news": "levenshulme; bike repair shop"}, "", True),
        ("single-hop", "What is Wren's bike shop called?", "Spoke & Dagger", {"shopname": "spoke; dagger"}, "", True),
        ("single-hop", "Who came up with the name of Wren's shop?", "Oskar", {"shopname": "oskar"}, "pronoun", False),
        ("multi-hop", "How many days later than planned did Wren's shop open?", "three weeks", {"opening": "october|2023-10-02", "opened": "october|2023-10-23"}, "event-chain", False),
        ("temporal", "When did Spoke & Dagger open?", "2023-10-23", {"opened": "opened; october|2023-10-23"}, "human-date", False),
        ("single-hop", "What did Oskar do before opening the bike shop?", "planning officer at the council", {"oskar-q oskar": "planning officer; council"}, "third-person-fact pronoun", True),
        ("temporal", "When is the Sheffield half marathon that Folasade signed up for?", "2024-04-07", {"half-q": "sheffield half marathon", "half-date": "april|2024-04-07"}, "", False),
        ("single-hop", "What is the name of the cat at Wren's shop?", "Marmite", {"cat": "marmite"}, "pronoun", True),
        ("open-domain", "Wren's shop cat shares her name with a spread made from what?", "yeast extract", {"cat": "marmite"}, "", False),
        ("temporal", "When did Tobi break his arm?", "2023-11-02", {"tobi-arm": "arm; climbing frame"}, "relative-date", False),
        ("multi-hop", "How old was Tobi when he broke his arm?", "seven", {"tobi": "seven", "tobi-arm": "arm"}, "event-chain", False),
        ("single-hop", "Where did Wren spend Christmas 2023?", "at Oskar's parents' in Hebden Bridge", {"xmas-q xmas": "christmas; hebden bridge"}, "fragment human-date", False),
        ("temporal", "Since when has Folasade been vegetarian?", "2024-01", {"veg": "vegetarian; january|2024-01"}, "relative-date", False),
        ("single-hop", "What does Kwame's brother do?", "he is a vet", {"veg-why": "brother; vet"}, "third-person-fact", True),
        ("single-hop", "Which part of Manchester does Wren live in now?", "Didsbury", {"oskar-move": "didsbury"}, "latest", True),
        ("multi-hop", "What was Folasade's time in the race she signed up for in November 2023?", "2 hours 19 minutes", {"half-q": "half marathon", "time": "2 hours 19"}, "event-chain", False),
        ("single-hop", "By how much did Kwame beat Folasade in the half marathon?", "four minutes", {"time": "four minutes"}, "", False),
        ("temporal", "When did Folasade's family move into the house in Hillsborough?", "2024-06-01", {"house": "hillsborough; june|2024-06-01"}, "human-date", False),
        ("single-hop", "What colour is the front door of Folasade's house?", "yellow", {"house": "yellow door"}, "latest", False),
        ("single-hop", "What was stolen in the break-in at Wren's shop?", "three bikes and the till", {"shop-sad": "three bikes; till"}, "", False),
        ("single-hop", "What is Folasade's job now?", "lead radiographer for the CT department", {"newjob": "lead radiographer"}, "latest", True),
        ("single-hop", "Which hospital does Folasade work at as lead radiographer?", "Fernbank", {"newjob": "lead radiographer", "fernbank-q fernbank-yes": "fernbank"}, "second-person latest", True),
        ("temporal", "When did Folasade start as lead radiographer?", "2024-09-02", {"newjob": "lead radiographer"}, "relative-date", False),
        ("single-hop", "Where are Wren and Oskar thinking of opening a second shop?", "Stockport", {"shop-second": "stockport"}, "", False),
        ("temporal", "When is Kwame's 40th birthday party?", "2024-10-12", {"party": "40th; october|2024-10-12"}, "human-date", False),
        ("single-hop", "How does Tobi get to school?", "he rides his bike, with Kwame jogging behind", {"tobi-bike-q tobi-bike": "bike; school"}, "pronoun", False),
    ],
}

# -- conv-03: Haruto (a glassblower in Seattle, then Tacoma) and Delphine (a court
# stenographer in Montreal), friends from a language exchange, as JSON messages with names.
C03: dict[str, Any] = {
    "kind": "pair", "shape": "named_json", "speakers": {"H": "Haruto", "D": "Delphine"},
    "sessions": [
        ("2024-01-14", """
D: bonjour haruto! how was the new year in seattle
H: quiet. i made ozoni for my studio mates and burned the mochi. how was yours
D #lucien: loud! my brother lucien, he's a firefighter, came down from quebec city with half his crew. firefighters do not know how to be quiet
H: haha. are you back at court already
D #steno: since tuesday. a three week fraud trial, i type so fast my fingers go numb. being a court stenographer is not glamorous
H: i think it's very glamorous. you are the memory of the court
D #studio-q: i'm putting that on my business card. how is the glassblowing
H #studio: busy. i share a hot shop in ballard with two other glassblowers and we just got a big job, a chandelier for a hotel lobby downtown
D: a whole chandelier?? how big
H #chandelier: 140 pieces. it's due at the end of april. i'm a little scared
D: you'll be fine. you made that blue bowl i still use for everything
H: it has a bubble in it, i am ashamed of that bowl
D: the bubble is the best part
H #cello: also i started cello lessons. my teacher is 80 and very strict
D: cello!! you'll be playing bach by summer
H: i'll be playing hot cross buns by summer
"""),
        ("2024-03-13", """
H: delphine, i need french help. how do i say "congratulations on your new house" properly
D: félicitations pour ta nouvelle maison. who bought a house?
H: my teacher from the language exchange. but maybe you need this phrase for yourself too?
D #duplex: haha maybe!! ok yes, mathis and i got the keys to a duplex in verdun on friday. we live downstairs and rent the top floor
H: amazing! is it old
D: 1920s, the stairs are terrifying, the outside staircase is like a ladder covered in ice
H #burn: you are brave. i am less brave this week, i burned my hand on a punty on monday. two fingers, not bad, but i can't work for a few days
D: haruto! did you see a doctor
H: yes, cream and bandage. the doctor wanted to give me antibiotics just in case
D #penicillin: be careful, i'm allergic to penicillin and they almost gave it to me once, my whole face swelled up
H: oh no. i am fine with penicillin i think. anyway the chandelier is behind now
D: they'll wait. hotels always wait
H: i hope so. how is mathis
D #mathis: tired. he drives the zamboni at the bell centre and the hockey season is killing him
H: mathis on the zamboni is my favourite mental image
D: he'd love you saying that
"""),
        ("2024-05-26", """
H #installed: we installed the chandelier on thursday! 140 pieces, only two broke on the ladder
D: bravo!!! photos please. how late was it in the end
H #late: four weeks late. the hotel was nice about it. the manager cried a little when we turned it on
D: i would cry too. the amber ones are gorgeous
H: thank you. now i sleep for a week. how are you
D #pregnant: i have news and you're one of the first to know... i'm pregnant! due in november
H: DELPHINE. congratulations!! how do you feel
D: sick every morning and hungry every evening. mathis is painting the baby room yellow already
H: that's beautiful. my obaachan will be so happy for you, she asks about "the french girl" every time i call
D: how is she?
H #gran-90: good. she turns 90 in august and the whole family is going to sapporo for it. i fly out on the 10th
D: 90! give her a kiss from the french girl
H: she will be very proud of that
"""),
        ("2024-08-06", """
D: are you packed?
H #flight: almost. the flight is on saturday, i have packed mostly gifts and no clothes
D #gift-q: typical. what did you get your grandmother
H #gift: i made her a glass plum blossom branch. it took three weeks. i'm worried it will break in the suitcase
D: wrap it in your clothes, oh wait you didn't pack any
H: hahaha. how is the baby
D #scan: kicking! we had the 20 week scan yesterday, it's a girl!
H: a girl!! do you have a name
D #name: we think élodie, after mathis's grandmother. don't tell anyone
H: i tell no one. only the cello
D #lucien-news: ha. also lucien got engaged to his girlfriend noémie, so now my mother is planning two things at once and is unbearable
H: your family has so much news. mine only has the birthday
D: the birthday is a big one! have a wonderful time
H: i'll send photos from sapporo
D #ballard-q: and you're still at the ballard shop, right?
H #ballard-yes: for now, yes. the rent went up again in july though
"""),
        ("2024-11-17", """
D #born: haruto!!! she's here. élodie arrived on wednesday at 3am, 3.2 kilos
H: DELPHINE!!! congratulations!! how are you both
D: tired, sore, in love. mathis cried more than the baby
H: of course he did. i'm so happy for you
D: how was sapporo? i never asked properly, i was busy being a whale
H #party: wonderful. obaachan loved the branch, she put it in the family altar. forty people at the party, she danced
D: she danced at 90?? legend
H #tacoma: also i have news, i'm leaving the ballard shop. i found a bigger studio in tacoma, cheaper rent and my own furnace
D: tacoma! is that far
H #move-date: an hour south. i move everything on the 1st of december, the furnace is the hard part
D #rattle-q: good luck with the furnace. can you blow a glass rattle for élodie?
H #rattle: i'm already making one. a pink fish
D: stop it, i'm going to cry again
"""),
        ("2025-03-02", """
H: how is élodie
D #back: she laughs now! mostly at mathis's face. and she's starting daycare two days a week because i'm back at court part time from monday
H #classes: i like mathis's face too. the tacoma studio is good, i finally have space to teach. i give glassblowing classes on saturdays now, six students
D: you're a teacher now! how's the cello
H #ukulele: i stopped. my teacher moved to arizona and the new one was boring. now i play the ukulele, which is cello for lazy people
D: honestly valid
H: how is lucien's wedding planning
D #lucien-wedding: it's in july, the 19th, in quebec city. you should come, i'm serious, noémie said i can bring a friend
H: really? i would love to. i'll practise my french
D: your french is already better than lucien's
H: that is not hard, from what you tell me
D: true lol
"""),
    ],
    "questions": [
        ("single-hop", "What does Delphine's brother Lucien do?", "he is a firefighter", {"lucien": "lucien; firefighter"}, "third-person-fact", True),
        ("single-hop", "Which city does Lucien live in?", "Quebec City", {"lucien": "lucien; quebec city"}, "third-person-fact", True),
        ("single-hop", "What is Delphine's job?", "court stenographer", {"steno": "stenographer"}, "", True),
        ("single-hop", "Where was Haruto's first hot shop?", "a hot shop in Ballard", {"studio": "ballard"}, "", True),
        ("single-hop", "What does Haruto do for a living?", "he is a glassblower", {"studio-q studio": "glassblowing|glassblowers|glassblower"}, "", True),
        ("temporal", "When was Haruto's hotel chandelier first due?", "2024-04", {"chandelier": "april|2024-04"}, "", False),
        ("single-hop", "How many pieces are in Haruto's hotel chandelier?", "140", {"chandelier": "140"}, "", False),
        ("temporal", "When did Haruto install the hotel chandelier?", "2024-05-23", {"installed": "chandelier; installed"}, "relative-date", False),
        ("multi-hop", "How late was the chandelier against the date it was first due?", "four weeks late", {"chandelier": "april", "late": "four weeks late"}, "event-chain", False),
        ("single-hop", "What instrument did Haruto start learning in January 2024?", "the cello", {"cello": "cello"}, "human-date", False),
        ("multi-hop", "Which instrument did Haruto give up, and what does he play instead?", "the cello; now the ukulele", {"cello": "cello", "ukulele": "ukulele"}, "event-chain latest", False),
        ("single-hop", "What instrument does Haruto play now?", "the ukulele", {"ukulele": "ukulele"}, "latest", True),
        ("temporal", "When did Delphine and Mathis get the keys to their duplex?", "2024-03-08", {"duplex": "keys; duplex"}, "relative-date", False),
        ("single-hop", "Which neighbourhood is Delphine's duplex in?", "Verdun", {"duplex": "duplex; verdun"}, "", True),
        ("open-domain", "In which city is the neighbourhood where Delphine bought her duplex?", "Montreal", {"duplex": "verdun"}, "", False),
        ("temporal", "When did Haruto burn his hand?", "2024-03-11", {"burn": "burned; hand"}, "relative-date", False),
        ("single-hop", "What is Delphine allergic to?", "penicillin", {"penicillin": "allergic; penicillin"}, "", True),
        ("single-hop", "What does Mathis do at the Bell Centre?", "he drives the Zamboni", {"mathis": "zamboni"}, "third-person-fact", True),
        ("open-domain", "What does the machine Mathis drives at work do?", "it resurfaces the ice rink", {"mathis": "zamboni"}, "", False),
        ("temporal", "In which month was Delphine's baby due?", "2024-11", {"pregnant": "pregnant; november|2024-11"}, "", False),
        ("temporal", "When was Élodie born?", "2024-11-13", {"born": "élodie; arrived"}, "relative-date", False),
        ("single-hop", "Who is Élodie named after?", "Mathis's grandmother", {"name": "élodie; grandmother"}, "", False),
        ("temporal", "When did Delphine have her 20-week scan?", "2024-08-05", {"scan": "scan"}, "relative-date", False),
        ("temporal", "On what date did Haruto fly to Sapporo for his grandmother's birthday?", "2024-08-10", {"gran-90": "sapporo", "flight": "flight"}, "relative-date", False),
        ("single-hop", "What gift did Haruto make for his grandmother's 90th birthday?", "a glass plum blossom branch", {"gift-q gift": "plum blossom branch"}, "pronoun", False),
        ("single-hop", "Where did Haruto's grandmother put the glass branch?", "in the family altar", {"party": "altar"}, "", False),
        ("multi-hop", "Where was Haruto's grandmother's 90th birthday party, and how many people came?", "in Sapporo, with forty people", {"gran-90": "sapporo; 90", "party": "forty people"}, "event-chain", False),
        ("single-hop", "Who did Lucien get engaged to?", "Noémie", {"lucien-news": "lucien; noémie"}, "third-person-fact", True),
        ("temporal", "When is Lucien's wedding?", "2025-07-19", {"lucien-wedding": "july|2025-07-19"}, "", False),
        ("single-hop", "In which city did Lucien get married in July last year?", "Quebec City", {"lucien-wedding": "quebec city; july"}, "relative-question-date", False),
        ("single-hop", "Where is Lucien's wedding?", "Quebec City", {"lucien-wedding": "quebec city"}, "", False),
        ("single-hop", "Where was Haruto working in August 2024?", "at the Ballard shop", {"ballard-q ballard-yes": "ballard"}, "second-person human-date", False),
        ("single-hop", "Where is Haruto's studio now?", "Tacoma", {"tacoma": "tacoma; studio"}, "latest", True),
        ("temporal", "When did Haruto move his studio to Tacoma?", "2024-12-01", {"move-date": "december|2024-12-01"}, "human-date", False),
        ("single-hop", "What is Haruto making for Élodie?", "a glass rattle, a pink fish", {"rattle-q rattle": "rattle; pink fish"}, "pronoun", False),
        ("single-hop", "On which day of the week does Haruto teach glassblowing classes?", "Saturdays", {"classes": "saturdays; classes"}, "", True),
        ("temporal", "From what date was Delphine back at court part time?", "2025-03-03", {"back": "court; part time"}, "relative-date", False),
    ],
}

# -- conv-04: Kofi (a reptile keeper at a zoo in Chester) and Marisol (a trainee solicitor in
# Glasgow), former flatmates, as a plain named-lines export.
C04: dict[str, Any] = {
    "kind": "pair", "shape": "named_lines", "speakers": {"K": "Kofi", "M": "Marisol"},
    "sessions": [
        ("2023-09-09", """
M: kofi!! i found a photo of us in the leith flat with the ironing board barbecue
K #trainee-q: oh no. delete it. how are you, how's glasgow
M #trainee: surviving. second year of my training contract at dunmore & pike, i'm in the property seat which is just reading leases until my eyes bleed
K: sounds thrilling
M: how are the lizards
K #keeper: the lizards are great. i moved to the reptile house in april so now i'm officially a reptile keeper, no more penguins
M: you loved the penguins though
K #penguin: the penguins did not love me. one bit my ear. the komodo is much more respectful
M: you work with a KOMODO DRAGON?
K #komodo: her name is sunita and she's 40 kilos of attitude. i'll get you in to meet her if you visit chester
M #callum-q: i'm there. what about callum, is he still around?
K #callum: very much around. we're a year together next week. he's booked us a cottage in anglesey to celebrate
M: a year already! cute
M #accordion: me, i've joined a folk session on thursdays at a pub in the west end. i play the accordion badly and loudly
K: the loudness is what matters
"""),
        ("2023-12-05", """
K: how are you doing, haven't heard from you in ages
M #migraine: rubbish actually. i've been getting migraines, three last month. the gp sent me for an eye test and it turns out i need glasses
K: marisol in glasses! very lawyer
M: i look like an owl. how was anglesey
K #swim: magic. we went sea swimming every morning and now i'm hooked, i've joined a group that swims at new brighton on sundays
M: in december?? you're insane
K: the water was 9 degrees on sunday. my feet went purple
M #abuela: my abuela would call you loco. she grew up in valparaíso and thinks anything under 20 degrees is arctic
K: she's right
M #yaw-q: how's your brother, is he still flying
K #yaw: yeah yaw's a first officer with a cargo airline now, he flies to leipzig three nights a week. my mum worries constantly
M: tell your mum i worry too
K: i'll tell her. she'd love that
M: ok i have to get back to my lease. merry almost christmas
K: merry christmas mari x
"""),
        ("2024-03-16", """
M #offer: KOFI. i qualify in september and they've offered me a job! newly qualified in the employment team
K: MARI!! congratulations, lawyer lady
M: i'm so relieved. i cried in the loos
K #promotion: well i also have news. i'm head keeper of the reptile house from the 1st of april
M: head keeper!!! sunita will have to call you boss
K: sunita calls nobody boss
M: fair. how's callum?
K #moving: we're moving in together! we found a flat in hoole, two minutes from the station. moving day is the 13th of april
M: that's perfect, you two are disgustingly cute
K: he's already worried about where the vivarium goes
M: you have a vivarium at home??
K #gecko: i have a leopard gecko called mango. she's been with me since uni, you've met her, she lived in the leith flat
M: oh MANGO. i forgot about mango. she's still alive??
K: they live twenty years. she'll outlive us all
M #holiday-q: where are you two going on holiday this year?
K #holiday: the faroe islands. callum's idea. i've packed four jumpers already
"""),
        ("2024-06-20", """
K: how's glasgow
M #ruaridh: sunny for once! and, um, i'm seeing someone. his name is ruaridh, he's a ranger at loch lomond national park
K: a ranger! does he have a hat
M #fiddle: he has a hat. we met at the folk session, he plays the fiddle
K: of course he does. how long
M #ruaridh-since: since the beginning of may. it's early, don't tell anyone
K: i tell only sunita
M: how's the flat with callum?
K #flat: lovely. mango has the best spot by the window. callum's turned the spare room into a studio so the whole flat smells of green soap
M #callum-job-q: wait callum does tattoos?
K #callum-job: yeah that's his whole job, he has his own chair at a shop on watergate street but he does friends at home
M: get a komodo tattoo
K #tattoo: i'm getting one on saturday actually!! a little gecko on my ankle, for mango
M: i love that. send a picture
"""),
        ("2024-09-14", """
M #qualified: i'm a real solicitor!! admitted on the 2nd, started in the employment team on monday
K: LAWYER MARI!! i'm so proud. did ruaridh come to the ceremony
M #mum: he did, in a suit, no hat. my mum came over from madrid and interrogated him for two hours
K #yaw-leg: amazing. my news is less fun, yaw broke his leg playing five a side last weekend so he's grounded for two months and staying with us
M: oh no! poor yaw. and poor you
K: he's fine, he's just bored. he's teaching mango tricks
M: can geckos learn tricks
K: no
M #migraine-better: ha. oh and my migraines have basically stopped since the glasses. one in three months
K #mile: glasses solve everything. i'm still swimming btw, did my first mile in the sea last sunday
M: a mile?? in the sea?? on purpose??
K: callum waited on the beach with a flask
M: that's love
"""),
    ],
    "questions": [
        ("single-hop", "Which law firm did Marisol train at?", "Dunmore & Pike", {"trainee": "dunmore; pike"}, "", True),
        ("single-hop", "Which city does Marisol work in?", "Glasgow", {"trainee-q trainee": "glasgow; dunmore"}, "", True),
        ("single-hop", "What is Kofi's job?", "reptile keeper", {"keeper": "reptile keeper"}, "", True),
        ("temporal", "When did Kofi move to the reptile house?", "2023-04", {"keeper": "reptile house; april|2023-04"}, "relative-date", False),
        ("single-hop", "What is the name of the Komodo dragon Kofi works with?", "Sunita", {"komodo": "sunita"}, "pronoun", False),
        ("single-hop", "Which animal bit Kofi's ear?", "one of the penguins", {"penguin": "penguins; ear"}, "", False),
        ("single-hop", "Which city is Kofi's zoo in?", "Chester", {"komodo": "chester"}, "", True),
        ("single-hop", "Who is Kofi's boyfriend?", "Callum", {"callum-q callum": "callum"}, "pronoun", True),
        ("temporal", "In which month did Kofi and Callum get together?", "2022-09", {"callum-q callum": "callum; year together"}, "relative-date", False),
        ("single-hop", "Where did Callum book a cottage for their first anniversary?", "Anglesey", {"callum": "anglesey; cottage"}, "", False),
        ("single-hop", "What instrument does Marisol play?", "the accordion", {"accordion": "accordion"}, "", True),
        ("single-hop", "What health problem did Marisol have at the end of 2023?", "migraines", {"migraine": "migraines"}, "", False),
        ("multi-hop", "What stopped Marisol's migraines?", "getting glasses", {"migraine": "glasses; migraines", "migraine-better": "glasses; migraines"}, "event-chain", False),
        ("single-hop", "Where does Kofi's sea swimming group swim?", "New Brighton, on Sundays", {"swim": "new brighton"}, "", True),
        ("multi-hop", "On which trip did Kofi get into sea swimming?", "the cottage trip to Anglesey", {"callum": "anglesey", "swim": "sea swimming"}, "event-chain", False),
        ("single-hop", "Where did Marisol's grandmother grow up?", "Valparaíso", {"abuela": "valparaíso"}, "third-person-fact", True),
        ("open-domain", "In which country did Marisol's grandmother grow up?", "Chile", {"abuela": "valparaíso"}, "third-person-fact", False),
        ("single-hop", "What is Kofi's brother's job?", "first officer with a cargo airline", {"yaw-q yaw": "first officer|cargo airline"}, "third-person-fact pronoun", True),
        ("single-hop", "What is the name of Kofi's brother?", "Yaw", {"yaw-q yaw": "yaw; brother"}, "third-person-fact", True),
        ("temporal", "When did Kofi become head keeper of the reptile house?", "2024-04-01", {"promotion": "head keeper; april|2024-04-01"}, "human-date", False),
        ("temporal", "When did Kofi and Callum move in together?", "2024-04-13", {"moving": "moving; april|2024-04-13"}, "human-date", False),
        ("single-hop", "Which part of Chester do Kofi and Callum live in?", "Hoole", {"moving": "hoole"}, "latest", True),
        ("single-hop", "What pet does Kofi keep at home?", "a leopard gecko called Mango", {"gecko": "leopard gecko; mango"}, "", True),
        ("single-hop", "Where were Kofi and Callum going on holiday in 2024?", "the Faroe Islands", {"holiday-q holiday": "faroe islands; holiday"}, "fragment", False),
        ("single-hop", "Who is Marisol seeing?", "Ruaridh", {"ruaridh": "ruaridh"}, "latest", True),
        ("single-hop", "What does Ruaridh do for a living?", "he is a ranger at Loch Lomond National Park", {"ruaridh": "ranger; loch lomond"}, "third-person-fact", True),
        ("single-hop", "What instrument does Ruaridh play?", "the fiddle", {"fiddle": "fiddle"}, "pronoun", False),
        ("temporal", "Since when has Marisol been seeing Ruaridh?", "2024-05", {"ruaridh-since": "may|2024-05"}, "fragment", False),
        ("single-hop", "What is Callum's job?", "tattoos", {"callum-job-q callum-job": "tattoos|tattoo artist"}, "second-person", True),
        ("single-hop", "Where does Callum work?", "at a shop on Watergate Street", {"callum-job": "watergate street"}, "", True),
        ("temporal", "When did Kofi get his gecko tattoo?", "2024-06-22", {"tattoo": "gecko; ankle"}, "relative-date", False),
        ("temporal", "When was Marisol admitted as a solicitor?", "2024-09-02", {"qualified": "solicitor; admitted"}, "relative-date", False),
        ("temporal", "When did Marisol start in the employment team?", "2024-09-09", {"qualified": "employment team"}, "relative-date", False),
        ("multi-hop", "Which seat was Marisol in as a trainee, and which team did she join after qualifying?", "property, then employment", {"trainee": "property seat", "qualified": "employment team"}, "event-chain latest", False),
        ("single-hop", "Where does Marisol's mum live?", "Madrid", {"mum": "mum; madrid"}, "third-person-fact", True),
        ("single-hop", "Why was Yaw staying with Kofi in September 2024?", "he broke his leg playing five-a-side and was grounded", {"yaw-leg": "broke; leg"}, "human-date", False),
        ("temporal", "When did Kofi swim his first mile in the sea?", "2024-09-08", {"mile": "mile; sea"}, "relative-date", False),
    ],
}

# -- conv-05: Layla (a florist in Norwich) and her brother Bashir (a PhD student in Swansea,
# then a postdoc in Hobart), as a messenger log with times.
C05: dict[str, Any] = {
    "kind": "pair", "shape": "timestamped_lines", "speakers": {"L": "Layla", "B": "Bashir"},
    "sessions": [
        ("2024-03-24", """
B: lay, did you see baba's message about the party
L #party: yes!! his 70th. mum wants to do it at the community hall on the 18th of may and she's already ordered a cake the size of a car
B #swansea: of course she has. i'll come up from swansea for it
L #phd-q: how's the phd going? still counting seaweed
B #seagrass: seagrass, layla. it's seagrass. and yes, third year, i go to orkney for fieldwork in june for a month
L: orkney! bring a jumper
B #ines: my girlfriend ines is knitting me one. she's very worried i'll die of cold
L #together-q: she's a keeper. how long have you two been together now
B #together: two years in july. how's the stall
L #stall: busy! mothers day was mad, i sold out of tulips by ten. the stall at norwich market is open every day except monday now
B: look at you, flower empire
L #driving: not yet an empire. also i've started driving lessons, finally, at 34. my instructor is called gary and he grips the door handle a lot
B: i would also grip the door handle
L #fish: cheek. mina says hi, she drew you a picture of a fish
B: tell her it's going on my fridge
"""),
        ("2024-06-11", """
B: greetings from orkney. it's 11 degrees and the wind is trying to kill me
L: how's the seagrass
B #orkney: beautiful actually. i'm staying in a bothy near stromness with two other students, we dive every morning at eight
L: baba is still talking about the party btw. he's watched the video of his speech about forty times
B: it was a good speech. the bit about the goat
L: the goat story gets longer every year
B: how are the driving lessons
L #test-booked: test is booked for the 2nd of july!! i'm terrified
B: you'll be fine. just don't reverse around any corners
L #back: and my back is killing me, i think it's lifting the buckets at the stall. my husband dev made me book a physio for friday
B: look after yourself. flowers are heavy
L: water is heavy. flowers are fine
B: fair. ok the wind has taken my phone signal, bye
"""),
        ("2024-08-25", """
L #passed: i passed on wednesday!!!! second time lucky
B: LAYLA!!! what happened the first time
L #failed: the first time i went the wrong way round a roundabout. we don't talk about it
B: a classic. are you getting a car?
L #van: a van, for the flowers! dev's uncle is selling his old transit. it's green, mina calls it "the frog"
B: the frog!! i love it
L: how's the writing up
B #thesis: slow. i have to submit by the end of january and i've written one chapter out of five
L: you've got time
B: i've got time to panic. ines says i should write 500 words a day and she checks
L #ines-q: she's right. is she still doing the vet course?
B #ines-job: she qualified in july! she's a vet at a practice in mumbles now, mostly cats
L: a vet in the family, finally someone useful
B: rude. true
"""),
        ("2024-11-14", """
L #shop: big news, i've signed the lease on a shop! an actual shop on magdalen street, no more standing in the rain
B: LAYLA. a real shop! when does it open
L #shop-open: the 1st of december, in time for christmas wreaths. it's called "wild thing", mina picked the name
B: mina has good taste
L: she wanted "flowers for mummy" so we negotiated
B #vegan: lol. listen about christmas, i'm vegan now, can you warn mum before she makes the lamb
L: since when??
B #vegan-since: since september. ines and i went together, it's been easy actually
L: mum will cry. she'll make you a separate lamb out of aubergine
B: i'd eat an aubergine lamb
L: how's the thesis
B #chapters: three chapters done, two to go. my supervisor said "good" about chapter two which is basically a standing ovation
L: proud of you
L #ines-vet-q: and ines is still at the mumbles practice, isn't she?
B #ines-vet: yep, she runs the cat clinic there now, very smug about it
"""),
        ("2025-02-16", """
B #submitted: i submitted!!! on the 30th. i slept for two days
L: BASHIR!!! doctor bashir! well nearly
B #viva: nearly. the viva is on the 14th of march. and i have news. i got the postdoc in hobart
L: hobart where
B #hobart: tasmania. the university of tasmania, seagrass restoration, two years. i start in may
L: TASMANIA. bashir that's the other side of the world
B #ines-move: i know. ines is coming, she's found a vet job there already
L: mum is going to lose her mind
B #told-mum: i told her yesterday. she asked if they have mosques and lamb. they have both
L #valentine: ok fine, i'll allow it. the shop's going well btw, valentine's day i did 200 bouquets, dev had to come in and help
B: dev arranging roses is an image
L #dev-job: he was terrible. he's an accountant, he kept counting the stems
"""),
        ("2025-06-01", """
B #arrived: greetings from hobart! we landed on tuesday and it's freezing, nobody told me winter is in june here
L: i told you. i literally told you
B #sandy-bay: you did. the flat is in sandy bay, ten minutes from the lab, and there's a possum in the roof
L: a possum!! mina wants a photo
B: she'll get a photo. how's everyone
L #mina: good. mina starts year two in september and wants to be a florist "like mummy" or an astronaut
B: both valid
L #pregnant: and... i'm pregnant! due in november. you're the first person i've told after dev
B: LAYLA!!! i'm going to be an uncle again!!
L: you'll be an uncle on video calls
B: i'll fly back for it, i promise
L: you'd better. and bring a possum
B: no
"""),
    ],
    "questions": [
        ("temporal", "When was Layla and Bashir's dad's 70th birthday party?", "2024-05-18", {"party": "70th; may|2024-05-18"}, "human-date", False),
        ("single-hop", "Where was their dad's 70th birthday party held?", "the community hall", {"party": "community hall"}, "", False),
        ("single-hop", "What does Bashir study for his PhD?", "seagrass", {"phd-q seagrass": "seagrass; phd"}, "", True),
        ("single-hop", "Which city did Bashir do his PhD in?", "Swansea", {"swansea": "swansea"}, "", True),
        ("single-hop", "Where did Bashir do his PhD fieldwork?", "Orkney", {"seagrass": "orkney; fieldwork"}, "", False),
        ("temporal", "In which month did Bashir go to Orkney for fieldwork?", "2024-06", {"seagrass": "orkney; june|2024-06"}, "", False),
        ("single-hop", "Who is Bashir's girlfriend?", "Ines", {"ines": "girlfriend; ines"}, "", True),
        ("single-hop", "What is Ines's job?", "vet at a practice in Mumbles", {"ines-q ines-job": "vet; mumbles"}, "third-person-fact pronoun", True),
        ("temporal", "In which month did Bashir and Ines get together?", "2022-07", {"together-q together": "two years; july"}, "relative-date", False),
        ("single-hop", "Where was Layla's flower stall?", "Norwich market", {"stall": "stall; norwich market"}, "", True),
        ("single-hop", "How old was Layla when she started driving lessons?", "34", {"driving": "34; driving lessons"}, "", False),
        ("temporal", "When was Layla's first driving test?", "2024-07-02", {"test-booked": "test; july|2024-07-02"}, "human-date", False),
        ("temporal", "When did Layla pass her driving test?", "2024-08-21", {"passed": "passed"}, "relative-date", False),
        ("multi-hop", "Why did Layla fail her first driving test, and on which attempt did she pass?", "she went the wrong way round a roundabout; second time lucky", {"failed": "roundabout", "passed": "second time"}, "event-chain", False),
        ("single-hop", "What vehicle did Layla get after passing her test, and what does Mina call it?", "a green Transit van that Mina calls the frog", {"van": "transit; frog"}, "", False),
        ("temporal", "When was Layla's physio appointment for her back?", "2024-06-14", {"back": "physio; back"}, "relative-date", False),
        ("single-hop", "What is the name of Layla's husband?", "Dev", {"back": "husband; dev"}, "", True),
        ("single-hop", "What does Dev do for a living?", "he is an accountant", {"dev-job": "accountant"}, "third-person-fact pronoun", True),
        ("single-hop", "Where is Layla's flower shop?", "Magdalen Street", {"shop": "magdalen street; shop"}, "latest", True),
        ("multi-hop", "Where did Layla sell flowers before she opened her shop, and where is the shop?", "a stall at Norwich market, then a shop on Magdalen Street", {"stall": "stall", "shop": "magdalen street"}, "event-chain latest", False),
        ("single-hop", "What is Layla's shop called, and who picked the name?", "Wild Thing, picked by Mina", {"shop-open": "wild thing; mina"}, "", True),
        ("temporal", "When did Layla's shop open?", "2024-12-01", {"shop-open": "december|2024-12-01"}, "human-date", False),
        ("single-hop", "What does Ines do at the Mumbles practice now?", "she runs the cat clinic", {"ines-vet-q ines-vet": "cat clinic; mumbles"}, "second-person latest third-person-fact", True),
        ("temporal", "Since when has Bashir been vegan?", "2024-09", {"vegan": "vegan", "vegan-since": "september"}, "fragment", False),
        ("temporal", "When did Bashir submit his thesis?", "2025-01-30", {"submitted": "submitted; 30th"}, "relative-date", False),
        ("temporal", "When was Bashir's viva?", "2025-03-14", {"viva": "viva; march|2025-03-14"}, "human-date", False),
        ("single-hop", "Where is Bashir's postdoc?", "at the University of Tasmania in Hobart", {"viva": "postdoc; hobart", "hobart": "tasmania"}, "latest", True),
        ("open-domain", "In which country is Bashir's postdoc?", "Australia", {"hobart": "tasmania"}, "", False),
        ("temporal", "When did Bashir tell his mum about the move to Hobart?", "2025-02-15", {"told-mum": "told"}, "relative-date pronoun", False),
        ("temporal", "When did Bashir land in Hobart?", "2025-05-27", {"arrived": "hobart; landed"}, "relative-date", False),
        ("single-hop", "Which suburb of Hobart does Bashir live in?", "Sandy Bay", {"sandy-bay": "sandy bay"}, "latest", True),
        ("open-domain", "Why was it freezing when Bashir arrived in Hobart at the end of May?", "it is winter there: Tasmania is in the southern hemisphere", {"arrived": "winter"}, "", False),
        ("temporal", "In which month is Layla's second baby due?", "2025-11", {"pregnant": "pregnant; november|2025-11"}, "", False),
        ("single-hop", "How many bouquets did Layla make for Valentine's Day 2025?", "200", {"valentine": "200 bouquets"}, "human-date", False),
        ("single-hop", "What did Mina draw for Bashir?", "a picture of a fish", {"fish": "fish; mina"}, "", False),
        ("single-hop", "Where did Bashir start a new job in May last year?", "at the University of Tasmania in Hobart", {"viva": "postdoc; hobart", "hobart": "tasmania; may"}, "relative-question-date latest", False),
        ("multi-hop", "Who moved to Tasmania with Bashir, and what does she do?", "Ines, a vet", {"ines-move": "ines; vet", "ines-job": "vet"}, "event-chain", False),
    ],
}

# -- conv-06: a land surveyor (Greta) moving her family to Porto, with an assistant, as
# User:/Assistant: lines.
C06: dict[str, Any] = {
    "kind": "assistant", "shape": "user_assistant_lines", "speakers": {"U": "User", "A": "Assistant"},
    "user_label": "Greta",
    "sessions": [
        ("2023-04-15", """
U #porto: hi, i need help learning portuguese. my husband mikkel's company is moving him to porto in september and we're all going, me, him and our son
A: That's exciting! European Portuguese is the one to learn for Porto. How much time can you give it each day, and have you learned another language before?
U #arvid: maybe 20 minutes a day, after arvid goes to bed. he's two and he does not go to bed easily lol. i did german at school but that was 20 years ago
A: Twenty minutes a day is plenty if you keep it up. I'd start with pronunciation and the 500 most common words, then move on to short dialogues. Would you like a four-week plan?
U #job: yes please. and can you put in some vocabulary for my job? i'm a land surveyor, so boundaries, measurements, that sort of thing
A: Of course. Week one: greetings, numbers and measurements (metro, hectare, limite for a boundary). Week two: directions and the workplace. Week three: the phone and email. Week four: a mock conversation with a client about a boundary dispute.
U: perfect. is limite masculine or feminine
A: It's masculine: o limite, os limites.
U: ok thanks, that's enough for tonight
A: Boa noite! Good luck with week one.
"""),
        ("2023-05-23", """
U #dog: quick question, can dogs go into portugal from the uk without quarantine? we have a whippet called fennel
A: Yes. A dog can enter Portugal from the UK without quarantine if it has a microchip, a rabies vaccination at least 21 days before travel and an animal health certificate issued by a vet within 10 days of travel. Few airlines take dogs in the cabin, so many people drive and take a ferry to Spain.
U #ferry: we'll drive then. i booked the ferry from portsmouth to santander yesterday, it sails on the 2nd of september
A: Good plan. Book the appointment for the animal health certificate with your vet for the last week of August so it's still valid when you sail.
U #vet: done, fennel's vet appointment is on the 25th of august. also arvid has a peanut allergy, do restaurants in portugal label allergens?
A: Yes: EU rules oblige restaurants to tell you about 14 major allergens, peanuts among them. It's worth carrying a card in Portuguese, for example "O meu filho é alérgico a amendoins."
U: can you make me that card with a few more phrases
A: Here it is: "O meu filho é alérgico a amendoins. Este prato leva amendoim ou óleo de amendoim? Pode preparar sem amendoim, por favor? Em caso de emergência, ligue 112."
U: brilliant, printing it now
"""),
        ("2023-07-08", """
U #notice: i handed in my notice this morning! my last day at the surveying firm is the 18th of august
A: Congratulations on taking the leap! Are you planning to work in Porto?
U #interview: eventually. a geospatial company in matosinhos keeps emailing me and i've got a video interview with them on the 20th
A: That sounds promising. Would you like help preparing?
U: yes, can we practise some questions. they interview in english but i want to say a couple of sentences in portuguese at the start
A: Good idea. You could open with "Bom dia, obrigada pelo convite, estou muito contente por estar aqui." Then expect the usual questions: why you're moving, your experience with GNSS equipment and with drone surveys, and a project you're proud of.
U #drones: i've flown survey drones for five years and i have the caa licence. should i mention that
A: Definitely, drone survey experience is in demand. Check too whether your licence has to be converted for Portugal; the aviation authority there is ANAC.
U: oh good point. ok i'll look that up
A: Good luck on the 20th!
"""),
        ("2023-09-28", """
U #foz: we made it! we've been in porto for three weeks now. the flat is in foz, two streets from the sea
A: Welcome to Porto! How is everyone settling in?
U #nursery: arvid started at a nursery on monday, cried for two days and now refuses to leave. fennel hates the cobbles
A: That's a quick turnaround for Arvid! Whippets often prefer soft ground, so the beach paths at Foz might suit Fennel better than the streets.
U #hired: also i got the job at the geospatial company! i start on the 9th of october
A: Congratulations, that's wonderful news!
U: thank you. can you help me write a polite email to our landlord in portuguese? the boiler is broken
A: Of course. Here's a draft: "Caro Senhor Teixeira, escrevo para informar que o esquentador está avariado desde ontem. Seria possível enviar um técnico esta semana? Com os melhores cumprimentos."
U: perfect. what's the difference between esquentador and caldeira
A: An esquentador is a gas water heater that heats water as you use it; a caldeira is a boiler that usually heats radiators as well.
U #esquentador: ours is definitely an esquentador then, we don't have radiators. thanks!
"""),
        ("2023-11-18", """
U #a2: hi again. my portuguese teacher says i should read children's books now that i'm at a2. can you suggest some?
A: At A2, picture books work well: "A Que Sabe a Lua?", Oliver Jeffers' books in translation, and later "O Principezinho". Reading them aloud to Arvid is good practice too.
U: good idea, he loves books about the moon
A: Then "A Que Sabe a Lua?" is perfect: animals climb on each other's backs to taste the moon.
U #inlaws: also mikkel's parents are visiting from aarhus for christmas, they arrive on the 20th of december. any ideas for things to do in porto in winter?
A: A port cellar tour in Vila Nova de Gaia, the Livraria Lello, the old tram along the river, and the Christmas lights on the Avenida dos Aliados are all good in winter.
U: is the port cellar ok for kids? and are there peanuts in the christmas cakes here?
A: Most cellar tours welcome children and give them grape juice. Bolo-rei is full of nuts and candied fruit, so ask at the bakery before buying, and keep Arvid's card with you.
U #tram: great. work is good btw, i'm mapping a new tram line in gaia, lots of old maps
A: That sounds fascinating. Old survey maps of Gaia must be a treat.
U: it is. thanks for everything, obrigada!
"""),
    ],
    "questions": [
        ("single-hop", "Where was I moving in September 2023?", "Porto", {"porto": "porto; september"}, "first-person-question human-date", False),
        ("single-hop", "What is my husband called?", "Mikkel", {"porto": "husband; mikkel"}, "first-person-question", True),
        ("single-hop", "How old was the user's son Arvid in April 2023?", "two", {"arvid": "arvid; two"}, "human-date", False),
        ("single-hop", "What is my job?", "land surveyor", {"job": "land surveyor"}, "first-person-question", True),
        ("single-hop", "What breed is the user's dog Fennel?", "a whippet", {"dog": "whippet; fennel"}, "", True),
        ("temporal", "When did the user's ferry to Santander sail?", "2023-09-02", {"ferry": "santander; september|2023-09-02"}, "human-date", False),
        ("temporal", "When did the user book the ferry to Santander?", "2023-05-22", {"ferry": "booked; santander"}, "relative-date", False),
        ("single-hop", "What is my son allergic to?", "peanut", {"vet": "peanut allergy"}, "first-person-question", True),
        ("temporal", "When was Fennel's vet appointment?", "2023-08-25", {"vet": "vet; august|2023-08-25"}, "human-date", False),
        ("temporal", "When was the user's last day at the surveying firm?", "2023-08-18", {"notice": "last day; august|2023-08-18"}, "human-date", False),
        ("temporal", "When did I hand in my notice?", "2023-07-08", {"notice": "notice"}, "first-person-question relative-date", False),
        ("temporal", "When was the user's video interview with the geospatial company?", "2023-07-20", {"interview": "interview; geospatial"}, "relative-date", False),
        ("single-hop", "Where is the geospatial company that interviewed the user?", "Matosinhos", {"interview": "matosinhos"}, "", False),
        ("single-hop", "How long have I been flying survey drones?", "five years", {"drones": "drones; five years"}, "first-person-question", True),
        ("single-hop", "Which neighbourhood of Porto do I live in?", "Foz", {"foz": "foz"}, "first-person-question latest", True),
        ("temporal", "In which month did the user's family arrive in Porto?", "2023-09", {"foz": "porto; three weeks"}, "relative-date", False),
        ("temporal", "When did Arvid start nursery in Porto?", "2023-09-25", {"nursery": "nursery"}, "relative-date", False),
        ("temporal", "When did the user start the job at the geospatial company?", "2023-10-09", {"hired": "job; october|2023-10-09"}, "human-date", False),
        ("multi-hop", "Which company did I end up working for in Portugal, and where is it?", "the geospatial company in Matosinhos", {"interview": "geospatial company; matosinhos", "hired": "geospatial company"}, "first-person-question event-chain", False),
        ("single-hop", "What kind of water heater is broken in the user's flat?", "an esquentador", {"esquentador": "esquentador"}, "pronoun", False),
        ("single-hop", "What level is my Portuguese?", "A2", {"a2": "a2; portuguese"}, "first-person-question latest", True),
        ("single-hop", "Where do Mikkel's parents live?", "Aarhus", {"inlaws": "aarhus; parents"}, "third-person-fact", True),
        ("open-domain", "In which country do Mikkel's parents live?", "Denmark", {"inlaws": "aarhus"}, "", False),
        ("temporal", "When did Mikkel's parents arrive for Christmas?", "2023-12-20", {"inlaws": "december|2023-12-20"}, "human-date", False),
        ("single-hop", "What project is the user working on in Gaia?", "mapping a new tram line", {"tram": "tram line; gaia"}, "latest", False),
        ("open-domain", "Which language did the user need for the country she moved to in 2023?", "Portuguese", {"porto": "portuguese; porto"}, "", False),
    ],
}

# -- conv-07: a retired bus mechanic (Anselm) writing a memoir, with an assistant, as JSON
# {role, content} messages.
C07: dict[str, Any] = {
    "kind": "assistant", "shape": "json_messages", "speakers": {"U": "User", "A": "Assistant"},
    "user_label": "Anselm",
    "sessions": [
        ("2024-02-10", """
U #memoir: hello. i retired last june after 38 years as a bus mechanic and my daughter says i should write a memoir. where do i even start
A: Congratulations on your retirement. A good way in is a list: write down twenty stories you tell at parties, one line each. Those are your chapters. Then pick the one you enjoy telling most and write it as if you were talking to a friend.
U #depot: the depot in swindon was my whole life. i started there at 16 as an apprentice in 1985
A: That's a wonderful place to begin: the first day at the depot as a sixteen-year-old apprentice. Would you like a simple structure for the whole book?
U: yes. and keep it simple, i'm not a writer, i'm a mechanic
A: Here's a plain structure: 1. Starting out, 2. The people, 3. The worst breakdowns, 4. Changes over the years, 5. The last day. Aim for a page or two a week; short chapters are fine.
U #philippa: good. philippa, that's my daughter, she's a librarian so she'll be checking my commas
A: A librarian in the family is a gift for a memoir. Let her check the commas later; get the stories down first.
U: ha. she would say that too. right, i'll try the first chapter this week
A: Good luck. A page is a fine start.
"""),
        ("2024-04-09", """
U #diabetes: i've been told i've got type 2 diabetes. the nurse found it at my check up on thursday. what should i be eating
A: I'm sorry to hear that. Generally: plenty of vegetables, pulses and wholegrains, fewer sugary drinks and less white bread, rice and pastries, and regular meals. Your nurse or a diabetes education course (many surgeries offer one free) can tailor it to you.
U #allotment: i've got an allotment so i grow a lot of veg already. plot 17 at hollybrook. mostly potatoes and runner beans
A: That's a great start. Runner beans are ideal; potatoes are fine in modest portions, especially boiled and cooled, with the skins on.
U #rosemary: rosemary, my wife, does most of the cooking. she's already thrown out the biscuits
A: That's commitment! It helps a lot when the whole household eats the same way.
U: can you give us a week of dinners that use what's on the allotment
A: Here's a week: Monday bean and lentil stew; Tuesday grilled fish, new potatoes and runner beans; Wednesday vegetable omelette; Thursday chicken and vegetable traybake; Friday bean chilli with a small portion of brown rice; Saturday soup with wholemeal bread; Sunday roast chicken with plenty of veg.
U: that'll do. thanks
A: You're welcome. Good luck with it.
"""),
        ("2024-06-15", """
U #bsa: i'm restoring a 1962 bsa motorbike in the garage. i need a carburettor for it, any tips where to look
A: For a 1962 BSA, try the owners club's spares scheme, autojumbles, and specialist breakers. Take the old carburettor or its number with you, since the Amal type matters.
U #club: i joined the owners club on monday. there's an autojumble at kemble on the 7th of july, i'll go to that
A: Kemble is a good one. Go early; the best parts go in the first hour.
U #theo: i'll take theo, my grandson. he's six and loves anything with an engine
A: He'll have a great time. Ear defenders are a good idea if anything is being started up.
U #chapter: the memoir's going alright, i've done four chapters. philippa says chapter three made her cry, the one about the 1990 flood at the depot
A: Four chapters is real progress, and a chapter that moves a reader is the best sign there is.
U: we'll see. thank you
A: Enjoy Kemble!
"""),
        ("2024-09-05", """
U #sugar: good news, my blood sugar's back in the normal range. the nurse was pleased on tuesday. i've lost nine kilos
A: That's excellent news, well done. Nine kilos is a real achievement.
U: rosemary's lost six and won't stop telling everyone
A: She's earned it!
U #ride: the bsa runs! first ride round the block on sunday. theo sat on it in the garage and made engine noises
A: Congratulations on getting it running. That first ride must have felt good.
U: now, philippa wants to print the memoir for the family. how many copies is a small print run and what's it cost roughly
A: Short-run printers do as few as 10-50 copies. For a 150-page paperback, expect very roughly £5-£10 a copy, depending on the paper and whether there are photos.
U #title: we'd want about 30 copies. the title is "grease under my nails"
A: A great title. At 30 copies you'd be looking at roughly £150-£300 in all.
"""),
        ("2024-10-26", """
U #cheltenham: we're thinking of moving to be near philippa in cheltenham. is it daft to move at 66
A: Not at all. Plenty of people move at 66 to be near family. It's worth weighing what you'd leave behind against what you'd gain.
U: rosemary is keener than me. i'd miss the allotment most
A: Are there allotments near Philippa? Waiting lists can be long, so it's worth asking early.
U #waitlist: there is one near philippa's, i put my name down on the waiting list yesterday
A: Good thinking. That way a plot may be ready by the time you move.
U #printed: the memoir's printed by the way! 30 copies came on wednesday. theo has hidden his under his bed
A: Congratulations! A printed memoir is something your family will keep for generations.
U: thank you, you've been a help all year
A: It's been a pleasure. Enjoy the book.
"""),
    ],
    "questions": [
        ("single-hop", "What was my job before I retired?", "bus mechanic", {"memoir": "bus mechanic"}, "first-person-question", True),
        ("temporal", "When did I retire?", "2023-06", {"memoir": "retired; june|2023-06"}, "first-person-question relative-date", False),
        ("single-hop", "How many years did the user work as a bus mechanic?", "38 years", {"memoir": "38 years"}, "", False),
        ("single-hop", "In which year did I start as an apprentice at the depot?", "1985", {"depot": "1985; apprentice"}, "first-person-question", True),
        ("single-hop", "How old was I when I started at the depot?", "16", {"depot": "16; apprentice"}, "first-person-question", False),
        ("single-hop", "Which town was the user's bus depot in?", "Swindon", {"depot": "swindon"}, "", True),
        ("single-hop", "What does my daughter do?", "she is a librarian", {"philippa": "librarian"}, "first-person-question third-person-fact", True),
        ("single-hop", "What is the user's daughter called?", "Philippa", {"philippa": "philippa; daughter"}, "", True),
        ("single-hop", "What condition was I diagnosed with in 2024?", "type 2 diabetes", {"diabetes": "type 2 diabetes"}, "first-person-question", True),
        ("temporal", "When did the nurse find the user's diabetes?", "2024-04-04", {"diabetes": "check up; diabetes"}, "relative-date", False),
        ("single-hop", "Which allotment plot does the user have?", "plot 17 at Hollybrook", {"allotment": "plot 17; hollybrook"}, "", True),
        ("single-hop", "What is my wife's name?", "Rosemary", {"rosemary": "rosemary; wife"}, "first-person-question", True),
        ("single-hop", "What motorbike is the user restoring?", "a 1962 BSA", {"bsa": "1962 bsa"}, "", True),
        ("temporal", "When did I join the owners club?", "2024-06-10", {"club": "owners club"}, "first-person-question relative-date", False),
        ("temporal", "When was the autojumble at Kemble?", "2024-07-07", {"club": "kemble; july|2024-07-07"}, "human-date", False),
        ("single-hop", "How old was the user's grandson Theo in June 2024?", "six", {"theo": "theo; six"}, "third-person-fact human-date", False),
        ("single-hop", "Which chapter of my memoir made Philippa cry?", "chapter three, about the 1990 flood at the depot", {"chapter": "chapter three; flood"}, "first-person-question", False),
        ("temporal", "When did the user first ride the BSA round the block?", "2024-09-01", {"ride": "bsa; first ride"}, "relative-date", False),
        ("single-hop", "How much weight had the user lost by September 2024?", "nine kilos", {"sugar": "nine kilos"}, "relative-question-date", False),
        ("multi-hop", "How did the user's diabetes develop after the diagnosis?", "blood sugar back in the normal range", {"diabetes": "diabetes", "sugar": "blood sugar; normal range"}, "event-chain", False),
        ("single-hop", "What is the title of the user's memoir?", "Grease Under My Nails", {"title": "grease under my nails"}, "", True),
        ("temporal", "When did the printed copies of the memoir arrive?", "2024-10-23", {"printed": "30 copies; memoir"}, "relative-date", False),
        ("single-hop", "Where am I thinking of moving?", "Cheltenham, to be near Philippa", {"cheltenham": "cheltenham"}, "first-person-question latest", False),
        ("single-hop", "How old was the user in October 2024?", "66", {"cheltenham": "66"}, "human-date", False),
        ("temporal", "When did the user put his name down for an allotment near Philippa's?", "2024-10-25", {"waitlist": "waiting list"}, "relative-date", False),
        ("single-hop", "Which town was I thinking of moving to in October two years ago?", "Cheltenham", {"cheltenham": "cheltenham"}, "first-person-question relative-question-date", False),
        ("open-domain", "In which English county is the town the user is thinking of moving to?", "Gloucestershire", {"cheltenham": "cheltenham"}, "", False),
        ("multi-hop", "In which town did I work, and which town might I move to?", "Swindon; Cheltenham", {"depot": "swindon", "cheltenham": "cheltenham"}, "first-person-question event-chain", False),
    ],
}

# -- conv-08: a freelance illustrator (Zainab) planning a wedding and changing jobs, with an
# assistant, as lines labelled with her name.
C08: dict[str, Any] = {
    "kind": "assistant", "shape": "labelled_user_lines", "speakers": {"U": "User", "A": "Assistant"},
    "user_label": "Zainab",
    "sessions": [
        ("2025-01-11", """
U #wedding: i'm getting married in october and i need a planning timeline. we have literally nothing booked
A: Congratulations! Nine months is enough if you start with the big things. Do you have a date, a budget and a rough number of guests?
U #details: the date is the 18th of october. about 80 guests, budget 12k. my fiance rhys wanted it in cardiff, i wanted the beach, we compromised on cardiff lol
A: Here's a timeline: January–February, book the venue and the caterer; March, photographer and music; April–May, outfits and save-the-dates if not sent; June, cake and flowers; August, invitations; September, final numbers and seating plan.
U #illustrator: i'm a freelance illustrator so i want to do the invitations myself, when should they go out
A: Lovely idea. Send invitations about eight to ten weeks before the day, and save-the-dates as early as you can.
U #pickle: ok save the dates this month then. i'll draw our cat pickle on them
A: A cat on the save-the-dates will make people smile. Keep the date and city large so nobody misses them.
U: thanks!
A: Good luck with the planning!
"""),
        ("2025-03-12", """
U #venue: we booked the venue on monday! an old chapel in pontcanna that's now an event space
A: That sounds beautiful. A converted chapel will photograph wonderfully.
U #menu: can you help with a menu? i'm lactose intolerant so ideally mostly dairy free, and rhys's mum is vegetarian
A: Here's an idea: a starter of roasted beetroot with walnuts; mains of slow-cooked lamb with herbs, or a mushroom and chestnut wellington made with dairy-free pastry; sides of roast potatoes in olive oil and green beans.
U: the lamb sounds good. can you make the dessert dairy free too
A: Try a dark chocolate and olive oil cake, or poached pears with a coconut cream; both are dairy free and nobody will miss the butter.
U #application: also unrelated, i'm applying for an in house job as a background artist at an animation studio in newport. the deadline is friday
A: Exciting! Would you like help with the application?
U: yes please, can you check my cover letter opening
A: Happy to. Paste it in and I'll suggest edits. Lead with a piece of your work that fits the studio's style.
"""),
        ("2025-05-03", """
U #interview: i got an interview at the animation studio! it's on the 12th. the second round is a drawing test
A: Congratulations! For the drawing test, practise drawing the same room in different times of day and moods, since background artists are often asked for that.
U #welsh: also i started learning welsh on duolingo because rhys's family all speak it at christmas and i just nod
A: That's a lovely thing to do for them. Even a few phrases will go down well.
U: how do you say "thank you for having me" in welsh
A: "Diolch am fy nghael i." Add "Nadolig llawen" at Christmas and you'll be a favourite.
U #pickle-vet: pickle had to have two teeth out on tuesday, she's fine but furious
A: Poor Pickle. Soft food for a few days and she'll forgive you.
U: she won't, but ok
A: Cats keep grudges, but they also like fish.
"""),
        ("2025-07-17", """
U #hired: i got the job!! background artist at the studio, i start on the 1st of september
A: Congratulations! That's a big step.
U #book: i'm keeping a couple of freelance book clients though, i'm halfway through illustrating a picture book about a lighthouse keeper's dog
A: That sounds lovely. Just make sure your new contract lets you keep freelance work.
U #dress: and the dress is done! my aunt in lahore made it, she sent it last week. it's green and gold
A: Green and gold sounds stunning, and a dress made by your aunt is something to treasure.
U #invites-q: the invitations need to go out soon right
A: Yes. With the wedding on 18 October, aim to send them by mid-August.
U #invites: ok, i'll send them on the 9th of august then
A: Perfect. That gives guests just over two months.
"""),
        ("2025-09-13", """
U #otters: first two weeks at the studio done! i'm working on a series about a family of otters
A: How lovely! Otters and backgrounds full of rivers; you'll be drawing a lot of water.
U #commute: so much water. the commute is fine, 25 minutes on the train from cardiff and i sketch on the way
A: A train commute is good drawing time.
U #rsvp: 74 people have said yes to the wedding. can you help me with a seating plan? rhys's grandad is deaf in one ear and has to sit on the left
A: Of course. Put his grandad on the left of whoever he'll talk to most, away from the speakers, at a table near the top. Send me the list and I'll group the tables.
U #honeymoon: great. and the honeymoon is booked, we're going to the azores for ten days after the wedding
A: The Azores are beautiful in October. Pack a raincoat for the walks.
U: thanks for all the help this year
A: It's been a pleasure. Congratulations again!
"""),
    ],
    "questions": [
        ("temporal", "When is my wedding?", "2025-10-18", {"details": "october|2025-10-18"}, "first-person-question human-date", False),
        ("single-hop", "What is the name of the user's fiancé?", "Rhys", {"details": "fiance; rhys"}, "", True),
        ("single-hop", "Which city is the user's wedding in?", "Cardiff", {"details": "cardiff"}, "", True),
        ("single-hop", "Where is the wedding venue?", "an old chapel in Pontcanna", {"venue": "chapel; pontcanna"}, "", True),
        ("single-hop", "How many guests did the user plan for?", "about 80", {"details": "80 guests"}, "", False),
        ("single-hop", "What did the user do for work in January 2025?", "freelance illustrator", {"illustrator": "freelance illustrator"}, "human-date", True),
        ("single-hop", "What is my cat called?", "Pickle", {"pickle": "cat; pickle"}, "first-person-question", True),
        ("temporal", "When did the user book the wedding venue?", "2025-03-10", {"venue": "booked; venue"}, "relative-date", False),
        ("single-hop", "What food intolerance does the user have?", "lactose", {"menu": "lactose intolerant"}, "", True),
        ("single-hop", "What diet does Rhys's mum follow?", "vegetarian", {"menu": "mum; vegetarian"}, "third-person-fact", True),
        ("temporal", "When was the deadline for the animation studio application?", "2025-03-14", {"application": "deadline; animation studio"}, "relative-date", False),
        ("single-hop", "Where is the animation studio I applied to?", "Newport", {"application": "newport"}, "first-person-question", False),
        ("temporal", "When was my interview at the animation studio?", "2025-05-12", {"interview": "interview; 12th"}, "first-person-question relative-date", False),
        ("single-hop", "Why is the user learning Welsh?", "because Rhys's family all speak it at Christmas", {"welsh": "welsh; christmas"}, "", False),
        ("temporal", "When did Pickle have two teeth out?", "2025-04-29", {"pickle-vet": "teeth"}, "relative-date", False),
        ("temporal", "When did the user start as a background artist?", "2025-09-01", {"hired": "september|2025-09-01"}, "human-date", False),
        ("multi-hop", "What is my job now, and what did I do before?", "background artist at the studio; before, freelance illustrator", {"illustrator": "freelance illustrator", "hired": "background artist"}, "first-person-question event-chain latest", False),
        ("single-hop", "What is the picture book the user was illustrating in July 2025 about?", "a lighthouse keeper's dog", {"book": "lighthouse keeper; dog"}, "human-date", False),
        ("single-hop", "Who made the user's wedding dress?", "her aunt in Lahore", {"dress": "aunt; lahore"}, "third-person-fact", True),
        ("open-domain", "In which country does the aunt who made my wedding dress live?", "Pakistan", {"dress": "lahore"}, "first-person-question", False),
        ("single-hop", "What colour is my wedding dress?", "green and gold", {"dress": "green; gold"}, "first-person-question", False),
        ("temporal", "When did I plan to send the wedding invitations?", "2025-08-09", {"invites-q": "invitations", "invites": "august|2025-08-09"}, "first-person-question pronoun", False),
        ("single-hop", "What is the user working on at the studio?", "a series about a family of otters", {"otters": "otters"}, "latest", False),
        ("single-hop", "How does the user get to work?", "25 minutes on the train from Cardiff", {"commute": "train; 25 minutes"}, "", True),
        ("single-hop", "How many people have said yes to the wedding?", "74", {"rsvp": "74"}, "latest", False),
        ("single-hop", "Where am I going on honeymoon?", "the Azores", {"honeymoon": "azores"}, "first-person-question", False),
        ("single-hop", "What job did I start in September last year?", "background artist at the studio", {"hired": "background artist; september"}, "first-person-question relative-question-date", False),
        ("open-domain", "Which country do the islands where the user is going on honeymoon belong to?", "Portugal", {"honeymoon": "azores"}, "", False),
    ],
}

# -- conv-09: Ingrid (a sub-editor who moves into podcasts) and Obi (a newspaper photographer
# who goes freelance), colleagues at a local paper, as JSON messages with names.
C09: dict[str, Any] = {
    "kind": "pair", "shape": "named_json", "speakers": {"I": "Ingrid", "O": "Obi"},
    "sessions": [
        ("2023-03-07", """
O: ingrid are you in today? the coffee machine is broken again
I #wilton: nope, i'm stuck at home in wilton, the trains are cancelled. snow apparently, all two centimetres of it
O: two centimetres, national emergency
I #bins-q: did you see the front page i subbed last night? the council one
O: the "bins of shame" headline? that was you? genius
I #sub: i'm wasted as a sub-editor at the wessex courier, i tell you
O #colourblind: i took the photo for that and the bins were meant to be green. i'm colour blind so i'll take your word for it
I #staff: wait you're colour blind?? you're the staff photographer
O #twelve: twelve years and no complaints. the picture desk fixes the colours
I: incredible
O #award: speaking of which, the editor's entered my flood pictures for the regional press awards. the shortlist comes out in may
I: obi!! that's brilliant
O: don't jinx it
I #twins: the twins say hi btw, freya and signe saw your name in the paper and now think you're famous
O: i am famous. in salisbury
I: ha. right, back to the bins
"""),
        ("2023-05-18", """
O #shortlist: SHORTLISTED. the awards night is the 16th of november in exeter
I: OBI!!! i'm so proud. drinks on me
O: you still owe me from christmas
I #fencing: fine, two drinks. also i've taken up fencing, don't laugh. a class on tuesday nights at the leisure centre
O: fencing!! like swords?
I #stab: épée. i'm terrible. i stabbed the instructor by accident on tuesday
O: that's the point though
I #chidera-q: sort of. how's chidera?
O #chidera: she's good! finished her nursing degree at last, she starts on the wards at salisbury district in july. we're celebrating with a takeaway because we're broke
I: a nurse and a photographer, what a pair
O #lennart-q: what about lennart, still on the boat thing?
I #lennart: still restoring the sailing dinghy in the garage. my husband has spent more on that boat than on me
O: that's marriage
I: that's lennart
"""),
        ("2023-08-02", """
I #leaving: obi, sit down. i've handed in my notice. i'm leaving the courier at the end of september
O: WHAT. where are you going
I #podcast: a podcast company in winchester, southmoor audio. i'll be a producer on their true crime show
O: true crime! you'll be great, you love a grim story
I: i really do
O #desk-cut: honestly i'm thinking about going too. the paper's cutting the photo desk to one person from january
I: they'd keep you though
O: maybe. but i'd rather choose than be chosen
I #move-plan: fair. also we're probably moving to winchester, the commute from wilton would be an hour each way
O: the twins will hate leaving their school
I: they start secondary next year anyway, so it's now or never. they're already arguing about bedrooms
O: good luck. i'll miss you on the desk
I: you'll miss my biscuits
O: that too
"""),
        ("2023-11-14", """
O: how's the podcast life
I #detective: weird and great. i interviewed a retired detective yesterday for three hours about a horse stolen in 1987
O: a horse heist! amazing
I #awards-q: are you still going to exeter on thursday? the awards
O #awards-trip: yep, suit's ironed. chidera's coming, she swapped a night shift for it
I: good luck!! have you decided about going freelance?
O #freelance: i have. i'm going freelance from january. i've already got two wedding bookings and a contract with a garden magazine
I: obi that's brilliant. weddings though, you hate weddings
O: i hate weddings as a guest. as a photographer they're fine, everyone's too busy to talk to me
I #house: ha. we've found a house in winchester btw, on st cross road, moving on the 9th of december
O: the twins agreed on bedrooms then?
I: they flipped a coin. signe won and freya is appealing
O #show-q: what's your show called again?
I #show: cold ground. don't ask, it wasn't my choice
"""),
        ("2024-02-27", """
I: so?? i never heard about the awards
O #won: i WON. regional news photographer of the year. i cried on stage in front of 300 people
I: OBI! why did nobody tell me
O: you were moving house! it's fine
I: i'm so proud. how's freelance
O #custard: busy. and we got a dog! a beagle called custard. he ate a lens cap on his first day
I: a beagle!! they howl, you know
O: we know now
I #winchester: the house is lovely btw. the twins walk to school and i walk to the studio. no more trains
O: you've gone soft. walking to work
I #fencing-comp: not that soft. i fenced in my first competition on saturday. came fourth out of six
O: fourth! respectable
I: there were six people. two of them were eleven
"""),
        ("2024-06-11", """
O #still-q: you're still doing the true crime show, right?
I #still-podcast: yep, still there, season two comes out in august. it's the horse one
O: the horse heist! i'll listen
I: how's the freelance life treating you
O #exhibition: good. i've got an exhibition of the flood pictures at the salisbury arts centre, opening on the 21st
I: i'm coming. i'll bring the twins
O: they'll be bored
I: they'll be fine if there are crisps
O #mum: there will be crisps. also my mum's flying over from enugu for it, her first time in england
I: oh that's lovely. where's she staying
O: with us. custard has been warned
I #home-q: where are you living these days, still the flat by the cathedral?
O #home: nope, a little house in harnham now. with a garden for custard
I: harnham! fancy
"""),
    ],
    "questions": [
        ("single-hop", "Which town did Ingrid live in while she worked at the Wessex Courier?", "Wilton", {"wilton": "wilton"}, "", True),
        ("single-hop", "What was Ingrid's job at the Wessex Courier?", "sub-editor", {"sub": "sub-editor; wessex courier"}, "", True),
        ("single-hop", "What is Obi's job at the paper?", "staff photographer", {"staff twelve": "staff photographer"}, "second-person", True),
        ("single-hop", "How long had Obi been the paper's photographer by March 2023?", "twelve years", {"staff twelve": "twelve years"}, "second-person human-date", False),
        ("single-hop", "What is unusual about Obi's eyesight for a photographer?", "he is colour blind", {"colourblind": "colour blind"}, "", True),
        ("single-hop", "What are the names of Ingrid's twins?", "Freya and Signe", {"twins": "twins; freya; signe"}, "", True),
        ("temporal", "When was the regional press awards night?", "2023-11-16", {"shortlist": "awards; november|2023-11-16"}, "human-date", False),
        ("single-hop", "In which city were the regional press awards held?", "Exeter", {"shortlist": "exeter"}, "", False),
        ("single-hop", "Which sport did Ingrid take up in 2023?", "fencing", {"fencing": "fencing"}, "", True),
        ("temporal", "When did Ingrid stab her fencing instructor by accident?", "2023-05-16", {"stab": "instructor"}, "relative-date", False),
        ("single-hop", "Where does Chidera work?", "on the wards at Salisbury District", {"chidera-q chidera": "chidera; salisbury district"}, "third-person-fact pronoun", True),
        ("temporal", "In which month did Chidera start at Salisbury District?", "2023-07", {"chidera": "salisbury district; july|2023-07"}, "pronoun", False),
        ("single-hop", "What is Ingrid's husband restoring in the garage?", "a sailing dinghy", {"lennart": "sailing dinghy"}, "third-person-fact", False),
        ("single-hop", "What is the name of Ingrid's husband?", "Lennart", {"lennart-q lennart": "husband; lennart"}, "", True),
        ("single-hop", "Which company does Ingrid work for now?", "Southmoor Audio, a podcast company in Winchester", {"podcast": "southmoor audio"}, "latest", True),
        ("multi-hop", "What job did Ingrid leave in 2023, and what did she go to do?", "sub-editor at the Wessex Courier, then producer at Southmoor Audio", {"sub": "sub-editor", "podcast": "producer; southmoor audio"}, "event-chain latest", False),
        ("temporal", "In which month did Ingrid leave the Courier?", "2023-09", {"leaving": "leaving; september|2023-09"}, "", False),
        ("temporal", "When did Ingrid interview the retired detective?", "2023-11-13", {"detective": "retired detective"}, "relative-date", False),
        ("multi-hop", "What story is season two of Ingrid's true crime show about?", "a horse stolen in 1987", {"detective": "horse; 1987", "still-podcast": "horse; season two"}, "event-chain", False),
        ("temporal", "From which month did Obi work freelance?", "2024-01", {"freelance": "freelance; january|2024-01"}, "", False),
        ("multi-hop", "Why did Obi decide to go freelance?", "the paper was cutting the photo desk to one person", {"desk-cut": "photo desk; one person", "freelance": "freelance"}, "event-chain", False),
        ("temporal", "When did Ingrid's family move to Winchester?", "2023-12-09", {"house": "winchester; december|2023-12-09"}, "human-date", False),
        ("single-hop", "Which road is Ingrid's house in Winchester on?", "St Cross Road", {"house": "st cross road"}, "latest", True),
        ("single-hop", "What is Ingrid's true crime show called?", "Cold Ground", {"show-q show": "cold ground"}, "fragment pronoun", True),
        ("single-hop", "What award did Obi win?", "regional news photographer of the year", {"won": "photographer of the year"}, "", True),
        ("single-hop", "What award did Obi win in November three years ago?", "regional news photographer of the year", {"shortlist": "november", "won": "photographer of the year"}, "relative-question-date", False),
        ("multi-hop", "Which of Obi's pictures were entered for the awards and later exhibited?", "his flood pictures", {"award": "flood pictures", "exhibition": "flood pictures"}, "event-chain", False),
        ("single-hop", "What is Obi's dog called, and what breed is he?", "Custard, a beagle", {"custard": "beagle; custard"}, "", True),
        ("temporal", "When was Ingrid's first fencing competition?", "2024-02-24", {"fencing-comp": "competition"}, "relative-date", False),
        ("single-hop", "Where did Ingrid finish in her first fencing competition?", "fourth out of six", {"fencing-comp": "fourth"}, "", False),
        ("temporal", "In which month does season two of Ingrid's show come out?", "2024-08", {"still-q still-podcast": "season two; august|2024-08"}, "second-person", False),
        ("temporal", "When did Obi's exhibition open?", "2024-06-21", {"exhibition": "exhibition; 21st"}, "relative-date", False),
        ("single-hop", "Where is Obi's exhibition?", "the Salisbury Arts Centre", {"exhibition": "salisbury arts centre"}, "", False),
        ("single-hop", "Where does Obi's mum live?", "Enugu", {"mum": "mum; enugu"}, "third-person-fact", True),
        ("open-domain", "In which country does Obi's mum live?", "Nigeria", {"mum": "enugu"}, "", False),
        ("single-hop", "Which part of Salisbury does Obi live in now?", "Harnham", {"home-q home": "harnham"}, "fragment latest", True),
    ],
}

# -- conv-10: a hospital porter (Marek) studying history with the Open University, with an
# assistant, as User:/Assistant: lines.
C10: dict[str, Any] = {
    "kind": "assistant", "shape": "user_assistant_lines", "speakers": {"U": "User", "A": "Assistant"},
    "user_label": "Marek",
    "sessions": [
        ("2024-03-05", """
U #ou: hi. i've started an open university degree in history alongside work and my first essay is due on the 28th. can you help me plan it?
A: Of course. What's the question, and how many words?
U #essay: 2000 words on why the hanseatic league declined. i'm a porter at the royal victoria hospital so i mostly study on my breaks on night shifts
A: Then let's make it easy to do in short bursts. For 2,000 words: an introduction (200), three causes of about 500 each (the rise of territorial states, competition from Dutch and English merchants, the shift of trade to the Atlantic) and a conclusion (300).
U: three causes sounds doable. which sources should i start with
A: Start with your module readings, then a general history such as Philippe Dollinger's "The German Hansa" for the big picture.
U #zofia: my daughter zofia says i should just use wikipedia lol. she's 14 and knows everything
A: Wikipedia is a fine place to find sources, just not one to cite. Zofia is half right!
U: i'll tell her. she'll be unbearable
A: Good luck with the essay!
"""),
        ("2024-05-21", """
U #grade: i got 78 for the hanseatic essay! my tutor said the conclusion was strong
A: Congratulations, 78 is an excellent mark for a first essay.
U #krakow: thanks. different question, i'm taking zofia to kraków in august to see my grandmother, she's 93. what should we see apart from family
A: Kraków is lovely in summer: the Old Town and its market square, Wawel Castle, the Kazimierz district, and a day trip to the Wieliczka salt mine.
U #asthma: is the salt mine ok with asthma? i have asthma and zofia says the air is weird down there
A: Many people with asthma find the air in the mine fine; there's even a health resort down there. It's a long walk with a lot of stairs, though, so bring your inhaler and go at your own pace.
U: good to know. we'll do it
A: Enjoy the trip!
U: thanks
A: You're welcome.
"""),
        ("2024-09-10", """
U: back from kraków. my grandmother cried when she saw zofia, the last time she saw her she was a baby
A: What a moving visit. I'm glad you were able to go.
U #cat: and we came home to find our cat admiral had moved in with the neighbours. he's a rescue, he has trust issues
A: Cats do that! Feeding him at regular times and spending quiet time with him usually brings them home.
U #module: ok. also my second module starts on the 5th of october, it's on the irish revolution. any books to get ahead?
A: Charles Townshend's "The Republic" and Diarmaid Ferriter's "A Nation and Not a Rabble" are both readable and well regarded.
U #days: good. work's changed too, i'm on days now, they moved me to the a&e porter team last week
A: Days may make studying easier. Do you have a regular time to read?
U: evenings after zofia's hockey, usually
A: That's a good anchor. Good luck with the new module.
"""),
        ("2025-01-14", """
U #admiral-back: admiral came home! he sleeps on zofia's bed now like nothing happened
A: That's great news. Cats forgive, eventually.
U #exam: my first exam is on the 3rd of june. is it too early to start revising?
A: Not at all. Even 30 minutes three times a week from now will make a big difference.
U #ulster: zofia's been picked for the ulster under-15 hockey squad by the way. she found out on friday
A: Congratulations to Zofia! That's a big achievement.
U: she's already acting like she plays for ireland
A: Let her enjoy it!
U: can you make me a revision timetable for the exam, three evenings a week
A: Here's one: Monday, notes on one topic; Wednesday, past-paper questions; Saturday, an essay plan against the clock. Rotate the six topics over the weeks before June.
"""),
    ],
    "questions": [
        ("single-hop", "What am I studying with the Open University?", "history", {"ou": "open university; history"}, "first-person-question", True),
        ("temporal", "When was my first Open University essay due?", "2024-03-28", {"ou": "essay; 28th"}, "first-person-question relative-date", False),
        ("single-hop", "What was the user's first essay about?", "why the Hanseatic League declined", {"essay": "hanseatic league"}, "", False),
        ("open-domain", "Around which sea did the trading league in the user's first essay mostly operate?", "the Baltic Sea", {"essay": "hanseatic league"}, "", False),
        ("single-hop", "Where does the user work?", "at the Royal Victoria Hospital, as a porter", {"essay": "porter; royal victoria hospital"}, "", True),
        ("single-hop", "How old was my daughter Zofia in March 2024?", "14", {"zofia": "zofia; 14"}, "first-person-question human-date", False),
        ("single-hop", "What mark did the user get for the Hanseatic essay?", "78", {"grade": "78; essay"}, "", False),
        ("single-hop", "How old is the user's grandmother?", "93", {"krakow": "grandmother; 93"}, "third-person-fact", False),
        ("temporal", "In which month did I take Zofia to Kraków?", "2024-08", {"krakow": "kraków; august|2024-08"}, "first-person-question", False),
        ("open-domain", "In which country does the user's grandmother live?", "Poland", {"krakow": "kraków; grandmother"}, "", False),
        ("single-hop", "What health condition does the user have?", "asthma", {"asthma": "asthma"}, "", True),
        ("single-hop", "What is my cat called?", "Admiral", {"cat": "admiral; cat"}, "first-person-question", True),
        ("multi-hop", "What did Admiral do after the Kraków trip, and where does he sleep now?", "he moved in with the neighbours, then came home and sleeps on Zofia's bed", {"cat": "admiral; neighbours", "admiral-back": "admiral; zofia"}, "event-chain latest", False),
        ("temporal", "When did the user's second Open University module start?", "2024-10-05", {"module": "module; october|2024-10-05"}, "human-date", False),
        ("single-hop", "What is the user's second module about?", "the Irish revolution", {"module": "irish revolution"}, "", False),
        ("multi-hop", "Which shifts did the user work at the hospital before September 2024, and which now?", "night shifts, now days on the A&E porter team", {"essay": "night shifts", "days": "days; porter team"}, "event-chain latest", False),
        ("temporal", "When is my first exam?", "2025-06-03", {"exam": "exam; june|2025-06-03"}, "first-person-question human-date", False),
        ("temporal", "When did Zofia find out she had been picked for the Ulster squad?", "2025-01-10", {"ulster": "ulster; hockey"}, "relative-date", False),
        ("single-hop", "Which sport does Zofia play?", "hockey", {"ulster": "zofia; hockey"}, "third-person-fact", True),
        ("single-hop", "Which squad was Zofia picked for in January last year?", "the Ulster under-15 hockey squad", {"ulster": "ulster; under-15"}, "relative-question-date", False),
    ],
}

CONVERSATIONS = (C01, C02, C03, C04, C05, C06, C07, C08, C09, C10)

# -- labelled sentences: (type, shape, date, lines, expected). `lines` are "Speaker: text"
# lines, the last one being the sentence and any before it its context (a note is its text
# alone). `expected` holds (memory, kind, keys) for each memory the sentence should form.
SENTENCES: tuple[tuple[str, str, str, str, list[tuple[str, str, str]]], ...] = (
    # durable facts said in passing
    ("durable-fact", "named_lines", "2023-03-14", "Ottilie: honestly after nine years as a tree surgeon my shoulders are shot, but i still love the job",
     [("Ottilie is a tree surgeon.", "durable", "ottilie; tree surgeon")]),
    ("durable-fact", "timestamped_lines", "2024-01-25", "Bram: we're in a tiny terrace in ripon now, two doors down from the cathedral",
     [("Bram lives in Ripon.", "durable", "bram; ripon")]),
    ("durable-fact", "named_json", "2024-04-17", "Nadia: i teach year 4 at a primary school in luton, 31 kids and one hamster",
     [("Nadia teaches year 4 at a primary school in Luton.", "durable", "nadia; primary school|teach; luton")]),
    ("durable-fact", "user_assistant_lines", "2024-10-22", "User: i work nights as a baggage handler at gatwick so i sleep during the day",
     [("The user works nights as a baggage handler at Gatwick.", "durable", "user; baggage handler; gatwick")]),
    ("durable-fact", "json_messages", "2025-02-06", "User: I'm type 1 diabetic, have been since I was nine.",
     [("The user has type 1 diabetes.", "durable", "user; type 1; diabetic|diabetes")]),
    ("durable-fact", "named_lines", "2025-05-28", "Ezra: fun fact, i'm allergic to horses. found out at a wedding, very dramatic",
     [("Ezra is allergic to horses.", "durable", "ezra; allergic; horses")]),
    ("durable-fact", "timestamped_lines", "2023-06-21", "Imogen: anyway i'm vegan these days so the bbq is going to be a challenge lol",
     [("Imogen is vegan.", "durable", "imogen; vegan")]),
    ("durable-fact", "named_json", "2023-10-05", "Tariq: my flat's in walthamstow, right by the market, so come over whenever",
     [("Tariq lives in Walthamstow.", "durable", "tariq; walthamstow")]),
    ("durable-fact", "user_assistant_lines", "2025-08-12", "User: i speak dutch at home with the kids and english at work",
     [("The user speaks Dutch at home.", "durable", "user; dutch")]),
    ("durable-fact", "named_lines", "2024-07-03", "Beatriz: i've kept bees for six years and they still sting me every single summer",
     [("Beatriz keeps bees.", "durable", "beatriz; bees")]),
    ("durable-fact", "json_messages", "2023-12-12", "User: I drive an electric van for a parcel company, so I'm on the road all day.",
     [("The user drives an electric van for a parcel company.", "durable", "user; van; parcel")]),
    ("durable-fact", "timestamped_lines", "2024-11-29", "Cormac: been with the coastguard eleven years now and i still get seasick lol",
     [("Cormac works for the coastguard.", "durable", "cormac; coastguard")]),
    ("durable-fact", "named_lines", "2025-10-09", "Ilse: my partner's called femi, we've been together since uni",
     [("Ilse's partner is Femi.", "durable", "ilse; femi")]),
    ("durable-fact", "named_json", "2024-05-30", "Farid: i play the oud in a little band that does weddings and birthdays",
     [("Farid plays the oud in a band.", "durable", "farid; oud")]),
    # past events with relative dates
    ("past-event", "named_lines", "2023-03-14", "Hana: ran my first marathon on sunday in 4:51 and now i can't walk down stairs",
     [("Hana ran her first marathon on 2023-03-12.", "recent", "hana; marathon; 2023-03-12")]),
    ("past-event", "timestamped_lines", "2023-06-21", "Lucan: got my motorbike licence yesterday!! first try",
     [("Lucan got his motorbike licence on 2023-06-20.", "recent", "lucan; motorbike licence; 2023-06-20")]),
    ("past-event", "named_json", "2024-01-25", "Peregrine: the roofers finally finished on monday, eight weeks late",
     [("Peregrine's roof was finished on 2024-01-22.", "recent", "peregrine; roofers|roof; 2024-01-22")]),
    ("past-event", "user_assistant_lines", "2024-04-17", "User: i sat my citizenship test last friday and passed",
     [("The user passed the citizenship test on 2024-04-12.", "recent", "user; citizenship test; 2024-04-12")]),
    ("past-event", "json_messages", "2024-07-03", "User: We adopted two kittens from the shelter on Saturday.",
     [("The user adopted two kittens on 2024-06-29.", "recent", "user; kittens; 2024-06-29")]),
    ("past-event", "named_lines", "2024-10-22", "Yusuf: my son was born on thursday!! 3.6 kilos, his name is idris",
     [("Yusuf's son Idris was born on 2024-10-17.", "recent", "yusuf; idris; 2024-10-17")]),
    ("past-event", "timestamped_lines", "2025-02-06", "Agnieszka: i handed my thesis in two weeks ago and i've basically slept ever since",
     [("Agnieszka handed in her thesis on 2025-01-23.", "recent", "agnieszka; thesis; 2025-01-23")]),
    ("past-event", "named_json", "2025-05-28", "Rufus: we got married yesterday at the registry office!! just us and two witnesses",
     [("Rufus got married on 2025-05-27.", "recent", "rufus; married; 2025-05-27")]),
    ("past-event", "user_assistant_lines", "2023-08-30", "User: i had my wisdom teeth out on monday and i can only eat soup. any soup ideas?",
     [("The user had wisdom teeth out on 2023-08-28.", "recent", "user; wisdom teeth; 2023-08-28")]),
    ("past-event", "named_lines", "2025-08-12", "Thandiwe: i finally quit the bank on friday. no job lined up, just vibes",
     [("Thandiwe quit her job at the bank on 2025-08-08.", "recent", "thandiwe; bank; 2025-08-08")]),
    # facts about other people
    ("third-person-fact", "named_lines", "2023-10-05", "Oona: my brother declan's a firefighter in belfast, he's the calm one",
     [("Oona's brother Declan is a firefighter in Belfast.", "durable", "oona; declan; firefighter")]),
    ("third-person-fact", "timestamped_lines", "2024-04-17", "Mateo: my mum runs a ceramics shop in valencia, she'd love you",
     [("Mateo's mum runs a ceramics shop in Valencia.", "durable", "mateo; mum; ceramics")]),
    ("third-person-fact", "named_json", "2025-02-06", "Kenji: my grandad was a coal miner in yubari, he still coughs about it",
     [("Kenji's grandad was a coal miner in Yubari.", "durable", "kenji; grandad; coal miner")]),
    ("third-person-fact", "user_assistant_lines", "2024-07-03", "User: my wife ngozi is a paediatric nurse, so she knows all the fevers",
     [("The user's wife Ngozi is a paediatric nurse.", "durable", "user; ngozi; paediatric nurse")]),
    ("third-person-fact", "json_messages", "2025-10-09", "User: My son Eli is autistic and finds loud restaurants really hard.",
     [("The user's son Eli is autistic.", "durable", "user; eli; autistic")]),
    ("third-person-fact", "named_lines", "2024-11-29", "Siobhan: my flatmate ravi is a junior doctor so we never see him",
     [("Siobhan's flatmate Ravi is a junior doctor.", "durable", "siobhan; ravi; junior doctor")]),
    ("third-person-fact", "timestamped_lines", "2023-12-12", "Elif: my dad's retired now, he was a train driver for 30 years",
     [("Elif's dad was a train driver for 30 years.", "durable", "elif; dad; train driver")]),
    # facts on the way to a request
    ("request-with-fact", "user_assistant_lines", "2023-06-21", "User: i'm training for a triathlon in september, can you make me a weekly swim plan?",
     [("The user is training for a triathlon in 2023-09.", "recent", "user; triathlon")]),
    ("request-with-fact", "json_messages", "2024-01-25", "User: As a night-shift nurse I never know when to eat. Can you suggest a meal schedule?",
     [("The user is a night-shift nurse.", "durable", "user; nurse")]),
    ("request-with-fact", "user_assistant_lines", "2024-10-22", "User: my daughter is turning five on saturday, can you suggest a dinosaur cake?",
     [("The user's daughter turns five on 2024-10-26.", "recent", "user; daughter; 2024-10-26")]),
    ("request-with-fact", "json_messages", "2025-05-28", "User: I keep chickens, about eight of them. What should I plant so they don't eat everything?",
     [("The user keeps chickens.", "durable", "user; chickens")]),
    ("request-with-fact", "user_assistant_lines", "2023-12-12", "User: i'm vegetarian and my boyfriend isn't, can you plan a christmas dinner that works for both of us?",
     [("The user is vegetarian.", "durable", "user; vegetarian")]),
    ("request-with-fact", "json_messages", "2023-08-30", "User: Could you help me write a complaint? I live on a narrowboat and the marina raised the mooring fees again.",
     [("The user lives on a narrowboat.", "durable", "user; narrowboat")]),
    ("request-with-fact", "user_assistant_lines", "2025-02-06", "User: i fly to reykjavik on the 14th, what should i pack for february there?",
     [("The user flies to Reykjavik on 2025-02-14.", "recent", "user; reykjavik; 2025-02-14")]),
    ("request-with-fact", "json_messages", "2024-04-17", "User: Since I'm allergic to cats, which dog breeds are best for allergies?",
     [("The user is allergic to cats.", "durable", "user; allergic; cats")]),
    # plans
    ("plan", "named_lines", "2024-05-30", "Liesel: we're driving up to the lakes on saturday for a week of walking",
     [("Liesel is driving to the Lakes on 2024-06-01.", "recent", "liesel; lakes; 2024-06-01")]),
    ("plan", "timestamped_lines", "2025-10-09", "Femi: i start the new job at the council on monday, terrified",
     [("Femi starts a new job at the council on 2025-10-13.", "recent", "femi; council; 2025-10-13")]),
    ("plan", "named_json", "2023-06-21", "Matteo: i'm having my hernia op tomorrow so i'll be off grid for a bit",
     [("Matteo has a hernia operation on 2023-06-22.", "recent", "matteo; hernia; 2023-06-22")]),
    ("plan", "user_assistant_lines", "2025-08-12", "User: we're moving to inverness next month, what do i need to do about council tax?",
     [("The user is moving to Inverness in September 2025.", "recent", "user; inverness; 2025-09")]),
    ("plan", "json_messages", "2024-11-29", "User: My sister is visiting from Perth on Tuesday, can you suggest a day out in London?",
     [("The user's sister is visiting from Perth on 2024-12-03.", "recent", "user; sister; 2024-12-03")]),
    ("plan", "named_lines", "2023-10-05", "Rosalind: my interview at the museum is a week tomorrow, wish me luck",
     [("Rosalind has a job interview at the museum on 2023-10-13.", "recent", "rosalind; interview; 2023-10-13")]),
    ("plan", "timestamped_lines", "2024-07-03", "Otto: off to crete on the 19th with the lads, can't wait",
     [("Otto goes to Crete on 2024-07-19.", "recent", "otto; crete; 2024-07-19")]),
    # fragments answering a question
    ("fragment-answer", "named_lines", "2023-12-12", "Pia: where are you working these days?\nHugo: the botanic gardens. glasshouses mostly",
     [("Hugo works at the botanic gardens.", "durable", "hugo; botanic gardens")]),
    ("fragment-answer", "timestamped_lines", "2024-04-17", "Noor: what breed is your dog again?\nCasimir: border collie. he's called biscuit and he's insane",
     [("Casimir has a border collie called Biscuit.", "durable", "casimir; border collie")]),
    ("fragment-answer", "named_json", "2024-10-22", "Wilf: which hospital did your mum end up in?\nJuno: the royal infirmary. ward 6",
     [("Juno's mum is in the Royal Infirmary.", "recent", "juno; mum; royal infirmary")]),
    ("fragment-answer", "user_assistant_lines", "2025-05-28", "Assistant: Which city will you be flying from?\nUser: edinburgh, early morning if possible",
     [("The user is flying from Edinburgh.", "recent", "user; edinburgh")]),
    ("fragment-answer", "json_messages", "2023-03-14", "Assistant: Which instrument do you play?\nUser: The cello, for about twelve years now.",
     [("The user plays the cello.", "durable", "user; cello")]),
    ("fragment-answer", "named_lines", "2025-02-06", "Ada: how old is your little one now?\nRemy: three in april! clementine's a proper chatterbox",
     [("Remy's child Clementine turns three in April 2025.", "durable", "remy; clementine")]),
    # lasting preferences
    ("preference", "named_lines", "2024-01-25", "Sunniva: i can't stand coriander, it tastes like soap to me",
     [("Sunniva hates coriander.", "durable", "sunniva; coriander")]),
    ("preference", "timestamped_lines", "2025-05-28", "Barnaby: my favourite band is still the cure, always will be",
     [("Barnaby's favourite band is the Cure.", "durable", "barnaby; cure")]),
    ("preference", "user_assistant_lines", "2024-04-17", "User: i always prefer window seats, please remember that for future bookings",
     [("The user prefers window seats.", "durable", "user; window seats")]),
    ("preference", "json_messages", "2025-08-12", "User: I hate early meetings; I'm useless before ten.",
     [("The user hates early meetings.", "durable", "user; early meetings")]),
    ("preference", "named_json", "2023-08-30", "Clemency: give me a thunderstorm over sunshine any day, i love a proper storm",
     [("Clemency prefers a thunderstorm to sunshine.", "durable", "clemency; thunderstorm|storm")]),
    ("preference", "timestamped_lines", "2023-10-05", "Lorcan: i only drink oat milk, cow's milk makes me feel grim",
     [("Lorcan only drinks oat milk.", "durable", "lorcan; oat milk")]),
    # temporary states
    ("recent-state", "named_lines", "2024-07-03", "Marguerite: i'm on crutches for the next month, sprained my ankle at netball",
     [("Marguerite is on crutches with a sprained ankle from netball.", "recent", "marguerite; crutches|ankle")]),
    ("recent-state", "timestamped_lines", "2024-11-29", "Sol: i'm staying at my brother's in hull this week while the kitchen gets done",
     [("Sol is staying at his brother's in Hull while his kitchen is done.", "recent", "sol; hull")]),
    ("recent-state", "user_assistant_lines", "2023-03-14", "User: i've got a chest infection at the moment so i'm off work all week",
     [("The user has a chest infection and is off work.", "recent", "user; chest infection")]),
    ("recent-state", "json_messages", "2024-05-30", "User: I'm between jobs right now, so the budget is tight.",
     [("The user is between jobs.", "recent", "user; between jobs")]),
    ("recent-state", "named_json", "2025-10-09", "Tamsin: we're living out of boxes in my in-laws' spare room until the sale goes through",
     [("Tamsin is living in her in-laws' spare room until the house sale goes through.", "recent", "tamsin; in-laws")]),
    # confirmations of what the other speaker says in the second person
    ("second-person", "named_lines", "2023-06-21", "Aurelio: you're still at the observatory, right?\nBettina: yep, still there, night shifts on the big telescope",
     [("Bettina works at the observatory.", "durable", "bettina; observatory")]),
    ("second-person", "timestamped_lines", "2025-02-06", "Zeynep: you've got two cats now, haven't you?\nGus: three actually, we got another one at christmas",
     [("Gus has three cats.", "durable", "gus; three; cats")]),
    ("second-person", "named_json", "2024-01-25", "Lowen: are you still doing the night course in plumbing?\nCerys: yes, second year, i qualify in june",
     [("Cerys is doing a night course in plumbing.", "durable", "cerys; plumbing")]),
    ("second-person", "named_lines", "2024-10-22", "Maeve: you and dario are married now, right?\nSolveig: since june! small do in the garden",
     [("Solveig is married to Dario.", "durable", "solveig; dario; married")]),
    ("second-person", "timestamped_lines", "2023-08-30", "Piet: you're the one who runs the pub quiz at the anchor, aren't you?\nHallam: guilty. every tuesday for six years",
     [("Hallam runs the pub quiz at the Anchor.", "durable", "hallam; pub quiz")]),
    # answers that point back with a pronoun
    ("pronoun-answer", "named_lines", "2023-08-30", "Nell: who painted that big sea picture in your hall?\nAmbrose: my aunt did, years ago. she was an art teacher",
     [("Ambrose's aunt painted the sea picture in Ambrose's hall.", "durable", "ambrose; aunt; painted"),
      ("Ambrose's aunt was an art teacher.", "durable", "ambrose; aunt; art teacher")]),
    ("pronoun-answer", "timestamped_lines", "2024-05-30", "Fen: who's looking after the dogs while you're away?\nOrla: my neighbour pat is, she's a saint",
     [("Orla's neighbour Pat is looking after Orla's dogs.", "recent", "orla; pat; dogs")]),
    ("pronoun-answer", "named_json", "2025-08-12", "Jem: who taught you to sail?\nKit: my grandad did, on the norfolk broads",
     [("Kit's grandad taught Kit to sail.", "durable", "kit; grandad; sail")]),
    ("pronoun-answer", "named_lines", "2025-10-09", "Bea: who fixed your bike in the end?\nRory: my housemate tam did it, took him ten minutes",
     [("Rory's housemate Tam fixed Rory's bike.", "recent", "rory; tam; bike")]),
    ("pronoun-answer", "timestamped_lines", "2023-03-14", "Lida: who's that in the wedding photo on your fridge?\nMagnus: that's my parents, 1979, in bergen",
     [("The wedding photo on Magnus's fridge shows his parents in Bergen in 1979.", "durable", "magnus; parents; 1979|bergen")]),
    # notes
    ("note", "note", "2024-01-25", "Note: the wifi password for the cabin is pinecone77.",
     [("The wifi password for the cabin is pinecone77.", "durable", "wifi password; pinecone77")]),
    ("note", "note", "2024-10-22", "Reminder: Dmitri's daughter Vera has a severe sesame allergy, so no tahini at the party.",
     [("Dmitri's daughter Vera has a severe sesame allergy.", "durable", "vera; sesame")]),
    ("note", "note", "2023-06-21", "Dentist appointment moved to Thursday 6 July 2023 at 9:40.",
     [("The dentist appointment is on 6 July 2023 at 9:40.", "recent", "dentist; 2023-07-06")]),
    ("note", "note", "2025-05-28", "Project Heron's launch date is 16 September 2025.",
     [("Project Heron launches on 16 September 2025.", "recent", "heron; 2025-09-16")]),
    ("note", "note", "2024-07-03", "Spare house key is with Mrs Achterberg at number 14.",
     [("The spare house key is with Mrs Achterberg at number 14.", "durable", "key; achterberg")]),
    ("note", "note", "2025-10-09", "The boiler engineer is called Stavros, mobile 07700 900481.",
     [("The boiler engineer is Stavros.", "durable", "boiler engineer; stavros")]),
    # several facts in one sentence
    ("multi-fact", "named_json", "2023-03-14", "Keziah: my best friend anouk lives in rotterdam now, she designs bridges",
     [("Keziah's best friend Anouk lives in Rotterdam.", "durable", "keziah|anouk; rotterdam"),
      ("Anouk, Keziah's best friend, designs bridges.", "durable", "anouk; bridges")]),
    ("multi-fact", "named_lines", "2024-04-17", "Percival: i'm 41, i live in york and i've never once been on a plane",
     [("Percival is 41.", "durable", "percival; 41"),
      ("Percival lives in York.", "durable", "percival; york"),
      ("Percival has never been on a plane.", "durable", "percival; plane")]),
    ("multi-fact", "user_assistant_lines", "2025-10-09", "User: i'm a vet in shropshire and i have two lurchers, can you recommend a dog friendly cottage for a week?",
     [("The user is a vet.", "durable", "user; vet"),
      ("The user lives in Shropshire.", "durable", "user; shropshire"),
      ("The user has two lurchers.", "durable", "user; lurchers")]),
    ("multi-fact", "json_messages", "2024-07-03", "User: My partner Joss and I run a campsite in Pembrokeshire.",
     [("The user's partner is Joss.", "durable", "user; joss"),
      ("The user runs a campsite in Pembrokeshire.", "durable", "user; campsite")]),
    # a second round, mixed
    ("past-event", "timestamped_lines", "2025-10-09", "Tamsin: we finally exchanged contracts on the 2nd!! keys in three weeks",
     [("Tamsin exchanged contracts on her house on 2025-10-02.", "recent", "tamsin; contracts; 2025-10-02")]),
    ("plan", "named_json", "2024-11-29", "Casimir: my sister's wedding is a fortnight on saturday, in malta, and i still haven't got a suit",
     [("Casimir's sister's wedding is in Malta on 2024-12-14.", "recent", "casimir; wedding; 2024-12-14")]),
    ("request-with-fact", "json_messages", "2025-05-28", "User: I've just been diagnosed with coeliac disease. What can I eat at a barbecue?",
     [("The user has coeliac disease.", "durable", "user; coeliac")]),
    ("third-person-fact", "named_lines", "2023-06-21", "Aurelio: my cousin paz just became a pilot for a little island airline",
     [("Aurelio's cousin Paz is a pilot for an island airline.", "durable", "aurelio; paz; pilot")]),
    ("recent-state", "user_assistant_lines", "2025-08-12", "User: i'm in tokyo for work this week, what should i eat near shinjuku?",
     [("The user is in Tokyo for work.", "recent", "user; tokyo")]),
    ("fragment-answer", "timestamped_lines", "2023-08-30", "Piet: how long have you lived in utrecht now?\nFen: eleven years in march, can you believe it",
     [("Fen has lived in Utrecht for about eleven years.", "durable", "fen; utrecht")]),
    ("pronoun-answer", "named_json", "2024-04-17", "Lida: who cut your hair?? it's great\nNoor: my sister did, she's a hairdresser in derby",
     [("Noor's sister is a hairdresser in Derby.", "durable", "noor; sister; hairdresser")]),
    ("preference", "named_json", "2025-02-06", "Ada: i'll never fly again if i can help it, trains all the way",
     [("Ada prefers trains to flying.", "durable", "ada; trains")]),
    ("multi-fact", "note", "2025-08-12", "Tamar's birthday is 4 March and she's allergic to lilies.",
     [("Tamar's birthday is 4 March.", "durable", "tamar; birthday; march|2025-03-04|2026-03-04"),
      ("Tamar is allergic to lilies.", "durable", "tamar; lilies")]),
    ("hypothetical", "named_lines", "2025-05-28", "Quill: if i ever get a dog i'm calling it sausage", []),
    ("question", "json_messages", "2024-07-03", "User: Is it normal for a cat to sleep 16 hours a day?", []),
    ("others-opinion", "timestamped_lines", "2025-10-09", "Rory: my landlord thinks the damp is my fault, obviously", []),
    ("generic-opinion", "named_lines", "2024-11-29", "Sol: honestly every city is better with trams", []),
    ("passing-mood", "json_messages", "2025-02-06", "User: I'm so tired today, bear with me.", []),
    ("compliment", "user_assistant_lines", "2023-03-14", "User: honestly you're a lifesaver", []),
    ("thanks", "named_lines", "2025-10-09", "Bea: thanks again for having us at the weekend, the kids loved it", []),
    ("hypothetical", "json_messages", "2025-08-12", "User: If I moved to Canada, would my UK driving licence still work?", []),
    # chatter
    ("chatter", "named_lines", "2023-03-14", "Quill: haha no way, that's brilliant", []),
    ("chatter", "timestamped_lines", "2024-01-25", "Bram: morning! coffee first, then words", []),
    ("chatter", "named_json", "2024-04-17", "Nadia: ok i'm off, speak later x", []),
    ("chatter", "named_lines", "2024-10-22", "Yusuf: lol same. anyway", []),
    ("chatter", "timestamped_lines", "2025-05-28", "Rufus: right, dinner's ready, brb", []),
    ("chatter", "named_json", "2023-08-30", "Hallam: omg that video of the goat on the trampoline", []),
    ("chatter", "user_assistant_lines", "2024-07-03", "User: hello again", []),
    ("chatter", "json_messages", "2025-02-06", "User: OK, let's carry on from where we were.", []),
    ("chatter", "named_lines", "2025-08-12", "Thandiwe: that match last night though, what a finish", []),
    ("chatter", "timestamped_lines", "2023-10-05", "Lorcan: sorry, phone died", []),
    ("chatter", "named_json", "2024-11-29", "Sol: ha, classic", []),
    ("chatter", "named_lines", "2025-10-09", "Ilse: anyway, enough about me", []),
    # questions
    ("question", "named_lines", "2023-06-21", "Bettina: are you still at the same place or did you move?", []),
    ("question", "timestamped_lines", "2024-04-17", "Casimir: how did the interview go??", []),
    ("question", "named_json", "2025-02-06", "Kenji: when's your sister's wedding again?", []),
    ("question", "user_assistant_lines", "2023-12-12", "User: what's the best way to descale a kettle?", []),
    ("question", "json_messages", "2024-10-22", "User: How long should I boil an egg for a soft yolk?", []),
    ("question", "named_lines", "2024-05-30", "Liesel: did you ever get the car fixed?", []),
    ("question", "timestamped_lines", "2025-08-12", "Otto: who's hosting christmas this year?", []),
    ("question", "user_assistant_lines", "2025-05-28", "User: can you explain how compound interest works?", []),
    ("question", "json_messages", "2023-06-21", "User: What's the difference between a latte and a flat white?", []),
    ("question", "named_json", "2023-10-05", "Tariq: is your brother still living in cardiff?", []),
    ("question", "named_lines", "2024-01-25", "Sunniva: do you want to come to the quiz on thursday?", []),
    ("question", "timestamped_lines", "2024-11-29", "Cormac: have you tried the new ramen place on king street?", []),
    # compliments
    ("compliment", "named_lines", "2024-07-03", "Marguerite: you're honestly the best friend anyone could ask for", []),
    ("compliment", "timestamped_lines", "2023-03-14", "Magnus: your garden looks amazing in those photos", []),
    ("compliment", "named_json", "2024-10-22", "Juno: that's such a gorgeous dress on you", []),
    ("compliment", "user_assistant_lines", "2024-04-17", "User: you're really good at this, you know", []),
    ("compliment", "json_messages", "2025-08-12", "User: That was a brilliant explanation, very clear.", []),
    ("compliment", "named_lines", "2025-02-06", "Remy: your kids are so polite, seriously", []),
    ("compliment", "timestamped_lines", "2024-05-30", "Orla: you always know exactly what to say", []),
    ("compliment", "named_json", "2023-12-12", "Hugo: you've got such a good eye for colour", []),
    # hypotheticals
    ("hypothetical", "named_lines", "2023-10-05", "Rosalind: if i won the lottery i'd buy a lighthouse and never speak to anyone again", []),
    ("hypothetical", "timestamped_lines", "2024-01-25", "Bram: if we ever move abroad it'd probably be portugal", []),
    ("hypothetical", "named_json", "2024-07-03", "Otto: i might get a dog one day, if the landlord ever allows it", []),
    ("hypothetical", "user_assistant_lines", "2025-10-09", "User: if i were to switch careers, would nursing be a good fit?", []),
    ("hypothetical", "json_messages", "2024-11-29", "User: Suppose I took a year off to travel, how much would I need?", []),
    ("hypothetical", "named_lines", "2025-05-28", "Ezra: imagine if we'd all become dentists like mum wanted", []),
    ("hypothetical", "timestamped_lines", "2023-06-21", "Imogen: maybe someday i'll learn the piano properly", []),
    ("hypothetical", "named_json", "2025-08-12", "Kit: if the weather holds we could go sailing, who knows", []),
    ("hypothetical", "user_assistant_lines", "2023-08-30", "User: what would happen if i stopped paying into my pension for a year?", []),
    ("hypothetical", "named_lines", "2024-11-29", "Siobhan: in another life i'd have been a marine biologist", []),
    # other people's opinions
    ("others-opinion", "named_lines", "2023-03-14", "Hana: my mum thinks i should move back home, but she would", []),
    ("others-opinion", "timestamped_lines", "2024-04-17", "Mateo: my boss reckons the office will close by summer", []),
    ("others-opinion", "named_json", "2025-02-06", "Kenji: my brother says the new star wars is rubbish", []),
    ("others-opinion", "user_assistant_lines", "2024-10-22", "User: my husband thinks electric cars are a fad", []),
    ("others-opinion", "json_messages", "2023-12-12", "User: My friend says cold showers cured her anxiety.", []),
    ("others-opinion", "named_lines", "2025-08-12", "Thandiwe: apparently my aunt thinks tattoos are for sailors", []),
    ("others-opinion", "timestamped_lines", "2023-08-30", "Hallam: dad says the quiz questions are too easy these days", []),
    ("others-opinion", "named_json", "2024-05-30", "Farid: my teacher thinks i should play more slowly", []),
    ("others-opinion", "named_lines", "2025-10-09", "Rory: tam reckons that bike was never going to last", []),
    ("others-opinion", "json_messages", "2024-04-17", "User: My doctor thinks I worry too much.", []),
    # opinions about the world
    ("generic-opinion", "named_lines", "2024-01-25", "Peregrine: honestly nobody needs more than two pairs of shoes", []),
    ("generic-opinion", "timestamped_lines", "2025-10-09", "Femi: trains in this country are a joke", []),
    ("generic-opinion", "named_json", "2023-06-21", "Matteo: pineapple on pizza is a crime, end of", []),
    ("generic-opinion", "user_assistant_lines", "2024-07-03", "User: i think social media is making everyone miserable", []),
    ("generic-opinion", "json_messages", "2025-05-28", "User: Working from home is better for everyone, I reckon.", []),
    ("generic-opinion", "named_lines", "2023-12-12", "Elif: summer weddings are always too hot", []),
    ("generic-opinion", "timestamped_lines", "2024-10-22", "Wilf: cats are smarter than people give them credit for", []),
    ("generic-opinion", "named_json", "2025-10-09", "Tamsin: buying a house is a nightmare for anyone under forty", []),
    ("generic-opinion", "user_assistant_lines", "2023-06-21", "User: exercise is the best medicine, honestly", []),
    # passing moods
    ("passing-mood", "named_lines", "2023-08-30", "Nell: i'm so tired today, i could sleep at my desk", []),
    ("passing-mood", "timestamped_lines", "2024-07-03", "Marguerite: ugh, grumpy this morning, ignore me", []),
    ("passing-mood", "named_json", "2025-05-28", "Barnaby: feeling weirdly happy today for no reason", []),
    ("passing-mood", "user_assistant_lines", "2024-11-29", "User: i'm a bit stressed today, sorry if i'm short with you", []),
    ("passing-mood", "json_messages", "2023-10-05", "User: I'm bored out of my mind this afternoon.", []),
    ("passing-mood", "named_lines", "2024-04-17", "Percival: bit sad tonight, the rain doesn't help", []),
    ("passing-mood", "timestamped_lines", "2025-02-06", "Gus: starving right now, lunch can't come soon enough", []),
    ("passing-mood", "named_json", "2024-01-25", "Cerys: so nervous right now i can't eat", []),
    # the assistant's suggestions
    ("assistant-suggestion", "user_assistant_lines", "2024-01-25", "User: what should i cook tonight?\nAssistant: You could try a quick mushroom risotto; it takes about 30 minutes.", []),
    ("assistant-suggestion", "json_messages", "2024-10-22", "User: Any tips for sleeping better?\nAssistant: Try keeping the same bedtime every night and avoid screens for an hour before bed.", []),
    ("assistant-suggestion", "user_assistant_lines", "2025-08-12", "User: where should we go for a weekend away?\nAssistant: York is lovely for a weekend: the walls, the Minster and plenty of cafés.", []),
    ("assistant-suggestion", "json_messages", "2023-03-14", "User: how do i get better at running?\nAssistant: Build up slowly, about 10% more distance each week, with one easy long run.", []),
    ("assistant-suggestion", "user_assistant_lines", "2025-05-28", "User: what gift should i get my boss?\nAssistant: A good notebook or a plant is a safe and thoughtful choice.", []),
    ("assistant-suggestion", "json_messages", "2024-07-03", "User: Which laptop should I buy for video editing?\nAssistant: Look for at least 16 GB of memory and a dedicated graphics card.", []),
    # thanks
    ("thanks", "user_assistant_lines", "2023-10-05", "User: thanks so much, that's really helpful", []),
    ("thanks", "json_messages", "2025-10-09", "User: Perfect, thank you!", []),
    ("thanks", "named_lines", "2024-07-03", "Beatriz: thanks for the honey cake recipe, it worked a treat", []),
    ("thanks", "timestamped_lines", "2023-12-12", "Elif: cheers for the lift yesterday, you're a star", []),
    ("thanks", "named_json", "2024-11-29", "Sol: thank you for the flowers, they made my week", []),
)
# fmt: on


class LabelError(ValueError):
    """A literal above breaks one of the set's rules."""


def _require(ok: object, where: str, why: str) -> None:
    if not ok:
        raise LabelError(f"{where}: {why}")


def _day(text: str, where: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise LabelError(f"{where}: {text!r} is not an ISO date") from None


def parse_keys(text: str) -> list[list[str]]:
    """``"a|b; c"`` -> ``[["a", "b"], ["c"]]``."""
    return [[p.strip() for p in group.split("|")] for group in text.split(";")]


def _session(conv_id: str, n: int, day: str, text: str, conv: dict[str, Any],
             labels: dict[str, str]) -> dict[str, Any]:  # fmt: skip
    session_id = f"{conv_id}-s{n:02d}"
    turns: list[dict[str, str]] = []
    for line in text.strip().splitlines():
        m = LINE.match(line)
        _require(m and m.group(1) in conv["speakers"], session_id, f"bad line {line!r}")
        assert m  # for the type checker; _require raised otherwise
        turn_id = f"{session_id}-t{len(turns) + 1:02d}"
        if m.group(2):
            _require(m.group(2) not in labels, conv_id, f"label {m.group(2)!r} used twice")
            labels[m.group(2)] = turn_id
        turns.append({"id": turn_id, "speaker": conv["speakers"][m.group(1)], "text": m.group(3)})
    return {"id": session_id, "date": day, "turns": turns}


def _check_conversation(row: dict[str, Any]) -> None:
    where, sessions = row["id"], row["sessions"]
    days = [_day(s["date"], where) for s in sessions]
    _require(days == sorted(days) and len(set(days)) == len(days), where, "dates out of order")
    _require(days[0] >= FIRST_DAY and days[-1] <= LAST_DAY, where, "dates outside 2023-2025")
    if row["kind"] == "pair":
        _require(5 <= len(sessions) <= 8, where, "a pair chat has 5-8 sessions")
        _require(240 <= (days[-1] - days[0]).days <= 620, where, "sessions span 8-20 months")
        for s in sessions:
            _require(10 <= len(s["turns"]) <= 25, s["id"], "a pair session has 10-25 turns")
    else:
        _require(4 <= len(sessions) <= 6, where, "an assistant chat has 4-6 sessions")
        _require(row["user_label"], where, "an assistant chat names its user")
    spoken = {t["speaker"] for s in sessions for t in s["turns"]}
    _require(spoken == set(row["speakers"]), where, "every speaker speaks")


def conversations_and_questions() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    conversations, questions = [], []
    for number, conv in enumerate(CONVERSATIONS, start=1):
        conv_id = f"conv-{number:02d}"
        labels: dict[str, str] = {}
        sessions = [
            _session(conv_id, n, day, text, conv, labels)
            for n, (day, text) in enumerate(conv["sessions"], start=1)
        ]
        row = {
            "id": conv_id,
            "kind": conv["kind"],
            "shape": conv["shape"],
            "speakers": list(conv["speakers"].values()),
            "user_label": conv.get("user_label"),
            "sessions": sessions,
        }
        _check_conversation(row)
        conversations.append(row)
        turns = {t["id"]: (conv_id, t["text"]) for s in sessions for t in s["turns"]}
        dates = {t["id"]: s["date"] for s in sessions for t in s["turns"]}
        for q_number, q in enumerate(conv["questions"], start=1):
            question = _question(f"{conv_id}-q{q_number:02d}", conv_id, q, labels)
            check_question(question, turns)
            _check_question(question, dates)
            questions.append(question)
    return conversations, questions


def _question(
    q_id: str, conv_id: str, q: tuple[Any, ...], labels: dict[str, str]
) -> dict[str, Any]:
    category, text, answer, evidence, tags, is_memory = q
    keys: dict[str, list[list[str]]] = {}
    for names, groups in evidence.items():
        for name in names.split():
            _require(name in labels, q_id, f"no turn labelled {name!r}")
            keys[labels[name]] = parse_keys(groups)
    return {
        "id": q_id,
        "conversation": conv_id,
        "category": category,
        "question": text,
        "answer": answer,
        "evidence": sorted(keys),
        "keys": dict(sorted(keys.items())),
        "tags": tags.split(),
        "answer_is_memory": is_memory,
        "asked_on": EPOCH,
    }


def _check_question(q: dict[str, Any], dates: dict[str, str]) -> None:
    where = q["id"]
    _require(q["category"] in CATEGORIES, where, f"category {q['category']!r}")
    _require(set(q["tags"]) <= TAGS, where, f"tags {q['tags']}")
    if q["category"] == "temporal":
        answer = q["answer"] if len(q["answer"]) == 10 else q["answer"] + "-01"
        _require(_day(answer, where) < date.fromisoformat(EPOCH), where, "answer after epoch")
        latest = max(dates[t] for t in q["evidence"])
        _require(abs((_day(answer, where) - date.fromisoformat(latest)).days) < 800, where,
                 "answer far from its session")  # fmt: skip


def _lines(shape: str, text: str, where: str) -> list[tuple[str | None, str]]:
    if shape == "note":
        return [(None, text)]
    found: list[tuple[str | None, str]] = []
    for line in text.splitlines():
        m = LINE.match(line)
        _require(m and not m.group(2), where, f"bad line {line!r}")
        assert m
        found.append((m.group(1), m.group(3)))
    return found


def sentences() -> list[dict[str, Any]]:
    rows = []
    for number, (kind, shape, day, text, expected) in enumerate(SENTENCES, start=1):
        where = f"sent-{number:03d}"
        lines = _lines(shape, text, where)
        speaker, sentence = lines[-1]
        row = {
            "id": where,
            "type": kind,
            "label": "memory" if expected else "none",
            "shape": shape,
            "date": day,
            "context": [{"speaker": who, "text": said} for who, said in lines[:-1]],
            "speaker": speaker,
            "sentence": sentence,
            "expected": [
                {"memory": memory, "kind": lasting, "keys": parse_keys(keys)}
                for memory, lasting, keys in expected
            ],
        }
        _check_sentence(row)
        rows.append(row)
    return rows


def _check_sentence(row: dict[str, Any]) -> None:
    where = row["id"]
    _require(row["shape"] in SHAPES and row["shape"] != "labelled_user_lines", where, "shape")
    _require(FIRST_DAY <= _day(row["date"], where) <= LAST_DAY, where, "date outside 2023-2025")
    nothing = row["type"] in NONE_TYPES
    _require(nothing or row["type"] in MEMORY_TYPES, where, f"type {row['type']!r}")
    _require(nothing == (not row["expected"]), where, "type and expected memories disagree")
    said = " ".join([row["speaker"] or "", row["sentence"]] + [c["text"] for c in row["context"]])
    said += " " + " ".join(c["speaker"] for c in row["context"])
    grounded = set(terms(said)) | {"user"}
    for e in row["expected"]:
        memory = e["memory"]
        _require(e["kind"] in ("durable", "recent"), where, f"kind {e['kind']!r}")
        _require(keys_met(e["keys"], term_set(memory)), where, f"{memory!r} misses its own keys")
        _require(not UNRESOLVED.search(memory), where, f"{memory!r} is not self-contained")
        for group in e["keys"]:
            _require(any(_grounded(p, grounded, where) for p in group), where,
                     f"key {group} is neither said nor a resolved date")  # fmt: skip


def _grounded(phrase: str, said: set[str], where: str) -> bool:
    """Every term of `phrase` was said, or is a date (checked to be a real one)."""
    for term in terms(phrase):
        if ISO.fullmatch(term):
            _day(term if len(term) == 10 else term + "-01", where)
        elif term not in said:
            return False
    return True


def _jsonl(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)


def build() -> dict[str, str]:
    """File name -> text of every file this script writes."""
    conversations, questions = conversations_and_questions()
    labelled = sentences()
    sessions = [s for c in conversations for s in c["sessions"]]
    manifest = {
        "written_by": "hand (bench/data/blind-heldout2/write.py), blind to the extractor "
        "rules, the dev-set generator and the other recall sets' data",
        "dataset_epoch": EPOCH,
        "conversations": len(conversations),
        "conversation_kinds": dict(sorted(Counter(c["kind"] for c in conversations).items())),
        "shapes": dict(sorted(Counter(c["shape"] for c in conversations).items())),
        "sessions": len(sessions),
        "turns": sum(len(s["turns"]) for s in sessions),
        "questions": len(questions),
        "questions_by_category": dict(sorted(Counter(q["category"] for q in questions).items())),
        "questions_by_tag": dict(sorted(Counter(t for q in questions for t in q["tags"]).items())),
        "sentences": len(labelled),
        "sentences_by_label": dict(sorted(Counter(s["label"] for s in labelled).items())),
        "sentences_by_type": dict(sorted(Counter(s["type"] for s in labelled).items())),
        "expected_memories": sum(len(s["expected"]) for s in labelled),
    }
    return {
        "conversations.jsonl": _jsonl(conversations),
        "questions.jsonl": _jsonl(questions),
        "sentences.jsonl": _jsonl(labelled),
        "manifest.json": json.dumps(manifest, indent=2) + "\n",
    }


def main(argv: list[str]) -> int:
    files = build()
    if "--check" in argv:
        stale = [n for n, text in files.items()
                 if not (HERE / n).exists() or (HERE / n).read_text("utf-8") != text]  # fmt: skip
        print("stale: " + ", ".join(stale) if stale else "up to date")
        return 1 if stale else 0
    for name, text in files.items():
        (HERE / name).write_text(text, encoding="utf-8")
    print(f"wrote {', '.join(files)} in {HERE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
