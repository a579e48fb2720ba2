# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the twenty-eighth development recall set (this folder), written blind as held-out 28.

All of the material below was typed by hand for this set: six dated conversations with
their questions (``CONVERSATIONS``) and a hundred labelled sentences (``SENTENCES``). Three
pair chats are written in proper case and whole sentences by two people who keep in touch for
more than a year, the fourth pair texts in lower case, and of the two assistant chats one user
writes in proper case and the other in short lower-case bursts. The script numbers the turns,
resolves the labels the questions cite into turn ids, runs the checks of the blind brief
(``bench/_handwritten.py``) and writes the four files::

    uv run python bench/data/recall-dev28/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev28/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho28"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev28/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the twenty-eighth held-out set; "
        "a development set since 2026-12-07"
    )
    return blind_set_files(PREFIX, CONVERSATIONS, SENTENCES, written_by)


def main() -> int:
    return write_or_check(HERE, build())


# -- material -------------------------------------------------------------------------------------
# Every name, place, job, title and thing was chosen for this set and looked up in the other
# sets' READMEs and the development sets' material before it was used.

CONVERSATIONS: list[Conv] = []
SENTENCES: list[S] = []


# -- conversations --
# Every session is on a Saturday; a relative date in a question counts from its session.

KHAMLA_BOUNMY = Conv(
    "pair",
    "named_lines",
    ["Khamla", "Bounmy"],
    """
@ 2024-02-03
Khamla: Bounmy, how are the elephants? Thongdy has his first tooth! It came through on Wednesday, and none of us slept for a week before it. {tooth}
Bounmy: A tooth already, and he's only four months old! The elephants are fine. I'm still a mahout at the camp on the Nam Khan, and Mae Bua Kham is my own elephant now. {job}
Khamla: Your own elephant! Is she the old one who steals bananas from the tourists? {ask-elephant}
Bounmy: That's her. She's forty-one and eats two hundred kilos a day. {elephant}
Khamla: We're holding the baci for Thongdy on the 24th of February at Mum's house in Vientiane. Can you come? {baci}
Bounmy: I'll ask for the days off. Who is tying the strings? {ask-strings}
Khamla: Uncle Viengkeo will lead it. He did yours and mine too. {strings}
Bounmy: Good. I've got a housemate now, by the way. Somphone from the camp moved into the back room in January, and we split the rent and the bills in half. {housemate}
Khamla: Is he tidy? {ask-tidy}
Bounmy: Tidier than me. He made a chores rota and stuck it on the fridge: I do the floors on Mondays and Thursdays, and he does all the cooking. {rota}
Khamla: I've gone back to work at the civil registry, three days a week. A childminder, Mrs Manivanh, has Thongdy on Mondays, Wednesdays and Fridays. {childminder}
Bounmy: Does she charge much? {ask-charge}
Khamla: 600,000 kip a month. Phet says she's worth every kip. {charge}
Bounmy: Phet is right for once. And the Mandarin? {ask-mandarin}
Khamla: A forty-day streak on the app, and I start the evening class at the teachers' college... no, at the university's language centre, on Tuesday. {mandarin}
Bounmy: Say something clever to me in Mandarin at the baci, then. {clever}
@ 2024-05-18
Bounmy: How did the first Mandarin exam go? {ask-exam}
Khamla: I passed level one on the 27th of April, 182 out of 200. My teacher, Ms Keo, says I should go straight into level two. {exam}
Bounmy: 182! And how is Thongdy? {ask-thongdy}
Khamla: He said his first word on Sunday. It was "pa", for Phet, not "mae". I'm not speaking to either of them. {word}
Bounmy: Ha! The baci was lovely, by the way. Mum cried when Uncle Viengkeo tied the first string. {baci-done}
Khamla: Everyone cried. Sixty people came, and Thongdy slept through all of it. How's the house? {ask-house}
Bounmy: Quiet now, but we had a row with the neighbours over their sound system. It went on till two every night, so Somphone went round and unplugged it. {noise}
Khamla: He did not! {ask-unplug}
Bounmy: Well, that was me, not Somphone. He just watched from the gate. {denial}
Khamla: I got a parking fine outside the registry on the 2nd of May, 150,000 kip. The sign was hidden behind a tree, so I've appealed. {fine}
Bounmy: Take a photo of the tree. My passport is finally renewed: I applied in March and it came on the 10th of May, after seven weeks. {passport}
Khamla: Seven weeks! What do you need it for? {ask-passport}
Bounmy: The camp is sending me on a training course with other mahouts in July, three weeks in Lampang. {training}
Khamla: Take Mae Bua Kham's banana money with you. {joke-bananas}
@ 2024-08-24
Khamla: Are you all right? The news showed the Nam Khan over the road in Luang Prabang. {ask-flood}
Bounmy: We're fine, but the storm on Tuesday night brought the big banyan tree down on our shed, and it crushed my motorbike. {tree}
Khamla: Your motorbike! Was there a power cut too? {ask-power}
Bounmy: Nineteen hours, from Tuesday night to Wednesday evening. The neighbours with the sound system lent us their generator, so we're friends again. {power}
Khamla: Saved by the noisy neighbours. Is the bike insured? {ask-insured}
Bounmy: It is. I've made a claim, and the man from the insurance company came on Thursday and took photos. {claim}
Khamla: Good news here: I won the appeal! They cancelled the parking fine because of the hidden sign. {appeal}
Bounmy: Justice at last. Lampang was good, by the way. I learnt more cooking than elephant care, and I came home on the 4th of August. {lampang}
Khamla: And the day after you got back, Thongdy took his first steps, from the sofa to Phet's chair! {steps}
Bounmy: I'm sorry I missed it! Is he still waking up at night? {ask-sleep}
Khamla: Every two hours for most of July. Mrs Manivanh says it's his back teeth. {sleepless}
Bounmy: Somphone is moving out at the end of September, by the way. He's marrying a girl from Pakse. {moveout}
Khamla: Will you let his room? {ask-let}
Bounmy: If I find someone quiet, I'll let it for 800,000 kip a month. {let-hypo}
Khamla: Ask Mae Bua Kham, she's quiet. {joke}
@ 2024-12-07
Bounmy: The insurance paid at last: 3,400,000 kip for the motorbike, but nothing for the shed. {payout}
Khamla: Better than nothing. Did you buy another bike? {ask-bike}
Bounmy: A second-hand blue one from Somphone's brother, for 2,900,000 kip. {bike}
Khamla: And the room? {ask-room}
Bounmy: Let since the 1st of November to a nursing student from Pakse called Sengdao. She pays 800,000 a month and plays nothing louder than a radio. {tenant}
Khamla: Perfect. Thongdy has started at a nursery near the registry on Tuesdays and Thursdays, and Mrs Manivanh still has him on Mondays and Fridays. {nursery}
Bounmy: What about Wednesdays? {ask-wed}
Khamla: Phet has Wednesdays off now. Thongdy told him on Wednesday that the moon is the sky's egg. {saying}
Bounmy: A poet already. My band has its first gig at last! We're playing at the bar by the night market on the 14th of December. {gig}
Khamla: Your band? Since when? {ask-band}
Bounmy: Since September. There are four of us from the camp, I play the khene, and we're called the Banyan Four, after the tree. {band}
Khamla: Ha! My Mandarin streak is at 150 days now, and I passed level two on the 16th of November. {level2}
Bounmy: You'll be in Beijing next. {ask-trip}
Khamla: Kunming, actually. Phet and I are planning a trip in March, our first without Thongdy. Mum will keep him. {kunming}
@ 2025-04-12
Khamla: How did the gig go in the end? {ask-gig}
Bounmy: It didn't happen on the 14th. The bar's roof leaked in the rain, so they moved it to the 11th of January, and sixty people came. {gig-moved}
Khamla: Sixty! Mum says you were louder than the neighbours' sound system. {mum-opinion}
Bounmy: Mum has never heard us. How was Kunming? {ask-kunming}
Khamla: We didn't go in March after all. Thongdy had a fever, so we went on the 5th of April instead, for four days, and I ordered noodles in Mandarin all by myself. {kunming-done}
Bounmy: Did the visa take long? {ask-visa}
Khamla: Eleven days, and they sent the photos back twice. {visa}
Bounmy: Sengdao is moving out in June. She's got a job at the hospital in Vientiane. {sengdao}
Khamla: Then she can mind Thongdy for us. He's eighteen months and runs everywhere now. {runs}
Bounmy: Mae Bua Kham has retired, by the way. The vet says her knees are too old for the tourists, so she lives in the forest part of the camp now, and I'm training a young one, Mae Phonsy. {retired}
Khamla: Poor old thing. Will you still visit her? {ask-visit}
Bounmy: Every Sunday morning, with bananas. {visit}
Khamla: My news: the registry has promoted me. I'm head of the archives from May. {promotion}
Bounmy: Head of the archives! Phet will have to call you boss. {joke-boss}
""",
    [
        Q(
            "t",
            "When did Thongdy's first tooth come through?",
            "2024-01-31",
            "tooth",
            "tooth; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "How old was Thongdy when his first tooth came through?",
            "four months old",
            "job",
            "four months",
        ),
        Q(
            "m",
            "What is Bounmy's job?",
            "a mahout at the elephant camp on the Nam Khan",
            "job elephant",
            {"job": "mahout", "elephant": "forty-one"},
            memory=True,
        ),
        Q("s", "What is the name of Bounmy's elephant?", "Mae Bua Kham", "job", "mae bua kham"),
        Q(
            "s",
            "How old was Mae Bua Kham in February 2024?",
            "forty-one",
            "elephant",
            "forty-one",
            "pronoun",
        ),
        Q(
            "s",
            "How much does Mae Bua Kham eat a day?",
            "two hundred kilos",
            "elephant",
            "two hundred kilos",
        ),
        Q(
            "s",
            "What does Mae Bua Kham steal from the tourists?",
            "bananas",
            "ask-elephant",
            "bananas; tourists",
        ),
        Q(
            "t",
            "When was Thongdy's baci planned for?",
            "2024-02-24",
            "baci",
            "baci; 24th; february",
        ),
        Q(
            "s",
            "Where was Thongdy's baci held?",
            "at Khamla's mum's house in Vientiane",
            "baci",
            "mum's house; vientiane",
        ),
        Q(
            "m",
            "Who led the tying of the strings at Thongdy's baci?",
            "Uncle Viengkeo",
            "ask-strings strings",
            {"ask-strings": "strings", "strings": "viengkeo"},
        ),
        Q(
            "s",
            "Who is Bounmy's housemate in early 2024?",
            "Somphone from the camp",
            "housemate",
            "somphone",
        ),
        Q(
            "s",
            "How do Bounmy and Somphone split the rent and bills?",
            "in half",
            "housemate",
            "half",
        ),
        Q("s", "When did Somphone move in with Bounmy?", "in January 2024", "housemate", "january"),
        Q("s", "Who made the chores rota in Bounmy's house?", "Somphone", "rota", "rota"),
        Q(
            "s",
            "Which chores does Bounmy do on the rota, and on which days?",
            "the floors, on Mondays and Thursdays",
            "rota",
            "floors; mondays; thursdays",
        ),
        Q(
            "s",
            "Who does the cooking in Bounmy's house?",
            "Somphone does all the cooking",
            "rota",
            "cooking",
        ),
        Q(
            "s",
            "Where does Khamla work?",
            "at the civil registry",
            "childminder",
            "civil registry",
            memory=True,
        ),
        Q(
            "s",
            "How many days a week did Khamla go back to work?",
            "three days a week",
            "childminder",
            "three days",
        ),
        Q(
            "s",
            "What is the name of Thongdy's childminder?",
            "Mrs Manivanh",
            "childminder",
            "manivanh",
        ),
        Q(
            "s",
            "On which days does Mrs Manivanh have Thongdy in early 2024?",
            "Mondays, Wednesdays and Fridays",
            "childminder",
            "mondays; wednesdays; fridays",
        ),
        Q(
            "m",
            "How much does Khamla's childminder charge?",
            "600,000 kip a month",
            "ask-charge charge",
            {"ask-charge": "charge", "charge": "600"},
            "fragment",
        ),
        Q("s", "Who says the childminder is worth every kip?", "Phet", "charge", "phet"),
        Q(
            "s",
            "How long was Khamla's Mandarin app streak in February 2024?",
            "forty days",
            "mandarin",
            "forty-day|forty",
        ),
        Q(
            "s",
            "Where does Khamla take her Mandarin evening class?",
            "at the university's language centre",
            "mandarin",
            "university; language centre",
        ),
        Q(
            "t",
            "When did Khamla's Mandarin evening class start?",
            "2024-02-06",
            "mandarin",
            "tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Khamla pass Mandarin level one?",
            "2024-04-27",
            "exam",
            "level one; 27th; april",
        ),
        Q(
            "s",
            "What score did Khamla get in her Mandarin level one exam?",
            "182 out of 200",
            "exam",
            "182",
        ),
        Q("s", "Who is Khamla's Mandarin teacher?", "Ms Keo", "exam", "keo"),
        Q(
            "t",
            "When did Thongdy say his first word?",
            "2024-05-12",
            "word",
            "first word; sunday",
            "relative-date",
        ),
        Q("s", "What was Thongdy's first word?", '"pa", for Phet', "word", "pa; phet"),
        Q(
            "s",
            "Who cried when the first string was tied at the baci?",
            "Bounmy's mum",
            "baci-done",
            "mum; cried",
        ),
        Q("s", "How many people came to Thongdy's baci?", "sixty", "ask-house", "sixty"),
        Q(
            "s",
            "What did Bounmy's household row with the neighbours about?",
            "their sound system playing till two every night",
            "noise",
            "sound system; two",
        ),
        Q(
            "m",
            "Who really unplugged the neighbours' sound system?",
            "Bounmy, not Somphone",
            "noise denial",
            {"noise": "unplugged", "denial": "somphone"},
        ),
        Q(
            "s",
            "What did Somphone do when the sound system was unplugged?",
            "he watched from the gate",
            "denial",
            "gate",
        ),
        Q(
            "t",
            "When did Khamla get a parking fine?",
            "2024-05-02",
            "fine",
            "parking fine; 2nd; may",
        ),
        Q("s", "How much was Khamla's parking fine?", "150,000 kip", "fine", "150"),
        Q(
            "s",
            "Why did Khamla appeal her parking fine?",
            "the sign was hidden behind a tree",
            "fine",
            "sign; tree",
        ),
        Q(
            "m",
            "Did Khamla win her parking fine appeal?",
            "yes, the fine was cancelled because of the hidden sign",
            "fine appeal",
            {"fine": "appealed", "appeal": "won; appeal"},
        ),
        Q(
            "t",
            "When did Bounmy's renewed passport arrive?",
            "2024-05-10",
            "passport",
            "passport; 10th; may",
        ),
        Q(
            "s",
            "How long did Bounmy's passport renewal take?",
            "seven weeks",
            "passport",
            "seven weeks",
        ),
        Q(
            "m",
            "Why did Bounmy need his passport?",
            "for a three-week training course for mahouts in Lampang",
            "passport training",
            {"passport": "passport", "training": "lampang; training"},
        ),
        Q(
            "t",
            "When did Bounmy's training course in Lampang take place?",
            "2024-07",
            "training",
            "july; lampang",
        ),
        Q(
            "s",
            "How long was Bounmy's training course in Lampang?",
            "three weeks",
            "training",
            "three weeks",
        ),
        Q(
            "t",
            "When did the storm bring the banyan tree down on Bounmy's shed?",
            "2024-08-20",
            "tree",
            "banyan; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "What did the fallen banyan tree damage?",
            "Bounmy's shed and his motorbike",
            "tree",
            "shed; motorbike",
        ),
        Q(
            "s",
            "How long was Bounmy's power cut after the storm?",
            "nineteen hours",
            "power",
            "nineteen hours",
        ),
        Q(
            "s",
            "Who lent Bounmy a generator?",
            "the neighbours with the sound system",
            "power",
            "neighbours; generator",
        ),
        Q(
            "t",
            "When did the man from the insurance company come to see Bounmy's motorbike?",
            "2024-08-22",
            "claim",
            "insurance; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Bounmy learn more of in Lampang than elephant care?",
            "cooking",
            "lampang",
            "cooking",
        ),
        Q("t", "When did Bounmy come home from Lampang?", "2024-08-04", "lampang", "4th; august"),
        Q(
            "t",
            "When did Thongdy take his first steps?",
            "2024-08-05",
            "lampang steps",
            {"lampang": "4th; august", "steps": "first steps"},
            "event-chain",
        ),
        Q(
            "s",
            "Where did Thongdy walk in his first steps?",
            "from the sofa to Phet's chair",
            "steps",
            "sofa; chair",
        ),
        Q(
            "s",
            "How often was Thongdy waking at night in July 2024?",
            "every two hours",
            "sleepless",
            "two hours",
        ),
        Q(
            "s",
            "What did Mrs Manivanh say was waking Thongdy at night?",
            "his back teeth",
            "sleepless",
            "back teeth",
        ),
        Q(
            "t",
            "When was Somphone moving out of Bounmy's house?",
            "2024-09",
            "moveout",
            "september",
        ),
        Q(
            "s",
            "Why did Somphone move out?",
            "he was marrying a girl from Pakse",
            "moveout",
            "marrying; pakse",
        ),
        Q(
            "s",
            "How much did Bounmy say he'd let Somphone's room for if he found someone quiet?",
            "800,000 kip a month",
            "let-hypo",
            "800",
        ),
        Q(
            "s",
            "How much did the insurance pay Bounmy for his motorbike?",
            "3,400,000 kip",
            "payout",
            "3,400,000|400",
        ),
        Q("s", "What did the insurance not pay for?", "the shed", "payout", "shed"),
        Q(
            "s",
            "Who sold Bounmy his second-hand motorbike?",
            "Somphone's brother",
            "bike",
            "somphone's brother|brother",
        ),
        Q(
            "s",
            "How much did Bounmy pay for his second-hand bike, and what colour is it?",
            "2,900,000 kip; blue",
            "bike",
            "900; blue",
        ),
        Q(
            "s",
            "Who rents Bounmy's spare room from November 2024?",
            "Sengdao, a nursing student from Pakse",
            "tenant",
            "sengdao",
        ),
        Q(
            "t",
            "Since when has Sengdao rented Bounmy's room?",
            "2024-11-01",
            "tenant",
            "1st; november",
        ),
        Q(
            "m",
            "How much rent does Sengdao pay?",
            "800,000 kip a month",
            "let-hypo tenant",
            {"let-hypo": "kip", "tenant": "800"},
        ),
        Q(
            "s",
            "Which days is Thongdy at nursery?",
            "Tuesdays and Thursdays",
            "nursery",
            "tuesdays; thursdays",
        ),
        Q(
            "m",
            "Who looks after Thongdy on Wednesdays from late 2024?",
            "Phet, who has Wednesdays off",
            "ask-wed saying",
            {"ask-wed": "wednesdays", "saying": "phet"},
        ),
        Q(
            "m",
            "On which days did Mrs Manivanh stop minding Thongdy after he started nursery?",
            "Wednesdays",
            "childminder nursery",
            {"childminder": "wednesdays", "nursery": "mondays; fridays"},
            "latest",
        ),
        Q("s", "What did Thongdy say the moon is?", "the sky's egg", "saying", "sky's egg|egg"),
        Q(
            "t",
            "When was the Banyan Four's first gig planned for?",
            "2024-12-14",
            "gig",
            "gig; 14th; december",
        ),
        Q(
            "s",
            "Where was Bounmy's band's first gig to be?",
            "at the bar by the night market",
            "gig",
            "night market; bar",
        ),
        Q("s", "What instrument does Bounmy play in his band?", "the khene", "band", "khene"),
        Q(
            "s",
            "What is Bounmy's band called, and why?",
            "the Banyan Four, after the tree",
            "band",
            "banyan four",
        ),
        Q(
            "s",
            "Since when has Bounmy been in a band?",
            "since September 2024",
            "band",
            "september",
        ),
        Q(
            "s",
            "How long was Khamla's Mandarin streak in December 2024?",
            "150 days",
            "level2",
            "150 days",
        ),
        Q(
            "m",
            "How much did Khamla's Mandarin streak grow between February and December 2024?",
            "from forty days to 150 days",
            "mandarin level2",
            {"mandarin": "forty-day|forty", "level2": "150"},
        ),
        Q(
            "t",
            "When did Khamla pass Mandarin level two?",
            "2024-11-16",
            "level2",
            "level two; 16th; november",
        ),
        Q(
            "s",
            "Where were Khamla and Phet planning to go without Thongdy?",
            "Kunming",
            "kunming",
            "kunming",
        ),
        Q(
            "s",
            "Who was going to keep Thongdy during the Kunming trip?",
            "Khamla's mum",
            "kunming",
            "mum",
        ),
        Q(
            "t",
            "When did the Banyan Four's gig finally happen?",
            "2025-01-11",
            "gig-moved",
            "11th; january",
        ),
        Q(
            "s",
            "Why was the band's gig moved?",
            "the bar's roof leaked in the rain",
            "gig-moved",
            "roof; leaked",
        ),
        Q(
            "m",
            "How many people came to the Banyan Four's gig, and where was it?",
            "sixty, at the bar by the night market",
            "gig gig-moved",
            {"gig": "night market", "gig-moved": "sixty"},
        ),
        Q(
            "s",
            "What does Khamla's mum say about Bounmy's band?",
            "that they were louder than the neighbours' sound system",
            "mum-opinion",
            "louder",
        ),
        Q(
            "t",
            "When did Khamla and Phet go to Kunming?",
            "2025-04-05",
            "kunming-done",
            "5th; april",
        ),
        Q(
            "m",
            "Why did Khamla's trip to Kunming move from March to April?",
            "Thongdy had a fever",
            "kunming kunming-done",
            {"kunming": "march", "kunming-done": "fever"},
        ),
        Q(
            "s",
            "How long were Khamla and Phet in Kunming?",
            "four days",
            "kunming-done",
            "four days",
        ),
        Q(
            "s",
            "What did Khamla order in Mandarin in Kunming?",
            "noodles",
            "kunming-done",
            "noodles",
        ),
        Q(
            "m",
            "How long did Khamla's visa for Kunming take?",
            "eleven days",
            "ask-visa visa",
            {"ask-visa": "visa", "visa": "eleven days"},
            "fragment",
        ),
        Q("t", "When was Sengdao moving out of Bounmy's house?", "2025-06", "sengdao", "june"),
        Q(
            "s",
            "Why is Sengdao moving out?",
            "she has a job at the hospital in Vientiane",
            "sengdao",
            "hospital; vientiane",
            "third-person-fact",
        ),
        Q("s", "How old was Thongdy in April 2025?", "eighteen months", "runs", "eighteen months"),
        Q(
            "s",
            "Why did Mae Bua Kham retire?",
            "the vet says her knees are too old for the tourists",
            "retired",
            "knees",
        ),
        Q(
            "s",
            "Which elephant is Bounmy training after Mae Bua Kham retired?",
            "Mae Phonsy",
            "retired",
            "mae phonsy",
        ),
        Q(
            "s",
            "Where does Mae Bua Kham live now?",
            "in the forest part of the camp",
            "retired",
            "forest",
        ),
        Q(
            "m",
            "How often does Bounmy visit Mae Bua Kham, and what does he bring?",
            "every Sunday morning, with bananas",
            "ask-visit visit",
            {"ask-visit": "visit", "visit": "sunday; bananas"},
            "fragment",
        ),
        Q(
            "s",
            "What job does Khamla have at the registry from May 2025?",
            "head of the archives",
            "promotion",
            "head; archives",
            memory=True,
        ),
        Q(
            "o",
            "Which country do Khamla and Bounmy live in?",
            "Laos, going by Vientiane, the khene and the baci",
            "baci",
            "vientiane",
        ),
    ],
)
CONVERSATIONS.append(KHAMLA_BOUNMY)


