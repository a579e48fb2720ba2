# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the third development recall set (this folder) from the hand-written material.

It was written blind as the third held-out set and became a development set on 2026-12-04.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
This script (with ``bench/_handwritten.py``, the format the hand-written sets share) only
numbers turns, resolves the turn labels that questions point at, checks the labels against
the scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-dev3/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev3/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho3"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev3/write.py), written blind to the extractor rules as the "
        "third held-out set; a development set since 2026-12-04"
    )
    return blind_set_files(PREFIX, CONVERSATIONS, SENTENCES, written_by)


def main() -> int:
    return write_or_check(HERE, build())


# -- material -------------------------------------------------------------------------------------
# Names, places, jobs and events are invented for this set and appear in none of the other sets'
# READMEs or in the development sets' material.

CONVERSATIONS: list[Conv] = []
SENTENCES: list[S] = []

CASIMIR_YETUNDE = Conv(
    "pair",
    "named_lines",
    ["Casimir", "Yetunde"],
    """
@ 2024-02-10
Yetunde: caz!! are you alive, you never answer anything
Casimir: alive, barely. january was all school pianos, i tuned 31 of them in mechelen alone {tuned}
Yetunde: 31?? your ears must be ringing
Casimir: they hum at night. how's leuven, still crawling under bridges? {leuven-q}
Yetunde: yep still inspecting bridges for the city council, I did the one over the Dijle on wednesday in the sleet {bridge}
Casimir: glamorous
Yetunde: that's me. Kelechi says hi btw, he's started night classes in accountancy {kelechi}
Casimir: tell him good luck, numbers scare me
Casimir: big news on my side, the Lindenhof concert hall asked me to be their house tuner. first concert is next thursday {lindenhof}
Yetunde: CAZ that's huge. the proper hall with the big steinway?
Casimir: the very one. a 1962 model D, she's a beast {steinway}
Yetunde: how's Pim by the way, still eating your plants
Casimir: pim ate a whole spider plant last week and then looked at me like it was my fault {pim}
Yetunde: cats have no shame
Casimir: none. ok i have to go fix a pedal in someone's living room, later!
@ 2024-04-09
Casimir: guess who fell off his bike
Yetunde: oh no. not you
Casimir: me. sunday morning, tram rails, classic. sprained my left wrist {wrist}
Yetunde: can you still work??
Casimir: one-handed tuning is not a thing. doctor says three weeks off {wrist-off}
Yetunde: ugh i'm sorry. want me to send soup from leuven lol
Casimir: lucien is feeding me, don't worry. he's actually a decent cook when he's worried about me {lucien}
Yetunde: aww. ok my news: Folasade is getting married! in Lagos, in august {wedding}
Casimir: your little sister?? wasn't she like 15 five minutes ago
Yetunde: she's 27, caz. and she's marrying a dentist called Tobenna {tobenna}
Casimir: a dentist, very respectable
Yetunde: wait sorry it's september not august, the 7th of september. I just checked the invitation {wedding-fix}
Casimir: so you're going to nigeria!
Yetunde: kelechi and i are flying out on the 1st. my mum has already planned my outfit, i have no say {fly}
Casimir: sounds about right
@ 2024-06-22
Yetunde: ok i have to tell someone before i tell my boss. I got the job in Liège {job}
Casimir: the rail one?? tell me everything
Yetunde: tunnel inspections for the rail network, southern belgium. I start on the 1st of august {job-start}
Casimir: so you're leaving leuven
Yetunde: yes, we're moving to liège next month, kelechi can do his classes online {move}
Casimir: i'm proud and also sad, you'll be even further away
Yetunde: it's an hour on the train, drama queen
Casimir: fine. my wrist is completely healed btw, back to 5 pianos a day {healed}
Yetunde: yay. what's the other thing you wanted to tell me
Casimir: i bought a piano. a 1920s upright from a farm auction near Lier, paid 150 euros {upright}
Yetunde: for YOU? you don't even play
Casimir: i'm going to restore it and sell it. the soundboard is cracked but the rest is lovely {soundboard}
Yetunde: where are you going to put it, your flat is tiny
Casimir: in lucien's garage. he's thrilled. (he's not) {garage}
@ 2024-09-12
Casimir: welcome back!! how was lagos
Yetunde: hot, loud, perfect. Folasade cried through the whole ceremony on saturday, so did i {ceremony}
Casimir: did your mum's outfit plan work out
Yetunde: it was purple and gold and I looked like royalty, no regrets {outfit}
Casimir: send photos
Yetunde: how's you?
Casimir: not great tbh. lucien and i broke up. two weeks ago now {breakup}
Yetunde: oh caz. I'm so sorry. are you ok?
Casimir: mostly. it was mutual, he's moving to Eindhoven for work. I had to get the piano out of his garage which was the saddest part honestly {eindhoven}
Yetunde: where's it living now
Casimir: in a shared workshop on the Nekkerspoel side of town, 60 a month {workshop}
Yetunde: good. and how's liège from afar? you haven't asked
Casimir: how's liège
Yetunde: we love it. flat in Outremeuse, right by the river, kelechi found a bakery he goes to every single morning {outremeuse}
Casimir: living the dream
@ 2024-11-30
Yetunde: soooo did the piano sell
Casimir: IT SOLD. a music school in Bruges bought it on tuesday for 2,400 euros {sold}
Yetunde: from 150!! you genius
Casimir: minus a new soundboard, hammers, strings and about 200 hours of my life
Yetunde: still. are you doing another one
Casimir: already bought one, a Pleyel from 1908, it needs everything {pleyel}
Yetunde: of course it does
Yetunde: I have a new hobby too, i started bouldering at a gym in Liège with people from work {bouldering}
Casimir: you? climbing walls? you get dizzy on a step ladder
Yetunde: that's why it's bouldering, you only go up 4 metres
Casimir: my birthday's on the 14th btw, are you coming to mechelen? {bday}
Yetunde: wouldn't miss it. what are we doing
Casimir: dinner at that vietnamese place by the station and then karaoke, don't argue {bday-plan}
Yetunde: i will be singing whitney. that's non negotiable
@ 2025-01-19
Casimir: happy new year (late) to my favourite engaged person
Yetunde: so you saw kelechi's post lol
Casimir: everyone saw it. tell me how he asked
Yetunde: new year's eve, on the bridge by our flat, at midnight with the fireworks. I said yes before he finished the sentence {engaged}
Casimir: you inspected the bridge first right
Yetunde: obviously, I checked the railings
Casimir: have you got a date yet
Yetunde: not yet, thinking summer 2026 in Leuven where we met {wedding-plan}
Casimir: perfect. i'll tune the piano at the reception for free
Yetunde: deal. what's new with you
Casimir: i'm teaching now! the conservatory in Brussels asked me to run a piano tuning course, monday afternoons {teaching}
Yetunde: Professor Caz
Casimir: don't. it's 6 students and one of them is 70 {students}
Yetunde: and the pleyel? {pleyel-q}
Casimir: still in pieces. probably finished by spring. pim sleeps inside it {pim-pleyel}
""",
    [
        Q(
            "s",
            "In which town did Casimir tune 31 school pianos in January 2024?",
            "Mechelen",
            "tuned",
            "mechelen; 31",
            "human-date",
            True,
        ),
        Q(
            "s",
            "What did Yetunde do for the city council in Leuven?",
            "inspected bridges",
            "leuven-q bridge",
            {"leuven-q": "leuven", "bridge": "inspecting bridges"},
            "",
            True,
        ),
        Q(
            "t",
            "When did Yetunde inspect the bridge over the Dijle?",
            "2024-02-07",
            "bridge",
            "dijle",
            "relative-date",
        ),
        Q(
            "s",
            "What did Kelechi start studying at night classes?",
            "accountancy",
            "kelechi",
            "kelechi; accountancy",
            "third-person-fact",
            True,
        ),
        Q(
            "t",
            "When was Casimir's first concert as house tuner at the Lindenhof?",
            "2024-02-15",
            "lindenhof",
            "lindenhof; house tuner",
            "relative-date",
        ),
        Q(
            "s",
            "What piano does the Lindenhof concert hall have?",
            "a 1962 Steinway model D",
            "lindenhof steinway",
            {"lindenhof": "lindenhof", "steinway": "1962; model d"},
            "pronoun",
        ),
        Q("s", "What did Pim eat?", "a whole spider plant", "pim", "pim; spider plant", ""),
        Q(
            "t",
            "When did Casimir fall off his bike?",
            "2024-04-07",
            "wrist",
            "bike|tram rails; wrist",
            "relative-date",
        ),
        Q("s", "Which wrist did Casimir sprain?", "his left wrist", "wrist", "left wrist", ""),
        Q(
            "s",
            "Who is Folasade marrying?",
            "Tobenna, a dentist",
            "tobenna",
            "dentist; tobenna",
            "pronoun third-person-fact",
            True,
        ),
        Q(
            "t",
            "On what date was Folasade's wedding?",
            "2024-09-07",
            "wedding-fix",
            "7th of september|september",
            "latest",
        ),
        Q("o", "In which country did Folasade get married?", "Nigeria", "wedding", "lagos", ""),
        Q(
            "t",
            "When did Yetunde start her tunnel inspection job?",
            "2024-08-01",
            "job-start",
            "tunnel; 1st of august",
            "",
        ),
        Q(
            "m",
            "Which city did Yetunde leave when she took the rail job in Liège?",
            "Leuven",
            "leuven-q move",
            {"leuven-q": "leuven", "move": "liège"},
            "event-chain",
        ),
        Q(
            "s",
            "How much did Casimir pay for the 1920s upright piano?",
            "150 euros",
            "upright",
            "upright; 150 euros",
            "",
        ),
        Q(
            "s",
            "What was wrong with the upright piano Casimir bought?",
            "a cracked soundboard",
            "soundboard",
            "soundboard; cracked",
            "pronoun",
        ),
        Q(
            "t",
            "When did Casimir and Lucien break up?",
            "2024-08-29",
            "breakup",
            "lucien; broke up",
            "relative-date",
        ),
        Q(
            "s",
            "Which city did Lucien move to?",
            "Eindhoven",
            "eindhoven",
            "eindhoven",
            "third-person-fact",
            True,
        ),
        Q(
            "m",
            "Where did Casimir keep the upright piano after it left Lucien's garage?",
            "a shared workshop on the Nekkerspoel side of Mechelen",
            "garage workshop",
            {"garage": "garage", "workshop": "shared workshop; nekkerspoel"},
            "latest event-chain",
        ),
        Q(
            "s",
            "Which part of Liège do Yetunde and Kelechi live in?",
            "Outremeuse",
            "outremeuse",
            "outremeuse",
            "latest",
            True,
        ),
        Q(
            "t",
            "On what day did the music school in Bruges buy Casimir's piano?",
            "2024-11-26",
            "sold",
            "bruges",
            "relative-date",
        ),
        Q(
            "m",
            "How much more did Casimir sell the upright for than he paid for it?",
            "2,250 euros",
            "upright sold",
            {"upright": "150 euros", "sold": "2,400 euros"},
            "event-chain",
        ),
        Q(
            "s",
            "What piano did Casimir buy after selling the upright?",
            "a Pleyel from 1908",
            "pleyel",
            "pleyel; 1908",
            "",
        ),
        Q(
            "s",
            "When is Casimir's birthday?",
            "14 December",
            "bday",
            "birthday; 14th",
            "fragment",
            True,
        ),
        Q(
            "s",
            "What sport did Yetunde take up in Liège?",
            "bouldering",
            "bouldering",
            "bouldering",
            "",
            True,
        ),
        Q(
            "t",
            "When did Yetunde and Kelechi get engaged?",
            "2024-12-31",
            "engaged",
            "new year's eve",
            "human-date",
        ),
        Q(
            "s",
            "Where do Yetunde and Kelechi want to get married?",
            "Leuven",
            "wedding-plan",
            "leuven; summer 2026",
            "",
        ),
        Q(
            "s",
            "Where does Casimir teach a piano tuning course?",
            "the conservatory in Brussels",
            "teaching",
            "conservatory; brussels",
            "latest",
            True,
        ),
        Q(
            "m",
            "Whose cat sleeps inside the Pleyel?",
            "Casimir's cat Pim",
            "pim pleyel-q pim-pleyel",
            {"pim": "pim", "pleyel-q": "pleyel", "pim-pleyel": "pim; sleeps"},
            "pronoun",
        ),
        Q(
            "o",
            "In which country does Casimir's ex-boyfriend live now?",
            "the Netherlands",
            "breakup eindhoven",
            {"breakup": "lucien", "eindhoven": "eindhoven"},
            "latest",
        ),
    ],
)
CONVERSATIONS.append(CASIMIR_YETUNDE)

