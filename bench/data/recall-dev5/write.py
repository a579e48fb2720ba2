# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the fifth development recall set (this folder) from the hand-written material.

It was written blind as the fifth held-out set and became a development set on 2026-12-04.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
This script (with ``bench/_handwritten.py``, the format the hand-written sets share) only
numbers turns, resolves the turn labels that questions point at, checks the labels against
the scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-dev5/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev5/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho5"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev5/write.py), written blind to the extractor rules, "
        "the dev-set generator and the held-out sets' data as the fifth held-out set; "
        "a development set since 2026-12-04"
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

ZUZANNA_ESKIL = Conv(
    "pair",
    "named_lines",
    ["Zuzanna", "Eskil"],
    """
@ 2024-02-10
Zuzanna: eskil!! are you buried in snow yet
Eskil: basically. 40 cm on thursday night, we were out at 5am blasting the avalanche slopes on the north face {blast}
Zuzanna: blasting?? you get explosives and i get a chainsaw. so unfair
Eskil: haha its less cool than it sounds, mostly waiting in the cold with a radio. hows the tree life
Zuzanna: busy! the city gave us the contract for the old chestnuts in ogród saski, 60 trees to prune before the birds start nesting in march {saski}
Zuzanna: me, my brother wojtek and two lads from his old football team. wojtek does the paperwork and the chipper, i do the climbing {wojtek}
Eskil: climbing 60 trees in february. you are crazy
Zuzanna: ropes and a harness, its fine. mostly fine. got a new saddle for the harness, my hips say thank you
Eskil: malin says hi. she started at the new physio clinic in östersund on monday, so now she tells me how to stand all day {malin}
Zuzanna: lol good. hi malin
Eskil: also we are talking about getting a dog. malin wants a big one, i want a small one, so probably a big one
Zuzanna: ha. we have a CAT now. found her inside a hollow lime tree we were felling in czechów on tuesday, she only has 3 legs, the vet thinks she was born like that {cat}
Eskil: wait, you found a cat IN a tree you were cutting down?
Zuzanna: yes!! we stopped everything. she's called kluska and she sleeps on my feet {kluska}
Eskil: kluska the tree cat. i need pictures
@ 2024-04-27
Eskil: season is over! last day of the lifts was on sunday {season-end}
Zuzanna: so what does a ski patroller do in summer, sunbathe? {patroller}
Eskil: i guide mountain bike tours on the same mountain haha, from june. but big news first. malin is pregnant!! {pregnant}
Zuzanna: ESKIL. omg congratulations!!! when??
Eskil: due the 14th of november. we found out on easter sunday, best easter egg ever {due}
Zuzanna: a winter baby for the snow man. perfect
Eskil: and the dog plan is cancelled lol. one new creature at a time
Zuzanna: kluska approves. she hates dogs. she hates everything except me and the radiator
Eskil: how did the chestnut job go
Zuzanna: done! all 60, a week early. and in may i'm doing the tree climbing instructor course, five days in a forest near zakopane {course}
Eskil: so you will teach other people to hang off trees {teach}
Zuzanna: thats the plan. better money and my back is 36 years old {age}
Eskil: 36 is nothing. my back is 41 and it spent the whole winter in a snowmobile
Zuzanna: also mama gets her biopsy results on thursday. the lump. i'm trying not to think about it {biopsy}
Eskil: oh zuza. i hope it is nothing. tell me when you know
Zuzanna: i will
@ 2024-07-14
Zuzanna: hey sorry i went quiet. it wasnt nothing. mama had an operation to take the lump out on the 20th of june. they caught it early and she wont need chemo, only radiotherapy {op}
Eskil: zuza. i am so sorry. but early is good. how is she
Zuzanna: tired, grumpy, bossing the nurses around. so, herself. the radiotherapy is every weekday for 5 weeks, starting tomorrow {radio}
Eskil: is wojtek helping
Zuzanna: he drives her in the mornings and i do afternoons. and the company is just the two of us now, both lads left {lads}
Eskil: oh no, why?
Zuzanna: one went to norway to fix wind turbines lol, the other broke his ankle at football. so its us two and a lot of trees {turbines}
Eskil: if you need a tree guy i can climb. badly
Zuzanna: haha no you cant. hows the bike guiding
Eskil: fun. a german guy went over his handlebars on thursday and i had to carry his bike down the mountain. he was fine, the bike was not {handlebars}
Zuzanna: and malin? the bump?
Eskil: big now. it's a boy, they told us at the scan. she keeps working till october {boy}
Zuzanna: a boy!! tell her to put her feet up
Eskil: she says the same to me. we bought an old saab 900 estate for the pram, from 1991 {saab}
Zuzanna: a 33 year old saab, you are a real swedish dad now
@ 2024-10-05
Eskil: zuza how is your mum, she must be done with the radiotherapy
Zuzanna: finished in august and the scan on monday was clear!!! {clear}
Eskil: YES. the best news. hug her from sweden
Zuzanna: i will. oh and i passed the instructor course in may, did i tell you? i teach my first group on the 12th, 8 people {first-group}
Eskil: instructor zuzanna. very official
Zuzanna: very. also... i met someone. marzena. she's a hydrologist, she measures rivers for the water board {marzena}
Eskil: a girlfriend! how did you meet
Zuzanna: she rang us about a willow that fell into the river behind her house. we took the willow out and she asked me out for a beer {willow}
Eskil: the willow brought you together
Zuzanna: haha her mum says the same. how are YOU, 5 weeks to go?
Eskil: 6, the 14th. no wait, they moved it, they will induce him on the 8th because he is big {induce}
Zuzanna: a big swede. of course
Eskil: and i start back at the patrol on the 1st of december, so i get three weeks with him first {back}
Zuzanna: thats lovely
Eskil: i stopped the bike guiding too. next summer i'll build saunas with my uncle göran instead {saunas}
Zuzanna: saunas! very swedish. build me one
@ 2024-11-24
Eskil: say hello to vidar {vidar}
Zuzanna: ESKIL!!! when?? how big?? how is malin
Eskil: the 8th, like they planned. 4.6 kilo. malin is a hero {born}
Zuzanna: 4.6!! vidar, a viking name. i love it
Eskil: it was malin's grandfather's name {vidar-name}
Zuzanna: hows the sleep
Eskil: what is sleep. he eats every 2 hours. malins mum came from sundsvall to help for two weeks {gran}
Zuzanna: thank god for grandmothers
Eskil: and you? how is marzena
Zuzanna: marzi is great. we're moving in together!! she has a house in nałęczów with a big garden, so kluska and me move there in january {move}
Eskil: nałęczów? where is that
Zuzanna: little spa town, 25 min from lublin. kluska will have a garden, she'll think she's a queen {spa}
Eskil: she is already a queen. and how was the first group
Zuzanna: great. one guy froze at the top of an oak and i had to lower him down like a sack of potatoes {oak}
Eskil: haha poor man
Zuzanna: he signed up for the next course anyway. respect
@ 2025-03-30
Zuzanna: hows the patrol, dad
Eskil: no patrol. i hit a hidden rock on the 11th of march and broke my collarbone, so my season is over {collarbone}
Zuzanna: eskil!! you idiot. are you ok
Eskil: yes, it's plated, 8 screws. but now i am home with vidar all day, so it's a good accident {screws}
Zuzanna: only you would call it a good accident
Eskil: vidar crawls now. backwards only. and he has one tooth {crawl}
Zuzanna: we moved! in nałęczów since the 18th of january. kluska caught a mouse on her first day {moved}
Eskil: a three legged cat catching mice. respect
Zuzanna: and work news. wojtek is moving to olsztyn with his wife, so i'm buying him out, from may the company is all mine {buyout}
Eskil: boss zuza! will you change the name
Zuzanna: no, it stays korona, wojtek named it and i like it {korona}
Eskil: good name. and the saunas start in may, göran has 3 orders already {orders}
Zuzanna: save one for me, marzi wants a sauna more than she wants me
Eskil: haha. come in august when vidar can walk, and bring marzi {invite}
Zuzanna: deal. i bring the vodka, you bring the sauna
""",
    [
        Q(
            "s",
            "What does Eskil do in winter?",
            "he is a ski patroller",
            "season-end patroller",
            {"season-end": "lifts; season", "patroller": "ski patroller"},
            "",
            True,
        ),
        Q(
            "t",
            "When did Eskil's team blast the avalanche slopes on the north face?",
            "2024-02-08",
            "blast",
            "avalanche; north face",
            "relative-date",
        ),
        Q(
            "s",
            "How much snow fell before Eskil's team blasted the avalanche slopes?",
            "40 cm",
            "blast",
            "40 cm",
            "",
        ),
        Q(
            "s",
            "Where did the city give Zuzanna a contract to prune trees?",
            "the old chestnuts in Ogród Saski",
            "saski",
            "ogród saski; chestnuts",
            "",
        ),
        Q(
            "s",
            "How many trees did Zuzanna's firm have to prune in Ogród Saski?",
            "60",
            "saski",
            "60 trees",
            "",
        ),
        Q(
            "s",
            "Who is Wojtek?",
            "Zuzanna's brother, who does the paperwork and the chipper",
            "wojtek",
            "brother; wojtek",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What does Zuzanna do in the firm, and what does Wojtek do?",
            "she climbs; he does the paperwork and the chipper",
            "wojtek",
            "climbing; paperwork",
            "",
        ),
        Q(
            "s",
            "What is Malin's job?",
            "a physiotherapist at a clinic in Östersund",
            "malin",
            "physio clinic",
            "third-person-fact",
            True,
        ),
        Q(
            "t",
            "When did Malin start at the new physio clinic?",
            "2024-02-05",
            "malin",
            "physio clinic",
            "relative-date",
        ),
        Q("t", "When did Zuzanna find her cat?", "2024-02-06", "cat", "cat; tree", "relative-date"),
        Q(
            "s",
            "Where did Zuzanna find her cat?",
            "inside a hollow lime tree she was felling in Czechów",
            "cat",
            "hollow lime tree|lime tree",
            "",
        ),
        Q("s", "What is the name of Zuzanna's cat?", "Kluska", "kluska", "kluska", "", True),
        Q(
            "s",
            "How many legs does Kluska have?",
            "three",
            "cat kluska",
            {"cat": "3 legs", "kluska": "kluska"},
            "pronoun",
        ),
        Q(
            "t",
            "When was the last day of the lifts in Eskil's season?",
            "2024-04-21",
            "season-end",
            "lifts; last day",
            "relative-date",
        ),
        Q(
            "s",
            "What does Eskil do in summer?",
            "he guides mountain bike tours",
            "pregnant",
            "mountain bike tours",
            "",
        ),
        Q(
            "t",
            "When did Eskil and Malin find out Malin was pregnant?",
            "2024-03-31",
            "due",
            "easter sunday",
            "human-date",
        ),
        Q(
            "t",
            "When was Malin's baby first due?",
            "2024-11-14",
            "due",
            "14th; november",
            "human-date",
        ),
        Q(
            "s",
            "Why did Eskil and Malin drop the plan to get a dog?",
            "Malin got pregnant, one new creature at a time",
            "pregnant",
            "malin; pregnant",
            "",
        ),
        Q(
            "s",
            "Where was Zuzanna's tree climbing instructor course held?",
            "in a forest near Zakopane",
            "course",
            "zakopane",
            "",
        ),
        Q("s", "How long was Zuzanna's instructor course?", "five days", "course", "five days", ""),
        Q("s", "How old was Zuzanna in April 2024?", "36", "age", "36", ""),
        Q(
            "t",
            "When did Zuzanna's mother get her biopsy results?",
            "2024-05-02",
            "biopsy",
            "biopsy results",
            "relative-date",
        ),
        Q(
            "t",
            "When was Zuzanna's mother operated on?",
            "2024-06-20",
            "op",
            "operation; june",
            "human-date",
        ),
        Q(
            "s",
            "Did Zuzanna's mother need chemotherapy?",
            "no, only radiotherapy",
            "op",
            "chemo; radiotherapy",
            "",
        ),
        Q(
            "t",
            "When did Zuzanna's mother's radiotherapy start?",
            "2024-07-15",
            "radio",
            "radiotherapy; tomorrow",
            "relative-date",
        ),
        Q(
            "s",
            "How long did Zuzanna's mother's radiotherapy last?",
            "five weeks, every weekday",
            "radio",
            "5 weeks",
            "",
        ),
        Q(
            "s",
            "Why did the two lads leave Zuzanna's company?",
            "one went to Norway to fix wind turbines, the other broke his ankle at football",
            "turbines",
            "norway; ankle",
            "pronoun",
        ),
        Q(
            "t",
            "When did a German guy go over his handlebars on Eskil's tour?",
            "2024-07-11",
            "handlebars",
            "handlebars",
            "relative-date",
        ),
        Q("s", "Is Eskil and Malin's baby a boy or a girl?", "a boy", "boy", "boy", ""),
        Q(
            "s",
            "What car did Eskil and Malin buy for the pram?",
            "an old Saab 900 estate from 1991",
            "saab",
            "saab 900",
            "",
            True,
        ),
        Q(
            "t",
            "When was Zuzanna's mother's clear scan?",
            "2024-09-30",
            "clear",
            "scan; clear",
            "relative-date",
        ),
        Q(
            "t",
            "When did Zuzanna teach her first tree climbing group?",
            "2024-10-12",
            "first-group",
            "first group; 12th",
            "human-date",
        ),
        Q(
            "s",
            "How many people were in Zuzanna's first group?",
            "8",
            "first-group",
            "8 people",
            "",
        ),
        Q(
            "s",
            "What does Marzena do for work?",
            "she is a hydrologist who measures rivers for the water board",
            "marzena",
            "hydrologist",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "How did Zuzanna and Marzena meet?",
            "Marzena called about a willow that fell into the river behind her house",
            "willow",
            "willow; river",
            "",
        ),
        Q(
            "t",
            "On what date was Malin's labour to be induced?",
            "2024-11-08",
            "induce",
            "induce; 8th",
            "latest",
        ),
        Q(
            "s",
            "Why was Malin to be induced early?",
            "because the baby was big",
            "induce",
            "induce; big",
            "pronoun",
        ),
        Q(
            "t",
            "When did Eskil go back to the ski patrol after the birth?",
            "2024-12-01",
            "back",
            "patrol; 1st of december",
            "human-date",
        ),
        Q(
            "s",
            "What will Eskil do in summer instead of bike guiding?",
            "build saunas with his uncle Göran",
            "saunas",
            "saunas; göran",
            "latest",
            True,
        ),
        Q("s", "What is the name of Eskil and Malin's son?", "Vidar", "vidar", "vidar", "", True),
        Q(
            "t",
            "When was Vidar born?",
            "2024-11-08",
            "induce born",
            {"induce": "8th", "born": "8th"},
            "human-date",
        ),
        Q("s", "How much did Vidar weigh at birth?", "4.6 kilo", "born", "4.6 kilo", "pronoun"),
        Q(
            "s",
            "Who was Vidar named after?",
            "Malin's grandfather",
            "vidar-name",
            "grandfather",
            "pronoun",
        ),
        Q("s", "Where does Malin's mother live?", "Sundsvall", "gran", "sundsvall", "", True),
        Q(
            "s",
            "Where is Nałęczów?",
            "a little spa town 25 minutes from Lublin",
            "spa",
            "spa town; lublin",
            "",
        ),
        Q(
            "s",
            "What happened to the man who froze at the top of an oak?",
            "Zuzanna lowered him down; he signed up for the next course anyway",
            "oak",
            "froze; oak",
            "",
        ),
        Q(
            "t",
            "When did Eskil break his collarbone?",
            "2025-03-11",
            "collarbone",
            "collarbone; march",
            "human-date",
        ),
        Q(
            "s",
            "How did Eskil break his collarbone?",
            "he hit a hidden rock",
            "collarbone",
            "hidden rock",
            "",
        ),
        Q("s", "How many screws are in Eskil's collarbone?", "8", "screws", "8 screws", "pronoun"),
        Q(
            "t",
            "When did Zuzanna move to Nałęczów?",
            "2025-01-18",
            "moved",
            "18th; january",
            "human-date",
        ),
        Q(
            "s",
            "Why is Zuzanna buying Wojtek out of the company?",
            "Wojtek is moving to Olsztyn with his wife",
            "buyout",
            "olsztyn",
            "",
        ),
        Q("s", "What is Zuzanna's company called?", "Korona", "korona", "korona", "", True),
        Q(
            "s",
            "How many sauna orders did Göran have by March 2025?",
            "3",
            "orders",
            "3 orders",
            "",
        ),
    ],
)
CONVERSATIONS.append(ZUZANNA_ESKIL)

