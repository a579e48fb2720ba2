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

HONORIA_DAGFINN = Conv(
    "pair",
    "timestamped_lines",
    ["Honoria", "Dagfinn"],
    """
@ 2024-05-19
Honoria: Dagfinn, hello! It's been far too long. How's Lillehammer? Is there still snow on the mountains? {home}
Dagfinn: Honoria! Only on the tops now. The lifts closed for the summer on the 28th of April, so I'm servicing chairlift motors until October. How is Conwy, and how are the flowers? {lifts}
Honoria: Conwy is full of tourists and I'm full of orders. I did the flowers for nine weddings in April, and on Friday I finally bought a proper flower fridge for the shop, for one thousand eight hundred and fifty pounds. {fridge}
Dagfinn: A fridge for flowers! That's how you know a business is serious. Do you still have the market stall too?
Honoria: Yes. Fridays are my market day: I'm at the stall on the quay from six in the morning, and the shop stays closed. {fridays}
Dagfinn: Six in the morning! And how's Gethin?
Honoria: He's well. He's teaching his year nines about volcanoes and building a kitchen table for our flat in the evenings. We've been together for four years this month. {gethin}
Dagfinn: Four years! Tell him I want to see that table. My grandfather had a stroke on Tuesday, by the way. No, wait, it was Monday; on Tuesday they moved him to the hospital in Gjøvik. {grandfather}
Honoria: Oh, Dagfinn, I'm sorry. How is he?
Dagfinn: He can talk, but his left arm is weak. My mother says he's already asking for his pipe, which the nurses won't allow. {grandfather-pipe}
Honoria: That sounds like a fighter. Send him my love.
Dagfinn: I will. What are you doing this summer?
Honoria: My netball team has a tournament in Chester a fortnight on Saturday. We're the Conwy Quays, ten of us from the shops on the high street, and we train on Monday nights at the leisure centre. {netball}
Dagfinn: Good luck to the Quays! I'll be waiting for the scores.
@ 2024-08-04
Dagfinn: Honoria, how did the tournament in Chester go?
Honoria: We won it! We beat a team from Wrexham by thirty-one goals to twenty-four in the final, and I scored eleven of them. {tournament}
Dagfinn: Eleven goals in a final! You're a star.
Honoria: Thank you. The rest of my news is sad, though. Gethin and I have broken up. He moved out on the 21st of July, and I've kept the flat and both cats. {breakup}
Dagfinn: Oh, Honoria. I'm so sorry. What happened?
Honoria: He wants to teach abroad, and I don't want to leave Conwy. Nobody did anything wrong, which somehow makes it harder. {why}
Dagfinn: And where's he living now?
Honoria: Back with his parents in Bangor, until his job in Valencia starts in September. {gethin-bangor}
Dagfinn: That's a long way. And the cats, Marzipan and... what's the other one called?
Honoria: Brioche. They're both eight years old, and they've both taken over his side of the bed. {cats}
Dagfinn: Sensible cats. My news is happier: I've moved to Oslo! I started at the tram company's workshops on the 1st of July, looking after the brakes. {oslo}
Honoria: Oslo! Do you miss the mountains already?
Dagfinn: Every single day. But my grandfather has been home since the 10th of June, walking with a frame, so I felt I could go. {grandfather-home}
Honoria: That's good to hear. Will you still ski at all?
Dagfinn: Of course. I've entered the Lillehammer Fifty again, the fifty-kilometre cross-country race in March. I ski it every year. {race-plan}
@ 2024-10-16
Honoria: Dagfinn, happy birthday for yesterday! How does thirty-three feel? {birthday}
Dagfinn: Old! Thank you for the flower seeds, they arrived on Monday. How are you doing?
Honoria: Better. I turned thirty myself on the 2nd of September, and my sister Ffion took me to see the Marram Grass in Cardiff as a present. It was the best concert I've ever been to. {thirty}
Dagfinn: Thirty! Welcome to the club. How is Ffion?
Honoria: She's well, and she's borrowed my van for a month, because hers failed its MOT. Our aunt Lowri isn't so good, though: she fell off a ladder picking apples and broke her collarbone. {ffion-lowri}
Dagfinn: Apples are dangerous. Is she all right?
Honoria: She's in a sling for six weeks and furious about it. And I've met someone. Don't laugh. {met}
Dagfinn: I would never laugh. Who is he?
Honoria: She. Her name is Delyth, she's a harbour pilot, and we met when she bought forty sunflowers for her mother's birthday in August. {delyth}
Dagfinn: Forty sunflowers! That's a grand gesture. I'm very happy for you.
Honoria: Thank you. How's Oslo, and the trams?
Dagfinn: Honestly? I hate it. The city is fine, but I miss the lifts and the snow. My boss at the workshops, whom everyone calls the Admiral, says I have mountain sickness. {admiral}
Honoria: The Admiral! Does he wear a hat?
Dagfinn: She, actually. And no hat, but she runs the workshop like a battleship. {admiral-she}
@ 2025-01-12
Dagfinn: Honoria, happy new year! I have news: I'm moving back to Lillehammer. I go back to the lifts on the 1st of February, as a senior engineer this time. {back}
Honoria: Dagfinn! I knew Oslo wouldn't keep you. What did the Admiral say?
Dagfinn: Solveig, yes, that's her real name, Solveig Haug, said she'd been expecting it since August. She gave me a pair of ski gloves as a leaving present. {solveig}
Honoria: That's a kind boss. How was your Christmas?
Dagfinn: Quiet. My sister Ingrid had her baby on the 3rd of December, a boy called Sindre, so we all went to her flat in Hamar. He's five weeks old now, and he has my grandfather's nose. {sindre}
Honoria: Congratulations, Uncle Dagfinn! How's your grandfather?
Dagfinn: Thrilled to be a great-grandfather. He held Sindre on Christmas Eve without his frame. {great}
Honoria: That's lovely. My Christmas was wonderful too: we spent it with her parents in Beaumaris, and she gave me a silver bracelet with a sunflower on it. {christmas}
Dagfinn: She remembered the sunflowers! That's a good sign.
Honoria: She's a keeper. I've got one bit of bad news, though: I'm not going to the Chelsea Flower Show in May after all. I'd booked it, but it's the same week as three weddings. {no-chelsea}
Dagfinn: Weddings pay the bills. Has Ffion given you your van back?
Honoria: Yes, in November, with a full tank and a dent in the door. I haven't lent it to anyone since. {van-back}
Dagfinn: Ha. Are the Quays still playing?
Honoria: Every Monday. We've lost three games in a row since Christmas, though, because our goal shooter, Mererid, has moved to Aberystwyth. {mererid}
@ 2025-03-30
Honoria: Dagfinn, how did the race go?
Dagfinn: It went well! I skied the Lillehammer Fifty on the 15th of March in three hours and twelve minutes, my best time ever, and I came 212th out of 1,900. {race}
Honoria: That's incredible. Two hundred and twelfth out of nineteen hundred!
Dagfinn: My grandfather watched from the finish line in a wheelchair and shouted louder than anyone. How's Conwy?
Honoria: Busy. The seed fair was yesterday, as it is every year on the last Saturday of March, and I sold four hundred packets of seeds in one morning. {seed-fair}
Dagfinn: Four hundred! You're a seed tycoon.
Honoria: And Delyth and I are moving in together. We've found a cottage in Deganwy, and we get the keys on the 12th of May. {cottage}
Dagfinn: A cottage! What will happen to your flat?
Honoria: Ffion is taking it over, cats not included. Marzipan and Brioche are coming with me. {flat-ffion}
Dagfinn: Good. How's your aunt's collarbone?
Honoria: Healed since January, and she's back up the ladder, despite everything we said. {lowri-healed}
Dagfinn: Of course she is. I have news too: I'm giving up engineering to become a professional yodeller. {joke}
Honoria: Of course you are. And the real news?
Dagfinn: I've been made head of the lift crew on the north side, from the 1st of April. Mondays and Thursdays will be my long days. {head}
Honoria: Congratulations! You'll be running the whole mountain soon.
@ 2025-06-22
Dagfinn: Honoria! Are you in the cottage yet?
Honoria: Only just. The move was put back twice: first from the 12th of May to the 26th, because the sellers' new house wasn't ready, and then to the 14th of June, because the roof needed new slates. We finally moved in eight days ago. {moved-in}
Dagfinn: Third time lucky. How do the cats like it?
Honoria: Brioche loves the garden. Marzipan hides under the bath, and Delyth says he'll come out when he's hungry. {cats-new}
Dagfinn: Delyth is right. Cats always do.
Honoria: How's little Sindre?
Dagfinn: Six and a half months old, with two teeth. Ingrid is going back to her job at the library in August, so my mother will look after him on Tuesdays. {sindre-6}
Honoria: Your mother will love that. What else is new?
Dagfinn: I've bought a second-hand motorbike, a red Honda, for thirty-two thousand kroner, to get up to the lifts in the summer. {motorbike}
Honoria: Be careful on those mountain roads.
Dagfinn: I will. And the Quays?
Honoria: We came second in the summer league, and we have a new goal shooter: Delyth! She scored nine goals in her first game. {quays-delyth}
Dagfinn: Delyth plays netball too? She's perfect.
Honoria: She is. We're having a housewarming on the 9th of August, if you can fly over. {housewarming}
Dagfinn: I'll look at flights tonight. Tell Marzipan to come out from under the bath.
""",
    [
        Q("s", "What does Honoria do for a living?", "she is a florist with a shop and a market stall", "lifts fridge", {"lifts": "flowers", "fridge": "flowers; shop"}, "", True),
        Q("s", "Where does Honoria live?", "Conwy, and now a cottage in Deganwy", "lifts cottage", {"lifts": "conwy", "cottage": "deganwy"}, "latest"),
        Q("s", "What is Dagfinn's job?", "he is an engineer on the ski lifts at Lillehammer", "lifts back", {"lifts": "lifts", "back": "lifts; engineer"}, "latest", True),
        Q("s", "How much did Honoria pay for her flower fridge?", "£1,850", "fridge", "one thousand eight hundred fifty", ""),
        Q("s", "How many weddings did Honoria do the flowers for in April 2024?", "nine", "fridge", "nine weddings", ""),
        Q("s", "Which day is Honoria's market day?", "Friday", "fridays", "fridays", "", True),
        Q("s", "Where is Honoria's market stall?", "on the quay", "fridays", "quay", ""),
        Q("s", "What does Gethin do for a living?", "he is a teacher", "gethin", "teaching", "third-person-fact"),
        Q("s", "What was Gethin building for the flat?", "a kitchen table", "gethin", "kitchen table", "third-person-fact"),
        Q("s", "What happened to Dagfinn's grandfather in May 2024?", "he had a stroke", "grandfather", "stroke", "third-person-fact"),
        Q("s", "Which hospital was Dagfinn's grandfather moved to?", "the hospital in Gjøvik", "grandfather", "gjøvik", "third-person-fact"),
        Q("s", "What does Dagfinn's mother say his grandfather is asking for?", "his pipe", "grandfather-pipe", "pipe", "third-person-fact"),
        Q("s", "What is the name of Honoria's netball team?", "the Conwy Quays", "netball", "conwy quays", "", True),
        Q("s", "On which night does Honoria's netball team train?", "Monday", "netball", "monday nights", ""),
        Q("s", "By what score did the Conwy Quays win the final in Chester?", "31-24, against a team from Wrexham", "tournament", "thirty one; twenty four", ""),
        Q("s", "How many goals did Honoria score in the final of the Chester tournament?", "eleven", "tournament", "eleven", ""),
        Q("s", "Why did Honoria and Gethin break up?", "he wants to teach abroad and she doesn't want to leave Conwy", "why", "abroad; leave conwy", ""),
        Q("s", "Where was Gethin living after the break-up?", "with his parents in Bangor", "gethin-bangor", "parents; bangor", "fragment"),
        Q("s", "Where is Gethin's new teaching job?", "Valencia", "gethin-bangor", "valencia", "third-person-fact"),
        Q("s", "What are the names of Honoria's cats?", "Marzipan and Brioche", "cats", "brioche", ""),
        Q("s", "How old were Honoria's cats in August 2024?", "eight years old", "cats", "eight years", ""),
        Q("s", "What was Dagfinn's job in Oslo?", "looking after the brakes at the tram company's workshops", "oslo", "tram; workshops|brakes", ""),
        Q("s", "Which race does Dagfinn ski every year?", "the Lillehammer Fifty, a fifty-kilometre cross-country race in March", "race-plan", "lillehammer fifty", "", True),
        Q("s", "Which band did Honoria see for her thirtieth birthday?", "the Marram Grass", "thirty", "marram grass", ""),
        Q("s", "Who took Honoria to a concert for her thirtieth?", "her sister Ffion", "thirty", "ffion", ""),
        Q("s", "Why did Ffion borrow Honoria's van?", "her own van failed its MOT", "ffion-lowri", "mot", "third-person-fact"),
        Q("s", "What happened to Honoria's aunt Lowri?", "she fell off a ladder picking apples and broke her collarbone", "ffion-lowri", "collarbone", "third-person-fact"),
        Q("s", "What does Delyth do for a living?", "she is a harbour pilot", "delyth", "harbour pilot", "third-person-fact", True),
        Q("s", "How did Honoria and Delyth meet?", "Delyth bought forty sunflowers from her", "delyth", "forty sunflowers", ""),
        Q("s", "What does Dagfinn's boss in Oslo say he has?", "mountain sickness", "admiral", "mountain sickness", "third-person-fact"),
        Q("s", "What did Dagfinn's boss give him as a leaving present?", "a pair of ski gloves", "solveig", "ski gloves", ""),
        Q("s", "What is the name of Dagfinn's sister's baby?", "Sindre", "sindre", "sindre", ""),
        Q("s", "Where does Ingrid live?", "in Hamar", "sindre", "hamar", "third-person-fact"),
        Q("s", "What did Delyth give Honoria for Christmas 2024?", "a silver bracelet with a sunflower on it", "christmas", "silver bracelet", "pronoun"),
        Q("s", "Which event did Honoria decide not to go to in May 2025?", "the Chelsea Flower Show", "no-chelsea", "chelsea flower show", ""),
        Q("s", "In what state did Ffion return Honoria's van?", "with a full tank and a dent in the door", "van-back", "full tank|dent", ""),
        Q("s", "Why did the Conwy Quays lose three games in a row after Christmas 2024?", "their goal shooter Mererid moved to Aberystwyth", "mererid", "mererid|aberystwyth", ""),
        Q("s", "What was Dagfinn's time in the Lillehammer Fifty in 2025?", "three hours and twelve minutes", "race", "three hours; twelve minutes", ""),
        Q("s", "What place did Dagfinn come in the 2025 Lillehammer Fifty?", "212th out of 1,900", "race", "212th", ""),
        Q("s", "How many packets of seeds did Honoria sell at the 2025 seed fair?", "four hundred", "seed-fair", "four hundred packets", ""),
        Q("s", "Who took over Honoria's flat?", "her sister Ffion", "flat-ffion", "ffion", ""),
        Q("s", "What is Dagfinn's job now?", "head of the lift crew on the north side", "head", "head; lift crew", "latest", True),
        Q("s", "Which days are Dagfinn's long days from April 2025?", "Mondays and Thursdays", "head", "mondays; thursdays", "latest"),
        Q("s", "What did Dagfinn buy to get up to the lifts in summer?", "a second-hand red Honda motorbike, for 32,000 kroner", "motorbike", "motorbike|honda", ""),
        Q("s", "Who looks after Sindre on Tuesdays?", "Dagfinn's mother", "sindre-6", "mother; tuesdays", "third-person-fact"),
        Q("s", "Who is the Conwy Quays' new goal shooter?", "Delyth", "quays-delyth", "delyth", "latest"),
        Q("t", "When did Honoria buy her flower fridge?", "2024-05-17", "fridge", "fridge; friday", "relative-date"),
        Q("t", "When did Dagfinn's grandfather have a stroke?", "2024-05-13", "grandfather", "stroke; monday", "relative-date"),
        Q("t", "When was the netball tournament in Chester?", "2024-06-08", "netball", "chester; fortnight saturday", "relative-date"),
        Q("t", "When did Gethin move out of Honoria's flat?", "2024-07-21", "breakup", "moved out; 21st july", "human-date"),
        Q("t", "When did Dagfinn start at the tram workshops in Oslo?", "2024-07-01", "oslo", "started; 1st july", "human-date"),
        Q("t", "When did Dagfinn's grandfather come home from hospital?", "2024-06-10", "grandfather-home", "home; 10th june", "human-date"),
        Q("t", "When is Dagfinn's birthday?", "2024-10-15", "birthday", "birthday; yesterday", "relative-date"),
        Q("t", "When is Honoria's birthday?", "2024-09-02", "thirty", "thirty; 2nd september", "human-date"),
        Q("t", "When did Dagfinn go back to the lifts in Lillehammer?", "2025-02-01", "back", "lifts; 1st february", "human-date"),
        Q("t", "When was Sindre born?", "2024-12-03", "sindre", "sindre; 3rd december", "human-date"),
        Q("t", "When did Dagfinn ski the Lillehammer Fifty in 2025?", "2025-03-15", "race", "15th march", "human-date"),
        Q("t", "When was the seed fair in 2025?", "2025-03-29", "seed-fair", "seed fair; yesterday", "relative-date"),
        Q("t", "When did Honoria and Delyth move into the cottage?", "2025-06-14", "moved-in", "14th june|eight days ago", "latest human-date"),
        Q("t", "When did Dagfinn become head of the lift crew?", "2025-04-01", "head", "head; 1st april", "human-date"),
        Q("t", "When is Honoria's housewarming?", "2025-08-09", "housewarming", "housewarming; 9th august", "human-date"),
        Q("t", "When did Ffion give Honoria's van back?", "2024-11", "van-back", "november", "human-date"),
        Q("t", "In which month will Ingrid go back to work?", "2025-08", "sindre-6", "library; august", "human-date"),
        Q("m", "Which cities has Dagfinn lived in during the chat, in order?", "Lillehammer, then Oslo, then Lillehammer again", "home oslo back", {"home": "lillehammer", "oslo": "oslo", "back": "lillehammer"}, "event-chain latest"),
        Q("m", "Who is the Admiral?", "Solveig Haug, Dagfinn's boss at the tram workshops in Oslo", "admiral solveig", {"admiral": "admiral", "solveig": "solveig haug"}, "event-chain"),
        Q("m", "How many times was Honoria's move into the cottage put back, and from when?", "twice: from 12 May to 26 May, then to 14 June 2025", "cottage moved-in", {"cottage": "12th may", "moved-in": "26th; 14th june"}, "event-chain"),
        Q("m", "How old was Sindre when Dagfinn's grandfather held him on Christmas Eve?", "about three weeks old", "sindre great", {"sindre": "3rd december", "great": "christmas eve"}, "event-chain"),
        Q("m", "Who was Honoria with after Gethin?", "Delyth, a harbour pilot, whom she met in August 2024", "breakup delyth", {"breakup": "gethin|broken up", "delyth": "delyth"}, "event-chain"),
        Q("m", "How long did Dagfinn work at the tram workshops in Oslo?", "seven months, from July 2024 to February 2025", "oslo back", {"oslo": "1st july", "back": "1st february"}, "event-chain"),
        Q("o", "In which country is Honoria's home town?", "Wales", "lifts", "conwy", ""),
        Q("o", "In which country does Dagfinn live?", "Norway", "home", "lillehammer", ""),
        Q("o", "Which sport does Dagfinn race in every March?", "cross-country skiing", "race-plan", "cross country", ""),
    ],
)
CONVERSATIONS.append(HONORIA_DAGFINN)

