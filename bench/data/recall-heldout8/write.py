# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the eighth blind held-out recall set (this folder) from the hand-written material.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
Like the sixth and seventh sets, most of it is written in proper case and full sentences,
the way two friends write to each other in a long dated chat; one pair chat is lower-case
texting. This script (with ``bench/_handwritten.py``, the format the hand-written sets
share) only numbers turns, resolves the turn labels that questions point at, checks the
labels against the scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-heldout8/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-heldout8/write.py --check  # fail if they differ

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
        "hand (bench/data/recall-heldout8/write.py), written blind to the extractor rules, "
        "the dev-set generator and the held-out sets' data"
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
    ["Ottilie", "Ambrose"],
    """
@ 2024-02-10
Ambrose: Ottilie! It's been ages. I'm sitting in a café in Porto with a custard tart, so naturally I thought of you. How is Ghent? {ghent}
Ottilie: Ambrose, hello! Ghent is grey and wet, but I'm happy. On Thursday I finally finished rebinding the big parish register for the abbey, after four months of work. {register}
Ambrose: Four months on one book! You must have the patience of a saint.
Ottilie: Or no social life. How are the trams? You're still on the number 22, aren't you? {route}
Ambrose: Still the 22, rattling up and down the hills. I've driven trams for six years now, and I still love the old wooden cars. {tram}
Ottilie: I'd love to ride one with you driving. Is Joaquim well?
Ambrose: He is. He started teaching maths at a secondary school in Matosinhos in January, so we finally see each other in the evenings. {joaquim}
Ottilie: Oh good, he hated those night shifts at the bakery. {bakery}
Ambrose: He really did. And Bea starts primary school in September, which I can't believe. Our little girl turns five on the 3rd of March. {bea}
Ottilie: Five already! Tell her Auntie Ottilie will send a present. My news is that I'm thinking of getting a dog, a retired racing greyhound from a charity near Lokeren. {greyhound-plan}
Ambrose: A greyhound would suit you. They sleep all day, like you on Sundays.
Ottilie: Rude, but true. The charity is doing a home visit next Friday, to check that my flat is suitable. {visit}
Ambrose: Fingers crossed. Send me photos the second you have one.
@ 2024-04-06
Ottilie: Ambrose, meet Mistral! I brought her home from the charity on Easter Monday. She's a grey greyhound, four years old, and she ran forty races in Ireland. {mistral}
Ambrose: She's gorgeous! Those ears! Does she get along with your cat?
Ottilie: I don't have a cat any more. Figaro went to live with my mother in Aalst last year, because he hated the stairs up to my flat. {figaro}
Ambrose: Oh, sorry, I'd forgotten. How does Mistral like the flat?
Ottilie: She sleeps on the sofa about twenty hours a day. On Wednesday she saw a squirrel in the park and nearly pulled my arm off. {squirrel}
Ambrose: Ha! My news is less cute. I failed my driving instructor exam on Tuesday. The theory part, not the driving. {failed}
Ottilie: Oh no! I didn't even know you were taking it. Are you leaving the trams?
Ambrose: Maybe. My back hurts after ten-hour shifts, and instructors choose their own hours. I can retake the theory in May. {retake}
Ottilie: You'll pass next time, I'm sure of it. Did Bea like her birthday present?
Ambrose: She loved the puppet theatre you sent. She's put on three shows for us already, all about a princess who drives a tram. {puppet}
Ottilie: Of course she drives a tram! Are you reading anything? You used to read a lot on your breaks.
Ambrose: I'm reading Pessoa, The Book of Disquiet, in Portuguese, very slowly and with a dictionary. Joaquim laughs at me. {pessoa}
Ottilie: That's brave. I've been listening to Nina Simone on repeat while I work. She makes the gluing go faster. {nina}
@ 2024-06-16
Ambrose: Ottilie! I passed! I retook the theory exam on the 28th of May and got 47 out of 50. {passed}
Ottilie: Congratulations! So you're a driving instructor now?
Ambrose: Almost. I have to do six months of supervised lessons at a driving school in Gaia first. I drive my last tram on the 30th of June and start at the school on the 1st of July. {gaia}
Ottilie: The end of an era! Will you miss it?
Ambrose: The wooden cars, yes. The hills in August, no. We also sold my old Fiat last weekend, to a neighbour's son, for twelve hundred euros, since the school gives me a car with two brake pedals. {fiat}
Ottilie: Two brake pedals sounds very sensible. I've got a big change too. The Museum of Fine Arts in Bruges has offered me a job as a paper conservator, starting in September. {museum-offer}
Ambrose: That's huge! Are you taking it?
Ottilie: I said yes on Friday. It means moving to Bruges, but my mother is only an hour away on the train. {yes-friday}
Ambrose: And your bindery?
Ottilie: I'm selling my big press to Griet, the girl who shares my workshop. She's wanted it for years. {press}
Ambrose: What about Mistral?
Ottilie: She comes with me, of course. I'm looking for a flat with a garden near a canal. {garden}
Ambrose: Bruges with a greyhound. Very elegant.
@ 2024-09-07
Ottilie: Hello from Bruges! We moved on the 24th of August. The flat has a tiny garden, and Mistral has already dug up the only rose bush. {moved}
Ambrose: Ha! How is the new job?
Ottilie: I started on Monday. On my first day I had to clean a map of Flanders from 1562 with a soft brush, and my hands were shaking. {firstday}
Ambrose: I'd be terrified too. Is it true that the museum has a Van Eyck?
Ottilie: It does, the Madonna with Canon van der Paele. I walk past it every morning on the way to the workshop. {vaneyck}
Ambrose: Jealous. The driving school is going well. My first pupil was a seventy-year-old widow called Dona Aurora, and she drives faster than I do. {aurora}
Ottilie: A speed demon! And has Bea started school?
Ambrose: On Thursday, yes. She cried, Joaquim cried, and I didn't cry. Well, only a little. {bea-school}
Ottilie: Oh, bless you all. Did you ever finish the Pessoa?
Ambrose: I gave up on page 90. I've switched to football instead. Joaquim and I bought season tickets for Boavista, the smaller club in Porto. {boavista}
Ottilie: Not FC Porto? Brave.
Ambrose: Joaquim's grandfather played for Boavista in the sixties, so it's a family duty. {grandfather}
Ottilie: Then you have no choice. Come and visit Bruges, I have a sofa bed now.
@ 2024-11-30
Ambrose: Ottilie, big news at home. Filomena moved in with us two weeks ago, after she fell and broke her hip. {filomena}
Ottilie: Joaquim's mother? Oh no. Is she all right?
Ambrose: Yes, his mum. She's getting better. She walks with a frame and bosses us around from the armchair, and she's teaching Bea to make rice pudding. {frame}
Ottilie: That's sweet. Mistral had two teeth taken out at the vet on Thursday, so she's very sorry for herself. {teeth}
Ambrose: Poor girl! Give her something soft.
Ottilie: She's eating scrambled eggs like a queen. Also, I've lent my car to Lieven for the whole of December, because his broke down. {lent}
Ambrose: Is Lieven the one in Antwerp, with the twins? {lieven-q}
Ottilie: That's him, my big brother. The twins are eight now. So I'm cycling to work in the rain, which is very Belgian of me. {twins}
Ambrose: Very. I'm fully qualified now, by the way! The six months were cut to five because of all my hours on the trams, and I got my licence on Tuesday. {licence}
Ottilie: Congratulations, instructor Ambrose! Are you staying at the school in Gaia?
Ambrose: For now. But one day I want to open my own driving school, with an electric car. {own-school}
Ottilie: You will. Are you going anywhere for Christmas?
Ambrose: We're staying in Porto this year because of Filomena, but my sister Clemency is flying over on Christmas Eve. {clemency}
Ottilie: Lovely. Give Filomena my best wishes.
@ 2025-02-22
Ottilie: Ambrose! I've just booked my flight to Porto. I land on Friday the 11th of April, and I'm staying a week. {flight}
Ambrose: Finally! Bea is already painting a sign for the airport.
Ottilie: I can't wait. Lieven gave me the car back on New Year's Day, with a full tank and a new dent. {newyear}
Ambrose: Typical brother. Clemency broke our coffee machine at Christmas, so we're even.
Ottilie: How is Filomena?
Ambrose: Much better. She moved back to her own flat in Braga on the 1st of February, and she walks with just a stick now. {braga}
Ottilie: That's wonderful. And the driving school?
Ambrose: I've left it! Since Monday I've worked for myself. I lease a little electric Renault, and I have eleven pupils already. {self}
Ottilie: Your own school! What is it called?
Ambrose: Escola Andorinha, which means swallow. Bea chose the name. {andorinha}
Ottilie: I love it. The museum gave me a permanent contract last week, and I'm going to restore a book of hours from Ghent for a show in the autumn. {permanent}
Ambrose: Your old town! Is Mistral coming to Porto too?
Ottilie: No, she's staying with my mother and Figaro in Aalst. They ignore each other beautifully. {aalst}
Ambrose: Perfect. See you on the 11th!
""",
    [
        Q("s", "Where does Ambrose live?", "Porto", "ghent", "porto", "", True),
        Q("s", "What did Ottilie finish rebinding in February 2024?", "the big parish register for the abbey", "register", "parish register", ""),
        Q("t", "When did Ottilie finish rebinding the parish register?", "2024-02-08", "register", "register; thursday", "relative-date"),
        Q("s", "Which tram route did Ambrose drive?", "the number 22", "route", "22", "second-person"),
        Q("s", "What does Joaquim teach?", "maths, at a secondary school in Matosinhos", "joaquim", "maths", "third-person-fact pronoun", True),
        Q("t", "When did Joaquim start teaching in Matosinhos?", "2024-01", "joaquim", "matosinhos; january", "human-date"),
        Q("s", "What did Joaquim do before he became a teacher?", "night shifts at a bakery", "bakery", "bakery", "third-person-fact"),
        Q("s", "Who is Bea?", "Ambrose's little girl", "bea", "bea; little girl", "fragment", True),
        Q("t", "When did Bea turn five?", "2024-03-03", "bea", "five; 3rd", "human-date"),
        Q("s", "What kind of dog was Ottilie thinking of getting in early 2024?", "a retired racing greyhound", "greyhound-plan", "greyhound", ""),
        Q("s", "What is Ottilie's dog called?", "Mistral", "mistral", "mistral", "", True),
        Q("t", "When did Ottilie bring Mistral home?", "2024-04-01", "mistral", "mistral; easter monday", "human-date"),
        Q("s", "How many races did Mistral run?", "forty, in Ireland", "mistral", "forty races", "pronoun"),
        Q("s", "Where does Ottilie's cat Figaro live?", "with Ottilie's mother in Aalst", "figaro", "aalst", "", True),
        Q("s", "Why did Figaro go to live with Ottilie's mother?", "he hated the stairs up to her flat", "figaro", "stairs", "pronoun"),
        Q("t", "When did Ambrose fail his driving instructor exam?", "2024-04-02", "failed", "failed; tuesday", "relative-date"),
        Q("s", "Why was Ambrose thinking of leaving the trams in spring 2024?", "his back hurt after ten-hour shifts, and instructors choose their own hours", "retake", "back; hurts", ""),
        Q("m", "What did Ottilie send Bea for her fifth birthday?", "a puppet theatre", "bea puppet", {"bea": "five", "puppet": "puppet theatre"}, "event-chain"),
        Q("s", "Which book was Ambrose reading in Portuguese in spring 2024?", "The Book of Disquiet", "pessoa", "disquiet", ""),
        Q("o", "Who wrote the book Ambrose read with a dictionary in 2024?", "Fernando Pessoa", "pessoa", "pessoa", ""),
        Q("s", "Which singer does Ottilie listen to while she works?", "Nina Simone", "nina", "nina simone", "", True),
        Q("s", "Where did Ambrose do his supervised lessons?", "at a driving school in Gaia", "gaia", "gaia", ""),
        Q("t", "When did Ambrose drive his last tram?", "2024-06-30", "gaia", "last tram; 30th", "human-date"),
        Q("s", "Who bought Ambrose's old Fiat?", "a neighbour's son", "fiat", "neighbour; son", ""),
        Q("t", "In which month did Ambrose sell his old Fiat?", "2024-06", "fiat", "fiat; last weekend", "relative-date"),
        Q("s", "What job was Ottilie offered in June 2024?", "paper conservator at the Museum of Fine Arts in Bruges", "museum-offer", "paper conservator", ""),
        Q("t", "When did Ottilie accept the job at the museum in Bruges?", "2024-06-14", "yes-friday", "said; friday", "relative-date"),
        Q("s", "Who bought Ottilie's big press?", "Griet, who shares her workshop", "press", "griet", ""),
        Q("t", "When did Ottilie move to Bruges?", "2024-08-24", "moved", "moved; 24th", "human-date"),
        Q("s", "Which city does Ottilie live in now?", "Bruges", "moved", "bruges", "latest", True),
        Q("m", "Why did Ottilie leave Ghent?", "to take a job as a paper conservator at the museum in Bruges", "museum-offer moved", {"museum-offer": "paper conservator", "moved": "moved"}, "event-chain"),
        Q("t", "When did Ottilie start work at the museum?", "2024-09-02", "firstday", "started; monday", "relative-date"),
        Q("s", "What did Ottilie clean on her first day at the museum?", "a map of Flanders from 1562", "firstday", "map; 1562", ""),
        Q("s", "Which painting does Ottilie walk past every morning?", "the Madonna with Canon van der Paele", "vaneyck", "madonna", ""),
        Q("o", "Who painted the picture Ottilie walks past every morning?", "Jan van Eyck", "vaneyck", "madonna; canon", ""),
        Q("s", "Who was Ambrose's first pupil?", "Dona Aurora, a seventy-year-old widow", "aurora", "aurora", ""),
        Q("t", "When did Bea start primary school?", "2024-09-05", "bea-school", "thursday", "relative-date"),
        Q("s", "Which football club do Ambrose and Joaquim support?", "Boavista", "boavista", "boavista", "", True),
        Q("s", "Why do Ambrose and Joaquim support Boavista?", "Joaquim's grandfather played for Boavista in the sixties", "grandfather", "grandfather", ""),
        Q("t", "When did Filomena move in with Ambrose and Joaquim?", "2024-11-16", "filomena", "filomena; two weeks ago", "relative-date"),
        Q("s", "Who is Filomena?", "Joaquim's mother", "filomena frame", {"filomena": "filomena", "frame": "mum"}, "", True),
        Q("s", "Why did Filomena move in with Ambrose?", "she fell and broke her hip", "filomena", "broke; hip", ""),
        Q("s", "What is Filomena teaching Bea?", "to make rice pudding", "frame", "rice pudding", "pronoun"),
        Q("t", "When did Mistral have two teeth taken out?", "2024-11-28", "teeth", "teeth; thursday", "relative-date"),
        Q("s", "Who borrowed Ottilie's car in December 2024?", "her brother Lieven", "lent", "lieven", ""),
        Q("m", "Why was Ottilie cycling to work in December 2024?", "she had lent her car to her brother Lieven", "lent twins", {"lent": "car", "twins": "cycling"}, "event-chain"),
        Q("s", "Where does Lieven live?", "Antwerp", "lieven-q twins", {"lieven-q": "antwerp", "twins": "brother"}, "", True),
        Q("s", "How old are Lieven's twins?", "eight", "twins", "twins; eight", ""),
        Q("t", "When did Ambrose get his driving instructor licence?", "2024-11-26", "licence", "licence; tuesday", "relative-date"),
        Q("s", "What did Ambrose want to open one day?", "his own driving school, with an electric car", "own-school", "driving school", ""),
        Q("s", "Who flew to Porto for Christmas 2024?", "Ambrose's sister Clemency", "clemency", "clemency", ""),
        Q("t", "When did Lieven give Ottilie's car back?", "2025-01-01", "newyear", "new year", "human-date"),
        Q("t", "When does Ottilie land in Porto?", "2025-04-11", "flight", "friday; 11th", "human-date"),
        Q("s", "How does Filomena walk now?", "with just a stick", "braga", "stick", "latest pronoun"),
        Q("t", "Since when has Ambrose worked for himself?", "2025-02-17", "self", "myself; monday", "relative-date"),
        Q("s", "What is Ambrose's driving school called?", "Escola Andorinha", "andorinha", "andorinha", "", True),
        Q("s", "What car does Ambrose teach in now?", "a leased electric Renault", "self", "renault", "latest"),
        Q("m", "How did Ambrose's work change over 2024 and early 2025?", "from tram driver to instructor at a school in Gaia to running his own driving school", "tram gaia self", {"tram": "trams", "gaia": "gaia", "self": "myself"}, "event-chain"),
        Q("s", "What will Ottilie restore for a show in the autumn of 2025?", "a book of hours from Ghent", "permanent", "book of hours", ""),
        Q("t", "In which month did Ottilie get a permanent contract at the museum?", "2025-02", "permanent", "permanent contract; last week", "relative-date"),
        Q("s", "Where did Mistral stay while Ottilie was in Porto?", "with Ottilie's mother and Figaro in Aalst", "aalst", "mother; aalst", ""),
        Q("m", "Which of Ottilie's animals were with her mother in Aalst in April 2025?", "Figaro the cat, who lives there, and Mistral the greyhound, staying while Ottilie was in Porto", "figaro aalst", {"figaro": "figaro; aalst", "aalst": "mother; figaro"}, "event-chain"),
        Q("s", "Ottilie asks: what is my dog called?", "Mistral", "mistral", "mistral", "first-person-question"),
        Q("s", "Where did Ottilie get a greyhound from two years ago?", "from a charity near Lokeren", "greyhound-plan mistral", {"greyhound-plan": "lokeren", "mistral": "charity"}, "relative-question-date"),
        Q("o", "In which country did Ottilie live in 2024?", "Belgium", "ghent", "ghent", ""),
        Q("o", "In which country does Ambrose live?", "Portugal", "ghent", "porto", ""),
    ],
)
CONVERSATIONS.append(OTTILIE_AMBROSE)


