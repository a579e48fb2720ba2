# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the twentieth development recall set (this folder), written blind as held-out 20.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
Most of it is written in proper case and full sentences, the way two friends write to each
other in a long dated chat; one pair chat is lower-case texting, and in one assistant chat the
user writes tersely in lower case. This script (with ``bench/_handwritten.py``, the format the
hand-written sets share) only numbers turns, resolves the turn labels that questions point at,
checks the labels against the scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-dev20/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev20/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho20"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev20/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the twentieth held-out set; "
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

FLURIN_URSINA = Conv(
    "pair",
    "named_lines",
    ["Flurin", "Ursina"],
    """
@ 2024-01-13
Ursina: Flurin, happy new year! Are you still restoring sgraffito facades in Scuol? {ask-job}
Flurin: Still scratching sgraffito in Scuol, nine years in March. This winter it's indoor work, so I'm repainting the ceiling of the old school in Ftan. {job}
Ursina: Nine years already! Do you still ski to work?
Flurin: Most mornings before work, yes, along the river from Ardez. It takes forty minutes, and it's the only exercise I get. {ski-habit}
Ursina: Good for you. How is Mengia?
Flurin: She keeps the mountain refuge at Lischana now, since the first of December. She left the tourist bureau because the new manager arrived and changed every rota. {mengia}
Ursina: That would do it. Did you get anything nice for Christmas?
Flurin: Mengia gave me a pair of old skis her grandfather made from ash wood, and our daughter Seraina chose a novel for me, "Seven Summers at Fuorn". I'm halfway through. {gifts}
Ursina: I've read that one! The ending is wonderful.
Flurin: No spoilers. How's the felt workshop?
Ursina: Busy. I've made felt slippers and hats in Zuoz for six years now, and the hotel in Pontresina has ordered two hundred pairs of slippers for its guests. {ursina-job}
Flurin: Two hundred! And the touring club?
Ursina: We're up to twenty-three members. I'm the secretary, so I get all the emails. {club-23}
Flurin: Secretary, of course. Remember Seraina's recital is on the 9th of March in Scuol. {remember}
Ursina: The 9th of March. Gian-Andri and I will be there.
@ 2024-04-06
Ursina: Thank you for the recital; Seraina played the hackbrett beautifully. {hackbrett}
Flurin: She did. Were you at the Chalandamarz parade in Zuoz?
Ursina: I was, ringing a cowbell the size of a bucket. And big news: we're moving from Lavin to Zuoz in June. {move}
Flurin: To Zuoz! Why?
Ursina: The drive up the valley every morning was killing me, and Gian-Andri can take the train to work. We've found a flat with a balcony over the Inn. {why-move}
Flurin: Sensible. I've had a rotten month. I fell off the scaffold in Ftan on the 18th of March and cracked a bone in my foot; ten days off work. {foot}
Ursina: Oh no! Are you still skiing to work?
Flurin: Not since the foot. I take the valley bus now, and the snow's nearly gone anyway. {ski-stop}
Ursina: Sensible. The club's up to twenty-seven members after the spring tour. {club-27}
Flurin: Did you go up to the Lischana refuge? And did you finish the felt hats for the choir?
Ursina: The hats went off on Thursday, all forty. And yes, we slept two nights at Mengia's refuge; she made us barley soup. {two-answers}
Flurin: She told me. Did you finish "Seven Summers at Fuorn"?
Ursina: I lent it back to you, remember? You finished it at Easter. {easter}
Flurin: Oh yes, you were right about the ending. {finished-book}
Ursina: Gian-Andri's brother Chasper says their cousin Duri won the night race at Pontresina. {chain}
@ 2024-07-20
Flurin: How is Zuoz?
Ursina: We moved on the 14th of June. Two rooms, a balcony over the Inn, and a cellar for the felt. {moved}
Flurin: Lovely. About Duri: Chasper got it wrong, he came third at Pontresina, not first. Mengia heard it from Duri himself. {duri-fix}
Ursina: Typical Chasper!
Flurin: Seraina got into the Academia Engiadina in Samedan. She starts on the 19th of August and will board there during the week. {seraina-school}
Ursina: Wonderful news. My news: the club is at thirty-one now, and I'm president since the AGM on the 5th of July. Tumasch stepped down after twelve years. {president}
Flurin: President! Congratulations.
Ursina: Thank you. And Gian-Andri gave me a wooden sledge for my birthday on Tuesday. He chose it himself, a red one, for the winter. {bday-gift}
Flurin: Happy belated birthday! I'm making you something; it'll be late.
Ursina: You don't have to. How's the foot?
Flurin: Fine since May. I'm back on the scaffold, at the church in Tarasp. {foot-fine}
Ursina: Good. Have you got a film for me? We've run out.
Flurin: Watch "The Boatman of Lago Bianco". Mengia cried twice. {film}
Ursina: Noted. Any holiday plans?
Flurin: Mengia and I are off to Lake Como from the 3rd to the 10th of August, our first week away in years. {como-plan}
@ 2024-10-19
Ursina: Thank you for the carved bread board! Did you make it from that old larch beam? {ask-gift}
Flurin: From the larch beam out of the Ftan school ceiling. Seraina chose the pattern, edelweiss round the edge. {gift-made}
Ursina: It's beautiful. How was Lake Como?
Flurin: Only five days in the end; Mengia was called back to the refuge on the 8th when her helper left. {como-short}
Ursina: What a shame. Here, Gian-Andri thinks he might be made stationmaster at Scuol-Tarasp. They'll decide by Christmas. {hedge-gian}
Flurin: Fingers crossed for him. Is he still on the car train?
Ursina: Still loading cars on the Vereina car train, Klosters to Sagliains, eleven years now. {gian-job}
Flurin: I've started swimming at the baths in Scuol every other Sunday with Mengia, since September. It's good for the foot. {swim}
Ursina: Lovely. The club is down to twenty-eight; three members moved down to the lowlands for work. {club-28}
Flurin: And we've sold the old red Subaru to a farmer in Ardez for two thousand four hundred francs, and bought a grey Mitsubishi Outlander. {car}
Ursina: Goodbye, Subaru. Nuotta is poorly, by the way. The vet in Zernez took a grass seed out of her ear on Wednesday. {cat}
Flurin: Poor cat. Is she all right now? {cat-said}
Ursina: She's fine, just cross about the cone.
@ 2025-02-08
Flurin: Did Gian-Andri get it?
Ursina: He did! Stationmaster at Scuol-Tarasp since the 1st of January, so no more loading cars. {gian-yes}
Flurin: Great news. Tell him well done.
Ursina: I will. And the club's back up to thirty-four after the winter course. {club-34}
Flurin: Thirty-four! When we were at Lake Como last summer, Mengia swam across to Bellagio one morning, and we took the ferry back. She still talks about it. {como-memory}
Ursina: I remember the photos. Are you still swimming at the baths?
Flurin: I've stopped the baths; I'm back on the skis most mornings since the snow came in December. {ski-again}
Ursina: Good. I was laid up with sinusitis for two weeks over New Year, from the 27th of December. {sinus}
Flurin: Poor you. How's Seraina getting on in Samedan, and what are you reading now?
Ursina: I'm reading "The Ice Keeper's Daughter", which Gian-Andri chose for me. And Seraina loves Samedan, she came home with a prize for the hackbrett. {two-answers-2}
Flurin: She told us about the prize last week. We're very proud.
Ursina: And the Chalandamarz parade is on Saturday the 1st of March. I'm leading it this year for the touring club. {parade}
Flurin: We'll come up to Zuoz to watch.
""",
    [
        Q(
            "s",
            "What does Flurin do for a living?",
            "He restores sgraffito facades in Scuol.",
            "ask-job job",
            {"ask-job": "sgraffito", "job": "sgraffito; scuol"},
            "",
            True,
        ),
        Q(
            "t",
            "Since when has Flurin worked on sgraffito in Scuol?",
            "2015-03",
            "job",
            "nine years; march",
            "human-date",
        ),
        Q(
            "s",
            "What was Flurin repainting in the winter of 2024?",
            "the ceiling of the old school in Ftan",
            "job",
            "ceiling; school|ftan",
        ),
        Q(
            "s",
            "How did Flurin get to work in the winter of early 2024?",
            "He skied along the river from Ardez most mornings before work, forty minutes.",
            "ski-habit",
            "ski|most mornings; river|ardez",
        ),
        Q(
            "m",
            "Does Flurin still ski to work?",
            "Yes; he stopped after cracking a bone in his foot in March 2024 and took the valley bus, swam every other Sunday in the autumn, and has been back on the skis most mornings since December 2024.",
            "ski-habit ski-stop ski-again",
            {"ski-habit": "most mornings", "ski-stop": "valley bus", "ski-again": "back; skis"},
            "latest event-chain",
        ),
        Q(
            "s",
            "What does Mengia do now?",
            "She keeps the mountain refuge at Lischana.",
            "mengia",
            "refuge; lischana",
            "latest pronoun",
            True,
        ),
        Q(
            "s",
            "Why did Mengia leave the tourist bureau?",
            "Because the new manager arrived and changed every rota.",
            "mengia",
            "new manager; rota",
        ),
        Q(
            "t",
            "Since when has Mengia kept the refuge at Lischana?",
            "2023-12-01",
            "mengia",
            "first; december",
            "human-date",
        ),
        Q(
            "s",
            "What did Mengia give Flurin for Christmas 2023?",
            "a pair of old skis her grandfather made from ash wood",
            "gifts",
            "skis; grandfather|ash",
        ),
        Q(
            "s",
            'Who chose the novel "Seven Summers at Fuorn" for Flurin?',
            "his daughter Seraina",
            "gifts",
            "seraina",
        ),
        Q(
            "m",
            'Did Flurin finish "Seven Summers at Fuorn", and when?',
            "Yes, at Easter 2024, and Ursina was right about the ending.",
            "gifts finished-book",
            {"gifts": "seven summers; fuorn", "finished-book": "ending"},
            "event-chain",
        ),
        Q(
            "s",
            "What does Ursina make in Zuoz?",
            "felt slippers and hats",
            "ursina-job",
            "felt; slippers|hats",
            "",
            True,
        ),
        Q(
            "s",
            "How many pairs of slippers did the hotel in Pontresina order from Ursina?",
            "two hundred",
            "ursina-job",
            "two hundred|hundred pairs",
        ),
        Q(
            "s",
            "What role did Ursina hold in the touring club in January 2024?",
            "secretary",
            "club-23",
            "secretary",
        ),
        Q(
            "m",
            "What role does Ursina hold in the touring club now?",
            "President, since the AGM on 5 July 2024; she was secretary before.",
            "club-23 president",
            {"club-23": "secretary", "president": "president"},
            "latest event-chain",
        ),
        Q(
            "t",
            "When did Ursina become president of the touring club?",
            "2024-07-05",
            "president",
            "president; 5th july",
        ),
        Q(
            "s",
            "Who stepped down as president of the touring club in 2024?",
            "Tumasch, after twelve years",
            "president",
            "tumasch",
        ),
        Q(
            "m",
            "How many members does the touring club have now?",
            "thirty-four, as of February 2025 (23, then 27, 31 and 28 before)",
            "club-23 club-27 president club-28 club-34",
            {
                "club-23": "twenty three",
                "club-27": "twenty seven",
                "president": "thirty one",
                "club-28": "twenty eight",
                "club-34": "thirty four",
            },
            "latest",
        ),
        Q(
            "s",
            "Why did the touring club drop to twenty-eight members?",
            "Three members moved down to the lowlands for work.",
            "club-28",
            "lowlands|work; twenty eight",
        ),
        Q(
            "t",
            "When was Seraina's recital in Scuol?",
            "2024-03-09",
            "remember",
            "9th march; recital",
        ),
        Q("s", "What instrument does Seraina play?", "the hackbrett", "hackbrett", "hackbrett"),
        Q(
            "m",
            "What did Seraina bring home from Samedan by February 2025?",
            "a prize for the hackbrett",
            "hackbrett two-answers-2",
            {"hackbrett": "hackbrett", "two-answers-2": "prize; hackbrett"},
        ),
        Q(
            "s",
            "Where did Ursina and Gian-Andri move from, and to?",
            "from Lavin to Zuoz",
            "move",
            "lavin; zuoz",
        ),
        Q(
            "s",
            "Why did Ursina move to Zuoz?",
            "The drive up the valley every morning was killing her, and Gian-Andri could take the train to work.",
            "why-move",
            "drive|valley; killing|train",
        ),
        Q("t", "When did Ursina and Gian-Andri move to Zuoz?", "2024-06-14", "moved", "14th june"),
        Q(
            "s",
            "What does the flat in Zuoz have?",
            "two rooms, a balcony over the Inn and a cellar for the felt",
            "why-move moved",
            {"why-move": "balcony", "moved": "balcony|cellar; inn|felt"},
        ),
        Q(
            "t",
            "When did Flurin fall off the scaffold in Ftan?",
            "2024-03-18",
            "foot",
            "18th march; scaffold",
        ),
        Q(
            "s",
            "What injury did Flurin get in March 2024, and how long was he off work?",
            "a cracked bone in his foot; ten days",
            "foot",
            "cracked bone|foot; ten days",
        ),
        Q(
            "s",
            "Where was Flurin working on the scaffold in July 2024?",
            "at the church in Tarasp",
            "foot-fine",
            "church; tarasp",
        ),
        Q(
            "s",
            "How many felt hats did Ursina make for the choir?",
            "forty",
            "two-answers",
            "hats; forty",
        ),
        Q(
            "t",
            "When did Ursina's felt hats for the choir go off?",
            "2024-04-04",
            "two-answers",
            "hats; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "Where did the touring club sleep on its spring tour in 2024, and for how long?",
            "two nights at Mengia's refuge at Lischana",
            "two-answers",
            "two nights; refuge",
        ),
        Q(
            "s",
            "What did Mengia make the touring club at the refuge?",
            "barley soup",
            "two-answers",
            "barley soup",
        ),
        Q(
            "m",
            "How did Duri actually do in the night race at Pontresina?",
            "He came third, not first as Chasper had said.",
            "chain duri-fix",
            {"chain": "duri; night race", "duri-fix": "third"},
            "event-chain",
        ),
        Q("s", "Who is Chasper?", "Gian-Andri's brother", "chain", "chasper; gian andri"),
        Q(
            "t",
            "When does Seraina start at the Academia Engiadina?",
            "2024-08-19",
            "seraina-school",
            "19th august",
        ),
        Q(
            "s",
            "Where does Seraina go to school from August 2024?",
            "the Academia Engiadina in Samedan, boarding during the week",
            "seraina-school",
            "academia engiadina; samedan",
        ),
        Q(
            "t",
            "When was Ursina's birthday in 2024?",
            "2024-07-16",
            "bday-gift",
            "birthday; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Gian-Andri give Ursina for her birthday, and who chose it?",
            "a red wooden sledge, which he chose himself",
            "bday-gift",
            "sledge; chose",
        ),
        Q(
            "s",
            "What did Flurin make Ursina, and from what?",
            "a carved bread board from the larch beam out of the Ftan school ceiling",
            "ask-gift gift-made",
            {"ask-gift": "bread board", "gift-made": "larch beam"},
        ),
        Q(
            "s",
            "Who chose the pattern on Ursina's bread board?",
            "Seraina (edelweiss round the edge)",
            "gift-made",
            "seraina; pattern|edelweiss",
        ),
        Q(
            "s",
            "Which film did Flurin recommend to Ursina?",
            '"The Boatman of Lago Bianco"',
            "film",
            "boatman; lago bianco",
        ),
        Q(
            "m",
            "Did Flurin and Mengia spend the whole planned week at Lake Como?",
            "No; they planned 3-10 August 2024 but stayed only five days, as Mengia was called back to the refuge on the 8th.",
            "como-plan como-short",
            {"como-plan": "lake como; 3rd", "como-short": "five days"},
            "event-chain",
        ),
        Q(
            "t",
            "When was Mengia called back to the refuge from Lake Como?",
            "2024-08-08",
            "como-plan como-short",
            {"como-plan": "august", "como-short": "8th"},
        ),
        Q(
            "s",
            "Why was Mengia called back from Lake Como?",
            "Her helper at the refuge left.",
            "como-short",
            "helper; left",
        ),
        Q(
            "s",
            "What did Mengia do at Lake Como one morning?",
            "She swam across to Bellagio, and they took the ferry back.",
            "como-memory",
            "swam; bellagio",
        ),
        Q(
            "m",
            "What does Gian-Andri do now?",
            "He is stationmaster at Scuol-Tarasp since 1 January 2025; before that he loaded cars on the Vereina car train for eleven years.",
            "hedge-gian gian-job gian-yes",
            {
                "hedge-gian": "stationmaster",
                "gian-job": "vereina car train",
                "gian-yes": "stationmaster; scuol tarasp",
            },
            "latest event-chain",
        ),
        Q(
            "t",
            "Since when has Gian-Andri been stationmaster at Scuol-Tarasp?",
            "2025-01-01",
            "gian-yes",
            "1st january",
            "pronoun",
        ),
        Q(
            "s",
            "How long had Gian-Andri loaded cars on the Vereina car train by October 2024?",
            "eleven years",
            "gian-job",
            "eleven years",
        ),
        Q(
            "m",
            "How often did Flurin swim at the baths in Scuol, and does he still?",
            "every other Sunday from September 2024; he has stopped and is back on the skis",
            "swim ski-again",
            {"swim": "every other sunday", "ski-again": "stopped; baths"},
            "latest",
        ),
        Q(
            "s",
            "What car did Flurin and Mengia buy in 2024?",
            "a grey Mitsubishi Outlander",
            "car",
            "mitsubishi outlander",
        ),
        Q(
            "s",
            "Who bought Flurin's old Subaru, and for how much?",
            "a farmer in Ardez, for 2,400 francs",
            "car",
            "farmer; ardez|francs",
        ),
        Q(
            "t",
            "When did the vet in Zernez take a grass seed out of Nuotta's ear?",
            "2024-10-16",
            "cat",
            "grass seed; wednesday",
            "relative-date",
        ),
        Q(
            "m",
            "What is Nuotta?",
            "Ursina's cat",
            "cat cat-said",
            {"cat": "nuotta", "cat-said": "cat"},
        ),
        Q(
            "t",
            "When did Ursina's sinusitis start?",
            "2024-12-27",
            "sinus",
            "sinusitis; 27th december",
        ),
        Q(
            "s",
            "How long was Ursina ill with sinusitis?",
            "two weeks over New Year",
            "sinus",
            "sinusitis; two weeks",
        ),
        Q(
            "s",
            'Who chose "The Ice Keeper\'s Daughter" for Ursina?',
            "Gian-Andri",
            "two-answers-2",
            "ice keeper; gian andri",
        ),
        Q(
            "t",
            "When is the Chalandamarz parade Ursina is leading?",
            "2025-03-01",
            "parade",
            "chalandamarz; 1st march",
        ),
        Q(
            "o",
            "In which country is the Engadin valley, where Scuol and Zuoz lie?",
            "Switzerland",
            "job",
            "scuol",
        ),
        Q(
            "o",
            "What is the custom of Chalandamarz, in which Ursina rang a cowbell?",
            "a spring custom on 1 March in which children ring cowbells to drive out the winter",
            "parade",
            "chalandamarz",
        ),
        Q(
            "o",
            "Which river flows through Zuoz, where Ursina's balcony looks out?",
            "the Inn",
            "why-move",
            "inn",
        ),
        Q(
            "o",
            "What technique scratches a design through layers of plaster, as Flurin does?",
            "sgraffito",
            "job",
            "sgraffito",
        ),
        Q(
            "s",
            "Where does Flurin ski from on his way to work?",
            "along the river from Ardez",
            "ski-habit",
            "river; ardez",
        ),
        Q(
            "s",
            "How long does Flurin's ski to work take?",
            "forty minutes",
            "ski-habit",
            "forty minutes",
        ),
        Q(
            "t",
            'When did Flurin finish "Seven Summers at Fuorn"?',
            "2024-03-31",
            "easter",
            "finished; easter",
            "human-date",
        ),
        Q(
            "s",
            "Who is Tumasch?",
            "the touring club's former president, who stepped down in July 2024 after twelve years",
            "president",
            "tumasch; stepped down",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who arrived at the tourist bureau before Mengia left?",
            "a new manager, who changed every rota",
            "mengia",
            "new manager",
        ),
    ],
)
CONVERSATIONS.append(FLURIN_URSINA)

