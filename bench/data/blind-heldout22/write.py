# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the twenty-second blind held-out recall set (this folder).

Everything under "material" below was typed by hand for this set: six dated conversations
with the questions about them (``CONVERSATIONS``) and a hundred labelled sentences
(``SENTENCES``). Three pair chats are written in proper case and full sentences, as two
friends write to each other about their lives over a year or more; one pair chat is
lower-case texting; of the two assistant chats, one user writes in proper case and the other
tersely in lower case. The script itself only numbers the turns, resolves the turn labels
that the questions cite, checks everything against the scorer's rules and the blind brief
(through ``bench/_handwritten.py``) and writes the four files::

    uv run python bench/data/blind-heldout22/write.py          # rewrite the jsonl files
    uv run python bench/data/blind-heldout22/write.py --check  # fail if they differ

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
        "hand (bench/data/blind-heldout22/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the twenty-second held-out set"
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
Ognyan: I like that man. My news is less fun: the doctor at the polyclinic weighed me on Monday. A hundred and four kilos, and my blood pressure is too high. She said "Less salt, less bread, more walking." {doctor}
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
Desislava: A machine that finishes the edges of the cloth. My old one died in the middle of a wedding suit. {overlocker-why}
Ognyan: At least it waited for the wedding suit.
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
Desislava: The neighbour downstairs is Zhivko, by the way, the one with the tapan. He asked me to play with him at his daughter's engagement party, so we rehearse on Sundays. {zhivko}
Ognyan: A band already!
Desislava: Two people is not a band. Kaloyan says we're called "The Upstairs Downstairs". {band-name}
Ognyan: Ha! Weight news: ninety-three. I went under ninety-five in November, and Milena bought me new trousers. {weight-93}
Desislava: Ninety-three! What are you reading now?
Ognyan: Nothing; Kapka will eat the books. What about you?
Desislava: "A Winter Without Storks", for the second time. It's the only book that made me cry twice. {storks}
""",
    [
        Q("s", "What work does Desislava do?", "alterations in her workshop on Zlatarska street in Kapana, Plovdiv", "ask-job job", {"ask-job": "alterations; kapana", "job": "workshop; zlatarska"}, "", True),
        Q("t", "Since when has Desislava had her workshop?", "2013-05", "job", "eleven years; may", "human-date"),
        Q("s", "What do students bring Desislava to alter?", "their jeans, to take in", "job", "jeans"),
        Q("s", "Who gave Desislava her kaval?", "her father", "kaval", "father"),
        Q("s", "When did Desislava's father give her his kaval?", "at Christmas", "kaval", "christmas"),
        Q("s", "Where did Desislava's father play the kaval?", "at every wedding in Asenovgrad", "kaval", "wedding; asenovgrad"),
        Q("s", "Who teaches Desislava the kaval?", "Mr. Stoyanov, at the chitalishte", "kaval", "stoyanov"),
        Q("s", "When were Desislava's kaval lessons at first?", "every Wednesday at seven", "kaval", "wednesday; seven"),
        Q("m", "On which day did Desislava's kaval lessons move, and why?", "to Thursdays, because Mr. Stoyanov conducts a children's orchestra on Wednesdays", "kaval overlocker", {"kaval": "wednesday", "overlocker": "thursdays; children's orchestra"}, "latest"),
        Q("s", "What advice did Mr. Stoyanov give Desislava about breathing?", "Breathe as if you're cooling soup.", "quote-teacher", "cooling soup"),
        Q("t", "When did the doctor weigh Ognyan at the polyclinic?", "2024-01-29", "doctor", "weighed; monday", "relative-date"),
        Q("s", "How much did Ognyan weigh when the doctor weighed him?", "a hundred and four kilos", "doctor", "hundred four"),
        Q("s", "What did Ognyan's doctor tell him?", "Less salt, less bread, more walking.", "doctor", "salt; walking"),
        Q("s", "What weight did Ognyan want to reach, and by when?", "ninety-five kilos by his fiftieth birthday", "weight-goal", "ninety-five; fiftieth"),
        Q("t", "When is Ognyan's birthday?", "2024-09-14", "weight-goal", "14th; september"),
        Q("s", "Where does Ognyan walk in the evenings?", "through the Sea Garden", "weight-goal", "sea garden"),
        Q("s", "What did Ognyan give up to lose weight?", "white bread", "weight-goal", "white bread"),
        Q("s", "What is Ognyan's job?", "He repairs the engines of the fishing boats at the harbour in Asparuhovo.", "job-o", "engines; fishing boats", "", True),
        Q("s", "How old was Ognyan when he started repairing boat engines?", "twenty-three", "job-o", "twenty-three"),
        Q("t", "When did Kaloyan turn ten?", "2024-01-30", "kids", "ten; tuesday", "relative-date"),
        Q("s", "What did Kaloyan get for his tenth birthday, and from whom?", "a microscope, from his aunt Bistra", "kids", "microscope; bistra"),
        Q("s", "What does Raya draw on everything?", "cats", "kids", "cats"),
        Q("s", "How old was Raya at the start of 2024?", "six", "kids", "six"),
        Q("t", "When was work on Desislava's kitchen to start?", "2024-03-04", "kitchen-plan", "4th; march"),
        Q("s", "Who put up the tiles in Desislava's kitchen?", "her brother-in-law Petko", "kitchen-plan", "petko"),
        Q("s", "How old was Desislava's old kitchen?", "from 1986", "kitchen-plan", "1986"),
        Q("s", "What colour is Desislava's new kitchen?", "bottle green", "kitchen-colour", "bottle green"),
        Q("m", "What did Desislava's mother think of the green kitchen, before and after?", "She thought Desislava had gone mad; once it was done she said she had always liked it.", "kitchen-colour kitchen-done", {"kitchen-colour": "mother; mad", "kitchen-done": "mother; always liked"}, "event-chain"),
        Q("s", "Why did the kitchen tiles take two weeks instead of one?", "Petko dropped a whole box of them on the stairs.", "kitchen-done", "dropped; box; stairs"),
        Q("s", "What does the photo of Desislava's new kitchen show?", "a wall of green tiles, a white sink under the window and Raya's cat drawings on the new fridge", "photo-kitchen", "green tiles; white sink"),
        Q("s", "Which book were Ognyan and Milena racing to finish?", '"Nine Winters in Melnik"', "book", "nine winters; melnik"),
        Q("s", "Who was ahead in the reading race, and why?", "Milena, by forty pages; she reads in the bath", "book-race", "milena; bath"),
        Q("t", "When did Ognyan finish \"Nine Winters in Melnik\"?", "2024-04-23", "book-done", "finished; tuesday", "relative-date"),
        Q("s", "What did Ognyan think of the ending of \"Nine Winters in Melnik\"?", "too quick: after forty years the brother comes home in one page", "book-done", "ending; too quick"),
        Q("m", "Who finished \"Nine Winters in Melnik\" first, Ognyan or Milena?", "Milena, two days before Ognyan", "book-race book-done", {"book-race": "milena", "book-done": "two days after"}),
        Q("s", "How did Milena feel about \"Nine Winters in Melnik\"?", "She loved it and cried on the balcony.", "milena-book", "loved; cried"),
        Q("s", "How much did Ognyan weigh in late April 2024?", "ninety-nine kilos", "weight-99", "ninety-nine"),
        Q("s", "Where did Ognyan walk on Sundays in spring 2024?", "all the way to Galata and back", "weight-99", "sundays; galata"),
        Q("t", "When did Desislava play at the pupils' evening?", "2024-04-26", "pupils-evening", "pupils' evening; last night", "relative-date"),
        Q("s", "How many tunes did Desislava play at the pupils' evening?", "two, with one squeak", "pupils-evening", "two tunes"),
        Q("s", "What did Desislava's father say about her playing at the pupils' evening?", "It was the best kaval he had heard since his own teacher died.", "father", "best kaval; teacher died"),
        Q("s", "How did Kaloyan film Desislava's pupils' evening?", "on her phone, upside down", "father", "upside down"),
        Q("t", "When did Ognyan's van break down on the bridge?", "2024-04-22", "van", "van; monday", "relative-date"),
        Q("s", "What broke on Ognyan's van the first time?", "the back axle", "van", "back axle"),
        Q("s", "How much did the garage want for the back axle?", "eight hundred leva", "van", "eight hundred; leva"),
        Q("t", "When was Ognyan's van to be ready after the axle?", "2024-05-06", "van-fix", "6th; may"),
        Q("s", "Why does Ognyan need the van?", "He can't carry engines to the harbour on the bus.", "van-fix", "engines; bus"),
        Q("m", "What broke on Ognyan's van the second time, and how much did it cost?", "the fuel pump, three hundred and twenty leva, in January 2025", "van van-2", {"van": "van", "van-2": "fuel pump; three hundred twenty"}, "latest"),
        Q("t", "When did Milena find the flat in Galata?", "2024-04-24", "flat-look", "found; wednesday", "relative-date"),
        Q("s", "What is the flat Milena found like?", "second floor, two rooms and a balcony, in Galata", "flat-look", "second floor; balcony"),
        Q("t", "When did Ognyan and Milena move to Galata?", "2024-07-01", "moved", "1st; july"),
        Q("s", "Where did Ognyan and Milena live before Galata?", "in Asparuhovo", "moved", "asparuhovo"),
        Q("s", "What can be seen from Ognyan's new balcony?", "the sea, a cargo ship far out, and red roofs going down to the beach", "photo-view", "cargo ship; red roofs"),
        Q("s", "What does Milena do on the balcony every morning?", "drinks her coffee", "photo-view", "coffee"),
        Q("t", "When did Pipa stop eating?", "2024-07-07", "pipa-ill", "stopped eating; sunday", "relative-date"),
        Q("t", "When did Desislava take Pipa to the vet?", "2024-07-08", "pipa-ill", "vet; monday", "relative-date"),
        Q("s", "What was wrong with Pipa?", "an infection in her mouth; she had a tooth out", "pipa-ill", "infection; mouth"),
        Q("s", "How long was Pipa to get her drops?", "twice a day for ten days", "pipa-ill", "ten days"),
        Q("s", "How old is Pipa?", "thirteen (in July 2024)", "pipa-age", "thirteen"),
        Q("m", "How did Pipa do after her visit to the vet?", "She got better and is back on the windowsill, fatter than before.", "pipa-ill pipa-better", {"pipa-ill": "vet", "pipa-better": "windowsill; fatter"}, "event-chain"),
        Q("s", "Where does Raya sleep while Pipa is ill?", "on the floor next to Pipa's basket", "pipa-age", "floor; basket"),
        Q("t", "When did Ognyan hurt his knee?", "2024-06", "knee", "knee; three weeks ago", "relative-date"),
        Q("s", "How did Ognyan hurt his knee?", "jumping down from a boat at work", "knee", "jumping; boat"),
        Q("s", "How much did Ognyan weigh in July 2024?", "ninety-seven kilos", "knee", "ninety-seven"),
        Q("m", "When did Ognyan's knee get better, compared with what the doctor said?", "It was fine by the middle of August, as the doctor said (fine by August).", "knee swim-habit", {"knee": "august", "swim-habit": "middle; august"}),
        Q("s", "What was Ognyan and Milena's plan for Albania?", "two days in Tirana, four in Berat, then a week by the sea at Ksamil", "albania-plan", "tirana; berat; ksamil"),
        Q("m", "How did Ognyan and Milena's Albania trip differ from the plan?", "They skipped Tirana and stayed five days in Berat and ten at Ksamil instead of four and seven.", "albania-plan albania", {"albania-plan": "tirana", "albania": "skipped tirana; five days; ten days"}, "latest"),
        Q("s", "What does Ognyan's photo of Berat show?", "white houses with hundreds of windows, one above the other, and a green river under them", "albania", "hundreds; windows; green river"),
        Q("s", "Did Ognyan reach ninety-five kilos by his fiftieth birthday?", "No, he was ninety-six, one kilo short.", "goal-missed", "ninety-six; one kilo short"),
        Q("m", "When did Ognyan finally go under ninety-five kilos, and what did he weigh in March 2025?", "in November 2024; ninety-three", "weight-93 weight-goal", {"weight-93": "ninety-three; november", "weight-goal": "ninety-five"}, "latest"),
        Q("s", "What did Milena buy Ognyan when he went under ninety-five kilos?", "new trousers", "weight-93", "new trousers"),
        Q("s", "Who does Ognyan swim with on Sunday mornings?", "two old men from the building", "swim-habit", "two old men"),
        Q("s", "How often does Ognyan swim at the beach in Galata?", "every Sunday morning until it gets too cold", "swim-habit", "every sunday"),
        Q("s", "Who did Desislava take on as a helper, and on which days?", "Velichka, on Mondays and Tuesdays", "helper", "velichka; mondays; tuesdays"),
        Q("s", "What did the bride from Pazardzhik keep saying?", "Make it shorter.", "helper", "make shorter"),
        Q("s", "What did Desislava buy second-hand for her workshop, and for how much?", "an overlocker, from a woman in Asenovgrad, for four hundred and fifty leva", "overlocker", "overlocker; four hundred fifty"),
        Q("s", "Why did Desislava need a new overlocker?", "Her old one died in the middle of a wedding suit.", "overlocker-why", "wedding suit"),
        Q("m", "What did Desislava think of \"The Bread Thief\", halfway and at the end?", "Halfway, the thief was better company than the baker; at the end she loved the first half and hated the ending, where the thief becomes a priest.", "read-bread bread-done", {"read-bread": "better company", "bread-done": "hated; ending; priest"}, "event-chain"),
        Q("s", "Who lent Desislava \"The Bread Thief\"?", "Milena, at Easter", "read-bread", "milena"),
        Q("s", "Where did Desislava finish \"The Bread Thief\"?", "on the bus to Smolyan, in August", "bread-done", "bus; smolyan"),
        Q("s", "Why did Desislava go to Smolyan?", "for her aunt Yana's seventieth, then three days in the Rhodopes with the children", "smolyan", "yana's seventieth"),
        Q("s", "What was the first word Raya wrote at school?", "PIPA", "smolyan", "pipa"),
        Q("s", "What did Kaloyan do in the Rhodopes?", "looked at moss with his microscope", "smolyan", "moss; microscope"),
        Q("m", "When was Desislava's spring concert at the chitalishte planned, and when did it move to?", "planned for the 12th of April; moved to the 5th of April 2025", "concert-plan concert-moved", {"concert-plan": "12th; april", "concert-moved": "5th; april"}, "latest"),
        Q("t", "When is Desislava's spring concert, after it moved?", "2025-04-05", "concert-moved", "5th; april", "latest"),
        Q("s", "Why did the spring concert move?", "They are painting the hall.", "concert-moved", "painting; hall"),
        Q("m", "What is the name of Desislava's downstairs neighbour, and what does he play?", "Zhivko; the tapan", "concert-plan zhivko", {"concert-plan": "neighbour; tapan", "zhivko": "zhivko"}),
        Q("s", "Why are Desislava and Zhivko rehearsing?", "to play at Zhivko's daughter's engagement party", "zhivko", "engagement party"),
        Q("s", "How often do Desislava and Zhivko rehearse?", "on Sundays", "zhivko", "sundays"),
        Q("s", "What does Kaloyan call Desislava and Zhivko's pair?", '"The Upstairs Downstairs"', "band-name", "upstairs downstairs"),
        Q("s", "What dog are Ognyan and Milena getting?", "a black dog, a year old, with one white ear, from a farm near Vinitsa", "dog-plan", "black; white ear"),
        Q("t", "When were Ognyan and Milena to pick up their dog?", "2025-03-15", "dog-plan", "pick; next saturday", "relative-date"),
        Q("s", "What does Milena want to call the dog?", "Kapka", "dog-plan", "kapka"),
        Q("s", "Which book did Desislava read for the second time in 2025, and why does it matter to her?", '"A Winter Without Storks"; the only book that made her cry twice', "storks", "winter without storks; cry twice"),
        Q("o", "In which country are Plovdiv, Varna and the Rhodopes?", "Bulgaria", "ask-job smolyan", {"ask-job": "plovdiv", "smolyan": "rhodopes"}),
        Q("o", "Which sea is Ognyan swimming in at Galata, by Varna?", "the Black Sea", "swim-habit", "galata"),
        Q("o", "What kind of instrument is the kaval Desislava plays?", "a long end-blown wooden flute", "kaval", "kaval"),
        Q("o", "What might Kaloyan enjoy as a present, going by what he's into?", "slides or a kit for his microscope, or a book about tiny creatures", "kids smolyan", {"kids": "microscope", "smolyan": "microscope"}),
        Q("m", "What happened to Pipa in the week after Ognyan and Milena moved into the flat in Galata?", "She stopped eating and was taken to the vet; she had a tooth out.", "moved pipa-ill", {"moved": "1st; july", "pipa-ill": "stopped eating; tooth"}),
        Q("s", "What did Ognyan say he can see now that he is fifty?", "his feet", "goal-missed", "feet"),
    ],
)
CONVERSATIONS.append(DESISLAVA_OGNYAN)