LUDOVICA_THORFINN = Conv(
    "pair",
    "timestamped_lines",
    ["Thorfinn", "Ludovica"],
    """
@ 2024-05-05
Thorfinn: Ludovica! Happy Sunday. I finally got my fiddle back from the repair shop in Kirkwall yesterday, so I've been playing all morning and the neighbours are suffering. {fiddle}
Ludovica: Poor neighbours! What was wrong with it?
Thorfinn: A crack in the top, from when I dropped it at the folk festival in Stromness. It cost me ninety pounds to fix. {crack}
Ludovica: Ouch. Here in Trieste it's finally warm. I've just come back from a run along the seafront with the team. {trieste}
Thorfinn: The team? Are you still with the basketball club?
Ludovica: Still their physiotherapist, yes, for four years now. We made the playoffs on Wednesday, so everybody is very happy and very sore. {physio}
Thorfinn: Congratulations! How's Benedetta? Wasn't she expecting?
Ludovica: She is! My sister's due on the 20th of June, and she wants me there for the birth. I'm going to be an aunt for the first time. {benedetta}
Thorfinn: That's wonderful news. Isla is the opposite, she's leaving home. She got into Aberdeen to study marine engineering, starting in September. {isla}
Ludovica: Your Isla, at university! Are you all right about it?
Thorfinn: Half proud, half sad. Her mother is taking it much worse than me. {mother}
Ludovica: Of course she is. And work, are you still fixing buses?
Thorfinn: Still fixing buses at the depot, but I've applied to train as a wind turbine technician. The interview is on Thursday, in Stromness. {turbine}
Ludovica: Good luck! Tell me how it goes.
@ 2024-07-10
Ludovica: Thorfinn, I'm an aunt! Benedetta had a little boy on the 24th of June, four days late. He's called Nereo. {nereo}
Thorfinn: Congratulations, Auntie Ludovica! How is Benedetta?
Ludovica: Tired and happy. Her husband Paolo fainted in the delivery room, and the whole family will never let him forget it. {paolo}
Thorfinn: Poor Paolo! I got the turbine job, by the way. I start the training in Wick on the 2nd of September, six weeks on the mainland, then back to Orkney. {wick}
Ludovica: That's brilliant! I knew you would.
Thorfinn: I'll have to climb eighty metres up a ladder every day, and I'm not great with heights. {heights}
Ludovica: You'll get used to it. Is there anything I can do?
Thorfinn: Just keep sending me photos of the sea in Trieste. Oh, and I sold my old BSA motorbike on Saturday, to a collector from Inverness, for four thousand pounds. {bsa}
Ludovica: You sold the BSA? You spent three winters restoring it! {restoring}
Thorfinn: I know, but I needed the money for Isla's student flat. {flat}
Ludovica: You're a good dad. I've taken up sailing, by the way. Giorgia, a friend from the team, has a small boat, and we go out every Tuesday evening. {sailing}
Thorfinn: Sailing on the Adriatic. Sounds awful.
Ludovica: Terrible, I know. We want to enter the Barcolana regatta in October. {barcolana}
@ 2024-10-19
Thorfinn: Ludovica, how did the regatta go? It was last Sunday, wasn't it? {regatta-q}
Ludovica: It was! We finished 812th out of nearly two thousand boats, and Giorgia cried at the finish. {regatta}
Thorfinn: That's a great result for a first time.
Ludovica: It felt like winning. Then on Monday I got a phone call from the Slovenian national team. They want me as their physiotherapist, based in Ljubljana, from January. {slovenia}
Thorfinn: The national team! Will you take it?
Ludovica: I think so. Ljubljana is only an hour and a half from Trieste by car, so I can still see Nereo at weekends. {ljubljana}
Thorfinn: Then it's perfect. How is the little one?
Ludovica: Chubby and loud. He smiled at me for the first time last week. {smile}
Thorfinn: My news is that I passed the training in Wick, and since Monday I've been working on the turbines at Burgar Hill. {burgar}
Ludovica: And the heights?
Thorfinn: On my first climb my legs shook, but now I eat my sandwiches at the top. {sandwiches}
Ludovica: I'm so proud of you. How is Isla getting on in Aberdeen?
Thorfinn: She loves it. She joined a rowing club, and she phones her mother every night but only texts me. {rowing}
@ 2025-01-12
Ludovica: Hello from Ljubljana! I moved on the 3rd, into a flat above a bakery in the old town. Everything smells of bread. {moved}
Thorfinn: Lucky you. How is the new job?
Ludovica: Intense. On Thursday I had my first training camp with the team, and the captain, Rok, twisted his knee in the first hour. {rok}
Thorfinn: Bad luck for your first week! Is he all right?
Ludovica: He'll be out for three weeks. Did you have a good Christmas?
Thorfinn: Quiet. Isla came home on the 20th of December and brought her boyfriend Fraser, who is a vegan, so my mother panicked about Christmas dinner. {fraser}
Ludovica: What did she make in the end?
Thorfinn: A nut roast, and everyone agreed it was better than the turkey. My mother wasn't pleased. {nutroast}
Ludovica: I spent Christmas with Benedetta, Paolo and Nereo in Trieste. Nereo got so many presents that he fell asleep in a box. {xmas}
Thorfinn: Ha! Are you still sailing with Giorgia?
Ludovica: Not this winter, I'm too far away. I lent her my good sailing jacket until the spring, since I won't need it here. {jacket}
Thorfinn: Generous. I've started reading George Mackay Brown, since everyone here says I must. {gmb}
Ludovica: Is he good?
Thorfinn: Very. Greenvoe made me homesick, and I've never even left. {greenvoe}
@ 2025-04-24
Thorfinn: Ludovica, quick question. What is a good present for a physiotherapist? Asking for a friend.
Ludovica: Ha! Is the friend Isla?
Thorfinn: No, it's me. My girlfriend Sigrun is a physiotherapist in Kirkwall, and her birthday is on the 2nd of May. {sigrun}
Ludovica: Girlfriend! Since when?
Thorfinn: We met at a ceilidh in Dounby at the end of January, when she stood on my foot, and we've been together since Valentine's Day. {ceilidh}
Ludovica: That's so romantic. Get her a good massage gun, then she'll have to use it on you. {gun}
Thorfinn: Perfect. And how are the Slovenians?
Ludovica: Wonderful. We qualified for the European championship on Easter Sunday, in Koper, of all days. {koper}
Thorfinn: Congratulations! When and where is it?
Ludovica: In late August, in Riga. I'll be there for three weeks. {riga}
Thorfinn: Are you still in that flat above the bakery?
Ludovica: Not for much longer. I'm buying a small flat with a balcony near Tivoli park, and I get the keys on the 15th of May. {tivoli}
Thorfinn: Your own flat! Congratulations.
Ludovica: Thank you. Nereo will have his own room when he visits, and he's walking now! He took his first steps last Friday. {steps}
@ 2025-07-06
Ludovica: Thorfinn! Did Sigrun like the massage gun?
Thorfinn: She loved it, and she uses it on me after my climbs, just as you said. We're coming to Trieste in September, actually. Can we see you? {trip}
Ludovica: Of course! When exactly?
Thorfinn: We fly to Venice on the 13th of September and then take the train. We'll stay five nights. {venice}
Ludovica: I'll be back from Riga by then. You can both stay in my flat in Ljubljana for a night too, on the sofa bed. {sofa}
Thorfinn: Deal. Isla has a summer job on a research ship, counting seals off Shetland. {seals}
Ludovica: Counting seals! What a job.
Thorfinn: She says the seals count her. She also broke up with Fraser last month, so my mother can cook turkey again. {split}
Ludovica: Poor Fraser. I have news too: I've adopted two kittens, sisters from a farm near Kranj. They're called Fig and Olive. {kittens}
Thorfinn: Fig and Olive! Very Mediterranean.
Ludovica: On Tuesday they shredded the new curtains in my flat. I moved in on the 15th of May, and the curtains lasted seven weeks. {curtains}
Thorfinn: Worth it, I bet.
""",
    [
        Q("t", "When did Thorfinn get his fiddle back from the repair shop?", "2024-05-04", "fiddle", "fiddle; yesterday", "relative-date"),
        Q("s", "How did Thorfinn's fiddle get cracked?", "he dropped it at the folk festival in Stromness", "crack", "dropped; folk festival", "pronoun"),
        Q("s", "Where did Ludovica live in 2024?", "Trieste", "trieste", "trieste", "", True),
        Q("s", "What was Ludovica's job in 2024?", "physiotherapist for a basketball club", "physio", "physiotherapist", "", True),
        Q("t", "When did Ludovica's basketball team make the playoffs?", "2024-05-01", "physio", "playoffs; wednesday", "relative-date"),
        Q("s", "Who is Benedetta?", "Ludovica's sister", "benedetta", "sister", "fragment", True),
        Q("s", "What is Isla going to study at university?", "marine engineering, in Aberdeen", "isla", "marine engineering", "third-person-fact", True),
        Q("s", "Which university did Isla get into?", "Aberdeen", "isla", "aberdeen", "pronoun"),
        Q("s", "What job was Thorfinn doing in May 2024?", "fixing buses at the depot", "turbine", "buses; depot", ""),
        Q("t", "When was Thorfinn's interview for the wind turbine training?", "2024-05-09", "turbine", "interview; thursday", "relative-date"),
        Q("t", "When was Nereo born?", "2024-06-24", "nereo", "nereo; 24th", "human-date"),
        Q("s", "What is the name of Benedetta's son?", "Nereo", "nereo", "nereo", "", True),
        Q("s", "Who fainted in the delivery room?", "Benedetta's husband Paolo", "paolo", "paolo; fainted", ""),
        Q("t", "When did Thorfinn start his turbine training in Wick?", "2024-09-02", "wick", "wick; 2nd", "human-date"),
        Q("s", "How high does Thorfinn have to climb every day?", "eighty metres up a ladder", "heights", "eighty metres", ""),
        Q("t", "When did Thorfinn sell his BSA motorbike?", "2024-07-06", "bsa", "bsa; saturday", "relative-date"),
        Q("s", "Who bought Thorfinn's BSA motorbike?", "a collector from Inverness", "bsa", "collector; inverness", ""),
        Q("s", "How much did Thorfinn sell his motorbike for?", "four thousand pounds", "bsa", "four thousand pounds", ""),
        Q("s", "How long did Thorfinn spend restoring his BSA?", "three winters", "restoring", "three winters", "second-person"),
        Q("m", "What did Thorfinn spend the money from his motorbike on?", "Isla's student flat", "bsa flat", {"bsa": "motorbike", "flat": "student flat"}, "event-chain"),
        Q("s", "Who does Ludovica go sailing with?", "Giorgia, a friend from the team", "sailing", "giorgia", ""),
        Q("s", "What hobby did Ludovica take up in 2024?", "sailing", "sailing", "sailing", "", True),
        Q("s", "Which regatta did Ludovica want to sail in two years ago?", "the Barcolana", "barcolana", "barcolana", "relative-question-date"),
        Q("t", "When did Ludovica sail in the Barcolana regatta?", "2024-10-13", "regatta-q regatta", {"regatta-q": "last sunday", "regatta": "finished"}, "relative-date"),
        Q("s", "Where did Ludovica and Giorgia finish in the regatta?", "812th out of nearly two thousand boats", "regatta", "812th", ""),
        Q("t", "When did the Slovenian national team phone Ludovica?", "2024-10-14", "slovenia", "phone call; monday", "relative-date"),
        Q("s", "What job did the Slovenian national team offer Ludovica?", "physiotherapist, based in Ljubljana", "slovenia", "physiotherapist", ""),
        Q("t", "Since when has Thorfinn worked on the turbines at Burgar Hill?", "2024-10-14", "burgar", "burgar hill; monday", "relative-date"),
        Q("s", "Where does Thorfinn work now?", "on the wind turbines at Burgar Hill", "burgar", "turbines; burgar hill", "latest", True),
        Q("m", "How did Thorfinn's job change in 2024?", "he went from fixing buses at the depot to working on wind turbines", "turbine burgar", {"turbine": "buses", "burgar": "turbines"}, "event-chain"),
        Q("s", "Which club did Isla join in Aberdeen?", "a rowing club", "rowing", "rowing club", "pronoun"),
        Q("t", "When did Ludovica move to Ljubljana?", "2025-01-03", "moved", "moved; 3rd", "human-date"),
        Q("s", "Where was Ludovica's first flat in Ljubljana?", "above a bakery in the old town", "moved", "bakery", ""),
        Q("t", "When did Rok twist his knee?", "2025-01-09", "rok", "rok; thursday", "relative-date"),
        Q("s", "Who is Rok?", "the captain of the Slovenian national team", "rok", "captain", "fragment"),
        Q("s", "What is Isla's boyfriend called, and what does he not eat?", "Fraser, who is a vegan", "fraser", "fraser; vegan", ""),
        Q("s", "What did Thorfinn's mother cook for Christmas dinner 2024?", "a nut roast", "nutroast", "nut roast", ""),
        Q("m", "Why did Thorfinn's mother make a nut roast at Christmas?", "Isla's boyfriend Fraser is a vegan", "fraser nutroast", {"fraser": "vegan", "nutroast": "nut roast"}, "event-chain"),
        Q("s", "What did Ludovica lend Giorgia for the winter?", "her good sailing jacket", "jacket", "sailing jacket", ""),
        Q("s", "Which writer did Thorfinn start reading in January 2025?", "George Mackay Brown", "gmb", "george mackay brown", ""),
        Q("s", "Which book made Thorfinn homesick?", "Greenvoe", "greenvoe", "greenvoe", ""),
        Q("s", "Who is Thorfinn's girlfriend?", "Sigrun, a physiotherapist in Kirkwall", "sigrun", "sigrun", "latest", True),
        Q("m", "What job do Ludovica and Sigrun have in common?", "both are physiotherapists", "physio sigrun", {"physio": "physiotherapist", "sigrun": "physiotherapist"}, "event-chain"),
        Q("s", "Where did Thorfinn meet Sigrun?", "at a ceilidh in Dounby", "ceilidh", "ceilidh; dounby", ""),
        Q("t", "Since when have Thorfinn and Sigrun been together?", "2025-02-14", "ceilidh", "valentine", "human-date"),
        Q("s", "What present did Ludovica suggest for Sigrun?", "a good massage gun", "gun", "massage gun", ""),
        Q("t", "When did the Slovenian team qualify for the European championship?", "2025-04-20", "koper", "qualified; easter sunday", "human-date"),
        Q("s", "Where is the European championship Ludovica went to?", "Riga", "riga", "riga", ""),
        Q("t", "When did Ludovica get the keys to her own flat?", "2025-05-15", "tivoli", "keys; 15th", "human-date"),
        Q("s", "Where is the flat Ludovica bought?", "near Tivoli park", "tivoli", "tivoli park", "latest", True),
        Q("t", "When did Nereo take his first steps?", "2025-04-18", "steps", "first steps; last friday", "relative-date"),
        Q("s", "What summer job did Isla have in 2025?", "counting seals off Shetland on a research ship", "seals", "seals; shetland", ""),
        Q("t", "In which month did Isla break up with Fraser?", "2025-06", "split", "fraser; last month", "relative-date"),
        Q("s", "What are Ludovica's kittens called?", "Fig and Olive", "kittens", "fig; olive", "", True),
        Q("s", "Where did Ludovica's kittens come from?", "a farm near Kranj", "kittens", "farm; kranj", ""),
        Q("t", "When did the kittens shred Ludovica's curtains?", "2025-07-01", "curtains", "curtains; tuesday", "relative-date"),
        Q("m", "Which cities has Ludovica lived in, in order?", "Trieste, then Ljubljana", "trieste moved", {"trieste": "trieste", "moved": "ljubljana"}, "event-chain"),
        Q("s", "Ludovica asks: what are my kittens called?", "Fig and Olive", "kittens", "fig; olive", "first-person-question"),
        Q("o", "In which country did Ludovica live before 2025?", "Italy", "trieste", "trieste", ""),
        Q("o", "In which group of islands does Thorfinn live?", "Orkney", "fiddle", "kirkwall", ""),
        Q("o", "In which country is Riga, where the championship was held?", "Latvia", "riga", "riga", ""),
    ],
)
CONVERSATIONS.append(LUDOVICA_THORFINN)