JOLENE_REMY = Conv(
    "pair",
    "timestamped_lines",
    ["jolene", "remy"],
    """
@ 2024-03-02
jolene: remy!! u still runnin traps in the basin {ask-job}
remy: ya still crawfishin outta henderson, 350 traps this yr. 8 yrs in june {job}
jolene: thats a lotta traps
remy: tell me bout it. u still at teh bait shop in chauvin {ask-bait}
jolene: nope quit last month. new owner came in n cut everybodys hours so i walked {quit-bait}
remy: dang. so wat now
jolene: got the job at the sugar mill in raceland, starts mon. weighin sugarcane trucks {mill}
remy: nice. hows t-bob
jolene: engaged!! to a girl from houma, wedding in oct. im maid of honor {tbob}
remy: lol t-bob married. never thought id see it
jolene: me neither. also savin for a bass boat. got 1200 so far {save-1200}
remy: go girl. hows ur mawmaw
jolene: good. she still does mass every sun mornin n bourré at the kc hall every other thurs {mawmaw}
remy: she still take everybodys money at bourré?
jolene: every time lol. remember my bday is the 19th of april, ur comin to the crawfish boil {remember}
remy: wouldnt miss it
@ 2024-05-18
remy: thx for the boil, best one yet
jolene: thx for comin!! and thx for the swing {thx-swing}
remy: took me 3 wks. cypress from my paw paws old barn {swing}
jolene: its on the porch, mawmaw sits in it every evenin
remy: good. how teh mill
jolene: slow til grindin starts in oct, im on the scales 3 days a wk til then {mill-slow}
remy: makes sense. im up to 420 traps now, bought 70 off old man breaux {traps-420}
jolene: 420 dang. u still movin to lafayette {ask-laf}
remy: nah that fell thru. landlord sold teh house b4 we signed {laf-off}
jolene: sorry. mawmaw said ms ledet told her the breaux girl is marryin a guy from thibodaux {chain}
remy: wich breaux girl theres 5 of em
jolene: idk lol. savings at 2600 now btw {save-2600}
remy: ur gettin there. praline says hi
jolene: how old is she now
remy: 2 in july. catahoula, leopard spotted, one brown eye one blue {praline}
@ 2024-08-24
jolene: hey u ok?? heard u hurt ur back
remy: ya threw it out liftin traps on weds. laid up till tues prob {back}
jolene: poor u. i was sick too, had mono for 3 wks in june. teh whole month basically {mono}
remy: dang jo. u better now?
jolene: all good since july. walkin the levee most evenins since then, 2 miles {levee}
remy: good for u. u still at 2600
jolene: 3400 now!! hows praline n did u sell the silverado {save-3400}
remy: sold it sun for 3 grand to my cousin remy, not me lol. n praline ate a whole crawfish sack, she fine {two-answers}
jolene: lol ur cousin remy. two remys in one truck
remy: big remy n lil remy. hes big remy {remys}
jolene: wat u drivin now
remy: 2011 tundra, gray, 9 grand {tundra}
jolene: nice. bout the breaux girl, it was ms ledets niece marryin the thibodaux guy not the breaux girl {chain-fix}
remy: ha mawmaw got it wrong
jolene: she always does
@ 2024-11-16
remy: how was teh wedding
jolene: beautiful!! t-bob cried. it was on the 12th of oct at st joseph in houma {wedding}
remy: did u give a speech
jolene: ya as maid of honor. mawmaw gave them a crocheted throw she made n i got them a cast iron pot {gifts}
remy: lol classic. mills busy?
jolene: grindin since the 1st of oct. 12 hr shifts, 6 days a wk till christmas {grinding}
remy: brutal. im done crawfishin for teh yr, sold 100 traps, got 320 left {traps-320}
jolene: y sell
remy: need the money for a new motor for the boat {why-sell}
jolene: makes sense. listenin to the gator moon boys new album, mudbug waltz. u heard it {album}
remy: ya on repeat. they playin teh dance hall in breaux bridge dec 7 {gig}
jolene: im in. savin at 4100 btw {save-4100}
remy: almost there. still walkin teh levee?
jolene: nah stopped when grindin started, no time {levee-stop}
@ 2025-03-08
remy: happy mardi gras week lol. u get the boat? {mardi}
jolene: YES bought it sat, 16ft bass boat, 4500. named it sugar babe {boat}
remy: sugar babe lol. when we went to grand isle last may u said ud name it that {grand-isle}
jolene: ya and we caught 6 reds off the rocks that trip n u fell in {grand-isle-2}
remy: never happened
jolene: happened lol. hows the back
remy: fine since sept. back crawfishin, 380 traps now {traps-380}
jolene: 380 ok. im walkin the levee again since grindin ended, most evenins {levee-again}
remy: nice. im judge at the gumbo cookoff in chauvin sat the 29th {judge}
jolene: judge!! ill bring my gumbo
remy: bring the boat too
jolene: t-bob n his wife expectin in aug btw {tbob-baby}
remy: no way. tell him congrats
""",
    [
        Q(
            "s",
            "What does remy do for a living?",
            "He runs crawfish traps in the basin, out of Henderson.",
            "ask-job job",
            {"ask-job": "traps; basin", "job": "crawfishin; henderson"},
            "",
            True,
        ),
        Q(
            "t",
            "Since when has remy been crawfishing?",
            "2016-06",
            "job",
            "8 yrs; june",
            "human-date",
        ),
        Q(
            "m",
            "How many crawfish traps does remy run now?",
            "380, as of March 2025 (350, then 420, then 320 after selling 100)",
            "job traps-420 traps-320 traps-380",
            {"job": "350", "traps-420": "420", "traps-320": "320", "traps-380": "380"},
            "latest",
        ),
        Q("s", "Who did remy buy 70 traps from?", "old man Breaux", "traps-420", "70; breaux"),
        Q(
            "s",
            "Why did remy sell 100 traps?",
            "He needed the money for a new motor for the boat.",
            "traps-320 why-sell",
            {"traps-320": "sold; 100", "why-sell": "motor"},
        ),
        Q(
            "s",
            "Why did jolene quit the bait shop in chauvin?",
            "The new owner came in and cut everybody's hours.",
            "quit-bait",
            "new owner; hours",
        ),
        Q(
            "t",
            "When did jolene quit the bait shop?",
            "2024-02",
            "quit-bait",
            "quit; last month",
            "relative-date",
        ),
        Q(
            "s",
            "Where does jolene work now?",
            "at the sugar mill in Raceland, weighing sugarcane trucks",
            "mill",
            "sugar mill; raceland",
            "",
            True,
        ),
        Q(
            "t",
            "When did jolene start at the sugar mill?",
            "2024-03-04",
            "mill",
            "sugar mill; mon",
            "relative-date",
        ),
        Q(
            "s",
            "How many days a week was jolene on the scales before grinding started?",
            "three days a week",
            "mill-slow",
            "3 days; wk",
        ),
        Q(
            "t",
            "When did grinding start at the sugar mill in 2024?",
            "2024-10-01",
            "grinding",
            "grindin; 1st oct",
        ),
        Q(
            "s",
            "What hours did jolene work during grinding?",
            "12-hour shifts, 6 days a week till Christmas",
            "grinding",
            "12 hr; 6 days",
        ),
        Q("s", "Who is t-bob engaged to?", "a girl from Houma", "tbob", "engaged; houma"),
        Q(
            "s",
            "What role did jolene have at t-bob's wedding?",
            "maid of honor",
            "tbob",
            "maid of honor",
        ),
        Q("t", "When was t-bob's wedding?", "2024-10-12", "wedding", "12th oct"),
        Q(
            "s",
            "Where was t-bob's wedding?",
            "at St Joseph in Houma",
            "wedding",
            "st joseph; houma",
        ),
        Q(
            "m",
            "What did jolene and her mawmaw give t-bob and his wife?",
            "mawmaw a crocheted throw she made, jolene a cast iron pot",
            "tbob gifts",
            {"tbob": "maid of honor", "gifts": "crocheted throw; cast iron pot"},
        ),
        Q(
            "t",
            "When are t-bob and his wife expecting a baby?",
            "2025-08",
            "tbob-baby",
            "expectin; aug",
        ),
        Q(
            "m",
            "How much has jolene saved for the bass boat by November 2024?",
            "4,100 (1,200 in March, 2,600 in May, 3,400 in August)",
            "save-1200 save-2600 save-3400 save-4100",
            {"save-1200": "1200", "save-2600": "2600", "save-3400": "3400", "save-4100": "4100"},
            "latest",
        ),
        Q(
            "m",
            "Did jolene get her bass boat?",
            "Yes, a 16ft bass boat for 4,500, named Sugar Babe, after saving since early 2024.",
            "save-1200 boat",
            {"save-1200": "bass boat", "boat": "bought; 4500"},
            "event-chain",
        ),
        Q(
            "t",
            "When did jolene buy her bass boat?",
            "2025-03-01",
            "boat",
            "bought; sat",
            "relative-date",
        ),
        Q("s", "What is jolene's bass boat called?", "Sugar Babe", "boat", "sugar babe"),
        Q(
            "s",
            "How often does jolene's mawmaw play bourré at the KC hall?",
            "every other Thursday",
            "mawmaw",
            "bourré; every other thurs",
        ),
        Q(
            "s",
            "When does jolene's mawmaw go to mass?",
            "every Sunday morning",
            "mawmaw",
            "mass; every sun",
        ),
        Q("t", "When is jolene's birthday?", "2024-04-19", "remember", "bday; 19th april"),
        Q(
            "s",
            "What did remy make jolene, and from what?",
            "a porch swing of cypress from his paw paw's old barn",
            "thx-swing swing",
            {"thx-swing": "swing", "swing": "cypress; barn"},
        ),
        Q("s", "How long did the swing take remy?", "three weeks", "swing", "3 wks"),
        Q(
            "m",
            "Did remy move to Lafayette?",
            "No; it fell through when the landlord sold the house before they signed.",
            "ask-laf laf-off",
            {"ask-laf": "lafayette", "laf-off": "fell thru"},
            "event-chain",
        ),
        Q(
            "m",
            "Who is actually marrying the Thibodaux guy?",
            "Ms Ledet's niece, not the Breaux girl, as mawmaw had said",
            "chain chain-fix",
            {"chain": "ms ledet; thibodaux", "chain-fix": "niece"},
            "event-chain",
        ),
        Q(
            "s",
            "What breed is praline?",
            "a catahoula, leopard spotted, with one brown eye and one blue",
            "praline",
            "catahoula; leopard spotted",
            "fragment",
        ),
        Q("s", "How old is praline in July 2024?", "two", "praline", "2; july"),
        Q(
            "s",
            "What did praline eat?",
            "a whole crawfish sack",
            "two-answers",
            "praline; crawfish sack",
        ),
        Q(
            "t",
            "When did remy throw his back out?",
            "2024-08-21",
            "back",
            "threw; weds",
            "relative-date",
        ),
        Q(
            "m",
            "Is remy's back better?",
            "Yes; he threw it out on 21 August 2024 and has been fine since September.",
            "back traps-380",
            {"back": "threw", "traps-380": "fine; sept"},
            "latest event-chain",
        ),
        Q(
            "s",
            "What illness did jolene have in June 2024, and for how long?",
            "mono, for three weeks",
            "mono",
            "mono; 3 wks",
        ),
        Q("t", "When did jolene have mono?", "2024-06", "mono", "mono; june"),
        Q(
            "m",
            "Does jolene still walk the levee?",
            "Yes; she walked it most evenings from July 2024, stopped when grinding started, and has walked it again since grinding ended.",
            "levee levee-stop levee-again",
            {"levee": "levee", "levee-stop": "stopped", "levee-again": "again"},
            "latest event-chain",
        ),
        Q("s", "How far does jolene walk on the levee?", "two miles", "levee", "2 miles"),
        Q(
            "s",
            "Who bought remy's Silverado, and for how much?",
            "his cousin Remy, big Remy, for 3 grand",
            "two-answers remys",
            {"two-answers": "cousin remy; 3 grand", "remys": "big remy"},
        ),
        Q(
            "t",
            "When did remy sell his Silverado?",
            "2024-08-18",
            "two-answers",
            "silverado|sold; sun",
            "relative-date",
        ),
        Q(
            "s",
            "What does remy drive now?",
            "a gray 2011 Tundra, bought for 9 grand",
            "tundra",
            "tundra; 2011",
            "latest",
        ),
        Q(
            "s",
            "What album is jolene listening to?",
            "Mudbug Waltz by the Gator Moon Boys",
            "album",
            "gator moon boys; mudbug waltz",
        ),
        Q(
            "t",
            "When were the Gator Moon Boys to play the dance hall in Breaux Bridge?",
            "2024-12-07",
            "gig",
            "dance hall; dec 7",
        ),
        Q(
            "m",
            "Where did jolene and remy go in May 2024, and what did they catch?",
            "Grand Isle; six reds off the rocks",
            "grand-isle grand-isle-2",
            {"grand-isle": "grand isle", "grand-isle-2": "6 reds; rocks"},
            "event-chain",
        ),
        Q(
            "s",
            "What role does remy have at the gumbo cookoff in Chauvin?",
            "judge",
            "judge",
            "judge; gumbo cookoff",
        ),
        Q(
            "t",
            "When is the gumbo cookoff remy is judging?",
            "2025-03-29",
            "judge",
            "gumbo cookoff; 29th",
        ),
        Q(
            "o",
            "Which US state are Houma, Thibodaux and Raceland in?",
            "Louisiana",
            "mill tbob",
            {"mill": "raceland", "tbob": "houma"},
        ),
        Q(
            "o",
            "What is bourré, the game jolene's mawmaw plays?",
            "a trick-taking card game popular in Cajun Louisiana",
            "mawmaw",
            "bourré",
        ),
        Q(
            "o",
            "What is ground at the sugar mill in Raceland during grinding season?",
            "sugarcane",
            "mill",
            "sugarcane; sugar mill",
        ),
        Q(
            "o",
            "On which day of the week does Mardi Gras fall, the week remy mentions in March 2025?",
            "a Tuesday (Fat Tuesday, the day before Ash Wednesday; 4 March in 2025)",
            "mardi",
            "mardi gras",
        ),
        Q(
            "s",
            "Who is big remy?",
            "remy's cousin Remy, who bought his Silverado",
            "remys",
            "big remy",
            "fragment pronoun",
        ),
        Q(
            "s",
            "What colour and year is remy's Tundra?",
            "gray, 2011",
            "tundra",
            "gray; 2011",
            "fragment",
        ),
        Q(
            "t",
            "When did jolene and remy go to Grand Isle?",
            "2024-05",
            "grand-isle",
            "grand isle; last may",
            "relative-date",
        ),
    ],
)
CONVERSATIONS.append(JOLENE_REMY)

