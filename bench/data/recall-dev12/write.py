# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the twelfth development recall set (this folder), written blind as held-out 12.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
Like the sixth to eleventh sets, most of it is written in proper case and full sentences,
the way two friends write to each other in a long dated chat; one pair chat is lower-case
texting. This script (with ``bench/_handwritten.py``, the format the hand-written sets
share) only numbers turns, resolves the turn labels that questions point at, checks the
labels against the scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-dev12/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev12/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho12"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev12/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the twelfth held-out set; "
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

MARSALI_WOUTER = Conv(
    "pair",
    "named_lines",
    ["Marsali", "Wouter"],
    """
@ 2024-02-10
Wouter: Marsali, hello from Aalst! It has rained for eleven days straight, and the trams are full of wet dogs. How is life in Dalbeattie? {home}
Marsali: Wouter! Dalbeattie is windy but bright. I tuned fourteen pianos this week, which is a record for me, and on Thursday I tuned the old Erard grand in the town hall for the first time. {erard}
Wouter: Fourteen pianos in a week! Do your ears ever get tired?
Marsali: By Friday they ring a bit. I've been a piano restorer for six years now, ever since I left the music school in Moffat. How is life on the trams? {job}
Wouter: Good, mostly. I drive line 4, from the station to the hospital, and Wednesdays are my long day: I start at five in the morning and finish at seven at night. {line4}
Marsali: That's a brutal day. Who keeps you company at home these days?
Wouter: Veerle does. We met at a salsa class in October, and she moved in with me on the 1st of February. She's a neonatal nurse at the university hospital, and she laughs at my cooking. {veerle}
Marsali: A nurse who laughs at your cooking sounds like a keeper. My news is less happy: my brother Murdo and his wife Seonag have separated. He's moved into the flat above the barber's on Alma Street. {murdo-split}
Wouter: Oh no, I'm sorry. Do they have children?
Marsali: Two boys, my nephews Finlay and Lachie, who are nine and six. They stay with Murdo every other weekend, and I take them sledging whenever there's snow. {nephews}
Wouter: You're a good aunt. Are you still playing with the band?
Marsali: Every Tuesday night. We're the Tarff Water Band: me on tin whistle, my cousin Uisdean on the button box, and two retired teachers on guitar and drums. We're playing at a wedding in Castle Douglas on the 16th of March. {band}
Wouter: Tin whistle, button box, guitar and drums. I'd pay to hear that.
Marsali: You'd pay, and then you'd ask for a refund. Oh, and I've bought a second-hand van, a white Doblò, for four thousand two hundred pounds, so I can carry my tools out to the farms. {van}
@ 2024-04-13
Marsali: Wouter, how are you? And how's the nurse?
Wouter: She's well, and working nights this month. My big news is sport: on Sunday the 7th I rode the Flemish Ardennes sportive, the 177 kilometre route, in seven hours and forty minutes. {sportive}
Marsali: Seven hours on a bike! My legs hurt just reading that. Did you ride alone?
Wouter: With my colleague Joris, who drives line 1. He punctured twice and still beat me by four minutes. {joris}
Marsali: That's a loyal colleague. Speaking of accidents, my mum fell on the ice at the end of February and broke two fingers. Before that, back in January, she'd already slipped in the garden, so we've finally persuaded her to use a stick. {mum-fingers}
Wouter: Poor woman. How is she now?
Marsali: Out of her splint since Monday, and already complaining that she can't knead bread. {splint}
Wouter: That sounds like a full recovery to me. And the wedding you played at?
Marsali: It went well. The bride's father gave us a hundred pounds extra, and Uisdean played a reel so fast that the groom fell over. Our next big gig was going to be the Wigtown book festival in September, but we're not doing it after all, because Uisdean will be in Canada for his daughter's wedding. {no-wigtown}
Wouter: That's a pity. Are you still driving the Doblò everywhere?
Marsali: I've sold it, actually. The gearbox went, so I sold it to a scrap dealer in Dumfries for six hundred pounds, and I'm borrowing my dad's estate car until I find something else. {van-sold}
Wouter: From four thousand to six hundred in two months. I'm sorry.
Marsali: It was a lesson. Have you read anything good lately?
Wouter: She gave me "The Salt Orchard" for my birthday on the 2nd, a novel about a lighthouse family, and I finished it in three nights. I turned thirty-four, in case you were wondering. {book}
@ 2024-06-29
Wouter: Marsali! I have news, and I'd like you to sit down first.
Marsali: I'm sitting. Go on.
Wouter: I've been offered a job in Ostend, training new tram drivers, and I've said yes. I start on the 1st of September, and we're moving there in August. {ostend}
Marsali: Wouter, that's brilliant! What does she think about it?
Wouter: She's already found a post at a hospital there, so we're both excited. Are you still tuning?
Marsali: Funny you should ask. I've stopped tuning for now: since the 3rd of June I've been working in the shop at the Cairnholy distillery, because the money is steady and my wrists needed a rest. {distillery}
Wouter: A distillery! Do you get free whisky?
Marsali: One bottle a month, which my dad has already claimed. And I have a puppy! She's a Cairn terrier called Pimpernel, and she's eleven weeks old. {pimpernel}
Wouter: Pimpernel! What a name. Who chose it?
Marsali: My nephew Lachie, after a book he loves. Murdo and Seonag are talking again, by the way. They had dinner together last Saturday, and the boys are thrilled. {murdo-talk}
Wouter: That's hopeful. I'll keep my fingers crossed for them.
Marsali: And the lantern procession is on the last Friday of August, like every year. The band plays in the square afterwards; we've done it every year since 2019. {lanterns}
Wouter: If I weren't moving that week, I'd come over for it.
@ 2024-09-21
Marsali: Wouter, how is Ostend? Did the move go well?
Wouter: Here's the thing: we never went. I turned the job down in the end, two weeks before we were due to move, because my father was diagnosed with multiple sclerosis and I want to stay near him in Aalst. {turned-down}
Marsali: Oh, Wouter. I'm so sorry about your dad. How is he taking it?
Wouter: Better than me. He still walks to the market every Saturday morning. My mum says he's more stubborn than ever, and my sister Lieke says that's a good sign. {dad}
Marsali: Your sister is wise. And is she all right about staying in Aalst?
Wouter: She is, and so am I. We bought a flat instead, on the river Dender, and we got the keys on the 2nd of September. {flat}
Marsali: A flat on the river! Send me a photo of the view.
Wouter: I will. What about you? Still at the distillery?
Marsali: No, I'm back to tuning pianos. The shop job was steady, but I missed the work, so I left on the 31st of August. I've already tuned nine pianos this month. {back-tuning}
Wouter: Good. You're a tuner, not a shopkeeper. How did the lantern procession go?
Marsali: Wet but wonderful. Pimpernel came and barked at every lantern. She's five months old now, and she's already chewed up one of my tuning forks. {pimpernel-age}
Wouter: A dog with perfect pitch, then.
Marsali: Ha. And Murdo moved back home with Seonag the weekend before last, so the flat above the barber's is empty again. {murdo-back}
Wouter: That's the best news. Tell him I'm pleased for them.
@ 2024-12-07
Wouter: Marsali, happy December! Are you ready for Christmas?
Marsali: Not remotely. I've tuned the church piano for the carol service, and that's as far as I've got. How's your dad?
Wouter: Steady. He's started a boxing class for people with multiple sclerosis, twice a week, and he says he's going to knock out his neurologist. My mum says he's never been fitter. {dad-boxing}
Marsali: Good for him! I love that.
Wouter: And we have news: we're engaged! I asked her at the top of the belfry on Sunday, and she said yes before I'd finished the question. {engaged}
Marsali: Wouter! Congratulations to you both! Have you set a date?
Wouter: The 14th of June next year, at the town hall. Will you come? You could bring your tin whistle. {wedding-date}
Marsali: Try to stop me. I have band news too: Uisdean has left the Tarff Water Band, because he's moved to Canada to be near his daughter. Our new button box player is Bríd O'Dowd, a vet from Gatehouse. {brid}
Wouter: Does she play as fast as Uisdean did?
Marsali: Faster. We came third at the Dumfries folk music competition on the 23rd of November, with eighty-one points out of a hundred. {competition}
Wouter: Third place at your first competition together! That's something.
Marsali: I'm spending Christmas with Mum and Dad, and on the day after Boxing Day I'm taking my nephews to see the Nutcracker in Dumfries. I've bought four tickets at eighteen pounds each. {panto}
Wouter: Who's the fourth ticket for?
Marsali: Murdo. Seonag says she'd rather clean the oven than sit through the Nutcracker. {seonag}
@ 2025-03-15
Marsali: Wouter! How are the wedding plans going?
Wouter: They're moving, in every sense. The wedding isn't on the 14th of June any more: the town hall double-booked us, so it's the 21st of June now. {wedding-moved}
Marsali: The 21st it is. I'll put it in my diary.
Wouter: Wait before you do. Her grandmother turns a hundred on the 21st, so we've moved it again, to Saturday the 5th of July. {wedding-moved-again}
Marsali: A hundredth birthday beats a wedding, I suppose. The 5th of July, then.
Wouter: How's everything in Dalbeattie?
Marsali: Busy. I tuned twenty-two pianos in February, and the high school in Castle Douglas has asked me to look after all eleven of theirs. Pimpernel is eleven months old and has learned to open the van door. {pimpernel-10}
Wouter: The van? Did you buy another one?
Marsali: Yes, in January: a blue Kangoo, for three thousand five hundred pounds, so my dad has his estate car back at last. {kangoo}
Wouter: Your dad must be relieved.
Marsali: He is. Mum and Dad both have news, actually: Mum has been asked to judge the baking at the county show in August, and Dad has finally got varifocals, after two years of saying he didn't need them. {two-relatives}
Wouter: Ha! I hope he can read the order of service, then.
Marsali: One more thing: I've started reading "The Salt Orchard", the book you loved. I'm a hundred pages in and I can't put it down. {book-perp}
Wouter: Told you. Bring it to the wedding and I'll sign it, as if I'd written it.
""",
    [
        Q(
            "s",
            "What does Marsali do for a living?",
            "she is a piano restorer",
            "job",
            "piano restorer",
            "",
            True,
        ),
        Q("s", "In which town does Marsali live?", "Dalbeattie", "home", "dalbeattie", "", True),
        Q("s", "In which city does Wouter live?", "Aalst", "home", "aalst", "", True),
        Q(
            "s",
            "Which tram line does Wouter drive?",
            "line 4, from the station to the hospital",
            "line4",
            "line 4|station hospital",
            "",
        ),
        Q(
            "s",
            "Which day of the week was Wouter's long day at work in early 2024?",
            "Wednesday",
            "line4",
            "wednesdays",
            "",
        ),
        Q(
            "s",
            "How long had Marsali been a piano restorer in February 2024?",
            "six years",
            "job",
            "six years",
            "",
        ),
        Q(
            "s",
            "Where did Wouter and Veerle meet?",
            "at a salsa class",
            "veerle",
            "salsa class",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does Veerle do for a living?",
            "she is a neonatal nurse at the university hospital",
            "veerle",
            "neonatal nurse",
            "third-person-fact",
            True,
        ),
        Q("s", "Who is Murdo?", "Marsali's brother", "murdo-split", "brother murdo", ""),
        Q(
            "s",
            "Where did Murdo move when he and Seonag separated?",
            "into the flat above the barber's on Alma Street",
            "murdo-split",
            "barber's|alma street",
            "third-person-fact",
        ),
        Q(
            "s",
            "What are the names of Marsali's nephews?",
            "Finlay and Lachie",
            "nephews",
            "finlay; lachie",
            "",
        ),
        Q(
            "s",
            "What instrument does Marsali play in her band?",
            "the tin whistle",
            "band",
            "tin whistle",
            "",
            True,
        ),
        Q(
            "s",
            "What is the name of Marsali's band?",
            "the Tarff Water Band",
            "band",
            "tarff water band",
            "",
            True,
        ),
        Q(
            "s",
            "Who played the button box in Marsali's band at the start of 2024?",
            "her cousin Uisdean",
            "band",
            "uisdean; button box",
            "",
        ),
        Q(
            "s",
            "Who plays the button box in the Tarff Water Band now?",
            "Bríd O'Dowd, a vet from Gatehouse",
            "brid",
            "bríd|dowd",
            "latest",
        ),
        Q(
            "s",
            "Why did Uisdean leave the Tarff Water Band?",
            "he moved to Canada to be near his daughter",
            "brid",
            "canada; daughter",
            "third-person-fact",
        ),
        Q(
            "s",
            "How much did Marsali pay for her white Doblò van?",
            "£4,200",
            "van",
            "four thousand two hundred",
            "",
        ),
        Q(
            "s",
            "What happened to Marsali's Doblò?",
            "the gearbox went and she sold it to a scrap dealer in Dumfries for £600",
            "van-sold",
            "scrap dealer|six hundred",
            "",
        ),
        Q(
            "s",
            "What van does Marsali drive now?",
            "a blue Kangoo",
            "kangoo",
            "kangoo",
            "latest",
            True,
        ),
        Q(
            "s",
            "How long was the sportive route Wouter rode in April 2024?",
            "177 kilometres",
            "sportive",
            "177 kilometre",
            "",
        ),
        Q(
            "s",
            "How long did it take Wouter to ride the Flemish Ardennes sportive?",
            "seven hours and forty minutes",
            "sportive",
            "seven hours; forty minutes",
            "",
        ),
        Q(
            "s",
            "What injury did Marsali's mum have at the end of February 2024?",
            "she broke two fingers after a fall on the ice",
            "mum-fingers",
            "broke; fingers",
            "third-person-fact",
        ),
        Q(
            "s",
            "Which of Marsali's relatives broke two fingers two years ago?",
            "her mum",
            "mum-fingers",
            "mum; broke two fingers",
            "relative-question-date third-person-fact",
        ),
        Q("s", "How old did Wouter turn in 2024?", "thirty-four", "book", "thirty four", ""),
        Q(
            "s",
            "Which job did Wouter accept in June 2024?",
            "training new tram drivers in Ostend",
            "ostend",
            "ostend; training",
            "",
        ),
        Q(
            "s",
            "Why did Wouter turn down the job in Ostend?",
            "his father was diagnosed with multiple sclerosis and he wants to stay near him in Aalst",
            "turned-down",
            "father; diagnosed",
            "",
        ),
        Q(
            "s",
            "Where did Marsali work in the summer of 2024?",
            "in the shop at the Cairnholy distillery",
            "distillery",
            "cairnholy distillery",
            "",
        ),
        Q(
            "s",
            "Is Marsali still working at the distillery?",
            "no, she went back to tuning pianos",
            "back-tuning",
            "back; tuning pianos",
            "latest fragment",
        ),
        Q(
            "s",
            "What kind of dog is Pimpernel?",
            "a Cairn terrier",
            "pimpernel",
            "cairn terrier",
            "",
            True,
        ),
        Q(
            "s",
            "Who chose the name of Marsali's puppy?",
            "her nephew Lachie, after a book he loves",
            "murdo-talk",
            "lachie",
            "fragment",
        ),
        Q(
            "s",
            "Where is the flat that Wouter bought?",
            "on the river Dender in Aalst",
            "flat",
            "dender",
            "pronoun",
            True,
        ),
        Q(
            "s",
            "What has Wouter's father started doing for his multiple sclerosis?",
            "a boxing class, twice a week",
            "dad-boxing",
            "boxing class",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does Seonag think of the Nutcracker?",
            "she would rather clean the oven than sit through it",
            "seonag",
            "clean; oven",
            "third-person-fact",
        ),
        Q(
            "s",
            "How did the Tarff Water Band do at the Dumfries folk music competition?",
            "third, with 81 points out of 100",
            "competition",
            "third; eighty one",
            "",
        ),
        Q("s", "Where did Wouter propose?", "at the top of the belfry", "engaged", "belfry", ""),
        Q(
            "s",
            "Why was Wouter's wedding moved from the 14th of June?",
            "the town hall double-booked them",
            "wedding-moved",
            "town hall",
            "",
        ),
        Q(
            "s",
            "Why was Wouter's wedding moved from the 21st of June?",
            "her grandmother turns a hundred on the 21st",
            "wedding-moved-again",
            "grandmother; hundred",
            "",
        ),
        Q(
            "s",
            "How many pianos does the high school in Castle Douglas have?",
            "eleven",
            "pimpernel-10",
            "eleven",
            "",
        ),
        Q(
            "s",
            "What will Marsali's mum judge at the county show?",
            "the baking",
            "two-relatives",
            "baking",
            "third-person-fact",
        ),
        Q(
            "s",
            "What has Marsali's dad finally got?",
            "varifocals",
            "two-relatives",
            "varifocals",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does Wouter's mum say about his father after the diagnosis?",
            "that he's more stubborn than ever",
            "dad",
            "stubborn",
            "third-person-fact",
        ),
        Q("s", "Who is Lieke?", "Wouter's sister", "dad", "sister lieke", ""),
        Q(
            "s",
            "How much were the Nutcracker tickets Marsali bought?",
            "£18 each, four tickets",
            "panto",
            "eighteen pounds",
            "",
        ),
        Q(
            "t",
            "When did Marsali first tune the Erard grand in the town hall?",
            "2024-02-08",
            "erard",
            "town hall; thursday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Veerle move in with Wouter?",
            "2024-02-01",
            "veerle",
            "moved; 1st february",
            "human-date",
        ),
        Q(
            "t",
            "When did the Tarff Water Band play at the wedding in Castle Douglas?",
            "2024-03-16",
            "band",
            "castle douglas; 16th march",
            "human-date",
        ),
        Q(
            "t",
            "When did Wouter ride the Flemish Ardennes sportive?",
            "2024-04-07",
            "sportive",
            "sportive; sunday 7th",
            "human-date",
        ),
        Q(
            "t",
            "When did Marsali's mum come out of her splint?",
            "2024-04-08",
            "splint",
            "splint; monday",
            "relative-date fragment",
        ),
        Q("t", "When is Wouter's birthday?", "2024-04-02", "book", "birthday; 2nd", "human-date"),
        Q(
            "t",
            "When did Marsali start working at the distillery?",
            "2024-06-03",
            "distillery",
            "distillery; 3rd june",
            "human-date",
        ),
        Q(
            "t",
            "When did Murdo and Seonag have dinner together?",
            "2024-06-22",
            "murdo-talk",
            "dinner; last saturday",
            "relative-date",
        ),
        Q(
            "t",
            "When was the lantern procession in 2024?",
            "2024-08-30",
            "lanterns",
            "lantern procession; last friday august",
            "human-date",
        ),
        Q(
            "t",
            "When did Wouter get the keys to his flat?",
            "2024-09-02",
            "flat",
            "keys; 2nd september",
            "human-date",
        ),
        Q(
            "t",
            "When did Marsali leave the distillery?",
            "2024-08-31",
            "back-tuning",
            "left; 31st august",
            "human-date",
        ),
        Q(
            "t",
            "When did Murdo move back home with Seonag?",
            "2024-09-07",
            "murdo-back",
            "moved back; weekend before last",
            "relative-date",
        ),
        Q(
            "t",
            "When did Wouter propose?",
            "2024-12-01",
            "engaged",
            "belfry; sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When is Marsali taking her nephews to see the Nutcracker?",
            "2024-12-27",
            "panto",
            "nutcracker; day after boxing day",
            "relative-date",
        ),
        Q(
            "t",
            "When did the Tarff Water Band come third at the Dumfries competition?",
            "2024-11-23",
            "competition",
            "third; 23rd november",
            "human-date",
        ),
        Q(
            "t",
            "When is Wouter's wedding now?",
            "2025-07-05",
            "wedding-moved-again",
            "5th july",
            "latest human-date",
        ),
        Q(
            "t",
            "In which month was Marsali's puppy born?",
            "2024-04",
            "pimpernel",
            "eleven weeks",
            "event-chain",
        ),
        Q(
            "t",
            "When did Marsali buy the blue Kangoo?",
            "2025-01",
            "kangoo",
            "kangoo; january",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Marsali's mum break two fingers?",
            "2024-02",
            "mum-fingers",
            "fingers; end february",
            "human-date",
        ),
        Q(
            "m",
            "Which book did Veerle give Wouter for his birthday?",
            "The Salt Orchard",
            "veerle book",
            {"veerle": "veerle", "book": "salt orchard"},
            "pronoun event-chain",
        ),
        Q(
            "m",
            "Who did Wouter get engaged to?",
            "Veerle, a neonatal nurse",
            "veerle engaged",
            {"veerle": "veerle", "engaged": "engaged"},
            "pronoun event-chain",
        ),
        Q(
            "m",
            "How much money did Marsali lose on the white Doblò?",
            "£3,600 (bought for £4,200, sold for £600)",
            "van van-sold",
            {"van": "four thousand two hundred", "van-sold": "six hundred"},
            "event-chain",
        ),
        Q(
            "m",
            "How many times did Wouter's wedding date change, and what were the dates?",
            "twice: from 14 June to 21 June, then to 5 July 2025",
            "wedding-date wedding-moved wedding-moved-again",
            {
                "wedding-date": "14th june",
                "wedding-moved": "21st june",
                "wedding-moved-again": "5th july",
            },
            "event-chain",
        ),
        Q(
            "m",
            "Which jobs did Marsali have during 2024, in order?",
            "piano restorer, then the distillery shop, then piano restoring again",
            "job distillery back-tuning",
            {"job": "piano restorer", "distillery": "distillery", "back-tuning": "tuning pianos"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Did Murdo and Seonag stay separated?",
            "no: they separated in early 2024 and Murdo moved back home in September 2024",
            "murdo-split murdo-back",
            {"murdo-split": "separated", "murdo-back": "moved back"},
            "event-chain latest",
        ),
        Q(
            "m",
            "What happened to Wouter's plan to move to Ostend?",
            "he accepted a job there in June 2024 but turned it down because of his father's diagnosis",
            "ostend turned-down",
            {"ostend": "ostend", "turned-down": "turned; down"},
            "event-chain",
        ),
        Q("o", "In which country does Wouter live?", "Belgium", "home", "aalst", ""),
        Q("o", "In which country is Marsali's home town?", "Scotland", "home", "dalbeattie", ""),
        Q(
            "o",
            "What kind of illness was Wouter's father diagnosed with?",
            "multiple sclerosis, a disease of the brain and spinal cord",
            "turned-down",
            "father; diagnosed",
            "",
        ),
    ],
)
CONVERSATIONS.append(MARSALI_WOUTER)

HELEDD_DAGFINN = Conv(
    "pair",
    "timestamped_lines",
    ["Heledd", "Dagfinn"],
    """
@ 2024-05-19
Heledd: Dagfinn, hello! It's been far too long. How's Lillehammer? Is there still snow on the mountains? {home}
Dagfinn: Heledd! Only on the tops now. The lifts closed for the summer on the 28th of April, so I'm servicing chairlift motors until October. How is Conwy, and how are the flowers? {lifts}
Heledd: Conwy is full of tourists and I'm full of orders. I did the flowers for nine weddings in April, and on Friday I finally bought a proper flower fridge for the shop, for one thousand eight hundred and fifty pounds. {fridge}
Dagfinn: A fridge for flowers! That's how you know a business is serious. Do you still have the market stall too?
Heledd: Yes. Fridays are my market day: I'm at the stall on the quay from six in the morning, and the shop stays closed. {fridays}
Dagfinn: Six in the morning! And how's Dyfan?
Heledd: He's well. He's teaching his year nines about volcanoes and building a kitchen table for our flat in the evenings. We've been together for four years this month. {dyfan}
Dagfinn: Four years! Tell him I want to see that table. My grandfather had a blood clot on his lung on Tuesday, by the way. No, wait, it was Monday; on Tuesday they moved him to the hospital in Gjøvik. {grandfather}
Heledd: Oh, Dagfinn, I'm sorry. How is he?
Dagfinn: He can talk, but he's very breathless. My mother says he's already asking for his cigars, which the nurses won't allow. {grandfather-cigars}
Heledd: That sounds like a fighter. Send him my love.
Dagfinn: I will. What are you doing this summer?
Heledd: My lacrosse team has a tournament in Shrewsbury a fortnight on Saturday. We're the Conwy Quays, ten of us from the shops on the high street, and we train on Monday nights at the leisure centre. {lacrosse}
Dagfinn: Good luck to the Quays! I'll be waiting for the scores.
@ 2024-08-04
Dagfinn: Heledd, how did the tournament in Shrewsbury go?
Heledd: We won it! We beat a team from Wrexham by thirty-one goals to twenty-four in the final, and I scored eleven of them. {tournament}
Dagfinn: Eleven goals in a final! You're a star.
Heledd: Thank you. The rest of my news is sad, though. Dyfan and I have broken up. He moved out on the 21st of July, and I've kept the flat and both cats. {breakup}
Dagfinn: Oh, Heledd. I'm so sorry. What happened?
Heledd: He wants to teach abroad, and I don't want to leave Conwy. Nobody did anything wrong, which somehow makes it harder. {why}
Dagfinn: And where's he living now?
Heledd: Back with his parents in Caernarfon, until his job in Murcia starts in September. {dyfan-caernarfon}
Dagfinn: That's a long way. And the cats, Pimms and... what's the other one called?
Heledd: Brioche. They're both eight years old, and they've both taken over his side of the bed. {cats}
Dagfinn: Sensible cats. My news is happier: I've moved to Drammen! I started at the railway workshops on the 1st of July, looking after the train brakes. {drammen}
Heledd: Drammen! Do you miss the mountains already?
Dagfinn: Every single day. But my grandfather has been home since the 10th of June, walking with a frame, so I felt I could go. {grandfather-home}
Heledd: That's good to hear. Will you still ski at all?
Dagfinn: Of course. I've entered the Lillehammer Fifty again, the fifty-kilometre cross-country race in March. I ski it every year. {race-plan}
@ 2024-10-16
Heledd: Dagfinn, happy birthday for yesterday! How does thirty-three feel? {birthday}
Dagfinn: Old! Thank you for the flower seeds, they arrived on Monday. How are you doing?
Heledd: Better. I turned thirty myself on the 2nd of September, and my sister Llinos took me to see the Marram Grass in Llandudno as a present. It was the best concert I've ever been to. {thirty}
Dagfinn: Thirty! Welcome to the club. How is Llinos?
Heledd: She's well, and she's borrowed my van for a month, because hers failed its MOT. Our aunt Meinir isn't so good, though: she fell off a ladder picking apples and cracked her shin. {llinos-meinir}
Dagfinn: Apples are dangerous. Is she all right?
Heledd: She can't drive for six weeks and she's furious about it. And I've met someone. Don't laugh. {met}
Dagfinn: I would never laugh. Who is he?
Heledd: She. Her name is Delyth, she's the coxswain of the harbour launch, and we met when she bought forty sunflowers for her mother's birthday in August. {delyth}
Dagfinn: Forty sunflowers! That's a grand gesture. I'm very happy for you.
Heledd: Thank you. How's Drammen, and the trains?
Dagfinn: Honestly? I hate it. The city is fine, but I miss the lifts and the snow. My boss at the workshops, whom everyone calls the Commodore, says I have mountain sickness. {commodore}
Heledd: The Commodore! Does he wear a hat?
Dagfinn: She, actually. And no hat, but she runs the workshop like a battleship. {commodore-she}
@ 2025-01-12
Dagfinn: Heledd, happy new year! I have news: I'm moving back to Lillehammer. I go back to the lifts on the 1st of February, as a senior engineer this time. {back}
Heledd: Dagfinn! I knew Drammen wouldn't keep you. What did the Commodore say?
Dagfinn: Oddny, yes, that's her real name, Oddny Haug, said she'd been expecting it since August. She gave me a pair of ski gloves as a leaving present. {oddny}
Heledd: That's a kind boss. How was your Christmas?
Dagfinn: Quiet. My sister Kjersti had her baby on the 3rd of December, a boy called Halvor, so we all went to her flat in Hamar. He's five weeks old now, and he has my grandfather's nose. {halvor}
Heledd: Congratulations, Uncle Dagfinn! How's your grandfather?
Dagfinn: Thrilled to be a great-grandfather. He held Halvor on Christmas Eve without his frame. {great}
Heledd: That's lovely. My Christmas was wonderful too: we spent it with her parents in Beaumaris, and she gave me a silver pendant with a sunflower on it. {christmas}
Dagfinn: She remembered the sunflowers! That's a good sign.
Heledd: She's a keeper. I've got one bit of bad news, though: I'm not going to the Chelsea Flower Show in May after all. I'd booked it, but it's the same week as three weddings. {no-chelsea}
Dagfinn: Weddings pay the bills. Has Llinos given you your van back?
Heledd: Yes, in November, with a full tank and a dent in the door. I haven't lent it to anyone since. {van-back}
Dagfinn: Ha. Are the Quays still playing?
Heledd: Every Monday. We've lost three games in a row since Christmas, though, because our top scorer, Mererid, has moved to Dolgellau. {mererid}
@ 2025-03-30
Heledd: Dagfinn, how did the race go?
Dagfinn: It went well! I skied the Lillehammer Fifty on the 15th of March in three hours and twelve minutes, my best time ever, and I came 212th out of 1,900. {race}
Heledd: That's incredible. Two hundred and twelfth out of nineteen hundred!
Dagfinn: My grandfather watched from the finish line in a wheelchair and shouted louder than anyone. How's Conwy?
Heledd: Busy. The seed fair was yesterday, as it is every year on the last Saturday of March, and I sold four hundred packets of seeds in one morning. {seed-fair}
Dagfinn: Four hundred! You're a seed tycoon.
Heledd: And Delyth and I are moving in together. We've found a cottage in Deganwy, and we get the keys on the 12th of May. {cottage}
Dagfinn: A cottage! What will happen to your flat?
Heledd: Llinos is taking it over, cats not included. Pimms and Brioche are coming with me. {flat-llinos}
Dagfinn: Good. How's your aunt's shin?
Heledd: Healed since January, and she's back up the ladder, despite everything we said. {meinir-healed}
Dagfinn: Of course she is. I have news too: I'm giving up engineering to become a professional yodeller. {joke}
Heledd: Of course you are. And the real news?
Dagfinn: I've been made head of the lift crew on the north side, from the 1st of April. Mondays and Thursdays will be my long days. {head}
Heledd: Congratulations! You'll be running the whole mountain soon.
@ 2025-06-22
Dagfinn: Heledd! Are you in the cottage yet?
Heledd: Only just. The move was put back twice: first from the 12th of May to the 26th, because the sellers' new house wasn't ready, and then to the 14th of June, because the roof needed new slates. We finally moved in eight days ago. {moved-in}
Dagfinn: Third time lucky. How do the cats like it?
Heledd: Brioche loves the garden. Pimms hides under the bath, and Delyth says he'll come out when he's hungry. {cats-new}
Dagfinn: Delyth is right. Cats always do.
Heledd: How's little Halvor?
Dagfinn: Six and a half months old, with two teeth. Kjersti is going back to her job at the library in August, so my mother will look after him on Tuesdays. {halvor-6}
Heledd: Your mother will love that. What else is new?
Dagfinn: I've bought a second-hand moped, a red Yamaha, for twelve thousand kroner, to get up to the lifts in the summer. {moped}
Heledd: Be careful on those mountain roads.
Dagfinn: I will. And the Quays?
Heledd: We came second in the summer league, and we have a new top scorer: Delyth! She scored nine goals in her first game. {quays-delyth}
Dagfinn: Delyth plays lacrosse too? She's perfect.
Heledd: She is. We're having a garden party on the 9th of August, if you can fly over. {party}
Dagfinn: I'll look at flights tonight. Tell Pimms to come out from under the bath.
""",
    [
        Q(
            "s",
            "What does Heledd do for a living?",
            "she sells flowers, from a shop and a market stall",
            "lifts fridge",
            {"lifts": "flowers", "fridge": "flowers; shop"},
            "",
            True,
        ),
        Q(
            "s",
            "Where does Heledd live?",
            "Conwy, and now a cottage in Deganwy",
            "lifts cottage",
            {"lifts": "conwy", "cottage": "deganwy"},
            "latest",
        ),
        Q(
            "s",
            "What is Dagfinn's job?",
            "he is an engineer on the ski lifts at Lillehammer",
            "lifts back",
            {"lifts": "lifts", "back": "lifts; engineer"},
            "latest",
            True,
        ),
        Q(
            "s",
            "How much did Heledd pay for her flower fridge?",
            "£1,850",
            "fridge",
            "one thousand eight hundred fifty",
            "",
        ),
        Q("s", "Which day is Heledd's market day?", "Friday", "fridays", "fridays", "", True),
        Q(
            "s",
            "What does Dyfan do for a living?",
            "he is a teacher",
            "dyfan",
            "teaching",
            "third-person-fact",
        ),
        Q(
            "s",
            "What happened to Dagfinn's grandfather in May 2024?",
            "he had a blood clot on his lung",
            "grandfather",
            "blood clot",
            "third-person-fact",
        ),
        Q(
            "s",
            "Which of Dagfinn's relatives had a blood clot on his lung two years ago?",
            "his grandfather",
            "grandfather",
            "grandfather; blood clot",
            "relative-question-date third-person-fact",
        ),
        Q(
            "s",
            "Which hospital was Dagfinn's grandfather moved to?",
            "the hospital in Gjøvik",
            "grandfather",
            "gjøvik",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does Dagfinn's mother say his grandfather is asking for?",
            "his cigars",
            "grandfather-cigars",
            "cigars",
            "third-person-fact",
        ),
        Q(
            "s",
            "What is the name of Heledd's lacrosse team?",
            "the Conwy Quays",
            "lacrosse",
            "conwy quays",
            "",
            True,
        ),
        Q(
            "s",
            "On which night does Heledd's lacrosse team train?",
            "Monday",
            "lacrosse",
            "monday nights",
            "",
        ),
        Q(
            "s",
            "By what score did the Conwy Quays win the final in Shrewsbury?",
            "31-24, against a team from Wrexham",
            "tournament",
            "thirty one; twenty four",
            "",
        ),
        Q(
            "s",
            "How many goals did Heledd score in the final of the Shrewsbury tournament?",
            "eleven",
            "tournament",
            "eleven",
            "",
        ),
        Q(
            "s",
            "Why did Heledd and Dyfan break up?",
            "he wants to teach abroad and she doesn't want to leave Conwy",
            "why",
            "abroad; leave conwy",
            "",
        ),
        Q(
            "s",
            "Where was Dyfan living after the break-up?",
            "with his parents in Caernarfon",
            "dyfan-caernarfon",
            "parents; caernarfon",
            "fragment",
        ),
        Q(
            "s",
            "Where is Dyfan's new teaching job?",
            "Murcia",
            "dyfan-caernarfon",
            "murcia",
            "third-person-fact",
        ),
        Q(
            "s",
            "What are the names of Heledd's cats?",
            "Pimms and Brioche",
            "cats",
            "brioche",
            "fragment",
        ),
        Q(
            "s",
            "What was Dagfinn's job in Drammen?",
            "looking after the train brakes at the railway workshops",
            "drammen",
            "railway workshops|train brakes",
            "",
        ),
        Q(
            "s",
            "Which race does Dagfinn ski every year?",
            "the Lillehammer Fifty, a fifty-kilometre cross-country race in March",
            "race-plan",
            "lillehammer fifty",
            "",
            True,
        ),
        Q(
            "s",
            "Which band did Heledd see for her thirtieth birthday?",
            "the Marram Grass",
            "thirty",
            "marram grass",
            "",
        ),
        Q(
            "s",
            "Who took Heledd to a concert for her thirtieth?",
            "her sister Llinos",
            "thirty",
            "llinos",
            "",
        ),
        Q(
            "s",
            "Why did Llinos borrow Heledd's van?",
            "her own van failed its MOT",
            "llinos-meinir",
            "mot",
            "third-person-fact",
        ),
        Q(
            "s",
            "What happened to Heledd's aunt Meinir?",
            "she fell off a ladder picking apples and cracked her shin",
            "llinos-meinir",
            "shin",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does Delyth do for a living?",
            "she is the coxswain of the harbour launch",
            "delyth",
            "coxswain",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "How did Heledd and Delyth meet?",
            "Delyth bought forty sunflowers from her",
            "delyth",
            "forty sunflowers",
            "",
        ),
        Q(
            "s",
            "What does Dagfinn's boss in Drammen say he has?",
            "mountain sickness",
            "commodore",
            "mountain sickness",
            "third-person-fact",
        ),
        Q("s", "What is the name of Dagfinn's sister's baby?", "Halvor", "halvor", "halvor", ""),
        Q("s", "Where does Kjersti live?", "in Hamar", "halvor", "hamar", "third-person-fact"),
        Q(
            "s",
            "What did Delyth give Heledd for Christmas 2024?",
            "a silver pendant with a sunflower on it",
            "christmas",
            "silver pendant",
            "pronoun",
        ),
        Q(
            "s",
            "Which event did Heledd decide not to go to in May 2025?",
            "the Chelsea Flower Show",
            "no-chelsea",
            "chelsea flower show",
            "",
        ),
        Q(
            "s",
            "In what state did Llinos return Heledd's van?",
            "with a full tank and a dent in the door",
            "van-back",
            "full tank|dent",
            "",
        ),
        Q(
            "s",
            "Why did the Conwy Quays lose three games in a row after Christmas 2024?",
            "their top scorer Mererid moved to Dolgellau",
            "mererid",
            "mererid|dolgellau",
            "",
        ),
        Q(
            "s",
            "What was Dagfinn's time in the Lillehammer Fifty in 2025?",
            "three hours and twelve minutes",
            "race",
            "three hours; twelve minutes",
            "",
        ),
        Q(
            "s",
            "What place did Dagfinn come in the 2025 Lillehammer Fifty?",
            "212th out of 1,900",
            "race",
            "212th",
            "",
        ),
        Q(
            "s",
            "How many packets of seeds did Heledd sell at the 2025 seed fair?",
            "four hundred",
            "seed-fair",
            "four hundred packets",
            "",
        ),
        Q("s", "Who took over Heledd's flat?", "her sister Llinos", "flat-llinos", "llinos", ""),
        Q(
            "s",
            "What is Dagfinn's job now?",
            "head of the lift crew on the north side",
            "head",
            "head; lift crew",
            "latest",
            True,
        ),
        Q(
            "s",
            "Which days are Dagfinn's long days from April 2025?",
            "Mondays and Thursdays",
            "head",
            "mondays; thursdays",
            "latest",
        ),
        Q(
            "s",
            "What did Dagfinn buy to get up to the lifts in summer?",
            "a second-hand red Yamaha moped, for 12,000 kroner",
            "moped",
            "moped|yamaha",
            "",
        ),
        Q(
            "s",
            "Who looks after Halvor on Tuesdays?",
            "Dagfinn's mother",
            "halvor-6",
            "mother; tuesdays",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who is the Conwy Quays' new top scorer?",
            "Delyth",
            "quays-delyth",
            "delyth",
            "latest",
        ),
        Q(
            "t",
            "When did Heledd buy her flower fridge?",
            "2024-05-17",
            "fridge",
            "fridge; friday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Dagfinn's grandfather have a blood clot on his lung?",
            "2024-05-13",
            "grandfather",
            "blood clot; monday",
            "relative-date",
        ),
        Q(
            "t",
            "When was the lacrosse tournament in Shrewsbury?",
            "2024-06-08",
            "lacrosse",
            "shrewsbury; fortnight saturday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Dyfan move out of Heledd's flat?",
            "2024-07-21",
            "breakup",
            "moved out; 21st july",
            "human-date",
        ),
        Q(
            "t",
            "When did Dagfinn start at the railway workshops in Drammen?",
            "2024-07-01",
            "drammen",
            "started; 1st july",
            "human-date",
        ),
        Q(
            "t",
            "When did Dagfinn's grandfather come home from hospital?",
            "2024-06-10",
            "grandfather-home",
            "home; 10th june",
            "human-date",
        ),
        Q(
            "t",
            "When is Dagfinn's birthday?",
            "2024-10-15",
            "birthday",
            "birthday; yesterday",
            "relative-date",
        ),
        Q(
            "t",
            "When is Heledd's birthday?",
            "2024-09-02",
            "thirty",
            "thirty; 2nd september",
            "human-date",
        ),
        Q(
            "t",
            "When did Dagfinn go back to the lifts in Lillehammer?",
            "2025-02-01",
            "back",
            "lifts; 1st february",
            "human-date",
        ),
        Q(
            "t",
            "When was Halvor born?",
            "2024-12-03",
            "halvor",
            "halvor; 3rd december",
            "human-date",
        ),
        Q(
            "t",
            "When did Dagfinn ski the Lillehammer Fifty in 2025?",
            "2025-03-15",
            "race",
            "15th march",
            "human-date",
        ),
        Q(
            "t",
            "When was the seed fair in 2025?",
            "2025-03-29",
            "seed-fair",
            "seed fair; yesterday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Heledd and Delyth move into the cottage?",
            "2025-06-14",
            "moved-in",
            "14th june|eight days ago",
            "latest human-date",
        ),
        Q(
            "t",
            "When did Dagfinn become head of the lift crew?",
            "2025-04-01",
            "head",
            "head; 1st april",
            "human-date",
        ),
        Q(
            "t",
            "When is Heledd's garden party?",
            "2025-08-09",
            "party",
            "garden party; 9th august",
            "human-date",
        ),
        Q(
            "t",
            "When did Llinos give Heledd's van back?",
            "2024-11",
            "van-back",
            "november",
            "human-date",
        ),
        Q(
            "t",
            "In which month will Kjersti go back to work?",
            "2025-08",
            "halvor-6",
            "library; august",
            "human-date",
        ),
        Q(
            "m",
            "Which cities has Dagfinn lived in during the chat, in order?",
            "Lillehammer, then Drammen, then Lillehammer again",
            "home drammen back",
            {"home": "lillehammer", "drammen": "drammen", "back": "lillehammer"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Who is the Commodore?",
            "Oddny Haug, Dagfinn's boss at the railway workshops in Drammen",
            "commodore oddny",
            {"commodore": "commodore", "oddny": "oddny haug"},
            "event-chain",
        ),
        Q(
            "m",
            "How many times was Heledd's move into the cottage put back, and from when?",
            "twice: from 12 May to 26 May, then to 14 June 2025",
            "cottage moved-in",
            {"cottage": "12th may", "moved-in": "26th; 14th june"},
            "event-chain",
        ),
        Q(
            "m",
            "How old was Halvor when Dagfinn's grandfather held him on Christmas Eve?",
            "about three weeks old",
            "halvor great",
            {"halvor": "3rd december", "great": "christmas eve"},
            "event-chain",
        ),
        Q(
            "m",
            "Who was Heledd with after Dyfan?",
            "Delyth, the coxswain of the harbour launch, whom she met in August 2024",
            "breakup delyth",
            {"breakup": "dyfan|broken up", "delyth": "delyth"},
            "event-chain",
        ),
        Q(
            "m",
            "How long did Dagfinn work at the railway workshops in Drammen?",
            "seven months, from July 2024 to February 2025",
            "drammen back",
            {"drammen": "1st july", "back": "1st february"},
            "event-chain",
        ),
        Q("o", "In which country is Heledd's home town?", "Wales", "lifts", "conwy", ""),
        Q("o", "In which country does Dagfinn live?", "Norway", "home", "lillehammer", ""),
        Q(
            "o",
            "Which sport does Dagfinn race in every March?",
            "cross-country skiing",
            "race-plan",
            "cross country",
            "",
        ),
    ],
)
CONVERSATIONS.append(HELEDD_DAGFINN)

MAELLE_UGO = Conv(
    "pair",
    "named_json",
    ["Maëlle", "Ugo"],
    """
@ 2024-03-09
Ugo: Maëlle, ciao! I finally have a quiet evening. How is Concarneau? {hi}
Maëlle: Ugo! Concarneau is grey, windy and smells of fish, so it's perfect. I've just finished a mainsail for a racing yacht from Lorient, the biggest sail I've ever cut: ninety square metres. {sail}
Ugo: Ninety square metres! Where do you even lay that out?
Maëlle: On the floor of the old net loft where I work. I've been a sailmaker at the loft for seven years now, and they've just made me head cutter. {loft}
Ugo: Head cutter! Congratulations. My news is smaller: I've bought a new batch freezer for the gelateria, for fourteen thousand euros, and on Tuesday we made our first lemon sorbet in it. {freezer}
Maëlle: Fourteen thousand euros of ice cream machine! Is it yours or the family's?
Ugo: The family's. My sister Donatella and I run the gelateria by the harbour in Ancona that our grandfather opened in 1962. {gelateria}
Maëlle: I didn't know it was that old. Is your grandfather still around?
Ugo: No, but Pepè is. He comes in every morning at eight to taste the first tub and complain about it. {pepe}
Maëlle: Every shop needs a Pepè. My parents have news, and it isn't good: they're separating, after thirty-four years. Dad has moved onto his fishing boat in the harbour. {parents-sep}
Ugo: Oh, Maëlle. I'm so sorry. How is your mum?
Maëlle: Calmer than me. She says it's been coming for ten years, and she's already signed up for a woodturning class on Thursday evenings. {mum}
Ugo: Good for her. And how are you coping?
Maëlle: Swimming helps. I swim with the Concarneau Seals every Sunday morning, twelve of us who swim in the bay all year round, and in April we're swimming across to Beg Meil, three point two kilometres. {seals}
Ugo: In April! In the Atlantic! You're all mad, and I admire you.
@ 2024-05-26
Maëlle: Ugo, how's the summer rush?
Ugo: It started early. We sold six hundred cones on Saturday, a record, and Donatella had to run to the cash and carry twice. {record}
Maëlle: Six hundred cones in a day! What's the most popular flavour?
Ugo: Fig and ricotta, which I invented last summer. How was the swim to Beg Meil? {fig}
Maëlle: Cold and wonderful. We swam it on the 21st of April, and I did it in an hour and nine minutes, the third fastest of the Seals. {swim}
Ugo: An hour and nine minutes in the Atlantic. Incredible.
Maëlle: Thank you. Before that, back in March, I'd never swum more than two kilometres, so I'm very proud. How's Pepè? {march}
Ugo: Pepè had a varicose vein operation on Wednesday, and he's already back in the shop, sitting down this time. He's my uncle Pietro, by the way; everyone calls him Pepè, even his priest. {pietro}
Maëlle: So Pepè is Pietro! I'd imagined a grandfather with a beard.
Ugo: He has the beard, just not the grandchildren. How are your parents?
Maëlle: Still apart. Dad has sold the fishing boat and bought a little flat above the fishmonger's, and Mum made him a very ugly wooden vase as a present for the new flat. {dad-flat}
Ugo: A wooden vase from the wife who left him! That's friendly.
Maëlle: They get on better now than they have in twenty years. Oh, and I've decided to sell my boat, the Morgane. I'm never on her, and the mooring costs eight hundred euros a year. {sell-boat}
Ugo: Sad, but sensible. How much are you asking?
Maëlle: Six thousand euros, and I've already had two calls. {boat-price}
@ 2024-08-14
Ugo: Maëlle! Are you still alive after the sardine festival?
Maëlle: Just about. It's on the second weekend of August every year, and on Sunday I grilled two thousand sardines with the Seals for charity. {sardines}
Ugo: Two thousand sardines! Did you sell the boat in the end?
Maëlle: No, I've changed my mind. I took the Morgane out one last time in June, before the buyer came, and I couldn't do it. I'm keeping her, and I'll pay the mooring. {keep-boat}
Ugo: I knew you would. You talk about that boat as if she were a person.
Maëlle: She is a person. What's new with you?
Ugo: My driving exam. It was booked for the 22nd of July, but the examiner was ill, so it's now on the 2nd of September. {driving-test}
Maëlle: Fingers crossed! What are you going to drive?
Ugo: Donatella's old Panda, if I pass. She's expecting a baby in December, and she says a Panda is no place for a pram. {donatella-baby}
Maëlle: Donatella's pregnant! Congratulations, Uncle Ugo.
Ugo: Thank you! We found out in May. Our trivia team is doing well, too: we're the Cone Heads, four of us from the gelateria, and we've won the Thursday trivia night at the Molo bar three weeks running, with eighty-seven points last week. {trivia}
Maëlle: The Cone Heads! I love it. Who's the brains?
Ugo: Donatella, mostly, though I know every football score since 1982. Have you read anything good?
Maëlle: Yes, "The Ninth Tide", a novel about two sisters who run a ferry. I'm halfway through, and Mum has already read it twice. {book}
@ 2024-11-02
Maëlle: Ugo, did you pass your driving exam?
Ugo: Not on the 2nd of September: that one was cancelled too, because of a strike. I finally took it on the 8th of October and passed with only two minor faults. {passed}
Maëlle: Finally! Congratulations! Is the Panda yours now?
Ugo: Yes, for one euro, which Donatella insisted on so that it was a proper sale. {panda}
Maëlle: A bargain. How is she?
Ugo: Big and grumpy. The baby is due on the 10th of December. And my mother has started working at the gelateria on Mondays, so that she can be near Donatella. {mother}
Maëlle: A family business indeed.
Ugo: How is Concarneau? Are you still head cutter?
Maëlle: Still head cutter, and busy: we're making the sails for a round-the-world race boat, six sails in eight weeks. Wednesdays and Fridays are my long days until Christmas. {long-days}
Ugo: Six sails in eight weeks! Is anything else new?
Maëlle: Two things. Dad has met someone at his sea-fishing club, a widow called Armelle. And you won't believe this: Mum and Dad went to the harbour restaurant together for Mum's birthday on Tuesday, and Armelle didn't mind at all. {dad-armelle}
Ugo: Your family is more complicated than mine, and mine has a Pepè.
Maëlle: And I've adopted a kitten from the shelter! She's black with white socks, she's called Biscotte, and she's three months old. {biscotte}
Ugo: Biscotte! That's the best name. Send me a photo, please.
@ 2025-02-08
Ugo: Maëlle, I'm an uncle! Donatella had a girl on the 14th of December. Sorry, the 15th; she was born just after midnight. She's called Allegra, and she'll be eight weeks old tomorrow. {allegra}
Maëlle: Allegra! Congratulations, Zio Ugo. Is Donatella well?
Ugo: Tired but fine. She isn't back at the gelateria until May, so I'm running it on my own, with Mum on Mondays and Pepè's complaints every morning. {running}
Maëlle: You'll manage. You always do.
Ugo: And how's Biscotte?
Maëlle: Six months old, and she's knocked over every plant in the flat. She sleeps in the sail bag I keep by the door. {biscotte-6}
Ugo: A true sailmaker's cat. How are your mum and dad?
Maëlle: Mum won second prize at the woodturning show in Quimper, for a bowl shaped like a mackerel. Dad and Armelle have split up already, and he says he's happier on his own. {parents-news}
Ugo: A mackerel bowl! I'd buy one.
Maëlle: I'll ask her to make you one for your birthday. When is it again?
Ugo: The 3rd of March. I'll be forty, so please send cake. {forty}
Maëlle: Forty! Cake is coming. Any other news?
Ugo: The Cone Heads have lost their crown: we came fourth last Thursday, with sixty-one points, because Donatella was at home with Allegra. {trivia-lost}
Maëlle: You need her brains back.
Ugo: We do. She says she'll be back at trivia night in March, with Allegra in the pram. {trivia-back}
""",
    [
        Q(
            "s",
            "What does Maëlle do for a living?",
            "she is a sailmaker, head cutter at a net loft",
            "loft",
            "sailmaker|head cutter",
            "",
            True,
        ),
        Q("s", "Where does Maëlle live?", "Concarneau", "hi", "concarneau", "", True),
        Q(
            "s",
            "How big was the mainsail Maëlle finished in March 2024?",
            "ninety square metres",
            "sail",
            "ninety square metres",
            "",
        ),
        Q(
            "s",
            "How much did the new batch freezer for the gelateria cost?",
            "€14,000",
            "freezer",
            "fourteen thousand euros",
            "",
        ),
        Q(
            "s",
            "Where is Ugo's family gelateria?",
            "by the harbour in Ancona",
            "gelateria",
            "ancona",
            "",
            True,
        ),
        Q(
            "s",
            "Who runs the gelateria with Ugo?",
            "his sister Donatella",
            "gelateria",
            "donatella",
            "",
        ),
        Q(
            "s",
            "Where did Maëlle's dad live right after the separation?",
            "on his fishing boat in the harbour",
            "parents-sep",
            "fishing boat",
            "third-person-fact",
        ),
        Q(
            "s",
            "How long had Maëlle's parents been together when they separated?",
            "thirty-four years",
            "parents-sep",
            "thirty four years",
            "",
        ),
        Q(
            "s",
            "What class did Maëlle's mum sign up for?",
            "a woodturning class on Thursday evenings",
            "mum",
            "woodturning class",
            "third-person-fact",
        ),
        Q(
            "s",
            "What is the name of Maëlle's swimming club?",
            "the Concarneau Seals",
            "seals",
            "concarneau seals",
            "",
            True,
        ),
        Q(
            "s",
            "How long is the swim from Concarneau to Beg Meil?",
            "3.2 kilometres",
            "seals",
            "three point two kilometres",
            "",
        ),
        Q(
            "s",
            "What is the most popular flavour at Ugo's gelateria?",
            "fig and ricotta",
            "fig",
            "fig; ricotta",
            "",
        ),
        Q(
            "s",
            "How long did Maëlle take to swim to Beg Meil?",
            "an hour and nine minutes",
            "swim",
            "hour; nine minutes",
            "",
        ),
        Q(
            "s",
            "What operation did Pepè have in May 2024?",
            "a varicose vein operation",
            "pietro",
            "varicose vein",
            "third-person-fact",
        ),
        Q(
            "s",
            "What did Maëlle's mum give her dad for his new flat?",
            "a very ugly wooden vase",
            "dad-flat",
            "wooden vase",
            "third-person-fact",
        ),
        Q(
            "s",
            "Where does Maëlle's dad live now?",
            "in a little flat above the fishmonger's",
            "dad-flat",
            "flat; fishmonger's",
            "latest third-person-fact",
        ),
        Q(
            "s",
            "What is the name of Maëlle's boat?",
            "the Morgane",
            "sell-boat",
            "morgane",
            "",
            True,
        ),
        Q(
            "s",
            "Did Maëlle sell her boat?",
            "no, she changed her mind and kept it",
            "keep-boat",
            "keeping",
            "latest",
        ),
        Q(
            "s",
            "How many sardines did Maëlle grill at the sardine festival in 2024?",
            "two thousand",
            "sardines",
            "two thousand sardines",
            "",
        ),
        Q(
            "s",
            "What is the name of Ugo's trivia team?",
            "the Cone Heads",
            "trivia",
            "cone heads",
            "",
            True,
        ),
        Q(
            "s",
            "What book was Maëlle reading in August 2024?",
            "The Ninth Tide",
            "book",
            "ninth tide",
            "",
        ),
        Q(
            "s",
            "How much did Ugo pay Donatella for the Panda?",
            "one euro",
            "panda",
            "one euro",
            "pronoun",
        ),
        Q(
            "s",
            "How many faults did Ugo have on his driving exam?",
            "two minor faults",
            "passed",
            "two minor faults",
            "",
        ),
        Q(
            "s",
            "Which days were Maëlle's long days in late 2024?",
            "Wednesdays and Fridays",
            "long-days",
            "wednesdays; fridays",
            "",
        ),
        Q(
            "s",
            "Who is Armelle?",
            "a widow Maëlle's dad met at his sea-fishing club",
            "dad-armelle",
            "armelle; widow",
            "third-person-fact",
        ),
        Q(
            "s",
            "What is the name of Maëlle's kitten?",
            "Biscotte",
            "biscotte",
            "biscotte",
            "",
            True,
        ),
        Q(
            "s",
            "What did Maëlle's mum win a prize for in Quimper?",
            "a bowl shaped like a mackerel (second prize)",
            "parents-news",
            "bowl; mackerel",
            "third-person-fact",
        ),
        Q(
            "s",
            "Are Maëlle's dad and Armelle still together?",
            "no, they have split up",
            "parents-news",
            "armelle; split up",
            "latest third-person-fact",
        ),
        Q("s", "How old is Ugo turning in 2025?", "forty", "forty", "forty", ""),
        Q("s", "What is the name of Donatella's baby?", "Allegra", "allegra", "allegra", ""),
        Q(
            "s",
            "Who works at the gelateria on Mondays?",
            "Ugo's mother",
            "mother",
            "mother; mondays",
            "third-person-fact",
        ),
        Q(
            "t",
            "When did Ugo first make lemon sorbet in the new freezer?",
            "2024-03-05",
            "freezer",
            "lemon sorbet; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did the gelateria sell a record six hundred cones?",
            "2024-05-25",
            "record",
            "six hundred cones; saturday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Maëlle swim to Beg Meil?",
            "2024-04-21",
            "swim",
            "21st april",
            "human-date",
        ),
        Q(
            "t",
            "When did Pepè have his varicose vein operation?",
            "2024-05-22",
            "pietro",
            "varicose; wednesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Maëlle grill sardines at the sardine festival?",
            "2024-08-11",
            "sardines",
            "sardines; sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When was Ugo's driving exam first booked for?",
            "2024-07-22",
            "driving-test",
            "driving exam; 22nd july",
            "human-date",
        ),
        Q(
            "t",
            "When did Ugo pass his driving exam?",
            "2024-10-08",
            "passed",
            "8th october",
            "human-date",
        ),
        Q(
            "t",
            "When is Maëlle's mum's birthday?",
            "2024-10-29",
            "dad-armelle",
            "birthday; tuesday",
            "relative-date",
        ),
        Q("t", "When was Allegra born?", "2024-12-15", "allegra", "15th", "human-date"),
        Q(
            "t",
            "When is Ugo's birthday?",
            "2025-03-03",
            "forty",
            "3rd march",
            "human-date fragment",
        ),
        Q(
            "t",
            "When did the Cone Heads come fourth at trivia night?",
            "2025-02-06",
            "trivia-lost",
            "fourth; last thursday",
            "relative-date",
        ),
        Q(
            "t",
            "In which month was Maëlle's kitten Biscotte born?",
            "2024-08",
            "biscotte",
            "three months old",
            "event-chain",
        ),
        Q(
            "t",
            "In which month did Ugo's family find out that Donatella was pregnant?",
            "2024-05",
            "donatella-baby trivia",
            {"donatella-baby": "expecting baby", "trivia": "found; may"},
            "human-date",
        ),
        Q(
            "m",
            "Who is Pepè?",
            "Ugo's uncle Pietro, who tastes the first tub every morning",
            "pepe pietro",
            {"pepe": "pepè", "pietro": "uncle pietro"},
            "event-chain",
        ),
        Q(
            "m",
            "How many times was Ugo's driving exam moved before he took it?",
            "twice: from 22 July to 2 September, then to 8 October 2024",
            "driving-test passed",
            {"driving-test": "22nd july; 2nd september", "passed": "8th october"},
            "event-chain",
        ),
        Q(
            "m",
            "What did Maëlle decide about her boat, and why did she change her mind?",
            "she decided to sell it in May 2024, but kept it after one last sail in June",
            "sell-boat keep-boat",
            {"sell-boat": "sell", "keep-boat": "keeping"},
            "event-chain",
        ),
        Q(
            "m",
            "Where did Maëlle's dad live after leaving the family home, in order?",
            "on his fishing boat, then in a flat above the fishmonger's",
            "parents-sep dad-flat",
            {"parents-sep": "fishing boat", "dad-flat": "fishmonger's"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How did the Cone Heads' score change between August 2024 and February 2025?",
            "from eighty-seven points and a win to sixty-one points and fourth place",
            "trivia trivia-lost",
            {"trivia": "eighty seven", "trivia-lost": "sixty one"},
            "event-chain",
        ),
        Q(
            "m",
            "How old was Biscotte when Maëlle adopted her, and how old in February 2025?",
            "three months, then six months",
            "biscotte biscotte-6",
            {"biscotte": "three months", "biscotte-6": "six months"},
            "event-chain",
        ),
        Q("o", "In which country does Maëlle live?", "France", "hi", "concarneau", ""),
        Q(
            "o",
            "On which sea is Ugo's home city?",
            "the Adriatic",
            "gelateria",
            "ancona; harbour",
            "",
        ),
        Q(
            "o",
            "What is the main ingredient of Ugo's shop's products?",
            "milk or cream (it sells gelato, Italian ice cream)",
            "gelateria",
            "gelateria",
            "",
        ),
    ],
)
CONVERSATIONS.append(MAELLE_UGO)

BROGAN_KYLE = Conv(
    "pair",
    "timestamped_lines",
    ["brogan", "kyle"],
    """
@ 2024-06-07
brogan: kyle!! long time. hows cleethorpes {hi}
kyle: broges!! grim as ever lol. just got back from a 12 hr shift, we're putting up the steel on the new hospital wing. u still at the grooming parlour? {steel}
brogan: yep 3 yrs now at waggy tails in rotherham. did 9 dogs today incl a st bernard that took 3 hrs {groomer}
kyle: 3 hrs on one dog omg. hows jordan
brogan: dont. we split up last sunday. he wants to go travelling round thailand without me so ye {split}
kyle: oh broges im sorry. u ok?
brogan: ill live. got my two dogs n my mum. moved back into mums on tuesday {mums}
kyle: what r the dogs called again
brogan: nugget n doris. nuggets a sausage dog n doris is a boxer, both 4 {dogs}
kyle: nugget n doris lol. me n the lads r in a pool team now, the cue tips, we play thursdays at the mariners on freeman st {pool}
brogan: the cue tips haha. any good?
kyle: top of the league!! i cleared the table in one visit last thursday, first time ever {table}
brogan: ur a legend. its my birthday a fortnight on sat btw, 25 !!! {birthday}
kyle: 25!! il send u something
@ 2024-08-23
kyle: broges hows the birthday girl, did u get my parcel
brogan: yesss the cue ball mug lol i use it every day. bday was gd, mum took me to alton towers n we went on the biggest rollercoaster twice {towers}
kyle: the biggest one twice!! braver than me. any news
brogan: got a new job!! head groomer at a salon in barnsley, start 2nd sept, £3 an hr more {newjob}
kyle: head groomer!!! well deserved. whats it called
brogan: the dog house, on dodworth rd {doghouse}
kyle: class. me n my girlfriend r expecting btw. due in january!! {expecting}
brogan: WHAT. who is she, u never said
kyle: her names paige, shes a dental receptionist, been together since xmas. we didnt want to say til the scan {paige}
brogan: omg kyle ur gona be a dad!!
kyle: i know im bricking it. my nan says ill be a natural, my dad says ill faint at the birth lol {nan-dad}
brogan: ur dads probably right. hows the pool
kyle: lost the cup final on tues to the fishermens arms, 4 frames to 6. gutted {pool-final}
brogan: next year!!
@ 2024-11-15
brogan: hows paige doing
kyle: big n tired lol. babys due 18th jan now, they moved it from the 24th after the last scan {due}
brogan: aw not long. i have news... jordans back
kyle: JORDAN?? from thailand?
brogan: yeh he came back in oct n turned up at the salon w flowers. we're giving it another go but hes living at his brothers for now {jordan-back}
kyle: hmm. u sure?
brogan: no lol. but hes been really sweet. hes got a job at the bus depot in barnsley {jordan-job}
kyle: as long as ur happy. hows the new job
brogan: love it. mondays n wednesdays r my long days, 7 til 7. n i got my level 3 certificate last week, 91% in the practical!! {level3}
kyle: 91%!!! proper clever. me n paige bought a cot n a pram off facebook for £150 the lot {cot}
brogan: bargain!!
kyle: oh n my nan had a fall on sat n cracked her pelvis, shes in cleethorpes hospital {nan}
brogan: ah no poor nan. send her my love
kyle: will do she'll love that. she keeps asking if u still do dog hair lol
@ 2025-01-31
kyle: BROGES. shes here!! lily mae, born 17th jan, 7lb 2oz. 2 weeks old today {lily}
brogan: OMG congratulations!!! hows paige
kyle: amazing. 9 hrs labour n she never swore once. i didnt faint either, dad owes me a tenner {labour}
brogan: hahaha. pics pls
kyle: sent. hows jordan
brogan: ...we're done again. for good this time. he went back to thailand on boxing day n didnt tell me til xmas eve {jordan-done}
kyle: what an absolute melt. u ok?
brogan: honestly better. n... ive moved out of mums! got a flat in wombwell w my mate kacey {flat}
kyle: yes broges! dogs too?
brogan: both dogs yeh, landlords ok w it. nuggets 5 now n going grey {nugget-5}
kyle: aw the old boy
brogan: hows ur nan doing
kyle: home since monday, walking w a frame. shes knitted lily 3 cardigans already {nan-home}
brogan: 3 cardigans lol nans are the best
@ 2025-04-26
brogan: hows lily!!
kyle: 14 weeks n smiling at everything except me lol. paige is going back to the dental surgery in june, mondays n tuesdays {lily-14}
brogan: aw. whos having lily on those days
kyle: my mum on mondays n paiges mum on tuesdays {childcare}
brogan: sorted. news: ive left the dog house n gone back to waggy tails. the drive to barnsley was killing me n they offered me head groomer there too {back-waggy}
kyle: back where u started lol. still in the flat?
brogan: yeh still w kacey in wombwell, its 20 mins to rotherham. hows the pool {still-flat}
kyle: ive had to pack it in, no time w lily. the cue tips won the league without me, typical {pool-quit}
brogan: lol classic. r u doing the cleethorpes 10k again
kyle: not this year. did it last may in 52 mins, but no sleep = no running {no-10k}
brogan: fair. ooh i ran my first 10 mile race on sunday!! 1hr 42 {race10}
kyle: 1hr 42!!! on easter sunday?? proper athlete {easter}
brogan: ha. wasnt my idea, kacey signed us both up in jan {signup}
kyle: kacey sounds dangerous lol
""",
    [
        Q(
            "s",
            "What does Brogan do for a living?",
            "she grooms dogs",
            "steel groomer",
            {"steel": "grooming parlour", "groomer": "dogs"},
            "",
            True,
        ),
        Q(
            "s",
            "What does Kyle do for a living?",
            "he is a steel erector",
            "steel",
            "steel",
            "",
            True,
        ),
        Q("s", "Where does Kyle live?", "Cleethorpes", "hi", "cleethorpes", "", True),
        Q(
            "s",
            "What are the names of Brogan's dogs?",
            "Nugget and Doris",
            "dogs",
            "nugget; doris",
            "",
            True,
        ),
        Q("s", "What is the name of Kyle's pool team?", "the Cue Tips", "pool", "cue tips", ""),
        Q(
            "s",
            "When and where does Kyle's pool team play?",
            "on Thursdays at the Mariners on Freeman Street",
            "pool",
            "thursdays; mariners",
            "",
        ),
        Q(
            "s",
            "Why did Brogan and Jordan split up in June 2024?",
            "he wanted to go travelling round Thailand without her",
            "split",
            "thailand",
            "",
        ),
        Q(
            "s",
            "What did Kyle send Brogan for her birthday?",
            "a cue ball mug",
            "towers",
            "cue ball mug",
            "fragment",
        ),
        Q(
            "s",
            "Where did Brogan go for her 25th birthday?",
            "to Alton Towers with her mum",
            "towers",
            "alton towers",
            "",
        ),
        Q(
            "s",
            "Which job did Brogan get in August 2024?",
            "head groomer at a salon in Barnsley",
            "newjob",
            "head groomer; barnsley",
            "",
        ),
        Q(
            "s",
            "What is the name of the Barnsley salon where Brogan worked?",
            "the Dog House, on Dodworth Road",
            "doghouse",
            "dog house",
            "fragment",
        ),
        Q(
            "s",
            "What does Paige do for a living?",
            "she is a dental receptionist",
            "paige",
            "dental receptionist",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What does Kyle's nan say about him becoming a dad?",
            "that he'll be a natural",
            "nan-dad",
            "natural",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who beat the Cue Tips in the cup final?",
            "the Fishermen's Arms, 6 frames to 4",
            "pool-final",
            "fishermens arms",
            "",
        ),
        Q(
            "s",
            "Where did Jordan work after he came back from Thailand?",
            "at the bus depot in Barnsley",
            "jordan-job",
            "bus depot",
            "third-person-fact",
        ),
        Q(
            "s",
            "What mark did Brogan get in the practical for her level 3 certificate?",
            "91%",
            "level3",
            "91",
            "",
        ),
        Q(
            "s",
            "How much did Kyle and Paige pay for a cot and a pram?",
            "£150 for both",
            "cot",
            "150",
            "",
        ),
        Q(
            "s",
            "What happened to Kyle's nan in November 2024?",
            "she had a fall and cracked her pelvis",
            "nan",
            "cracked; pelvis",
            "third-person-fact",
        ),
        Q("s", "What is the name of Kyle's daughter?", "Lily Mae", "lily", "lily mae", "", True),
        Q(
            "s",
            "Why did Brogan and Jordan end it for good?",
            "he went back to Thailand on Boxing Day and didn't tell her until Christmas Eve",
            "jordan-done",
            "thailand; xmas eve|boxing day",
            "",
        ),
        Q("s", "Who does Brogan share a flat with?", "her friend Kacey", "flat", "kacey", "", True),
        Q(
            "s",
            "Who looks after Lily on Tuesdays?",
            "Paige's mum",
            "childcare",
            "paiges mum; tuesdays",
            "fragment",
        ),
        Q(
            "s",
            "Where does Brogan work now?",
            "at Waggy Tails in Rotherham, as head groomer",
            "back-waggy",
            "waggy tails",
            "latest",
            True,
        ),
        Q(
            "s",
            "Is Kyle still in the pool team?",
            "no, he had to give it up because of the baby",
            "pool-quit",
            "pack; lily",
            "latest",
        ),
        Q(
            "s",
            "What was Brogan's time in her first 10 mile race?",
            "1 hour 42 minutes",
            "race10",
            "1hr 42",
            "",
        ),
        Q(
            "s",
            "Who signed Brogan up for the 10 mile race?",
            "her flatmate Kacey",
            "signup",
            "kacey",
            "",
        ),
        Q(
            "t",
            "When did Brogan and Jordan first split up?",
            "2024-06-02",
            "split",
            "split; last sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Brogan move back in with her mum?",
            "2024-06-04",
            "mums",
            "mums; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Kyle first clear the table in one visit?",
            "2024-06-06",
            "table",
            "cleared table; last thursday",
            "relative-date",
        ),
        Q(
            "t",
            "When is Brogan's birthday?",
            "2024-06-22",
            "birthday",
            "birthday; fortnight sat",
            "relative-date",
        ),
        Q(
            "t",
            "When did Brogan start at the Dog House?",
            "2024-09-02",
            "newjob",
            "start 2nd sept",
            "human-date",
        ),
        Q(
            "t",
            "When did the Cue Tips lose the cup final?",
            "2024-08-20",
            "pool-final",
            "cup final; tues",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did Jordan come back from Thailand?",
            "2024-10",
            "jordan-back",
            "came back; oct",
            "human-date",
        ),
        Q(
            "t",
            "When did Kyle's nan have her fall?",
            "2024-11-09",
            "nan",
            "fall; sat",
            "relative-date",
        ),
        Q("t", "When was Lily born?", "2025-01-17", "lily", "born 17th jan", "human-date"),
        Q(
            "t",
            "When did Jordan go back to Thailand for good?",
            "2024-12-26",
            "jordan-done",
            "thailand; boxing day",
            "human-date",
        ),
        Q(
            "t",
            "When did Kyle's nan come home from hospital?",
            "2025-01-27",
            "nan-home",
            "home; monday",
            "relative-date fragment",
        ),
        Q(
            "t",
            "When did Brogan run her first 10 mile race?",
            "2025-04-20",
            "race10",
            "10 mile race; sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Kyle run the Cleethorpes 10k in 52 minutes?",
            "2024-05",
            "no-10k",
            "52 mins; last may",
            "relative-date",
        ),
        Q(
            "t",
            "When did Kyle and Paige get together?",
            "2023-12",
            "paige",
            "together since xmas",
            "human-date",
        ),
        Q(
            "m",
            "How did Brogan and Jordan's relationship change over the chat?",
            "they split in June 2024, got back together in October 2024 and split for good in December 2024",
            "split jordan-back jordan-done",
            {"split": "split", "jordan-back": "another go", "jordan-done": "done again"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Where has Brogan lived since her break-up with Jordan?",
            "at her mum's, then in a flat in Wombwell with Kacey",
            "mums flat",
            {"mums": "mums", "flat": "wombwell"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Which salons has Brogan worked at, in order?",
            "Waggy Tails in Rotherham, the Dog House in Barnsley, then Waggy Tails again",
            "groomer doghouse back-waggy",
            {"groomer": "waggy tails", "doghouse": "dog house", "back-waggy": "waggy tails"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How early or late was Lily compared with her due date?",
            "one day early: due on 18 January, born on 17 January 2025",
            "due lily",
            {"due": "18th jan", "lily": "17th jan"},
            "event-chain",
        ),
        Q(
            "m",
            "How old was Nugget in June 2024 and in January 2025?",
            "four, then five",
            "dogs nugget-5",
            {"dogs": "nugget; 4", "nugget-5": "5"},
            "event-chain",
        ),
        Q(
            "o",
            "What is the capital of the country Jordan went travelling in?",
            "Bangkok",
            "split",
            "thailand",
            "",
        ),
        Q(
            "o",
            "Which English county is Kyle's home town in?",
            "Lincolnshire",
            "hi",
            "cleethorpes",
            "",
        ),
    ],
)
CONVERSATIONS.append(BROGAN_KYLE)

OCTAVIA = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-02-27
User: Hello, I'm Octavia. I'm a veterinary receptionist at a practice in Bedale, and I'd like help planning a surprise party for my husband Odhrán's fiftieth birthday on Saturday the 23rd of March. {job}
Assistant: Hello Octavia! A fiftieth is worth celebrating. What does Odhrán enjoy?
User: Steam trains and folk music. He's a signalman on the heritage railway at Pickering, and he plays the button box in a morris side. {odhrán}
Assistant: Then a party at the railway station, with a folk band, would be perfect. Could you hire a carriage or the station tearoom?
User: The tearoom, I think; it holds sixty. Our son Donncha is flying home from Edmonton for it, but Odhrán mustn't know. {donncha}
Assistant: How exciting. Donncha walking in would be the best surprise of all. How many guests are you expecting?
User: About fifty. And I'll need to keep the dogs away from the cake: we have three, two Dalmatians and a terrier called Wispa. {dogs}
Assistant: Three dogs and a cake is a risk! Perhaps a friend could walk them during the party. Shall I draft an invitation?
User: Yes, please. Say the party starts at seven, and guests should arrive by half past six. {invite}
Assistant: Here's a draft: "Shh! Join us in the tearoom at Pickering station on Saturday 23 March at 6.30pm for Odhrán's surprise fiftieth."
@ 2024-05-14
User: Hi, it's Octavia again. The party was a triumph, and Odhrán cried when Donncha walked in. Now I need help with something harder: a letter to my sister. {triumph}
Assistant: I'm so glad the party went well! What would you like the letter to say?
User: My sister Siobhán and her husband have separated, and she's moved to a flat in Redcar. We haven't spoken since Christmas, after a silly row about our mother's house. {siobhán}
Assistant: I'm sorry. Shall the letter start with an apology, or with news?
User: With news, I think. Tell her that Mum has been in a residential home in Helmsley since the 2nd of May, and that she asks for Siobhán every day. {mum}
Assistant: That's a gentle way in. Here's an opening: "Dear Siobhán, I wanted you to know that Mum moved to the residential home in Helmsley on 2 May, and she asks for you every day."
User: Good. Then say I'm sorry about Christmas, and that I'd love to take her out for lunch on her birthday, the 9th of June. {lunch}
Assistant: "I'm sorry about Christmas. I'd love to take you out for lunch on your birthday, the 9th of June, if you'll let me."
User: Perfect. I've been working Wednesdays and Saturdays at the practice since April, so the 9th suits me; it's a Sunday. {schedule}
Assistant: Then the 9th of June works well. Would you like to add anything about Odhrán or Donncha?
@ 2024-09-03
User: Hello, Octavia here. Good news: Siobhán and I made up over that lunch in June, and now she's asked me to help her move back to Selby. Can you give me a checklist for a house move? {made-up}
Assistant: That's lovely news. Here's a start: book the van, redirect the post, tell the council and the utilities, and pack one box of essentials for the first night. When is the move?
User: The 21st of September. Well, it was the 14th, but her buyer's mortgage was late. {move-date}
Assistant: Noted: the move is on the 21st of September. Do you have help with the heavy lifting?
User: Odhrán and two of the lads from his morris side. Odhrán retired from the railway at the end of August, by the way, so he has all the time in the world. {retired}
Assistant: Congratulations to Odhrán. A retired signalman and two morris men should make light work of it.
User: Let's hope so. And we have a new puppy, a Dalmatian called Bovril, who's twelve weeks old. So that's four dogs now. {bovril}
Assistant: Four dogs! You'll need someone to mind them on moving day. Shall I add that to the list?
User: Yes, please. Our neighbour Jemima will have them; she's looked after them every August since 2019, when we go to the Rosedale folk weekend. {jemima}
Assistant: Then I'll add: "Drop the four dogs at Jemima's by eight."
@ 2024-12-17
User: Hi, it's Octavia. I need a few ideas for Christmas presents. Odhrán has been learning the harmonica since he retired, so something for that. {harmonica}
Assistant: A hard case, a second harmonica in another key or a book of folk tunes would all suit him. How is Siobhán settling in Selby?
User: Very well. She's got a job in a gift shop near the market place, and she's joined the WI. {siobhán-selby}
Assistant: That sounds lovely. What about Donncha: will he be home for Christmas?
User: No, he's staying in Edmonton with his girlfriend, Nolwenn, whose family he's meeting for the first time. I'd like to send him something that fits in an envelope. {donncha-nolwenn}
Assistant: A photo, a book token or a knitted scarf would all post easily. And for your mother in Northallerton?
User: She's in Helmsley, not Northallerton, in the residential home. She loves violets, so some violet hand cream, I think. {correction}
Assistant: Sorry, my mistake: your mother is in the residential home in Helmsley. Violet hand cream is a lovely idea.
User: And something small for the practice: I've been made practice manager from January, so I'll be working Monday to Thursday instead of Wednesdays and Saturdays. {manager}
Assistant: Congratulations! A tin of biscuits for the staff room is always welcome.
@ 2025-04-08
User: Hello, Octavia again. Odhrán and I are going to Ireland for our thirtieth wedding anniversary, and I'd like an itinerary. Our anniversary is on the 17th of May, and we always go away for it. {anniversary}
Assistant: Thirty years! Congratulations. Where in Ireland would you like to go?
User: Tipperary, where Odhrán's family comes from. We were going to fly on the 15th of May, but now we've moved it to the 3rd of June, because Bovril is having an operation on her leg on the 16th of May. {ireland-date}
Assistant: Poor Bovril. So you'll fly on the 3rd of June. How long will you stay?
User: Ten days. And Donncha is flying over to join us for the first weekend, with Nolwenn. They got engaged on Valentine's Day. {donncha-engaged}
Assistant: What lovely news! A family weekend in Tipperary, then. Would you like a day at the Rock of Cashel?
User: Yes, please, and a day at Cahir, because Odhrán's grandmother was born there. {cahir}
Assistant: Here's a plan: fly over on 3 June, two days in Tipperary town, a day at Cahir, a day at Cashel, and the weekend with Donncha and Nolwenn.
User: Lovely. Oh, and Mum turned ninety on Saturday. The residential home made her a cake covered in sugar violets. {mum-90}
Assistant: Happy ninetieth to her! I'll leave a free day at the end of the trip for you both to rest.
""",
    [
        Q(
            "s",
            "What does the user do for a living?",
            "she is a veterinary receptionist at a practice in Bedale",
            "job",
            "veterinary receptionist",
            "second-person",
            True,
        ),
        Q(
            "s",
            "What is the name of the user's husband?",
            "Odhrán",
            "job",
            "husband odhrán",
            "",
            True,
        ),
        Q(
            "s",
            "What was Odhrán's job in early 2024?",
            "a signalman on the heritage railway at Pickering",
            "odhrán",
            "signalman",
            "third-person-fact",
        ),
        Q(
            "s",
            "What instrument does Odhrán play in his morris side?",
            "the button box",
            "odhrán",
            "button box",
            "third-person-fact",
        ),
        Q(
            "s",
            "Where does the user's son Donncha live?",
            "Edmonton",
            "donncha",
            "edmonton",
            "",
            True,
        ),
        Q(
            "s",
            "Where did Siobhán move when she separated from her husband?",
            "to a flat in Redcar",
            "siobhán",
            "redcar",
            "third-person-fact",
        ),
        Q(
            "s",
            "Why had Octavia and Siobhán stopped speaking?",
            "a row at Christmas about their mother's house",
            "siobhán",
            "row; mother's house|mothers house",
            "",
        ),
        Q(
            "s",
            "Where is the residential home that Octavia's mother lives in?",
            "Helmsley",
            "mum correction",
            {"mum": "helmsley", "correction": "helmsley"},
            "",
            True,
        ),
        Q(
            "s",
            "Which of the user's relatives moved into a residential home two years ago?",
            "her mother",
            "mum",
            "mum; residential home",
            "relative-question-date second-person",
        ),
        Q(
            "s",
            "How many people did I say the tearoom at Pickering station holds?",
            "sixty",
            "donncha",
            "sixty",
            "first-person-question",
        ),
        Q(
            "s",
            "Who looks after Octavia's dogs when she goes away?",
            "her neighbour Jemima",
            "jemima",
            "jemima",
            "",
        ),
        Q(
            "s",
            "What did I call our Dalmatian puppy?",
            "Bovril",
            "bovril",
            "bovril",
            "first-person-question",
        ),
        Q(
            "s",
            "Where does Siobhán work in Selby?",
            "in a gift shop near the market place",
            "siobhán-selby",
            "gift shop",
            "fragment third-person-fact",
        ),
        Q(
            "s",
            "What instrument has Odhrán been learning since he retired?",
            "the harmonica",
            "harmonica",
            "harmonica",
            "",
        ),
        Q("s", "What does Octavia's mother love?", "violets", "correction", "violets", ""),
        Q(
            "s",
            "What is Octavia's job from January 2025?",
            "practice manager",
            "manager",
            "practice manager",
            "latest",
            True,
        ),
        Q(
            "s",
            "Which days does Octavia work from January 2025?",
            "Monday to Thursday",
            "manager",
            "monday; thursday",
            "latest",
        ),
        Q(
            "s",
            "Why was the trip to Ireland moved to June?",
            "Bovril is having an operation on her leg",
            "ireland-date",
            "bovril; operation",
            "",
        ),
        Q("s", "Where was Odhrán's grandmother born?", "Cahir", "cahir", "cahir", ""),
        Q(
            "s",
            "How old did Octavia's mother turn in April 2025?",
            "ninety",
            "mum-90",
            "ninety",
            "",
        ),
        Q(
            "s",
            "What did the residential home make for Octavia's mother's birthday?",
            "a cake covered in sugar violets",
            "mum-90",
            "cake; sugar violets",
            "",
        ),
        Q(
            "t",
            "When was Odhrán's fiftieth birthday?",
            "2024-03-23",
            "job",
            "fiftieth; 23rd march",
            "human-date",
        ),
        Q(
            "t",
            "When did Octavia's mother move into the residential home?",
            "2024-05-02",
            "mum",
            "residential home; 2nd may",
            "human-date",
        ),
        Q(
            "t",
            "When is Siobhán's birthday?",
            "2024-06-09",
            "lunch",
            "birthday; 9th june",
            "human-date",
        ),
        Q(
            "t",
            "When did Siobhán move back to Selby?",
            "2024-09-21",
            "move-date",
            "21st september",
            "latest human-date fragment",
        ),
        Q(
            "t",
            "When did Odhrán retire from the railway?",
            "2024-08",
            "retired",
            "retired; end august",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Octavia start working Wednesdays and Saturdays?",
            "2024-04",
            "schedule",
            "wednesdays saturdays; april",
            "human-date",
        ),
        Q(
            "t",
            "In which month was Bovril born?",
            "2024-06",
            "bovril",
            "twelve weeks",
            "event-chain",
        ),
        Q(
            "t",
            "When did Donncha and Nolwenn get engaged?",
            "2025-02-14",
            "donncha-engaged",
            "engaged; valentine's day|valentines day",
            "human-date",
        ),
        Q(
            "t",
            "When is Octavia and Odhrán's wedding anniversary?",
            "2025-05-17",
            "anniversary",
            "anniversary; 17th may",
            "human-date",
        ),
        Q(
            "t",
            "In which year did Octavia and Odhrán get married?",
            "1995-05-17",
            "anniversary",
            "thirtieth; anniversary",
            "event-chain",
        ),
        Q(
            "t",
            "When do Octavia and Odhrán fly to Ireland?",
            "2025-06-03",
            "ireland-date",
            "3rd june",
            "latest human-date",
        ),
        Q(
            "t",
            "When is Bovril's leg operation?",
            "2025-05-16",
            "ireland-date",
            "operation; 16th may",
            "human-date",
        ),
        Q(
            "t",
            "When did Octavia's mother turn ninety?",
            "2025-04-05",
            "mum-90",
            "ninety; saturday",
            "relative-date",
        ),
        Q(
            "m",
            "How many dogs does Octavia have now, and which?",
            "four: two Dalmatians, a terrier called Wispa and Bovril, a Dalmatian puppy",
            "dogs bovril",
            {"dogs": "three; dalmatians", "bovril": "four dogs"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Did Octavia and Siobhán make up after their row?",
            "yes, over lunch on Siobhán's birthday in June 2024",
            "siobhán made-up",
            {"siobhán": "haven't spoken|christmas", "made-up": "made up"},
            "event-chain",
        ),
        Q(
            "m",
            "Who is Donncha engaged to, and when did they get engaged?",
            "Nolwenn, on Valentine's Day 2025",
            "donncha-nolwenn donncha-engaged",
            {"donncha-nolwenn": "nolwenn", "donncha-engaged": "engaged"},
            "event-chain",
        ),
        Q(
            "m",
            "How did Octavia's working days change between 2024 and 2025?",
            "from Wednesdays and Saturdays to Monday to Thursday",
            "schedule manager",
            {"schedule": "wednesdays; saturdays", "manager": "monday; thursday"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Where has Siobhán lived since her separation, in order?",
            "a flat in Redcar, then Selby",
            "siobhán made-up",
            {"siobhán": "redcar", "made-up": "selby"},
            "event-chain latest",
        ),
        Q("o", "In which country does Octavia's son live?", "Canada", "donncha", "edmonton", ""),
        Q(
            "o",
            "In which Irish province is the county Odhrán's family comes from?",
            "Munster",
            "ireland-date",
            "tipperary",
            "",
        ),
    ],
    user_label="Octavia",
)
CONVERSATIONS.append(OCTAVIA)

ROWLAND = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-07-02
User: Hi, I'm Rowland. I restore leaded glass for churches, from a workshop in Clitheroe, and I need help writing a talk for the local history society on the 18th of July. {job}
Assistant: Hello Rowland! What would you like the talk to be about?
User: The west window at St Hilda's, which I've just finished restoring. It took me fourteen months, and it has four hundred and twelve pieces of glass. {window}
Assistant: Fourteen months and 412 pieces is a story in itself. Shall we open with the moment you first saw the window?
User: Yes. That was in April last year, after a storm blew out a third of it. My apprentice Cerys found the missing angel's face in a hedge. {cerys}
Assistant: That's a wonderful opening: "In April 2023, a storm blew out a third of the west window, and my apprentice Cerys found the angel's face in a hedge."
User: Good. Keep it to twenty minutes, because I have to leave early: my daughter Eimear is in the school play that night. {eimear}
Assistant: Twenty minutes it is. What part is Eimear playing?
User: The Artful Dodger. She's eleven, and she's been practising the accent at breakfast for weeks. {dodger}
Assistant: She'll steal the show. Here's an outline for the twenty minutes: the storm, the hedge, the fourteen months, and the window today.
@ 2024-10-20
User: Hello, it's Rowland. The talk went well, thank you. Now I'd like a recipe: I'm cooking dinner for someone on Friday, and I'm nervous. {dinner}
Assistant: How exciting! Who is the lucky guest?
User: Her name is Sorcha. She's a textile restorer at the museum in Sedbergh, and we met when she came to see the St Hilda's window in August. {sorcha}
Assistant: Lovely. Does Sorcha have any foods she can't eat?
User: She's vegetarian, and she hates fennel. I'm divorced, by the way, so this is my first date in six years, and Eimear is staying at her mum's that night. {divorced}
Assistant: A mushroom and leek risotto would be a safe bet, or a leek and goat's cheese tart. Neither needs fennel.
User: The tart, I think. I'll make it the night before, on Thursday, because Thursdays are my short day: I finish at two. {thursdays}
Assistant: Smart. So you'll bake on Thursday the 24th and serve it on Friday the 25th. What about pudding?
User: Something with apples. The tree in our garden gave us forty kilos this year. {apples}
Assistant: An apple and blackberry crumble, then. It's hard to get wrong, and it reheats well.
@ 2025-01-25
User: Hi, Rowland here. I need help planning a weekend away in February, for two. {weekend}
Assistant: Hello Rowland! Is this with Sorcha?
User: Yes, we've been together since that dinner in October. She chose the place: a cottage in Wasdale, from the 14th to the 16th of February. {wasdale}
Assistant: Valentine's weekend in Wasdale, how romantic. Are you both keen walkers?
User: She is; I'm not. She's climbed all two hundred and fourteen Wainwrights, and I've climbed nine. {wainwrights}
Assistant: Then a gentle walk round the lake on the first day, and a climb of her choosing on the second.
User: Good. Can you also suggest a pub? My friend Wannes recommended one, but I've forgotten the name. He's just had a kidney transplant, so I didn't like to ask him again. {wannes}
Assistant: I'm sorry to hear about Wannes. The inn at Wasdale Head is the classic choice for walkers. How is he doing?
User: Home since Tuesday, and already bored. His brother gave him the kidney, which he says makes them even for a bike he broke in 1989. {wannes-home}
Assistant: What a brotherly gift. I'll put together a three-day plan for the cottage.
@ 2025-05-11
User: Hello, Rowland again. I need a speech for my mum's eightieth birthday party, which is a week on Saturday. {mum-80}
Assistant: Hello Rowland! What would you like the speech to cover?
User: She was a dinner lady for thirty years, she's run the village produce show since 1985, and she still swims in the sea every morning in summer. {mum}
Assistant: That's a life full of stories. So your mum was a school cook for twenty years?
User: Thirty years, not twenty, and a dinner lady, not a cook. She'll correct me in front of everyone if I get that wrong. {correction}
Assistant: Sorry, my mistake: thirty years as a dinner lady. I'll get that right in the speech.
User: And mention that she's moving in with Eimear and me in July. Sorcha and I had planned to move in together this summer, but we've decided to keep our own houses, so the spare room is free. {mum-move}
Assistant: That's a generous thing to do. Shall I end with a toast to her and the produce show?
User: Yes. And one more thing: Eimear got into the county youth orchestra last week, on the piccolo. {orchestra}
Assistant: Congratulations to Eimear! I'll add a line about three generations under one roof.
@ 2025-09-06
User: Hi, it's Rowland. I need help writing an advert for an apprentice. {advert}
Assistant: Hello Rowland! Is Cerys leaving you?
User: She's finished her apprenticeship, and she's opening her own workshop in Millom on the 1st of October, so yes, in a way. I'm very proud of her. {cerys-leaving}
Assistant: That's the best way to lose an apprentice. What should the advert say?
User: That the apprentice will learn leading, painting and firing, four days a week, and that the pay starts at twelve pounds an hour. {advert-detail}
Assistant: Here's a start: "Leaded-glass apprentice wanted in Clitheroe. Learn leading, painting and firing, four days a week, from £12 an hour."
User: Good. Add that we're a small workshop. Since June it's been Sorcha and me: she left the museum and joined me part-time. {sorcha-joins}
Assistant: So the workshop is you and Sorcha, with the apprentice as the third. How is your mum settling in?
User: Very well. She moved in on the 12th of July, and she's already reorganised the kitchen twice. She won first prize for her marrow at the produce show last Saturday. {mum-settled}
Assistant: A prize-winning marrow at eighty! I'll finish the advert and send it to you to check.
""",
    [
        Q(
            "s",
            "What does the user do for a living?",
            "he restores leaded glass for churches, from a workshop in Clitheroe",
            "job",
            "leaded glass",
            "second-person",
            True,
        ),
        Q(
            "s",
            "Which window did Rowland restore?",
            "the west window at St Hilda's",
            "window",
            "west window; st hilda's|hildas",
            "",
        ),
        Q(
            "s",
            "How many pieces of glass are in the west window at St Hilda's?",
            "412",
            "window",
            "four hundred twelve",
            "",
        ),
        Q(
            "s",
            "How long did Rowland's restoration of the west window take?",
            "fourteen months",
            "window",
            "fourteen months",
            "",
        ),
        Q(
            "s",
            "Who found the missing angel's face, and where?",
            "Rowland's apprentice Cerys, in a hedge",
            "cerys",
            "cerys; hedge",
            "",
        ),
        Q(
            "s",
            "Which part did Eimear play in the school play?",
            "the Artful Dodger",
            "dodger",
            "artful dodger",
            "pronoun",
        ),
        Q("s", "How old was Eimear in July 2024?", "eleven", "dodger", "eleven", ""),
        Q(
            "s",
            "What was Sorcha's job when Rowland met her?",
            "a textile restorer at the museum in Sedbergh",
            "sorcha",
            "textile restorer",
            "third-person-fact",
        ),
        Q("s", "Which food does Sorcha hate?", "fennel", "divorced", "fennel", "third-person-fact"),
        Q("s", "What is Rowland's marital status?", "divorced", "divorced", "divorced", "", True),
        Q(
            "s",
            "Which day is Rowland's short day at work?",
            "Thursday; he finishes at two",
            "thursdays",
            "thursdays",
            "",
            True,
        ),
        Q(
            "s",
            "How many Wainwrights has Sorcha climbed?",
            "all 214",
            "wainwrights",
            "two hundred fourteen",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who gave Wannes a kidney?",
            "his brother",
            "wannes-home",
            "brother; kidney",
            "third-person-fact",
        ),
        Q(
            "s",
            "How long was Rowland's mum a dinner lady?",
            "thirty years",
            "correction",
            "thirty years; dinner lady",
            "third-person-fact",
        ),
        Q(
            "s",
            "Since when has Rowland's mum run the village produce show?",
            "since 1985",
            "mum",
            "produce show; 1985",
            "third-person-fact",
        ),
        Q(
            "s",
            "What instrument does Eimear play in the county youth orchestra?",
            "the piccolo",
            "orchestra",
            "piccolo",
            "",
        ),
        Q(
            "s",
            "What did the user's daughter get into last year?",
            "the county youth orchestra, on the piccolo",
            "orchestra",
            "county youth orchestra",
            "relative-question-date second-person",
        ),
        Q(
            "s",
            "How many Wainwrights did I say I have climbed?",
            "nine",
            "wainwrights",
            "nine",
            "first-person-question",
        ),
        Q(
            "s",
            "Where is Cerys opening her own workshop?",
            "Millom",
            "cerys-leaving",
            "millom",
            "third-person-fact",
        ),
        Q(
            "s",
            "What pay does Rowland offer his new apprentice?",
            "£12 an hour, four days a week",
            "advert-detail",
            "twelve pounds",
            "",
        ),
        Q(
            "s",
            "Who works with Rowland in his workshop now?",
            "Sorcha, part-time",
            "sorcha-joins",
            "sorcha; part time",
            "latest",
        ),
        Q(
            "s",
            "What did Rowland's mum win first prize for at the produce show?",
            "her marrow",
            "mum-settled",
            "marrow",
            "third-person-fact",
        ),
        Q(
            "t",
            "When was Rowland's talk to the local history society?",
            "2024-07-18",
            "job",
            "talk; 18th july",
            "human-date",
        ),
        Q(
            "t",
            "In which month did a storm blow out part of the St Hilda's window?",
            "2023-04",
            "cerys",
            "storm; april last year",
            "relative-date",
        ),
        Q(
            "t",
            "When was Rowland's first dinner with Sorcha?",
            "2024-10-25",
            "dinner",
            "dinner; friday",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did Rowland and Sorcha meet?",
            "2024-08",
            "sorcha",
            "met; august",
            "human-date",
        ),
        Q(
            "t",
            "When did Rowland and Sorcha's weekend in Wasdale start?",
            "2025-02-14",
            "wasdale",
            "wasdale; 14th february",
            "human-date",
        ),
        Q(
            "t",
            "When did Wannes come home after his kidney transplant?",
            "2025-01-21",
            "wannes-home",
            "home; tuesday",
            "relative-date fragment",
        ),
        Q(
            "t",
            "When was Rowland's mum's eightieth birthday party?",
            "2025-05-24",
            "mum-80",
            "eightieth; week saturday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Rowland's mum move in with him?",
            "2025-07-12",
            "mum-settled",
            "moved; 12th july",
            "human-date",
        ),
        Q(
            "t",
            "When does Cerys open her own workshop?",
            "2025-10-01",
            "cerys-leaving",
            "workshop; 1st october",
            "human-date",
        ),
        Q(
            "t",
            "When did Rowland's mum win first prize for her marrow?",
            "2025-08-30",
            "mum-settled",
            "marrow; last saturday",
            "relative-date",
        ),
        Q(
            "t",
            "In which month did Sorcha join Rowland's workshop?",
            "2025-06",
            "sorcha-joins",
            "since june",
            "human-date",
        ),
        Q(
            "m",
            "How did Sorcha's job change during the chat?",
            "from a textile restorer at the museum in Sedbergh to working part-time in Rowland's workshop",
            "sorcha sorcha-joins",
            {"sorcha": "textile restorer", "sorcha-joins": "left museum; part time"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Did Rowland and Sorcha move in together?",
            "no: they planned to in summer 2025 but decided to keep their own houses",
            "wasdale mum-move",
            {"wasdale": "together", "mum-move": "keep; own houses"},
            "event-chain",
        ),
        Q(
            "m",
            "Who lives in Rowland's house now?",
            "Rowland, his daughter Eimear and his mum, who moved in on 12 July 2025",
            "mum-move mum-settled",
            {"mum-move": "eimear", "mum-settled": "moved"},
            "event-chain latest",
        ),
        Q(
            "m",
            "What happened to the apprentice who found the angel's face?",
            "Cerys finished her apprenticeship and is opening her own workshop in Millom",
            "cerys cerys-leaving",
            {"cerys": "cerys; angel's face|angels face", "cerys-leaving": "millom"},
            "event-chain",
        ),
        Q(
            "o",
            "In which national park is Wasdale, where Rowland went with Sorcha?",
            "the Lake District",
            "wasdale",
            "wasdale",
            "",
        ),
        Q(
            "o",
            "Which novel does the part Eimear played come from?",
            "Oliver Twist, by Charles Dickens",
            "dodger",
            "artful dodger",
            "",
        ),
    ],
    user_label="Rowland",
)
CONVERSATIONS.append(ROWLAND)

# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-01-17 is a Wednesday, 2024-06-13 a Thursday, 2024-09-28 a Saturday, 2025-01-06 a
# Monday, 2025-05-20 a Tuesday and 2025-10-09 a Thursday. A weekday named for a past event
# is the one before the date; for a plan, the one after.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-01-17", "2024-06-13", "2024-09-28"
D_, E_, F_ = "2025-01-06", "2025-05-20", "2025-10-09"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Florimond",
        "On Saturday our tug of war team won the county championship by two pulls to one, and I was the anchor.",
        [
            M(
                "Florimond's tug of war team won the county championship on 2024-01-13.",
                R,
                "florimond; tug of war|county championship; 2024-01-13",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "Tyler",
        "passed my moped test monday, first go!!",
        [M("Tyler passed a moped test on 2024-06-10.", R, "tyler; moped test; 2024-06-10")],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Cesarina",
        "My husband Pierluigi fixed the church clock on Tuesday, and it struck twelve for the first time in nine years.",
        [
            M(
                "Cesarina's husband Pierluigi fixed the church clock on 2024-09-24.",
                R,
                "pierluigi; church clock; 2024-09-24",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "I lent my neighbour my hedge trimmer the day after Boxing Day, and he still hasn't given it back. How do I ask for it nicely?",
        [
            M(
                "The user lent a neighbour a hedge trimmer on 2024-12-27.",
                R,
                "user; hedge trimmer; 2024-12-27",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "I had my graduation ceremony on Wednesday. No, sorry, it was last Thursday; Wednesday was the rehearsal. What should I do with the certificate?",
        [
            M(
                "The user had a graduation ceremony on 2025-05-15.",
                R,
                "user; graduation ceremony; 2025-05-15",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Sioned",
        "The weekend before last I did my first stand-up set at the comedy club in town, and nobody threw anything.",
        [
            M(
                "Sioned did a first stand-up set at the comedy club in September 2025.",
                R,
                "sioned; stand-up|comedy club; 2025-09",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        A_,
        "Lacey",
        "finished my tiling course fri, passed w a merit",
        [
            M(
                "Lacey passed a tiling course with a merit on 2024-01-12.",
                R,
                "lacey; tiling course; 2024-01-12",
            )
        ],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Iseabail",
        "I've been the lollipop lady outside St Brannock's for eleven years, so I know every child's name and most of their dogs'.",
        [
            M(
                "Iseabail is the lollipop lady outside St Brannock's school.",
                D,
                "iseabail; lollipop lady",
            )
        ],
    ),
    S(
        "durable-fact",
        TL,
        C_,
        "Harvey",
        "moved in w my nan in scunthorpe last month, way cheaper than renting lol",
        [M("Harvey lives with his nan in Scunthorpe.", D, "harvey; nan; scunthorpe")],
    ),
    S(
        "durable-fact",
        NJ,
        D_,
        "Gottfried",
        "I've been deaf in my left ear since a car crash in my twenties, so do sit on my right.",
        [M("Gottfried is deaf in his left ear.", D, "gottfried; deaf; left ear")],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "Both my cats have heart murmurs, so I give them tablets at seven every morning and every evening.",
        [
            M(
                "The user has two cats with heart murmurs that need tablets twice a day.",
                D,
                "user; cats; heart murmurs",
            )
        ],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "I'm a straddle carrier driver at the container port, so I work four days on and four days off.",
        [
            M(
                "The user is a straddle carrier driver at the container port.",
                D,
                "user; straddle carrier",
            )
        ],
    ),
    S(
        "durable-fact",
        NL,
        A_,
        "Hedwig",
        "Mondays are my long day: I teach aqua aerobics at the leisure centre from seven in the morning until nine at night.",
        [
            M(
                "Hedwig teaches aqua aerobics at the leisure centre on Mondays.",
                D,
                "hedwig; aqua aerobics",
            )
        ],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        C_,
        "Florimond",
        "We're driving up to Nairn a fortnight on Saturday for my father's seventieth.",
        [
            M(
                "Florimond is driving to Nairn on 2024-10-19 for a father's seventieth birthday.",
                R,
                "florimond; nairn; 2024-10-19",
            )
        ],
    ),
    S(
        "plan",
        TL,
        D_,
        "Tyler",
        "not going to the school reunion on the 25th after all, cant face it",
        [
            M(
                "Tyler is no longer going to the school reunion on 2025-01-25.",
                R,
                "tyler; reunion; 2025-01-25",
            )
        ],
    ),
    S(
        "plan",
        NJ,
        E_,
        "Cesarina",
        "Our vow renewal has moved twice, from the 7th to the 14th and now to Saturday the 21st of June, because the vicar broke his leg.",
        [M("Cesarina's vow renewal is on 2025-06-21.", R, "cesarina; vow renewal; 2025-06-21")],
    ),
    S(
        "plan",
        UA,
        F_,
        "User",
        "I'm flying to Abuja on Tuesday to see my grandmother for her hundredth birthday. What should I pack?",
        [
            M(
                "The user is flying to Abuja on 2025-10-14 for a grandmother's hundredth birthday.",
                R,
                "user; abuja; 2025-10-14",
            )
        ],
    ),
    S(
        "plan",
        NL,
        B_,
        "Cadogan",
        "I start my new job at the ferry terminal on Monday, selling tickets and keeping the queues in order.",
        [
            M(
                "Cadogan starts a new job at the ferry terminal on 2024-06-17.",
                R,
                "cadogan; ferry terminal; 2024-06-17",
            )
        ],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        D_,
        "Iseabail",
        "My brother Domhnall and his wife have split up after twenty years, and he's living in a shepherd's hut on Dad's farm.",
        [
            M("Iseabail's brother Domhnall has split up with his wife.", R, "domhnall; split up"),
            M(
                "Iseabail's brother Domhnall is living in a shepherd's hut on their dad's farm.",
                R,
                "domhnall; shepherd's hut",
            ),
        ],
    ),
    S(
        "third-person-fact",
        TL,
        E_,
        "Harvey",
        "my sisters had the baby!! a boy called tate, 3 weeks old now n already bossing everyone",
        [
            M(
                "Harvey's sister has a baby boy called Tate, three weeks old in May 2025.",
                R,
                "harvey; tate",
            )
        ],
    ),
    S(
        "third-person-fact",
        NJ,
        F_,
        "Gottfried",
        "My mum says she's selling the farm in the spring and moving to Penrith, to be near my sister.",
        [
            M(
                "Gottfried's mum plans to sell the farm and move to Penrith.",
                R,
                "gottfried; mum; penrith",
            )
        ],
    ),
    S(
        "third-person-fact",
        UA,
        A_,
        "User",
        "My boss told me she's retiring at Easter, and she wants me to take over the shop. How do I prepare?",
        [
            M(
                "The user's boss is retiring at Easter, on 2024-03-31.",
                R,
                "user; boss; retiring; 2024-03-31",
            )
        ],
    ),
    S(
        "third-person-fact",
        JM,
        B_,
        "User",
        "My best friend Demi got engaged to her girlfriend on Saturday, at the top of Snowdon. What should I get them?",
        [
            M(
                "The user's best friend Demi got engaged on 2024-06-08.",
                R,
                "demi; engaged; 2024-06-08",
            )
        ],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        E_,
        "Cadogan",
        "A flower farm near Marazion, since March.",
        [M("Cadogan's daughter works at a flower farm near Marazion.", D, "cadogan; flower farm")],
        [("Macy", "And where's your daughter working now?")],
    ),
    S(
        "fragment-answer",
        TL,
        F_,
        "Lacey",
        "liam, hes a postie from worksop lol",
        [M("Lacey's new boyfriend is Liam, a postman from Worksop.", D, "lacey; liam|postie")],
        [("Harvey", "whos the new fella then")],
    ),
    S(
        "fragment-answer",
        NJ,
        A_,
        "Cesarina",
        "Out of hospital since Friday, and already back in her garden.",
        [
            M(
                "Cesarina's mum came out of hospital on 2024-01-12.",
                R,
                "cesarina; hospital; 2024-01-12",
            )
        ],
        [("Hedwig", "How's your mum?")],
    ),
    S(
        "fragment-answer",
        UA,
        C_,
        "User",
        "Fourteen weeks on Tuesday, and she's already chewed two sofas.",
        [
            M(
                "The user's puppy was fourteen weeks old at the start of October 2024.",
                R,
                "user; puppy; fourteen weeks",
            )
        ],
        [("Assistant", "How old is your puppy now?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        F_,
        "Sioned",
        "I can't walk properly for the next six weeks, because I cracked my kneecap playing badminton.",
        [
            M(
                "Sioned cracked a kneecap playing badminton and cannot walk properly for six weeks.",
                R,
                "sioned; kneecap",
            )
        ],
    ),
    S(
        "recent-state",
        TL,
        B_,
        "Lacey",
        "off work all week w conjunctivitis, cant even open my eyes",
        [M("Lacey is off work with conjunctivitis.", R, "lacey; conjunctivitis")],
    ),
    S(
        "recent-state",
        NJ,
        C_,
        "Gottfried",
        "I'm staying at my sister's in Grasmere while our kitchen is rebuilt, probably until November.",
        [
            M(
                "Gottfried is staying with his sister in Grasmere while his kitchen is rebuilt.",
                R,
                "gottfried; grasmere",
            )
        ],
    ),
    S(
        "recent-state",
        UA,
        D_,
        "User",
        "I'm living out of a suitcase this month, because our kitchen ceiling fell in on New Year's Eve.",
        [M("The user's kitchen ceiling fell in on 2024-12-31.", R, "user; ceiling; 2024-12-31")],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        A_,
        "User",
        "My husband Miroslav is in hospital with a kidney infection, so I'm on my own with the twins this week. What easy dinners can I make?",
        [
            M(
                "The user's husband Miroslav is in hospital with a kidney infection.",
                R,
                "miroslav; kidney infection",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        C_,
        "User",
        "Could you help me write a card? My granddaughter Jade is being christened on Sunday, and I'm giving her my mother's silver spoon.",
        [
            M(
                "The user's granddaughter Jade is being christened on 2024-09-29.",
                R,
                "jade; christened; 2024-09-29",
            )
        ],
    ),
    S(
        "request-with-fact",
        UA,
        E_,
        "User",
        "I've just been made head of music at the primary school in Ambleside, so could you help me write a goodbye note to my old class?",
        [
            M(
                "The user is head of music at the primary school in Ambleside.",
                D,
                "user; head of music",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        F_,
        "User",
        "I've just split up with Rupert, my boyfriend of six years, and I need help writing to his mum, who I'm still very fond of.",
        [
            M(
                "The user has split up with Rupert, a boyfriend of six years.",
                R,
                "user; rupert; split up",
            )
        ],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        A_,
        "Macy",
        "I am, twelve of them this year, and two want to be astronauts.",
        [M("Macy runs the Brownies on Thursdays.", D, "macy; brownies")],
        [("Cadogan", "You're still running the Brownies on Thursdays, aren't you?")],
    ),
    S(
        "second-person",
        TL,
        C_,
        "Harvey",
        "yeh but nights now lol",
        [M("Harvey works nights at the car wash.", D, "harvey; car wash")],
        [("Tyler", "u still working at the car wash?")],
    ),
    S(
        "second-person",
        NJ,
        E_,
        "Cesarina",
        "Since March, yes, for my sins.",
        [M("Cesarina is the chair of the parish council.", D, "cesarina; parish council")],
        [("Florimond", "You're the new chair of the parish council, aren't you?")],
    ),
    S(
        "second-person",
        JM,
        D_,
        "User",
        "Yes, at a flight school near Leamington, since September.",
        [M("The user's son Bogdan is training to be a pilot near Leamington.", D, "bogdan; pilot")],
        [("Assistant", "You said your son Bogdan is training to be a pilot?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        B_,
        "Sioned",
        "I'm forty-one, I grow pumpkins in the library garden, and my partner Osian and I have just bought a Dutch barge.",
        [
            M("Sioned is forty-one.", D, "sioned; forty one"),
            M("Sioned grows pumpkins in the library garden.", D, "sioned; pumpkins"),
            M("Sioned and her partner Osian bought a Dutch barge.", R, "sioned|osian; dutch barge"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        E_,
        "Tyler",
        "new job at the farm shop, sold my car, n me n riley got engaged sat!!",
        [
            M("Tyler works at the farm shop.", D, "tyler; farm shop"),
            M("Tyler sold a car.", R, "tyler; sold; car"),
            M("Tyler and Riley got engaged on 2025-05-17.", R, "tyler|riley; engaged; 2025-05-17"),
        ],
    ),
    S(
        "multi-fact",
        NJ,
        F_,
        "Gottfried",
        "I've retired from the gas board, my wife Walburga has taken up the Northumbrian pipes, and we're off to Sardinia in March.",
        [
            M("Gottfried has retired from the gas board.", D, "gottfried; retired; gas board"),
            M(
                "Gottfried's wife Walburga has taken up the Northumbrian pipes.",
                D,
                "walburga; northumbrian pipes",
            ),
            M(
                "Gottfried and his wife Walburga are going to Sardinia in March 2026.",
                R,
                "gottfried|walburga; sardinia; 2026-03",
            ),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        D_,
        None,
        "Note: Uncle Fridolin's birthday is on the 4th of August every year, and he's allergic to wasp stings.",
        [
            M(
                "Uncle Fridolin's birthday is on 4 August, and he is allergic to wasp stings.",
                D,
                "fridolin; august",
            )
        ],
    ),
    S(
        "note",
        UA,
        F_,
        "User",
        "Note to self: the bin men come on the first Monday of every month.",
        [
            M(
                "The bin men come to the user's street on the first Monday of every month.",
                D,
                "bin men; first monday",
            )
        ],
    ),
    S(
        "note",
        JM,
        B_,
        "User",
        "Note for later: the code for my bike lock is 217.",
        [M("The code for the user's bike lock is 217.", D, "bike lock; 217")],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        C_,
        "Cadogan",
        "I can't stand escape rooms. I panic the moment the door shuts.",
        [M("Cadogan cannot stand escape rooms.", D, "cadogan; escape rooms")],
    ),
    S(
        "preference",
        TL,
        A_,
        "Harvey",
        "salad cream on pizza is the only way fr",
        [M("Harvey loves salad cream on pizza.", D, "harvey; salad cream")],
    ),
    S(
        "preference",
        UA,
        B_,
        "User",
        "I much prefer cycling to work to driving, even in the rain; it clears my head.",
        [M("The user prefers cycling to work to driving.", D, "user; cycling")],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NL,
        D_,
        "Macy",
        "My son did. He spent the whole summer up a ladder.",
        [M("Macy's son built the tree house in Macy's garden.", R, "macy; son; tree house")],
        [("Cadogan", "Who built that huge tree house in your garden?")],
    ),
    S(
        "pronoun-answer",
        NJ,
        B_,
        "Cesarina",
        "My husband's. He restores old fire engines for fun.",
        [
            M(
                "The old red fire engine outside the church belongs to Cesarina's husband.",
                D,
                "cesarina; husband; fire engine",
            )
        ],
        [("Hedwig", "Whose is the old red fire engine parked outside the church?")],
    ),
    # -- sentences that should form nothing --
    # chatter, jokes, quotes and what the speaker did not do
    S("chatter", NL, A_, "Florimond", "Right, that's the kettle boiling, back in five minutes!"),
    S("chatter", TL, B_, "Tyler", "lmaooo im crying"),
    S("chatter", NJ, C_, "Cesarina", "'I'll be back,' as the man said. Just popping to the shop!"),
    S(
        "chatter",
        UA,
        D_,
        "User",
        "I've been crowned Queen of England, obviously. Anyway, can we carry on with the list?",
    ),
    S(
        "chatter",
        JM,
        E_,
        "User",
        "I didn't actually go to the gym today, I just thought about it very hard.",
    ),
    S("chatter", NL, F_, "Sioned", "We're going to need a bigger boat!"),
    # compliments
    S(
        "compliment",
        NL,
        B_,
        "Iseabail",
        "Your daughter Courtney sings like an angel; the whole church was in tears.",
    ),
    S("compliment", TL, C_, "Harvey", "ur new haircut is unreal, u look like a model"),
    S(
        "compliment",
        NJ,
        D_,
        "Gottfried",
        "Your husband built a beautiful boat; you must be very proud of him.",
    ),
    S("compliment", UA, E_, "User", "You're much better at this than my accountant ever was!"),
    S("compliment", JM, F_, "User", "That's a brilliant answer, you've saved my bacon again."),
    S(
        "compliment",
        NL,
        A_,
        "Hedwig",
        "Your garden in Bampton looks like something out of a magazine.",
    ),
    # opinions about the world
    S("generic-opinion", NL, C_, "Florimond", "Nobody should have to work on a bank holiday."),
    S("generic-opinion", TL, D_, "Tyler", "mondays should be illegal"),
    S(
        "generic-opinion",
        NJ,
        E_,
        "Cesarina",
        "I think every child should learn to swim before they're seven.",
    ),
    S(
        "generic-opinion",
        UA,
        F_,
        "User",
        "Honestly, I think self-checkouts are the worst invention of the century.",
    ),
    S(
        "generic-opinion",
        JM,
        A_,
        "User",
        "In my view, February is the longest month, whatever the calendar says.",
    ),
    S("generic-opinion", NL, B_, "Cadogan", "Trains in this country are far too expensive."),
    # hypotheticals, wishes and what someone else might do
    S("hypothetical", NL, D_, "Iseabail", "I wish I'd become a vet instead of a lollipop lady."),
    S("hypothetical", TL, E_, "Harvey", "if i won the lottery id buy my nan a house in spain"),
    S(
        "hypothetical",
        NJ,
        F_,
        "Gottfried",
        "My brother might take over the farm one day, if he ever comes back from Canada.",
    ),
    S(
        "hypothetical",
        UA,
        A_,
        "User",
        "If my son moved to Australia, could I visit him on a tourist visa?",
    ),
    S("hypothetical", JM, C_, "User", "I'd love to own a little café by the sea one day."),
    S(
        "hypothetical",
        NL,
        E_,
        "Macy",
        "My neighbour says she might sell up and move to Portugal, but she says that every year.",
    ),
    # other people's opinions
    S(
        "others-opinion",
        NL,
        F_,
        "Cadogan",
        "My mum thinks the new supermarket will kill the high street.",
    ),
    S("others-opinion", TL, A_, "Lacey", "my mates reckon my new fringe looks like a potato"),
    S("others-opinion", NJ, B_, "Gottfried", "My wife says I snore louder than the foghorn."),
    S(
        "others-opinion",
        UA,
        C_,
        "User",
        "My daughter says I spend far too much time on my phone. Is she right?",
    ),
    S(
        "others-opinion",
        JM,
        D_,
        "User",
        "My boss thinks I should apply for the manager's job. What do you think?",
    ),
    S(
        "others-opinion",
        NL,
        E_,
        "Sioned",
        "Osian's sister thinks the Dutch barge is a terrible idea.",
    ),
    # passing moods
    S("passing-mood", NL, A_, "Macy", "I'm so tired I could sleep for a week."),
    S("passing-mood", TL, B_, "Harvey", "bored out of my mind rn"),
    S("passing-mood", NJ, C_, "Cesarina", "I'm in such a good mood, the sun is finally out!"),
    S("passing-mood", UA, D_, "User", "I'm feeling a bit low today, to be honest."),
    S("passing-mood", JM, E_, "User", "I'm really nervous this morning, sorry if I'm rambling."),
    S("passing-mood", NL, F_, "Florimond", "Ugh, my head is pounding today."),
    # questions
    S(
        "question",
        NL,
        B_,
        "Macy",
        "Is your brother Domhnall still living in that shepherd's hut on your dad's farm?",
    ),
    S("question", TL, C_, "Tyler", "did ur mum ever sell her car to that bloke from work"),
    S(
        "question",
        NJ,
        D_,
        "Hedwig",
        "Are you and Pierluigi still going to Skiathos for your anniversary?",
    ),
    S("question", UA, E_, "User", "How long does the ferry from Cairnryan to Larne take?"),
    S("question", JM, F_, "User", "What's the best way to get red wine out of a carpet?"),
    S(
        "question",
        NL,
        A_,
        "Sioned",
        "Did your daughter get the job at the new hotel on the seafront in the end?",
    ),
    # thanks
    S("thanks", NL, C_, "Hedwig", "Thank you for the lovely flowers, they cheered me right up."),
    S("thanks", TL, D_, "Lacey", "thanks for the lift sat, ur a legend"),
    S("thanks", UA, B_, "User", "Thanks, that's exactly what I needed."),
    S("thanks", JM, A_, "User", "Thank you so much, I'll give that a go tonight."),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        C_,
        "Assistant",
        "You could make a slow-cooker beef stew; it's cheap and it feeds a crowd.",
        [],
        [("User", "What can I cook for twelve people on a budget?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        D_,
        "Assistant",
        "A weekend in Maastricht would be lovely in the spring; the old town is beautiful.",
        [],
        [("User", "Where should I go for a short city break?")],
    ),
    S(
        "assistant-suggestion",
        UA,
        F_,
        "Assistant",
        "Perhaps a framed map of the place where you met would make a thoughtful anniversary present.",
        [],
        [("User", "What should I get my wife for our anniversary?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        B_,
        "Assistant",
        "You could start with a beginners' running plan; it builds up slowly over nine weeks.",
        [],
        [("User", "How do I get into running?")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