PERPETUA_ANSELM = Conv(
    "pair",
    "named_json",
    ["Anselm", "Perpetua"],
    """
@ 2024-03-16
Anselm: Perpetua, good morning from Salzburg! I heard you reading the news on the internet radio yesterday. You sound very serious on air. {radio}
Perpetua: Anselm! I have to be serious at six in the morning, or people won't believe me. How are you?
Anselm: Busy. We've just finished the big rose window for the cathedral in Linz. Eleven months of work, and on Tuesday the bishop blessed it. {rose}
Perpetua: Eleven months! You stained-glass people are so patient. {patient}
Anselm: Patient, or slow, as my wife says. Dorothea thinks I should retire and grow tomatoes. {dorothea}
Perpetua: Never! You're only fifty-eight. {age}
Anselm: Fifty-nine next month, on the 23rd of April. But thank you. How is Mombasa? {birthday}
Perpetua: Hot, as always. Baraka started swimming lessons at the club in Nyali two weeks ago, and he already swims better than his father. {baraka}
Anselm: How old is Baraka now?
Perpetua: Seven. And Otieno can't swim at all, so it isn't hard to beat him. {otieno}
Anselm: Give them both my best. Are you still learning the saxophone?
Perpetua: Yes, every Thursday after the show, with an old jazz player called Mzee Juma. I can play one whole song now, Summertime. {sax}
Anselm: Summertime is a fine start. Dorothea loves that song.
@ 2024-05-29
Perpetua: Anselm, I have news! The station wants me in Nairobi. They've offered me the breakfast show there, starting on the 1st of August. {nairobi}
Anselm: Congratulations! The breakfast show in the capital is a big step.
Perpetua: It is. But it means moving the family, and Otieno's job is here, at the port. {port}
Anselm: What does he think?
Perpetua: He said yes at once. His company has an office in Nairobi, and he's asked for a transfer. We'll know on Friday. {transfer}
Anselm: Fingers crossed. I had a strange week. On Monday the doctor told me I have type 2 diabetes, so no more cake for me. {diabetes}
Perpetua: Oh, Anselm, I'm sorry. How do you feel?
Anselm: Fine, honestly. Dorothea has thrown out all the sugar in the house, and we walk Strudel for an hour every evening. {walk}
Perpetua: Who is Strudel?
Anselm: Our new dachshund puppy! We got her from a breeder in Hallein on my birthday. {puppy}
Perpetua: A dachshund called Strudel, in Austria. Perfect.
Anselm: Dorothea chose the name. I wanted to call her Fenster, which means window. {fenster}
Perpetua: Strudel is better, sorry.
@ 2024-08-18
Perpetua: Greetings from Nairobi! We arrived on the 27th of July, and I did my first breakfast show on the 1st. I was so nervous that I said good evening instead of good morning. {first-show}
Anselm: Nobody will remember. Did Otieno get the transfer?
Perpetua: He did, he works at the company's office in Westlands now. We're renting a house in Kileleshwa with a mango tree in the garden. {kileleshwa}
Anselm: A mango tree! How is Baraka?
Perpetua: He cried for his friends for a week, but on Tuesday he started at his new school and came home happy. {school}
Anselm: Good. Children are stronger than we are.
Perpetua: And you? How is the diabetes?
Anselm: Under control. I've lost six kilos since May. Dorothea says I look like a young man again, which is a lie, but a kind one. {kilos}
Perpetua: And work?
Anselm: Strange news there too. The craft school in Salzburg has asked me to teach stained glass two days a week from October. {teach}
Perpetua: You'll be a wonderful teacher. Will you still make windows?
Anselm: Three days a week. And my son Valentin is joining my workshop next month, after he finishes his apprenticeship in Munich. {valentin}
Perpetua: Father and son! How lovely.
@ 2024-12-27
Anselm: Merry Christmas, Perpetua, a little late! How was your first Christmas in Nairobi?
Perpetua: Merry Christmas! It was lovely. Otieno's parents came from Kisumu and stayed until Boxing Day, and his mother cooked for two days straight. {kisumu}
Anselm: I love a mother who cooks. We had the whole family here, and Strudel ate a plate of ham on Christmas Eve when nobody was looking. {ham}
Perpetua: Naughty Strudel! Was she sick?
Anselm: A little, but the vet says she'll live.
Perpetua: Good. I have exciting news: I'm interviewing the novelist Achieng Odhiambo live on my show on the 14th of January! {interview}
Anselm: How exciting! Have you read her books?
Perpetua: All four. My favourite is The Salt Road, about a woman who walks from Lamu to Lake Turkana. {saltroad}
Anselm: I'll look for it in German. How is the saxophone?
Perpetua: I sold it last month, sadly. I had no time with the breakfast show, and a neighbour's son wanted it. {sold-sax}
Anselm: That's a pity. Valentin has been with me since September, by the way, and on the 18th we finished our first window together, for a chapel in Hallstatt. {hallstatt}
Perpetua: The village on the lake! How is he as a colleague?
Anselm: Better than me with the lead, honestly. But don't tell him I said that. {lead}
Perpetua: Your secret is safe with me.
@ 2025-03-15
Perpetua: Anselm! Sixty next month! Do you have any plans? {sixty}
Anselm: Dorothea has booked us a trip to Kenya, actually! We fly to Nairobi on the 18th of April and then go to the coast for a week. {kenya}
Perpetua: No way! You must stay with us for a few nights. Baraka will show you the mango tree.
Anselm: We'd love that. Dorothea wants to see elephants. {elephants}
Perpetua: Then go to Amboseli. Otieno can drive you there, he's off work that week. {amboseli}
Anselm: Wonderful. How is the show?
Perpetua: Good, but I've been on the evening show since the 3rd of March. The early mornings were making me ill. {evening}
Anselm: Very wise. You looked tired on our last video call.
Perpetua: Thanks a lot! How is the teaching?
Anselm: I love it. One of my students, Leni, won a prize in Vienna last weekend for a window she made in my class. {leni}
Perpetua: Tell her congratulations from Kenya!
Anselm: I will. Also, Strudel is going to be a mother. She's expecting puppies in late April. {pregnant}
Perpetua: Oh no, while you're in Kenya?
Anselm: Valentin will stay at our house with her. He's the only one she listens to. {valentin-stay}
@ 2025-06-21
Anselm: Perpetua, thank you again for Kenya. It was the best trip of my life, and Dorothea is still showing everyone the elephant photos. {thanks}
Perpetua: It was a joy to have you! Baraka still talks about the Austrian man who wasn't allowed any mandazi.
Anselm: Because of my diabetes! Though I did have one on my birthday. {mandazi}
Perpetua: And Strudel's puppies? How many?
Anselm: Five, born on the 27th of April while we were on the coast. Valentin sent us photos every hour. {puppies}
Perpetua: Are you keeping any?
Anselm: One, a little brown boy we call Bretzel. The others went to families in Salzburg last week. {bretzel}
Perpetua: Bretzel and Strudel, the bakery dogs. My news is that Otieno was promoted to regional manager on Monday. {promoted}
Anselm: Congratulations to him! Are you still on the evening show?
Perpetua: Yes, and I've started writing a novel in the afternoons, about a radio presenter in Mombasa. {novel}
Anselm: I wonder where you got that idea.
Perpetua: No idea at all. Achieng Odhiambo read the first chapter and said it was good, so I'm going to finish it by Christmas. {achieng}
Anselm: Wonderful. I'll read it, even in English.
""",
    [
        Q("s", "Where does Anselm live?", "Salzburg", "radio", "salzburg", "", True),
        Q("s", "What was Perpetua's job in March 2024?", "she read the news on the radio", "radio", "radio; news", "second-person"),
        Q("s", "What did Anselm's workshop finish in March 2024?", "the big rose window for the cathedral in Linz", "rose", "rose window", ""),
        Q("t", "When did the bishop bless the rose window in Linz?", "2024-03-12", "rose", "bishop; tuesday", "relative-date"),
        Q("s", "What does Anselm do for a living?", "he makes stained-glass windows", "patient", "stained glass", "second-person", True),
        Q("s", "Who is Dorothea?", "Anselm's wife", "dorothea", "dorothea; wife", "fragment", True),
        Q("s", "What does Dorothea think Anselm should do?", "retire and grow tomatoes", "dorothea", "retire; tomatoes", ""),
        Q("s", "How old was Anselm in March 2024?", "fifty-eight", "age", "fifty eight", "second-person"),
        Q("t", "When did Baraka start swimming lessons?", "2024-03-02", "baraka", "swimming; two weeks ago", "relative-date"),
        Q("s", "Which family member of Perpetua's cannot swim?", "her husband Otieno", "otieno", "otieno; swim", "third-person-fact"),
        Q("s", "Who taught Perpetua the saxophone?", "an old jazz player called Mzee Juma", "sax", "mzee juma", ""),
        Q("s", "What song could Perpetua play on the saxophone?", "Summertime", "sax", "summertime", ""),
        Q("o", "Who wrote the song Perpetua learned on the saxophone?", "George Gershwin", "sax", "summertime", ""),
        Q("s", "Which show was Perpetua offered in Nairobi?", "the breakfast show", "nairobi", "breakfast show", ""),
        Q("s", "Where did Otieno work in Mombasa?", "at the port", "port", "port", ""),
        Q("t", "When did Anselm learn he has type 2 diabetes?", "2024-05-27", "diabetes", "diabetes; monday", "relative-date"),
        Q("s", "What illness does Anselm have?", "type 2 diabetes", "diabetes", "diabetes", "", True),
        Q("s", "What kind of dog is Strudel?", "a dachshund", "puppy", "dachshund", "", True),
        Q("t", "When did Anselm and Dorothea get Strudel?", "2024-04-23", "birthday puppy", {"birthday": "23rd; april", "puppy": "birthday"}, "event-chain"),
        Q("s", "Where did Strudel come from?", "a breeder in Hallein", "puppy", "breeder; hallein", ""),
        Q("t", "When did Perpetua do her first breakfast show in Nairobi?", "2024-08-01", "nairobi", "breakfast show; 1st; august", "human-date"),
        Q("s", "Where does Otieno work in Nairobi?", "at his company's office in Westlands", "kileleshwa", "westlands", "", True),
        Q("s", "Where did Perpetua's family rent a house in Nairobi?", "in Kileleshwa, with a mango tree", "kileleshwa", "kileleshwa", "", True),
        Q("t", "When did Baraka start at his new school in Nairobi?", "2024-08-13", "school", "school; tuesday", "relative-date pronoun"),
        Q("s", "What did the craft school in Salzburg ask Anselm to do?", "teach stained glass two days a week", "teach", "teach; two days", ""),
        Q("s", "Who is Valentin?", "Anselm's son", "valentin", "valentin; son", "", True),
        Q("t", "In which month did Valentin join Anselm's workshop?", "2024-09", "hallstatt", "valentin; september", "human-date"),
        Q("s", "Where did Valentin do his apprenticeship?", "in Munich", "valentin", "munich", ""),
        Q("s", "Where do Otieno's parents live?", "Kisumu", "kisumu", "kisumu", ""),
        Q("t", "When did Strudel eat a plate of ham?", "2024-12-24", "ham", "ham; christmas eve", "human-date"),
        Q("t", "When did Perpetua interview Achieng Odhiambo?", "2025-01-14", "interview", "achieng odhiambo; 14th", "human-date"),
        Q("s", "What is Perpetua's favourite book by Achieng Odhiambo?", "The Salt Road", "saltroad", "salt road", ""),
        Q("s", "What is The Salt Road about?", "a woman who walks from Lamu to Lake Turkana", "saltroad", "lamu; turkana", ""),
        Q("t", "In which month did Perpetua sell her saxophone?", "2024-11", "sold-sax", "sold; last month", "relative-date"),
        Q("s", "Who bought Perpetua's saxophone?", "a neighbour's son", "sold-sax", "neighbour; son", ""),
        Q("m", "Why did Perpetua give up the saxophone?", "she had no time once she started the breakfast show in Nairobi", "sax sold-sax", {"sax": "summertime", "sold-sax": "breakfast show"}, "event-chain"),
        Q("t", "When did Anselm and Valentin finish their first window together?", "2024-12-18", "hallstatt", "first window; 18th", "human-date"),
        Q("s", "Where is the chapel Anselm and Valentin made their first window for?", "Hallstatt", "hallstatt", "hallstatt", ""),
        Q("s", "Where did Perpetua suggest going to see elephants?", "Amboseli", "elephants amboseli", {"elephants": "elephants", "amboseli": "amboseli"}, ""),
        Q("t", "Since when has Perpetua presented the evening show?", "2025-03-03", "evening", "evening show; 3rd", "human-date"),
        Q("m", "Which shows has Perpetua presented, in order?", "the news in Mombasa, then the breakfast show in Nairobi, then the evening show", "radio nairobi evening", {"radio": "news", "nairobi": "breakfast show", "evening": "evening show"}, "event-chain"),
        Q("s", "Why did Perpetua leave the breakfast show?", "the early mornings were making her ill", "evening", "early mornings; ill", ""),
        Q("s", "Who is Leni?", "one of Anselm's students", "leni", "leni; students", "fragment"),
        Q("t", "In which month did Leni win a prize in Vienna?", "2025-03", "leni", "prize; last weekend", "relative-date"),
        Q("s", "Who looked after Strudel while Anselm was in Kenya?", "Valentin", "valentin-stay", "valentin", ""),
        Q("s", "Why was Anselm not allowed mandazi?", "because of his diabetes", "mandazi", "diabetes", ""),
        Q("m", "What did Anselm eat on his sixtieth birthday, and where was he?", "one mandazi, in Kenya", "sixty kenya mandazi", {"sixty": "sixty", "kenya": "kenya", "mandazi": "birthday"}, "event-chain"),
        Q("t", "When were Strudel's puppies born?", "2025-04-27", "puppies", "27th; april", "human-date"),
        Q("s", "How many puppies did Strudel have?", "five", "puppies", "five", ""),
        Q("m", "Where were Anselm and Dorothea when Strudel's puppies were born?", "on the Kenyan coast", "kenya puppies", {"kenya": "coast", "puppies": "coast"}, "event-chain"),
        Q("s", "Which of Strudel's puppies did Anselm keep?", "Bretzel, a little brown boy", "bretzel", "bretzel", "", True),
        Q("t", "When was Otieno promoted to regional manager?", "2025-06-16", "promoted", "regional manager; monday", "relative-date"),
        Q("s", "What is Otieno's job now?", "regional manager", "promoted", "regional manager", "latest", True),
        Q("s", "What is Perpetua's novel about?", "a radio presenter in Mombasa", "novel", "radio presenter", ""),
        Q("s", "By when does Perpetua plan to finish her novel?", "Christmas 2025", "achieng", "christmas", ""),
        Q("s", "Perpetua asks: who taught me the saxophone?", "Mzee Juma", "sax", "mzee juma", "first-person-question"),
        Q("s", "Which dog did Anselm get two years ago?", "Strudel, a dachshund puppy", "puppy", "dachshund", "relative-question-date"),
        Q("o", "In which country does Perpetua live?", "Kenya", "nairobi", "nairobi", ""),
        Q("o", "In which country is Linz, where Anselm's rose window is?", "Austria", "rose", "linz", ""),
    ],
)
CONVERSATIONS.append(PERPETUA_ANSELM)