ILZE_OJARS = Conv(
    "pair",
    "named_json",
    ["Ilze", "Ojārs"],
    """
@ 2024-05-11
Ojārs: Ilze, hello! Are you still smoking flounder for the collective in Pāvilosta? {ask-job}
Ilze: Still there, fifteen years in September. We cold-smoke flounder over alder wood, and in May the whole village smells of it. {job}
Ojārs: I can smell it from here. And Valdis?
Ilze: He teaches windsurfing on the beach at Pāvilosta, May to September, and fixes boards in his shed all winter. {valdis}
Ojārs: He must be busy now. Baiba says hello.
Ilze: Hello to Baiba! Is she still keeping the town archive in Kuldīga?
Ojārs: Still at the town archive, and now she's cataloguing the old merchants' letters. I'm still making kokles in the workshop behind the house, twenty years this November, since my father died. {ojars-job}
Ilze: Twenty years! How are the cows?
Ojārs: Six Latvian blue cows now; the calf we hoped for in April was a bull, so we sold him. {cows-6}
Ilze: Only six! And the folk ensemble?
Ojārs: They've made me bookkeeper of the folk ensemble in Kuldīga, which means I count the coins from the Jāņi concert. {bookkeeper}
Ilze: Ha! When is that?
Ojārs: The Jāņi concert is on the 23rd of June, by the Venta rapid. Please come. {jani}
Ilze: I'll try. Our Krišs might move to Kiel to study shipbuilding in the autumn, if he gets a place. {hedge-kiel}
Ojārs: Kiel! That's a big step.
@ 2024-08-10
Ilze: Thank you for the Jāņi concert. Did you count the coins?
Ojārs: Four hundred and twelve euros in the hat. Baiba says it was four hundred and twenty, but she counted the buttons. {coins}
Ilze: Ha! News from here: Krišs got his place in Kiel. He leaves on the 2nd of September. {kiel-yes}
Ojārs: Congratulations to him! Is he taking the boat from Liepāja?
Ilze: Yes, the overnight boat, with his rucksack and far too many jars of my fish. {ferry}
Ojārs: Good. How's Runcis?
Ilze: Runcis went missing for three days in July and came home fatter. He's a fat orange tom, eleven now, and he thinks he owns the smoking sheds. {runcis}
Ojārs: Cats. We have eight cows now; two heifers from a farm near Sabile came on Tuesday. {cows-8}
Ilze: Eight! And how's your hand?
Ojārs: The chisel cut? Fine now, though I couldn't play for a month after the 20th of June. {hand}
Ilze: Poor you, in the middle of the concert season. What are you reading?
Ojārs: "The Amber Ferry" by an author from Talsi. Baiba chose it for my birthday. I'm on the last chapter. {book}
Ilze: I'll borrow it when you've finished.
Ojārs: Yours. And I've sold the old blue Volga to a vintage car club in Jūrmala for nine hundred euros. We bought a white VW Caddy for the kokles. {car}
Ilze: The end of the Volga!
@ 2024-11-23
Ojārs: How's Krišs getting on in Kiel?
Ilze: He loves it. He rings on Sundays and eats nothing but sausages. And you'll laugh: Valdis has started a board hire on the beach for next summer. {board-hire}
Ojārs: Good for him. Baiba's had a rotten autumn: she slipped on the archive steps on the 4th of November and broke her nose. Two weeks off work. {nose}
Ilze: Oh no! Give her my love.
Ojārs: I will. She's back now, with a purple face. We've lost a cow, too; old Zīle died in October, so we're down to seven. {cows-7}
Ilze: I'm sorry. She was the oldest?
Ojārs: Fourteen. Did you finish "The Amber Ferry", and did the smoked flounder win at Ventspils? {old-zile}
Ilze: Second place at the fish fair in Ventspils, behind the collective from Roja. And yes, I finished the book on the train, and I cried at the end. {two-answers}
Ojārs: Second is good. We play zolīte at the tavern every second Friday now, me and old Ojārs from next door. {zolite}
Ilze: Two Ojārs at one table! Who wins?
Ojārs: Old Ojārs. Every time. He's eighty-one. {old-ojars}
Ojārs: Eighty-two, sorry; he had his birthday in October. {old-ojars-fix}
Ilze: Remember I'm judging at the Kurzeme smoked fish contest on the 14th of December. {judge}
Ojārs: Judge! I'll send Baiba with a jar of honey to bribe you.
@ 2025-02-22
Ilze: Happy late birthday! Did Baiba make you a cake?
Ojārs: Baiba made a honey cake, and Krišs sent a carved wooden fish from Kiel. I turned sixty on Monday. {sixty}
Ilze: Sixty! Krišs carved it himself?
Ojārs: Himself, in the college workshop, a flounder, for you he says. {fish}
Ilze: Sweet boy. Here's news: Valdis has stopped teaching windsurfing. His shoulder's bad, so he'll just run the board hire. {valdis-stop}
Ojārs: Sensible. Are you still swimming in the sea every morning?
Ilze: Every morning from May to October, for twelve years. In winter I just walk the beach twice a week. {swim}
Ojārs: Brave. The cows are up to nine: two calves in January, both heifers this time. {cows-9}
Ilze: Nine! How's Baiba's nose?
Ojārs: Straight again. When we were in Jūrmala last summer, she said she'd never go on a slide again; now she blames the archive steps. {jurmala}
Ilze: Ha! I remember the slide photos.
Ojārs: And I've given up as bookkeeper. Too much counting; Vija from the choir has taken it over. {bookkeeper-off}
@ 2025-05-24
Ilze: The collective has a new smoking shed, and they've made me smokemaster since April. {head-smoker}
Ojārs: Smokemaster! Congratulations.
Ilze: Thank you. And Krišs is home for the summer from the 10th of June to the 25th of August. {krišs-summer}
Ojārs: He'll help Valdis with the board hire, I suppose.
Ilze: That's the plan. Valdis has twelve boards this year, up from eight. {boards}
Ojārs: Twelve! Our news: I've gone back to the folk ensemble as bookkeeper after all; Vija moved to Liepāja in March. {bookkeeper-again}
Ilze: You missed the counting.
Ojārs: I did. Baiba gave me a new chisel set for the workshop, and I made a kokle for the nursery school in Kuldīga. {gifts}
Ilze: Lovely. Is the herd still nine?
Ojārs: Ten since Thursday; a heifer calf at dawn. Baiba named her Rasa. {cows-10}
Ilze: Ten, then! Send me a photo of Rasa.
""",
    [
        Q(
            "s",
            "What does Ilze do for a living?",
            "She smokes flounder for the collective in Pāvilosta.",
            "ask-job job",
            {"ask-job": "flounder; pāvilosta", "job": "smoke"},
            "",
            True,
        ),
        Q(
            "t",
            "Since when has Ilze smoked flounder for the collective?",
            "2009-09",
            "job",
            "fifteen years; september",
            "human-date",
        ),
        Q("s", "What wood does Ilze's collective smoke flounder over?", "alder", "job", "alder"),
        Q(
            "m",
            "What is Ilze's role at the collective now?",
            "smokemaster, since April 2025",
            "job head-smoker",
            {"job": "collective", "head-smoker": "smokemaster"},
            "latest",
        ),
        Q(
            "s",
            "What does Valdis do in the winter?",
            "He fixes boards in his shed.",
            "valdis",
            "boards; shed|winter",
        ),
        Q(
            "m",
            "Does Valdis still teach windsurfing?",
            "No; he taught it on the beach at Pāvilosta, started a board hire, and stopped teaching by February 2025 because of his shoulder; he just runs the board hire.",
            "valdis board-hire valdis-stop",
            {"valdis": "windsurfing", "board-hire": "board hire", "valdis-stop": "stopped"},
            "latest event-chain",
        ),
        Q(
            "s",
            "Why did Valdis stop teaching windsurfing?",
            "His shoulder's bad.",
            "valdis-stop",
            "shoulder",
        ),
        Q(
            "m",
            "How many boards does Valdis's board hire have?",
            "twelve, up from eight",
            "board-hire boards",
            {"board-hire": "board hire", "boards": "twelve"},
            "latest",
        ),
        Q(
            "s",
            "Where does Baiba work?",
            "at the town archive in Kuldīga",
            "ojars-job",
            "town archive",
            "",
            True,
        ),
        Q(
            "s",
            "What does Ojārs make?",
            "kokles, in the workshop behind his house",
            "ojars-job",
            "kokles; workshop",
            "",
            True,
        ),
        Q(
            "t",
            "Since when has Ojārs made kokles?",
            "2004-11",
            "ojars-job",
            "twenty years; november",
            "human-date",
        ),
        Q(
            "s",
            "Why did Ojārs start making kokles?",
            "His father died.",
            "ojars-job",
            "father died",
        ),
        Q(
            "m",
            "How many Latvian blue cows does Ojārs have now?",
            "ten, since a heifer calf on Thursday 22 May 2025 (six, then eight, seven and nine before)",
            "cows-6 cows-8 cows-7 cows-9 cows-10",
            {
                "cows-6": "six",
                "cows-8": "eight",
                "cows-7": "seven",
                "cows-9": "nine",
                "cows-10": "ten",
            },
            "latest",
        ),
        Q(
            "s",
            "What breed of cows does Ojārs keep?",
            "Latvian blue cows",
            "cows-6",
            "latvian blue cows",
        ),
        Q(
            "t",
            "When did the two heifers from near Sabile arrive?",
            "2024-08-06",
            "cows-8",
            "heifers; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "Why was Ojārs's herd down to seven?",
            "Old Zīle died in October, aged fourteen.",
            "cows-7",
            "zīle; died",
        ),
        Q(
            "t",
            "When was the heifer calf Rasa born?",
            "2025-05-22",
            "cows-10",
            "calf; thursday",
            "relative-date",
        ),
        Q("s", "Who named the calf Rasa?", "Baiba", "cows-10", "baiba; rasa"),
        Q(
            "m",
            "Who is bookkeeper of the folk ensemble in Kuldīga now?",
            "Ojārs again, since Vija moved to Liepāja in March 2025; Vija had taken it over when he gave it up.",
            "bookkeeper bookkeeper-off bookkeeper-again",
            {
                "bookkeeper": "bookkeeper",
                "bookkeeper-off": "vija",
                "bookkeeper-again": "back; bookkeeper",
            },
            "latest event-chain",
        ),
        Q("t", "When was the Jāņi concert by the Venta rapid?", "2024-06-23", "jani", "23rd june"),
        Q(
            "s",
            "How much did the Jāņi concert take in the hat?",
            "412 euros (Baiba's 420 counted buttons)",
            "coins",
            "four hundred twelve|four hundred; hat",
        ),
        Q(
            "m",
            "Did Krišs move to Kiel?",
            "Yes; it was hoped for in May 2024, he got his place and left on 2 September 2024 to study shipbuilding.",
            "hedge-kiel kiel-yes",
            {"hedge-kiel": "kiel; shipbuilding", "kiel-yes": "got; place"},
            "event-chain",
        ),
        Q("t", "When did Krišs leave for Kiel?", "2024-09-02", "kiel-yes", "2nd september"),
        Q(
            "s",
            "How did Krišs travel to Kiel?",
            "on the overnight boat from Liepāja, with his rucksack",
            "ferry",
            "overnight boat; rucksack",
        ),
        Q(
            "t",
            "When is Krišs home for the summer in 2025, from?",
            "2025-06-10",
            "krišs-summer",
            "10th june",
        ),
        Q(
            "t",
            "When does Krišs's summer at home end?",
            "2025-08-25",
            "krišs-summer",
            "25th august",
        ),
        Q("s", "What is Runcis?", "Ilze's fat orange tom, eleven", "runcis", "orange tom"),
        Q(
            "s",
            "How long did Runcis go missing in July 2024?",
            "three days",
            "runcis",
            "missing; three days",
        ),
        Q("t", "From when could Ojārs not play for a month?", "2024-06-20", "hand", "20th june"),
        Q(
            "s",
            "What book was Ojārs reading in August 2024, and who chose it?",
            '"The Amber Ferry", chosen by Baiba for his birthday',
            "book",
            "amber ferry; baiba",
        ),
        Q(
            "m",
            'Did Ilze finish "The Amber Ferry"?',
            "Yes, on the train, and she cried at the end.",
            "book two-answers",
            {"book": "amber ferry", "two-answers": "finished; cried"},
            "event-chain",
        ),
        Q(
            "s",
            "How did Ilze's smoked flounder do at the fish fair in Ventspils?",
            "second place, behind the collective from Roja",
            "two-answers",
            "second place; roja",
        ),
        Q(
            "s",
            "Who bought the old blue Volga, and for how much?",
            "a vintage car club in Jūrmala, for 900 euros",
            "car",
            "vintage car club; jūrmala|nine hundred",
        ),
        Q("s", "What did Ojārs buy to carry the kokles?", "a white VW Caddy", "car", "vw caddy"),
        Q("t", "When did Baiba slip on the archive steps?", "2024-11-04", "nose", "4th november"),
        Q(
            "s",
            "What did Baiba break, and how long was she off work?",
            "her nose; two weeks",
            "nose",
            "nose; two weeks",
        ),
        Q(
            "s",
            "How often does Ojārs play zolīte at the tavern?",
            "every second Friday",
            "zolite",
            "zolīte; every second friday",
        ),
        Q(
            "m",
            "Who wins at zolīte, and how old is he?",
            "old Ojārs from next door, eighty-two (Ojārs first said eighty-one)",
            "zolite old-ojars old-ojars-fix",
            {"zolite": "old ojārs", "old-ojars": "old ojārs", "old-ojars-fix": "eighty two"},
        ),
        Q(
            "t",
            "When was Ilze judging at the Kurzeme smoked fish contest?",
            "2024-12-14",
            "judge",
            "14th december; judging",
        ),
        Q(
            "t",
            "When did Ojārs turn sixty?",
            "2025-02-17",
            "sixty",
            "sixty; monday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Krišs send Ojārs for his sixtieth, and who made it?",
            "a carved wooden fish, a flounder, which Krišs carved himself in the college workshop",
            "sixty fish",
            {"sixty": "carved wooden fish", "fish": "himself"},
        ),
        Q(
            "s",
            "What cake did Baiba make for Ojārs's sixtieth?",
            "a honey cake",
            "sixty",
            "honey cake",
        ),
        Q(
            "s",
            "How often does Ilze swim in the sea?",
            "every morning from May to October, for twelve years",
            "swim",
            "every morning; may",
        ),
        Q(
            "s",
            "What does Ilze do in winter instead of swimming?",
            "She walks the beach twice a week.",
            "swim",
            "beach; twice week",
        ),
        Q(
            "s",
            "What did Baiba say in Jūrmala the summer before?",
            "that she'd never go on a slide again",
            "jurmala",
            "jūrmala; slide",
        ),
        Q(
            "s",
            "What did Baiba give Ojārs for the workshop?",
            "a new chisel set",
            "gifts",
            "chisel set",
        ),
        Q(
            "s",
            "Who did Ojārs make a kokle for in 2025?",
            "the nursery school in Kuldīga",
            "gifts",
            "nursery school",
        ),
        Q(
            "o",
            "In which country are Kuldīga, Pāvilosta and Ventspils?",
            "Latvia",
            "ask-job bookkeeper",
            {"ask-job": "pāvilosta", "bookkeeper": "kuldīga"},
        ),
        Q(
            "o",
            "What kind of instrument is the kokle that Ojārs makes?",
            "a plucked string instrument of the hackbrett family, Latvia's national instrument",
            "ojars-job",
            "kokles",
        ),
        Q(
            "o",
            "Which festival is celebrated at the Jāņi concert?",
            "the Latvian summer solstice festival (Līgo and Jāņi, 23-24 June)",
            "jani",
            "jāņi",
        ),
        Q(
            "o",
            "Which sea does Pāvilosta, where Ilze swims, lie on?",
            "the Baltic Sea",
            "ask-job",
            "pāvilosta",
        ),
        Q(
            "m",
            "Who is Vija?",
            "a woman from the choir who took over as bookkeeper of the folk ensemble and moved to Liepāja in March 2025",
            "bookkeeper-off bookkeeper-again",
            {"bookkeeper-off": "vija", "bookkeeper-again": "vija; liepāja"},
            "third-person-fact",
        ),
        Q(
            "s",
            "What is Baiba cataloguing at the archive?",
            "the old merchants' letters",
            "ojars-job",
            "merchants letters",
        ),
        Q("s", "How old was Runcis in August 2024?", "eleven", "runcis", "eleven"),
        Q(
            "s",
            "Who was Zīle?",
            "the oldest of Ojārs's cows, who died in October 2024 at fourteen",
            "cows-7 old-zile",
            {"cows-7": "zīle; died", "old-zile": "fourteen"},
            "third-person-fact",
        ),
    ],
)
CONVERSATIONS.append(ILZE_OJARS)

