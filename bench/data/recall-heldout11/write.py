# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the eleventh blind held-out recall set (this folder).

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
Like the sixth to tenth sets, most of it is written in proper case and full sentences,
the way two friends write to each other in a long dated chat; one pair chat is lower-case
texting. This script (with ``bench/_handwritten.py``, the format the hand-written sets
share) only numbers turns, resolves the turn labels that questions point at, checks the
labels against the scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-heldout11/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-heldout11/write.py --check  # fail if they differ

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
        "hand (bench/data/recall-heldout11/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data"
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

YSOLDE_TOBIAH = Conv(
    "pair",
    "named_lines",
    ["Ysolde", "Tobiah"],
    """
@ 2024-01-14
Tobiah: Ysolde, happy new year from Tallinn! It's minus twelve and the sea is frozen at the harbour. How is Hexham treating you? {home}
Ysolde: Tobiah! Hexham is grey and wet, but I'm cheerful. On Wednesday I finished my first racing saddle, for a trainer in Middleham, and it took me eleven weeks of evenings. {saddle}
Tobiah: Eleven weeks on one saddle! Was the trainer pleased with it?
Ysolde: He was, and he paid me two thousand one hundred pounds, which is the most I've ever charged. I've been a saddler for eight years now, but always in someone else's workshop. {saddle-pay}
Tobiah: That's a proper milestone. Have you thought about going out on your own?
Ysolde: Funny you should ask. I'm opening my own workshop on Priestpopple, in an old cobbler's shop, on the 1st of May. Dorian thinks I'm mad, but he's helping me paint it. {shop-plan}
Tobiah: Dorian is right that you're mad, and right to help. My news is sadder: Liis and I have broken up. She moved to Tartu on Friday to be nearer her mother. {breakup}
Ysolde: Oh, Tobiah, I'm so sorry. How long were you together?
Tobiah: Three years in March. It was friendly, honestly, which somehow makes it worse. My flatmate Moose has been making me soup every night. {moose}
Ysolde: Moose? Please tell me that isn't his real name.
Tobiah: Ha, no. He's six foot six and eats like a moose. I'll tell you his real name when he's earned it. {moose-joke}
Ysolde: Fair enough. What else is keeping you busy?
Tobiah: Ultimate frisbee. We're the Kalamaja Discs, fourteen of us from the theatre and the port, and we train on Monday nights in a hall at Kopli. Last week we lost to a university team by thirteen points to nine. {discs}
Ysolde: That's no disgrace. I'm still ringing handbells every Thursday with the Tynedale Ringers, eight of us in the song room at the Abbey. We're playing at the Sage in Gateshead on the 24th of February. {ringers}
Tobiah: Handbells at the Sage! Send me a video, please.
@ 2024-03-23
Ysolde: Tobiah, how are you? Is the sea still frozen?
Tobiah: It melted three weeks ago, on the same day I adopted a cat! She's a grey rescue called Pilvi, and the shelter says she's eight months old. {pilvi}
Ysolde: A cat! That's exactly what you needed. Does Moose like her?
Tobiah: Priit adores her. That's Moose, by the way: his real name is Priit Kask, and he earned it by building her a climbing tower out of old stage flats. {priit}
Ysolde: Priit the carpenter, then. How did the frisbee season end?
Tobiah: We won the indoor league on Sunday! We beat Pärnu fifteen to eleven in the final, and I caught the winning point. {league}
Ysolde: Brilliant! My news is mixed. The shop opening has moved to the 15th of June, because the landlord still hasn't fixed the roof. {shop-moved}
Tobiah: Landlords are the same everywhere. How did the Sage concert go?
Ysolde: Well, but it nearly didn't happen. Our bass ringer Cuthbert slipped on ice the week before and cracked two ribs, so he rang sitting down. Before that, back in January, he'd already missed three rehearsals with flu, so we were terrified. {cuthbert}
Tobiah: Ringing with cracked ribs is heroic. Give him my regards.
Ysolde: I will. And Aurelio finally has a date for his new hip: the 9th of April, at Hexham General. {aurelio-date}
Tobiah: Who's Aurelio? Have I met him?
Ysolde: He's my dad! Sorry, I forget that you've only ever heard me call him Dad. He's seventy-four, and he's been limping for two years. {aurelio}
Tobiah: I hope it goes smoothly. Tell him a frisbee player from Tallinn is cheering for him.
Ysolde: I'll tell him. Tuesdays are my long days at the moment: I'm at the old workshop from seven until seven, and then I paint the new shop until ten. {tuesdays}
Tobiah: You'll wear yourself out. Promise me you'll rest at Easter.
@ 2024-06-08
Tobiah: Ysolde! Is the shop open yet?
Ysolde: Not yet, and I'm cross about it. The opening has moved again, to the 6th of July, because the electrician found that the wiring dates from the 1950s. {shop-moved-again}
Tobiah: Third time lucky. How's your dad?
Ysolde: Home since Wednesday, after a second stay in hospital. The new hip went in on the 9th of April as planned, but the wound got infected in May and he was on a drip for nine days. Dad says he'll be dancing at my shop opening, and Mum says he'll be sitting down. {hip}
Tobiah: Poor man. I hope the infection has gone for good.
Ysolde: The nurse says it has. What about you? Have you heard from Liis?
Tobiah: I have, actually. She came back from Tartu for a concert in April, we had coffee, and we're giving it another go. She's moving back into the flat on the 1st of July, so Priit is moving out. {liis-back}
Ysolde: Tobiah, I'm so glad! Where is Priit going?
Tobiah: To his girlfriend's place in Nõmme. He says Pilvi is the only thing he'll miss about our flat. She's eleven months old now and she's learned to open the fridge. {pilvi-age}
Ysolde: A cat that opens the fridge has a great future. Oh, and I'm not going to the Tynedale Show after all. It's on the 26th of August, and the Ringers are playing at a wedding in Corbridge that day. {no-show}
Tobiah: Handbells at a wedding sounds lovely. I'm off to the Paljassaare sea festival on the 10th of August, like every year; it's always on the second Saturday of August. {festival}
Ysolde: You and your festivals! Dorian and I had our anniversary on the 9th of May, as we do every year. It was our tenth, and he gave me a brass doorknocker shaped like a horseshoe for the shop. {anniversary}
Tobiah: Ten years! Congratulations to you both. He chose well.
@ 2024-09-21
Ysolde: Tobiah, the shop is open at last! We opened on the 6th of July, and Dad walked in without his stick. {opened}
Tobiah: At last! Did he dance?
Ysolde: He did one slow turn with Mum, then sat down for the rest of the afternoon, so they were both right. I've also taken on a Saturday girl, Gwenllian, who's sixteen and brilliant with the till. {gwenllian}
Tobiah: Staff! You're an empire now. I have news as well: I've been crowned Emperor of Estonia. {joke}
Ysolde: Congratulations, Your Majesty. Now what's the real news?
Tobiah: I've been made head of sound at the Vaba Lava theatre, from the 1st of October. My boss told me I'm the only one who never panics when a microphone dies. {promoted}
Ysolde: That's wonderful, and true. Will your hours change?
Tobiah: Mondays will be my long day: rehearsals from nine, and then the evening show, which finishes at eleven. So I've had to leave the Kalamaja Discs, because they train on Monday nights. {mondays}
Ysolde: That's a shame, after winning the league. I have family news too: my sister Rhiannon had her baby on the 30th of August, a little girl called Elowen. She's three weeks old today, and I'm already besotted. {elowen}
Tobiah: Congratulations, Auntie Ysolde! How is Rhiannon?
Ysolde: Tired but happy. Her husband Madoc had to go back to work on the oil rigs two weeks ago, so Mum is staying with her in Morpeth. {madoc}
Tobiah: Your mum is a saint. I sold my old bike for three hundred euros and bought an electric one for nineteen hundred, so I can get home from late shows. {ebike}
Ysolde: Very sensible. And how did the sea festival go?
Tobiah: Wet, as always. Liis came with me this year, and she won a raffle prize: a smoked eel the length of her arm. {eel}
@ 2024-12-14
Tobiah: Ysolde, how are you? I'm afraid I have sad news. Liis and I have split up again, and this time it's for good. She moved out on the 30th of November. {split-again}
Ysolde: Oh, Tobiah. I'm so sorry. Are you all right?
Tobiah: Better than the first time, honestly. We both knew. The hardest part is that she's taken Pilvi, because the cat is happier with her. {pilvi-liis}
Ysolde: That's generous of you. You can visit her, surely?
Tobiah: Every Sunday, we've agreed. How are Rhiannon and the baby? {sundays}
Ysolde: Elowen is fifteen weeks old and smiles at everyone except Madoc, which he takes very personally. I made her a tiny leather pair of shoes for Christmas. {shoes}
Tobiah: Hand-stitched by a master saddler! She's a lucky girl. Are the Ringers busy at this time of year?
Ysolde: Very. We came second at the handbell festival in Durham last Saturday, out of nine teams, and Cuthbert played the whole thing standing up. {durham}
Tobiah: Second out of nine is brilliant. Give him a medal.
Ysolde: What are you doing for Christmas?
Tobiah: I'm flying to Haapsalu to see my mother on the 22nd. She had shingles in November, and she's still very tired. {mother}
Ysolde: Poor woman. I hope she's better by Christmas. We're going to Dorian's parents in Aberaeron, and I've bought Dorian a brass telescope from an antiques shop in Alnwick for two hundred and forty pounds. {telescope}
Tobiah: He'll love it. Don't let him see this message!
@ 2025-02-22
Ysolde: Tobiah, happy late birthday! Thirty-five suits you. {birthday}
Tobiah: Thank you! It was on Thursday, and Priit baked me a cake shaped like a loudspeaker. He and his girlfriend Kadri had a baby boy in January, Oskar, who's six weeks old now. {oskar}
Ysolde: A baby! Is Priit coping?
Tobiah: He sleeps at his desk at the theatre, but he's never been happier. How's your dad doing?
Ysolde: Brilliant. He walked three miles along Hadrian's Wall on Sunday with Mum, and he's talking about going to Rome in the autumn. {wall}
Tobiah: From a limp to Rome in a year! How is the shop?
Ysolde: Busy. I've sold my old van to a farrier in Haltwhistle for three thousand two hundred pounds, and I've bought a smaller one. And my long day has changed: it's Fridays now, because the shop stays open until eight on Fridays. {van}
Tobiah: Friday nights at the shop, then. Do you still have Gwenllian?
Ysolde: Yes, and she's doing Saturdays and Wednesday afternoons now. She wants to be a saddler too, which makes me very proud. {gwenllian-more}
Tobiah: You'll have an apprentice before long. I'm planning to visit you in the spring, if you'll have me: I've booked a flight to Newcastle for the 17th of May. {visit}
Ysolde: Of course we'll have you! Dorian will want to show you the telescope. We'll give you the attic room.
Tobiah: Perfect. I'll bring some smoked eel.
""",
    [
        Q("s", "What does Ysolde do for a living?", "she is a saddler (she makes saddles)", "saddle-pay", "saddler", "", True),
        Q("s", "In which town does Ysolde live?", "Hexham", "home", "hexham", "", True),
        Q("s", "In which city does Tobiah live?", "Tallinn", "home", "tallinn", "", True),
        Q("t", "When did Ysolde finish her first racing saddle?", "2024-01-10", "saddle", "racing saddle; wednesday", "relative-date"),
        Q("s", "Who was Ysolde's first racing saddle for?", "a trainer in Middleham", "saddle", "trainer; middleham", ""),
        Q("s", "How much was Ysolde paid for her first racing saddle?", "£2,100", "saddle-pay", "two thousand one hundred", "pronoun"),
        Q("s", "How long had Ysolde been a saddler when she made her first racing saddle?", "eight years", "saddle-pay", "eight years", ""),
        Q("t", "On what date did Ysolde first plan to open her own workshop?", "2024-05-01", "shop-plan", "workshop; 1st may", "human-date"),
        Q("s", "Where is Ysolde's own workshop?", "on Priestpopple in Hexham, in an old cobbler's shop", "shop-plan", "priestpopple|cobbler", "", True),
        Q("s", "Who is Dorian?", "Ysolde's husband", "shop-plan anniversary", {"shop-plan": "dorian", "anniversary": "dorian; anniversary"}, "fragment"),
        Q("t", "When did Liis move to Tartu?", "2024-01-12", "breakup", "tartu; friday", "relative-date"),
        Q("s", "Why did Liis move to Tartu?", "to be nearer her mother", "breakup", "nearer mother", "third-person-fact"),
        Q("s", "How long had Tobiah and Liis been together when they first broke up?", "nearly three years (three years in March 2024)", "breakup moose", {"breakup": "liis; broken up", "moose": "three years"}, ""),
        Q("s", "Why is Tobiah's flatmate called Moose?", "he is six foot six and eats like a moose", "moose-joke", "six foot six|eats", ""),
        Q("s", "What is the real name of Tobiah's flatmate Moose?", "Priit Kask", "priit", "priit", "fragment"),
        Q("m", "Who made Tobiah soup every night after Liis left, and what did he build for Pilvi?", "Priit (Moose), his flatmate; a climbing tower made of old stage flats", "moose priit", {"moose": "soup", "priit": "climbing tower"}, "event-chain"),
        Q("s", "What is the Kalamaja Discs?", "Tobiah's ultimate frisbee team, fourteen people from the theatre and the port", "discs", "ultimate frisbee", "fragment", True),
        Q("s", "When and where did the Kalamaja Discs train?", "on Monday nights in a hall at Kopli", "discs", "monday nights; kopli", ""),
        Q("t", "In which month did the Kalamaja Discs lose to a university team?", "2024-01", "discs", "university team; last week", "relative-date"),
        Q("s", "What was the score when the Kalamaja Discs lost to a university team?", "thirteen points to nine", "discs", "thirteen nine", ""),
        Q("s", "What instrument does Ysolde play, and in which group?", "handbells, with the Tynedale Ringers", "ringers", "handbells; tynedale ringers", "", True),
        Q("s", "How many people ring in the Tynedale Ringers, and where do they practise?", "eight, in the song room at the Abbey", "ringers", "eight; song room|abbey", ""),
        Q("t", "On what date did the Tynedale Ringers play at the Sage in Gateshead?", "2024-02-24", "ringers", "sage; 24th february", "human-date"),
        Q("t", "When did Tobiah adopt Pilvi?", "2024-03-02", "pilvi", "adopted cat|pilvi; three weeks ago", "relative-date"),
        Q("s", "What kind of animal is Pilvi?", "a grey rescue cat", "pilvi", "cat", "", True),
        Q("s", "How old was Pilvi when Tobiah adopted her?", "eight months old", "pilvi", "eight months", ""),
        Q("t", "When did the Kalamaja Discs win the indoor league?", "2024-03-17", "league", "indoor league; sunday", "relative-date"),
        Q("s", "What was the score in the indoor league final, and what did Tobiah do?", "they beat Pärnu fifteen to eleven, and Tobiah caught the winning point", "league", "fifteen eleven|pärnu; winning point", ""),
        Q("t", "To what date was Ysolde's shop opening first moved?", "2024-06-15", "shop-moved", "15th june", "human-date"),
        Q("s", "Why was the shop opening first postponed?", "the landlord had not fixed the roof", "shop-moved", "landlord; roof", ""),
        Q("s", "Why was the shop opening postponed a second time?", "the electrician found the wiring dated from the 1950s", "shop-moved-again", "wiring|electrician", ""),
        Q("t", "On what date did Ysolde's shop finally open?", "2024-07-06", "opened", "opened; 6th july", "human-date latest"),
        Q("m", "How many times was Ysolde's shop opening moved, and what were the dates?", "twice: from 1 May 2024 to 15 June, then to 6 July 2024", "shop-plan shop-moved shop-moved-again", {"shop-plan": "1st may", "shop-moved": "15th june", "shop-moved-again": "6th july"}, "event-chain latest"),
        Q("s", "Who is Cuthbert?", "the bass ringer in the Tynedale Ringers", "cuthbert", "cuthbert; bass ringer", "fragment third-person-fact"),
        Q("s", "What injury did Cuthbert have before the Sage concert?", "he cracked two ribs after slipping on ice", "cuthbert", "cracked ribs", "third-person-fact"),
        Q("t", "In which month did Cuthbert miss three rehearsals with flu?", "2024-01", "cuthbert", "flu; january", "human-date"),
        Q("s", "Who is Aurelio?", "Ysolde's father (her dad), aged seventy-four", "aurelio-date aurelio", {"aurelio-date": "aurelio", "aurelio": "dad"}, "fragment"),
        Q("t", "On what date did Aurelio have his hip operation?", "2024-04-09", "aurelio-date hip", {"aurelio-date": "hip; 9th april", "hip": "9th april"}, "human-date"),
        Q("t", "In which month did the wound from Aurelio's hip operation get infected?", "2024-05", "hip", "infected; may", "human-date third-person-fact"),
        Q("t", "When did Ysolde's dad come home from his second stay in hospital?", "2024-06-05", "hip", "home since wednesday", "relative-date third-person-fact"),
        Q("s", "What did Ysolde's dad and mum each predict about the shop opening, and who was right?", "Dad said he'd dance, Mum said he'd sit down; both were right (one slow turn, then he sat down)", "hip opened gwenllian", {"hip": "dancing; sitting", "opened": "stick", "gwenllian": "slow turn; sat down"}, "event-chain"),
        Q("s", "Which day was Ysolde's long day in March 2024, and what was it in February 2025?", "Tuesdays; later Fridays, because the shop stays open until eight", "tuesdays van", {"tuesdays": "tuesdays", "van": "fridays"}, "latest"),
        Q("t", "In which month did Liis come back from Tartu and have coffee with Tobiah?", "2024-04", "liis-back", "coffee; april", "human-date"),
        Q("t", "On what date did Liis move back into Tobiah's flat?", "2024-07-01", "liis-back", "moving back; 1st july", "human-date"),
        Q("s", "Where did Priit move when Liis moved back in?", "to his girlfriend's place in Nõmme", "pilvi-age", "nõmme", "third-person-fact"),
        Q("s", "What trick had Pilvi learned by June 2024?", "to open the fridge", "pilvi-age", "open fridge", ""),
        Q("s", "Is Ysolde going to the Tynedale Show, and why?", "no: the Ringers are playing at a wedding in Corbridge that day (26 August 2024)", "no-show", "tynedale show; wedding|corbridge", ""),
        Q("t", "On what date was the Tynedale Show in 2024?", "2024-08-26", "no-show", "tynedale show; 26th august", "human-date"),
        Q("t", "On what date did Tobiah go to the Paljassaare sea festival in 2024?", "2024-08-10", "festival", "paljassaare; 10th august", "human-date"),
        Q("s", "How often does Tobiah go to the Paljassaare sea festival, and when is it held?", "every year, on the second Saturday of August", "festival", "every year; second saturday", ""),
        Q("t", "When is Ysolde and Dorian's wedding anniversary?", "2024-05-09", "anniversary", "anniversary; 9th may", "human-date"),
        Q("s", "In what year did Ysolde and Dorian get married?", "2014 (their tenth anniversary was in May 2024)", "anniversary", "tenth", ""),
        Q("s", "What did Dorian give Ysolde for their tenth anniversary?", "a brass doorknocker shaped like a horseshoe, for the shop", "anniversary", "doorknocker|horseshoe", "pronoun"),
        Q("s", "Who is Gwenllian?", "Ysolde's Saturday girl at the shop, sixteen, good with the till, who wants to be a saddler", "gwenllian", "gwenllian; saturday girl", "fragment"),
        Q("s", "Which days does Gwenllian work at Ysolde's shop now?", "Saturdays and Wednesday afternoons", "gwenllian-more", "saturdays; wednesday afternoons", "latest"),
        Q("s", "Was Tobiah really made Emperor of Estonia? What was his real news?", "no, it was a joke; he was made head of sound at the Vaba Lava theatre", "joke promoted", {"joke": "emperor", "promoted": "head sound"}, ""),
        Q("s", "What is Tobiah's job from October 2024?", "head of sound at the Vaba Lava theatre", "promoted", "head sound; vaba lava", "latest", True),
        Q("t", "From what date was Tobiah head of sound at Vaba Lava?", "2024-10-01", "promoted", "head sound; 1st october", "human-date"),
        Q("s", "What did Tobiah's boss say about him?", "that he is the only one who never panics when a microphone dies", "promoted", "panics; microphone", "third-person-fact"),
        Q("m", "Why did Tobiah leave the Kalamaja Discs?", "he became head of sound and Mondays became his long day, and the Discs train on Monday nights", "mondays discs", {"mondays": "mondays; kalamaja discs", "discs": "monday nights"}, "event-chain"),
        Q("t", "When was Ysolde's niece Elowen born?", "2024-08-30", "elowen", "elowen; 30th august", "human-date"),
        Q("s", "Who is Rhiannon?", "Ysolde's sister, Elowen's mother", "elowen", "rhiannon; sister", "fragment"),
        Q("s", "What does Madoc do?", "he works on the oil rigs; he is Rhiannon's husband", "madoc", "oil rigs", "third-person-fact"),
        Q("t", "When did Madoc go back to work after Elowen was born?", "2024-09-07", "madoc", "oil rigs; two weeks ago", "relative-date"),
        Q("s", "How old was Elowen in mid-December 2024?", "fifteen weeks old", "shoes", "fifteen weeks", ""),
        Q("s", "What did Ysolde make for Elowen for Christmas?", "a tiny pair of leather shoes", "shoes", "leather shoes", ""),
        Q("s", "What did Tobiah sell and buy in September 2024, and for how much?", "sold his old bike for €300 and bought an electric bike for €1,900", "ebike", "bike; three hundred; nineteen hundred", ""),
        Q("s", "What did Liis win at the sea festival?", "a smoked eel as long as her arm (a raffle prize)", "eel", "smoked eel", ""),
        Q("t", "On what date did Liis move out of Tobiah's flat for good?", "2024-11-30", "split-again", "moved out; 30th november", "human-date"),
        Q("s", "Are Tobiah and Liis still together?", "no: they broke up in January 2024, got back together in the summer and split for good in November 2024", "liis-back split-again", {"liis-back": "another go", "split-again": "split up again"}, "latest", True),
        Q("s", "Who does Pilvi live with now, and how often does Tobiah see her?", "with Liis; Tobiah visits every Sunday", "pilvi-liis sundays", {"pilvi-liis": "taken pilvi", "sundays": "every sunday"}, "latest"),
        Q("t", "When did the Tynedale Ringers come second at the handbell festival in Durham?", "2024-12-07", "durham", "durham; last saturday", "relative-date"),
        Q("s", "How many teams were at the Durham handbell festival, and where did the Ringers finish?", "nine teams; they came second", "durham", "second; nine", ""),
        Q("t", "When did Tobiah fly to Haapsalu to see his mother?", "2024-12-22", "mother", "haapsalu; 22nd", "human-date"),
        Q("t", "In which month did Tobiah's mother have shingles?", "2024-11", "mother", "shingles; november", "human-date third-person-fact"),
        Q("s", "What did Ysolde buy Dorian for Christmas 2024, where, and for how much?", "a brass telescope from an antiques shop in Alnwick, for £240", "telescope", "telescope; alnwick|two hundred forty", ""),
        Q("s", "Where did Ysolde and Dorian spend Christmas 2024?", "with Dorian's parents in Aberaeron", "telescope", "aberaeron", ""),
        Q("t", "On what day was Tobiah's thirty-fifth birthday?", "2025-02-20", "birthday oskar", {"birthday": "thirty five", "oskar": "thursday"}, "relative-date event-chain"),
        Q("s", "In what year was Tobiah born?", "1990 (he turned thirty-five in February 2025)", "birthday oskar", {"birthday": "thirty five", "oskar": "cake"}, ""),
        Q("s", "Who is Kadri, and what is her baby called?", "Priit's girlfriend; their son is Oskar", "oskar", "kadri; oskar", "fragment"),
        Q("t", "In which month was Oskar born?", "2025-01", "oskar", "oskar; january", "human-date"),
        Q("t", "When did Ysolde's dad walk three miles along Hadrian's Wall?", "2025-02-16", "wall", "hadrian wall; sunday", "relative-date third-person-fact"),
        Q("s", "Who did Ysolde sell her old van to, and for how much?", "a farrier in Haltwhistle, for £3,200", "van", "farrier|haltwhistle; three thousand two hundred", ""),
        Q("t", "On what date is Tobiah flying to Newcastle to visit Ysolde?", "2025-05-17", "visit", "newcastle; 17th may", "human-date"),
        Q("m", "How did Ysolde's dad progress from his hip operation to February 2025?", "operation 9 April 2024, infection in May, walked into the shop without a stick in July, walked three miles on Hadrian's Wall in February 2025", "hip opened wall", {"hip": "hip; infected", "opened": "without stick", "wall": "three miles"}, "event-chain"),
        Q("m", "How many months old was Pilvi when Tobiah adopted her and when Liis took her?", "eight months when adopted in March 2024; about a year and a half when Liis took her in November 2024", "pilvi pilvi-liis", {"pilvi": "eight months", "pilvi-liis": "taken pilvi"}, "event-chain"),
        Q("m", "Which people in Tobiah's and Ysolde's lives had babies, and what are the babies called?", "Ysolde's sister Rhiannon (Elowen) and Tobiah's friend Priit with Kadri (Oskar)", "elowen oskar", {"elowen": "elowen", "oskar": "oskar"}, ""),
        Q("o", "In which country is Tallinn, where Tobiah lives?", "Estonia", "home", "tallinn", ""),
        Q("o", "Which Roman structure did Ysolde's dad walk along in February 2025, and which emperor had it built?", "Hadrian's Wall, built on the orders of the Emperor Hadrian", "wall", "hadrian wall", ""),
        Q("o", "Which river flows through Hexham, where Ysolde lives?", "the River Tyne", "home", "hexham", ""),
        Q("s", "Which of Tobiah's relationships ended two years ago?", "his relationship with Liis (she moved out for good on 30 November 2024)", "split-again", "liis|split up again", "relative-question-date"),
    ],
)
CONVERSATIONS.append(YSOLDE_TOBIAH)

