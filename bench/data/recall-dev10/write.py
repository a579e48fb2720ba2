# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the tenth development recall set (this folder), written blind as the tenth held-out set.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
Like the sixth to ninth sets, most of it is written in proper case and full sentences,
the way two friends write to each other in a long dated chat; one pair chat is lower-case
texting. This script (with ``bench/_handwritten.py``, the format the hand-written sets
share) only numbers turns, resolves the turn labels that questions point at, checks the
labels against the scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-dev10/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev10/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho10"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev10/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the tenth held-out set; "
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

TRYPHENA_CARADOC = Conv(
    "pair",
    "named_lines",
    ["Tryphena", "Caradoc"],
    """
@ 2024-02-10
Caradoc: Tryphena, hello from Szczecin! It's minus six here and the river has ice on it. How is life in Lostwithiel? {home}
Tryphena: Caradoc! Lostwithiel is mild and muddy, as always. On Tuesday I finished the biggest job I've ever had: I rebound a family Bible from 1790 for a farmer in St Neot, and it took me nine weeks. {bible}
Caradoc: Nine weeks on one book! Was he pleased?
Tryphena: He cried, which I'll take as a yes. He paid me seven hundred pounds, and his wife gave me a jar of clotted cream as well. {bible-pay}
Caradoc: Well deserved. My news is less cheerful. Bożena and I have split up. She moved out two weeks ago, and she's gone back to her parents in Bydgoszcz. {breakup}
Tryphena: Oh, Caradoc, I'm so sorry. You were together for four years, weren't you?
Caradoc: Five in April. It was mostly my hours on the tugs, I think. I'm on the night shift three weeks out of four, and she was tired of eating alone. {hours}
Tryphena: That's hard on both of you. Are you looking after yourself?
Caradoc: I'm trying. The floorball helps. We're the Pogodno Seals, a team of twelve from the port, and we train every Thursday night in the sports hall at Pogodno. Last Saturday we beat the fire brigade nine goals to four, and I scored three of them. {seals}
Tryphena: A hat-trick! That's the spirit. I have band news too: the Salt Kettles have a gig at the Eden Project on the 2nd of March. {gig-plan}
Caradoc: Remind me who the Salt Kettles are again?
Tryphena: It's my bal folk band: me on the melodeon, my neighbour Hedley on fiddle, and two sisters from Polruan, Bettany and Morva, on guitar and drum. We've been playing together since 2019. {band}
Caradoc: I'd love to hear you. Send me a recording when you have one.
@ 2024-04-20
Tryphena: Caradoc, how are you? I've been thinking about you since your last message.
Caradoc: Much better, thank you. I have news I didn't expect: Bożena and I are back together. She came back from Bydgoszcz at Easter, and we talked for a whole night. {reconciled}
Tryphena: That's wonderful! What changed?
Caradoc: I asked my boss for day shifts, and he said yes. From the 1st of May I'm on days only, Monday to Friday, so we'll actually see each other. {day-shifts}
Tryphena: That's a big change. I'm so pleased for you both.
Caradoc: And how was the Eden Project gig?
Tryphena: It was wonderful, but it was nearly a disaster. Hedley broke his thumb on the morning of the gig, slipping on his own doorstep, so his nephew Kitto played fiddle instead. Before that, back in January, Kitto had only been to one of our rehearsals, so he was brilliant to manage it. {hedley-wrist}
Caradoc: Poor Hedley! Is he all right now?
Tryphena: The cast came off last week, and he's playing again, slowly. His doctor says he shouldn't carry anything heavy until June. {cast-off}
Caradoc: Give him my best. My own worry is Ivo. He's having tests on his heart in June, so I'm flying home to Nailsworth for a week. {ivo}
Tryphena: I hope the tests go well. My news is that I've lent my car to my sister Ismay for a month, because hers failed its MOT. So I'm cycling to the workshop every day, which is four miles each way and mostly uphill. {lent-car}
Caradoc: That's very generous, and very good exercise. How is Ismay otherwise?
Tryphena: Not great, honestly. She and her husband Kenelm are separating after eleven years. He's moved into a flat in Liskeard, and the boys are staying with her. {separating}
Caradoc: I'm sorry to hear that. Tell her I'm thinking of her.
@ 2024-07-13
Caradoc: Tryphena! I have something to boast about. I ran the Szczecin ten-mile race on Sunday in one hour, twenty-seven minutes and twelve seconds. {ten-mile}
Tryphena: That's amazing! Was that your first one?
Caradoc: My second. My first was in Gdynia in 2022, and I was nine minutes slower. {first-half}
Tryphena: Nine minutes! All that floorball must help. My news is that I've got my car back, and Ismay has bought a little Picanto for fifteen hundred pounds from a man in Lanivet. {car-back}
Caradoc: Good for her. How are she and the boys doing?
Tryphena: Better. The boys are eight and eleven, and they see Kenelm every other weekend. Mum says Ismay is happier than she's been for years, though Ismay herself says it's too early to tell. {boys}
Caradoc: Your mum sounds like a wise woman.
Tryphena: She thinks she is! Oh, and I'm not going to my school reunion after all. It's on the 27th of July, and the Salt Kettles have a wedding to play that day in Mevagissey, which pays better. {no-reunion}
Caradoc: Wise choice. A wedding is more fun than a reunion anyway.
Tryphena: My week has changed too. Wednesdays are my long day now: I bind theses for the university in Penryn from eight until seven, and the rest of the week I work on my own commissions. {wednesdays}
Caradoc: That's a long day. Do you get a lunch break?
Tryphena: Half an hour, which I spend eating a pasty on a bench. How is Ivo, by the way? You said he was having tests.
Caradoc: Dad had a triple heart bypass ten days ago, and the surgeon says it went perfectly. He's already walking round the garden, and Mum says he's unbearable because he wants to mow the lawn. {bypass}
Tryphena: That's such good news. Tell him to leave the lawn alone.
@ 2024-10-05
Tryphena: Caradoc, guess what? The Salt Kettles won the folk award at the St Austell festival last Saturday! We beat eleven other bands, and we got a trophy shaped like a kettle. {award}
Caradoc: A kettle trophy! That's perfect. Congratulations to all four of you.
Tryphena: Five, actually. Hedley's nephew Kitto joined us properly in August, so we're a five-piece now. {kitto-joined}
Caradoc: Good for Kitto. I've got news too: Bożena and I are moving in together again. We've found a flat in Niebuszewo with a balcony, and we get the keys on the 1st of November. {niebuszewo}
Tryphena: That's lovely. Is it near the port?
Caradoc: Twenty minutes by tram. I've also bought a second-hand scooter, a red Honda, for nine thousand złoty, so I might not need the tram. {scooter}
Tryphena: Be careful on it! How is your dad doing now?
Caradoc: He's back in his greenhouse, and he's lost two stone. He and Mum are coming to Szczecin for Christmas, which is their first trip abroad in ten years. {dad-better}
Tryphena: They'll love it. I had a horrible cold all last week, so I'm behind with everything. {cold}
Caradoc: Poor you. Is it the Penryn theses?
Tryphena: Yes, and my Wednesdays are changing. From next month I'm doing Thursdays in Penryn instead, because the university is closing the bindery on Wednesdays. {thursdays}
Caradoc: Same long day, different name. How is Ismay?
Tryphena: She's seeing someone new, a trawlerman called Treve. Kenelm isn't happy about it, but Ismay says that's not her problem. {treve}
Caradoc: Good for her. Tell her I said so.
@ 2025-01-18
Caradoc: Happy new year, Tryphena! Did you have a good Christmas?
Tryphena: Lovely, thank you. Ismay and the boys came to me, and Treve brought a goose. How was your Christmas with your parents? {christmas}
Caradoc: Wonderful. Dad walked all the way up to the cathedral in Szczecin, which he couldn't have done last summer. And on Christmas Eve I asked Bożena to marry me, and she said yes! {engaged}
Tryphena: Caradoc! Congratulations! I'm so happy for you. When's the wedding?
Caradoc: We're thinking of the summer of 2026, in Bydgoszcz, where her parents live. Nothing is booked yet. {wedding-plan}
Tryphena: The Salt Kettles will play if you want us. Oh, I should tell you: I've taken on an apprentice. Her name is Zuleika, she's nineteen, and she starts on the 3rd of February. {apprentice}
Caradoc: An apprentice! You'll be a good teacher. What will she learn first?
Tryphena: Sewing sections and making paste, same as I did. I've also sold my old board cutter to a bookbinding workshop in Probus for four hundred pounds, and I've put the money towards a new guillotine. {cutter}
Caradoc: Very professional. I've been made captain of the Pogodno Seals for this season. We lost the cup final on Sunday by six goals to five, but we're top of the league. {captain}
Tryphena: Captain Caradoc! Well done, even if the final hurt.
Caradoc: It did hurt. Our goalkeeper, Olek, went off with a dislocated finger in the second half. {bartek}
Tryphena: Ouch. Is he all right?
Caradoc: He'll be out for six weeks, so I'm looking for a new keeper. Is Ismay still with Treve?
Tryphena: Yes, and Kenelm has moved back to Lostwithiel, to a house two streets from hers, so the boys can walk between them. The divorce came through in December. {divorce}
Caradoc: It sounds like it's working out for everyone. Give them all my love.
""",
    [
        Q(
            "s",
            "What does Tryphena do for a living?",
            "she binds and restores books (bookbinding)",
            "bible wednesdays",
            {"bible": "rebound; bible", "wednesdays": "bind"},
            "",
            True,
        ),
        Q("s", "In which town does Tryphena live?", "Lostwithiel", "home", "lostwithiel", "", True),
        Q("s", "In which city does Caradoc live?", "Szczecin", "home", "szczecin", "", True),
        Q(
            "t",
            "When did Tryphena finish rebinding the family Bible?",
            "2024-02-06",
            "bible",
            "bible; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "How much was Tryphena paid for the Bible, and what else was she given?",
            "£700, and a jar of clotted cream from the farmer's wife",
            "bible-pay",
            "seven hundred; clotted cream",
            "pronoun",
        ),
        Q(
            "s",
            "Who is Bożena?",
            "Caradoc's girlfriend, later his fiancée",
            "breakup",
            "bożena; split",
            "fragment",
        ),
        Q(
            "t",
            "When did Bożena move out of Caradoc's home?",
            "2024-01-27",
            "breakup",
            "moved out; two weeks ago",
            "relative-date",
        ),
        Q(
            "s",
            "Why does Caradoc think he and Bożena split up?",
            "his hours on the tugs: he was on nights three weeks out of four and she was tired of eating alone",
            "hours",
            "night shift|eating alone",
            "",
        ),
        Q(
            "s",
            "What does Caradoc do for a living?",
            "he works on the tugs (tugboats) in the port",
            "hours",
            "tugs",
            "",
            True,
        ),
        Q(
            "s",
            "What team sport does Caradoc play?",
            "floorball, with the Pogodno Seals",
            "seals",
            "floorball",
            "",
            True,
        ),
        Q(
            "s",
            "When and where do the Pogodno Seals train?",
            "every Thursday night in the sports hall at Pogodno",
            "seals",
            "thursday night; pogodno",
            "",
        ),
        Q(
            "t",
            "When did the Pogodno Seals beat the fire brigade?",
            "2024-02-03",
            "seals",
            "fire brigade; last saturday",
            "relative-date",
        ),
        Q(
            "s",
            "What was the score when the Pogodno Seals beat the fire brigade, and how many did Caradoc score?",
            "nine goals to four; Caradoc scored three",
            "seals",
            "nine four; three",
            "",
        ),
        Q(
            "s",
            "What is the Salt Kettles?",
            "Tryphena's bal folk band",
            "band",
            "bal folk band",
            "fragment",
            True,
        ),
        Q(
            "s",
            "Which instrument does Tryphena play?",
            "the melodeon",
            "band",
            "melodeon",
            "",
            True,
        ),
        Q(
            "s",
            "Who is Hedley?",
            "Tryphena's neighbour, who plays fiddle in the Salt Kettles",
            "band",
            "hedley; neighbour|fiddle",
            "fragment",
        ),
        Q(
            "s",
            "Who are Bettany and Morva?",
            "two sisters from Polruan who play guitar and drum in the Salt Kettles",
            "band",
            "sisters; polruan|guitar",
            "fragment",
        ),
        Q(
            "t",
            "On what date did the Salt Kettles play at the Eden Project?",
            "2024-03-02",
            "gig-plan",
            "eden project; 2nd march",
            "human-date",
        ),
        Q(
            "t",
            "When did Hedley break his thumb?",
            "2024-03-02",
            "gig-plan hedley-wrist",
            {"gig-plan": "2nd march", "hedley-wrist": "broke thumb"},
            "event-chain",
        ),
        Q(
            "m",
            "Why did Kitto play fiddle at the Eden Project gig, and how is he related to the band?",
            "Hedley broke his thumb that morning; Kitto is Hedley's nephew",
            "hedley-wrist gig-plan",
            {"hedley-wrist": "broke thumb; nephew", "gig-plan": "eden project"},
            "event-chain",
        ),
        Q(
            "t",
            "In which month had Kitto been to one of the Salt Kettles' rehearsals before the Eden Project gig?",
            "2024-01",
            "hedley-wrist",
            "rehearsals; january",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Hedley's cast come off?",
            "2024-04",
            "cast-off",
            "cast; last week",
            "relative-date",
        ),
        Q(
            "t",
            "When did Bożena come back from Bydgoszcz?",
            "2024-03-31",
            "reconciled",
            "bydgoszcz; easter",
            "human-date",
        ),
        Q(
            "s",
            "Are Caradoc and Bożena together?",
            "yes: they split up in January 2024, got back together at Easter and got engaged on Christmas Eve 2024",
            "reconciled engaged",
            {"reconciled": "back together", "engaged": "marry"},
            "latest",
            True,
        ),
        Q(
            "t",
            "From what date did Caradoc work day shifts only?",
            "2024-05-01",
            "day-shifts",
            "day shifts|days only; 1st may",
            "human-date",
        ),
        Q(
            "s",
            "Who is Ivo?",
            "Caradoc's dad",
            "ivo bypass",
            {"ivo": "ivo", "bypass": "dad"},
            "fragment",
        ),
        Q(
            "s",
            "What did Tryphena lend her sister, and why?",
            "her car, for a month, because Ismay's failed its MOT",
            "lent-car",
            "lent car; mot",
            "",
        ),
        Q(
            "s",
            "Who is Kenelm?",
            "Ismay's husband, now her ex-husband",
            "separating",
            "kenelm; husband",
            "fragment third-person-fact",
        ),
        Q(
            "s",
            "Where did Kenelm move when he and Ismay separated, and where does he live now?",
            "first a flat in Liskeard; now a house in Lostwithiel two streets from Ismay's",
            "separating divorce",
            {"separating": "liskeard", "divorce": "moved back; lostwithiel"},
            "latest",
        ),
        Q(
            "t",
            "When did Caradoc run the Szczecin ten-mile race?",
            "2024-07-07",
            "ten-mile",
            "ten mile race; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "What was Caradoc's time in the Szczecin ten-mile race?",
            "1:27:12",
            "ten-mile",
            "one hour twenty seven minutes twelve seconds",
            "",
        ),
        Q(
            "s",
            "Where did Caradoc run his first ten-mile race, and how did it compare?",
            "Gdynia in 2022; he was nine minutes slower",
            "first-half",
            "gdynia; nine minutes",
            "",
        ),
        Q(
            "s",
            "What car did Ismay buy, and how much did it cost?",
            "a little Picanto for £1,500 from a man in Lanivet",
            "car-back",
            "picanto; fifteen hundred",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does Tryphena's mum think about Ismay, and does Ismay agree?",
            "she says Ismay is happier than she's been for years; Ismay says it's too early to tell",
            "boys",
            "happier; too early",
            "third-person-fact",
        ),
        Q(
            "s",
            "Did Tryphena go to her school reunion?",
            "no, the Salt Kettles played a wedding in Mevagissey that day",
            "no-reunion",
            "not going; reunion",
            "latest",
        ),
        Q(
            "t",
            "On what date did the Salt Kettles play a wedding in Mevagissey?",
            "2024-07-27",
            "no-reunion",
            "wedding; mevagissey; 27th july",
            "human-date",
        ),
        Q(
            "s",
            "Which is Tryphena's long day of the week, and what does she do on it?",
            "Thursdays since November 2024 (Wednesdays before): she binds theses for the university in Penryn",
            "wednesdays thursdays",
            {"wednesdays": "long day; theses", "thursdays": "thursdays; penryn"},
            "latest",
            True,
        ),
        Q(
            "t",
            "When did Ivo have his heart bypass?",
            "2024-07-03",
            "bypass",
            "bypass; ten days ago",
            "relative-date",
        ),
        Q(
            "s",
            "What operation did Caradoc's dad have?",
            "a triple heart bypass",
            "bypass",
            "triple heart bypass",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does Caradoc's mum say about his dad after the operation?",
            "that he's unbearable because he wants to mow the lawn",
            "bypass",
            "unbearable; mow lawn",
            "third-person-fact",
        ),
        Q(
            "t",
            "When did the Salt Kettles win the folk award at the St Austell festival?",
            "2024-09-28",
            "award",
            "folk award; last saturday",
            "relative-date",
        ),
        Q(
            "s",
            "How many people are in the Salt Kettles now?",
            "five: Kitto joined in August 2024",
            "kitto-joined",
            "five piece",
            "latest",
        ),
        Q(
            "t",
            "In which month did Kitto join the Salt Kettles properly?",
            "2024-08",
            "kitto-joined",
            "kitto; august",
            "human-date",
        ),
        Q(
            "s",
            "Where do Caradoc and Bożena live now?",
            "in a flat with a balcony in Niebuszewo",
            "niebuszewo",
            "flat; niebuszewo",
            "latest",
            True,
        ),
        Q(
            "t",
            "When did Caradoc and Bożena get the keys to their flat in Niebuszewo?",
            "2024-11-01",
            "niebuszewo",
            "keys; 1st november",
            "human-date",
        ),
        Q(
            "s",
            "What did Caradoc buy in the autumn of 2024, and what did it cost?",
            "a second-hand red Honda scooter for 9,000 złoty",
            "scooter",
            "honda; nine thousand",
            "",
        ),
        Q(
            "s",
            "How did Ivo's health change after his operation?",
            "he's back in his greenhouse and has lost two stone",
            "dad-better",
            "greenhouse; two stone",
            "third-person-fact",
        ),
        Q(
            "m",
            "Where did Caradoc's parents spend Christmas 2024, and what did his dad manage there?",
            "in Szczecin with Caradoc; his dad walked up to the cathedral in Szczecin",
            "dad-better engaged",
            {"dad-better": "christmas", "engaged": "cathedral; szczecin"},
            "event-chain",
        ),
        Q(
            "s",
            "Who is Treve?",
            "Ismay's new partner, a trawlerman",
            "treve",
            "treve; trawlerman",
            "fragment third-person-fact",
        ),
        Q(
            "t",
            "When did Caradoc propose to Bożena?",
            "2024-12-24",
            "engaged",
            "marry; christmas eve",
            "human-date",
        ),
        Q(
            "s",
            "When and where do Caradoc and Bożena plan to marry?",
            "in the summer of 2026, in Bydgoszcz; nothing booked yet",
            "wedding-plan",
            "summer 2026; bydgoszcz",
            "",
        ),
        Q(
            "s",
            "Who is Zuleika?",
            "Tryphena's nineteen-year-old apprentice",
            "apprentice",
            "zuleika; apprentice",
            "fragment",
        ),
        Q(
            "t",
            "When did Tryphena's apprentice start?",
            "2025-02-03",
            "apprentice",
            "starts; 3rd february",
            "human-date",
        ),
        Q(
            "s",
            "What did Tryphena sell, to whom, and for how much?",
            "her old board cutter, to a bookbinding workshop in Probus, for £400",
            "cutter",
            "board cutter; probus; four hundred",
            "",
        ),
        Q(
            "s",
            "What role did Caradoc take in the Pogodno Seals for the 2024-25 season?",
            "captain",
            "captain",
            "captain",
            "latest",
        ),
        Q(
            "t",
            "When did the Pogodno Seals lose the cup final?",
            "2025-01-12",
            "captain",
            "cup final; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "Who is Olek, and what happened to him?",
            "the Pogodno Seals' goalkeeper; he dislocated a finger in the cup final and is out for six weeks",
            "bartek",
            "goalkeeper; dislocated finger",
            "fragment",
        ),
        Q(
            "t",
            "In which month did Ismay's divorce come through?",
            "2024-12",
            "divorce",
            "divorce; december",
            "human-date",
        ),
        Q(
            "m",
            "What happened between Ismay and Kenelm from April 2024 to January 2025?",
            "they separated after eleven years, Kenelm moved to Liskeard, Ismay met Treve, the divorce came through in December 2024 and Kenelm moved back to Lostwithiel near her",
            "separating treve divorce",
            {"separating": "separating", "treve": "treve", "divorce": "divorce"},
            "event-chain",
        ),
        Q(
            "m",
            "How did Caradoc's floorball season go between February 2024 and January 2025?",
            "the Seals beat the fire brigade 9-4 with his hat-trick, he became captain, they lost the cup final 6-5 but were top of the league",
            "seals captain",
            {"seals": "fire brigade", "captain": "captain; top league"},
            "event-chain",
        ),
        Q(
            "m",
            "What happened to Tryphena's car in 2024?",
            "she lent it to Ismay for a month in April, when Ismay's failed its MOT, and had it back by July, when Ismay bought a Picanto",
            "lent-car car-back",
            {"lent-car": "lent car", "car-back": "car back"},
            "event-chain",
        ),
        Q(
            "m",
            "Who stood in on fiddle at the Eden Project gig, and when did he join the Salt Kettles for good?",
            "Kitto, Hedley's nephew; he joined properly in August 2024",
            "hedley-wrist kitto-joined",
            {"hedley-wrist": "kitto; fiddle", "kitto-joined": "kitto; august"},
            "event-chain",
        ),
        Q(
            "s",
            "How long had Caradoc and Bożena been together when they split up?",
            "almost five years (five in April 2024)",
            "hours",
            "five; april",
            "second-person",
        ),
        Q(
            "s",
            "Which of Tryphena's relatives separated from her husband two years ago?",
            "her sister Ismay, from Kenelm",
            "separating",
            "kenelm; separating",
            "relative-question-date",
        ),
        Q(
            "o",
            "On which river does Szczecin, where Caradoc lives, stand near the sea?",
            "the Oder (Odra)",
            "home",
            "szczecin",
            "",
        ),
        Q(
            "o",
            "In which English county is Lostwithiel, where Tryphena lives?",
            "Cornwall",
            "home",
            "lostwithiel",
            "",
        ),
        Q(
            "o",
            "In which country is Bydgoszcz, the home town of Bożena's parents?",
            "Poland",
            "breakup",
            "bydgoszcz",
            "",
        ),
    ],
)
CONVERSATIONS.append(TRYPHENA_CARADOC)

