# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the thirty-second blind held-out recall set (this folder).

All of the material below was typed by hand for this set: six dated conversations with
their questions (``CONVERSATIONS``) and a hundred labelled sentences (``SENTENCES``). Three
pair chats are written in proper case and whole sentences by two people who keep in touch for
more than a year, the fourth pair texts in lower case, and of the two assistant chats one user
writes in proper case and the other in short lower-case bursts. The script numbers the turns,
resolves the labels the questions cite into turn ids, runs the checks of the blind brief
(``bench/_handwritten.py``) and writes the four files::

    uv run python bench/data/blind-heldout32/write.py          # rewrite the jsonl files
    uv run python bench/data/blind-heldout32/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho32"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/blind-heldout32/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the thirty-second held-out set"
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
# Sessions fall on every day of the week; a relative date in a question counts from its session.

PERRINE_GERVAIS = Conv(
    "pair",
    "named_lines",
    ["Perrine", "Gervais"],
    """
@ 2024-02-13
Perrine: Gervais, did the greenhouse survive the storm? Mum said Torteval got the worst of it. {ask-greenhouse}
Gervais: It didn't. The wind took it down on Saturday night, glass all over the tomato beds. Twelve years I had that greenhouse. {greenhouse}
Perrine: Oh no. Can you put it back up? {ask-back}
Gervais: Not this year. A new one costs about 3,200 pounds, so the tomatoes will have to grow outdoors. {cost}
Perrine: My news is no better. Mr Brehaut is putting my rent up from 950 to 1,100 pounds a month from April. {rent}
Gervais: That's more than fifteen percent! Can a landlord do that? {ask-rent}
Perrine: My friend Hettie says not without three months' notice, and he gave me six weeks. I've written to the rent tribunal. {tribunal}
Gervais: Good for Hettie. And how's the knee? {ask-knee}
Perrine: The doctor says it's a torn cartilage, not arthritis, thank goodness. Eight sessions of physio at the Castel clinic, starting on Thursday. {knee}
Gervais: Isn't Thursday the day of Mum's visit to the care home? {ask-mum}
Perrine: No, that moved to Friday the 23rd. She still says she won't go into a home, but she fell twice in January. {viewing}
Gervais: I'll drive her there. She listens to me more than to you, for some reason. {drive}
Perrine: Because you bring her eggs. How many are the hens laying? {ask-eggs}
Gervais: Five hens and four eggs a day, even in this weather. The brown one, Duchesse, has stopped altogether. {hens}
Perrine: Take Duchesse to the tribunal with me. {joke}
@ 2024-05-30
Gervais: Perrine, news from the Castel show committee: my giant marrow is entered for the show on the 10th of August. {show}
Perrine: A marrow, after all that fuss about tomatoes? {ask-tomatoes}
Gervais: The tomatoes are outside and sulking. The marrow sits in the shade of the shed and loves it, nine kilos already. {marrow}
Perrine: Mum moved into Maison Ozanne on Monday, by the way. Room 14, with a view of the harbour. {mum-moved}
Gervais: On Monday? She told me it was the 1st of June. {ask-when}
Perrine: It was meant to be, but a room came free early. The fees are 5,400 pounds a month, and the sale of her house will pay for it. {fees}
Gervais: The house we grew up in. Does she know? {ask-know}
Perrine: She does. She's asked Mr Mahy, the advocate, to redo her will while she still can. {will}
Gervais: Fair enough. And the rent tribunal? {ask-tribunal}
Perrine: Moved again. It was the 14th of May, and now it's the 2nd of July, because Mr Brehaut's advocate is on holiday. {tribunal-moved}
Gervais: So his advocate has a holiday and you pay 1,100 meanwhile. {meanwhile}
Perrine: I'm paying 950 and putting the difference aside, as Hettie told me to. {paying}
Gervais: And the knee, after all that physio? {ask-physio}
Perrine: Six of the eight sessions done, and on Sunday I walked to Cobo and back without a limp. {physio}
Gervais: Cobo! Next it'll be swimming to Herm. {herm}
@ 2024-09-16
Perrine: Well? Did the marrow win? {ask-marrow}
Gervais: Second prize at 14 kilos, beaten by a man from St Saviour with a marrow like a bathtub. Five pounds and a rosette. {second}
Perrine: Second on the whole island! Mum will tell everyone it came first. {mum-tell}
Gervais: She already has. How did the tribunal go in the end? {ask-end}
Perrine: I won. The rise is cut to 1,000 pounds a month, and not before January. {won}
Gervais: Brilliant. So Hettie was right. {hettie}
Perrine: Hettie is always right, she says. But I'm moving anyway: I've found a flat in St Sampson, nearer to Mum, from the 1st of October. {moving}
Gervais: Will Mr Brehaut give you your deposit back? {ask-deposit}
Perrine: He says he's keeping 600 of the 1,400 for a stain on the carpet that was there before I moved in. {kept}
Gervais: Take him to small claims. {claims}
Perrine: I might. Other news: I've stopped biting my nails. Three months now, since the physio finished. {nails}
Gervais: Three months! And I've sold forty jars of honey at the gate since July, at six pounds a jar. {honey}
Perrine: Honey? You've got bees now as well? {ask-bees}
Gervais: Two hives, from old Mr Le Page when he gave up. The hens pay them no attention. {hives}
@ 2024-12-28
Gervais: Happy Christmas, a bit late. How was Christmas Day at Maison Ozanne? {ask-christmas}
Perrine: Lovely. Mum sang carols and then told a nurse I was her sister. She has a new diagnosis, Gervais: early dementia. {dementia}
Gervais: I wondered, after those phone calls. Did the doctor change her medicine? {ask-change}
Perrine: Her heart tablets are halved, and there's a new one for her memory from Monday. {tablets}
Gervais: I went on Boxing Day and she knew me, at least. She asked about the bees. {visit}
Perrine: The small claims hearing for my deposit is set for the 21st of January. {hearing}
Gervais: Are you paying an advocate? {ask-advocate}
Perrine: No, Mr Mahy would charge 250 pounds an hour. I'm doing it myself with a folder of photos. {advocate-fee}
Gervais: Good. I've ordered the new greenhouse, by the way: aluminium this time, 2,800 pounds, delivered in March. {new-greenhouse}
Perrine: Paid for by the bees? {ask-paid-honey}
Gervais: Partly. 130 jars sold in the end, and the online shop Marjolaine built me sold another 55 by post. {shop}
Perrine: Your daughter builds websites now? {ask-daughter}
Gervais: For fifteen pounds a time, for half the parish. Mine was shared by a cookery page and the jars sold out in two days. {spread}
Perrine: Famous bees! {famous}
@ 2025-04-09
Perrine: I won the deposit case! The judge said the stain was in the photos from 2019. {won-deposit}
Gervais: When was the hearing in the end? {ask-hearing}
Perrine: Not January; it moved to the 4th of March. He has to pay back all 600, plus 45 pounds of costs. {hearing-moved}
Gervais: Justice at last. I have worse news: my flight to Alderney for Cousin Thierry's wedding was cancelled on Friday. {flight}
Perrine: Did you miss the wedding? {ask-miss}
Gervais: I got the boat on Saturday and arrived for the speeches. The airline owes me 220 pounds of compensation; I claimed on Monday. {compensation}
Perrine: Claim for a suit too, you looked like a fisherman in the photos. {suit}
Gervais: My case went to Guildford, so yes, it was a fisherman's jumper. It came back on Tuesday. {luggage}
Perrine: Mum's family reunion is fixed, by the way: the 16th of August at Cobo, all the cousins. {reunion}
Gervais: Will she manage it? {ask-manage}
Perrine: The home says yes, for two hours, with a nurse. Forty-one people have said they're coming so far. {forty-one}
Gervais: And the will? {ask-will}
Perrine: Mr Mahy says it's done: the house money is split between us, and the bees' field goes to you, naturally. {will-split}
Gervais: The greenhouse went up last week, so the field is getting crowded. The tomatoes are in already. {greenhouse-up}
Perrine: Save me the first ones. {first}
""",
    [
        Q(
            "s",
            "What happened to Gervais's greenhouse?",
            "the wind blew it down in a storm",
            "greenhouse",
            "wind; down",
        ),
        Q(
            "t",
            "When was Gervais's greenhouse blown down?",
            "2024-02-10",
            "greenhouse",
            "greenhouse; saturday",
            "relative-date",
        ),
        Q(
            "s",
            "How long had Gervais had his greenhouse?",
            "twelve years",
            "greenhouse",
            "twelve years",
        ),
        Q("s", "Where does Gervais live?", "Torteval", "ask-greenhouse", "torteval", memory=True),
        Q(
            "s",
            "How much would a new greenhouse cost Gervais?",
            "about 3,200 pounds",
            "cost",
            "3,200",
        ),
        Q(
            "s",
            "Where did Gervais have to grow his tomatoes after the storm?",
            "outdoors",
            "cost",
            "outdoors",
        ),
        Q("s", "Who is Perrine's landlord?", "Mr Brehaut", "rent", "brehaut", memory=True),
        Q(
            "s",
            "How much rent did Perrine pay before the rise?",
            "950 pounds a month",
            "rent",
            "950",
        ),
        Q(
            "s",
            "What did Mr Brehaut want to raise Perrine's rent to?",
            "1,100 pounds a month",
            "rent",
            "1,100",
        ),
        Q(
            "t",
            "From when was Perrine's rent meant to go up?",
            "2024-04",
            "rent",
            "april",
            "relative-date",
        ),
        Q(
            "s",
            "How much notice of the rent rise did Perrine get?",
            "six weeks",
            "tribunal",
            "six weeks",
        ),
        Q(
            "s",
            "Who told Perrine a rent rise needs three months' notice?",
            "her friend Hettie",
            "tribunal",
            "hettie",
        ),
        Q(
            "s",
            "Whom did Perrine write to about the rent rise?",
            "the rent tribunal",
            "tribunal",
            "rent tribunal",
        ),
        Q("s", "What was wrong with Perrine's knee?", "a torn cartilage", "knee", "torn cartilage"),
        Q("s", "How many physio sessions was Perrine given?", "eight", "knee", "eight sessions"),
        Q("s", "Where did Perrine have physio?", "at the Castel clinic", "knee", "castel clinic"),
        Q(
            "t",
            "When did Perrine's physio start?",
            "2024-02-15",
            "knee",
            "physio; thursday",
            "relative-date",
        ),
        Q(
            "t",
            "When was the mother's visit to the care home?",
            "2024-02-23",
            "viewing",
            "friday; 23rd",
        ),
        Q("s", "How many times did Perrine's mother fall in January?", "twice", "viewing", "twice"),
        Q(
            "s",
            "Who offered to drive Perrine's mother to the care home?",
            "Gervais",
            "drive",
            "drive",
        ),
        Q("s", "How many hens did Gervais have in February 2024?", "five", "hens", "five hens"),
        Q(
            "s",
            "How many eggs a day were Gervais's hens laying in February 2024?",
            "four",
            "hens",
            "four eggs",
        ),
        Q(
            "s",
            "Which of Gervais's hens stopped laying?",
            "Duchesse, the brown one",
            "hens",
            "duchesse",
        ),
        Q(
            "s",
            "What vegetable did Gervais enter for the Castel show?",
            "a giant marrow",
            "show",
            "giant marrow",
        ),
        Q("t", "When was the Castel show?", "2024-08-10", "show", "castel; 10th; august"),
        Q(
            "s",
            "How heavy was Gervais's marrow at the end of May 2024?",
            "nine kilos",
            "marrow",
            "nine kilos",
        ),
        Q(
            "s",
            "Where did Gervais's marrow grow?",
            "in the shade of the shed",
            "marrow",
            "shade; shed",
        ),
        Q(
            "s",
            "What care home did Perrine's mother move into?",
            "Maison Ozanne",
            "mum-moved",
            "maison ozanne",
            memory=True,
        ),
        Q(
            "t",
            "When did Perrine's mother move into Maison Ozanne?",
            "2024-05-27",
            "mum-moved",
            "moved; monday",
            "relative-date",
        ),
        Q(
            "s",
            "What is the number of the mother's room at Maison Ozanne?",
            "14",
            "mum-moved",
            "room 14",
        ),
        Q("s", "What does the mother's room look out on?", "the harbour", "mum-moved", "harbour"),
        Q(
            "m",
            "Why did Perrine's mother move in earlier than the 1st of June?",
            "a room came free early",
            "ask-when fees",
            {"ask-when": "1st; june", "fees": "room; early"},
        ),
        Q("s", "How much are the care home fees?", "5,400 pounds a month", "fees", "5,400"),
        Q(
            "s",
            "What will pay for the care home fees?",
            "the sale of the mother's house",
            "fees",
            "sale; house",
        ),
        Q(
            "s",
            "Who is redoing the mother's will?",
            "Mr Mahy, the advocate",
            "will",
            "mahy; advocate",
        ),
        Q(
            "s",
            "What date was the rent tribunal first set for?",
            "the 14th of May",
            "tribunal-moved",
            "14th; may",
        ),
        Q(
            "t",
            "What date was the rent tribunal moved to?",
            "2024-07-02",
            "tribunal-moved",
            "2nd; july",
        ),
        Q(
            "s",
            "Why was the rent tribunal moved?",
            "Mr Brehaut's advocate was on holiday",
            "tribunal-moved",
            "advocate; holiday",
        ),
        Q(
            "s",
            "How much rent was Perrine paying while she waited for the tribunal?",
            "950, putting the difference aside",
            "paying",
            "950; difference",
        ),
        Q(
            "s",
            "How many physio sessions had Perrine done by the end of May 2024?",
            "six of the eight",
            "physio",
            "six",
        ),
        Q(
            "t",
            "When did Perrine walk to Cobo and back?",
            "2024-05-26",
            "physio",
            "cobo; sunday",
            "relative-date",
        ),
        Q("s", "What prize did Gervais's marrow win?", "second prize", "second", "second prize"),
        Q(
            "s",
            "How heavy was Gervais's marrow at the show?",
            "14 kilos",
            "second",
            "14 kilos",
            "latest",
        ),
        Q(
            "s",
            "Where was the man from who beat Gervais's marrow?",
            "St Saviour",
            "second",
            "st saviour",
        ),
        Q(
            "s",
            "What did Gervais get for second prize?",
            "five pounds and a rosette",
            "second",
            "rosette",
        ),
        Q(
            "s",
            "What does Gervais's mother tell people about the marrow?",
            "that it came first",
            "mum-tell",
            "first",
        ),
        Q(
            "s",
            "How did the rent tribunal end?",
            "Perrine won; the rise was cut to 1,000 pounds a month",
            "won",
            "won; 1,000",
        ),
        Q(
            "m",
            "From when could Perrine's rent go up to 1,000 pounds?",
            "January",
            "ask-end won",
            {"ask-end": "tribunal", "won": "january"},
        ),
        Q(
            "s",
            "Where did Perrine move to in October 2024?",
            "a flat in St Sampson",
            "moving",
            "st sampson",
            memory=True,
        ),
        Q("t", "When did Perrine's new flat start?", "2024-10-01", "moving", "1st; october"),
        Q(
            "s",
            "Why did Perrine choose St Sampson?",
            "to be nearer to her mother",
            "moving",
            "nearer; mum",
        ),
        Q("s", "How much of Perrine's deposit did the landlord keep?", "600 pounds", "kept", "600"),
        Q("s", "How much was Perrine's deposit?", "1,400 pounds", "kept", "1,400"),
        Q(
            "s",
            "What reason did the landlord give for keeping part of the deposit?",
            "a stain on the carpet",
            "kept",
            "stain; carpet",
        ),
        Q("s", "What habit did Perrine give up?", "biting her nails", "nails", "biting; nails"),
        Q(
            "s",
            "How long ago had Perrine stopped biting her nails in September 2024?",
            "three months, since the physio finished",
            "nails",
            "three months",
            "event-chain",
        ),
        Q(
            "s",
            "How many jars of honey had Gervais sold at the gate by September 2024?",
            "forty",
            "honey",
            "forty jars",
        ),
        Q("s", "What did Gervais charge for a jar of honey?", "six pounds", "honey", "six pounds"),
        Q("s", "How many beehives does Gervais have?", "two", "hives", "two hives"),
        Q(
            "s",
            "Where did Gervais get his hives?",
            "from old Mr Le Page when he gave up",
            "hives",
            "le page",
        ),
        Q(
            "s",
            "What diagnosis did the mother get?",
            "early dementia",
            "dementia",
            "early dementia",
        ),
        Q("s", "Whom did the mother say Perrine was?", "her sister", "dementia", "sister"),
        Q(
            "t",
            "On what day did the mother tell a nurse that Perrine was her sister?",
            "2024-12-25",
            "ask-christmas dementia",
            {"ask-christmas": "christmas day", "dementia": "nurse; sister"},
            "human-date",
        ),
        Q(
            "s",
            "What happened to the mother's heart tablets?",
            "they were halved",
            "tablets",
            "heart tablets; halved",
        ),
        Q(
            "t",
            "From when does the mother take her new memory tablet?",
            "2024-12-30",
            "tablets",
            "memory; monday",
            "relative-date",
        ),
        Q(
            "t",
            "When did Gervais visit his mother over Christmas 2024?",
            "2024-12-26",
            "visit",
            "boxing day",
            "human-date",
        ),
        Q("s", "What did the mother ask Gervais about?", "the bees", "visit", "bees", "pronoun"),
        Q(
            "s",
            "What was the small claims hearing about?",
            "Perrine's deposit",
            "hearing",
            "deposit",
        ),
        Q(
            "s",
            "What would Mr Mahy charge Perrine?",
            "250 pounds an hour",
            "advocate-fee",
            "250; hour",
        ),
        Q(
            "s",
            "What evidence did Perrine take to the hearing?",
            "a folder of photos",
            "advocate-fee",
            "folder; photos",
        ),
        Q(
            "s",
            "What is Gervais's new greenhouse made of?",
            "aluminium",
            "new-greenhouse",
            "aluminium",
        ),
        Q(
            "s",
            "How much did Gervais's new greenhouse cost?",
            "2,800 pounds",
            "new-greenhouse",
            "2,800",
            "latest",
        ),
        Q(
            "s",
            "How many jars of honey did Gervais sell in all in 2024?",
            "130",
            "shop",
            "130 jars",
            "latest",
        ),
        Q("s", "Who built Gervais's online shop?", "his daughter Marjolaine", "shop", "marjolaine"),
        Q("s", "How many jars did the online shop sell by post?", "55", "shop", "55; post"),
        Q(
            "m",
            "What is Gervais's daughter's name and what does she do?",
            "Marjolaine; she builds websites",
            "shop ask-daughter",
            {"shop": "marjolaine", "ask-daughter": "websites"},
            memory=True,
        ),
        Q(
            "s",
            "What does Marjolaine charge for a website?",
            "fifteen pounds",
            "spread",
            "fifteen pounds",
            "fragment",
        ),
        Q("s", "Who shared Gervais's shop?", "a cookery page", "spread", "cookery page"),
        Q(
            "s",
            "How quickly did the honey sell out after the shop was shared?",
            "in two days",
            "spread",
            "two days",
        ),
        Q(
            "s",
            "Why did Perrine win the deposit case?",
            "the stain was in the photos from 2019",
            "won-deposit",
            "stain; 2019",
        ),
        Q(
            "t",
            "When was the deposit hearing held?",
            "2025-03-04",
            "hearing-moved",
            "4th; march",
            "latest",
        ),
        Q(
            "m",
            "What date had the deposit hearing first been set for?",
            "the 21st of January 2025",
            "hearing hearing-moved",
            {"hearing": "21st; january", "hearing-moved": "january"},
        ),
        Q(
            "s",
            "How much did the landlord have to pay Perrine?",
            "the 600 plus 45 pounds of costs",
            "hearing-moved",
            "600; 45",
        ),
        Q(
            "s",
            "Where was Gervais flying to when his flight was cancelled?",
            "Alderney",
            "flight",
            "alderney",
        ),
        Q("s", "Whose wedding was Gervais going to?", "Cousin Thierry's", "flight", "thierry"),
        Q(
            "t",
            "When was Gervais's flight cancelled?",
            "2025-04-04",
            "flight",
            "cancelled; friday",
            "relative-date",
        ),
        Q(
            "s",
            "How did Gervais get to the wedding?",
            "by boat, arriving for the speeches",
            "compensation",
            "boat; speeches",
        ),
        Q(
            "s",
            "How much compensation does the airline owe Gervais?",
            "220 pounds",
            "compensation",
            "220",
        ),
        Q(
            "t",
            "When did Gervais claim compensation?",
            "2025-04-07",
            "compensation",
            "claimed; monday",
            "relative-date",
        ),
        Q("s", "Where did Gervais's case end up?", "Guildford", "luggage", "guildford"),
        Q(
            "t",
            "When did Gervais's case come back?",
            "2025-04-08",
            "luggage",
            "tuesday",
            "relative-date",
        ),
        Q(
            "m",
            "What did Gervais wear to the wedding?",
            "a fisherman's jumper",
            "suit luggage",
            {"suit": "fisherman", "luggage": "jumper"},
        ),
        Q("t", "When is the family reunion?", "2025-08-16", "reunion", "16th; august"),
        Q("s", "Where is the family reunion?", "at Cobo", "reunion", "cobo"),
        Q(
            "s",
            "How many people had said they were coming to the reunion?",
            "forty-one so far",
            "forty-one",
            "forty-one",
        ),
        Q(
            "s",
            "How long can the mother stay at the reunion?",
            "two hours, with a nurse",
            "forty-one",
            "two hours",
        ),
        Q(
            "s",
            "What goes to Gervais in the mother's will?",
            "the bees' field",
            "will-split",
            "field",
        ),
        Q(
            "s",
            "How is the house money split in the will?",
            "between Perrine and Gervais",
            "will-split",
            "split",
        ),
        Q(
            "o",
            "On which island do Perrine and Gervais live?",
            "Guernsey (Torteval, Castel, St Sampson, Cobo, Herm and Alderney nearby)",
            "ask-greenhouse moving",
            {"ask-greenhouse": "torteval", "moving": "st sampson"},
        ),
        Q(
            "o",
            "Which pound is the money in, and why is it not in euros?",
            "the Guernsey pound; the island issues its own pound and does not use the euro",
            "rent moving",
            {"rent": "pounds", "moving": "st sampson"},
        ),
        Q("s", "Who is Duchesse?", "Gervais's brown hen", "hens", "duchesse; brown"),
        Q(
            "s",
            "Whom does the mother listen to more, according to Gervais?",
            "Gervais",
            "drive",
            "listens",
        ),
        Q("s", "What did the mother sing on Christmas Day?", "carols", "dementia", "carols"),
        Q(
            "m",
            "How much less did Gervais's new greenhouse cost than he first expected?",
            "400 pounds (2,800 against about 3,200)",
            "cost new-greenhouse",
            {"cost": "3,200", "new-greenhouse": "2,800"},
        ),
        Q(
            "s",
            "When was the new greenhouse to be delivered?",
            "in March",
            "new-greenhouse",
            "delivered; march",
        ),
    ],
)
CONVERSATIONS.append(PERRINE_GERVAIS)


