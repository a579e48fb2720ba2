# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the twenty-seventh development recall set (this folder), written blind as held-out 27.

Everything below was typed by hand for this set: six dated conversations, each with its
questions (``CONVERSATIONS``), and a hundred labelled sentences (``SENTENCES``). Three of the
pair chats are between two people who write to each other in proper case and whole sentences
for more than a year, the fourth pair texts in lower case, and of the two assistant chats one
user writes in proper case and the other in short lower-case bursts. The script numbers the
turns, turns the labels that the questions cite into turn ids, runs the checks of the blind
brief (``bench/_handwritten.py``) and writes the four files::

    uv run python bench/data/recall-dev27/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev27/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho27"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev27/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the twenty-seventh held-out set; "
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
# All sessions fall on Saturdays; a relative date in a question counts from its session.

KASUN_DILINI = Conv(
    "pair",
    "named_lines",
    ["Kasun", "Dilini"],
    """
@ 2024-01-13
Dilini: Kasun, happy new year from Galle! Did all that rain in Kandy get into your flat? {hello}
Kasun: It got into my kitchen. The roof started leaking on Tuesday night, right over the stove, and the landlord only sent someone on Friday. {leak}
Dilini: Three days of buckets! Who fixed it in the end, and what did it cost? {ask-fix}
Kasun: A roofer called Mr Jayasuriya replaced eleven broken tiles. It came to 18,500 rupees, and the landlord says he'll take it off my February rent. {fix}
Dilini: Believe it when you see it. Are you still cutting stones at the workshop in Katugastota? {ask-job}
Kasun: Still a gem cutter there, mostly blue sapphires. Seven years in June. {job}
Dilini: Seven years already! My news: I've opened an online shop. I sell beeralu table mats that Aunt Kumudini makes in Weligama, and I photograph and post them at night after my shift at the harbour. {shop}
Kasun: On top of checking passports all day? How many have you sold so far? {ask-sold}
Dilini: Fourteen in the first month, mostly to people abroad who saw them on the shop's page. {sold}
Kasun: Not bad at all. How is Achchi? Is she still in the old house in Matara? {ask-achchi}
Dilini: For now. She turns ninety in March, and my mother wants her to move into a sheltered flat near the hospital in Galle. Achchi says she will leave Matara feet first. {achchi}
Kasun: That sounds like her. I'll come down for the birthday if the workshop gives me the days off. {plan-bday}
Dilini: Sahan asks about you every week, by the way. He turned seven on Sunday and says he wants to cut stones like his uncle. {sahan}
@ 2024-04-20
Kasun: Did Achchi's birthday go well? I'm still sorry I couldn't come. {ask-bday}
Dilini: It was lovely. We had lunch for forty people at Aunt Kumudini's house in Weligama on the 9th of March, and Achchi cut the cake herself, in the green saree she was married in. {bday}
Kasun: Did she tell the story about her wedding day again? {ask-story}
Dilini: Of course. In 1954 the hired car broke down on the way from Tangalle, so she and Seeya went to their own wedding on a bullock cart, and they were two hours late. {story}
Kasun: I never get tired of that one. And how was your New Year? {ask-avurudu}
Dilini: We kept Avurudu at my mother's house on Sunday. She cooked milk rice and kavum, and Sahan lit the hearth at the lucky time. {avurudu}
Kasun: We kept ours at my brother Nuwan's flat in Peradeniya... no, at his wife's parents' house in Peradeniya, because the flat was too small for twelve. {avurudu-k}
Dilini: And the roof money? Did the landlord keep his word? {ask-rent}
Kasun: He took only 10,000 off the February rent, not the whole 18,500. So I've given notice, and I'm moving to a flat in Ampitiya at the end of May. {notice}
Dilini: Good for you. I've joined an exercise class on the fort ramparts, three mornings a week at six. {class}
Kasun: At six! I just walk. My phone says I averaged 6,200 steps a day in March. {steps}
Dilini: The shop is growing. I took 96,000 rupees in March, my best month, and a hotel in Unawatuna has ordered twenty table mats for its restaurant. {takings}
Kasun: If it keeps going like this, you can leave the immigration office. {ask-quit}
Dilini: Not yet. If the hotel orders again, I'll rent a stall at the Sunday market in the fort, but the immigration office pays the rent. {stall-hypo}
@ 2024-07-27
Dilini: How is the new flat? Send me a picture of your famous view. {ask-flat}
Kasun: The view is lovely, the flat less so. The painter was supposed to start on the 1st of June and turned up on the 12th. I chose turmeric yellow for the bedroom, and it looks like the inside of a mango. {paint}
Dilini: A mango bedroom! Did you get your deposit back from the old place? {ask-deposit}
Kasun: Only half. He kept 15,000 of the 30,000 for a stain on the wall that was there when I moved in. {deposit}
Dilini: That man! Big news here: Achchi moved into the sheltered flat on the 6th of July. She cried on the first night and now she plays cards with two widows from Hikkaduwa every afternoon. {moved}
Kasun: Cards every afternoon, she'll be fine. Did she take the brass betel box with her? {ask-box}
Dilini: No, she gave it to me. She said it came from her own grandmother, and it's mine now because I'm the eldest granddaughter. {heirloom}
Kasun: Look after it. I ran the Kandy Lake run last Sunday, eight kilometres in 52 minutes. {run}
Dilini: 52 minutes! I've given up the exercise class on the ramparts, by the way. Six in the morning was too much after the night shifts. {quit}
Kasun: Night shifts now? {ask-shift}
Dilini: Since June the office has put me on nights, two weeks on and two weeks off. Sahan stays with my mother on the night weeks. {shift}
Kasun: That's hard on both of you. Are you coming up for the Perahera? {ask-perahera}
Dilini: We are! Sahan and I come on the 16th of August for the last night of the procession, and we'll stay with you, if the mango room has space. {perahera}
@ 2024-11-09
Kasun: You'll never guess who called me on Tuesday. Achchi, on a video call, all by herself! {call}
Dilini: I taught her! It took three afternoons. Her nurse, Chandrika, helped her practise with the other widows. {taught}
Kasun: Well done, both of you. The hotel in Unawatuna, did it ever pay you for the twenty mats? {ask-invoice}
Dilini: Finally, on Thursday, eleven weeks late and only after I went there in person. It was 64,000 rupees. {invoice}
Kasun: Eleven weeks! At least it's paid. My trip to Nuwara Eliya in December has moved, by the way. {trip}
Dilini: Moved to when? And who are you going with? {ask-trip}
Kasun: To the third week of January, because the workshop has a big order. I'm going with someone from the jewellers across the road. {trip-when}
Dilini: Someone! Does this someone have a name? {ask-name}
Kasun: Sanduni. She designs rings and necklaces for the jewellers, and she laughs at all my jokes. {sanduni}
Dilini: Then she must be kind. Sahan needs a new school uniform already; he grew four centimetres since January. {uniform}
Kasun: Buy it big. And I beat my own time: I ran the Kandy Lake run on Sunday in 49 minutes. {run-2}
Dilini: Show-off. I found a teak writing desk at the second-hand shop by the bus stand for 9,000 rupees. Aunt Kumudini says it's older than Achchi. {machine}
Kasun: It can't be older than Achchi. Nothing is older than Achchi. {joke}
@ 2025-03-15
Dilini: How was Nuwara Eliya? Did Sanduni survive the cold? {ask-ne}
Kasun: We never went. Sanduni's father went into hospital, so we cancelled. We went to Ella in February instead, for two nights. {ella}
Dilini: I'm sorry about her father. Is he better? {ask-father}
Kasun: He's home now and back to arguing about cricket. Sanduni and I are moving in together in June, by the way. {together}
Dilini: Oh! Where? Not the mango room, I hope. {ask-where}
Kasun: Her place in Tennekumbura, it has a garden. I'm painting over the turmeric before I go, the landlord wants it white. {where}
Dilini: Good, and my parents had their fortieth wedding anniversary on the 2nd of March. The whole family came to Weligama, thirty-one of us, and Achchi made the milk toffee from her mother's recipe. {anniversary}
Kasun: Did she write the recipe down at last? {ask-recipe}
Dilini: She dictated it to me on a video call, and I've promised to make it for every Avurudu. {recipe}
Kasun: Good. How is the shop doing? {ask-shop}
Dilini: I've sold 212 table mats since I started, and I've taken a stall at the Sunday market in the fort after all, since February. {stall}
Kasun: So the hotel did order again! {stall-confirm}
Dilini: Twice. And I'm back on day shifts from April. Sahan says he's tired of Grandma's cooking. {days}
""",
    [
        Q(
            "t",
            "When did the roof of Kasun's flat in Kandy start leaking?",
            "2024-01-09",
            "leak",
            "leaking; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Kasun's landlord send someone about the leaking roof?",
            "2024-01-12",
            "leak",
            "friday",
            "relative-date",
        ),
        Q(
            "s",
            "Where was the roof of Kasun's flat leaking?",
            "in the kitchen, over the stove",
            "leak",
            "kitchen|stove",
        ),
        Q(
            "s",
            "Who fixed the leaking roof of Kasun's flat?",
            "a roofer called Mr Jayasuriya",
            "fix",
            "jayasuriya",
        ),
        Q(
            "s",
            "How many tiles did the roofer replace on Kasun's roof?",
            "eleven broken tiles",
            "fix",
            "eleven; tiles",
        ),
        Q(
            "s",
            "How much did the roof repair at Kasun's flat cost?",
            "18,500 rupees",
            "fix",
            "18,500",
        ),
        Q(
            "s",
            "What did Kasun's landlord promise to do about the cost of the roof repair?",
            "take it off Kasun's February rent",
            "fix",
            "february; rent",
        ),
        Q(
            "m",
            "What is Kasun's job?",
            "a gem cutter at a workshop in Katugastota",
            "ask-job job",
            {"ask-job": "katugastota", "job": "gem cutter"},
            memory=True,
        ),
        Q("s", "What stones does Kasun mostly cut?", "blue sapphires", "job", "sapphires"),
        Q(
            "s",
            "How long had Kasun been a gem cutter in January 2024?",
            "nearly seven years (seven years in June 2024)",
            "job",
            "seven years",
        ),
        Q(
            "s",
            "What does Dilini sell in her online shop?",
            "beeralu table mats",
            "shop",
            "beeralu|table mats",
        ),
        Q(
            "s",
            "Who makes the table mats that Dilini sells?",
            "her aunt Kumudini, in Weligama",
            "shop",
            "kumudini",
        ),
        Q(
            "s",
            "When does Dilini work on her online shop?",
            "at night, after her shift at the harbour",
            "shop",
            "night",
        ),
        Q(
            "s",
            "How many table mats did Dilini sell in her shop's first month?",
            "fourteen",
            "sold",
            "fourteen",
        ),
        Q(
            "s",
            "Where did Achchi live in January 2024?",
            "in the old house in Matara",
            "ask-achchi",
            "matara",
        ),
        Q("s", "How old did Achchi turn in March 2024?", "ninety", "achchi", "ninety"),
        Q(
            "s",
            "Where did Dilini's mother want Achchi to move?",
            "into a sheltered flat near the hospital in Galle",
            "achchi",
            "sheltered flat|hospital",
        ),
        Q(
            "s",
            "What did Achchi say about leaving Matara?",
            "that she would leave Matara feet first",
            "achchi",
            "feet first",
        ),
        Q(
            "s",
            "Who is Sahan, and how old was he in January 2024?",
            "Dilini's son; he had just turned seven",
            "sahan",
            "seven",
        ),
        Q(
            "t",
            "When did Sahan turn seven?",
            "2024-01-07",
            "sahan",
            "seven; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "What does Sahan want to be when he grows up?",
            "a gem cutter like his uncle Kasun",
            "sahan",
            "cut stones|uncle",
        ),
        Q(
            "s",
            "Did Kasun go to Achchi's ninetieth birthday?",
            "no, he could not come",
            "ask-bday",
            "birthday; sorry",
        ),
        Q(
            "t",
            "When was Achchi's ninetieth birthday lunch?",
            "2024-03-09",
            "bday",
            "lunch; 9th; march",
        ),
        Q(
            "s",
            "Where was Achchi's ninetieth birthday lunch held?",
            "at Aunt Kumudini's house in Weligama",
            "bday",
            "kumudini|weligama",
        ),
        Q("s", "How many people came to Achchi's birthday lunch?", "forty", "bday", "forty"),
        Q(
            "s",
            "What did Achchi wear to her ninetieth birthday?",
            "the green saree she was married in",
            "bday",
            "green saree",
        ),
        Q("s", "In what year did Achchi get married?", "in 1954", "story", "1954"),
        Q(
            "s",
            "How did Achchi and Seeya get to their wedding?",
            "on a bullock cart, because the hired car broke down",
            "story",
            "bullock cart",
        ),
        Q(
            "s",
            "How late were Achchi and Seeya for their own wedding?",
            "two hours",
            "story",
            "two hours",
        ),
        Q(
            "s",
            "Where did Dilini keep Avurudu in 2024?",
            "at her mother's house",
            "avurudu",
            "mother",
        ),
        Q(
            "t",
            "When did Dilini keep Avurudu in 2024?",
            "2024-04-14",
            "avurudu",
            "avurudu; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Dilini's mother cook for Avurudu?",
            "milk rice and kavum",
            "avurudu",
            "milk rice; kavum",
        ),
        Q(
            "s",
            "What did Sahan do at Avurudu?",
            "he lit the hearth at the lucky time",
            "avurudu",
            "hearth",
        ),
        Q(
            "s",
            "Where did Kasun keep Avurudu in 2024?",
            "at his brother Nuwan's wife's parents' house in Peradeniya",
            "avurudu-k",
            "parents; peradeniya",
        ),
        Q(
            "s",
            "Why did Kasun's family not keep Avurudu at Nuwan's flat?",
            "the flat was too small for twelve",
            "avurudu-k",
            "too small|twelve",
        ),
        Q(
            "s",
            "How much did Kasun's landlord actually take off the rent for the roof?",
            "10,000 rupees, not the whole 18,500",
            "notice",
            "10,000",
            "pronoun",
        ),
        Q(
            "m",
            "Why did Kasun give notice on his flat in Kandy?",
            "the landlord took only 10,000 of the 18,500-rupee roof repair off the rent",
            "fix notice",
            {"fix": "18,500", "notice": "10,000; notice"},
        ),
        Q(
            "s",
            "Where was Kasun moving at the end of May 2024?",
            "to a flat in Ampitiya",
            "notice",
            "ampitiya",
        ),
        Q(
            "s",
            "What exercise class did Dilini join in April 2024, and how often?",
            "a class on the fort ramparts, three mornings a week at six",
            "class",
            "ramparts; three mornings",
        ),
        Q("s", "How many steps a day did Kasun average in March 2024?", "6,200", "steps", "6,200"),
        Q(
            "s",
            "How much did Dilini's shop take in March 2024?",
            "96,000 rupees",
            "takings",
            "96,000",
        ),
        Q(
            "s",
            "What did the hotel in Unawatuna order from Dilini?",
            "twenty table mats for its restaurant",
            "takings",
            "twenty; table mats",
        ),
        Q(
            "s",
            "What did Dilini say she would do if the hotel ordered again?",
            "rent a stall at the Sunday market in the fort",
            "stall-hypo",
            "stall; sunday market",
        ),
        Q(
            "m",
            "Where does Dilini work?",
            "at the immigration office at the harbour in Galle",
            "shop stall-hypo",
            {"shop": "harbour", "stall-hypo": "immigration office"},
            memory=True,
        ),
        Q(
            "s",
            "When was the painter supposed to start at Kasun's new flat, and when did he turn up?",
            "supposed to start on the 1st of June, turned up on the 12th",
            "paint",
            "1st; 12th",
        ),
        Q(
            "t",
            "When did the painter finally turn up at Kasun's new flat?",
            "2024-06-12",
            "paint",
            "12th; june",
        ),
        Q(
            "s",
            "What colour did Kasun paint his bedroom in Ampitiya?",
            "turmeric yellow",
            "paint",
            "turmeric",
        ),
        Q(
            "s",
            "What did Kasun say his bedroom looks like?",
            "the inside of a mango",
            "paint",
            "mango",
        ),
        Q(
            "s",
            "How much of his deposit did Kasun get back from his old landlord?",
            "half: 15,000 of the 30,000 rupees",
            "deposit",
            "15,000|half",
        ),
        Q(
            "s",
            "Why did Kasun's old landlord keep part of the deposit?",
            "for a stain on the wall that was there when Kasun moved in",
            "deposit",
            "stain",
        ),
        Q("t", "When did Achchi move into the sheltered flat?", "2024-07-06", "moved", "6th; july"),
        Q(
            "s",
            "What does Achchi do every afternoon at the sheltered flat?",
            "plays cards with two widows from Hikkaduwa",
            "moved",
            "cards",
        ),
        Q(
            "m",
            "Who got Achchi's brass betel box?",
            "Dilini",
            "ask-box heirloom",
            {"ask-box": "betel box", "heirloom": "gave"},
            "event-chain",
        ),
        Q(
            "s",
            "Why did Achchi give the betel box to Dilini?",
            "because Dilini is the eldest granddaughter",
            "heirloom",
            "eldest granddaughter",
        ),
        Q(
            "s",
            "Where did Achchi's betel box come from?",
            "from her own grandmother",
            "heirloom",
            "grandmother",
        ),
        Q(
            "s",
            "How long did Kasun take to run the Kandy Lake run in July 2024?",
            "52 minutes",
            "run",
            "52 minutes",
        ),
        Q(
            "t",
            "When did Kasun first run the Kandy Lake run?",
            "2024-07-21",
            "run",
            "last sunday",
            "relative-date",
        ),
        Q("s", "How long is the Kandy Lake run?", "eight kilometres", "run", "eight kilometres"),
        Q(
            "s",
            "Why did Dilini give up the exercise class on the ramparts?",
            "six in the morning was too much after the night shifts",
            "quit",
            "night shifts",
        ),
        Q(
            "s",
            "What shift pattern was Dilini put on in June 2024?",
            "nights, two weeks on and two weeks off",
            "shift",
            "nights; two weeks",
        ),
        Q(
            "s",
            "Who looks after Sahan when Dilini works nights?",
            "Dilini's mother",
            "shift",
            "mother",
        ),
        Q(
            "t",
            "When were Dilini and Sahan coming to Kandy for the Perahera?",
            "2024-08-16",
            "perahera",
            "16th; august",
        ),
        Q(
            "s",
            "Where were Dilini and Sahan going to stay for the Perahera?",
            "with Kasun",
            "perahera",
            "stay",
        ),
        Q(
            "t",
            "When did Achchi first make a video call by herself?",
            "2024-11-05",
            "call",
            "video call; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "Who taught Achchi to make video calls?",
            "Dilini, with help from Achchi's nurse Chandrika",
            "taught",
            "taught",
        ),
        Q("s", "What is the name of Achchi's nurse?", "Chandrika", "taught", "chandrika"),
        Q(
            "s",
            "How long did it take to teach Achchi video calls?",
            "three afternoons",
            "taught",
            "three afternoons",
        ),
        Q(
            "t",
            "When did the hotel in Unawatuna finally pay Dilini?",
            "2024-11-07",
            "invoice",
            "thursday",
            "relative-date",
        ),
        Q(
            "s",
            "How late was the hotel's payment to Dilini, and how much was it?",
            "eleven weeks late; 64,000 rupees",
            "invoice",
            "eleven weeks; 64,000",
        ),
        Q(
            "s",
            "Where was Kasun's December 2024 trip going to be?",
            "Nuwara Eliya",
            "trip",
            "nuwara eliya",
        ),
        Q(
            "s",
            "Why did Kasun move his trip to Nuwara Eliya?",
            "the workshop had a big order",
            "trip-when",
            "big order",
        ),
        Q(
            "m",
            "When was Kasun's trip to Nuwara Eliya moved to?",
            "the third week of January 2025",
            "trip trip-when",
            {"trip": "nuwara eliya", "trip-when": "third week; january"},
        ),
        Q(
            "m",
            "Who did Kasun plan to go to Nuwara Eliya with?",
            "Sanduni, who designs rings and necklaces for the jewellers across the road",
            "trip-when sanduni",
            {"trip-when": "jewellers", "sanduni": "sanduni"},
        ),
        Q(
            "s",
            "What does Sanduni do?",
            "she designs rings and necklaces for a jewellers",
            "sanduni",
            "rings|necklaces",
            "third-person-fact",
        ),
        Q(
            "s",
            "How much did Sahan grow between January and November 2024?",
            "four centimetres",
            "uniform",
            "four centimetres",
        ),
        Q(
            "s",
            "How long did Kasun take to run the Kandy Lake run in November 2024?",
            "49 minutes",
            "run-2",
            "49 minutes",
            "latest",
        ),
        Q(
            "t",
            "When did Kasun run the Kandy Lake run in 49 minutes?",
            "2024-11-03",
            "run-2",
            "sunday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Dilini find at the second-hand shop, and for how much?",
            "a teak writing desk for 9,000 rupees",
            "machine",
            "teak; desk; 9,000",
        ),
        Q(
            "s",
            "Where did Dilini find her writing desk?",
            "at the second-hand shop by the bus stand",
            "machine",
            "bus stand",
        ),
        Q(
            "s",
            "Did Kasun and Sanduni go to Nuwara Eliya?",
            "no, they cancelled because Sanduni's father went into hospital",
            "ella",
            "cancelled|never went",
        ),
        Q(
            "s",
            "Where did Kasun and Sanduni go instead of Nuwara Eliya?",
            "to Ella, for two nights in February",
            "ella",
            "ella",
        ),
        Q(
            "s",
            "How is Sanduni's father now?",
            "home again and back to arguing about cricket",
            "together",
            "cricket|home",
        ),
        Q(
            "m",
            "Where are Kasun and Sanduni moving in together, and when?",
            "at her place in Tennekumbura, in June 2025",
            "together where",
            {"together": "june", "where": "tennekumbura"},
        ),
        Q("s", "Why does Kasun like Sanduni's place?", "it has a garden", "where", "garden"),
        Q(
            "s",
            "What colour does Kasun's landlord want the bedroom painted?",
            "white",
            "where",
            "white",
        ),
        Q(
            "t",
            "When was the fortieth wedding anniversary of Dilini's parents?",
            "2025-03-02",
            "anniversary",
            "2nd; march",
        ),
        Q(
            "s",
            "How many of the family came to the anniversary in Weligama?",
            "thirty-one",
            "anniversary",
            "thirty-one",
        ),
        Q(
            "s",
            "What did Achchi make for the anniversary?",
            "milk toffee from her mother's recipe",
            "anniversary",
            "milk toffee",
        ),
        Q(
            "s",
            "How did Dilini get the milk toffee recipe?",
            "Achchi dictated it to her on a video call",
            "recipe",
            "dictated; video call",
        ),
        Q(
            "s",
            "What has Dilini promised to do with the milk toffee recipe?",
            "make it for every Avurudu",
            "recipe",
            "avurudu",
        ),
        Q(
            "s",
            "How many table mats had Dilini sold by March 2025?",
            "212",
            "stall",
            "212",
            "latest",
        ),
        Q(
            "m",
            "How many table mats did Dilini's shop sell in its first month, and how many by March 2025?",
            "fourteen in the first month, 212 by March 2025",
            "sold stall",
            {"sold": "fourteen", "stall": "212"},
        ),
        Q(
            "m",
            "Did Dilini rent the stall she talked about in April 2024?",
            "yes, at the Sunday market in the fort since February 2025, after the hotel ordered again",
            "stall-hypo stall",
            {"stall-hypo": "stall", "stall": "stall; february"},
            "event-chain",
        ),
        Q("s", "How many times did the hotel order again from Dilini?", "twice", "days", "twice"),
        Q(
            "m",
            "What shifts did Dilini work in 2024, and when does she go back to days?",
            "nights from June 2024, two weeks on and two off; back on day shifts from April 2025",
            "shift days",
            {"shift": "nights", "days": "day shifts; april"},
        ),
        Q(
            "m",
            "How much did Kasun's running time on the Kandy Lake run improve?",
            "from 52 minutes to 49 minutes",
            "run run-2",
            {"run": "52", "run-2": "49"},
        ),
        Q(
            "o",
            "Would Kasun enjoy a trip to a gem museum?",
            "probably: he has cut sapphires for years",
            "job",
            "gem cutter|sapphires",
        ),
        Q(
            "o",
            "Would Dilini be a good person to ask about selling things online?",
            "probably yes: her online shop has sold 212 table mats",
            "stall",
            "212; table mats",
        ),
    ],
)
CONVERSATIONS.append(KASUN_DILINI)