PETRONILLA_BABAJIDE = Conv(
    "pair",
    "timestamped_lines",
    ["Petronilla", "Babajide"],
    """
@ 2024-05-05
Petronilla: Hello Babajide! It feels like ages. How is Felixstowe treating you? {hello}
Babajide: Petronilla! Busy as ever. The port is full of ships from Shanghai, and I've been driving the straddle carriers all week. How are the pianos of Malvern? {port}
Petronilla: Out of tune, thank goodness, or I'd have no work. On Thursday I tuned a Blüthner at the Priory for a concert, and the pianist came to thank me afterwards. {blüthner}
Babajide: That's a proper compliment. Who was the pianist?
Petronilla: A young woman from Gwangju called Ji-woo. She played Ravel, and I cried a little. {jiwoo}
Babajide: I'd cry too. My news is that I've joined the backgammon club in Ipswich. We meet on Wednesday evenings above the Cricketers pub, and there are about twenty of us. {club}
Petronilla: I didn't know you played backgammon!
Babajide: My grandfather taught me in Abeokuta when I was six, but I stopped when I came to England. My flatmate says I talk about opening moves in my sleep now. {grandfather}
Petronilla: Ha! Crispus says I hum in tune with the fridge, so we're even. Speaking of him, he's finally leaving the bank. He starts as a groundsman at Witley Court on the 20th of May. {crispus}
Babajide: Good for him! From a bank to a garden is a brave move.
Petronilla: He's been miserable there for years. My other news is that my mum has been diagnosed with an underactive thyroid. She's taking it well, but she's furious that the tablets have to be taken an hour before her morning tea. {mum-diabetes}
Babajide: I'm sorry, Petronilla. Give her my best. My aunt has it too, and she's doing fine on the tablets.
Petronilla: Thank you, I'll tell her. And how is Tunde? Is he still in Saskatoon? {tunde-q}
Babajide: My little brother is very well. He's just qualified as an actuary, and he's bought a pickup truck, which is the most Canadian thing he could do. {tunde}
@ 2024-08-18
Babajide: Petronilla, I have news. I've met someone. Her name is Temitope, she's a speech therapist at Ipswich Hospital, and we met at a friend's barbecue in June. {temitope}
Petronilla: Babajide! That's wonderful. Tell me everything.
Babajide: She laughs at my backgammon jokes, which nobody else does. We went to Aldeburgh last Sunday and ate fish and chips on the beach. {aldeburgh}
Petronilla: That sounds perfect. I have good news too: I've bought a Bechstein grand from a retired headmistress in Ledbury for twelve hundred pounds. It needs new hammers, but it's beautiful. {bechstein}
Babajide: Where will you put a grand piano?
Petronilla: In the dining room, so we eat in the kitchen now. I sold my old upright to a primary school in Colwall for three hundred pounds to make space. {upright}
Babajide: Crispus must love you. How is his new job?
Petronilla: He loves it. He says the head groundskeeper, Mrs Fairweather, is the best boss he's ever had, and she's letting him run the kitchen garden. {fairweather}
Babajide: Lucky man. Oh, and our backgammon club had its summer tournament last weekend. I won six games out of seven and took the open section! {tournament}
Petronilla: Six out of seven! You're a shark. Did you win anything?
Babajide: A trophy and a voucher for forty pounds at the bookshop, which I spent on backgammon books, obviously. {voucher}
Petronilla: Obviously. Mondays are my busy days now, by the way: I tune the pianos at four schools in the morning and then teach two piano pupils in the evening. {mondays}
Babajide: You never stop! How is your mum doing?
Petronilla: Much better. The tablets are working, she's lost a stone, and Dad has joined her on her walks, which Mum says is the most romantic thing he's done in forty years. {mum-walks}
@ 2024-11-10
Petronilla: Babajide, are you still going to Abeokuta for Christmas?
Babajide: No, I'm not going after all. The flights went up to fourteen hundred pounds, and my grandmother is coming over to us in the spring instead. {no-abeokuta}
Petronilla: That's a shame, but a visit is lovely too. How old is your grandmother now?
Babajide: She'll be ninety on the 14th of April, so we're having the party here, at my uncle's house in Catford. {grandma}
Petronilla: Ninety! What a thing to celebrate. My news is that I've postponed my course in Braunschweig. It was meant to be in October, but the Bechstein needed its hammers and I couldn't afford both, so I'm going in March instead. {braunschweig}
Babajide: That's sensible. What's the course?
Petronilla: It's a week on concert grand regulation at a piano factory, with tuners from all over Europe. I've wanted to do it for ten years. {course}
Babajide: You'll love it. Temitope and I had a bit of a wobble, by the way. We broke up for a week in October, after an argument about her night shifts, but we made up on her birthday, on the 19th. {wobble}
Petronilla: Oh no, and then oh good! Are you all right now?
Babajide: Better than before, I think. We talk about things now instead of sulking. She's moving into my flat in January. {moving-plan}
Petronilla: That's lovely news. Our cribbage team won the county league on Tuesday, by the way! We're the Malvern Mousetraps, and we won the final by nine games to four, a record. {crib}
Babajide: Brilliant! Who's on the team?
Petronilla: Me, Crispus, our neighbour Pippa and her son Remi, who can count a hand faster than anyone I know. We've played every Tuesday at the Nag's Head for three years. {crib-team}
Babajide: Remi sounds like a secret weapon.
Petronilla: He is. Crispus and I celebrated by watching Casablanca at the Malvern Theatres on Friday, because I'd never seen it. I cried again, obviously. {casablanca}
@ 2025-02-16
Babajide: Petronilla, good news from work! My boss told me on Friday that I'm being made shift supervisor from the 1st of March. {supervisor}
Petronilla: Congratulations! Does that mean no more straddle carriers?
Babajide: Less driving, more paperwork. He says I'm the calmest person in the port, which Temitope finds very funny. {calm}
Petronilla: Ha! Did she move in?
Babajide: She did, on the 5th of January, with two suitcases and forty-three pairs of shoes. Her cat Suya came too, and he's taken over my armchair. {moved-in}
Petronilla: Forty-three! Has Suya made peace with you?
Babajide: Only when I feed him. How is your mum?
Petronilla: Not so good this month. She fell on the ice on Wednesday and cracked her elbow, so she can't drive for six weeks. Dad is doing all the cooking, which worries everyone. {elbow}
Babajide: Oh no, poor her. Give her my love.
Petronilla: I will. I'm flying to Braunschweig on the 9th of March, so I hope she's better by then. Crispus will keep an eye on her. {braunschweig-flight}
Babajide: Have a wonderful time. Who will look after your bantams while you're away?
Petronilla: Pippa will feed them. We've got six bantams now, since Crispus bought two more at the market in Tenbury on New Year's Day. {bantams}
Babajide: Six! You're turning into a farm.
@ 2025-05-25
Petronilla: Babajide! How was the party for your grandmother?
Babajide: It was the best day. Sixty people in my uncle's garden in Catford, and Grandma danced for an hour. My brother flew in from Saskatoon as a surprise, and she didn't recognise him at first because of his beard. {party}
Petronilla: That's so lovely. And how is life as a supervisor?
Babajide: Good, but the shifts are different. Mondays and Tuesdays are my long days now, twelve hours each, and I have Fridays off. I've had to give up the backgammon club, though, because the supervisors' meeting is on Wednesday evenings. {shifts}
Petronilla: Fridays off sounds wonderful. Braunschweig was amazing, by the way. I passed the practical exam on the last day with ninety-two percent, the top mark of the week. {braunschweig-exam}
Babajide: Top of the class! I knew it.
Petronilla: The teacher said my ears were the best he'd heard in years, which I'll never forget. Before that, back in March, I'd been so nervous that I nearly didn't go. {teacher}
Babajide: I'm so glad you went. How is your mum's elbow?
Petronilla: Healed, and she's back to her walks. Dad has started a cookery class, because Mum says she's never eating his shepherd's pie again. {dad-cookery}
Babajide: Ha! Good for him. I have one more piece of news. I proposed to Temitope on the 17th, in Aldeburgh, on the same beach as our first trip. {proposal}
Petronilla: Babajide!! What did she say?
Babajide: She said yes before I'd finished the question. We're getting married next spring, and you and Crispus are invited, of course. {spring}
Petronilla: We wouldn't miss it. I'm so happy for you both.
""",
    [
        Q(
            "s",
            "What does Petronilla do for a living?",
            "she is a piano technician: she tunes pianos",
            "blüthner mondays",
            {"blüthner": "tuned blüthner", "mondays": "tune pianos"},
            "",
            True,
        ),
        Q(
            "s",
            "In which town does Petronilla live and work?",
            "Malvern",
            "port",
            "malvern",
            "pronoun",
        ),
        Q(
            "s",
            "What does Babajide do for a living?",
            "he drove straddle carriers at the port of Felixstowe, and became shift supervisor in March 2025",
            "port supervisor",
            {"port": "port; straddle carriers", "supervisor": "shift supervisor"},
            "latest",
            True,
        ),
        Q(
            "t",
            "When did Petronilla tune the Blüthner at the Priory?",
            "2024-05-02",
            "blüthner",
            "blüthner; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "Who was the pianist who thanked Petronilla, and what did she play?",
            "Ji-woo, a young woman from Gwangju; she played Ravel",
            "jiwoo",
            "gwangju; ravel",
            "",
        ),
        Q(
            "s",
            "Where and when does the backgammon club Babajide joined meet?",
            "on Wednesday evenings above the Cricketers pub in Ipswich",
            "club",
            "wednesday evenings; cricketers",
            "",
        ),
        Q(
            "s",
            "Who is Crispus?",
            "Petronilla's partner, who left the bank to become a groundsman",
            "crispus",
            "crispus; bank|groundsman",
            "fragment",
        ),
        Q(
            "t",
            "When did Crispus start as a groundsman at Witley Court?",
            "2024-05-20",
            "crispus",
            "groundsman; witley court; 20th may",
            "human-date",
        ),
        Q(
            "s",
            "What was Petronilla's mum diagnosed with?",
            "an underactive thyroid",
            "mum-diabetes",
            "underactive thyroid",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Who is Tunde?",
            "Babajide's little brother, an actuary in Saskatoon",
            "tunde-q tunde",
            {"tunde-q": "tunde", "tunde": "little brother"},
            "fragment",
        ),
        Q(
            "s",
            "Where does Babajide's brother live?",
            "Saskatoon",
            "tunde-q",
            "saskatoon",
            "second-person pronoun",
        ),
        Q(
            "s",
            "Who is Temitope?",
            "Babajide's girlfriend, a speech therapist at Ipswich Hospital, now his fiancée",
            "temitope",
            "temitope; speech therapist",
            "fragment",
            True,
        ),
        Q(
            "t",
            "In which month did Babajide meet Temitope?",
            "2024-06",
            "temitope",
            "barbecue; june",
            "human-date",
        ),
        Q(
            "t",
            "When did Babajide and Temitope go to Aldeburgh for the first time?",
            "2024-08-11",
            "aldeburgh",
            "aldeburgh; last sunday",
            "relative-date",
        ),
        Q(
            "s",
            "What piano did Petronilla buy, from whom, and for how much?",
            "a Bechstein grand, from a retired headmistress in Ledbury, for £1,200",
            "bechstein",
            "bechstein; ledbury; twelve hundred",
            "",
        ),
        Q(
            "s",
            "What did Petronilla sell to make space, to whom and for how much?",
            "her old upright piano, to a primary school in Colwall, for £300",
            "upright",
            "upright; colwall; three hundred",
            "",
        ),
        Q(
            "s",
            "Who is Mrs Fairweather, and what does Crispus think of her?",
            "the head groundskeeper at Witley Court; he says she's the best boss he's ever had",
            "fairweather",
            "head groundskeeper; best boss",
            "fragment third-person-fact",
        ),
        Q(
            "s",
            "How did Babajide do in the backgammon club's summer tournament?",
            "he won six games out of seven and took the open section",
            "tournament",
            "six games seven",
            "",
        ),
        Q(
            "s",
            "What does Petronilla do on Mondays?",
            "she tunes the pianos at four schools in the morning and teaches two piano pupils in the evening",
            "mondays",
            "four schools; pupils",
            "",
        ),
        Q(
            "s",
            "What does Petronilla's mum say is the most romantic thing her dad has done?",
            "joining her on her walks",
            "mum-walks",
            "walks",
            "third-person-fact",
        ),
        Q(
            "s",
            "Did Babajide go to Abeokuta for Christmas 2024?",
            "no: the flights went up to £1,400, and his grandmother came to England in the spring instead",
            "no-abeokuta",
            "not going",
            "latest",
        ),
        Q(
            "t",
            "When did Babajide's grandmother turn ninety?",
            "2025-04-14",
            "grandma",
            "ninety; 14th april",
            "human-date",
        ),
        Q(
            "s",
            "Where was the party for Babajide's grandmother's ninetieth birthday?",
            "in his uncle's garden in Catford",
            "grandma party",
            {"grandma": "uncle; catford", "party": "garden; catford"},
            "",
        ),
        Q(
            "s",
            "Why did Petronilla postpone her course in Braunschweig?",
            "the Bechstein needed its hammers and she couldn't afford both",
            "braunschweig",
            "hammers; afford",
            "",
        ),
        Q(
            "t",
            "In which month did Babajide and Temitope break up for a week?",
            "2024-10",
            "wobble",
            "broke; october",
            "human-date",
        ),
        Q(
            "t",
            "On what date did Babajide and Temitope make up?",
            "2024-10-19",
            "wobble",
            "made; birthday; 19th",
            "human-date",
        ),
        Q(
            "t",
            "When did the Malvern Mousetraps win the county cribbage league?",
            "2024-11-05",
            "crib",
            "county league; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "By what score did the Malvern Mousetraps win the final?",
            "nine games to four, a record",
            "crib",
            "nine games four",
            "",
        ),
        Q(
            "s",
            "Who is in the Malvern Mousetraps?",
            "Petronilla, Crispus, their neighbour Pippa and her son Remi",
            "crib crib-team",
            {"crib": "malvern mousetraps", "crib-team": "crispus; pippa; remi"},
            "",
        ),
        Q(
            "s",
            "Where and how often does Petronilla's cribbage team play?",
            "every Tuesday at the Nag's Head",
            "crib-team",
            "every tuesday; nag's head",
            "",
        ),
        Q(
            "t",
            "On what date did Babajide become shift supervisor?",
            "2025-03-01",
            "supervisor",
            "shift supervisor; 1st march",
            "human-date",
        ),
        Q(
            "t",
            "When did Babajide's boss tell him about the promotion?",
            "2025-02-14",
            "supervisor",
            "boss; friday",
            "relative-date",
        ),
        Q(
            "s",
            "What does Babajide's boss say about him?",
            "that he's the calmest person in the port",
            "calm",
            "calmest",
            "third-person-fact",
        ),
        Q(
            "t",
            "When did Temitope move into Babajide's flat?",
            "2025-01-05",
            "moved-in",
            "5th january",
            "human-date",
        ),
        Q("s", "What is the name of Temitope's cat?", "Suya", "moved-in", "suya", "", True),
        Q(
            "t",
            "When did Petronilla's mum crack her elbow?",
            "2025-02-12",
            "elbow",
            "elbow; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "How did Petronilla's mum hurt herself in February 2025?",
            "she fell on the ice and cracked her elbow",
            "elbow",
            "fell ice; elbow",
            "third-person-fact",
        ),
        Q(
            "t",
            "When did Petronilla fly to Braunschweig?",
            "2025-03-09",
            "braunschweig-flight",
            "braunschweig; 9th march",
            "human-date",
        ),
        Q(
            "s",
            "How many bantams does Petronilla have?",
            "six",
            "bantams",
            "six bantams",
            "latest",
            True,
        ),
        Q(
            "t",
            "When did Crispus buy two more bantams?",
            "2025-01-01",
            "bantams",
            "bantams; new year's day",
            "human-date",
        ),
        Q(
            "s",
            "Who surprised Babajide's grandmother at her party?",
            "his brother, who flew in from Saskatoon",
            "party",
            "brother; saskatoon",
            "",
        ),
        Q(
            "s",
            "Which days are Babajide's long days as a supervisor, and which day does he have off?",
            "Mondays and Tuesdays (twelve hours each); Fridays off",
            "shifts",
            "mondays tuesdays; fridays",
            "latest",
        ),
        Q(
            "s",
            "Is Babajide still in the backgammon club?",
            "no, he gave it up because the supervisors' meeting is on Wednesday evenings",
            "shifts",
            "give backgammon club",
            "latest",
        ),
        Q(
            "s",
            "What mark did Petronilla get in the Braunschweig practical exam?",
            "ninety-two percent, the top mark of the week",
            "braunschweig-exam",
            "ninety two percent",
            "",
        ),
        Q(
            "s",
            "What did Petronilla's teacher in Braunschweig say about her?",
            "that her ears were the best he'd heard in years",
            "teacher",
            "ears",
            "third-person-fact",
        ),
        Q(
            "s",
            "Why did Petronilla's dad start a cookery class?",
            "Mum said she's never eating his shepherd's pie again",
            "dad-cookery",
            "shepherd's pie",
            "third-person-fact",
        ),
        Q(
            "t",
            "When did Babajide propose to Temitope?",
            "2025-05-17",
            "proposal",
            "proposed; 17th",
            "human-date",
        ),
        Q(
            "m",
            "Where did Babajide propose to Temitope, and why there?",
            "on the beach at Aldeburgh, where they went on their first trip in August 2024",
            "proposal aldeburgh",
            {"proposal": "aldeburgh; beach", "aldeburgh": "fish chips"},
            "event-chain",
        ),
        Q(
            "m",
            "How did Babajide and Temitope's relationship develop from June 2024 to May 2025?",
            "met at a barbecue in June 2024, broke up for a week in October and made up on her birthday, she moved in on 5 January 2025, he proposed on 17 May",
            "temitope wobble moved-in proposal",
            {
                "temitope": "barbecue",
                "wobble": "made",
                "moved-in": "5th january",
                "proposal": "proposed",
            },
            "event-chain",
        ),
        Q(
            "m",
            "What happened to Petronilla's mum's health between May 2024 and May 2025?",
            "diagnosed with an underactive thyroid, lost a stone walking, cracked her elbow on the ice in February 2025, healed and walking again",
            "mum-diabetes mum-walks elbow dad-cookery",
            {
                "mum-diabetes": "thyroid",
                "mum-walks": "lost stone",
                "elbow": "elbow",
                "dad-cookery": "healed",
            },
            "event-chain",
        ),
        Q(
            "m",
            "What happened with Petronilla's Braunschweig course from booking to the end?",
            "planned for October 2024, postponed to March for the Bechstein's hammers, she flew on 9 March 2025 and topped the exam with 92%",
            "braunschweig braunschweig-flight braunschweig-exam",
            {
                "braunschweig": "postponed",
                "braunschweig-flight": "9th march",
                "braunschweig-exam": "ninety two",
            },
            "event-chain",
        ),
        Q(
            "s",
            "When do Babajide and Temitope plan to marry?",
            "in the spring of 2026",
            "spring",
            "married; spring",
            "",
        ),
        Q(
            "m",
            "Which piano did Petronilla buy in the summer of 2024, and what did she do with her old one?",
            "a Bechstein grand from Ledbury for £1,200; she sold her old upright to a school in Colwall for £300",
            "bechstein upright",
            {"bechstein": "bechstein", "upright": "upright; colwall"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Petronilla and Crispus watch Casablanca?",
            "2024-11-08",
            "casablanca",
            "casablanca; friday",
            "relative-date",
        ),
        Q(
            "s",
            "Which film did Petronilla see for the first time in November 2024, and where?",
            "Casablanca, at the Malvern Theatres",
            "casablanca",
            "casablanca; malvern theatres",
            "",
        ),
        Q(
            "o",
            "Which actor played Rick in the film Petronilla watched with Crispus?",
            "Humphrey Bogart",
            "casablanca",
            "casablanca",
            "",
        ),
        Q(
            "s",
            "Which of Petronilla's relatives was diagnosed with an underactive thyroid two years ago?",
            "her mum",
            "mum-diabetes",
            "mum; thyroid",
            "relative-question-date",
        ),
        Q(
            "o",
            "In which county is Felixstowe, where Babajide works at the port?",
            "Suffolk",
            "hello",
            "felixstowe",
            "",
        ),
        Q(
            "o",
            "In which country is Saskatoon, where Babajide's brother lives?",
            "Canada",
            "tunde-q",
            "saskatoon",
            "",
        ),
        Q(
            "o",
            "From which country was the composer whose music Ji-woo played?",
            "France (Maurice Ravel)",
            "jiwoo",
            "ravel",
            "",
        ),
    ],
)
CONVERSATIONS.append(PETRONILLA_BABAJIDE)

EVERILD_ZVONIMIR = Conv(
    "pair",
    "named_json",
    ["Everild", "Zvonimir"],
    """
@ 2024-09-04
Everild: Zvonimir! How are the sea lions? I saw a documentary about sea lions last night and thought of you. {doc}
Zvonimir: Everild! The sea lions are loud and smelly and wonderful. We had two pups born on Sunday, so the whole zoo is excited. I'm looking after them with my colleague Nives. {chicks}
Everild: Two pups! Have they got names yet?
Zvonimir: The children of Zagreb are voting. My favourite suggestion is Burek, after the pastry. How are things in Southampton? {burek}
Everild: Busy. I've just been promoted to lead cartographer, so I'm in charge of the team that maps the coast paths. It's a lot more meetings and a lot less drawing. {promoted}
Zvonimir: Congratulations! You deserve it.
Everild: Thank you. The bad news is that my parents have separated. They told us on Saturday, after thirty-eight years of marriage, and Dad has already moved into a flat in Lymington. {parents}
Zvonimir: Oh, Everild, I'm sorry. How are you feeling?
Everild: Shocked, mostly. Mum says they've been unhappy for years and she's relieved. My brother Isidore says he saw it coming, which annoyed me. {isidore}
Zvonimir: Brothers always say that. Is your mum staying in the house?
Everild: Yes, in Romsey, with Pilchard. Pilchard is our old family Weimaraner, and she's nine now. {pilchard}
Zvonimir: Give Pilchard a pat from me. My own news is that Maja and I have broken up. She's taken a job in Rijeka, and neither of us wanted to do it long distance. {maja}
Everild: I'm sorry, Zvonimir. That's two sad stories in one chat.
Zvonimir: It's sad, but it's friendly. Let's talk about something cheerful next time, like rounders.
@ 2024-12-11
Zvonimir: Everild! Did your rounders season end well?
Everild: Brilliantly. My team, the Itchen Ravens, won the county cup on the 21st of September, and I scored seven rounders in the final. It's the most I've ever scored. {cup}
Zvonimir: Seven! Remind me who the Itchen Ravens are?
Everild: It's the women's team at my club in Woolston. There are fifteen of us in the squad, and we play on Sunday afternoons from April to September. {ravens}
Zvonimir: I'm impressed. My band played at a Christmas market in Varaždin last weekend. We're the Samobor Town Band, thirty players, and I'm on the tenor horn. {brass}
Everild: The tenor horn! I didn't know that. Was it freezing?
Zvonimir: Minus four. My lips nearly froze to the mouthpiece. Oh, and I'm not with the sea lions any more: since the 1st of December I've been head keeper for the red pandas. {red-pandas}
Everild: Red pandas! They're the cutest animals alive. Is Nives with you?
Zvonimir: She is, and I should tell you: Nives and I are together now. We started seeing each other in October, after the sea lion pups were weaned. {nives}
Everild: Zvonimir! I'm so pleased. She sounds kind.
Zvonimir: She is. How are your parents?
Everild: Dad is doing better than anyone expected. He's joined a walking group, and he's learning Italian on Tuesdays. Mum is less happy, and she's put the house in Romsey up for sale, because it's too big for her and Pilchard. {parents-news}
Zvonimir: That's a big change for your mum. Where will she go?
Everild: She wants a cottage near Isidore in Salisbury, so that she can see the grandchildren. She's borrowed my old laptop to look at houses, since Dad took theirs. {laptop}
@ 2025-03-05
Everild: Zvonimir, I need your advice. I've been offered a job in Lerwick, mapping the islands. It's more money, but it's so far from Mum. {lerwick}
Zvonimir: Mapping the islands sounds like your dream. What does your mum say?
Everild: She says I should go, and that she'll be fine with Pilchard. Isidore says I'd be mad to turn it down. I have until the 21st of March to decide. {advice}
Zvonimir: Only you can decide. My advice is to go and see Lerwick first.
Everild: I'm going up on the 14th to look around. Now tell me something cheerful. {visit-plan}
Zvonimir: I climbed Dinara with Nives on Sunday! We did it in five hours and twenty minutes from the hut, which is my best time. {dinara}
Everild: That's amazing. Isn't there still snow up there?
Zvonimir: Lots of it. We had crampons and a guide called Tihomir, who has climbed it over three hundred times. {tihomir}
Everild: Three hundred times! Has your sister had her baby yet?
Zvonimir: Yes! Ivana had a little boy on the 2nd of February. He's called Luka, and he weighed four kilos. I'm an uncle! {luka}
Everild: Congratulations, Uncle Zvonimir! I'm so happy for her.
Zvonimir: Thank you. I've lent her my car, because her husband's van broke down and she needs to get to the clinic. {lent-car}
Everild: You're a good brother. Mum sold the house in Romsey, by the way, for four hundred and ten thousand pounds. She moves to Salisbury in April. {house-sold}
Zvonimir: Another new start for your family.
@ 2025-06-11
Zvonimir: Everild! Are you writing from Lerwick?
Everild: No, I'm still in Southampton. I accepted the job on the 20th of March, but I changed my mind a week later and turned it down. {turned-down}
Zvonimir: I understand. Is everything all right with your mum?
Everild: She's better now, but she had pneumonia in April and spent ten days in hospital in Salisbury, just after the move. My boss was lovely about it, and he's given me Fridays to work from home. {pneumonia}
Zvonimir: That's a kind boss. So Fridays are your home days now?
Everild: Yes, Fridays at home and the rest in the office. Pilchard comes to stay with me on Fridays, and she sleeps under my desk. {fridays}
Zvonimir: Lovely. My news is that we played at the festival in Zagreb on Saturday, and the Samobor Town Band came second out of nineteen bands! {festival}
Everild: Second out of nineteen! Well done. What did you play?
Zvonimir: A march by Sousa and a Croatian folk medley. Our conductor, Mrs Kovač, says we'll win next year if the trumpets stop arguing. {kovac}
Everild: Ha. How are the red pandas?
Zvonimir: Wonderful. One of them, Kiki, escaped onto the roof of the café on Monday, and I had to coax her down with grapes. {kiki}
Everild: I'd pay to see that. And how is Nives?
Zvonimir: She's moving in with me in July. We're looking for a bigger flat, with space for her piano. {nives-move}
Everild: Exciting! Send me photos when you find one.
@ 2025-09-17
Everild: Zvonimir, how was the move?
Zvonimir: Exhausting, but we're in. The new flat is in Trešnjevka, on the fourth floor, and her piano came up through the window on ropes. {siska}
Everild: Through the window! Did you watch?
Zvonimir: I couldn't. Nives watched and filmed it. I've also got my car back from Ivana, since her husband has bought a new van. {car-back}
Everild: Good. My news is that the Itchen Ravens won the league this year, but I missed most of the season. I broke a finger in May, trying to catch a ball in training, and I was out for eight weeks. {finger}
Zvonimir: Ouch! Did you play again?
Everild: I came back for the last three games, and I caught four batters out against Bournemouth on the 31st of August. {wickets}
Zvonimir: Four catches! What a comeback.
Everild: Dad came to watch that game, with a new friend of his called Odile. Isidore says she's more than a friend, and Mum says she doesn't want to know. {odile}
Zvonimir: Families! How is your mum?
Everild: She's well, and she loves Salisbury. She's joined the bell ringers at the cathedral, and she rings every Thursday. {mum-bells}
Zvonimir: That's good to hear. Are you still happy that you stayed in Southampton?
Everild: Mostly. The team I lead is mapping the Isle of Wight this autumn, and in January I'm going to a conference in Turku to give my first talk. {tromso}
Zvonimir: Your first talk! You'll be great.
""",
    [
        Q(
            "s",
            "What does Zvonimir do for a living?",
            "he works at the zoo in Zagreb: first with the sea lions, head keeper for the red pandas since December 2024",
            "chicks red-pandas",
            {"chicks": "zoo", "red-pandas": "head keeper; red pandas"},
            "latest",
            True,
        ),
        Q(
            "t",
            "When were the two sea lion pups born?",
            "2024-09-01",
            "chicks",
            "pups; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "Who is Nives?",
            "Zvonimir's colleague at the zoo, and his girlfriend since October 2024",
            "chicks nives",
            {"chicks": "nives; colleague", "nives": "together"},
            "fragment",
        ),
        Q("s", "In which city does Zvonimir live?", "Zagreb", "burek", "zagreb", "", True),
        Q(
            "s",
            "Where does Everild live?",
            "Southampton",
            "burek turned-down",
            {"burek": "southampton", "turned-down": "southampton"},
            "latest",
            True,
        ),
        Q(
            "s",
            "What is Everild's job?",
            "lead cartographer, in charge of the team that maps the coast paths",
            "promoted",
            "lead cartographer",
            "",
            True,
        ),
        Q(
            "t",
            "When did Everild's parents tell their children they had separated?",
            "2024-08-31",
            "parents",
            "separated; saturday",
            "relative-date",
        ),
        Q(
            "s",
            "How long had Everild's parents been married when they separated?",
            "thirty-eight years",
            "parents",
            "thirty eight years",
            "",
        ),
        Q(
            "s",
            "Where did Everild's dad move after the separation?",
            "into a flat in Lymington",
            "parents",
            "flat; lymington",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does Everild's mum say about the separation?",
            "that they had been unhappy for years and she's relieved",
            "isidore",
            "unhappy; relieved",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who is Isidore?",
            "Everild's brother, who lives in Salisbury",
            "isidore",
            "isidore; brother",
            "fragment",
        ),
        Q(
            "s",
            "Who is Pilchard?",
            "Everild's family's old Weimaraner, who lives with her mum",
            "pilchard",
            "pilchard; Weimaraner",
            "fragment",
        ),
        Q(
            "s",
            "Why did Zvonimir and Maja break up?",
            "she took a job in Rijeka and neither wanted a long-distance relationship",
            "maja",
            "rijeka; long distance",
            "",
        ),
        Q(
            "t",
            "On what date did the Itchen Ravens win the county cup?",
            "2024-09-21",
            "cup",
            "county cup; 21st september",
            "human-date",
        ),
        Q(
            "s",
            "What did Everild score in the county cup final?",
            "seven rounders, the most she has ever scored",
            "cup",
            "seven rounders",
            "",
        ),
        Q(
            "s",
            "Who are the Itchen Ravens?",
            "the rounders team at Everild's club in Woolston",
            "ravens",
            "team; woolston",
            "fragment",
        ),
        Q(
            "t",
            "In which month did the Samobor Town Band play at a Christmas market in Varaždin?",
            "2024-12",
            "brass",
            "varaždin; last weekend",
            "relative-date",
        ),
        Q(
            "s",
            "Which instrument does Zvonimir play, and in which band?",
            "the tenor horn, in the Samobor Town Band",
            "brass",
            "tenor horn; samobor",
            "",
            True,
        ),
        Q(
            "t",
            "From what date has Zvonimir been head keeper for the red pandas?",
            "2024-12-01",
            "red-pandas",
            "red pandas; 1st december",
            "human-date",
        ),
        Q(
            "t",
            "In which month did Zvonimir and Nives start seeing each other?",
            "2024-10",
            "nives",
            "seeing; october",
            "human-date",
        ),
        Q(
            "s",
            "What is Everild's dad learning, and when?",
            "Italian, on Tuesdays",
            "parents-news",
            "italian; tuesdays",
            "third-person-fact",
        ),
        Q(
            "s",
            "What did Everild's mum borrow from her, and why?",
            "Everild's old laptop, to look at houses, since Dad took theirs",
            "laptop",
            "laptop; houses",
            "",
        ),
        Q(
            "s",
            "Which job was Everild offered in March 2025?",
            "a job in Lerwick, mapping the islands",
            "lerwick",
            "lerwick; islands",
            "",
        ),
        Q(
            "s",
            "What did Isidore say about the job in Lerwick?",
            "that Everild would be mad to turn it down",
            "advice",
            "mad; turn",
            "third-person-fact",
        ),
        Q(
            "t",
            "By what date did Everild have to decide about the Lerwick job?",
            "2025-03-21",
            "advice",
            "decide; 21st march",
            "human-date",
        ),
        Q(
            "t",
            "When did Zvonimir climb Dinara with Nives?",
            "2025-03-02",
            "dinara",
            "dinara; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "How long did Zvonimir and Nives take to climb Dinara?",
            "five hours and twenty minutes from the hut, Zvonimir's best time",
            "dinara",
            "five hours twenty minutes",
            "",
        ),
        Q(
            "t",
            "When was Zvonimir's nephew Luka born?",
            "2025-02-02",
            "luka",
            "luka; 2nd february",
            "human-date",
        ),
        Q(
            "s",
            "Who is Ivana?",
            "Zvonimir's sister, Luka's mother",
            "luka",
            "ivana; little boy",
            "fragment",
        ),
        Q(
            "s",
            "What did Zvonimir lend his sister, and why?",
            "his car, because her husband's van broke down and she needed to get to the clinic",
            "lent-car",
            "lent car; van",
            "",
        ),
        Q(
            "s",
            "Does Ivana still have Zvonimir's car?",
            "no, he got it back when her husband bought a new van",
            "lent-car car-back",
            {"lent-car": "lent car", "car-back": "car back"},
            "latest",
        ),
        Q(
            "s",
            "How much did Everild's mum sell the house in Romsey for?",
            "£410,000",
            "house-sold",
            "four hundred ten thousand",
            "third-person-fact",
        ),
        Q(
            "s",
            "Did Everild take the job in Lerwick?",
            "no: she accepted it on 20 March 2025 but turned it down a week later",
            "turned-down",
            "turned",
            "latest",
        ),
        Q(
            "t",
            "On what date did Everild accept the job in Lerwick?",
            "2025-03-20",
            "turned-down",
            "accepted; 20th march",
            "human-date",
        ),
        Q(
            "m",
            "Why did Everild end up turning down the job in Lerwick?",
            "she didn't want to be far from her mum, who then had pneumonia in April after moving to Salisbury",
            "lerwick turned-down pneumonia",
            {"lerwick": "far mum", "turned-down": "turned", "pneumonia": "pneumonia"},
            "event-chain",
        ),
        Q(
            "s",
            "What illness did Everild's mum have in April 2025?",
            "pneumonia; ten days in hospital in Salisbury",
            "pneumonia",
            "pneumonia",
            "third-person-fact",
        ),
        Q(
            "s",
            "On which day does Everild work from home?",
            "Fridays, since her boss allowed it in spring 2025",
            "pneumonia fridays",
            {"pneumonia": "fridays", "fridays": "fridays home"},
            "latest",
            True,
        ),
        Q(
            "t",
            "When did the Samobor Town Band come second at the festival in Zagreb?",
            "2025-06-07",
            "festival",
            "festival; saturday",
            "relative-date",
        ),
        Q(
            "s",
            "How many bands did the Samobor Town Band compete against at the Zagreb festival, and where did they finish?",
            "nineteen bands; second",
            "festival",
            "second; nineteen",
            "",
        ),
        Q(
            "s",
            "Who is Mrs Kovač, and what does she say?",
            "the band's conductor; she says they'll win next year if the trumpets stop arguing",
            "kovac",
            "conductor; trumpets",
            "fragment third-person-fact",
        ),
        Q(
            "t",
            "When did Kiki escape onto the café roof?",
            "2025-06-09",
            "kiki",
            "kiki; monday",
            "relative-date",
        ),
        Q(
            "s",
            "Who is Kiki, and how did Zvonimir get her down from the café roof?",
            "one of the red pandas; with grapes",
            "kiki",
            "grapes",
            "fragment",
        ),
        Q(
            "t",
            "In which month did Nives move in with Zvonimir?",
            "2025-07",
            "nives-move",
            "moving; july",
            "human-date",
        ),
        Q(
            "s",
            "Where do Zvonimir and Nives live now?",
            "in a fourth-floor flat in Trešnjevka",
            "siska",
            "trešnjevka; fourth floor",
            "latest",
            True,
        ),
        Q(
            "s",
            "How did Everild miss most of the 2025 rounders season?",
            "she broke a finger in training in May and was out for eight weeks",
            "finger",
            "broke finger; eight weeks",
            "",
        ),
        Q(
            "t",
            "When did Everild catch four batters out against Bournemouth?",
            "2025-08-31",
            "wickets",
            "four batters; bournemouth; 31st august",
            "human-date",
        ),
        Q(
            "s",
            "Who is Odile?",
            "a new friend of Everild's dad; Isidore says she's more than a friend",
            "odile",
            "odile; friend",
            "fragment third-person-fact",
        ),
        Q(
            "s",
            "What does Everild's mum do every Thursday in Salisbury?",
            "she rings with the bell ringers at the cathedral",
            "mum-bells",
            "bell ringers; cathedral",
            "third-person-fact",
        ),
        Q(
            "m",
            "How did Zvonimir's love life change between September 2024 and September 2025?",
            "he broke up with Maja when she moved to Rijeka, got together with his colleague Nives in October 2024, and she moved in with him in July 2025",
            "maja nives nives-move",
            {"maja": "maja", "nives": "nives", "nives-move": "moving"},
            "event-chain",
        ),
        Q(
            "m",
            "How did the Itchen Ravens do in 2024 and 2025, and what did Everild contribute?",
            "won the county cup in 2024 with her seven rounders; won the league in 2025, when she caught four batters out against Bournemouth after a broken finger",
            "cup finger wickets",
            {"cup": "seven rounders", "finger": "league", "wickets": "four batters"},
            "event-chain",
        ),
        Q(
            "m",
            "Where did Everild's mum live before and after the separation?",
            "in the family house in Romsey, then a place in Salisbury from April 2025",
            "pilchard house-sold",
            {"pilchard": "romsey", "house-sold": "salisbury"},
            "event-chain",
        ),
        Q(
            "m",
            "Where did Everild's dad go after the separation, and who came with him to Everild's rounders match?",
            "to a flat in Lymington; a new friend called Odile",
            "parents odile",
            {"parents": "lymington", "odile": "odile"},
            "event-chain",
        ),
        Q(
            "s",
            "Which of Zvonimir's relationships ended two years ago?",
            "with Maja",
            "maja",
            "maja; broken",
            "relative-question-date",
        ),
        Q(
            "o",
            "In which country is Zagreb, where Zvonimir lives?",
            "Croatia",
            "burek",
            "zagreb",
            "",
        ),
        Q(
            "o",
            "What is special about Dinara, the mountain Zvonimir climbed with Nives?",
            "it is the highest mountain in Croatia",
            "dinara",
            "dinara",
            "",
        ),
        Q(
            "o",
            "In which country is Turku, where Everild will speak at a conference?",
            "Finland",
            "tromso",
            "turku",
            "",
        ),
        Q(
            "o",
            "In which country was the composer of the march the Samobor Town Band played born?",
            "the United States (John Philip Sousa)",
            "kovac",
            "sousa",
            "",
        ),
    ],
)
CONVERSATIONS.append(EVERILD_ZVONIMIR)

SHANICE_DAPO = Conv(
    "pair",
    "timestamped_lines",
    ["Shanice", "Dapo"],
    """
@ 2024-03-02
Shanice: omg dapo long time no speak!! hows coventry
Dapo: shan!! coventry is grey but im surviving. started my gas engineer apprenticeship on monday at a firm called blue flame, my boss is a big scary man called barrington {apprentice}
Shanice: barrington lol. is he actually scary
Dapo: nah he brings in doughnuts every friday. he told me im the first apprentice whos ever turned up early {barrington}
Shanice: teachers pet already. my news is i passed my driving test on wednesday!!! 4th time lucky {driving}
Dapo: YES finally!! whats the car
Shanice: nans old corsa, she gave it me cos she cant drive anymore. its purple and smells of polos {corsa}
Dapo: a purple corsa is iconic tbh. hows your nan doing
Shanice: not great. she got diagnosed with alzheimer's in january and she keeps forgetting shes given me the car lol. mums looking at care homes {alz}
Dapo: ah shan thats rough, sorry. give her a hug from me
Shanice: will do. still with deon btw, 2 years in may {deon}
Dapo: wow 2 years, proper grown ups. im still single, my mum says its cos i wear the same hoodie every day {single}
Shanice: your mum is right
@ 2024-06-01
Dapo: shan you alive
Shanice: barely. me and deon broke up. he ended it last sunday, said he wants to go travelling in australia on his own {deon-break}
Dapo: ah mate im sorry. you ok?
Shanice: sad but tbh its been coming. ive joined a tchoukball team to take my mind off it, were the hinckley hornets and we train tuesdays and thursdays at the leisure centre {hornets}
Dapo: whats tchoukball lol
Shanice: like netball but boys and girls on the same team and the basket is way higher. theres 16 of us {tchoukball}
Dapo: sounds like chaos i love it. my news is i ran the coventry 10 miler on sunday, 1 hour 32 mins 40 secs!! {tenmiler}
Shanice: speedy!! since when do u run
Dapo: since new year, barrington got me into it, hes training for a 50 mile race. also sold my bike to a lad at work for 200 quid to buy proper running shoes {bike}
Shanice: running shoes cost 200??
Dapo: 120, spent the rest on pizza. hows your nan
Shanice: she moved into the care home in earl shilton two weeks ago. she calls all the carers sheila lol, even the men {care-home}
Dapo: haha legend
Shanice: also can i borrow ur drill when u come back for ur mums wedding, need to put shelves up {drill}
Dapo: course. the wedding is on the 13th of july, still cant believe shes marrying gerry {mum-wedding}
@ 2024-09-28
Shanice: hows married life for ur mum, still in the honeymoon phase
Dapo: ha they got back from lanzarote on tuesday, gerrys so sunburnt he looks like a lobster {lanzarote}
Shanice: lol. the wedding was so nice tho, ur speech made me cry
Dapo: thanks. did u get ur shelves up with my drill
Shanice: yes!! and i gave it back to ur mum like u said. big news tho, i got a new job. im a trainee dog groomer at a salon called pawfection in lutterworth, started on wednesday, no wait thursday {groomer}
Dapo: a dog groomer!! thats so you
Shanice: i know!! leaving the garden centre was weird tho, id been there 3 years {garden-centre}
Dapo: u deserve better than watering begonias. tchoukball still going?
Shanice: yeah we won our first league match last saturday 14-11 and i scored 4 {league-win}
Dapo: 4!! beast
Shanice: hows barrington and the 50 mile race
Dapo: hes running it in the brecons tomorrow, been carb loading all week. also im not doing the coventry half in october after all, hurt my knee at five a side {no-half}
Shanice: ah no. is it bad
Dapo: doctor says 6 weeks no running, just swimming. booo {knee}
@ 2025-01-04
Dapo: happy new year shan!! hows the dogs
Shanice: hny!! loving it. on new years eve i groomed 9 dogs in one day which is the salon record, my boss gave me a bottle of prosecco {record}
Dapo: 9 dogs omg. ur hands must have been dead
Shanice: also i got a pet!! a bearded dragon called nigel. bought him off a man in nuneaton for 80 quid with all his tank stuff {nigel}
Dapo: NIGEL. love him already. did barrington tell u about the brecons
Shanice: no?? how'd he get on
Dapo: 11 hours 58, cried at the finish line and phoned his mum. hes already signed up for another one in april {berlin}
Shanice: aww. hows ur knee
Dapo: better, running again since november. and guess what, im seeing someone. her names aoife, shes a receptionist at the walk in centre, her brothers on my five a side team {aoife}
Shanice: dapo!!! about time. how long
Dapo: since the start of december. shes from donegal, we went over to see her family for christmas {donegal}
Shanice: meeting the parents already lol. my nan doesnt recognise me anymore which is hard. but the carers say shes happy {nan}
Dapo: sorry shan. at least shes happy x
@ 2025-04-12
Shanice: dapo!! whats new
Dapo: finished the first year of my apprenticeship, barrington says im the best apprentice hes had in 20 years. and i moved out of my mates flat, me and aoife got a place in earlsdon on the 1st of april {earlsdon}
Shanice: moving in already!! u move fast
Dapo: when u know u know lol. hows nigel
Shanice: nigel is thriving, he eats crickets like hes being paid. bad news tho, nan passed away on the 22nd of march. the funeral was on the 4th in earl shilton {nan-died}
Dapo: oh shan im so sorry. sending love to you and ur mum
Shanice: thanks. she went peacefully. we played her favourite song, sweet caroline, and everyone sang {funeral}
Dapo: thats beautiful. she'd have loved that
Shanice: she would. also i was gonna quit tchoukball but nah im staying, the girls talked me out of it. we made the league final, its on may 10th {final}
Dapo: yesss come on hornets
Shanice: and ive started saving for my own grooming trailer, gonna go mobile next year. saved 2 grand so far {van}
Dapo: shanice ltd! proud of u
Shanice: what about u, still running?
Dapo: yeah did the coventry half last sunday in 1 hour 55. aoife ran it too and beat me by 2 mins {half}
Shanice: love that for her lol
""",
    [
        Q(
            "s",
            "Where does Dapo live?",
            "Coventry (in Earlsdon with Aoife since April 2025)",
            "apprentice earlsdon",
            {"apprentice": "coventry", "earlsdon": "earlsdon"},
            "latest",
            True,
        ),
        Q(
            "s",
            "What apprenticeship did Dapo start, and with which firm?",
            "a gas engineer apprenticeship with Blue Flame",
            "apprentice",
            "gas engineer apprenticeship; blue flame",
            "",
            True,
        ),
        Q(
            "t",
            "When did Dapo start his gas engineer apprenticeship?",
            "2024-02-26",
            "apprentice",
            "apprenticeship; monday",
            "relative-date",
        ),
        Q(
            "s",
            "Who is Barrington?",
            "Dapo's boss at Blue Flame",
            "apprentice",
            "barrington; boss",
            "fragment",
        ),
        Q(
            "s",
            "What did Barrington tell Dapo about being early?",
            "that he's the first apprentice who's ever turned up early",
            "barrington",
            "first apprentice; early",
            "third-person-fact",
        ),
        Q(
            "t",
            "When did Shanice pass her driving test?",
            "2024-02-28",
            "driving",
            "driving test; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "What car does Shanice drive, and where did it come from?",
            "her nan's old purple Corsa, which her nan gave her",
            "corsa",
            "corsa; nans",
            "",
            True,
        ),
        Q(
            "s",
            "What was Shanice's nan diagnosed with?",
            "Alzheimer's",
            "alz",
            "alzheimer's",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who is Deon?",
            "Shanice's ex-boyfriend: they were together two years and he ended it in May 2024",
            "deon deon-break",
            {"deon": "deon", "deon-break": "broke"},
            "fragment",
        ),
        Q(
            "s",
            "What does Dapo's mum say about why he is single?",
            "that it's because he wears the same hoodie every day",
            "single",
            "hoodie",
            "third-person-fact",
        ),
        Q(
            "t",
            "When did Deon end his relationship with Shanice?",
            "2024-05-26",
            "deon-break",
            "broke; last sunday",
            "relative-date",
        ),
        Q(
            "s",
            "Why did Deon end things with Shanice?",
            "he wanted to go travelling in Australia on his own",
            "deon-break",
            "travelling australia",
            "",
        ),
        Q(
            "s",
            "What sport did Shanice take up after her break-up, and with which team?",
            "tchoukball, with the Hinckley Hornets",
            "hornets",
            "tchoukball; hinckley hornets",
            "",
            True,
        ),
        Q(
            "s",
            "When and where do the Hinckley Hornets train?",
            "Tuesdays and Thursdays at the leisure centre",
            "hornets",
            "tuesdays thursdays; leisure centre",
            "",
        ),
        Q(
            "t",
            "When did Dapo run the Coventry 10 miler?",
            "2024-05-26",
            "tenmiler",
            "10 miler; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "What was Dapo's time in the Coventry 10 miler?",
            "1 hour 32 minutes 40 seconds",
            "tenmiler",
            "1 hour 32 mins 40 secs",
            "",
        ),
        Q(
            "s",
            "What did Dapo sell, and what did he spend the money on?",
            "his bike, to a lad at work for £200; £120 on running shoes and the rest on pizza",
            "bike",
            "sold bike; running shoes",
            "",
        ),
        Q(
            "t",
            "When did Shanice's nan move into the care home?",
            "2024-05-18",
            "care-home",
            "care home; two weeks ago",
            "relative-date",
        ),
        Q(
            "s",
            "Where was the care home that Shanice's nan moved into?",
            "Earl Shilton",
            "care-home",
            "earl shilton",
            "",
        ),
        Q(
            "s",
            "What did Shanice borrow from Dapo, and why?",
            "his drill, to put shelves up",
            "drill",
            "drill; shelves",
            "",
        ),
        Q(
            "t",
            "On what date did Dapo's mum get married?",
            "2024-07-13",
            "mum-wedding",
            "wedding; 13th july",
            "human-date",
        ),
        Q(
            "s",
            "Who is Gerry?",
            "the man Dapo's mum married, his stepdad",
            "mum-wedding",
            "marrying gerry",
            "fragment",
        ),
        Q(
            "t",
            "When did Dapo's mum and Gerry get back from Lanzarote?",
            "2024-09-24",
            "lanzarote",
            "lanzarote; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "What is Shanice's job now?",
            "a (trainee) dog groomer at Pawfection in Lutterworth",
            "groomer",
            "dog groomer; pawfection",
            "latest",
            True,
        ),
        Q(
            "t",
            "When did Shanice start at Pawfection?",
            "2024-09-26",
            "groomer",
            "started; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "Where did Shanice work before she became a dog groomer, and for how long?",
            "at a garden centre, for three years",
            "garden-centre",
            "garden centre; 3 years",
            "",
        ),
        Q(
            "t",
            "When did the Hinckley Hornets win their first league match?",
            "2024-09-21",
            "league-win",
            "league match; last saturday",
            "relative-date",
        ),
        Q(
            "s",
            "What was the score of the Hornets' first league win, and how many did Shanice score?",
            "14-11; she scored 4",
            "league-win",
            "14 11; 4",
            "",
        ),
        Q(
            "t",
            "On what date did Barrington run his 50 mile race in the Brecons?",
            "2024-09-29",
            "no-half",
            "brecons; tomorrow",
            "relative-date",
        ),
        Q(
            "s",
            "What was Barrington's time in his 50 mile race, and what did he do at the finish?",
            "11 hours 58; he cried and phoned his mum",
            "berlin",
            "11 hours 58; cried",
            "third-person-fact",
        ),
        Q(
            "s",
            "Did Dapo run the Coventry half in October 2024?",
            "no, he hurt his knee at five-a-side",
            "no-half",
            "not doing; knee",
            "latest",
        ),
        Q(
            "t",
            "On what date did Shanice groom nine dogs in one day?",
            "2024-12-31",
            "record",
            "9 dogs; new years eve",
            "human-date",
        ),
        Q(
            "s",
            "What pet did Shanice get, what is it called and how much did it cost?",
            "a bearded dragon called Nigel, £80 with all his tank things, from a man in Nuneaton",
            "nigel",
            "bearded dragon; nigel; 80",
            "",
            True,
        ),
        Q(
            "s",
            "Who is Aoife?",
            "Dapo's girlfriend, a receptionist at the walk-in centre, from Donegal",
            "aoife",
            "aoife; receptionist",
            "fragment",
            True,
        ),
        Q(
            "t",
            "In which month did Dapo start seeing Aoife?",
            "2024-12",
            "aoife donegal",
            {"aoife": "seeing", "donegal": "start december"},
            "human-date",
        ),
        Q(
            "s",
            "Where did Dapo spend Christmas 2024?",
            "in Donegal, with Aoife's family",
            "donegal",
            "donegal; christmas",
            "",
        ),
        Q(
            "t",
            "When did Dapo and Aoife move into their place in Earlsdon?",
            "2025-04-01",
            "earlsdon",
            "earlsdon; 1st april",
            "human-date",
        ),
        Q(
            "s",
            "What did Barrington say about Dapo after his first year?",
            "that he's the best apprentice he's had in 20 years",
            "earlsdon",
            "best apprentice; 20 years",
            "third-person-fact",
        ),
        Q(
            "t",
            "When did Shanice's nan die?",
            "2025-03-22",
            "nan-died",
            "passed; 22nd march",
            "human-date",
        ),
        Q(
            "t",
            "On what date was Shanice's nan's funeral?",
            "2025-04-04",
            "nan-died",
            "funeral; 4th",
            "human-date",
        ),
        Q(
            "s",
            "What song was played at Shanice's nan's funeral?",
            "Sweet Caroline, her favourite",
            "funeral",
            "sweet caroline",
            "pronoun",
        ),
        Q(
            "s",
            "Did Shanice quit tchoukball?",
            "no, she thought about it but the girls talked her out of it",
            "final",
            "staying",
            "latest",
        ),
        Q(
            "t",
            "On what date is the Hinckley Hornets' league final?",
            "2025-05-10",
            "final",
            "league final; may 10th",
            "human-date",
        ),
        Q(
            "s",
            "What is Shanice saving for, and how much has she saved?",
            "her own grooming trailer, to go mobile; £2,000 so far",
            "van",
            "grooming trailer; 2 grand",
            "",
        ),
        Q(
            "t",
            "When did Dapo run the Coventry half?",
            "2025-04-06",
            "half",
            "coventry half; last sunday",
            "relative-date",
        ),
        Q(
            "s",
            "What was Dapo's time in the Coventry half, and who beat him?",
            "1 hour 55; Aoife beat him by 2 minutes",
            "half",
            "1 hour 55; aoife",
            "",
        ),
        Q(
            "m",
            "What happened to Shanice's nan from January 2024 to April 2025?",
            "diagnosed with Alzheimer's in January 2024, moved into a care home in Earl Shilton in May 2024, stopped recognising Shanice, died on 22 March 2025",
            "alz care-home nan nan-died",
            {
                "alz": "alzheimer's",
                "care-home": "care home",
                "nan": "recognise",
                "nan-died": "passed",
            },
            "event-chain",
        ),
        Q(
            "m",
            "Whose car did Shanice get after passing her driving test, and why could its owner no longer drive?",
            "her nan's purple Corsa; her nan had Alzheimer's",
            "corsa alz",
            {"corsa": "corsa", "alz": "alzheimer's"},
            "event-chain",
        ),
        Q(
            "m",
            "How did Dapo's running go from May 2024 to April 2025?",
            "10 miler in 1:32:40 in May 2024, missed the October half with a knee injury, running again from November, Coventry half in 1:55 in April 2025",
            "tenmiler no-half aoife half",
            {
                "tenmiler": "10 miler",
                "no-half": "knee",
                "aoife": "running november",
                "half": "1 hour 55",
            },
            "event-chain",
        ),
        Q(
            "m",
            "What happened to the drill Shanice borrowed from Dapo?",
            "Shanice borrowed Dapo's drill at his mum's wedding to put shelves up and gave it back to his mum",
            "drill groomer",
            {"drill": "drill", "groomer": "gave back"},
            "event-chain",
        ),
        Q(
            "m",
            "Which relationships did Shanice and Dapo see end or begin during their chat?",
            "Deon ended things with Shanice in May 2024; Dapo started seeing Aoife in December 2024 and moved in with her in April 2025",
            "deon-break aoife earlsdon",
            {"deon-break": "deon", "aoife": "aoife", "earlsdon": "aoife"},
            "event-chain",
        ),
        Q(
            "s",
            "Which of Shanice's relatives moved into a care home two years ago?",
            "her nan",
            "care-home",
            "care home",
            "relative-question-date",
        ),
        Q(
            "o",
            "In which country is Donegal, where Aoife's family lives?",
            "Ireland",
            "donegal",
            "donegal",
            "",
        ),
        Q(
            "o",
            "Who sang Sweet Caroline, the song played at Shanice's nan's funeral?",
            "Neil Diamond",
            "funeral",
            "sweet caroline",
            "",
        ),
        Q(
            "o",
            "Which island group is Lanzarote, where Dapo's mum and Gerry went, part of?",
            "the Canary Islands (Spain)",
            "lanzarote",
            "lanzarote",
            "",
        ),
    ],
)
CONVERSATIONS.append(SHANICE_DAPO)

HORTENSE = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-04-09
User: Hello, I'm Hortense. I'm the head cook at St Wilfrid's Primary School in Filey, and I need ideas for a spring lunch for 140 children on Friday the 19th. {cook}
Assistant: Hello Hortense! A spring lunch for 140 is a lovely challenge. Do any of the children have allergies I should plan around?
User: Four of them can't eat nuts, and one little boy is vegan, so everything needs a vegan version. {allergies}
Assistant: Then how about a lentil shepherd's pie with a vegan gravy, spring greens, and a lemon sponge made with oil instead of butter?
User: That sounds good. The children love lemon sponge. I've been cooking for them for twenty-six years, so I know their tastes. {years}
Assistant: Twenty-six years! You must have fed thousands. For 140 portions of sponge you'd need about six large trays.
User: I only have four trays, so I'll borrow two from the church hall. My husband Orrin can fetch them on Thursday, because I'm at my singing group that evening. {orrin}
Assistant: That's a good plan. Is the singing group a regular thing for you?
User: Every Thursday. We're the Filey Fishwives, a singing group of twenty-two women, and we're competing in Bridlington in June. {group}
Assistant: How wonderful! Good luck with the lunch and with Bridlington, Hortense.
@ 2024-07-23
User: Hello, it's Hortense again. I need help with a speech. I'm retiring from the school kitchen on Friday, and they're having a party for me. {retiring}
Assistant: Congratulations on your retirement, Hortense! After twenty-six years at St Wilfrid's, you must have a lot of stories. How long would you like the speech to be?
User: Three minutes at most. I'd like to thank my assistant cook, Mavis, who has worked next to me for nineteen years. {mavis}
Assistant: A thank-you to Mavis is a lovely place to start. You could tell a story about a day when everything went wrong in the kitchen.
User: The day the oven caught fire during the nativity lunch in 2011! Nobody was hurt, but we served sandwiches to two hundred people. {fire}
Assistant: That's perfect: funny, and it shows how you cope. How did the competition in Bridlington go?
User: We came third out of eight groups, on the 15th of June, and our conductor cried. Before that, back in May, we'd lost our best alto when she moved to Hornsea, so third felt like a win. {third}
Assistant: Third with one singer down is excellent. Will Orrin be at the party?
User: Yes, though he's tired a lot. He was diagnosed with Parkinson's in March, and the doctor says the new tablets should help with the shaking. {parkinsons}
Assistant: I'm sorry to hear about his diagnosis. I hope the tablets help. Shall I draft the speech with the fire story and the thanks to Mavis?
User: Yes, please, and end it with a joke about the lemon sponge.
@ 2024-11-19
User: Hi, Hortense here. I've changed my mind about retirement! I'm going back to St Wilfrid's part-time from the 2nd of December. {unretire}
Assistant: Welcome back, Hortense! What made you change your mind?
User: I missed the children, and Mavis is head cook now and asked me to help. Mondays and Tuesdays will be my school days, and I'll keep the rest of the week for Orrin. {part-time}
Assistant: That sounds like a good balance. How can I help today?
User: I need a plan for my daughter's visit. Theodosia lives in Aveiro with her husband, and they're coming to stay with us from the 20th of December until New Year's Day. {theodosia}
Assistant: How lovely to have them for Christmas. Would you like ideas for days out around Filey?
User: Yes, but gentle ones. Orrin can't walk far any more, and he uses a stick now. {stick}
Assistant: Then perhaps a drive along the coast to Bempton Cliffs, a tearoom in Hornsea, and the Christmas market in Malton, which has lots of benches.
User: Theodosia is expecting, by the way, so she'll want to sit down too. The baby is due in February. {expecting}
Assistant: Congratulations to you all! Is this your first grandchild?
User: My second. My son Baptiste has a little girl called Thaddea, who's four. {baptiste}
Assistant: How lovely. I hope you all have a wonderful Christmas together.
@ 2025-03-11
User: Hello, it's Hortense. I'm a grandmother again! Theodosia had a baby boy on the 24th of February. He's called Duarte. {duarte}
Assistant: Congratulations, Hortense! That's wonderful news. So Thaddea has a little brother now!
User: No, Thaddea is my son Baptiste's girl, so Duarte is her cousin. I'm flying out to Aveiro to meet him on the 2nd of April. {cousin}
Assistant: Sorry, my mistake: Duarte is Thaddea's cousin. How exciting to meet him. How can I help today?
User: I'd like a list of what to pack for ten days in Aveiro. Orrin isn't coming, because travelling is too hard for him now, so Mavis's husband will look in on him. {packing}
Assistant: That's kind of him. For Aveiro in April, pack layers, a light raincoat and comfortable shoes, because the streets are steep.
User: Good idea. I also want to take a present for Theodosia. I've knitted a blanket for the baby, but I'd like something for her too. {blanket}
Assistant: A photo book of her childhood in Filey might be a lovely present for a new mother.
User: She'd love that. One last thing: the Fishwives have a concert at St Wilfrid's church on the 17th of May, and I've got my first solo! {solo}
Assistant: Your first solo! What are you singing?
User: Danny Boy. I've been practising every evening, and Orrin says I'm getting better, though he's biased. {danny-boy}
Assistant: Good luck, Hortense. I'm sure it will be beautiful.
""",
    [
        Q(
            "s",
            "What was Hortense's job in April 2024?",
            "head cook at St Wilfrid's Primary School in Filey",
            "cook",
            "head cook; st wilfrid's",
            "",
            True,
        ),
        Q(
            "t",
            "On what date was the spring lunch at St Wilfrid's?",
            "2024-04-19",
            "cook",
            "spring lunch; friday 19th",
            "human-date",
        ),
        Q(
            "s",
            "Which dietary needs did the spring lunch have to meet?",
            "four children can't eat nuts and one boy is vegan",
            "allergies",
            "nuts; vegan",
            "",
        ),
        Q(
            "s",
            "How long had Hortense been cooking for the school children by 2024?",
            "twenty-six years",
            "years",
            "twenty six years",
            "",
        ),
        Q("s", "Who is Orrin?", "Hortense's husband", "orrin", "orrin; husband", "fragment", True),
        Q(
            "s",
            "Which singing group does Hortense sing in, and when does it meet?",
            "the Filey Fishwives, every Thursday",
            "group",
            "filey fishwives; every thursday",
            "",
            True,
        ),
        Q(
            "t",
            "When did Hortense retire from the school kitchen?",
            "2024-07-26",
            "retiring",
            "retiring; friday",
            "relative-date",
        ),
        Q(
            "s",
            "Who is Mavis?",
            "Hortense's assistant cook of nineteen years, who became head cook",
            "mavis part-time",
            {"mavis": "mavis; assistant cook", "part-time": "head cook"},
            "fragment latest",
        ),
        Q(
            "s",
            "In which year did the oven catch fire during the nativity lunch?",
            "2011",
            "fire",
            "oven; fire; 2011",
            "",
        ),
        Q(
            "t",
            "On what date did the Filey Fishwives compete in Bridlington?",
            "2024-06-15",
            "group third",
            {"group": "bridlington", "third": "15th june"},
            "human-date event-chain",
        ),
        Q(
            "s",
            "Where did the Filey Fishwives finish in Bridlington?",
            "third out of eight groups",
            "third",
            "third; eight",
            "",
        ),
        Q(
            "t",
            "In which month did the Filey Fishwives lose their best alto?",
            "2024-05",
            "third",
            "alto; may",
            "human-date",
        ),
        Q(
            "s",
            "What was Orrin diagnosed with, and when?",
            "Parkinson's, in March 2024",
            "parkinsons",
            "parkinson's; march",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Is Hortense retired?",
            "no: she retired in July 2024 but went back part-time, Mondays and Tuesdays, from 2 December 2024",
            "retiring unretire part-time",
            {"retiring": "retiring", "unretire": "part time", "part-time": "mondays tuesdays"},
            "latest",
        ),
        Q(
            "t",
            "From what date did Hortense go back to St Wilfrid's part-time?",
            "2024-12-02",
            "unretire",
            "part time; 2nd december",
            "human-date",
        ),
        Q(
            "s",
            "Why did Hortense go back to work?",
            "she missed the children, and Mavis, now head cook, asked her to help",
            "part-time",
            "missed children",
            "",
        ),
        Q(
            "s",
            "Which days does Hortense work at the school now?",
            "Mondays and Tuesdays",
            "part-time",
            "mondays tuesdays",
            "latest",
            True,
        ),
        Q(
            "s",
            "Who is Theodosia?",
            "Hortense's daughter, who lives in Aveiro",
            "theodosia",
            "theodosia; daughter",
            "fragment",
            True,
        ),
        Q(
            "t",
            "From what date did Theodosia stay with Hortense for Christmas 2024?",
            "2024-12-20",
            "theodosia",
            "stay; 20th december",
            "human-date",
        ),
        Q("s", "What does Orrin need to walk now?", "a stick", "stick", "stick", "pronoun"),
        Q(
            "s",
            "Who is Baptiste, and who is his daughter?",
            "Hortense's son; his daughter is Thaddea, four in 2024",
            "baptiste",
            "baptiste; thaddea",
            "fragment",
        ),
        Q(
            "t",
            "When was Duarte born?",
            "2025-02-24",
            "duarte",
            "duarte; 24th february",
            "human-date",
        ),
        Q(
            "s",
            "Who is Duarte?",
            "Theodosia's son, Hortense's grandson, Thaddea's cousin",
            "duarte cousin",
            {"duarte": "duarte; baby boy", "cousin": "cousin"},
            "fragment",
        ),
        Q(
            "s",
            "Is Duarte Thaddea's brother?",
            "no, he is her cousin: Thaddea is Baptiste's daughter and Duarte is Theodosia's son",
            "cousin",
            "cousin",
            "latest",
        ),
        Q(
            "t",
            "On what date did Hortense fly to Aveiro to meet Duarte?",
            "2025-04-02",
            "cousin",
            "aveiro; 2nd april",
            "human-date",
        ),
        Q(
            "s",
            "Why didn't Orrin go to Aveiro with Hortense, and who looked in on him?",
            "travelling is too hard for him now; Mavis's husband",
            "packing",
            "travelling hard; mavis's husband",
            "",
        ),
        Q(
            "t",
            "On what date is the Fishwives' concert where Hortense sings her first solo?",
            "2025-05-17",
            "solo",
            "concert; 17th may",
            "human-date",
        ),
        Q(
            "s",
            "What song is Hortense's first solo?",
            "Danny Boy",
            "danny-boy",
            "danny boy",
            "pronoun",
        ),
        Q(
            "s",
            "What does Orrin say about Hortense's singing?",
            "that she's getting better, though she says he's biased",
            "danny-boy",
            "getting better",
            "third-person-fact",
        ),
        Q(
            "m",
            "How did Orrin's health change between April 2024 and March 2025?",
            "diagnosed with Parkinson's in March 2024, then walking with a stick, and by 2025 too frail to travel",
            "parkinsons stick packing",
            {"parkinsons": "parkinson's", "stick": "stick", "packing": "travelling hard"},
            "event-chain",
        ),
        Q(
            "m",
            "How did Mavis's role change after Hortense retired?",
            "she went from Hortense's assistant cook of nineteen years to head cook, and asked Hortense to come back and help",
            "mavis part-time",
            {"mavis": "assistant cook", "part-time": "head cook"},
            "event-chain",
        ),
        Q(
            "m",
            "How many grandchildren does Hortense have, and whose children are they?",
            "two: Thaddea, Baptiste's daughter, and Duarte, Theodosia's son",
            "baptiste duarte",
            {"baptiste": "thaddea", "duarte": "duarte"},
            "event-chain",
        ),
        Q(
            "m",
            "What did the Filey Fishwives do between June 2024 and May 2025?",
            "came third of eight in Bridlington in June 2024, then a concert at St Wilfrid's church on 17 May 2025 with Hortense's first solo",
            "third solo",
            {"third": "third", "solo": "solo"},
            "event-chain",
        ),
        Q(
            "s",
            "When did I tell you I was retiring, and what speech story did I pick?",
            "retiring on Friday 26 July 2024; the oven fire at the 2011 nativity lunch",
            "retiring fire",
            {"retiring": "retiring", "fire": "oven fire"},
            "first-person-question",
        ),
        Q(
            "s",
            "What is my daughter's baby called?",
            "Duarte",
            "duarte",
            "duarte",
            "first-person-question",
        ),
        Q(
            "s",
            "Which illness was the user's husband diagnosed with two years ago?",
            "Parkinson's",
            "parkinsons",
            "parkinson's",
            "relative-question-date",
        ),
        Q(
            "o",
            "In which country is Aveiro, where Theodosia lives?",
            "Portugal",
            "theodosia",
            "aveiro",
            "",
        ),
    ],
    user_label="Hortense",
)
CONVERSATIONS.append(HORTENSE)

SULIEN = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-08-06
User: Hi, I'm Sulien. I'm training for my first sprint duathlon, in Lowestoft on the 8th of September, and I need a training plan for the last five weeks. {duathlon}
Assistant: Hi Sulien! A sprint duathlon is a great first goal. How much time can you train each week, and which discipline is your weakest?
User: Running, by far. The tricky part is my job: I'm a hydrographer on a survey ship, and I work two weeks at sea and then two weeks at home in Lowestoft. {job}
Assistant: Then we'll plan around your rota: strength work and short sessions on the ship if there's a gym, and long runs and rides on your weeks at home. Does the ship have a gym?
User: A tiny one, with a rowing machine and a bike. My ship is the Kittiwake, and we're surveying wrecks off the Suffolk coast this month. {kittiwake}
Assistant: The bike and the rowing machine are ideal. On your weeks at home, run three times a week, including one session on the sand.
User: I can run on the beach at Pakefield with my sister Yewande. She did the same duathlon last year in one hour thirty-one. {yewande}
Assistant: Having Yewande as a training partner will help a lot. What time would you like to aim for?
User: I'd love to beat her, but I'll be happy to finish. I bought a second-hand road bike last week for three hundred and eighty pounds, so at least the kit is sorted. {bike}
Assistant: That's a sensible price for a first road bike. Good luck with the training, Sulien!
@ 2024-12-03
User: Hello again, it's Sulien. I did the duathlon! One hour twenty-four minutes and thirty seconds, seven minutes faster than Yewande's time. {result}
Assistant: Congratulations, Sulien! Beating your sister's time at your first attempt is brilliant. What can I help with today?
User: A Christmas present problem. My band is playing our first proper gig on the 21st of December, and I want to buy the others something. We're Low Tide Static, there are four of us, and I play keyboards. {band}
Assistant: How exciting! Something small and useful would be nice, like personalised plectrums or a setlist board. Who else is in the band?
User: Yewande sings, our cousin Fitzroy plays drums, and my flatmate Kunle plays guitar. {members}
Assistant: Then personalised drumsticks for Fitzroy, plectrums for Kunle, and maybe a good throat spray for Yewande?
User: Ha, she'd like that. The gig is at the Sole Bay Inn in Southwold. Before that, back in October, we played at a friend's wedding, but that was only six songs. {gig}
Assistant: A proper gig is a big step up. How long is your set?
User: Forty minutes. Also, my skipper told me last week that I'm being promoted to senior hydrographer in January, so I'll have a bit more money for presents. {promotion}
Assistant: Congratulations on the promotion! That's a lovely way to end the year.
User: Thanks. One sad thing: my best friend Bellamy broke his leg caving in the Dordogne, and he's in a cast until February. {bellamy}
Assistant: I'm sorry to hear that. A few good books or a box of his favourite snacks might help him pass the time.
User: Books are a good idea. He's already halfway through Moby-Dick, which he says has far too many chapters about whales. {moby}
Assistant: Then perhaps something lighter for after that, like a comic novel or a book of short stories.
@ 2025-04-29
User: Hi, Sulien here. I'm not going to Iceland after all. I'd been given a survey posting there for June, but the project has been cancelled, so I need a new summer plan. {no-iceland}
Assistant: That's disappointing, Sulien. What kind of summer plan are you thinking of?
User: I've bought a motor caravan! It's a 2012 Volkswagen, fourteen thousand five hundred pounds, from a couple in Beccles. I'd like a three-week route around Galicia. {van}
Assistant: Galicia is perfect for a motor caravan. You could take the ferry from Portsmouth to Santander, then follow the coast west to A Coruña and Finisterre. Will you be going alone?
User: With my girlfriend, Esperanza. We've been together since February; she's an oceanographer I met on the Kittiwake. {esperanza}
Assistant: How lovely. And since Yewande plays the drums in Low Tide Static, will the band take a break while you're away?
User: Yewande sings, actually; Fitzroy is our drummer. And there's no band any more: Low Tide Static split up in March, when Kunle moved to Inverurie. {band-split}
Assistant: Sorry, I mixed that up: Yewande sings and Fitzroy drums. I'm sorry the band has ended. How long can you be away?
User: Three weeks, from the 5th of July. On the new rota I'm at sea for three weeks and at home for three weeks, so it fits. {rota}
Assistant: Then three weeks lets you take the whole coast slowly. I'll draft a route with a night at each stop.
User: Perfect. Bellamy is out of his cast, by the way, and he's already climbing again. {bellamy-better}
Assistant: That's good news. Here's a first draft of the route.
@ 2025-08-19
User: Hello, it's Sulien. Galicia was brilliant. The motor caravan broke down only once, near Finisterre, and a farmer towed us to a garage with his van. {brittany}
Assistant: Welcome back, Sulien! A roadside rescue is a good story. What can I help with today?
User: I need to write a wedding toast. Yewande is marrying her partner Geneviève on the 27th of September, and I'm giving the toast, because Dad says he'd rather swim the Channel than give a speech. {toast}
Assistant: How lovely! How long have Yewande and Geneviève been together?
User: Six years. They met at a duathlon club in Bury St Edmunds, which is how Yewande got into duathlons, and then got me into them. {met}
Assistant: That's a sweet link to your own duathlon. Do you have a story about them you'd like to include?
User: The day Geneviève's bike got a puncture in a race and Yewande stopped to fix it, and they both finished last. {puncture}
Assistant: That's perfect for a toast. It shows exactly who they are.
User: Another bit of news: on Saturday I did my second duathlon, a standard distance in Cambridge, in two hours and fifty-one minutes. {olympic}
Assistant: Congratulations! Moving up to the standard distance is a big step.
User: Esperanza cheered at every corner. We're moving in together in October, into a flat in Lowestoft that looks over the harbour. {move-plan}
Assistant: That's wonderful news. Let's start the toast with the puncture story and end with a toast to Yewande and Geneviève.
""",
    [
        Q(
            "s",
            "What does Sulien do for a living?",
            "he is a hydrographer on a survey ship, the Kittiwake (senior hydrographer from January 2025)",
            "job promotion",
            {"job": "hydrographer; survey ship", "promotion": "senior hydrographer"},
            "latest",
            True,
        ),
        Q(
            "t",
            "On what date was Sulien's first sprint duathlon?",
            "2024-09-08",
            "duathlon",
            "sprint duathlon; 8th september",
            "human-date",
        ),
        Q("s", "Where does Sulien live?", "Lowestoft", "job", "home lowestoft", "", True),
        Q(
            "s",
            "What was Sulien's work rota in 2024, and what is it now?",
            "two weeks at sea and two at home; since 2025, three weeks at sea and three at home",
            "job rota",
            {"job": "two weeks sea", "rota": "three weeks"},
            "latest",
        ),
        Q(
            "s",
            "What is the name of Sulien's ship?",
            "the Kittiwake",
            "kittiwake",
            "kittiwake",
            "",
            True,
        ),
        Q(
            "s",
            "Who is Yewande?",
            "Sulien's sister, who sang in Low Tide Static and is marrying Geneviève",
            "yewande",
            "yewande; sister",
            "fragment",
        ),
        Q(
            "s",
            "What was Yewande's time in the Lowestoft duathlon the year before Sulien did it?",
            "one hour thirty-one",
            "yewande",
            "one hour thirty one",
            "third-person-fact",
        ),
        Q(
            "s",
            "What was Sulien's time in his first sprint duathlon?",
            "1:24:30, seven minutes faster than Yewande's",
            "result",
            "one hour twenty four minutes thirty seconds",
            "",
        ),
        Q(
            "m",
            "Did Sulien beat his sister's duathlon time, and by how much?",
            "yes: 1:24:30 against her 1:31, seven minutes faster",
            "result yewande",
            {"result": "seven minutes faster", "yewande": "one hour thirty one"},
            "event-chain",
        ),
        Q(
            "s",
            "What band was Sulien in, and what did he play?",
            "Low Tide Static, on keyboards",
            "band",
            "low tide static; keyboards",
            "",
        ),
        Q(
            "t",
            "On what date did Low Tide Static play their first proper gig?",
            "2024-12-21",
            "band gig",
            {"band": "gig; 21st december", "gig": "sole bay inn; southwold"},
            "human-date",
        ),
        Q(
            "s",
            "Who were the members of Low Tide Static?",
            "Sulien on keyboards, Yewande singing, cousin Fitzroy on drums and flatmate Kunle on guitar",
            "band members",
            {"band": "keyboards", "members": "yewande; fitzroy; kunle"},
            "",
        ),
        Q(
            "s",
            "Who is Kunle?",
            "Sulien's flatmate, Low Tide Static's guitarist, who moved to Inverurie",
            "members band-split",
            {"members": "kunle; flatmate", "band-split": "inverurie"},
            "fragment",
        ),
        Q(
            "t",
            "In which month did Low Tide Static play at a friend's wedding?",
            "2024-10",
            "gig",
            "wedding; october",
            "human-date",
        ),
        Q(
            "s",
            "What did Sulien's skipper tell him in late 2024?",
            "that he was being promoted to senior hydrographer in January",
            "promotion",
            "skipper; senior hydrographer",
            "third-person-fact",
        ),
        Q(
            "t",
            "In which month did Sulien become senior hydrographer?",
            "2025-01",
            "promotion",
            "senior hydrographer; january",
            "human-date",
        ),
        Q(
            "s",
            "Who is Bellamy, and what happened to him?",
            "Sulien's best friend; he broke his leg caving in the Dordogne",
            "bellamy",
            "bellamy; broke leg",
            "fragment third-person-fact",
        ),
        Q(
            "s",
            "Did Sulien go to Iceland in June 2025?",
            "no, the survey project was cancelled",
            "no-iceland",
            "not going iceland; cancelled",
            "latest",
        ),
        Q(
            "s",
            "What did Sulien buy in spring 2025, from whom and for how much?",
            "a 2012 Volkswagen motor caravan from a couple in Beccles for £14,500",
            "van",
            "motor caravan; beccles; fourteen thousand five hundred",
            "",
            True,
        ),
        Q(
            "s",
            "Who is Esperanza?",
            "Sulien's girlfriend since February 2025, an oceanographer he met on the Kittiwake",
            "esperanza",
            "esperanza; girlfriend",
            "fragment",
            True,
        ),
        Q(
            "t",
            "In which month did Sulien and Esperanza get together?",
            "2025-02",
            "esperanza",
            "together; february",
            "human-date",
        ),
        Q(
            "s",
            "What instrument did Yewande play in Low Tide Static?",
            "none: she sang (the assistant wrongly said drums)",
            "members band-split",
            {"members": "yewande sings", "band-split": "yewande sings"},
            "latest",
        ),
        Q(
            "t",
            "In which month did Low Tide Static split up?",
            "2025-03",
            "band-split",
            "split; march",
            "human-date",
        ),
        Q(
            "m",
            "Why did Low Tide Static split up, and how long after their first proper gig?",
            "Kunle moved to Inverurie; about three months after the December 2024 gig at the Sole Bay Inn",
            "band-split band",
            {"band-split": "inverurie", "band": "21st december"},
            "event-chain",
        ),
        Q(
            "t",
            "From what date did Sulien go to Galicia in the motor caravan?",
            "2025-07-05",
            "rota",
            "three weeks; 5th july",
            "human-date",
        ),
        Q(
            "m",
            "How was Sulien's summer 2025 plan changed, and how did it go?",
            "the Iceland posting was cancelled, so he took his new motor caravan round Galicia with Esperanza; it broke down once near Finisterre",
            "no-iceland van brittany",
            {"no-iceland": "iceland", "van": "galicia", "brittany": "finisterre"},
            "event-chain",
        ),
        Q(
            "t",
            "On what date is Yewande's wedding?",
            "2025-09-27",
            "toast",
            "marrying; 27th september",
            "human-date",
        ),
        Q(
            "s",
            "Who is Geneviève?",
            "Yewande's partner, whom she is marrying",
            "toast",
            "geneviève; partner",
            "fragment",
        ),
        Q(
            "s",
            "Why is Sulien giving the toast at Yewande's wedding?",
            "his dad says he'd rather swim the Channel than give a speech",
            "toast",
            "dad; swim channel",
            "third-person-fact",
        ),
        Q(
            "s",
            "Where did Yewande and Geneviève meet, and how long have they been together?",
            "at a duathlon club in Bury St Edmunds; six years",
            "met",
            "duathlon club; bury st edmunds",
            "",
        ),
        Q(
            "t",
            "When did Sulien do his standard-distance duathlon?",
            "2025-08-16",
            "olympic",
            "standard distance; saturday",
            "relative-date",
        ),
        Q(
            "s",
            "What was Sulien's time in his standard-distance duathlon, and where was it?",
            "two hours fifty-one minutes, in Cambridge",
            "olympic",
            "two hours fifty one; cambridge",
            "",
        ),
        Q(
            "m",
            "How did Sulien get into duathlons, and how far has he gone?",
            "Yewande got into them at a club in Bury St Edmunds and got him into them; he did a sprint in 1:24:30 in September 2024 and a standard distance in 2:51 in August 2025",
            "met result olympic",
            {"met": "got me", "result": "duathlon", "olympic": "standard distance"},
            "event-chain",
        ),
        Q(
            "m",
            "What happened to Bellamy's leg, and how was he by April 2025?",
            "he broke it caving in the Dordogne and was in a cast until February; by April he was climbing again",
            "bellamy bellamy-better",
            {"bellamy": "broke leg", "bellamy-better": "climbing"},
            "event-chain",
        ),
        Q(
            "s",
            "Which book was Bellamy reading while his leg healed, and what does he think of it?",
            "Moby-Dick; he says it has far too many chapters about whales",
            "moby",
            "moby dick; whales",
            "third-person-fact",
        ),
        Q(
            "o",
            "Who wrote the book Bellamy was reading while his leg healed?",
            "Herman Melville",
            "moby",
            "moby dick",
            "",
        ),
        Q(
            "s",
            "What did I tell you my time was in my first duathlon?",
            "1:24:30",
            "result",
            "one hour twenty four minutes",
            "first-person-question",
        ),
        Q(
            "s",
            "Who is my girlfriend, and where did I meet her?",
            "Esperanza, an oceanographer, met on the Kittiwake",
            "esperanza",
            "esperanza; kittiwake",
            "first-person-question",
        ),
        Q(
            "s",
            "Which race did the user do two years ago?",
            "his first sprint duathlon, in Lowestoft",
            "duathlon",
            "sprint duathlon; lowestoft",
            "relative-question-date",
        ),
        Q(
            "o",
            "Which sea lies off Lowestoft, where Sulien lives?",
            "the North Sea",
            "job",
            "lowestoft",
            "",
        ),
        Q(
            "o",
            "In which country is the Dordogne, where Bellamy broke his leg?",
            "France",
            "bellamy",
            "dordogne",
            "",
        ),
    ],
    user_label="Sulien",
)
CONVERSATIONS.append(SULIEN)

# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-03-13 is a Wednesday, 2024-07-19 a Friday, 2024-11-24 a Sunday, 2025-02-04 a
# Tuesday, 2025-06-26 a Thursday and 2025-10-11 a Saturday. A weekday named for a past event
# is the one before the date; for a plan, the one after.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-03-13", "2024-07-19", "2024-11-24"
D_, E_, F_ = "2025-02-04", "2025-06-26", "2025-10-11"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Hamnet",
        "On Saturday our tug-of-war team won the county final at Bakewell, and I was the anchor.",
        [
            M(
                "Hamnet's tug-of-war team won the county final at Bakewell on 2024-03-09.",
                R,
                "hamnet; tug war; 2024-03-09",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "Tilly",
        "swam 2 miles in the sea at staithes on tuesday, longest ever!!",
        [
            M(
                "Tilly swam two miles in the sea at Staithes on 2024-07-16.",
                R,
                "tilly; staithes; 2024-07-16",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Bogumiła",
        "My husband Egbert fixed the church clock in Wirksworth on Thursday, and it chimed for the first time in nine years.",
        [
            M(
                "Bogumiła's husband Egbert fixed the church clock in Wirksworth on 2024-11-21.",
                R,
                "egbert; church clock; 2024-11-21",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "I lent my pressure washer to my neighbour on Saturday, and he's brought it back without the nozzle. Where can I buy a replacement?",
        [
            M(
                "The user lent a pressure washer to a neighbour on 2025-02-01.",
                R,
                "user; pressure washer; 2025-02-01",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "On Monday I passed my bus driving test. No, sorry, it was Tuesday, Monday was the theory. What jobs could I apply for now?",
        [
            M(
                "The user passed a bus driving test on 2025-06-24.",
                R,
                "user; bus driving test; 2025-06-24",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Ione",
        "Three weeks ago we buried Uncle Rafferty in Kirkcudbright. Sorry, it was four weeks ago, the week of the storm.",
        [
            M(
                "Ione's family buried Uncle Rafferty in Kirkcudbright on 2025-09-13.",
                R,
                "ione; rafferty|kirkcudbright; 2025-09-13",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        A_,
        "Benno",
        "passed my grade 5 drum exam monday, 4 years of lessons",
        [M("Benno passed a grade 5 drum exam on 2024-03-11.", R, "benno; drum exam; 2024-03-11")],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Folkert",
        "I've worked as a glazier at Southwell Minster for fourteen years, so my hands are like sandpaper.",
        [M("Folkert is a glazier at Southwell Minster.", D, "folkert; glazier")],
    ),
    S(
        "durable-fact",
        TL,
        C_,
        "Tink",
        "moved into a converted barn near bedford in october, its freezing",
        [M("Tink lives in a converted barn near Bedford.", D, "tink; converted barn")],
    ),
    S(
        "durable-fact",
        NJ,
        D_,
        "Radek",
        "I've been colour-blind since birth, so my wife chooses all my ties.",
        [M("Radek is colour-blind.", D, "radek; colour blind")],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "I live on my own since my husband died, and my two daughters both live in Canada now.",
        [M("The user's two daughters live in Canada.", D, "user; daughters; canada")],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "I work nights at the mushroom farm, so I sleep until two every afternoon.",
        [M("The user works nights at the mushroom farm.", D, "user; mushroom farm")],
    ),
    S(
        "durable-fact",
        NL,
        A_,
        "Mirelle",
        "Mondays are my long day: I teach swimming at three schools and then coach the masters squad until nine.",
        [
            M(
                "Mirelle teaches swimming at three schools on Mondays and coaches a masters squad.",
                D,
                "mirelle; swimming",
            )
        ],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        C_,
        "Marisa",
        "On St Andrew's Day we're taking Mum to see the Christmas lights in Falkirk, and then it's haggis at my cousin's.",
        [
            M(
                "Marisa is taking her mum to see the Christmas lights in Falkirk on 2024-11-30.",
                R,
                "marisa; christmas lights|falkirk; 2024-11-30",
            )
        ],
    ),
    S(
        "plan",
        TL,
        D_,
        "Ziggy",
        "driving test booked for friday, bricking it",
        [M("Ziggy's driving test is on 2025-02-07.", R, "ziggy; driving test; 2025-02-07")],
    ),
    S(
        "plan",
        NJ,
        A_,
        "Fiacra",
        "On St Patrick's Day our pipe band is marching in Downpatrick, and I'm carrying the big drum.",
        [
            M(
                "Fiacra's pipe band is marching in Downpatrick on 2024-03-17, with Fiacra on the big drum.",
                R,
                "fiacra; pipe band|downpatrick; 2024-03-17",
            )
        ],
    ),
    S(
        "plan",
        UA,
        B_,
        "User",
        "My son is getting married in Aberaeron on Saturday the 27th, and I need to choose a hat. What colours go with navy?",
        [
            M(
                "The user's son is getting married in Aberaeron on 2024-07-27.",
                R,
                "user|son; married; 2024-07-27",
            )
        ],
    ),
    S(
        "plan",
        JM,
        E_,
        "User",
        "I'm not going to my cousin's wedding in Malta after all, because my passport won't arrive in time. Can you help me write an apology?",
        [M("The user is not going to a cousin's wedding in Malta.", R, "user; wedding; malta")],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        D_,
        "Eustace",
        "My sister Brónach has just qualified as a helicopter pilot at Prestwick, and she's terrified.",
        [
            M(
                "Eustace's sister Brónach is a helicopter pilot at Prestwick.",
                D,
                "brónach; helicopter pilot",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        E_,
        "Mo",
        "my grandad had a heart attack on sunday, hes in the royal infirmary but talking again",
        [
            M(
                "Mo's grandad had a heart attack on 2025-06-22.",
                R,
                "grandad; heart attack; 2025-06-22",
            )
        ],
    ),
    S(
        "third-person-fact",
        NJ,
        F_,
        "Radka",
        "Mum says she's finally retiring from the post office in December, after forty-one years.",
        [
            M(
                "Radka's mum is retiring from the post office in December 2025.",
                R,
                "mum; retiring; post office",
            )
        ],
    ),
    S(
        "third-person-fact",
        UA,
        A_,
        "User",
        "My husband Rodney has just been diagnosed with sleep apnoea, and he has to wear a mask at night. How can I help him get used to it?",
        [M("The user's husband Rodney has sleep apnoea.", D, "rodney; sleep apnoea")],
    ),
    S(
        "third-person-fact",
        JM,
        C_,
        "User",
        "My brother Ferdia and his wife have split up after twenty years, and he's moved in with us for now. How do I support him?",
        [
            M(
                "The user's brother Ferdia has split up with his wife and is staying with the user.",
                D,
                "ferdia; split",
            )
        ],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        E_,
        "Marley",
        "The hardware shop on Flaxmill Lane, since April.",
        [M("Marley works at the hardware shop on Flaxmill Lane.", D, "marley; hardware shop")],
        [("Sabine", "Where are you working now?")],
    ),
    S(
        "fragment-answer",
        TL,
        F_,
        "Tash",
        "footgolf with my dad, every week",
        [M("Tash plays footgolf with her dad every Sunday.", D, "tash; footgolf")],
        [("Nuala", "what u doing on sundays now")],
    ),
    S(
        "fragment-answer",
        NJ,
        A_,
        "Eirlys",
        "Iestyn, a sheep shearer from Bala. We met at the show in August.",
        [
            M(
                "Eirlys's boyfriend is Iestyn, a sheep shearer from Bala.",
                D,
                "eirlys; iestyn|sheep shearer",
            )
        ],
        [("Manuela", "Who's the new man in your life, then?")],
    ),
    S(
        "fragment-answer",
        UA,
        B_,
        "User",
        "Three: two budgies and an old tomcat called Brigadier.",
        [
            M(
                "The user has two budgies and an old tomcat called Brigadier.",
                D,
                "user; budgies|brigadier",
            )
        ],
        [("Assistant", "How many pets do you have?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        F_,
        "Gwendoline",
        "I've had a trapped nerve in my neck for ten days now, and I can't turn my head to the left.",
        [M("Gwendoline has a trapped nerve in the neck.", R, "gwendoline; trapped nerve")],
    ),
    S(
        "recent-state",
        TL,
        B_,
        "Jonno",
        "wrist in a splint for 3 weeks, came off my unicycle",
        [
            M(
                "Jonno has a wrist in a splint after coming off a unicycle.",
                R,
                "jonno; splint|unicycle",
            )
        ],
    ),
    S(
        "recent-state",
        JM,
        D_,
        "User",
        "I'm staying at my sister's in Peebles while my kitchen is being rebuilt, so I'm cooking on her range. Any tips?",
        [
            M(
                "The user is staying at a sister's in Peebles while the kitchen is rebuilt.",
                R,
                "user; peebles",
            )
        ],
    ),
    S(
        "recent-state",
        UA,
        C_,
        "User",
        "I'm in a moon boot for a month after an ankle operation, so I can't carry a tray. Any ideas for breakfast in bed?",
        [
            M(
                "The user is in a moon boot after an ankle operation.",
                R,
                "user; moon boot|ankle operation",
            )
        ],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        D_,
        "User",
        "I've just bought a second-hand hurdy-gurdy from a folk club in Cockermouth. How often should the strings be changed?",
        [
            M(
                "The user bought a second-hand hurdy-gurdy from a folk club in Cockermouth.",
                R,
                "user; hurdy gurdy",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        A_,
        "User",
        "My son Ronan is allergic to kiwi fruit. Can you suggest a birthday cake without it?",
        [M("The user's son Ronan is allergic to kiwi fruit.", D, "ronan; kiwi fruit")],
    ),
    S(
        "request-with-fact",
        UA,
        E_,
        "User",
        "We've borrowed my father-in-law's trailer tent for the first week of August. What should we check before we tow it?",
        [
            M(
                "The user borrowed a father-in-law's trailer tent for the first week of August 2025.",
                R,
                "user; trailer tent",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        F_,
        "User",
        "I run a small honey stall at Leominster market on Saturdays. How can I get more customers in winter?",
        [
            M(
                "The user runs a small honey stall at Leominster market on Saturdays.",
                D,
                "user; honey stall",
            )
        ],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        B_,
        "Mabon",
        "I am! We won the cup on Sunday, nine goals to two.",
        [M("Mabon coaches the under-twelves.", D, "mabon; under twelves")],
        [("Lysias", "You're still the coach of the under-twelves, aren't you?")],
    ),
    S(
        "second-person",
        TL,
        C_,
        "Kels",
        "yep, shift manager now lol",
        [M("Kels is a shift manager at the bowling alley.", D, "kels; bowling alley")],
        [("Lex", "wait do u still work at the bowling alley")],
    ),
    S(
        "second-person",
        NJ,
        E_,
        "Clemence",
        "That's me! Every Sunday from April to October, on the field behind the Drovers.",
        [M("Clemence organises the Sunday car boot sale.", D, "clemence; car boot sale")],
        [("Wilhelmus", "You're the one who organises the Sunday car boot sale, aren't you?")],
    ),
    S(
        "second-person",
        UA,
        F_,
        "User",
        "Yes, that's right, every Friday night.",
        [M("The user runs the tuck shop at the scout hut on Friday nights.", D, "user; tuck shop")],
        [("Assistant", "You mentioned that you run the tuck shop at the scout hut?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        C_,
        "Ignatz",
        "I'm 47, I restore old radios in Kettering, and I play croquet on Thursdays.",
        [
            M("Ignatz is 47.", D, "ignatz; 47"),
            M("Ignatz restores old radios in Kettering.", D, "ignatz; radios"),
            M("Ignatz plays croquet on Thursdays.", D, "ignatz; croquet"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        D_,
        "Roxie",
        "new job at a carpet shop in thirsk, new flat above the kebab shop, and a new girlfriend called lowri lol",
        [
            M("Roxie works at a carpet shop in Thirsk.", D, "roxie; carpet shop"),
            M("Roxie lives in a flat above the kebab shop in Thirsk.", D, "roxie; flat|kebab shop"),
            M("Roxie's girlfriend is called Lowri.", D, "roxie; lowri"),
        ],
    ),
    S(
        "multi-fact",
        NJ,
        B_,
        "Godric",
        "I've sold the old combine harvester, bought a horse trailer, and my wife Manuela and I are walking the Dales Way in September.",
        [
            M("Godric sold an old combine harvester.", R, "godric; combine harvester"),
            M("Godric bought a horse trailer.", R, "godric; horse trailer"),
            M(
                "Godric and his wife Manuela are walking the Dales Way in September 2024.",
                R,
                "godric|manuela; dales way; 2024-09",
            ),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        E_,
        None,
        "Note: Uncle Kenrick's birthday is on the 9th of March, and he collects tin soldiers.",
        [
            M(
                "Uncle Kenrick's birthday is on 9 March, and he collects tin soldiers.",
                D,
                "kenrick; march",
            )
        ],
    ),
    S(
        "note",
        UA,
        C_,
        "User",
        "Note to self: the gutter cleaner is booked for the 3rd of December.",
        [M("The user's gutter cleaner is booked for 2024-12-03.", R, "gutter cleaner; 2024-12-03")],
    ),
    S(
        "note",
        JM,
        D_,
        "User",
        "Note for later: the key safe code at Mum's house is 2917.",
        [M("The key safe code at the user's mum's house is 2917.", D, "key safe; 2917")],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        D_,
        "Marjolein",
        "I can't stand pantomime. My sister dragged me to one and I left at the interval.",
        [M("Marjolein cannot stand pantomime.", D, "marjolein; pantomime")],
    ),
    S(
        "preference",
        TL,
        E_,
        "Dazza",
        "honestly nothing beats a chip butty with curry sauce",
        [M("Dazza loves a chip butty with curry sauce.", D, "dazza; chip butty")],
    ),
    S(
        "preference",
        JM,
        B_,
        "User",
        "I much prefer e-books to paper ones these days, because I can make the print bigger.",
        [M("The user prefers e-books to paper books.", D, "user; e books")],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NL,
        E_,
        "Cyprian",
        "My niece did. She did the whole thing in a weekend.",
        [
            M(
                "Cyprian's niece made the mosaic on Cyprian's garden wall.",
                R,
                "cyprian; niece; mosaic",
            )
        ],
        [("Amabel", "Who made that amazing mosaic on your garden wall?")],
    ),
    S(
        "pronoun-answer",
        NJ,
        C_,
        "Ebbe",
        "He's my neighbour's. He's staying with us while she's in hospital.",
        [
            M(
                "The old Clydesdale in Ebbe's paddock belongs to Ebbe's neighbour.",
                D,
                "ebbe; neighbour; clydesdale",
            )
        ],
        [("Zephyrine", "Whose is the lovely old Clydesdale in your paddock?")],
    ),
    # -- sentences that should form nothing --
    # chatter
    S("chatter", NL, A_, "Hamnet", "Right, I'd better go before the kettle boils dry. Speak soon!"),
    S("chatter", TL, B_, "Tilly", "lol no way"),
    S("chatter", NJ, C_, "Bogumiła", "Sorry, my phone keeps freezing today."),
    S("chatter", UA, D_, "User", "Hello again!"),
    S("chatter", JM, E_, "User", "Can you go back to the second idea?"),
    S("chatter", NL, F_, "Ione", "I'm so sorry for the slow reply, it's been chaos here!"),
    # compliments
    S(
        "compliment",
        NL,
        B_,
        "Mabon",
        "Your Kobe is such a natural with the horses. He should work at the stables.",
    ),
    S("compliment", TL, C_, "Kels", "ur cakes are honestly better than the bakery's"),
    S("compliment", NJ, D_, "Radek", "You're so patient. Your Aurelien is lucky to have you."),
    S("compliment", UA, E_, "User", "You're much better at this than my old maths teacher."),
    S("compliment", JM, F_, "User", "That's a clever plan, far better than mine."),
    S(
        "compliment",
        NL,
        A_,
        "Mirelle",
        "Your little Tiggy swims like a fish. She'll be in the Olympics one day.",
    ),
    # opinions about the world
    S(
        "generic-opinion",
        NL,
        C_,
        "Marisa",
        "Honestly, I think Christmas adverts start far too early.",
    ),
    S(
        "generic-opinion",
        TL,
        D_,
        "Ziggy",
        "february is the longest month no matter what the calendar says",
    ),
    S("generic-opinion", NJ, E_, "Clemence", "I think every town should have a proper market."),
    S(
        "generic-opinion",
        UA,
        F_,
        "User",
        "In my view, nobody needs a phone before they're fourteen.",
    ),
    S("generic-opinion", JM, A_, "User", "I think buses are more relaxing than driving."),
    S(
        "generic-opinion",
        NL,
        B_,
        "Folkert",
        "Barbecues are always better in theory than in practice, if you ask me.",
    ),
    # hypotheticals
    S(
        "hypothetical",
        NL,
        D_,
        "Marjolein",
        "If I ever had a son, I'd call him Evelyn after my grandad.",
    ),
    S(
        "hypothetical",
        TL,
        E_,
        "Mo",
        "if i won the lottery id buy a castle in scotland and never work again",
    ),
    S(
        "hypothetical",
        NJ,
        F_,
        "Radka",
        "If we moved to Norway, we'd probably buy a cabin in the forest.",
    ),
    S("hypothetical", UA, A_, "User", "If I went part-time, would my holiday allowance change?"),
    S(
        "hypothetical",
        JM,
        B_,
        "User",
        "Suppose I fitted solar panels, how long would they take to pay for themselves?",
    ),
    S(
        "hypothetical",
        NL,
        C_,
        "Ignatz",
        "I'd love to learn to sail one day, if I ever have the time.",
    ),
    # other people's opinions
    S(
        "others-opinion",
        NL,
        E_,
        "Marley",
        "My dad thinks Flaxmill Lane is the ugliest street in the town.",
    ),
    S(
        "others-opinion",
        TL,
        F_,
        "Tash",
        "my brother reckons the new manager at the leisure centre is useless",
    ),
    S("others-opinion", NJ, A_, "Eirlys", "My mum says Iestyn is far too quiet for me."),
    S(
        "others-opinion",
        UA,
        B_,
        "User",
        "My neighbour says the council should never have cut the hedges on our lane.",
    ),
    S(
        "others-opinion",
        JM,
        C_,
        "User",
        "My daughter thinks I'm too old to learn the drums. Is she right?",
    ),
    S(
        "others-opinion",
        NL,
        D_,
        "Gwendoline",
        "Our postman thinks the new roundabout will cause chaos.",
    ),
    # passing moods
    S("passing-mood", NL, F_, "Cyprian", "I'm absolutely worn out today."),
    S("passing-mood", TL, A_, "Benno", "so bored at work rn"),
    S(
        "passing-mood",
        NJ,
        B_,
        "Godric",
        "I'm in such a good mood this morning, the sun is finally out!",
    ),
    S("passing-mood", UA, C_, "User", "I'm a bit tired today, sorry if I'm slow."),
    S("passing-mood", JM, D_, "User", "I'm feeling quite nervous this evening."),
    S("passing-mood", NL, E_, "Folkert", "Ugh, I've got the Sunday-night blues already."),
    # questions
    S(
        "question",
        NL,
        A_,
        "Sabine",
        "How is your wife getting on at the new job in Kirkby Stephen?",
    ),
    S("question", TL, B_, "Nuala", "did u ever get ur car back from the garage"),
    S("question", NJ, C_, "Manuela", "Are you and Iestyn still thinking of moving to Bala?"),
    S("question", UA, D_, "User", "What time does the sun rise in Lerwick in January?"),
    S("question", JM, E_, "User", "Is it safe for cats to eat tuna every day?"),
    S("question", NL, F_, "Lysias", "Did your brother ever get that job at the brewery?"),
    # thanks
    S("thanks", NL, B_, "Wilhelmus", "Thank you so much for the flowers, they're gorgeous!"),
    S("thanks", TL, D_, "Lex", "cheers for the lift mate"),
    S("thanks", UA, F_, "User", "Thanks, that's really useful."),
    S("thanks", JM, A_, "User", "Thank you, I'll try that tonight."),
    # an assistant's suggestion after the user's question
    S(
        "assistant-suggestion",
        UA,
        A_,
        "Assistant",
        "You could try blackout blinds; they would keep your room dark during the day.",
        [],
        [("User", "How can I sleep better when I work nights?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        B_,
        "Assistant",
        "A Lakeland terrier might suit you, since they're small but love a long walk.",
        [],
        [("User", "What dog would suit a small garden?")],
    ),
    S(
        "assistant-suggestion",
        UA,
        C_,
        "Assistant",
        "I'd suggest fifteen minutes a day with an app, plus a Welsh radio station in the car.",
        [],
        [("User", "How should I start learning Welsh?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        D_,
        "Assistant",
        "You might enjoy Paddington 2; it's funny and very warm.",
        [],
        [("User", "Can you suggest a film for a rainy Sunday?")],
    ),
]

if __name__ == "__main__":
    raise SystemExit(main())