TALLULAH_OSSIAN = Conv(
    "pair",
    "timestamped_lines",
    ["Ossian", "Tallulah"],
    """
@ 2024-06-08
Ossian: lulu!! how's otter life {otter-q}
Tallulah: amazing honestly. been at the wildlife park 3 weeks now and they've put me on otters full time, there's 6 of them and one is called biscuit {biscuit}
Ossian: biscuit the otter. i need to meet biscuit
Tallulah: come down to totnes then!! how's glasgow {totnes}
Ossian: wet. still doing deliveries in the van, 140 parcels a day, my back is wrecked {van}
Tallulah: oof. is the band still a thing
Ossian: yeah we're called the soft verges now lol. first gig is at a pub in partick on the 28th {gig}
Tallulah: THE SOFT VERGES. love it. wish i could come
Ossian: i'll send you a video. jamie got me a drum kit off his cousin for my birthday too, second hand but it's lovely {drums}
Tallulah: wait who's jamie
Ossian: my boyfriend!! we've been seeing each other since march, keep up {jamie}
Tallulah: sorry sorry i'm rubbish. i failed my driving test again on tuesday btw, third time. rolled back on a hill {test}
Ossian: nooo. fourth time lucky
@ 2024-08-21
Tallulah: PASSED. fourth time lucky was real. yesterday morning in newton abbot {passed}
Ossian: YESSS. car shopping time
Tallulah: already sorted, my auntie pam is selling me her old yellow micra for 900 quid {micra}
Ossian: a yellow micra is the correct car for you
Tallulah: i know. how was the gig
Ossian: so good. about 40 people came and someone threw a bra lol. we've got another one in september at a festival in stirling {festival}
Tallulah: rock stars. how's jamie
Ossian: good, we're moving in together!! a flat in partick, we get the keys on the 1st of september {partick}
Tallulah: omg big step. do you still have that awful sofa
Ossian: jamie made me sell it. a student bought it for 30 quid on monday {sofa}
Tallulah: end of an era. biscuit had babies btw, two pups born on saturday, not named yet {pups}
Ossian: OTTER BABIES
@ 2024-11-03
Ossian: lulu help, it's jamie's birthday next saturday and i have no ideas {jamie-bday}
Tallulah: what does he like
Ossian: birds. he's a birdwatcher, gets up at 5 to look at geese {birds}
Tallulah: binoculars then. or i can lend you my good camera if you want to take him somewhere {camera}
Ossian: oh good idea, there's a goose reserve at caerlaverock. can i borrow it for that weekend {caerlaverock}
Tallulah: course, i'll post it tomorrow. news from me: i'm head of the otter section now!! my boss left in october and they gave me her job {head}
Ossian: LULU. head otter. proud of you
Tallulah: and the pups are called crumble and flapjack, the kids at the park voted {names}
Ossian: biscuit crumble and flapjack. the pudding family. any other news
Tallulah: my mum's getting married again, to a guy called declan she met at salsa. wedding's on new year's eve in torquay {declan}
Ossian: salsa romance. do you like him
Tallulah: yeah he's sound, he's a retired fireman and he makes amazing curry {fireman}
@ 2025-01-25
Tallulah: how did jamie like the geese trip
Ossian: he loved it, he cried a bit when 2000 geese flew over. your camera's coming back on monday btw, sorry it took so long {camera-back}
Tallulah: no rush!! the wedding was lovely, mum wore green and declan cried through the vows {wedding}
Ossian: aww. any dramas
Tallulah: only that the micra broke down on the way home and we waited 2 hours for a tow truck. new year's day in a layby {layby}
Ossian: classic micra. my big news: i quit the deliveries!! i start as a sound engineer at a recording studio in the merchant city on the 3rd of february {studio}
Tallulah: WHAT. how
Ossian: the guy who recorded our ep offered me a trainee job, he says i have good ears lol {ears}
Tallulah: you DO have good ears. is the band still going
Ossian: yeah we recorded 4 songs in december, the ep comes out on valentine's day {ep}
Tallulah: i'll buy ten copies
@ 2025-04-12
Ossian: lulu you'll never guess. jamie proposed!! on top of ben lomond last sunday {proposed}
Tallulah: STOP. did you say yes
Ossian: obviously. we're thinking next summer, somewhere small {summer}
Tallulah: i'm crying. i'm coming whatever the date. also i got a rat lol
Ossian: a rat??
Tallulah: a pet rat, her name's mabel, a lad at work was rehoming her. she's so clever, she knows her name {mabel}
Ossian: mabel the rat. ok that's kind of cute. how's the otter section
Tallulah: busy. crumble and flapjack moved to a park in cornwall on wednesday, i cried in the van {cornwall}
Ossian: aw you basically raised them
Tallulah: i know. how's the studio
Ossian: love it. last week we recorded a choir from oban, 30 old men singing in gaelic {choir}
@ 2025-06-28
Tallulah: guess who's moving to scotland
Ossian: NO. you??
Tallulah: me!! got a job at a wildlife centre near loch lomond running their otter project, i start on the 4th of august {loch}
Ossian: LULU. we'll basically be neighbours. where will you live
Tallulah: looking at flats in dumbarton, it's halfway. mabel is coming obviously {dumbarton}
Ossian: obviously. and the micra?
Tallulah: sold her last week to a farmer's son for 400, she'd never have made it up the motorway {sold-micra}
Ossian: rip micra. i'm getting a new drum kit btw, the old one went to a school in govan on thursday {govan}
Tallulah: aw that's nice of you. are you two still doing next summer
Ossian: changed our minds, we're getting married at the registry office on the 18th of october. small and quick {october}
Tallulah: even better, i'll be up here by then
""",
    [
        Q("s", "Where does Tallulah work in June 2024?", "at a wildlife park near Totnes, looking after otters", "biscuit", "wildlife park; otters", "", True),
        Q("s", "What is the name of one of the otters Tallulah looks after?", "Biscuit", "biscuit", "biscuit", ""),
        Q("s", "Where does Ossian live?", "Glasgow", "totnes", "glasgow", "second-person", True),
        Q("s", "What job did Ossian do in 2024?", "parcel deliveries in a van", "van", "deliveries; van", "", True),
        Q("s", "What is Ossian's band called?", "The Soft Verges", "gig", "soft verges", "", True),
        Q("s", "Who gave Ossian a drum kit for his birthday?", "his boyfriend Jamie", "drums", "jamie", ""),
        Q("s", "Who is Jamie?", "Ossian's boyfriend", "jamie", "boyfriend", "fragment", True),
        Q("t", "Since when has Ossian been seeing Jamie?", "2024-03", "jamie", "since march", "human-date"),
        Q("t", "When did Tallulah fail her driving test for the third time?", "2024-06-04", "test", "driving test; tuesday", "relative-date"),
        Q("s", "Why did Tallulah fail her third driving test?", "she rolled back on a hill", "test", "rolled back; hill", ""),
        Q("t", "When did Tallulah pass her driving test?", "2024-08-20", "passed", "passed; yesterday", "relative-date"),
        Q("s", "Where did Tallulah pass her driving test?", "Newton Abbot", "passed", "newton abbot", ""),
        Q("s", "What car did Tallulah buy from her aunt?", "an old yellow Micra", "micra", "yellow micra", ""),
        Q("s", "How much did Tallulah pay for the Micra?", "900 pounds", "micra", "900", ""),
        Q("m", "How many times did Tallulah take her driving test before she passed?", "four", "test passed", {"test": "third time", "passed": "fourth time"}, "event-chain"),
        Q("s", "Where was the Soft Verges' second gig?", "at a festival in Stirling", "festival", "festival; stirling", ""),
        Q("s", "Where do Ossian and Jamie live?", "in a flat in Partick", "partick", "partick", "", True),
        Q("t", "When did Ossian sell his old sofa?", "2024-08-19", "sofa", "sell; monday", "relative-date"),
        Q("t", "When were Biscuit's pups born?", "2024-08-17", "pups", "pups; saturday", "relative-date"),
        Q("t", "When is Jamie's birthday?", "2024-11-09", "jamie-bday", "birthday; next saturday", "relative-date"),
        Q("s", "What is Jamie's hobby?", "birdwatching", "birds", "birdwatcher", "pronoun", True),
        Q("s", "What did Tallulah lend Ossian in November 2024?", "her good camera", "camera", "camera", ""),
        Q("s", "Where did Ossian take Jamie for his birthday?", "the goose reserve at Caerlaverock", "caerlaverock", "caerlaverock", ""),
        Q("m", "Why did Ossian borrow Tallulah's camera?", "to take Jamie to the goose reserve at Caerlaverock for his birthday", "jamie-bday caerlaverock", {"jamie-bday": "birthday", "caerlaverock": "caerlaverock"}, "event-chain"),
        Q("s", "What job did Tallulah get in autumn 2024?", "head of the otter section", "head", "head; otter section", "", True),
        Q("s", "What are Biscuit's pups called?", "Crumble and Flapjack", "names", "crumble; flapjack", ""),
        Q("s", "Who did Tallulah's mum marry?", "Declan, a retired fireman", "declan", "declan", "", True),
        Q("t", "When did Tallulah's mum marry Declan?", "2024-12-31", "declan", "wedding; new year's eve", "human-date"),
        Q("s", "Where did Tallulah's mum and Declan meet?", "at salsa", "declan", "salsa", ""),
        Q("s", "What did Declan do before he retired?", "he was a fireman", "fireman", "fireman", "third-person-fact"),
        Q("t", "When did Tallulah's Micra break down on the way home from the wedding?", "2025-01-01", "layby", "micra; new year's day", "human-date"),
        Q("s", "What job did Ossian start in February 2025?", "trainee sound engineer at a recording studio in the Merchant City", "studio", "sound engineer", "latest", True),
        Q("t", "When did Ossian start at the recording studio?", "2025-02-03", "studio", "studio; 3rd", "human-date"),
        Q("m", "How did Ossian get his job at the recording studio?", "the man who recorded his band's EP offered him a trainee job", "ears studio", {"ears": "ep", "studio": "sound engineer"}, "event-chain"),
        Q("t", "When did the Soft Verges' EP come out?", "2025-02-14", "ep", "ep; valentine", "human-date"),
        Q("t", "When did Jamie propose to Ossian?", "2025-04-06", "proposed", "proposed; last sunday", "relative-date"),
        Q("s", "Where did Jamie propose?", "on top of Ben Lomond", "proposed", "ben lomond", ""),
        Q("s", "Who proposed to Ossian last year?", "Jamie", "proposed", "jamie", "relative-question-date"),
        Q("s", "What is Tallulah's pet rat called?", "Mabel", "mabel", "mabel", "", True),
        Q("t", "When did Crumble and Flapjack move to Cornwall?", "2025-04-09", "cornwall", "cornwall; wednesday", "relative-date"),
        Q("s", "What choir did Ossian record at the studio?", "a choir of 30 old men from Oban singing in Gaelic", "choir", "choir; oban", ""),
        Q("s", "Where will Tallulah work from August 2025?", "at a wildlife centre near Loch Lomond, running its otter project", "loch", "wildlife centre; loch lomond", "latest", True),
        Q("m", "Where has Tallulah worked with otters?", "at a wildlife park near Totnes, then at a wildlife centre near Loch Lomond", "biscuit totnes loch", {"biscuit": "wildlife park", "totnes": "totnes", "loch": "loch lomond"}, "event-chain"),
        Q("t", "When does Tallulah start her job near Loch Lomond?", "2025-08-04", "loch", "4th; august", "human-date"),
        Q("s", "Where is Tallulah looking for a flat?", "Dumbarton", "dumbarton", "dumbarton", ""),
        Q("t", "In which month did Tallulah sell her Micra?", "2025-06", "sold-micra", "sold; last week", "relative-date"),
        Q("s", "Who bought Tallulah's Micra?", "a farmer's son", "sold-micra", "farmer", "pronoun"),
        Q("t", "When did Ossian give his old drum kit to a school in Govan?", "2025-06-26", "govan", "govan; thursday", "relative-date"),
        Q("t", "When are Ossian and Jamie getting married?", "2025-10-18", "october", "married; 18th", "human-date latest"),
        Q("m", "Where did Ossian's first drum kit end up, and who had given it to him?", "at a school in Govan; Jamie gave it to him", "drums govan", {"drums": "jamie", "govan": "school"}, "event-chain"),
        Q("m", "What happened to the car Tallulah bought from her aunt?", "it broke down on New Year's Day and she sold it to a farmer's son in June 2025", "micra layby sold-micra", {"micra": "micra", "layby": "broke down", "sold-micra": "sold"}, "event-chain"),
        Q("s", "Tallulah asks: what is my rat called?", "Mabel", "mabel", "mabel", "first-person-question"),
        Q("o", "In which county is Totnes, where Tallulah worked?", "Devon", "totnes", "totnes", ""),
        Q("o", "In which country is Ben Lomond, where Jamie proposed?", "Scotland", "proposed", "ben lomond", ""),
    ],
)
CONVERSATIONS.append(TALLULAH_OSSIAN)