DAGNY_ZEKE = Conv(
    "pair",
    "timestamped_lines",
    ["Dagny", "Zeke"],
    """
@ 2024-03-06
Zeke: dagny! how's the frozen north
Dagny: still frozen. -19 this morning, Tjorven refused to go out {cold}
Zeke: sensible dog {dog}
Dagny: how's hull
Zeke: windy. I'm painting the front of a fish and chip shop on Newland Avenue this week, gold leaf on the letters, very fancy {chippy}
Dagny: you and your gold leaf
Zeke: it's the only thing that makes me feel like a renaissance man
Dagny: haha. work's mad here, we're marking 40 hectares of spruce for thinning before the snow goes {spruce}
Zeke: you still with the same lot?
Dagny: yeah still a forester with Bergslagen Skog, 9 years now {forester}
Zeke: loyal
Dagny: or lazy. oh! I bought a nyckelharpa. don't laugh {harpa}
Zeke: a what
Dagny: it's a swedish fiddle with keys. I have lessons every thursday with an old man called Gösta who is 81 {gosta}
Zeke: that's the most dagny thing i've ever heard
@ 2024-05-19
Zeke: bad week
Dagny: what happened
Zeke: Rochelle and I are separating. we told Clemmie on friday {separate}
Dagny: oh zeke. I'm so sorry. how is she?
Zeke: clemmie? she's 7, she asked if she'd get two birthdays now {clemmie}
Dagny: kids are brutal
Zeke: I'm moving into the flat above the workshop for now. it smells of turps but it's fine {flat}
Dagny: do you need anything
Zeke: nah. distract me, what's new
Dagny: I broke my ankle. tripped over a root on tuesday, in the forest, in my own forest {ankle}
Zeke: the forest fought back
Dagny: six weeks in a boot. I'm doing paperwork at the office and hating it {boot}
Zeke: can you still play the fiddle thing
Dagny: nyckelharpa. yes, sitting down. gösta says my bowing is improving
@ 2024-07-27
Dagny: boot is off!!! {boot-off}
Zeke: free at last. first walk?
Dagny: took tjorven round the lake this morning, 5 km, ankle is fine
Zeke: good. I got a big job! a pub sign for The Wold Hart in Driffield, a stag on a hill, double-sided {wold}
Dagny: a real painted pub sign? like the old ones?
Zeke: exactly like the old ones. they're paying 3,000 quid and I've got till the end of september {wold-pay}
Dagny: that's amazing zeke
Zeke: clemmie's helping. she painted a rabbit in the grass that nobody will notice except us {rabbit}
Dagny: that's the best bit of any sign
Zeke: how's gösta
Dagny: he wants me to play at midsummer.. no wait that already happened. he wants me to play with his group at the folk festival in Rättvik on the 10th of august {rattvik}
Zeke: a gig!!
Dagny: don't call it a gig, I'll panic
Zeke: gig gig gig
@ 2024-10-15
Zeke: the hart is up!! they hung it on saturday, the whole pub came out to watch {hart-up}
Dagny: pictures please
Zeke: sent. clemmie's rabbit is bottom left
Dagny: I see it!! hello rabbit
Zeke: and because of the sign three more pubs have rung me. I'm moving the workshop to Beverley, bigger unit, cheaper rent {beverley}
Dagny: wait are you leaving hull
Zeke: the workshop is, I'm staying in hull for clemmie. got a little terraced house on Marlborough Avenue, moved in two weeks ago {terrace}
Dagny: a house! and no turps smell
Zeke: only a little. what about you, how was rättvik
Dagny: that was ages ago but it was lovely, I only messed up one tune
Dagny: bigger news: I'm leaving Bergslagen Skog. I'm going to teach at the forestry school in Sala from january {sala}
Zeke: a teacher! what will you teach
Dagny: tree felling and chainsaw safety to 17 year olds. pray for me {chainsaw}
Zeke: you'll be terrifying, they'll love you
@ 2025-01-04
Dagny: god jul and happy new year
Zeke: same!! how was christmas
Dagny: quiet. me, tjorven, my brother Ville and a lot of herring {ville}
Zeke: that sounds perfect honestly
Zeke: clemmie was with rochelle on christmas day and with me on boxing day, we did a whole second christmas {boxing}
Dagny: two christmases, she was right about the two birthdays
Zeke: she's always right. first day at the school coming up?
Dagny: monday. I'm more nervous than the students will be {first-day}
Zeke: you'll be fine. are you moving to sala
Dagny: no, it's 70 minutes in the car each way, I'm keeping the house near falun {falun}
Zeke: and keeping the harpa thing
Dagny: obviously. gösta died in november though. it was peaceful, he was 82 {gosta-died}
Zeke: oh dagny. I'm sorry. he sounded like a legend
Dagny: he was. I'm playing his nyckelharpa now, his daughter gave it to me {gosta-harpa}
@ 2025-02-20
Zeke: how are the chainsaw children
Dagny: they're lovely and completely fearless, which is the problem
Zeke: lol
Dagny: how's beverley
Zeke: busy. I've done four pub signs since the hart and I've got a waiting list till june {waiting}
Dagny: zeke the sign painter, famous across yorkshire
Zeke: famous across east yorkshire. also... I've been seeing someone
Dagny: WHAT. who
Zeke: her name's Honor, she's a harbour pilot in Grimsby. we met at the pub with the hart sign {honor}
Dagny: the sign brought you love
Zeke: don't make it weird
Dagny: I'm making it weird. does clemmie know
Zeke: not yet. we're going slow {slow}
Dagny: sensible. ok class in 10 min, tell me everything later
""",
    [
        Q(
            "s",
            "What is Dagny's dog called?",
            "Tjorven",
            "cold dog",
            {"cold": "tjorven", "dog": "dog"},
            "",
            True,
        ),
        Q(
            "s",
            "What was Zeke painting on Newland Avenue in March 2024?",
            "the front of a fish and chip shop, with gold leaf letters",
            "chippy",
            "fish and chip shop|gold leaf",
            "human-date",
        ),
        Q(
            "s",
            "How many hectares of spruce was Dagny marking for thinning?",
            "40",
            "spruce",
            "40 hectares; spruce",
            "",
        ),
        Q(
            "s",
            "Which company did Dagny work for as a forester?",
            "Bergslagen Skog",
            "forester",
            "forester; bergslagen skog",
            "second-person",
            True,
        ),
        Q(
            "s",
            "What instrument did Dagny buy in 2024?",
            "a nyckelharpa",
            "harpa",
            "nyckelharpa",
            "",
            True,
        ),
        Q(
            "s",
            "Who gave Dagny her nyckelharpa lessons?",
            "Gösta, an 81-year-old man",
            "gosta",
            "gösta",
            "",
            True,
        ),
        Q(
            "t",
            "When did Zeke and Rochelle tell Clemmie they were separating?",
            "2024-05-17",
            "separate",
            "rochelle; clemmie",
            "relative-date",
        ),
        Q(
            "s",
            "How old was Clemmie when her parents separated?",
            "7",
            "separate clemmie",
            {"separate": "clemmie", "clemmie": "7"},
            "pronoun",
        ),
        Q(
            "s",
            "Where did Zeke live right after the separation?",
            "in the flat above his workshop",
            "flat",
            "flat above the workshop",
            "",
        ),
        Q(
            "t",
            "When did Dagny break her ankle?",
            "2024-05-14",
            "ankle",
            "broke my ankle",
            "relative-date",
        ),
        Q(
            "s",
            "How did Dagny break her ankle?",
            "she tripped over a root in the forest",
            "ankle",
            "tripped; root",
            "",
        ),
        Q(
            "s",
            "What is painted on the Wold Hart pub sign?",
            "a stag on a hill",
            "wold",
            "stag; hill",
            "",
        ),
        Q(
            "s",
            "How much was Zeke paid for the Wold Hart sign?",
            "3,000 pounds",
            "wold-pay",
            "3,000",
            "pronoun",
        ),
        Q(
            "m",
            "What did Zeke's daughter paint on the pub sign?",
            "a rabbit in the grass",
            "separate rabbit",
            {"separate": "clemmie", "rabbit": "clemmie; rabbit"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Dagny play with Gösta's group at the folk festival in Rättvik?",
            "2024-08-10",
            "rattvik",
            "rättvik; 10th of august",
            "human-date",
        ),
        Q(
            "t",
            "When was the Wold Hart sign hung?",
            "2024-10-12",
            "hart-up",
            "hart; hung",
            "relative-date",
        ),
        Q(
            "s",
            "What happened at the Wold Hart in Driffield on 12 October 2024?",
            "Zeke's pub sign was hung",
            "hart-up",
            "hart; hung",
            "human-date",
        ),
        Q(
            "s",
            "Where is Zeke's workshop now?",
            "Beverley",
            "beverley",
            "workshop; beverley",
            "latest",
            True,
        ),
        Q(
            "t",
            "When did Zeke move into the terraced house on Marlborough Avenue?",
            "2024-10-01",
            "terrace",
            "marlborough avenue",
            "relative-date",
        ),
        Q(
            "m",
            "Where did Dagny work before she started teaching at the forestry school in Sala?",
            "Bergslagen Skog",
            "forester sala",
            {"forester": "bergslagen skog", "sala": "forestry school; sala"},
            "event-chain latest",
        ),
        Q(
            "s",
            "What does Dagny teach at the forestry school?",
            "tree felling and chainsaw safety",
            "chainsaw",
            "chainsaw safety|tree felling",
            "pronoun",
        ),
        Q(
            "t",
            "When was Dagny's first day at the forestry school?",
            "2025-01-06",
            "first-day",
            "monday",
            "relative-date",
        ),
        Q("s", "Who is Ville?", "Dagny's brother", "ville", "brother; ville", "", True),
        Q(
            "m",
            "Whose nyckelharpa does Dagny play after Gösta died?",
            "Gösta's own, given to her by his daughter",
            "gosta-died gosta-harpa",
            {"gosta-died": "gösta; died", "gosta-harpa": "nyckelharpa; daughter"},
            "pronoun event-chain",
        ),
        Q(
            "s",
            "Who is Zeke seeing in 2025, and what does she do?",
            "Honor, a harbour pilot in Grimsby",
            "honor",
            "honor; harbour pilot",
            "latest",
        ),
        Q(
            "s",
            "Which pub hired Zeke to paint a sign in the summer two years ago?",
            "The Wold Hart in Driffield",
            "wold",
            "wold hart",
            "relative-question-date",
        ),
        Q(
            "o",
            "In which country is Rättvik, where Dagny played with Gösta's group?",
            "Sweden",
            "rattvik",
            "rättvik",
            "",
        ),
        Q(
            "o",
            "Does Dagny's commute to Sala take more or less than an hour each way?",
            "more (70 minutes)",
            "falun",
            "70 minutes",
            "",
        ),
    ],
)
CONVERSATIONS.append(DAGNY_ZEKE)

PERPETUA_EVANDER = Conv(
    "pair",
    "named_json",
    ["Perpetua", "Evander"],
    """
@ 2024-05-18
Evander: Pet! it's been months. how's the chaplaincy
Perpetua: Exhausting and holy, in that order. Bronglais hospital is short of everything except patients {bronglais}
Evander: you're still there full time?
Perpetua: Full time, and on call every other week. I sat with a man on Thursday who told me his whole life story, all 94 years of it {thursday}
Evander: that's a gift, in a way
Perpetua: It was. How's Antigonish? {antigonish}
Evander: foggy. I'm restoring the east window of a church in Pictou, 1890s, about 300 pieces of glass are cracked {east-window}
Perpetua: 300! by hand?
Evander: by hand, one at a time. it'll take me till christmas
Perpetua: Patience of a saint. Speaking of which, Emrys got his offer from St Andrews! Marine biology, starting in September {emrys}
Evander: your baby is going to university?? when did that happen
Perpetua: I keep asking myself the same thing
Evander: tell him congratulations from his weird canadian uncle
Perpetua: He'll be thrilled, he still has the little glass whale you made him {whale}
@ 2024-08-07
Perpetua: Evander, I have news and I need you to not laugh
Evander: no promises
Perpetua: I've bought half a sailing dinghy. With Gethin's sister. It's called Puffin {puffin}
Evander: half a boat is very you
Perpetua: We sailed it across the bay on Sunday and only capsized once {capsize}
Evander: only once, a triumph
Perpetua: What's going on with you?
Evander: mum's moving into a care home next week. her memory's just too far gone for her to live alone {care-home}
Perpetua: Oh, love. I'm so sorry. Which one?
Evander: Shoreview, on the edge of town. it's 10 minutes from me so I can go every day {shoreview}
Perpetua: That's a blessing. How are you holding up
Evander: tired. the window is helping honestly, glass doesn't ask questions
Perpetua: I'll light a candle for her on Sunday. Remind me of her name, I'm awful
Evander: Winifred. she'd like that {winifred}
@ 2024-11-02
Evander: how did emrys's first term go
Perpetua: He loves St Andrews, he's joined a rowing club and phones me only when he needs money {rowing}
Evander: a normal student then
Perpetua: Completely normal. And I've got big news. I've been offered a parish. Three churches on the Llŷn peninsula, I'd be based in Aberdaron {parish}
Evander: leaving the hospital?
Perpetua: After eleven years, yes. I start in January. Gethin is pretending he isn't excited about living by the sea {eleven}
Evander: he's always wanted that
Perpetua: He has. What's happening in Antigonish?
Evander: I finished the east window early!! they reinstalled it on Tuesday {reinstalled}
Perpetua: Ahead of schedule?? Who are you
Evander: and I'm moving to Lunenburg. found a studio with a flat above it, right on the harbour {lunenburg}
Perpetua: It's getting further from your mum though?
Evander: three hours. she doesn't always know me now, pet. I'll still go on sundays
Perpetua: I'll keep praying for you both
@ 2025-02-09
Perpetua: Greetings from the end of the world
Evander: how's aberdaron!!
Perpetua: Windy, beautiful, and my three churches have 23 regular worshippers between them {worshippers}
Evander: you can learn everyone's name
Perpetua: I already have. And the names of their dogs. Gethin has started volunteering at the lifeboat station {lifeboat}
Evander: of course he has
Perpetua: How's Lunenburg
Evander: cold and perfect. I got a commission yesterday from a museum in Saint John, a whole set of windows for their ship gallery {saint-john}
Perpetua: Ev, that's wonderful
Evander: and I've taken on an apprentice, Ottavia, she's 19 and already better at cutting than me {apprentice}
Perpetua: That's how it should be
Evander: mum's the same. she called me by my dad's name last week
Perpetua: That happened with my gran too. It's still love, even when the name's wrong
Evander: thanks pet
@ 2025-06-19
Evander: happy birthday for yesterday!! sorry sorry sorry {pet-bday}
Perpetua: You're forgiven, you always are
Evander: what did you do
Perpetua: Gethin took me out on Puffin at sunset and we didn't capsize once {sunset}
Evander: growth
Perpetua: And Emrys is home for the summer, he's volunteering at a seal sanctuary down the coast {seal}
Evander: that boy is going to end up studying seals for ever
Perpetua: That's the plan apparently. How's your mum?
Evander: she died in april, pet. I didn't know how to tell you {died}
Perpetua: Oh Ev. I'm so sorry. Why didn't you say
Evander: I couldn't write it down. it was peaceful, in her sleep, on the 12th {died-12}
Perpetua: I'll come over. I mean it. I have holiday in October
Evander: you'd come all the way to nova scotia?
Perpetua: For you, yes. Gethin can mind the churches, he knows all the dogs {visit}
""",
    [
        Q(
            "s",
            "At which hospital was Perpetua a chaplain?",
            "Bronglais",
            "bronglais",
            "bronglais",
            "",
            True,
        ),
        Q(
            "t",
            "When did Perpetua sit with the 94-year-old man who told her his life story?",
            "2024-05-16",
            "thursday",
            "94 years",
            "relative-date",
        ),
        Q(
            "s",
            "What was Evander restoring in Pictou in 2024?",
            "the east window of an 1890s church",
            "east-window",
            "east window; pictou",
            "",
        ),
        Q(
            "s",
            "About how many pieces of glass in the east window were cracked?",
            "about 300",
            "east-window",
            "300 pieces",
            "",
        ),
        Q(
            "s",
            "What did Emrys go to St Andrews to study?",
            "marine biology",
            "emrys",
            "emrys; marine biology",
            "",
            True,
        ),
        Q(
            "s",
            "What did Evander make for Emrys?",
            "a little glass whale",
            "whale",
            "glass whale",
            "pronoun",
        ),
        Q(
            "s",
            "What is the dinghy Perpetua half owns called?",
            "Puffin",
            "puffin",
            "puffin; dinghy",
            "",
            True,
        ),
        Q(
            "s",
            "Who does Perpetua share the dinghy with?",
            "Gethin's sister",
            "puffin",
            "gethin's sister",
            "",
        ),
        Q(
            "t",
            "When did Perpetua capsize Puffin?",
            "2024-08-04",
            "puffin capsize",
            {"puffin": "puffin", "capsize": "capsized"},
            "relative-date",
        ),
        Q(
            "s",
            "Which care home did Evander's mother move into?",
            "Shoreview, 10 minutes from Evander's home",
            "care-home shoreview",
            {"care-home": "care home", "shoreview": "shoreview"},
            "pronoun",
        ),
        Q(
            "s",
            "What is Evander's mother called?",
            "Winifred",
            "winifred",
            "winifred",
            "fragment",
            True,
        ),
        Q(
            "s",
            "What club did Emrys join in St Andrews?",
            "a rowing club",
            "rowing",
            "rowing club",
            "",
        ),
        Q(
            "s",
            "In which village is Perpetua's parish based?",
            "Aberdaron",
            "parish",
            "aberdaron; parish",
            "latest",
            True,
        ),
        Q(
            "s",
            "How long was Perpetua a hospital chaplain before taking the parish?",
            "eleven years",
            "eleven",
            "eleven years",
            "",
        ),
        Q(
            "t",
            "When was the restored east window reinstalled?",
            "2024-10-29",
            "reinstalled",
            "east window; reinstalled",
            "relative-date",
        ),
        Q(
            "m",
            "Which city did Evander leave when he moved to Lunenburg?",
            "Antigonish",
            "antigonish lunenburg",
            {"antigonish": "antigonish", "lunenburg": "lunenburg"},
            "event-chain",
        ),
        Q(
            "s",
            "How many regular worshippers do Perpetua's churches have?",
            "23",
            "worshippers",
            "23 regular worshippers",
            "",
        ),
        Q(
            "s",
            "Where does Gethin volunteer?",
            "at the lifeboat station",
            "lifeboat",
            "gethin; lifeboat station",
            "third-person-fact",
            True,
        ),
        Q(
            "t",
            "When did Evander get the commission for the ship gallery windows?",
            "2025-02-08",
            "saint-john",
            "saint john; commission",
            "relative-date",
        ),
        Q(
            "s",
            "Who is Evander's apprentice?",
            "Ottavia",
            "apprentice",
            "ottavia; apprentice",
            "",
            True,
        ),
        Q(
            "t",
            "What was the date of Perpetua's birthday in 2025?",
            "2025-06-18",
            "pet-bday",
            "birthday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Evander's mother die?",
            "2025-04-12",
            "died died-12",
            {"died": "died in april", "died-12": "12th"},
            "pronoun",
        ),
        Q(
            "m",
            "Where did Evander's mother live for the last months of her life?",
            "the Shoreview care home",
            "shoreview died",
            {"shoreview": "shoreview", "died": "died"},
            "event-chain",
        ),
        Q(
            "s",
            "What was Perpetua doing on 4 August 2024?",
            "sailing Puffin across the bay",
            "capsize",
            "sailed; bay",
            "human-date",
        ),
        Q(
            "o",
            "Which ocean does Evander's harbour studio in Lunenburg look onto?",
            "the Atlantic",
            "lunenburg",
            "lunenburg; harbour",
            "",
        ),
        Q(
            "o",
            "In which country of the UK is Emrys's university?",
            "Scotland",
            "emrys",
            "st andrews",
            "",
        ),
    ],
)
CONVERSATIONS.append(PERPETUA_EVANDER)

BILLIE_RASMUS = Conv(
    "pair",
    "named_lines",
    ["Billie", "Rasmus"],
    """
@ 2024-08-03
Rasmus: billie!! you never reply
Billie: sorry, shoeing 8 horses a day, my phone lives in the van {eight}
Rasmus: still working for that guy in Kelso? {kelso}
Billie: Alasdair? yeah, third year as his farrier. he keeps talking about retiring {alasdair}
Rasmus: then you take over!
Billie: that's the dream. what about you, still on the supermarket run
Rasmus: perth to elgin and back every night. 4 years of it now, I know every pothole on the A9 {a90}
Billie: do you still like it
Rasmus: honestly no. I'm thinking of training as a driving instructor {instructor-idea}
Billie: you'd be good, you're so calm
Rasmus: tell that to my son. I've been teaching Mikkel in the supermarket car park and he nearly hit a trolley {mikkel}
Billie: how old is he now
Rasmus: 17 last week. time is a thief {mikkel-17}
Billie: it really is
@ 2024-10-28
Billie: guess what
Rasmus: alasdair retired
Billie: ALASDAIR RETIRED. and he's selling me the business. I signed the papers on friday {business}
Rasmus: billie!!!! that's incredible
Billie: Tweed Valley Farriery, same name, 62 horses on the books and one very old van {tweed}
Rasmus: and you're the boss
Billie: I'm the boss of me and a van, yes
Rasmus: I started the instructor course. Part one is theory, I sit it on 14 November {theory}
Billie: look at us doing things
Rasmus: Ingrid says I'm having a midlife crisis but a useful one {ingrid}
Billie: better than a motorbike
Rasmus: she says that too
Billie: how did mikkel do in his test
Rasmus: failed. he mounted a kerb in Scone. he's retaking it in january {mikkel-fail}
@ 2025-01-25
Rasmus: passed!!!
Billie: the theory? amazing!!
Rasmus: theory I passed in november. the driving part, passed on wednesday {driving-part}
Billie: so you're a real instructor now?
Rasmus: one more bit, the teaching test. but nearly. and mikkel passed his test too, on the same day! {mikkel-pass}
Billie: the rasmus household is unstoppable
Rasmus: how's the business
Billie: ok-ish. I got kicked by a shire horse on monday, 3 cracked ribs {ribs}
Rasmus: billie no
Billie: I'm fine. I can't lift a hoof so I've had to hire help, a lad called Fraser who just finished his apprenticeship {fraser}
Rasmus: your first employee!
Billie: my first employee. I'm paying him more than I pay myself
Rasmus: classic boss move
@ 2025-05-11
Billie: how's the new job
Rasmus: I left the lorries on the 30th of april. I'm a driving instructor now, full time, my own car with two brake pedals {left-lorries}
Billie: finally!!
Rasmus: my first pupil was a 52 year old nurse, she was terrified and so was I {first-pupil}
Billie: did she pass
Rasmus: not yet lol. how are the ribs
Billie: healed. fraser is staying on, I made him permanent last week {fraser-perm}
Rasmus: a two-person business
Billie: and I'm moving! I bought a cottage in Yetholm, a village near the border, 10 minutes from the yard {yetholm}
Rasmus: leaving kelso?
Billie: yep. I'm done renting. Morven is moving in with me {morven}
Rasmus: so it's serious with morven
Billie: it's been serious for three years, you just don't listen {three-years}
Rasmus: I listen selectively
@ 2025-09-26
Rasmus: ingrid and I are in odense, sorry for the slow replies {odense}
Billie: holiday?
Rasmus: my dad's 80th. he had a party on sunday with 60 people and a brass band {dad-80}
Billie: a brass band!! who is your dad
Rasmus: a retired postman who loves brass bands {postman}
Billie: amazing. I have news too. morven and I are getting a horse of our own {horse}
Rasmus: the farrier finally gets a horse
Billie: an old grey mare called Peggy, she's 19 and she bites {peggy}
Rasmus: perfect match
Billie: rude. how's mikkel
Rasmus: he's started an electrician apprenticeship in stirling, drives himself there every day in my old golf {mikkel-job}
Billie: the kerb survived then
Rasmus: the kerb is in therapy
""",
    [
        Q(
            "s",
            "How many horses a day was Billie shoeing in summer 2024?",
            "8",
            "eight",
            "8 horses",
            "human-date",
        ),
        Q(
            "s",
            "Who did Billie work for as a farrier in Kelso?",
            "Alasdair",
            "kelso alasdair",
            {"kelso": "kelso", "alasdair": "alasdair; farrier"},
            "fragment second-person",
            True,
        ),
        Q(
            "s",
            "Which route did Rasmus drive every night as a lorry driver?",
            "Perth to Elgin and back",
            "a90",
            "perth; elgin",
            "",
            True,
        ),
        Q(
            "s",
            "How old was Mikkel in August 2024?",
            "17",
            "mikkel mikkel-17",
            {"mikkel": "mikkel", "mikkel-17": "17"},
            "pronoun human-date",
        ),
        Q(
            "t",
            "When did Billie sign the papers to buy the farriery business?",
            "2024-10-25",
            "business",
            "signed the papers",
            "relative-date",
        ),
        Q(
            "s",
            "What is Billie's business called?",
            "Tweed Valley Farriery",
            "tweed",
            "tweed valley farriery",
            "",
            True,
        ),
        Q(
            "s",
            "How many horses were on the books when Billie took over the business?",
            "62",
            "tweed",
            "62 horses",
            "",
        ),
        Q(
            "t",
            "When did Rasmus sit the theory part of the instructor course?",
            "2024-11-14",
            "theory",
            "theory; 14 november",
            "human-date",
        ),
        Q(
            "s",
            "Who is Ingrid?",
            "Rasmus's partner",
            "ingrid odense",
            {"ingrid": "ingrid", "odense": "ingrid"},
            "pronoun",
        ),
        Q(
            "s",
            "Where did Mikkel mount a kerb in his first driving test?",
            "Scone",
            "mikkel-fail",
            "kerb; scone",
            "",
        ),
        Q(
            "t",
            "When did Rasmus pass the driving part of the instructor qualification?",
            "2025-01-22",
            "driving-part",
            "driving part; passed",
            "relative-date",
        ),
        Q(
            "m",
            "When did Mikkel pass his driving test?",
            "2025-01-22",
            "driving-part mikkel-pass",
            {"driving-part": "wednesday", "mikkel-pass": "mikkel; same day"},
            "event-chain",
        ),
        Q(
            "t",
            "When did the shire horse kick Billie?",
            "2025-01-20",
            "ribs",
            "shire horse; kicked",
            "relative-date",
        ),
        Q(
            "s",
            "What injury did Billie get from the shire horse?",
            "3 cracked ribs",
            "ribs",
            "cracked ribs",
            "",
        ),
        Q("s", "Who is Billie's first employee?", "Fraser", "fraser", "fraser", "", True),
        Q(
            "t",
            "On what date did Rasmus leave his lorry driving job?",
            "2025-04-30",
            "left-lorries",
            "lorries; 30th of april",
            "",
        ),
        Q(
            "m",
            "What job did Rasmus have before becoming a driving instructor?",
            "lorry driver on the Perth to Elgin run",
            "a90 left-lorries",
            {"a90": "perth; elgin", "left-lorries": "lorries; driving instructor"},
            "event-chain latest",
        ),
        Q(
            "s",
            "Who was Rasmus's first pupil?",
            "a 52-year-old nurse",
            "first-pupil",
            "first pupil; nurse",
            "",
        ),
        Q(
            "s",
            "Where did Billie buy a cottage?",
            "Yetholm",
            "yetholm",
            "cottage; yetholm",
            "latest",
            True,
        ),
        Q(
            "m",
            "Which town did Billie leave when she bought her cottage?",
            "Kelso",
            "kelso yetholm",
            {"kelso": "kelso", "yetholm": "yetholm"},
            "event-chain",
        ),
        Q("s", "Who moved in with Billie?", "Morven", "morven", "morven", "", True),
        Q(
            "t",
            "When was Rasmus's dad's 80th birthday party?",
            "2025-09-21",
            "dad-80",
            "80th; party",
            "relative-date",
        ),
        Q(
            "s",
            "What did Rasmus's dad do for a living?",
            "he was a postman",
            "postman",
            "postman",
            "fragment",
        ),
        Q(
            "s",
            "What horse are Billie and Morven getting?",
            "Peggy, a 19-year-old grey mare",
            "horse peggy",
            {"horse": "horse", "peggy": "peggy; grey mare"},
            "pronoun",
        ),
        Q(
            "s",
            "What apprenticeship did Mikkel start?",
            "an electrician apprenticeship in Stirling",
            "mikkel-job",
            "electrician apprenticeship",
            "latest",
        ),
        Q(
            "o",
            "In which country is the city where Rasmus's dad had his 80th party?",
            "Denmark",
            "odense dad-80",
            {"odense": "odense", "dad-80": "80th"},
            "",
        ),
        Q(
            "o",
            "Yetholm is near the border between Scotland and which other country?",
            "England",
            "yetholm",
            "yetholm; border",
            "",
        ),
    ],
)
CONVERSATIONS.append(BILLIE_RASMUS)

GWILYM = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-01-20
User: hi, I need to work out if I've got enough hay for the rest of winter. I've got 340 ewes on a hill farm near Llandrindod Wells {farm}
Assistant: Happy to help. A rough rule is 1.5 to 2 kg of hay per ewe per day for hill breeds, more in late pregnancy. How many bales do you have left, and how heavy are they?
User: about 260 small bales, 20 kilo each. they're mostly Welsh Mountain, with about 40 Texel crosses {breed}
Assistant: That is roughly 5.2 tonnes. At 1.75 kg a day for 340 ewes you use about 600 kg a day, so it lasts under nine days on hay alone. I expect you are also feeding silage or grazing?
User: yeah they're still out on the hill and get silage in the yard. lambing starts on the 4th of march so I just need enough till the grass comes {lambing}
Assistant: Then the hay is a top-up. From early February, add concentrate for the ewes carrying twins, and keep back the best hay for the lambing shed.
User: my daughter Carys does the night checks with me in lambing, she's 15 and better with the sheep than I am {carys}
Assistant: That is a great help in lambing time. Make sure she has a good torch and a warm coat; nights in March on a hill farm can be bitter.
User: ha she has better kit than me. cheers, that's a help
Assistant: You're welcome. Good luck with lambing.
@ 2024-03-14
User: we're 10 days into lambing and my back has gone completely
Assistant: I'm sorry to hear that. Lambing is hard on the back. Do you want some gentle stretches, or advice on when to see someone?
User: stretches please. I'm 58 and I've had a bad back since I rolled the quad bike in 2019 {back}
Assistant: Try these, slowly, twice a day: knee-to-chest pulls (hold 20 seconds each side), the cat-cow stretch on hands and knees, and lying on your back with knees bent, letting them fall gently side to side. Stop if anything gives a sharp pain, and see a GP or physio if it spreads down a leg.
User: thanks. other thing, we've got an orphan lamb, how often should she be fed
Assistant: For a newborn orphan: colostrum within the first few hours, then about 50 ml per kg of bodyweight four to six times a day for the first week, dropping to four feeds in the second week and three from the third.
User: Carys named her Dolly Parton. she's living in a box by the Rayburn {orphan}
Assistant: That is the right place for her: warm and easy to keep an eye on. Dolly Parton is a fine name for a sheep.
User: we've got 212 lambs on the ground so far and only lost 6 {lambs}
Assistant: That is a good result for ten days in. Keep the stretches going and rest when Carys can cover.
@ 2024-06-08
User: can you help me write a grant application? it's for planting hedges on the farm
Assistant: Of course. Tell me about the farm, what you want to plant and why, and the scheme you are applying to.
User: the farm's called Cwm Eithin, 180 hectares, been in the family four generations {farm-name}
Assistant: Good, that history is worth a sentence. What length of hedge, and where?
User: 800 metres of new hedge along the top field, hawthorn and hazel mostly. it'll give the ewes shelter and stop the wind taking the topsoil {hedge}
Assistant: Here is an opening paragraph: "Cwm Eithin is a 180-hectare hill farm near Llandrindod Wells, farmed by the same family for four generations. We propose to plant 800 metres of native hedgerow, mainly hawthorn and hazel, along the exposed upper boundary, to shelter livestock, reduce soil loss and create habitat for birds and insects."
User: that's good. my wife Siân does all the paperwork, she'll fill in the numbers {sian}
Assistant: Then leave the costs table for her. I'd add a line on how you will protect the young hedge from sheep, since assessors look for that.
User: double fence both sides. the deadline's friday so we'd better get on with it {deadline}
Assistant: Then you have a week. I'll write the fencing paragraph now so Siân can check it.
@ 2024-10-01
User: we got the grant! the letter came on thursday {grant}
Assistant: Congratulations! When do you plan to plant?
User: november, once the leaves are off. Carys and her college mates are helping, she started at the agricultural college in Builth in September {college}
Assistant: That will make short work of 800 metres. Plant whips in a double staggered row, about five plants a metre, and firm them in well.
User: next question, I'm going to New Zealand in February to see my brother Dafydd, he farms sheep in Otago {nz}
Assistant: How exciting. February is late summer there, so it will be warm and dry in Central Otago. How long are you going for?
User: three weeks. first time I've left the farm for more than 4 days in 30 years, Siân is in charge {three-weeks}
Assistant: Then she deserves a good present. Do you want help with a route, or just the things to sort before you go?
User: both. and I've never done a long flight, I'm dreading 24 hours in a seat with my back
Assistant: Book an aisle seat, walk every hour, and do the knee-to-chest stretch at the back of the cabin. A stopover in Singapore breaks the journey well.
User: good idea, Siân will love that, she's always wanted to go to Singapore
@ 2024-11-19
User: ok um can you set me a reminder the vet is coming thursday for the tb test {tb}
Assistant: Done: a reminder for Thursday 21 November, TB test with the vet. What time?
User: half seven in the morning he said. half seven yeah
Assistant: Set for 7:30 am on Thursday. Anything else?
User: yeah the the hedge is in, we finished planting it on saturday, me carys and six of her mates in the pouring rain {planted}
Assistant: That's a big job done. Keep an eye on the guards over the winter; wind and rabbits are the main risks for new whips.
User: put on my list I need to book the flights for new zealand. the flights not the uh the car
Assistant: Added "book flights to New Zealand" to your list.
User: actually no wait the vet's coming friday not thursday he just texted me sorry {tb-fix}
Assistant: No problem, I've moved the reminder to Friday 22 November at 7:30 am.
User: cheers. oh and siân's birthday is the 9th of december, remind me a week before {sian-bday}
Assistant: Reminder set for 2 December: Siân's birthday on the 9th.
""",
    [
        Q("s", "How many ewes does the user have?", "340", "farm", "340 ewes", "", True),
        Q(
            "s",
            "Where is the user's hill farm?",
            "near Llandrindod Wells",
            "farm",
            "llandrindod wells",
            "",
            True,
        ),
        Q(
            "s",
            "Which breeds are the user's sheep?",
            "mostly Welsh Mountain, with about 40 Texel crosses",
            "breed",
            "welsh mountain; texel",
            "",
            True,
        ),
        Q(
            "t",
            "When did lambing start at the user's farm in 2024?",
            "2024-03-04",
            "lambing",
            "lambing; 4th of march",
            "human-date",
        ),
        Q(
            "s",
            "Who does the night checks with the user at lambing?",
            "his daughter Carys",
            "carys",
            "carys; night checks",
            "",
            True,
        ),
        Q("s", "How old was Carys in January 2024?", "15", "carys", "carys; 15", "human-date"),
        Q("s", "How old is the user?", "58 (in March 2024)", "back", "58", "", True),
        Q(
            "s",
            "How did I hurt my back?",
            "you rolled the quad bike in 2019",
            "back",
            "quad bike",
            "first-person-question",
        ),
        Q(
            "s",
            "What did Carys name the orphan lamb?",
            "Dolly Parton",
            "orphan",
            "dolly parton",
            "",
        ),
        Q(
            "s",
            "Where did the orphan lamb live?",
            "in a box by the Rayburn",
            "orphan",
            "box; rayburn",
            "pronoun",
        ),
        Q(
            "s",
            "How many lambs had been born ten days into lambing in 2024?",
            "212",
            "lambs",
            "212 lambs",
            "",
        ),
        Q(
            "s",
            "What is the user's farm called?",
            "Cwm Eithin",
            "farm-name",
            "cwm eithin",
            "",
            True,
        ),
        Q("s", "How big is Cwm Eithin?", "180 hectares", "farm-name", "180 hectares", ""),
        Q(
            "s",
            "How much hedge did the user plan to plant, and of what?",
            "800 metres, mostly hawthorn and hazel",
            "hedge",
            "800 metres; hawthorn|hazel",
            "",
        ),
        Q(
            "s",
            "What is my wife's name?",
            "Siân",
            "sian",
            "siân; wife",
            "first-person-question",
            True,
        ),
        Q(
            "t",
            "When was the hedge grant application due?",
            "2024-06-14",
            "deadline",
            "deadline",
            "relative-date",
        ),
        Q(
            "t",
            "When did the user hear that the hedge grant was approved?",
            "2024-09-26",
            "grant",
            "grant; letter",
            "relative-date",
        ),
        Q(
            "s",
            "Where does Carys go to college?",
            "the agricultural college in Builth",
            "college",
            "agricultural college; builth",
            "latest",
            True,
        ),
        Q(
            "m",
            "Who helped the user plant the hedge?",
            "Carys and her college mates",
            "hedge college",
            {"hedge": "hedge", "college": "carys; college"},
            "event-chain",
        ),
        Q(
            "s",
            "Who is my brother and where does he farm?",
            "Dafydd, in Otago",
            "nz",
            "dafydd; otago",
            "first-person-question",
            True,
        ),
        Q(
            "m",
            "Who was left in charge of the farm while the user went to see Dafydd?",
            "Siân, his wife",
            "nz sian three-weeks",
            {"nz": "dafydd", "sian": "siân", "three-weeks": "siân; charge"},
            "event-chain",
        ),
        Q(
            "s",
            "How long was the user's trip to New Zealand?",
            "three weeks",
            "nz three-weeks",
            {"nz": "new zealand", "three-weeks": "three weeks"},
            "",
        ),
        Q(
            "t",
            "In which month did the user plan to fly to New Zealand?",
            "2025-02",
            "nz",
            "new zealand; february",
            "relative-date",
        ),
        Q(
            "o",
            "In what season was the user's trip to see his brother, in the place he visited?",
            "summer",
            "nz",
            "february; otago",
            "",
        ),
        Q("o", "In which country is the user's farm?", "Wales", "farm", "llandrindod wells", ""),
    ],
    user_label="Gwilym",
)
CONVERSATIONS.append(GWILYM)

PHILIPPA = Conv(
    "assistant",
    "labelled_user_lines",
    ["User", "Assistant"],
    """
@ 2025-01-11
User: hey, can you help me build a revision plan for year 12 maths methods? i tutor maths, mostly online, about 14 students at the moment {tutor}
Assistant: Sure. When is the exam, and how many sessions a week do you have with each student?
User: exams are early november. one hour a week each. oh and i can't do tuesday or thursday evenings, i skate for a roller derby team, the Torrens Terrors {derby}
Assistant: Then a plan for Monday, Wednesday and weekend sessions: term 1 calculus foundations, term 2 probability and statistics, term 3 mixed exam practice, and the last five weeks full past papers under time.
User: perfect. my students will hate the past papers lol
Assistant: Everyone does, and they are still the best preparation. Want a week-by-week version for term 1?
User: yes please. also my derby name is Sine of the Times, in case you ever need to know {derby-name}
Assistant: It's a great derby name. Here is term 1 by week: 1-2 functions and graphs, 3-4 differentiation rules, 5-6 applications of the derivative, 7-8 antiderivatives, 9-10 review.
User: lovely, thanks
@ 2025-03-04
User: big life news, my partner Jem got a job in Geelong so we're moving there at the end of april {move}
Assistant: Congratulations to Jem! Moving interstate takes some planning. Would a checklist help?
User: yes. what's the job, you ask? marine engineer at the port, he's beside himself {jem-job}
Assistant: That sounds like a great fit for Geelong. Here is a checklist: give notice on your lease, book the removalist six weeks ahead, update your address with the ATO and Medicare, transfer your car registration to Victoria within three months, and tell your students.
User: the students are fine, it's all online anyway. the cat is the problem
Assistant: Cats often travel better than people expect. How far is the drive?
User: about 8 hours from Adelaide. Fibonacci hates the car, he screams the whole way to the vet which is 10 minutes {fibonacci}
Assistant: Ask the vet about a mild sedative or a calming spray, put a worn T-shirt in the carrier, and stop every two hours somewhere quiet.
User: ok, vet it is. thanks
@ 2025-04-26
User: we made it! moved into the new place in Geelong on thursday {moved}
Assistant: Welcome to Geelong! How did Fibonacci cope with the drive?
User: screamed for 8 hours straight, then fell asleep the second we arrived
Assistant: That sounds about right for a cat. How are you settling in?
User: slowly. i need a new derby league. is there one in geelong or do i have to go to melbourne
Assistant: Geelong has its own roller derby league, and there are several in Melbourne, about an hour away. Most hold a "fresh meat" or transfer night for skaters who already play.
User: geelong for sure. i'm not driving an hour twice a week with my knee {knee}
Assistant: That makes sense. Is the knee an old injury?
User: yeah i tore my ACL at a bout in 2022, it's fine but it complains {acl}
Assistant: Worth telling the new league's coaches on your first night, so they can adjust the drills.
@ 2025-06-15
User: i joined the geelong league! first scrimmage was yesterday, i was rubbish but it was fun {scrimmage}
Assistant: Congratulations! The first scrimmage with a new team is always strange. Did they keep your derby name?
User: yep still Sine of the Times. other news, we adopted a ferret on friday {ferret}
Assistant: A ferret! Do you want some advice on ferret care?
User: yes please. he's called Pythagoras and fibonacci is horrified {pythagoras}
Assistant: Ferrets need a large cage with several levels, a litter tray, a high-protein meat diet, and at least two to three hours out of the cage every day. Introduce him to Fibonacci slowly and always supervise.
User: he's already stolen one of my socks and hidden it under the couch
Assistant: That's normal ferret behaviour. Ferrets hoard; check under the furniture before you give up on anything small.
User: lol noted
@ 2025-07-19
User: correction from last time, the ferret is a girl. the vet told us on tuesday. we've renamed her Hypatia {hypatia}
Assistant: Hypatia is a wonderful name for her. Is she settling in?
User: she rules the house. fibonacci has given up
Assistant: That is often how it goes. What can I help with today?
User: Jem turns 40 on the 2nd of august and i want to throw him a surprise party {jem-40}
Assistant: Lovely. How many people, and what does Jem enjoy?
User: about 30. he loves boats and bad 80s music, and he hates surprises, which is why this is funny {boats}
Assistant: A boat-themed 80s night: a playlist of the worst 80s hits, a cake shaped like a lighthouse, and everyone in a sailor hat. Tell him it's a quiet dinner for two.
User: love it. also i've picked up 6 new students here so i'm at 20 now {students}
Assistant: That's a full week. Remember to keep Tuesdays and Thursdays clear for derby.
User: ha yes, training nights are sacred
""",
    [
        Q(
            "s",
            "What does the user do for work?",
            "tutors maths, mostly online",
            "tutor",
            "tutor maths",
            "",
            True,
        ),
        Q(
            "s",
            "How many students did the user tutor in January 2025?",
            "14",
            "tutor",
            "14 students",
            "human-date",
        ),
        Q(
            "s",
            "Which roller derby team did the user skate for in Adelaide?",
            "the Torrens Terrors",
            "derby",
            "torrens terrors",
            "",
            True,
        ),
        Q(
            "s",
            "What is my derby name?",
            "Sine of the Times",
            "derby-name",
            "sine of the times",
            "first-person-question",
            True,
        ),
        Q(
            "s",
            "When are the user's year 12 students' exams?",
            "early November",
            "tutor derby",
            {"tutor": "year 12", "derby": "early november"},
            "",
        ),
        Q(
            "s",
            "What is the name of my partner?",
            "Jem",
            "move",
            "jem; partner",
            "first-person-question",
            True,
        ),
        Q(
            "s",
            "What job did Jem get in Geelong?",
            "marine engineer at the port",
            "move jem-job",
            {"move": "jem; geelong", "jem-job": "marine engineer"},
            "fragment",
        ),
        Q("s", "What is the user's cat called?", "Fibonacci", "fibonacci", "fibonacci", "", True),
        Q(
            "s",
            "How long is the drive from Adelaide to Geelong?",
            "about 8 hours",
            "fibonacci",
            "8 hours; adelaide",
            "",
        ),
        Q(
            "t",
            "When did the user move into the new place in Geelong?",
            "2025-04-24",
            "moved",
            "geelong; moved",
            "relative-date",
        ),
        Q(
            "m",
            "Which city did the user move to Geelong from?",
            "Adelaide",
            "fibonacci moved",
            {"fibonacci": "adelaide", "moved": "geelong"},
            "event-chain",
        ),
        Q(
            "s",
            "Why doesn't the user want to join a derby league in Melbourne?",
            "she doesn't want to drive an hour twice a week with her knee",
            "knee",
            "driving an hour; knee",
            "",
        ),
        Q("s", "In which year did the user tear her ACL?", "2022", "acl", "acl; 2022", ""),
        Q(
            "t",
            "When was the user's first scrimmage with the Geelong league?",
            "2025-06-14",
            "scrimmage",
            "first scrimmage",
            "relative-date",
        ),
        Q(
            "t",
            "When did the user adopt the ferret?",
            "2025-06-13",
            "ferret",
            "ferret; adopted",
            "relative-date",
        ),
        Q(
            "s",
            "What is my ferret called now?",
            "Hypatia",
            "hypatia",
            "hypatia; ferret",
            "first-person-question latest",
            True,
        ),
        Q(
            "m",
            "What was the ferret called before she was renamed?",
            "Pythagoras",
            "pythagoras hypatia",
            {"pythagoras": "pythagoras", "hypatia": "renamed; hypatia"},
            "event-chain",
        ),
        Q(
            "t",
            "When did the vet tell the user the ferret is a girl?",
            "2025-07-15",
            "hypatia",
            "vet; girl",
            "relative-date",
        ),
        Q(
            "t",
            "When is Jem's 40th birthday?",
            "2025-08-02",
            "jem-40",
            "jem; 40; 2nd of august",
            "human-date",
        ),
        Q(
            "s",
            "What does Jem love?",
            "boats and bad 80s music",
            "boats",
            "boats; 80s music",
            "pronoun",
        ),
        Q(
            "s",
            "How many students does the user tutor after moving to Geelong?",
            "20",
            "students",
            "20",
            "latest",
        ),
        Q(
            "m",
            "Which league did the user join after the Torrens Terrors?",
            "the Geelong roller derby league",
            "derby scrimmage",
            {"derby": "torrens terrors", "scrimmage": "geelong league"},
            "event-chain latest",
        ),
        Q("o", "Which state is the user's new home city in?", "Victoria", "move", "geelong", ""),
        Q(
            "o",
            "Was the mathematician the ferret was first named after Greek or Italian?",
            "Greek",
            "pythagoras",
            "pythagoras",
            "",
        ),
    ],
    user_label="Philippa",
)
CONVERSATIONS.append(PHILIPPA)

# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-02-21 is a Wednesday, 2024-06-06 a Thursday, 2024-09-30 a Monday, 2025-01-17 a Friday,
# 2025-04-05 a Saturday and 2025-08-12 a Tuesday. A weekday named for a past event is the one
# before the date; for a plan, the one after.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-02-21", "2024-06-06", "2024-09-30"
D_, E_, F_ = "2025-01-17", "2025-04-05", "2025-08-12"

SENTENCES += [
    # durable facts said outright
    S(
        "durable-fact",
        NL,
        A_,
        "Aurelio",
        "i drive the night bus in Riga, the 2am one out to the airport",
        [M("Aurelio drives the night bus in Riga.", D, "aurelio; night bus; riga")],
    ),
    S(
        "durable-fact",
        TL,
        B_,
        "Sunniva",
        "My husband's called Bertram and he repairs church organs, which is as niche as it sounds",
        [
            M("Sunniva's husband is called Bertram.", D, "sunniva; husband; bertram"),
            M("Bertram repairs church organs.", D, "bertram; church organs"),
        ],
    ),
    S(
        "durable-fact",
        NJ,
        C_,
        "Odalys",
        "we've got three hens now, Crumpet, Toast and Butter",
        [M("Odalys keeps three hens called Crumpet, Toast and Butter.", D, "odalys; hens")],
    ),
    S(
        "durable-fact",
        NL,
        D_,
        "Lorcan",
        "i'm lactose intolerant so no cheesecake for me thanks",
        [M("Lorcan is lactose intolerant.", D, "lorcan; lactose intolerant")],
    ),
    S(
        "durable-fact",
        TL,
        E_,
        "Ysolde",
        "I've lived in Maribor for eleven years now, it's home",
        [M("Ysolde has lived in Maribor for eleven years.", D, "ysolde; maribor")],
    ),
    S(
        "durable-fact",
        NJ,
        F_,
        "Kwabena",
        "my sister Adwoa teaches ballet in Kumasi",
        [M("Kwabena's sister Adwoa teaches ballet in Kumasi.", D, "kwabena|adwoa; ballet; kumasi")],
    ),
    S(
        "durable-fact",
        UA,
        A_,
        "User",
        "I'm left-handed, so scissors are my sworn enemy",
        [M("The user is left-handed.", D, "user; left-handed")],
    ),
    S(
        "durable-fact",
        NL,
        B_,
        "Henrike",
        "i play the euphonium in a brass band in Bielefeld, every wednesday night",
        [M("Henrike plays the euphonium in a brass band in Bielefeld.", D, "henrike; euphonium")],
    ),
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Dorian",
        "we finally saw the northern lights in Abisko on saturday!!",
        [
            M(
                "Dorian saw the northern lights in Abisko on 2024-02-17.",
                R,
                "dorian; northern lights; 2024-02-17",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "Marisela",
        "I ran my first ultramarathon on sunday, 50k through the hills and I can't walk",
        [
            M(
                "Marisela ran her first ultramarathon on 2024-06-02.",
                R,
                "marisela; ultramarathon; 2024-06-02",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Teodora",
        "got my wisdom teeth out on friday, I look like a hamster",
        [
            M(
                "Teodora had her wisdom teeth out on 2024-09-27.",
                R,
                "teodora; wisdom teeth; 2024-09-27",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        D_,
        "Cormac",
        "passed my motorbike test yesterday!! first time!!",
        [
            M(
                "Cormac passed his motorbike test on 2025-01-16.",
                R,
                "cormac; motorbike test; 2025-01-16",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        E_,
        "Liesbeth",
        "we adopted a rescue staffie on wednesday, her name's Sprocket",
        [
            M(
                "Liesbeth adopted a rescue Staffie on 2025-04-02.",
                R,
                "liesbeth; staffie; 2025-04-02",
            ),
            M("Liesbeth has a dog called Sprocket.", D, "liesbeth; sprocket"),
        ],
    ),
    S(
        "past-event",
        NJ,
        F_,
        "Bartholomew",
        "got stung by a jellyfish on saturday in Brighton, 0/10 do not recommend",
        [
            M(
                "Bartholomew was stung by a jellyfish in Brighton on 2025-08-09.",
                R,
                "bartholomew; jellyfish; 2025-08-09",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        C_,
        "User",
        "I had my citizenship ceremony last Thursday, I'm officially Canadian now",
        [
            M(
                "The user had a citizenship ceremony on 2024-09-26.",
                R,
                "user; citizenship; 2024-09-26",
            ),
            M("The user is a Canadian citizen.", D, "user; canadian"),
        ],
    ),
    # third-person and named-subject statements
    S(
        "third-person-fact",
        NO,
        A_,
        None,
        "Hiroko Tanabe is the new head of the ceramics department at Lyndale College.",
        [
            M(
                "Hiroko Tanabe is the head of the ceramics department at Lyndale College.",
                D,
                "hiroko; ceramics; lyndale",
            )
        ],
    ),
    S(
        "third-person-fact",
        NL,
        B_,
        "Tunji",
        "Olumide got the job at the water board, he starts in July",
        [
            M(
                "Olumide got a job at the water board, starting in July 2024.",
                D,
                "olumide; water board",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        C_,
        "Gunnhild",
        "my neighbour Tore keeps bees on his roof, we get free honey",
        [M("Gunnhild's neighbour Tore keeps bees on his roof.", D, "tore; bees")],
    ),
    S(
        "third-person-fact",
        NO,
        D_,
        None,
        "The quiz team is called The Usual Suspects and meets at the Crooked Billet on Mondays.",
        [
            M(
                "The quiz team is called The Usual Suspects and meets at the Crooked Billet on Mondays.",
                D,
                "quiz team; usual suspects",
            )
        ],
    ),
    S(
        "third-person-fact",
        NJ,
        E_,
        "Nafisa",
        "our landlord Mr Ezeji is selling the whole building",
        [M("Nafisa's landlord Mr Ezeji is selling the building.", R, "ezeji; selling")],
    ),
    S(
        "third-person-fact",
        UA,
        F_,
        "User",
        "my son Theo got into the under-12 county chess team!",
        [M("The user's son Theo got into the under-12 county chess team.", D, "theo; chess")],
    ),
    # facts given on the way to a request
    S(
        "request-with-fact",
        UA,
        A_,
        "User",
        "I'm training for a triathlon in May, can you give me a swim plan? I can only do breaststroke",
        [
            M("The user is training for a triathlon in May 2024.", R, "user; triathlon"),
            M("The user can only swim breaststroke.", D, "user; breaststroke"),
        ],
    ),
    S(
        "request-with-fact",
        JM,
        B_,
        "User",
        "what's a good present for my wife? she's really into birdwatching",
        [M("The user's wife is into birdwatching.", D, "wife; birdwatching")],
    ),
    S(
        "request-with-fact",
        UA,
        C_,
        "User",
        "can you suggest dinners for a vegetarian who hates mushrooms? that's me btw",
        [
            M("The user is vegetarian.", D, "user; vegetarian"),
            M("The user hates mushrooms.", D, "user; mushrooms"),
        ],
    ),
    S(
        "request-with-fact",
        JM,
        D_,
        "User",
        "how do I say happy birthday to my Portuguese mother-in-law? her name is Graça",
        [M("The user's mother-in-law Graça is Portuguese.", D, "mother-in-law; graça")],
    ),
    S(
        "request-with-fact",
        UA,
        E_,
        "User",
        "I teach chemistry at a secondary school, can you make a periodic table quiz for year 9?",
        [M("The user teaches chemistry at a secondary school.", D, "user; chemistry")],
    ),
    S(
        "request-with-fact",
        JM,
        F_,
        "User",
        "I've got a 2009 Skoda Fabia, how often should the cambelt be changed?",
        [M("The user has a 2009 Skoda Fabia.", D, "user; skoda fabia")],
    ),
    # plans
    S(
        "plan",
        NL,
        A_,
        "Eamon",
        "we fly to Tórshavn on friday for my brother's wedding",
        [
            M(
                "Eamon flies to Tórshavn on 2024-02-23 for his brother's wedding.",
                R,
                "eamon; tórshavn; 2024-02-23",
            )
        ],
    ),
    S(
        "plan",
        TL,
        B_,
        "Sigrun",
        "I'm getting all my hair shaved off for charity this saturday",
        [
            M(
                "Sigrun is having her hair shaved off for charity on 2024-06-08.",
                R,
                "sigrun; hair; 2024-06-08",
            )
        ],
    ),
    S(
        "plan",
        NJ,
        C_,
        "Vadim",
        "dentist moved my appointment to wednesday at 9",
        [M("Vadim has a dentist appointment on 2024-10-02 at 9.", R, "vadim; dentist; 2024-10-02")],
    ),
    S(
        "plan",
        UA,
        D_,
        "User",
        "remind me I'm picking my mum up from the airport tomorrow at 6",
        [
            M(
                "The user is picking up their mum from the airport on 2025-01-18.",
                R,
                "user; mum; airport; 2025-01-18",
            )
        ],
    ),
    S(
        "plan",
        NL,
        E_,
        "Maelle",
        "starting a pottery course on monday, 8 weeks of wheel throwing",
        [
            M(
                "Maelle starts an eight-week pottery course on 2025-04-07.",
                R,
                "maelle; pottery; 2025-04-07",
            )
        ],
    ),
    S(
        "plan",
        TL,
        F_,
        "Ikaika",
        "we're moving to Hilo next month, Kiana got the teaching job there",
        [
            M("Ikaika is moving to Hilo in 2025-09.", R, "ikaika; hilo; 2025-09"),
            M("Kiana got a teaching job in Hilo.", D, "kiana; teaching"),
        ],
    ),
    # answers to the other speaker's question
    S(
        "fragment-answer",
        NL,
        A_,
        "Philomena",
        "the garden centre on Tanyard Lane. tills mostly",
        [
            M(
                "Philomena works at the garden centre on Tanyard Lane.",
                D,
                "philomena; garden centre; tanyard lane",
            )
        ],
        [("Wilf", "where are you working these days?")],
    ),
    S(
        "fragment-answer",
        TL,
        B_,
        "Gudrun",
        "a basset hound. laziest dog alive",
        [M("Gudrun has a basset hound.", D, "gudrun; basset hound")],
        [("Noel", "what breed is your dog?")],
    ),
    S(
        "fragment-answer",
        NJ,
        D_,
        "Florin",
        "3rd of march",
        [M("Florin's birthday is on 3 March.", D, "florin; 3rd of march|march")],
        [("Greer", "when's your birthday again?")],
    ),
    S(
        "fragment-answer",
        UA,
        E_,
        "User",
        "Thessaloniki",
        [M("The user lives in Thessaloniki.", D, "user; thessaloniki")],
        [("Assistant", "Which city are you based in?")],
    ),
    S(
        "fragment-answer",
        JM,
        F_,
        "User",
        "cello, badly",
        [M("The user plays the cello.", D, "user; cello")],
        [("Assistant", "What instrument do you play?")],
    ),
    # lasting preferences
    S(
        "preference",
        NL,
        B_,
        "Ludovic",
        "i can't stand coriander, it tastes like soap to me",
        [M("Ludovic can't stand coriander.", D, "ludovic; coriander")],
    ),
    S(
        "preference",
        TL,
        C_,
        "Yaretzi",
        "my favourite band is still the Cocteau Twins, forever",
        [M("Yaretzi's favourite band is the Cocteau Twins.", D, "yaretzi; cocteau twins")],
    ),
    S(
        "preference",
        NJ,
        D_,
        "Farid",
        "I always take the window seat on trains, non negotiable",
        [M("Farid always takes the window seat on trains.", D, "farid; window seat")],
    ),
    S(
        "preference",
        UA,
        F_,
        "User",
        "I prefer my emails short, bullet points please",
        [M("The user prefers short emails with bullet points.", D, "user; emails")],
    ),
    S(
        "preference",
        JM,
        A_,
        "User",
        "I hate flying, I always take the train if I can",
        [M("The user hates flying and takes the train when possible.", D, "user; flying")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        C_,
        "Zofia",
        "I've got covid again, day three, can't taste a thing",
        [M("Zofia has covid.", R, "zofia; covid")],
    ),
    S(
        "recent-state",
        TL,
        D_,
        "Devesh",
        "we're snowed in at my in-laws' in Aviemore till the roads clear",
        [M("Devesh is snowed in at his in-laws' in Aviemore.", R, "devesh; aviemore")],
    ),
    S(
        "recent-state",
        NJ,
        E_,
        "Clothilde",
        "I'm on crutches, sprained my knee at netball on wednesday",
        [
            M(
                "Clothilde sprained her knee at netball on 2025-04-02.",
                R,
                "clothilde; knee; 2025-04-02",
            ),
            M("Clothilde is on crutches.", R, "clothilde; crutches"),
        ],
    ),
    S(
        "recent-state",
        UA,
        B_,
        "User",
        "I'm off work on jury service for the next two weeks",
        [M("The user is on jury service.", R, "user; jury service")],
    ),
    S(
        "recent-state",
        NL,
        F_,
        "Tancredi",
        "staying at my brother's in Ferrara until the flat's sorted",
        [M("Tancredi is staying at his brother's in Ferrara.", R, "tancredi; ferrara")],
    ),
    # second-person confirmations
    S(
        "second-person",
        NL,
        A_,
        "Mairead",
        "yep, still there, five years in june",
        [M("Mairead works at the vet's in Kendal.", D, "mairead; vet's; kendal")],
        [("Joss", "you're still at the vet's in Kendal, right?")],
    ),
    S(
        "second-person",
        TL,
        C_,
        "Bronagh",
        "two boys, yeah, 4 and 6",
        [M("Bronagh has two boys, aged 4 and 6.", D, "bronagh; boys")],
        [("Lux", "you've got kids now, haven't you?")],
    ),
    S(
        "second-person",
        NJ,
        E_,
        "Solange",
        "sold it in march, I miss it every day",
        [M("Solange sold her camper van in 2025-03.", R, "solange; camper van; 2025-03")],
        [("Chukwuma", "so you sold the camper van?")],
    ),
    S(
        "second-person",
        UA,
        D_,
        "User",
        "yes, peanuts and cashews",
        [M("The user is allergic to peanuts and cashews.", D, "user; peanuts")],
        [("Assistant", "You mentioned you're allergic to nuts, is that right?")],
    ),
    S(
        "second-person",
        NL,
        F_,
        "Ottoline",
        "guilty. every thursday at the library",
        [
            M(
                "Ottoline runs the chess club at the library every Thursday.",
                D,
                "ottoline; chess club",
            )
        ],
        [("Wynn", "you're the one who runs the chess club?")],
    ),
    # pronoun answers
    S(
        "pronoun-answer",
        NL,
        B_,
        "Ansel",
        "my grandad painted it in the seventies",
        [
            M(
                "Ansel's grandad painted the big sea picture in Ansel's hall.",
                D,
                "ansel; grandad; painted",
            )
        ],
        [("Tabitha", "who painted that big sea picture in your hall?")],
    ),
    S(
        "pronoun-answer",
        TL,
        D_,
        "Ilona",
        "my uncle built it from spare parts",
        [M("Ilona's uncle built Ilona's bike from spare parts.", D, "ilona; uncle; bike")],
        [("Selim", "where did you get that bike?")],
    ),
    S(
        "pronoun-answer",
        NJ,
        A_,
        "Branwen",
        "my aunt Nesta taught me when I was nine",
        [M("Branwen's aunt Nesta taught Branwen to knit.", D, "branwen; nesta; knit")],
        [("Corin", "who taught you to knit?")],
    ),
    S(
        "pronoun-answer",
        TL,
        E_,
        "Linnea",
        "it's my sister's, she's lending it to me while mine's at the garage",
        [
            M(
                "Linnea is borrowing her sister's car while her own is at the garage.",
                R,
                "linnea; sister's; car",
            )
        ],
        [("Pavel", "whose car is that outside?")],
    ),
    # notes
    S(
        "note",
        NO,
        B_,
        None,
        "Note: Dr Abernethy's clinic has moved to 14 Ropewalk Street.",
        [M("Dr Abernethy's clinic is at 14 Ropewalk Street.", D, "abernethy; 14 ropewalk street")],
    ),
    S(
        "note",
        UA,
        C_,
        "User",
        "Note for later: my passport expires in June 2026.",
        [M("The user's passport expires in June 2026.", D, "passport; 2026-06")],
    ),
    S(
        "note",
        JM,
        E_,
        "User",
        "for the record, our wedding anniversary is the 21st of October",
        [
            M(
                "The user's wedding anniversary is on 21 October.",
                D,
                "anniversary; 21st of october|october",
            )
        ],
    ),
    S(
        "note",
        NO,
        F_,
        None,
        "Gate code for the allotments is now 5820.",
        [M("The gate code for the allotments is 5820.", D, "allotments; 5820")],
    ),
    S(
        "note",
        UA,
        A_,
        "User",
        "Remember that my son's school is Hollybank Primary.",
        [M("The user's son goes to Hollybank Primary.", D, "son; hollybank primary")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        C_,
        "Morwenna",
        "I'm 41, I've got two cats and I've just started learning Japanese",
        [
            M("Morwenna is 41.", D, "morwenna; 41"),
            M("Morwenna has two cats.", D, "morwenna; cats"),
            M("Morwenna has started learning Japanese.", R, "morwenna; japanese"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        E_,
        "Ruben",
        "moved to Dunedin in january, working at the botanic garden now",
        [
            M("Ruben moved to Dunedin in 2025-01.", R, "ruben; dunedin; 2025-01"),
            M("Ruben works at the botanic garden.", D, "ruben; botanic garden"),
        ],
    ),
    S(
        "multi-fact",
        NJ,
        B_,
        "Ifeoma",
        "my brother Chidi is a pilot and my mum runs a pharmacy in Onitsha",
        [
            M("Ifeoma's brother Chidi is a pilot.", D, "chidi; pilot"),
            M("Ifeoma's mum runs a pharmacy in Onitsha.", D, "ifeoma; pharmacy; onitsha"),
        ],
    ),
    S(
        "multi-fact",
        UA,
        F_,
        "User",
        "I'm a night nurse and I've got two teenagers, so sleep is a rumour",
        [
            M("The user is a night nurse.", D, "user; night nurse"),
            M("The user has two teenagers.", D, "user; teenagers"),
        ],
    ),
]

SENTENCES += [
    # chatter
    S("chatter", NL, A_, "Dorian", "haha no way"),
    S("chatter", TL, B_, "Marisela", "ok ok I'll stop spamming you with photos"),
    S("chatter", NJ, C_, "Teodora", "morning! coffee first, words later"),
    S("chatter", NL, D_, "Cormac", "brb the kettle's screaming"),
    S("chatter", TL, E_, "Liesbeth", "lol same"),
    S("chatter", UA, F_, "User", "hello again"),
    S("chatter", JM, A_, "User", "ok let's try that again"),
    S("chatter", NL, F_, "Ottoline", "right I'm off, speak soon x"),
    # questions
    S("question", NL, A_, "Philomena", "did you ever get the boiler fixed?"),
    S("question", TL, B_, "Gudrun", "what time does the match start on saturday?"),
    S("question", NJ, C_, "Florin", "have you been to that new ramen place by the station?"),
    S("question", UA, D_, "User", "what's the capital of Kyrgyzstan?"),
    S("question", JM, E_, "User", "how long do I boil an egg for a runny yolk?"),
    S("question", NL, F_, "Ludovic", "are you still doing the allotment?"),
    S("question", TL, C_, "Yaretzi", "who's coming on friday?"),
    S("question", UA, B_, "User", "can you explain how compound interest works?"),
    # compliments
    S("compliment", NL, B_, "Farid", "your bread looks amazing, honestly better than a bakery"),
    S(
        "compliment",
        TL,
        D_,
        "Devesh",
        "it's gorgeous, you're so talented",
        context=[("Sigrun", "what do you think? be honest")],
    ),
    S("compliment", NJ, E_, "Clothilde", "you're the best listener I know"),
    S("compliment", UA, A_, "User", "you're really good at this"),
    S("compliment", JM, C_, "User", "great answer, very clear"),
    S("compliment", NL, C_, "Zofia", "love your new haircut!!"),
    S("compliment", TL, F_, "Tancredi", "that photo of the harbour is stunning"),
    # hypotheticals
    S("hypothetical", NL, D_, "Mairead", "if I won the lottery I'd buy a vineyard in Portugal"),
    S("hypothetical", TL, A_, "Bronagh", "maybe one day I'll learn to fly a plane, who knows"),
    S("hypothetical", NJ, B_, "Solange", "if we had a garden I'd get a dog straight away"),
    S("hypothetical", UA, C_, "User", "if I moved to Norway, would I need a visa?"),
    S(
        "hypothetical",
        JM,
        D_,
        "User",
        "suppose I wanted to retire at 55, how much would I need saved?",
    ),
    S("hypothetical", NL, E_, "Ansel", "I'd love to live on a boat someday"),
    S("hypothetical", TL, F_, "Ilona", "in another life I'd have been a marine biologist"),
    # other people's opinions
    S("others-opinion", NL, A_, "Branwen", "my dad thinks electric cars are a fad"),
    S("others-opinion", TL, B_, "Linnea", "Dex reckons the new manager won't last a month"),
    S(
        "others-opinion",
        NJ,
        C_,
        "Morwenna",
        "my sister says the sequel is better than the first film",
    ),
    S(
        "others-opinion",
        NL,
        D_,
        "Ruben",
        "Joel thinks we should paint the kitchen yellow, I'm not convinced",
    ),
    S("others-opinion", UA, E_, "User", "my boss thinks remote work makes people lazy"),
    S("others-opinion", TL, E_, "Ifeoma", "mum says the traffic at home is worse than ever"),
    S("others-opinion", JM, F_, "User", "my friend swears cold showers cured her anxiety"),
    # opinions about the world
    S("generic-opinion", NL, B_, "Eamon", "trains are always late in winter, it's just how it is"),
    S("generic-opinion", TL, C_, "Sigrun", "nobody reads the terms and conditions"),
    S("generic-opinion", NJ, D_, "Vadim", "coffee tastes better out of a proper cup"),
    S("generic-opinion", UA, F_, "User", "AI art is kind of soulless, isn't it"),
    S("generic-opinion", NL, E_, "Maelle", "winter is the best season for soup"),
    S(
        "generic-opinion",
        NO,
        A_,
        None,
        "Public libraries are the last free warm places in most towns.",
    ),
    S("generic-opinion", TL, D_, "Ikaika", "the ocean always calms people down"),
    # passing moods
    S("passing-mood", NL, C_, "Aurelio", "ugh I'm so tired today"),
    S("passing-mood", TL, D_, "Sunniva", "feeling weirdly happy this morning"),
    S("passing-mood", NJ, E_, "Odalys", "bit fed up tonight tbh"),
    S("passing-mood", UA, A_, "User", "I'm a bit stressed right now"),
    S("passing-mood", NL, F_, "Lorcan", "so bored in this meeting"),
    S("passing-mood", JM, B_, "User", "I'm in a good mood today, let's do this"),
    S("passing-mood", TL, A_, "Ysolde", "hungry. so hungry."),
    # the assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        B_,
        "Assistant",
        "You could build a blanket fort and have a picnic inside it.",
        context=[("User", "any ideas for a rainy afternoon indoors?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        C_,
        "Assistant",
        "Try a longer first rise somewhere warm.",
        context=[("User", "why does homemade bread come out so dense?")],
    ),
    S(
        "assistant-suggestion",
        UA,
        D_,
        "Assistant",
        "You might like a long history podcast; they are easy to follow while driving.",
        context=[("User", "good podcast for a long drive?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        E_,
        "Assistant",
        "Keep it on a sunny windowsill and pinch off the flower buds.",
        context=[("User", "how do I keep basil alive?")],
    ),
    S(
        "assistant-suggestion",
        UA,
        F_,
        "Assistant",
        "Consider putting your phone in another room an hour before bed.",
        context=[("User", "how do I fall asleep faster?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        A_,
        "Assistant",
        "I'd suggest the Upper Barrakka Gardens in the morning and the Three Cities in the afternoon.",
        context=[("User", "what should I see in Valletta in one day?")],
    ),
    # thanks
    S("thanks", UA, C_, "User", "thanks, that's perfect"),
    S("thanks", JM, D_, "User", "cheers, really appreciate it"),
    S("thanks", UA, E_, "User", "thank you so much!!"),
    S("thanks", NL, B_, "Kwabena", "thanks mate, owe you one"),
    S("thanks", TL, C_, "Henrike", "ta, you're a star"),
]


# -- more questions: dates in words, dates counted back from the day they are asked, and the
# spoken session (asked on 2026-12-03: "last year" is 2025, "two years ago" 2024) ------------

CASIMIR_YETUNDE.questions += [
    Q(
        "s",
        "Which concert hall made Casimir its house tuner in the winter almost three years ago?",
        "the Lindenhof",
        "lindenhof",
        "lindenhof; house tuner",
        "relative-question-date",
        True,
    ),
    Q(
        "t",
        "In which month did Yetunde and Kelechi move to Liège?",
        "2024-07",
        "move",
        "liège; next month",
        "relative-date second-person",
    ),
    Q(
        "s",
        "What did Casimir and Yetunde plan for his birthday?",
        "dinner at the Vietnamese place by the station, then karaoke",
        "bday-plan",
        "vietnamese; karaoke",
        "",
    ),
]
DAGNY_ZEKE.questions += [
    Q("t", "When did Dagny get out of her walking boot?", "2024-07-27", "boot-off", "boot", ""),
    Q(
        "s",
        "Which instrument did Dagny start learning in the spring almost three years ago?",
        "the nyckelharpa",
        "harpa",
        "nyckelharpa",
        "relative-question-date",
        True,
    ),
    Q(
        "t",
        "In which month did Gösta die?",
        "2024-11",
        "gosta-died",
        "gösta; died; november",
        "relative-date",
    ),
]
PERPETUA_EVANDER.questions += [
    Q(
        "t",
        "In which month did Evander's mother move into the care home?",
        "2024-08",
        "care-home",
        "care home; next week",
        "relative-date",
    ),
    Q(
        "t",
        "In which month did Perpetua start at her new parish?",
        "2025-01",
        "parish eleven",
        {"parish": "parish", "eleven": "january"},
        "relative-date",
    ),
    Q(
        "s",
        "Was Perpetua working full time as a hospital chaplain in May 2024?",
        "yes, full time and on call every other week",
        "thursday",
        "full time",
        "second-person human-date",
    ),
    Q(
        "s",
        "What kind of boat did Perpetua buy a share of in the summer two years ago?",
        "a sailing dinghy",
        "puffin",
        "sailing dinghy",
        "relative-question-date",
    ),
]
BILLIE_RASMUS.questions += [
    Q(
        "t",
        "In which month did Rasmus start the driving instructor course?",
        "2024-10",
        "theory",
        "instructor course",
        "",
    ),
    Q(
        "s",
        "Where did Billie buy a cottage last year?",
        "Yetholm",
        "yetholm",
        "cottage; yetholm",
        "relative-question-date",
        True,
    ),
]
GWILYM.questions += [
    Q(
        "t",
        "When did the vet come to the user's farm for the TB test?",
        "2024-11-22",
        "tb tb-fix",
        {"tb": "vet; tb test", "tb-fix": "vet; friday"},
        "latest relative-date",
    ),
    Q(
        "t",
        "When did the user finish planting the hedge?",
        "2024-11-16",
        "planted",
        "hedge; planting; saturday",
        "relative-date",
    ),
    Q(
        "s",
        "When is my wife's birthday?",
        "9 December",
        "sian-bday",
        "siân's birthday; 9th of december",
        "first-person-question",
        True,
    ),
    Q(
        "s",
        "How many of Carys's friends helped plant the hedge?",
        "six",
        "planted",
        "carys; six",
        "",
    ),
]
PHILIPPA.questions += [
    Q(
        "s",
        "Where do I live now?",
        "Geelong",
        "moved",
        "geelong",
        "first-person-question latest",
        True,
    ),
    Q(
        "t",
        "In which month did the user and Jem plan to move to Geelong?",
        "2025-04",
        "move",
        "geelong; end of april",
        "",
    ),
    Q(
        "s",
        "How many students do I tutor now?",
        "20",
        "students",
        "20 now",
        "first-person-question latest",
    ),
]

CASIMIR_YETUNDE.questions += [
    Q(
        "m",
        "Who looked after Casimir when he sprained his wrist, and where did that person move after they split up?",
        "Lucien, who moved to Eindhoven",
        "lucien eindhoven",
        {"lucien": "lucien", "eindhoven": "eindhoven"},
        "event-chain",
    ),
    Q(
        "o",
        "Which language is mostly spoken in the city Yetunde moved to for the rail job?",
        "French",
        "move",
        "liège",
        "",
    ),
]
DAGNY_ZEKE.questions += [
    Q(
        "m",
        "At which pub did Zeke meet Honor, and in which town is it?",
        "The Wold Hart, in Driffield",
        "wold honor",
        {"wold": "wold hart; driffield", "honor": "honor; pub"},
        "event-chain",
    ),
    Q("o", "Which sea is Grimsby, where Honor works, on?", "the North Sea", "honor", "grimsby", ""),
]
PERPETUA_EVANDER.questions += [
    Q(
        "m",
        "Who took Perpetua sailing on her birthday in 2025, and where does he volunteer?",
        "Gethin, at the lifeboat station",
        "sunset lifeboat",
        {"sunset": "gethin; puffin", "lifeboat": "gethin; lifeboat station"},
        "event-chain",
    ),
]
BILLIE_RASMUS.questions += [
    Q(
        "m",
        "How old was Mikkel when he passed his driving test?",
        "17",
        "mikkel-17 mikkel-pass",
        {"mikkel-17": "17", "mikkel-pass": "mikkel; passed"},
        "event-chain pronoun",
    ),
]
GWILYM.questions += [
    Q(
        "o",
        "In which hemisphere does the user's brother farm?",
        "the southern hemisphere",
        "nz",
        "otago",
        "",
    ),
]
PHILIPPA.questions += [
    Q(
        "m",
        "What are the user's two pets called now?",
        "Fibonacci the cat and Hypatia the ferret",
        "fibonacci hypatia",
        {"fibonacci": "fibonacci", "hypatia": "hypatia"},
        "latest",
    ),
]


if __name__ == "__main__":
    sys.exit(main())
