# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the twenty-second development recall set (this folder), written blind as held-out 22.

Everything under "material" below was typed by hand for this set: six dated conversations
with the questions about them (``CONVERSATIONS``) and a hundred labelled sentences
(``SENTENCES``). Three pair chats are written in proper case and full sentences, as two
friends write to each other about their lives over a year or more; one pair chat is
lower-case texting; of the two assistant chats, one user writes in proper case and the other
tersely in lower case. The script itself only numbers the turns, resolves the turn labels
that the questions cite, checks everything against the scorer's rules and the blind brief
(through ``bench/_handwritten.py``) and writes the four files::

    uv run python bench/data/recall-dev22/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev22/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho22"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev22/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the twenty-second held-out set; "
        "a development set since 2026-12-07"
    )
    return blind_set_files(PREFIX, CONVERSATIONS, SENTENCES, written_by)


def main() -> int:
    return write_or_check(HERE, build())


# -- material -------------------------------------------------------------------------------------
# Names, places, jobs, titles and events were made up or chosen for this set and were searched
# for in the other sets' READMEs and the development sets' material before use.

CONVERSATIONS: list[Conv] = []
SENTENCES: list[S] = []


# -- conversations --
# Every session falls on a Saturday; relative dates in the questions count from it.

DESISLAVA_OGNYAN = Conv(
    "pair",
    "named_lines",
    ["Desislava", "Ognyan"],
    """
@ 2024-02-03
Ognyan: Desi, how is Plovdiv? Are you still doing alterations in your workshop in Kapana? {ask-job}
Desislava: Still in the workshop on Zlatarska street, eleven years in May. Mostly trousers and suits now; the students bring me their jeans to take in. {job}
Ognyan: And the kaval? Did you really start?
Desislava: I did! My father gave me his old kaval at Christmas, the one he played at every wedding in Asenovgrad, and I've had three lessons with Mr. Stoyanov at the chitalishte, every Wednesday at seven. {kaval}
Ognyan: Can you play a tune yet?
Desislava: Mostly I make it squeak. Mr. Stoyanov said "Breathe as if you're cooling soup", and that helped more than anything. {quote-teacher}
Ognyan: I like that man. My news is less fun: the doctor at the polyclinic weighed me on Monday. A hundred and four kilos, and she doesn't like my pulse. She said "Less salt, less bread, more walking." {doctor}
Desislava: Oh, Ognyan. What are you going to do?
Ognyan: I've set myself a goal: ninety-five kilos by my fiftieth birthday on the 14th of September. No white bread, and I walk through the Sea Garden every evening after work. {weight-goal}
Desislava: Good plan. Are you still fixing boats?
Ognyan: Still repairing the engines of the fishing boats at the harbour in Asparuhovo, since I was twenty-three. {job-o}
Desislava: The children send kisses, by the way. Kaloyan turned ten on Tuesday and his aunt Bistra gave him a microscope, so now he looks at everything, even the dust from my sewing table. Raya is six and draws cats on everything, including my customers' receipts. {kids}
Ognyan: A scientist and an artist. Tell Kaloyan to look at a drop from the sea.
Desislava: And we're redoing the kitchen at last. The old one is from 1986. Work starts on the 4th of March, and my brother-in-law Petko is putting up the tiles. {kitchen-plan}
Ognyan: What colour?
Desislava: Bottle green. My mother thinks I've gone mad. {kitchen-colour}
Ognyan: Your mother thought the same about the kaval. Milena and I are reading the same book at the same time, "Nine Winters in Melnik", and we're racing. {book}
Desislava: Who's winning?
Ognyan: Milena, by forty pages. She reads in the bath. {book-race}
@ 2024-04-27
Desislava: How is the weight going? {ask-weight}
Ognyan: Ninety-nine kilos this morning, five gone since February. I walk through the Sea Garden every evening, and on Sundays I walk all the way to Galata and back. {weight-99}
Desislava: Brilliant! The kitchen is done. The tiles took two weeks instead of one, because Petko dropped a whole box of them on the stairs. Now it's bottle green and my mother says she always liked it. {kitchen-done}
Ognyan: Send me a photo.
Desislava: Here it is: a wall of green tiles, a white sink under the window, and Raya's cat drawings stuck all over the new fridge. {photo-kitchen}
Ognyan: It looks like a kitchen from a film. I finished "Nine Winters in Melnik" on Tuesday, two days after Milena. I thought the ending was too quick: forty years of waiting, and then the brother just comes home in one page. {book-done}
Desislava: And what did Milena think?
Ognyan: She loved it and cried on the balcony. Now she's reading "The Bread Thief", and she says it's even better. {milena-book}
Desislava: My news: I played at the pupils' evening at the chitalishte last night! Two tunes, and I only squeaked once. {pupils-evening}
Ognyan: Your first concert! Who came?
Desislava: My father sat in the front row with his cap on his knees. He said it was the best kaval he had heard since his own teacher died. Kaloyan filmed it on my phone, upside down. {father}
Ognyan: Ha! We had bad luck this week: the van died on the bridge to Asparuhovo on Monday. The back axle. The garage wants eight hundred leva. Eight hundred! {van}
Desislava: Ouch. Are you going to fix it?
Ognyan: I have to; I can't carry engines to the harbour on the bus. It'll be ready on the 6th of May. {van-fix}
Desislava: And are you moving, as Milena wanted?
Ognyan: We're looking. Milena wants a flat in Galata with a view of the sea, and on Wednesday she found one: second floor, two rooms and a balcony. {flat-look}
Desislava: Fingers crossed for the balcony.
@ 2024-07-13
Ognyan: We moved! On the 1st of July, from the old flat in Asparuhovo to the new one in Galata. {moved}
Desislava: Congratulations! How is the view?
Ognyan: Here's the view from the balcony: the sea, a cargo ship far out, and red roofs going down to the beach. Milena drinks her coffee out there every morning. {photo-view}
Desislava: Beautiful. Bad news here: Pipa stopped eating last Sunday, so I took her to the vet on Monday. An infection in her mouth; she had a tooth out and now she gets drops twice a day for ten days. {pipa-ill}
Ognyan: Poor Pipa. How old is she now?
Desislava: Thirteen. Raya sleeps on the floor next to her basket. {pipa-age}
Ognyan: Give her a stroke from me. The weight is ninety-seven, but I hurt my knee jumping down from a boat at work three weeks ago, so no walking for a month. The doctor says the knee will be fine by August. {knee}
Desislava: Oh no. And your goal?
Ognyan: Milena says I'll still make ninety-five by September. And we're going to Albania in August: two days in Tirana, then four in Berat, then a week by the sea at Ksamil. {albania-plan}
Desislava: Lucky you. I'm reading "The Bread Thief" too now; Milena lent it to me at Easter and I'm halfway. So far the thief is better company than the baker. {read-bread}
Ognyan: Milena will want a full report. How's the kaval?
Desislava: Mr. Stoyanov has moved my lesson to Thursdays, because he conducts a children's orchestra on Wednesdays now. And I bought a second-hand overlocker for the workshop from a woman in Asenovgrad, four hundred and fifty leva. {overlocker}
Ognyan: A what?
Desislava: A machine that finishes the edges of the cloth. My old one died in the middle of a groom's jacket. {overlocker-why}
Ognyan: At least it waited for the groom's jacket.
@ 2024-10-19
Desislava: Well? Did you make ninety-five? {ask-goal}
Ognyan: Ninety-six on my birthday, so no. One kilo short! But I'm fifty and I can see my feet. {goal-missed}
Desislava: Ha! And how was Albania?
Ognyan: Wonderful, though we changed the plan at the last moment: we skipped Tirana, stayed five days in Berat and then ten days at Ksamil. Here's Berat from the castle: white houses with hundreds of windows, one above the other, and a green river under them. {albania}
Desislava: Hundreds of windows! And the knee?
Ognyan: Fine since the middle of August. I walk through the Sea Garden again, and now I swim at the beach in Galata every Sunday morning with two old men from the building, until it gets too cold. {swim-habit}
Desislava: Brave men. Pipa is better, by the way. She's back on the windowsill, fatter than before. {pipa-better}
Ognyan: Good girl. And the workshop?
Desislava: Busy with the wedding season. A bride from Pazardzhik came six times, and every time she said "Make it shorter", until the dress was above her knee. So I've taken on a helper, Velichka, on Mondays and Tuesdays. {helper}
Ognyan: What did you think of "The Bread Thief" in the end?
Desislava: I finished it in August on the bus to Smolyan. I loved the first half and hated the ending, where the thief becomes a priest. {bread-done}
Ognyan: Milena will argue with you. Why were you in Smolyan?
Desislava: For my aunt Yana's seventieth, and then three days in the Rhodopes with the children. Kaloyan took his microscope and looked at moss the whole time. Raya started school in September, by the way, and wrote her first word: PIPA. {smolyan}
Ognyan: Of course she did. And the kaval?
Desislava: Mr. Stoyanov says I'm ready for the spring concert at the chitalishte on the 12th of April. Also, the new neighbour downstairs plays the tapan every evening at nine, and I think he wants to play with me. {concert-plan}
Ognyan: Milena and I will come to the concert. A kaval and a tapan, that's a wedding!
@ 2025-03-08
Ognyan: Desi! Milena wants a dog. {dog}
Desislava: Get one! What kind?
Ognyan: A black dog, a year old, with one white ear, from a farm near Vinitsa. We pick her up next Saturday, and Milena wants to call her Kapka. {dog-plan}
Desislava: Kapka is a good name. My news: the concert moved. It's on the 5th of April now, not the 12th, because they're painting the hall. {concert-moved}
Ognyan: Noted, the 5th of April. We'll drive over.
Desislava: In the van? Is it still alive?
Ognyan: Just. It died again in January, the fuel pump this time, three hundred and twenty leva. Milena says next time it goes to the scrap man. {van-2}
Desislava: The neighbour downstairs is Zhivko, by the way, the one with the tapan. He asked me to play with him at his daughter's betrothal, so we rehearse on Sundays. {zhivko}
Ognyan: A band already!
Desislava: Two people is not a band. Kaloyan says we're called "The Upstairs Downstairs". {band-name}
Ognyan: Ha! Weight news: ninety-three. I went under ninety-five in November, and Milena bought me new trousers. {weight-93}
Desislava: Ninety-three! What are you reading now?
Ognyan: Nothing; Kapka will eat the books. What about you?
Desislava: "A Winter Without Storks", for the second time. It's the only book that made me cry twice. {storks}
""",
    [
        Q(
            "s",
            "What work does Desislava do?",
            "alterations in her workshop on Zlatarska street in Kapana, Plovdiv",
            "ask-job job",
            {"ask-job": "alterations; kapana", "job": "workshop; zlatarska"},
            "",
            True,
        ),
        Q(
            "t",
            "Since when has Desislava had her workshop?",
            "2013-05",
            "job",
            "eleven years; may",
            "human-date",
        ),
        Q(
            "s",
            "What do students bring Desislava to alter?",
            "their jeans, to take in",
            "job",
            "jeans",
        ),
        Q("s", "Who gave Desislava her kaval?", "her father", "kaval", "father"),
        Q(
            "s",
            "When did Desislava's father give her his kaval?",
            "at Christmas",
            "kaval",
            "christmas",
        ),
        Q(
            "s",
            "Where did Desislava's father play the kaval?",
            "at every wedding in Asenovgrad",
            "kaval",
            "wedding; asenovgrad",
        ),
        Q(
            "s",
            "Who teaches Desislava the kaval?",
            "Mr. Stoyanov, at the chitalishte",
            "kaval",
            "stoyanov",
        ),
        Q(
            "s",
            "When were Desislava's kaval lessons at first?",
            "every Wednesday at seven",
            "kaval",
            "wednesday; seven",
        ),
        Q(
            "m",
            "On which day did Desislava's kaval lessons move, and why?",
            "to Thursdays, because Mr. Stoyanov conducts a children's orchestra on Wednesdays",
            "kaval overlocker",
            {"kaval": "wednesday", "overlocker": "thursdays; children's orchestra"},
            "latest",
        ),
        Q(
            "s",
            "What advice did Mr. Stoyanov give Desislava about breathing?",
            "Breathe as if you're cooling soup.",
            "quote-teacher",
            "cooling soup",
        ),
        Q(
            "t",
            "When did the doctor weigh Ognyan at the polyclinic?",
            "2024-01-29",
            "doctor",
            "weighed; monday",
            "relative-date",
        ),
        Q(
            "s",
            "How much did Ognyan weigh when the doctor weighed him?",
            "a hundred and four kilos",
            "doctor",
            "hundred four",
        ),
        Q(
            "s",
            "What did Ognyan's doctor tell him?",
            "Less salt, less bread, more walking.",
            "doctor",
            "salt; walking",
        ),
        Q(
            "s",
            "What weight did Ognyan want to reach, and by when?",
            "ninety-five kilos by his fiftieth birthday",
            "weight-goal",
            "ninety-five; fiftieth",
        ),
        Q(
            "t",
            "When was Ognyan's fiftieth birthday?",
            "2024-09-14",
            "weight-goal",
            "14th; september",
        ),
        Q(
            "s",
            "Where does Ognyan walk in the evenings?",
            "through the Sea Garden",
            "weight-goal",
            "sea garden",
        ),
        Q(
            "s",
            "What did Ognyan give up to lose weight?",
            "white bread",
            "weight-goal",
            "white bread",
        ),
        Q(
            "s",
            "What is Ognyan's job?",
            "He repairs the engines of the fishing boats at the harbour in Asparuhovo.",
            "job-o",
            "engines; fishing boats",
            "",
            True,
        ),
        Q(
            "s",
            "How old was Ognyan when he started repairing boat engines?",
            "twenty-three",
            "job-o",
            "twenty-three",
        ),
        Q("t", "When did Kaloyan turn ten?", "2024-01-30", "kids", "ten; tuesday", "relative-date"),
        Q(
            "s",
            "What did Kaloyan get for his tenth birthday, and from whom?",
            "a microscope, from his aunt Bistra",
            "kids",
            "microscope; bistra",
        ),
        Q("s", "What does Raya draw on everything?", "cats", "kids", "cats"),
        Q("s", "How old was Raya at the start of 2024?", "six", "kids", "six"),
        Q(
            "t",
            "When was work on Desislava's kitchen to start?",
            "2024-03-04",
            "kitchen-plan",
            "4th; march",
        ),
        Q(
            "s",
            "Who put up the tiles in Desislava's kitchen?",
            "her brother-in-law Petko",
            "kitchen-plan",
            "petko",
        ),
        Q("s", "How old was Desislava's old kitchen?", "from 1986", "kitchen-plan", "1986"),
        Q(
            "s",
            "What colour is Desislava's new kitchen?",
            "bottle green",
            "kitchen-colour",
            "bottle green",
        ),
        Q(
            "m",
            "What did Desislava's mother think of the green kitchen, before and after?",
            "She thought Desislava had gone mad; once it was done she said she had always liked it.",
            "kitchen-colour kitchen-done",
            {"kitchen-colour": "mother; mad", "kitchen-done": "mother; always liked"},
            "event-chain",
        ),
        Q(
            "s",
            "Why did the kitchen tiles take two weeks instead of one?",
            "Petko dropped a whole box of them on the stairs.",
            "kitchen-done",
            "dropped; box; stairs",
        ),
        Q(
            "s",
            "What does the photo of Desislava's new kitchen show?",
            "a wall of green tiles, a white sink under the window and Raya's cat drawings on the new fridge",
            "photo-kitchen",
            "green tiles; white sink",
        ),
        Q(
            "s",
            "Which book were Ognyan and Milena racing to finish?",
            '"Nine Winters in Melnik"',
            "book",
            "nine winters; melnik",
        ),
        Q(
            "s",
            "Who was ahead in the reading race, and why?",
            "Milena, by forty pages; she reads in the bath",
            "book-race",
            "milena; bath",
        ),
        Q(
            "t",
            'When did Ognyan finish "Nine Winters in Melnik"?',
            "2024-04-23",
            "book-done",
            "finished; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            'What did Ognyan think of the ending of "Nine Winters in Melnik"?',
            "too quick: after forty years the brother comes home in one page",
            "book-done",
            "ending; too quick",
        ),
        Q(
            "m",
            'Who finished "Nine Winters in Melnik" first, Ognyan or Milena?',
            "Milena, two days before Ognyan",
            "book-race book-done",
            {"book-race": "milena", "book-done": "two days after"},
        ),
        Q(
            "s",
            'How did Milena feel about "Nine Winters in Melnik"?',
            "She loved it and cried on the balcony.",
            "milena-book",
            "loved; cried",
            "pronoun",
        ),
        Q(
            "s",
            "How much did Ognyan weigh in late April 2024?",
            "ninety-nine kilos",
            "weight-99",
            "ninety-nine",
        ),
        Q(
            "s",
            "Where did Ognyan walk on Sundays in spring 2024?",
            "all the way to Galata and back",
            "weight-99",
            "sundays; galata",
        ),
        Q(
            "t",
            "When did Desislava play at the pupils' evening?",
            "2024-04-26",
            "pupils-evening",
            "pupils' evening; last night",
            "relative-date",
        ),
        Q(
            "s",
            "How many tunes did Desislava play at the pupils' evening?",
            "two, with one squeak",
            "pupils-evening",
            "two tunes",
        ),
        Q(
            "s",
            "What did Desislava's father say about her playing at the pupils' evening?",
            "It was the best kaval he had heard since his own teacher died.",
            "father",
            "best kaval; teacher died",
        ),
        Q(
            "s",
            "How did Kaloyan film Desislava's pupils' evening?",
            "on her phone, upside down",
            "father",
            "upside down",
        ),
        Q(
            "t",
            "When did Ognyan's van break down on the bridge?",
            "2024-04-22",
            "van",
            "van; monday",
            "relative-date",
        ),
        Q("s", "What broke on Ognyan's van the first time?", "the back axle", "van", "back axle"),
        Q(
            "s",
            "How much did the garage want for the back axle?",
            "eight hundred leva",
            "van",
            "eight hundred; leva",
        ),
        Q(
            "t",
            "When was Ognyan's van to be ready after the axle?",
            "2024-05-06",
            "van-fix",
            "6th; may",
        ),
        Q(
            "s",
            "Why does Ognyan need the van?",
            "He can't carry engines to the harbour on the bus.",
            "van-fix",
            "engines; bus",
        ),
        Q(
            "m",
            "What broke on Ognyan's van the second time, and how much did it cost?",
            "the fuel pump, three hundred and twenty leva, in January 2025",
            "van van-2",
            {"van": "van", "van-2": "fuel pump; three hundred twenty"},
            "latest",
        ),
        Q(
            "t",
            "When did Milena find the flat in Galata?",
            "2024-04-24",
            "flat-look",
            "found; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "What is the flat Milena found like?",
            "second floor, two rooms and a balcony, in Galata",
            "flat-look",
            "second floor; balcony",
        ),
        Q("t", "When did Ognyan and Milena move to Galata?", "2024-07-01", "moved", "1st; july"),
        Q(
            "s",
            "Where did Ognyan and Milena live before Galata?",
            "in Asparuhovo",
            "moved",
            "asparuhovo",
        ),
        Q(
            "s",
            "What can be seen from Ognyan's new balcony?",
            "the sea, a cargo ship far out, and red roofs going down to the beach",
            "photo-view",
            "cargo ship; red roofs",
        ),
        Q(
            "s",
            "What does Milena do on the balcony every morning?",
            "drinks her coffee",
            "photo-view",
            "coffee",
        ),
        Q(
            "t",
            "When did Pipa stop eating?",
            "2024-07-07",
            "pipa-ill",
            "stopped eating; sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Desislava take Pipa to the vet?",
            "2024-07-08",
            "pipa-ill",
            "vet; monday",
            "relative-date",
        ),
        Q(
            "s",
            "What was wrong with Pipa?",
            "an infection in her mouth; she had a tooth out",
            "pipa-ill",
            "infection; mouth",
        ),
        Q(
            "s",
            "How long was Pipa to get her drops?",
            "twice a day for ten days",
            "pipa-ill",
            "ten days",
        ),
        Q("s", "How old is Pipa?", "thirteen (in July 2024)", "pipa-age", "thirteen", "fragment"),
        Q(
            "m",
            "How did Pipa do after her visit to the vet?",
            "She got better and is back on the windowsill, fatter than before.",
            "pipa-ill pipa-better",
            {"pipa-ill": "vet", "pipa-better": "windowsill; fatter"},
            "event-chain",
        ),
        Q(
            "s",
            "Where does Raya sleep while Pipa is ill?",
            "on the floor next to Pipa's basket",
            "pipa-age",
            "floor; basket",
        ),
        Q(
            "t",
            "When did Ognyan hurt his knee?",
            "2024-06",
            "knee",
            "knee; three weeks ago",
            "relative-date",
        ),
        Q(
            "s",
            "How did Ognyan hurt his knee?",
            "jumping down from a boat at work",
            "knee",
            "jumping; boat",
        ),
        Q(
            "s",
            "How much did Ognyan weigh in July 2024?",
            "ninety-seven kilos",
            "knee",
            "ninety-seven",
        ),
        Q(
            "m",
            "When did Ognyan's knee get better, compared with what the doctor said?",
            "It was fine by the middle of August, as the doctor said (fine by August).",
            "knee swim-habit",
            {"knee": "august", "swim-habit": "middle; august"},
        ),
        Q(
            "s",
            "What was Ognyan and Milena's plan for Albania?",
            "two days in Tirana, four in Berat, then a week by the sea at Ksamil",
            "albania-plan",
            "tirana; berat; ksamil",
        ),
        Q(
            "m",
            "How did Ognyan and Milena's Albania trip differ from the plan?",
            "They skipped Tirana and stayed five days in Berat and ten at Ksamil instead of four and seven.",
            "albania-plan albania",
            {"albania-plan": "tirana", "albania": "skipped tirana; five days; ten days"},
            "latest",
        ),
        Q(
            "s",
            "What does Ognyan's photo of Berat show?",
            "white houses with hundreds of windows, one above the other, and a green river under them",
            "albania",
            "hundreds; windows; green river",
        ),
        Q(
            "s",
            "Did Ognyan reach ninety-five kilos by his fiftieth birthday?",
            "No, he was ninety-six, one kilo short.",
            "goal-missed",
            "ninety-six; one kilo short",
        ),
        Q(
            "m",
            "When did Ognyan finally go under ninety-five kilos, and what did he weigh in March 2025?",
            "in November 2024; ninety-three",
            "weight-93 weight-goal",
            {"weight-93": "ninety-three; november", "weight-goal": "ninety-five"},
            "latest",
        ),
        Q(
            "s",
            "What did Milena buy Ognyan when he went under ninety-five kilos?",
            "new trousers",
            "weight-93",
            "new trousers",
        ),
        Q(
            "s",
            "Who does Ognyan swim with on Sunday mornings?",
            "two old men from the building",
            "swim-habit",
            "two old men",
        ),
        Q(
            "s",
            "How often does Ognyan swim at the beach in Galata?",
            "every Sunday morning until it gets too cold",
            "swim-habit",
            "every sunday",
        ),
        Q(
            "s",
            "Who did Desislava take on as a helper, and on which days?",
            "Velichka, on Mondays and Tuesdays",
            "helper",
            "velichka; mondays; tuesdays",
        ),
        Q(
            "s",
            "What did the bride from Pazardzhik keep saying?",
            "Make it shorter.",
            "helper",
            "make shorter",
        ),
        Q(
            "s",
            "What did Desislava buy second-hand for her workshop, and for how much?",
            "an overlocker, from a woman in Asenovgrad, for four hundred and fifty leva",
            "overlocker",
            "overlocker; four hundred fifty",
        ),
        Q(
            "s",
            "Why did Desislava need a new overlocker?",
            "Her old one died in the middle of a groom's jacket.",
            "overlocker-why",
            "groom's jacket",
        ),
        Q(
            "m",
            'What did Desislava think of "The Bread Thief", halfway and at the end?',
            "Halfway, the thief was better company than the baker; at the end she loved the first half and hated the ending, where the thief becomes a priest.",
            "read-bread bread-done",
            {"read-bread": "better company", "bread-done": "hated; ending; priest"},
            "event-chain",
        ),
        Q(
            "s",
            'Who lent Desislava "The Bread Thief"?',
            "Milena, at Easter",
            "read-bread",
            "milena",
        ),
        Q(
            "s",
            'Where did Desislava finish "The Bread Thief"?',
            "on the bus to Smolyan, in August",
            "bread-done",
            "bus; smolyan",
        ),
        Q(
            "s",
            "Why did Desislava go to Smolyan?",
            "for her aunt Yana's seventieth, then three days in the Rhodopes with the children",
            "smolyan",
            "yana's seventieth",
        ),
        Q("s", "What was the first word Raya wrote at school?", "PIPA", "smolyan", "pipa"),
        Q(
            "s",
            "What did Kaloyan do in the Rhodopes?",
            "looked at moss with his microscope",
            "smolyan",
            "moss; microscope",
        ),
        Q(
            "m",
            "When was Desislava's spring concert at the chitalishte planned, and when did it move to?",
            "planned for the 12th of April; moved to the 5th of April 2025",
            "concert-plan concert-moved",
            {"concert-plan": "12th; april", "concert-moved": "5th; april"},
            "latest",
        ),
        Q(
            "t",
            "When is Desislava's spring concert, after it moved?",
            "2025-04-05",
            "concert-moved",
            "5th; april",
            "latest",
        ),
        Q(
            "s",
            "Why did the spring concert move?",
            "They are painting the hall.",
            "concert-moved",
            "painting; hall",
        ),
        Q(
            "m",
            "What is the name of Desislava's downstairs neighbour, and what does he play?",
            "Zhivko; the tapan",
            "concert-plan zhivko",
            {"concert-plan": "neighbour; tapan", "zhivko": "zhivko"},
        ),
        Q(
            "s",
            "Why are Desislava and Zhivko rehearsing?",
            "to play at Zhivko's daughter's betrothal",
            "zhivko",
            "betrothal",
        ),
        Q("s", "How often do Desislava and Zhivko rehearse?", "on Sundays", "zhivko", "sundays"),
        Q(
            "s",
            "What does Kaloyan call Desislava and Zhivko's pair?",
            '"The Upstairs Downstairs"',
            "band-name",
            "upstairs downstairs",
        ),
        Q(
            "s",
            "What dog are Ognyan and Milena getting?",
            "a black dog, a year old, with one white ear, from a farm near Vinitsa",
            "dog-plan",
            "black; white ear",
        ),
        Q(
            "t",
            "When were Ognyan and Milena to pick up their dog?",
            "2025-03-15",
            "dog-plan",
            "pick; next saturday",
            "relative-date",
        ),
        Q("s", "What does Milena want to call the dog?", "Kapka", "dog-plan", "kapka"),
        Q(
            "s",
            "Which book did Desislava read for the second time in 2025, and why does it matter to her?",
            '"A Winter Without Storks"; the only book that made her cry twice',
            "storks",
            "winter without storks; cry twice",
        ),
        Q(
            "o",
            "In which country are Plovdiv, Varna and the Rhodopes?",
            "Bulgaria",
            "ask-job smolyan",
            {"ask-job": "plovdiv", "smolyan": "rhodopes"},
        ),
        Q(
            "o",
            "Which sea is Ognyan swimming in at Galata, by Varna?",
            "the Black Sea",
            "swim-habit",
            "galata",
        ),
        Q(
            "o",
            "What kind of instrument is the kaval Desislava plays?",
            "a long end-blown shepherd's pipe",
            "kaval",
            "kaval",
        ),
        Q(
            "o",
            "What might Kaloyan enjoy as a present, going by what he's into?",
            "slides or a kit for his microscope, or a book about small creatures",
            "kids smolyan",
            {"kids": "microscope", "smolyan": "microscope"},
        ),
        Q(
            "m",
            "What happened to Pipa in the week after Ognyan and Milena moved into the flat in Galata?",
            "She stopped eating and was taken to the vet; she had a tooth out.",
            "moved pipa-ill",
            {"moved": "1st; july", "pipa-ill": "stopped eating; tooth"},
        ),
        Q(
            "s",
            "What did Ognyan say he can see now that he is fifty?",
            "his feet",
            "goal-missed",
            "feet",
        ),
    ],
)
CONVERSATIONS.append(DESISLAVA_OGNYAN)