TEMPERANCE = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-02-27
User: Hello! My name is Temperance and I'm a community midwife in Dundee. I've finally decided to learn to drive at forty-one, and I'd like help making a plan. {temperance}
Assistant: Congratulations on the decision, Temperance! Plenty of people learn later in life and do very well. Have you booked any lessons yet?
User: My first lesson is on Saturday, with an instructor called Morag. I'm nervous, because when my husband Ruaridh tried to teach me twenty years ago, I crashed our old car into a wall. {morag}
Assistant: That sounds like a good reason to learn from a professional! Two lessons a week is a good pace, and you can start studying for the theory test now too.
User: I work shifts at the hospital, so I can only do Tuesday and Saturday mornings. {shifts}
Assistant: That's fine. You could use a theory app on your breaks, about twenty minutes a day.
User: I also want to be able to drive to my sister Philippa's farm near Forfar. She's just had a hip operation and can't get about. {philippa}
Assistant: That's a kind goal. Country roads are good practice once you're confident, so ask Morag to include some.
User: Thank you. I'll download an app tonight.
Assistant: Good luck on Saturday, Temperance!
@ 2024-05-14
User: Hello, it's Temperance again. I passed my theory test on Friday with 48 out of 50! {theory}
Assistant: Well done! That's an excellent score. How are the driving lessons going?
User: Much better. Morag says I'm ready for the practical test, and I've booked it for the 9th of July in Dundee. {booked}
Assistant: Great. Practise the manoeuvres, especially parallel parking, and ask Morag for a mock test.
User: Parallel parking is my nightmare. I also want to buy a small car. Philippa is selling her old blue Skoda Fabia for two thousand pounds. Is that a fair price? {skoda}
Assistant: It depends on the year and the mileage, but it can be. Ask for the service history and the MOT certificate.
User: It's from 2014, with sixty thousand miles on it. {mileage}
Assistant: That sounds reasonable. Have a mechanic look at it before you pay.
User: Ruaridh can do that, he's a mechanic at the bus garage. {ruaridh}
Assistant: Perfect, then you're in good hands.
@ 2024-07-16
User: Hello! I passed my driving test on the 9th, first time! {passed}
Assistant: Congratulations, Temperance! That's wonderful news.
User: Thank you! I've bought Philippa's Skoda, and on Sunday I drove it to her farm by myself for the first time. {drove}
Assistant: How did it go?
User: Very well, apart from a flock of sheep in the road. Now I'd like ideas for a first long drive. Ruaridh and I want to go to Skye in September for our silver wedding anniversary. {skye}
Assistant: Skye is beautiful. You could go via Fort William and take the ferry from Mallaig, or go via Inverness and cross the bridge at Kyle of Lochalsh. Allow two days either way.
User: Our anniversary is on the 21st of September, so we'll leave on the 19th. {anniversary}
Assistant: That gives you plenty of time. If you take the ferry, book it early, as it fills up in September.
User: We'll take the bridge, I get seasick. {seasick}
Assistant: Then the Inverness route is the one for you. Enjoy the planning!
@ 2024-11-05
User: Hello, it's Temperance. Skye was wonderful, and we saw an eagle near Portree on our anniversary. Now I need advice about something else. {eagle}
Assistant: I'm glad you enjoyed it! What can I help with?
User: I've been offered a job as a team leader for the midwives in Perth, starting in January. It's more money, but I'd have to drive forty minutes each way. {perth}
Assistant: Congratulations on the offer! The drive is manageable, but think about winter roads. Would your hours change?
User: Yes, there would be no more night shifts, which would be lovely. {nights}
Assistant: No night shifts is a big advantage for your health. It sounds like a good move.
User: I think so too. I'm going to say yes on Friday. Ruaridh thinks I should buy a bigger car for the winter. {bigger}
Assistant: Good winter tyres matter more than the size of the car. You could fit winter tyres to your Skoda.
User: That's much cheaper. I'll ask Ruaridh to do it.
Assistant: Good plan. Congratulations again on the new job!
@ 2025-03-18
User: Hello! I've been a team leader in Perth since the 6th of January, and I love it. I have one small problem, though. {team-leader}
Assistant: I'm glad you're enjoying it! What's the problem?
User: My colleague Ishbel and I share the driving, and her collie sheds all over my seats. How do I get the hair out? {ishbel}
Assistant: A rubber glove or a damp sponge works well on fabric seats. You could also buy a washable seat cover for the days she rides with you.
User: A seat cover is a good idea. Also, our daughter Elspeth is getting married in Crieff on the 7th of June, and I want to drive the bride to the church. {elspeth}
Assistant: What a lovely idea! Decorate the car with ribbons, and do a practice drive of the route the week before.
User: My Skoda isn't very glamorous, though. Ruaridh wants to borrow his brother's old Jaguar for the day. {jaguar}
Assistant: A classic Jaguar would look beautiful in the photos. Drive it a few times before the wedding so that you know it well.
User: I will. Thank you, you've helped me all the way from my first lesson to this!
Assistant: It's been a pleasure, Temperance. Congratulations to Elspeth!
""",
    [
        Q("s", "What was the user's job in early 2024?", "community midwife in Dundee", "temperance", "midwife; dundee", "", True),
        Q("s", "How old was the user when she decided to learn to drive?", "forty-one", "temperance", "forty one", ""),
        Q("t", "When was the user's first driving lesson?", "2024-03-02", "morag", "first lesson; saturday", "relative-date"),
        Q("s", "Who was the user's driving instructor?", "Morag", "morag", "morag", ""),
        Q("s", "Who is Ruaridh?", "the user's husband", "morag", "ruaridh; husband", "fragment", True),
        Q("s", "What happened when Ruaridh tried to teach the user to drive?", "she crashed their old car into a wall", "morag", "crashed; wall", ""),
        Q("s", "Where does the user's sister Philippa live?", "on a farm near Forfar", "philippa", "farm; forfar", "", True),
        Q("s", "What operation had Philippa just had in February 2024?", "a hip operation", "philippa", "hip operation", "third-person-fact"),
        Q("t", "When did the user pass her driving theory test?", "2024-05-10", "theory", "theory; friday", "relative-date"),
        Q("s", "What did the user score in her theory test?", "48 out of 50", "theory", "48", ""),
        Q("m", "What car does the user drive, and who sold it to her?", "an old blue Skoda Fabia, bought from her sister Philippa", "skoda drove", {"skoda": "skoda fabia", "drove": "bought; skoda"}, "event-chain", True),
        Q("s", "How much did Philippa want for her Skoda?", "two thousand pounds", "skoda", "two thousand pounds", ""),
        Q("s", "What is Ruaridh's job?", "a mechanic at the bus garage", "ruaridh", "mechanic; bus garage", "third-person-fact pronoun", True),
        Q("t", "When did the user pass her driving test?", "2024-07-09", "booked passed", {"booked": "9th; july", "passed": "passed; 9th"}, "human-date"),
        Q("t", "When did the user first drive to Philippa's farm by herself?", "2024-07-14", "drove", "farm; sunday", "relative-date"),
        Q("m", "Where did the user drive by herself within a week of passing her test?", "to her sister Philippa's farm near Forfar", "passed drove", {"passed": "passed", "drove": "farm"}, "event-chain"),
        Q("s", "What was in the road on the user's first drive to the farm?", "a flock of sheep", "skye", "sheep", ""),
        Q("s", "Which anniversary did the user celebrate in September 2024?", "her silver wedding anniversary", "skye", "silver wedding", ""),
        Q("t", "When is the user's wedding anniversary?", "2024-09-21", "anniversary", "anniversary; 21st", "human-date"),
        Q("s", "Why did the user choose the bridge rather than the ferry to Skye?", "she gets seasick", "seasick", "seasick", ""),
        Q("m", "Where were the user and Ruaridh on their silver wedding anniversary, and what did they see?", "on Skye, near Portree, where they saw an eagle", "skye eagle", {"skye": "silver wedding", "eagle": "eagle; portree"}, "event-chain"),
        Q("s", "What job was the user offered in November 2024?", "team leader for the midwives in Perth", "perth", "team leader; perth", ""),
        Q("t", "Since when has the user been a team leader in Perth?", "2025-01-06", "team-leader", "team leader; 6th", "human-date"),
        Q("m", "How did the user's job change between 2024 and 2025?", "from community midwife in Dundee to team leader for the midwives in Perth, with no night shifts", "temperance team-leader", {"temperance": "midwife", "team-leader": "team leader; perth"}, "event-chain latest"),
        Q("s", "Who shares the driving to work with the user?", "her colleague Ishbel", "ishbel", "ishbel", ""),
        Q("s", "What kind of dog does Ishbel have?", "a collie", "ishbel", "collie", "third-person-fact"),
        Q("s", "Who is Elspeth?", "the user's daughter", "elspeth", "elspeth; daughter", "fragment", True),
        Q("t", "When is Elspeth's wedding?", "2025-06-07", "elspeth", "married; 7th", "human-date"),
        Q("s", "Where is Elspeth getting married?", "Crieff", "elspeth", "crieff", ""),
        Q("s", "Which car does Ruaridh want to borrow for Elspeth's wedding?", "his brother's old Jaguar", "jaguar", "jaguar", ""),
        Q("m", "Why did the user want to learn to drive, and did she manage it?", "to visit her sister Philippa's farm near Forfar; she drove there alone in July 2024", "philippa drove", {"philippa": "farm; forfar", "drove": "farm"}, "event-chain"),
        Q("o", "In which island group is the island the user visited for her anniversary?", "the Inner Hebrides", "skye", "skye", ""),
        Q("o", "In which council area is Forfar, where Philippa farms?", "Angus", "philippa", "forfar", ""),
    ],
    user_label="Temperance",
)
CONVERSATIONS.append(TEMPERANCE)


RADOMIR = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-09-03
User: Hi, I'm Radomir. I'm a sous-chef at a Polish restaurant in Leeds, and I've just signed up for my first sprint triathlon, in Harrogate on the 29th of September. I can run and cycle, but I swim like a brick. {radomir}
Assistant: Nice to meet you, Radomir, and well done for signing up! The swim in a sprint triathlon is usually 750 metres. How far can you swim now?
User: About two lengths before I panic. My partner Halina says I should just do breaststroke. {halina}
Assistant: Breaststroke is perfectly fine for a first triathlon. Swim three times a week, and add a length each time.
User: I work evenings, so mornings are best. The pool near my flat in Headingley opens at half past six. {headingley}
Assistant: Then morning swims three times a week will work well. Rest the day before the race.
User: I also have gout in my left big toe, and it flares up sometimes. Is running bad for it? {gout}
Assistant: I'm not a doctor, so please ask your GP, but many people with gout run when it isn't flaring. Drinking plenty of water helps.
User: Thanks, I'll ask at my check-up next week.
Assistant: Good luck with the training, Radomir!
@ 2024-10-01
User: Hi, it's Radomir. I finished the triathlon on Sunday! One hour and 38 minutes, and I swam the whole way, all breaststroke. {finished}
Assistant: Congratulations! That's a great time for a first triathlon. How do you feel?
User: Tired but proud. Halina and her mother cheered at the lake with a big sign. {sign}
Assistant: That's lovely. What's next for you?
User: Bigger news, actually. Halina is pregnant! The baby is due on the 14th of April. {pregnant}
Assistant: Congratulations to you both! That's wonderful news.
User: Thank you! Our flat is too small, so we want to move to a house with a garden before the baby comes. Where should we start? {house}
Assistant: Start by setting a budget and getting a mortgage agreement in principle. Look at areas near good parks and schools, and give yourselves three or four months.
User: Halina likes Roundhay, near the big park. {roundhay}
Assistant: Roundhay is popular with families. Compare houses there with a few nearby areas.
@ 2025-01-14
User: Hello, Radomir here. We got the keys to a house in Roundhay on Friday! It has three bedrooms and a small garden. {keys}
Assistant: Congratulations! A house with a garden before the baby arrives is perfect timing.
User: I need help choosing a colour for the baby's room. We don't know if it's a boy or a girl, we want a surprise. {surprise}
Assistant: Neutral colours like sage green, soft yellow or warm grey work well. Use a low-odour paint and air the room well while it dries.
User: Sage green, I like it. Also, I've left the restaurant. Since the 2nd of January I've been head chef at a new bistro in Chapel Allerton. {head-chef}
Assistant: Congratulations on the promotion! How are you finding it?
User: Hard work, twelve hours a day. But the owner is giving me four months off when the baby comes. {leave}
Assistant: That's generous. Try to rest when you can before then.
User: On Sunday I sold my old racing bike to my colleague Kacper, to pay for the cot. {bike}
Assistant: A good trade. Enjoy the painting!
@ 2025-04-29
User: Hello! Our daughter was born on the 17th of April, three days late. Her name is Zofia. {zofia}
Assistant: Congratulations, Radomir! Welcome, Zofia. How are Halina and the baby?
User: Both well, thank you. Zofia sleeps all day and screams all night. How do we fix that? {sleep}
Assistant: It's very common in the first weeks. Keep the days bright and the nights dark and quiet, and ask your health visitor for advice.
User: My mother is coming from Gdańsk on Saturday to help for a month. {mother}
Assistant: That's a big help. Make sure she has somewhere comfortable to sleep.
User: She'll have the spare room. My gout flared up badly in February, so the doctor has put me on tablets, but I'm fine now. {tablets}
Assistant: I'm glad it's being treated. Keep drinking plenty of water.
User: I will. I also want to cook my mother's own pierogi recipe for her when she arrives. {pierogi}
Assistant: That's a lovely way to welcome her. Enjoy the time together!
@ 2025-08-19
User: Hi, Radomir again. I go back to work next Monday after four months at home, and I'm nervous about leaving Zofia. {back}
Assistant: That's completely natural. Will Halina be at home with her?
User: Until October, when Halina goes back to her job at the library. Then Zofia starts at a nursery in Roundhay three days a week. {nursery}
Assistant: That sounds well planned. Try a few short settling-in sessions at the nursery in September.
User: Good idea. I also want to do the Harrogate triathlon again, on the 28th of September. Is five weeks of training enough? {again}
Assistant: For a sprint distance, five weeks is enough if you already have some fitness. Keep the swim sessions easy at first.
User: I've taken Zofia to the baby pool every Saturday since June, so I'm in the water a lot. {baby-pool}
Assistant: Lovely! That's a great start.
User: And I've finally learned front crawl, from videos, so maybe I'll be faster this year. {crawl}
Assistant: Good luck, Radomir! I hope you beat last year's time of one hour and 38 minutes.
""",
    [
        Q("s", "What was the user's job in September 2024?", "sous-chef at a Polish restaurant in Leeds", "radomir", "sous chef", "", True),
        Q("t", "When was the user's first sprint triathlon?", "2024-09-29", "radomir", "triathlon; 29th", "human-date"),
        Q("s", "Where was the user's first triathlon?", "Harrogate", "radomir", "harrogate", ""),
        Q("s", "Who is Halina?", "the user's partner", "halina", "halina; partner", "fragment", True),
        Q("s", "Where did the user live in 2024?", "in a flat in Headingley", "headingley", "headingley", "", True),
        Q("s", "What health condition does the user have?", "gout in his left big toe", "gout", "gout", "", True),
        Q("s", "What was the user's time in his first triathlon?", "one hour and 38 minutes", "finished", "one hour; 38 minutes", ""),
        Q("s", "Which stroke did the user swim in his first triathlon?", "breaststroke", "finished", "breaststroke", ""),
        Q("s", "Which race did the user finish two years ago?", "a sprint triathlon in Harrogate", "finished", "triathlon", "relative-question-date"),
        Q("s", "Who cheered for the user at the triathlon?", "Halina and her mother", "sign", "halina; mother", ""),
        Q("s", "Where did the user and Halina buy a house?", "Roundhay", "keys", "house; roundhay", "latest", True),
        Q("t", "When did the user get the keys to the house in Roundhay?", "2025-01-10", "keys", "keys; friday", "relative-date"),
        Q("s", "What colour did the user choose for the baby's room?", "sage green", "head-chef", "sage green", ""),
        Q("s", "What is the user's job now?", "head chef at a new bistro in Chapel Allerton", "head-chef", "head chef; chapel allerton", "latest", True),
        Q("t", "Since when has the user been head chef at the bistro?", "2025-01-02", "head-chef", "head chef; 2nd", "human-date"),
        Q("s", "Who bought the user's old racing bike?", "his colleague Kacper", "bike", "kacper", ""),
        Q("s", "Why did the user sell his racing bike?", "to pay for the cot", "bike", "cot", ""),
        Q("t", "When was Zofia born?", "2025-04-17", "zofia", "born; 17th", "human-date"),
        Q("s", "What is the user's daughter called?", "Zofia", "zofia", "zofia", "", True),
        Q("m", "How late was Zofia, and when had she been due?", "three days late; she was due on 14 April", "pregnant zofia", {"pregnant": "14th", "zofia": "three days late"}, "event-chain"),
        Q("s", "Where does the user's mother live?", "Gdańsk", "mother", "gdańsk", ""),
        Q("t", "When did the user's mother arrive to help with Zofia?", "2025-05-03", "mother", "mother; saturday", "relative-date"),
        Q("m", "What happened to the user's gout after he asked about running?", "it flared up badly in February 2025 and the doctor put him on tablets", "gout tablets", {"gout": "gout", "tablets": "tablets"}, "event-chain"),
        Q("t", "When did the user go back to work after Zofia was born?", "2025-08-25", "back", "work; next monday", "relative-date"),
        Q("m", "How long was the user at home after Zofia's birth, and who gave him the time off?", "four months, given by the owner of the bistro", "leave back", {"leave": "four months; owner", "back": "four months"}, "event-chain"),
        Q("s", "Where does Halina work?", "at the library", "nursery", "library", "third-person-fact", True),
        Q("m", "Where does Zofia go to nursery, and when did her parents move there?", "Roundhay; her parents got the keys to their house there in January 2025", "keys nursery", {"keys": "keys; roundhay", "nursery": "nursery; roundhay"}, "event-chain"),
        Q("s", "What swimming stroke did the user learn in 2025?", "front crawl", "crawl", "front crawl", "latest"),
        Q("m", "Which swimming strokes has the user used, first and last?", "breaststroke in his first triathlon, then front crawl", "finished crawl", {"finished": "breaststroke", "crawl": "front crawl"}, "event-chain"),
        Q("o", "In which English county is Harrogate, where the user raced?", "North Yorkshire", "radomir", "harrogate", ""),
        Q("o", "In which country is Gdańsk, where the user's mother lives?", "Poland", "mother", "gdańsk", ""),
    ],
    user_label="Radomir",
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
    S("past-event", NL, A_, "Gideon", "On Monday I took my daughter Rosamund to the Cézanne exhibition in Edinburgh, and now she wants to be a painter.", [M("Gideon took his daughter Rosamund to the Cézanne exhibition in Edinburgh on 2024-03-04.", R, "gideon|rosamund; cézanne; 2024-03-04")]),
    S("past-event", TL, B_, "Perran", "sold my old surfboard to a lad from newquay on thursday, 150 quid", [M("Perran sold his old surfboard on 2024-07-18.", R, "perran; surfboard; 2024-07-18")]),
    S("past-event", NJ, C_, "Honorine", "My husband Leopold ran the Athens marathon on Sunday, in four hours and two minutes, and I cried at the finish.", [M("Honorine's husband Leopold ran the Athens marathon on 2024-11-10.", R, "leopold; athens marathon; 2024-11-10")]),
    S("past-event", UA, D_, "User", "I lent my lawnmower to my neighbour on Saturday, and he brought it back with a bent blade. How do I straighten it?", [M("The user lent a lawnmower to a neighbour on 2025-02-22.", R, "user; lawnmower; 2025-02-22")]),
    S("past-event", JM, E_, "User", "Two weeks ago I passed my beekeeping exam. Actually, it was three weeks ago. Now I want to buy my first hive, so what should I look for?", [M("The user passed a beekeeping exam on 2025-05-23.", R, "user; beekeeping exam; 2025-05-23")]),
    S("past-event", NL, F_, "Wilfreda", "We buried Grandad's old spaniel under the apple tree on Sunday. Sorry, it was Saturday, I'm all muddled this week.", [M("Wilfreda buried her grandad's old spaniel under the apple tree on 2025-10-04.", R, "wilfreda; spaniel; 2025-10-04")]),
    S("past-event", TL, A_, "Jory", "got my ears pierced yesterday in truro, mum doesn't know yet", [M("Jory got ears pierced in Truro on 2024-03-05.", R, "jory; pierced; 2024-03-05")]),
    # durable facts about the speaker
    S("durable-fact", NL, B_, "Leocadia", "I've worked as a locksmith in Hastings for nine years, so I get called out at all hours.", [M("Leocadia is a locksmith in Hastings.", D, "leocadia; locksmith")]),
    S("durable-fact", TL, C_, "Bramwell", "We moved into a cottage in Ludlow in the summer, so my commute is much longer now.", [M("Bramwell lives in a cottage in Ludlow.", D, "bramwell; ludlow")]),
    S("durable-fact", NJ, D_, "Aurelie", "I've been coeliac since I was a child, so I bring my own bread everywhere.", [M("Aurelie has coeliac disease.", D, "aurelie; coeliac")]),
    S("durable-fact", UA, E_, "User", "I'm a widower, and both of my daughters live in Canada now.", [M("The user is a widower whose two daughters live in Canada.", D, "user; widower|daughters")]),
    S("durable-fact", JM, F_, "User", "I speak Welsh at home with my wife, but English at work.", [M("The user speaks Welsh at home with his wife.", D, "user; welsh")]),
    S("durable-fact", NL, A_, "Crispin", "These days I teach the cello at a primary school in Bath, three days a week.", [M("Crispin teaches the cello at a primary school in Bath.", D, "crispin; cello")]),
    # plans with a date
    S("plan", NL, C_, "Marigold", "We're driving up to my in-laws in Durham on Boxing Day and staying until New Year.", [M("Marigold is driving to her in-laws in Durham on 2024-12-26.", R, "marigold; durham|in laws; 2024-12-26")]),
    S("plan", TL, D_, "Kit", "got an interview at the cider farm on friday, wish me luck", [M("Kit has a job interview at the cider farm on 2025-02-28.", R, "kit; interview; 2025-02-28")]),
    S("plan", NJ, E_, "Everard", "My brother Linus and I start walking the Offa's Dyke path on the 21st, and we've got twelve days to finish it.", [M("Everard and his brother Linus start walking the Offa's Dyke path on 2025-06-21.", R, "everard|linus; offa's dyke; 2025-06-21")]),
    S("plan", UA, F_, "User", "My son starts at a new school in Leicester on Monday, and he's nervous. How can I help him settle in?", [M("The user's son starts at a new school in Leicester on 2025-10-13.", R, "son; school; 2025-10-13")]),
    S("plan", JM, A_, "User", "I'm having my wisdom teeth out on Friday. What soft foods should I buy?", [M("The user is having wisdom teeth out on 2024-03-08.", R, "user; wisdom teeth; 2024-03-08")]),
    # facts about other people
    S("third-person-fact", NL, D_, "Isembard", "My wife Clodagh has just been made head of the maternity ward at St Anne's.", [M("Isembard's wife Clodagh is head of the maternity ward at St Anne's.", D, "clodagh; maternity ward")]),
    S("third-person-fact", TL, E_, "Sunny", "my brother's a firefighter in sheffield now, he transferred from hull in april", [M("Sunny's brother is a firefighter in Sheffield.", D, "brother; firefighter; sheffield")]),
    S("third-person-fact", NJ, F_, "Gwenllian", "Our neighbour Mr Okafor has bought the old bakery on the corner, and he's turning it into a bike shop.", [M("Gwenllian's neighbour Mr Okafor bought the old bakery on the corner to turn into a bike shop.", D, "okafor; bakery|bike shop")]),
    S("third-person-fact", UA, A_, "User", "My granddaughter Kezia is studying veterinary medicine in Glasgow. What could I send her for her birthday?", [M("The user's granddaughter Kezia studies veterinary medicine in Glasgow.", D, "kezia; veterinary")]),
    S("third-person-fact", JM, B_, "User", "My husband Torvald has taken up the bagpipes, and the neighbours have complained. Is there a quiet way for him to practise?", [M("The user's husband Torvald plays the bagpipes.", D, "torvald; bagpipes")]),
    # short answers to a question
    S("fragment-answer", NL, E_, "Philemon", "Lisbon, since March. The rent is much cheaper than in Bristol.", [M("Philemon lives in Lisbon.", D, "philemon; lisbon")], [("Araminta", "Where are you living these days?")]),
    S("fragment-answer", TL, F_, "Rhiannon", "night shifts at the sorting office, 10 till 6", [M("Rhiannon works night shifts at the sorting office.", D, "rhiannon; sorting office")], [("Dex", "what u doing for work now")]),
    S("fragment-answer", NJ, A_, "Tancred", "Ultimate frisbee, twice a week, in Victoria Park.", [M("Tancred plays ultimate frisbee in Victoria Park.", D, "tancred; ultimate frisbee")], [("Mireille", "What sport are you playing these days?")]),
    S("fragment-answer", UA, B_, "User", "Three, and a very old tabby cat.", [M("The user has three children and an old tabby cat.", D, "user; three children|tabby cat")], [("Assistant", "How many children do you have?")]),
    # temporary states
    S("recent-state", NL, B_, "Ysella", "I've had a horrible cold for a week now, and I've lost my voice completely.", [M("Ysella has a cold and has lost her voice.", R, "ysella; cold|voice")]),
    S("recent-state", TL, C_, "Fitz", "on crutches for 6 weeks, broke my foot at football", [M("Fitz is on crutches after breaking a foot at football.", R, "fitz; crutches|broke foot")]),
    S("recent-state", JM, D_, "User", "I'm staying with my sister in Aberystwyth while my kitchen is rebuilt, so I only have a microwave. Any easy recipes?", [M("The user is staying with a sister in Aberystwyth while the kitchen is rebuilt.", R, "user; aberystwyth")]),
    S("recent-state", UA, E_, "User", "I'm on antibiotics for a chest infection this week, so no wine for me at the party on Saturday. What could I drink instead?", [M("The user is on antibiotics for a chest infection.", R, "user; antibiotics|chest infection")]),
    # requests that carry a fact
    S("request-with-fact", UA, F_, "User", "I've just bought a second-hand piano from a church in Ripon. How often should it be tuned?", [M("The user bought a second-hand piano from a church in Ripon.", R, "user; piano")]),
    S("request-with-fact", JM, A_, "User", "My son Caspian has a peanut allergy. Can you suggest a birthday cake recipe without nuts?", [M("The user's son Caspian has a peanut allergy.", D, "caspian; peanut allergy")]),
    S("request-with-fact", UA, C_, "User", "We've borrowed my brother-in-law's campervan for the October half term. What should we check before we set off?", [M("The user borrowed a brother-in-law's campervan for the October half term.", R, "user; campervan")]),
    S("request-with-fact", JM, E_, "User", "I run a small second-hand bookshop in Hay-on-Wye. How can I get more people to come in on weekdays?", [M("The user runs a small second-hand bookshop in Hay-on-Wye.", D, "user; bookshop")]),
    # facts the other person states and the speaker confirms
    S("second-person", NL, C_, "Evadne", "Still there! I'm the head gardener now, actually.", [M("Evadne is the head gardener at the botanic garden in Oxford.", D, "evadne; head gardener|botanic garden")], [("Lysander", "You still work at the botanic garden in Oxford, don't you?")]),
    S("second-person", TL, D_, "Cass", "yep still got him, he's 14 now and still bites", [M("Cass has a 14-year-old iguana.", D, "cass; iguana")], [("Tobi", "wait do u still have that grumpy iguana")]),
    S("second-person", NJ, F_, "Leontyne", "I am! We open in the church hall every Sunday now.", [M("Leontyne runs the repair café in the church hall.", D, "leontyne; repair café")], [("Ignatius", "You're the one who runs the repair café, aren't you?")]),
    S("second-person", UA, A_, "User", "Yes, that's right, every Saturday in the summer.", [M("The user volunteers at the lighthouse museum at Ardnamurchan.", D, "user; lighthouse museum")], [("Assistant", "You said earlier that you volunteer at the lighthouse museum at Ardnamurchan?")]),
    # several facts at once
    S("multi-fact", NL, D_, "Hortensia", "I'm 47, I drive a school bus in Penzance, and I sing in a choir on Wednesdays.", [M("Hortensia is 47.", D, "hortensia; 47"), M("Hortensia drives a school bus in Penzance.", D, "hortensia; school bus"), M("Hortensia sings in a choir.", D, "hortensia; choir")]),
    S("multi-fact", TL, E_, "Roddy", "new job at a bike shop in kendal, new flat above it, and a new girlfriend called ailsa lol", [M("Roddy works at a bike shop in Kendal.", D, "roddy; bike shop"), M("Roddy lives in a flat above the bike shop in Kendal.", D, "roddy; flat"), M("Roddy's girlfriend is called Ailsa.", D, "roddy; ailsa")]),
    S("multi-fact", NJ, B_, "Casimir", "I've sold the van, bought a tandem, and my wife Dagny and I are cycling to Rome on it in September.", [M("Casimir sold his van.", R, "casimir; van"), M("Casimir bought a tandem.", R, "casimir; tandem"), M("Casimir and his wife Dagny are cycling to Rome in September 2024.", R, "casimir|dagny; rome; 2024-09")]),
    # notes
    S("note", NO, F_, None, "Note: Grandma Isolde's birthday is on the 19th of November, and she loves lilies.", [M("Grandma Isolde's birthday is on 19 November, and she loves lilies.", D, "isolde; november")]),
    S("note", UA, B_, "User", "Note to self: the boiler service is booked for the 2nd of August.", [M("The user's boiler service is booked for 2024-08-02.", R, "boiler service; 2024-08-02")]),
    S("note", JM, D_, "User", "Note for later: the gate code at my new allotment is 5519.", [M("The user's allotment gate code is 5519.", D, "gate code; 5519")]),
    # likes and dislikes
    S("preference", NL, F_, "Sorrel", "I can't bear horror films. I watched one at fourteen and didn't sleep for a week.", [M("Sorrel cannot bear horror films.", D, "sorrel; horror films")]),
    S("preference", TL, A_, "Benny", "honestly nothing beats a proper pork pie", [M("Benny loves a proper pork pie.", D, "benny; pork pie")]),
    S("preference", JM, C_, "User", "I much prefer audiobooks to paper books these days, my eyes get tired.", [M("The user prefers audiobooks to paper books.", D, "user; audiobooks")]),
    # answers that say who with a pronoun
    S("pronoun-answer", NL, E_, "Ariadne", "My son-in-law did. He organised the whole thing from his phone.", [M("Ariadne's son-in-law organised her surprise party.", R, "ariadne; son in law; surprise party")], [("Lucian", "Who organised your surprise party? It was brilliant.")]),
    S("pronoun-answer", NJ, C_, "Fenella", "She's my aunt's. She's staying with us while my aunt is in Australia.", [M("The old Labrador in Fenella's garden belongs to Fenella's aunt.", D, "fenella; aunt; labrador")], [("Osric", "Whose is the lovely old Labrador in your garden?")]),
]