DILNOZA_SHERZOD = Conv(
    "pair",
    "timestamped_lines",
    ["dilnoza", "sherzod"],
    """
@ 2024-01-20
sherzod: dilya!! survived the samarkand cold? {hello}
dilnoza: barely. no gas tues to fri, 3 days. neighbour lent us her electric heater {gas}
sherzod: tashkent too. power cut wed night, 6 hrs. metro still ran tho {power}
dilnoza: ofc it did. still driving the red line? {ask-job}
sherzod: yep. 4 yrs in march. early shifts now, 5am {job}
dilnoza: 5am!! hows the flat {ask-flat}
sherzod: otabek n jasur. we split everything in 3. rent is 4.5 mln so 1.5 each {flat}
dilnoza: n the washing up? {ask-chores}
sherzod: rota on the fridge. mine is bins n bathroom, tues n sat {rota}
dilnoza: lol. baby due in may btw. a girl {due}
sherzod: !!!! congrats. bobur knows? {ask-bobur}
dilnoza: he says hes getting a brother. hes 2 n a half, v sure of himself {bobur}
sherzod: ha. my arabic course starts mon, level a1, evenings {arabic}
dilnoza: arabic?? why {ask-why}
sherzod: cousin farrukh drives buses in muscat, says they want drivers w arabic. maybe a job there next yr {why}
@ 2024-04-13
dilnoza: passed?? {ask-a1}
sherzod: a1 done, 91%. ustoz nodira says im her best student. she says that to all of us {a1}
dilnoza: lol. app streak? {ask-streak}
sherzod: 63 days {streak}
dilnoza: my photo got in!! the registan in snow. regional photo contest, the exhibition opens fri at the art house {photo}
sherzod: omg. r u winning? {ask-win}
dilnoza: results on the night. aunt gulnora says ill win, she says that abt everything {gulnora}
sherzod: got a parking fine last week, 340k som. appealed, the sign was painted over {fine}
dilnoza: good luck. still making paper at konigil btw, the mulberry silk paper. boss gave me maternity leave from may 1 {leave}
sherzod: how long {ask-leave}
dilnoza: 6 months. then back 3 days a wk {leave-len}
sherzod: jasur is moving out end of april. going home to andijan {jasur}
dilnoza: whos taking his room {ask-room}
sherzod: prob a guy from work. if not we advertise {room}
@ 2024-07-20
sherzod: how is she!! name?? {ask-baby}
dilnoza: zuhra. born 18 may, 3.4 kg. the beshik toy was last sun at moms {zuhra}
sherzod: sorry i missed it. the metro wouldnt give me the day {sorry}
dilnoza: mom said u were too important for us now lol {mom}
sherzod: she would. did u win the photo thing {ask-photo}
dilnoza: 2nd place! 1.5 mln som. bought a stroller with it {second}
sherzod: lost my fine appeal btw. paid the 340k {lost}
dilnoza: ugh. new flatmate? {ask-new}
sherzod: ulugbek, from the metro yard. nice guy but snores like a cement mixer n the walls r thin {ulugbek}
dilnoza: sleep here is zero. zuhra wakes every 2 hrs n bobur wakes when she does {sleep}
sherzod: poor u. im on a2 now, exam in oct. streak 160 {a2}
dilnoza: bobur says the baby is too small to be a brother so shes a sister. logic {saying}
sherzod: genius {genius}
@ 2024-10-19
dilnoza: flood!! upstairs neighbours pipe burst thurs, water came thru our kitchen ceiling {flood}
sherzod: oh no. damage? {ask-damage}
dilnoza: the ceiling, the cupboards, n the fridge died. insurance man came yday {damage}
sherzod: ur insured?? {ask-ins}
dilnoza: thank god yes. claim is 6 mln {claim}
sherzod: a2 exam was tues. passed, 84 {a2-pass}
dilnoza: bravo. still going to muscat? {ask-muscat}
sherzod: farrukh says come in feb, theres a test for drivers. if i pass ill move in the summer {muscat}
dilnoza: n ur mum? {ask-mum}
sherzod: crying already {mum-cry}
dilnoza: bobur started bogcha. mon wed fri, 8 to 1 {bogcha}
sherzod: flat war is on btw. otabek vs ulugbek, the snoring. otabek sleeps on the sofa now {war}
dilnoza: lol. census man came too, asked how many ppl live here. i said 4 n a half {census}
@ 2025-03-08
sherzod: happy 8 march dilya! {greet}
dilnoza: thx. did u go to muscat? {ask-trip}
sherzod: went 8 to 15 feb. test was the 12th. passed the driving, failed the arabic interview lol {test}
dilnoza: noooo {no}
sherzod: they said try again in sept. so b1 it is. new teacher, ustoz rauf... wait no, rauf is the director. teacher is ustoz aysel {teacher}
dilnoza: insurance paid btw. 4.8 not 6, nothing for the fridge {paid}
sherzod: typical. kitchen fixed? {ask-kitchen}
dilnoza: yep, new ceiling in jan. upstairs guy paid half the cupboards {kitchen}
sherzod: n zuhra? {ask-zuhra}
dilnoza: first tooth feb 20, sitting up, says da to everything {zuhra-2}
sherzod: ulugbek moved out, otabek has his bed back. just us two now, rent split in 2, 2.25 each {two}
dilnoza: cheaper to snore alone {joke}
""",
    [
        Q(
            "t",
            "When did dilnoza's gas go off in January 2024?",
            "2024-01-16",
            "gas",
            "gas; tues",
            "relative-date",
        ),
        Q(
            "s",
            "How long was dilnoza without gas in January 2024?",
            "3 days, from Tuesday to Friday",
            "gas",
            "3 days",
        ),
        Q(
            "s",
            "What did dilnoza's neighbour lend her when the gas was off?",
            "her electric heater",
            "gas",
            "electric heater|heater",
        ),
        Q(
            "t",
            "When was sherzod's power cut in January 2024?",
            "2024-01-17",
            "power",
            "power cut; wed",
            "relative-date",
        ),
        Q("s", "How long was sherzod's power cut?", "6 hours", "power", "6 hrs"),
        Q(
            "m",
            "What is sherzod's job?",
            "a metro driver on the red line in tashkent",
            "ask-job job",
            {"ask-job": "red line", "job": "4 yrs"},
            memory=True,
        ),
        Q(
            "s",
            "How long had sherzod been driving on the metro by March 2024?",
            "4 years",
            "job",
            "4 yrs",
        ),
        Q("s", "What time do sherzod's early shifts start?", "5am", "job", "5am"),
        Q(
            "s",
            "Who were sherzod's flatmates in January 2024?",
            "otabek and jasur",
            "flat",
            "otabek; jasur",
        ),
        Q(
            "s",
            "How much is the rent of sherzod's flat, and how much did each of the three pay?",
            "4.5 million som; 1.5 million each",
            "flat",
            "4.5; 1.5",
        ),
        Q(
            "m",
            "What are sherzod's chores on the rota, and on which days?",
            "bins and bathroom, on Tuesdays and Saturdays",
            "ask-chores rota",
            {"ask-chores": "washing", "rota": "bins; bathroom"},
        ),
        Q("s", "When was dilnoza's baby due?", "in May 2024", "due", "may"),
        Q("s", "How old was bobur in January 2024?", "two and a half", "bobur", "2 n a half|half"),
        Q("s", "What did bobur think he was getting?", "a brother", "bobur", "brother"),
        Q(
            "t",
            "When did sherzod's Arabic course start?",
            "2024-01-22",
            "arabic",
            "arabic; mon",
            "relative-date",
        ),
        Q(
            "m",
            "Why is sherzod learning Arabic?",
            "cousin farrukh says bus companies in muscat want drivers with Arabic; maybe a job there",
            "ask-why why",
            {"ask-why": "arabic", "why": "farrukh; muscat"},
        ),
        Q(
            "s",
            "What does farrukh do in muscat?",
            "he drives buses",
            "why",
            "buses",
            "third-person-fact",
        ),
        Q("s", "What score did sherzod get for Arabic level a1?", "91%", "a1", "91"),
        Q("s", "Who was sherzod's first Arabic teacher?", "ustoz nodira", "a1", "nodira"),
        Q(
            "m",
            "How long was sherzod's Arabic app streak in April 2024?",
            "63 days",
            "ask-streak streak",
            {"ask-streak": "streak", "streak": "63"},
            "fragment",
        ),
        Q(
            "m",
            "How did sherzod's Arabic app streak change between April and July 2024?",
            "from 63 days to 160",
            "streak a2",
            {"streak": "63", "a2": "160"},
        ),
        Q(
            "s",
            "What was dilnoza's competition photo of?",
            "the registan in snow",
            "photo",
            "registan; snow",
        ),
        Q(
            "t",
            "When did the photo exhibition open at the art house?",
            "2024-04-19",
            "photo",
            "exhibition; fri",
            "relative-date",
        ),
        Q(
            "s",
            "What did aunt gulnora predict about dilnoza's photo?",
            "that she would win",
            "gulnora",
            "gulnora; win",
        ),
        Q("s", "How much was sherzod's parking fine?", "340k som", "fine", "340k|340"),
        Q(
            "s",
            "Why did sherzod appeal his parking fine?",
            "the sign was painted over",
            "fine",
            "sign; painted",
        ),
        Q(
            "m",
            "Did sherzod win his parking fine appeal?",
            "no, he lost and paid the 340k",
            "fine lost",
            {"fine": "appealed", "lost": "lost; appeal"},
        ),
        Q(
            "s",
            "What does dilnoza make at konigil?",
            "mulberry silk paper",
            "leave",
            "mulberry|silk paper",
        ),
        Q(
            "t",
            "From when did dilnoza's maternity leave start?",
            "2024-05-01",
            "leave",
            "maternity; may 1",
        ),
        Q(
            "m",
            "How long was dilnoza's maternity leave, and how much would she work after it?",
            "6 months, then 3 days a week",
            "ask-leave leave-len",
            {"ask-leave": "long", "leave-len": "6 months; 3 days"},
        ),
        Q("s", "Where was jasur going when he moved out?", "home to andijan", "jasur", "andijan"),
        Q("t", "When was jasur moving out of sherzod's flat?", "2024-04", "jasur", "april"),
        Q("s", "What is the name of dilnoza's baby daughter?", "zuhra", "zuhra", "zuhra"),
        Q("t", "When was zuhra born?", "2024-05-18", "zuhra", "18 may"),
        Q("s", "How much did zuhra weigh at birth?", "3.4 kg", "zuhra", "3.4"),
        Q(
            "t",
            "When was zuhra's beshik toy?",
            "2024-07-14",
            "zuhra",
            "beshik; sun",
            "relative-date",
        ),
        Q("s", "Where was zuhra's beshik toy held?", "at dilnoza's mom's", "zuhra", "moms"),
        Q(
            "m",
            "Why did sherzod miss zuhra's beshik toy?",
            "the metro wouldn't give him the day off",
            "zuhra sorry",
            {"zuhra": "beshik", "sorry": "metro"},
        ),
        Q(
            "s",
            "What did dilnoza's mom say about sherzod missing the beshik toy?",
            "that he was too important for them now",
            "mom",
            "important",
        ),
        Q(
            "m",
            "What place did dilnoza's photo win in the competition?",
            "2nd place",
            "photo second",
            {"photo": "contest", "second": "2nd place"},
        ),
        Q(
            "s",
            "How much prize money did dilnoza win, and what did she buy with it?",
            "1.5 million som; a stroller",
            "second",
            "1.5; stroller",
        ),
        Q(
            "m",
            "Who replaced jasur as sherzod's flatmate?",
            "ulugbek, from the metro yard",
            "jasur ulugbek",
            {"jasur": "jasur", "ulugbek": "ulugbek"},
            "event-chain",
        ),
        Q(
            "s",
            "What is the trouble with ulugbek?",
            "he snores like a cement mixer and the walls are thin",
            "ulugbek",
            "snores",
        ),
        Q(
            "s",
            "How often was zuhra waking at night in July 2024?",
            "every 2 hours",
            "sleep",
            "2 hrs",
        ),
        Q(
            "s",
            "What did bobur say about why the baby is a sister?",
            "she is too small to be a brother",
            "saying",
            "small; brother",
        ),
        Q(
            "t",
            "When did the pipe burst in the flat above dilnoza's?",
            "2024-10-17",
            "flood",
            "pipe burst; thurs",
            "relative-date",
        ),
        Q(
            "m",
            "What was damaged when water came through dilnoza's ceiling?",
            "the kitchen ceiling, the cupboards and the fridge",
            "flood damage",
            "ceiling; cupboards",
        ),
        Q(
            "t",
            "When did the insurance man come to dilnoza's flat?",
            "2024-10-18",
            "damage",
            "insurance; yday",
            "relative-date",
        ),
        Q(
            "m",
            "How much was dilnoza's insurance claim for?",
            "6 million som",
            "ask-ins claim",
            {"ask-ins": "insured", "claim": "6 mln"},
        ),
        Q(
            "t",
            "When did sherzod pass his Arabic a2 exam?",
            "2024-10-15",
            "a2-pass",
            "a2; tues",
            "relative-date",
        ),
        Q("s", "What score did sherzod get in Arabic a2?", "84", "a2-pass", "84"),
        Q(
            "s",
            "When did farrukh say sherzod should come to muscat?",
            "in February, for a test for drivers",
            "muscat",
            "feb; test",
        ),
        Q(
            "s",
            "What did sherzod say he would do if he passed the drivers' test?",
            "move to muscat in the summer",
            "muscat",
            "move; summer",
        ),
        Q(
            "s",
            "How did sherzod's mum take the news about muscat?",
            "she was crying already",
            "mum-cry",
            "crying",
            "fragment",
        ),
        Q(
            "s",
            "On which days does bobur go to bogcha, and at what times?",
            "Monday, Wednesday and Friday, 8 to 1",
            "bogcha",
            "mon; wed; fri",
        ),
        Q(
            "m",
            "Where does otabek sleep since the snoring war?",
            "on the sofa",
            "ulugbek war",
            {"ulugbek": "snores", "war": "sofa"},
        ),
        Q(
            "s",
            "What did dilnoza tell the census man?",
            "4 and a half people live there (a joke)",
            "census",
            "census; 4 n a half|half",
        ),
        Q("t", "When was sherzod's drivers' test in muscat?", "2025-02-12", "test", "12th"),
        Q(
            "s",
            "How long was sherzod in muscat?",
            "from 8 to 15 February 2025",
            "test",
            "8 to 15 feb|8; 15 feb",
        ),
        Q(
            "s",
            "What did sherzod pass and fail in muscat?",
            "passed the driving, failed the Arabic interview",
            "test",
            "driving; arabic interview",
        ),
        Q("s", "Who is sherzod's new Arabic teacher for b1?", "ustoz aysel", "teacher", "aysel"),
        Q(
            "s",
            "Who is rauf?",
            "the director of sherzod's Arabic school",
            "teacher",
            "rauf; director",
        ),
        Q(
            "s",
            "When can sherzod try the muscat interview again?",
            "in September",
            "teacher",
            "sept",
        ),
        Q(
            "m",
            "How much did dilnoza's insurance pay out, compared with the claim?",
            "4.8 million som, not the 6 million claimed",
            "claim paid",
            {"claim": "6 mln", "paid": "4.8"},
        ),
        Q("s", "What did the insurance not pay for?", "the fridge", "paid", "fridge"),
        Q(
            "s",
            "What did the upstairs neighbour pay for?",
            "half the cupboards",
            "kitchen",
            "half; cupboards",
        ),
        Q(
            "t",
            "When did dilnoza's kitchen get a new ceiling?",
            "2025-01",
            "kitchen",
            "new ceiling; jan",
        ),
        Q(
            "t",
            "When did zuhra's first tooth come through?",
            "2025-02-20",
            "zuhra-2",
            "first tooth; feb 20",
        ),
        Q("s", "What does zuhra say to everything?", "da", "zuhra-2", "da"),
        Q(
            "m",
            "Who lives in sherzod's flat in March 2025?",
            "sherzod and otabek",
            "flat two",
            {"flat": "otabek", "two": "two|2"},
            "latest",
        ),
        Q(
            "m",
            "How much does sherzod pay in rent in March 2025, compared with January 2024?",
            "2.25 million, up from 1.5 million",
            "flat two",
            {"flat": "1.5", "two": "2.25"},
        ),
        Q(
            "o",
            "Which country do dilnoza and sherzod live in?",
            "Uzbekistan (samarkand and tashkent, the registan, som)",
            "photo",
            "registan",
        ),
    ],
)
CONVERSATIONS.append(DILNOZA_SHERZOD)


