# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the fourth development recall set (this folder) from the hand-written material.

It was written blind as the fourth held-out set and became a development set on 2026-12-04.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
This script (with ``bench/_handwritten.py``, the format the hand-written sets share) only
numbers turns, resolves the turn labels that questions point at, checks the labels against
the scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-dev4/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev4/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho4"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev4/write.py), written blind to the extractor rules as the "
        "fourth held-out set; a development set since 2026-12-04"
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

KERENSA_RADOMIR = Conv(
    "pair",
    "named_lines",
    ["Kerensa", "Radomir"],
    """
@ 2024-01-13
Kerensa: rado are you still alive over there or did the cold get you
Radomir: alive! minus 9 here this morning. the tram doors froze shut, i had to walk to rehearsal
Kerensa: brr. its raining sideways in falmouth as usual, so nothing new
Radomir: big news, my sister zdenka had her baby on wednesday. a girl, hania, 3.4 kilo {hania}
Kerensa: ahh congrats uncle rado!! send pics
Radomir: later, my phone is full of her already. how is the glass business
Kerensa: busy actually. got a commission for 40 wine glasses for a fish restaurant in st ives, they want them by the 9th of february {stives}
Kerensa: so i'm basically living in the hot shop with pasco till then. he does the gathers, i do the shaping {pasco}
Radomir: 40 identical glasses sounds like torture
Kerensa: they wont be identical lol thats the charm, i'll tell them its the charm
Radomir: haha. my wrist is being weird btw, right one. it aches after every concert, the beethoven 9 last week was bad {wrist}
Kerensa: rado you hit drums for a living, go see someone before it gets worse
Radomir: yes mama. i'm seeing the orchestra doctor on monday {doctor}
Kerensa: good. jory says hi, he's been out on the pilot boat all week bringing tankers into the carrick roads {jory}
Radomir: tell him hi back. ok, practice time. boom boom
@ 2024-03-21
Kerensa: hows the wrist, what did the doctor say in the end
Radomir: tendonitis. right forearm, both tendons angry. no timpani for six weeks, physio twice a week {tendon}
Kerensa: oh rado. are they paying you still?
Radomir: sick pay, yes. but i'm bored out of my mind, i've watched every episode of everything
Kerensa: i feel you a bit, i burned my hand on the glory hole two weeks ago, only a small one but i couldnt work for four days {burn}
Radomir: "glory hole" i will never get used to your job words
Kerensa: grow up lol. anyway better news, WE GOT A DOG {dog}
Radomir: what!! jory said never
Kerensa: jory caved. saluki from the rescue in redruth, picked her up on saturday, she's called wisp {wisp}
Radomir: wisp the saluki. perfect. is she fast
Kerensa: she is fast for 30 seconds and then sleeps for 6 hours
Radomir: my kind of dog. i have news too, maybe. there's a job teaching percussion at the music academy in poznań {krakow-job}
Kerensa: ooh. would you leave the orchestra?
Radomir: if they take me, yes. the wrist is telling me something. interview is the 4th of april {interview}
Kerensa: fingers crossed, both hands
@ 2024-06-02
Radomir: i got it!! the poznań job. i start teaching in october {got-job}
Kerensa: RADO!!! i knew it. congratulations
Radomir: thank you. and the wrist is ok now, back playing since mid may but i'm careful
Kerensa: what does jagoda think, is she coming with you {jagoda}
Radomir: she is not so happy. her work is here, she says she can't leave the hospital lab {jagoda-lab}
Kerensa: oof. long distance is hard but its only 3 hours on the train right
Radomir: 3 and a half. we will see. how is wisp
Kerensa: wisp ate a whole sock on thursday and we spent 300 quid at the vets for her to throw it back up {sock}
Radomir: 300 for a sock!
Kerensa: most expensive sock in cornwall. oh and my stuff is going in an exhibition!! the gallery on chapel street in penzance, opening the 14th of june {exhibition}
Radomir: you are famous now
Kerensa: famous in penzance. the st ives glasses went down well, the owner ordered 20 more {more-glasses}
Radomir: of course they did
Kerensa: jorys mum is having a hip replacement on tuesday so he's going up to bodmin to look after her for a bit {hip}
Radomir: send her my wishes
Kerensa: will do x
@ 2024-08-27
Radomir: jagoda and i broke up. saturday. it was calm, we both knew {breakup}
Kerensa: oh rado. i'm so sorry. are you ok?
Radomir: sad but ok. better than pretending for a year with trains in between
Kerensa: when do you move?
Radomir: the 7th of september. i found a flat in wilda, small but it has a balcony over the river {move}
Kerensa: balcony!! ok that helps. so you're leaving wrocław for good {leaving-q}
Radomir: yes. 11 years there. strange feeling {leaving}
Kerensa: ok i have news and i didnt want to say it right after your breakup but. i'm pregnant {pregnant}
Radomir: KERENSA. oh my god. congratulations!!!
Kerensa: due the 20th of feb. no wait, they changed it at the scan, the 26th of february {due}
Radomir: a february baby. does jory know lol
Kerensa: haha jory cried in the car park. also the exhibition went really well, i sold 11 pieces {sold}
Radomir: 11! and the pregnancy, are you allowed near the furnace?
Kerensa: midwife says cut down. pasco's taking most of the hot work and i'm doing the cold work and the shop
Radomir: you will be bored, like me with my wrist
Kerensa: i'll survive. wisp is already guarding my belly, she knows
@ 2024-11-10
Kerensa: how is poznań treating you professor
Radomir: not professor, just teacher haha. i have 14 students, the youngest is 17 and already better than me at marimba {students}
Kerensa: lol. do you like it?
Radomir: i love it. also i joined a jazz trio, we play in a bar in jeżyce every thursday {trio}
Kerensa: jazz rado!! what do you play in it
Radomir: drums, the small kit. my wrist likes it more than timpani {kit}
Kerensa: we moved house on friday!! {moved}
Radomir: where to?
Kerensa: a little cottage in mylor, 10 mins from the workshop. two bedrooms so the baby gets one {mylor}
Radomir: and wisp?
Kerensa: wisp has taken the sofa and the bed and the baby's room. wisp owns the house
Radomir: of course. how are you feeling
Kerensa: huge and tired. 25 weeks. my mum is coming down from taunton to stay in january {mum}
Radomir: good, you will need her
@ 2025-01-18
Kerensa: rado. she came early. elowen, born on tuesday, 2.8 kilo {born}
Radomir: WHAT. already?? are you both ok??
Kerensa: we're both fine. she was 6 weeks early so she's in the special care unit at treliske for a bit but shes feeding well {scu}
Radomir: oh kerensa. i am so happy. elowen is a beautiful name
Kerensa: its cornish, means elm tree. jory picked it {elowen-name}
Radomir: tell jory he did good
Kerensa: and you? any news from the land of pierogi
Radomir: i met someone. kasia. she restores old maps at the national museum {kasia}
Kerensa: a map restorer!! thats so you. how did you meet
Radomir: she came to the jazz bar, she said the drummer was too loud. so i bought her a drink {kasia-met}
Kerensa: ha, the best love stories start with a complaint
Radomir: i'm coming to cornwall in april to meet elowen. flying into newquay the 12th of april {visit}
Kerensa: yesss. wisp will lose her mind
Radomir: wisp and me, old friends already
""",
    [
        Q("s", "What is the name of Radomir's sister's baby?", "Hania", "hania", "hania", "", True),
        Q("t", "When was Hania born?", "2024-01-10", "hania", "hania; baby", "relative-date"),
        Q(
            "s",
            "Who is Hania's mother?",
            "Radomir's sister Zdenka",
            "hania",
            "zdenka; sister",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "How many wine glasses did the St Ives restaurant order from Kerensa at first?",
            "40",
            "stives",
            "40 wine glasses; st ives",
            "",
        ),
        Q(
            "t",
            "By what date did the St Ives restaurant want its glasses?",
            "2024-02-09",
            "stives",
            "february",
            "human-date",
        ),
        Q(
            "s",
            "Who does the gathers in Kerensa's hot shop?",
            "Pasco",
            "pasco",
            "pasco; gathers",
            "",
            True,
        ),
        Q(
            "s",
            "What does Jory do for work?",
            "on the pilot boat, bringing tankers into the Carrick Roads",
            "jory",
            "pilot boat",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What instrument did Radomir play in the orchestra?",
            "timpani",
            "wrist tendon",
            {"wrist": "drums|concert", "tendon": "timpani"},
            "",
        ),
        Q(
            "t",
            "When did Radomir see the orchestra doctor about his wrist?",
            "2024-01-15",
            "doctor",
            "orchestra doctor",
            "relative-date",
        ),
        Q(
            "s",
            "What was Radomir diagnosed with?",
            "tendonitis in his right forearm",
            "tendon",
            "tendonitis; forearm",
            "fragment",
        ),
        Q(
            "t",
            "When did Kerensa burn her hand?",
            "2024-03-07",
            "burn",
            "burned; hand",
            "relative-date",
        ),
        Q("s", "What breed is Wisp?", "a saluki", "wisp", "wisp; saluki", "", True),
        Q(
            "t",
            "When did Kerensa pick up Wisp?",
            "2024-03-16",
            "wisp",
            "wisp; saluki",
            "relative-date",
        ),
        Q("s", "Where did Wisp come from?", "a rescue in Redruth", "wisp", "rescue; redruth", ""),
        Q(
            "t",
            "When was Radomir's interview for the Poznań job?",
            "2024-04-04",
            "interview",
            "interview; april",
            "human-date",
        ),
        Q(
            "s",
            "What does Radomir teach at the music academy in Poznań?",
            "percussion",
            "krakow-job got-job",
            {"krakow-job": "percussion; poznań", "got-job": "poznań; teaching"},
            "latest",
            True,
        ),
        Q("t", "When did Wisp swallow a sock?", "2024-05-30", "sock", "sock", "relative-date"),
        Q(
            "s",
            "How much did the vet bill for Wisp's sock come to?",
            "300 quid",
            "sock",
            "300",
            "pronoun",
        ),
        Q(
            "t",
            "When did Kerensa's exhibition in Penzance open?",
            "2024-06-14",
            "exhibition",
            "penzance; june",
            "human-date",
        ),
        Q(
            "t",
            "When was Jory's mother's hip replacement?",
            "2024-06-04",
            "hip",
            "hip replacement",
            "relative-date",
        ),
        Q(
            "t",
            "When did Radomir and Jagoda break up?",
            "2024-08-24",
            "breakup",
            "jagoda; broke up",
            "relative-date",
        ),
        Q(
            "s",
            "Where does Jagoda work?",
            "a hospital lab",
            "jagoda jagoda-lab",
            {"jagoda": "jagoda", "jagoda-lab": "hospital lab"},
            "pronoun third-person-fact",
        ),
        Q(
            "s",
            "Which part of Poznań did Radomir find a flat in?",
            "Wilda",
            "move",
            "wilda",
            "",
            True,
        ),
        Q(
            "s",
            "How long had Radomir lived in Wrocław?",
            "11 years",
            "leaving-q leaving",
            {"leaving-q": "wrocław", "leaving": "11 years"},
            "second-person",
        ),
        Q(
            "t",
            "When was Kerensa's baby due after the scan?",
            "2025-02-26",
            "due",
            "due; february",
            "latest",
        ),
        Q(
            "s",
            "How many pieces did Kerensa sell at the Penzance exhibition?",
            "11",
            "sold",
            "11 pieces",
            "pronoun",
        ),
        Q(
            "s",
            "How many students does Radomir teach in Poznań?",
            "14",
            "students",
            "14 students",
            "",
        ),
        Q(
            "s",
            "Where does Radomir's jazz trio play?",
            "a bar in Jeżyce, every Thursday",
            "trio",
            "jazz trio; jeżyce",
            "",
            True,
        ),
        Q(
            "t",
            "When did Kerensa move house?",
            "2024-11-08",
            "moved",
            "moved house",
            "relative-date",
        ),
        Q(
            "m",
            "Where do Kerensa, Jory and Wisp live now?",
            "a cottage in Mylor",
            "moved mylor",
            {"moved": "moved", "mylor": "cottage; mylor"},
            "latest event-chain",
            True,
        ),
        Q("s", "Where does Kerensa's mother live?", "Taunton", "mum", "mum; taunton", "", True),
        Q("t", "When was Elowen born?", "2025-01-14", "born", "elowen; born", "relative-date"),
        Q(
            "m",
            "How early was Kerensa's daughter born compared with her due date?",
            "6 weeks early",
            "due born scu",
            {"due": "february", "born": "elowen", "scu": "6 weeks early"},
            "event-chain",
        ),
        Q(
            "s",
            "What does Kasia do?",
            "she restores old maps at the national museum",
            "kasia",
            "kasia; maps",
            "third-person-fact",
            True,
        ),
        Q(
            "t",
            "When is Radomir flying into Newquay?",
            "2025-04-12",
            "visit",
            "newquay; april",
            "human-date",
        ),
        Q(
            "o",
            "In which country is the town where Radomir's new job is?",
            "Poland",
            "got-job",
            "poznań",
            "",
        ),
        Q(
            "o",
            "Which county is the cottage Kerensa moved to in?",
            "Cornwall",
            "mylor",
            "mylor",
            "",
        ),
        Q(
            "m",
            "What was Radomir's relationship status when he moved to Poznań, and who did he meet there?",
            "he had just broken up with Jagoda; he met Kasia, a map restorer",
            "breakup kasia",
            {"breakup": "jagoda; broke up", "kasia": "kasia"},
            "event-chain",
        ),
    ],
)
CONVERSATIONS.append(KERENSA_RADOMIR)

