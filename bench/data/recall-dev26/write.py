# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the twenty-sixth development recall set (this folder), written blind as held-out 26.

All the material below was typed by hand for this set: six dated conversations with their
questions (``CONVERSATIONS``) and a hundred labelled sentences (``SENTENCES``). Three pair
chats are written in proper case and full sentences by two people who keep in touch over more
than a year, one pair chat is lower-case texting, and of the two assistant chats one user
writes in proper case and the other tersely in lower case. The script numbers the turns,
resolves the labels the questions cite, runs the checks of the blind brief
(``bench/_handwritten.py``) and writes the four files::

    uv run python bench/data/recall-dev26/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev26/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho26"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev26/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the twenty-sixth held-out set; "
        "a development set since 2026-12-07"
    )
    return blind_set_files(PREFIX, CONVERSATIONS, SENTENCES, written_by)


def main() -> int:
    return write_or_check(HERE, build())


# -- material -------------------------------------------------------------------------------------
# Names, places, jobs, pets, titles and events were made up or picked for this set and searched
# for in the other sets' READMEs and the development sets' material before use.

CONVERSATIONS: list[Conv] = []
SENTENCES: list[S] = []


# -- conversations --
# Every session is on a Saturday; relative dates in the questions count from it.

CHISOMO_MPHATSO = Conv(
    "pair",
    "named_lines",
    ["Chisomo", "Mphatso"],
    """
@ 2024-01-20
Mphatso: Chisomo, greetings from Zomba! Is Blantyre still without power? {hello}
Chisomo: It came back on Thursday, after three days. A transformer blew in Ndirande on Monday night, and I was one of the technicians who replaced it, so I hardly slept. {powercut}
Mphatso: So you were the villain and the hero at once. Are you still with the power company? {ask-job}
Chisomo: Still a transformer technician at the power company, nine years in March. But the big news is at home: on Sunday we adopted a dog from the animal shelter in Limbe. {dog}
Mphatso: A dog! What kind, and what is she called?
Chisomo: A Boerboel cross, two years old. Madalitso named her Tsabola because she is the colour of pepper, and she already sleeps on his bed. {tsabola}
Mphatso: How old is Madalitso now? I lose track. {ask-mada}
Chisomo: Nine, and ten in June. {madalitso}
Mphatso: My news is about getting to work. I've stopped taking the minibus up the plateau. I bought a second-hand motorbike for 2,600,000 kwacha, and the ride up to the lookout now takes 20 minutes instead of 50. {motorbike}
Chisomo: Be careful on that road in the rains. Are you still in the tower every day?
Mphatso: Every day from six to two, watching for smoke over the pine plantations. Eleven years as a fire lookout on Zomba Plateau. {job-m}
Chisomo: Eleven years! You must know every tree up there by now.
Mphatso: And my quiz team at the Gymkhana Club, the Plateau Owls, came third out of eleven teams on Wednesday. We lost it on a question about rivers. {quiz}
@ 2024-04-13
Chisomo: How is the motorbike treating you? {ask-bike}
Mphatso: Badly. I skidded on wet leaves on the plateau road on the 2nd of April and broke my wrist. It's six weeks in a cast, so my neighbour drives me up to the lookout. {crash}
Chisomo: Oh no, I'm sorry! Tsabola has been unwell too. Her fur fell out in patches, and the vet in Chileka said it was mange. The visit and the medicine cost 38,000 kwacha. {vet}
Mphatso: Poor girl. Is she better now?
Chisomo: Much better, the fur is growing back. While I was on a job in Mangochi for a week, Yamikani from next door fed her and walked her, and I paid him 5,000 kwacha a day. {sitter}
Mphatso: Good lad. Here's some gossip: my sister Tiyamike is seeing someone. She met him at the quiz night in February, and he was on the team that beat us! {tiyamike-dating}
Chisomo: Ha! Where did they go on their first date? {ask-date}
Mphatso: For grilled fish at a place on the shore of Lake Chilwa. I think it was the 14th of February, but don't quote me. {first-date}
Chisomo: Valentine's Day, of course. I've taken up photography, by the way. I bought a second-hand zoom lens for 420,000 kwacha, and I go out to photograph birds every Sunday morning. {photo}
Mphatso: Send me the best one.
Chisomo: My sunbird photo, "Sunbird at Noon", came second in the newspaper's photo competition on Tuesday. The prize was 150,000 kwacha. {contest}
Mphatso: Second! You'll be famous. And the council wants to close the library in Zomba, so my colleagues and I have started a petition. We have 340 signatures so far. {petition}
@ 2024-07-06
Mphatso: Good news first: the wrist healed, and the cast came off on the 20th of May. But I sold the motorbike in June for 2,100,000 kwacha, because my wife said one broken wrist was enough. {sold}
Chisomo: She's right. How do you get up the plateau now? {ask-commute}
Mphatso: By bicycle up and the minibus down, an hour and a quarter altogether. {commute-2}
Chisomo: That's a workout. What happened with the library? {ask-library}
Mphatso: The petition reached 1,200 signatures, and at the council meeting on Thursday they voted to keep it open for two more years. {library}
Chisomo: Well done! And your sister, is she still with the man from the quiz? {ask-tiya}
Mphatso: His name is Limbani, and he repairs boat engines at Kachulu on Lake Chilwa. They're still together, and she brought him to our mother's for lunch on Sunday. {limbani}
Chisomo: Meeting the mother already! I had a travel disaster. My flight to Harare for a training course was cancelled on Monday, so the company sent me by bus, nineteen hours each way. {flight}
Mphatso: Nineteen hours! Did you at least learn something?
Chisomo: Mostly about new meters. And I'm not speaking to my cousin Chikondi. She borrowed my camera for a wedding and brought it back with a scratched lens. {fallout}
Mphatso: Oh dear. How is Tsabola? {ask-tsa}
Chisomo: Getting fat. She's 31 kilos now, and the vet says she should be 27. {weight}
Mphatso: Too many treats from Madalitso, I think. Our team won the quiz in June, by the way: first out of nine teams, and the prize was a crate of soft drinks. {quiz-win}
@ 2024-10-19
Chisomo: Chikondi and I have made up. She paid for a new lens and cooked me dinner last night, and we laughed about the whole thing. {makeup}
Mphatso: Good, life is too short. Tiyamike and Limbani broke up in September. {breakup}
Chisomo: Oh no, what happened?
Mphatso: She says he was always at the lake and never at the table. My mother says it's a shame, because he mended her roof for nothing. {breakup-why}
Chisomo: Something sad here too: Bwenzi, Mrs Banda's old dog next door, died on Wednesday. He was fifteen. Tsabola keeps looking for him at the fence. {bwenzi}
Mphatso: Fifteen is a good age. Give Mrs Banda my sympathy.
Chisomo: I will. And I've found an old friend again! Chimwemwe Phiri, who sat next to me in primary school, sent me a message after she saw my sunbird photo in the paper. She lives in Lilongwe now and sells solar lamps. {chimwemwe}
Mphatso: After thirty years! Are you going to see her? {ask-visit}
Chisomo: She's coming to Blantyre on the 9th of November, I think, or maybe the 16th. {visit-plan}
Mphatso: Tell her hello from a man who never wins quizzes. We came second on Wednesday, by the way, one point behind the teachers. {quiz-2}
Chisomo: Madalitso has started a collection: bottle caps. He has 214 of them in a biscuit tin, and he counts them every night. {caps}
Mphatso: 214! Tell him to ask at the Gymkhana bar, they throw away hundreds.
@ 2025-02-08
Mphatso: Happy new year, late as usual. How was your friend's visit? {ask-came}
Chisomo: She came on the 16th of November, not the 9th, and stayed for two nights. We talked until three in the morning. {came}
Mphatso: Lovely. And Madalitso tells me you have two dogs now? {ask-dogs}
Chisomo: For now. We're fostering a puppy called Mphezi for the shelter in Limbe until she finds a home. She's four months old and has already eaten two of my shoes. {foster}
Mphatso: Careful, foster puppies tend to stay. My news: I've bought a car! A white Vitz for 9,500,000 kwacha, from a teacher in Liwonde. {car}
Chisomo: A car, after all that! How long is the drive up now? {ask-drive}
Mphatso: Twenty-five minutes, and I stay dry. {drive}
Chisomo: I had to renew my driving licence in January. The office in Blantyre took four hours and charged 25,000 kwacha. {licence}
Mphatso: Four hours is quick for that office. Is it true you were on the radio? {ask-radio}
Chisomo: No, that was my cousin Chikondi, not me. She talked about the power cuts on the morning show. {radio}
Mphatso: Tiyamike is dating again, by the way: a nurse called Kumbukani, whom she met at a wedding in December. {kumbukani}
Chisomo: Good for her. If the power company moves me to Lilongwe, I'll go, because Chimwemwe is there. {hypo}
Mphatso: Would they move you? {ask-move}
Chisomo: There's talk, nothing more. Madalitso's bottle caps are at 390 now, and he wants 500 by his birthday. {caps-2}
""",
    [
        Q(
            "t",
            "When did the transformer in Ndirande blow?",
            "2024-01-15",
            "powercut",
            "transformer; monday",
            "relative-date",
        ),
        Q(
            "t",
            "When did the power come back in Blantyre in January 2024?",
            "2024-01-18",
            "powercut",
            "came back; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "How long was Blantyre without power in January 2024?",
            "three days",
            "powercut",
            "three days",
        ),
        Q(
            "s",
            "What is Chisomo's job?",
            "a transformer technician at the power company",
            "dog",
            "transformer technician",
            memory=True,
        ),
        Q(
            "s",
            "How long has Chisomo worked at the power company?",
            "nine years in March 2024",
            "dog",
            "nine years",
        ),
        Q(
            "t",
            "When did Chisomo's family adopt their dog?",
            "2024-01-14",
            "dog",
            "adopted; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "Where did Chisomo's family adopt their dog?",
            "at the animal shelter in Limbe",
            "dog",
            "shelter; limbe",
        ),
        Q("s", "What breed is Tsabola?", "a Boerboel cross", "tsabola", "boerboel"),
        Q(
            "s",
            "How old was Tsabola when she was adopted?",
            "two years old",
            "tsabola",
            "two years",
        ),
        Q(
            "s",
            "Why is the dog called Tsabola?",
            "because she is the colour of pepper",
            "tsabola",
            "colour; pepper",
        ),
        Q("s", "Who named the dog Tsabola?", "Madalitso", "tsabola", "madalitso"),
        Q("s", "Where does Tsabola sleep?", "on Madalitso's bed", "tsabola", "bed", "pronoun"),
        Q(
            "m",
            "How old was Madalitso in January 2024, and when does he turn ten?",
            "nine; ten in June",
            "ask-mada madalitso",
            {"ask-mada": "madalitso", "madalitso": "nine; june"},
            "fragment",
        ),
        Q(
            "s",
            "How did Mphatso get to work before January 2024?",
            "by minibus up the plateau",
            "motorbike",
            "minibus",
        ),
        Q(
            "s",
            "How much did Mphatso's motorbike cost?",
            "2,600,000 kwacha",
            "motorbike",
            "2,600,000",
        ),
        Q(
            "s",
            "How long did the ride to the lookout take on the motorbike?",
            "20 minutes instead of 50",
            "motorbike",
            "20 minutes",
        ),
        Q(
            "s",
            "What is Mphatso's job?",
            "a fire lookout on Zomba Plateau",
            "job-m",
            "fire lookout",
            memory=True,
        ),
        Q(
            "s",
            "What hours does Mphatso work in the tower?",
            "every day from six to two",
            "job-m",
            "six; two",
        ),
        Q(
            "s",
            "How long has Mphatso been a fire lookout?",
            "eleven years",
            "job-m",
            "eleven years",
        ),
        Q(
            "s",
            "What is the name of Mphatso's quiz team?",
            "the Plateau Owls",
            "quiz",
            "plateau owls",
        ),
        Q("s", "Where does Mphatso's quiz team play?", "at the Gymkhana Club", "quiz", "gymkhana"),
        Q(
            "s",
            "Where did the Plateau Owls finish in January 2024?",
            "third out of eleven teams",
            "quiz",
            "third; eleven",
        ),
        Q(
            "t",
            "When did the Plateau Owls come third?",
            "2024-01-17",
            "quiz",
            "third; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "Which question lost the Plateau Owls the quiz in January 2024?",
            "a question about rivers",
            "quiz",
            "rivers",
        ),
        Q("t", "When did Mphatso break his wrist?", "2024-04-02", "crash", "wrist; 2nd; april"),
        Q(
            "s",
            "How did Mphatso break his wrist?",
            "he skidded on wet leaves on the plateau road on his motorbike",
            "crash",
            "skidded; wet leaves",
        ),
        Q("s", "How long was Mphatso to be in a cast?", "six weeks", "crash", "six weeks; cast"),
        Q(
            "s",
            "What did the vet say was wrong with Tsabola in April 2024?",
            "mange",
            "vet",
            "mange",
        ),
        Q(
            "s",
            "How much did Tsabola's vet visit and medicine cost?",
            "38,000 kwacha",
            "vet",
            "38,000",
        ),
        Q("s", "Where is the vet Chisomo took Tsabola to?", "in Chileka", "vet", "chileka"),
        Q(
            "s",
            "Who looked after Tsabola while Chisomo worked in Mangochi?",
            "Yamikani from next door",
            "sitter",
            "yamikani",
        ),
        Q(
            "s",
            "How much did Chisomo pay Yamikani to look after the dog?",
            "5,000 kwacha a day",
            "sitter",
            "5,000",
        ),
        Q("s", "How long was Chisomo's job in Mangochi?", "a week", "sitter", "mangochi; week"),
        Q(
            "s",
            "Where did Tiyamike meet the man she started seeing in 2024?",
            "at the quiz night in February; he was on the team that beat Mphatso's",
            "tiyamike-dating",
            "quiz night",
        ),
        Q(
            "s",
            "Where did Tiyamike go on her first date?",
            "for grilled fish at a place on the shore of Lake Chilwa",
            "first-date",
            "grilled fish; chilwa",
        ),
        Q(
            "t",
            "When was Tiyamike's first date, as far as Mphatso remembers?",
            "2024-02-14",
            "first-date",
            "14th; february",
        ),
        Q("s", "How much did Chisomo's zoom lens cost?", "420,000 kwacha", "photo", "420,000"),
        Q(
            "s",
            "How often does Chisomo go out to photograph birds?",
            "every Sunday morning",
            "photo",
            "sunday morning",
        ),
        Q(
            "s",
            "What is the title of Chisomo's prize-winning photo?",
            "Sunbird at Noon",
            "contest",
            "sunbird; noon",
        ),
        Q(
            "s",
            'Where did "Sunbird at Noon" come in the photo competition?',
            "second",
            "contest",
            "second",
        ),
        Q(
            "t",
            "When did Chisomo's photo come second in the competition?",
            "2024-04-09",
            "contest",
            "second; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "How much was the prize for Chisomo's photo?",
            "150,000 kwacha",
            "contest",
            "150,000",
        ),
        Q(
            "s",
            "Why did Mphatso and his colleagues start a petition?",
            "because the council wants to close the library in Zomba",
            "petition",
            "library; close",
        ),
        Q(
            "s",
            "How many signatures did the library petition have by April 2024?",
            "340",
            "petition",
            "340",
        ),
        Q(
            "s",
            "How many signatures did the library petition get in the end?",
            "1,200",
            "library",
            "1,200",
            "latest",
        ),
        Q(
            "t",
            "When did the council vote to keep the Zomba library open?",
            "2024-07-04",
            "library",
            "council; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "For how long will the Zomba library stay open after the council's vote?",
            "two more years",
            "library",
            "two more years",
        ),
        Q("t", "When did Mphatso's cast come off?", "2024-05-20", "sold", "cast; 20th; may"),
        Q(
            "s",
            "How much did Mphatso sell his motorbike for?",
            "2,100,000 kwacha",
            "sold",
            "2,100,000",
        ),
        Q(
            "s",
            "Why did Mphatso sell his motorbike?",
            "his wife said one broken wrist was enough",
            "sold",
            "wife; broken wrist",
        ),
        Q(
            "m",
            "How much money did Mphatso lose on the motorbike between buying and selling it?",
            "500,000 kwacha (2,600,000 minus 2,100,000)",
            "motorbike sold",
            {"motorbike": "2,600,000", "sold": "2,100,000"},
            "event-chain",
        ),
        Q(
            "s",
            "How did Mphatso get up the plateau after selling the motorbike?",
            "by bicycle up and the minibus down",
            "commute-2",
            "bicycle; minibus",
        ),
        Q(
            "s",
            "How long did Mphatso's commute take by bicycle and minibus?",
            "an hour and a quarter altogether",
            "commute-2",
            "hour; quarter",
        ),
        Q(
            "m",
            "Who is Limbani?",
            "the man Tiyamike met at the February quiz night; he repairs boat engines at Kachulu",
            "tiyamike-dating limbani",
            {"tiyamike-dating": "quiz night", "limbani": "limbani"},
        ),
        Q(
            "s",
            "What does Limbani do for a living?",
            "he repairs boat engines at Kachulu on Lake Chilwa",
            "limbani",
            "boat engines",
            "third-person-fact",
        ),
        Q(
            "t",
            "When did Tiyamike bring Limbani to her mother's for lunch?",
            "2024-06-30",
            "limbani",
            "lunch; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "Where was Chisomo's cancelled flight going?",
            "to Harare, for a training course",
            "flight",
            "harare",
        ),
        Q(
            "t",
            "When was Chisomo's flight to Harare cancelled?",
            "2024-07-01",
            "flight",
            "cancelled; monday",
            "relative-date",
        ),
        Q(
            "s",
            "How did Chisomo get to the training course after the flight was cancelled?",
            "by bus, nineteen hours each way",
            "flight",
            "bus; nineteen hours",
        ),
        Q(
            "s",
            "Why did Chisomo stop speaking to Chikondi?",
            "Chikondi borrowed her camera for a wedding and brought it back with a scratched lens",
            "fallout",
            "camera; scratched lens",
        ),
        Q("s", "What relation is Chikondi to Chisomo?", "her cousin", "fallout", "cousin"),
        Q(
            "s",
            "How heavy was Tsabola in July 2024, and what should she weigh?",
            "31 kilos; she should be 27",
            "weight",
            "31 kilos; 27",
        ),
        Q(
            "s",
            "What did the Plateau Owls win when they came first in June 2024?",
            "a crate of soft drinks",
            "quiz-win",
            "crate; soft drinks",
        ),
        Q(
            "s",
            "How many teams did the Plateau Owls beat to win the quiz in June 2024?",
            "eight (first out of nine)",
            "quiz-win",
            "first; nine",
        ),
        Q(
            "s",
            "How did Chikondi make up with Chisomo?",
            "she paid for a new lens and cooked her dinner",
            "makeup",
            "new lens; dinner",
        ),
        Q(
            "t",
            "When did Chikondi cook Chisomo dinner to make up?",
            "2024-10-18",
            "makeup",
            "dinner; night",
            "relative-date",
        ),
        Q("t", "When did Tiyamike and Limbani break up?", "2024-09", "breakup", "broke; september"),
        Q(
            "s",
            "Why did Tiyamike and Limbani break up?",
            "she says he was always at the lake and never at the table",
            "breakup-why",
            "lake; table",
        ),
        Q(
            "s",
            "What did Limbani do for Mphatso's mother?",
            "he mended her roof for nothing",
            "breakup-why",
            "mended; roof",
        ),
        Q("s", "Whose dog was Bwenzi?", "Mrs Banda's, next door to Chisomo", "bwenzi", "banda"),
        Q("s", "How old was Bwenzi when he died?", "fifteen", "bwenzi", "fifteen"),
        Q("t", "When did Bwenzi die?", "2024-10-16", "bwenzi", "died; wednesday", "relative-date"),
        Q(
            "s",
            "How did Chimwemwe Phiri find Chisomo again?",
            "she sent a message after seeing Chisomo's sunbird photo in the paper",
            "chimwemwe",
            "sunbird; paper",
        ),
        Q(
            "s",
            "Where does Chimwemwe Phiri live, and what does she sell?",
            "in Lilongwe; solar lamps",
            "chimwemwe",
            "lilongwe; solar lamps",
            "third-person-fact",
        ),
        Q(
            "s",
            "How does Chisomo know Chimwemwe Phiri?",
            "they sat next to each other in primary school",
            "chimwemwe",
            "primary school",
        ),
        Q(
            "t",
            "When did Chimwemwe visit Chisomo in Blantyre?",
            "2024-11-16",
            "visit-plan came",
            {"visit-plan": "blantyre", "came": "16th; november"},
            "latest",
        ),
        Q("s", "How many nights did Chimwemwe stay with Chisomo?", "two", "came", "two nights"),
        Q(
            "s",
            "Where did the Plateau Owls finish in October 2024, and who beat them?",
            "second, one point behind the teachers",
            "quiz-2",
            "second; teachers",
        ),
        Q("s", "What does Madalitso collect?", "bottle caps", "caps", "bottle caps", memory=True),
        Q("s", "How many bottle caps did Madalitso have in October 2024?", "214", "caps", "214"),
        Q(
            "s",
            "How many bottle caps does Madalitso have by February 2025, and what is his goal?",
            "390; 500 by his birthday",
            "caps-2",
            "390; 500",
        ),
        Q(
            "m",
            "How many bottle caps did Madalitso add between October 2024 and February 2025?",
            "176 (from 214 to 390)",
            "caps caps-2",
            {"caps": "214", "caps-2": "390"},
            "event-chain",
        ),
        Q("s", "What is the name of the puppy Chisomo is fostering?", "Mphezi", "foster", "mphezi"),
        Q("s", "How old was Mphezi in February 2025?", "four months", "foster", "four months"),
        Q("s", "How many of Chisomo's shoes has Mphezi eaten?", "two", "foster", "two; shoes"),
        Q("s", "What car did Mphatso buy?", "a white Vitz", "car", "white vitz"),
        Q(
            "s",
            "How much did Mphatso pay for his car, and who sold it?",
            "9,500,000 kwacha, a teacher in Liwonde",
            "car",
            "9,500,000; liwonde",
        ),
        Q(
            "m",
            "How long does Mphatso's drive up the plateau take?",
            "twenty-five minutes",
            "ask-drive drive",
            {"ask-drive": "drive", "drive": "twenty"},
            "fragment",
        ),
        Q(
            "m",
            "How has Mphatso's trip to the lookout changed from the minibus to the car?",
            "minibus (about 50 minutes), motorbike 20 minutes, bicycle and minibus an hour and a quarter, car twenty-five minutes",
            "motorbike commute-2 drive",
            {"motorbike": "20 minutes", "commute-2": "hour; quarter", "drive": "twenty"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Chisomo renew her driving licence?",
            "2025-01",
            "licence",
            "licence; january",
        ),
        Q(
            "s",
            "How much did Chisomo pay to renew her driving licence?",
            "25,000 kwacha",
            "licence",
            "25,000",
        ),
        Q(
            "s",
            "Who was on the radio talking about the power cuts?",
            "Chisomo's cousin Chikondi, not Chisomo",
            "radio",
            "chikondi; radio|morning show",
        ),
        Q(
            "s",
            "What does Kumbukani do for a living?",
            "he is a nurse",
            "kumbukani",
            "nurse",
            "pronoun",
        ),
        Q(
            "s",
            "Where did Tiyamike meet Kumbukani?",
            "at a wedding in December",
            "kumbukani",
            "wedding; december",
        ),
        Q(
            "m",
            "Who has Tiyamike dated since February 2024?",
            "Limbani, then Kumbukani",
            "limbani kumbukani",
            {"limbani": "limbani", "kumbukani": "kumbukani"},
        ),
        Q(
            "o",
            "Why would Chisomo be willing to move to Lilongwe?",
            "because her old school friend Chimwemwe Phiri lives there",
            "chimwemwe hypo",
            {"chimwemwe": "lilongwe", "hypo": "lilongwe"},
        ),
        Q(
            "o",
            "Would Chisomo enjoy a day out at a bird sanctuary?",
            "probably yes: she photographs birds every Sunday morning",
            "photo",
            "birds",
        ),
    ],
)
CONVERSATIONS.append(CHISOMO_MPHATSO)


TAMIKA_DARNELL = Conv(
    "pair",
    "timestamped_lines",
    ["tamika", "darnell"],
    """
@ 2024-02-10
darnell: tams!! u alive? hows arima {hello}
tamika: alive n tired. started a new job at piarco monday, check-in agent for a small airline. 5am starts smh {job}
darnell: airport life lol. how u getting there so early {ask-commute}
tamika: riding a bicycle now, 15 min. the maxi taxi used to take 40 and half the time it never came {commute}
darnell: respect. me still tuning pans in san fernando, 14 yrs now. 6 pans for a school band this month {job-d}
tamika: still cant believe u can hear all them notes. hows the cats
darnell: 2 cats still, zaboca n callaloo. zaboca the grey one went missing tues, no sign yet {missing}
tamika: oh noo. u put up posters?
darnell: yep, 30 of them on coffee street. my flatmate jelani checking under every house {posters}
tamika: she'll come back, cats do that. my news... i met somebody {met}
darnell: WHAT. who, where
tamika: akeem. met him at the bake and shark stand at maracas, sunday before last. first date is the cinema in chaguanas on the 17th {akeem}
@ 2024-05-25
tamika: u never said if zaboca came back!! {ask-zaboca}
darnell: she did! 9 days later, under the neighbour house, thin as a stick but fine {zaboca-back}
tamika: thank god. n callaloo?
darnell: vet in penal said worms, 350 dollars with the tablets. and we have 3 cats now, a kitten followed jelani home in april. we call him moko {cats-3}
tamika: lolol 3 cats n a pan tuner. how u sleep
darnell: i dont. also jelani moving out end of june, he got a job in tobago {jelani}
tamika: aww. u finding a new flatmate?
darnell: my cousin kerwin moving in july 1st i think. dont quote me {kerwin}
tamika: akeem update since u asked. cinema was good, we going to tobago for a weekend in june {tobago-plan}
darnell: look at u. hows the bike commute {ask-bike}
tamika: fine until a pothound bit me on the ankle on the lady hailes road, wed. 4 stitches n a tetanus shot {bite}
darnell: WHAT. whose dog
tamika: nobody know. 2 wks no cycling, doctor said. taking the maxi again {bite-after}
@ 2024-09-07
darnell: so how was tobago {ask-tobago}
tamika: didnt happen. akeem had to work the weekend n then we broke up in july. hes still playing all fours every night {tobago-off}
darnell: sorry tams. his loss
tamika: its fine. friend said he was too quiet for me anyway. how kerwin as a flatmate {friend}
darnell: he moved in july 6 not 1st. plays music loud but he cooks pelau every sunday so ok {kerwin-in}
tamika: pelau every sunday?? i moving in too
darnell: lol. big news: sold the car. the tiida, 42,000 dollars to a man in debe {car-sold}
tamika: why?? how u getting to work {ask-why}
darnell: water taxi to port of spain now, got a contract tuning for a panyard there till feb. 45 min on the boat, no traffic {water-taxi}
tamika: nice. me n my cousin shania started a podcast, tanty talk. local gossip basically {podcast}
darnell: how many episodes
tamika: 4 so far. 37 listeners lol {episodes}
@ 2024-12-21
tamika: merry xmas early d! u home for christmas? {hello-4}
darnell: home. flight to new york to see my brother got cancelled tues, they put me on thurs but i gave up {flight}
tamika: ugh airlines. i know, i work for one lol
darnell: lol. hows the podcast {ask-pod}
tamika: stopped. 6 episodes then shania moved to sangre grande n we never recorded again {pod-stop}
darnell: rip tanty talk. me collecting calypso records now. 60 so far, found 12 at the grand bazaar market sat {records}
tamika: old man hobby lol. the pothound thing, remember? the owner turned up, a lady from aranguez, paid my doctor bill {owner}
darnell: wow good. how much
tamika: 600 dollars {owner-paid}
darnell: u playing all fours now or wat. kerwin says u joined a team {ask-cards}
tamika: no thats my sister marcia not me. she in a team at work, doubles trouble. they came 2nd last month {marcia}
darnell: lol kerwin wrong again. still 3 cats btw. moko bigger than zaboca now {cats-still}
tamika: send pics!! {pics}
@ 2025-05-10
darnell: tams u working at the election? {ask-election}
tamika: nope. u? {no}
darnell: yep, poll clerk at a school in penal. 5am to 9pm, counted till midnight {poll}
tamika: brave. i found an old friend tho!! keisha from secondary school, saw her at the airport check-in in march, she flies for a cargo company now {keisha}
darnell: keisha with the braids? {ask-which}
tamika: the tall one. we had lunch sun {keisha-lunch}
darnell: nice. my panyard contract finished feb, back in san fernando. bought a used car again, a blue demio, 38,000 {car-2}
tamika: so u sold one n bought another lol. which one u drive to work, the blue one? {ask-car}
darnell: the blue one. i only have one car lol {blue}
tamika: lol. roadworks on the highway still? {ask-roads}
darnell: 3 months now, 50 min to get out of san fernando in the morning. a petition going round with 2,000 names {roadworks}
tamika: if i got the supervisor job i'd move closer to the airport. interview on the 20th {hypo}
darnell: good luck!! 190 records now btw. kerwin says im crazy {records-2}
""",
    [
        Q(
            "s",
            "Where did tamika start a new job in February 2024?",
            "at Piarco, as a check-in agent for a small airline",
            "job",
            "piarco; check-in agent",
            memory=True,
        ),
        Q(
            "t",
            "When did tamika start her job at Piarco?",
            "2024-02-05",
            "job",
            "started; monday",
            "relative-date",
        ),
        Q("s", "What time do tamika's shifts start?", "5am", "job", "5am"),
        Q(
            "m",
            "How does tamika get to work in February 2024, and how long does it take?",
            "by bicycle, 15 minutes",
            "ask-commute commute",
            {"ask-commute": "getting", "commute": "bicycle; 15 min"},
        ),
        Q("s", "How long did the maxi taxi take tamika?", "40 minutes", "commute", "maxi taxi; 40"),
        Q(
            "s",
            "What does darnell do for a living?",
            "he tunes steelpans in San Fernando",
            "job-d",
            "tuning pans; san fernando",
            "pronoun",
            memory=True,
        ),
        Q("s", "How long has darnell been tuning pans?", "14 years", "job-d", "14 yrs"),
        Q(
            "s",
            "How many pans was darnell tuning for a school band in February 2024?",
            "6",
            "job-d",
            "6 pans; school band",
        ),
        Q(
            "s",
            "What are the names of darnell's first two cats?",
            "Zaboca and Callaloo",
            "missing",
            "zaboca; callaloo",
        ),
        Q("s", "What colour is Zaboca?", "grey", "missing", "grey"),
        Q(
            "t",
            "When did Zaboca go missing?",
            "2024-02-06",
            "missing",
            "missing; tues",
            "relative-date",
        ),
        Q(
            "s",
            "How many posters did darnell put up for Zaboca, and where?",
            "30, on Coffee Street",
            "posters",
            "30; coffee street",
        ),
        Q("s", "Who is Jelani?", "darnell's flatmate", "posters", "flatmate; jelani"),
        Q(
            "s",
            "Where did tamika meet Akeem?",
            "at the bake and shark stand at Maracas",
            "akeem",
            "bake and shark; maracas",
        ),
        Q(
            "t",
            "When did tamika meet Akeem?",
            "2024-01-28",
            "akeem",
            "met; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "Where was tamika's first date with Akeem?",
            "at the cinema in Chaguanas",
            "akeem",
            "cinema; chaguanas",
        ),
        Q("t", "When was tamika's first date with Akeem planned?", "2024-02-17", "akeem", "17th"),
        Q(
            "s",
            "How long was Zaboca missing, and where was she found?",
            "9 days, under the neighbour's house",
            "zaboca-back",
            "9 days; neighbour",
        ),
        Q("s", "What did the vet find wrong with Callaloo?", "worms", "cats-3", "worms"),
        Q(
            "s",
            "How much did Callaloo's vet visit cost?",
            "350 dollars with the tablets",
            "cats-3",
            "350",
        ),
        Q("s", "Where is the vet darnell took Callaloo to?", "in Penal", "cats-3", "penal"),
        Q(
            "s",
            "How did darnell come to have a third cat?",
            "a kitten followed Jelani home in April",
            "cats-3",
            "kitten; jelani",
        ),
        Q("s", "What is the name of darnell's third cat?", "Moko", "cats-3", "moko"),
        Q(
            "m",
            "How many cats did darnell have in February 2024, and how many in May 2024?",
            "2, then 3",
            "missing cats-3",
            {"missing": "2 cats", "cats-3": "3 cats"},
            "latest",
        ),
        Q("s", "Why did Jelani move out?", "he got a job in Tobago", "jelani", "job; tobago"),
        Q("t", "When did Jelani plan to move out?", "2024-06", "jelani", "june"),
        Q(
            "s",
            "Who moved into darnell's flat after Jelani?",
            "his cousin Kerwin",
            "kerwin",
            "kerwin; cousin",
        ),
        Q(
            "t",
            "When did Kerwin actually move in?",
            "2024-07-06",
            "kerwin kerwin-in",
            {"kerwin": "kerwin", "kerwin-in": "july 6"},
            "latest",
        ),
        Q(
            "s",
            "Where were tamika and Akeem planning to go in June 2024?",
            "to Tobago for a weekend",
            "tobago-plan",
            "tobago; weekend",
        ),
        Q(
            "s",
            "How did tamika hurt her ankle?",
            "a pothound bit her on the Lady Hailes road",
            "bite",
            "pothound; ankle",
        ),
        Q(
            "t",
            "When was tamika bitten by the pothound?",
            "2024-05-22",
            "bite",
            "bit; wed",
            "relative-date",
        ),
        Q(
            "s",
            "What treatment did tamika get for the dog bite?",
            "4 stitches and a tetanus shot",
            "bite",
            "4 stitches; tetanus",
        ),
        Q(
            "s",
            "How long did the doctor tell tamika not to cycle?",
            "2 weeks",
            "bite-after",
            "2 wks; cycling",
        ),
        Q(
            "s",
            "How did tamika get to work while she couldn't cycle?",
            "by maxi taxi",
            "bite-after",
            "maxi",
        ),
        Q(
            "s",
            "Did tamika and Akeem go to Tobago?",
            "no: Akeem had to work that weekend",
            "tobago-off",
            "didnt; work",
        ),
        Q("t", "When did tamika and Akeem break up?", "2024-07", "tobago-off", "broke; july"),
        Q("s", "What does Akeem play every night?", "all fours", "tobago-off", "all fours"),
        Q(
            "s",
            "What did tamika's friend think of Akeem?",
            "that he was too quiet for her",
            "friend",
            "quiet",
        ),
        Q("s", "What does Kerwin cook every Sunday?", "pelau", "kerwin-in", "pelau; sunday"),
        Q(
            "s",
            "What is Kerwin's bad habit as a flatmate?",
            "he plays music loud",
            "kerwin-in",
            "music loud",
        ),
        Q(
            "s",
            "Which car did darnell sell, and for how much?",
            "his Tiida, for 42,000 dollars",
            "car-sold",
            "tiida; 42,000",
        ),
        Q("s", "Who bought darnell's Tiida?", "a man in Debe", "car-sold", "debe"),
        Q(
            "s",
            "How did darnell get to work after selling his car?",
            "by water taxi to Port of Spain, 45 minutes",
            "water-taxi",
            "water taxi; 45 min",
        ),
        Q(
            "s",
            "Why was darnell working in Port of Spain in late 2024?",
            "he had a contract tuning for a panyard there until February",
            "water-taxi",
            "contract; panyard",
        ),
        Q("s", "What is the name of tamika's podcast?", "Tanty Talk", "podcast", "tanty talk"),
        Q(
            "s",
            "Who started the podcast with tamika?",
            "her cousin Shania",
            "podcast",
            "shania; cousin",
        ),
        Q("s", "What is Tanty Talk about?", "local gossip", "podcast", "gossip"),
        Q(
            "s",
            "How many episodes and listeners did Tanty Talk have in September 2024?",
            "4 episodes, 37 listeners",
            "episodes",
            "4; 37 listeners",
        ),
        Q(
            "m",
            "How many episodes of Tanty Talk were made in the end, and why did it stop?",
            "6; Shania moved to Sangre Grande",
            "podcast pod-stop",
            {"podcast": "tanty talk", "pod-stop": "6 episodes; sangre grande"},
            "latest",
        ),
        Q(
            "s",
            "Where was darnell flying to see his brother in December 2024?",
            "New York",
            "flight",
            "new york; brother",
        ),
        Q(
            "t",
            "When was darnell's flight to New York cancelled?",
            "2024-12-17",
            "flight",
            "cancelled; tues",
            "relative-date",
        ),
        Q(
            "s",
            "Did darnell take the rebooked flight to New York?",
            "no, he gave up",
            "flight",
            "gave up",
        ),
        Q(
            "s",
            "What does darnell collect?",
            "calypso records",
            "records",
            "calypso records",
            memory=True,
        ),
        Q(
            "s",
            "How many calypso records did darnell find at the Grand Bazaar market?",
            "12",
            "records",
            "12; grand bazaar",
        ),
        Q(
            "t",
            "When did darnell find 12 records at the Grand Bazaar market?",
            "2024-12-14",
            "records",
            "grand bazaar; sat",
            "relative-date",
        ),
        Q(
            "m",
            "How many calypso records did darnell have in December 2024 and in May 2025?",
            "60, then 190",
            "records records-2",
            {"records": "60", "records-2": "190"},
            "latest",
        ),
        Q(
            "m",
            "Who paid tamika's doctor's bill for the dog bite, and how much?",
            "the dog's owner, a lady from Aranguez; 600 dollars",
            "owner owner-paid",
            {"owner": "aranguez", "owner-paid": "600"},
        ),
        Q(
            "s",
            "Who is on the all fours team Doubles Trouble?",
            "tamika's sister Marcia, not tamika",
            "marcia",
            "marcia; doubles trouble",
        ),
        Q("s", "Where did Doubles Trouble finish in November 2024?", "second", "marcia", "2nd"),
        Q(
            "s",
            "Which of darnell's cats is bigger than Zaboca by December 2024?",
            "Moko",
            "cats-still",
            "moko; bigger",
        ),
        Q(
            "m",
            "Did tamika work at the election?",
            "no, tamika did not work at the election",
            "ask-election no",
            {"ask-election": "election", "no": "nope"},
            "fragment",
        ),
        Q(
            "s",
            "What did darnell do at the election?",
            "he was a poll clerk at a school in Penal",
            "poll",
            "poll clerk; penal",
        ),
        Q(
            "s",
            "What hours did darnell work on election day?",
            "5am to 9pm, counting until midnight",
            "poll",
            "5am; 9pm; midnight",
        ),
        Q(
            "s",
            "Who is Keisha?",
            "tamika's friend from secondary school, who flies for a cargo company now",
            "keisha",
            "secondary school; cargo",
            "third-person-fact",
        ),
        Q("t", "When did tamika see Keisha at the airport?", "2025-03", "keisha", "march"),
        Q(
            "t",
            "When did tamika and Keisha have lunch?",
            "2025-05-04",
            "keisha-lunch",
            "lunch; sun",
            "relative-date",
        ),
        Q(
            "m",
            "Which Keisha is tamika's friend?",
            "the tall one",
            "ask-which keisha-lunch",
            {"ask-which": "keisha", "keisha-lunch": "tall"},
            "fragment",
        ),
        Q("t", "When did darnell's panyard contract finish?", "2025-02", "car-2", "contract; feb"),
        Q(
            "s",
            "What car did darnell buy in 2025, and for how much?",
            "a blue Demio, 38,000",
            "car-2",
            "demio; 38,000",
        ),
        Q(
            "m",
            "What colour is the car darnell drives to work in 2025?",
            "blue",
            "ask-car blue",
            {"ask-car": "blue", "blue": "blue"},
        ),
        Q(
            "m",
            "Did darnell get more for his old car than he paid for his new one?",
            "yes: he sold the Tiida for 42,000 and bought the Demio for 38,000",
            "car-sold car-2",
            {"car-sold": "42,000", "car-2": "38,000"},
            "event-chain",
        ),
        Q(
            "s",
            "How long have the roadworks on the highway gone on by May 2025?",
            "3 months",
            "roadworks",
            "3 months",
        ),
        Q(
            "s",
            "How long does it take darnell to get out of San Fernando in the morning because of the roadworks?",
            "50 minutes",
            "roadworks",
            "50 min",
        ),
        Q(
            "s",
            "How many names are on the petition about the roadworks?",
            "2,000",
            "roadworks",
            "petition; 2,000",
        ),
        Q(
            "t",
            "When is tamika's interview for the supervisor job?",
            "2025-05-20",
            "hypo",
            "interview; 20th",
        ),
        Q(
            "s",
            "What would tamika do if she got the supervisor job?",
            "move closer to the airport",
            "hypo",
            "move; airport",
        ),
        Q(
            "o",
            "Would darnell probably enjoy a calypso concert?",
            "probably yes: he collects calypso records",
            "records",
            "calypso",
        ),
    ],
)
CONVERSATIONS.append(TAMIKA_DARNELL)


ENOW_ASHU = Conv(
    "pair",
    "named_json",
    ["Enow", "Ashu"],
    """
@ 2024-03-09
Ashu: Enow, good evening from Limbe! Did you survive the Race of Hope? {hello}
Enow: I watched it from Molyko with the children, and that was tiring enough. The winner went up Mount Cameroon and down again in under five hours. {race}
Ashu: I can't even walk to the market in five hours. How is the cocoa business? {ask-job}
Enow: Busy. I've been a cocoa buyer for the cooperative in Muea for twelve years, and this season the price is the highest I've ever seen. If it stays this high, I'll build a second storey on the house. {job}
Ashu: Build me a room while you're at it. My work is quieter: I test soil at the research station in Ekona, and I ride the staff bus from Limbe every morning, an hour each way. {job-a}
Enow: An hour each way! And how is that bird of yours?
Ashu: Sirri is pulling out his own feathers. The vet in Mutengene says it's boredom, charged me 15,000 francs and told me to give him more toys. {sirri}
Enow: A bored parrot. Only in your house. Ekema turned eight on Sunday, and we gave him a puppy, an Alsatian. He named it Captain Thunder. {ekema}
Ashu: Eight already! And Efeti?
Enow: Efeti is five and wants a puppy too, so I'm in trouble. {efeti}
Ashu: You are. One more thing: I've started building model ships in the evenings. The first one is a sloop kit from a shop in Douala, 24,000 francs, with 312 pieces. {ships}
Enow: Send me a picture when it sails.
@ 2024-06-15
Enow: I had an accident on Monday. A taxi drove into the back of my car at the Mile 16 roundabout. {crash}
Ashu: Oh no! Are you hurt?
Enow: Only my neck for a few days. The car needs a new bumper and a boot lid, 180,000 francs, and the taxi driver says it was my fault for braking. {crash-cost}
Ashu: Of course he does. What car is it again? {ask-car}
Enow: The silver Yaris I bought in January for 3,400,000 francs. Five months old, and already in the garage! {yaris}
Ashu: Bad luck. I have news: I'm seeing someone. His name is Besong, and I met him at the Race of Hope. He ran it and finished in seven hours. {besong}
Enow: A runner! Where did you go on your first date? {ask-date}
Ashu: Down Beach, for roasted plantain and fish, on the 20th of April. He talked about his knees for an hour. {first-date}
Enow: Romantic. I've fallen out with my brother Tanyi over the boundary of our late father's land in Kumba. We haven't spoken since Easter. {tanyi}
Ashu: That's sad. Families and land, always the same story.
Enow: My wife says we are both too proud. {wife-says}
Ashu: She's right. My flatmate Manyi is moving out in August to get married, so I'll have the flat to myself. {manyi}
@ 2024-09-28
Ashu: How is the Yaris now? {ask-yaris}
Enow: Fixed in July, good as new, and the taxi company paid half in the end. I renewed my driving licence last week as well, and it took one morning in Buea. {licence}
Ashu: One morning is a miracle. Sirri is better, by the way. With the new toys and a mirror he hasn't pulled a feather since July. {sirri-better}
Enow: A happy parrot at last. How is the runner?
Ashu: Besong is fine. He wants me to train for the Race of Hope next year, and I've said no four times. {besong-race}
Enow: Five times is the charm. Sad news here: Captain Thunder was hit by a motorbike outside the house on Wednesday. He died at the vet's that night, and Ekema cried for two days. {captain}
Ashu: Oh, poor Ekema. I'm so sorry.
Enow: We'll wait before another dog. Efeti says she wants a cat now. {efeti-cat}
Ashu: Smart girl. The second ship is finished, a galleon with 540 pieces. That makes two on my shelf, and the third is on the table. {ships-2}
Enow: You'll need a bigger shelf. Are you really alone in the flat now? {ask-flat}
Ashu: Since August. Manyi's wedding was beautiful, and the flat is very quiet. {manyi-gone}
@ 2025-01-18
Enow: Happy new year, Ashu! I have good news: Tanyi and I have made up. {makeup}
Ashu: At last! How did that happen? {ask-how}
Enow: Our mother made us both come for Christmas and sat us at the same table. By the evening we had agreed to split the land down the middle, along the old path. {makeup-how}
Ashu: Mothers know best. My news is less happy: Besong and I broke up in November. {breakup}
Enow: I'm sorry. What happened?
Ashu: He got a job in Yaoundé and wanted me to move with him. I said no, because I love my work at Ekona. {breakup-why}
Enow: That's hard. We went to Bimbia for Christmas day, all of us, and my father-in-law said it was the best beach in Cameroon. {bimbia}
Ashu: He has never seen another one! We had a power cut in Limbe from Tuesday to Thursday, and all my fish went bad in the freezer. {powercut}
Enow: Three days! And the football field in Molyko: the council wants to turn it into a market. There's a meeting on the 30th of January, I think. {field}
Ashu: Will you go? {ask-go}
Enow: Of course, with a petition from the parents. The children have nowhere else to play. {petition}
@ 2025-05-24
Ashu: What happened with the football field? {ask-field}
Enow: The council met on the 6th of February, not the 30th of January, and they voted to keep the field and build the market on the old bus park instead. The petition had 860 names. {field-vote}
Ashu: Well done! I have travel news: my flight from Douala to Abidjan for a conference was delayed by eight hours on Monday. I slept on the airport floor. {flight}
Enow: Eight hours! Was the conference any good?
Ashu: Very. I gave a talk about soil in cocoa farms, and someone from Senegal... no, from Ivory Coast, asked me to visit their station. {talk}
Enow: You'll be famous. Efeti got her cat in March, a black kitten named Puff-Puff. She's six now, and she wanted to call it Captain Thunder the Second. {puffpuff}
Ashu: Ha! How is Ekema?
Enow: Ekema is nine in March... no, he turned nine in March. He's in the football team at school, and he plays on the field we saved. {ekema-9}
Ashu: Perfect. I've found an old friend too: Etta from the university, who saw me in a cousin's wedding photos. She teaches in Bamenda and is coming to Limbe in July. {etta}
Enow: Lovely. And how many ships now? {ask-ships}
Ashu: Four. The fourth took me three months. {ships-4}
""",
    [
        Q(
            "s",
            "Where did Enow watch the Race of Hope with his children?",
            "from Molyko",
            "race",
            "molyko",
        ),
        Q(
            "s",
            "How long did the winner of the Race of Hope take?",
            "under five hours",
            "race",
            "five hours",
        ),
        Q(
            "s",
            "What is Enow's job?",
            "a cocoa buyer for the cooperative in Muea",
            "job",
            "cocoa buyer",
            memory=True,
        ),
        Q("s", "How long has Enow been a cocoa buyer?", "twelve years", "job", "twelve years"),
        Q(
            "s",
            "What would Enow do if the cocoa price stays high?",
            "build a second storey on his house",
            "job",
            "second storey",
        ),
        Q(
            "s",
            "What does Ashu do for work?",
            "she tests soil at the research station in Ekona",
            "job-a",
            "soil; research station; ekona",
            "pronoun",
            memory=True,
        ),
        Q(
            "s",
            "How does Ashu get to work, and how long does it take?",
            "the staff bus from Limbe, an hour each way",
            "job-a",
            "staff bus; hour",
        ),
        Q("s", "What is Ashu's parrot called?", "Sirri", "sirri", "sirri"),
        Q(
            "s",
            "Why was Sirri pulling out his feathers?",
            "boredom, according to the vet",
            "sirri",
            "boredom",
        ),
        Q(
            "s",
            "How much did the vet in Mutengene charge for Sirri?",
            "15,000 francs",
            "sirri",
            "15,000",
        ),
        Q("s", "What did the vet tell Ashu to give Sirri?", "more toys", "sirri", "toys"),
        Q(
            "t",
            "When did Ekema turn eight?",
            "2024-03-03",
            "ekema",
            "eight; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Enow and his wife give Ekema for his eighth birthday?",
            "a puppy, an Alsatian",
            "ekema",
            "puppy; alsatian",
        ),
        Q("s", "What was Ekema's puppy called?", "Captain Thunder", "ekema", "captain thunder"),
        Q("s", "How old was Efeti in March 2024?", "five", "efeti", "efeti; five"),
        Q("s", "What kind of model was Ashu's first ship?", "a sloop kit", "ships", "sloop"),
        Q(
            "s",
            "How much did Ashu's first model ship kit cost, and how many pieces did it have?",
            "24,000 francs, 312 pieces",
            "ships",
            "24,000; 312",
        ),
        Q(
            "s",
            "Where did Ashu buy her first model ship kit?",
            "at a shop in Douala",
            "ships",
            "douala",
        ),
        Q(
            "t",
            "When did a taxi drive into Enow's car?",
            "2024-06-10",
            "crash",
            "taxi; monday",
            "relative-date",
        ),
        Q(
            "s",
            "Where did Enow's accident happen?",
            "at the Mile 16 roundabout",
            "crash",
            "mile 16 roundabout",
        ),
        Q(
            "s",
            "What did Enow's car need after the accident, and what would it cost?",
            "a new bumper and a boot lid, 180,000 francs",
            "crash-cost",
            "bumper; boot lid; 180,000",
        ),
        Q(
            "s",
            "Whose fault did the taxi driver say the accident was?",
            "Enow's, for braking",
            "crash-cost",
            "fault; braking",
        ),
        Q("s", "What car does Enow drive?", "a silver Yaris", "yaris", "silver yaris", memory=True),
        Q("t", "When did Enow buy his Yaris?", "2024-01", "yaris", "january"),
        Q("s", "How much did Enow pay for his Yaris?", "3,400,000 francs", "yaris", "3,400,000"),
        Q("s", "Where did Ashu meet Besong?", "at the Race of Hope", "besong", "race of hope"),
        Q(
            "s",
            "How long did Besong take to run the Race of Hope?",
            "seven hours",
            "besong",
            "seven hours",
        ),
        Q(
            "s",
            "Where did Ashu and Besong go on their first date?",
            "to Down Beach, for roasted plantain and fish",
            "first-date",
            "down beach; roasted plantain",
        ),
        Q(
            "t",
            "When was Ashu's first date with Besong?",
            "2024-04-20",
            "first-date",
            "20th; april",
        ),
        Q(
            "s",
            "What did Besong talk about for an hour on the first date?",
            "his knees",
            "first-date",
            "knees",
        ),
        Q(
            "s",
            "Why did Enow fall out with his brother Tanyi?",
            "over the boundary of their late father's land in Kumba",
            "tanyi",
            "boundary; land",
        ),
        Q(
            "t",
            "Since when had Enow and Tanyi not spoken, as of June 2024?",
            "2024-03",
            "tanyi",
            "easter",
            "human-date",
        ),
        Q(
            "s",
            "What does Enow's wife say about Enow and Tanyi?",
            "that they are both too proud",
            "wife-says",
            "proud",
        ),
        Q("s", "Why is Manyi moving out of Ashu's flat?", "to get married", "manyi", "married"),
        Q("t", "When was Manyi to move out?", "2024-08", "manyi", "august"),
        Q("t", "When was Enow's Yaris fixed?", "2024-07", "licence", "fixed; july"),
        Q(
            "s",
            "How much of the repair did the taxi company pay in the end?",
            "half",
            "licence",
            "half",
        ),
        Q(
            "s",
            "How long did it take Enow to renew his driving licence?",
            "one morning, in Buea",
            "licence",
            "morning; buea",
        ),
        Q(
            "s",
            "What helped Sirri stop pulling out his feathers?",
            "new toys and a mirror",
            "sirri-better",
            "toys; mirror",
        ),
        Q(
            "s",
            "How many times had Ashu refused to train for the Race of Hope by September 2024?",
            "four",
            "besong-race",
            "four times",
        ),
        Q(
            "s",
            "How did Captain Thunder die?",
            "he was hit by a motorbike outside the house and died at the vet's",
            "captain",
            "motorbike",
        ),
        Q(
            "t",
            "When was Captain Thunder hit by a motorbike?",
            "2024-09-25",
            "captain",
            "motorbike; wednesday",
            "relative-date",
        ),
        Q("s", "How long did Ekema cry for Captain Thunder?", "two days", "captain", "two days"),
        Q("s", "What pet did Efeti want after Captain Thunder died?", "a cat", "efeti-cat", "cat"),
        Q("s", "How many pieces did Ashu's galleon have?", "540", "ships-2", "galleon; 540"),
        Q(
            "m",
            "How many model ships had Ashu finished by September 2024 and by May 2025?",
            "two, then four",
            "ships-2 ships-4",
            {"ships-2": "two", "ships-4": "four"},
            "latest",
        ),
        Q(
            "s",
            "How long did Ashu's fourth model ship take?",
            "three months",
            "ships-4",
            "three months",
        ),
        Q(
            "m",
            "When did Manyi move out of Ashu's flat, and why?",
            "in August 2024, to get married",
            "manyi manyi-gone",
            {"manyi": "married", "manyi-gone": "august"},
        ),
        Q(
            "s",
            "How did Enow and Tanyi make up?",
            "their mother made them both come for Christmas and sat them at the same table",
            "makeup-how",
            "mother; christmas",
        ),
        Q(
            "s",
            "How did Enow and Tanyi agree to split the land?",
            "down the middle, along the old path",
            "makeup-how",
            "middle; old path",
        ),
        Q("t", "When did Ashu and Besong break up?", "2024-11", "breakup", "november"),
        Q(
            "s",
            "Why did Ashu and Besong break up?",
            "he got a job in Yaoundé and wanted her to move; she loves her work at Ekona",
            "breakup-why",
            "yaoundé; move",
        ),
        Q(
            "s",
            "Where did Enow's family spend Christmas Day 2024?",
            "at Bimbia",
            "bimbia",
            "bimbia; christmas",
        ),
        Q(
            "s",
            "What did Enow's father-in-law say about Bimbia?",
            "that it was the best beach in Cameroon",
            "bimbia",
            "best beach",
        ),
        Q(
            "s",
            "How long was the power cut in Limbe in January 2025?",
            "from Tuesday to Thursday, three days",
            "powercut",
            "tuesday; thursday",
        ),
        Q(
            "t",
            "When did the power cut in Limbe start?",
            "2025-01-14",
            "powercut",
            "power cut; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Ashu lose in the power cut?",
            "all her fish in the freezer",
            "powercut",
            "fish; freezer",
        ),
        Q(
            "s",
            "What did the council want to do with the football field in Molyko?",
            "turn it into a market",
            "field",
            "market",
        ),
        Q(
            "t",
            "When did the council actually meet about the football field?",
            "2025-02-06",
            "field-vote",
            "6th; february",
            "latest",
        ),
        Q(
            "s",
            "What did the council decide about the football field?",
            "to keep the field and build the market on the old bus park",
            "field-vote",
            "keep; bus park",
        ),
        Q(
            "s",
            "How many names did the parents' petition about the field have?",
            "860",
            "field-vote",
            "860",
        ),
        Q(
            "s",
            "Why did Enow and the parents want to keep the football field?",
            "the children have nowhere else to play",
            "petition",
            "children; play",
        ),
        Q(
            "s",
            "Where was Ashu flying for her conference?",
            "from Douala to Abidjan",
            "flight",
            "abidjan",
        ),
        Q(
            "t",
            "When was Ashu's flight to Abidjan delayed?",
            "2025-05-19",
            "flight",
            "delayed; monday",
            "relative-date",
        ),
        Q(
            "s",
            "How long was Ashu's flight delayed, and where did she sleep?",
            "eight hours, on the airport floor",
            "flight",
            "eight hours; floor",
        ),
        Q(
            "s",
            "What was Ashu's talk at the conference about?",
            "soil in cocoa farms",
            "talk",
            "soil; cocoa farms",
        ),
        Q(
            "s",
            "Where was the person who invited Ashu to visit their station from?",
            "Ivory Coast",
            "talk",
            "ivory coast",
        ),
        Q(
            "s",
            "What is Efeti's cat called, and what does it look like?",
            "Puff-Puff, a black kitten",
            "puffpuff",
            "puff; black kitten",
        ),
        Q("t", "When did Efeti get her cat?", "2025-03", "puffpuff", "march"),
        Q("s", "How old is Efeti in May 2025?", "six", "puffpuff", "six"),
        Q("t", "When did Ekema turn nine?", "2025-03", "ekema-9", "nine; march"),
        Q(
            "s",
            "Where does Ekema play football?",
            "in the school team, on the field the parents saved",
            "ekema-9",
            "football team; field",
        ),
        Q(
            "m",
            "Which pets have Enow's children had?",
            "Ekema's Alsatian puppy Captain Thunder, who died, and Efeti's black kitten Puff-Puff",
            "ekema puffpuff",
            {"ekema": "captain thunder", "puffpuff": "puff"},
        ),
        Q(
            "s",
            "Who is Etta?",
            "Ashu's friend from university, who teaches in Bamenda",
            "etta",
            "university; bamenda",
        ),
        Q("t", "When is Etta coming to Limbe?", "2025-07", "etta", "july"),
        Q(
            "o",
            "Would Ashu be likely to move away from Limbe for a partner?",
            "probably not: she refused to move to Yaoundé because she loves her work at Ekona",
            "breakup-why",
            "love; ekona",
        ),
    ],
)
CONVERSATIONS.append(ENOW_ASHU)


FATIMA_DERLIS = Conv(
    "pair",
    "timestamped_lines",
    ["Fátima", "Derlis"],
    """
@ 2024-02-17
Derlis: Fátima! How is Encarnación? Still full of tourists on the beach? {hello}
Fátima: Full to the last metre of sand, and every one of them crosses my bridge. I'm still a toll collector on the San Roque González bridge, six years in April, and on Sunday I took money from 2,300 cars in one shift. {job}
Derlis: 2,300! My arm hurts just thinking about it. I'm painting billboards along Route 7 now, for an advertising company in Ciudad del Este. {job-d}
Fátima: Up on the ladders in this heat? How do you get out to them? {ask-commute}
Derlis: The company bus picks me up at half past five. It takes about an hour to Hernandarias, where most of the boards are. {commute}
Fátima: Early mornings for both of us. Our cat Mbeju had kittens on Tuesday, four of them, under my bed! {kittens}
Derlis: Four! Are you keeping them?
Fátima: My mother says we keep one and give away three. My niece Dahiana has already named them all. {kittens-plan}
Derlis: Good luck with that. Tormenta hurt her leg jumping off the neighbour's wall on Thursday, and the vet says it's a cracked bone. {tormenta}
Fátima: Poor Tormenta! How much was the vet?
Derlis: 480,000 guaraníes with the bandage and the X-ray, and six weeks with no running. She is not happy. {vet}
Fátima: Neither is your wallet. Are you still watching that hospital series? {ask-series}
Derlis: I stopped after episode nine. Too much crying. {series}
@ 2024-05-18
Fátima: I have news: three of the kittens have homes, and we kept the orange one, Kurupí. So it's two cats now. {kurupi}
Derlis: Well done, Dahiana. Tormenta is running again, by the way, faster than before. {tormenta-ok}
Fátima: Good! Any news from the billboards? {ask-news}
Derlis: Better than that: I'm seeing someone. Her name is Nilda, and I met her at the table football tournament at the sports club in April. She was on the team that beat us in the final. {nilda}
Fátima: Ha! What is your team called again? {ask-team}
Derlis: Los Yacarés. We came second out of sixteen, and we each got a bag of chipa. {team}
Fátima: And where did you take Nilda on your first date? {ask-date}
Derlis: To the Itaipú dam for the light show, on the 3rd of May. Her idea, not mine. {first-date}
Fátima: That's quite a first date. I had a strange week: on Wednesday the power went out all over the Cambyretá side, and it was out for two days. {powercut}
Derlis: Two days! Did your fridge survive?
Fátima: The fridge yes, the meat no. {meat}
Derlis: At least the fridge. Anything else?
Fátima: And then my sister Rocío and I had a big fight about who looks after Mama at weekends. We haven't spoken since the 5th. {rocio}
Derlis: Oh, Fátima. You two always make up in the end.
@ 2024-08-24
Derlis: Did you and Rocío make up? {ask-rocio}
Fátima: Yes, at Mama's birthday in June. We agreed that I do the first and third weekends, and she does the rest. {rocio-up}
Derlis: Sensible. I've got a big change: I bought a pickup! A white Isuzu D-Max, twelve years old, for 65 million guaraníes, so I drive myself to the boards now. {hilux}
Fátima: Fancy! How long does the drive take? {ask-drive}
Derlis: Forty minutes if there is no queue at the roundabout in Hernandarias. {drive}
Fátima: I went to see our cousins in the capital on the night bus last month. It left at eleven, and I arrived at five in the morning. {nightbus}
Derlis: Did you sleep?
Fátima: Not one minute. The man next to me snored like a tractor. {snore}
Derlis: And how is the bridge?
Fátima: There are roadworks at our end of the bridge since July, and the queue to Posadas goes back two kilometres. The drivers shout at me as if I were the one digging. {roadworks}
Derlis: Poor Fátima. Nilda's moved in with me, by the way, since the 1st of August. My flatmate Blas moved out to make room. {moved-in}
Fátima: Already! Where did Blas go?
Derlis: Back to his parents in Presidente Franco. He says he'll miss Tormenta more than me. {blas}
@ 2024-11-30
Fátima: I've started taking photos of the sunsets from the bridge. I bought a second-hand camera for 1,200,000 guaraníes. {camera}
Derlis: Send me the best ones! How many have you taken?
Fátima: About 900, and maybe six are good. {photos}
Derlis: That's the right ratio for a beginner. I had an accident with the D-Max on Monday: I reversed into a lamppost at the supermarket. {hilux-crash}
Fátima: Not again! How much?
Derlis: 2,100,000 for the tailgate. Nilda laughed for ten minutes. {tailgate}
Fátima: I would too. Our neighbourhood committee had an election on Sunday, and I'm the new secretary. {committee}
Derlis: Congratulations, Madam Secretary! What's the first job?
Fátima: A petition for streetlights on our street. We have 410 signatures, and the mayor's office says maybe in March. {streetlights}
Derlis: Maybe in March means maybe never. Los Yacarés won the club tournament in October, by the way! Nilda's team came third. {yacares-win}
Fátima: Finally! Did Nilda forgive you? {ask-forgive}
Derlis: She says she let us win. {let-win}
@ 2025-03-22
Derlis: Happy late new year. Was Christmas good? {hello-5}
Fátima: Lovely. Rocío did the chipa guasu and I did the sopa paraguaya. Kurupí ate some of both. {christmas}
Derlis: That cat eats better than I do. Do you still have two? {ask-cats}
Fátima: Only one now. Mbeju went missing in January and never came back. We looked for weeks. Dahiana still puts out food for her every night. {mbeju}
Derlis: I'm sorry. That's hard.
Fátima: It is. But I found an old friend! Lorena Benítez, from secondary school, came through my toll booth in February, and she recognised me. {lorena}
Derlis: Small world. What is she doing now?
Fátima: She runs a bakery in Hohenau, and she has twins. We had coffee on Sunday. {aurora-now}
Derlis: Nice. Work news: the company wants me to move to the office in the capital... no, that was Blas, not me, he got the office job. I'm staying on the boards. {blas-job}
Fátima: Good, I like you on the ladders. What about the streetlights? {ask-lights}
Derlis: You tell me, secretary. {ask-back}
Fátima: They were put up in February, six of them. The mayor himself came to turn them on on the 14th. {lights-up}
@ 2025-06-28
Fátima: How was the trip to Florianópolis? {ask-trip}
Derlis: We didn't go in the end. Nilda's passport expired in May, and the new one only comes in August. {trip-off}
Fátima: What a shame. Where will you go instead?
Derlis: If the passport comes in time, we'll go to Florianópolis in September. If not, we'll stay home and sleep. {trip-hypo}
Fátima: Both sound good. I gave up the camera, by the way. I sold it to Dahiana for 800,000, and she takes better photos than me. {camera-sold}
Derlis: Ha, a family business. How many shirts do you think I have now? {ask-shirts}
Fátima: Forty? {guess}
Derlis: Thirty-eight. Number 38 is a Cerro Porteño shirt from 1990 that I found at a market in Hernandarias for 150,000. {shirts}
Fátima: Still collecting, then. My boss says I'm the fastest collector on the bridge, so I got a raise in June. {raise}
Derlis: Congratulations! How much more?
Fátima: 300,000 guaraníes a month. I'm saving it for a new fridge. {raise-amt}
""",
    [
        Q(
            "s",
            "What is Fátima's job?",
            "a toll collector on the San Roque González bridge",
            "job",
            "toll collector",
            memory=True,
        ),
        Q(
            "s",
            "How long has Fátima been a toll collector, as of February 2024?",
            "almost six years (six in April 2024)",
            "job",
            "six years",
        ),
        Q(
            "s",
            "How many cars did Fátima take money from in one shift in February 2024?",
            "2,300",
            "job",
            "2,300",
        ),
        Q(
            "t",
            "When did Fátima collect toll from 2,300 cars in one shift?",
            "2024-02-11",
            "job",
            "2,300; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "What does Derlis do for work?",
            "he paints billboards along Route 7 for an advertising company",
            "job-d",
            "painting billboards; route 7",
            "pronoun",
            memory=True,
        ),
        Q(
            "s",
            "How did Derlis get to work in February 2024, and how long did it take?",
            "the company bus at half past five, about an hour to Hernandarias",
            "commute",
            "company bus; hour",
        ),
        Q("s", "What is the name of Fátima's cat that had kittens?", "Mbeju", "kittens", "mbeju"),
        Q(
            "t",
            "When were Mbeju's kittens born?",
            "2024-02-13",
            "kittens",
            "kittens; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "How many kittens did Mbeju have, and where?",
            "four, under Fátima's bed",
            "kittens",
            "four; bed",
        ),
        Q(
            "s",
            "What did Fátima's mother decide about the kittens?",
            "keep one and give away three",
            "kittens-plan",
            "keep one; three",
        ),
        Q(
            "s",
            "Who named all of Mbeju's kittens?",
            "Fátima's niece Dahiana",
            "kittens-plan",
            "dahiana; niece",
        ),
        Q(
            "s",
            "How did Tormenta hurt her leg?",
            "jumping off the neighbour's wall",
            "tormenta",
            "jumping; wall",
        ),
        Q(
            "t",
            "When did Tormenta hurt her leg?",
            "2024-02-15",
            "tormenta",
            "leg; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "What did the vet say was wrong with Tormenta's leg?",
            "a cracked bone",
            "tormenta",
            "cracked bone",
        ),
        Q(
            "s",
            "How much did Tormenta's vet bill come to?",
            "480,000 guaraníes with the bandage and the X-ray",
            "vet",
            "480,000",
        ),
        Q("s", "How long was Tormenta not allowed to run?", "six weeks", "vet", "six weeks"),
        Q(
            "m",
            "At which episode did Derlis stop watching the hospital series, and why?",
            "after episode nine; too much crying",
            "ask-series series",
            {"ask-series": "hospital series", "series": "episode nine; crying"},
            "fragment",
        ),
        Q(
            "s",
            "Which kitten did Fátima's family keep?",
            "the orange one, Kurupí",
            "kurupi",
            "orange; kurupí",
        ),
        Q("s", "How many cats did Fátima have in May 2024?", "two", "kurupi", "two cats"),
        Q(
            "s",
            "Where did Derlis meet Nilda?",
            "at the table football tournament at the sports club",
            "nilda",
            "table football; sports club",
        ),
        Q("t", "When did Derlis meet Nilda?", "2024-04", "nilda", "april"),
        Q(
            "s",
            "What is the name of Derlis's table football team?",
            "Los Yacarés",
            "team",
            "yacarés",
        ),
        Q(
            "s",
            "Where did Los Yacarés finish in the April 2024 tournament, and what did they win?",
            "second out of sixteen; a bag of chipa each",
            "team",
            "second; sixteen; chipa",
        ),
        Q(
            "s",
            "Where did Derlis and Nilda go on their first date?",
            "to the Itaipú dam for the light show",
            "first-date",
            "itaipú; light show",
        ),
        Q("t", "When was Derlis's first date with Nilda?", "2024-05-03", "first-date", "3rd; may"),
        Q("s", "Whose idea was the first date at the dam?", "Nilda's", "first-date", "idea"),
        Q(
            "t",
            "When did the power go out on the Cambyretá side?",
            "2024-05-15",
            "powercut",
            "power; wednesday",
            "relative-date",
        ),
        Q(
            "m",
            "How long was Fátima's power cut in May 2024, and what did she lose?",
            "two days; the meat",
            "powercut meat",
            {"powercut": "two days", "meat": "meat"},
        ),
        Q(
            "s",
            "What did Fátima and Rocío fight about?",
            "who looks after their mother at weekends",
            "rocio",
            "mama; weekends",
        ),
        Q("t", "When did Fátima and Rocío stop speaking?", "2024-05-05", "rocio", "5th"),
        Q(
            "s",
            "Where did Fátima and Rocío make up?",
            "at their mother's birthday in June",
            "rocio-up",
            "mama's birthday; june",
        ),
        Q(
            "s",
            "Which weekends does Fátima look after her mother?",
            "the first and third weekends",
            "rocio-up",
            "first; third",
        ),
        Q(
            "s",
            "What vehicle did Derlis buy in 2024?",
            "a white Isuzu D-Max, twelve years old",
            "hilux",
            "d-max",
        ),
        Q(
            "s",
            "How much did Derlis pay for his pickup?",
            "65 million guaraníes",
            "hilux",
            "65 million",
        ),
        Q(
            "s",
            "How long does Derlis's drive to the boards take?",
            "forty minutes if there is no queue at the roundabout",
            "drive",
            "forty minutes",
        ),
        Q(
            "m",
            "How did Derlis's trip to work change between February and August 2024?",
            "from the company bus at half past five, about an hour, to driving his own pickup, about forty minutes",
            "commute hilux drive",
            {"commute": "company bus", "hilux": "drive", "drive": "forty minutes"},
            "event-chain",
        ),
        Q(
            "s",
            "How did Fátima travel to see her cousins in the capital?",
            "on the night bus",
            "nightbus",
            "night bus",
        ),
        Q(
            "t",
            "When did Fátima take the night bus to the capital?",
            "2024-07",
            "nightbus",
            "night bus; month",
            "relative-date",
        ),
        Q(
            "s",
            "What time did Fátima's night bus leave and arrive?",
            "left at eleven, arrived at five in the morning",
            "nightbus",
            "eleven; five",
        ),
        Q(
            "s",
            "Why couldn't Fátima sleep on the night bus?",
            "the man next to her snored like a tractor",
            "snore",
            "snored",
        ),
        Q(
            "s",
            "How long is the queue to Posadas because of the roadworks?",
            "two kilometres",
            "roadworks",
            "two kilometres",
        ),
        Q(
            "t",
            "Since when have there been roadworks at Fátima's end of the bridge?",
            "2024-07",
            "roadworks",
            "july",
        ),
        Q("t", "When did Nilda move in with Derlis?", "2024-08-01", "moved-in", "1st; august"),
        Q(
            "s",
            "Who moved out of Derlis's flat to make room for Nilda?",
            "his flatmate Blas",
            "moved-in",
            "blas; flatmate",
        ),
        Q(
            "s",
            "Where did Blas move to?",
            "back to his parents in Presidente Franco",
            "blas",
            "parents; presidente franco",
        ),
        Q(
            "s",
            "How much did Fátima's second-hand camera cost?",
            "1,200,000 guaraníes",
            "camera",
            "1,200,000",
        ),
        Q(
            "s",
            "What does Fátima photograph?",
            "the sunsets from the bridge",
            "camera",
            "sunsets; bridge",
        ),
        Q(
            "s",
            "How many sunset photos had Fátima taken by November 2024, and how many are good?",
            "about 900; maybe six",
            "photos",
            "900; six",
        ),
        Q(
            "t",
            "When did Derlis reverse his D-Max into a lamppost?",
            "2024-11-25",
            "hilux-crash",
            "lamppost; monday",
            "relative-date",
        ),
        Q(
            "s",
            "How much did it cost to fix Derlis's tailgate?",
            "2,100,000",
            "tailgate",
            "2,100,000; tailgate",
        ),
        Q(
            "s",
            "What did Fátima become in the neighbourhood committee election?",
            "the new secretary",
            "committee",
            "secretary",
        ),
        Q(
            "t",
            "When was the neighbourhood committee election?",
            "2024-11-24",
            "committee",
            "election; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "How many signatures did the streetlight petition have in November 2024?",
            "410",
            "streetlights",
            "410",
        ),
        Q(
            "s",
            "When did Los Yacarés win the club tournament, and where did Nilda's team finish?",
            "in October 2024; Nilda's team came third",
            "yacares-win",
            "october; third",
        ),
        Q(
            "s",
            "What does Nilda say about Los Yacarés winning?",
            "that she let them win",
            "let-win",
            "let",
        ),
        Q(
            "s",
            "Who made the chipa guasu at Christmas 2024, and who made the sopa paraguaya?",
            "Rocío made the chipa guasu; Fátima made the sopa paraguaya",
            "christmas",
            "rocío; chipa guasu; sopa paraguaya",
        ),
        Q(
            "s",
            "What happened to Mbeju?",
            "she went missing in January 2025 and never came back",
            "mbeju",
            "missing; january",
        ),
        Q(
            "m",
            "How many cats did Fátima's family have in February 2024, May 2024 and March 2025?",
            "one (Mbeju, with four kittens), two, then one",
            "kittens kurupi mbeju",
            {"kittens": "mbeju", "kurupi": "two cats", "mbeju": "one"},
            "latest",
        ),
        Q(
            "s",
            "What does Dahiana do every night since Mbeju went missing?",
            "she puts out food for her",
            "mbeju",
            "food; night",
        ),
        Q(
            "s",
            "How did Fátima find Lorena Benítez again?",
            "Lorena came through her toll booth in February and recognised her",
            "lorena",
            "toll booth; recognised",
        ),
        Q(
            "s",
            "What does Lorena Benítez do now?",
            "she runs a bakery in Hohenau and has twins",
            "aurora-now",
            "bakery; hohenau",
            "third-person-fact",
        ),
        Q(
            "t",
            "When did Fátima and Lorena have coffee?",
            "2025-03-16",
            "aurora-now",
            "coffee; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "Who got the office job in the capital?",
            "Blas, not Derlis",
            "blas-job",
            "blas; office",
        ),
        Q(
            "m",
            "When were the streetlights on Fátima's street turned on, and how many are there?",
            "2025-02-14, six",
            "ask-lights lights-up",
            {"ask-lights": "streetlights", "lights-up": "six; 14th"},
        ),
        Q(
            "t",
            "When did the mayor turn on the streetlights?",
            "2025-02-14",
            "lights-up",
            "mayor; 14th",
        ),
        Q(
            "s",
            "Why didn't Derlis and Nilda go to Florianópolis in 2025?",
            "Nilda's passport expired in May and the new one comes only in August",
            "trip-off",
            "passport; expired",
        ),
        Q(
            "s",
            "Where will Derlis and Nilda go in September if the passport comes in time?",
            "Florianópolis",
            "trip-hypo",
            "florianópolis",
        ),
        Q(
            "s",
            "Who bought Fátima's camera, and for how much?",
            "Dahiana, for 800,000",
            "camera-sold",
            "dahiana; 800,000",
        ),
        Q(
            "s",
            "How many football shirts does Derlis have in June 2025?",
            "thirty-eight",
            "shirts",
            "thirty",
        ),
        Q(
            "s",
            "What is Derlis's 38th football shirt, and where did he find it?",
            "a Cerro Porteño shirt from 1990, found at a market in Hernandarias for 150,000",
            "shirts",
            "cerro porteño; 1990",
        ),
        Q(
            "s",
            "Why did Fátima get a raise?",
            "her boss says she is the fastest collector on the bridge",
            "raise",
            "fastest collector",
        ),
        Q(
            "m",
            "How much was Fátima's raise, and what is she saving it for?",
            "300,000 guaraníes a month; a new fridge",
            "raise raise-amt",
            {"raise": "raise", "raise-amt": "300,000; fridge"},
        ),
        Q(
            "o",
            "Would Fátima be a good person to ask about traffic between Encarnación and Posadas?",
            "yes: she collects tolls on the bridge and knows the queues",
            "roadworks",
            "posadas; queue",
        ),
    ],
)
CONVERSATIONS.append(FATIMA_DERLIS)


MEREONI = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-03-23
User: Hello, I'm Mereoni. I live in Lautoka and I'm a dive instructor at Denarau. My dog has gone missing, and I need a poster. {hi}
Assistant: I'm sorry to hear that, Mereoni. Tell me about your dog, and I'll draft a poster.
User: Her name is Bula. She's a fox terrier, white with a brown patch over one eye, and she's four years old. {bula}
Assistant: Thank you. When and where was she last seen?
User: On Tuesday evening, near the market in Lautoka. She ran after a cat while I was buying fish. {lost}
Assistant: Here is a draft: "MISSING: Bula, a white fox terrier with a brown patch over one eye, last seen near Lautoka market on Tuesday evening." Would you like to add a reward?
User: Yes, a reward of 200 dollars. And my number, but I'll add that myself. {reward}
Assistant: Added: "Reward: 200 dollars." Is there anything else people should know about her?
User: She's afraid of men in hats, so tell them to call me and not chase her. My brother Timoci says she'll come home when she's hungry, but I'm not so sure. {hats}
Assistant: Good idea. I've added: "Please don't chase her; call the number below." I hope she comes home soon.
@ 2024-07-13
User: Hi, it's Mereoni again. Bula came home after five days, thin and muddy, so thank you for the poster. Now I need a letter to the city council. {found}
Assistant: What wonderful news! What is the letter about?
User: The council wants to close the community hall on Lagoon Lane and sell the land. Our board game club has met there every Tuesday night for six years. {hall}
Assistant: I see. Who is the letter from, and what do you want the council to do?
User: It's from the club, the Tuesday Meeples. We have 23 members, and we want them to keep the hall open. We've also started a petition, with 640 signatures so far. {club}
Assistant: Here's a draft: "Dear Councillors, the Tuesday Meeples, a board game club of 23 members, have met in the Lagoon Lane community hall every Tuesday for six years..." Shall I mention the petition?
User: Yes, please. And mention that the council meeting is on the 30th of July, I think, though I'm not certain of the date. {meeting}
Assistant: I've added the petition and written "before the council meeting at the end of July" to be safe.
User: Perfect. I'll print it tonight. I have to drive to work early tomorrow, because the road to Denarau is closed for roadworks and the detour through Sabeto takes an hour instead of twenty-five minutes. {detour}
Assistant: That sounds tiring. Good luck with the letter, and drive safely.
@ 2024-11-09
User: Hello, Mereoni here. I need to complain to an airline. Our flight from Nadi to Tonga was cancelled on Thursday, two hours before take-off. {flight}
Assistant: I'm sorry. Tell me what happened next, and what you'd like from the airline.
User: They put us on a flight the next day, but we lost a night at the hotel in Nuku'alofa, which cost 380 dollars. I want that money back. {hotel}
Assistant: That's fair. Who was travelling with you?
User: My boyfriend Josaia. We've been together since May. We met at the Tuesday Meeples, when he came to play Carcassonne for the first time. {josaia}
Assistant: How nice. Here's a draft: "Dear Sir or Madam, my flight from Nadi to Tonga on Thursday the 7th of November was cancelled two hours before departure..." Shall I add the booking number?
User: Yes, I'll fill it in. Also, good news: the council voted to keep the hall open in August, so the club is safe. {hall-saved}
Assistant: That's great news! I've finished the letter: it asks for the 380 dollars for the lost hotel night.
User: Thank you. Bula was very upset when we left. My neighbour Kalesi looked after her and said she didn't eat for two days. {kalesi}
Assistant: Poor Bula. I hope the airline pays you back quickly.
@ 2025-04-12
User: Hi, it's Mereoni. I need a short speech. Our club is ten years old next month, and they've asked me to speak. {speech}
Assistant: Congratulations! Tell me a little about the club's story.
User: It started with four friends in my kitchen in 2015. Now we have 31 members, and we play every Tuesday at the Lagoon Lane hall. {history}
Assistant: Wonderful growth. Is there a funny moment you'd like to mention?
User: The night the power went out in the middle of a game, and we finished it by phone torchlight. And the hall we nearly lost last year. {funny}
Assistant: Here's a draft: "Ten years ago, four friends sat around a kitchen table..." Shall I thank anyone by name?
User: Thank Josaia, who built the new game shelves. We're engaged now, by the way, since February! {engaged}
Assistant: Congratulations! I've added a thank-you to Josaia for the shelves.
User: One more thing: I stopped teaching dives in January. I run the boat bookings at the dive shop now, because my ears can't take the depth any more. {new-role}
Assistant: I'm sorry about your ears, but it sounds like a good change. Your speech is ready whenever you are.
""",
    [
        Q("s", "Where does Mereoni live?", "in Lautoka", "hi", "lautoka", memory=True),
        Q(
            "s",
            "What was Mereoni's job in March 2024?",
            "a dive instructor at Denarau",
            "hi",
            "dive instructor",
        ),
        Q("s", "What is Mereoni's dog called?", "Bula", "bula", "bula"),
        Q(
            "s",
            "What breed is Bula, and what does she look like?",
            "a fox terrier, white with a brown patch over one eye",
            "bula",
            "fox terrier; brown patch",
        ),
        Q("s", "How old was Bula in March 2024?", "four years old", "bula", "four years"),
        Q("t", "When did Bula go missing?", "2024-03-19", "lost", "tuesday", "relative-date"),
        Q(
            "s",
            "Where did Bula go missing, and why?",
            "near the market in Lautoka; she ran after a cat",
            "lost",
            "market; cat",
        ),
        Q("s", "How much reward did Mereoni offer for Bula?", "200 dollars", "reward", "200"),
        Q("s", "What is Bula afraid of?", "men in hats", "hats", "men; hats"),
        Q(
            "s",
            "What did Timoci think would happen to Bula?",
            "that she would come home when she's hungry",
            "hats",
            "home; hungry",
        ),
        Q("s", "How is Timoci related to Mereoni?", "he is her brother", "hats", "brother; timoci"),
        Q("s", "How long was Bula missing?", "five days", "found", "five days"),
        Q(
            "s",
            "What did the council want to do with the community hall on Lagoon Lane?",
            "close it and sell the land",
            "hall",
            "close; sell",
        ),
        Q(
            "s",
            "How often does Mereoni's board game club meet, and for how long has it met at the hall?",
            "every Tuesday night, for six years",
            "hall",
            "tuesday; six years",
        ),
        Q(
            "s",
            "What is the name of Mereoni's board game club?",
            "the Tuesday Meeples",
            "club",
            "tuesday meeples",
            memory=True,
        ),
        Q(
            "m",
            "How many members did the Tuesday Meeples have in July 2024 and in April 2025?",
            "23, then 31",
            "club history",
            {"club": "23", "history": "31"},
            "latest",
        ),
        Q(
            "s",
            "How many signatures did the hall petition have in July 2024?",
            "640",
            "club",
            "640",
        ),
        Q(
            "t",
            "When did Mereoni think the council meeting about the hall was?",
            "2024-07-30",
            "meeting",
            "30th; july",
        ),
        Q(
            "s",
            "Why was Mereoni's drive to work longer in July 2024?",
            "the road to Denarau was closed for roadworks, so she took the detour through Sabeto",
            "detour",
            "roadworks; sabeto",
        ),
        Q(
            "s",
            "How long did Mereoni's drive take with the detour, and how long normally?",
            "an hour instead of twenty-five minutes",
            "detour",
            "hour; twenty",
        ),
        Q(
            "s",
            "Where were Mereoni and Josaia flying to in November 2024?",
            "from Nadi to Tonga",
            "flight",
            "nadi; tonga",
        ),
        Q(
            "t",
            "When was Mereoni's flight to Tonga cancelled?",
            "2024-11-07",
            "flight",
            "cancelled; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "How much did the lost hotel night in Nuku'alofa cost?",
            "380 dollars",
            "hotel",
            "380",
        ),
        Q("t", "Since when have Mereoni and Josaia been together?", "2024-05", "josaia", "may"),
        Q(
            "s",
            "Where did Mereoni meet Josaia?",
            "at the Tuesday Meeples, when he came to play Carcassonne for the first time",
            "josaia",
            "tuesday meeples; carcassonne",
        ),
        Q(
            "t",
            "When did the council vote to keep the hall open?",
            "2024-08",
            "hall-saved",
            "august",
        ),
        Q(
            "s",
            "Who looked after Bula while Mereoni was away in Tonga?",
            "her neighbour Kalesi",
            "kalesi",
            "kalesi; neighbour",
        ),
        Q(
            "s",
            "How long did Bula refuse to eat while Mereoni was away?",
            "two days",
            "kalesi",
            "two days",
        ),
        Q(
            "s",
            "How old will Mereoni's club be in May 2025?",
            "ten years old",
            "speech",
            "ten years",
        ),
        Q(
            "s",
            "Where and when did the Tuesday Meeples start?",
            "with four friends in Mereoni's kitchen in 2015",
            "history",
            "kitchen; 2015",
        ),
        Q(
            "s",
            "How did the club finish a game during a power cut?",
            "by phone torchlight",
            "funny",
            "torchlight",
        ),
        Q("s", "What did Josaia build for the club?", "the new game shelves", "engaged", "shelves"),
        Q(
            "t",
            "When did Mereoni and Josaia get engaged?",
            "2025-02",
            "engaged",
            "engaged; february",
        ),
        Q(
            "m",
            "How did Mereoni and Josaia's relationship develop?",
            "they met at the Tuesday Meeples, were together from May 2024 and got engaged in February 2025",
            "josaia engaged",
            {"josaia": "may", "engaged": "engaged"},
            "event-chain",
        ),
        Q(
            "s",
            "What does Mereoni do at the dive shop since January 2025?",
            "she runs the boat bookings",
            "new-role",
            "boat bookings",
            memory=True,
        ),
        Q(
            "s",
            "Why did Mereoni stop teaching dives?",
            "her ears can't take the depth any more",
            "new-role",
            "ears; depth",
        ),
        Q("t", "When did Mereoni stop teaching dives?", "2025-01", "new-role", "january"),
        Q(
            "s",
            "What is my dog's name and breed?",
            "Bula, a fox terrier",
            "bula",
            "bula; fox terrier",
            "first-person-question",
        ),
        Q(
            "s",
            "What game did Josaia play the first time he came to my club?",
            "Carcassonne",
            "josaia",
            "carcassonne",
            "first-person-question",
        ),
        Q(
            "o",
            "Would Mereoni enjoy a new board game as a present?",
            "probably yes: she has run a board game club for ten years",
            "hall",
            "board game",
        ),
    ],
    user_label="Mereoni",
)
CONVERSATIONS.append(MEREONI)


ISHIMWE = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-05-04
User: hi. ishimwe from musanze. need msg to my bicycle taxi group {hi}
Assistant: Hi Ishimwe! Happy to help. What do you want to tell them?
User: leaving end of may. got a job driving for a tour lodge in kinigi {leaving}
Assistant: Congratulations! How long have you been riding with the group?
User: 9 yrs. since 2015 {years}
Assistant: Here's a draft: "Dear friends, after nine years of riding with you, I will leave at the end of May to drive for a tour lodge in Kinigi. Thank you for everything."
User: good. add my bike is for sale, 60,000 francs {bike-sale}
Assistant: Added: "My bicycle is for sale for 60,000 francs. Ask me at the stand."
User: driving test on the 14th btw. failed the 1st one in march, parking {test}
Assistant: Good luck on the 14th! Practise reversing into a space a few times before the day.
@ 2024-08-31
User: dog sick. need questions for the vet tmrw {hi-2}
Assistant: I'm sorry. Tell me what's wrong, and I'll make a short list.
User: kazi. 3 yrs, brown, mixed breed. not eating since wed, sick twice {kazi}
Assistant: Questions: 1. What could cause the vomiting? 2. Does she need tests? 3. What should she eat for now? 4. When should I come back?
User: add how much. 30,000 max {budget}
Assistant: Added: "5. How much will the treatment cost? I can spend up to 30,000 francs."
User: passed the test btw. 2nd try, 14 may {passed}
Assistant: Congratulations! How is the new job?
User: good. lodge land cruiser. 45 min to kinigi, was 1 hr by bike {commute}
Assistant: That sounds like a good change. I hope Kazi feels better soon.
@ 2025-01-25
User: need a notice for umuganda. my street {hi-3}
Assistant: Sure. When is it, and what will you do?
User: sat 25 jan. last sat every month. clearing the drains, the rain in dec flooded 4 houses {umuganda}
Assistant: Draft: "Umuganda on Saturday the 25th of January: we clear the drains on our street. Bring a hoe or a spade."
User: ok. kazi fine now. vet said she swallowed a bottle top, operation, 85,000 {kazi-op}
Assistant: That's much more than 30,000, but I'm glad she's well.
User: yeh. flatmate moving out too, gasana. going to kigali feb {gasana}
Assistant: Will you look for a new flatmate?
User: no. keeping the room for my sister {sister}
Assistant: Your notice is ready. Good luck with the drains!
@ 2025-06-21
User: need a caption for photos. lodge website {hi-4}
Assistant: Of course. What are the photos of?
User: golden monkeys in the bamboo. took them myself, new camera. 420 photos, picked 12 {photos}
Assistant: Lovely! Here's a caption: "Golden monkeys in the bamboo above Kinigi."
User: good. i take photos of guests now too, on the drives {guests}
Assistant: That's a nice extra. Do you want your name on the photos?
User: yes. ishimwe g. also met someone at umuganda lol. ineza {ineza}
Assistant: That's lovely! Did you go out?
User: brochettes in musanze, sat 7 june. going to the twin lakes sun {date}
Assistant: Have a great time at the Twin Lakes. I've added "Photo: Ishimwe G." to the captions.
""",
    [
        Q("s", "Where does Ishimwe live?", "in Musanze", "hi", "musanze", memory=True),
        Q(
            "s",
            "What was Ishimwe's job until May 2024?",
            "he rode a bicycle taxi",
            "hi",
            "bicycle taxi",
            "pronoun",
        ),
        Q(
            "s",
            "What job did Ishimwe get in 2024?",
            "driving for a tour lodge in Kinigi",
            "leaving",
            "driving; tour lodge; kinigi",
            memory=True,
        ),
        Q(
            "t",
            "When did Ishimwe plan to leave the bicycle taxi group?",
            "2024-05",
            "leaving",
            "may",
        ),
        Q(
            "s",
            "How long did Ishimwe ride with the bicycle taxi group?",
            "9 years, since 2015",
            "years",
            "9 yrs; 2015",
            "fragment",
        ),
        Q(
            "s",
            "How much did Ishimwe want for his bicycle?",
            "60,000 francs",
            "bike-sale",
            "60,000",
        ),
        Q("s", "Why did Ishimwe fail his first driving test?", "parking", "test", "parking"),
        Q("t", "When did Ishimwe first fail his driving test?", "2024-03", "test", "failed; march"),
        Q("t", "When did Ishimwe pass his driving test?", "2024-05-14", "passed", "14 may"),
        Q(
            "m",
            "How many tries did Ishimwe need to pass his driving test?",
            "two: he failed in March and passed on 14 May 2024",
            "test passed",
            {"test": "failed", "passed": "2nd"},
            "event-chain",
        ),
        Q("s", "What is the name of Ishimwe's dog?", "Kazi", "kazi", "kazi"),
        Q(
            "s",
            "What does Kazi look like, and how old was she in August 2024?",
            "brown, mixed breed; 3 years old",
            "kazi",
            "brown; mixed breed; 3 yrs",
        ),
        Q(
            "t",
            "Since when had Kazi not been eating, as of August 2024?",
            "2024-08-28",
            "kazi",
            "eating; wed",
            "relative-date",
        ),
        Q(
            "s",
            "How much could Ishimwe spend on Kazi's treatment?",
            "30,000 francs at most",
            "budget",
            "30,000",
        ),
        Q(
            "s",
            "What does Ishimwe drive for the lodge?",
            "a Land Cruiser",
            "commute",
            "land cruiser",
        ),
        Q(
            "s",
            "How long is Ishimwe's drive to Kinigi, and how long did it take by bike?",
            "45 minutes; an hour by bike",
            "commute",
            "45 min; 1 hr",
        ),
        Q("t", "When was the umuganda on Ishimwe's street?", "2025-01-25", "umuganda", "25 jan"),
        Q(
            "s",
            "How often is umuganda held?",
            "on the last Saturday of every month",
            "umuganda",
            "last sat; month",
        ),
        Q(
            "s",
            "What was Ishimwe's street doing at umuganda in January 2025, and why?",
            "clearing the drains; the rain in December flooded 4 houses",
            "umuganda",
            "drains; flooded",
        ),
        Q(
            "s",
            "How many houses flooded on Ishimwe's street in December 2024?",
            "4",
            "umuganda",
            "4 houses",
        ),
        Q("s", "What had Kazi swallowed?", "a bottle top", "kazi-op", "bottle top"),
        Q("s", "How much did Kazi's operation cost?", "85,000 francs", "kazi-op", "85,000"),
        Q(
            "m",
            "Did Kazi's treatment stay within Ishimwe's budget?",
            "no: he could spend 30,000 francs, and the operation cost 85,000",
            "budget kazi-op",
            {"budget": "30,000", "kazi-op": "85,000"},
            "event-chain",
        ),
        Q("s", "Who is Gasana?", "Ishimwe's flatmate", "gasana", "gasana; flatmate"),
        Q(
            "s",
            "Where and when was Gasana moving?",
            "to Kigali in February 2025",
            "gasana",
            "kigali; feb",
        ),
        Q("s", "Who will use Gasana's room?", "Ishimwe's sister", "sister", "sister"),
        Q(
            "s",
            "What were Ishimwe's photos for the lodge website of?",
            "golden monkeys in the bamboo",
            "photos",
            "golden monkeys; bamboo",
        ),
        Q(
            "s",
            "How many photos did Ishimwe take of the golden monkeys, and how many did he pick?",
            "420; 12",
            "photos",
            "420; 12",
        ),
        Q(
            "s",
            "What else does Ishimwe photograph on the drives?",
            "the guests",
            "guests",
            "guests",
        ),
        Q("s", "Where did Ishimwe meet Ineza?", "at umuganda", "ineza", "umuganda"),
        Q(
            "s",
            "Where did Ishimwe and Ineza go on their first date?",
            "for brochettes in Musanze",
            "date",
            "brochettes; musanze",
        ),
        Q("t", "When was Ishimwe's first date with Ineza?", "2025-06-07", "date", "7 june"),
        Q(
            "t",
            "When were Ishimwe and Ineza going to the Twin Lakes?",
            "2025-06-22",
            "date",
            "twin lakes; sun",
            "relative-date",
        ),
        Q(
            "s",
            "How do I want my name on the lodge photos?",
            "Ishimwe G.",
            "ineza",
            "ishimwe",
            "first-person-question",
        ),
        Q(
            "o",
            "Would Ishimwe probably enjoy a wildlife photography course?",
            "probably yes: he photographs golden monkeys and guests for the lodge",
            "photos",
            "golden monkeys",
        ),
    ],
    user_label="ishimwe",
)
CONVERSATIONS.append(ISHIMWE)


# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-02-14 is a Wednesday, 2024-06-07 a Friday, 2024-09-03 a Tuesday, 2024-12-05 a
# Thursday, 2025-04-14 a Monday and 2025-08-30 a Saturday. A weekday named for a past event
# is the one before the date; for a plan, the one after; "yesterday" is the day before.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-02-14", "2024-06-07", "2024-09-03"
D_, E_, F_ = "2024-12-05", "2025-04-14", "2025-08-30"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Kendra",
        "On Sunday I finally took Pancho to the vet in San Ignacio, and the abscess on his paw cost 160 dollars to treat.",
        [
            M(
                "Kendra's dog Pancho was treated for an abscess on his paw at the vet in San Ignacio on 2024-02-11 for 160 dollars.",
                R,
                "pancho; abscess; 2024-02-11",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "elvia",
        "my car got rear-ended on the hummingbird highway yday, bumper hanging off lol",
        [
            M(
                "elvia's car was rear-ended on the Hummingbird Highway on 2024-06-06.",
                R,
                "elvia; car; hummingbird highway; 2024-06-06",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Delroy",
        "Our team, the Macal Mudskippers, won the pub quiz in Belmopan on Friday by two points.",
        [
            M(
                "Delroy's quiz team, the Macal Mudskippers, won the pub quiz in Belmopan on 2024-08-30.",
                R,
                "mudskippers; quiz; belmopan; 2024-08-30",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "My flight to Cancún was cancelled on Monday, so I took the night bus from Belize City instead.",
        [
            M(
                "The user's flight to Cancún was cancelled on 2024-12-02, so the user took the night bus from Belize City.",
                R,
                "flight; cancún; night bus; 2024-12-02",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "broke up with my bf sat. 3 yrs together",
        [
            M(
                "The user broke up with the user's bf (boyfriend of 3 yrs) on 2025-04-12.",
                R,
                "broke; bf; 2025-04-12",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Kendra",
        "Yesterday the library in Orange Walk closed its doors for good, after 41 years.",
        [
            M(
                "The library in Orange Walk closed for good on 2025-08-29, after 41 years.",
                R,
                "library; orange walk; closed; 2025-08-29",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        A_,
        "elvia",
        "power was out on my street in dangriga from mon night to tues noon",
        [
            M(
                "The power was out on elvia's street in Dangriga from the night of 2024-02-12 to noon on 2024-02-13.",
                R,
                "power; dangriga; 2024-02-12",
            )
        ],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Kendra",
        "I've worked as a tapir keeper at the zoo for eleven years.",
        [
            M(
                "Kendra has worked as a tapir keeper at the zoo for eleven years.",
                D,
                "kendra; tapir keeper; eleven years",
            )
        ],
    ),
    S(
        "durable-fact",
        TL,
        C_,
        "elvia",
        "i sell tickets at the bus terminal in corozal, 6 yrs now",
        [
            M(
                "elvia sells tickets at the bus terminal in Corozal and has done so for 6 yrs.",
                D,
                "elvia; tickets; bus terminal; corozal",
            )
        ],
    ),
    S(
        "durable-fact",
        NJ,
        D_,
        "Delroy",
        "My wife Shayla and I have two cats and a parrot called Pirata.",
        [
            M(
                "Delroy and his wife Shayla have two cats and a parrot called Pirata.",
                D,
                "shayla; cats; parrot; pirata",
            )
        ],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "I live in Placencia and work as a manatee guide on the lagoon.",
        [
            M("The user lives in Placencia.", D, "placencia"),
            M("The user works as a manatee guide on the lagoon.", D, "manatee guide"),
        ],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "i bike to work every day, 12 km each way",
        [M("The user goes to work by bike every day, 12 km each way.", D, "bike; work; 12 km")],
    ),
    S(
        "durable-fact",
        NL,
        A_,
        "Kendra",
        "I'm allergic to cats, so we've only ever had dogs.",
        [M("Kendra is allergic to cats.", D, "kendra; allergic; cats")],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        C_,
        "Kendra",
        "On Saturday we're driving to Crooked Tree to count birds with the children.",
        [
            M(
                "Kendra is driving to Crooked Tree to count birds with the children on 2024-09-07.",
                R,
                "crooked tree; birds; 2024-09-07",
            )
        ],
    ),
    S(
        "plan",
        TL,
        D_,
        "elvia",
        "renewing my licence fri, office opens at 8",
        [M("elvia is renewing her licence on 2024-12-06.", R, "elvia; licence; 2024-12-06")],
    ),
    S(
        "plan",
        NJ,
        E_,
        "Delroy",
        "We're picking up our new puppy from a breeder in Spanish Lookout on Thursday, a Rottweiler girl.",
        [
            M(
                "Delroy is picking up a new Rottweiler puppy from a breeder in Spanish Lookout on 2025-04-17.",
                R,
                "rottweiler|puppy; spanish lookout; 2025-04-17",
            )
        ],
    ),
    S(
        "plan",
        UA,
        F_,
        "User",
        "My flatmate Neri is moving out on Wednesday, so I'm advertising the room.",
        [
            M(
                "The user's flatmate Neri is moving out on 2025-09-03.",
                R,
                "neri; flatmate; 2025-09-03",
            )
        ],
    ),
    S(
        "plan",
        JM,
        A_,
        "User",
        "council meeting thurs about the roadworks, gonna go",
        [
            M(
                "The user plans to go to the council meeting about the roadworks on 2024-02-15.",
                R,
                "council meeting; roadworks; 2024-02-15",
            )
        ],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        D_,
        "Kendra",
        "My brother Rudy collects old Belize stamps, and he has more than 3,000 of them.",
        [
            M(
                "Kendra's brother Rudy collects old Belize stamps and has more than 3,000.",
                D,
                "rudy; stamps; 3,000",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        E_,
        "elvia",
        "my cousin glenford started dating a girl he met at the bus terminal",
        [
            M(
                "elvia's cousin Glenford started dating a girl he met at the bus terminal.",
                R,
                "glenford; dating; bus terminal",
            )
        ],
    ),
    S(
        "third-person-fact",
        NJ,
        F_,
        "Delroy",
        "Shayla's mother, Miss Dorla, sold her Datsun last month for 9,000 dollars.",
        [
            M(
                "Shayla's mother Miss Dorla sold her Datsun in July 2025 for 9,000 dollars.",
                R,
                "dorla; datsun; 9,000",
            )
        ],
    ),
    S(
        "third-person-fact",
        UA,
        A_,
        "User",
        "My daughter Arlen joined the photography club at her school, and now she wants a camera for her birthday.",
        [
            M(
                "The user's daughter Arlen joined the photography club at her school.",
                R,
                "arlen; photography club",
            )
        ],
    ),
    S(
        "third-person-fact",
        JM,
        B_,
        "User",
        "neighbours dog had 7 puppies under my house",
        [
            M(
                "The user's neighbour's dog had 7 puppies under the user's house.",
                R,
                "dog; 7 puppies",
            )
        ],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        E_,
        "Kendra",
        "Twenty-two minutes now, on the bike.",
        [
            M(
                "Kendra's trip to the zoo takes twenty-two minutes by bike.",
                R,
                "kendra; zoo; twenty; bike",
            )
        ],
        [("Glenford", "How long does it take you to get to the zoo these days?")],
    ),
    S(
        "fragment-answer",
        TL,
        F_,
        "elvia",
        "sun. from the shelter in benque",
        [
            M(
                "elvia got a kitten from the shelter in Benque on 2025-08-24.",
                R,
                "elvia; kitten; benque; 2025-08-24",
            )
        ],
        [("shayla", "when did u get the kitten?")],
    ),
    S(
        "fragment-answer",
        NJ,
        A_,
        "Delroy",
        "The blue one, the Datsun.",
        [M("Delroy sold the blue Datsun.", R, "delroy; blue; datsun")],
        [("Shayla", "Which car did you sell in the end?")],
    ),
    S(
        "fragment-answer",
        UA,
        C_,
        "User",
        "Third, out of fourteen teams.",
        [
            M(
                "The user's team came third out of fourteen teams at the quiz.",
                R,
                "third; fourteen; quiz",
            )
        ],
        [("Assistant", "How did your team do at the quiz?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        F_,
        "Kendra",
        "My car is at the garage in Belmopan until Friday, so I'm taking the bus.",
        [
            M(
                "Kendra's car is at the garage in Belmopan until 2025-09-05, and Kendra is taking the bus.",
                R,
                "car; garage; belmopan",
            )
        ],
    ),
    S(
        "recent-state",
        TL,
        A_,
        "elvia",
        "bike's got a flat n the shop's shut till mon",
        [
            M(
                "elvia's bike has a flat, and the shop is shut until 2024-02-19.",
                R,
                "elvia; bike; flat",
            )
        ],
    ),
    S(
        "recent-state",
        NJ,
        B_,
        "Delroy",
        "Pirata has stopped talking since we moved his cage into the kitchen.",
        [
            M(
                "Delroy's parrot Pirata has stopped talking since the cage was moved into the kitchen.",
                R,
                "pirata; stopped talking",
            )
        ],
    ),
    S(
        "recent-state",
        UA,
        D_,
        "User",
        "I have bruised ribs for the next three weeks after falling off a ladder while hanging a banner for the fair.",
        [
            M(
                "The user has bruised ribs for three weeks after falling off a ladder while hanging a banner for the fair.",
                R,
                "bruised ribs; ladder",
            )
        ],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        B_,
        "User",
        "Can you help me write a notice for my lost cat, Chico? He's orange and went missing on Tuesday.",
        [
            M(
                "The user's orange cat Chico went missing on 2024-06-04.",
                R,
                "chico; missing; 2024-06-04",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        C_,
        "User",
        "need an ad for my old outboard motor, 40 horse, 3,500",
        [
            M(
                "The user is selling an old 40 horse outboard motor for 3,500.",
                R,
                "outboard motor; 3,500",
            )
        ],
    ),
    S(
        "request-with-fact",
        UA,
        E_,
        "User",
        "Please write a thank-you note for Arlette, my pet-sitter. She looked after my two dogs while I was in Chetumal.",
        [
            M(
                "Arlette, the user's pet-sitter, looked after the user's two dogs while the user was in Chetumal.",
                R,
                "arlette; two dogs; chetumal",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        F_,
        "User",
        "pls fix my email to the council. petition to save the library has 1,100 names now",
        [
            M(
                "The user's petition to save the library has 1,100 names.",
                R,
                "petition; library; 1,100",
            )
        ],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        B_,
        "Kendra",
        "Yes, I moved to the zoo's night safari in May.",
        [
            M(
                "Kendra moved to the zoo's night safari in 2024-05.",
                R,
                "kendra; night safari; 2024-05",
            )
        ],
        [("Glenford", "Did you change shifts at the zoo?")],
    ),
    S(
        "second-person",
        TL,
        C_,
        "elvia",
        "yep, since june. met him at the airport lol",
        [
            M(
                "elvia has been seeing someone since 2024-06 and met him at the airport.",
                R,
                "elvia; airport; 2024-06",
            )
        ],
        [("shayla", "u seeing someone??")],
    ),
    S(
        "second-person",
        NJ,
        D_,
        "Delroy",
        "I did, on the 20th. Dangriga to Hopkins, 18 kilometres.",
        [
            M(
                "Delroy finished the walk for the hospital from Dangriga to Hopkins, 18 kilometres, on 2024-11-20.",
                R,
                "walk; hopkins; 2024-11-20",
            )
        ],
        [("Rudy", "Did you finish the walk for the hospital?")],
    ),
    S(
        "second-person",
        UA,
        F_,
        "User",
        "Yes, I volunteer at the animal shelter every Sunday.",
        [M("The user volunteers at the animal shelter every Sunday.", D, "animal shelter; sunday")],
        [("Assistant", "Do you still volunteer anywhere?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        E_,
        "Kendra",
        "Rudy passed his driving test at last, our dog Pancho turned ten, and my neighbour Elvira is moving to Belmopan in June.",
        [
            M("Kendra's brother Rudy passed his driving test.", R, "rudy; driving test"),
            M("Kendra's dog Pancho turned ten.", R, "pancho; ten"),
            M(
                "Kendra's neighbour Elvira is moving to Belmopan in June 2025.",
                R,
                "elvira; belmopan; june",
            ),
        ],
    ),
    S(
        "multi-fact",
        TL,
        D_,
        "elvia",
        "new job at the airport starts in jan, sold my car, n glenford moved in with me",
        [
            M("elvia starts a new job at the airport in 2025-01.", R, "elvia; airport; 2025-01"),
            M("elvia sold her car.", R, "elvia; sold; car"),
            M("elvia's cousin Glenford moved in with elvia.", R, "glenford; moved"),
        ],
    ),
    S(
        "multi-fact",
        NJ,
        F_,
        "Delroy",
        "Shayla started a sign-painting course, Pirata learned to whistle the anthem, and the Mudskippers came second on Friday.",
        [
            M(
                "Delroy's wife Shayla started a sign-painting course.",
                R,
                "shayla; sign-painting course",
            ),
            M(
                "Delroy's parrot Pirata learned to whistle the anthem.",
                R,
                "pirata; whistle; anthem",
            ),
            M(
                "Delroy's quiz team, the Mudskippers, came second on 2025-08-29.",
                R,
                "mudskippers; second; 2025-08-29",
            ),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        C_,
        None,
        "Note: Pancho's vet visit moved from Thursday the 5th to Monday the 9th of September, 9 a.m., bring the vaccination card.",
        [M("Pancho's vet visit is on 2024-09-09 at 9 a.m.", R, "pancho; vet; 2024-09-09")],
    ),
    S(
        "note",
        NO,
        D_,
        None,
        "Note: night bus to Punta Gorda leaves Friday the 13th of December at 10 p.m., seat 14.",
        [
            M(
                "The night bus to Punta Gorda leaves on 2024-12-13 at 10 p.m., seat 14.",
                R,
                "night bus; punta gorda; 2024-12-13",
            )
        ],
    ),
    S(
        "note",
        NO,
        E_,
        None,
        "Note: board game night at the library moved to Saturday the 26th of April, bring snacks.",
        [
            M(
                "Board game night at the library is on 2025-04-26.",
                R,
                "board game night; library; 2025-04-26",
            )
        ],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        A_,
        "Kendra",
        "I love taking the water taxi out to Caye Caulker on my days off.",
        [
            M(
                "Kendra loves taking the water taxi to Caye Caulker on days off.",
                D,
                "kendra; water taxi; caye caulker",
            )
        ],
    ),
    S(
        "preference",
        TL,
        B_,
        "elvia",
        "hate podcasts, cant focus on them",
        [M("elvia hates podcasts.", D, "elvia; podcasts")],
    ),
    S(
        "preference",
        UA,
        C_,
        "User",
        "I really enjoy photographing howler monkeys early in the morning.",
        [
            M(
                "The user enjoys photographing howler monkeys early in the morning.",
                D,
                "photographing; howler monkeys",
            )
        ],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NJ,
        E_,
        "Delroy",
        "She's a nurse at the hospital in Belmopan.",
        [
            M(
                "Delroy's wife Shayla is a nurse at the hospital in Belmopan.",
                D,
                "shayla; nurse; belmopan",
            )
        ],
        [("Rudy", "What does Shayla do these days?")],
    ),
    S(
        "pronoun-answer",
        JM,
        D_,
        "User",
        "he's 9. mad about football",
        [M("The user's son is 9 and mad about football.", R, "son; 9; football")],
        [("Assistant", "How old is your son?")],
    ),
    # -- sentences that should form nothing --
    # chatter and what the speaker did not do
    S(
        "chatter",
        NL,
        A_,
        "Kendra",
        "We nearly drove down to Placencia for the weekend, but in the end we stayed home and played cards.",
        [],
    ),
    S("chatter", TL, B_, "elvia", "lol the neighbours rooster is on my car again", []),
    S(
        "chatter",
        NJ,
        C_,
        "Delroy",
        "Traffic on the Western Highway at five o'clock is something else.",
        [],
    ),
    S("chatter", UA, D_, "User", "Sorry, the dog just knocked my coffee over.", []),
    S("chatter", JM, E_, "User", "ok one sec", []),
    S(
        "chatter",
        NL,
        F_,
        "Kendra",
        "I almost entered the photo contest at the fair, but I didn't in the end.",
        [],
    ),
    # compliments
    S("compliment", NL, B_, "Kendra", "Your yard looks lovely this year, Dorla.", []),
    S("compliment", TL, C_, "elvia", "ur fry jacks r the best in town fr", []),
    S("compliment", NJ, D_, "Delroy", "That was a great speech at the council meeting, Rudy.", []),
    S("compliment", UA, E_, "User", "That letter sounds really professional, nice work.", []),
    S("compliment", JM, F_, "User", "nice, good ad", []),
    S("compliment", UA, A_, "User", "You're much better at notices than I am.", []),
    # opinions about the world
    S("generic-opinion", NL, C_, "Kendra", "Dogs are better company than most people.", []),
    S("generic-opinion", TL, D_, "elvia", "night buses r always freezing", []),
    S("generic-opinion", NJ, E_, "Delroy", "Roadworks always start just before the rains.", []),
    S(
        "generic-opinion",
        UA,
        F_,
        "User",
        "Board games are more fun with at least five players.",
        [],
    ),
    S("generic-opinion", JM, A_, "User", "airlines never tell u anything", []),
    S(
        "generic-opinion",
        NL,
        D_,
        "Kendra",
        "A town needs its library more than another car park.",
        [],
    ),
    # hypotheticals, wishes and what someone else might do
    S(
        "hypothetical",
        NL,
        E_,
        "Kendra",
        "If I ever had the money, I'd buy a little boat and live on Caye Caulker.",
        [],
    ),
    S("hypothetical", TL, F_, "elvia", "if i got the supervisor job id move to ladyville", []),
    S(
        "hypothetical",
        NJ,
        A_,
        "Delroy",
        "Maybe Rudy will take the job in Belmopan, maybe not, who knows.",
        [],
    ),
    S("hypothetical", UA, B_, "User", "I wish I could take my dogs on holiday with me.", []),
    S("hypothetical", JM, C_, "User", "might get a parrot one day idk", []),
    S(
        "hypothetical",
        NL,
        B_,
        "Kendra",
        "If the council closes the library, I'll start a book swap in my front yard.",
        [],
    ),
    # other people's opinions
    S("others-opinion", NL, C_, "Kendra", "My mother thinks the new bus station is ugly.", []),
    S(
        "others-opinion",
        TL,
        D_,
        "elvia",
        "glenford says the new driver on the corozal run is rude",
        [],
    ),
    S("others-opinion", NJ, E_, "Delroy", "Shayla thinks parrots are smarter than dogs.", []),
    S(
        "others-opinion",
        UA,
        F_,
        "User",
        "My boss says the new water taxi timetable is a disaster.",
        [],
    ),
    S("others-opinion", JM, A_, "User", "mum says the vet in town is too expensive", []),
    S("others-opinion", NJ, B_, "Delroy", "Rudy reckons our quiz team cheats.", []),
    # passing moods
    S(
        "passing-mood",
        NL,
        D_,
        "Kendra",
        "I'm so tired today I could sleep standing up on the bus.",
        [],
    ),
    S("passing-mood", TL, E_, "elvia", "ugh so grumpy today", []),
    S("passing-mood", NJ, F_, "Delroy", "I'm in a great mood this morning.", []),
    S("passing-mood", UA, A_, "User", "I'm a bit stressed right now.", []),
    S("passing-mood", JM, B_, "User", "bored lol", []),
    S("passing-mood", TL, C_, "elvia", "so hungry rn", []),
    # questions
    S("question", NL, E_, "Kendra", "Did you ever find your cat, Dorla?", []),
    S("question", TL, F_, "elvia", "u going to the council meeting?", []),
    S("question", NJ, A_, "Delroy", "How much is the night bus to Punta Gorda?", []),
    S("question", UA, B_, "User", "What should I feed a puppy?", []),
    S("question", JM, C_, "User", "how long does a licence renewal take", []),
    S("question", UA, D_, "User", "Can you suggest a name for a parrot?", []),
    # thanks
    S("thanks", UA, B_, "User", "Thanks, the poster is perfect.", []),
    S("thanks", JM, D_, "User", "ty", []),
    S("thanks", NL, F_, "Kendra", "Thank you for walking Pancho while I was away.", []),
    S("thanks", UA, E_, "User", "Thank you so much for the speech.", []),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        A_,
        "Assistant",
        "You could ask the vet whether they offer a payment plan.",
        [],
        [("User", "My dog needs an operation and I can't afford it yet.")],
    ),
    S(
        "assistant-suggestion",
        JM,
        C_,
        "Assistant",
        "Maybe take the bus until the car is fixed.",
        [],
        [("User", "car in the garage again")],
    ),
    S(
        "assistant-suggestion",
        UA,
        D_,
        "Assistant",
        "A photo book could make a lovely present for your sister.",
        [],
        [("User", "What should I give my sister for her birthday?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        F_,
        "Assistant",
        "You could put a notice up at the vet's.",
        [],
        [("User", "lost my cat")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