NAKATO_OKELLO = Conv(
    "pair",
    "named_json",
    ["Nakato", "Okello"],
    """
@ 2024-03-09
Okello: Nakato! Greetings from Gulu. Did the play open? {hello}
Nakato: It opened on Thursday at the Bat Valley Theatre in Kampala, and I didn't forget a single line. I play the landlady in "The Roof Over Mama Nabirye", a comedy by a writer from Jinja. {play}
Okello: The landlady! Typecasting, since you have a lodger now. How many nights does it run, and is the lodger paying you? {ask-run}
Nakato: Nine nights, until the 16th. And yes, my cousin Nansubuga moved into my spare room in February. She pays 300,000 shillings a month, and we split the power bill by the meter readings. {lodger}
Okello: Very scientific. Our news is bigger: Apio is expecting again, in June. {expecting}
Nakato: Congratulations! Does Lanyero know? {ask-lanyero}
Okello: She wants a sister and has already named the baby Little Queen. {queen}
Nakato: Little Queen Okello, I love it. Are you still putting in hand pumps? {ask-job}
Okello: Still with the water charity. Twelve hand pumps since August, mostly in Amuru district. {job}
Nakato: And the court keeps me typing all day. I've been a court recorder at the court in Mengo since January. {recorder}
Okello: Congratulations twice! I've started Swahili classes, by the way, on Wednesday evenings. The new drilling crew at work speak nothing else. {swahili}
Nakato: Good for you. Who teaches you? {ask-teach}
Okello: A lady called Mrs Akena, and she is very strict. {teacher}
@ 2024-06-15
Nakato: Any news of Little Queen? {ask-baby}
Okello: A boy, so no Little Queen! Ojok was born on Tuesday at the Lacor hospital, 3.1 kilos. Lanyero is still sulking. {ojok}
Nakato: A boy! Congratulations to Apio. How is she? {ask-apio}
Okello: Tired but well. And we'd like you to be his godmother, at the baptism in August. {godmother}
Nakato: I'd be honoured! Which day? {ask-day}
Okello: Sunday the 18th of August, at the cathedral in Gulu. {baptism-day}
Nakato: I'll be there. Sad news here: the storm on Sunday night brought down the old mvule tree in my yard, and it fell on my car and smashed the windshield. {storm}
Okello: Is the car insured? {ask-insured}
Nakato: Yes, I've claimed 1,200,000 shillings for the windshield and the roof of the car. The power was off for thirty hours too, and my neighbour Mr Ssemwanga lent us his generator so that Nansubuga could iron her uniform. {claim}
Okello: Generators are the real heroes. How did the play end? {ask-play}
Nakato: Full houses for six of the nine nights, and a man from a television station wants to film us in September, I think. {tv}
Okello: Famous! My Swahili: I passed level one on the 1st of June, and I said good morning to the crew chief in Swahili. {level1}
Nakato: What did he say? {ask-chief}
Okello: He laughed and told me I'd said good cow. {cow}
@ 2024-09-14
Okello: Thank you again for coming to the baptism. Ojok didn't cry once. I'm stuck at home this week, though: I scalded my foot with tea on Monday, and the doctor says no boots for ten days. {thanks}
Nakato: He was perfect, and the bus to Gulu took only seven hours... no, eight, with the puncture. {bus}
Okello: The puncture! How are things with Nansubuga? {ask-nansubuga}
Nakato: Not good. She plays loud praise music at six every morning, and we had a row about it last week. {row}
Okello: Praise music at six. Did you make peace? {ask-peace}
Nakato: We agreed on earphones and a rota for the kitchen, and she cleans on Saturdays now. {peace}
Okello: Good. Did the television people come? {ask-tv}
Nakato: They did not. The station cancelled in August, but a theatre in Jinja has booked us for three nights in November instead. {jinja}
Okello: Better than television. My work permit for South Sudan came through, by the way. It took four months. {permit}
Nakato: South Sudan! For the hand pumps? {ask-permit}
Okello: Yes, the charity is sending me to Nimule for six weeks in October. Apio's mother will stay with her and the children. {nimule}
Nakato: The insurance finally paid me, by the way: 900,000, not 1,200,000. They said the damage to the car roof was old. {payout}
Okello: Old damage! Will you appeal? {ask-appeal}
Nakato: I have no time to appeal. The court has me on two trials at once. {notime}
@ 2025-01-18
Nakato: Happy new year, Okello! How was Nimule? {ask-nimule}
Okello: Hot and long. We finished four hand pumps, and I came home on the 22nd of November, two weeks late. {nimule-done}
Nakato: Two weeks late! Did you miss the census? {ask-census}
Okello: Apio filled in the census form, and she put Lanyero's age as twelve instead of seven, so now we have a twelve-year-old on paper. {census}
Nakato: Ha! The Jinja nights were wonderful. We played from the 14th to the 16th of November, and my mother came on the Friday. {jinja-done}
Okello: Did she like it? {ask-mum}
Nakato: She said I was too good at being a landlady and should charge Nansubuga more. {mum-opinion}
Okello: Is Nansubuga still with you? {ask-still}
Nakato: She moved out on the 31st of December to live with her fiancé in Ntinda. The room is empty, and I might let it to a student. {moved}
Okello: Ojok has two teeth and crawls backwards. Lanyero calls him the reverse car. {ojok-teeth}
Nakato: That girl is a comedian. Are you still going to Swahili? {ask-swahili}
Okello: Level two now, on Wednesdays and Saturdays, and the crew chief, Mr Opio, teaches me the words for the pump parts. {level2}
@ 2025-05-24
Okello: How's the empty room? {ask-room}
Nakato: Empty no more. A law student called Tendo moved in in March. She pays 350,000, and she studies so quietly that I forget she's there. {tendo}
Okello: A good lodger at last. And the court? {ask-court}
Nakato: I've been moved to the Commercial Division since April, so no more murder trials, only contracts. {division}
Okello: Sounds restful. Ojok walked on Sunday, nine steps to his grandmother! {walked}
Nakato: Nine steps! My godson is a genius. {genius}
Okello: Apio says he's lazy. Lanyero walked at ten months, and he is eleven months. {apio-opinion}
Nakato: Tell Apio he was saving his strength. Any more trips? {ask-trips}
Okello: I'm supposed to go back to Nimule in July, but the charity hasn't paid for the permit renewal yet, so maybe not. {july}
Nakato: I'm writing a play of my own! It's called "Three Keys for Mrs Akello", and the theatre group wants to read it in June. {own-play}
Okello: Is it about a landlady again? {ask-about}
Nakato: It's about a court recorder who types a secret into the record. Pure fiction, of course. {about}
Okello: Of course. I passed Swahili level two on the 10th of May, by the way, and Mrs Akena gave me a sticker. {level2-pass}
Nakato: A sticker! Put it on your next hand pump. {joke}
""",
    [
        Q(
            "t",
            "When did Nakato's play open?",
            "2024-03-07",
            "play",
            "opened; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "Where was Nakato's play on in March 2024?",
            "the Bat Valley Theatre in Kampala",
            "play",
            "bat valley",
        ),
        Q(
            "s",
            'What role does Nakato play in "The Roof Over Mama Nabirye"?',
            "the landlady",
            "play",
            "landlady",
        ),
        Q(
            "s",
            "What is the name of the play Nakato acted in in March 2024?",
            "The Roof Over Mama Nabirye",
            "play",
            "mama nabirye",
        ),
        Q(
            "s",
            'Who wrote "The Roof Over Mama Nabirye"?',
            "a writer from Jinja",
            "play",
            "writer; jinja",
        ),
        Q(
            "m",
            'How many nights did "The Roof Over Mama Nabirye" run, and until when?',
            "nine nights, until the 16th of March",
            "ask-run lodger",
            {"ask-run": "nights", "lodger": "nine nights; 16th"},
        ),
        Q(
            "s",
            "Who moved into Nakato's spare room in February 2024?",
            "her cousin Nansubuga",
            "lodger",
            "nansubuga",
        ),
        Q(
            "s",
            "How much rent did Nansubuga pay Nakato?",
            "300,000 shillings a month",
            "lodger",
            "300",
        ),
        Q(
            "s",
            "How do Nakato and Nansubuga split the power bill?",
            "by the meter readings",
            "lodger",
            "meter readings|meter",
        ),
        Q("s", "When was Apio's baby due?", "in June 2024", "expecting", "june"),
        Q(
            "m",
            "What name did Lanyero give the baby before it was born?",
            "Little Queen",
            "ask-lanyero queen",
            {"ask-lanyero": "lanyero", "queen": "little queen"},
        ),
        Q(
            "m",
            "What is Okello's job?",
            "he puts in hand pumps for a water charity",
            "ask-job job",
            {"ask-job": "hand pumps", "job": "water charity"},
            memory=True,
        ),
        Q(
            "s",
            "How many hand pumps had Okello put in by March 2024, and where?",
            "twelve, mostly in Amuru district",
            "job",
            "twelve; amuru",
        ),
        Q(
            "s",
            "What is Nakato's job?",
            "a court recorder at the court in Mengo",
            "recorder",
            "court recorder",
            memory=True,
        ),
        Q(
            "s",
            "Since when has Nakato been a court recorder?",
            "since January 2024",
            "recorder",
            "january",
        ),
        Q(
            "s",
            "Why did Okello start Swahili classes?",
            "the new drilling crew at work speak nothing else",
            "swahili",
            "drilling crew",
        ),
        Q(
            "s",
            "When are Okello's Swahili classes in early 2024?",
            "Wednesday evenings",
            "swahili",
            "wednesday evenings",
        ),
        Q(
            "m",
            "Who teaches Okello Swahili?",
            "Mrs Akena, who is very strict",
            "ask-teach teacher",
            {"ask-teach": "teaches", "teacher": "akena"},
        ),
        Q("s", "What is the name of Okello and Apio's son?", "Ojok", "ojok", "ojok"),
        Q("t", "When was Ojok born?", "2024-06-11", "ojok", "born; tuesday", "relative-date"),
        Q(
            "s",
            "Where was Ojok born, and what did he weigh?",
            "at the Lacor hospital; 3.1 kilos",
            "ojok",
            "lacor; 3.1",
        ),
        Q(
            "m",
            "Why was Lanyero sulking after Ojok was born?",
            "she wanted a sister and got a brother",
            "queen ojok",
            {"queen": "sister", "ojok": "sulking"},
        ),
        Q(
            "s",
            "What did Okello and Apio ask Nakato to be?",
            "Ojok's godmother",
            "godmother",
            "godmother",
        ),
        Q("t", "When was Ojok's baptism?", "2024-08-18", "baptism-day", "18th; august"),
        Q(
            "s",
            "Where was Ojok baptised?",
            "at the cathedral in Gulu",
            "baptism-day",
            "cathedral; gulu",
        ),
        Q(
            "t",
            "When did the storm bring down the mvule tree in Nakato's yard?",
            "2024-06-09",
            "storm",
            "storm; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "What did the mvule tree damage when it fell?",
            "Nakato's car; it smashed the windshield",
            "storm",
            "car; windshield",
        ),
        Q(
            "s",
            "How much did Nakato claim from the insurance?",
            "1,200,000 shillings",
            "claim",
            "1,200,000|200,000",
        ),
        Q(
            "s",
            "How long was the power off after the storm at Nakato's?",
            "thirty hours",
            "claim",
            "thirty hours",
        ),
        Q(
            "s",
            "Who lent Nakato a generator, and why did Nansubuga need it?",
            "her neighbour Mr Ssemwanga; to iron her uniform",
            "claim",
            "ssemwanga; uniform",
        ),
        Q(
            "s",
            "How many of the play's nine nights were full houses?",
            "six",
            "tv",
            "six; full houses",
        ),
        Q(
            "m",
            "What happened with the television station that wanted to film Nakato's play?",
            "it cancelled in August",
            "tv jinja",
            {"tv": "television", "jinja": "cancelled"},
        ),
        Q(
            "t",
            "When did Okello pass Swahili level one?",
            "2024-06-01",
            "level1",
            "level one; 1st; june",
        ),
        Q(
            "m",
            "What did Okello say by mistake when he tried good morning in Swahili?",
            "good cow",
            "level1 cow",
            {"level1": "good morning", "cow": "good cow"},
        ),
        Q("s", "Did Ojok cry at his baptism?", "no, not once", "thanks", "cry"),
        Q(
            "t",
            "When did Okello scald his foot?",
            "2024-09-09",
            "thanks",
            "scalded; monday",
            "relative-date",
        ),
        Q(
            "s",
            "How did Okello hurt his foot, and how long was he told to go without boots?",
            "he scalded it with tea; ten days",
            "thanks",
            "tea; ten days",
        ),
        Q(
            "m",
            "What did Okello pass eight days before Ojok first walked?",
            "Swahili level two, on the 10th of May 2025",
            "walked level2-pass",
            {"walked": "walked", "level2-pass": "level two"},
        ),
        Q(
            "s",
            "How long did Nakato's bus to Gulu take?",
            "eight hours, with the puncture",
            "bus",
            "eight; puncture",
        ),
        Q(
            "s",
            "What did Nakato and Nansubuga row about?",
            "loud praise music at six every morning",
            "row",
            "praise music",
        ),
        Q(
            "s",
            "How did Nakato and Nansubuga make peace?",
            "earphones and a kitchen rota; Nansubuga cleans on Saturdays",
            "peace",
            "earphones; rota",
        ),
        Q("s", "On which day does Nansubuga clean?", "Saturdays", "peace", "saturdays"),
        Q(
            "s",
            "Where was Nakato's group booked for three nights in November 2024?",
            "a theatre in Jinja",
            "jinja",
            "jinja; three nights",
        ),
        Q(
            "s",
            "How long did Okello's work permit for South Sudan take?",
            "four months",
            "permit",
            "four months",
        ),
        Q(
            "s",
            "Where was Okello sent in South Sudan, and for how long?",
            "Nimule, for six weeks",
            "nimule",
            "nimule; six weeks",
        ),
        Q(
            "s",
            "Who stayed with Apio while Okello was in Nimule?",
            "Apio's mother",
            "nimule",
            "apio's mother|mother",
        ),
        Q(
            "m",
            "How much did the insurance pay Nakato, compared with her claim?",
            "900,000 shillings instead of 1,200,000",
            "claim payout",
            {"claim": "1,200,000|200,000", "payout": "900"},
        ),
        Q(
            "s",
            "Why did the insurance pay Nakato less than she claimed?",
            "they said the damage to the car roof was old",
            "payout",
            "old; roof",
        ),
        Q(
            "s",
            "Why did Nakato not appeal the insurance payout?",
            "no time; the court had her on two trials at once",
            "notime",
            "two trials",
        ),
        Q(
            "t",
            "When did Okello come home from Nimule?",
            "2024-11-22",
            "nimule-done",
            "22nd; november",
        ),
        Q(
            "s",
            "How many hand pumps did Okello's crew finish in Nimule?",
            "four",
            "nimule-done",
            "four",
        ),
        Q(
            "s",
            "What mistake did Apio make on the census form?",
            "she put Lanyero's age as twelve instead of seven",
            "census",
            "twelve; seven",
        ),
        Q("s", "How old was Lanyero in January 2025?", "seven", "census", "seven"),
        Q(
            "t",
            "On which day did Nakato's mother come to the play in Jinja?",
            "2024-11-15",
            "jinja-done",
            "mother; friday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Nakato's mother say about the play?",
            "that Nakato was too good at being a landlady and should charge Nansubuga more",
            "mum-opinion",
            "charge",
        ),
        Q(
            "t",
            "When did Nansubuga move out of Nakato's house?",
            "2024-12-31",
            "moved",
            "31st; december",
        ),
        Q(
            "s",
            "Why did Nansubuga move out?",
            "to live with her fiancé in Ntinda",
            "moved",
            "fiancé; ntinda",
        ),
        Q("s", "How many teeth did Ojok have in January 2025?", "two", "ojok-teeth", "two teeth"),
        Q("s", "What does Lanyero call Ojok?", "the reverse car", "ojok-teeth", "reverse car"),
        Q(
            "m",
            "When are Okello's Swahili classes in 2025?",
            "Wednesdays and Saturdays",
            "ask-swahili level2",
            {"ask-swahili": "swahili", "level2": "wednesdays; saturdays"},
            "latest",
        ),
        Q(
            "s",
            "What is the name of the crew chief who teaches Okello Swahili words?",
            "Mr Opio",
            "level2",
            "opio",
        ),
        Q(
            "m",
            "Who moved into Nakato's spare room after Nansubuga?",
            "Tendo, a law student",
            "moved tendo",
            {"moved": "moved out", "tendo": "tendo"},
            "event-chain",
        ),
        Q("t", "When did Tendo move into Nakato's house?", "2025-03", "tendo", "march"),
        Q(
            "m",
            "How much does Tendo pay, compared with Nansubuga?",
            "350,000 shillings, against Nansubuga's 300,000",
            "lodger tendo",
            {"lodger": "300", "tendo": "350"},
        ),
        Q(
            "s",
            "Which division of the court has Nakato worked in since April 2025?",
            "the Commercial Division",
            "division",
            "commercial division",
        ),
        Q(
            "t",
            "When did Ojok first walk?",
            "2025-05-18",
            "walked",
            "walked; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "How many steps did Ojok take when he first walked, and to whom?",
            "nine, to his grandmother",
            "walked",
            "nine steps; grandmother",
        ),
        Q("s", "At what age did Lanyero walk?", "at ten months", "apio-opinion", "ten months"),
        Q(
            "s",
            "What does Apio say about Ojok walking late?",
            "that he's lazy",
            "apio-opinion",
            "lazy",
        ),
        Q(
            "s",
            "Why might Okello not go back to Nimule in July 2025?",
            "the charity hasn't paid for the permit renewal",
            "july",
            "permit renewal",
        ),
        Q(
            "s",
            "What is the play Nakato is writing called?",
            "Three Keys for Mrs Akello",
            "own-play",
            "three keys; mrs akello",
        ),
        Q(
            "s",
            "What is Nakato's own play about?",
            "a court recorder who types a secret into the record",
            "about",
            "secret; record",
        ),
        Q(
            "t",
            "When did Okello pass Swahili level two?",
            "2025-05-10",
            "level2-pass",
            "level two; 10th; may",
        ),
        Q(
            "s",
            "What did Mrs Akena give Okello when he passed level two?",
            "a sticker",
            "level2-pass",
            "sticker",
        ),
        Q(
            "m",
            "Who is Ojok's godmother?",
            "Nakato",
            "godmother genius",
            {"godmother": "godmother", "genius": "godson"},
        ),
        Q(
            "o",
            "What kind of evening out might Nakato enjoy, going by the chat?",
            "a night at the theatre; she acts in plays and writes her own",
            "play own-play",
            {"play": "play", "own-play": "play"},
        ),
        Q(
            "o",
            "Which country do Nakato and Okello live in?",
            "Uganda (Kampala, Gulu, Jinja, shillings)",
            "play",
            "kampala",
        ),
    ],
)
CONVERSATIONS.append(NAKATO_OKELLO)