MIRABEL_THADDEUS = Conv(
    "pair",
    "timestamped_lines",
    ["Mirabel", "Thaddeus"],
    """
@ 2024-04-06
Thaddeus: ciao from the land of varnish and espresso
Mirabel: TAD. finally. i was starting to think cremona swallowed you
Thaddeus: it nearly did. maestra benedetta has me carving the scroll of my first violin, its taken 3 weeks and it still looks like a snail that gave up {scroll}
Mirabel: a scroll is literally supposed to look like a snail right
Thaddeus: a confident snail. mine is a depressed snail
Mirabel: lol. ok my news, our curling team won the club bonspiel on sunday!!! {bonspiel}
Thaddeus: i understood none of those words but congrats
Mirabel: curling tournament. i'm the skip now, i yell at people to sweep {skip}
Thaddeus: that's the most you thing ive ever heard
Mirabel: admiral is not impressed, he sat on the trophy {admiral}
Thaddeus: who's admiral again, the cat or the boyfriend
Mirabel: the CAT tad. there's no boyfriend. there's a 9-year-old tabby who thinks he runs the house {admiral-cat}
Thaddeus: fair. speaking of pets i got a turtle. on thursday. his name is garibaldi {garibaldi}
Mirabel: you got a turtle?? in a rented room??
Thaddeus: gianluca's cousin was moving to milan and couldnt take him. he's 40 years old apparently. older than me {tortoise-age}
Mirabel: so he'll outlive both of us. perfect pet
Thaddeus: work ok? still typing up murders
Mirabel: fraud this time, a big one, six weeks of a trial at the law courts. my fingers are going to fall off {fraud}
Thaddeus: stenographer fingers of steel
@ 2024-06-19
Mirabel: sorry i went quiet. my dad had a stroke on the 9th {stroke}
Thaddeus: oh mirrie. i'm so sorry. how is he?
Mirabel: stable. he's in the hospital in brandon, its a 2 hour drive so i've been up and down the highway every weekend {brandon}
Thaddeus: is he talking?
Mirabel: slurry but yes. his left arm is weak. the physio says months not weeks {left-arm}
Thaddeus: and your mum?
Mirabel: colleen is a rock. she's also driving me insane, she reorganised my whole kitchen while i was at the hospital {colleen}
Thaddeus: thats a mum's way of coping
Mirabel: i know. tell me something normal please
Thaddeus: ok. the violin is "in the white", which means its finished except varnish. benedetta said the f holes are "not terrible" which from her is basically a medal {white}
Mirabel: haha. and gianluca?
Thaddeus: his nonna had us for sunday lunch. she thinks my italian sounds like a cowboy {nonna}
Mirabel: you ARE a cowboy, you're from ohio {ohio}
Thaddeus: dayton is not cowboy country mirrie {dayton}
@ 2024-09-03
Thaddeus: so. gianluca and i split up. three weeks ago {split}
Mirabel: oh no tad. what happened
Thaddeus: nothing dramatic. he wants to go back to rome, i want to stay and finish my apprenticeship. we just ran out of road {rome}
Mirabel: are you ok? where are you living?
Thaddeus: i moved into the room above the workshop. benedetta charges me nothing but i have to sweep the shavings every morning {room}
Mirabel: that's the best deal in italy
Thaddeus: garibaldi got custody of me basically. how's your dad
Mirabel: home! walking with a cane since august. he's mad he can't drive {cane}
Thaddeus: thats huge progress
Mirabel: and i've decided something. i'm moving to brandon, to be near them {decide}
Thaddeus: whoa. what about the court?
Mirabel: handed in my notice. last day is friday the 29th of november {notice}
Thaddeus: so you're leaving winnipeg for good {winnipeg-q}
Mirabel: yep, after 14 years. i found remote work with a transcription company in ottawa {remote}
Thaddeus: proud of you mirrie. big move
Mirabel: admiral is going to hate the car ride
@ 2024-12-14
Mirabel: greetings from brandon! moved on the 7th {moved}
Thaddeus: you did it!! how's the new place
Mirabel: a basement suite 5 mins from my parents. warm, tiny, admiral has found the furnace vent and lives there now {suite}
Thaddeus: cat heaven
Mirabel: i joined the brandon curling club too. they put me on a team with three retired nurses, they're ruthless {club}
Thaddeus: retired nurses are the scariest people alive
Mirabel: what about you, how's the snail violin
Thaddeus: FINISHED. varnished and strung. i played the first note on monday and almost cried {finished}
Mirabel: tad!!!! what does it sound like
Thaddeus: a bit nasal but benedetta says it'll open up. a student from daegu wants to buy it {daegu}
Mirabel: are you going to sell it?
Thaddeus: maybe. i'm going home to dayton for christmas, flying on the 20th, i'll decide there {xmas}
Mirabel: give your mum a hug from me
Thaddeus: she'll ask when you're coming to visit. every year
@ 2025-02-25
Thaddeus: big news. i got a job offer at a workshop in mittenwald, in germany. they make and repair violins, 9 people {offer}
Mirabel: germany!! are you taking it?
Thaddeus: already said yes. i start on the 19th of may {start}
Mirabel: amazing. do you speak german?
Thaddeus: i have duolingo and fear. also i sold the violin to the daegu guy, 2800 euros {sold}
Mirabel: your first violin bought by a real person!!
Thaddeus: real person, real money. garibaldi is hibernating in a box in the fridge btw, thats a normal thing you do with turtles {fridge}
Mirabel: please dont eat him by mistake
Thaddeus: labelled "NOT CHEESE". how's everyone in brandon
Mirabel: ugh mum slipped on the ice on saturday and broke her ankle, so now i'm driving both of them everywhere {ankle}
Thaddeus: oh no, poor colleen
Mirabel: she's fine, just cranky. also i'm kind of seeing someone
Thaddeus: MIRA. details. now.
Mirabel: everett. he's a lineman for manitoba hydro, climbs poles in minus 30 {everett}
Thaddeus: a man who climbs poles in minus 30. very brave or very stupid
Mirabel: bit of both. i like him
@ 2025-05-30
Mirabel: guten tag herr geigenbauer
Thaddeus: haha my german is still 40 words. got to mittenwald two weeks ago {arrived}
Mirabel: how is it?
Thaddeus: mountains everywhere, cows with bells, everyone goes to bed at 9. i love it. the workshop is in a house from 1780 {house}
Mirabel: and garibaldi?
Thaddeus: came on the train in a shoebox. he lives in a pen in the garden of my landlady, frau obermaier, she feeds him dandelions {landlady}
Mirabel: he's living his best life
Thaddeus: hows your dad?
Mirabel: he drove for the first time since the stroke yesterday! just to the co-op and back but he was so proud {drove}
Thaddeus: tell him well done from me
Mirabel: and everett moved in with me on the 1st, so now admiral has to share the furnace vent {moved-in}
Thaddeus: moving fast! you like him though
Mirabel: i do. he fixed the bathroom fan in 10 minutes, i'd been fighting it for 5 months
Thaddeus: keep him
""",
    [
        Q(
            "s",
            "Who is Thaddeus's teacher in Cremona?",
            "Maestra Benedetta",
            "scroll",
            "benedetta",
            "",
            True,
        ),
        Q(
            "s",
            "What was Thaddeus carving for his first violin in April 2024?",
            "the scroll",
            "scroll",
            "scroll; violin",
            "",
        ),
        Q(
            "t",
            "When did Mirabel's curling team win the club bonspiel?",
            "2024-03-31",
            "bonspiel",
            "bonspiel",
            "relative-date",
        ),
        Q(
            "s",
            "What position does Mirabel play in her curling team?",
            "skip",
            "skip",
            "skip",
            "",
            True,
        ),
        Q(
            "s",
            "What kind of animal is Admiral?",
            "a 9-year-old tabby cat",
            "admiral admiral-cat",
            {"admiral": "admiral", "admiral-cat": "tabby|cat"},
            "pronoun",
            True,
        ),
        Q(
            "t",
            "When did Thaddeus get his turtle?",
            "2024-04-04",
            "garibaldi",
            "turtle",
            "relative-date",
        ),
        Q(
            "s",
            "What is Thaddeus's turtle called?",
            "Garibaldi",
            "garibaldi",
            "turtle; garibaldi",
            "",
            True,
        ),
        Q("s", "How old is Garibaldi?", "40 years old", "tortoise-age", "40 years old", "pronoun"),
        Q(
            "s",
            "What kind of trial was Mirabel working on in April 2024?",
            "a fraud trial",
            "fraud",
            "fraud; trial",
            "fragment",
        ),
        Q(
            "t",
            "When did Mirabel's father have a stroke?",
            "2024-06-09",
            "stroke",
            "stroke",
            "human-date",
        ),
        Q(
            "s",
            "Which town's hospital was Mirabel's father in?",
            "Brandon",
            "brandon",
            "hospital; brandon",
            "",
        ),
        Q(
            "s",
            "Which arm was weak after the stroke?",
            "his left arm",
            "left-arm",
            "left arm",
            "pronoun",
        ),
        Q("s", "What is Mirabel's mother called?", "Colleen", "colleen", "colleen", "", True),
        Q(
            "s",
            "Where is Thaddeus from?",
            "Dayton, Ohio",
            "ohio dayton",
            {"ohio": "ohio", "dayton": "dayton"},
            "second-person",
            True,
        ),
        Q(
            "t",
            "When did Thaddeus and Gianluca split up?",
            "2024-08-13",
            "split",
            "gianluca; split",
            "relative-date",
        ),
        Q(
            "s",
            "Where did Thaddeus live after the breakup?",
            "the room above the workshop",
            "room",
            "room above the workshop",
            "",
            True,
        ),
        Q(
            "s",
            "What does Thaddeus have to do in return for the free room?",
            "sweep the shavings every morning",
            "room",
            "sweep; shavings",
            "",
        ),
        Q(
            "t",
            "What was Mirabel's last day at the court?",
            "2024-11-29",
            "notice",
            "notice; november",
            "human-date",
        ),
        Q(
            "s",
            "How long had Mirabel lived in Winnipeg?",
            "14 years",
            "winnipeg-q remote",
            {"winnipeg-q": "winnipeg", "remote": "14 years"},
            "second-person",
        ),
        Q(
            "s",
            "Who does Mirabel work for after leaving the court?",
            "a transcription company in Ottawa, remotely",
            "remote",
            "transcription; ottawa",
            "latest",
            True,
        ),
        Q(
            "t",
            "When did Mirabel move to Brandon?",
            "2024-12-07",
            "moved",
            "brandon; moved",
            "human-date",
        ),
        Q(
            "s",
            "What kind of home does Mirabel have in Brandon?",
            "a basement suite 5 minutes from her parents",
            "suite",
            "basement suite",
            "latest",
            True,
        ),
        Q(
            "s",
            "Who is on Mirabel's Brandon curling team?",
            "three retired nurses",
            "club",
            "retired nurses",
            "",
        ),
        Q(
            "t",
            "When did Thaddeus play the first note on his finished violin?",
            "2024-12-09",
            "finished",
            "violin|strung; first note",
            "relative-date",
        ),
        Q(
            "t",
            "When did Thaddeus fly home for Christmas?",
            "2024-12-20",
            "xmas",
            "dayton; christmas",
            "human-date",
        ),
        Q(
            "s",
            "Where is the workshop that offered Thaddeus a job?",
            "Mittenwald, Germany",
            "offer",
            "mittenwald",
            "",
            True,
        ),
        Q(
            "t",
            "When did Thaddeus start work in Mittenwald?",
            "2025-05-19",
            "offer start",
            {"offer": "mittenwald", "start": "may"},
            "human-date",
        ),
        Q(
            "m",
            "Who bought Thaddeus's first violin, and for how much?",
            "a student from Daegu, for 2800 euros",
            "daegu sold",
            {"daegu": "student; daegu", "sold": "2800 euros"},
            "event-chain",
        ),
        Q(
            "s",
            "Where does Garibaldi hibernate?",
            "in a box in the fridge",
            "fridge",
            "garibaldi; fridge",
            "",
        ),
        Q(
            "t",
            "When did Colleen break her ankle?",
            "2025-02-22",
            "ankle",
            "ankle",
            "relative-date",
        ),
        Q(
            "m",
            "Whose ankle did Mirabel say was broken, and what is her name?",
            "her mother Colleen's",
            "ankle colleen",
            {"ankle": "mum; ankle", "colleen": "colleen"},
            "event-chain pronoun",
        ),
        Q(
            "s",
            "What does Everett do for a living?",
            "he is a lineman for Manitoba Hydro",
            "everett",
            "everett; lineman",
            "third-person-fact",
            True,
        ),
        Q(
            "t",
            "When did Thaddeus arrive in Mittenwald?",
            "2025-05-16",
            "arrived",
            "mittenwald",
            "relative-date",
        ),
        Q(
            "s",
            "Who looks after Garibaldi in Mittenwald?",
            "Thaddeus's landlady, Frau Obermaier",
            "landlady",
            "obermaier; landlady",
            "",
        ),
        Q(
            "t",
            "When did Mirabel's father drive again for the first time after his stroke?",
            "2025-05-29",
            "drove",
            "drove; stroke",
            "relative-date",
        ),
        Q(
            "s",
            "How was Mirabel's father getting about in September 2024?",
            "walking with a cane",
            "cane",
            "cane",
            "",
        ),
        Q(
            "t",
            "When did Everett move in with Mirabel?",
            "2025-05-01",
            "moved-in",
            "everett; moved in",
            "relative-date",
        ),
        Q(
            "m",
            "Who lives in Mirabel's basement suite now?",
            "Mirabel, Everett and Admiral the cat",
            "suite moved-in",
            {"suite": "basement suite", "moved-in": "everett; admiral"},
            "latest event-chain",
        ),
        Q(
            "o",
            "In which Canadian province is the town Mirabel moved to?",
            "Manitoba",
            "moved",
            "brandon",
            "",
        ),
        Q(
            "o",
            "Which musical instrument family does Thaddeus's trade belong to?",
            "string instruments",
            "scroll",
            "violin",
            "",
        ),
        Q(
            "o",
            "What is the main language spoken in the town where Thaddeus lives now?",
            "German",
            "arrived",
            "mittenwald",
            "latest",
        ),
    ],
)
CONVERSATIONS.append(MIRABEL_THADDEUS)