JOMAR_RHEA = Conv(
    "pair",
    "timestamped_lines",
    ["jomar", "rhea"],
    """
@ 2024-03-16
rhea: jomar!! u still drivin the jeepney on the jaro to city proper route? {ask-job}
jomar: ya still. 9 yrs in june on the same route. its tatay's jeep, i give him 800 a day {job}
rhea: haha same old. me still teller at the bank on iznart st, 4 yrs this aug {job-r}
jomar: nice. hows migo
rhea: migo came 3rd in the spelling bee at school on thurs!! got "necessary" wrong lol. cried then ate 2 halo halo {spelling}
jomar: 3rd is still 3rd. tell him congrats from tito jomar
rhea: he will. also started a diet w my officemates since march 1. no pandesal n no softdrinks til my bday on aug 3. goal is 8 kg {diet}
jomar: 8kg!! u got this. how much so far
rhea: 2 kg gone already {diet-2}
jomar: nice. band news: sunday carabao got 4 gigs this month, all weddings. i play the cajon now, our drummer left for doha in feb {band}
rhea: u play the what
jomar: cajon. a wooden box u sit on n hit. kuya dodong our leader said "no more ballads pls, the titas fall asleep" {cajon}
rhea: lol true
jomar: bantay is sick tho. not eating since wed, vet said tick fever. 3 weeks of meds {bantay}
rhea: aww poor bantay. how old na
jomar: 6. sleeps under the jeep every nite {bantay-age}
rhea: give him a hug from migo. oh n we're moving!! june 1, from the apartment in jaro to a 2-bedroom in mandurriao near the bank {move-plan}
jomar: finally. u need help w the ref?
rhea: ya pls, the morning of june 1 {help}
@ 2024-06-08
jomar: hows the new place {ask-move}
rhea: love it. moved june 1 like planned. migo has his own room n put glow stars on the ceiling {moved}
jomar: nice. thx for the pancit after, u didnt have to {pancit}
rhea: u carried the ref up 3 floors. n the old ref died the next day anyway lol. bought a second hand one on marketplace for 4500 on tues {ref}
jomar: 4500 not bad
rhea: diet update: down 5 kg!! my boss said "rhea ur glowing" in front of everyone, i wanted to hide {diet-5}
jomar: haha. bantay's better btw. finished his meds n chased a cat yday {bantay-better}
rhea: yay bantay
jomar: bad news tho. jeep overheated on the diversion road on mon, the water pump. 6500 n 3 days no income {jeep}
rhea: ouch
jomar: n i got a paso on my leg from the muffler fixin it. leg covered for a wk {paso}
rhea: careful!! im watchin "the umbrella doctor" every nite after migo sleeps. ep 9 of 16. the doctor is so annoying but i cant stop {series}
jomar: my sister tin-tin loves that one {tintin}
rhea: also started nihongo class at the uni 2 sats ago. sat mornings 8 to 11 till the end of nov. always wanted to read manga in the original lol {nihongo}
jomar: ganbatte lol
@ 2024-09-07
rhea: happy bday jomar!! how was it {ask-bday}
jomar: thx!! turned 30 on wed. the band played at my own party for once. tin-tin gave me a new phone {bday}
rhea: 30 na. old
jomar: shut up. how was ur bday n the diet
rhea: made it!! 8 kg down by aug 3 exactly. had 1 slice of cake n my first softdrink in 5 months {diet-done}
jomar: champion
rhea: n the doc check-up on aug 20: sugar is normal now. last yr she said borderline {doctor}
jomar: nice. we got 9 gigs in aug, a record. kuya dodong wants us at the fiesta in san joaquin next month {gigs}
rhea: 9! ur rich now
jomar: lol no. but the water pump is paid off. n im takin over tatay's jeep for good in jan, he's retiring {jeep-plan}
rhea: wow. im going to palawan in oct!! w my cousins, oct 14. puerto princesa 2 nites then el nido 4 nites {palawan-plan}
jomar: pic or it didnt happen
rhea: obvs. migo's staying w my mom {migo-mom}
rhea: finished the umbrella doctor btw. ending was bad, he picks the wrong girl. 16 eps for nothing {series-done}
jomar: lol. tin-tin said same
jomar: the guy from ur gym asked about u again. the tall one w the white towel {guy}
rhea: stop
@ 2024-12-14
jomar: how was palawan!! {ask-palawan}
rhea: amazing but short. typhoon came so we cut el nido to 2 nites n came home on the 18th. puerto princesa was fine, 2 nites {palawan}
jomar: sayang
rhea: heres el nido from the boat: grey cliffs straight up out of the water, 3 little bangkas n my cousin's hat flying off lol {photo}
jomar: lol the hat
rhea: oh n the gym guy is aldrin. we had coffee twice. he's an x-ray tech at the hospital in jaro {aldrin}
jomar: ayyyy
rhea: shh. band news?
jomar: the san joaquin fiesta was ok. then 11 gigs in nov, all christmas parties. bantay came to one n ate the lechon skin {gigs-11}
rhea: lol bantay
jomar: also wait, i said jan for tatay's jeep. its feb now, he wants one more xmas season {jeep-moved}
rhea: makes sense. migo made a parol for the school contest from barbecue sticks n yellow cellophane. got 2nd on fri!! {parol}
jomar: so proud
rhea: n nihongo class done on nov 23. passed the final w 82 {nihongo-done}
jomar: sugoi
rhea: noche buena at my new place. come w bantay {xmas}
@ 2025-04-05
rhea: jomar hows life as a jeep owner {ask-owner}
jomar: since feb 3 its all mine. first thing i did was paint "bantay" on the front lol {owner}
rhea: lol
jomar: but on mon it broke down again, the wheel bearing. 4200 {wheel-bearing}
rhea: stop buying parts lol. me n aldrin are official. he met my mom last sun {aldrin-official}
jomar: finally. mom approves?
rhea: she said "he eats like a good boy" lol {mom-quote}
jomar: haha
rhea: diet: gained 2 back over xmas. so 6 kg down from march last yr. no pandesal again starting mon {diet-6}
jomar: same. i walk bantay 5 km every morning b4 my route now {walk}
rhea: good. migo turns 8 on the 19th, party at the plaza {migo-bday}
jomar: we'll play! kuya dodong said free for family {band-free}
jomar: oh any bank news?
rhea: promoted!! head teller since mar 1. 3 tellers under me {promo}
""",
    [
        Q(
            "s",
            "What does jomar do for a living?",
            "He drives a jeepney on the Jaro to city proper route.",
            "ask-job job",
            {"ask-job": "jeepney", "job": "route"},
            "",
            True,
        ),
        Q(
            "t",
            "Since when has jomar driven the same jeepney route?",
            "2015-06",
            "job",
            "9 yrs; june",
            "human-date",
        ),
        Q(
            "s",
            "Whose jeepney did jomar drive at first?",
            "his father's (tatay's)",
            "job",
            "tatay's jeep",
        ),
        Q("s", "How much does jomar give his father a day for the jeep?", "800", "job", "800"),
        Q(
            "s",
            "Where does rhea work?",
            "as a teller at the bank on Iznart St",
            "job-r",
            "teller; iznart",
        ),
        Q(
            "t",
            "Since when has rhea worked at the bank?",
            "2020-08",
            "job-r",
            "4 yrs; aug",
            "human-date",
        ),
        Q(
            "t",
            "When did migo come 3rd in the spelling bee?",
            "2024-03-14",
            "spelling",
            "spelling bee; thurs",
            "relative-date",
        ),
        Q(
            "s",
            "Which word did migo get wrong in the spelling bee?",
            "necessary",
            "spelling",
            "necessary",
        ),
        Q(
            "s",
            "What did migo eat after the spelling bee?",
            "two halo halo",
            "spelling",
            "halo halo",
        ),
        Q(
            "s",
            "What did rhea give up for her diet?",
            "pandesal and softdrinks",
            "diet",
            "pandesal; softdrinks",
        ),
        Q("t", "When did rhea start her diet?", "2024-03-01", "diet", "march 1"),
        Q("t", "When was rhea's birthday in 2024?", "2024-08-03", "diet", "bday; aug 3"),
        Q("s", "How many kilos did rhea want to lose?", "8 kg", "diet", "8 kg"),
        Q("s", "Who did rhea start her diet with?", "her officemates", "diet", "officemates"),
        Q(
            "m",
            "How did rhea's weight loss go over 2024?",
            "2 kg by mid-March, 5 kg by June, 8 kg by her birthday on 3 August",
            "diet-2 diet-5 diet-done",
            {"diet-2": "2 kg", "diet-5": "5 kg", "diet-done": "8 kg"},
            "event-chain",
        ),
        Q(
            "m",
            "How many kilos down was rhea in April 2025, and why not more?",
            "6 kg down; she gained 2 back over Christmas",
            "diet-done diet-6",
            {"diet-done": "8 kg", "diet-6": "6 kg; xmas"},
            "latest",
        ),
        Q("s", "What is the name of jomar's band?", "sunday carabao", "band", "sunday carabao"),
        Q("s", "What instrument does jomar play in the band?", "the cajon", "band", "cajon"),
        Q(
            "s",
            "Why did jomar start playing the cajon?",
            "The band's drummer left for Doha in February.",
            "band",
            "drummer; doha",
        ),
        Q(
            "s",
            "What is a cajon, as jomar puts it?",
            "a wooden box you sit on and hit",
            "cajon",
            "wooden box",
        ),
        Q("s", "Who leads jomar's band?", "kuya dodong", "cajon", "dodong"),
        Q(
            "s",
            "What did kuya dodong ask the band to stop playing, and why?",
            "ballads, because the titas fall asleep",
            "cajon",
            "ballads; titas",
        ),
        Q(
            "m",
            "How many gigs did sunday carabao play in March, August and November 2024?",
            "4, then 9, then 11",
            "band gigs gigs-11",
            {"band": "4 gigs", "gigs": "9 gigs", "gigs-11": "11 gigs"},
            "event-chain",
        ),
        Q(
            "s",
            "What were sunday carabao's gigs in November 2024?",
            "Christmas parties",
            "gigs-11",
            "christmas parties",
        ),
        Q("s", "What was wrong with bantay in March 2024?", "tick fever", "bantay", "tick fever"),
        Q(
            "t",
            "Since when had bantay not been eating in March 2024?",
            "2024-03-13",
            "bantay",
            "not eating; wed",
            "relative-date",
        ),
        Q("s", "How long were bantay's meds to last?", "3 weeks", "bantay", "3 weeks"),
        Q("s", "Where does bantay sleep?", "under the jeep", "bantay-age", "under; jeep"),
        Q("s", "How old was bantay in March 2024?", "6", "bantay-age", "6", "fragment"),
        Q(
            "m",
            "Did bantay get better from his tick fever?",
            "Yes; he finished his meds and was chasing a cat by June 2024.",
            "bantay bantay-better",
            {"bantay": "tick fever", "bantay-better": "finished; meds"},
            "event-chain",
        ),
        Q(
            "t",
            "When did bantay chase a cat after his illness?",
            "2024-06-07",
            "bantay-better",
            "chased; cat; yday",
            "relative-date",
        ),
        Q(
            "t",
            "When did rhea move?",
            "2024-06-01",
            "move-plan moved",
            {"move-plan": "june 1", "moved": "june 1"},
        ),
        Q(
            "s",
            "Where did rhea move from and to?",
            "from the apartment in Jaro to a 2-bedroom in Mandurriao near the bank",
            "move-plan",
            "jaro; mandurriao",
        ),
        Q(
            "s",
            "What did migo put on the ceiling of his new room?",
            "glow stars",
            "moved",
            "glow stars",
        ),
        Q("s", "What did rhea give jomar after he helped her move?", "pancit", "pancit", "pancit"),
        Q("s", "How many floors did jomar carry rhea's ref up?", "3", "ref", "3 floors"),
        Q(
            "s",
            "What did rhea buy second-hand, where and for how much?",
            "a ref (fridge), on Marketplace, for 4500",
            "ref",
            "second hand; marketplace; 4500",
        ),
        Q(
            "t",
            "When did rhea buy the second-hand ref?",
            "2024-06-04",
            "ref",
            "4500; tues",
            "relative-date",
        ),
        Q(
            "s",
            "What did rhea's boss say about her weight loss?",
            "rhea ur glowing",
            "diet-5",
            "glowing",
        ),
        Q(
            "t",
            "When did jomar's jeep overheat on the diversion road?",
            "2024-06-03",
            "jeep",
            "overheated; mon",
            "relative-date",
        ),
        Q(
            "s",
            "What broke when jomar's jeep overheated, and what did it cost?",
            "the water pump; 6500 and 3 days with no income",
            "jeep",
            "water pump; 6500",
        ),
        Q(
            "s",
            "How did jomar get a paso (burn) on his leg?",
            "from the muffler, while fixing the jeep",
            "paso",
            "paso; muffler",
        ),
        Q("s", "How long was jomar's leg covered?", "a week", "paso", "wk"),
        Q(
            "s",
            "Which series did rhea watch every night in 2024?",
            '"the umbrella doctor"',
            "series",
            "umbrella doctor",
        ),
        Q(
            "m",
            'What did rhea think of "the umbrella doctor" while watching it and at the end?',
            "The doctor was annoying but she couldn't stop; the ending was bad because he picks the wrong girl.",
            "series series-done",
            {"series": "annoying", "series-done": "ending; wrong girl"},
            "event-chain",
        ),
        Q("s", 'How many episodes does "the umbrella doctor" have?', "16", "series", "16"),
        Q("s", "Who is tin-tin?", "jomar's sister", "tintin", "sister; tin-tin"),
        Q(
            "s",
            "Why is rhea learning nihongo?",
            "She always wanted to read manga in the original.",
            "nihongo",
            "manga; original",
        ),
        Q(
            "t",
            "When did rhea start her nihongo class?",
            "2024-05-25",
            "nihongo",
            "nihongo; 2 sats ago",
            "relative-date",
        ),
        Q(
            "s",
            "When does rhea's nihongo class meet?",
            "Saturday mornings, 8 to 11, at the uni",
            "nihongo",
            "sat mornings; 8; 11",
        ),
        Q(
            "m",
            "How did rhea's nihongo class end?",
            "It finished on 23 November 2024 and she passed the final with 82.",
            "nihongo nihongo-done",
            {"nihongo": "nihongo", "nihongo-done": "passed; 82"},
            "event-chain",
        ),
        Q("t", "When did rhea's nihongo class end?", "2024-11-23", "nihongo-done", "nov 23"),
        Q("t", "When did jomar turn 30?", "2024-09-04", "bday", "30; wed", "relative-date"),
        Q("s", "What did tin-tin give jomar for his 30th?", "a new phone", "bday", "new phone"),
        Q(
            "s",
            "What did rhea have on her birthday after the diet?",
            "one slice of cake and her first softdrink in 5 months",
            "diet-done",
            "cake; softdrink",
        ),
        Q(
            "t",
            "When was rhea's check-up with the doctor?",
            "2024-08-20",
            "doctor",
            "check-up; aug 20",
        ),
        Q(
            "s",
            "What did rhea's check-up show?",
            "Her sugar is normal now; the year before it was borderline.",
            "doctor",
            "sugar; normal",
        ),
        Q(
            "s",
            "Where did kuya dodong want the band to play in October 2024?",
            "at the fiesta in San Joaquin",
            "gigs",
            "fiesta; san joaquin",
        ),
        Q(
            "m",
            "When did jomar first plan to take over his father's jeep, and when did he actually?",
            "planned for January 2025; moved to February, and it was his from 3 February 2025",
            "jeep-plan jeep-moved owner",
            {"jeep-plan": "jan", "jeep-moved": "feb", "owner": "feb 3"},
            "latest",
        ),
        Q("t", "Since when has jomar owned the jeep?", "2025-02-03", "owner", "feb 3"),
        Q(
            "s",
            "Why did jomar's father put off handing over the jeep?",
            "He wanted one more Christmas season.",
            "jeep-moved",
            "xmas season",
        ),
        Q(
            "s",
            "Why is jomar's father giving him the jeep?",
            "He is retiring.",
            "jeep-plan",
            "retiring",
        ),
        Q(
            "s",
            "What did jomar paint on the front of his jeep?",
            "bantay",
            "owner",
            "bantay; paint",
        ),
        Q(
            "m",
            "What were the two things that broke on jomar's jeep, in order?",
            "the water pump, then the wheel bearing (the second time)",
            "jeep wheel-bearing",
            {"jeep": "water pump", "wheel-bearing": "wheel bearing"},
            "latest",
        ),
        Q(
            "t",
            "When did jomar's jeep break down with the wheel bearing?",
            "2025-03-31",
            "wheel-bearing",
            "wheel bearing; mon",
            "relative-date",
        ),
        Q("s", "How much did the wheel bearing cost jomar?", "4200", "wheel-bearing", "4200"),
        Q(
            "s",
            "What was rhea's plan for Palawan?",
            "from 14 October with her cousins: Puerto Princesa 2 nights, then El Nido 4 nights",
            "palawan-plan",
            "puerto princesa; el nido",
        ),
        Q("t", "When was rhea to leave for Palawan?", "2024-10-14", "palawan-plan", "oct 14"),
        Q(
            "m",
            "How did rhea's Palawan trip change?",
            "A typhoon cut El Nido from 4 nights to 2, and she came home on 18 October.",
            "palawan-plan palawan",
            {"palawan-plan": "4 nites", "palawan": "typhoon; 2 nites"},
            "latest",
        ),
        Q("t", "When did rhea come home from Palawan?", "2024-10-18", "palawan", "came home; 18th"),
        Q("s", "Who looked after migo while rhea was in Palawan?", "rhea's mom", "migo-mom", "mom"),
        Q(
            "s",
            "What does rhea's photo from El Nido show?",
            "grey cliffs straight up out of the water, three little bangkas and her cousin's hat flying off",
            "photo",
            "grey cliffs; bangkas",
        ),
        Q(
            "m",
            "Who is the guy from rhea's gym, and what does he do?",
            "aldrin, an x-ray tech at the hospital in Jaro",
            "guy aldrin",
            {"guy": "gym", "aldrin": "aldrin; x-ray tech"},
        ),
        Q(
            "s",
            "What was the guy from rhea's gym known by before he had a name?",
            "the tall one with the white towel",
            "guy",
            "tall; white towel",
        ),
        Q(
            "t",
            "When did aldrin meet rhea's mom?",
            "2025-03-30",
            "aldrin-official",
            "met; mom; sun",
            "relative-date",
        ),
        Q(
            "s",
            "What did rhea's mom say about aldrin?",
            "he eats like a good boy",
            "mom-quote",
            "eats; good boy",
            "third-person-fact",
        ),
        Q(
            "s",
            "What did bantay eat at a Christmas party?",
            "the lechon skin",
            "gigs-11",
            "lechon skin",
        ),
        Q(
            "s",
            "What did migo make for the school contest, and from what?",
            "a parol, from barbecue sticks and yellow cellophane",
            "parol",
            "parol; barbecue sticks",
        ),
        Q(
            "t",
            "When did migo's parol win 2nd?",
            "2024-12-13",
            "parol",
            "2nd; fri",
            "relative-date",
        ),
        Q(
            "s",
            "Where is rhea holding noche buena in 2024?",
            "at her new place",
            "xmas",
            "noche buena; new place",
        ),
        Q(
            "s",
            "How far does jomar walk bantay every morning?",
            "5 km, before his route",
            "walk",
            "5 km",
        ),
        Q("t", "When does migo turn 8?", "2025-04-19", "migo-bday", "8; 19th"),
        Q("s", "Where is migo's 8th birthday party?", "at the plaza", "migo-bday", "plaza"),
        Q(
            "s",
            "Who will play at migo's party, and for how much?",
            "sunday carabao, for free",
            "migo-bday band-free",
            {"migo-bday": "party", "band-free": "free"},
        ),
        Q(
            "s",
            "What is rhea's new job at the bank?",
            "head teller, with 3 tellers under her",
            "promo",
            "head teller",
        ),
        Q(
            "t",
            "Since when has rhea been head teller?",
            "2025-03-01",
            "promo",
            "head teller; mar 1",
        ),
        Q(
            "m",
            "How long had rhea worked at the bank when she became head teller?",
            "about four and a half years: since August 2020, promoted on 1 March 2025",
            "job-r promo",
            {"job-r": "4 yrs; aug", "promo": "mar 1"},
        ),
        Q("o", "On which island is Iloilo, where jomar and rhea live?", "Panay", "ask-job", "jaro"),
        Q(
            "o",
            "Which language is the nihongo that rhea studied?",
            "Japanese",
            "nihongo",
            "nihongo",
        ),
        Q(
            "o",
            "What might migo enjoy for his birthday, going by what he has done?",
            "a craft kit or a book of hard words, since he made a parol and did a spelling bee",
            "parol spelling",
            {"parol": "parol", "spelling": "spelling bee"},
        ),
        Q(
            "m",
            "What happened to jomar's jeep on the day before rhea bought her second-hand ref?",
            "It overheated on the diversion road; the water pump",
            "jeep ref",
            {"jeep": "water pump", "ref": "tues"},
        ),
    ],
)
CONVERSATIONS.append(JOMAR_RHEA)