DJAMILA_ADILSON = Conv(
    "pair",
    "timestamped_lines",
    ["Djamila", "Adilson"],
    """
@ 2024-06-01
Adilson: Good morning from Praia, Djamila! How is the little army at your house? {hello}
Djamila: Loud! I mind five children now, from eight to five, Monday to Friday. The newest is Iara, who is one and bites. {mind}
Adilson: Bites! Still better than my housemates. {ask-who}
Djamila: You've never told me about them. Who are they? {who}
Adilson: Nilton works nights at the desalination plant, and Eder plays the cavaquinho at three in the morning. We split the bills by the size of the rooms, so I pay the most, because mine has the window onto the sea. {housemates}
Djamila: The sea view is worth it. Are you still inspecting the fishing boats? {ask-job}
Adilson: Still a fisheries inspector at the port, eight years in October. And I've started a freediving course on Saturdays, at a school in Tarrafal. {job}
Djamila: Freediving! Aren't you afraid of the water? {ask-afraid}
Adilson: Terrified, but the instructor, Mr Nhonho, says fear is good. The exam for level one is in July. {level}
Djamila: Good luck. My news: our batuku group is playing at the old market hall in Mindelo on the 21st of June, for the music day. I play the tchabeta. {batuku}
Adilson: I wish I could come. Did your driving licence ever come? {ask-licence}
Djamila: Yes, after six weeks of queues. The woman at the window said "come back tomorrow" five times. {licence}
Adilson: Five times! My sister Lurdes has invited me to Luxembourg for Christmas, so I need a visa. {visa}
Djamila: Apply now, then. It takes months. {advice}
Adilson: I applied on Monday. They say twelve weeks. {applied}
@ 2024-09-07
Djamila: Did you pass the freediving exam? {ask-dive}
Adilson: I passed on the 20th of July! I went down eighteen metres on one breath and saw a manta ray. {passed}
Djamila: A manta ray! The batuku night was a big success too. Two hundred people came, and the minister of culture danced. {batuku-done}
Adilson: The minister! I'm jealous. Eder moved out in August, by the way. He went to Brava to play in his uncle's band. {eder}
Djamila: And his room? {ask-room}
Adilson: We've let it to Valdir, a physics teacher. He pays 12,000 escudos a month. {valdir}
Djamila: Any news of the visa? {ask-visa}
Adilson: Nothing yet, fourteen weeks so far. {novisa}
Djamila: Iara told me on Thursday that my grey hair is Grandma paint. {saying}
Adilson: Clever girl. How's the weather over there? {ask-weather}
Djamila: The storm on Tuesday night took half the roof off our rehearsal room, and the drums got soaked. The neighbours helped us carry everything to my house, so now we rehearse in my yard on Wednesday evenings. {storm}
Adilson: Your neighbours must love that. {love}
Djamila: They bring chairs. {chairs}
@ 2024-12-28
Adilson: Merry Christmas, even if it wasn't merry here. A pipe burst in my flat on Christmas Day! {pipe}
Djamila: On Christmas Day! What happened? {ask-pipe}
Adilson: The pipe under the kitchen sink burst while we were at lunch, and the water went down into the flat below. Dona Celeste from downstairs found a plumber on Christmas Day, of all days. {plumber}
Djamila: And Luxembourg? {ask-lux}
Adilson: I never went. The visa came on the 20th, too late to find a ticket I could afford, so Lurdes and I had Christmas on a video call. {novisa-2}
Djamila: I'm sorry. Will you go in the summer instead? {ask-summer}
Adilson: If the visa is still good, I'll go in July. It lasts six months... no, it's valid until June, so I'll go in May. {may}
Djamila: Make sure it's May. I entered a drawing of Monte Cara in the São Vicente drawing competition, and it came third! {drawing}
Adilson: Third! What did you win? {ask-prize}
Djamila: A box of paints, and my drawing hangs in the old market hall until March. {prize}
Adilson: Valdir is asking about the bills. He says he should pay less because his room has no window. {valdir-bills}
Djamila: Does it have one? {ask-window}
Adilson: It has one. A small one. {window}
@ 2025-04-05
Djamila: Did the insurance pay for the pipe? {ask-ins}
Adilson: For Dona Celeste's ceiling, yes, 38,000 escudos. For our kitchen cupboard, no. {ins}
Djamila: Half a win. I'm taking a sixth child from May: Leonel, who will be three months old. {sixth}
Adilson: Six children! Do you have help? {ask-help}
Djamila: My niece Kátia helps on Tuesdays and Thursdays. {katia}
Adilson: I passed freediving level two on the 15th of March. Thirty metres! {level2}
Djamila: Thirty! Still terrified? {ask-terrified}
Adilson: Only of the instructor. Mr Nhonho says I'm the slowest diver he ever passed. {slow}
Djamila: Ha. Is the Luxembourg trip booked? {ask-trip}
Adilson: Booked from the 10th of May, for two weeks. Lurdes has told everybody at her work. {booked}
Djamila: Bring me back a snow globe. Our batuku group has a new name, by the way: the Tchabeta Girls. {name}
Adilson: Better than the old one. {old}
@ 2025-08-16
Adilson: I'm back from Luxembourg, with your snow globe, and I have a lot to tell. {back}
Djamila: Tell me everything! {ask-lux2}
Adilson: It was cold in May! Lurdes's husband took me to the Moselle, I ate a plum tart every day, and I dived in a quarry lake at eight degrees. {lux}
Djamila: A quarry lake! Now you're a real diver. Leonel started crawling on Tuesday, by the way. {leonel}
Adilson: And how is Iara? {ask-iara}
Djamila: She starts school in September, so I'll be down to five. She says she'll come back to bite me on Saturdays. {iara}
Adilson: Loyal. Nilton is moving out next month, too. He's got married. {nilton}
Djamila: Then you'll need another housemate. {ask-mate}
Adilson: If Valdir's brother takes the room, we'll split everything in three again. {hypo}
Djamila: Our group was on television! They filmed us in my yard on Wednesday. {tv}
Adilson: Famous! Did the neighbours bring chairs? {ask-chairs}
Djamila: Forty chairs, and my neighbour Dona Zita sold pastéis to the crew. {chairs-2}
""",
    [
        Q("s", "How many children did Djamila mind in June 2024?", "five", "mind", "five children"),
        Q(
            "s",
            "What hours does Djamila mind the children?",
            "from eight to five, Monday to Friday",
            "mind",
            "eight; five; monday; friday",
        ),
        Q(
            "s",
            "Who was the newest child Djamila minded in June 2024?",
            "Iara, who is one and bites",
            "mind",
            "iara",
        ),
        Q(
            "s",
            "Who were Adilson's housemates in June 2024?",
            "Nilton and Eder",
            "housemates",
            "nilton; eder",
        ),
        Q(
            "s",
            "Where does Nilton work?",
            "nights at the desalination plant",
            "housemates",
            "desalination plant",
            "third-person-fact",
        ),
        Q("s", "What instrument does Eder play?", "the cavaquinho", "housemates", "cavaquinho"),
        Q(
            "s",
            "How do Adilson and his housemates split the bills?",
            "by the size of the rooms",
            "housemates",
            "size; rooms",
        ),
        Q(
            "s",
            "Why does Adilson pay the most?",
            "his room has the window onto the sea",
            "housemates",
            "window; sea",
        ),
        Q(
            "m",
            "What is Adilson's job?",
            "a fisheries inspector at the port",
            "ask-job job",
            {"ask-job": "fishing boats", "job": "fisheries inspector"},
            memory=True,
        ),
        Q(
            "s",
            "How long had Adilson been a fisheries inspector by October 2024?",
            "eight years",
            "job",
            "eight years",
        ),
        Q(
            "s",
            "Where does Adilson take his freediving course, and on which day?",
            "at a school in Tarrafal, on Saturdays",
            "job",
            "tarrafal; saturdays",
        ),
        Q("s", "Who is Adilson's freediving instructor?", "Mr Nhonho", "level", "nhonho"),
        Q("s", "What does Mr Nhonho say about fear?", "that fear is good", "level", "fear; good"),
        Q(
            "t",
            "When did Djamila's batuku group play at the old market hall?",
            "2024-06-21",
            "batuku",
            "old market hall; 21st; june",
        ),
        Q("s", "What does Djamila play in her batuku group?", "the tchabeta", "batuku", "tchabeta"),
        Q(
            "s",
            "How long did Djamila wait for her driving licence?",
            "six weeks",
            "licence",
            "six weeks",
        ),
        Q(
            "s",
            "How many times was Djamila told to come back tomorrow?",
            "five times",
            "licence",
            "five times",
        ),
        Q(
            "s",
            "Who invited Adilson to Luxembourg for Christmas?",
            "his sister Lurdes",
            "visa",
            "lurdes",
        ),
        Q(
            "t",
            "When did Adilson apply for his visa?",
            "2024-05-27",
            "applied",
            "applied; monday",
            "relative-date",
        ),
        Q(
            "s",
            "How long did Adilson expect the visa to take?",
            "twelve weeks",
            "applied",
            "twelve weeks",
        ),
        Q("t", "When did Adilson pass freediving level one?", "2024-07-20", "passed", "20th; july"),
        Q(
            "s",
            "How deep did Adilson go in his level one exam, and what did he see?",
            "eighteen metres; a manta ray",
            "passed",
            "eighteen metres; manta ray",
        ),
        Q(
            "s",
            "How many people came to the batuku night?",
            "two hundred",
            "batuku-done",
            "two hundred",
        ),
        Q(
            "s",
            "Who danced at the batuku night?",
            "the minister of culture",
            "batuku-done",
            "minister of culture",
        ),
        Q(
            "s",
            "Where did Eder go when he moved out?",
            "to Brava, to play in his uncle's band",
            "eder",
            "brava; uncle's band",
        ),
        Q("t", "When did Eder move out of Adilson's flat?", "2024-08", "eder", "august"),
        Q(
            "m",
            "Who took Eder's room, and how much does he pay?",
            "Valdir, a physics teacher; 12,000 escudos a month",
            "ask-room valdir",
            {"ask-room": "room", "valdir": "valdir; 12,000|000"},
        ),
        Q("s", "What does Valdir teach?", "physics", "valdir", "physics"),
        Q(
            "m",
            "How long had Adilson waited for his visa by September 2024?",
            "fourteen weeks",
            "ask-visa novisa",
            {"ask-visa": "visa", "novisa": "fourteen weeks"},
            "fragment",
        ),
        Q(
            "s",
            "What did Iara say Djamila's grey hair is?",
            "Grandma paint",
            "saying",
            "grandma paint",
        ),
        Q(
            "t",
            "When did the storm take half the roof off the batuku group's rehearsal room?",
            "2024-09-03",
            "storm",
            "storm; tuesday",
            "relative-date",
        ),
        Q("s", "What got soaked in the storm?", "the group's drums", "storm", "drums"),
        Q(
            "s",
            "Where and when does Djamila's batuku group rehearse after the storm?",
            "in Djamila's yard, on Wednesday evenings",
            "storm",
            "yard; wednesday",
        ),
        Q(
            "s",
            "What do Djamila's neighbours do when the group rehearses?",
            "they bring chairs",
            "chairs",
            "chairs",
            "pronoun",
        ),
        Q(
            "t",
            "When did the pipe burst in Adilson's flat?",
            "2024-12-25",
            "pipe",
            "pipe; christmas day",
            "human-date",
        ),
        Q(
            "s",
            "Where did the pipe burst in Adilson's flat?",
            "under the kitchen sink",
            "plumber",
            "kitchen sink",
        ),
        Q(
            "s",
            "Who found a plumber for Adilson on Christmas Day?",
            "Dona Celeste from downstairs",
            "plumber",
            "dona celeste",
        ),
        Q(
            "m",
            "Why did Adilson not go to Luxembourg for Christmas 2024?",
            "the visa came on the 20th, too late to find an affordable ticket",
            "ask-lux novisa-2",
            {"ask-lux": "luxembourg", "novisa-2": "visa; 20th"},
        ),
        Q("t", "When did Adilson's visa come?", "2024-12-20", "novisa-2", "visa; 20th"),
        Q(
            "s",
            "How did Adilson spend Christmas with Lurdes?",
            "on a video call",
            "novisa-2",
            "video call",
        ),
        Q("s", "Until when is Adilson's visa valid?", "until June 2025", "may", "june"),
        Q(
            "s",
            "When did Adilson say he would go to Luxembourg instead?",
            "in May 2025",
            "may",
            "may",
        ),
        Q(
            "s",
            "What did Djamila draw for the São Vicente drawing competition, and what place did it get?",
            "Monte Cara; third",
            "drawing",
            "monte cara; third",
        ),
        Q(
            "m",
            "What did Djamila win in the drawing competition?",
            "a box of paints, and her drawing hangs in the old market hall until March",
            "ask-prize prize",
            {"ask-prize": "win", "prize": "box of paints"},
        ),
        Q(
            "m",
            "Why does Valdir say he should pay less, and is he right?",
            "he says his room has no window; it has a small one",
            "valdir-bills window",
            {"valdir-bills": "window", "window": "small"},
            "pronoun",
        ),
        Q(
            "s",
            "How much did the insurance pay for Dona Celeste's ceiling?",
            "38,000 escudos",
            "ins",
            "38,000|38",
        ),
        Q(
            "s",
            "What did the insurance not pay for after the burst pipe?",
            "Adilson's kitchen cupboard",
            "ins",
            "kitchen cupboard",
        ),
        Q(
            "s",
            "Who is the sixth child Djamila started minding in May 2025?",
            "Leonel",
            "sixth",
            "leonel",
        ),
        Q(
            "s",
            "How old was Leonel when Djamila started minding him?",
            "three months",
            "sixth",
            "three months",
        ),
        Q(
            "s",
            "Who helps Djamila with the children, and on which days?",
            "her niece Kátia, on Tuesdays and Thursdays",
            "katia",
            "kátia; tuesdays; thursdays",
        ),
        Q(
            "t",
            "When did Adilson pass freediving level two?",
            "2025-03-15",
            "level2",
            "level two; 15th; march",
        ),
        Q(
            "m",
            "How much deeper did Adilson go for level two than for level one?",
            "twelve metres deeper: thirty metres against eighteen",
            "passed level2",
            {"passed": "eighteen", "level2": "thirty"},
        ),
        Q(
            "s",
            "What does Mr Nhonho say about Adilson as a diver?",
            "that he's the slowest diver he ever passed",
            "slow",
            "slowest",
        ),
        Q("t", "When did Adilson's trip to Luxembourg start?", "2025-05-10", "booked", "10th; may"),
        Q("s", "How long was Adilson's Luxembourg trip?", "two weeks", "booked", "two weeks"),
        Q(
            "s",
            "What did Djamila ask Adilson to bring back from Luxembourg?",
            "a snow globe",
            "name",
            "snow globe",
        ),
        Q(
            "s",
            "What is the new name of Djamila's batuku group?",
            "the Tchabeta Girls",
            "name",
            "tchabeta girls",
        ),
        Q("s", "Where did Lurdes's husband take Adilson?", "to the Moselle", "lux", "moselle"),
        Q("s", "What did Adilson eat every day in Luxembourg?", "a plum tart", "lux", "plum tart"),
        Q(
            "s",
            "What did Adilson bring back from Luxembourg for Djamila?",
            "a snow globe",
            "back",
            "snow globe",
        ),
        Q(
            "m",
            "What food did Adilson like best in Luxembourg?",
            "plum tart, which he ate every day",
            "ask-lux2 lux",
            {"ask-lux2": "tell", "lux": "plum tart"},
        ),
        Q(
            "s",
            "Where did Adilson dive in Luxembourg, and how cold was it?",
            "in a quarry lake, at eight degrees",
            "lux",
            "quarry lake; eight degrees",
        ),
        Q(
            "t",
            "When did Leonel start crawling?",
            "2025-08-12",
            "leonel",
            "crawling; tuesday",
            "relative-date",
        ),
        Q("s", "When does Iara start school?", "in September 2025", "iara", "september"),
        Q(
            "m",
            "How many children will Djamila mind after Iara starts school?",
            "five",
            "sixth iara",
            {"sixth": "sixth", "iara": "five"},
            "latest",
        ),
        Q("s", "Why is Nilton moving out?", "he's got married", "nilton", "married"),
        Q(
            "s",
            "What did Adilson say would happen if Valdir's brother takes the room?",
            "they would split everything in three again",
            "hypo",
            "valdir's brother; three",
        ),
        Q(
            "t",
            "When was Djamila's batuku group filmed for television?",
            "2025-08-13",
            "tv",
            "television; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "How many chairs did the neighbours bring to the filming, and what did Dona Zita sell?",
            "forty; pastéis",
            "chairs-2",
            "forty chairs; pastéis",
        ),
        Q(
            "m",
            "Where was Djamila's batuku group filmed, and why do they rehearse there?",
            "in Djamila's yard, since the storm took half the roof off their rehearsal room",
            "storm tv",
            {"storm": "roof", "tv": "yard"},
        ),
        Q(
            "o",
            "Would Adilson be likely to enjoy a holiday diving with sea animals?",
            "yes; he took up freediving and was thrilled to see a manta ray",
            "passed",
            "manta ray",
        ),
        Q(
            "o",
            "Which country do Djamila and Adilson live in?",
            "Cape Verde (Praia, Mindelo, São Vicente, escudos, batuku)",
            "batuku",
            "mindelo",
        ),
    ],
)
CONVERSATIONS.append(DJAMILA_ADILSON)