NELSIE_ROLLY = Conv(
    "pair",
    "timestamped_lines",
    ["nelsie", "rolly"],
    """
@ 2024-04-05
nelsie: rolly!! the neighbours new rooster starts at 4am. every. single. day {rooster}
rolly: lol which neighbour {ask-neighbour}
nelsie: mr labrosse next door. told him mon, he said roosters r nature {labrosse}
rolly: go to the district office. they fined my cousin 500 scr for his dog barking {district}
nelsie: might. my hens r laying 9 eggs a day now, 11 hens {hens}
rolly: 9 a day?? ur rich. selling? {ask-selling}
nelsie: 5 scr each at the gate n to the snack bar in anse royale {sell}
rolly: my news: the shop is live. shell necklaces, 14 sales first wk {shop}
nelsie: shop?? online? {ask-online}
rolly: yep. dorinda set it up for me, 800 scr {dorinda}
nelsie: proud of u. hows the wrist {ask-wrist}
rolly: still in plaster. broke it on the ferry ramp 3 wks ago, off work 6 wks {wrist}
nelsie: so no fishing {nofish}
rolly: no fishing, only necklaces lol {necklaces}
@ 2024-07-21
rolly: nelsie my flight to praslin got cancelled fri. sat in the airport 6 hrs {cancelled}
nelsie: nooo. u got there? {ask-there}
rolly: next morning at 7. missed my nieces first communion by an hour {missed}
nelsie: claim!! they have to pay {claim}
rolly: claimed 1500 scr. they said under review {review}
nelsie: typical. rooster news: district officer came tues, labrosse got a warning {warning}
rolly: only a warning lol {ask-warning}
nelsie: n 2 wks to move the hen house to the back. if not, 1000 fine {deadline}
rolly: did he move it {ask-did}
nelsie: moved it thurs. i sleep till 5 now {moved-coop}
rolly: luxury. shop is at 96 sales. a post of the blue necklace got 40k views {post}
nelsie: 40k!! who shared it {ask-shared}
rolly: a singer from beau vallon. she wore it on stage {singer}
nelsie: famous rolly {famous}
@ 2024-11-12
nelsie: big news. jody starts at the private school in beau vallon in jan {school}
rolly: the private one?? fees? {ask-fees}
nelsie: 18000 scr a term. his dad pays half {fees}
rolly: u win the lottery or what {lottery}
nelsie: no lol. my aunt left me her house in takamaka. the will was read sat {inherit}
rolly: ah nelsie im sorry. didnt know she died {sorry}
nelsie: in sept. she was 91. i'll rent it out {aunt-died}
rolly: compensation came btw. 1500 paid thurs, after 4 months {paid}
nelsie: yay. n the wrist? {ask-wrist2}
rolly: physio says 10 sessions. 4 done. cant lift a net yet {physio}
nelsie: n the shop {ask-shop}
rolly: 210 sales. account got locked last wk tho, someone tried to log in from abroad {locked}
nelsie: omg. back now? {ask-back}
rolly: back after 3 days. new password, new everything {back}
@ 2025-02-26
rolly: storm took my shed last night. roof in the sea {shed}
nelsie: u ok?? {ask-ok}
rolly: fine. lost 2 nets n my good chair lol {lost}
nelsie: jody loves the new school btw. top of the class in maths {jody}
rolly: told u. rent from the takamaka house? {ask-rent}
nelsie: 6500 a month, a nurse n her husband. moved in 1 feb {tenant}
rolly: nice. the hens? {ask-hens}
nelsie: 7 hens now, a dog got 4. 5 eggs a day {hens2}
rolly: whose dog {ask-dog}
nelsie: labrosse's. he says it wasnt. we go to the tribunal 18 march {dog-tribunal}
rolly: tribunal!! over hens {tribunal-joke}
nelsie: over 4 hens n 2000 scr {claim-hens}
rolly: i quit smoking btw. 6 wks today {smoking}
nelsie: proud!! {proud}
@ 2025-06-14
nelsie: tribunal finally done. thurs. they moved it twice {tribunal-done}
rolly: n?? {ask-n}
nelsie: won. he pays 2000 n has to fence the dog in {won}
rolly: ha! justice for the hens {justice}
nelsie: paid a lawyer 3000 for the letters tho lol so im down 1000 {lawyer}
rolly: worth it. im changing my name btw {name}
nelsie: ?? {ask-name}
rolly: to rolly hoareau. my dads name. papers signed mon {hoareau}
nelsie: about time. n the smoking {ask-smoking}
rolly: 5 months no smoke {five-months}
nelsie: n the shed? {ask-shed2}
rolly: new one up. 4200 scr, sold 300 necklaces to pay for it {shed-new}
nelsie: 300!! {wow}
rolly: shop is at 640 sales total {total}
""",
    [
        Q(
            "s",
            "What wakes nelsie at 4am?",
            "the neighbour's new rooster",
            "rooster",
            "rooster; 4am",
        ),
        Q(
            "s",
            "Whose rooster is it?",
            "mr labrosse's, next door",
            "labrosse",
            "labrosse",
            memory=True,
        ),
        Q(
            "t",
            "When did nelsie speak to mr labrosse about the rooster?",
            "2024-04-01",
            "labrosse",
            "told; mon",
            "relative-date",
        ),
        Q(
            "s",
            "What did mr labrosse say about roosters?",
            "roosters are nature",
            "labrosse",
            "nature",
        ),
        Q("s", "How much was rolly's cousin fined for his dog?", "500 scr", "district", "500"),
        Q("s", "How many hens did nelsie have in April 2024?", "11", "hens", "11 hens"),
        Q(
            "s",
            "How many eggs a day were nelsie's hens laying in April 2024?",
            "9",
            "hens",
            "9 eggs",
        ),
        Q("s", "What does nelsie charge for an egg?", "5 scr", "sell", "5 scr"),
        Q(
            "s",
            "Where does nelsie sell her eggs?",
            "at the gate and to the snack bar in anse royale",
            "sell",
            "snack bar; anse royale",
        ),
        Q(
            "s",
            "What does rolly sell in his online shop?",
            "shell necklaces",
            "shop",
            "shell necklaces",
            memory=True,
        ),
        Q("s", "How many sales did rolly's shop make in its first week?", "14", "shop", "14"),
        Q("s", "Who set up rolly's online shop?", "dorinda", "dorinda", "dorinda"),
        Q("s", "How much did rolly pay to have the shop set up?", "800 scr", "dorinda", "800"),
        Q("s", "How did rolly break his wrist?", "on the ferry ramp", "wrist", "ferry ramp"),
        Q("s", "How long was rolly off work with his wrist?", "6 weeks", "wrist", "6 wks"),
        Q(
            "s",
            "Where was rolly flying to when his flight was cancelled?",
            "praslin",
            "cancelled",
            "praslin",
        ),
        Q(
            "t",
            "When was rolly's flight cancelled?",
            "2024-07-19",
            "cancelled",
            "cancelled; fri",
            "relative-date",
        ),
        Q("s", "How long did rolly sit in the airport?", "6 hours", "cancelled", "6 hrs"),
        Q(
            "s",
            "What did rolly miss because of the cancelled flight?",
            "his niece's first communion",
            "missed",
            "first communion",
        ),
        Q(
            "m",
            "How much compensation did rolly claim, and what was the airline's answer?",
            "1500 scr; under review",
            "claim review",
            {"claim": "claim", "review": "1500; review"},
        ),
        Q(
            "t",
            "When did the district officer visit mr labrosse?",
            "2024-07-16",
            "warning",
            "district officer; tues",
            "relative-date",
        ),
        Q(
            "s",
            "What did mr labrosse get from the district officer?",
            "a warning",
            "warning",
            "warning",
        ),
        Q(
            "s",
            "What fine did mr labrosse face if he did not move his hen house?",
            "1000 scr",
            "deadline",
            "1000 fine",
        ),
        Q(
            "t",
            "When did mr labrosse move his hen house?",
            "2024-07-18",
            "moved-coop",
            "moved; thurs",
            "relative-date",
        ),
        Q("s", "How many views did the post of the blue necklace get?", "40,000", "post", "40k"),
        Q(
            "s",
            "Who shared rolly's necklace?",
            "a singer from beau vallon who wore it on stage",
            "singer",
            "singer; beau vallon",
        ),
        Q("s", "How many sales had rolly's shop made by July 2024?", "96", "post", "96 sales"),
        Q(
            "s",
            "Which school does jody go to?",
            "the private school in beau vallon",
            "school",
            "private school; beau vallon",
            memory=True,
        ),
        Q("t", "When did jody start at the private school?", "2025-01", "school", "jan"),
        Q("s", "How much are the school fees?", "18000 scr a term", "fees", "18000"),
        Q("s", "Who pays half of jody's fees?", "his dad", "fees", "dad", "pronoun"),
        Q(
            "s",
            "What did nelsie inherit from her aunt?",
            "a house in takamaka",
            "inherit",
            "house; takamaka",
        ),
        Q(
            "t",
            "When was nelsie's aunt's will read?",
            "2024-11-09",
            "inherit",
            "will; sat",
            "relative-date",
        ),
        Q(
            "s",
            "How old was nelsie's aunt when she died, and when?",
            "91, in September 2024",
            "aunt-died",
            "91; sept",
        ),
        Q(
            "t",
            "When was rolly's compensation paid?",
            "2024-11-07",
            "paid",
            "paid; thurs",
            "relative-date",
        ),
        Q(
            "m",
            "How much compensation was rolly paid for the cancelled flight?",
            "1500 scr",
            "review paid",
            {"review": "claimed", "paid": "1500; paid"},
        ),
        Q(
            "s",
            "How many physio sessions was rolly given for his wrist?",
            "10",
            "physio",
            "10 sessions",
        ),
        Q(
            "s",
            "How many sales had rolly's shop made by November 2024?",
            "210",
            "locked",
            "210 sales",
        ),
        Q(
            "s",
            "Why was rolly's shop account locked?",
            "someone tried to log in from abroad",
            "locked",
            "log; abroad",
        ),
        Q("s", "How long was rolly's account locked?", "3 days", "back", "3 days"),
        Q(
            "t",
            "When did the storm take rolly's shed?",
            "2025-02-25",
            "shed",
            "shed; last night",
            "relative-date",
        ),
        Q(
            "s",
            "What did rolly lose with his shed?",
            "2 nets and his good chair",
            "lost",
            "nets; chair",
        ),
        Q("s", "What is jody top of his class in?", "maths", "jody", "maths"),
        Q(
            "s",
            "How much rent does nelsie get for the takamaka house?",
            "6500 scr a month",
            "tenant",
            "6500",
        ),
        Q(
            "s",
            "Who rents nelsie's takamaka house?",
            "a nurse and her husband",
            "tenant",
            "nurse; husband",
        ),
        Q(
            "t",
            "When did the tenants move into the takamaka house?",
            "2025-02-01",
            "tenant",
            "1 feb",
        ),
        Q("s", "How many hens did nelsie have in February 2025?", "7", "hens2", "7 hens", "latest"),
        Q(
            "m",
            "How many of nelsie's hens did the dog kill, and whose dog was it?",
            "4, mr labrosse's",
            "hens2 dog-tribunal",
            {"hens2": "dog; 4", "dog-tribunal": "labrosse"},
        ),
        Q("s", "How much did nelsie claim at the tribunal?", "2000 scr", "claim-hens", "2000"),
        Q(
            "s",
            "When did rolly stop smoking?",
            "about six weeks before 26 February 2025",
            "smoking",
            "quit smoking; 6 wks",
        ),
        Q(
            "t",
            "When was the hens case finally heard?",
            "2025-06-12",
            "tribunal-done",
            "tribunal; thurs",
            "relative-date",
        ),
        Q("s", "How many times was the hens case moved?", "twice", "tribunal-done", "twice"),
        Q("s", "What must mr labrosse do besides pay?", "fence the dog in", "won", "fence; dog"),
        Q("s", "How much did nelsie pay a lawyer?", "3000 scr", "lawyer", "3000; lawyer"),
        Q(
            "s",
            "What is rolly changing his name to?",
            "rolly hoareau, his dad's name",
            "hoareau",
            "hoareau",
        ),
        Q(
            "t",
            "When did rolly sign the name change papers?",
            "2025-06-09",
            "hoareau",
            "papers; mon",
            "relative-date",
        ),
        Q(
            "s",
            "How long had rolly gone without smoking by June 2025?",
            "5 months",
            "five-months",
            "5 months",
            "latest",
        ),
        Q("s", "How much did rolly's new shed cost?", "4200 scr", "shed-new", "4200"),
        Q(
            "s",
            "How many necklaces did rolly sell to pay for the shed?",
            "300",
            "shed-new",
            "300 necklaces",
        ),
        Q(
            "s",
            "How many sales had rolly's shop made by June 2025?",
            "640",
            "total",
            "640",
            "latest",
        ),
        Q(
            "o",
            "Which country do nelsie and rolly live in?",
            "the Seychelles (anse royale, beau vallon, takamaka, praslin, scr)",
            "sell cancelled",
            {"sell": "anse royale", "cancelled": "praslin"},
        ),
        Q("s", "Who was fined 500 scr for a barking dog?", "rolly's cousin", "district", "cousin"),
        Q(
            "s",
            "When did rolly finally get to praslin?",
            "the next morning at 7",
            "missed",
            "morning; 7",
        ),
        Q("s", "By how long did rolly miss the first communion?", "an hour", "missed", "hour"),
        Q("s", "Whose first communion did rolly miss?", "his niece's", "missed", "nieces"),
        Q(
            "s",
            "How long did mr labrosse get to move his hen house?",
            "2 weeks",
            "deadline",
            "2 wks",
        ),
        Q(
            "s",
            "Until what time can nelsie sleep since the hen house moved?",
            "5",
            "moved-coop",
            "5",
        ),
        Q(
            "s",
            "What colour was the necklace in the post that spread?",
            "blue",
            "post",
            "blue necklace",
        ),
        Q(
            "s",
            "What will nelsie do with the house in takamaka?",
            "rent it out",
            "aunt-died",
            "rent",
        ),
        Q(
            "m",
            "How long after claiming was rolly paid for the cancelled flight?",
            "4 months",
            "review paid",
            {"review": "claimed", "paid": "4 months"},
        ),
        Q(
            "s",
            "How many physio sessions had rolly done by November 2024?",
            "4",
            "physio",
            "4 done",
        ),
        Q("s", "What can't rolly lift yet after his wrist?", "a net", "physio", "net"),
        Q("s", "Where did the roof of rolly's shed end up?", "in the sea", "shed", "roof; sea"),
        Q(
            "s",
            "How many eggs a day were nelsie's hens laying in February 2025?",
            "5",
            "hens2",
            "5 eggs",
            "latest",
        ),
        Q(
            "s",
            "How much does mr labrosse have to pay nelsie?",
            "2000 scr",
            "won",
            "2000",
            "third-person-fact",
        ),
        Q(
            "m",
            "How much money did nelsie lose over the hens case?",
            "1000 scr: she won 2000 but paid a lawyer 3000",
            "won lawyer",
            {"won": "2000", "lawyer": "3000; 1000"},
        ),
        Q("s", "Whose name is hoareau?", "rolly's dad's", "hoareau", "dads name"),
        Q(
            "m",
            "How many sales did rolly's shop make between July and November 2024?",
            "114, from 96 to 210",
            "post locked",
            {"post": "96", "locked": "210"},
        ),
    ],
)
CONVERSATIONS.append(NELSIE_ROLLY)


