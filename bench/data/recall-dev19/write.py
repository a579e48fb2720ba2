# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the nineteenth development recall set (this folder), written blind as held-out 19.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
Most of it is written in proper case and full sentences, the way two friends write to each
other in a long dated chat; one pair chat is lower-case texting, and in one assistant chat the
user writes tersely in lower case. This script (with ``bench/_handwritten.py``, the format the
hand-written sets share) only numbers turns, resolves the turn labels that questions point at,
checks the labels against the scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-dev19/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev19/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho19"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev19/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the nineteenth held-out set; "
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

WIEBKE_SJOERD = Conv(
    "pair",
    "named_lines",
    ["Wiebke", "Sjoerd"],
    """
@ 2024-01-20
Sjoerd: Wiebke! Happy new year. Are you still grading cheese at the weigh house in Bolsward? {ask-job}
Wiebke: Still grading cheese at the weigh house in Bolsward. Eleven years in May, and I'm on nights until the end of March, which I hate. {job}
Sjoerd: Nights! How's Hylke coping?
Wiebke: He barely notices. He's bought an old skûtsje, the Wetterhin, for twenty-two thousand euros, and he spends every evening in the shed at Harlingen scraping her hull. {boat}
Sjoerd: A skûtsje! He always wanted one.
Wiebke: And Ulbe turned fourteen on Wednesday. He jumps for the fierljeppen club in Winsum now, three evenings a week. {ulbe}
Sjoerd: Fourteen! And how is the dog?
Wiebke: Pompeblêd is fine, though she's eaten an oven glove. She's a stabyhoun, four in April. {dog}
Sjoerd: Doutzen says hello. She's still a purser on the Terschelling ferry. {doutzen-job}
Wiebke: Hello back. Is she still singing with the mixed choir in Joure? {ask-choir}
Sjoerd: No, she quit the choir at Christmas. Too many Sunday concerts when she's on shift. {quit-choir}
Wiebke: Shame. And you? Still painting boat names?
Sjoerd: Still a sign writer in Sneek, mostly boat names and shop fronts. And I've been made captain of the second team at the kaatsen club, heaven help them. {captain}
Wiebke: Ha! Congratulations, captain.
Sjoerd: I think we'll move to Workum in the summer, if the house by the lock comes up. Doutzen likes the idea. {hedge-workum}
Wiebke: Remember Ulbe's prize-giving is on the 12th of May. You're both invited. {remember}
Sjoerd: Noted, the 12th of May. We'll be there.
@ 2024-03-30
Sjoerd: Happy Easter for tomorrow! Have you survived the nights?
Wiebke: Nearly. My last night shift is Sunday, then I'm back on days from Tuesday the 2nd of April. {days-from}
Sjoerd: Good. Is the Cuore still running?
Wiebke: Just. The silencer fell off on the road to Franeker on Thursday, and the garage in Bolsward charged three hundred and eighty euros to fit a new one. {silencer}
Sjoerd: Ouch. What is it again, the Cuore?
Wiebke: A yellow 2009 Daihatsu Cuore. Hylke calls it the Butterpot. {panda}
Sjoerd: Ha. Big news here: Gerbrich is expecting in September, and she's asked Doutzen to be godmother. {gerbrich}
Wiebke: Your sister Gerbrich? Lovely!
Sjoerd: My sister, yes. Her husband Jelle is over the moon. {jelle-husband}
Wiebke: Jelle, like my brother Jelle! Two Jelles at one table, then.
Sjoerd: Ha, yes. Your Jelle is the one with the bakery in Dokkum? {ask-jelle}
Wiebke: No, that's Marijke's bakery; she's his wife. My brother Jelle drives the fish lorry to Urk. {jelle-correct}
Sjoerd: I'll get it right one day. The Workum house fell through, by the way. Someone offered over the asking price. {workum-off}
Wiebke: Oh no. So you're staying in Sneek?
Sjoerd: For now. Mum said Aunt Baukje told her my cousin Wopke sold his ice-cream van for twelve thousand euros. {chain-van}
Wiebke: Wopke with the van on the beach at Makkum? Good for him. And the Wetterhin got a new mast on Tuesday. Hylke is going to race her at the skûtsje races in Grou in August. {mast}
Sjoerd: Brilliant. Tell him good luck from me.
@ 2024-06-15
Wiebke: Sjoerd! Thanks for coming to Ulbe's prize-giving.
Sjoerd: It was lovely. How's life on days?
Wiebke: Much better. I'm not on nights any more, and I'm not going back; the weigh house has taken on a night grader from Leeuwarden. {no-nights}
Sjoerd: Great. And I heard you've got a new title?
Wiebke: Not at work. I'm treasurer of the allotment society in Franeker now, since the AGM on the 4th of June. Forty-one plots and one very angry man about the water butts. {treasurer}
Sjoerd: Ha. What's on your plot?
Wiebke: Borlotti beans, kohlrabi and far too many pattypan squashes. {plot}
Sjoerd: About Wopke: it wasn't an ice-cream van he sold, it was a coffee van, and he got eleven thousand, not twelve. {wopke-fix}
Wiebke: So the chain got it wrong! Typical. And Ulbe jumped seventeen metres forty at the meet in Winsum last Saturday, his best ever. {jump}
Wiebke: Seventeen ten, sorry. The forty was his friend Sybren. {jump-fix}
Sjoerd: Still brilliant. Doutzen and I are off to Vlieland from the 3rd to the 17th of August, two weeks in a borrowed cottage. {vlieland}
Wiebke: Lovely. How's the kaatsen team?
Sjoerd: We lost six-two to Arum on Sunday, and I've done my ankle. {lost}
Wiebke: Poor captain. Is Gerbrich still due in September?
Sjoerd: Still September, the 20th, she thinks. {due}
Wiebke: Pompeblêd had her teeth cleaned at the vet in Sneek on Monday. Two hundred euros! {dog-teeth}
Sjoerd: Dogs cost more than children.
@ 2024-09-07
Sjoerd: How were the skûtsje races in Grou?
Wiebke: Hylke came fourth of twelve in the Wetterhin. The old girl was built in 1911, so fourth is a miracle. {races}
Sjoerd: Built in 1911! Tell him well done.
Wiebke: I will. And Vlieland?
Sjoerd: Only ten days in the end; Doutzen was called back to the ferry on the 13th. {vlieland-short}
Wiebke: Typical. Any baby news?
Sjoerd: Not yet. Gerbrich's due in two weeks.
Wiebke: I've sold the Cuore. Eighteen hundred euros to a student in Harlingen, and we've bought a grey Peugeot Rifter. {sold-panda}
Sjoerd: Goodbye, Butterpot!
Wiebke: Ulbe cried. Hylke says the Rifter fits the dog and a mast.
Sjoerd: I've given up the captaincy, by the way. My ankle's not right, so Rients captains the second team now. {captain-off}
Wiebke: Sorry to hear that. Still doing the sign writing?
Sjoerd: Busier than ever. I lettered the name on a new sightseeing boat in Harlingen on Thursday. {lettered}
Wiebke: Any more on moving?
Sjoerd: We've put in an offer on a yellow-brick house in Makkum with a workshop. I think we'll get it. {hedge-makkum}
Wiebke: Fingers crossed.
@ 2024-12-07
Wiebke: Any news on Makkum?
Sjoerd: We're in! We moved on the 15th of November. Four rooms and a workshop for the paint. {moved}
Wiebke: Wonderful. And the baby?
Sjoerd: Gerbrich had a boy on the 24th of September, four days late. Sietse. Doutzen is his godmother, as planned. {baby}
Wiebke: Lovely! I'll send a card.
Sjoerd: And Doutzen's gone back to singing, with a different choir, the harbour choir in Makkum. {choir-again}
Wiebke: Good for her. I've news too: I'm going back on nights for six weeks, from the 6th of January to the 14th of February, while they train the new grader. {nights-again}
Sjoerd: After all that!
Wiebke: I know. How's the kaatsen?
Sjoerd: Off for the winter. How's Ulbe?
Wiebke: He won a bronze at the Frisian fierljeppen championships in Burgum last month. {bronze}
Sjoerd: Brilliant. Tell him from me.
Wiebke: Also, the allotment society made two hundred and twelve euros at the Christmas fair on Sunday, which I had to count on my own. {fair}
Sjoerd: The treasurer's life.
Wiebke: Send me your new address in Makkum?
Sjoerd: Number 9, Kerkstraat, Makkum. {address}
@ 2025-03-01
Sjoerd: Wiebke! Are you off nights again?
Wiebke: Since the 14th of February, and for good this time. No more nights. {nights-done}
Sjoerd: Good. How's the Wetterhin?
Wiebke: Hylke's sold her! Twenty-six thousand euros to a sailing club in Grou. He says his back won't take another season, so he's crewing for his cousin instead. {sold-boat}
Sjoerd: The end of an era.
Wiebke: And Pompeblêd had six puppies on Tuesday, under the stairs. {puppies}
Sjoerd: Six! Are you keeping any?
Wiebke: One, a boy we've called Tsjerk. The rest go to homes around Bolsward. {tsjerk}
Sjoerd: My news: I've been asked to be the announcer at the skûtsje races in Grou this summer. {announcer}
Wiebke: Perfect for you. And the ankle?
Sjoerd: Better. I'm back on the kaatsen team, just not as captain. {back-team}
Wiebke: And Doutzen?
Sjoerd: Promoted to chief purser on the Terschelling ferry in January. {chief-purser}
Wiebke: Tell her congratulations. Sietse must be growing.
Sjoerd: Five months and very loud. Doutzen takes being godmother seriously: she's knitted him a hat shaped like a starfish. {hat}
""",
    [
        Q(
            "s",
            "What does Wiebke do for a living?",
            "She grades cheese at the weigh house in Bolsward.",
            "job",
            "cheese; weigh house|bolsward",
            "",
            True,
        ),
        Q(
            "t",
            "Since when has Wiebke worked at the weigh house?",
            "2013-05",
            "job",
            "eleven years; may",
            "human-date",
        ),
        Q(
            "m",
            "Is Wiebke still on night shifts?",
            "No; after nights until March 2024 and six more weeks in early 2025, she came off nights for good on 14 February 2025.",
            "job no-nights nights-again nights-done",
            {
                "job": "nights",
                "no-nights": "nights",
                "nights-again": "nights",
                "nights-done": "no more nights",
            },
            "latest event-chain",
        ),
        Q(
            "t",
            "When was Wiebke back on days after her nights in early 2024?",
            "2024-04-02",
            "days-from",
            "days; april",
            "human-date",
        ),
        Q(
            "t",
            "When did Wiebke's second spell of nights end?",
            "2025-02-14",
            "nights-again nights-done",
            {"nights-again": "14th february", "nights-done": "14th february"},
            "event-chain",
        ),
        Q(
            "s",
            "What did Hylke buy for twenty-two thousand euros?",
            "an old skûtsje, the Wetterhin",
            "boat",
            "skûtsje; wetterhin",
        ),
        Q(
            "m",
            "Does Hylke still own the Wetterhin?",
            "No; he bought her for 22,000 euros in early 2024 and sold her to a sailing club in Grou for 26,000 by March 2025.",
            "boat sold-boat",
            {"boat": "twenty-two thousand", "sold-boat": "sold; twenty-six thousand|grou"},
            "latest event-chain",
        ),
        Q("s", "When was the Wetterhin built?", "in 1911", "races", "1911"),
        Q(
            "s",
            "How did Hylke do at the skûtsje races in Grou?",
            "fourth of twelve",
            "races",
            "fourth; twelve",
        ),
        Q(
            "t",
            "When did the Wetterhin get a new mast?",
            "2024-03-26",
            "mast",
            "mast; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "Where does Hylke work on the Wetterhin's hull?",
            "in the shed at Harlingen",
            "boat",
            "shed; harlingen",
        ),
        Q(
            "s",
            "What has Hylke done since selling the Wetterhin?",
            "He crews for his cousin.",
            "sold-boat",
            "crewing; cousin",
            "latest",
        ),
        Q(
            "t",
            "On what day did Ulbe turn fourteen?",
            "2024-01-17",
            "ulbe",
            "fourteen; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "What sport does Ulbe do, and with which club?",
            "fierljeppen, with the club in Winsum",
            "ulbe",
            "fierljeppen; winsum",
            "",
            True,
        ),
        Q(
            "s",
            "How far did Ulbe jump at the meet in Winsum?",
            "seventeen metres ten",
            "jump jump-fix",
            {"jump": "winsum", "jump-fix": "seventeen ten"},
            "latest",
        ),
        Q(
            "s",
            "Who jumped seventeen metres forty at Winsum?",
            "Ulbe's friend Sybren",
            "jump-fix",
            "sybren",
        ),
        Q(
            "t",
            "When was the meet in Winsum where Ulbe jumped his best?",
            "2024-06-08",
            "jump",
            "winsum; last saturday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Ulbe win a bronze at the Frisian championships?",
            "2024-11",
            "bronze",
            "bronze; last month",
            "relative-date",
        ),
        Q(
            "s",
            "Where were the fierljeppen championships at which Ulbe won bronze?",
            "Burgum",
            "bronze",
            "burgum",
        ),
        Q("t", "When is Ulbe's prize-giving?", "2024-05-12", "remember", "prize; 12th may"),
        Q(
            "s",
            "What kind of dog is Pompeblêd?",
            "a stabyhoun",
            "dog",
            "pompeblêd; stabyhoun",
            "",
            True,
        ),
        Q("s", "What did Pompeblêd eat?", "an oven glove", "dog", "oven glove"),
        Q(
            "t",
            "When did Pompeblêd have her teeth cleaned?",
            "2024-06-10",
            "dog-teeth",
            "teeth; monday",
            "relative-date",
        ),
        Q(
            "s",
            "How much did Pompeblêd's teeth cleaning cost?",
            "two hundred euros",
            "dog-teeth",
            "two hundred; teeth",
        ),
        Q(
            "t",
            "When did Pompeblêd have her puppies?",
            "2025-02-25",
            "puppies",
            "puppies; tuesday",
            "relative-date",
        ),
        Q(
            "m",
            "How many puppies did Pompeblêd have, and which one did Wiebke keep?",
            "six; a boy called Tsjerk",
            "puppies tsjerk",
            {"puppies": "puppies", "tsjerk": "tsjerk"},
        ),
        Q(
            "m",
            "What is Doutzen's job?",
            "She is chief purser on the Terschelling ferry (purser until January 2025).",
            "doutzen-job chief-purser",
            {"doutzen-job": "purser; terschelling", "chief-purser": "chief purser"},
            "latest",
        ),
        Q(
            "t",
            "When was Doutzen promoted to chief purser?",
            "2025-01",
            "chief-purser",
            "chief purser; january",
        ),
        Q(
            "m",
            "Does Doutzen still sing in a choir?",
            "Yes; she quit the mixed choir in Joure at Christmas 2023 and later joined the harbour choir in Makkum.",
            "quit-choir choir-again",
            {"quit-choir": "quit; choir", "choir-again": "harbour choir"},
            "latest event-chain",
        ),
        Q(
            "s",
            "Why did Doutzen quit the choir in Joure?",
            "too many Sunday concerts when she is on shift",
            "quit-choir",
            "sunday concerts|shift",
        ),
        Q(
            "s",
            "What does Sjoerd do for a living?",
            "He is a sign writer in Sneek, mostly boat names and shop fronts.",
            "captain",
            "sign writer",
            "",
            True,
        ),
        Q(
            "m",
            "Is Sjoerd still captain of the second team at the kaatsen club?",
            "No; he gave it up after hurting his ankle, Rients captains it, and Sjoerd is back on the team but not as captain.",
            "captain captain-off back-team",
            {
                "captain": "captain; second team",
                "captain-off": "given up|rients",
                "back-team": "not as captain|back",
            },
            "latest event-chain",
        ),
        Q(
            "s",
            "Who captains the second team at the kaatsen club after Sjoerd?",
            "Rients",
            "captain-off",
            "rients",
            "latest",
        ),
        Q(
            "s",
            "Which team did Sjoerd's kaatsen side lose to in June 2024?",
            "Arum",
            "lost",
            "arum",
        ),
        Q(
            "t",
            "When did Sjoerd hurt his ankle?",
            "2024-06-09",
            "lost",
            "ankle; sunday",
            "relative-date",
        ),
        Q(
            "m",
            "Where did Sjoerd and Doutzen end up moving?",
            "Not Workum, which fell through; they moved to a yellow-brick house in Makkum on 15 November 2024.",
            "hedge-workum workum-off hedge-makkum moved",
            {
                "hedge-workum": "workum",
                "workum-off": "fell through",
                "hedge-makkum": "makkum",
                "moved": "moved",
            },
            "latest event-chain",
        ),
        Q(
            "s",
            "Why did the house in Workum fall through?",
            "Someone offered over the asking price.",
            "workum-off",
            "asking price",
        ),
        Q(
            "t",
            "When did Sjoerd and Doutzen move to Makkum?",
            "2024-11-15",
            "moved",
            "moved; 15th november",
        ),
        Q(
            "s",
            "What is Sjoerd's address?",
            "Number 9, Kerkstraat, Makkum",
            "address",
            "kerkstraat; makkum",
            "",
            True,
        ),
        Q(
            "m",
            "Who is Gerbrich, and who is her husband?",
            "Sjoerd's sister; her husband is Jelle.",
            "gerbrich jelle-husband",
            {"gerbrich": "gerbrich", "jelle-husband": "sister; jelle"},
        ),
        Q("t", "When was Sietse born?", "2024-09-24", "baby", "sietse; 24th september"),
        Q("s", "Who is Sietse's godmother?", "Doutzen", "baby", "doutzen; godmother", "", True),
        Q(
            "m",
            "Was Sietse born on his due date?",
            "No; he was due on 20 September and born four days late, on the 24th.",
            "due baby",
            {"due": "20th", "baby": "four days late"},
            "event-chain",
        ),
        Q(
            "s",
            "What does Wiebke's brother Jelle do?",
            "He drives the fish lorry to Urk.",
            "jelle-correct",
            "fish lorry; urk",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who runs the bakery in Dokkum?",
            "Marijke, the wife of Wiebke's brother Jelle",
            "jelle-correct",
            "marijke; bakery",
        ),
        Q(
            "s",
            "What did Sjoerd's cousin Wopke sell, and for how much?",
            "a coffee van, for eleven thousand euros (not an ice-cream van for twelve thousand)",
            "chain-van wopke-fix",
            {"chain-van": "wopke", "wopke-fix": "coffee van; eleven thousand"},
            "latest third-person-fact",
        ),
        Q("s", "Who told Sjoerd's mum about Wopke's sale?", "Aunt Baukje", "chain-van", "baukje"),
        Q(
            "m",
            "What car did Wiebke have in early 2024, and what became of it?",
            "a yellow 2009 Daihatsu Cuore nicknamed the Butterpot; she sold it for 1,800 euros to a student in Harlingen",
            "panda sold-panda",
            {"panda": "daihatsu cuore|butterpot", "sold-panda": "eighteen hundred|student"},
            "event-chain",
        ),
        Q(
            "s",
            "What did the garage in Bolsward charge for the new silencer?",
            "three hundred and eighty euros",
            "silencer",
            "silencer; eighty",
        ),
        Q(
            "t",
            "When did the Cuore's silencer fall off?",
            "2024-03-28",
            "silencer",
            "silencer; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "What car does Wiebke drive now?",
            "a grey Peugeot Rifter",
            "sold-panda",
            "rifter",
            "latest",
        ),
        Q(
            "s",
            "What role does Wiebke hold in the allotment society in Franeker?",
            "treasurer",
            "treasurer",
            "treasurer; allotment society",
            "",
            True,
        ),
        Q(
            "t",
            "When did Wiebke become treasurer of the allotment society?",
            "2024-06-04",
            "treasurer",
            "agm; 4th june",
        ),
        Q(
            "s",
            "How many plots does the allotment society in Franeker have?",
            "forty-one",
            "treasurer",
            "plots",
        ),
        Q(
            "s",
            "What does Wiebke grow on her plot?",
            "borlotti beans, kohlrabi and pattypan squashes",
            "plot",
            "borlotti beans; kohlrabi; pattypan",
        ),
        Q(
            "s",
            "How much did the allotment society make at its Christmas fair?",
            "two hundred and twelve euros",
            "fair",
            "christmas fair; twelve",
        ),
        Q(
            "t",
            "When was the allotment society's Christmas fair?",
            "2024-12-01",
            "fair",
            "christmas fair; sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Sjoerd and Doutzen's stay on Vlieland end?",
            "2024-08-13",
            "vlieland vlieland-short",
            {"vlieland": "vlieland", "vlieland-short": "13th"},
            "event-chain",
        ),
        Q(
            "m",
            "How long did Sjoerd and Doutzen stay on Vlieland?",
            "ten days instead of the planned two weeks",
            "vlieland vlieland-short",
            {"vlieland": "two weeks", "vlieland-short": "ten days"},
            "event-chain",
        ),
        Q(
            "s",
            "What will Sjoerd do at the skûtsje races in Grou in 2025?",
            "He will be the announcer.",
            "announcer",
            "announcer",
        ),
        Q(
            "t",
            "When did Sjoerd letter the name on a new sightseeing boat in Harlingen?",
            "2024-09-05",
            "lettered",
            "sightseeing boat; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Doutzen knit for Sietse?",
            "a hat shaped like a starfish",
            "hat",
            "hat; starfish",
        ),
        Q(
            "o",
            "Which shallow sea lies between the Frisian coast and Terschelling, where Doutzen's ferry runs?",
            "the Wadden Sea",
            "doutzen-job",
            "terschelling",
        ),
        Q(
            "o",
            "In which country is Bolsward, where Wiebke grades cheese?",
            "the Netherlands (Friesland)",
            "job",
            "bolsward",
        ),
        Q(
            "o",
            "What is fierljeppen, Ulbe's sport?",
            "Frisian pole vaulting over canals",
            "ulbe",
            "fierljeppen",
        ),
        Q(
            "m",
            "Does Wiebke's brother Jelle run the bakery in Dokkum?",
            "No; the bakery is his wife Marijke's, and Jelle drives the fish lorry to Urk.",
            "ask-jelle jelle-correct",
            {"ask-jelle": "bakery; dokkum", "jelle-correct": "marijke's bakery|fish lorry"},
            "fragment",
        ),
        Q(
            "s",
            "What colour and year was Wiebke's Daihatsu Cuore?",
            "yellow, 2009",
            "panda",
            "yellow; 2009",
            "fragment",
        ),
        Q(
            "s",
            "What house number do Sjoerd and Doutzen have in Makkum?",
            "Number 9, Kerkstraat",
            "address",
            "number 9",
            "fragment",
        ),
        Q(
            "s",
            "Who bought the skûtsje Wetterhin in early 2024?",
            "Hylke, Wiebke's husband",
            "boat",
            "bought; skûtsje; wetterhin",
            "pronoun",
        ),
        Q(
            "t",
            "When did Doutzen quit the mixed choir in Joure?",
            "2023-12",
            "quit-choir",
            "quit; christmas",
            "human-date",
        ),
    ],
)
CONVERSATIONS.append(WIEBKE_SJOERD)

