# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the eleventh development recall set (this folder), written blind as held-out 11.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
Like the sixth to tenth sets, most of it is written in proper case and full sentences,
the way two friends write to each other in a long dated chat; one pair chat is lower-case
texting. This script (with ``bench/_handwritten.py``, the format the hand-written sets
share) only numbers turns, resolves the turn labels that questions point at, checks the
labels against the scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-dev11/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev11/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho11"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev11/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the eleventh held-out set; "
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

BRYHER_EOGHAN = Conv(
    "pair",
    "named_lines",
    ["Bryher", "Eoghan"],
    """
@ 2024-01-14
Eoghan: Bryher, happy new year from Narva! It's minus twelve and the river is frozen solid. How is Prudhoe treating you? {home}
Bryher: Eoghan! Prudhoe is grey and wet, but I'm cheerful. On Wednesday I finished my first full set of show harness, for a carriage driver in Middleham, and it took me eleven weeks of evenings. {harness}
Eoghan: Eleven weeks on one harness! Was the driver pleased with it?
Bryher: He was, and he paid me two thousand one hundred pounds, which is the most I've ever charged. I've been a harness maker for eight years now, but always in someone else's workshop. {harness-pay}
Eoghan: That's a proper milestone. Have you thought about going out on your own?
Bryher: Funny you should ask. I'm opening my own workshop on Front Street, in an old forge, on the 1st of May. Tristram thinks I'm mad, but he's helping me paint it. {shop-plan}
Eoghan: Tristram is right that you're mad, and right to help. My news is sadder: Liis and I have broken up. She moved to Kohtla-Järve on Friday to be nearer her mother. {breakup}
Bryher: Oh, Eoghan, I'm so sorry. How long were you together?
Eoghan: Three years in March. It was friendly, honestly, which somehow makes it worse. My flatmate Moose has been making me soup every night. {moose}
Bryher: Moose? Please tell me that isn't his real name.
Eoghan: Ha, no. He's six foot six and eats like a moose. I'll tell you his real name when he's earned it. {moose-joke}
Bryher: Fair enough. What else is keeping you busy?
Eoghan: Futsal. We're the Kreenholm Lynx, twelve of us from the theatre and the power station, and we train on Monday nights in a sports hall at Kreenholm. Last week we lost to a university team by seven goals to four. {lynx}
Bryher: That's no disgrace. I'm still ringing handbells every Thursday with the Tynedale Ringers, eight of us in the back room of the Methodist church. We're playing at the Glasshouse in Gateshead on the 24th of February. {ringers}
Eoghan: Handbells at the Glasshouse! Send me a video, please.
@ 2024-03-23
Bryher: Eoghan, how are you? Is the river still frozen?
Eoghan: It melted three weeks ago, on the same day I adopted a cat! She's a grey cat from the shelter, called Pilvi, and the shelter says she's eight months old. {pilvi}
Bryher: A cat! That's exactly what you needed. Does Moose like her?
Eoghan: Priit adores her. That's Moose, by the way: his real name is Priit Kask, and he earned it by building her a climbing tower out of old stage flats. {priit}
Bryher: Priit the carpenter, then. How did the futsal season end?
Eoghan: We won the indoor league on Sunday! We beat Jõhvi five goals to three in the final, and I scored the winning goal. {league}
Bryher: Brilliant! My news is mixed. The shop opening has moved to the 15th of June, because the landlord still hasn't fixed the roof. {shop-moved}
Eoghan: Landlords are the same everywhere. How did the Glasshouse concert go?
Bryher: Well, but it nearly didn't happen. Our bass ringer Wolstan slipped on ice the week before and cracked two ribs, so he rang sitting down. Before that, back in January, he'd already missed three rehearsals with flu, so we were terrified. {wolstan}
Eoghan: Ringing with cracked ribs is heroic. Give him my regards.
Bryher: I will. And Godwin finally has a date for his ankle fusion: the 9th of April, at Wansbeck General. {godwin-date}
Eoghan: Who's Godwin? Have I met him?
Bryher: He's my dad! Sorry, I forget that you've only ever heard me call him Dad. He's seventy-four, and he's been limping for two years. {godwin}
Eoghan: I hope it goes smoothly. Tell him a futsal player from Narva is cheering for him.
Bryher: I'll tell him. Tuesdays are my long days at the moment: I'm at the old workshop from seven until seven, and then I paint the new shop until ten. {tuesdays}
Eoghan: You'll wear yourself out. Promise me you'll rest at Easter.
@ 2024-06-08
Eoghan: Bryher! Is the shop open yet?
Bryher: Not yet, and I'm cross about it. The opening has moved again, to the 6th of July, because the electrician found that the wiring dates from the 1950s. {shop-moved-again}
Eoghan: Third time lucky. How's your dad?
Bryher: Home since Wednesday, after a second stay in hospital. The operation on his ankle was on the 9th of April as planned, but the wound got infected in May and he was on a drip for nine days. Dad says he'll be dancing at my shop opening, and Mum says he'll be sitting down. {ankle}
Eoghan: Poor man. I hope the infection has gone for good.
Bryher: The nurse says it has. What about you? Have you heard from Liis?
Eoghan: I have, actually. She came back from Kohtla-Järve for a concert in April, we had coffee, and we're giving it another go. She's moving back into the flat on the 1st of July, so Priit is moving out. {liis-back}
Bryher: Eoghan, I'm so glad! Where is Priit going?
Eoghan: To his girlfriend's place in Sillamäe. He says Pilvi is the only thing he'll miss about our flat. She's eleven months old now and she's learned to open the fridge. {pilvi-age}
Bryher: A cat that opens the fridge has a great future. Oh, and I'm not going to the Tynedale Show after all. It's on the 26th of August, and the Ringers are playing at a wedding in Corbridge that day. {no-show}
Eoghan: Handbells at a wedding sounds lovely. I'm off to the Narva-Jõesuu sea festival on the 10th of August, like every year; it's always on the second Saturday of August. {festival}
Bryher: You and your festivals! Tristram and I had our anniversary on the 9th of May, as we do every year. It was our tenth, and he gave me a brass doorknocker shaped like a horseshoe for the shop. {anniversary}
Eoghan: Ten years! Congratulations to you both. He chose well.
@ 2024-09-21
Bryher: Eoghan, the shop is open at last! We opened on the 6th of July, and Dad walked in without his stick. {opened}
Eoghan: At last! Did he dance?
Bryher: He did one slow turn with Mum, then sat down for the rest of the afternoon, so they were both right. I've also taken on a Saturday girl, Wenna, who's sixteen and brilliant with the till. {wenna}
Eoghan: Staff! You're an empire now. I have news as well: I've been crowned Emperor of Estonia. {joke}
Bryher: Congratulations, Your Majesty. Now what's the real news?
Eoghan: I've been made head of sound at the Vaba Lava theatre, from the 1st of October. My boss told me I'm the only one who never panics when a microphone dies. {promoted}
Bryher: That's wonderful, and true. Will your hours change?
Eoghan: Mondays will be my long day: rehearsals from nine, and then the evening show, which finishes at eleven. So I've had to leave the Kreenholm Lynx, because they train on Monday nights. {mondays}
Bryher: That's a shame, after winning the league. I have family news too: my sister Senara had her baby on the 30th of August, a little girl called Tegen. She's three weeks old today, and I'm already besotted. {tegen}
Eoghan: Congratulations, Auntie Bryher! How is Senara?
Bryher: Tired but happy. Her husband Madoc had to go back to work on the oil rigs two weeks ago, so Mum is staying with her in Warkworth. {madoc}
Eoghan: Your mum is a saint. I sold my old bike for three hundred euros and bought an electric one for nineteen hundred, so I can get home from late shows. {ebike}
Bryher: Very sensible. And how did the sea festival go?
Eoghan: Wet, as always. Liis came with me this year, and she won a raffle prize: a smoked eel the length of her arm. {eel}
@ 2024-12-14
Eoghan: Bryher, how are you? I'm afraid I have sad news. Liis and I have split up again, and this time it's for good. She moved out on the 30th of November. {split-again}
Bryher: Oh, Eoghan. I'm so sorry. Are you all right?
Eoghan: Better than the first time, honestly. We both knew. The hardest part is that she's taken Pilvi, because the cat is happier with her. {pilvi-liis}
Bryher: That's generous of you. You can visit her, surely?
Eoghan: Every Sunday, we've agreed. How are Senara and the baby? {sundays}
Bryher: Tegen is fifteen weeks old and smiles at everyone except Madoc, which he takes very personally. I made her a tiny leather pair of shoes for Christmas. {shoes}
Eoghan: Hand-stitched by a master harness maker! She's a lucky girl. Are the Ringers busy at this time of year?
Bryher: Very. We came second at the handbell festival in Hartlepool last Saturday, out of nine teams, and Wolstan played the whole thing standing up. {hartlepool}
Eoghan: Second out of nine is brilliant. Give him a medal.
Bryher: What are you doing for Christmas?
Eoghan: I'm flying to Haapsalu to see my mother on the 22nd. She had pleurisy in November, and she's still very tired. {mother}
Bryher: Poor woman. I hope she's better by Christmas. We're going to Tristram's parents in Llanon, and I've bought Tristram a brass telescope from an antiques shop in Corbridge for two hundred and forty pounds. {telescope}
Eoghan: He'll love it. Don't let him see this message!
@ 2025-02-22
Bryher: Eoghan, happy late birthday! Thirty-five suits you. {birthday}
Eoghan: Thank you! It was on Thursday, and Priit baked me a cake shaped like a loudspeaker. He and his girlfriend Kadri had a baby boy in January, Kaspar, who's six weeks old now. {kaspar}
Bryher: A baby! Is Priit coping?
Eoghan: He sleeps at his desk at the theatre, but he's never been happier. How's your dad doing?
Bryher: Brilliant. He walked three miles along Hadrian's Wall on Sunday with Mum, and he's talking about going to Sicily in the autumn. {wall}
Eoghan: From a limp to Sicily in a year! How is the shop?
Bryher: Busy. I've sold my old van to a carriage driver in Allendale for three thousand two hundred pounds, and I've bought a smaller one. And my long day has changed: it's Fridays now, because the shop stays open until eight on Fridays. {van}
Eoghan: Friday nights at the shop, then. Do you still have Wenna?
Bryher: Yes, and she's doing Saturdays and Wednesday afternoons now. She wants to be a harness maker too, which makes me very proud. {wenna-more}
Eoghan: You'll have an apprentice before long. I'm planning to visit you in the spring, if you'll have me: I've booked a flight to Teesside for the 17th of May. {visit}
Bryher: Of course we'll have you! Tristram will want to show you the telescope. We'll give you the attic room.
Eoghan: Perfect. I'll bring some smoked eel.
""",
    [
        Q(
            "s",
            "What does Bryher do for a living?",
            "she is a harness maker",
            "harness-pay",
            "harness maker",
            "",
            True,
        ),
        Q("s", "In which town does Bryher live?", "Prudhoe", "home", "prudhoe", "", True),
        Q("s", "In which city does Eoghan live?", "Narva", "home", "narva", "", True),
        Q(
            "t",
            "When did Bryher finish her first set of show harness?",
            "2024-01-10",
            "harness",
            "show harness; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "Who was Bryher's first set of show harness for?",
            "a carriage driver in Middleham",
            "harness",
            "carriage driver; middleham",
            "",
        ),
        Q(
            "s",
            "How much was Bryher paid for her first set of show harness?",
            "£2,100",
            "harness-pay",
            "two thousand one hundred",
            "pronoun",
        ),
        Q(
            "s",
            "How long had Bryher been a harness maker when she made her first set of show harness?",
            "eight years",
            "harness-pay",
            "eight years",
            "",
        ),
        Q(
            "t",
            "On what date did Bryher first plan to open her own workshop?",
            "2024-05-01",
            "shop-plan",
            "workshop; 1st may",
            "human-date",
        ),
        Q(
            "s",
            "Where is Bryher's own workshop?",
            "on Front Street in Prudhoe, in an old forge",
            "shop-plan",
            "front street|old forge",
            "",
            True,
        ),
        Q(
            "s",
            "Who is Tristram?",
            "Bryher's husband",
            "shop-plan anniversary",
            {"shop-plan": "tristram", "anniversary": "tristram; anniversary"},
            "fragment",
        ),
        Q(
            "t",
            "When did Liis move to Kohtla-Järve?",
            "2024-01-12",
            "breakup",
            "kohtla järve; friday",
            "relative-date",
        ),
        Q(
            "s",
            "Why did Liis move to Kohtla-Järve?",
            "to be nearer her mother",
            "breakup",
            "nearer mother",
            "third-person-fact",
        ),
        Q(
            "s",
            "How long had Eoghan and Liis been together when they first broke up?",
            "nearly three years (three years in March 2024)",
            "breakup moose",
            {"breakup": "liis; broken up", "moose": "three years"},
            "",
        ),
        Q(
            "s",
            "Why is Eoghan's flatmate called Moose?",
            "he is six foot six and eats like a moose",
            "moose-joke",
            "six foot six|eats",
            "",
        ),
        Q(
            "s",
            "What is the real name of Eoghan's flatmate Moose?",
            "Priit Kask",
            "priit",
            "priit",
            "fragment",
        ),
        Q(
            "m",
            "Who made Eoghan soup every night after Liis left, and what did he build for Pilvi?",
            "Priit (Moose), his flatmate; a climbing tower made of old stage flats",
            "moose priit",
            {"moose": "soup", "priit": "climbing tower"},
            "event-chain",
        ),
        Q(
            "s",
            "What is the Kreenholm Lynx?",
            "Eoghan's futsal team, twelve people from the theatre and the power station",
            "lynx",
            "futsal",
            "fragment",
            True,
        ),
        Q(
            "s",
            "When and where did the Kreenholm Lynx train?",
            "on Monday nights in a sports hall at Kreenholm",
            "lynx",
            "monday nights; kreenholm",
            "",
        ),
        Q(
            "t",
            "In which month did the Kreenholm Lynx lose to a university team?",
            "2024-01",
            "lynx",
            "university team; last week",
            "relative-date",
        ),
        Q(
            "s",
            "What was the score when the Kreenholm Lynx lost to a university team?",
            "seven goals to four",
            "lynx",
            "seven four",
            "",
        ),
        Q(
            "s",
            "What instrument does Bryher play, and in which group?",
            "handbells, with the Tynedale Ringers",
            "ringers",
            "handbells; tynedale ringers",
            "",
            True,
        ),
        Q(
            "s",
            "How many people ring in the Tynedale Ringers, and where do they practise?",
            "eight, in the back room of the Methodist church",
            "ringers",
            "eight; methodist church",
            "",
        ),
        Q(
            "t",
            "When did Eoghan adopt Pilvi?",
            "2024-03-02",
            "pilvi",
            "adopted cat|pilvi; three weeks ago",
            "relative-date",
        ),
        Q(
            "s",
            "What kind of animal is Pilvi?",
            "a grey cat from the shelter",
            "pilvi",
            "cat",
            "",
            True,
        ),
        Q(
            "s",
            "How old was Pilvi when Eoghan adopted her?",
            "eight months old",
            "pilvi",
            "eight months",
            "",
        ),
        Q(
            "t",
            "When did the Kreenholm Lynx win the indoor league?",
            "2024-03-17",
            "league",
            "indoor league; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "What was the score in the indoor league final, and what did Eoghan do?",
            "they beat Jõhvi five goals to three, and Eoghan scored the winning goal",
            "league",
            "five three|jõhvi; winning goal",
            "",
        ),
        Q(
            "t",
            "To what date was Bryher's shop opening first moved?",
            "2024-06-15",
            "shop-moved",
            "15th june",
            "human-date",
        ),
        Q(
            "s",
            "Why was the shop opening first postponed?",
            "the landlord had not fixed the roof",
            "shop-moved",
            "landlord; roof",
            "",
        ),
        Q(
            "s",
            "Why was the shop opening postponed a second time?",
            "the electrician found the wiring dated from the 1950s",
            "shop-moved-again",
            "wiring|electrician",
            "",
        ),
        Q(
            "t",
            "On what date did Bryher's shop finally open?",
            "2024-07-06",
            "opened",
            "opened; 6th july",
            "human-date latest",
        ),
        Q(
            "m",
            "How many times was Bryher's shop opening moved, and what were the dates?",
            "twice: from 1 May 2024 to 15 June, then to 6 July 2024",
            "shop-plan shop-moved shop-moved-again",
            {"shop-plan": "1st may", "shop-moved": "15th june", "shop-moved-again": "6th july"},
            "event-chain latest",
        ),
        Q(
            "s",
            "Who is Wolstan?",
            "the bass ringer in the Tynedale Ringers",
            "wolstan",
            "wolstan; bass ringer",
            "fragment third-person-fact",
        ),
        Q(
            "s",
            "What injury did Wolstan have before the Glasshouse concert?",
            "he cracked two ribs after slipping on ice",
            "wolstan",
            "cracked ribs",
            "third-person-fact",
        ),
        Q(
            "t",
            "In which month did Wolstan miss three rehearsals with flu?",
            "2024-01",
            "wolstan",
            "flu; january",
            "human-date",
        ),
        Q(
            "s",
            "Who is Godwin?",
            "Bryher's father (her dad), aged seventy-four",
            "godwin-date godwin",
            {"godwin-date": "godwin", "godwin": "dad"},
            "fragment",
        ),
        Q(
            "t",
            "On what date did Godwin have his ankle fusion?",
            "2024-04-09",
            "godwin-date ankle",
            {"godwin-date": "ankle fusion; 9th april", "ankle": "9th april"},
            "human-date",
        ),
        Q(
            "t",
            "In which month did the wound from Godwin's ankle fusion get infected?",
            "2024-05",
            "ankle",
            "infected; may",
            "human-date third-person-fact",
        ),
        Q(
            "t",
            "When did Bryher's dad come home from his second stay in hospital?",
            "2024-06-05",
            "ankle",
            "home since wednesday",
            "relative-date third-person-fact",
        ),
        Q(
            "s",
            "What did Bryher's dad and mum each predict about the shop opening, and who was right?",
            "Dad said he'd dance, Mum said he'd sit down; both were right (one slow turn, then he sat down)",
            "ankle opened wenna",
            {"ankle": "dancing; sitting", "opened": "stick", "wenna": "slow turn; sat down"},
            "event-chain",
        ),
        Q(
            "s",
            "Which day was Bryher's long day in March 2024, and what was it in February 2025?",
            "Tuesdays; later Fridays, because the shop stays open until eight",
            "tuesdays van",
            {"tuesdays": "tuesdays", "van": "fridays"},
            "latest",
        ),
        Q(
            "t",
            "In which month did Liis come back from Kohtla-Järve and have coffee with Eoghan?",
            "2024-04",
            "liis-back",
            "coffee; april",
            "human-date",
        ),
        Q(
            "s",
            "Where did Priit move when Liis moved back in?",
            "to his girlfriend's place in Sillamäe",
            "pilvi-age",
            "sillamäe",
            "third-person-fact",
        ),
        Q(
            "s",
            "What trick had Pilvi learned by June 2024?",
            "to open the fridge",
            "pilvi-age",
            "open fridge",
            "",
        ),
        Q(
            "s",
            "Is Bryher going to the Tynedale Show, and why?",
            "no: the Ringers are playing at a wedding in Corbridge that day (26 August 2024)",
            "no-show",
            "tynedale show; wedding|corbridge",
            "",
        ),
        Q(
            "s",
            "How often does Eoghan go to the Narva-Jõesuu sea festival, and when is it held?",
            "every year, on the second Saturday of August",
            "festival",
            "every year; second saturday",
            "",
        ),
        Q(
            "t",
            "On what date did Bryher and Tristram celebrate their tenth wedding anniversary?",
            "2024-05-09",
            "anniversary",
            "anniversary; 9th may",
            "human-date",
        ),
        Q(
            "s",
            "In what year did Bryher and Tristram get married?",
            "2014 (their tenth anniversary was in May 2024)",
            "anniversary",
            "tenth",
            "",
        ),
        Q(
            "s",
            "What did Tristram give Bryher for their tenth anniversary?",
            "a brass doorknocker shaped like a horseshoe, for the shop",
            "anniversary",
            "doorknocker|horseshoe",
            "pronoun",
        ),
        Q(
            "s",
            "Who is Wenna?",
            "Bryher's Saturday girl at the shop, sixteen, good with the till, who wants to be a harness maker",
            "wenna",
            "wenna; saturday girl",
            "fragment",
        ),
        Q(
            "s",
            "Which days does Wenna work at Bryher's shop now?",
            "Saturdays and Wednesday afternoons",
            "wenna-more",
            "saturdays; wednesday afternoons",
            "latest",
        ),
        Q(
            "s",
            "Was Eoghan really made Emperor of Estonia? What was his real news?",
            "no, it was a joke; he was made head of sound at the Vaba Lava theatre",
            "joke promoted",
            {"joke": "emperor", "promoted": "head sound"},
            "",
        ),
        Q(
            "s",
            "What is Eoghan's job from October 2024?",
            "head of sound at the Vaba Lava theatre",
            "promoted",
            "head sound; vaba lava",
            "latest",
            True,
        ),
        Q(
            "s",
            "What did Eoghan's boss say about him?",
            "that he is the only one who never panics when a microphone dies",
            "promoted",
            "panics; microphone",
            "third-person-fact",
        ),
        Q(
            "m",
            "Why did Eoghan leave the Kreenholm Lynx?",
            "he became head of sound and Mondays became his long day, and the Lynx train on Monday nights",
            "mondays lynx",
            {"mondays": "mondays; kreenholm lynx", "lynx": "monday nights"},
            "event-chain",
        ),
        Q(
            "t",
            "When was Bryher's niece Tegen born?",
            "2024-08-30",
            "tegen",
            "tegen; 30th august",
            "human-date",
        ),
        Q(
            "s",
            "Who is Senara?",
            "Bryher's sister, Tegen's mother",
            "tegen",
            "senara; sister",
            "fragment",
        ),
        Q(
            "s",
            "What does Madoc do?",
            "he works on the oil rigs; he is Senara's husband",
            "madoc",
            "oil rigs",
            "third-person-fact",
        ),
        Q(
            "t",
            "When did Madoc go back to work after Tegen was born?",
            "2024-09-07",
            "madoc",
            "oil rigs; two weeks ago",
            "relative-date",
        ),
        Q(
            "s",
            "How old was Tegen in mid-December 2024?",
            "fifteen weeks old",
            "shoes",
            "fifteen weeks",
            "",
        ),
        Q(
            "s",
            "What did Bryher make for Tegen for Christmas?",
            "a tiny pair of leather shoes",
            "shoes",
            "leather shoes",
            "",
        ),
        Q(
            "s",
            "What did Eoghan sell and buy in September 2024, and for how much?",
            "sold his old bike for €300 and bought an electric bike for €1,900",
            "ebike",
            "bike; three hundred; nineteen hundred",
            "",
        ),
        Q(
            "s",
            "What did Liis win at the sea festival?",
            "a smoked eel as long as her arm (a raffle prize)",
            "eel",
            "smoked eel",
            "",
        ),
        Q(
            "t",
            "On what date did Liis move out of Eoghan's flat for good?",
            "2024-11-30",
            "split-again",
            "moved out; 30th november",
            "human-date",
        ),
        Q(
            "s",
            "Are Eoghan and Liis still together?",
            "no: they broke up in January 2024, got back together in the summer and split for good in November 2024",
            "liis-back split-again",
            {"liis-back": "another go", "split-again": "split up again"},
            "latest",
            True,
        ),
        Q(
            "s",
            "Who does Pilvi live with now, and how often does Eoghan see her?",
            "with Liis; Eoghan visits every Sunday",
            "pilvi-liis sundays",
            {"pilvi-liis": "taken pilvi", "sundays": "every sunday"},
            "latest",
        ),
        Q(
            "t",
            "When did the Tynedale Ringers come second at the handbell festival in Hartlepool?",
            "2024-12-07",
            "hartlepool",
            "hartlepool; last saturday",
            "relative-date",
        ),
        Q(
            "s",
            "How many teams were at the Hartlepool handbell festival, and where did the Ringers finish?",
            "nine teams; they came second",
            "hartlepool",
            "second; nine",
            "",
        ),
        Q(
            "t",
            "In which month did Eoghan's mother have pleurisy?",
            "2024-11",
            "mother",
            "pleurisy; november",
            "human-date third-person-fact",
        ),
        Q(
            "s",
            "What did Bryher buy Tristram for Christmas 2024, where, and for how much?",
            "a brass telescope from an antiques shop in Corbridge, for £240",
            "telescope",
            "telescope; corbridge|two hundred forty",
            "",
        ),
        Q(
            "s",
            "Where did Bryher and Tristram spend Christmas 2024?",
            "with Tristram's parents in Llanon",
            "telescope",
            "llanon",
            "",
        ),
        Q(
            "t",
            "On what day was Eoghan's thirty-fifth birthday?",
            "2025-02-20",
            "birthday kaspar",
            {"birthday": "thirty five", "kaspar": "thursday"},
            "relative-date event-chain",
        ),
        Q(
            "s",
            "In what year was Eoghan born?",
            "1990 (he turned thirty-five in February 2025)",
            "birthday kaspar",
            {"birthday": "thirty five", "kaspar": "cake"},
            "",
        ),
        Q(
            "s",
            "Who is Kadri, and what is her baby called?",
            "Priit's girlfriend; their son is Kaspar",
            "kaspar",
            "kadri; kaspar",
            "fragment",
        ),
        Q(
            "t",
            "In which month was Kaspar born?",
            "2025-01",
            "kaspar",
            "kaspar; january",
            "human-date",
        ),
        Q(
            "t",
            "When did Bryher's dad walk three miles along Hadrian's Wall?",
            "2025-02-16",
            "wall",
            "hadrian wall; sunday",
            "relative-date third-person-fact",
        ),
        Q(
            "s",
            "Who did Bryher sell her old van to, and for how much?",
            "a carriage driver in Allendale, for £3,200",
            "van",
            "carriage driver|allendale; three thousand two hundred",
            "",
        ),
        Q(
            "t",
            "On what date is Eoghan flying to Teesside to visit Bryher?",
            "2025-05-17",
            "visit",
            "teesside; 17th may",
            "human-date",
        ),
        Q(
            "m",
            "How did Bryher's dad progress from his ankle fusion to February 2025?",
            "ankle fusion 9 April 2024, infection in May, walked into the shop without a stick in July, walked three miles on Hadrian's Wall in February 2025",
            "ankle opened wall",
            {"ankle": "ankle; infected", "opened": "without stick", "wall": "three miles"},
            "event-chain",
        ),
        Q(
            "m",
            "How many months old was Pilvi when Eoghan adopted her and when Liis took her?",
            "eight months when adopted in March 2024; about sixteen months when Liis took her in November 2024",
            "pilvi pilvi-liis",
            {"pilvi": "eight months", "pilvi-liis": "taken pilvi"},
            "event-chain",
        ),
        Q(
            "m",
            "Which people in Eoghan's and Bryher's lives had babies, and what are the babies called?",
            "Bryher's sister Senara (Tegen) and Eoghan's friend Priit with Kadri (Kaspar)",
            "tegen kaspar",
            {"tegen": "tegen", "kaspar": "kaspar"},
            "",
        ),
        Q(
            "o",
            "Narva, where Eoghan lives, is on the border with which country?",
            "Russia",
            "home",
            "narva",
            "",
        ),
        Q(
            "o",
            "Which Roman structure did Bryher's dad walk along in February 2025, and which emperor had it built?",
            "Hadrian's Wall, built on the orders of the Emperor Hadrian",
            "wall",
            "hadrian wall",
            "",
        ),
        Q(
            "o",
            "Which river flows through Prudhoe, where Bryher lives?",
            "the River Tyne",
            "home",
            "prudhoe",
            "",
        ),
        Q(
            "s",
            "Which of Eoghan's relationships ended two years ago?",
            "his relationship with Liis (she moved out for good on 30 November 2024)",
            "split-again",
            "liis|split up again",
            "relative-question-date",
        ),
    ],
)
CONVERSATIONS.append(BRYHER_EOGHAN)