CASSIUS_LEOCADIA = Conv(
    "pair",
    "timestamped_lines",
    ["Cassius", "Leocadia"],
    """
@ 2024-05-18
Leocadia: cass!! guess who smelled 300 flowers this week
Cassius: you, obviously. is that the job now, sniffing
Leocadia: pretty much. second year of my apprenticeship at the perfume house, and its jasmine harvest so we're up at 5 smelling the fields {apprentice}
Cassius: jasmine at 5am beats limestone at 7am
Leocadia: hows the gargoyle {gargoyle-q}
Cassius: finished the old boy on wednesday! he goes up on the north transept in june. he has the dean's nose, dont tell anyone {gargoyle}
Leocadia: ahahaha does the dean know
Cassius: the dean LOVES it. he thinks its a coincidence
Leocadia: hows ifeanyi
Cassius: good, tired, he's on nights on the children's ward till july. and we have news, we've been approved as foster carers! the panel said yes on tuesday {foster}
Leocadia: CASS. omg. thats huge
Cassius: 18 months of forms and courses. we could get a placement any week now {months}
Leocadia: im so happy for you both. you'll be the best dads
Cassius: we'll see. and you and mathis, still doing the long distance thing?
Leocadia: no! he moved down from annecy in april, we live together now, in a tiny flat above a bakery in grasse {mathis}
Cassius: above a bakery in a perfume town. you live inside a candle {candle}
@ 2024-08-03
Cassius: we've got him. a boy, 9, called reece. he came on monday {reece}
Leocadia: !!!! how is it going
Cassius: chaos. lovely chaos. he's obsessed with trains and only eats beige food {trains}
Leocadia: ha, so every 9 year old. what does ifeanyi think
Cassius: ifeanyi is melting. reece calls him boss man, dont ask {captain}
Leocadia: i love this child already
Cassius: and you? hows the nose
Leocadia: funny you ask. i had covid two weeks ago and i lost my smell completely. a perfumer with no nose!! {covid}
Cassius: oh no leo. is it coming back?
Leocadia: slowly. coffee and lemon yes, but roses smell like burnt tyres. the doctor says it can take months {smell}
Cassius: awful. are they letting you work
Leocadia: they put me on paperwork and bottling till it comes back. boring but ok {bottling}
Cassius: and i have my hernia op on the 20th of august so ifeanyi's taking leave to do the school run {hernia}
Leocadia: you and your heavy stones
Cassius: the surgeon said the same. no lifting for six weeks after {lifting}
Leocadia: good luck!! send me photos of reece's trains
@ 2024-11-16
Leocadia: hows the hernia, and hows the boy
Cassius: hernia fixed, back in the yard since october. reece is great, he started at the village school in september and he has a best friend called alfie {school}
Leocadia: ahh a best friend. and you moved didnt you? instagram told me
Cassius: yep, to brancepeth in september so he's near school. little stone cottage, 3 miles out of durham {brancepeth}
Leocadia: a stonemason in a stone cottage. of course
Cassius: and your nose?
Leocadia: almost back! i passed the smell test at work on thursday, 48 out of 50 {test}
Cassius: LEO. brilliant
Leocadia: bad news too. mathis and i split up. two weeks ago. he wants to go back to annecy and i dont {split}
Cassius: oh leo. im sorry. are you ok?
Leocadia: sad. but i kept the flat and the bakery smell. and i got a rabbit, a grey lionhead called bergamote {rabbit}
Cassius: a rabbit!! ifeanyi says rabbits are just small angry cats
Leocadia: she is very angry. she bit the landlord on monday {bit}
Cassius: good girl
@ 2025-02-22
Cassius: i've been made master mason!! the old head of the works yard retired at christmas and they gave it to me on monday {master}
Leocadia: MASTER MASON CASSIUS. sounds like a wizard
Cassius: it means more meetings and less carving sadly
Leocadia: how many people do you boss around now
Cassius: eleven masons and two apprentices {eleven}
Leocadia: and reece?
Cassius: reece is staying long term. we heard on the 4th, the court agreed he can stay with us till he's 18 {longterm}
Leocadia: oh cass. im crying in the lab
Cassius: we cried in the car park. ifeanyi had to drive
Leocadia: my news, my first perfume goes on sale in may! its called marea, fig and sea salt {marea}
Cassius: your first one! can i buy it
Leocadia: you get one free. it launches in paris on the 15th of may, i have to go and smile at people {launch}
Cassius: you'll be great at that
Leocadia: i'll be terrible. also my abuelo isnt well, he had a fall in jerez and broke his hip, he's in hospital {abuelo}
Cassius: oh no. will you go?
Leocadia: yes, i fly to jerez on thursday for a week {jerez}
@ 2025-06-07
Leocadia: the launch was amazing cass. they sold 4000 bottles in the first week {sold}
Cassius: 4000!! you're famous
Leocadia: famous in paris perfume shops lol. and they offered me a job, junior perfumer at the paris office, from september {paris}
Cassius: are you taking it?
Leocadia: i think so. grasse is lovely but its small and everyone knows mathis. and bergamote can come {taking}
Cassius: a parisian rabbit. she'll be so rude
Leocadia: she already is. hows reece
Cassius: reece is 10 now! we did his birthday at the railway museum in shildon on sunday {birthday}
Leocadia: of course you did. and ifeanyi?
Cassius: ifeanyi has started tango lessons, tuesday nights, and he's making me go {tango}
Leocadia: YOU dancing tango. i need video
Cassius: never. also my dad retired from the buses on friday, 41 years driving the number 6 in sunderland {dad}
Leocadia: 41 years! congrats to him from france
Cassius: he wants to learn to sail now. at 66 {sail}
Leocadia: good for him
@ 2025-10-11
Cassius: bonjour parisienne. hows the new job
Leocadia: busy! started on the 1st of september. i'm working on a perfume for a swiss watch brand, it has to smell like "time" lol {swiss}
Cassius: what does time smell like
Leocadia: apparently leather and cold metal. and i live in a flat in belleville with a balcony the size of a towel {belleville}
Cassius: and bergamote?
Leocadia: she loves it, the balcony is hers. oh and i met someone at the pétanque club by the canal. yasmin. she restores harpsichords {yasmin}
Cassius: your nose and her ears. perfect
Leocadia: haha exactly. three weeks now, early days
Cassius: im happy for you leo
Leocadia: and abuelo is fine by the way, walking with a stick and flirting with his physio {abuelo-fine}
Cassius: glad. our news, we're fostering again, a baby this time, emergency placement. a little girl, she came on wednesday {baby}
Leocadia: CASS. a baby! hows reece with her
Cassius: he reads her his train books. she's 4 months old and doesnt care about trains {four-months}
Leocadia: she will. give her time
Cassius: ifeanyi does the night feeds, i do mornings. and yes we still go to tango {tango2}
""",
    [
        Q(
            "s",
            "What does Leocadia do in Grasse in 2024?",
            "she is an apprentice at a perfume house",
            "apprentice",
            "apprenticeship; perfume house",
            "",
            True,
        ),
        Q(
            "s",
            "What does Cassius do for work?",
            "a stonemason in a cathedral works yard; master mason since February 2025",
            "gargoyle-q master",
            {"gargoyle-q": "gargoyle", "master": "master mason"},
            "latest",
            True,
        ),
        Q(
            "t",
            "When did Cassius finish carving the gargoyle?",
            "2024-05-15",
            "gargoyle-q gargoyle",
            {"gargoyle-q": "gargoyle", "gargoyle": "finished"},
            "relative-date pronoun",
        ),
        Q(
            "s",
            "Where was Cassius's gargoyle going to be put up?",
            "on the north transept",
            "gargoyle",
            "north transept",
            "pronoun",
        ),
        Q(
            "s",
            "Whose nose does the gargoyle have?",
            "the dean's",
            "gargoyle",
            "dean's nose|dean",
            "pronoun",
        ),
        Q(
            "s",
            "Where does Ifeanyi work?",
            "on the children's ward, doing nights",
            "foster",
            "children's ward; nights",
            "third-person-fact",
            True,
        ),
        Q(
            "t",
            "When were Cassius and Ifeanyi approved as foster carers?",
            "2024-05-14",
            "foster",
            "foster carers; approved",
            "relative-date",
        ),
        Q(
            "s",
            "How long did it take Cassius and Ifeanyi to get approved as foster carers?",
            "18 months",
            "months",
            "18 months",
            "fragment",
        ),
        Q("s", "Where did Mathis move from?", "Annecy", "mathis", "annecy", ""),
        Q(
            "s",
            "Where did Leocadia and Mathis live in Grasse?",
            "in a tiny flat above a bakery",
            "mathis",
            "flat; bakery",
            "",
        ),
        Q(
            "s",
            "How old was Reece when he came to live with Cassius and Ifeanyi?",
            "9",
            "reece",
            "reece; 9",
            "",
        ),
        Q(
            "t",
            "When did Reece come to live with Cassius and Ifeanyi?",
            "2024-07-29",
            "reece",
            "reece; came",
            "relative-date",
        ),
        Q("s", "What is Reece obsessed with?", "trains", "trains", "trains", "pronoun", True),
        Q("s", "What does Reece call Ifeanyi?", "boss man", "captain", "boss man", ""),
        Q("t", "When did Leocadia have covid?", "2024-07-20", "covid", "covid", "relative-date"),
        Q(
            "s",
            "What did covid do to Leocadia?",
            "she lost her sense of smell completely",
            "covid",
            "lost; smell",
            "",
        ),
        Q(
            "s",
            "What did roses smell like to Leocadia after covid?",
            "burnt tyres",
            "smell",
            "burnt tyres",
            "",
        ),
        Q(
            "s",
            "What work did Leocadia do while her smell came back?",
            "paperwork and bottling",
            "bottling",
            "paperwork; bottling",
            "",
        ),
        Q(
            "t",
            "When was Cassius's hernia operation?",
            "2024-08-20",
            "hernia",
            "hernia; august",
            "human-date",
        ),
        Q(
            "s",
            "How long was Cassius told not to lift anything after the hernia operation?",
            "six weeks",
            "lifting",
            "six weeks",
            "",
        ),
        Q("s", "What is the name of Reece's best friend?", "Alfie", "school", "alfie", ""),
        Q(
            "s",
            "Where did Cassius and Ifeanyi move to in September 2024?",
            "a little stone cottage in Brancepeth, 3 miles out of Durham",
            "brancepeth",
            "brancepeth",
            "",
            True,
        ),
        Q(
            "t",
            "When did Leocadia pass the smell test at work?",
            "2024-11-14",
            "test",
            "smell test",
            "relative-date",
        ),
        Q("s", "What did Leocadia score on the smell test?", "48 out of 50", "test", "48; 50", ""),
        Q(
            "t",
            "When did Leocadia and Mathis split up?",
            "2024-11-02",
            "split",
            "mathis; split",
            "relative-date",
        ),
        Q(
            "s",
            "Why did Leocadia and Mathis split up?",
            "he wanted to go back to Annecy and she did not",
            "split",
            "annecy",
            "",
        ),
        Q(
            "s",
            "What kind of rabbit does Leocadia have?",
            "a grey lionhead",
            "rabbit",
            "lionhead",
            "",
            True,
        ),
        Q(
            "s",
            "What is the name of Leocadia's rabbit?",
            "Bergamote",
            "rabbit",
            "bergamote",
            "",
            True,
        ),
        Q(
            "t",
            "When did Bergamote bite the landlord?",
            "2024-11-11",
            "bit",
            "landlord",
            "relative-date",
        ),
        Q(
            "t",
            "When was Cassius made master mason?",
            "2025-02-17",
            "master",
            "master mason",
            "relative-date",
        ),
        Q(
            "s",
            "How many people work under Cassius as master mason?",
            "eleven masons and two apprentices",
            "eleven",
            "eleven masons",
            "fragment",
        ),
        Q(
            "t",
            "When did Cassius and Ifeanyi hear that Reece could stay long term?",
            "2025-02-04",
            "longterm",
            "4th; reece",
            "human-date",
        ),
        Q(
            "s",
            "Until what age can Reece stay with Cassius and Ifeanyi?",
            "18",
            "longterm",
            "18",
            "",
        ),
        Q("s", "What is Leocadia's first perfume called?", "Marea", "marea", "marea", "", True),
        Q(
            "s",
            "What does Marea smell of?",
            "fig and sea salt",
            "marea",
            "fig; sea salt",
            "pronoun",
        ),
        Q(
            "t",
            "When did Marea launch in Paris?",
            "2025-05-15",
            "launch",
            "paris; may",
            "human-date",
        ),
        Q(
            "s",
            "What happened to Leocadia's abuelo in February 2025?",
            "he fell in Jerez and broke his hip",
            "abuelo",
            "broke; hip",
            "",
        ),
        Q(
            "t",
            "When did Leocadia fly to Jerez?",
            "2025-02-27",
            "jerez",
            "jerez; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "How many bottles of Marea sold in the first week?",
            "4000",
            "sold",
            "4000 bottles",
            "",
        ),
        Q(
            "s",
            "What job was Leocadia offered after the launch?",
            "junior perfumer at the Paris office",
            "paris",
            "junior perfumer",
            "",
            True,
        ),
        Q(
            "t",
            "When did Cassius and Ifeanyi hold Reece's 10th birthday?",
            "2025-06-01",
            "birthday",
            "birthday; shildon",
            "relative-date",
        ),
        Q(
            "s",
            "What lessons has Ifeanyi started?",
            "tango, on Tuesday nights",
            "tango",
            "tango",
            "",
            True,
        ),
        Q(
            "t",
            "When did Cassius's dad retire?",
            "2025-06-06",
            "dad",
            "retired; buses",
            "relative-date",
        ),
        Q(
            "s",
            "What did Cassius's dad do for 41 years?",
            "drove the number 6 bus in Sunderland",
            "dad",
            "number 6; sunderland",
            "third-person-fact",
            True,
        ),
        Q("s", "What does Cassius's dad want to learn?", "to sail", "sail", "sail", "pronoun"),
        Q(
            "t",
            "When did Leocadia start her job in Paris?",
            "2025-09-01",
            "swiss",
            "1st of september",
            "human-date",
        ),
        Q(
            "s",
            "What is Leocadia working on in Paris?",
            "a perfume for a Swiss watch brand",
            "swiss",
            "swiss watch",
            "",
        ),
        Q(
            "s",
            "Which part of Paris does Leocadia live in?",
            "Belleville",
            "belleville",
            "belleville",
            "",
            True,
        ),
        Q(
            "s",
            "What does Yasmin do?",
            "she restores harpsichords",
            "yasmin",
            "harpsichords",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Where did Leocadia meet Yasmin?",
            "at the pétanque club by the canal",
            "yasmin",
            "pétanque club",
            "",
        ),
        Q(
            "t",
            "When did the foster baby girl arrive at Cassius and Ifeanyi's?",
            "2025-10-08",
            "baby",
            "baby; came",
            "relative-date",
        ),
        Q(
            "s",
            "How old was the foster baby when she arrived?",
            "4 months",
            "four-months",
            "4 months",
            "pronoun",
        ),
    ],
)
CONVERSATIONS.append(CASSIUS_LEOCADIA)