KAHU_ROIMATA = Conv(
    "pair",
    "timestamped_lines",
    ["kahu", "roimata"],
    """
@ 2024-04-13
kahu: roi!! u still at the stock agents in feilding {ask-job}
roimata: ya still a stock agent for the feilding saleyards. 3 yrs in aug. flat out w the autumn sales {job}
kahu: mean as
roimata: u still classin wool w the gang {ask-gang}
kahu: ya til end of may then trappin possums up past taihape all winter til sept {classer}
roimata: hows the gf
kahu: ngaires good, she got the job at the vets in marton starts mon {ngaire}
roimata: sweet as. my bday was thurs btw, 29 n still skint {bday}
kahu: happy bday!! soz i forgot
roimata: thx. me n manaia thinkin of movin to ohakune prob in the spring. prob {hedge-move}
kahu: manaia ur bf?
roimata: ya manaia tawhiri. not my cousin manaia lol {two-manaias}
kahu: lol 2 manaias
roimata: remind me its mums birthday do on the 3rd of may, shes turnin 60 {remind}
kahu: sweet noted. got a new huntaway pup btw, smoko, 10 wks old {smoko}
roimata: cute!!
kahu: im captain of the touch team at the marton club now, tues nights at 6 {touch}
roimata: look at u captain kahu
@ 2024-06-22
roimata: hows the possums
kahu: cold af. got 340 skins last wk {skins}
kahu: well 290, counted again {skins-fix}
roimata: lol
kahu: how was mums do
roimata: mean. i was the mc lol n aunty huia did the hangi {mc}
kahu: chur
roimata: big news manaia proposed!! at the top of the old coach rd in ohakune on tues {proposal}
kahu: no way!! congrats. wedding when
roimata: dunno yet. thinkin next autumn prob {wedding-hedge}
kahu: teh navara blew a head gasket thurs 2200 to fix it {gasket}
roimata: ouch
kahu: dad says uncle rangi told him aunty kiri won 5 grand on a scratchie {chain}
roimata: lol ur family
kahu: ikr. u still got teh chooks
roimata: na gave the chooks to mum. got a pet pig now, a berkshire called pork bun {pig}
kahu: a pig lol
roimata: shes 4 months n eats everything
@ 2024-09-14
kahu: hows pork bun
roimata: huge. ate manaias jandals off the deck {pig-jandals}
kahu: lol. any news on ohakune
roimata: fell thru. the house went to someone else so were stayin in feilding {move-off}
kahu: gutted for u
roimata: na its ok. manaias got a new job tho, hes a lift operator at turoa for the winter {manaia-job}
kahu: mean
kahu: possum season done. back w the gang from mon {gang-back}
roimata: shearin already
kahu: ya pre lamb shearing first then main shear from nov to feb {shear-span}
roimata: hows touch
kahu: we won the comp!! beat bulls 7-5 in the final weds {touch-win}
roimata: chur captain
kahu: smoko bit a ram lol. hes 6 months now n useless {smoko-age}
roimata: lol give him time
@ 2024-12-07
roimata: hows shearin
kahu: flat out. 5am starts. hows stock agentin
roimata: not a stock agent no more!! im yard manager at the feilding saleyards now, started on the 18th of nov {yard-manager}
kahu: no way!! boss roi
roimata: thx. 4 grand more a yr n a work navara {payrise}
kahu: wedding date yet
roimata: ya 12th april next yr at the woolshed on manaias dads farm in hunterville {wedding-date}
kahu: ill be there
roimata: ur on the list. hows smoko
kahu: broke his leg jumpin off the back of the navara weds, vet bill 900 {smoko-leg}
roimata: oh no poor boy
kahu: hes ok, cast on for 6 wks. ngaire fixed him up at the vets {smoko-vets}
roimata: aunty kiri didnt win 5 grand btw, mum says it was 500. ur dad added a 0 {chain-fix}
kahu: lol dad always adds a 0. its ngaires bday tmrw, 30. gettin her a bodyboard {ngaire-bday}
@ 2025-03-15
kahu: was 31 on tues. feel old {kahu-bday}
roimata: happy belated!! whatd u get
kahu: thx. ngaire got me a new handpiece for shearin {handpiece}
roimata: nice. pork bun had 6 babies sun!! {pig-babies}
kahu: lol thought she was just fat
roimata: so did we. keepin 1, the rest go to manaias dad
kahu: shearin done end of feb. possums again from may {possums-again}
roimata: u doin possums another yr
kahu: last yr prob. thinkin of goin full time w the gang n sellin the possum gear. prob {hedge-gear}
roimata: wow
kahu: ngaires pregnant!! due in sept {pregnant}
roimata: OMG!! congrats
kahu: thx dont tell anyone til may
roimata: lips sealed. manaias back at the timber yard in marton btw, ski season done {manaia-back}
kahu: didnt he used to work there
roimata: ya 5 yrs before the turoa job. went back in jan {manaia-back-when}
kahu: smokos leg is healed, cast came off in jan {smoko-heal}
@ 2025-06-21
kahu: hows married life mrs tawhiri
roimata: thx!! best day ever. u get home ok after {wedding}
kahu: just. ngaire fell asleep in the navara
roimata: lol. so did u sell the possum gear
kahu: ya sold it weds, 1400 to a guy from taihape. no possums this winter, full time w the gang from now on {gear-sold}
roimata: end of an era
roimata: honeymoons 10 days in rarotonga from the 5th of july {honeymoon}
kahu: mean as. ngaires 6 months now, its a girl {girl}
roimata: aww!! names?
kahu: thinkin mereana {name}
roimata: beautiful
kahu: touch team folded btw. the club shut the tues comp {touch-folded}
roimata: noooo
kahu: took up waka ama w ngaires bro, im steerer in his crew now {waka}
""",
    [
        Q(
            "s",
            "What was roimata's job in April 2024?",
            "a stock agent for the feilding saleyards",
            "job",
            "stock agent; feilding",
        ),
        Q(
            "t",
            "Since when had roimata been a stock agent in feilding?",
            "2021-08",
            "job",
            "3 yrs; aug",
            "human-date",
        ),
        Q(
            "m",
            "What is roimata's job now?",
            "yard manager at the feilding saleyards, since 18 November 2024 (before that a stock agent there)",
            "job yard-manager",
            {"job": "stock agent", "yard-manager": "yard manager"},
            "latest event-chain",
            True,
        ),
        Q(
            "t",
            "When did roimata start as yard manager at the feilding saleyards?",
            "2024-11-18",
            "yard-manager",
            "yard manager; 18th nov",
        ),
        Q(
            "s",
            "What did roimata get with the yard manager job besides the title?",
            "4 grand more a year and a work navara",
            "payrise",
            "4 grand; navara",
        ),
        Q(
            "s",
            "What does kahu do in the shearing season?",
            "He classes wool with a shearing gang.",
            "ask-gang classer",
            {"ask-gang": "classin wool; gang", "classer": "gang"},
            "",
            True,
        ),
        Q(
            "m",
            "Does kahu still trap possums in winter?",
            "No; he trapped possums past taihape in winter 2024, sold his possum gear in June 2025 and works full time with the gang.",
            "classer hedge-gear gear-sold",
            {
                "classer": "trappin possums",
                "hedge-gear": "possum gear",
                "gear-sold": "sold; full time",
            },
            "latest event-chain",
        ),
        Q(
            "s",
            "For how much did kahu sell his possum gear, and to whom?",
            "1400, to a guy from taihape",
            "gear-sold",
            "1400; taihape",
        ),
        Q(
            "t",
            "When did kahu sell his possum gear?",
            "2025-06-18",
            "gear-sold",
            "sold; weds",
            "relative-date",
        ),
        Q(
            "s",
            "How many possum skins did kahu get in a week in June 2024?",
            "290 (he first said 340)",
            "skins skins-fix",
            {"skins": "skins", "skins-fix": "290"},
            "latest",
        ),
        Q(
            "s",
            "When does the main shear run, according to kahu?",
            "from November to February",
            "shear-span",
            "main shear; nov; feb",
        ),
        Q(
            "t",
            "When did kahu go back to the shearing gang after possum season in 2024?",
            "2024-09-16",
            "gang-back",
            "gang; mon",
            "relative-date",
        ),
        Q(
            "s",
            "Who is ngaire?",
            "kahu's girlfriend, who works at the vets in marton",
            "ngaire",
            "ngaires; vets; marton",
            "",
            True,
        ),
        Q(
            "t",
            "When did ngaire start at the vets in marton?",
            "2024-04-15",
            "ngaire",
            "vets; mon",
            "relative-date",
        ),
        Q(
            "t",
            "When is ngaire's birthday?",
            "2024-12-08",
            "ngaire-bday",
            "ngaires bday; tmrw",
            "relative-date",
        ),
        Q(
            "s",
            "How old did ngaire turn in December 2024, and what was kahu getting her?",
            "30; a bodyboard",
            "ngaire-bday",
            "30; bodyboard",
        ),
        Q(
            "m",
            "Is ngaire expecting a baby, and is it a boy or a girl?",
            "Yes; she was due in September 2025 and it's a girl.",
            "pregnant girl",
            {"pregnant": "pregnant", "girl": "girl"},
            "event-chain",
        ),
        Q(
            "s",
            "What name are kahu and ngaire thinking of for the baby?",
            "mereana",
            "name",
            "mereana",
        ),
        Q("t", "When is roimata's birthday?", "2024-04-11", "bday", "bday; thurs", "relative-date"),
        Q("s", "How old did roimata turn in April 2024?", "29", "bday", "29"),
        Q("t", "When did kahu turn 31?", "2025-03-11", "kahu-bday", "31; tues", "relative-date"),
        Q(
            "s",
            "What did ngaire give kahu for his 31st birthday?",
            "a new handpiece for shearing",
            "kahu-bday handpiece",
            {"kahu-bday": "31", "handpiece": "handpiece"},
        ),
        Q(
            "s",
            "Who is manaia tawhiri?",
            "roimata's boyfriend, then fiancé and husband (not her cousin manaia)",
            "two-manaias",
            "manaia tawhiri",
        ),
        Q(
            "t",
            "When did manaia propose to roimata?",
            "2024-06-18",
            "proposal",
            "proposed; tues",
            "relative-date",
        ),
        Q(
            "s",
            "Where did manaia propose?",
            "at the top of the old coach road in ohakune",
            "proposal",
            "old coach rd; ohakune",
        ),
        Q(
            "m",
            "Did roimata and manaia marry in the autumn, as they thought?",
            "Yes; they married on 12 April 2025, at the woolshed on manaia's dad's farm in hunterville.",
            "wedding-hedge wedding-date wedding",
            {"wedding-hedge": "next autumn", "wedding-date": "12th april", "wedding": "best day"},
            "event-chain",
        ),
        Q(
            "t",
            "When did roimata and manaia get married?",
            "2025-04-12",
            "wedding-date",
            "12th april",
        ),
        Q(
            "s",
            "Where was roimata and manaia's wedding?",
            "at the woolshed on manaia's dad's farm in hunterville",
            "wedding-date",
            "woolshed; hunterville",
        ),
        Q(
            "t",
            "When does roimata's honeymoon start?",
            "2025-07-05",
            "honeymoon",
            "honeymoons; 5th july",
        ),
        Q(
            "s",
            "Where and for how long is roimata's honeymoon?",
            "ten days in rarotonga",
            "honeymoon",
            "10 days; rarotonga",
        ),
        Q(
            "m",
            "Did roimata and manaia move to ohakune?",
            "No; the house went to someone else and they stayed in feilding.",
            "hedge-move move-off",
            {"hedge-move": "ohakune", "move-off": "fell thru|stayin in feilding"},
            "event-chain",
        ),
        Q(
            "m",
            "Where does manaia work now?",
            "back at the timber yard in marton since January 2025, after a winter as a lift operator at turoa",
            "manaia-job manaia-back",
            {"manaia-job": "lift operator; turoa", "manaia-back": "timber yard; marton"},
            "latest event-chain",
        ),
        Q(
            "s",
            "How long had manaia worked at the timber yard before the turoa job?",
            "five years",
            "manaia-back-when",
            "5 yrs",
        ),
        Q("s", "What kind of dog is smoko?", "a huntaway", "smoko", "huntaway; smoko", "", True),
        Q("s", "How old was smoko when kahu got him?", "10 weeks", "smoko", "10 wks"),
        Q(
            "t",
            "When did smoko break his leg?",
            "2024-12-04",
            "smoko-leg",
            "broke; leg; weds",
            "relative-date",
        ),
        Q(
            "m",
            "What happened to smoko's leg, and is it healed?",
            "He broke it jumping off the back of the navara (a 900 vet bill); the cast came off in January 2025 and it has healed.",
            "smoko-leg smoko-heal",
            {"smoko-leg": "broke; leg", "smoko-heal": "healed"},
            "latest event-chain",
        ),
        Q("s", "What did smoko bite?", "a ram", "smoko-age", "ram"),
        Q(
            "s",
            "What is roimata's pet pig called, and what breed is she?",
            "pork bun, a berkshire",
            "pig",
            "pork bun; berkshire",
            "",
            True,
        ),
        Q(
            "s",
            "What did pork bun eat?",
            "manaia's jandals, off the deck",
            "pig-jandals",
            "jandals",
        ),
        Q(
            "t",
            "When did pork bun have her babies?",
            "2025-03-09",
            "pig-babies",
            "6 babies; sun",
            "relative-date",
        ),
        Q(
            "s",
            "What happened to roimata's chooks?",
            "She gave them to her mum.",
            "pig",
            "chooks; mum",
        ),
        Q(
            "s",
            "What went wrong with kahu's navara, and what did it cost?",
            "It blew a head gasket; 2200 to fix.",
            "gasket",
            "head gasket; 2200",
        ),
        Q(
            "t",
            "When did the navara blow a head gasket?",
            "2024-06-20",
            "gasket",
            "head gasket; thurs",
            "relative-date",
        ),
        Q(
            "s",
            "How much did aunty kiri win on a scratchie?",
            "500 (not 5 grand, as uncle rangi told kahu's dad)",
            "chain chain-fix",
            {"chain": "kiri; scratchie", "chain-fix": "500"},
            "latest third-person-fact",
        ),
        Q(
            "s",
            "Who first passed on the scratchie news to kahu's dad?",
            "uncle rangi",
            "chain",
            "rangi",
        ),
        Q(
            "m",
            "Is kahu still captain of the touch team at the marton club?",
            "No; the team folded when the club shut the tuesday comp, after winning the comp in September 2024.",
            "touch touch-win touch-folded",
            {"touch": "captain; touch", "touch-win": "won", "touch-folded": "folded"},
            "latest event-chain",
        ),
        Q(
            "s",
            "Who did kahu's touch team beat in the final, and what was the score?",
            "bulls, 7-5",
            "touch-win",
            "bulls; 7 5",
        ),
        Q(
            "t",
            "When did kahu's touch team win the final?",
            "2024-09-11",
            "touch-win",
            "final; weds",
            "relative-date",
        ),
        Q(
            "s",
            "What role does kahu have in the waka ama crew?",
            "steerer in ngaire's brother's crew",
            "waka",
            "waka ama; steerer",
        ),
        Q("s", "What was roimata's role at her mum's birthday do?", "She was the MC.", "mc", "mc"),
        Q("s", "Who cooked the hangi at the birthday do?", "aunty huia", "mc", "huia; hangi"),
        Q("t", "When was roimata's mum's birthday do?", "2024-05-03", "remind", "3rd may"),
        Q("s", "How old did roimata's mum turn in May 2024?", "60", "remind", "60"),
        Q(
            "o",
            "On which mountain is the turoa ski field, where manaia worked as a lift operator?",
            "Mount Ruapehu",
            "manaia-job",
            "turoa",
        ),
        Q(
            "o",
            "In which country are feilding and marton?",
            "New Zealand",
            "job ngaire",
            {"job": "feilding", "ngaire": "marton"},
        ),
        Q(
            "o",
            "In which ocean are the Cook Islands, where rarotonga is?",
            "the Pacific Ocean",
            "honeymoon",
            "rarotonga",
        ),
        Q(
            "s",
            "Is manaia tawhiri roimata's boyfriend or her cousin?",
            "her boyfriend; her cousin is a different manaia",
            "two-manaias",
            "manaia tawhiri; cousin",
            "fragment",
        ),
        Q(
            "s",
            "Who looked after smoko when he broke his leg?",
            "ngaire, at the vets",
            "smoko-vets",
            "ngaire fixed; vets",
            "pronoun",
        ),
    ],
)
CONVERSATIONS.append(KAHU_ROIMATA)