DOINA_VASILE = Conv(
    "pair",
    "timestamped_lines",
    ["doina", "vasile"],
    """
@ 2024-02-24
vasile: doina!! alive? hows balti {hello}
doina: frozen. boiler died tues, no heat till fri. 3 days in my coat {boiler}
vasile: who fixed it {ask-fix}
doina: a guy from my landlords church lol. new pump, 2,400 lei. landlord says hell pay me back soon {fix}
vasile: soon = never. still at the philharmonic? {ask-job}
doina: yep. sound tech, 5 yrs in sept. a choir festival every night this month {job}
vasile: im doing two jobs now. lifts by day, and nights as a parking attendant at the airport, fri n sat {second-job}
doina: why?? {ask-why}
vasile: saving for a car. 8,000 so far. want a used megane by summer {saving}
doina: mum started sewing blouses again, the embroidered ones. im selling them online for her {shop}
vasile: how much {ask-price}
doina: 1,200 lei each. sold 5 already, one to a lady in warsaw {price}
vasile: martisor is fri, u coming home? {ask-martisor}
doina: sat. bringing bunica the red n white one she likes {martisor}
@ 2024-05-11
vasile: easter at mums was too much food. still full {easter}
doina: 11 pasca for 9 people. classic mum {pasca}
vasile: did the landlord pay u back for the boiler? {ask-paid}
doina: half. 1,200. rest next month he says {paid}
vasile: lol. i quit the airport job {quit}
doina: when? and why {ask-quit}
vasile: end of april. nights were killing me, and i got a raise at the lift company so {quit-when}
doina: congrats!! how much {ask-raise}
vasile: 15%. and i bought the car. 2011 megane, grey, 5,900 euros from a guy in ungheni {car}
doina: grey lol of course. i joined a gym btw, 3x a week after work {gym}
vasile: u?? gym?? {joke}
doina: shut up. 7,400 steps a day now, was 4k in feb {steps}
vasile: also met someone at cousin petru's wedding {met}
doina: WHAT. who {ask-met}
vasile: later. blouses? {ask-blouses}
doina: 23 sold. mum wants her own stall at the balti market for the summer {blouses}
@ 2024-08-31
vasile: bunicul turns 80 in 2 wks. party at mums? {ask-party}
doina: sat 14th yes. 40 ppl. mum doing sarmale, aunt lidia the cake {party-plan}
vasile: i repainted the bedroom btw. lilac {paint}
doina: lilac?? u?? {ask-paint}
vasile: ana picked it. the girl from petru's wedding. she restores icons at the cathedral {ana}
doina: so its serious {ask-serious}
vasile: 4 months. she says im the only man in chisinau who can fix a lift but not a shelf {ana-quote}
doina: i quit the gym. 7 wks lol {gym-quit}
vasile: knew it. why {ask-gym-why}
doina: new shifts. the phil does day shows now, 10 to 6 tues to sun. no time for anything {shift}
vasile: i ran the city 10 km on sunday, 58 min {run}
doina: not bad for a lift guy. the landlord paid the rest btw. 4 months late {paid-rest}
vasile: miracle. u still moving out? {ask-move}
doina: if i find smthg under 4,000 a month ill move in oct {move-hypo}
vasile: mum sold 41 blouses at her stall this summer {mum-stall}
doina: 41! she made 38,000 lei. shes buying an stitching machine {mum-takings}
@ 2024-12-14
doina: bunicul's party was the best. he danced w bunica for an hour {party}
vasile: and told the horse story again {ask-story}
doina: ofc. 1962, rode a borrowed horse to soroca to propose and it ate her mums roses {story}
vasile: he video calls me every sunday now. mum set it up on his phone {calls}
doina: i moved btw {moved}
vasile: where?? {ask-moved}
doina: 2 rooms by the central park, 3,800 a month. moved in sat 2 nov {moved-2}
vasile: deposit back from the old place? {ask-dep}
doina: he kept 1,000 for a burn on the carpet. that was my ex not me {dep}
vasile: lol sure. ana wants us at her parents in cahul on the 25th {xmas}
doina: we're at mums on the 7th for old christmas. u coming? {ask-7th}
vasile: yep {yep}
doina: bring ana. which blouse should i give her, the yellow one or the white one? {ask-gift}
vasile: the yellow one {gift}
@ 2025-04-26
vasile: easter sunday at mums w ana. bunica liked her {easter-25}
doina: told u. any news? {ask-news}
vasile: engaged!! asked her the day after womens day {engaged}
doina: omg!!! when's the wedding {ask-wed}
vasile: sept prob, in cahul. her mum says itll rain {wed}
doina: i ran the city 10 km on the 13th. 61 min {run-d}
vasile: mine was 58 last year. pb now 55, since the spring race in march {pb}
doina: show off. got a second job tho. sound for weddings on sundays, 1,500 a night {wedding-job}
vasile: nice. i took the blazer back btw {blazer}
doina: why {ask-blazer}
vasile: too tight. got a blue one at the second hand shop by the market for 900 {blazer-2}
doina: mums stitching machine broke. repair guy came thurs, 700 lei {machine}
vasile: steps? {ask-steps}
doina: 5k. the shows eat my day {steps-2}
""",
    [
        Q(
            "t",
            "When did doina's boiler break down?",
            "2024-02-20",
            "boiler",
            "boiler; tues",
            "relative-date",
        ),
        Q(
            "t",
            "When did doina's heating come back?",
            "2024-02-23",
            "boiler",
            "heat; fri",
            "relative-date",
        ),
        Q(
            "s",
            "How long was doina without heating in February 2024?",
            "3 days",
            "boiler",
            "3 days",
        ),
        Q("s", "Who fixed doina's boiler?", "a man from her landlord's church", "fix", "church"),
        Q(
            "s",
            "What was fixed on doina's boiler, and what did it cost?",
            "a new pump, for 2,400 lei",
            "fix",
            "pump; 2,400",
        ),
        Q(
            "s",
            "Where does doina work?",
            "at the philharmonic in balti",
            "ask-job",
            "philharmonic",
            memory=True,
        ),
        Q(
            "s",
            "What is doina's job?",
            "a sound tech at the philharmonic",
            "job",
            "sound tech",
            memory=True,
        ),
        Q(
            "s",
            "How long had doina worked as a sound tech by February 2024?",
            "nearly 5 years (5 years in September 2024)",
            "job",
            "5 yrs",
        ),
        Q(
            "m",
            "What is vasile's day job?",
            "he works on lifts, at a lift company",
            "second-job quit-when",
            {"second-job": "lifts", "quit-when": "lift company"},
            memory=True,
        ),
        Q(
            "s",
            "What second job did vasile take in early 2024?",
            "parking attendant at the airport, on friday and saturday nights",
            "second-job",
            "parking attendant; airport",
        ),
        Q(
            "m",
            "Why did vasile take a second job?",
            "to save for a car",
            "second-job saving",
            {"second-job": "nights", "saving": "saving; car"},
        ),
        Q(
            "s",
            "How much had vasile saved for the car by February 2024?",
            "8,000",
            "saving",
            "8,000",
        ),
        Q(
            "s",
            "Who sews the embroidered blouses that doina sells online?",
            "her mum",
            "shop",
            "mum; blouses",
        ),
        Q(
            "s",
            "How much does doina charge for one of her mum's blouses?",
            "1,200 lei",
            "price",
            "1,200",
        ),
        Q("s", "Where did one of the first blouses go?", "to a lady in warsaw", "price", "warsaw"),
        Q(
            "m",
            "How many of mum's blouses had doina sold in February 2024, and how many by May 2024?",
            "5 by February, 23 by May",
            "price blouses",
            {"price": "5", "blouses": "23"},
        ),
        Q(
            "s",
            "What did doina bring bunica for martisor?",
            "the red and white one she likes",
            "martisor",
            "red; white",
        ),
        Q(
            "t",
            "When did doina go home for martisor in 2024?",
            "2024-03-02",
            "martisor",
            "sat",
            "relative-date",
        ),
        Q(
            "s",
            "How many pasca did mum make for Easter 2024, and for how many people?",
            "11 pasca for 9 people",
            "pasca",
            "11; 9",
        ),
        Q(
            "s",
            "How much of the boiler money had the landlord paid back by May 2024?",
            "half, 1,200 lei",
            "paid",
            "half|1,200",
        ),
        Q(
            "s",
            "When did vasile quit his airport job?",
            "at the end of april 2024",
            "quit-when",
            "end; april",
        ),
        Q(
            "m",
            "Why did vasile quit the airport job?",
            "the nights were killing him, and he got a raise at the lift company",
            "quit quit-when",
            {"quit": "airport job", "quit-when": "nights; raise"},
        ),
        Q("s", "How big was vasile's raise at the lift company?", "15%", "car", "15", "fragment"),
        Q(
            "s",
            "What car did vasile buy, and for how much?",
            "a grey 2011 megane for 5,900 euros",
            "car",
            "megane; 5,900",
        ),
        Q("s", "What colour is vasile's car?", "grey", "car", "grey"),
        Q("s", "Where did vasile buy his car?", "from a man in ungheni", "car", "ungheni"),
        Q(
            "s",
            "How often did doina go to the gym when she joined?",
            "three times a week after work",
            "gym",
            "3x; week",
        ),
        Q(
            "s",
            "How many steps a day did doina average in February 2024?",
            "about 4,000",
            "steps",
            "4k",
        ),
        Q("s", "How many steps a day did doina average in May 2024?", "7,400", "steps", "7,400"),
        Q(
            "m",
            "How many steps a day did doina average in April 2025?",
            "about 5,000",
            "ask-steps steps-2",
            {"ask-steps": "steps", "steps-2": "5k"},
            "latest fragment",
        ),
        Q(
            "s",
            "Where did vasile meet someone new in spring 2024?",
            "at cousin petru's wedding",
            "met",
            "petru; wedding",
        ),
        Q(
            "m",
            "Who did vasile meet at petru's wedding, and what does she do?",
            "ana, who restores icons at the cathedral",
            "met ana",
            {"met": "wedding", "ana": "ana; icons"},
            "event-chain",
        ),
        Q(
            "s",
            "What did mum want to do with her blouses in summer 2024?",
            "have her own stall at the balti market",
            "blouses",
            "stall; market",
        ),
        Q("s", "How old did bunicul turn in September 2024?", "80", "ask-party", "80"),
        Q("t", "When was bunicul's 80th birthday party?", "2024-09-14", "party-plan", "sat; 14th"),
        Q(
            "s",
            "How many people came to bunicul's birthday party, and who made the food?",
            "40 people; mum made sarmale and aunt lidia made the cake",
            "party-plan",
            "40; sarmale; lidia",
        ),
        Q("s", "What colour did vasile paint his bedroom?", "lilac", "paint", "lilac"),
        Q("s", "Who picked the colour of vasile's bedroom?", "ana", "ana", "ana"),
        Q(
            "s",
            "How long had vasile and ana been together in August 2024?",
            "4 months",
            "ana-quote",
            "4 months",
        ),
        Q(
            "s",
            "What does ana say about vasile?",
            "that he is the only man in chisinau who can fix a lift but not a shelf",
            "ana-quote",
            "lift; shelf",
        ),
        Q("s", "How long did doina go to the gym before quitting?", "7 weeks", "gym-quit", "7 wks"),
        Q(
            "s",
            "Why did doina quit the gym?",
            "new shifts at the philharmonic: day shows, 10 to 6, tuesday to sunday",
            "shift",
            "day shows|10 to 6",
        ),
        Q(
            "s",
            "What is doina's shift pattern from summer 2024?",
            "10 to 6, tuesday to sunday",
            "shift",
            "10; 6; tues; sun",
        ),
        Q(
            "t",
            "When did vasile run the city 10 km in 58 minutes?",
            "2024-08-25",
            "run",
            "sunday",
            "relative-date",
        ),
        Q(
            "s",
            "What was vasile's time in the city 10 km in August 2024?",
            "58 minutes",
            "run",
            "58",
        ),
        Q(
            "s",
            "How late did the landlord pay the rest of the boiler money?",
            "4 months late",
            "paid-rest",
            "4 months",
        ),
        Q(
            "s",
            "What was doina's condition for moving out in October 2024?",
            "finding something under 4,000 a month",
            "move-hypo",
            "4,000",
        ),
        Q(
            "m",
            "How many blouses did mum sell at her stall in summer 2024, and how much did she make?",
            "41 blouses, 38,000 lei",
            "mum-stall mum-takings",
            {"mum-stall": "41", "mum-takings": "38,000"},
        ),
        Q(
            "s",
            "What was mum going to buy with her takings?",
            "an stitching machine",
            "mum-takings",
            "stitching machine",
        ),
        Q(
            "s",
            "What did bunicul do at his 80th birthday party?",
            "danced with bunica for an hour",
            "party",
            "danced; hour",
        ),
        Q(
            "s",
            "In what year did bunicul ride a borrowed horse to soroca?",
            "in 1962",
            "story",
            "1962",
        ),
        Q(
            "s",
            "Why did bunicul ride to soroca on a borrowed horse?",
            "to propose to bunica",
            "story",
            "propose",
        ),
        Q("s", "What did the borrowed horse do?", "it ate bunica's mum's roses", "story", "roses"),
        Q(
            "s",
            "How often does bunicul video call vasile?",
            "every sunday",
            "calls",
            "every sunday",
        ),
        Q("s", "Who set up video calls on bunicul's phone?", "mum", "calls", "mum"),
        Q(
            "s",
            "Where did doina move in November 2024, and for what rent?",
            "2 rooms by the central park, 3,800 a month",
            "moved-2",
            "central park; 3,800",
        ),
        Q("t", "When did doina move into her new flat?", "2024-11-02", "moved-2", "2 nov"),
        Q(
            "m",
            "Did doina find a flat within the limit she set in August 2024?",
            "yes, 3,800 a month, under 4,000",
            "move-hypo moved-2",
            {"move-hypo": "4,000", "moved-2": "3,800"},
        ),
        Q(
            "s",
            "How much of doina's deposit did the old landlord keep, and why?",
            "1,000, for a burn on the carpet",
            "dep",
            "1,000; burn",
        ),
        Q("s", "Who made the burn on doina's old carpet?", "her ex, not doina", "dep", "ex"),
        Q(
            "s",
            "Where did ana want to spend Christmas Day 2024?",
            "at her parents' in cahul",
            "xmas",
            "cahul; parents",
        ),
        Q(
            "m",
            "Was vasile going to mum's for old christmas on the 7th?",
            "yes, vasile was coming to mum's",
            "ask-7th yep",
            {"ask-7th": "7th", "yep": "yep"},
            "fragment",
        ),
        Q(
            "s",
            "Which blouse did vasile choose for ana?",
            "the yellow one",
            "gift",
            "yellow",
            "fragment",
        ),
        Q(
            "t",
            "When did vasile and ana spend Easter with mum in 2025?",
            "2025-04-20",
            "easter-25",
            "easter sunday",
            "human-date",
        ),
        Q("s", "What did bunica think of ana?", "she liked her", "easter-25", "liked"),
        Q(
            "t",
            "When did vasile propose to ana?",
            "2025-03-09",
            "engaged",
            "day after; womens day",
            "human-date",
        ),
        Q(
            "s",
            "When and where will vasile and ana's wedding probably be?",
            "in september, in cahul",
            "wed",
            "sept; cahul",
        ),
        Q(
            "s",
            "What does ana's mum predict about the wedding?",
            "that it will rain",
            "wed",
            "rain",
            "third-person-fact",
        ),
        Q("t", "When did doina run the city 10 km?", "2025-04-13", "run-d", "13th"),
        Q("s", "What was doina's time in the city 10 km?", "61 minutes", "run-d", "61"),
        Q(
            "s",
            "What is vasile's personal best over 10 km, and since when?",
            "55 minutes, since the spring race in march 2025",
            "pb",
            "55; march",
            "latest",
        ),
        Q(
            "m",
            "How did vasile's 10 km time change?",
            "58 minutes in August 2024, 55 in March 2025",
            "run pb",
            {"run": "58", "pb": "55"},
        ),
        Q(
            "s",
            "What second job did doina take in 2025, and what does it pay?",
            "sound for weddings on sundays, 1,500 a night",
            "wedding-job",
            "weddings; sundays; 1,500",
        ),
        Q("s", "Why did vasile take the blazer back?", "it was too tight", "blazer-2", "too tight"),
        Q(
            "s",
            "What did vasile buy instead of the blazer he returned, and for how much?",
            "a blue one from the second-hand shop by the market, for 900",
            "blazer-2",
            "blue; 900",
        ),
        Q(
            "t",
            "When did the repair man come for mum's stitching machine?",
            "2025-04-24",
            "machine",
            "thurs",
            "relative-date",
        ),
        Q(
            "s",
            "How much did the repair of mum's stitching machine cost?",
            "700 lei",
            "machine",
            "700",
        ),
        Q("o", "Which country are balti, soroca and chisinau in?", "Moldova", "hello", "balti"),
    ],
)
CONVERSATIONS.append(DOINA_VASILE)