AIZADA_NURBEK = Conv(
    "pair",
    "named_json",
    ["Aizada", "Nurbek"],
    """
@ 2024-06-03
Aizada: Nurbek, I have news from the doctor at last. It's gastritis, nothing worse. {gastritis}
Nurbek: From all the coffee at the state mint, I'd bet. {ask-coffee}
Aizada: The doctor thinks so too. Tablets for six months at least, and I gave up coffee on Saturday. {coffee}
Nurbek: You without coffee. The whole of Oskemen will notice. {notice}
Aizada: What about you? Is the knee operation still on for the 20th of June? {ask-op}
Nurbek: No, the hospital in Ridder moved it to the 8th of July. There's no surgeon until then. {op-moved}
Aizada: So no ski school this winter? {ask-ski}
Nurbek: I'll be teaching children on the nursery slope by December, the surgeon promised. {nursery}
Aizada: And Grandmother? {ask-grandma}
Nurbek: She's moving in with Uncle Bolat in Semey in August. She can't manage her stairs any more. {bolat}
Aizada: Good. Shall I still build the website for your guest house? {ask-site}
Nurbek: You promised on Wednesday, with photos of the yurt. No escape now. {promise}
Aizada: Fine, send me the photos. How many beds? {ask-beds}
Nurbek: Twelve in the house and six in the yurt, at 2,500 a night with breakfast. {beds}
@ 2024-09-19
Nurbek: The website works! Thirty bookings since you put it up, and a family from Pavlodar has booked for New Year. {bookings}
Aizada: Thirty! Did the operation go well? {ask-op2}
Nurbek: Yes, on the 8th of July in the end. I've done nine of the twelve physio sessions, and I walked up to the top lift on Tuesday. {physio}
Aizada: Careful. My news: the landlord wants 38,000 a month from October, up from 30,000. {rent}
Nurbek: That's robbery. What does Zhuldyz say? {ask-zhuldyz}
Aizada: My friend Zhuldyz says I should look for a flat in the south of the city. She found hers there for 28,000. {zhuldyz}
Nurbek: Do it. Oh, and Grandmother's family reunion is fixed: the 2nd of August next year, at Burabay. {reunion}
Aizada: All of us? {ask-all}
Nurbek: Sixty-three people so far, and Uncle Bolat is bringing a sheep. {sixty-three}
Aizada: He would. How are your bees? {ask-bees}
Nurbek: Four hives and 86 kilos of honey this summer. I sold half at the Ridder market on Saturday. {honey}
Aizada: Send me a jar, my stomach needs it. {jar}
Nurbek: Only if you come to the reunion. {only-if}
Aizada: I promise. {promise2}
@ 2025-01-10
Aizada: Happy New Year! I moved on the 1st of December, to a flat in the south of the city at 27,000 a month. {moved}
Nurbek: Cheaper than Zhuldyz! Did the old landlord give back your deposit? {ask-deposit}
Aizada: He kept all 30,000. He says the balcony door was broken. I'm taking him to court; the hearing is on the 12th of February. {deposit}
Nurbek: Do you need a lawyer? {ask-lawyer}
Aizada: A friend's lawyer charges 15,000 for the whole case. I'm paying it. {lawyer}
Nurbek: Good. My news: the Pavlodar family came for New Year and broke the yurt stove. {stove}
Aizada: Oh no. Did they pay? {ask-pay}
Nurbek: They paid 4,000 for it. How's your stomach? {paid}
Aizada: Better. The doctor stopped the tablets on Wednesday, but still no coffee. Seven months now. {stomach}
Nurbek: Seven months! Grandmother says you're a new woman. {new-woman}
Aizada: How is she at Uncle Bolat's? {ask-gran}
Nurbek: Happy. She's changed her name back to Sultanova, her father's name, and made a new will. {sultanova}
Aizada: A new will? Who gets the house in Ridder? {ask-will}
Nurbek: I do, if I look after her bees and her garden. {will}
@ 2025-04-27
Nurbek: Aizada, did you win the court case? {ask-case}
Aizada: Yes! The hearing moved twice, and on Thursday the judge gave me back 22,000 of the 30,000. {case}
Nurbek: Not all of it? {ask-all2}
Aizada: He kept 8,000 for the balcony door. Even after the lawyer, I'm 7,000 up. {up}
Nurbek: Well done. I have trouble: my flight back from Novosibirsk was cancelled on Tuesday. {flight}
Aizada: What were you doing there? {ask-there}
Nurbek: A ski fair, for the guest house. I slept on the airport floor and came home a day late, without my bag. {bag}
Aizada: Did the bag come back? {ask-bag}
Nurbek: Yesterday, to Oskemen, so I have to come down and fetch it. The airline paid 9,000 for my night. {fetch}
Aizada: Come for tea, then. I'll show you the new flat. {tea}
Nurbek: Deal. Someone put our yurt on a travel page, by the way, and we had 200 messages in a week. {messages}
Aizada: I saw! Is the summer full? {ask-full}
Nurbek: Every bed from June to September. I've had to hire my neighbour's son. {hire}
Aizada: Pay him in honey. {honey-joke}
@ 2025-08-05
Aizada: How was the reunion? I'm sorry I left early. {ask-reunion}
Nurbek: Wonderful. Seventy-one came in the end, and Grandmother danced. {seventy-one}
Aizada: And Uncle Bolat's sheep? {ask-sheep}
Nurbek: Eaten. You left on Sunday, so you missed the horse race. {horse}
Aizada: My boss called me back to the mint. A lost delivery of coins. {boss}
Nurbek: Your stomach will start again. {stomach-joke}
Aizada: It won't; I'm still off coffee. More than a year now. {year}
Nurbek: Respect. Honey news: 140 kilos this year, from six hives. {honey2}
Aizada: Six now? {ask-six}
Nurbek: Two swarms moved in by themselves in May. And the knee held up through all of it. {swarms}
Aizada: Good. Grandmother told me she wants to see the lake again before winter. {lake}
Nurbek: I'll drive her there in September, after the last guests. {drive}
Aizada: Take photos for the website. {photos}
Nurbek: Always. {always}
""",
    [
        Q(
            "s",
            "What did the doctor find was wrong with Aizada?",
            "gastritis",
            "gastritis",
            "gastritis",
        ),
        Q(
            "s",
            "Where does Aizada work?",
            "at the state mint",
            "ask-coffee",
            "state mint",
            memory=True,
        ),
        Q(
            "s",
            "How long was Aizada told to take her tablets?",
            "six months at least",
            "coffee",
            "six months; tablets",
        ),
        Q(
            "t",
            "When did Aizada give up coffee?",
            "2024-06-01",
            "coffee",
            "coffee; saturday",
            "relative-date",
        ),
        Q("s", "Where does Aizada live?", "Oskemen", "notice", "oskemen", memory=True),
        Q(
            "s",
            "What date was Nurbek's knee operation first set for?",
            "the 20th of June",
            "ask-op",
            "20th; june",
        ),
        Q(
            "t",
            "What date was Nurbek's knee operation moved to?",
            "2024-07-08",
            "op-moved",
            "8th; july",
        ),
        Q(
            "s",
            "Why was Nurbek's operation moved?",
            "there was no surgeon until then",
            "op-moved",
            "surgeon",
        ),
        Q(
            "s",
            "Where is the hospital where Nurbek had his operation?",
            "Ridder",
            "op-moved",
            "ridder",
        ),
        Q(
            "s",
            "What does Nurbek teach?",
            "skiing, children on the nursery slope",
            "nursery",
            "nursery slope",
            memory=True,
        ),
        Q(
            "s",
            "Whom is the grandmother moving in with?",
            "Uncle Bolat in Semey",
            "bolat",
            "bolat; semey",
        ),
        Q(
            "s",
            "Why is the grandmother moving?",
            "she can't manage her stairs any more",
            "bolat",
            "stairs",
            "pronoun",
        ),
        Q(
            "t",
            "When did Aizada promise to build the guest house website?",
            "2024-05-29",
            "promise",
            "promised; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "How many beds does Nurbek's guest house have?",
            "twelve in the house and six in the yurt",
            "beds",
            "twelve; six",
        ),
        Q(
            "s",
            "What does a night at Nurbek's guest house cost?",
            "2,500 with breakfast",
            "beds",
            "2,500",
        ),
        Q(
            "m",
            "How many bookings did the guest house website bring in its first months?",
            "thirty",
            "ask-site bookings",
            {"ask-site": "website", "bookings": "thirty bookings"},
        ),
        Q(
            "s",
            "Where is the family that booked for New Year from?",
            "Pavlodar",
            "bookings",
            "pavlodar",
        ),
        Q(
            "s",
            "How many physio sessions had Nurbek done by September 2024?",
            "nine of twelve",
            "physio",
            "nine; twelve",
        ),
        Q(
            "t",
            "When did Nurbek walk up to the top lift?",
            "2024-09-17",
            "physio",
            "top lift; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "How much rent did Aizada's landlord want from October 2024?",
            "38,000 a month",
            "rent",
            "38,000",
        ),
        Q("s", "How much rent was Aizada paying before the rise?", "30,000", "rent", "30,000"),
        Q(
            "s",
            "Where did Zhuldyz tell Aizada to look for a flat?",
            "in the south of the city",
            "zhuldyz",
            "south",
        ),
        Q(
            "s",
            "How much does Zhuldyz pay for her flat?",
            "28,000",
            "zhuldyz",
            "28,000",
            "third-person-fact",
        ),
        Q("t", "When is the family reunion at Burabay?", "2025-08-02", "reunion", "2nd; august"),
        Q("s", "Where is the family reunion?", "Burabay", "reunion", "burabay"),
        Q("s", "What is Uncle Bolat bringing to the reunion?", "a sheep", "sixty-three", "sheep"),
        Q("s", "How many beehives did Nurbek have in 2024?", "four", "honey", "four hives"),
        Q("s", "How much honey did Nurbek get in 2024?", "86 kilos", "honey", "86 kilos"),
        Q(
            "t",
            "When did Nurbek sell honey at the Ridder market?",
            "2024-09-14",
            "honey",
            "market; saturday",
            "relative-date",
        ),
        Q("t", "When did Aizada move to her new flat?", "2024-12-01", "moved", "1st; december"),
        Q(
            "s",
            "How much rent does Aizada pay in the new flat?",
            "27,000 a month",
            "moved",
            "27,000",
            "latest",
        ),
        Q(
            "s",
            "Why did Aizada's old landlord keep her deposit?",
            "he said the balcony door was broken",
            "deposit",
            "balcony door",
        ),
        Q(
            "s",
            "What does Aizada's lawyer charge?",
            "15,000 for the whole case",
            "lawyer",
            "15,000",
        ),
        Q("s", "What did the Pavlodar family break?", "the yurt stove", "stove", "yurt stove"),
        Q("s", "How much did the Pavlodar family pay for the stove?", "4,000", "paid", "4,000"),
        Q(
            "t",
            "When did the doctor stop Aizada's tablets?",
            "2025-01-08",
            "stomach",
            "tablets; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "What name did the grandmother take?",
            "Sultanova, her father's name",
            "sultanova",
            "sultanova",
        ),
        Q(
            "m",
            "Who gets the grandmother's Ridder house, and on what condition?",
            "Nurbek, if he looks after her bees and garden",
            "ask-will will",
            {"ask-will": "house; ridder", "will": "bees; garden"},
        ),
        Q(
            "t",
            "When did the judge rule on Aizada's deposit?",
            "2025-04-24",
            "case",
            "judge; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "How much of her deposit did Aizada get back?",
            "22,000 of 30,000",
            "case",
            "22,000",
        ),
        Q("s", "How many times was Aizada's hearing moved?", "twice", "case", "moved twice"),
        Q(
            "m",
            "What date had Aizada's deposit hearing first been set for?",
            "the 12th of February 2025",
            "deposit case",
            {"deposit": "12th; february", "case": "hearing"},
        ),
        Q(
            "t",
            "When was Nurbek's flight from Novosibirsk cancelled?",
            "2025-04-22",
            "flight",
            "novosibirsk; tuesday",
            "relative-date",
        ),
        Q("s", "Why did Nurbek go to Novosibirsk?", "for a ski fair", "bag", "ski fair"),
        Q(
            "t",
            "When did Nurbek's bag arrive in Oskemen?",
            "2025-04-26",
            "fetch",
            "oskemen; yesterday",
            "relative-date",
        ),
        Q("s", "How much did the airline pay Nurbek?", "9,000", "fetch", "9,000"),
        Q(
            "s",
            "How many messages did the guest house get after the travel page post?",
            "200 in a week",
            "messages",
            "200",
        ),
        Q(
            "s",
            "Whom did Nurbek hire for the summer?",
            "his neighbour's son",
            "hire",
            "neighbour's son",
        ),
        Q(
            "s",
            "How many people came to the reunion in the end?",
            "seventy-one",
            "seventy-one",
            "seventy-one",
            "latest",
        ),
        Q(
            "t",
            "When did Aizada leave the reunion?",
            "2025-08-03",
            "horse",
            "left; sunday",
            "relative-date",
        ),
        Q("s", "What did Aizada miss at the reunion?", "the horse race", "horse", "horse race"),
        Q(
            "s",
            "Why did Aizada's boss call her back?",
            "a lost delivery of coins",
            "boss",
            "lost delivery; coins",
        ),
        Q(
            "s",
            "How much honey did Nurbek get in 2025?",
            "140 kilos from six hives",
            "honey2",
            "140 kilos",
            "latest",
        ),
        Q(
            "m",
            "How did Nurbek go from four hives to six?",
            "two swarms moved in by themselves in May",
            "honey ask-six swarms",
            {"honey": "four hives", "ask-six": "six", "swarms": "swarms"},
        ),
        Q(
            "s",
            "When will Nurbek drive the grandmother to the lake?",
            "in September, after the last guests",
            "drive",
            "september",
        ),
        Q(
            "o",
            "Which country do Aizada and Nurbek live in?",
            "Kazakhstan (Oskemen, Ridder, Semey, Pavlodar, Burabay)",
            "notice op-moved",
            {"notice": "oskemen", "op-moved": "ridder"},
        ),
        Q(
            "o",
            "Which lake does the grandmother want to see again?",
            "Lake Burabay, where the family reunion was held",
            "reunion lake",
            {"reunion": "burabay", "lake": "lake"},
        ),
        Q(
            "s",
            "By when will Nurbek be teaching again after his operation?",
            "by December",
            "nursery",
            "december",
        ),
        Q(
            "t",
            "When did the grandmother move in with Uncle Bolat?",
            "2024-08",
            "bolat",
            "bolat; august",
        ),
        Q(
            "s",
            "What photos did Nurbek want on the website?",
            "photos of the yurt",
            "promise",
            "photos; yurt",
        ),
        Q(
            "s",
            "How many people had said they would come to the reunion by September 2024?",
            "sixty-three",
            "sixty-three",
            "sixty-three",
        ),
        Q(
            "s",
            "How much of his 2024 honey did Nurbek sell at the market?",
            "half",
            "honey",
            "half",
        ),
        Q("s", "Why did Aizada want a jar of honey?", "for her stomach", "jar", "stomach"),
        Q(
            "s",
            "What did Nurbek ask in return for the honey?",
            "that Aizada come to the reunion",
            "only-if",
            "reunion",
        ),
        Q(
            "s",
            "How much of Aizada's deposit did the old landlord keep at first?",
            "all 30,000",
            "deposit",
            "30,000",
        ),
        Q(
            "m",
            "How much less does Aizada pay in her new flat than her old landlord wanted?",
            "11,000 a month (27,000 against 38,000)",
            "rent moved",
            {"rent": "38,000", "moved": "27,000"},
        ),
        Q(
            "s",
            "When did the Pavlodar family stay at the guest house?",
            "at New Year",
            "stove",
            "new year",
        ),
        Q(
            "s",
            "How long had Aizada been off coffee in January 2025?",
            "seven months",
            "stomach",
            "seven months",
        ),
        Q("s", "Who says Aizada is a new woman?", "the grandmother", "new-woman", "grandmother"),
        Q(
            "s",
            "How much did the old landlord keep in the end?",
            "8,000 for the balcony door",
            "up",
            "8,000",
            "latest",
        ),
        Q("s", "How much was Aizada up after paying the lawyer?", "7,000", "up", "7,000"),
        Q(
            "s",
            "Where did Nurbek sleep when his flight was cancelled?",
            "on the airport floor",
            "bag",
            "airport floor",
        ),
        Q("s", "How late did Nurbek get home from Novosibirsk?", "a day late", "bag", "day late"),
        Q(
            "s",
            "Which months are fully booked at Nurbek's guest house?",
            "June to September",
            "hire",
            "june; september",
        ),
        Q(
            "s",
            "What did the grandmother do at the reunion?",
            "she danced",
            "seventy-one",
            "danced",
            "pronoun",
        ),
        Q(
            "s",
            "What happened to Uncle Bolat's sheep?",
            "it was eaten",
            "horse",
            "eaten",
            "fragment",
        ),
        Q(
            "s",
            "How long had Aizada been off coffee in August 2025?",
            "more than a year",
            "year",
            "coffee; year",
            "latest",
        ),
        Q(
            "m",
            "How many more people came to the reunion than had said so in September 2024?",
            "eight (71 against 63)",
            "sixty-three seventy-one",
            {"sixty-three": "sixty-three", "seventy-one": "seventy-one"},
        ),
        Q("s", "What did Aizada offer to show Nurbek?", "her new flat", "tea", "new flat"),
    ],
)
CONVERSATIONS.append(AIZADA_NURBEK)