HINEWAI_CRISPIN = Conv(
    "pair",
    "named_json",
    ["Hinewai", "Crispin"],
    """
@ 2024-10-05
Crispin: hine!! are you up? i can never do the time difference
Hinewai: up and caffeinated. you're the one who should be asleep
Crispin: can't sleep, too much coffee at the stall. how's things
Hinewai: windy. i swam 3k in the lake yesterday and my arms are noodles {swim}
Crispin: who swims 3k for fun
Hinewai: people doing a half ironman in taupō on the 14th of december, apparently. aka me {ironman}
Crispin: you absolute lunatic. 90k on a bike too?
Hinewai: 90k bike, 21k run. matiu made me a training plan on a spreadsheet, he's a tree surgeon but he thinks he's my coach {matiu}
Crispin: a tree surgeon with spreadsheets, marry him
Hinewai: ha. how's the cheese life
Crispin: smelly. six years on the stall at kirkgate market this month {stall}
Crispin: maureen is retiring at christmas and wants to sell me the stall, but honestly i'd rather have my own shop somewhere {maureen}
Hinewai: do it cris!! you know more about cheese than anyone alive
Crispin: that's a low bar in leeds but thank you
Hinewai: any news on the adoption?
Crispin: panel is on wednesday. osric is ironing shirts already, he's more nervous than me {panel}
Hinewai: kia kaha to you both. you'll be amazing dads
Crispin: from your mouth to the social worker's ears
@ 2025-01-22
Hinewai: i did it. 6 hours 12 minutes. i cried at the finish and then i ate three pies {finish}
Crispin: HINE!!!! i saw the photo, you look like you'd been through a war
Hinewai: i had been through a war. the run was 28 degrees
Crispin: so proud. any other news?
Hinewai: yes!! i got the deputy principal job at the high school in stoke. starts the 3rd of february {librarian}
Crispin: wait, you were a teacher already?
Hinewai: at the primary in tahunanui, 8 years. this is a massive school though, 1400 kids {primary}
Crispin: 1400 teenagers. brave woman
Hinewai: and you? did the panel say yes
Crispin: they said yes! back in october. now we wait to be matched, could be months {approved}
Hinewai: yay!!! i'm so happy for you
Crispin: and the other thing. i signed a lease on monday. a shop on the grove in ilkley. MY shop {lease}
Hinewai: CRIS. a real cheese shop. what's it called
Crispin: "the curd and the crust". osric came up with it after two glasses of wine {name}
Hinewai: love it. when does it open?
Crispin: march if the builders don't kill me first
@ 2025-03-16
Crispin: we opened!!! eight days ago {opened}
Hinewai: aaa how did it go
Crispin: sold out of wensleydale by 2pm on day one. a man cried over a stilton, in a good way {stilton}
Hinewai: cheese makes people emotional
Crispin: also bad news, i have gout. at 41. the doctor laughed at me, cheese and port, apparently i'm a victorian {gout}
Hinewai: nooo. are you allowed cheese still
Crispin: cheese yes, port and red meat no. it's a tragedy
Hinewai: ok i have animal news. we got two kunekune pigs yesterday. pavlova and lamington {pigs}
Crispin: PIGS. which is which
Hinewai: pavlova is the ginger one and she's the boss. lamington is black and white and eats everything incl matiu's boots {lamington}
Crispin: how big do they get
Hinewai: like a big labrador. they live in the paddock behind the house
Crispin: and how's your dad doing?
Hinewai: not great actually. they found he's got an irregular heartbeat, atrial fibrillation, at his check up on thursday {diabetes}
Crispin: oh hine. is he ok with it?
Hinewai: he's grumpy. mum's hidden the salt. he'll be fine, he's on pills now
@ 2025-06-07
Crispin: we've been matched!!! a little boy, four years old. his name is kobi {kobi}
Hinewai: OH MY GOD. cris. i'm crying in the supermarket
Crispin: we met him on tuesday at his foster carer's, he showed us his dinosaurs for two hours {met}
Hinewai: when does he move in?
Crispin: end of july if everything goes to plan. osric has painted his room green twice, it was the wrong green {room}
Hinewai: haha. the right green matters
Crispin: and you? how's the big school
Hinewai: love it. we're doing a reading challenge, 600 kids signed up. also matiu and i bought a campervan {van}
Crispin: vanlife!!
Hinewai: a 1994 toyota hiace called big kev, rust and all. we're taking it down the west coast in the july holidays {kev}
Crispin: big kev. of course. and the pigs?
Hinewai: pavlova escaped on monday and ate the neighbour's cabbages. i owe him 4 cabbages and a bottle of wine {cabbages}
Crispin: pavlova is my hero
@ 2025-08-19
Crispin: kobi moved in three weeks ago. i haven't slept but i've never been happier {moved-in}
Hinewai: three weeks already! how is he
Crispin: he calls osric daddy and me papa cheese. he's obsessed with the shop, he wants to slice the cheddar {papa}
Hinewai: papa cheese i'm dead
Crispin: i've hired someone to help in the shop, oonagh, she used to run a deli in harrogate {oonagh}
Hinewai: good, you need it
Crispin: tell me about the west coast trip
Hinewai: ok so. big kev broke down in westport, we waited 3 days for a part {westport}
Hinewai: and then matiu proposed on the beach at punakaiki on the 12th of july!!! {proposal}
Crispin: WHAT. hine!!! you buried the lede!!!
Hinewai: i saved the best for last. i said yes obviously
Crispin: obviously. ring?
Hinewai: greenstone, his koro's. i haven't taken it off {ring}
Crispin: i'm so happy. we need a date asap so we can book flights
@ 2025-10-28
Hinewai: wedding date!! 21st of march next year at my uncle's orchard in motueka {wedding}
Crispin: saved. we'll bring kobi, he'll be the loudest guest
Hinewai: he's the ring bearer if you let him. and big pig news, pavlova had 5 piglets on thursday {piglets}
Crispin: FIVE. lamington, you dog
Hinewai: lamington the dad of the year. he's very proud, he stands guard
Crispin: are you keeping them?
Hinewai: keeping one, selling four. matiu already named the runt pikelet {pikelet}
Crispin: pikelet!!! i'm gone
Hinewai: how's the shop
Crispin: we've been shortlisted for best independent cheese shop in the north. the awards are on the 14th of november in york {awards}
Hinewai: cris!! wear something nice
Crispin: osric is choosing. i'm not allowed opinions
Hinewai: and your gout?
Crispin: behaving. no port since march, i'm a saint now {no-port}
""",
    [
        Q(
            "t",
            "When did Hinewai swim 3k in the lake?",
            "2024-10-04",
            "swim",
            "swam; 3k",
            "relative-date",
        ),
        Q(
            "t",
            "When was Hinewai's half ironman?",
            "2024-12-14",
            "ironman",
            "half ironman; taupō",
            "human-date",
        ),
        Q("s", "Where did Hinewai do her half ironman?", "Taupō", "ironman", "taupō", ""),
        Q(
            "s",
            "What does Matiu do for work?",
            "he's a tree surgeon",
            "matiu",
            "matiu; tree surgeon",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "How long had Crispin worked on the stall at Kirkgate Market by October 2024?",
            "six years",
            "stall",
            "six years; kirkgate",
            "",
        ),
        Q(
            "s",
            "Who owned the cheese stall Crispin worked on?",
            "Maureen",
            "maureen",
            "maureen; stall",
            "third-person-fact",
        ),
        Q(
            "t",
            "When was Crispin and Osric's adoption panel?",
            "2024-10-09",
            "panel",
            "panel",
            "relative-date",
        ),
        Q(
            "s",
            "What was Hinewai's finishing time in the half ironman?",
            "6 hours 12 minutes",
            "finish",
            "6 hours 12 minutes",
            "",
        ),
        Q(
            "s",
            "What job did Hinewai get in January 2025?",
            "deputy principal at the high school in Stoke",
            "librarian",
            "deputy principal; stoke",
            "latest",
            True,
        ),
        Q(
            "t",
            "When did Hinewai start as deputy principal?",
            "2025-02-03",
            "librarian",
            "deputy principal; february",
            "human-date",
        ),
        Q(
            "s",
            "Where did Hinewai teach before, and for how long?",
            "at the primary in Tahunanui, 8 years",
            "librarian primary",
            {"librarian": "deputy principal", "primary": "tahunanui; 8 years"},
            "fragment",
        ),
        Q(
            "t",
            "When did Crispin sign the lease on his shop?",
            "2025-01-20",
            "lease",
            "lease; ilkley",
            "relative-date",
        ),
        Q(
            "s",
            "Which street is Crispin's shop on?",
            "The Grove, in Ilkley",
            "lease",
            "grove; ilkley",
            "",
            True,
        ),
        Q(
            "s",
            "What is Crispin's shop called?",
            "The Curd and the Crust",
            "name",
            "curd; crust",
            "fragment",
            True,
        ),
        Q(
            "m",
            "Who came up with the name of Crispin's shop?",
            "his partner Osric",
            "lease name",
            {"lease": "shop", "name": "osric"},
            "pronoun",
        ),
        Q("t", "When did Crispin's shop open?", "2025-03-08", "opened", "opened", "relative-date"),
        Q(
            "s",
            "Which cheese sold out on the shop's first day?",
            "Wensleydale",
            "stilton",
            "wensleydale",
            "",
        ),
        Q(
            "s",
            "What condition was Crispin diagnosed with in 2025?",
            "gout",
            "gout",
            "gout",
            "",
            True,
        ),
        Q("s", "How old was Crispin when he got gout?", "41", "gout", "gout; 41", ""),
        Q(
            "t",
            "When did Hinewai get her kunekune pigs?",
            "2025-03-15",
            "pigs",
            "kunekune pigs",
            "relative-date",
        ),
        Q(
            "s",
            "What are Hinewai's pigs called?",
            "Pavlova and Lamington",
            "pigs",
            "pavlova; lamington",
            "",
            True,
        ),
        Q("s", "Which of Hinewai's pigs is ginger?", "Pavlova", "lamington", "pavlova; ginger", ""),
        Q(
            "t",
            "When was Hinewai's father found to have atrial fibrillation?",
            "2025-03-13",
            "diabetes",
            "atrial fibrillation|irregular heartbeat; check up",
            "relative-date",
        ),
        Q(
            "s",
            "What is the name of the boy Crispin and Osric were matched with?",
            "Kobi",
            "kobi",
            "kobi",
            "",
            True,
        ),
        Q(
            "t",
            "When did Crispin and Osric first meet Kobi?",
            "2025-06-03",
            "met",
            "met|foster carer's",
            "relative-date",
        ),
        Q(
            "s",
            "What does Hinewai call the campervan?",
            "Big Kev",
            "van kev",
            {"van": "campervan", "kev": "big kev"},
            "pronoun",
        ),
        Q("s", "What model is Big Kev?", "a 1994 Toyota Hiace", "kev", "1994 toyota hiace", ""),
        Q(
            "t",
            "When did Pavlova escape and eat the neighbour's cabbages?",
            "2025-06-02",
            "cabbages",
            "pavlova; cabbages",
            "relative-date",
        ),
        Q(
            "t",
            "When did Kobi move in with Crispin and Osric?",
            "2025-07-29",
            "moved-in",
            "kobi; moved in",
            "relative-date",
        ),
        Q("s", "What does Kobi call Crispin?", "papa cheese", "papa", "papa cheese", ""),
        Q(
            "s",
            "Who did Crispin hire to help in the shop?",
            "Oonagh, who used to run a deli in Harrogate",
            "oonagh",
            "oonagh",
            "",
            True,
        ),
        Q(
            "s",
            "Where did the campervan break down?",
            "Westport",
            "westport",
            "big kev; westport",
            "",
        ),
        Q(
            "t",
            "When did Matiu propose to Hinewai?",
            "2025-07-12",
            "proposal",
            "matiu; proposed",
            "human-date",
        ),
        Q(
            "s",
            "What is Hinewai's engagement ring?",
            "greenstone, Matiu's koro's",
            "ring",
            "greenstone",
            "pronoun",
        ),
        Q(
            "t",
            "When is Hinewai's wedding?",
            "2026-03-21",
            "wedding",
            "wedding; march",
            "human-date",
        ),
        Q(
            "s",
            "Where will Hinewai's wedding be?",
            "at her uncle's orchard in Motueka",
            "wedding",
            "orchard; motueka",
            "",
        ),
        Q(
            "t",
            "When did Pavlova have her piglets?",
            "2025-10-23",
            "piglets",
            "pavlova; piglets",
            "relative-date",
        ),
        Q(
            "m",
            "Who is the father of Pavlova's piglets?",
            "Lamington",
            "piglets pigs",
            {"piglets": "piglets; lamington", "pigs": "pavlova; lamington"},
            "event-chain",
        ),
        Q(
            "s",
            "What is the piglet Hinewai is keeping called?",
            "Pikelet",
            "pikelet",
            "pikelet",
            "",
            True,
        ),
        Q(
            "t",
            "When are the cheese shop awards Crispin was shortlisted for?",
            "2025-11-14",
            "awards",
            "awards; york",
            "human-date",
        ),
        Q(
            "m",
            "How long had Crispin gone without port by October 2025, and why?",
            "since March 2025, because of his gout",
            "gout no-port",
            {"gout": "gout; port", "no-port": "port; march"},
            "event-chain",
        ),
        Q(
            "m",
            "Where did Hinewai get engaged, and where will she get married?",
            "engaged at Punakaiki, married in Motueka",
            "proposal wedding",
            {"proposal": "punakaiki", "wedding": "motueka"},
            "event-chain",
        ),
        Q(
            "o",
            "In which country is Taupō, where Hinewai raced?",
            "New Zealand",
            "ironman",
            "taupō",
            "",
        ),
        Q("o", "In which county is Crispin's shop?", "West Yorkshire", "lease", "ilkley", ""),
    ],
)
CONVERSATIONS.append(HINEWAI_CRISPIN)