XIMENA_KEONI = Conv(
    "pair",
    "named_json",
    ["Ximena", "Keoni"],
    """
@ 2024-01-20
Ximena: keoni!! aloha from the land of earthquakes. did you survive new year
Keoni: barely lol. aloha ximena. the fish market was crazy, everyone wants ahi for new year, i cut fish for 14 hours straight {ahi}
Ximena: 14 hours of fish. i spent 14 hours with a dead condor so i can't judge
Keoni: wait what
Ximena: the museum's new bird hall. i'm mounting an andean condor, 3 metre wingspan, for the opening on the 8th of march {condor}
Keoni: 3 metres?! where do you even get a dead condor
Ximena: a farmer found it by the road near chillán, the wildlife people sent it to us. it's the biggest thing i've ever stuffed, don't say stuffed, we say mounted {chillan}
Keoni: ok ok mounted. sorry madam taxidermist {madam}
Ximena: forgiven. i also have a dog now!! a street dog that followed me home from the bus stop on wednesday. he's called choclo {choclo}
Keoni: choclo?
Ximena: it means corn. he's yellow and a bit lumpy {corn}
Keoni: lol perfect. i got news too, i bought a boat! 19 foot, second hand, from an old uncle in waimea on tuesday. her name is makani {makani}
Ximena: a boat! so now you catch the fish AND sell the fish
Keoni: thats the plan, cut out the middle man. leilani says it's a midlife crisis, i'm 38 {midlife}
Ximena: 38 is not midlife. my dad bought a motorbike at 60
@ 2024-04-06
Keoni: how did the condor go!!
Ximena: the bird hall opened on the 8th and the condor was the star. the mayor took a selfie with it {opened}
Keoni: famous condor. famous ximena
Ximena: ha. but i had a horrible week after, kidney stone, two weeks ago, i was in the hospital all night screaming {kidney}
Keoni: oh no!! are you ok now
Ximena: fine now, it came out by itself. the nurse gave it to me in a little jar. 6 mm {jar}
Keoni: you are a taxidermist, of course you kept it
Ximena: it's on my shelf next to a hummingbird. how's makani {kidney-shelf}
Keoni: dead. well the engine. it died on saturday in the middle of the bay, i had to get towed in by my cousin pono {engine}
Ximena: lol the middle man is back
Keoni: haha shut up. new engine is 4000 dollars so makani is on the beach for now {engine-cost}
Ximena: and the girls?
Keoni: mele started hula at her school, she's 7 and very serious about it {mele}
Ximena: love it. choclo ate my glasses on monday. both lenses. i'm wearing my old ones from 2019 {glasses}
Keoni: bad dog
Ximena: good dog. bad for glasses
@ 2024-07-21
Ximena: i have huge news. i've been picked for the antarctic expedition!! the institute is sending a team to king george island next february and they want a taxidermist to collect specimens {antarctic}
Keoni: ANTARCTICA?? ximena!!
Ximena: i found out on thursday. i screamed so loud choclo hid under the bed {found-out}
Keoni: how long do you go for
Ximena: six weeks. we fly from punta arenas on the 3rd of february {fly}
Keoni: take a big coat. i have news too but smaller. my mom and me are opening a poke counter in lihue, at the back of her store {poke}
Keoni: opening day is the 17th of august, come lol {poke-open}
Ximena: i would love to. what poke do you recommend
Keoni: shoyu ahi, my grandma's recipe. and makani has a new engine, paid with the first month of poke hopefully lol {new-engine}
Ximena: the boat lives again
Keoni: and i'm paddling in the channel race this year, molokai to oahu, on the 13th of october, six man canoe {race}
Ximena: how far is that
Keoni: 41 miles of open ocean. my shoulders already hurt thinking about it {miles}
Ximena: you are crazy. i'll watch the live stream
@ 2024-10-26
Keoni: we did it. 6 hours 40 minutes. we came 22nd out of 60 something {result}
Ximena: KEONI. 41 miles!! are your arms still attached
Keoni: barely. i slept for a whole day after. how are you
Ximena: my sister florencia got married last saturday in valdivia, it rained the whole time, very southern chile {wedding}
Keoni: congrats to her! wedding rain is good luck right
Ximena: that's what everyone said. and... i met someone at the wedding. ignacio, he's a friend of the groom {ignacio}
Keoni: ooooh. what does he do
Ximena: he's a glaciologist. and you won't believe it, he's on the same antarctic expedition. we'll meet again on the ice {glaciologist}
Keoni: thats a movie. thats literally a movie
Ximena: dont. how's the poke
Keoni: busy! we sell out most days by 2. my mom works too hard though, and now her heart valve needs fixing, she has surgery in honolulu on the 5th of november {valve}
Ximena: oh keoni. send her a hug from concepción
Keoni: will do. she's more worried about the poke than her heart lol
Ximena: of course she is
@ 2025-02-15
Ximena: hello from king george island!! we got here on the 3rd. it's -4 and windy and there are penguins everywhere {island}
Keoni: PENGUINS. send pics. are you cold
Ximena: always. i've collected 9 dead gentoo penguins and a skua for the museum so far, all frozen, we ship them home in march {gentoo}
Keoni: only you would go to antarctica for dead penguins
Ximena: lol. and ignacio is here, he measures how fast the glacier is melting. we share a tent table at dinner {tent}
Keoni: a tent table. romantic
Ximena: very. how is your mom
Keoni: surgery went great, she was back at the poke counter by christmas, we couldn't stop her {mom}
Ximena: that sounds exactly like her
Keoni: and the local paper said we have the best poke in lihue!! so we hired two more people {best}
Ximena: famous keoni. and the girls?
Keoni: mele broke her arm on the trampoline on sunday. pink cast. she's proud of it {arm}
Ximena: ouch. tell her a penguin says get well soon
@ 2025-06-28
Keoni: long time! how's life off the ice
Ximena: good! big changes. i'm head of the preparation lab now, they gave me the job in april when my boss retired {head}
Keoni: boss ximena! congrats
Ximena: and ignacio and i moved in together in may. a little house in penco, by the sea, 20 minutes from concepción {penco}
Keoni: penguins brought you together. and choclo?
Ximena: choclo has a garden now and he thinks he owns penco
Keoni: lol. i have news too. leilani is pregnant!! due in december {pregnant}
Ximena: KEONI!!! congratulations!! a third one?
Keoni: third girl probably, i'm outnumbered forever. and we're opening a second poke counter, in kapaa, in september {kapaa}
Ximena: a poke empire
Keoni: haha. and i passed my charter boat licence on tuesday, so next year i can take tourists out fishing on makani {licence}
Ximena: tourists on makani. i hope the engine knows
Keoni: the engine is fine!! mostly
""",
    [
        Q(
            "s",
            "What does Keoni do for work in January 2024?",
            "he cuts and sells fish at a fish market",
            "ahi",
            "fish market; cut fish",
            "",
            True,
        ),
        Q(
            "s",
            "What does Ximena do for work?",
            "she is a taxidermist at a museum",
            "condor madam",
            {"condor": "museum; mounting", "madam": "taxidermist"},
            "",
            True,
        ),
        Q(
            "s",
            "What bird was Ximena mounting for the museum's bird hall?",
            "an Andean condor",
            "condor",
            "andean condor",
            "",
        ),
        Q("s", "How big was the condor's wingspan?", "3 metres", "condor", "3 metre wingspan", ""),
        Q(
            "t",
            "When did the museum's new bird hall open?",
            "2024-03-08",
            "condor opened",
            {"condor": "8th of march", "opened": "bird hall; 8th"},
            "human-date",
        ),
        Q(
            "s",
            "Where was the dead condor found?",
            "by the road near Chillán",
            "chillan",
            "chillán",
            "pronoun",
        ),
        Q("s", "What is the name of Ximena's dog?", "Choclo", "choclo", "choclo", "", True),
        Q(
            "t",
            "When did Choclo follow Ximena home?",
            "2024-01-17",
            "choclo",
            "choclo; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "What does Choclo's name mean?",
            "corn",
            "choclo corn",
            {"choclo": "choclo", "corn": "corn"},
            "pronoun",
        ),
        Q(
            "t",
            "When did Keoni buy his boat?",
            "2024-01-16",
            "makani",
            "boat; tuesday",
            "relative-date",
        ),
        Q("s", "What is the name of Keoni's boat?", "Makani", "makani", "makani", "", True),
        Q("s", "How long is Keoni's boat?", "19 foot", "makani", "19 foot", ""),
        Q("s", "How old was Keoni in January 2024?", "38", "midlife", "38", ""),
        Q(
            "s",
            "What does Leilani call Keoni's boat purchase?",
            "a midlife crisis",
            "midlife",
            "midlife crisis",
            "",
        ),
        Q(
            "t",
            "When did Ximena have a kidney stone?",
            "2024-03-23",
            "kidney",
            "kidney stone",
            "relative-date",
        ),
        Q("s", "How big was Ximena's kidney stone?", "6 mm", "jar", "6 mm", "pronoun"),
        Q(
            "s",
            "Where does Ximena keep her kidney stone?",
            "in a little jar on her shelf next to a hummingbird",
            "jar kidney-shelf",
            {"jar": "jar", "kidney-shelf": "shelf; hummingbird"},
            "",
        ),
        Q(
            "t",
            "When did Makani's engine die?",
            "2024-03-30",
            "engine",
            "engine; died",
            "relative-date",
        ),
        Q(
            "s",
            "Who towed Keoni in when his engine died?",
            "his cousin Pono",
            "engine",
            "pono; cousin",
            "",
        ),
        Q(
            "s",
            "How much did a new engine for Makani cost?",
            "4000 dollars",
            "engine-cost",
            "4000 dollars",
            "",
        ),
        Q("s", "What did Keoni's daughter Mele start at school?", "hula", "mele", "hula", "", True),
        Q("s", "How old was Mele in April 2024?", "7", "mele", "7", ""),
        Q(
            "t",
            "When did Choclo eat Ximena's glasses?",
            "2024-04-01",
            "glasses",
            "glasses",
            "relative-date",
        ),
        Q(
            "s",
            "Where was the Antarctic expedition going?",
            "King George Island",
            "antarctic",
            "king george island",
            "",
        ),
        Q(
            "s",
            "Why did the institute want Ximena on the expedition?",
            "to collect specimens as the taxidermist",
            "antarctic",
            "taxidermist; specimens",
            "",
        ),
        Q(
            "t",
            "When did Ximena find out she was picked for the expedition?",
            "2024-07-18",
            "found-out",
            "found out; thursday",
            "relative-date",
        ),
        Q(
            "t",
            "When was the expedition to fly from Punta Arenas?",
            "2025-02-03",
            "fly",
            "punta arenas; 3rd of february",
            "human-date",
        ),
        Q(
            "s",
            "How long was the Antarctic expedition?",
            "six weeks",
            "fly",
            "six weeks",
            "fragment",
        ),
        Q(
            "s",
            "Where did Keoni and his mom open a poke counter?",
            "in Lihue, at the back of her store",
            "poke",
            "poke counter; lihue",
            "",
            True,
        ),
        Q(
            "t",
            "When did the poke counter in Lihue open?",
            "2024-08-17",
            "poke-open",
            "opening day; 17th of august",
            "human-date",
        ),
        Q(
            "s",
            "What poke does Keoni recommend?",
            "shoyu ahi, his grandma's recipe",
            "new-engine",
            "shoyu ahi",
            "",
        ),
        Q(
            "t",
            "When was the channel race from Molokai to Oahu?",
            "2024-10-13",
            "race",
            "molokai; oahu; 13th of october",
            "human-date",
        ),
        Q("s", "How long is the channel race?", "41 miles", "miles", "41 miles", "fragment"),
        Q(
            "s",
            "How long did Keoni's team take in the channel race?",
            "6 hours 40 minutes",
            "result",
            "6 hours 40",
            "",
        ),
        Q("s", "Where did Keoni's team come in the channel race?", "22nd", "result", "22nd", ""),
        Q(
            "t",
            "When did Ximena's sister Florencia get married?",
            "2024-10-19",
            "wedding",
            "florencia; married; last saturday",
            "relative-date",
        ),
        Q("s", "Where did Florencia get married?", "in Valdivia", "wedding", "valdivia", ""),
        Q(
            "s",
            "What does Ignacio do?",
            "he is a glaciologist",
            "glaciologist",
            "glaciologist",
            "third-person-fact pronoun",
            True,
        ),
        Q(
            "s",
            "How does Ignacio know Florencia's husband?",
            "he is a friend of the groom",
            "ignacio",
            "friend; groom",
            "",
        ),
        Q(
            "t",
            "When was Keoni's mother's heart valve surgery?",
            "2024-11-05",
            "valve",
            "heart valve; 5th of november",
            "human-date",
        ),
        Q("s", "Where was Keoni's mother's heart surgery?", "in Honolulu", "valve", "honolulu", ""),
        Q(
            "t",
            "When did Ximena arrive on King George Island?",
            "2025-02-03",
            "island",
            "3rd",
            "human-date",
        ),
        Q(
            "s",
            "How many gentoo penguins had Ximena collected by mid-February 2025?",
            "9",
            "gentoo",
            "9 dead gentoo penguins",
            "",
        ),
        Q(
            "s",
            "What does Ignacio measure in Antarctica?",
            "how fast the glacier is melting",
            "tent",
            "glacier; melting",
            "pronoun",
        ),
        Q(
            "s",
            "When was Keoni's mother back at the poke counter after surgery?",
            "by Christmas",
            "mom",
            "christmas",
            "",
        ),
        Q(
            "s",
            "What did the local paper say about Keoni's poke counter?",
            "it has the best poke in Lihue",
            "best",
            "best poke",
            "",
        ),
        Q("t", "When did Mele break her arm?", "2025-02-09", "arm", "broke; arm", "relative-date"),
        Q("s", "How did Mele break her arm?", "on the trampoline", "arm", "trampoline", ""),
        Q(
            "s",
            "What is Ximena's job since April 2025?",
            "head of the preparation lab",
            "head",
            "head; preparation lab",
            "latest",
            True,
        ),
        Q(
            "s",
            "Where do Ximena and Ignacio live?",
            "in a little house in Penco, by the sea",
            "penco",
            "penco",
            "latest",
            True,
        ),
        Q("s", "When is Leilani's baby due?", "December 2025", "pregnant", "december", ""),
        Q(
            "s",
            "Where is Keoni opening his second poke counter?",
            "in Kapaa",
            "kapaa",
            "kapaa",
            "",
            True,
        ),
        Q(
            "t",
            "When did Keoni pass his charter boat licence?",
            "2025-06-24",
            "licence",
            "charter boat licence",
            "relative-date",
        ),
    ],
)
CONVERSATIONS.append(XIMENA_KEONI)