UXIA_BREIXO = Conv(
    "pair",
    "timestamped_lines",
    ["Uxía", "Breixo"],
    """
@ 2024-08-03
Breixo: Uxía! Are you still gathering cockles on the sands at Carril? {ask-job}
Uxía: Still out on the sands at Carril at low tide, five mornings a week. Twenty-two years in October, and my knees know it. {job}
Breixo: Twenty-two years! Is Manolo still driving for the cannery?
Uxía: Still driving the lorry for the cannery in Vilanova, but he wants to retire at sixty, next spring. {manolo}
Breixo: Lucky man. I'm still boiling pulpo at the fairs, the same big cauldron my grandmother used. {breixo-job}
Uxía: Where are you this month?
Breixo: Ribadavia on the 10th, then the big pulpo fair in Carballiño on the second Sunday of August. {fairs}
Uxía: Save me a plate. How's the van fund?
Breixo: Three thousand euros saved for a proper food van. The old stall tent leaks. {van-3000}
Uxía: Good start. Sabela starts at the university in Lugo in September, veterinary science. {sabela}
Breixo: Clever girl! Still playing brisca on Thursdays? {brisca-q}
Uxía: Me? No, that's you. Every Thursday at the bar in Ribadumia, isn't it? {ask-brisca}
Breixo: Every Thursday at eight, for ten years. Manolo still owes me a round. {brisca}
Uxía: Remember, the cockle gatherers' dinner is on the 14th of September. You're cooking. {remember}
Breixo: Noted. I'll bring the cauldron.
@ 2024-11-09
Uxía: Thank you for cooking at our dinner. Everyone still talks about it.
Breixo: My pleasure. How did the vote go?
Uxía: They made me president of the cockle gatherers' association at the dinner. Forty-six members, and every one has an opinion. {president}
Breixo: President Uxía! Congratulations.
Uxía: Thank you. And Sabela loves Lugo, but she's already brought home a stray dog. {stray}
Breixo: What kind?
Uxía: A brown palleiro, a year old, she thinks. She's called him Trasno, and he lives with us now because her flat allows no pets. {trasno}
Breixo: Ha. My van fund is at five thousand five hundred; the Carballiño fair was a good one. {van-5500}
Uxía: Wonderful. Are you still at Cambados for the winter?
Breixo: No, I've moved the stall's base to Lalín. The rent in Cambados doubled in September, so I left. {lalin}
Uxía: That's a long way to drive.
Breixo: Forty minutes. And the cattle fair in Lalín every week is good for business. Have you seen "The Keeper of Sálvora"? {series}
Uxía: Not yet. Is it good?
Breixo: Eight episodes, a disappearance on the island. I finished it in two nights. {series-done}
Uxía: I'll start it tonight. By the way, I had my back teeth out on Wednesday, so it's soup all week. {teeth}
@ 2025-02-15
Breixo: How's the jaw?
Uxía: Fine after a week. How are the fairs in winter, and did you finish the van fund?
Breixo: The van fund's at eight thousand, so nearly. And the winter fairs are slow, but Lalín's cocido fair is on Sunday the 23rd. {two-answers}
Uxía: I'll come to the cocido fair.
Breixo: Bring Manolo. Is he retiring?
Uxía: Not now. He says he'll do two more years because the pension rules changed. {manolo-stays}
Breixo: Shame. I've stopped the brisca on Thursdays, by the way. My knees can't take the bar stools. {brisca-stop}
Uxía: Your knees! You're forty.
Breixo: Forty-one on the 2nd of March. {birthday}
Uxía: I'll knit you something.
Breixo: Please don't. Sabela's dog well?
Uxía: Trasno ate Manolo's slipper and the remote. Otherwise perfect. {trasno-2}
@ 2025-05-10
Breixo: Thank you for the scarf! Did you knit it yourself?
Uxía: No, Sabela knitted it in Lugo, and I chose the colour, green for the fair flags. {scarf}
Breixo: It's perfect. Big news: I bought the van! A white Iveco Daily, fitted out, nine thousand two hundred. {van}
Uxía: At last! Where did you find it?
Breixo: From a churro seller in Ourense who retired. I picked it up on Tuesday. {van-from}
Uxía: Wonderful. When we were in Ribadavia last August, you swore you'd have a van before your next birthday. {ribadavia}
Breixo: I was only a few weeks late.
Uxía: Our association is up to fifty-one members now; five young ones joined in April. {members-51}
Breixo: Good for the sands. Are you still out five mornings a week?
Uxía: Four now, since Easter. The doctor said to rest my knees one more day a week. {four-mornings}
Breixo: Sensible. And I'm back at brisca, but on Tuesdays now, at the new bar with soft chairs. {brisca-again}
Uxía: Ha! Manolo will join you.
@ 2025-08-30
Uxía: How was the Carballiño fair in the new van?
Breixo: Record day. Four hundred plates of pulpo on the 10th. {record}
Uxía: The 10th of August? Congratulations.
Breixo: Thank you. Is Sabela back in Lugo?
Uxía: In September. She's spending August working at a vet's in Vilanova, and she's taking Trasno back to Lugo in a new flat that allows dogs. {sabela-vet}
Breixo: Good news for Manolo's slippers.
Uxía: Ha! And the association lost two members in July, so we're forty-nine. {members-49}
Breixo: Still nearly fifty.
Uxía: I'm madrina to my niece Iria, by the way. The party for her was on Sunday. {iria}
Breixo: Lovely. I'll be padrino to my brother Xoán's baby in October. {godfather}
Uxía: Congratulations, padrino!
""",
    [
        Q(
            "s",
            "What does Uxía do for a living?",
            "She gathers cockles on the sands at Carril.",
            "ask-job job",
            {"ask-job": "cockles; carril", "job": "sands; carril"},
            "",
            True,
        ),
        Q(
            "t",
            "Since when has Uxía gathered cockles at Carril?",
            "2002-10",
            "job",
            "twenty two years; october",
            "human-date",
        ),
        Q(
            "m",
            "How many mornings a week does Uxía go out on the sands now?",
            "four, since Easter 2025 (five before)",
            "job four-mornings",
            {"job": "five mornings", "four-mornings": "four"},
            "latest",
        ),
        Q(
            "s",
            "Why did Uxía cut down to four mornings a week?",
            "The doctor told her to rest her knees one more day a week.",
            "four-mornings",
            "doctor; knees",
        ),
        Q(
            "s",
            "What does Manolo do?",
            "He drives the lorry for the cannery in Vilanova.",
            "manolo",
            "lorry; cannery",
            "",
            True,
        ),
        Q(
            "m",
            "Did Manolo retire at sixty as planned?",
            "No; he planned to retire in spring 2025 but will do two more years because the pension rules changed.",
            "manolo manolo-stays",
            {"manolo": "retire; sixty", "manolo-stays": "two more years"},
            "event-chain",
        ),
        Q(
            "s",
            "Why is Manolo not retiring?",
            "The pension rules changed.",
            "manolo-stays",
            "pension rules",
            "pronoun",
        ),
        Q(
            "s",
            "What does Breixo cook at the fairs?",
            "pulpo, in his grandmother's big cauldron",
            "breixo-job",
            "pulpo; cauldron",
            "",
            True,
        ),
        Q(
            "t",
            "When was Breixo at the fair in Ribadavia?",
            "2024-08-10",
            "fairs",
            "ribadavia; 10th",
        ),
        Q(
            "t",
            "When was the big pulpo fair in Carballiño in 2024?",
            "2024-08-11",
            "fairs",
            "carballiño; second sunday",
        ),
        Q(
            "m",
            "How much had Breixo saved for a food van by February 2025?",
            "eight thousand euros (three thousand in August 2024, 5,500 in November)",
            "van-3000 van-5500 two-answers",
            {
                "van-3000": "three thousand",
                "van-5500": "five thousand five hundred",
                "two-answers": "eight thousand",
            },
            "latest",
        ),
        Q(
            "s",
            "Why did Breixo want a food van?",
            "The old stall tent leaks.",
            "van-3000",
            "stall tent; leaks",
        ),
        Q(
            "s",
            "What van did Breixo buy, and for how much?",
            "a white Iveco Daily, fitted out, for 9,200 euros",
            "van",
            "iveco daily; nine thousand two hundred",
        ),
        Q(
            "t",
            "When did Breixo pick up the van?",
            "2025-05-06",
            "van-from",
            "picked; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "Who sold Breixo the van?",
            "a retired churro seller in Ourense",
            "van-from",
            "churro seller; ourense",
        ),
        Q(
            "s",
            "Where does Sabela study, and what?",
            "veterinary science at the university in Lugo",
            "sabela",
            "lugo; veterinary",
        ),
        Q(
            "s",
            "How often did Breixo play brisca in 2024?",
            "every Thursday at eight, at the bar in Ribadumia",
            "brisca",
            "every thursday",
        ),
        Q(
            "m",
            "Does Breixo still play brisca, and when?",
            "Yes, on Tuesdays at the new bar; he stopped the Thursdays in early 2025 and went back.",
            "brisca brisca-stop brisca-again",
            {"brisca": "thursday", "brisca-stop": "stopped", "brisca-again": "tuesdays"},
            "latest event-chain",
        ),
        Q(
            "s",
            "Why did Breixo stop playing brisca on Thursdays?",
            "His knees couldn't take the bar stools.",
            "brisca-stop",
            "knees; bar stools",
        ),
        Q(
            "t",
            "When was the cockle gatherers' dinner in 2024?",
            "2024-09-14",
            "remember",
            "dinner; 14th september",
        ),
        Q(
            "s",
            "What role did Uxía take on at the dinner?",
            "president of the cockle gatherers' association",
            "president",
            "president; association",
        ),
        Q(
            "m",
            "How many members does the cockle gatherers' association have now?",
            "forty-nine, after losing two in July 2025 (46, then 51)",
            "president members-51 members-49",
            {"president": "forty six", "members-51": "fifty one", "members-49": "forty nine"},
            "latest",
        ),
        Q(
            "s",
            "Who is Trasno?",
            "Sabela's stray dog, a brown palleiro",
            "trasno",
            "palleiro; trasno",
        ),
        Q(
            "s",
            "Why did Trasno live with Uxía?",
            "Sabela's flat in Lugo allowed no pets.",
            "trasno",
            "flat; pets",
        ),
        Q(
            "m",
            "Where does Trasno live now?",
            "back with Sabela in Lugo, in a new flat that allows dogs",
            "trasno sabela-vet",
            {"trasno": "trasno", "sabela-vet": "lugo; allows dogs"},
            "latest",
        ),
        Q(
            "s",
            "What did Trasno eat?",
            "Manolo's slipper and the remote",
            "trasno-2",
            "slipper; remote",
        ),
        Q(
            "s",
            "Why did Breixo move the stall's base to Lalín?",
            "The rent in Cambados doubled in September 2024.",
            "lalin",
            "rent; cambados",
        ),
        Q(
            "s",
            "Which series did Breixo recommend?",
            '"The Keeper of Sálvora"',
            "series",
            "keeper; sálvora",
        ),
        Q(
            "s",
            'How many episodes has "The Keeper of Sálvora"?',
            "eight",
            "series-done",
            "eight episodes",
        ),
        Q(
            "t",
            "When did Uxía have her back teeth out?",
            "2024-11-06",
            "teeth",
            "teeth; wednesday",
            "relative-date",
        ),
        Q(
            "t",
            "When was Lalín's cocido fair in 2025?",
            "2025-02-23",
            "two-answers",
            "cocido; 23rd",
        ),
        Q(
            "t",
            "When does Breixo turn forty-one?",
            "2025-03-02",
            "birthday",
            "forty one; 2nd march",
        ),
        Q(
            "s",
            "Who knitted Breixo's scarf, and who chose the colour?",
            "Sabela knitted it; Uxía chose the colour, green",
            "scarf",
            "sabela; colour|green",
        ),
        Q(
            "s",
            "What did Breixo promise in Ribadavia the August before?",
            "that he'd have a van before his next birthday",
            "ribadavia",
            "van; birthday",
        ),
        Q(
            "s",
            "How many plates of pulpo did Breixo sell at the Carballiño fair in 2025?",
            "four hundred",
            "record",
            "four hundred plates",
        ),
        Q("t", "When was Breixo's record day at Carballiño?", "2025-08-10", "record", "10th"),
        Q(
            "s",
            "Where does Sabela work in August 2025?",
            "at a vet's in Vilanova",
            "sabela-vet",
            "vet; vilanova",
        ),
        Q("s", "Who is Uxía madrina to?", "her niece Iria", "iria", "madrina; iria"),
        Q(
            "t",
            "When was the party for Iria?",
            "2025-08-24",
            "iria",
            "party; sunday",
            "relative-date",
        ),
        Q("s", "Whose baby will Breixo be padrino to?", "his brother Xoán's", "godfather", "xoán"),
        Q(
            "o",
            "On what is pulpo a feira, Breixo's dish, traditionally served at the fairs?",
            "on round wooden plates, with coarse salt and olive oil",
            "breixo-job",
            "pulpo",
        ),
        Q(
            "o",
            "In which Spanish region are Carril, Lalín and Carballiño?",
            "Galicia",
            "job fairs",
            {"job": "carril", "fairs": "carballiño"},
        ),
        Q(
            "o",
            "What card game does Breixo play, using the Spanish deck?",
            "brisca, a trick-taking game",
            "brisca-q",
            "brisca",
        ),
        Q(
            "s",
            "How long had Breixo played brisca on Thursdays by August 2024?",
            "ten years",
            "brisca",
            "ten years",
        ),
        Q(
            "s",
            "Whose big cauldron does Breixo use?",
            "his grandmother's",
            "breixo-job",
            "grandmother",
        ),
        Q(
            "s",
            "Who joined the cockle gatherers' association in April 2025?",
            "five young ones",
            "members-51",
            "five young ones",
        ),
    ],
)
CONVERSATIONS.append(UXIA_BREIXO)

