# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the twenty-sixth blind held-out recall set (this folder).

All the material below was typed by hand for this set: six dated conversations with their
questions (``CONVERSATIONS``) and a hundred labelled sentences (``SENTENCES``). Three pair
chats are written in proper case and full sentences by two people who keep in touch over more
than a year, one pair chat is lower-case texting, and of the two assistant chats one user
writes in proper case and the other tersely in lower case. The script numbers the turns,
resolves the labels the questions cite, runs the checks of the blind brief
(``bench/_handwritten.py``) and writes the four files::

    uv run python bench/data/blind-heldout26/write.py          # rewrite the jsonl files
    uv run python bench/data/blind-heldout26/write.py --check  # fail if they differ

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
        "hand (bench/data/blind-heldout26/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the twenty-sixth held-out set"
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
Mphatso: Careful, foster puppies tend to stay. My news: I've bought a car! A white Toyota Vitz for 9,500,000 kwacha, from a teacher in Liwonde. {car}
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
        Q("t", "When did the transformer in Ndirande blow?", "2024-01-15", "powercut", "transformer; monday", "relative-date"),
        Q("t", "When did the power come back in Blantyre in January 2024?", "2024-01-18", "powercut", "came back; thursday", "relative-date"),
        Q("s", "How long was Blantyre without power in January 2024?", "three days", "powercut", "three days"),
        Q("s", "What is Chisomo's job?", "a transformer technician at the power company", "dog", "transformer technician", memory=True),
        Q("s", "How long has Chisomo worked at the power company?", "nine years in March 2024", "dog", "nine years"),
        Q("t", "When did Chisomo's family adopt their dog?", "2024-01-14", "dog", "adopted; sunday", "relative-date"),
        Q("s", "Where did Chisomo's family adopt their dog?", "at the animal shelter in Limbe", "dog", "shelter; limbe"),
        Q("s", "What breed is Tsabola?", "a Boerboel cross", "tsabola", "boerboel"),
        Q("s", "How old was Tsabola when she was adopted?", "two years old", "tsabola", "two years"),
        Q("s", "Why is the dog called Tsabola?", "because she is the colour of pepper", "tsabola", "colour; pepper"),
        Q("s", "Who named the dog Tsabola?", "Madalitso", "tsabola", "madalitso"),
        Q("s", "Where does Tsabola sleep?", "on Madalitso's bed", "tsabola", "bed", "pronoun"),
        Q("m", "How old was Madalitso in January 2024, and when does he turn ten?", "nine; ten in June", "ask-mada madalitso", {"ask-mada": "madalitso", "madalitso": "nine; june"}, "fragment"),
        Q("s", "How did Mphatso get to work before January 2024?", "by minibus up the plateau", "motorbike", "minibus"),
        Q("s", "How much did Mphatso's motorbike cost?", "2,600,000 kwacha", "motorbike", "2,600,000"),
        Q("s", "How long did the ride to the lookout take on the motorbike?", "20 minutes instead of 50", "motorbike", "20 minutes"),
        Q("s", "What is Mphatso's job?", "a fire lookout on Zomba Plateau", "job-m", "fire lookout", memory=True),
        Q("s", "What hours does Mphatso work in the tower?", "every day from six to two", "job-m", "six; two"),
        Q("s", "How long has Mphatso been a fire lookout?", "eleven years", "job-m", "eleven years"),
        Q("s", "What is the name of Mphatso's quiz team?", "the Plateau Owls", "quiz", "plateau owls"),
        Q("s", "Where does Mphatso's quiz team play?", "at the Gymkhana Club", "quiz", "gymkhana"),
        Q("s", "Where did the Plateau Owls finish in January 2024?", "third out of eleven teams", "quiz", "third; eleven"),
        Q("t", "When did the Plateau Owls come third?", "2024-01-17", "quiz", "third; wednesday", "relative-date"),
        Q("s", "Which question lost the Plateau Owls the quiz in January 2024?", "a question about rivers", "quiz", "rivers"),
        Q("t", "When did Mphatso break his wrist?", "2024-04-02", "crash", "wrist; 2nd; april"),
        Q("s", "How did Mphatso break his wrist?", "he skidded on wet leaves on the plateau road on his motorbike", "crash", "skidded; wet leaves"),
        Q("s", "How long was Mphatso to be in a cast?", "six weeks", "crash", "six weeks; cast"),
        Q("s", "What did the vet say was wrong with Tsabola in April 2024?", "mange", "vet", "mange"),
        Q("s", "How much did Tsabola's vet visit and medicine cost?", "38,000 kwacha", "vet", "38,000"),
        Q("s", "Where is the vet Chisomo took Tsabola to?", "in Chileka", "vet", "chileka"),
        Q("s", "Who looked after Tsabola while Chisomo worked in Mangochi?", "Yamikani from next door", "sitter", "yamikani"),
        Q("s", "How much did Chisomo pay Yamikani to look after the dog?", "5,000 kwacha a day", "sitter", "5,000"),
        Q("s", "How long was Chisomo's job in Mangochi?", "a week", "sitter", "mangochi; week"),
        Q("s", "Where did Tiyamike meet the man she started seeing in 2024?", "at the quiz night in February; he was on the team that beat Mphatso's", "tiyamike-dating", "quiz night"),
        Q("s", "Where did Tiyamike go on her first date?", "for grilled fish at a place on the shore of Lake Chilwa", "first-date", "grilled fish; chilwa"),
        Q("t", "When was Tiyamike's first date, as far as Mphatso remembers?", "2024-02-14", "first-date", "14th; february"),
        Q("s", "How much did Chisomo's zoom lens cost?", "420,000 kwacha", "photo", "420,000"),
        Q("s", "How often does Chisomo go out to photograph birds?", "every Sunday morning", "photo", "sunday morning"),
        Q("s", "What is the title of Chisomo's prize-winning photo?", "Sunbird at Noon", "contest", "sunbird; noon"),
        Q("s", 'Where did "Sunbird at Noon" come in the photo competition?', "second", "contest", "second"),
        Q("t", "When did Chisomo's photo come second in the competition?", "2024-04-09", "contest", "second; tuesday", "relative-date"),
        Q("s", "How much was the prize for Chisomo's photo?", "150,000 kwacha", "contest", "150,000"),
        Q("s", "Why did Mphatso and his colleagues start a petition?", "because the council wants to close the library in Zomba", "petition", "library; close"),
        Q("s", "How many signatures did the library petition have by April 2024?", "340", "petition", "340"),
        Q("s", "How many signatures did the library petition get in the end?", "1,200", "library", "1,200", "latest"),
        Q("t", "When did the council vote to keep the Zomba library open?", "2024-07-04", "library", "council; thursday", "relative-date"),
        Q("s", "For how long will the Zomba library stay open after the council's vote?", "two more years", "library", "two more years"),
        Q("t", "When did Mphatso's cast come off?", "2024-05-20", "sold", "cast; 20th; may"),
        Q("s", "How much did Mphatso sell his motorbike for?", "2,100,000 kwacha", "sold", "2,100,000"),
        Q("s", "Why did Mphatso sell his motorbike?", "his wife said one broken wrist was enough", "sold", "wife; broken wrist"),
        Q("m", "How much money did Mphatso lose on the motorbike between buying and selling it?", "500,000 kwacha (2,600,000 minus 2,100,000)", "motorbike sold", {"motorbike": "2,600,000", "sold": "2,100,000"}, "event-chain"),
        Q("s", "How did Mphatso get up the plateau after selling the motorbike?", "by bicycle up and the minibus down", "commute-2", "bicycle; minibus"),
        Q("s", "How long did Mphatso's commute take by bicycle and minibus?", "an hour and a quarter altogether", "commute-2", "hour; quarter"),
        Q("m", "Who is Limbani?", "the man Tiyamike met at the February quiz night; he repairs boat engines at Kachulu", "tiyamike-dating limbani", {"tiyamike-dating": "quiz night", "limbani": "limbani"}),
        Q("s", "What does Limbani do for a living?", "he repairs boat engines at Kachulu on Lake Chilwa", "limbani", "boat engines"),
        Q("t", "When did Tiyamike bring Limbani to her mother's for lunch?", "2024-06-30", "limbani", "lunch; sunday", "relative-date"),
        Q("s", "Where was Chisomo's cancelled flight going?", "to Harare, for a training course", "flight", "harare"),
        Q("t", "When was Chisomo's flight to Harare cancelled?", "2024-07-01", "flight", "cancelled; monday", "relative-date"),
        Q("s", "How did Chisomo get to the training course after the flight was cancelled?", "by bus, nineteen hours each way", "flight", "bus; nineteen hours"),
        Q("s", "Why did Chisomo stop speaking to Chikondi?", "Chikondi borrowed her camera for a wedding and brought it back with a scratched lens", "fallout", "camera; scratched lens"),
        Q("s", "What relation is Chikondi to Chisomo?", "her cousin", "fallout", "cousin"),
        Q("s", "How heavy was Tsabola in July 2024, and what should she weigh?", "31 kilos; she should be 27", "weight", "31 kilos; 27"),
        Q("s", "What did the Plateau Owls win when they came first in June 2024?", "a crate of soft drinks", "quiz-win", "crate; soft drinks"),
        Q("s", "How many teams did the Plateau Owls beat to win the quiz in June 2024?", "eight (first out of nine)", "quiz-win", "first; nine"),
        Q("s", "How did Chikondi make up with Chisomo?", "she paid for a new lens and cooked her dinner", "makeup", "new lens; dinner"),
        Q("t", "When did Chikondi cook Chisomo dinner to make up?", "2024-10-18", "makeup", "dinner; night", "relative-date"),
        Q("t", "When did Tiyamike and Limbani break up?", "2024-09", "breakup", "broke; september"),
        Q("s", "Why did Tiyamike and Limbani break up?", "she says he was always at the lake and never at the table", "breakup-why", "lake; table"),
        Q("s", "What did Limbani do for Mphatso's mother?", "he mended her roof for nothing", "breakup-why", "mended; roof"),
        Q("s", "Whose dog was Bwenzi?", "Mrs Banda's, next door to Chisomo", "bwenzi", "banda"),
        Q("s", "How old was Bwenzi when he died?", "fifteen", "bwenzi", "fifteen"),
        Q("t", "When did Bwenzi die?", "2024-10-16", "bwenzi", "died; wednesday", "relative-date"),
        Q("s", "How did Chimwemwe Phiri find Chisomo again?", "she sent a message after seeing Chisomo's sunbird photo in the paper", "chimwemwe", "sunbird; paper"),
        Q("s", "Where does Chimwemwe Phiri live, and what does she sell?", "in Lilongwe; solar lamps", "chimwemwe", "lilongwe; solar lamps"),
        Q("s", "How does Chisomo know Chimwemwe Phiri?", "they sat next to each other in primary school", "chimwemwe", "primary school"),
        Q("t", "When did Chimwemwe visit Chisomo in Blantyre?", "2024-11-16", "visit-plan came", {"visit-plan": "blantyre", "came": "16th; november"}, "latest"),
        Q("s", "How many nights did Chimwemwe stay with Chisomo?", "two", "came", "two nights"),
        Q("s", "Where did the Plateau Owls finish in October 2024, and who beat them?", "second, one point behind the teachers", "quiz-2", "second; teachers"),
        Q("s", "What does Madalitso collect?", "bottle caps", "caps", "bottle caps", memory=True),
        Q("s", "How many bottle caps did Madalitso have in October 2024?", "214", "caps", "214"),
        Q("s", "How many bottle caps does Madalitso have by February 2025, and what is his goal?", "390; 500 by his birthday", "caps-2", "390; 500"),
        Q("m", "How many bottle caps did Madalitso add between October 2024 and February 2025?", "176 (from 214 to 390)", "caps caps-2", {"caps": "214", "caps-2": "390"}, "event-chain"),
        Q("s", "What is the name of the puppy Chisomo is fostering?", "Mphezi", "foster", "mphezi"),
        Q("s", "How old was Mphezi in February 2025?", "four months", "foster", "four months"),
        Q("s", "How many of Chisomo's shoes has Mphezi eaten?", "two", "foster", "two; shoes"),
        Q("s", "What car did Mphatso buy?", "a white Toyota Vitz", "car", "toyota vitz"),
        Q("s", "How much did Mphatso pay for his car, and who sold it?", "9,500,000 kwacha, a teacher in Liwonde", "car", "9,500,000; liwonde"),
        Q("m", "How long does Mphatso's drive up the plateau take?", "twenty-five minutes", "ask-drive drive", {"ask-drive": "drive", "drive": "twenty"}, "fragment"),
        Q("m", "How has Mphatso's trip to the lookout changed from the minibus to the car?", "minibus (about 50 minutes), motorbike 20 minutes, bicycle and minibus an hour and a quarter, car twenty-five minutes", "motorbike commute-2 drive", {"motorbike": "20 minutes", "commute-2": "hour; quarter", "drive": "twenty"}, "event-chain"),
        Q("t", "When did Chisomo renew her driving licence?", "2025-01", "licence", "licence; january"),
        Q("s", "How much did Chisomo pay to renew her driving licence?", "25,000 kwacha", "licence", "25,000"),
        Q("s", "Who was on the radio talking about the power cuts?", "Chisomo's cousin Chikondi, not Chisomo", "radio", "chikondi; radio|morning show"),
        Q("s", "What does Kumbukani do for a living?", "he is a nurse", "kumbukani", "nurse", "pronoun"),
        Q("s", "Where did Tiyamike meet Kumbukani?", "at a wedding in December", "kumbukani", "wedding; december"),
        Q("m", "Who has Tiyamike dated since February 2024?", "Limbani, then Kumbukani", "limbani kumbukani", {"limbani": "limbani", "kumbukani": "kumbukani"}),
        Q("o", "Why would Chisomo be willing to move to Lilongwe?", "because her old school friend Chimwemwe Phiri lives there", "chimwemwe hypo", {"chimwemwe": "lilongwe", "hypo": "lilongwe"}),
        Q("o", "Would Chisomo enjoy a day out at a bird sanctuary?", "probably yes: she photographs birds every Sunday morning", "photo", "birds"),
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
darnell: nice. my panyard contract finished feb, back in san fernando. bought a used car again, a blue mazda demio, 38,000 {car-2}
tamika: so u sold one n bought another lol. which one u drive to work, the blue one? {ask-car}
darnell: the blue one. i only have one car lol {blue}
tamika: lol. roadworks on the highway still? {ask-roads}
darnell: 3 months now, 50 min to get out of san fernando in the morning. a petition going round with 2,000 names {roadworks}
tamika: if i got the supervisor job i'd move closer to the airport. interview on the 20th {hypo}
darnell: good luck!! 190 records now btw. kerwin says im crazy {records-2}
""",
    [
        Q("s", "Where did tamika start a new job in February 2024?", "at Piarco, as a check-in agent for a small airline", "job", "piarco; check-in agent", memory=True),
        Q("t", "When did tamika start her job at Piarco?", "2024-02-05", "job", "started; monday", "relative-date"),
        Q("s", "What time do tamika's shifts start?", "5am", "job", "5am"),
        Q("m", "How does tamika get to work in February 2024, and how long does it take?", "by bicycle, 15 minutes", "ask-commute commute", {"ask-commute": "getting", "commute": "bicycle; 15 min"}),
        Q("s", "How long did the maxi taxi take tamika?", "40 minutes", "commute", "maxi taxi; 40"),
        Q("s", "What does darnell do for a living?", "he tunes steelpans in San Fernando", "job-d", "tuning pans; san fernando", "pronoun", memory=True),
        Q("s", "How long has darnell been tuning pans?", "14 years", "job-d", "14 yrs"),
        Q("s", "How many pans was darnell tuning for a school band in February 2024?", "6", "job-d", "6 pans; school band"),
        Q("s", "What are the names of darnell's first two cats?", "Zaboca and Callaloo", "missing", "zaboca; callaloo"),
        Q("s", "What colour is Zaboca?", "grey", "missing", "grey"),
        Q("t", "When did Zaboca go missing?", "2024-02-06", "missing", "missing; tues", "relative-date"),
        Q("s", "How many posters did darnell put up for Zaboca, and where?", "30, on Coffee Street", "posters", "30; coffee street"),
        Q("s", "Who is Jelani?", "darnell's flatmate", "posters", "flatmate; jelani"),
        Q("s", "Where did tamika meet Akeem?", "at the bake and shark stand at Maracas", "akeem", "bake and shark; maracas"),
        Q("t", "When did tamika meet Akeem?", "2024-01-28", "akeem", "met; sunday", "relative-date"),
        Q("s", "Where was tamika's first date with Akeem?", "at the cinema in Chaguanas", "akeem", "cinema; chaguanas"),
        Q("t", "When was tamika's first date with Akeem planned?", "2024-02-17", "akeem", "17th"),
        Q("s", "How long was Zaboca missing, and where was she found?", "9 days, under the neighbour's house", "zaboca-back", "9 days; neighbour"),
        Q("s", "What did the vet find wrong with Callaloo?", "worms", "cats-3", "worms"),
        Q("s", "How much did Callaloo's vet visit cost?", "350 dollars with the tablets", "cats-3", "350"),
        Q("s", "Where is the vet darnell took Callaloo to?", "in Penal", "cats-3", "penal"),
        Q("s", "How did darnell come to have a third cat?", "a kitten followed Jelani home in April", "cats-3", "kitten; jelani"),
        Q("s", "What is the name of darnell's third cat?", "Moko", "cats-3", "moko"),
        Q("m", "How many cats did darnell have in February 2024, and how many in May 2024?", "2, then 3", "missing cats-3", {"missing": "2 cats", "cats-3": "3 cats"}, "latest"),
        Q("s", "Why did Jelani move out?", "he got a job in Tobago", "jelani", "job; tobago"),
        Q("t", "When did Jelani plan to move out?", "2024-06", "jelani", "june"),
        Q("s", "Who moved into darnell's flat after Jelani?", "his cousin Kerwin", "kerwin", "kerwin; cousin"),
        Q("t", "When did Kerwin actually move in?", "2024-07-06", "kerwin kerwin-in", {"kerwin": "kerwin", "kerwin-in": "july 6"}, "latest"),
        Q("s", "Where were tamika and Akeem planning to go in June 2024?", "to Tobago for a weekend", "tobago-plan", "tobago; weekend"),
        Q("s", "How did tamika hurt her ankle?", "a pothound bit her on the Lady Hailes road", "bite", "pothound; ankle"),
        Q("t", "When was tamika bitten by the pothound?", "2024-05-22", "bite", "bit; wed", "relative-date"),
        Q("s", "What treatment did tamika get for the dog bite?", "4 stitches and a tetanus shot", "bite", "4 stitches; tetanus"),
        Q("s", "How long did the doctor tell tamika not to cycle?", "2 weeks", "bite-after", "2 wks; cycling"),
        Q("s", "How did tamika get to work while she couldn't cycle?", "by maxi taxi", "bite-after", "maxi"),
        Q("s", "Did tamika and Akeem go to Tobago?", "no: Akeem had to work that weekend", "tobago-off", "didnt; work"),
        Q("t", "When did tamika and Akeem break up?", "2024-07", "tobago-off", "broke; july"),
        Q("s", "What does Akeem play every night?", "all fours", "tobago-off", "all fours"),
        Q("s", "What did tamika's friend think of Akeem?", "that he was too quiet for her", "friend", "quiet"),
        Q("s", "What does Kerwin cook every Sunday?", "pelau", "kerwin-in", "pelau; sunday"),
        Q("s", "What is Kerwin's bad habit as a flatmate?", "he plays music loud", "kerwin-in", "music loud"),
        Q("s", "Which car did darnell sell, and for how much?", "his Tiida, for 42,000 dollars", "car-sold", "tiida; 42,000"),
        Q("s", "Who bought darnell's Tiida?", "a man in Debe", "car-sold", "debe"),
        Q("s", "How did darnell get to work after selling his car?", "by water taxi to Port of Spain, 45 minutes", "water-taxi", "water taxi; 45 min"),
        Q("s", "Why was darnell working in Port of Spain in late 2024?", "he had a contract tuning for a panyard there until February", "water-taxi", "contract; panyard"),
        Q("s", "What is the name of tamika's podcast?", "Tanty Talk", "podcast", "tanty talk"),
        Q("s", "Who started the podcast with tamika?", "her cousin Shania", "podcast", "shania; cousin"),
        Q("s", "What is Tanty Talk about?", "local gossip", "podcast", "gossip"),
        Q("s", "How many episodes and listeners did Tanty Talk have in September 2024?", "4 episodes, 37 listeners", "episodes", "4; 37 listeners"),
        Q("m", "How many episodes of Tanty Talk were made in the end, and why did it stop?", "6; Shania moved to Sangre Grande", "podcast pod-stop", {"podcast": "tanty talk", "pod-stop": "6 episodes; sangre grande"}, "latest"),
        Q("s", "Where was darnell flying to see his brother in December 2024?", "New York", "flight", "new york; brother"),
        Q("t", "When was darnell's flight to New York cancelled?", "2024-12-17", "flight", "cancelled; tues", "relative-date"),
        Q("s", "Did darnell take the rebooked flight to New York?", "no, he gave up", "flight", "gave up"),
        Q("s", "What does darnell collect?", "calypso records", "records", "calypso records", memory=True),
        Q("s", "How many calypso records did darnell find at the Grand Bazaar market?", "12", "records", "12; grand bazaar"),
        Q("t", "When did darnell find 12 records at the Grand Bazaar market?", "2024-12-14", "records", "grand bazaar; sat", "relative-date"),
        Q("m", "How many calypso records did darnell have in December 2024 and in May 2025?", "60, then 190", "records records-2", {"records": "60", "records-2": "190"}, "latest"),
        Q("m", "Who paid tamika's doctor's bill for the dog bite, and how much?", "the dog's owner, a lady from Aranguez; 600 dollars", "owner owner-paid", {"owner": "aranguez", "owner-paid": "600"}),
        Q("s", "Who is on the all fours team Doubles Trouble?", "tamika's sister Marcia, not tamika", "marcia", "marcia; doubles trouble"),
        Q("s", "Where did Doubles Trouble finish in November 2024?", "second", "marcia", "2nd"),
        Q("s", "Which of darnell's cats is bigger than Zaboca by December 2024?", "Moko", "cats-still", "moko; bigger"),
        Q("m", "Did tamika work at the election?", "no, tamika did not work at the election", "ask-election no", {"ask-election": "election", "no": "nope"}, "fragment"),
        Q("s", "What did darnell do at the election?", "he was a poll clerk at a school in Penal", "poll", "poll clerk; penal"),
        Q("s", "What hours did darnell work on election day?", "5am to 9pm, counting until midnight", "poll", "5am; 9pm; midnight"),
        Q("s", "Who is Keisha?", "tamika's friend from secondary school, who flies for a cargo company now", "keisha", "secondary school; cargo"),
        Q("t", "When did tamika see Keisha at the airport?", "2025-03", "keisha", "march"),
        Q("t", "When did tamika and Keisha have lunch?", "2025-05-04", "keisha-lunch", "lunch; sun", "relative-date"),
        Q("m", "Which Keisha is tamika's friend?", "the tall one", "ask-which keisha-lunch", {"ask-which": "keisha", "keisha-lunch": "tall"}, "fragment"),
        Q("t", "When did darnell's panyard contract finish?", "2025-02", "car-2", "contract; feb"),
        Q("s", "What car did darnell buy in 2025, and for how much?", "a blue Mazda Demio, 38,000", "car-2", "mazda demio; 38,000"),
        Q("m", "What colour is the car darnell drives to work in 2025?", "blue", "ask-car blue", {"ask-car": "blue", "blue": "blue"}),
        Q("m", "Did darnell get more for his old car than he paid for his new one?", "yes: he sold the Tiida for 42,000 and bought the Demio for 38,000", "car-sold car-2", {"car-sold": "42,000", "car-2": "38,000"}, "event-chain"),
        Q("s", "How long have the roadworks on the highway gone on by May 2025?", "3 months", "roadworks", "3 months"),
        Q("s", "How long does it take darnell to get out of San Fernando in the morning because of the roadworks?", "50 minutes", "roadworks", "50 min"),
        Q("s", "How many names are on the petition about the roadworks?", "2,000", "roadworks", "petition; 2,000"),
        Q("t", "When is tamika's interview for the supervisor job?", "2025-05-20", "hypo", "interview; 20th"),
        Q("s", "What would tamika do if she got the supervisor job?", "move closer to the airport", "hypo", "move; airport"),
        Q("o", "Would darnell probably enjoy a calypso concert?", "probably yes: he collects calypso records", "records", "calypso"),
    ],
)
CONVERSATIONS.append(TAMIKA_DARNELL)
