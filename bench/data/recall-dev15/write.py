# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the fifteenth development recall set (this folder), written blind as held-out 15.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
Most of it is written in proper case and full sentences, the way two friends write to each
other in a long dated chat; one pair chat is lower-case texting, and in one assistant chat the
user writes tersely in lower case. This script (with ``bench/_handwritten.py``, the format the
hand-written sets share) only numbers turns, resolves the turn labels that questions point at,
checks the labels against the scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-dev15/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev15/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho15"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev15/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the fifteenth held-out set; "
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

RHIANWEN_CADFAEL = Conv(
    "pair",
    "named_lines",
    ["Rhianwen", "Cadfael"],
    """
@ 2024-01-06
Cadfael: Happy new year, Rhianwen! How was Christmas in Presteigne?
Rhianwen: Chaotic! My sister came over Christmas with her three boys, and Mabli ate a whole box of mince pies off the table. {xmas}
Cadfael: Mabli being the dog?
Rhianwen: Yes, our basenji. She's three and she has no shame at all. {pumpkin}
Cadfael: Ha! And how's the crwth business?
Rhianwen: Busy. I've got four crwths on the bench at the workshop, and one has to be finished for a crwth player in Porthmadog by the 26th of January. {crwths}
Cadfael: Four at once! How's Eabha?
Rhianwen: She turned six on New Year's Eve, so we had a birthday and a party on the same night. She's in Year 1, in Badger class, and she wants to be a vet. {eabha}
Cadfael: Six already. And Aonghas? {ask-aonghas}
Rhianwen: He got the job! He's been a court usher at the county court in Welshpool since December, and he loves the wig-and-gown days. {aonghas}
Cadfael: Good for him. My news: we laid sixty metres of hedge at a farm outside Bishop's Castle last week. Sixty-five, actually: my boss Iain measured it again. {hedge}
Rhianwen: Sixty-five metres by hand! You hedgelayers are mad.
Cadfael: And Meabh and I are moving in together in March, into a cottage in Kington. {kington}
Rhianwen: Cadfael! That's lovely. Where did you two go on holiday in the end?
Cadfael: Back in the summer we walked the coast at Durness and it rained for nine days out of ten. {durness}
@ 2024-04-13
Rhianwen: How's the new cottage? Did the move go all right?
Cadfael: We moved on Saturday the 2nd of March. Sorry, the 9th: the van fell through on the 2nd and we had to wait a week. {moved}
Rhianwen: Typical. Is Dai happy there?
Cadfael: Dai loves it. He's got a patch of rough ground behind the cottage and he's already eaten the washing line. He turns two in May. {dai-pet}
Rhianwen: A pygmy goat who eats washing lines. How's Iain? {goat}
Cadfael: He's retiring at the end of the year, so he's made me head of the hedging team. Four men and a hedge cutter. {head-team}
Rhianwen: Head of the team! Congratulations.
Cadfael: Thanks. How did the crwth for Porthmadog go?
Rhianwen: It went off on the 25th of January, a day early, and the crwth player played it at a wedding the week after. Now I'm making a small crwth for a primary school in Monmouth. {sent-off}
Cadfael: And what happened with your sister? You said she was having a rough time.
Rhianwen: Treasa's left her husband. She and the boys are moving in with us until she finds a flat. {treasa}
Cadfael: Treasa being your sister with the three boys? {treasa-sister}
Rhianwen: That's her. Five of us and a basenji in a three-bedroom house, God help us. We did get away on Easter Monday: we took them all to the beach at Harlech. {harlech}
@ 2024-07-20
Rhianwen: Cadfael, how are you? Someone said you'd been in the wars.
Cadfael: I cracked a rib on Tuesday. I fell off the back of the hedge cutter at the farm, landed on a fence post, and now I'm off work for a month. {rib}
Rhianwen: Ouch! Who's running the team?
Cadfael: The old man himself came back to cover for me, grumbling about his knees. {iain-covers}
Rhianwen: Good old Iain. How is everything else?
Cadfael: Better than good. She's pregnant! The baby's due in January. {pregnant}
Rhianwen: Oh, Cadfael! Tell Meabh congratulations from all of us.
Cadfael: I will. How are things at yours?
Rhianwen: Eabha finishes Year 1 on Friday and goes into Year 2 in September. She says she's far too old for Badgers now. {year2}
Cadfael: And the crwths?
Rhianwen: The Monmouth school crwth is done. In August I'm teaching a week-long crwth-making course for eight students, at fourteen hundred and fifty pounds each. {course}
Cadfael: Fourteen hundred and fifty! I'm in the wrong trade.
Rhianwen: The other half has been moved to the court in Telford, so he's driving an hour each way now. {telford}
@ 2024-11-02
Cadfael: Happy birthday for Wednesday! Did you have a nice day? {birthday-hi}
Rhianwen: Thank you! Forty at last. Aonghas took me to Crickhowell for lunch and gave me a new set of tuning keys. {birthday}
Cadfael: Forty and tuning keys, very romantic.
Rhianwen: How did the championship go?
Cadfael: I came second in the open class at the hedgelaying championship last Saturday. Sorry, third: the judges added it up again on Sunday morning. {championship}
Rhianwen: Third in the country is still brilliant!
Cadfael: Not the country, just the county. But I'll take it. {county}
Cadfael: Is Treasa still living with you?
Rhianwen: No, she moved out in October, into a flat in Newtown. The house is very quiet. {treasa-out}
Cadfael: You must miss the noise.
Rhianwen: Not the noise, the boys. Eabha's settled in Year 2, in Dormouse class, and Mabli turned four last month. {dormouse}
Cadfael: And we had the twenty-week scan. It's a girl. {girl}
Rhianwen: A girl! Any names?
Cadfael: Not telling until she's here. What are you doing over Christmas?
Rhianwen: We're going to his mum in Dunoon for the week, all four of us, dog included. {dunoon}
@ 2025-01-11
Rhianwen: Well? Any news?
Cadfael: She's here! Fiadh was born on Tuesday morning, seven pounds two ounces. {fiadh}
Rhianwen: Oh, congratulations! How's Meabh?
Cadfael: Tired but fine. They came home yesterday. {home}
Rhianwen: Give them both a squeeze from me. We got back from Dunoon on the 2nd. It snowed on Boxing Day and Eabha built a snowman with her granny. {snow}
Cadfael: Perfect Christmas. And the crwths?
Rhianwen: The course back in the summer went so well that I'm running it again in June, and five people have booked already. {course-again}
Cadfael: Five already!
Rhianwen: How's the team without Iain?
Cadfael: Strange. He retired on New Year's Eve. We gave him a billhook with his name engraved on the handle. {iain-retired}
Rhianwen: That's a perfect present for a hedgelayer.
Cadfael: He cried. Don't tell anyone.
@ 2025-05-17
Cadfael: Rhianwen, I need your advice. Meabh wants to go back to work in September. Is that too soon?
Rhianwen: Fiadh will be eight months then. Eabha started at nursery at eight months and she was fine. What does Meabh do again?
Cadfael: She's a kennel maid at the boarding kennels outside Kington. She misses the dogs. {kennels}
Rhianwen: Then she should go back. Big news from here: I sold the big crwth with the dragon's head I've been building for two years, for nine thousand pounds. {sold}
Cadfael: Nine grand!
Rhianwen: £9,000 to a crwth player in Mold. And Aonghas has been made senior usher at Telford, so he's buying the drinks. {senior}
Cadfael: Good man. How's Eabha?
Rhianwen: Seven and a half and very bossy. She's doing tap dancing at the old school in Presteigne every Thursday. {tap}
Cadfael: And Treasa?
Rhianwen: She's getting married again! On the 14th of June, at the Dragon Inn in Crickhowell, to a cider maker called Gruffudd. {treasa-wedding}
Cadfael: That was quick.
Rhianwen: That's what Mum said. We like him, though.
""",
    [
        Q(
            "s",
            "What does Rhianwen do for a living?",
            "She makes crwths in her own workshop.",
            "crwths",
            "crwths; workshop",
            "",
            True,
        ),
        Q(
            "s",
            "What kind of dog does Rhianwen have?",
            "a basenji called Mabli",
            "pumpkin",
            "basenji",
            "",
            True,
        ),
        Q(
            "s",
            "What is the name of Rhianwen's dog?",
            "Mabli",
            "xmas pumpkin",
            {"xmas": "mabli", "pumpkin": "basenji"},
            "fragment",
        ),
        Q(
            "s",
            "What did Mabli eat over Christmas 2023?",
            "a whole box of mince pies",
            "xmas",
            "mince pies",
        ),
        Q(
            "s",
            "How many crwths did Rhianwen have on the bench in January 2024?",
            "four",
            "crwths",
            "four crwths",
        ),
        Q(
            "s",
            "Where was the crwth player who ordered a crwth from Rhianwen in January 2024?",
            "Porthmadog",
            "crwths",
            "porthmadog",
        ),
        Q("s", "How old did Eabha turn on New Year's Eve 2023?", "six", "eabha", "six"),
        Q("s", "What does Eabha want to be?", "a vet", "eabha", "vet"),
        Q("s", "Which class was Eabha in during Year 1?", "Badger class", "eabha", "badger class"),
        Q(
            "s",
            "What is Rhianwen's husband's job?",
            "He is a court usher, first at the county court in Welshpool, later at the court in Telford, where he became senior usher.",
            "aonghas",
            "court usher",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What is the name of Rhianwen's husband?",
            "Aonghas",
            "ask-aonghas aonghas",
            {"ask-aonghas": "aonghas", "aonghas": "job"},
        ),
        Q(
            "s",
            "What does Cadfael do for a living?",
            "He is a hedgelayer.",
            "hedge",
            "hedge; sixty",
            "",
            True,
        ),
        Q(
            "s",
            "How many metres of hedge did Cadfael's team lay at a farm outside Bishop's Castle, as he told Rhianwen in January 2024?",
            "sixty-five metres (first said sixty, then corrected)",
            "hedge",
            "sixty five",
            "",
        ),
        Q(
            "s",
            "Who is Iain?",
            "Cadfael's boss, who measured the hedge and later made him head of the hedging team",
            "hedge",
            "boss iain",
            "third-person-fact",
        ),
        Q(
            "s",
            "Where did Cadfael and Meabh move to in March 2024?",
            "a cottage in Kington",
            "kington",
            "cottage; kington",
            "",
            True,
        ),
        Q(
            "s",
            "Who is Meabh?",
            "Cadfael's partner, a kennel maid",
            "kington",
            "meabh",
            "third-person-fact",
        ),
        Q(
            "s",
            "Where did Cadfael and Meabh go in the summer of 2023?",
            "to Durness, where it rained nine days out of ten",
            "durness",
            "durness",
        ),
        Q(
            "s",
            "How was the weather on Cadfael's summer trip to Durness?",
            "It rained for nine days out of ten.",
            "durness",
            "rained; nine days",
        ),
        Q(
            "s",
            "Why did Cadfael's move have to wait a week?",
            "The van fell through.",
            "moved",
            "van fell",
        ),
        Q(
            "s",
            "What kind of animal is Dai?",
            "a pygmy goat, Cadfael's",
            "dai-pet goat",
            {"dai-pet": "dai", "goat": "pygmy goat"},
            "",
            True,
        ),
        Q("s", "What has Dai eaten at the cottage?", "the washing line", "dai-pet", "washing line"),
        Q(
            "s",
            "What did Iain make Cadfael in spring 2024?",
            "head of the hedging team",
            "head-team",
            "head; hedging team",
            "latest",
        ),
        Q(
            "s",
            "How many men are in Cadfael's hedging team?",
            "four, with a hedge cutter",
            "head-team",
            "four men",
        ),
        Q(
            "s",
            "What was Rhianwen making for a primary school in 2024?",
            "a small crwth for a primary school in Monmouth",
            "sent-off",
            "small crwth; monmouth",
        ),
        Q(
            "s",
            "What did the crwth player from Porthmadog play Rhianwen's crwth at?",
            "a wedding",
            "sent-off",
            "wedding",
        ),
        Q(
            "s",
            "Who is Treasa?",
            "Rhianwen's sister, who has three boys",
            "treasa treasa-sister",
            {"treasa": "treasa", "treasa-sister": "sister; three boys"},
            "third-person-fact fragment",
        ),
        Q(
            "s",
            "Why did Treasa move in with Rhianwen?",
            "She had left her husband and needed somewhere until she found a flat.",
            "treasa",
            "left; husband",
        ),
        Q(
            "s",
            "Where did Rhianwen take everyone on Easter Monday 2024?",
            "the beach at Harlech",
            "harlech",
            "harlech",
        ),
        Q(
            "s",
            "How did Cadfael crack a rib?",
            "He fell off the back of the hedge cutter and landed on a fence post.",
            "rib",
            "fell; fence post",
        ),
        Q("s", "How long was Cadfael off work with his cracked rib?", "a month", "rib", "month"),
        Q(
            "s",
            "Who covered for Cadfael while he was off with his rib?",
            "Iain, his boss",
            "iain-covers",
            "old man",
            "pronoun",
        ),
        Q(
            "s",
            "What news did Cadfael share about Meabh in July 2024?",
            "She was pregnant, due in January.",
            "pregnant",
            "pregnant",
            "pronoun",
        ),
        Q(
            "s",
            "What class was Eabha in during Year 2?",
            "Dormouse class",
            "dormouse",
            "dormouse class",
            "latest",
        ),
        Q(
            "s",
            "How many students were on Rhianwen's crwth-making course in August 2024?",
            "eight",
            "course",
            "eight students",
        ),
        Q(
            "s",
            "How much did Rhianwen's crwth-making course cost?",
            "fourteen hundred and fifty pounds",
            "course",
            "fourteen hundred; fifty pounds",
        ),
        Q(
            "s",
            "How long is Aonghas's drive to the court in Telford?",
            "an hour each way",
            "telford",
            "hour each way",
            "third-person-fact",
        ),
        Q("s", "How old did Rhianwen turn in October 2024?", "forty", "birthday", "forty"),
        Q(
            "s",
            "What did Aonghas give Rhianwen for her fortieth birthday?",
            "a new set of tuning keys, and lunch in Crickhowell",
            "birthday",
            "tuning keys",
        ),
        Q(
            "s",
            "Where did Cadfael finish in the hedgelaying championship in 2024?",
            "third in the open class (first said second)",
            "championship",
            "third",
            "latest",
        ),
        Q(
            "s",
            "Was Cadfael's hedgelaying championship national or county?",
            "the county championship",
            "county championship",
            {"county": "county", "championship": "championship"},
        ),
        Q(
            "s",
            "Where did Treasa move in October 2024?",
            "a flat in Newtown",
            "treasa-out",
            "flat; newtown",
            "latest",
        ),
        Q("s", "How old did Mabli turn in October 2024?", "four", "dormouse", "mabli; four"),
        Q("s", "Is Cadfael and Meabh's baby a boy or a girl?", "a girl", "girl", "girl"),
        Q(
            "s",
            "Where did Rhianwen's family spend Christmas 2024?",
            "with Aonghas's mum in Dunoon",
            "dunoon",
            "dunoon",
            "pronoun",
        ),
        Q("s", "What is the name of Cadfael and Meabh's daughter?", "Fiadh", "fiadh", "fiadh"),
        Q(
            "s",
            "How much did Fiadh weigh at birth?",
            "seven pounds two ounces",
            "fiadh",
            "seven pounds; two ounces",
        ),
        Q(
            "s",
            "What did Eabha build on Boxing Day 2024?",
            "a snowman, with her granny",
            "snow",
            "snowman",
        ),
        Q(
            "s",
            "How many people had booked Rhianwen's second crwth-making course by January 2025?",
            "five",
            "course-again",
            "five",
        ),
        Q(
            "s",
            "What did the hedging team give Iain when he retired?",
            "a billhook with his name engraved on the handle",
            "iain-retired",
            "billhook",
        ),
        Q(
            "s",
            "What is Meabh's job?",
            "She is a kennel maid at the boarding kennels outside Kington.",
            "kennels",
            "kennel maid",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "How much did Rhianwen sell her big crwth for?",
            "nine thousand pounds (£9,000), to a crwth player in Mold",
            "sold senior",
            {"sold": "nine thousand", "senior": "9,000"},
        ),
        Q(
            "s",
            "How long had Rhianwen been building the big crwth she sold in 2025?",
            "two years",
            "sold",
            "two years",
        ),
        Q(
            "s",
            "What was Aonghas made in May 2025?",
            "senior usher at Telford",
            "senior",
            "senior usher",
            "latest third-person-fact",
        ),
        Q(
            "s",
            "What does Eabha do every Thursday?",
            "tap dancing at the old school in Presteigne",
            "tap",
            "tap dancing",
            "",
            True,
        ),
        Q(
            "s",
            "Who is Treasa marrying?",
            "Gruffudd, a cider maker",
            "treasa-wedding",
            "gruffudd|cider maker",
        ),
        Q("t", "When is Eabha's birthday?", "2023-12-31", "eabha", "new year's eve", "human-date"),
        Q(
            "t",
            "By when did the crwth for Porthmadog have to be finished?",
            "2024-01-26",
            "crwths",
            "26th january",
            "human-date",
        ),
        Q(
            "t",
            "When did the crwth for Porthmadog go off?",
            "2024-01-25",
            "sent-off",
            "25th january",
            "human-date",
        ),
        Q(
            "t",
            "When did Cadfael and Meabh move into the cottage in Kington?",
            "2024-03-09",
            "moved",
            "9th",
            "human-date",
        ),
        Q(
            "t",
            "When did Rhianwen's family go to the beach at Harlech?",
            "2024-04-01",
            "harlech",
            "easter monday",
            "human-date",
        ),
        Q(
            "t",
            "When did Cadfael crack his rib?",
            "2024-07-16",
            "rib",
            "rib; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When was Eabha's last day in Year 1?",
            "2024-07-26",
            "year2",
            "year 1; friday",
            "relative-date",
        ),
        Q(
            "t",
            "When is Rhianwen's birthday?",
            "2024-10-30",
            "birthday-hi",
            "birthday; wednesday",
            "relative-date",
        ),
        Q(
            "t",
            "On which day was the hedgelaying championship in 2024?",
            "2024-10-26",
            "championship",
            "championship; last saturday",
            "relative-date",
        ),
        Q("t", "When was Fiadh born?", "2025-01-07", "fiadh", "born; tuesday", "relative-date"),
        Q(
            "t",
            "When did Meabh and Fiadh come home from hospital?",
            "2025-01-10",
            "home",
            "home; yesterday",
            "relative-date pronoun",
        ),
        Q("t", "When did it snow in Dunoon?", "2024-12-26", "snow", "boxing day", "human-date"),
        Q(
            "t",
            "When did Iain retire?",
            "2024-12-31",
            "iain-retired",
            "new year's eve",
            "human-date third-person-fact",
        ),
        Q(
            "t",
            "When is Treasa's second wedding?",
            "2025-06-14",
            "treasa-wedding",
            "14th june",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Treasa move out of Rhianwen's house?",
            "2024-10",
            "treasa-out",
            "october",
            "human-date",
        ),
        Q(
            "t",
            "In which month was Cadfael and Meabh's baby due?",
            "2025-01",
            "pregnant",
            "january",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Rhianwen teach her first crwth-making course?",
            "2024-08",
            "course",
            "august",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Rhianwen's sister and her boys come over for Christmas?",
            "2023-12",
            "xmas",
            "christmas",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Mabli turn four?",
            "2024-10",
            "dormouse",
            "last month",
            "relative-date",
        ),
        Q(
            "t",
            "When did Rhianwen's family get back from Dunoon?",
            "2025-01-02",
            "snow",
            "2nd",
            "human-date",
        ),
        Q(
            "m",
            "How did Cadfael's job change over 2024?",
            "hedgelayer in Iain's team, then head of the hedging team in spring 2024 as Iain prepared to retire; Iain retired on New Year's Eve 2024",
            "hedge head-team iain-retired",
            {"hedge": "hedge", "head-team": "head", "iain-retired": "retired"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Where did Aonghas work as a court usher, in order?",
            "the county court in Welshpool, then the court in Telford, where he became senior usher",
            "aonghas telford senior",
            {"aonghas": "welshpool", "telford": "telford", "senior": "senior usher"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Where has Treasa lived since leaving her husband?",
            "with Rhianwen, then from October 2024 in a flat in Newtown",
            "treasa treasa-out",
            {"treasa": "moving", "treasa-out": "newtown"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How many times did Rhianwen run her crwth-making course by mid-2025, counting the one planned?",
            "twice: August 2024 and June 2025",
            "course course-again",
            {"course": "august", "course-again": "june"},
            "event-chain",
        ),
        Q(
            "s",
            "What did Cadfael first say about the championship result and what was it in the end?",
            "second, then third after the judges added it up again",
            "championship",
            "second; third",
        ),
        Q(
            "m",
            "How old was Fiadh when Meabh planned to go back to work?",
            "about eight months (born January 2025, back in September)",
            "fiadh kennels",
            {"fiadh": "born", "kennels": "kennels"},
            "event-chain",
        ),
        Q(
            "m",
            "Which of Eabha's classes have been named after animals?",
            "Badger class in Year 1 and Dormouse class in Year 2",
            "eabha dormouse",
            {"eabha": "badger", "dormouse": "dormouse"},
            "event-chain",
        ),
        Q(
            "m",
            "Who retired at the end of 2024, and who covered for Cadfael in July?",
            "Iain, who also came back to cover for Cadfael's cracked rib",
            "iain-covers iain-retired",
            {"iain-covers": "old man", "iain-retired": "retired"},
            "pronoun",
        ),
        Q(
            "o",
            "In which country are Presteigne and Kington?",
            "Presteigne is in Wales and Kington in England, on either side of the border",
            "kington",
            "kington",
        ),
        Q(
            "o",
            "In which Scottish region is Dunoon, where Rhianwen spent Christmas 2024?",
            "Argyll (Cowal peninsula)",
            "dunoon",
            "dunoon",
        ),
        Q(
            "o",
            "Which instrument does Rhianwen build?",
            "the crwth, an old Welsh bowed lyre",
            "crwths",
            "crwths",
        ),
        Q(
            "s",
            "What did the hedging team give Iain when he retired two years ago?",
            "a billhook with his name engraved on the handle",
            "iain-retired",
            "billhook; engraved",
            "relative-question-date",
        ),
    ],
)
CONVERSATIONS.append(RHIANWEN_CADFAEL)
KENINA_ODHRAN = Conv(
    "pair",
    "timestamped_lines",
    ["kenina", "odhran"],
    """
@ 2024-02-16
odhran: happy bday for thurs!! 30 now ya auld wife {hi}
kenina: haha cheers!! kenny took me for a meal in alness n bought me a gold locket wi ruaraidhs photo in it {bday}
odhran: aw thats class. hows the wee man
kenina: ruaraidh's 4 n a half n wont stop talkin. he starts p1 in august, cant believe it {ruaraidh}
odhran: p1 already!! u still in the greengrocers {still-gg}
kenina: yep 6 yrs in march. im sick of lifting tatties tho {greengrocer}
odhran: haha. im still on the tools at the fab yard in nigg, boilermaker, 12 hr shifts 4 on 4 off {nigg}
kenina: u love it tho
odhran: i do aye. shonagh says i smell of the yard when i get in {shonagh}
kenina: whos shonagh again?? the one from the wedding
odhran: aye my girlfriend!! the beautician, she works in the beauty room at the hotel in dornoch {shonagh-job}
kenina: oh aye shes lovely. its my sisters bday on sat so were all goin for a meal in tain, then back to mine {sister-bday}
odhran: have a good one. give brutus a pat from me
kenina: hes 4 now n still thinks hes a lapdog, the daft staffy {brutus}
@ 2024-05-04
kenina: heard u were in the wars!! wot happened
odhran: fell off the staging at the yard on tues n broke my ankle. in raigmore 2 nights, home since friday still sore {ankle}
kenina: oh no!! how long u off
odhran: 8 wks min, no weight on it. shonagh is doin everything for me bless her {off}
kenina: aw. i got news tho, got the job!! traffic warden for the council, start on the 3rd june {warden}
kenina: sorry 10th june, i cant read my own letter lol {warden-fix}
odhran: haha u'll be the most hated woman in tain
kenina: cheers pal. the greengrocers r gutted, no one else will lift the tatties {leaving}
odhran: ha. hows ruaraidh
kenina: got his school, tain primary, starts p1 in august. got his school shoes already n he wont take them off {school}
odhran: brilliant. n ur sister??
kenina: seonaidh's pregnant!! due in november, shes been sick as a dog since easter {seonaidh}
odhran: tell her congrats
@ 2024-08-17
kenina: hows the ankle
odhran: grand now, back at the yard since monday. 15 wks in the end not 8 {back-work}
kenina: 15!! bet u were climbin the walls
odhran: aye. anyway shes movin in!! 1st of sept, her stuff is already all over my flat {moving-in}
kenina: shonagh?? about time!!
odhran: her sister's helpin wi the van. hows the warden job {sister-van}
kenina: brutal. got called every name under the sun on the high st on thurs, one wifey threw a coffee at me {coffee}
odhran: no way!! u ok
kenina: aye fine. ruaraidh started p1 on weds, his teacher's mrs fraser n he says shes the boss of the whole world {p1}
odhran: haha he's not wrong
kenina: n brutus had an op on his back leg, cruciate, cost 2 grand. 2,400 actually wi the xrays {brutus-op}
odhran: ouch. insurance? {insurance}
kenina: nope lol. kenny's doin extra shifts at the mussel farm to pay it off {kenny}
@ 2024-11-16
kenina: seonaidh had the baby on tues!! a wee boy, ailean, 8lb 1 {ailean}
odhran: aw congrats auntie kenina!!
kenina: im in bits. hes gorgeous. hows things wi u two
odhran: good. bought a car off my cousin, a 2016 astra for 3 grand. well 3,200, he wouldnt budge {astra}
kenina: nice. no more bus to nigg
odhran: no more bus!! shonagh's learnin to drive in it now, test in feb {test}
kenina: rather u than me. kenny's been made gaffer at the mussel farm, started on monday {supervisor}
odhran: get in!! drinks on kenny
kenina: haha. n ruaraidh sang in the school concert on thurs, he forgot the words n waved at me instead {concert}
odhran: thats the best bit of any school concert
kenina: its still on my phone, ill send u it
@ 2025-01-04
odhran: happy new year!! guess wot
kenina: wot
odhran: im engaged!! asked shonagh on hogmanay on the beach at dornoch, she said yes before i got down on one knee {engaged}
kenina: OMG!!! congrats!! hows the ring
odhran: her grans old ring, resized in alness {ring}
kenina: aww. over xmas we had the lot of them at ours, seonaidh n ailean n mum, 11 of us for dinner {xmas}
odhran: 11!! how did u fit them
kenina: borrowed tables off the neighbours. ailean's 7 wks old now n smiles at everyone {ailean-7}
odhran: aw. hows the traffic warden life
kenina: better. got my own patch now, the whole of the high st n the square {patch}
odhran: ha the square, good luck wi the taxi drivers
kenina: lol they love me. not
@ 2025-03-29
kenina: any news on a date??
odhran: 20th sept!! at the hotel in dornoch. ur invited obviously, ruaraidh too {wedding}
kenina: yesss. will there be dancin
odhran: course, a whole band from portree. shonagh passed her test btw, first time, back in feb {passed}
kenina: class!! i passed my six months at the council yesterday so im permanent now {permanent}
odhran: nice one. u takin ur mum out for mothers day
kenina: aye tmrw, lunch at the hotel in tain, seonaidh n ailean too {mothers-day}
odhran: aw lovely. hows brutus's leg
kenina: fully better, he runs faster than me now. hes 5 next month {brutus-5}
odhran: n kenny
kenina: still gaffer at the mussel farm, loves bossin folk about lol {kenny-still}
odhran: sounds like someone i know
""",
    [
        Q("s", "How old did kenina turn in February 2024?", "30", "hi", "30"),
        Q(
            "s",
            "What did kenny give kenina for her 30th birthday?",
            "a gold locket with ruaraidh's photo in it, and a meal in alness",
            "bday",
            "gold locket",
        ),
        Q(
            "s",
            "Who is kenny?",
            "kenina's partner, who works at the mussel farm",
            "bday kenny",
            {"bday": "kenny", "kenny": "mussel farm"},
            "third-person-fact",
        ),
        Q("s", "How old was ruaraidh in February 2024?", "four and a half", "ruaraidh", "4; half"),
        Q(
            "s",
            "What was kenina's job before she became a traffic warden?",
            "She worked in the greengrocers, for six years.",
            "still-gg greengrocer",
            {"still-gg": "greengrocers", "greengrocer": "tatties"},
            "",
            True,
        ),
        Q(
            "s",
            "How long had kenina worked at the greengrocers by March 2024?",
            "six years",
            "still-gg greengrocer",
            {"still-gg": "greengrocers", "greengrocer": "6 yrs"},
            "fragment",
        ),
        Q(
            "s",
            "What does odhran do for a living?",
            "He is a boilermaker at the fab yard in nigg, on 12-hour shifts, four on four off.",
            "nigg",
            "boilermaker; nigg",
            "",
            True,
        ),
        Q(
            "s",
            "What shifts does odhran work?",
            "12-hour shifts, four on and four off",
            "nigg",
            "12 hr; 4 on 4 off",
        ),
        Q(
            "s",
            "Who is shonagh?",
            "odhran's girlfriend, later fiancee, a beautician at the hotel in dornoch",
            "shonagh shonagh-job",
            {"shonagh": "shonagh", "shonagh-job": "girlfriend"},
            "third-person-fact fragment",
        ),
        Q(
            "s",
            "What is shonagh's job?",
            "She is a beautician, in the beauty room at the hotel in dornoch.",
            "shonagh-job",
            "beautician",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Where was kenina's sister's birthday meal in February 2024?",
            "in tain",
            "sister-bday",
            "meal; tain",
        ),
        Q("s", "What kind of dog is brutus?", "a staffy, kenina's", "brutus", "staffy", "", True),
        Q(
            "s",
            "How did odhran break his ankle?",
            "He fell off the staging at the yard.",
            "ankle",
            "staging",
        ),
        Q(
            "s",
            "How long was odhran in hospital with his ankle?",
            "two nights, in raigmore",
            "ankle",
            "raigmore; 2 nights",
        ),
        Q(
            "s",
            "How long was odhran off work with his broken ankle in the end?",
            "15 weeks (he was told 8 at first)",
            "back-work",
            "15 wks",
            "latest",
        ),
        Q(
            "s",
            "What job did kenina get in May 2024?",
            "traffic warden for the council",
            "warden",
            "traffic warden; council",
            "latest",
            True,
        ),
        Q(
            "s",
            "Which school does ruaraidh go to?",
            "tain primary",
            "school",
            "tain primary",
            "",
            True,
        ),
        Q(
            "s",
            "What did ruaraidh refuse to take off in May 2024?",
            "his new school shoes",
            "school",
            "school shoes",
        ),
        Q(
            "s",
            "What is the name of kenina's sister?",
            "seonaidh",
            "seonaidh ailean",
            {"seonaidh": "seonaidh", "ailean": "seonaidh"},
            "fragment",
        ),
        Q(
            "s",
            "When did kenina's sister start being sick in her pregnancy?",
            "since easter 2024",
            "seonaidh",
            "easter",
        ),
        Q(
            "s",
            "Who helped shonagh move into odhran's flat?",
            "her sister, with the van",
            "sister-van",
            "sister; van",
            "pronoun",
        ),
        Q(
            "s",
            "What did a woman throw at kenina on the high street?",
            "a coffee",
            "coffee",
            "coffee",
        ),
        Q("s", "Who is ruaraidh's teacher in p1?", "mrs fraser", "p1", "fraser"),
        Q(
            "s",
            "What operation did brutus have in summer 2024?",
            "an operation on his back leg, for his cruciate",
            "brutus-op",
            "cruciate|back leg",
        ),
        Q(
            "s",
            "How much did brutus's operation cost?",
            "2,400 pounds including the x-rays (first said 2 grand)",
            "brutus-op",
            "2,400",
        ),
        Q(
            "s",
            "Was brutus insured?",
            "No, there was no insurance; kenny did extra shifts to pay.",
            "insurance kenny",
            {"insurance": "insurance", "kenny": "nope"},
        ),
        Q(
            "s",
            "Where does kenny work?",
            "at the mussel farm",
            "kenny",
            "mussel farm",
            "third-person-fact",
            True,
        ),
        Q("s", "What is the name of seonaidh's baby?", "ailean", "ailean", "ailean"),
        Q("s", "How much did ailean weigh at birth?", "8lb 1", "ailean", "8lb"),
        Q(
            "s",
            "What car did odhran buy in late 2024?",
            "a 2016 astra from his cousin",
            "astra",
            "astra",
            "",
            True,
        ),
        Q(
            "s",
            "How much did odhran pay for his car?",
            "3,200 (he first said 3 grand)",
            "astra",
            "3,200",
        ),
        Q("s", "When is shonagh's driving test?", "in february 2025", "test", "test; feb"),
        Q(
            "s",
            "What was kenny made at the mussel farm in November 2024?",
            "gaffer",
            "supervisor",
            "gaffer",
            "third-person-fact latest",
        ),
        Q(
            "s",
            "What happened when ruaraidh sang in the school concert?",
            "He forgot the words and waved at kenina.",
            "concert",
            "forgot; waved",
        ),
        Q(
            "s",
            "Where did odhran propose to shonagh?",
            "on the beach at dornoch, on hogmanay",
            "engaged",
            "beach; dornoch",
        ),
        Q(
            "s",
            "What engagement ring did odhran give shonagh?",
            "her gran's old ring, resized in alness",
            "ring",
            "grans; ring",
        ),
        Q("s", "How many people did kenina have for christmas dinner in 2024?", "11", "xmas", "11"),
        Q(
            "s",
            "What is kenina's patch as a traffic warden since early 2025?",
            "the whole of the high street and the square",
            "patch",
            "high st; square",
            "latest",
        ),
        Q(
            "s",
            "Where is odhran and shonagh's wedding?",
            "at the hotel in dornoch",
            "wedding",
            "hotel; dornoch",
        ),
        Q(
            "s",
            "Did shonagh pass her driving test first time?",
            "yes, in February 2025",
            "passed",
            "first time",
        ),
        Q(
            "s",
            "Where was kenina taking her mum for mothers day?",
            "lunch at the hotel in tain",
            "mothers-day",
            "lunch; hotel; tain",
        ),
        Q(
            "s",
            "What is kenny's job as of March 2025?",
            "gaffer at the mussel farm",
            "kenny-still",
            "gaffer; mussel farm",
            "latest third-person-fact",
            True,
        ),
        Q(
            "s",
            "Where is the band for odhran's wedding from?",
            "portree",
            "passed",
            "band; portree",
        ),
        Q("t", "When is kenina's birthday?", "2024-02-15", "hi", "bday; thurs", "relative-date"),
        Q(
            "t",
            "When was kenina's sister's birthday meal?",
            "2024-02-17",
            "sister-bday",
            "sisters bday; sat",
            "relative-date",
        ),
        Q(
            "t",
            "When did odhran break his ankle?",
            "2024-04-30",
            "ankle",
            "ankle; tues",
            "relative-date",
        ),
        Q(
            "t",
            "Since when was odhran home from hospital in May 2024?",
            "2024-05-03",
            "ankle",
            "home since friday",
            "relative-date",
        ),
        Q(
            "t",
            "When did kenina start as a traffic warden?",
            "2024-06-10",
            "warden warden-fix",
            {"warden": "traffic warden", "warden-fix": "10th june"},
            "human-date",
        ),
        Q(
            "t",
            "In which month was seonaidh's baby due?",
            "2024-11",
            "seonaidh",
            "november",
            "human-date",
        ),
        Q(
            "t",
            "When did odhran go back to work at the yard after his ankle?",
            "2024-08-12",
            "back-work",
            "back; monday",
            "relative-date",
        ),
        Q(
            "t",
            "When did shonagh move in with odhran?",
            "2024-09-01",
            "moving-in",
            "1st sept",
            "human-date pronoun",
        ),
        Q(
            "t",
            "When did a woman throw a coffee at kenina?",
            "2024-08-15",
            "coffee",
            "coffee; thurs",
            "relative-date",
        ),
        Q("t", "When did ruaraidh start p1?", "2024-08-14", "p1", "p1; weds", "relative-date"),
        Q("t", "When was ailean born?", "2024-11-12", "ailean", "baby; tues", "relative-date"),
        Q(
            "t",
            "When did kenny start as gaffer at the mussel farm?",
            "2024-11-11",
            "supervisor",
            "gaffer; monday",
            "relative-date third-person-fact",
        ),
        Q(
            "t",
            "When did ruaraidh sing in the school concert?",
            "2024-11-14",
            "concert",
            "concert; thurs",
            "relative-date",
        ),
        Q(
            "t",
            "When did odhran and shonagh get engaged?",
            "2024-12-31",
            "engaged",
            "hogmanay",
            "human-date",
        ),
        Q(
            "t",
            "When is odhran and shonagh's wedding?",
            "2025-09-20",
            "wedding",
            "20th sept",
            "human-date",
        ),
        Q(
            "t",
            "When did kenina become permanent at the council?",
            "2025-03-28",
            "permanent",
            "six months; yesterday",
            "relative-date",
        ),
        Q(
            "t",
            "When was kenina taking her mum out for mothers day?",
            "2025-03-30",
            "mothers-day",
            "tmrw",
            "relative-date",
        ),
        Q(
            "t",
            "In which month does brutus turn five?",
            "2025-04",
            "brutus-5",
            "5 next month",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did shonagh pass her driving test?",
            "2025-02",
            "passed",
            "feb",
            "human-date",
        ),
        Q(
            "m",
            "Which jobs has kenina had, in order?",
            "greengrocers for six years, then traffic warden for the council from 10 June 2024, permanent from March 2025",
            "still-gg warden permanent",
            {"still-gg": "greengrocers", "warden": "traffic warden", "permanent": "permanent"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How did shonagh go from girlfriend to fiancee?",
            "She moved in with odhran on 1 September 2024 and they got engaged on hogmanay 2024",
            "moving-in engaged",
            {"moving-in": "movin", "engaged": "engaged"},
            "event-chain pronoun",
        ),
        Q(
            "m",
            "How old was ailean when kenina had everyone for christmas dinner?",
            "about six weeks; born on 12 November, and seven weeks old by 4 January",
            "ailean ailean-7",
            {"ailean": "baby", "ailean-7": "7 wks"},
            "event-chain",
        ),
        Q(
            "m",
            "How did kenny's work change in 2024?",
            "he did extra shifts at the mussel farm to pay for brutus's operation, then was made gaffer in November",
            "kenny supervisor",
            {"kenny": "extra shifts", "supervisor": "gaffer"},
            "event-chain third-person-fact",
        ),
        Q(
            "m",
            "How did shonagh get about before and after learning to drive?",
            "odhran took the bus to nigg until he bought the astra; shonagh learned to drive in it and passed first time in February 2025",
            "test passed",
            {"test": "learnin; drive", "passed": "passed"},
            "event-chain",
        ),
        Q(
            "m",
            "Which family events did kenina's sister seonaidh have in 2024?",
            "she was pregnant (due in November, sick since easter) and had ailean on 12 November",
            "seonaidh ailean",
            {"seonaidh": "pregnant", "ailean": "baby"},
            "event-chain",
        ),
        Q(
            "o",
            "In which country are tain, dornoch and nigg?",
            "Scotland (the Highlands)",
            "nigg",
            "nigg",
        ),
        Q(
            "o",
            "What do Scots call the New Year's Eve on which odhran proposed?",
            "Hogmanay",
            "engaged",
            "hogmanay",
        ),
    ],
)
CONVERSATIONS.append(KENINA_ODHRAN)

ALDITH_HRAFN = Conv(
    "pair",
    "named_json",
    ["Aldith", "Hrafn"],
    """
@ 2024-03-09
Hrafn: Hello Aldith, greetings from La Palma! Are you still catching moles? {hi}
Aldith: Still catching moles! I've been the mole catcher for half the farms round Louth for twelve years now, and this winter I trapped three hundred and ten of them. Three hundred and twelve, actually: Ealdred counted the tally book again. {moles}
Hrafn: How is Aldred?
Aldith: Ealdred, with an a! He'd never forgive you. He's still on the kilns at the maltings in Caistor, on nights this month. {ealdred}
Hrafn: Sorry, Ealdred. And the twins?
Aldith: Osgar and Aelfric are nine and in Year 4. Osgar wants to study volcanoes like you, and Aelfric wants to catch moles like his mum. {twins}
Hrafn: Both noble ambitions. My news: I've got a permanent post as a seismologist at the volcano monitoring station, running the night watch. {post}
Aldith: Permanent! Ingibjorg must be pleased. {ingibjorg-q}
Hrafn: She is, but my girlfriend has been offered a job in Ísafjörður, back home, so we have some talking to do. {ingibjorg-job}
Aldith: Oh dear. I hope you work it out.
Aldith: Dad's having his carpal tunnel operation on the 2nd of April at the hospital in Boston, so I'll be driving him about for a while. {dad-op}
Hrafn: Wish him well from me.
Aldith: I will. And I'm starting my own business in May. I haven't decided on a name yet. {business}
@ 2024-06-15
Hrafn: How did your dad's operation go?
Aldith: Fine in the end, but they moved it to the 16th of April because the surgeon was ill. He's got his grip back and he's already complaining about the garden. {dad-moved}
Hrafn: Good news. And the business?
Aldith: Launched on the early May bank holiday: the Louth Mole Company. I've got forty-one farms on the books already and a van with a cartoon molehill on the side. {launch}
Hrafn: Forty-one farms!
Aldith: And the racecourse at Market Rasen signed up too, their track was full of molehills. {racecourse}
Hrafn: My news is not so good. She took the job in Ísafjörður, and we've split up, as kindly as two people can. {split}
Aldith: Oh Hrafn, I'm so sorry.
Hrafn: It's all right. She left on the 1st of June. I've adopted a cat from the animal rescue in Los Llanos to keep me company, a ragdoll called Snorri. He's six. {snorri}
Aldith: A ragdoll on a volcano!
Hrafn: How are the twins?
Aldith: They did a sponsored bike ride on the spring bank holiday, ten miles round the Wolds, and raised two hundred and sixty pounds for the air ambulance. {ride}
@ 2024-09-28
Aldith: How's Snorri settling in?
Hrafn: He's fat. He has discovered the neighbour's fish pond. {fat}
Hrafn: And big news: I've been asked to lead the team setting up a new network of seismometers on El Hierro, starting in January. {lead}
Aldith: Congratulations! I've got news too: Ealdred has left the maltings. He's working with me now, doing the books and the Saturday round. {ealdred-joins}
Hrafn: A family firm!
Aldith: The twins went into Year 5 at the start of the month, and they're in different classes for the first time: Osgar's with Mrs Oakley and Aelfric's with Mr Pardew. {year5}
Hrafn: How did they take it?
Aldith: Aelfric cried on the first morning; Osgar didn't even notice. {cried}
Hrafn: And your dad?
Aldith: He's taken up bell ringing at St James's in Louth, every Tuesday night. Mum says the whole town can hear him practising. {bell}
Hrafn: My brother is flying over in October for my fortieth. {brother}
Aldith: Your fortieth! When is it?
Hrafn: The 12th of October. No, the 13th; the 12th is when his flight lands. {fortieth}
@ 2024-12-21
Aldith: Happy Christmas! Did Einar make it over for your birthday? {einar-q}
Hrafn: He did, and he brought a whole smoked leg of lamb in his suitcase. The airport staff were not amused. {lamb}
Aldith: Only an Icelander would do that.
Hrafn: Are you busy with the moles?
Aldith: Not really, it's too wet. We ran the tombola at the twins' school fair on Wednesday and raised eighty pounds. {tombola}
Hrafn: Eighty pounds from a tombola is impressive.
Aldith: It was mostly bath salts. The bad news is that I've got tennis elbow from setting the traps, and the doctor says six weeks of rest. {elbow}
Hrafn: Poor you. Snorri sends his sympathy. He turned seven on Bonfire Night, according to the rescue. {snorri-7}
Aldith: Happy birthday, Snorri! And are you on your own for Christmas?
Hrafn: No, I've met someone. Her name is Begoña and she runs the paragliding school in Tazacorte. {begona}
Aldith: Hrafn! A paraglider!
Hrafn: And I start on El Hierro on the 6th of January. Wish me luck. {start}
Aldith: Good luck, though I'm sure you won't need it.
@ 2025-03-15
Hrafn: Aldith! How's the elbow?
Aldith: Better, thank you. I've been back on the traps since the 1st of February. {elbow-better}
Hrafn: And the Louth Mole Company?
Aldith: Sixty farms now, and I've taken on an apprentice, a lad called Swithun who's scared of nothing except my dog. {apprentice}
Hrafn: Sixty farms!
Aldith: Ealdred says we need a second van, so we bought one on Monday: a white one, with no molehill on it yet. {van2}
Hrafn: How are the twins?
Aldith: Ten last week, both of them, and they had a party at the laser tag place in Horncastle. {ten}
Hrafn: My team on El Hierro is six people now, and I'm in charge of all of them. {team}
Aldith: How's Begoña?
Hrafn: She's teaching me to paraglide. I did my first flight on my own last Sunday, from eleven hundred metres. {flight}
Aldith: Eleven hundred metres! And guess what: we're coming to see you in the twins' Easter holidays. We fly on the 12th of April. {visit}
Hrafn: Wonderful. I'll show Osgar the seismometers.
""",
    [
        Q(
            "s",
            "What does Aldith do for a living?",
            "She is a mole catcher for farms round Louth, with her own business, the Louth Mole Company.",
            "hi moles",
            {"hi": "catching moles", "moles": "mole catcher; louth"},
            "",
            True,
        ),
        Q(
            "s",
            "How long had Aldith been catching moles round Louth by March 2024?",
            "twelve years",
            "moles",
            "twelve years",
        ),
        Q(
            "s",
            "How many moles did Aldith trap in the winter of 2023-24?",
            "three hundred and twelve (she first said three hundred and ten)",
            "moles",
            "three hundred; twelve",
        ),
        Q(
            "s",
            "What is the name of Aldith's husband, and how is it spelled?",
            "Ealdred, with an a",
            "ealdred",
            "ealdred",
        ),
        Q(
            "s",
            "What was Ealdred's job before he joined Aldith's business?",
            "He worked on the kilns at the maltings in Caistor.",
            "ealdred",
            "kilns; maltings; caistor",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What are the names of Aldith's twins?",
            "Osgar and Aelfric",
            "twins",
            "osgar; aelfric",
        ),
        Q("s", "How old were Aldith's twins in March 2024?", "nine", "twins", "nine"),
        Q("s", "What does Osgar want to study?", "volcanoes", "twins", "volcanoes"),
        Q(
            "s",
            "What does Hrafn do for a living?",
            "He is a seismologist at the volcano monitoring station on La Palma, later leading a seismometer network on El Hierro.",
            "post",
            "seismologist",
            "",
            True,
        ),
        Q(
            "s",
            "Who is Ingibjorg?",
            "Hrafn's girlfriend until June 2024",
            "ingibjorg-q ingibjorg-job",
            {"ingibjorg-q": "ingibjorg", "ingibjorg-job": "girlfriend"},
            "third-person-fact",
        ),
        Q(
            "s",
            "Where was Hrafn's girlfriend offered a job?",
            "Ísafjörður",
            "ingibjorg-job",
            "ísafjörður",
        ),
        Q(
            "s",
            "What operation was Aldith's dad waiting for in early 2024?",
            "a carpal tunnel operation",
            "dad-op",
            "carpal tunnel",
            "third-person-fact",
        ),
        Q(
            "s",
            "At which hospital did Aldith's dad have his carpal tunnel operation?",
            "the hospital in Boston",
            "dad-op",
            "boston",
        ),
        Q(
            "s",
            "Why was Aldith's dad's operation moved?",
            "The surgeon was ill.",
            "dad-moved",
            "surgeon; ill",
        ),
        Q(
            "s",
            "What is the name of Aldith's business?",
            "the Louth Mole Company",
            "launch",
            "louth mole company",
            "",
            True,
        ),
        Q(
            "s",
            "How many farms did the Louth Mole Company have on its books in June 2024?",
            "forty-one",
            "launch",
            "forty one",
        ),
        Q(
            "s",
            "What is painted on Aldith's first van?",
            "a cartoon molehill",
            "launch",
            "cartoon molehill",
        ),
        Q(
            "s",
            "Which racecourse signed up with Aldith's business?",
            "Market Rasen",
            "racecourse",
            "market rasen",
        ),
        Q(
            "s",
            "Why did Hrafn and his girlfriend split up?",
            "She took the job in Ísafjörður.",
            "split",
            "took; job",
            "pronoun",
        ),
        Q(
            "s",
            "What kind of cat is Snorri?",
            "a ragdoll, Hrafn's, from the animal rescue in Los Llanos",
            "snorri",
            "ragdoll",
            "",
            True,
        ),
        Q(
            "s",
            "Where did Hrafn get Snorri?",
            "the animal rescue in Los Llanos",
            "snorri",
            "animal rescue; los llanos",
        ),
        Q(
            "s",
            "How much did the twins raise on their sponsored bike ride?",
            "two hundred and sixty pounds, for the air ambulance",
            "ride",
            "two hundred; sixty pounds",
        ),
        Q(
            "s",
            "How long was the twins' sponsored bike ride?",
            "ten miles round the Wolds",
            "ride",
            "ten miles",
        ),
        Q("s", "What has Snorri discovered?", "the neighbour's fish pond", "fat", "fish pond"),
        Q(
            "s",
            "What was Hrafn asked to lead in September 2024?",
            "the team setting up a new network of seismometers on El Hierro",
            "lead",
            "seismometers; el hierro",
            "latest",
        ),
        Q(
            "s",
            "What does Ealdred do since leaving the maltings?",
            "He works in Aldith's business, doing the books and the Saturday round.",
            "ealdred-joins",
            "books; saturday round",
            "latest third-person-fact",
            True,
        ),
        Q("s", "Who is Osgar's teacher in Year 5?", "Mrs Oakley", "year5", "oakley"),
        Q("s", "Who is Aelfric's teacher in Year 5?", "Mr Pardew", "year5", "pardew"),
        Q("s", "Which twin cried on the first morning of Year 5?", "Aelfric", "cried", "aelfric"),
        Q(
            "s",
            "What hobby did Aldith's dad take up in 2024?",
            "bell ringing at St James's in Louth, every Tuesday night",
            "bell",
            "bell ringing",
            "third-person-fact",
            True,
        ),
        Q("s", "How old did Hrafn turn in October 2024?", "forty", "brother", "fortieth"),
        Q(
            "s",
            "Who is Einar?",
            "Hrafn's brother",
            "einar-q lamb",
            {"einar-q": "einar", "lamb": "suitcase"},
            "fragment",
        ),
        Q(
            "s",
            "What did Hrafn's brother bring in his suitcase?",
            "a whole smoked leg of lamb",
            "lamb",
            "smoked leg; lamb",
        ),
        Q(
            "s",
            "How much did the tombola at the twins' school fair raise?",
            "eighty pounds",
            "tombola",
            "eighty pounds",
        ),
        Q(
            "s",
            "What condition did Aldith get from setting traps?",
            "tennis elbow",
            "elbow",
            "tennis elbow",
        ),
        Q(
            "s",
            "How long did the doctor tell Aldith to rest her elbow?",
            "six weeks",
            "elbow",
            "six weeks",
        ),
        Q(
            "s",
            "Who is Begoña?",
            "Hrafn's new girlfriend, who runs the paragliding school in Tazacorte",
            "begona",
            "begoña; paragliding school",
            "third-person-fact",
        ),
        Q(
            "s",
            "How many farms did the Louth Mole Company have in March 2025?",
            "sixty",
            "apprentice",
            "sixty farms",
            "latest",
        ),
        Q("s", "Who is Swithun?", "Aldith's apprentice", "apprentice", "apprentice; swithun"),
        Q("s", "How old did the twins turn in March 2025?", "ten", "ten", "ten"),
        Q("s", "How many people are in Hrafn's team on El Hierro?", "six", "team", "six people"),
        Q(
            "s",
            "From what height did Hrafn make his first paragliding flight on his own?",
            "eleven hundred metres",
            "flight",
            "eleven hundred metres",
        ),
        Q(
            "t",
            "When was Aldith's dad's carpal tunnel operation first planned for?",
            "2024-04-02",
            "dad-op",
            "2nd april",
            "human-date",
        ),
        Q(
            "t",
            "When did Aldith's dad have his carpal tunnel operation?",
            "2024-04-16",
            "dad-moved",
            "16th april",
            "human-date latest",
        ),
        Q(
            "t",
            "When did the Louth Mole Company launch?",
            "2024-05-06",
            "launch",
            "early may bank holiday",
            "human-date",
        ),
        Q(
            "t",
            "When did Hrafn's girlfriend leave La Palma?",
            "2024-06-01",
            "snorri",
            "1st june",
            "human-date pronoun",
        ),
        Q(
            "t",
            "When did Aldith's twins do their sponsored bike ride?",
            "2024-05-27",
            "ride",
            "spring bank holiday",
            "human-date",
        ),
        Q("t", "When is Hrafn's birthday?", "2024-10-13", "fortieth", "13th", "human-date"),
        Q(
            "t",
            "When did the twins' school fair tombola happen?",
            "2024-12-18",
            "tombola",
            "tombola; wednesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Snorri turn seven?",
            "2024-11-05",
            "snorri-7",
            "bonfire night",
            "human-date",
        ),
        Q(
            "t",
            "When did Hrafn start on El Hierro?",
            "2025-01-06",
            "start",
            "6th january",
            "human-date",
        ),
        Q(
            "t",
            "Since when has Aldith been back on the traps after her tennis elbow?",
            "2025-02-01",
            "elbow-better",
            "1st february",
            "human-date",
        ),
        Q(
            "t",
            "When did Aldith and Ealdred buy their second van?",
            "2025-03-10",
            "van2",
            "van; monday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Hrafn make his first paragliding flight on his own?",
            "2025-03-09",
            "flight",
            "last sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When are Aldith and her family flying to La Palma?",
            "2025-04-12",
            "visit",
            "12th april",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Hrafn's brother fly over to La Palma?",
            "2024-10",
            "brother",
            "october",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Aldith start her own business?",
            "2024-05",
            "business launch",
            {"business": "may", "launch": "may"},
            "human-date",
        ),
        Q(
            "m",
            "Who have been Hrafn's partners, in order?",
            "Ingibjorg, who left for Ísafjörður in June 2024, then Begoña, who runs the paragliding school in Tazacorte",
            "ingibjorg-job split begona",
            {"ingibjorg-job": "girlfriend", "split": "split", "begona": "begoña"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How did Ealdred's work change in 2024?",
            "He was on the kilns at the maltings in Caistor, then left to work in Aldith's business doing the books and the Saturday round.",
            "ealdred ealdred-joins",
            {"ealdred": "maltings", "ealdred-joins": "left; maltings"},
            "event-chain latest third-person-fact",
        ),
        Q(
            "m",
            "How many farms did the Louth Mole Company gain between June 2024 and March 2025?",
            "nineteen: from forty-one to sixty",
            "launch apprentice",
            {"launch": "forty one", "apprentice": "sixty"},
            "event-chain",
        ),
        Q(
            "m",
            "How did Hrafn's work change between March 2024 and January 2025?",
            "a permanent post running the night watch at the volcano monitoring station on La Palma, then leading the team setting up seismometers on El Hierro from 6 January 2025",
            "post lead start",
            {"post": "permanent", "lead": "lead", "start": "el hierro"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How many vans does Aldith's business have, and how do they differ?",
            "two: the first with a cartoon molehill on the side, the second white with no molehill yet",
            "launch van2",
            {"launch": "van", "van2": "second van"},
            "event-chain",
        ),
        Q(
            "m",
            "How many times was Aldith's dad's operation date set?",
            "twice: 2 April 2024, then 16 April 2024",
            "dad-op dad-moved",
            {"dad-op": "2nd april", "dad-moved": "16th april"},
            "event-chain",
        ),
        Q(
            "o",
            "On which group of islands are La Palma and El Hierro?",
            "the Canary Islands (Spain)",
            "start",
            "el hierro",
        ),
        Q(
            "o",
            "In which English county is Aldith's town, Louth?",
            "Lincolnshire",
            "moles",
            "louth",
        ),
        Q(
            "o",
            "What is the national origin of Hrafn, whose girlfriend went home to Ísafjörður and whose brother is called Einar?",
            "Icelandic",
            "lamb",
            "smoked leg; lamb",
        ),
        Q(
            "s",
            "What business did Aldith launch two years ago?",
            "the Louth Mole Company, a mole-catching business",
            "launch",
            "louth mole company",
            "relative-question-date",
        ),
    ],
)
CONVERSATIONS.append(ALDITH_HRAFN)

BERENGARIA_FIONNLAGH = Conv(
    "pair",
    "timestamped_lines",
    ["Berengaria", "Fionnlagh"],
    """
@ 2024-05-11
Fionnlagh: Berengaria! How's the dictionary? Still stuck in the letter P? {hi}
Berengaria: Still in P! I've been a lexicographer at Wharfe House, the dictionary publisher, for nine years now, all of it from the spare room in Otley. This month it's every word from pell-mell to pennyroyal. {job}
Fionnlagh: Glamorous. How's the family?
Berengaria: Alwyn is ten and in Year 5, and he's decided to give up meat, which means I cook twice. {alwyn}
Fionnlagh: Good lad. Tell him Raasay approves.
Berengaria: And we've got a new cat: a sphynx called Gherkin, completely bald, who sleeps inside my dressing gown. {gherkin}
Fionnlagh: A bald cat. Only you.
Berengaria: How's the harvest?
Fionnlagh: Wet. I'm still cutting dulse and wrack off the rocks below Inverarish for the hotel kitchens and a soap maker, and I've had a sore back since Easter. {dulse}
Berengaria: Poor back. Is Somhairle looking after you? {somhairle-q}
Fionnlagh: My husband is the worst nurse on Raasay. He teaches music at the school in Portree and he hums scales at me while I groan. {somhairle}
Berengaria: Ha!
Fionnlagh: And big plans: I want to start making salt, in a shed by the shore. I've asked the bank for a loan of twelve thousand pounds. {salt-plan}
Berengaria: Twelve thousand! Good luck.
@ 2024-08-10
Berengaria: Did you get the loan?
Fionnlagh: I did! Twelve thousand, and I've built the salt shed. The first batch came out of the pans on Thursday: four kilos of flaky salt. {first-batch}
Berengaria: Four kilos!
Fionnlagh: The hotel in Portree has ordered all of it. I'm calling it Raasay Salt. {name}
Berengaria: Lovely name. My news: my partner Hengist has a new job. He's the sexton at the church in Otley, looking after the graveyard and winding the tower clock. {hengist}
Fionnlagh: A sexton! Does he get a gown?
Berengaria: A black one, and he has a huge bunch of keys. Alwyn thinks he's a jailer. {keys}
Fionnlagh: And how's your mum?
Berengaria: Her migraines are worse, so she's had to give up driving. I take her shopping every Friday now. {mum}
Fionnlagh: I'm sorry to hear it.
Fionnlagh: And the doctor says my sore back is a torn muscle, and I'm to lift nothing heavier than a kettle for a month. {back}
Berengaria: Then rest! Let the salt make itself.
@ 2024-10-19
Berengaria: Big news: I've finished the letter P! All of it, after four years. Now I'm on Q, which is much shorter. {p-done}
Fionnlagh: Congratulations! Q is a doddle.
Berengaria: Don't say that, I've got quintessential and quixotic to do. Are you busy?
Fionnlagh: Raasay Salt is in eleven shops now, and Somhairle does the deliveries on Saturdays in his wee red car. {shops}
Berengaria: Eleven shops!
Fionnlagh: Sad news too, though: his dad died on Tuesday. He was eighty-eight. The burial is at Kilmuir on Friday. {burial}
Berengaria: Oh, Fionnlagh. I'm so sorry. Give Somhairle my love.
Fionnlagh: I will. He's taking it hard. What are you doing for half term?
Berengaria: We're going to Robin Hood's Bay for the week; we go on Monday the 28th. {half-term}
Fionnlagh: Lovely.
Berengaria: And Gherkin is one today. We've bought him a knitted coat. {gherkin-1}
Fionnlagh: A coat for a bald cat. Sensible.
@ 2025-01-08
Berengaria: Happy new year! How was Christmas on Raasay?
Fionnlagh: Quiet, the first without Somhairle's dad. But over Christmas we sold out of salt twice, so it wasn't all gloom. {xmas}
Berengaria: Twice!
Fionnlagh: And back in the summer you said I'd never get into a big shop. Well, a chain of food halls in Pitlochry has ordered two hundred jars a month. {food-halls}
Berengaria: I said no such thing! Our Christmas nearly ended in hospital. Hengist slipped on the ice outside the church on Boxing Day and broke his wrist. Sorry, his arm, just above the wrist. {arm}
Fionnlagh: Oh no! Is he all right?
Berengaria: He's in a cast for six weeks and someone else has to wind the tower clock. {cast}
Fionnlagh: And Alwyn?
Berengaria: He's sitting the entrance test for the grammar school in Skipton on Saturday. He's been doing practice papers since half term. {test}
Fionnlagh: Good luck to him. I've hired my first worker: my cousin Peigi, three days a week in the salt shed. {peigi}
Berengaria: Your first employee! How does that feel?
@ 2025-04-26
Fionnlagh: Any news from Skipton?
Berengaria: He got in! Alwyn starts at the grammar school in September. {got-in}
Fionnlagh: Brilliant!
Berengaria: And I've been promoted to senior editor from the 1st of May, which means I can finally leave the letter Q to someone else. {promoted}
Fionnlagh: Senior editor! We've got news too: Raasay Salt won gold at the island food awards in Pitlochry on Thursday. {gold}
Berengaria: Gold! Did you make a speech?
Fionnlagh: Peigi did, I was too scared. How's Hengist's arm? {speech}
Berengaria: Out of the cast since the middle of February, and he's back winding the tower clock. {hengist-back}
Fionnlagh: Good. And Somhairle's been made head of the music department at the school in Portree. He starts on the 18th of August. {head}
Berengaria: Congratulations to him!
Fionnlagh: And my back is better. I walk the shore every morning before work, and the cormorants watch me. {shore-walk}
Berengaria: An audience of cormorants.
@ 2025-07-19
Berengaria: We're coming to Raasay! The week after next, Monday to Friday. {visit}
Fionnlagh: Wonderful! Stay with us.
Berengaria: Thank you. Gherkin's going to my mum's; she adores him, bald or not. {gherkin-mum}
Fionnlagh: How is your mum?
Berengaria: Much better: the new tablets have stopped the migraines, and she's been driving again since June. {mum-better}
Fionnlagh: Great news.
Fionnlagh: We've bought the shed next door, so the salt works has doubled in size, and Peigi is full-time now. {double}
Berengaria: Full-time! You're an empire.
Berengaria: Alwyn left primary school on Wednesday. He cried more than I did. {left}
Fionnlagh: Bless him.
Fionnlagh: Somhairle says bring boots; we'll take you up Dun Caan. {dun-caan}
Berengaria: Alwyn wants to see the salt pans.
""",
    [
        Q(
            "s",
            "What does Berengaria do for a living?",
            "She is a lexicographer at Wharfe House, a dictionary publisher, working from home in Otley; senior editor from May 2025.",
            "job",
            "lexicographer; wharfe house",
            "",
            True,
        ),
        Q(
            "s",
            "How long had Berengaria worked at Wharfe House by May 2024?",
            "nine years",
            "job",
            "nine years",
        ),
        Q(
            "s",
            "Which letter of the dictionary was Berengaria working on in May 2024?",
            "P",
            "hi job",
            {"hi": "letter p", "job": "pell mell"},
        ),
        Q("s", "How old was Alwyn in May 2024?", "ten", "alwyn", "ten"),
        Q("s", "What has Alwyn given up?", "meat", "alwyn", "give up meat", "", True),
        Q(
            "s",
            "What kind of cat is Gherkin?",
            "a sphynx, completely bald, Berengaria's",
            "gherkin",
            "sphynx",
            "",
            True,
        ),
        Q(
            "s",
            "What does Fionnlagh harvest?",
            "dulse and wrack, off the rocks below Inverarish",
            "dulse",
            "dulse; wrack",
            "",
            True,
        ),
        Q(
            "s",
            "Who buys Fionnlagh's seaweed?",
            "the hotel kitchens and a soap maker",
            "dulse",
            "hotel kitchens|soap maker",
        ),
        Q(
            "s",
            "What does Fionnlagh's husband do for a living?",
            "He teaches music at the school in Portree; head of the music department from August 2025.",
            "somhairle",
            "teaches music; portree",
            "third-person-fact",
            True,
        ),
        Q("s", "What is the name of Fionnlagh's husband?", "Somhairle", "somhairle-q", "somhairle"),
        Q(
            "s",
            "How much did Fionnlagh ask the bank to lend him?",
            "twelve thousand pounds",
            "salt-plan",
            "twelve thousand",
        ),
        Q(
            "s",
            "What did Fionnlagh want to start making in 2024?",
            "salt, in a shed by the shore",
            "salt-plan",
            "salt; shed",
            "",
            True,
        ),
        Q(
            "s",
            "How much salt was in Fionnlagh's first batch?",
            "four kilos of flaky salt",
            "first-batch",
            "four kilos",
        ),
        Q(
            "s",
            "What is Fionnlagh's salt business called?",
            "Raasay Salt",
            "name",
            "raasay salt",
            "",
            True,
        ),
        Q(
            "s",
            "Who bought the whole of Fionnlagh's first batch of salt?",
            "the hotel in Portree",
            "name",
            "hotel; portree",
        ),
        Q(
            "s",
            "What is Hengist's job?",
            "He is the sexton at the church in Otley, looking after the graveyard and winding the tower clock.",
            "hengist",
            "sexton",
            "third-person-fact",
            True,
        ),
        Q("s", "Who is Hengist?", "Berengaria's partner", "hengist", "partner hengist"),
        Q(
            "s",
            "What does Alwyn think Hengist looks like with his keys?",
            "a jailer",
            "keys",
            "jailer",
        ),
        Q(
            "s",
            "Why did Berengaria's mum give up driving in 2024?",
            "Her migraines were worse.",
            "mum",
            "migraines",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does Berengaria do with her mum every Friday?",
            "takes her shopping",
            "mum",
            "shopping every friday",
        ),
        Q(
            "s",
            "What did the doctor say was wrong with Fionnlagh's back?",
            "a torn muscle",
            "back",
            "torn muscle",
        ),
        Q(
            "s",
            "How long did it take Berengaria to finish the letter P?",
            "four years",
            "p-done",
            "four years",
        ),
        Q(
            "s",
            "How many shops sold Raasay Salt in October 2024?",
            "eleven",
            "shops",
            "eleven shops",
        ),
        Q(
            "s",
            "Who does the Raasay Salt deliveries on Saturdays?",
            "Somhairle, in his wee red car",
            "shops",
            "somhairle; red car",
        ),
        Q(
            "s",
            "How old was Somhairle's dad when he died?",
            "eighty-eight",
            "burial",
            "eighty eight",
            "pronoun",
        ),
        Q("s", "Where was Somhairle's dad buried?", "at Kilmuir", "burial", "kilmuir", "pronoun"),
        Q(
            "s",
            "Where did Berengaria's family go for half term in October 2024?",
            "Robin Hood's Bay",
            "half-term",
            "robin hood's bay",
        ),
        Q(
            "s",
            "What did Berengaria buy Gherkin for his first birthday?",
            "a knitted coat",
            "gherkin-1",
            "knitted coat",
        ),
        Q(
            "s",
            "Who ordered two hundred jars of Raasay Salt a month?",
            "a chain of food halls in Pitlochry",
            "food-halls",
            "food halls; pitlochry",
        ),
        Q(
            "s",
            "What did Hengist break on Boxing Day 2024?",
            "his arm, just above the wrist (first said his wrist)",
            "arm",
            "arm; above wrist",
        ),
        Q("s", "How long was Hengist in a cast?", "six weeks", "cast", "cast; six weeks"),
        Q(
            "s",
            "Which school did Alwyn sit the entrance test for?",
            "the grammar school in Skipton",
            "test",
            "grammar school; skipton",
        ),
        Q(
            "s",
            "Who is Peigi?",
            "Fionnlagh's cousin, his first worker in the salt shed",
            "peigi",
            "cousin peigi",
            "third-person-fact",
        ),
        Q(
            "s",
            "How many days a week did Peigi first work in the salt shed?",
            "three",
            "peigi",
            "three days",
        ),
        Q(
            "s",
            "Did Alwyn get into the grammar school in Skipton?",
            "Yes, he starts in September 2025.",
            "got-in",
            "got in; grammar school",
        ),
        Q(
            "s",
            "What was Berengaria promoted to in 2025?",
            "senior editor",
            "promoted",
            "senior editor",
            "latest",
            True,
        ),
        Q(
            "s",
            "What prize did Raasay Salt win in April 2025?",
            "gold at the island food awards in Pitlochry",
            "gold",
            "gold; food awards",
        ),
        Q("s", "Who made the speech when Raasay Salt won gold?", "Peigi", "speech", "peigi"),
        Q(
            "s",
            "What was Somhairle made in April 2025?",
            "head of the music department at the school in Portree",
            "head",
            "head; music department",
            "latest third-person-fact",
        ),
        Q(
            "s",
            "Where does Fionnlagh walk every morning before work?",
            "on the shore",
            "shore-walk",
            "walk; shore",
            "",
            True,
        ),
        Q(
            "s",
            "Who looks after Gherkin when Berengaria's family goes to Raasay?",
            "Berengaria's mum",
            "gherkin-mum",
            "gherkin; mum",
        ),
        Q(
            "s",
            "What stopped Berengaria's mum's migraines?",
            "the new tablets",
            "mum-better",
            "new tablets",
            "latest",
        ),
        Q(
            "s",
            "How much bigger did the salt works get in 2025?",
            "It doubled in size when they bought the shed next door.",
            "double",
            "doubled; shed next door",
        ),
        Q(
            "s",
            "Is Peigi full-time at Raasay Salt?",
            "yes, full-time since summer 2025",
            "double",
            "peigi; full time",
            "latest",
        ),
        Q(
            "s",
            "Which hill does Somhairle want to take Berengaria's family up?",
            "Dun Caan",
            "dun-caan",
            "dun caan",
        ),
        Q(
            "t",
            "When did Fionnlagh's first batch of salt come out of the pans?",
            "2024-08-08",
            "first-batch",
            "batch; thursday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Somhairle's dad die?",
            "2024-10-15",
            "burial",
            "died; tuesday",
            "relative-date pronoun",
        ),
        Q(
            "t",
            "When was Somhairle's dad's burial at Kilmuir?",
            "2024-10-25",
            "burial",
            "burial; friday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Berengaria's family leave for Robin Hood's Bay?",
            "2024-10-28",
            "half-term",
            "monday 28th",
            "human-date",
        ),
        Q(
            "t",
            "When is Gherkin's birthday?",
            "2024-10-19",
            "gherkin-1",
            "gherkin; one today",
            "relative-date",
        ),
        Q("t", "When did Hengist break his arm?", "2024-12-26", "arm", "boxing day", "human-date"),
        Q(
            "t",
            "When did Alwyn sit the entrance test for the grammar school?",
            "2025-01-11",
            "test",
            "entrance test; saturday",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did Hengist come out of his cast?",
            "2025-02",
            "hengist-back",
            "middle; february",
            "human-date",
        ),
        Q(
            "t",
            "From when is Berengaria senior editor?",
            "2025-05-01",
            "promoted",
            "1st may",
            "human-date",
        ),
        Q(
            "t",
            "When did Raasay Salt win gold?",
            "2025-04-24",
            "gold",
            "gold; thursday",
            "relative-date",
        ),
        Q(
            "t",
            "When does Somhairle start as head of the music department?",
            "2025-08-18",
            "head",
            "18th august",
            "human-date",
        ),
        Q(
            "t",
            "In which month does Alwyn start at the grammar school?",
            "2025-09",
            "got-in",
            "september",
            "human-date",
        ),
        Q(
            "t",
            "On which day does Berengaria's visit to Raasay begin?",
            "2025-07-28",
            "visit",
            "week after next; monday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Alwyn leave primary school?",
            "2025-07-16",
            "left",
            "primary school; wednesday",
            "relative-date",
        ),
        Q(
            "t",
            "Since which month has Berengaria's mum been driving again?",
            "2025-06",
            "mum-better",
            "driving; june",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Raasay Salt sell out twice?",
            "2024-12",
            "xmas",
            "christmas",
            "human-date",
        ),
        Q(
            "m",
            "How did Fionnlagh's salt business grow, in order?",
            "a twelve-thousand-pound loan and a shed; first batch in August 2024 for the hotel in Portree; eleven shops by October; two hundred jars a month for food halls in Pitlochry; gold in April 2025; the shed next door bought in July 2025",
            "first-batch shops food-halls double",
            {
                "first-batch": "batch",
                "shops": "eleven shops",
                "food-halls": "food halls",
                "double": "doubled",
            },
            "event-chain latest",
        ),
        Q(
            "m",
            "How did Peigi's hours change?",
            "three days a week from January 2025, full-time by July 2025",
            "peigi double",
            {"peigi": "three days", "double": "full time"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How did Berengaria's mum's health change between 2024 and 2025?",
            "her migraines got worse and she gave up driving in 2024; new tablets stopped them and she was driving again from June 2025",
            "mum mum-better",
            {"mum": "give up driving", "mum-better": "driving again"},
            "event-chain latest third-person-fact",
        ),
        Q(
            "m",
            "Which letters of the dictionary did Berengaria work on, and when did she leave them?",
            "P until October 2024, then Q until she became senior editor in May 2025",
            "p-done promoted",
            {"p-done": "letter p", "promoted": "letter q"},
            "event-chain",
        ),
        Q(
            "m",
            "What happened to Hengist at Christmas 2024 and when was he back at work?",
            "He broke his arm on Boxing Day and was back winding the tower clock after coming out of the cast in mid-February",
            "arm hengist-back",
            {"arm": "boxing day", "hengist-back": "back"},
            "event-chain",
        ),
        Q(
            "o",
            "Which island is Raasay next to, and where does Somhairle work?",
            "Skye; he works at the school in Portree, Skye's main town",
            "somhairle",
            "portree",
        ),
        Q(
            "o",
            "In which English county is Skipton, where Alwyn goes to the grammar school?",
            "North Yorkshire",
            "test",
            "skipton",
        ),
        Q(
            "s",
            "What prize did Fionnlagh's salt win last year?",
            "gold at the island food awards in Pitlochry",
            "gold",
            "gold; food awards",
            "relative-question-date",
        ),
    ],
)
CONVERSATIONS.append(BERENGARIA_FIONNLAGH)

BLATHNAID = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-02-24
User: Hi, I'm Blathnaid. Can you help me plan a birthday party for my son? Cuan turns eight on the 9th of March and he wants a pirate party at home. {hi}
Assistant: Happy to help, Blathnaid! How many children are coming, and are there any foods to avoid?
User: Twelve children. And can you remember that Cuan is allergic to brazil nuts? It's a proper allergy; he carries an adrenaline pen. {allergy}
Assistant: Noted. Here's a plan: a treasure hunt in the garden, walk the plank, and pirate biscuits. Since Cuan is allergic to pistachios, I'll leave them off the menu.
User: Brazil nuts, not pistachios! Pistachios are fine. {brazil}
Assistant: Sorry, brazil nuts. I'll keep the whole menu free of brazil nuts and remind you to check the chocolate labels.
User: Thanks. I'll do the food on the Friday night, because I work Saturday mornings at the workshop in Chepstow, French polishing antique tables and sideboards. {job}
Assistant: Then here's a Friday prep list: sandwiches, crisps, the biscuits and a cake. Who's helping on the day?
User: My husband Donagh, who's a joiner, so he's making a real plank for the kids to walk. {donagh}
Assistant: Perfect. I'll add "plank (Donagh)" to the list.
@ 2024-05-18
User: Hello again. I need a cover letter. There's a job as head polisher at the conservation workshop at Penhow Court, and I've been at the Chepstow workshop for eleven years. {cover}
Assistant: Great, Blathnaid. What would you like to highlight?
User: That I've French polished over four hundred pieces, including a pianola that had sat in a river for a week. {spinet}
Assistant: Here's a draft that opens with the pianola and your eleven years in Chepstow.
User: Lovely. Also, remind me that Ailis has the orthodontist on Thursday at 3pm. {remind}
Assistant: Reminder set: Ailis's orthodontist appointment on Tuesday at 3pm.
User: Thursday, not Tuesday! {thursday}
Assistant: Sorry: Thursday the 23rd of May at 3pm.
User: Thanks. Ailis is eleven and in Year 6, so she starts at the comprehensive in September. She's getting her teeth straightened first. {ailis}
Assistant: Good luck to her. I'll add the appointment to your list.
@ 2024-09-07
User: Hi. I got the job at Penhow Court! I'm head polisher, and I started on Monday. Can you help me plan my first month? {got-job}
Assistant: Congratulations! Here's a simple plan: meet the team, survey the collection, and set up your bench.
User: Note that my payday is the 15th now, not the last Friday of the month. {payday}
Assistant: Noted: you're paid on the 15th. I'll put the bills after it.
User: Ailis started at the comprehensive on Wednesday and came home saying it's bigger than Chepstow. {ailis-start}
Assistant: Sweet. How is Cuan?
User: Cuan's in Year 4 now, and he's obsessed with our new budgie, Gerald, who says Donagh better than the kids do. {gerald}
Assistant: A talking budgie! Anything else for the month?
User: We're going to a cottage in Nefyn for the October half term, so can you put a packing list at the end? {nefyn}
Assistant: Of course: coats, wellies, playing cards, and the adrenaline pen for Cuan.
@ 2024-12-14
User: Can you help me with a Christmas dinner timing plan for nine? My mother-in-law is staying from the 22nd to the 28th. {xmas}
Assistant: Of course. Since you're still at the Chepstow workshop on Saturday mornings, shall I keep Christmas Eve morning free?
User: No, I left the Chepstow workshop in September. I'm at Penhow Court now, weekdays only. {correct-job}
Assistant: Sorry, Penhow Court, weekdays only. Are there any dietary needs this year?
User: My mother-in-law Ide can't eat egg, so the pudding has to be egg-free. {ide}
Assistant: Then here is an egg-free pudding and a timing plan starting at 9am.
User: Also, remind me that Cuan's carol concert is on Wednesday at 2pm. {carol}
Assistant: Reminder set: Cuan's carol concert, Wednesday the 18th at 2pm.
User: Thanks. And Donagh is starting his own joinery business in January, so it's a frugal Christmas. {business}
Assistant: Then I'll keep the shopping list to a budget.
@ 2025-03-22
User: We've moved! We bought a house in Caldicot and moved in on Monday. Can you help me plan the garden? {moved}
Assistant: Congratulations! What would you like in the garden?
User: Something safe for the puppy. Cuan turned nine on the 9th and we got him a shih tzu called Mochyn, who's ten weeks old. {mochyn}
Assistant: Lovely. Since Mochyn is a great dane, you'll need a high fence.
User: A shih tzu, not a great dane! He's tiny. {shih-tzu}
Assistant: Sorry, a shih tzu. A low fence will do, and no poisonous plants like foxgloves.
User: And can you remember that I've got hay fever? So no grasses that flower. {hayfever}
Assistant: Noted. I'll suggest gravel, herbs and a lawn that's cut short.
User: Donagh can build the planters. His business is flying: six kitchens booked already. {kitchens}
Assistant: Then the planters go on his list, after the six kitchens.
""",
    [
        Q(
            "s",
            "What does Blathnaid do for a living?",
            "She is a French polisher: at a workshop in Chepstow, then head polisher at the conservation workshop at Penhow Court.",
            "job got-job",
            {"job": "french polishing", "got-job": "head polisher"},
            "latest",
            True,
        ),
        Q("s", "What is Blathnaid's son's name?", "Cuan", "hi", "son; cuan"),
        Q(
            "s",
            "What is Cuan allergic to?",
            "brazil nuts",
            "allergy brazil",
            {"allergy": "brazil nuts", "brazil": "brazil nuts"},
            "",
            True,
        ),
        Q(
            "s",
            "What does Cuan carry because of his allergy?",
            "an adrenaline pen",
            "allergy",
            "adrenaline pen",
        ),
        Q(
            "s",
            "What kind of party did Cuan want for his eighth birthday?",
            "a pirate party at home",
            "hi",
            "pirate party",
        ),
        Q(
            "s",
            "How many children came to Cuan's eighth birthday party?",
            "twelve",
            "allergy",
            "twelve children",
        ),
        Q(
            "s",
            "What does Blathnaid's husband do?",
            "He is a joiner, with his own joinery business from January 2025.",
            "donagh",
            "joiner",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What did Donagh make for Cuan's pirate party?",
            "a real plank for the kids to walk",
            "donagh",
            "plank",
        ),
        Q(
            "s",
            "What did the assistant wrongly say Cuan was allergic to?",
            "pistachios (it is brazil nuts)",
            "brazil",
            "pistachios",
        ),
        Q(
            "s",
            "How long had Blathnaid worked at the Chepstow workshop by May 2024?",
            "eleven years",
            "cover",
            "eleven years",
        ),
        Q(
            "s",
            "How many pieces had Blathnaid French polished by May 2024?",
            "over four hundred",
            "spinet",
            "four hundred",
        ),
        Q(
            "s",
            "What unusual instrument had Blathnaid restored?",
            "a pianola that had sat in a river for a week",
            "spinet",
            "pianola",
        ),
        Q(
            "s",
            "Who is Ailis?",
            "Blathnaid's daughter",
            "remind ailis",
            {"remind": "ailis", "ailis": "year 6"},
            "fragment",
        ),
        Q("s", "How old was Ailis in May 2024?", "eleven", "ailis", "eleven"),
        Q(
            "s",
            "What job did Blathnaid get in September 2024?",
            "head polisher at the conservation workshop at Penhow Court",
            "got-job",
            "head polisher; penhow court",
            "latest",
            True,
        ),
        Q(
            "s",
            "What is Blathnaid's payday since September 2024?",
            "the 15th of the month",
            "payday",
            "payday; 15th",
            "latest",
            True,
        ),
        Q(
            "s",
            "What is the name of Blathnaid's budgie?",
            "Gerald",
            "gerald",
            "budgie; gerald",
            "",
            True,
        ),
        Q("s", "What does Gerald the budgie say?", "Donagh", "gerald", "says donagh"),
        Q("s", "What year was Cuan in from September 2024?", "Year 4", "gerald", "year 4"),
        Q(
            "s",
            "Where did Blathnaid's family go for the October half term 2024?",
            "a cottage in Nefyn",
            "nefyn",
            "cottage; nefyn",
        ),
        Q(
            "s",
            "How many people was Blathnaid cooking Christmas dinner for in 2024?",
            "nine",
            "xmas",
            "nine",
        ),
        Q(
            "s",
            "Where did the assistant wrongly think Blathnaid still worked in December 2024?",
            "the Chepstow workshop on Saturday mornings",
            "correct-job",
            "chepstow workshop",
        ),
        Q("s", "What is the name of Blathnaid's mother-in-law?", "Ide", "ide", "mother in law ide"),
        Q(
            "s",
            "What can't Blathnaid's mother-in-law eat?",
            "egg",
            "ide",
            "egg",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Where do Blathnaid's family live since March 2025?",
            "in a house they bought in Caldicot",
            "moved",
            "house; caldicot",
            "latest",
            True,
        ),
        Q(
            "s",
            "What kind of dog is Mochyn?",
            "a shih tzu puppy, Cuan's",
            "mochyn shih-tzu",
            {"mochyn": "shih tzu", "shih-tzu": "shih tzu"},
            "",
            True,
        ),
        Q(
            "s",
            "What breed did the assistant wrongly call Mochyn?",
            "a great dane",
            "shih-tzu",
            "great dane",
        ),
        Q(
            "s",
            "What condition does Blathnaid have that affects her garden plan?",
            "hay fever",
            "hayfever",
            "hay fever",
            "",
            True,
        ),
        Q(
            "s",
            "How many kitchens had Donagh's business booked by March 2025?",
            "six",
            "kitchens",
            "six kitchens",
            "third-person-fact",
        ),
        Q(
            "s",
            "I'm Blathnaid: what did I ask you to remember about my son's allergy?",
            "that Cuan is allergic to brazil nuts",
            "allergy",
            "brazil nuts",
            "first-person-question",
        ),
        Q(
            "s",
            "I'm Blathnaid: when am I paid?",
            "on the 15th of the month",
            "payday",
            "15th",
            "first-person-question latest",
        ),
        Q("t", "When is Cuan's birthday?", "2024-03-09", "hi", "9th march", "human-date"),
        Q(
            "t",
            "When was Ailis's orthodontist appointment?",
            "2024-05-23",
            "remind thursday",
            {"remind": "orthodontist; thursday", "thursday": "thursday"},
            "relative-date",
        ),
        Q(
            "t",
            "When did Blathnaid start at Penhow Court?",
            "2024-09-02",
            "got-job",
            "started; monday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Ailis start at the comprehensive?",
            "2024-09-04",
            "ailis-start",
            "comprehensive; wednesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Blathnaid's mother-in-law arrive for Christmas 2024?",
            "2024-12-22",
            "xmas",
            "22nd",
            "human-date",
        ),
        Q(
            "t",
            "When was Cuan's carol concert?",
            "2024-12-18",
            "carol",
            "carol concert; wednesday",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did Donagh start his joinery business?",
            "2025-01",
            "business",
            "january",
            "human-date",
        ),
        Q(
            "t",
            "When did Blathnaid's family move into the house in Caldicot?",
            "2025-03-17",
            "moved",
            "moved; monday",
            "relative-date",
        ),
        Q(
            "t",
            "In which month was Mochyn born?",
            "2025-01",
            "mochyn",
            "ten weeks old",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did Blathnaid leave the Chepstow workshop?",
            "2024-09",
            "correct-job",
            "september",
            "human-date",
        ),
        Q(
            "m",
            "How old was Cuan when he got Mochyn, and when is his birthday?",
            "nine; his birthday is on 9 March",
            "hi mochyn",
            {"hi": "9th march", "mochyn": "nine"},
            "event-chain",
        ),
        Q(
            "m",
            "Which facts did Blathnaid correct the assistant on?",
            "Cuan's allergy is brazil nuts, not pistachios; the orthodontist was on Thursday, not Tuesday; she had left the Chepstow workshop for Penhow Court; Mochyn is a shih tzu, not a great dane",
            "brazil thursday correct-job shih-tzu",
            {
                "brazil": "brazil nuts",
                "thursday": "thursday",
                "correct-job": "penhow court",
                "shih-tzu": "shih tzu",
            },
            "event-chain",
        ),
        Q(
            "m",
            "How did Donagh's work change?",
            "a joiner, who started his own joinery business in January 2025 and had six kitchens booked by March",
            "donagh business kitchens",
            {"donagh": "joiner", "business": "joinery business", "kitchens": "six kitchens"},
            "event-chain latest third-person-fact",
        ),
        Q(
            "m",
            "Which schools did Ailis go to in 2024?",
            "Year 6 of primary school, then the comprehensive from 4 September 2024",
            "ailis ailis-start",
            {"ailis": "year 6", "ailis-start": "comprehensive"},
            "event-chain",
        ),
        Q(
            "o",
            "Which river runs through Chepstow, where Blathnaid worked for eleven years?",
            "the Wye",
            "job",
            "chepstow",
        ),
        Q(
            "o",
            "On which peninsula is Nefyn, where Blathnaid's family spent half term?",
            "the Llŷn peninsula",
            "nefyn",
            "nefyn",
        ),
    ],
    user_label="Blathnaid",
)
CONVERSATIONS.append(BLATHNAID)

DOLINA = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-10-05
User: hi. names dolina. need a training plan for a 10 mile charity run in march {hi}
Assistant: Hello, Dolina! Happy to help. How much are you running at the moment?
User: 3 miles twice a week. im a bailiff for the county court so im on my feet all day anyway {job}
Assistant: Good base. Since you're on your feet all day as a traffic warden, we'll keep the midweek runs short.
User: bailiff not traffic warden lol {bailiff}
Assistant: Sorry, a bailiff. Here's a 23-week plan building from 3 miles to 10.
User: ta. wife kirsty is doin it wiv me. together 10 yrs. 12 actually, shed kill me {kirsty}
Assistant: Twelve years, noted! I'll make the plan for two runners.
User: run is 16th march in ruthin {run}
Assistant: Then the plan counts back from the 16th of March, with a taper in the last fortnight.
@ 2025-01-18
User: need a letter to the housing association about mould in the back bedroom {mould}
Assistant: Of course. What's your address, and how long has it been going on?
User: flat 4, 12 well st, ruthin. moved in 2 yrs ago, mould since october {flat}
Assistant: Here's a draft asking for an inspection within fourteen days.
User: ta. remind me vet is tues 9am. miso's teeth {vet}
Assistant: Reminder set: Tuesday the 21st of January at 9am, the vet for Miso. How old is Miso?
User: 12. siamese. screams at everyone {miso}
Assistant: A classic siamese. How's the training going?
User: ok. did 7 miles on weds, legs dead {seven}
Assistant: Seven miles is right on plan. Rest well.
@ 2025-04-12
User: need a present for kirsty, 40 on the 26th {forty}
Assistant: Lovely. What does she like?
User: shes a picture framer, loves botanical prints {framer}
Assistant: How about a set of botanical prints she can frame herself? They'd be ready for her birthday on the 16th.
User: 26th not 16th {26th}
Assistant: Sorry, the 26th. There's still plenty of time to order them.
User: run went well btw. 10 miles in 1hr 52 {run-done}
Assistant: Congratulations! That's a great time.
User: also got promoted. senior bailiff, start mon {senior}
Assistant: Well done, Dolina!
@ 2025-07-26
User: need a budget for movin house {budget}
Assistant: Sure. Where are you moving, and when?
User: bought a house in denbigh wiv kirsty, move on 15th aug {denbigh}
Assistant: Congratulations! Here's a budget with removals, deposit and the first bills.
User: note the direct debit for the house goes out on the 4th {debit}
Assistant: Noted: the house payment goes out on the 4th of each month.
User: kirstys pregnant btw. due in jan {pregnant}
Assistant: Congratulations to you both! I'll add a line for the baby.
User: ta. miso is not impressed {miso-not}
Assistant: Siamese cats rarely are.
""",
    [
        Q(
            "s",
            "What does Dolina do for a living?",
            "She is a bailiff for the county court; senior bailiff from April 2025.",
            "job bailiff",
            {"job": "bailiff; county court", "bailiff": "bailiff"},
            "",
            True,
        ),
        Q(
            "s",
            "What job did the assistant wrongly think Dolina had?",
            "traffic warden",
            "bailiff",
            "traffic warden",
        ),
        Q(
            "s",
            "How far is the charity run Dolina trained for?",
            "10 miles",
            "hi",
            "10 mile; charity run",
        ),
        Q(
            "s",
            "How much was Dolina running in October 2024?",
            "3 miles twice a week",
            "job",
            "3 miles; twice",
        ),
        Q("s", "What is the name of Dolina's wife?", "Kirsty", "kirsty", "wife kirsty", "", True),
        Q(
            "s",
            "How long have Dolina and Kirsty been together, as of October 2024?",
            "12 years (she first said 10)",
            "kirsty",
            "12",
            "fragment",
        ),
        Q("s", "Where was the charity run?", "in Ruthin", "run", "ruthin"),
        Q(
            "s",
            "What was Dolina's letter to the housing association about?",
            "mould in the back bedroom",
            "mould",
            "mould; back bedroom",
        ),
        Q(
            "s",
            "Where did Dolina live in January 2025?",
            "flat 4, 12 Well Street, Ruthin",
            "flat",
            "well st; ruthin",
            "",
            True,
        ),
        Q("s", "Why was Miso going to the vet?", "for his teeth", "vet", "teeth"),
        Q(
            "s",
            "What kind of cat is Miso?",
            "a siamese, twelve years old, Dolina's",
            "miso",
            "siamese",
            "",
            True,
        ),
        Q("s", "How old was Miso in January 2025?", "12", "miso", "12"),
        Q(
            "s",
            "What is Kirsty's job?",
            "She is a picture framer.",
            "framer",
            "picture framer",
            "third-person-fact",
            True,
        ),
        Q("s", "What does Kirsty love?", "botanical prints", "framer", "botanical prints"),
        Q("s", "How old did Kirsty turn in April 2025?", "40", "forty", "40", "third-person-fact"),
        Q(
            "s",
            "How long did Dolina take to run the 10 miles?",
            "1 hour 52 minutes",
            "run-done",
            "1hr 52",
        ),
        Q(
            "s",
            "What was Dolina promoted to in April 2025?",
            "senior bailiff",
            "senior",
            "senior bailiff",
            "latest",
        ),
        Q(
            "s",
            "Where did Dolina and Kirsty buy a house?",
            "in Denbigh",
            "denbigh",
            "house; denbigh",
            "latest",
            True,
        ),
        Q(
            "s",
            "When does the direct debit for Dolina's house go out each month?",
            "on the 4th",
            "debit",
            "direct debit; 4th",
            "",
            True,
        ),
        Q(
            "s",
            "What news did Dolina give about Kirsty in July 2025?",
            "Kirsty is pregnant, due in January.",
            "pregnant",
            "pregnant",
            "third-person-fact",
        ),
        Q(
            "s",
            "I'm Dolina: what did I ask you to remind me about in January 2025?",
            "the vet for Miso's teeth on Tuesday at 9am",
            "vet",
            "vet; tues 9am",
            "first-person-question",
        ),
        Q("t", "When was Dolina's charity run?", "2025-03-16", "run", "16th march", "human-date"),
        Q(
            "t",
            "When was Miso's vet appointment?",
            "2025-01-21",
            "vet",
            "vet; tues",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did the mould in Dolina's back bedroom start?",
            "2024-10",
            "flat",
            "mould since october",
            "human-date",
        ),
        Q(
            "t",
            "When did Dolina run 7 miles in training?",
            "2025-01-15",
            "seven",
            "7 miles; weds",
            "relative-date",
        ),
        Q(
            "t",
            "When is Kirsty's birthday?",
            "2025-04-26",
            "forty 26th",
            {"forty": "26th", "26th": "26th"},
            "human-date",
        ),
        Q(
            "t",
            "When did Dolina start as senior bailiff?",
            "2025-04-14",
            "senior",
            "senior bailiff; mon",
            "relative-date",
        ),
        Q(
            "t",
            "When did Dolina and Kirsty move to Denbigh?",
            "2025-08-15",
            "denbigh",
            "15th aug",
            "human-date",
        ),
        Q("t", "In which month is Kirsty's baby due?", "2026-01", "pregnant", "jan", "human-date"),
        Q(
            "m",
            "Where has Dolina lived, in order?",
            "flat 4, 12 Well Street, Ruthin, then a house she bought with Kirsty in Denbigh from 15 August 2025",
            "flat denbigh",
            {"flat": "ruthin", "denbigh": "denbigh"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How did Dolina's training for the charity run go?",
            "from 3 miles twice a week in October 2024, to 7 miles in January, to 10 miles in 1 hour 52 on 16 March 2025",
            "job seven run-done",
            {"job": "3 miles", "seven": "7 miles", "run-done": "10 miles"},
            "event-chain",
        ),
        Q(
            "m",
            "Which dates did Dolina correct the assistant on?",
            "Kirsty's birthday is the 26th, not the 16th; and they had been together 12 years, not 10",
            "26th kirsty",
            {"26th": "26th", "kirsty": "12"},
            "event-chain",
        ),
        Q(
            "m",
            "Which of Dolina's jobs has the assistant got right and wrong?",
            "She is a bailiff (the assistant said traffic warden), then senior bailiff from April 2025",
            "bailiff senior",
            {"bailiff": "bailiff", "senior": "senior bailiff"},
            "event-chain latest",
        ),
        Q("o", "In which country are Ruthin and Denbigh?", "Wales", "denbigh", "denbigh"),
        Q(
            "o",
            "Which part of the world does Miso's breed of cat come from?",
            "Thailand (Siam)",
            "miso",
            "siamese",
        ),
        Q(
            "s",
            "Which town did Dolina move to last year?",
            "Denbigh",
            "denbigh",
            "denbigh",
            "relative-question-date",
        ),
    ],
    user_label="Dolina",
)
CONVERSATIONS.append(DOLINA)

# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-02-14 is a Wednesday, 2024-05-23 a Thursday, 2024-08-31 a Saturday, 2025-01-06 a
# Monday, 2025-05-13 a Tuesday and 2025-09-19 a Friday. A weekday named for a past event
# is the one before the date; for a plan, the one after.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-02-14", "2024-05-23", "2024-08-31"
D_, E_, F_ = "2025-01-06", "2025-05-13", "2025-09-19"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Tegwen",
        "On Sunday my sister Heulwen and I walked the whole of the Glyndŵr's Way stretch from Knucklas to Felindre, twenty-two miles. Twenty-four, actually, we got lost twice.",
        [
            M(
                "Tegwen and her sister Heulwen walked the Glyndŵr's Way stretch from Knucklas to Felindre on 2024-02-11.",
                R,
                "tegwen; glyndŵr's way; 2024-02-11",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "tyrone",
        "passed my telehandler... no my scissor lift ticket on tuesday!! first go",
        [
            M(
                "tyrone passed his scissor lift ticket on 2024-05-21.",
                R,
                "tyrone; scissor lift; 2024-05-21",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Gwawr",
        "We planted a monkey puzzle for Dad on the bank holiday Monday, up on the Black Mountain where he used to fly his kites.",
        [
            M(
                "Gwawr's family planted a monkey puzzle for Gwawr's dad on the Black Mountain on 2024-08-26.",
                R,
                "monkey puzzle; black mountain; 2024-08-26",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "Over Christmas my brother-in-law Emlyn proposed to his girlfriend on the clifftop at Aberporth; can you help me write them a card?",
        [
            M(
                "The user's brother-in-law Emlyn proposed to his girlfriend over Christmas, in 2024-12.",
                R,
                "emlyn; proposed; 2024-12",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "got my braces off on sat. 2 yrs of them. what can i eat first",
        [M("The user got braces off on 2025-05-10.", R, "braces; 2025-05-10")],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Idwal",
        "My daughter Glesni passed her grade five dulcimer on Monday, with a distinction.",
        [
            M(
                "Idwal's daughter Glesni passed grade five dulcimer with a distinction on 2025-09-15.",
                R,
                "glesni; grade five; 2025-09-15",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        D_,
        "jordi",
        "home since friday still sore, they took a cyst off my back on new years day",
        [
            M(
                "jordi had a cyst removed on 2025-01-01 and has been home since 2025-01-03.",
                R,
                "jordi; 2025-01-01|2025-01-03",
            )
        ],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Tegwen",
        "I've run the youth hostel at Llanddeusant for eleven years now.",
        [
            M(
                "Tegwen runs the youth hostel at Llanddeusant.",
                D,
                "tegwen; youth hostel; llanddeusant",
            )
        ],
    ),
    S(
        "durable-fact",
        TL,
        C_,
        "tyrone",
        "i drive the gully sucker for the council, 6am starts, been on it 4 yrs",
        [M("tyrone drives the gully sucker for the council.", D, "tyrone; gully sucker")],
    ),
    S(
        "durable-fact",
        NJ,
        E_,
        "Heddwyn",
        "I'm a gunsmith in Llandovery; I mend shotguns for half the farms in the valley.",
        [M("Heddwyn is a gunsmith in Llandovery.", D, "heddwyn; gunsmith; llandovery")],
    ),
    S(
        "durable-fact",
        UA,
        A_,
        "User",
        "I'm a tree planter on the hills above Rhandirmwyn, so I'm out in all weathers; what waterproofs should I buy?",
        [M("The user is a tree planter on the hills above Rhandirmwyn.", D, "tree planter")],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "im deaf in my left ear since birth btw, so speak up lol",
        [M("The user has been deaf in the left ear since birth.", D, "deaf; left ear")],
    ),
    S(
        "durable-fact",
        NL,
        D_,
        "Idwal",
        "I've lived in Llanwrtyd for twenty years, fifteen with the bog snorkelling club.",
        [M("Idwal lives in Llanwrtyd.", D, "idwal; llanwrtyd")],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        C_,
        "Tegwen",
        "We're taking my mother-in-law Ffraid to Bardsey for her seventieth, a fortnight on Monday.",
        [
            M(
                "Tegwen and her family are taking Tegwen's mother-in-law Ffraid to Bardsey on 2024-09-16.",
                R,
                "ffraid|mother in law; bardsey; 2024-09-16",
            )
        ],
    ),
    S(
        "plan",
        TL,
        A_,
        "jordi",
        "moving into the flat above the tanning salon on friday, sorry i meant saturday, keys r friday",
        [
            M(
                "jordi is moving into the flat above the tanning salon on 2024-02-17.",
                R,
                "jordi; flat; 2024-02-17",
            )
        ],
    ),
    S(
        "plan",
        NJ,
        B_,
        "Gwawr",
        "Our Siwan starts as a trainee ticket inspector on the Heart of Wales line on the spring bank holiday.",
        [
            M(
                "Gwawr's Siwan starts as a trainee ticket inspector on the Heart of Wales line on 2024-05-27.",
                R,
                "siwan; ticket inspector; 2024-05-27",
            )
        ],
    ),
    S(
        "plan",
        UA,
        E_,
        "User",
        "Remind me that the Aga man is coming on Friday at 8am. Sorry, I meant Thursday: Friday's my hair appointment.",
        [M("The Aga man is coming to the user on 2025-05-15 at 8am.", R, "aga man; 2025-05-15")],
    ),
    S(
        "plan",
        JM,
        D_,
        "User",
        "flu jab thurs 3pm. remind me pls",
        [M("The user has a flu jab on 2025-01-09 at 3pm.", R, "flu jab; 2025-01-09")],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        D_,
        "Idwal",
        "My stepson Bedwyr has got a job as a ghillie on the Towy, taking the fishermen out.",
        [M("Idwal's stepson Bedwyr is a ghillie on the Towy.", D, "bedwyr; ghillie")],
    ),
    S(
        "third-person-fact",
        TL,
        E_,
        "tyrone",
        "my nan's 91 n still does the church flowers every sat",
        [M("tyrone's nan does the church flowers every Saturday.", D, "nan; church flowers")],
    ),
    S(
        "third-person-fact",
        NJ,
        F_,
        "Heddwyn",
        "My partner Peredur is a stable lad at the racing yard in Lambourn, up at five every day.",
        [
            M(
                "Heddwyn's partner Peredur is a stable lad at the racing yard in Lambourn.",
                D,
                "peredur; stable lad",
            )
        ],
    ),
    S(
        "third-person-fact",
        UA,
        B_,
        "User",
        "My son Tudur is seven and in Year 2, and he's got eczema on his hands; which soap is gentlest?",
        [
            M("The user's son Tudur is seven and in Year 2.", R, "tudur; seven|year 2"),
            M("The user's son Tudur has eczema.", D, "tudur; eczema"),
        ],
    ),
    S(
        "third-person-fact",
        JM,
        C_,
        "User",
        "my wife works nights on the switchboard at the hospital, so quiet suggestions pls",
        [
            M(
                "The user's wife works nights on the switchboard at the hospital.",
                D,
                "wife; switchboard",
            )
        ],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        E_,
        "Idwal",
        "The ice cream van that goes round Talgarth. Since Easter.",
        [
            M(
                "Idwal's wife works on the ice cream van that goes round Talgarth.",
                D,
                "idwal; ice cream van",
            )
        ],
        [("Tegwen", "Where's your wife working now?")],
    ),
    S(
        "fragment-answer",
        TL,
        F_,
        "jordi",
        "a bichon called wonton, 3 in oct",
        [M("jordi has a bichon called Wonton.", D, "jordi; bichon|wonton")],
        [("tyrone", "wot kind of dog did u get in the end")],
    ),
    S(
        "fragment-answer",
        NJ,
        A_,
        "Gwawr",
        "Year 9 now, and she's in the top set for maths.",
        [M("Gwawr's daughter is in Year 9.", R, "gwawr; year 9")],
        [("Heddwyn", "What year is your daughter in now?")],
    ),
    S(
        "fragment-answer",
        UA,
        C_,
        "User",
        "Hanna. With an h at the end, not Hannah.",
        [M("The user's niece is called Hanna.", D, "niece; hanna")],
        [("Assistant", "What's your niece's name, so I can put it on the invitation?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        A_,
        "Tegwen",
        "I'm off my feet for six weeks after I pulled a calf muscle at clog dancing.",
        [
            M(
                "Tegwen is off her feet after pulling a calf muscle at clog dancing.",
                R,
                "tegwen; calf muscle|clog dancing",
            )
        ],
    ),
    S(
        "recent-state",
        TL,
        B_,
        "tyrone",
        "off work wiv whiplash since the crash, cant turn me head",
        [M("tyrone is off work with whiplash.", R, "tyrone; whiplash")],
    ),
    S(
        "recent-state",
        NJ,
        D_,
        "Heddwyn",
        "I'm staying at my brother's in Llangadog until the workshop roof is fixed.",
        [M("Heddwyn is staying at Heddwyn's brother's in Llangadog.", R, "heddwyn; llangadog")],
    ),
    S(
        "recent-state",
        JM,
        E_,
        "User",
        "got concussion off a door... a kitchen cupboard door, so no screens for a week they said",
        [M("The user has concussion from a kitchen cupboard door.", R, "concussion")],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        D_,
        "User",
        "Back in the summer we adopted a retired sheepdog... sorry, an Afghan hound cross, called Brân; can you suggest a winter coat for a skinny dog?",
        [M("The user has an Afghan hound cross called Brân.", D, "afghan hound|brân")],
    ),
    S(
        "request-with-fact",
        JM,
        A_,
        "User",
        "can u remember im allergic to plasters, the sticky ones. need a first aid list for the kids",
        [M("The user is allergic to sticky plasters.", D, "allergic; plasters")],
    ),
    S(
        "request-with-fact",
        UA,
        F_,
        "User",
        "Note that my PIN day at the bank is the 4th, and suggest a budget for a family of five.",
        [M("The user's PIN day at the bank is the 4th.", D, "pin day; 4th")],
    ),
    S(
        "request-with-fact",
        JM,
        B_,
        "User",
        "my girls 6 and 9, both in the junior lifesaving club, need a packing list for their camp",
        [
            M(
                "The user has two daughters aged 6 and 9 who are in the junior lifesaving club.",
                R,
                "6; 9; lifesaving club",
            )
        ],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        C_,
        "Idwal",
        "Still there, twenty years in November.",
        [M("Idwal still works at the slate quarry in Blaenau.", D, "idwal; slate quarry")],
        [("Tegwen", "Are you still at the slate quarry in Blaenau?")],
    ),
    S(
        "second-person",
        TL,
        D_,
        "jordi",
        "yeh since the summer, its not bad",
        [M("jordi works at the packing plant in Newtown.", D, "jordi; packing plant")],
        [("tyrone", "u still at the packing plant in newtown")],
    ),
    S(
        "second-person",
        NJ,
        E_,
        "Heddwyn",
        "Yes, every Wednesday night, and I'm the captain now.",
        [
            M(
                "Heddwyn rides for the cycle speedway team every Wednesday night and is the captain.",
                D,
                "heddwyn; cycle speedway",
            )
        ],
        [("Gwawr", "Do you still ride for the cycle speedway team?")],
    ),
    S(
        "second-person",
        UA,
        F_,
        "User",
        "Yes, since Easter. I love it.",
        [
            M(
                "The user has been learning the psaltery at the night class since Easter.",
                D,
                "psaltery; night class",
            )
        ],
        [("Assistant", "Are you still going to the psaltery night class you mentioned?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        A_,
        "Idwal",
        "My wife Catrin is a potter in Talgarth, her son Tomi is at catering college in Ammanford, and we've got a lhasa apso called Sidan who's nine.",
        [
            M("Idwal's wife Catrin is a potter in Talgarth.", D, "catrin; potter"),
            M(
                "Catrin's son Tomi is at catering college in Ammanford.",
                D,
                "tomi; catering college",
            ),
            M("Idwal has a lhasa apso called Sidan.", D, "idwal; sidan|lhasa apso"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        C_,
        "jordi",
        "me n my bf deiniol got a bengal called pixel, hes 1, deiniols a window fitter, n im on lates at the multiplex",
        [
            M(
                "jordi and jordi's boyfriend Deiniol have a bengal called Pixel.",
                D,
                "jordi; pixel|bengal",
            ),
            M("jordi's boyfriend Deiniol is a window fitter.", D, "deiniol; window fitter"),
            M("jordi works lates at the multiplex.", D, "jordi; lates; multiplex"),
        ],
    ),
    S(
        "multi-fact",
        NJ,
        F_,
        "Gwawr",
        "My brother Cadog is a canal ranger on the Monmouthshire canal, his wife Elen teaches Welsh, and their twins started Year 1 this month.",
        [
            M(
                "Gwawr's brother Cadog is a canal ranger on the Monmouthshire canal.",
                D,
                "cadog; canal ranger",
            ),
            M("Cadog's wife Elen teaches Welsh.", D, "elen; teaches welsh"),
            M("Cadog and Elen's twins started Year 1 in 2025-09.", R, "twins; year 1; 2025-09"),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        B_,
        None,
        "Note: Auntie Ceinwen's ruby wedding party is on Saturday the 8th of June at the Drovers Arms.",
        [
            M(
                "Auntie Ceinwen's ruby wedding party is on 2024-06-08 at the Drovers Arms.",
                R,
                "ceinwen; ruby wedding; 2024-06-08|8th june",
            )
        ],
    ),
    S(
        "note",
        UA,
        E_,
        "User",
        "Note to self: Mam's hearing aid needs new batteries every Sunday.",
        [
            M(
                "The user's mam has a hearing aid that needs new batteries every Sunday.",
                D,
                "mam; hearing aid",
            )
        ],
    ),
    S(
        "note",
        JM,
        C_,
        "User",
        "note: bins r tuesday now not weds",
        [M("The user's bins go out on Tuesday.", D, "bins; tuesday")],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        B_,
        "Tegwen",
        "I can't stand tripe; the smell alone finishes me.",
        [M("Tegwen can't stand tripe.", D, "tegwen; tripe")],
    ),
    S(
        "preference",
        TL,
        E_,
        "tyrone",
        "i hate the snow tbh, cant drive in it",
        [M("tyrone hates the snow.", D, "tyrone; snow")],
    ),
    S(
        "preference",
        NJ,
        A_,
        "Heddwyn",
        "I love the smell of gun oil first thing in the morning.",
        [M("Heddwyn loves the smell of gun oil.", D, "heddwyn; gun oil")],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NL,
        D_,
        "Idwal",
        "My grandad did. He built it from the timbers of an old barn.",
        [
            M(
                "Idwal's grandad built Idwal's dresser from the timbers of an old chapel.",
                D,
                "idwal; grandad; dresser",
            )
        ],
        [("Tegwen", "Who made that dresser in your kitchen?")],
    ),
    S(
        "pronoun-answer",
        NJ,
        C_,
        "Gwawr",
        "She did, in the summer: she's a proper glass engraver now, with her own van.",
        [M("Gwawr's niece Tirion has qualified as a glass engraver.", D, "tirion; glass engraver")],
        [("Heddwyn", "Did your niece Tirion ever finish her glass engraver training?")],
    ),
    # -- sentences that should form nothing --
    # chatter, jokes, quotes and what the speaker did not do
    S("chatter", NL, A_, "Tegwen", "I'm the Lady of the Lake, obviously. Anyway, where were we?"),
    S("chatter", TL, B_, "tyrone", "lmaooo im crying"),
    S(
        "chatter",
        NJ,
        C_,
        "Gwawr",
        "I didn't actually make it to the sheepdog trials; I watched them on the telly.",
    ),
    S(
        "chatter",
        UA,
        D_,
        "User",
        "As the old saying goes, a stitch in time saves nine! Anyway, back to the rota.",
    ),
    S("chatter", JM, E_, "User", "lol ignore that, cat walked on the keyboard"),
    S("chatter", NL, F_, "Idwal", "Like my nan used to say, never trust a sheep with a grudge."),
    # compliments
    S("compliment", NL, B_, "Idwal", "Your bara brith is the best I've ever had."),
    S("compliment", TL, C_, "jordi", "ur new hair is class"),
    S("compliment", NJ, D_, "Heddwyn", "My mother-in-law grows the best dahlias in the valley."),
    S("compliment", UA, E_, "User", "You're really patient with my questions, thank you."),
    S("compliment", JM, F_, "User", "my sons drawings are better than anything in the museum"),
    S("compliment", NL, D_, "Tegwen", "That was a lovely toast you gave at the naming day."),
    # opinions about the world
    S("generic-opinion", NL, C_, "Idwal", "Buses round here are hopeless after six."),
    S("generic-opinion", TL, D_, "tyrone", "january is the longest month, every year"),
    S("generic-opinion", NJ, E_, "Gwawr", "Nobody sends postcards any more, which is a shame."),
    S(
        "generic-opinion",
        UA,
        F_,
        "User",
        "I think the best holidays are the ones with no phone signal.",
    ),
    S("generic-opinion", JM, A_, "User", "homemade bread always beats shop bread"),
    S(
        "generic-opinion",
        NL,
        E_,
        "Tegwen",
        "Spring in the mountains is better than any holiday abroad.",
    ),
    # hypotheticals, wishes and what someone else might do
    S(
        "hypothetical",
        NL,
        D_,
        "Tegwen",
        "If I won the lottery I'd buy a racehorse and never work again.",
    ),
    S("hypothetical", TL, E_, "jordi", "might try kitesurf one day if the sea ever warms up"),
    S(
        "hypothetical",
        NJ,
        F_,
        "Heddwyn",
        "My brother says he might sell the farm if the price of lamb drops again.",
    ),
    S("hypothetical", UA, A_, "User", "I wish I'd learned Welsh properly as a child."),
    S("hypothetical", JM, B_, "User", "if it rains sat we might just stay in"),
    S("hypothetical", NL, C_, "Idwal", "My wife might go back to college if the fees come down."),
    # other people's opinions
    S("others-opinion", NL, A_, "Idwal", "My mam thinks my new coat makes me look like a postbox."),
    S("others-opinion", TL, B_, "tyrone", "me nan reckons the new paperboy is too cheeky"),
    S("others-opinion", NJ, C_, "Gwawr", "Cadog thinks the new solar farm will spoil the view."),
    S(
        "others-opinion",
        UA,
        D_,
        "User",
        "My mother-in-law thinks our kitchen is too cold for a baby.",
    ),
    S("others-opinion", JM, E_, "User", "my stepdad says the new stadium is a waste of money"),
    S("others-opinion", NL, F_, "Tegwen", "My best mate reckons I should go blonde."),
    # passing moods
    S("passing-mood", NL, B_, "Tegwen", "I'm absolutely shattered tonight."),
    S("passing-mood", TL, C_, "jordi", "so fed up rn"),
    S("passing-mood", NJ, D_, "Heddwyn", "Feeling a bit low this morning, nothing serious."),
    S("passing-mood", UA, E_, "User", "Sorry, I'm a bit grumpy today."),
    S("passing-mood", JM, F_, "User", "honestly just knackered today"),
    S("passing-mood", TL, A_, "tyrone", "buzzin for no reason today"),
    # questions
    S("question", NL, C_, "Tegwen", "How's your sister getting on at the new school?"),
    S("question", TL, D_, "jordi", "wot u doin for ur bday"),
    S("question", NJ, E_, "Gwawr", "Is your dad still going to the model railway club?"),
    S("question", UA, F_, "User", "How long should I roast a leg of lamb for?"),
    S("question", JM, A_, "User", "whats a good name for a cockerel"),
    S("question", NL, E_, "Idwal", "Did your husband ever fix the porch light?"),
    # thanks
    S("thanks", NL, F_, "Idwal", "Thanks so much for the Welsh cakes, they were gorgeous."),
    S("thanks", TL, B_, "tyrone", "ta for the lift sat"),
    S("thanks", UA, C_, "User", "Thank you, that's really useful."),
    S("thanks", JM, D_, "User", "cheers thats perfect"),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        A_,
        "Assistant",
        "You could make a big pot of lobscouse; it freezes well.",
        [],
        [("User", "What can I cook for the week ahead?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        B_,
        "Assistant",
        "A weekend in Criccieth might suit you; the castle is easy to walk around.",
        [],
        [("User", "where should i go for a weekend away")],
    ),
    S(
        "assistant-suggestion",
        UA,
        E_,
        "Assistant",
        "Perhaps a framed print of the beach where you got engaged would make a lovely present.",
        [],
        [("User", "What can I get my wife for our anniversary?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        F_,
        "Assistant",
        "You could join a walking group; it's a friendly way to meet people.",
        [],
        [("User", "how do i meet people after moving")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