ZDRAVKO_LJERKA = Conv(
    "pair",
    "named_json",
    ["Zdravko", "Ljerka"],
    """
@ 2024-07-13
Ljerka: Zdravko! Are you still caulking boats at the Gradina yard in Vela Luka? {ask-job}
Zdravko: Still caulking at the Gradina yard in Vela Luka. Fourteen years in October, and this summer we've got three gajetas and a bracera in the shed. {job}
Ljerka: Three! And the family?
Zdravko: Dubravka has been deputy port captain in Vela Luka since May. Frane is twelve and wants to be a diver, Vedrana is nine and plays the tamburica, and Nikša is four and bites. {family}
Ljerka: Ha! Tell Nikša I said to stop.
Zdravko: How's the mill?
Ljerka: Still managing the olive mill in Jelsa. The new press came in March; it cost ninety thousand euros, and the owner still talks about it. {mill}
Zdravko: And Ivica?
Ljerka: Ivica still drives the ferry to Stari Grad. He thinks he'll get the new hydrofoil when it comes in the spring. {ivica-hedge}
Zdravko: Your Ivica or mine? My boss at the yard is an Ivica too.
Ljerka: My Ivica, Ivica Radić. Your boss is Ivica Bura, the one with the moustache. {two-ivicas}
Zdravko: Ha, yes. I've given up cigarettes, by the way. Six weeks now. {stopped}
Ljerka: Well done! How?
Zdravko: Dubravka hid my lighters, and I put the money in a jar for the klapa's trip to Omiš. I sing second tenor, and since June I'm president of the klapa, which means I carry the chairs. {president}
Ljerka: President! I've sold the motorboat, the Tramuntana. Four thousand five hundred euros to a diving school in Komiža. {sold-boat}
Zdravko: You loved that boat.
Ljerka: I loved it when it worked. Please remember my birthday is on the 9th of September; no forgetting this year. {remember}
Zdravko: The 9th of September, noted.
@ 2024-09-28
Zdravko: Happy belated birthday! Did you get the flowers?
Ljerka: I did, thank you. Forty-four, and Ivica took me to Hvar town for dinner. {bday}
Zdravko: Forty-four! How's the harvest looking?
Ljerka: It starts on the 14th of October, and I'm on the press from then till Christmas. Days only; I've told the owner I'm not doing nights any more. {harvest}
Zdravko: Good. We launched the first gajeta on the feast of St Roch. Her name is the Danica. {launched}
Ljerka: Lovely. And the klapa?
Zdravko: We sang at Omiš in July and came second of fourteen. {omis}
Ljerka: Brilliant.
Zdravko: Bad news, though: the bura took half the roof off the Gradina yard on Tuesday. {bura-roof}
Ljerka: Oh no! Was anyone hurt?
Zdravko: No, but the bracera got a soaking. Ivica Bura says the insurance will pay.
Ljerka: Mum says Aunt Vesna told her my cousin Jakov is opening a konoba in Komiža. {chain-konoba}
Zdravko: Jakov who sang with us at Omiš years ago?
Ljerka: No, that's Jakov's brother Ante. Jakov is the one who cooks. {jakov-correct}
Zdravko: I always get your cousins mixed up. Dubravka and I are buying the stone house in Blato, by the way. {house}
Ljerka: You are! How much?
Zdravko: We're still haggling. I'll tell you when it's signed.
@ 2024-12-14
Ljerka: Did the house in Blato go through?
Zdravko: Signed on the 2nd of December. A hundred and thirty-eight thousand euros, and the roof needs doing. {house-price}
Ljerka: Congratulations! When do you move?
Zdravko: In the spring, once the roof's done. My cousin Petar is doing it for fourteen thousand. {roof}
Ljerka: How's the harvest going? Ours is a record. And I'm off to Osijek from the 2nd till the 20th of January for a mill managers' course. {course}
Zdravko: Fancy. Is Ivica getting the hydrofoil?
Ljerka: Yes! They told him on Monday. He'll be captain of the new hydrofoil from March. {ivica-yes}
Zdravko: As he thought. And Jakov's konoba?
Ljerka: Not a konoba, it turns out, a bakery. Jakov opened it on the 1st of December in Komiža. {bakery}
Zdravko: Even better, bread.
Zdravko: Vedrana has started with a tamburica teacher in Blato, and Frane passed his first diving course on Sunday. {kids-news}
Ljerka: Well done, Frane!
Zdravko: I'm back on the cigarettes, I'm ashamed to say. The roof did it. {smoking-again}
Ljerka: Oh, Zdravko. Stop again in January.
@ 2025-02-22
Zdravko: How was Osijek?
Ljerka: Cold and long. Eighteen days of lectures about presses, and I passed. {osijek}
Zdravko: Congratulations!
Ljerka: And we've got a puppy, a Tornjak called Mrlja, eight weeks old. {mrlja}
Zdravko: A mountain dog on an island, perfect.
Ljerka: How's the roof?
Zdravko: Finished on Thursday. Petar did it in three weeks. We move on the 15th of March. {roof-done}
Ljerka: Good. Still on the cigarettes?
Zdravko: Off them again since New Year's Day, for good this time. {stopped-again}
Ljerka: Proud of you.
Zdravko: Dubravka's mum says Nikša will be a diver like Frane. He's five and still bites. I don't see it. {others}
Ljerka: Ha. Ivica starts on the hydrofoil on the 3rd of March. He's bought a captain's hat he doesn't need. {hydro-start}
Zdravko: Tell him congratulations. And the klapa has asked me to stay on as president for another year. {president-again}
@ 2025-05-10
Ljerka: How's the stone house?
Zdravko: We're in! We moved on the 15th of March, as planned. Three bedrooms, a carob tree and a cistern under the kitchen. {moved}
Ljerka: A cistern! Lovely.
Zdravko: Nikša fell into it on Sunday. He's fine. {fell}
Ljerka: Oh no!
Zdravko: It has a lid now.
Ljerka: Big news: Ivica and I are getting married on the 20th of September, at the church in Vrboska. {wedding}
Zdravko: Wonderful! Who are your witnesses?
Ljerka: Dubravka, if she'll do it, and Ivica's brother Marin. {witness}
Zdravko: She'll say yes.
Zdravko: My news: I've left the Gradina yard. Ivica Bura sold it to a charter company, so I've gone out on my own, caulking for private owners. {own}
Ljerka: On your own! How's it going?
Zdravko: Eleven boats booked till August. {eleven}
Ljerka: Good for you.
@ 2025-07-19
Zdravko: Only two months to the wedding!
Ljerka: Don't. We've booked the restaurant in Vrboska for ninety guests. {guests}
Ljerka: Ninety-six, sorry. Ivica's cousins. {guests-fix}
Zdravko: Ha. How's the mill?
Ljerka: Quiet till October. I've bought a little boat again, a pasara, for two thousand euros. {pasara}
Zdravko: Back on the water! What's she called?
Ljerka: Tramuntana Two, obviously. {tram2}
Zdravko: Ha. Frane dives with the school in Komiža now, the one that bought your old boat. {frane-dive}
Ljerka: Small islands.
Zdravko: And the klapa came first at Omiš last Saturday! First of sixteen. {omis-win}
Ljerka: First!
Zdravko: Dubravka has been made port captain in Vela Luka, from the 1st of July. {port-captain}
Ljerka: Tell her congratulations. And we've booked three weeks in Kotor from the 2nd of October for the honeymoon. {honeymoon}
""",
    [
        Q(
            "m",
            "What does Zdravko do for a living?",
            "He caulks wooden boats; for years at the Gradina yard in Vela Luka, and since spring 2025 on his own for private owners.",
            "job own",
            {"job": "caulking; gradina yard", "own": "caulking; private owners"},
            "latest event-chain",
            True,
        ),
        Q(
            "t",
            "Since when has Zdravko been caulking at the Gradina yard?",
            "2010-10",
            "job",
            "fourteen years; october",
            "human-date",
        ),
        Q(
            "s",
            "Why did Zdravko leave the Gradina yard?",
            "Ivica Bura sold it to a charter company.",
            "own",
            "sold; charter company",
        ),
        Q(
            "s",
            "How many boats did Zdravko have booked after going out on his own?",
            "eleven, till August",
            "eleven",
            "eleven boats; august",
        ),
        Q(
            "s",
            "What boats were in the Gradina yard's shed in summer 2024?",
            "three gajetas and a bracera",
            "job",
            "three gajetas; bracera",
        ),
        Q(
            "t",
            "When did Zdravko's yard launch its first gajeta?",
            "2024-08-16",
            "launched",
            "launched; feast; st roch",
            "human-date",
        ),
        Q(
            "s",
            "What was the first gajeta launched in 2024 called?",
            "the Danica",
            "launched",
            "danica",
        ),
        Q(
            "t",
            "When did the bura take half the roof off the Gradina yard?",
            "2024-09-24",
            "bura-roof",
            "roof; tuesday",
            "relative-date",
        ),
        Q(
            "m",
            "What is Dubravka's job?",
            "port captain in Vela Luka from 1 July 2025; deputy port captain before that",
            "family port-captain",
            {"family": "deputy port captain", "port-captain": "port captain"},
            "latest event-chain",
        ),
        Q(
            "t",
            "From when is Dubravka port captain in Vela Luka?",
            "2025-07-01",
            "port-captain",
            "port captain; 1st july",
        ),
        Q(
            "s",
            "How old were Zdravko's children in July 2024?",
            "Frane twelve, Vedrana nine, Nikša four",
            "family",
            "frane; vedrana; nikša",
        ),
        Q(
            "s",
            "What instrument does Vedrana play?",
            "the tamburica",
            "family",
            "tamburica",
            "",
            True,
        ),
        Q("s", "What does Frane want to be?", "a diver", "family", "diver"),
        Q(
            "t",
            "When did Frane pass his first diving course?",
            "2024-12-08",
            "kids-news",
            "diving course; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "Where does Frane dive now?",
            "with the diving school in Komiža, which bought Ljerka's old motorboat",
            "frane-dive",
            "school; komiža",
            "latest",
        ),
        Q(
            "t",
            "When did Nikša fall into the cistern?",
            "2025-05-04",
            "fell",
            "fell; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "What does Dubravka's mum say Nikša will be?",
            "a diver like Frane",
            "others",
            "diver; frane",
        ),
        Q(
            "m",
            "Has Zdravko given up cigarettes?",
            "Yes; he gave up in mid-2024, was back on them by December, and has been off them again since New Year's Day 2025.",
            "stopped smoking-again stopped-again",
            {
                "stopped": "given up cigarettes",
                "smoking-again": "back; cigarettes",
                "stopped-again": "new year's day",
            },
            "latest event-chain",
        ),
        Q(
            "t",
            "Since when has Zdravko been off cigarettes for good?",
            "2025-01-01",
            "stopped-again",
            "new year's day",
            "human-date",
        ),
        Q(
            "s",
            "What part does Zdravko sing in the klapa?",
            "second tenor",
            "president",
            "second tenor",
            "",
            True,
        ),
        Q(
            "m",
            "What role does Zdravko hold in the klapa?",
            "president, since June 2024, and asked to stay on another year",
            "president president-again",
            {"president": "president", "president-again": "president"},
            "latest",
        ),
        Q(
            "m",
            "How did Zdravko's klapa do at Omiš?",
            "second of fourteen in July 2024, and first of sixteen in July 2025",
            "omis omis-win",
            {"omis": "second; fourteen", "omis-win": "first; sixteen"},
            "latest event-chain",
        ),
        Q(
            "t",
            "When did Zdravko's klapa win at Omiš?",
            "2025-07-12",
            "omis-win",
            "omiš; last saturday",
            "relative-date",
        ),
        Q(
            "s",
            "What does Ljerka do?",
            "She manages the olive mill in Jelsa.",
            "mill",
            "olive mill; jelsa",
            "",
            True,
        ),
        Q(
            "s",
            "How much did the olive mill's new press cost?",
            "ninety thousand euros",
            "mill",
            "press; ninety thousand",
        ),
        Q(
            "t",
            "When did the 2024 olive harvest start at Ljerka's mill?",
            "2024-10-14",
            "harvest",
            "14th october",
        ),
        Q(
            "s",
            "Does Ljerka work nights at the mill during the harvest?",
            "No; she told the owner she isn't doing nights any more.",
            "harvest",
            "nights",
        ),
        Q(
            "t",
            "When did Ljerka's mill managers' course in Osijek end?",
            "2025-01-20",
            "course",
            "osijek; 20th january",
        ),
        Q(
            "m",
            "Did Ljerka pass her course in Osijek, and how long was it?",
            "Yes; eighteen days, from 2 to 20 January 2025.",
            "course osijek",
            {"course": "osijek", "osijek": "eighteen days; passed"},
            "event-chain",
        ),
        Q("t", "When is Ljerka's birthday?", "2024-09-09", "remember", "birthday; 9th september"),
        Q("s", "How old did Ljerka turn in 2024?", "forty-four", "bday", "forty four"),
        Q(
            "m",
            "What boat did Ljerka sell, and has she bought another?",
            "She sold the motorboat Tramuntana for 4,500 euros to a diving school in Komiža, and in 2025 bought a pasara, Tramuntana Two, for 2,000 euros.",
            "sold-boat pasara tram2",
            {
                "sold-boat": "tramuntana; four thousand",
                "pasara": "pasara; two thousand",
                "tram2": "tramuntana two",
            },
            "latest event-chain",
        ),
        Q(
            "s",
            "Who bought Ljerka's motorboat?",
            "a diving school in Komiža",
            "sold-boat",
            "diving school; komiža",
        ),
        Q(
            "m",
            "Did Ivica get the new hydrofoil, as he thought?",
            "Yes; he was told in December 2024 and started as its captain on 3 March 2025.",
            "ivica-hedge ivica-yes hydro-start",
            {"ivica-hedge": "hydrofoil", "ivica-yes": "captain", "hydro-start": "3rd march"},
            "event-chain",
        ),
        Q(
            "t",
            "When was Ivica told he would captain the new hydrofoil?",
            "2024-12-09",
            "ivica-yes",
            "told; monday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Ivica start on the hydrofoil?",
            "2025-03-03",
            "hydro-start",
            "hydrofoil; 3rd march",
        ),
        Q("s", "What is Ljerka's Ivica's surname?", "Radić", "two-ivicas", "radić"),
        Q(
            "s",
            "Who is Ivica Bura?",
            "Zdravko's boss at the Gradina yard, the one with the moustache",
            "two-ivicas",
            "bura; moustache",
        ),
        Q(
            "s",
            "What did Ljerka's cousin Jakov open, and where?",
            "a bakery in Komiža (not a konoba, as Aunt Vesna had said)",
            "chain-konoba bakery",
            {"chain-konoba": "jakov", "bakery": "bakery; komiža"},
            "latest third-person-fact",
        ),
        Q("t", "When did Jakov open his bakery?", "2024-12-01", "bakery", "bakery; 1st december"),
        Q(
            "s",
            "Which of Ljerka's cousins sang with Zdravko at Omiš years ago?",
            "Ante, Jakov's brother",
            "jakov-correct",
            "ante",
        ),
        Q(
            "s",
            "How much did Zdravko and Dubravka pay for the stone house in Blato?",
            "a hundred and thirty-eight thousand euros",
            "house house-price",
            {"house": "blato", "house-price": "thirty eight thousand"},
        ),
        Q(
            "t",
            "When was the house in Blato signed?",
            "2024-12-02",
            "house-price",
            "signed; 2nd december",
        ),
        Q(
            "s",
            "Who redid the roof of the house in Blato, and for how much?",
            "Zdravko's cousin Petar, for fourteen thousand",
            "roof",
            "petar; fourteen thousand",
        ),
        Q(
            "t",
            "When was the roof of the house in Blato finished?",
            "2025-02-20",
            "roof-done",
            "finished; thursday",
            "relative-date",
        ),
        Q(
            "m",
            "Did Zdravko's family move to Blato when planned?",
            "Yes; on 15 March 2025, as planned.",
            "roof-done moved",
            {"roof-done": "15th march", "moved": "15th march"},
            "event-chain",
        ),
        Q("s", "What is under the kitchen of the house in Blato?", "a cistern", "moved", "cistern"),
        Q(
            "s",
            "What kind of dog is Mrlja?",
            "a Tornjak puppy",
            "mrlja",
            "mrlja; tornjak",
            "",
            True,
        ),
        Q(
            "t",
            "When are Ljerka and Ivica getting married?",
            "2025-09-20",
            "wedding",
            "married; 20th september",
        ),
        Q(
            "s",
            "Where are Ljerka and Ivica getting married?",
            "at the church in Vrboska",
            "wedding",
            "church; vrboska",
        ),
        Q(
            "s",
            "Who are Ljerka and Ivica's witnesses?",
            "Dubravka and Ivica's brother Marin",
            "witness",
            "dubravka; marin",
        ),
        Q(
            "s",
            "How many guests are booked for Ljerka's wedding?",
            "ninety-six",
            "guests guests-fix",
            {"guests": "guests", "guests-fix": "ninety six"},
            "latest",
        ),
        Q(
            "t",
            "When does Ljerka's honeymoon start?",
            "2025-10-02",
            "honeymoon",
            "kotor; 2nd october",
        ),
        Q(
            "s",
            "Where are Ljerka and Ivica going on honeymoon, and for how long?",
            "three weeks in Kotor",
            "honeymoon",
            "three weeks; kotor",
        ),
        Q("o", "On which island is Vela Luka, where Zdravko works?", "Korčula", "job", "vela luka"),
        Q(
            "o",
            "On which island are Jelsa and Stari Grad?",
            "Hvar",
            "mill ivica-hedge",
            {"mill": "jelsa", "ivica-hedge": "stari grad"},
        ),
        Q(
            "o",
            "What kind of singing group is a klapa, like Zdravko's?",
            "an a cappella group from the Croatian coast",
            "president",
            "klapa",
        ),
        Q(
            "o",
            "In which country is Kotor, where Ljerka is going on honeymoon?",
            "Montenegro",
            "honeymoon",
            "kotor",
        ),
        Q(
            "s",
            "What does Ljerka's cousin Jakov do, by her account?",
            "He is the one who cooks (his brother Ante sang at Omiš).",
            "jakov-correct",
            "jakov; cooks",
            "fragment",
        ),
        Q(
            "s",
            "Was Nikša hurt when he fell into the cistern?",
            "No, he was fine; the cistern has a lid now.",
            "fell",
            "fell; fine",
            "pronoun",
        ),
    ],
)
CONVERSATIONS.append(ZDRAVKO_LJERKA)