WENDELIN = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-02-08
User: hi! can you make me a study plan for european portuguese? I'm at about A1 and I have maybe 30 min a day {a1}
Assistant: Gladly. Is there a goal or a date you are working towards? That decides how we split the time between speaking, listening and grammar.
User: my boyfriend Tiago is from Coimbra and we're visiting his parents at easter. his mum Rosário speaks zero english {tiago}
Assistant: Then speaking and listening come first. A plan for 30 minutes a day: 10 minutes of a podcast for learners of European Portuguese, 10 minutes of spoken phrases out loud (greetings, food, family, compliments for the cook), and 10 minutes of vocabulary cards. Once a week, a short video call in Portuguese with Tiago.
User: he refuses to speak portuguese with me, he says my accent makes him laugh lol
Assistant: Then make a rule: the first ten minutes of dinner are in Portuguese, and laughing costs him the washing up. Also note that European Portuguese swallows many vowels, so learn from Portuguese speakers, not Brazilian ones.
User: good tip. I work shifts as a radiographer at the hospital here in Linz so some days are chaos {job}
Assistant: Then keep the plan flexible: on long shift days, just the podcast on the way to work. Consistency matters more than length.
User: ok last thing, what do I bring his parents as a present? something austrian
Assistant: A box of Linzer torte from a good bakery travels well and is a nice link to your city, or a bottle of Grüner Veltliner if they drink wine.
User: linzer torte it is. danke! {torte}
Assistant: Boa sorte! Good luck with the studying.
@ 2024-04-23
User: we're back from portugal! it went really well, Rosário taught me to make bacalhau à brás and said my portuguese was "corajoso" {visit}
Assistant: That is a lovely compliment: it means brave. How can I help today?
User: I need help writing a CV in portuguese. I'm applying for a radiographer job at the university hospital in Coimbra {apply}
Assistant: Happy to help. Tell me your experience, qualifications and languages, and I will draft it in European Portuguese.
User: 11 years as a radiographer, the last 6 doing CT and MRI. degree from the FH in Wels. german native, english fluent, portuguese A2 now {cv}
Assistant: Here is a draft of the profile: "Técnico de radiologia com 11 anos de experiência, dos quais 6 em tomografia computorizada e ressonância magnética. Licenciatura pela FH Wels. Alemão (nativo), inglês (fluente), português (A2)." Shall I go on with the work history?
User: yes please. the deadline is the 3rd of may {deadline}
Assistant: Then we have time. List your employers with dates and I will write each entry, and I suggest a short cover letter that mentions why you want to move to Coimbra.
User: because my boyfriend is there half the year and I want to be there the whole year haha. and can you also give me a fish recipe without shellfish? I'm allergic {allergy}
Assistant: Noted: no shellfish. Try baked hake with potatoes, onions, olive oil and a little paprika, about 25 minutes at 200 degrees. And for the cover letter I will say you wish to settle in Coimbra for family reasons.
User: perfect, obrigado
Assistant: De nada!
@ 2024-07-11
User: I GOT THE JOB. the interview was on monday, on video, half in portuguese {interview}
Assistant: Congratulations! When do you start?
User: the 1st of october. so now the scary part, moving my whole life from Linz to Coimbra {start}
Assistant: Let's make a moving checklist. Roughly: give notice on your flat and job, register your move in Austria, book transport for your things, sort health insurance, and register at the câmara in Coimbra and get a NIF (tax number) as early as you can.
User: what about my cat? Strudel is 12 and she has never been on a plane {strudel}
Assistant: For a cat moving inside the EU she needs an EU pet passport, a microchip and a valid rabies vaccination. An older cat may travel more calmly by car; it is a long drive, about 26 hours, but she stays with you.
User: hmm. Tiago wants to drive anyway, he has his cello and a hundred boxes of sheet music {cello}
Assistant: Then a car trip suits all three of you. Plan two overnight stops in cat-friendly hotels, for example in Grenoble and in Burgos.
User: we're renting a van. ok next question, my notice period at the hospital is 3 months, did I already miss it?
Assistant: If you hand in your notice this week, three months takes you to mid-October, after your start date. Ask your manager whether they can release you early or let you use leave you have not taken.
User: I have 22 days of leave saved up so that should cover it {leave}
Assistant: That should bridge the gap nicely. Talk to HR this week to get it in writing.
@ 2024-09-29
User: we made it! we arrived in Coimbra on friday after 3 days in the van. Strudel screamed for most of France {arrived}
Assistant: Welcome to Coimbra! How is Strudel now?
User: she's found the sunniest windowsill and is ignoring us. the flat is in the old town near the university, 4th floor and no lift {flat}
Assistant: Good exercise at least. Would you like help settling in?
User: yes, small correction first, HR changed my start date, it's the 7th of october now not the 1st {start-fix}
Assistant: Noted, you start on Monday 7 October. That gives you an extra week to sort out the NIF and a bank account.
User: can you give me some phrases for my first day? like how to introduce myself to colleagues
Assistant: Try: "Olá, sou o Wendelin, o novo técnico de radiologia. Venho da Áustria." and "Desculpem, ainda estou a aprender português, podem falar mais devagar?" People will appreciate the effort.
User: haha the second one I will say every five minutes. Tiago started teaching cello at the city youth orchestra here last week so we're both new {tiago-job}
Assistant: Then you can compare first-week stories over dinner. Anything else for this week?
User: find me a portuguese class for the evenings, something B1
Assistant: The university's language school runs evening courses for foreigners each semester; they usually hold placement tests in late September, so it is worth calling them on Monday.
@ 2024-12-02
User: ok so um. first thing, Strudel was at the vet last tuesday and they said she has kidney disease, early stage {kidney}
Assistant: I'm sorry to hear that. Early-stage kidney disease in older cats can often be managed well for years. Did the vet suggest a diet?
User: a renal diet, low phosphorus. can you tell me what to look for on the labels {renal}
Assistant: Look for foods labelled "renal" or "kidney support", with phosphorus under about 0.5 percent dry matter and moderate, high-quality protein. Wet food helps, because she takes in more water. Change the food slowly over a week or two.
User: thanks. second, happier news, I passed my B1 portuguese exam on saturday! {b1}
Assistant: Parabéns! That's a real achievement after a year of study.
User: and my sister Vroni is coming from Salzburg for christmas, she lands in Faro on the 20th {vroni}
Assistant: Lovely. Faro to Coimbra is about four hours by train. Do you want ideas for what to do with her?
User: yes. she likes hiking and she hates crowds, so not the touristy stuff {vroni-likes}
Assistant: Try the walk up to the Serra da Lousã schist villages, an hour from Coimbra, and a quiet morning in the Mata do Choupal woods. Both are calm in December.
User: and one more, put on my list: buy the train tickets for the 20th, and a present for Rosário
Assistant: Added to your list: train tickets for the 20th, and a present for Rosário.
""",
    [
        Q(
            "s",
            "Where is my boyfriend Tiago from?",
            "Coimbra",
            "tiago",
            "tiago; coimbra",
            "first-person-question",
            True,
        ),
        Q("s", "What is Tiago's mother called?", "Rosário", "tiago", "rosário", "", True),
        Q(
            "s",
            "What was the user's level in Portuguese in February 2024?",
            "about A1",
            "a1",
            "portuguese; a1",
            "",
        ),
        Q("s", "What is the user's job?", "radiographer", "job", "radiographer", "", True),
        Q(
            "s",
            "In which city did the user work before moving?",
            "Linz",
            "job",
            "hospital; linz",
            "",
        ),
        Q(
            "s",
            "What dish did Rosário teach the user to make?",
            "bacalhau à brás",
            "visit",
            "bacalhau",
            "",
        ),
        Q(
            "s",
            "Where did the user apply for a radiographer job?",
            "the university hospital in Coimbra",
            "apply",
            "university hospital; coimbra",
            "",
        ),
        Q(
            "s",
            "How many years had the user worked as a radiographer by April 2024?",
            "11 years",
            "cv",
            "11 years",
            "",
        ),
        Q(
            "s",
            "Where did the user get their degree?",
            "the FH in Wels",
            "cv",
            "fh; wels",
            "",
            True,
        ),
        Q(
            "t",
            "What was the deadline for the Coimbra job application?",
            "2024-05-03",
            "deadline",
            "deadline; may",
            "human-date",
        ),
        Q(
            "s",
            "What is the user allergic to?",
            "shellfish",
            "allergy",
            "shellfish; allergic",
            "",
            True,
        ),
        Q(
            "t",
            "When was the user's video interview?",
            "2024-07-08",
            "interview",
            "interview",
            "relative-date",
        ),
        Q(
            "s",
            "What is my cat called?",
            "Strudel",
            "strudel",
            "strudel; cat",
            "first-person-question",
            True,
        ),
        Q("s", "How old was Strudel in July 2024?", "12", "strudel", "strudel; 12", ""),
        Q(
            "s",
            "What instrument does Tiago play?",
            "the cello",
            "cello",
            "tiago; cello",
            "pronoun",
            True,
        ),
        Q(
            "s",
            "How many days of leave did the user have saved up?",
            "22 days",
            "leave",
            "22 days",
            "",
        ),
        Q(
            "t",
            "When did the user arrive in Coimbra?",
            "2024-09-27",
            "arrived",
            "coimbra",
            "relative-date",
        ),
        Q(
            "s",
            "Where is the user's flat in Coimbra?",
            "in the old town near the university, 4th floor",
            "flat",
            "old town; university",
            "latest",
            True,
        ),
        Q(
            "t",
            "When did the user start the job in Coimbra?",
            "2024-10-07",
            "start start-fix",
            {"start": "coimbra", "start-fix": "october"},
            "latest",
        ),
        Q(
            "s",
            "Where does Tiago teach cello?",
            "at the city youth orchestra in Coimbra",
            "tiago-job",
            "cello; youth orchestra",
            "third-person-fact",
            True,
        ),
        Q(
            "t",
            "When did the vet find Strudel's kidney disease?",
            "2024-11-26",
            "kidney",
            "strudel; kidney disease",
            "relative-date",
        ),
        Q(
            "s",
            "What diet is Strudel on?",
            "a renal, low-phosphorus diet",
            "kidney renal",
            {"kidney": "strudel", "renal": "renal diet|low phosphorus"},
            "pronoun",
        ),
        Q(
            "t",
            "When did the user pass the B1 Portuguese exam?",
            "2024-11-30",
            "b1",
            "b1; exam",
            "relative-date",
        ),
        Q(
            "s",
            "Where does my sister Vroni live?",
            "Salzburg",
            "vroni",
            "vroni; salzburg",
            "first-person-question",
            True,
        ),
        Q("t", "When does Vroni land in Faro?", "2024-12-20", "vroni", "vroni; faro", "human-date"),
        Q(
            "s",
            "What does Vroni like and dislike?",
            "she likes hiking and hates crowds",
            "vroni-likes",
            "hiking; crowds",
            "pronoun",
        ),
        Q(
            "m",
            "How did the user's Portuguese level change from February to November 2024?",
            "from about A1 to B1",
            "a1 cv b1",
            {"a1": "a1", "cv": "a2", "b1": "b1"},
            "event-chain",
        ),
        Q(
            "m",
            "Which city did the user move from, and to which city?",
            "from Linz to Coimbra",
            "job arrived",
            {"job": "linz", "arrived": "coimbra"},
            "event-chain",
        ),
        Q(
            "o",
            "In which country does the user live now?",
            "Portugal",
            "arrived",
            "coimbra",
            "latest",
        ),
        Q(
            "o",
            "In which country is the city the user's sister lives in?",
            "Austria",
            "vroni",
            "salzburg",
            "",
        ),
    ],
    user_label="Wendelin",
)
CONVERSATIONS.append(WENDELIN)

# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-01-24 is a Wednesday, 2024-05-19 a Sunday, 2024-08-30 a Friday, 2024-12-09 a Monday,
# 2025-03-27 a Thursday and 2025-07-05 a Saturday. A weekday named for a past event is the one
# before the date; for a plan, the one after.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-01-24", "2024-05-19", "2024-08-30"
D_, E_, F_ = "2024-12-09", "2025-03-27", "2025-07-05"

SENTENCES += [
    # durable facts said outright
    S(
        "durable-fact",
        NL,
        A_,
        "Quillon",
        "fyi i'm a locksmith now, 24 hour callouts, so if you ever lock yourself out...",
        [M("Quillon is a locksmith.", D, "quillon; locksmith")],
    ),
    S(
        "durable-fact",
        TL,
        C_,
        "Clodagh",
        "Been teetotal for nine years, so the wedding is going to be a challenge",
        [M("Clodagh has been teetotal for nine years.", D, "clodagh; teetotal")],
    ),
    S(
        "durable-fact",
        NJ,
        D_,
        "Bartosz",
        "my brother Leszek skippers a fishing trawler out of Świnoujście",
        [
            M(
                "Bartosz's brother Leszek skippers a fishing trawler out of Świnoujście.",
                D,
                "leszek; trawler; świnoujście",
            )
        ],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "I'm allergic to mustard so I need the allergen list for that menu",
        [M("The user is allergic to mustard.", D, "user; allergic; mustard")],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "we live on a narrowboat on the Kennet and Avon canal, so storage is tight",
        [M("The user lives on a narrowboat on the Kennet and Avon canal.", D, "user; narrowboat")],
    ),
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Loredana",
        "got my cast off on sunday!!! my leg looks like a sad white noodle",
        [M("Loredana got her cast off on 2024-01-21.", R, "loredana; cast; 2024-01-21")],
    ),
    S(
        "past-event",
        TL,
        B_,
        "Ruaridh",
        "two weeks ago we finally scattered grandad's ashes on schiehallion",
        [
            M(
                "Ruaridh scattered his grandad's ashes on Schiehallion on 2024-05-05.",
                R,
                "ruaridh; ashes; schiehallion; 2024-05-05",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Chidinma",
        "on tuesday i got my brown belt in judo, fear me",
        [
            M(
                "Chidinma got her brown belt in judo on 2024-08-27.",
                R,
                "chidinma; brown belt; 2024-08-27",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        D_,
        "Kirrily",
        "three days ago a kangaroo went through my windscreen, i'm fine, the ute is not",
        [
            M(
                "A kangaroo went through Kirrily's windscreen on 2024-12-06.",
                R,
                "kirrily; kangaroo; 2024-12-06",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        F_,
        "User",
        "my daughter was born yesterday, her name is Shirin, I'm writing this one-handed",
        [M("The user's daughter Shirin was born on 2025-07-04.", R, "shirin; born; 2025-07-04")],
    ),
    # facts about someone else
    S(
        "third-person-fact",
        NL,
        B_,
        "Griselda",
        "My flatmate Ailbhe is a harpist, she practises at 7am, send help",
        [M("Griselda's flatmate Ailbhe is a harpist.", D, "ailbhe; harpist")],
    ),
    S(
        "third-person-fact",
        TL,
        D_,
        "Casimiro",
        "nonna turned 100 on saturday and the mayor came with a cake",
        [M("Casimiro's nonna turned 100 on 2024-12-07.", R, "nonna; 100; 2024-12-07")],
    ),
    S(
        "third-person-fact",
        NJ,
        E_,
        "Parveen",
        "my husband just got made redundant from the steelworks in Llanwern",
        [
            M(
                "Parveen's husband was made redundant from the steelworks in Llanwern.",
                R,
                "husband; redundant; llanwern",
            )
        ],
    ),
    S(
        "third-person-fact",
        JM,
        A_,
        "User",
        "my son Fergal has been picked for the county under-15s hurling team, can you help me plan his meals?",
        [
            M(
                "The user's son Fergal was picked for the county under-15s hurling team.",
                R,
                "fergal; hurling",
            )
        ],
    ),
    # requests that carry a fact
    S(
        "request-with-fact",
        UA,
        A_,
        "User",
        "can you suggest a birthday card message for my wife Wietske, she's turning 50",
        [
            M("The user's wife is called Wietske.", D, "user; wife; wietske"),
            M("Wietske is turning 50.", R, "wietske; 50"),
        ],
    ),
    S(
        "request-with-fact",
        JM,
        C_,
        "User",
        "I run a mobile dog grooming van in Melksham, help me write a flyer",
        [
            M(
                "The user runs a mobile dog grooming van in Melksham.",
                D,
                "user; dog grooming; melksham",
            )
        ],
    ),
    S(
        "request-with-fact",
        UA,
        D_,
        "User",
        "what's a good stretch for sciatica? mine's been flaring since I started the night shifts at the sorting office",
        [
            M("The user has sciatica.", D, "user; sciatica"),
            M(
                "The user works night shifts at the sorting office.",
                D,
                "user; night shifts; sorting office",
            ),
        ],
    ),
    S(
        "request-with-fact",
        JM,
        E_,
        "User",
        "translate this for my landlord, he only reads Greek: the boiler is broken again",
        [M("The user's landlord only reads Greek.", D, "landlord; greek")],
    ),
    # plans
    S(
        "plan",
        NL,
        A_,
        "Wilbur",
        "on friday i'm going for a sleep study at the hospital, they wire you up like a robot",
        [
            M(
                "Wilbur is going for a sleep study at the hospital on 2024-01-26.",
                R,
                "wilbur; sleep study; 2024-01-26",
            )
        ],
    ),
    S(
        "plan",
        TL,
        B_,
        "Philippe",
        "we're flying to Kutaisi on saturday for cousin Nino's wedding",
        [
            M(
                "Philippe is flying to Kutaisi on 2024-05-25 for cousin Nino's wedding.",
                R,
                "philippe; kutaisi; 2024-05-25",
            )
        ],
    ),
    S(
        "plan",
        NJ,
        C_,
        "Agnetha",
        "starting my new job at the planetarium next month, i'll be doing the star shows",
        [
            M(
                "Agnetha starts a new job at the planetarium in September 2024.",
                R,
                "agnetha; planetarium; 2024-09",
            )
        ],
    ),
    S(
        "plan",
        UA,
        E_,
        "User",
        "I'm swimming across Strangford Lough a week today, any last tips?",
        [
            M(
                "The user is swimming across Strangford Lough on 2025-04-03.",
                R,
                "user; strangford lough; 2025-04-03",
            )
        ],
    ),
    # short answers completed by a question
    S(
        "fragment-answer",
        NL,
        C_,
        "Marit",
        "dentist. well, dental nurse, I hand the dentist things",
        [M("Marit is a dental nurse.", D, "marit; dental nurse")],
        [("Gisli", "so what do you actually do all day?")],
    ),
    S(
        "fragment-answer",
        NJ,
        D_,
        "Reuben",
        "two. a terrapin and a very loud cockatiel",
        [M("Reuben has a terrapin and a cockatiel.", D, "reuben; terrapin|cockatiel")],
        [("Sanna", "how many pets have you got now?")],
    ),
    S(
        "fragment-answer",
        JM,
        F_,
        "User",
        "Aberystwyth, near the pier",
        [M("The user lives in Aberystwyth.", D, "user; aberystwyth")],
        [("Assistant", "Whereabouts do you live, so I can suggest walks nearby?")],
    ),
    # lasting preferences
    S(
        "preference",
        NL,
        D_,
        "Imelda",
        "honestly i'd take a thunderstorm over a sunny day any time, i love the drama",
        [M("Imelda prefers a thunderstorm to a sunny day.", D, "imelda; thunderstorm")],
    ),
    S(
        "preference",
        TL,
        E_,
        "Dorcas",
        "no mushrooms for me please, never, not in anything",
        [M("Dorcas does not eat mushrooms.", D, "dorcas; mushrooms")],
    ),
    S(
        "preference",
        UA,
        B_,
        "User",
        "I only read crime novels, nothing else, the more murders the better",
        [M("The user only reads crime novels.", D, "user; crime novels")],
    ),
    # a temporary state
    S(
        "recent-state",
        NL,
        E_,
        "Lowenna",
        "arm's in a sling for the next month, i fell down the stairs at the pub",
        [
            M(
                "Lowenna has an arm in a sling after falling down the stairs at the pub.",
                R,
                "lowenna; sling",
            )
        ],
    ),
    S(
        "recent-state",
        TL,
        F_,
        "Gianni",
        "we're living at my in-laws while the kitchen gets redone, pray for me",
        [
            M(
                "Gianni is living with his in-laws while the kitchen is redone.",
                R,
                "gianni; in-laws; kitchen",
            )
        ],
    ),
    S(
        "recent-state",
        JM,
        C_,
        "User",
        "I'm off work with shingles this week so I've got time to finally learn excel",
        [M("The user is off work with shingles.", R, "user; shingles")],
    ),
    # confirmations said in the second person by the other speaker
    S(
        "second-person",
        NL,
        B_,
        "Sanna",
        "yes, mechanical engineering, I start in september",
        [
            M(
                "Sanna is starting mechanical engineering in September 2024.",
                R,
                "sanna; mechanical engineering; september",
            )
        ],
        [("Torvald", "so you're going back to uni? what are you studying?")],
    ),
    S(
        "second-person",
        TL,
        D_,
        "Florentyna",
        "yep, 11 years next march",
        [M("Florentyna has been married for nearly 11 years.", D, "florentyna; married; 11 years")],
        [("Gisli", "you two have been married ages right?")],
    ),
    S(
        "second-person",
        NJ,
        F_,
        "Amadou",
        "that's right, we got the keys on wednesday",
        [
            M(
                "Amadou got the keys to a house in Grenoble on 2025-07-02.",
                R,
                "amadou; keys; grenoble; 2025-07-02",
            )
        ],
        [("Sanna", "so you bought the house in grenoble after all?")],
    ),
    # notes
    S(
        "note",
        NO,
        C_,
        None,
        "Reminder: the bin collection in Hazelmere Close has moved to Thursdays.",
        [
            M(
                "The bin collection in Hazelmere Close is on Thursdays.",
                D,
                "bin collection; hazelmere close; thursdays",
            )
        ],
    ),
    S(
        "note",
        UA,
        D_,
        "User",
        "note to self: the car's MOT runs out in March 2025",
        [M("The user's car MOT runs out in March 2025.", D, "mot; 2025-03")],
    ),
    S(
        "note",
        JM,
        F_,
        "User",
        "for the record, my blood type is O negative",
        [M("The user's blood type is O negative.", D, "user; blood type; o negative")],
    ),
    # answers whose pronoun the question resolves
    S(
        "pronoun-answer",
        NL,
        A_,
        "Henrietta",
        "my grandad carved it out of a single piece of yew",
        [
            M(
                "Henrietta's grandad carved the chess set out of yew.",
                D,
                "henrietta; grandad; yew",
            )
        ],
        [("Osvald", "who made that chess set?")],
    ),
    S(
        "pronoun-answer",
        TL,
        C_,
        "Donnchadh",
        "she's my niece, she lives with us since my sister died",
        [M("Donnchadh's niece lives with Donnchadh.", D, "donnchadh; niece")],
        [("Marit", "who's the girl in the photo with you?")],
    ),
    S(
        "pronoun-answer",
        NJ,
        E_,
        "Ludmila",
        "he belongs to my neighbour, but he sleeps at ours most nights",
        [M("The ginger cat belongs to Ludmila's neighbour.", D, "ludmila; neighbour; cat")],
        [("Reuben", "whose is the ginger cat on your sofa?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        F_,
        "Thorfinn",
        "i'm 29, i drive a bin lorry in Hammerfest and i have two malamutes",
        [
            M("Thorfinn is 29.", D, "thorfinn; 29"),
            M("Thorfinn drives a bin lorry in Hammerfest.", D, "thorfinn; bin lorry; hammerfest"),
            M("Thorfinn has two malamutes.", D, "thorfinn; malamutes"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        A_,
        "Rosheen",
        "moved to Clifden in the autumn, got a job at the oyster farm and I'm learning irish",
        [
            M("Rosheen moved to Clifden.", D, "rosheen; clifden"),
            M("Rosheen works at an oyster farm.", D, "rosheen; oyster farm"),
            M("Rosheen is learning Irish.", D, "rosheen; irish"),
        ],
    ),
    S(
        "multi-fact",
        UA,
        C_,
        "User",
        "I'm a sonographer, I work in Arbroath and I've got three kids under six",
        [
            M("The user is a sonographer.", D, "user; sonographer"),
            M("The user works in Arbroath.", D, "user; arbroath"),
            M("The user has three children under six.", D, "user; three; under six"),
        ],
    ),
]

SENTENCES += [
    # chatter
    S("chatter", NL, B_, "Quillon", "hahaha stoppp"),
    S("chatter", TL, D_, "Clodagh", "right, back to the grind, talk later"),
    S("chatter", NJ, A_, "Bartosz", "omg the dog just sneezed on my phone"),
    S("chatter", UA, C_, "User", "hello, me again"),
    S("chatter", JM, E_, "User", "hm ok. one sec, someone's at the door"),
    # questions
    S("question", NL, C_, "Loredana", "did you ever hear back from the landlord about the damp?"),
    S("question", TL, E_, "Ruaridh", "which train are you getting, the 6:40 or the later one?"),
    S("question", NJ, F_, "Chidinma", "is it true the chippy on the corner is closing?"),
    S("question", UA, A_, "User", "how many tablespoons are in a cup?"),
    S("question", JM, B_, "User", "why do cats knead blankets?"),
    # compliments
    S("compliment", NL, E_, "Kirrily", "your garden looks like a magazine, seriously"),
    S(
        "compliment",
        TL,
        A_,
        "Griselda",
        "you explain things so well, you should teach",
        context=[("Wilbur", "so basically that's how a mortgage works")],
    ),
    S("compliment", NJ, B_, "Philippe", "that jumper is class, where's it from"),
    S("compliment", UA, F_, "User", "wow that's a really nice way to put it"),
    S("compliment", JM, D_, "User", "you're a lifesaver honestly"),
    # hypotheticals
    S(
        "hypothetical",
        NL,
        F_,
        "Agnetha",
        "if i had a boat i'd just sail off and never answer emails again",
    ),
    S(
        "hypothetical",
        TL,
        B_,
        "Marit",
        "imagine if we'd bought that flat in 2015, we'd be millionaires now",
    ),
    S("hypothetical", NJ, C_, "Reuben", "maybe one day i'll open a little bookshop by the sea"),
    S("hypothetical", UA, E_, "User", "suppose I wanted to retire at 55, how much would I need?"),
    S("hypothetical", JM, A_, "User", "if I ever got a llama, what would I name it?"),
    # other people's opinions
    S(
        "others-opinion",
        NL,
        D_,
        "Imelda",
        "my sister reckons pineapple on pizza is a crime against italy",
    ),
    S("others-opinion", TL, F_, "Dorcas", "mum says the new vicar talks too fast"),
    S(
        "others-opinion",
        NJ,
        A_,
        "Lowenna",
        "apparently our boss thinks open-plan offices are 'energising' lol",
    ),
    S(
        "others-opinion",
        UA,
        B_,
        "User",
        "my husband thinks the second film was better than the first",
    ),
    S(
        "others-opinion",
        JM,
        C_,
        "User",
        "my neighbour swears that coffee grounds keep the slugs away",
    ),
    # opinions about the world, not the speaker
    S("generic-opinion", NL, C_, "Gianni", "nobody needs a phone that costs two grand, nobody"),
    S("generic-opinion", TL, E_, "Florentyna", "summer in the city is overrated tbh"),
    S("generic-opinion", NJ, D_, "Amadou", "trains should be free, end of story"),
    S("generic-opinion", UA, A_, "User", "board games are way better than video games"),
    S("generic-opinion", JM, F_, "User", "daylight saving time makes no sense at all"),
    # passing moods
    S("passing-mood", NL, A_, "Thorfinn", "ugh so tired i could sleep on the floor"),
    S("passing-mood", TL, C_, "Rosheen", "bit grumpy today, ignore me"),
    S("passing-mood", NJ, E_, "Henrietta", "feeling weirdly happy this morning, must be the sun"),
    S("passing-mood", UA, D_, "User", "I'm so bored right now"),
    S("passing-mood", JM, B_, "User", "honestly a bit stressed this afternoon"),
    # assistant suggestions answering a request
    S(
        "assistant-suggestion",
        UA,
        B_,
        "Assistant",
        "Try descaling it with a cup of white vinegar and water, then boil plain water twice.",
        context=[("User", "how do I get the limescale out of a kettle?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        D_,
        "Assistant",
        "You could start with a 10-minute walk after dinner and build up from there.",
        context=[("User", "any easy ways to move more?")],
    ),
    S(
        "assistant-suggestion",
        UA,
        E_,
        "Assistant",
        "A good option is to batch-cook a big pot of lentil soup on Sunday and freeze it in portions.",
        context=[("User", "ideas for cheap lunches?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        F_,
        "Assistant",
        "Consider writing the three most important tasks on a card each morning.",
        context=[("User", "how can I stop procrastinating?")],
    ),
    # thanks
    S("thanks", UA, C_, "User", "thanks, that's really helpful"),
    S("thanks", JM, A_, "User", "cheers for that"),
    S("thanks", NL, E_, "Parveen", "thank you so much for the flowers, you didn't have to"),
    S("thanks", TL, F_, "Donnchadh", "ta, you're a star"),
]


SENTENCES += [
    S(
        "durable-fact",
        NJ,
        B_,
        "Berenike",
        "i'm deaf in my left ear since an infection when i was little, so sit on my right",
        [M("Berenike is deaf in her left ear.", D, "berenike; deaf; left ear")],
    ),
    S(
        "past-event",
        TL,
        E_,
        "Hallvard",
        "we launched the boat on monday!! three years of building and she floats",
        [M("Hallvard launched the boat he built on 2025-03-24.", R, "hallvard; boat; 2025-03-24")],
    ),
    S(
        "plan",
        JM,
        D_,
        "User",
        "I'm having my gallbladder out on wednesday, what should I pack for the hospital?",
        [
            M(
                "The user is having gallbladder surgery on 2024-12-11.",
                R,
                "user; gallbladder; 2024-12-11",
            )
        ],
    ),
    S(
        "recent-state",
        NJ,
        A_,
        "Jozefien",
        "still jetlagged from Ulaanbaatar, woke up at 3am eating cereal",
        [
            M(
                "Jozefien is jetlagged after coming back from Ulaanbaatar.",
                R,
                "jozefien; jetlagged; ulaanbaatar",
            )
        ],
    ),
    S(
        "third-person-fact",
        UA,
        F_,
        "User",
        "my mum Eulalia just moved into sheltered housing in Tiverton, what can I bring when I visit?",
        [
            M(
                "The user's mother Eulalia moved into sheltered housing in Tiverton.",
                R,
                "eulalia; sheltered housing; tiverton",
            )
        ],
    ),
    S(
        "second-person",
        TL,
        C_,
        "Ignatius",
        "ha, guilty. every morning at 6",
        [
            M(
                "Ignatius reads the farming news on local radio every morning.",
                D,
                "ignatius; farming news; local radio",
            )
        ],
        [("Kalinda", "wait, you're the one who reads the farming news on local radio?")],
    ),
    S(
        "fragment-answer",
        UA,
        A_,
        "User",
        "eleven, it's my whole bell-ringing team",
        [M("The user is in a bell-ringing team.", D, "user; bell-ringing")],
        [("Assistant", "How many people are you cooking for?")],
    ),
    S(
        "past-event",
        JM,
        B_,
        "User",
        "we got married on thursday!! now I need ideas for thank-you cards",
        [M("The user got married on 2024-05-16.", R, "user; married; 2024-05-16")],
    ),
    S("chatter", NJ, F_, "Berenike", "lmaooo"),
    S("question", NL, D_, "Hallvard", "are you coming to darts on thursday or not"),
    S("compliment", TL, B_, "Tobiasz", "you always pick the best restaurants"),
    S("hypothetical", NL, C_, "Tobiasz", "if the bus is late again i swear i'll buy a horse"),
    S("others-opinion", UA, D_, "User", "my brother reckons electric cars are a fad"),
    S("generic-opinion", NJ, E_, "Jozefien", "cold pizza is better than hot pizza, fight me"),
    S("passing-mood", TL, A_, "Kalinda", "today is one of those days where everything is annoying"),
    S("thanks", JM, E_, "User", "perfect, thank you!"),
]


COSMIN = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2025-01-11
User: hello. i want to start keeping bees this spring, where do i begin? i am 52, crane operator at the port in Constanța, so i only have weekends {start}
Assistant: Bees fit well around weekend work: in the busy season a hive needs a check every 7 to 10 days. Do you have any equipment yet, and do you know anyone who keeps bees nearby?
User: my father-in-law had hives in his village near Mangalia. when he died in 2021 he left me 4 empty hive boxes {boxes}
Assistant: That is a good start. What type of hives are they?
User: dadant i think. wooden, a bit rotten at the corners {dadant}
Assistant: Dadant boxes are common in Romania and easy to find frames for. Replace the rotten parts before spring, scorch the inside with a blowtorch to clean it, and paint only the outside.
User: my wife Ileana is not so happy, she is afraid of bees. she says the hives must go at the end of the garden, far from her roses {ileana}
Assistant: That is sensible anyway: face the entrances away from the house and paths. A hedge or fence in front makes the bees fly up and over people.
User: ok. first i need a course. there is one in Constanța that starts the 8th of february, six saturdays {course}
Assistant: A course is the best first step. So you work shifts at the port, are the Saturdays free for you?
User: yes, 12 hour shifts, but weekends i am off {shifts}
Assistant: Then the course fits. Buy a veil and gloves early, and ask the teacher where members buy their colonies.
@ 2025-04-02
User: good news, i finished the course in march with a certificate. and on friday i bought my first two colonies from a beekeeper in Medgidia {colonies}
Assistant: Congratulations! How did the move go?
User: at night, in the car, with the windows closed and me sweating. they are Carpathian bees, very calm {carpathian}
Assistant: Carpathian bees are a good choice for a beginner: gentle and well suited to the local climate. Where did you put the hives?
User: at the end of the garden like Ileana wanted, behind the plum trees
Assistant: Good. For the first weeks, leave them to settle and only check that they are bringing in pollen.
User: my daughter Ioana came home from Cluj for the weekend and she was not scared at all, she held a frame full of bees {ioana}
Assistant: A natural! Is she studying in Cluj?
User: medicine, 4th year {ioana-year}
Assistant: Then she has steady hands. She would make a good helper in the summer.
User: question: when should i check for the queen? my next inspection is on the 12th {inspection}
Assistant: On the 12th, look for eggs rather than the queen herself: single eggs standing upright in the cells mean she was there in the last three days. Choose a warm, calm day around midday.
@ 2025-06-21
User: a swarm left one hive on wednesday! half the bees flew into the neighbour's plum tree {swarm}
Assistant: Swarming is normal in June, though it is a shock the first time. Were you able to collect it?
User: the neighbour, domnul Sandu, called the fire brigade haha. in the end a man from the beekeepers club caught it in a box with a brush {caught}
Assistant: That is the classic way. Did he give you the swarm back?
User: yes, it is in my 3rd box now. so i have 3 colonies {three}
Assistant: Good: the old colony will raise a new queen, and you now have a third colony. Give the swarm frames with foundation and feed it syrup for a week.
User: bad news also. my knee. the doctor says the meniscus is torn, the operation is on tuesday {knee}
Assistant: I'm sorry. Meniscus repairs usually mean several weeks of light duty. Who will look after the bees while you recover?
User: Ioana, she is home for the summer. she says she will do it for a jar of honey {ioana-help}
Assistant: A fair price. Write her a simple checklist: look for eggs, check the stores, and add a super when the top box is nearly full.
User: when is the first honey, do you think?
Assistant: If the acacia and lime have flowered well, you can usually harvest in early to mid July. Only take frames that are at least three quarters capped.
@ 2025-09-14
User: we took 38 kilos of honey in july! mostly acacia {honey}
Assistant: That is an excellent first year. Congratulations to you and Ioana.
User: Ileana sold 20 jars at her work in one day, she is the secretary at a primary school and all the teachers wanted one {ileana-job}
Assistant: A good sign. Has Ileana come round to the bees?
User: since she saw the money, yes haha. she even named the honey. it is called "Salcâmul", like the big acacia in our street {label}
Assistant: A lovely name. Do you want help with a label for the jars?
User: yes please, simple, with the name, the weight and my phone number. and the knee is good, i am back on the cranes since the 1st of september {back-work}
Assistant: Here is a layout: "Salcâmul" at the top in large letters, "Miere de salcâm, 500 g" below, then "Apicultor: Cosmin" and your phone number at the bottom. Glad the knee has healed.
User: last thing. when do i treat against varroa for the winter?
Assistant: After the last honey is off: a treatment in August or September, then an oxalic acid treatment in December when the colony has no brood. Check the mite drop on a board before and after.
User: thank you, you were more help than the course
Assistant: I'm glad. Good luck with the winter, and give Ileana my compliments on the name.
""",
    [
        Q(
            "s",
            "What is the user's job?",
            "crane operator at the port in Constanța",
            "start",
            "crane operator; constanța",
            "",
            True,
        ),
        Q("s", "How old is the user?", "52", "start", "52", "", True),
        Q(
            "s",
            "Who left the user four empty hive boxes?",
            "the user's father-in-law",
            "boxes",
            "father-in-law; 4 empty hive boxes",
            "",
            True,
        ),
        Q(
            "s",
            "What type are the hive boxes the user inherited?",
            "Dadant",
            "dadant",
            "dadant",
            "fragment",
        ),
        Q(
            "s",
            "Why did the user put the hives at the end of the garden?",
            "his wife Ileana is afraid of bees",
            "ileana",
            "ileana; afraid of bees",
            "pronoun",
        ),
        Q(
            "t",
            "When did the user's beekeeping course start?",
            "2025-02-08",
            "course",
            "course; february",
            "human-date",
        ),
        Q(
            "s",
            "How long are the user's shifts at the port?",
            "12 hours",
            "shifts",
            "12 hour shifts",
            "second-person fragment",
        ),
        Q(
            "t",
            "When did the user buy the first two colonies?",
            "2025-03-28",
            "colonies",
            "colonies; medgidia",
            "relative-date",
        ),
        Q(
            "s",
            "What kind of bees did the user buy?",
            "Carpathian bees",
            "carpathian",
            "carpathian",
            "",
            True,
        ),
        Q(
            "s",
            "What does the user's daughter Ioana study?",
            "medicine, in Cluj",
            "ioana ioana-year",
            {"ioana": "ioana; cluj", "ioana-year": "medicine"},
            "fragment",
            True,
        ),
        Q(
            "s",
            "Which year of medicine was Ioana in during 2025?",
            "4th year",
            "ioana-year",
            "4th year",
            "",
        ),
        Q(
            "t",
            "When was the user's next hive inspection after buying the colonies?",
            "2025-04-12",
            "inspection",
            "inspection",
            "human-date",
        ),
        Q(
            "t",
            "When did a swarm leave one of the user's hives?",
            "2025-06-18",
            "swarm",
            "swarm",
            "relative-date",
        ),
        Q(
            "s",
            "Where did the swarm settle?",
            "in the neighbour's plum tree",
            "swarm",
            "plum tree",
            "",
        ),
        Q(
            "s",
            "Who called the fire brigade about the swarm?",
            "the neighbour, domnul Sandu",
            "caught",
            "sandu; fire brigade",
            "",
        ),
        Q(
            "m",
            "How many colonies did the user have after the swarm was caught?",
            "3",
            "colonies caught three",
            {"colonies": "two colonies", "caught": "box", "three": "3 colonies"},
            "event-chain",
        ),
        Q(
            "t",
            "When was the user's knee operation?",
            "2025-06-24",
            "knee",
            "knee; operation",
            "relative-date",
        ),
        Q(
            "s",
            "What was wrong with the user's knee?",
            "a torn meniscus",
            "knee",
            "meniscus; torn",
            "",
        ),
        Q(
            "s",
            "Who looked after the bees while the user recovered?",
            "his daughter Ioana",
            "knee ioana-help",
            {"knee": "knee", "ioana-help": "ioana"},
            "pronoun",
        ),
        Q(
            "s",
            "How much honey did the user take in July 2025?",
            "38 kilos, mostly acacia",
            "honey",
            "38 kilos",
            "",
            True,
        ),
        Q(
            "s",
            "Where does Ileana work?",
            "at a primary school, as the secretary",
            "ileana-job",
            "secretary; primary school",
            "third-person-fact",
            True,
        ),
        Q("s", "What is the user's honey called?", "Salcâmul", "label", "salcâmul", "latest", True),
        Q(
            "m",
            "Who named the honey, and had she always liked the bees?",
            "Ileana, who was afraid of bees at first",
            "ileana label",
            {"ileana": "ileana; afraid of bees", "label": "named the honey"},
            "event-chain pronoun",
        ),
        Q(
            "t",
            "When did the user go back to work after the knee operation?",
            "2025-09-01",
            "back-work",
            "cranes; september",
            "human-date",
        ),
        Q(
            "s",
            "What hobby did the user take up last year?",
            "beekeeping",
            "start",
            "keeping bees",
            "relative-question-date",
        ),
        Q(
            "o",
            "On which sea is the port where the user works?",
            "the Black Sea",
            "start",
            "constanța",
            "",
        ),
        Q("o", "In which country does the user live?", "Romania", "start", "constanța", ""),
    ],
    user_label="Cosmin",
)
CONVERSATIONS.append(COSMIN)

