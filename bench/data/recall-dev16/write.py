# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the sixteenth development recall set (this folder), written blind as held-out 16.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
Most of it is written in proper case and full sentences, the way two friends write to each
other in a long dated chat; one pair chat is lower-case texting, and in one assistant chat the
user writes tersely in lower case. This script (with ``bench/_handwritten.py``, the format the
hand-written sets share) only numbers turns, resolves the turn labels that questions point at,
checks the labels against the scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-dev16/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev16/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho16"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev16/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the sixteenth held-out set; "
        "a development set since 2026-12-06"
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

GARAZI_ILLIAM = Conv(
    "pair",
    "named_lines",
    ["Garazi", "Illiam"],
    """
@ 2024-01-20
Illiam: Happy new year, Garazi! Did the foundry shut over Christmas?
Garazi: Only for a week. I'm back on the furnace floor, casting a ring of eight bells for a church in Oakham. Eight years at the bell foundry in March, can you believe it? {foundry}
Illiam: Eight years of bells. How's the other half?
Garazi: Rógvi's grand. He's still repairing watches in the back of the jeweller's on the market place in Wisbech, and he swears he's got tinnitus from all that ticking. {rogvi}
Illiam: Ha. Is the house quiet again after the holidays?
Garazi: Very. My sister flew back to Donostia on New Year's Day, and she took the good cheese with her. {sister}
Illiam: How's your mum's foot? {ask-mum}
Garazi: Still sore. It's plantar fasciitis, and the doctor has told her no hill walking until the summer. {mum-foot}
Illiam: Poor Josune. Tell her I said so. {josune}
Garazi: I will. What about you? Any new shows?
Illiam: We're touring the schools with the Brass Moth again, forty-two schools between now and Easter. I'm the one on stilts inside the giant pangolin. {brassmoth}
Garazi: Still with the Brass Moth after all these years? {ask-years}
Illiam: Going on six years now. Aalish thinks I should start my own company. {six-years}
Garazi: Aalish being your girlfriend from Ramsey? {ask-aalish}
Illiam: That's her. Three years in June. {aalish}
Garazi: Bring her to Wisbech some time. Just not to a ventriloquist. I can't stand ventriloquists. My uncle took me to one in Tolosa when I was seven, and the dummy sat on his knee and sang at him for a whole song. {ventriloquist}
@ 2024-04-06
Illiam: Happy Easter for last week! Did your sister make it over?
Garazi: Edurne? She did. She flew into Humberside on Good Friday and stayed until Easter Monday. {edurne-easter}
Illiam: Lovely. And the bells for Oakham?
Garazi: All eight went out last Tuesday on a low loader. And they've made me head of tuning, so from May I'm the one who decides when a bell sounds right. {head-tuning}
Illiam: Head of tuning! Fancy.
Garazi: We've also put an offer in on a house in Holbeach, the one with the walnut tree. {offer}
Illiam: Fingers crossed. Big news from me: I've handed in my notice at the Brass Moth. I finish at the end of June. {notice}
Garazi: You didn't! What will you do?
Illiam: Start my own street theatre company with Aalish. {own-company}
Garazi: What are you calling it? {ask-name}
Illiam: The Salt Kettle. {salt-kettle}
Garazi: I love it. How's your dad?
Illiam: Dad slipped on the quay in Peel on Wednesday and broke his wrist. Juan wouldn't go to the hospital until the next morning, stubborn as a gatepost. {dad-wrist}
Garazi: Oh no. Send him my love.
Illiam: I did my first wild swim of the year on Sunday, at Port Erin. Eleven degrees. {swim}
@ 2024-07-13
Garazi: How was the first show as the Salt Kettle?
Illiam: We did it on Tynwald Day, on the fair field at St John's, to about three hundred people. {tynwald}
Garazi: Three hundred!
Illiam: Well, two hundred and sixty. Aalish counted the chairs. {count}
Garazi: How's your dad's wrist?
Illiam: Out of the cast and he's back on his bike. He's eighty in September, and he says he'll cycle to his own party. {dad-80}
Garazi: Ha! Sad news from here: we didn't get the house in Holbeach in the end. Someone offered twenty thousand over. {no-holbeach}
Illiam: Oh, that's rotten.
Garazi: But we've found a cottage in Spalding instead, and our offer was accepted on Monday. {spalding}
Illiam: Brilliant. And how's head of tuning?
Garazi: Good. In June I tuned my first bell on my own, a treble for a chapel in Sleaford. {first-bell}
Illiam: Are you going to the pigeon club with Rógvi these days? {ask-club}
Garazi: I never did join in the end; the homers are all his. He's got forty birds now. {homers}
Illiam: Forty!
Garazi: Forty-one since Thursday. One came home from France after two years away. {forty-one}
@ 2024-10-19
Illiam: Did you move in yet?
Garazi: We got the keys on Friday the 27th of September. Three weeks in now, and the boxes are still everywhere. {keys}
Illiam: Congratulations! How's Edurne?
Garazi: She's pregnant, due in March. I'm going to be an auntie. {edurne-preg}
Illiam: Wonderful. Dad's party was great, by the way. He didn't cycle there in the end; my cousin drove him. {dad-party}
Garazi: Ha. How's the Salt Kettle doing?
Illiam: We've got twelve bookings for the winter and a grant from the arts council of four thousand five hundred pounds. {grant}
Garazi: Amazing. And Aalish?
Illiam: She's not my girlfriend any more. She's my fiancée! I asked her on the beach at Laxey on the 5th of October. {engaged}
Garazi: Illiam! Congratulations!
Illiam: She said yes before I'd finished the question. I'm also doing two nights a week behind the bar at the Creek Inn to pay the rent, until the shows pay. {bar}
Garazi: You'll be worn out.
@ 2025-01-25
Garazi: Happy birthday for Thursday, Illiam! Forty at last? {bday-hi}
Illiam: Thirty-nine, thank you very much! Aalish took me out to the Calf of Man on the boat. {thirty-nine}
Garazi: Sorry! Thirty-nine. You don't look a day over thirty-eight.
Illiam: How was Christmas in the new house?
Garazi: Lovely. Mum came over from Tolosa for two weeks, and her foot is much better; she's hill walking again. {mum-better}
Illiam: Good. Still head of tuning?
Garazi: Still head of tuning, but my boss Kester is retiring at Easter and he's asked me to think about his job. {kester}
Illiam: Foundry manager Garazi!
Garazi: We'll see. What about the wedding?
Illiam: We've set a date: Saturday the 16th of August, at the old church in Kirk Michael. {wedding-date}
Garazi: I'll be there. Anything else new?
Illiam: We've got a dog! A schipperke called Tosca, twelve weeks old. {tosca}
Garazi: A puppy! Rógvi will be jealous.
Illiam: And I've given up the bar job. The Salt Kettle pays the rent now. {no-bar}
@ 2025-05-17
Illiam: Well? Did you get Kester's job?
Garazi: I did! I've been foundry manager since the Tuesday after Easter Monday. {manager}
Illiam: Brilliant! Any news of the baby?
Garazi: I'm an auntie! Edurne had a little boy on the 2nd of March, Eneko, eight pounds exactly. {eneko}
Illiam: Lovely. Our news is that the wedding has moved: the roof of the church in Kirk Michael needs mending, so now it's the 30th of August, in the chapel at Ballaugh. {wedding-moved}
Garazi: The 30th, got it. How's Tosca?
Illiam: She ate the head of the giant pangolin last week. {tosca-ate}
Garazi: Ha! Good news from the pigeon loft, too: Rógvi won his first race on Sunday, from Rennes. {race}
Illiam: Tell him well done. How's your mum?
Garazi: She's moving in with us in June. She's selling her flat in Tolosa. {mum-move}
Illiam: That's a big change.
Garazi: I'm dreading it a bit. I can't stand sharing a kitchen. My old flatmate in Corby used to write her initials on every egg. {kitchen}
""",
    [
        Q(
            "s",
            "What does Garazi do for a living?",
            "She works at a bell foundry casting church bells; head of tuning from May 2024, foundry manager from April 2025.",
            "foundry",
            "bell foundry",
            "",
            True,
        ),
        Q(
            "s",
            "How long had Garazi worked at the bell foundry by March 2024?",
            "eight years",
            "foundry",
            "eight years",
            "",
        ),
        Q(
            "s",
            "How many bells were in the ring Garazi's foundry cast for Oakham?",
            "eight",
            "foundry",
            "eight bells; oakham",
        ),
        Q(
            "s",
            "Who is Rógvi?",
            "Garazi's husband (her other half), who repairs watches in a jeweller's in Wisbech and races homers",
            "rogvi",
            "rógvi",
            "third-person-fact",
        ),
        Q(
            "s",
            "What is Rógvi's job?",
            "He repairs watches in the back of a jeweller's on the market place in Wisbech.",
            "rogvi",
            "repairing watches; jeweller's",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What does Rógvi blame for his tinnitus?",
            "all the ticking of the watches",
            "rogvi",
            "ticking",
            "",
        ),
        Q(
            "s",
            "Where did Garazi's sister fly back to on New Year's Day 2024?",
            "Donostia",
            "sister",
            "donostia",
            "",
        ),
        Q(
            "s",
            "What did Garazi's sister take with her when she left?",
            "the good cheese",
            "sister",
            "cheese",
            "",
        ),
        Q(
            "s",
            "What is wrong with Garazi's mum's foot?",
            "plantar fasciitis",
            "mum-foot",
            "plantar fasciitis",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What is the name of Garazi's mother?",
            "Josune",
            "ask-mum josune",
            {"ask-mum": "mum's", "josune": "josune"},
            "fragment",
        ),
        Q(
            "s",
            "What was Garazi's mum told not to do until the summer of 2024?",
            "hill walking",
            "mum-foot",
            "hill walking",
            "",
        ),
        Q(
            "s",
            "What company did Illiam work for at the start of 2024?",
            "the Brass Moth",
            "brassmoth",
            "brass moth",
            "",
            True,
        ),
        Q(
            "s",
            "What does Illiam do in the Brass Moth's schools show?",
            "He is on stilts inside the giant pangolin.",
            "brassmoth",
            "stilts; pangolin",
            "",
        ),
        Q(
            "s",
            "How many schools was the Brass Moth touring before Easter 2024?",
            "forty-two",
            "brassmoth",
            "forty two schools",
            "",
        ),
        Q(
            "s",
            "How long had Illiam been with the Brass Moth in January 2024?",
            "going on six years",
            "ask-years six-years",
            {"ask-years": "brass moth", "six-years": "six years"},
            "fragment",
        ),
        Q(
            "s",
            "Who is Aalish?",
            "Illiam's girlfriend from Ramsey, later his fiancée",
            "ask-aalish aalish",
            {"ask-aalish": "girlfriend; ramsey", "aalish": "three years"},
            "third-person-fact fragment",
        ),
        Q("s", "Where is Aalish from?", "Ramsey", "ask-aalish", "ramsey", ""),
        Q(
            "s",
            "What kind of entertainer can Garazi not stand?",
            "ventriloquists",
            "ventriloquist",
            "ventriloquists",
            "",
            True,
        ),
        Q(
            "s",
            "Who took Garazi to see a ventriloquist as a child?",
            "her uncle",
            "ventriloquist",
            "uncle",
            "",
        ),
        Q(
            "s",
            "Who is Edurne?",
            "Garazi's sister, who had a baby boy, Eneko, in March 2025",
            "sister edurne-easter",
            {"sister": "sister", "edurne-easter": "edurne"},
            "third-person-fact",
        ),
        Q(
            "s",
            "Which airport did Edurne fly into at Easter 2024?",
            "Humberside",
            "edurne-easter",
            "humberside",
            "",
        ),
        Q(
            "s",
            "How were the Oakham bells sent out?",
            "on a low loader",
            "head-tuning",
            "low loader",
            "",
        ),
        Q(
            "s",
            "What role was Garazi given at the foundry in spring 2024?",
            "head of tuning",
            "head-tuning",
            "head of tuning",
            "",
            True,
        ),
        Q(
            "s",
            "Which house did Garazi and Rógvi first put an offer on?",
            "a house in Holbeach with a walnut tree",
            "offer",
            "holbeach; walnut tree",
            "",
        ),
        Q(
            "s",
            "Did Garazi get the house in Holbeach?",
            "No; someone offered twenty thousand over.",
            "no-holbeach",
            "didn't; holbeach",
            "latest",
        ),
        Q(
            "s",
            "By how much did someone outbid Garazi on the Holbeach house?",
            "twenty thousand over",
            "no-holbeach",
            "twenty thousand",
            "",
        ),
        Q(
            "s",
            "What did Illiam do at the Brass Moth in spring 2024?",
            "He handed in his notice, finishing at the end of June.",
            "notice",
            "handed; notice",
            "",
        ),
        Q(
            "s",
            "What is the name of Illiam and Aalish's company?",
            "The Salt Kettle",
            "ask-name salt-kettle",
            {"ask-name": "calling", "salt-kettle": "salt kettle"},
            "fragment",
            True,
        ),
        Q(
            "s",
            "What kind of company did Illiam start with Aalish?",
            "a street theatre company",
            "own-company",
            "street theatre",
            "",
        ),
        Q(
            "s",
            "What is the name of Illiam's father?",
            "Juan",
            "dad-wrist",
            "juan",
            "third-person-fact",
        ),
        Q(
            "s",
            "How did Illiam's dad break his wrist?",
            "He slipped on the quay in Peel.",
            "dad-wrist",
            "slipped; quay",
            "",
        ),
        Q(
            "s",
            "Where did Illiam do his first wild swim of 2024, and how cold was it?",
            "Port Erin, eleven degrees",
            "swim",
            "port erin; eleven degrees",
            "",
        ),
        Q(
            "s",
            "How many people came to the Salt Kettle's first show?",
            "two hundred and sixty (first said about three hundred)",
            "tynwald count",
            {"tynwald": "tynwald", "count": "two hundred sixty"},
            "latest",
        ),
        Q(
            "s",
            "Where was the Salt Kettle's first show?",
            "on the fair field at St John's",
            "tynwald",
            "fair field; st john's",
            "",
        ),
        Q(
            "s",
            "How old did Illiam's dad turn in September 2024?",
            "eighty",
            "dad-80",
            "eighty",
            "pronoun",
        ),
        Q(
            "s",
            "How did Illiam's dad get to his eightieth party?",
            "Illiam's cousin drove him; he didn't cycle.",
            "dad-party",
            "cousin drove",
            "pronoun",
        ),
        Q(
            "s",
            "Where is the cottage Garazi and Rógvi bought?",
            "Spalding",
            "spalding",
            "cottage; spalding",
            "latest",
            True,
        ),
        Q(
            "s",
            "What was the first bell Garazi tuned on her own?",
            "a treble for a chapel in Sleaford",
            "first-bell",
            "treble; sleaford",
            "",
        ),
        Q(
            "s",
            "Did Garazi join the pigeon club?",
            "No, she never joined; the homers are Rógvi's.",
            "ask-club homers",
            {"ask-club": "pigeon club", "homers": "never; join"},
            "",
        ),
        Q(
            "s",
            "How many birds did Rógvi have in July 2024?",
            "forty-one (forty, and one came home from France)",
            "homers forty-one",
            {"homers": "forty birds", "forty-one": "forty one"},
            "latest",
        ),
        Q(
            "s",
            "Where did the pigeon that came back in July 2024 return from?",
            "France, after two years away",
            "forty-one",
            "france; two years",
            "",
        ),
        Q(
            "s",
            "How long had Garazi been in the new house by October 2024?",
            "three weeks",
            "keys",
            "three weeks",
            "",
        ),
        Q(
            "s",
            "How much was the Salt Kettle's arts council grant?",
            "four thousand five hundred pounds",
            "grant",
            "four thousand five hundred pounds",
            "",
        ),
        Q(
            "s",
            "How many winter bookings did the Salt Kettle have in October 2024?",
            "twelve",
            "grant",
            "twelve bookings",
            "",
        ),
        Q(
            "s",
            "Where did Illiam propose to Aalish?",
            "on the beach at Laxey",
            "engaged",
            "beach; laxey",
            "",
        ),
        Q(
            "s",
            "What extra job did Illiam take in autumn 2024?",
            "two nights a week behind the bar at the Creek Inn",
            "bar",
            "bar; creek inn",
            "",
        ),
        Q(
            "s",
            "Does Illiam still work behind the bar at the Creek Inn?",
            "No; he gave up the bar job in early 2025 because the Salt Kettle pays the rent.",
            "bar no-bar",
            {"bar": "creek inn", "no-bar": "given; bar job"},
            "latest",
        ),
        Q(
            "s",
            "How old did Illiam turn in January 2025?",
            "thirty-nine",
            "bday-hi thirty-nine",
            {"bday-hi": "birthday", "thirty-nine": "thirty nine"},
            "",
        ),
        Q(
            "s",
            "Where did Aalish take Illiam for his birthday in 2025?",
            "out to the Calf of Man on the boat",
            "thirty-nine",
            "calf of man",
            "",
        ),
        Q(
            "s",
            "Where does Garazi's mum live before moving in with Garazi?",
            "a flat in Tolosa",
            "mum-better mum-move",
            {"mum-better": "tolosa", "mum-move": "flat; tolosa"},
            "",
        ),
        Q(
            "s",
            "Who is Kester?",
            "Garazi's boss at the foundry, who retired at Easter 2025",
            "kester",
            "boss kester",
            "third-person-fact",
        ),
        Q(
            "s",
            "What kind of dog does Illiam have?",
            "a schipperke called Tosca",
            "tosca",
            "schipperke",
            "",
            True,
        ),
        Q(
            "s",
            "What did Tosca eat?",
            "the head of the giant pangolin costume",
            "tosca-ate",
            "head; pangolin",
            "pronoun",
        ),
        Q(
            "s",
            "What is Garazi's job now?",
            "foundry manager",
            "manager",
            "foundry manager",
            "latest",
            True,
        ),
        Q("s", "What is the name of Edurne's baby?", "Eneko", "eneko", "eneko", ""),
        Q(
            "s",
            "How much did Eneko weigh at birth?",
            "eight pounds exactly",
            "eneko",
            "eight pounds",
            "",
        ),
        Q(
            "s",
            "Why was Illiam's wedding moved?",
            "The roof of the church in Kirk Michael needed mending.",
            "wedding-moved",
            "roof; mending",
            "",
        ),
        Q(
            "s",
            "Where is Illiam and Aalish's wedding now held?",
            "in the chapel at Ballaugh",
            "wedding-moved",
            "chapel; ballaugh",
            "latest",
        ),
        Q("s", "Where did the pigeon race Rógvi won start from?", "Rennes", "race", "rennes", ""),
        Q(
            "s",
            "What can Garazi not stand about living with others?",
            "sharing a kitchen",
            "kitchen",
            "sharing; kitchen",
            "",
            True,
        ),
        Q(
            "s",
            "Who wrote her initials on every egg?",
            "Garazi's old flatmate in Corby",
            "kitchen",
            "flatmate; corby",
            "",
        ),
        Q(
            "t",
            "When did Garazi start at the bell foundry?",
            "2016-03",
            "foundry",
            "eight years; march",
            "human-date",
        ),
        Q(
            "t",
            "When did Garazi's sister fly back to Donostia?",
            "2024-01-01",
            "sister",
            "new year's day",
            "human-date",
        ),
        Q(
            "t",
            "When did Illiam and Aalish start going out?",
            "2021-06",
            "aalish",
            "three years; june",
            "human-date",
        ),
        Q(
            "t",
            "When did Edurne fly in at Easter 2024?",
            "2024-03-29",
            "edurne-easter",
            "good friday",
            "human-date",
        ),
        Q(
            "t",
            "When did Edurne leave after Easter 2024?",
            "2024-04-01",
            "edurne-easter",
            "easter monday",
            "human-date",
        ),
        Q(
            "t",
            "When did the Oakham bells go out?",
            "2024-04-02",
            "head-tuning",
            "last tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Illiam's dad break his wrist?",
            "2024-04-03",
            "dad-wrist",
            "wednesday; wrist",
            "relative-date",
        ),
        Q(
            "t",
            "When did Illiam do his first wild swim of 2024?",
            "2024-03-31",
            "swim",
            "sunday; swim",
            "relative-date",
        ),
        Q(
            "t",
            "When was Illiam's last month at the Brass Moth?",
            "2024-06",
            "notice",
            "end of june",
            "human-date",
        ),
        Q(
            "t",
            "When was the Salt Kettle's first show?",
            "2024-07-05",
            "tynwald",
            "tynwald day",
            "human-date",
        ),
        Q(
            "t",
            "When was Garazi's offer on the cottage in Spalding accepted?",
            "2024-07-08",
            "spalding",
            "accepted; monday",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did Garazi tune her first bell on her own?",
            "2024-06",
            "first-bell",
            "june",
            "human-date",
        ),
        Q(
            "t",
            "When did the forty-first pigeon come home?",
            "2024-07-11",
            "forty-one",
            "thursday",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did Illiam's dad turn eighty?",
            "2024-09",
            "dad-80",
            "september",
            "human-date pronoun",
        ),
        Q(
            "t",
            "When did Garazi get the keys to the cottage in Spalding?",
            "2024-09-27",
            "keys",
            "keys; 27th september",
            "human-date",
        ),
        Q(
            "t",
            "In which month was Edurne's baby due?",
            "2025-03",
            "edurne-preg",
            "march",
            "human-date",
        ),
        Q(
            "t",
            "When did Illiam propose to Aalish?",
            "2024-10-05",
            "engaged",
            "5th october",
            "human-date",
        ),
        Q(
            "t",
            "When is Illiam's birthday?",
            "2025-01-23",
            "bday-hi",
            "birthday; thursday",
            "relative-date",
        ),
        Q(
            "t",
            "When was Illiam and Aalish's wedding first set for?",
            "2025-08-16",
            "wedding-date",
            "16th august",
            "human-date",
        ),
        Q(
            "t",
            "When is Illiam and Aalish's wedding now?",
            "2025-08-30",
            "wedding-moved",
            "30th august",
            "human-date latest",
        ),
        Q(
            "t",
            "In which month was Tosca born?",
            "2024-11",
            "tosca",
            "twelve weeks",
            "relative-date",
        ),
        Q(
            "t",
            "Since when has Garazi been foundry manager?",
            "2025-04-22",
            "manager",
            "tuesday after easter monday",
            "human-date",
        ),
        Q("t", "When was Eneko born?", "2025-03-02", "eneko", "2nd march", "human-date"),
        Q(
            "t",
            "When did Rógvi win his first pigeon race?",
            "2025-05-11",
            "race",
            "race; sunday",
            "relative-date",
        ),
        Q(
            "t",
            "In which month was Garazi's mum due to move in with her?",
            "2025-06",
            "mum-move",
            "june",
            "human-date",
        ),
        Q(
            "t",
            "When did Illiam and Aalish get engaged, two years ago?",
            "2024-10-05",
            "engaged",
            "5th october",
            "human-date relative-question-date",
        ),
        Q(
            "m",
            "How did Garazi's job at the foundry change between 2024 and 2025?",
            "casting bells, then head of tuning from May 2024, then foundry manager from 22 April 2025 when Kester retired",
            "foundry head-tuning manager",
            {
                "foundry": "bell foundry",
                "head-tuning": "head of tuning",
                "manager": "foundry manager",
            },
            "event-chain latest",
        ),
        Q(
            "m",
            "Where have Garazi and Rógvi tried to buy a house, and where did they end up?",
            "an offer on a house in Holbeach fell through; they bought a cottage in Spalding and got the keys on 27 September 2024",
            "offer no-holbeach spalding keys",
            {"offer": "holbeach", "no-holbeach": "didn't", "spalding": "spalding", "keys": "keys"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How did Illiam's work change over 2024 and 2025?",
            "six years on stilts with the Brass Moth, notice handed in for the end of June 2024, then his own company, the Salt Kettle, with a bar job until early 2025",
            "brassmoth notice salt-kettle no-bar",
            {
                "brassmoth": "brass moth",
                "notice": "notice",
                "salt-kettle": "salt kettle",
                "no-bar": "bar job",
            },
            "event-chain latest",
        ),
        Q(
            "m",
            "How did Illiam's relationship with Aalish change?",
            "girlfriend of three years in June 2024, fiancée from 5 October 2024, wedding set for 16 August then moved to 30 August 2025",
            "aalish engaged wedding-moved",
            {"aalish": "three years", "engaged": "fiancée", "wedding-moved": "30th august"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How did Garazi's mum's health and living arrangements change?",
            "plantar fasciitis in January 2024, hill walking again by January 2025, and moving in with Garazi in June 2025",
            "mum-foot mum-better mum-move",
            {"mum-foot": "plantar fasciitis", "mum-better": "better", "mum-move": "moving"},
            "event-chain latest",
        ),
        Q(
            "m",
            "What happened to Juan in 2024?",
            "He broke his wrist slipping on the quay in Peel in April, was back on his bike by July and turned eighty in September.",
            "dad-wrist dad-80",
            {"dad-wrist": "juan", "dad-80": "eighty"},
            "pronoun event-chain",
        ),
        Q(
            "m",
            "How did Edurne's family grow?",
            "She was pregnant in October 2024, due in March, and had Eneko on 2 March 2025.",
            "edurne-preg eneko",
            {"edurne-preg": "pregnant", "eneko": "eneko"},
            "event-chain",
        ),
        Q(
            "m",
            "How did Kester's retirement change Garazi's job?",
            "He retired at Easter 2025 and Garazi got his job as foundry manager.",
            "kester manager",
            {"kester": "retiring", "manager": "foundry manager"},
            "event-chain",
        ),
        Q(
            "o",
            "On which island does Illiam live?",
            "the Isle of Man (Peel, Ramsey, Laxey, Port Erin)",
            "dad-wrist swim",
            {"dad-wrist": "peel", "swim": "port erin"},
        ),
        Q(
            "o",
            "What is Tynwald Day, when the Salt Kettle gave its first show?",
            "the Isle of Man's national day, 5 July, with an open-air sitting of its parliament at St John's",
            "tynwald",
            "tynwald day",
        ),
        Q(
            "o",
            "In which country is Donostia, where Garazi's sister lives?",
            "Spain",
            "sister",
            "donostia",
        ),
        Q(
            "o",
            "In which English county are Spalding and Holbeach?",
            "Lincolnshire",
            "spalding",
            "spalding",
        ),
    ],
)
CONVERSATIONS.append(GARAZI_ILLIAM)

SAFFY_LEW = Conv(
    "pair",
    "timestamped_lines",
    ["saffy", "lew"],
    """
@ 2024-02-09
lew: u still on nights {ask-nights}
saffy: yep. at the dyeworks till march then back on days thank god {nights}
lew: how long u been there now
saffy: 4 yrs in may. dyed 9 ton of linen teal this week, my hands r blue {dyeworks}
lew: lol smurf. hows ur nan
saffy: in hospital, fell in the garden on tues. shes 91 n furious {nan}
lew: aw give her my love
saffy: will do. did my first hill race sat!! 40th out of 52 {hill}
lew: legend. where was it
saffy: grassington. nearly died on the last climb {grassington}
lew: off to brigg tmrw, romys mums 60th {brigg}
saffy: whos romy again lol {ask-romy}
lew: my girlfriend!!! 2 yrs in april {romy}
saffy: sorry sorry. have fun
lew: wont, her mum hates me {hates}
@ 2024-05-04
saffy: back on days now, feel human again {days}
lew: yesss. hows ur nan
saffy: home since easter monday. got a walking frame she calls the zimmer of shame lol {nan-home}
lew: ha. big news. handed my notice in at the ropeworks yday {notice}
saffy: WHAT. why
lew: got a job at the bonsai centre in barton. been doin bonsai 10 yrs, its my thing {bonsai}
saffy: thats ur dream tho
lew: 20 grand less a yr but i dont care {pay}
saffy: when do u start
lew: the tuesday after the spring bank hol {start}
saffy: did romys mum come round in the end
lew: nope. still hates me {still-hates}
saffy: met someone btw {met}
lew: ooh who
saffy: wes. hes a tyre fitter in howden {wes}
lew: how did u meet
saffy: at a hill race in april, he was the one handin out jelly babies {meet}
@ 2024-08-17
lew: 3 months at the bonsai centre now n i still love it {three-months}
saffy: told u. hows the boss
lew: kenna? shes great. let me redo all the japanese maples {kenna}
saffy: wes moved in sat {wes-in}
lew: already!!
saffy: i no. nan says its too fast {nan-fast}
lew: ur nan says everything is too fast
saffy: lol true. off to withernsea tmrw for the wk {withernsea}
lew: jelly baby man goin
saffy: yep he booked it {booked}
lew: me n romy split up {split}
saffy: no!! what happened
lew: her mum won lol. nah we just want different things. shes moving to gainsborough {gainsborough}
saffy: u ok
lew: ye honestly fine. i kept the mini pig {pig}
saffy: gertie stays!! {gertie}
@ 2024-11-09
saffy: did u see the fireworks tues {ask-fireworks}
lew: yeah at the bonfire in barton. gertie hid under the bed all night {bonfire}
saffy: poor gertie. guess what
lew: wot
saffy: ive packed in the dyeworks. startin at ambulance control in hessle on the 18th {control}
lew: no way!! cos of wes
saffy: cos of the money. 4k more. well 3,800 {money}
lew: u gonna miss ur blue hands
saffy: nah lol. u?
lew: im seein someone {seeing}
saffy: WHO
lew: ottie. she does the wood turning stall at the market {ottie}
saffy: how did u meet {ask-meet}
lew: she sold me a ladle {ladle}
saffy: stop
@ 2025-01-31
lew: happy bday for weds!! 28 now {bday}
saffy: ta!! wes got me a guinea fowl lol. called her peaches {peaches}
lew: a GUINEA FOWL
saffy: for the garden. she screams at the postman {screams}
lew: hows ambulance control
saffy: love it. still on nights till march tho {nights-again}
lew: not again lol
saffy: hows ottie
lew: movin in together. got the keys to a flat in barton on the 20th {keys}
saffy: already!! my nan would say too fast
lew: how is she
saffy: 92 n back in her garden, no frame {nan-92}
lew: queen. oh n i never did get the head grower job, kenna gave it to her nephew {no-job}
saffy: gutted. her loss
""",
    [
        Q(
            "s",
            "Where did saffy work in early 2024?",
            "at the dyeworks, on nights until March",
            "nights dyeworks",
            {"nights": "dyeworks", "dyeworks": "dyed"},
            "",
            True,
        ),
        Q(
            "s",
            "Was saffy on nights in February 2024?",
            "yes, until March, then back on days",
            "ask-nights nights",
            {"ask-nights": "nights", "nights": "till march"},
            "fragment",
        ),
        Q("s", "How much linen did saffy dye teal in one week?", "9 ton", "dyeworks", "9 ton", ""),
        Q("s", "What colour did saffy's hands go at the dyeworks?", "blue", "dyeworks", "blue", ""),
        Q("s", "How old was saffy's nan in February 2024?", "91", "nan", "91", ""),
        Q(
            "s",
            "Why was saffy's nan in hospital in February 2024?",
            "She fell in the garden.",
            "nan",
            "fell; garden",
            "",
        ),
        Q(
            "s",
            "Where did saffy finish in her first hill race?",
            "40th out of 52",
            "hill",
            "40th; 52",
            "",
        ),
        Q(
            "s",
            "Where was saffy's first hill race?",
            "Grassington",
            "hill grassington",
            {"hill": "hill race", "grassington": "grassington"},
            "fragment",
        ),
        Q(
            "s",
            "Where was lew going the day after 9 February 2024?",
            "to Brigg for his girlfriend Romy's mum's 60th",
            "brigg",
            "brigg",
            "",
        ),
        Q(
            "s",
            "Who is romy?",
            "lew's girlfriend until summer 2024",
            "ask-romy romy",
            {"ask-romy": "romy", "romy": "girlfriend"},
            "third-person-fact fragment",
        ),
        Q("s", "How does romy's mum feel about lew?", "She hates him.", "hates", "mum hates", ""),
        Q(
            "s",
            "What does saffy's nan call her walking frame?",
            "the zimmer of shame",
            "nan-home",
            "zimmer of shame",
            "",
        ),
        Q(
            "s",
            "Where did lew work before the bonsai centre?",
            "at the ropeworks",
            "notice",
            "ropeworks",
            "",
            True,
        ),
        Q(
            "s",
            "Where does lew work now?",
            "at the bonsai centre in Barton",
            "bonsai three-months",
            {"bonsai": "bonsai centre; barton", "three-months": "bonsai centre"},
            "latest",
            True,
        ),
        Q(
            "s",
            "How long had lew been doing bonsai in May 2024?",
            "10 years",
            "bonsai",
            "10 yrs",
            "",
        ),
        Q(
            "s",
            "How much less does lew earn at the bonsai centre?",
            "20 grand a year",
            "pay",
            "20 grand",
            "",
        ),
        Q(
            "s",
            "Who is wes?",
            "saffy's boyfriend, a tyre fitter in Howden",
            "wes",
            "wes",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does wes do for a living?",
            "He is a tyre fitter in Howden.",
            "wes",
            "tyre fitter; howden",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "How did saffy meet wes?",
            "at a hill race in April 2024, where he was handing out jelly babies",
            "met meet",
            {"met": "met", "meet": "jelly babies"},
            "fragment",
        ),
        Q(
            "s",
            "Who is kenna?",
            "lew's boss at the bonsai centre",
            "kenna",
            "kenna",
            "third-person-fact",
        ),
        Q(
            "s",
            "What did kenna let lew redo?",
            "all the Japanese maples",
            "kenna",
            "japanese maples",
            "",
        ),
        Q(
            "s",
            "What does saffy's nan think of wes moving in?",
            "that it's too fast",
            "nan-fast",
            "too fast",
            "",
        ),
        Q(
            "s",
            "Where did saffy go for a week in August 2024?",
            "Withernsea",
            "withernsea",
            "withernsea",
            "",
        ),
        Q("s", "Who booked the trip to Withernsea?", "wes", "booked", "booked", "pronoun"),
        Q(
            "s",
            "Are lew and romy still together?",
            "No, they split up in summer 2024.",
            "split",
            "split",
            "latest",
        ),
        Q(
            "s",
            "Where did romy move to after the split?",
            "Gainsborough",
            "gainsborough",
            "gainsborough",
            "",
        ),
        Q(
            "s",
            "What pet did lew keep after the split?",
            "the mini pig, Gertie",
            "pig gertie",
            {"pig": "mini pig", "gertie": "gertie"},
            "",
            True,
        ),
        Q(
            "s",
            "Where did lew watch the fireworks in November 2024?",
            "at the bonfire in Barton",
            "bonfire",
            "bonfire; barton",
            "",
        ),
        Q(
            "s",
            "Where did gertie hide on bonfire night?",
            "under the bed",
            "bonfire",
            "under bed",
            "pronoun",
        ),
        Q(
            "s",
            "Where does saffy work now?",
            "at ambulance control in Hessle",
            "control",
            "ambulance control; hessle",
            "latest",
            True,
        ),
        Q(
            "s",
            "How much more does saffy earn at ambulance control?",
            "3,800 (first said 4k)",
            "money",
            "3,800",
            "latest",
        ),
        Q(
            "s",
            "Who is ottie?",
            "lew's girlfriend, who runs the wood turning stall at the market",
            "ottie",
            "ottie",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does ottie do?",
            "She does the wood turning stall at the market.",
            "ottie",
            "wood turning stall",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "How did lew meet ottie?",
            "She sold him a ladle.",
            "ask-meet ladle",
            {"ask-meet": "meet", "ladle": "ladle"},
            "fragment",
        ),
        Q("s", "How old did saffy turn in January 2025?", "28", "bday", "28", ""),
        Q(
            "s",
            "What did wes give saffy for her birthday in 2025?",
            "a guinea fowl called Peaches",
            "peaches",
            "guinea fowl; peaches",
            "",
            True,
        ),
        Q(
            "s",
            "What does peaches do?",
            "She screams at the postman.",
            "screams",
            "screams; postman",
            "pronoun",
        ),
        Q(
            "s",
            "Was saffy on nights in January 2025?",
            "yes, at ambulance control, until March",
            "nights-again",
            "nights; march",
            "latest",
        ),
        Q(
            "s",
            "Where do lew and ottie live?",
            "in a flat in Barton",
            "keys",
            "flat; barton",
            "latest",
            True,
        ),
        Q("s", "How old was saffy's nan in January 2025?", "92", "nan-92", "92", "latest"),
        Q(
            "s",
            "Did lew get the head grower job?",
            "No; Kenna gave it to her nephew.",
            "no-job",
            "never; head grower",
            "latest",
        ),
        Q(
            "s",
            "Who got the head grower job at the bonsai centre?",
            "Kenna's nephew",
            "no-job",
            "nephew",
            "",
        ),
        Q(
            "t",
            "When did saffy start at the dyeworks?",
            "2020-05",
            "dyeworks",
            "4 yrs; may",
            "human-date",
        ),
        Q(
            "t",
            "When did saffy's nan fall in the garden?",
            "2024-02-06",
            "nan",
            "fell; tues",
            "relative-date",
        ),
        Q(
            "t",
            "When did saffy run her first hill race?",
            "2024-02-03",
            "hill",
            "sat",
            "relative-date",
        ),
        Q("t", "When was romy's mum's 60th?", "2024-02-10", "brigg", "tmrw", "relative-date"),
        Q(
            "t",
            "When did lew and romy get together?",
            "2022-04",
            "romy",
            "2 yrs; april",
            "human-date",
        ),
        Q(
            "t",
            "When did saffy's nan come home from hospital?",
            "2024-04-01",
            "nan-home",
            "easter monday",
            "human-date",
        ),
        Q(
            "t",
            "When did lew hand in his notice at the ropeworks?",
            "2024-05-03",
            "notice",
            "notice; yday",
            "relative-date",
        ),
        Q(
            "t",
            "When did lew start at the bonsai centre?",
            "2024-05-28",
            "start",
            "tuesday after spring bank hol",
            "human-date",
        ),
        Q("t", "In which month did saffy meet wes?", "2024-04", "meet", "april", "human-date"),
        Q(
            "t",
            "When did wes move in with saffy?",
            "2024-08-10",
            "wes-in",
            "moved; sat",
            "relative-date",
        ),
        Q(
            "t",
            "When did saffy go to Withernsea?",
            "2024-08-18",
            "withernsea",
            "tmrw",
            "relative-date",
        ),
        Q(
            "t",
            "When did lew watch the fireworks in Barton?",
            "2024-11-05",
            "ask-fireworks bonfire",
            {"ask-fireworks": "fireworks; tues", "bonfire": "bonfire"},
            "relative-date",
        ),
        Q(
            "t",
            "When did saffy start at ambulance control?",
            "2024-11-18",
            "control",
            "18th",
            "human-date",
        ),
        Q("t", "When is saffy's birthday?", "2025-01-29", "bday", "bday; weds", "relative-date"),
        Q(
            "t",
            "When did lew and ottie get the keys to their flat?",
            "2025-01-20",
            "keys",
            "keys; 20th",
            "human-date",
        ),
        Q(
            "t",
            "Until when was saffy on nights at ambulance control?",
            "2025-03",
            "nights-again",
            "nights till march",
            "human-date",
        ),
        Q(
            "m",
            "How did saffy's job change?",
            "four years at the dyeworks (on nights until March 2024), then ambulance control in Hessle from 18 November 2024, on nights until March 2025",
            "dyeworks control nights-again",
            {"dyeworks": "dyeworks", "control": "ambulance control", "nights-again": "nights"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How did lew's job change in 2024?",
            "He left the ropeworks in May 2024 for the bonsai centre in Barton, starting 28 May; he did not get the head grower job.",
            "notice start no-job",
            {"notice": "ropeworks", "start": "spring bank hol", "no-job": "head grower"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Who has lew been with, in order?",
            "romy (from April 2022, split summer 2024), then ottie, with whom he moved into a flat in Barton",
            "romy split ottie keys",
            {"romy": "girlfriend", "split": "split", "ottie": "ottie", "keys": "keys"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How did saffy's nan's health change?",
            "She fell in February 2024 at 91 and was in hospital, came home on Easter Monday with a walking frame, and by January 2025 at 92 needed no frame.",
            "nan nan-home nan-92",
            {"nan": "fell", "nan-home": "walking frame", "nan-92": "no frame"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How did saffy and wes's relationship progress?",
            "met at a hill race in April 2024, he moved in on 10 August 2024, and he gave her a guinea fowl for her birthday in 2025",
            "meet wes-in peaches",
            {"meet": "hill race", "wes-in": "moved", "peaches": "guinea fowl"},
            "event-chain",
        ),
        Q(
            "o",
            "On which estuary are Barton and Hessle?",
            "the Humber (either side of the Humber Bridge)",
            "bonsai control",
            {"bonsai": "barton", "control": "hessle"},
        ),
        Q(
            "o",
            "In which national park is Grassington, where saffy ran her first hill race?",
            "the Yorkshire Dales",
            "grassington",
            "grassington",
        ),
        Q(
            "o",
            "What is the night of 5 November, when lew watched the bonfire in Barton, called?",
            "Bonfire Night (Guy Fawkes Night)",
            "bonfire",
            "bonfire",
        ),
        Q(
            "s",
            "Where did saffy start a new job two years ago?",
            "at ambulance control in Hessle, in November 2024",
            "control",
            "ambulance control; hessle",
            "relative-question-date",
        ),
    ],
)
CONVERSATIONS.append(SAFFY_LEW)

SJURDUR_TRESSA = Conv(
    "pair",
    "named_json",
    ["Sjúrður", "Tressa"],
    """
@ 2024-03-16
Tressa: Hello from Stamford! How's life on the fjord?
Sjúrður: Cold and wet! I'm still mending nets on the fish farm outside Klaksvík, going on three years now. {menders}
Tressa: Rather you than me. Are you out on the pens every day?
Sjúrður: Four days on and three off, with two hours out on the pens each shift. {shifts}
Tressa: I sold a copper weathervane at the auction house on Wednesday for eleven thousand pounds, a record for us. {weathervane}
Sjúrður: Eleven thousand for a weathervane!
Tressa: £11,000, and I was the one with the gavel. Eighteen years I've been an auctioneer and I've never had a room like it. {auctioneer}
Sjúrður: How's Thirza?
Tressa: She's well. Her calligraphy shop turned one on Mothering Sunday, so we had cake in the shop. {thirza}
Sjúrður: Happy birthday to the shop. And Tamlin?
Tressa: He has his tractor test on Friday the 22nd. He works weekends on a farm near Uppingham. {tamlin-test}
Sjúrður: Tamlin is your son? {ask-tamlin}
Tressa: My stepson, Thirza's boy. Seventeen, and he thinks he knows everything. {tamlin}
Sjúrður: I remember being seventeen. How did you and Thirza meet? I never asked. {ask-met}
Tressa: At a book fair in Uppingham. {met}
Sjúrður: Very romantic. I'll tell you something: I can't stand fermented lamb, and everyone here eats it. My grandfather used to hang a whole leg of it in the shed, and my brother dared me to eat a piece when I was nine. {lamb}
@ 2024-06-22
Sjúrður: Did Tamlin pass?
Tressa: Third time lucky, on Tuesday! The first two went wrong at the same level crossing. {passed}
Sjúrður: Well done, Tamlin. How's the auction house?
Tressa: Busy. How's the fish farm?
Sjúrður: They've made me head net mender, so I'm in charge of the other five menders now. {head-mender}
Tressa: Congratulations!
Sjúrður: And I've met someone. Turið. She's a deckhand on the ferry to Kalsoy. {turid}
Tressa: How did you meet? {ask-turid-met}
Sjúrður: At a chain dance in Gøta, in May. {chain}
Tressa: Lovely. We've had sad news here: Thirza's dad passed away on the 2nd of June. {thirza-dad}
Sjúrður: I'm so sorry.
Tressa: He was ninety-one and he'd had a good life. The funeral was on Friday. {funeral}
Sjúrður: Are you still thinking of leaving the auction house?
Tressa: No, I've decided to stay. They've offered me a partnership from January. {partnership}
@ 2024-10-12
Tressa: How was the summer in Klaksvík?
Sjúrður: Wonderful. Turið moved into my flat in August, and we went to Ólavsøka together. {turid-in}
Tressa: Living together already!
Sjúrður: When you know, you know. Work has been hard, though: we lost a whole pen in a squall on Monday, forty thousand fish. {squall}
Tressa: Forty thousand! That's awful.
Sjúrður: We're covered, but it was a bad week. How's Tamlin?
Tressa: He's at university now, in Falmer, studying aquaculture. He says he wants to work on a fish farm like you. {tamlin-uni}
Sjúrður: Tell him to come here for a summer.
Tressa: I will. Thirza has taken on an apprentice at the shop, a girl called Ysmay. {ysmay}
Sjúrður: And you? How's the shoulder you were moaning about?
Tressa: It's a frozen shoulder, so I'm having hydrotherapy every Thursday. {frozen}
Sjúrður: Poor you.
@ 2025-02-15
Sjúrður: Happy Valentine's for yesterday! {val}
Tressa: Thank you! Thirza made me a card in gold ink. How's Turið? {card}
Sjúrður: She's not on the Kalsoy ferry any more. She's first mate on the big ferry to Suðuroy now. {turid-job}
Tressa: Good for her!
Sjúrður: And I've handed in my notice at the fish farm. {notice}
Tressa: What!
Sjúrður: I'm going to train as a fish health inspector in Haugesund. {instructor}
Tressa: Haugesund! Is Turið going with you?
Sjúrður: She is. We leave on the 1st of April. {leave}
Tressa: Big year. I'm a partner at the auction house now, since the 6th of January. {partner-now}
Sjúrður: Partner Tressa! Is your shoulder better?
Tressa: Much better. The hydrotherapy finished at Christmas. {shoulder-better}
@ 2025-06-21
Tressa: How's Haugesund?
Sjúrður: Rainy, even by Faroese standards. The course is good, though; I finish in December. {course}
Tressa: And Turið? Did you get that flat by the old wharf?
Sjúrður: We didn't get the flat by the wharf in the end, so we're renting one up in Sandviken. She's working on a ferry again, a small one in the fjords. {flat}
Tressa: Still lovely.
Sjúrður: How's Tamlin?
Tressa: He finished his first year and he's home for the summer, working at the boating lake. {tamlin-summer}
Sjúrður: And the shop?
Tressa: Ysmay left in May, so Thirza's on her own again. {ysmay-left}
Tressa: And we're getting married! On the 13th of September, at Burghley. {marry}
Sjúrður: Finally! Congratulations!
Tressa: Will you come?
Sjúrður: Of course. Turið too.
""",
    [
        Q(
            "s",
            "What did Sjúrður do for a living in 2024?",
            "He mended nets on the fish farm outside Klaksvík, head net mender from summer 2024.",
            "menders",
            "mending nets; fish farm",
            "",
            True,
        ),
        Q(
            "s",
            "Where is the fish farm Sjúrður worked on?",
            "outside Klaksvík",
            "menders",
            "klaksvík",
            "",
        ),
        Q(
            "s",
            "What were Sjúrður's shifts on the fish farm?",
            "four days on, three off, two hours out on the pens each shift",
            "shifts",
            "four days; three off",
            "",
        ),
        Q(
            "s",
            "What did Tressa sell for a record price in March 2024?",
            "a copper weathervane",
            "weathervane",
            "copper weathervane",
            "",
        ),
        Q(
            "s",
            "How much did the copper weathervane sell for?",
            "eleven thousand pounds (£11,000)",
            "weathervane",
            "eleven thousand pounds",
            "",
        ),
        Q(
            "s",
            "What does Tressa do for a living?",
            "She is an auctioneer at an auction house in Stamford, a partner since January 2025.",
            "auctioneer",
            "auctioneer",
            "",
            True,
        ),
        Q(
            "s",
            "How long had Tressa been an auctioneer in March 2024?",
            "eighteen years",
            "auctioneer",
            "eighteen years",
            "",
        ),
        Q(
            "s",
            "What kind of shop does Thirza run?",
            "a calligraphy shop",
            "thirza",
            "calligraphy shop",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Who is Tamlin?",
            "Tressa's stepson, Thirza's boy",
            "ask-tamlin tamlin",
            {"ask-tamlin": "tamlin", "tamlin": "stepson"},
            "third-person-fact fragment",
        ),
        Q("s", "How old was Tamlin in March 2024?", "seventeen", "tamlin", "seventeen", ""),
        Q(
            "s",
            "Where did Tamlin work at weekends in 2024?",
            "on a farm near Uppingham",
            "tamlin-test",
            "farm; uppingham",
            "",
        ),
        Q(
            "s",
            "How did Tressa and Thirza meet?",
            "at a book fair in Uppingham",
            "ask-met met",
            {"ask-met": "meet", "met": "book fair; uppingham"},
            "fragment",
            True,
        ),
        Q(
            "s",
            "What food can Sjúrður not stand?",
            "fermented lamb",
            "lamb",
            "fermented lamb",
            "",
            True,
        ),
        Q(
            "s",
            "Who dared Sjúrður to eat fermented lamb as a child?",
            "his brother",
            "lamb",
            "brother dared",
            "",
        ),
        Q(
            "s",
            "How many attempts did Tamlin need to pass his tractor test?",
            "three",
            "passed",
            "third time",
            "",
        ),
        Q(
            "s",
            "Where did Tamlin's first two tractor tests go wrong?",
            "at the same level crossing",
            "passed",
            "level crossing",
            "",
        ),
        Q(
            "s",
            "What was Sjúrður made in summer 2024?",
            "head net mender, in charge of five other menders",
            "head-mender",
            "head net mender",
            "",
            True,
        ),
        Q(
            "s",
            "How many menders did Sjúrður have under him as head net mender?",
            "five",
            "head-mender",
            "five menders",
            "",
        ),
        Q(
            "s",
            "Who is Turið?",
            "Sjúrður's girlfriend, a ferry deckhand",
            "turid",
            "turið",
            "third-person-fact",
        ),
        Q(
            "s",
            "How did Sjúrður meet Turið?",
            "at a chain dance in Gøta in May 2024",
            "ask-turid-met chain",
            {"ask-turid-met": "meet", "chain": "chain dance; gøta"},
            "fragment",
        ),
        Q(
            "s",
            "How old was Thirza's dad when he died?",
            "ninety-one",
            "funeral",
            "ninety one",
            "pronoun",
        ),
        Q(
            "s",
            "Did Tressa leave the auction house in 2024?",
            "No, she decided to stay and was offered a partnership from January.",
            "partnership",
            "decided; stay",
            "",
        ),
        Q(
            "s",
            "Where did Sjúrður and Turið go together in summer 2024?",
            "to Ólavsøka",
            "turid-in",
            "ólavsøka",
            "",
        ),
        Q(
            "s",
            "How many fish did Sjúrður's farm lose in the squall?",
            "forty thousand",
            "squall",
            "forty thousand fish",
            "",
        ),
        Q(
            "s",
            "Where does Tamlin go to university, and what does he study?",
            "in Falmer, studying aquaculture",
            "tamlin-uni",
            "falmer; aquaculture",
            "",
        ),
        Q(
            "s",
            "Who is Ysmay?",
            "the apprentice Thirza took on at the calligraphy shop in 2024, who left in May 2025",
            "ysmay",
            "apprentice; ysmay",
            "third-person-fact",
        ),
        Q(
            "s",
            "What was wrong with Tressa's shoulder?",
            "a frozen shoulder",
            "frozen",
            "frozen shoulder",
            "",
            True,
        ),
        Q(
            "s",
            "What treatment did Tressa have for her shoulder?",
            "hydrotherapy every Thursday",
            "frozen",
            "hydrotherapy; thursday",
            "",
        ),
        Q(
            "s",
            "What did Thirza give Tressa for Valentine's Day 2025?",
            "a card in gold ink",
            "card",
            "card; gold ink",
            "",
        ),
        Q(
            "s",
            "What is Turið's job now?",
            "She works on a small ferry in the fjords around Haugesund (before that, first mate on the Suðuroy ferry).",
            "flat",
            "ferry; fjords",
            "latest",
        ),
        Q(
            "s",
            "What was Turið's job in February 2025?",
            "first mate on the big ferry to Suðuroy",
            "turid-job",
            "first mate; suðuroy",
            "latest",
        ),
        Q(
            "s",
            "What is Sjúrður training as?",
            "a fish health inspector, in Haugesund",
            "instructor",
            "fish health inspector; haugesund",
            "latest",
            True,
        ),
        Q(
            "s",
            "Where do Sjúrður and Turið live now?",
            "in a rented flat up in Sandviken, in Haugesund",
            "flat",
            "sandviken",
            "latest",
            True,
        ),
        Q(
            "s",
            "Did Sjúrður and Turið get the flat by the wharf?",
            "No; they rent a flat up in Sandviken instead.",
            "flat",
            "didn't; wharf",
            "",
        ),
        Q(
            "s",
            "What is Tamlin doing in summer 2025?",
            "working at the boating lake",
            "tamlin-summer",
            "boating lake",
            "",
        ),
        Q(
            "s",
            "Is Ysmay still Thirza's apprentice?",
            "No, she left in May 2025.",
            "ysmay-left",
            "left; may",
            "latest",
        ),
        Q(
            "s",
            "Where are Tressa and Thirza getting married?",
            "at Burghley",
            "marry",
            "burghley",
            "",
        ),
        Q(
            "t",
            "When did Tressa sell the copper weathervane?",
            "2024-03-13",
            "weathervane",
            "wednesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Thirza's calligraphy shop open?",
            "2023-03",
            "thirza",
            "turned one; mothering sunday",
            "human-date",
        ),
        Q(
            "t",
            "When was Tamlin's tractor test set for in March 2024?",
            "2024-03-22",
            "tamlin-test",
            "22nd",
            "human-date",
        ),
        Q(
            "t",
            "When did Tamlin pass his tractor test?",
            "2024-06-18",
            "passed",
            "tuesday",
            "relative-date",
        ),
        Q("t", "In which month did Sjúrður meet Turið?", "2024-05", "chain", "may", "human-date"),
        Q("t", "When did Thirza's dad die?", "2024-06-02", "thirza-dad", "2nd june", "human-date"),
        Q(
            "t",
            "When was the funeral of Thirza's dad?",
            "2024-06-21",
            "funeral",
            "funeral; friday",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did Turið move in with Sjúrður?",
            "2024-08",
            "turid-in",
            "august",
            "human-date",
        ),
        Q(
            "t",
            "When did the fish farm lose a pen in a squall?",
            "2024-10-07",
            "squall",
            "squall; monday",
            "relative-date",
        ),
        Q(
            "t",
            "Since when has Tressa been a partner at the auction house?",
            "2025-01-06",
            "partner-now",
            "6th january",
            "human-date",
        ),
        Q(
            "t",
            "When did Sjúrður and Turið leave for Haugesund?",
            "2025-04-01",
            "leave",
            "1st april",
            "human-date",
        ),
        Q(
            "t",
            "When does Sjúrður's fish health inspector course finish?",
            "2025-12",
            "course",
            "december",
            "human-date",
        ),
        Q(
            "t",
            "When are Tressa and Thirza getting married?",
            "2025-09-13",
            "marry",
            "13th september",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Ysmay leave the calligraphy shop?",
            "2025-05",
            "ysmay-left",
            "may",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Tressa's hydrotherapy finish?",
            "2024-12",
            "shoulder-better",
            "christmas",
            "human-date",
        ),
        Q(
            "m",
            "How did Sjúrður's work change between 2024 and 2025?",
            "net mender on the fish farm outside Klaksvík, head net mender by June 2024, handed in his notice in February 2025 and trained as a fish health inspector in Haugesund from April",
            "menders head-mender notice instructor",
            {
                "menders": "fish farm",
                "head-mender": "head net mender",
                "notice": "notice",
                "instructor": "fish health inspector",
            },
            "event-chain latest",
        ),
        Q(
            "m",
            "How did Turið's job change?",
            "deckhand on the Kalsoy ferry, then first mate on the Suðuroy ferry, then on a small ferry in the fjords in Norway",
            "turid turid-job flat",
            {"turid": "kalsoy", "turid-job": "first mate", "flat": "fjords"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How did Tressa's position at the auction house change?",
            "auctioneer for eighteen years, offered a partnership in June 2024, partner since 6 January 2025",
            "auctioneer partnership partner-now",
            {"auctioneer": "auctioneer", "partnership": "partnership", "partner-now": "partner"},
            "event-chain latest",
        ),
        Q(
            "m",
            "What did Tamlin do between 2024 and 2025?",
            "worked weekends on a farm, passed his tractor test at the third go in June 2024, went to university in Falmer to study aquaculture, and worked at the boating lake in summer 2025",
            "tamlin-test passed tamlin-uni tamlin-summer",
            {
                "tamlin-test": "tractor test",
                "passed": "third time",
                "tamlin-uni": "falmer",
                "tamlin-summer": "boating lake",
            },
            "event-chain",
        ),
        Q(
            "m",
            "What happened with Tressa's shoulder?",
            "a frozen shoulder treated with hydrotherapy every Thursday in autumn 2024, finished at Christmas, much better by February 2025",
            "frozen shoulder-better",
            {"frozen": "frozen shoulder", "shoulder-better": "better"},
            "event-chain",
        ),
        Q(
            "m",
            "How did Sjúrður and Turið's relationship progress?",
            "met at a chain dance in Gøta in May 2024, she moved into his flat in August, and they moved to Haugesund together on 1 April 2025",
            "chain turid-in leave",
            {"chain": "chain dance", "turid-in": "moved", "leave": "1st april"},
            "event-chain",
        ),
        Q(
            "m",
            "Who worked at Thirza's shop and for how long?",
            "Ysmay, an apprentice taken on by October 2024, who left in May 2025",
            "ysmay ysmay-left",
            {"ysmay": "apprentice", "ysmay-left": "left"},
            "event-chain",
        ),
        Q(
            "o",
            "In which island group is Klaksvík, where Sjúrður worked?",
            "the Faroe Islands",
            "menders",
            "klaksvík",
        ),
        Q("o", "In which country is Haugesund?", "Norway", "instructor", "haugesund"),
        Q(
            "o",
            "What is Ólavsøka, which Sjúrður and Turið went to?",
            "the Faroese national festival, St Olaf's Day, on 28-29 July",
            "turid-in",
            "ólavsøka",
        ),
        Q(
            "o",
            "In which county is Uppingham, near where Tamlin worked at weekends?",
            "Rutland",
            "tamlin-test",
            "uppingham",
        ),
        Q(
            "s",
            "What did the auction house offer Tressa two years ago?",
            "a partnership from January 2025",
            "partnership",
            "partnership",
            "relative-question-date",
        ),
    ],
)
CONVERSATIONS.append(SJURDUR_TRESSA)

MADDI_IKER = Conv(
    "pair",
    "timestamped_lines",
    ["Maddi", "Iker"],
    """
@ 2024-09-07
Maddi: Iker! Long time. Are you still walling up above Barnard Castle? {ask-walling}
Iker: Still walling! Twenty years this autumn, and my knees know it. We're rebuilding half a mile of dry stone wall above Cotherstone. {walling}
Maddi: Half a mile by hand!
Iker: How's the mill?
Maddi: Good news there: they've made me head of the finishing room at the cashmere mill in Galashiels. Five weeks in now. {finishing}
Iker: Congratulations! And Ranald?
Maddi: Still driving for the haulage firm in Jedburgh, and he's been canoeing on the Teviot every Sunday since the spring. {ranald}
Iker: Brave man. And your daughter?
Maddi: She started an apprenticeship as a tiler in August. Seventeen, and she already earns more than I did at her age. {daughter}
Iker: Good for her. We had a wee adventure: Ulrika and I found our five hundredth geocache on Sunday, in a hollow tree at Romaldkirk. {cache}
Maddi: Five hundred! Is Ulrika still at the chemist's? {ask-ulrika}
Iker: Not any more. She left in July to run the kiosk at the picnic site in Egglestone. Fewer prescriptions, more shortbread. {ulrika}
Maddi: That's a change!
Iker: And Mum's coming to live with us next month. {mum}
@ 2024-12-14
Iker: Happy St Andrew's Day for a fortnight ago! Did you do anything? {standrew}
Maddi: We went to the torchlight procession in Jedburgh, and Florimel carried a torch. {torch}
Iker: Florimel being your daughter? {ask-flor}
Maddi: Yes, the tiler! She loves it. {flor}
Iker: I heard you'd been poorly?
Maddi: I woke up on the 25th of November with half my face not working. It's Bell's palsy; the doctor says it should go in a few months. {bells}
Iker: That must have been frightening.
Maddi: It was. I thought something awful had happened. How's your mum settling in?
Iker: She moved in on the 12th of October and she's taken over the kitchen. She's eighty-four and she bakes every day. {mum-in}
Maddi: Lovely.
Iker: And I've done my back in lifting a through stone, so I'm off work until after New Year. {back}
Maddi: Oh no! Rest up.
Iker: I can't stand being off work. The last time I was off, my brother had me helping him paint his boat for three weeks, and I hurt myself worse doing that. {cant-stand}
@ 2025-03-22
Iker: How's the face?
Maddi: Nearly back to normal! I could whistle again last week for the first time since November. {whistle}
Iker: Great news.
Maddi: And Ranald's handed in his notice at the haulage firm. He's going to be the footpath officer for the council, looking after the rights of way round Harestanes. {ranald-notice}
Iker: That'll suit him.
Maddi: He starts on the 1st of April. No fooling. {ranald-start}
Iker: My news: I've been back walling since the 3rd of February, and the Cotherstone wall is finished. {back-walling}
Maddi: How's your back?
Iker: Stiff in the mornings, but fine. And Mum's eighty-five next Saturday, so we're taking her to the Bowes Museum. {mum-85}
Maddi: Tell her happy birthday from me.
Iker: Ulrika's kiosk won the county shortbread competition last month, by the way. {shortbread}
Maddi: Ha! Of course it did.
@ 2025-06-28
Iker: How's Ranald's new job?
Maddi: He loves it, though he's not at Harestanes any more; they've moved him to the paths round St Boswells. {ranald-move}
Iker: And you?
Maddi: We've bought a house! We got the keys on the Friday before the spring bank holiday. It's in Ancrum, with a beck at the bottom of the garden. {house}
Iker: Ancrum! Lovely.
Maddi: Florimel stayed in the flat in Jedburgh with her boyfriend. {flor-flat}
Iker: We didn't go to Corsica in the end. Mum had a fall in April, so we stayed at home. She's fine now. {no-corsica}
Maddi: Poor thing.
Iker: I found my six hundredth geocache on Tuesday, though, under the bridge at Egglestone. {cache-600}
Maddi: You and your caches.
Maddi: Florimel's eighteen on Monday! {flor-18}
@ 2025-09-20
Maddi: How was your summer?
Iker: Busy. I've been asked to teach dry stone walling two days a week at the land-based college in Bishop Auckland, from October. {teach}
Maddi: Teacher Iker!
Iker: And Ulrika's expecting! The baby's due in February. {expecting}
Maddi: Oh, Iker! Congratulations to you both.
Iker: Thank you. How's Florimel getting on?
Maddi: She passed her first year with a distinction. {flor-pass}
Iker: Clever girl. And your face?
Maddi: Completely back to normal. The doctor signed me off on the 1st of August. {signed-off}
Iker: Wonderful.
Maddi: Do you know if the baby's a boy or a girl?
Iker: We don't want to know, but Ulrika says it's a girl. {girl}
""",
    [
        Q(
            "s",
            "What does Iker do for a living?",
            "He is a dry stone waller, near Barnard Castle.",
            "ask-walling walling",
            {"ask-walling": "walling; barnard castle", "walling": "dry stone wall"},
            "",
            True,
        ),
        Q(
            "s",
            "How long had Iker been a waller by autumn 2024?",
            "twenty years",
            "walling",
            "twenty years",
            "",
        ),
        Q(
            "s",
            "How much wall was Iker rebuilding above Cotherstone?",
            "half a mile",
            "walling",
            "half mile",
            "",
        ),
        Q(
            "s",
            "Where does Maddi work?",
            "at the cashmere mill in Galashiels, as head of the finishing room",
            "finishing",
            "cashmere mill; galashiels",
            "",
            True,
        ),
        Q(
            "s",
            "What was Maddi made at the mill in 2024?",
            "head of the finishing room",
            "finishing",
            "head; finishing room",
            "",
            True,
        ),
        Q(
            "s",
            "What was Ranald's job in 2024?",
            "He drove for the haulage firm in Jedburgh.",
            "ranald",
            "haulage firm",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does Ranald do on Sundays?",
            "canoeing on the Teviot",
            "ranald",
            "canoeing; teviot",
            "",
        ),
        Q(
            "s",
            "What apprenticeship did Maddi's daughter start in August 2024?",
            "tiling (an apprentice tiler)",
            "daughter",
            "tiler",
            "",
        ),
        Q(
            "s",
            "How old was Maddi's daughter in September 2024?",
            "seventeen",
            "daughter",
            "seventeen",
            "",
        ),
        Q("s", "What is Iker's hobby?", "geocaching (with Ulrika)", "cache", "geocache", "", True),
        Q(
            "s",
            "Where did Iker and Ulrika find their five hundredth geocache?",
            "in a hollow tree at Romaldkirk",
            "cache",
            "hollow tree; romaldkirk",
            "",
        ),
        Q(
            "s",
            "Where did Ulrika work before July 2024?",
            "at the chemist's",
            "ask-ulrika ulrika",
            {"ask-ulrika": "chemist's", "ulrika": "left"},
            "third-person-fact",
        ),
        Q(
            "s",
            "What does Ulrika do now?",
            "She runs the kiosk at the picnic site in Egglestone.",
            "ulrika",
            "kiosk; picnic site",
            "third-person-fact latest",
            True,
        ),
        Q(
            "s",
            "Who is Florimel?",
            "Maddi's daughter, an apprentice tiler",
            "ask-flor flor",
            {"ask-flor": "florimel; daughter", "flor": "tiler"},
            "third-person-fact fragment",
        ),
        Q(
            "s",
            "What did Florimel do at the torchlight procession?",
            "She carried a torch.",
            "torch",
            "carried torch",
            "",
        ),
        Q(
            "s",
            "What illness did Maddi have in late 2024?",
            "Bell's palsy",
            "bells",
            "bell's palsy",
            "",
        ),
        Q(
            "s",
            "How old was Iker's mum in December 2024?",
            "eighty-four",
            "mum-in",
            "eighty four",
            "pronoun",
        ),
        Q("s", "What does Iker's mum do every day?", "She bakes.", "mum-in", "bakes", "pronoun"),
        Q(
            "s",
            "How did Iker hurt his back?",
            "lifting a through stone",
            "back",
            "through stone",
            "",
        ),
        Q(
            "s",
            "What can Iker not stand?",
            "being off work",
            "cant-stand",
            "being off work",
            "",
            True,
        ),
        Q(
            "s",
            "Whose boat did Iker help paint?",
            "his brother's",
            "cant-stand",
            "brother; boat",
            "",
        ),
        Q(
            "s",
            "What is Ranald's job now?",
            "footpath officer for the council, now on the paths round St Boswells",
            "ranald-notice ranald-move",
            {"ranald-notice": "footpath officer", "ranald-move": "st boswells"},
            "latest",
            True,
        ),
        Q(
            "s",
            "Is the Cotherstone wall finished?",
            "Yes, it was finished by March 2025.",
            "back-walling",
            "cotherstone; finished",
            "latest",
        ),
        Q(
            "s",
            "Where did Iker take his mum for her eighty-fifth birthday?",
            "to the Bowes Museum",
            "mum-85",
            "bowes museum",
            "",
        ),
        Q(
            "s",
            "What did Ulrika's kiosk win?",
            "the county shortbread competition",
            "shortbread",
            "shortbread competition",
            "",
        ),
        Q(
            "s",
            "Where do Maddi and Ranald live now?",
            "in a house in Ancrum with a beck at the bottom of the garden",
            "house",
            "house; ancrum",
            "latest",
            True,
        ),
        Q(
            "s",
            "Where does Florimel live?",
            "in the flat in Jedburgh, with her boyfriend",
            "flor-flat",
            "flat; jedburgh",
            "latest",
        ),
        Q(
            "s",
            "Did Iker go to Corsica in 2025?",
            "No; his mum had a fall, so they stayed at home.",
            "no-corsica",
            "didn't; corsica",
            "",
        ),
        Q(
            "s",
            "Where did Iker find his six hundredth geocache?",
            "under the bridge at Egglestone",
            "cache-600",
            "bridge; egglestone",
            "",
        ),
        Q(
            "s",
            "What is Iker going to teach, and where?",
            "dry stone walling two days a week at the land-based college in Bishop Auckland",
            "teach",
            "bishop auckland; college",
            "latest",
        ),
        Q(
            "s",
            "How did Florimel do in her first year?",
            "She passed with a distinction.",
            "flor-pass",
            "distinction",
            "pronoun",
        ),
        Q("s", "What does Ulrika think the baby will be?", "a girl", "girl", "girl", ""),
        Q(
            "t",
            "When did Maddi become head of the finishing room?",
            "2024-08",
            "finishing",
            "five weeks",
            "relative-date",
        ),
        Q(
            "t",
            "When did Iker and Ulrika find their five hundredth geocache?",
            "2024-09-01",
            "cache",
            "sunday",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did Ulrika leave the chemist's?",
            "2024-07",
            "ulrika",
            "july",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Florimel start her apprenticeship?",
            "2024-08",
            "daughter",
            "august",
            "human-date",
        ),
        Q(
            "t",
            "When did Maddi go to the torchlight procession?",
            "2024-11-30",
            "standrew torch",
            {"standrew": "st andrew's day; fortnight ago", "torch": "torchlight procession"},
            "human-date",
        ),
        Q(
            "t",
            "When did Maddi's Bell's palsy start?",
            "2024-11-25",
            "bells",
            "25th november",
            "human-date",
        ),
        Q(
            "t",
            "When did Iker's mum move in with him?",
            "2024-10-12",
            "mum-in",
            "12th october",
            "human-date",
        ),
        Q(
            "t",
            "When did Iker go back to walling after his back injury?",
            "2025-02-03",
            "back-walling",
            "3rd february",
            "human-date",
        ),
        Q(
            "t",
            "When did Ranald start as footpath officer?",
            "2025-04-01",
            "ranald-start",
            "1st april",
            "human-date",
        ),
        Q(
            "t",
            "When is Iker's mum's birthday?",
            "2025-03-29",
            "mum-85",
            "eighty five; saturday",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did Ulrika's kiosk win the shortbread competition?",
            "2025-02",
            "shortbread",
            "last month",
            "relative-date",
        ),
        Q(
            "t",
            "When did Maddi and Ranald get the keys to the house in Ancrum?",
            "2025-05-23",
            "house",
            "friday before spring bank holiday",
            "human-date",
        ),
        Q(
            "t",
            "When did Iker find his six hundredth geocache?",
            "2025-06-24",
            "cache-600",
            "tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When is Florimel's birthday?",
            "2025-06-30",
            "flor-18",
            "eighteen; monday",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did Iker's mum have a fall?",
            "2025-04",
            "no-corsica",
            "fall; april",
            "human-date",
        ),
        Q(
            "t",
            "When was Maddi signed off by the doctor?",
            "2025-08-01",
            "signed-off",
            "1st august",
            "human-date",
        ),
        Q(
            "t",
            "In which month is Iker and Ulrika's baby due?",
            "2026-02",
            "expecting",
            "february",
            "human-date",
        ),
        Q(
            "t",
            "In which month does Iker start teaching at the college?",
            "2025-10",
            "teach",
            "october",
            "human-date",
        ),
        Q(
            "m",
            "How did Ranald's work change?",
            "drove for the haulage firm in Jedburgh, handed in his notice, footpath officer from 1 April 2025 round Harestanes, then moved to the paths round St Boswells",
            "ranald ranald-notice ranald-start ranald-move",
            {
                "ranald": "haulage",
                "ranald-notice": "footpath officer",
                "ranald-start": "1st april",
                "ranald-move": "st boswells",
            },
            "event-chain latest",
        ),
        Q(
            "m",
            "How did Maddi's Bell's palsy progress?",
            "began on 25 November 2024, she could whistle again in March 2025, and she was signed off on 1 August 2025",
            "bells whistle signed-off",
            {"bells": "bell's palsy", "whistle": "whistle", "signed-off": "signed"},
            "event-chain",
        ),
        Q(
            "m",
            "How did Iker's work change between 2024 and 2025?",
            "walling above Cotherstone, off with his back until February 2025, wall finished, then asked to teach walling at the college in Bishop Auckland from October 2025",
            "walling back back-walling teach",
            {
                "walling": "cotherstone",
                "back": "back",
                "back-walling": "back walling",
                "teach": "teach",
            },
            "event-chain latest",
        ),
        Q(
            "m",
            "What happened with Iker's mum over the two years?",
            "She moved in on 12 October 2024 at eighty-four, turned eighty-five in March 2025, and had a fall in April 2025, so the Corsica trip was cancelled.",
            "mum mum-in mum-85 no-corsica",
            {"mum": "mum", "mum-in": "moved", "mum-85": "eighty five", "no-corsica": "fall"},
            "event-chain pronoun",
        ),
        Q(
            "m",
            "How many geocaches had Iker found by June 2025, and how did the count grow?",
            "five hundred by September 2024 and six hundred by June 2025",
            "cache cache-600",
            {"cache": "five hundredth", "cache-600": "six hundredth"},
            "event-chain latest",
        ),
        Q(
            "m",
            "What did Florimel do in 2024 and 2025?",
            "started an apprenticeship as a tiler in August 2024, carried a torch in November, stayed in the Jedburgh flat, turned eighteen on 30 June 2025 and passed her first year with a distinction",
            "daughter flor-flat flor-18 flor-pass",
            {
                "daughter": "tiler",
                "flor-flat": "flat",
                "flor-18": "eighteen",
                "flor-pass": "distinction",
            },
            "event-chain",
        ),
        Q(
            "o",
            "Which river does the Teviot, where Ranald goes canoeing, flow into?",
            "the Tweed",
            "ranald",
            "teviot",
        ),
        Q(
            "o",
            "In which town is the Bowes Museum, where Iker took his mum?",
            "Barnard Castle, County Durham",
            "mum-85",
            "bowes museum",
        ),
        Q(
            "o",
            "Which saint's day is on 30 November, the day Maddi went to the torchlight procession?",
            "St Andrew's Day, Scotland's national day",
            "standrew",
            "st andrew's day",
        ),
        Q(
            "s",
            "Where did Maddi and Ranald buy a house last year?",
            "in Ancrum, with a beck at the bottom of the garden",
            "house",
            "house; ancrum",
            "relative-question-date",
        ),
    ],
)
CONVERSATIONS.append(MADDI_IKER)

HILARY = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-02-03
User: Hi, I'm Hilary. Can you help me plan a surprise sixtieth for my husband? Emrick turns sixty on the 19th of July. {hi}
Assistant: Happy to help, Hilary! Where would you like to hold it, and how many guests?
User: About forty people, in our garden in Oundle. {garden}
Assistant: Lovely. Does anyone have allergies I should plan around?
User: My son Jerome is allergic to millet, so watch the seeded breads. Can you remember that? {allergy}
Assistant: Noted: Jerome is allergic to milk, so I'll suggest dairy-free options.
User: Not milk, millet! He drinks milk by the pint. {millet}
Assistant: Sorry, millet. I'll keep millet off the menu, and milk is fine.
User: Thanks. And it has to be on a Saturday, because I'm out with my knife-grinding van at the markets every weekday. Eleven years I've been grinding knives now. {job}
Assistant: Then Saturday the 20th of July, the day after his birthday, would work. Here's a first plan: a hog roast, a cake, and the guests hidden behind the shed.
@ 2024-04-13
User: Hi again. Emrick's birthday is actually the 17th of July, not the 19th. Sorry, I got muddled. {emrick-bday}
Assistant: No problem. Saturday the 20th still works for the party, three days after his birthday.
User: Good. Can you help me write a short toast? We met at the worm charming championship in Chatteris, thirty-two years ago. {met}
Assistant: That's a wonderful opening. What else should go in?
User: He's been a basket maker since he left school, and he still makes every log basket in our house. {emrick-job}
Assistant: Here's a draft: "To Emrick, who charmed me at a worm charming contest thirty years ago, and who has woven every basket we own..."
User: Thirty-two years, not thirty! He'll count. {thirty-two}
Assistant: Fixed: thirty-two years.
User: Perfect. Also, remind me that the van's tax is due on the 3rd of June. {tax}
Assistant: I'll remind you: the van's tax is due on 3 June.
@ 2024-07-27
User: The party was a triumph! Emrick cried when he saw everyone in the garden. {party}
Assistant: How lovely! I'm so glad it worked.
User: Now I need help with something else: a cover letter. I'm applying to do the knife sharpening for the cookery school at Fotheringhay, three days a week. {apply}
Assistant: Happy to help. What should I highlight?
User: Eleven years with my own van, and I do the knives for two restaurants in Oundle. {experience}
Assistant: Here's a draft that opens with your eleven years on the road and the two restaurants.
User: Thanks. The house is quieter now: Jerome moved into a flat in St Neots on Sunday. {jerome-flat}
Assistant: That's a big step for him. I'll keep the letter to one page.
@ 2024-11-16
User: I got the job at the cookery school! I started on the 4th of November, Mondays to Wednesdays. {got-job}
Assistant: Congratulations, Hilary! How are you finding it?
User: I love it. I'm keeping the van for Thursdays and Fridays. Can you help me plan a week of meals? {van-days}
Assistant: Of course. Any restrictions? I remember Jerome can't have milk.
User: Millet! And he doesn't live with us any more anyway, so it's just Emrick and me. {millet-again}
Assistant: Sorry, millet. Here's a week of suppers for two.
User: Emrick has just been told he has a stomach ulcer, so nothing too spicy, please. {ulcer}
Assistant: Then let's keep it mild: a kedgeree, a chicken casserole and a vegetable soup.
@ 2025-03-08
User: Can you help me plan a garden that's safe for a dog? We've adopted a mastiff called Thistle. {dog}
Assistant: How exciting! How old is Thistle, and how big is the garden?
User: She's four, from a rescue near Huntingdon, and she weighs more than I do. The garden is long and narrow. {rescue}
Assistant: Then a strong fence, a shaded corner, and no cocoa mulch.
User: Good. Also, note that I've given up the Friday markets. It's just Thursdays with the van now. {thursdays}
Assistant: Noted: the van goes out on Thursdays only.
User: And remind me that Emrick has his hospital check on the 2nd of April at 10am. {check}
Assistant: I'll remind you: Emrick's hospital check is on 2 April at 10am.
""",
    [
        Q("s", "What is the name of Hilary's husband?", "Emrick", "hi", "husband; emrick", ""),
        Q("s", "Where does Hilary live?", "Oundle", "garden", "oundle", "", True),
        Q(
            "s",
            "What is Jerome allergic to?",
            "millet (not milk)",
            "allergy millet",
            {"allergy": "millet", "millet": "millet"},
            "latest",
            True,
        ),
        Q("s", "Who is Jerome?", "Hilary's son", "allergy", "son jerome", "third-person-fact"),
        Q(
            "s",
            "What does Hilary do for a living?",
            "She grinds knives from her own van at the markets; since November 2024 she also does the knife sharpening at the cookery school at Fotheringhay.",
            "job",
            "knife grinding van",
            "",
            True,
        ),
        Q(
            "s",
            "How long has Hilary been grinding knives?",
            "eleven years",
            "job",
            "eleven years",
            "",
        ),
        Q(
            "s",
            "Where did Hilary meet Emrick?",
            "at the worm charming championship in Chatteris",
            "met",
            "worm charming; chatteris",
            "",
            True,
        ),
        Q(
            "s",
            "How long have Hilary and Emrick known each other?",
            "thirty-two years",
            "met thirty-two",
            {"met": "thirty two", "thirty-two": "thirty two"},
            "",
        ),
        Q(
            "s",
            "What is Emrick's job?",
            "He is a basket maker.",
            "emrick-job",
            "basket maker",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What does Emrick make for their house?",
            "every log basket",
            "emrick-job",
            "log basket",
            "",
        ),
        Q("s", "How did Emrick react to his surprise party?", "He cried.", "party", "cried", ""),
        Q(
            "s",
            "What job did Hilary apply for in July 2024?",
            "knife sharpening for the cookery school at Fotheringhay, three days a week",
            "apply",
            "cookery school; fotheringhay",
            "",
        ),
        Q(
            "s",
            "How many restaurants does Hilary do the knives for?",
            "two, in Oundle",
            "experience",
            "two restaurants",
            "",
        ),
        Q(
            "s",
            "Where does Jerome live now?",
            "in a flat in St Neots",
            "jerome-flat",
            "flat; st neots",
            "latest",
            True,
        ),
        Q(
            "s",
            "Which days does Hilary work at the cookery school?",
            "Mondays to Wednesdays",
            "got-job",
            "mondays; wednesdays",
            "",
        ),
        Q(
            "s",
            "What health problem was Emrick told about in November 2024?",
            "a stomach ulcer",
            "ulcer",
            "stomach ulcer",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What dog did Hilary adopt?",
            "a mastiff called Thistle",
            "dog",
            "mastiff; thistle",
            "",
            True,
        ),
        Q(
            "s",
            "Where did Thistle come from?",
            "a rescue near Huntingdon",
            "rescue",
            "rescue; huntingdon",
            "pronoun",
        ),
        Q("s", "How old was Thistle when Hilary adopted her?", "four", "rescue", "four", "pronoun"),
        Q(
            "s",
            "Which days does Hilary take the van out now?",
            "Thursdays only",
            "van-days thursdays",
            {"van-days": "van", "thursdays": "thursdays"},
            "latest",
        ),
        Q(
            "s",
            "What did I ask you to remember about my son's allergy?",
            "that Jerome is allergic to millet",
            "allergy",
            "millet",
            "first-person-question",
        ),
        Q(
            "s",
            "How many guests did I plan for at Emrick's sixtieth?",
            "about forty",
            "garden",
            "forty",
            "first-person-question",
        ),
        Q(
            "t",
            "When is Emrick's birthday?",
            "2024-07-17",
            "emrick-bday",
            "17th july",
            "human-date latest",
        ),
        Q(
            "t",
            "When did Emrick turn sixty?",
            "2024-07-17",
            "hi emrick-bday",
            {"hi": "sixty", "emrick-bday": "17th july"},
            "human-date",
        ),
        Q(
            "t",
            "When is the tax due on Hilary's van?",
            "2024-06-03",
            "tax",
            "3rd june",
            "human-date",
        ),
        Q(
            "t",
            "When did Jerome move into his flat in St Neots?",
            "2024-07-21",
            "jerome-flat",
            "sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Hilary start at the cookery school?",
            "2024-11-04",
            "got-job",
            "4th november",
            "human-date",
        ),
        Q(
            "t",
            "When is Emrick's hospital check?",
            "2025-04-02",
            "check",
            "2nd april",
            "human-date",
        ),
        Q(
            "s",
            "How long have I been grinding knives?",
            "eleven years",
            "job",
            "eleven years",
            "first-person-question",
        ),
        Q(
            "m",
            "How has Hilary's working week changed?",
            "knife grinding from her van at the markets every weekday; from November 2024 the cookery school Monday to Wednesday and the van Thursday and Friday; from March 2025 the van on Thursdays only",
            "job got-job van-days thursdays",
            {
                "job": "every weekday",
                "got-job": "mondays",
                "van-days": "fridays",
                "thursdays": "thursdays",
            },
            "event-chain latest",
        ),
        Q(
            "m",
            "Why did Hilary say the meal plan in November 2024 was only for two?",
            "Jerome had moved into a flat in St Neots in July, so only she and Emrick were at home.",
            "jerome-flat millet-again",
            {"jerome-flat": "st neots", "millet-again": "doesn't live"},
            "event-chain",
        ),
        Q(
            "m",
            "What mistakes did the assistant make about Jerome's allergy?",
            "It twice said milk; the allergy is to millet.",
            "millet millet-again",
            {"millet": "not milk", "millet-again": "millet"},
            "",
        ),
        Q(
            "o",
            "In which county is Oundle, where Hilary lives?",
            "Northamptonshire",
            "garden",
            "oundle",
        ),
        Q(
            "o",
            "Which queen was executed at Fotheringhay, where Hilary's cookery school is?",
            "Mary, Queen of Scots",
            "apply",
            "fotheringhay",
        ),
    ],
    user_label="Hilary",
)
CONVERSATIONS.append(HILARY)

VASCO = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-03-02
User: hi. vasco. need a gym plan, 3 days a wk {hi}
Assistant: Hello, Vasco! What's your goal, and what does your week look like?
User: get stronger for work. i put up fences for a farm contractor, mostly posts n wire {job}
Assistant: Got it. Since you're bricklaying all day, we'll go easy on the shoulders.
User: fencing not bricklaying lol. posts {fencing}
Assistant: Sorry, fencing. Plan: Monday, Wednesday and Friday, with a longer session on Friday.
User: cant do fri, pool league {pool}
Assistant: Then Monday, Wednesday and Saturday.
User: ta. husband mihai says im mad {mihai}
Assistant: He might have a point, but you'll feel the difference by the summer.
@ 2024-06-15
User: need a letter to the landlord. leak in the back bedroom ceiling since march {leak}
Assistant: I can help. How long have you lived there, and who is the landlord?
User: flat in thrapston, 3 yrs in aug. landlord is mr pettifer, he never answers {flat}
Assistant: Here's a firm but polite draft to Mr Pettifer, asking for a repair within fourteen days.
User: good. also remember mihais bday is 9th july. no 10th. 10th {mihai-bday}
Assistant: Noted: Mihai's birthday is 10 July.
User: cheers
Assistant: You're welcome. Send it recorded delivery so you have proof.
@ 2024-09-21
User: were moving!! got a house in raunds, keys on the 4th of oct {move}
Assistant: Congratulations! How can I help?
User: need a budget for the move. 2 grand max. well 2,300 {budget}
Assistant: Here's a moving budget of £2,300: van hire, boxes, a cleaner for the flat and a float.
User: mihais mum is movin in w us too. shes 78 {mil}
Assistant: Then leave room in the budget for a bed and a grab rail for her.
User: and i never did join the gym in the end. train at home {no-gym}
Assistant: That's fine; I'll change the plan to bodyweight work at home.
@ 2025-01-18
User: need a present idea. 6 yrs married on the 1st of feb {anniv}
Assistant: Six years on 1 February! Iron is traditional for a sixth. And since you've been together five years in total...
User: married 6, together 9 lol {nine}
Assistant: Sorry: married six years, together nine. How about a cast-iron fire pit for the new garden?
User: nice. been made crew leader at work btw, since new year {crew}
Assistant: Congratulations! Crew leader suits a man who puts up fences for a living.
User: ta. and we got a newfie pup called brindle, 10 wks old {pup}
Assistant: A newfie puppy! Budget for a lot of towels.
""",
    [
        Q(
            "s",
            "What does vasco do for a living?",
            "He puts up fences (posts and wire) for a farm contractor, crew leader since New Year 2025.",
            "job",
            "fences; farm contractor",
            "",
            True,
        ),
        Q(
            "s",
            "What did the assistant wrongly say vasco did all day?",
            "bricklaying",
            "fencing",
            "fencing not bricklaying",
            "",
        ),
        Q(
            "s",
            "Why can't vasco train on Fridays?",
            "He has his pool league.",
            "pool",
            "pool league",
            "",
            True,
        ),
        Q("s", "What is the name of vasco's husband?", "Mihai", "mihai", "husband mihai", "", True),
        Q(
            "s",
            "What was wrong in vasco's flat in June 2024?",
            "a leak in the back bedroom ceiling",
            "leak",
            "leak; back bedroom",
            "",
        ),
        Q(
            "s",
            "Where did vasco live in 2024?",
            "a flat in Thrapston",
            "flat",
            "flat; thrapston",
            "",
        ),
        Q(
            "s",
            "Who is vasco's landlord at the flat?",
            "Mr Pettifer, who never answers",
            "flat",
            "pettifer",
            "",
        ),
        Q(
            "s",
            "Where do vasco and mihai live now?",
            "in a house in Raunds",
            "move",
            "house; raunds",
            "latest",
            True,
        ),
        Q(
            "s",
            "What was vasco's moving budget?",
            "2,300 (first said 2 grand)",
            "budget",
            "2,300",
            "latest",
        ),
        Q(
            "s",
            "Who moved in with vasco and mihai in autumn 2024?",
            "Mihai's mum, who is 78",
            "mil",
            "mihais mum",
            "",
        ),
        Q("s", "How old was mihai's mum in September 2024?", "78", "mil", "78", ""),
        Q(
            "s",
            "Did vasco join the gym?",
            "No, he never did; he trains at home.",
            "no-gym",
            "never; join gym",
            "latest",
        ),
        Q(
            "s",
            "How long have vasco and mihai been together?",
            "nine years (married six) in January 2025",
            "nine",
            "together 9",
            "latest",
        ),
        Q(
            "s",
            "What role was vasco given at work in 2025?",
            "crew leader",
            "crew",
            "crew leader",
            "latest",
            True,
        ),
        Q(
            "s",
            "What dog did vasco and mihai get?",
            "a newfie puppy called Brindle",
            "pup",
            "newfie; brindle",
            "",
            True,
        ),
        Q(
            "t",
            "When is mihai's birthday?",
            "2024-07-10",
            "mihai-bday",
            "10th",
            "human-date latest",
        ),
        Q(
            "t",
            "In which month did the leak in vasco's flat start?",
            "2024-03",
            "leak",
            "since march",
            "human-date",
        ),
        Q(
            "t",
            "When did vasco move into the flat in Thrapston?",
            "2021-08",
            "flat",
            "3 yrs; aug",
            "human-date",
        ),
        Q(
            "t",
            "When did vasco and mihai get the keys to the house in Raunds?",
            "2024-10-04",
            "move",
            "keys; 4th oct",
            "human-date",
        ),
        Q(
            "t",
            "When did vasco and mihai get married?",
            "2019-02-01",
            "anniv",
            "6 yrs married; 1st feb",
            "human-date",
        ),
        Q(
            "t",
            "In which month was vasco and mihai's puppy born?",
            "2024-11",
            "pup",
            "10 wks",
            "relative-date",
        ),
        Q(
            "t",
            "Since when has vasco been crew leader?",
            "2025-01",
            "crew",
            "since new year",
            "human-date",
        ),
        Q(
            "m",
            "Where has vasco lived, in order?",
            "a flat in Thrapston (from August 2021), then a house in Raunds from 4 October 2024",
            "flat move",
            {"flat": "thrapston", "move": "raunds"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Who lives in vasco's house in Raunds?",
            "vasco, his husband Mihai, Mihai's mum and the puppy Brindle",
            "move mil pup",
            {"move": "raunds", "mil": "mihais mum", "pup": "brindle"},
            "event-chain",
        ),
        Q(
            "m",
            "How did the assistant get vasco's facts wrong, and what were the right ones?",
            "It said bricklaying (he puts up fences) and together five years (married six, together nine).",
            "fencing nine",
            {"fencing": "fencing", "nine": "together 9"},
            "",
        ),
        Q(
            "o",
            "What is the traditional gift for a sixth wedding anniversary, which vasco and mihai reached in February 2025?",
            "iron (or sugar)",
            "anniv",
            "6 yrs married",
        ),
    ],
    user_label="Vasco",
)
CONVERSATIONS.append(VASCO)

# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-03-07 is a Thursday, 2024-06-22 a Saturday, 2024-10-14 a Monday, 2025-02-11 a
# Tuesday, 2025-06-05 a Thursday and 2025-09-27 a Saturday. A weekday named for a past event
# is the one before the date; for a plan, the one after.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-03-07", "2024-06-22", "2024-10-14"
D_, E_, F_ = "2025-02-11", "2025-06-05", "2025-09-27"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Brynhild",
        "On Sunday I finally passed my grade five on the crumhorn, at the second go.",
        [
            M(
                "Brynhild passed grade five on the crumhorn on 2024-03-03.",
                R,
                "brynhild; crumhorn; 2024-03-03",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "shay",
        "did my first poetry slam on weds, read 3 poems n didnt die",
        [
            M(
                "shay read three poems at his first poetry slam on 2024-06-19.",
                R,
                "shay; poetry slam; 2024-06-19",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Hallgerd",
        "We got the keys to the bungalow in Skerray on Friday, after four months of waiting.",
        [
            M(
                "Hallgerd got the keys to the bungalow in Skerray on 2024-10-11.",
                R,
                "hallgerd; bungalow|skerray; 2024-10-11",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "Last Thursday I sat the final one of my bookkeeping exams, so can you help me update my CV?",
        [M("The user sat the final bookkeeping exam on 2025-02-06.", R, "bookkeeping; 2025-02-06")],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "moved house sat, finally out of my sisters spare room",
        [
            M(
                "The user moved house on 2025-05-31, out of the user's sister's spare room.",
                R,
                "moved house; 2025-05-31",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        F_,
        "ashleigh",
        "got back from dunnet tues, the hen do was carnage",
        [
            M(
                "ashleigh got back from a hen do in Dunnet on 2025-09-23.",
                R,
                "ashleigh; dunnet|hen do; 2025-09-23",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        D_,
        "Sigvard",
        "The weekend before last I ran the Three Tors relay with my cousin Sander, and we came fourth.",
        [
            M(
                "Sigvard ran the Three Tors relay with his cousin Sander in 2025-02 and came fourth.",
                R,
                "sigvard; three tors relay; 2025-02",
            )
        ],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Brynhild",
        "I've been the organist at St Wendreda's going on twelve years.",
        [M("Brynhild is the organist at St Wendreda's.", D, "brynhild; organist")],
    ),
    S(
        "durable-fact",
        TL,
        C_,
        "shay",
        "been drivin the school community bus since the spring, best job ive had",
        [M("shay drives the school community bus.", D, "shay; community bus")],
    ),
    S(
        "durable-fact",
        NJ,
        D_,
        "Hallgerd",
        "They've made me head of the smokehouse at Scrabster, so no more gutting for me.",
        [M("Hallgerd is head of the smokehouse at Scrabster.", D, "hallgerd; head; smokehouse")],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "I'm a flyman at the Alhambra theatre, eight years in March, so late nights are normal for me.",
        [M("The user is a flyman at the Alhambra theatre.", D, "flyman; alhambra")],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "ive got a stammer, always have, so phone calls r hard",
        [M("The user has a stammer.", D, "stammer")],
    ),
    S(
        "durable-fact",
        NL,
        E_,
        "Sigvard",
        "We've lived in a converted railway carriage at Shotley Gate for going on three years now.",
        [
            M(
                "Sigvard lives in a converted railway carriage at Shotley Gate.",
                D,
                "sigvard; railway carriage; shotley gate",
            )
        ],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        C_,
        "Brynhild",
        "We're driving my father-in-law Arnfinn to his sister's in Whitehaven a week on Saturday.",
        [
            M(
                "Brynhild is driving her father-in-law Arnfinn to his sister's in Whitehaven on 2024-10-26.",
                R,
                "arnfinn|father in law; whitehaven; 2024-10-26",
            )
        ],
    ),
    S(
        "plan",
        TL,
        D_,
        "shay",
        "off to derry fri for the match, cant wait",
        [M("shay is going to Derry for the match on 2025-02-14.", R, "shay; derry; 2025-02-14")],
    ),
    S(
        "plan",
        NJ,
        E_,
        "Ottar",
        "I start at the egg packing station in Burray on Monday the 16th.",
        [
            M(
                "Ottar starts at the egg packing station in Burray on 2025-06-16.",
                R,
                "ottar; egg packing station; 2025-06-16",
            )
        ],
    ),
    S(
        "plan",
        UA,
        F_,
        "User",
        "I'm having a tooth implant on Wednesday, so I'll need some soft food ideas.",
        [M("The user is having a tooth implant on 2025-10-01.", R, "tooth implant; 2025-10-01")],
    ),
    S(
        "plan",
        JM,
        A_,
        "User",
        "handin my notice in at the carpet warehouse tmrw. need a resignation letter",
        [
            M(
                "The user is handing in notice at the carpet warehouse on 2024-03-08.",
                R,
                "notice; carpet warehouse; 2024-03-08",
            )
        ],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        D_,
        "Sigvard",
        "My sister Maiwenn has been made head of the eye clinic in Colchester.",
        [
            M(
                "Sigvard's sister Maiwenn is head of the eye clinic in Colchester.",
                D,
                "maiwenn; eye clinic",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        E_,
        "ashleigh",
        "our keiran's a croupier at the bingo hall in southport now, fancy",
        [
            M(
                "ashleigh's brother keiran is a croupier at the bingo hall in southport.",
                D,
                "keiran; croupier",
            )
        ],
    ),
    S(
        "third-person-fact",
        NJ,
        F_,
        "Ottar",
        "My stepdaughter Idony has got a job as a tour guide on Hoy.",
        [M("Ottar's stepdaughter Idony is a tour guide on Hoy.", D, "idony; tour guide")],
    ),
    S(
        "third-person-fact",
        UA,
        A_,
        "User",
        "My mother-in-law Solenn has just moved into an almshouse in Bourne, so I need a checklist for her move.",
        [
            M(
                "The user's mother-in-law Solenn lives in an almshouse in Bourne.",
                D,
                "solenn|mother in law; an almshouse",
            )
        ],
    ),
    S(
        "third-person-fact",
        JM,
        B_,
        "User",
        "my best mate tyrese's a ticket examiner on the night trains",
        [
            M(
                "The user's best mate tyrese is a ticket examiner on the night trains.",
                D,
                "tyrese; ticket examiner",
            )
        ],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        E_,
        "Brynhild",
        "At a kite festival in Portsoy.",
        [
            M(
                "Brynhild met her husband Leiv at a kite festival in Portsoy.",
                D,
                "brynhild|leiv; kite festival",
            )
        ],
        [("Sigvard", "How did you and Leiv meet?")],
    ),
    S(
        "fragment-answer",
        TL,
        F_,
        "shay",
        "the wandering winkle lol",
        [M("shay's van is called the Wandering Winkle.", D, "shay; wandering winkle")],
        [("ashleigh", "wot u callin the van")],
    ),
    S(
        "fragment-answer",
        NJ,
        A_,
        "Hallgerd",
        "The cheese dairy at Brough. Since the autumn.",
        [M("Hallgerd's Agnar works at the cheese dairy at Brough.", D, "agnar; cheese dairy")],
        [("Ottar", "Where's your Agnar working now?")],
    ),
    S(
        "fragment-answer",
        UA,
        B_,
        "User",
        "A Dandie Dinmont, six next month.",
        [M("The user's dog Bracken is a Dandie Dinmont.", D, "bracken; dandie dinmont")],
        [("Assistant", "What kind of dog is Bracken?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        F_,
        "Sigvard",
        "I'm off my feet for a month after I cracked a heel bone jumping off the railway carriage steps.",
        [M("Sigvard is off his feet after cracking a heel bone.", R, "sigvard; heel bone")],
    ),
    S(
        "recent-state",
        TL,
        A_,
        "ashleigh",
        "still on earlies till april, never see daylight",
        [M("ashleigh is working earlies until April 2024.", R, "ashleigh; earlies")],
    ),
    S(
        "recent-state",
        NJ,
        B_,
        "Ottar",
        "I'm staying at my brother's in Finstown while the kitchen floor is relaid.",
        [
            M(
                "Ottar is staying at his brother's in Finstown while the kitchen floor is relaid.",
                R,
                "ottar; finstown",
            )
        ],
    ),
    S(
        "recent-state",
        JM,
        C_,
        "User",
        "off work w my back, 5 wks in now, going spare",
        [M("The user is off work with a bad back.", R, "off work; back")],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        C_,
        "User",
        "Can you suggest a packed lunch for my daughter Tifenn? She's just started Year 3 and she won't eat anything green.",
        [M("The user's daughter Tifenn is in Year 3.", R, "tifenn; year 3")],
    ),
    S(
        "request-with-fact",
        JM,
        D_,
        "User",
        "whats a good gift for my nan, shes 90 on sunday",
        [M("The user's nan turns 90 on 2025-02-16.", R, "nan; 90; 2025-02-16")],
    ),
    S(
        "request-with-fact",
        UA,
        E_,
        "User",
        "They've made me head of housekeeping at the Gullhaven Hotel; can you help me write a rota for eleven cleaners?",
        [
            M(
                "The user is head of housekeeping at the Gullhaven Hotel.",
                D,
                "head of housekeeping; gullhaven",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        F_,
        "User",
        "can u help plan meals, gone dairy-free since the spring",
        [M("The user is dairy-free.", D, "dairy-free")],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        A_,
        "Sigvard",
        "Still there, fifteen years in the spring.",
        [M("Sigvard works at the seed warehouse in Manningtree.", D, "sigvard; seed warehouse")],
        [("Brynhild", "Are you still at the seed warehouse in Manningtree?")],
    ),
    S(
        "second-person",
        TL,
        C_,
        "ashleigh",
        "yep, 2 yrs in dec",
        [M("ashleigh does eyebrow threading at the beauty bar.", D, "ashleigh; eyebrow threading")],
        [("shay", "u still doin eyebrow threading at the beauty bar")],
    ),
    S(
        "second-person",
        NJ,
        D_,
        "Ottar",
        "No, I left at Christmas. I'm driving the mobile shop now.",
        [M("Ottar drives the mobile shop.", D, "ottar; mobile shop")],
        [("Hallgerd", "You're not still on the inter-island ferry, are you?")],
    ),
    S(
        "second-person",
        UA,
        F_,
        "User",
        "Not since the summer; I've swapped it for the talking newspaper on Tuesdays.",
        [
            M(
                "The user volunteers on the talking newspaper on Tuesdays.",
                D,
                "talking newspaper; tuesdays",
            )
        ],
        [("Assistant", "Do you still volunteer at the charity shop on Saturdays?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        B_,
        "Brynhild",
        "My husband Leiv flies hot air balloons for a living, our son Joost is in Year 8 at the upper school in Whittlesey, and we keep a pair of peacocks.",
        [
            M(
                "Brynhild's husband Leiv flies hot air balloons for a living.",
                D,
                "leiv; hot air balloons",
            ),
            M(
                "Brynhild's son Joost is in Year 8 at the upper school in Whittlesey.",
                R,
                "joost; year 8",
            ),
            M("Brynhild keeps a pair of peacocks.", D, "brynhild; peacocks"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        D_,
        "shay",
        "me girlfriend kyra is a dog walker, we live above the ironmonger's in cleator moor n weve got a tuxedo cat called wasabi",
        [
            M("shay's girlfriend kyra is a dog walker.", D, "kyra; dog walker"),
            M(
                "shay and kyra live above the ironmonger's in cleator moor.",
                D,
                "ironmonger's; cleator moor",
            ),
            M("shay and kyra have a tuxedo cat called wasabi.", D, "tuxedo cat; wasabi"),
        ],
    ),
    S(
        "multi-fact",
        UA,
        C_,
        "User",
        "I work as a cardiac physiologist in Alford, my wife Rozenn runs a flower stall on the market, and our triplets start school next September.",
        [
            M("The user is a cardiac physiologist in Alford.", D, "cardiac physiologist; alford"),
            M(
                "The user's wife Rozenn runs a flower stall on the market.",
                D,
                "rozenn; flower stall",
            ),
            M(
                "The user's triplets start school in 2025-09.",
                R,
                "triplets; school; 2025-09|september",
            ),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        C_,
        None,
        "Note: Uncle Evert's retirement do is on Friday the 25th of October at the Dog and Gun.",
        [
            M(
                "Uncle Evert's retirement do is on 2024-10-25 at the Dog and Gun.",
                R,
                "evert; retirement; 2024-10-25|25th october",
            )
        ],
    ),
    S(
        "note",
        UA,
        A_,
        "User",
        "Note that my climbing membership renews on the 12th of every month.",
        [
            M(
                "The user's climbing membership renews on the 12th of every month.",
                D,
                "climbing membership; 12th",
            )
        ],
    ),
    S(
        "note",
        JM,
        E_,
        "User",
        "note: rent goes up to 950 from july",
        [M("The user's rent goes up to 950 from 2025-07.", R, "rent; 950")],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        B_,
        "Sigvard",
        "I can't stand operetta. My ex dragged me to one for her birthday once, and I fell asleep in the second half.",
        [M("Sigvard can't stand operetta.", D, "sigvard; operetta")],
    ),
    S(
        "preference",
        TL,
        E_,
        "ashleigh",
        "hate capers. me dad used to hide them in everything",
        [M("ashleigh hates capers.", D, "ashleigh; capers")],
    ),
    S(
        "preference",
        UA,
        D_,
        "User",
        "I love yodelling; my grandad used to yodel on his fishing smack, so can you find me some songs to learn?",
        [M("The user loves yodelling.", D, "yodelling")],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NL,
        F_,
        "Brynhild",
        "My great-uncle did. He carved it from a ship's mast.",
        [
            M(
                "Brynhild's great-uncle made the blanket chest from a ship's mast.",
                D,
                "great uncle; blanket chest",
            )
        ],
        [("Sigvard", "Who made that blanket chest?")],
    ),
    S(
        "pronoun-answer",
        NJ,
        E_,
        "Hallgerd",
        "My nephew does. He's been there since he left school.",
        [
            M(
                "Hallgerd's nephew looks after the smokehouse when Hallgerd is away.",
                D,
                "hallgerd; nephew; smokehouse",
            )
        ],
        [("Ottar", "Who looks after the smokehouse when you're away?")],
    ),
    # -- sentences that should form nothing --
    # chatter, jokes, quotes and what the speaker did not do
    S(
        "chatter",
        NL,
        A_,
        "Brynhild",
        "I'm the Empress of Whittlesey, obviously. Anyway, where were we?",
    ),
    S("chatter", TL, B_, "shay", "hahaha im weak"),
    S(
        "chatter",
        NJ,
        C_,
        "Hallgerd",
        "We never did put in for the croft at Melness in the end; it came to nothing.",
    ),
    S(
        "chatter",
        UA,
        D_,
        "User",
        "To be or not to be, as they say. Anyway, back to the spreadsheet.",
    ),
    S("chatter", JM, E_, "User", "never did sign up for the table tennis... jk lol"),
    S(
        "chatter",
        NL,
        F_,
        "Sigvard",
        "I didn't actually go to the gig racing; I watched it from the pub.",
    ),
    # compliments
    S("compliment", NL, B_, "Sigvard", "Your parkin is the best I've ever tasted."),
    S("compliment", TL, C_, "ashleigh", "ur nails r unreal"),
    S("compliment", NJ, D_, "Ottar", "My sister-in-law knits the warmest hats on the island."),
    S("compliment", UA, E_, "User", "You explain things much better than my old teacher did."),
    S("compliment", JM, F_, "User", "my lads drawings are better than anything in the gallery"),
    S(
        "compliment",
        NL,
        D_,
        "Brynhild",
        "That was a lovely speech you gave at the anniversary party.",
    ),
    # opinions about the world
    S("generic-opinion", NL, C_, "Sigvard", "Trains round here are hopeless on a Sunday."),
    S("generic-opinion", TL, D_, "shay", "february always feels like it lasts 3 months"),
    S("generic-opinion", NJ, E_, "Hallgerd", "Nobody writes letters any more, which is a pity."),
    S(
        "generic-opinion",
        UA,
        F_,
        "User",
        "I think the best holidays are the ones where nothing is planned.",
    ),
    S("generic-opinion", JM, A_, "User", "homemade soup always beats tinned"),
    S(
        "generic-opinion",
        NL,
        E_,
        "Brynhild",
        "Parking meters that won't take coins are the worst invention of the century.",
    ),
    # hypotheticals, wishes and what someone else might do
    S(
        "hypothetical",
        NL,
        D_,
        "Brynhild",
        "If I won the lottery I'd buy a tollhouse and never come out.",
    ),
    S("hypothetical", TL, E_, "ashleigh", "might do a skydive one day if i ever get brave"),
    S(
        "hypothetical",
        NJ,
        F_,
        "Ottar",
        "My brother says he might move to Papa Westray if the fishing picks up.",
    ),
    S("hypothetical", UA, A_, "User", "I wish I'd learned the serpent when I was little."),
    S("hypothetical", JM, B_, "User", "if i ever get a dog id call it ketchup"),
    S(
        "hypothetical",
        NL,
        C_,
        "Sigvard",
        "If the weather holds we might sail over to Zeeland one summer.",
    ),
    # other people's opinions
    S(
        "others-opinion",
        NL,
        A_,
        "Sigvard",
        "My auntie thinks my new haircut makes me look like a monk.",
    ),
    S("others-opinion", TL, B_, "shay", "me nan reckons the new rector is too young"),
    S(
        "others-opinion",
        NJ,
        C_,
        "Hallgerd",
        "Agnar thinks the new tidal lagoon will frighten the terns.",
    ),
    S("others-opinion", UA, D_, "User", "My father-in-law thinks smart meters are a fad."),
    S("others-opinion", JM, E_, "User", "my stepmum says the new bus lane is a death trap"),
    S("others-opinion", NL, F_, "Brynhild", "My best friend reckons I should dye my hair red."),
    # passing moods
    S("passing-mood", NL, B_, "Brynhild", "I'm completely worn out tonight."),
    S("passing-mood", TL, C_, "ashleigh", "so done w today"),
    S("passing-mood", NJ, D_, "Ottar", "Feeling a bit flat this morning, nothing serious."),
    S("passing-mood", UA, E_, "User", "Sorry, I'm a bit short-tempered today."),
    S("passing-mood", JM, F_, "User", "honestly cream crackered today"),
    S("passing-mood", TL, A_, "shay", "in a mad good mood for no reason"),
    # questions
    S("question", NL, C_, "Brynhild", "How's your brother getting on in the new flat?"),
    S("question", TL, D_, "ashleigh", "wot u doin at the wknd"),
    S("question", NJ, E_, "Hallgerd", "Is your mum still going to the quilting group?"),
    S("question", UA, F_, "User", "How long should I boil a duck egg for?"),
    S("question", JM, A_, "User", "whats a good name for a hermit crab"),
    S("question", NL, E_, "Sigvard", "Did your husband ever fix the garden gate?"),
    # thanks
    S("thanks", NL, F_, "Sigvard", "Thanks so much for the rock buns, they were gorgeous."),
    S("thanks", TL, B_, "shay", "ta for the lift weds"),
    S("thanks", UA, C_, "User", "Thank you, that's exactly what I needed."),
    S("thanks", JM, D_, "User", "cheers thats spot on"),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        A_,
        "Assistant",
        "You could make a big pan of chilli con carne; it freezes well.",
        [],
        [("User", "What can I batch cook for the week?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        B_,
        "Assistant",
        "A weekend in Mablethorpe might suit you; the dunes are a good walk.",
        [],
        [("User", "where should i go for a weekend away")],
    ),
    S(
        "assistant-suggestion",
        UA,
        E_,
        "Assistant",
        "Perhaps a framed map of the place where you met would make a lovely present.",
        [],
        [("User", "What can I get my husband for our anniversary?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        F_,
        "Assistant",
        "You could try walking football; it's a friendly way to meet people.",
        [],
        [("User", "how do i meet people in a new town")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