NAYELI_REYNALDO = Conv(
    "pair",
    "named_json",
    ["Nayeli", "Reynaldo"],
    """
@ 2024-03-16
Reynaldo: Nayeli, greetings from Sucre! Did Carnaval leave you standing? {hello}
Nayeli: Barely. I danced nine hours in Oruro with my cousin's morenada troupe, and my feet still hurt a month later. I met someone in the troupe, by the way, but more on that another time. {carnaval}
Reynaldo: Nine hours! Here the drama was at home: my electric shower burnt out on Monday, and I washed in cold water for four days. {shower}
Nayeli: Four days of cold water in March! Who fixed it? {ask-shower}
Reynaldo: Don Anacleto from the corner shop. He put in a new shower head and charged 350 bolivianos, and my landlady refuses to pay half. {shower-fix}
Nayeli: Typical landlady. Are you still at the footprints? {ask-job}
Reynaldo: Still a guide at Cal Orck'o, four tours a day, eight years this May, and I still love it. {job}
Nayeli: And I've started a small business! Every Sunday morning I sell api and pasteles from a stall at La Cancha. {stall}
Reynaldo: How is it going so far? {ask-takings}
Nayeli: Last Sunday I took 640 bolivianos. My aunt Eustaquia says I'll be rich by Christmas. {takings}
Reynaldo: Aunts are always optimistic. How is your grandfather? {ask-grandpa}
Nayeli: Tata Crisóstomo turns a hundred on the 29th of June, and the whole family is going to Tarija for the party. {grandpa}
Reynaldo: A hundred! Does he still live on his own? {ask-alone}
Nayeli: Not since February. He fell in his kitchen, so he moved in with my uncle Faustino, and the doctor says he's not to live alone any more. {moved-in}
@ 2024-06-22
Nayeli: A week until the party in Tarija! My mother's pollera is at the seamstress for it. {pollera}
Reynaldo: Is it too big? {ask-pollera}
Nayeli: Too long. She says she shrank two centimetres this year, so the seamstress is taking up the hem. {hem}
Reynaldo: I've taken a second job. Three evenings a week I draw maps of Sucre for a backpackers' hotel that sells them to its guests. {maps}
Nayeli: Do they pay well? {ask-maps}
Reynaldo: 150 bolivianos a map, and I've drawn six so far. {maps-pay}
Nayeli: And the shower? {ask-shower2}
Reynaldo: It broke again on Wednesday. This time my landlady paid for a whole new one, 900 bolivianos, after I showed her the burnt wires. {shower-2}
Nayeli: I've started climbing the steps up to the Concordia statue every Sunday. My best time so far is 38 minutes. {climb}
Reynaldo: How many steps are there? {ask-steps}
Nayeli: About 1,400. My knees say more. {steps}
Reynaldo: Are you still going to Copacabana in July? {ask-trip}
Nayeli: We've moved it to October because of the party. Fabiola didn't mind. {trip-moved}
Reynaldo: Who is Fabiola? {ask-fabiola}
Nayeli: The someone from the troupe! She mends mobile phones at a kiosk in the market, and we've been together since Carnaval. {fabiola}
@ 2024-09-28
Reynaldo: Tell me about the hundredth birthday. {ask-party}
Nayeli: It was wonderful. 112 people came, and Tata danced with Aunt Eustaquia until midnight. {party}
Reynaldo: Did he tell the story of the mines? {ask-story}
Nayeli: Of course. He went down the tin mines in Potosí at fourteen, in 1938, and walked out for good in 1952 to make furniture in Tarija. {story}
Reynaldo: And the family table? {ask-table}
Nayeli: Still in Tarija, but he gave me his old wooden plane, the one he built that table with. {heirloom}
Reynaldo: Did you walk to Urkupiña this year? {ask-urk}
Nayeli: On the night of the 14th of August, from Cochabamba to Quillacollo, with Fabiola and my mother. About thirteen kilometres, and my mother was the fastest. {urk}
Reynaldo: My grandmother Prudencia is learning to send voice messages. She sent me eleven on Thursday, all about the neighbour's dog. {voice}
Nayeli: Eleven! How is Milenka getting on at the new school? {ask-milenka}
Reynaldo: She started in July. She's ten, she wears a green tracksuit on Fridays, and she's already the class delegate. {milenka}
Nayeli: The stall is doing well. I take about 900 bolivianos a Sunday now, and my cousin Yola helps me. {stall-2}
Reynaldo: Will you give up the airport one day? {ask-airport}
Nayeli: If it keeps going like this, I'll rent a little café near the market. But the airport pays for Fabiola's and my flat for now; I'm still in the lost-luggage office, mornings only. {cafe-hypo}
Reynaldo: I joined a Zumba class in July and left in September. Everyone was better than me. {zumba}
@ 2025-01-11
Nayeli: How was Todos Santos with your family? {ask-todos}
Reynaldo: My aunt Jesusa hosted it. We baked sixty t'antawawas and two bread horses for Grandpa Jacinto's table. {todos}
Nayeli: Sixty! We went to Copacabana at last, on the 12th of October, for four nights. {copa}
Reynaldo: And the boat to the Isla del Sol? {ask-isla}
Nayeli: It broke down halfway, and we waited two hours on the lake. Fabiola loved it, I didn't. {isla}
Reynaldo: The backpackers' hotel still owes me for nine maps, by the way. 1,350 bolivianos, since October. {owed}
Nayeli: Go and ask in person, it's the only way. Fabiola gave me a 300-boliviano gift card for Christmas, for the department store. {giftcard}
Reynaldo: What did you buy? {ask-buy}
Nayeli: A pressure cooker, for the pasteles filling. {buy}
Reynaldo: Very romantic. I've booked Uyuni for March, three days on the salt flats. {uyuni}
Nayeli: Lucky you. Tata has a mobile phone now, and he calls me every morning at six to ask if I'm awake. {tata-phone}
Reynaldo: At a hundred! And your Concordia steps? {ask-climb}
Nayeli: 34 minutes on New Year's Day, my best. {climb-2}
@ 2025-05-17
Reynaldo: The hotel paid for the maps in March, after I sat in the lobby for a whole morning. And I've stopped drawing for them. {paid}
Nayeli: Good. Was it you I saw on the news about the footprints? {ask-tv}
Reynaldo: No, that was my brother Rolando, not me. He works at the museum now. {tv}
Nayeli: He looks just like you. I have big news: I rented the little place next to La Cancha in April. It's a real café now, eight tables. {cafe}
Reynaldo: So you left the airport? {ask-left}
Nayeli: At the end of March. Yola runs the stall and I run the café, and on a good Sunday we take 1,100 bolivianos. Fabiola's mother says we'll be closed within a year. {left}
Reynaldo: Mothers-in-law! Uyuni didn't happen, by the way. The rain flooded the road, so I've moved it to June. {uyuni-moved}
Nayeli: What a shame. How is your grandmother? {ask-prudencia}
Reynaldo: Grandma Prudencia turned ninety-five last Sunday. Fifty-four of us came to Sucre for it, from as far as Santa Cruz. {prudencia}
Nayeli: Fifty-four! Did she send voice messages about it? {ask-voice}
Reynaldo: Twenty of them. And I've painted Milenka's room, she chose coral. {coral}
Nayeli: Coral is lovely. My Concordia time is 31 minutes now, and I've stopped counting steps. {climb-3}
""",
    [
        Q(
            "s",
            "Where did Nayeli dance at Carnaval 2024, and with whom?",
            "in Oruro, with her cousin's morenada troupe",
            "carnaval",
            "oruro; morenada|troupe",
        ),
        Q(
            "s",
            "How long did Nayeli dance at Carnaval 2024?",
            "nine hours",
            "carnaval",
            "nine hours",
        ),
        Q(
            "t",
            "When did Reynaldo's electric shower burn out?",
            "2024-03-11",
            "shower",
            "electric shower; monday",
            "relative-date",
        ),
        Q(
            "s",
            "How long did Reynaldo wash in cold water in March 2024?",
            "four days",
            "shower",
            "four days",
        ),
        Q(
            "s",
            "Who fixed Reynaldo's electric shower in March 2024, and for how much?",
            "Don Anacleto from the corner shop, for 350 bolivianos",
            "shower-fix",
            "anacleto; 350",
        ),
        Q(
            "s",
            "Did Reynaldo's landlady pay for the first shower repair?",
            "no, she refused to pay half",
            "shower-fix",
            "landlady; refuses",
        ),
        Q(
            "s",
            "What is Reynaldo's job?",
            "a guide at Cal Orck'o",
            "job",
            "guide; cal orck'o",
            memory=True,
        ),
        Q("s", "How many tours does Reynaldo give a day?", "four", "job", "four tours"),
        Q(
            "s",
            "How long had Reynaldo been a guide at Cal Orck'o by May 2024?",
            "eight years",
            "job",
            "eight years",
        ),
        Q(
            "s",
            "What does Nayeli sell at her stall, and where?",
            "api and pasteles, at La Cancha",
            "stall",
            "api; pasteles; cancha",
        ),
        Q("s", "When does Nayeli's stall open?", "every Sunday morning", "stall", "sunday morning"),
        Q(
            "s",
            "How much did Nayeli take at her stall in March 2024?",
            "640 bolivianos on a Sunday",
            "takings",
            "640",
        ),
        Q(
            "s",
            "What did Aunt Eustaquia predict about Nayeli's stall?",
            "that Nayeli would be rich by Christmas",
            "takings",
            "rich; christmas",
        ),
        Q(
            "m",
            "Who is Tata Crisóstomo, and what age did he reach in June 2024?",
            "Nayeli's grandfather; a hundred",
            "ask-grandpa grandpa",
            {"ask-grandpa": "grandfather", "grandpa": "crisóstomo; hundred"},
        ),
        Q(
            "t",
            "When was Tata Crisóstomo's hundredth birthday?",
            "2024-06-29",
            "grandpa",
            "29th; june",
        ),
        Q(
            "s",
            "Where was Tata Crisóstomo's hundredth birthday party?",
            "in Tarija",
            "grandpa",
            "tarija",
        ),
        Q(
            "s",
            "Why did Tata Crisóstomo move in with Nayeli's uncle Faustino?",
            "he fell in his kitchen, and the doctor said he must not live alone",
            "moved-in",
            "fell; kitchen",
        ),
        Q(
            "s",
            "Who does Tata Crisóstomo live with since February 2024?",
            "Nayeli's uncle Faustino",
            "moved-in",
            "faustino",
        ),
        Q(
            "m",
            "What was being done to Nayeli's mother's pollera, and why?",
            "the seamstress was taking up the hem because it was too long",
            "pollera hem",
            {"pollera": "pollera; seamstress", "hem": "hem|too long"},
        ),
        Q(
            "s",
            "How much does Nayeli's mother say she shrank?",
            "two centimetres",
            "hem",
            "two centimetres",
        ),
        Q(
            "s",
            "What second job did Reynaldo take in 2024?",
            "drawing maps of Sucre for a backpackers' hotel",
            "maps",
            "maps; backpackers",
        ),
        Q(
            "s",
            "How often did Reynaldo draw maps for the hotel?",
            "three evenings a week",
            "maps",
            "three evenings",
        ),
        Q("s", "How much did the hotel pay Reynaldo per map?", "150 bolivianos", "maps-pay", "150"),
        Q(
            "t",
            "When did Reynaldo's shower break a second time?",
            "2024-06-19",
            "shower-2",
            "wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "Who paid for Reynaldo's new shower, and how much did it cost?",
            "his landlady, 900 bolivianos",
            "shower-2",
            "landlady; 900",
        ),
        Q(
            "m",
            "Why did Reynaldo's landlady pay for the second shower but not the first repair?",
            "the first time she refused; the second time he showed her the burnt wires",
            "shower-fix shower-2",
            {"shower-fix": "refuses", "shower-2": "burnt wires"},
        ),
        Q(
            "s",
            "How often does Nayeli climb the steps to the Concordia statue?",
            "every Sunday",
            "climb",
            "every sunday",
        ),
        Q(
            "s",
            "How many steps are there up to the Concordia statue?",
            "about 1,400",
            "steps",
            "1,400",
        ),
        Q(
            "s",
            "What was Nayeli's best time up the Concordia statue steps in June 2024?",
            "38 minutes",
            "climb",
            "38 minutes",
        ),
        Q(
            "s",
            "What is Nayeli's best time up the Concordia statue steps in May 2025?",
            "31 minutes",
            "climb-3",
            "31 minutes",
            "latest",
        ),
        Q(
            "m",
            "How did Nayeli's time up the Concordia statue steps change?",
            "38 minutes in June 2024, 34 on New Year's Day 2025, 31 by May 2025",
            "climb climb-2 climb-3",
            {"climb": "38", "climb-2": "34", "climb-3": "31"},
        ),
        Q(
            "t",
            "When did Nayeli climb the Concordia statue steps in 34 minutes?",
            "2025-01-01",
            "climb-2",
            "new year's day",
            "human-date",
        ),
        Q(
            "s",
            "Why did Nayeli move the trip to Copacabana from July to October?",
            "because of the party",
            "trip-moved",
            "party",
        ),
        Q(
            "m",
            "Who is Fabiola, and where did Nayeli meet her?",
            "Nayeli's girlfriend, whom she met in her cousin's morenada troupe",
            "carnaval fabiola",
            {"carnaval": "troupe", "fabiola": "troupe; together"},
            "event-chain",
        ),
        Q(
            "s",
            "What does Fabiola do?",
            "she mends mobile phones at a kiosk in the market",
            "fabiola",
            "mobile phones",
            "third-person-fact",
        ),
        Q(
            "s",
            "Since when have Nayeli and Fabiola been together?",
            "since Carnaval 2024",
            "fabiola",
            "carnaval",
        ),
        Q(
            "s",
            "How many people came to Tata Crisóstomo's hundredth birthday?",
            "112",
            "party",
            "112",
        ),
        Q("s", "Who did Tata dance with at his birthday?", "Aunt Eustaquia", "party", "eustaquia"),
        Q(
            "s",
            "How old was Tata when he went down the tin mines?",
            "fourteen",
            "story",
            "fourteen",
        ),
        Q(
            "s",
            "In which year did Tata start in the mines, and in which did he leave?",
            "1938 and 1952",
            "story",
            "1938; 1952",
        ),
        Q("s", "Where were the mines Tata worked in?", "in Potosí", "story", "potosí"),
        Q(
            "s",
            "What did Tata do after leaving the mines?",
            "he made furniture in Tarija",
            "story",
            "furniture",
        ),
        Q(
            "s",
            "What did Tata give Nayeli?",
            "his old wooden plane, which he built the family table with",
            "heirloom",
            "plane",
        ),
        Q("t", "When did Nayeli walk to Urkupiña in 2024?", "2024-08-14", "urk", "14th; august"),
        Q(
            "s",
            "Who walked with Nayeli to Quillacollo for Urkupiña?",
            "Fabiola and her mother",
            "urk",
            "fabiola; mother",
        ),
        Q(
            "s",
            "How far is the walk from Cochabamba to Quillacollo?",
            "about thirteen kilometres",
            "urk",
            "thirteen kilometres",
        ),
        Q(
            "s",
            "Who was the fastest on the walk to Urkupiña?",
            "Nayeli's mother",
            "urk",
            "mother; fastest",
        ),
        Q(
            "s",
            "What is Reynaldo's grandmother learning to do?",
            "send voice messages",
            "voice",
            "voice messages",
        ),
        Q(
            "t",
            "When did Reynaldo's grandmother send him eleven voice messages?",
            "2024-09-26",
            "voice",
            "eleven; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "How old is Milenka, and when did she start at the new school?",
            "ten; in July 2024",
            "milenka",
            "ten; july",
            "pronoun",
        ),
        Q(
            "s",
            "What does Milenka wear on Fridays?",
            "a green tracksuit",
            "milenka",
            "green tracksuit",
            "pronoun",
        ),
        Q(
            "s",
            "What role does Milenka have in her class?",
            "class delegate",
            "milenka",
            "delegate",
        ),
        Q(
            "m",
            "How much did Nayeli's stall take on a Sunday in March 2024 and in September 2024?",
            "640 bolivianos, then about 900",
            "takings stall-2",
            {"takings": "640", "stall-2": "900"},
        ),
        Q("s", "Who helps Nayeli at the stall?", "her cousin Yola", "stall-2", "yola"),
        Q(
            "s",
            "Where did Nayeli work in 2024?",
            "at the airport, in the lost-luggage office, mornings only",
            "cafe-hypo",
            "airport; lost-luggage office",
            memory=True,
        ),
        Q("s", "Who does Nayeli share a flat with?", "Fabiola", "cafe-hypo", "fabiola; flat"),
        Q(
            "s",
            "How long did Reynaldo go to the Zumba class, and why did he leave?",
            "from July to September 2024; everyone was better than him",
            "zumba",
            "july; september; better",
        ),
        Q(
            "s",
            "Who hosted Todos Santos for Reynaldo's family in 2024?",
            "his aunt Jesusa",
            "todos",
            "jesusa",
        ),
        Q(
            "s",
            "What did Reynaldo's family bake for Todos Santos?",
            "sixty t'antawawas and two bread horses",
            "todos",
            "sixty; t'antawawas",
        ),
        Q("s", "Whose table were the t'antawawas for?", "Grandpa Jacinto's", "todos", "jacinto"),
        Q(
            "t",
            "When did Nayeli and Fabiola go to Copacabana?",
            "2024-10-12",
            "copa",
            "12th; october",
        ),
        Q(
            "m",
            "Did Nayeli's trip to Copacabana happen as first planned?",
            "no: it was planned for July 2024, moved to October and taken on the 12th of October",
            "ask-trip trip-moved copa",
            {"ask-trip": "copacabana; july", "trip-moved": "october", "copa": "copacabana; 12th"},
            "event-chain",
        ),
        Q(
            "s",
            "How long did Nayeli and Fabiola stay in Copacabana?",
            "four nights",
            "copa",
            "four nights",
        ),
        Q(
            "s",
            "What happened on the boat to the Isla del Sol?",
            "it broke down halfway and they waited two hours on the lake",
            "isla",
            "broke down; two hours",
        ),
        Q(
            "s",
            "How much did the hotel owe Reynaldo in January 2025, and since when?",
            "1,350 bolivianos for nine maps, since October",
            "owed",
            "1,350; october",
        ),
        Q(
            "s",
            "What did Fabiola give Nayeli for Christmas 2024?",
            "a 300-boliviano gift card for the department store",
            "giftcard",
            "300; gift card",
        ),
        Q(
            "s",
            "What did Nayeli buy with her gift card, and why?",
            "a pressure cooker, for the pasteles filling",
            "buy",
            "pressure cooker",
        ),
        Q(
            "s",
            "What trip did Reynaldo book for March 2025?",
            "three days on the salt flats at Uyuni",
            "uyuni",
            "uyuni; salt flats",
        ),
        Q(
            "m",
            "Did Reynaldo go to Uyuni in March 2025?",
            "no, the rain flooded the road and he moved the trip to June",
            "uyuni uyuni-moved",
            {"uyuni": "uyuni; march", "uyuni-moved": "flooded; june"},
        ),
        Q(
            "s",
            "When does Tata call Nayeli every day?",
            "every morning at six",
            "tata-phone",
            "six",
        ),
        Q("s", "When did the hotel pay Reynaldo for the maps?", "in March 2025", "paid", "march"),
        Q(
            "s",
            "Does Reynaldo still draw maps for the hotel?",
            "no, he has stopped",
            "paid",
            "stopped",
        ),
        Q(
            "s",
            "Was Reynaldo on the news about the footprints?",
            "no, that was his brother Rolando",
            "tv",
            "rolando",
        ),
        Q(
            "s",
            "Where does Reynaldo's brother Rolando work?",
            "at the museum",
            "tv",
            "museum",
            "third-person-fact",
        ),
        Q(
            "s",
            "When did Nayeli rent the place next to La Cancha, and how many tables does her café have?",
            "in April 2025; eight tables",
            "cafe",
            "april; eight tables",
        ),
        Q(
            "m",
            "Did Nayeli open the café she talked about in September 2024?",
            "yes, she rented a place next to La Cancha in April 2025",
            "cafe-hypo cafe",
            {"cafe-hypo": "café", "cafe": "café; april"},
            "event-chain",
        ),
        Q(
            "s",
            "When did Nayeli leave her job at the airport?",
            "at the end of March 2025",
            "left",
            "end; march",
        ),
        Q(
            "s",
            "How much do Nayeli and Yola take on a good Sunday in 2025?",
            "1,100 bolivianos",
            "left",
            "1,100",
            "latest",
        ),
        Q(
            "s",
            "What does Fabiola's mother predict about the café?",
            "that it will be closed within a year",
            "left",
            "closed; year",
        ),
        Q(
            "s",
            "Why was Reynaldo's Uyuni trip moved?",
            "the rain flooded the road",
            "uyuni-moved",
            "rain; flooded",
        ),
        Q(
            "t",
            "When did Grandma Prudencia turn ninety-five?",
            "2025-05-11",
            "prudencia",
            "ninety-five; last sunday",
            "relative-date",
        ),
        Q(
            "s",
            "How many relatives came to Sucre for Grandma Prudencia's birthday?",
            "fifty-four",
            "prudencia",
            "fifty-four",
        ),
        Q(
            "m",
            "How many voice messages did Grandma Prudencia send about her birthday?",
            "twenty",
            "ask-voice coral",
            {"ask-voice": "voice messages", "coral": "twenty"},
            "fragment",
        ),
        Q("s", "What colour did Milenka choose for her room?", "coral", "coral", "coral"),
        Q(
            "o",
            "Would Reynaldo enjoy a visit to a natural history museum?",
            "probably yes: he guides visitors at the footprints of Cal Orck'o",
            "job",
            "cal orck'o",
        ),
    ],
)
CONVERSATIONS.append(NAYELI_REYNALDO)


