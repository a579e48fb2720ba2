# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the fourteenth development recall set (this folder), written blind as held-out 14.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
Most of it is written in proper case and full sentences, the way two friends write to each
other in a long dated chat; one pair chat is lower-case texting, and in one assistant chat the
user writes tersely in lower case. This script (with ``bench/_handwritten.py``, the format the
hand-written sets share) only numbers turns, resolves the turn labels that questions point at,
checks the labels against the scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-dev14/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev14/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho14"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev14/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the fourteenth held-out set; "
        "a development set since 2026-12-06"
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

MELIORA_HALLAM = Conv(
    "pair",
    "named_lines",
    ["Meliora", "Hallam"],
    """
@ 2024-02-10
Hallam: Meliora! Happy birthday for Thursday! Did the other half spoil you? {hi}
Meliora: Thank you! He did: Tiberius took me to the little old theatre in Shepton Mallet and then out for oysters. I'm thirty-four now, which feels ancient. {birthday}
Hallam: Thirty-four is nothing. Are you still lampworking at that studio in Ilminster? {still-glass}
Meliora: Yep, still there, eight years in March. I've got a commission for forty-two glass lampshades for a hotel in Langport, all in smoky green. {lampshades}
Hallam: Forty-two! That's a lot of glass. How's Tiberius getting on?
Meliora: He's mending barometers all over Somerset, same as ever, and he's started restoring an old stick barometer in our spare room. It takes up a whole wall. {tiberius}
Hallam: A barometer man and a lampworker, you two could open a very odd shop. My news: I got a job as a cooper at the Glenmorrach cooperage in Dufftown. I start on the 4th of March. {cooper}
Meliora: Hallam, congratulations! No more nights at the depot?
Hallam: No more nights. Eleven years of driving the yard shunter on nights at the freight depot in Rothes is enough for anyone. {shunter}
Meliora: Eleven years! How did you end up making barrels?
Hallam: My uncle Lambert was a cooper for forty years and he's been teaching me at weekends since the autumn. Our Dougie says I'm mad to take a pay cut of three thousand pounds a year. {dougie}
Meliora: Our Dougie being your brother?
Hallam: Aye, my wee brother, the one who runs the pawnbroker's in Buckie. He thinks everything is about money. {dougie-job}
Meliora: Tell him from me that happiness is worth three grand. Oh, and my stepdad Wigbert is finally having his hammer toe operation on the 27th of February, at the hospital in Crewkerne. {wigbert}
Hallam: Ouch. Give him my best.
@ 2024-04-06
Meliora: Hallam! How's the new job? Are your hands in one piece?
Hallam: Just about. Five weeks in and I've made my first whole cask, a hogshead, with Lambert watching over my shoulder the whole time. It holds two hundred and fifty litres. {cask}
Meliora: Your first barrel! What happens to it now?
Hallam: It's being filled on Monday, and it'll sit in a warehouse for at least twelve years. {filled}
Meliora: Twelve years! You'll be an old man when you drink it.
Hallam: I'll be fifty-one. How was your Easter?
Meliora: Lovely. We went to Tiberius's parents in Lyme Regis for the Easter weekend, and my mother-in-law made us fly a kite on the beach on Easter Monday. We lost it in the sea. {lyme}
Hallam: A kite sacrificed to the sea. How did Wigbert's operation go?
Meliora: It hasn't happened yet. It was put back to the day after the Easter holidays, so it's on Monday the 15th of April now. Mum is already fussing. {wigbert-moved}
Hallam: Your mum fusses at everything.
Meliora: She does. And the lampshades are done: all forty-two went to Langport last Tuesday, and the hotel has ordered twelve more for the bar. {lampshades-done}
Hallam: Fifty-four lampshades. You'll be making glass in your sleep.
Meliora: I already do. How's Gillespie? Still sulking in his tank?
Hallam: My tarantula is thriving. His legs span six inches now, and he's eaten the new locust. {tarantula}
Meliora: Brutal.
Hallam: And the big news: our Dougie is getting married, to a woman he met at the agricultural show in Forres. Her name's Marsaili and she's a clerk in the harbour office at Buckie. {dougie-wedding}
Meliora: Our Dougie, married! When exactly?
Hallam: Saturday the 3rd of August, at the big hotel in Cullen. I'm best man, God help us. {best-man}
@ 2024-06-22
Hallam: Meliora, how's your stepdad's foot?
Meliora: Much better, thanks. He's been walking to the paper shop since the spring bank holiday, and he says he'll never wear pointed shoes again. {wigbert-better}
Hallam: Wise man.
Meliora: Big news from me: I'm leaving the studio. I've rented a unit on the trading estate in Ilminster and I'm opening my own glass workshop on the 1st of August. {own-workshop}
Hallam: Meliora! Your own place! What will it be called?
Meliora: Smoke and Sand Glass. The rent is nine hundred and fifty pounds a month, which terrifies me. {rent}
Hallam: You'll make it back in lampshades. My news is less exciting: I burnt my forearm on the cresset, the fire we toast the casks over, on Wednesday. {burn}
Meliora: Ouch! Are you all right?
Hallam: It's healing. Lambert says every cooper gets one bad burn in his first year, and that it means I'm a real one now. {lambert-says}
Meliora: Is Lambert still working with you?
Hallam: No, he retired at the end of May, at seventy-one. I'm the only apprentice on the floor now, with two older coopers, Gilroy and Bligh. {lambert-retired}
Meliora: You'll miss him.
Hallam: I will. He gave me his old adze, which is about a hundred years old. {adze}
Meliora: That's a proper heirloom. Oh, and Tiberius finished the stick barometer and sold it to a collector in Evesham for four thousand two hundred pounds. {barometer-sold}
Hallam: Four thousand! Is the spare room empty again?
Meliora: For about a week. He's bought a harmonium now. {harmonium}
@ 2024-09-07
Meliora: How was the wedding? Did our Dougie turn up?
Hallam: He turned up and cried through the vows. Marsaili's family danced till three, and my speech got a laugh, I think. {wedding}
Meliora: I bet you were brilliant.
Hallam: How's the workshop?
Meliora: Open! It opened on the 1st of August as planned, and I sold eleven pieces in the first week. On the bank holiday weekend we had an open day and two hundred people came. {open-day}
Hallam: Two hundred!
Meliora: Well, a hundred and eighty, but it felt like two hundred. Tiberius did the teas. {teas}
Hallam: What a husband. My news: I've moved. I was sick of driving from Rothes every day, so I've rented a cottage in Dufftown, ten minutes' walk from the cooperage. I moved in on the last day of August. {moved}
Meliora: A cottage! Does Gillespie like it?
Hallam: He's got the best window. Oh, and I'm seeing someone. She's called Rhoswen and she teaches the clarsach at the music school in Aberlour. {rhoswen}
Meliora: Hallam! How did you meet?
Hallam: At the wedding. She was in the band. {met-wedding}
Meliora: Of course she was.
Hallam: And your mum, still fussing?
Meliora: Always. She's retiring from the ticket office at the station at Christmas, after twenty-six years, so she'll have more time to fuss. {mum-retire}
@ 2024-12-14
Hallam: Merry almost-Christmas! Are you two hosting this year?
Meliora: No, we're going to my mother-in-law's in Lyme Regis on Christmas Eve. But the week before Christmas I'm doing a stall at the Advent fair in Somerton, Thursday to Sunday. {fair}
Hallam: Sell them all.
Meliora: I'd better. I've made three hundred glass baubles. Well, two hundred and ninety: I dropped a tray. {baubles}
Hallam: Ouch. Rhoswen says hello, by the way.
Meliora: Hello back! How's it going with her?
Hallam: Wonderful. She's moving in with me the day after New Year's Day, instruments and all. {rhoswen-in}
Meliora: Moving in already! What does Gillespie think?
Hallam: The tarantula is worried. And I've been told I'll be made a full cooper in the spring, two years early. {full-cooper}
Meliora: Brilliant! You've earned it.
Hallam: Has your mum finished at the ticket office?
Meliora: Her last day is the 20th, and the whole village is coming to the station with cake. {mum-last-day}
Hallam: Lovely. Big night here, by the way: Gilroy's leaving do. He retired on Friday after fifty years at the cooperage. {gilroy}
Meliora: Fifty years! What will you all do without him?
Hallam: Drink his health, mostly. And how's Wigbert?
Meliora: He's grand. He's taken up marquetry and made us a tea tray with a kingfisher on it. {marquetry}
Hallam: A man of hidden talents.
@ 2025-03-01
Meliora: Hallam! Are you a full cooper yet?
Hallam: Since Monday! The master cooper gave me my papers and they tipped a bucket of soot and feathers over me, as is the tradition. {papers}
Meliora: Soot and feathers! Congratulations!
Hallam: Thanks. How's business?
Meliora: Good and bad. The Advent fair was great: I sold all but thirty baubles. But the landlord is putting the rent up to eleven hundred pounds a month from April. {rent-up}
Hallam: Ouch. Can you manage?
Meliora: Just. I've taken on an assistant, a glass student called Morvoren, three days a week. And my big news: I'm pregnant! Due on the 9th of September. {pregnant}
Hallam: MELIORA! That's amazing! What does Tiberius say?
Meliora: He's over the moon. He's painting the spare room, now the harmonium has gone to a chapel in Glastonbury. {harmonium-gone}
Hallam: A nursery where the barometers used to be.
Meliora: Exactly. How's living with Rhoswen?
Hallam: Good. She moved in on the 2nd of January as planned, and she's got me going to her beginners' clarsach class on Tuesdays. {clarsach}
Meliora: You, playing the clarsach!
Hallam: Badly. And our Dougie and Marsaili are expecting too, in July. {dougie-baby}
Meliora: Babies everywhere!
""",
    [
        Q(
            "s",
            "What does Meliora do for a living?",
            "She makes glass (lampworking): first at a studio in Ilminster, then in her own workshop.",
            "still-glass lampshades",
            {"still-glass": "lampworking; studio", "lampshades": "yep; glass"},
            "",
            True,
        ),
        Q(
            "s",
            "What is Meliora's husband's job?",
            "He mends and restores barometers.",
            "tiberius",
            "mending barometers",
            "third-person-fact",
            True,
        ),
        Q("s", "What is Meliora's husband called?", "Tiberius", "birthday", "tiberius"),
        Q(
            "s",
            "Where did Tiberius take Meliora for her birthday?",
            "to the little old theatre in Shepton Mallet, then out for oysters",
            "birthday",
            "theatre; shepton mallet|oysters",
        ),
        Q(
            "s",
            "How old did Meliora turn in February 2024?",
            "thirty-four",
            "birthday",
            "thirty four",
        ),
        Q(
            "s",
            "How long had Meliora been at the glass studio in Ilminster by March 2024?",
            "eight years",
            "still-glass lampshades",
            {"still-glass": "studio", "lampshades": "eight years"},
            "fragment",
        ),
        Q(
            "s",
            "How many lampshades did the hotel in Langport first order from Meliora?",
            "forty-two",
            "lampshades",
            "forty two",
        ),
        Q(
            "s",
            "What colour were the lampshades for the hotel in Langport?",
            "smoky green",
            "lampshades",
            "smoky green",
        ),
        Q(
            "s",
            "What was Tiberius restoring in the spare room in early 2024?",
            "an old stick barometer",
            "tiberius",
            "stick barometer",
        ),
        Q(
            "s",
            "What was Hallam's job before he became a cooper?",
            "He drove the yard shunter on nights at the freight depot in Rothes.",
            "shunter",
            "shunter; nights|freight depot",
            "",
            True,
        ),
        Q(
            "s",
            "What is Hallam's job since March 2024?",
            "a cooper at the Glenmorrach cooperage in Dufftown",
            "cooper",
            "cooper; glenmorrach|cooperage",
            "latest",
            True,
        ),
        Q(
            "s",
            "How long did Hallam work nights at the depot?",
            "eleven years",
            "shunter",
            "eleven years",
        ),
        Q(
            "s",
            "Who taught Hallam to make barrels?",
            "his uncle Lambert, a cooper for forty years",
            "dougie",
            "uncle lambert",
        ),
        Q(
            "s",
            "How much of a pay cut did Hallam take to become a cooper?",
            "three thousand pounds a year",
            "dougie",
            "three thousand pounds",
        ),
        Q(
            "s",
            "Who is Dougie?",
            "Hallam's younger brother, who runs the pawnbroker's in Buckie",
            "dougie dougie-job",
            {"dougie": "dougie", "dougie-job": "brother"},
            "third-person-fact fragment",
        ),
        Q(
            "s",
            "What does Hallam's brother Dougie do for a living?",
            "He runs the pawnbroker's in Buckie.",
            "dougie-job",
            "pawnbroker's; buckie",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What operation was Meliora's stepdad waiting for in early 2024?",
            "a hammer toe operation",
            "wigbert",
            "hammer toe",
            "third-person-fact",
        ),
        Q("s", "What is the name of Meliora's stepdad?", "Wigbert", "wigbert", "wigbert; stepdad"),
        Q(
            "s",
            "How much does Hallam's first cask hold?",
            "two hundred and fifty litres",
            "cask",
            "two hundred; fifty litres",
        ),
        Q(
            "s",
            "What kind of cask was the first one Hallam made?",
            "a hogshead",
            "cask",
            "hogshead",
        ),
        Q(
            "s",
            "How long will Hallam's first cask sit in a warehouse?",
            "at least twelve years",
            "filled",
            "twelve years",
        ),
        Q("s", "Where do Tiberius's parents live?", "Lyme Regis", "lyme", "lyme regis"),
        Q(
            "s",
            "What happened to the kite Meliora's mother-in-law made them fly?",
            "They lost it in the sea.",
            "lyme",
            "kite; sea",
        ),
        Q(
            "s",
            "How many more lampshades did the hotel order for its bar?",
            "twelve",
            "lampshades-done",
            "twelve",
        ),
        Q("s", "What kind of pet is Gillespie?", "a tarantula, Hallam's", "tarantula", "tarantula"),
        Q(
            "s",
            "What was Gillespie's leg span in April 2024?",
            "six inches",
            "tarantula",
            "six inches",
        ),
        Q(
            "s",
            "Where did Dougie meet Marsaili?",
            "at the agricultural show in Forres",
            "dougie-wedding",
            "agricultural show; forres",
        ),
        Q(
            "s",
            "What is Marsaili's job?",
            "She is a clerk in the harbour office at Buckie.",
            "dougie-wedding",
            "clerk; harbour office",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Where was Dougie's wedding held?",
            "at the big hotel in Cullen",
            "best-man",
            "hotel; cullen",
        ),
        Q(
            "s",
            "What role did Hallam have at Dougie's wedding?",
            "best man",
            "best-man",
            "best man",
        ),
        Q(
            "s",
            "What is Meliora's own glass workshop called?",
            "Smoke and Sand Glass",
            "rent",
            "smoke; sand glass",
        ),
        Q(
            "s",
            "What was the first rent of Meliora's workshop unit?",
            "nine hundred and fifty pounds a month",
            "rent",
            "nine hundred; fifty pounds",
        ),
        Q(
            "s",
            "How did Hallam burn his forearm?",
            "on the cresset, the fire the casks are toasted over",
            "burn",
            "cresset",
        ),
        Q(
            "s",
            "What did Lambert say about Hallam's burn?",
            "Every cooper gets one bad burn in his first year, and it means Hallam is a real one now.",
            "lambert-says",
            "every cooper; burn",
            "third-person-fact",
        ),
        Q(
            "s",
            "What did Lambert give Hallam when he retired?",
            "his old adze, about a hundred years old",
            "adze",
            "adze",
        ),
        Q(
            "s",
            "How much did Tiberius sell the stick barometer for, and to whom?",
            "four thousand two hundred pounds, to a collector in Evesham",
            "barometer-sold",
            "four thousand; evesham|collector",
        ),
        Q(
            "s",
            "How many pieces did Meliora sell in her workshop's first week?",
            "eleven",
            "open-day",
            "eleven pieces",
        ),
        Q(
            "s",
            "How many people actually came to Meliora's open day?",
            "about a hundred and eighty",
            "teas",
            "hundred; eighty",
        ),
        Q(
            "s",
            "Where does Hallam live since the end of August 2024?",
            "in a rented cottage in Dufftown, ten minutes' walk from the cooperage",
            "moved",
            "cottage; dufftown",
            "latest",
            True,
        ),
        Q(
            "s",
            "What does Rhoswen do for a living?",
            "She teaches the clarsach at the music school in Aberlour.",
            "rhoswen",
            "clarsach; aberlour|music school",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Where did Hallam meet Rhoswen?",
            "at Dougie's wedding, where she was in the band",
            "met-wedding",
            "wedding; band",
            "pronoun",
        ),
        Q(
            "s",
            "What job is Meliora's mum retiring from?",
            "the ticket office at the station, after twenty-six years",
            "mum-retire",
            "ticket office; twenty six years",
            "third-person-fact",
        ),
        Q(
            "s",
            "How many glass baubles did Meliora end up with for the Advent fair?",
            "two hundred and ninety",
            "baubles",
            "two hundred; ninety",
        ),
        Q(
            "s",
            "What hobby did Wigbert take up in 2024?",
            "marquetry",
            "marquetry",
            "marquetry",
            "third-person-fact",
        ),
        Q(
            "s",
            "What did Meliora's stepdad make for her?",
            "a tea tray with a kingfisher on it",
            "marquetry",
            "tea tray; kingfisher",
        ),
        Q(
            "s",
            "What happened when Hallam got his cooper's papers?",
            "They tipped a bucket of soot and feathers over him.",
            "papers",
            "soot; feathers",
        ),
        Q(
            "s",
            "How many baubles were left after the Advent fair?",
            "thirty",
            "rent-up",
            "thirty baubles",
        ),
        Q(
            "s",
            "Who is Morvoren?",
            "a glass student Meliora took on as an assistant, three days a week",
            "pregnant",
            "morvoren; assistant|glass student",
            "third-person-fact",
        ),
        Q(
            "s",
            "What happened to Tiberius's harmonium?",
            "It went to a chapel in Glastonbury.",
            "harmonium-gone",
            "chapel; glastonbury",
        ),
        Q(
            "s",
            "Which evening class does Hallam go to?",
            "Rhoswen's beginners' clarsach class, on Tuesdays",
            "clarsach",
            "clarsach class; tuesdays",
        ),
        Q(
            "s",
            "Which job did Hallam start two years ago?",
            "cooper at the Glenmorrach cooperage in Dufftown, in March 2024",
            "cooper",
            "cooper",
            "relative-question-date",
        ),
        Q(
            "s",
            "How long did Gilroy work at the cooperage?",
            "fifty years",
            "gilroy",
            "fifty years",
            "third-person-fact",
        ),
        Q(
            "t",
            "When did Gilroy retire?",
            "2024-12-13",
            "gilroy",
            "retired; friday",
            "relative-date third-person-fact",
        ),
        Q(
            "t",
            "When is Meliora's birthday?",
            "2024-02-08",
            "hi",
            "birthday; thursday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Hallam start at the cooperage?",
            "2024-03-04",
            "cooper",
            "4th march",
            "human-date",
        ),
        Q(
            "t",
            "When was Wigbert's hammer toe operation first planned for?",
            "2024-02-27",
            "wigbert",
            "27th february",
            "human-date",
        ),
        Q(
            "t",
            "When did Wigbert have his hammer toe operation?",
            "2024-04-15",
            "wigbert-moved",
            "15th april",
            "human-date latest",
        ),
        Q(
            "t",
            "When was Hallam's first cask filled?",
            "2024-04-08",
            "filled",
            "filled; monday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Meliora's family lose the kite in the sea?",
            "2024-04-01",
            "lyme",
            "kite; easter monday",
            "human-date",
        ),
        Q(
            "t",
            "When did the lampshades go to Langport?",
            "2024-04-02",
            "lampshades-done",
            "langport; tuesday",
            "relative-date",
        ),
        Q("t", "When was Dougie's wedding?", "2024-08-03", "best-man", "3rd august", "human-date"),
        Q(
            "t",
            "Since when has Wigbert been walking to the paper shop?",
            "2024-05-27",
            "wigbert-better",
            "spring bank holiday",
            "human-date",
        ),
        Q(
            "t",
            "When did Hallam burn his forearm?",
            "2024-06-19",
            "burn",
            "cresset; wednesday",
            "relative-date",
        ),
        Q("t", "When did Lambert retire?", "2024-05", "lambert-retired", "end may", "human-date"),
        Q(
            "t",
            "When did Meliora's glass workshop open?",
            "2024-08-01",
            "own-workshop open-day",
            "1st august",
            "human-date",
        ),
        Q(
            "t",
            "In which month was Meliora's open day?",
            "2024-08",
            "open-day",
            "bank holiday weekend",
            "human-date",
        ),
        Q(
            "t",
            "When did Hallam move into his cottage in Dufftown?",
            "2024-08-31",
            "moved",
            "last day; august",
            "human-date",
        ),
        Q(
            "t",
            "When did Rhoswen move in with Hallam?",
            "2025-01-02",
            "rhoswen-in clarsach",
            {"rhoswen-in": "new year", "clarsach": "2nd january"},
            "human-date",
        ),
        Q(
            "t",
            "When was Meliora's mum's last day at the ticket office?",
            "2024-12-20",
            "mum-last-day",
            "20th",
            "human-date",
        ),
        Q(
            "t",
            "On which day did Meliora's stall at the Advent fair open?",
            "2024-12-19",
            "fair",
            "advent fair; thursday",
            "human-date",
        ),
        Q(
            "t",
            "When did Hallam become a full cooper?",
            "2025-02-24",
            "papers",
            "monday",
            "relative-date",
        ),
        Q(
            "t",
            "When is Meliora's baby due?",
            "2025-09-09",
            "pregnant",
            "9th september",
            "human-date",
        ),
        Q(
            "t",
            "From when does Meliora's workshop rent go up to eleven hundred pounds?",
            "2025-04",
            "rent-up",
            "april",
            "human-date",
        ),
        Q(
            "t",
            "When are Dougie and Marsaili expecting their baby?",
            "2025-07",
            "dougie-baby",
            "july",
            "human-date",
        ),
        Q(
            "m",
            "How did the rent of Meliora's workshop change?",
            "nine hundred and fifty pounds a month at first, then eleven hundred pounds from April 2025",
            "rent rent-up",
            {"rent": "nine hundred; fifty pounds", "rent-up": "eleven hundred"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Which jobs has Hallam had, in order?",
            "yard shunter driver on nights at a freight depot in Rothes, then apprentice cooper at the Glenmorrach cooperage, then full cooper",
            "shunter cooper papers",
            {"shunter": "shunter", "cooper": "cooper", "papers": "papers"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How many times was Wigbert's operation date set, and what was the final date?",
            "twice: 27 February 2024, then 15 April 2024",
            "wigbert wigbert-moved",
            {"wigbert": "27th february", "wigbert-moved": "15th april"},
            "event-chain",
        ),
        Q(
            "m",
            "How many lampshades did Meliora make for the hotel in Langport altogether?",
            "fifty-four: forty-two, then twelve more for the bar",
            "lampshades lampshades-done",
            {"lampshades": "forty two", "lampshades-done": "twelve"},
            "event-chain",
        ),
        Q(
            "m",
            "Where did Meliora work before and after August 2024?",
            "at a glass studio in Ilminster, then in her own workshop, Smoke and Sand Glass, on the trading estate in Ilminster",
            "still-glass own-workshop",
            {"still-glass": "studio", "own-workshop": "workshop"},
            "event-chain latest",
        ),
        Q(
            "m",
            "What did Tiberius keep in the spare room, and where did those things go?",
            "a stick barometer, sold to a collector in Evesham, then a harmonium, given to a chapel in Glastonbury",
            "barometer-sold harmonium-gone",
            {"barometer-sold": "evesham", "harmonium-gone": "glastonbury"},
            "event-chain",
        ),
        Q(
            "m",
            "Who did Hallam meet at his brother's wedding, and what did she do in January 2025?",
            "Rhoswen, a clarsach teacher; she moved in with him on 2 January 2025",
            "met-wedding rhoswen-in",
            {"met-wedding": "wedding", "rhoswen-in": "moving"},
            "event-chain pronoun",
        ),
        Q(
            "m",
            "Which babies are expected in 2025 among Meliora, Hallam and their families?",
            "Meliora's, due on 9 September, and Dougie and Marsaili's, due in July",
            "pregnant dougie-baby",
            {"pregnant": "pregnant", "dougie-baby": "expecting"},
            "event-chain",
        ),
        Q("o", "In which country is Hallam's cooperage town?", "Scotland", "cooper", "dufftown"),
        Q(
            "o",
            "What drink are the casks from Hallam's cooperage in Dufftown made for?",
            "whisky (Speyside malt)",
            "cooper",
            "cooperage; dufftown",
        ),
        Q(
            "o",
            "In which English county is Meliora's home town, Ilminster?",
            "Somerset",
            "tiberius",
            "somerset",
        ),
    ],
)
CONVERSATIONS.append(MELIORA_HALLAM)

TYLA_KAYDON = Conv(
    "pair",
    "timestamped_lines",
    ["tyla", "kaydon"],
    """
@ 2024-03-16
kaydon: happy birthday for wednesday!! 23 now u old bag {hi}
tyla: haha ta!! my fella took me for a curry in stockton n bought me a silver bangle {bday}
tyla: n guess wot, i handed my notice in at the bookies. got a job as a trainee wigmaker at crown n glory in billingham, start on the 2nd april {wigmaker}
kaydon: no way!! u hated that counter
tyla: 4 yrs behind it, never again {counter}
kaydon: u still with wayno then
tyla: yeh. my fella's been on nights at the crisp factory for a yr now so i never see him lol {wayno}
kaydon: haha. im still up pylons in all weathers. did a 14 hr day on tuesday on the line over middlesbrough {pylons}
tyla: mad. hows ur nan
kaydon: she fell in the precinct on monday n broke two toes. shes ok but fumin {nan}
tyla: aw bless her. give her a hug from me
kaydon: will do. my best mate jonjo's movin in wiv me in april, 2 bed flat in eston, 650 a month between us {jonjo}
tyla: lads pad lol
@ 2024-05-30
tyla: omg half term is killin me, got our stu's 2 kids all week {halfterm}
kaydon: whos stu again
tyla: me brother!! the one in the raf, hes in cyprus till sept {stu}
kaydon: oh yeh. hows the wig job
tyla: lovin it. did my first fitting on me own on tuesday, a lady whos lost all her hair, took 3 n a half hrs n she cried when she saw it {first-fitting}
kaydon: aw thats lovely. we moved in the flat on the bank holiday monday at the start of may, jonjo's already broke the telly {moved}
tyla: lol typical
kaydon: n i passed my climbing ticket, im a senior climber now, 2 quid an hr more {ticket}
tyla: get u. wayno proposed!! {engaged}
kaydon: WHAT. when
tyla: sat night on the cliff at huntcliff, wiv a ring he hid in a cream bun. wedding next summer {proposal}
kaydon: in a cream bun lmao thats class
tyla: me mam cried for an hour
@ 2024-08-28
kaydon: u alive
tyla: barely. bank holiday weekend was carnage, me n wayno went to his sisters chalet at seaton carew n it rained all 3 days {chalet}
kaydon: lol classic. hows the wedding plannin
tyla: booked!! saturday 14th june next yr at the working mens club in norton, 80 guests {wedding-date}
kaydon: am i invited
tyla: obvs. our stu is walkin me down the aisle cos me dad's not around {stu-aisle}
kaydon: aw thats nice. hes back from cyprus then?
tyla: back on the 2nd sept, cant wait {stu-back}
kaydon: mint. my news: jonjo's moved out, hes gone back to his ex in marske. got a new flatmate {flatmate}
tyla: who
kaydon: tobes, he drives the winch truck for our gang, sound lad {tobes}
tyla: n ur nan?
kaydon: toes r mended, shes back at her tap class tuesdays n thursdays {nan-tap}
@ 2024-12-27
tyla: merry xmas!! wot u get
kaydon: socks n a drill lol. u?
tyla: wayno got me a puppy!! a sprocker, shes 9 wks old, called waffle {puppy}
kaydon: spoilt
tyla: lol. boxing day was mad tho, our stu proposed to his gf at the football yesterday, on the big screen {stu-proposed}
kaydon: on the big screen?? brave
tyla: she said yes thank god. her names amberlyn, shes a prison officer at holme house {amberlyn}
kaydon: good on him. ive got news 2
tyla: go on
kaydon: ive been seein someone since bonfire night. shes called saffie, she does the breakfasts at the truck stop on the a19 {saffie}
tyla: ahhh finally!!
kaydon: dont make it weird
tyla: lol. me n wayno went to see his nan in seaham. that was the sunday before xmas, she made us do a jigsaw {seaham}
@ 2025-04-24
kaydon: how was easter
tyla: the day after easter monday i quit crown n glory lol. im goin self employed, got a van n everythin, mobile wig fittin {quit}
kaydon: ur own boss!! how much was the van
tyla: 9 grand, second hand. wayno painted a crown on the side {van}
kaydon: class. weddin still on for june?
tyla: nope. moved to the 13th sept, the club flooded in feb {wedding-moved}
kaydon: nightmare
tyla: tell me about it. wot about u n saffie
kaydon: movin in together in may, her place in guisborough. tobes is keepin the flat {saffie-in}
tyla: u old romantic. u still up the pylons? {still-pylons}
kaydon: yep. made up to chargehand last month, got a team of 4 now {chargehand}
tyla: get u!! hows ur nan
kaydon: 80 on the 3rd of may, were doin a party at the legion {nan-80}
""",
    [
        Q(
            "s",
            "Where did tyla work before April 2024?",
            "at the bookies, behind the counter, for four years",
            "wigmaker counter",
            {"wigmaker": "bookies", "counter": "4 yrs"},
            "",
            True,
        ),
        Q(
            "s",
            "What job did tyla get in March 2024?",
            "trainee wigmaker at Crown n Glory in Billingham",
            "wigmaker",
            "trainee wigmaker; crown n glory|billingham",
            "",
            True,
        ),
        Q(
            "s",
            "How long did tyla work at the bookies?",
            "four years",
            "counter",
            "4 yrs",
            "fragment",
        ),
        Q("s", "How old did tyla turn in March 2024?", "23", "hi", "23"),
        Q(
            "s",
            "What did tyla's boyfriend give her for her birthday?",
            "a silver bangle, and a curry in Stockton",
            "bday",
            "silver bangle",
        ),
        Q(
            "s",
            "What does Wayno do for a living?",
            "He works nights at the crisp factory.",
            "wayno",
            "nights; crisp factory",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What is kaydon's job?",
            "He climbs pylons: a senior climber, later a chargehand.",
            "pylons",
            "pylons",
            "",
            True,
        ),
        Q(
            "s",
            "How long was kaydon's long working day in March 2024?",
            "14 hours",
            "pylons",
            "14 hr",
        ),
        Q(
            "s",
            "Where was the line kaydon worked on in March 2024?",
            "over Middlesbrough",
            "pylons",
            "middlesbrough",
        ),
        Q(
            "s",
            "What happened to kaydon's nan in March 2024?",
            "She fell in the precinct and broke two toes.",
            "nan",
            "fell; broke two toes",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who is jonjo?",
            "kaydon's best mate, who moved in with him",
            "jonjo",
            "best mate",
            "third-person-fact",
        ),
        Q(
            "s",
            "How much was the rent of kaydon and jonjo's flat?",
            "650 a month between them",
            "jonjo",
            "650",
        ),
        Q("s", "Where is kaydon's two-bed flat?", "Eston", "jonjo", "eston"),
        Q(
            "s",
            "Who is Stu?",
            "tyla's brother, in the RAF",
            "stu",
            "brother",
            "third-person-fact fragment",
        ),
        Q("s", "Where was Stu posted in 2024?", "Cyprus", "stu", "cyprus", "third-person-fact"),
        Q("s", "How many children does Stu have?", "two", "halfterm", "2 kids"),
        Q(
            "s",
            "Who was tyla's first wig fitting on her own for?",
            "a lady who had lost all her hair",
            "first-fitting",
            "lost; hair",
        ),
        Q(
            "s",
            "How long did tyla's first fitting on her own take?",
            "three and a half hours",
            "first-fitting",
            "3; half hrs",
        ),
        Q("s", "Who broke the telly in kaydon's flat?", "jonjo", "moved", "jonjo; telly"),
        Q(
            "s",
            "How much more an hour does kaydon get as a senior climber?",
            "two pounds",
            "ticket",
            "2 quid",
        ),
        Q(
            "s",
            "How did Wayno propose to tyla?",
            "on the cliff at Huntcliff, with a ring hidden in a cream bun",
            "proposal",
            "cream bun",
            "pronoun",
        ),
        Q(
            "s",
            "Where did tyla and Wayno spend the August bank holiday weekend of 2024?",
            "at his sister's chalet at Seaton Carew",
            "chalet",
            "chalet; seaton carew",
        ),
        Q(
            "s",
            "Where was tyla's wedding booked?",
            "at the working men's club in Norton",
            "wedding-date",
            "working mens club; norton",
        ),
        Q("s", "How many guests did tyla plan for her wedding?", "80", "wedding-date", "80 guests"),
        Q("s", "Who is walking tyla down the aisle?", "her brother Stu", "stu-aisle", "stu; aisle"),
        Q(
            "s",
            "Where did jonjo go when he moved out?",
            "back to his ex in Marske",
            "flatmate",
            "ex; marske",
        ),
        Q(
            "s",
            "What does Tobes do for a living?",
            "He drives the winch truck for kaydon's gang.",
            "tobes",
            "winch truck",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "When does kaydon's nan go to her tap class?",
            "Tuesdays and Thursdays",
            "nan-tap",
            "tap class; tuesdays; thursdays",
            "third-person-fact",
        ),
        Q("s", "What kind of dog is Waffle?", "a sprocker puppy", "puppy", "sprocker"),
        Q("s", "Who gave tyla her puppy?", "Wayno", "puppy", "wayno"),
        Q(
            "s",
            "How did Stu propose to his girlfriend?",
            "at the football, on the big screen",
            "stu-proposed",
            "football; big screen",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does Amberlyn do for a living?",
            "She is a prison officer at Holme House.",
            "amberlyn",
            "prison officer",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Who is Saffie?",
            "kaydon's girlfriend, who does the breakfasts at the truck stop on the A19",
            "saffie",
            "saffie; seein",
            "third-person-fact",
        ),
        Q(
            "s",
            "What is Saffie's job?",
            "She does the breakfasts at the truck stop on the A19.",
            "saffie",
            "breakfasts; truck stop",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Where does Wayno's nan live?",
            "Seaham",
            "seaham",
            "nan; seaham",
            "third-person-fact",
        ),
        Q(
            "s",
            "What is tyla's job since April 2025?",
            "self-employed mobile wig fitting, with her own van",
            "quit",
            "self employed; mobile wig fittin",
            "latest",
            True,
        ),
        Q("s", "How much did tyla's van cost?", "9 grand, second hand", "van", "9 grand"),
        Q("s", "What did Wayno paint on tyla's van?", "a crown", "van", "crown"),
        Q(
            "s",
            "Why was tyla's wedding moved?",
            "The club flooded in February.",
            "wedding-moved",
            "flooded",
        ),
        Q(
            "s",
            "Who is keeping kaydon's flat when he moves in with Saffie?",
            "Tobes",
            "saffie-in",
            "tobes",
        ),
        Q(
            "s",
            "Is kaydon still climbing pylons?",
            "Yes, and he was made chargehand with a team of four.",
            "still-pylons chargehand",
            {"still-pylons": "pylons", "chargehand": "yep; chargehand"},
            "latest fragment",
        ),
        Q("s", "How many people are in kaydon's team?", "four", "chargehand", "team; 4"),
        Q(
            "s",
            "Where is kaydon's nan's eightieth birthday party?",
            "at the Legion",
            "nan-80",
            "legion",
        ),
        Q(
            "s",
            "What did tyla start doing for herself last year?",
            "mobile wig fitting, self-employed, with her own van",
            "quit",
            "mobile wig fittin",
            "relative-question-date latest",
        ),
        Q(
            "t",
            "When is tyla's birthday?",
            "2024-03-13",
            "hi",
            "birthday; wednesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did tyla start as a trainee wigmaker?",
            "2024-04-02",
            "wigmaker",
            "2nd april",
            "human-date",
        ),
        Q(
            "t",
            "On which day did kaydon work fourteen hours?",
            "2024-03-12",
            "pylons",
            "14 hr; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did kaydon's nan fall and break two toes?",
            "2024-03-11",
            "nan",
            "fell; monday",
            "relative-date third-person-fact",
        ),
        Q(
            "t",
            "When did tyla do her first wig fitting on her own?",
            "2024-05-28",
            "first-fitting",
            "first fitting; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did kaydon and jonjo move into the flat?",
            "2024-05-06",
            "moved",
            "bank holiday monday; may",
            "human-date",
        ),
        Q(
            "t",
            "When did Wayno propose to tyla?",
            "2024-05-25",
            "proposal",
            "sat night",
            "relative-date",
        ),
        Q(
            "t",
            "When was tyla's wedding first booked for?",
            "2025-06-14",
            "wedding-date",
            "14th june",
            "human-date",
        ),
        Q(
            "t",
            "When did Stu come back from Cyprus?",
            "2024-09-02",
            "stu-back",
            "2nd sept",
            "human-date fragment",
        ),
        Q(
            "t",
            "In which month was tyla's puppy born?",
            "2024-10",
            "puppy",
            "9 wks",
            "relative-date",
        ),
        Q(
            "t",
            "When did Stu propose to Amberlyn?",
            "2024-12-26",
            "stu-proposed",
            "boxing day",
            "human-date",
        ),
        Q(
            "t",
            "Since when has kaydon been seeing Saffie?",
            "2024-11-05",
            "saffie",
            "bonfire night",
            "human-date",
        ),
        Q(
            "t",
            "When did tyla and Wayno visit his nan in Seaham?",
            "2024-12-22",
            "seaham",
            "sunday before xmas",
            "human-date",
        ),
        Q(
            "t",
            "When did tyla quit Crown n Glory?",
            "2025-04-22",
            "quit",
            "day after easter monday",
            "human-date",
        ),
        Q(
            "t",
            "When is tyla's wedding now?",
            "2025-09-13",
            "wedding-moved",
            "13th sept",
            "human-date latest",
        ),
        Q(
            "t",
            "In which month was kaydon made chargehand?",
            "2025-03",
            "chargehand",
            "chargehand; last month",
            "relative-date",
        ),
        Q(
            "t",
            "When is kaydon's nan's eightieth birthday?",
            "2025-05-03",
            "nan-80",
            "80; 3rd may",
            "human-date",
        ),
        Q(
            "t",
            "In which month do kaydon and Saffie move in together?",
            "2025-05",
            "saffie-in",
            "may",
            "human-date",
        ),
        Q(
            "m",
            "Which jobs has tyla had, in order?",
            "four years at the bookies, trainee wigmaker at Crown n Glory, then her own mobile wig fitting business",
            "wigmaker quit",
            {"wigmaker": "bookies; crown n glory", "quit": "mobile wig fittin"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Who has lived in kaydon's flat in Eston?",
            "kaydon with jonjo, then with Tobes after jonjo moved out; Tobes keeps it when kaydon moves to Guisborough",
            "jonjo flatmate tobes saffie-in",
            {"jonjo": "jonjo", "flatmate": "flatmate", "tobes": "tobes", "saffie-in": "tobes"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How did tyla's wedding date change?",
            "booked for 14 June 2025, then moved to 13 September 2025 after the club flooded",
            "wedding-date wedding-moved",
            {"wedding-date": "14th june", "wedding-moved": "13th sept"},
            "event-chain latest",
        ),
        Q(
            "m",
            "What has happened to kaydon's nan?",
            "She broke two toes in a fall in March 2024, was back at her tap class by August and turns eighty on 3 May 2025.",
            "nan nan-tap nan-80",
            {"nan": "toes", "nan-tap": "tap class", "nan-80": "80"},
            "event-chain third-person-fact",
        ),
        Q(
            "m",
            "Which of tyla's family got engaged in 2024?",
            "tyla herself, to Wayno in May, and her brother Stu, to Amberlyn on Boxing Day",
            "proposal stu-proposed",
            {"proposal": "ring", "stu-proposed": "proposed"},
            "event-chain",
        ),
        Q(
            "m",
            "How did kaydon's work on the pylons progress?",
            "a senior climber from May 2024, then chargehand in March 2025",
            "ticket chargehand",
            {"ticket": "senior climber", "chargehand": "chargehand"},
            "event-chain latest",
        ),
        Q(
            "o",
            "On which island is Stu, tyla's brother, posted in 2024?",
            "Cyprus, in the Mediterranean",
            "stu",
            "cyprus",
        ),
        Q(
            "o",
            "Which two breeds is tyla's sprocker a cross of?",
            "a springer spaniel and a cocker spaniel",
            "puppy",
            "sprocker",
        ),
        Q(
            "o",
            "What is remembered on Bonfire Night, when kaydon started seeing Saffie?",
            "the foiling of the Gunpowder Plot (Guy Fawkes Night, 5 November)",
            "saffie",
            "bonfire night",
        ),
    ],
)
CONVERSATIONS.append(TYLA_KAYDON)

ELUNED_KASIMIR = Conv(
    "pair",
    "named_json",
    ["Eluned", "Kasimir"],
    """
@ 2024-01-13
Kasimir: Happy new year, Eluned! And congratulations on the new job at the foot clinic in Brighouse! When do you start? {hi}
Eluned: Thank you! I start on the 5th of February. After eleven years of treating feet at the hospital in Elland I fancied a change, and the clinic pays six thousand pounds more. {job}
Kasimir: Eleven years! Will you commute from Hebden Bridge? {hebden}
Eluned: Yes, on the train: fifty minutes each way. Hereward says I'll finally read all the books I've bought. {commute}
Kasimir: How is Hereward? Still printing?
Eluned: Still printing. My partner has two printing presses now, in the old chapel above Heptonstall, and he sold two hundred calendars before Christmas. {hereward}
Kasimir: Two hundred calendars! Save me one.
Eluned: Already in the post. How's life on the railway?
Kasimir: Same as ever: I've driven the steam train on the Bieszczady forest railway for nine years, and I still love the early shift. My sister-in-law Ludmiła says I'm the only person in Poland who enjoys getting up at four. {railway}
Eluned: She's not wrong. Is your brother well?
Kasimir: Mirosław is fine; he's just started a courier business in Krosno. But my mother-in-law is staying with us until March, because her flat in Tarnów is having new windows fitted. {mil}
Eluned: How is that going?
Kasimir: She's rearranged every cupboard in the kitchen. Jolanta and I are counting the days. {jolanta}
Eluned: Jolanta's your wife, yes? Remind me what she does. {wife}
Kasimir: She's the prompter at the opera house in Przemyśl, and she's working on a new production of The Magic Flute that opens on the 12th of April. {prompter}
Eluned: A prompter! I didn't know that was still a job.
@ 2024-04-20
Eluned: Kasimir, how was The Magic Flute?
Kasimir: A triumph, apparently. It opened on the 12th as planned, and Jolanta says the tenor forgot his words twice and she saved him both times. {flute}
Eluned: The prompter's hour of glory! Has your mother-in-law gone home?
Kasimir: At last, on Easter Monday. She left us a freezer full of gołąbki, so I forgive her. {mil-home}
Eluned: I'd take that deal.
Kasimir: How's the new job?
Eluned: I love it. I do the children's clinic on Tuesdays and Thursdays, and nail surgery the rest of the week. {clinic-days}
Kasimir: And the commute?
Eluned: I've read eleven books since February. But the big news is Hereward: he asked me to marry him on top of Stoodley Pike on Good Friday, and I said yes! {engaged}
Kasimir: Eluned! Congratulations! Have you set a date?
Eluned: Not yet. We're thinking of next spring, at the chapel schoolroom in Heptonstall. {wedding-plan}
Kasimir: I'll be there. How are the presses?
Eluned: One of them broke down last Sunday, and the repair man has to come from Holmfirth. {press}
Kasimir: Poor Hereward!
@ 2024-07-27
Kasimir: Eluned, I have news. I've stopped driving the train. {stopped}
Eluned: What? After nine years?
Kasimir: I've become a trainer: since the 1st of July I teach new drivers at the railway's depot in Majdan. No more four o'clock starts. {trainer}
Eluned: Ludmiła must be shocked.
Kasimir: She says I'll be bored within a month. How's the wedding planning?
Eluned: We've booked it: Saturday the 17th of May next year, at the schoolroom. Seventy guests, and Hereward is printing all the invitations himself. {wedding-date}
Kasimir: Of course he is.
Eluned: My best mate Calloway is going to give me away, because Dad says he'd cry too much. {calloway}
Kasimir: Perfect. What does Calloway do?
Eluned: He's a scenic painter for the theatre in Sowerby Bridge. He's promised us a painted backdrop of the moor. {calloway-job}
Kasimir: And your family? How's your dad?
Eluned: Dad had a stent put in at the end of June, and he's already back on his bike. {dad}
Kasimir: Good man. We had a heatwave here: 36 degrees on Tuesday, and the engine cabs were like ovens. {heat}
Eluned: Glad you're out of the cab.
@ 2024-10-26
Eluned: It's half term here and I've got my nephews, Sennen and Jowan, for the week. Send help. {halfterm}
Kasimir: How old are they now?
Eluned: Seven and nine. Yesterday we climbed Stoodley Pike, and the nine-year-old ran the whole way. {pike}
Kasimir: Which one's nine?
Eluned: Jowan. Sennen is the seven-year-old, and he sat down at the bottom and ate all the sandwiches. {sennen}
Kasimir: Sensible boy.
Eluned: How's the training job?
Kasimir: Good. My first group of eight drivers qualified on Friday, and every one of them passed. {qualified}
Eluned: Eight out of eight!
Kasimir: But I have sadder news. Jolanta and I are separating. She's moving to Opole in November to be the prompter at the theatre there. {separate}
Eluned: Oh, Kasimir. I'm so sorry. Are you all right?
Kasimir: Yes. It's friendly, truly. I'm keeping the flat in Lesko, and the cat, Bursztyn. {cat}
Eluned: Bursztyn stays with you, at least.
@ 2025-02-15
Kasimir: Happy Valentine's for yesterday, you lovebirds! {valentine}
Eluned: Thank you! Hereward printed me a card himself, with a poem on it. How are you? {card}
Kasimir: Better than I expected. Jolanta moved to Opole on the 3rd of November, and we speak every Sunday. And I've been going orienteering on Wednesdays with my godson Kajetan, who's fifteen. {orienteering}
Eluned: Orienteering! Good for you.
Kasimir: Are you still at the foot clinic? {still-clinic}
Eluned: Yes, still there, and they've made me lead podiatrist since January. {lead}
Kasimir: Congratulations! How's the wedding planning?
Eluned: It's been moved. The schoolroom's ceiling fell in in December, so it's now on the 24th of May at the old mill in Mytholmroyd. {moved}
Kasimir: A mill is even better.
Eluned: And Hereward's got three presses now. We've also adopted a pair of rescue lovebirds called Humbug and Marmaduke. {lovebirds}
Kasimir: Real lovebirds! I can't wait to meet them.
Eluned: Are you coming to the wedding?
Kasimir: Of course: I've booked the flight from Rzeszów to Manchester for the 22nd of May. {flight}
""",
    [
        Q(
            "s",
            "What does Eluned do for a living?",
            "She is a podiatrist: she treats feet, first at the hospital in Elland, then at a foot clinic in Brighouse.",
            "job lead",
            {"job": "treating feet", "lead": "podiatrist"},
            "",
            True,
        ),
        Q(
            "s",
            "Where does Eluned work since February 2024?",
            "at the foot clinic in Brighouse",
            "hi",
            "foot clinic; brighouse",
            "latest",
            True,
        ),
        Q(
            "s",
            "How long did Eluned work at the hospital in Elland?",
            "eleven years",
            "job",
            "eleven years",
        ),
        Q(
            "s",
            "How much more does the clinic in Brighouse pay Eluned?",
            "six thousand pounds more",
            "job",
            "six thousand pounds",
        ),
        Q(
            "s",
            "How long is Eluned's train commute?",
            "fifty minutes each way",
            "commute",
            "fifty minutes",
        ),
        Q(
            "s",
            "Where does Eluned live?",
            "Hebden Bridge",
            "hebden commute",
            {"hebden": "hebden bridge", "commute": "train"},
            "",
            True,
        ),
        Q(
            "s",
            "What does Hereward do for a living?",
            "He is a printer, with printing presses in the old chapel above Heptonstall; he sells calendars.",
            "hereward",
            "printing presses; calendars",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "How many printing presses did Hereward have in January 2024?",
            "two",
            "hereward",
            "two printing presses",
        ),
        Q(
            "s",
            "How many calendars did Hereward sell before Christmas 2023?",
            "two hundred",
            "hereward",
            "two hundred calendars",
        ),
        Q(
            "s",
            "What was Kasimir's job until the summer of 2024?",
            "He drove the steam train on the Bieszczady forest railway.",
            "railway",
            "steam train; forest railway",
            "",
            True,
        ),
        Q(
            "s",
            "How long had Kasimir driven the steam train by January 2024?",
            "nine years",
            "railway",
            "nine years",
        ),
        Q(
            "s",
            "Who is Ludmiła?",
            "Kasimir's sister-in-law",
            "railway",
            "sister in law",
            "third-person-fact",
        ),
        Q(
            "s",
            "What did Ludmiła say about Kasimir?",
            "that he is the only person in Poland who enjoys getting up at four",
            "railway",
            "four",
            "third-person-fact",
        ),
        Q(
            "s",
            "What did Kasimir's brother Mirosław start?",
            "a courier business in Krosno",
            "mil",
            "courier business; krosno",
            "third-person-fact",
        ),
        Q(
            "s",
            "Why was Kasimir's mother-in-law staying with him?",
            "Her flat in Tarnów was having new windows fitted.",
            "mil",
            "new windows",
        ),
        Q(
            "s",
            "What is Jolanta's job?",
            "She is a prompter: at the opera house in Przemyśl, later at the theatre in Opole.",
            "prompter",
            "prompter",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Who is Jolanta?",
            "Kasimir's wife, from whom he separated in 2024",
            "wife prompter",
            {"wife": "jolanta; wife", "prompter": "prompter"},
            "third-person-fact",
        ),
        Q(
            "s",
            "Which opera did Jolanta work on in spring 2024?",
            "The Magic Flute",
            "prompter",
            "magic flute",
        ),
        Q("s", "How many times did Jolanta save the tenor?", "twice", "flute", "twice"),
        Q(
            "s",
            "What did Kasimir's mother-in-law leave behind when she went home?",
            "a freezer full of gołąbki",
            "mil-home",
            "gołąbki",
        ),
        Q(
            "s",
            "On which days does Eluned do the children's clinic?",
            "Tuesdays and Thursdays",
            "clinic-days",
            "tuesdays; thursdays",
        ),
        Q(
            "s",
            "How many books had Eluned read on the train by April 2024?",
            "eleven",
            "engaged",
            "eleven books",
        ),
        Q(
            "s",
            "Where did Hereward propose to Eluned?",
            "on top of Stoodley Pike",
            "engaged",
            "stoodley pike",
        ),
        Q(
            "s",
            "Where does the repair man for Hereward's presses come from?",
            "Holmfirth",
            "press",
            "holmfirth",
        ),
        Q(
            "s",
            "What is Kasimir's job since July 2024?",
            "He trains new drivers at the railway's depot in Majdan.",
            "trainer",
            "trainer; new drivers",
            "latest",
            True,
        ),
        Q(
            "s",
            "How many guests did Eluned plan for her wedding?",
            "seventy",
            "wedding-date",
            "seventy guests",
        ),
        Q(
            "s",
            "Who is Calloway?",
            "Eluned's best mate, who is giving her away",
            "calloway",
            "best mate",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does Calloway do for a living?",
            "He is a scenic painter for the theatre in Sowerby Bridge.",
            "calloway-job",
            "scenic painter; theatre",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What has Calloway promised Eluned and Hereward?",
            "a painted backdrop of the moor",
            "calloway-job",
            "backdrop; moor",
        ),
        Q(
            "s",
            "What did Eluned's dad have done in June 2024?",
            "He had a stent put in.",
            "dad",
            "stent",
            "third-person-fact",
        ),
        Q(
            "s",
            "How hot was it on the railway during the heatwave?",
            "36 degrees",
            "heat",
            "36 degrees",
        ),
        Q(
            "s",
            "What are the names of Eluned's nephews?",
            "Sennen and Jowan",
            "halfterm",
            "sennen; jowan",
        ),
        Q(
            "s",
            "How old is Jowan?",
            "nine (in October 2024)",
            "pike sennen",
            {"pike": "nine", "sennen": "jowan"},
            "third-person-fact fragment",
        ),
        Q(
            "s",
            "What did Sennen do on the climb?",
            "He sat down at the bottom and ate all the sandwiches.",
            "sennen",
            "sandwiches",
            "pronoun",
        ),
        Q(
            "s",
            "How many of Kasimir's first group of trainee drivers passed?",
            "all eight",
            "qualified",
            "eight drivers; passed",
        ),
        Q(
            "s",
            "Where did Jolanta move when she and Kasimir separated?",
            "Opole, to be the prompter at the theatre there",
            "separate",
            "opole",
            "third-person-fact",
        ),
        Q("s", "What is Kasimir's cat called?", "Bursztyn", "cat", "bursztyn"),
        Q("s", "Which town does Kasimir live in?", "Lesko", "cat", "lesko", "", True),
        Q(
            "s",
            "What did Hereward give Eluned for Valentine's Day 2025?",
            "a card he printed himself, with a poem on it",
            "valentine card",
            {"valentine": "valentine's", "card": "card; poem"},
            "pronoun",
        ),
        Q(
            "s",
            "Who is Kajetan?",
            "Kasimir's fifteen-year-old godson",
            "orienteering",
            "godson",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does Kasimir do on Wednesdays?",
            "He goes orienteering with his godson Kajetan.",
            "orienteering",
            "orienteering; wednesdays",
        ),
        Q(
            "s",
            "What is Eluned's job title since January 2025?",
            "lead podiatrist, still at the foot clinic",
            "still-clinic lead",
            {"still-clinic": "foot clinic", "lead": "lead podiatrist"},
            "latest fragment",
            True,
        ),
        Q(
            "s",
            "Why was Eluned's wedding moved?",
            "The schoolroom's ceiling fell in in December.",
            "moved",
            "ceiling",
        ),
        Q(
            "s",
            "Where is Eluned's wedding now to be held?",
            "at the old mill in Mytholmroyd",
            "moved",
            "old mill; mytholmroyd",
            "latest",
        ),
        Q(
            "s",
            "What pets did Eluned and Hereward adopt?",
            "a pair of rescue lovebirds called Humbug and Marmaduke",
            "lovebirds",
            "lovebirds; humbug; marmaduke",
        ),
        Q(
            "s",
            "Where was Eluned's wedding held last year?",
            "at the old mill in Mytholmroyd, on 24 May 2025",
            "moved",
            "old mill; mytholmroyd",
            "relative-question-date latest",
        ),
        Q(
            "t",
            "When did Eluned start at the foot clinic in Brighouse?",
            "2024-02-05",
            "job",
            "5th february",
            "human-date",
        ),
        Q(
            "t",
            "When did The Magic Flute open?",
            "2024-04-12",
            "prompter flute",
            "12th",
            "human-date",
        ),
        Q(
            "t",
            "When did Kasimir's mother-in-law go home?",
            "2024-04-01",
            "mil-home",
            "easter monday",
            "human-date",
        ),
        Q(
            "t",
            "When did Hereward propose to Eluned?",
            "2024-03-29",
            "engaged",
            "good friday",
            "human-date",
        ),
        Q(
            "t",
            "When did one of Hereward's presses break down?",
            "2024-04-14",
            "press",
            "broke down; sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Kasimir start training new drivers?",
            "2024-07-01",
            "trainer",
            "1st july",
            "human-date",
        ),
        Q(
            "t",
            "When was Eluned's wedding first booked for?",
            "2025-05-17",
            "wedding-date",
            "17th may",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Eluned's dad have his stent put in?",
            "2024-06",
            "dad",
            "end june",
            "human-date",
        ),
        Q(
            "t",
            "When did it reach 36 degrees on Kasimir's railway?",
            "2024-07-23",
            "heat",
            "36 degrees; tuesday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Eluned and her nephews climb Stoodley Pike?",
            "2024-10-25",
            "pike",
            "yesterday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Kasimir's first group of drivers qualify?",
            "2024-10-25",
            "qualified",
            "qualified; friday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Jolanta move to Opole?",
            "2024-11-03",
            "orienteering",
            "3rd november",
            "human-date",
        ),
        Q(
            "t",
            "Since when has Eluned been lead podiatrist?",
            "2025-01",
            "lead",
            "january",
            "human-date",
        ),
        Q(
            "t",
            "When is Eluned's wedding now?",
            "2025-05-24",
            "moved",
            "24th may",
            "human-date latest",
        ),
        Q(
            "t",
            "When does Kasimir fly to Manchester for the wedding?",
            "2025-05-22",
            "flight",
            "22nd may",
            "human-date",
        ),
        Q(
            "t",
            "In which month did the schoolroom's ceiling fall in?",
            "2024-12",
            "moved",
            "december",
            "human-date",
        ),
        Q(
            "m",
            "What jobs has Kasimir had, in order?",
            "a steam train driver on the Bieszczady forest railway for nine years, then a trainer of new drivers at the depot in Majdan from July 2024",
            "railway trainer",
            {"railway": "steam train", "trainer": "trainer"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How did the date and place of Eluned's wedding change?",
            "17 May 2025 at the chapel schoolroom in Heptonstall, then 24 May 2025 at the old mill in Mytholmroyd",
            "wedding-date moved",
            {"wedding-date": "17th may", "moved": "24th may"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How many printing presses did Hereward have in 2024 and in 2025?",
            "two in January 2024, three by February 2025",
            "hereward lovebirds",
            {"hereward": "two printing presses", "lovebirds": "three presses"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Is Kasimir still married to Jolanta?",
            "No: they separated in autumn 2024 and she moved to Opole on 3 November.",
            "separate orienteering",
            {"separate": "separating", "orienteering": "opole"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Which workplaces has Eluned had, and what is her role now?",
            "the hospital in Elland, then the foot clinic in Brighouse, where she is lead podiatrist since January 2025",
            "job lead",
            {"job": "elland; clinic", "lead": "lead podiatrist"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Which of Eluned's family and friends have a part in her wedding?",
            "Hereward, the groom, who is printing the invitations; her best mate Calloway, who is giving her away and painting a backdrop",
            "wedding-date calloway calloway-job",
            {"wedding-date": "hereward", "calloway": "calloway", "calloway-job": "backdrop"},
            "event-chain",
        ),
        Q("o", "In which country does Kasimir live?", "Poland", "railway", "poland"),
        Q(
            "o",
            "Who composed The Magic Flute, which Jolanta worked on?",
            "Mozart",
            "prompter",
            "magic flute",
        ),
        Q(
            "o",
            "In which English county is Eluned's town, Hebden Bridge?",
            "West Yorkshire",
            "hebden",
            "hebden bridge",
        ),
    ],
)
CONVERSATIONS.append(ELUNED_KASIMIR)

IDONEA_KORBINIAN = Conv(
    "pair",
    "timestamped_lines",
    ["Idonea", "Korbinian"],
    """
@ 2024-05-04
Korbinian: Idonea! Greetings from Lienz. Are the auction rooms surviving? {hi-k}
Idonea: Just about! I've run the auction rooms in Holt for five years now, and last month was my best ever: four thousand three hundred pounds in commission. {rooms}
Korbinian: Bravo! Do you have any help?
Idonea: My stepmum Enid does Saturdays, and she talks more than she sells. {stepmum}
Korbinian: Ha. Are you busy this bank holiday weekend?
Idonea: Very: the Holt antiques fair is on Monday, and I've got a stall in the marquee. {fair}
Korbinian: Good luck. My news: I've finished the winter season on the lifts. Seven months of fixing chairlifts at minus twenty. {lifts}
Idonea: Remind me, you're the engineer who fixes the chairlifts?
Korbinian: Yes, for the Zettersfeld lifts, eleven years now. In summer I work on the cable car instead. {cable}
Idonea: And how's your girlfriend? Resi, isn't it?
Korbinian: Resi's fine. She's just qualified as a mountain guide, after three years of exams. We're going to climb the Grossglockner together in August. {resi}
Idonea: Wow. I'll stick to climbing the stepladder in the saleroom.
Korbinian: How's your brother?
Idonea: Petroc's back from Canada and living in my spare room until he finds work. He's a ship's cook, and he's looking for a job on the North Sea supply boats. {petroc}
@ 2024-07-20
Idonea: How's the cable car?
Korbinian: Busy. Forty thousand passengers in June alone. And we've set the date for the Grossglockner: the 10th of August. {gg-date}
Idonea: Be careful. My news: Petroc got a job as a cook on a supply boat out of Great Yarmouth, and he's moved out. {petroc-job}
Korbinian: The spare room is yours again!
Idonea: Not for long. I've let it to a lodger, a young locum doctor at the hospital in Aylsham called Jerusha, for five hundred pounds a month. {lodger}
Korbinian: Clever. How was the antiques fair?
Idonea: Brilliant: I sold a Victorian tide clock for nine hundred pounds. {tide-clock}
Korbinian: Nine hundred!
Idonea: And I've started swimming in the sea with a group in Mundesley, every Sunday at seven. {swim}
Korbinian: In the North Sea? You're braver than me.
Idonea: Says the man about to climb the highest mountain in Austria. How's your mum?
Korbinian: My mother has been diagnosed with high blood pressure, and she's furious about giving up Speck. {mother}
Idonea: Poor woman. No Speck is a tragedy.
@ 2024-10-05
Idonea: Did you make it up the Grossglockner? {gg-q}
Korbinian: No. The weather turned on the 10th and we had to turn back at the Adlersruhe hut, at 3,454 metres. We'll try again next summer. {gg-failed}
Idonea: Safe is better than summit.
Korbinian: Resi says the same. And she's moved in with me, since the 1st of September. {resi-in}
Idonea: Lovely! How is the flat with two of you?
Korbinian: Full of ropes. How's the lodger?
Idonea: Jerusha is great, but she's leaving at Christmas for a job in Dunbar. And I'm taking on the empty unit next door to the saleroom, to sell maps and prints, from the 1st of November. {unit}
Korbinian: You're expanding!
Idonea: The rent goes up from seven hundred to eleven hundred and fifty pounds a month. Enid says I've gone mad. {rent}
Korbinian: She may be right, but do it.
Idonea: I will. Oh, and last Sunday I swam the pier-to-pier race at Mundesley: a mile and a half in forty-four minutes. {swim-race}
Korbinian: A mile and a half in the North Sea!
Idonea: And it was my birthday, so I had cake after. {birthday}
Korbinian: Happy belated birthday!
@ 2025-01-11
Korbinian: Happy new year! How was Christmas?
Idonea: Quiet. Petroc was on the boat on Christmas Day, so it was just me, Enid and Dad. Jerusha left on the 21st. {xmas}
Korbinian: And the map shop?
Idonea: The map room opened on the 1st of November, and we sold two hundred and twelve maps in December. {map-room}
Korbinian: Wunderbar.
Idonea: How's Resi?
Korbinian: We're engaged! I asked her on New Year's Eve at midnight, on the Hochstein, with the fireworks below us. {engaged}
Idonea: Korbinian! Congratulations!
Korbinian: Thank you. The wedding will be in the summer, after we try the Grossglockner again.
Idonea: And your mum, how's her blood pressure?
Korbinian: Better. She's lost eight kilos and walks to church every morning. {mother-better}
Idonea: Good for her.
Korbinian: What about you? Any romance?
Idonea: Maybe. There's a man who comes in every Thursday for old sea charts. His name's Phineas, and he's a ferryman on the seal trips out of Morston. {phineas}
Korbinian: A ferryman who buys charts. Marry him.
@ 2025-04-12
Idonea: I did it: I asked Phineas out. We've been seeing each other since the week before Valentine's Day. {phineas-dating}
Korbinian: Finally!
Idonea: And Enid has retired from Saturdays at seventy-four. My new Saturday helper is a sixth-former called Merle. {merle}
Korbinian: Who will do all the talking now?
Idonea: Merle, probably. How are the wedding plans?
Korbinian: The wedding is on the 2nd of August in the pilgrimage church at Lavant, and the second Grossglockner attempt is on the 12th of July. {wedding}
Idonea: The climb first, then the wedding. Sensible.
Korbinian: Resi insisted. Can you come?
Idonea: I wouldn't miss it. I've booked my flights: I fly out on the 31st of July. {flight}
Korbinian: Wunderbar. Is Petroc coming too?
Idonea: If he can get the time off. He's left the boats and he's cooking at a hotel in Blakeney now, so he's home every night. {petroc-hotel}
Korbinian: Good for him.
""",
    [
        Q(
            "s",
            "What does Idonea do for a living?",
            "She runs the auction rooms in Holt.",
            "rooms",
            "auction rooms; holt",
            "",
            True,
        ),
        Q(
            "s",
            "How long has Idonea run the auction rooms?",
            "five years (in May 2024)",
            "rooms",
            "five years",
        ),
        Q(
            "s",
            "How much commission did Idonea's auction rooms take in their best month?",
            "four thousand three hundred pounds",
            "rooms",
            "four thousand; three hundred pounds",
        ),
        Q(
            "s",
            "Who is Enid?",
            "Idonea's stepmum, who helped in the saleroom on Saturdays",
            "stepmum",
            "stepmum",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does Korbinian do for a living?",
            "He is an engineer who fixes the Zettersfeld chairlifts, and works on the cable car in summer.",
            "lifts cable",
            {"lifts": "chairlifts", "cable": "zettersfeld lifts"},
            "fragment",
            True,
        ),
        Q(
            "s",
            "How long had Korbinian worked on the Zettersfeld lifts by May 2024?",
            "eleven years",
            "cable",
            "eleven years",
        ),
        Q("s", "What does Korbinian work on in the summer?", "the cable car", "cable", "cable car"),
        Q("s", "Where does Korbinian live?", "Lienz", "hi-k", "lienz", "", True),
        Q(
            "s",
            "What is Resi's job?",
            "She is a mountain guide.",
            "resi",
            "mountain guide",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "How long did Resi's mountain guide exams take?",
            "three years",
            "resi",
            "three years",
        ),
        Q(
            "s",
            "What is Petroc's trade?",
            "He is a ship's cook.",
            "petroc",
            "ship's cook|cook",
            "third-person-fact",
            True,
        ),
        Q("s", "Where had Petroc come back from in 2024?", "Canada", "petroc", "canada"),
        Q(
            "s",
            "How many passengers did the cable car carry in June 2024?",
            "forty thousand",
            "gg-date",
            "forty thousand passengers",
        ),
        Q(
            "s",
            "Where did Petroc's supply boat sail from?",
            "Great Yarmouth",
            "petroc-job",
            "supply boat; great yarmouth",
        ),
        Q(
            "s",
            "Who rented Idonea's spare room, and for how much?",
            "Jerusha, a young locum doctor at the hospital in Aylsham, for five hundred pounds a month",
            "lodger",
            "jerusha; five hundred pounds",
        ),
        Q(
            "s",
            "What does Jerusha do for a living?",
            "She is a locum doctor at the hospital in Aylsham.",
            "lodger",
            "locum doctor; aylsham|hospital",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What did Idonea sell at the antiques fair for nine hundred pounds?",
            "a Victorian tide clock",
            "tide-clock",
            "tide clock",
        ),
        Q(
            "s",
            "When does Idonea go swimming in the sea?",
            "every Sunday at seven, with a group in Mundesley",
            "swim",
            "sunday; seven",
        ),
        Q(
            "s",
            "What condition was Korbinian's mother diagnosed with?",
            "high blood pressure",
            "mother",
            "high blood pressure",
            "third-person-fact",
        ),
        Q(
            "s",
            "What food did Korbinian's mother have to give up?",
            "Speck",
            "mother",
            "speck",
            "third-person-fact",
        ),
        Q(
            "s",
            "Where did Korbinian and Resi turn back on the Grossglockner?",
            "at the Adlersruhe hut, at 3,454 metres",
            "gg-failed",
            "adlersruhe",
        ),
        Q(
            "s",
            "Where did Jerusha go after leaving Idonea's?",
            "to a job in Dunbar",
            "unit",
            "dunbar",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does Idonea sell in the unit next door?",
            "maps and prints",
            "unit",
            "maps; prints",
        ),
        Q(
            "s",
            "What is Idonea's rent after taking on the unit next door?",
            "eleven hundred and fifty pounds a month",
            "rent",
            "eleven hundred; fifty",
            "latest",
        ),
        Q(
            "s",
            "How long is the pier-to-pier race at Mundesley?",
            "a mile and a half",
            "swim-race",
            "mile; half",
        ),
        Q(
            "s",
            "What was Idonea's time in the pier-to-pier race?",
            "forty-four minutes",
            "swim-race",
            "forty four minutes",
        ),
        Q(
            "s",
            "How many maps did Idonea sell in December 2024?",
            "two hundred and twelve",
            "map-room",
            "two hundred; twelve maps",
        ),
        Q(
            "s",
            "Where did Korbinian propose to Resi?",
            "on the Hochstein, at midnight on New Year's Eve, with the fireworks below",
            "engaged",
            "hochstein",
        ),
        Q(
            "s",
            "How much weight has Korbinian's mother lost?",
            "eight kilos",
            "mother-better",
            "eight kilos",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does Phineas do for a living?",
            "He is a ferryman on the seal trips out of Morston.",
            "phineas",
            "ferryman; seal trips",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What does Phineas buy at Idonea's?",
            "old sea charts, every Thursday",
            "phineas",
            "sea charts",
        ),
        Q(
            "s",
            "Who is Idonea's Saturday helper since spring 2025?",
            "Merle, a sixth-former",
            "merle",
            "merle; sixth former",
            "latest",
        ),
        Q(
            "s",
            "At what age did Enid stop working Saturdays?",
            "seventy-four",
            "merle",
            "seventy four",
            "third-person-fact",
        ),
        Q(
            "s",
            "Where are Korbinian and Resi getting married?",
            "in the pilgrimage church at Lavant",
            "wedding",
            "pilgrimage church; lavant",
        ),
        Q(
            "s",
            "Where does Petroc work since spring 2025?",
            "cooking at a hotel in Blakeney",
            "petroc-hotel",
            "hotel; blakeney",
            "latest third-person-fact",
            True,
        ),
        Q(
            "s",
            "Which mountain did Korbinian fail to climb two years ago?",
            "the Grossglockner",
            "gg-q gg-failed",
            {"gg-q": "grossglockner", "gg-failed": "turn back"},
            "relative-question-date",
        ),
        Q(
            "t",
            "When was the Holt antiques fair in 2024?",
            "2024-05-06",
            "fair",
            "monday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Korbinian and Resi first try to climb the Grossglockner?",
            "2024-08-10",
            "gg-date gg-failed",
            "10th",
            "human-date",
        ),
        Q(
            "t",
            "Since when has Resi lived with Korbinian?",
            "2024-09-01",
            "resi-in",
            "1st september",
            "human-date",
        ),
        Q(
            "t",
            "When did Idonea's map room open?",
            "2024-11-01",
            "map-room",
            "1st november",
            "human-date",
        ),
        Q(
            "t",
            "When did Idonea swim the pier-to-pier race?",
            "2024-09-29",
            "swim-race",
            "sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When is Idonea's birthday?",
            "2024-09-29",
            "swim-race birthday",
            {"swim-race": "sunday", "birthday": "birthday"},
            "relative-date",
        ),
        Q("t", "When did Jerusha leave Idonea's?", "2024-12-21", "xmas", "21st", "human-date"),
        Q(
            "t",
            "When did Korbinian propose to Resi?",
            "2024-12-31",
            "engaged",
            "new year's eve",
            "human-date",
        ),
        Q(
            "t",
            "Since when have Idonea and Phineas been seeing each other?",
            "2025-02",
            "phineas-dating",
            "week before valentine's day",
            "human-date",
        ),
        Q(
            "t",
            "When is Korbinian and Resi's wedding?",
            "2025-08-02",
            "wedding",
            "2nd august",
            "human-date",
        ),
        Q(
            "t",
            "When is the second Grossglockner attempt?",
            "2025-07-12",
            "wedding",
            "12th july",
            "human-date",
        ),
        Q(
            "t",
            "When does Idonea fly out for the wedding?",
            "2025-07-31",
            "flight",
            "31st july",
            "human-date",
        ),
        Q(
            "m",
            "What jobs has Petroc had since coming back from Canada?",
            "a ship's cook looking for work, then a cook on a supply boat out of Great Yarmouth, then a cook at a hotel in Blakeney",
            "petroc petroc-job petroc-hotel",
            {"petroc": "ship's cook", "petroc-job": "supply boat", "petroc-hotel": "hotel"},
            "event-chain latest third-person-fact",
        ),
        Q(
            "m",
            "Who has lived in Idonea's spare room?",
            "her brother Petroc until summer 2024, then the lodger Jerusha until 21 December 2024",
            "petroc lodger xmas",
            {"petroc": "spare room", "lodger": "jerusha", "xmas": "jerusha"},
            "event-chain",
        ),
        Q(
            "m",
            "How did Korbinian's relationship with Resi progress?",
            "girlfriend, living together from 1 September 2024, engaged on New Year's Eve 2024, wedding on 2 August 2025",
            "resi resi-in engaged wedding",
            {"resi": "resi", "resi-in": "moved", "engaged": "engaged", "wedding": "wedding"},
            "event-chain",
        ),
        Q(
            "m",
            "How did Idonea's rent change in 2024?",
            "from seven hundred to eleven hundred and fifty pounds a month when she took on the unit next door in November",
            "rent map-room",
            {"rent": "seven hundred; eleven hundred", "map-room": "1st november"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How has Korbinian's mother been since her diagnosis?",
            "diagnosed with high blood pressure in 2024; by January 2025 she had lost eight kilos and walked to church every morning",
            "mother mother-better",
            {"mother": "high blood pressure", "mother-better": "eight kilos"},
            "event-chain third-person-fact",
        ),
        Q(
            "m",
            "Who helps Idonea on Saturdays?",
            "her stepmum Enid at first; since she retired at seventy-four, a sixth-former called Merle",
            "stepmum merle",
            {"stepmum": "enid; saturdays", "merle": "merle"},
            "event-chain latest",
        ),
        Q("o", "In which country does Korbinian live?", "Austria", "hi-k", "lienz"),
        Q(
            "o",
            "What is special about the Grossglockner, which Korbinian and Resi tried to climb?",
            "It is the highest mountain in Austria.",
            "resi",
            "grossglockner",
        ),
        Q("o", "In which English county is Idonea's town, Holt?", "Norfolk", "rooms", "holt"),
    ],
)
CONVERSATIONS.append(IDONEA_KORBINIAN)

MEHITABEL = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-02-03
User: Hi, I'm Mehitabel. Can you help me plan a packed-lunch rota? I work twelve-hour shifts lashing containers on the ships at the port in Tilbury, four on and four off, so the lunches have to be sorted the night before. {job}
Assistant: Of course, Mehitabel. Who are the lunches for, and are there any foods to avoid?
User: Me and my two boys: Marius, who's eleven, and Silvanus, who's eight. Silvanus is allergic to coconut, so no coconut flapjacks and no curry sauce from a jar. {boys}
Assistant: Thanks. Here's a week of coconut-free lunches: wraps with chicken and sweetcorn, pasta salad, cheese and apple sandwiches, and a batch of oat bars made on your first day off.
User: Lovely. On my shift days my twin sister Zinnia collects them from school; she's a childminder in Grays, so she has a houseful anyway. {zinnia}
Assistant: That's handy. So Zinnia does the school pick-ups on your four shift days?
User: Yes. She's my twin, although she likes to act like the older one. {twin}
Assistant: Noted, your twin. I'll add a note to the rota so that she packs their after-school snacks as well.
User: Perfect, thanks. One last thing: my husband Aurelian is a lighterman on the Thames, out at all hours with the tides, so he can't be counted on for anything. {aurelian}
Assistant: Then the rota will only rely on you and Zinnia. I'll mark his days as bonuses.
@ 2024-05-25
User: Hello again. I need a short toast for my mother-in-law Domitilla's seventieth birthday party, which is on the bank holiday Monday at the Moot Hall in Maldon. {toast}
Assistant: Happy to help. What should we say about Domitilla?
User: She taught ballroom dancing for forty years, and she still rings the bells at St Audry's every Sunday. She's also just finished a sponsored walk of a hundred miles for the lifeboats. {domitilla}
Assistant: Here's a start: "To Domitilla, who has taught half of Essex to waltz and has walked a hundred miles for the lifeboats, on her seventieth birthday on Monday the 3rd of June..."
User: No, the party is this Monday, the 27th of May, the bank holiday. {party-date}
Assistant: Sorry about that. I'll change it to "this bank holiday Monday". Would you like a joke about the bells?
User: Yes, but a gentle one. And mention that Aurelian and I are giving her a weekend in Burnham-on-Crouch, and that the boys painted her a card. {gift}
Assistant: Done: "...and from Aurelian, Mehitabel, Marius and Silvanus, a weekend in Burnham-on-Crouch, and a card you'll want to frame."
@ 2024-09-14
User: Can you help me choose a bike for Marius? He started at the high school on the 4th of September and wants to cycle; it's two miles. {marius-school}
Assistant: Of course. For a two-mile ride to school a hybrid with a 26-inch wheel should suit an eleven-year-old. What's the budget?
User: About three hundred pounds. He turned twelve last week, so he'll grow, too. {marius-12}
Assistant: Then choose a frame with a bit of room to grow. Will you ride with him at first? Your office hours might make that hard.
User: Office! I'm on the ships, lashing containers. And I've been a lashing supervisor since August, with a gang of six, which is a step up. {supervisor}
Assistant: My mistake: the ships. A supervisor with a gang of six, congratulations. On your days off, then, you could ride the route with him a few times.
User: Good idea. Silvanus wants a bike too, but he's still on stabilisers at eight, so that can wait. {silvanus-bike}
Assistant: Sensible. A second-hand one would do for him later. Here are three hybrids under three hundred pounds.
User: Thanks, the second one looks good.
Assistant: A good choice. Do remember a helmet and lights for the darker mornings.
@ 2024-12-21
User: Help me time Christmas dinner. We're hosting nine on Christmas Day, and the rib of beef is seven kilos. {xmas}
Assistant: Happy to. For a seven-kilo rib of beef allow about three hours. So, dinner for nine at two o'clock?
User: Yes, nine: Domitilla is coming too, and Zinnia is bringing her fiancé, Quirin. She got engaged on her birthday, which is also mine, obviously. {nine}
Assistant: Lovely, and congratulations to your twin! Put the beef in at eleven o'clock and rest it from half past one.
User: Thanks. Silvanus's birthday is on Boxing Day, too, so I'll be cooking twice in two days. He'll be nine. {silvanus-bday}
Assistant: Then cook extra potatoes on Christmas Day and reheat them for his party. What would he like?
User: Cheese straws, made without coconut oil. And the port is shut on Christmas Day for the first time in years, so I'm actually off. {off}
Assistant: Wonderful. Here's a timetable from ten in the morning until the pudding at four.
@ 2025-03-22
User: I've signed up for the Maldon mud race on the 18th of May, my first one. Can you make me a training plan? {mud}
Assistant: Congratulations! How much running do you do now?
User: About twelve miles a week. And I can train on weekday evenings now, because I've been on days only since February, no more nights. {days-only}
Assistant: That helps. We'll build from twelve to twenty miles a week over eight weeks, with a long run on Sundays.
User: Sundays are tricky: that's when Aurelian takes the boys crabbing. He was made a master lighterman in January, so he chooses his own Sundays now. {master}
Assistant: Then let's put the long run on Saturday mornings. Is that when Zinnia's wedding is?
User: Her wedding is on Saturday the 14th of June, at St Peter's in Grays, so the mud race is safely before it. {zinnia-wedding}
Assistant: Perfect timing. Here's the eight-week plan, with some practice on soft ground in the last fortnight.
""",
    [
        Q(
            "s",
            "What does Mehitabel do for a living?",
            "She lashes containers on the ships at the port in Tilbury (a lashing supervisor since August 2024).",
            "job",
            "lashing containers; tilbury",
            "",
            True,
        ),
        Q(
            "s",
            "What shift pattern did Mehitabel work in early 2024?",
            "twelve-hour shifts, four on and four off",
            "job",
            "twelve hour shifts; four",
        ),
        Q(
            "s",
            "What are the names of Mehitabel's sons?",
            "Marius and Silvanus",
            "boys",
            "marius; silvanus",
            "",
            True,
        ),
        Q(
            "s",
            "What is Silvanus allergic to?",
            "coconut",
            "boys",
            "coconut",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Who is Zinnia?",
            "Mehitabel's twin sister, a childminder in Grays",
            "zinnia twin",
            {"zinnia": "zinnia", "twin": "twin"},
            "third-person-fact fragment",
        ),
        Q(
            "s",
            "What does Zinnia do for a living?",
            "She is a childminder in Grays.",
            "zinnia",
            "childminder",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What is Aurelian's job?",
            "He is a lighterman on the Thames, a master lighterman since January 2025.",
            "aurelian",
            "lighterman; thames",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Who is Domitilla?",
            "Mehitabel's mother-in-law",
            "toast",
            "mother in law",
            "third-person-fact",
        ),
        Q(
            "s",
            "What did Domitilla do for a living?",
            "She taught ballroom dancing for forty years.",
            "domitilla",
            "taught ballroom dancing",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Where does Domitilla ring the bells?",
            "at St Audry's, every Sunday",
            "domitilla",
            "st audry's",
            "third-person-fact",
        ),
        Q(
            "s",
            "How far was Domitilla's sponsored walk?",
            "a hundred miles, for the lifeboats",
            "domitilla",
            "hundred miles",
        ),
        Q(
            "s",
            "Where was Domitilla's seventieth birthday party?",
            "at the Moot Hall in Maldon",
            "toast",
            "moot hall; maldon",
        ),
        Q(
            "s",
            "What did Mehitabel and Aurelian give Domitilla for her seventieth?",
            "a weekend in Burnham-on-Crouch",
            "gift",
            "burnham crouch",
        ),
        Q(
            "s",
            "How far is it from Mehitabel's home to Marius's high school?",
            "two miles",
            "marius-school",
            "two miles",
        ),
        Q(
            "s",
            "How much did Mehitabel want to spend on Marius's bike?",
            "about three hundred pounds",
            "marius-12",
            "three hundred pounds",
        ),
        Q(
            "s",
            "What has Mehitabel's role been since August 2024?",
            "lashing supervisor, with a gang of six",
            "supervisor",
            "lashing supervisor; gang six",
            "latest fragment",
        ),
        Q(
            "s",
            "Why can't Silvanus have a bike yet?",
            "He is still on stabilisers.",
            "silvanus-bike",
            "stabilisers",
        ),
        Q(
            "s",
            "How many people did Mehitabel host for Christmas dinner 2024?",
            "nine",
            "nine",
            "nine",
            "latest",
        ),
        Q(
            "s",
            "How heavy was Mehitabel's Christmas rib of beef?",
            "seven kilos",
            "xmas",
            "seven kilos",
        ),
        Q("s", "Who is Quirin?", "Zinnia's fiancé", "nine", "quirin; fiancé", "third-person-fact"),
        Q(
            "s",
            "What food did Silvanus want for his birthday?",
            "cheese straws made without coconut oil",
            "off",
            "cheese straws",
        ),
        Q(
            "s",
            "Which race has Mehitabel entered?",
            "the Maldon mud race, her first",
            "mud",
            "maldon mud race",
        ),
        Q(
            "s",
            "How far did Mehitabel run a week in March 2025?",
            "about twelve miles",
            "days-only",
            "twelve miles",
        ),
        Q(
            "s",
            "What shifts does Mehitabel work since February 2025?",
            "days only, no more nights",
            "days-only",
            "days only",
            "latest",
            True,
        ),
        Q(
            "s",
            "What does Aurelian do with the boys on Sundays?",
            "He takes them crabbing.",
            "master",
            "crabbing",
            "third-person-fact",
        ),
        Q(
            "s",
            "Where is Zinnia getting married?",
            "at St Peter's in Grays",
            "zinnia-wedding",
            "st peter's; grays",
        ),
        Q(
            "s",
            "What do I do for a living, if I am Mehitabel?",
            "You lash containers on the ships at the port in Tilbury.",
            "job",
            "lashing containers",
            "first-person-question",
        ),
        Q(
            "s",
            "What is my son Silvanus allergic to, as Mehitabel told it?",
            "coconut",
            "boys",
            "coconut",
            "first-person-question",
        ),
        Q(
            "t",
            "When was Domitilla's seventieth birthday party?",
            "2024-05-27",
            "party-date",
            "27th may",
            "human-date",
        ),
        Q(
            "t",
            "When did Marius start at the high school?",
            "2024-09-04",
            "marius-school",
            "4th september",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Marius turn twelve?",
            "2024-09",
            "marius-12",
            "twelve; last week",
            "relative-date",
        ),
        Q(
            "t",
            "Since when has Mehitabel been a lashing supervisor?",
            "2024-08",
            "supervisor",
            "august",
            "human-date",
        ),
        Q(
            "t",
            "When is Silvanus's birthday?",
            "2024-12-26",
            "silvanus-bday",
            "boxing day",
            "human-date",
        ),
        Q("t", "When is the Maldon mud race?", "2025-05-18", "mud", "18th may", "human-date"),
        Q(
            "t",
            "Since when has Mehitabel worked days only?",
            "2025-02",
            "days-only",
            "february",
            "human-date",
        ),
        Q(
            "t",
            "When was Aurelian made a master lighterman?",
            "2025-01",
            "master",
            "january",
            "human-date",
        ),
        Q(
            "t",
            "When is Zinnia's wedding?",
            "2025-06-14",
            "zinnia-wedding",
            "14th june",
            "human-date",
        ),
        Q(
            "m",
            "How old are Mehitabel's sons?",
            "Marius turned twelve in September 2024; Silvanus turned nine on Boxing Day 2024.",
            "marius-12 silvanus-bday",
            {"marius-12": "twelve", "silvanus-bday": "nine"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Which of Mehitabel's relatives got engaged, and when is the wedding?",
            "her twin Zinnia, engaged to Quirin on their birthday in 2024, marrying on 14 June 2025",
            "nine zinnia-wedding",
            {"nine": "engaged", "zinnia-wedding": "wedding"},
            "event-chain",
        ),
        Q(
            "m",
            "How has Mehitabel's work changed?",
            "twelve-hour shifts four on four off in early 2024, lashing supervisor from August 2024, days only since February 2025",
            "job supervisor days-only",
            {"job": "four on", "supervisor": "supervisor", "days-only": "days only"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Which mistakes did the assistant make about Mehitabel, and what were the facts?",
            "It put Domitilla's party on 3 June (it was 27 May) and said she worked office hours (she works on the ships, lashing containers).",
            "party-date supervisor",
            {"party-date": "27th may", "supervisor": "ships"},
            "event-chain",
        ),
        Q(
            "o",
            "In which English county are Tilbury and Maldon, where Mehitabel works and her family celebrates?",
            "Essex",
            "job",
            "tilbury",
        ),
        Q(
            "o",
            "Which river does Mehitabel's husband Aurelian work on, and which city does it flow through?",
            "the Thames, through London",
            "aurelian",
            "thames",
        ),
    ],
    user_label="Mehitabel",
)
CONVERSATIONS.append(MEHITABEL)

ALDERIC = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-06-08
User: hi. names alderic. need a table for my shove ha'penny league, 8 teams, home n away {hi}
Assistant: Hello, Alderic! Happy to help. Shall I set up a fixture list where each of the eight teams plays the others twice, home and away?
User: yeh. im captain of the lamb n flag team. we play weds nights {captain}
Assistant: Great. With eight teams that's fourteen rounds of Wednesday fixtures. Do you want a column for points as well as wins?
User: points yeh. also i can only do admin after 2pm. drive the road sweeper for the council, 5am starts {job}
Assistant: Understood. Since your post round finishes early, you could do the admin in the afternoons.
User: road sweeper not post lol {sweeper}
Assistant: Sorry, the road sweeper. Here's the table: one sheet for fixtures, one for results, and a league table that updates itself.
User: ta. lamb n flag finished 3rd last season btw {third}
Assistant: Then here's hoping for better this time. I've added last season's positions in a separate tab.
@ 2024-08-31
User: ideas for my fellas 40th. under 200 quid {gift}
Assistant: Happy to help. Tell me a bit about him: what does he like, and when is the birthday?
User: nnamdi. 40 on the 14th sept. night porter at the general hospital so he sleeps all day lol. hates surprises {nnamdi}
Assistant: No surprises, then. Since you've been together ten years, how about a print of a place that matters to you both?
User: 9 yrs not 10. met at a speed dating night in 2015 {nine-years}
Assistant: Nine years, sorry. A weekend away he knows about in advance would work: perhaps a night in Lavenham with a meal out, for under two hundred pounds.
User: lavenham sounds good. hes never been {lavenham}
Assistant: Then book a Saturday night so that he can sleep on the Sunday. I'll draft a list of three inns near the market place.
User: cheers
Assistant: You're welcome. I hope he enjoys turning forty.
@ 2024-11-16
User: help me write to the council, my new street never gets swept. ironic i know {letter}
Assistant: Ha, of course. What's the problem?
User: moved into a terrace on cobden row on the 1st nov. not swept once since. our trev helped me move, my brother, 3 trips in his van {moved}
Assistant: Here's a short, polite letter asking for your street to be added to the sweeping round. Shall I mention that you drive a sweeper yourself?
User: no lol. also add that im a blue badge holder. no wait, my mam is, she lives with us now {mam}
Assistant: I'll add that a resident with a blue badge lives at the house, so the pavement needs to be kept clear. Anything else?
User: no thats it. oh we won the league last month. 14 wins out of 18 {league}
Assistant: Congratulations to the Lamb and Flag! Here's the finished letter.
@ 2025-02-22
User: need a monthly budget. got a new job, start 3rd march. driving for the patient transport, ambulances not sweepers {new-job}
Assistant: Congratulations! What will you earn, and what are your main costs?
User: 2,150 a month after tax. rent 760. nnamdi pays half {money}
Assistant: Here's a starting budget: rent 380 as your half, bills, food, fuel, and a savings line. Do you have any big costs coming?
User: wedding. we got engaged on new years day. 14th of feb next yr, valentines {engaged}
Assistant: Lovely! So the wedding is on the 14th of February 2026. I'll add a wedding savings line of two hundred pounds a month.
User: make it 250 {250}
Assistant: Done: two hundred and fifty pounds a month into wedding savings. That leaves about three hundred spare each month.
""",
    [
        Q(
            "s",
            "What was Alderic's job in 2024?",
            "He drove the road sweeper for the council.",
            "job sweeper",
            {"job": "road sweeper; council", "sweeper": "road sweeper"},
            "fragment",
            True,
        ),
        Q("s", "What time did Alderic start work on the road sweeper?", "5am", "job", "5am"),
        Q(
            "s",
            "Which shove ha'penny team does Alderic captain?",
            "the Lamb n Flag",
            "captain",
            "lamb; flag; captain",
            "",
            True,
        ),
        Q(
            "s",
            "When does Alderic's shove ha'penny team play?",
            "Wednesday nights",
            "captain",
            "weds nights",
        ),
        Q("s", "How many teams are in Alderic's shove ha'penny league?", "eight", "hi", "8 teams"),
        Q("s", "Where did the Lamb n Flag finish the season before 2024?", "third", "third", "3rd"),
        Q(
            "s",
            "Who is Nnamdi?",
            "Alderic's partner (his fella), later his fiancé",
            "gift nnamdi",
            {"gift": "fellas", "nnamdi": "nnamdi"},
            "third-person-fact",
        ),
        Q(
            "s",
            "What is Nnamdi's job?",
            "He is a night porter at the general hospital.",
            "nnamdi",
            "night porter; hospital",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What does Nnamdi think of surprises?",
            "He hates them.",
            "nnamdi",
            "hates surprises",
            "third-person-fact",
        ),
        Q(
            "s",
            "How long had Alderic and Nnamdi been together in August 2024?",
            "nine years",
            "nine-years",
            "9 yrs",
            "fragment",
        ),
        Q(
            "s",
            "Where did Alderic and Nnamdi meet?",
            "at a speed dating night",
            "nine-years",
            "speed dating",
        ),
        Q("s", "In which year did Alderic and Nnamdi meet?", "2015", "nine-years", "2015"),
        Q(
            "s",
            "Where did Alderic plan to take Nnamdi for his fortieth?",
            "a weekend in Lavenham",
            "lavenham",
            "lavenham",
        ),
        Q(
            "s",
            "What is Alderic's street since November 2024?",
            "Cobden Row, in a terrace",
            "moved",
            "cobden row",
            "latest",
            True,
        ),
        Q(
            "s",
            "Who helped Alderic move house?",
            "his brother Trev, with three trips in his van",
            "moved",
            "trev; brother",
        ),
        Q("s", "Who is Trev?", "Alderic's brother", "moved", "trev; brother", "third-person-fact"),
        Q(
            "s",
            "Who lives with Alderic and Nnamdi since the move?",
            "Alderic's mam, who holds a blue badge",
            "mam",
            "mam",
            "latest",
        ),
        Q(
            "s",
            "Who holds the blue badge in Alderic's house?",
            "his mam",
            "mam",
            "mam; blue badge",
            "third-person-fact",
        ),
        Q(
            "s",
            "How many games did Alderic's team win in the league?",
            "14 out of 18",
            "league",
            "14 wins; 18",
        ),
        Q(
            "s",
            "What is Alderic's job from March 2025?",
            "driving for the patient transport service (ambulances)",
            "new-job",
            "patient transport",
            "latest",
            True,
        ),
        Q(
            "s",
            "How much does Alderic earn a month in his new job?",
            "2,150 pounds after tax",
            "money",
            "2,150",
        ),
        Q(
            "s",
            "What is the rent of Alderic's house?",
            "760 a month, half paid by Nnamdi",
            "money",
            "760",
        ),
        Q(
            "s",
            "How much does Alderic save each month for the wedding?",
            "250 pounds",
            "250",
            "250",
            "fragment",
        ),
        Q(
            "s",
            "What was my job before March 2025, if I am Alderic?",
            "driving the road sweeper for the council",
            "job",
            "road sweeper",
            "first-person-question",
        ),
        Q(
            "t",
            "When is Nnamdi's fortieth birthday?",
            "2024-09-14",
            "nnamdi",
            "14th sept",
            "human-date",
        ),
        Q(
            "t",
            "When did Alderic move to Cobden Row?",
            "2024-11-01",
            "moved",
            "1st nov",
            "human-date",
        ),
        Q(
            "t",
            "In which month did the Lamb n Flag win the league?",
            "2024-10",
            "league",
            "won; last month",
            "relative-date",
        ),
        Q(
            "t",
            "When does Alderic start his patient transport job?",
            "2025-03-03",
            "new-job",
            "3rd march",
            "human-date",
        ),
        Q(
            "t",
            "When did Alderic and Nnamdi get engaged?",
            "2025-01-01",
            "engaged",
            "new years day",
            "human-date",
        ),
        Q(
            "t",
            "When is Alderic and Nnamdi's wedding?",
            "2026-02-14",
            "engaged",
            "14th feb",
            "human-date",
        ),
        Q(
            "m",
            "What jobs has Alderic had, in order?",
            "the council road sweeper, then driving for the patient transport service from 3 March 2025",
            "job new-job",
            {"job": "road sweeper", "new-job": "patient transport"},
            "event-chain latest",
        ),
        Q(
            "m",
            "How did the Lamb n Flag do in 2023 and 2024?",
            "third the season before, then won the league in October 2024 with 14 wins out of 18",
            "third league",
            {"third": "3rd", "league": "won"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Which facts did the assistant get wrong about Alderic?",
            "It said he had a post round (he drove the road sweeper) and that he and Nnamdi had been together ten years (nine).",
            "sweeper nine-years",
            {"sweeper": "road sweeper", "nine-years": "9 yrs"},
            "event-chain",
        ),
        Q(
            "m",
            "How has Alderic's relationship with Nnamdi progressed?",
            "together since 2015, engaged on New Year's Day 2025, marrying on 14 February 2026",
            "nine-years engaged",
            {"nine-years": "2015", "engaged": "engaged"},
            "event-chain",
        ),
        Q(
            "o",
            "What kind of game does Alderic play in a league?",
            "shove ha'penny, a pub game of sliding coins up a board",
            "hi",
            "shove ha'penny",
        ),
        Q(
            "o",
            "Which saint's day is Alderic's wedding day?",
            "St Valentine's Day",
            "engaged",
            "valentines",
        ),
    ],
    user_label="Alderic",
)
CONVERSATIONS.append(ALDERIC)

# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-03-06 is a Wednesday, 2024-06-13 a Thursday, 2024-09-21 a Saturday, 2024-12-02 a
# Monday, 2025-04-08 a Tuesday and 2025-08-15 a Friday. A weekday named for a past event
# is the one before the date; for a plan, the one after.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-03-06", "2024-06-13", "2024-09-21"
D_, E_, F_ = "2024-12-02", "2025-04-08", "2025-08-15"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Rufina",
        "On Sunday my stepson Errol and I finished the Wherryman's Way: thirty-five miles over two days.",
        [
            M(
                "Rufina and her stepson Errol finished the Wherryman's Way on 2024-03-03.",
                R,
                "rufina; wherryman's way; 2024-03-03",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "jaymi",
        "passed my food hygiene cert on tuesday!! top of the group",
        [
            M(
                "jaymi passed a food hygiene certificate on 2024-06-11.",
                R,
                "jaymi; food hygiene; 2024-06-11",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Baldwin",
        "The weekend before last, my brother-in-law Sandor and I rebuilt the fireplace in the old bothy at Glen Tanar.",
        [
            M(
                "Baldwin and his brother-in-law Sandor rebuilt the fireplace in the old bothy at Glen Tanar in 2024-09.",
                R,
                "baldwin; fireplace; bothy; 2024-09",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "I gave my late husband's model railway to the boys at the model club on Friday, and now I wonder if I should have kept it. How do people decide these things?",
        [
            M(
                "The user gave the late husband's model railway to the model club on 2024-11-29.",
                R,
                "user; model railway; 2024-11-29",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "On Mothering Sunday my daughter Clementina took me to a tea dance at the Winter Gardens. Can you suggest a thank-you present for her?",
        [
            M(
                "The user's daughter Clementina took the user to a tea dance at the Winter Gardens on 2025-03-30.",
                R,
                "clementina; tea dance; 2025-03-30",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Edric",
        "Two weeks ago my fella and I finally took his gran to Lundy for her ninetieth, like she always wanted.",
        [
            M(
                "Edric and his partner took the partner's gran to Lundy for her ninetieth on 2025-08-01.",
                R,
                "edric; lundy; 2025-08-01",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        E_,
        "rocco",
        "did my first canicross on sat wiv the dog, 52 mins",
        [
            M(
                "rocco did a first canicross with the dog on 2025-04-05.",
                R,
                "rocco; canicross; 2025-04-05",
            )
        ],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Rufina",
        "I've been a reflexologist in Gorleston for nineteen years now.",
        [M("Rufina is a reflexologist in Gorleston.", D, "rufina; reflexologist; gorleston")],
    ),
    S(
        "durable-fact",
        TL,
        A_,
        "jaymi",
        "i work nights on the weighbridge in bootle, been there 6 yrs",
        [M("jaymi works nights on the weighbridge in Bootle.", D, "jaymi; weighbridge; bootle")],
    ),
    S(
        "durable-fact",
        NJ,
        D_,
        "Baldwin",
        "My fella's a toolmaker at the works in Bungay, and he's been there since 2016.",
        [
            M(
                "Baldwin's partner is a toolmaker at the works in Bungay.",
                D,
                "baldwin; toolmaker; bungay",
            )
        ],
    ),
    S(
        "durable-fact",
        UA,
        C_,
        "User",
        "I'm a process server, mostly around Luton.",
        [M("The user is a process server around Luton.", D, "user; process server; luton")],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "I've got psoriasis, so nothing perfumed comes into our house.",
        [M("The user has psoriasis.", D, "user; psoriasis")],
    ),
    S(
        "durable-fact",
        NL,
        E_,
        "Edric",
        "I've lived in a converted chapel in Lesmahagow for seven years.",
        [M("Edric lives in a converted chapel in Lesmahagow.", D, "edric; converted chapel")],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        C_,
        "Rufina",
        "We're taking my mother-in-law to Jersey for her eightieth, a fortnight on Monday.",
        [
            M(
                "Rufina and her family are taking Rufina's mother-in-law to Jersey on 2024-10-07.",
                R,
                "rufina; jersey; 2024-10-07",
            )
        ],
    ),
    S(
        "plan",
        TL,
        D_,
        "rocco",
        "goin to me nans in abergele the week before xmas, stayin 3 nights",
        [
            M(
                "rocco is going to stay with rocco's nan in Abergele in 2024-12.",
                R,
                "rocco; abergele; 2024-12",
            )
        ],
    ),
    S(
        "plan",
        UA,
        E_,
        "User",
        "I'm having an ingrown toenail removed on Thursday, so I need ideas for comfortable shoes for a week.",
        [
            M(
                "The user is having an ingrown toenail removed on 2025-04-10.",
                R,
                "user; ingrown toenail; 2025-04-10",
            )
        ],
    ),
    S(
        "plan",
        JM,
        A_,
        "User",
        "We're moving to Saltcoats on the first day of the Easter holidays, Good Friday the 29th of March.",
        [M("The user is moving to Saltcoats on 2024-03-29.", R, "user; saltcoats; 2024-03-29")],
    ),
    S(
        "plan",
        NJ,
        F_,
        "Sebastiana",
        "On the bank holiday Monday my husband Ruprecht and I are opening our bunkhouse in the old signal box at Garsdale.",
        [
            M(
                "Sebastiana and her husband Ruprecht are opening a bunkhouse in the old signal box at Garsdale on 2025-08-25.",
                R,
                "sebastiana; bunkhouse; signal box; 2025-08-25",
            )
        ],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        D_,
        "Rufina",
        "My best mate Vivien has got a job as a dispatch rider for the hospital labs.",
        [
            M(
                "Rufina's best mate Vivien is a dispatch rider for the hospital labs.",
                D,
                "vivien; dispatch rider",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        C_,
        "jaymi",
        "our lee's joined border force, hes at the port in liverpool",
        [
            M(
                "jaymi's brother lee joined Border Force at the port in Liverpool.",
                D,
                "lee; border force",
            )
        ],
    ),
    S(
        "third-person-fact",
        NJ,
        A_,
        "Sebastiana",
        "My mother-in-law, Amaryllis, still runs the village shop in Garsdale at eighty-one.",
        [
            M(
                "Sebastiana's mother-in-law Amaryllis runs the village shop in Garsdale.",
                D,
                "amaryllis; village shop; garsdale",
            )
        ],
    ),
    S(
        "third-person-fact",
        UA,
        B_,
        "User",
        "My stepdad Vinzenz has just been diagnosed with vertigo, so I need ideas for a bedroom downstairs for when he visits.",
        [M("The user's stepdad Vinzenz has vertigo.", D, "vinzenz; vertigo")],
    ),
    S(
        "third-person-fact",
        JM,
        D_,
        "User",
        "My other half, Hias, drives a snowplough for the county council every night it snows.",
        [
            M(
                "The user's partner Hias drives a snowplough for the county council.",
                D,
                "hias; snowplough",
            )
        ],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        E_,
        "Edric",
        "The abattoir in Matlock, on the kill line. Since January.",
        [M("Edric's brother works at the abattoir in Matlock.", D, "edric; abattoir; matlock")],
        [("Rufina", "Where's your brother working these days?")],
    ),
    S(
        "fragment-answer",
        TL,
        F_,
        "rocco",
        "out since tues, back on her feet",
        [
            M(
                "rocco's nan came home after the operation on 2025-08-12.",
                R,
                "rocco; nan; 2025-08-12",
            )
        ],
        [("jaymi", "hows ur nan after the op?")],
    ),
    S(
        "fragment-answer",
        NJ,
        B_,
        "Sebastiana",
        "Eleven, and she's started the glockenspiel.",
        [
            M(
                "Sebastiana's great-niece is eleven and has started the glockenspiel.",
                R,
                "sebastiana; great niece; glockenspiel",
            )
        ],
        [("Baldwin", "How old is your great-niece now?")],
    ),
    S(
        "fragment-answer",
        JM,
        C_,
        "User",
        "Tuesdays and Fridays.",
        [
            M(
                "The user works at the cheese counter on Tuesdays and Fridays.",
                D,
                "user; cheese counter; tuesdays; fridays",
            )
        ],
        [("Assistant", "Which days do you work at the cheese counter?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        F_,
        "Rufina",
        "I'm in a neck brace for six weeks after a fall at parkour.",
        [M("Rufina is in a neck brace after a fall at parkour.", R, "rufina; neck brace|parkour")],
    ),
    S(
        "recent-state",
        TL,
        B_,
        "jaymi",
        "off sick all week wiv labyrinthitis, cant even stand up",
        [M("jaymi is off sick with labyrinthitis.", R, "jaymi; labyrinthitis")],
    ),
    S(
        "recent-state",
        UA,
        A_,
        "User",
        "I'm staying with my sister in Penarth while our kitchen is being refitted.",
        [
            M(
                "The user is staying with the sister in Penarth while the kitchen is refitted.",
                R,
                "user; penarth; kitchen",
            )
        ],
    ),
    S(
        "recent-state",
        NJ,
        E_,
        "Baldwin",
        "We're between houses, living in my in-laws' annexe until the sale goes through.",
        [
            M(
                "Baldwin is living in the in-laws' annexe until a house sale goes through.",
                R,
                "baldwin; annexe",
            )
        ],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        D_,
        "User",
        "My fella's a long-distance courier driver and he's away four nights a week; can you suggest meals I can freeze for one?",
        [
            M(
                "The user's partner is a long-distance courier driver, away four nights a week.",
                D,
                "courier driver; four nights",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        B_,
        "User",
        "I've just got a job as a meter reader in Pocklington; how should I introduce myself at the door?",
        [M("The user works as a meter reader in Pocklington.", D, "user; meter reader")],
    ),
    S(
        "request-with-fact",
        UA,
        F_,
        "User",
        "We're hosting my husband's family for his 50th on the 30th of August; what cake feeds thirty?",
        [
            M(
                "The user is hosting the husband's family for the husband's 50th birthday on 2025-08-30.",
                R,
                "husband; 50th; 2025-08-30",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        E_,
        "User",
        "My son Florizel starts at the university in Chichester in September; what should he pack?",
        [
            M(
                "The user's son Florizel starts at the university in Chichester in 2025-09.",
                R,
                "florizel; chichester; 2025-09",
            )
        ],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        C_,
        "Edric",
        "Yep, twelve years in November.",
        [M("Edric works at the scrapyard in Wymondham.", D, "edric; scrapyard; wymondham")],
        [("Rufina", "You still at the scrapyard in Wymondham?")],
    ),
    S(
        "second-person",
        TL,
        E_,
        "rocco",
        "yeh since half term, loves it",
        [M("rocco's son goes to the new forest school.", D, "rocco; forest school")],
        [("jaymi", "ur lad started at the new forest school didnt he?")],
    ),
    S(
        "second-person",
        NJ,
        D_,
        "Sebastiana",
        "I am, ten years this month.",
        [M("Sebastiana does the hospital radio on Thursdays.", D, "sebastiana; hospital radio")],
        [("Baldwin", "You're still doing the hospital radio on Thursdays, aren't you?")],
    ),
    S(
        "second-person",
        UA,
        B_,
        "User",
        "Yes, a very light sleeper, always have been.",
        [M("The user is a light sleeper.", D, "user; light sleeper")],
        [
            (
                "Assistant",
                "You mentioned you're a light sleeper; should I avoid a room near the lift?",
            )
        ],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        A_,
        "Edric",
        "My partner Saul is a clockmaker in Harleston, his daughter Nimue is at art school in Bolton, and we've got a ginger tom called Ratchet.",
        [
            M("Edric's partner Saul is a clockmaker in Harleston.", D, "saul; clockmaker"),
            M("Saul's daughter Nimue is at art school in Bolton.", D, "nimue; art school"),
            M("Edric has a ginger tom called Ratchet.", D, "edric; ratchet"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        D_,
        "jaymi",
        "me n tez moved in together on the 1st, hes a pipe fitter, n we got a stick insect called dunc",
        [
            M("jaymi and tez moved in together on 2024-12-01.", R, "jaymi; tez; 2024-12-01"),
            M("tez is a pipe fitter.", D, "tez; pipe fitter"),
            M("jaymi and tez have a stick insect called dunc.", D, "stick insect; dunc"),
        ],
    ),
    S(
        "multi-fact",
        JM,
        F_,
        "User",
        "I'm a lunchtime supervisor at a school in Holmfirth, my wife Peregrina is an anaesthetist, and we're off to Naxos on the 2nd of September; can you suggest a packing list?",
        [
            M(
                "The user is a lunchtime supervisor at a school in Holmfirth.",
                D,
                "user; lunchtime supervisor",
            ),
            M("The user's wife Peregrina is an anaesthetist.", D, "peregrina; anaesthetist"),
            M(
                "The user and wife Peregrina are going to Naxos on 2025-09-02.",
                R,
                "naxos; 2025-09-02",
            ),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        B_,
        None,
        "Note: Cousin Laudine's wedding is on Saturday the 21st of September at Kelham Hall.",
        [
            M(
                "Cousin Laudine's wedding is on 2024-09-21 at Kelham Hall.",
                R,
                "laudine; wedding; 2024-09-21|21st september",
            )
        ],
    ),
    S(
        "note",
        UA,
        E_,
        "User",
        "Note to self: the knife sharpener comes on the first Friday of every month.",
        [
            M(
                "The user's knife sharpener comes on the first Friday of every month.",
                D,
                "knife sharpener; first friday",
            )
        ],
    ),
    S(
        "note",
        JM,
        C_,
        "User",
        "Reminder: Granny Eadgyth's birthday is on the 4th of October, and she likes sweet peas.",
        [
            M(
                "Granny Eadgyth's birthday is on 4 October, and she likes sweet peas.",
                D,
                "eadgyth; 4th october|october",
            )
        ],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        B_,
        "Rufina",
        "I can't stand aniseed; it tastes like cough medicine to me.",
        [M("Rufina can't stand aniseed.", D, "rufina; aniseed")],
    ),
    S(
        "preference",
        TL,
        A_,
        "rocco",
        "i hate the seaside tbh, sand everywhere",
        [M("rocco hates the seaside.", D, "rocco; seaside")],
    ),
    S(
        "preference",
        JM,
        D_,
        "User",
        "I love morris dancing, and I never miss the day of dance in Thaxted.",
        [M("The user loves morris dancing.", D, "user; morris dancing")],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NL,
        D_,
        "Edric",
        "My stepdad did. He carved it from a single piece of bog oak.",
        [
            M(
                "Edric's stepdad carved Edric's shepherd's crook from bog oak.",
                D,
                "edric; stepdad; shepherd's crook",
            )
        ],
        [("Rufina", "Who made that shepherd's crook you had at the fair?")],
    ),
    S(
        "pronoun-answer",
        UA,
        C_,
        "User",
        "My mother-in-law's. She left it to us when she moved to a flat in May.",
        [
            M(
                "The user's spinning wheel belonged to the user's mother-in-law.",
                D,
                "spinning wheel; mother in law",
            )
        ],
        [("Assistant", "Whose spinning wheel is it that you're trying to sell?")],
    ),
    # -- sentences that should form nothing --
    # chatter, jokes, quotes and what the speaker did not do
    S("chatter", NL, A_, "Rufina", "I'm the Queen of Sheba, obviously. Anyway, where were we?"),
    S("chatter", TL, B_, "jaymi", "pmsl im dead"),
    S(
        "chatter",
        NJ,
        C_,
        "Baldwin",
        "I didn't actually go to the gym this week; I just paid for it.",
    ),
    S(
        "chatter",
        UA,
        D_,
        "User",
        "As the song goes, it's the most wonderful time of the year! Anyway, about the spreadsheet.",
    ),
    S("chatter", JM, E_, "User", "Live long and prosper. Right, back to the recipe."),
    S("chatter", TL, F_, "rocco", "lol ur joking"),
    # compliments
    S("compliment", NL, B_, "Edric", "Your garden looks amazing in these photos."),
    S("compliment", TL, C_, "jaymi", "ur hair looks sick like that"),
    S("compliment", NJ, D_, "Sebastiana", "My husband makes the best soda bread in the county."),
    S("compliment", UA, E_, "User", "You're very good at this; thank you for being so patient."),
    S(
        "compliment",
        JM,
        F_,
        "User",
        "My daughter's drawings are better than anything in the gallery.",
    ),
    S("compliment", NL, F_, "Rufina", "That was a lovely speech you gave at the wedding."),
    # opinions about the world
    S("generic-opinion", NL, C_, "Edric", "Trains in this country are far too expensive."),
    S("generic-opinion", TL, D_, "rocco", "xmas ads start way too early"),
    S("generic-opinion", NJ, E_, "Baldwin", "Nobody writes letters any more, which is a shame."),
    S(
        "generic-opinion",
        UA,
        F_,
        "User",
        "I think the best holidays are the ones where nothing is planned.",
    ),
    S(
        "generic-opinion",
        JM,
        A_,
        "User",
        "Fresh bread is always better than anything from a supermarket.",
    ),
    S("generic-opinion", NJ, B_, "Sebastiana", "Summers seem to get wetter every year."),
    # hypotheticals, wishes and what someone else might do
    S(
        "hypothetical",
        NL,
        D_,
        "Rufina",
        "If I won the lottery I'd buy an island and never answer the phone again.",
    ),
    S("hypothetical", TL, E_, "jaymi", "might do a sky dive one day if im brave enough"),
    S(
        "hypothetical",
        NJ,
        F_,
        "Sebastiana",
        "My husband says he might take up metal detecting when he retires.",
    ),
    S("hypothetical", UA, A_, "User", "I wish I'd learned to juggle as a child."),
    S("hypothetical", JM, B_, "User", "My brother might move to Canada if he gets the transfer."),
    S("hypothetical", NL, E_, "Edric", "Maybe one day I'll write a murder mystery."),
    # other people's opinions
    S("others-opinion", NL, A_, "Edric", "My mum thinks my partner's beard is too long."),
    S("others-opinion", TL, B_, "rocco", "me nan reckons the new curate is a bit full of himself"),
    S(
        "others-opinion",
        NJ,
        C_,
        "Sebastiana",
        "Ruprecht thinks the new retail park will ruin the village.",
    ),
    S(
        "others-opinion",
        UA,
        D_,
        "User",
        "My mother-in-law thinks our kitchen is too small for a family of five.",
    ),
    S("others-opinion", JM, E_, "User", "My best mate reckons the new manager at work is a snob."),
    S("others-opinion", NL, F_, "Rufina", "My stepdad thinks everyone under forty is lazy."),
    # passing moods
    S("passing-mood", NL, B_, "Rufina", "I'm shattered today."),
    S("passing-mood", TL, C_, "jaymi", "so bored rn"),
    S("passing-mood", NJ, D_, "Baldwin", "Feeling a bit flat this morning, nothing serious."),
    S("passing-mood", UA, E_, "User", "I'm in a bit of a grumpy mood, sorry."),
    S("passing-mood", JM, F_, "User", "Honestly, I'm just tired today."),
    S("passing-mood", TL, A_, "rocco", "buzzin today for no reason"),
    # questions
    S("question", NL, C_, "Rufina", "How's your brother getting on with his new job?"),
    S("question", TL, D_, "jaymi", "wot u doin for xmas"),
    S("question", NJ, E_, "Sebastiana", "Is your mum still going to her evening class?"),
    S("question", UA, F_, "User", "How long should I boil an egg for?"),
    S("question", JM, A_, "User", "What's a good name for a lovebird?"),
    S("question", NL, E_, "Edric", "Did your husband ever fix the shed door?"),
    # thanks
    S("thanks", NL, F_, "Edric", "Thanks so much for the flowers, they're gorgeous."),
    S("thanks", TL, B_, "rocco", "ta for the lift yday"),
    S("thanks", UA, C_, "User", "Thank you, that's really helpful."),
    S("thanks", JM, D_, "User", "Thanks, that's perfect."),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        A_,
        "Assistant",
        "You could make a big pot of cawl; it freezes well.",
        [],
        [("User", "What can I cook for the week ahead?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        B_,
        "Assistant",
        "A weekend in Trogir might suit you; the old town is small and easy to walk around.",
        [],
        [("User", "Where should I go for a city break?")],
    ),
    S(
        "assistant-suggestion",
        UA,
        E_,
        "Assistant",
        "Perhaps a framed map of the place where you got engaged would make a lovely present.",
        [],
        [("User", "What can I get my fiancé for his birthday?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        F_,
        "Assistant",
        "You could join the ramblers; it's a friendly way to meet people.",
        [],
        [("User", "How can I meet people after moving?")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