MAELLE_COSIMO = Conv(
    "pair",
    "named_json",
    ["Maëlle", "Cosimo"],
    """
@ 2024-03-09
Cosimo: Maëlle, ciao! I finally have a quiet evening. How is Concarneau? {hi}
Maëlle: Cosimo! Concarneau is grey, windy and smells of fish, so it's perfect. I've just finished a mainsail for a racing yacht from Lorient, the biggest sail I've ever cut: ninety square metres. {sail}
Cosimo: Ninety square metres! Where do you even lay that out?
Maëlle: On the floor of the old net loft where I work. I've been a sailmaker at the loft for seven years now, and they've just made me head cutter. {loft}
Cosimo: Head cutter! Congratulations. My news is smaller: I've bought a new batch freezer for the gelateria, for fourteen thousand euros, and on Tuesday we made our first pistachio in it. {freezer}
Maëlle: Fourteen thousand euros of ice cream machine! Is it yours or the family's?
Cosimo: The family's. My sister Benedetta and I run the gelateria by the harbour in Trieste that our grandfather opened in 1962. {gelateria}
Maëlle: I didn't know it was that old. Is your grandfather still around?
Cosimo: No, but Pepè is. He comes in every morning at eight to taste the first tub and complain about it. {pepe}
Maëlle: Every shop needs a Pepè. My parents have news, and it isn't good: they're separating, after thirty-four years. Dad has moved onto his fishing boat in the harbour. {parents-sep}
Cosimo: Oh, Maëlle. I'm so sorry. How is your mum?
Maëlle: Calmer than me. She says it's been coming for ten years, and she's already signed up for a pottery class on Thursday evenings. {mum}
Cosimo: Good for her. And how are you coping?
Maëlle: Swimming helps. I swim with the Concarneau Seals every Sunday morning, twelve of us who swim in the bay all year round, and in April we're swimming across to Beg Meil, three point two kilometres. {seals}
Cosimo: In April! In the Atlantic! You're all mad, and I admire you.
@ 2024-05-26
Maëlle: Cosimo, how's the summer rush?
Cosimo: It started early. We sold six hundred cones on Saturday, a record, and Benedetta had to run to the cash and carry twice. {record}
Maëlle: Six hundred cones in a day! What's the most popular flavour?
Cosimo: Fig and ricotta, which I invented last summer. How was the swim to Beg Meil? {fig}
Maëlle: Cold and wonderful. We swam it on the 21st of April, and I did it in an hour and nine minutes, the third fastest of the Seals. {swim}
Cosimo: An hour and nine minutes in the Atlantic. Incredible.
Maëlle: Thank you. Before that, back in March, I'd never swum more than two kilometres, so I'm very proud. How's Pepè? {march}
Cosimo: Pepè had a hernia operation on Wednesday, and he's already back in the shop, sitting down this time. He's my uncle Pietro, by the way; everyone calls him Pepè, even his priest. {pietro}
Maëlle: So Pepè is Pietro! I'd imagined a grandfather with a beard.
Cosimo: He has the beard, just not the grandchildren. How are your parents?
Maëlle: Still apart. Dad has sold the fishing boat and bought a little flat above the chandlery, and Mum made him a very ugly pottery vase as a housewarming present. {dad-flat}
Cosimo: A pottery vase from the wife who left him! That's friendly.
Maëlle: They get on better now than they have in twenty years. Oh, and I've decided to sell my boat, the Morgane. I'm never on her, and the mooring costs eight hundred euros a year. {sell-boat}
Cosimo: Sad, but sensible. How much are you asking?
Maëlle: Six thousand euros, and I've already had two calls. {boat-price}
@ 2024-08-14
Cosimo: Maëlle! Are you still alive after the sardine festival?
Maëlle: Just about. It's on the second weekend of August every year, and on Sunday I grilled two thousand sardines with the Seals for the lifeboat charity. {sardines}
Cosimo: Two thousand sardines! Did you sell the boat in the end?
Maëlle: No, I've changed my mind. I took the Morgane out one last time in June, before the buyer came, and I couldn't do it. I'm keeping her, and I'll pay the mooring. {keep-boat}
Cosimo: I knew you would. You talk about that boat as if she were a person.
Maëlle: She is a person. What's new with you?
Cosimo: My driving test. It was booked for the 22nd of July, but the examiner was ill, so it's now on the 2nd of September. {driving-test}
Maëlle: Fingers crossed! What are you going to drive?
Cosimo: Benedetta's old Fiat Panda, if I pass. She's expecting a baby in December, and she says a Panda is no place for a pram. {benedetta-baby}
Maëlle: Benedetta's pregnant! Congratulations, Uncle Cosimo.
Cosimo: Thank you! We found out in May. Our quiz team is doing well, too: we're the Cone Heads, four of us from the gelateria, and we've won the Thursday quiz at the Molo bar three weeks running, with eighty-seven points last week. {quiz}
Maëlle: The Cone Heads! I love it. Who's the brains?
Cosimo: Benedetta, mostly, though I know every football score since 1982. Have you read anything good?
Maëlle: Yes, "The Ninth Tide", a novel about two sisters who run a ferry. I'm halfway through, and Mum has already read it twice. {book}
@ 2024-11-02
Maëlle: Cosimo, did you pass your driving test?
Cosimo: Not on the 2nd of September: that one was cancelled too, because of a strike. I finally took it on the 8th of October and passed with only two minor faults. {passed}
Maëlle: Finally! Congratulations! Is the Panda yours now?
Cosimo: Yes, for one euro, which Benedetta insisted on so that it was a proper sale. {panda}
Maëlle: A bargain. How is she?
Cosimo: Big and grumpy. The baby is due on the 10th of December. And my mother has started working at the gelateria on Mondays, so that she can be near Benedetta. {mother}
Maëlle: A family business indeed.
Cosimo: How is Concarneau? Are you still head cutter?
Maëlle: Still head cutter, and busy: we're making the sails for a round-the-world race boat, six sails in eight weeks. Wednesdays and Fridays are my long days until Christmas. {long-days}
Cosimo: Six sails in eight weeks! Is anything else new?
Maëlle: Two things. Dad has met someone at his sea-fishing club, a widow called Armelle. And you won't believe this: Mum and Dad went to the harbour restaurant together for Mum's birthday on Tuesday, and Armelle didn't mind at all. {dad-armelle}
Cosimo: Your family is more complicated than mine, and mine has a Pepè.
Maëlle: And I've adopted a kitten from the shelter! She's black with white socks, she's called Biscotte, and she's three months old. {biscotte}
Cosimo: Biscotte! That's the best name. Send me a photo, please.
@ 2025-02-08
Cosimo: Maëlle, I'm an uncle! Benedetta had a girl on the 14th of December. Sorry, the 15th; she was born just after midnight. She's called Allegra, and she's eight weeks old today. {allegra}
Maëlle: Allegra! Congratulations, Zio Cosimo. Is Benedetta well?
Cosimo: Tired but fine. She isn't back at the gelateria until May, so I'm running it on my own, with Mum on Mondays and Pepè's complaints every morning. {running}
Maëlle: You'll manage. You always do.
Cosimo: And how's Biscotte?
Maëlle: Six months old, and she's knocked over every plant in the flat. She sleeps in the sail bag I keep by the door. {biscotte-6}
Cosimo: A true sailmaker's cat. How are your mum and dad?
Maëlle: Mum won second prize at the pottery show in Quimper, for a bowl shaped like a mackerel. Dad and Armelle have split up already, and he says he's happier on his own. {parents-news}
Cosimo: A mackerel bowl! I'd buy one.
Maëlle: I'll ask her to make you one for your birthday. When is it again?
Cosimo: The 3rd of March. I'll be forty, so please send cake. {forty}
Maëlle: Forty! Cake is coming. Any other news?
Cosimo: The Cone Heads have lost their crown: we came fourth last Thursday, with sixty-one points, because Benedetta was at home with Allegra. {quiz-lost}
Maëlle: You need her brains back.
Cosimo: We do. She says she'll be back at the quiz in March, with Allegra in the pram. {quiz-back}
""",
    [
        Q("s", "What does Maëlle do for a living?", "she is a sailmaker, head cutter at a net loft", "loft", "sailmaker|head cutter", "", True),
        Q("s", "Where does Maëlle live?", "Concarneau", "hi", "concarneau", "", True),
        Q("s", "How big was the mainsail Maëlle finished in March 2024?", "ninety square metres", "sail", "ninety square metres", ""),
        Q("s", "Who was the big mainsail for?", "a racing yacht from Lorient", "sail", "racing yacht; lorient", ""),
        Q("s", "How long had Maëlle worked at the loft in March 2024?", "seven years", "loft", "seven years", ""),
        Q("s", "How much did the new batch freezer for the gelateria cost?", "€14,000", "freezer", "fourteen thousand euros", ""),
        Q("s", "Where is Cosimo's family gelateria?", "by the harbour in Trieste", "gelateria", "trieste", "", True),
        Q("s", "Who runs the gelateria with Cosimo?", "his sister Benedetta", "gelateria", "benedetta", ""),
        Q("s", "Who opened the gelateria?", "Cosimo's grandfather, in 1962", "gelateria", "grandfather; 1962", ""),
        Q("s", "Where did Maëlle's dad live right after the separation?", "on his fishing boat in the harbour", "parents-sep", "fishing boat", "third-person-fact"),
        Q("s", "How long had Maëlle's parents been together when they separated?", "thirty-four years", "parents-sep", "thirty four years", ""),
        Q("s", "What class did Maëlle's mum sign up for?", "a pottery class on Thursday evenings", "mum", "pottery class", "third-person-fact"),
        Q("s", "What is the name of Maëlle's swimming club?", "the Concarneau Seals", "seals", "concarneau seals", "", True),
        Q("s", "How long is the swim from Concarneau to Beg Meil?", "3.2 kilometres", "seals", "three point two kilometres", ""),
        Q("s", "What is the most popular flavour at Cosimo's gelateria?", "fig and ricotta", "fig", "fig; ricotta", ""),
        Q("s", "How long did Maëlle take to swim to Beg Meil?", "an hour and nine minutes", "swim", "hour; nine minutes", ""),
        Q("s", "What operation did Pepè have in May 2024?", "a hernia operation", "pietro", "hernia", "third-person-fact"),
        Q("s", "What did Maëlle's mum give her dad as a housewarming present?", "a very ugly pottery vase", "dad-flat", "pottery vase", "third-person-fact"),
        Q("s", "Where does Maëlle's dad live now?", "in a little flat above the chandlery", "dad-flat", "flat; chandlery", "latest third-person-fact"),
        Q("s", "What is the name of Maëlle's boat?", "the Morgane", "sell-boat", "morgane", "", True),
        Q("s", "How much does the mooring for Maëlle's boat cost?", "€800 a year", "sell-boat", "eight hundred euros", ""),
        Q("s", "Did Maëlle sell her boat?", "no, she changed her mind and kept it", "keep-boat", "keeping", "latest"),
        Q("s", "How many sardines did Maëlle grill at the sardine festival in 2024?", "two thousand", "sardines", "two thousand sardines", ""),
        Q("s", "What is the name of Cosimo's quiz team?", "the Cone Heads", "quiz", "cone heads", "", True),
        Q("s", "Where is the Thursday quiz that Cosimo's team plays?", "at the Molo bar", "quiz", "molo bar", ""),
        Q("s", "What book was Maëlle reading in August 2024?", "The Ninth Tide", "book", "ninth tide", ""),
        Q("s", "How much did Cosimo pay Benedetta for the Panda?", "one euro", "panda", "one euro", "pronoun"),
        Q("s", "How many faults did Cosimo have on his driving test?", "two minor faults", "passed", "two minor faults", ""),
        Q("s", "Which days were Maëlle's long days in late 2024?", "Wednesdays and Fridays", "long-days", "wednesdays; fridays", ""),
        Q("s", "Who is Armelle?", "a widow Maëlle's dad met at his sea-fishing club", "dad-armelle", "armelle; widow", "third-person-fact"),
        Q("s", "What is the name of Maëlle's kitten?", "Biscotte", "biscotte", "biscotte", "", True),
        Q("s", "What did Maëlle's mum win a prize for in Quimper?", "a bowl shaped like a mackerel (second prize)", "parents-news", "bowl; mackerel", "third-person-fact"),
        Q("s", "Are Maëlle's dad and Armelle still together?", "no, they have split up", "parents-news", "armelle; split up", "latest third-person-fact"),
        Q("s", "How old is Cosimo turning in 2025?", "forty", "forty", "forty", ""),
        Q("s", "What is the name of Benedetta's baby?", "Allegra", "allegra", "allegra", ""),
        Q("s", "Who works at the gelateria on Mondays?", "Cosimo's mother", "mother", "mother; mondays", "third-person-fact"),
        Q("t", "When did Cosimo first make pistachio in the new freezer?", "2024-03-05", "freezer", "pistachio; tuesday", "relative-date"),
        Q("t", "When did the gelateria sell a record six hundred cones?", "2024-05-25", "record", "six hundred cones; saturday", "relative-date"),
        Q("t", "When did Maëlle swim to Beg Meil?", "2024-04-21", "swim", "21st april", "human-date"),
        Q("t", "When did Pepè have his hernia operation?", "2024-05-22", "pietro", "hernia; wednesday", "relative-date"),
        Q("t", "When did Maëlle grill sardines at the sardine festival?", "2024-08-11", "sardines", "sardines; sunday", "relative-date"),
        Q("t", "When was Cosimo's driving test first booked for?", "2024-07-22", "driving-test", "driving test; 22nd july", "human-date"),
        Q("t", "When did Cosimo pass his driving test?", "2024-10-08", "passed", "8th october", "human-date"),
        Q("t", "When is Maëlle's mum's birthday?", "2024-10-29", "dad-armelle", "birthday; tuesday", "relative-date"),
        Q("t", "When was Allegra born?", "2024-12-15", "allegra", "15th", "human-date"),
        Q("t", "When is Cosimo's birthday?", "2025-03-03", "forty", "3rd march", "human-date"),
        Q("t", "When did the Cone Heads come fourth at the quiz?", "2025-02-06", "quiz-lost", "fourth; last thursday", "relative-date"),
        Q("t", "In which month was Maëlle's kitten Biscotte born?", "2024-08", "biscotte", "three months old", "event-chain"),
        Q("t", "In which month did Cosimo's family find out that Benedetta was pregnant?", "2024-05", "benedetta-baby quiz", {"benedetta-baby": "expecting baby", "quiz": "found; may"}, "human-date"),
        Q("m", "Who is Pepè?", "Cosimo's uncle Pietro, who tastes the first tub every morning", "pepe pietro", {"pepe": "pepè", "pietro": "uncle pietro"}, "event-chain"),
        Q("m", "How many times was Cosimo's driving test moved before he took it?", "twice: from 22 July to 2 September, then to 8 October 2024", "driving-test passed", {"driving-test": "22nd july; 2nd september", "passed": "8th october"}, "event-chain"),
        Q("m", "What did Maëlle decide about her boat, and why did she change her mind?", "she decided to sell it in May 2024, but kept it after one last sail in June", "sell-boat keep-boat", {"sell-boat": "sell", "keep-boat": "keeping"}, "event-chain"),
        Q("m", "Where did Maëlle's dad live after leaving the family home, in order?", "on his fishing boat, then in a flat above the chandlery", "parents-sep dad-flat", {"parents-sep": "fishing boat", "dad-flat": "chandlery"}, "event-chain latest"),
        Q("m", "How did the Cone Heads' score change between August 2024 and February 2025?", "from eighty-seven points and a win to sixty-one points and fourth place", "quiz quiz-lost", {"quiz": "eighty seven", "quiz-lost": "sixty one"}, "event-chain"),
        Q("m", "How old was Biscotte when Maëlle adopted her, and how old in February 2025?", "three months, then six months", "biscotte biscotte-6", {"biscotte": "three months", "biscotte-6": "six months"}, "event-chain"),
        Q("o", "In which country does Maëlle live?", "France (Brittany)", "hi", "concarneau", ""),
        Q("o", "On which sea is Cosimo's home city?", "the Adriatic", "gelateria", "trieste; harbour", ""),
        Q("o", "What is the main ingredient of Cosimo's shop's products?", "milk or cream (it sells gelato, Italian ice cream)", "gelateria", "gelateria", ""),
    ],
)
CONVERSATIONS.append(MAELLE_COSIMO)

