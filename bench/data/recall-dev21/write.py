# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the twenty-first development recall set (this folder), written blind as held-out 21.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
Most of it is written in proper case and full sentences, the way two friends write to each
other in a long dated chat about everyday life; one pair chat is lower-case texting, and in
one assistant chat the user writes tersely in lower case. This script (with
``bench/_handwritten.py``, the format the hand-written sets share) only numbers turns,
resolves the turn labels that questions point at, checks the labels against the scorer's
rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-dev21/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev21/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho21"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev21/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the twenty-first held-out set; "
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

ZUZANA_TIBOR = Conv(
    "pair",
    "named_lines",
    ["Zuzana", "Tibor"],
    """
@ 2024-01-20
Tibor: Zuzana, happy new year, a bit late! Are you still cooking in the canteen at Žofia's school? {ask-job}
Zuzana: Still in the canteen on Moyzesova street, seven years in April. Four hundred lunches a day, and the children still hate the dill sauce. {job}
Tibor: Dill sauce is a crime. How are the children?
Zuzana: Dušan went skating for the first time last Saturday, on the ice at the amphitheatre. He fell over eleven times and laughed every time. Best day of the winter, honestly. {skating}
Tibor: Eleven times! And Žofia?
Zuzana: Žofia is the raven in her class play, "The Snow Queen", on the 8th of February. She says the raven has the best part because it only has to say three words. {play-plan}
Tibor: A sensible raven. I went to something new on Monday: a support group for carers, at the library on Hlavná. {group}
Zuzana: For your mother?
Tibor: Yes. Mum's memory is going; the memory clinic told us in November. I look after her most evenings, and the group meets every third Monday of the month, so I'm going to keep going. {mum}
Zuzana: I'm glad you found them. Are you still mending clocks?
Tibor: Still in my little shop on Hlavná, mending clocks, twenty-two years this October. I took it over from old Mr. Gašpar, and he still comes in to wind the big one. {job-tibor}
Zuzana: And is Miroslava well?
Tibor: She is. She started at the bread factory on Mlynská on the 2nd of January, on nights, so she sleeps while I work. {miroslava}
Zuzana: Poor thing. Oh, I've signed up for a clay class at the culture house, Tuesdays at six, ten weeks from the 6th of February. My plan is to make a jug for my mother's birthday. {clay-plan}
Tibor: A jug! Make one for me too.
Zuzana: Only if it comes out straight. And my neighbour keeps offering to teach Žofia embroidery. She used to teach needlework at the gymnasium. {neighbour}
Tibor: Let her! And remember, Mum's eightieth is on the 22nd of June. I'm writing a poem for it. {remember}
Zuzana: The 22nd of June. I'll bake the medovník. {medovnik-plan}
@ 2024-04-13
Zuzana: Tibor, how's the support group?
Tibor: Good. At the last one, on the 18th of March, there were nine of us, and a doctor from the day centre came to talk about sleep. Mum sleeps better since we took the ticking clock out of her room. Funny, for a man who mends clocks. {group-2}
Zuzana: That is funny. Žofia says hello, by the way.
Tibor: How did her raven go?
Zuzana: She was wonderful. She said her three words, then forgot to leave the stage at the end and stood there waving at us. My husband Radoslav filmed all of it. {play-done}
Tibor: Ha! And the clay class?
Zuzana: Finished on Tuesday, the last of the ten. The jug leans to the left, but it holds water. I gave it to Mum last Sunday for her birthday and she put tulips in it. {jug}
Tibor: A leaning jug has character. I've news too: I'm going to walk the charity walk along the Hornád on the 26th of May, fifteen kilometres, for the day centre where Mum goes twice a week. {walk-plan}
Zuzana: Good for you! How much have you raised?
Tibor: A hundred and twenty euros so far. The target is four hundred. {walk-120}
Zuzana: I'll give you twenty. Who's walking with you?
Tibor: Miroslava, if she's not too tired after her nights. And the poem is half done, four verses out of eight. {poem-half}
Zuzana: Read me a line.
Tibor: "You wound every clock in the house, and none of them ever ran late." That's the first. {poem-line}
Zuzana: That's lovely. The neighbour, Ľubica, has started Žofia on embroidery every Thursday after school. Žofia is stitching a bookmark for Pišta's cage, which makes no sense, but there we are. {lubica}
Tibor: For the budgerigar! Is Pišta still going? {pet-bird}
Zuzana: Pišta is twelve and will outlive us all. He came with the flat. {pista}
Tibor: Amazing. Did Dušan have a good birthday?
Zuzana: He turned ten on the 3rd of April. Radoslav's brother Ondrej gave him a real compass, and he hasn't stopped finding north since. {dusan-bday}
@ 2024-06-29
Zuzana: How was your mum's party last Saturday? {ask-party}
Tibor: Lovely. I read the poem after the soup and Mum cried, then asked who wrote it. Your medovník was gone in twenty minutes. {party}
Zuzana: I'm so glad. Are you going to do anything else with the poem?
Tibor: Miroslava wants me to print it on good paper and frame it for Mum's room, so I'm having it done at the copy shop on Alžbetina next week. {poem-frame-plan}
Zuzana: Perfect. And the charity walk?
Tibor: Done on the 26th of May, fifteen kilometres in three hours and forty minutes. Miroslava came after all. We raised four hundred and sixty euros, more than the target. {walk-done}
Zuzana: Brilliant! Our news: we're taking the children to sleep in tents at Zemplínska Šírava from the 20th to the 27th of July. Our first time in tents. {tents-plan}
Tibor: Brave. Does Radoslav know how to put up a tent?
Zuzana: He says yes. I've seen him with a deckchair. Also, I burned my wrist on the canteen oven on Wednesday. Two weeks in a bandage, the doctor said. {wrist}
Tibor: Ouch! Be careful.
Zuzana: School's out anyway. Žofia finished first grade with a gold star for reading, and she read the whole of "Tomáš and the Paper Moon" aloud to Pišta. {zofia-reading}
Tibor: To the budgerigar! What is Dušan into these days?
Zuzana: Maps. Since the compass he draws maps of everything: the flat, the school, the way to Grandma's. He says he'll fly planes one day. {dusan-maps}
Tibor: A future captain. At the shop on Tuesday a man brought in a wall clock from 1890 that had spent forty years in a barn in Jasov. {barn-clock}
Zuzana: Can you save it?
Tibor: I think so. It'll take me the whole summer. {barn-clock-2}
Zuzana: I'm thinking of doing the clay class again in the autumn, the advanced one. {clay-plan-2}
Tibor: Do it. You owe me a jug.
@ 2024-10-12
Tibor: How were the tents at Šírava?
Zuzana: We came home two days early, on the 25th. It rained four days out of seven and the tent flooded. Still, Dušan caught his first fish, a little perch, and we let it go. {tents-done}
Tibor: A flooded tent and a perch, that's a holiday. I've news: I had a job interview on Thursday at the East Slovak Museum, to look after their clocks. {interview}
Zuzana: Tibor! How did it go?
Tibor: They asked me to take apart a mantel clock in front of three people. My hands were shaking, but I think it went well. I'll hear by the end of the month. {interview-2}
Zuzana: Fingers crossed. What about the shop?
Tibor: If I get it, I'll open the shop on Saturdays only. {shop-plan}
Zuzana: Did the poem get framed?
Tibor: It hangs over Mum's bed in a limewood frame. She reads it every morning and thinks a stranger wrote it. {poem-framed}
Zuzana: That's sad and sweet at once. I didn't do the advanced clay class in the end, because of the wrist. Instead I help at the blood donation days at the hospital on Rastislavova, one Saturday a month, making tea and sandwiches. My first shift was two Saturdays ago. {volunteer}
Tibor: Good for you. How is the wrist now?
Zuzana: Fine since the middle of July; there's a pink mark, that's all. {wrist-fine}
Tibor: And Ľubica?
Zuzana: Ľubica moved to her daughter's in Prešov in September, and we miss her. Žofia finished the bookmark before she left, and Ľubica gave her the embroidery hoop. {lubica-moved}
Tibor: That's a shame. And Dušan?
Zuzana: He joined the scouts in September, every Friday at five. On Sunday his patrol built a bird table in the park, and he drew the map of where to put it. {scouts}
Tibor: Of course he did. The 1890 clock from Jasov is ticking again, by the way. I finished it on the 20th of September. {barn-clock-done}
@ 2025-02-15
Zuzana: So, did you get the museum job? {ask-museum}
Tibor: I did! I started on the 4th of November. I'm in the workshop under the museum four days a week, and the shop is open on Saturdays only, as planned. {job-new}
Zuzana: Congratulations! How is your mum?
Tibor: She moved into the home for the elderly in Šaca in December. I visit every evening after work, and she's calmer there. {mum-home}
Zuzana: That must be hard.
Tibor: It is. I still go to the support group every third Monday, and now I bring the biscuits. {group-still}
Zuzana: Good. Canteen news: I'm kitchen manager since January, because Mrs. Baranová retired. There are twelve of us in the kitchen now. {manager}
Tibor: Kitchen manager! Well deserved.
Zuzana: And I'm doing the advanced clay class after all, since the 14th of January. Last week I made six cups with Žofia's drawings of Pišta on them. {clay-cups}
Tibor: Save me a cup. Any plans for the summer?
Zuzana: No tents this year. We're going to Radoslav's parents in Bardejov for two weeks in July, the week after school ends. {summer-plan}
Tibor: Wise. Miroslava and I are doing the charity walk again on the 25th of May, and this time the target is six hundred. We have two hundred and ten so far. {walk-2}
Zuzana: Put me down for thirty. Žofia has news of her own.
Tibor: Go on, what has she done now?
Zuzana: She painted the flooded tent, and it won second prize at the school art show. Now she wants to paint Pišta for Grandma's birthday. {zofia-painting}
Tibor: A painter and a map maker in one flat.
Zuzana: Dušan says he'll fly her to all her shows.
""",
    [
        Q(
            "s",
            "Where does Zuzana work?",
            "In the canteen of Žofia's school on Moyzesova street.",
            "ask-job job",
            {"ask-job": "canteen", "job": "canteen; moyzesova"},
            "",
            True,
        ),
        Q(
            "t",
            "Since when has Zuzana cooked in the school canteen?",
            "2017-04",
            "job",
            "seven years; april",
            "human-date",
        ),
        Q(
            "s",
            "How many lunches a day does Zuzana's canteen cook?",
            "four hundred",
            "job",
            "four hundred; lunches",
        ),
        Q(
            "s",
            "Which dish do the children at Zuzana's school hate?",
            "the dill sauce",
            "job",
            "dill sauce",
        ),
        Q(
            "t",
            "When did Dušan first go skating?",
            "2024-01-13",
            "skating",
            "skating; last saturday",
            "relative-date",
        ),
        Q(
            "s",
            "How many times did Dušan fall the first time he went skating?",
            "eleven",
            "skating",
            "eleven",
        ),
        Q(
            "s",
            "Where did Dušan first go skating?",
            "on the ice at the amphitheatre",
            "skating",
            "amphitheatre",
        ),
        Q(
            "s",
            "What part did Žofia play in the class play?",
            'the raven in "The Snow Queen"',
            "play-plan",
            "raven; snow queen",
        ),
        Q("t", "When was Žofia's class play?", "2024-02-08", "play-plan", "8th; february"),
        Q(
            "s",
            "Why does Žofia think the raven is the best part?",
            "It only has to say three words.",
            "play-plan",
            "three words",
        ),
        Q(
            "t",
            "When did Tibor go to his first carers' support group?",
            "2024-01-15",
            "group",
            "support group; monday",
            "relative-date",
        ),
        Q(
            "s",
            "Where does Tibor's support group meet?",
            "at the library on Hlavná",
            "group",
            "library; hlavná",
        ),
        Q(
            "s",
            "How often does Tibor's support group meet?",
            "every third Monday of the month",
            "mum",
            "third monday",
        ),
        Q(
            "m",
            "Why does Tibor go to a support group for carers?",
            "His mother's memory is going (the memory clinic told them in November 2023) and he looks after her most evenings.",
            "group mum",
            {"group": "support group; carers", "mum": "memory"},
        ),
        Q(
            "s",
            "What does Tibor do for a living?",
            "He mends clocks in his little shop on Hlavná; from November 2024 he looks after the clocks of the East Slovak Museum.",
            "job-tibor job-new",
            {"job-tibor": "shop; hlavná", "job-new": "museum"},
            "latest",
        ),
        Q(
            "t",
            "Since when has Tibor had his shop on Hlavná?",
            "2002-10",
            "job-tibor",
            "twenty-two years; october",
            "human-date",
        ),
        Q("s", "Who did Tibor take his shop over from?", "old Mr. Gašpar", "job-tibor", "gašpar"),
        Q(
            "s",
            "Where does Miroslava work?",
            "at the bread factory on Mlynská, on nights",
            "miroslava",
            "bread factory; mlynská",
        ),
        Q(
            "t",
            "When did Miroslava start at the bread factory?",
            "2024-01-02",
            "miroslava",
            "2nd; january",
        ),
        Q(
            "s",
            "When is Zuzana's clay class?",
            "Tuesdays at six, at the culture house",
            "clay-plan",
            "tuesdays; six",
        ),
        Q(
            "m",
            "What did Zuzana make in her first clay class, and who got it?",
            "A jug that leans to the left; she gave it to her mother for her birthday.",
            "clay-plan jug",
            {"clay-plan": "jug", "jug": "jug; mum"},
        ),
        Q(
            "t",
            "When is Zuzana's mother's birthday?",
            "2024-04-07",
            "jug",
            "birthday; last sunday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Zuzana's first clay class finish?",
            "2024-04-09",
            "jug",
            "tuesday; last",
            "relative-date",
        ),
        Q("s", "What did Zuzana's mother put in the jug?", "tulips", "jug", "tulips"),
        Q(
            "m",
            "Who is the neighbour who teaches Žofia embroidery?",
            "Ľubica, who used to teach needlework at the gymnasium",
            "neighbour lubica",
            {"neighbour": "needlework|gymnasium", "lubica": "ľubica"},
            "event-chain",
        ),
        Q(
            "s",
            "What did Žofia stitch with Ľubica?",
            "a bookmark (for Pišta's cage)",
            "lubica",
            "bookmark",
        ),
        Q(
            "s",
            "How often did Ľubica teach Žofia embroidery?",
            "every Thursday after school",
            "lubica",
            "thursday",
        ),
        Q(
            "s",
            "Where did Ľubica move?",
            "to her daughter's in Prešov, in September 2024",
            "lubica-moved",
            "prešov",
        ),
        Q(
            "s",
            "What did Ľubica give Žofia before she left?",
            "the embroidery hoop",
            "lubica-moved",
            "embroidery hoop",
        ),
        Q(
            "t",
            "When was Tibor's mother's eightieth birthday?",
            "2024-06-22",
            "remember",
            "eightieth; 22nd; june",
        ),
        Q(
            "s",
            "What did Zuzana bake for Tibor's mother's party?",
            "a medovník",
            "medovnik-plan party",
            "medovník",
        ),
        Q(
            "m",
            "What did Tibor write for his mother's eightieth, and what happened to it afterwards?",
            "A poem; he read it at the party and had it printed and framed; it hangs over her bed in a limewood frame.",
            "remember party poem-framed",
            {"remember": "poem", "party": "poem", "poem-framed": "limewood frame|bed"},
            "event-chain",
        ),
        Q(
            "s",
            "What is the first line of Tibor's poem?",
            '"You wound every clock in the house, and none of them ever ran late."',
            "poem-line",
            "wound every clock; ran late",
        ),
        Q(
            "s",
            "How many verses did Tibor's poem have in April 2024 out of how many?",
            "four of eight",
            "poem-half",
            "four verses; eight",
        ),
        Q(
            "s",
            "Where did Tibor have the poem printed?",
            "at the copy shop on Alžbetina",
            "poem-frame-plan",
            "copy shop; alžbetina",
        ),
        Q(
            "s",
            "What did Tibor's mother do when he read the poem?",
            "She cried, then asked who wrote it.",
            "party",
            "cried; asked who wrote",
        ),
        Q(
            "s",
            "What did the doctor from the day centre talk about at the support group?",
            "sleep",
            "group-2",
            "sleep",
        ),
        Q(
            "t",
            "When was the support group meeting that the doctor came to?",
            "2024-03-18",
            "group-2",
            "18th; march",
        ),
        Q(
            "s",
            "Why does Tibor's mother sleep better?",
            "They took the ticking clock out of her room.",
            "group-2",
            "ticking clock; room",
        ),
        Q(
            "s",
            "What did Žofia do at the end of the class play?",
            "She forgot to leave the stage and stood waving.",
            "play-done",
            "forgot; leave the stage|waving",
            "pronoun",
        ),
        Q("s", "Who is Zuzana's husband?", "Radoslav", "play-done", "radoslav; husband", "", True),
        Q(
            "m",
            "How much did Tibor raise for the first charity walk, against what target?",
            "Four hundred and sixty euros, against a target of four hundred (a hundred and twenty in April).",
            "walk-120 walk-done",
            {"walk-120": "four hundred", "walk-done": "four hundred and sixty"},
            "latest",
        ),
        Q(
            "s",
            "Who was the first charity walk for?",
            "the day centre where Tibor's mum goes twice a week",
            "walk-plan",
            "day centre",
        ),
        Q(
            "t",
            "When did Tibor walk the first charity walk?",
            "2024-05-26",
            "walk-done",
            "26th; may",
        ),
        Q(
            "s",
            "How long did Tibor take to walk the fifteen kilometres?",
            "three hours and forty minutes",
            "walk-done",
            "three hours; forty minutes",
        ),
        Q(
            "s",
            "Did Miroslava walk the charity walk with Tibor?",
            "Yes, she came after all.",
            "walk-done",
            "miroslava; came",
        ),
        Q(
            "m",
            "What pet does Zuzana's family have?",
            "Pišta, a budgerigar of twelve",
            "pet-bird pista",
            {"pet-bird": "budgerigar; pišta", "pista": "pišta"},
        ),
        Q(
            "m",
            "How old is Pišta, the family's budgerigar?",
            "twelve",
            "pet-bird pista",
            {"pet-bird": "budgerigar", "pista": "twelve"},
        ),
        Q("t", "When did Dušan turn ten?", "2024-04-03", "dusan-bday", "ten; 3rd; april"),
        Q(
            "s",
            "What did Ondrej give Dušan for his tenth birthday?",
            "a real compass",
            "dusan-bday",
            "compass",
            "pronoun",
        ),
        Q("s", "Who is Ondrej?", "Radoslav's brother", "dusan-bday", "ondrej; brother"),
        Q(
            "s",
            "What is Dušan into?",
            "maps: he draws maps of everything since he got the compass",
            "dusan-maps",
            "maps",
        ),
        Q(
            "o",
            "What would Dušan probably enjoy as a present, given what he is into?",
            "an atlas or map-drawing kit, or a flight to see things from above",
            "dusan-maps",
            "maps; fly planes",
        ),
        Q("s", "What does Dušan want to do one day?", "fly planes", "dusan-maps", "fly planes"),
        Q(
            "m",
            "How did Zuzana's family's week in tents at Zemplínska Šírava go?",
            "Planned for the 20th to the 27th of July 2024; it rained four days out of seven, the tent flooded and they came home two days early on the 25th, but Dušan caught his first fish, a perch.",
            "tents-plan tents-done",
            {"tents-plan": "tents; šírava", "tents-done": "flooded; two days early"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Zuzana's family come home from the tents at Šírava?",
            "2024-07-25",
            "tents-plan tents-done",
            {"tents-plan": "july", "tents-done": "25th"},
            "relative-date",
        ),
        Q(
            "s",
            "What fish did Dušan catch at Šírava?",
            "a little perch, his first fish, which they let go",
            "tents-done",
            "perch",
        ),
        Q(
            "t",
            "When did Zuzana burn her wrist?",
            "2024-06-26",
            "wrist",
            "wrist; wednesday",
            "relative-date",
        ),
        Q("s", "How did Zuzana burn her wrist?", "on the canteen oven", "wrist", "canteen oven"),
        Q(
            "m",
            "How long was Zuzana's wrist bandaged, and how is it now?",
            "Two weeks in a bandage; fine since the middle of July 2024, with a pink mark.",
            "wrist wrist-fine",
            {"wrist": "two weeks", "wrist-fine": "fine; july"},
        ),
        Q(
            "s",
            "What book did Žofia read aloud to Pišta?",
            '"Tomáš and the Paper Moon"',
            "zofia-reading",
            "tomáš; paper moon",
        ),
        Q(
            "s",
            "What did Žofia get at the end of first grade?",
            "a gold star for reading",
            "zofia-reading",
            "gold star; reading",
        ),
        Q(
            "t",
            "When did a man bring Tibor the clock from the barn in Jasov?",
            "2024-06-25",
            "barn-clock",
            "tuesday; jasov",
            "relative-date",
        ),
        Q(
            "m",
            "What is the clock from Jasov, and when did Tibor finish it?",
            "A wall clock from 1890 that spent forty years in a barn in Jasov; he finished it on 2024-09-20.",
            "barn-clock barn-clock-done",
            {"barn-clock": "1890; barn", "barn-clock-done": "20th; september"},
        ),
        Q(
            "t",
            "When did Tibor have his job interview at the East Slovak Museum?",
            "2024-10-10",
            "interview",
            "interview; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Tibor have to do at his interview?",
            "take apart a mantel clock in front of three people",
            "interview-2",
            "mantel clock; three people",
        ),
        Q(
            "m",
            "Did Tibor get the museum job?",
            "Yes; he started on 2024-11-04 and works in the workshop under the museum four days a week.",
            "interview job-new",
            {"interview": "museum", "job-new": "4th; november"},
            "event-chain",
        ),
        Q("t", "When did Tibor start at the museum?", "2024-11-04", "job-new", "4th; november"),
        Q(
            "m",
            "When is Tibor's shop open since he started at the museum?",
            "Saturdays only, as he planned",
            "shop-plan job-new",
            {"shop-plan": "saturdays", "job-new": "saturdays only"},
            "latest",
        ),
        Q("s", "What frame is Tibor's poem in?", "a limewood frame", "poem-framed", "limewood"),
        Q(
            "s",
            "Why didn't Zuzana do the advanced clay class in the autumn of 2024?",
            "because of her burned wrist",
            "volunteer",
            "wrist",
        ),
        Q(
            "s",
            "Where does Zuzana volunteer?",
            "at the blood donation days at the hospital on Rastislavova, one Saturday a month",
            "volunteer",
            "blood donation; rastislavova",
        ),
        Q(
            "t",
            "When was Zuzana's first shift at the blood donation days?",
            "2024-09-28",
            "volunteer",
            "first shift; two saturdays ago",
            "relative-date",
        ),
        Q(
            "s",
            "What does Zuzana do at the blood donation days?",
            "makes tea and sandwiches",
            "volunteer",
            "tea; sandwiches",
        ),
        Q(
            "s",
            "When does Dušan go to the scouts?",
            "every Friday at five",
            "scouts",
            "friday; five",
        ),
        Q(
            "t",
            "When did Dušan's scout patrol build a bird table?",
            "2024-10-06",
            "scouts",
            "bird table; sunday",
            "relative-date",
        ),
        Q(
            "s",
            "Where does Tibor's mother live now?",
            "in the home for the elderly in Šaca, since December 2024",
            "mum-home",
            "home; šaca",
            "latest",
        ),
        Q(
            "s",
            "How often does Tibor visit his mother in Šaca?",
            "every evening after work",
            "mum-home",
            "every evening",
            "pronoun",
        ),
        Q(
            "s",
            "What does Tibor bring to the support group now?",
            "the biscuits",
            "group-still",
            "biscuits",
        ),
        Q(
            "m",
            "What is Zuzana's job now?",
            "kitchen manager of the school canteen, since January 2025",
            "job manager",
            {"job": "canteen", "manager": "kitchen manager"},
            "latest",
        ),
        Q(
            "s",
            "Why did Zuzana become kitchen manager?",
            "Mrs. Baranová retired.",
            "manager",
            "baranová; retired",
        ),
        Q("s", "How many people work in Zuzana's kitchen?", "twelve", "manager", "twelve"),
        Q(
            "m",
            "Did Zuzana do the advanced clay class after all?",
            "Yes; after dropping it in the autumn of 2024 because of her wrist, she has done it since 2025-01-14.",
            "clay-plan-2 volunteer clay-cups",
            {
                "clay-plan-2": "advanced",
                "volunteer": "advanced clay class",
                "clay-cups": "advanced; 14th; january",
            },
            "latest event-chain",
        ),
        Q(
            "s",
            "What did Zuzana make in the advanced clay class?",
            "six cups with Žofia's drawings of Pišta",
            "clay-cups",
            "six cups; pišta",
        ),
        Q(
            "s",
            "What are Zuzana's family's plans for summer 2025?",
            "two weeks at Radoslav's parents in Bardejov in July",
            "summer-plan",
            "bardejov; two weeks",
        ),
        Q(
            "s",
            "Where do Radoslav's parents live?",
            "in Bardejov",
            "summer-plan",
            "bardejov",
            "third-person-fact",
        ),
        Q(
            "s",
            "What is Tibor's target for the second charity walk and how much has he raised by February 2025?",
            "six hundred; two hundred and ten so far",
            "walk-2",
            "six hundred; two hundred and ten",
            "latest",
        ),
        Q("t", "When is the second charity walk?", "2025-05-25", "walk-2", "25th; may"),
        Q(
            "s",
            "What did Žofia paint that won a prize?",
            "the flooded tent; second prize at the school art show",
            "zofia-painting",
            "flooded tent; second prize",
        ),
        Q(
            "m",
            "What does Žofia want to paint next, and for whom?",
            "Pišta the budgerigar, for Grandma's birthday",
            "zofia-painting pet-bird",
            {"zofia-painting": "pišta; grandma", "pet-bird": "budgerigar"},
        ),
        Q(
            "o",
            'Who wrote the fairy tale "The Snow Queen", the class play Žofia was in?',
            "Hans Christian Andersen",
            "play-plan",
            "snow queen",
        ),
        Q(
            "o",
            "In which country are Prešov, Bardejov and Jasov, the towns Zuzana and Tibor mention?",
            "Slovakia",
            "lubica-moved summer-plan",
            {"lubica-moved": "prešov", "summer-plan": "bardejov"},
        ),
        Q(
            "o",
            "Which activity would Zuzana probably enjoy on a free afternoon, going by her hobbies?",
            "making things from clay (or anything hands-on, like the cups and jug she makes)",
            "clay-plan clay-cups",
            {"clay-plan": "clay class", "clay-cups": "clay class"},
        ),
        Q(
            "m",
            "What happened two days after Zuzana's clay class began?",
            'Žofia played the raven in her class play, "The Snow Queen".',
            "clay-plan play-plan",
            {"clay-plan": "6th; february", "play-plan": "raven; 8th"},
        ),
    ],
)
CONVERSATIONS.append(ZUZANA_TIBOR)

KAYLA_BRODIE = Conv(
    "pair",
    "timestamped_lines",
    ["kayla", "brodie"],
    """
@ 2024-02-10
brodie: oi kay u still at the cafe on mosley sq {ask-job}
kayla: ya still makin coffees at salt n crumb on mosley sq, 3 yrs in march. boss is ok now {job}
brodie: haha nice. hows the lil man
kayla: jayden started school on tues!! cried at the gate then forgot about me in 5 min {school}
brodie: lil legend. wat did he say after
kayla: said his teacher mrs nguyen has a pet lizard in the classroom n he wants one. no chance {teacher}
brodie: haha. i did the charity swim at semaphore last sun, 2km, for the kids hospital. raised $640 {swim}
kayla: 2km in the sea?? ur mad
brodie: water was 19 degrees. best thing ive ever done tbh
kayla: i got my L's!!! passed the test wed. mums takin me out in her getz on sundays {ls}
brodie: watch out noarlunga lol
kayla: rude. 12 hrs in the logbook already, need 75 b4 i can go for my P's {logbook-12}
brodie: whats the plan after
kayla: wanna pass b4 jaydens bday in sept so i can drive him to the safari park at monarto myself {goal}
brodie: u will. still doin the dog rescue?
kayla: ya every 2nd sat at the rescue in morphett vale, walkin dogs n cleanin pens. 3 yrs of it {rescue}
brodie: legend. the gf says hi btw {gf}
kayla: tell her hi back lol i still havent met her
brodie: still sparkyin for dads mate in aldinga, 2nd yr. footy trainin starts tues, tues n thurs nights at noarlunga {footy}
@ 2024-05-04
kayla: hows the ankle
brodie: ugh rolled it at footy on the 13th of april. 3 wks off, back at trainin thurs {ankle}
kayla: ouch. i went to see the lantern kids at the thebby last nite w mum. best nite of my life lol {gig}
brodie: jealous!! shelby n me saw em at the gov in march {gig-2}
kayla: wait shelby is the gf?? finally a name {shelby}
brodie: ya shelby. shes a vet tech at the vet in christies beach, 6 months now {shelby-job}
kayla: cute. logbook at 38 hrs now. did my first freeway drive sun, mum held the handle the whole time {logbook-38}
brodie: haha. hows jayden
kayla: made me a painting of a stingray at school, its on the fridge. he says its me {stingray}
brodie: lol accurate
kayla: n he lost his first tooth tues, got $2 under the pillow {tooth}
brodie: inflation. i took a photo of the sunset over the reef at port noarlunga sat, sky all pink n the reef black. gonna print it big for mums bday in june {photo}
kayla: send it!!
brodie: sent. savin for bali w shelby in nov, got $900, need 2500 {bali-900}
kayla: do it. im savin too, for a car once i get my P's. $1100 so far {car-1100}
brodie: we're rich lol
@ 2024-08-17
kayla: guess wat, had an interview wed for the front desk at shelbys vet in christies beach!! {interview}
brodie: no way! how'd it go
kayla: ok i think. they asked why i like animals n i talked bout the rescue for 10 min straight lol. hear next wk {interview-2}
brodie: shelby says they loved u. dont tell her i said {chain}
kayla: omg
brodie: went bush w the boys at the coorong 2 weekends ago, slept in swags, saw a heap of emus {coorong}
kayla: swags in winter?? how cold
brodie: 4 degrees. froze. never again til summer {cold}
kayla: jayden learned to ride his bike w no training wheels last sun!! nan held the seat then let go n he didnt notice {bike}
brodie: haha classic. hows the logbook
kayla: 75 hrs done!! booked the P test for the 12th of sept {logbook-75}
brodie: before his bday like u wanted
kayla: ya his bday is the 21st, hes turnin 6. party at the playground at marino {jayden-bday}
brodie: ankles all good now btw. kicked 3 goals last sat {goals}
kayla: wooo. bali fund?
brodie: 1800. shelby found flights, we go the 2nd of nov for 10 days {bali-1800}
kayla: jealous. oh n i made mum a birthday cake last wk, 3 layers, passionfruit, leaned like pisa lol {cake}
brodie: photos or it didnt happen
kayla: its ugly but she loved it. she had 2 slices
@ 2024-11-23
kayla: ur back!! hows bali {ask-bali}
brodie: didnt go in the end. ash cloud cancelled the flights so we did kangaroo island instead, the 4th to the 8th {ki}
kayla: no wayyy. was it good
brodie: saw an echidna at flinders chase, shelby cried. best trip ever {echidna}
kayla: i did the P test. failed the first time on the 12th of sept, rolled thru a stop sign. passed the second go on the 3rd of oct!!! {ptest}
brodie: LEGEND
kayla: didnt make his bday, mum drove us. but i drove jayden to monarto myself sat the 5th of oct. he fed a giraffe n talked bout it for a wk {monarto}
brodie: did u get the job??
kayla: ya!! front desk at the vet, started the 2nd of sept, 4 days a wk. left salt n crumb after 3 n a half yrs {newjob}
brodie: shelby says ur the best one there
kayla: tell her shes biased. bought a car too, 2012 mazda 2, red, $6500 {car}
brodie: nice. still doin the rescue?
kayla: still every 2nd sat. jayden comes now, he reads to the old dogs {rescue-2}
brodie: aww. footy finished, we lost the grand final by 4 pts. im done w footy, gonna do the ocean swims all summer instead {footy-done}
kayla: fair enough. shelbys bday soon?
brodie: 30th of nov. makin her a photo album of kangaroo island, 40 pics {album}
kayla: she'll cry again
@ 2025-03-08
brodie: kay! u doin the charity swim at semaphore tmrw? {ask-swim}
kayla: no way lol. cheerin tho. jayden got a merit award fri for readin {merit}
brodie: smart kid
kayla: n he built a paper rocket for science week last wk, it flew over the fence n mrs nguyen had to get it {rocket}
brodie: haha. big news, i proposed to shelby!! at remarkable rocks on the 14th of feb, she said yes {engaged}
kayla: OMGGG congrats!!! when's the wedding
brodie: march next yr. ur invited obvs {wedding}
kayla: ill drive myself lol. im doin a cert in animal care at tafe now, tues nights since feb {tafe}
brodie: look at u. hows the mazda
kayla: some idiot reversed into it at the shops last wk, $1200 to fix the bumper {bumper}
brodie: ugh. the album was a hit btw, shelby keeps it by the bed {album-done}
kayla: cute. mums turnin 50 in april, im paintin her the port noarlunga reef from ur photo {painting}
brodie: steal my photo haha go for it
kayla: pay u in cake
brodie: deal. swims 1.5km this yr, raised $850 so far {swim-2}
""",
    [
        Q(
            "s",
            "Where did kayla work in early 2024?",
            "making coffees at salt n crumb on mosley sq",
            "ask-job job",
            {"ask-job": "cafe; mosley", "job": "salt n crumb"},
        ),
        Q(
            "t",
            "Since when did kayla work at salt n crumb?",
            "2021-03",
            "job",
            "3 yrs; march",
            "human-date",
        ),
        Q(
            "m",
            "Where does kayla work now?",
            "at the front desk of the vet in christies beach, since 2024-09-02, four days a week",
            "job newjob",
            {"job": "salt n crumb", "newjob": "front desk; vet"},
            "latest",
        ),
        Q(
            "t",
            "When did jayden start school?",
            "2024-02-06",
            "school",
            "started school; tues",
            "relative-date",
        ),
        Q(
            "s",
            "What did jayden do on his first day at school?",
            "cried at the gate, then forgot about kayla in five minutes",
            "school",
            "cried; gate",
        ),
        Q("s", "Who is jayden's teacher?", "mrs nguyen", "teacher", "nguyen"),
        Q(
            "s",
            "What pet does jayden's teacher have in the classroom?",
            "a lizard",
            "teacher",
            "lizard",
        ),
        Q(
            "t",
            "When did brodie do the charity swim at semaphore?",
            "2024-02-04",
            "swim",
            "charity swim; last sun",
            "relative-date",
        ),
        Q(
            "s",
            "How far was brodie's first charity swim, and what was it for?",
            "2km, for the kids hospital",
            "swim",
            "2km; kids hospital",
        ),
        Q("s", "How much did brodie raise for the first charity swim?", "$640", "swim", "640"),
        Q(
            "t",
            "When did kayla pass her L's test?",
            "2024-02-07",
            "ls",
            "l's; wed",
            "relative-date",
        ),
        Q("s", "Whose car did kayla learn to drive in?", "her mum's getz", "ls", "getz; mums"),
        Q(
            "m",
            "How many logbook hours did kayla have, latest?",
            "75, all she needed (12 in February, 38 in May)",
            "logbook-12 logbook-38 logbook-75",
            {"logbook-12": "12 hrs", "logbook-38": "38 hrs", "logbook-75": "75 hrs"},
            "latest",
        ),
        Q(
            "s",
            "What was kayla's goal once she had her L's?",
            "to pass before jayden's birthday in september so she could drive him to the safari park at monarto herself",
            "goal",
            "jaydens bday; monarto",
        ),
        Q(
            "m",
            "Did kayla drive jayden to monarto on his birthday as planned?",
            "No; she passed her P's after his birthday, so her mum drove on the day, and kayla drove him herself on 2024-10-05.",
            "goal monarto",
            {"goal": "monarto; bday", "monarto": "didnt make; 5th of oct"},
            "event-chain",
        ),
        Q(
            "t",
            "When did kayla drive jayden to monarto herself?",
            "2024-10-05",
            "monarto",
            "5th of oct",
        ),
        Q("s", "What did jayden do at monarto?", "fed a giraffe", "monarto", "giraffe"),
        Q(
            "s",
            "How often does kayla help at the dog rescue?",
            "every second saturday",
            "rescue",
            "every 2nd sat",
        ),
        Q(
            "s",
            "Where is the dog rescue kayla helps at?",
            "morphett vale",
            "rescue",
            "morphett vale",
        ),
        Q(
            "s",
            "What does kayla do at the dog rescue?",
            "walks dogs and cleans pens",
            "rescue",
            "walkin dogs; cleanin pens",
        ),
        Q(
            "s",
            "What does jayden do at the dog rescue?",
            "reads to the old dogs",
            "rescue-2",
            "reads; old dogs",
        ),
        Q(
            "m",
            "Who is the girlfriend brodie mentions in February 2024?",
            "shelby, a vet tech at the vet in christies beach",
            "gf shelby",
            {"gf": "gf", "shelby": "shelby; gf"},
            "event-chain",
        ),
        Q(
            "s",
            "What does shelby do?",
            "she's a vet tech at the vet in christies beach",
            "shelby-job",
            "vet tech; christies beach",
            "third-person-fact",
        ),
        Q(
            "s",
            "What does brodie do for work?",
            "he's a second-year sparky for his dad's mate in aldinga",
            "footy",
            "sparkyin; aldinga",
        ),
        Q(
            "s",
            "When is brodie's footy training?",
            "tuesday and thursday nights at noarlunga",
            "footy",
            "tues n thurs",
        ),
        Q("t", "When did brodie roll his ankle?", "2024-04-13", "ankle", "rolled; 13th of april"),
        Q(
            "t",
            "When did brodie go back to footy training after his ankle?",
            "2024-05-02",
            "ankle",
            "back at trainin; thurs",
            "relative-date",
        ),
        Q("s", "How long was brodie off with his ankle?", "three weeks", "ankle", "3 wks"),
        Q(
            "t",
            "When did kayla see the lantern kids at the thebby?",
            "2024-05-03",
            "gig",
            "lantern kids; last nite",
            "relative-date",
        ),
        Q("s", "Who did kayla go to the lantern kids gig with?", "her mum", "gig", "mum"),
        Q(
            "m",
            "Where did brodie and shelby see the lantern kids?",
            "at the gov, in march 2024",
            "gig gig-2",
            {"gig": "lantern kids", "gig-2": "gov; march"},
        ),
        Q(
            "o",
            "What kind of music would kayla probably be into?",
            "the lantern kids' kind of band music (she called their gig the best night of her life)",
            "gig",
            "lantern kids",
        ),
        Q(
            "t",
            "When did kayla do her first freeway drive?",
            "2024-04-28",
            "logbook-38",
            "freeway; sun",
            "relative-date",
        ),
        Q(
            "s",
            "What did jayden paint at school?",
            "a stingray, which he says is kayla",
            "stingray",
            "stingray",
        ),
        Q(
            "t",
            "When did jayden lose his first tooth?",
            "2024-04-30",
            "tooth",
            "first tooth; tues",
            "relative-date",
        ),
        Q("s", "How much did jayden get for his first tooth?", "$2", "tooth", "2; pillow"),
        Q(
            "m",
            "What photo did brodie take, and what did he and kayla plan to do with it?",
            "The sunset over the reef at port noarlunga; he planned to print it big for his mum's birthday in june, and kayla is painting it for her own mum's 50th.",
            "photo painting",
            {"photo": "sunset; reef", "painting": "reef; photo"},
        ),
        Q(
            "t",
            "When did brodie take the photo of the sunset over the reef?",
            "2024-04-27",
            "photo",
            "photo; sat",
            "relative-date",
        ),
        Q(
            "m",
            "How much had brodie saved for bali, latest?",
            "$1800 by august 2024 ($900 in may), of $2500 needed",
            "bali-900 bali-1800",
            {"bali-900": "900", "bali-1800": "1800"},
            "latest",
        ),
        Q(
            "m",
            "Did brodie and shelby go to bali?",
            "No; an ash cloud cancelled the flights, so they went to kangaroo island from the 4th to the 8th of november 2024.",
            "bali-1800 ki",
            {"bali-1800": "2nd of nov", "ki": "didnt go; ash cloud"},
            "event-chain",
        ),
        Q(
            "t",
            "When did brodie and shelby's kangaroo island trip start?",
            "2024-11-04",
            "ki",
            "kangaroo island; 4th",
        ),
        Q(
            "s",
            "What did brodie and shelby see at flinders chase?",
            "an echidna",
            "echidna",
            "echidna",
        ),
        Q("s", "How much had kayla saved for a car in may 2024?", "$1100", "car-1100", "1100"),
        Q(
            "m",
            "What car did kayla buy and for how much?",
            "a red 2012 mazda 2, for $6500",
            "car-1100 car",
            {"car-1100": "car", "car": "mazda; 6500"},
        ),
        Q(
            "t",
            "When did kayla have her interview at the vet?",
            "2024-08-14",
            "interview",
            "interview; wed",
            "relative-date",
        ),
        Q(
            "s",
            "What did kayla talk about at her interview?",
            "the dog rescue, for ten minutes straight",
            "interview-2",
            "rescue; 10 min",
        ),
        Q("s", "Who told brodie that the vet loved kayla?", "shelby", "chain", "shelby"),
        Q(
            "t",
            "When did brodie go bush at the coorong with the boys?",
            "2024-08",
            "coorong",
            "coorong; 2 weekends ago",
            "relative-date",
        ),
        Q("s", "What did brodie sleep in at the coorong?", "swags", "coorong", "swags"),
        Q("s", "What animals did brodie see at the coorong?", "a heap of emus", "coorong", "emus"),
        Q("s", "How cold was it at the coorong?", "four degrees", "cold", "4 degrees", "fragment"),
        Q(
            "t",
            "When did jayden learn to ride his bike without training wheels?",
            "2024-08-11",
            "bike",
            "training wheels; last sun",
            "relative-date",
        ),
        Q("s", "Who held jayden's bike seat when he learned to ride?", "his nan", "bike", "nan"),
        Q("t", "When is jayden's birthday?", "2024-09-21", "jayden-bday", "bday; 21st", "", False),
        Q("s", "How old did jayden turn in september 2024?", "six", "jayden-bday", "6"),
        Q(
            "s",
            "Where was jayden's sixth birthday party?",
            "at the playground at marino",
            "jayden-bday",
            "playground; marino",
        ),
        Q(
            "t",
            "When did brodie kick three goals?",
            "2024-08-10",
            "goals",
            "3 goals; last sat",
            "relative-date",
        ),
        Q(
            "s",
            "What cake did kayla make her mum?",
            "a three-layer passionfruit cake that leaned like pisa",
            "cake",
            "passionfruit; 3 layers",
        ),
        Q(
            "m",
            "When did kayla pass her P's, and what went wrong the first time?",
            "On 2024-10-03, at the second go; the first time, on the 12th of september, she rolled through a stop sign.",
            "logbook-75 ptest",
            {"logbook-75": "12th of sept", "ptest": "3rd of oct; stop sign"},
        ),
        Q("t", "When did kayla pass her P test?", "2024-10-03", "ptest", "passed; 3rd of oct"),
        Q("t", "When did kayla start at the vet?", "2024-09-02", "newjob", "started; 2nd of sept"),
        Q(
            "s",
            "How long did kayla work at salt n crumb in the end?",
            "three and a half years",
            "newjob",
            "3 n a half yrs",
        ),
        Q(
            "m",
            "Does brodie still play footy?",
            "No; after losing the grand final by four points in 2024 he gave it up for ocean swims all summer.",
            "footy footy-done",
            {"footy": "footy", "footy-done": "done w footy; ocean swims"},
            "latest",
        ),
        Q(
            "s",
            "By how much did brodie's team lose the grand final?",
            "four points",
            "footy-done",
            "4 pts",
        ),
        Q("t", "When is shelby's birthday?", "2024-11-30", "album", "30th of nov"),
        Q(
            "s",
            "What did brodie make for shelby's birthday?",
            "a photo album of kangaroo island, 40 pictures",
            "album",
            "photo album; kangaroo island",
        ),
        Q("s", "Where does shelby keep the photo album?", "by the bed", "album-done", "bed"),
        Q(
            "t",
            "When did jayden get a merit award for reading?",
            "2025-03-07",
            "merit",
            "merit award; fri",
            "relative-date",
        ),
        Q(
            "s",
            "What did jayden build for science week?",
            "a paper rocket, which flew over the fence",
            "rocket",
            "paper rocket",
        ),
        Q(
            "t",
            "When did brodie propose to shelby?",
            "2025-02-14",
            "engaged",
            "proposed; 14th of feb",
        ),
        Q(
            "s",
            "Where did brodie propose to shelby?",
            "at remarkable rocks",
            "engaged",
            "remarkable rocks",
        ),
        Q(
            "t",
            "When is brodie and shelby's wedding?",
            "2026-03",
            "wedding",
            "march; next yr",
            "relative-date",
        ),
        Q(
            "s",
            "What is kayla studying?",
            "a cert in animal care at tafe, tuesday nights since february 2025",
            "tafe",
            "animal care; tafe",
        ),
        Q("s", "How much did it cost to fix kayla's bumper?", "$1200", "bumper", "1200; bumper"),
        Q(
            "m",
            "What is kayla painting for her mum's 50th birthday?",
            "the port noarlunga reef, from brodie's photo of the sunset over it",
            "painting photo",
            {"painting": "paintin; reef", "photo": "reef"},
        ),
        Q("t", "When is kayla's mum turning 50?", "2025-04", "painting", "50; april"),
        Q(
            "m",
            "How far is the charity swim at semaphore in 2025 and how much has brodie raised?",
            "1.5km; $850 so far (in 2024 it was 2km and he raised $640)",
            "ask-swim swim-2",
            {"ask-swim": "charity swim; semaphore", "swim-2": "1.5km|850"},
            "latest",
        ),
        Q(
            "t",
            "When is the 2025 charity swim at semaphore?",
            "2025-03-09",
            "ask-swim",
            "charity swim; tmrw",
            "relative-date",
        ),
        Q(
            "o",
            "In which Australian state are semaphore, port noarlunga and the coorong?",
            "South Australia",
            "swim coorong",
            {"swim": "semaphore", "coorong": "coorong"},
        ),
        Q(
            "o",
            "What sort of present would kayla probably enjoy, going by what she is into?",
            "something to do with animals (she works at a vet, helps at a dog rescue and studies animal care)",
            "rescue tafe",
            {"rescue": "rescue", "tafe": "animal care"},
        ),
        Q(
            "m",
            "What did jayden do the week after his teacher had to fetch his rocket?",
            "He got a merit award for reading (on Friday 2025-03-07).",
            "rocket merit",
            {"rocket": "rocket", "merit": "merit award"},
        ),
    ],
)
CONVERSATIONS.append(KAYLA_BRODIE)

TJASA_MATEVZ = Conv(
    "pair",
    "named_json",
    ["Tjaša", "Matevž"],
    """
@ 2024-03-09
Matevž: Tjaša, did you see me at Kurentovanje? I was the kurent with the red ribbons, second in the line. {kurent}
Tjaša: I saw you! Nejc said your bells were the loudest in the whole parade. Best parade in years, if you ask me. {kurent-2}
Matevž: Fourteen years I've worn the sheepskin now, and my back says that's enough. {kurent-years}
Tjaša: Never. How is the wine?
Matevž: We bottled last year's Šipon last week: eighteen hundred bottles, the most we've ever had from our slopes in Haloze. {bottles-1800}
Tjaša: Congratulations. I'll need six of them for my mother's name day.
Matevž: Consider them yours. Are you still at the library? {ask-job}
Tjaša: Still in the children's room at the town library, eleven years this September. On Thursdays I run the reading club; nine children now, and they argue about every ending. {job}
Matevž: Nine little critics. And Nejc?
Tjaša: Nejc started the snare drum in January, and on Wednesday he played through his first march without stopping. The neighbours clapped. {drum}
Matevž: From their balconies?
Tjaša: Our new neighbour did, the man who keeps homing doves on his roof terrace. He gave Nejc a bottle of elderflower syrup for it. {neighbour}
Matevž: Doves on a roof in Ptuj! Are you still painting?
Tjaša: I've painted the Drava from the old bridge in watercolours, with the castle behind it. I'm going to enter it in the spring exhibition at the Dominican monastery. {painting-plan}
Matevž: Send me a photo. Our news: Urška had a job interview on Tuesday, at the hospital laboratory in Ptuj. {urska-interview}
Tjaša: Good luck to her. Why the change?
Matevž: It would be days only, no more weekend shifts at the toll booth at Gruškovje. {urska-why}
Tjaša: That would be a relief. And I'm going to walk up Donačka gora in June with my sister-in-law. My goal is to do it before I turn fifty. {goal}
Matevž: You'll do it easily.
@ 2024-06-15
Tjaša: Did Urška get the job at the laboratory? {ask-urska}
Matevž: She did. She started on the 2nd of April, days only, and she comes home singing. How did your painting do at the exhibition? {urska-yes}
Tjaša: It was hung by the door, and a woman from Ormož bought it for two hundred and forty euros on the last day, the 26th of May. I nearly cried. {painting-sold}
Matevž: You're a professional now!
Tjaša: Hardly. I'm painting the castle next, from the Haloze side, and I'll give that one to my mother. {painting-next}
Matevž: She'll love it. Did you climb Donačka gora?
Tjaša: Last Sunday, with Alenka, my sister-in-law. Four hours up and a thunderstorm at the top. I turn fifty in August, so that's my goal done. {climb}
Matevž: Well done, both of you.
Tjaša: What has Špela been up to?
Matevž: Špela had her first dance display yesterday evening at the culture hall. She was a daisy, and she waved at Urška the whole time instead of dancing. {spela-dance}
Tjaša: Every child does that. The neighbour, Bojan, says his doves have hatched eleven young ones this spring. {bojan}
Matevž: Tell Bojan that Špela wants one. How's the reading club?
Tjaša: Up to fourteen children. I've started a second group on Tuesdays for the younger ones. {club-14}
Matevž: Fourteen! By the way, I cut my hand with the secateurs on the 3rd of May. It was bandaged for ten days, and Urška tied all the vines. {hand}
Tjaša: Ouch. Nejc plays his first concert with the youth wind band on the 6th of July, in the square by the town tower. {nejc-plan}
Matevž: We'll be there, all three of us.
@ 2024-09-21
Matevž: Happy belated fiftieth! How was it?
Tjaša: Lovely. Alenka threw me a party in her garden on the 17th of August, and my husband Blaž gave me a blue city bike with a basket. {fifty}
Matevž: Are you riding it?
Tjaša: Every Sunday morning along the Drava to Ormož and back, forty kilometres. {cycle-habit}
Matevž: Good for you. We started the harvest on Monday; the Šipon looks good this year. {harvest}
Tjaša: Fingers crossed for a dry week.
Matevž: I'm sorry we missed Nejc's concert; Špela had a fever that weekend. How did it go? And did Bojan find homes for all the young doves? {two-q}
Tjaša: Bojan gave away the last of the eleven in August, and Špela's is the fattest, I hear. And Nejc played without a mistake, then walked off the wrong side of the stage into the drummers. {two-answers}
Matevž: Ha! Špela calls her dove Puhek and reads to him. And our big news: Urška's expecting, due in February. {baby}
Tjaša: Congratulations! Does Špela know?
Matevž: She says it's going to be a sister, and she has already named her Luna. {luna}
Tjaša: And if it's a boy?
Matevž: Then Luna too, she says.
Tjaša: The reading club is down to twelve; two of them moved to the new school in Kidričevo. {club-12}
Matevž: Twelve is still a crowd. Have you started the castle painting?
Tjaša: I finished it last week. Mum hung it in her kitchen, over the stove, which worries me. {castle-done}
@ 2025-01-11
Tjaša: How are you all? Is the wine resting?
Matevž: In the cellar till spring. But listen: I fell off the ladder in the cellar on the 2nd of December and cracked a rib. Six weeks of no lifting. {rib}
Tjaša: Oh no! Will you be all right for Kurentovanje?
Matevž: No sheepskin this year. I'm giving my bells to my nephew Žan, and I'll help at the parade as a marshal instead. {kurent-no}
Tjaša: The end of an era.
Matevž: Fifteen years was enough. How was your Christmas?
Tjaša: Quiet. On Christmas Eve I did a four-hour shift at the Red Cross in Ptuj, packing food parcels, and Nejc came with me. {red-cross}
Matevž: Good for you both. Are you still cycling to Ormož?
Tjaša: Not since November; it's too icy. I swim at the thermal pool in Ptuj on Sunday mornings instead. {swim}
Matevž: Sensible. The baby's due on the 20th of February. {due}
Tjaša: Is Špela ready?
Matevž: She's made a garland of paper birds to hang over the baby's bed, twelve birds, all different colours. {garland}
Tjaša: That's beautiful. And the bottles?
Matevž: We bottled the 2024 Šipon early: two thousand one hundred bottles. {bottles-2100}
@ 2025-05-17
Tjaša: How is the baby? {ask-baby}
Matevž: Luna was born on the 24th of February, four days late, and she's perfect. Špela was right about the sister. {luna-born}
Tjaša: So she really is Luna!
Matevž: She really is. Urška is on leave from the laboratory till next spring. {leave}
Tjaša: And your rib?
Matevž: Fine since the end of January. I was back on the slopes pruning by March. {rib-fine}
Tjaša: Good. My news: I've been head of the children's room since April. {head}
Matevž: Congratulations! And are you still swimming?
Tjaša: I'm back on the bike on Sundays since the ice went, but only to Markovci and back now, not Ormož. {cycle-again}
Matevž: How many are in your reading club now?
Tjaša: Sixteen; the new ones came up from the Tuesday group. {club-16}
Matevž: What's Nejc doing?
Tjaša: He passed his level two snare drum exam on Monday, with top marks. {exam}
Matevž: Excellent. Will you paint Luna?
Tjaša: I've started. A small one of Luna asleep in Špela's arms, from a photo Urška sent. It'll be ready for the welcome party in June. {luna-painting}
Matevž: Urška will cry.
""",
    [
        Q(
            "s",
            "What did Matevž wear at Kurentovanje in 2024?",
            "He was a kurent with red ribbons, in a sheepskin, second in the line.",
            "kurent kurent-years",
            {"kurent": "kurent; red ribbons", "kurent-years": "sheepskin"},
        ),
        Q(
            "t",
            "Since when has Matevž worn the sheepskin at Kurentovanje?",
            "2010-02",
            "kurent-years",
            "fourteen years; sheepskin",
            "human-date",
        ),
        Q(
            "m",
            "Does Matevž still go out as a kurent?",
            "No; after fifteen years he gave his bells to his nephew Žan in 2025 and helps at the parade as a marshal.",
            "kurent kurent-no",
            {"kurent": "kurent", "kurent-no": "no sheepskin; marshal"},
            "latest",
        ),
        Q("s", "Who got Matevž's kurent bells?", "his nephew Žan", "kurent-no", "žan; nephew"),
        Q(
            "s",
            "What did Nejc say about Matevž's bells?",
            "that they were the loudest in the whole parade",
            "kurent-2",
            "loudest",
        ),
        Q(
            "m",
            "How many bottles of Šipon did Matevž bottle, latest?",
            "two thousand one hundred of the 2024 wine (eighteen hundred the year before)",
            "bottles-1800 bottles-2100",
            {"bottles-1800": "eighteen hundred", "bottles-2100": "two thousand one hundred"},
            "latest",
        ),
        Q("s", "Where are Matevž's slopes?", "in Haloze", "bottles-1800", "haloze"),
        Q(
            "s",
            "Where does Tjaša work?",
            "in the children's room at the town library",
            "ask-job job",
            {"ask-job": "library", "job": "children's room; library"},
            "",
            True,
        ),
        Q(
            "t",
            "Since when has Tjaša worked in the children's room of the library?",
            "2013-09",
            "job",
            "eleven years; september",
            "human-date",
        ),
        Q(
            "m",
            "How many children are in Tjaša's reading club, latest?",
            "sixteen (nine, then fourteen, twelve and sixteen)",
            "job club-14 club-12 club-16",
            {"job": "nine", "club-14": "fourteen", "club-12": "twelve", "club-16": "sixteen"},
            "latest",
        ),
        Q(
            "s",
            "When does Tjaša's reading club meet?",
            "on Thursdays, with a second group for the younger ones on Tuesdays",
            "job club-14",
            {"job": "thursdays", "club-14": "tuesdays"},
        ),
        Q(
            "s",
            "Why did the reading club go down to twelve?",
            "two children moved to the new school in Kidričevo",
            "club-12",
            "kidričevo",
        ),
        Q("s", "What instrument does Nejc play?", "the snare drum", "drum", "snare drum"),
        Q(
            "t",
            "When did Nejc first play through a march without stopping?",
            "2024-03-06",
            "drum",
            "march; wednesday",
            "relative-date",
        ),
        Q(
            "m",
            "Who is the neighbour who keeps homing doves on his roof terrace?",
            "Bojan",
            "neighbour bojan",
            {"neighbour": "homing doves", "bojan": "bojan"},
            "event-chain",
        ),
        Q(
            "s",
            "What did Bojan give Nejc?",
            "a bottle of elderflower syrup",
            "neighbour",
            "elderflower syrup",
        ),
        Q(
            "s",
            "How many young did Bojan's doves hatch in spring 2024?",
            "eleven",
            "bojan",
            "eleven",
        ),
        Q(
            "m",
            "What pet does Špela have, and where did it come from?",
            "a dove called Puhek, one of Bojan's eleven young doves",
            "two-answers baby",
            {"two-answers": "bojan; eleven", "baby": "puhek; dove"},
        ),
        Q(
            "m",
            "What happened to the painting of the Drava Tjaša did in watercolours?",
            "She entered it in the spring exhibition at the Dominican monastery, and a woman from Ormož bought it for 240 euros on 2024-05-26.",
            "painting-plan painting-sold",
            {
                "painting-plan": "drava; exhibition",
                "painting-sold": "bought; two hundred and forty",
            },
            "event-chain",
        ),
        Q("t", "When was Tjaša's Drava painting sold?", "2024-05-26", "painting-sold", "26th; may"),
        Q(
            "s",
            "What did Tjaša paint after the Drava?",
            "the castle, from the Haloze side, for her mother",
            "painting-next",
            "castle; mother",
        ),
        Q(
            "s",
            "Where did Tjaša's mother hang the castle painting?",
            "in her kitchen, over the stove",
            "castle-done",
            "kitchen; stove",
        ),
        Q(
            "t",
            "When did Urška have her job interview at the hospital laboratory?",
            "2024-03-05",
            "urska-interview",
            "interview; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "Why did Urška want the laboratory job?",
            "It would be days only, no more weekend shifts at the toll booth at Gruškovje.",
            "urska-why",
            "days only; toll booth",
        ),
        Q(
            "m",
            "Did Urška get the laboratory job, and when did she start?",
            "Yes; she started on 2024-04-02.",
            "urska-interview urska-yes",
            {"urska-interview": "laboratory", "urska-yes": "started; 2nd of april"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Urška start at the hospital laboratory?",
            "2024-04-02",
            "urska-yes",
            "2nd; april",
        ),
        Q(
            "s",
            "Where did Urška work before the laboratory?",
            "weekend shifts at the toll booth at Gruškovje",
            "urska-why",
            "toll booth; gruškovje",
        ),
        Q(
            "m",
            "Did Tjaša reach her goal of walking up Donačka gora before she turned fifty?",
            "Yes; she climbed it with Alenka, her sister-in-law, on 2024-06-09, two months before her fiftieth.",
            "goal climb",
            {"goal": "donačka gora; fifty", "climb": "last sunday; alenka"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Tjaša climb Donačka gora?",
            "2024-06-09",
            "climb",
            "last sunday",
            "relative-date",
        ),
        Q("s", "Who is Alenka?", "Tjaša's sister-in-law", "climb", "alenka; sister-in-law"),
        Q(
            "s",
            "What weather did Tjaša and Alenka have at the top of Donačka gora?",
            "a thunderstorm",
            "climb",
            "thunderstorm",
        ),
        Q(
            "t",
            "When was Špela's first dance display?",
            "2024-06-14",
            "spela-dance",
            "dance display; yesterday",
            "relative-date",
        ),
        Q(
            "s",
            "What was Špela in her dance display, and what did she do?",
            "a daisy; she waved at Urška instead of dancing",
            "spela-dance",
            "daisy; waved",
        ),
        Q(
            "t",
            "When did Matevž cut his hand with the secateurs?",
            "2024-05-03",
            "hand",
            "secateurs; 3rd of may",
        ),
        Q("s", "How long was Matevž's hand bandaged?", "ten days", "hand", "ten days"),
        Q(
            "t",
            "When was Nejc's first concert with the youth wind band?",
            "2024-07-06",
            "nejc-plan",
            "6th; july",
        ),
        Q(
            "m",
            "Did Matevž's family go to Nejc's first concert?",
            "No; they had planned to, but Špela had a fever that weekend.",
            "nejc-plan two-q",
            {"nejc-plan": "concert", "two-q": "missed; fever"},
            "event-chain",
        ),
        Q(
            "s",
            "What happened at the end of Nejc's concert?",
            "He walked off the wrong side of the stage into the drummers.",
            "two-answers",
            "wrong side; drummers",
        ),
        Q(
            "t",
            "When was Tjaša's fiftieth birthday party?",
            "2024-08-17",
            "fifty",
            "party; 17th of august",
        ),
        Q(
            "s",
            "What did Blaž give Tjaša for her fiftieth?",
            "a blue city bike with a basket",
            "fifty",
            "city bike; blue",
        ),
        Q("s", "Who is Blaž?", "Tjaša's husband", "fifty", "blaž; husband", "", True),
        Q(
            "m",
            "Where does Tjaša ride her bike on Sundays, latest?",
            "to Markovci and back (before the winter it was to Ormož and back, forty kilometres)",
            "cycle-habit cycle-again",
            {"cycle-habit": "ormož", "cycle-again": "markovci"},
            "latest",
        ),
        Q(
            "s",
            "What did Tjaša do on Sunday mornings in the winter of 2024-25?",
            "swam at the thermal pool in Ptuj, because it was too icy to cycle",
            "swim",
            "thermal pool",
        ),
        Q(
            "t",
            "When did Matevž start the 2024 harvest?",
            "2024-09-16",
            "harvest",
            "harvest; monday",
            "relative-date",
        ),
        Q("t", "When was Urška's baby due?", "2025-02-20", "due", "due; 20th of february"),
        Q(
            "m",
            "Was Špela right about the baby?",
            "Yes; her sister Luna was born on 2025-02-24, and Špela had named her Luna in advance.",
            "luna luna-born",
            {"luna": "sister; luna", "luna-born": "born; sister"},
            "event-chain",
        ),
        Q("t", "When was Luna born?", "2025-02-24", "luna-born", "born; 24th of february"),
        Q(
            "t",
            "When did Matevž crack a rib?",
            "2024-12-02",
            "rib",
            "cracked a rib; 2nd of december",
        ),
        Q(
            "s",
            "How did Matevž crack his rib?",
            "He fell off the ladder in the cellar.",
            "rib",
            "ladder; cellar",
        ),
        Q(
            "s",
            "How has Matevž's rib been since?",
            "fine since the end of January 2025; back pruning by March",
            "rib-fine",
            "fine; january",
        ),
        Q(
            "s",
            "What did Tjaša do on Christmas Eve 2024?",
            "a four-hour shift at the Red Cross in Ptuj packing food parcels, with Nejc",
            "red-cross",
            "red cross; food parcels",
        ),
        Q(
            "s",
            "What did Špela make for the baby?",
            "a garland of twelve paper birds to hang over the baby's bed",
            "garland",
            "garland; paper birds",
        ),
        Q(
            "s",
            "What is Tjaša's job now?",
            "head of the children's room, since April 2025",
            "head",
            "head; children's room",
            "latest",
        ),
        Q(
            "t",
            "When did Nejc pass his level two snare drum exam?",
            "2025-05-12",
            "exam",
            "exam; monday",
            "relative-date",
        ),
        Q(
            "s",
            "What is Tjaša painting for Luna's welcome party?",
            "Luna asleep in Špela's arms, from a photo Urška sent",
            "luna-painting",
            "luna; špela's arms",
        ),
        Q(
            "s",
            "How long is Urška on leave from the laboratory?",
            "till next spring",
            "leave",
            "leave; spring",
        ),
        Q(
            "o",
            "Which Slovenian town is famous for the Kurentovanje carnival, where Matevž wore the sheepskin?",
            "Ptuj",
            "kurent",
            "kurentovanje",
        ),
        Q(
            "o",
            "Which river flows past Ptuj, the one Tjaša painted from the old bridge?",
            "the Drava",
            "painting-plan",
            "drava",
        ),
        Q(
            "o",
            "What hobby would Tjaša probably enjoy on a holiday, going by what she's into?",
            "painting in watercolours outdoors (or cycling)",
            "painting-plan cycle-habit",
            {"painting-plan": "watercolours", "cycle-habit": "every sunday"},
        ),
        Q(
            "o",
            "What kind of wine is Šipon, which Matevž makes?",
            "a white wine (the Slovenian name of the Furmint grape)",
            "bottles-1800",
            "šipon",
        ),
        Q(
            "m",
            "What did Tjaša do the week before the castle painting was hung?",
            "She finished painting it; her mother then hung it in her kitchen.",
            "painting-next castle-done",
            {"painting-next": "castle", "castle-done": "finished"},
        ),
    ],
)
CONVERSATIONS.append(TJASA_MATEVZ)

REJEAN_NICOLE = Conv(
    "pair",
    "timestamped_lines",
    ["Réjean", "Nicole"],
    """
@ 2024-05-25
Nicole: Réjean! How is retirement treating you? {ask}
Réjean: Three weeks in and I'm busier than ever. Thirty-four years at the Laviolette mill, and on the 3rd of May they gave me a clock and a cake. {retired}
Nicole: A clock! Just what a retired man needs.
Réjean: That's what I said. I've started carving duck decoys in the garage, every morning from eight till noon. {decoys}
Nicole: You always had good hands. Have you sold any?
Réjean: Six, at the Saturday market on des Forges street. {decoys-6}
Nicole: Wonderful. My granddaughter Clémence was a radish in the school pageant on Thursday, and she nibbled the leaves of her own costume on stage. {clemence}
Réjean: Ha! Was it a good show?
Nicole: The best forty minutes I've had all spring, honestly.
Réjean: On Tuesday I did my first shift driving seniors to the hospital for the volunteer centre. Four trips, and one lady gave me a jar of pickled beets. {drive}
Nicole: That's lovely. Will you keep it up?
Réjean: Every Tuesday, that's the plan. {drive-plan}
Nicole: My grandson Olivier has a job interview at the Hydro-Québec station in La Tuque on Monday. He's just finished his diploma in electrical maintenance at the cégep. {olivier-plan}
Réjean: He'll get it. Are you still running the daycare?
Nicole: Still the home daycare on my street, six little ones, twenty-one years this September. {daycare}
Réjean: Twenty-one years of naps!
@ 2024-08-31
Réjean: Did Olivier get the job in La Tuque? {ask-olivier}
Nicole: He did. He started on the 8th of July and rents a little apartment by the river there. He calls me every Sunday. {olivier-job}
Réjean: Good for him. I saw Les Fils du Fleuve at the harbour park on the 16th. Two thousand people, and I knew every word. {concert}
Nicole: Lucky you. How are the decoys selling?
Réjean: Fourteen sold now. A man from Québec City ordered a pair of loons for his cottage. {decoys-14}
Nicole: Loons! My new neighbour asked whether you'd teach her to carve. She's just moved here from Gatineau. {neighbour}
Réjean: Send her over.
Nicole: We went to the cottage at Lac-à-la-Tortue the week before last with Clémence, four nights, and she caught three sunfish. {camp}
Réjean: Fishing already!
Nicole: She says she'll be a fisherwoman and a dentist. I'm making sugar pies for the parish sale on the 14th of September; I promised four. {pies-plan}
Réjean: Save me a slice. I've stopped the Tuesday drives: the volunteer centre moved them to mornings, and mornings are for decoys. I do Thursday afternoons instead. {drive-change}
Nicole: Priorities.
Réjean: My heart doctor wants me walking, so I walk along the river every evening, half an hour. {walk}
Nicole: Good. I'll join you some evening.
@ 2024-11-30
Nicole: Hélène, my neighbour, says you're the most patient teacher she's ever had. {helene}
Réjean: Hélène has good hands. She's carved a chickadee already, and she comes every Wednesday. {helene-2}
Nicole: Did you sell the loons?
Réjean: Twenty-two decoys sold now, loons included. I've got a table at the holiday fair at the cathedral on the 14th of December. {decoys-22}
Nicole: The sugar pies sold out in twenty minutes at the parish sale. I made six in the end, not four. {pies-done}
Réjean: Six!
Nicole: And Clémence has written a poem about the cottage: "The lake is a mirror, and the fish are my friends." She read it to her whole class on Monday. {poem}
Réjean: A poet and a fisherwoman.
Nicole: She wants to frame it for her mother for Christmas. {poem-plan}
Réjean: Some news here: my son Mathieu may move back from Fort McMurray in the spring. He had an interview by video on Tuesday for a job at the grain terminal on the river. {mathieu}
Nicole: That would be wonderful.
Réjean: We'll see. I've also joined a grief group in the parish basement, every second Thursday. Since Ginette died, the evenings are long. {grief}
Nicole: I'm glad. Ginette would have liked that.
Réjean: She'd laugh at the decoys.
@ 2025-03-22
Réjean: How is your wrist?
Nicole: Still in the cast. I slipped on the ice on my front steps on the 17th of February and broke it; six weeks in a cast, so it comes off on the 31st. {wrist}
Réjean: Who's running the daycare?
Nicole: My daughter Josée took two weeks off to help, and now Hélène comes in the mornings. {daycare-help}
Réjean: Good neighbours. Mathieu got the job at the grain terminal; he starts on the 1st of May. {mathieu-yes}
Nicole: Wonderful!
Réjean: In January I went tomcod fishing at Sainte-Anne-de-la-Pérade with Hélène's husband, in a heated shack on the ice. Sixty fish in one night. {tommy}
Nicole: Sixty! What did you do with them?
Réjean: Fried some and gave the rest to your daycare parents. {tommy-2}
Nicole: Clémence framed her poem, and her mother cried. {poem-framed}
Réjean: And the holiday fair went well: nine decoys sold there, so thirty-one in all now. {decoys-31}
Nicole: You'll need a shop.
Réjean: I'm still at the grief group every second Thursday. Last time we made pea soup together. {grief-2}
Nicole: That sounds like a good group.
@ 2025-07-12
Nicole: How is Mathieu settling in? {ask-mathieu}
Réjean: He's renting a house in Cap-de-la-Madeleine with his wife and their two boys, Léo and Félix, five minutes from me. The boys start school in September. {mathieu-home}
Nicole: Grandchildren round the corner!
Réjean: They come carving with me on Saturday mornings now. Each of them has made a crooked duck. {boys-carve}
Nicole: My wrist has been fine since April; I can lift the little ones again. {wrist-fine}
Réjean: Good. Will you keep the daycare going?
Nicole: Until next June. I'm retiring at sixty-five, and Josée wants to take it over. {retire-plan}
Réjean: A big change. Did Olivier come home for Saint-Jean?
Nicole: He came for the Saint-Jean fire on the 24th of June, with a girlfriend named Noémie. We all liked her. {olivier-gf}
Réjean: I saw Les Fils du Fleuve again on Thursday, this time with Mathieu. Even better than last year. {concert-2}
Nicole: Lucky. Any decoy news?
Réjean: Forty sold now. And I still walk every evening; the heart doctor says I'm doing fine. {decoys-40}
Nicole: Excellent news, all of it.
""",
    [
        Q(
            "t",
            "When did Réjean retire from the Laviolette mill?",
            "2024-05-03",
            "retired",
            "3rd of may",
        ),
        Q(
            "s",
            "How long did Réjean work at the mill?",
            "thirty-four years",
            "retired",
            "thirty-four years; laviolette mill",
        ),
        Q(
            "s",
            "What did the mill give Réjean when he retired?",
            "a clock and a cake",
            "retired",
            "clock; cake",
        ),
        Q(
            "s",
            "What has Réjean done since he retired?",
            "carves duck decoys in his garage every morning from eight till noon",
            "decoys",
            "duck decoys; garage",
        ),
        Q(
            "m",
            "How many decoys has Réjean sold, latest?",
            "forty (six, fourteen, twenty-two, thirty-one, then forty)",
            "decoys-6 decoys-14 decoys-22 decoys-31 decoys-40",
            {
                "decoys-6": "six",
                "decoys-14": "fourteen",
                "decoys-22": "twenty-two",
                "decoys-31": "thirty-one",
                "decoys-40": "forty",
            },
            "latest",
        ),
        Q(
            "s",
            "Where did Réjean sell his first decoys?",
            "at the Saturday market on des Forges street",
            "decoys-6",
            "saturday market; des forges",
        ),
        Q(
            "s",
            "What did the man from Québec City order from Réjean?",
            "a pair of loons for his cottage",
            "decoys-14",
            "loons; cottage",
        ),
        Q(
            "t",
            "When was Clémence in the school pageant?",
            "2024-05-23",
            "clemence",
            "school pageant; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "What was Clémence in the school pageant?",
            "a radish, and she nibbled the leaves of her costume",
            "clemence",
            "radish",
        ),
        Q(
            "t",
            "When did Réjean do his first shift driving seniors?",
            "2024-05-21",
            "drive",
            "first shift; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "What did a lady give Réjean on his first driving shift?",
            "a jar of pickled beets",
            "drive",
            "pickled beets",
        ),
        Q(
            "m",
            "When does Réjean drive seniors for the volunteer centre, latest?",
            "Thursday afternoons; he planned Tuesdays but the centre moved those to mornings",
            "drive-plan drive-change",
            {"drive-plan": "every tuesday", "drive-change": "thursday afternoons"},
            "latest",
        ),
        Q(
            "s",
            "Why did Réjean stop the Tuesday drives?",
            "The volunteer centre moved them to mornings, and his mornings are for decoys.",
            "drive-change",
            "mornings; decoys",
        ),
        Q(
            "t",
            "When was Olivier's job interview in La Tuque?",
            "2024-05-27",
            "olivier-plan",
            "interview; monday",
            "relative-date",
        ),
        Q(
            "m",
            "Did Olivier get the Hydro-Québec job?",
            "Yes; he started in La Tuque on 2024-07-08.",
            "olivier-plan olivier-job",
            {"olivier-plan": "hydro-québec", "olivier-job": "started; 8th of july"},
            "event-chain",
        ),
        Q(
            "s",
            "What did Olivier study?",
            "electrical maintenance, at the cégep",
            "olivier-plan",
            "electrical maintenance",
            "third-person-fact",
        ),
        Q(
            "s",
            "How often does Olivier call Nicole?",
            "every Sunday",
            "olivier-job",
            "every sunday",
        ),
        Q(
            "s",
            "What does Nicole do for a living?",
            "She runs a home daycare on her street with six little ones.",
            "daycare",
            "home daycare; six",
        ),
        Q(
            "t",
            "Since when has Nicole run her home daycare?",
            "2003-09",
            "daycare",
            "twenty-one years; september",
            "human-date",
        ),
        Q(
            "t",
            "When did Réjean see Les Fils du Fleuve at the harbour park?",
            "2024-08-16",
            "concert",
            "fils du fleuve; 16th",
        ),
        Q(
            "m",
            "How many times has Réjean seen Les Fils du Fleuve, and who went with him the second time?",
            "twice: at the harbour park on 2024-08-16 and on 2025-07-10 with Mathieu",
            "concert concert-2",
            {"concert": "fils du fleuve", "concert-2": "again; mathieu"},
        ),
        Q(
            "t",
            "When did Réjean see Les Fils du Fleuve the second time?",
            "2025-07-10",
            "concert-2",
            "again; thursday",
            "relative-date",
        ),
        Q(
            "m",
            "Who is the new neighbour who wanted to learn to carve?",
            "Hélène, Nicole's neighbour from Gatineau",
            "neighbour helene",
            {"neighbour": "gatineau", "helene": "hélène; neighbour"},
            "event-chain",
        ),
        Q("s", "What has Hélène carved?", "a chickadee", "helene-2", "chickadee"),
        Q(
            "s",
            "When does Hélène come to carve with Réjean?",
            "every Wednesday",
            "helene-2",
            "wednesday",
        ),
        Q(
            "t",
            "When did Nicole go to the cottage at Lac-à-la-Tortue?",
            "2024-08",
            "camp",
            "lac-à-la-tortue; week before last",
            "relative-date",
        ),
        Q(
            "s",
            "What did Clémence catch at Lac-à-la-Tortue?",
            "three sunfish",
            "camp",
            "three sunfish",
        ),
        Q(
            "m",
            "How many sugar pies did Nicole make for the parish sale?",
            "six, though she had promised four; they sold out in twenty minutes",
            "pies-plan pies-done",
            {"pies-plan": "sugar pies; four", "pies-done": "six"},
        ),
        Q(
            "t",
            "When was the parish sale?",
            "2024-09-14",
            "pies-plan",
            "parish sale; 14th of september",
        ),
        Q(
            "s",
            "Why does Réjean walk every evening?",
            "His heart doctor wants him walking.",
            "walk",
            "heart doctor",
        ),
        Q(
            "s",
            "What did Clémence write about the cottage?",
            'a poem: "The lake is a mirror, and the fish are my friends."',
            "poem",
            "poem; mirror",
        ),
        Q(
            "t",
            "When did Clémence read her poem to the class?",
            "2024-11-25",
            "poem",
            "poem; monday",
            "relative-date",
        ),
        Q(
            "m",
            "What did Clémence do with her poem?",
            "She framed it for her mother for Christmas, and her mother cried.",
            "poem-plan poem-framed",
            {"poem-plan": "frame; mother", "poem-framed": "framed; cried"},
            "event-chain",
        ),
        Q(
            "t",
            "When was Réjean's table at the holiday fair?",
            "2024-12-14",
            "decoys-22",
            "holiday fair; 14th of december",
        ),
        Q(
            "t",
            "When did Mathieu have his video interview for the grain terminal?",
            "2024-11-26",
            "mathieu",
            "interview; tuesday",
            "relative-date",
        ),
        Q(
            "m",
            "Did Mathieu get the job at the grain terminal, and when did he start?",
            "Yes; he started on 2025-05-01 and moved back from Fort McMurray.",
            "mathieu mathieu-yes",
            {"mathieu": "fort mcmurray", "mathieu-yes": "1st of may"},
            "event-chain",
        ),
        Q(
            "s",
            "Why did Réjean join the grief group?",
            "Since his wife Ginette died, the evenings are long.",
            "grief",
            "ginette; evenings",
        ),
        Q(
            "s",
            "How often does Réjean go to the grief group?",
            "every second Thursday, in the parish basement",
            "grief grief-2",
            {"grief": "every second thursday", "grief-2": "every second thursday"},
        ),
        Q("s", "What did the grief group make together?", "pea soup", "grief-2", "pea soup"),
        Q("t", "When did Nicole break her wrist?", "2025-02-17", "wrist", "17th of february"),
        Q(
            "s",
            "How did Nicole break her wrist?",
            "She slipped on the ice on her front steps.",
            "wrist",
            "ice; steps",
        ),
        Q(
            "m",
            "How long was Nicole's wrist in a cast and how is it now?",
            "six weeks, until the 31st of March 2025; fine since April",
            "wrist wrist-fine",
            {"wrist": "six weeks", "wrist-fine": "fine since april"},
        ),
        Q(
            "s",
            "Who helped with the daycare while Nicole's wrist healed?",
            "her daughter Josée for two weeks, then Hélène in the mornings",
            "daycare-help",
            "josée; hélène",
        ),
        Q(
            "s",
            "Where did Réjean go tomcod fishing?",
            "at Sainte-Anne-de-la-Pérade, in a heated shack on the ice",
            "tommy",
            "sainte-anne-de-la-pérade",
        ),
        Q("s", "How many tomcod did Réjean catch?", "sixty, in one night", "tommy", "sixty"),
        Q(
            "s",
            "Who went tomcod fishing with Réjean?",
            "Hélène's husband",
            "tommy",
            "hélène's husband",
        ),
        Q(
            "s",
            "Where does Mathieu live now?",
            "in a rented house in Cap-de-la-Madeleine, five minutes from Réjean",
            "mathieu-home",
            "cap-de-la-madeleine",
            "latest",
        ),
        Q("s", "What are Mathieu's sons called?", "Léo and Félix", "mathieu-home", "léo; félix"),
        Q(
            "s",
            "What do Léo and Félix do on Saturday mornings?",
            "carve with Réjean; each has made a crooked duck",
            "boys-carve",
            "carving; crooked duck",
        ),
        Q(
            "t",
            "When does Nicole plan to retire?",
            "2026-06",
            "retire-plan",
            "next june",
            "relative-date",
        ),
        Q(
            "s",
            "Who will take over Nicole's daycare?",
            "her daughter Josée",
            "retire-plan",
            "josée",
        ),
        Q(
            "s",
            "Who did Olivier bring home for Saint-Jean?",
            "his girlfriend Noémie",
            "olivier-gf",
            "noémie",
        ),
        Q(
            "o",
            "What is celebrated in Québec on the 24th of June, when Olivier came home?",
            "the Fête nationale, Saint-Jean-Baptiste Day",
            "olivier-gf",
            "saint-jean",
        ),
        Q(
            "o",
            "Which bird, whose pair Réjean carved for a cottage, is on the Canadian one-dollar coin?",
            "the loon",
            "decoys-14",
            "loons",
        ),
        Q(
            "o",
            "What would Réjean probably enjoy as a birthday present, going by what he's into?",
            "carving tools or wood for his decoys",
            "decoys boys-carve",
            {"decoys": "carving", "boys-carve": "carving"},
        ),
    ],
)
CONVERSATIONS.append(REJEAN_NICOLE)

MARGRIET = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-04-20
User: Hello, I'm Margriet. Could you help me with a short speech for my father Harm's seventy-fifth birthday? {hi}
Assistant: Of course, Margriet! Happy seventieth to your father. When is the party?
User: Seventy-fifth, not seventieth! It's on the 1st of June, in the garden of his house in Kampen. {party}
Assistant: Sorry, seventy-fifth it is. What would you like the speech to say about him?
User: He was a bridge keeper on the IJssel for forty years and still checks the water level every morning. Also that he took me skating on the ditch behind the house. {harm}
Assistant: Lovely details. Shall I mention the rest of the family too?
User: Yes: my husband Wiebe, who teaches PE at the school in IJsselmuiden, and our children, Thijs who is fourteen and Fenna who is ten. {family}
Assistant: Here's a three-minute draft that starts with the water level, moves to the skating, and ends with a toast from Wiebe, Thijs and Fenna.
User: Good. I'll read it on my own; I'm used to talking to people, I'm an audiology assistant at the hearing centre on the Oudestraat. Nine years in June. {job}
Assistant: Then you'll speak clearly, at least! Anything else you want to add?
User: Maybe a line about the Pieterpad. My sister and I are walking the whole path, all twenty-six stages, one Sunday a month. We've done three so far. {pieterpad-3}
Assistant: I've added: "Dad had us walking before we were skating, and now we're walking the country." Does that fit?
@ 2024-07-13
User: Hi, Margriet again. The speech went well; my father cried and then said it was too short. {speech-done}
Assistant: That's the best review a speech can get! What can I help with today?
User: A packing list. We're staying in a hired tent at a farm campsite near Hattem from the 26th to the 28th of July, the four of us. {tent-plan}
Assistant: Here's a list for two nights: sleeping bags, mats, a torch each, rain jackets, a first-aid kit, and games for the evenings. Do the children swim?
User: Fenna passed her swimming diploma A last Saturday, so yes, she'll want the river. {diploma}
Assistant: Congratulations to her! Add swimming things and a towel each. Anything else on your mind?
User: Thijs had his first job interview on Thursday, at the ice-cream parlour on the IJsselkade. He wore a tie. {thijs-interview}
Assistant: A tie for ice cream shows commitment. When will he hear?
User: Monday. Oh, and the neighbour's daughter will feed our cat while we're away. {neighbour}
Assistant: Good. Should I add cat food to the list for her?
User: Yes, please. And the Pieterpad: we've done nine stages now. {pieterpad-9}
Assistant: Nine of twenty-six! I've added cat food and a note for the neighbour's daughter.
@ 2024-10-05
User: Hello, it's Margriet. I need an apple tart recipe for Fenna's eleventh birthday on Wednesday, for twelve children. {tart}
Assistant: Happy to help. Here's a Dutch apple tart with a lattice top that serves twelve. How was the tent weekend?
User: It rained both days, so we came home on Saturday evening instead of Sunday. Fenna still says it was the best weekend ever. {tent-done}
Assistant: Rain can't beat a good mood. Did Thijs get the ice-cream job?
User: He did. He worked there all of August and saved six hundred and twenty euros. {thijs-job}
Assistant: Well done, Thijs. Shall I make the tart without nuts, for the children?
User: Yes. And I can't stand for long: I sprained my ankle on the dike path on the 14th of September, two weeks with my foot up, so no aqua jogging either. {ankle}
Assistant: I'm sorry. This recipe takes ten minutes of standing; the rest is oven time. Was aqua jogging a regular thing?
User: Tuesdays and Saturdays at the pool in Kampen, for three years. The Pieterpad is stuck at fourteen stages until the ankle's better. {aqua}
Assistant: Fourteen is more than half. Who will help you with the party?
User: Marloes, the neighbour's daughter, the one who fed the cat. She's seventeen and very good with children. {marloes}
Assistant: Then you're in good hands. Enjoy the party!
@ 2025-01-25
User: Margriet here. I have a job interview on Tuesday and I'm nervous. Can you help me prepare? {interview}
Assistant: Of course, Margriet. What's the job?
User: Head of the new hearing centre branch in Elburg. Same company, but I'd run a team of four. {branch}
Assistant: A good step up. Let's start with why you want it. What would you say?
User: After nine years I know every kind of hearing test, and I want to train the new people. {why}
Assistant: That's a strong answer. Another likely question is how you handle a difficult client. Do you have an example?
User: A retired bargeman from Genemuiden who refused his hearing aid for a year, until I tuned it to his wife's voice. {example}
Assistant: That's a memorable story; use it. How's the ankle now?
User: Fine since November. I'm back at aqua jogging, but Saturdays only now, because of the evenings with Fenna's homework. {aqua-back}
Assistant: Sensible. And the Pieterpad?
User: Wiebe gave me walking poles for Christmas, and we've done two more stages since: sixteen now. {poles}
Assistant: Ten to go. Good luck on Tuesday!
@ 2025-06-07
User: Hi, Margriet. I got the Elburg job! I started on the 1st of April. Can you help me write a welcome email for a new assistant? {got-job}
Assistant: Congratulations, Margriet! Of course. What's the assistant's name?
User: Sanne. She starts on the 16th of June, Monday to Thursday. {sanne}
Assistant: Here's a warm email: it welcomes Sanne, tells her what the first week holds, and says you'll meet her at the door at half past eight. How is the drive to Elburg?
User: Twenty-five minutes along the dike; I love it. And big news: my sister and I finished the Pieterpad on the 25th of May, all twenty-six stages, at the Sint-Pietersberg. {pieterpad-done}
Assistant: That's wonderful! Will you walk another long path?
User: Maybe the coast path next year. For now we're taking the children to Schiermonnikoog for a week in August. {schier-plan}
Assistant: Lovely. Shall I add a line to the email about your summer leave?
User: Yes. Thijs is working at the ice-cream parlour again this summer, and Fenna has just finished her first year of recorder at the music club. {kids}
Assistant: I've added the leave dates. Anything else?
User: No, that's it. Thank you!
""",
    [
        Q(
            "s",
            "What does Margriet do for a living?",
            "She's an audiology assistant at the hearing centre on the Oudestraat in Kampen; since April 2025 she heads the new branch in Elburg.",
            "job got-job",
            {"job": "audiology assistant; hearing centre", "got-job": "elburg"},
            "latest",
        ),
        Q(
            "t",
            "Since when has Margriet worked at the hearing centre?",
            "2015-06",
            "job",
            "nine years; june",
            "human-date",
        ),
        Q(
            "s",
            "How old did Margriet's father turn in 2024?",
            "seventy-five",
            "hi party",
            {"hi": "seventy-fifth", "party": "seventy-fifth"},
        ),
        Q(
            "t",
            "When was Harm's seventy-fifth birthday party?",
            "2024-06-01",
            "party",
            "1st of june",
        ),
        Q(
            "s",
            "What did Margriet's father do for a living?",
            "He was a bridge keeper on the IJssel for forty years.",
            "harm",
            "bridge keeper; ijssel",
        ),
        Q(
            "s",
            "Who took Margriet skating as a child?",
            "her father Harm, on the ditch behind the house",
            "harm",
            "skating; ditch",
        ),
        Q(
            "s",
            "What does Wiebe do?",
            "teaches PE at the school in IJsselmuiden",
            "family",
            "pe; ijsselmuiden",
        ),
        Q("s", "How old was Thijs in April 2024?", "fourteen", "family", "fourteen"),
        Q(
            "m",
            "How many Pieterpad stages had Margriet done, latest?",
            "all twenty-six, finished on 2025-05-25 (three, nine, fourteen and sixteen before)",
            "pieterpad-3 pieterpad-9 aqua poles pieterpad-done",
            {
                "pieterpad-3": "three",
                "pieterpad-9": "nine",
                "aqua": "fourteen",
                "poles": "sixteen",
                "pieterpad-done": "twenty-six",
            },
            "latest",
        ),
        Q(
            "s",
            "Who does Margriet walk the Pieterpad with, and how often?",
            "her sister, one Sunday a month",
            "pieterpad-3",
            "sister; one sunday a month",
        ),
        Q(
            "t",
            "When did Margriet finish the Pieterpad?",
            "2025-05-25",
            "pieterpad-done",
            "finished; 25th of may",
        ),
        Q(
            "s",
            "Where did Margriet finish the Pieterpad?",
            "at the Sint-Pietersberg",
            "pieterpad-done",
            "sint-pietersberg",
        ),
        Q(
            "s",
            "What did Margriet's father say about the speech?",
            "that it was too short (after he cried)",
            "speech-done",
            "too short",
        ),
        Q(
            "m",
            "How did the tent weekend near Hattem go?",
            "Planned for the 26th to the 28th of July 2024; it rained both days and they came home on Saturday evening, but Fenna says it was the best weekend ever.",
            "tent-plan tent-done",
            {"tent-plan": "hattem", "tent-done": "rained; saturday evening"},
            "event-chain",
        ),
        Q(
            "t",
            "When did the family come home from the tent weekend?",
            "2024-07-27",
            "tent-plan tent-done",
            {"tent-plan": "26th; 28th of july", "tent-done": "saturday evening"},
            "relative-date",
        ),
        Q(
            "t",
            "When did Fenna pass her swimming diploma A?",
            "2024-07-06",
            "diploma",
            "swimming diploma; last saturday",
            "relative-date",
        ),
        Q(
            "t",
            "When was Thijs's first job interview?",
            "2024-07-11",
            "thijs-interview",
            "job interview; thursday",
            "relative-date",
        ),
        Q(
            "m",
            "Did Thijs get the job at the ice-cream parlour?",
            "Yes; he worked there all of August 2024 and saved 620 euros, and works there again in summer 2025.",
            "thijs-interview thijs-job",
            {"thijs-interview": "ice-cream parlour", "thijs-job": "worked; august"},
            "event-chain",
        ),
        Q(
            "s",
            "How much did Thijs save from his summer job in 2024?",
            "six hundred and twenty euros",
            "thijs-job",
            "six hundred and twenty",
        ),
        Q("s", "What did Thijs wear to his job interview?", "a tie", "thijs-interview", "tie"),
        Q(
            "m",
            "Who is the neighbour's daughter who fed Margriet's cat?",
            "Marloes, who is seventeen",
            "neighbour marloes",
            {"neighbour": "neighbour's daughter; cat", "marloes": "marloes"},
            "event-chain",
        ),
        Q(
            "t",
            "When is Fenna's eleventh birthday?",
            "2024-10-09",
            "tart",
            "eleventh birthday; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Margriet bake for Fenna's eleventh birthday?",
            "an apple tart",
            "tart",
            "apple tart",
        ),
        Q(
            "t",
            "When did Margriet sprain her ankle?",
            "2024-09-14",
            "ankle",
            "sprained; 14th of september",
        ),
        Q("s", "Where did Margriet sprain her ankle?", "on the dike path", "ankle", "dike path"),
        Q(
            "m",
            "When does Margriet go aqua jogging, latest?",
            "Saturdays only, since November 2024 (before, Tuesdays and Saturdays for three years)",
            "aqua aqua-back",
            {"aqua": "tuesdays and saturdays", "aqua-back": "saturdays only"},
            "latest",
        ),
        Q(
            "s",
            "Why does Margriet only go aqua jogging on Saturdays now?",
            "because of the evenings with Fenna's homework",
            "aqua-back",
            "fenna's homework",
        ),
        Q(
            "t",
            "When was Margriet's interview for the Elburg job?",
            "2025-01-28",
            "interview",
            "job interview; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "How big a team would Margriet run in Elburg?",
            "a team of four",
            "branch",
            "team of four",
        ),
        Q(
            "s",
            "What example did Margriet prepare for her interview?",
            "a retired bargeman from Genemuiden who refused his hearing aid for a year until she tuned it to his wife's voice",
            "example",
            "bargeman; genemuiden",
        ),
        Q("t", "When did Margriet start the Elburg job?", "2025-04-01", "got-job", "1st of april"),
        Q(
            "s",
            "What did Wiebe give Margriet for Christmas?",
            "walking poles",
            "poles",
            "walking poles",
        ),
        Q(
            "s",
            "Who is Sanne?",
            "the new assistant at Margriet's Elburg branch, starting on 16 June 2025",
            "sanne",
            "sanne",
        ),
        Q("t", "When does Sanne start?", "2025-06-16", "sanne", "16th of june"),
        Q(
            "s",
            "How long is Margriet's drive to Elburg?",
            "twenty-five minutes along the dike",
            "pieterpad-done",
            "twenty-five minutes",
        ),
        Q(
            "s",
            "Where is Margriet's family going in August 2025?",
            "to Schiermonnikoog for a week",
            "schier-plan",
            "schiermonnikoog",
        ),
        Q(
            "s",
            "What instrument has Fenna just finished her first year of?",
            "the recorder, at the music club",
            "kids",
            "recorder",
        ),
        Q(
            "s",
            "What did I bake for Fenna's eleventh birthday?",
            "an apple tart, without nuts, for twelve children",
            "tart",
            "apple tart; twelve",
            "first-person-question",
        ),
        Q(
            "s",
            "Where did I sprain my ankle, and what did I have to stop?",
            "on the dike path; aqua jogging",
            "ankle",
            "dike path; aqua jogging",
            "first-person-question",
        ),
        Q(
            "o",
            "What long-distance walk would Margriet probably enjoy next?",
            "another long path, such as a coast path",
            "pieterpad-done schier-plan",
            {"pieterpad-done": "pieterpad", "schier-plan": "coast path"},
        ),
        Q(
            "o",
            "In which Dutch province are Kampen, Genemuiden and IJsselmuiden?",
            "Overijssel",
            "party example",
            {"party": "kampen", "example": "genemuiden"},
        ),
        Q(
            "o",
            "Which Dutch island, one of the quietest, is Margriet's family going to in August 2025?",
            "Schiermonnikoog",
            "schier-plan",
            "schiermonnikoog",
        ),
    ],
    user_label="Margriet",
)
CONVERSATIONS.append(MARGRIET)

MINJUN = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-09-07
User: hi. minjun. need a training plan. 10km run for charity 26 oct {hi}
Assistant: Hello, Minjun! Happy to help. What is the run for?
User: childrens ward at suncheon hospital. my daughter haeun was in there 2 yrs ago {why-run}
Assistant: A good cause. How much do you run now?
User: 3x a week along the dongcheon river. 12km a week total {km-12}
Assistant: Then we'll build to 25 km a week by mid-October: two easy runs, one longer run on Sundays, and a rest week before the race. Do you have time in the mornings?
User: no. fix phones at a stall in jungang market 9 to 7. 5 yrs in nov {job}
Assistant: Evening runs, then. Shall I put the long run on Sunday mornings?
User: ya sunday ok. wife jiyoung takes kids to her dads pear orchard in naju sundays anyway {jiyoung}
Assistant: Perfect timing. Here is the eight-week plan, with the long run growing from 5 to 9 km.
User: thx. haeun 7 n doyun 4 want to cheer at the finish {kids}
Assistant: They'll be the loudest supporters there. Good luck with the training!
@ 2024-11-16
User: minjun. need thank you msg for sponsors. did the run {ran}
Assistant: Congratulations, Minjun! How did it go on the 26th?
User: 58 min. raised 1.2 million won. haeun n doyun held a sign at the finish {result}
Assistant: Wonderful. Here's a short message: "Thanks to you, I ran 10 km in 58 minutes and raised 1.2 million won for the children's ward."
User: good. add that haeun got her yellow belt in taekwondo wed {belt}
Assistant: Added: "And our daughter Haeun got her yellow belt in taekwondo on Wednesday." How often does she train?
User: tues n thurs after school {belt-2}
Assistant: That's dedication. Are you still running now the race is over?
User: ya. 25km a week now. want the 21k in yeosu in april {km-25}
Assistant: That's a good goal. I'll draw up a plan in the new year.
@ 2025-02-22
User: minjun. need a short note to haeuns teacher. she cant do the class show rehearsal mon {note}
Assistant: Of course. What's the reason?
User: dentist. n shes the magpie in the class show so teacher will be annoyed lol {magpie}
Assistant: Here's a polite note: "Haeun has a dentist appointment on Monday and will miss the rehearsal. She's practising her magpie lines at home." When is the show?
User: 14 march. also forget the yeosu 21k. pulled a muscle in my thigh 3 feb playing football w doyun. 2 wks no running {thigh}
Assistant: I'm sorry. Do you want to aim for something shorter in Yeosu instead?
User: ya the 10k there. same day 13 apr {yeosu-plan}
Assistant: Then we'll restart gently. How much can you run now?
User: back to 8km a week. jiyoung got me a running watch for my bday so i cant cheat {watch}
Assistant: A good present. We'll go from 8 km back to 20 km by April.
@ 2025-05-31
User: minjun. plan a glamping trip. jirisan 7 to 9 june. 4 of us {glamping}
Assistant: Lovely! Here's a plan: arrive Saturday afternoon, a short valley walk, a barbecue, and a longer trail on Sunday morning. How did the Yeosu 10k go?
User: 54 min. pb. kids cheered again {yeosu-done}
Assistant: Congratulations on your personal best! And Haeun's show?
User: great. she forgot one line n flapped her wings instead. best magpie ever {show}
Assistant: That sounds perfect. Should the trip include anything for Doyun?
User: he started daycare in march. loves bugs now. find bugs {doyun}
Assistant: Then a stream walk to look for beetles and water striders on Sunday. Anything else?
User: doyun drew a picture of my stall. i stuck it on the stall wall. customers like it {drawing}
Assistant: What a lovely thing for the stall.
@ 2025-08-30
User: minjun. my mum turns 60 on 14 sep. need a speech for her hwangap {hwangap}
Assistant: Happy to help. Tell me a little about your mother.
User: ran a kimbap shop in suncheon 30 yrs. retired last yr. grows perilla on her roof now {mum}
Assistant: Here's an opening: "For thirty years, Mum fed half of Suncheon; now she feeds her perilla." How was Jirisan?
User: good. doyun found 14 kinds of bugs. haeun lost a front tooth on the trail {jirisan}
Assistant: A proper adventure! Is the running still going?
User: ya 30km a week. doing the suncheon 10k again in oct {km-30}
Assistant: Great. I'll finish the speech with a toast from the whole family.
User: thx. mention jiyoung made the rice cakes {rice-cakes}
Assistant: Added: "And the rice cakes are Jiyoung's."
""",
    [
        Q(
            "s",
            "What does minjun do for a living?",
            "He fixes phones at a stall in jungang market, 9 to 7.",
            "job",
            "fix phones; jungang market",
            "",
            True,
        ),
        Q(
            "t",
            "Since when has minjun had his phone stall?",
            "2019-11",
            "job",
            "5 yrs; nov",
            "human-date",
        ),
        Q("t", "When was minjun's 10km run for charity?", "2024-10-26", "hi", "10km run; 26 oct"),
        Q(
            "s",
            "What was minjun's 10km run for charity in aid of?",
            "the children's ward at suncheon hospital, where his daughter haeun had been",
            "why-run",
            "childrens ward; suncheon hospital",
        ),
        Q(
            "m",
            "How many km a week does minjun run, latest?",
            "30 (12 in september 2024, 25 in november, 8 after his thigh injury)",
            "km-12 km-25 watch km-30",
            {"km-12": "12km", "km-25": "25km", "watch": "8km", "km-30": "30km"},
            "latest",
        ),
        Q("s", "Where does minjun run?", "along the dongcheon river", "km-12", "dongcheon river"),
        Q(
            "s",
            "Where does jiyoung take the kids on Sundays?",
            "to her dad's pear orchard in naju",
            "jiyoung",
            "pear orchard; naju",
        ),
        Q(
            "s",
            "How old are haeun and doyun in september 2024?",
            "haeun 7, doyun 4",
            "kids",
            "haeun 7; doyun 4",
        ),
        Q(
            "s",
            "How long did minjun take to run the 10km for charity?",
            "58 minutes",
            "result",
            "58 min",
        ),
        Q(
            "s",
            "How much did minjun raise for the children's ward?",
            "1.2 million won",
            "result",
            "1.2 million won",
        ),
        Q(
            "t",
            "When did haeun get her yellow belt?",
            "2024-11-13",
            "belt",
            "yellow belt; wed",
            "relative-date",
        ),
        Q(
            "s",
            "When does haeun do taekwondo?",
            "tuesday and thursday after school",
            "belt-2",
            "tues n thurs",
            "fragment",
        ),
        Q(
            "m",
            "Did minjun run the 21k in yeosu?",
            "No; he pulled a thigh muscle on 2025-02-03, so he ran the 10k there instead on 2025-04-13, in 54 minutes.",
            "km-25 thigh yeosu-done",
            {"km-25": "21k; yeosu", "thigh": "forget; thigh", "yeosu-done": "54 min"},
            "event-chain",
        ),
        Q(
            "t",
            "When did minjun pull a muscle in his thigh?",
            "2025-02-03",
            "thigh",
            "thigh; 3 feb",
        ),
        Q(
            "s",
            "How did minjun pull his thigh muscle?",
            "playing football with doyun",
            "thigh",
            "football; doyun",
        ),
        Q(
            "s",
            "How long could minjun not run after his thigh injury?",
            "two weeks",
            "thigh",
            "2 wks",
        ),
        Q("t", "When was the yeosu 10k?", "2025-04-13", "yeosu-plan", "13 apr"),
        Q(
            "s",
            "What was minjun's time in the yeosu 10k?",
            "54 minutes, a personal best",
            "yeosu-done",
            "54 min; pb",
            "fragment",
        ),
        Q(
            "s",
            "What did jiyoung give minjun for his birthday?",
            "a running watch",
            "watch",
            "running watch",
        ),
        Q(
            "t",
            "When was haeun's class show rehearsal that she missed?",
            "2025-02-24",
            "note",
            "rehearsal; mon",
            "relative-date",
        ),
        Q("s", "Why did haeun miss the rehearsal?", "a dentist appointment", "magpie", "dentist"),
        Q("s", "What part did haeun play in the class show?", "the magpie", "magpie", "magpie"),
        Q(
            "t",
            "When was haeun's class show?",
            "2025-03-14",
            "magpie thigh",
            {"magpie": "class show", "thigh": "14 march"},
        ),
        Q(
            "m",
            "What happened at haeun's class show?",
            "She was the magpie; she forgot one line and flapped her wings instead.",
            "magpie show",
            {"magpie": "magpie", "show": "forgot one line; flapped"},
        ),
        Q(
            "t",
            "When was the glamping trip at jirisan?",
            "2025-06-07",
            "glamping",
            "glamping; jirisan; 7",
        ),
        Q("s", "What is doyun into?", "bugs", "doyun", "bugs"),
        Q("s", "When did doyun start daycare?", "in March 2025", "doyun", "daycare; march"),
        Q(
            "m",
            "How many kinds of bugs did doyun find at jirisan?",
            "fourteen",
            "doyun jirisan",
            {"doyun": "bugs", "jirisan": "14 kinds"},
        ),
        Q(
            "s",
            "What happened to haeun on the jirisan trail?",
            "she lost a front tooth",
            "jirisan",
            "front tooth",
        ),
        Q(
            "s",
            "What did doyun draw, and where is it?",
            "a picture of minjun's stall, stuck on the stall wall",
            "drawing",
            "drew; stall wall",
        ),
        Q("t", "When is minjun's mum's 60th birthday?", "2025-09-14", "hwangap", "60; 14 sep"),
        Q(
            "s",
            "What did minjun's mum do before she retired?",
            "ran a kimbap shop in suncheon for 30 years",
            "mum",
            "kimbap shop; 30 yrs",
        ),
        Q(
            "s",
            "When did minjun's mum retire?",
            "in 2024, the year before the hwangap",
            "mum",
            "retired; last yr",
        ),
        Q("s", "What does minjun's mum grow on her roof?", "perilla", "mum", "perilla"),
        Q(
            "s",
            "Who made the rice cakes for the hwangap?",
            "jiyoung",
            "rice-cakes",
            "jiyoung; rice cakes",
        ),
        Q(
            "s",
            "Where do I fix phones, and since when?",
            "at a stall in jungang market, since november 2019",
            "job",
            "stall; jungang market",
            "first-person-question",
        ),
        Q(
            "o",
            "What is a hwangap, which minjun's mum is celebrating?",
            "a Korean 60th birthday celebration, marking a full cycle of the sixty-year calendar",
            "hwangap",
            "hwangap",
        ),
        Q("o", "Which Korean martial art does haeun train in?", "taekwondo", "belt", "taekwondo"),
        Q(
            "o",
            "What would doyun probably enjoy as a present, going by what he's into?",
            "a bug-catching kit or a picture book about insects",
            "doyun",
            "bugs",
        ),
        Q(
            "m",
            "What did haeun get in the week before minjun asked for a thank-you message for his sponsors?",
            "her yellow belt in taekwondo",
            "ran belt",
            {"ran": "thank you msg", "belt": "yellow belt"},
        ),
    ],
    user_label="Minjun",
)
CONVERSATIONS.append(MINJUN)


# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-02-21 is a Wednesday, 2024-05-18 a Saturday, 2024-08-06 a Tuesday, 2024-11-28 a
# Thursday, 2025-03-10 a Monday and 2025-07-19 a Saturday. A weekday named for a past event
# is the one before the date; for a plan, the one after; "yesterday" is the day before.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-02-21", "2024-05-18", "2024-08-06"
D_, E_, F_ = "2024-11-28", "2025-03-10", "2025-07-19"

SENTENCES += [
    # past events with a relative date, often with a feeling said beside them
    S(
        "past-event",
        NL,
        A_,
        "Mette",
        "Yesterday I did the lake run round Hald Sø for the cancer ward with my sister, eight kilometres in the rain, and honestly it was the best morning of the year.",
        [
            M(
                "Mette did the lake run round Hald Sø for the cancer ward with her sister on 2024-02-20.",
                R,
                "mette; lake run|hald sø; 2024-02-20",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "kasper",
        "went to my first support group meetin on weds, the one for dads who lost a parent. 7 of us. didnt say much but ill go back",
        [
            M(
                "kasper went to his first support group meeting, for dads who lost a parent, on 2024-05-15.",
                R,
                "kasper; support group; 2024-05-15",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Trine",
        "On Saturday our Ellen played the innkeeper's wife in the summer theatre at Skive, and she didn't forget a single line. I was so proud I couldn't speak.",
        [
            M(
                "Trine's daughter Ellen played the innkeeper's wife in the summer theatre at Skive on 2024-08-03.",
                R,
                "ellen; innkeeper's wife|summer theatre; 2024-08-03",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "I had a job interview at the regional bus company in Viborg on Monday, for a shift planner's post, and I think it went well.",
        [
            M(
                "The user had a job interview at the regional bus company in Viborg on 2024-11-25 for a shift planner's post.",
                R,
                "job interview|shift planner; viborg; 2024-11-25",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "did my first volunteer shift at the night cafe for the homeless fri. 40 coffees, feet are dead",
        [
            M(
                "The user did a first volunteer shift at the night cafe for the homeless on 2025-03-07.",
                R,
                "volunteer shift|night cafe; 2025-03-07",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Mette",
        "We slept two nights in tents at Skagen, and on Tuesday Malte found a piece of flint with a hole right through it. He wears it round his neck now.",
        [
            M(
                "Mette's son Malte found a holed piece of flint at Skagen on 2025-07-15.",
                R,
                "malte; flint; 2025-07-15",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        D_,
        "kasper",
        "saw the copper kites in hobro yday, proper loud, ears still ringin",
        [
            M(
                "kasper saw the copper kites in hobro on 2024-11-27.",
                R,
                "kasper; copper kites; 2024-11-27",
            )
        ],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        A_,
        "Mette",
        "I've cleaned the wards at Viborg hospital for twelve years, nights mostly.",
        [
            M(
                "Mette has cleaned the wards at Viborg hospital for twelve years.",
                D,
                "mette; wards|cleaned; viborg hospital",
            )
        ],
    ),
    S(
        "durable-fact",
        TL,
        B_,
        "kasper",
        "been drivin the wheel loader at the gravel pit in skive since i was 19",
        [
            M(
                "kasper has driven the wheel loader at the gravel pit in skive since he was 19.",
                D,
                "kasper; wheel loader; gravel pit",
            )
        ],
    ),
    S(
        "durable-fact",
        NJ,
        D_,
        "Trine",
        "I teach Danish to new arrivals at the adult education centre in Thisted, three mornings a week.",
        [
            M(
                "Trine teaches Danish to new arrivals at the adult education centre in Thisted three mornings a week.",
                D,
                "trine; danish|adult education centre; thisted",
            )
        ],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "I sort parcels on the night shift at the distribution centre in Herning, for my sins.",
        [
            M(
                "The user sorts parcels on the night shift at the distribution centre in Herning.",
                D,
                "parcels; distribution centre; herning",
            )
        ],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "im epileptic since age 9 btw, no strobe stuff",
        [M("The user has been epileptic since age 9.", D, "epileptic")],
    ),
    S(
        "durable-fact",
        NL,
        C_,
        "Mette",
        "I've sung in the hospital staff singers for six years; we do the Christmas service every December.",
        [
            M(
                "Mette has sung in the hospital staff singers for six years.",
                D,
                "mette; staff singers",
            )
        ],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        B_,
        "Mette",
        "On Tuesday I'm taking Malte to try out for the junior gymnastics team; he's been practising handstands against the fridge all week.",
        [
            M(
                "Mette is taking Malte to try out for the junior gymnastics team on 2024-05-21.",
                R,
                "malte; gymnastics; 2024-05-21",
            )
        ],
    ),
    S(
        "plan",
        TL,
        D_,
        "kasper",
        "takin the kids to the julemarked in ribe sat, first time for the little one",
        [
            M(
                "kasper is taking the kids to the julemarked in ribe on 2024-11-30.",
                R,
                "kasper; julemarked|ribe; 2024-11-30",
            )
        ],
    ),
    S(
        "plan",
        NJ,
        E_,
        "Trine",
        "On Wednesday I'm reading my poem about the Limfjord at the library's open evening, and then I'll send it to the local paper.",
        [
            M(
                "Trine is reading her poem about the Limfjord at the library's open evening on 2025-03-12.",
                R,
                "trine; poem|limfjord; 2025-03-12",
            )
        ],
    ),
    S(
        "plan",
        UA,
        F_,
        "User",
        "We're driving down to my brother's in Kolding on Monday for his fortieth.",
        [
            M(
                "The user is driving to the user's brother's fortieth birthday in Kolding on 2025-07-21.",
                R,
                "brother|fortieth; kolding; 2025-07-21",
            )
        ],
    ),
    S(
        "plan",
        JM,
        A_,
        "User",
        "startin car lessons fri, first one ever at 34",
        [M("The user starts car lessons on 2024-02-23.", R, "car lessons; 2024-02-23")],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        D_,
        "Mette",
        "Jens's mother Birthe has moved into the care flats in Bjerringbro.",
        [
            M(
                "Birthe, the mother of Mette's husband Jens, has moved into the care flats in Bjerringbro.",
                D,
                "birthe; care flats|bjerringbro",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        E_,
        "kasper",
        "me sister lone got the job at the lego factory in billund, starts in april",
        [
            M(
                "kasper's sister lone got a job at the lego factory in billund, starting in 2025-04.",
                R,
                "lone; lego|billund",
            )
        ],
    ),
    S(
        "third-person-fact",
        NJ,
        B_,
        "Trine",
        "Holger, the neighbour's boy, has started at the dinghy club in Struer and talks about nothing else.",
        [
            M(
                "Holger, Trine's neighbour's boy, has started at the dinghy club in Struer.",
                D,
                "holger; dinghy club; struer",
            )
        ],
    ),
    S(
        "third-person-fact",
        UA,
        C_,
        "User",
        "My daughter Karen is in the third grade now and reads a book a week.",
        [
            M(
                "The user's daughter Karen is in the third grade and reads a book a week.",
                R,
                "karen; third grade",
            )
        ],
    ),
    S(
        "third-person-fact",
        NL,
        F_,
        "Mette",
        "My husband Jens drives all the children on our street to school now, four of them in the back of his car.",
        [
            M(
                "Mette's husband Jens drives all the children on the street to school.",
                D,
                "jens; children|school",
            )
        ],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        A_,
        "Mette",
        "A bread knife from Jens, and a card Malte drew.",
        [
            M(
                "Mette got a bread knife from Jens and a card drawn by Malte for her birthday.",
                R,
                "mette; bread knife; jens",
            )
        ],
        [("Trine", "What did you get for your birthday?")],
    ),
    S(
        "fragment-answer",
        TL,
        C_,
        "kasper",
        "papillon. bonnie. 6",
        [M("kasper has a six-year-old papillon called bonnie.", D, "kasper|papillon; bonnie")],
        [("ulrik", "wat dog u got")],
    ),
    S(
        "fragment-answer",
        NJ,
        D_,
        "Trine",
        "Saturdays, at the swimming hall in Skive.",
        [
            M(
                "Trine takes Ellen swimming on Saturdays at the swimming hall in Skive.",
                D,
                "ellen; swimming hall|skive; saturdays",
            )
        ],
        [("Mette", "When do you take Ellen swimming?")],
    ),
    S(
        "fragment-answer",
        JM,
        E_,
        "User",
        "white vw crafter. 2016",
        [M("The user drives a white 2016 vw crafter.", D, "vw crafter; 2016")],
        [("Assistant", "What van do you drive?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        C_,
        "Mette",
        "I'm off work with a sprained wrist until the end of August.",
        [
            M(
                "Mette is off work with a sprained wrist until the end of 2024-08.",
                R,
                "mette; sprained wrist; 2024-08",
            )
        ],
    ),
    S(
        "recent-state",
        TL,
        A_,
        "kasper",
        "got strep throat, off work till mon",
        [
            M(
                "kasper has strep throat and is off work until 2024-02-26.",
                R,
                "kasper; strep throat; 2024-02-26",
            )
        ],
    ),
    S(
        "recent-state",
        NJ,
        F_,
        "Trine",
        "I'm thirty-eight weeks pregnant and the bag's been packed for a month.",
        [M("Trine is thirty-eight weeks pregnant.", R, "trine; pregnant|thirty-eight weeks")],
    ),
    S(
        "recent-state",
        UA,
        B_,
        "User",
        "I'm staying at my mother's in Hobro while our kitchen is being redone.",
        [
            M(
                "The user is staying at the user's mother's in Hobro while the kitchen is redone.",
                R,
                "hobro; kitchen",
            )
        ],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        A_,
        "User",
        "Please remember that my son Bertil's end-of-term show is on the 7th of March; he's the lamplighter.",
        [
            M(
                "The user's son Bertil is the lamplighter in the end-of-term show on 2024-03-07.",
                R,
                "bertil; end-of-term show|lamplighter; 2024-03-07",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        C_,
        "User",
        "remind me my wifes bday is 19 aug, she likes tulips",
        [
            M(
                "The user's wife's birthday is on 2024-08-19, and she likes tulips.",
                R,
                "2024-08-19; tulips",
            )
        ],
    ),
    S(
        "request-with-fact",
        UA,
        E_,
        "User",
        "Could you keep in mind that I'm allergic to horseradish when you suggest recipes?",
        [M("The user is allergic to horseradish.", D, "allergic; horseradish")],
    ),
    S(
        "request-with-fact",
        JM,
        F_,
        "User",
        "keep this: my kolonihave is plot 14 on the north side",
        [M("The user's kolonihave is plot 14 on the north side.", D, "kolonihave; plot 14")],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        B_,
        "Mette",
        "No, I gave up the evening cleaning in March. I help at the second-hand shop at the church on Thursdays now.",
        [
            M(
                "Mette helps at the second-hand shop at the church on Thursdays.",
                D,
                "mette; second-hand shop; thursdays",
            )
        ],
        [("Trine", "Are you still doing the evening cleaning?")],
    ),
    S(
        "second-person",
        TL,
        D_,
        "kasper",
        "nah sold it in sept, got a van now",
        [
            M(
                "kasper sold his trail bike in 2024-09 and has a van now.",
                R,
                "kasper; trail bike; 2024-09",
            )
        ],
        [("ulrik", "u still got the trail bike")],
    ),
    S(
        "second-person",
        NJ,
        C_,
        "Trine",
        "Yes, every Sunday since Easter, round the lake and back.",
        [M("Trine runs with the club every Sunday.", D, "trine; club; sunday")],
        [("Mette", "Do you still run with the club?")],
    ),
    S(
        "second-person",
        UA,
        F_,
        "User",
        "Not any more. We moved to Skanderborg in May.",
        [M("The user moved to Skanderborg in 2025-05.", D, "skanderborg; 2025-05")],
        [("Assistant", "Do you still live in Horsens?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        E_,
        "Mette",
        "Birthe turned eighty on Friday, Jens has signed up for the lake run again, and Malte lost his first tooth on Saturday.",
        [
            M("Birthe turned eighty on 2025-03-07.", R, "birthe; eighty; 2025-03-07"),
            M("Mette's husband Jens has signed up for the lake run again.", R, "jens; lake run"),
            M(
                "Mette's son Malte lost his first tooth on 2025-03-08.",
                R,
                "malte; first tooth; 2025-03-08",
            ),
        ],
    ),
    S(
        "multi-fact",
        TL,
        F_,
        "kasper",
        "lone's moved to billund, bonnie had 5 pups n im on nights at the pit from aug",
        [
            M("kasper's sister lone has moved to billund.", D, "lone; billund"),
            M("kasper's papillon bonnie had 5 pups.", R, "bonnie; 5 pups"),
            M("kasper works nights at the gravel pit from 2025-08.", R, "kasper; nights; 2025-08"),
        ],
    ),
    S(
        "multi-fact",
        JM,
        B_,
        "User",
        "my son's 8 now, my daughter starts school in aug, and we got a cat called pebber",
        [
            M("The user's son is 8.", R, "son; 8"),
            M("The user's daughter starts school in 2024-08.", R, "daughter; school; 2024-08"),
            M("The user has a cat called pebber.", D, "cat; pebber"),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        D_,
        None,
        "Note: the Christmas play at Malte's school is on Thursday the 12th of December at five, and he is the third king.",
        [
            M(
                "The Christmas play at Malte's school is on 2024-12-12 at five; Malte is the third king.",
                R,
                "christmas play; malte; 2024-12-12",
            )
        ],
    ),
    S(
        "note",
        UA,
        C_,
        "User",
        "Note to self: dentist for both children on the 22nd of August at half past three.",
        [
            M(
                "The user's children have a dentist appointment on 2024-08-22.",
                R,
                "dentist; 2024-08-22",
            )
        ],
    ),
    S(
        "note",
        JM,
        A_,
        "User",
        "note: my painting of the limfjord is at the frame shop in skive, ready 1 mar",
        [
            M(
                "The user's painting of the limfjord is at the frame shop in skive, ready on 2024-03-01.",
                R,
                "painting|limfjord; frame shop; 2024-03-01",
            )
        ],
    ),
    # likes and dislikes (a story after one forms nothing of its own)
    S(
        "preference",
        NL,
        D_,
        "Mette",
        "I can't stand salmiak. My brother used to hide it in my shoes every Christmas, and once in my hat.",
        [M("Mette can't stand salmiak.", D, "mette; salmiak")],
    ),
    S(
        "preference",
        TL,
        B_,
        "kasper",
        "love catchin crabs off the old ferry steps. me grandad took us every summer with a bit of bacon on a string",
        [M("kasper loves catching crabs off the old ferry steps.", D, "kasper; crabs|ferry steps")],
    ),
    S(
        "preference",
        NJ,
        A_,
        "Trine",
        "I adore smørrebrød with egg and shrimps. My aunt served it at every birthday when I was small.",
        [M("Trine adores smørrebrød with egg and shrimps.", D, "trine; smørrebrød")],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NL,
        E_,
        "Mette",
        "He bakes for the kro in Hald every morning at four, then sleeps till noon.",
        [M("Jens bakes for the kro in Hald every morning at four.", D, "jens; kro|bakes")],
        [("Trine", "What does Jens do these days?")],
    ),
    S(
        "pronoun-answer",
        TL,
        C_,
        "kasper",
        "shes 91 n still does her own shoppin on the bike",
        [M("kasper's gran is 91 and still does her own shopping by bike.", R, "gran; 91")],
        [("ulrik", "hows ur gran")],
    ),
    # -- sentences that should form nothing --
    # chatter, jokes, quotes and what the speaker did not do
    S("chatter", NL, A_, "Mette", "I'm the Queen of the night shift, according to Jens.", []),
    S("chatter", TL, B_, "kasper", "lol a gull nicked my pølse off the bench", []),
    S(
        "chatter",
        NJ,
        C_,
        "Trine",
        "'The wind always finds the open door,' my grandfather used to say.",
        [],
    ),
    S(
        "chatter",
        NL,
        D_,
        "Mette",
        "We never did get to the medieval market in Ribe in the end.",
        [],
    ),
    S("chatter", NL, E_, "Mette", "Well, that's that, then.", []),
    S("chatter", NJ, F_, "Trine", "We never made it to the sand sculpture festival at Fanø.", []),
    # compliments
    S("compliment", NL, B_, "Mette", "Your garden looks wonderful in the photos.", []),
    S("compliment", TL, C_, "kasper", "ur new van is mint", []),
    S("compliment", NJ, D_, "Trine", "That was a lovely lunch you made us.", []),
    S("compliment", UA, E_, "User", "You explain things really clearly.", []),
    S("compliment", JM, F_, "User", "nice, thats spot on", []),
    S(
        "compliment",
        NL,
        F_,
        "Mette",
        "Your Ellen has the loveliest manners of any child I know.",
        [],
    ),
    # opinions about the world
    S("generic-opinion", NL, A_, "Mette", "Winters feel longer every year up here.", []),
    S("generic-opinion", TL, C_, "kasper", "summer hols are too short for kids these days", []),
    S("generic-opinion", NJ, E_, "Trine", "Children read less than they used to.", []),
    S("generic-opinion", NJ, B_, "Trine", "A good bakery makes a whole town nicer.", []),
    S("generic-opinion", JM, D_, "User", "november is the most pointless month", []),
    S("generic-opinion", NL, F_, "Mette", "Nothing beats a long evening by the sea in July.", []),
    # hypotheticals, wishes and what someone else might do
    S("hypothetical", NL, B_, "Mette", "If I had the time, I'd learn to sail properly.", []),
    S("hypothetical", TL, D_, "kasper", "if i won the lotto id buy a cabin on læsø", []),
    S(
        "hypothetical",
        NJ,
        A_,
        "Trine",
        "Ellen might take up the ocarina if her teacher keeps asking.",
        [],
    ),
    S("hypothetical", UA, C_, "User", "I wish I'd learned German when I was young.", []),
    S("hypothetical", JM, E_, "User", "maybe ill try paddleboarding one day", []),
    S("hypothetical", TL, F_, "kasper", "wud love to see greenland sumday", []),
    # other people's opinions
    S("others-opinion", NL, C_, "Mette", "My aunt says Skagen is far too crowded in July.", []),
    S("others-opinion", TL, A_, "kasper", "me mate reckons the pit'll close by christmas", []),
    S(
        "others-opinion",
        NJ,
        D_,
        "Trine",
        "Birthe thinks gymnastics is too rough for small children.",
        [],
    ),
    S("others-opinion", UA, B_, "User", "My husband says the new bridge is an eyesore.", []),
    S("others-opinion", JM, F_, "User", "my bro reckons the new stadium is a waste of money", []),
    S(
        "others-opinion",
        NL,
        E_,
        "Mette",
        "Jens thinks the lake run should start later in the day.",
        [],
    ),
    # passing moods
    S("passing-mood", NL, B_, "Mette", "I'm worn out tonight.", []),
    S("passing-mood", TL, C_, "kasper", "proper fed up today", []),
    S("passing-mood", NJ, D_, "Trine", "I feel oddly cheerful this morning.", []),
    S("passing-mood", UA, E_, "User", "I'm a bit on edge today.", []),
    S("passing-mood", JM, F_, "User", "knackered tbh", []),
    S("passing-mood", TL, A_, "kasper", "in a gr8 mood for no reason", []),
    # questions
    S("question", NL, A_, "Mette", "Did you ever find your car keys?", []),
    S("question", TL, B_, "kasper", "u comin to the beach sun", []),
    S("question", NJ, C_, "Trine", "What time does the library open on Saturdays?", []),
    S("question", UA, D_, "User", "How long should I boil an egg for a soft yolk?", []),
    S("question", JM, E_, "User", "whats a good name for a puppy", []),
    S("question", NL, F_, "Mette", "Have you been to the new ice-cream place by the harbour?", []),
    # thanks
    S("thanks", UA, A_, "User", "Thank you so much, that's exactly what I needed.", []),
    S("thanks", JM, C_, "User", "cheers ta", []),
    S("thanks", NL, D_, "Mette", "Thanks for having Malte over on Sunday.", []),
    S("thanks", UA, F_, "User", "Thanks, that helps a lot.", []),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        B_,
        "Assistant",
        "You could try a weekend on Læsø; the beaches are quiet in June.",
        [],
        [("User", "Where could we go for a quiet weekend?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        D_,
        "Assistant",
        "Maybe cooking a double pot of soup on Sundays would save you time in the week.",
        [],
        [("User", "how do i cook less on work nights")],
    ),
    S(
        "assistant-suggestion",
        UA,
        E_,
        "Assistant",
        "A framed old map of Jutland might make a nice present.",
        [],
        [("User", "What could I get my father for his birthday?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        F_,
        "Assistant",
        "You might enjoy a beginners' evening class in drawing; it's a good way to meet people.",
        [],
        [("User", "how do i meet ppl after movin")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