SENTENCES += [
    # sentences that should form no memory
    S("chatter", NL, A_, "Horace", "Right, I'm off to bed. Night night!"),
    S("chatter", TL, B_, "Zed", "lol same"),
    S("chatter", NJ, C_, "Imogen", "Oh, hang on, someone's at the door."),
    S("chatter", UA, D_, "User", "Hello again!"),
    S("chatter", JM, E_, "User", "Let's go back to what you said before."),
    S("chatter", NL, F_, "Quentin", "Sorry I've been so terrible at replying this week!"),
    S("compliment", NL, B_, "Melisande", "Your photos from Cornwall are stunning, you have such an eye."),
    S("compliment", TL, C_, "Jem", "ur the best cook i know, that lasagne was unreal"),
    S("compliment", NJ, D_, "Ximena", "You're such a patient teacher. Hugo is lucky to have you."),
    S("compliment", UA, E_, "User", "You explain things better than my old maths teacher ever did."),
    S("compliment", JM, F_, "User", "That's a clever idea, much better than mine."),
    S("compliment", NL, A_, "Aldous", "Your Rosalie sings like an angel. She should be on the radio."),
    S("generic-opinion", NL, C_, "Beatrix", "Honestly, I think the summer holidays are far too long for children."),
    S("generic-opinion", TL, D_, "Nico", "trains in this country are a joke tbh"),
    S("generic-opinion", NJ, E_, "Wystan", "Dogs are better company than most people, if you ask me."),
    S("generic-opinion", UA, F_, "User", "I think people spend far too much money on weddings these days."),
    S("generic-opinion", JM, A_, "User", "Modern cars all look the same to me."),
    S("generic-opinion", NL, B_, "Cordelia", "Nobody should have to work on Christmas Day."),
    S("hypothetical", NL, D_, "Raphael", "If I won the lottery, I'd buy a farmhouse in the Azores and never come back."),
    S("hypothetical", TL, E_, "Lenny", "if i had a dog i'd call it gravy lol"),
    S("hypothetical", NJ, F_, "Ottavia", "If we ever have a daughter, we'll name her Seraphine, after my grandmother."),
    S("hypothetical", UA, A_, "User", "If I moved to Valencia, would I need to learn Spanish first?"),
    S("hypothetical", JM, B_, "User", "Suppose I wanted to open a bakery one day. How much would the ovens cost?"),
    S("hypothetical", NL, C_, "Lorcan", "If the job in Dublin comes up again, I might apply, but probably not."),
    S("others-opinion", NL, E_, "Clementine", "My dad thinks I should sell the house and move closer to him in Norwich."),
    S("others-opinion", TL, F_, "Birdie", "my mum reckons my boyfriend is a waste of space"),
    S("others-opinion", NJ, A_, "Hilarion", "My doctor says I should cut down on coffee, but what does she know."),
    S("others-opinion", UA, B_, "User", "My wife thinks we should paint the kitchen yellow, but I'm not sure. What do you think?"),
    S("others-opinion", JM, C_, "User", "My teacher says my German accent sounds Dutch."),
    S("others-opinion", NL, D_, "Wenceslas", "Aunt Prue says the new vicar is far too young to be any good."),
    S("passing-mood", NL, F_, "Isadora", "I'm so tired today that I could sleep on the kitchen floor."),
    S("passing-mood", TL, A_, "Mack", "bored out of my mind at work rn"),
    S("passing-mood", NJ, B_, "Genevieve", "Feeling a bit low this afternoon. The rain isn't helping."),
    S("passing-mood", UA, C_, "User", "I'm in a terrible mood this morning, so please be patient with me."),
    S("passing-mood", JM, D_, "User", "I'm so nervous right now that I can't think straight."),
    S("passing-mood", NL, E_, "Tobias", "I'm absolutely starving, I skipped lunch."),
    S("question", NL, A_, "Marcelline", "How is your sister getting on in Brisbane with the new baby?"),
    S("question", TL, B_, "Rudi", "did u ever sell that old camper of urs"),
    S("question", NJ, C_, "Dorcas", "Is your husband still working at the shipyard in Birkenhead?"),
    S("question", UA, D_, "User", "How long does it take to drive from Bristol to Inverness?"),
    S("question", JM, E_, "User", "What time does the sun set in Reykjavik in June?"),
    S("question", NL, F_, "Ignatia", "Didn't your brother use to play rugby for Gloucester?"),
    S("thanks", NL, B_, "Severin", "Thank you so much for the flowers, they were beautiful."),
    S("thanks", TL, D_, "Pip", "thanks for the lift yesterday, lifesaver"),
    S("thanks", UA, E_, "User", "Thanks, that's really helpful."),
    S("thanks", JM, F_, "User", "Brilliant, thank you for your help with the cover letter."),
    S("assistant-suggestion", UA, A_, "Assistant", "You could try a weekend in Bruges; the canals are lovely in spring.", context=[("User", "Where could I go for a short break by train from London?")]),
    S("assistant-suggestion", JM, B_, "Assistant", "A Labrador might suit your family, since they're usually gentle with children.", context=[("User", "What dog breed would be good with small children?")]),
    S("assistant-suggestion", UA, C_, "Assistant", "I'd suggest a couch-to-5K plan, with three short runs a week.", context=[("User", "How should I start running?")]),
    S("assistant-suggestion", JM, D_, "Assistant", "You might enjoy Middlemarch; it's long, but very rewarding.", context=[("User", "Can you recommend a classic novel for the winter?")]),
]


if __name__ == "__main__":
    raise SystemExit(main())
