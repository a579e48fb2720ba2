# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the twelfth blind held-out recall set (this folder).

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
Like the sixth to eleventh sets, most of it is written in proper case and full sentences,
the way two friends write to each other in a long dated chat; one pair chat is lower-case
texting. This script (with ``bench/_handwritten.py``, the format the hand-written sets
share) only numbers turns, resolves the turn labels that questions point at, checks the
labels against the scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/blind-heldout12/write.py          # rewrite the jsonl files
    uv run python bench/data/blind-heldout12/write.py --check  # fail if they differ

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
        "hand (bench/data/blind-heldout12/write.py), written blind to the extractor rules, "
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

PERPETUA_ANSELM = Conv(
    "pair",
    "named_lines",
    ["Perpetua", "Anselm"],
    """
@ 2024-02-10
Anselm: Perpetua, hello from Ghent! It has rained for eleven days straight, and the trams are full of wet dogs. How is life in Kirkcudbright? {home}
Perpetua: Anselm! Kirkcudbright is windy but bright. I tuned fourteen pianos this week, which is a record for me, and on Thursday I tuned the old Blüthner grand in the town hall for the first time. {bluthner}
Anselm: Fourteen pianos in a week! Do your ears ever get tired?
Perpetua: By Friday they ring a bit. I've been a piano tuner for six years now, ever since I left the music school in Glasgow. How is the tram driving? {job}
Anselm: Good, mostly. I drive line 4, from the station to the harbour, and Wednesdays are my long day: I start at five in the morning and finish at seven at night. {line4}
Perpetua: That's a brutal day. Who keeps you company at home these days?
Anselm: Veerle does. We met at a climbing wall in October, and she moved in with me on the 1st of February. She's a midwife at the university hospital, and she laughs at my cooking. {veerle}
Perpetua: A midwife who laughs at your cooking sounds like a keeper. My news is less happy: my brother Crispin and his wife Marit have separated. He's moved into the flat above the chip shop on St Cuthbert Street. {crispin-split}
Anselm: Oh no, I'm sorry. Do they have children?
Perpetua: Two boys, my nephews Rufus and Archie, who are nine and six. They stay with Crispin every other weekend, and I take them sledging whenever there's snow. {nephews}
Anselm: You're a good aunt. Are you still playing with the band?
Perpetua: Every Tuesday night. We're the Tarff Water Band: me on fiddle, my cousin Ewan on accordion, and two retired teachers on guitar and drums. We're playing at a wedding in Castle Douglas on the 16th of March. {band}
Anselm: Fiddle, accordion, guitar and drums. I'd pay to hear that.
Perpetua: You'd pay, and then you'd ask for a refund. Oh, and I've bought a second-hand van, a white Berlingo, for four thousand two hundred pounds, so I can carry my tools out to the farms. {van}
@ 2024-04-13
Perpetua: Anselm, how are you? And how's the midwife?
Anselm: She's well, and working nights this month. My big news is sport: on Sunday the 7th I rode the Flemish Ardennes sportive, the 177 kilometre route, in seven hours and forty minutes. {sportive}
Perpetua: Seven hours on a bike! My legs hurt just reading that. Did you ride alone?
Anselm: With my colleague Joris, who drives line 1. He punctured twice and still beat me by four minutes. {joris}
Perpetua: That's a loyal colleague. Speaking of legs, my mum fell on the ice at the end of February and broke her wrist. Before that, back in January, she'd already slipped in the garden, so we've finally persuaded her to use a stick. {mum-wrist}
Anselm: Poor woman. How is she now?
Perpetua: Out of plaster since Monday, and already complaining that she can't knead bread. {plaster}
Anselm: That sounds like a full recovery to me. And the wedding you played at?
Perpetua: It went well. The bride's father gave us a hundred pounds extra, and Ewan played a reel so fast that the groom fell over. Our next big gig was going to be the Wigtown book festival in September, but we're not doing it after all, because Ewan will be in Canada for his daughter's wedding. {no-wigtown}
Anselm: That's a pity. Are you still driving the Berlingo everywhere?
Perpetua: I've sold it, actually. The gearbox went, so I sold it to a scrap dealer in Dumfries for six hundred pounds, and I'm borrowing my dad's estate car until I find something else. {van-sold}
Anselm: From four thousand to six hundred in two months. I'm sorry.
Perpetua: It was a lesson. Have you read anything good lately?
Anselm: She gave me "The Salt Orchard" for my birthday on the 2nd, a novel about a lighthouse family, and I finished it in three nights. I turned thirty-four, in case you were wondering. {book}
@ 2024-06-29
Anselm: Perpetua! I have news, and I'd like you to sit down first.
Perpetua: I'm sitting. Go on.
Anselm: I've been offered a job in Antwerp, training new tram drivers, and I've said yes. I start on the 1st of September, and we're moving there in August. {antwerp}
Perpetua: Anselm, that's brilliant! What does she think about it?
Anselm: She's already found a post at a hospital there, so we're both excited. Are you still tuning?
Perpetua: Funny you should ask. I've stopped tuning for now: since the 3rd of June I've been working in the shop at the Cairnholy distillery, because the money is steady and my wrists needed a rest. {distillery}
Anselm: A distillery! Do you get free whisky?
Perpetua: One bottle a month, which my dad has already claimed. And I have a puppy! She's a border terrier called Pimpernel, and she's eleven weeks old. {pimpernel}
Anselm: Pimpernel! What a name. Who chose it?
Perpetua: My nephew Archie, after a book he loves. Crispin and Marit are talking again, by the way. They had dinner together last Saturday, and the boys are thrilled. {crispin-talk}
Anselm: That's hopeful. I'll keep my fingers crossed for them.
Perpetua: And the lantern procession is on the last Friday of August, like every year. The band plays on the harbour afterwards; we've done it every year since 2019. {lanterns}
Anselm: If I weren't moving that week, I'd come over for it.
@ 2024-09-21
Perpetua: Anselm, how is Antwerp? Did the move go well?
Anselm: Here's the thing: we never went. I turned the job down in the end, two weeks before we were due to move, because my father was diagnosed with Parkinson's and I want to stay near him in Ghent. {turned-down}
Perpetua: Oh, Anselm. I'm so sorry about your dad. How is he taking it?
Anselm: Better than me. He still walks to the market every Saturday morning. My mum says he's more stubborn than ever, and my sister Lieke says that's a good sign. {dad}
Perpetua: Your sister is wise. And is she all right about staying in Ghent?
Anselm: She is, and so am I. We bought a flat instead, on the Coupure canal, and we got the keys on the 2nd of September. {flat}
Perpetua: A flat on a canal! Send me a photo of the view.
Anselm: I will. What about you? Still at the distillery?
Perpetua: No, I'm back to tuning pianos. The shop job was steady, but I missed the work, so I left on the 31st of August. I've already tuned nine pianos this month. {back-tuning}
Anselm: Good. You're a tuner, not a shopkeeper. How did the lantern procession go?
Perpetua: Wet but wonderful. Pimpernel came and barked at every lantern. She's five months old now, and she's already chewed up one of my tuning forks. {pimpernel-age}
Anselm: A dog with perfect pitch, then.
Perpetua: Ha. And Crispin moved back home with Marit the weekend before last, so the flat above the chip shop is empty again. {crispin-back}
Anselm: That's the best news. Tell him I'm pleased for them.
@ 2024-12-07
Anselm: Perpetua, happy December! Are you ready for Christmas?
Perpetua: Not remotely. I've tuned the church piano for the carol service, and that's as far as I've got. How's your dad?
Anselm: Steady. He's started a boxing class for people with Parkinson's, twice a week, and he says he's going to knock out his neurologist. My mum says he's never been fitter. {dad-boxing}
Perpetua: Good for him! I love that.
Anselm: And we have news: we're engaged! I asked her at the top of the belfry on Sunday, and she said yes before I'd finished the question. {engaged}
Perpetua: Anselm! Congratulations to you both! Have you set a date?
Anselm: The 14th of June next year, at the town hall. Will you come? You could bring your fiddle. {wedding-date}
Perpetua: Try to stop me. I have band news too: Ewan has left the Tarff Water Band, because he's moved to Canada to be near his daughter. Our new accordion player is Bríd O'Dowd, a vet from Gatehouse. {brid}
Anselm: Does she play as fast as Ewan did?
Perpetua: Faster. We came third at the Dumfries fiddle and accordion competition on the 23rd of November, with eighty-one points out of a hundred. {competition}
Anselm: Third place at your first competition together! That's something.
Perpetua: I'm spending Christmas with Mum and Dad, and on the day after Boxing Day I'm taking my nephews to the pantomime in Dumfries. I've bought four tickets at eighteen pounds each. {panto}
Anselm: Who's the fourth ticket for?
Perpetua: Crispin. Marit says she'd rather clean the oven than sit through a pantomime. {marit}
@ 2025-03-15
Perpetua: Anselm! How are the wedding plans going?
Anselm: They're moving, in every sense. The wedding isn't on the 14th of June any more: the town hall double-booked us, so it's the 21st of June now. {wedding-moved}
Perpetua: The 21st it is. I'll put it in my diary.
Anselm: Wait before you do. Her grandmother turns a hundred on the 21st, so we've moved it again, to Saturday the 5th of July. {wedding-moved-again}
Perpetua: A hundredth birthday beats a wedding, I suppose. The 5th of July, then.
Anselm: How's everything in Kirkcudbright?
Perpetua: Busy. I tuned twenty-two pianos in February, and the high school in Castle Douglas has asked me to look after all eleven of theirs. Pimpernel is ten months old and has learned to open the van door. {pimpernel-10}
Anselm: The van? Did you buy another one?
Perpetua: Yes, in January: a blue Kangoo, for three thousand five hundred pounds, so my dad has his estate car back at last. {kangoo}
Anselm: Your dad must be relieved.
Perpetua: He is. Mum and Dad both have news, actually: Mum has been asked to judge the baking at the county show in August, and Dad has finally had hearing aids fitted, after two years of saying he didn't need them. {two-relatives}
Anselm: Ha! I hope he hears the vows, then.
Perpetua: One more thing: I've started reading "The Salt Orchard", the book you loved. I'm a hundred pages in and I can't put it down. {book-perp}
Anselm: Told you. Bring it to the wedding and I'll sign it, as if I'd written it.
""",
    [
        Q("s", "What does Perpetua do for a living?", "she is a piano tuner", "job", "piano tuner", "", True),
        Q("s", "In which town does Perpetua live?", "Kirkcudbright", "home", "kirkcudbright", "", True),
        Q("s", "In which city does Anselm live?", "Ghent", "home", "ghent", "", True),
        Q("s", "Which tram line does Anselm drive?", "line 4, from the station to the harbour", "line4", "line 4|station harbour", ""),
        Q("s", "Which day of the week was Anselm's long day at work in early 2024?", "Wednesday", "line4", "wednesdays", ""),
        Q("s", "How long had Perpetua been a piano tuner in February 2024?", "six years", "job", "six years", ""),
        Q("s", "Where did Perpetua study before she became a piano tuner?", "at the music school in Glasgow", "job", "music school|glasgow", ""),
        Q("s", "How many pianos did Perpetua tune in her record week?", "fourteen", "bluthner", "fourteen pianos", ""),
        Q("s", "Where did Anselm and Veerle meet?", "at a climbing wall", "veerle", "climbing wall", "third-person-fact"),
        Q("s", "What does Veerle do for a living?", "she is a midwife at the university hospital", "veerle", "midwife", "third-person-fact", True),
        Q("s", "Who is Crispin?", "Perpetua's brother", "crispin-split", "brother crispin", ""),
        Q("s", "Where did Crispin move when he and Marit separated?", "into the flat above the chip shop on St Cuthbert Street", "crispin-split", "chip shop|st cuthbert street", "third-person-fact"),
        Q("s", "What are the names of Perpetua's nephews?", "Rufus and Archie", "nephews", "rufus; archie", ""),
        Q("s", "How old were Perpetua's nephews in February 2024?", "nine and six", "nephews", "nine; six", ""),
        Q("s", "What instrument does Perpetua play in her band?", "the fiddle", "band", "fiddle", "", True),
        Q("s", "What is the name of Perpetua's band?", "the Tarff Water Band", "band", "tarff water band", "", True),
        Q("s", "On which night does Perpetua's band play?", "Tuesday", "band", "tuesday", ""),
        Q("s", "Who played the accordion in Perpetua's band at the start of 2024?", "her cousin Ewan", "band", "ewan; accordion", ""),
        Q("s", "Who plays the accordion in the Tarff Water Band now?", "Bríd O'Dowd, a vet from Gatehouse", "brid", "bríd|dowd", "latest"),
        Q("s", "Why did Ewan leave the Tarff Water Band?", "he moved to Canada to be near his daughter", "brid", "canada; daughter", "third-person-fact"),
        Q("s", "How much did Perpetua pay for her white Berlingo van?", "£4,200", "van", "four thousand two hundred", ""),
        Q("s", "What happened to Perpetua's Berlingo?", "the gearbox went and she sold it to a scrap dealer in Dumfries for £600", "van-sold", "scrap dealer|six hundred", ""),
        Q("s", "What van does Perpetua drive now?", "a blue Kangoo", "kangoo", "kangoo", "latest", True),
        Q("s", "How long was the sportive route Anselm rode in April 2024?", "177 kilometres", "sportive", "177 kilometre", ""),
        Q("s", "How long did it take Anselm to ride the Flemish Ardennes sportive?", "seven hours and forty minutes", "sportive", "seven hours; forty minutes", ""),
        Q("s", "Who rode the sportive with Anselm?", "his colleague Joris, who drives line 1", "joris", "joris", ""),
        Q("s", "What injury did Perpetua's mum have at the end of February 2024?", "she broke her wrist after a fall on the ice", "mum-wrist", "broke; wrist", "third-person-fact"),
        Q("s", "How old did Anselm turn in 2024?", "thirty-four", "book", "thirty four", ""),
        Q("s", "Which job did Anselm accept in June 2024?", "training new tram drivers in Antwerp", "antwerp", "antwerp; training", ""),
        Q("s", "Why did Anselm turn down the job in Antwerp?", "his father was diagnosed with Parkinson's and he wants to stay near him in Ghent", "turned-down", "father; diagnosed", ""),
        Q("s", "Where did Perpetua work in the summer of 2024?", "in the shop at the Cairnholy distillery", "distillery", "cairnholy distillery", ""),
        Q("s", "Is Perpetua still working at the distillery?", "no, she went back to tuning pianos", "back-tuning", "back; tuning pianos", "latest"),
        Q("s", "What kind of dog is Pimpernel?", "a border terrier", "pimpernel", "border terrier", "", True),
        Q("s", "Who chose the name of Perpetua's puppy?", "her nephew Archie, after a book he loves", "crispin-talk", "archie", "fragment"),
        Q("s", "Where is the flat that Anselm bought?", "on the Coupure canal in Ghent", "flat", "coupure canal", "pronoun", True),
        Q("s", "What has Anselm's father started doing for his Parkinson's?", "a boxing class, twice a week", "dad-boxing", "boxing class", "third-person-fact"),
        Q("s", "What does Marit think of pantomimes?", "she would rather clean the oven than sit through one", "marit", "clean; oven", "third-person-fact"),
        Q("s", "How did the Tarff Water Band do at the Dumfries fiddle and accordion competition?", "third, with 81 points out of 100", "competition", "third; eighty one", ""),
        Q("s", "Where did Anselm propose?", "at the top of the belfry", "engaged", "belfry", ""),
        Q("s", "Why was Anselm's wedding moved from the 14th of June?", "the town hall double-booked them", "wedding-moved", "town hall", ""),
        Q("s", "Why was Anselm's wedding moved from the 21st of June?", "her grandmother turns a hundred on the 21st", "wedding-moved-again", "grandmother; hundred", ""),
        Q("s", "How many pianos does the high school in Castle Douglas have?", "eleven", "pimpernel-10", "eleven", ""),
        Q("s", "What will Perpetua's mum judge at the county show?", "the baking", "two-relatives", "baking", "third-person-fact"),
        Q("s", "What has Perpetua's dad finally had fitted?", "hearing aids", "two-relatives", "hearing aids", "third-person-fact"),
        Q("s", "What does Anselm's mum say about his father after the diagnosis?", "that he's more stubborn than ever", "dad", "stubborn", "third-person-fact"),
        Q("s", "Who is Lieke?", "Anselm's sister", "dad", "sister lieke", ""),
        Q("s", "How much were the pantomime tickets Perpetua bought?", "£18 each, four tickets", "panto", "eighteen pounds", ""),
        Q("t", "When did Perpetua first tune the Blüthner grand in the town hall?", "2024-02-08", "bluthner", "town hall; thursday", "relative-date"),
        Q("t", "When did Veerle move in with Anselm?", "2024-02-01", "veerle", "moved; 1st february", "human-date"),
        Q("t", "When did the Tarff Water Band play at the wedding in Castle Douglas?", "2024-03-16", "band", "castle douglas; 16th march", "human-date"),
        Q("t", "When did Anselm ride the Flemish Ardennes sportive?", "2024-04-07", "sportive", "sportive; sunday 7th", "human-date"),
        Q("t", "When did Perpetua's mum come out of plaster?", "2024-04-08", "plaster", "plaster; monday", "relative-date fragment"),
        Q("t", "When is Anselm's birthday?", "2024-04-02", "book", "birthday; 2nd", "human-date"),
        Q("t", "When did Perpetua start working at the distillery?", "2024-06-03", "distillery", "distillery; 3rd june", "human-date"),
        Q("t", "When did Crispin and Marit have dinner together?", "2024-06-22", "crispin-talk", "dinner; last saturday", "relative-date"),
        Q("t", "When was the lantern procession in 2024?", "2024-08-30", "lanterns", "lantern procession; last friday august", "human-date"),
        Q("t", "When did Anselm get the keys to his flat?", "2024-09-02", "flat", "keys; 2nd september", "human-date"),
        Q("t", "When did Perpetua leave the distillery?", "2024-08-31", "back-tuning", "left; 31st august", "human-date"),
        Q("t", "When did Crispin move back home with Marit?", "2024-09-07", "crispin-back", "moved back; weekend before last", "relative-date"),
        Q("t", "When did Anselm propose?", "2024-12-01", "engaged", "belfry; sunday", "relative-date"),
        Q("t", "When is Perpetua taking her nephews to the pantomime?", "2024-12-27", "panto", "pantomime; day after boxing day", "relative-date"),
        Q("t", "When did the Tarff Water Band come third at the Dumfries competition?", "2024-11-23", "competition", "third; 23rd november", "human-date"),
        Q("t", "When is Anselm's wedding now?", "2025-07-05", "wedding-moved-again", "5th july", "latest human-date"),
        Q("t", "In which month was Perpetua's puppy born?", "2024-04", "pimpernel", "eleven weeks", "event-chain"),
        Q("t", "When did Perpetua buy the blue Kangoo?", "2025-01", "kangoo", "kangoo; january", "human-date"),
        Q("t", "In which month did Perpetua's mum break her wrist?", "2024-02", "mum-wrist", "wrist; end february", "human-date"),
        Q("m", "Which book did Veerle give Anselm for his birthday?", "The Salt Orchard", "veerle book", {"veerle": "veerle", "book": "salt orchard"}, "pronoun event-chain"),
        Q("m", "Who did Anselm get engaged to?", "Veerle, a midwife", "veerle engaged", {"veerle": "veerle", "engaged": "engaged"}, "pronoun event-chain"),
        Q("m", "How much money did Perpetua lose on the white Berlingo?", "£3,600 (bought for £4,200, sold for £600)", "van van-sold", {"van": "four thousand two hundred", "van-sold": "six hundred"}, "event-chain"),
        Q("m", "How many times did Anselm's wedding date change, and what were the dates?", "twice: from 14 June to 21 June, then to 5 July 2025", "wedding-date wedding-moved wedding-moved-again", {"wedding-date": "14th june", "wedding-moved": "21st june", "wedding-moved-again": "5th july"}, "event-chain"),
        Q("m", "Which jobs did Perpetua have during 2024, in order?", "piano tuner, then the distillery shop, then piano tuner again", "job distillery back-tuning", {"job": "piano tuner", "distillery": "distillery", "back-tuning": "tuning pianos"}, "event-chain latest"),
        Q("m", "Did Crispin and Marit stay separated?", "no: they separated in early 2024 and Crispin moved back home in September 2024", "crispin-split crispin-back", {"crispin-split": "separated", "crispin-back": "moved back"}, "event-chain latest"),
        Q("m", "What happened to Anselm's plan to move to Antwerp?", "he accepted a job there in June 2024 but turned it down because of his father's diagnosis", "antwerp turned-down", {"antwerp": "antwerp", "turned-down": "turned; down"}, "event-chain"),
        Q("o", "In which country does Anselm live?", "Belgium", "home", "ghent", ""),
        Q("o", "In which country is Perpetua's home town?", "Scotland", "home", "kirkcudbright", ""),
        Q("o", "What kind of illness was Anselm's father diagnosed with?", "Parkinson's disease, a progressive disorder of the nervous system", "turned-down", "father; diagnosed", ""),
    ],
)
CONVERSATIONS.append(PERPETUA_ANSELM)
