# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the eighth development recall set (this folder; the eighth blind held-out set
until 2026-12-05) from the hand-written material.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
Like the sixth and seventh sets, most of it is written in proper case and full sentences,
the way two friends write to each other in a long dated chat; one pair chat is lower-case
texting. This script (with ``bench/_handwritten.py``, the format the hand-written sets
share) only numbers turns, resolves the turn labels that questions point at, checks the
labels against the scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-dev8/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev8/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho8"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev8/write.py), written blind to the extractor rules, "
        "the dev-set generator and the held-out sets' data as the eighth held-out set; "
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

OTTILIE_AMBROSE = Conv(
    "pair",
    "named_lines",
    ["Wendeline", "Osmund"],
    """
@ 2024-02-10
Osmund: Wendeline! It's been ages. I'm sitting in a café in Guimarães with a custard tart, so naturally I thought of you. How is Kortrijk? {kortrijk}
Wendeline: Osmund, hello! Kortrijk is grey and wet, but I'm happy. On Thursday I finally finished rebinding the big parish register for the abbey, after four months of work. {register}
Osmund: Four months on one book! You must have the patience of a saint.
Wendeline: Or no social life. How are the trolleybuses? You're still on the number 22, aren't you? {route}
Osmund: Still the 22, humming up and down the hills. I've driven trolleybuses for six years now, and I still love the old green ones. {tram}
Wendeline: I'd love to ride one with you driving. Is Joaquim well?
Osmund: He is. He started teaching maths at a secondary school in Vizela in January, so we finally see each other in the evenings. {joaquim}
Wendeline: Oh good, he hated those night shifts at the bakery. {bakery}
Osmund: He really did. And Leonor starts primary school in September, which I can't believe. Our little girl turns five on the 3rd of March. {leonor}
Wendeline: Five already! Tell her Auntie Wendeline will send a present. My news is that I'm thinking of getting a dog, a retired show borzoi from a charity near Lokeren. {greyhound-plan}
Osmund: A borzoi would suit you. They sleep all day, like you on Sundays.
Wendeline: Rude, but true. The charity is doing a home visit next Friday, to check that my flat is suitable. {visit}
Osmund: Fingers crossed. Send me photos the second you have one.
@ 2024-04-06
Wendeline: Osmund, meet Mistral! I brought her home from the charity on Easter Monday. She's a silver borzoi, four years old, and she won forty shows in Ireland. {mistral}
Osmund: She's gorgeous! Those ears! Does she get along with your cat?
Wendeline: I don't have a cat any more. Puccini went to live with my mother in Ninove last year, because he hated the stairs up to my flat. {puccini}
Osmund: Oh, sorry, I'd forgotten. How does Mistral like the flat?
Wendeline: She sleeps on the sofa about twenty hours a day. On Wednesday she saw a squirrel in the park and nearly pulled my arm off. {squirrel}
Osmund: Ha! My news is less cute. I failed my driving teacher exam on Tuesday. The theory part, not the driving. {failed}
Wendeline: Oh no! I didn't even know you were taking it. Are you leaving the trolleybuses?
Osmund: Maybe. My back hurts after ten-hour shifts, and driving teachers choose their own hours. I can retake the theory in May. {retake}
Wendeline: You'll pass next time, I'm sure of it. Did Leonor like her birthday present?
Osmund: She loved the puppet theatre you sent. She's put on three shows for us already, all about a princess who drives a trolleybus. {puppet}
Wendeline: Of course she drives a trolleybus! Are you reading anything? You used to read a lot on your breaks.
Osmund: I'm reading Pessoa, The Book of Disquiet, in Portuguese, very slowly and with a dictionary. Joaquim laughs at me. {pessoa}
Wendeline: That's brave. I've been listening to Nina Simone on repeat while I work. She makes the gluing go faster. {nina}
@ 2024-06-16
Osmund: Wendeline! I passed! I retook the theory exam on the 28th of May and got 47 out of 50. {passed}
Wendeline: Congratulations! So you're a driving teacher now?
Osmund: Almost. I have to do six months of supervised lessons at a driving school in Famalicão first. I drive my last trolleybus on the 30th of June and start at the school on the 1st of July. {famalicão}
Wendeline: The end of an era! Will you miss it?
Osmund: The old green ones, yes. The hills in August, no. We also sold my old Lancia last weekend, to a neighbour's son, for twelve hundred euros, since the school gives me a car with two brake pedals. {lancia}
Wendeline: Two brake pedals sounds very sensible. I've got a big change too. The city museum in Oudenaarde has offered me a job as an archivist, starting in September. {museum-offer}
Osmund: That's huge! Are you taking it?
Wendeline: I said yes on Friday. It means moving to Oudenaarde, but my mother is only an hour away on the train. {yes-friday}
Osmund: And your bindery?
Wendeline: I'm selling my big press to Griet, the girl who shares my workshop. She's wanted it for years. {press}
Osmund: What about Mistral?
Wendeline: She comes with me, of course. I'm looking for a flat with a garden near a canal. {garden}
Osmund: Oudenaarde with a borzoi. Very elegant.
@ 2024-09-07
Wendeline: Hello from Oudenaarde! We moved on the 24th of August. The flat has a tiny garden, and Mistral has already dug up the only rose bush. {moved}
Osmund: Ha! How is the new job?
Wendeline: I started on Monday. On my first day I had to clean a map of Flanders from 1562 with a soft brush, and my hands were shaking. {firstday}
Osmund: I'd be terrified too. Is it true that the museum has a Bruegel? {vaneyck-q}
Wendeline: It does, a small winter scene with skaters on a frozen river. I walk past it every morning on the way to the workshop. {vaneyck}
Osmund: Jealous. The driving school is going well. My first pupil was a seventy-year-old widow called Dona Aurora, and she drives faster than I do. {aurora}
Wendeline: A speed demon! And has Leonor started school?
Osmund: On Thursday, yes. She cried, Joaquim cried, and I didn't cry. Well, only a little. {leonor-school}
Wendeline: Oh, bless you all. Did you ever finish the Pessoa?
Osmund: I gave up on page 90. I've switched to football instead. Joaquim and I bought season tickets for Moreirense, the smaller club nearby. {boavista}
Wendeline: Not Vitória? Brave.
Osmund: Joaquim's grandfather played for Moreirense in the sixties, so it's a family duty. {grandfather}
Wendeline: Then you have no choice. Come and visit Oudenaarde, I have a sofa bed now.
@ 2024-11-30
Osmund: Wendeline, big news at home. Filomena moved in with us two weeks ago, after she fell and broke her hip. {filomena}
Wendeline: Joaquim's mother? Oh no. Is she all right?
Osmund: Yes, his mum. She's getting better. She walks with a frame and bosses us around from the armchair, and she's teaching Leonor to make rice pudding. {frame}
Wendeline: That's sweet. Mistral had two teeth taken out at the vet on Thursday, so she's very sorry for herself. {teeth}
Osmund: Poor girl! Give her something soft.
Wendeline: She's eating scrambled eggs like a queen. Also, I've lent my car to Lieven for the whole of December, because his broke down. {lent}
Osmund: Is Lieven the one in Hasselt, with the twins? {lieven-q}
Wendeline: That's him, my big brother. The twins are eight now. So I'm cycling to work in the rain, which is very Belgian of me. {twins}
Osmund: Very. I'm fully qualified now, by the way! The six months were cut to five because of all my hours on the trolleybuses, and I got my licence on Tuesday. {licence}
Wendeline: Congratulations, Mr Driving Teacher! Are you staying at the school in Famalicão?
Osmund: For now. But one day I want to open my own driving school, with an electric car. {own-school}
Wendeline: You will. Are you going anywhere for Christmas?
Osmund: We're staying in Guimarães this year because of Filomena, but my sister Felicity is flying over on Christmas Eve. {felicity}
Wendeline: Lovely. Give Filomena my best wishes.
@ 2025-02-22
Wendeline: Osmund! I've just booked my flight to Portugal. I land on Friday the 11th of April, and I'm staying a week. {flight}
Osmund: Finally! Leonor is already painting a sign for the airport.
Wendeline: I can't wait. Lieven gave me the car back on New Year's Day, with a full tank and a new dent. {newyear}
Osmund: Typical brother. Felicity broke our coffee machine at Christmas, so we're even.
Wendeline: How is Filomena?
Osmund: Much better. She moved back to her own flat in Viseu on the 1st of February, and she walks with just a stick now. {viseu}
Wendeline: That's wonderful. And the driving school?
Osmund: I've left it! Since Monday I've worked for myself. I lease a little electric Renault, and I have eleven pupils already. {self}
Wendeline: Your own school! What is it called?
Osmund: Escola Andorinha, which means swallow. Leonor chose the name. {andorinha}
Wendeline: I love it. The museum gave me a permanent contract last week, and I'm going to restore a book of hours from Kortrijk for a show in the autumn. {permanent}
Osmund: Your old town! Is Mistral coming to Guimarães too?
Wendeline: No, she's staying with my mother and Puccini in Ninove. They ignore each other beautifully. {ninove}
Osmund: Perfect. See you on the 11th!
""",
    [
        Q("s", "Where does Osmund live?", "Guimarães", "kortrijk", "guimarães", "", True),
        Q(
            "s",
            "What did Wendeline finish rebinding in February 2024?",
            "the big parish register for the abbey",
            "register",
            "parish register",
            "",
        ),
        Q(
            "t",
            "When did Wendeline finish rebinding the parish register?",
            "2024-02-08",
            "register",
            "register; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "Which trolleybus route did Osmund drive?",
            "the number 22",
            "route",
            "22",
            "second-person",
        ),
        Q(
            "s",
            "What does Joaquim teach?",
            "maths, at a secondary school in Vizela",
            "joaquim",
            "maths",
            "third-person-fact pronoun",
            True,
        ),
        Q(
            "t",
            "When did Joaquim start teaching in Vizela?",
            "2024-01",
            "joaquim",
            "vizela; january",
            "human-date",
        ),
        Q(
            "s",
            "What did Joaquim do before he became a teacher?",
            "night shifts at a bakery",
            "bakery",
            "bakery",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who is Leonor?",
            "Osmund's little girl",
            "leonor",
            "leonor; little girl",
            "fragment",
            True,
        ),
        Q("t", "When did Leonor turn five?", "2024-03-03", "leonor", "five; 3rd", "human-date"),
        Q(
            "s",
            "What kind of dog was Wendeline thinking of getting in early 2024?",
            "a retired show borzoi",
            "greyhound-plan",
            "borzoi",
            "",
        ),
        Q("s", "What is Wendeline's dog called?", "Mistral", "mistral", "mistral", "", True),
        Q(
            "t",
            "When did Wendeline bring Mistral home?",
            "2024-04-01",
            "mistral",
            "mistral; easter monday",
            "human-date",
        ),
        Q(
            "s",
            "How many shows did Mistral win?",
            "forty, in Ireland",
            "mistral",
            "forty shows",
            "pronoun",
        ),
        Q(
            "s",
            "Where does Wendeline's cat Puccini live?",
            "with Wendeline's mother in Ninove",
            "puccini",
            "ninove",
            "",
            True,
        ),
        Q(
            "s",
            "Why did Puccini go to live with Wendeline's mother?",
            "he hated the stairs up to her flat",
            "puccini",
            "stairs",
            "pronoun",
        ),
        Q(
            "t",
            "When did Osmund fail his driving teacher exam?",
            "2024-04-02",
            "failed",
            "failed; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "Why was Osmund thinking of leaving the trolleybuses in spring 2024?",
            "his back hurt after ten-hour shifts, and driving teachers choose their own hours",
            "retake",
            "back; hurts",
            "",
        ),
        Q(
            "m",
            "What did Wendeline send Leonor for her fifth birthday?",
            "a puppet theatre",
            "leonor puppet",
            {"leonor": "five", "puppet": "puppet theatre"},
            "event-chain",
        ),
        Q(
            "s",
            "Which book was Osmund reading in Portuguese in spring 2024?",
            "The Book of Disquiet",
            "pessoa",
            "disquiet",
            "",
        ),
        Q(
            "o",
            "Who wrote the book Osmund read with a dictionary in 2024?",
            "Fernando Pessoa",
            "pessoa",
            "pessoa",
            "",
        ),
        Q(
            "s",
            "Which singer does Wendeline listen to while she works?",
            "Nina Simone",
            "nina",
            "nina simone",
            "",
            True,
        ),
        Q(
            "s",
            "Where did Osmund do his supervised lessons?",
            "at a driving school in Famalicão",
            "famalicão",
            "famalicão",
            "",
        ),
        Q(
            "t",
            "When did Osmund drive his last trolleybus?",
            "2024-06-30",
            "famalicão",
            "last trolleybus; 30th",
            "human-date",
        ),
        Q(
            "s",
            "Who bought Osmund's old Lancia?",
            "a neighbour's son",
            "lancia",
            "neighbour; son",
            "",
        ),
        Q(
            "t",
            "In which month did Osmund sell his old Lancia?",
            "2024-06",
            "lancia",
            "lancia; last weekend",
            "relative-date",
        ),
        Q(
            "s",
            "What job was Wendeline offered in June 2024?",
            "archivist at the city museum in Oudenaarde",
            "museum-offer",
            "archivist",
            "",
        ),
        Q(
            "t",
            "When did Wendeline accept the job at the museum in Oudenaarde?",
            "2024-06-14",
            "yes-friday",
            "said; friday",
            "relative-date",
        ),
        Q(
            "s",
            "Who bought Wendeline's big press?",
            "Griet, who shares her workshop",
            "press",
            "griet",
            "",
        ),
        Q(
            "t",
            "When did Wendeline move to Oudenaarde?",
            "2024-08-24",
            "moved",
            "moved; 24th",
            "human-date",
        ),
        Q(
            "s",
            "Which city does Wendeline live in now?",
            "Oudenaarde",
            "moved",
            "oudenaarde",
            "latest",
            True,
        ),
        Q(
            "m",
            "Why did Wendeline leave Kortrijk?",
            "to take a job as an archivist at the museum in Oudenaarde",
            "museum-offer moved",
            {"museum-offer": "archivist", "moved": "moved"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Wendeline start work at the museum?",
            "2024-09-02",
            "firstday",
            "started; monday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Wendeline clean on her first day at the museum?",
            "a map of Flanders from 1562",
            "firstday",
            "map; 1562",
            "",
        ),
        Q(
            "s",
            "Which painting does Wendeline walk past every morning?",
            "a small winter scene with skaters by Bruegel",
            "vaneyck",
            "winter scene; skaters",
            "",
        ),
        Q(
            "o",
            "In which century did the painter of the winter scene Wendeline walks past live?",
            "the sixteenth century",
            "vaneyck vaneyck-q",
            {"vaneyck": "winter scene", "vaneyck-q": "bruegel"},
            "",
        ),
        Q(
            "s",
            "Who was Osmund's first pupil?",
            "Dona Aurora, a seventy-year-old widow",
            "aurora",
            "aurora",
            "",
        ),
        Q(
            "t",
            "When did Leonor start primary school?",
            "2024-09-05",
            "leonor-school",
            "thursday",
            "relative-date",
        ),
        Q(
            "s",
            "Which football club do Osmund and Joaquim support?",
            "Moreirense",
            "boavista",
            "moreirense",
            "",
            True,
        ),
        Q(
            "s",
            "Why do Osmund and Joaquim support Moreirense?",
            "Joaquim's grandfather played for Moreirense in the sixties",
            "grandfather",
            "grandfather",
            "",
        ),
        Q(
            "t",
            "When did Filomena move in with Osmund and Joaquim?",
            "2024-11-16",
            "filomena",
            "filomena; two weeks ago",
            "relative-date",
        ),
        Q(
            "s",
            "Who is Filomena?",
            "Joaquim's mother",
            "filomena frame",
            {"filomena": "filomena", "frame": "mum"},
            "",
            True,
        ),
        Q(
            "s",
            "Why did Filomena move in with Osmund?",
            "she fell and broke her hip",
            "filomena",
            "broke; hip",
            "",
        ),
        Q(
            "s",
            "What is Filomena teaching Leonor?",
            "to make rice pudding",
            "frame",
            "rice pudding",
            "pronoun",
        ),
        Q(
            "t",
            "When did Mistral have two teeth taken out?",
            "2024-11-28",
            "teeth",
            "teeth; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "Who borrowed Wendeline's car in December 2024?",
            "her brother Lieven",
            "lent",
            "lieven",
            "",
        ),
        Q(
            "m",
            "Why was Wendeline cycling to work in December 2024?",
            "she had lent her car to her brother Lieven",
            "lent twins",
            {"lent": "car", "twins": "cycling"},
            "event-chain",
        ),
        Q(
            "s",
            "Where does Lieven live?",
            "Hasselt",
            "lieven-q twins",
            {"lieven-q": "hasselt", "twins": "brother"},
            "",
            True,
        ),
        Q("s", "How old are Lieven's twins?", "eight", "twins", "twins; eight", ""),
        Q(
            "t",
            "When did Osmund get his driving teacher licence?",
            "2024-11-26",
            "licence",
            "licence; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "What did Osmund want to open one day?",
            "his own driving school, with an electric car",
            "own-school",
            "driving school",
            "",
        ),
        Q(
            "s",
            "Who flew to Guimarães for Christmas 2024?",
            "Osmund's sister Felicity",
            "felicity",
            "felicity",
            "",
        ),
        Q(
            "t",
            "When did Lieven give Wendeline's car back?",
            "2025-01-01",
            "newyear",
            "new year",
            "human-date",
        ),
        Q(
            "t",
            "When does Wendeline land in Portugal?",
            "2025-04-11",
            "flight",
            "friday; 11th",
            "human-date",
        ),
        Q(
            "s",
            "How does Filomena walk now?",
            "with just a stick",
            "viseu",
            "stick",
            "latest pronoun",
        ),
        Q(
            "t",
            "Since when has Osmund worked for himself?",
            "2025-02-17",
            "self",
            "myself; monday",
            "relative-date",
        ),
        Q(
            "s",
            "What is Osmund's driving school called?",
            "Escola Andorinha",
            "andorinha",
            "andorinha",
            "",
            True,
        ),
        Q(
            "s",
            "What car does Osmund teach in now?",
            "a leased electric Renault",
            "self",
            "renault",
            "latest",
        ),
        Q(
            "m",
            "How did Osmund's work change over 2024 and early 2025?",
            "from trolleybus driver to driving teacher at a school in Famalicão to running his own driving school",
            "tram famalicão self",
            {"tram": "trolleybuses", "famalicão": "famalicão", "self": "myself"},
            "event-chain",
        ),
        Q(
            "s",
            "What will Wendeline restore for a show in the autumn of 2025?",
            "a book of hours from Kortrijk",
            "permanent",
            "book of hours",
            "",
        ),
        Q(
            "t",
            "In which month did Wendeline get a permanent contract at the museum?",
            "2025-02",
            "permanent",
            "permanent contract; last week",
            "relative-date",
        ),
        Q(
            "s",
            "Where did Mistral stay while Wendeline was in Guimarães?",
            "with Wendeline's mother and Puccini in Ninove",
            "ninove",
            "mother; ninove",
            "",
        ),
        Q(
            "m",
            "Which of Wendeline's animals were with her mother in Ninove in April 2025?",
            "Puccini the cat, who lives there, and Mistral the borzoi, staying while Wendeline was in Guimarães",
            "puccini ninove",
            {"puccini": "puccini; ninove", "ninove": "mother; puccini"},
            "event-chain",
        ),
        Q(
            "s",
            "Wendeline asks: what is my dog called?",
            "Mistral",
            "mistral",
            "mistral",
            "first-person-question",
        ),
        Q(
            "s",
            "Where did Wendeline get a borzoi from two years ago?",
            "from a charity near Lokeren",
            "greyhound-plan mistral",
            {"greyhound-plan": "lokeren", "mistral": "charity"},
            "relative-question-date",
        ),
        Q(
            "o",
            "In which country did Wendeline live in 2024?",
            "Belgium",
            "kortrijk",
            "kortrijk",
            "",
        ),
        Q("o", "In which country does Osmund live?", "Portugal", "kortrijk", "guimarães", ""),
    ],
)
CONVERSATIONS.append(OTTILIE_AMBROSE)


LUDOVICA_THORFINN = Conv(
    "pair",
    "timestamped_lines",
    ["Erlend", "Gaspara"],
    """
@ 2024-05-05
Erlend: Gaspara! Happy Sunday. I finally got my concertina back from the repair shop in Kirkwall yesterday, so I've been playing all morning and the neighbours are suffering. {fiddle}
Gaspara: Poor neighbours! What was wrong with it?
Erlend: A split in the bellows, from when I dropped it at the music festival in Stromness. It cost me ninety pounds to fix. {crack}
Gaspara: Ouch. Here in Trieste it's finally warm. I've just come back from a run along the seafront with the team. {trieste}
Erlend: The team? Are you still with the basketball club?
Gaspara: Still their osteopath, yes, for four years now. We made the playoffs on Wednesday, so everybody is very happy and very sore. {physio}
Erlend: Congratulations! How's Fiorenza? Wasn't she expecting?
Gaspara: She is! My sister's due on the 20th of June, and she wants me there for the birth. I'm going to be an aunt for the first time. {fiorenza}
Erlend: That's wonderful news. Isla is the opposite, she's leaving home. She got into Heriot-Watt to study naval architecture, starting in September. {isla}
Gaspara: Your Isla, at university! Are you all right about it?
Erlend: Half proud, half sad. Her mother is taking it much worse than me. {mother}
Gaspara: Of course she is. And work, are you still fixing buses?
Erlend: Still fixing buses at the depot, but I've applied to train as a telecoms mast rigger. The interview is on Thursday, in Stromness. {turbine}
Gaspara: Good luck! Tell me how it goes.
@ 2024-07-10
Gaspara: Erlend, I'm an aunt! Fiorenza had a little boy on the 24th of June, four days late. He's called Nereo. {nereo}
Erlend: Congratulations, Auntie Gaspara! How is Fiorenza?
Gaspara: Tired and happy. Her husband Paolo fainted in the delivery room, and the whole family will never let him forget it. {paolo}
Erlend: Poor Paolo! I got the rigging job, by the way. I start the training in Wick on the 2nd of September, six weeks on the mainland, then back to Orkney. {wick}
Gaspara: That's brilliant! I knew you would.
Erlend: I'll have to climb eighty metres up a ladder every day, and I'm not great with heights. {heights}
Gaspara: You'll get used to it. Is there anything I can do?
Erlend: Just keep sending me photos of the sea in Trieste. Oh, and I sold my old BSA motorcycle on Saturday, to a collector from Thurso, for four thousand pounds. {bsa}
Gaspara: You sold the BSA? You spent three winters restoring it! {restoring}
Erlend: I know, but I needed the money for Isla's student flat. {flat}
Gaspara: You're a good dad. I've started crewing on a boat, by the way. Giorgia, a friend from the team, has a small yacht, and we go out every Tuesday evening. {sailing}
Erlend: Boats on the Adriatic. Sounds awful.
Gaspara: Terrible, I know. We want to enter the Barcolana regatta in October. {barcolana}
@ 2024-10-19
Erlend: Gaspara, how did the regatta go? It was last Sunday, wasn't it? {regatta-q}
Gaspara: It was! We finished 812th out of nearly two thousand boats, and Giorgia cried at the finish. {regatta}
Erlend: That's a great result for a first time.
Gaspara: It felt like winning. Then on Monday I got a phone call from the Slovenian national team. They want me as their osteopath, based in Celje, from January. {slovenia}
Erlend: The national team! Will you take it?
Gaspara: I think so. Celje is only an hour and a half from Trieste by car, so I can still see Nereo at weekends. {celje}
Erlend: Then it's perfect. How is the little one?
Gaspara: Chubby and loud. He smiled at me for the first time last week. {smile}
Erlend: My news is that I passed the training in Wick, and since Monday I've been working on the masts at Burgar Hill. {burgar}
Gaspara: And the heights?
Erlend: On my first climb my legs shook, but now I eat my sandwiches at the top. {sandwiches}
Gaspara: I'm so proud of you. How is Isla getting on at university?
Erlend: She loves it. She joined a canoe polo club, and she phones her mother every night but only texts me. {rowing}
@ 2025-01-12
Gaspara: Hello from Celje! I moved on the 3rd, into a flat above a bakery in the old town. Everything smells of bread. {moved}
Erlend: Lucky you. How is the new job?
Gaspara: Intense. On Thursday I had my first training camp with the team, and the captain, Rok, twisted his knee in the first hour. {rok}
Erlend: Bad luck for your first week! Is he all right?
Gaspara: He'll be out for three weeks. Did you have a good Christmas?
Erlend: Quiet. Isla came home on the 20th of December and brought her boyfriend Gregor, who is a vegan, so my mother panicked about Christmas dinner. {gregor}
Gaspara: What did she make in the end?
Erlend: A lentil loaf, and everyone agreed it was better than the turkey. My mother wasn't pleased. {nutroast}
Gaspara: I spent Christmas with Fiorenza, Paolo and Nereo in Trieste. Nereo got so many presents that he fell asleep in a box. {xmas}
Erlend: Ha! Are you still crewing for Giorgia?
Gaspara: Not this winter, I'm too far away. I lent her my good foul-weather jacket until the spring, since I won't need it here. {jacket}
Erlend: Generous. I've started reading Eric Linklater, since everyone here says I must. {gmb}
Gaspara: Is he good?
Erlend: Very. The Men of Ness made me homesick, and I've never even left. {greenvoe}
@ 2025-04-24
Erlend: Gaspara, quick question. What is a good present for an osteopath? Asking for a friend.
Gaspara: Ha! Is the friend Isla?
Erlend: No, it's me. My girlfriend Thora is an osteopath in Kirkwall, and her birthday is on the 2nd of May. {thora}
Gaspara: Girlfriend! Since when?
Erlend: We met at a barn dance in Dounby at the end of January, when she stood on my foot, and we've been together since Valentine's Day. {ceilidh}
Gaspara: That's so romantic. Get her a good massage gun, then she'll have to use it on you. {gun}
Erlend: Perfect. And how are the Slovenians?
Gaspara: Wonderful. We qualified for the European championship on Easter Sunday, in Koper, of all days. {koper}
Erlend: Congratulations! When and where is it?
Gaspara: In late August, in Kaunas. I'll be there for three weeks. {kaunas}
Erlend: Are you still in that flat above the bakery?
Gaspara: Not for much longer. I'm buying a small flat with a balcony near the river, and I get the keys on the 15th of May. {tivoli}
Erlend: Your own flat! Congratulations.
Gaspara: Thank you. Nereo will have his own room when he visits, and he's walking now! He took his first steps last Friday. {steps}
@ 2025-07-06
Gaspara: Erlend! Did Thora like the massage gun?
Erlend: She loved it, and she uses it on me after my climbs, just as you said. We're coming to Trieste in September, actually. Can we see you? {trip}
Gaspara: Of course! When exactly?
Erlend: We fly to Treviso on the 13th of September and then take the train. We'll stay five nights. {treviso}
Gaspara: I'll be back from Kaunas by then. You can both stay in my flat in Celje for a night too, on the sofa bed. {sofa}
Erlend: Deal. Isla has a summer job on a research ship, counting gannets off Foula. {seals}
Gaspara: Counting gannets! What a job.
Erlend: She says the gannets count her. She also broke up with Gregor last month, so my mother can cook turkey again. {split}
Gaspara: Poor Gregor. I have news too: I've adopted two kittens, sisters from a farm near Kranj. They're called Quince and Sloe. {kittens}
Erlend: Quince and Sloe! Very autumnal.
Gaspara: On Tuesday they shredded the new curtains in my flat. I moved in on the 15th of May, and the curtains lasted seven weeks. {curtains}
Erlend: Worth it, I bet.
""",
    [
        Q(
            "t",
            "When did Erlend get his concertina back from the repair shop?",
            "2024-05-04",
            "fiddle",
            "concertina; yesterday",
            "relative-date",
        ),
        Q(
            "s",
            "How did Erlend's concertina get cracked?",
            "he dropped it at the music festival in Stromness",
            "crack",
            "dropped; music festival",
            "pronoun",
        ),
        Q("s", "Where did Gaspara live in 2024?", "Trieste", "trieste", "trieste", "", True),
        Q(
            "s",
            "What was Gaspara's job in 2024?",
            "osteopath for a basketball club",
            "physio",
            "osteopath",
            "",
            True,
        ),
        Q(
            "t",
            "When did Gaspara's basketball team make the playoffs?",
            "2024-05-01",
            "physio",
            "playoffs; wednesday",
            "relative-date",
        ),
        Q("s", "Who is Fiorenza?", "Gaspara's sister", "fiorenza", "sister", "fragment", True),
        Q(
            "s",
            "What is Isla going to study at university?",
            "naval architecture, at Heriot-Watt",
            "isla",
            "naval architecture",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Which university did Isla get into?",
            "Heriot-Watt",
            "isla",
            "heriot watt",
            "pronoun",
        ),
        Q(
            "s",
            "What job was Erlend doing in May 2024?",
            "fixing buses at the depot",
            "turbine",
            "buses; depot",
            "",
        ),
        Q(
            "t",
            "When was Erlend's interview for the mast rigging training?",
            "2024-05-09",
            "turbine",
            "interview; thursday",
            "relative-date",
        ),
        Q("t", "When was Nereo born?", "2024-06-24", "nereo", "nereo; 24th", "human-date"),
        Q("s", "What is the name of Fiorenza's son?", "Nereo", "nereo", "nereo", "", True),
        Q(
            "s",
            "Who fainted in the delivery room?",
            "Fiorenza's husband Paolo",
            "paolo",
            "paolo; fainted",
            "",
        ),
        Q(
            "t",
            "When did Erlend start his rigging training in Wick?",
            "2024-09-02",
            "wick",
            "wick; 2nd",
            "human-date",
        ),
        Q(
            "s",
            "How high does Erlend have to climb every day?",
            "eighty metres up a ladder",
            "heights",
            "eighty metres",
            "",
        ),
        Q(
            "t",
            "When did Erlend sell his BSA motorcycle?",
            "2024-07-06",
            "bsa",
            "bsa; saturday",
            "relative-date",
        ),
        Q(
            "s",
            "Who bought Erlend's BSA motorcycle?",
            "a collector from Thurso",
            "bsa",
            "collector; thurso",
            "",
        ),
        Q(
            "s",
            "How much did Erlend sell his motorcycle for?",
            "four thousand pounds",
            "bsa",
            "four thousand pounds",
            "",
        ),
        Q(
            "s",
            "How long did Erlend spend restoring his BSA?",
            "three winters",
            "restoring",
            "three winters",
            "second-person",
        ),
        Q(
            "m",
            "What did Erlend spend the money from his motorcycle on?",
            "Isla's student flat",
            "bsa flat",
            {"bsa": "motorcycle", "flat": "student flat"},
            "event-chain",
        ),
        Q(
            "s",
            "Who does Gaspara crew for?",
            "Giorgia, a friend from the team",
            "sailing",
            "giorgia",
            "",
        ),
        Q(
            "s",
            "What hobby did Gaspara take up in 2024?",
            "crewing on a yacht",
            "sailing",
            "crewing",
            "",
            True,
        ),
        Q(
            "s",
            "Which regatta did Gaspara want to sail in two years ago?",
            "the Barcolana",
            "barcolana",
            "barcolana",
            "relative-question-date",
        ),
        Q(
            "t",
            "When did Gaspara sail in the Barcolana regatta?",
            "2024-10-13",
            "regatta-q regatta",
            {"regatta-q": "last sunday", "regatta": "finished"},
            "relative-date",
        ),
        Q(
            "s",
            "Where did Gaspara and Giorgia finish in the regatta?",
            "812th out of nearly two thousand boats",
            "regatta",
            "812th",
            "",
        ),
        Q(
            "t",
            "When did the Slovenian national team phone Gaspara?",
            "2024-10-14",
            "slovenia",
            "phone call; monday",
            "relative-date",
        ),
        Q(
            "s",
            "What job did the Slovenian national team offer Gaspara?",
            "osteopath, based in Celje",
            "slovenia",
            "osteopath",
            "",
        ),
        Q(
            "t",
            "Since when has Erlend worked on the masts at Burgar Hill?",
            "2024-10-14",
            "burgar",
            "burgar hill; monday",
            "relative-date",
        ),
        Q(
            "s",
            "Where does Erlend work now?",
            "on the telecoms masts at Burgar Hill",
            "burgar",
            "masts; burgar hill",
            "latest",
            True,
        ),
        Q(
            "m",
            "How did Erlend's job change in 2024?",
            "he went from fixing buses at the depot to rigging telecoms masts",
            "turbine burgar",
            {"turbine": "buses", "burgar": "masts"},
            "event-chain",
        ),
        Q(
            "s",
            "Which club did Isla join at university?",
            "a canoe polo club",
            "rowing",
            "canoe polo",
            "pronoun",
        ),
        Q(
            "t",
            "When did Gaspara move to Celje?",
            "2025-01-03",
            "moved",
            "moved; 3rd",
            "human-date",
        ),
        Q(
            "s",
            "Where was Gaspara's first flat in Celje?",
            "above a bakery in the old town",
            "moved",
            "bakery",
            "",
        ),
        Q(
            "t",
            "When did Rok twist his knee?",
            "2025-01-09",
            "rok",
            "rok; thursday",
            "relative-date",
        ),
        Q(
            "s",
            "Who is Rok?",
            "the captain of the Slovenian national team",
            "rok",
            "captain",
            "fragment",
        ),
        Q(
            "s",
            "What is Isla's boyfriend called, and what does he not eat?",
            "Gregor, who is a vegan",
            "gregor",
            "gregor; vegan",
            "",
        ),
        Q(
            "s",
            "What did Erlend's mother cook for Christmas dinner 2024?",
            "a lentil loaf",
            "nutroast",
            "lentil loaf",
            "",
        ),
        Q(
            "m",
            "Why did Erlend's mother make a lentil loaf at Christmas?",
            "Isla's boyfriend Gregor is a vegan",
            "gregor nutroast",
            {"gregor": "vegan", "nutroast": "lentil loaf"},
            "event-chain",
        ),
        Q(
            "s",
            "What did Gaspara lend Giorgia for the winter?",
            "her good foul-weather jacket",
            "jacket",
            "foul weather jacket",
            "",
        ),
        Q(
            "s",
            "Which writer did Erlend start reading in January 2025?",
            "Eric Linklater",
            "gmb",
            "eric linklater",
            "",
        ),
        Q(
            "s",
            "Which book made Erlend homesick?",
            "The Men of Ness",
            "greenvoe",
            "men of ness",
            "",
        ),
        Q(
            "s",
            "Who is Erlend's girlfriend?",
            "Thora, an osteopath in Kirkwall",
            "thora",
            "thora",
            "latest",
            True,
        ),
        Q(
            "m",
            "What job do Gaspara and Thora have in common?",
            "both are osteopaths",
            "physio thora",
            {"physio": "osteopath", "thora": "osteopath"},
            "event-chain",
        ),
        Q(
            "s",
            "Where did Erlend meet Thora?",
            "at a barn dance in Dounby",
            "ceilidh",
            "barn dance; dounby",
            "",
        ),
        Q(
            "t",
            "Since when have Erlend and Thora been together?",
            "2025-02-14",
            "ceilidh",
            "valentine",
            "human-date",
        ),
        Q(
            "s",
            "What present did Gaspara suggest for Thora?",
            "a good massage gun",
            "gun",
            "massage gun",
            "",
        ),
        Q(
            "t",
            "When did the Slovenian team qualify for the European championship?",
            "2025-04-20",
            "koper",
            "qualified; easter sunday",
            "human-date",
        ),
        Q(
            "s",
            "Where is the European championship Gaspara went to?",
            "Kaunas",
            "kaunas",
            "kaunas",
            "",
        ),
        Q(
            "t",
            "When did Gaspara get the keys to her own flat?",
            "2025-05-15",
            "tivoli",
            "keys; 15th",
            "human-date",
        ),
        Q(
            "s",
            "Where is the flat Gaspara bought?",
            "near the river, with a balcony",
            "tivoli",
            "balcony; river",
            "latest",
            True,
        ),
        Q(
            "t",
            "When did Nereo take his first steps?",
            "2025-04-18",
            "steps",
            "first steps; last friday",
            "relative-date",
        ),
        Q(
            "s",
            "What summer job did Isla have in 2025?",
            "counting gannets off Foula on a research ship",
            "seals",
            "gannets; foula",
            "",
        ),
        Q(
            "t",
            "In which month did Isla break up with Gregor?",
            "2025-06",
            "split",
            "gregor; last month",
            "relative-date",
        ),
        Q(
            "s",
            "What are Gaspara's kittens called?",
            "Quince and Sloe",
            "kittens",
            "quince; sloe",
            "",
            True,
        ),
        Q(
            "s",
            "Where did Gaspara's kittens come from?",
            "a farm near Kranj",
            "kittens",
            "farm; kranj",
            "",
        ),
        Q(
            "t",
            "When did the kittens shred Gaspara's curtains?",
            "2025-07-01",
            "curtains",
            "curtains; tuesday",
            "relative-date",
        ),
        Q(
            "m",
            "Which cities has Gaspara lived in, in order?",
            "Trieste, then Celje",
            "trieste moved",
            {"trieste": "trieste", "moved": "celje"},
            "event-chain",
        ),
        Q(
            "s",
            "Gaspara asks: what are my kittens called?",
            "Quince and Sloe",
            "kittens",
            "quince; sloe",
            "first-person-question",
        ),
        Q("o", "In which country did Gaspara live before 2025?", "Italy", "trieste", "trieste", ""),
        Q("o", "In which group of islands does Erlend live?", "Orkney", "fiddle", "kirkwall", ""),
        Q(
            "o",
            "In which country is Kaunas, where the championship was held?",
            "Latvia",
            "kaunas",
            "kaunas",
            "",
        ),
    ],
)
CONVERSATIONS.append(LUDOVICA_THORFINN)


PERPETUA_ANSELM = Conv(
    "pair",
    "named_json",
    ["Wolfram", "Wanjiku"],
    """
@ 2024-03-16
Wolfram: Wanjiku, good morning from Villach! I heard you reading the news on the internet radio yesterday. You sound very serious on air. {radio}
Wanjiku: Wolfram! I have to be serious at six in the morning, or people won't believe me. How are you?
Wolfram: Busy. We've just finished the big rose window for the old parish church in Steyr. Eleven months of work, and on Tuesday the bishop blessed it. {rose}
Wanjiku: Eleven months! You glass painters are so patient. {patient}
Wolfram: Patient, or slow, as my wife says. Dorothea thinks I should retire and grow tomatoes. {dorothea}
Wanjiku: Never! You're only fifty-eight. {age}
Wolfram: Fifty-nine next month, on the 23rd of April. But thank you. How is Mombasa? {birthday}
Wanjiku: Hot, as always. Baraka started swimming lessons at the club in Nyali two weeks ago, and he already swims better than his father. {baraka}
Wolfram: How old is Baraka now?
Wanjiku: Seven. And Otieno can't swim at all, so it isn't hard to beat him. {otieno}
Wolfram: Give them both my best. Are you still learning the saxophone?
Wanjiku: Yes, every Thursday after the show, with an old jazz player called Mzee Juma. I can play one whole song now, Summertime. {sax}
Wolfram: Summertime is a fine start. Dorothea loves that song.
@ 2024-05-29
Wanjiku: Wolfram, I have news! The station wants me in Nakuru. They've offered me the morning show there, starting on the 1st of August. {nakuru}
Wolfram: Congratulations! The morning show is a big step.
Wanjiku: It is. But it means moving the family, and Otieno's job is here, at the port. {port}
Wolfram: What does he think?
Wanjiku: He said yes at once. His company has an office in Nakuru, and he's asked for a transfer. We'll know on Friday. {transfer}
Wolfram: Fingers crossed. I had a strange week. On Monday the doctor told me I have type 2 diabetes, so no more cake for me. {diabetes}
Wanjiku: Oh, Wolfram, I'm sorry. How do you feel?
Wolfram: Fine, honestly. Dorothea has thrown out all the sugar in the house, and we walk Krapfen for an hour every evening. {walk}
Wanjiku: Who is Krapfen?
Wolfram: Our new pinscher puppy! We got her from a breeder in Hallein on my birthday. {puppy}
Wanjiku: A pinscher called Krapfen, in Austria. Perfect.
Wolfram: Dorothea chose the name. I wanted to call her Fenster, which means window. {fenster}
Wanjiku: Krapfen is better, sorry.
@ 2024-08-18
Wanjiku: Greetings from Nakuru! We arrived on the 27th of July, and I did my first morning show on the 1st. I was so nervous that I said good evening instead of good morning. {first-show}
Wolfram: Nobody will remember. Did Otieno get the transfer?
Wanjiku: He did, he works at the company's office in Milimani now. We're renting a house in Lanet with a mango tree in the garden. {lanet}
Wolfram: A mango tree! How is Baraka?
Wanjiku: He cried for his friends for a week, but on Tuesday he started at his new school and came home happy. {school}
Wolfram: Good. Children are stronger than we are.
Wanjiku: And you? How is the diabetes?
Wolfram: Under control. I've lost six kilos since May. Dorothea says I look like a young man again, which is a lie, but a kind one. {kilos}
Wanjiku: And work?
Wolfram: Strange news there too. The craft school in Villach has asked me to teach glass painting two days a week from October. {teach}
Wanjiku: You'll be a wonderful teacher. Will you still make windows?
Wolfram: Three days a week. And my son Valentin is joining my workshop next month, after he finishes his apprenticeship in Munich. {valentin}
Wanjiku: Father and son! How lovely.
@ 2024-12-27
Wolfram: Merry Christmas, Wanjiku, a little late! How was your first Christmas in Nakuru?
Wanjiku: Merry Christmas! It was lovely. Otieno's parents came from Kisumu and stayed until Boxing Day, and his mother cooked for two days straight. {kisumu}
Wolfram: I love a mother who cooks. We had the whole family here, and Krapfen ate a plate of ham on Christmas Eve when nobody was looking. {ham}
Wanjiku: Naughty Krapfen! Was she sick?
Wolfram: A little, but the vet says she'll live.
Wanjiku: Good. I have exciting news: I'm interviewing the novelist Achieng Odhiambo live on my show on the 14th of January! {interview}
Wolfram: How exciting! Have you read her books?
Wanjiku: All four. My favourite is The Salt Road, about a woman who walks from Lamu to Lake Turkana. {saltroad}
Wolfram: I'll look for it in German. How is the saxophone?
Wanjiku: I sold it last month, sadly. I had no time with the morning show, and a neighbour's son wanted it. {sold-sax}
Wolfram: That's a pity. Valentin has been with me since September, by the way, and on the 18th we finished our first window together, for a chapel in Hallstatt. {hallstatt}
Wanjiku: The village on the lake! How is he as a colleague?
Wolfram: Better than me with the lead, honestly. But don't tell him I said that. {lead}
Wanjiku: Your secret is safe with me.
@ 2025-03-15
Wanjiku: Wolfram! Sixty next month! Do you have any plans? {sixty}
Wolfram: Dorothea has booked us a trip to Kenya, actually! We fly to Kenya on the 18th of April and then go to the coast for a week. {kenya}
Wanjiku: No way! You must stay with us for a few nights. Baraka will show you the mango tree.
Wolfram: We'd love that. Dorothea wants to see elephants. {elephants}
Wanjiku: Then go to Amboseli. Otieno can drive you there, he's off work that week. {amboseli}
Wolfram: Wonderful. How is the show?
Wanjiku: Good, but I've been on the evening show since the 3rd of March. The early mornings were making me ill. {evening}
Wolfram: Very wise. You looked tired on our last video call.
Wanjiku: Thanks a lot! How is the teaching?
Wolfram: I love it. One of my students, Leni, won a prize in Bregenz last weekend for a window she made in my class. {leni}
Wanjiku: Tell her congratulations from Kenya!
Wolfram: I will. Also, Krapfen is going to be a mother. She's expecting puppies in late April. {pregnant}
Wanjiku: Oh no, while you're in Kenya?
Wolfram: Valentin will stay at our house with her. He's the only one she listens to. {valentin-stay}
@ 2025-06-21
Wolfram: Wanjiku, thank you again for Kenya. It was the best trip of my life, and Dorothea is still showing everyone the elephant photos. {thanks}
Wanjiku: It was a joy to have you! Baraka still talks about the Austrian man who wasn't allowed any mahamri.
Wolfram: Because of my diabetes! Though I did have one on my birthday. {mandazi}
Wanjiku: And Krapfen's puppies? How many?
Wolfram: Five, born on the 27th of April while we were on the coast. Valentin sent us photos every hour. {puppies}
Wanjiku: Are you keeping any?
Wolfram: One, a little brown boy we call Bretzel. The others went to families in Villach last week. {bretzel}
Wanjiku: Bretzel and Krapfen, the bakery dogs. My news is that Otieno was promoted to regional manager on Monday. {promoted}
Wolfram: Congratulations to him! Are you still on the evening show?
Wanjiku: Yes, and I've started writing a novel in the afternoons, about a radio presenter in Mombasa. {novel}
Wolfram: I wonder where you got that idea.
Wanjiku: No idea at all. Achieng Odhiambo read the first chapter and said it was good, so I'm going to finish it by Christmas. {achieng}
Wolfram: Wonderful. I'll read it, even in English.
""",
    [
        Q("s", "Where does Wolfram live?", "Villach", "radio", "villach", "", True),
        Q(
            "s",
            "What was Wanjiku's job in March 2024?",
            "she read the news on the radio",
            "radio",
            "radio; news",
            "second-person",
        ),
        Q(
            "s",
            "What did Wolfram's workshop finish in March 2024?",
            "the big rose window for the old parish church in Steyr",
            "rose",
            "rose window",
            "",
        ),
        Q(
            "t",
            "When did the bishop bless the rose window in Steyr?",
            "2024-03-12",
            "rose",
            "bishop; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "What does Wolfram do for a living?",
            "he paints glass for church windows",
            "patient",
            "glass painters",
            "second-person",
            True,
        ),
        Q(
            "s",
            "Who is Dorothea?",
            "Wolfram's wife",
            "dorothea",
            "dorothea; wife",
            "fragment",
            True,
        ),
        Q(
            "s",
            "What does Dorothea think Wolfram should do?",
            "retire and grow tomatoes",
            "dorothea",
            "retire; tomatoes",
            "",
        ),
        Q(
            "s",
            "How old was Wolfram in March 2024?",
            "fifty-eight",
            "age",
            "fifty eight",
            "second-person",
        ),
        Q(
            "t",
            "When did Baraka start swimming lessons?",
            "2024-03-02",
            "baraka",
            "swimming; two weeks ago",
            "relative-date",
        ),
        Q(
            "s",
            "Which family member of Wanjiku's cannot swim?",
            "her husband Otieno",
            "otieno",
            "otieno; swim",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who taught Wanjiku the saxophone?",
            "an old jazz player called Mzee Juma",
            "sax",
            "mzee juma",
            "",
        ),
        Q(
            "s",
            "What song could Wanjiku play on the saxophone?",
            "Summertime",
            "sax",
            "summertime",
            "",
        ),
        Q(
            "o",
            "Who wrote the song Wanjiku learned on the saxophone?",
            "George Gershwin",
            "sax",
            "summertime",
            "",
        ),
        Q(
            "s",
            "Which show was Wanjiku offered in Nakuru?",
            "the morning show",
            "nakuru",
            "morning show",
            "",
        ),
        Q("s", "Where did Otieno work in Mombasa?", "at the port", "port", "port", ""),
        Q(
            "t",
            "When did Wolfram learn he has type 2 diabetes?",
            "2024-05-27",
            "diabetes",
            "diabetes; monday",
            "relative-date",
        ),
        Q(
            "s",
            "What illness does Wolfram have?",
            "type 2 diabetes",
            "diabetes",
            "diabetes",
            "",
            True,
        ),
        Q("s", "What kind of dog is Krapfen?", "a pinscher", "puppy", "pinscher", "", True),
        Q(
            "t",
            "When did Wolfram and Dorothea get Krapfen?",
            "2024-04-23",
            "birthday puppy",
            {"birthday": "23rd; april", "puppy": "birthday"},
            "event-chain",
        ),
        Q(
            "s",
            "Where did Krapfen come from?",
            "a breeder in Hallein",
            "puppy",
            "breeder; hallein",
            "",
        ),
        Q(
            "t",
            "When did Wanjiku do her first morning show in Nakuru?",
            "2024-08-01",
            "nakuru",
            "morning show; 1st; august",
            "human-date",
        ),
        Q(
            "s",
            "Where does Otieno work in Nakuru?",
            "at his company's office in Milimani",
            "lanet",
            "milimani",
            "",
            True,
        ),
        Q(
            "s",
            "Where did Wanjiku's family rent a house in Nakuru?",
            "in Lanet, with a mango tree",
            "lanet",
            "lanet",
            "",
            True,
        ),
        Q(
            "t",
            "When did Baraka start at his new school in Nakuru?",
            "2024-08-13",
            "school",
            "school; tuesday",
            "relative-date pronoun",
        ),
        Q(
            "s",
            "What did the craft school in Villach ask Wolfram to do?",
            "teach glass painting two days a week",
            "teach",
            "teach; two days",
            "",
        ),
        Q("s", "Who is Valentin?", "Wolfram's son", "valentin", "valentin; son", "", True),
        Q(
            "t",
            "In which month did Valentin join Wolfram's workshop?",
            "2024-09",
            "hallstatt",
            "valentin; september",
            "human-date",
        ),
        Q("s", "Where did Valentin do his apprenticeship?", "in Munich", "valentin", "munich", ""),
        Q("s", "Where do Otieno's parents live?", "Kisumu", "kisumu", "kisumu", ""),
        Q(
            "t",
            "When did Krapfen eat a plate of ham?",
            "2024-12-24",
            "ham",
            "ham; christmas eve",
            "human-date",
        ),
        Q(
            "t",
            "When did Wanjiku interview Achieng Odhiambo?",
            "2025-01-14",
            "interview",
            "achieng odhiambo; 14th",
            "human-date",
        ),
        Q(
            "s",
            "What is Wanjiku's favourite book by Achieng Odhiambo?",
            "The Salt Road",
            "saltroad",
            "salt road",
            "",
        ),
        Q(
            "s",
            "What is The Salt Road about?",
            "a woman who walks from Lamu to Lake Turkana",
            "saltroad",
            "lamu; turkana",
            "",
        ),
        Q(
            "t",
            "In which month did Wanjiku sell her saxophone?",
            "2024-11",
            "sold-sax",
            "sold; last month",
            "relative-date",
        ),
        Q(
            "s",
            "Who bought Wanjiku's saxophone?",
            "a neighbour's son",
            "sold-sax",
            "neighbour; son",
            "",
        ),
        Q(
            "m",
            "Why did Wanjiku give up the saxophone?",
            "she had no time once she started the morning show in Nakuru",
            "sax sold-sax",
            {"sax": "summertime", "sold-sax": "morning show"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Wolfram and Valentin finish their first window together?",
            "2024-12-18",
            "hallstatt",
            "first window; 18th",
            "human-date",
        ),
        Q(
            "s",
            "Where is the chapel Wolfram and Valentin made their first window for?",
            "Hallstatt",
            "hallstatt",
            "hallstatt",
            "",
        ),
        Q(
            "s",
            "Where did Wanjiku suggest going to see elephants?",
            "Amboseli",
            "elephants amboseli",
            {"elephants": "elephants", "amboseli": "amboseli"},
            "",
        ),
        Q(
            "t",
            "Since when has Wanjiku presented the evening show?",
            "2025-03-03",
            "evening",
            "evening show; 3rd",
            "human-date",
        ),
        Q(
            "m",
            "Which shows has Wanjiku presented, in order?",
            "the news in Mombasa, then the morning show in Nakuru, then the evening show",
            "radio nakuru evening",
            {"radio": "news", "nakuru": "morning show", "evening": "evening show"},
            "event-chain",
        ),
        Q(
            "s",
            "Why did Wanjiku leave the morning show?",
            "the early mornings were making her ill",
            "evening",
            "early mornings; ill",
            "",
        ),
        Q("s", "Who is Leni?", "one of Wolfram's students", "leni", "leni; students", "fragment"),
        Q(
            "t",
            "In which month did Leni win a prize in Bregenz?",
            "2025-03",
            "leni",
            "prize; last weekend",
            "relative-date",
        ),
        Q(
            "s",
            "Who looked after Krapfen while Wolfram was in Kenya?",
            "Valentin",
            "valentin-stay",
            "valentin",
            "",
        ),
        Q(
            "s",
            "Why was Wolfram not allowed mahamri?",
            "because of his diabetes",
            "mandazi",
            "diabetes",
            "",
        ),
        Q(
            "m",
            "What did Wolfram eat on his sixtieth birthday, and where was he?",
            "one mahamri, in Kenya",
            "sixty kenya mandazi",
            {"sixty": "sixty", "kenya": "kenya", "mandazi": "birthday"},
            "event-chain",
        ),
        Q(
            "t",
            "When were Krapfen's puppies born?",
            "2025-04-27",
            "puppies",
            "27th; april",
            "human-date",
        ),
        Q("s", "How many puppies did Krapfen have?", "five", "puppies", "five", ""),
        Q(
            "m",
            "Where were Wolfram and Dorothea when Krapfen's puppies were born?",
            "on the Kenyan coast",
            "kenya puppies",
            {"kenya": "coast", "puppies": "coast"},
            "event-chain",
        ),
        Q(
            "s",
            "Which of Krapfen's puppies did Wolfram keep?",
            "Bretzel, a little brown boy",
            "bretzel",
            "bretzel",
            "",
            True,
        ),
        Q(
            "t",
            "When was Otieno promoted to regional manager?",
            "2025-06-16",
            "promoted",
            "regional manager; monday",
            "relative-date",
        ),
        Q(
            "s",
            "What is Otieno's job now?",
            "regional manager",
            "promoted",
            "regional manager",
            "latest",
            True,
        ),
        Q(
            "s",
            "What is Wanjiku's novel about?",
            "a radio presenter in Mombasa",
            "novel",
            "radio presenter",
            "",
        ),
        Q(
            "s",
            "By when does Wanjiku plan to finish her novel?",
            "Christmas 2025",
            "achieng",
            "christmas",
            "",
        ),
        Q(
            "s",
            "Wanjiku asks: who taught me the saxophone?",
            "Mzee Juma",
            "sax",
            "mzee juma",
            "first-person-question",
        ),
        Q(
            "s",
            "Which dog did Wolfram get two years ago?",
            "Krapfen, a pinscher puppy",
            "puppy",
            "pinscher",
            "relative-question-date",
        ),
        Q("o", "In which country does Wanjiku live?", "Kenya", "nakuru", "nakuru", ""),
        Q(
            "o",
            "In which country is Steyr, where Wolfram's rose window is?",
            "Austria",
            "rose",
            "steyr",
            "",
        ),
    ],
)
CONVERSATIONS.append(PERPETUA_ANSELM)


TALLULAH_OSSIAN = Conv(
    "pair",
    "timestamped_lines",
    ["Fingal", "Tamsyn"],
    """
@ 2024-06-08
Fingal: tams!! how's beaver life {otter-q}
Tamsyn: amazing honestly. been at the wildlife park 3 weeks now and they've put me on beavers full time, there's 6 of them and one is called crouton {crouton}
Fingal: crouton the beaver. i need to meet crouton
Tamsyn: come down to totnes then!! how's greenock {totnes}
Fingal: wet. still doing deliveries in the van, 140 parcels a day, my back is wrecked {van}
Tamsyn: oof. is the band still a thing
Fingal: yeah we're called the soft verges now lol. first gig is at a pub in gourock on the 28th {gig}
Tamsyn: THE SOFT VERGES. love it. wish i could come
Fingal: i'll send you a video. jamie got me a drum kit off his cousin for my birthday too, second hand but it's lovely {drums}
Tamsyn: wait who's jamie
Fingal: my boyfriend!! we've been seeing each other since march, keep up {jamie}
Tamsyn: sorry sorry i'm rubbish. i failed my driving test again on tuesday btw, third time. rolled back on a hill {test}
Fingal: nooo. fourth time lucky
@ 2024-08-21
Tamsyn: PASSED. fourth time lucky was real. yesterday morning in newton abbot {passed}
Fingal: YESSS. car shopping time
Tamsyn: already sorted, my auntie pam is selling me her old yellow micra for 900 quid {micra}
Fingal: a yellow micra is the correct car for you
Tamsyn: i know. how was the gig
Fingal: so good. about 40 people came and someone threw a bra lol. we've got another one in september at a festival in dunblane {festival}
Tamsyn: rock stars. how's jamie
Fingal: good, we're moving in together!! a flat in gourock, we get the keys on the 1st of september {gourock}
Tamsyn: omg big step. do you still have that awful sofa
Fingal: jamie made me sell it. a student bought it for 30 quid on monday {sofa}
Tamsyn: end of an era. crouton had babies btw, two babies born on saturday, not named yet {pups}
Fingal: BEAVER BABIES
@ 2024-11-03
Fingal: tams help, it's jamie's birthday next saturday and i have no ideas {jamie-bday}
Tamsyn: what does he like
Fingal: birds. he's a birdwatcher, gets up at 5 to look at geese {birds}
Tamsyn: binoculars then. or i can lend you my good camera if you want to take him somewhere {camera}
Fingal: oh good idea, there's a goose reserve at caerlaverock. can i borrow it for that weekend {caerlaverock}
Tamsyn: course, i'll post it tomorrow. news from me: i'm head of the beaver section now!! my boss left in october and they gave me her job {head}
Fingal: TAMS. head beaver. proud of you
Tamsyn: and the babies are called crumble and flapjack, the kids at the park voted {names}
Fingal: crouton crumble and flapjack. the pudding family. any other news
Tamsyn: my mum's getting married again, to a guy called niall she met at line dancing. wedding's on new year's eve in torquay {niall}
Fingal: line dancing romance. do you like him
Tamsyn: yeah he's sound, he's a retired fireman and he makes amazing curry {fireman}
@ 2025-01-25
Tamsyn: how did jamie like the geese trip
Fingal: he loved it, he cried a bit when 2000 geese flew over. your camera's coming back on monday btw, sorry it took so long {camera-back}
Tamsyn: no rush!! the wedding was lovely, mum wore green and niall cried through the vows {wedding}
Fingal: aww. any dramas
Tamsyn: only that the micra broke down on the way home and we waited 2 hours for a tow truck. new year's day in a layby {layby}
Fingal: classic micra. my big news: i quit the deliveries!! i start as a recording engineer at a recording studio in the old sugar sheds on the 3rd of february {studio}
Tamsyn: WHAT. how
Fingal: the guy who recorded our ep offered me a trainee job, he says i have good ears lol {ears}
Tamsyn: you DO have good ears. is the band still going
Fingal: yeah we recorded 4 songs in december, the ep comes out on valentine's day {ep}
Tamsyn: i'll buy ten copies
@ 2025-04-12
Fingal: tams you'll never guess. jamie proposed!! on top of the cobbler last sunday {proposed}
Tamsyn: STOP. did you say yes
Fingal: obviously. we're thinking next summer, somewhere small {summer}
Tamsyn: i'm crying. i'm coming whatever the date. also i got a degu lol
Fingal: a what??
Tamsyn: a pet degu, like a tiny squirrel, her name's truffle, a lad at work was rehoming her. she's so clever, she knows her name {truffle}
Fingal: truffle the degu. ok that's kind of cute. how's the beaver section
Tamsyn: busy. crumble and flapjack moved to a park in pembrokeshire on wednesday, i cried in the van {cornwall}
Fingal: aw you basically raised them
Tamsyn: i know. how's the studio
Fingal: love it. last week we recorded 30 old fishermen from oban singing sea shanties {choir}
@ 2025-06-28
Tamsyn: guess who's moving to scotland
Fingal: NO. you??
Tamsyn: me!! got a job at a wildlife centre near arrochar running their beaver project, i start on the 4th of august {loch}
Fingal: TAMS. we'll basically be neighbours. where will you live
Tamsyn: looking at flats in dumbarton, it's halfway. truffle is coming obviously {dumbarton}
Fingal: obviously. and the micra?
Tamsyn: sold her last week to a farmer's son for 400, she'd never have made it up the motorway {sold-micra}
Fingal: rip micra. i'm getting a new drum kit btw, the old one went to a school in inverkip on thursday {inverkip}
Tamsyn: aw that's nice of you. are you two still doing next summer
Fingal: changed our minds, we're getting married at the registry office on the 18th of october. small and quick {october}
Tamsyn: even better, i'll be up here by then
""",
    [
        Q(
            "s",
            "Where does Tamsyn work in June 2024?",
            "at a wildlife park near Totnes, looking after beavers",
            "crouton",
            "wildlife park; beavers",
            "",
            True,
        ),
        Q(
            "s",
            "What is the name of one of the beavers Tamsyn looks after?",
            "Crouton",
            "crouton",
            "crouton",
            "",
        ),
        Q("s", "Where does Fingal live?", "Greenock", "totnes", "greenock", "second-person", True),
        Q(
            "s",
            "What job did Fingal do in 2024?",
            "parcel deliveries in a van",
            "van",
            "deliveries; van",
            "",
            True,
        ),
        Q("s", "What is Fingal's band called?", "The Soft Verges", "gig", "soft verges", "", True),
        Q(
            "s",
            "Who gave Fingal a drum kit for his birthday?",
            "his boyfriend Jamie",
            "drums",
            "jamie",
            "",
        ),
        Q("s", "Who is Jamie?", "Fingal's boyfriend", "jamie", "boyfriend", "fragment", True),
        Q(
            "t",
            "Since when has Fingal been seeing Jamie?",
            "2024-03",
            "jamie",
            "since march",
            "human-date",
        ),
        Q(
            "t",
            "When did Tamsyn fail her driving test for the third time?",
            "2024-06-04",
            "test",
            "driving test; tuesday",
            "relative-date",
        ),
        Q(
            "s",
            "Why did Tamsyn fail her third driving test?",
            "she rolled back on a hill",
            "test",
            "rolled back; hill",
            "",
        ),
        Q(
            "t",
            "When did Tamsyn pass her driving test?",
            "2024-08-20",
            "passed",
            "passed; yesterday",
            "relative-date",
        ),
        Q(
            "s",
            "Where did Tamsyn pass her driving test?",
            "Newton Abbot",
            "passed",
            "newton abbot",
            "",
        ),
        Q(
            "s",
            "What car did Tamsyn buy from her aunt?",
            "an old yellow Micra",
            "micra",
            "yellow micra",
            "",
        ),
        Q("s", "How much did Tamsyn pay for the Micra?", "900 pounds", "micra", "900", ""),
        Q(
            "m",
            "How many times did Tamsyn take her driving test before she passed?",
            "four",
            "test passed",
            {"test": "third time", "passed": "fourth time"},
            "event-chain",
        ),
        Q(
            "s",
            "Where was the Soft Verges' second gig?",
            "at a festival in Dunblane",
            "festival",
            "festival; dunblane",
            "",
        ),
        Q(
            "s",
            "Where do Fingal and Jamie live?",
            "in a flat in Gourock",
            "gourock",
            "gourock",
            "",
            True,
        ),
        Q(
            "t",
            "When did Fingal sell his old sofa?",
            "2024-08-19",
            "sofa",
            "sell; monday",
            "relative-date",
        ),
        Q(
            "t",
            "When were Crouton's babies born?",
            "2024-08-17",
            "pups",
            "babies; saturday",
            "relative-date",
        ),
        Q(
            "t",
            "When is Jamie's birthday?",
            "2024-11-09",
            "jamie-bday",
            "birthday; next saturday",
            "relative-date",
        ),
        Q("s", "What is Jamie's hobby?", "watching birds", "birds", "birdwatcher", "pronoun", True),
        Q(
            "s",
            "What did Tamsyn lend Fingal in November 2024?",
            "her good camera",
            "camera",
            "camera",
            "",
        ),
        Q(
            "s",
            "Where did Fingal take Jamie for his birthday?",
            "the goose reserve at Caerlaverock",
            "caerlaverock",
            "caerlaverock",
            "",
        ),
        Q(
            "m",
            "Why did Fingal borrow Tamsyn's camera?",
            "to take Jamie to the goose reserve at Caerlaverock for his birthday",
            "jamie-bday caerlaverock",
            {"jamie-bday": "birthday", "caerlaverock": "caerlaverock"},
            "event-chain",
        ),
        Q(
            "s",
            "What job did Tamsyn get in autumn 2024?",
            "head of the beaver section",
            "head",
            "head; beaver section",
            "",
            True,
        ),
        Q(
            "s",
            "What are Crouton's babies called?",
            "Crumble and Flapjack",
            "names",
            "crumble; flapjack",
            "",
        ),
        Q(
            "s",
            "Who did Tamsyn's mum marry?",
            "Niall, a retired fireman",
            "niall",
            "niall",
            "",
            True,
        ),
        Q(
            "t",
            "When did Tamsyn's mum marry Niall?",
            "2024-12-31",
            "niall",
            "wedding; new year's eve",
            "human-date",
        ),
        Q(
            "s",
            "Where did Tamsyn's mum and Niall meet?",
            "at line dancing",
            "niall",
            "line dancing",
            "",
        ),
        Q(
            "s",
            "What did Niall do before he retired?",
            "he was a fireman",
            "fireman",
            "fireman",
            "third-person-fact",
        ),
        Q(
            "t",
            "When did Tamsyn's Micra break down on the way home from the wedding?",
            "2025-01-01",
            "layby",
            "micra; new year's day",
            "human-date",
        ),
        Q(
            "s",
            "What job did Fingal start in February 2025?",
            "trainee recording engineer at a recording studio in the old sugar sheds",
            "studio",
            "recording engineer",
            "latest",
            True,
        ),
        Q(
            "t",
            "When did Fingal start at the recording studio?",
            "2025-02-03",
            "studio",
            "studio; 3rd",
            "human-date",
        ),
        Q(
            "m",
            "How did Fingal get his job at the recording studio?",
            "the man who recorded his band's EP offered him a trainee job",
            "ears studio",
            {"ears": "ep", "studio": "recording engineer"},
            "event-chain",
        ),
        Q(
            "t",
            "When did the Soft Verges' EP come out?",
            "2025-02-14",
            "ep",
            "ep; valentine",
            "human-date",
        ),
        Q(
            "t",
            "When did Jamie propose to Fingal?",
            "2025-04-06",
            "proposed",
            "proposed; last sunday",
            "relative-date",
        ),
        Q("s", "Where did Jamie propose?", "on top of the Cobbler", "proposed", "cobbler", ""),
        Q(
            "s",
            "Who proposed to Fingal last year?",
            "Jamie",
            "proposed",
            "jamie",
            "relative-question-date",
        ),
        Q("s", "What is Tamsyn's pet degu called?", "Truffle", "truffle", "truffle", "", True),
        Q(
            "t",
            "When did Crumble and Flapjack move to Pembrokeshire?",
            "2025-04-09",
            "cornwall",
            "pembrokeshire; wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "Who did Fingal record at the studio in April 2025?",
            "30 old fishermen from Oban singing sea shanties",
            "choir",
            "fishermen; oban",
            "",
        ),
        Q(
            "s",
            "Where will Tamsyn work from August 2025?",
            "at a wildlife centre near Arrochar, running its beaver project",
            "loch",
            "wildlife centre; arrochar",
            "latest",
            True,
        ),
        Q(
            "m",
            "Where has Tamsyn worked with beavers?",
            "at a wildlife park near Totnes, then at a wildlife centre near Arrochar",
            "crouton totnes loch",
            {"crouton": "wildlife park", "totnes": "totnes", "loch": "arrochar"},
            "event-chain",
        ),
        Q(
            "t",
            "When does Tamsyn start her job near Arrochar?",
            "2025-08-04",
            "loch",
            "4th; august",
            "human-date",
        ),
        Q("s", "Where is Tamsyn looking for a flat?", "Dumbarton", "dumbarton", "dumbarton", ""),
        Q(
            "t",
            "In which month did Tamsyn sell her Micra?",
            "2025-06",
            "sold-micra",
            "sold; last week",
            "relative-date",
        ),
        Q("s", "Who bought Tamsyn's Micra?", "a farmer's son", "sold-micra", "farmer", "pronoun"),
        Q(
            "t",
            "When did Fingal give his old drum kit to a school in Inverkip?",
            "2025-06-26",
            "inverkip",
            "inverkip; thursday",
            "relative-date",
        ),
        Q(
            "t",
            "When are Fingal and Jamie getting married?",
            "2025-10-18",
            "october",
            "married; 18th",
            "human-date latest",
        ),
        Q(
            "m",
            "Where did Fingal's first drum kit end up, and who had given it to him?",
            "at a school in Inverkip; Jamie gave it to him",
            "drums inverkip",
            {"drums": "jamie", "inverkip": "school"},
            "event-chain",
        ),
        Q(
            "m",
            "What happened to the car Tamsyn bought from her aunt?",
            "it broke down on New Year's Day and she sold it to a farmer's son in June 2025",
            "micra layby sold-micra",
            {"micra": "micra", "layby": "broke down", "sold-micra": "sold"},
            "event-chain",
        ),
        Q(
            "s",
            "Tamsyn asks: what is my degu called?",
            "Truffle",
            "truffle",
            "truffle",
            "first-person-question",
        ),
        Q("o", "In which county is Totnes, where Tamsyn worked?", "Devon", "totnes", "totnes", ""),
        Q(
            "o",
            "In which country is the Cobbler, the hill where Jamie proposed?",
            "Scotland",
            "proposed",
            "cobbler",
            "",
        ),
    ],
)
CONVERSATIONS.append(TALLULAH_OSSIAN)


TEMPERANCE = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-02-27
User: Hello! My name is Euphemia and I'm a district nurse in Montrose. I've finally decided to learn to drive at forty-one, and I'd like help making a plan. {euphemia}
Assistant: Congratulations on the decision, Euphemia! Plenty of people learn later in life and do very well. Have you booked any lessons yet?
User: My first lesson is on Saturday, with a driving teacher called Senga. I'm nervous, because when my husband Dougal tried to teach me twenty years ago, I crashed our old car into a wall. {senga}
Assistant: That sounds like a good reason to learn from a professional! Two lessons a week is a good pace, and you can start studying for the theory test now too.
User: I work shifts, so I can only do Tuesday and Saturday mornings. {shifts}
Assistant: That's fine. You could use a theory app on your breaks, about twenty minutes a day.
User: I also want to be able to drive to my sister Heather's farm near Forfar. She's just had a hip operation and can't get about. {heather}
Assistant: That's a kind goal. Country roads are good practice once you're confident, so ask Senga to include some.
User: Thank you. I'll download an app tonight.
Assistant: Good luck on Saturday, Euphemia!
@ 2024-05-14
User: Hello, it's Euphemia again. I passed my theory test on Friday with 48 out of 50! {theory}
Assistant: Well done! That's an excellent score. How are the driving lessons going?
User: Much better. Senga says I'm ready for the practical test, and I've booked it for the 9th of July in Montrose. {booked}
Assistant: Great. Practise the manoeuvres, especially parallel parking, and ask Senga for a mock test.
User: Parallel parking is my nightmare. I also want to buy a small car. Heather is selling her old blue Dacia Sandero for two thousand pounds. Is that a fair price? {skoda}
Assistant: It depends on the year and the mileage, but it can be. Ask for the service history and the MOT certificate.
User: It's from 2014, with sixty thousand miles on it. {mileage}
Assistant: That sounds reasonable. Have someone who knows cars look at it before you pay.
User: Dougal can do that, he services the buses at the bus garage. {dougal}
Assistant: Perfect, then you're in good hands.
@ 2024-07-16
User: Hello! I passed my driving test on the 9th, first time! {passed}
Assistant: Congratulations, Euphemia! That's wonderful news.
User: Thank you! I've bought Heather's Dacia, and on Sunday I drove it to her farm by myself for the first time. {drove}
Assistant: How did it go?
User: Very well, apart from a flock of sheep in the road. Now I'd like ideas for a first long drive. Dougal and I want to go to Seil in September for our silver wedding. {skye}
Assistant: Seil is beautiful. You reach it by the old stone bridge at Clachan, and from there little ferries go across to Easdale and Luing. Allow a full day for the drive.
User: Our anniversary is on the 21st of September, so we'll leave on the 19th. {anniversary}
Assistant: That gives you plenty of time. Book your hotel early, as the island is busy in September.
User: We'll skip the ferries, boats make me ill. {seasick}
Assistant: Then stay on Seil itself, there's plenty to see. Enjoy the planning!
@ 2024-11-05
User: Hello, it's Euphemia. Seil was wonderful, and we saw an eagle near Easdale on our anniversary. Now I need advice about something else. {eagle}
Assistant: I'm glad you enjoyed it! What can I help with?
User: I've been offered a job as a team leader for the district nurses in Blairgowrie, starting in January. It's more money, but I'd have to drive forty minutes each way. {perth}
Assistant: Congratulations on the offer! The drive is manageable, but think about winter roads. Would your hours change?
User: Yes, there would be no more night shifts, which would be lovely. {nights}
Assistant: No night shifts is a big advantage for your health. It sounds like a good move.
User: I think so too. I'm going to say yes on Friday. Dougal thinks I should buy a bigger car for the winter. {bigger}
Assistant: Good winter tyres matter more than the size of the car. You could fit winter tyres to your Dacia.
User: That's much cheaper. I'll ask Dougal to do it.
Assistant: Good plan. Congratulations again on the new job!
@ 2025-03-18
User: Hello! I've been a team leader in Blairgowrie since the 6th of January, and I love it. I have one small problem, though. {team-leader}
Assistant: I'm glad you're enjoying it! What's the problem?
User: My colleague Wilma and I share the driving, and her schnauzer sheds all over my seats. How do I get the hair out? {wilma}
Assistant: A rubber glove or a damp sponge works well on fabric seats. You could also buy a washable seat cover for the days she rides with you.
User: A seat cover is a good idea. Also, our daughter Catriona is getting married in Crieff on the 7th of June, and I want to drive the bride to the church. {catriona}
Assistant: What a lovely idea! Decorate the car with ribbons, and do a practice drive of the route the week before.
User: My Dacia isn't very glamorous, though. Dougal wants to borrow his brother's old Jaguar for the day. {jaguar}
Assistant: A classic Jaguar would look beautiful in the photos. Drive it a few times before the wedding so that you know it well.
User: I will. Thank you, you've helped me all the way from my first lesson to this!
Assistant: It's been a pleasure, Euphemia. Congratulations to Catriona!
""",
    [
        Q(
            "s",
            "What was the user's job in early 2024?",
            "district nurse in Montrose",
            "euphemia",
            "district nurse; montrose",
            "",
            True,
        ),
        Q(
            "s",
            "How old was the user when she decided to learn to drive?",
            "forty-one",
            "euphemia",
            "forty one",
            "",
        ),
        Q(
            "t",
            "When was the user's first driving lesson?",
            "2024-03-02",
            "senga",
            "first lesson; saturday",
            "relative-date",
        ),
        Q("s", "Who was the user's driving teacher?", "Senga", "senga", "senga", ""),
        Q(
            "s",
            "Who is Dougal?",
            "the user's husband",
            "senga",
            "dougal; husband",
            "fragment",
            True,
        ),
        Q(
            "s",
            "What happened when Dougal tried to teach the user to drive?",
            "she crashed their old car into a wall",
            "senga",
            "crashed; wall",
            "",
        ),
        Q(
            "s",
            "Where does the user's sister Heather live?",
            "on a farm near Forfar",
            "heather",
            "farm; forfar",
            "",
            True,
        ),
        Q(
            "s",
            "What operation had Heather just had in February 2024?",
            "a hip operation",
            "heather",
            "hip operation",
            "third-person-fact",
        ),
        Q(
            "t",
            "When did the user pass her driving theory test?",
            "2024-05-10",
            "theory",
            "theory; friday",
            "relative-date",
        ),
        Q("s", "What did the user score in her theory test?", "48 out of 50", "theory", "48", ""),
        Q(
            "m",
            "What car does the user drive, and who sold it to her?",
            "an old blue Dacia Sandero, bought from her sister Heather",
            "skoda drove",
            {"skoda": "dacia sandero", "drove": "bought; dacia"},
            "event-chain",
            True,
        ),
        Q(
            "s",
            "How much did Heather want for her Dacia?",
            "two thousand pounds",
            "skoda",
            "two thousand pounds",
            "",
        ),
        Q(
            "s",
            "What is Dougal's job?",
            "he services the buses at the bus garage",
            "dougal",
            "services; bus garage",
            "third-person-fact pronoun",
            True,
        ),
        Q(
            "t",
            "When did the user pass her driving test?",
            "2024-07-09",
            "booked passed",
            {"booked": "9th; july", "passed": "passed; 9th"},
            "human-date",
        ),
        Q(
            "t",
            "When did the user first drive to Heather's farm by herself?",
            "2024-07-14",
            "drove",
            "farm; sunday",
            "relative-date",
        ),
        Q(
            "m",
            "Where did the user drive by herself within a week of passing her test?",
            "to her sister Heather's farm near Forfar",
            "passed drove",
            {"passed": "passed", "drove": "farm"},
            "event-chain",
        ),
        Q(
            "s",
            "What was in the road on the user's first drive to the farm?",
            "a flock of sheep",
            "skye",
            "sheep",
            "",
        ),
        Q(
            "s",
            "Which anniversary did the user celebrate in September 2024?",
            "her silver wedding",
            "skye",
            "silver wedding",
            "",
        ),
        Q(
            "t",
            "When is the user's anniversary?",
            "2024-09-21",
            "anniversary",
            "anniversary; 21st",
            "human-date",
        ),
        Q(
            "s",
            "Why did the user want to skip the ferries on her anniversary trip?",
            "boats make her ill",
            "seasick",
            "boats; ill",
            "",
        ),
        Q(
            "m",
            "Where were the user and Dougal on their silver wedding, and what did they see?",
            "on Seil, near Easdale, where they saw an eagle",
            "skye eagle",
            {"skye": "silver wedding", "eagle": "eagle; easdale"},
            "event-chain",
        ),
        Q(
            "s",
            "What job was the user offered in November 2024?",
            "team leader for the district nurses in Blairgowrie",
            "perth",
            "team leader; blairgowrie",
            "",
        ),
        Q(
            "t",
            "Since when has the user been a team leader in Blairgowrie?",
            "2025-01-06",
            "team-leader",
            "team leader; 6th",
            "human-date",
        ),
        Q(
            "m",
            "How did the user's job change between 2024 and 2025?",
            "from district nurse in Montrose to team leader for the district nurses in Blairgowrie, with no night shifts",
            "euphemia team-leader",
            {"euphemia": "district nurse", "team-leader": "team leader; blairgowrie"},
            "event-chain latest",
        ),
        Q(
            "s",
            "Who shares the driving to work with the user?",
            "her colleague Wilma",
            "wilma",
            "wilma",
            "",
        ),
        Q(
            "s",
            "What kind of dog does Wilma have?",
            "a schnauzer",
            "wilma",
            "schnauzer",
            "third-person-fact",
        ),
        Q(
            "s",
            "Who is Catriona?",
            "the user's daughter",
            "catriona",
            "catriona; daughter",
            "fragment",
            True,
        ),
        Q(
            "t",
            "When is Catriona's wedding?",
            "2025-06-07",
            "catriona",
            "married; 7th",
            "human-date",
        ),
        Q("s", "Where is Catriona getting married?", "Crieff", "catriona", "crieff", ""),
        Q(
            "s",
            "Which car does Dougal want to borrow for Catriona's wedding?",
            "his brother's old Jaguar",
            "jaguar",
            "jaguar",
            "",
        ),
        Q(
            "m",
            "Why did the user want to learn to drive, and did she manage it?",
            "to visit her sister Heather's farm near Forfar; she drove there alone in July 2024",
            "heather drove",
            {"heather": "farm; forfar", "drove": "farm"},
            "event-chain",
        ),
        Q(
            "o",
            "In which island group is the island the user visited for her anniversary?",
            "the Slate Islands, in the Inner Hebrides",
            "skye",
            "seil",
            "",
        ),
        Q(
            "o",
            "In which council area is Forfar, where Heather farms?",
            "Angus",
            "heather",
            "forfar",
            "",
        ),
    ],
    user_label="Euphemia",
)
CONVERSATIONS.append(TEMPERANCE)


RADOMIR = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-09-03
User: Hi, I'm Przemek. I'm a sous-chef at a Polish restaurant in Bradford, and I've just signed up for my first sprint aquathlon, in Knaresborough on the 29th of September. I can run, but I swim like a brick. {przemek}
Assistant: Nice to meet you, Przemek, and well done for signing up! The swim in a sprint aquathlon is usually 750 metres. How far can you swim now?
User: About two lengths before I panic. My partner Halina says I should just do breaststroke. {halina}
Assistant: Breaststroke is perfectly fine for a first aquathlon. Swim three times a week, and add a length each time.
User: I work evenings, so mornings are best. The pool near my flat in Shipley opens at half past six. {headingley}
Assistant: Then morning swims three times a week will work well. Rest the day before the race.
User: I also have gout in my left big toe, and it flares up sometimes. Is running bad for it? {gout}
Assistant: I'm not a doctor, so please ask your GP, but many people with gout run when it isn't flaring. Drinking plenty of water helps.
User: Thanks, I'll ask at my check-up next week.
Assistant: Good luck with the training, Przemek!
@ 2024-10-01
User: Hi, it's Przemek. I finished the aquathlon on Sunday! One hour and 38 minutes, and I swam the whole way, all breaststroke. {finished}
Assistant: Congratulations! That's a great time for a first aquathlon. How do you feel?
User: Tired but proud. Halina and her mother cheered at the lake with a big sign. {sign}
Assistant: That's lovely. What's next for you?
User: Bigger news, actually. Halina is pregnant! The baby is due on the 14th of April. {pregnant}
Assistant: Congratulations to you both! That's wonderful news.
User: Thank you! Our flat is too small, so we want to move to a house with a garden before the baby comes. Where should we start? {house}
Assistant: Start by setting a budget and getting a mortgage agreement in principle. Look at areas near good parks and schools, and give yourselves three or four months.
User: Halina likes Baildon, near the moor. {roundhay}
Assistant: Baildon is popular with families. Compare houses there with a few nearby areas.
@ 2025-01-14
User: Hello, Przemek here. We got the keys to a house in Baildon on Friday! It has three bedrooms and a small garden. {keys}
Assistant: Congratulations! A house with a garden before the baby arrives is perfect timing.
User: I need help choosing a colour for the baby's room. We don't know if it's a boy or a girl, we want a surprise. {surprise}
Assistant: Neutral colours like sage green, soft yellow or warm grey work well. Use a low-odour paint and air the room well while it dries.
User: Sage green, I like it. Also, I've left the restaurant. Since the 2nd of January I've been chef de cuisine at a new bistro in Keighley. {head-chef}
Assistant: Congratulations on the promotion! How are you finding it?
User: Hard work, twelve hours a day. But the owner is giving me four months off when the baby comes. {leave}
Assistant: That's generous. Try to rest when you can before then.
User: On Sunday I sold my old racing bike to my colleague Dawid, to pay for the cot. {bike}
Assistant: A good trade. Enjoy the painting!
@ 2025-04-29
User: Hello! Our daughter was born on the 17th of April, three days late. Her name is Jadwiga. {jadwiga}
Assistant: Congratulations, Przemek! Welcome, Jadwiga. How are Halina and the baby?
User: Both well, thank you. Jadwiga sleeps all day and screams all night. How do we fix that? {sleep}
Assistant: It's very common in the first weeks. Keep the days bright and the nights dark and quiet, and ask your health visitor for advice.
User: My mother is coming from Toruń on Saturday to help for a month. {mother}
Assistant: That's a big help. Make sure she has somewhere comfortable to sleep.
User: She'll have the spare room. My gout flared up badly in February, so the doctor has put me on tablets, but I'm fine now. {tablets}
Assistant: I'm glad it's being treated. Keep drinking plenty of water.
User: I will. I also want to cook my mother's own recipe for cabbage rolls when she arrives. {pierogi}
Assistant: That's a lovely way to welcome her. Enjoy the time together!
@ 2025-08-19
User: Hi, Przemek again. I go back to work next Monday after four months at home, and I'm nervous about leaving Jadwiga. {back}
Assistant: That's completely natural. Will Halina be at home with her?
User: Until October, when Halina goes back to her job at the library. Then Jadwiga starts at a nursery in Baildon three days a week. {nursery}
Assistant: That sounds well planned. Try a few short settling-in sessions at the nursery in September.
User: Good idea. I also want to do the Knaresborough aquathlon again, on the 28th of September. Is five weeks of training enough? {again}
Assistant: For a sprint distance, five weeks is enough if you already have some fitness. Keep the swim sessions easy at first.
User: I've taken Jadwiga to the baby pool every Saturday since June, so I'm in the water a lot. {baby-pool}
Assistant: Lovely! That's a great start.
User: And I've finally learned front crawl, from videos, so maybe I'll be faster this year. {crawl}
Assistant: Good luck, Przemek! I hope you beat last year's time of one hour and 38 minutes.
""",
    [
        Q(
            "s",
            "What was the user's job in September 2024?",
            "sous-chef at a Polish restaurant in Bradford",
            "przemek",
            "sous chef",
            "",
            True,
        ),
        Q(
            "t",
            "When was the user's first sprint aquathlon?",
            "2024-09-29",
            "przemek",
            "aquathlon; 29th",
            "human-date",
        ),
        Q(
            "s",
            "Where was the user's first aquathlon?",
            "Knaresborough",
            "przemek",
            "knaresborough",
            "",
        ),
        Q(
            "s",
            "Who is Halina?",
            "the user's partner",
            "halina",
            "halina; partner",
            "fragment",
            True,
        ),
        Q(
            "s",
            "Where did the user live in 2024?",
            "in a flat in Shipley",
            "headingley",
            "shipley",
            "",
            True,
        ),
        Q(
            "s",
            "What health condition does the user have?",
            "gout in his left big toe",
            "gout",
            "gout",
            "",
            True,
        ),
        Q(
            "s",
            "What was the user's time in his first aquathlon?",
            "one hour and 38 minutes",
            "finished",
            "one hour; 38 minutes",
            "",
        ),
        Q(
            "s",
            "Which stroke did the user swim in his first aquathlon?",
            "breaststroke",
            "finished",
            "breaststroke",
            "",
        ),
        Q(
            "s",
            "Which race did the user finish two years ago?",
            "a sprint aquathlon in Knaresborough",
            "finished",
            "aquathlon",
            "relative-question-date",
        ),
        Q(
            "s",
            "Who cheered for the user at the aquathlon?",
            "Halina and her mother",
            "sign",
            "halina; mother",
            "",
        ),
        Q(
            "s",
            "Where did the user and Halina buy a house?",
            "Baildon",
            "keys",
            "house; baildon",
            "latest",
            True,
        ),
        Q(
            "t",
            "When did the user get the keys to the house in Baildon?",
            "2025-01-10",
            "keys",
            "keys; friday",
            "relative-date",
        ),
        Q(
            "s",
            "What colour did the user choose for the baby's room?",
            "sage green",
            "head-chef",
            "sage green",
            "",
        ),
        Q(
            "s",
            "What is the user's job now?",
            "chef de cuisine at a new bistro in Keighley",
            "head-chef",
            "chef de cuisine; keighley",
            "latest",
            True,
        ),
        Q(
            "t",
            "Since when has the user been chef de cuisine at the bistro?",
            "2025-01-02",
            "head-chef",
            "chef de cuisine; 2nd",
            "human-date",
        ),
        Q(
            "s",
            "Who bought the user's old racing bike?",
            "his colleague Dawid",
            "bike",
            "dawid",
            "",
        ),
        Q("s", "Why did the user sell his racing bike?", "to pay for the cot", "bike", "cot", ""),
        Q("t", "When was Jadwiga born?", "2025-04-17", "jadwiga", "born; 17th", "human-date"),
        Q("s", "What is the user's daughter called?", "Jadwiga", "jadwiga", "jadwiga", "", True),
        Q(
            "m",
            "How late was Jadwiga, and when had she been due?",
            "three days late; she was due on 14 April",
            "pregnant jadwiga",
            {"pregnant": "14th", "jadwiga": "three days late"},
            "event-chain",
        ),
        Q("s", "Where does the user's mother live?", "Toruń", "mother", "toruń", ""),
        Q(
            "t",
            "When did the user's mother arrive to help with Jadwiga?",
            "2025-05-03",
            "mother",
            "mother; saturday",
            "relative-date",
        ),
        Q(
            "m",
            "What happened to the user's gout after he asked about running?",
            "it flared up badly in February 2025 and the doctor put him on tablets",
            "gout tablets",
            {"gout": "gout", "tablets": "tablets"},
            "event-chain",
        ),
        Q(
            "t",
            "When did the user go back to work after Jadwiga was born?",
            "2025-08-25",
            "back",
            "work; next monday",
            "relative-date",
        ),
        Q(
            "m",
            "How long was the user at home after Jadwiga's birth, and who gave him the time off?",
            "four months, given by the owner of the bistro",
            "leave back",
            {"leave": "four months; owner", "back": "four months"},
            "event-chain",
        ),
        Q(
            "s",
            "Where does Halina work?",
            "at the library",
            "nursery",
            "library",
            "third-person-fact",
            True,
        ),
        Q(
            "m",
            "Where does Jadwiga go to nursery, and when did her parents move there?",
            "Baildon; her parents got the keys to their house there in January 2025",
            "keys nursery",
            {"keys": "keys; baildon", "nursery": "nursery; baildon"},
            "event-chain",
        ),
        Q(
            "s",
            "What swimming stroke did the user learn in 2025?",
            "front crawl",
            "crawl",
            "front crawl",
            "latest",
        ),
        Q(
            "m",
            "Which swimming strokes has the user used, first and last?",
            "breaststroke in his first aquathlon, then front crawl",
            "finished crawl",
            {"finished": "breaststroke", "crawl": "front crawl"},
            "event-chain",
        ),
        Q(
            "o",
            "In which English county is Knaresborough, where the user raced?",
            "North Yorkshire",
            "przemek",
            "knaresborough",
            "",
        ),
        Q(
            "o",
            "In which country is Toruń, where the user's mother lives?",
            "Poland",
            "mother",
            "toruń",
            "",
        ),
    ],
    user_label="Przemek",
)
CONVERSATIONS.append(RADOMIR)


# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-03-06 is a Wednesday, 2024-07-20 a Saturday, 2024-11-14 a Thursday, 2025-02-24 a
# Monday, 2025-06-13 a Friday and 2025-10-07 a Tuesday. A weekday named for a past event is
# the one before the date; for a plan, the one after.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-03-06", "2024-07-20", "2024-11-14"
D_, E_, F_ = "2025-02-24", "2025-06-13", "2025-10-07"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Obadiah",
        "On Monday I took my daughter Guinevere to the Chagall show in Kirkcaldy, and now she wants to be a painter.",
        [
            M(
                "Obadiah took his daughter Guinevere to the Chagall show in Kirkcaldy on 2024-03-04.",
                R,
                "obadiah|guinevere; chagall; 2024-03-04",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "Perran",
        "sold my old surfboard to a lad from bude on thursday, 150 quid",
        [M("Perran sold his old surfboard on 2024-07-18.", R, "perran; surfboard; 2024-07-18")],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Honorine",
        "My husband Hippolyte walked the whole length of the Bucharest canal for charity on Sunday, in four hours and two minutes, and I cried at the finish.",
        [
            M(
                "Honorine's husband Hippolyte walked the Bucharest canal for charity on 2024-11-10.",
                R,
                "hippolyte; bucharest canal; 2024-11-10",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "I lent my lawnmower to my neighbour on Saturday, and he brought it back with a bent blade. How do I straighten it?",
        [
            M(
                "The user lent a lawnmower to a neighbour on 2025-02-22.",
                R,
                "user; lawnmower; 2025-02-22",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "Two weeks ago I passed my falconry exam. Actually, it was three weeks ago. Now I want to buy my first hawk, so what should I look for?",
        [M("The user passed a falconry exam on 2025-05-23.", R, "user; falconry exam; 2025-05-23")],
    ),
    S(
        "past-event",
        NL,
        F_,
        "Wilfreda",
        "We buried Grandad's old pointer under the apple tree on Sunday. Sorry, it was Saturday, I'm all muddled this week.",
        [
            M(
                "Wilfreda buried her grandad's old pointer under the apple tree on 2025-10-04.",
                R,
                "wilfreda; pointer; 2025-10-04",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        A_,
        "Kenver",
        "got a nose stud yesterday in camborne, mum doesn't know yet",
        [
            M(
                "Kenver got a nose stud in Camborne on 2024-03-05.",
                R,
                "kenver; nose stud; 2024-03-05",
            )
        ],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Casilda",
        "I've worked as a signwriter in Hastings for nine years, so I get called out at all hours.",
        [M("Casilda is a signwriter in Hastings.", D, "casilda; signwriter")],
    ),
    S(
        "durable-fact",
        TL,
        C_,
        "Bramwell",
        "We moved into a cottage in Ludlow in the summer, so my commute is much longer now.",
        [M("Bramwell lives in a cottage in Ludlow.", D, "bramwell; ludlow")],
    ),
    S(
        "durable-fact",
        NJ,
        D_,
        "Sylvaine",
        "I've been allergic to lupin flour since I was a child, so I bring my own bread everywhere.",
        [M("Sylvaine is allergic to lupin flour.", D, "sylvaine; lupin")],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "I'm a widower, and both of my daughters live in Canada now.",
        [
            M(
                "The user is a widower whose two daughters live in Canada.",
                D,
                "user; widower|daughters",
            )
        ],
    ),
    S(
        "durable-fact",
        JM,
        F_,
        "User",
        "I speak Welsh at home with my wife, but English at work.",
        [M("The user speaks Welsh at home with his wife.", D, "user; welsh")],
    ),
    S(
        "durable-fact",
        NL,
        A_,
        "Jolyon",
        "These days I teach the lute at a music school in Frome, three days a week.",
        [M("Jolyon teaches the lute at a music school in Frome.", D, "jolyon; lute")],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        C_,
        "Jessamy",
        "We're driving up to my in-laws in Alnwick on Boxing Day and staying until New Year.",
        [
            M(
                "Jessamy is driving to her in-laws in Alnwick on 2024-12-26.",
                R,
                "jessamy; alnwick|in laws; 2024-12-26",
            )
        ],
    ),
    S(
        "plan",
        TL,
        D_,
        "Ellis",
        "got an interview at the cider farm on friday, wish me luck",
        [
            M(
                "Ellis has a job interview at the cider farm on 2025-02-28.",
                R,
                "ellis; interview; 2025-02-28",
            )
        ],
    ),
    S(
        "plan",
        NJ,
        E_,
        "Everard",
        "My brother Linus and I start walking the Offa's Dyke path on the 21st, and we've got twelve days to finish it.",
        [
            M(
                "Everard and his brother Linus start walking the Offa's Dyke path on 2025-06-21.",
                R,
                "everard|linus; offa's dyke; 2025-06-21",
            )
        ],
    ),
    S(
        "plan",
        UA,
        F_,
        "User",
        "My son starts at a new school in Melton Mowbray on Monday, and he's nervous. How can I help him settle in?",
        [
            M(
                "The user's son starts at a new school in Leicester on 2025-10-13.",
                R,
                "son; school; 2025-10-13",
            )
        ],
    ),
    S(
        "plan",
        JM,
        A_,
        "User",
        "I'm having a molar out on Friday. What soft foods should I buy?",
        [M("The user is having a molar out on 2024-03-08.", R, "user; molar; 2024-03-08")],
    ),
    # facts about other people
    S(
        "third-person-fact",
        NL,
        D_,
        "Athelstan",
        "My wife Sinéad has just been made head of the maternity ward at St Kentigern's.",
        [
            M(
                "Athelstan's wife Sinéad is head of the maternity ward at St Kentigern's.",
                D,
                "sinéad; maternity ward",
            )
        ],
    ),
    S(
        "third-person-fact",
        TL,
        E_,
        "Jez",
        "my brother's a train guard in sheffield now, he transferred from doncaster in april",
        [M("Jez's brother is a train guard in Sheffield.", D, "brother; train guard; sheffield")],
    ),
    S(
        "third-person-fact",
        NJ,
        F_,
        "Nerys",
        "Our neighbour Mr Adeyemi has bought the old bakery on the corner, and he's turning it into a bike shop.",
        [
            M(
                "Nerys's neighbour Mr Adeyemi bought the old bakery on the corner to turn into a bike shop.",
                D,
                "adeyemi; bakery|bike shop",
            )
        ],
    ),
    S(
        "third-person-fact",
        UA,
        A_,
        "User",
        "My granddaughter Kezia is studying dentistry in Sligo. What could I send her for her birthday?",
        [M("The user's granddaughter Kezia studies dentistry in Sligo.", D, "kezia; dentistry")],
    ),
    S(
        "third-person-fact",
        JM,
        B_,
        "User",
        "My husband Sindre has taken up the bagpipes, and the neighbours have complained. Is there a quiet way for him to practise?",
        [M("The user's husband Sindre plays the bagpipes.", D, "sindre; bagpipes")],
    ),
    # short answers to a question
    S(
        "fragment-answer",
        NL,
        E_,
        "Philemon",
        "Tavira, since March. The rent is much cheaper than in Yeovil.",
        [M("Philemon lives in Tavira.", D, "philemon; tavira")],
        [("Drusilla", "Where are you living these days?")],
    ),
    S(
        "fragment-answer",
        TL,
        F_,
        "Bethan",
        "night shifts at the parcel depot, 10 till 6",
        [M("Bethan works night shifts at the parcel depot.", D, "bethan; parcel depot")],
        [("Taz", "what u doing for work now")],
    ),
    S(
        "fragment-answer",
        NJ,
        A_,
        "Tancred",
        "Ultimate frisbee, twice a week, in the big park by the river.",
        [M("Tancred plays ultimate frisbee.", D, "tancred; ultimate frisbee")],
        [("Ghislaine", "What sport are you playing these days?")],
    ),
    S(
        "fragment-answer",
        UA,
        B_,
        "User",
        "Three, and a very old tortoiseshell cat.",
        [
            M(
                "The user has three children and an old tortoiseshell cat.",
                D,
                "user; three children|tortoiseshell cat",
            )
        ],
        [("Assistant", "How many children do you have?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        B_,
        "Ysella",
        "I've had a horrible cold for a week now, and I've lost my voice completely.",
        [M("Ysella has a cold and has lost her voice.", R, "ysella; cold|voice")],
    ),
    S(
        "recent-state",
        TL,
        C_,
        "Baz",
        "on crutches for 6 weeks, broke my foot at football",
        [M("Baz is on crutches after breaking a foot at football.", R, "baz; crutches|broke foot")],
    ),
    S(
        "recent-state",
        JM,
        D_,
        "User",
        "I'm staying with my sister in Machynlleth while my kitchen is rebuilt, so I only have a microwave. Any easy recipes?",
        [
            M(
                "The user is staying with a sister in Machynlleth while the kitchen is rebuilt.",
                R,
                "user; machynlleth",
            )
        ],
    ),
    S(
        "recent-state",
        UA,
        E_,
        "User",
        "I'm on antibiotics for a chest infection this week, so no wine for me at the party on Saturday. What could I drink instead?",
        [
            M(
                "The user is on antibiotics for a chest infection.",
                R,
                "user; antibiotics|chest infection",
            )
        ],
    ),
    # requests that carry a fact
    S(
        "request-with-fact",
        UA,
        F_,
        "User",
        "I've just bought a second-hand piano from a church in Ripon. How often should it be tuned?",
        [M("The user bought a second-hand piano from a church in Ripon.", R, "user; piano")],
    ),
    S(
        "request-with-fact",
        JM,
        A_,
        "User",
        "My son Lancelot has a peanut allergy. Can you suggest a birthday cake recipe without nuts?",
        [M("The user's son Lancelot has a peanut allergy.", D, "lancelot; peanut allergy")],
    ),
    S(
        "request-with-fact",
        UA,
        C_,
        "User",
        "We've borrowed my brother-in-law's motorhome for the October half term. What should we check before we set off?",
        [
            M(
                "The user borrowed a brother-in-law's motorhome for the October half term.",
                R,
                "user; motorhome",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        E_,
        "User",
        "I run a small second-hand bookshop in Hay-on-Wye. How can I get more people to come in on weekdays?",
        [M("The user runs a small second-hand bookshop in Hay-on-Wye.", D, "user; bookshop")],
    ),
    # facts the other person states and the speaker confirms
    S(
        "second-person",
        NL,
        C_,
        "Zenobia",
        "Still there! I'm the head gardener now, actually.",
        [
            M(
                "Zenobia is the head gardener at the botanic garden at Benmore.",
                D,
                "zenobia; head gardener|botanic garden",
            )
        ],
        [("Leander", "You still work at the botanic garden at Benmore, don't you?")],
    ),
    S(
        "second-person",
        TL,
        D_,
        "Fliss",
        "yep still got him, he's 14 now and still bites",
        [M("Fliss has a 14-year-old gecko.", D, "fliss; gecko")],
        [("Tobi", "wait do u still have that grumpy gecko")],
    ),
    S(
        "second-person",
        NJ,
        F_,
        "Marietta",
        "I am! We open in the church hall every Sunday now.",
        [M("Marietta runs the repair café in the church hall.", D, "marietta; repair café")],
        [("Aloysius", "You're the one who runs the repair café, aren't you?")],
    ),
    S(
        "second-person",
        UA,
        A_,
        "User",
        "Yes, that's right, every Saturday in the summer.",
        [
            M(
                "The user volunteers at the whaling museum at Ardnamurchan.",
                D,
                "user; whaling museum",
            )
        ],
        [
            (
                "Assistant",
                "You said earlier that you volunteer at the whaling museum at Ardnamurchan?",
            )
        ],
    ),
    # several facts at once
    S(
        "multi-fact",
        NL,
        D_,
        "Hortensia",
        "I'm 47, I drive a school bus in Helston, and I sing in a gospel group on Wednesdays.",
        [
            M("Hortensia is 47.", D, "hortensia; 47"),
            M("Hortensia drives a school bus in Helston.", D, "hortensia; school bus"),
            M("Hortensia sings in a gospel group.", D, "hortensia; gospel group"),
        ],
    ),
    S(
        "multi-fact",
        TL,
        E_,
        "Roddy",
        "new job at a bike shop in keswick, new flat above it, and a new girlfriend called ailsa lol",
        [
            M("Roddy works at a bike shop in Keswick.", D, "roddy; bike shop"),
            M("Roddy lives in a flat above the bike shop in Keswick.", D, "roddy; flat"),
            M("Roddy's girlfriend is called Ailsa.", D, "roddy; ailsa"),
        ],
    ),
    S(
        "multi-fact",
        NJ,
        B_,
        "Stanislav",
        "I've sold the van, bought a tandem, and my wife Hedda and I are cycling to Lourdes on it in September.",
        [
            M("Stanislav sold his van.", R, "stanislav; van"),
            M("Stanislav bought a tandem.", R, "stanislav; tandem"),
            M(
                "Stanislav and his wife Hedda are cycling to Lourdes in September 2024.",
                R,
                "stanislav|hedda; lourdes; 2024-09",
            ),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        F_,
        None,
        "Note: Grandma Isolde's birthday is on the 19th of November, and she loves lilies.",
        [
            M(
                "Grandma Isolde's birthday is on 19 November, and she loves lilies.",
                D,
                "isolde; november",
            )
        ],
    ),
    S(
        "note",
        UA,
        B_,
        "User",
        "Note to self: the boiler service is booked for the 2nd of August.",
        [M("The user's boiler service is booked for 2024-08-02.", R, "boiler service; 2024-08-02")],
    ),
    S(
        "note",
        JM,
        D_,
        "User",
        "Note for later: the gate code at my new vegetable plot is 5519.",
        [M("The user's vegetable plot gate code is 5519.", D, "gate code; 5519")],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        F_,
        "Saffron",
        "I can't bear horror films. I watched one at fourteen and didn't sleep for a week.",
        [M("Saffron cannot bear horror films.", D, "saffron; horror films")],
    ),
    S(
        "preference",
        TL,
        A_,
        "Benny",
        "honestly nothing beats a proper pork pie",
        [M("Benny loves a proper pork pie.", D, "benny; pork pie")],
    ),
    S(
        "preference",
        JM,
        C_,
        "User",
        "I much prefer large-print books these days, my eyes get tired.",
        [M("The user prefers large-print books.", D, "user; large print books")],
    ),
    # answers that say who with a pronoun
    S(
        "pronoun-answer",
        NL,
        E_,
        "Ariadne",
        "My son-in-law did. He organised the whole thing from his phone.",
        [
            M(
                "Ariadne's son-in-law organised her retirement party.",
                R,
                "ariadne; son in law; retirement party",
            )
        ],
        [("Severus", "Who organised your retirement party? It was brilliant.")],
    ),
    S(
        "pronoun-answer",
        NJ,
        C_,
        "Morwen",
        "She's my aunt's. She's staying with us while my aunt is in Australia.",
        [
            M(
                "The old leonberger in Morwen's garden belongs to Morwen's aunt.",
                D,
                "morwen; aunt; leonberger",
            )
        ],
        [("Wulfric", "Whose is the lovely old leonberger in your garden?")],
    ),
]

SENTENCES += [
    # sentences that should form no memory
    S("chatter", NL, A_, "Horace", "Right, I'm off to bed. Night night!"),
    S("chatter", TL, B_, "Zed", "lol same"),
    S("chatter", NJ, C_, "Letitia", "Oh, hang on, someone's at the door."),
    S("chatter", UA, D_, "User", "Hello again!"),
    S("chatter", JM, E_, "User", "Let's go back to what you said before."),
    S("chatter", NL, F_, "Piers", "Sorry I've been so terrible at replying this week!"),
    S(
        "compliment",
        NL,
        B_,
        "Melisande",
        "Your photos from Pembrokeshire are stunning, you have such an eye.",
    ),
    S("compliment", TL, C_, "Kez", "ur the best cook i know, that lasagne was unreal"),
    S(
        "compliment",
        NJ,
        D_,
        "Inmaculada",
        "You're such a patient teacher. Rollo is lucky to have you.",
    ),
    S(
        "compliment",
        UA,
        E_,
        "User",
        "You explain things better than my old maths teacher ever did.",
    ),
    S("compliment", JM, F_, "User", "That's a clever idea, much better than mine."),
    S(
        "compliment",
        NL,
        A_,
        "Oswy",
        "Your Rosalie sings like an angel. She should be on the radio.",
    ),
    S(
        "generic-opinion",
        NL,
        C_,
        "Ursula",
        "Honestly, I think the summer holidays are far too long for children.",
    ),
    S("generic-opinion", TL, D_, "Nico", "trains in this country are a joke tbh"),
    S(
        "generic-opinion",
        NJ,
        E_,
        "Humphrey",
        "Dogs are better company than most people, if you ask me.",
    ),
    S(
        "generic-opinion",
        UA,
        F_,
        "User",
        "I think people spend far too much money on weddings these days.",
    ),
    S("generic-opinion", JM, A_, "User", "Modern cars all look the same to me."),
    S("generic-opinion", NL, B_, "Ermintrude", "Nobody should have to work on Christmas Day."),
    S(
        "hypothetical",
        NL,
        D_,
        "Raphael",
        "If I won the lottery, I'd buy a farmhouse in the Canaries and never come back.",
    ),
    S("hypothetical", TL, E_, "Lenny", "if i had a dog i'd call it gravy lol"),
    S(
        "hypothetical",
        NJ,
        F_,
        "Annunziata",
        "If we ever have a daughter, we'll name her Perdita, after my grandmother.",
    ),
    S(
        "hypothetical",
        UA,
        A_,
        "User",
        "If I moved to Alicante, would I need to learn Spanish first?",
    ),
    S(
        "hypothetical",
        JM,
        B_,
        "User",
        "Suppose I wanted to open a bakery one day. How much would the ovens cost?",
    ),
    S(
        "hypothetical",
        NL,
        C_,
        "Fiachra",
        "If the job in Sligo comes up again, I might apply, but probably not.",
    ),
    S(
        "others-opinion",
        NL,
        E_,
        "Millicent",
        "My dad thinks I should sell the house and move closer to him in Norwich.",
    ),
    S("others-opinion", TL, F_, "Birdie", "my mum reckons my boyfriend is a waste of space"),
    S(
        "others-opinion",
        NJ,
        A_,
        "Hilarion",
        "My doctor says I should cut down on coffee, but what does she know.",
    ),
    S(
        "others-opinion",
        UA,
        B_,
        "User",
        "My wife thinks we should paint the kitchen yellow, but I'm not sure. What do you think?",
    ),
    S("others-opinion", JM, C_, "User", "My teacher says my German accent sounds Dutch."),
    S(
        "others-opinion",
        NL,
        D_,
        "Wenceslas",
        "Aunt Prue says the new vicar is far too young to be any good.",
    ),
    S(
        "passing-mood",
        NL,
        F_,
        "Serafina",
        "I'm so tired today that I could sleep on the kitchen floor.",
    ),
    S("passing-mood", TL, A_, "Mack", "bored out of my mind at work rn"),
    S(
        "passing-mood",
        NJ,
        B_,
        "Genevieve",
        "Feeling a bit low this afternoon. The rain isn't helping.",
    ),
    S(
        "passing-mood",
        UA,
        C_,
        "User",
        "I'm in a terrible mood this morning, so please be patient with me.",
    ),
    S("passing-mood", JM, D_, "User", "I'm so nervous right now that I can't think straight."),
    S("passing-mood", NL, E_, "Jonty", "I'm absolutely starving, I skipped lunch."),
    S(
        "question",
        NL,
        A_,
        "Marcelline",
        "How is your sister getting on in Townsville with the new baby?",
    ),
    S("question", TL, B_, "Rudi", "did u ever sell that old camper of urs"),
    S(
        "question",
        NJ,
        C_,
        "Keturah",
        "Is your husband still working at the boatyard in Birkenhead?",
    ),
    S("question", UA, D_, "User", "How long does it take to drive from Yeovil to Thurso?"),
    S("question", JM, E_, "User", "What time does the sun set in Akureyri in June?"),
    S("question", NL, F_, "Ignatia", "Didn't your brother use to play shinty for Kingussie?"),
    S("thanks", NL, B_, "Severin", "Thank you so much for the flowers, they were beautiful."),
    S("thanks", TL, D_, "Pip", "thanks for the lift yesterday, lifesaver"),
    S("thanks", UA, E_, "User", "Thanks, that's really helpful."),
    S("thanks", JM, F_, "User", "Brilliant, thank you for your help with the cover letter."),
    S(
        "assistant-suggestion",
        UA,
        A_,
        "Assistant",
        "You could try a weekend in Ypres; the old town is lovely in spring.",
        context=[("User", "Where could I go for a short break by train from London?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        B_,
        "Assistant",
        "A leonberger might suit your family, since they're usually gentle with children.",
        context=[("User", "What dog breed would be good with small children?")],
    ),
    S(
        "assistant-suggestion",
        UA,
        C_,
        "Assistant",
        "I'd suggest a couch-to-5K plan, with three short runs a week.",
        context=[("User", "How should I start running?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        D_,
        "Assistant",
        "You might enjoy Middlemarch; it's long, but very rewarding.",
        context=[("User", "Can you recommend a classic novel for the winter?")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