RADHIKA = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-03-09
User: hi, can you make me a plan to run a 10k? I've never run further than a bus stop. the race is the Loughborough 10k on the 12th of May {race}
Assistant: Happily. That gives you about nine weeks, which is enough to go from nothing to 10k if you build up gently. How many days a week can you train, and at what times?
User: it's tricky, I'm an embalmer at a funeral home here in Loughborough so I'm on call a lot and my hours jump around {job}
Assistant: Then a flexible plan suits you best: three runs a week on any days, never two hard days in a row. Weeks 1-3: run 1 minute, walk 2, for 20 minutes. Weeks 4-6: run 5, walk 1, for 30 minutes. Weeks 7-9: one long run a week building to 9k, plus two easy 25-minute runs.
User: I tried to run on tuesday and got a stitch after 2k lol {stitch}
Assistant: That is very common at the start. Slow right down, breathe out on the same foot every few strides, and avoid eating for two hours before a run.
User: good to know. also I'm vegetarian, do I need extra protein for running? {veg}
Assistant: A little more helps recovery. Lentils, chickpeas, paneer, Greek yoghurt, eggs and tofu are all good; aim to have some protein at every meal and a snack like yoghurt after runs.
User: paneer I can do. my fiancé Kabir says he'll run it with me but he has never run either {kabir}
Assistant: Then train together when you can: it helps you both keep going. Just run at the pace of the slower one, so you can still talk.
User: he's slower, he's a software tester and sits all day haha {tester}
Assistant: Then he sets the pace, and the talking test keeps you both honest. Good luck with the first week!
@ 2024-06-15
User: we did it! ran the 10k on the 12th of may in 58 minutes 12. Kabir did 1:04 and nearly cried at the finish {finish}
Assistant: Congratulations to you both! Under an hour for a first 10k is a great result. What would you like to work on next?
User: wedding planning, help. we've set the date, the 19th of April next year, at a hotel outside Loughborough {wedding}
Assistant: Lovely. A spring wedding gives you ten months, which is comfortable. How many guests are you expecting, and what is the budget?
User: about 180 guests, Kabir's side alone is 110. budget is 22000 pounds {guests}
Assistant: Here is a rough split for 22,000 pounds and 180 guests: venue and food 45%, clothes 12%, photography 8%, decoration and flowers 8%, music 6%, mehndi and sangeet evening 10%, rings and stationery 5%, and 6% held back for surprises.
User: oh and random question, what temperature does an axolotl tank need? we got one on sunday, he's called Bhindi {axolotl}
Assistant: Axolotls like cold water, 16 to 18 degrees, and never above 20. Keep the tank out of the sun, use a gentle filter, and feed him worms or pellets two or three times a week.
User: 16 to 18, got it. he's pink and he smiles all the time
Assistant: Axolotls do always seem to be smiling. Shall I make the wedding budget into a spreadsheet for you?
User: yes please, with a column for paid and not paid
Assistant: Here is a table with columns for item, budget, quote, deposit paid, balance due and due date, with the split above filled in.
@ 2024-10-02
User: big news, I've been offered a job as a trainee funeral director at a firm in Nottingham! they rang yesterday {offer}
Assistant: Congratulations! That is a real step up. Would you like help with your resignation letter or with planning the move?
User: both please. I start on the 4th of November and I have to give four weeks notice here {start}
Assistant: Then you should hand your notice in this week. Here is a draft: "Dear Mr Pennycuick, I am writing to resign from my post as embalmer, with my last day on 1 November 2024. Thank you for the training and support over the past seven years..."
User: it's actually 8 years not 7, I started there at 23 {years}
Assistant: Corrected to "over the past eight years". How are you finding somewhere to live in Nottingham?
User: we're renting a 2 bed house in West Bridgford from the 26th of October, Kabir can work from home so it's easy for him {house}
Assistant: West Bridgford is a good choice, close to the river and the city. I can make you a moving checklist: utilities, council tax, GP, change of address, and the axolotl's tank, which needs to travel with some of its old water.
User: oh yes Bhindi, how do we even move him?
Assistant: Put him in a clean cool box with water from his tank, keep the journey short and the box in the shade, then let the new tank settle for a day before he goes in.
User: ok. I'm nervous about the new job honestly
Assistant: That is natural. Eight years of embalming is a strong base for a funeral director; you already know the hardest parts of the work.
@ 2024-12-28
User: hi! we just got back from Kochi, my Nani turned 90 on the 22nd and the whole family came, 60 people {nani}
Assistant: What a celebration! How can I help?
User: I want to write a thank you message for the family whatsapp group, in simple English because half of them read Malayalam better {whatsapp}
Assistant: Here is a short one: "Thank you all for coming to Kochi for Nani's 90th birthday. Seeing four generations together made her so happy. We love you and we are already waiting for her 100th!"
User: perfect. also the GP rang on friday, my blood test shows I'm anaemic. can you give me iron rich vegetarian meals? {anaemic}
Assistant: Of course. Try spinach and chickpea curry, lentil dal with lemon, tofu stir-fry with broccoli, and fortified cereal with orange juice. Vitamin C with a meal helps the iron go in, and tea with meals slows it down.
User: damn, I drink tea with everything. how's the new job you ask? I love it, I did my first funeral on my own last week {first-funeral}
Assistant: That is wonderful to hear. What was it like?
User: scary but the family hugged me after. and my manager says I can start the diploma in funeral directing in february {diploma}
Assistant: That is a great sign. The diploma will give you the full qualification. Good luck with the iron and with the diploma.
@ 2025-04-30
User: we're married!! the 19th was perfect, it rained all morning and stopped right before the ceremony {married}
Assistant: Congratulations to you and Kabir! How can I help?
User: honeymoon packing list please. we fly to Madeira on saturday for 10 days {madeira}
Assistant: Here is a list for ten days in Madeira: light layers and a rain jacket, walking shoes for the levada paths, swimwear, sun cream, a small day bag, adaptor plugs, and your iron tablets.
User: lol yes the iron tablets, my levels are normal now {iron}
Assistant: Good news. Keep taking them until your GP says stop. Is anyone looking after Bhindi?
User: my brother Siddharth is feeding him, he's terrified of him {siddharth}
Assistant: Then leave him a simple note: feed twice in the ten days, check the water temperature, and don't touch the gills.
User: also, I'm keeping my own surname, Kabir is fine with it. can you help me reply to my auntie who is upset? {surname}
Assistant: Of course. Something like: "Auntie, I know this surprises you, but my name is part of my work and of who I am, and Kabir and I decided this together. We love you and hope you understand."
User: thank you. she will still be upset but she will survive
Assistant: She will. Have a wonderful honeymoon!
""",
    [
        Q(
            "s",
            "What did the user do for work in March 2024?",
            "an embalmer at a funeral home in Loughborough",
            "job",
            "embalmer; funeral home",
            "",
            True,
        ),
        Q("t", "When was the Loughborough 10k?", "2024-05-12", "race", "10k; may", "human-date"),
        Q(
            "t",
            "When did the user get a stitch on a run?",
            "2024-03-05",
            "stitch",
            "stitch",
            "relative-date",
        ),
        Q("s", "What diet does the user follow?", "vegetarian", "veg", "vegetarian", "", True),
        Q(
            "s",
            "What is the name of the user's fiancé?",
            "Kabir",
            "kabir",
            "kabir; fiancé",
            "",
            True,
        ),
        Q(
            "s",
            "What does Kabir do for work?",
            "he is a software tester",
            "tester",
            "software tester",
            "pronoun third-person-fact",
            True,
        ),
        Q(
            "s",
            "How long did the user take to run the 10k?",
            "58 minutes 12",
            "finish",
            "58 minutes",
            "",
        ),
        Q("s", "What was Kabir's time in the 10k?", "1:04", "finish", "kabir; 1:04|04", ""),
        Q(
            "t",
            "When is the user's wedding?",
            "2025-04-19",
            "wedding",
            "19th of april",
            "human-date",
        ),
        Q(
            "s",
            "How many guests were invited to the wedding?",
            "about 180",
            "guests",
            "180 guests",
            "fragment",
        ),
        Q("s", "What was the wedding budget?", "22000 pounds", "guests", "22000", ""),
        Q(
            "s",
            "What pet does the user have?",
            "an axolotl called Bhindi",
            "axolotl",
            "axolotl; bhindi",
            "",
            True,
        ),
        Q(
            "t",
            "When did the user get the axolotl?",
            "2024-06-09",
            "axolotl",
            "axolotl; sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When was the user offered the funeral director job?",
            "2024-10-01",
            "offer",
            "funeral director; yesterday",
            "relative-date",
        ),
        Q(
            "s",
            "Where is the user's new job as a trainee funeral director?",
            "at a firm in Nottingham",
            "offer",
            "funeral director; nottingham",
            "latest",
            True,
        ),
        Q(
            "t",
            "When did the user start the job in Nottingham?",
            "2024-11-04",
            "start",
            "4th of november",
            "human-date",
        ),
        Q(
            "s",
            "How long had the user worked at the funeral home in Loughborough?",
            "8 years",
            "years",
            "8 years",
            "fragment",
        ),
        Q(
            "s",
            "How old was the user when she started at the funeral home?",
            "23",
            "years",
            "23",
            "",
        ),
        Q(
            "s",
            "Where did the user and Kabir move to?",
            "a 2 bed house in West Bridgford",
            "house",
            "west bridgford",
            "latest",
            True,
        ),
        Q(
            "t",
            "From when did the user rent the house in West Bridgford?",
            "2024-10-26",
            "house",
            "26th of october",
            "human-date",
        ),
        Q(
            "t",
            "When was the user's grandmother's 90th birthday?",
            "2024-12-22",
            "nani",
            "nani; 90; 22nd",
            "human-date",
        ),
        Q("s", "Where did the family celebrate Nani's 90th?", "in Kochi", "nani", "kochi", ""),
        Q("s", "How many people came to Nani's 90th?", "60", "nani", "60 people", ""),
        Q(
            "s",
            "What language do half of the user's family read better than English?",
            "Malayalam",
            "whatsapp",
            "malayalam",
            "",
        ),
        Q(
            "t",
            "When did the GP tell the user she was anaemic?",
            "2024-12-27",
            "anaemic",
            "anaemic; friday",
            "relative-date",
        ),
        Q(
            "s",
            "What course can the user start in February 2025?",
            "the diploma in funeral directing",
            "diploma",
            "diploma; funeral directing",
            "",
        ),
        Q(
            "s",
            "Where did the user and Kabir go on honeymoon?",
            "Madeira, for 10 days",
            "madeira",
            "madeira",
            "",
            True,
        ),
        Q(
            "t",
            "When did the user and Kabir fly to Madeira?",
            "2025-05-03",
            "madeira",
            "madeira; saturday",
            "relative-date",
        ),
        Q(
            "s",
            "Who looked after Bhindi during the honeymoon?",
            "the user's brother Siddharth",
            "siddharth",
            "siddharth; brother",
            "",
            True,
        ),
        Q(
            "s",
            "Is the user taking Kabir's surname?",
            "no, she is keeping her own surname",
            "surname",
            "keeping; surname",
            "",
        ),
    ],
    user_label="Radhika",
)
CONVERSATIONS.append(RADHIKA)

RHODRI = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-09-14
User: morning. i'm restoring a 1978 land rover series III and the chassis is rotten at the back. weld in a new rear crossmember or replace the whole chassis? {landy}
Assistant: If the rot is only in the rear crossmember and the outriggers, a new crossmember welded in is cheaper and keeps the original chassis number simple. If the main rails are thin or holed too, a new galvanised chassis saves work in the long run. How far has the rot gone?
User: just the crossmember and one outrigger, the rails are solid, i poked them with a screwdriver
Assistant: Then a galvanised rear crossmember and one outrigger should do. Cut back to clean metal, treat the rails with a rust converter and wax them inside afterwards.
User: cheers. i've got time, i work offshore on the wind farm off holyhead, two weeks on two weeks off, so i get a fortnight in the shed {job}
Assistant: That rhythm suits a restoration well: order parts while you're away so they're waiting when you're home. What do you do on the wind farm?
User: turbine technician, 11 years now. climbing 80 metre towers keeps me fit anyway {tech}
Assistant: It must. Is there anything else for the Land Rover list?
User: not yet. different question, my daughter Nia starts uni in swansea next saturday, oceanography. what should she pack? {nia}
Assistant: A first-year list: bedding and two towels, a basic pan and plate set, an extension lead, a doorstop (it helps make friends), waterproofs for fieldwork, a laptop, ID and bank cards, and a few photos from home.
User: waterproofs yes, she'll be on boats half the time. eleri is already crying about it and we live in amlwch, it's only 4 hours away {eleri}
Assistant: Four hours is close enough for weekend visits, and she'll likely be home at Christmas. It's natural for the first weeks to feel strange for all of you.
User: true. right, back to the shed
Assistant: Good luck with the crossmember!
@ 2024-12-07
User: hi. i've done my back in. slipped disc, it happened on the 26th of november on a turbine ladder. signed off for 6 weeks {disc}
Assistant: I'm sorry to hear that. Has a doctor or physiotherapist given you exercises? I can suggest gentle ones, but they should come second to your physio's advice.
User: physio says walking and some stretches, and no lifting. no shed, no land rover. i'm going mad {physio}
Assistant: Then walking is your friend: short walks several times a day, building up. Gentle knee-to-chest stretches and pelvic tilts lying on your back are often recommended, but stop if anything sends pain down your leg.
User: the pain goes down my left leg sometimes, is that bad?
Assistant: It is common with a slipped disc because the disc presses on a nerve, but tell your physio or GP, and get help urgently if you have numbness around the groin or trouble with your bladder.
User: ok no, nothing like that. just annoying. also can you help me write a card? eleri is singing at the eisteddfod in menai bridge on the 15th and i want to wish her luck {eisteddfod}
Assistant: How about: "Eleri, the whole of Anglesey is about to hear what I've heard every morning in the kitchen for 22 years. Pob lwc, cariad." Does 22 years fit?
User: 24 years married in march actually, change it to 24 {married}
Assistant: Done: "...every morning in the kitchen for 24 years. Pob lwc, cariad."
User: lovely. she'll cry again
Assistant: Good tears, this time. I hope your back settles soon.
@ 2025-04-12
User: good news, i've been back at work since the 3rd of february and the back is fine {back}
Assistant: That's great to hear. What are you working on now?
User: the land rover passed its inspection on tuesday!! road legal after 2 years in the shed {road}
Assistant: Congratulations! Is it her first long trip soon?
User: yes. we're taking her to the outer hebrides in june. ferry from uig to tarbert on the 14th of june, then a week on harris {hebrides}
Assistant: A fine trip for an old Land Rover. Carry a spare fan belt, a set of hoses, a tow rope and some fuses, and book the ferry early because summer sailings fill up.
User: booked already. what should we see on harris?
Assistant: Luskentyre beach, St Clement's Church at Rodel, the Harris Tweed weavers, and the road to Huisinis if the Land Rover likes single-track roads.
User: she loves them. also eleri's mum mair is moving in with us in may, she's 84 and had a fall {mair}
Assistant: That's a big change for the household. Would a checklist for making the house safer help, like grab rails and better lighting?
User: yes please. her room is downstairs which helps
Assistant: Here is a checklist: grab rails by the toilet and shower, a non-slip bath mat, night lights on the way to the bathroom, no loose rugs, a chair in the shower, and her phone within reach of the bed.
@ 2025-08-23
User: back from harris! the land rover did 900 miles and only broke down once, a fan belt on the way home {trip}
Assistant: Good thing you carried a spare! How was the trip?
User: brilliant. we saw dolphins from the ferry. and i've been made site supervisor, they told me on monday {supervisor}
Assistant: Congratulations on the promotion! Does it change your rota?
User: still two on two off but less climbing, more paperwork. my back is happy {rota}
Assistant: Your back has earned it. Anything I can help with?
User: i'm selling my old transit, the land rover does everything now. write me an advert? 2011, 140k miles, new clutch last year, 3200 pounds {transit}
Assistant: "For sale: 2011 Ford Transit, 140,000 miles, new clutch last year, honest workhorse, always garaged. 3,200 pounds, Amlwch, Anglesey."
User: "always garaged" is a lie, it's lived on the drive, take that out {garaged}
Assistant: Removed. "For sale: 2011 Ford Transit, 140,000 miles, new clutch last year, honest workhorse. 3,200 pounds, Amlwch, Anglesey."
User: perfect. nia is home for the summer, she's working on a seal survey boat out of holyhead {seal}
Assistant: Oceanography in practice. She must be enjoying it.
User: she is, she wants to do a masters on seals now. eleri says she gets that from her {masters}
Assistant: Then she has the best of both of you. Good luck with the sale!
""",
    [
        Q(
            "s",
            "What car is the user restoring?",
            "a 1978 Land Rover Series III",
            "landy",
            "land rover; 1978",
            "",
            True,
        ),
        Q(
            "s",
            "What part of the Land Rover's chassis was rotten?",
            "the rear crossmember and one outrigger",
            "landy",
            "crossmember",
            "",
        ),
        Q(
            "s",
            "Where does the user work?",
            "offshore on the wind farm off Holyhead",
            "job",
            "wind farm; holyhead",
            "",
            True,
        ),
        Q(
            "s",
            "What is the user's work pattern?",
            "two weeks on, two weeks off",
            "job",
            "two weeks on",
            "",
        ),
        Q(
            "s",
            "How long has the user been a turbine technician?",
            "11 years",
            "tech",
            "turbine technician; 11 years",
            "fragment",
        ),
        Q(
            "s",
            "What is the user's daughter studying?",
            "oceanography at Swansea",
            "nia",
            "oceanography; swansea",
            "",
            True,
        ),
        Q(
            "t",
            "When did Nia start university?",
            "2024-09-21",
            "nia",
            "swansea; next saturday",
            "relative-date",
        ),
        Q("s", "Where does the user live?", "Amlwch", "eleri", "amlwch", "", True),
        Q("s", "What is the name of the user's wife?", "Eleri", "eleri", "eleri", "", True),
        Q(
            "t",
            "When did the user slip a disc?",
            "2024-11-26",
            "disc",
            "slipped disc; 26th of november",
            "human-date",
        ),
        Q(
            "s",
            "How did the user slip a disc?",
            "on a turbine ladder",
            "disc",
            "turbine ladder",
            "",
        ),
        Q(
            "s",
            "How long was the user signed off work with his back?",
            "6 weeks",
            "disc",
            "6 weeks",
            "",
        ),
        Q(
            "t",
            "When did Eleri sing at the eisteddfod?",
            "2024-12-15",
            "eisteddfod",
            "eisteddfod; 15th",
            "human-date",
        ),
        Q(
            "s",
            "Where was the eisteddfod Eleri sang at?",
            "Menai Bridge",
            "eisteddfod",
            "menai bridge",
            "pronoun",
        ),
        Q(
            "s",
            "How long have the user and Eleri been married?",
            "24 years in March 2025",
            "married",
            "24 years",
            "latest",
        ),
        Q(
            "t",
            "When did the user go back to work after his back injury?",
            "2025-02-03",
            "back",
            "3rd of february",
            "human-date",
        ),
        Q(
            "t",
            "When did the Land Rover pass its inspection?",
            "2025-04-08",
            "road",
            "land rover; inspection",
            "relative-date",
        ),
        Q("s", "How long was the Land Rover in the shed?", "2 years", "road", "2 years", ""),
        Q(
            "t",
            "When did the user take the ferry from Uig to Tarbert?",
            "2025-06-14",
            "hebrides",
            "uig; tarbert; 14th of june",
            "human-date",
        ),
        Q(
            "s",
            "Which island did the user spend a week on in June 2025?",
            "Harris",
            "hebrides",
            "harris",
            "",
        ),
        Q(
            "s",
            "Who moved in with the user and Eleri in May 2025?",
            "Eleri's mum Mair",
            "mair",
            "mair; mum",
            "",
            True,
        ),
        Q("s", "How old is Mair?", "84", "mair", "84", ""),
        Q(
            "s",
            "How many miles did the Land Rover do on the Harris trip?",
            "900",
            "trip",
            "900 miles",
            "",
        ),
        Q(
            "s",
            "What broke on the Land Rover on the way home from Harris?",
            "a fan belt",
            "trip",
            "fan belt",
            "",
        ),
        Q(
            "t",
            "When was the user made site supervisor?",
            "2025-08-18",
            "supervisor",
            "site supervisor; monday",
            "relative-date",
        ),
        Q(
            "s",
            "What is the user's job since August 2025?",
            "site supervisor on the wind farm",
            "job supervisor",
            {"job": "wind farm", "supervisor": "site supervisor"},
            "latest",
            True,
        ),
        Q(
            "s",
            "What is the user selling?",
            "his old 2011 Transit van",
            "transit",
            "transit; 2011",
            "",
        ),
        Q(
            "s",
            "How much is the user asking for the Transit?",
            "3200 pounds",
            "transit",
            "3200 pounds",
            "",
        ),
        Q(
            "s",
            "What summer job does Nia have?",
            "on a seal survey boat out of Holyhead",
            "seal",
            "seal survey",
            "pronoun third-person-fact",
        ),
        Q(
            "s",
            "What does Nia want to do a masters on?",
            "seals",
            "masters",
            "masters; seals",
            "pronoun",
        ),
    ],
    user_label="Rhodri",
)
CONVERSATIONS.append(RHODRI)

# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-02-15 is a Thursday, 2024-06-08 a Saturday, 2024-09-23 a Monday, 2025-01-29 a
# Wednesday, 2025-05-16 a Friday and 2025-09-07 a Sunday. A weekday named for a past event is
# the one before the date; for a plan, the one after.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-02-15", "2024-06-08", "2024-09-23"
D_, E_, F_ = "2025-01-29", "2025-05-16", "2025-09-07"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Wojciech",
        "finally passed my driving test on monday, 4th try, dont laugh",
        [
            M(
                "Wojciech passed his driving test on 2024-02-12.",
                R,
                "wojciech; driving test; 2024-02-12",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "Itzel",
        "ten days ago my abuela turned 100!! the mayor came and everything, she flirted with him",
        [M("Itzel's abuela turned 100 on 2024-05-29.", R, "itzel; abuela; 100; 2024-05-29")],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Oyelaran",
        "we got the keys to the flat on friday, its empty and echoey and i love it",
        [
            M(
                "Oyelaran got the keys to the flat on 2024-09-20.",
                R,
                "oyelaran; keys; flat; 2024-09-20",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        D_,
        "Fionnuala",
        "yesterday i handed in my notice at the call centre. 6 years. FREE",
        [
            M(
                "Fionnuala handed in her notice at the call centre on 2025-01-28.",
                R,
                "fionnuala; notice; call centre; 2025-01-28",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        E_,
        "Anatol",
        "a humpback came right up to the harbour wall on tuesday, the whole village was out with their phones",
        [
            M(
                "Anatol saw a humpback at the harbour wall on 2025-05-13.",
                R,
                "anatol; humpback; 2025-05-13",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        F_,
        "User",
        "two weeks ago I fainted at work and now they want me to wear a heart monitor for a week, what is that like?",
        [
            M("The user fainted at work on 2025-08-24.", R, "user; fainted; 2025-08-24"),
            M("The user has to wear a heart monitor for a week.", R, "user; heart monitor"),
        ],
    ),
    S(
        "past-event",
        JM,
        B_,
        "User",
        "on sunday I ran my first ultra, 50k round the Brecon Beacons, and now stairs are my enemy. what should I eat to recover?",
        [
            M(
                "The user ran a 50k ultra round the Brecon Beacons on 2024-06-02.",
                R,
                "user; 50k|ultra; 2024-06-02",
            )
        ],
    ),
    # durable facts said outright
    S(
        "durable-fact",
        NL,
        B_,
        "Gaspard",
        "i'm a dental technician, i make crowns all day, so ask me anything about teeth",
        [M("Gaspard is a dental technician.", D, "gaspard; dental technician")],
    ),
    S(
        "durable-fact",
        TL,
        D_,
        "Hafdis",
        "ive been vegan since 2016 so its a no to the fish soup sorry",
        [M("Hafdis has been vegan since 2016.", D, "hafdis; vegan")],
    ),
    S(
        "durable-fact",
        NJ,
        E_,
        "Snježana",
        "my husband Ferenc drives the night bus, so our weekends are upside down",
        [M("Snježana's husband Ferenc drives the night bus.", D, "ferenc; night bus")],
    ),
    S(
        "durable-fact",
        UA,
        A_,
        "User",
        "I'm red-green colourblind, so pick me a colour scheme for the chart that I can actually read",
        [M("The user is red-green colourblind.", D, "user; colourblind")],
    ),
    S(
        "durable-fact",
        JM,
        C_,
        "User",
        "we have a tortoise called Gustav who is 14 and lives in the garden, is it ok to give him strawberries?",
        [M("The user has a tortoise called Gustav, who is 14.", D, "user; tortoise; gustav")],
    ),
    S(
        "durable-fact",
        NJ,
        F_,
        "Tomasina",
        "i grew up in Broken Hill, proper outback kid, so this heat is nothing",
        [M("Tomasina grew up in Broken Hill.", D, "tomasina; broken hill")],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        C_,
        "Ishbel",
        "im getting my ears pierced on thursday. at 41. my mum is appalled",
        [
            M(
                "Ishbel is getting her ears pierced on 2024-09-26.",
                R,
                "ishbel; ears pierced; 2024-09-26",
            )
        ],
    ),
    S(
        "plan",
        TL,
        F_,
        "Dariusz",
        "next month we're driving the camper all the way up to the nordkapp",
        [
            M(
                "Dariusz is driving the camper to the Nordkapp in October 2025.",
                R,
                "dariusz; nordkapp; 2025-10",
            )
        ],
    ),
    S(
        "plan",
        UA,
        D_,
        "User",
        "my daughter's christening is on saturday and I've been asked to read a short blessing, can you write one?",
        [
            M(
                "The user's daughter's christening is on 2025-02-01.",
                R,
                "user; christening; 2025-02-01",
            )
        ],
    ),
    S(
        "plan",
        JM,
        E_,
        "User",
        "I start chemo on the 2nd of june. can you suggest easy meals I can batch cook before then?",
        [M("The user starts chemo on 2025-06-02.", R, "user; chemo; 2025-06-02")],
    ),
    S(
        "plan",
        NJ,
        A_,
        "Lucian",
        "in three weeks im off to walk the camino, 800 km, boots already bought",
        [M("Lucian sets off to walk the Camino on 2024-03-07.", R, "lucian; camino; 2024-03-07")],
    ),
    # facts about someone else
    S(
        "third-person-fact",
        NL,
        E_,
        "Ewelina",
        "my brother Kacper just qualified as a commercial diver, he is unbearable now",
        [M("Ewelina's brother Kacper is a commercial diver.", D, "kacper; commercial diver")],
    ),
    S(
        "third-person-fact",
        TL,
        A_,
        "Ruadhan",
        "our neighbour mrs Achterberg keeps 30 chickens in a back garden the size of a stamp",
        [M("Ruadhan's neighbour Mrs Achterberg keeps 30 chickens.", D, "achterberg; chickens")],
    ),
    S(
        "third-person-fact",
        NJ,
        B_,
        "Pernille",
        "my dad repairs church organs, he's in a different cathedral every month",
        [M("Pernille's dad repairs church organs.", D, "pernille; dad; church organs")],
    ),
    S(
        "third-person-fact",
        UA,
        C_,
        "User",
        "my son Zebedee has just been diagnosed with dyslexia. how can I help him with reading at home?",
        [M("The user's son Zebedee has dyslexia.", D, "zebedee; dyslexia")],
    ),
    S(
        "third-person-fact",
        JM,
        D_,
        "User",
        "my sister Coralie lives in Reno and deals blackjack at one of the casinos",
        [
            M("The user's sister Coralie lives in Reno.", D, "coralie; reno"),
            M("Coralie deals blackjack at a casino.", D, "coralie; blackjack"),
        ],
    ),
    # short answers to the other person's question
    S(
        "fragment-answer",
        NL,
        D_,
        "Ambrose",
        "marine engineering, second year",
        [M("Ambrose studies marine engineering.", D, "ambrose; marine engineering")],
        [("Farida", "what are you studying again?")],
    ),
    S(
        "fragment-answer",
        TL,
        B_,
        "Svea",
        "nine months. and two teeth, both sharp",
        [M("Svea's little one is nine months old.", R, "svea; nine months")],
        [("Evaristo", "how old is your little one now?")],
    ),
    S(
        "fragment-answer",
        NJ,
        C_,
        "Remedios",
        "Gijón! right by the beach",
        [M("Remedios moved to Gijón.", D, "remedios; gijón")],
        [("Rashid", "where did you end up moving to?")],
    ),
    S(
        "fragment-answer",
        JM,
        F_,
        "User",
        "a border terrier, he's 3",
        [M("The user has a border terrier.", D, "user; border terrier")],
        [("Assistant", "What breed is your dog? That changes how much exercise he needs.")],
    ),
    # states that hold for now
    S(
        "recent-state",
        NL,
        F_,
        "Torquil",
        "off work with shingles all week, it's horrible, get the jab",
        [M("Torquil has shingles.", R, "torquil; shingles")],
    ),
    S(
        "recent-state",
        TL,
        C_,
        "Angharad",
        "we're living at my in-laws while the kitchen gets redone, pray for me",
        [
            M(
                "Angharad is living at her in-laws while the kitchen is redone.",
                R,
                "angharad; in-laws",
            )
        ],
    ),
    S(
        "recent-state",
        UA,
        E_,
        "User",
        "my arm is in a sling at the moment so I'm typing with one hand, sorry for the typos",
        [M("The user has an arm in a sling.", R, "user; sling")],
    ),
    S(
        "recent-state",
        NJ,
        D_,
        "Sorin",
        "day 3 of this juice fast, i would kill someone for a sandwich",
        [M("Sorin is on a juice fast.", R, "sorin; juice fast")],
    ),
    # requests that carry a fact
    S(
        "request-with-fact",
        UA,
        B_,
        "User",
        "I work nights as a baker so I sleep from 9 to 4, can you plan my meals around that?",
        [M("The user works nights as a baker.", D, "user; baker")],
    ),
    S(
        "request-with-fact",
        JM,
        A_,
        "User",
        "write me a birthday poem for my wife Gwenllian? she's turning 60 and she's mad about puffins",
        [
            M("The user's wife is Gwenllian.", D, "gwenllian; wife"),
            M("Gwenllian loves puffins.", D, "gwenllian; puffins"),
        ],
    ),
    S(
        "request-with-fact",
        UA,
        F_,
        "User",
        "can you help me learn some cebuano? my fiancée is from Cebu and her lola doesn't speak english",
        [M("The user's fiancée is from Cebu.", D, "fiancée; cebu")],
    ),
    S(
        "request-with-fact",
        JM,
        C_,
        "User",
        "what can I cook for 12 people? I'm hosting my book club on friday and two of them are gluten free",
        [M("The user is hosting the book club on 2024-09-27.", R, "user; book club; 2024-09-27")],
    ),
    # the other person states the fact, the speaker confirms it
    S(
        "second-person",
        NL,
        A_,
        "Auberon",
        "yep, three years in june. best thing i ever did",
        [M("Auberon has been sober for nearly three years.", D, "auberon; sober")],
        [("Iolanthe", "you've been sober a while now haven't you?")],
    ),
    S(
        "second-person",
        TL,
        D_,
        "Benedikta",
        "thats me. saturdays and sundays, 6 till 2",
        [
            M(
                "Benedikta runs the bagel stall at the farmers market on weekends.",
                D,
                "benedikta; bagel stall",
            )
        ],
        [("Ottorino", "wait, you're the one with the bagel stall at the farmers market?")],
    ),
    S(
        "second-person",
        NJ,
        E_,
        "Leontyne",
        "yes, the chamber choir. we sing in the cathedral on thursdays",
        [M("Leontyne sings in a chamber choir.", D, "leontyne; chamber choir")],
        [("Cosimo", "so you're in a choir now?")],
    ),
    S(
        "second-person",
        UA,
        C_,
        "User",
        "right, that's the one, 12 seasons now",
        [
            M(
                "The user has been a referee in the county handball league for 12 seasons.",
                D,
                "user; referee; handball",
            )
        ],
        [("Assistant", "You mentioned you referee in the county handball league, is that right?")],
    ),
    # answers whose pronoun the question resolves
    S(
        "pronoun-answer",
        NL,
        E_,
        "Thandeka",
        "my grandmother wove it, it took her a whole winter",
        [M("Thandeka's grandmother wove the rug.", D, "thandeka; grandmother; rug")],
        [("Ignacy", "who made that rug in your hall?")],
    ),
    S(
        "pronoun-answer",
        TL,
        F_,
        "Arvid",
        "she's my goddaughter, she's staying with us for the summer",
        [M("Arvid's goddaughter is staying with Arvid for the summer.", R, "arvid; goddaughter")],
        [("Nkechi", "who's the girl with the skateboard?")],
    ),
    S(
        "pronoun-answer",
        NJ,
        A_,
        "Oriana",
        "hes my landlord, he lives downstairs and plays the trombone at 7am",
        [M("The man in the yellow jacket is Oriana's landlord.", D, "oriana; landlord")],
        [("Darragh", "who's the guy in the yellow jacket?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        B_,
        "Søren",
        "i'm 34, i drive a gritter for the council in Silkeborg and i've got three ferrets",
        [
            M("Søren is 34.", D, "søren; 34"),
            M(
                "Søren drives a gritter for the council in Silkeborg.",
                D,
                "søren; gritter; silkeborg",
            ),
            M("Søren has three ferrets.", D, "søren; ferrets"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        E_,
        "Iolanthe",
        "moved to Tenby in march, started at the chandlery on the harbour and I'm learning the ukulele",
        [
            M("Iolanthe moved to Tenby.", D, "iolanthe; tenby"),
            M("Iolanthe works at the chandlery on the harbour.", D, "iolanthe; chandlery"),
            M("Iolanthe is learning the ukulele.", D, "iolanthe; ukulele"),
        ],
    ),
    S(
        "multi-fact",
        JM,
        D_,
        "User",
        "I'm a meteorologist at the airport in Shannon, I'm 47 and I've got two teenage sons",
        [
            M("The user is a meteorologist.", D, "user; meteorologist"),
            M("The user works at the airport in Shannon.", D, "user; shannon"),
            M("The user has two teenage sons.", D, "user; two; sons"),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        C_,
        None,
        "Reminder: the recycling at 14 Larchfield Road goes out on Tuesdays from now on.",
        [
            M(
                "The recycling at 14 Larchfield Road goes out on Tuesdays.",
                D,
                "recycling; larchfield road; tuesdays",
            )
        ],
    ),
    S(
        "note",
        UA,
        E_,
        "User",
        "note to self: the boiler service is due in August 2025",
        [M("The user's boiler service is due in August 2025.", R, "boiler service; 2025-08")],
    ),
    S(
        "note",
        JM,
        B_,
        "User",
        "for the record, I'm allergic to penicillin",
        [M("The user is allergic to penicillin.", D, "user; allergic; penicillin")],
    ),
    # lasting likes and dislikes
    S(
        "preference",
        NL,
        D_,
        "Ignacy",
        "i can't stand coriander, it tastes like soap, leave it off mine",
        [M("Ignacy dislikes coriander.", D, "ignacy; coriander")],
    ),
    S(
        "preference",
        TL,
        A_,
        "Isadora",
        "give me a night train over a plane any day, i love waking up somewhere new",
        [M("Isadora prefers a night train to a plane.", D, "isadora; night train")],
    ),
    S(
        "preference",
        UA,
        F_,
        "User",
        "I only drink decaf, real coffee makes my heart race",
        [M("The user only drinks decaf.", D, "user; decaf")],
    ),
]

SENTENCES += [
    # chatter
    S("chatter", NL, B_, "Wojciech", "lmaooo no way"),
    S("chatter", TL, D_, "Hafdis", "ok ok i'm off, speak soon x"),
    S("chatter", NJ, A_, "Oyelaran", "hold on the kettle's screaming"),
    S("chatter", UA, C_, "User", "hi again"),
    S("chatter", JM, E_, "User", "hmm right. give me a second"),
    S("chatter", NL, F_, "Ishbel", "sorry, autocorrect, ignore that"),
    # questions
    S("question", NL, C_, "Fionnuala", "did the plumber ever turn up in the end?"),
    S("question", TL, E_, "Anatol", "are you taking the ferry or flying?"),
    S("question", NJ, F_, "Snježana", "is the pool on the high street still shut?"),
    S("question", UA, A_, "User", "how many grams of flour are in a cup?"),
    S("question", JM, B_, "User", "why do dogs turn in circles before they lie down?"),
    S("question", TL, C_, "Angharad", "who won in the end, did you see?"),
    # compliments
    S("compliment", NL, D_, "Gaspard", "you look amazing in that photo honestly"),
    S("compliment", TL, A_, "Dariusz", "your bread is better than the bakery's, no lie"),
    S("compliment", NJ, B_, "Tomasina", "that was such a kind thing to do for her"),
    S("compliment", UA, E_, "User", "wow, that's a really clear explanation"),
    S("compliment", JM, F_, "User", "you're much better at this than my old teacher"),
    S("compliment", NJ, D_, "Lucian", "the garden looks incredible, you've worked so hard on it"),
    # opinions about things in general
    S("generic-opinion", NL, E_, "Torquil", "self checkouts are a scam, you do their job for free"),
    S(
        "generic-opinion",
        TL,
        F_,
        "Svea",
        "autumn is the only good season, everything else is a warm up",
    ),
    S(
        "generic-opinion",
        NJ,
        C_,
        "Sorin",
        "nobody should be allowed to play music on the bus without headphones",
    ),
    S("generic-opinion", UA, D_, "User", "audiobooks count as reading, whatever anyone says"),
    S("generic-opinion", JM, A_, "User", "open offices are terrible for concentration"),
    S("generic-opinion", TL, B_, "Anatol", "brunch is just a late breakfast that costs double"),
    # what if
    S(
        "hypothetical",
        NL,
        A_,
        "Ewelina",
        "if i won the lottery i'd buy a lighthouse and ignore everyone",
    ),
    S(
        "hypothetical",
        TL,
        C_,
        "Ruadhan",
        "imagine if we'd kept the old camper, we could've gone anywhere this summer",
    ),
    S("hypothetical", NJ, E_, "Pernille", "maybe one day i'll learn to fly a glider"),
    S(
        "hypothetical",
        UA,
        B_,
        "User",
        "suppose I wanted to walk the whole coast of Norfolk, how long would it take?",
    ),
    S("hypothetical", JM, D_, "User", "if I ever got a parrot, what would be a funny name for it?"),
    S(
        "hypothetical",
        NJ,
        F_,
        "Remedios",
        "if the rain stops i might go for a swim, or i might not",
    ),
    # what other people think
    S("others-opinion", NL, C_, "Ambrose", "my dad reckons the new bridge is an eyesore"),
    S("others-opinion", TL, E_, "Benedikta", "mum says the new priest mumbles"),
    S(
        "others-opinion",
        NJ,
        D_,
        "Leontyne",
        "apparently my manager thinks hot desking is 'the future' lol",
    ),
    S("others-opinion", UA, F_, "User", "my wife thinks the book was much better than the series"),
    S(
        "others-opinion",
        JM,
        C_,
        "User",
        "my uncle swears that eggshells keep snails off the lettuce",
    ),
    S(
        "others-opinion",
        NL,
        B_,
        "Thandeka",
        "my flatmate thinks cats are smarter than dogs, we fight about it weekly",
    ),
    # moods that pass
    S("passing-mood", NL, F_, "Auberon", "ugh i'm so tired today"),
    S("passing-mood", TL, A_, "Arvid", "weirdly happy this morning, no idea why"),
    S("passing-mood", NJ, C_, "Oriana", "so bored i'm reorganising the spice rack"),
    S("passing-mood", UA, D_, "User", "I'm feeling a bit flat today, nothing serious"),
    S("passing-mood", JM, E_, "User", "I'm a bit grumpy this afternoon, forgive me"),
    S("passing-mood", TL, B_, "Søren", "cold and hungry and fed up, the usual monday"),
    # thanks
    S("thanks", NL, E_, "Isadora", "thanks so much for the lift last night"),
    S("thanks", TL, D_, "Iolanthe", "cheers for sorting that, you're a star"),
    S("thanks", NJ, A_, "Benedikta", "thank you, really, i owe you one"),
    S("thanks", UA, B_, "User", "thanks, that helps a lot"),
    S("thanks", JM, F_, "User", "brilliant, thank you!"),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        C_,
        "Assistant",
        "Try soaking the pan overnight with a spoonful of bicarbonate of soda, then scrub it with a wooden spatula.",
        [],
        [("User", "how do I get burnt rice off a pan?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        D_,
        "Assistant",
        "You could begin with ten minutes of stretching each morning and add a minute every week.",
        [],
        [("User", "how do I get more flexible?")],
    ),
    S(
        "assistant-suggestion",
        UA,
        F_,
        "Assistant",
        "A good option is a tray bake of chickpeas, peppers and feta, which takes about 30 minutes.",
        [],
        [("User", "any quick vegetarian dinners?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        A_,
        "Assistant",
        "Consider keeping a notebook by the bed and writing down whatever is on your mind before sleep.",
        [],
        [("User", "how can I stop my thoughts racing at night?")],
    ),
]

# Questions that join two turns or more, open-domain questions, and questions that count back
# from the day they are asked (the epoch, 2026-12-03): "last year" is 2025, "two years ago" 2024.
ZUZANNA_ESKIL.questions += [
    Q(
        "m",
        "How old was Vidar when Eskil broke his collarbone?",
        "about four months",
        "born collarbone",
        {"born": "8th", "collarbone": "collarbone; march"},
        "event-chain",
    ),
    Q(
        "m",
        "Where does Zuzanna live now, and who with?",
        "in Nałęczów, with Marzena and Kluska",
        "move moved",
        {"move": "marzena|marzi; nałęczów", "moved": "nałęczów; kluska"},
        "latest event-chain",
        True,
    ),
    Q(
        "m",
        "Who runs Zuzanna's tree company from May 2025?",
        "Zuzanna alone, after buying out her brother Wojtek",
        "wojtek buyout",
        {"wojtek": "wojtek; brother", "buyout": "buying; may"},
        "latest event-chain",
    ),
    Q(
        "m",
        "How did the date of Vidar's birth change from the first due date?",
        "due 14 November, induced and born on 8 November",
        "due induce",
        {"due": "14th of november", "induce": "induce; 8th"},
        "event-chain",
    ),
    Q(
        "m",
        "How many people were left in Zuzanna's company in July 2024?",
        "two, Zuzanna and Wojtek",
        "wojtek lads",
        {"wojtek": "wojtek; two lads", "lads": "two of us"},
        "event-chain",
    ),
    Q("o", "In which country is Zuzanna's tree company?", "Poland", "spa", "lublin", ""),
    Q("o", "In which country do Eskil and Malin live?", "Sweden", "malin", "östersund", ""),
    Q(
        "o",
        "In which country was the car Eskil bought for the pram made?",
        "Sweden",
        "saab",
        "saab",
        "",
    ),
    Q(
        "s",
        "What animal did Zuzanna find in a tree two years ago?",
        "a three-legged cat, Kluska",
        "cat",
        "cat; tree",
        "relative-question-date",
    ),
    Q(
        "s",
        "What bone did Eskil break last year?",
        "his collarbone",
        "collarbone",
        "collarbone",
        "relative-question-date",
    ),
    Q(
        "s",
        "What will Zuzanna's instructor course let her do, according to Eskil?",
        "teach other people to climb trees",
        "teach",
        "teach; trees",
        "second-person",
    ),
    Q(
        "s",
        "Eskil asks: how many screws did I get in my collarbone?",
        "8",
        "screws",
        "8 screws",
        "first-person-question",
    ),
]

CASSIUS_LEOCADIA.questions += [
    Q(
        "m",
        "How long after Reece arrived did Cassius have his hernia operation?",
        "about three weeks",
        "reece hernia",
        {"reece": "reece; came", "hernia": "hernia; august"},
        "event-chain",
    ),
    Q(
        "m",
        "Where does Leocadia live now, and with which pet?",
        "in a flat in Belleville, Paris, with her rabbit Bergamote",
        "rabbit belleville",
        {"rabbit": "bergamote; rabbit", "belleville": "belleville"},
        "latest event-chain",
        True,
    ),
    Q(
        "m",
        "How many children were Cassius and Ifeanyi fostering in October 2025?",
        "two, Reece and a baby girl",
        "longterm baby",
        {"longterm": "reece", "baby": "fostering; baby"},
        "latest event-chain",
    ),
    Q(
        "m",
        "Who did Leocadia live with before and after the split in November 2024?",
        "with Mathis, then on her own with the rabbit Bergamote",
        "mathis split rabbit",
        {"mathis": "mathis; live together", "split": "split", "rabbit": "rabbit"},
        "event-chain",
    ),
    Q(
        "m",
        "How long did Leocadia's sense of smell take to come back almost fully?",
        "about four months, from covid in July to the smell test in November",
        "covid test",
        {"covid": "covid; smell", "test": "smell test"},
        "event-chain",
    ),
    Q("o", "In which country is Grasse, where Leocadia trained?", "France", "mathis", "grasse", ""),
    Q(
        "o",
        "In which region of Spain does Leocadia's abuelo live?",
        "Andalusia",
        "jerez",
        "jerez",
        "",
    ),
    Q("o", "Which cathedral city is Brancepeth near?", "Durham", "brancepeth", "durham", ""),
    Q(
        "s",
        "What did Cassius become last year?",
        "master mason",
        "master",
        "master mason",
        "relative-question-date",
    ),
    Q(
        "s",
        "Where did Cassius and Ifeanyi move two years ago?",
        "to Brancepeth",
        "brancepeth",
        "brancepeth",
        "relative-question-date",
    ),
    Q(
        "s",
        "Where does Leocadia live, according to Cassius in May 2024?",
        "inside a candle, above a bakery in a perfume town",
        "candle",
        "bakery; perfume town",
        "second-person",
    ),
    Q(
        "s",
        "Cassius asks: what does my husband do on Tuesday nights?",
        "tango lessons",
        "tango",
        "tango; tuesday nights",
        "first-person-question",
    ),
]

RADHIKA.questions += [
    Q(
        "m",
        "How did the user's job change in autumn 2024?",
        "from embalmer in Loughborough to trainee funeral director in Nottingham",
        "job offer",
        {"job": "embalmer", "offer": "trainee funeral director"},
        "latest event-chain",
        True,
    ),
    Q(
        "s",
        "How much faster than Kabir did the user run the 10k?",
        "about six minutes",
        "finish",
        "58 minutes; 1:04|04",
        "",
    ),
    Q(
        "m",
        "Who is the user married to, and since when?",
        "Kabir, since 19 April 2025",
        "wedding married",
        {"wedding": "19th of april", "married": "married"},
        "event-chain",
    ),
    Q(
        "m",
        "Were the user's iron levels back to normal by the honeymoon?",
        "yes, she was anaemic in December 2024 and normal by April 2025",
        "anaemic iron",
        {"anaemic": "anaemic", "iron": "normal"},
        "latest event-chain",
    ),
    Q("o", "In which Indian state does the user's Nani live?", "Kerala", "nani", "kochi", ""),
    Q("o", "To which country does Madeira belong?", "Portugal", "madeira", "madeira", ""),
    Q(
        "s",
        "What race did the user run two years ago?",
        "the Loughborough 10k",
        "race",
        "loughborough 10k",
        "relative-question-date",
    ),
    Q(
        "s",
        "How long had the user worked at the funeral home, correcting the assistant?",
        "8 years, not 7",
        "years",
        "8 years",
        "second-person",
    ),
    Q(
        "s",
        "What is my axolotl called? (asked by the user)",
        "Bhindi",
        "axolotl",
        "bhindi",
        "first-person-question",
    ),
]

XIMENA_KEONI.questions += [
    Q(
        "m",
        "How did Ximena meet Ignacio, and where did they meet again?",
        "at her sister's wedding in Valdivia, then on the Antarctic expedition",
        "ignacio glaciologist tent",
        {"ignacio": "wedding", "glaciologist": "antarctic expedition", "tent": "ignacio"},
        "event-chain",
    ),
    Q(
        "m",
        "What happened to Makani between March and July 2024?",
        "the engine died, she sat on the beach, then got a new engine",
        "engine new-engine",
        {"engine": "engine; died", "new-engine": "new engine"},
        "event-chain",
    ),
    Q(
        "m",
        "How many poke counters will Keoni have by September 2025?",
        "two, in Lihue and Kapaa",
        "poke kapaa",
        {"poke": "poke counter; lihue", "kapaa": "second poke counter; kapaa"},
        "latest event-chain",
        True,
    ),
    Q(
        "m",
        "How long after her heart surgery was Keoni's mother back at work?",
        "about seven weeks, by Christmas",
        "valve mom",
        {"valve": "5th of november", "mom": "christmas"},
        "event-chain",
    ),
    Q(
        "m",
        "What will Keoni be able to do with Makani from 2026?",
        "take tourists out fishing",
        "makani licence",
        {"makani": "boat; makani", "licence": "tourists; fishing"},
        "event-chain",
    ),
    Q("o", "In which country does Ximena live?", "Chile", "wedding", "chile", ""),
    Q(
        "o",
        "On which island is Lihue, where Keoni has his poke counter?",
        "Kauai",
        "poke",
        "lihue",
        "",
    ),
    Q(
        "o",
        "In which ocean did Keoni paddle the channel race?",
        "the Pacific",
        "race",
        "molokai; oahu",
        "",
    ),
    Q(
        "o",
        "On which continent did Ximena's expedition take place?",
        "Antarctica",
        "antarctic",
        "antarctic",
        "",
    ),
    Q(
        "s",
        "Where did Ximena go last year for six weeks?",
        "to King George Island in Antarctica",
        "antarctic fly",
        {"antarctic": "king george island", "fly": "six weeks"},
        "relative-question-date",
    ),
    Q(
        "s",
        "What race did Keoni paddle two years ago?",
        "the channel race from Molokai to Oahu",
        "race",
        "channel race",
        "relative-question-date",
    ),
    Q(
        "s",
        "What does Keoni say Ximena does with dead animals, as he teases her?",
        "stuffs them; she says mounts",
        "madam",
        "mounted",
        "second-person",
    ),
    Q(
        "s",
        "Ximena asks: what did my dog eat in April 2024?",
        "her glasses",
        "glasses",
        "glasses",
        "first-person-question",
    ),
]

RHODRI.questions += [
    Q(
        "m",
        "How many weeks was the user off work with his back, from the injury to his return?",
        "about ten weeks, from 26 November to 3 February",
        "disc back",
        {"disc": "26th of november", "back": "3rd of february"},
        "event-chain",
    ),
    Q(
        "m",
        "How did the user's job change between 2024 and August 2025?",
        "from turbine technician to site supervisor",
        "tech supervisor",
        {"tech": "turbine technician", "supervisor": "site supervisor"},
        "latest event-chain",
        True,
    ),
    Q(
        "m",
        "What did Nia study, and what is she doing in summer 2025?",
        "oceanography at Swansea; working on a seal survey boat",
        "nia seal",
        {"nia": "oceanography", "seal": "seal survey"},
        "event-chain",
    ),
    Q(
        "m",
        "Which ferry crossing did the user take on the trip on which the Land Rover's fan belt broke?",
        "Uig to Tarbert",
        "hebrides trip",
        {"hebrides": "uig; tarbert", "trip": "harris; fan belt"},
        "event-chain",
    ),
    Q("o", "On which island is Amlwch, where the user lives?", "Anglesey", "eleri", "amlwch", ""),
    Q("o", "In which country is the university Nia attends?", "Wales", "nia", "swansea", ""),
    Q(
        "o",
        "Which island group are Harris and Uig part of?",
        "the Outer Hebrides and Skye (Inner Hebrides)",
        "hebrides",
        "outer hebrides",
        "",
    ),
    Q(
        "s",
        "What did the user injure two years ago?",
        "his back, a slipped disc",
        "disc",
        "slipped disc",
        "relative-question-date",
    ),
    Q(
        "s",
        "What did the user correct in the Transit advert?",
        "the van was not always garaged, it lived on the drive",
        "garaged",
        "garaged; drive",
        "",
    ),
    Q(
        "s",
        "What has the user's daughter got from Eleri, according to Eleri?",
        "her love of seals",
        "masters",
        "eleri; gets that",
        "pronoun",
    ),
    Q(
        "s",
        "How long do I get in the shed between shifts? (asked by the user)",
        "a fortnight",
        "job",
        "fortnight; shed",
        "first-person-question",
    ),
]


if __name__ == "__main__":
    sys.exit(main())