MWILA_CHILUFYA = Conv(
    "pair",
    "timestamped_lines",
    ["Mwila", "Chilufya"],
    """
@ 2024-04-06
Chilufya: Mwila! I heard you on Radio Kalulu on Wednesday. You read the news like a minister. {hello}
Mwila: Thank you! Eleven years as a newsreader there this month, and I still shake before the one o'clock bulletin. {job}
Chilufya: You hide it well. My house is another story: the geyser burst on Tuesday night and flooded the bathroom. {geyser}
Mwila: Oh no! Who came, and what did it cost? {ask-geyser}
Chilufya: Mr Lungu the plumber came on Thursday and put in a new one for 3,800 kwacha. The landlord paid, for once. {geyser-fix}
Mwila: A landlord who pays! Are you still going out to the farms for the ministry? {ask-job-c}
Chilufya: Still an agricultural extension officer in Chipata, six years now, mostly teaching farmers about sorghum. And I've started selling peanut butter on the side. {job-c}
Mwila: Peanut butter? {ask-pb}
Chilufya: My mother's recipe, roasted with a pinch of salt. I sell it to three shops in Chipata, 45 kwacha a jar. {pb}
Mwila: Send me a jar. How is Bupe? {ask-bupe}
Chilufya: Eight, and growing out of his school uniform every term. {bupe}
Mwila: My grandfather turns eighty-five in May. We're planning a party at the farm in Mkushi. {grandpa}
Chilufya: Eighty-five! Is he still farming? {ask-farm}
Mwila: He still walks the fields every morning, but my uncle Kasonde does the work now. {farm}
@ 2024-07-13
Chilufya: How was your grandfather's party? {ask-party}
Mwila: Lovely. Sixty of us at the farm on the 18th of May, and Grandpa gave a speech for forty minutes. {party}
Chilufya: Forty minutes! Did he tell the Copperbelt story? {ask-story}
Mwila: Twice. In 1964 he walked from Mkushi to the Copperbelt to find work in the mines, and he arrived on Independence Day with one shoe. {story}
Chilufya: One shoe! I love that man. I've joined a women's walking club, by the way. We walk five kilometres round the showgrounds every Tuesday and Thursday evening. {club}
Mwila: Good for you. I've taken a second job: on Saturdays I sell salaula at Soweto market with my cousin Mutinta. {salaula}
Chilufya: Second-hand clothes! Is there money in it? {ask-salaula}
Mwila: Some. We took 1,900 kwacha last Saturday, and we split it in two. {salaula-takings}
Chilufya: And the kitchen you were having done? {ask-kitchen}
Mwila: Finished at last. The builder said two weeks and took five, and the tiles came out crooked by the window. {kitchen}
Chilufya: Builders! How much did it come to? {ask-kitchen-cost}
Mwila: 14,000 kwacha, and I paid him the last 2,000 only after he fixed the crooked row. {kitchen-cost}
Chilufya: Well done. The peanut butter is in seven shops now, and a lodge in Mfuwe wants it for breakfast. {pb-2}
@ 2024-10-26
Mwila: I ran the Independence Day fifteen kilometres on Thursday! One hour and thirty-two minutes. {run}
Chilufya: On Independence Day itself? Your grandfather would be proud. I've had to stop walking, sadly. {stop}
Mwila: Why, what happened? {ask-stop}
Chilufya: I twisted my knee stepping off a bus on the 3rd of August, and the doctor said six weeks of rest. I haven't gone back to the club. {knee}
Mwila: Oh, Chilufya. Is it better now? {ask-knee}
Chilufya: Mostly. My grandmother Agness is learning video calls, by the way. Bupe taught her, and now she calls me at lunch to show me her chickens. {agness}
Mwila: That's lovely. My grandparents have moved too: they left the farmhouse in September and now live in the little house in my uncle Kasonde's yard, so someone is always nearby. {moved}
Chilufya: Good, that's safer. Any finds at the salaula? {ask-find}
Mwila: A grey wool coat for 60 kwacha. Mutinta says it belonged to a bank manager in Zurich. {coat}
Chilufya: How would she know that? {ask-how}
Mwila: She doesn't. She says that about every coat. {joke}
Chilufya: The lodge in Mfuwe ordered forty jars, and I've had to buy a second big pot. {lodge}
Mwila: So it's growing. Will you leave the ministry? {ask-leave}
Chilufya: If the lodge keeps ordering, I'll go part-time at the ministry next year. {part-time-hypo}
@ 2025-02-01
Chilufya: How was your Christmas? {ask-xmas}
Mwila: I hosted for the first time: twenty-three of us, with nshima, village chicken and my mother's chibwabwa. My grandfather said the chicken was tough. {xmas}
Chilufya: Grandfathers always say that. Are you coming to Ncwala this year? {ask-ncwala}
Mwila: I wish, but I read the morning bulletins all February. Since January I start at five, Monday to Friday. {shift}
Chilufya: At five! Then I'll go to Mutenguleni without you on the 22nd. {ncwala-plan}
Mwila: Take pictures. My Siavonga trip has moved, by the way. {siavonga}
Chilufya: Moved from December? To when? {ask-siavonga}
Mwila: To Easter. The lodge double-booked our rooms, so now we go on Good Friday. {siavonga-moved}
Chilufya: At least it's a long weekend. The supermarket in Lusaka finally paid for my peanut butter on Monday, nine weeks late: 6,300 kwacha. {invoice}
Mwila: Nine weeks! Did you go part-time in the end? {ask-pt}
Chilufya: From March, three days a week at the ministry. My boss says I'll be back full-time within a year. {pt}
Mwila: Bosses! I found a birthday gift card in a drawer, 500 kwacha for the bookshop, four days before it ran out. {giftcard}
Chilufya: What did you buy? {ask-buy}
Mwila: Three detective stories and a Bemba dictionary. {buy}
@ 2025-06-14
Chilufya: Ncwala was wonderful, and Bupe danced with the boys from his school. {ncwala}
Mwila: Did you wear the new chitenge dress? {ask-dress}
Chilufya: Yes, after my aunt took it in at the waist. I'd ordered it two sizes too big. {dress}
Mwila: Siavonga was perfect, by the way: four days on the lake, and I caught nothing. {trip}
Chilufya: Who did you go with? {ask-who}
Mwila: Mutinta and her husband. And I stopped the salaula stall in May. Mutinta runs it with her sister now. {stopped}
Chilufya: Why did you stop? {ask-why}
Mwila: The five o'clock starts. By noon on Saturdays I was asleep on the pile of shirts. {why}
Chilufya: My parents had their fiftieth wedding anniversary on the 7th of June. My brother Mapalo flew home from Gaborone for it. {anniversary}
Mwila: Fifty years! What did you give them? {ask-gift}
Chilufya: A framed photo from their wedding in 1975, which my aunt found in an old suitcase. {gift}
Mwila: Lovely. I ran the fifteen kilometres again in May, in one hour twenty-four. {run-2}
Chilufya: Eight minutes faster! My steps are back to 9,000 a day, and the knee doesn't complain. {steps}
Mwila: And the peanut butter? {ask-pb3}
Chilufya: Eleven shops and two lodges, and it has a name now: Mama Bupe's. {pb-3}
""",
    [
        Q(
            "s",
            "Which radio station does Mwila read the news on?",
            "Radio Kalulu",
            "hello",
            "radio kalulu",
        ),
        Q(
            "s",
            "What is Mwila's job?",
            "a newsreader at Radio Kalulu",
            "job",
            "newsreader",
            memory=True,
        ),
        Q(
            "s",
            "How long had Mwila been a newsreader by April 2024?",
            "eleven years",
            "job",
            "eleven years",
        ),
        Q(
            "s",
            "Which bulletin makes Mwila nervous?",
            "the one o'clock bulletin",
            "job",
            "one o'clock",
        ),
        Q(
            "t",
            "When did Chilufya's geyser burst?",
            "2024-04-02",
            "geyser",
            "geyser; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did the plumber replace Chilufya's geyser?",
            "2024-04-04",
            "geyser-fix",
            "thursday",
            "relative-date",
        ),
        Q(
            "s",
            "Who replaced Chilufya's geyser, and for how much?",
            "Mr Lungu the plumber, for 3,800 kwacha",
            "geyser-fix",
            "lungu; 3,800",
        ),
        Q("s", "Who paid for Chilufya's new geyser?", "her landlord", "geyser-fix", "landlord"),
        Q(
            "s",
            "What is Chilufya's job?",
            "an agricultural extension officer in Chipata",
            "job-c",
            "extension officer",
            memory=True,
        ),
        Q("s", "What does Chilufya mostly teach farmers about?", "sorghum", "job-c", "sorghum"),
        Q(
            "s",
            "How long had Chilufya been an extension officer by April 2024?",
            "six years",
            "job-c",
            "six years",
        ),
        Q(
            "s",
            "Whose recipe is Chilufya's peanut butter?",
            "her mother's",
            "pb",
            "mother's recipe",
        ),
        Q("s", "How much does a jar of Chilufya's peanut butter cost?", "45 kwacha", "pb", "45"),
        Q(
            "m",
            "How many shops sold Chilufya's peanut butter in April 2024, July 2024 and June 2025?",
            "three, then seven, then eleven",
            "pb pb-2 pb-3",
            {"pb": "three shops", "pb-2": "seven shops", "pb-3": "eleven shops"},
        ),
        Q("s", "How old was Bupe in April 2024?", "eight", "bupe", "eight"),
        Q(
            "s",
            "How old did Mwila's grandfather turn in May 2024?",
            "eighty-five",
            "grandpa",
            "eighty-five",
        ),
        Q("s", "Where is Mwila's grandfather's farm?", "in Mkushi", "grandpa", "mkushi"),
        Q(
            "s",
            "Who does the work on Mwila's grandfather's farm?",
            "her uncle Kasonde",
            "farm",
            "kasonde",
        ),
        Q(
            "t",
            "When was the party for Mwila's grandfather's eighty-fifth birthday?",
            "2024-05-18",
            "party",
            "18th; may",
        ),
        Q(
            "s",
            "How many people came to Mwila's grandfather's party, and how long was his speech?",
            "sixty; forty minutes",
            "party",
            "sixty; forty minutes",
        ),
        Q(
            "s",
            "In what year did Mwila's grandfather walk to the Copperbelt?",
            "in 1964",
            "story",
            "1964",
        ),
        Q(
            "s",
            "Why did Mwila's grandfather walk to the Copperbelt?",
            "to find work in the mines",
            "story",
            "work; mines",
        ),
        Q(
            "s",
            "How did Mwila's grandfather arrive on the Copperbelt?",
            "on Independence Day, with one shoe",
            "story",
            "one shoe",
        ),
        Q(
            "s",
            "What club did Chilufya join in 2024?",
            "a women's walking club",
            "club",
            "walking club",
        ),
        Q(
            "s",
            "How often and where does Chilufya's walking club walk?",
            "every Tuesday and Thursday evening, five kilometres round the showgrounds",
            "club",
            "tuesday; thursday; showgrounds",
        ),
        Q(
            "s",
            "What second job did Mwila take in 2024?",
            "selling salaula at Soweto market on Saturdays",
            "salaula",
            "salaula; soweto",
        ),
        Q("s", "Who does Mwila sell salaula with?", "her cousin Mutinta", "salaula", "mutinta"),
        Q(
            "t",
            "When did Mwila and Mutinta take 1,900 kwacha at the salaula stall?",
            "2024-07-06",
            "salaula-takings",
            "1,900; last saturday",
            "relative-date",
        ),
        Q(
            "s",
            "How do Mwila and Mutinta share the takings?",
            "they split them in two",
            "salaula-takings",
            "split",
        ),
        Q(
            "s",
            "How long did Mwila's builder take for the kitchen, and how long had he promised?",
            "five weeks instead of two",
            "kitchen",
            "two weeks; five",
        ),
        Q(
            "s",
            "What went wrong with Mwila's new kitchen tiles?",
            "they came out crooked by the window",
            "kitchen",
            "crooked",
        ),
        Q("s", "How much did Mwila's kitchen cost?", "14,000 kwacha", "kitchen-cost", "14,000"),
        Q(
            "s",
            "When did Mwila pay the builder the last 2,000 kwacha?",
            "only after he fixed the crooked row",
            "kitchen-cost",
            "2,000; crooked",
        ),
        Q(
            "s",
            "Where is the lodge that wanted Chilufya's peanut butter?",
            "in Mfuwe",
            "pb-2",
            "mfuwe",
        ),
        Q(
            "t",
            "When did Mwila run the Independence Day fifteen kilometres?",
            "2024-10-24",
            "run",
            "thursday",
            "relative-date",
        ),
        Q(
            "s",
            "What was Mwila's time in the fifteen kilometres in October 2024?",
            "one hour and thirty-two minutes",
            "run",
            "thirty-two",
        ),
        Q("t", "When did Chilufya twist her knee?", "2024-08-03", "knee", "3rd; august"),
        Q(
            "s",
            "How did Chilufya twist her knee, and how long did she rest?",
            "stepping off a bus; six weeks",
            "knee",
            "bus; six weeks",
        ),
        Q(
            "m",
            "Did Chilufya go back to the walking club after her knee injury?",
            "no, she hasn't gone back",
            "club knee",
            {"club": "walking club", "knee": "haven't gone back"},
        ),
        Q(
            "s",
            "Who taught Chilufya's grandmother Agness to make video calls?",
            "Bupe",
            "agness",
            "bupe",
        ),
        Q(
            "s",
            "What does Agness show Chilufya on video calls?",
            "her chickens",
            "agness",
            "chickens",
        ),
        Q(
            "s",
            "Where do Mwila's grandparents live since September 2024?",
            "in the little house in her uncle Kasonde's yard",
            "moved",
            "kasonde's yard",
        ),
        Q(
            "s",
            "Why did Mwila's grandparents move?",
            "so that someone is always nearby",
            "moved",
            "nearby",
        ),
        Q(
            "s",
            "What did Mwila find at the salaula, and for how much?",
            "a grey wool coat for 60 kwacha",
            "coat",
            "wool coat; 60",
        ),
        Q(
            "s",
            "Who did Mutinta say the coat belonged to?",
            "a bank manager in Zurich",
            "coat",
            "bank manager",
        ),
        Q(
            "s",
            "Does Mutinta really know who owned the coats at the stall?",
            "no, she says that about every coat",
            "joke",
            "every coat",
            "pronoun",
        ),
        Q("s", "How many jars did the lodge in Mfuwe order?", "forty", "lodge", "forty"),
        Q(
            "s",
            "What did Chilufya say she would do if the lodge kept ordering?",
            "go part-time at the ministry",
            "part-time-hypo",
            "part-time",
        ),
        Q(
            "m",
            "Did Chilufya go part-time at the ministry?",
            "yes, from March 2025, three days a week",
            "part-time-hypo pt",
            {"part-time-hypo": "part-time", "pt": "march; three days"},
            "event-chain",
        ),
        Q(
            "s",
            "What does Chilufya's boss predict?",
            "that she will be back full-time within a year",
            "pt",
            "full-time",
        ),
        Q(
            "s",
            "How many people came to Mwila's Christmas in 2024, and what did she cook?",
            "twenty-three; nshima, village chicken and her mother's chibwabwa",
            "xmas",
            "twenty-three; nshima",
        ),
        Q(
            "s",
            "What did Mwila's grandfather say about the Christmas chicken?",
            "that it was tough",
            "xmas",
            "tough",
        ),
        Q(
            "s",
            "What shift does Mwila work since January 2025?",
            "she starts at five, Monday to Friday, reading the morning bulletins",
            "shift",
            "five; monday; friday",
        ),
        Q(
            "t",
            "When was Chilufya going to Ncwala in Mutenguleni?",
            "2025-02-22",
            "ncwala-plan",
            "22nd",
        ),
        Q(
            "m",
            "When was Mwila's Siavonga trip first planned, and when was it moved to?",
            "December 2024, moved to Easter (Good Friday 2025)",
            "ask-siavonga siavonga-moved",
            {"ask-siavonga": "december", "siavonga-moved": "easter"},
        ),
        Q(
            "s",
            "Why was Mwila's Siavonga trip moved?",
            "the lodge double-booked the rooms",
            "siavonga-moved",
            "double-booked",
        ),
        Q(
            "t",
            "When did Mwila go to Siavonga?",
            "2025-04-18",
            "siavonga-moved",
            "good friday",
            "human-date",
        ),
        Q(
            "t",
            "When did the supermarket in Lusaka pay Chilufya?",
            "2025-01-27",
            "invoice",
            "monday",
            "relative-date",
        ),
        Q(
            "s",
            "How late was the supermarket's payment to Chilufya, and how much was it?",
            "nine weeks late; 6,300 kwacha",
            "invoice",
            "nine weeks; 6,300",
        ),
        Q(
            "s",
            "What did Mwila buy with her bookshop gift card?",
            "three detective stories and a Bemba dictionary",
            "buy",
            "detective; dictionary",
        ),
        Q("s", "How much was Mwila's gift card worth?", "500 kwacha", "giftcard", "500"),
        Q(
            "s",
            "Who danced at Ncwala in 2025?",
            "Bupe, with the boys from his school",
            "ncwala",
            "bupe; danced",
        ),
        Q(
            "s",
            "Why was Chilufya's chitenge dress altered?",
            "she had ordered it two sizes too big, so her aunt took it in at the waist",
            "dress",
            "two sizes; waist",
        ),
        Q(
            "s",
            "How long was Mwila in Siavonga, and did she catch any fish?",
            "four days; she caught nothing",
            "trip",
            "four days; nothing",
        ),
        Q(
            "s",
            "Who went to Siavonga with Mwila?",
            "Mutinta and her husband",
            "stopped",
            "mutinta; husband",
        ),
        Q(
            "s",
            "When did Mwila stop the salaula stall, and who runs it now?",
            "in May 2025; Mutinta and her sister",
            "stopped",
            "may; sister",
        ),
        Q(
            "m",
            "Why did Mwila give up the salaula stall?",
            "the five o'clock starts on the morning bulletins made her too tired",
            "shift why",
            {"shift": "five", "why": "five; asleep"},
        ),
        Q(
            "t",
            "When was Chilufya's parents' fiftieth wedding anniversary?",
            "2025-06-07",
            "anniversary",
            "7th; june",
        ),
        Q(
            "s",
            "Where did Mapalo fly in from for the anniversary?",
            "Gaborone",
            "anniversary",
            "gaborone",
        ),
        Q(
            "s",
            "What did Chilufya give her parents for their anniversary?",
            "a framed photo from their wedding in 1975",
            "gift",
            "framed photo; 1975",
        ),
        Q(
            "m",
            "How much faster did Mwila run the fifteen kilometres in May 2025 than in October 2024?",
            "eight minutes: one hour twenty-four against one hour thirty-two",
            "run run-2",
            {"run": "thirty-two", "run-2": "twenty-four"},
        ),
        Q(
            "s",
            "How many steps a day does Chilufya walk in June 2025?",
            "9,000",
            "steps",
            "9,000",
            "latest",
        ),
        Q(
            "s",
            "What is the name of Chilufya's peanut butter?",
            "Mama Bupe's",
            "pb-3",
            "mama bupe's",
        ),
        Q(
            "o",
            "What language might Mwila be learning?",
            "Bemba, since she bought a Bemba dictionary",
            "buy",
            "bemba",
        ),
    ],
)
CONVERSATIONS.append(MWILA_CHILUFYA)