EVELINA_CIARAN = Conv(
    "pair",
    "timestamped_lines",
    ["Evelina", "Ciarán"],
    """
@ 2024-04-06
Ciarán: Evelina! It's been ages. How's Carnoustie? Are you still telling half of Tayside what to eat? {home}
Evelina: Ciarán O'Neill, as I live and breathe! Carnoustie is windy. And yes, I'm still a dietitian at Ninewells, though I moved over to the children's clinic in January, which I much prefer. {job}
Ciarán: Children! Very brave. Is it harder work?
Evelina: Different. I do the weekend clinic one weekend in four, and Wednesdays are my early shift, starting at half six. Anyway, tell me about you. Are you still making silver in Waterford? {wednesdays}
Ciarán: I am. On Tuesday I sold my biggest piece yet, a silver bowl the size of a cartwheel, to a hotel in Kilkenny for twelve hundred euros. {bowl}
Evelina: Twelve hundred! You'll be buying me dinner the next time I'm over.
Ciarán: Gladly. I'm also having my first solo exhibition, at a gallery on the Quay, on the 18th of May. {exhibition}
Evelina: Ciarán, that's huge! I'll try to fly over. I've got news too: I've joined a dragon boat crew. We're the Carnoustie Selkies, twenty women from the hospital, and we paddle out of Broughty Ferry on Saturday mornings. {selkies}
Ciarán: Paddling in April? You're braver than me.
Evelina: We all wear three fleeces. We did our first race two weeks ago, at Johnshaven, and came fourth out of seven boats. {johnshaven}
Ciarán: Fourth in your first race is grand. And how's your yaya?
Evelina: Still ruling the family from her armchair. She turned ninety on Sunday, and she made us all sing to her in Spanish. {yaya-90}
Ciarán: Ninety! Give her my love. My news from home isn't great: my brother Diarmuid and his wife Éabha are separating. He's moved into a flat above the chip shop in Tramore. {diarmuid}
Evelina: Oh no. They've been married forever, haven't they?
Ciarán: Fourteen years, with two kids. Mam says it's been coming for ages, but Diarmuid says he never saw it coming. {diarmuid-mam}
Evelina: Poor Diarmuid. Tell him I'm thinking of him.
@ 2024-06-19
Evelina: Ciarán, how did the exhibition go? I'm so sorry I couldn't make it.
Ciarán: It hasn't happened yet! The gallery flooded in May, so it's moved to the 22nd of June, this Saturday. {exh-moved}
Evelina: This Saturday! I'll be thinking of you. How many pieces are you showing?
Ciarán: Twenty-three, including a big one I've been working on for three months: a silver hare, nearly a metre tall. {hare}
Evelina: A silver hare! I want a photo. My news: I've met someone. His name is Ulrich, he's a police diver in Carnoustie, and we met when he came to my clinic because he had to put on weight for his diving medical. {ulrich}
Ciarán: A patient! Is that allowed?
Evelina: He wasn't my patient by then! We've been seeing each other since the middle of May. He's from Strasbourg, and he cooks better than anyone I know. {ulrich-more}
Ciarán: I'm delighted for you. How's the dragon boat going?
Evelina: We won our first race on Saturday, at Stonehaven! We did the two kilometres in eleven minutes and forty-one seconds, and we beat the home crew by three boat lengths. {stonehaven}
Ciarán: The Carnoustie Selkies, champions! And how's your yaya?
Evelina: Grandma Amparo is fine, thank you, though she had a fall in the garden in May. She's got a bruise the size of a plate and some stern words for the garden path. {amparo}
Ciarán: Tough woman. Diarmuid's doing a bit better, by the way. He and Éabha have the kids half the week each now. {diarmuid-kids}
Evelina: I'm glad. Are you still going to Marrakesh in August?
Ciarán: No, I'm not going to Marrakesh after all. The flights doubled in price, so I'm doing a silversmithing course in Florence in October instead. {no-marrakesh}
Evelina: Florence! Even better. I lent my roof box to a doctor at work on Monday, and she's already asked if she can keep it for the summer. {roofbox}
Ciarán: Tell her the summer ends in August!
@ 2024-09-01
Ciarán: Evelina! How was your summer?
Evelina: Busy and lovely. Ulrich and I went to Strasbourg for ten days in July to meet his parents, and his mum taught me to make tarte flambée. {strasbourg}
Ciarán: Meeting the parents! That's serious.
Evelina: It is. He's moving in with me on the 1st of October. We've bought a bed together, which felt more romantic than it sounds: eight hundred pounds from a shop in Kirriemuir. {moving-in}
Ciarán: Congratulations! I sold the silver hare, by the way, at the exhibition on the 22nd of June. A woman from Clonmel paid three thousand euros for it. {hare-sold}
Evelina: Three thousand! Ciarán, that's amazing. How many pieces sold altogether?
Ciarán: Seventeen out of twenty-three. Before that, back in April, I'd nearly cancelled the whole thing, because I was sure nobody would come. {sold17}
Evelina: I'm glad you didn't. I got my roof box back last week, with a new set of straps as a thank-you. {roofbox-back}
Ciarán: A generous doctor. My news is that I've got a puppy! She's a Jack Russell called Mossie, and she's ten weeks old. {mossie}
Evelina: A puppy! Does she behave herself in a silver workshop?
Ciarán: She stays at home with Mam during the day. Mam says she's the best-behaved dog in Waterford, which is a lie. {mossie-mam}
Evelina: Mothers always lie about dogs. Are you still going to Florence?
Ciarán: Yes, from the 14th of October, for two weeks. It's my birthday on the 20th, so I'll turn forty in the city of goldsmiths. {florence-birthday}
Evelina: Forty in Florence! Happy early birthday.
@ 2024-11-16
Evelina: Ciarán, how was Florence? And happy belated fortieth!
Ciarán: Florence was the best fortnight of my life. I learned to make silver filigree, and the master there told me my hands are steadier than his. {florence}
Evelina: High praise! Did you bring anything back?
Ciarán: Forty silver charms, one for each year, which Mam has made into a bracelet. How's life with Ulrich? {charms}
Evelina: Lovely. He moved in on the 1st of October as planned, with a cat I didn't know about. Her name is Bijou, and she's fourteen. {bijou}
Ciarán: A surprise cat! How's your yaya?
Evelina: In hospital, I'm afraid. Grandma Amparo got bronchitis three weeks ago, and she's been in Ninewells since. She's eating again, though, and she tells every nurse about her ninetieth. {bronchitis}
Ciarán: I hope she's home soon. Ninety-year-olds are tougher than they look.
Evelina: The dragon boat season is over. We finished third in the league, which is better than anyone expected, and I was voted the crew's most improved paddler. {league-third}
Ciarán: Most improved! Well done. I've got a Christmas show planned at the Garter Lane arts centre, opening on the 6th of December. {xmas-show}
Evelina: Another show! Are you making more hares?
Ciarán: Robins this time. And I have a new weekly routine: on Thursdays I teach a silver class for beginners at the arts centre, six students for two hours. {thursdays}
Evelina: You, a teacher! How's Diarmuid?
Ciarán: He's back with Éabha. They've been going to counselling since the summer, and he moved back into the house at Halloween. {reconcile}
Evelina: That's wonderful news. I'm really happy for the kids.
@ 2025-02-09
Ciarán: Evelina, I have something to tell you. I was offered a job at a silver workshop in Seattle. {seattle}
Evelina: Seattle! Are you taking it?
Ciarán: I said yes on Monday, and by Wednesday I'd said no. I couldn't leave Mam and Mossie. The workshop were disappointed, but they've asked me to teach a summer course there in July instead. {seattle-no}
Evelina: I think you made the right choice. How is Mossie?
Ciarán: She's seven months old, and she's eaten two of my shoes this week. How's Grandma Amparo? {mossie-7}
Evelina: Home since Tuesday. She came out of hospital in December, but she had a fall at New Year and went back in, and she's furious that she missed Christmas at home. She says she's not going back to hospital for anyone. {amparo-home}
Ciarán: Good for her. And how's Ulrich?
Evelina: We're engaged! He asked me on Hogmanay, on the beach at Broughty Ferry, with a ring he'd made himself from an old fork. {engaged}
Ciarán: Engaged! Congratulations! I'm going to make your wedding goblets, and you can't stop me. {goblets}
Evelina: I wouldn't dream of stopping you. The wedding is planned for the 13th of September, in Strasbourg. How did your Christmas show at Garter Lane go? {wedding-plan}
Ciarán: It opened on the 6th of December as planned, and we'd sold all thirty robins by the 20th. {robins}
Evelina: All thirty! I've changed shifts, by the way: no more weekend clinics, but Mondays are my long day now, from eight until eight. {mondays}
Ciarán: Better than weekends. Mam sends her love. She had laser surgery on her eyes on Friday, and she says she can finally see how dusty my house is. {mam-eyes}
Evelina: Ha! Tell her I'm glad it went well.
@ 2025-05-03
Evelina: Ciarán, the wedding date has moved. The town hall in Strasbourg couldn't do the 13th of September, so in March we moved it to the 27th. And last week it moved again, to the 4th of October, because Ulrich's brother is working in Canada until then. {wedding-moved}
Ciarán: Third time lucky! The 4th of October is in my diary. The goblets are nearly finished.
Evelina: You're a star. How's Mossie?
Ciarán: She's ten months old, and she came top of eight dogs in her obedience course on Saturday. I cried. {mossie-course}
Evelina: Of course you did. We've got a new boat for the Carnoustie Selkies, and we named it Amparo, after my grandma. She came down to Broughty Ferry on Sunday to launch it with a bottle of cava. {boat}
Ciarán: That's lovely. Was it your birthday this week? I've a feeling it was.
Evelina: It was, on Tuesday! Thirty-seven. Ulrich gave me a new wetsuit, so now I can be cold in style. {birthday}
Ciarán: Happy birthday! I fly to Seattle on the 6th of July to teach the summer course, for three weeks. {seattle-course}
Evelina: You'll love it. Are you still teaching on Thursdays?
Ciarán: Yes, and on Tuesdays now too. The class grew to ten students, so I split it into two groups of five. {tuesdays}
Evelina: You're a proper teacher now. How's Diarmuid?
Ciarán: Very well. He and Éabha are taking the kids to Fuerteventura in June, their first holiday together in four years. {fuerteventura}
""",
    [
        Q(
            "s",
            "What does Evelina do for a living?",
            "she is a dietitian at Ninewells, working in the children's clinic",
            "job",
            "dietitian",
            "",
            True,
        ),
        Q("s", "In which town does Evelina live?", "Carnoustie", "home", "carnoustie", "", True),
        Q("s", "What is Ciarán's surname?", "O'Neill", "job", "o'neill", ""),
        Q(
            "s",
            "What does Ciarán do for a living, and where?",
            "he is a silversmith in Waterford",
            "wednesdays",
            "making silver; waterford",
            "",
            True,
        ),
        Q(
            "t",
            "In which month did Evelina move to the children's clinic?",
            "2024-01",
            "job",
            "children clinic; january",
            "human-date",
        ),
        Q(
            "s",
            "Which day is Evelina's early shift, and what time does it start?",
            "Wednesdays, at half past six",
            "wednesdays",
            "wednesdays; early shift",
            "",
        ),
        Q(
            "s",
            "Which day was Evelina's long day in February 2025?",
            "Mondays, from eight until eight",
            "mondays",
            "mondays; long day",
            "latest",
        ),
        Q(
            "m",
            "How did Evelina's shifts change between April 2024 and February 2025?",
            "in April 2024 she did the weekend clinic one weekend in four and an early shift on Wednesdays; by February 2025 she had no more weekend clinics and Mondays were her long day, eight till eight",
            "wednesdays mondays",
            {
                "wednesdays": "weekend clinic; wednesdays",
                "mondays": "no more weekend clinics; mondays",
            },
            "latest event-chain",
        ),
        Q(
            "t",
            "When did Ciarán sell the big silver bowl?",
            "2024-04-02",
            "bowl",
            "bowl; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "Who bought Ciarán's silver bowl, and for how much?",
            "a hotel in Kilkenny, for €1,200",
            "bowl",
            "hotel kilkenny; twelve hundred",
            "pronoun",
        ),
        Q(
            "t",
            "On what date was Ciarán's first solo exhibition first planned?",
            "2024-05-18",
            "exhibition",
            "exhibition; 18th may",
            "human-date",
        ),
        Q(
            "t",
            "On what date did Ciarán's first solo exhibition finally take place?",
            "2024-06-22",
            "exh-moved hare-sold",
            {"exh-moved": "22nd june", "hare-sold": "exhibition; 22nd june"},
            "human-date latest",
        ),
        Q(
            "s",
            "Why was Ciarán's exhibition moved?",
            "the gallery flooded in May",
            "exh-moved",
            "gallery flooded",
            "",
        ),
        Q(
            "s",
            "What are the Carnoustie Selkies?",
            "Evelina's dragon boat crew, twenty women from the hospital, paddling out of Broughty Ferry",
            "selkies",
            "dragon boat crew",
            "fragment",
            True,
        ),
        Q(
            "s",
            "When does Evelina's dragon boat crew go out on the water?",
            "on Saturday mornings, from Broughty Ferry",
            "selkies",
            "saturday mornings",
            "",
        ),
        Q(
            "t",
            "When did the Carnoustie Selkies race at Johnshaven?",
            "2024-03-23",
            "johnshaven",
            "johnshaven; two weeks ago",
            "relative-date",
        ),
        Q(
            "s",
            "Where did the Carnoustie Selkies finish in their first race?",
            "fourth out of seven boats, at Johnshaven",
            "johnshaven",
            "fourth; seven boats",
            "",
        ),
        Q(
            "t",
            "When did the Carnoustie Selkies win their first race?",
            "2024-06-15",
            "stonehaven",
            "stonehaven; saturday",
            "relative-date",
        ),
        Q(
            "s",
            "What was the Carnoustie Selkies' time at Stonehaven?",
            "11 minutes 41 seconds for two kilometres",
            "stonehaven",
            "eleven minutes forty one seconds",
            "",
        ),
        Q(
            "s",
            "How did the Carnoustie Selkies do in the 2024 league, and what was Evelina voted?",
            "third in the league; Evelina was voted most improved paddler",
            "league-third",
            "third league; most improved",
            "",
        ),
        Q(
            "s",
            "Who is Evelina's yaya?",
            "her grandmother, Grandma Amparo",
            "yaya-90 amparo",
            {"yaya-90": "ninety", "amparo": "grandma amparo"},
            "fragment event-chain",
        ),
        Q(
            "t",
            "When did Grandma Amparo turn ninety?",
            "2024-03-31",
            "yaya-90",
            "ninety; sunday",
            "relative-date",
        ),
        Q("s", "In what year was Grandma Amparo born?", "1934", "yaya-90", "turned ninety", ""),
        Q(
            "t",
            "In which month did Grandma Amparo have a fall in the garden?",
            "2024-05",
            "amparo",
            "fall garden; may",
            "human-date third-person-fact",
        ),
        Q(
            "t",
            "When did Grandma Amparo get bronchitis?",
            "2024-10-26",
            "bronchitis",
            "bronchitis; three weeks ago",
            "relative-date third-person-fact",
        ),
        Q(
            "t",
            "When did Grandma Amparo come home from hospital in 2025?",
            "2025-02-04",
            "amparo-home",
            "home since tuesday",
            "relative-date third-person-fact",
        ),
        Q(
            "m",
            "How many times was Grandma Amparo in hospital between October 2024 and February 2025, and why?",
            "twice: with bronchitis from late October until December, then again after a fall at New Year, home on 4 February 2025",
            "bronchitis amparo-home",
            {"bronchitis": "bronchitis", "amparo-home": "fall new year"},
            "event-chain",
        ),
        Q(
            "s",
            "What did the Carnoustie Selkies name their new boat, and who launched it?",
            "Amparo, after Evelina's grandma, who launched it with a bottle of cava",
            "boat",
            "amparo; cava",
            "",
        ),
        Q(
            "t",
            "When did Grandma Amparo launch the Carnoustie Selkies' new boat?",
            "2025-04-27",
            "boat",
            "broughty ferry; sunday",
            "relative-date",
        ),
        Q("s", "Who is Diarmuid?", "Ciarán's brother", "diarmuid", "brother diarmuid", "fragment"),
        Q(
            "s",
            "How long had Diarmuid and Éabha been married when they separated?",
            "fourteen years, with two kids",
            "diarmuid diarmuid-mam",
            {"diarmuid": "separating", "diarmuid-mam": "fourteen years"},
            "second-person",
        ),
        Q(
            "s",
            "Where did Diarmuid live after he and Éabha separated?",
            "in a flat above the chip shop in Tramore",
            "diarmuid",
            "chip shop|tramore",
            "third-person-fact",
        ),
        Q(
            "s",
            "What did Ciarán's mam say about Diarmuid's separation?",
            "that it had been coming for ages",
            "diarmuid-mam",
            "mam; coming for ages",
            "third-person-fact",
        ),
        Q(
            "s",
            "Are Diarmuid and Éabha together now?",
            "yes: they separated in spring 2024, went to counselling and he moved back in at Halloween 2024",
            "diarmuid reconcile",
            {"diarmuid": "separating", "reconcile": "back with éabha"},
            "latest",
            True,
        ),
        Q(
            "t",
            "When did Diarmuid move back into the family house?",
            "2024-10-31",
            "reconcile",
            "moved back; halloween",
            "human-date",
        ),
        Q(
            "s",
            "What was Ciarán's biggest piece at his exhibition, and who bought it for how much?",
            "a silver hare nearly a metre tall; a woman from Clonmel, for €3,000",
            "hare hare-sold",
            {"hare": "silver hare", "hare-sold": "clonmel; three thousand"},
            "",
        ),
        Q(
            "s",
            "How many pieces did Ciarán sell at his first exhibition?",
            "seventeen out of twenty-three",
            "sold17",
            "seventeen twenty three",
            "",
        ),
        Q(
            "t",
            "In which month had Ciarán nearly cancelled his first exhibition?",
            "2024-04",
            "sold17",
            "cancelled; april",
            "human-date",
        ),
        Q(
            "s",
            "Who is Ulrich?",
            "Evelina's boyfriend, later fiancé: a police diver in Carnoustie from Strasbourg",
            "ulrich",
            "ulrich; police diver",
            "fragment",
        ),
        Q(
            "s",
            "How did Evelina meet Ulrich?",
            "he came to her clinic because he had to put on weight for his diving medical",
            "ulrich",
            "diving medical",
            "",
        ),
        Q(
            "t",
            "Since when have Evelina and Ulrich been seeing each other?",
            "2024-05",
            "ulrich-more",
            "seeing; may",
            "human-date",
        ),
        Q(
            "s",
            "Where is Ulrich from?",
            "Strasbourg",
            "ulrich-more",
            "strasbourg",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Is Ciarán going to Marrakesh in August 2024, and what is he doing instead?",
            "no: the flights doubled in price, so he did a silversmithing course in Florence in October",
            "no-marrakesh",
            "marrakesh; florence",
            "",
        ),
        Q(
            "t",
            "When did Evelina lend her roof box to a doctor at work?",
            "2024-06-17",
            "roofbox",
            "roof box; monday",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did Evelina get her roof box back?",
            "2024-08",
            "roofbox-back",
            "roof box back; last week",
            "relative-date",
        ),
        Q(
            "s",
            "What did the doctor give Evelina when she returned the roof box?",
            "a new set of straps",
            "roofbox-back",
            "straps",
            "",
        ),
        Q(
            "s",
            "What did Ulrich's mum teach Evelina to make?",
            "tarte flambée",
            "strasbourg",
            "tarte flambée",
            "",
        ),
        Q(
            "s",
            "What did Evelina and Ulrich buy together, where, and for how much?",
            "a bed, from a shop in Kirriemuir, for £800",
            "moving-in",
            "bed; kirriemuir|eight hundred",
            "",
        ),
        Q(
            "s",
            "Who is Bijou?",
            "Ulrich's fourteen-year-old cat",
            "bijou",
            "bijou; cat",
            "fragment",
        ),
        Q(
            "s",
            "What kind of dog is Mossie, and who is her owner?",
            "a Jack Russell; she is Ciarán's",
            "mossie",
            "jack russell",
            "",
            True,
        ),
        Q(
            "s",
            "How old was Mossie when Ciarán first mentioned her?",
            "ten weeks old",
            "mossie",
            "ten weeks",
            "",
        ),
        Q(
            "s",
            "What does Ciarán's mam say about Mossie, and does Ciarán agree?",
            "that she is the best-behaved dog in Waterford; Ciarán says that's a lie",
            "mossie-mam",
            "best behaved; lie",
            "third-person-fact",
        ),
        Q(
            "t",
            "When did Mossie come top of her obedience course?",
            "2025-04-26",
            "mossie-course",
            "obedience course; saturday",
            "relative-date",
        ),
        Q(
            "s",
            "How old was Mossie when she came top of her obedience course, and how many dogs were there?",
            "ten months old; top of eight dogs",
            "mossie-course",
            "ten months; eight dogs",
            "",
        ),
        Q(
            "t",
            "On what date did Ciarán turn forty?",
            "2024-10-20",
            "florence-birthday",
            "birthday; 20th",
            "human-date",
        ),
        Q("s", "In what year was Ciarán born?", "1984", "florence-birthday", "forty", ""),
        Q(
            "s",
            "What did Ciarán learn in Florence, and what did the master there say?",
            "to make silver filigree; that his hands are steadier than the master's",
            "florence",
            "filigree; steadier",
            "",
        ),
        Q(
            "m",
            "What did Ciarán do instead of going to Marrakesh, and where did he turn forty?",
            "a silversmithing course in Florence in October 2024; he turned forty there on 20 October",
            "no-marrakesh florence-birthday",
            {"no-marrakesh": "marrakesh; florence", "florence-birthday": "forty"},
            "event-chain",
        ),
        Q(
            "s",
            "What did Ciarán bring back from Florence, and what did his mam do with it?",
            "forty silver charms, one for each year, which she made into a bracelet",
            "charms",
            "forty silver charms; bracelet",
            "",
        ),
        Q(
            "s",
            "How many robins did Ciarán sell at his Christmas show?",
            "all thirty, by 20 December",
            "robins",
            "thirty robins",
            "",
        ),
        Q(
            "s",
            "On which days does Ciarán teach his beginners' silver class now?",
            "Tuesdays and Thursdays (two groups of five)",
            "thursdays tuesdays",
            {"thursdays": "thursdays", "tuesdays": "tuesdays"},
            "latest",
        ),
        Q(
            "s",
            "How many students were in Ciarán's silver class at first, and how many later?",
            "six at first; ten later, split into two groups of five",
            "thursdays tuesdays",
            {"thursdays": "six students", "tuesdays": "ten students"},
            "latest",
        ),
        Q(
            "s",
            "Did Ciarán take the job in Seattle?",
            "no: he said yes on a Monday and no by the Wednesday, because he couldn't leave his mam and Mossie",
            "seattle-no",
            "said yes; said no",
            "",
        ),
        Q(
            "t",
            "On which day did Ciarán accept the Seattle job?",
            "2025-02-03",
            "seattle-no",
            "said yes; monday",
            "relative-date",
        ),
        Q(
            "t",
            "On which day did Ciarán turn down the Seattle job?",
            "2025-02-05",
            "seattle-no",
            "said no; wednesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Ulrich propose to Evelina?",
            "2024-12-31",
            "engaged",
            "engaged; hogmanay",
            "human-date",
        ),
        Q(
            "s",
            "What was Evelina's engagement ring made from?",
            "an old fork (Ulrich made it himself)",
            "engaged",
            "old fork",
            "",
        ),
        Q(
            "t",
            "On what date is Evelina and Ulrich's wedding now?",
            "2025-10-04",
            "wedding-moved",
            "4th october",
            "human-date latest",
        ),
        Q(
            "m",
            "How many times has Evelina's wedding date moved, and why?",
            "twice: from 13 September to 27 September 2025 because the town hall couldn't do the 13th, then to 4 October because Ulrich's brother is in Canada until then",
            "wedding-plan wedding-moved",
            {"wedding-plan": "13th september", "wedding-moved": "27th; 4th october"},
            "event-chain latest",
        ),
        Q(
            "s",
            "What is Ciarán making for Evelina's wedding?",
            "the wedding goblets (silver)",
            "goblets wedding-moved",
            {"goblets": "wedding goblets", "wedding-moved": "goblets"},
            "",
        ),
        Q(
            "t",
            "When did Ciarán's mam have laser surgery on her eyes?",
            "2025-02-07",
            "mam-eyes",
            "laser surgery; friday",
            "relative-date third-person-fact",
        ),
        Q(
            "t",
            "On what date was Evelina's thirty-seventh birthday?",
            "2025-04-29",
            "birthday",
            "thirty seven; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Ulrich give Evelina for her birthday?",
            "a new wetsuit",
            "birthday",
            "wetsuit",
            "",
        ),
        Q(
            "m",
            "Where did Ciarán spend his fortieth birthday and what did he bring back, and what did Evelina get for her thirty-seventh?",
            "Ciarán turned forty in Florence and brought back forty silver charms; Evelina got a new wetsuit from Ulrich",
            "florence-birthday charms birthday",
            {
                "florence-birthday": "forty",
                "charms": "forty silver charms",
                "birthday": "wetsuit",
            },
            "event-chain",
        ),
        Q(
            "o",
            "In which country is Strasbourg, where Evelina is getting married?",
            "France",
            "wedding-plan",
            "strasbourg",
            "",
        ),
        Q(
            "o",
            "Florence, where Ciarán learned filigree, stands on which river?",
            "the Arno",
            "no-marrakesh",
            "florence",
            "",
        ),
        Q(
            "o",
            "Carnoustie, where Evelina lives, is on the coast of which sea?",
            "the North Sea",
            "selkies",
            "carnoustie",
            "",
        ),
        Q(
            "s",
            "Which of Evelina's relatives was in hospital with bronchitis two years ago?",
            "her grandmother, Grandma Amparo",
            "bronchitis",
            "grandma amparo; bronchitis",
            "relative-question-date",
        ),
    ],
)
CONVERSATIONS.append(EVELINA_CIARAN)