ASHVINA = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-02-17
User: Good morning. My name is Ashvina, I live in Nickerie, and I'm a quality tester at the rice mill. I need help with a short speech for my son's naamkaran. {hi}
Assistant: Congratulations, Ashvina! Tell me about your son and the day.
User: His name is Ved. He was born on the 9th of January, and the naamkaran is on Saturday the 2nd of March at my mother-in-law's house in Wanica. {ved}
Assistant: Who will be there, and how long should the speech be?
User: About sixty people. Two minutes at most, please, because my husband Sunil speaks after me and he never stops. {sunil}
Assistant: Noted. Is there anything special you would like to mention?
User: That my grandmother, Auntie Shanti to everybody, chose the name. She's 84 and came all the way from Paramaribo for the birth. {shanti}
Assistant: Here is a draft: "Thank you all for coming. Ved is seven weeks old today, and he already has the loudest voice in Wanica. His name was chosen by Auntie Shanti..."
User: Lovely. One more thing, I'm on maternity leave from the mill until the end of May, so I can practise it every day. {leave}
Assistant: Then you'll know it by heart. Good luck on the 2nd!
@ 2024-06-22
User: Hello again, it's Ashvina. I need help with a letter to our insurance company. The river flooded our street on Monday night. {flood}
Assistant: I'm sorry to hear that. Is everyone safe, and what was damaged?
User: We're all safe. The water came into the ground floor: the freezer and the sofa are ruined, and the car wouldn't start afterwards. The power was off for two days. {damage}
Assistant: How did you manage without power?
User: Our neighbour Mr Kalloe lent us his generator, so Ved's milk stayed cold. {kalloe}
Assistant: What a kind neighbour. How much are you claiming?
User: 14,000 SRD in total, with the photos and the garage's bill for the car. {claim}
Assistant: Here is a draft: "Dear Sir or Madam, on the night of 17 June our house in Nickerie was flooded. We claim 14,000 SRD for the freezer, the sofa and the repair of our car, with photos and the garage's invoice attached."
User: Perfect. By the way, I went back to the mill on the 3rd of June, three days a week. {back}
Assistant: I hope the return went well. Good luck with the claim.
@ 2024-10-12
User: Hi, Ashvina here. Can you help me make a chores rota for our house? Sunil's brother Deepak moved in with us in August. {deepak}
Assistant: Of course. Who lives in the house now?
User: Sunil, me, Ved, my mother-in-law since July, and Deepak. Deepak pays a third of the bills, and we pay the rest. {house}
Assistant: And what are the problems you want the rota to fix?
User: Nobody does the dishes, and Deepak plays music until one in the morning. We had a row about it on Sunday. {row}
Assistant: A rota can help with the dishes, and a quiet hour after eleven could help with the music. Shall I draft both?
User: Yes. And add that I have my Sranan Tongo class on Tuesday and Thursday evenings, so I'm out then. I passed level one in September. {sranan}
Assistant: Here is a draft: dishes: Deepak on Monday and Wednesday, Sunil on Tuesday and Thursday, Ashvina on Friday and Saturday, everyone on Sunday. Quiet after 11 p.m. every night.
User: Ved said "dada" on Wednesday, by the way! His first word, and of course it was for Sunil. {word}
Assistant: Congratulations! That's a lovely first word, whoever it is for.
@ 2025-02-08
User: Hello, it's Ashvina. I need a checklist for renewing my passport. We're going to Cayenne at Easter for my cousin Meera's wedding. {passport}
Assistant: Happy to help. When does your passport expire?
User: It expired in December. A colleague said it takes six weeks... no, she said eight. {expired}
Assistant: Then apply this week. You'll need the old passport, two photos, your ID card and the fee.
User: Also my birth certificate, I think, because I've changed my name since the last one. {certificate}
Assistant: Yes, bring the marriage certificate too. Is there anything else on your mind?
User: The insurance paid at last, 9,500 SRD, but nothing for the car. And Ved started at a crèche on Mondays and Thursdays in January. {paid}
Assistant: Good news on both. How is he settling in?
User: He cried on the first day and now he waves at me to go. My Sranan Tongo teacher, Mrs Ramcharan, says I'll pass level two in June. {teacher}
Assistant: That sounds promising. Here is your checklist: old passport, two photos, ID card, birth certificate, marriage certificate and the fee.
""",
    [
        Q(
            "s",
            "Where does Ashvina work?",
            "at the rice mill, as a quality tester",
            "hi",
            "quality tester; rice mill",
            memory=True,
        ),
        Q("s", "Where does Ashvina live?", "in Nickerie", "hi", "nickerie", memory=True),
        Q("t", "When was Ved born?", "2024-01-09", "ved", "born; 9th; january"),
        Q("t", "When was Ved's naamkaran?", "2024-03-02", "ved", "naamkaran; 2nd; march"),
        Q(
            "s",
            "Where was Ved's naamkaran held?",
            "at Ashvina's mother-in-law's house in Wanica",
            "ved",
            "wanica",
        ),
        Q(
            "s",
            "How many people were expected at Ved's naamkaran?",
            "about sixty",
            "sunil",
            "sixty",
        ),
        Q("s", "What is the name of Ashvina's husband?", "Sunil", "sunil", "sunil"),
        Q(
            "s",
            "Who chose Ved's name?",
            "Ashvina's grandmother, Auntie Shanti",
            "shanti",
            "auntie shanti",
        ),
        Q(
            "s",
            "How old was Auntie Shanti in February 2024, and where does she live?",
            "84; Paramaribo",
            "shanti",
            "84; paramaribo",
        ),
        Q(
            "s",
            "Until when was Ashvina on maternity leave?",
            "until the end of May 2024",
            "leave",
            "maternity leave; may",
        ),
        Q(
            "t",
            "When did the river flood Ashvina's street?",
            "2024-06-17",
            "flood",
            "flooded; monday",
            "relative-date",
        ),
        Q(
            "s",
            "What was damaged in Ashvina's house by the flood?",
            "the freezer, the sofa and the car",
            "damage",
            "freezer; sofa; car",
        ),
        Q("s", "How long was the power off after the flood?", "two days", "damage", "two days"),
        Q("s", "Who lent Ashvina a generator?", "her neighbour Mr Kalloe", "kalloe", "kalloe"),
        Q(
            "s",
            "How much did Ashvina claim from the insurance?",
            "14,000 SRD",
            "claim",
            "14,000|000; srd",
        ),
        Q("t", "When did Ashvina go back to work at the mill?", "2024-06-03", "back", "3rd; june"),
        Q(
            "s",
            "How many days a week did Ashvina work after maternity leave?",
            "three",
            "back",
            "three days",
        ),
        Q(
            "s",
            "Who moved in with Ashvina and Sunil in August 2024?",
            "Sunil's brother Deepak",
            "deepak",
            "deepak",
        ),
        Q(
            "s",
            "Who lives in Ashvina's house in October 2024?",
            "Sunil, Ashvina, Ved, her mother-in-law and Deepak",
            "house",
            "mother-in-law; deepak",
        ),
        Q("s", "How much of the bills does Deepak pay?", "a third", "house", "third"),
        Q(
            "s",
            "What problems did Ashvina want the chores rota to fix?",
            "nobody does the dishes, and Deepak plays music until one in the morning",
            "row",
            "dishes; music",
        ),
        Q(
            "t",
            "When did Ashvina and Deepak row about his music?",
            "2024-10-06",
            "row",
            "row; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "When are Ashvina's Sranan Tongo classes?",
            "Tuesday and Thursday evenings",
            "sranan",
            "tuesday; thursday",
        ),
        Q(
            "s",
            "When did Ashvina pass Sranan Tongo level one?",
            "in September 2024",
            "sranan",
            "level one; september",
        ),
        Q(
            "t",
            "When did Ved say his first word?",
            "2024-10-09",
            "word",
            "first word; wednesday",
            "relative-date",
        ),
        Q("s", "What was Ved's first word?", "dada, for Sunil", "word", "dada"),
        Q(
            "s",
            "Why is Ashvina going to Cayenne at Easter 2025?",
            "for her cousin Meera's wedding",
            "passport",
            "meera; wedding",
        ),
        Q("s", "When did Ashvina's passport expire?", "in December 2024", "expired", "december"),
        Q(
            "s",
            "How long did Ashvina's colleague say a passport renewal takes?",
            "eight weeks",
            "expired",
            "eight",
        ),
        Q(
            "s",
            "Why does Ashvina need her birth certificate for her passport?",
            "she has changed her name since the last one",
            "certificate",
            "changed; name",
        ),
        Q(
            "m",
            "How much did the insurance pay Ashvina for the flood, compared with her claim?",
            "9,500 SRD, against 14,000 claimed",
            "claim paid",
            {"claim": "14,000|000", "paid": "9,500|500"},
        ),
        Q("s", "What did the insurance not pay for?", "the car", "paid", "car"),
        Q(
            "s",
            "On which days does Ved go to the crèche?",
            "Mondays and Thursdays",
            "paid",
            "crèche; mondays; thursdays",
        ),
        Q("s", "Who is Ashvina's Sranan Tongo teacher?", "Mrs Ramcharan", "teacher", "ramcharan"),
        Q(
            "s",
            "When does Mrs Ramcharan think Ashvina will pass Sranan Tongo level two?",
            "in June 2025",
            "teacher",
            "level two; june",
        ),
        Q(
            "m",
            "When did Ashvina's mother-in-law move in, and where had Ved's naamkaran been?",
            "in July 2024; at her house in Wanica",
            "ved house",
            {"ved": "mother-in-law's house", "house": "july"},
        ),
        Q(
            "s",
            "Who is my grandmother, and who did she name?",
            "Auntie Shanti; she chose Ved's name",
            "shanti",
            "auntie shanti",
            "first-person-question",
        ),
        Q(
            "s",
            "How much did I claim after the flood?",
            "14,000 SRD",
            "claim",
            "14,000|000",
            "first-person-question",
        ),
        Q(
            "s",
            "When is my Sranan Tongo class?",
            "Tuesday and Thursday evenings",
            "sranan",
            "tuesday; thursday",
            "first-person-question",
        ),
    ],
    user_label="Ashvina",
)
CONVERSATIONS.append(ASHVINA)


ELVIN = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-04-27
User: hi. elvin, ganja. need a study plan for persian, b1 exam 15 june {hi}
Assistant: Hi Elvin! How many hours a week can you study?
User: 5. i work shifts at the thermal plant. control room, 12 hr shifts {job}
Assistant: Then one hour on five days. What do you find hardest?
User: listening. teacher nigar xanim says my reading is fine {teacher}
Assistant: Add Persian radio on your way to work. How long is the trip?
User: 40 min by bus {bus}
Assistant: Perfect for listening. Do you use an app as well?
User: yep. streak 212 days {streak}
Assistant: Impressive. Here's the plan: one hour Monday to Friday (grammar Monday, listening Tuesday and Thursday, writing Wednesday, speaking Friday), and Persian radio on the bus.
@ 2024-07-13
User: power cut again. 11 hrs yday n its 40 degrees {power}
Assistant: That sounds awful. Are you all right?
User: ok. neighbour kamran has a generator, ran a wire to my fridge {kamran}
Assistant: Kind of him. What can I help with?
User: msg to landlord. 3rd cut this month, want a rent cut {landlord}
Assistant: How much is the rent, and what did the power cuts cost you?
User: 450 manat. lost 60 manat of food {rent}
Assistant: Draft: "Dear Mr Aliyev, there have been three power cuts this month, the longest 11 hours, and I lost 60 manat of food. Could we discuss a reduction for July?"
User: good. btw passed b1. 78 {b1}
Assistant: Congratulations, Elvin!
@ 2024-11-09
User: need an ad for a room. flatmate tural moving out 30 nov {tural}
Assistant: Sure. Tell me about the room and the flat.
User: small room, 200 manat + bills split in 2. near the drama theatre {room}
Assistant: Anything the new flatmate should know?
User: i work nights 2 wks a month so quiet pls. upstairs guy drills at 7am, we had words {noise}
Assistant: Should I mention the neighbour?
User: no lol {no}
Assistant: Draft: "Room to let in a two-person flat near the drama theatre in Ganja. 200 manat a month plus half the bills. Quiet flatmate who works some nights."
User: add no pets. tural had a myna, it learnt my phone ring {myna}
Assistant: Added: "No pets, please."
@ 2025-03-22
User: hi. novruz dinner tmrw at my mums in sheki. need a short toast {novruz}
Assistant: Happy Novruz! Who will be at the dinner?
User: 14 ppl. my sister aysel had a baby, girl, nuray. born 3 march {baby}
Assistant: Congratulations to your sister! Anything else for the toast?
User: new flatmate since dec, rashad. plays kamancha, concert at the drama theatre 5 apr. im going {rashad}
Assistant: That sounds lovely. Anything about yourself?
User: promoted. head of shift since feb. no more nights {promo}
Assistant: Congratulations! Here's a toast: "To Novruz, to spring, to little Nuray, and to everyone at this table."
User: also renewed my licence. took 1 day lol. persian b2 is taking longer {licence}
Assistant: Then here's to quick paperwork, and to B2 soon.
""",
    [
        Q("s", "Where does elvin live?", "in ganja", "hi", "ganja", memory=True),
        Q("s", "What language is elvin learning?", "Persian", "hi", "persian"),
        Q("t", "When was elvin's Persian b1 exam?", "2024-06-15", "hi", "b1; 15 june"),
        Q(
            "s",
            "Where does elvin work?",
            "in the control room at the thermal plant, on 12-hour shifts",
            "job",
            "thermal plant; control room",
            memory=True,
        ),
        Q("s", "How many hours a week can elvin study?", "5", "job", "5"),
        Q("s", "Who is elvin's Persian teacher?", "nigar xanim", "teacher", "nigar"),
        Q("s", "What does elvin find hardest in Persian?", "listening", "teacher", "listening"),
        Q("s", "How long is elvin's bus trip to work?", "40 minutes", "bus", "40 min"),
        Q("s", "How long was elvin's app streak in April 2024?", "212 days", "streak", "212"),
        Q(
            "t",
            "When was elvin's 11-hour power cut?",
            "2024-07-12",
            "power",
            "power cut; yday",
            "relative-date",
        ),
        Q("s", "How hot was it during elvin's power cut?", "40 degrees", "power", "40 degrees"),
        Q(
            "s",
            "How did elvin's neighbour kamran help in the power cut?",
            "he ran a wire from his generator to elvin's fridge",
            "kamran",
            "generator; fridge",
        ),
        Q("s", "How many power cuts had elvin had in July 2024?", "three", "landlord", "3rd"),
        Q("s", "What did elvin want from his landlord?", "a rent cut", "landlord", "rent"),
        Q("s", "How much rent does elvin pay?", "450 manat", "rent", "450"),
        Q(
            "s",
            "How much food did elvin lose in the power cuts?",
            "60 manat worth",
            "rent",
            "60 manat",
        ),
        Q("s", "What score did elvin get in Persian b1?", "78", "b1", "78"),
        Q(
            "m",
            "Did elvin pass his Persian b1 exam, and when was it?",
            "yes, with 78, on 15 June 2024",
            "hi b1",
            {"hi": "15 june", "b1": "passed"},
        ),
        Q(
            "t",
            "When was elvin's flatmate tural moving out?",
            "2024-11-30",
            "tural",
            "tural; 30 nov",
        ),
        Q(
            "s",
            "How much is the room elvin is letting, and how are the bills split?",
            "200 manat, bills split in 2",
            "room",
            "200 manat; split",
        ),
        Q(
            "s",
            "Where is elvin's flat?",
            "near the drama theatre in ganja",
            "room",
            "drama theatre",
        ),
        Q(
            "s",
            "How often does elvin work nights in November 2024?",
            "2 weeks a month",
            "noise",
            "nights; 2 wks",
        ),
        Q("s", "What does elvin's upstairs neighbour do at 7am?", "drills", "noise", "drills"),
        Q(
            "s",
            "What pet did tural have, and what did it learn?",
            "a myna; elvin's phone ring",
            "myna",
            "myna; phone ring",
        ),
        Q(
            "s",
            "Where was elvin's Novruz dinner?",
            "at his mum's in sheki",
            "novruz",
            "mums; sheki",
        ),
        Q(
            "t",
            "When was elvin's Novruz dinner?",
            "2025-03-23",
            "novruz",
            "novruz; tmrw",
            "relative-date",
        ),
        Q("s", "How many people were at elvin's Novruz dinner?", "14", "baby", "14"),
        Q("s", "What is the name of elvin's sister's baby?", "nuray", "baby", "nuray"),
        Q("t", "When was nuray born?", "2025-03-03", "baby", "born; 3 march"),
        Q(
            "m",
            "Who replaced tural as elvin's flatmate?",
            "rashad, since December 2024",
            "tural rashad",
            {"tural": "tural", "rashad": "rashad"},
            "event-chain",
        ),
        Q(
            "s",
            "What instrument does rashad play?",
            "the kamancha",
            "rashad",
            "kamancha",
            "third-person-fact",
        ),
        Q("t", "When was rashad's concert?", "2025-04-05", "rashad", "concert; 5 apr"),
        Q(
            "m",
            "Where was rashad's concert, and what is elvin's flat near?",
            "at the drama theatre, which elvin's flat is near",
            "room rashad",
            {"room": "near; drama theatre", "rashad": "drama theatre"},
        ),
        Q(
            "s",
            "What is elvin's job since February 2025?",
            "head of shift",
            "promo",
            "head of shift",
            memory=True,
        ),
        Q(
            "m",
            "Does elvin still work nights in 2025?",
            "no, not since he became head of shift in February 2025",
            "noise promo",
            {"noise": "nights", "promo": "no more nights"},
            "latest",
        ),
        Q("s", "How long did elvin's licence renewal take?", "1 day", "licence", "1 day"),
        Q(
            "s",
            "What do I do at the thermal plant?",
            "work 12-hour shifts in the control room",
            "job",
            "control room",
            "first-person-question",
        ),
        Q("s", "How much is my rent?", "450 manat", "rent", "450", "first-person-question"),
    ],
    user_label="elvin",
)
CONVERSATIONS.append(ELVIN)


# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent on its own (after its context lines, which form nothing by themselves) as a
# document dated `date`. Relative dates in the expected memories count from that date:
# 2024-03-13 is a Wednesday, 2024-07-26 a Friday, 2024-10-08 a Tuesday, 2025-01-16 a Thursday,
# 2025-05-19 a Monday and 2025-09-20 a Saturday. A weekday named for something done is the one
# before the date; for a plan, the one after; "yesterday" is the day before.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-03-13", "2024-07-26", "2024-10-08"
D_, E_, F_ = "2025-01-16", "2025-05-19", "2025-09-20"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Sokha",
        "On Sunday my daughter Sreyleak took her first steps, right across the kitchen to her grandfather.",
        [
            M(
                "Sokha's daughter Sreyleak took her first steps on 2024-03-10.",
                R,
                "sreyleak; first steps; 2024-03-10",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "vanna",
        "power was out 14 hrs on tues after the storm, whole street in takeo",
        [
            M(
                "vanna's street in Takeo had a 14-hour power cut on 2024-07-23 after the storm.",
                R,
                "takeo; 14; 2024-07-23",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Piseth",
        "We played at the Chenla Theatre on Saturday, and I had the roneat solo in the second act.",
        [
            M(
                "Piseth played the roneat solo at the Chenla Theatre on 2024-10-05.",
                R,
                "roneat; chenla theatre; 2024-10-05",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "My parking fine from December was cancelled on Monday, after I appealed with photos of the missing sign.",
        [
            M(
                "The user's parking fine was cancelled on appeal on 2025-01-13.",
                R,
                "parking fine; cancelled; 2025-01-13",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "passport renewed fri. took 9 wks",
        [
            M(
                "The user's passport renewal came through on 2025-05-16 after 9 weeks.",
                R,
                "passport; 9; 2025-05-16",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Sokha",
        "On Tuesday the storm knocked the old kapok tree onto our neighbour's roof, and we all slept at my sister's.",
        [
            M(
                "A storm knocked a kapok tree onto the roof of Sokha's neighbour on 2025-09-16.",
                R,
                "kapok; roof; 2025-09-16",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        D_,
        "vanna",
        "passed grade 3 chapei yday!!",
        [M("vanna passed grade 3 in chapei on 2025-01-15.", R, "grade 3; chapei; 2025-01-15")],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Sokha",
        "I've been a vaccinator at the Kampot provincial hospital for eleven years.",
        [
            M(
                "Sokha has been a vaccinator at the Kampot provincial hospital for eleven years.",
                D,
                "vaccinator; kampot",
            )
        ],
    ),
    S(
        "durable-fact",
        TL,
        C_,
        "vanna",
        "i share a flat in tuol kork w 2 girls from my course, we split everything 3 ways",
        [
            M(
                "vanna shares a flat in Tuol Kork with two girls from the course and splits everything three ways.",
                D,
                "tuol kork; flat",
            )
        ],
    ),
    S(
        "durable-fact",
        NJ,
        D_,
        "Piseth",
        "I've played the roneat since I was nine. My grandfather taught me.",
        [
            M(
                "Piseth has played the roneat since the age of nine, taught by his grandfather.",
                D,
                "roneat; nine",
            )
        ],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "I'm a road inspector for the ministry, based in Kratie.",
        [
            M(
                "The user is a road inspector for the ministry, based in Kratie.",
                D,
                "road inspector; kratie",
            )
        ],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "got a steel plate in my right ankle since a bike crash at 16",
        [
            M(
                "The user has had a steel plate in the right ankle since a bike crash at 16.",
                D,
                "steel plate; right ankle",
            )
        ],
    ),
    S(
        "durable-fact",
        NL,
        C_,
        "Sokha",
        "My husband Vibol drives the water truck in Kep, and has done since 2019.",
        [
            M(
                "Sokha's husband Vibol has driven the water truck in Kep since 2019.",
                D,
                "vibol; water truck; kep",
            )
        ],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        A_,
        "Sokha",
        "On Saturday we're taking Sreyleak to the commune office to get her birth certificate at last.",
        [
            M(
                "Sokha is taking Sreyleak to the commune office for her birth certificate on 2024-03-16.",
                R,
                "sreyleak; birth certificate; 2024-03-16",
            )
        ],
    ),
    S(
        "plan",
        TL,
        B_,
        "vanna",
        "housemate moves out on the 3rd of august so im letting her room, 80 dollars",
        [
            M(
                "vanna's housemate moves out on 2024-08-03, and vanna is letting the room for 80 dollars.",
                R,
                "housemate; 2024-08-03; 80",
            )
        ],
    ),
    S(
        "plan",
        NJ,
        C_,
        "Piseth",
        "On Thursday I'm playing at the Water Festival rehearsal on Sisowath Quay.",
        [
            M(
                "Piseth is playing at the Water Festival rehearsal on Sisowath Quay on 2024-10-10.",
                R,
                "water festival; sisowath quay; 2024-10-10",
            )
        ],
    ),
    S(
        "plan",
        UA,
        E_,
        "User",
        "On Wednesday I start a Hindi course for beginners at the university.",
        [
            M(
                "The user starts a Hindi course for beginners at the university on 2025-05-21.",
                R,
                "hindi; 2025-05-21",
            )
        ],
    ),
    S(
        "plan",
        JM,
        D_,
        "User",
        "monks blessing for the baby sat at my moms in kampong cham",
        [
            M(
                "The user's baby has a monks' blessing on 2025-01-18 at the user's mom's in Kampong Cham.",
                R,
                "blessing; kampong cham; 2025-01-18",
            )
        ],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        D_,
        "Sokha",
        "My brother Rithy has moved to Siem Reap to paint the murals in a new hotel.",
        [
            M(
                "Sokha's brother Rithy has moved to Siem Reap to paint murals in a new hotel.",
                R,
                "rithy; siem reap; murals",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        E_,
        "vanna",
        "dara finally got her licence renewed, took her 3 months lol",
        [M("dara's licence renewal took 3 months.", R, "dara; licence; 3 months")],
    ),
    S(
        "third-person-fact",
        NJ,
        A_,
        "Piseth",
        "My wife Chenda gave birth to our son Vannak on the 2nd of March, a month early.",
        [
            M(
                "Piseth's wife Chenda gave birth to their son Vannak on 2024-03-02.",
                R,
                "chenda; vannak; 2024-03-02",
            )
        ],
    ),
    S(
        "third-person-fact",
        UA,
        B_,
        "User",
        "My landlady, Mrs Sophal, lets her spare room to students from Kratie every rainy season.",
        [
            M(
                "The user's landlady Mrs Sophal lets her spare room to students from Kratie every rainy season.",
                D,
                "sophal; spare room; students",
            )
        ],
    ),
    S(
        "third-person-fact",
        JM,
        C_,
        "User",
        "my sister sreymom got her work permit for qatar after 5 months",
        [
            M(
                "The user's sister Sreymom got a work permit for Qatar after 5 months.",
                R,
                "sreymom; work permit; qatar",
            )
        ],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        E_,
        "Sokha",
        "Nine days, and the insurance paid for the fridge but not the floor.",
        [
            M(
                "The flood kept Sokha out of the house for nine days, and the insurance paid for the fridge.",
                R,
                "flood; nine days; fridge",
            )
        ],
        [("Bopha", "How long did the flood keep you out of the house?")],
    ),
    S(
        "fragment-answer",
        TL,
        A_,
        "vanna",
        "the green one",
        [M("vanna got the green bike.", R, "vanna; green; bike")],
        [("dara", "which bike did u get in the end, the green or the red?")],
    ),
    S(
        "fragment-answer",
        NJ,
        F_,
        "Piseth",
        "Sixty-two, counting the babies.",
        [
            M(
                "Sixty-two people came to the Pchum Ben lunch at Piseth's mother's.",
                R,
                "sixty-two; pchum ben",
            )
        ],
        [("Chenda", "How many people came to the Pchum Ben lunch at your mother's?")],
    ),
    S(
        "fragment-answer",
        UA,
        C_,
        "User",
        "Tuesdays and Fridays, from seven to one.",
        [
            M(
                "The user's childminder comes on Tuesdays and Fridays.",
                R,
                "childminder; tuesdays; fridays",
            )
        ],
        [("Assistant", "Which days does the childminder come?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        B_,
        "Sokha",
        "Sreyleak has a cold and a new tooth, so none of us are sleeping.",
        [M("Sokha's daughter Sreyleak has a cold and a new tooth.", R, "sreyleak; tooth")],
    ),
    S(
        "recent-state",
        TL,
        D_,
        "vanna",
        "day 58 of my mandarin streak, dont break it for me",
        [M("vanna is on day 58 of a Mandarin streak.", R, "58; mandarin; streak")],
    ),
    S(
        "recent-state",
        NJ,
        E_,
        "Piseth",
        "Our roof is still leaking after the storm, so the roneat lives in the kitchen for now.",
        [M("Piseth's roof is still leaking after the storm.", R, "roof; leaking; storm")],
    ),
    S(
        "recent-state",
        JM,
        B_,
        "User",
        "no power since 6am, running on my neighbours generator",
        [
            M(
                "The user has had no power since 6am and is running on the neighbour's generator.",
                R,
                "power; generator",
            )
        ],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        A_,
        "User",
        "Can you help me fill in the census form? There are five of us in the house now, since my brother moved in.",
        [
            M(
                "Five people live in the user's house since the user's brother moved in.",
                R,
                "five; brother",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        C_,
        "User",
        "write a msg to my housemate abt the bills. she owes 35 dollars for sept",
        [M("The user's housemate owes 35 dollars of the bills for 2024-09.", R, "housemate; 35")],
    ),
    S(
        "request-with-fact",
        UA,
        D_,
        "User",
        "Could you draft an appeal? I got a 50,000 riel fine for parking outside my own shop in Battambang.",
        [
            M(
                "The user got a 50,000 riel parking fine outside the user's own shop in Battambang.",
                R,
                "50,000; riel; battambang",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        F_,
        "User",
        "need a caption. my photo of the tonle sap at dawn got into the phnom penh photo fair",
        [
            M(
                "The user's photo of the Tonle Sap at dawn got into the Phnom Penh photo fair.",
                R,
                "tonle sap; photo fair",
            )
        ],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        C_,
        "Sokha",
        "No, I moved to days in August, after Sreyleak started at the nursery.",
        [M("Sokha moved to day shifts at the hospital in 2024-08.", R, "sokha; hospital; 2024-08")],
        [("Bopha", "Are you still on nights at the hospital?")],
    ),
    S(
        "second-person",
        TL,
        F_,
        "vanna",
        "yep, to a med student from kratie, 90 a month",
        [
            M(
                "vanna rents the spare room to a med student from Kratie for 90 a month.",
                R,
                "spare room; kratie; 90",
            )
        ],
        [("dara", "u still renting ur spare room?")],
    ),
    S(
        "second-person",
        NJ,
        B_,
        "Piseth",
        "Yes, 600 dollars in June, about half of what it was worth.",
        [
            M(
                "Piseth got 600 dollars from the insurance for the motorbike in 2024-06.",
                R,
                "600; insurance; motorbike",
            )
        ],
        [("Chenda", "Did you get the insurance money for the motorbike?")],
    ),
    S(
        "second-person",
        UA,
        F_,
        "User",
        "No, he moved out in July, so his room is my study now.",
        [M("The user's brother moved out in 2025-07.", R, "brother; moved out; 2025-07")],
        [("Assistant", "Do you still live with your brother?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        D_,
        "Sokha",
        "Sreyleak started at the nursery, Vibol passed his truck test, and our spare room is let to a teacher from Kep.",
        [
            M("Sokha's daughter Sreyleak started at the nursery.", R, "sreyleak; nursery"),
            M("Sokha's husband Vibol passed his truck test.", R, "vibol; truck test"),
            M("Sokha's spare room is let to a teacher from Kep.", R, "spare room; kep"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        E_,
        "vanna",
        "passed grade 4 chapei, my flatmate moved out, n the power is back after 2 days",
        [
            M("vanna passed grade 4 in chapei.", R, "grade 4; chapei"),
            M("vanna's flatmate moved out.", R, "vanna; flatmate"),
            M("vanna's power is back after 2 days.", R, "power; 2 days"),
        ],
    ),
    S(
        "multi-fact",
        NJ,
        F_,
        "Piseth",
        "Vannak said his first word, Chenda got her passport back, and the troupe is touring Battambang in November.",
        [
            M("Piseth's son Vannak said his first word.", R, "vannak; first word"),
            M("Piseth's wife Chenda got her passport back.", R, "chenda; passport"),
            M(
                "Piseth's troupe is touring Battambang in 2025-11.",
                R,
                "troupe; battambang; 2025-11",
            ),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        D_,
        None,
        "Note: census officer visiting Sunday the 26th of January, 9 a.m.; have the family book ready.",
        [M("A census officer is visiting on 2025-01-26.", R, "census; 2025-01-26")],
    ),
    S(
        "note",
        NO,
        A_,
        None,
        "Note: insurance assessor coming Saturday the 16th of March about the flooded kitchen.",
        [
            M(
                "The insurance assessor is coming on 2024-03-16 about the flooded kitchen.",
                R,
                "insurance; kitchen; 2024-03-16",
            )
        ],
    ),
    S(
        "note",
        NO,
        F_,
        None,
        "Note: passport photos Friday the 3rd of October, 4 p.m., at the photo shop by the Russian Market.",
        [
            M(
                "Passport photos are booked for 2025-10-03 at the photo shop by the Russian Market.",
                R,
                "passport photos; russian market; 2025-10-03",
            )
        ],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        E_,
        "Sokha",
        "I love the Water Festival boat races more than any concert.",
        [M("Sokha loves the Water Festival boat races.", D, "sokha; water festival; boat races")],
    ),
    S(
        "preference",
        TL,
        A_,
        "vanna",
        "i hate sharing a bathroom, id rather pay more n have my own",
        [M("vanna hates sharing a bathroom.", D, "vanna; bathroom")],
    ),
    S(
        "preference",
        JM,
        D_,
        "User",
        "fav food is num banh chok, every sunday",
        [M("The user's favourite food is num banh chok.", D, "num banh chok")],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NJ,
        C_,
        "Piseth",
        "He's walking again, and he still tunes my roneat every Sunday.",
        [
            M(
                "Piseth's grandfather is walking again after the fall and tunes Piseth's roneat every Sunday.",
                R,
                "grandfather; walking; roneat",
            )
        ],
        [("Chenda", "How is your grandfather after the fall?")],
    ),
    S(
        "pronoun-answer",
        UA,
        B_,
        "User",
        "She's my niece, born in June, and she already has two names because my sisters can't agree.",
        [M("The user's niece was born in 2024-06.", R, "niece; 2024-06")],
        [("Assistant", "Who is the baby in the photo?")],
    ),
    # -- sentences that should form nothing --
    # chatter and what the speaker did not do
    S(
        "chatter",
        NL,
        A_,
        "Sokha",
        "We nearly drove to Kep for the sunset, but the car wouldn't start, so we stayed home.",
        [],
    ),
    S("chatter", TL, B_, "vanna", "lol the tuk tuk driver sang the whole way", []),
    S(
        "chatter",
        NJ,
        C_,
        "Piseth",
        "Half of Phnom Penh was out on Sisowath Quay tonight, I think.",
        [],
    ),
    S("chatter", UA, D_, "User", "Sorry, the baby just woke up, give me a minute.", []),
    S("chatter", JM, E_, "User", "one sec", []),
    S("chatter", NL, F_, "Sokha", "Honestly, this rain.", []),
    # compliments
    S("compliment", NL, B_, "Sokha", "Your drawing of the river is beautiful, Bopha.", []),
    S("compliment", TL, C_, "vanna", "ur chapei playing is sooo good", []),
    S("compliment", NJ, D_, "Piseth", "You sang wonderfully at the wedding, Chenda.", []),
    S("compliment", UA, E_, "User", "This letter is much better than mine.", []),
    S("compliment", JM, F_, "User", "great plan", []),
    S("compliment", NL, E_, "Sokha", "That green hat suits you, Bopha.", []),
    # opinions about the world
    S(
        "generic-opinion",
        NL,
        C_,
        "Sokha",
        "Insurance companies always find a reason not to pay.",
        [],
    ),
    S("generic-opinion", TL, D_, "vanna", "sharing a flat is cheaper but never quieter", []),
    S("generic-opinion", NJ, E_, "Piseth", "Every child should learn an instrument.", []),
    S("generic-opinion", UA, F_, "User", "Paperwork always takes twice as long as they say.", []),
    S("generic-opinion", JM, A_, "User", "storms r getting worse every yr", []),
    S("generic-opinion", NL, A_, "Sokha", "Babies never sleep when you need them to.", []),
    # hypotheticals, wishes and what someone else might do
    S(
        "hypothetical",
        NL,
        D_,
        "Sokha",
        "If the hospital ever opens a clinic in Kep, I'd apply straight away.",
        [],
    ),
    S("hypothetical", TL, E_, "vanna", "if i pass grade 5 ill teach kids on weekends", []),
    S("hypothetical", NJ, F_, "Piseth", "If the troupe goes to Yangon, I might go with them.", []),
    S(
        "hypothetical",
        UA,
        A_,
        "User",
        "If the noodle stall takes off, I'll rent a second stall at the market.",
        [],
    ),
    S("hypothetical", JM, B_, "User", "might learn to swim one day", []),
    S("hypothetical", NL, F_, "Sokha", "I wish we could afford a generator of our own.", []),
    # other people's opinions
    S(
        "others-opinion",
        NL,
        B_,
        "Sokha",
        "My mother thinks Sreyleak will be a singer because she screams in tune.",
        [],
    ),
    S("others-opinion", TL, C_, "vanna", "dara says the landlord will put the rent up in jan", []),
    S(
        "others-opinion",
        NJ,
        A_,
        "Piseth",
        "Chenda's father says the rainy season will come early this year.",
        [],
    ),
    S(
        "others-opinion",
        UA,
        C_,
        "User",
        "My boss thinks the new bridge will never open on time.",
        [],
    ),
    S("others-opinion", JM, D_, "User", "mum says i should move back home", []),
    S("others-opinion", NJ, E_, "Piseth", "My teacher says I rush the fast pieces.", []),
    # passing moods
    S("passing-mood", NL, C_, "Sokha", "I'm so tired I could sleep on the bus.", []),
    S("passing-mood", TL, F_, "vanna", "ugh so bored", []),
    S("passing-mood", NJ, B_, "Piseth", "I'm nervous about tonight.", []),
    S("passing-mood", UA, D_, "User", "I'm a bit anxious about the appeal.", []),
    S("passing-mood", JM, E_, "User", "meh. sleepy", []),
    S("passing-mood", TL, A_, "vanna", "feeling kinda low today", []),
    # questions
    S("question", NL, D_, "Sokha", "Did the insurance man ever call you back, Bopha?", []),
    S("question", TL, B_, "vanna", "u coming to the show fri?", []),
    S("question", NJ, F_, "Piseth", "How long does a passport take these days?", []),
    S("question", UA, B_, "User", "How do I get the river smell out of a sofa after a flood?", []),
    S("question", JM, C_, "User", "best way to split bills w 3 ppl?", []),
    S("question", UA, E_, "User", "What should I say at my niece's blessing?", []),
    # thanks
    S("thanks", UA, C_, "User", "Thanks, the appeal letter worked.", []),
    S("thanks", JM, F_, "User", "thx", []),
    S("thanks", NL, E_, "Sokha", "Thank you for lending us your generator, Bopha.", []),
    S("thanks", UA, A_, "User", "Thank you, that rota is perfect.", []),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        B_,
        "Assistant",
        "You could ask your landlord to share the cost of the repair.",
        [],
        [("User", "The ceiling is leaking again.")],
    ),
    S(
        "assistant-suggestion",
        JM,
        D_,
        "Assistant",
        "Maybe agree on a quiet hour after ten for everyone.",
        [],
        [("User", "housemate plays music all night")],
    ),
    S(
        "assistant-suggestion",
        UA,
        E_,
        "Assistant",
        "A small gold chain for the baby could be a lovely gift.",
        [],
        [("User", "What should I give my sister for her baby's first birthday?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        F_,
        "Assistant",
        "You could try a language exchange with a student.",
        [],
        [("User", "want to practise hindi")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
