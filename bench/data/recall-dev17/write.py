# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the seventeenth development recall set (this folder), written blind as held-out 17.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
Most of it is written in proper case and full sentences, the way two friends write to each
other in a long dated chat; one pair chat is lower-case texting, and in one assistant chat the
user writes tersely in lower case. This script (with ``bench/_handwritten.py``, the format the
hand-written sets share) only numbers turns, resolves the turn labels that questions point at,
checks the labels against the scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-dev17/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev17/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho17"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev17/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the seventeenth held-out set; "
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

ORSOLYA_TADDEO = Conv(
    "pair",
    "named_lines",
    ["Orsolya", "Taddeo"],
    """
@ 2024-02-17
Taddeo: Orsi! How was half term with the two of them at home?
Orsolya: Loud. Piroska is nine and thinks she runs the house, and Bence is six and copies everything she does. {kids}
Taddeo: Ha. Are you still at the sail loft in Wivenhoe?
Orsolya: Still there, at the sail loft in Wivenhoe. Eleven years in April, and this week I'm cutting a spinnaker for a Thames sailing barge, three hundred and forty square metres of it. {loft}
Taddeo: That's a lot of sail. How's Vili?
Orsolya: Vilmos is on nights in the signalling centre at Wrabness until the end of March, so I hardly see him. My boss Csilla reckons I'll be made head of the cutting floor when Grimwald retires, but I'll believe it when I see it. {vili-csilla}
Taddeo: You will be. Any news from Hungary?
Orsolya: Mum says the house in Kecskemét is sold, to a dentist from Szeged, though nothing's signed yet. {mum-house}
Taddeo: Big step for her.
Orsolya: And you? Still clipping foxes out of box?
Taddeo: Still clipping. Seven years at Hollinsworth Hall this summer. Marek reckons I could take over the topiary when he retires in two years. {hollinsworth}
Orsolya: Marek your brother? {ask-marek}
Taddeo: No, Marek Dunstall, the chief gardener. My brother Marek is still a loss adjuster in Madeley and knows nothing about hedges. {two-mareks}
Orsolya: Two Mareks. I'll never keep them straight.
Taddeo: Eevi and I went to our first tai chi class on Tuesday. She was brilliant, and I fell over twice. {tai-chi}
Orsolya: Is Eevi still at the sea life centre? {ask-eevi}
Taddeo: Yes, she's an aquarist at the sea life centre in Bridgnorth, and she looks after the octopus. Three years together in May. {eevi}
Orsolya: I can't stand sea life centres, to be honest. My uncle took us to one in Pécs when I was eight, and my cousin dropped her toffee apple into the touch pool. {sealife}
@ 2024-05-11
Orsolya: Taddy! Happy birthday for Thursday! Thirty-five? {bday}
Taddeo: Thirty-four, cheeky. Eevi took me to the theatre in Church Stretton. {thirty-four}
Orsolya: Sorry! Thirty-four. How was it?
Taddeo: Lovely. Big news, though: I'm going to ask her to marry me at Juhannus, in Savonlinna, when we visit her parents. Don't tell anyone. {plan-propose}
Orsolya: My lips are sealed! We're planning a holiday too: two weeks in Eger in August, with Mum, before she moves out of the house. {plan-eger}
Taddeo: Is the house sold, then?
Orsolya: The dentist pulled out the weekend before Easter, so it's back on the market. Mum's furious. {pulled-out}
Taddeo: Poor her. How's work?
Orsolya: Busy. Grimwald retires at the end of June, and Csilla still says the job is mine. Piroska says I'll be the boss of the whole world. I've also started a linocut class on Tuesday evenings. {grimwald}
Taddeo: And the kids?
Orsolya: Bence's football team won five-two on Saturday, and he scored twice. Piroska has started steel pan lessons at school, every Wednesday after lunch. {scores}
Taddeo: Brilliant. My news: I've got Raynaud's. The doctor told me on Monday. That's why my fingers go white when I'm clipping in the frost. {raynauds}
Orsolya: Oh, Taddy. Gloves, then.
Taddeo: Heated ones. Eevi ordered them. And my brother Marek is moving in with his girlfriend in Ketley next month. {brother-move}
Orsolya: The loss adjuster one?
Taddeo: That's him. The other Marek is still saying I'll get his job. {other-marek}
@ 2024-08-03
Taddeo: Guess what!
Orsolya: You asked her!
Taddeo: I did, on Juhannus eve, the 21st of June, on the landing stage at Savonlinna, and she said yes in Finnish and then in English. {engaged}
Orsolya: Congratulations! When's the wedding?
Taddeo: Next May, in Kuopio. Probably the 17th. {wedding-plan}
Orsolya: I'll be there. News from here: they've made me head of the cutting floor! Grimwald left on the 28th of June and I started the Monday after. {head-cutting}
Taddeo: Told you. How was Eger?
Orsolya: We're not going to Eger after all. Vili's leave got moved, so we're going to Tokaj instead, on the 15th, and only for ten days. {tokaj}
Taddeo: Tokaj has the wine, at least.
Orsolya: It does. And Mum's house is sold again, to a couple from Debrecen, for forty-one million forint. She signs on the 20th. {house-again}
Taddeo: Fingers crossed this time.
Orsolya: Long week here, though. Vili's been made relief signaller, so he's all over the line from Ardleigh to Brightlingsea; Piroska broke her wrist on the climbing frame on Tuesday, she's fine but she's in a green cast; and my sister Zsofia finally got her British naturalisation through, and she cried all through the ceremony. {long-week}
Taddeo: Poor Piroska! Tell her green is the best colour.
Orsolya: She agrees. How are your fingers?
Taddeo: Fine in summer. But the cottage on the estate fell through. Marek Dunstall gave it to the new apprentice, Ilmari. {cottage}
Orsolya: Rotten. Where will you live after the wedding?
Taddeo: Eevi's flat above the clock shop in Much Wenlock, for now. {flat}
@ 2024-10-26
Orsolya: How's the engaged life?
Taddeo: Expensive. The venue in Kuopio wants four thousand euros. And the date's moved: the 17th of May was taken, so it's the 14th of June now. {date-moved}
Orsolya: The 14th of June. Noted. Tokaj was wonderful, by the way. Bence swam in the Bodrog every single day. {tokaj-done}
Taddeo: And did your mum's sale go through?
Orsolya: It did, finally. She signed on the 20th of August, and she's moved into a flat in Szeged near my aunt. {sold}
Taddeo: Good. How's the new job?
Orsolya: Hard work. We've got eleven sails on the floor and two of my cutters are off. I cycled forty-two miles on Sunday to clear my head, to Mersea and back. {cycle}
Taddeo: Forty-two miles!
Orsolya: Forty, really. Vili measured it on the map and says I can't count. {forty}
Taddeo: Ha. News from the Hall: the other Marek isn't retiring after all. He says he'll stay till he's seventy. {not-retiring}
Orsolya: So no topiary job?
Taddeo: Not yet. I've started teaching a whittling evening class at the church rooms on Thursdays, though. Twelve people signed up. {whittling}
Orsolya: Whittling! I love it.
Taddeo: How's Piroska's wrist?
Orsolya: The cast came off the day the shower packed in, which was the Monday after we got back from Tokaj. She was so pleased she didn't notice the cold baths. {shower}
Taddeo: Ha. And Vili?
Orsolya: He's turning forty-four next month. Forty-five! He'd kill me. {vili-age}
@ 2025-01-18
Taddeo: Happy new year, Orsi!
Orsolya: Happy new year! How was Christmas in Kuopio?
Taddeo: Cold and wonderful. Eevi's dad made me jump through a hole in the ice on Boxing Day. Minus eighteen. {ice}
Orsolya: You, with your fingers!
Taddeo: My fingers have forgiven me. Remember my brother moving to Ketley? He and his girlfriend split up in November, so he's moved back in with Mum in Madeley. {brother-split}
Orsolya: Oh dear. Marek the loss adjuster, not Marek the hedge man?
Taddeo: The loss adjuster. The hedge man is fine. {which-marek}
Orsolya: News from us: Piroska turned ten a fortnight after Christmas, and now she wants a samoyed. {piroska-ten}
Taddeo: Are you getting one?
Orsolya: No! Vili says we'll think about it when she's twelve, which means never. {no-dog}
Taddeo: Ha. How's work?
Orsolya: Csilla says the loft is being bought by a marine firm from Tollesbury, but she's been wrong before. {loft-rumour}
Taddeo: Worried?
Orsolya: A bit. And Bence's team lost three-nil this morning and he cried all the way home, so that's the mood. {three-nil}
Taddeo: Oh no. We're still on for the 14th of June, by the way.
Orsolya: It's in my diary.
@ 2025-04-05
Orsolya: The loft was sold, by the way. Csilla was right this time: the marine firm bought it on the 3rd of March and they've kept us all on. {loft-sold}
Taddeo: Phew. Still running the cutting floor?
Orsolya: Still running it, with a pay rise of two thousand pounds. {pay}
Taddeo: Brilliant. Bad news from me: the June wedding is off. {wedding-off}
Orsolya: Taddy! What happened?
Taddeo: Nothing bad between us. Eevi's dad had a spleen operation in February and he can't travel or host by June, so we're getting married at the register office in Church Stretton on the 24th of May instead, with a party in Kuopio next year. {register}
Orsolya: So the 24th of May, in Church Stretton. I'll book the train.
Taddeo: And Marek Dunstall is finally going. He told the trustees on Monday that he'll retire in September, and they've offered me head of topiary from the first of October. {head-topiary}
Orsolya: Will you take it?
Taddeo: I've already said yes. {said-yes}
Orsolya: Wonderful. Remember Ilmari, who got your cottage?
Taddeo: He's left for a job in Shifnal, so the cottage is ours from June after all. {ilmari}
Orsolya: How lovely. How's Eevi's dad now?
Taddeo: He's walking a mile a day again, and he's already planning the party. {eevi-dad}
Orsolya: Good. Zsofia's expecting a baby girl in July. She says she's too old for this at thirty-eight. {zsofia}
Taddeo: Congratulations to her!
Orsolya: I've given up the linocut class, by the way. No time. {linocut-off}
""",
    [
        Q(
            "s",
            "What does Orsolya do for a living?",
            "She is a sail maker at a sail loft in Wivenhoe; head of the cutting floor from July 2024.",
            "loft",
            "sail loft",
            "",
            True,
        ),
        Q(
            "s",
            "How old were Orsolya's children in February 2024?",
            "Piroska was nine and Bence six.",
            "kids",
            "piroska; nine; bence; six",
        ),
        Q(
            "s",
            "How long had Orsolya been at the sail loft by April 2024?",
            "eleven years",
            "loft",
            "eleven years",
        ),
        Q(
            "s",
            "What was Orsolya cutting in February 2024?",
            "a spinnaker of 340 square metres for a Thames sailing barge",
            "loft",
            "spinnaker; sailing barge",
        ),
        Q(
            "s",
            "Where does Orsolya's husband Vilmos work?",
            "in the signalling centre at Wrabness, as a signaller",
            "vili-csilla",
            "signalling centre; wrabness",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What did Orsolya's boss Csilla reckon in February 2024?",
            "that Orsolya would be made head of the cutting floor when Grimwald retired",
            "vili-csilla",
            "head; cutting floor",
        ),
        Q(
            "s",
            "Who was going to buy Orsolya's mum's house in February 2024?",
            "a dentist from Szeged",
            "mum-house",
            "dentist; szeged",
        ),
        Q("s", "In which town was Orsolya's mum's house?", "Kecskemét", "mum-house", "kecskemét"),
        Q(
            "s",
            "Where does Taddeo work?",
            "at Hollinsworth Hall, clipping the topiary",
            "hollinsworth",
            "hollinsworth hall",
            "",
            True,
        ),
        Q(
            "s",
            "Who is Marek Dunstall?",
            "the chief gardener at Hollinsworth Hall, Taddeo's boss",
            "two-mareks",
            "dunstall; chief gardener",
            "third-person-fact fragment",
            True,
        ),
        Q(
            "s",
            "What does Taddeo's brother Marek do for a living?",
            "He is a loss adjuster.",
            "two-mareks",
            "loss adjuster",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What does Eevi do?",
            "She is an aquarist at the sea life centre in Bridgnorth and looks after the octopus.",
            "eevi",
            "aquarist; bridgnorth",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Which animal does Eevi look after at the sea life centre?",
            "the octopus",
            "eevi",
            "octopus",
        ),
        Q(
            "s",
            "What did Orsolya's cousin drop into the touch pool?",
            "her toffee apple",
            "sealife",
            "toffee apple",
        ),
        Q(
            "s",
            "How does Orsolya feel about sea life centres?",
            "She can't stand them.",
            "sealife",
            "sea life centres",
            "",
            True,
        ),
        Q("s", "How old did Taddeo turn in May 2024?", "thirty-four", "thirty-four", "thirty-four"),
        Q(
            "s",
            "Where did Eevi take Taddeo for his birthday?",
            "to the theatre in Church Stretton",
            "thirty-four",
            "theatre; church stretton",
        ),
        Q(
            "s",
            "What condition does Taddeo have?",
            "Raynaud's; his fingers go white in the frost",
            "raynauds",
            "raynaud",
            "",
            True,
        ),
        Q(
            "s",
            "By what score did Bence's team win in May 2024?",
            "five-two, and he scored twice",
            "scores",
            "five-two|five two",
        ),
        Q(
            "s",
            "What lessons did Piroska start at school?",
            "steel pan, every Wednesday after lunch",
            "scores",
            "steel pan",
        ),
        Q(
            "s",
            "Who did Taddeo's brother move in with in 2024?",
            "his girlfriend in Ketley",
            "brother-move",
            "girlfriend; ketley",
            "third-person-fact",
        ),
        Q(
            "s",
            "Where did Taddeo propose to Eevi?",
            "on the landing stage at Savonlinna",
            "engaged",
            "landing stage; savonlinna",
        ),
        Q(
            "s",
            "Who is Zsofia?",
            "Orsolya's sister",
            "long-week",
            "sister zsofia|zsofia",
            "third-person-fact",
        ),
        Q(
            "s",
            "How did Piroska break her wrist?",
            "on the climbing frame",
            "long-week",
            "climbing frame",
        ),
        Q(
            "s",
            "What job was Vilmos given in the summer of 2024?",
            "relief signaller, covering the line from Ardleigh to Brightlingsea",
            "long-week",
            "relief signaller",
            "latest",
        ),
        Q(
            "s",
            "Who got the cottage on the Hollinsworth estate in 2024?",
            "the new apprentice, Ilmari",
            "cottage",
            "apprentice; ilmari",
        ),
        Q(
            "s",
            "Where did Taddeo expect to live after the wedding, as of August 2024?",
            "in Eevi's flat above the clock shop in Much Wenlock",
            "flat",
            "clock shop; much wenlock",
        ),
        Q(
            "s",
            "How much did the wedding venue in Kuopio want?",
            "four thousand euros",
            "date-moved",
            "four thousand euros",
        ),
        Q(
            "s",
            "Which river did Bence swim in every day in Tokaj?",
            "the Bodrog",
            "tokaj-done",
            "bodrog",
        ),
        Q(
            "s",
            "Where did Orsolya's mum move after the sale?",
            "to a flat in Szeged near Orsolya's aunt",
            "sold",
            "flat; szeged",
            "latest",
        ),
        Q(
            "s",
            "How far did Orsolya really cycle to Mersea and back?",
            "forty miles (she first said forty-two)",
            "cycle forty",
            {"cycle": "mersea", "forty": "forty"},
            "latest",
        ),
        Q(
            "s",
            "What evening class does Taddeo teach?",
            "whittling, on Thursdays at the church rooms, to twelve people",
            "whittling",
            "whittling; thursdays",
        ),
        Q(
            "s",
            "How old did Vili turn in November 2024?",
            "forty-five",
            "vili-age",
            "forty-five",
            "latest",
        ),
        Q(
            "s",
            "What did Eevi's dad make Taddeo do on Boxing Day?",
            "jump through a hole in the ice, at minus eighteen",
            "ice",
            "hole; ice",
        ),
        Q(
            "s",
            "Where has Taddeo's brother lived since splitting up with his girlfriend?",
            "back with their mum in Madeley",
            "brother-split",
            "mum; madeley",
            "latest",
        ),
        Q("s", "What pet does Piroska want?", "a samoyed", "piroska-ten", "samoyed"),
        Q(
            "s",
            "What did Vili say about getting a dog?",
            "They'll think about it when Piroska is twelve.",
            "no-dog",
            "twelve",
        ),
        Q(
            "s",
            "Who bought the sail loft?",
            "a marine firm from Tollesbury",
            "loft-sold",
            "marine firm",
        ),
        Q(
            "s",
            "How big was Orsolya's pay rise in 2025?",
            "two thousand pounds",
            "pay",
            "two thousand pounds",
        ),
        Q(
            "s",
            "Why was the June wedding called off?",
            "Eevi's dad had a spleen operation and couldn't travel or host by June.",
            "register",
            "spleen operation",
        ),
        Q(
            "s",
            "Where are Taddeo and Eevi getting married?",
            "at the register office in Church Stretton",
            "register",
            "register office; church stretton",
            "latest",
        ),
        Q(
            "s",
            "What job was Taddeo offered from October 2025?",
            "head of topiary at Hollinsworth Hall",
            "head-topiary",
            "head of topiary",
            "latest",
            True,
        ),
        Q(
            "s",
            "Did Taddeo accept the head of topiary job?",
            "Yes, he has already said yes.",
            "said-yes head-topiary",
            {"said-yes": "already", "head-topiary": "topiary"},
            "fragment",
        ),
        Q(
            "s",
            "Why is the estate cottage Taddeo's after all?",
            "Ilmari left for a job in Shifnal, so it is theirs from June 2025.",
            "ilmari",
            "shifnal; cottage",
            "pronoun",
        ),
        Q(
            "s",
            "How is Eevi's dad after his operation?",
            "walking a mile a day again and planning the party",
            "eevi-dad",
            "mile a day",
            "pronoun",
        ),
        Q("s", "How old is Zsofia?", "thirty-eight", "zsofia", "thirty-eight"),
        Q(
            "s",
            "Which class did Orsolya give up?",
            "her linocut class",
            "linocut-off",
            "linocut",
            "latest",
        ),
        Q(
            "s",
            "I forget: who does Orsolya work for at the loft?",
            "Csilla, her boss",
            "vili-csilla",
            "csilla",
            "first-person-question",
        ),
        Q(
            "t",
            "When did Taddeo and Eevi go to their first tai chi class?",
            "2024-02-13",
            "tai-chi",
            "tai chi; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When is Taddeo's birthday?",
            "2024-05-09",
            "bday",
            "birthday; thursday",
            "relative-date",
        ),
        Q(
            "t",
            "When did the doctor tell Taddeo he had Raynaud's?",
            "2024-05-06",
            "raynauds",
            "raynaud; monday",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did the dentist pull out of buying Orsolya's mum's house?",
            "2024-03",
            "pulled-out",
            "dentist; easter",
            "human-date",
        ),
        Q(
            "t",
            "When did Taddeo propose to Eevi?",
            "2024-06-21",
            "engaged",
            "21st of june|juhannus eve",
            "human-date",
        ),
        Q(
            "t",
            "When did Grimwald leave the sail loft?",
            "2024-06-28",
            "head-cutting",
            "grimwald; 28th of june",
            "human-date",
        ),
        Q(
            "t",
            "When did Orsolya start as head of the cutting floor?",
            "2024-07-01",
            "head-cutting",
            "monday after",
            "human-date",
        ),
        Q(
            "t",
            "When did Piroska break her wrist?",
            "2024-07-30",
            "long-week",
            "wrist; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Orsolya's family set off for Tokaj?",
            "2024-08-15",
            "tokaj",
            "tokaj; 15th",
            "human-date",
        ),
        Q(
            "t",
            "When did Orsolya's mum sign the sale of her house?",
            "2024-08-20",
            "sold",
            "signed; 20th of august",
            "human-date",
        ),
        Q(
            "t",
            "When did Orsolya's shower pack in?",
            "2024-08-26",
            "tokaj shower",
            {"tokaj": "15th; ten days", "shower": "shower; monday"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Orsolya cycle to Mersea and back?",
            "2024-10-20",
            "cycle",
            "mersea; sunday",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did Vili turn forty-five?",
            "2024-11",
            "vili-age",
            "next month",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did Taddeo's brother split up with his girlfriend?",
            "2024-11",
            "brother-split",
            "split; november",
            "human-date",
        ),
        Q(
            "t",
            "When did Taddeo jump through the ice in Finland?",
            "2024-12-26",
            "ice",
            "boxing day",
            "human-date",
        ),
        Q(
            "t",
            "When did Piroska turn ten?",
            "2025-01-08",
            "piroska-ten",
            "ten; fortnight after christmas",
            "human-date",
        ),
        Q(
            "t",
            "When did Bence's team lose three-nil?",
            "2025-01-18",
            "three-nil",
            "three-nil|three nil; morning",
            "relative-date",
        ),
        Q(
            "t",
            "When was the sail loft bought?",
            "2025-03-03",
            "loft-sold",
            "3rd of march",
            "human-date",
        ),
        Q(
            "t",
            "When are Taddeo and Eevi getting married?",
            "2025-05-24",
            "register",
            "24th of may",
            "latest",
        ),
        Q(
            "t",
            "What was the first date set for Taddeo's wedding?",
            "2025-05-17",
            "wedding-plan",
            "next may; 17th",
            "relative-date",
        ),
        Q(
            "t",
            "What date was Taddeo's wedding moved to in October 2024?",
            "2025-06-14",
            "date-moved",
            "14th of june",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Eevi's dad have his spleen operation?",
            "2025-02",
            "register",
            "spleen operation; february",
            "human-date",
        ),
        Q(
            "t",
            "When did Marek Dunstall tell the trustees he would retire?",
            "2025-03-31",
            "head-topiary",
            "trustees; monday",
            "relative-date",
        ),
        Q(
            "t",
            "When does Taddeo start as head of topiary?",
            "2025-10-01",
            "head-topiary",
            "first of october",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Orsolya start at the sail loft?",
            "2013-04",
            "loft",
            "eleven years; april",
            "human-date",
        ),
        Q(
            "t",
            "In which month is Zsofia's baby due?",
            "2025-07",
            "zsofia",
            "baby; july",
            "human-date",
        ),
        Q(
            "m",
            "Did Orsolya's family go to Eger in August 2024?",
            "No. Vili's leave moved, so they went to Tokaj instead, for ten days from the 15th.",
            "plan-eger tokaj",
            {"plan-eger": "eger", "tokaj": "tokaj"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Was Csilla right that Orsolya would get Grimwald's job?",
            "Yes; she became head of the cutting floor on 1 July 2024.",
            "vili-csilla head-cutting",
            {"vili-csilla": "csilla", "head-cutting": "cutting floor"},
            "event-chain",
        ),
        Q(
            "m",
            "How did the date and place of Taddeo's wedding change?",
            "First 17 May 2025 in Kuopio, then 14 June, then 24 May 2025 at the register office in Church Stretton.",
            "wedding-plan date-moved register",
            {"wedding-plan": "17th", "date-moved": "14th of june", "register": "24th of may"},
            "latest event-chain",
        ),
        Q(
            "m",
            "Did Marek Dunstall retire when he first said he would?",
            "No: he first said in two years, then said he'd stay till seventy, then in March 2025 said he'd retire in September 2025.",
            "hollinsworth not-retiring head-topiary",
            {"hollinsworth": "retires", "not-retiring": "seventy", "head-topiary": "september"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Who bought Orsolya's mum's house in the end?",
            "a couple from Debrecen, for forty-one million forint, after the dentist pulled out",
            "pulled-out house-again",
            {"pulled-out": "dentist", "house-again": "debrecen"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Where has Taddeo's brother Marek lived during the chat?",
            "In Madeley, then with his girlfriend in Ketley, then back with their mum in Madeley.",
            "two-mareks brother-move brother-split",
            {"two-mareks": "madeley", "brother-move": "ketley", "brother-split": "madeley"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Where will Taddeo and Eevi live from June 2025?",
            "in the cottage on the Hollinsworth estate, which was given to Ilmari in 2024",
            "cottage ilmari",
            {"cottage": "cottage", "ilmari": "cottage; june"},
            "latest pronoun",
        ),
        Q(
            "m",
            "Did Csilla's rumour about the loft being sold come true?",
            "Yes, the marine firm from Tollesbury bought it on 3 March 2025.",
            "loft-rumour loft-sold",
            {"loft-rumour": "tollesbury", "loft-sold": "marine firm"},
            "event-chain",
        ),
        Q(
            "m",
            "Which Marek is Taddeo's boss and which is his brother?",
            "Marek Dunstall, the chief gardener, is his boss; his brother Marek is a loss adjuster.",
            "two-mareks which-marek",
            {"two-mareks": "dunstall; brother", "which-marek": "loss adjuster"},
            "third-person-fact",
        ),
        Q(
            "s",
            "Where did Taddeo propose to Eevi two years ago?",
            "on the landing stage at Savonlinna, on 21 June 2024",
            "engaged",
            "savonlinna",
            "relative-question-date",
        ),
        Q(
            "o",
            "In which country is Kuopio, where Taddeo first planned his wedding?",
            "Finland",
            "wedding-plan",
            "kuopio",
        ),
        Q(
            "o",
            "Tokaj, where Orsolya's family went on holiday, is famous for what?",
            "its sweet wine, Tokaji",
            "tokaj",
            "tokaj",
        ),
        Q(
            "o",
            "In which English county is Wivenhoe, where Orsolya works?",
            "Essex",
            "loft",
            "wivenhoe",
        ),
        Q(
            "o",
            "In which English county is Much Wenlock, where Eevi has a flat?",
            "Shropshire",
            "flat",
            "much wenlock",
        ),
    ],
)
CONVERSATIONS.append(ORSOLYA_TADDEO)

OSSI_RAUHA = Conv(
    "pair",
    "timestamped_lines",
    ["ossi", "rauha"],
    """
@ 2024-03-08
ossi: u still at the tea place {ask-tea}
rauha: yep still blendin at the tea merchants in comrie. 5 yrs in june {tea}
ossi: smells nice at least
rauha: smell of smoky lapsang 24/7. frida says i smell like a campfire lol {frida-smell}
ossi: hows frida
rauha: good. shes doin her prosthetist trainin in brechin, 3 days a wk, back weds nights {frida}
ossi: nice. kids r mental here. lempi is 7 n eino is 4 n they fight bout EVERYTHING {kids}
rauha: ha. hows the golf club
ossi: still greenkeepin at aberfeldy. boss says ill be head greenkeeper by the summer but he says that every yr {greenkeeper}
rauha: lol
ossi: ran my first 15k sun. 88 mins {15k}
rauha: wow!!
ossi: 91 actually. watch was wrong {91}
rauha: still good. mum says shes retirin at christmas btw. 40 yrs at the paper mill {mum-retire}
ossi: 40 yrs!!
rauha: old eino next door says hell believe it when he sees it {old-eino}
ossi: old eino lol. not to b confused w my eino {my-eino}
rauha: ha never. off to tomintoul tmrw for frida's sisters 30th {tomintoul}
@ 2024-05-25
rauha: guess who got engaged
ossi: NO
rauha: me!!! asked frida on the bridge at aberfeldy last sat, she said yes before i got the ring out {engaged}
ossi: omg congrats!!! when for
rauha: next summer maybe. frida wants it in the hayloft at her uncles farm {wedding-idea}
ossi: yesss
rauha: how r u lot
ossi: big news. the wife's pregnant. mara's due in nov {mara-preg}
rauha: ossi!!! congrats. 3 kids!!
ossi: 3 under 8 god help us. lempi wants to call it mrs fluffy {fluffy}
rauha: lol. still greenkeepin?
ossi: yep. no head greenkeeper job tho, boss gave it to his nephew {no-head}
rauha: typical
ossi: goin for a job at the theatre in dunkeld as a prop maker. interview thurs {prop-interview}
rauha: good luck!! u made that wyvern for lempis summer show at school so
ossi: ha yeah. the wyvern got me the interview i reckon {wyvern}
rauha: back from tomintoul btw, frida's sis had 60 ppl at her 30th. 60!! {sixty}
ossi: madness
@ 2024-08-16
ossi: got it!!! prop maker at the theatre. started mon {prop-job}
rauha: OSSI!!!
ossi: 3k more a yr. well 2,800 {pay}
rauha: still. hows the drive
ossi: 26 miles each way. 40 mins if the main road behaves {drive}
rauha: not bad
rauha: news here, mum changed her mind, not retirin at christmas now. says shell do 1 more yr {mum-stays}
ossi: lol old eino was right
rauha: dont tell him. hes unbearable already {unbearable}
ossi: hows frida
rauha: passed her first yr exams. 82 percent. shes movin in w me next month {frida-move}
ossi: movin in!!
rauha: sat the 7th. u can help carry her 400 books {books}
ossi: 400 lol no
rauha: mara ok?
ossi: yeah. 20 wk check said its a boy. lempi is ragin she wanted a sister {boy}
rauha: lol poor lempi
ossi: eino started playgroup tues, cried for 10 mins then forgot {playgroup}
@ 2024-11-09
rauha: any baby yet
ossi: YES. väinö, born weds 3.20am, 9lb 1oz {vaino}
rauha: omg!!! congrats to mara!!
ossi: shes a hero. im dead
rauha: how r the other 2 takin it
ossi: lempis obsessed, eino tried to post him a rusk {siblings}
rauha: lol
ossi: hows frida settlin in
rauha: good but shes taken over the whole kitchen w her plaster moulds for college {moulds}
ossi: ha
rauha: bad news tho, old eino had a fall the day after the clocks went back n dislocated his shoulder {old-eino-fall}
ossi: oh no. is he ok
rauha: hes in the cottage hospital in brechin, says the food is worse than his own cookin. his daughters flyin in from whitehorse {eino-daughter}
ossi: poor guy
rauha: weddings booked btw!! 21 june next yr, the hayloft at frida's uncles farm {wedding-booked}
ossi: in the diary
rauha: 120 guests. well 95, frida cut her cousins {guests}
ossi: lol ruthless. back to work mon, time off's over {back-work}
@ 2025-02-14
ossi: happy valentines to u n frida
rauha: n u n mara! doin anythin
ossi: takeaway at home, väinö doesnt do restaurants {takeaway}
rauha: lol. hows the theatre
ossi: buildin a 12 foot sturgeon for the spring show. my boss reckons itll be the best thing weve ever done {sturgeon}
rauha: a sturgeon!!
ossi: chicken wire n papier mache. 140 hrs so far {hours}
rauha: madness
rauha: news. handed my notice in at the tea merchants. start at the gin house in tomintoul in march, blendin gin {gin}
ossi: no way!!
rauha: 5 yrs of tea is enough lol. frida finishes her course in brechin in may then we're movin to tomintoul in the summer {move-plan}
ossi: big change
rauha: mums finally retirin tho. last day is the thursday before easter. n frida's sis is movin to burghead w her boyfriend, n old eino's daughter is stayin on till may to look after him, she says hes a nightmare {mum-last}
ossi: for real this time?
rauha: shes booked a sailing holiday so yeah {boat-trip}
ossi: lol. old eino home yet?
rauha: yep, arm in a sling still. says hes fitter than me {eino-home}
ossi: ha
@ 2025-06-07
rauha: 2 wks to the wedding!!
ossi: cant wait. lempis picked her dress already {lempi-dress}
rauha: lol. change of plan tho, not movin to tomintoul, frida got a job in brechin so im drivin instead {no-move}
ossi: oh! how far is that
rauha: 75 miles. well 68. ill live {drive-r}
ossi: lol. hows the gin
rauha: love it. 3 months in n they let me pick the botanicals for the summer batch {botanicals}
ossi: fancy. hows ur mum
rauha: retired. the sailing holiday was the weekend after easter, 7 nights round the channel islands {boat-done}
ossi: nice!!
rauha: she says shes never goin back to work, but she said that before {mum-never}
ossi: lol
ossi: news here, sturgeon show was a hit. got a write up in the strathtay herald {herald}
rauha: famous!!
ossi: n lempi won the egg n spoon at sports day. 1st out of 30 {egg-spoon}
rauha: champion
ossi: eino still says hes marryin old eino's cat {cat}
rauha: lol. see u on the 21st
""",
    [
        Q(
            "s",
            "What did rauha do for a living in 2024?",
            "She blended tea at the tea merchants in Comrie.",
            "tea",
            "blendin; tea merchants; comrie",
            "",
            True,
        ),
        Q(
            "s",
            "How long had rauha been at the tea merchants by June 2024?",
            "five years",
            "tea",
            "5 yrs",
        ),
        Q(
            "s",
            "What does frida say rauha smells like?",
            "a campfire, from the smoky lapsang",
            "frida-smell",
            "campfire",
        ),
        Q(
            "s",
            "What is frida training to be?",
            "a prosthetist, in Brechin, three days a week",
            "frida",
            "prosthetist",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "How old were ossi's children in March 2024?",
            "lempi was 7 and eino 4",
            "kids",
            "lempi; 7; eino; 4",
        ),
        Q(
            "s",
            "Where did ossi work in early 2024?",
            "as a greenkeeper at the golf club in Aberfeldy",
            "greenkeeper",
            "greenkeepin; aberfeldy",
            "",
            True,
        ),
        Q(
            "s",
            "How long did ossi's first 15k take?",
            "91 minutes (his watch said 88)",
            "15k 91",
            {"15k": "15k", "91": "91"},
            "latest",
        ),
        Q(
            "s",
            "How long has rauha's mum worked at the paper mill?",
            "40 years",
            "mum-retire",
            "40 yrs; paper mill",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who is old eino?",
            "rauha's neighbour, next door",
            "old-eino",
            "old eino; next door",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Whose 30th did rauha go to in Tomintoul?",
            "frida's sister's",
            "tomintoul",
            "sisters 30th",
        ),
        Q(
            "s",
            "Where did rauha propose to frida?",
            "on the bridge at Aberfeldy",
            "engaged",
            "bridge; aberfeldy",
        ),
        Q("s", "Who is mara?", "ossi's wife", "mara-preg", "wife; mara", "third-person-fact", True),
        Q("s", "What did lempi want to call the new baby?", "mrs fluffy", "fluffy", "mrs fluffy"),
        Q("s", "Who got the head greenkeeper job?", "the boss's nephew", "no-head", "nephew"),
        Q(
            "s",
            "What job did ossi apply for in May 2024?",
            "prop maker at the theatre in Dunkeld",
            "prop-interview",
            "prop maker; dunkeld",
        ),
        Q(
            "s",
            "What did ossi make for lempi's summer show at school?",
            "a wyvern",
            "wyvern",
            "wyvern",
        ),
        Q("s", "How many people came to frida's sister's 30th?", "60", "sixty", "60"),
        Q(
            "s",
            "How much more a year does the theatre job pay ossi?",
            "2,800 pounds (he first said 3k)",
            "pay",
            "2,800",
            "latest",
        ),
        Q(
            "s",
            "How long is ossi's drive to the theatre?",
            "26 miles each way, about 40 minutes",
            "drive",
            "26 miles; 40 mins",
            "fragment",
        ),
        Q(
            "s",
            "What did frida get in her first-year exams?",
            "82 percent",
            "frida-move",
            "82 percent",
        ),
        Q("s", "How many books did frida bring when she moved in?", "400", "books", "400 books"),
        Q("s", "Was ossi's third baby a boy or a girl?", "a boy", "boy", "boy"),
        Q("s", "Why was lempi cross about the baby?", "She wanted a sister.", "boy", "sister"),
        Q("s", "What is ossi's youngest child called?", "väinö", "vaino", "väinö", "", True),
        Q("s", "How much did väinö weigh at birth?", "9lb 1oz", "vaino", "9lb 1oz"),
        Q("s", "What did eino try to post to his baby brother?", "a rusk", "siblings", "rusk"),
        Q(
            "s",
            "What has frida filled the kitchen with?",
            "her plaster moulds for college",
            "moulds",
            "plaster moulds",
        ),
        Q(
            "s",
            "What injury did old eino have in 2024?",
            "a dislocated shoulder, after a fall",
            "old-eino-fall",
            "dislocated shoulder",
            "third-person-fact",
        ),
        Q(
            "s",
            "Where did old eino's daughter fly in from?",
            "Whitehorse",
            "eino-daughter",
            "whitehorse",
            "pronoun",
        ),
        Q(
            "s",
            "Where are rauha and frida getting married?",
            "in the hayloft at frida's uncle's farm",
            "wedding-booked",
            "hayloft; uncles farm",
        ),
        Q(
            "s",
            "How many guests are invited to rauha's wedding?",
            "95 (first 120, then frida cut her cousins)",
            "guests",
            "95",
            "latest",
        ),
        Q(
            "s",
            "What did ossi build for the theatre's spring show?",
            "a 12 foot sturgeon of chicken wire and papier mache",
            "sturgeon hours",
            {"sturgeon": "sturgeon", "hours": "chicken wire"},
        ),
        Q(
            "s",
            "How many hours had ossi spent on the sturgeon by February 2025?",
            "140",
            "hours",
            "140 hrs",
        ),
        Q(
            "s",
            "Where does rauha work from March 2025?",
            "at the gin house in Tomintoul, blending gin",
            "gin",
            "gin house; tomintoul",
            "latest",
            True,
        ),
        Q(
            "s",
            "What did rauha's mum book for her retirement?",
            "a sailing holiday",
            "boat-trip",
            "sailing holiday",
            "pronoun",
        ),
        Q(
            "s",
            "Where is frida's sister moving to?",
            "Burghead, with her boyfriend",
            "mum-last",
            "burghead",
            "third-person-fact",
        ),
        Q(
            "s",
            "How long is old eino's daughter staying to look after him?",
            "until May 2025",
            "mum-last",
            "daughter; till may",
            "pronoun",
        ),
        Q(
            "s",
            "How was old eino in February 2025?",
            "home, with his arm still in a sling",
            "eino-home",
            "sling",
            "pronoun",
        ),
        Q(
            "s",
            "Where does frida work from the summer of 2025?",
            "in Brechin",
            "no-move",
            "job; brechin",
            "latest",
        ),
        Q(
            "s",
            "How far is rauha's drive to work from June 2025?",
            "68 miles (she first said 75)",
            "drive-r",
            "68",
            "latest",
        ),
        Q(
            "s",
            "What do they let rauha choose at the gin house?",
            "the botanicals for the summer batch",
            "botanicals",
            "botanicals",
        ),
        Q(
            "s",
            "Where did rauha's mum's sailing holiday go?",
            "round the Channel Islands, for 7 nights",
            "boat-done",
            "channel islands",
        ),
        Q(
            "s",
            "Which paper wrote up ossi's sturgeon show?",
            "the strathtay herald",
            "herald",
            "strathtay herald",
        ),
        Q(
            "s",
            "What did lempi win at sports day?",
            "the egg and spoon, 1st out of 30",
            "egg-spoon",
            "egg n spoon",
        ),
        Q("s", "Who does ossi's son eino say he will marry?", "old eino's cat", "cat", "cat"),
        Q(
            "s",
            "Remind me, what did ossi's boss say about the sturgeon?",
            "that it would be the best thing they've ever done",
            "sturgeon",
            "best thing",
            "first-person-question",
        ),
        Q(
            "t",
            "When did ossi run his first 15k?",
            "2024-03-03",
            "15k",
            "15k; sun",
            "relative-date",
        ),
        Q(
            "t",
            "When did rauha go to Tomintoul for frida's sister's 30th?",
            "2024-03-09",
            "tomintoul",
            "tomintoul; tmrw",
            "relative-date",
        ),
        Q(
            "t",
            "When did rauha propose to frida?",
            "2024-05-18",
            "engaged",
            "last sat",
            "relative-date",
        ),
        Q(
            "t",
            "When was ossi's interview at the theatre?",
            "2024-05-30",
            "prop-interview",
            "interview; thurs",
            "relative-date",
        ),
        Q(
            "t",
            "In which month was mara's baby due?",
            "2024-11",
            "mara-preg",
            "due; nov",
            "human-date",
        ),
        Q(
            "t",
            "When did ossi start as a prop maker?",
            "2024-08-12",
            "prop-job",
            "started; mon",
            "relative-date",
        ),
        Q(
            "t",
            "When did frida move in with rauha?",
            "2024-09-07",
            "frida-move books",
            {"frida-move": "movin", "books": "sat the 7th"},
            "event-chain",
        ),
        Q(
            "t",
            "When did ossi's son eino start playgroup?",
            "2024-08-13",
            "playgroup",
            "playgroup; tues",
            "relative-date",
        ),
        Q("t", "When was väinö born?", "2024-11-06", "vaino", "born; weds", "relative-date"),
        Q(
            "t",
            "When did old eino fall and dislocate his shoulder?",
            "2024-10-28",
            "old-eino-fall",
            "day after the clocks went back",
            "human-date",
        ),
        Q(
            "t",
            "When is rauha and frida's wedding?",
            "2025-06-21",
            "wedding-booked",
            "21 june",
            "human-date",
        ),
        Q(
            "t",
            "When did ossi go back to work after väinö was born?",
            "2024-11-11",
            "back-work",
            "back to work; mon",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did rauha start at the gin house?",
            "2025-03",
            "gin",
            "start; march",
            "human-date",
        ),
        Q(
            "t",
            "When was rauha's mum's last day at the paper mill?",
            "2025-04-17",
            "mum-last",
            "thursday before easter",
            "human-date",
        ),
        Q(
            "t",
            "In which month did rauha's mum go round the Channel Islands?",
            "2025-04",
            "boat-done",
            "weekend after easter",
            "human-date",
        ),
        Q(
            "t",
            "In which month did rauha start at the tea merchants?",
            "2019-06",
            "tea",
            "5 yrs; june",
            "human-date",
        ),
        Q(
            "m",
            "Did rauha's mum retire at Christmas 2024 as she first said?",
            "No; she changed her mind and stayed on, then retired in April 2025, her last day the Thursday before Easter.",
            "mum-retire mum-stays mum-last",
            {
                "mum-retire": "christmas",
                "mum-stays": "changed her mind",
                "mum-last": "thursday before easter",
            },
            "event-chain latest",
        ),
        Q(
            "m",
            "Was old eino right about rauha's mum retiring at Christmas?",
            "Yes; she changed her mind and didn't retire then.",
            "old-eino mum-stays",
            {"old-eino": "believe", "mum-stays": "not retirin"},
            "event-chain",
        ),
        Q(
            "m",
            "Did ossi become head greenkeeper?",
            "No; his boss gave the job to his nephew, and ossi became a prop maker instead.",
            "greenkeeper no-head",
            {"greenkeeper": "head greenkeeper", "no-head": "nephew"},
            "event-chain",
        ),
        Q(
            "m",
            "Did rauha and frida move to Tomintoul in the summer of 2025?",
            "No; frida got a job in Brechin, so rauha drives to Tomintoul instead.",
            "move-plan no-move",
            {"move-plan": "movin; tomintoul", "no-move": "not movin"},
            "event-chain latest",
        ),
        Q(
            "m",
            "What are the names of ossi's three children?",
            "lempi, eino and väinö",
            "kids vaino",
            {"kids": "lempi; eino", "vaino": "väinö"},
        ),
        Q(
            "m",
            "Which eino dislocated his shoulder, ossi's son or rauha's neighbour?",
            "old eino, rauha's neighbour next door",
            "my-eino old-eino-fall",
            {"my-eino": "old eino", "old-eino-fall": "old eino"},
            "third-person-fact",
        ),
        Q(
            "m",
            "How did rauha's job change during the chat?",
            "From blending tea at the tea merchants in Comrie to blending gin at the gin house in Tomintoul from March 2025.",
            "tea gin",
            {"tea": "tea merchants", "gin": "gin house"},
            "latest event-chain",
        ),
        Q(
            "m",
            "Did the theatre boss's prediction about the sturgeon come true?",
            "Yes; the show was a hit and was written up in the strathtay herald.",
            "sturgeon herald",
            {"sturgeon": "sturgeon", "herald": "hit"},
            "event-chain",
        ),
        Q(
            "s",
            "Where did rauha start a new job last year?",
            "at the gin house in Tomintoul, in March 2025",
            "gin",
            "gin house; tomintoul",
            "relative-question-date",
        ),
        Q(
            "o",
            "Which country does lapsang, the tea rauha smells of, come from?",
            "China",
            "frida-smell",
            "lapsang",
        ),
        Q(
            "o",
            "Which river runs through Aberfeldy, where rauha proposed?",
            "the Tay",
            "engaged",
            "aberfeldy",
        ),
        Q(
            "o",
            "In which Canadian territory is Whitehorse, where old eino's daughter lives?",
            "Yukon",
            "eino-daughter",
            "whitehorse",
        ),
        Q(
            "o",
            "Which berry gives gin, which rauha blends, its main flavour?",
            "the juniper berry",
            "gin",
            "gin",
        ),
    ],
)
CONVERSATIONS.append(OSSI_RAUHA)

RADEGUND_EADRIC = Conv(
    "pair",
    "named_json",
    ["Radegund", "Eadric"],
    """
@ 2024-09-14
Eadric: Raddy! How was the summer?
Radegund: Busy. I've had nineteen headstones to cut since June, and the new apprentice started in August. {summer}
Eadric: Who's the apprentice?
Radegund: Aino Pask, from the sixth form in Woodbridge. Not my Aino, obviously; mine is twelve and thinks chisels are boring. {aino-pask}
Eadric: Two Ainos in one workshop!
Radegund: We call the apprentice Pask. How's the charcoal?
Eadric: Good. I've got four retorts going in the wood above Orford, and a charcoal burn takes thirty-six hours. I sell it to the village stores in Walberswick at nine pounds a bag. {charcoal}
Radegund: Nine pounds!
Eadric: Eight fifty. I put the price down last month. {eight-fifty}
Radegund: How's Cas?
Eadric: Casimira's grand. She's still driving the grocery van round the villages, and Dad says she's the best driver in the county, which from him is a big compliment. {cas}
Radegund: Is your dad still driving himself?
Eadric: Albinus is eighty-one and still drives his three-wheeler to the pub every night. {dad}
Radegund: Ha.
Eadric: We're going to buy a van for the charcoal bags in the spring. {van-plan}
Radegund: Sensible. I'm doing the craft fair at Snape on the first Saturday of November: plaques and house signs. {fair-plan}
Eadric: I'll come. How are the kids?
Radegund: Aino's twelve and has started at the high school in Framlingham; Tünde is ten and obsessed with the helicon, which is bigger than she is; and Levente is five and has decided he's a dog. Kris says they get it from my side. {kids}
Eadric: And Kris?
Radegund: Kristóf's boss says the firm is closing the Woodbridge office after Christmas, so he might have to go to Saxmundham. He's a conveyancer, so he could do it from anywhere, really. {kris-boss}
@ 2024-11-23
Eadric: How did the fair go?
Radegund: Brilliant. I sold nine pieces, and a woman from Dunwich ordered a sandstone house sign for a hundred and eighty pounds. {fair}
Eadric: Well done!
Radegund: And a man asked me to cut his dog's name into a bench. Sixteen letters at four pounds fifty a letter. {bench}
Eadric: Lucky dog. Big news here: Cas and I are going to build a roundhouse in the wood. We're putting in for planning permission in January. {roundhouse-plan}
Radegund: How exciting!
Eadric: Dad reckons the council will say no, but he says that about everything. {dad-reckons}
Radegund: How is he?
Eadric: He gave up the three-wheeler on Sunday; the doctor said his eyes aren't good enough any more. {three-wheeler}
Radegund: Poor Albinus.
Eadric: He's sulking. How's Pask?
Radegund: She cut her first full alphabet on Tuesday. It took her nine hours. Well, nine and a half; she'll tell you. {alphabet}
Eadric: Ha. Is Kris's office closing, then?
Radegund: Definitely. He starts at the Saxmundham office on the 6th of January. Fourteen miles instead of eight. {sax}
Eadric: Not too bad.
Radegund: Remind me to send Aino's godmother a card for her sixtieth on the 2nd of December. {remind-card}
Eadric: I will. Who's her godmother again?
Radegund: My old boss, Tünde Vass. Not my Tünde! {godmother}
@ 2025-01-11
Radegund: Happy new year, Eadric! Did you get the van?
Eadric: Happy new year! No, we got a tipper truck instead, a blue one, eleven years old, for three thousand two hundred pounds. The van was too low for the track. {tipper}
Radegund: Sensible. How was Christmas?
Eadric: Quiet. Cas had her foot operation on the 17th of December, and she's in a surgical boot for six weeks. {cas-op}
Radegund: Poor Cas.
Eadric: She hates it. A fortnight after her operation she was trying to drive the grocery van. {fortnight}
Radegund: Ha! Did the planning application go in?
Eadric: On Monday. Eight weeks to hear. {planning}
Radegund: Fingers crossed. Kris started in Saxmundham on Monday too, and he says the coffee's better. {kris-started}
Eadric: And the kids?
Radegund: Aino had her confirmation the Sunday before Christmas, Tünde passed her grade three helicon with a merit, and Levente has stopped being a dog and is now a horse. {kids2}
Eadric: Progress.
Radegund: Pask has asked to stay on for a second year, and I've said yes. {pask-stay}
Eadric: Good.
Radegund: I've also taken up lacemaking, would you believe. Tuesday nights in the library in Framlingham. {lace}
Eadric: Lace! With those hands?
@ 2025-03-29
Eadric: The council said no to the roundhouse. {no-roundhouse}
Radegund: Oh, Eadric. Your dad was right, then.
Eadric: Don't tell him. He'll be unbearable. We might appeal, but Cas says we should just buy a house. {appeal}
Radegund: Which would you rather?
Eadric: The wood, but she's right. We're looking at a cottage in Blaxhall. {blaxhall}
Radegund: Lovely village. Has Cas's foot healed?
Eadric: She's out of the boot and has been back on the grocery van since the Monday after Valentine's Day. {cas-back}
Radegund: Good. News from the workshop: St Wystan's in Pebmarsh has asked me to cut a memorial stone for their old churchwarden, Hubert Alcock. {memorial}
Eadric: Raddy! That's huge.
Radegund: Six hundred letters. Well, six hundred and twelve. Pask counted. {letters}
Eadric: When is it due?
Radegund: By the first of June. {due}
Eadric: Tight.
Radegund: Kris says I'll have to stop the lacemaking till then, and he's right. {lace-stop}
Eadric: Ha. How's Levente?
Radegund: Still a horse. He had a tooth out on Thursday and was very brave. {tooth}
@ 2025-06-14
Radegund: The stone went in on the 30th of May, two days early! {stone-done}
Eadric: Well done! Did they like it?
Radegund: His widow cried, in a good way. She's ninety and she read every letter out loud. {widow}
Eadric: Lovely. Our news: we got the cottage in Blaxhall! We move on the 5th of July. {cottage-got}
Radegund: Eadric! That's wonderful.
Eadric: Two hundred and ninety thousand pounds. We'll be eating charcoal. {price}
Radegund: And the appeal?
Eadric: We dropped it. The wood stays a wood. {dropped}
Radegund: What does your dad say?
Eadric: He says he always knew we'd end up in a proper house. He's turning eighty-two on the 1st of August and wants a party at the Jolly Tinker. {dad-82}
Radegund: We'll come. Tünde's got a place in the county youth band, by the way. {band}
Eadric: Brilliant!
Radegund: And Aino says she wants to be a letter cutter like me, which I didn't see coming. {aino-wants}
Eadric: Three generations?
Radegund: Two. Mum sold double glazing. {mum}
Eadric: Ha. Is Kris liking Saxmundham?
Radegund: He isn't. His boss there says he'll be made partner by Christmas, but Kris thinks it's just to keep him. {partner-rumour}
@ 2025-09-27
Eadric: We're in! We moved on the 5th of July as planned, and the tipper truck did eleven trips. {moved}
Radegund: Eleven! How's Blaxhall?
Eadric: Quiet, apart from the rooks. Cas has joined the bar billiards team at the pub; they came second out of fourteen on Thursday with forty-seven points. {billiards}
Radegund: Forty-seven!
Eadric: Forty-five. She rounds up. {forty-five}
Radegund: Ha. Was your dad's party good?
Eadric: It was. He danced with Cas twice and then fell asleep in the corner by nine. {dad-party}
Radegund: Perfect. Our news: Kris has been made partner after all, from the first of October. {kris-partner}
Eadric: So he was wrong. Good!
Radegund: And Pask has passed her first assessment. She's going to be better than me. {pask-pass}
Eadric: Never. Are you doing the Snape fair again?
Radegund: Yes, the first Saturday of November again. And I'm back at lacemaking on Tuesdays. {fair-again}
Eadric: I'll come and buy a sign for the cottage.
Radegund: Ten percent off for friends. Well, five. {discount}
Eadric: Ha!
""",
    [
        Q(
            "s",
            "What does Radegund do for a living?",
            "She is a letter cutter, cutting headstones, house signs and memorial stones.",
            "summer",
            "headstones",
            "",
            True,
        ),
        Q(
            "s",
            "How many headstones did Radegund cut in the summer of 2024?",
            "nineteen",
            "summer",
            "nineteen headstones",
        ),
        Q(
            "s",
            "Who is Aino Pask?",
            "Radegund's apprentice, from the sixth form in Woodbridge",
            "aino-pask",
            "aino pask; apprentice|sixth form",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "How old was Radegund's daughter Aino in September 2024?",
            "twelve",
            "aino-pask kids",
            {"aino-pask": "twelve", "kids": "twelve"},
        ),
        Q(
            "s",
            "What does Eadric do for a living?",
            "He burns charcoal in retorts in the wood above Orford.",
            "charcoal",
            "charcoal; orford",
            "",
            True,
        ),
        Q(
            "s",
            "How long does one of Eadric's charcoal burns take?",
            "thirty-six hours",
            "charcoal",
            "thirty-six hours",
        ),
        Q(
            "s",
            "How much does Eadric charge for a bag of charcoal?",
            "eight pounds fifty (he put it down from nine)",
            "eight-fifty",
            "eight fifty",
            "latest",
        ),
        Q(
            "s",
            "Where does Eadric sell his charcoal?",
            "to the village stores in Walberswick",
            "charcoal",
            "village stores; walberswick",
        ),
        Q(
            "s",
            "What does Casimira do for a living?",
            "She drives the grocery van round the villages.",
            "cas",
            "grocery van",
            "third-person-fact",
            True,
        ),
        Q("s", "What is Eadric's dad called?", "Albinus", "dad", "albinus"),
        Q("s", "How old was Albinus in September 2024?", "eighty-one", "dad", "eighty-one"),
        Q(
            "s",
            "What instrument does Radegund's daughter Tünde play?",
            "the helicon",
            "kids",
            "helicon",
            "",
            True,
        ),
        Q(
            "s",
            "How old were Radegund's three children in September 2024?",
            "Aino twelve, Tünde ten and Levente five",
            "kids",
            "twelve; ten; five",
        ),
        Q(
            "s",
            "What does Kris do for a living?",
            "He is a conveyancer.",
            "kris-boss",
            "conveyancer",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What did Kris's boss say in September 2024?",
            "that the firm was closing the Woodbridge office after Christmas",
            "kris-boss",
            "closing; woodbridge",
        ),
        Q(
            "s",
            "How many pieces did Radegund sell at the Snape fair?",
            "nine",
            "fair",
            "nine pieces",
        ),
        Q(
            "s",
            "How much was the house sign ordered by the woman from Dunwich?",
            "a hundred and eighty pounds",
            "fair",
            "hundred and eighty pounds",
        ),
        Q(
            "s",
            "How much does Radegund charge per letter for the bench?",
            "four pounds fifty",
            "bench",
            "four pounds fifty",
        ),
        Q(
            "s",
            "What did Eadric and Casimira plan to build in the wood?",
            "a roundhouse",
            "roundhouse-plan",
            "roundhouse",
        ),
        Q(
            "s",
            "Why did Albinus give up his three-wheeler?",
            "The doctor said his eyes weren't good enough any more.",
            "three-wheeler",
            "eyes",
            "pronoun",
        ),
        Q(
            "s",
            "How long did Pask's first full alphabet take?",
            "nine and a half hours",
            "alphabet",
            "nine and a half",
        ),
        Q(
            "s",
            "How far is Kris's drive to the Saxmundham office?",
            "fourteen miles, instead of eight",
            "sax",
            "fourteen miles",
        ),
        Q(
            "s",
            "Who is Aino's godmother?",
            "Tünde Vass, Radegund's old boss",
            "godmother",
            "tünde vass",
            "third-person-fact fragment",
        ),
        Q(
            "s",
            "What did Eadric buy instead of a van?",
            "a blue eleven-year-old tipper truck for three thousand two hundred pounds",
            "tipper",
            "tipper truck",
            "latest",
        ),
        Q(
            "s",
            "How much did the tipper truck cost?",
            "three thousand two hundred pounds",
            "tipper",
            "three thousand two hundred",
        ),
        Q(
            "s",
            "What operation did Casimira have in December 2024?",
            "a foot operation",
            "cas-op",
            "foot operation",
        ),
        Q(
            "s",
            "What grade did Tünde pass on the helicon?",
            "grade three, with a merit",
            "kids2",
            "grade three; merit",
        ),
        Q(
            "s",
            "What new hobby did Radegund take up in January 2025?",
            "lacemaking, on Tuesday nights in the library in Framlingham",
            "lace",
            "lacemaking",
            "",
            True,
        ),
        Q(
            "s",
            "What did the council decide about the roundhouse?",
            "It said no.",
            "no-roundhouse",
            "council; roundhouse",
        ),
        Q(
            "s",
            "Where did Eadric and Casimira look for a cottage?",
            "in Blaxhall",
            "blaxhall",
            "blaxhall",
        ),
        Q(
            "s",
            "Who was the memorial stone in Pebmarsh for?",
            "Hubert Alcock, the old churchwarden of St Wystan's",
            "memorial",
            "churchwarden; hubert alcock",
        ),
        Q(
            "s",
            "How many letters did the memorial stone have?",
            "six hundred and twelve",
            "letters",
            "six hundred and twelve",
            "latest",
        ),
        Q("s", "What did Levente have done in March 2025?", "a tooth out", "tooth", "tooth"),
        Q(
            "s",
            "How much did Eadric's cottage in Blaxhall cost?",
            "two hundred and ninety thousand pounds",
            "price",
            "two hundred and ninety thousand",
        ),
        Q(
            "s",
            "Did Eadric appeal the council's decision?",
            "No, they dropped the appeal.",
            "dropped",
            "dropped",
        ),
        Q(
            "s",
            "Where did Albinus want his eighty-second birthday party?",
            "at the Jolly Tinker",
            "dad-82",
            "jolly tinker",
        ),
        Q(
            "s",
            "What has Tünde got a place in?",
            "the county youth band",
            "band",
            "county youth band",
        ),
        Q(
            "s",
            "What job did Radegund's mum do?",
            "She sold double glazing.",
            "mum",
            "double glazing",
        ),
        Q(
            "s",
            "How many trips did the tipper truck do on moving day?",
            "eleven",
            "moved",
            "eleven trips",
        ),
        Q(
            "s",
            "How many points did Casimira's bar billiards team score?",
            "forty-five (she said forty-seven)",
            "billiards forty-five",
            {"billiards": "bar billiards", "forty-five": "forty-five"},
            "latest",
        ),
        Q(
            "s",
            "What did Albinus do at his party?",
            "He danced with Cas twice and fell asleep in the corner by nine.",
            "dad-party",
            "danced",
            "pronoun",
        ),
        Q(
            "s",
            "What discount does Radegund give friends?",
            "five percent (she first said ten)",
            "discount",
            "five",
            "latest",
        ),
        Q(
            "s",
            "Can you tell me what Radegund's youngest pretended to be?",
            "first a dog, then a horse",
            "kids kids2",
            {"kids": "dog", "kids2": "horse"},
            "first-person-question latest",
        ),
        Q(
            "t",
            "When was the Snape craft fair in 2024?",
            "2024-11-02",
            "fair-plan",
            "snape; first saturday of november",
            "human-date",
        ),
        Q(
            "t",
            "When did Albinus give up his three-wheeler?",
            "2024-11-17",
            "three-wheeler",
            "three-wheeler; sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Pask cut her first full alphabet?",
            "2024-11-19",
            "alphabet",
            "alphabet; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When is Tünde Vass's sixtieth birthday?",
            "2024-12-02",
            "remind-card",
            "sixtieth; 2nd of december",
            "human-date",
        ),
        Q(
            "t",
            "When did Kris start at the Saxmundham office?",
            "2025-01-06",
            "sax",
            "6th of january",
            "human-date",
        ),
        Q(
            "t",
            "When did Casimira have her foot operation?",
            "2024-12-17",
            "cas-op",
            "17th of december",
            "human-date",
        ),
        Q(
            "t",
            "When did Casimira try to drive the grocery van again?",
            "2024-12-31",
            "cas-op fortnight",
            {"cas-op": "17th of december", "fortnight": "fortnight after"},
            "event-chain",
        ),
        Q(
            "t",
            "When did the roundhouse planning application go in?",
            "2025-01-06",
            "planning",
            "monday",
            "relative-date",
        ),
        Q(
            "t",
            "When was Aino's confirmation?",
            "2024-12-22",
            "kids2",
            "confirmation; sunday before christmas",
            "human-date",
        ),
        Q(
            "t",
            "When did Casimira go back on the grocery van?",
            "2025-02-17",
            "cas-back",
            "monday after valentine's day",
            "human-date",
        ),
        Q(
            "t",
            "When did Levente have his tooth out?",
            "2025-03-27",
            "tooth",
            "tooth; thursday",
            "relative-date",
        ),
        Q(
            "t",
            "When did the memorial stone go in?",
            "2025-05-30",
            "stone-done",
            "30th of may",
            "human-date",
        ),
        Q(
            "t",
            "When did Eadric and Casimira move to Blaxhall?",
            "2025-07-05",
            "cottage-got moved",
            {"cottage-got": "5th of july", "moved": "5th of july"},
            "human-date",
        ),
        Q(
            "t",
            "When is Albinus's birthday?",
            "2025-08-01",
            "dad-82",
            "1st of august",
            "human-date",
        ),
        Q(
            "t",
            "When did Casimira's bar billiards team come second?",
            "2025-09-25",
            "billiards",
            "thursday",
            "relative-date",
        ),
        Q(
            "t",
            "When was Kris made partner?",
            "2025-10-01",
            "kris-partner",
            "first of october",
            "human-date",
        ),
        Q(
            "t",
            "When is the 2025 Snape fair?",
            "2025-11-01",
            "fair-again",
            "first saturday of november",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Pask start as Radegund's apprentice?",
            "2024-08",
            "summer",
            "apprentice; august",
            "human-date",
        ),
        Q(
            "m",
            "Did Eadric buy the van he planned for the charcoal?",
            "No; he bought a tipper truck instead, because the van was too low for the track.",
            "van-plan tipper",
            {"van-plan": "van", "tipper": "tipper truck"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Was Albinus right about the planning permission?",
            "Yes; the council said no to the roundhouse.",
            "dad-reckons no-roundhouse",
            {"dad-reckons": "council", "no-roundhouse": "said no"},
            "event-chain",
        ),
        Q(
            "m",
            "What happened to Eadric's plan to live in the wood?",
            "The council refused the roundhouse, they dropped the appeal and bought a cottage in Blaxhall instead.",
            "roundhouse-plan no-roundhouse dropped cottage-got",
            {
                "roundhouse-plan": "roundhouse",
                "no-roundhouse": "said no",
                "dropped": "dropped",
                "cottage-got": "blaxhall",
            },
            "event-chain latest",
        ),
        Q(
            "m",
            "Did Kris's office in Woodbridge close?",
            "Yes; he moved to the Saxmundham office on 6 January 2025.",
            "kris-boss sax",
            {"kris-boss": "woodbridge", "sax": "saxmundham"},
            "event-chain",
        ),
        Q(
            "m",
            "Did Kris become a partner, and did he believe it would happen?",
            "He doubted it, but he was made partner from 1 October 2025.",
            "partner-rumour kris-partner",
            {"partner-rumour": "partner", "kris-partner": "partner"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Which Tünde is Radegund's daughter and which is Aino's godmother?",
            "Her daughter Tünde plays the helicon; Tünde Vass is her old boss and Aino's godmother.",
            "kids godmother",
            {"kids": "tünde", "godmother": "tünde vass"},
            "third-person-fact",
        ),
        Q(
            "m",
            "Did Radegund keep up her lacemaking?",
            "She took it up in January 2025, stopped for the memorial stone, and was back at it by September 2025.",
            "lace lace-stop fair-again",
            {"lace": "lacemaking", "lace-stop": "stop", "fair-again": "lacemaking"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Was the memorial stone finished on time?",
            "Yes; it was due by 1 June and went in on 30 May 2025, two days early.",
            "due stone-done",
            {"due": "first of june", "stone-done": "two days early"},
            "event-chain",
        ),
        Q(
            "s",
            "What did Kris become last year?",
            "a partner at his firm, from 1 October 2025",
            "kris-partner",
            "partner",
            "relative-question-date",
        ),
        Q(
            "o",
            "On which coast of England are Orford and Walberswick?",
            "the east coast (Suffolk)",
            "charcoal",
            "orford; walberswick",
        ),
        Q(
            "o",
            "What is the main ingredient used to make charcoal like Eadric's?",
            "wood",
            "charcoal",
            "charcoal",
        ),
        Q(
            "o",
            "Which kind of brass instrument is a helicon, the one Tünde plays?",
            "a kind of tuba",
            "kids",
            "helicon",
        ),
    ],
)
CONVERSATIONS.append(RADEGUND_EADRIC)

TELERI_ANEIRIN = Conv(
    "pair",
    "timestamped_lines",
    ["Teleri", "Aneirin"],
    """
@ 2023-12-09
Aneirin: Teleri! Are you still failing people at the test centre? {ask-job}
Teleri: Still examining, yes, at the test centre in Llandeilo. Nine years in February. I did fourteen driving tests this week and passed six. {examiner}
Aneirin: Only six!
Teleri: Seven, actually. I forgot the man who cried. {seven}
Aneirin: Ha. How's Elfed?
Teleri: Elfed's still a tax inspector at the office in Cenarth, and he says the office is moving to Caerphilly next year, which would be an hour and a half each way. {elfed}
Aneirin: Ouch. And the kids?
Teleri: Tanwen is fourteen and wants to be a vet, Ifor is eleven and plays in goal for the Llandeilo juniors every Saturday, and they both hate my driving. {kids}
Aneirin: Fair.
Teleri: How's the hurdle business?
Aneirin: Busy. I make sweet chestnut hurdles in the wood behind Gran's farm near Tregaron, forty-five pounds a hurdle, and I've had an order for sixty from a perry farm in Dymock. {hurdles}
Teleri: Sixty!
Aneirin: Sixty-four. They added four for the gate. {sixty-four}
Teleri: Is Lleucu still with you?
Aneirin: She is. My girlfriend is still teaching Welsh at the high school in Tregaron, and she's applying to be head of Welsh at a school up north. {lleucu}
Teleri: Good luck to her.
Aneirin: And Gran says she's selling the farm next summer, but she's said that every summer since 2019. {gran}
Teleri: Your Gran Morfudd? {ask-gran}
Aneirin: That's her. Not to be confused with your Morfudd at the test centre. {morfudd}
Teleri: Morfudd Prothero would hate to be confused with anyone. I can't stand mime, by the way, so don't take me to that show at Christmas. My cousin did a mime at his own twenty-first and nobody knew when it had finished. {mime}
@ 2024-03-02
Teleri: Happy St David's Day for yesterday! {st-david}
Aneirin: And to you! Did the kids dress up?
Teleri: Ifor went as a daffodil. Tanwen refused. How's Lleucu? {daffodil}
Aneirin: She got the job! Head of Welsh at the high school in Llanrwst. She starts after Easter. {lleucu-job}
Teleri: Wonderful! Are you moving?
Aneirin: We're thinking about it. I'd have to leave Gran's wood, though. {thinking}
Teleri: Big decision. Big news here too: I'm doing my kite surfing instructor course at Borth in May. {kite-plan}
Aneirin: You'll be brilliant.
Teleri: And we're going to Klaipėda at half term in May for Elfed's fiftieth. {trip-plan}
Aneirin: Fiftieth! When's his birthday?
Teleri: The 29th of May. Well, the 28th; he was born just before midnight and his mother still argues about it. {elfed-bday}
Aneirin: Ha. I'm showing my hurdles at the Royal Welsh in July, by the way, in the woodland crafts. {show-plan}
Teleri: The Royal Welsh! Good luck.
Aneirin: The perry farm paid, so I've bought a new froe. Two hundred and ten pounds. {froe}
Teleri: I don't know what a froe is, but congratulations.
Aneirin: It splits the wood. You'd love it.
@ 2024-06-01
Aneirin: How was Klaipėda?
Teleri: We didn't go. Elfed's passport had run out, and we only found out on the 22nd of May. {no-trip}
Aneirin: Oh no!
Teleri: We've rebooked for February half term instead, and he's got his new passport. {rebooked}
Aneirin: And the kite surfing?
Teleri: I passed the course on the 18th of May! I'll be teaching beginners at Borth on Sunday mornings from July. {kite-pass}
Aneirin: Brilliant!
Teleri: And Elfed's office is definitely moving to Caerphilly in September. He's asked to work from home three days a week. {office-move}
Aneirin: Will they let him?
Teleri: His manager says probably, but she's not the one who decides. {manager}
Aneirin: Ha. Our news: we're moving north in August. Lleucu started at the school after Easter and she's lodging with her aunt in the week, and I can make hurdles from any wood. {moving-north}
Teleri: What about your gran's farm?
Aneirin: Gran's decided not to sell after all. My cousin Cadwgan is taking over the sheep. {no-sell}
Teleri: Good. Are you still doing the Royal Welsh?
Aneirin: Yes, the week before we move. {show-still}
Teleri: Make sure you win.
@ 2024-08-31
Teleri: How was the Royal Welsh?
Aneirin: Second prize in the woodland crafts! The judge said my hurdles were the straightest she'd seen. {second}
Teleri: Amazing! Did you move?
Aneirin: We did, on the 3rd of August, to a house on Watling Street in Llanrwst. Lleucu's school is a ten-minute walk. {moved}
Teleri: Wonderful. And the new wood?
Aneirin: A sweet chestnut coppice on a farm above Trefriw, eleven miles away. The farmer lets me cut it for free if I clear his ditches. {coppice}
Teleri: Sounds a fair deal.
Aneirin: How's Elfed getting on with the office move?
Teleri: They've said he can work from home three days a week, from Monday. He's turned the box room into an office and won't let anyone in. {wfh}
Aneirin: Ha.
Teleri: Tanwen turned fifteen on Tuesday and goes into Year 11 next week, and Ifor starts at the high school on Wednesday. {tanwen-15}
Aneirin: Big week.
Teleri: And I taught my first kite surfing class on the 7th of July. Four beginners, and nobody drowned. {first-class}
Aneirin: High standards.
Teleri: Always. How's your gran?
Aneirin: She's ninety on the 14th of September and wants a party in the big shed. {gran-90}
Teleri: Ninety!
@ 2024-11-30
Aneirin: Gran's party was wonderful. She danced with Cadwgan and told everyone I'd moved to Patagonia. {gran-party}
Teleri: Ha! Llanrwst is practically Patagonia.
Aneirin: How are you all?
Teleri: Mixed. I've been made senior examiner from the first of December, so I'll be training the new ones. Elfed says I'll be unbearable. {senior}
Aneirin: Congratulations!
Teleri: But Ifor cracked two knuckles in goal on the 16th, the day the power went off in the whole valley. {ifor}
Aneirin: Poor Ifor.
Teleri: He's fine; he's milking it. Morfudd Prothero is retiring at Christmas, by the way, and they're having a do for her at the Black Lion. {morfudd-retire}
Aneirin: The other Morfudd, not my gran.
Teleri: Exactly. Your gran isn't retiring from anything. {not-gran}
Aneirin: Never. News from here: Lleucu and I are engaged! I asked her on the top of Moel Siabod last Sunday, in the fog. {engaged}
Teleri: Neirin! That's wonderful!
Aneirin: She said yes before I'd got the ring out of the bag. We're thinking of next summer, at Gran's farm. {wedding-plan}
Teleri: We're still on for Klaipėda in February, by the way.
Aneirin: Take the passport.
@ 2025-03-08
Teleri: We finally got to Klaipėda! Four days at February half term, and Elfed had his passport. {trip-done}
Aneirin: At last! Did you like it?
Teleri: Loved it. It was minus eleven and Ifor lost a glove a day. {minus}
Aneirin: Ha. How's being senior examiner?
Teleri: Good. I've trained three new examiners, and one of them is better than me already. {trained}
Aneirin: Never.
Teleri: How's the wedding planning?
Aneirin: Change of plan: Gran's farm is too far for Lleucu's family, so it's at the old reading room in Llanrwst on the 9th of August instead. {wedding-changed}
Teleri: The 9th of August. We'll be there.
Aneirin: And I've started playing the theremin, would you believe. Lleucu bought me one for my birthday on the 20th of February. {theremin}
Teleri: A theremin! The neighbours must love you.
Aneirin: They bang on the wall. {neighbours}
Teleri: Tanwen wants to learn it now too. {tanwen-theremin}
Aneirin: Send her up. How's Elfed?
Teleri: His office has gone fully remote; the Caerphilly building was sold in January. He hasn't worn shoes since. {remote}
Aneirin: Living the dream.
""",
    [
        Q(
            "s",
            "What does Teleri do for a living?",
            "She is a driving examiner at the test centre in Llandeilo; senior examiner from December 2024.",
            "examiner",
            "examining; test centre; llandeilo",
            "",
            True,
        ),
        Q(
            "s",
            "How many of Teleri's fourteen tests that week were passes?",
            "seven (she first said six)",
            "seven",
            "seven",
            "latest",
        ),
        Q(
            "s",
            "What does Elfed do for a living?",
            "He is a tax inspector, at the office in Cenarth.",
            "elfed",
            "tax inspector",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What did Elfed say about his office in December 2023?",
            "that it was moving to Caerphilly the next year",
            "elfed",
            "moving; caerphilly",
        ),
        Q(
            "s",
            "How old were Teleri's children in December 2023?",
            "Tanwen fourteen and Ifor eleven",
            "kids",
            "tanwen; fourteen; ifor; eleven",
        ),
        Q("s", "What does Tanwen want to be?", "a vet", "kids", "vet"),
        Q(
            "s",
            "What position does Ifor play?",
            "in goal, for the Llandeilo juniors",
            "kids",
            "goal",
        ),
        Q(
            "s",
            "What does Aneirin make?",
            "sweet chestnut hurdles",
            "hurdles",
            "sweet chestnut hurdles",
            "",
            True,
        ),
        Q(
            "s",
            "How much does Aneirin charge for a hurdle?",
            "forty-five pounds",
            "hurdles",
            "forty-five pounds",
        ),
        Q(
            "s",
            "How many hurdles did the perry farm in Dymock order?",
            "sixty-four (first sixty, then four for the gate)",
            "hurdles sixty-four",
            {"hurdles": "perry farm", "sixty-four": "sixty-four"},
            "latest",
        ),
        Q(
            "s",
            "What does Lleucu do?",
            "She teaches Welsh; from after Easter 2024 she is head of Welsh at the high school in Llanrwst.",
            "lleucu lleucu-job",
            {"lleucu": "teaching welsh", "lleucu-job": "head of welsh; llanrwst"},
            "third-person-fact latest",
            True,
        ),
        Q(
            "s",
            "What has Aneirin's gran said every summer since 2019?",
            "that she is selling the farm",
            "gran",
            "selling the farm",
        ),
        Q(
            "s",
            "Who is Morfudd Prothero?",
            "Teleri's colleague at the test centre",
            "morfudd",
            "morfudd; test centre",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who is Aneirin's gran?",
            "Morfudd, who has a farm near Tregaron",
            "ask-gran morfudd",
            {"ask-gran": "gran morfudd", "morfudd": "confused"},
            "fragment",
        ),
        Q("s", "How does Teleri feel about mime?", "She can't stand it.", "mime", "mime", "", True),
        Q(
            "s",
            "What did Teleri's cousin do at his twenty-first?",
            "a mime, and nobody knew when it had finished",
            "mime",
            "cousin; mime",
        ),
        Q(
            "s",
            "What did Ifor dress up as on St David's Day?",
            "a daffodil",
            "daffodil",
            "daffodil",
        ),
        Q(
            "s",
            "What course did Teleri plan to do at Borth?",
            "a kite surfing instructor course",
            "kite-plan",
            "kite surfing; instructor",
        ),
        Q("s", "How old was Elfed in May 2024?", "fifty", "trip-plan", "fiftieth"),
        Q(
            "s",
            "What did Aneirin buy with the perry farm's money?",
            "a new froe, for two hundred and ten pounds",
            "froe",
            "froe",
        ),
        Q(
            "s",
            "Why didn't Teleri's family go to Klaipėda in May 2024?",
            "Elfed's passport had run out.",
            "no-trip",
            "passport; run out",
        ),
        Q(
            "s",
            "When does Teleri teach kite surfing?",
            "on Sunday mornings at Borth",
            "kite-pass",
            "sunday mornings; borth",
            "",
            True,
        ),
        Q(
            "s",
            "What did Elfed ask for when his office moved?",
            "to work from home three days a week",
            "office-move",
            "work from home; three days",
        ),
        Q(
            "s",
            "Who took over the sheep on Aneirin's gran's farm?",
            "his cousin Cadwgan",
            "no-sell",
            "cadwgan",
        ),
        Q(
            "s",
            "What prize did Aneirin win at the Royal Welsh?",
            "second prize in the woodland crafts",
            "second",
            "second prize",
        ),
        Q(
            "s",
            "Where does Aneirin live since August 2024?",
            "in a house on Watling Street in Llanrwst",
            "moved",
            "watling street; llanrwst",
            "latest",
            True,
        ),
        Q(
            "s",
            "Where does Aneirin cut sweet chestnut since the move?",
            "a coppice on a farm above Trefriw, eleven miles away",
            "coppice",
            "coppice; trefriw",
            "latest",
        ),
        Q(
            "s",
            "What does the Trefriw farmer ask in return for the coppice?",
            "that Aneirin clears his ditches",
            "coppice",
            "ditches",
        ),
        Q(
            "s",
            "How many beginners were in Teleri's first kite surfing class?",
            "four",
            "first-class",
            "four beginners",
        ),
        Q(
            "s",
            "How old did Aneirin's gran turn in September 2024?",
            "ninety",
            "gran-90",
            "ninety",
            "pronoun",
        ),
        Q(
            "s",
            "Where did Aneirin's gran tell everyone he had moved?",
            "Patagonia",
            "gran-party",
            "patagonia",
        ),
        Q(
            "s",
            "What job was Teleri given from December 2024?",
            "senior examiner",
            "senior",
            "senior examiner",
            "latest",
            True,
        ),
        Q(
            "s",
            "What happened to Ifor in November 2024?",
            "He cracked two knuckles in goal.",
            "ifor",
            "cracked two knuckles",
        ),
        Q(
            "s",
            "Where was Morfudd Prothero's retirement do?",
            "at the Black Lion",
            "morfudd-retire",
            "black lion",
        ),
        Q(
            "s",
            "Where did Aneirin propose to Lleucu?",
            "on the top of Moel Siabod, in the fog",
            "engaged",
            "moel siabod",
        ),
        Q("s", "How cold was it in Klaipėda?", "minus eleven", "minus", "minus eleven"),
        Q(
            "s",
            "How many new examiners has Teleri trained?",
            "three",
            "trained",
            "three new examiners",
        ),
        Q(
            "s",
            "Where are Aneirin and Lleucu getting married?",
            "at the old reading room in Llanrwst",
            "wedding-changed",
            "old reading room; llanrwst",
            "latest",
        ),
        Q(
            "s",
            "What instrument has Aneirin started playing?",
            "the theremin",
            "theremin",
            "theremin",
            "",
            True,
        ),
        Q(
            "s",
            "What do Aneirin's neighbours do when he plays?",
            "They bang on the wall.",
            "neighbours",
            "bang; wall",
            "pronoun",
        ),
        Q(
            "s",
            "Who wants to learn the theremin after Aneirin?",
            "Tanwen",
            "tanwen-theremin",
            "tanwen",
        ),
        Q(
            "s",
            "Does Elfed still go to an office?",
            "No, his office has gone fully remote.",
            "remote",
            "fully remote",
            "latest",
        ),
        Q(
            "s",
            "How many driving tests did I hear Teleri did that week in December 2023?",
            "fourteen",
            "examiner",
            "fourteen",
            "first-person-question",
        ),
        Q(
            "t",
            "In which month did Teleri start as an examiner?",
            "2015-02",
            "examiner",
            "nine years; february",
            "human-date",
        ),
        Q(
            "t",
            "When is St David's Day, which Teleri wished Aneirin a happy one of?",
            "2024-03-01",
            "st-david",
            "st david's day; yesterday",
            "relative-date",
        ),
        Q("t", "When was Elfed's fiftieth birthday?", "2024-05-28", "elfed-bday", "28th", "latest"),
        Q(
            "t",
            "When did Teleri find out Elfed's passport had run out?",
            "2024-05-22",
            "no-trip",
            "22nd of may",
            "human-date",
        ),
        Q(
            "t",
            "When did Teleri pass her kite surfing instructor course?",
            "2024-05-18",
            "kite-pass",
            "18th of may",
            "human-date",
        ),
        Q(
            "t",
            "When did Aneirin and Lleucu move to Llanrwst?",
            "2024-08-03",
            "moved",
            "3rd of august",
            "human-date",
        ),
        Q(
            "t",
            "When did Teleri teach her first kite surfing class?",
            "2024-07-07",
            "first-class",
            "7th of july",
            "human-date",
        ),
        Q(
            "t",
            "When did Tanwen turn fifteen?",
            "2024-08-27",
            "tanwen-15",
            "fifteen; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Ifor start at the high school?",
            "2024-09-04",
            "tanwen-15",
            "high school; wednesday",
            "relative-date",
        ),
        Q(
            "t",
            "From when could Elfed work from home three days a week?",
            "2024-09-02",
            "wfh",
            "from monday",
            "relative-date",
        ),
        Q(
            "t",
            "When was Aneirin's gran's ninetieth birthday?",
            "2024-09-14",
            "gran-90",
            "14th of september",
            "human-date",
        ),
        Q("t", "When did Ifor crack two knuckles?", "2024-11-16", "ifor", "16th", "human-date"),
        Q(
            "t",
            "When did the power go off in Teleri's valley?",
            "2024-11-16",
            "ifor",
            "power went off; 16th",
            "human-date",
        ),
        Q(
            "t",
            "When did Aneirin propose to Lleucu?",
            "2024-11-24",
            "engaged",
            "last sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Teleri become senior examiner?",
            "2024-12-01",
            "senior",
            "first of december",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Teleri's family finally go to Klaipėda?",
            "2025-02",
            "trip-done",
            "february half term",
            "human-date",
        ),
        Q(
            "t",
            "When is Aneirin's birthday?",
            "2025-02-20",
            "theremin",
            "20th of february",
            "human-date",
        ),
        Q(
            "t",
            "When are Aneirin and Lleucu getting married?",
            "2025-08-09",
            "wedding-changed",
            "9th of august",
            "latest",
        ),
        Q(
            "t",
            "In which month was the Caerphilly office building sold?",
            "2025-01",
            "remote",
            "sold; january",
            "human-date",
        ),
        Q(
            "m",
            "Did Teleri's family go to Klaipėda for Elfed's fiftieth?",
            "Not in May 2024, because his passport had run out; they went at February half term 2025.",
            "trip-plan no-trip trip-done",
            {"trip-plan": "klaipėda", "no-trip": "didn't go", "trip-done": "finally"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Did Aneirin's gran sell her farm?",
            "No; she decided not to sell, and his cousin Cadwgan took over the sheep.",
            "gran no-sell",
            {"gran": "selling", "no-sell": "not to sell"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Did Aneirin's hurdles do well at the Royal Welsh he planned to enter?",
            "Yes, second prize in the woodland crafts.",
            "show-plan second",
            {"show-plan": "royal welsh", "second": "second prize"},
            "event-chain",
        ),
        Q(
            "m",
            "How did the plans for Aneirin's wedding change?",
            "First planned for summer 2025 at Gran's farm, then moved to the old reading room in Llanrwst on 9 August 2025.",
            "wedding-plan wedding-changed",
            {"wedding-plan": "gran's farm", "wedding-changed": "9th of august"},
            "event-chain latest",
        ),
        Q(
            "m",
            "What happened to Elfed's job after his office moved to Caerphilly?",
            "He worked from home three days a week from September 2024, then fully remote after the building was sold in January 2025.",
            "office-move wfh remote",
            {"office-move": "caerphilly", "wfh": "work from home", "remote": "fully remote"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Which Morfudd retired at Christmas 2024?",
            "Morfudd Prothero, Teleri's colleague, not Aneirin's gran",
            "morfudd morfudd-retire",
            {"morfudd": "morfudd", "morfudd-retire": "morfudd prothero; retiring"},
            "third-person-fact",
        ),
        Q(
            "m",
            "Did Lleucu get the job she applied for?",
            "Yes, head of Welsh at the high school in Llanrwst, starting after Easter 2024.",
            "lleucu lleucu-job",
            {"lleucu": "applying", "lleucu-job": "got the job"},
            "event-chain",
        ),
        Q(
            "o",
            "Which sea is Klaipėda, where Teleri's family went, on?",
            "the Baltic Sea",
            "trip-done",
            "klaipėda",
        ),
        Q(
            "o",
            "Which saint is the patron saint of Wales, whose day Teleri mentioned?",
            "Saint David",
            "st-david",
            "st david's day",
        ),
        Q("o", "In which country is Llanrwst, where Aneirin moved?", "Wales", "moved", "llanrwst"),
    ],
)
CONVERSATIONS.append(TELERI_ANEIRIN)

BERTILDE = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-04-20
User: Hi, I'm Bertilde. Can you help me with a rocket cake for my son's birthday? Toivo turns seven on the 2nd of May and he wants a rocket. {hi}
Assistant: Happy to help, Bertilde! Does anyone coming have allergies?
User: Toivo is allergic to macadamia nuts, so no nut toppings. Please remember that. {allergy}
Assistant: Noted: Toivo is allergic to pecans, so I'll keep pecans off the list.
User: Macadamias, not pecans! He eats pecan pie every Christmas. {macadamia}
Assistant: Sorry, macadamia nuts. Here's a plan: a chocolate loaf cake cut into a rocket shape, with orange buttercream for the flames.
User: Lovely. It has to be easy, because I'm in the studio until late all week. I'm a foley artist, and we're doing the footsteps for a film about a pit pony. {job}
Assistant: That sounds fun! What do you use for the hooves?
User: Coconut shells, still. Twelve years I've been doing sound effects now. {shells}
Assistant: Then keep the cake simple: bake the loaf on Wednesday evening and decorate it on the morning.
User: Good. My husband Oskari will do the buttercream; he has the steadier hands from working the sluices. He's the sluice keeper on the river at Pensford. {oskari}
Assistant: A perfect division of labour. Enjoy the party!
@ 2024-07-13
User: Hi, it's Bertilde again. Can you help me write a letter applying for a job? It's teaching sound at the film school in Radstock. {apply}
Assistant: Of course. How long have you worked as a foley artist, and where?
User: Twelve years, at a studio in Keynsham. {keynsham}
Assistant: Great. An opening: "I bring ten years of foley experience from a studio in Keynsham..."
User: Twelve, not ten! {twelve}
Assistant: Sorry, twelve years: "I bring twelve years of foley experience..."
User: Good. The interview is on the 24th of July if I get one. Remind me to print my showreel the day before. {remind}
Assistant: I'll remind you to print the showreel on the 23rd of July.
User: Also mention the sound workshop I ran at my daughter's playgroup. Sirkka's only three, but the whole playgroup loved the coconut shells. {sirkka}
Assistant: A lovely detail. I'll add a line about leading workshops for young children.
@ 2024-09-28
User: Hello again. I need a list of what to pack for a week on La Gomera at October half term. {gomera}
Assistant: Lovely! Who's going?
User: Me, Oskari, Toivo and Sirkka, who turned four last month. And good news: I got the film school job! I start in January. {got-job}
Assistant: Congratulations! So the list is for two adults and two children aged seven and four.
User: Yes. And we're moving to Radstock on the 14th of December, so I can walk to work. {move-plan}
Assistant: Noted. For the week: sunhats, walking sandals, swimming things and a light jacket for the evenings.
User: Don't forget Toivo's allergy pen for the macadamias. {pen}
Assistant: Of course: his allergy pen, in the cabin bag.
User: And the cat stays with my sister Ulla in Keynsham. Pomfret hates travelling. {cat}
Assistant: Sensible. Have a wonderful week!
@ 2025-01-25
User: Hi. I need help with a short speech. Oskari's parents have been married forty years next Saturday, and we're having lunch at their house in Midsomer Norton. {speech}
Assistant: How lovely! Tell me a bit about them.
User: They met on a boat to Formentera in 1983 and married two years later. {met}
Assistant: A great opening. Did your move go ahead on the 14th of December?
User: On the 16th in the end; the removal lorry broke down. We're in Radstock now, and I started at the film school on the 6th of January. {moved}
Assistant: Congratulations on both! How is the new job?
User: I love it. I teach foley to the first years on Mondays and Thursdays, and I've given up studio work on weekdays; just the odd Saturday now. {new-job}
Assistant: A good balance. For the speech: open with the boat to Formentera, then forty years in three stories.
User: Perfect. Keep it under two minutes; Oskari's dad falls asleep. {dad-asleep}
Assistant: Under two minutes it is.
@ 2025-05-10
User: Hi, can you plan a week of dinners for four? Toivo is eight now, since the 2nd. {dinners}
Assistant: Happy to. Still no macadamia nuts for Toivo?
User: Good news: the allergy clinic said on Tuesday that he's outgrown it. He can have them now, but he says they taste like candle wax. {outgrown}
Assistant: Great news! I'll leave them out anyway, on taste grounds.
User: Ha. Also, Oskari is on the six till two at the sluice this month, so dinner has to be at half five. {shift}
Assistant: Noted: dinner ready by half past five. Monday: a barley bake; Tuesday: cottage pie; Wednesday: fish in parsley sauce.
User: No fish at all, please; Sirkka won't eat it. {no-fish}
Assistant: Understood, no fish. Wednesday becomes a pie from the pie shop.
User: And I've stopped the Saturday studio work completely now. Teaching is enough. {stopped}
Assistant: That frees your Saturdays. Shall I add a big Saturday lunch?
""",
    [
        Q(
            "s",
            "What did Bertilde do for a living in 2024?",
            "She was a foley artist at a studio in Keynsham.",
            "job keynsham",
            {"job": "foley artist", "keynsham": "keynsham"},
            "",
            True,
        ),
        Q(
            "s",
            "What does Bertilde do for a living since January 2025?",
            "She teaches foley at the film school in Radstock.",
            "moved new-job",
            {"moved": "film school", "new-job": "teach foley"},
            "latest",
            True,
        ),
        Q(
            "s",
            "What was Toivo allergic to in 2024?",
            "macadamia nuts (not pecans)",
            "allergy macadamia",
            {"allergy": "macadamia", "macadamia": "macadamias"},
            "",
            True,
        ),
        Q(
            "s",
            "What does Bertilde use to make the sound of hooves?",
            "coconut shells",
            "shells",
            "coconut shells",
        ),
        Q(
            "s",
            "What does Oskari do for a living?",
            "He is the sluice keeper on the river at Pensford.",
            "oskari",
            "sluice keeper; pensford",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "How long had Bertilde been a foley artist in July 2024?",
            "twelve years",
            "keynsham twelve",
            {"keynsham": "twelve years", "twelve": "twelve"},
            "latest fragment",
        ),
        Q(
            "s",
            "What job did Bertilde apply for in July 2024?",
            "teaching sound at the film school in Radstock",
            "apply",
            "film school; radstock",
        ),
        Q("s", "How old was Sirkka in July 2024?", "three", "sirkka", "three"),
        Q(
            "s",
            "Who looks after Bertilde's cat when the family travels?",
            "her sister Ulla in Keynsham",
            "cat",
            "sister ulla",
        ),
        Q("s", "What is Bertilde's cat called?", "Pomfret", "cat", "pomfret", "", True),
        Q(
            "s",
            "Where did Oskari's parents meet?",
            "on a boat to Formentera",
            "met",
            "boat; formentera",
        ),
        Q(
            "s",
            "Where do Oskari's parents live?",
            "in Midsomer Norton",
            "speech",
            "midsomer norton",
        ),
        Q(
            "s",
            "Where does Bertilde live since December 2024?",
            "in Radstock",
            "moved",
            "radstock",
            "latest",
            True,
        ),
        Q(
            "s",
            "On which days does Bertilde teach?",
            "Mondays and Thursdays",
            "new-job",
            "mondays; thursdays",
        ),
        Q(
            "s",
            "Why did Bertilde want the speech kept under two minutes?",
            "Oskari's dad falls asleep.",
            "dad-asleep",
            "falls asleep",
        ),
        Q(
            "s",
            "Is Toivo still allergic to macadamia nuts?",
            "No; the allergy clinic said he has outgrown it.",
            "outgrown",
            "outgrown",
            "latest",
        ),
        Q(
            "s",
            "What does Toivo say macadamias taste like?",
            "candle wax",
            "outgrown",
            "candle wax",
            "pronoun",
        ),
        Q(
            "s",
            "Why did dinner have to be at half five in May 2025?",
            "Oskari was on the six till two shift at the sluice.",
            "shift",
            "six till two; sluice",
        ),
        Q("s", "Which of Bertilde's children won't eat fish?", "Sirkka", "no-fish", "sirkka"),
        Q(
            "s",
            "Does Bertilde still do studio work?",
            "No; she stopped the Saturday studio work completely in 2025.",
            "stopped",
            "stopped; saturday studio work",
            "latest",
        ),
        Q("t", "When is Toivo's birthday?", "2024-05-02", "hi", "2nd of may", "human-date"),
        Q(
            "t",
            "When was Bertilde's interview at the film school?",
            "2024-07-24",
            "remind",
            "24th of july",
            "human-date",
        ),
        Q(
            "t",
            "When did Bertilde want to print her showreel?",
            "2024-07-23",
            "remind",
            "showreel; day before; 24th of july",
            "event-chain",
        ),
        Q(
            "t",
            "In which month did Sirkka turn four?",
            "2024-08",
            "got-job",
            "four; last month",
            "relative-date",
        ),
        Q("t", "When did Bertilde move to Radstock?", "2024-12-16", "moved", "16th", "latest"),
        Q(
            "t",
            "When did Bertilde start at the film school?",
            "2025-01-06",
            "moved",
            "6th of january",
            "human-date",
        ),
        Q(
            "t",
            "When was Oskari's parents' fortieth wedding anniversary?",
            "2025-02-01",
            "speech",
            "forty years; next saturday",
            "relative-date",
        ),
        Q(
            "t",
            "When did the allergy clinic say Toivo had outgrown his allergy?",
            "2025-05-06",
            "outgrown",
            "clinic; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did Bertilde's family go to La Gomera?",
            "2024-10",
            "gomera",
            "la gomera; october half term",
            "human-date",
        ),
        Q(
            "m",
            "Did Bertilde move to Radstock on the day she planned?",
            "No; she planned the 14th of December 2024 but moved on the 16th because the removal lorry broke down.",
            "move-plan moved",
            {"move-plan": "14th of december", "moved": "16th"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Did Bertilde get the film school job she applied for?",
            "Yes; she started teaching there on 6 January 2025.",
            "apply got-job",
            {"apply": "film school", "got-job": "got the film school job"},
            "event-chain",
        ),
        Q(
            "m",
            "How did Toivo's allergy change?",
            "He was allergic to macadamia nuts in 2024, but in May 2025 the allergy clinic said he had outgrown it.",
            "allergy outgrown",
            {"allergy": "macadamia", "outgrown": "outgrown"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How did Bertilde's studio work change after she started teaching?",
            "She gave up weekday studio work, then stopped the Saturday work completely.",
            "new-job stopped",
            {"new-job": "given up studio work", "stopped": "saturday studio work"},
            "event-chain latest",
        ),
        Q(
            "o",
            "Which island group is La Gomera, where Bertilde's family went, part of?",
            "the Canary Islands",
            "gomera",
            "la gomera",
        ),
        Q(
            "o",
            "Which island group is Formentera, where Oskari's parents met, part of?",
            "the Balearic Islands",
            "met",
            "formentera",
        ),
    ],
    user_label="Bertilde",
)
CONVERSATIONS.append(BERTILDE)

MAUNU = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-02-08
User: hi. maunu. need somethin to cook for 8 ppl sat {hi}
Assistant: Hello, Maunu! Any dietary needs among the eight?
User: wife tuuli doesnt eat meat. rest eat anythin {tuuli}
Assistant: How about a beef and ale pie, with a side salad for Tuuli?
User: said tuuli doesnt eat meat. whole thing veg pls {no-meat}
Assistant: Sorry! A big mushroom stroganoff for everyone, then, with rice and crusty bread.
User: good. has to be quick, makin candles all wk. got a unit in leven, 3 yrs now {candles}
Assistant: The stroganoff takes 30 minutes. You could make the sauce on Friday.
User: ok. also remember tuuli's bday is 3rd march. no 4th. 4th {bday}
Assistant: Noted: Tuuli's birthday is on the 4th of March.
@ 2024-06-15
User: need a letter to the council bout the holes in our road {council}
Assistant: Of course. What's the road, and what's the damage?
User: kirk wynd in leven. 14 holes. van suspension wrecked, 640 quid to fix {road}
Assistant: I'll mention the repair bill. Anything else the council should know?
User: cant walk the pup at night either, hes broke his dew claw in one {pup}
Assistant: Poor thing. So your new husky pup was hurt too?
User: akita. not husky. pontus. 14 wks {akita}
Assistant: Sorry, an akita called Pontus. Here's a draft: "I write about the fourteen holes on Kirk Wynd..."
User: good. sign it maunu koski {sign}
Assistant: Done: signed Maunu Koski.
@ 2024-10-19
User: need a budget for a shop. openin one in cupar in dec, sellin my candles {shop}
Assistant: Exciting! What are the main costs?
User: rent 950 a month. sign for it mon {rent}
Assistant: Noted: rent of £950 a month from when you sign on Monday. What about stock and fittings?
User: 3k for racks n till. unit in leven closes end of nov, makin stuff in the back of the shop after {unit}
Assistant: So the Leven unit closes at the end of November and you'll make the candles at the shop. Here's a first budget.
User: tuuli thinks we shd move to cupar too. flat above the shop is empty {tuuli-thinks}
Assistant: That would save the commute. Should I add a flat's rent to the budget?
User: not yet. she thinks it, i dont know yet {not-yet}
Assistant: Understood. I'll leave it out for now.
@ 2025-03-22
User: need a bday msg for my mum. 70 on weds {mum}
Assistant: Lovely! Tell me about her.
User: lives in kinghorn, dips in the sea every day even jan {kinghorn}
Assistant: A brave woman! How about: "Happy 70th to the bravest dipper in Kinghorn!"
User: good. news for her too, we moved to cupar in jan, flat above the shop after all {moved}
Assistant: Congratulations! So the shop opened as planned in December?
User: yep 7th dec. sold 400 candles by xmas. 380 actually {sold}
Assistant: Wonderful, 380 candles in under three weeks. I'll add the shop news to the message.
User: n tuuli started at the bookshop next door, 3 days a wk {tuuli-job}
Assistant: Then the message can say the whole family is in Cupar now. Here it is.
""",
    [
        Q(
            "s",
            "What does maunu do for a living?",
            "He makes candles; from December 2024 in his own shop in Cupar.",
            "candles shop",
            {"candles": "makin candles", "shop": "sellin my candles"},
            "",
            True,
        ),
        Q("s", "Who is tuuli?", "maunu's wife", "tuuli", "wife tuuli", "third-person-fact", True),
        Q(
            "s",
            "What doesn't tuuli eat?",
            "meat",
            "tuuli no-meat",
            {"tuuli": "meat", "no-meat": "meat"},
            "",
            True,
        ),
        Q(
            "s",
            "How long had maunu had his unit in leven by February 2024?",
            "three years",
            "candles",
            "3 yrs",
        ),
        Q(
            "s",
            "What did maunu ask for when the assistant suggested a beef and ale pie?",
            "that the whole meal be vegetarian, since tuuli doesn't eat meat",
            "no-meat",
            "veg",
        ),
        Q(
            "s",
            "What street did maunu live on in 2024?",
            "kirk wynd in leven",
            "road",
            "kirk wynd; leven",
        ),
        Q("s", "How many holes were in maunu's road?", "14", "road", "14 holes"),
        Q("s", "How much did the van's suspension cost to fix?", "640 quid", "road", "640 quid"),
        Q(
            "s",
            "What kind of dog does maunu have?",
            "an akita, called pontus",
            "akita",
            "akita",
            "fragment",
            True,
        ),
        Q("s", "What is maunu's dog called?", "pontus", "akita", "pontus", "", True),
        Q(
            "s",
            "What injury did maunu's pup get?",
            "a broken dew claw, in a hole in the road",
            "pup",
            "dew claw",
            "pronoun",
        ),
        Q("s", "What is maunu's surname?", "koski", "sign", "koski"),
        Q("s", "How much is the rent on maunu's shop?", "950 a month", "rent", "950"),
        Q("s", "How much did maunu budget for racks and a till?", "3k", "unit", "3k; racks"),
        Q(
            "s",
            "What did tuuli think they should do in October 2024?",
            "move to cupar, to the flat above the shop",
            "tuuli-thinks",
            "move; cupar",
            "third-person-fact",
        ),
        Q(
            "s",
            "Where does maunu's mum live?",
            "in kinghorn",
            "kinghorn",
            "kinghorn",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What does maunu's mum do every day?",
            "dips in the sea, even in January",
            "kinghorn",
            "dips; sea",
            "pronoun",
        ),
        Q(
            "s",
            "Where does maunu live since January 2025?",
            "in the flat above the shop in cupar",
            "moved",
            "cupar; flat above the shop",
            "latest",
            True,
        ),
        Q(
            "s",
            "How many candles did maunu sell by Christmas 2024?",
            "380 (he first said 400)",
            "sold",
            "380",
            "latest",
        ),
        Q(
            "s",
            "Where does tuuli work since 2025?",
            "at the bookshop next door to the shop, three days a week",
            "tuuli-job",
            "bookshop",
            "latest",
            True,
        ),
        Q("t", "When is tuuli's birthday?", "2024-03-04", "bday", "4th", "latest"),
        Q("t", "When did maunu cook for eight people?", "2024-02-10", "hi", "sat", "relative-date"),
        Q(
            "t",
            "When did maunu sign for the shop in cupar?",
            "2024-10-21",
            "rent",
            "sign; mon",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did maunu's unit in leven close?",
            "2024-11",
            "unit",
            "end of nov",
            "human-date",
        ),
        Q("t", "When did maunu's shop open?", "2024-12-07", "sold", "7th dec", "human-date"),
        Q(
            "t",
            "In which month did maunu move to cupar?",
            "2025-01",
            "moved",
            "moved; jan",
            "human-date",
        ),
        Q("t", "When did maunu's mum turn 70?", "2025-03-26", "mum", "70; weds", "relative-date"),
        Q(
            "t",
            "In which month was maunu's akita born?",
            "2024-03",
            "akita",
            "14 wks",
            "relative-date",
        ),
        Q(
            "m",
            "Did maunu and tuuli move to the flat above the shop?",
            "Yes; tuuli suggested it in October 2024, maunu wasn't sure, and they moved in January 2025.",
            "tuuli-thinks not-yet moved",
            {"tuuli-thinks": "flat above the shop", "not-yet": "dont know", "moved": "after all"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Did maunu's shop open when he planned?",
            "Yes; he planned December 2024 and it opened on 7 December.",
            "shop sold",
            {"shop": "dec", "sold": "7th dec"},
            "event-chain",
        ),
        Q(
            "m",
            "Where has maunu made his candles?",
            "In a unit in leven until the end of November 2024, then in the back of his shop in cupar.",
            "candles unit",
            {"candles": "unit; leven", "unit": "back of the shop"},
            "event-chain latest",
        ),
        Q(
            "s",
            "Where did maunu move to last year?",
            "to the flat above his shop in cupar, in January 2025",
            "moved",
            "cupar",
            "relative-question-date",
        ),
        Q(
            "o",
            "Kinghorn, where maunu's mum dips in the sea, is on which firth?",
            "the Firth of Forth",
            "kinghorn",
            "kinghorn",
        ),
        Q(
            "o",
            "In which country does the akita, maunu's breed of dog, come from?",
            "Japan",
            "akita",
            "akita",
        ),
    ],
    user_label="Maunu",
)
CONVERSATIONS.append(MAUNU)


# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-02-15 is a Thursday, 2024-05-18 a Saturday, 2024-09-09 a Monday, 2025-01-14 a
# Tuesday, 2025-04-24 a Thursday and 2025-08-30 a Saturday. A weekday named for a past event
# is the one before the date; for a plan, the one after.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-02-15", "2024-05-18", "2024-09-09"
D_, E_, F_ = "2025-01-14", "2025-04-24", "2025-08-30"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Dorottya",
        "On Monday I gilded my first frame entirely on my own, a big mirror for the museum in Coldstream.",
        [
            M(
                "Dorottya gilded her first frame on her own, a mirror for the museum in Coldstream, on 2024-02-12.",
                R,
                "dorottya; gilded; 2024-02-12",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "reijo",
        "did my first cyclocross race weds, came 31st out of 40 lol",
        [
            M(
                "reijo did his first cyclocross race on 2024-05-15 and came 31st out of 40.",
                R,
                "reijo; cyclocross; 2024-05-15",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Ondřej",
        "Yesterday we finally planted Dad's crab apple tree on the headland at Runswick, like he wanted.",
        [
            M(
                "Ondřej planted his dad's crab apple tree on the headland at Runswick on 2024-09-08.",
                R,
                "ondřej; crab apple; 2024-09-08",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "Good, thanks. On Sunday I ran my first forty-mile race, all the way round Loch Katrine.",
        [
            M(
                "The user ran a first forty-mile race, round Loch Katrine, on 2025-01-12.",
                R,
                "forty-mile|loch katrine; 2025-01-12",
            )
        ],
        [("Assistant", "How was your weekend?")],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "easter monday got the keys to our boat shed, number 14",
        [
            M(
                "The user got the keys to boat shed number 14 on 2025-04-21.",
                R,
                "boat shed; 2025-04-21",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Dorottya",
        "On Thursday I sold my first oil sketch at the Coldstream show, a curlew, for ninety pounds.",
        [
            M(
                "Dorottya sold her first oil sketch, a curlew, for ninety pounds at the Coldstream show on 2025-08-28.",
                R,
                "dorottya; oil sketch; 2025-08-28",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        C_,
        "reijo",
        "sat got the keys to the new flat in kinbrace finally",
        [
            M(
                "reijo got the keys to a new flat in kinbrace on 2024-09-07.",
                R,
                "reijo; kinbrace; 2024-09-07",
            )
        ],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Dorottya",
        "I've been gilding frames for the picture restorers in Coldstream going on nine years.",
        [
            M(
                "Dorottya has been gilding frames for the picture restorers in Coldstream for nearly nine years.",
                D,
                "dorottya; gilding; coldstream",
            )
        ],
    ),
    S(
        "durable-fact",
        TL,
        D_,
        "reijo",
        "im at the fish smokery in kinbrace, 6 yrs in june",
        [M("reijo works at the fish smokery in kinbrace.", D, "reijo; smokery")],
    ),
    S(
        "durable-fact",
        NJ,
        A_,
        "Ondřej",
        "I'm a wine merchant in Alnmouth, and I've been on my own for five years now.",
        [M("Ondřej is a wine merchant in Alnmouth.", D, "ondřej; wine merchant")],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "I work as a court interpreter for Lithuanian, mostly at the crown court.",
        [
            M(
                "The user works as a court interpreter for Lithuanian.",
                D,
                "court interpreter; lithuanian",
            )
        ],
    ),
    S(
        "durable-fact",
        JM,
        C_,
        "User",
        "ive got crohns btw, since i was 19",
        [M("The user has crohns, since age 19.", D, "crohns")],
    ),
    S(
        "durable-fact",
        NL,
        E_,
        "Dorottya",
        "We keep a pair of kune kune pigs called Bodkin and Teasel.",
        [
            M(
                "Dorottya keeps a pair of kune kune pigs called Bodkin and Teasel.",
                D,
                "kune kune; bodkin|teasel",
            )
        ],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        A_,
        "Dorottya",
        "On Saturday I'm driving up to Lybster for my cousin Ildikó's wedding.",
        [
            M(
                "Dorottya is driving to Lybster for her cousin Ildikó's wedding on 2024-02-17.",
                R,
                "dorottya; lybster|ildikó; 2024-02-17",
            )
        ],
    ),
    S(
        "plan",
        TL,
        B_,
        "reijo",
        "off to lairg tues for the sheep sales",
        [
            M(
                "reijo is going to lairg for the sheep sales on 2024-05-21.",
                R,
                "reijo; lairg; 2024-05-21",
            )
        ],
    ),
    S(
        "plan",
        NJ,
        D_,
        "Ondřej",
        "I'm flying to Brno on Friday to see my grandmother; she's ninety-six.",
        [
            M(
                "Ondřej is flying to Brno on 2025-01-17 to see his grandmother.",
                R,
                "ondřej; brno; 2025-01-17",
            )
        ],
    ),
    S(
        "plan",
        UA,
        E_,
        "User",
        "Next Wednesday I start my new job at the herbarium at Kew.",
        [
            M(
                "The user starts a new job at the herbarium at Kew on 2025-04-30.",
                R,
                "herbarium; 2025-04-30",
            )
        ],
        [("Assistant", "Anything coming up that I can help you prepare for?")],
    ),
    S(
        "plan",
        JM,
        F_,
        "User",
        "mon im havin my adenoids out finally",
        [M("The user is having adenoids out on 2025-09-01.", R, "adenoids; 2025-09-01")],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        C_,
        "Dorottya",
        "My brother Gergő has just been made skipper of the Eyemouth dredger.",
        [M("Dorottya's brother Gergő is skipper of the Eyemouth dredger.", D, "gergő; dredger")],
    ),
    S(
        "third-person-fact",
        TL,
        E_,
        "reijo",
        "me sister jarmila works at the creamery in dunbeath",
        [M("reijo's sister jarmila works at the creamery in dunbeath.", D, "jarmila; creamery")],
    ),
    S(
        "third-person-fact",
        NJ,
        B_,
        "Ondřej",
        "My wife Svatava teaches the viola da gamba at the music college in Alwinton.",
        [M("Ondřej's wife Svatava teaches the viola da gamba.", D, "svatava; viola da gamba")],
    ),
    S(
        "third-person-fact",
        UA,
        C_,
        "User",
        "My son Wiesław has just started an apprenticeship as a clog maker.",
        [M("The user's son Wiesław is an apprentice clog maker.", D, "wiesław; clog maker")],
    ),
    S(
        "third-person-fact",
        JM,
        A_,
        "User",
        "my dad's got emphysema, found out in dec",
        [M("The user's dad has emphysema, found out in December 2023.", D, "dad; emphysema")],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        D_,
        "Dorottya",
        "At a lindy hop class in Innerleithen.",
        [
            M(
                "Dorottya met Pertti at a lindy hop class in Innerleithen.",
                D,
                "dorottya|pertti; lindy hop",
            )
        ],
        [("Bogumił", "How did you and Pertti meet?")],
    ),
    S(
        "fragment-answer",
        TL,
        F_,
        "reijo",
        "the ice plant at helmsdale",
        [M("reijo's new job is at the ice plant at helmsdale.", D, "reijo; ice plant")],
        [("sulevi", "wheres ur new job")],
    ),
    S(
        "fragment-answer",
        NJ,
        E_,
        "Ondřej",
        "Gannet.",
        [M("Ondřej's puppy is called Gannet.", D, "ondřej; gannet")],
        [("Bogumił", "What are you calling the puppy?")],
    ),
    S(
        "fragment-answer",
        JM,
        B_,
        "User",
        "the cimbalom lol",
        [M("The user plays the cimbalom.", D, "cimbalom")],
        [("Assistant", "What instrument do you play?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        F_,
        "Dorottya",
        "I'm in a back brace for the next six weeks after my fall at the show.",
        [
            M(
                "Dorottya is in a back brace for six weeks after a fall at the show.",
                R,
                "dorottya; back brace",
            )
        ],
    ),
    S(
        "recent-state",
        TL,
        A_,
        "reijo",
        "off sick w mumps, 2nd wk of it",
        [M("reijo is off sick with mumps.", R, "reijo; mumps")],
    ),
    S(
        "recent-state",
        UA,
        B_,
        "User",
        "I'm staying at my sister's in Ednam while our kitchen is being redone.",
        [
            M(
                "The user is staying at a sister's in Ednam while the kitchen is redone.",
                R,
                "ednam; kitchen",
            )
        ],
    ),
    S(
        "recent-state",
        JM,
        D_,
        "User",
        "sleepin on the sofa, baby's got colic",
        [M("The user is sleeping on the sofa because the baby has colic.", R, "sofa|colic")],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        A_,
        "User",
        "Can you suggest a present for my husband Kalevi? He's just retired from the cliff rescue team after thirty years.",
        [
            M(
                "The user's husband Kalevi retired from the cliff rescue team after thirty years.",
                R,
                "kalevi; cliff rescue",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        C_,
        "User",
        "can u find me a cake recipe wi no quinoa flour, my son's allergic",
        [M("The user's son is allergic to quinoa.", D, "son; quinoa")],
    ),
    S(
        "request-with-fact",
        UA,
        D_,
        "User",
        "Could you help me plan a route? I'm cycling from Lochinver to Kinlochbervie in June for my fortieth.",
        [
            M(
                "The user is cycling from Lochinver to Kinlochbervie in June 2025 for a fortieth birthday.",
                R,
                "lochinver; kinlochbervie",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        F_,
        "User",
        "whats a good name for a guitar repair shop, openin mine in embo in oct",
        [
            M(
                "The user is opening a guitar repair shop in Embo in October 2025.",
                R,
                "guitar repair shop; embo",
            )
        ],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        B_,
        "Dorottya",
        "Still there, and they've made me head gilder since March.",
        [
            M(
                "Dorottya is head gilder at the restorers in Coldstream since 2024-03.",
                D,
                "dorottya; head gilder",
            )
        ],
        [("Bogumił", "Are you still restoring frames in Coldstream?")],
    ),
    S(
        "second-person",
        TL,
        D_,
        "reijo",
        "nah left in nov, at the ice plant in helmsdale now",
        [M("reijo works at the ice plant in helmsdale.", D, "reijo; ice plant")],
        [("sulevi", "u still at the smokery")],
    ),
    S(
        "second-person",
        NJ,
        C_,
        "Ondřej",
        "Not any more. I sold the bees in the spring and bought a loom.",
        [M("Ondřej sold his bees and bought a loom.", D, "ondřej; loom")],
        [("Bogumił", "Do you still keep bees?")],
    ),
    S(
        "second-person",
        UA,
        F_,
        "User",
        "No, we moved to Lilliesleaf in July.",
        [M("The user moved to Lilliesleaf in July 2025.", D, "lilliesleaf")],
        [("Assistant", "Do you still live in Ednam?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        D_,
        "Dorottya",
        "My sister Ildikó has just opened a tattoo parlour in Duns, my dad has taken up fly tying, and our Gergő is moving to Fetlar in March.",
        [
            M(
                "Dorottya's sister Ildikó has opened a tattoo parlour in Duns.",
                D,
                "ildikó; tattoo parlour",
            ),
            M("Dorottya's dad has taken up fly tying.", D, "dad; fly tying"),
            M("Dorottya's brother Gergő is moving to Fetlar in March 2025.", R, "gergő; fetlar"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        E_,
        "reijo",
        "me mam's retirin in may, our jarmila's pregnant again n the dog's had 7 whelps",
        [
            M("reijo's mam is retiring in May 2025.", R, "mam; may"),
            M("reijo's sister jarmila is pregnant again.", R, "jarmila; pregnant"),
            M("reijo's dog has had 7 whelps.", R, "dog; 7 whelps"),
        ],
    ),
    S(
        "multi-fact",
        UA,
        A_,
        "User",
        "For context, I'm an enameller, my partner Aatos paints theatre scenery, and we have a three-legged bloodhound.",
        [
            M("The user is an enameller.", D, "enameller"),
            M("The user's partner Aatos paints theatre scenery.", D, "aatos; scenery"),
            M("The user has a three-legged bloodhound.", D, "bloodhound"),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        C_,
        None,
        "Note: Aunt Bohdana's seventieth is at the Tontine Hotel in Lauder on Saturday the 21st of September.",
        [
            M(
                "Aunt Bohdana's seventieth is at the Tontine Hotel in Lauder on 2024-09-21.",
                R,
                "bohdana; tontine; 2024-09-21",
            )
        ],
    ),
    S(
        "note",
        UA,
        E_,
        "User",
        "Note for later: the septic tank is being emptied on Tuesday the 6th of May.",
        [M("The user's septic tank is being emptied on 2025-05-06.", R, "septic tank; 2025-05-06")],
    ),
    S(
        "note",
        JM,
        B_,
        "User",
        "note: boat shed rent due 12th june",
        [M("The user's boat shed rent is due on 2024-06-12.", R, "boat shed rent; 2024-06-12")],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        C_,
        "Dorottya",
        "I can't stand pipe bands. My grandad made us march behind the colliery band every gala day, and I lost a shoe in a puddle once.",
        [M("Dorottya can't stand pipe bands.", D, "dorottya; pipe bands")],
    ),
    S(
        "preference",
        TL,
        F_,
        "reijo",
        "cant stand parsnips. me nan used to roast them in lard n the whole house stank for a wk",
        [M("reijo can't stand parsnips.", D, "reijo; parsnips")],
    ),
    S(
        "preference",
        NJ,
        A_,
        "Ondřej",
        "I love sea fog. My grandfather used to say the fog horns at Souter sang him to sleep.",
        [M("Ondřej loves sea fog.", D, "ondřej; sea fog")],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NL,
        E_,
        "Dorottya",
        "He's skippering a creel boat out of St Margaret's Hope now.",
        [
            M(
                "Dorottya's brother skippers a creel boat out of St Margaret's Hope.",
                D,
                "brother; creel boat",
            )
        ],
        [("Bogumił", "How's your brother getting on up north?")],
    ),
    S(
        "pronoun-answer",
        NJ,
        F_,
        "Ondřej",
        "She's just been made head of strings at the music college.",
        [
            M(
                "Ondřej's wife Svatava is head of strings at the music college.",
                D,
                "svatava; head of strings",
            )
        ],
        [("Bogumił", "And how's Svatava?")],
    ),
    # -- sentences that should form nothing --
    # chatter, jokes, quotes and what the speaker did not do
    S("chatter", NL, A_, "Dorottya", "I'm the Queen of Coldstream, don't you know.", []),
    S("chatter", TL, B_, "reijo", "lol that sheep just stared me out", []),
    S("chatter", NJ, C_, "Ondřej", "'Tomorrow, and tomorrow, and tomorrow,' as the man said.", []),
    S(
        "chatter",
        NL,
        D_,
        "Dorottya",
        "We never did go to the gilding fair in Siena in the end.",
        [],
    ),
    S("chatter", JM, E_, "User", "haha ok", []),
    S("chatter", TL, F_, "reijo", "didnt actually go to the sheep sales in the end", []),
    # compliments
    S("compliment", NL, B_, "Dorottya", "Your garden looks amazing in those photos.", []),
    S("compliment", TL, C_, "reijo", "ur new glasses r class", []),
    S("compliment", NJ, D_, "Ondřej", "That was a beautiful speech you gave.", []),
    S("compliment", UA, E_, "User", "You explain things really clearly.", []),
    S("compliment", JM, F_, "User", "ur good at this", []),
    S("compliment", NL, F_, "Dorottya", "Your mum's bannocks are the best I've ever had.", []),
    # opinions about the world
    S("generic-opinion", NL, A_, "Dorottya", "Trains are always late in winter.", []),
    S("generic-opinion", TL, B_, "reijo", "summer up north is wasted on the midges", []),
    S("generic-opinion", NJ, C_, "Ondřej", "Nobody writes proper letters any more.", []),
    S("generic-opinion", UA, D_, "User", "Gyms are far too expensive these days.", []),
    S("generic-opinion", JM, E_, "User", "price of diesel is a joke", []),
    S("generic-opinion", NL, F_, "Dorottya", "Autumn is the best season for walking.", []),
    # hypotheticals, wishes and what someone else might do
    S(
        "hypothetical",
        NL,
        B_,
        "Dorottya",
        "If I came into money, I'd buy a little island somewhere.",
        [],
    ),
    S("hypothetical", TL, C_, "reijo", "might move abroad one day who knows", []),
    S(
        "hypothetical",
        NJ,
        D_,
        "Ondřej",
        "My cousin says he might open a tea shack in Boulmer if the bank says yes.",
        [],
    ),
    S("hypothetical", UA, E_, "User", "I wish I could speak Sámi.", []),
    S("hypothetical", JM, A_, "User", "if the van dies i might just get a bike", []),
    S("hypothetical", NL, E_, "Dorottya", "Maybe one day I'll learn to sail.", []),
    # other people's opinions
    S("others-opinion", NL, C_, "Dorottya", "My auntie thinks Coldstream is going downhill.", []),
    S("others-opinion", TL, D_, "reijo", "me nan reckons phones are rottin our brains", []),
    S("others-opinion", NJ, E_, "Ondřej", "Svatava thinks the new choirmaster is a fraud.", []),
    S("others-opinion", UA, F_, "User", "My father-in-law says heat pumps are a con.", []),
    S(
        "others-opinion",
        JM,
        B_,
        "User",
        "me best mate reckons the chip shop on the front is the best in scotland",
        [],
    ),
    S("others-opinion", NL, A_, "Dorottya", "Bogumił says the new bridge is ugly.", []),
    # passing moods
    S("passing-mood", NL, D_, "Dorottya", "I'm absolutely shattered today.", []),
    S("passing-mood", TL, E_, "reijo", "so bored rn", []),
    S("passing-mood", NJ, F_, "Ondřej", "Feeling a bit flat this afternoon.", []),
    S("passing-mood", UA, B_, "User", "I'm in a bit of a grumpy mood today, sorry.", []),
    S("passing-mood", JM, C_, "User", "ugh cant be bothered w anythin", []),
    S("passing-mood", NL, B_, "Dorottya", "What a lovely morning; I'm in such a good mood.", []),
    # questions
    S("question", NL, C_, "Dorottya", "Have you been to the new pie shop yet?", []),
    S("question", TL, A_, "reijo", "wat time u finishin", []),
    S("question", NJ, B_, "Ondřej", "Did you ever hear back about the flat?", []),
    S("question", UA, C_, "User", "What's the best way to descale a shower head?", []),
    S("question", JM, D_, "User", "how long do i boil an egg for", []),
    S("question", NL, E_, "Dorottya", "Are you coming to the pub on Friday?", []),
    # thanks
    S("thanks", UA, A_, "User", "Thanks so much, that's really helpful.", []),
    S("thanks", JM, C_, "User", "cheers", []),
    S("thanks", NL, D_, "Dorottya", "Thank you for the flowers; they're lovely.", []),
    S("thanks", TL, F_, "reijo", "ta for the lift", []),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        B_,
        "Assistant",
        "You could try a weekend in Coldingham; the cliff path makes a lovely walk.",
        [],
        [("User", "Where could we go for a weekend away?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        D_,
        "Assistant",
        "Maybe cooking double on Sundays would save you time on busy evenings.",
        [],
        [("User", "how do i cook more on weeknights")],
    ),
    S(
        "assistant-suggestion",
        UA,
        E_,
        "Assistant",
        "A hand-drawn map of the harbour might make a good present.",
        [],
        [("User", "What can I get my sister for her birthday?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        F_,
        "Assistant",
        "You might enjoy a beginners' woodcarving class; it's a friendly way to meet people.",
        [],
        [("User", "how do i meet ppl in a new town")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