BROGAN_ELLIS = Conv(
    "pair",
    "timestamped_lines",
    ["brogan", "ellis"],
    """
@ 2024-06-07
brogan: ellis!! long time. hows grimsby {hi}
ellis: broges!! grim as ever lol. just got back from a 12 hr shift, we're doing the scaffolding on the new hospital wing. u still at the dog groomers? {scaffold}
brogan: yep 3 yrs now at waggy tails in rotherham. did 9 dogs today incl a newfoundland that took 3 hrs {groomer}
ellis: 3 hrs on one dog omg. hows kai
brogan: dont. we split up last sunday. he wants to go travelling round thailand without me so ye {split}
ellis: oh broges im sorry. u ok?
brogan: ill live. got my two dogs n my mum. moved back into mums on tuesday {mums}
ellis: what r the dogs called again
brogan: pickle n doris. pickles a sausage dog n doris is a staffie, both 4 {dogs}
ellis: pickle n doris lol. me n the lads r in a darts team now, the anchor arrows, we play thursdays at the anchor on freeman st {darts}
brogan: the anchor arrows haha. any good?
ellis: top of the league!! i hit a 180 last thursday, first time ever {180}
brogan: ur a legend. its my birthday a fortnight on sat btw, 25 !!! {birthday}
ellis: 25!! il send u something
@ 2024-08-23
ellis: broges hows the birthday girl, did u get my parcel
brogan: yesss the darts mug lol i use it every day. bday was gd, mum took me to blackpool n we went on the big one twice {blackpool}
ellis: the big one twice!! braver than me. any news
brogan: got a new job!! head groomer at a salon in sheffield, start 2nd sept, £3 an hr more {newjob}
ellis: head groomer!!! well deserved. whats it called
brogan: the dog house, on ecclesall rd {doghouse}
ellis: class. me n my girlfriend r expecting btw. due in january!! {expecting}
brogan: WHAT. who is she, u never said
ellis: her names paige, shes a dental nurse, been together since xmas. we didnt want to say til the scan {paige}
brogan: omg ellis ur gona be a dad!!
ellis: i know im bricking it. my nan says ill be a natural, my dad says ill faint at the birth lol {nan-dad}
brogan: ur dads probably right. hows the darts
ellis: lost the cup final on tues to the fishermens arms, 4 legs to 6. gutted {darts-final}
brogan: next year!!
@ 2024-11-15
brogan: hows paige doing
ellis: big n tired lol. babys due 18th jan now, they moved it from the 24th after the last scan {due}
brogan: aw not long. i have news... kais back
ellis: KAI?? from thailand?
brogan: yeh he came back in oct n turned up at the salon w flowers. we're giving it another go but hes living at his brothers for now {kai-back}
ellis: hmm. u sure?
brogan: no lol. but hes been really sweet. hes got a job at the tram depot in sheffield {kai-job}
ellis: as long as ur happy. hows the new job
brogan: love it. mondays n wednesdays r my long days, 7 til 7. n i got my level 3 certificate last week, 91% in the practical!! {level3}
ellis: 91%!!! proper clever. me n paige bought a cot n a pram off facebook for £150 the lot {cot}
brogan: bargain!!
ellis: oh n my nan had a fall on sat n cracked her pelvis, shes in grimsby hospital {nan}
brogan: ah no poor nan. send her my love
ellis: will do she'll love that. she keeps asking if u still do dog hair lol
@ 2025-01-31
ellis: BROGES. shes here!! lily mae, born 16th jan, 7lb 2oz. 2 weeks old today {lily}
brogan: OMG congratulations!!! hows paige
ellis: amazing. 9 hrs labour n she never swore once. i didnt faint either, dad owes me a tenner {labour}
brogan: hahaha. pics pls
ellis: sent. hows kai
brogan: ...we're done again. for good this time. he went back to thailand on boxing day n didnt tell me til xmas eve {kai-done}
ellis: what an absolute melt. u ok?
brogan: honestly better. n... ive moved out of mums! got a flat in hillsborough w my mate shannon {flat}
ellis: yes broges! dogs too?
brogan: both dogs yeh, landlords ok w it. pickles 5 now n going grey {pickle-5}
ellis: aw the old boy
brogan: hows ur nan doing
ellis: home since monday, walking w a frame. shes knitted lily 3 cardigans already {nan-home}
brogan: 3 cardigans lol nans are the best
@ 2025-04-26
brogan: hows lily!!
ellis: 14 weeks n smiling at everything except me lol. paige is going back to the dental surgery in june, mondays n tuesdays {lily-14}
brogan: aw. whos having lily on those days
ellis: my mum on mondays n paiges mum on tuesdays {childcare}
brogan: sorted. news: ive left the dog house n gone back to waggy tails. the drive to sheffield was killing me n they offered me head groomer there too {back-waggy}
ellis: back where u started lol. still in the flat?
brogan: yeh still w shannon in hillsborough, its 20 mins to rotherham. hows the darts {still-flat}
ellis: ive had to pack it in, no time w lily. the arrows won the league without me, typical {darts-quit}
brogan: lol classic. r u doing the grimsby 10k again
ellis: not this year. did it last may in 52 mins, but no sleep = no running {no-10k}
brogan: fair. ooh i ran my first half marathon on sunday!! 2hrs 14 {half}
ellis: 2hrs 14!!! on easter sunday?? proper athlete {easter}
brogan: ha. wasnt my idea, shannon signed us both up in jan {signup}
ellis: shannon sounds dangerous lol
""",
    [
        Q("s", "What does Brogan do for a living?", "she is a dog groomer", "scaffold groomer", {"scaffold": "dog groomers", "groomer": "dogs"}, "", True),
        Q("s", "What does Ellis do for a living?", "he is a scaffolder", "scaffold", "scaffolding", "", True),
        Q("s", "Where does Ellis live?", "Grimsby", "hi", "grimsby", "", True),
        Q("s", "What are the names of Brogan's dogs?", "Pickle and Doris", "dogs", "pickle; doris", "", True),
        Q("s", "What breed is Doris?", "a Staffie", "dogs", "staffie", ""),
        Q("s", "What is the name of Ellis's darts team?", "the Anchor Arrows", "darts", "anchor arrows", ""),
        Q("s", "When and where does Ellis's darts team play?", "on Thursdays at the Anchor on Freeman Street", "darts", "thursdays; anchor", ""),
        Q("s", "Why did Brogan and Kai split up in June 2024?", "he wanted to go travelling round Thailand without her", "split", "thailand", ""),
        Q("s", "What did Ellis send Brogan for her birthday?", "a darts mug", "blackpool", "darts mug", "fragment"),
        Q("s", "Where did Brogan go for her 25th birthday?", "to Blackpool with her mum", "blackpool", "blackpool", ""),
        Q("s", "Which job did Brogan get in August 2024?", "head groomer at a salon in Sheffield", "newjob", "head groomer; sheffield", ""),
        Q("s", "What is the name of the Sheffield salon where Brogan worked?", "the Dog House, on Ecclesall Road", "doghouse", "dog house", "fragment"),
        Q("s", "What does Paige do for a living?", "she is a dental nurse", "paige", "dental nurse", "third-person-fact", True),
        Q("s", "What does Ellis's nan say about him becoming a dad?", "that he'll be a natural", "nan-dad", "natural", "third-person-fact"),
        Q("s", "Who beat the Anchor Arrows in the cup final?", "the Fishermen's Arms, 6 legs to 4", "darts-final", "fishermens arms", ""),
        Q("s", "Where did Kai work after he came back from Thailand?", "at the tram depot in Sheffield", "kai-job", "tram depot", "third-person-fact"),
        Q("s", "What mark did Brogan get in the practical for her level 3 certificate?", "91%", "level3", "91", ""),
        Q("s", "How much did Ellis and Paige pay for a cot and a pram?", "£150 for both", "cot", "150", ""),
        Q("s", "What happened to Ellis's nan in November 2024?", "she had a fall and cracked her pelvis", "nan", "cracked; pelvis", "third-person-fact"),
        Q("s", "What is the name of Ellis's daughter?", "Lily Mae", "lily", "lily mae", "", True),
        Q("s", "How much did Ellis's daughter weigh when she was born?", "7lb 2oz", "lily", "7lb 2oz", ""),
        Q("s", "Why did Brogan and Kai end it for good?", "he went back to Thailand on Boxing Day and didn't tell her until Christmas Eve", "kai-done", "thailand; xmas eve|boxing day", ""),
        Q("s", "Who does Brogan share a flat with?", "her friend Shannon", "flat", "shannon", "", True),
        Q("s", "How many cardigans had Ellis's nan knitted for Lily by the end of January 2025?", "three", "nan-home", "3 cardigans", ""),
        Q("s", "Who looks after Lily on Tuesdays?", "Paige's mum", "childcare", "paiges mum; tuesdays", ""),
        Q("s", "Where does Brogan work now?", "at Waggy Tails in Rotherham, as head groomer", "back-waggy", "waggy tails", "latest", True),
        Q("s", "Is Ellis still in the darts team?", "no, he had to give it up because of the baby", "darts-quit", "pack; lily", "latest"),
        Q("s", "What was Brogan's time in her first half marathon?", "2 hours 14 minutes", "half", "2hrs 14", ""),
        Q("s", "Who signed Brogan up for the half marathon?", "her flatmate Shannon", "signup", "shannon", ""),
        Q("t", "When did Brogan and Kai first split up?", "2024-06-02", "split", "split; last sunday", "relative-date"),
        Q("t", "When did Brogan move back in with her mum?", "2024-06-04", "mums", "mums; tuesday", "relative-date"),
        Q("t", "When did Ellis hit his first 180?", "2024-06-06", "180", "180; last thursday", "relative-date"),
        Q("t", "When is Brogan's birthday?", "2024-06-22", "birthday", "birthday; fortnight sat", "relative-date"),
        Q("t", "When did Brogan start at the Dog House?", "2024-09-02", "newjob", "start 2nd sept", "human-date"),
        Q("t", "When did the Anchor Arrows lose the cup final?", "2024-08-20", "darts-final", "cup final; tues", "relative-date"),
        Q("t", "In which month did Kai come back from Thailand?", "2024-10", "kai-back", "came back; oct", "human-date"),
        Q("t", "When did Ellis's nan have her fall?", "2024-11-09", "nan", "fall; sat", "relative-date"),
        Q("t", "When was Lily born?", "2025-01-16", "lily", "born 16th jan", "human-date"),
        Q("t", "When did Kai go back to Thailand for good?", "2024-12-26", "kai-done", "thailand; boxing day", "human-date"),
        Q("t", "When did Ellis's nan come home from hospital?", "2025-01-27", "nan-home", "home; monday", "relative-date fragment"),
        Q("t", "When did Brogan run her first half marathon?", "2025-04-20", "half", "half marathon; sunday", "relative-date"),
        Q("t", "When did Ellis run the Grimsby 10k in 52 minutes?", "2024-05", "no-10k", "52 mins; last may", "relative-date"),
        Q("t", "When did Ellis and Paige get together?", "2023-12", "paige", "together since xmas", "human-date"),
        Q("m", "How did Brogan and Kai's relationship change over the chat?", "they split in June 2024, got back together in October 2024 and split for good in December 2024", "split kai-back kai-done", {"split": "split", "kai-back": "another go", "kai-done": "done again"}, "event-chain latest"),
        Q("m", "Where has Brogan lived since her break-up with Kai?", "at her mum's, then in a flat in Hillsborough with Shannon", "mums flat", {"mums": "mums", "flat": "hillsborough"}, "event-chain latest"),
        Q("m", "Which salons has Brogan worked at, in order?", "Waggy Tails in Rotherham, the Dog House in Sheffield, then Waggy Tails again", "groomer doghouse back-waggy", {"groomer": "waggy tails", "doghouse": "dog house", "back-waggy": "waggy tails"}, "event-chain latest"),
        Q("m", "How early or late was Lily compared with her due date?", "two days early: due on 18 January, born on 16 January 2025", "due lily", {"due": "18th jan", "lily": "16th jan"}, "event-chain"),
        Q("m", "How old was Pickle in June 2024 and in January 2025?", "four, then five", "dogs pickle-5", {"dogs": "pickle; 4", "pickle-5": "5"}, "event-chain"),
        Q("o", "What is the capital of the country Kai went travelling in?", "Bangkok", "split", "thailand", ""),
        Q("o", "Which English county is Ellis's home town in?", "Lincolnshire", "hi", "grimsby", ""),
    ],
)
CONVERSATIONS.append(BROGAN_ELLIS)