GUNVOR_ALRIK = Conv(
    "pair",
    "timestamped_lines",
    ["Gunvor", "Alrik"],
    """
@ 2024-10-02
Gunvor: Alrik, the potatoes are in! 62 kilos from my plot in Jomala, my best year yet. {potatoes}
Alrik: Sixty-two! Are you entering any for the harvest show? {ask-show}
Gunvor: Three gherkins and a basket of potatoes, on the 19th of October in Mariehamn. {show}
Alrik: I'll come and clap. My news is less fun: Mr Eriksson says my new fence is half a metre on his land. {fence}
Gunvor: The fence you built in June? {ask-june}
Alrik: That one. He's written to a lawyer, and the lawyer wants 1,200 euros just to read the map. {lawyer}
Gunvor: Get your own map. How's the shoulder? {ask-shoulder}
Alrik: Frozen shoulder, the doctor said on Monday. Ten sessions of physio in Mariehamn, every other Thursday. {shoulder}
Gunvor: Thursdays in town! Come for lunch after. {lunch}
Alrik: Only if there are potatoes. {only-potatoes}
Gunvor: There are always potatoes. Have you stopped the snus yet? {ask-snus}
Alrik: Since the day the fence went up in June. Nearly four months now. {snus}
@ 2025-01-18
Alrik: Gunvor, did the storm get you on Thursday? My shed in Eckerö is lying in the neighbour's field. {shed}
Gunvor: Eriksson's field? {ask-field}
Alrik: Of course it's Eriksson's field. He says that's trespass now too. {trespass}
Gunvor: The greenhouse at the plot lost four panes, nothing worse. Did the gherkins win anything, by the way? I never told you. {panes}
Alrik: You didn't! Did they? {ask-won}
Gunvor: Third prize, and the potatoes won nothing. The judge said they were too big. {third}
Alrik: Too big! Is that even possible? {ask-big}
Gunvor: Apparently. And Mum has a place at the Kastelholm home from the 1st of March. {mum}
Alrik: Finally. How much? {ask-cost}
Gunvor: 3,100 euros a month, and the council pays a third. {cost}
Alrik: The fence case has a date, anyway: the district court on the 11th of March. {court}
Gunvor: Is the lawyer still 1,200? {ask-lawyer}
Alrik: 1,800 now, with the letters. Six physio sessions done, and I can lift a kettle. {kettle}
@ 2025-04-15
Gunvor: How did the court go? {ask-court}
Alrik: It didn't. They moved it to the 27th of May because Eriksson's lawyer was ill. {moved}
Gunvor: Again! And Mum moved into Kastelholm on the 1st of March as planned, she loves the food. {mum-in}
Alrik: Good. Has she made her will, like you wanted? {ask-will}
Gunvor: Signed on Friday. The summer house on Kökar goes to my daughter, and the rest is split. {will}
Alrik: Your daughter, the one who married in Vaasa? {ask-daughter}
Gunvor: Yes, Tuva. She's changed her surname to her husband's, Björkholm, so now we all sound different. {name}
Alrik: Björkholm, very grand. My bees woke up, by the way: two hives, both alive after the winter. {bees}
Gunvor: And the hens? {ask-hens}
Alrik: Six hens, and they've given me 40 eggs this week. I sell them at the ferry for 4 euros a box. {hens}
Gunvor: You'll be rich by the summer. {rich}
Alrik: Only if Eriksson doesn't take it all. {eriksson}
@ 2025-07-24
Alrik: I'm stuck at Arlanda, of all places. {stuck}
Gunvor: What happened? {ask-happened}
Alrik: The flight from Vaasa was late, I missed the connection to Mariehamn this morning, and the next one is tonight. {missed}
Gunvor: Why were you flying at all? {ask-why}
Alrik: My son Håkan's baby! A girl, born on Saturday. I had to cut the trip short for the court. {baby}
Gunvor: Congratulations, Grandpa! So the court is still on? {ask-court2}
Alrik: Tomorrow at ten, after two moves. The lawyer's bill is 2,400 euros now. {bill}
Gunvor: Is the shoulder healed at least? {ask-healed}
Alrik: All ten sessions done, and the doctor changed my painkillers to something milder on Tuesday. {pills}
Gunvor: Good luck tomorrow. {luck}
Alrik: The airline owes me 250 euros for the delay. I claimed on the spot. {claim}
Gunvor: Claim for the stress too. {stress}
@ 2025-11-09
Gunvor: Did the airline ever pay? {ask-paid}
Alrik: On Friday, 250 euros, three months late. And the court: I won. The fence stays, and Eriksson pays my costs. {won}
Gunvor: All 2,400? {ask-costs}
Alrik: All of it. And he brought my shed back from his field on Wednesday, as the judge ordered. {shed-back}
Gunvor: Justice in Eckerö at last. My plot news: the apple trees gave 180 kilos and I've sold 90 kilos of juice apples to the cider man. {apples}
Alrik: Is there anything you can't grow? {ask-grow}
Gunvor: Watermelons. I tried, twice. Mum says hello, she's learning to knit again at Kastelholm. {knit}
Alrik: At 89! Tell her I'll visit at Christmas. {visit}
Gunvor: She'll want to see the baby photos. What's the little one called? {ask-baby-name}
Alrik: Tindra. Håkan sends a new photo every morning. {saga}
Gunvor: A photo a day! You'll need a new phone. {phone}
Alrik: I had one already: the old one fell in the harbour in September and the repair shop wanted 300 euros, so I bought a new one for 400. {phone-new}
""",
    [
        Q(
            "s",
            "How many kilos of potatoes did Gunvor grow in 2024?",
            "62 kilos",
            "potatoes",
            "62 kilos",
        ),
        Q("s", "Where is Gunvor's plot?", "in Jomala", "potatoes", "plot; jomala", memory=True),
        Q(
            "s",
            "What did Gunvor enter for the harvest show?",
            "three gherkins and a basket of potatoes",
            "show",
            "gherkins; potatoes",
        ),
        Q("t", "When was the harvest show?", "2024-10-19", "show", "19th; october"),
        Q(
            "s",
            "What did Mr Eriksson say about Alrik's fence?",
            "that it is half a metre on his land",
            "fence",
            "half a metre",
        ),
        Q("s", "When did Alrik build his fence?", "in June", "ask-june", "june"),
        Q(
            "s",
            "What did Eriksson's lawyer want just to read the map?",
            "1,200 euros",
            "lawyer",
            "1,200",
        ),
        Q(
            "s",
            "What is wrong with Alrik's shoulder?",
            "a frozen shoulder",
            "shoulder",
            "frozen shoulder",
        ),
        Q(
            "t",
            "When did the doctor tell Alrik he had a frozen shoulder?",
            "2024-09-30",
            "shoulder",
            "doctor; monday",
            "relative-date",
        ),
        Q(
            "s",
            "How often does Alrik go to physio?",
            "every other Thursday",
            "shoulder",
            "thursday",
        ),
        Q("s", "How many physio sessions was Alrik given?", "ten", "shoulder", "ten sessions"),
        Q("s", "What habit did Alrik give up?", "snus", "ask-snus", "snus"),
        Q(
            "m",
            "When did Alrik stop using snus?",
            "the day the fence went up, in June 2024",
            "ask-snus snus",
            {"ask-snus": "snus", "snus": "fence; june"},
            "event-chain",
        ),
        Q(
            "t",
            "When did the storm blow Alrik's shed down?",
            "2025-01-16",
            "shed",
            "storm; thursday",
            "relative-date",
        ),
        Q("m", "Where did Alrik's shed land?", "in Mr Eriksson's field", "shed trespass", "field"),
        Q("s", "Where does Alrik live?", "Eckerö", "shed", "eckerö", memory=True),
        Q(
            "s",
            "What did the storm do to Gunvor's greenhouse?",
            "it lost four panes",
            "panes",
            "four panes",
        ),
        Q("s", "What did Gunvor's gherkins win?", "third prize", "third", "third prize"),
        Q(
            "s",
            "Why did Gunvor's potatoes win nothing?",
            "the judge said they were too big",
            "third",
            "too big",
        ),
        Q(
            "s",
            "Which home did Gunvor's mother get a place at?",
            "the Kastelholm home",
            "mum",
            "kastelholm",
        ),
        Q(
            "t",
            "When did Gunvor's mother move into the Kastelholm home?",
            "2025-03-01",
            "mum-in",
            "1st; march",
        ),
        Q("s", "How much does the Kastelholm home cost?", "3,100 euros a month", "cost", "3,100"),
        Q(
            "s",
            "How much of the home's fee does the council pay?",
            "a third",
            "cost",
            "council; third",
        ),
        Q(
            "s",
            "What date was the fence case first set for?",
            "the 11th of March 2025",
            "court",
            "11th; march",
        ),
        Q("s", "How much was Alrik's lawyer in January 2025?", "1,800 euros", "kettle", "1,800"),
        Q(
            "t",
            "What date was the fence case moved to in April?",
            "2025-05-27",
            "moved",
            "27th; may",
        ),
        Q(
            "s",
            "Why was the fence case moved to May?",
            "Eriksson's lawyer was ill",
            "moved",
            "lawyer; ill",
        ),
        Q(
            "t",
            "When did Gunvor's mother sign her will?",
            "2025-04-11",
            "will",
            "signed; friday",
            "relative-date",
        ),
        Q(
            "s",
            "Who gets the summer house on Kökar?",
            "Gunvor's daughter Tuva",
            "will",
            "kökar; daughter",
        ),
        Q(
            "s",
            "What surname did Tuva take?",
            "Björkholm, her husband's",
            "name",
            "björkholm",
            "third-person-fact",
        ),
        Q("s", "How many hens does Alrik have?", "six", "hens", "six hens"),
        Q("s", "What does Alrik charge for a box of eggs?", "4 euros", "hens", "4 euros"),
        Q("s", "Where does Alrik sell his eggs?", "at the ferry", "hens", "ferry"),
        Q("s", "Where was Alrik stuck in July 2025?", "at Arlanda", "stuck", "arlanda"),
        Q(
            "t",
            "When did Alrik miss his connection to Mariehamn?",
            "2025-07-24",
            "missed",
            "connection; morning",
            "relative-date",
        ),
        Q(
            "t",
            "When was Håkan's baby born?",
            "2025-07-19",
            "baby",
            "born; saturday",
            "relative-date",
        ),
        Q("s", "Why did Alrik cut his trip short?", "for the court case", "baby", "court"),
        Q(
            "s",
            "How big was the lawyer's bill in July 2025?",
            "2,400 euros",
            "bill",
            "2,400",
            "latest",
        ),
        Q(
            "t",
            "When did the doctor change Alrik's painkillers?",
            "2025-07-22",
            "pills",
            "painkillers; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "How much did the airline owe Alrik for the delay?",
            "250 euros",
            "claim",
            "250; delay",
        ),
        Q(
            "t",
            "When did the airline pay Alrik?",
            "2025-11-07",
            "won",
            "friday; 250",
            "relative-date",
        ),
        Q(
            "s",
            "What did the court decide about Alrik's fence?",
            "the fence stays and Eriksson pays his costs",
            "won",
            "fence stays; costs",
        ),
        Q(
            "t",
            "When did Eriksson bring Alrik's shed back?",
            "2025-11-05",
            "shed-back",
            "shed; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "How many kilos of apples did Gunvor's trees give?",
            "180 kilos",
            "apples",
            "180 kilos",
        ),
        Q(
            "s",
            "How many kilos of apples did Gunvor sell to the cider man?",
            "90 kilos",
            "apples",
            "90 kilos; cider",
        ),
        Q("s", "What can't Gunvor grow?", "watermelons", "knit", "watermelons", "fragment"),
        Q("s", "What is Gunvor's mother learning at Kastelholm?", "to knit again", "knit", "knit"),
        Q(
            "s",
            "What is the name of Alrik's granddaughter?",
            "Tindra",
            "saga",
            "tindra",
            "fragment",
        ),
        Q(
            "s",
            "How much did Alrik's new phone cost and why did he buy it?",
            "400 euros; the old one fell in the harbour and the repair would have cost 300",
            "phone-new",
            "400; harbour",
        ),
        Q(
            "o",
            "Which islands do Gunvor and Alrik live on?",
            "Åland (Mariehamn, Jomala, Eckerö, Kökar, Kastelholm)",
            "potatoes shed",
            {"potatoes": "jomala", "shed": "eckerö"},
        ),
        Q("s", "What did Gunvor invite Alrik to after his physio?", "lunch", "lunch", "lunch"),
        Q(
            "s",
            "What does Eriksson call Alrik's shed in his field?",
            "trespass",
            "trespass",
            "trespass",
        ),
        Q(
            "s",
            "How many physio sessions had Alrik done by January 2025?",
            "six",
            "kettle",
            "six physio",
        ),
        Q("s", "What could Alrik lift after six physio sessions?", "a kettle", "kettle", "kettle"),
        Q("s", "What does Gunvor's mother love at Kastelholm?", "the food", "mum-in", "food"),
        Q("s", "Where did Gunvor's daughter get married?", "in Vaasa", "ask-daughter", "vaasa"),
        Q("s", "How many beehives does Alrik have?", "two", "bees", "two hives"),
        Q(
            "s",
            "How many eggs did Alrik's hens give in a week in April 2025?",
            "40",
            "hens",
            "40 eggs",
        ),
        Q(
            "s",
            "When was Alrik's next flight to Mariehamn after he missed his connection?",
            "that night",
            "missed",
            "tonight",
        ),
        Q("s", "How many times was the fence case moved?", "twice", "bill", "two moves"),
        Q("s", "What time was the fence hearing in July 2025?", "ten", "bill", "ten"),
        Q(
            "s",
            "What did the doctor change Alrik's painkillers to?",
            "something milder",
            "pills",
            "milder",
        ),
        Q(
            "s",
            "How late was the airline's payment to Alrik?",
            "three months late",
            "won",
            "three months",
        ),
        Q(
            "s",
            "How many physio sessions has Alrik done in all?",
            "all ten",
            "pills",
            "ten sessions",
            "latest",
        ),
        Q("s", "Who bought Gunvor's apples?", "the cider man", "apples", "cider man"),
        Q("s", "How old is Gunvor's mother?", "89", "visit", "89"),
        Q("s", "When will Alrik visit Gunvor's mother?", "at Christmas", "visit", "christmas"),
        Q(
            "s",
            "How often does Håkan send a photo of the baby?",
            "every morning",
            "saga",
            "every morning",
        ),
        Q(
            "s",
            "How much did the repair shop want for Alrik's old phone?",
            "300 euros",
            "phone-new",
            "300",
        ),
        Q(
            "t",
            "When did Alrik's old phone fall in the harbour?",
            "2025-09",
            "phone-new",
            "harbour; september",
        ),
        Q(
            "s",
            "What did the judge order Eriksson to do with Alrik's shed?",
            "bring it back from his field",
            "shed-back",
            "shed; field",
        ),
    ],
)
CONVERSATIONS.append(GUNVOR_ALRIK)


