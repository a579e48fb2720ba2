# ruff: noqa: E501
"""Writes the hand-written held-out recall set (conversations, questions, sentences) as JSONL.

Every line below was written by hand, blind to the dev-set generator and the extractor rules.
Run from the repository root: ``python bench/data/blind-heldout/write.py``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ASKED_ON = "2026-12-03"

# The literals below are data, kept one turn / question / sentence a line.
# fmt: off
# conversation id -> (kind, shape, speakers, user_label, [(date, [(speaker, text), ...]), ...])
CONVERSATIONS: dict[str, tuple[str, str, list[str], str | None, list[tuple[str, list[tuple[str, str]]]]]] = {
    "h01": ("pair", "named_lines", ["Bart", "Yusra"], None, [
        ("2023-03-14", [
            ("Yusra", "hey stranger!! how was the move, are you fully out of the flat on Dunmore Rd?"),
            ("Bart", "Mostly. Still got a sofa there that nobody can lift lol. The new place is in Galway, right by the docks, smells of seaweed but I love it"),
            ("Yusra", "Galway!! so jealous. is the job sorted too?"),
            ("Bart", "Yep, started at the marine institute. I'm doing water-quality sampling, which sounds glamorous until you're knee deep in a bog at 7am"),
            ("Yusra", "haha. I've been stuck marking exams all week, my head is melting"),
            ("Bart", "You're still teaching chemistry at the school in Athlone?"),
            ("Yusra", "Yup, year 9 of teaching it. The kids are fine, the photocopier is my nemesis."),
            ("Bart", "ha. anyway how's Pickle?"),
            ("Yusra", "Pickle is a menace. She ate half a birthday card yesterday. Best tortoise in the world tho"),
        ]),
        ("2023-05-02", [
            ("Bart", "Guess who got a kayak"),
            ("Yusra", "No way. Did you buy it or steal it from the institute"),
            ("Bart", "Bought it second hand off a guy called Fergal for 300 euro. It's yellow and a bit dented, it's called The Banana now"),
            ("Yusra", "The Banana 😂 ok I need photos"),
            ("Bart", "Will send. What about you, still doing the pottery class on Thursdays?"),
            ("Yusra", "Quit it. Switched to bouldering, my sister Hafsa dragged me along and now I'm hooked"),
            ("Bart", "Didn't know you had it in you"),
            ("Yusra", "me neither honestly. Hafsa's moving to Toronto in August though so I'll need a new climbing buddy"),
        ]),
        ("2023-09-19", [
            ("Yusra", "so Hafsa actually left, flew out on the 28th of August. house feels weirdly quiet"),
            ("Bart", "aw. you ok?"),
            ("Yusra", "yeah mostly. we video call most sundays. she's doing a masters in urban planning at UofT"),
            ("Bart", "Fancy. Listen I have news too, I'm allergic to shellfish apparently. Found out the hard way at a work dinner two weeks ago"),
            ("Yusra", "OMG what happened"),
            ("Bart", "Face like a balloon. Ended up in A&E. Fine now but no more mussels for me, which is tragic given where I live"),
            ("Yusra", "the irony"),
            ("Bart", "I know. Honestly everyone should try a seafood allergy once, builds character. (joking. please don't.)"),
        ]),
        ("2024-02-10", [
            ("Bart", "Big news. Clodagh said yes!!! I asked her on the Cliffs of Moher on Wednesday, nearly dropped the ring over the edge"),
            ("Yusra", "AAAAH congrats!!! When's the wedding?"),
            ("Bart", "We're thinking next summer, somewhere small. Her mum wants a big church thing, we'll see who wins"),
            ("Yusra", "Her mum will win. Mums always win"),
            ("Bart", "probably. will you do a reading?"),
            ("Yusra", "obviously. I'll make it about The Banana"),
        ]),
        ("2024-07-03", [
            ("Yusra", "How was the wedding planning weekend?"),
            ("Bart", "Chaotic. We finally booked the venue, a barn outside Clifden, for 14 June next year"),
            ("Yusra", "Perfect. I've news as well - I'm leaving teaching. Got a job as lab manager at a brewery in Kilkenny, I start in September"),
            ("Bart", "From chemistry class to beer chemistry, amazing"),
            ("Yusra", "Ha. Pickle's coming with me obviously. Tortoises don't mind moving, she just sleeps through it"),
            ("Bart", "Best flatmate"),
        ]),
    ]),
    "h02": ("pair", "timestamped_lines", ["Colm", "Henrietta"], None, [
        ("2023-11-06", [
            ("Henrietta", "Colm! Long time. Are you still in Bristol?"),
            ("Colm", "Nope, Cardiff since the summer. Cheaper rent and my commute is ten minutes on the bike."),
            ("Henrietta", "Which hospital are you at?"),
            ("Colm", "University Hospital of Wales. I'm a physio on the stroke ward now."),
            ("Henrietta", "That's brilliant. I'm still freelancing, doing illustrations for children's books. Just finished one about a badger who's afraid of the dark."),
            ("Colm", "Ha, send me a copy for my niece Orlaith, she's obsessed with badgers."),
            ("Henrietta", "Deal. How's your knee by the way?"),
            ("Colm", "Don't ask. Tore a ligament playing five-a-side in September. A physio who needs physio, the irony isn't lost on me."),
        ]),
        ("2024-01-22", [
            ("Henrietta", "Happy new year-ish! Did you do anything for your birthday?"),
            ("Colm", "Turned 34 on Saturday, went for dim sum with friends, ate far too many dumplings"),
            ("Henrietta", "Sounds perfect. I've been a nightmare lately, my publisher moved the deadline for the badger sequel to March"),
            ("Colm", "A sequel! The badger goes global"),
            ("Henrietta", "The badger goes to the seaside actually. Also I've gone vegetarian since New Year, so no dim sum invites unless there's veg stuff"),
            ("Colm", "There's always veg stuff, don't worry. Between us I think badgers are a bit overrated but don't tell your editor"),
        ]),
        ("2024-05-15", [
            ("Colm", "Ok so I got a dog. Well, a rescue greyhound. Her name is Toffee and she sleeps 20 hours a day"),
            ("Henrietta", "Greyhounds are the laziest athletes. I love her already"),
            ("Colm", "My landlord nearly said no but I charmed him"),
            ("Henrietta", "Obviously. Oh I'm off to Lisbon on the 24th for a week, drawing trams for a travel book"),
            ("Colm", "Jealous. eat a pastel de nata for me"),
            ("Henrietta", "I'll eat six"),
        ]),
        ("2024-10-30", [
            ("Henrietta", "I'm back from the book fair in Frankfurt, absolutely knackered"),
            ("Colm", "How did the badger do?"),
            ("Henrietta", "Sold the German translation rights for the badger book! So he's off to Germany."),
            ("Colm", "Amazing. Small update from me, I've moved to the neuro rehab unit, same hospital, better hours"),
            ("Henrietta", "Does Toffee approve of the new hours?"),
            ("Colm", "She approves of anything that involves me being on the sofa"),
        ]),
    ]),
    "h03": ("pair", "named_json", ["Tamsin", "Radek"], None, [
        ("2024-03-09", [
            ("Radek", "Tamsin! did you survive the half marathon?"),
            ("Tamsin", "barely. 2 hours 11 minutes, and I cried at mile 12 but nobody saw"),
            ("Radek", "everybody saw, it was on the livestream"),
            ("Tamsin", "lies. how's the bakery?"),
            ("Radek", "Busy. We added rye sourdough to the menu and it sells out by 10 every morning. I'm up at 4am baking, send help"),
            ("Tamsin", "I would but I'd burn it. my boss at the council says I can't even make toast"),
            ("Radek", "Your boss says a lot of things"),
        ]),
        ("2024-06-18", [
            ("Tamsin", "Guess what, I passed my driving test this morning!! fourth attempt"),
            ("Radek", "FINALLY. Sheffield drivers beware"),
            ("Tamsin", "rude. I'm buying a little red Fiat off my cousin Bryony"),
            ("Radek", "my brother Tomek had a Fiat, it died on the motorway twice"),
            ("Tamsin", "thanks for the encouragement"),
            ("Radek", "anytime. Oh and the bakery is closing for two weeks in August, we're going home to Poznan to see my grandparents"),
        ]),
        ("2024-11-02", [
            ("Tamsin", "I have left the council!!"),
            ("Radek", "no way. where to?"),
            ("Tamsin", "a climate charity called Greenwick Trust. Policy officer. Pay's worse, soul's better"),
            ("Radek", "that's so you"),
            ("Tamsin", "Also I'm learning the cello, don't laugh"),
            ("Radek", "I'm not laughing. maybe a bit"),
        ]),
        ("2025-04-20", [
            ("Radek", "we're having a baby!! due in September"),
            ("Tamsin", "RADEK. congratulations to you and Marta!!"),
            ("Radek", "Marta's been sick every morning but she's thrilled. I'm terrified"),
            ("Tamsin", "you'll be a great dad. you already get up at 4am"),
            ("Radek", "ha true. The bakery is opening a second shop in Kelham Island in June, so timing is amazing as usual"),
            ("Tamsin", "You love chaos"),
        ]),
    ]),
    "h04": ("pair", "named_lines", ["Ines", "Bogdan"], None, [
        ("2023-06-10", [
            ("Ines", "Bogdan, quick q, do you still have that tent?"),
            ("Bogdan", "The green one? Yes but it leaks. Where are you going?"),
            ("Ines", "Hiking in the Picos de Europa with my girlfriend Sunniva in July. Three nights"),
            ("Bogdan", "Take mine and a bin bag"),
            ("Ines", "lol ok. how's Lyon?"),
            ("Bogdan", "Still grey, still full of good cheese. I quit my job at the bank by the way"),
            ("Ines", "WHAT. to do what"),
            ("Bogdan", "Going to be a sommelier. started a wine course at the Institut Paul Bocuse last week"),
        ]),
        ("2023-08-27", [
            ("Ines", "Tent survived. I didn't. Sunniva sprained her ankle on day two and we had to hike out"),
            ("Bogdan", "oh no! Is she ok?"),
            ("Ines", "she's fine now, hobbling a bit. she blames my navigation"),
            ("Bogdan", "Fair."),
            ("Ines", "Also we adopted a cat from the shelter, a big orange boy called Mango"),
        ]),
        ("2024-01-15", [
            ("Bogdan", "passed my first wine exam! Level 2"),
            ("Ines", "Santé!! 🍷"),
            ("Bogdan", "Next one is in May, blind tasting, I'm panicking already"),
            ("Ines", "You'll smash it. Meanwhile I've started working from home full-time, my company closed the Porto office"),
            ("Bogdan", "So you're in your pyjamas all day with Mango"),
            ("Ines", "correct"),
        ]),
        ("2024-09-08", [
            ("Ines", "We bought a flat!! in Matosinhos, ten min from the beach, got the keys on Tuesday"),
            ("Bogdan", "Amazing. Does Mango have a sea view"),
            ("Ines", "He has a view of the neighbour's washing. He's happy"),
            ("Bogdan", "I got a job at a restaurant in Annecy, head sommelier, starting next month"),
            ("Ines", "Bogdan that's huge!!"),
        ]),
    ]),
    "h05": ("pair", "timestamped_lines", ["Lachlan", "Maeve"], None, [
        ("2024-08-12", [
            ("Maeve", "Lachie how's Melbourne treating you"),
            ("Lachlan", "Freezing, don't believe the postcards. Winter here is just wind. Work's good though, I'm on the tram signalling project for Yarra Trams"),
            ("Maeve", "so you're the reason my tram is late"),
            ("Lachlan", "allegedly. how's the PhD?"),
            ("Maeve", "Chapter three is eating me alive. It's on seagrass carbon storage, nobody reads it except my supervisor, Professor Okafor, and she hates commas"),
            ("Lachlan", "commas are overrated anyway"),
        ]),
        ("2024-10-05", [
            ("Lachlan", "Ran into your brother Declan at the airport yesterday, he says you're coming over at Christmas?"),
            ("Maeve", "Yes!! flying in on 20 December, staying two weeks"),
            ("Lachlan", "I'll take you to the beach. It'll be 35 degrees, bring sunscreen"),
            ("Maeve", "I'm Irish, I'll burst into flames"),
        ]),
        ("2025-01-18", [
            ("Maeve", "I'm home. still sunburnt. thank you for everything"),
            ("Lachlan", "Anytime. Declan's got a flat in Fitzroy now, by the way, so you've a place to stay next time too"),
            ("Maeve", "perfect. Oh and I submitted the thesis on Thursday!!!"),
            ("Lachlan", "DR MAEVE (nearly)"),
            ("Maeve", "the viva is in April, I'm trying not to think about it"),
        ]),
        ("2025-05-30", [
            ("Maeve", "Passed the viva with minor corrections!!"),
            ("Lachlan", "Doctor Maeve!!!"),
            ("Maeve", "and I got a postdoc in Plymouth, at the marine lab, starting in August"),
            ("Lachlan", "You'll be surrounded by seagrass, heaven for you"),
            ("Maeve", "literally. Also I started sea swimming, every morning at 7"),
        ]),
    ]),
    "h06": ("assistant", "user_assistant_lines", ["User", "Assistant"], "Petra", [
        ("2024-02-03", [
            ("User", "Hi, can you suggest a packed lunch idea? I'm coeliac so nothing with gluten please."),
            ("Assistant", "Sure. A rice-noodle salad with chicken, peanuts and lots of crunchy veg travels well and is naturally gluten free (check the soy sauce is tamari)."),
            ("User", "Sounds good. It's for my shifts at the fire station, I'm a firefighter so it needs to be filling"),
            ("Assistant", "Then double the chicken and add a boiled egg or two; a baked potato with beans is another filling option."),
            ("User", "lol my mate Gary says firefighters only eat pizza. He's wrong."),
            ("Assistant", "Gluten-free pizza exists too, if you want to prove him half right."),
        ]),
        ("2024-04-11", [
            ("User", "I need to write a speech for my dad's 60th birthday on Saturday. His name is Alan, he's a retired postman who loves crosswords"),
            ("Assistant", "Here is an outline: open with a crossword clue about him, tell one story from his years on the round, and finish with a toast."),
            ("User", "Nice. Can you add a joke about him never getting lost on his round?"),
            ("Assistant", "How about: 'Dad delivered to four thousand doors and never once got lost, which is more than we can say for his car keys.'"),
        ]),
        ("2024-08-20", [
            ("User", "Note for later: my new station is Bramley Green, I transferred there in July."),
            ("Assistant", "Noted, Bramley Green."),
            ("User", "Also what's a good stretch routine for lower back pain?"),
            ("Assistant", "Try cat-cow, child's pose and knee-to-chest stretches, ten slow reps each, and see a physio if it persists."),
            ("User", "Thanks. If I ever win the lottery I'm buying a sauna, just saying"),
            ("Assistant", "A sound investment for sore backs."),
        ]),
    ]),
    "h07": ("assistant", "json_messages", ["User", "Assistant"], "Desmond", [
        ("2023-10-02", [
            ("User", "I'm training for the Berlin marathon next year, can you build me a 16 week plan? I run about 40k a week at the moment"),
            ("Assistant", "Here's a plan that builds from 40 to 65 km a week with one long run, one tempo session and easy runs in between."),
            ("User", "I can only train mornings though, I work nights as a radio producer at a local station"),
            ("Assistant", "Mornings are fine: keep the long run on your day off and the tempo session after your longest sleep."),
        ]),
        ("2024-03-27", [
            ("User", "Quick one, what's the difference between an IPA and a pale ale? asking for my brother-in-law Kenneth who thinks he's a beer expert"),
            ("Assistant", "An IPA is usually stronger and far more heavily hopped than a standard pale ale."),
            ("User", "ha he'll hate that. Anyway I strained my calf on Sunday's long run so the plan's paused"),
            ("Assistant", "Rest it for a few days, then ease back in with short flat runs; see a physio if it still hurts in a week."),
        ]),
        ("2024-09-30", [
            ("User", "I did it!! Berlin done in 3:48. Can you help me write a thank-you post for my running club, the Harbour Harriers?"),
            ("Assistant", "Congratulations! Here's a draft thanking the Harriers for the early mornings, the pacing and the jelly babies."),
            ("User", "Perfect. Next year I want to try an ultra, maybe. Or maybe I'll just eat cake."),
            ("Assistant", "Both are valid recovery strategies."),
        ]),
    ]),
    "h08": ("assistant", "labelled_user_lines", ["User", "Assistant"], "Anouk", [
        ("2025-01-09", [
            ("User", "hello! I just moved to Utrecht for a job at a bike-sharing startup, any tips for meeting people?"),
            ("Assistant", "Join a club around something you already enjoy; Utrecht has lots of student and expat groups too."),
            ("User", "I'm into board games and choir singing, I sing alto"),
            ("Assistant", "Then look for a board-game cafe night and ask local choirs whether they need altos, most do."),
        ]),
        ("2025-03-14", [
            ("User", "my partner Femke and I are arguing about whether to get a dog or a cat. she says dogs are too much work. thoughts?"),
            ("Assistant", "It depends on your hours: a dog needs walks several times a day, a cat is more independent."),
            ("User", "we ended up with neither lol, we got two rabbits, Bonnie and Clyde"),
            ("Assistant", "Great names. Rabbits like company, so two is a good call."),
        ]),
        ("2025-06-02", [
            ("User", "can you help me prepare for a promotion interview on Friday? it's for product lead"),
            ("Assistant", "Sure. Prepare two stories about decisions you drove, one about a failure, and questions about the team's roadmap."),
            ("User", "thanks! I'm allergic to cats btw, so good thing we didn't get one"),
            ("Assistant", "Lucky escape then."),
        ]),
    ]),
}

# (conversation, category, question, answer, {"session.turn": [[key alternatives], ...]}, tags, answer_is_memory)
QUESTIONS: list[tuple[str, str, str, str, dict[str, list[list[str]]], list[str], bool]] = [
    ("h01", "single-hop", "Which city did Bart move to in 2023?", "Galway", {"1.2": [["galway"]]}, ["latest"], True),
    ("h01", "single-hop", "What work does Bart do at the marine institute?", "water-quality sampling", {"1.4": [["water"], ["sampling"]]}, [], True),
    ("h01", "single-hop", "What subject does Yusra teach?", "chemistry", {"1.6": [["chemistry"]], "1.7": [["teaching"]]}, ["second-person"], True),
    ("h01", "single-hop", "What kind of animal is Pickle?", "a tortoise", {"1.9": [["tortoise"]]}, ["pronoun"], True),
    ("h01", "single-hop", "What did Bart name his kayak?", "The Banana", {"2.3": [["banana"]]}, [], True),
    ("h01", "single-hop", "How much did Bart pay for his kayak?", "300 euro", {"2.3": [["300"]]}, [], False),
    ("h01", "multi-hop", "What is Yusra's climbing partner studying?", "urban planning", {"2.6": [["hafsa"], ["bouldering"]], "3.3": [["urban planning"]]}, ["pronoun", "event-chain"], True),
    ("h01", "temporal", "On what date did Hafsa fly out to Toronto?", "2023-08-28", {"3.1": [["flew"], ["28th"]]}, ["human-date"], False),
    ("h01", "temporal", "When did Bart find out he is allergic to shellfish?", "2023-09-05", {"3.4": [["allergic"], ["shellfish"]]}, ["relative-date"], False),
    ("h01", "open-domain", "Can Bart safely eat a plate of mussels?", "no", {"3.4": [["allergic"], ["shellfish"]]}, [], True),
    ("h01", "temporal", "On what date did Bart propose to Clodagh?", "2024-02-07", {"4.1": [["clodagh"], ["wednesday"]]}, ["relative-date", "event-chain"], False),
    ("h01", "single-hop", "Where did Bart propose to Clodagh?", "the Cliffs of Moher", {"4.1": [["moher"]]}, [], False),
    ("h01", "temporal", "On what date is Bart and Clodagh's wedding?", "2025-06-14", {"5.2": [["14 june"]]}, ["human-date", "event-chain"], False),
    ("h01", "single-hop", "What is Yusra's job now?", "lab manager at a brewery", {"5.3": [["lab manager"], ["brewery"]]}, ["latest"], True),
    ("h01", "multi-hop", "Which town does Pickle live in after Yusra's job change?", "Kilkenny", {"5.3": [["kilkenny"]], "5.5": [["pickle"]]}, ["pronoun", "latest"], True),
    ("h01", "open-domain", "Does Yusra's current workplace make beer?", "yes", {"5.3": [["brewery"]]}, [], True),
    ("h02", "single-hop", "Which city does Colm live in?", "Cardiff", {"1.2": [["cardiff"]]}, ["fragment", "latest"], True),
    ("h02", "single-hop", "Which hospital does Colm work at?", "University Hospital of Wales", {"1.4": [["university hospital"]]}, ["fragment"], True),
    ("h02", "single-hop", "What does Henrietta do for a living?", "illustrates children's books", {"1.5": [["illustrations"], ["children"]]}, [], True),
    ("h02", "single-hop", "What injury did Colm get playing five-a-side?", "a torn ligament", {"1.8": [["ligament"]]}, ["pronoun"], False),
    ("h02", "single-hop", "What is the name of Colm's niece?", "Orlaith", {"1.6": [["orlaith"]]}, [], True),
    ("h02", "temporal", "On what date was Colm's 34th birthday?", "2024-01-20", {"2.2": [["34"], ["saturday"]]}, ["relative-date"], False),
    ("h02", "single-hop", "What diet has Henrietta followed since New Year 2024?", "vegetarian", {"2.5": [["vegetarian"]]}, [], True),
    ("h02", "single-hop", "What is Colm's dog called?", "Toffee", {"3.1": [["toffee"]]}, [], True),
    ("h02", "single-hop", "What breed is Colm's dog?", "a greyhound", {"3.1": [["greyhound"]]}, [], True),
    ("h02", "temporal", "On what date did Henrietta leave for Lisbon?", "2024-05-24", {"3.4": [["lisbon"], ["24th"]]}, ["human-date"], False),
    ("h02", "open-domain", "In which country did Henrietta spend a week drawing trams?", "Portugal", {"3.4": [["lisbon"], ["trams"]]}, [], False),
    ("h02", "multi-hop", "Which of Henrietta's books had its German rights sold, and what was it about?", "the badger book, a badger afraid of the dark", {"1.5": [["badger"]], "4.3": [["translation rights"]]}, ["event-chain"], False),
    ("h02", "single-hop", "Which unit does Colm work on as of late 2024?", "the neuro rehab unit", {"4.4": [["neuro rehab"]]}, ["latest"], True),
    ("h02", "open-domain", "Which country was the book fair Henrietta went to in 2024 in?", "Germany", {"4.1": [["frankfurt"]]}, [], False),
    ("h03", "single-hop", "What was Tamsin's half-marathon time?", "2 hours 11 minutes", {"1.2": [["11 minutes"]]}, ["fragment"], False),
    ("h03", "single-hop", "What did Radek add to the bakery menu in 2024?", "rye sourdough", {"1.5": [["rye sourdough"]]}, [], True),
    ("h03", "single-hop", "What time does Radek get up to bake?", "4am", {"1.5": [["4am"]]}, [], True),
    ("h03", "temporal", "On what date did Tamsin pass her driving test?", "2024-06-18", {"2.1": [["driving test"]]}, ["relative-date"], False),
    ("h03", "single-hop", "What car is Tamsin buying?", "a little red Fiat", {"2.3": [["fiat"]]}, [], True),
    ("h03", "open-domain", "In which country do Radek's grandparents live?", "Poland", {"2.6": [["poznan"], ["grandparents"]]}, [], True),
    ("h03", "multi-hop", "Where did Tamsin work before the Greenwick Trust?", "the council", {"1.6": [["council"]], "3.1": [["left"], ["council"]]}, ["event-chain", "latest"], True),
    ("h03", "single-hop", "Where does Tamsin work now and as what?", "Greenwick Trust, policy officer", {"3.3": [["greenwick"], ["policy officer"]]}, ["latest", "fragment"], True),
    ("h03", "single-hop", "Which instrument is Tamsin learning?", "the cello", {"3.5": [["cello"]]}, [], True),
    ("h03", "single-hop", "What is the name of Radek's partner?", "Marta", {"4.2": [["marta"]]}, ["second-person"], True),
    ("h03", "temporal", "In which month is Radek's baby due?", "2025-09", {"4.1": [["baby"], ["september"]]}, ["human-date"], False),
    ("h03", "single-hop", "Where is Radek's bakery opening its second shop?", "Kelham Island", {"4.5": [["kelham island"]]}, [], True),
    ("h03", "multi-hop", "Which two relatives of Tamsin and Radek have owned Fiats?", "Bryony and Tomek", {"2.3": [["bryony"]], "2.4": [["tomek"]]}, ["third-person-fact"], True),
    ("h04", "single-hop", "Where did Ines go hiking in July 2023?", "the Picos de Europa", {"1.3": [["picos"]]}, ["human-date"], False),
    ("h04", "single-hop", "Who is Ines's girlfriend?", "Sunniva", {"1.3": [["sunniva"]]}, [], True),
    ("h04", "single-hop", "Which city did Bogdan live in in 2023?", "Lyon", {"1.5": [["lyon"]]}, ["second-person"], True),
    ("h04", "single-hop", "Where did Bogdan work before training as a sommelier?", "a bank", {"1.6": [["bank"]]}, [], True),
    ("h04", "multi-hop", "Who got hurt on the Picos hike, and how?", "Sunniva sprained her ankle", {"1.3": [["picos"]], "2.1": [["sprained"], ["ankle"]]}, ["event-chain"], False),
    ("h04", "single-hop", "What is the name of Ines's cat?", "Mango", {"2.5": [["mango"]]}, [], True),
    ("h04", "single-hop", "Which level of wine exam did Bogdan pass in January 2024?", "Level 2", {"3.1": [["level 2"]]}, ["human-date"], False),
    ("h04", "temporal", "On what date did Ines get the keys to her flat?", "2024-09-03", {"4.1": [["keys"], ["tuesday"]]}, ["relative-date"], False),
    ("h04", "single-hop", "Where does Ines live now?", "Matosinhos", {"4.1": [["matosinhos"]]}, ["latest"], True),
    ("h04", "open-domain", "Which country is Ines's flat in?", "Portugal", {"4.1": [["matosinhos"]]}, [], True),
    ("h04", "single-hop", "What is Bogdan's job now?", "head sommelier at a restaurant in Annecy", {"4.4": [["head sommelier"]]}, ["latest"], True),
    ("h04", "temporal", "In which month did Bogdan start in Annecy?", "2024-10", {"4.4": [["annecy"], ["next month"]]}, ["relative-date"], False),
    ("h04", "open-domain", "Did Bogdan's move to Annecy take him out of France?", "no", {"1.5": [["lyon"]], "4.4": [["annecy"]]}, [], True),
    ("h05", "single-hop", "Which city does Lachlan live in?", "Melbourne", {"1.1": [["melbourne"]]}, ["second-person"], True),
    ("h05", "single-hop", "What project does Lachlan work on?", "tram signalling for Yarra Trams", {"1.2": [["tram signalling"]]}, [], True),
    ("h05", "single-hop", "What is Maeve's PhD about?", "seagrass carbon storage", {"1.5": [["seagrass"], ["carbon"]]}, ["pronoun"], True),
    ("h05", "single-hop", "Who supervises Maeve's PhD?", "Professor Okafor", {"1.5": [["okafor"]]}, [], True),
    ("h05", "single-hop", "What is the name of Maeve's brother?", "Declan", {"2.1": [["declan"]]}, ["second-person"], True),
    ("h05", "temporal", "On what date did Lachlan run into Declan at the airport?", "2024-10-04", {"2.1": [["airport"], ["yesterday"]]}, ["relative-date"], False),
    ("h05", "temporal", "On what date did Maeve fly in to visit Lachlan?", "2024-12-20", {"2.2": [["20 december"]]}, ["human-date", "fragment"], False),
    ("h05", "temporal", "On what date did Maeve submit her thesis?", "2025-01-16", {"3.3": [["thesis"], ["thursday"]]}, ["relative-date"], False),
    ("h05", "single-hop", "Where does Declan have a flat?", "Fitzroy", {"3.2": [["fitzroy"]]}, ["latest"], True),
    ("h05", "multi-hop", "How did Maeve's April viva go?", "passed with minor corrections", {"3.5": [["viva"], ["april"]], "4.1": [["minor corrections"]]}, ["event-chain"], False),
    ("h05", "single-hop", "Where is Maeve's postdoc?", "the marine lab in Plymouth", {"4.3": [["plymouth"]]}, ["latest"], True),
    ("h05", "open-domain", "In which country will Maeve do her postdoc?", "England", {"4.3": [["plymouth"]]}, [], True),
    ("h05", "single-hop", "What did Maeve take up in 2025 besides work?", "sea swimming", {"4.5": [["sea swimming"]]}, [], True),
    ("h06", "single-hop", "Which condition affects what Petra can eat?", "coeliac disease", {"1.1": [["coeliac"]]}, [], True),
    ("h06", "open-domain", "Can Petra eat ordinary wheat bread?", "no", {"1.1": [["coeliac"], ["gluten"]]}, [], True),
    ("h06", "single-hop", "What is Petra's job?", "firefighter", {"1.3": [["firefighter"]]}, [], True),
    ("h06", "temporal", "On what date was Petra's dad's 60th birthday?", "2024-04-13", {"2.1": [["60th"], ["saturday"]]}, ["relative-date"], False),
    ("h06", "single-hop", "What did Petra's father do before he retired?", "he was a postman", {"2.1": [["postman"]]}, ["third-person-fact"], True),
    ("h06", "single-hop", "Which fire station does Petra work at now?", "Bramley Green", {"3.1": [["bramley green"]]}, ["latest"], True),
    ("h06", "temporal", "In which month did Petra transfer stations?", "2024-07", {"3.1": [["transferred"], ["july"]]}, ["human-date"], False),
    ("h07", "single-hop", "Which marathon was Desmond training for?", "Berlin", {"1.1": [["berlin"]]}, [], False),
    ("h07", "single-hop", "What does Desmond do for work?", "radio producer", {"1.3": [["radio producer"]]}, [], True),
    ("h07", "temporal", "On what date did Desmond strain his calf?", "2024-03-24", {"2.3": [["calf"], ["sunday"]]}, ["relative-date"], False),
    ("h07", "single-hop", "How is Kenneth related to Desmond?", "brother-in-law", {"2.1": [["kenneth"], ["brother-in-law"]]}, [], True),
    ("h07", "single-hop", "What was Desmond's Berlin marathon time?", "3:48", {"3.1": [["berlin"], ["3:48"]]}, [], False),
    ("h07", "single-hop", "What is Desmond's running club called?", "Harbour Harriers", {"3.1": [["harbour harriers"]]}, [], True),
    ("h07", "multi-hop", "What injury paused Desmond's training for the marathon he finished in 3:48?", "a strained calf", {"2.3": [["calf"]], "3.1": [["3:48"]]}, ["event-chain"], False),
    ("h08", "single-hop", "Which city did Anouk move to in 2025?", "Utrecht", {"1.1": [["utrecht"]]}, [], True),
    ("h08", "single-hop", "What kind of company does Anouk work for?", "a bike-sharing startup", {"1.1": [["bike-sharing"]]}, [], True),
    ("h08", "single-hop", "Which voice part does Anouk sing?", "alto", {"1.3": [["alto"]]}, [], True),
    ("h08", "single-hop", "Who is Anouk's partner?", "Femke", {"2.1": [["femke"]]}, [], True),
    ("h08", "single-hop", "What pets do Anouk and Femke have?", "two rabbits, Bonnie and Clyde", {"2.3": [["rabbits"]]}, [], True),
    ("h08", "temporal", "On what date was Anouk's promotion interview?", "2025-06-06", {"3.1": [["interview"], ["friday"]]}, ["relative-date"], False),
    ("h08", "open-domain", "Why would a cat have been a bad pet for Anouk?", "she is allergic to cats", {"3.3": [["allergic"], ["cats"]]}, [], True),
]

U, NL, JM = "user_assistant_lines", "named_lines", "json_messages"
Context = list[tuple[str, str]]

# Sentences that should form memories:
# (type, shape, date, speaker, sentence, [(memory, kind, keys)], context)
REMEMBER: list[tuple[str, str, str, str, str, list[tuple[str, str, list[list[str]]]], Context]] = [
    ("durable-fact", U, "2024-05-06", "User", "fwiw I'm a night-shift nurse so replies at 3am are normal for me", [("The user is a night-shift nurse.", "durable", [["nurse"]])], []),
    ("durable-fact", U, "2024-02-19", "User", "I live in Aberdeen now, moved up from Leicester last year.", [("The user lives in Aberdeen.", "durable", [["aberdeen"]])], []),
    ("durable-fact", NL, "2023-07-22", "Wilhelmina", "My brother Osric is a tree surgeon, he fell out of an oak once and laughed about it.", [("Wilhelmina's brother Osric is a tree surgeon.", "durable", [["osric"], ["tree surgeon"]])], []),
    ("durable-fact", JM, "2024-10-12", "User", "Can you recommend a lactose-free dessert? I'm lactose intolerant and my sister is coming over.", [("The user is lactose intolerant.", "durable", [["lactose"]])], []),
    ("durable-fact", NL, "2024-03-01", "Darragh", "I've been playing the banjo for about six years now, badly but enthusiastically", [("Darragh plays the banjo.", "durable", [["darragh"], ["banjo"]])], []),
    ("durable-fact", U, "2025-01-30", "User", "My daughter Ottilie is starting primary school in September, she's very excited about the uniform.", [("The user's daughter is called Ottilie.", "durable", [["ottilie"]])], []),
    ("durable-fact", NL, "2024-08-15", "Ezinne", "we've got two ferrets, Biscuit and Crumble, and they steal socks", [("Ezinne has two ferrets called Biscuit and Crumble.", "durable", [["ferrets"], ["biscuit", "crumble"]])], []),
    ("durable-fact", JM, "2023-12-11", "User", "I work as a sound engineer at a theatre in Leeds, so weekends are usually busy.", [("The user works as a sound engineer at a theatre in Leeds.", "durable", [["sound engineer"]])], []),
    ("durable-fact", U, "2024-06-03", "User", "Just so you know, I'm colour blind (red-green), so please don't describe charts by colour only.", [("The user is red-green colour blind.", "durable", [["colour blind", "color blind"]])], []),
    ("durable-fact", NL, "2025-02-14", "Marisol", "My husband Teodor teaches maths at the secondary school down the road.", [("Marisol's husband Teodor teaches maths.", "durable", [["teodor"], ["maths"]])], []),
    ("durable-fact", U, "2024-09-09", "User", "I don't drink alcohol at all, haven't for ten years, so skip the wine pairings.", [("The user does not drink alcohol.", "durable", [["alcohol"]])], []),
    ("durable-fact", NL, "2023-11-20", "Fintan", "I drive a battered old Land Rover that's older than me", [("Fintan drives an old Land Rover.", "durable", [["fintan"], ["land rover"]])], []),
    ("durable-fact", JM, "2025-04-02", "User", "Our team uses Rust for the backend and Svelte on the front end, so please keep examples in those.", [("The user's team uses Rust for the backend and Svelte for the front end.", "durable", [["rust"], ["svelte"]])], []),
    ("durable-fact", U, "2023-10-17", "User", "I'm left-handed, which matters for the guitar you're recommending I guess", [("The user is left-handed.", "durable", [["left-handed", "left handed"]])], []),
    ("relative-date", NL, "2024-04-17", "Rosalind", "I got my braces off yesterday and I can't stop touching my teeth", [("Rosalind got her braces off on 2024-04-16.", "recent", [["braces"], ["2024-04-16"]])], []),
    ("relative-date", U, "2024-11-05", "User", "My landlord is coming to inspect the flat tomorrow, can you give me a quick cleaning checklist?", [("The user's landlord is inspecting the flat on 2024-11-06.", "recent", [["inspect"], ["2024-11-06"]])], []),
    ("relative-date", NL, "2025-03-10", "Cormac", "We're flying to Reykjavik on Thursday for my 40th, can't wait", [("Cormac is flying to Reykjavik on 2025-03-13 for his 40th birthday.", "recent", [["reykjavik"], ["2025-03-13"]])], []),
    ("relative-date", JM, "2024-07-01", "User", "I had my wisdom teeth out on Friday, so soft food recipes please", [("The user had wisdom teeth removed on 2024-06-28.", "recent", [["wisdom teeth"], ["2024-06-28"]])], []),
    ("relative-date", NL, "2023-09-04", "Philippa", "Started my new job at the planetarium today! I get to press the button that makes the stars come out", [("Philippa started a new job at the planetarium on 2023-09-04.", "recent", [["planetarium"], ["2023-09-04"]])], []),
    ("relative-date", U, "2025-05-19", "User", "My grandmother turns 90 this Saturday and I need a card message", [("The user's grandmother turns 90 on 2025-05-24.", "recent", [["grandmother"], ["90"], ["2025-05-24"]])], []),
    ("fragment", NL, "2024-01-08", "Ambrose", "Dundee. Been here three years now.", [("Ambrose lives in Dundee.", "durable", [["ambrose"], ["dundee"]])], [("Cressida", "Where are you based these days?")]),
    ("fragment", U, "2024-05-27", "User", "Peanuts. And cashews, a bit.", [("The user is allergic to peanuts and cashews.", "durable", [["peanuts"]])], [("Assistant", "Are there any allergies I should keep in mind for the recipes?")]),
    ("fragment", NL, "2024-12-02", "Lucinda", "Accountant, sadly. Spreadsheets all day.", [("Lucinda is an accountant.", "durable", [["lucinda"], ["accountant"]])], [("Horace", "What are you doing for work now?")]),
    ("fragment", JM, "2023-08-14", "User", "Kyoto, for two weeks in October", [("The user is travelling to Kyoto for two weeks in October 2023.", "recent", [["kyoto"]])], [("Assistant", "Where are you headed on holiday?")]),
    ("fragment", NL, "2025-06-21", "Gulnara", "Three. All boys, all loud.", [("Gulnara has three sons.", "durable", [["gulnara"], ["three"]])], [("Percival", "How many kids have you got now?")]),
    ("pronoun", NL, "2024-02-26", "Seamus", "My aunt Bernadette knitted it for me, she does one every winter.", [("Seamus's aunt Bernadette knitted a jumper for him.", "durable", [["bernadette"], ["knitted"]])], [("Imelda", "Who made that amazing jumper?")]),
    ("pronoun", U, "2024-10-21", "User", "My colleague Thiago recommended it, he's been using it for years.", [("The user's colleague Thiago recommended it.", "durable", [["thiago"]])], [("Assistant", "How did you hear about this budgeting app?")]),
    ("pronoun", NL, "2023-05-30", "Cosima", "She's a vet in Norwich, specialises in horses", [("Cosima's sister is a vet in Norwich.", "durable", [["vet"], ["norwich"]])], [("Ruairi", "What does your sister do again?")]),
    ("pronoun", NL, "2025-08-08", "Evander", "Yeah he's my flatmate, Kwabena, he's the one who brews kombucha in the bath", [("Evander's flatmate Kwabena brews kombucha.", "durable", [["kwabena"], ["flatmate"]])], [("Juno", "Who was that guy who answered your phone?")]),
    ("second-person", NL, "2024-03-18", "Ignatius", "Yep, still at the observatory, still on nights", [("Ignatius works at the observatory.", "durable", [["ignatius"], ["observatory"]])], [("Philomena", "You're still working at the observatory, right?")]),
    ("second-person", U, "2024-09-26", "User", "yes that's right, still vegan", [("The user is vegan.", "durable", [["vegan"]])], [("Assistant", "You mentioned you're vegan, is that still the case?")]),
    ("second-person", NL, "2025-01-05", "Benedikt", "Correct, Hamburg since March", [("Benedikt lives in Hamburg.", "durable", [["benedikt"], ["hamburg"]])], [("Saoirse", "You moved to Hamburg, didn't you?")]),
    ("third-person-fact", U, "2024-04-08", "User", "For context, my manager Yolanda signs off every purchase over 500 pounds.", [("The user's manager is Yolanda.", "durable", [["yolanda"], ["manager"]])], []),
    ("third-person-fact", NL, "2023-12-28", "Hermione", "Fun fact, my cousin Jarrah is a professional surfer in Byron Bay.", [("Hermione's cousin Jarrah is a professional surfer.", "durable", [["jarrah"], ["surfer"]])], []),
    ("third-person-fact", JM, "2024-08-29", "User", "My partner Ngozi is a paramedic so she works weird hours too.", [("The user's partner Ngozi is a paramedic.", "durable", [["ngozi"], ["paramedic"]])], []),
    ("third-person-fact", NL, "2025-07-14", "Algernon", "Our neighbours, the Okonkwos, are moving to Lagos in the spring", [("Algernon's neighbours the Okonkwos are moving to Lagos.", "durable", [["okonkwos"], ["lagos"]])], []),
    ("durable-fact", NL, "2024-06-30", "Perpetua", "anyway I've signed up for Welsh lessons, dw i'n dysgu Cymraeg, which is all I can say so far", [("Perpetua is learning Welsh.", "durable", [["perpetua"], ["welsh"]])], []),
    ("durable-fact", U, "2025-03-03", "User", "We have a 3-year-old labrador called Pudding who eats everything, including a remote control once.", [("The user has a labrador called Pudding.", "durable", [["pudding"], ["labrador"]])], []),
    ("durable-fact", JM, "2024-01-25", "User", "I'm doing an Open University degree in astronomy part-time, third year now", [("The user is studying astronomy part-time with the Open University.", "durable", [["astronomy"]])], []),
    ("relative-date", NL, "2024-10-28", "Leopold", "Ran my first ultra on Saturday, 50k through the hills, legs are destroyed", [("Leopold ran his first ultramarathon on 2024-10-26.", "recent", [["ultra", "50k"], ["2024-10-26"]])], []),
]

# Sentences that should form nothing: (type, shape, date, speaker, sentence, context)
IGNORE: list[tuple[str, str, str, str, str, Context]] = [
    ("chatter", NL, "2024-02-02", "Wilhelmina", "hahaha stop it, I'm crying", []),
    ("chatter", NL, "2023-10-09", "Darragh", "anyway, where was I", []),
    ("chatter", U, "2024-07-15", "User", "ok cool", []),
    ("chatter", NL, "2025-04-11", "Ezinne", "lol same", []),
    ("chatter", JM, "2024-12-19", "User", "hmm let me think about that for a sec", []),
    ("chatter", NL, "2023-06-06", "Fintan", "right, that's me off to bed, speak tomorrow x", []),
    ("question", U, "2024-03-12", "User", "What's the boiling point of water at the top of Everest?", []),
    ("question", NL, "2024-09-03", "Marisol", "Did you ever finish that jigsaw with the thousand sheep?", []),
    ("question", JM, "2025-02-27", "User", "How do I convert a list of tuples into a dict in Python?", []),
    ("question", NL, "2023-11-14", "Cormac", "Have you seen the new Dune film yet or are you waiting for the telly?", []),
    ("question", U, "2024-05-30", "User", "Is it normal for sourdough starter to smell like nail polish?", []),
    ("question", NL, "2025-09-01", "Rosalind", "who's coming to the quiz on Thursday?", []),
    ("compliment", NL, "2024-06-12", "Philippa", "Your garden looks unreal, honestly, you have a gift", []),
    ("compliment", U, "2024-08-07", "User", "That was a really clear explanation, you're great at this.", []),
    ("compliment", NL, "2023-12-01", "Ambrose", "love the new haircut btw, very French film", []),
    ("compliment", JM, "2025-05-05", "User", "wow that's exactly what I needed, brilliant", []),
    ("compliment", NL, "2024-11-23", "Lucinda", "You're the best cook I know, no contest", []),
    ("hypothetical", NL, "2024-04-04", "Gulnara", "If I won the lottery I'd buy a lighthouse and never answer emails again", []),
    ("hypothetical", U, "2025-01-14", "User", "Suppose I moved to Norway, would I need a visa?", []),
    ("hypothetical", NL, "2023-08-30", "Seamus", "If I were taller I'd probably have been a goalkeeper", []),
    ("hypothetical", JM, "2024-10-02", "User", "What if I quit my job and opened a cheese shop, would that be mad?", []),
    ("hypothetical", NL, "2025-06-09", "Cosima", "imagine if we all just lived on a narrowboat, no rent, only ducks", []),
    ("others-opinion", NL, "2024-01-29", "Evander", "My dad thinks electric cars are a fad, which is hilarious", []),
    ("others-opinion", U, "2024-06-24", "User", "My flatmate reckons pineapple on pizza is a crime against Italy.", []),
    ("others-opinion", NL, "2023-09-25", "Ignatius", "Philomena says the new manager is a bit of a control freak but I haven't met him", []),
    ("others-opinion", JM, "2025-03-20", "User", "A lot of people online say standing desks are overrated.", []),
    ("others-opinion", NL, "2024-12-09", "Benedikt", "my mum thinks I should get a proper job, as usual", []),
    ("generic-opinion", NL, "2024-05-13", "Hermione", "Honestly January is the longest month, it's scientifically proven (it isn't)", []),
    ("generic-opinion", U, "2023-12-15", "User", "Trains in this country are way too expensive.", []),
    ("generic-opinion", NL, "2025-08-18", "Algernon", "Cats are just tiny landlords if you think about it", []),
    ("generic-opinion", JM, "2024-02-13", "User", "Social media is making everyone miserable, I think.", []),
    ("thanks", U, "2024-09-16", "User", "thanks so much, that really helped!", []),
    ("thanks", JM, "2023-07-03", "User", "Cheers, appreciate it", []),
    ("thanks", NL, "2025-02-03", "Perpetua", "thank you for the flowers, you absolute angel", []),
    ("passing-mood", NL, "2024-07-25", "Leopold", "ugh I'm so tired today, could sleep on this keyboard", []),
    ("passing-mood", U, "2024-11-27", "User", "I'm a bit grumpy this morning, sorry if I'm short with you", []),
    ("passing-mood", NL, "2023-10-30", "Darragh", "feeling weirdly hopeful today, must be the sunshine", []),
    ("passing-mood", JM, "2025-04-28", "User", "so bored right now lol", []),
    ("assistant-suggestion", U, "2024-03-25", "Assistant", "You might enjoy joining a local hiking group; it's a good way to meet people.", [("User", "Any ideas for meeting people around here?")]),
    ("assistant-suggestion", JM, "2025-07-07", "Assistant", "Consider switching to a standing desk for part of the day.", [("User", "Any tips for an achy back?")]),
    ("question", NL, "2024-08-21", "Juno", "Are you still living in Galway or did you move?", []),
]

# fmt: on


def _turns(conv: str, sessions: list[tuple[str, list[tuple[str, str]]]]) -> list[dict[str, Any]]:
    return [
        {
            "id": f"{conv}-s{n:02d}",
            "date": day,
            "turns": [
                {"id": f"{conv}-s{n:02d}-t{k:02d}", "speaker": who, "text": text}
                for k, (who, text) in enumerate(turns, 1)
            ],
        }
        for n, (day, turns) in enumerate(sessions, 1)
    ]


def _turn_id(conv: str, ref: str) -> str:
    session, turn = ref.split(".")
    return f"{conv}-s{int(session):02d}-t{int(turn):02d}"


def build() -> dict[str, str]:
    conversations = [
        {"id": cid, "kind": kind, "shape": shape, "speakers": speakers, "user_label": label,
         "sessions": _turns(cid, sessions)}
        for cid, (kind, shape, speakers, label, sessions) in CONVERSATIONS.items()
    ]  # fmt: skip
    questions = []
    numbers: dict[str, int] = {}
    for conv, category, question, answer, keys, tags, is_memory in QUESTIONS:
        numbers[conv] = numbers.get(conv, 0) + 1
        evidence = {_turn_id(conv, ref): groups for ref, groups in keys.items()}
        questions.append(
            {"id": f"{conv}-q{numbers[conv]:02d}", "conversation": conv, "category": category,
             "question": question, "answer": answer, "evidence": list(evidence), "keys": evidence,
             "tags": tags, "answer_is_memory": is_memory, "asked_on": ASKED_ON}
        )  # fmt: skip
    sentences: list[dict[str, Any]] = []
    for kind, shape, day, speaker, sentence, expected, context in REMEMBER:
        sentences.append(
            {"type": kind, "label": "memory", "shape": shape, "date": day,
             "context": [{"speaker": s, "text": t} for s, t in context], "speaker": speaker,
             "sentence": sentence,
             "expected": [{"memory": m, "kind": k, "keys": g} for m, k, g in expected]}
        )  # fmt: skip
    for kind, shape, day, speaker, sentence, context in IGNORE:
        sentences.append(
            {"type": kind, "label": "none", "shape": shape, "date": day,
             "context": [{"speaker": s, "text": t} for s, t in context], "speaker": speaker,
             "sentence": sentence, "expected": []}
        )  # fmt: skip
    sentences = [{"id": f"held-{n:03d}", **s} for n, s in enumerate(sentences, 1)]
    manifest = {
        "generator": "none: hand-written blind by a helper on 2026-12-04 (literals in write.py)",
        "dataset_epoch": ASKED_ON,
        "conversations": len(conversations),
        "sessions": sum(len(c["sessions"]) for c in conversations),
        "turns": sum(len(s["turns"]) for c in conversations for s in c["sessions"]),
        "questions": len(questions),
        "sentences": len(sentences),
    }

    def lines(rows: list[dict[str, Any]]) -> str:
        return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)

    return {
        "conversations.jsonl": lines(conversations),
        "questions.jsonl": lines(questions),
        "sentences.jsonl": lines(sentences),
        "manifest.json": json.dumps(manifest, indent=2) + "\n",
    }


if __name__ == "__main__":
    for name, text in build().items():
        (HERE / name).write_text(text, encoding="utf-8")