EGLANTINE = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-02-27
User: Hello, I'm Eglantine. I'm a veterinary nurse at a practice in Malton, and I'd like help planning a surprise party for my husband Lorcan's fiftieth birthday on Saturday the 23rd of March. {job}
Assistant: Hello Eglantine! A fiftieth is worth celebrating. What does Lorcan enjoy?
User: Steam trains and folk music. He's a signalman on the heritage railway at Pickering, and he plays the melodeon in a morris side. {lorcan}
Assistant: Then a party at the railway station, with a folk band, would be perfect. Could you hire a carriage or the station tearoom?
User: The tearoom, I think; it holds sixty. Our son Fergal is flying home from Toronto for it, but Lorcan mustn't know. {fergal}
Assistant: How exciting. Fergal walking in would be the best surprise of all. How many guests are you expecting?
User: About fifty. And I'll need to keep the dogs away from the cake: we have three, two greyhounds and a terrier called Wispa. {dogs}
Assistant: Three dogs and a cake is a risk! Perhaps a friend could walk them during the party. Shall I draft an invitation?
User: Yes, please. Say the party starts at seven, and guests should arrive by half past six. {invite}
Assistant: Here's a draft: "Shh! Join us in the tearoom at Pickering station on Saturday 23 March at 6.30pm for Lorcan's surprise fiftieth."
@ 2024-05-14
User: Hi, it's Eglantine again. The party was a triumph, and Lorcan cried when Fergal walked in. Now I need help with something harder: a letter to my sister. {triumph}
Assistant: I'm so glad the party went well! What would you like the letter to say?
User: My sister Clodagh and her husband have separated, and she's moved to a flat in Scarborough. We haven't spoken since Christmas, after a silly row about our mother's house. {clodagh}
Assistant: I'm sorry. Shall the letter start with an apology, or with news?
User: With news, I think. Tell her that Mum has been in a care home in Helmsley since the 2nd of May, and that she asks for Clodagh every day. {mum}
Assistant: That's a gentle way in. Here's an opening: "Dear Clodagh, I wanted you to know that Mum moved to the care home in Helmsley on 2 May, and she asks for you every day."
User: Good. Then say I'm sorry about Christmas, and that I'd love to take her out for lunch on her birthday, the 9th of June. {lunch}
Assistant: "I'm sorry about Christmas. I'd love to take you out for lunch on your birthday, the 9th of June, if you'll let me."
User: Perfect. I've been working Wednesdays and Saturdays at the practice since April, so the 9th suits me; it's a Sunday. {schedule}
Assistant: Then the 9th of June works well. Would you like to add anything about Lorcan or Fergal?
@ 2024-09-03
User: Hello, Eglantine here. Good news: Clodagh and I made up over that lunch in June, and now she's asked me to help her move back to York. Can you give me a checklist for a house move? {made-up}
Assistant: That's lovely news. Here's a start: book the van, redirect the post, tell the council and the utilities, and pack one box of essentials for the first night. When is the move?
User: The 21st of September. Well, it was the 14th, but her buyer's mortgage was late. {move-date}
Assistant: Noted: the move is on the 21st of September. Do you have help with the heavy lifting?
User: Lorcan and two of the lads from his morris side. Lorcan retired from the railway at the end of August, by the way, so he has all the time in the world. {retired}
Assistant: Congratulations to Lorcan. A retired signalman and two morris men should make light work of it.
User: Let's hope so. And we have a new puppy, a greyhound called Juniper, who's twelve weeks old. So that's four dogs now. {juniper}
Assistant: Four dogs! You'll need someone to mind them on moving day. Shall I add that to the list?
User: Yes, please. Our neighbour Hamza will have them; he's looked after them every August since 2019, when we go to the Rosedale folk weekend. {hamza}
Assistant: Then I'll add: "Drop the four dogs at Hamza's by eight."
@ 2024-12-17
User: Hi, it's Eglantine. I need a few ideas for Christmas presents. Lorcan has been learning the fiddle since he retired, so something for that. {fiddle}
Assistant: A practice mute, a good set of strings or a book of folk tunes would all suit him. How is Clodagh settling in York?
User: Very well. She's got a job in a bookshop near the Shambles, and she's joined a choir. {clodagh-york}
Assistant: That sounds lovely. What about Fergal: will he be home for Christmas?
User: No, he's staying in Toronto with his girlfriend, Anouk, whose family he's meeting for the first time. I'd like to send him something that fits in an envelope. {fergal-anouk}
Assistant: A photo, a book token or a knitted scarf would all post easily. And for your mother in Harrogate?
User: She's in Helmsley, not Harrogate, in the care home. She loves lavender, so some lavender hand cream, I think. {correction}
Assistant: Sorry, my mistake: your mother is in the care home in Helmsley. Lavender hand cream is a lovely idea.
User: And something small for the practice: I've been made head nurse from January, so I'll be working Monday to Thursday instead of Wednesdays and Saturdays. {head-nurse}
Assistant: Congratulations! A tin of biscuits for the staff room is always welcome.
@ 2025-04-08
User: Hello, Eglantine again. Lorcan and I are going to Ireland for our thirtieth wedding anniversary, and I'd like an itinerary. Our anniversary is on the 17th of May, and we always go away for it. {anniversary}
Assistant: Thirty years! Congratulations. Where in Ireland would you like to go?
User: Kerry, where Lorcan's family comes from. We were going to fly on the 15th of May, but now we've moved it to the 3rd of June, because Juniper is having an operation on her leg on the 16th of May. {ireland-date}
Assistant: Poor Juniper. So you'll fly on the 3rd of June. How long will you stay?
User: Ten days. And Fergal is flying over to join us for the first weekend, with Anouk. They got engaged on Valentine's Day. {fergal-engaged}
Assistant: What lovely news! A family weekend in Kerry, then. Would you like a day on the Dingle peninsula?
User: Yes, please, and a day at Derrynane, because Lorcan's grandmother was born there. {derrynane}
Assistant: Here's a plan: fly to Kerry on 3 June, two days in Killarney, a day at Derrynane, a day on Dingle, and the weekend with Fergal and Anouk.
User: Lovely. Oh, and Mum turned ninety on Saturday. The care home made her a cake shaped like a lavender bush. {mum-90}
Assistant: Happy ninetieth to her! I'll leave a free day at the end of the trip for you both to rest.
""",
    [
        Q("s", "What does the user do for a living?", "she is a veterinary nurse at a practice in Malton", "job", "veterinary nurse", "second-person", True),
        Q("s", "What is the name of the user's husband?", "Lorcan", "job", "husband lorcan", "", True),
        Q("s", "What was Lorcan's job in early 2024?", "a signalman on the heritage railway at Pickering", "lorcan", "signalman", "third-person-fact"),
        Q("s", "What instrument does Lorcan play in his morris side?", "the melodeon", "lorcan", "melodeon", "third-person-fact"),
        Q("s", "Where does the user's son Fergal live?", "Toronto", "fergal", "toronto", "", True),
        Q("s", "Where was Lorcan's surprise fiftieth held?", "in the tearoom at Pickering station", "fergal", "tearoom", ""),
        Q("s", "Where did Clodagh move when she separated from her husband?", "to a flat in Scarborough", "clodagh", "scarborough", "third-person-fact"),
        Q("s", "Why had Eglantine and Clodagh stopped speaking?", "a row at Christmas about their mother's house", "clodagh", "row; mother's house|mothers house", ""),
        Q("s", "Where is the care home that Eglantine's mother lives in?", "Helmsley", "mum correction", {"mum": "helmsley", "correction": "helmsley"}, "", True),
        Q("s", "Who looks after Eglantine's dogs when she goes away?", "her neighbour Hamza", "hamza", "hamza", ""),
        Q("s", "What is the name of Eglantine's greyhound puppy?", "Juniper", "juniper", "juniper", ""),
        Q("s", "Where does Clodagh work in York?", "in a bookshop near the Shambles", "clodagh-york", "bookshop", "fragment third-person-fact"),
        Q("s", "What instrument has Lorcan been learning since he retired?", "the fiddle", "fiddle", "fiddle", ""),
        Q("s", "What does Eglantine's mother love?", "lavender", "correction", "lavender", ""),
        Q("s", "What is Eglantine's job from January 2025?", "head nurse at the practice", "head-nurse", "head nurse", "latest", True),
        Q("s", "Which days does Eglantine work from January 2025?", "Monday to Thursday", "head-nurse", "monday; thursday", "latest"),
        Q("s", "Why was the trip to Ireland moved to June?", "Juniper is having an operation on her leg", "ireland-date", "juniper; operation", ""),
        Q("s", "Where was Lorcan's grandmother born?", "Derrynane", "derrynane", "derrynane", ""),
        Q("s", "How old did Eglantine's mother turn in April 2025?", "ninety", "mum-90", "ninety", ""),
        Q("s", "What did the care home make for Eglantine's mother's birthday?", "a cake shaped like a lavender bush", "mum-90", "cake; lavender", ""),
        Q("t", "When was Lorcan's fiftieth birthday?", "2024-03-23", "job", "fiftieth; 23rd march", "human-date"),
        Q("t", "When did Eglantine's mother move into the care home?", "2024-05-02", "mum", "care home; 2nd may", "human-date"),
        Q("t", "When is Clodagh's birthday?", "2024-06-09", "lunch", "birthday; 9th june", "human-date"),
        Q("t", "When did Clodagh move back to York?", "2024-09-21", "move-date", "21st september", "latest human-date"),
        Q("t", "When did Lorcan retire from the railway?", "2024-08", "retired", "retired; end august", "human-date"),
        Q("t", "In which month did Eglantine start working Wednesdays and Saturdays?", "2024-04", "schedule", "wednesdays saturdays; april", "human-date"),
        Q("t", "In which month was Juniper born?", "2024-06", "juniper", "twelve weeks", "event-chain"),
        Q("t", "When did Fergal and Anouk get engaged?", "2025-02-14", "fergal-engaged", "engaged; valentine's day|valentines day", "human-date"),
        Q("t", "When is Eglantine and Lorcan's wedding anniversary?", "2025-05-17", "anniversary", "anniversary; 17th may", "human-date"),
        Q("t", "In which year did Eglantine and Lorcan get married?", "1995-05-17", "anniversary", "thirtieth; anniversary", "event-chain"),
        Q("t", "When do Eglantine and Lorcan fly to Ireland?", "2025-06-03", "ireland-date", "3rd june", "latest human-date"),
        Q("t", "When is Juniper's leg operation?", "2025-05-16", "ireland-date", "operation; 16th may", "human-date"),
        Q("t", "When did Eglantine's mother turn ninety?", "2025-04-05", "mum-90", "ninety; saturday", "relative-date"),
        Q("m", "How many dogs does Eglantine have now, and which?", "four: two greyhounds, a terrier called Wispa and Juniper, a greyhound puppy", "dogs juniper", {"dogs": "three; greyhounds", "juniper": "four dogs"}, "event-chain latest"),
        Q("m", "Did Eglantine and Clodagh make up after their row?", "yes, over lunch on Clodagh's birthday in June 2024", "clodagh made-up", {"clodagh": "haven't spoken|christmas", "made-up": "made up"}, "event-chain"),
        Q("m", "Who is Fergal engaged to, and when did they get engaged?", "Anouk, on Valentine's Day 2025", "fergal-anouk fergal-engaged", {"fergal-anouk": "anouk", "fergal-engaged": "engaged"}, "event-chain"),
        Q("m", "How did Eglantine's working days change between 2024 and 2025?", "from Wednesdays and Saturdays to Monday to Thursday", "schedule head-nurse", {"schedule": "wednesdays; saturdays", "head-nurse": "monday; thursday"}, "event-chain latest"),
        Q("m", "Where has Clodagh lived since her separation, in order?", "a flat in Scarborough, then York", "clodagh made-up", {"clodagh": "scarborough", "made-up": "york"}, "event-chain latest"),
        Q("o", "In which country does Eglantine's son live?", "Canada", "fergal", "toronto", ""),
        Q("o", "In which Irish province is the county Lorcan's family comes from?", "Munster", "ireland-date", "kerry", ""),
    ],
    user_label="Eglantine",
)
CONVERSATIONS.append(EGLANTINE)

EVANDER = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-07-02
User: Hi, I'm Evander. I restore stained glass for churches, from a workshop in Lancaster, and I need help writing a talk for the local history society on the 18th of July. {job}
Assistant: Hello Evander! What would you like the talk to be about?
User: The east window at St Wilfrid's, which I've just finished restoring. It took me fourteen months, and it has four hundred and twelve pieces of glass. {window}
Assistant: Fourteen months and 412 pieces is a story in itself. Shall we open with the moment you first saw the window?
User: Yes. That was in April last year, after a storm blew out a third of it. My apprentice Cerys found the missing angel's face in a hedge. {cerys}
Assistant: That's a wonderful opening: "In April 2023, a storm blew out a third of the east window, and my apprentice Cerys found the angel's face in a hedge."
User: Good. Keep it to twenty minutes, because I have to leave early: my daughter Marigold is in the school play that night. {marigold}
Assistant: Twenty minutes it is. What part is Marigold playing?
User: The Artful Dodger. She's eleven, and she's been practising the accent at breakfast for weeks. {dodger}
Assistant: She'll steal the show. Here's an outline for the twenty minutes: the storm, the hedge, the fourteen months, and the window today.
@ 2024-10-20
User: Hello, it's Evander. The talk went well, thank you. Now I'd like a recipe: I'm cooking dinner for someone on Friday, and I'm nervous. {dinner}
Assistant: How exciting! Who is the lucky guest?
User: Her name is Imelda. She's a conservator at the museum in Kendal, and we met when she came to see the St Wilfrid's window in August. {imelda}
Assistant: Lovely. Does Imelda have any foods she can't eat?
User: She's vegetarian, and she hates coriander. I'm divorced, by the way, so this is my first date in six years, and Marigold is staying at her mum's that night. {divorced}
Assistant: A mushroom and leek risotto would be a safe bet, or a roasted squash and goat's cheese tart. Neither needs coriander.
User: The tart, I think. I'll make it the night before, on Thursday, because Thursdays are my short day: I finish at two. {thursdays}
Assistant: Smart. So you'll bake on Thursday the 24th and serve it on Friday the 25th. What about pudding?
User: Something with apples. The tree in our garden gave us forty kilos this year. {apples}
Assistant: An apple and blackberry crumble, then. It's hard to get wrong, and it reheats well.
@ 2025-01-25
User: Hi, Evander here. I need help planning a weekend away in February, for two. {weekend}
Assistant: Hello Evander! Is this with Imelda?
User: Yes, we've been together since that dinner in October. She chose the place: a cottage in Wasdale, from the 14th to the 16th of February. {wasdale}
Assistant: Valentine's weekend in Wasdale, how romantic. Are you both keen walkers?
User: She is; I'm not. She's climbed all two hundred and fourteen Wainwrights, and I've climbed nine. {wainwrights}
Assistant: Then a gentle walk round the lake on the first day, and a climb of her choosing on the second.
User: Good. Can you also suggest a pub? My friend Oskar recommended one, but I've forgotten the name. He's just had a kidney transplant, so I didn't like to ask him again. {oskar}
Assistant: I'm sorry to hear about Oskar. The inn at Wasdale Head is the classic choice for walkers. How is he doing?
User: Home since Tuesday, and already bored. His brother gave him the kidney, which he says makes them even for a bike he broke in 1989. {oskar-home}
Assistant: What a brotherly gift. I'll put together a three-day plan for the cottage.
@ 2025-05-11
User: Hello, Evander again. I need a speech for my mum's eightieth birthday party, which is a week on Saturday. {mum-80}
Assistant: Hello Evander! What would you like the speech to cover?
User: She was a dinner lady for thirty years, she's run the village produce show since 1985, and she still swims in the lido every morning in summer. {mum}
Assistant: That's a life full of stories. So your mum was a school cook for twenty years?
User: Thirty years, not twenty, and a dinner lady, not a cook. She'll correct me in front of everyone if I get that wrong. {correction}
Assistant: Sorry, my mistake: thirty years as a dinner lady. I'll get that right in the speech.
User: And mention that she's moving in with Marigold and me in July. Imelda and I had planned to move in together this summer, but we've decided to keep our own houses, so the spare room is free. {mum-move}
Assistant: That's a generous thing to do. Shall I end with a toast to her and the produce show?
User: Yes. And one more thing: Marigold got into the county youth orchestra last week, on the clarinet. {orchestra}
Assistant: Congratulations to Marigold! I'll add a line about three generations under one roof.
@ 2025-09-06
User: Hi, it's Evander. I need help writing an advert for an apprentice. {advert}
Assistant: Hello Evander! Is Cerys leaving you?
User: She's finished her apprenticeship, and she's opening her own workshop in Ulverston on the 1st of October, so yes, in a way. I'm very proud of her. {cerys-leaving}
Assistant: That's the best way to lose an apprentice. What should the advert say?
User: That the apprentice will learn leading, painting and kiln work, four days a week, and that the pay starts at twelve pounds an hour. {advert-detail}
Assistant: Here's a start: "Stained-glass apprentice wanted in Lancaster. Learn leading, painting and kiln work, four days a week, from £12 an hour."
User: Good. Add that we're a small workshop. Since June it's been Imelda and me: she left the museum and joined me part-time. {imelda-joins}
Assistant: So the workshop is you and Imelda, with the apprentice as the third. How is your mum settling in?
User: Very well. She moved in on the 12th of July, and she's already reorganised the kitchen twice. She won first prize for her marrow at the produce show last Saturday. {mum-settled}
Assistant: A prize-winning marrow at eighty! I'll finish the advert and send it to you to check.
""",
    [
        Q("s", "What does the user do for a living?", "he restores stained glass for churches, from a workshop in Lancaster", "job", "stained glass", "second-person", True),
        Q("s", "Which window did Evander restore?", "the east window at St Wilfrid's", "window", "east window; st wilfrid's|wilfrids", ""),
        Q("s", "How many pieces of glass are in the east window at St Wilfrid's?", "412", "window", "four hundred twelve", ""),
        Q("s", "How long did Evander's restoration of the east window take?", "fourteen months", "window", "fourteen months", ""),
        Q("s", "Who found the missing angel's face, and where?", "Evander's apprentice Cerys, in a hedge", "cerys", "cerys; hedge", ""),
        Q("s", "Which part did Marigold play in the school play?", "the Artful Dodger", "dodger", "artful dodger", "pronoun"),
        Q("s", "How old was Marigold in July 2024?", "eleven", "dodger", "eleven", ""),
        Q("s", "What was Imelda's job when Evander met her?", "a conservator at the museum in Kendal", "imelda", "conservator", "third-person-fact"),
        Q("s", "Which food does Imelda hate?", "coriander", "divorced", "coriander", "third-person-fact"),
        Q("s", "What is Evander's marital status?", "divorced", "divorced", "divorced", "", True),
        Q("s", "Which day is Evander's short day at work?", "Thursday; he finishes at two", "thursdays", "thursdays", "", True),
        Q("s", "How many kilos of apples did Evander's tree give in 2024?", "forty", "apples", "forty kilos", ""),
        Q("s", "How many Wainwrights has Imelda climbed?", "all 214", "wainwrights", "two hundred fourteen", "third-person-fact"),
        Q("s", "Who gave Oskar a kidney?", "his brother", "oskar-home", "brother; kidney", "third-person-fact"),
        Q("s", "How long was Evander's mum a dinner lady?", "thirty years", "correction", "thirty years; dinner lady", "third-person-fact"),
        Q("s", "Since when has Evander's mum run the village produce show?", "since 1985", "mum", "produce show; 1985", "third-person-fact"),
        Q("s", "What instrument does Marigold play in the county youth orchestra?", "the clarinet", "orchestra", "clarinet", ""),
        Q("s", "Where is Cerys opening her own workshop?", "Ulverston", "cerys-leaving", "ulverston", "third-person-fact"),
        Q("s", "What pay does Evander offer his new apprentice?", "£12 an hour, four days a week", "advert-detail", "twelve pounds", ""),
        Q("s", "Who works with Evander in his workshop now?", "Imelda, part-time", "imelda-joins", "imelda; part time", "latest"),
        Q("s", "What did Evander's mum win first prize for at the produce show?", "her marrow", "mum-settled", "marrow", "third-person-fact"),
        Q("t", "When was Evander's talk to the local history society?", "2024-07-18", "job", "talk; 18th july", "human-date"),
        Q("t", "In which month did a storm blow out part of the St Wilfrid's window?", "2023-04", "cerys", "storm; april last year", "relative-date"),
        Q("t", "When was Evander's first dinner with Imelda?", "2024-10-25", "dinner", "dinner; friday", "relative-date"),
        Q("t", "In which month did Evander and Imelda meet?", "2024-08", "imelda", "met; august", "human-date"),
        Q("t", "When did Evander and Imelda's weekend in Wasdale start?", "2025-02-14", "wasdale", "wasdale; 14th february", "human-date"),
        Q("t", "When did Oskar come home after his kidney transplant?", "2025-01-21", "oskar-home", "home; tuesday", "relative-date fragment"),
        Q("t", "When was Evander's mum's eightieth birthday party?", "2025-05-24", "mum-80", "eightieth; week saturday", "relative-date"),
        Q("t", "When did Evander's mum move in with him?", "2025-07-12", "mum-settled", "moved; 12th july", "human-date"),
        Q("t", "When does Cerys open her own workshop?", "2025-10-01", "cerys-leaving", "workshop; 1st october", "human-date"),
        Q("t", "When did Evander's mum win first prize for her marrow?", "2025-08-30", "mum-settled", "marrow; last saturday", "relative-date"),
        Q("t", "In which month did Imelda join Evander's workshop?", "2025-06", "imelda-joins", "since june", "human-date"),
        Q("m", "How did Imelda's job change during the chat?", "from a conservator at the museum in Kendal to working part-time in Evander's workshop", "imelda imelda-joins", {"imelda": "conservator", "imelda-joins": "left museum; part time"}, "event-chain latest"),
        Q("m", "Did Evander and Imelda move in together?", "no: they planned to in summer 2025 but decided to keep their own houses", "wasdale mum-move", {"wasdale": "together", "mum-move": "keep; own houses"}, "event-chain"),
        Q("m", "Who lives in Evander's house now?", "Evander, his daughter Marigold and his mum, who moved in on 12 July 2025", "mum-move mum-settled", {"mum-move": "marigold", "mum-settled": "moved"}, "event-chain latest"),
        Q("m", "What happened to the apprentice who found the angel's face?", "Cerys finished her apprenticeship and is opening her own workshop in Ulverston", "cerys cerys-leaving", {"cerys": "cerys; angel's face|angels face", "cerys-leaving": "ulverston"}, "event-chain"),
        Q("o", "In which national park is Wasdale, where Evander went with Imelda?", "the Lake District", "wasdale", "wasdale", ""),
        Q("o", "Which novel does the part Marigold played come from?", "Oliver Twist, by Charles Dickens", "dodger", "artful dodger", ""),
    ],
    user_label="Evander",
)
CONVERSATIONS.append(EVANDER)

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
    S("past-event", NL, A_, "Florimond", "On Saturday our curling rink won the club championship by seven shots to five, and I threw the last stone.",
      [M("Florimond's curling rink won the club championship on 2024-01-13.", R, "florimond; curling|club championship; 2024-01-13")]),
    S("past-event", TL, B_, "Jaz", "passed my motorbike test monday, first go!!",
      [M("Jaz passed a motorbike test on 2024-06-10.", R, "jaz; motorbike test; 2024-06-10")]),
    S("past-event", NJ, C_, "Ottavia", "My husband Leopold fixed the church clock on Tuesday, and it struck twelve for the first time in nine years.",
      [M("Ottavia's husband Leopold fixed the church clock on 2024-09-24.", R, "leopold; church clock; 2024-09-24")]),
    S("past-event", UA, D_, "User", "I lent my neighbour my pressure washer the day after Boxing Day, and he still hasn't given it back. How do I ask for it nicely?",
      [M("The user lent a neighbour a pressure washer on 2024-12-27.", R, "user; pressure washer; 2024-12-27")]),
    S("past-event", JM, E_, "User", "I had my citizenship ceremony on Wednesday. No, sorry, it was last Thursday; Wednesday was the rehearsal. What should I do with the certificate?",
      [M("The user had a citizenship ceremony on 2025-05-15.", R, "user; citizenship ceremony; 2025-05-15")]),
    S("past-event", NL, F_, "Ysella", "The weekend before last I sang my first solo with the cathedral choir, at my cousin's wedding.",
      [M("Ysella sang a first solo with the cathedral choir at a cousin's wedding in September 2025.", R, "ysella; solo; 2025-09")]),
    S("past-event", TL, A_, "Dez", "finished my plastering course fri, passed w a merit",
      [M("Dez passed a plastering course with a merit on 2024-01-12.", R, "dez; plastering course; 2024-01-12")]),
    # durable facts about the speaker
    S("durable-fact", NL, B_, "Araminta", "I've been the lollipop lady outside St Brannock's for eleven years, so I know every child's name and most of their dogs'.",
      [M("Araminta is the lollipop lady outside St Brannock's school.", D, "araminta; lollipop lady")]),
    S("durable-fact", TL, C_, "Kayden", "moved in w my nan in scunthorpe last month, way cheaper than renting lol",
      [M("Kayden lives with his nan in Scunthorpe.", D, "kayden; nan; scunthorpe")]),
    S("durable-fact", NJ, D_, "Gottfried", "I've been deaf in my left ear since a motorbike accident in my twenties, so do sit on my right.",
      [M("Gottfried is deaf in his left ear.", D, "gottfried; deaf; left ear")]),
    S("durable-fact", UA, E_, "User", "Both my cats are diabetic, so I give them insulin at seven every morning and every evening.",
      [M("The user has two diabetic cats that need insulin twice a day.", D, "user; cats; diabetic")]),
    S("durable-fact", JM, F_, "User", "I'm a crane operator at the container port, so I work four days on and four days off.",
      [M("The user is a crane operator at the container port.", D, "user; crane operator")]),
    S("durable-fact", NL, A_, "Perdita", "Mondays are my long day: I teach swimming at the leisure centre from seven in the morning until nine at night.",
      [M("Perdita teaches swimming at the leisure centre on Mondays.", D, "perdita; swimming")]),
    # plans with a date
    S("plan", NL, C_, "Florimond", "We're driving up to Inverness a fortnight on Saturday for my father's seventieth.",
      [M("Florimond is driving to Inverness on 2024-10-19 for a father's seventieth birthday.", R, "florimond; inverness; 2024-10-19")]),
    S("plan", TL, D_, "Jaz", "not going to the school reunion on the 25th after all, cant face it",
      [M("Jaz is no longer going to the school reunion on 2025-01-25.", R, "jaz; reunion; 2025-01-25")]),
    S("plan", NJ, E_, "Ottavia", "Our vow renewal has moved twice, from the 7th to the 14th and now to Saturday the 21st of June, because the vicar broke his leg.",
      [M("Ottavia's vow renewal is on 2025-06-21.", R, "ottavia; vow renewal; 2025-06-21")]),
    S("plan", UA, F_, "User", "I'm flying to Lagos on Tuesday to see my grandmother for her hundredth birthday. What should I pack?",
      [M("The user is flying to Lagos on 2025-10-14 for a grandmother's hundredth birthday.", R, "user; lagos; 2025-10-14")]),
    S("plan", NL, B_, "Cadogan", "I start my new job at the ferry terminal on Monday, selling tickets and keeping the queues in order.",
      [M("Cadogan starts a new job at the ferry terminal on 2024-06-17.", R, "cadogan; ferry terminal; 2024-06-17")]),
    # facts about other people
    S("third-person-fact", NL, D_, "Araminta", "My brother Ignatius and his wife have split up after twenty years, and he's living in a caravan on Dad's farm.",
      [M("Araminta's brother Ignatius has split up with his wife.", R, "ignatius; split up"),
       M("Araminta's brother Ignatius is living in a caravan on their dad's farm.", R, "ignatius; caravan")]),
    S("third-person-fact", TL, E_, "Kayden", "my sisters had the baby!! a boy called reuben, 3 weeks old now n already bossing everyone",
      [M("Kayden's sister has a baby boy called Reuben, three weeks old in May 2025.", R, "kayden; reuben")]),
    S("third-person-fact", NJ, F_, "Gottfried", "My mum says she's selling the farm in the spring and moving to Carlisle, to be near my sister.",
      [M("Gottfried's mum plans to sell the farm and move to Carlisle.", R, "gottfried; mum; carlisle")]),
    S("third-person-fact", UA, A_, "User", "My boss told me she's retiring at Easter, and she wants me to take over the shop. How do I prepare?",
      [M("The user's boss is retiring at Easter, on 2024-03-31.", R, "user; boss; retiring; 2024-03-31")]),
    S("third-person-fact", JM, B_, "User", "My best friend Nkechi got engaged to her girlfriend on Saturday, at the top of Snowdon. What should I get them?",
      [M("The user's best friend Nkechi got engaged on 2024-06-08.", R, "nkechi; engaged; 2024-06-08")]),
    # short answers to a question in the context
    S("fragment-answer", NL, E_, "Cadogan", "A flower farm near Penzance, since March.",
      [M("Cadogan's daughter works at a flower farm near Penzance.", D, "cadogan; flower farm")],
      [("Lettice", "And where's your daughter working now?")]),
    S("fragment-answer", TL, F_, "Dez", "liam, hes a postie from doncaster lol",
      [M("Dez's new boyfriend is Liam, a postman from Doncaster.", D, "dez; liam|postie")],
      [("Kayden", "whos the new fella then")]),
    S("fragment-answer", NJ, A_, "Ottavia", "Out of hospital since Friday, and already back in her garden.",
      [M("Ottavia's mum came out of hospital on 2024-01-12.", R, "ottavia; hospital; 2024-01-12")],
      [("Perdita", "How's your mum?")]),
    S("fragment-answer", UA, C_, "User", "Fourteen weeks on Tuesday, and she's already chewed two sofas.",
      [M("The user's puppy was fourteen weeks old at the start of October 2024.", R, "user; puppy; fourteen weeks")],
      [("Assistant", "How old is your puppy now?")]),
    # temporary states
    S("recent-state", NL, F_, "Ysella", "I'm on crutches for the next six weeks, because I snapped my Achilles playing badminton.",
      [M("Ysella is on crutches after snapping an Achilles tendon playing badminton.", R, "ysella; crutches|achilles")]),
    S("recent-state", TL, B_, "Dez", "off work all week w tonsillitis, cant even swallow water",
      [M("Dez is off work with tonsillitis.", R, "dez; tonsillitis")]),
    S("recent-state", NJ, C_, "Gottfried", "I'm staying at my sister's in Keswick while our kitchen is rebuilt, probably until November.",
      [M("Gottfried is staying with his sister in Keswick while his kitchen is rebuilt.", R, "gottfried; keswick")]),
    S("recent-state", UA, D_, "User", "I'm living out of a suitcase this month, because our flat flooded on New Year's Eve.",
      [M("The user's flat flooded on 2024-12-31.", R, "user; flat; flooded; 2024-12-31")]),
    # requests that mention a fact in passing
    S("request-with-fact", UA, A_, "User", "My husband Aurelio is in hospital with pneumonia, so I'm on my own with the twins this week. What easy dinners can I make?",
      [M("The user's husband Aurelio is in hospital with pneumonia.", R, "aurelio; pneumonia")]),
    S("request-with-fact", JM, C_, "User", "Could you help me write a card? My granddaughter Soraya is being christened on Sunday, and I'm giving her my mother's silver spoon.",
      [M("The user's granddaughter Soraya is being christened on 2024-09-29.", R, "soraya; christened; 2024-09-29")]),
    S("request-with-fact", UA, E_, "User", "I've just been made deputy head of the primary school in Ambleside, so could you help me write a goodbye note to my old class?",
      [M("The user is deputy head of the primary school in Ambleside.", D, "user; deputy head")]),
    S("request-with-fact", JM, F_, "User", "I've just split up with Teodor, my boyfriend of six years, and I need help writing to his mum, who I'm still very fond of.",
      [M("The user has split up with Teodor, a boyfriend of six years.", R, "user; teodor; split up")]),
    # answers to the other person's "you ..."
    S("second-person", NL, A_, "Lettice", "I am, twelve of them this year, and two want to be astronauts.",
      [M("Lettice runs the Brownies on Thursdays.", D, "lettice; brownies")],
      [("Cadogan", "You're still running the Brownies on Thursdays, aren't you?")]),
    S("second-person", TL, C_, "Kayden", "yeh but nights now lol",
      [M("Kayden works nights at the car wash.", D, "kayden; car wash")],
      [("Jaz", "u still working at the car wash?")]),
    S("second-person", NJ, E_, "Ottavia", "Since March, yes, for my sins.",
      [M("Ottavia is the chair of the parish council.", D, "ottavia; parish council")],
      [("Florimond", "You're the new chair of the parish council, aren't you?")]),
    S("second-person", JM, D_, "User", "Yes, at a flight school near Coventry, since September.",
      [M("The user's son Bartholomew is training to be a pilot near Coventry.", D, "bartholomew; pilot")],
      [("Assistant", "You said your son Bartholomew is training to be a pilot?")]),
    # several facts in one sentence
    S("multi-fact", NL, B_, "Ysella", "I'm forty-one, I keep bees on the roof of the library, and my partner Jory and I have just bought a narrowboat.",
      [M("Ysella is forty-one.", D, "ysella; forty one"),
       M("Ysella keeps bees on the roof of the library.", D, "ysella; bees"),
       M("Ysella and her partner Jory bought a narrowboat.", R, "ysella|jory; narrowboat")]),
    S("multi-fact", TL, E_, "Jaz", "new job at the garden centre, sold my car, n me n ryan got engaged sat!!",
      [M("Jaz works at the garden centre.", D, "jaz; garden centre"),
       M("Jaz sold a car.", R, "jaz; sold; car"),
       M("Jaz and Ryan got engaged on 2025-05-17.", R, "jaz|ryan; engaged; 2025-05-17")]),
    S("multi-fact", NJ, F_, "Gottfried", "I've retired from the post office, my wife Hildegard has taken up the saxophone, and we're off to the Azores in March.",
      [M("Gottfried has retired from the post office.", D, "gottfried; retired; post office"),
       M("Gottfried's wife Hildegard has taken up the saxophone.", D, "hildegard; saxophone"),
       M("Gottfried and his wife Hildegard are going to the Azores in March 2026.", R, "gottfried|hildegard; azores; 2026-03")]),
    # notes
    S("note", NO, D_, None, "Note: Uncle Casimir's birthday is on the 4th of August every year, and he's allergic to shellfish.",
      [M("Uncle Casimir's birthday is on 4 August, and he is allergic to shellfish.", D, "casimir; august")]),
    S("note", UA, F_, "User", "Note to self: the window cleaner comes on the first Monday of every month.",
      [M("The user's window cleaner comes on the first Monday of every month.", D, "window cleaner; first monday")]),
    S("note", JM, B_, "User", "Note for later: my locker number at the swimming pool is 217.",
      [M("The user's locker number at the swimming pool is 217.", D, "locker; 217")]),
    # likes and dislikes
    S("preference", NL, C_, "Cadogan", "I can't stand musicals. I've fallen asleep in every one I've ever been dragged to.",
      [M("Cadogan cannot stand musicals.", D, "cadogan; musicals")]),
    S("preference", TL, A_, "Kayden", "pineapple on pizza is the only way fr",
      [M("Kayden loves pineapple on pizza.", D, "kayden; pineapple")]),
    S("preference", UA, B_, "User", "I much prefer cycling to work to driving, even in the rain; it clears my head.",
      [M("The user prefers cycling to work to driving.", D, "user; cycling")]),
    # answers whose subject is a pronoun
    S("pronoun-answer", NL, D_, "Lettice", "My son did. He spent the whole summer up a ladder.",
      [M("Lettice's son painted the mural on Lettice's garage.", R, "lettice; son; mural")],
      [("Cadogan", "Who painted that huge mural on your garage?")]),
    S("pronoun-answer", NJ, B_, "Ottavia", "My husband's. He restores old tractors for fun.",
      [M("The red tractor outside the church belongs to Ottavia's husband.", D, "ottavia; husband; tractor")],
      [("Perdita", "Whose is the red tractor parked outside the church?")]),
    # -- sentences that should form nothing --
    # chatter, jokes, quotes and what the speaker did not do
    S("chatter", NL, A_, "Florimond", "Right, that's the kettle boiling, back in five minutes!"),
    S("chatter", TL, B_, "Jaz", "lmaooo im crying"),
    S("chatter", NJ, C_, "Ottavia", "'I'll be back,' as the man said. Just popping to the shop!"),
    S("chatter", UA, D_, "User", "I've been crowned Queen of England, obviously. Anyway, can we carry on with the list?"),
    S("chatter", JM, E_, "User", "I didn't actually go to the gym today, I just thought about it very hard."),
    S("chatter", NL, F_, "Ysella", "We're going to need a bigger boat!"),
    # compliments
    S("compliment", NL, B_, "Araminta", "Your daughter Clemency sings like an angel; the whole church was in tears."),
    S("compliment", TL, C_, "Kayden", "ur new haircut is unreal, u look like a model"),
    S("compliment", NJ, D_, "Gottfried", "Your husband built a beautiful boat; you must be very proud of him."),
    S("compliment", UA, E_, "User", "You're much better at this than my accountant ever was!"),
    S("compliment", JM, F_, "User", "That's a brilliant answer, you've saved my bacon again."),
    S("compliment", NL, A_, "Perdita", "Your garden in Bampton looks like something out of a magazine."),
    # opinions about the world
    S("generic-opinion", NL, C_, "Florimond", "Nobody should have to work on a bank holiday."),
    S("generic-opinion", TL, D_, "Jaz", "mondays should be illegal"),
    S("generic-opinion", NJ, E_, "Ottavia", "I think every child should learn to swim before they're seven."),
    S("generic-opinion", UA, F_, "User", "Honestly, I think self-checkouts are the worst invention of the century."),
    S("generic-opinion", JM, A_, "User", "In my view, February is the longest month, whatever the calendar says."),
    S("generic-opinion", NL, B_, "Cadogan", "Trains in this country are far too expensive."),
    # hypotheticals, wishes and what someone else might do
    S("hypothetical", NL, D_, "Araminta", "I wish I'd become a vet instead of a lollipop lady."),
    S("hypothetical", TL, E_, "Kayden", "if i won the lottery id buy my nan a house in spain"),
    S("hypothetical", NJ, F_, "Gottfried", "My brother might take over the farm one day, if he ever comes back from Canada."),
    S("hypothetical", UA, A_, "User", "If my son moved to Australia, could I visit him on a tourist visa?"),
    S("hypothetical", JM, C_, "User", "I'd love to own a little bookshop by the sea one day."),
    S("hypothetical", NL, E_, "Lettice", "My neighbour says she might sell up and move to Portugal, but she says that every year."),
    # other people's opinions
    S("others-opinion", NL, F_, "Cadogan", "My mum thinks the new supermarket will kill the high street."),
    S("others-opinion", TL, A_, "Dez", "my mates reckon my new tattoo looks like a potato"),
    S("others-opinion", NJ, B_, "Gottfried", "My wife says I snore louder than the tractor."),
    S("others-opinion", UA, C_, "User", "My daughter says I spend far too much time on my phone. Is she right?"),
    S("others-opinion", JM, D_, "User", "My boss thinks I should apply for the manager's job. What do you think?"),
    S("others-opinion", NL, E_, "Ysella", "Jory's sister thinks the narrowboat is a terrible idea."),
    # passing moods
    S("passing-mood", NL, A_, "Lettice", "I'm so tired I could sleep for a week."),
    S("passing-mood", TL, B_, "Kayden", "bored out of my mind rn"),
    S("passing-mood", NJ, C_, "Ottavia", "I'm in such a good mood, the sun is finally out!"),
    S("passing-mood", UA, D_, "User", "I'm feeling a bit low today, to be honest."),
    S("passing-mood", JM, E_, "User", "I'm really nervous this morning, sorry if I'm rambling."),
    S("passing-mood", NL, F_, "Florimond", "Ugh, my head is pounding today."),
    # questions
    S("question", NL, B_, "Lettice", "Is your brother Ignatius still living in that caravan on your dad's farm?"),
    S("question", TL, C_, "Jaz", "did ur mum ever sell her car to that bloke from work"),
    S("question", NJ, D_, "Perdita", "Are you and Leopold still going to Crete for your anniversary?"),
    S("question", UA, E_, "User", "How long does the ferry from Fishguard to Rosslare take?"),
    S("question", JM, F_, "User", "What's the best way to get red wine out of a carpet?"),
    S("question", NL, A_, "Ysella", "Did your daughter get the job at the lighthouse museum in the end?"),
    # thanks
    S("thanks", NL, C_, "Perdita", "Thank you for the lovely flowers, they cheered me right up."),
    S("thanks", TL, D_, "Dez", "thanks for the lift sat, ur a legend"),
    S("thanks", UA, B_, "User", "Thanks, that's exactly what I needed."),
    S("thanks", JM, A_, "User", "Thank you so much, I'll give that a go tonight."),
    # an assistant's suggestions
    S("assistant-suggestion", UA, C_, "Assistant", "You could make a slow-cooker beef stew; it's cheap and it feeds a crowd.", [],
      [("User", "What can I cook for twelve people on a budget?")]),
    S("assistant-suggestion", JM, D_, "Assistant", "A weekend in Bruges would be lovely in the spring; the canals are beautiful.", [],
      [("User", "Where should I go for a short city break?")]),
    S("assistant-suggestion", UA, F_, "Assistant", "Perhaps a framed map of the place where you met would make a thoughtful anniversary present.", [],
      [("User", "What should I get my wife for our anniversary?")]),
    S("assistant-suggestion", JM, B_, "Assistant", "You could start with a couch-to-5k plan; it builds up slowly over nine weeks.", [],
      [("User", "How do I get into running?")]),
]


if __name__ == "__main__":
    raise SystemExit(main())