# Questions that count back from the day they are asked (the epoch, 2026-12-03): "last
# year" is 2025, "two years ago" 2024.
KERENSA_RADOMIR.questions += [
    Q(
        "s",
        "What kind of dog did Kerensa get two years ago?",
        "a saluki, Wisp",
        "wisp",
        "wisp; saluki",
        "relative-question-date",
    ),
    Q(
        "s",
        "Who was Radomir seeing last year?",
        "Kasia",
        "kasia",
        "kasia",
        "relative-question-date",
    ),
]
MIRABEL_THADDEUS.questions += [
    Q(
        "s",
        "Which town did Mirabel move to two years ago?",
        "Brandon",
        "moved",
        "brandon",
        "relative-question-date",
    ),
    Q(
        "s",
        "Where did Thaddeus move for work last year?",
        "Mittenwald",
        "arrived",
        "mittenwald",
        "relative-question-date",
    ),
]
HINEWAI_CRISPIN.questions += [
    Q(
        "s",
        "Who did Hinewai get engaged to last year?",
        "Matiu",
        "proposal",
        "matiu; proposed",
        "relative-question-date",
    ),
]
WENDELIN.questions += [
    Q(
        "s",
        "Which exam did I pass two years ago?",
        "the B1 Portuguese exam",
        "b1",
        "b1; exam",
        "relative-question-date first-person-question",
    ),
]