EFISIO_BONARIA = Conv(
    "pair",
    "timestamped_lines",
    ["Efisio", "Bonaria"],
    """
@ 2024-02-10
Bonaria: Efisio! Are you still at the cooperative in Cabras? {ask-job}
Efisio: Still there, drying mullet roe for bottarga. Seven years in June. In the winter we scrub the drying racks and wait. {job}
Bonaria: Seven years! How's Tonina?
Efisio: Tonina has taken over her father's bakery in Riola, and Giommaria is eight and wants a set of bongos. {tonina}
Bonaria: Bongos! Poor neighbours.
Efisio: How's the nuraghe?
Bonaria: I'm still a custodian at the nuraghe near Abbasanta, Tuesday to Sunday. Four hundred visitors last Sunday, in the rain. {custodian}
Efisio: And the head custodian job?
Bonaria: Old Signora Pinna retires in May. I think I'll probably get it, but the cooperative decides. {hedge-head}
Efisio: You will. Still driving the Giulietta?
Bonaria: The red 1986 Giulietta, yes. The dynamo went last week, and the garage in Oristano wanted six hundred euros. {giulietta}
Efisio: Ouch. Our Ape is fine; it does forty on a good day. {ape}
Bonaria: Ha. Mum says Tzia Peppina told her your brother Gavino is emigrating to Venezuela. {chain}
Efisio: Venezuela? He hasn't told me. I'll ask him.
Bonaria: Please remember that my daughter Arianna's first dance show is on the 16th of March. {remember}
Efisio: The 16th of March. We'll bring Giommaria.
Bonaria: And I've stopped coaching the under-tens at the volleyball club. Too many Saturdays. {stopped-coach}
@ 2024-04-27
Efisio: About Gavino: not Venezuela, Canada, and not emigrating either, just a year on a wheat farm near Regina. {gavino-fix}
Bonaria: So Tzia Peppina got both wrong!
Efisio: Both. He goes on the 3rd of June. {gavino-goes}
Bonaria: Arianna danced beautifully; thank you for coming.
Efisio: Giommaria wants to dance now too. Did you get the head custodian job?
Bonaria: Not yet. Signora Pinna has decided to stay till September. {pinna-stays}
Efisio: Patience. Any other news?
Bonaria: I've sold the Giulietta! Three thousand nine hundred euros to a man in Sassari who restores them. {sold-giulietta}
Efisio: No! What are you driving now?
Bonaria: A green Suzuki Jimny, which Arianna calls the cucumber. {jimny}
Efisio: Our news: we're buying a house in San Vero Milis. I think we'll sign in the summer. {hedge-house}
Bonaria: San Vero! With a garden?
Efisio: A veranda and a pomegranate tree. The veranda roof leaks. {veranda}
Bonaria: Everything leaks.
Efisio: And I've been asked to be priore of the feast of San Salvatore this year, which means I organise the barefoot race. {priore}
Bonaria: That's an honour.
Efisio: That's a lot of barefoot men to feed.
@ 2024-07-06
Bonaria: How's the priore?
Efisio: Busy. Nine hundred runners have signed up for the barefoot race. {runners}
Efisio: Nine hundred and forty, sorry; the late ones came in this morning. {runners-fix}
Bonaria: Wow. When's the race exactly?
Efisio: The first Sunday in September, the 1st, at dawn. {race-date}
Bonaria: I'll come.
Efisio: Gavino's on the wheat farm near Regina now. He says the sky is too big.
Bonaria: Ha. We've got a new arrival! A little Giara horse called Pippia, three years old, for Arianna. {pony}
Efisio: Lucky Arianna. And the house in San Vero: we signed on Wednesday! {signed}
Bonaria: Congratulations! How much?
Efisio: A hundred and twelve thousand, and three thousand two hundred to fix the veranda roof. {price}
Bonaria: Worth it. I'm taking Arianna to Elba for three weeks from the 2nd of August. {elba}
Efisio: Lovely.
Bonaria: And I've gone back to coaching the under-tens at the volleyball club; they begged. {coach-again}
@ 2024-10-12
Efisio: How was Elba?
Bonaria: Only two weeks in the end; Arianna got a fever and we came home on the 16th. {elba-short}
Efisio: Poor girl.
Bonaria: And the head custodian job is mine! Signora Pinna left at the end of September, and I started on Tuesday. {head-custodian}
Efisio: As you thought!
Bonaria: As I thought. And no more Sundays; the head custodian works weekdays. {no-sundays}
Efisio: Good.
Bonaria: How did the barefoot race go?
Efisio: Well. A boy from Cabras won it in twenty-three minutes. {race}
Bonaria: Lovely.
Efisio: We moved into the house in San Vero on the 28th of September. The veranda is dry and the pomegranate tree is fine. {moved}
Bonaria: Wonderful.
Efisio: Bad news, though: the Ape was stolen from outside the cooperative on Monday. {ape-stolen}
Bonaria: No! Will you get it back?
Efisio: The insurance will pay eleven hundred euros. Tonina says good riddance. {insurance}
@ 2025-01-18
Bonaria: Did the Ape ever turn up?
Efisio: Never. I've bought a second-hand Piaggio Quargo instead, a little van, for five thousand euros. {quargo}
Bonaria: Moving up in the world.
Efisio: And I've started playing the launeddas again, after ten years. The band in Cabras needed someone. {launeddas-again}
Bonaria: Oh, I'd love to hear that.
Efisio: We play at the festa of Sant'Efisio in Cagliari on the 1st of May. {festa}
Bonaria: Your own saint! News here: Pippia has a foal on the way, due in April. {foal}
Efisio: A foal!
Bonaria: And I've been voted chair of the custodians' association for Sardinia. {chair}
Efisio: Chair! Congratulations.
Efisio: Tonina's bakery won a prize for its bread in Oristano on Thursday. {prize}
Bonaria: Congratulations to her.
Efisio: Gavino's coming back from Canada early, in March. He misses the sea, he says. {gavino-back}
@ 2025-04-05
Efisio: Has the foal come?
Bonaria: On Wednesday! A filly. Arianna has called her Chicca. {chicca}
Efisio: Lovely.
Bonaria: Is Gavino home?
Efisio: Since the 10th of March. He works with me at the cooperative now. {gavino-home}
Bonaria: Two of you drying roe!
Efisio: He's better at it than me.
Bonaria: How's the launeddas?
Efisio: I practise every night and Tonina hides in the bakery. And I'm priore again this year; nobody else would do it. {priore-again}
Bonaria: Ha! I've stopped coaching again; the chair job takes every Saturday. {stopped-again}
Efisio: You keep stopping and starting.
Bonaria: I know. And the Jimny has gone in for new brake discs, eight hundred euros. {brakes}
Efisio: Everything costs.
""",
    [
        Q(
            "s",
            "What does Efisio do for a living?",
            "He dries mullet roe for bottarga at the cooperative in Cabras.",
            "job",
            "mullet roe; bottarga",
            "",
            True,
        ),
        Q(
            "t",
            "Since when has Efisio worked at the cooperative in Cabras?",
            "2017-06",
            "job",
            "seven years; june",
            "human-date",
        ),
        Q(
            "s",
            "What does Efisio's cooperative do in winter?",
            "scrubs the drying racks and waits",
            "job",
            "drying racks",
        ),
        Q(
            "s",
            "What has Tonina taken over?",
            "her father's bakery in Riola",
            "tonina",
            "bakery; riola",
            "third-person-fact",
            True,
        ),
        Q(
            "t",
            "When did Tonina's bakery win a prize for its bread?",
            "2025-01-16",
            "prize",
            "prize; thursday",
            "relative-date",
        ),
        Q("s", "What did Giommaria want when he was eight?", "a set of bongos", "tonina", "bongos"),
        Q(
            "m",
            "What is Bonaria's job?",
            "head custodian at the nuraghe near Abbasanta since October 2024 (a custodian before that)",
            "custodian head-custodian",
            {"custodian": "custodian; abbasanta", "head-custodian": "head custodian"},
            "latest event-chain",
            True,
        ),
        Q(
            "m",
            "Did Bonaria get the head custodian job, as she thought?",
            "Yes, after a delay: Signora Pinna stayed till September, and Bonaria started on 8 October 2024.",
            "hedge-head pinna-stays head-custodian",
            {
                "hedge-head": "probably",
                "pinna-stays": "stay; september",
                "head-custodian": "head custodian job",
            },
            "event-chain",
        ),
        Q(
            "t",
            "When did Bonaria start as head custodian?",
            "2024-10-08",
            "head-custodian",
            "started; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "Does Bonaria still work Sundays at the nuraghe?",
            "No; the head custodian works weekdays.",
            "no-sundays",
            "sundays; weekdays",
            "latest",
        ),
        Q(
            "s",
            "How many visitors came to the nuraghe on a rainy Sunday in early 2024?",
            "four hundred",
            "custodian",
            "four hundred; visitors",
        ),
        Q(
            "s",
            "What role was Bonaria voted into in January 2025?",
            "chair of the custodians' association for Sardinia",
            "chair",
            "chair; custodians association",
        ),
        Q(
            "m",
            "Does Bonaria still coach the under-tens at the volleyball club?",
            "No; she stopped early in 2024, went back that summer, and stopped again in spring 2025 because the chair job takes every Saturday.",
            "stopped-coach coach-again stopped-again",
            {
                "stopped-coach": "stopped coaching",
                "coach-again": "back; coaching",
                "stopped-again": "stopped coaching",
            },
            "latest event-chain",
        ),
        Q(
            "m",
            "What car did Bonaria have in early 2024, and what does she drive now?",
            "a red 1986 Giulietta, sold for 3,900 euros to a man in Sassari; now a green Suzuki Jimny",
            "giulietta sold-giulietta jimny",
            {
                "giulietta": "giulietta",
                "sold-giulietta": "three thousand nine hundred",
                "jimny": "jimny",
            },
            "latest event-chain",
        ),
        Q(
            "s",
            "What did the garage in Oristano want for the Giulietta's dynamo?",
            "six hundred euros",
            "giulietta",
            "dynamo; six hundred",
        ),
        Q("s", "What does Arianna call the Jimny?", "the cucumber", "jimny", "cucumber"),
        Q(
            "s",
            "What work did the Jimny need in spring 2025, and at what cost?",
            "new brake discs, eight hundred euros",
            "brakes",
            "brake discs; eight hundred",
        ),
        Q(
            "t",
            "When was Arianna's first dance show?",
            "2024-03-16",
            "remember",
            "dance show; 16th march",
        ),
        Q(
            "s",
            "What pony did Bonaria get for Arianna?",
            "a little Giara horse called Pippia, three years old",
            "pony",
            "giara horse; pippia",
            "",
            True,
        ),
        Q(
            "t",
            "When was Pippia's foal born?",
            "2025-04-02",
            "chicca",
            "wednesday",
            "relative-date",
        ),
        Q(
            "m",
            "Was Pippia's foal a colt or a filly, and what is she called?",
            "a filly, Chicca",
            "foal chicca",
            {"foal": "foal", "chicca": "filly; chicca"},
        ),
        Q(
            "s",
            "Where is Gavino going in June 2024, according to Efisio?",
            "a year on a wheat farm near Regina, in Canada (not emigrating to Venezuela)",
            "chain gavino-fix",
            {"chain": "gavino", "gavino-fix": "wheat farm; regina"},
            "latest third-person-fact",
        ),
        Q(
            "s",
            "Who told Bonaria's mum that Gavino was emigrating?",
            "Tzia Peppina",
            "chain",
            "tzia peppina",
        ),
        Q("t", "When did Gavino leave for Canada?", "2024-06-03", "gavino-goes", "3rd june"),
        Q(
            "m",
            "Did Gavino stay a year in Canada?",
            "No; he came back early, on 10 March 2025, and works with Efisio at the cooperative.",
            "gavino-fix gavino-back gavino-home",
            {"gavino-fix": "year", "gavino-back": "early; march", "gavino-home": "10th march"},
            "latest event-chain",
        ),
        Q(
            "t",
            "Since when has Gavino been home from Canada?",
            "2025-03-10",
            "gavino-home",
            "10th march",
        ),
        Q(
            "m",
            "Where do Efisio and Tonina live now?",
            "in a house in San Vero Milis, bought in July 2024 and moved into on 28 September 2024",
            "hedge-house signed moved",
            {"hedge-house": "san vero milis", "signed": "signed", "moved": "moved; 28th september"},
            "latest event-chain",
        ),
        Q(
            "t",
            "When did Efisio sign for the house in San Vero?",
            "2024-07-03",
            "signed",
            "signed; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "How much did Efisio's house in San Vero cost, with the repair?",
            "a hundred and twelve thousand, plus three thousand two hundred for the veranda roof",
            "price",
            "twelve thousand; three thousand two hundred",
        ),
        Q(
            "t",
            "When did Efisio move into the house in San Vero?",
            "2024-09-28",
            "moved",
            "moved; 28th september",
        ),
        Q(
            "s",
            "What tree is at Efisio's house in San Vero?",
            "a pomegranate tree",
            "veranda",
            "pomegranate tree",
        ),
        Q(
            "m",
            "What role does Efisio hold at the feast of San Salvatore?",
            "priore, in 2024 and again in 2025, which means organising the barefoot race",
            "priore priore-again",
            {"priore": "priore; barefoot race", "priore-again": "priore again"},
            "latest",
        ),
        Q(
            "s",
            "How many runners signed up for the 2024 barefoot race?",
            "nine hundred and forty",
            "runners runners-fix",
            {"runners": "barefoot race", "runners-fix": "nine hundred forty"},
            "latest",
        ),
        Q(
            "t",
            "When was the 2024 barefoot race?",
            "2024-09-01",
            "race-date",
            "first sunday; september",
            "human-date",
        ),
        Q(
            "s",
            "Who won the 2024 barefoot race, and in what time?",
            "a boy from Cabras, in twenty-three minutes",
            "race",
            "boy; cabras; twenty three minutes",
        ),
        Q(
            "t",
            "When was Efisio's Ape stolen?",
            "2024-10-07",
            "ape-stolen",
            "stolen; monday",
            "relative-date",
        ),
        Q(
            "s",
            "How much will the insurance pay for the stolen Ape?",
            "eleven hundred euros",
            "insurance",
            "eleven hundred",
        ),
        Q(
            "m",
            "What does Efisio drive now that the Ape is gone?",
            "a second-hand Piaggio Quargo van, bought for five thousand euros",
            "ape-stolen quargo",
            {"ape-stolen": "ape; stolen", "quargo": "quargo; five thousand"},
            "latest event-chain",
        ),
        Q(
            "s",
            "What instrument has Efisio started playing again?",
            "the launeddas, after ten years, with the band in Cabras",
            "launeddas-again",
            "launeddas; ten years",
            "",
            True,
        ),
        Q(
            "t",
            "When does Efisio's band play at the festa of Sant'Efisio in Cagliari?",
            "2025-05-01",
            "festa",
            "sant'efisio; 1st may",
        ),
        Q(
            "m",
            "How long was Bonaria's trip to Elba?",
            "two weeks instead of three; Arianna got a fever",
            "elba elba-short",
            {"elba": "three weeks", "elba-short": "two weeks; fever"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Bonaria and Arianna come home from Elba?",
            "2024-08-16",
            "elba-short",
            "home; 16th",
        ),
        Q(
            "o",
            "On which Italian island are Cabras, Oristano and Abbasanta?",
            "Sardinia",
            "ask-job",
            "cabras",
        ),
        Q(
            "o",
            "What is bottarga, which Efisio's cooperative makes?",
            "salted, cured fish roe (here mullet roe)",
            "job",
            "bottarga",
        ),
        Q(
            "o",
            "In which Canadian province is Regina, where Gavino worked on a wheat farm?",
            "Saskatchewan",
            "gavino-fix",
            "regina",
        ),
        Q(
            "o",
            "What kind of instrument are the launeddas that Efisio plays?",
            "a Sardinian triple-pipe reed (woodwind) instrument",
            "launeddas-again",
            "launeddas",
        ),
        Q(
            "s",
            "What colour and year was Bonaria's Giulietta?",
            "red, 1986",
            "giulietta",
            "red; 1986",
            "fragment",
        ),
        Q(
            "s",
            "What colour is Bonaria's Suzuki Jimny?",
            "green",
            "jimny",
            "green; jimny",
            "fragment",
        ),
        Q("t", "When did Bonaria's Elba trip start?", "2024-08-02", "elba", "elba; 2nd august"),
    ],
)
CONVERSATIONS.append(EFISIO_BONARIA)

HILDRUN = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-03-09
User: Hello, I'm Hildrun. Could you help me write a short speech for my brother Aldric's fiftieth on the 23rd of March? {hi}
Assistant: Of course, Hildrun! Tell me a little about him.
User: He restores barrel organs in Veurne and has three grown-up sons. He once drove a barrel organ to Lille in a borrowed milk float. {aldric}
Assistant: That's a good start. Any funny stories from when you were small?
User: He took our grandmother's cuckoo clock apart and couldn't put it back together. Which is funny, because I'm the one who restores clocks now. I have a workshop in Poperinge, twelve years this June. {job}
Assistant: That's a lovely story to open with. How long should the speech be?
User: Three minutes. And please remember I'm allergic to nigella seeds, in case I ask you about the cake later. {allergy}
Assistant: Noted: no nigella seeds. Here's a three-minute draft that opens with the cuckoo clock and ends with a toast to Aldric.
User: Perfect. My husband Brecht says it's too soppy. {brecht}
Assistant: Would Brecht like to add a line of his own?
User: He's out in the hop gardens all day; he grows hops for the brewery in Watou. He can add his own line. {hops}
Assistant: Fair enough. Good luck with the speech, and happy birthday to Aldric!
@ 2024-05-18
User: Hi again. I need help writing to the council about the bin pickup on our street. {bins}
Assistant: Happy to help, Hildrun. What's the problem?
User: They've missed Kasteelstraat three weeks running. We're at number 14. {address}
Assistant: Here's a short, polite letter giving the street, the house number and the three missed weeks. How's the clock workshop, by the way?
User: Busy. I've just finished the big clock for the church in Proven; it took from January till the end of April. {proven}
Assistant: Impressive. Did Brecht's brewery in Watou like last year's batch?
User: He doesn't brew. He's a hop farmer, and the brewery in Watou buys his hops. {correct-brecht}
Assistant: Sorry, my mistake: Brecht grows the hops and the brewery in Watou buys them.
User: No problem. Also, I've been made deputy carillonneur at the town hall tower in Poperinge. I play on Sundays at eleven. {carillon}
Assistant: Congratulations! That's quite a role.
User: Thanks. Can you make the letter a little firmer?
Assistant: Here's a firmer version that asks for a reply within ten working days.
@ 2024-08-24
User: Hello. I need ideas for Jorre's eighth birthday party on the 7th of September. {party}
Assistant: What fun! How many children, and where?
User: Twelve, in the garden. Keep it cheap; we've just spent two thousand four hundred euros on a new roof for the workshop. {roof}
Assistant: Then a garden trail, a cake and some races would do nicely. Shall I plan it by the hour?
User: Yes please. And nothing with nigella seeds, remember.
Assistant: Of course: no cumin seeds in anything.
User: Nigella seeds, not cumin seeds. Cumin seeds are fine. {correct-seeds}
Assistant: Sorry: no nigella seeds. Here's the plan, from arrival at two to cake at four.
User: Lovely. Brecht starts the hop harvest on Monday, so he'll be no help. It runs till the middle of September. {harvest}
Assistant: Then the plan keeps it to one adult. Anything else?
User: Our dog Tuur will want the cake. He's a Bouvier, nine years old. {tuur}
Assistant: Keep the cake up high, then!
@ 2024-11-16
User: Hi. Could you help me draft an advert for the workshop? I'm taking on a junior restorer. {junior}
Assistant: Of course. What should it say?
User: Clock restoration in Poperinge, three days a week from January. I don't take private commissions any more, only churches and town halls, so say that. {no-private}
Assistant: Here's a draft: "Junior clock restorer wanted, Poperinge, three days a week from January; church and civic clocks."
User: Good. Also, we sold the old Tatra van on Tuesday for nine hundred euros and bought an electric MG4. {sold-van}
Assistant: A good swap. The advert could mention that the workshop is in the town centre.
User: Fine. And I've stopped playing the carillon on Sundays for now; my wrist needs a rest. The head carillonneur is covering. {carillon-stop}
Assistant: Sorry to hear that. I hope the wrist mends soon.
User: Thanks. Can you shorten the advert to fifty words?
Assistant: Here it is in forty-eight words.
@ 2025-02-08
User: Hello! I need a thank-you note for my junior restorer after her first month. Her name is Lotje. {lotje}
Assistant: Lovely. You've been restoring clocks for ten years, haven't you? I can mention that.
User: Twelve last June, so thirteen this June, in the same workshop in Poperinge. {job-again}
Assistant: Thank you; here's a warm note that says so.
User: Good. Also, I'm back at the carillon from March; the wrist is better. {carillon-back}
Assistant: Great news.
User: And Tuur turned ten on Wednesday, so Jorre wants a dog of his own. {tuur-ten}
Assistant: Ha! Maybe a puppy that Tuur can teach.
User: Aldric is moving to Nieuwpoort in April, to be near the sea. He's giving me his old cuckoo clock, the one he broke. {aldric-move}
Assistant: That sounds lovely. Anything else for the note?
User: Say that she fixed the chime on the clock from Proven.
Assistant: Done: the note now thanks Lotje for the chime on the Proven clock.
""",
    [
        Q(
            "s",
            "What does Hildrun do for a living?",
            "She restores clocks in her workshop in Poperinge.",
            "job",
            "restores clocks; poperinge",
            "",
            True,
        ),
        Q(
            "t",
            "Since when has Hildrun had her clock workshop?",
            "2012-06",
            "job",
            "twelve years; june",
            "human-date",
        ),
        Q(
            "m",
            "How long has Hildrun been restoring clocks, by February 2025?",
            "twelve years in June 2024, thirteen in June 2025 (not ten, as the assistant guessed)",
            "job job-again",
            {"job": "twelve years", "job-again": "twelve; thirteen"},
            "latest",
        ),
        Q(
            "s",
            "What is Hildrun allergic to?",
            "nigella seeds",
            "allergy correct-seeds",
            {"allergy": "nigella seeds", "correct-seeds": "nigella seeds"},
            "",
            True,
        ),
        Q(
            "s",
            "What am I allergic to?",
            "nigella seeds (cumin seeds are fine)",
            "allergy",
            "allergic; nigella seeds",
            "first-person-question",
        ),
        Q(
            "s",
            "Who is Aldric?",
            "Hildrun's brother, who restores barrel organs in Veurne",
            "hi aldric",
            {"hi": "brother aldric", "aldric": "barrel organs; veurne"},
            "third-person-fact",
        ),
        Q("t", "When was Aldric's fiftieth birthday?", "2024-03-23", "hi", "fiftieth; 23rd march"),
        Q(
            "s",
            "How many children does Aldric have?",
            "three grown-up sons",
            "aldric",
            "three; sons",
        ),
        Q(
            "s",
            "Where did Aldric once drive a barrel organ?",
            "to Lille, in a borrowed milk float",
            "aldric",
            "lille; milk float",
        ),
        Q(
            "s",
            "What did Aldric break when he and Hildrun were small?",
            "their grandmother's cuckoo clock",
            "job",
            "cuckoo clock",
        ),
        Q(
            "s",
            "Where is Aldric moving, and when?",
            "to Nieuwpoort, in April 2025",
            "aldric-move",
            "nieuwpoort; april",
            "latest",
        ),
        Q(
            "s",
            "What is Aldric giving Hildrun?",
            "his old cuckoo clock, the one he broke",
            "aldric-move",
            "cuckoo clock",
        ),
        Q(
            "m",
            "What does Hildrun's husband do?",
            "Brecht is a hop farmer; the brewery in Watou buys his hops (he doesn't brew).",
            "brecht hops correct-brecht",
            {"brecht": "husband brecht", "hops": "hops; watou", "correct-brecht": "hop farmer"},
            "",
            True,
        ),
        Q(
            "t",
            "When did Brecht start the 2024 hop harvest?",
            "2024-08-26",
            "harvest",
            "hop harvest; monday",
            "relative-date",
        ),
        Q(
            "s",
            "How long does the hop harvest run?",
            "till the middle of September",
            "harvest",
            "middle; september",
        ),
        Q(
            "s",
            "What is Hildrun's address?",
            "number 14, Kasteelstraat",
            "address",
            "kasteelstraat; 14",
            "",
            True,
        ),
        Q(
            "s",
            "What was Hildrun's complaint to the council?",
            "The bins on Kasteelstraat had been missed three weeks running.",
            "bins address",
            {"bins": "bin pickup", "address": "three weeks"},
        ),
        Q(
            "s",
            "What clock did Hildrun finish in spring 2024, and how long did it take?",
            "the big clock for the church in Proven, from January till the end of April",
            "proven",
            "clock; proven; january; april",
        ),
        Q(
            "m",
            "Does Hildrun play the carillon on Sundays?",
            "Yes again: she became deputy carillonneur in 2024, stopped in November 2024 to rest her wrist, and is back from March 2025.",
            "carillon carillon-stop carillon-back",
            {
                "carillon": "deputy carillonneur",
                "carillon-stop": "stopped",
                "carillon-back": "back; march",
            },
            "latest event-chain",
        ),
        Q(
            "s",
            "What role does Hildrun hold at the town hall tower in Poperinge?",
            "deputy carillonneur",
            "carillon",
            "deputy carillonneur",
            "",
            True,
        ),
        Q(
            "s",
            "When does Hildrun play the carillon?",
            "on Sundays at eleven",
            "carillon",
            "sundays; eleven",
        ),
        Q(
            "s",
            "Who covered the carillon while Hildrun's wrist rested?",
            "the head carillonneur",
            "carillon-stop",
            "head carillonneur",
        ),
        Q(
            "t",
            "When is Jorre's eighth birthday party?",
            "2024-09-07",
            "party",
            "eighth birthday; 7th september",
        ),
        Q(
            "s",
            "How many children were coming to Jorre's party?",
            "twelve, in the garden",
            "party roof",
            {"party": "jorre", "roof": "twelve; garden"},
        ),
        Q(
            "s",
            "What did Hildrun spend two thousand four hundred euros on?",
            "a new roof for the workshop",
            "roof",
            "roof; workshop",
        ),
        Q("s", "What kind of dog is Tuur?", "a Bouvier", "tuur", "tuur; bouvier", "", True),
        Q(
            "t",
            "When did Tuur turn ten?",
            "2025-02-05",
            "tuur-ten",
            "ten; wednesday",
            "relative-date",
        ),
        Q(
            "m",
            "How old is Tuur?",
            "ten; he was nine in August 2024 and turned ten on 5 February 2025",
            "tuur tuur-ten",
            {"tuur": "nine", "tuur-ten": "ten"},
            "latest",
        ),
        Q(
            "s",
            "What does Jorre want now that Tuur is ten?",
            "a dog of his own",
            "tuur-ten",
            "dog; own",
        ),
        Q(
            "s",
            "What kind of work does Hildrun no longer take?",
            "private commissions; she only does churches and town halls",
            "no-private",
            "private commissions",
        ),
        Q(
            "s",
            "Who did Hildrun take on in her workshop?",
            "a junior restorer, Lotje, three days a week from January 2025",
            "junior lotje",
            {"junior": "junior restorer", "lotje": "lotje"},
        ),
        Q("s", "What did Lotje fix?", "the chime on the clock from Proven", "lotje", "lotje"),
        Q(
            "t",
            "When did Hildrun sell the old Tatra van?",
            "2024-11-12",
            "sold-van",
            "tatra; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "What car does Hildrun drive now, and what did she get for the old one?",
            "an electric MG4; the old Tatra van went for nine hundred euros",
            "sold-van",
            "mg4; nine hundred",
            "latest",
        ),
        Q(
            "s",
            "What did I sell in November 2024, and for how much?",
            "your old Tatra van, for nine hundred euros",
            "sold-van",
            "tatra van; nine hundred",
            "first-person-question",
        ),
        Q(
            "s",
            "Where is my workshop, and what does it restore?",
            "in Poperinge; clocks",
            "job",
            "restores clocks; poperinge",
            "first-person-question",
        ),
        Q(
            "o",
            "What kind of instrument is a carillon, which Hildrun plays?",
            "a set of tuned bells in a tower, played from a keyboard",
            "carillon-stop",
            "carillon",
        ),
        Q(
            "o",
            "In which country are Poperinge and Veurne?",
            "Belgium (West Flanders)",
            "job aldric",
            {"job": "poperinge", "aldric": "veurne"},
        ),
        Q(
            "o",
            "What is the hop-growing region around Poperinge best known for making with its hops?",
            "beer",
            "hops",
            "hops",
        ),
        Q(
            "o",
            "On which sea is Nieuwpoort, where Aldric is moving?",
            "the North Sea",
            "aldric-move",
            "nieuwpoort",
        ),
    ],
    user_label="Hildrun",
)
CONVERSATIONS.append(HILDRUN)

KJELD = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-12-14
User: hi. kjeld. need a christmas dinner plan for 9 ppl {hi}
Assistant: Hello, Kjeld! Who's coming?
User: me, wife gudny, our 2 girls (6 n 9), her parents, my bro sune n his 2 lads {family}
Assistant: Lovely. Does anyone have dietary needs?
User: gudnys off pork since the summer. rest eat anything {pork}
Assistant: Then roast venison as the main, with red cabbage and potatoes, and a cherry soup for afters.
User: ok. im chief mechanic on the marstal ferry so im on shift till 2 on the 24th {job}
Assistant: Then do most of the prep on the 23rd, and the venison can go in at three.
User: good. also we got 40 cherry trees on the land behind the house {trees}
User: 34 actually. 6 came down in the big blow in oct {trees-fix}
Assistant: Sorry about the trees. Maybe a jar of your own cherry jam on the table?
User: ha sure. thx
Assistant: Here's the full timetable for the 23rd and 24th.
@ 2025-03-22
User: need help writin to the port office about my berth fee {berth}
Assistant: Of course, Kjeld. What's the berth for?
User: my boat. 1962 wooden snekke, called havfrue {boat}
Assistant: Lovely. What's the fee now?
User: 4100 kr a yr now, was 2800 {fee}
Assistant: Here's a short letter asking the port office to explain the rise from 2800 to 4100 kr.
User: also im chairman of the harbour festival committee now. voted in weds {chair}
Assistant: Congratulations! Is Gudny on the ferry with you, by the way?
User: no gudnys a teacher at the school in ærøskøbing, not on the ferry {correct-gudny}
Assistant: Sorry, my mistake: Gudny teaches at the school in Ærøskøbing.
User: np. and im not on the night ferry any more. days only from april {nights-off}
Assistant: That will be easier on the family. Shall I add a line about your long use of the berth?
User: ya. 11 yrs in that berth {berth-years}
@ 2025-06-07
User: need a speech for the harbour festival. im openin it {speech}
Assistant: Happy to help. When is it?
User: 2 wks from today. sat the 21st {festival}
Assistant: Great. Anything personal to put in?
User: girls r 7 n 10 now. vigdis won the sculling race in marstal last sun {vigdis}
Assistant: Congratulations to Vigdis! Is she your 7-year-old?
User: no vigdis is the 10 yr old. the 7 yr old is ida {correct-girls}
Assistant: Sorry: Vigdis is ten and Ida is seven.
User: also sold the old peugeot 405 for 6000 kr. got an electric engine for havfrue w the money {sold-car}
Assistant: A fine trade. Here's a two-minute speech that opens with Vigdis's race and ends by opening the festival.
User: gd. thx
@ 2025-09-13
User: help me plan 3 wks on gotland w the girls from the 2nd of oct {gotland}
Assistant: Lovely. Is Gudny coming?
User: no gudnys stayin home. shes head of the lower school now since aug {gudny-head}
Assistant: Congratulations to her. Where will you stay?
User: a cabin near visby. the festival made 58000 kr for the harbour bath btw {festival-money}
Assistant: That's a great result. Who's looking after the cherry trees while you're away?
User: sune. he moved to svendborg in aug but hes comin over for the 3 wks {sune}
Assistant: Good. Anything else to plan around?
User: the dog. got a broholmer pup, bolsje, 8 wks, comin w us {dog}
Assistant: Broholmers grow big! Here's a three-week plan with dog-friendly days out from Visby.
""",
    [
        Q(
            "s",
            "What does kjeld do for a living?",
            "He is chief mechanic on the marstal ferry.",
            "job",
            "chief mechanic; marstal ferry",
            "",
            True,
        ),
        Q(
            "s",
            "Where do I work?",
            "on the marstal ferry, as chief mechanic",
            "job",
            "chief mechanic; marstal ferry",
            "first-person-question",
        ),
        Q(
            "s",
            "Does kjeld still work on the night ferry?",
            "No; days only from April 2025.",
            "nights-off",
            "night ferry; days only",
            "latest",
        ),
        Q(
            "t",
            "From when has kjeld worked days only?",
            "2025-04",
            "nights-off",
            "days only; april",
        ),
        Q(
            "s",
            "Who is gudny?",
            "kjeld's wife, a teacher at the school in ærøskøbing",
            "family correct-gudny",
            {"family": "wife gudny", "correct-gudny": "teacher; ærøskøbing"},
            "",
            True,
        ),
        Q(
            "s",
            "Does gudny work on the ferry?",
            "No; she teaches at the school in ærøskøbing.",
            "correct-gudny",
            "teacher; ærøskøbing|ferry",
        ),
        Q(
            "m",
            "What is gudny's job now?",
            "head of the lower school at the school in ærøskøbing, since August 2025",
            "correct-gudny gudny-head",
            {"correct-gudny": "teacher", "gudny-head": "head; lower school"},
            "latest event-chain",
        ),
        Q(
            "t",
            "Since when has gudny been head of the lower school?",
            "2025-08",
            "gudny-head",
            "head; lower school; aug",
        ),
        Q("s", "What does gudny not eat?", "pork, since the summer of 2024", "pork", "pork"),
        Q(
            "s",
            "How many people were at kjeld's christmas dinner, and who?",
            "nine: kjeld, gudny, their two girls, her parents, and his brother sune with his two lads",
            "hi family",
            {"hi": "9", "family": "gudny; sune"},
        ),
        Q(
            "s",
            "What are kjeld's daughters called?",
            "vigdis (the older) and ida (the younger)",
            "correct-girls",
            "vigdis; ida",
            "",
            True,
        ),
        Q(
            "m",
            "How old are kjeld's daughters?",
            "ten (vigdis) and seven (ida) in June 2025; they were nine and six in December 2024",
            "family vigdis correct-girls",
            {"family": "6 n 9", "vigdis": "7 n 10", "correct-girls": "10 yr old; 7 yr old"},
            "latest",
        ),
        Q(
            "t",
            "When did vigdis win the sculling race in marstal?",
            "2025-06-01",
            "vigdis",
            "sculling race; last sun",
            "relative-date",
        ),
        Q(
            "m",
            "How many cherry trees does kjeld have?",
            "34; he first said 40, but 6 came down in the big blow in October 2024",
            "trees trees-fix",
            {"trees": "cherry trees", "trees-fix": "34"},
            "latest",
        ),
        Q("t", "When did kjeld lose six cherry trees?", "2024-10", "trees-fix", "big blow; oct"),
        Q(
            "s",
            "What is kjeld's boat?",
            "a 1962 wooden snekke called havfrue",
            "boat",
            "snekke; havfrue; 1962",
            "",
            True,
        ),
        Q(
            "s",
            "What is kjeld's berth fee now, and what was it?",
            "4100 kr a year, up from 2800",
            "fee",
            "4100; 2800",
        ),
        Q("s", "How long has kjeld had his berth?", "11 years", "berth-years", "11 yrs"),
        Q(
            "s",
            "What role does kjeld hold for the harbour festival?",
            "chairman of the harbour festival committee",
            "chair",
            "chairman; harbour festival committee",
            "",
            True,
        ),
        Q(
            "t",
            "When was kjeld voted chairman of the harbour festival committee?",
            "2025-03-19",
            "chair",
            "voted; weds",
            "relative-date",
        ),
        Q(
            "t",
            "When was the harbour festival that kjeld opened?",
            "2025-06-21",
            "festival",
            "sat; 21st",
        ),
        Q(
            "s",
            "How much did the harbour festival raise, and for what?",
            "58000 kr, for the harbour bath",
            "festival-money",
            "58000; harbour bath",
        ),
        Q(
            "m",
            "What had kjeld sold by June 2025, and what did he buy with the money?",
            "the old peugeot 405, for 6000 kr; an electric engine for havfrue",
            "sold-car boat",
            {"sold-car": "peugeot 405; electric engine", "boat": "havfrue"},
            "event-chain",
        ),
        Q("s", "How much did kjeld get for his peugeot 405?", "6000 kr", "sold-car", "6000"),
        Q(
            "t",
            "When does kjeld's trip to gotland start?",
            "2025-10-02",
            "gotland",
            "gotland; 2nd oct",
        ),
        Q(
            "s",
            "How long is kjeld's trip to gotland, and who is going?",
            "three weeks, with his girls and the dog; gudny stays home",
            "gotland gudny-head",
            {"gotland": "3 wks; girls", "gudny-head": "stayin home"},
        ),
        Q(
            "s",
            "Where is kjeld staying on gotland?",
            "a cabin near visby",
            "festival-money",
            "cabin; visby",
        ),
        Q(
            "m",
            "Where does kjeld's brother sune live now?",
            "in svendborg, since August 2025",
            "family sune",
            {"family": "bro sune", "sune": "svendborg"},
            "latest",
        ),
        Q(
            "s",
            "Who is looking after the cherry trees while kjeld is on gotland?",
            "his brother sune",
            "sune",
            "sune",
        ),
        Q(
            "s",
            "What kind of dog did kjeld get, and what is it called?",
            "a broholmer pup called bolsje",
            "dog",
            "broholmer; bolsje",
            "",
            True,
        ),
        Q("s", "How old was bolsje when kjeld mentioned the pup?", "8 weeks", "dog", "8 wks"),
        Q(
            "o",
            "On which Danish island are marstal and ærøskøbing?",
            "Ærø",
            "job correct-gudny",
            {"job": "marstal", "correct-gudny": "ærøskøbing"},
        ),
        Q(
            "o",
            "In which country is gotland, where kjeld is taking the girls?",
            "Sweden",
            "gotland",
            "gotland",
        ),
        Q(
            "o",
            "What is the main town of gotland, near where kjeld is staying?",
            "Visby",
            "festival-money",
            "visby",
        ),
        Q(
            "o",
            "What is the currency kjeld pays his berth fee in?",
            "the Danish krone",
            "fee",
            "kr",
        ),
    ],
    user_label="Kjeld",
)
CONVERSATIONS.append(KJELD)

# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-02-15 is a Thursday, 2024-05-25 a Saturday, 2024-09-16 a Monday, 2025-01-14 a
# Tuesday, 2025-04-24 a Thursday and 2025-08-16 a Saturday. A weekday named for a past event
# is the one before the date; for a plan, the one after.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-02-15", "2024-05-25", "2024-09-16"
D_, E_, F_ = "2025-01-14", "2025-04-24", "2025-08-16"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Ülle",
        "On Monday I repaired the weather vane on the church in Orissaare on my own for the first time.",
        [
            M(
                "Ülle repaired the weather vane on the church in Orissaare on her own for the first time on 2024-02-12.",
                R,
                "ülle; weather vane; orissaare; 2024-02-12",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "siim",
        "sold the ice yacht weds, 450 quid",
        [
            M(
                "siim sold the ice yacht on 2024-05-22 for 450 quid.",
                R,
                "siim; ice yacht; 2024-05-22",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Helve",
        "Our peahen Pärl hatched five peachicks on Saturday, under the woodpile.",
        [
            M(
                "Helve's peahen Pärl hatched five peachicks on 2024-09-14.",
                R,
                "helve|pärl; peachicks; 2024-09-14",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "By the way, I passed my tanker driving test on Friday, so I can finally do the fuel run to the harbour.",
        [
            M(
                "The user passed a tanker driving test on 2025-01-10.",
                R,
                "tanker driving test; 2025-01-10",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "got my skippers ticket mon",
        [M("The user got a skippers ticket on 2025-04-21.", R, "skippers ticket; 2025-04-21")],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Ülle",
        "We sold the summer house on Muhu on Tuesday, after nine years of leaking roofs.",
        [
            M(
                "Ülle sold the summer house on Muhu on 2025-08-12.",
                R,
                "ülle; summer house; muhu; 2025-08-12",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        E_,
        "siim",
        "quit the sea rescue crew sun after 6 yrs",
        [
            M(
                "siim quit the sea rescue crew on 2025-04-20 after 6 yrs.",
                R,
                "siim; sea rescue; 2025-04-20",
            )
        ],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        A_,
        "Ülle",
        "I've been the keeper of the bird tower at Angla for eleven years, and I count the cranes every spring.",
        [
            M(
                "Ülle has been the keeper of the bird tower at Angla for eleven years.",
                D,
                "ülle; bird tower; angla",
            )
        ],
    ),
    S(
        "durable-fact",
        TL,
        B_,
        "siim",
        "im a saw doctor at the sawyard in kärdla, 4 yrs now",
        [M("siim is a saw doctor at the sawyard in kärdla.", D, "siim; saw doctor; kärdla")],
    ),
    S(
        "durable-fact",
        NJ,
        C_,
        "Helve",
        "My husband Endel and I run the little ferry café at Sõru harbour.",
        [
            M(
                "Helve and her husband Endel run the ferry café at Sõru harbour.",
                D,
                "helve|endel; ferry café; sõru",
            )
        ],
    ),
    S(
        "durable-fact",
        UA,
        D_,
        "User",
        "I'm the treasurer of the village choir in Paide, so I handle the money for the trip.",
        [
            M(
                "The user is the treasurer of the village choir in Paide.",
                D,
                "treasurer; village choir; paide",
            )
        ],
    ),
    S(
        "durable-fact",
        JM,
        E_,
        "User",
        "im allergic to caraway so no seeded bread pls",
        [M("The user is allergic to caraway.", D, "allergic; caraway")],
    ),
    S(
        "durable-fact",
        NJ,
        F_,
        "Helve",
        "Our house is the old schoolhouse in Kõpu; we bought it in 2016.",
        [
            M(
                "Helve lives in the old schoolhouse in Kõpu, bought in 2016.",
                D,
                "helve; schoolhouse; kõpu",
            )
        ],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        B_,
        "Ülle",
        "On Thursday I'm taking the boat to Kihnu to play at the spring dance.",
        [
            M(
                "Ülle is taking the boat to Kihnu on 2024-05-30 to play at the spring dance.",
                R,
                "ülle; kihnu; 2024-05-30",
            )
        ],
    ),
    S(
        "plan",
        TL,
        C_,
        "siim",
        "movin to kuressaare on the 1st of nov w liisi",
        [
            M(
                "siim is moving to kuressaare with liisi on 2024-11-01.",
                R,
                "siim; kuressaare; 2024-11-01",
            )
        ],
    ),
    S(
        "plan",
        JM,
        D_,
        "User",
        "startin nights at the bakery mon, 6 wks",
        [
            M(
                "The user starts nights at the bakery on 2025-01-20 for 6 wks.",
                R,
                "nights; bakery; 2025-01-20",
            )
        ],
    ),
    S(
        "plan",
        UA,
        E_,
        "User",
        "We're driving to Otepää on Saturday for my niece's wedding; I'm her witness.",
        [
            M(
                "The user is driving to Otepää on 2025-04-26 for a niece's wedding, as her witness.",
                R,
                "otepää; wedding; 2025-04-26",
            )
        ],
    ),
    S(
        "plan",
        NJ,
        F_,
        "Helve",
        "Endel and I are going to Vormsi from the 1st to the 14th of September, two weeks in his cousin's cabin.",
        [
            M(
                "Helve and Endel are going to Vormsi from 2025-09-01 to 2025-09-14.",
                R,
                "helve|endel; vormsi; 2025-09-01",
            )
        ],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        A_,
        "Ülle",
        "My brother Toomas has been made captain of the bandy team in Võru.",
        [
            M(
                "Ülle's brother Toomas has been made captain of the bandy team in Võru.",
                D,
                "toomas; captain; bandy; võru",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        B_,
        "siim",
        "liisis dad sold his hay baler for 3 grand",
        [M("liisi's dad sold his hay baler for 3 grand.", R, "dad; hay baler; 3 grand")],
    ),
    S(
        "third-person-fact",
        NJ,
        D_,
        "Helve",
        "Endel's sister Anneli isn't a bus conductor any more; she runs the island bakery now.",
        [M("Endel's sister Anneli runs the island bakery now.", D, "anneli; island bakery")],
    ),
    S(
        "third-person-fact",
        UA,
        E_,
        "User",
        "My son Kalju has started at the sailing school in Kuressaare.",
        [
            M(
                "The user's son Kalju has started at the sailing school in Kuressaare.",
                R,
                "kalju; sailing school",
            )
        ],
    ),
    S(
        "third-person-fact",
        JM,
        F_,
        "User",
        "my wife's a vet in võru",
        [M("The user's wife is a vet in võru.", D, "wife; vet; võru")],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        C_,
        "Ülle",
        "At a wife-carrying race in Otepää.",
        [
            M(
                "Ülle met Mihkel at a wife-carrying race in Otepää.",
                D,
                "ülle|mihkel; wife carrying race; otepää",
            )
        ],
        [("Kaarel", "How did you and Mihkel meet?")],
    ),
    S(
        "fragment-answer",
        TL,
        D_,
        "siim",
        "estonian hound. called muki",
        [M("siim's new pup is an estonian hound called muki.", D, "estonian hound; muki")],
        [("liisi", "wat breed is the new pup")],
    ),
    S(
        "fragment-answer",
        UA,
        E_,
        "User",
        "A blue Lada Niva from 1994.",
        [M("The user drives a blue 1994 Lada Niva.", D, "lada niva; 1994")],
        [("Assistant", "What car do you drive at the moment?")],
    ),
    S(
        "fragment-answer",
        JM,
        F_,
        "User",
        "the fish plant in toila",
        [M("The user works at the fish plant in toila.", D, "fish plant; toila")],
        [("Assistant", "Where do you work now?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        A_,
        "Ülle",
        "I'm off work with a bruised sternum until the end of March.",
        [
            M(
                "Ülle is off work with a bruised sternum until the end of March 2024.",
                R,
                "ülle; bruised sternum; march",
            )
        ],
    ),
    S(
        "recent-state",
        TL,
        C_,
        "siim",
        "not on nights no more, days from now on",
        [M("siim is not on nights any more and works days.", R, "siim; nights; days")],
    ),
    S(
        "recent-state",
        NJ,
        D_,
        "Helve",
        "The café is shut till April while Endel redoes the floor.",
        [
            M(
                "Helve's café is shut till April 2025 while Endel redoes the floor.",
                R,
                "café; shut; april",
            )
        ],
    ),
    S(
        "recent-state",
        JM,
        B_,
        "User",
        "in a wrist splint for 6 wks, did it at the gym",
        [
            M(
                "The user is in a wrist splint for 6 wks after an injury at the gym.",
                R,
                "wrist splint; 6 wks",
            )
        ],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        A_,
        "User",
        "Please remember that my daughter Siiri's birthday is on the 2nd of March; she'll be nine.",
        [
            M(
                "The user's daughter Siiri has her birthday in March and turns nine on 2024-03-02.",
                R,
                "siiri; birthday; march",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        C_,
        "User",
        "remind me the road tax on the niva is due 30 oct",
        [M("The road tax on the user's niva is due on 2024-10-30.", R, "road tax; 2024-10-30")],
    ),
    S(
        "request-with-fact",
        UA,
        D_,
        "User",
        "Can you remind me to pay Heino back the 200 euros for the boat cradle?",
        [M("The user owes Heino 200 euros for the boat cradle.", R, "heino; 200; boat cradle")],
    ),
    S(
        "request-with-fact",
        JM,
        F_,
        "User",
        "remember the kids start school on the 1st of sept",
        [M("The user's kids start school on 2025-09-01.", R, "kids; school; 2025-09-01")],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        B_,
        "Ülle",
        "No, I left in April. I run the ticket desk at the castle museum now.",
        [
            M(
                "Ülle runs the ticket desk at the castle museum.",
                D,
                "ülle; ticket desk; castle museum",
            )
        ],
        [("Kaarel", "Are you still at the port office in Kuressaare?")],
    ),
    S(
        "second-person",
        TL,
        D_,
        "siim",
        "na sold it in dec, got a sidecar outfit now",
        [M("siim sold his van in 2024-12 and has a sidecar outfit now.", D, "siim; sidecar")],
        [("liisi", "u still got the van")],
    ),
    S(
        "second-person",
        NJ,
        E_,
        "Helve",
        "I stopped in the winter, but I'm going back in May.",
        [
            M(
                "Helve stopped the Wednesday choir in the winter and is going back in 2025-05.",
                R,
                "helve; choir; may",
            )
        ],
        [("Endel", "Are you still doing the choir on Wednesdays?")],
    ),
    S(
        "second-person",
        UA,
        F_,
        "User",
        "Yes, and they've made me chair of the allotment committee this summer.",
        [M("The user is chair of the allotment committee.", D, "chair; allotment committee")],
        [("Assistant", "Do you still have the allotment?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        D_,
        "Ülle",
        "My sister Liia has moved to Kärdla, Mihkel's dad has taken up spoon carving, and our dog Nöps turns ten in February.",
        [
            M("Ülle's sister Liia has moved to Kärdla.", D, "liia; kärdla"),
            M("Mihkel's dad has taken up spoon carving.", D, "mihkel; spoon carving"),
            M("Ülle's dog Nöps turns ten in 2025-02.", R, "nöps; ten; february"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        E_,
        "siim",
        "liisi's pregnant due in oct, my bro tõnu's gone back to sea n mum sold her car",
        [
            M("liisi is pregnant, due in 2025-10.", R, "liisi; pregnant; 2025-10"),
            M("siim's brother tõnu has gone back to sea.", R, "tõnu; sea"),
            M("siim's mum sold her car.", R, "mum; car"),
        ],
    ),
    S(
        "multi-fact",
        NJ,
        B_,
        "Helve",
        "Endel's mother is ninety in June, his brother Evald captains the pilot launch, and his niece is a goldsmith in Paide.",
        [
            M("Endel's mother turns ninety in 2024-06.", R, "mother; ninety; june"),
            M("Endel's brother Evald captains the pilot launch.", D, "evald; pilot launch"),
            M("Endel's niece is a goldsmith in Paide.", D, "niece; goldsmith; paide"),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        C_,
        None,
        "Note: the boat club's end-of-season dinner dance is at the Kihnu harbour hall on Saturday the 5th of October.",
        [
            M(
                "The boat club's end-of-season dinner dance is at the Kihnu harbour hall on 2024-10-05.",
                R,
                "dinner dance; harbour hall; 2024-10-05",
            )
        ],
    ),
    S(
        "note",
        UA,
        A_,
        "User",
        "Note for later: the well pump is being replaced on Friday the 23rd of February.",
        [M("The user's well pump is being replaced on 2024-02-23.", R, "well pump; 2024-02-23")],
    ),
    S(
        "note",
        JM,
        E_,
        "User",
        "note: passport photos tues 6th may 9am",
        [
            M(
                "The user has passport photos booked on 2025-05-06 at 9am.",
                R,
                "passport photos; 2025-05-06",
            )
        ],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        E_,
        "Ülle",
        "I can't stand brass polish. My grandfather made us polish the church candlesticks every Easter Saturday, all forty of them.",
        [M("Ülle can't stand brass polish.", D, "ülle; brass polish")],
    ),
    S(
        "preference",
        TL,
        F_,
        "siim",
        "hate sprats. me nan fried a pan of em every sun",
        [M("siim hates sprats.", D, "siim; sprats")],
    ),
    S(
        "preference",
        NJ,
        A_,
        "Helve",
        "I love hail. My uncle used to walk us to school through it, singing sea songs the whole way.",
        [M("Helve loves hail.", D, "helve; hail")],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NL,
        C_,
        "Ülle",
        "He fixes the ship engines at Kuivastu.",
        [M("Mihkel fixes the ship engines at Kuivastu.", D, "mihkel; ship engines; kuivastu")],
        [("Kaarel", "What does Mihkel do these days?")],
    ),
    S(
        "pronoun-answer",
        TL,
        F_,
        "siim",
        "shes 92 n still goes in the sea every day",
        [M("siim's nan is 92 and still goes in the sea every day.", R, "nan; 92; sea")],
        [("liisi", "hows ur nan")],
    ),
    # -- sentences that should form nothing --
    # chatter, jokes, quotes and what the speaker did not do
    S(
        "chatter",
        NL,
        A_,
        "Ülle",
        "I'm the Grand Vizier of the bird tower, as far as the crows are concerned.",
        [],
    ),
    S("chatter", TL, B_, "siim", "lol a seagull nicked my chips off the bench", []),
    S("chatter", NJ, C_, "Helve", "'All's well that ends well,' as my granny used to say.", []),
    S(
        "chatter",
        NL,
        D_,
        "Ülle",
        "We never did get to the ice-road rally in Hiiumaa in the end.",
        [],
    ),
    S("chatter", JM, E_, "User", "ok cool", []),
    S("chatter", TL, F_, "siim", "never made it to the smelt fair in the end lol", []),
    # compliments
    S("compliment", NL, B_, "Ülle", "Your new porch looks lovely in the photos.", []),
    S("compliment", TL, C_, "siim", "ur beard suits u", []),
    S("compliment", NJ, D_, "Helve", "That was a beautiful speech you gave.", []),
    S("compliment", UA, E_, "User", "You explain things really clearly.", []),
    S("compliment", JM, F_, "User", "nice one thats spot on", []),
    S("compliment", NL, F_, "Ülle", "Your mum's rhubarb pie is the best on the island.", []),
    # opinions about the world
    S("generic-opinion", NL, A_, "Ülle", "Ferries are always late when you're in a hurry.", []),
    S("generic-opinion", TL, B_, "siim", "mondays shd be banned", []),
    S("generic-opinion", NJ, C_, "Helve", "Nobody writes proper letters any more.", []),
    S("generic-opinion", UA, D_, "User", "Petrol is far too expensive these days.", []),
    S("generic-opinion", JM, E_, "User", "price of coffee is mad", []),
    S("generic-opinion", NL, F_, "Ülle", "August is the best month for the islands.", []),
    # hypotheticals, wishes and what someone else might do
    S(
        "hypothetical",
        NL,
        B_,
        "Ülle",
        "If I won the lottery, I'd buy the lighthouse at Sõrve and live in it.",
        [],
    ),
    S("hypothetical", TL, C_, "siim", "wish i cd go to the ice races but no chance", []),
    S("hypothetical", NJ, D_, "Helve", "Endel might take up the kannel one day, who knows.", []),
    S("hypothetical", UA, E_, "User", "Maybe one day I'll learn to sail properly.", []),
    S("hypothetical", JM, F_, "User", "if i had the cash id get a boat", []),
    S(
        "hypothetical",
        NL,
        C_,
        "Ülle",
        "Kaarel could open a café if he ever stopped talking about it.",
        [],
    ),
    # other people's opinions
    S("others-opinion", NL, A_, "Ülle", "My aunt reckons the new ferry will never be on time.", []),
    S("others-opinion", TL, B_, "siim", "me nan thinks phones r rotting our brains", []),
    S(
        "others-opinion",
        NJ,
        C_,
        "Helve",
        "Endel thinks the harbour needs a proper fish auction.",
        [],
    ),
    S("others-opinion", UA, D_, "User", "My brother-in-law says parking apps are a fad.", []),
    S("others-opinion", JM, E_, "User", "me mate reckons the island shd have a bridge", []),
    S("others-opinion", NL, F_, "Ülle", "Mihkel says the best smoked fish is on Kihnu.", []),
    # passing moods
    S("passing-mood", NL, B_, "Ülle", "I'm shattered this evening.", []),
    S("passing-mood", TL, C_, "siim", "so bored rn", []),
    S("passing-mood", NJ, D_, "Helve", "I'm in such a good mood today.", []),
    S("passing-mood", UA, E_, "User", "I'm a bit stressed this morning.", []),
    S("passing-mood", JM, F_, "User", "knackered tbh", []),
    S("passing-mood", TL, A_, "siim", "buzzin today for no reason", []),
    # questions
    S("question", NL, A_, "Ülle", "Did you ever find your spare keys?", []),
    S("question", TL, B_, "siim", "u comin to the beach sat", []),
    S("question", NJ, C_, "Helve", "What time does the last boat leave?", []),
    S("question", UA, D_, "User", "How long should I boil an egg for?", []),
    S("question", JM, E_, "User", "whats a good name for a boat", []),
    S("question", NL, F_, "Ülle", "Have you been to the new bakery in Kuressaare?", []),
    # thanks
    S("thanks", UA, A_, "User", "Thank you so much, that's really helpful.", []),
    S("thanks", JM, C_, "User", "cheers thx", []),
    S("thanks", NL, D_, "Ülle", "Thanks for the lift home last night.", []),
    S("thanks", TL, E_, "siim", "thx for sortin it", []),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        B_,
        "Assistant",
        "You could try a weekend on Vormsi; the beaches are quiet.",
        [],
        [("User", "Where could we go for a quiet weekend?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        D_,
        "Assistant",
        "Maybe batch-cooking a big stew on Sundays would save you time.",
        [],
        [("User", "how do i cook less in the week")],
    ),
    S(
        "assistant-suggestion",
        UA,
        E_,
        "Assistant",
        "A framed old sea chart might make a nice present.",
        [],
        [("User", "What can I get my uncle for his birthday?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        F_,
        "Assistant",
        "You might enjoy a beginners' spoon-carving class; it's a good way to meet people.",
        [],
        [("User", "how do i meet ppl after movin")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