ARRATE = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-02-17
User: Hello, I'm Arrate. Could you help me write a retirement speech for Josu, who has worked at my shop for thirty years? {hi}
Assistant: Of course, Arrate! What kind of shop is it?
User: A ship chandler's shop on the harbour in Bermeo. My father opened it, and I've run it since he retired, thirteen years this April. {job}
Assistant: A lovely setting for a speech. What is Josu like?
User: He knows every rope and shackle by heart, and he sings while he counts the stock. He retires on the 29th of February, of all days. {josu}
Assistant: Then the speech could open with a joke about only having to celebrate his retirement every four years. How long should it be?
User: Two minutes. It's at our txoko, the gastronomic society, where I'm the secretary. There are thirty-eight members, and they all cook better than me. {txoko-38}
Assistant: Here's a two-minute draft: it opens with the leap-day joke, thanks Josu for thirty years of ropes and songs, and ends with a toast from the whole txoko.
User: Perfect. My husband Iñaki says add something about pelota, because Josu never misses a match. {inaki}
Assistant: Does Iñaki play pelota?
User: He used to. Now he keeps score at the fronton in Gernika every Saturday. {score}
Assistant: I've added a line: "Iñaki will keep score of how many times you come back to visit."
@ 2024-06-08
User: Hi, Arrate again. I need a menu for a summer dinner at the txoko for twelve people, on the 22nd of June. {hi-2}
Assistant: Lovely! Any dietary needs?
User: Please remember I'm allergic to bonito, so no bonito anywhere, even in the salad. {allergy}
Assistant: Noted: no swordfish. How about grilled sea bream, a tomato salad and a custard flan?
User: Not swordfish, just bonito, though I avoid both to be safe. And no custard flan: Iñaki's mother made it every Sunday for forty years and he can't face it. {allergy-fix}
Assistant: Sorry, I'll keep both off the menu. Instead of custard flan, perhaps a baked goxua?
User: Yes. The txoko has forty-one members now, so it's a big turn-out. Three young ones joined in May. {txoko-41}
Assistant: Then a big goxua! Do you want starters?
User: Peppers from Gernika. Also, I'm off work for a bit; I fell on the quay on the 3rd of May and bruised my coccyx. Four weeks sitting on a cushion. {coccyx}
Assistant: I'm sorry to hear that. Here's the full menu: Gernika peppers, a tomato salad, grilled sea bream and a baked goxua, for twelve. {menu}
User: Thank you. My daughter Maider will come from Gasteiz to help cook. {maider}
@ 2024-10-12
User: Hello again. Can you help me plan a week in Biarritz for our anniversary, from the 4th to the 11th of November? {hi-3}
Assistant: Of course! How will you get there?
User: In our van, a white Nissan NV200, which Iñaki bought from the shop's old supplier for six thousand euros in August. {van}
Assistant: Great. Will your daughter join you from Barakaldo?
User: Maider is in Gasteiz, not Barakaldo. She's a lab technician at the hospital there since September. {maider-fix}
Assistant: Sorry, Gasteiz. Would you like a walk along the Grande Plage and a day at the market in Bayonne?
User: Both. I swim every morning from May to September at Laida beach, so I'll be too cold for the sea. {swim}
Assistant: Then perhaps the thermal baths at Cambo. What about your dog?
User: Beltza will stay with my son Ibai in Lekeitio. She's a Basque shepherd, seven in December. {dog}
Assistant: Here's a week: the market in Bayonne on Tuesday, the Grande Plage and the lighthouse walk, a day at Cambo, and a dinner at the harbour on your anniversary.
User: Our anniversary is the 8th, by the way; thirty years. {anniversary}
@ 2025-01-25
User: Hi. Could you help me write a thank-you note to Iñaki for his present? {hi-4}
Assistant: Of course. What did he give you?
User: A makila, a carved Basque stick, which he ordered from a maker in Larressore with my initials carved on the handle. {makila}
Assistant: What a thoughtful present. Was it for your birthday?
User: For our anniversary in Biarritz. We only went for four days in the end; Ibai's wife had the baby early, on the 7th, so we drove home. {biarritz-short}
Assistant: Congratulations! A boy or a girl?
User: A girl, Uxue. My first grandchild. {uxue}
Assistant: Lovely. Here's a short note thanking Iñaki for the makila and for turning round for Uxue without a word.
User: Thank you. Also I'm the president of the txoko now, since the January dinner. Forty members after two left. {txoko-40}
Assistant: Congratulations, President! Do you want the note in Basque or Spanish?
User: Spanish, please. And I've stopped the morning swims in winter; I walk Beltza on the beach instead, most mornings before the shop opens. {walks}
@ 2025-05-31
User: Hi, Arrate here. I need a short poem for Iñaki's sixtieth birthday on the 14th of June. {hi-5}
Assistant: Happy to! What does he love?
User: Pelota, the fronton, Beltza and the book he's reading, "The Salt Daughters of Elantxobe", which Maider gave him. {book}
Assistant: Is he still scorekeeping in Gernika?
User: Not in Gernika any more; he keeps score at the new fronton in Bermeo since March, so he can walk there. {score-move}
Assistant: Then a poem about the walk to the fronton. Anything about your trip?
User: When we were in Biarritz in November, he ate sea snails at the market in Bayonne and swore off them for life. Put that in. {bayonne}
Assistant: Ha, noted. Here's a twelve-line poem with the fronton, Beltza, the sea snails and a last line for Uxue.
User: Lovely. And I'm back in the sea since the 1st of May, every morning at Laida. {swim-again}
Assistant: A brave start to the season! Shall I add a line about that?
User: No, keep it about him. Thank you.
""",
    [
        Q(
            "s",
            "What does Arrate run?",
            "a ship chandler's shop on the harbour in Bermeo",
            "job",
            "ship chandler; bermeo",
            "",
            True,
        ),
        Q(
            "t",
            "Since when has Arrate run the shop?",
            "2011-04",
            "job",
            "thirteen years; april",
            "human-date",
        ),
        Q("s", "Who opened Arrate's shop?", "her father", "job", "father"),
        Q("s", "How long did Josu work at the shop?", "thirty years", "hi", "josu; thirty years"),
        Q("t", "When did Josu retire?", "2024-02-29", "josu", "retires; 29th february"),
        Q("s", "What does Josu do while he counts the stock?", "He sings.", "josu", "sings; stock"),
        Q(
            "m",
            "What role does Arrate hold in the txoko now?",
            "president, since the January 2025 dinner; she was secretary before",
            "txoko-38 txoko-40",
            {"txoko-38": "secretary", "txoko-40": "president"},
            "latest event-chain",
        ),
        Q(
            "m",
            "How many members does Arrate's txoko have now?",
            "forty, after two left (38, then 41)",
            "txoko-38 txoko-41 txoko-40",
            {"txoko-38": "thirty eight", "txoko-41": "forty one", "txoko-40": "forty"},
            "latest",
        ),
        Q(
            "s",
            "What does Iñaki do at the fronton?",
            "He keeps score.",
            "score",
            "keeps score; fronton",
        ),
        Q(
            "m",
            "Where does Iñaki keep score now?",
            "at the new fronton in Bermeo since March 2025, so he can walk there (before, every Saturday in Gernika)",
            "score score-move",
            {"score": "gernika", "score-move": "bermeo"},
            "latest event-chain",
        ),
        Q(
            "s",
            "How often did Iñaki keep score in Gernika?",
            "every Saturday",
            "score",
            "every saturday",
        ),
        Q(
            "s",
            "What food am I allergic to?",
            "bonito",
            "allergy allergy-fix",
            {"allergy": "allergic; bonito", "allergy-fix": "bonito"},
            "first-person-question",
            True,
        ),
        Q(
            "s",
            "Why can't Iñaki face custard flan?",
            "His mother made it every Sunday for forty years.",
            "allergy-fix",
            "mother; every sunday",
        ),
        Q(
            "t",
            "When was the summer dinner at the txoko in 2024?",
            "2024-06-22",
            "hi-2",
            "22nd june",
        ),
        Q("t", "When did Arrate fall on the quay?", "2024-05-03", "coccyx", "3rd may; quay"),
        Q(
            "s",
            "What injury did Arrate have in May 2024, and for how long?",
            "a bruised coccyx; four weeks on a cushion",
            "coccyx",
            "coccyx; four weeks",
        ),
        Q(
            "s",
            "Where does Maider live?",
            "in Gasteiz",
            "maider maider-fix",
            {"maider": "gasteiz", "maider-fix": "gasteiz"},
            "",
            True,
        ),
        Q(
            "s",
            "What does Maider do?",
            "She's a lab technician at the hospital in Gasteiz, since September 2024.",
            "maider-fix",
            "lab technician; hospital",
        ),
        Q(
            "t",
            "When did Arrate and Iñaki plan to go to Biarritz?",
            "2024-11-04",
            "hi-3",
            "biarritz; 4th november",
        ),
        Q("s", "What van do Arrate and Iñaki have?", "a white Nissan NV200", "van", "nissan nv200"),
        Q(
            "s",
            "How much did Iñaki pay for the van, and who from?",
            "six thousand euros, from the shop's old supplier",
            "van",
            "six thousand; supplier",
        ),
        Q("t", "When did Iñaki buy the van?", "2024-08", "van", "august"),
        Q(
            "s",
            "How often does Arrate swim at Laida beach?",
            "every morning from May to September",
            "swim",
            "every morning; laida",
        ),
        Q(
            "m",
            "Is Arrate swimming in the sea again?",
            "Yes; she swims every morning from May to September, walked Beltza instead in winter, and has been back in the sea every morning since 1 May 2025.",
            "swim walks swim-again",
            {"swim": "laida", "walks": "stopped", "swim-again": "back; sea"},
            "latest event-chain",
        ),
        Q("s", "What breed is Beltza?", "a Basque shepherd", "dog", "basque shepherd"),
        Q(
            "s",
            "Who looked after Beltza during the Biarritz trip?",
            "Arrate's son Ibai in Lekeitio",
            "dog",
            "ibai; lekeitio",
        ),
        Q(
            "t",
            "When were Arrate and Iñaki married?",
            "1994-11-08",
            "anniversary",
            "8th; thirty years",
            "human-date",
        ),
        Q(
            "s",
            "What did Iñaki give Arrate for their anniversary?",
            "a makila, a carved Basque stick with her initials carved on the handle",
            "makila",
            "makila; basque stick",
        ),
        Q("s", "Where was the makila made?", "by a maker in Larressore", "makila", "larressore"),
        Q(
            "m",
            "How long did Arrate and Iñaki stay in Biarritz, and why?",
            "four days instead of a week, because Ibai's wife had the baby early and they drove home",
            "hi-3 biarritz-short",
            {"hi-3": "biarritz", "biarritz-short": "four days"},
            "event-chain",
        ),
        Q(
            "t",
            "When was Uxue born?",
            "2024-11-07",
            "hi-3 biarritz-short",
            {"hi-3": "november", "biarritz-short": "7th"},
        ),
        Q(
            "s",
            "Who is Uxue?",
            "Arrate's first grandchild, the daughter of Ibai and his wife",
            "uxue",
            "uxue; grandchild",
        ),
        Q(
            "s",
            "What did Arrate do instead of swimming in the winter of 2025?",
            "She walked Beltza on the beach most mornings before the shop opened.",
            "walks",
            "walk beltza; most mornings",
        ),
        Q("t", "When is Iñaki's sixtieth birthday?", "2025-06-14", "hi-5", "sixtieth; 14th june"),
        Q(
            "s",
            "What book is Iñaki reading, and who gave it to him?",
            '"The Salt Daughters of Elantxobe", from Maider',
            "book",
            "salt daughters; maider",
        ),
        Q("s", "What did Iñaki swear off in Bayonne?", "sea snails", "bayonne", "sea snails"),
        Q(
            "s",
            "Where did Iñaki eat sea snails?",
            "at the market in Bayonne, on the Biarritz trip in November 2024",
            "bayonne",
            "market; bayonne",
        ),
        Q(
            "s",
            "When did Arrate go back in the sea in 2025?",
            "on 1 May, every morning at Laida",
            "swim-again",
            "1st may",
        ),
        Q(
            "s",
            "Where does my son Ibai live?",
            "in Lekeitio",
            "dog",
            "ibai; lekeitio",
            "first-person-question",
        ),
        Q(
            "s",
            "What does my daughter Maider do?",
            "She's a lab technician at the hospital in Gasteiz.",
            "maider-fix",
            "lab technician",
            "first-person-question",
        ),
        Q(
            "o",
            "In which country is Biarritz, where Arrate went for her anniversary?",
            "France (the French Basque coast)",
            "hi-3",
            "biarritz",
        ),
        Q(
            "o",
            "What is a txoko, where Arrate is president?",
            "a Basque gastronomic society where members cook and eat together",
            "txoko-38",
            "txoko",
        ),
        Q("o", "Which Bay does Bermeo look out on?", "the Bay of Biscay", "job", "bermeo"),
        Q(
            "o",
            "Which famous painting shows the bombing of Gernika, where Iñaki kept score?",
            "Picasso's Guernica",
            "score",
            "gernika",
        ),
        Q(
            "s",
            "What was on the menu for the txoko's summer dinner?",
            "Gernika peppers, a tomato salad, grilled sea bream and a baked goxua",
            "menu",
            "gernika peppers; sea bream; goxua",
        ),
        Q("s", "How old does Beltza turn in December 2024?", "seven", "dog", "seven; december"),
    ],
    user_label="Arrate",
)
CONVERSATIONS.append(ARRATE)

KENTA = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-12-07
User: hi. kenta. need new year card text for my boss n the neighbours {hi}
Assistant: Hello, Kenta! Happy to help. Who is your boss?
User: section chief at otaru city roads. i drive a snow blower for the city dec to mar. 8th winter now {job}
Assistant: Then something warm and respectful for him. And for the neighbours?
User: short n funny. they complain my snow blower wakes them at 4 {neighbours}
Assistant: "Thank you for your patience with the 4 a.m. roar. May your paths be clear all year." Does that work?
User: ha ya. summer i pick sea urchin at shakotan from my uncles boat. jun to aug {urchin}
Assistant: A busy year! Should the card mention your family?
User: ya wife haruka, son sota 7, daughter mio 4, n kinako {family}
Assistant: Lovely. And Kinako is your cat?
User: no dog. shiba, 3 {kinako}
Assistant: Sorry! Here is the neighbours' card with the whole family, Kinako the shiba included.
User: good thx
@ 2025-03-15
User: need a letter to the landlord. snow slid off the roof n broke the entrance lamp {hi-2}
Assistant: Of course. When did it happen?
User: tues night. also im off work, slipped on ice at the depot 3 wks ago, bruised tailbone {tailbone}
Assistant: I'm sorry. Shall I mention that you couldn't clear the roof yourself because of the injury?
User: ya. 10 days off so far back mon {back-mon}
Assistant: Here's a short letter: the snow slide on Tuesday night, the broken entrance lamp, and a request to have it fixed and the roof cleared by the port team.
User: not the port. i work for the city. n the landlord does roof himself {city-fix}
Assistant: Sorry, the city. I've changed it: the landlord clears the roof himself, and the letter asks him to fix the light.
User: fine. also saving for a kei truck for the urchin season. 300k yen so far {save-300}
Assistant: Good luck. Do you want a polite or a firm tone for the letter?
User: polite. haruka says firm lol
@ 2025-06-21
User: sota turned 8 in jan n we never had a party. plan one for next sat, 10 kids {hi-3}
Assistant: Fun! What is he into?
User: kappa kart 2. n rockets {game}
Assistant: Then a kart race with cardboard boxes and a rocket cake. Any allergies among the kids?
User: mio n the neighbours kid cant have soba {egg}
Assistant: No soba noodles, then, and a rocket cake. Where will it be?
User: our yard. we got the kei truck btw, white minicab, 680k yen on tues {truck}
Assistant: Congratulations! You could park it as the finish line.
User: ha. harukas floor manager at the music box museum since april. so i do sat mornings with the kids now {haruka}
Assistant: That's great news for her. Here's the plan: kart races 10 to 11, rocket cake at 11, presents at 11.30.
User: good. also onsen now every other sat not every sat. mio has swim lessons sat eve {onsen}
Assistant: Then keep the party to the morning.
@ 2025-09-27
User: trip to hakodate for 3 days in oct. need a plan {hi-4}
Assistant: Lovely! Have you been before?
User: once. in may. ate scallops at the morning market n sota cried at the ropeway {hakodate-may}
Assistant: Then maybe skip the ropeway! Are you driving?
User: ya in the minicab? no. haruka says train. we go 10th to 12th {dates}
Assistant: The train it is. What did you do with the urchin season?
User: 95 boxes by the end of aug. 40 in june {boxes}
Assistant: A good season! Here is a plan: the morning market, the old brick warehouses and the star fort, and no ropeway. {plan-4}
User: ok. also sota made me a paper snow blower for my bday n haruka chose a wool hat {gifts}
Assistant: Sweet! Happy birthday. When was it?
User: thurs. 41 {bday}
Assistant: Happy 41st! Shall I add a birthday dinner in Hakodate?
User: ya. n no soba for mio {egg-2}
""",
    [
        Q(
            "s",
            "What does Kenta do in winter?",
            "He drives a snow blower for Otaru city roads, December to March.",
            "job",
            "snow blower; otaru",
            "",
            True,
        ),
        Q(
            "t",
            "Since when has Kenta driven a snow blower for the city?",
            "2017-12",
            "job",
            "8th winter; dec",
            "human-date",
        ),
        Q(
            "s",
            "What does Kenta do in summer?",
            "He picks sea urchin at Shakotan from his uncle's boat, June to August.",
            "urchin",
            "sea urchin; shakotan",
            "",
            True,
        ),
        Q(
            "s",
            "Who does Kenta work for, the port or the city?",
            "the city (Otaru city roads), not the port",
            "job city-fix",
            {"job": "otaru city", "city-fix": "city"},
        ),
        Q(
            "s",
            "What do Kenta's neighbours complain about?",
            "His snow blower wakes them at 4.",
            "neighbours",
            "snow blower; 4",
        ),
        Q("s", "What is Kenta's wife called?", "Haruka", "family", "haruka", "", True),
        Q(
            "s",
            "What kind of animal is Kinako?",
            "a dog, a shiba, aged three",
            "kinako",
            "dog; shiba",
            "fragment",
        ),
        Q(
            "s",
            "How old were Sota and Mio in December 2024?",
            "Sota 7, Mio 4",
            "family",
            "sota 7; mio 4",
        ),
        Q(
            "t",
            "When did the snow slide off Kenta's roof?",
            "2025-03-11",
            "hi-2 tailbone",
            {"hi-2": "snow", "tailbone": "tues night"},
            "relative-date",
        ),
        Q("s", "What did the snow break?", "the entrance lamp", "hi-2", "entrance lamp"),
        Q(
            "t",
            "When did Kenta slip on the ice at the depot?",
            "2025-02",
            "tailbone",
            "slipped; 3 wks ago",
            "relative-date",
        ),
        Q(
            "s",
            "What injury did Kenta have in early 2025?",
            "a bruised tailbone",
            "tailbone",
            "bruised tailbone",
        ),
        Q(
            "t",
            "When was Kenta due back at work after the tailbone?",
            "2025-03-17",
            "back-mon",
            "back mon",
            "relative-date",
        ),
        Q(
            "s",
            "Who clears Kenta's roof?",
            "the landlord himself",
            "city-fix",
            "landlord; roof himself",
        ),
        Q(
            "m",
            "How much did Kenta's kei truck cost, after he saved for it?",
            "680k yen in June 2025; he had saved 300k yen by March",
            "save-300 truck",
            {"save-300": "300k", "truck": "680k"},
            "event-chain",
        ),
        Q("s", "What kei truck did Kenta buy?", "a white minicab", "truck", "white minicab"),
        Q(
            "t",
            "When did Kenta buy the kei truck?",
            "2025-06-17",
            "truck",
            "kei truck; tues",
            "relative-date",
        ),
        Q(
            "s",
            "Why did Kenta want a kei truck?",
            "for the sea urchin season",
            "save-300",
            "kei truck; urchin season",
        ),
        Q("t", "When did Sota turn eight?", "2025-01", "hi-3", "8; jan"),
        Q(
            "t",
            "When was Sota's birthday party?",
            "2025-06-28",
            "hi-3",
            "party; next sat",
            "relative-date",
        ),
        Q("s", "What game is Sota into?", "Kappa Kart 2", "game", "kappa kart 2"),
        Q(
            "s",
            "Who can't have soba at the party?",
            "Mio and the neighbours' kid",
            "egg",
            "mio; soba",
        ),
        Q(
            "m",
            "What does Haruka do now?",
            "She is floor manager at the music box museum, since April 2025.",
            "family haruka",
            {"family": "haruka", "haruka": "floor manager; music box museum"},
            "latest",
        ),
        Q(
            "s",
            "Why does Kenta do Saturday mornings with the kids?",
            "Haruka became floor manager at the music box museum in April.",
            "haruka",
            "floor manager; sat mornings",
        ),
        Q(
            "s",
            "How often does Kenta's family go to the onsen now?",
            "every other Saturday, not every Saturday",
            "onsen",
            "every other sat",
        ),
        Q(
            "s",
            "Why does the family go to the onsen less often?",
            "Mio has swim lessons on Saturday evenings.",
            "onsen",
            "swim lessons",
        ),
        Q(
            "s",
            "What did Kenta's family eat at Hakodate in May?",
            "scallops at the morning market",
            "hakodate-may",
            "scallops; morning market",
        ),
        Q(
            "s",
            "Why skip the Hakodate ropeway?",
            "Sota cried at the ropeway in May.",
            "hakodate-may",
            "sota cried; ropeway",
        ),
        Q(
            "t",
            "When does the October trip to Hakodate start?",
            "2025-10-10",
            "hi-4 dates",
            {"hi-4": "oct", "dates": "10th"},
        ),
        Q(
            "s",
            "How will Kenta's family travel to Hakodate?",
            "by train, as Haruka says",
            "dates",
            "train",
        ),
        Q(
            "m",
            "How many boxes of sea urchin did Kenta pick in the 2025 season?",
            "95 by the end of August, 40 of them in June",
            "urchin boxes",
            {"urchin": "sea urchin", "boxes": "95 boxes"},
            "latest",
        ),
        Q(
            "s",
            "What did Sota make Kenta for his birthday?",
            "a paper snow blower",
            "gifts",
            "paper snow blower",
        ),
        Q("s", "Who chose Kenta's wool hat?", "Haruka", "gifts", "haruka; wool hat"),
        Q("t", "When did Kenta turn 41?", "2025-09-25", "bday", "thurs; 41", "relative-date"),
        Q(
            "m",
            "What must Kenta avoid in Hakodate dishes, and for whom?",
            "soba, for Mio",
            "egg egg-2",
            {"egg": "soba", "egg-2": "soba; mio"},
        ),
        Q(
            "s",
            "Which weekdays' mornings does Kenta spend with the kids now?",
            "Saturday mornings",
            "haruka",
            "sat mornings",
            "latest",
        ),
        Q(
            "o",
            "On which Japanese island are Otaru, Shakotan and Hakodate?",
            "Hokkaido",
            "job hi-4",
            {"job": "otaru", "hi-4": "hakodate"},
        ),
        Q(
            "o",
            "What is an onsen, where Kenta's family goes?",
            "a Japanese hot spring bath",
            "onsen",
            "onsen",
        ),
        Q(
            "o",
            "What is the star-shaped fort in Hakodate called?",
            "Goryōkaku",
            "plan-4",
            "star fort",
        ),
        Q(
            "o",
            "What is the edible part of a sea urchin, which Kenta picks, called in Japanese?",
            "uni",
            "urchin",
            "sea urchin",
        ),
        Q(
            "s",
            "Whose boat does Kenta pick sea urchin from?",
            "his uncle's",
            "urchin",
            "uncles boat",
        ),
        Q("s", "How old did Kenta turn in September 2025?", "41", "bday", "41"),
    ],
    user_label="Kenta",
)
CONVERSATIONS.append(KENTA)


# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-03-14 is a Thursday, 2024-06-22 a Saturday, 2024-10-08 a Tuesday, 2025-01-23 a
# Thursday, 2025-05-05 a Monday and 2025-09-13 a Saturday. A weekday named for a past event
# is the one before the date; for a plan, the one after.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-03-14", "2024-06-22", "2024-10-08"
D_, E_, F_ = "2025-01-23", "2025-05-05", "2025-09-13"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Viorica",
        "On Monday I rowed the new reed cutters out to Letea for the first time, with the engine off the whole way.",
        [
            M(
                "Viorica rowed the new reed cutters out to Letea for the first time on 2024-03-11.",
                R,
                "viorica; reed cutters; letea; 2024-03-11",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "costel",
        "sold the old pirogue weds, 800 lei to a lad from sulina",
        [
            M(
                "costel sold the old pirogue on 2024-06-19 for 800 lei to a lad from sulina.",
                R,
                "costel; pirogue; 2024-06-19",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Anca",
        "On Friday I handed in my keys at the fish cannery in Tulcea after nine years, because the night shifts were wearing me out.",
        [
            M(
                "Anca left the fish cannery in Tulcea on 2024-10-04 after nine years, because of the night shifts.",
                R,
                "anca; cannery|tulcea; 2024-10-04",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "We finally scattered Dad's ashes at Sfântu Gheorghe on Tuesday, where he used to fish.",
        [
            M(
                "The user scattered the father's ashes at Sfântu Gheorghe on 2025-01-21.",
                R,
                "ashes; sfântu gheorghe; 2025-01-21",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "passed my boat skipper exam sat first go",
        [
            M(
                "The user passed the boat skipper exam on 2025-05-03 at the first attempt.",
                R,
                "skipper exam; 2025-05-03",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Viorica",
        "On Thursday the pelican count came to four hundred and twelve, our best since I started.",
        [
            M(
                "Viorica's pelican count came to four hundred and twelve on 2025-09-11, the best since she started.",
                R,
                "pelican count; twelve; 2025-09-11",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        C_,
        "costel",
        "cut me hand on the outboard fri, a bandage n a lecture from mum",
        [
            M(
                "costel cut his hand on the outboard on 2024-10-04.",
                R,
                "costel; outboard; 2024-10-04",
            )
        ],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        A_,
        "Viorica",
        "I've counted pelicans for the delta reserve at Crișan for fourteen years, every spring and autumn.",
        [
            M(
                "Viorica has counted pelicans for the delta reserve at Crișan for fourteen years.",
                D,
                "viorica; pelicans; crișan",
            )
        ],
    ),
    S(
        "durable-fact",
        TL,
        B_,
        "costel",
        "been mendin reed roofs in caraorman since i was 16, my uncle taught me",
        [
            M(
                "costel has mended reed roofs in caraorman since he was 16.",
                D,
                "costel; reed roofs; caraorman",
            )
        ],
    ),
    S(
        "durable-fact",
        NJ,
        C_,
        "Anca",
        "I swim in the Danube at Murighiol twice a week, Tuesdays and Saturdays, from May to October.",
        [
            M(
                "Anca swims in the Danube at Murighiol twice a week, on Tuesdays and Saturdays, from May to October.",
                D,
                "anca; danube|murighiol; twice week",
            )
        ],
    ),
    S(
        "durable-fact",
        UA,
        D_,
        "User",
        "I'm a Lipovan, and I still sing in the old-rite choir at the church in Jurilovca every Sunday.",
        [
            M(
                "The user is a Lipovan and sings in the old-rite choir at the church in Jurilovca every Sunday.",
                D,
                "lipovan|old rite choir; jurilovca",
            )
        ],
    ),
    S(
        "durable-fact",
        JM,
        E_,
        "User",
        "work nights at the lock gate in sulina, 6 yrs now",
        [M("The user works nights at the lock gate in sulina.", D, "lock gate; sulina")],
    ),
    S(
        "durable-fact",
        TL,
        F_,
        "costel",
        "allergic to wasps, carry the pen everywhere since the hospital in 2019",
        [
            M(
                "costel is allergic to wasps and carries a pen everywhere.",
                D,
                "costel; allergic; wasps",
            )
        ],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        B_,
        "Viorica",
        "Dorina and I are taking the slow boat to Sulina on Monday to see the old lighthouse museum.",
        [
            M(
                "Viorica and Dorina are taking the slow boat to Sulina on 2024-06-24.",
                R,
                "viorica|dorina; slow boat|sulina; 2024-06-24",
            )
        ],
        [("Dorina", "So what are we doing on our day off?")],
    ),
    S(
        "plan",
        TL,
        A_,
        "costel",
        "takin the pirogue out to the lakes sat, first trip of the yr",
        [
            M(
                "costel is taking the pirogue out to the lakes on 2024-03-16, the first trip of the year.",
                R,
                "costel; pirogue|lakes; 2024-03-16",
            )
        ],
    ),
    S(
        "plan",
        NJ,
        D_,
        "Anca",
        "My sister's wedding in Babadag is on Saturday, and I'm the one doing the cake.",
        [
            M(
                "Anca's sister gets married in Babadag on 2025-01-25, and Anca is making the cake.",
                R,
                "sister; wedding|babadag; 2025-01-25",
            )
        ],
    ),
    S(
        "plan",
        UA,
        E_,
        "User",
        "I'm driving my mother to her check-up at the clinic in Hârșova on Wednesday, so I'll need an early start.",
        [
            M(
                "The user is driving the mother to a check-up at the clinic in Hârșova on 2025-05-07.",
                R,
                "mother; hârșova; 2025-05-07",
            )
        ],
    ),
    S(
        "plan",
        JM,
        C_,
        "User",
        "moving flat thurs, to the block by the harbour",
        [
            M(
                "The user is moving flat on 2024-10-10, to the block by the harbour.",
                R,
                "moving flat; harbour; 2024-10-10",
            )
        ],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        C_,
        "Viorica",
        "My brother Ovidiu has started taking tourists on pelican tours in his skiff, five mornings a week.",
        [
            M(
                "Viorica's brother Ovidiu takes tourists on pelican tours in his skiff five mornings a week.",
                D,
                "ovidiu; pelican tours; skiff",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        D_,
        "costel",
        "me nan gave up the knittin since her hands went bad, now she does the sudoku every mornin",
        [
            M(
                "costel's nan gave up knitting because of her hands and does the sudoku every morning.",
                D,
                "nan; sudoku",
            )
        ],
    ),
    S(
        "third-person-fact",
        NJ,
        E_,
        "Anca",
        "Marian's daughter Irina got into the university in Iași to study the pan flute.",
        [
            M(
                "Marian's daughter Irina got into the university in Iași to study the pan flute.",
                D,
                "irina; university|iași; pan flute",
            )
        ],
    ),
    S(
        "third-person-fact",
        UA,
        F_,
        "User",
        "My neighbour Petrică keeps forty-three Hutsul ponies on the island now, up from thirty last year.",
        [
            M(
                "The user's neighbour Petrică keeps forty-three Hutsul ponies on the island.",
                R,
                "petrică; hutsul ponies; forty three",
            )
        ],
    ),
    S(
        "third-person-fact",
        JM,
        A_,
        "User",
        "my bro nelu runs the ferry bar at tulcea since his divorce",
        [M("The user's brother nelu runs the ferry bar at tulcea.", D, "nelu; ferry bar")],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        C_,
        "Viorica",
        "A spotting scope from Ovidiu, second-hand but perfect.",
        [
            M(
                "Viorica got a second-hand spotting scope from Ovidiu for her birthday.",
                R,
                "viorica; spotting scope; ovidiu",
            )
        ],
        [("Dorina", "What did you get for your birthday?")],
    ),
    S(
        "fragment-answer",
        TL,
        E_,
        "costel",
        "mongrel. called grivei. 4",
        [M("costel has a four-year-old mongrel dog called grivei.", D, "costel|dog; grivei")],
        [("gicu", "wat kinda dog u got now")],
    ),
    S(
        "fragment-answer",
        NJ,
        F_,
        "Anca",
        "Three weeks with my leg up, then physio twice a week.",
        [
            M(
                "Anca spent three weeks with the leg up after hurting her ankle, then physio twice a week.",
                R,
                "anca|ankle; three weeks; physio",
            )
        ],
        [("Marian", "How long were you off with the ankle?")],
    ),
    S(
        "fragment-answer",
        JM,
        B_,
        "User",
        "grey trabant. 1989",
        [M("The user drives a grey 1989 trabant.", D, "trabant; 1989")],
        [("Assistant", "What car do you have?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        D_,
        "Viorica",
        "I'm off the boats until March with a sprained back, so I'm doing the reserve's paperwork instead.",
        [
            M(
                "Viorica is off the boats until 2025-03 with a sprained back and is doing the reserve's paperwork.",
                R,
                "viorica; sprained back; march",
            )
        ],
    ),
    S(
        "recent-state",
        TL,
        F_,
        "costel",
        "off me feet again, twisted me foot at football",
        [
            M(
                "costel twisted his foot at football and is off his feet.",
                R,
                "costel; foot; football",
            )
        ],
    ),
    S(
        "recent-state",
        UA,
        A_,
        "User",
        "I'm staying at my aunt's in Mahmudia until the roof on my house is fixed.",
        [
            M(
                "The user is staying at the aunt's house in Mahmudia until the roof is fixed.",
                R,
                "aunt; mahmudia; roof",
            )
        ],
    ),
    S(
        "recent-state",
        JM,
        C_,
        "User",
        "off work all wk w a sore throat",
        [M("The user is off work this week with a sore throat.", R, "off work; sore throat")],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        A_,
        "User",
        "Please remember that my son Vlad's puppet show at school is on the 28th of March; he's the woodcutter.",
        [
            M(
                "The user's son Vlad is the woodcutter in the puppet show at school on 2024-03-28.",
                R,
                "vlad; puppet show; 2024-03-28",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        D_,
        "User",
        "remind me wife's bday is 2 feb, she wants the reed basket from the market",
        [
            M(
                "The user's wife has her birthday on 2025-02-02 and wants the reed basket from the market.",
                R,
                "wife; reed basket; 2025-02-02",
            )
        ],
    ),
    S(
        "request-with-fact",
        UA,
        E_,
        "User",
        "Can you help me plan a packing list? We're going to Vama Veche for ten days because my husband's knee needs the sea air.",
        [
            M(
                "The user and the husband are going to Vama Veche for ten days.",
                R,
                "vama veche; ten days",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        F_,
        "User",
        "help me write a card, my mate costin turns 50 on the 20th",
        [M("The user's friend costin turns 50 on 2025-09-20.", R, "costin; 50; 2025-09-20")],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        B_,
        "Viorica",
        "No, I gave up the choir in May. I do basket weaving in Tulcea on Wednesdays instead.",
        [
            M(
                "Viorica does basket weaving in Tulcea on Wednesdays.",
                D,
                "viorica; basket weaving; wednesdays",
            )
        ],
        [("Dorina", "Are you still singing with the choir?")],
    ),
    S(
        "second-person",
        TL,
        C_,
        "costel",
        "nah quit smokin in june, 4 months clean",
        [M("costel quit smoking in 2024-06.", R, "costel; quit; 2024-06")],
        [("gicu", "u still smokin")],
    ),
    S(
        "second-person",
        NJ,
        A_,
        "Anca",
        "Yes, since January. I run the ticket booth for the tourist boats at the Tulcea quay.",
        [
            M(
                "Anca runs the ticket booth for the tourist boats at the Tulcea quay.",
                D,
                "anca; ticket booth; tulcea",
            )
        ],
        [("Marian", "Have you got a new job?")],
    ),
    S(
        "second-person",
        UA,
        D_,
        "User",
        "Yes, I'm the flag bearer of the anglers' club in Mila 23 now, since the new year.",
        [
            M(
                "The user is the flag bearer of the anglers' club in Mila 23.",
                D,
                "flag bearer; anglers club; mila 23",
            )
        ],
        [("Assistant", "Are you involved in any clubs?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        D_,
        "Viorica",
        "Dorina's moved to Brăila, Ovidiu has bought a second skiff, and my cat Pisica turns twelve in March.",
        [
            M("Dorina has moved to Brăila.", D, "dorina; brăila"),
            M("Viorica's brother Ovidiu has bought a second skiff.", R, "ovidiu; second skiff"),
            M("Viorica's cat Pisica turns twelve in 2025-03.", R, "pisica; twelve; march"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        E_,
        "costel",
        "gicu's girl is expectin in nov, me dad sold the reed store n i got the job at the boat hire",
        [
            M("gicu's girlfriend is expecting a baby in 2025-11.", R, "gicu; 2025-11"),
            M("costel's dad sold the reed store.", R, "dad; reed store"),
            M("costel got the job at the boat hire.", D, "costel; boat hire"),
        ],
    ),
    S(
        "multi-fact",
        JM,
        B_,
        "User",
        "my daughter oana is 9, my son tudor is 6, and we got a brown cat called moț",
        [
            M("The user's daughter oana is 9.", R, "oana; 9"),
            M("The user's son tudor is 6.", R, "tudor; 6"),
            M("The user has a brown cat called moț.", D, "brown cat; moț"),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        C_,
        None,
        "Note: the reed festival at Caraorman is on Saturday the 19th of October, with the boat parade at noon.",
        [
            M(
                "The reed festival at Caraorman is on 2024-10-19, with a boat parade at noon.",
                R,
                "reed festival; caraorman; 2024-10-19",
            )
        ],
    ),
    S(
        "note",
        UA,
        F_,
        "User",
        "Note for later: the roof inspection is booked for the 2nd of October at eight.",
        [
            M(
                "The user's roof inspection is booked for 2025-10-02 at eight.",
                R,
                "roof inspection; 2025-10-02",
            )
        ],
    ),
    S(
        "note",
        JM,
        A_,
        "User",
        "note: vet for grivei 21 march 10am",
        [
            M(
                "The user's dog grivei has a vet appointment on 2024-03-21 at 10am.",
                R,
                "grivei; vet; 2024-03-21",
            )
        ],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        E_,
        "Viorica",
        "I can't stand the smell of tar. My grandfather tarred the boats every Easter and made us hold the pots.",
        [M("Viorica can't stand the smell of tar.", D, "viorica; tar")],
    ),
    S(
        "preference",
        TL,
        A_,
        "costel",
        "love a storm on the lake. me dad used to take us out in em to check the eel traps lol",
        [M("costel loves a storm on the lake.", D, "costel; storm; lake")],
    ),
    S(
        "preference",
        NJ,
        B_,
        "Anca",
        "I adore fish ciorbă. My great-aunt made a pot of it every Friday in Lent, and the whole street came.",
        [M("Anca adores fish ciorbă.", D, "anca; fish ciorbă")],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NL,
        C_,
        "Viorica",
        "He makes eel traps for the fishing collective at Jurilovca.",
        [
            M(
                "Ovidiu makes eel traps for the fishing collective at Jurilovca.",
                D,
                "ovidiu; eel traps; jurilovca",
            )
        ],
        [("Dorina", "What does Ovidiu do in the winter?")],
    ),
    S(
        "pronoun-answer",
        TL,
        F_,
        "costel",
        "shes 88 n still rows to church every sun",
        [M("costel's nan is 88 and still rows to church every Sunday.", R, "nan; 88; church")],
        [("gicu", "hows ur nan")],
    ),
    # -- sentences that should form nothing --
    # chatter, jokes, quotes and what the speaker did not do
    S(
        "chatter",
        NL,
        A_,
        "Viorica",
        "I'm the Tsarina of the pelicans, as far as the pelicans are concerned.",
        [],
    ),
    S("chatter", TL, B_, "costel", "lol a cormorant nicked my sandwich off the pontoon", []),
    S(
        "chatter",
        NJ,
        C_,
        "Anca",
        "'Slowly, slowly, the river carries everything,' as my grandmother used to say.",
        [],
    ),
    S(
        "chatter",
        NL,
        D_,
        "Viorica",
        "We never did make it to the caviar fair in Galați in the end.",
        [],
    ),
    S("chatter", NL, E_, "Viorica", "Right, that sounds good to me.", []),
    S("chatter", NJ, F_, "Anca", "We never got round to the reed-boat race in the end.", []),
    # compliments
    S("compliment", NL, B_, "Viorica", "Your new boat looks lovely in the photos.", []),
    S("compliment", TL, C_, "costel", "ur new haircut is class", []),
    S("compliment", NJ, D_, "Anca", "That was a wonderful dinner you cooked.", []),
    S("compliment", UA, E_, "User", "You're very good at this.", []),
    S("compliment", JM, F_, "User", "nice one thats perfect", []),
    S("compliment", NL, F_, "Viorica", "Your aunt's plum pie is the best in the delta.", []),
    # opinions about the world
    S("generic-opinion", NL, A_, "Viorica", "Summers are getting hotter every year out here.", []),
    S("generic-opinion", TL, C_, "costel", "tourists shud stay off the channels in spring", []),
    S("generic-opinion", NJ, E_, "Anca", "Nobody writes proper letters any more.", []),
    S("generic-opinion", NJ, B_, "Anca", "Trains are so much nicer than buses for long trips.", []),
    S("generic-opinion", JM, D_, "User", "winter is the worst season tbh", []),
    S(
        "generic-opinion",
        NL,
        F_,
        "Viorica",
        "Fresh bread always tastes better from a wood oven.",
        [],
    ),
    # hypotheticals, wishes and what someone else might do
    S(
        "hypothetical",
        NL,
        B_,
        "Viorica",
        "If I won the lottery, I'd buy an island in the delta and keep it for the birds.",
        [],
    ),
    S("hypothetical", TL, D_, "costel", "if i had the cash id get a proper speedboat", []),
    S(
        "hypothetical",
        NJ,
        A_,
        "Anca",
        "Marian might take up fishing again if his back lets him.",
        [],
    ),
    S("hypothetical", UA, C_, "User", "I wish I could speak Russian like my grandmother did.", []),
    S("hypothetical", JM, E_, "User", "maybe ill learn the accordion one day", []),
    S("hypothetical", TL, F_, "costel", "wud love to see the northern lights sumday", []),
    # other people's opinions
    S(
        "others-opinion",
        NL,
        A_,
        "Viorica",
        "My aunt reckons the new bridge will ruin the village.",
        [],
    ),
    S("others-opinion", TL, B_, "costel", "me nan thinks tiktok is the devil", []),
    S("others-opinion", NJ, C_, "Anca", "Marian says the fish were bigger when he was a boy.", []),
    S("others-opinion", UA, D_, "User", "My brother-in-law thinks electric boats are a fad.", []),
    S("others-opinion", JM, E_, "User", "my mate reckons the ferry prices r a scam", []),
    S(
        "others-opinion",
        NL,
        F_,
        "Viorica",
        "Ovidiu thinks the pelicans are smarter than people.",
        [],
    ),
    # passing moods
    S("passing-mood", NL, B_, "Viorica", "I'm worn out this evening.", []),
    S("passing-mood", TL, C_, "costel", "so fed up rn", []),
    S("passing-mood", NJ, D_, "Anca", "I feel really cheerful this morning.", []),
    S("passing-mood", UA, E_, "User", "I'm a bit anxious today.", []),
    S("passing-mood", JM, F_, "User", "shattered tbh", []),
    S("passing-mood", TL, A_, "costel", "in a gr8 mood for no reason", []),
    # questions
    S("question", NL, A_, "Viorica", "Did you ever find your sunglasses?", []),
    S("question", TL, B_, "costel", "u comin fishin sun", []),
    S("question", NJ, C_, "Anca", "What time does the last ferry go?", []),
    S("question", UA, D_, "User", "How long should I rest dough for?", []),
    S("question", JM, E_, "User", "whats a good name for a dog", []),
    S("question", NL, F_, "Viorica", "Have you tried the new fish restaurant in Tulcea?", []),
    # thanks
    S("thanks", UA, A_, "User", "Thank you so much, that's just what I needed.", []),
    S("thanks", JM, C_, "User", "cheers thx", []),
    S("thanks", NL, D_, "Viorica", "Thanks for the lift to the boat last night.", []),
    S("thanks", UA, F_, "User", "Thanks, that really helps.", []),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        B_,
        "Assistant",
        "You could try a weekend in the Măcin mountains; the trails are quiet.",
        [],
        [("User", "Where could we go for a quiet weekend?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        D_,
        "Assistant",
        "Maybe cooking a big pot of soup on Sundays would save you time in the week.",
        [],
        [("User", "how do i cook less on weekdays")],
    ),
    S(
        "assistant-suggestion",
        UA,
        E_,
        "Assistant",
        "A framed print of an old delta map might make a nice present.",
        [],
        [("User", "What can I get my aunt for her birthday?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        F_,
        "Assistant",
        "You might enjoy a beginners' sketching class; it's a good way to meet people.",
        [],
        [("User", "how do i meet ppl after movin")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