ZOE_LISANDRO = Conv(
    "pair",
    "named_json",
    ["Zoë", "Lisandro"],
    """
@ 2024-07-07
Lisandro: Zoë! Greetings from a very hot Bilbao. It was thirty-six degrees in the kitchen yesterday. How is Kingsbridge? {home}
Zoë: Lisandro! Kingsbridge is damp, as usual. On Thursday I spent the whole day forty metres up the church tower at Dartington, repointing the stonework round the clock, and I've never been so happy to see the ground. {tower}
Lisandro: Forty metres! I get dizzy on a stepladder. Are you still climbing for the same steeplejack firm?
Zoë: Yes, Big Al's crew, for six years now. He says I'm the best climber he's ever hired, though he only says it when he wants me to work on a Saturday. {big-al}
Lisandro: A boss who flatters you is a boss who wants something. My own news is sad: Unai and I have broken up. He got a job in Zaragoza, and neither of us wanted to do it long distance. {unai}
Zoë: Oh, Lisandro, I'm sorry. You two were together for five years, weren't you?
Lisandro: Six years in September. We're still friends, and he's left me his bicycle and his terrible plants. {unai-bike}
Zoë: Keep the bicycle and let the plants go. Is the restaurant keeping you busy?
Lisandro: Very. I've been the chocolatier at Itsaso since March, and my olive oil truffles are on the menu. The restaurant closes for three weeks every August, so I'm going to my parents in Hondarribia. {itsaso}
Zoë: Those truffles sound incredible. I have band news: the Damp Squibs are playing at the Kingsbridge Carnival on the 10th of August. {gig}
Lisandro: Remind me who is in the Damp Squibs?
Zoë: Me on bass, my brother Hal on drums, and two lads from Big Al's crew, Piran and Locryn, on guitars. We only play covers, badly but loudly. {squibs}
Lisandro: I would pay good money to hear that.
Zoë: You'd be the only one! Oh, and I've bought an alpaca. She's called Figgy, she's four months old, and she has already eaten a tea towel. {figgy}
@ 2024-09-14
Zoë: Lisandro, how was August in Hondarribia?
Lisandro: Lovely and worrying. My father had kidney stones in the middle of August and was in hospital in San Sebastián for five days. He's home now, and Mum says he drinks more water than a horse. {father}
Zoë: Poor man. I'm glad he's home. Did you get any rest?
Lisandro: A little, on the beach. How did the carnival gig go?
Zoë: It didn't happen, sadly. Hal's lung collapsed the night before and he spent the 10th of August in hospital instead, so we cancelled. He's fine now, and he's already back on the drums. {hal}
Lisandro: Oh no! At least he's all right.
Zoë: We've rearranged it: we're playing at the Bay Horse on the 12th of October instead. Big Al has promised to come and dance, which sounds like a threat. {gig-moved}
Lisandro: Ha! My sister Amaia had twins on the 2nd of September, a boy and a girl called Aitor and Nerea. They're twelve days old, and they already scream in harmony. {twins}
Zoë: Twins! Congratulations, Uncle Lisandro! How is Amaia?
Lisandro: Exhausted and proud. I'm baking the cake for their baptism in October. How is Figgy?
Zoë: She's six months old now, and she's escaped four times. The last time she got into the vicarage garden and ate the vicar's roses. {figgy-escape}
Lisandro: An alpaca with expensive taste. I have something to boast about too: on Sunday I won second prize at the chocolate fair in Getxo, with ninety-four points out of a hundred for the olive oil truffles. {getxo}
Zoë: Ninety-four! You're a genius. Did anyone from home see it?
Lisandro: Unai sent me a message afterwards to say congratulations, which I liked. We really are still friends. {unai-msg}
Zoë: I'm glad. I'm planning to visit you in March, if the flights are cheap. {visit-plan}
@ 2024-11-30
Lisandro: Zoë! I've met someone. His name is Hodei, he's a surf instructor at Ereaga beach in Getxo, and we met at the twins' baptism in October. {hodei}
Zoë: Lisandro! That's wonderful! Tell me everything.
Lisandro: He's kind, he's funny, and he eats everything I make, which is the most important thing. We've been together six weeks. {hodei-weeks}
Zoë: The perfect man. My news is big too: Alastair is retiring at Christmas, and he's selling me the business! {alastair}
Lisandro: Who is Alastair?
Zoë: Big Al! Sorry, I never use his real name: Alastair Pengelly. He's sixty-eight, and his knees have had enough of climbing. I'm buying the firm for forty thousand pounds, with a loan from the bank. {pengelly}
Lisandro: Zoë, the boss! Congratulations. How did the Bay Horse gig go?
Zoë: Brilliantly. We played for two hours on the 12th of October, Hal didn't miss a beat, and Big Al danced on a table. We've been asked back for New Year's Eve. {bay-horse}
Lisandro: Big Al on a table is something I'd pay to see. And how is the alpaca?
Zoë: Figgy is eight months old, and she has a boyfriend: a male alpaca called Trevithick from the farm next door. {trevithick}
Lisandro: An alpaca romance! Are you still coming to Bilbao in March?
Zoë: I'm coming at Easter instead, in April, because March is our busiest month, after the winter storms. {visit-april}
Lisandro: Easter is perfect. Hodei will want to meet you. Did you do your apple pressing this year?
Zoë: We did, as we do every year on the first Saturday of October at Hal's orchard. We made a hundred and ten litres of juice this time, which is a record. {apple}
@ 2025-02-15
Zoë: Lisandro, happy Valentine's Day for yesterday! Did Hodei spoil you?
Lisandro: He cooked for me, which was brave, because a chocolatier is a terrible guest. He made squid in its own ink, and it was perfect. {valentine}
Zoë: Good man. I'm officially the owner of the business now. Alastair handed me the keys on the 2nd of January, and I've renamed it Highwire Steeplejacks. {highwire}
Lisandro: Highwire Steeplejacks! Very professional. Did the crew stay with you?
Zoë: Piran and Locryn stayed on, and I've hired a new climber, Elestren, who used to work on bridges in Scotland. {elestren}
Lisandro: A proper team. How is Hal?
Zoë: Hal and his girlfriend Jenifer have split up. She's moved back to Hayle, and he's pretending to be fine. {hal-split}
Lisandro: Poor Hal. Give him a hug from me.
Zoë: I will. I'm afraid my Easter visit is off too. Mum is having a shoulder replacement on the 17th of April, and I need to be with her. I'll come in the autumn instead, once she can drive again. {visit-off}
Lisandro: Of course. Family first. I'll save you some truffles.
Zoë: How are the twins?
Lisandro: They're five months old, and they've discovered their feet. And I have a new weekly routine: Tuesdays are my day off now, since Itsaso started opening on Sundays, so I spend them with Amaia and the twins. {tuesdays}
Zoë: Uncle duty! What do you do with them all day?
Lisandro: I push the pram along the river and eat pastries. Oh, and I bought a blue Vespa for two thousand euros, so I can get to Hondarribia more quickly. {vespa}
@ 2025-05-10
Lisandro: Zoë, how is your mum after her shoulder operation?
Zoë: Out of hospital since the 22nd of April, and walking round the garden with her arm in a sling. She says the physio is a sadist. {mum-shoulder}
Lisandro: All physios are. And how is the business?
Zoë: Highwire Steeplejacks won its first council contract on Tuesday. No, sorry, it was Wednesday; Tuesday was the interview. It's every church tower and chimney on the council's buildings in Salcombe, for two years. {contract}
Lisandro: Congratulations, boss! I've got news too: Hodei and I are moving in together. We've found a flat in Getxo, near his beach, and we get the keys on the 1st of June. {getxo-flat}
Zoë: That's wonderful! I have baby news as well: Figgy had two babies on the 30th of April. Trevithick is the father, and they're ten days old today. {alpaca-babies}
Lisandro: Baby alpacas! What are they called?
Zoë: Hevva and Mabyn. They bounce off everything, including Hal. Oh, and the Damp Squibs have lost Locryn: he's moved to Bridgwater, so we're a three-piece now and Hal sings as well as drumming. {locryn}
Lisandro: Hal singing! I hope he's better at it than I am. Now, I've decided to give up chocolate and become a surf instructor like Hodei. {joke}
Zoë: You? You can't even stand up on a board!
Lisandro: True, it's a joke. The real news is that a publisher in Zaragoza has asked me to write a cookbook of Basque sweets, and I've said yes. {cookbook}
Zoë: Lisandro, that's brilliant! I've booked my flight to Bilbao at last, for the 18th of September. {visit-sept}
Lisandro: At last! Hodei and I will meet you at the airport.
""",
    [
        Q(
            "s",
            "What does Zoë do for a living?",
            "she is a steeplejack (a climber), and since January 2025 owns the firm, Highwire Steeplejacks",
            "big-al highwire",
            {"big-al": "climber", "highwire": "owner"},
            "latest",
            True,
        ),
        Q("s", "In which town does Zoë live?", "Kingsbridge", "home", "kingsbridge", "", True),
        Q("s", "In which city does Lisandro live?", "Bilbao", "home", "bilbao", "", True),
        Q(
            "t",
            "When did Zoë spend the day up the church tower at Dartington?",
            "2024-07-04",
            "tower",
            "church tower; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "How high did Zoë climb on the church tower at Dartington?",
            "forty metres",
            "tower",
            "forty metres",
            "",
        ),
        Q(
            "s",
            "Who is Big Al?",
            "Zoë's boss, Alastair Pengelly, who owned the steeplejack firm and sold it to her",
            "big-al pengelly",
            {"big-al": "big al", "pengelly": "alastair pengelly"},
            "fragment event-chain",
        ),
        Q(
            "s",
            "How old is Alastair Pengelly, and why did he retire?",
            "sixty-eight; his knees had had enough of climbing",
            "pengelly",
            "sixty eight; knees",
            "third-person-fact",
        ),
        Q(
            "s",
            "How much did Zoë pay for the steeplejack firm, and how did she pay for it?",
            "£40,000, with a loan from the bank",
            "pengelly",
            "forty thousand; loan",
            "",
        ),
        Q(
            "s",
            "What is Zoë's business called now?",
            "Highwire Steeplejacks",
            "highwire",
            "highwire steeplejacks",
            "latest",
            True,
        ),
        Q(
            "s",
            "Who is Elestren?",
            "a climber Zoë hired for Highwire Steeplejacks, who used to work on bridges in Scotland",
            "elestren",
            "elestren; climber",
            "fragment",
        ),
        Q(
            "t",
            "When did Highwire Steeplejacks win its first council contract?",
            "2025-05-07",
            "contract",
            "council contract; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "What is Highwire Steeplejacks' first council contract?",
            "every church tower and chimney on the council's buildings in Salcombe, for two years",
            "contract",
            "salcombe; two years",
            "",
        ),
        Q(
            "s",
            "Why did Lisandro and Unai break up?",
            "Unai got a job in Zaragoza and neither wanted a long-distance relationship",
            "unai",
            "zaragoza; long distance",
            "",
        ),
        Q(
            "s",
            "How long had Lisandro and Unai been together when they broke up?",
            "nearly six years (six in September 2024)",
            "unai unai-bike",
            {"unai": "unai; broken up", "unai-bike": "six years"},
            "second-person",
        ),
        Q(
            "s",
            "What did Unai leave Lisandro?",
            "his bicycle and his plants",
            "unai-bike",
            "bicycle; plants",
            "third-person-fact",
        ),
        Q(
            "s",
            "Where does Lisandro work, and what is his job?",
            "he is the chocolatier at Itsaso",
            "itsaso",
            "chocolatier; itsaso",
            "",
            True,
        ),
        Q(
            "t",
            "Since when has Lisandro been the chocolatier at Itsaso?",
            "2024-03",
            "itsaso",
            "chocolatier; march",
            "human-date",
        ),
        Q(
            "s",
            "When does Itsaso close every year, and for how long?",
            "every August, for three weeks",
            "itsaso",
            "every august; three weeks",
            "",
        ),
        Q(
            "s",
            "Who plays what in the Damp Squibs at first?",
            "Zoë on bass, her brother Hal on drums, Piran and Locryn from Big Al's crew on guitars",
            "squibs",
            "bass; hal drums; piran locryn",
            "fragment",
        ),
        Q(
            "s",
            "Who is in the Damp Squibs now?",
            "Zoë, Hal (drums and vocals) and Piran; Locryn left for Bridgwater, so they are a three-piece",
            "squibs locryn",
            {"squibs": "piran", "locryn": "three piece"},
            "latest",
        ),
        Q(
            "m",
            "Why did the Damp Squibs cancel their Kingsbridge Carnival gig, and where did they play instead?",
            "Hal's lung collapsed and he was in hospital on 10 August 2024; they played the Bay Horse on 12 October instead",
            "hal gig-moved",
            {"hal": "lung collapsed", "gig-moved": "bay horse"},
            "event-chain",
        ),
        Q(
            "t",
            "On what date was Hal in hospital with a collapsed lung?",
            "2024-08-10",
            "hal",
            "lung; 10th august",
            "human-date third-person-fact",
        ),
        Q(
            "s",
            "What did Big Al do at the Bay Horse gig?",
            "he danced on a table",
            "bay-horse",
            "danced table",
            "third-person-fact",
        ),
        Q(
            "s",
            "What kind of animal is Figgy, and how old was she when Zoë bought her?",
            "an alpaca, four months old",
            "figgy",
            "alpaca; four months",
            "",
            True,
        ),
        Q(
            "s",
            "Whose roses did Figgy eat?",
            "the vicar's, in the vicarage garden",
            "figgy-escape",
            "vicar roses",
            "",
        ),
        Q(
            "s",
            "Who is Trevithick?",
            "a male alpaca from the farm next door, Figgy's boyfriend and the father of her babies",
            "trevithick alpaca-babies",
            {"trevithick": "male alpaca", "alpaca-babies": "trevithick"},
            "fragment",
        ),
        Q(
            "s",
            "What are Figgy's babies called?",
            "Hevva and Mabyn",
            "locryn",
            "hevva; mabyn",
            "pronoun",
        ),
        Q(
            "t",
            "In which month was Lisandro's father in hospital with kidney stones?",
            "2024-08",
            "father",
            "kidney stones; august",
            "human-date third-person-fact",
        ),
        Q(
            "t",
            "When were Amaia's twins born?",
            "2024-09-02",
            "twins",
            "twins; 2nd september",
            "human-date",
        ),
        Q(
            "s",
            "What are the names of Amaia's twins?",
            "Aitor and Nerea",
            "twins",
            "aitor; nerea",
            "",
        ),
        Q(
            "t",
            "When did Lisandro win second prize at the chocolate fair in Getxo?",
            "2024-09-08",
            "getxo",
            "second prize; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "How many points did Lisandro's truffles get at the Getxo chocolate fair?",
            "ninety-four out of a hundred",
            "getxo",
            "ninety four",
            "",
        ),
        Q(
            "s",
            "Who is Hodei, and where did Lisandro meet him?",
            "a surf instructor at Ereaga beach in Getxo; they met at the twins' baptism",
            "hodei",
            "surf instructor; baptism",
            "fragment",
        ),
        Q(
            "t",
            "In which month did Lisandro meet Hodei?",
            "2024-10",
            "hodei",
            "baptism; october",
            "human-date",
        ),
        Q(
            "s",
            "What did Hodei cook for Lisandro on Valentine's Day?",
            "squid in its own ink",
            "valentine",
            "squid ink",
            "",
        ),
        Q(
            "m",
            "When did Zoë plan to visit Lisandro in Bilbao, and how did the plan change?",
            "first March 2025, then Easter (April), then called off because of her mum's shoulder operation; finally booked for 18 September 2025",
            "visit-plan visit-april visit-off visit-sept",
            {
                "visit-plan": "march",
                "visit-april": "easter",
                "visit-off": "shoulder",
                "visit-sept": "18th september",
            },
            "event-chain latest",
        ),
        Q(
            "t",
            "On what date is Zoë flying to Bilbao?",
            "2025-09-18",
            "visit-sept",
            "bilbao; 18th september",
            "human-date latest",
        ),
        Q(
            "t",
            "On what date did Zoë's mum have her shoulder replacement?",
            "2025-04-17",
            "visit-off",
            "shoulder replacement; 17th april",
            "human-date third-person-fact",
        ),
        Q(
            "t",
            "Since when has Zoë's mum been out of hospital after her shoulder replacement?",
            "2025-04-22",
            "mum-shoulder",
            "hospital; 22nd april",
            "human-date",
        ),
        Q(
            "s",
            "What does Zoë's mum say about her physio?",
            "that the physio is a sadist",
            "mum-shoulder",
            "physio sadist",
            "third-person-fact",
        ),
        Q(
            "s",
            "What happened between Hal and Jenifer?",
            "they split up and she moved back to Hayle",
            "hal-split",
            "split; hayle",
            "third-person-fact",
        ),
        Q(
            "s",
            "How often is there apple pressing at Hal's orchard, and how much juice was made in 2024?",
            "every year on the first Saturday of October; 110 litres, a record",
            "apple",
            "every year; hundred ten litres",
            "",
        ),
        Q(
            "s",
            "Which day is Lisandro's day off, and why?",
            "Tuesdays, since Itsaso started opening on Sundays",
            "tuesdays",
            "tuesdays; sundays",
            "",
        ),
        Q(
            "s",
            "What did Lisandro buy in early 2025, and for how much?",
            "a blue Vespa, for €2,000",
            "vespa",
            "vespa; two thousand",
            "",
        ),
        Q(
            "s",
            "Is Lisandro giving up chocolate to become a surf instructor?",
            "no, that was a joke; his real news is a cookbook of Basque sweets for a publisher in Zaragoza",
            "joke cookbook",
            {"joke": "surf instructor", "cookbook": "joke; cookbook"},
            "",
        ),
        Q(
            "m",
            "How many Zaragoza connections does Lisandro have: who moved there and who is publishing him there?",
            "Unai moved to Zaragoza for a job, and a Zaragoza publisher asked Lisandro to write a cookbook",
            "unai cookbook",
            {"unai": "zaragoza", "cookbook": "zaragoza"},
            "",
        ),
        Q(
            "m",
            "Who has been in hospital in Zoë's family since July 2024, and why?",
            "her brother Hal (collapsed lung, August 2024) and her mum (shoulder replacement, April 2025)",
            "hal visit-off",
            {"hal": "lung collapsed", "visit-off": "shoulder replacement"},
            "event-chain",
        ),
        Q(
            "o",
            "In which region of Spain is Bilbao, where Lisandro lives?",
            "the Basque Country",
            "home",
            "bilbao",
            "",
        ),
        Q(
            "o",
            "In which English county is Kingsbridge, where Zoë lives?",
            "Devon",
            "home",
            "kingsbridge",
            "",
        ),
        Q(
            "s",
            "Which of Lisandro's relationships ended two years ago?",
            "his six-year relationship with Unai, who moved to Zaragoza",
            "unai",
            "unai; broken up",
            "relative-question-date",
        ),
    ],
)
CONVERSATIONS.append(ZOE_LISANDRO)