FATEMA = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-03-11
User: Hello, I'm Fatema, a pearl grader in Muharraq. I need help appealing a parking fine. {hi}
Assistant: Hello Fatema! Tell me what happened.
User: I got a fine of 20 BD on Thursday outside the clinic in Riffa, while I was at my physio appointment. {fine}
Assistant: Was there a sign, or a disabled bay?
User: No sign at all. I'm having physio for my back, twelve sessions, because of a slipped disc. {disc}
Assistant: Here is a short appeal letter that mentions the missing sign and your appointment.
User: Thank you. Should I send it by post or online?
Assistant: Online is faster; attach a photo of the street without the sign.
User: I'll ask my neighbour to take one. I can't drive until the physio ends.
Assistant: That works. Good luck with the appeal.
@ 2024-08-29
User: Hi, it's Fatema again. The fine was cancelled in April! Now I need a letter to my landlord. {cancelled}
Assistant: Good news. What is the letter about?
User: He kept 350 BD of my deposit when I moved to Isa Town in July, for a scratched floor. {deposit}
Assistant: Did you take photos when you moved in?
User: Yes, forty of them. My brother Hasan says I should go straight to the rent committee. {hasan}
Assistant: A letter first is often faster. Here is a draft asking for the deposit back within fourteen days.
User: Perfect. The new flat is smaller but I have a balcony for my tomatoes.
Assistant: Lovely. Do you want a copy for your own records?
User: No, I'll keep the email. Thanks.
Assistant: You're welcome. Let me know what he says.
@ 2025-02-07
User: Hello again. My flight home from Colombo was cancelled on Monday and I need to claim compensation. {flight}
Assistant: I'm sorry. How long were you delayed?
User: Two days, and my suitcase went to Chennai. I bought clothes for 60 BD. {suitcase}
Assistant: Keep the receipts. Do you know what the airline offers?
User: Their website says 200 BD for a cancellation. Also my son Yousif starts school in September, the fees are 1,900 BD a year. {yousif}
Assistant: Here is a claim letter for the flight and the clothes. Shall we look at the school fees after?
User: Yes please. Can I pay the fees in three parts?
Assistant: Many schools allow it. Here is a short email asking the school.
User: Thanks. Hasan says I'll never see the 200 BD.
Assistant: Airlines often pay when the claim is clear. We'll see.
@ 2025-09-20
User: Hi. The airline paid 200 BD in March, and the clothes money too. {paid}
Assistant: Excellent. What can I help with today?
User: A speech for my father. He's moving into a care home in Sitra next month, and the family is giving him a dinner. {father}
Assistant: How many people are coming?
User: Thirty-four, at my sister's house in Budaiya. He gave up smoking twenty years ago, so we can joke about his old pipe. {dinner}
Assistant: Here is a warm speech with a joke about the pipe and thanks to your sister.
User: Can you make it shorter? He gets tired after nine.
Assistant: Here is a version that takes about two minutes.
User: Perfect. Yousif will read the last line.
Assistant: What a lovely touch. I hope the dinner goes well.
""",
    [
        Q("s", "What is the user's job?", "a pearl grader", "hi", "pearl grader", memory=True),
        Q("s", "Where does the user live in March 2024?", "Muharraq", "hi", "muharraq"),
        Q("s", "How much was my parking fine?", "20 BD", "fine", "20", "first-person-question"),
        Q(
            "t",
            "When did the user get the parking fine?",
            "2024-03-07",
            "fine",
            "fine; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "Where did the user get the parking fine?",
            "outside the clinic in Riffa",
            "fine",
            "clinic; riffa",
        ),
        Q(
            "s",
            "Why is the user having physio?",
            "for a slipped disc in her back",
            "disc",
            "slipped disc",
        ),
        Q("s", "How many physio sessions is the user having?", "twelve", "disc", "twelve sessions"),
        Q(
            "s",
            "What happened to the user's parking fine?",
            "it was cancelled in April",
            "cancelled",
            "cancelled; april",
        ),
        Q("s", "How much of the user's deposit did the landlord keep?", "350 BD", "deposit", "350"),
        Q("t", "When did the user move to Isa Town?", "2024-07", "deposit", "isa town; july"),
        Q(
            "s",
            "Why did the landlord keep part of the user's deposit?",
            "for a scratched floor",
            "deposit",
            "scratched floor",
        ),
        Q(
            "s",
            "How many photos did I take when I moved in?",
            "forty",
            "hasan",
            "forty",
            "first-person-question",
        ),
        Q(
            "s",
            "What does Hasan think the user should do?",
            "go straight to the rent committee",
            "hasan",
            "hasan; rent committee",
            "third-person-fact",
        ),
        Q(
            "t",
            "When was the user's flight from Colombo cancelled?",
            "2025-02-03",
            "flight",
            "colombo; monday",
            "relative-date",
        ),
        Q("s", "Where did the user's suitcase go?", "Chennai", "suitcase", "chennai"),
        Q("s", "How much did the user spend on clothes?", "60 BD", "suitcase", "60"),
        Q("s", "What is the name of the user's son?", "Yousif", "yousif", "yousif", memory=True),
        Q("s", "How much are Yousif's school fees?", "1,900 BD a year", "yousif", "1,900"),
        Q(
            "m",
            "How much compensation did the airline pay the user?",
            "200 BD, paid in March",
            "yousif paid",
            {"yousif": "200; cancellation", "paid": "200; march"},
        ),
        Q(
            "s",
            "Where is the user's father moving?",
            "a care home in Sitra",
            "father",
            "care home; sitra",
        ),
        Q(
            "s",
            "How many people are coming to the father's dinner?",
            "thirty-four",
            "dinner",
            "thirty-four",
        ),
        Q(
            "s",
            "Where is the father's dinner?",
            "at the user's sister's house in Budaiya",
            "dinner",
            "sister; budaiya",
        ),
        Q(
            "s",
            "How long ago did the user's father give up smoking?",
            "twenty years",
            "dinner",
            "smoking; twenty years",
            "pronoun",
        ),
        Q(
            "o",
            "Which country does the user live in?",
            "Bahrain (Muharraq, Riffa, Isa Town, Sitra, Budaiya, BD)",
            "hi fine",
            {"hi": "muharraq", "fine": "riffa"},
        ),
        Q(
            "s",
            "What was the user doing when she got the parking fine?",
            "at her physio appointment",
            "fine",
            "physio appointment",
        ),
        Q(
            "s",
            "What did I say was missing where I parked?",
            "a sign",
            "disc",
            "sign",
            "first-person-question",
        ),
        Q(
            "t",
            "When was the user's parking fine cancelled?",
            "2024-04",
            "cancelled",
            "cancelled; april",
        ),
        Q(
            "s",
            "Where does the user live since July 2024?",
            "Isa Town",
            "deposit",
            "isa town",
            "latest",
            memory=True,
        ),
        Q("s", "Who is Hasan?", "the user's brother", "hasan", "brother; hasan", memory=True),
        Q(
            "s",
            "How long was the user delayed by the cancelled flight?",
            "two days",
            "suitcase",
            "two days",
        ),
        Q("t", "When does Yousif start school?", "2025-09", "yousif", "school; september"),
        Q(
            "t",
            "When is the user's father moving into the care home?",
            "2025-10",
            "father",
            "care home; next month",
            "relative-date",
        ),
    ],
    user_label="Fatema",
)
CONVERSATIONS.append(FATEMA)


DIRRIBO = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-08-04
User: hi. dirribo here, koror. dive guide. need help w my online shop {hi}
Assistant: Hi Dirribo! What do you sell?
User: carved storyboards. 23 sold since may, 85 dollars each {boards}
Assistant: Nice. What do you need?
User: better words for the listing. my cousin built the site, its slow {site}
Assistant: Here is a new listing text and three tips to make the page load faster.
User: ok. can u make it shorter
Assistant: Here is a shorter version with the price at the top.
User: good. posting tonight
Assistant: Good luck with the sales!
@ 2025-01-22
User: account locked. cant get in since sat {locked}
Assistant: That's stressful. Do you still have the email you signed up with?
User: ya. 41 orders waiting. phone screen broke too, fixed for 120 dollars {orders}
Assistant: Here are the steps to ask the shop platform to unlock your account.
User: thx. also neighbours pigs in my taro patch again {pigs}
Assistant: Would you like a polite note to your neighbour?
User: later. first the account
Assistant: Of course. Tell me if the unlock email doesn't arrive.
User: ok
Assistant: Good luck, Dirribo.
@ 2025-05-13
User: got the taro in. 30 kilos from the patch, pigs ate the rest {taro}
Assistant: Congratulations! How can I help today?
User: note for the neighbour. 3rd time. he has to fix his fence by june or i go to the state office {chief}
Assistant: Here is a firm but friendly note that mentions June and the state office.
User: also my hens. 6 hens, 4 eggs a day. selling at the dock {hens}
Assistant: Would you like a small sign for the eggs too?
User: ya. short
Assistant: Here's one: Fresh eggs from Koror hens, ask at the dive shop.
User: lol good
Assistant: Happy selling!
@ 2025-10-30
User: back from guam. trip cut short, mum fell {guam}
Assistant: I'm so sorry. How is she?
User: hip op mon. moved to the 3rd of nov. shes 78 {mum}
Assistant: I hope it goes well. What do you need?
User: luggage lost on the way back. bag w my dive gear, 900 dollars of it {luggage}
Assistant: Here is a claim for the lost bag with a list of the dive gear.
User: thx. sending today
Assistant: Keep a copy and the bag tag.
User: ok. still have the tag
Assistant: Good. I hope your mum's operation goes well.
""",
    [
        Q("s", "What is the user's job?", "a dive guide", "hi", "dive guide", memory=True),
        Q("s", "Where does the user live?", "koror", "hi", "koror", memory=True),
        Q("s", "What does the user sell online?", "carved storyboards", "boards", "storyboards"),
        Q("s", "How many storyboards had the user sold by August 2024?", "23", "boards", "23"),
        Q("s", "What does a storyboard cost?", "85 dollars", "boards", "85"),
        Q("s", "Who built the user's shop site?", "the user's cousin", "site", "cousin"),
        Q(
            "t",
            "Since when was the user's shop account locked?",
            "2025-01-18",
            "locked",
            "locked; sat",
            "relative-date",
        ),
        Q(
            "s",
            "How many orders were waiting when the account was locked?",
            "41",
            "orders",
            "41 orders",
        ),
        Q("s", "How much did the phone screen repair cost?", "120 dollars", "orders", "120"),
        Q(
            "s",
            "Whose pigs got into the user's taro patch?",
            "the neighbour's",
            "pigs",
            "neighbours; pigs",
        ),
        Q("s", "How much taro did the user harvest?", "30 kilos", "taro", "30 kilos"),
        Q(
            "m",
            "What happened to the rest of the user's taro?",
            "the neighbour's pigs ate it",
            "pigs taro",
            {"pigs": "pigs", "taro": "ate"},
        ),
        Q("s", "By when must the neighbour fix his fence?", "by June", "chief", "fence; june"),
        Q(
            "s",
            "Whom will the user go to if the fence isn't fixed?",
            "the state office",
            "chief",
            "state office",
        ),
        Q(
            "s",
            "How many hens does my family have?",
            "6",
            "hens",
            "6 hens",
            "first-person-question",
        ),
        Q("s", "Where does the user sell eggs?", "at the dock", "hens", "dock"),
        Q("s", "Where was the user's trip that was cut short?", "guam", "guam", "guam"),
        Q("s", "Why was the user's trip cut short?", "the user's mum fell", "guam", "mum fell"),
        Q("t", "What date was the hip operation moved to?", "2025-11-03", "mum", "3rd; nov"),
        Q("s", "How old is the user's mum?", "78", "mum", "78"),
        Q(
            "s",
            "What was in the lost bag?",
            "the user's dive gear, 900 dollars of it",
            "luggage",
            "dive gear; 900",
        ),
        Q(
            "o",
            "Which country does the user live in?",
            "Palau (koror, taro, storyboards)",
            "hi boards",
            {"hi": "koror", "boards": "storyboards"},
        ),
        Q("s", "Since when has the user sold storyboards online?", "since May", "boards", "may"),
        Q("s", "What was wrong with the user's shop site?", "it was slow", "site", "slow"),
        Q(
            "s",
            "How many times have the neighbour's pigs got into the taro patch?",
            "three times",
            "chief",
            "3rd time",
        ),
        Q("s", "How many eggs a day do the user's hens lay?", "4", "hens", "4 eggs"),
        Q("s", "What operation is the user's mum having?", "a hip operation", "mum", "hip op"),
        Q("s", "How much was the lost dive gear worth?", "900 dollars", "luggage", "900"),
        Q("s", "Where does the user sell the eggs?", "at the dock", "hens", "dock", "fragment"),
    ],
    user_label="dirribo",
)
CONVERSATIONS.append(DIRRIBO)


# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent on its own (after its context lines, which form nothing by themselves) as a
# document dated `date`. Relative dates in the expected memories count from that date:
# 2024-02-20 is a Tuesday, 2024-06-07 a Friday, 2024-10-17 a Thursday, 2025-03-03 a Monday,
# 2025-07-09 a Wednesday and 2025-10-25 a Saturday. A weekday named for something done is the one
# before the date; for a plan, the one after; "yesterday" is the day before.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-02-20", "2024-06-07", "2024-10-17"
D_, E_, F_ = "2025-03-03", "2025-07-09", "2025-10-25"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Rignald",
        "On Sunday the wind tore the shade cloth off my vegetable garden in Westpunt.",
        [
            M(
                "The wind tore the shade cloth off Rignald's vegetable garden in Westpunt on 2024-02-18.",
                R,
                "shade cloth; westpunt; 2024-02-18",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "shurendy",
        "flight to bonaire got cancelled tues, sat at the airport till midnight",
        [
            M(
                "shurendy's flight to Bonaire was cancelled on 2024-06-04.",
                R,
                "bonaire; cancelled; 2024-06-04",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Roselinde",
        "On Monday the landlord told me the rent goes up by 150 guilders from January.",
        [
            M(
                "Roselinde's landlord told her on 2024-10-14 that the rent goes up by 150 guilders from January.",
                R,
                "rent; 150; 2024-10-14",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "On Friday I had my gallstone operation at last, after they moved it twice.",
        [
            M(
                "The user had a gallstone operation on 2025-02-28.",
                R,
                "gallstone; operation; 2025-02-28",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "shop account got locked sun. 30 orders stuck",
        [
            M(
                "The user's shop account was locked on 2025-07-06 with 30 orders waiting.",
                R,
                "locked; 30 orders; 2025-07-06",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Rignald",
        "On Wednesday my aloe won first prize at the Santa Rosa garden show.",
        [
            M(
                "Rignald's aloe won first prize at the Santa Rosa garden show on 2025-10-22.",
                R,
                "aloe; first prize; 2025-10-22",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        C_,
        "shurendy",
        "my mum moved into the home in brievengat sat. she cried, then asked for pastechi lol",
        [
            M(
                "shurendy's mum moved into a care home in Brievengat on 2024-10-12.",
                R,
                "mum; brievengat; 2024-10-12",
            )
        ],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Rignald",
        "I've kept bees on the hill behind Soto for eleven years.",
        [M("Rignald has kept bees near Soto for eleven years.", D, "bees; soto")],
    ),
    S(
        "durable-fact",
        TL,
        D_,
        "shurendy",
        "im a baggage handler at the airport, night shifts mostly",
        [M("shurendy is a baggage handler at the airport.", D, "baggage handler")],
    ),
    S(
        "durable-fact",
        NJ,
        E_,
        "Roselinde",
        "I sell my bougainvillea cuttings online, mostly to people in Aruba.",
        [M("Roselinde sells bougainvillea cuttings online.", D, "bougainvillea; cuttings")],
    ),
    S(
        "durable-fact",
        UA,
        A_,
        "User",
        "I'm a tax clerk at the harbour office in Punda.",
        [M("The user is a tax clerk at the harbour office in Punda.", D, "tax clerk; punda")],
    ),
    S(
        "durable-fact",
        JM,
        C_,
        "User",
        "been diabetic since 19",
        [M("The user has been diabetic since age 19.", D, "diabetic")],
    ),
    S(
        "durable-fact",
        NJ,
        F_,
        "Roselinde",
        "My son Tyrell has lived with me in Otrobanda since the divorce.",
        [M("Roselinde's son Tyrell lives with her in Otrobanda.", D, "tyrell; otrobanda")],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        C_,
        "Rignald",
        "The small claims hearing about the fence is on Tuesday at nine.",
        [
            M(
                "Rignald's small claims hearing about the fence is on 2024-10-22.",
                R,
                "small claims; fence; 2024-10-22",
            )
        ],
    ),
    S(
        "plan",
        TL,
        E_,
        "shurendy",
        "physio again mon, session 6 of 10",
        [M("shurendy has physio session 6 of 10 on 2025-07-14.", R, "physio; 2025-07-14")],
    ),
    S(
        "plan",
        NJ,
        A_,
        "Roselinde",
        "The family reunion is on Saturday at my aunt's house in Jan Thiel.",
        [
            M(
                "Roselinde's family reunion is at her aunt's house in Jan Thiel on 2024-02-24.",
                R,
                "reunion; jan thiel; 2024-02-24",
            )
        ],
    ),
    S(
        "plan",
        UA,
        B_,
        "User",
        "My daughter starts at the new school on Monday, and the fees are 2,300 guilders a term.",
        [
            M(
                "The user's daughter starts at a new school on 2024-06-10.",
                R,
                "daughter; school; 2024-06-10",
            ),
            M("The new school's fees are 2,300 guilders a term.", R, "2,300; term"),
        ],
    ),
    S(
        "plan",
        JM,
        D_,
        "User",
        "flying to cochin thurs, rebooked from feb",
        [
            M(
                "The user is flying to Cochin on 2025-03-06, rebooked from February.",
                R,
                "cochin; 2025-03-06",
            )
        ],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        D_,
        "Rignald",
        "Minouche won her appeal against the parking fine, all 90 guilders back.",
        [
            M(
                "Minouche won her appeal against a 90 guilder parking fine.",
                R,
                "minouche; appeal; 90",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        A_,
        "shurendy",
        "jurmaine changed his name to jurmaine koeiman, papers came thurs",
        [M("jurmaine changed his name to jurmaine koeiman.", R, "jurmaine; koeiman")],
    ),
    S(
        "third-person-fact",
        NJ,
        B_,
        "Roselinde",
        "Tyrell's phone screen cost 180 guilders to fix, and he paid for it himself.",
        [M("Tyrell paid 180 guilders to have his phone screen fixed.", R, "tyrell; screen; 180")],
    ),
    S(
        "third-person-fact",
        UA,
        E_,
        "User",
        "My brother's hens lay about twenty eggs a day; he sells them at the market in Piscadera.",
        [
            M(
                "The user's brother sells eggs from his hens at the Piscadera market.",
                D,
                "brother; eggs; piscadera",
            )
        ],
    ),
    S(
        "third-person-fact",
        JM,
        F_,
        "User",
        "my landlord kept 400 of my sisters deposit",
        [M("The user's sister's landlord kept 400 of her deposit.", R, "landlord; deposit; 400")],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        E_,
        "Rignald",
        "Sixty-two kilos, and half went to the neighbours.",
        [
            M(
                "Rignald harvested sixty-two kilos of sweet potatoes.",
                R,
                "sixty-two kilos; sweet potatoes",
            )
        ],
        [("Minouche", "How many sweet potatoes did you dig up this year?")],
    ),
    S(
        "fragment-answer",
        TL,
        F_,
        "shurendy",
        "850 n they paid 600",
        [M("shurendy claimed 850 guilders for the lost suitcase and was paid 600.", R, "850; 600")],
        [("jurmaine", "how much did u claim for the lost suitcase? in guilders")],
    ),
    S(
        "fragment-answer",
        NJ,
        C_,
        "Roselinde",
        "Twelve sessions, and I've done five.",
        [M("Roselinde has done five of twelve physio sessions.", R, "physio; twelve; five")],
        [("Minouche", "How many physio sessions did they give you?")],
    ),
    S(
        "fragment-answer",
        UA,
        D_,
        "User",
        "About 140 so far, most of them jars of sapote jam.",
        [M("The user has made about 140 sales in an online shop.", R, "online shop; 140")],
        [("Assistant", "How many sales has your online shop made?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        A_,
        "Rignald",
        "My wrist is in plaster for four weeks after the fall from the ladder.",
        [M("Rignald's wrist is in plaster after a fall from a ladder.", R, "wrist; plaster")],
    ),
    S(
        "recent-state",
        TL,
        B_,
        "shurendy",
        "laptop at the repair shop, 250 to fix the keyboard",
        [
            M(
                "shurendy's laptop is at the repair shop for a 250 keyboard repair.",
                R,
                "laptop; keyboard; 250",
            )
        ],
    ),
    S(
        "recent-state",
        NJ,
        D_,
        "Roselinde",
        "The neighbours' dog has been barking every night for a month and the police have been round twice.",
        [M("Roselinde's neighbours' dog has been barking every night.", R, "dog; barking")],
    ),
    S(
        "recent-state",
        JM,
        A_,
        "User",
        "on new blood pressure pills since the doctor changed them",
        [M("The user is on new blood pressure pills.", R, "blood pressure; pills")],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        C_,
        "User",
        "My flight from Bonaire was cancelled and the airline owes me 400 guilders, how do I claim?",
        [M("The user's flight from Bonaire was cancelled.", R, "flight; bonaire; cancelled")],
    ),
    S(
        "request-with-fact",
        JM,
        B_,
        "User",
        "got a 75 guilder fine for parking at the beach. how to appeal",
        [M("The user got a 75 guilder fine for parking at the beach.", R, "fine; 75; beach")],
    ),
    S(
        "request-with-fact",
        UA,
        F_,
        "User",
        "I'm making a website for my cousin's bakery in Sint Willibrordus, can you suggest a layout?",
        [
            M(
                "The user is making a website for a cousin's bakery in Sint Willibrordus.",
                R,
                "website; bakery; sint willibrordus",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        E_,
        "User",
        "bag lost on the way from miami, whats the form called",
        [M("The user's bag was lost on a trip from Miami.", R, "bag; lost; miami")],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        F_,
        "Rignald",
        "Yes, I gave them up in June; four months now without a cigarette.",
        [M("Rignald has not had a cigarette since 2025-06.", R, "cigarette; 2025-06")],
        [("Minouche", "Are you still smoking, Rignald?")],
    ),
    S(
        "second-person",
        TL,
        D_,
        "shurendy",
        "ya, 3 hens n a rooster now. 2 eggs a day lol",
        [M("shurendy keeps three hens and a rooster.", R, "hens; rooster")],
        [("jurmaine", "u still keeping hens?")],
    ),
    S(
        "second-person",
        NJ,
        E_,
        "Roselinde",
        "No, the tribunal moved it to the 21st of August.",
        [M("Roselinde's tribunal hearing was moved to 2025-08-21.", R, "tribunal; 2025-08-21")],
        [("Minouche", "Is your tribunal still on the 16th of July?")],
    ),
    S(
        "second-person",
        UA,
        A_,
        "User",
        "Yes, my grandmother left me her house in Seru Grandi in the will.",
        [
            M(
                "The user inherited a grandmother's house in Seru Grandi.",
                R,
                "grandmother; house; seru grandi",
            )
        ],
        [("Assistant", "Did you say you had inherited a house?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        B_,
        "Rignald",
        "The new shed is up, the bees gave nine kilos of honey, and Minouche's calabash tree finally fruited.",
        [
            M("Rignald's new shed is up.", R, "shed"),
            M("Rignald's bees gave nine kilos of honey.", R, "bees; nine kilos"),
            M("Minouche's calabash tree fruited.", R, "minouche; calabash"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        C_,
        "shurendy",
        "name change done, new passport came, n the airline finally paid the 300",
        [
            M("shurendy's name change is done.", R, "name change"),
            M("shurendy's new passport came.", R, "passport"),
            M("The airline paid shurendy 300 guilders.", R, "airline; 300"),
        ],
    ),
    S(
        "multi-fact",
        NJ,
        F_,
        "Roselinde",
        "Tyrell passed his driving test, my knee op is booked for November, and the landlord finally fixed the roof.",
        [
            M("Tyrell passed his driving test.", R, "tyrell; driving test"),
            M("Roselinde's knee operation is booked for 2025-11.", R, "knee; 2025-11"),
            M("Roselinde's landlord fixed the roof.", R, "landlord; roof"),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        A_,
        None,
        "Note: Brievengat allotment meeting, Thursday the 29th of February, 7 p.m., bring the rota.",
        [
            M(
                "The Brievengat allotment meeting is on 2024-02-29.",
                R,
                "allotment; brievengat; 2024-02-29",
            )
        ],
    ),
    S(
        "note",
        NO,
        D_,
        None,
        "Note: small claims court, Wednesday the 19th of March, 10 a.m., the deposit case against Mr Martina.",
        [
            M(
                "The small claims deposit case against Mr Martina is on 2025-03-19.",
                R,
                "small claims; martina; 2025-03-19",
            )
        ],
    ),
    S(
        "note",
        NO,
        E_,
        None,
        "Note: physio with Dr Statia, Friday the 18th of July, 8:30, last session.",
        [
            M(
                "The final physio session with Dr Statia is on 2025-07-18.",
                R,
                "physio; statia; 2025-07-18",
            )
        ],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        D_,
        "Rignald",
        "Nothing beats keshi yena after a morning in the garden.",
        [M("Rignald loves keshi yena.", D, "keshi yena")],
    ),
    S(
        "preference",
        TL,
        E_,
        "shurendy",
        "i hate flying at night, always have",
        [M("shurendy hates flying at night.", D, "flying; night")],
    ),
    S(
        "preference",
        UA,
        F_,
        "User",
        "I love growing lemongrass more than anything else in the garden.",
        [M("The user loves growing lemongrass.", D, "lemongrass")],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NJ,
        A_,
        "Roselinde",
        "She's ninety-one, and she still waters the garden herself.",
        [M("Roselinde's grandmother Ma Celia is ninety-one.", R, "celia; ninety-one")],
        [("Minouche", "How old is your grandmother Ma Celia now?")],
    ),
    S(
        "pronoun-answer",
        JM,
        C_,
        "User",
        "he charged 600 for the letters, robbery",
        [M("Mr Martina charged the user 600 for letters.", R, "martina; 600")],
        [("Assistant", "What did Mr Martina charge you?")],
    ),
    # -- sentences that should form nothing --
    # chatter and what the speaker did not do
    S(
        "chatter",
        NL,
        A_,
        "Rignald",
        "We nearly drove out to Westpunt on Sunday, but the car wouldn't start, so we stayed in.",
        [],
    ),
    S("chatter", TL, B_, "shurendy", "lol the rooster chased the postman again", []),
    S(
        "chatter",
        NJ,
        C_,
        "Roselinde",
        "The whole street was out watering this morning, I think.",
        [],
    ),
    S("chatter", UA, D_, "User", "Sorry, my neighbour is drilling again.", []),
    S("chatter", JM, E_, "User", "ok back", []),
    S("chatter", NL, F_, "Rignald", "Honestly, this heat.", []),
    # compliments
    S("compliment", NL, B_, "Rignald", "Your keshi yena is better than my mother's, Minouche.", []),
    S("compliment", TL, C_, "shurendy", "ur garden looks unreal jurmaine", []),
    S("compliment", NJ, D_, "Roselinde", "That website you made is beautiful, Tyrell.", []),
    S("compliment", UA, E_, "User", "That letter sounds very firm but polite.", []),
    S("compliment", JM, F_, "User", "great listing", []),
    S("compliment", NJ, A_, "Roselinde", "Your flowers are lovely this year, Minouche.", []),
    # opinions about the world
    S(
        "generic-opinion",
        NL,
        C_,
        "Rignald",
        "Landlords always find a reason to keep the deposit.",
        [],
    ),
    S("generic-opinion", TL, D_, "shurendy", "airlines r the worst", []),
    S(
        "generic-opinion",
        NJ,
        E_,
        "Roselinde",
        "Every street needs a garden where people can grow things.",
        [],
    ),
    S(
        "generic-opinion",
        UA,
        F_,
        "User",
        "Courts make everything take twice as long as it should.",
        [],
    ),
    S("generic-opinion", JM, A_, "User", "online shops r a lot of work", []),
    S("generic-opinion", NL, E_, "Rignald", "A good neighbour is worth more than a big house.", []),
    # hypotheticals, wishes and what someone else might do
    S(
        "hypothetical",
        NL,
        D_,
        "Rignald",
        "If the hens keep laying like this, we'll sell eggs at the gate.",
        [],
    ),
    S("hypothetical", TL, E_, "shurendy", "if i win the appeal im buying a new phone", []),
    S("hypothetical", NJ, F_, "Roselinde", "If the rent goes up again, we might move to Soto.", []),
    S(
        "hypothetical",
        UA,
        A_,
        "User",
        "If the compensation comes through, I'll take my mother to Aruba.",
        [],
    ),
    S("hypothetical", JM, B_, "User", "might keep bees one day", []),
    S("hypothetical", NL, B_, "Rignald", "I wish we could afford a proper greenhouse.", []),
    # other people's opinions
    S(
        "others-opinion",
        NL,
        C_,
        "Rignald",
        "Minouche thinks the new parking rules are robbery.",
        [],
    ),
    S("others-opinion", TL, D_, "shurendy", "jurmaine says the airline will never pay", []),
    S(
        "others-opinion",
        NJ,
        E_,
        "Roselinde",
        "Tyrell's teacher says the new school is too strict.",
        [],
    ),
    S("others-opinion", UA, B_, "User", "My physio thinks I should swim instead of running.", []),
    S("others-opinion", JM, F_, "User", "mum says the lawyer is overcharging", []),
    S("others-opinion", NJ, C_, "Roselinde", "My neighbour says bees bring luck to a garden.", []),
    # passing moods
    S("passing-mood", NL, A_, "Rignald", "I'm worn out from digging.", []),
    S("passing-mood", TL, F_, "shurendy", "ugh so sleepy", []),
    S("passing-mood", NJ, B_, "Roselinde", "I'm nervous about the hearing.", []),
    S("passing-mood", UA, C_, "User", "I'm a bit stressed about the operation.", []),
    S("passing-mood", JM, D_, "User", "meh. tired", []),
    S("passing-mood", TL, E_, "shurendy", "feeling kinda low today", []),
    # questions
    S("question", NL, E_, "Rignald", "Did the landlord ever ring you back, Minouche?", []),
    S("question", TL, A_, "shurendy", "u coming to the reunion sat?", []),
    S("question", NJ, D_, "Roselinde", "How long does a name change take?", []),
    S("question", UA, F_, "User", "How do I appeal a parking fine?", []),
    S("question", JM, C_, "User", "best way to price honey?", []),
    S("question", UA, B_, "User", "What should I say at my mother's farewell dinner?", []),
    # thanks
    S("thanks", UA, D_, "User", "Thanks, the letter to the landlord worked.", []),
    S("thanks", JM, E_, "User", "thx", []),
    S("thanks", NL, F_, "Rignald", "Thank you for watering the garden, Minouche.", []),
    S("thanks", UA, A_, "User", "Thank you, that claim letter is perfect.", []),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        B_,
        "Assistant",
        "You could ask the airline for vouchers instead of cash if that's quicker.",
        [],
        [("User", "My flight was cancelled this morning.")],
    ),
    S(
        "assistant-suggestion",
        JM,
        C_,
        "Assistant",
        "Maybe try a two-step login for the shop.",
        [],
        [("User", "shop account keeps getting locked")],
    ),
    S(
        "assistant-suggestion",
        UA,
        E_,
        "Assistant",
        "A jar of your own honey could be a lovely gift.",
        [],
        [("User", "What should I give my physio at the end of the sessions?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        F_,
        "Assistant",
        "You could ask the school for a payment plan.",
        [],
        [("User", "school fees came, cant pay all at once")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