DRAGANA_MILORAD = Conv(
    "pair",
    "named_json",
    ["Dragana", "Milorad"],
    """
@ 2024-05-11
Milorad: Dragana, my dear, are you still selling tickets at the theatre? {ask-job}
Dragana: Still at the box office of the Serbian National Theatre, fifteen years this September. I know every regular by their coat. {job}
Milorad: Fifteen years! And the family?
Dragana: Big news: Nemanja is getting married! To his girlfriend from Greece, the architect he met at work in Belgrade. The wedding is next June, in her town, Nafplio. {wedding-plan}
Milorad: A Greek wedding! Will you dance?
Dragana: I'll have to. So I've signed up for a Greek course at the library in Liman, Monday and Wednesday evenings, so that I can talk to her parents. {greek-course}
Milorad: Bravo. My news is smaller: I planted six young apricot trees behind the house in March, where the old pigsty was. {trees}
Dragana: Six! When will they give fruit?
Milorad: Not this year. The man who sold them to me said "Three years, and don't expect anything before then." {seller-quote}
Dragana: And how is Žuća?
Milorad: She is fourteen and slow, but she still walks me to the shop every morning. {zuca}
Dragana: Give her a bone from me. My granddaughter Mina turned five on Thursday, and Jelena baked her a cake in the shape of a cat. {mina}
Milorad: Five already! Our band played at a golden wedding in Irig on the first Friday of May, and I've bought a second-hand brač from the widow of our old player, for two hundred euros. {brac}
Dragana: Is it better than your old one?
Milorad: Much better, and the band says the same. We're the Zlatni Sremci, five old men, and we play every Friday evening at Kod Bele Lađe by the river. {band}
Dragana: I'll come one Friday. I've set myself a challenge too: to cycle the sixty-kilometre route over Fruška Gora in September. For now I ride to work along the river, fifteen kilometres there and back. {bike-goal}
Milorad: Sixty kilometres over the hills! Good luck.
Dragana: I'll need it. Nemanja says I can do it.
@ 2024-08-17
Dragana: Milorad, that wind last week! How are the trees? {ask-trees}
Milorad: Two of the six snapped on Tuesday night, so I have four now. I'll plant two new ones in the autumn. {trees-4}
Dragana: What a shame. Did you make rakija this summer?
Milorad: My neighbour's old trees gave so much fruit that we made thirty litres of apricot rakija together. {rakija}
Dragana: Thirty litres! My news: my mother is moving in with us. She's leaving Subotica on the 1st of September, after fifty years in the same flat, and she'll have the little room at the back. {mother-move}
Milorad: That's a big change for her.
Dragana: She says she's coming for Mina, not for me. {mother-quote}
Milorad: Ha. How is the cycling?
Dragana: Thirty-five kilometres last Sunday, to Sremski Karlovci and back the long way. I was going to stop at your house, but I didn't dare get off the bike. {bike-35}
Milorad: Next time! Here's a photo of the garden: four little trees in a row, the two broken ones as stumps, and Žuća asleep in the shade of the wall. {photo-garden}
Dragana: Poor stumps. Did you see the film I told you about, "Pearls for Vera"?
Milorad: I saw it at the summer cinema at the fortress on Wednesday. Too long, and the husband was a fool, but the music was beautiful. {film}
Dragana: I cried at the end.
Milorad: You cry at the news. How is the Greek?
Dragana: I've finished the first level, and on Thursday I said a whole sentence to Eleni on the phone. Nemanja's fiancée, Eleni. She laughed, but kindly. {eleni}
Milorad: Good. When exactly is the wedding?
Dragana: The 7th of June, in a church above the sea in Nafplio. {wedding-date}
@ 2024-11-09
Milorad: Dragana, I have sad news. Žuća died on the 28th of October. She stopped eating, the vet said her heart was tired, and she went in her sleep two days later. {zuca-died}
Dragana: Oh Milorad, I'm so sorry. Fourteen years.
Milorad: Fourteen and a half. I buried her under the apricot trees. {buried}
Dragana: She'd like that. Did you plant the two new trees?
Milorad: Yes, last weekend. Six again. {trees-6}
Dragana: Good. My news is the bike: I did it! Sixty kilometres over Fruška Gora on the 22nd of September, in five hours and ten minutes. {bike-done}
Milorad: Bravo! I knew you would.
Dragana: And my old Yugo finally died, on the bridge on the way to work on Monday. The timing belt. The mechanic wants twenty-two thousand dinars. {yugo}
Milorad: For a Yugo? Give it to a museum.
Dragana: That's what my mother said. Living with her is fine, by the way: she makes gibanica on Sundays and tells Mina stories about Subotica. {mother-fine}
Milorad: And the Greek?
Dragana: Second level now, with a new teacher, Mr. Kostas, who sings when we get something wrong. {kostas}
Milorad: I'm reading a book you'd like, "The Ferryman's Daughter", about a ferry on the Tisa in 1920. I'm on page two hundred. {ferryman}
Dragana: Is it good?
Milorad: Slow, but good. The daughter is the only one with any sense. {ferryman-op}
@ 2025-02-22
Dragana: How are you, without Žuća?
Milorad: Quiet, but not for long. My neighbour's dog had puppies, and he left one on my step at New Year. A brown one; I call him Brko because of his dark snout. {brko}
Dragana: A new friend!
Milorad: He eats my shoes. And I went to the doctor on Tuesday about my hands, because the brač was hurting. Stiff joints in two fingers; she gave me a rubber ball to squeeze, ten minutes every morning. {doctor}
Dragana: Can you still play?
Milorad: Yes, just shorter evenings. We play only until ten now, instead of midnight. {band-shorter}
Dragana: My doctor news: the skin doctor took a spot off my shoulder in January, and the result came back harmless on Monday. {skin}
Milorad: Thank God.
Dragana: I kept the Yugo, by the way. The mechanic fixed it for eighteen thousand in the end, not twenty-two. {yugo-fixed}
Milorad: Of course you did. I finished "The Ferryman's Daughter" on New Year's Day. The ending made up for the slow middle: the daughter takes over the ferry herself. {ferryman-done}
Dragana: I'll borrow it. The wedding plan: we fly to Kalamata on the 3rd of June, two days there, then the bus to Nafplio on the 5th, the wedding on the 7th, and home on the 10th. {trip-plan}
Milorad: And your mother?
Dragana: She's coming too! Eighty-one and she's never been on a plane. {mother-plane}
Milorad: I'm making Mina a wooden doll's house for her sixth birthday, with a red roof. {dollhouse}
@ 2025-06-14
Milorad: Welcome home! How was the wedding? {ask-wedding}
Dragana: Beautiful. Here's my favourite photo: Nemanja and Eleni on the church steps, the sea behind them, and my mother in her blue dress throwing petals. {wedding-photo}
Milorad: Your mother on a plane! How did she find it?
Dragana: She held my hand from Belgrade to Kalamata and then said it was nothing. In Kalamata we climbed up to the old fortress at sunset, and she beat me to the top. {mother-flight}
Milorad: And your Greek?
Dragana: I gave a short toast in Greek at the dinner, four sentences. Eleni's father cried, or maybe it was the wine. {toast}
Milorad: Bravo, Dragana.
Dragana: One change: we came home on the 11th, not the 10th, because our bus to Kalamata was cancelled and we missed the plane. {home-late}
Milorad: Poor you. I have apricot news: my first fruit! Only nine, on the oldest of the young trees, and Brko ate two of them. {first-fruit}
Dragana: Ha! Did Mina like the doll's house?
Milorad: She did. She put her grandmother's old thimble in it as a bath, and she calls it "the Milorad house". {dollhouse-done}
Dragana: That's lovely. Will the band play this summer?
Milorad: The Zlatni Sremci will play at the grape harvest days in Karlovci in September, on the main square. {harvest}
Dragana: I'll come with my mother.
""",
    [
        Q(
            "s",
            "Where does Dragana work?",
            "at the box office of the Serbian National Theatre",
            "ask-job job",
            {"ask-job": "tickets; theatre", "job": "box office"},
            "",
            True,
        ),
        Q(
            "t",
            "Since when has Dragana worked at the theatre's box office?",
            "2009-09",
            "job",
            "fifteen years; september",
            "human-date",
        ),
        Q(
            "s",
            "How does Dragana know the theatre's regulars?",
            "by their coat",
            "job",
            "regular; coat",
        ),
        Q(
            "s",
            "Who is Nemanja marrying?",
            "his girlfriend from Greece, an architect he met at work in Belgrade; Eleni",
            "wedding-plan",
            "girlfriend; greece",
        ),
        Q(
            "m",
            "What is the name of Nemanja's fiancée, and what does she do?",
            "Eleni, an architect",
            "wedding-plan eleni",
            {"wedding-plan": "architect", "eleni": "eleni"},
        ),
        Q(
            "s",
            "Where is Nemanja's wedding?",
            "in Nafplio, in a church above the sea",
            "wedding-plan",
            "nafplio",
        ),
        Q("t", "When is Nemanja's wedding?", "2025-06-07", "wedding-date", "7th; june"),
        Q(
            "s",
            "Why is Dragana learning Greek?",
            "so that she can talk to Eleni's parents",
            "greek-course",
            "greek; parents",
        ),
        Q(
            "s",
            "Where and when is Dragana's Greek course?",
            "at the library in Liman, Monday and Wednesday evenings",
            "greek-course",
            "library; liman",
        ),
        Q(
            "m",
            "How did Dragana's Greek go over the year before the wedding?",
            "first level done by August 2024, a whole sentence to Eleni on the phone, second level with Mr. Kostas, then a four-sentence toast at the wedding dinner",
            "eleni kostas toast",
            {"eleni": "first level", "kostas": "second level", "toast": "toast; greek"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Dragana say a whole sentence in Greek to Eleni on the phone?",
            "2024-08-15",
            "eleni",
            "sentence; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "What does Dragana's Greek teacher Mr. Kostas do when the class gets something wrong?",
            "He sings.",
            "kostas",
            "sings",
        ),
        Q(
            "s",
            "How many apricot trees did Milorad plant first?",
            "six",
            "trees",
            "six; apricot trees",
        ),
        Q("t", "When did Milorad plant his apricot trees?", "2024-03", "trees", "planted; march"),
        Q(
            "s",
            "Where did Milorad plant his apricot trees?",
            "behind the house, where the old pigsty was",
            "trees",
            "pigsty",
        ),
        Q(
            "s",
            "What did the man who sold Milorad the trees say?",
            "Three years, and don't expect anything before then.",
            "seller-quote",
            "three years",
        ),
        Q(
            "m",
            "How many apricot trees did Milorad have after the wind, and after the autumn?",
            "four after two snapped in August 2024; six again after he planted two in November",
            "trees-4 trees-6",
            {"trees-4": "four", "trees-6": "six"},
            "latest",
        ),
        Q(
            "t",
            "When did two of Milorad's apricot trees snap?",
            "2024-08-13",
            "trees-4",
            "snapped; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Milorad plant the two new apricot trees?",
            "2024-11",
            "trees-6",
            "last weekend",
            "relative-date",
        ),
        Q(
            "s",
            "How much apricot rakija did Milorad make with his neighbour?",
            "thirty litres",
            "rakija",
            "thirty litres",
        ),
        Q("s", "How old was Žuća in May 2024?", "fourteen", "zuca", "fourteen", "pronoun"),
        Q("s", "Where does Žuća walk Milorad every morning?", "to the shop", "zuca", "shop"),
        Q("t", "When did Žuća die?", "2024-10-28", "zuca-died", "28th; october"),
        Q(
            "s",
            "What did the vet say was wrong with Žuća?",
            "Her heart was tired.",
            "zuca-died",
            "heart; tired",
        ),
        Q(
            "s",
            "Where did Milorad bury Žuća?",
            "under the apricot trees",
            "buried",
            "apricot trees",
        ),
        Q(
            "m",
            "How old was Žuća when she died?",
            "fourteen and a half",
            "zuca buried",
            {"zuca": "fourteen", "buried": "fourteen half"},
        ),
        Q(
            "s",
            "How did Milorad get Brko?",
            "His neighbour's dog had puppies and the neighbour left one on his step at New Year.",
            "brko",
            "puppies; step",
        ),
        Q(
            "s",
            "Why did Milorad call his dog Brko?",
            "because of his dark snout",
            "brko",
            "dark snout",
        ),
        Q("s", "What does Brko chew?", "Milorad's shoes", "doctor", "shoes"),
        Q("t", "When did Mina turn five?", "2024-05-09", "mina", "five; thursday", "relative-date"),
        Q(
            "s",
            "What cake did Jelena bake for Mina's fifth birthday?",
            "a cake in the shape of a cat",
            "mina",
            "cake; cat",
        ),
        Q("s", "Who baked Mina's fifth birthday cake?", "Jelena", "mina", "jelena; baked"),
        Q(
            "t",
            "When did Milorad's band play at the golden wedding in Irig?",
            "2024-05-03",
            "brac",
            "golden wedding; first friday; may",
            "relative-date",
        ),
        Q(
            "s",
            "What did Milorad buy second-hand, from whom and for how much?",
            "a brač, from the widow of the band's old player, for two hundred euros",
            "brac",
            "brač; widow; two hundred",
        ),
        Q("s", "What is Milorad's band called?", "the Zlatni Sremci", "band", "zlatni sremci"),
        Q(
            "s",
            "Where and when does Milorad's band play?",
            "every Friday evening at Kod Bele Lađe by the river",
            "band",
            "friday; kod bele lađe",
        ),
        Q(
            "s",
            "How many players are in the Zlatni Sremci?",
            "five old men",
            "band",
            "five old men",
        ),
        Q(
            "m",
            "How did Milorad's hands change his band's evenings?",
            "Stiff joints in two fingers; they now play only until ten instead of midnight.",
            "doctor band-shorter",
            {"doctor": "stiff joints", "band-shorter": "ten; midnight"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Milorad see the doctor about his hands?",
            "2025-02-18",
            "doctor",
            "doctor; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Milorad's doctor give him for his fingers?",
            "a rubber ball to squeeze, ten minutes every morning",
            "doctor",
            "rubber ball",
        ),
        Q(
            "s",
            "Where is the Zlatni Sremci's concert in September 2025?",
            "at the grape harvest days in Karlovci, on the main square",
            "harvest",
            "grape harvest; karlovci",
        ),
        Q(
            "s",
            "What was Dragana's cycling goal?",
            "to cycle the sixty-kilometre route over Fruška Gora in September",
            "bike-goal",
            "sixty; fruška gora",
        ),
        Q(
            "s",
            "How far is Dragana's ride to work and back?",
            "fifteen kilometres",
            "bike-goal",
            "fifteen kilometres",
        ),
        Q(
            "m",
            "How did Dragana's longest ride grow in 2024?",
            "fifteen kilometres to work and back in May, thirty-five in August, sixty over Fruška Gora in September",
            "bike-goal bike-35 bike-done",
            {"bike-goal": "fifteen", "bike-35": "thirty-five", "bike-done": "sixty"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Dragana ride thirty-five kilometres?",
            "2024-08-11",
            "bike-35",
            "thirty-five; last sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Dragana cycle the sixty kilometres over Fruška Gora?",
            "2024-09-22",
            "bike-done",
            "22nd; september",
        ),
        Q(
            "s",
            "How long did the sixty-kilometre ride take Dragana?",
            "five hours and ten minutes",
            "bike-done",
            "five hours; ten minutes",
        ),
        Q(
            "s",
            "Why did Dragana not stop at Milorad's house on her ride?",
            "She didn't dare get off the bike.",
            "bike-35",
            "dare; get off",
        ),
        Q(
            "t",
            "When did Dragana's mother leave Subotica?",
            "2024-09-01",
            "mother-move",
            "1st; september",
        ),
        Q(
            "s",
            "How long had Dragana's mother lived in her flat in Subotica?",
            "fifty years",
            "mother-move",
            "fifty years",
        ),
        Q(
            "s",
            "Which room did Dragana's mother get?",
            "the little room at the back",
            "mother-move",
            "little room; back",
        ),
        Q(
            "s",
            "Who did Dragana's mother say she was moving for?",
            "for Mina",
            "mother-quote",
            "mina",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does Dragana's mother do on Sundays?",
            "makes gibanica (and tells Mina stories about Subotica)",
            "mother-fine",
            "gibanica; sundays",
        ),
        Q(
            "s",
            "What does Milorad's garden photo show?",
            "four little trees in a row, two stumps and Žuća asleep in the shade of the wall",
            "photo-garden",
            "four little trees; stumps",
        ),
        Q(
            "t",
            'When did Milorad see "Pearls for Vera"?',
            "2024-08-14",
            "film",
            "summer cinema; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            'What did Milorad think of "Pearls for Vera"?',
            "too long and the husband was a fool, but the music was beautiful",
            "film",
            "too long; music beautiful",
        ),
        Q(
            "s",
            'Where did Milorad see "Pearls for Vera"?',
            "at the summer cinema at the fortress",
            "film",
            "summer cinema; fortress",
        ),
        Q(
            "t",
            "When did Dragana's Yugo break down on the bridge?",
            "2024-11-04",
            "yugo",
            "bridge; monday",
            "relative-date",
        ),
        Q("s", "What broke on Dragana's Yugo?", "the timing belt", "yugo", "timing belt"),
        Q(
            "m",
            "How much did the Yugo's repair cost in the end, compared with the quote?",
            "eighteen thousand dinars instead of twenty-two thousand",
            "yugo yugo-fixed",
            {"yugo": "twenty-two thousand", "yugo-fixed": "eighteen thousand"},
            "latest",
        ),
        Q(
            "s",
            "What book was Milorad reading in November 2024, and what is it about?",
            '"The Ferryman\'s Daughter", about a ferry on the Tisa in 1920',
            "ferryman",
            "ferryman's daughter; tisa",
        ),
        Q(
            "m",
            'What did Milorad think of "The Ferryman\'s Daughter" halfway and at the end?',
            "slow but good, the daughter the only one with sense; at the end the ending made up for the slow middle",
            "ferryman-op ferryman-done",
            {"ferryman-op": "slow; good", "ferryman-done": "ending; slow middle"},
            "event-chain",
        ),
        Q(
            "t",
            'When did Milorad finish "The Ferryman\'s Daughter"?',
            "2025-01-01",
            "ferryman-done",
            "finished; new year's day",
            "human-date",
        ),
        Q(
            "s",
            'How does "The Ferryman\'s Daughter" end?',
            "The daughter takes over the ferry herself.",
            "ferryman-done",
            "daughter; takes over",
        ),
        Q(
            "t",
            "When did the skin doctor's result come back?",
            "2025-02-17",
            "skin",
            "result; monday",
            "relative-date",
        ),
        Q(
            "s",
            "What did the skin doctor take off Dragana's shoulder, and what was the result?",
            "a spot; harmless",
            "skin",
            "spot; harmless",
        ),
        Q(
            "s",
            "What was the plan for the wedding trip?",
            "fly to Kalamata on 3 June, two days there, bus to Nafplio on the 5th, wedding on the 7th, home on the 10th",
            "trip-plan",
            "kalamata; nafplio; 10th",
        ),
        Q(
            "t",
            "When did Dragana fly to Kalamata for the wedding?",
            "2025-06-03",
            "trip-plan",
            "3rd; june",
        ),
        Q(
            "m",
            "When did Dragana come home from the wedding, and why was it not as planned?",
            "on the 11th of June, not the 10th, because their bus to Kalamata was cancelled and they missed the plane",
            "trip-plan home-late",
            {"trip-plan": "10th", "home-late": "11th; cancelled"},
            "latest",
        ),
        Q(
            "t",
            "When did Dragana actually come home from Greece?",
            "2025-06-11",
            "home-late",
            "home; 11th",
            "latest",
        ),
        Q(
            "s",
            "How old was Dragana's mother when she flew for the first time?",
            "eighty-one",
            "mother-plane",
            "eighty-one",
        ),
        Q(
            "s",
            "How did Dragana's mother manage the flight?",
            "She held Dragana's hand from Belgrade to Kalamata and then said it was nothing.",
            "mother-flight",
            "held; hand",
        ),
        Q(
            "s",
            "What did Dragana's mother do at the old fortress in Kalamata?",
            "She beat Dragana to the top at sunset.",
            "mother-flight",
            "old fortress; beat",
        ),
        Q(
            "s",
            "What does Dragana's favourite wedding photo show?",
            "Nemanja and Eleni on the church steps, the sea behind them, and her mother in a blue dress throwing petals",
            "wedding-photo",
            "church steps; petals",
        ),
        Q(
            "s",
            "How long was Dragana's toast in Greek?",
            "four sentences",
            "toast",
            "four sentences",
        ),
        Q(
            "s",
            "Who cried at Dragana's toast?",
            "Eleni's father (or maybe it was the wine)",
            "toast",
            "eleni's father; cried",
        ),
        Q(
            "m",
            "When did Milorad get his first fruit, and how long after planting?",
            "June 2025, about fifteen months after planting the trees in March 2024 (not the three years the seller said)",
            "trees first-fruit",
            {"trees": "march", "first-fruit": "first fruit"},
        ),
        Q(
            "s",
            "How much fruit was there in Milorad's first crop, and what happened to some?",
            "nine; Brko ate two",
            "first-fruit",
            "nine; brko",
        ),
        Q(
            "s",
            "What did Milorad make Mina for her sixth birthday?",
            "a wooden doll's house with a red roof",
            "dollhouse",
            "doll's house; red roof",
        ),
        Q(
            "m",
            "What did Mina do with the doll's house Milorad made her?",
            'She put her grandmother\'s old thimble in it as a bath and calls it "the Milorad house".',
            "dollhouse dollhouse-done",
            {"dollhouse": "doll's house", "dollhouse-done": "thimble; milorad house"},
            "event-chain",
        ),
        Q(
            "o",
            "In which country are Novi Sad, Sremski Karlovci and Fruška Gora?",
            "Serbia",
            "bike-goal bike-35",
            {"bike-goal": "fruška gora", "bike-35": "sremski karlovci"},
        ),
        Q(
            "o",
            "What kind of instrument is the brač Milorad plays?",
            "a small tambura with strings",
            "brac",
            "brač",
        ),
        Q(
            "o",
            "What might Dragana enjoy doing next, going by her year?",
            "a longer bike ride or a further Greek course or a trip back to Greece",
            "bike-done toast",
            {"bike-done": "sixty", "toast": "greek"},
        ),
        Q(
            "o",
            "On which peninsula of Greece is Nafplio, where Nemanja married?",
            "the Peloponnese",
            "wedding-date",
            "nafplio",
        ),
        Q(
            "m",
            "What happened to Milorad's dog in the weeks before Dragana's Yugo broke down?",
            "Žuća died on 28 October 2024.",
            "zuca-died yugo",
            {"zuca-died": "28th; october", "yugo": "monday"},
        ),
    ],
)
CONVERSATIONS.append(DRAGANA_MILORAD)


ANAHIT_TIGRAN = Conv(
    "pair",
    "timestamped_lines",
    ["Anahit", "Tigran"],
    """
@ 2024-09-21
Tigran: Anahit jan, how is Yerevan? Are you still at the Matenadaran, gluing old books back together? {ask-job}
Anahit: Still restoring manuscripts at the Matenadaran, nine years this November. This month it's a fourteenth-century book of sermons with a hole burned through forty pages. {job}
Tigran: Forty pages! I have news: I've started on my grandfather's house in Kumayri, the black stone one on Abovyan street. It has been empty since the earthquake. {house}
Anahit: Finally! What comes first?
Tigran: The roof. The men start on the 7th of October. And I've bought second-hand windows from a house they're pulling down in Vanadzor, eleven of them for three hundred thousand dram. {windows}
Anahit: Clever. How will you get them to Gyumri?
Tigran: In the Zhiguli, two at a time. It's only forty years old. {zhiguli}
Anahit: Ha. My news: the big family reunion is happening! My aunt Arpi is gathering everybody in Glendale next August, forty-one of us, and I'm going with the children. {reunion-plan}
Tigran: Los Angeles! Will you stop anywhere on the way?
Anahit: Two days in Frankfurt first, with my cousin Gohar, then ten days in Glendale. {reunion-route}
Tigran: Bring me back a cowboy hat. How are Nare and Davit? {hat}
Anahit: Nare is twelve and has joined the dance group at the youth centre, Tuesdays and Fridays. Davit is eight and says he'll be an astronaut; he counts down from ten before he jumps off the sofa. {kids}
Tigran: A true astronaut. I've started something too: duduk lessons with old Mr. Levon, who played at my parents' wedding. Saturdays at ten. {duduk}
Anahit: A duduk! Play me something next time.
Tigran: After ten lessons, maybe. Mr. Levon says "The duduk doesn't like hurry." {levon-quote}
Anahit: He's right. I climb the Cascade every morning before work now, by the way. My goal is the southern summit of Aragats next July. {aragats-goal}
Tigran: The Cascade every morning! How many times up?
Anahit: Once, with two stops. Davit says I'm slow. {cascade-1}
@ 2024-12-07
Anahit: How is the roof? {ask-roof}
Tigran: Done on the 15th of November, a week late because of the rain. Here it is: a new grey roof on the old black stone, and my dog Aslan sitting on the wall as if he built it. {roof}
Anahit: Aslan the builder! And the windows?
Tigran: They go in after New Year. {windows-plan}
Anahit: The Cascade: twice up now, without stopping, every morning. Davit comes with me on Sundays and still beats me. {cascade-2}
Tigran: Good. The Zhiguli died on the road from Vanadzor on Wednesday, with the last two windows in the back. Something in the engine; the mechanic in Spitak wants eighty thousand dram. {zhiguli-died}
Anahit: Poor Zhiguli! Did the windows survive?
Tigran: Both windows survived. My back didn't.
Anahit: I saw a film you'd hate on Sunday, "The Watchman of Kanaker", at the Moscow cinema. Three hours about a night watchman's last shift, and I loved every minute. {film}
Tigran: Three hours! Duduk news: seven lessons now, and Mr. Levon says I can play a slow song from Shirak at my niece Ani's betrothal in February. {duduk-7}
Anahit: Wonderful. Nare's dance group had their first show yesterday at the youth centre. She was in the second row and didn't look at her feet once. {nare-show}
Tigran: Bravo Nare.
Anahit: And a doctor story: my eyes. I saw the eye doctor on Monday, because the manuscripts were swimming. I need spectacles for close work, at forty-four! {eyes}
Tigran: Welcome to the club.
Anahit: The club of old people, you mean.
@ 2025-03-29
Tigran: Anahit! The windows are in, all eleven, since the 10th of March. The house has light again after thirty-seven years. {windows-in}
Anahit: Thirty-seven years! Send me a picture.
Tigran: Here: eleven white frames in the black wall, two of them still with the Vanadzor house's blue paint inside. And I have a neighbour now, an old widow across the road who brings me gata every Friday. {neighbour}
Anahit: Marry her.
Tigran: She's eighty. And I played the slow song at Ani's betrothal on the 16th of February. My hands shook, but Mr. Levon nodded, and that's enough for me. {betrothal}
Anahit: Your first time in front of people! I've bought the tickets for the reunion: we fly on the 2nd of August, two days in Frankfurt, Los Angeles on the 4th, and home on the 15th. {tickets}
Tigran: Don't forget the cowboy hat.
Anahit: The Cascade is three times up every morning now, and on Sunday I walked up to Lake Kari with my colleague Hasmik, my first training walk on Aragats. {kari}
Tigran: Lake Kari in March? In the snow?
Anahit: Snow to the knees. Hasmik is coming to the summit with me. {hasmik}
Tigran: I've been reading, by the way: "Letters from Lake Sevan", the one you gave me at New Year. {letters}
Anahit: And?
Tigran: I'm halfway. The daughter's letters are better than the father's. {letters-op}
Anahit: I've got my spectacles now, red ones. The director said "At last you'll stop sniffing the pages." {spectacles}
@ 2025-06-28
Anahit: How is the house? {ask-house}
Tigran: I moved in on the 1st of June, from my flat by the station to the stone house. The floors aren't finished, but I sleep there, and Aslan has his own room. {moved}
Anahit: Congratulations!
Tigran: The widow across the road is Siranush, by the way. She brought a whole tray of gata on my first night. {siranush}
Anahit: Siranush! And the Zhiguli?
Tigran: I sold it for parts in April, to a boy who collects them. Ninety thousand dram, more than the repair cost. I take the marshrutka now. {zhiguli-sold}
Anahit: The end of an era. My Aragats climb is on the 19th of July, with Hasmik and two others, and I'm up the Cascade five times every morning now. {aragats-plan}
Tigran: Five! I'm tired just reading that.
Anahit: Nare has a solo at the dance group's summer show on the 6th of July. Davit wants to know if you'll make him something. {nare-solo}
Tigran: I finished "Letters from Lake Sevan" on Sunday. The last letter made me sit in the dark for an hour. Best book of the year. {letters-done}
Anahit: I knew you'd love it.
Tigran: Tell Davit I'm carving him a wooden aeroplane from the old window frames. {plane}
@ 2025-09-20
Tigran: Welcome back from America! How was the reunion? {ask-reunion}
Anahit: There were forty-three of us in the end, not forty-one, because two cousins came from Beirut at the last minute. Aunt Arpi painted a tree of the whole family on a bedsheet. {reunion}
Tigran: A bedsheet!
Anahit: Here's my photo: all of us on Aunt Arpi's front steps, Davit on my shoulders, and Nare holding up the bedsheet tree. {reunion-photo}
Tigran: And Frankfurt?
Anahit: We had only one day in Frankfurt, because the flight from Yerevan was a day late. We came home on the 15th, as planned. {frankfurt}
Tigran: And Aragats? Did you make the summit?
Anahit: On the 19th of July! The southern summit, in four hours. I cried at the top and Hasmik took a photo of me crying. {aragats-done}
Tigran: Bravo!
Anahit: What about your duduk?
Tigran: Mr. Levon took me with him to play at a wedding in Artik last Saturday, as his second duduk. Five hours of playing, and they paid us in cognac. {artik}
Anahit: A real wedding!
Tigran: And Davit's aeroplane is finished. I'll bring it when I come to Yerevan next month. {plane-done}
""",
    [
        Q(
            "s",
            "Where does Anahit work?",
            "at the Matenadaran, restoring manuscripts",
            "ask-job job",
            {"ask-job": "matenadaran", "job": "restoring manuscripts"},
            "",
            True,
        ),
        Q(
            "t",
            "Since when has Anahit restored manuscripts at the Matenadaran?",
            "2015-11",
            "job",
            "nine years; november",
            "human-date",
        ),
        Q(
            "s",
            "What was Anahit restoring in September 2024?",
            "a fourteenth-century book of sermons with a hole burned through forty pages",
            "job",
            "book of sermons",
        ),
        Q(
            "s",
            "Whose house is Tigran working on?",
            "his grandfather's black stone house on Abovyan street in Kumayri",
            "house",
            "grandfather's house; kumayri",
        ),
        Q(
            "s",
            "How long had Tigran's grandfather's house been empty?",
            "since the earthquake",
            "house",
            "earthquake",
        ),
        Q(
            "t",
            "When did the men start on the roof of Tigran's house?",
            "2024-10-07",
            "windows",
            "roof; 7th; october",
        ),
        Q(
            "s",
            "What did Tigran buy second-hand for the house, and for how much?",
            "eleven windows from a house being pulled down in Vanadzor, for three hundred thousand dram",
            "windows",
            "windows; vanadzor; three hundred thousand",
        ),
        Q("s", "How old is Tigran's Zhiguli?", "forty years", "zhiguli", "forty years"),
        Q(
            "t",
            "When was the roof of Tigran's house finished?",
            "2024-11-15",
            "roof",
            "15th; november",
        ),
        Q("s", "Why was the roof a week late?", "because of the rain", "roof", "rain"),
        Q("s", "What is Tigran's dog called?", "Aslan", "roof", "aslan"),
        Q(
            "s",
            "What does Tigran's photo of the roof show?",
            "a new grey roof on the old black stone, with Aslan sitting on the wall",
            "roof",
            "grey roof; black stone",
        ),
        Q(
            "t",
            "Since when have the windows been in Tigran's house?",
            "2025-03-10",
            "windows-in",
            "10th; march",
        ),
        Q(
            "m",
            "When did the windows go into Tigran's house, compared with the plan?",
            "after New Year as planned, on 10 March 2025",
            "windows-plan windows-in",
            {"windows-plan": "new year", "windows-in": "10th; march"},
            "event-chain",
        ),
        Q(
            "s",
            "What does Tigran's photo of the windows show?",
            "eleven white frames in the black wall, two still with the Vanadzor house's blue paint inside",
            "neighbour",
            "white frames; blue paint",
        ),
        Q(
            "t",
            "When did Tigran move into his grandfather's house?",
            "2025-06-01",
            "moved",
            "1st; june",
        ),
        Q(
            "s",
            "Where did Tigran live before the stone house?",
            "in a flat by the station",
            "moved",
            "flat; station",
        ),
        Q(
            "t",
            "When did Tigran's Zhiguli break down?",
            "2024-12-04",
            "zhiguli-died",
            "wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "What did the mechanic in Spitak want for the Zhiguli?",
            "eighty thousand dram",
            "zhiguli-died",
            "eighty thousand",
        ),
        Q(
            "m",
            "What happened to Tigran's Zhiguli in the end?",
            "It broke down on the road from Vanadzor in December 2024, and he sold it for parts in April 2025 for ninety thousand dram.",
            "zhiguli-died zhiguli-sold",
            {"zhiguli-died": "zhiguli", "zhiguli-sold": "sold; parts"},
            "latest",
        ),
        Q("t", "When did Tigran sell the Zhiguli?", "2025-04", "zhiguli-sold", "sold; april"),
        Q(
            "s",
            "How does Tigran get around after selling the Zhiguli?",
            "by marshrutka",
            "zhiguli-sold",
            "marshrutka",
        ),
        Q(
            "s",
            "Who is gathering Anahit's family for the reunion?",
            "her aunt Arpi",
            "reunion-plan",
            "arpi",
        ),
        Q("s", "Where is Anahit's family reunion?", "in Glendale", "reunion-plan", "glendale"),
        Q(
            "t",
            "When is Anahit's family reunion?",
            "2025-08",
            "reunion-plan",
            "next august",
            "relative-date",
        ),
        Q(
            "m",
            "How many came to the family reunion, compared with the plan?",
            "forty-three instead of forty-one, because two cousins came from Beirut",
            "reunion-plan reunion",
            {"reunion-plan": "forty-one", "reunion": "forty-three; beirut"},
            "latest",
        ),
        Q(
            "s",
            "Who did Anahit plan to stay with in Frankfurt?",
            "her cousin Gohar",
            "reunion-route",
            "gohar; frankfurt",
        ),
        Q(
            "m",
            "How did the Frankfurt part of Anahit's trip change?",
            "one day instead of two, because the flight from Yerevan was a day late",
            "reunion-route frankfurt",
            {"reunion-route": "two days; frankfurt", "frankfurt": "one day; late"},
            "latest",
        ),
        Q(
            "t",
            "When did Anahit fly to Frankfurt for the reunion trip?",
            "2025-08-02",
            "tickets",
            "2nd; august",
        ),
        Q(
            "t",
            "When did Anahit come home from the reunion?",
            "2025-08-15",
            "frankfurt",
            "home; 15th",
        ),
        Q(
            "s",
            "What did Aunt Arpi make for the reunion?",
            "a tree of the whole family painted on a bedsheet",
            "reunion",
            "tree; bedsheet",
        ),
        Q(
            "s",
            "What does Anahit's reunion photo show?",
            "everyone on Aunt Arpi's front steps, Davit on her shoulders and Nare holding up the bedsheet tree",
            "reunion-photo",
            "front steps; shoulders",
        ),
        Q(
            "s",
            "What does Tigran want Anahit to bring back from America?",
            "a cowboy hat",
            "hat",
            "cowboy hat",
        ),
        Q(
            "s",
            "How old were Nare and Davit in September 2024?",
            "Nare twelve, Davit eight",
            "kids",
            "twelve; eight",
        ),
        Q(
            "s",
            "When does Nare's dance group meet?",
            "Tuesdays and Fridays at the youth centre",
            "kids",
            "tuesdays; fridays",
        ),
        Q(
            "s",
            "What does Davit want to be?",
            "an astronaut",
            "kids",
            "astronaut",
            "third-person-fact",
        ),
        Q(
            "t",
            "When was the first show of Nare's dance group?",
            "2024-12-06",
            "nare-show",
            "first show; yesterday",
            "relative-date",
        ),
        Q(
            "s",
            "Where did Nare stand in her first dance show?",
            "in the second row",
            "nare-show",
            "second row",
        ),
        Q(
            "t",
            "When is Nare's solo in the dance group's summer show?",
            "2025-07-06",
            "nare-solo",
            "solo; 6th; july",
        ),
        Q(
            "s",
            "Who teaches Tigran the duduk?",
            "old Mr. Levon, who played at his parents' wedding",
            "duduk",
            "levon",
        ),
        Q("s", "When are Tigran's duduk lessons?", "Saturdays at ten", "duduk", "saturdays; ten"),
        Q(
            "s",
            "What does Mr. Levon say about the duduk?",
            "The duduk doesn't like hurry.",
            "levon-quote",
            "hurry",
        ),
        Q(
            "s",
            "How many duduk lessons had Tigran had by December 2024?",
            "seven",
            "duduk-7",
            "seven lessons",
        ),
        Q(
            "t",
            "When did Tigran first play the duduk in front of people?",
            "2025-02-16",
            "betrothal",
            "16th; february",
        ),
        Q(
            "m",
            "What did Tigran play at his niece's betrothal, and how did it go?",
            "a slow song from Shirak; his hands shook, but Mr. Levon nodded",
            "duduk-7 betrothal",
            {"duduk-7": "slow song; shirak", "betrothal": "hands shook"},
            "event-chain",
        ),
        Q("s", "What is the name of Tigran's niece?", "Ani", "duduk-7", "ani"),
        Q(
            "t",
            "When did Tigran play at the wedding in Artik?",
            "2025-09-13",
            "artik",
            "wedding; artik; last saturday",
            "relative-date",
        ),
        Q(
            "s",
            "How were Tigran and Mr. Levon paid for the wedding in Artik?",
            "in cognac",
            "artik",
            "cognac",
        ),
        Q(
            "s",
            "What was Anahit's fitness goal?",
            "the southern summit of Aragats in July 2025",
            "aragats-goal",
            "southern summit; aragats",
        ),
        Q(
            "m",
            "How did Anahit's climbs of the Cascade grow?",
            "once with two stops, then twice without stopping, then three times, then five times every morning",
            "cascade-1 cascade-2 kari aragats-plan",
            {
                "cascade-1": "once",
                "cascade-2": "twice",
                "kari": "three times",
                "aragats-plan": "five times",
            },
            "event-chain",
        ),
        Q("s", "Who beats Anahit up the Cascade on Sundays?", "Davit", "cascade-2", "davit; beats"),
        Q(
            "t",
            "When did Anahit walk up to Lake Kari?",
            "2025-03-23",
            "kari",
            "lake kari; sunday",
            "relative-date",
        ),
        Q("s", "Who went to Lake Kari with Anahit?", "her colleague Hasmik", "kari", "hasmik"),
        Q(
            "t",
            "When did Anahit reach the southern summit of Aragats?",
            "2025-07-19",
            "aragats-done",
            "19th; july",
        ),
        Q(
            "s",
            "How long did it take Anahit to reach the southern summit of Aragats?",
            "four hours",
            "aragats-done",
            "four hours",
        ),
        Q(
            "s",
            "What did Hasmik photograph at the top of Aragats?",
            "Anahit crying",
            "aragats-done",
            "photo; crying",
        ),
        Q(
            "t",
            'When did Anahit see "The Watchman of Kanaker"?',
            "2024-12-01",
            "film",
            "watchman; kanaker; sunday",
            "relative-date",
        ),
        Q(
            "s",
            'What is "The Watchman of Kanaker" about, and how long is it?',
            "a night watchman's last shift; three hours",
            "film",
            "night watchman; three hours",
        ),
        Q(
            "s",
            'Where did Anahit see "The Watchman of Kanaker"?',
            "at the Moscow cinema",
            "film",
            "moscow cinema",
        ),
        Q(
            "t",
            "When did Anahit see the eye doctor?",
            "2024-12-02",
            "eyes",
            "eye doctor; monday",
            "relative-date",
        ),
        Q(
            "s",
            "Why did Anahit see the eye doctor?",
            "The manuscripts were swimming.",
            "eyes",
            "manuscripts; swimming",
        ),
        Q(
            "s",
            "How old was Anahit when she needed spectacles?",
            "forty-four",
            "eyes",
            "forty-four",
        ),
        Q("s", "What colour are Anahit's spectacles?", "red", "spectacles", "red"),
        Q(
            "s",
            "What did Anahit's director say about her spectacles?",
            "At last you'll stop sniffing the pages.",
            "spectacles",
            "sniffing; pages",
        ),
        Q(
            "m",
            "Who is the widow across the road from Tigran, and what does she bring him?",
            "Siranush, who brings him gata every Friday (a whole tray on his first night)",
            "neighbour siranush",
            {"neighbour": "widow; gata", "siranush": "siranush"},
        ),
        Q(
            "s",
            "How old is the widow across the road from Tigran?",
            "eighty",
            "neighbour betrothal",
            {"neighbour": "widow", "betrothal": "eighty"},
            "pronoun",
        ),
        Q(
            "s",
            'Who gave Tigran "Letters from Lake Sevan", and when?',
            "Anahit, at New Year",
            "letters",
            "letters; lake sevan; new year",
        ),
        Q(
            "m",
            'What did Tigran think of "Letters from Lake Sevan" halfway and at the end?',
            "halfway, the daughter's letters were better than the father's; at the end, the best book of the year",
            "letters-op letters-done",
            {"letters-op": "daughter's letters", "letters-done": "best book"},
            "event-chain",
        ),
        Q(
            "t",
            'When did Tigran finish "Letters from Lake Sevan"?',
            "2025-06-22",
            "letters-done",
            "finished; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "What is Tigran making for Davit, and from what?",
            "a wooden aeroplane from the old window frames",
            "plane",
            "wooden aeroplane; window frames",
        ),
        Q(
            "s",
            "Where will Aslan sleep in the stone house?",
            "in his own room",
            "moved",
            "aslan; own room",
        ),
        Q(
            "o",
            "In which country are Yerevan, Gyumri and Aragats?",
            "Armenia",
            "ask-job aragats-goal",
            {"ask-job": "yerevan", "aragats-goal": "aragats"},
        ),
        Q(
            "o",
            "Which American state is Glendale, the place of Anahit's family reunion, in?",
            "California",
            "reunion-plan",
            "glendale",
        ),
        Q(
            "o",
            "What kind of instrument is the duduk Tigran learns?",
            "a double-reed pipe made of apricot wood",
            "duduk",
            "duduk",
        ),
        Q(
            "o",
            "What might Davit enjoy, going by what he wants to be?",
            "a book about space or a model rocket",
            "kids",
            "astronaut",
        ),
        Q(
            "m",
            "What did Anahit do the day before she saw the eye doctor?",
            'She saw "The Watchman of Kanaker" at the Moscow cinema.',
            "film eyes",
            {"film": "watchman; kanaker; sunday", "eyes": "monday"},
        ),
    ],
)
CONVERSATIONS.append(ANAHIT_TIGRAN)


GRACIELA = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-06-22
User: Good morning. I'm Graciela, and I need to write a short, polite letter to my landlady to say that we're leaving the flat. {hi}
Assistant: Good morning, Graciela! Happy to help. When are you leaving, and where are you going?
User: We leave on the 31st of July. After twelve years in the flat in Chipre, we've bought a small house with a garden in Villamaría, across the river. {move}
Assistant: Congratulations! Who lives with you, so that I can mention the household?
User: My husband Fabián and our daughter Valeria, who is fifteen. Our son Julián lives in Quito; he teaches maths at a school there. {family}
Assistant: Thank you. Shall I thank the landlady for anything in particular?
User: Yes: Doña Rubiela always let us pay late in the months when the coffee price fell. I'm a coffee taster at the growers' association in Chinchiná, so our money depends on the harvest. {job}
Assistant: Here's a short letter: it gives the 31st of July as your last day, thanks Doña Rubiela for her patience in the lean months, and offers to show the flat to new tenants.
User: Perfect. Can you add that the key will be with the neighbour on the third floor? {key}
Assistant: Done: the last line now says the key will be with the neighbour on the third floor.
User: Thank you. Valeria starts tiple lessons at the cultural centre on Tuesday, the 25th, and she's nervous. {tiple}
Assistant: That's exciting! The tiple is a lovely instrument. Wish her luck from me.
@ 2024-10-05
User: Hello again, it's Graciela. My reading circle meets on the first Thursday of November and it's my turn to present the book. Can you help me plan a ten-minute talk? {hi2}
Assistant: Of course! Which book is it?
User: "The Attic of Wild Orchids", by a writer from Pasto. I finished it on Sunday. I thought the first half was slow, but the last chapter, where the grandmother's letters turn up in the attic, made it all worth it. {book}
Assistant: That's a good thread for the talk: start with the slow house and end with the letters. How does your circle work?
User: We meet on the first Thursday of every month at the library in Villamaría. There are nine of us: eight women and one man who never reads the book. {circle}
Assistant: Ha! Here's a plan: two minutes on the story, three on the grandmother, three on the letters, and two for questions.
User: Good. We moved, by the way, on the 31st of July as planned, and I've started a garden: two avocado trees and a row of guadua along the fence. {garden}
Assistant: Lovely! Avocado trees take a few years, but they're worth the wait.
User: And the car died on Monday on the hill up from the river, the old Chevrolet Chevette. The mechanic wants 1.4 million pesos for the engine head, and Fabián wants to sell it instead. {car}
Assistant: That's a hard choice. Would you like me to list the pros and cons?
User: No, thank you; we'll decide at the weekend. Valeria played the tiple at her school's music afternoon yesterday, two songs, and nobody believed she'd only had three months of lessons. {valeria}
Assistant: She must have practised a lot! Congratulations to her.
@ 2025-01-18
User: Hi, it's Graciela. The doctor says I need to eat differently. Could you give me a week of simple meals? {hi3}
Assistant: Certainly. What did the doctor say exactly?
User: At my check-up on Monday my triglycerides were 245, and she wants them under 150 by my next blood test in May. She said "Fewer arepas, and no sugar in your tinto." {doctor}
Assistant: That's a clear goal. Is there anything you can't eat?
User: I'm allergic to guava, of all things, in coffee country. And I walk to the bus every morning, twenty minutes each way; I'd like to make it 8,000 steps a day. {allergy}
Assistant: Here's a week: papaya and eggs for breakfast, vegetable sancocho or grilled chicken with salad for lunch, fish twice a week, no guava anywhere, and a short walk after dinner.
User: Good. Fabián will complain about the sancocho without pork, but he needs it too. {fabian}
Assistant: It might be easier if you do it together.
User: He's agreed, as long as Sunday lunch is free. And big news: Julián is getting married! To a girl from Cuenca, Isabela. The wedding is in Cuenca on the 14th of June. {wedding}
Assistant: Congratulations! Would you like help planning the trip when the time comes?
User: Yes, in the spring. We sold the car, by the way: Fabián sold it in December to a man from Neira for three million pesos, as it was, and now we take the bus. {car-sold}
Assistant: That's one less worry. I'm here whenever you want to plan the trip.
@ 2025-05-24
User: Hello, Graciela again. I need a packing list for Ecuador: my son's wedding. {hi4}
Assistant: How exciting! What's the plan?
User: We fly from Pereira to Bogotá on the 7th of June and on to Quito, where we stay four nights with Julián. Then the bus to Cuenca on the 11th, the wedding on the 14th, and home on the 17th. {route}
Assistant: Quito and Cuenca are high and cool, so pack layers, a warm jacket for the evenings, a hat and comfortable shoes for the old streets.
User: Valeria wants to take her tiple and play at the wedding, and she wants to see the market at Otavalo. We'll see about Otavalo. {valeria-tiple}
Assistant: A tiple at the wedding would be special! Carry it on the plane rather than checking it in.
User: My blood test was on Tuesday: triglycerides 160. Not under 150 yet, but the doctor said "Nearly there." {test}
Assistant: That's great progress from 245!
User: Fabián has lost six kilos on my meals, and he says thank you. And one of the avocado trees has its first flowers. {avocado}
Assistant: Please pass on my congratulations to Fabián, and to the avocado tree.
@ 2025-08-09
User: Hi, it's Graciela. I want to send Julián and Isabela a thank-you message for the wedding, with a photo. {hi5}
Assistant: Lovely. What should it say?
User: Thank them for the four nights in Quito and for the wedding. We changed the plan: we flew to Cuenca on the 11th instead of taking the bus, because a landslide closed the road. And we added Otavalo on the way back, two days, for Valeria's market, so we came home on the 19th. {trip}
Assistant: Got it. And what does the photo show?
User: Julián and Isabela under the flower arch, and Valeria in the corner with her tiple, playing the song she wrote for them. {photo}
Assistant: She wrote them a song! Here's the message: it thanks them for Quito, for the wedding and for making room for Valeria's song, and ends with a hug from Villamaría.
User: Perfect. Also, I start a new job on the 1st of September: head taster at the growers' association, with two tasters under me. {promo}
Assistant: Congratulations, Graciela! That's well deserved.
User: And the reading circle chose my suggestion for September, "Salt on the Windowsill". I read it last year and loved the sisters in it. {next-book}
Assistant: A good choice. I hope the one man reads this one.
""",
    [
        Q("s", "What is the user's name?", "Graciela", "hi", "graciela"),
        Q("t", "When did the user leave the flat in Chipre?", "2024-07-31", "move", "31st; july"),
        Q(
            "s",
            "Where did the user move from and to?",
            "from a flat in Chipre to a small house with a garden in Villamaría",
            "move",
            "chipre; villamaría",
        ),
        Q(
            "s",
            "How long had the user lived in the flat in Chipre?",
            "twelve years",
            "move",
            "twelve years",
        ),
        Q("s", "What is the user's husband called?", "Fabián", "family", "fabián"),
        Q("s", "How old was Valeria in June 2024?", "fifteen", "family", "valeria; fifteen"),
        Q(
            "s",
            "Where does the user's son live, and what does he do?",
            "in Quito; he teaches maths at a school",
            "family",
            "quito; maths",
        ),
        Q(
            "s",
            "What is the user's job in 2024?",
            "coffee taster at the growers' association in Chinchiná",
            "job",
            "coffee taster; chinchiná",
            "",
            True,
        ),
        Q(
            "s",
            "What is the name of the user's landlady in Chipre?",
            "Doña Rubiela",
            "job",
            "rubiela",
        ),
        Q(
            "s",
            "Why did the user want to thank her landlady?",
            "She always let them pay late in the months when the coffee price fell.",
            "job",
            "pay late; coffee price",
        ),
        Q(
            "s",
            "Where did the user leave the key to the flat?",
            "with the neighbour on the third floor",
            "key",
            "neighbour; third floor",
        ),
        Q("t", "When did Valeria start tiple lessons?", "2024-06-25", "tiple", "tiple; 25th"),
        Q(
            "s",
            "Where does Valeria have her tiple lessons?",
            "at the cultural centre",
            "tiple",
            "cultural centre",
        ),
        Q(
            "t",
            "When did Valeria play the tiple at her school's music afternoon?",
            "2024-10-04",
            "valeria",
            "music afternoon; yesterday",
            "relative-date",
        ),
        Q(
            "s",
            "How many songs did Valeria play at the music afternoon?",
            "two",
            "valeria",
            "two songs",
        ),
        Q(
            "t",
            "When was the user to present the book to her reading circle?",
            "2024-11-07",
            "hi2",
            "first thursday; november",
        ),
        Q(
            "s",
            "Which book did the user present to her reading circle?",
            '"The Attic of Wild Orchids", by a writer from Pasto',
            "book",
            "attic; wild orchids",
        ),
        Q(
            "t",
            'When did the user finish "The Attic of Wild Orchids"?',
            "2024-09-29",
            "book",
            "finished; sunday",
            "relative-date",
        ),
        Q(
            "s",
            'What did the user think of "The Attic of Wild Orchids"?',
            "The first half was slow, but the last chapter with the grandmother's letters made it worth it.",
            "book",
            "first half; slow; last chapter",
        ),
        Q(
            "s",
            "Where and how often does the user's reading circle meet?",
            "the first Thursday of every month at the library in Villamaría",
            "circle",
            "first thursday; library",
        ),
        Q(
            "s",
            "How many are in the user's reading circle?",
            "nine: eight women and one man who never reads the book",
            "circle",
            "nine",
        ),
        Q(
            "m",
            "Did the user move on the day she planned?",
            "Yes, on the 31st of July 2024, as planned.",
            "move garden",
            {"move": "31st; july", "garden": "31st; july; planned"},
        ),
        Q(
            "s",
            "What did the user plant in her new garden?",
            "two avocado trees and a row of guadua along the fence",
            "garden",
            "avocado trees; guadua",
        ),
        Q(
            "t",
            "When did the user's car break down on the hill?",
            "2024-09-30",
            "car",
            "car; monday",
            "relative-date",
        ),
        Q(
            "s",
            "What car did the user's family have?",
            "an old Chevrolet Chevette",
            "car",
            "chevrolet chevette",
        ),
        Q(
            "s",
            "How much did the mechanic want for the engine head?",
            "1.4 million pesos",
            "car",
            "1.4 million",
        ),
        Q(
            "m",
            "What happened to the family's car in the end?",
            "Fabián sold it in December 2024 to a man from Neira for three million pesos, and they take the bus.",
            "car car-sold",
            {"car": "sell", "car-sold": "sold; neira"},
            "latest",
        ),
        Q(
            "s",
            "How much did Fabián sell the car for?",
            "three million pesos",
            "car-sold",
            "three million",
        ),
        Q(
            "t",
            "When was the user's check-up with the doctor?",
            "2025-01-13",
            "doctor",
            "check-up; monday",
            "relative-date",
        ),
        Q(
            "s",
            "What were the user's triglycerides at her check-up, and what was the target?",
            "245; under 150 by May",
            "doctor",
            "245; 150",
        ),
        Q(
            "s",
            "What did the user's doctor tell her to eat less of?",
            "arepas, and no sugar in her tinto",
            "doctor",
            "arepas; tinto",
        ),
        Q("s", "What am I allergic to?", "guava", "allergy", "guava", "first-person-question"),
        Q(
            "s",
            "How many steps a day does the user want to walk?",
            "8,000",
            "allergy",
            "8,000 steps",
        ),
        Q(
            "s",
            "How long is the user's walk to the bus?",
            "twenty minutes each way",
            "allergy",
            "twenty minutes",
        ),
        Q(
            "m",
            "How did the user's triglycerides change between January and May 2025?",
            "from 245 to 160; not under 150 yet, but nearly there",
            "doctor test",
            {"doctor": "245", "test": "160"},
            "latest",
        ),
        Q(
            "t",
            "When was the user's blood test in May 2025?",
            "2025-05-20",
            "test",
            "blood test; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "How much weight did Fabián lose on the user's meals?",
            "six kilos",
            "avocado",
            "six kilos",
        ),
        Q(
            "s",
            "What did Fabián want to keep free of the diet?",
            "Sunday lunch",
            "wedding",
            "sunday lunch",
        ),
        Q(
            "s",
            "Who is Julián marrying?",
            "Isabela, a girl from Cuenca",
            "wedding",
            "isabela; cuenca",
        ),
        Q("t", "When is Julián's wedding?", "2025-06-14", "wedding", "14th; june"),
        Q(
            "s",
            "What was the plan for the trip to Julián's wedding?",
            "fly Pereira to Bogotá on 7 June and on to Quito for four nights with Julián, bus to Cuenca on the 11th, wedding on the 14th, home on the 17th",
            "route",
            "bogotá; quito; cuenca",
        ),
        Q(
            "t",
            "When did the user fly to Bogotá for the wedding trip?",
            "2025-06-07",
            "route",
            "7th; june",
        ),
        Q(
            "m",
            "How did the user's trip to Ecuador differ from the plan?",
            "They flew to Cuenca on the 11th instead of taking the bus, because of a landslide, and added two days in Otavalo, coming home on the 19th instead of the 17th.",
            "route trip",
            {"route": "bus; 17th", "trip": "flew; landslide; otavalo"},
            "latest",
        ),
        Q(
            "t",
            "When did the user come home from Ecuador?",
            "2025-06-19",
            "trip",
            "home; 19th",
            "latest",
        ),
        Q(
            "s",
            "Why did Valeria want to go to Otavalo?",
            "for the market",
            "valeria-tiple",
            "market; otavalo",
        ),
        Q(
            "m",
            "What did Valeria do at Julián's wedding?",
            "She played the tiple, a song she wrote for Julián and Isabela.",
            "valeria-tiple photo",
            {"valeria-tiple": "tiple; wedding", "photo": "song; wrote"},
            "event-chain",
        ),
        Q(
            "s",
            "What does the user's wedding photo show?",
            "Julián and Isabela under the flower arch and Valeria in the corner with her tiple",
            "photo",
            "flower arch; tiple",
        ),
        Q(
            "s",
            "What flowered in the user's garden in May 2025?",
            "one of the avocado trees",
            "avocado",
            "avocado; flowers",
        ),
        Q(
            "s",
            "What new job does the user start in September 2025?",
            "head taster at the growers' association, with two tasters under her",
            "promo",
            "head taster",
        ),
        Q("t", "When does the user start as head taster?", "2025-09-01", "promo", "1st; september"),
        Q(
            "s",
            "Which book did the user's reading circle choose for September 2025?",
            '"Salt on the Windowsill"',
            "next-book",
            "salt; windowsill",
        ),
        Q(
            "s",
            'What did the user love in "Salt on the Windowsill"?',
            "the sisters in it",
            "next-book",
            "sisters",
        ),
        Q(
            "o",
            "In which country are Quito, Cuenca and Otavalo?",
            "Ecuador",
            "route valeria-tiple",
            {"route": "quito; cuenca", "valeria-tiple": "otavalo"},
        ),
        Q(
            "o",
            "What kind of instrument is the tiple Valeria plays?",
            "a small Colombian instrument with twelve strings",
            "tiple",
            "tiple",
        ),
        Q(
            "o",
            "What might the user enjoy as a present, going by her year?",
            "a new novel for her reading circle, or something for her avocado trees and garden",
            "book garden",
            {"book": "attic", "garden": "garden"},
        ),
        Q(
            "m",
            'What happened to the user\'s car the day after she finished "The Attic of Wild Orchids"?',
            "It died on the hill up from the river; the engine head.",
            "book car",
            {"book": "sunday", "car": "monday; engine head"},
        ),
        Q(
            "s",
            "What will I find in the last line of my letter to the landlady?",
            "that the key will be with the neighbour on the third floor",
            "key",
            "key; third floor",
            "first-person-question",
        ),
    ],
    user_label="Graciela",
)
CONVERSATIONS.append(GRACIELA)


QUANG = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-11-23
User: hi. quang here. learnin đàn bầu since sept. need a practice plan. class concert dec 21 {hi}
Assistant: Hello, Quang! Happy to help. How much time can you practise each day?
User: 30 min max. i sew at my tailor shop near đông ba market 7 to 6. 12 yrs in jan {job}
Assistant: Then thirty minutes in the evening: ten on long notes, ten on the bends, and ten on your concert pieces. Who teaches you?
User: lessons thurs nites w cô hạnh. she says "đàn bầu has one string, so no excuses" {teacher}
Assistant: She's right! What are you playing at the concert?
User: 2 pieces. both old songs from huế {pieces}
Assistant: Here's a four-week plan: week one long notes and the first song slowly, week two the second song, week three both at full speed, week four play them through for your family every evening.
User: also wife lan says i should run. goal 5 km no stopping by tết. now 1 km n im dead {run-goal}
Assistant: That's doable by late January if you run three times a week and add a little each week.
User: ok. 3x a week along the river at 5am b4 the shop {run-habit}
Assistant: Perfect. Good luck with both!
@ 2025-02-15
User: quang. need a msg to the landlord. moving out {hi2}
Assistant: Of course. When are you moving, and where to?
User: mar 15. from the rented room in kim long to our own small house in an cựu. bought w lan's savings n a loan {move}
Assistant: Congratulations! Here's a message: it gives the 15th of March as your last day, thanks the landlord for the years in Kim Long, and asks when you can return the key.
User: add thx for fixin the roof after the flood in oct {roof}
Assistant: Added: a line thanking him for fixing the roof so quickly after the October flood.
User: concert was ok btw. played both songs. 1 wrong note. cô hạnh said "good enough for the tết party" {concert}
Assistant: Congratulations on your first concert!
User: n ran 5 km on jan 26. no stopping. 34 min {run-done}
Assistant: You made your goal before Tết! Well done.
User: back hurts tho. doctor on mon: too long sitting at the machine. "stand up every hour" she said {back}
Assistant: Good advice. A reminder on your phone every hour might help.
User: also bought a second hand đàn bầu from an old teacher in vỹ dạ. 2.5 million. better sound than mine {dan}
Assistant: A good instrument makes practice more fun. Enjoy it!
@ 2025-05-03
User: quang. plan a trip pls. 10 yr anniversary w lan {hi3}
Assistant: Congratulations! When, and where would you like to go?
User: may 20 to 27. huế to đà lạt 4 days, then nha trang 3 days. fly back from nha trang {trip-plan}
Assistant: Here's a plan: fly to Đà Lạt on the 20th, flower gardens and the lake on day two, Langbiang on day three, a slow day on day four, then the bus down to Nha Trang for three days by the sea, and fly home on the 27th.
User: kids stay w my mom. khoa 9, thảo 6 {kids}
Assistant: They'll have a lovely week with their grandmother.
User: moved mar 15 like planned. small garden. lan planted a frangipani by the gate {moved}
Assistant: How lovely. It will smell wonderful in the evenings.
User: lan n me watchin "the second daughter" every sun nite. ep 20 of 40. the mother is terrible {series}
Assistant: Twenty more to go, then!
User: khoa broke his arm at school on tues. fell off a wall. 4 wks in a cast {khoa-arm}
Assistant: Poor Khoa! I hope it heals quickly.
@ 2025-08-23
User: quang. need a caption for a photo for lan {hi4}
Assistant: Of course! What's in the photo?
User: us at the top of langbiang. green hills, a grey lake far below, lan holdin her hat {photo}
Assistant: Caption idea: "Ten years, one hill, and your hat still didn't blow away."
User: good. trip changed btw. rain in nha trang so we stayed 7 days in đà lạt n skipped nha trang. came home may 27 like planned {trip}
Assistant: Đà Lạt in the rain can be lovely. Glad you had the week together.
User: finished "the second daughter" sun. good ending. the sister wins. lan cried {series-done}
Assistant: A happy ending, then.
User: khoa's cast came off may 28. he drew a tiger on it first n kept it {khoa-cast}
Assistant: A tiger cast is a good thing to keep.
User: also new: i teach đàn bầu to 2 kids on sun mornings. cô hạnh sent them {teach}
Assistant: Wonderful. Now you're the teacher!
""",
    [
        Q("s", "What is the user's name?", "Quang", "hi", "quang"),
        Q("s", "What instrument is the user learning?", "the đàn bầu", "hi", "đàn bầu"),
        Q(
            "t",
            "Since when has the user been learning the đàn bầu?",
            "2024-09",
            "hi",
            "learnin; sept",
            "relative-date",
        ),
        Q(
            "t",
            "When was the user's class concert?",
            "2024-12-21",
            "hi concert",
            {"hi": "concert; dec 21", "concert": "concert"},
        ),
        Q(
            "s",
            "What does the user do for a living?",
            "He sews at his tailor shop near Đông Ba market.",
            "job",
            "tailor shop; đông ba",
            "",
            True,
        ),
        Q(
            "t",
            "Since when has the user had his tailor shop?",
            "2013-01",
            "job",
            "12 yrs; jan",
            "human-date",
        ),
        Q("s", "What are the user's shop hours?", "7 to 6", "job", "7; 6"),
        Q("s", "How long can the user practise each day?", "30 minutes at most", "job", "30 min"),
        Q(
            "s",
            "Who teaches the user the đàn bầu, and when?",
            "cô Hạnh, on Thursday nights",
            "teacher",
            "cô hạnh; thurs",
        ),
        Q(
            "s",
            "What does cô Hạnh say about the đàn bầu?",
            "It has one string, so no excuses.",
            "teacher",
            "one string; excuses",
        ),
        Q(
            "s",
            "What was the user going to play at the class concert?",
            "two pieces, both old songs from Huế",
            "pieces",
            "2 pieces; old songs",
            "fragment",
        ),
        Q(
            "m",
            "How did the user's class concert go?",
            "He played both songs with one wrong note; cô Hạnh said it was good enough for the Tết party.",
            "pieces concert",
            {"pieces": "2 pieces", "concert": "1 wrong note"},
            "event-chain",
        ),
        Q("s", "What is the user's wife called?", "Lan", "run-goal", "lan"),
        Q(
            "s",
            "What was the user's running goal?",
            "5 km without stopping by Tết",
            "run-goal",
            "5 km; tết",
        ),
        Q(
            "s",
            "How far could I run when I started running for Tết?",
            "1 km",
            "run-goal",
            "1 km",
            "first-person-question",
        ),
        Q(
            "s",
            "When and where does the user run?",
            "three times a week along the river at 5 am, before the shop",
            "run-habit",
            "3x; river; 5am",
        ),
        Q(
            "t",
            "When did the user first run 5 km without stopping?",
            "2025-01-26",
            "run-done",
            "5 km; jan 26",
        ),
        Q("s", "How long did the user's first 5 km take?", "34 minutes", "run-done", "34 min"),
        Q(
            "m",
            "Did the user reach his running goal in time?",
            "Yes: 5 km without stopping on 26 January 2025, before Tết.",
            "run-goal run-done",
            {"run-goal": "tết", "run-done": "jan 26"},
        ),
        Q(
            "t",
            "When did the user move?",
            "2025-03-15",
            "move moved",
            {"move": "mar 15", "moved": "mar 15"},
        ),
        Q(
            "s",
            "Where did the user move from and to?",
            "from a rented room in Kim Long to their own small house in An Cựu",
            "move",
            "kim long; an cựu",
        ),
        Q(
            "s",
            "How did the user and Lan pay for the house?",
            "with Lan's savings and a loan",
            "move",
            "savings; loan",
        ),
        Q(
            "s",
            "What did the user thank his landlord for?",
            "fixing the roof after the flood in October",
            "roof",
            "roof; flood",
        ),
        Q(
            "t",
            "When did the user see the doctor about his back?",
            "2025-02-10",
            "back",
            "doctor; mon",
            "relative-date",
        ),
        Q(
            "s",
            "Why does the user's back hurt?",
            "too long sitting at the machine",
            "back",
            "sitting; machine",
        ),
        Q(
            "s",
            "What did the doctor tell the user to do?",
            "stand up every hour",
            "back",
            "stand up; every hour",
        ),
        Q(
            "s",
            "What did the user buy second-hand, from whom and for how much?",
            "a đàn bầu, from an old teacher in Vỹ Dạ, for 2.5 million",
            "dan",
            "second hand; vỹ dạ; 2.5 million",
        ),
        Q(
            "s",
            "What anniversary are the user and Lan celebrating in 2025?",
            "ten years",
            "hi3",
            "10 yr anniversary",
        ),
        Q(
            "t",
            "When were the user and Lan married?",
            "2015-05",
            "hi3 trip-plan",
            {"hi3": "10 yr anniversary", "trip-plan": "may"},
        ),
        Q(
            "s",
            "What was the plan for the anniversary trip?",
            "20 to 27 May: Huế to Đà Lạt for 4 days, then Nha Trang for 3, flying back from Nha Trang",
            "trip-plan",
            "đà lạt; nha trang",
        ),
        Q("t", "When did the anniversary trip start?", "2025-05-20", "trip-plan", "may 20"),
        Q(
            "m",
            "How did the user's anniversary trip change?",
            "Rain in Nha Trang, so they stayed 7 days in Đà Lạt and skipped Nha Trang; home on 27 May as planned.",
            "trip-plan trip",
            {"trip-plan": "nha trang", "trip": "7 days; skipped"},
            "latest",
        ),
        Q(
            "t",
            "When did the user come home from the anniversary trip?",
            "2025-05-27",
            "trip",
            "may 27",
        ),
        Q(
            "s",
            "Who looked after the children during the anniversary trip?",
            "the user's mother",
            "kids",
            "mom",
        ),
        Q(
            "s",
            "How old were Khoa and Thảo in May 2025?",
            "Khoa 9, Thảo 6",
            "kids",
            "khoa 9; thảo 6",
        ),
        Q(
            "s",
            "What did Lan plant at the new house?",
            "a frangipani by the gate",
            "moved",
            "frangipani",
        ),
        Q(
            "s",
            "Which series do the user and Lan watch on Sunday nights?",
            '"the second daughter"',
            "series",
            "second daughter",
        ),
        Q("s", 'How many episodes does "the second daughter" have?', "40", "series", "40"),
        Q(
            "m",
            'What did the user think of "the second daughter" midway and at the end?',
            "midway, the mother was terrible; at the end, a good ending where the sister wins, and Lan cried",
            "series series-done",
            {"series": "mother; terrible", "series-done": "good ending; sister wins"},
            "event-chain",
        ),
        Q(
            "t",
            'When did the user finish "the second daughter"?',
            "2025-08-17",
            "series-done",
            "finished; sun",
            "relative-date",
        ),
        Q(
            "t",
            "When did Khoa break his arm?",
            "2025-04-29",
            "khoa-arm",
            "broke; arm; tues",
            "relative-date",
        ),
        Q(
            "s",
            "How did Khoa break his arm?",
            "He fell off a wall at school.",
            "khoa-arm",
            "fell; wall",
        ),
        Q(
            "m",
            "How long was Khoa's arm in a cast, and when did it come off?",
            "about four weeks; it came off on 28 May 2025",
            "khoa-arm khoa-cast",
            {"khoa-arm": "4 wks; cast", "khoa-cast": "may 28"},
            "event-chain",
        ),
        Q("s", "What did Khoa draw on his cast?", "a tiger", "khoa-cast", "tiger"),
        Q(
            "s",
            "What does the user's photo for Lan show?",
            "the two of them at the top of Langbiang: green hills, a grey lake far below, Lan holding her hat",
            "photo",
            "langbiang; grey lake",
        ),
        Q(
            "s",
            "What does the user do on Sunday mornings since summer 2025?",
            "teaches the đàn bầu to two children sent by cô Hạnh",
            "teach",
            "teach; 2 kids; sun mornings",
        ),
        Q(
            "o",
            "In which country are Huế, Đà Lạt and Nha Trang?",
            "Vietnam",
            "trip-plan",
            "huế; đà lạt; nha trang",
        ),
        Q(
            "o",
            "Which festival is the Tết the user wanted to run 5 km by?",
            "the Lunar New Year",
            "run-goal",
            "tết",
        ),
        Q(
            "o",
            "What might Khoa enjoy, going by what he drew on his cast?",
            "a book or a toy about tigers, or a trip to see them at a zoo",
            "khoa-cast",
            "tiger",
        ),
        Q(
            "m",
            "What happened to Khoa in the week before the user asked for help planning the anniversary trip?",
            "He broke his arm at school, falling off a wall.",
            "hi3 khoa-arm",
            {"hi3": "anniversary", "khoa-arm": "broke; arm"},
        ),
    ],
    user_label="Quang",
)
CONVERSATIONS.append(QUANG)


# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-03-06 is a Wednesday, 2024-06-15 a Saturday, 2024-09-10 a Tuesday, 2024-12-05 a
# Thursday, 2025-04-14 a Monday and 2025-10-11 a Saturday. A weekday named for a past event
# is the one before the date; for a plan, the one after; "yesterday" is the day before.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-03-06", "2024-06-15", "2024-09-10"
D_, E_, F_ = "2024-12-05", "2025-04-14", "2025-10-11"

SENTENCES += [
    # past events with a relative date, often with a feeling said beside them
    S(
        "past-event",
        NL,
        A_,
        "Agustina",
        "Yesterday I played in my first candombe parade in Rocha with the group from school, forty minutes without stopping, and my hands are still ringing.",
        [
            M(
                "Agustina played in her first candombe parade in Rocha on 2024-03-05.",
                R,
                "agustina; candombe parade; 2024-03-05",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "facundo",
        "took my dad for his heart scan on thurs. all clear, he can go back to fishin. best news all year",
        [
            M(
                "facundo took his dad for a heart scan on 2024-06-13; the result was all clear.",
                R,
                "facundo; heart scan; 2024-06-13",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Micaela",
        "On Sunday we drove to Colonia and took the boat across to see my sister, and we came home by Carmelo. Camila slept the whole way back.",
        [
            M(
                "Micaela drove to Colonia and took the boat across to see her sister on 2024-09-08.",
                R,
                "micaela; colonia; 2024-09-08",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        'I finished "A Summer in Cabo Polonio" on Tuesday, and I didn\'t like the ending at all; the dog deserved better.',
        [
            M(
                'The user finished the book "A Summer in Cabo Polonio" on 2024-12-03 and did not like the ending.',
                R,
                "user; summer; cabo polonio; 2024-12-03",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "car died sat on the road to rocha. battery n starter. 9000 pesos, ugh",
        [
            M(
                "The user's car broke down on the road to Rocha on 2025-04-12; the repair cost 9000 pesos.",
                R,
                "car; rocha; 2025-04-12",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Agustina",
        "Valentín sang a solo at the school's spring concert on Thursday, and I was so nervous I forgot to film it.",
        [
            M(
                "Agustina's son Valentín sang a solo at the school's spring concert on 2025-10-09.",
                R,
                "valentín; solo|spring concert; 2025-10-09",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        A_,
        "facundo",
        "moved into the flat in paysandú on mon finally. 4 flights of stairs n no lift lol",
        [
            M(
                "facundo moved into a flat in Paysandú on 2024-03-04.",
                R,
                "facundo; paysandú; 2024-03-04",
            )
        ],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Agustina",
        "I've been the art teacher at the liceo in Minas for eleven years, and I still love the first week of term.",
        [
            M(
                "Agustina is the art teacher at the liceo in Minas.",
                D,
                "agustina; art teacher; minas",
            )
        ],
    ),
    S(
        "durable-fact",
        TL,
        C_,
        "facundo",
        "i drive a cattle truck for the coop in salto, mostly nights",
        [
            M(
                "facundo drives a cattle truck for the coop in Salto, mostly at night.",
                D,
                "facundo; cattle truck; salto",
            )
        ],
    ),
    S(
        "durable-fact",
        NJ,
        D_,
        "Micaela",
        "I run the little toy shop on the square in Tacuarembó with my brother Matías.",
        [
            M(
                "Micaela runs the toy shop on the square in Tacuarembó with her brother Matías.",
                D,
                "micaela; toy shop; tacuarembó",
            )
        ],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "I have anaemia, so I take iron every morning with orange juice.",
        [M("The user has anaemia and takes iron every morning.", D, "anaemia; iron")],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "got 2 cats, mora n tito. both black, both useless",
        [M("The user has two black cats, Mora and Tito.", D, "cats; mora; tito")],
    ),
    S(
        "durable-fact",
        NJ,
        A_,
        "Micaela",
        "My daughter Camila learns Guaraní at the language institute on Saturday mornings.",
        [
            M(
                "Micaela's daughter Camila learns Guaraní at the language institute on Saturday mornings.",
                D,
                "camila; guaraní",
            )
        ],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        C_,
        "Agustina",
        "On Friday we're driving to Piriápolis for Bruno's cousin's wedding, and we'll stay till Sunday.",
        [
            M(
                "Agustina and Bruno are going to Piriápolis for Bruno's cousin's wedding on 2024-09-13.",
                R,
                "piriápolis; wedding; 2024-09-13",
            )
        ],
    ),
    S(
        "plan",
        TL,
        D_,
        "facundo",
        "startin my english course at the uni mon. 3 nights a week, wish me luck",
        [
            M(
                "facundo starts an English course at the uni on 2024-12-09, three nights a week.",
                R,
                "facundo; english course; 2024-12-09",
            )
        ],
    ),
    S(
        "plan",
        JM,
        B_,
        "User",
        "movin to salto on the 1st. new job in the hospital laundry",
        [
            M(
                "The user is moving to Salto on 2024-07-01 for a new job in the hospital laundry.",
                R,
                "salto; 2024-07-01",
            )
        ],
    ),
    S(
        "plan",
        UA,
        F_,
        "User",
        "We're off to my nephew's wedding in Asunción on Wednesday, with two days at the Iguazú falls on the way home.",
        [
            M(
                "The user is going to the user's nephew's wedding in Asunción on 2025-10-15, then two days at the Iguazú falls.",
                R,
                "nephew's wedding|asunción; 2025-10-15",
            )
        ],
    ),
    S(
        "plan",
        NJ,
        E_,
        "Micaela",
        "We're painting the shop on Saturday: green outside, white inside.",
        [
            M(
                "Micaela is painting the shop on 2025-04-19, green outside and white inside.",
                R,
                "micaela; painting|shop; 2025-04-19",
            )
        ],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        D_,
        "Agustina",
        "Bruno finished his sign-writing course on Monday, and his first job is the sign for Micaela's toy shop.",
        [
            M(
                "Bruno finished his sign-writing course on 2024-12-02.",
                R,
                "bruno; sign-writing; 2024-12-02",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        E_,
        "facundo",
        "gonzalo's dog pampa got hit by a car but shes ok. 3 weeks of rest",
        [
            M(
                "gonzalo's dog Pampa was hit by a car and is resting for three weeks.",
                R,
                "gonzalo; pampa; car",
            )
        ],
    ),
    S(
        "third-person-fact",
        NJ,
        F_,
        "Micaela",
        "My brother Matías has started a band called Los Grillos, and they play at the bar on the square every second Friday.",
        [
            M(
                "Micaela's brother Matías has a band called Los Grillos that plays at the bar on the square every second Friday.",
                D,
                "matías; los grillos",
            )
        ],
    ),
    S(
        "third-person-fact",
        UA,
        A_,
        "User",
        "My son Tomás has just started at the agricultural school in Durazno.",
        [
            M(
                "The user's son Tomás has started at the agricultural school in Durazno.",
                R,
                "tomás; agricultural school; durazno",
            )
        ],
    ),
    S(
        "third-person-fact",
        JM,
        C_,
        "User",
        "mum had her shoulder op on fri. can lift a cup again lol",
        [M("The user's mum had her shoulder op on 2024-09-06.", R, "mum; shoulder op; 2024-09-06")],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        E_,
        "Agustina",
        '"The Orange Trees of Salto". Slow, but lovely.',
        [M('Agustina is reading "The Orange Trees of Salto".', R, "agustina; orange trees")],
        [("Micaela", "Which book are you reading now?")],
    ),
    S(
        "fragment-answer",
        TL,
        F_,
        "facundo",
        "ear mites. drops for 10 days",
        [M("facundo's dog has ear mites and gets drops for ten days.", R, "facundo; ear mites")],
        [("gonzalo", "wat did the vet say about ur dog")],
    ),
    S(
        "fragment-answer",
        NJ,
        B_,
        "Micaela",
        "Six thousand pesos, second-hand from a woman in Rocha.",
        [
            M(
                "Micaela bought a second-hand wardrobe for six thousand pesos from a woman in Rocha.",
                R,
                "micaela; wardrobe; six thousand",
            )
        ],
        [("Agustina", "How much did the wardrobe cost?")],
    ),
    S(
        "fragment-answer",
        JM,
        D_,
        "User",
        "bandoneón. since march",
        [M("The user has been learning the bandoneón since 2024-03.", D, "bandoneón; march")],
        [("Assistant", "Which instrument are you learning?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        A_,
        "Agustina",
        "I can't drive till Easter; I twisted my knee on the stairs at school.",
        [
            M(
                "Agustina cannot drive until Easter after twisting her knee on the stairs at school.",
                R,
                "agustina; knee; easter",
            )
        ],
    ),
    S(
        "recent-state",
        TL,
        C_,
        "facundo",
        "no sugar for a month now, down 4 kilos",
        [
            M(
                "facundo has gone a month without sugar and is down 4 kilos.",
                R,
                "facundo; sugar; 4 kilos",
            )
        ],
    ),
    S(
        "recent-state",
        UA,
        B_,
        "User",
        "We're staying at Bruno's parents' place while our kitchen is being redone.",
        [
            M(
                "The user is staying at Bruno's parents' place while the kitchen is redone.",
                R,
                "bruno's parents; kitchen",
            )
        ],
    ),
    S(
        "recent-state",
        NJ,
        F_,
        "Micaela",
        "The toy shop is closed this month while they fix the roof.",
        [
            M(
                "Micaela's toy shop is closed this month while the roof is fixed.",
                R,
                "toy shop; closed; roof",
            )
        ],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        C_,
        "User",
        "Please remember that my daughter Inés has her first roller-skating show on the 21st of September.",
        [
            M(
                "The user's daughter Inés has her first roller-skating show on 2024-09-21.",
                R,
                "inés; roller-skating show; 2024-09-21",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        E_,
        "User",
        "remind me the vet is thurs 9am for mora's teeth",
        [
            M(
                "The user's cat Mora sees the vet about her teeth on 2025-04-17 at 9am.",
                R,
                "vet; mora; 2025-04-17",
            )
        ],
    ),
    S(
        "request-with-fact",
        UA,
        D_,
        "User",
        "Could you keep in mind that I haven't drunk alcohol since August? I'm planning the Christmas menu.",
        [M("The user has not drunk alcohol since 2024-08.", D, "alcohol; 2024-08")],
    ),
    S(
        "request-with-fact",
        JM,
        A_,
        "User",
        "remember my bro gets married in fray bentos apr 20. need a suit",
        [
            M(
                "The user's brother gets married in Fray Bentos on 2024-04-20.",
                R,
                "bro|married; fray bentos; 2024-04-20",
            )
        ],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        B_,
        "Agustina",
        "No, I left the murga in April. I go to a milonga class on Wednesday nights now.",
        [
            M(
                "Agustina goes to a milonga class on Wednesday nights.",
                D,
                "agustina; milonga; wednesday",
            )
        ],
        [("Micaela", "Do you still sing with the murga?")],
    ),
    S(
        "second-person",
        TL,
        D_,
        "facundo",
        "nah days now since nov. got my evenings back",
        [M("facundo has driven days since 2024-11.", D, "facundo; days; 2024-11")],
        [("gonzalo", "u still drivin nights?")],
    ),
    S(
        "second-person",
        NJ,
        E_,
        "Micaela",
        "Only on Tuesdays now; I swim on Thursdays instead.",
        [
            M(
                "Micaela goes to the gym on Tuesdays and swims on Thursdays.",
                D,
                "micaela; gym; tuesdays",
            )
        ],
        [("Agustina", "Are you still going to the gym every morning?")],
    ),
    S(
        "second-person",
        UA,
        F_,
        "User",
        "Yes, every summer as a child, with my grandfather and his old dog.",
        [
            M(
                "The user went to Cabo Polonio every summer as a child with the user's grandfather.",
                D,
                "cabo polonio; grandfather",
            )
        ],
        [("Assistant", "Have you been to Cabo Polonio before?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        C_,
        "Agustina",
        "Valentín lost his first tooth on Sunday, Bruno started at the silos in Nueva Palmira on Monday, and my mother's cat came home after four days away.",
        [
            M(
                "Agustina's son Valentín lost his first tooth on 2024-09-08.",
                R,
                "valentín; tooth; 2024-09-08",
            ),
            M(
                "Bruno started a job at the silos in Nueva Palmira on 2024-09-09.",
                R,
                "bruno; silos; 2024-09-09",
            ),
            M("Agustina's mother's cat came home after four days away.", R, "cat; four days"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        F_,
        "facundo",
        "got my truck licence renewed, gonzalo's movin to rocha n my sis had a girl, 3.2 kg",
        [
            M("facundo got his truck licence renewed.", R, "facundo; truck licence"),
            M("gonzalo is moving to Rocha.", R, "gonzalo; rocha"),
            M("facundo's sister had a baby girl weighing 3.2 kg.", R, "facundo; girl"),
        ],
    ),
    S(
        "multi-fact",
        JM,
        B_,
        "User",
        "painted the kitchen green, sold my old bike for 4000 n started an accounting course at night",
        [
            M("The user painted the kitchen green.", R, "kitchen; green"),
            M("The user sold an old bike for 4000.", R, "bike; 4000"),
            M("The user started an accounting course at night.", R, "accounting course"),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        D_,
        None,
        "Note: the candombe group rehearses on Thursday the 12th of December at eight, at the club in Rocha.",
        [
            M(
                "The candombe group rehearses on 2024-12-12 at eight at the club in Rocha.",
                R,
                "candombe; 2024-12-12",
            )
        ],
    ),
    S(
        "note",
        UA,
        E_,
        "User",
        "Note to self: Camila's Guaraní exam is on the 3rd of May.",
        [M("Camila's Guaraní exam is on 2025-05-03.", R, "camila; guaraní; 2025-05-03")],
    ),
    S(
        "note",
        JM,
        A_,
        "User",
        "note: car service fri 10am",
        [M("The user's car service is on 2024-03-08 at 10am.", R, "car service; 2024-03-08")],
    ),
    # likes and dislikes (a story after one forms nothing of its own)
    S(
        "preference",
        NL,
        D_,
        "Agustina",
        "I can't bear dulce de leche. My uncle made us eat it with a spoon at every birthday, and once I was sick on his shoes.",
        [M("Agustina can't bear dulce de leche.", D, "agustina; dulce de leche")],
    ),
    S(
        "preference",
        TL,
        A_,
        "facundo",
        "love the chivitos from the stand by the bus station. my old man used to buy me one every friday",
        [
            M(
                "facundo loves the chivitos from the stand by the bus station.",
                D,
                "facundo; chivitos",
            )
        ],
    ),
    S(
        "preference",
        NJ,
        C_,
        "Micaela",
        "I adore old murga records. My grandmother played them in the kitchen every Sunday and sang every word.",
        [M("Micaela adores old murga records.", D, "micaela; murga records")],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NL,
        E_,
        "Agustina",
        "He weighs the trucks at the silos, four nights a week, and sleeps all morning.",
        [M("Bruno weighs the trucks at the silos four nights a week.", D, "bruno; trucks|silos")],
        [("Micaela", "What does Bruno do at the silos now?")],
    ),
    S(
        "pronoun-answer",
        TL,
        B_,
        "facundo",
        "shes 94 n still plays truco every thurs at the club",
        [
            M(
                "facundo's nona is 94 and still plays truco every Thursday at the club.",
                R,
                "nona; 94; truco",
            )
        ],
        [("gonzalo", "hows ur nona")],
    ),
    # -- sentences that should form nothing --
    # chatter, jokes, quotes and what the speaker did not do
    S(
        "chatter",
        NL,
        A_,
        "Agustina",
        "Bruno says I'm the loudest drummer in Rocha, and he means it kindly.",
        [],
    ),
    S("chatter", TL, B_, "facundo", "lol a dog stole my chivito right off the bench", []),
    S(
        "chatter",
        NJ,
        C_,
        "Micaela",
        "'A shop is a house with the door left open,' my grandmother used to say.",
        [],
    ),
    S(
        "chatter",
        UA,
        D_,
        "User",
        "I never did get to the wine fair in Carmelo; it rained the whole week.",
        [],
    ),
    S("chatter", JM, E_, "User", "haha my cat just walked across the screen", []),
    S(
        "chatter",
        NL,
        F_,
        "Agustina",
        "Valentín calls the dog next door 'the boss of the street'.",
        [],
    ),
    # compliments
    S("compliment", NL, B_, "Agustina", "Your shop window looks wonderful this week.", []),
    S("compliment", TL, C_, "facundo", "ur new truck is mint", []),
    S("compliment", NJ, D_, "Micaela", "That was a lovely dinner you made us.", []),
    S("compliment", UA, E_, "User", "You're very patient with my questions.", []),
    S("compliment", JM, F_, "User", "perfect, thats exactly it", []),
    S(
        "compliment",
        NL,
        F_,
        "Agustina",
        "Your Camila has the kindest way with little children.",
        [],
    ),
    # opinions about the world
    S("generic-opinion", NL, A_, "Agustina", "Summers on this coast get shorter every year.", []),
    S("generic-opinion", TL, C_, "facundo", "buses r always late when u need them", []),
    S("generic-opinion", NJ, E_, "Micaela", "Children don't write letters any more.", []),
    S("generic-opinion", NJ, B_, "Micaela", "A town with a good square is a happy town.", []),
    S("generic-opinion", JM, D_, "User", "june is the dullest month", []),
    S("generic-opinion", NL, F_, "Agustina", "Nothing beats a cold evening by a fire.", []),
    # hypotheticals, wishes and what someone else might do
    S("hypothetical", NL, B_, "Agustina", "If I had the time, I'd learn woodwork properly.", []),
    S(
        "hypothetical",
        TL,
        D_,
        "facundo",
        "if i won the lotto id buy a house in punta del diablo",
        [],
    ),
    S(
        "hypothetical",
        NJ,
        A_,
        "Micaela",
        "Camila might take up the bandoneón if her teacher keeps asking.",
        [],
    ),
    S("hypothetical", UA, C_, "User", "I wish I'd learned to swim properly as a child.", []),
    S("hypothetical", JM, E_, "User", "maybe ill try kitesurfing at la pedrera one day", []),
    S("hypothetical", TL, F_, "facundo", "wud love to see the iguazú falls sumday", []),
    # other people's opinions
    S(
        "others-opinion",
        NL,
        C_,
        "Agustina",
        "My sister says Punta del Diablo is far too busy in January.",
        [],
    ),
    S("others-opinion", TL, A_, "facundo", "gonzalo reckons the coop will close by winter", []),
    S(
        "others-opinion",
        NJ,
        D_,
        "Micaela",
        "Matías thinks toy shops will be gone in ten years.",
        [],
    ),
    S("others-opinion", UA, B_, "User", "My husband says the new bridge spoils the view.", []),
    S("others-opinion", JM, F_, "User", "my bro reckons the new stadium is a waste", []),
    S(
        "others-opinion",
        NL,
        E_,
        "Agustina",
        "Bruno thinks the candombe parade should start earlier.",
        [],
    ),
    # passing moods
    S("passing-mood", NL, B_, "Agustina", "I'm worn out tonight.", []),
    S("passing-mood", TL, C_, "facundo", "proper fed up today", []),
    S("passing-mood", NJ, D_, "Micaela", "I feel oddly light this morning.", []),
    S("passing-mood", UA, E_, "User", "I'm a bit nervous today.", []),
    S("passing-mood", JM, F_, "User", "dead tired tbh", []),
    S("passing-mood", TL, A_, "facundo", "in a gr8 mood for no reason", []),
    # questions
    S("question", NL, A_, "Agustina", "Did you ever find your glasses?", []),
    S("question", TL, B_, "facundo", "u comin to the beach sun", []),
    S("question", NJ, C_, "Micaela", "What time does the post office open on Saturdays?", []),
    S("question", UA, D_, "User", "How long should I rest dough before baking?", []),
    S("question", JM, E_, "User", "whats a good name for a kitten", []),
    S("question", NL, F_, "Agustina", "Have you tried the new ice-cream place on the square?", []),
    # thanks
    S("thanks", UA, A_, "User", "Thank you so much, that's just what I needed.", []),
    S("thanks", JM, C_, "User", "cheers thx", []),
    S("thanks", NL, D_, "Agustina", "Thanks for having Valentín over on Sunday.", []),
    S("thanks", UA, F_, "User", "Thanks, that helps a lot.", []),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        B_,
        "Assistant",
        "You could try a weekend in Cabo Polonio; it's very quiet outside the summer.",
        [],
        [("User", "Where could we go for a quiet weekend?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        D_,
        "Assistant",
        "Maybe cooking a big pot of stew on Sundays would save you time in the week.",
        [],
        [("User", "how do i cook less on work nights")],
    ),
    S(
        "assistant-suggestion",
        UA,
        E_,
        "Assistant",
        "An old framed map of Uruguay might make a nice present.",
        [],
        [("User", "What could I get my father for his birthday?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        F_,
        "Assistant",
        "You might enjoy an evening class in woodwork; it's a good way to meet people.",
        [],
        [("User", "how do i meet ppl after movin")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