# Questions that join two turns, and open-domain questions.
KERENSA_RADOMIR.questions += [
    Q(
        "m",
        "How many glasses did the St Ives restaurant order from Kerensa in all?",
        "60: 40 and then 20 more",
        "stives more-glasses",
        {"stives": "40 wine glasses", "more-glasses": "20 more"},
        "event-chain",
    ),
    Q(
        "m",
        "What does Radomir play in the jazz trio, and why does it suit him?",
        "drums, the small kit; his wrist likes it more than timpani",
        "trio kit",
        {"trio": "jazz trio", "kit": "drums; wrist"},
        "pronoun",
    ),
    Q("o", "What kind of animal is Wisp?", "a dog (a saluki, a sighthound)", "wisp", "saluki", ""),
]
MIRABEL_THADDEUS.questions += [
    Q(
        "m",
        "Whose turtle was Garibaldi before Thaddeus took him?",
        "Gianluca's cousin's",
        "garibaldi tortoise-age",
        {"garibaldi": "garibaldi", "tortoise-age": "gianluca's cousin"},
        "pronoun event-chain",
    ),
    Q(
        "m",
        "What did Colleen do while Mirabel was at the hospital, and what happened to her in February 2025?",
        "she reorganised Mirabel's kitchen; she broke her ankle on the ice",
        "colleen ankle",
        {"colleen": "colleen; kitchen", "ankle": "ankle"},
        "event-chain",
    ),
    Q(
        "o",
        "Which sport's tournament did Mirabel's team win in March 2024?",
        "curling",
        "bonspiel",
        "bonspiel",
        "",
    ),
]
HINEWAI_CRISPIN.questions += [
    Q(
        "m",
        "Where did Crispin sell cheese before he opened his own shop, and in which town is the shop?",
        "a stall at Kirkgate Market; Ilkley",
        "stall lease",
        {"stall": "kirkgate", "lease": "ilkley"},
        "event-chain",
    ),
    Q(
        "o",
        "On which sea is the beach where Matiu proposed?",
        "the Tasman Sea",
        "proposal",
        "punakaiki",
        "",
    ),
]
WENDELIN.questions += [
    Q(
        "m",
        "Which member of Tiago's family speaks no English, and what did she teach the user to cook?",
        "his mother Rosário; bacalhau à brás",
        "tiago visit",
        {"tiago": "rosário; zero english", "visit": "bacalhau"},
        "event-chain",
    ),
    Q(
        "o",
        "Which river runs through the city the user moved to in 2024?",
        "the Mondego",
        "arrived",
        "coimbra",
        "",
    ),
]
COSMIN.questions += [
    Q(
        "m",
        "How much honey did the user take in July 2025, and how many jars did Ileana sell at her work?",
        "38 kilos; 20 jars",
        "honey ileana-job",
        {"honey": "38 kilos", "ileana-job": "20 jars"},
        "event-chain",
    ),
]