KENZIE_RONAN = Conv(
    "pair",
    "timestamped_lines",
    ["Kenzie", "Rónán"],
    """
@ 2024-12-08
Rónán: kenz!! hows carmarthen, u still at the hair place {home}
Kenzie: rónán!!! yeah still at fade & anchor on king street, 2nd year of my apprenticeship. did my first proper cut on a paying customer on thursday, a pixie cut on a nurse {pixie}
Rónán: omg ur first one!! was ur hand shaking
Kenzie: like a leaf lol. she said she loved it tho so either im good or shes kind. hows the cinema
Rónán: grand, still projectionist at the town hall cinema in athenry, 5 nights a week. fridays are my long one, 2 till 1am cos of the late horror showing {fridays}
Kenzie: 1am ugh. hows caoimhe
Rónán: caoimhe n me are done tbh. she ended it 2 weeks ago, said im married to the cinema {caoimhe}
Kenzie: nooo rónán im so sorry. u ok?
Rónán: ah ill live. been at the football more to keep busy, gaelic football, we're the athenry shamrocks, over 30s team, we train tuesdays at the pitch in craughwell {football}
Kenzie: good. i joined a cheerleading team!! the carmarthen comets, 15 of us, we train sundays at the leisure centre. im the one they throw in the air lol {cheer}
Rónán: u in the air 😂 love it
Kenzie: also i got a bunny!! a mini lop called gizmo, 9 weeks old, chews everything, i love him {gizmo}
Rónán: a bunny in a flat? does ur landlord know
Kenzie: he will now lol
@ 2025-02-01
Kenzie: happy new year (late) how was xmas in athenry
Rónán: quiet. mam was in hospital over christmas with her heart, they put a pacemaker in on the 27th of december {mam-pacemaker}
Kenzie: omg is she ok??
Rónán: out of hospital since the 3rd of jan n shes back at her bingo already. she says the pacemaker makes her feel 40 {mam-home}
Kenzie: haha legend. tell her i said hi
Rónán: will do. hows the cheer
Kenzie: we had our first competition last sat in merthyr, came 5th out of 9 but i landed my first back tuck!! {comp}
Rónán: a back tuck!! the comets are going places
Kenzie: and news, im moving. me n my mate gwenno are getting a 2 bed in johnstown, moving in on the 15th of feb, gizmo is coming obvs {move}
Rónán: johnstown is nice. gwenno from the salon?
Kenzie: no gwenno from cheer lol, shes our captain {gwenno}
Rónán: mine: sold my old telly for 80 quid n bought a projector for the flat, 400 euro, proper cinema at home now {projector}
Kenzie: ofc u did lol. u never switch off
Rónán: also the shamrocks won the league cup on wednesday, 2-14 to 1-9, i scored a goal {cup}
Kenzie: get in!!!
@ 2025-04-13
Rónán: kenz guess who i had a pint with on friday {pint}
Kenzie: who
Rónán: caoimhe. we're back together. she said she missed me, i said i missed her, n ive dropped the friday late shift so we get friday nights {caoimhe-back}
Kenzie: RÓNÁN!!! delighted. so whats ur long day now
Rónán: saturdays, 2 till midnight. manager said fine as long as i train up the new lad, cian {saturdays}
Kenzie: fair. my news, i finished my apprenticeship!! officially a hairdresser since tuesday, got my own chair at fade & anchor {qualified}
Rónán: congrats!!! whats ur first job as a proper hairdresser
Kenzie: a full head of mermaid colours on a postman from port talbot, 3 sessions, first one was 6 hours {mermaid}
Rónán: a mermaid postman lol. hows the bunny
Kenzie: gizmos 6 months old now n hes learned to steal socks. gwenno is furious {gizmo-6}
Rónán: bunnies n socks, classic. u still going to the green dragon festival in june
Kenzie: nah not going to green dragon after all, tickets went up to 300 quid. going to my nans 80th in pendine instead, on the 14th of june {no-festival}
Rónán: ur nans 80th is better craic anyway
@ 2025-07-05
Kenzie: rónán hows athenry. hows ur mam
Rónán: mam's flying. walking 5k a day now, doctors thrilled. she drags us all to ballybrit for the races every year at the end of july n this year shes doing the whole week {races}
Kenzie: pacemaker power. me, bad news, gwenno n me fell out. shes moving out on the 1st of august, says gizmo ate her trainers. which he did tbf {gwenno-out}
Rónán: ah no. u gonna get someone else in
Kenzie: my cousin dewi is moving in, hes 19, just got into uni here. hes scared of gizmo lol {dewi}
Rónán: scared of a bunny lol. hows ur nan, how was the 80th
Kenzie: so good, 40 of us in a pub in pendine, she danced with the landlord. my uncle got her an electric trike n shes already ridden it to amroth {nan}
Rónán: ur nan on a trike 😂
Kenzie: hows the football
Rónán: done for the year, the shamrocks lost the county semi final on sunday by a point. gutted {semi}
Kenzie: unlucky. we're in the welsh championships on the 23rd of august in newport!! {champs-plan}
Rónán: go on the comets. me n caoimhe are going to the seaweed festival in kilkee in september, its on every september n she's never been {kilkee}
Kenzie: seaweed festival 😂 u two are so cute
@ 2025-09-20
Rónán: kenz big news. me n caoimhe got engaged, at the seaweed festival in kilkee last weekend {engaged}
Kenzie: OMG!!!! congrats!!! whens the wedding
Rónán: next summer, july maybe, nothing booked yet. u have to come {wedding}
Kenzie: try n stop me. cheer news: we won the welsh championships with 94.5 points n i was named athlete of the day!! {champs}
Rónán: athlete of the day 🏆
Kenzie: also im doing a guest chair at a salon in abergavenny in october, 2 weeks, from the 6th {abergavenny}
Rónán: deadly. hows dewi, n gizmo
Kenzie: dewi loves gizmo now, walks him on a lead round johnstown, everyone stares {dewi-gizmo}
Rónán: lol. n ur nan?
Kenzie: she fell off the trike in august n sprained her ankle but shes back on it already, no stopping her {nan-trike}
Rónán: mam's 72 on tuesday, we're having a party at the cinema n showing her favourite film, ryan's daughter {mam-72}
Kenzie: ryan's daughter lol, classic mam choice. u still training the new lad
Rónán: cian left for the other cinema in august so im training someone new again, ugh {cian}
""",
    [
        Q(
            "s",
            "What does Kenzie do for a living, and where?",
            "she is a hairdresser at Fade & Anchor on King Street in Carmarthen (qualified April 2025)",
            "home pixie qualified",
            {"home": "hair", "pixie": "fade anchor", "qualified": "hairdresser"},
            "latest",
            True,
        ),
        Q(
            "s",
            "What does Rónán do for a living?",
            "he is a projectionist at the Town Hall cinema in Athenry",
            "fridays",
            "projectionist",
            "",
            True,
        ),
        Q(
            "t",
            "When did Kenzie do her first haircut on a paying customer?",
            "2024-12-05",
            "pixie",
            "first proper cut; thursday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Caoimhe first end her relationship with Rónán?",
            "2024-11-24",
            "caoimhe",
            "ended; 2 weeks ago",
            "relative-date",
        ),
        Q(
            "s",
            "Are Rónán and Caoimhe together now?",
            "yes: she ended it in November 2024, they got back together in April 2025 and got engaged in September 2025",
            "caoimhe caoimhe-back engaged",
            {"caoimhe": "done", "caoimhe-back": "back together", "engaged": "engaged"},
            "latest",
            True,
        ),
        Q(
            "s",
            "Which day was Rónán's long day in December 2024, and which is it now?",
            "Fridays, 2pm to 1am; later Saturdays, 2pm to midnight",
            "fridays saturdays",
            {"fridays": "fridays", "saturdays": "saturdays"},
            "latest",
        ),
        Q(
            "m",
            "Why did Rónán give up his Friday late shift?",
            "he and Caoimhe got back together and he wanted Friday nights with her (she had said he was married to the cinema)",
            "caoimhe caoimhe-back",
            {"caoimhe": "married cinema", "caoimhe-back": "friday late shift"},
            "event-chain",
        ),
        Q(
            "s",
            "What is Rónán's gaelic football team, and when do they train?",
            "the Athenry Shamrocks, an over-30s team; Tuesdays at the pitch in Craughwell",
            "football",
            "athenry shamrocks; tuesdays",
            "",
            True,
        ),
        Q(
            "s",
            "What is Kenzie's cheerleading team, and when do they train?",
            "the Carmarthen Comets; Sundays at the leisure centre",
            "cheer",
            "carmarthen comets; sundays",
            "",
            True,
        ),
        Q(
            "s",
            "What kind of pet is Gizmo, and how old was he when Kenzie got him?",
            "a mini lop bunny, nine weeks old",
            "gizmo",
            "mini lop|bunny; 9 weeks",
            "",
        ),
        Q(
            "m",
            "What has Gizmo stolen or eaten, and what did it cost Kenzie?",
            "socks, and Gwenno's trainers, which is why Gwenno moved out",
            "gizmo-6 gwenno-out",
            {"gizmo-6": "socks", "gwenno-out": "trainers"},
            "event-chain",
        ),
        Q(
            "t",
            "On what date did Rónán's mam get her pacemaker?",
            "2024-12-27",
            "mam-pacemaker",
            "pacemaker; 27th december",
            "human-date third-person-fact",
        ),
        Q(
            "t",
            "When was the Carmarthen Comets' first competition?",
            "2025-01-25",
            "comp",
            "first competition; last sat",
            "relative-date",
        ),
        Q(
            "s",
            "Where did the Carmarthen Comets finish in their first competition, and what did Kenzie manage?",
            "5th out of 9, in Merthyr; Kenzie landed her first back tuck",
            "comp",
            "5th 9; back tuck",
            "",
        ),
        Q(
            "s",
            "Who is Gwenno?",
            "the captain of Kenzie's cheerleading team, who shared the Johnstown flat with her until August 2025",
            "move gwenno",
            {"move": "gwenno", "gwenno": "captain"},
            "fragment",
        ),
        Q(
            "s",
            "Who lives with Kenzie now?",
            "her cousin Dewi, nineteen, a student (and Gizmo); Gwenno moved out on 1 August 2025",
            "gwenno-out dewi",
            {"gwenno-out": "moving out", "dewi": "cousin dewi"},
            "latest",
        ),
        Q(
            "m",
            "Who moved into Kenzie's flat after Gwenno, and how does he get on with Gizmo?",
            "her cousin Dewi, nineteen: scared of Gizmo at first, he now walks him on a lead round Johnstown",
            "dewi dewi-gizmo",
            {"dewi": "cousin dewi; scared", "dewi-gizmo": "lead"},
            "event-chain latest",
        ),
        Q(
            "s",
            "What did Rónán sell and buy in early 2025?",
            "sold his old telly for £80 and bought a projector for €400",
            "projector",
            "telly; projector",
            "",
        ),
        Q(
            "t",
            "When did the Athenry Shamrocks win the league cup?",
            "2025-01-29",
            "cup",
            "league cup; wednesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Rónán and Caoimhe get back together over a pint?",
            "2025-04-11",
            "pint caoimhe-back",
            {"pint": "pint; friday", "caoimhe-back": "back together"},
            "relative-date",
        ),
        Q(
            "t",
            "When did Kenzie finish her apprenticeship?",
            "2025-04-08",
            "qualified",
            "apprenticeship; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "What was Kenzie's first job as a qualified hairdresser?",
            "a full head of mermaid colours on a postman from Port Talbot, over three sessions",
            "mermaid",
            "mermaid colours; postman",
            "",
        ),
        Q(
            "s",
            "Who is Cian?",
            "the new lad Rónán trained at the cinema, who left for another cinema in August 2025",
            "saturdays cian",
            {"saturdays": "cian", "cian": "cian"},
            "fragment",
        ),
        Q(
            "s",
            "Is Kenzie going to the Green Dragon festival, and why?",
            "no: tickets rose to £300, so she went to her nan's 80th in Pendine instead",
            "no-festival",
            "green dragon; 300|nans 80th",
            "",
        ),
        Q(
            "t",
            "On what date was Kenzie's nan's eightieth birthday party?",
            "2025-06-14",
            "no-festival",
            "80th; 14th june",
            "human-date",
        ),
        Q(
            "m",
            "What did Kenzie's uncle give her nan, and what happened with it?",
            "an electric trike; she rode it to Amroth, then fell off it in August and sprained her ankle",
            "nan nan-trike",
            {"nan": "electric trike", "nan-trike": "sprained ankle"},
            "event-chain",
        ),
        Q(
            "m",
            "How did the Carmarthen Comets' season go from their first competition to the Welsh championships?",
            "5th of 9 at their first competition in January 2025, then won the Welsh championships in August with 94.5 points, with Kenzie athlete of the day",
            "comp champs-plan champs",
            {"comp": "5th 9", "champs-plan": "welsh championships", "champs": "94 5"},
            "event-chain",
        ),
        Q(
            "t",
            "On what date were the Welsh championships?",
            "2025-08-23",
            "champs-plan",
            "welsh championships; 23rd august",
            "human-date",
        ),
        Q(
            "t",
            "When did the Athenry Shamrocks lose the county semi-final?",
            "2025-06-29",
            "semi",
            "semi final; sunday",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did Rónán and Caoimhe get engaged?",
            "2025-09",
            "engaged",
            "engaged; last weekend",
            "relative-date",
        ),
        Q(
            "t",
            "On what date was Rónán's mam's seventy-second birthday?",
            "2025-09-23",
            "mam-72",
            "72; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "Where does Rónán's mam go every year at the end of July?",
            "to the races at Ballybrit",
            "races",
            "ballybrit; every year",
            "third-person-fact",
        ),
        Q(
            "s",
            "Where is Kenzie doing a guest chair in October 2025?",
            "at a salon in Abergavenny, for two weeks from the 6th",
            "abergavenny",
            "abergavenny",
            "",
        ),
        Q(
            "o",
            "Who directed Ryan's Daughter, the film Rónán's mam loves?",
            "David Lean",
            "mam-72",
            "ryan daughter",
            "",
        ),
        Q(
            "o",
            "Kilkee, where Rónán and Caoimhe got engaged, is in which Irish county?",
            "County Clare",
            "engaged",
            "kilkee",
            "",
        ),
    ],
)
CONVERSATIONS.append(KENZIE_RONAN)