RESHMA = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-05-25
User: Hello, I'm Reshma. I'm an agronomist at the tea estate at Bois Chéri, and I live in Mahébourg. I need help with a polite but firm payment reminder. {hi}
Assistant: Of course, Reshma. Who is the reminder for, and what is it about?
User: On weekends I make Indian sweets to order. A family in Quatre Bornes ordered 200 ladoos for their daughter's wedding on the 12th of April and still hasn't paid the 9,400 rupees. {order}
Assistant: That's six weeks. Have you reminded them before?
User: Twice by phone. The mother says her husband has the money, and the husband says his wife does. {reminded}
Assistant: Here is a draft: "Dear Mr and Mrs Ramdin, thank you again for choosing me for your daughter's wedding. The invoice of 9,400 rupees for 200 ladoos is still open. I would be grateful for payment by the 7th of June."
User: Good. Should I charge a late fee? My husband Yashvin thinks I should. {yashvin}
Assistant: For a first written reminder, I would leave it out and mention it only if the 7th of June passes.
User: Fair. I'll send it tonight. Thank you. {send}
Assistant: You're welcome. Good luck with it.
@ 2024-08-17
User: Hi, it's Reshma again. The wedding family paid, two days after your letter! Now I need a letter to my landlord. {paid}
Assistant: Wonderful news. What is the letter about?
User: We moved out of our flat in Mahébourg on the 31st of July, into a small house in Plaine Magnien. The landlord is keeping 15,000 rupees of our 25,000 deposit for a cracked tile in the bathroom. {deposit}
Assistant: Was the tile cracked before you moved in?
User: Yes, and it's in the photos we took on the first day, in 2021. {photos}
Assistant: Then the letter should mention the photos and ask for the full deposit within fourteen days. Shall I draft it?
User: Yes please. And why we moved, in case he asks: my grandmother is coming to live with us, and the flat had no room for her. {nani}
Assistant: That's kind of you. How old is your grandmother?
User: Dadi is 89, and she has lived alone in Rivière des Anguilles since my grandfather died. She moves in on the 1st of September. {nani-age}
Assistant: Here is the draft: "Dear Mr Appadoo, we left the flat on 31 July. The cracked bathroom tile is visible in our move-in photos of 2021, which I attach. I ask you to return the full deposit of 25,000 rupees within fourteen days."
@ 2024-10-26
User: Hello! Diwali is on Thursday and I'm hosting for the first time. Can you help me plan the food for 25 people? {diwali}
Assistant: Happily. What do you already plan to make?
User: Dadi's gulab jamun, from the recipe she finally wrote down for me in September. And my mother is bringing the biryani. {recipe}
Assistant: Then you could add a vegetable curry, rougaille, rice and a salad, and buy the bread. Did the landlord return your deposit, by the way?
User: Only 20,000 of the 25,000. He kept 5,000 "for cleaning". We've let it go. {deposit-2}
Assistant: That's a fair compromise. How is Dadi settling in?
User: She loves it. She has learnt to make video calls on my old phone and talks to my brother Kiransingh in Kuwait every evening at eight. {calls}
Assistant: Lovely. Shall I make a shopping list for the curry and rougaille?
User: Yes, and keep it short. I'm also training for the Pointe d'Esny run on the 10th of November, 7 kilometres. {run}
Assistant: Here's the list: lentils, onions, garlic, ginger, tomatoes, potatoes, peas, coriander and ghee. Good luck with the run!
@ 2025-03-15
User: Hi, it's Reshma. I need a short speech for Dadi's 90th birthday, a week tomorrow. {speech}
Assistant: What a milestone! Tell me a little about her.
User: In 1961 she opened the first sweet shop in Rivière des Anguilles with her sister, and she ran it for thirty years. {story}
Assistant: That's a wonderful start. Anything about her life now?
User: She calls Kiransingh in Kuwait every evening, she beats everyone at mahjong, and she taught me every sweet I sell. {now}
Assistant: And how is your own sweet business doing?
User: Busy. I've had 31 orders since Diwali, so I've given up my Saturday shift at the estate to bake. {orders}
Assistant: Here's a draft: "Ninety years ago, the sweetest person in Rivière des Anguilles was born. In 1961 she opened its first sweet shop, and she still beats us all at mahjong..."
User: Perfect. Oh, and the run went well: 7 kilometres in 44 minutes, my first race ever. {run-time}
Assistant: Congratulations! Enjoy the birthday, and happy 90th to Dadi.
""",
    [
        Q(
            "s",
            "Where does Reshma work?",
            "at the tea estate at Bois Chéri",
            "hi",
            "tea estate; bois chéri",
            memory=True,
        ),
        Q("s", "What is Reshma's job?", "an agronomist", "hi", "agronomist", memory=True),
        Q("s", "Where did Reshma live in May 2024?", "in Mahébourg", "hi", "mahébourg"),
        Q(
            "s",
            "What does Reshma do on weekends?",
            "she makes Indian sweets to order",
            "order",
            "sweets; order",
        ),
        Q(
            "s",
            "What did the family in Quatre Bornes order from Reshma?",
            "200 ladoos for their daughter's wedding",
            "order",
            "200 ladoos",
        ),
        Q(
            "t",
            "When was the wedding in Quatre Bornes that Reshma made ladoos for?",
            "2024-04-12",
            "order",
            "wedding; 12th; april",
        ),
        Q(
            "s",
            "How much did the family in Quatre Bornes owe Reshma?",
            "9,400 rupees",
            "order",
            "9,400",
        ),
        Q(
            "s",
            "How many times had Reshma reminded the family by phone?",
            "twice",
            "reminded",
            "twice",
        ),
        Q(
            "s",
            "What excuse did the wedding family give for not paying?",
            "the mother said her husband had the money and the husband said his wife did",
            "reminded",
            "husband; wife",
        ),
        Q("s", "What is the name of Reshma's husband?", "Yashvin", "yashvin", "yashvin"),
        Q(
            "s",
            "What did Yashvin think Reshma should do about the late payment?",
            "charge a late fee",
            "yashvin",
            "late fee",
        ),
        Q(
            "m",
            "Did the wedding family pay Reshma in the end?",
            "yes, two days after her letter",
            "order paid",
            {"order": "9,400", "paid": "paid; two days"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Reshma move out of her flat in Mahébourg?",
            "2024-07-31",
            "deposit",
            "31st; july",
        ),
        Q(
            "s",
            "Where did Reshma move in July 2024?",
            "into a small house in Plaine Magnien",
            "deposit",
            "plaine magnien",
        ),
        Q(
            "s",
            "How much did Reshma's landlord keep from the deposit at first, and why?",
            "15,000 of the 25,000 rupees, for a cracked bathroom tile",
            "deposit",
            "15,000; cracked tile",
        ),
        Q(
            "s",
            "How did Reshma show that the tile was already cracked?",
            "with the photos taken on the first day, in 2021",
            "photos",
            "photos; 2021",
        ),
        Q(
            "s",
            "Why did Reshma move to a house?",
            "her grandmother was coming to live with them and the flat had no room",
            "nani",
            "grandmother; no room",
        ),
        Q("s", "How old was Reshma's grandmother in August 2024?", "89", "nani-age", "89"),
        Q(
            "s",
            "Where did Dadi live before moving in with Reshma?",
            "alone in Rivière des Anguilles",
            "nani-age",
            "rivière des anguilles",
        ),
        Q("t", "When did Dadi move in with Reshma?", "2024-09-01", "nani-age", "1st; september"),
        Q(
            "t",
            "When was Diwali in 2024, when Reshma hosted for the first time?",
            "2024-10-31",
            "diwali",
            "diwali; thursday",
            "relative-date",
        ),
        Q("s", "How many people did Reshma host for Diwali?", "25", "diwali", "25"),
        Q(
            "s",
            "Whose gulab jamun recipe did Reshma use for Diwali?",
            "Dadi's",
            "recipe",
            "dadi's; gulab jamun",
        ),
        Q(
            "s",
            "When did Dadi write down the gulab jamun recipe?",
            "in September 2024",
            "recipe",
            "september",
        ),
        Q("s", "What did Reshma's mother bring for Diwali?", "the biryani", "recipe", "biryani"),
        Q(
            "m",
            "How much of the deposit did Reshma's landlord return in the end?",
            "20,000 of the 25,000 rupees; he kept 5,000 for cleaning",
            "deposit deposit-2",
            {"deposit": "deposit", "deposit-2": "20,000; 5,000"},
            "latest",
        ),
        Q(
            "s",
            "Who does Dadi video call every evening, and when?",
            "Reshma's brother Kiransingh in Kuwait, at eight",
            "calls",
            "kiransingh; kuwait; eight",
        ),
        Q(
            "s",
            "What phone does Dadi use for video calls?",
            "Reshma's old phone",
            "calls",
            "old phone",
        ),
        Q("t", "When was the Pointe d'Esny run?", "2024-11-10", "run", "10th; november"),
        Q(
            "s",
            "How long was the Pointe d'Esny run, and what was Reshma's time?",
            "7 kilometres in 44 minutes",
            "run-time",
            "7 kilometres; 44 minutes",
        ),
        Q(
            "t",
            "When was Dadi's 90th birthday?",
            "2025-03-23",
            "speech",
            "90th; week tomorrow",
            "relative-date",
        ),
        Q(
            "s",
            "In what year did Dadi open a sweet shop, and with whom?",
            "in 1961, with her sister",
            "story",
            "1961; sister",
        ),
        Q("s", "How long did Dadi run her sweet shop?", "thirty years", "story", "thirty years"),
        Q("s", "What game does Dadi beat everyone at?", "mahjong", "now", "mahjong"),
        Q(
            "s",
            "How many sweet orders had Reshma had between Diwali 2024 and March 2025?",
            "31",
            "orders",
            "31",
        ),
        Q(
            "s",
            "What did Reshma give up to bake more?",
            "her Saturday shift at the estate",
            "orders",
            "saturday shift",
        ),
        Q(
            "o",
            "Would Reshma enjoy a book of Indian sweet recipes?",
            "probably yes: she makes Indian sweets to order",
            "order",
            "sweets",
        ),
        Q(
            "s",
            "How much did the family in Quatre Bornes owe me for the ladoos?",
            "9,400 rupees",
            "order",
            "9,400",
            "first-person-question",
        ),
        Q(
            "s",
            "Where did I move in July 2024?",
            "to a small house in Plaine Magnien",
            "deposit",
            "plaine magnien",
            "first-person-question",
        ),
    ],
    user_label="Reshma",
)
CONVERSATIONS.append(RESHMA)


LAITH = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-03-23
User: hi. laith from irbid. need iftar menu for 14 ppl fri {hi}
Assistant: Hi Laith! Happy to help. Who is coming?
User: uncles n cousins. mum always hosts but her back is bad so its me this yr {hosting}
Assistant: I'm sorry about her back. Is there anything you already plan to make?
User: mansaf. her recipe. shell shout instructions from the sofa {mansaf}
Assistant: Then add lentil soup, fattoush and rice, and qatayef for dessert.
User: ok. also fasting + nights at the hotel all month. concierge. 10pm to 6 {job}
Assistant: That's hard. Do you sleep after suhoor? {ask-sleep}
User: yep. 7 to 2 {sleep}
Assistant: A good routine. Shopping list: lamb, jameed, rice, lentils, lettuce, tomatoes, flatbread, qatayef dough and cheese.
@ 2024-07-06
User: need gym plan. 3 days a wk {gym}
Assistant: Sure. What is your goal?
User: lose 8 kg by oct. sisters wedding {goal}
Assistant: Congratulations to your sister! Any injuries I should know about?
User: bad back since i fell off a ladder in 2021. no heavy lifting {back}
Assistant: Then Monday, Wednesday and Friday: 30 minutes of brisk walking on an incline, light circuits and stretching.
User: ok. also doing 11k steps a day now, was 6k in march {steps}
Assistant: That's a big jump. Keep it up.
User: and sold 40 bags of mums za'atar online this month. 3 jd a bag {zaatar}
Assistant: A nice side business! Let me know if you want help with the shop page.
@ 2024-11-16
User: quit the gym. 6 wks in {quit}
Assistant: What happened?
User: hotel changed my shifts again. 2 wks days 2 wks nights now {shift}
Assistant: That makes a routine hard. Did you reach your goal for the wedding?
User: lost 5 kg not 8. wedding was fri 18 oct {wedding}
Assistant: Five is still good. How was it?
User: great. rasha cried the whole time. my suit had to be taken in at the waist lol {rasha}
Assistant: What can I help with today?
User: msg to za'atar customers. price up to 4 jd from dec 1. and a shop in amman wants 200 bags a month, if that works out ill quit the hotel {price}
Assistant: Draft: "Dear customers, thank you for your support this year. From 1 December a bag of our za'atar will cost 4 JD. Same recipe, same love."
@ 2025-03-08
User: ramadan again. sido turns 90 on the 20th. need msg for the family group {sido}
Assistant: How lovely! Tell me a little about him.
User: planted the almond trees in ajloun in 1959. still walks up there every fri {sido-story}
Assistant: Draft: "Ninety years young! Sido planted the almond trees in Ajloun in 1959 and still walks there every Friday. Join us on the 20th to celebrate him."
User: good. iftar at my place this yr, 22 ppl. mum just watches now {iftar}
Assistant: You have come a long way since last year's fourteen! How is the za'atar shop?
User: amman shop took 200 bags in jan, 250 in feb. quit the hotel end of feb {quit-hotel}
Assistant: Congratulations, Laith! Full-time za'atar, then.
User: yep. mum does the mix, i do the rest {roles}
Assistant: A good team. Enjoy the birthday and Ramadan.
""",
    [
        Q("s", "Where does laith live?", "in irbid", "hi", "irbid", memory=True),
        Q(
            "t",
            "When was the iftar that laith hosted in 2024?",
            "2024-03-29",
            "hi",
            "iftar; fri",
            "relative-date",
        ),
        Q("s", "How many people came to laith's iftar in 2024?", "14", "hi", "14"),
        Q(
            "s",
            "Who usually hosts the family iftar, and why did laith host in 2024?",
            "his mum; her back is bad",
            "hosting",
            "mum; back",
        ),
        Q(
            "s",
            "What was laith cooking for iftar, and whose recipe was it?",
            "mansaf, his mum's recipe",
            "mansaf",
            "mansaf; recipe",
        ),
        Q(
            "s",
            "What is laith's job in March 2024?",
            "a concierge at a hotel, on nights",
            "job",
            "concierge; hotel",
            memory=True,
        ),
        Q(
            "s",
            "What were laith's working hours during Ramadan 2024?",
            "10pm to 6",
            "job",
            "10pm; 6",
        ),
        Q(
            "m",
            "When did laith sleep during Ramadan 2024?",
            "from 7 to 2, after suhoor",
            "ask-sleep sleep",
            {"ask-sleep": "suhoor", "sleep": "7; 2"},
            "fragment",
        ),
        Q("s", "How many days a week did laith want to go to the gym?", "3", "gym", "3 days"),
        Q(
            "s",
            "How much weight did laith want to lose, and by when?",
            "8 kg by October",
            "goal",
            "8 kg; oct",
        ),
        Q(
            "s",
            "Why did laith want to lose weight?",
            "for his sister's wedding",
            "goal",
            "sisters wedding",
        ),
        Q(
            "s",
            "Why can't laith do heavy lifting?",
            "a bad back since he fell off a ladder in 2021",
            "back",
            "bad back; 2021",
        ),
        Q(
            "s",
            "How many steps a day did laith do in March and July 2024?",
            "6,000 in March, 11,000 in July",
            "steps",
            "11k; 6k",
        ),
        Q(
            "s",
            "What does laith sell online, and who makes it?",
            "za'atar, which his mum mixes",
            "zaatar",
            "za'atar; mums",
        ),
        Q(
            "s",
            "How many bags of za'atar did laith sell in June 2024, and at what price?",
            "40 bags at 3 JD",
            "zaatar",
            "40 bags; 3 jd",
        ),
        Q("s", "How long did laith go to the gym before quitting?", "6 weeks", "quit", "6 wks"),
        Q(
            "m",
            "Why did laith quit the gym?",
            "the hotel changed his shifts to two weeks of days and two of nights",
            "quit shift",
            {"quit": "gym", "shift": "shifts; 2 wks"},
        ),
        Q(
            "s",
            "How much weight did laith lose before the wedding?",
            "5 kg, not 8",
            "wedding",
            "5 kg",
        ),
        Q("t", "When was laith's sister's wedding?", "2024-10-18", "wedding", "fri 18 oct"),
        Q("s", "What is the name of laith's sister who got married?", "rasha", "rasha", "rasha"),
        Q(
            "s",
            "What happened to laith's suit for the wedding?",
            "it had to be taken in at the waist",
            "rasha",
            "suit; waist",
        ),
        Q(
            "t",
            "From when did laith's za'atar cost 4 JD a bag?",
            "2024-12-01",
            "price",
            "4 jd; dec 1",
        ),
        Q(
            "s",
            "What did laith say he would do if the shop in amman ordered 200 bags a month?",
            "quit the hotel",
            "price",
            "quit the hotel",
        ),
        Q("s", "How old did laith's sido turn in March 2025?", "90", "sido", "90"),
        Q("t", "When was sido's 90th birthday?", "2025-03-20", "sido", "90; 20th"),
        Q(
            "s",
            "What did sido plant, where and when?",
            "the almond trees in ajloun, in 1959",
            "sido-story",
            "almond trees; ajloun; 1959",
        ),
        Q(
            "s",
            "How often does sido walk up to the almond trees?",
            "every Friday",
            "sido-story",
            "every fri",
        ),
        Q(
            "m",
            "How many people came to laith's iftar in 2024 and in 2025?",
            "14 in 2024, 22 in 2025",
            "hi iftar",
            {"hi": "14", "iftar": "22"},
        ),
        Q(
            "s",
            "How many bags did the shop in amman take in January and February 2025?",
            "200 in January, 250 in February",
            "quit-hotel",
            "200; 250",
        ),
        Q(
            "m",
            "Did laith quit the hotel after the shop in amman started ordering?",
            "yes, at the end of February 2025",
            "price quit-hotel",
            {"price": "amman", "quit-hotel": "quit the hotel; feb"},
            "event-chain",
        ),
        Q(
            "s",
            "How do laith and his mum share the za'atar work?",
            "his mum does the mix and laith does the rest",
            "roles",
            "mum; mix",
        ),
        Q(
            "s",
            "How many people was I cooking for at iftar in 2024?",
            "14",
            "hi",
            "14",
            "first-person-question",
        ),
        Q(
            "s",
            "What do I sell online?",
            "za'atar that mum mixes",
            "zaatar",
            "za'atar",
            "first-person-question",
        ),
    ],
    user_label="laith",
)
CONVERSATIONS.append(LAITH)


# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent on its own (after its context lines, which form nothing by themselves) as a
# document dated `date`. Relative dates in the expected memories count from that date:
# 2024-03-06 is a Wednesday, 2024-07-19 a Friday, 2024-10-01 a Tuesday, 2025-01-23 a Thursday,
# 2025-05-12 a Monday and 2025-09-27 a Saturday. A weekday named for something done is the one
# before the date; for a plan, the one after; "yesterday" is the day before.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-03-06", "2024-07-19", "2024-10-01"
D_, E_, F_ = "2025-01-23", "2025-05-12", "2025-09-27"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Fanja",
        "On Sunday a plumber called Mr Rakoto finally fixed the leak under our sink, and he charged 60,000 ariary.",
        [
            M(
                "Fanja's sink leak was fixed by a plumber called Mr Rakoto on 2024-03-03 for 60,000 ariary.",
                R,
                "rakoto; leak; 2024-03-03",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "tiana",
        "ran the antsirabe 13 km yday in 1h05, new pb",
        [
            M(
                "tiana ran the Antsirabe 13 km on 2024-07-18 in 1h05.",
                R,
                "tiana; antsirabe; 13 km; 2024-07-18",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Rivo",
        "We held the Famadihana for my grandfather in Ambositra on Saturday, and more than two hundred relatives came.",
        [
            M(
                "Rivo's family held the Famadihana for his grandfather in Ambositra on 2024-09-28.",
                R,
                "famadihana; ambositra; 2024-09-28",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "I took the poncho I bought for the trip back to the shop on Monday, because the zip broke on the first day.",
        [
            M(
                "The user returned a poncho to the shop on 2025-01-20 because the zip broke.",
                R,
                "poncho; zip; 2025-01-20",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "landlord gave back my deposit fri. 400k ariary, all of it",
        [
            M(
                "The user's landlord gave back the full deposit of 400k ariary on 2025-05-09.",
                R,
                "deposit; 400k; 2025-05-09",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Fanja",
        "My grandmother Noro moved into the sheltered flats by the church in Antsirabe on Tuesday.",
        [
            M(
                "Fanja's grandmother Noro moved into the sheltered flats in Antsirabe on 2025-09-23.",
                R,
                "noro; sheltered flats; 2025-09-23",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        A_,
        "tiana",
        "the hotel paid my invoice at last on mon, 7 weeks late",
        [
            M(
                "A hotel paid tiana's invoice on 2024-03-04, 7 weeks late.",
                R,
                "hotel; invoice; 2024-03-04",
            )
        ],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Fanja",
        "I've built pousse-pousses in Antsirabe for twelve years, in a workshop behind the station.",
        [
            M(
                "Fanja has built pousse-pousses in Antsirabe for twelve years.",
                D,
                "fanja; pousse-pousses; antsirabe",
            )
        ],
    ),
    S(
        "durable-fact",
        TL,
        C_,
        "tiana",
        "i sell raffia bags at the analakely market every sat, been 3 yrs now",
        [
            M(
                "tiana sells raffia bags at the Analakely market every Saturday.",
                D,
                "tiana; raffia bags; analakely",
            )
        ],
    ),
    S(
        "durable-fact",
        NJ,
        D_,
        "Rivo",
        "My wife Hanta and I have two daughters, Mialy and Fara.",
        [M("Rivo and his wife Hanta have two daughters, Mialy and Fara.", D, "hanta; mialy; fara")],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "I work nights as a refueller at Ivato airport.",
        [M("The user works nights as a refueller at Ivato airport.", D, "refueller; ivato")],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "i swim at the anosy pool every morning at 6",
        [M("The user swims at the Anosy pool every morning at 6.", D, "anosy pool; morning")],
    ),
    S(
        "durable-fact",
        NL,
        A_,
        "Fanja",
        "Grandma Noro is ninety-one and still sews her own lambas.",
        [
            M(
                "Fanja's grandmother Noro is ninety-one and sews her own lambas.",
                D,
                "noro; ninety-one; lambas",
            )
        ],
    ),
    # plans with a date
    S(
        "plan",
        TL,
        D_,
        "tiana",
        "moving flats sat, the new one is in isoraka",
        [M("tiana is moving to a flat in Isoraka on 2025-01-25.", R, "tiana; isoraka; 2025-01-25")],
    ),
    S(
        "plan",
        NJ,
        E_,
        "Rivo",
        "On Thursday the painter starts on our living room, and we chose a deep ochre.",
        [
            M(
                "A painter starts on Rivo's living room on 2025-05-15, in deep ochre.",
                R,
                "painter; ochre; 2025-05-15",
            )
        ],
    ),
    S(
        "plan",
        UA,
        A_,
        "User",
        "We're celebrating Alahamady at my uncle's house in Ambohimanga on the 10th of March.",
        [
            M(
                "The user is celebrating Alahamady at an uncle's house in Ambohimanga on 2024-03-10.",
                R,
                "alahamady; ambohimanga; 2024-03-10",
            )
        ],
    ),
    S(
        "plan",
        JM,
        B_,
        "User",
        "swimming across lake anosy sun for the hospital appeal",
        [
            M(
                "The user is swimming across Lake Anosy on 2024-07-21 for the hospital appeal.",
                R,
                "lake anosy; 2024-07-21",
            )
        ],
    ),
    S(
        "plan",
        NL,
        C_,
        "Fanja",
        "I'm taking the overnight taxi-brousse to Toliara on Friday for my cousin's wedding.",
        [
            M(
                "Fanja is taking the taxi-brousse to Toliara on 2024-10-04 for a cousin's wedding.",
                R,
                "toliara; wedding; 2024-10-04",
            )
        ],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        D_,
        "Fanja",
        "My brother Haja gave up his second job at the brickworks in December.",
        [
            M(
                "Fanja's brother Haja gave up his second job at the brickworks in 2024-12.",
                R,
                "haja; brickworks; 2024-12",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        E_,
        "tiana",
        "my sis lova sells mofo gasy outside the station every morning now",
        [
            M(
                "tiana's sister Lova sells mofo gasy outside the station every morning.",
                R,
                "lova; mofo gasy; station",
            )
        ],
    ),
    S(
        "third-person-fact",
        NJ,
        F_,
        "Rivo",
        "Our neighbour Mamy has been building his house for six years and still has no roof.",
        [
            M(
                "Rivo's neighbour Mamy has been building a house for six years and has no roof yet.",
                R,
                "mamy; six years; roof",
            )
        ],
    ),
    S(
        "third-person-fact",
        NL,
        A_,
        "Fanja",
        "My grandfather Bodo learnt video calls at eighty-seven so that he could see my son in Toamasina.",
        [
            M(
                "Fanja's grandfather Bodo learnt to make video calls at eighty-seven.",
                R,
                "bodo; video calls; eighty-seven",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        B_,
        "tiana",
        "my great-aunt voahangy turned 100 on the 14th!! the whole village came",
        [
            M(
                "tiana's great-aunt Voahangy turned 100 on 2024-07-14.",
                R,
                "voahangy; 100; 2024-07-14",
            )
        ],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        C_,
        "Fanja",
        "Forty minutes on foot, since my bicycle was stolen.",
        [
            M(
                "Fanja walks forty minutes to the workshop since the bicycle was stolen.",
                R,
                "fanja; forty minutes; workshop",
            )
        ],
        [("Hery", "How long does it take you to get to the workshop now?")],
    ),
    S(
        "fragment-answer",
        TL,
        F_,
        "tiana",
        "thurs",
        [M("tiana's family Famadihana is on 2025-10-02.", R, "famadihana; 2025-10-02")],
        [("lalao", "when is ur familys famadihana?")],
    ),
    S(
        "fragment-answer",
        NJ,
        E_,
        "Rivo",
        "The blue one, with the collar.",
        [M("Rivo wore the blue shirt with the collar to the wedding.", R, "blue; shirt; wedding")],
        [("Hanta", "Which shirt did you wear to Mamy's wedding?")],
    ),
    S(
        "fragment-answer",
        JM,
        A_,
        "User",
        "6k. was 3k in jan",
        [M("The user walks 6k steps a day, up from 3k in January.", R, "6k; steps")],
        [("Assistant", "How many steps are you doing a day now?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        E_,
        "Fanja",
        "The roof over the workshop is still leaking, and the builder hasn't been back since April.",
        [
            M(
                "The roof over Fanja's workshop is leaking, and the builder has not been back since April.",
                R,
                "roof; workshop; leaking",
            )
        ],
    ),
    S(
        "recent-state",
        TL,
        F_,
        "tiana",
        "no hot water since the boiler died, showering at my cousins",
        [M("tiana has had no hot water since the boiler died.", R, "tiana; hot water; boiler")],
    ),
    S(
        "recent-state",
        NJ,
        A_,
        "Rivo",
        "I'm off work this week with a strained back from carrying bricks.",
        [
            M(
                "Rivo is off work with a strained back from carrying bricks.",
                R,
                "rivo; strained back; bricks",
            )
        ],
    ),
    S(
        "recent-state",
        UA,
        C_,
        "User",
        "My grandmother is staying with us until her new flat is ready.",
        [
            M(
                "The user's grandmother is staying with the user's family until her new flat is ready.",
                R,
                "grandmother; flat",
            )
        ],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        B_,
        "User",
        "Can you help me write a reminder to a client? I designed the menus for her restaurant in Toamasina in May and she still hasn't paid.",
        [
            M(
                "The user designed menus for a client's restaurant in Toamasina in 2024-05 and has not been paid.",
                R,
                "menus; toamasina; restaurant",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        C_,
        "User",
        "need a caption for my stall post. selling second hand sneakers in behoririka now, 15k a pair",
        [
            M(
                "The user sells second-hand sneakers at a stall in Behoririka for 15k a pair.",
                R,
                "sneakers; behoririka; 15k",
            )
        ],
    ),
    S(
        "request-with-fact",
        UA,
        D_,
        "User",
        "Please draft a letter to my landlord: the bathroom ceiling fell in on Tuesday and he hasn't answered my calls.",
        [
            M(
                "The bathroom ceiling in the user's flat fell in on 2025-01-21.",
                R,
                "bathroom ceiling; 2025-01-21",
            )
        ],
    ),
    S(
        "request-with-fact",
        UA,
        F_,
        "User",
        "Could you suggest a present for my parents' fortieth anniversary on the 12th of October?",
        [
            M(
                "The user's parents have their fortieth anniversary on 2025-10-12.",
                R,
                "parents; fortieth anniversary; 2025-10-12",
            )
        ],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        B_,
        "Fanja",
        "Yes, I gave up the gym in June, it was too far from the workshop.",
        [
            M(
                "Fanja gave up the gym in 2024-06 because the gym was too far from the workshop.",
                R,
                "fanja; gym; 2024-06",
            )
        ],
        [("Hery", "Do you still go to the gym?")],
    ),
    S(
        "second-person",
        TL,
        C_,
        "tiana",
        "yep, got it taken in at the waist, 8k",
        [
            M(
                "tiana had her lamba for the wedding taken in at the waist for 8k.",
                R,
                "lamba; waist; 8k",
            )
        ],
        [("lalao", "did u get ur lamba fixed for the wedding?")],
    ),
    S(
        "second-person",
        NJ,
        D_,
        "Rivo",
        "No, we moved the holiday to April because the road to Morondava was flooded.",
        [
            M(
                "Rivo moved the Morondava holiday to April because the road was flooded.",
                R,
                "morondava; april; flooded",
            )
        ],
        [("Mamy", "Are you still going to Morondava in February?")],
    ),
    S(
        "second-person",
        UA,
        E_,
        "User",
        "Yes, I found one at the friperie for 12,000 ariary.",
        [
            M(
                "The user found a dress for the party at the friperie for 12,000 ariary.",
                R,
                "dress; friperie; 12,000",
            )
        ],
        [("Assistant", "Did you manage to find a dress for the party?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        F_,
        "Fanja",
        "My son Tojo started at the collège, Grandma Noro turned ninety-two, and the workshop finally has a new roof.",
        [
            M("Fanja's son Tojo started at the collège.", R, "tojo; collège"),
            M("Fanja's grandmother Noro turned ninety-two.", R, "noro; ninety-two"),
            M("Fanja's workshop has a new roof.", R, "workshop; new roof"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        A_,
        "tiana",
        "quit the cafe job, lova moved to mahajanga, n my knee is finally better",
        [
            M("tiana quit the cafe job.", R, "tiana; cafe job"),
            M("tiana's sister Lova moved to Mahajanga.", R, "lova; mahajanga"),
            M("tiana's knee is better.", R, "tiana; knee"),
        ],
    ),
    S(
        "multi-fact",
        NJ,
        B_,
        "Rivo",
        "Hanta sells vanilla from her family's farm, Mialy turned six, and we're saving for a second-hand car.",
        [
            M("Rivo's wife Hanta sells vanilla from her family's farm.", D, "hanta; vanilla"),
            M("Rivo's daughter Mialy turned six.", R, "mialy; six"),
            M("Rivo's family is saving for a second-hand car.", R, "saving; car"),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        C_,
        None,
        "Note: plumber Mr Rakoto coming Thursday the 3rd of October, 8 a.m., to fix the boiler; pay 45,000 ariary cash.",
        [
            M(
                "The plumber Mr Rakoto is coming on 2024-10-03 to fix the boiler.",
                R,
                "rakoto; boiler; 2024-10-03",
            )
        ],
    ),
    S(
        "note",
        NO,
        D_,
        None,
        "Note: Grandma's 90th lunch moved from Sunday the 2nd to Sunday the 9th of February, at Aunt Lalao's.",
        [
            M(
                "Grandma's 90th birthday lunch is on 2025-02-09 at Aunt Lalao's.",
                R,
                "90th; lunch; 2025-02-09",
            )
        ],
    ),
    S(
        "note",
        NO,
        F_,
        None,
        "Note: 10 km race around Lake Anosy on Sunday the 5th of October, start 6:30, collect the number by Friday.",
        [M("A 10 km race around Lake Anosy is on 2025-10-05.", R, "race; lake anosy; 2025-10-05")],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        D_,
        "Fanja",
        "I love swimming in the sea at Toamasina far more than in any pool.",
        [
            M(
                "Fanja loves swimming in the sea at Toamasina more than in a pool.",
                D,
                "fanja; sea; toamasina",
            )
        ],
    ),
    S(
        "preference",
        TL,
        E_,
        "tiana",
        "cant stand the 5am class at the gym, way prefer evening runs",
        [M("tiana prefers evening runs to the 5am gym class.", D, "tiana; evening runs")],
    ),
    S(
        "preference",
        JM,
        F_,
        "User",
        "love shopping at the friperie, never buy new",
        [M("The user loves shopping at the friperie and never buys new.", D, "friperie")],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NJ,
        C_,
        "Rivo",
        "He's ninety-four and still climbs up to the family tomb every Sunday.",
        [
            M(
                "Rivo's grandfather is ninety-four and climbs up to the family tomb every Sunday.",
                R,
                "grandfather; ninety-four; tomb",
            )
        ],
        [("Mamy", "How old is your grandfather now?")],
    ),
    S(
        "pronoun-answer",
        UA,
        A_,
        "User",
        "She's my grandmother, and she turns 100 in May.",
        [M("The user's grandmother turns 100 in 2024-05.", R, "grandmother; 100; 2024-05")],
        [("Assistant", "Who is the cake for?")],
    ),
    # -- sentences that should form nothing --
    # chatter and what the speaker did not do
    S(
        "chatter",
        NL,
        A_,
        "Fanja",
        "We nearly went down to the market, but it rained, so we stayed in and talked all afternoon.",
        [],
    ),
    S("chatter", TL, B_, "tiana", "lol a zebu cart is blocking the whole road again", []),
    S(
        "chatter",
        NJ,
        C_,
        "Rivo",
        "The traffic round Lake Anosy at six o'clock is something else.",
        [],
    ),
    S("chatter", UA, D_, "User", "Sorry, my grandmother just called, one second.", []),
    S("chatter", JM, E_, "User", "brb", []),
    S("chatter", NL, F_, "Fanja", "What a week, honestly.", []),
    # compliments
    S("compliment", NL, B_, "Fanja", "Your new curtains look lovely, Hery.", []),
    S("compliment", TL, C_, "tiana", "ur cooking is the best lol", []),
    S("compliment", NJ, D_, "Rivo", "That was a beautiful speech at the Famadihana, Mamy.", []),
    S("compliment", UA, E_, "User", "You write better letters than my lawyer.", []),
    S("compliment", JM, F_, "User", "nice caption", []),
    S("compliment", NL, E_, "Fanja", "You look wonderful in that lamba, Lalao.", []),
    # opinions about the world
    S(
        "generic-opinion",
        NL,
        C_,
        "Fanja",
        "Landlords never give back a deposit without a fight.",
        [],
    ),
    S("generic-opinion", TL, D_, "tiana", "gyms are a scam tbh", []),
    S(
        "generic-opinion",
        NJ,
        E_,
        "Rivo",
        "Handmade things always outlast the ones from the shops.",
        [],
    ),
    S(
        "generic-opinion",
        UA,
        F_,
        "User",
        "Festivals are more fun when someone else does the cooking.",
        [],
    ),
    S("generic-opinion", JM, A_, "User", "second hand clothes are better made than new ones", []),
    S("generic-opinion", NJ, F_, "Rivo", "Builders are late everywhere in the world.", []),
    # hypotheticals, wishes and what someone else might do
    S(
        "hypothetical",
        NL,
        D_,
        "Fanja",
        "If the workshop does well this year, I'll rent a second unit near the station.",
        [],
    ),
    S("hypothetical", TL, E_, "tiana", "if i ever get rich im buying a house in nosy be", []),
    S(
        "hypothetical",
        NJ,
        A_,
        "Rivo",
        "If Hanta gets the job in Toamasina, we might move to the coast.",
        [],
    ),
    S("hypothetical", UA, B_, "User", "I'd like to run a marathon one day, if my knees allow.", []),
    S("hypothetical", JM, C_, "User", "might take a second job if the rent goes up", []),
    S("hypothetical", NL, F_, "Fanja", "Maybe one day I'll learn to swim properly.", []),
    # other people's opinions
    S(
        "others-opinion",
        NL,
        E_,
        "Fanja",
        "My mother thinks the new roof will leak within a year.",
        [],
    ),
    S("others-opinion", TL, F_, "tiana", "lova says the gym owner is a crook", []),
    S("others-opinion", NJ, B_, "Rivo", "Hanta thinks ochre is too dark for a living room.", []),
    S(
        "others-opinion",
        UA,
        C_,
        "User",
        "My boss says the new invoicing system will be fixed by Christmas.",
        [],
    ),
    S(
        "others-opinion",
        JM,
        D_,
        "User",
        "my cousin reckons vanilla prices will crash this year",
        [],
    ),
    S(
        "others-opinion",
        NJ,
        C_,
        "Rivo",
        "Mamy says the Famadihana in his village is the biggest in the region.",
        [],
    ),
    # passing moods
    S("passing-mood", NL, A_, "Fanja", "I'm so tired today I could sleep for a week.", []),
    S("passing-mood", TL, B_, "tiana", "ugh so bored", []),
    S("passing-mood", NJ, D_, "Rivo", "I'm in a wonderful mood this morning.", []),
    S("passing-mood", UA, E_, "User", "I'm a bit stressed about the move.", []),
    S("passing-mood", JM, F_, "User", "meh. tired", []),
    S("passing-mood", TL, C_, "tiana", "feeling v grumpy today", []),
    # questions
    S("question", NL, B_, "Fanja", "Did the plumber ever come back, Hery?", []),
    S("question", TL, D_, "tiana", "u going to lovas thing sat?", []),
    S("question", NJ, E_, "Rivo", "How much does a new roof cost these days?", []),
    S("question", UA, A_, "User", "How do I get a stain out of a lamba?", []),
    S("question", JM, C_, "User", "best shoes for running on gravel?", []),
    S("question", UA, F_, "User", "What should I cook for forty people at a family reunion?", []),
    # thanks
    S("thanks", UA, B_, "User", "Thanks, the reminder worked.", []),
    S("thanks", JM, D_, "User", "ty", []),
    S("thanks", NL, C_, "Fanja", "Thank you for lending us your wheelbarrow, Hery.", []),
    S("thanks", UA, E_, "User", "Thank you so much for the speech.", []),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        A_,
        "Assistant",
        "You could ask the seamstress to let out the seams instead.",
        [],
        [("User", "My lamba for the wedding is too tight now.")],
    ),
    S(
        "assistant-suggestion",
        JM,
        C_,
        "Assistant",
        "Maybe send a polite reminder before you add a late fee.",
        [],
        [("User", "client hasnt paid")],
    ),
    S(
        "assistant-suggestion",
        UA,
        D_,
        "Assistant",
        "A framed family photo could be a lovely present for your grandmother.",
        [],
        [("User", "What should I give my grandmother for her 90th?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        F_,
        "Assistant",
        "You could try a swimming class for adults at the pool.",
        [],
        [("User", "want to get fit")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