# More single-hop questions.
KERENSA_RADOMIR.questions += [
    Q(
        "s",
        "How many days could Kerensa not work after burning her hand?",
        "four days",
        "burn",
        "four days",
        "",
    ),
    Q("s", "Which town does Jory's mother live in?", "Bodmin", "hip", "bodmin", "pronoun"),
    Q("s", "Who picked the name Elowen?", "Jory", "elowen-name", "jory; picked", "pronoun"),
    Q("s", "What does the name Elowen mean?", "elm tree", "elowen-name", "elm tree", ""),
    Q("s", "How much did Elowen weigh when she was born?", "2.8 kilo", "born", "2.8 kilo", ""),
    Q(
        "s",
        "How did Radomir meet Kasia?",
        "she came to the jazz bar and said the drummer was too loud, so he bought her a drink",
        "kasia-met",
        "jazz bar; drummer",
        "pronoun",
    ),
]
MIRABEL_THADDEUS.questions += [
    Q("s", "Where did Gianluca want to move back to?", "Rome", "rome", "rome", "pronoun"),
    Q("s", "What does Frau Obermaier feed Garibaldi?", "dandelions", "landlady", "dandelions", ""),
    Q("s", "How old is Admiral?", "9", "admiral-cat", "9-year-old tabby", ""),
    Q("s", "How many people work at the Mittenwald workshop?", "9", "offer", "9 people", ""),
    Q(
        "s",
        "What did Gianluca's nonna say about Thaddeus's Italian?",
        "that it sounds like a cowboy",
        "nonna",
        "nonna; cowboy",
        "",
    ),
]
HINEWAI_CRISPIN.questions += [
    Q(
        "s",
        "Who wrote Hinewai's half ironman training plan?",
        "Matiu, on a spreadsheet",
        "matiu",
        "matiu; training plan",
        "",
    ),
    Q(
        "s",
        "How many kids signed up for the reading challenge at Hinewai's school?",
        "600",
        "van",
        "600 kids; reading challenge",
        "",
    ),
    Q(
        "s",
        "Where did Oonagh run a deli before working for Crispin?",
        "Harrogate",
        "oonagh",
        "deli; harrogate",
        "pronoun",
    ),
    Q("s", "Where are the cheese shop awards held?", "York", "awards", "awards; york", ""),
]
WENDELIN.questions += [
    Q(
        "s",
        "What present did the user decide to bring Tiago's parents?",
        "a Linzer torte",
        "torte",
        "linzer torte",
        "fragment",
    ),
    Q(
        "s",
        "What word did Rosário use for the user's Portuguese?",
        "corajoso (brave)",
        "visit",
        "corajoso",
        "",
    ),
    Q(
        "s",
        "Which floor is the user's flat in Coimbra on?",
        "the 4th floor, with no lift",
        "flat",
        "4th floor",
        "",
    ),
]
COSMIN.questions += [
    Q(
        "s",
        "Near which town was the user's father-in-law's village?",
        "Mangalia",
        "boxes",
        "father-in-law; mangalia",
        "",
    ),
    Q(
        "s",
        "Who caught the swarm in the end?",
        "a man from the beekeepers club",
        "caught",
        "beekeepers club",
        "",
    ),
    Q(
        "s",
        "What did Ioana ask for in return for looking after the bees?",
        "a jar of honey",
        "ioana-help",
        "jar of honey",
        "pronoun",
    ),
    Q(
        "s",
        "What is the user's honey named after?",
        "the big acacia in their street",
        "label",
        "acacia; street",
        "",
    ),
]


if __name__ == "__main__":
    sys.exit(main())