LIESEL = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-03-05
User: Hello, I'm Liesel. I'm a lengthsman on the Worcester and Birmingham Canal at Tardebigge, near Bromsgrove, and I need to write a leaflet for boaters about the flight of locks. Can you help? {job}
Assistant: Hello Liesel! I'd be glad to help. What's the most important thing for boaters to know before they start?
User: That there are thirty locks, and most boats take five or six hours to get through. I've worked here for twelve years, so I've seen every mistake there is. {locks}
Assistant: Then you're the right person to write it. Shall we start with a short list of do's and don'ts, with the time it takes at the top?
User: Yes, please, and keep it short, because I'm handing it out at the raft race on Good Friday. I volunteer at the Tardebigge raft race every Easter, and I've run the checkpoint at the top lock since 2015. {dw}
Assistant: That's a lovely tradition. Here's a draft: allow six hours, work the locks with the crew ahead of you, never leave a windlass on a spindle, and close every paddle behind you.
User: Good. Add a line about windlasses flying off, because my colleague Senan gashed his hand on one last month and needed eleven stitches. {senan}
Assistant: Ouch, poor Senan. I'll add: "Keep a firm grip on your windlass and never let go while the paddle is up."
User: Perfect. My wife Hermione will print it at her shop; she runs the print shop on the High Street in Bromsgrove. {hermione}
Assistant: That's handy. Is there anything else you'd like on the back of the leaflet?
User: Just the phone number of the canal office. And a question of my own: our cockapoo puppy, Sixpence, is five months old and keeps chewing my lock keys. Is that normal? {sixpence}
Assistant: Perfectly normal for a teething puppy. Give her a rubber chew toy of her own, and keep the keys on a hook out of reach.
@ 2024-06-18
User: Hi, it's Liesel again. I need ideas for my daughter Yvaine's eighteenth birthday, which is on Saturday the 6th of July. {yvaine}
Assistant: Hello again, Liesel! Eighteen is a big one. What does Yvaine enjoy?
User: Trampolining and zombie films. She's just finished her A levels, and she's starting a degree in forensic science at Keele in September. {yvaine-uni}
Assistant: Then how about an evening at a trampoline park followed by a late zombie film, or a party with a film screening in the garden?
User: She'd love the garden film. I should tell you that Hermione and I are separating. We told Yvaine on Sunday. It's friendly, and Hermione is keeping the print shop, while I'm staying in the lock cottage. {separating}
Assistant: I'm sorry, Liesel. That's a lot to deal with alongside a birthday. So the party will be at the lock cottage on Thursday the 4th?
User: No, on Saturday the 6th, her actual birthday. Thursdays are my day off, but Yvaine works at the canal café on Thursdays. {thursdays}
Assistant: Sorry, my mistake: Saturday the 6th of July, at the lock cottage. How many guests are you expecting?
User: About thirty. Hermione is making the cake, which shows you how friendly the separation is. {cake}
Assistant: That's lovely to hear. For thirty guests in a garden, you'll want a big white sheet for the screen, a borrowed projector and blankets for the grass.
@ 2024-10-02
User: Hello, Liesel here. Yvaine started at Keele on the 21st of September, and I'd like to send her a care parcel. What should go in it? {keele}
Assistant: Hello Liesel! A care parcel is a lovely idea. Tea, biscuits, a hot-water bottle, some photos from home and a note usually go down well.
User: Good. Add some fudge, because my mother Phyllida makes the best fudge in the Midlands. She had an angina attack on Monday, though, so she won't be making any for a while. {phyllida}
Assistant: I'm so sorry to hear that. I hope Hermione's mother is recovering well.
User: No, Phyllida is my mother, not Hermione's. She's in the Alexandra Hospital in Redditch, and the doctors say she can go home next week. {phyllida-correct}
Assistant: Sorry, my mistake: your mother, Phyllida. I'm glad she's expected home soon. Shop fudge will do for this parcel, then.
User: It will. Sixpence is doing the parcel tape, in the sense that she's stealing it. She came second in the puppy class at the Bromsgrove dog show on Saturday, which surprised everyone. {sixpence-show}
Assistant: Congratulations to Sixpence! How old is she now?
User: Eleven months, so it was her last chance in the puppy class. I'm also thinking of selling my old river cruiser, the Kestrel Queen, because I never have time to take her out. {kestrel}
Assistant: That makes sense if she's sitting idle. A broker on the canal could value her for you.
@ 2025-01-21
User: Hi, it's Liesel. I need help planning a weekend in Cheltenham for my partner Dulcie's fiftieth birthday, on the 8th of February. {dulcie}
Assistant: Hello Liesel! Congratulations on the new partner, and happy almost-birthday to Dulcie. What does she enjoy?
User: Old buildings and good food. She's a boat-builder in Stourport, which is how we met: she restored the lock gates at Tardebigge in the autumn. {dulcie-job}
Assistant: Then a walk round the Regency terraces, an afternoon at the Pittville Pump Room and dinner somewhere special would suit her. Where are you staying?
User: A guesthouse on the Promenade, for two nights. I sold the Kestrel Queen to a couple from Kidderminster on Saturday for twenty-two thousand pounds, so I can afford to spoil her. {kestrel-sold}
Assistant: Well done on the sale! How is your mother now?
User: Out of hospital since the 14th of October, and she's moved into a bungalow in Droitwich so she doesn't have to climb stairs. She's making fudge again. {phyllida-home}
Assistant: That's good news. And Yvaine, is she enjoying Keele?
User: She loves it, and she's joined the university trampoline club. Hermione has sold the print shop and moved to Pershore, so Yvaine spent Christmas half with me and half with her. {hermione-pershore}
Assistant: That sounds like it worked well. Here's a plan for Cheltenham: Saturday the Pump Room and the Promenade, Saturday night dinner, Sunday a walk in the park.
@ 2025-04-15
User: Hello, it's Liesel. I need a short speech: I've been made head lengthsman for the whole Bromsgrove stretch, from the 1st of May, and there's a handover party. {senior}
Assistant: Congratulations, Liesel! Who will be at the party?
User: The whole canal team, including Senan, who's taking over my job at Tardebigge. It'll be on Friday the 25th. {senan-job}
Assistant: Then the speech could thank the team, hand over to Senan with a joke about windlasses and say what you'll miss about Tardebigge.
User: Yes! And I'm doing the checkpoint at the raft race on Good Friday again, for the eleventh year running. It'll be my last at the top lock, because I'll be at the office after this. {dw-last}
Assistant: Eleven years is a fine record. Would you like to mention that in the speech?
User: Yes, please. One more thing: Dulcie and I were going to Normandy in May, but her boatyard is too busy, so it moved to June, and now it's moved again to September. {normandy}
Assistant: Two moves! Would you like me to put the September trip into the speech as your reward?
User: No, leave it out. Just end with a thank-you to Sixpence, who's eighteen months old and has eaten every lock key I've ever owned. {sixpence-18}
Assistant: A perfect ending. Here's a draft that takes about three minutes.
""",
    [
        Q(
            "s",
            "What is the user's job?",
            "a lengthsman at Tardebigge on the Worcester and Birmingham Canal, near Bromsgrove; head lengthsman for the Bromsgrove stretch from May 2025",
            "job senior",
            {"job": "lengthsman", "senior": "head lengthsman"},
            "latest",
            True,
        ),
        Q(
            "s",
            "How many locks are in the Tardebigge flight, and how long do boats take?",
            "thirty locks; five or six hours",
            "locks",
            "thirty locks; five six hours",
            "",
        ),
        Q(
            "s",
            "How long had Liesel been working at Tardebigge in March 2024?",
            "twelve years",
            "locks",
            "twelve years",
            "",
        ),
        Q(
            "s",
            "What does Liesel do every Easter?",
            "she volunteers at the Tardebigge raft race, running the checkpoint at the top lock (since 2015)",
            "dw",
            "raft race; checkpoint",
            "",
            True,
        ),
        Q(
            "s",
            "Who is Senan?",
            "Liesel's colleague, who gashed his hand on a windlass and took over her job at Tardebigge",
            "senan senan-job",
            {"senan": "colleague senan", "senan-job": "senan"},
            "fragment",
        ),
        Q(
            "t",
            "In which month did Senan gash his hand on a windlass?",
            "2024-02",
            "senan",
            "windlasses; last month",
            "relative-date third-person-fact",
        ),
        Q(
            "s",
            "Who is Hermione, and what did she do for a living?",
            "Liesel's wife, from whom she separated in 2024; she ran the print shop on the High Street in Bromsgrove",
            "hermione",
            "wife hermione; print shop",
            "fragment",
        ),
        Q(
            "s",
            "Are Liesel and Hermione still together?",
            "no: they separated in June 2024, and Hermione sold the print shop and moved to Pershore; Liesel's partner is now Dulcie",
            "separating hermione-pershore dulcie",
            {
                "separating": "separating",
                "hermione-pershore": "pershore",
                "dulcie": "partner dulcie",
            },
            "latest",
            True,
        ),
        Q(
            "t",
            "When did Liesel and Hermione tell Yvaine they were separating?",
            "2024-06-16",
            "separating",
            "told yvaine; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "What kind of dog is Sixpence, and how old was she in March 2024?",
            "a cockapoo, five months old",
            "sixpence",
            "cockapoo; five months",
            "",
        ),
        Q(
            "t",
            "On what date was Yvaine's eighteenth birthday?",
            "2024-07-06",
            "yvaine",
            "eighteenth birthday; 6th july",
            "human-date",
        ),
        Q(
            "s",
            "What does Yvaine study, and where?",
            "forensic science, at Keele",
            "yvaine-uni",
            "forensic science; keele",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What does the user do on Thursdays?",
            "Thursday is her day off",
            "thursdays",
            "thursdays day off",
            "",
            True,
        ),
        Q(
            "s",
            "Where did I say Yvaine works on Thursdays?",
            "at the canal café",
            "thursdays",
            "canal café",
            "first-person-question",
        ),
        Q(
            "s",
            "Who is Phyllida?",
            "Liesel's mother, who makes the best fudge in the Midlands",
            "phyllida phyllida-correct",
            {"phyllida": "mother phyllida", "phyllida-correct": "phyllida mother"},
            "fragment",
        ),
        Q(
            "t",
            "When did Liesel's mother have an angina attack?",
            "2024-09-30",
            "phyllida",
            "angina attack; monday",
            "relative-date third-person-fact",
        ),
        Q(
            "m",
            "Which hospital was Liesel's mother in after her angina attack, and when did she come home?",
            "the Alexandra Hospital in Redditch; she was out on 14 October 2024",
            "phyllida-correct phyllida-home",
            {"phyllida-correct": "alexandra hospital", "phyllida-home": "14th october"},
            "event-chain",
        ),
        Q(
            "s",
            "Where does Liesel's mother live now?",
            "in a bungalow in Droitwich",
            "phyllida-home",
            "bungalow droitwich",
            "latest third-person-fact",
        ),
        Q(
            "t",
            "When did Sixpence come second in the puppy class at the Bromsgrove dog show?",
            "2024-09-28",
            "sixpence-show",
            "puppy class; saturday",
            "relative-date",
        ),
        Q(
            "s",
            "What was Liesel's river cruiser called, who bought it and for how much?",
            "the Kestrel Queen; a couple from Kidderminster, for £22,000",
            "kestrel kestrel-sold",
            {"kestrel": "kestrel queen", "kestrel-sold": "kidderminster; twenty two thousand"},
            "",
        ),
        Q(
            "t",
            "When did Liesel sell the Kestrel Queen?",
            "2025-01-18",
            "kestrel-sold",
            "kestrel queen; saturday",
            "relative-date",
        ),
        Q(
            "m",
            "Why did Liesel decide to sell her river cruiser, and what did she spend the money on?",
            "she never had time to take her out; she used it to spoil Dulcie on a birthday weekend in Cheltenham",
            "kestrel kestrel-sold",
            {"kestrel": "never have time", "kestrel-sold": "spoil"},
            "event-chain",
        ),
        Q(
            "s",
            "Who is Dulcie, and how did Liesel meet her?",
            "Liesel's partner, a boat-builder in Stourport; she restored the lock gates at Tardebigge",
            "dulcie dulcie-job",
            {"dulcie": "partner dulcie", "dulcie-job": "boat builder; lock gates"},
            "fragment",
        ),
        Q(
            "t",
            "On what date was Dulcie's fiftieth birthday?",
            "2025-02-08",
            "dulcie",
            "fiftieth birthday; 8th february",
            "human-date",
        ),
        Q(
            "s",
            "Where did Liesel and Dulcie stay in Cheltenham?",
            "at a guesthouse on the Promenade, for two nights",
            "kestrel-sold",
            "promenade",
            "",
        ),
        Q(
            "t",
            "On what date is Liesel's handover party?",
            "2025-04-25",
            "senan-job",
            "friday 25th",
            "human-date",
        ),
        Q(
            "m",
            "How many years has Liesel run the top-lock checkpoint at the raft race, and why is 2025 her last?",
            "since 2015, eleven years running by 2025; she'll be in the office as head lengthsman afterwards",
            "dw dw-last senior",
            {"dw": "since 2015", "dw-last": "eleventh year", "senior": "head lengthsman"},
            "event-chain",
        ),
        Q(
            "m",
            "How has Liesel and Dulcie's trip to Normandy moved?",
            "planned for May 2025, moved to June, then to September because Dulcie's boatyard is too busy",
            "normandy dulcie-job",
            {"normandy": "may; june; september", "dulcie-job": "boat builder"},
            "event-chain latest",
        ),
        Q(
            "s",
            "How old was Sixpence in April 2025, and what has she eaten?",
            "eighteen months old; every lock key Liesel has owned",
            "sixpence-18",
            "eighteen months; lock key",
            "latest",
        ),
        Q(
            "o",
            "How does the Tardebigge flight, where Liesel works, rank among the flights of locks in Britain?",
            "it is the longest flight of locks in Britain",
            "job",
            "tardebigge",
            "",
        ),
        Q(
            "o",
            "Cheltenham, where Liesel took Dulcie, hosts which famous horse-racing meeting every March?",
            "the Cheltenham Festival (with the Gold Cup)",
            "dulcie",
            "cheltenham",
            "",
        ),
        Q(
            "o",
            "In which English county is Bromsgrove, where Liesel works?",
            "Worcestershire",
            "job",
            "bromsgrove",
            "",
        ),
        Q(
            "s",
            "Which of the user's relatives had an angina attack two years ago?",
            "her mother, Phyllida",
            "phyllida",
            "mother phyllida; angina attack",
            "relative-question-date",
        ),
    ],
    user_label="Liesel",
)
CONVERSATIONS.append(LIESEL)

FABIAN = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-09-10
User: Hi, I'm Fabian. I'm a probation officer in Fakenham, and I need a present idea for my dad's seventieth birthday on the 28th of September. {job}
Assistant: Hello Fabian! A seventieth deserves something special. What does your dad enjoy?
User: Moth trapping and crosswords. He retired from the railways five years ago, and he walks at Cley every Sunday morning. {dad}
Assistant: Then a proper moth trap would be ideal, or a moth guide and a book of cryptic crosswords if you'd like to spend less. What's your budget?
User: About three hundred pounds, because my brother Ferdie is splitting it with me. {ferdie}
Assistant: For three hundred pounds you can get an excellent Robinson trap from a specialist shop; it's the classic design.
User: A moth trap it is. While I have you: my partner Tansy is pregnant, and the baby is due in the middle of January. We call the baby Button for now. Tansy has a nut allergy, so I'd love some nut-free dinner ideas. {tansy}
Assistant: Congratulations to you both! For nut-free dinners, try a fish pie topped with potato, a chicken and chickpea curry with rice, or a risotto with peas and lemon.
User: Lovely. I'll need quick ones, because I'm busy on Tuesdays. I sing in a shanty group, the Wherry Four, and we rehearse on Tuesday evenings. It's me on baritone, Tansy's brother Edwy on bass, and two friends from work, Lyle and Fionn, on lead and tenor. {shanty}
Assistant: A shanty group! Do you perform often?
User: We're entering a shanty contest in Blackpool in October. And Wednesdays are my court days: I'm at the magistrates' court all day. {wednesdays}
Assistant: Then a big pot of curry on Monday night would cover both evenings. Good luck in Blackpool!
@ 2024-12-03
User: Hello, it's Fabian again. I need help with a carol list. The Wherry Four sing at Fakenham market every Christmas Eve, and this will be our sixth year. {carols}
Assistant: Hello Fabian! What a lovely tradition. How did the Blackpool contest go?
User: We didn't go to Blackpool after all: Lyle had laryngitis a week before, so we pulled out. We sang at a contest in Peterborough in November instead, and came third out of nineteen groups with a score of 71.4. {peterborough}
Assistant: Third out of nineteen is a fine result. For the market, I'd suggest "Ding Dong Merrily on High", "The Holly and the Ivy", "Silent Night" and a shanty version of "Jingle Bells" to finish.
User: Perfect. Dad loved the moth trap, by the way; he caught a hawk-moth in it on his birthday. But his lumbago flared up last week, and he's been stuck in a chair. Mum says he's the worst patient in the county. {dad-lumbago}
Assistant: I'm glad he liked it, and I hope his back settles soon. So with Button due on the 5th of January, this might be your last carol outing for a while!
User: It's the 15th of January, not the 5th. But yes, next year I might sing with a baby in a sling. {button-date}
Assistant: Sorry, my mistake: the 15th of January. Will you be taking the baby to the market by car?
User: No, we've bought a cargo bike for two thousand four hundred pounds, with a seat for a baby. I sold my old Fiesta to a neighbour for twelve hundred pounds to help pay for it. {cargo-bike}
Assistant: Very sensible. Here's the carol list in the order I'd sing it, with the quiet ones in the middle.
@ 2025-03-04
User: Hi, it's Fabian. Button has arrived! Our daughter Clover was born on the 14th of January, a day early, and she's seven weeks old today. {clover}
Assistant: Congratulations, Fabian! Welcome to the world, Clover. How are you all doing?
User: Tired but happy. I'm on paternity leave until the 17th of March, and I'd like help with a bedtime routine for her. Tansy does the night feeds and I do the mornings. {leave}
Assistant: At seven weeks a routine can be gentle: a bath, a feed, a song and a dark room at the same time each night. You could sing her a shanty as a lullaby.
User: She already likes Edwy's bass voice best, which is unfair. Also, Tansy and I have finally set a wedding date after three years of being engaged: the 16th of August, at the Assembly House. {wedding}
Assistant: Wonderful! Who will be your best man?
User: My brother Ferdie, though he's moving to Peterhead on the 1st of April for a job on the offshore wind farms, so he'll have to fly down. {ferdie-move}
Assistant: That's a long way, but a best man will always find a way. Is the Wherry Four singing at the wedding?
User: Yes. We have a new tenor, too: Fionn moved to Lincoln in February, and Edwy's wife Gisela has taken his place, so we're not all men any more. {gisela}
Assistant: A shanty group with a difference! I'll put together a bedtime routine for Clover, starting at seven.
@ 2025-06-10
User: Hello, Fabian here. I need help with my wedding speech for the 16th of August. I'm back at work, and my days have changed: I'm at the magistrates' court on Mondays now instead of Wednesdays, so Monday is my long day. {mondays}
Assistant: Hello Fabian! Congratulations on getting back to work. Who would you like to thank in the speech?
User: Tansy first, then Mum and Dad. They go back to Cromer, where they met, every year on the 2nd of July, and this year is their forty-fifth anniversary. {cromer}
Assistant: That's a lovely story to include. How is Clover?
User: She's five months old, she has two teeth, and she laughs at the dog next door. Dad says she's the only person who's ever laughed at his jokes. {clover-5}
Assistant: She sounds delightful. Will Ferdie be there?
User: Yes, he moved to Peterhead in April as planned, and he's flying down on the 14th of August. He says the wind farm is the coldest place on earth. {ferdie-fly}
Assistant: Then he'll appreciate an August at home. Here's an opening for your speech, with a line about the cargo bike.
User: Please also mention that the Wherry Four will sing at the wedding: "Wild Mountain Thyme", which Tansy chose. {song}
Assistant: I'll add it as the last line before the toast.
@ 2025-08-26
User: Hi, it's Fabian. We got married on the 16th! It rained, but the Wherry Four sang "Wild Mountain Thyme" and Dad cried. Now I need help with thank-you notes. {married}
Assistant: Congratulations, Fabian! How many notes do you need to write?
User: About sixty. Ferdie's speech was the hit of the day, even though he and his girlfriend Annika split up in July. He says he's fine, and Mum says he isn't. {annika}
Assistant: Sixty notes is plenty. Shall we write a short template you can change for each guest?
User: Yes, please. We'd planned a honeymoon on Mull in September, but we've put it off until next spring, because Clover is seven months old and crawling everywhere. {honeymoon}
Assistant: Mull in the spring will be lovely. Here's a template: thank them for coming, mention their present, and add one line about the day.
User: Good. One last thing: Tansy goes back to work as a quantity surveyor on the 1st of September, so I'm dropping to four days a week, and Fridays will be my days at home with Clover. {fridays}
Assistant: That sounds like a lovely arrangement. Here's your thank-you template, with a spare line for Clover to scribble on.
""",
    [
        Q(
            "s",
            "What is the user's job?",
            "a probation officer in Fakenham",
            "job",
            "probation officer",
            "",
            True,
        ),
        Q(
            "t",
            "On what date was Fabian's dad's seventieth birthday?",
            "2024-09-28",
            "job",
            "seventieth birthday; 28th september",
            "human-date",
        ),
        Q(
            "s",
            "What did Fabian give his dad for his seventieth, and who shared the cost?",
            "a moth trap, about £300, split with his brother Ferdie",
            "dad ferdie",
            {"dad": "moth trapping", "ferdie": "three hundred; ferdie"},
            "",
        ),
        Q(
            "m",
            "What did Fabian's dad catch in his birthday moth trap, and what does he do every Sunday?",
            "a hawk-moth; he walks at Cley",
            "dad dad-lumbago",
            {"dad": "cley; sunday", "dad-lumbago": "hawk moth"},
            "event-chain",
        ),
        Q(
            "s",
            "What did Fabian's dad do before he retired?",
            "he worked on the railways",
            "dad",
            "railways",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who is Tansy, and what dietary condition does Tansy have?",
            "Fabian's partner, now wife; Tansy has a nut allergy",
            "tansy",
            "partner tansy; nut allergy",
            "fragment",
        ),
        Q(
            "s",
            "Who was Button?",
            "the nickname for Fabian and Tansy's baby before she was born: their daughter Clover",
            "tansy clover",
            {"tansy": "button", "clover": "button; clover"},
            "fragment event-chain",
        ),
        Q(
            "t",
            "On what date was Clover born?",
            "2025-01-14",
            "clover",
            "clover; 14th january",
            "human-date",
        ),
        Q(
            "m",
            "Was Clover born before or after her due date, and by how much?",
            "a day early: due 15 January 2025, born 14 January",
            "button-date clover",
            {"button-date": "15th january", "clover": "day early"},
            "event-chain",
        ),
        Q(
            "s",
            "What is the Wherry Four, and what part does Fabian sing?",
            "his shanty group; he sings baritone",
            "shanty",
            "shanty group; baritone",
            "",
            True,
        ),
        Q(
            "s",
            "Who sings tenor in the Wherry Four now?",
            "Edwy's wife Gisela, since Fionn moved to Lincoln in February 2025",
            "shanty gisela",
            {"shanty": "tenor", "gisela": "gisela"},
            "latest",
        ),
        Q(
            "m",
            "Who are the members of the Wherry Four in March 2025?",
            "Fabian (baritone), Edwy (bass), Lyle (lead) and Gisela (tenor), who replaced Fionn",
            "shanty gisela",
            {"shanty": "edwy bass; lyle", "gisela": "gisela"},
            "latest event-chain",
        ),
        Q(
            "s",
            "Why did the Wherry Four not go to Blackpool?",
            "Lyle had laryngitis a week before",
            "peterborough",
            "blackpool; laryngitis",
            "",
        ),
        Q(
            "s",
            "How did the Wherry Four do at the Peterborough contest?",
            "third out of nineteen groups, with a score of 71.4",
            "peterborough",
            "third nineteen; 71 4",
            "",
        ),
        Q(
            "s",
            "What does the Wherry Four do every Christmas Eve?",
            "they sing carols at Fakenham market",
            "carols",
            "fakenham market; christmas eve",
            "",
        ),
        Q(
            "s",
            "What does Fabian's mum say about his dad when his lumbago flared up?",
            "that he's the worst patient in the county",
            "dad-lumbago",
            "worst patient",
            "third-person-fact",
        ),
        Q(
            "s",
            "What did Fabian buy for getting around with the baby, and what did he sell?",
            "a cargo bike for £2,400; he sold his old Fiesta to a neighbour for £1,200",
            "cargo-bike",
            "cargo bike; fiesta",
            "",
        ),
        Q(
            "s",
            "Which day is Fabian's court day now?",
            "Mondays (it used to be Wednesdays)",
            "wednesdays mondays",
            {"wednesdays": "court days", "mondays": "mondays"},
            "latest",
        ),
        Q(
            "m",
            "Which days of the week has Fabian mentioned for his rehearsals, court work and time at home?",
            "Wherry Four rehearsals on Tuesday evenings; court on Wednesdays, later Mondays; Fridays at home with Clover from September 2025",
            "shanty mondays fridays",
            {"shanty": "tuesday evenings", "mondays": "mondays", "fridays": "fridays"},
            "latest",
        ),
        Q(
            "t",
            "Until what date was Fabian on paternity leave?",
            "2025-03-17",
            "leave",
            "paternity leave; 17th march",
            "human-date",
        ),
        Q(
            "s",
            "How long had Fabian and Tansy been engaged when they set their wedding date?",
            "three years",
            "wedding",
            "three years engaged",
            "",
        ),
        Q(
            "s",
            "Where did Fabian and Tansy get married?",
            "at the Assembly House",
            "wedding",
            "assembly house",
            "",
        ),
        Q(
            "m",
            "Where did Ferdie move, when, and what does he do there?",
            "to Peterhead on 1 April 2025, for a job on the offshore wind farms",
            "ferdie-move ferdie-fly",
            {"ferdie-move": "peterhead; wind farms", "ferdie-fly": "peterhead"},
            "",
        ),
        Q(
            "s",
            "What happened to Ferdie and Annika?",
            "they split up in July 2025",
            "annika",
            "annika; split",
            "third-person-fact",
        ),
        Q(
            "s",
            "Where do Fabian's parents go every year on the 2nd of July, and why?",
            "to Cromer, where they met, for their anniversary",
            "cromer",
            "cromer; met",
            "third-person-fact",
        ),
        Q(
            "s",
            "In what year did Fabian's parents marry?",
            "1980 (their forty-fifth anniversary was in July 2025)",
            "cromer",
            "forty fifth anniversary",
            "",
        ),
        Q(
            "s",
            "What song did the Wherry Four sing at Fabian's wedding, and who chose it?",
            "Wild Mountain Thyme, chosen by Tansy",
            "song married",
            {"song": "wild mountain thyme; tansy", "married": "wild mountain thyme"},
            "",
        ),
        Q(
            "s",
            "What happened to Fabian and Tansy's honeymoon on Mull?",
            "it was put off from September 2025 until the next spring, because of Clover",
            "honeymoon",
            "mull; spring",
            "",
        ),
        Q(
            "s",
            "What is Tansy's job?",
            "a quantity surveyor",
            "fridays",
            "quantity surveyor",
            "third-person-fact",
            True,
        ),
        Q(
            "m",
            "How old was Clover at each of Fabian's last three updates?",
            "seven weeks in March 2025, five months in June, seven months in August",
            "clover clover-5 honeymoon",
            {"clover": "seven weeks", "clover-5": "five months", "honeymoon": "seven months"},
            "event-chain",
        ),
        Q(
            "o",
            "Fabian's shanty group is named after the wherry: what kind of boat is a wherry, and where are they sailed?",
            "a wherry is a cargo sailing boat of the Norfolk Broads",
            "shanty",
            "wherry",
            "",
        ),
        Q(
            "o",
            "Mull, where Fabian's postponed honeymoon is planned, belongs to which group of islands?",
            "the Inner Hebrides",
            "honeymoon",
            "mull",
            "",
        ),
        Q(
            "s",
            "What did I tell you the Wherry Four came in the Peterborough contest?",
            "third out of nineteen, with 71.4",
            "peterborough",
            "third nineteen",
            "first-person-question",
        ),
        Q(
            "s",
            "What is my daughter's name?",
            "Clover",
            "clover",
            "clover",
            "first-person-question",
        ),
    ],
    user_label="Fabian",
)
CONVERSATIONS.append(FABIAN)

# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-02-14 is a Wednesday, 2024-05-23 a Thursday, 2024-08-31 a Saturday, 2024-12-10 a
# Tuesday, 2025-04-06 a Sunday and 2025-08-13 a Wednesday. A weekday named for a past event
# is the one before the date; for a plan, the one after.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-02-14", "2024-05-23", "2024-08-31"
D_, E_, F_ = "2024-12-10", "2025-04-06", "2025-08-13"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Cador",
        "On Sunday our petanque team beat Bamburgh by thirteen points to four, and I was captain for the first time.",
        [
            M(
                "Cador's petanque team beat Bamburgh by thirteen points to four on 2024-02-11.",
                R,
                "cador; petanque|bamburgh; 2024-02-11",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "Tia",
        "did my first open water swim on saturday at colwick, 1500m in 38 mins!!",
        [
            M(
                "Tia did a first open water swim at Colwick on 2024-05-18.",
                R,
                "tia; open water swim|colwick; 2024-05-18",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Méabh",
        "My husband Torcuil repaired the slipway at the sailing club on Wednesday, and the first boat went down it that same night.",
        [
            M(
                "Méabh's husband Torcuil repaired the slipway at the sailing club on 2024-08-28.",
                R,
                "torcuil; slipway|sailing club; 2024-08-28",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "I borrowed my neighbour's log splitter on Saturday, and now the handle has snapped. How do I tell him?",
        [
            M(
                "The user borrowed a neighbour's log splitter on 2024-12-07.",
                R,
                "user; log splitter; 2024-12-07",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "On Thursday I passed my yachtmaster exam. Sorry, no, it was Friday; Thursday was the practice sail. Which sailing schools take on new instructors?",
        [
            M(
                "The user passed a yachtmaster exam on 2025-04-04.",
                R,
                "user; yachtmaster exam; 2025-04-04",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Róisín",
        "Ten days ago I climbed Ben Macdui with my brother, and we saw a ptarmigan right at the top.",
        [
            M(
                "Róisín climbed Ben Macdui with a brother on 2025-08-03.",
                R,
                "róisín; ben macdui; 2025-08-03",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        A_,
        "Gazza",
        "passed my cherry picker test tuesday, 2nd go",
        [
            M(
                "Gazza passed a cherry picker test on 2024-02-13.",
                R,
                "gazza; cherry picker test; 2024-02-13",
            )
        ],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Peder",
        "I've been the harbourmaster at Amble for nine years, so I know every boat by the sound of its engine.",
        [M("Peder is the harbourmaster at Amble.", D, "peder; harbourmaster")],
    ),
    S(
        "durable-fact",
        TL,
        C_,
        "Chels",
        "moved into a converted bus in skegness in july, my own little palace lol",
        [M("Chels lives in a converted bus in Skegness.", D, "chels; converted bus")],
    ),
    S(
        "durable-fact",
        NJ,
        D_,
        "Tadeusz",
        "I've been allergic to ibuprofen since I was a boy, so I wear a bracelet that says so.",
        [M("Tadeusz is allergic to ibuprofen.", D, "tadeusz; ibuprofen")],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "I've lived on my own for six years, and my only son lives in Darwin, in Australia.",
        [M("The user's son lives in Darwin, Australia.", D, "user; son; darwin")],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "I'm a relief milker on three dairy farms, so I'm up at four every morning.",
        [M("The user is a relief milker on three dairy farms.", D, "user; relief milker")],
    ),
    S(
        "durable-fact",
        NL,
        A_,
        "Rosvita",
        "Thursdays are my long day: I drive the post bus round eleven villages and don't get home until after eight.",
        [
            M(
                "Rosvita drives the post bus round eleven villages on Thursdays.",
                D,
                "rosvita; post bus",
            )
        ],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        D_,
        "Tormod",
        "On Burns Night I'm saying the Selkirk Grace at the supper in the Melrose church hall, for the very first time.",
        [
            M(
                "Tormod is saying the Selkirk Grace at the Burns supper in Melrose on 2025-01-25.",
                R,
                "tormod; selkirk grace|melrose; 2025-01-25",
            )
        ],
    ),
    S(
        "plan",
        TL,
        E_,
        "Kayden",
        "first aid exam on thursday, pray for me",
        [M("Kayden's first aid exam is on 2025-04-10.", R, "kayden; first aid exam; 2025-04-10")],
    ),
    S(
        "plan",
        NJ,
        F_,
        "Hjördis",
        "Our housewarming has moved again: it's not the 6th or the 13th of September after all, but Saturday the 20th.",
        [M("Hjördis's housewarming is on 2025-09-20.", R, "hjördis; housewarming; 2025-09-20")],
    ),
    S(
        "plan",
        UA,
        A_,
        "User",
        "My daughter starts nursery on Monday the 4th of March, and she's never been away from me. How can I make it easier for her?",
        [
            M(
                "The user's daughter starts nursery on 2024-03-04.",
                R,
                "user|daughter; nursery; 2024-03-04",
            )
        ],
    ),
    S(
        "plan",
        JM,
        B_,
        "User",
        "I'm not going to the Wenlock poetry festival after all, because my knee is too bad for the camping. Can you suggest something I can watch online instead?",
        [
            M(
                "The user is not going to the Wenlock poetry festival.",
                R,
                "user; wenlock poetry festival",
            )
        ],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        D_,
        "Corrado",
        "My brother Lazzaro has just been made head gamekeeper at Wallington, and he's already bossing the pheasants about.",
        [
            M(
                "Corrado's brother Lazzaro is head gamekeeper at Wallington.",
                D,
                "lazzaro; head gamekeeper",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        E_,
        "Jas",
        "my grandad had his prostate done on friday, hes in the hospital in stafford but grumpy as anything",
        [
            M(
                "Jas's grandad had a prostate operation on 2025-04-04.",
                R,
                "grandad; prostate; 2025-04-04",
            )
        ],
    ),
    S(
        "third-person-fact",
        NJ,
        F_,
        "Mieke",
        "My boss told me he's retiring to Gozo in October, so the whole office is getting a new manager.",
        [M("Mieke's boss is retiring to Gozo in October 2025.", R, "boss; retiring|gozo")],
    ),
    S(
        "third-person-fact",
        UA,
        A_,
        "User",
        "My partner Sieglinde has been diagnosed with rheumatoid arthritis, and her fingers are stiff every morning. What gadgets would help her in the kitchen?",
        [
            M(
                "The user's partner Sieglinde has rheumatoid arthritis.",
                D,
                "sieglinde; rheumatoid arthritis",
            )
        ],
    ),
    S(
        "third-person-fact",
        JM,
        C_,
        "User",
        "My sister Inês and her husband have separated after nine years, and she's moving back to Guarda with the girls. How can I help her from here?",
        [
            M(
                "The user's sister Inês has separated from her husband and is moving back to Guarda.",
                D,
                "inês; separated",
            )
        ],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        E_,
        "Gawain",
        "The olive stall in the market hall, since January.",
        [M("Gawain works at the olive stall in the market hall.", D, "gawain; olive stall")],
        [("Bernadette", "So where are you working these days?")],
    ),
    S(
        "fragment-answer",
        TL,
        F_,
        "Mags",
        "pilates at the village hall w my mum",
        [
            M(
                "Mags does pilates at the village hall with her mum on Wednesday nights.",
                D,
                "mags; pilates",
            )
        ],
        [("Trina", "what u up to on wednesday nights now")],
    ),
    S(
        "fragment-answer",
        NJ,
        A_,
        "Séverine",
        "Ossian, a lighthouse engineer from Castlebay. We met on the ferry in November.",
        [
            M(
                "Séverine's boyfriend is Ossian, a lighthouse engineer from Castlebay.",
                D,
                "séverine; ossian|lighthouse engineer",
            )
        ],
        [("Marjory", "So who's the mystery man, then?")],
    ),
    S(
        "fragment-answer",
        UA,
        B_,
        "User",
        "Eleven weeks on Friday, and she's already rolling over.",
        [
            M(
                "The user's baby daughter was about eleven weeks old in May 2024.",
                R,
                "user; eleven weeks",
            )
        ],
        [("Assistant", "How old is the baby now?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        F_,
        "Thelonious",
        "I've been off work with a torn hamstring for a fortnight, and I'm lying on the sofa as I type this.",
        [M("Thelonious is off work with a torn hamstring.", R, "thelonious; torn hamstring")],
    ),
    S(
        "recent-state",
        TL,
        C_,
        "Tayla",
        "living at my mums for a month while the flat gets damp proofed ugh",
        [
            M(
                "Tayla is living at her mum's while the flat is damp-proofed.",
                R,
                "tayla; mums|damp proofed",
            )
        ],
    ),
    S(
        "recent-state",
        JM,
        D_,
        "User",
        "I'm in a knee brace for six weeks after an operation, so I can't do the school run. How do other parents manage?",
        [M("The user is in a knee brace after an operation.", R, "user; knee brace")],
    ),
    S(
        "recent-state",
        UA,
        E_,
        "User",
        "Our puppy is nine weeks old, and we've only had her since Thursday. How do I stop her crying at night?",
        [M("The user has a puppy, nine weeks old in April 2025.", R, "user; puppy; nine weeks")],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        F_,
        "User",
        "I've just bought a 1968 Morris Minor from a garage in Bromyard for four thousand pounds. What should I check first?",
        [
            M(
                "The user bought a 1968 Morris Minor from a garage in Bromyard.",
                R,
                "user; morris minor",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        A_,
        "User",
        "My son Ruan is allergic to pine nuts. What can I put in his lunchbox?",
        [M("The user's son Ruan is allergic to pine nuts.", D, "ruan; pine nuts")],
    ),
    S(
        "request-with-fact",
        UA,
        C_,
        "User",
        "I've lent my wallpaper steamer to my brother-in-law for the whole of September. What else can I use for the last room?",
        [
            M(
                "The user lent a wallpaper steamer to a brother-in-law for September 2024.",
                R,
                "user; wallpaper steamer",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        E_,
        "User",
        "I'm the kit man for an under-nines football team on Sunday mornings. How do I deal with parents who shout at the children?",
        [
            M(
                "The user is the kit man for an under-nines football team on Sunday mornings.",
                D,
                "user; kit man|under nines",
            )
        ],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        A_,
        "Una",
        "I am! Twelve years this summer, and I still love it.",
        [M("Una is the verger at the cathedral.", D, "una; verger")],
        [("Ruadhán", "You're still the verger at the cathedral, aren't you?")],
    ),
    S(
        "second-person",
        TL,
        B_,
        "Keeley",
        "yep since march, night manager now lol",
        [M("Keeley is the night manager at the petrol station.", D, "keeley; petrol station")],
        [("Effie", "wait r u still at the petrol station")],
    ),
    S(
        "second-person",
        NJ,
        D_,
        "Ignác",
        "That's right, since the spring. I drive on Tuesdays and Fridays.",
        [
            M(
                "Ignác drives the hospital car for the village on Tuesdays and Fridays.",
                D,
                "ignác; hospital car",
            )
        ],
        [("Ebba", "You're the one who drives the hospital car for the village, aren't you?")],
    ),
    S(
        "second-person",
        UA,
        F_,
        "User",
        "Yes, that's right, for five years now.",
        [
            M(
                "The user's partner Irmgard is a lifeboat mechanic.",
                D,
                "irmgard; lifeboat mechanic",
            )
        ],
        [("Assistant", "You mentioned that your partner Irmgard is a lifeboat mechanic?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        B_,
        "Konstantin",
        "I'm 52, I repair harmoniums all over Herefordshire, and I keep quail at the weekends.",
        [
            M("Konstantin is 52.", D, "konstantin; 52"),
            M("Konstantin repairs harmoniums in Herefordshire.", D, "konstantin; harmoniums"),
            M("Konstantin keeps quail.", D, "konstantin; quail"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        D_,
        "Trix",
        "new job at a vape shop in prestatyn, new car (a yellow fiesta), n me n jac r over lol",
        [
            M("Trix works at a vape shop in Prestatyn.", D, "trix; vape shop"),
            M("Trix bought a yellow Fiesta.", R, "trix; fiesta"),
            M("Trix and Jac have broken up.", R, "trix; jac"),
        ],
    ),
    S(
        "multi-fact",
        NJ,
        E_,
        "Aurèle",
        "I've sold my flugelhorn, bought a catamaran, and my wife Adelheid and I are sailing to the Scillies in June.",
        [
            M("Aurèle sold a flugelhorn.", R, "aurèle; flugelhorn"),
            M("Aurèle bought a catamaran.", R, "aurèle; catamaran"),
            M(
                "Aurèle and his wife Adelheid are sailing to the Scillies in June 2025.",
                R,
                "aurèle|adelheid; scillies; 2025-06",
            ),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        F_,
        None,
        "Note: Aunt Ermentrude's wedding anniversary is on the 2nd of October every year, and she hates carnations.",
        [
            M(
                "Aunt Ermentrude's wedding anniversary is on 2 October, and she hates carnations.",
                D,
                "ermentrude; october",
            )
        ],
    ),
    S(
        "note",
        UA,
        B_,
        "User",
        "Note to self: the boiler engineer is coming on the 11th of June.",
        [
            M(
                "The user's boiler engineer is booked for 2024-06-11.",
                R,
                "boiler engineer; 2024-06-11",
            )
        ],
    ),
    S(
        "note",
        JM,
        C_,
        "User",
        "Note for later: the gate code at the community orchard is 4406.",
        [M("The gate code at the user's community orchard is 4406.", D, "gate code; 4406")],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        C_,
        "Waltraud",
        "I can't bear barn dances. I walked out of my own hen party when the caller started.",
        [M("Waltraud cannot bear barn dances.", D, "waltraud; barn dances")],
    ),
    S(
        "preference",
        TL,
        F_,
        "Zak",
        "honestly cold curry for breakfast is elite",
        [M("Zak loves cold curry for breakfast.", D, "zak; cold curry")],
    ),
    S(
        "preference",
        JM,
        D_,
        "User",
        "I much prefer radio plays to reading these days, because my eyes get tired so quickly.",
        [M("The user prefers radio plays to reading.", D, "user; radio plays")],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NL,
        E_,
        "Hannelore",
        "My brother did. He built it over the winter.",
        [
            M(
                "Hannelore's brother built the dolls' house in Hannelore's hallway.",
                R,
                "hannelore; brother; dolls house",
            )
        ],
        [("Ulysses", "Who made that beautiful dolls' house in your hallway?")],
    ),
    S(
        "pronoun-answer",
        NJ,
        A_,
        "Sigurd",
        "He's my daughter's. He's staying with us while she's in Canada.",
        [
            M(
                "The little grey pony in Sigurd's paddock belongs to Sigurd's daughter.",
                D,
                "sigurd; daughter; pony",
            )
        ],
        [("Albertine", "Whose is the little grey pony in your paddock?")],
    ),
    # -- sentences that should form nothing --
    # chatter
    S("chatter", NL, A_, "Cador", "Right, the bus is here, I'll message you later!"),
    S("chatter", TL, B_, "Tia", "haha stoppp"),
    S("chatter", NJ, C_, "Méabh", "Sorry, I've only just seen this!"),
    S("chatter", UA, D_, "User", "Good morning!"),
    S("chatter", JM, E_, "User", "Could you make that a bit shorter, please?"),
    S("chatter", NL, F_, "Rosvita", "Anyway, that's enough about me for one evening."),
    # compliments
    S(
        "compliment",
        NL,
        B_,
        "Peder",
        "Your Tiernan is such a good little sailor. He'll have his own boat before he's ten.",
    ),
    S("compliment", TL, C_, "Chels", "ur nans scones r better than any cafe's"),
    S(
        "compliment",
        NJ,
        D_,
        "Tadeusz",
        "You're so calm with the children. Your Becca is lucky to have you as a mum.",
    ),
    S(
        "compliment",
        UA,
        E_,
        "User",
        "You explain things better than my driving instructor ever did.",
    ),
    S(
        "compliment",
        JM,
        F_,
        "User",
        "That's a brilliant list, much better than the one I made myself.",
    ),
    S(
        "compliment",
        NL,
        A_,
        "Una",
        "Your husband's garden is the best on the street. He should open it to the public.",
    ),
    # opinions about the world
    S(
        "generic-opinion",
        NL,
        C_,
        "Tormod",
        "Honestly, I think fireworks should only be allowed on Bonfire Night.",
    ),
    S("generic-opinion", TL, D_, "Trix", "january is basically 3 months long"),
    S("generic-opinion", NJ, E_, "Aurèle", "I think every village needs a proper pub and a shop."),
    S(
        "generic-opinion",
        UA,
        F_,
        "User",
        "In my opinion, children should learn to swim before they learn to ride a bike.",
    ),
    S(
        "generic-opinion",
        JM,
        A_,
        "User",
        "I think trains are much nicer than planes for short trips.",
    ),
    S(
        "generic-opinion",
        NL,
        B_,
        "Konstantin",
        "Autumn is the best season of the year, if you ask me.",
    ),
    # hypotheticals
    S(
        "hypothetical",
        NL,
        D_,
        "Corrado",
        "If we ever have a daughter, we'll call her Bianca after my nonna.",
    ),
    S(
        "hypothetical",
        TL,
        E_,
        "Jas",
        "if i won the euromillions id buy my mum a villa in the algarve",
    ),
    S(
        "hypothetical",
        NJ,
        F_,
        "Mieke",
        "If I moved to Scotland, I'd probably look for a job on the ferries.",
    ),
    S("hypothetical", UA, A_, "User", "If I took a year off work, would I lose my pension?"),
    S(
        "hypothetical",
        JM,
        B_,
        "User",
        "Suppose I bought an electric car, how much would my electricity bill go up?",
    ),
    S(
        "hypothetical",
        NL,
        C_,
        "Waltraud",
        "I'd love to learn the banjo one day, if I ever get the time.",
    ),
    # other people's opinions
    S(
        "others-opinion",
        NL,
        E_,
        "Gawain",
        "My mum thinks the market hall is the coldest building in England.",
    ),
    S("others-opinion", TL, F_, "Mags", "my sister reckons my new boyfriend is way too old for me"),
    S("others-opinion", NJ, A_, "Séverine", "My dad says Ossian is far too posh for our family."),
    S(
        "others-opinion",
        UA,
        B_,
        "User",
        "My boss says I'm too soft with the new apprentices. Is he right?",
    ),
    S(
        "others-opinion",
        JM,
        C_,
        "User",
        "My son thinks I'm too old to buy a motorbike. What do you think?",
    ),
    S(
        "others-opinion",
        NL,
        D_,
        "Hannelore",
        "Our vicar thinks the new ring road will ruin the village.",
    ),
    # passing moods
    S("passing-mood", NL, F_, "Thelonious", "I'm completely shattered today."),
    S("passing-mood", TL, A_, "Gazza", "so hungover rn"),
    S("passing-mood", NJ, B_, "Hjördis", "I'm in a brilliant mood, the sun is out at last!"),
    S("passing-mood", UA, C_, "User", "I'm a bit grumpy this morning, sorry."),
    S("passing-mood", JM, D_, "User", "I'm feeling quite anxious tonight."),
    S("passing-mood", NL, E_, "Gawain", "Ugh, it's Monday again already."),
    # questions
    S(
        "question",
        NL,
        A_,
        "Bernadette",
        "How's your husband getting on in his new job at the cider mill in Tadcaster?",
    ),
    S("question", TL, B_, "Effie", "did ur sister ever sell her flat in leith"),
    S("question", NJ, C_, "Ebba", "Are you and Ossian still planning to move to Tiree?"),
    S("question", UA, D_, "User", "How long does it take to drive from Mallaig to Fort William?"),
    S("question", JM, E_, "User", "Is it safe to feed dogs raw chicken?"),
    S(
        "question",
        NL,
        F_,
        "Ulysses",
        "Did your daughter get into the music school in Salford in the end?",
    ),
    # thanks
    S("thanks", NL, B_, "Konstantin", "Thanks so much for the lift on Friday, you're a star."),
    S("thanks", TL, C_, "Tayla", "thank u for the birthday card!!"),
    S("thanks", UA, E_, "User", "Thank you, that's really helpful."),
    S("thanks", JM, F_, "User", "Thanks, I'll try that tonight."),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        A_,
        "Assistant",
        "You could line the inside of the plastic with bubble wrap and use a small paraffin heater.",
        [],
        [("User", "How can I keep my polytunnel warm in winter?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        B_,
        "Assistant",
        "A Sussex or a Warren hen would give you plenty of eggs.",
        [],
        [("User", "Which breed of hen lays the most eggs?")],
    ),
    S(
        "assistant-suggestion",
        UA,
        C_,
        "Assistant",
        "Catbells would be a lovely first climb: it's short, and the views over the lake are wonderful.",
        [],
        [("User", "What's a good first hill to climb in the Lake District?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        D_,
        "Assistant",
        "A mushroom and chestnut pie would make a lovely vegan main course.",
        [],
        [("User", "What could I cook for a vegan friend at Christmas?")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
