# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the second recall development set (this folder) from the hand-written material.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
This script (with ``bench/_handwritten.py``, the format the hand-written sets share) only
numbers turns, resolves the turn labels that questions point at, checks the labels against
the scorer's rules and writes the four files::

    uv run python bench/data/recall-dev2/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev2/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import (  # noqa: E402
    Conv,
    M,
    Q,
    S,
    conversation_rows,
    manifest,
    sentence_rows,
    set_files,
    write_or_check,
)

PREFIX = "dev2"
NOTHING = {"chatter", "question", "compliment", "hypothetical", "others-opinion",
           "generic-opinion", "assistant-suggestion", "thanks", "passing-mood",
           "unresolvable"}  # fmt: skip


def _check_sessions(cid: str, conv: Conv, sessions: list[dict[str, Any]]) -> None:
    days = [s["date"] for s in sessions]
    assert days == sorted(days) and days[0] >= "2023-01-01" and days[-1] <= "2025-12-31"
    assert all(len(s["turns"]) >= 8 for s in sessions), cid


def _no_more_checks(sid: str, s: S) -> None:
    """The second dev set checks its sentences only by the shared rules."""


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    convs, questions = conversation_rows(PREFIX, CONVERSATIONS, _check_sessions)
    sentences = sentence_rows(PREFIX, SENTENCES, NOTHING, _no_more_checks)
    written_by = (
        "hand (bench/data/recall-dev2/write.py), blind to the first dev set's "
        "generator and to the held-out set"
    )
    return set_files(convs, questions, sentences, manifest(written_by, convs, questions, sentences))


def main() -> int:
    return write_or_check(HERE, build())


# -- material -------------------------------------------------------------------------------------
# Names, places, jobs and events are invented for this set.

CONVERSATIONS: list[Conv] = []
SENTENCES: list[S] = []

INES_TOBIAH = Conv(
    "pair",
    "named_lines",
    ["Ines", "Tobiah"],
    """
@ 2023-03-18
Tobiah: ines!!! long time. how's bristol treating you {bristol}
Ines: Toby! Bristol is grey and wet and I love it. Still doing nights on the ambulances though, so I'm half asleep {bristol-a}
Tobiah: how long have you been a paramedic now? feels like forever {job-q}
Ines: Six years in June. Honestly the best and worst job I've ever had. {job}
Tobiah: you're a legend. I couldn't do it, I faint at paper cuts
Ines: lol you'd be fine. What about you, still twiddling knobs in the studio?
Tobiah: ha yes, still at Hollow Reed, mostly mixing folk bands at the moment {studio}
Tobiah: we had a choir in on Thursday, forty people in a room built for ten
Ines: that sounds like a nightmare for your ears
Ines: Oh!! I have news. Rafe and I are getting a dog. A retired greyhound, we pick her up a week today {dog-plan}
Tobiah: NO WAY. name??
Ines: Her racing name was Velvet Thunder but we're calling her Biscuit {dog-name}
Tobiah: Biscuit is perfect. Send pics the second you have her
Ines: obviously. right, I need to sleep before my shift, speak soon x
@ 2023-05-02
Ines: Biscuit update: she has claimed the sofa and Rafe basically sleeps on the floor now
Tobiah: as it should be
Tobiah: how's she settling?
Ines: She's scared of the hoover and the cat next door but otherwise she's a total sweetheart
Tobiah: I've been meaning to tell you, I did a thing. I signed up for Gaelic classes at the community centre, Tuesday evenings {gaelic}
Ines: Tha mi... that's all I've got
Tobiah: that's more than me tbh
Ines: is this because of your gran?
Tobiah: yeah kind of. She grew up speaking it on Lewis and I never learned, feels like a gap {gran}
Ines: that's lovely Toby
Ines: also random but do you think I should do the Bath half in September? Rafe thinks I'm mad
Tobiah: Rafe is right but do it anyway
Ines: lol ok I'll think about it
Tobiah: gotta run, there's a drummer waiting. speak soon!
@ 2023-06-20
Tobiah: Guess who spent Sunday night in hospital {hospital}
Ines: oh no, what happened?
Tobiah: prawn curry. My face swelled up like a balloon. Turns out I'm allergic to shellfish, at 31, who knew {allergy}
Ines: Toby!! are you ok now?
Tobiah: yeah fine, they gave me antihistamines and an epipen and sent me home {epipen}
Ines: keep that epipen on you ALWAYS. speaking as a professional
Tobiah: yes nurse
Ines: paramedic. but fine.
Ines: In happier news I signed up for the Bath Half. It's on the 17th of September {half}
Tobiah: YES. I'll come down and cheer
Ines: you'd better. Rafe's making a sign
Tobiah: also my sister's moving in with me for the summer, Mirela's doing an internship at the Science Centre {sister}
Ines: aw how is she? still doing physics?
Tobiah: astrophysics now, she's far too clever for our family {sister-study}
Ines: haha. ok I'm off to walk Biscuit. she's judging me from the door
@ 2023-08-29
Ines: Toby. Big news. We're moving to Bath. Rafe got the job at the university {move-news}
Tobiah: WHAT. when??
Ines: End of October. We found a little terrace in Larkhall with a garden for Biscuit {larkhall}
Tobiah: that's amazing. will you stay with the ambulance service?
Ines: yes, I've transferred to the Bath station, same trust so it was easy {bath-station}
Tobiah: and the half is basically on your doorstep now lol
Ines: ha yes. training's going ok, I did 16k last Saturday without dying {long-run}
Tobiah: respect. I ran for a bus yesterday and nearly died
Ines: how's the gaelic?
Tobiah: gave up. the teacher moved to Inverness and the new one is... a lot. Might try again in the autumn {gaelic-quit}
Ines: boo. what's Mirela up to?
Tobiah: she's back in Edinburgh, starting her PhD next month {mirela-phd}
Ines: she's going to be Dr Okafor before either of us has our life together
Tobiah: low bar tbh
@ 2023-10-14
Tobiah: how was the half?? I'm so sorry I missed it, the session ran over
Ines: Don't worry! I finished in 2 hours 4 minutes. Rafe cried more than I did {half-time}
Tobiah: 2:04! that's brilliant
Ines: my knees do not agree
Ines: the move is in two weeks and the flat is all boxes. Biscuit keeps lying in the boxes
Tobiah: can't believe you're leaving Bristol {leaving}
Ines: me neither. it's weird.
Tobiah: oh and I have news too. I'm leaving Hollow Reed. I got a job teaching sound production at Clyde College, I start in January {new-job}
Ines: TOBY. a teacher!
Tobiah: lecturer if you please
Ines: Mr Okafor
Tobiah: honestly I'm a bit terrified. 25 teenagers is scarier than a forty person choir
Ines: you'll be brilliant. what does your mum think?
Tobiah: she's thrilled, she's told the whole church already
Ines: haha of course she has
@ 2023-12-09
Ines: Hello from Bath! We're in. Most of the boxes are unpacked. The rest are Rafe's problem {moved}
Tobiah: yay!! how's Larkhall?
Ines: really friendly. our neighbour Mrs Pryce brought round a lemon drizzle on day one {neighbour}
Tobiah: that's the dream
Ines: Ok random but who made that patchwork quilt behind you on our video call? It's gorgeous {quilt-q}
Tobiah: my mum made it for my thirtieth. took her a whole year {quilt-a}
Ines: she's so talented
Tobiah: she's already asking what colours you and Rafe like, be warned
Ines: ahh amazing. tell her green!
Tobiah: last day at the studio was yesterday btw. they gave me a signed Mogwai vinyl {last-day}
Ines: that's so sweet. are you sad?
Tobiah: a bit. I'll miss the weird hours weirdly
Ines: famous last words
@ 2024-02-24
Tobiah: six weeks in at Clyde College and nobody has set anything on fire
Ines: the bar is on the floor lol. do you like it?
Tobiah: I love it actually. the students are funny. one of them recorded a whole album on his phone {like-job}
Ines: that's brilliant
Ines: ok I need your opinion. Rafe wants to get a second greyhound
Tobiah: yes. obviously yes.
Ines: you're no help
Tobiah: what would Biscuit think?
Ines: she'd probably be thrilled, she loves other dogs more than people
Ines: also we're going to Porto for my birthday in April, just me and Rafe {porto}
Tobiah: when's your birthday again? I always forget {bday-q}
Ines: 11th April. you've forgotten it every year since 2015 {bday}
Tobiah: never again. it's in my calendar now
Ines: I'll believe it when I see it
Tobiah: Mirela says hi btw, she's presenting at a conference in Granada next month
Ines: tell her good luck!
""",
    [
        Q("s", "What is Ines's job?", "paramedic", "job-q job", "paramedic", "second-person", True),
        Q(
            "s",
            "Which recording studio did Tobiah work at?",
            "Hollow Reed",
            "studio",
            "hollow reed",
            "",
            True,
        ),
        Q("s", "What is the name of Ines's greyhound?", "Biscuit", "dog-name", "biscuit", "", True),
        Q(
            "t",
            "On what date did Ines and Rafe pick up their retired greyhound?",
            "2023-03-25",
            "dog-plan",
            "greyhound",
            "relative-date",
        ),
        Q(
            "s",
            "Which language did Tobiah sign up to learn at the community centre?",
            "Gaelic",
            "gaelic",
            "gaelic",
            "",
            True,
        ),
        Q(
            "o",
            "In which country is the island where Tobiah's gran grew up?",
            "Scotland",
            "gran",
            "lewis",
            "pronoun",
        ),
        Q(
            "t",
            "When did Tobiah spend the night in hospital after eating prawn curry?",
            "2023-06-18",
            "hospital allergy",
            {"hospital": "hospital", "allergy": "prawn|shellfish"},
            "relative-date event-chain",
        ),
        Q("s", "What food is Tobiah allergic to?", "shellfish", "allergy", "shellfish", "", True),
        Q(
            "t",
            "On what date was the Bath Half that Ines ran?",
            "2023-09-17",
            "half",
            "bath half",
            "relative-date",
        ),
        Q(
            "s",
            "What does Tobiah's sister Mirela study?",
            "astrophysics",
            "sister sister-study",
            {"sister": "mirela", "sister-study": "astrophysics"},
            "pronoun",
            True,
        ),
        Q(
            "m",
            "Which city did Ines move away from when she moved to Bath?",
            "Bristol",
            "bristol bristol-a move-news",
            {"bristol": "bristol", "bristol-a": "bristol", "move-news": "bath"},
            "event-chain",
        ),
        Q(
            "s",
            "Which part of Bath do Ines and Rafe live in now?",
            "Larkhall",
            "larkhall moved",
            {"larkhall": "larkhall", "moved": "bath"},
            "latest",
            True,
        ),
        Q(
            "t",
            "When did Ines run 16k as training for the half marathon?",
            "2023-08-26",
            "long-run",
            "16k",
            "relative-date",
        ),
        Q(
            "s",
            "What was Ines's finishing time in the Bath Half?",
            "2 hours 4 minutes",
            "half-time",
            "2 hours 4 minutes",
            "",
        ),
        Q(
            "m",
            "Where did Tobiah go to work after leaving Hollow Reed?",
            "Clyde College",
            "studio new-job",
            {"studio": "hollow reed", "new-job": "clyde college"},
            "latest event-chain",
            True,
        ),
        Q(
            "t",
            "What was the date of Tobiah's last day at the studio?",
            "2023-12-08",
            "last-day",
            "studio",
            "relative-date",
        ),
        Q(
            "s",
            "Who made Tobiah's patchwork quilt?",
            "his mum",
            "quilt-q quilt-a",
            "quilt; mum",
            "pronoun",
        ),
        Q(
            "s",
            "When is Ines's birthday?",
            "11 April",
            "bday-q bday",
            "11th april|april",
            "fragment",
            True,
        ),
        Q(
            "o",
            "In which country did Ines plan to spend her birthday in 2024?",
            "Portugal",
            "porto",
            "porto",
            "",
        ),
        Q(
            "s",
            "Which ambulance station did Ines transfer to?",
            "Bath",
            "bath-station",
            "bath station",
            "latest",
            True,
        ),
    ],
)
CONVERSATIONS.append(INES_TOBIAH)

WEN_LOLA = Conv(
    "pair",
    "timestamped_lines",
    ["Wen", "Lola"],
    """
@ 2024-01-13
Lola: morning! did you survive the snow
Wen: barely. the pharmacy was chaos yesterday, everyone wanted cough syrup at once
Lola: you're still at the Kitsilano one right? {kits-q}
Wen: yep, same place, going on four years now {kits}
Lola: I don't know how you stay so calm with the queues
Wen: lots of tea. and I hide in the back counting pills
Wen: oh I started cello lessons! my first one was on Thursday {cello}
Lola: cello!! since when do you want to play cello
Wen: since forever honestly, I just never had the guts. my teacher is this tiny Irish lady called Mrs Halloran, she's terrifying {teacher}
Lola: love her already
Lola: Mateo wants to know if your cat can come for a sleepover {cat-q}
Wen: lol tell him Pistachio doesn't do sleepovers, she barely tolerates me {cat}
Lola: he'll be devastated
Wen: I'll send him a cat photo to make up for it
@ 2024-03-05
Wen: ugh. I need a dress for my grandmother's 90th. the party's on Saturday {gran90}
Lola: 90! where's the party?
Wen: at my uncle's restaurant in Richmond, the whole family is coming, like 60 people {restaurant}
Lola: wear the green one, you look amazing in green
Wen: you say that about everything green
Lola: because it's true
Lola: our kitchen is finally getting done. the builders start on Monday and Arjun is already stressed {kitchen}
Wen: is he working nights this week?
Lola: yeah, three night shifts at the fire station, so I'm project managing alone lol {arjun}
Wen: you'll be great, you literally design gardens for a living {designs}
Lola: gardens don't have plumbing
Wen: fair
Wen: do you think a 90 year old would like a cello performance or is that a hostage situation
Lola: hostage situation. play her one song max
Wen: noted
@ 2024-04-27
Lola: how did the party go? I never asked!
Wen: it was lovely. Nai Nai cried when we sang, and I played one song, as instructed
Lola: proud of you
Wen: and my aunt asked when I'm getting married, three times
Lola: classic
Lola: kitchen is DONE. finished two weeks ago and I still open the drawers just to hear them close {kitchen-done}
Wen: soft close drawers are a lifestyle
Lola: also, I won something! well the team did. our Parkside community garden got a regional design award last Thursday {award}
Wen: LOLA!!! that's huge
Lola: the whole team went up on stage, I tripped on the steps obviously
Wen: obviously
Wen: I have news too but it's not confirmed. I applied for a job at the hospital pharmacy in Victoria {apply}
Lola: Victoria?? as in the island??
Wen: yeah. my mum's there and she's not getting any younger. we'll see {mum}
Lola: I'll miss you but that makes sense
@ 2024-06-18
Wen: I GOT IT. I start at Royal Jubilee on the 2nd of September {got-job}
Lola: WEN!!! congrats!!!
Lola: so you're actually moving to Victoria
Wen: yep. Pistachio is going on a ferry. she has no idea
Lola: poor baby
Wen: I found an apartment in Fernwood, five minutes from my mum {fernwood}
Lola: that's perfect
Lola: Mateo starts kindergarten the same week, so September is going to be emotional all round {kinder}
Wen: the same week!! we'll both cry on the first day
Lola: Arjun says he won't cry. Arjun will cry
Wen: lol
Wen: can I ask you something? is it weird if I quit cello when I move? the lessons in Victoria are twice the price
Lola: don't quit! find a cheaper teacher
Wen: Mrs Halloran would kill me anyway
@ 2024-09-07
Lola: how was week one at the new job??
Wen: good! the hospital is huge and I got lost twice, but the team is lovely. I'm on the oncology ward pharmacy {oncology}
Lola: that sounds intense
Wen: it is but I like it. less cough syrup, more actual medicine
Lola: Mateo's first day was Wednesday. he told his teacher his dad puts out fires and his mum draws grass {mateo-first}
Wen: DRAWS GRASS. I'm crying
Lola: not wrong tho
Wen: how was Arjun?
Lola: cried in the car. told you
Wen: Fernwood is quiet, too quiet maybe. Pistachio hates the seagulls {settling}
Lola: she'll get used to them
Wen: I found a community orchestra that rehearses on Mondays, might go next week {orchestra}
Lola: do it!!
@ 2024-11-23
Wen: Lola. Be honest. Is it normal to be this tired after a few months in a new city
Lola: yes. completely. took me a whole year to feel settled when we moved here from Toronto {toronto}
Wen: that's reassuring actually
Wen: I did join the orchestra btw. I'm second cello of two so the bar is low {joined}
Lola: second cello!! a professional
Wen: we have a concert on the 14th of December, at the church on Fernwood Road {concert}
Lola: I'll try to come over on the ferry for it
Wen: you don't have to!
Lola: I want to. Mateo wants to see the cat anyway
Lola: Also, Arjun passed his captain exam on Tuesday. he's insufferable now {captain}
Wen: tell him congrats from me!! Captain Arjun
Lola: please don't encourage him
Wen: my mum keeps saying I should get a dog. I'm not getting a dog. Pistachio would leave me
Lola: lol Pistachio runs that house
""",
    [
        Q(
            "s",
            "Which pharmacy was Wen working at in January 2024?",
            "Kitsilano",
            "kits-q kits",
            "kitsilano",
            "second-person",
            True,
        ),
        Q(
            "t",
            "When did Wen have her first cello lesson?",
            "2024-01-11",
            "cello",
            "cello",
            "relative-date",
        ),
        Q(
            "s",
            "What is the name of Wen's cello teacher?",
            "Mrs Halloran",
            "teacher",
            "halloran",
            "",
            True,
        ),
        Q(
            "s",
            "What is Wen's cat called?",
            "Pistachio",
            "cat-q cat",
            "pistachio",
            "second-person fragment",
            True,
        ),
        Q(
            "t",
            "On what date was Wen's grandmother's 90th birthday party?",
            "2024-03-09",
            "gran90",
            "90th",
            "relative-date",
        ),
        Q(
            "s",
            "Where was Wen's grandmother's 90th birthday party held?",
            "uncle's restaurant in Richmond",
            "gran90 restaurant",
            {"gran90": "90th", "restaurant": "restaurant; richmond"},
            "fragment",
        ),
        Q(
            "t",
            "When did the builders start work on Lola's kitchen?",
            "2024-03-11",
            "kitchen",
            "kitchen; builders",
            "relative-date",
        ),
        Q(
            "o",
            "What is Lola's husband Arjun's job?",
            "firefighter",
            "arjun captain",
            {"arjun": "fire station", "captain": "arjun; captain"},
            "",
        ),
        Q(
            "t",
            "When was Lola's kitchen renovation finished?",
            "2024-04-13",
            "kitchen-done",
            "kitchen",
            "relative-date",
        ),
        Q(
            "t",
            "When did the Parkside community garden win a regional design award?",
            "2024-04-25",
            "award",
            "parkside; award",
            "relative-date",
        ),
        Q(
            "s",
            "What does Lola do for a living?",
            "designs gardens",
            "designs",
            "design gardens",
            "second-person",
        ),
        Q(
            "m",
            "Why did Wen apply for a job in Victoria?",
            "her mum",
            "apply mum",
            {"apply": "victoria", "mum": "mum"},
            "pronoun",
        ),
        Q(
            "t",
            "When did Wen start her job at Royal Jubilee?",
            "2024-09-02",
            "got-job",
            "royal jubilee",
            "relative-date",
            True,
        ),
        Q(
            "s",
            "Which neighbourhood of Victoria does Wen live in?",
            "Fernwood",
            "fernwood settling",
            "fernwood",
            "latest",
            True,
        ),
        Q(
            "s",
            "Which ward pharmacy does Wen work on at the hospital?",
            "oncology",
            "oncology",
            "oncology",
            "",
            True,
        ),
        Q(
            "t",
            "On what date did Lola's son Mateo start kindergarten?",
            "2024-09-04",
            "kinder mateo-first",
            {"kinder": "mateo; kindergarten", "mateo-first": "mateo; first day"},
            "relative-date event-chain",
        ),
        Q(
            "s",
            "Which city did Lola's family move from?",
            "Toronto",
            "toronto",
            "toronto",
            "",
            True,
        ),
        Q(
            "t",
            "On what date was the concert of Wen's community orchestra?",
            "2024-12-14",
            "concert",
            "concert",
            "relative-date",
        ),
        Q(
            "t",
            "When did Arjun pass his captain exam?",
            "2024-11-19",
            "captain",
            "captain exam",
            "relative-date third-person-fact",
        ),
        Q(
            "m",
            "Which part does Wen play in the community orchestra?",
            "second cello",
            "orchestra joined",
            {"orchestra": "orchestra", "joined": "second cello"},
            "event-chain latest",
        ),
        Q(
            "o",
            "Which Canadian province is Wen's new home city in?",
            "British Columbia",
            "apply fernwood",
            {"apply": "victoria", "fernwood": "fernwood"},
            "",
        ),
    ],
)
CONVERSATIONS.append(WEN_LOLA)

KOFI_SAOIRSE = Conv(
    "pair",
    "named_json",
    ["Kofi", "Saoirse"],
    """
@ 2024-09-21
Saoirse: you coming to the wall on Thursday or are you still marking
Kofi: marking. 90 lab reports on titration. send help
Saoirse: you chose to teach chemistry, this is on you {chem}
Kofi: I chose it for the explosions, not the paperwork
Saoirse: how's Abena? any news on the date? {date-q}
Kofi: yes! we've booked it. 14th of June next year, at Glenmore House in Wicklow {wedding-date}
Saoirse: JUNE. that's so soon and so far away at the same time
Kofi: and... would you do a reading at the wedding? Abena's idea but I agree {reading}
Saoirse: oh my god. yes. obviously yes
Kofi: no pressure but her family is 200 people and they all judge
Saoirse: ok now I'm nervous
Saoirse: Juniper ate a sock yesterday btw. we spent the night at the emergency vet, like a busman's holiday {sock}
Kofi: is she ok??
Saoirse: she's fine, she's proud of herself honestly
Kofi: collies man
Saoirse: a border collie with a sock problem, yes {collie}
@ 2024-11-02
Kofi: guess who's building a canoe {canoe-q}
Saoirse: ... you?
Kofi: me. in the garage. cedar strips. I watched too many videos {canoe}
Saoirse: how long does that take
Kofi: the guy on youtube said 200 hours. so, two years for me
Saoirse: Abena must love that
Kofi: she's banned it from the wedding budget lol
Saoirse: my news is worse. Niamh got offered the lecturing job in Galway {niamh}
Kofi: that's not worse that's good?
Saoirse: it's good for her. it means we'd move. and I love the clinic in Rathmines where I work {clinic}
Kofi: could you transfer somewhere?
Saoirse: there's a practice in Salthill looking for a vet nurse. I might apply
Kofi: do it. Galway has better climbing anyway
Saoirse: that's... actually true. the Burren is right there
Kofi: see. I'm a genius
Saoirse: don't push it
@ 2025-01-15
Saoirse: happy new year! how was christmas
Kofi: loud. Abena's family came over from Accra for two weeks, 11 people in our house {accra}
Saoirse: 11!! where did they sleep
Kofi: everywhere. I slept next to the canoe
Saoirse: poetic
Kofi: and you? did you apply for the Salthill job? {salthill-q}
Saoirse: I got it! I start on the 3rd of March. we move the weekend before {got-salthill}
Kofi: SAOIRSE. congrats! but I'm losing my climbing partner
Saoirse: you'll visit. I'll take you to the Burren
Kofi: deal
Kofi: I sprained my ankle on Sunday btw, bouldering. the V3 I've been stuck on for a month {ankle}
Saoirse: KOFI. the V3??
Kofi: I fell off the top. it was not graceful
Saoirse: rest it properly this time
Kofi: yes mum
@ 2025-03-08
Saoirse: hello from Galway!! the flat is tiny but you can see the sea from the bathroom {galway}
Kofi: the bathroom!! amazing
Saoirse: we're in Salthill, two streets back from the prom {salthill-home}
Kofi: how was the first week at the practice?
Saoirse: good. lots of farm dogs. a man brought in a goat on Thursday, best day so far {goat}
Kofi: a goat!! what was wrong with it
Saoirse: it ate a glove. the animals of this country need to stop eating clothes
Kofi: haha
Kofi: wedding stuff: we had the menu tasting last weekend. Abena cried at the jollof
Saoirse: is it all veggie for you or are you sharing with the meat eaters?
Kofi: there's a veggie jollof for me. six years without meat, I'm not breaking on my wedding day {veggie}
Saoirse: respect
Kofi: also the canoe has a hull now. it looks like a canoe! sort of {hull}
Saoirse: photos or it didn't happen
@ 2025-05-20
Kofi: three and a half weeks to go. I'm fine. totally fine
Saoirse: you sound fine
Kofi: Abena's sister Efua arrives on Friday and she's taking over all the organising, thank god {efua}
Saoirse: I've written my reading btw. it's a poem by Mary Oliver, don't tell Abena {poem}
Kofi: I won't. I'm scared of her
Saoirse: how's the ankle?
Kofi: fine now. I climbed the V3 last Thursday. clean. {v3}
Saoirse: NO WAY. revenge!!
Kofi: the ankle and I have made peace
Saoirse: Niamh and I might get married too one day. hypothetically. if someone asked.
Kofi: SAOIRSE
Saoirse: nobody has asked!! hypothetically!!
Kofi: I'm telling Abena
Saoirse: don't you dare
@ 2025-07-12
Saoirse: I'm still thinking about the wedding. best day
Kofi: it really was. Abena wants to do it again every year
Saoirse: the reading went ok right? I couldn't feel my legs
Kofi: you were perfect. Abena's gran asked for a copy of the poem
Saoirse: stop I'll cry
Kofi: we got back from Zanzibar on Sunday. I'm so burnt {zanzibar}
Saoirse: the honeymoon tan!!
Kofi: honeymoon lobster more like
Saoirse: Juniper says congrats. she's been chasing seagulls on the beach all summer
Kofi: how's the job?
Saoirse: good, I'm head nurse now since the start of July, Maeve retired {head-nurse}
Kofi: HEAD NURSE. look at you
Saoirse: it's mostly rotas honestly
Kofi: come up in August? canoe's nearly done. we could launch it on the canal
Saoirse: only if you promise it floats
""",
    [
        Q(
            "s",
            "What subject does Kofi teach?",
            "chemistry",
            "chem",
            "chemistry",
            "second-person",
            True,
        ),
        Q(
            "t",
            "What date did Kofi and Abena set for their wedding?",
            "2025-06-14",
            "date-q wedding-date",
            "glenmore house",
            "relative-date",
        ),
        Q(
            "s",
            "Where did Kofi and Abena hold their wedding?",
            "Glenmore House in Wicklow",
            "wedding-date",
            "glenmore house",
            "",
            True,
        ),
        Q(
            "s",
            "What did Kofi ask Saoirse to do at his wedding?",
            "a reading",
            "reading",
            "reading",
            "",
        ),
        Q(
            "t",
            "When did Saoirse's dog Juniper eat a sock?",
            "2024-09-20",
            "sock",
            "sock",
            "relative-date",
        ),
        Q(
            "s",
            "What breed of dog is Juniper?",
            "border collie",
            "sock collie",
            {"sock": "juniper", "collie": "border collie"},
            "fragment",
            True,
        ),
        Q(
            "s",
            "What is Kofi building in his garage?",
            "a canoe",
            "canoe-q canoe",
            {"canoe-q": "canoe", "canoe": "canoe; garage"},
            "fragment",
            True,
        ),
        Q(
            "s",
            "Which Dublin clinic did Saoirse work at before the move?",
            "Rathmines",
            "clinic",
            "rathmines",
            "",
            True,
        ),
        Q(
            "m",
            "Why did Saoirse and Niamh move to Galway?",
            "Niamh got a lecturing job",
            "niamh galway",
            {"niamh": "niamh; lecturing job", "galway": "galway"},
            "event-chain third-person-fact",
        ),
        Q("o", "In which country does Abena's family live?", "Ghana", "accra", "accra", ""),
        Q(
            "t",
            "When did Saoirse start at the Salthill practice?",
            "2025-03-03",
            "salthill-q got-salthill",
            "salthill",
            "relative-date second-person",
        ),
        Q(
            "t",
            "When did Kofi sprain his ankle bouldering?",
            "2025-01-12",
            "ankle",
            "ankle",
            "relative-date",
        ),
        Q(
            "s",
            "Which part of Galway do Saoirse and Niamh live in?",
            "Salthill",
            "salthill-home",
            "salthill",
            "latest",
            True,
        ),
        Q(
            "t",
            "When did a man bring a goat into Saoirse's practice?",
            "2025-03-06",
            "goat",
            "goat",
            "relative-date",
        ),
        Q("o", "Roughly which year did Kofi stop eating meat?", "2019", "veggie", "meat", ""),
        Q(
            "s",
            "What is the name of Abena's sister?",
            "Efua",
            "efua",
            "efua",
            "third-person-fact",
            True,
        ),
        Q(
            "t",
            "On what date did Efua arrive to help with the wedding?",
            "2025-05-23",
            "efua",
            "efua",
            "relative-date",
        ),
        Q(
            "m",
            "After spraining his ankle on it, when did Kofi finally climb the V3 cleanly?",
            "2025-05-15",
            "ankle v3",
            {"ankle": "ankle", "v3": "v3"},
            "event-chain relative-date",
        ),
        Q(
            "m",
            "Whose poem did Saoirse read at Kofi's wedding?",
            "Mary Oliver",
            "reading poem",
            {"reading": "reading", "poem": "mary oliver"},
            "",
        ),
        Q(
            "t",
            "When did Kofi and Abena get back from their honeymoon in Zanzibar?",
            "2025-07-06",
            "zanzibar",
            "zanzibar",
            "relative-date",
        ),
        Q(
            "s",
            "What is Saoirse's role at the practice since July 2025?",
            "head nurse",
            "head-nurse",
            "head nurse",
            "latest",
            True,
        ),
    ],
)
CONVERSATIONS.append(KOFI_SAOIRSE)

HALVARD_NOEMI = Conv(
    "pair",
    "timestamped_lines",
    ["Noemi", "Halvard"],
    """
@ 2023-01-21
Noemi: Halvard, quick question for the book. What's the difference between skillingsbolle and kanelbolle? My author uses both on one page
Halvard: ha! skillingsbolle is the big Bergen one, kanelbolle is any cinnamon bun. Your detective is clearly from Bergen
Noemi: that's actually a plot point, thank you!!
Halvard: happy to help. I've been baking them for 22 years at Nordlys Bakeri, I should know something {years}
Noemi: how is the bakery in this darkness? is the sun back yet?
Halvard: it came back on Tuesday! the whole town went up the hill to see the sun. we sold 400 solboller that day {sun}
Noemi: what's a solbolle?
Halvard: sun bun. custard in the middle, like a little sun. I'll send you the recipe
Noemi: please. Élodie will make them, I can't bake to save my life
Halvard: how is she?
Noemi: busy, she has a glass exhibition in Lyon in March, she's in the workshop all day {glass}
Halvard: glass! like blowing it?
Noemi: yes, vases mostly. she burns herself weekly {vases}
Halvard: sounds like baking
@ 2023-03-04
Halvard: the knee surgery is booked. Thursday the 16th, finally {knee}
Noemi: oh good! which knee, the bad one?
Halvard: they're both bad, but the left one. Sigrid will run the shop with Tor for two weeks {sigrid-shop}
Noemi: Sigrid is how old now? {sigrid-q}
Halvard: 16 going on 40. she's better at the till than me {sigrid-age}
Noemi: ha
Noemi: I finished the first draft of the translation!! 380 pages {draft}
Halvard: congratulations!! when is it out in Italy?
Noemi: next spring if my editor doesn't hate it
Halvard: she won't
Noemi: he. and he hates everything
Halvard: then he'll hate it a normal amount
Noemi: lol
@ 2023-04-19
Noemi: how's the knee?
Halvard: walking without crutches since Saturday. Sigrid made a sign for the shop: BAKER IS BROKEN, BUNS ARE NOT {crutches}
Noemi: I love her
Halvard: me too, most days
Noemi: big news here. I got an offer from Edizioni Corvina in Milan. In-house editor for the Nordic list {offer}
Halvard: Noemi! that's your dream, no?
Noemi: it's the dream. it means leaving Turin, though. Élodie's workshop is here {turin}
Halvard: what does she say?
Noemi: she says glass is glass anywhere. she's already looking at studios in Milan
Halvard: that's a good woman
Noemi: she is. I start on the 5th of June {start}
Halvard: then we celebrate. I'll send a box of buns
Noemi: no hazelnuts please, you know what happens {hazelnut}
Halvard: I remember the Christmas incident. no hazelnuts
@ 2023-06-10
Noemi: first week done!! the office has a terrace and everybody has opinions about coffee
Halvard: that's Italy
Noemi: we found a flat in Isola, near the station. it's small but there's a balcony for Élodie's plants {isola}
Halvard: Isola, like island?
Noemi: yes! same word as your øy. very fitting for you, the island man
Halvard: I do live on an island, it's true. Tromsø is on Tromsøya {island}
Noemi: how's the bakery?
Halvard: midnight sun means tourists at 2 in the morning wanting croissants
Noemi: do you open at night?
Halvard: no! I'm 52, I need sleep
Noemi: fair
Halvard: Sigrid asked me to tell you: she got into the marine biology summer school in Bergen {summer}
Noemi: tell her bravissima!
Halvard: she leaves on the 1st of July, I'm already sad
@ 2023-08-05
Halvard: I'm back from the festival in Førde. my hands still hurt from the accordion {festival}
Noemi: you play the accordion?? how did I not know this
Halvard: for thirty years! in a folk band called Isbre. We played three nights {isbre}
Noemi: that's so cool. send me a video
Halvard: there are no videos. this is by design
Noemi: lol
Noemi: the translation is out in October. they moved it up!
Halvard: wonderful! what's the Italian title?
Noemi: La neve non dimentica. the snow doesn't forget {title}
Halvard: very dramatic
Noemi: my editor's idea. I wanted something simpler
Noemi: how was Sigrid's summer school? {school-q}
Halvard: she loved it. now she wants to study whales forever. she came home on Sunday with a whale tattoo. fake, thank god {whale}
@ 2023-09-30
Noemi: Élodie found a studio! a shared glass workshop in Lambrate, she starts there in October {lambrate}
Halvard: good news. tell her congratulations from the north
Halvard: I have some news too. I'm selling the bakery. to Tor {selling}
Noemi: WHAT. Halvard!
Halvard: the knees, the hours. Tor has wanted it for years and he'll keep the name
Noemi: that's... actually very lovely. what will you do?
Halvard: teach! the vocational school asked me to teach baking two days a week {teach}
Noemi: you'll be a great teacher. you taught me what a solbolle is
Halvard: my greatest achievement
Noemi: when do you hand it over? {handover-q}
Halvard: the 1st of December. 22 years, then done {handover}
Noemi: I might cry for you
Halvard: no crying. buns
@ 2023-11-25
Noemi: the book launch was on Thursday!! I read a page in Italian and the author read it in Norwegian {launch}
Halvard: how did it go?
Noemi: people laughed in the right places. my editor smiled once
Halvard: a miracle
Noemi: how are you feeling, one week to go?
Halvard: strange. I made the last batch of Christmas cakes yesterday, 200 of them {cakes}
Noemi: are you going to miss it?
Halvard: the smell, yes. the 4am alarm, no
Noemi: Élodie says you should come to Milan in spring. we have a sofa bed
Halvard: maybe! I have never been to Milan. I hear they have opinions about coffee
Noemi: you have no idea
Halvard: Sigrid wants to come too, she wants to see the aquarium in Genoa {genoa}
Noemi: perfect, we'll do a day trip
""",
    [
        Q(
            "s",
            "What is the name of Halvard's bakery?",
            "Nordlys Bakeri",
            "years",
            "nordlys bakeri",
            "",
            True,
        ),
        Q(
            "t",
            "On what date did the sun come back over Tromsø in early 2023?",
            "2023-01-17",
            "sun",
            "sun",
            "relative-date",
        ),
        Q(
            "s",
            "What does Élodie make in her workshop?",
            "glass vases",
            "glass vases",
            {"glass": "glass", "vases": "vases"},
            "pronoun",
            True,
        ),
        Q(
            "t",
            "When was Halvard's knee surgery?",
            "2023-03-16",
            "knee",
            "knee surgery",
            "relative-date",
        ),
        Q(
            "s",
            "Who ran the shop with Tor while Halvard recovered from surgery?",
            "Sigrid",
            "sigrid-shop",
            "sigrid",
            "",
        ),
        Q(
            "s",
            "How old was Halvard's daughter Sigrid in March 2023?",
            "16",
            "sigrid-q sigrid-age",
            "sigrid; 16",
            "fragment",
        ),
        Q(
            "s",
            "How many pages was the first draft of Noemi's translation?",
            "380",
            "draft",
            "translation; 380",
            "",
        ),
        Q(
            "t",
            "From what date was Halvard walking without crutches after his surgery?",
            "2023-04-15",
            "crutches",
            "crutches",
            "relative-date",
        ),
        Q(
            "s",
            "Which publisher did Noemi join in Milan?",
            "Edizioni Corvina",
            "offer",
            "edizioni corvina",
            "",
            True,
        ),
        Q(
            "t",
            "When did Noemi start at Edizioni Corvina?",
            "2023-06-05",
            "offer start",
            {"offer": "edizioni corvina", "start": "start"},
            "relative-date",
        ),
        Q(
            "s",
            "Which nuts does Noemi have to avoid?",
            "hazelnuts",
            "hazelnut",
            "hazelnuts",
            "",
            True,
        ),
        Q(
            "s",
            "Which Milan neighbourhood do Noemi and Élodie live in?",
            "Isola",
            "isola",
            "isola",
            "latest",
            True,
        ),
        Q(
            "m",
            "Which city did Noemi move away from when she took the job in Milan?",
            "Turin",
            "turin isola",
            {"turin": "turin", "isola": "isola"},
            "event-chain",
        ),
        Q("o", "In which country does Halvard live?", "Norway", "island", "tromsø", ""),
        Q(
            "s",
            "What subject was Sigrid's summer school in Bergen?",
            "marine biology",
            "summer",
            "marine biology",
            "",
        ),
        Q(
            "s",
            "What instrument does Halvard play?",
            "accordion",
            "festival",
            "accordion",
            "",
            True,
        ),
        Q("s", "What is the name of Halvard's folk band?", "Isbre", "isbre", "isbre", "", True),
        Q(
            "s",
            "What is the Italian title of Noemi's translation?",
            "La neve non dimentica",
            "title",
            "neve non dimentica",
            "fragment",
        ),
        Q(
            "t",
            "On what date did Sigrid come home from her summer school?",
            "2023-07-30",
            "school-q whale",
            {"school-q": "summer school", "whale": "whale"},
            "relative-date",
        ),
        Q("s", "Who bought Halvard's bakery?", "Tor", "selling", "tor; bakery", "", True),
        Q(
            "m",
            "What did Halvard go on to do after selling the bakery?",
            "teach baking",
            "selling teach",
            {"selling": "selling; bakery", "teach": "vocational school"},
            "event-chain",
        ),
        Q(
            "t",
            "On what date did Halvard hand his bakery over?",
            "2023-12-01",
            "selling handover-q handover",
            {"selling": "bakery", "handover-q": "hand", "handover": "december"},
            "fragment",
        ),
        Q(
            "t",
            "When was the launch of Noemi's translated book?",
            "2023-11-23",
            "launch",
            "book launch",
            "relative-date",
        ),
        Q(
            "t",
            "When did Halvard bake his last batch of Christmas cakes?",
            "2023-11-24",
            "cakes",
            "christmas cakes",
            "relative-date",
        ),
        Q(
            "o",
            "In which country is the aquarium that Sigrid wants to visit?",
            "Italy",
            "genoa",
            "genoa",
            "",
        ),
    ],
)
CONVERSATIONS.append(HALVARD_NOEMI)

AMARA_BEA = Conv(
    "pair",
    "named_json",
    ["Amara", "Bea"],
    """
@ 2024-02-10
Amara: Hola Bea! ¿Qué tal? see, the app is working
Bea: jajaja very good! 10 points. how many days is your streak?
Amara: 41 days of Spanish in a row. I'm basically fluent {streak}
Bea: basically
Amara: how are the twins?
Bea: chaos. Lucía lost a tooth at school on Thursday and Pablo is furious he still has all of his {tooth}
Amara: poor Pablo lol. how old are they now, seven? {twins-q}
Bea: seven in March. the 22nd. they want a dinosaur party {twins-age}
Amara: of course they do
Amara: work is dull as ever. testing mortgage forms at the building society, day 900 {work}
Bea: you've been saying you'll leave for two years
Amara: I know, I know. I had an interview with a climate startup on Wednesday actually. remote. {interview}
Bea: AMARA. and??
Amara: they said they'd let me know in a couple of weeks. trying not to think about it
Bea: fingers crossed. I'm on nights at the hospital all next week so message me at weird hours
Amara: will do. go sleep
@ 2024-04-02
Amara: I got the job!!! Tidewater Analytics. I start on the 6th of May {tidewater}
Bea: ¡¡ENHORABUENA!! I knew it
Amara: I handed my notice in this morning, my manager looked sad for about four seconds
Bea: his loss
Bea: the dinosaur party happened. 14 children, one T-rex costume, Marco is still recovering {party}
Amara: was Marco the T-rex? {trex-q}
Bea: who else. he can't use his arms, very authentic {trex}
Amara: lmao
Amara: my brother says hi btw, Obi's thinking of opening his own barbershop {obi}
Bea: Obi with the amazing fade?
Amara: that's the one. he's been cutting hair in other people's shops for ten years, he's ready
Bea: tell him I said go for it
Amara: he doesn't need encouragement, he needs a loan lol
@ 2024-05-25
Bea: how's the new job?? three weeks now no?
Amara: almost three. I love it. I test the software that predicts flooding for river towns {flood}
Bea: that's so much better than mortgage forms
Amara: honestly it feels like my job matters now
Amara: also my chillies won second prize at the allotment show on Sunday!! {chillies}
Bea: jajaja the allotment queen. which chilli?
Amara: Scotch bonnets. my dad's favourite. he grew them in Enugu when he was a boy {bonnets}
Bea: that's lovely. send me some seeds
Amara: customs might have something to say about that
Bea: I'll smuggle them in my bass case {bass}
Amara: you still playing with Las Chanclas? {chanclas-q}
Bea: every Friday at the bar on Calle Feria. 90s covers. we are terrible and everyone loves us {chanclas}
Amara: I need to see this
Bea: come in October! the kids are off for a few days and I've got leave
@ 2024-07-30
Amara: Obi did it!!! the shop opened on Saturday. It's called Clean Lines, on Rye Lane in Peckham {shop}
Bea: ¡qué bien! tell him congratulations from Sevilla
Amara: there was a queue round the block. our mum cried. I cried. a customer cried but that was about the haircut
Bea: jajaja
Bea: it's 43 degrees here. I'm melting. the twins are living in the paddling pool
Amara: 43!! I'd die
Bea: you would. the English melt at 25
Amara: rude but true
Amara: I booked my flights for October! I land in Seville on the 3rd and fly back on the 7th {flights}
Bea: YESSS. you're staying with us, no arguments
Amara: I will not argue
Bea: Marco says he'll make his salmorejo. you're not allergic to anything are you?
Amara: nope, I eat everything. except olives, olives are a crime {olives}
Bea: in Andalusia?? we'll work on you
@ 2024-10-12
Amara: home. already miss Seville. and Marco's salmorejo
Bea: the kids keep asking when Tía Amara is coming back
Amara: Las Chanclas were incredible btw. best Friday of my life
Bea: you sang Wonderwall with us, you're a member now {wonderwall}
Amara: I regret nothing
Amara: also big news I didn't tell you in person because I hadn't signed yet. I'm buying a house in Beeston! {house}
Bea: WHAT!! a whole house?
Amara: a tiny terrace, two bedrooms. ten minutes from the allotment {terrace}
Bea: when do you move?
Amara: completion is the 15th of November if the solicitors behave
Bea: solicitors never behave
Amara: don't say that
Bea: I'm saying it with love
@ 2025-01-18
Amara: Bea!! happy new year. I'm sitting in my own living room. on a box, but still
Bea: ¡Felicidades! you did it! when did you get the keys in the end? {keys-q}
Amara: the 22nd of November, a week late, you were right about solicitors {keys}
Bea: I'm always right
Bea: my mum had her hip done on Tuesday, she's already complaining about the hospital food {hip}
Amara: tell her get well soon! is she staying with you?
Bea: for two weeks, in the twins' room. the twins are thrilled, she lets them stay up
Amara: grandmas are like that
Amara: Obi's shop is doing so well he's hiring a second barber {hiring}
Bea: Clean Lines taking over London
Amara: and my Spanish streak is at 384 days. I dream in Spanish now. badly
Bea: jajaja progreso
""",
    [
        Q(
            "s",
            "How many days long was Amara's Spanish streak in February 2024?",
            "41",
            "streak",
            "spanish; 41",
            "",
        ),
        Q(
            "t",
            "When did Bea's daughter Lucía lose a tooth at school?",
            "2024-02-08",
            "tooth",
            "tooth",
            "relative-date",
        ),
        Q(
            "o",
            "In which year were Bea's twins born?",
            "2017",
            "twins-q twins-age",
            "seven; march",
            "fragment",
        ),
        Q(
            "t",
            "When did Amara have her interview with the climate startup?",
            "2024-02-07",
            "interview",
            "interview",
            "relative-date",
        ),
        Q(
            "s",
            "What kind of organisation did Amara work for before Tidewater Analytics?",
            "building society",
            "work",
            "building society",
            "",
            True,
        ),
        Q(
            "s",
            "Which company did Amara join in 2024?",
            "Tidewater Analytics",
            "tidewater",
            "tidewater analytics",
            "latest",
            True,
        ),
        Q(
            "t",
            "When did Amara start at Tidewater Analytics?",
            "2024-05-06",
            "tidewater",
            "tidewater analytics",
            "relative-date",
        ),
        Q(
            "s",
            "Who wore the T-rex costume at the twins' dinosaur party?",
            "Marco",
            "party trex-q trex",
            {"party": "dinosaur party", "trex-q": "marco; rex", "trex": "marco; rex"},
            "pronoun",
        ),
        Q("s", "What is the name of Amara's brother?", "Obi", "obi", "obi; brother", "", True),
        Q(
            "m",
            "What is Obi's barbershop called and where is it?",
            "Clean Lines in Peckham",
            "obi shop",
            {"obi": "obi; barbershop", "shop": "clean lines; peckham"},
            "event-chain",
            True,
        ),
        Q(
            "t",
            "On what date did Obi's barbershop open?",
            "2024-07-27",
            "shop",
            "clean lines",
            "relative-date",
        ),
        Q(
            "s",
            "What does the software Amara tests at Tidewater predict?",
            "flooding",
            "flood",
            "flooding",
            "",
            True,
        ),
        Q(
            "t",
            "When did Amara's chillies win second prize at the allotment show?",
            "2024-05-19",
            "chillies",
            "second prize",
            "relative-date",
        ),
        Q(
            "s",
            "Which chilli variety won Amara a prize?",
            "Scotch bonnets",
            "chillies bonnets",
            {"chillies": "chillies", "bonnets": "scotch bonnets"},
            "fragment",
        ),
        Q("o", "In which country did Amara's dad grow up?", "Nigeria", "bonnets", "enugu", ""),
        Q(
            "m",
            "What is the name of the band Bea plays bass in?",
            "Las Chanclas",
            "bass chanclas-q chanclas",
            {"bass": "bass", "chanclas-q": "las chanclas", "chanclas": "las chanclas; friday"},
            "second-person",
            True,
        ),
        Q(
            "t",
            "On what date did Amara land in Seville to visit Bea?",
            "2024-10-03",
            "flights",
            "flights",
            "relative-date",
        ),
        Q("s", "What food does Amara refuse to eat?", "olives", "olives", "olives", "", True),
        Q(
            "o",
            "Which band first recorded the song Amara sang with Las Chanclas?",
            "Oasis",
            "wonderwall",
            "wonderwall",
            "",
        ),
        Q(
            "s",
            "In which town did Amara buy a house?",
            "Beeston",
            "house",
            "beeston",
            "latest",
            True,
        ),
        Q(
            "t",
            "On what date did Amara get the keys to her house?",
            "2024-11-22",
            "house keys-q keys",
            {"house": "beeston", "keys-q": "keys", "keys": "november"},
            "fragment event-chain",
        ),
        Q(
            "t",
            "When did Bea's mum have her hip operation?",
            "2025-01-14",
            "hip",
            "hip",
            "relative-date",
        ),
        Q(
            "m",
            "How many bedrooms does Amara's house in Beeston have?",
            "two",
            "house terrace",
            {"house": "beeston", "terrace": "two bedrooms"},
            "pronoun",
        ),
        Q(
            "m",
            "What is the name of the shop where Obi is hiring a second barber?",
            "Clean Lines",
            "shop hiring",
            {"shop": "clean lines", "hiring": "second barber"},
            "latest event-chain third-person-fact",
        ),
    ],
)
CONVERSATIONS.append(AMARA_BEA)

RUSTAM_GRETA = Conv(
    "pair",
    "named_lines",
    ["Greta", "Rustam"],
    """
@ 2023-05-13
Greta: Tere Rustam! Kuidas läheb? I practised all week
Rustam: Greta! very good Estonian. better than my Swedish
Greta: how were the trams this week?
Rustam: the number 4 broke down on Tuesday with 80 people inside. I had to walk everyone to the next stop {tram}
Greta: oh no! in the rain?
Rustam: of course in the rain. this is Tallinn {tallinn}
Rustam: fourteen years driving trams and it never stops being exciting {years}
Greta: fourteen years! you must know every stone of the city
Greta: I started on a new piece at the museum here in Uppsala. a tapestry from the 1660s, moths have eaten half of a lion {tapestry}
Rustam: poor lion
Greta: I'll give him his face back. it'll take about a year
Rustam: and how is Oskar? the bees? {honey-q}
Greta: the bees are angry, Oskar is happy. he sold 40 jars of honey at the market last Saturday {honey}
Rustam: save me a jar!
Greta: already saved
@ 2023-08-19
Rustam: big news. I applied for the train driver course at Elron. if I get in, it's ten months of training {elron}
Greta: trains! from trams to trains. a natural progression
Rustam: my wife Kamila says it's a midlife crisis. I say it's a bigger tram {kamila}
Greta: both can be true
Greta: we're at the cabin on Gräsö for two weeks. no internet except on one rock {cabin}
Rustam: you're messaging me from the rock?
Greta: I am standing on the rock. Oskar is holding an umbrella over me
Rustam: a good man
Greta: how's Leyla? still destroying everyone at chess?
Rustam: she won the junior city championship on Sunday. under 14. she's twelve {chess}
Greta: what!! tell her a Swedish lady is very proud
Rustam: she will say "who"
Greta: fair
@ 2023-11-04
Rustam: I'm in! the course starts on the 8th of January {in}
Greta: grattis!!! a train driver!
Rustam: a student train driver. I have to do exams. at 41 {age}
Greta: you'll be the best student
Greta: bad news from me. I broke my wrist on Monday. cycling, black ice, very Swedish {wrist}
Rustam: oh no! the right one?
Greta: the left, luckily. but no lion for six weeks. the lion will wait
Rustam: the lion has waited 360 years
Greta: exactly, what's six more weeks
Rustam: we are moving too, did I tell you? from Lasnamäe to Kalamaja. a flat with a balcony, Leyla gets her own room finally {move}
Greta: Kalamaja is the hip one with the wooden houses right?
Rustam: yes. I am now hip. Kamila is embarrassed
Greta: you were always hip Rustam
@ 2024-02-17
Greta: how is train school?
Rustam: hard. so many signals. I dream about signals. but I passed the first exam on Thursday {exam1}
Greta: bravo!
Rustam: and the new flat is very nice. the balcony is full of Leyla's chess club friends every weekend
Greta: chess on the balcony in February?
Rustam: they are Estonian children, they don't feel cold
Greta: my wrist is healed, the lion has a nose now
Rustam: a nose! progress
Greta: and Oskar and I are getting a dog. a Swedish lapphund puppy, from a breeder in Umeå. we pick him up in April {dog}
Rustam: a name?
Greta: Oskar wants Björn, I want Mulle. we will fight {names}
Rustam: I vote Mulle
Greta: I knew I liked you
@ 2024-06-08
Rustam: congratulations me: I am a train driver. final exam on Tuesday, passed {final}
Greta: RUSTAM!!!! grattis grattis grattis
Rustam: I start driving the Tartu line in July {tartu}
Greta: the Tartu line! so scenic
Rustam: so many cows
Greta: Mulle says congratulations. yes, I won {mulle}
Rustam: haha. how is the puppy?
Greta: he ate a shoe, an oar and part of the cabin door. Oskar says he's "spirited"
Rustam: a wolf in a puppy costume
Greta: also my mum turns 70 a week today, we're having a party in her garden in Sigtuna {mum70}
Rustam: happy birthday to her. what do you buy a 70 year old Swedish woman?
Greta: more Dala horses. she has 200. she wants 201 {dala}
Rustam: I will send a wooden Estonian horse. to confuse her
@ 2024-10-26
Greta: the lion is finished!!! the tapestry goes back on the wall on Monday {lion-done}
Rustam: the lion lives! after a year and a half
Greta: he looks a bit surprised but that's the original face
Rustam: maybe he is surprised to be alive
Rustam: driving trains is wonderful. I did the Tartu line 60 times now. I know every cow personally {cows}
Greta: do the cows know you?
Rustam: they ignore me. very Estonian
Rustam: Leyla is going to the European youth chess championship in Prague next month {prague}
Greta: Prague! is she nervous?
Rustam: no. I am nervous. she is thirteen and she is calm like a stone
Greta: that's a champion's mindset
Greta: we're thinking of selling the cabin on Gräsö. the roof needs fixing and it's too far now with the dog {cabin-sell}
Rustam: sad! the rock!
Greta: I know. we haven't decided yet
@ 2025-03-15
Rustam: Greta, long time! how are you?
Greta: tired but good. I got a promotion, I'm head of textile conservation at the museum since February {promo}
Rustam: head of! congratulations
Greta: it means more meetings and fewer lions. I have mixed feelings
Rustam: how is Mulle?
Greta: he's one now, he finally stopped eating furniture. mostly
Rustam: Leyla came fourth in Prague. she was angry for one day and then happy for a week {fourth}
Greta: fourth in Europe! that's amazing
Rustam: I tell everyone. the cows are tired of hearing it
Greta: we decided to keep the cabin in the end. Oskar is fixing the roof himself in May {keep-cabin}
Rustam: the rock is saved!
Greta: the rock is saved
Rustam: Kamila and I will come to Sweden in the summer. maybe we visit you in Uppsala?
Greta: yes!! you can meet the lion
""",
    [
        Q(
            "t",
            "When did Rustam's tram break down with 80 people inside?",
            "2023-05-09",
            "tram",
            "80 people",
            "relative-date",
        ),
        Q(
            "s",
            "How long had Rustam been driving trams by May 2023?",
            "fourteen years",
            "years",
            "fourteen years; trams",
            "",
        ),
        Q(
            "s",
            "What was Greta restoring at the museum in Uppsala?",
            "a tapestry from the 1660s",
            "tapestry",
            "tapestry",
            "",
            True,
        ),
        Q(
            "t",
            "When did Oskar sell 40 jars of honey at the market?",
            "2023-05-06",
            "honey",
            "40 jars",
            "relative-date",
        ),
        Q(
            "s",
            "What does Greta's partner Oskar keep?",
            "bees",
            "honey-q honey",
            "oskar; bees",
            "pronoun third-person-fact",
            True,
        ),
        Q(
            "s",
            "Which company's train driver course did Rustam apply for?",
            "Elron",
            "elron",
            "elron",
            "",
            True,
        ),
        Q("s", "What is the name of Rustam's wife?", "Kamila", "kamila", "kamila", "", True),
        Q("s", "On which island is Greta and Oskar's cabin?", "Gräsö", "cabin", "gräsö", "", True),
        Q(
            "t",
            "When did Leyla win the junior city chess championship?",
            "2023-08-13",
            "chess",
            "junior city championship",
            "relative-date",
        ),
        Q(
            "t",
            "On what date did Rustam's train driver course start?",
            "2024-01-08",
            "elron in",
            {"elron": "train driver course", "in": "course"},
            "relative-date event-chain",
        ),
        Q("t", "When did Greta break her wrist?", "2023-10-30", "wrist", "wrist", "relative-date"),
        Q(
            "s",
            "Which district of Tallinn does Rustam's family live in now?",
            "Kalamaja",
            "move",
            "kalamaja",
            "latest",
            True,
        ),
        Q(
            "m",
            "Which district did Rustam's family leave, and where did they move to?",
            "Lasnamäe to Kalamaja",
            "move tallinn",
            {"move": "lasnamäe; kalamaja", "tallinn": "tallinn"},
            "event-chain",
        ),
        Q(
            "s",
            "How old was Rustam when he started training as a train driver?",
            "41",
            "in age",
            {"in": "course", "age": "41"},
            "fragment",
        ),
        Q(
            "t",
            "When did Rustam pass his first train driver exam?",
            "2024-02-15",
            "exam1",
            "first exam",
            "relative-date",
        ),
        Q(
            "s",
            "What breed is Greta and Oskar's dog?",
            "Swedish lapphund",
            "dog",
            "lapphund",
            "",
            True,
        ),
        Q(
            "m",
            "What did Greta and Oskar name their lapphund puppy?",
            "Mulle",
            "dog names mulle",
            {"dog": "lapphund", "names": "mulle", "mulle": "mulle"},
            "event-chain",
            True,
        ),
        Q(
            "t",
            "When did Rustam pass his final train driver exam?",
            "2024-06-04",
            "final",
            "final exam",
            "relative-date",
        ),
        Q(
            "s",
            "Which line does Rustam drive trains on?",
            "the Tartu line",
            "tartu cows",
            "tartu line",
            "latest",
            True,
        ),
        Q(
            "t",
            "On what date was Greta's mum's 70th birthday?",
            "2024-06-15",
            "mum70",
            "70",
            "relative-date",
        ),
        Q(
            "o",
            "From which country do the horses Greta's mum collects come?",
            "Sweden",
            "dala",
            "dala horses",
            "",
        ),
        Q(
            "t",
            "When did the restored lion tapestry go back on the wall?",
            "2024-10-28",
            "lion-done",
            "tapestry",
            "relative-date",
        ),
        Q(
            "m",
            "What place did Leyla get at the European youth chess championship?",
            "fourth",
            "prague fourth",
            {"prague": "european youth chess championship", "fourth": "fourth; prague"},
            "event-chain",
        ),
        Q(
            "s",
            "What is Greta's job at the museum since February 2025?",
            "head of textile conservation",
            "promo",
            "head; textile conservation",
            "latest",
            True,
        ),
        Q(
            "m",
            "Did Greta and Oskar sell their cabin on Gräsö in the end?",
            "decided to keep it",
            "cabin-sell keep-cabin",
            {"cabin-sell": "cabin; gräsö", "keep-cabin": "keep; cabin"},
            "latest event-chain",
        ),
        Q(
            "o",
            "Rustam drives trains in which country?",
            "Estonia",
            "tallinn tartu",
            {"tallinn": "tallinn", "tartu": "tartu"},
            "",
        ),
    ],
)
CONVERSATIONS.append(RUSTAM_GRETA)

TEODOR = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2023-10-07
User: Can you give me a gluten-free bread recipe that doesn't taste like cardboard? I'm coeliac so I can't cheat at all {coeliac}
Assistant: Of course. A good starting point is a psyllium-husk loaf: 400 g gluten-free flour blend, 20 g psyllium husk, 7 g yeast, 10 g salt, 450 ml warm water and a spoon of olive oil. Mix, rest for an hour, shape, and bake at 220°C for 50 minutes with a tray of water in the oven.
User: psyllium husk, is that the stuff in the health food aisle?
Assistant: Yes, it's usually sold as a fibre supplement. Get the powder rather than the whole husks if you can; it binds better.
User: ok. I'll try it after my night shifts, I work in the ICU at the Maasstad hospital here in Rotterdam so my sleep is a mess {icu}
Assistant: That sounds demanding. The dough is forgiving, so you can leave the first rise in the fridge overnight and bake when you wake up.
User: perfect, that's exactly what I need
User: also is it normal for sourdough starter to smell like nail polish?
Assistant: Yes, an acetone smell usually means the starter is hungry. Feed it more often, or use a little more flour at each feeding.
User: thanks!
Assistant: You're welcome, good luck with the loaf.
@ 2023-11-20
User: Help me plan a trip to Japan. Two weeks in April next year, me and my sister Ilka {japan}
Assistant: Lovely. A classic two-week route: Tokyo (4 nights), Hakone (1), Kyoto (4) with Nara as a day trip, Hiroshima and Miyajima (2), Osaka (2). Early April is cherry blossom season, so book hotels soon.
User: Ilka wants to do a cooking class but I can't eat gluten, is that going to be a problem in Japan? {cooking}
Assistant: Soy sauce contains wheat, so it takes some care. Look for classes that offer tamari, and carry a card in Japanese explaining coeliac disease.
User: good idea. can you write that card for me?
Assistant: Here is one: 私はセリアック病です。小麦、大麦、ライ麦を食べられません。醤油にも小麦が入っています。 It says you have coeliac disease, can't eat wheat, barley or rye, and that soy sauce contains wheat. {card}
User: amazing. Ilka is a vegetarian by the way, does that change the route? {ilka-veg}
Assistant: Not the route, but Kyoto is the easiest city for her: look for shojin ryori, the Buddhist temple cuisine, which is vegetarian and often gluten-free too.
User: perfect, that's a win for both of us
User: we fly out on the 3rd of April {fly}
Assistant: Noted. Leaving on 3 April you'd land on the 4th, right around peak bloom in Tokyo.
@ 2024-01-09
User: I need to write a cover letter. I'm leaving the ICU, I've applied for a nurse job at the Laurens hospice in Rotterdam {hospice}
Assistant: Happy to help. What would you like the letter to emphasise?
User: that I've done eight years in intensive care and I want slower, more personal care now. burnout, honestly, but don't say that {eight}
Assistant: Understood. Here's a draft opening: "After eight years in intensive care, I want to bring my clinical skills to a setting where there is time to know patients and their families."
User: that's good. make it less formal
Assistant: "Eight years in intensive care taught me a lot about medicine, and even more about what patients and families need when time is short."
User: yes! that's the one
User: random q, is it true that goldfish have a three second memory?
Assistant: No, that's a myth. Goldfish can remember things for months and can be trained to respond to sounds or colours.
User: I knew it. my nephew owes me a euro
@ 2024-03-02
User: I got the hospice job!! I start on the 1st of May {got}
Assistant: Congratulations! That's wonderful news.
User: thanks. now I need an e-bike, the hospice is on the other side of the city. budget around 2000 euros {ebike}
Assistant: In that range, look at mid-drive models from Gazelle or Cube; a 500 Wh battery is plenty for a city commute.
User: I test rode a Gazelle on Thursday and loved it {gazelle}
Assistant: That's a good sign. Check that the shop includes the first service.
User: will do
User: what's a good way to say goodbye to my ICU team? I've been there since 2016 {since}
Assistant: A card with a personal note for each close colleague, plus something to share on your last shift: a big box of stroopwafels or a catered breakfast always goes down well.
User: stroopwafels it is. gluten-free ones for me lol
Assistant: Naturally.
@ 2024-05-14
User: first two weeks at the hospice done. it's so different, I actually have time to talk to people
Assistant: That's lovely to hear. How are you finding it?
User: good. tiring in a new way. can you suggest something to read on grief? for me, not for patients
Assistant: Many people in palliative care recommend "The Year of Magical Thinking" by Joan Didion and "Being Mortal" by Atul Gawande.
User: I've read Being Mortal. I'll try Didion {read}
User: also Japan was incredible. Ilka cried at Fushimi Inari. the card worked everywhere {japan-done}
Assistant: I'm so glad. Did the cooking class work out?
User: yes! a tiny place in Kyoto did a tamari version for me. best ramen of my life {ramen}
Assistant: That's wonderful.
User: the e-bike is great too, 20 minutes to work along the Maas {commute}
""",
    [
        Q(
            "s",
            "Why can't I eat gluten?",
            "coeliac",
            "coeliac",
            "coeliac",
            "first-person-question",
            True,
        ),
        Q(
            "s",
            "Which hospital's ICU did the user work in?",
            "Maasstad",
            "icu",
            "icu; maasstad",
            "",
            True,
        ),
        Q(
            "s",
            "What is my sister's name?",
            "Ilka",
            "japan",
            "ilka; sister",
            "first-person-question",
            True,
        ),
        Q(
            "s",
            "What diet does the user's sister Ilka follow?",
            "vegetarian",
            "ilka-veg",
            "ilka; vegetarian",
            "third-person-fact",
            True,
        ),
        Q(
            "t",
            "On what date did the user fly out to Japan?",
            "2024-04-03",
            "japan fly",
            {"japan": "japan", "fly": "fly"},
            "relative-date",
        ),
        Q(
            "s",
            "How many years did the user work in intensive care?",
            "eight years",
            "eight",
            "eight years; intensive care",
            "",
            True,
        ),
        Q(
            "s",
            "Which hospice did the user apply to?",
            "Laurens",
            "hospice",
            "laurens hospice",
            "",
            True,
        ),
        Q(
            "t",
            "When did I start my job at the hospice?",
            "2024-05-01",
            "hospice got",
            {"hospice": "hospice", "got": "hospice job"},
            "relative-date first-person-question",
        ),
        Q(
            "s",
            "What was the user's budget for an e-bike?",
            "2000 euros",
            "ebike",
            "bike; 2000",
            "",
        ),
        Q(
            "t",
            "When did the user test ride a Gazelle e-bike?",
            "2024-02-29",
            "ebike gazelle",
            {"ebike": "bike", "gazelle": "gazelle"},
            "relative-date",
        ),
        Q(
            "s",
            "Since which year had the user worked in the ICU?",
            "2016",
            "since",
            "icu; 2016",
            "",
            True,
        ),
        Q(
            "m",
            "In which city was the cooking class that made a gluten-free version for the user?",
            "Kyoto",
            "cooking ramen",
            {"cooking": "cooking class", "ramen": "kyoto"},
            "event-chain",
        ),
        Q("o", "In which country does the user live?", "the Netherlands", "icu", "rotterdam", ""),
        Q(
            "s",
            "How long is my commute to the hospice?",
            "20 minutes",
            "commute",
            "20 minutes",
            "first-person-question latest",
            True,
        ),
        Q(
            "m",
            "Did the Japanese card about coeliac disease help on the trip?",
            "it worked everywhere",
            "card japan-done",
            {"card": "coeliac disease", "japan-done": "card worked everywhere"},
            "event-chain",
        ),
        Q(
            "s",
            "Which book on grief had the user already read?",
            "Being Mortal",
            "read",
            "being mortal",
            "",
        ),
    ],
    user_label="Teodor",
)
CONVERSATIONS.append(TEODOR)

FARAH = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-03-12
User: Can you explain what a mixed effects model is like I'm tired? I'm a PhD student in Plymouth and my seagrass data is making me cry {phd}
Assistant: Sure. Imagine you measured seagrass at ten sites, several quadrats per site. Quadrats at the same site are alike, so a mixed effects model lets each site have its own baseline (a random effect) while estimating the overall effect you care about (the fixed effect).
User: ok that actually makes sense. so site is random and temperature is fixed?
Assistant: Exactly, if temperature is what you're testing. In R that's lmer(shoot_density ~ temperature + (1 | site)).
User: you're a lifesaver. my supervisor Dr Okonjo explained it for an hour and I understood nothing {supervisor}
Assistant: Sometimes a second explanation is all it takes. Want me to go through how to check the model's assumptions?
User: tomorrow. I have to walk Pebble before she eats the sofa {pebble}
Assistant: Good plan. Have a nice walk.
User: she's a whippet, she'll do three laps of the park and then sleep for ten hours {whippet}
Assistant: Whippets are famously good at that. Enjoy!
@ 2024-06-03
User: I'm presenting at a conference in Gothenburg next month and I'm terrified of the Q&A {conf}
Assistant: That's normal. Prepare answers to the three questions you fear most, and remember it's fine to say "I haven't looked at that yet."
User: the one I fear is "why didn't you sample in winter". because the boat broke, that's why
Assistant: "Weather and equipment limited winter sampling; it's a priority for the next field season" is an honest and professional answer.
User: perfect
User: also how many slides for a 12 minute talk
Assistant: Roughly 10 to 12 slides, about a minute each, fewer if you have complex figures.
User: I have 31. I'll cut
Assistant: Good call. Keep the slide with your main result big and simple.
User: my partner Callum says I should open with a joke about seagrass. I think that's a terrible idea {callum}
Assistant: A light opening can work if it comes naturally to you, but a striking photo of a meadow might do the same job with less risk.
@ 2024-09-17
User: I submitted my thesis on Friday!!!!! {submitted}
Assistant: Congratulations, that's a huge milestone!
User: 212 pages. four years of seagrass {pages}
Assistant: What's next while you wait for the viva?
User: applying for postdocs. there's one at the University of Aberdeen on kelp forests that I really want {aberdeen}
Assistant: Kelp is a natural next step from seagrass. Want help tailoring your application?
User: yes please. the deadline is the 30th of September
Assistant: Let's start with your research statement: what are the two or three findings you want them to remember?
User: that warming hurts seagrass less in mixed meadows, and that eelgrass recovers faster than anyone thought {findings}
Assistant: Both are strong. I'd lead with the mixed-meadow result since it links directly to the resilience of kelp communities.
@ 2024-12-05
User: I passed my viva!!! minor corrections {viva}
Assistant: Congratulations, Dr Farah! When was it?
User: yesterday. the external examiner loved the eelgrass chapter {viva-date}
Assistant: That's brilliant.
User: AND I got the Aberdeen postdoc. I start on the 3rd of March {postdoc}
Assistant: What a week! Do you need help planning the move?
User: yes. me, Callum, and Pebble. Callum works remotely so he can come {move}
Assistant: Then the main things are finding a flat that accepts dogs and booking a van. Aberdeen's rental market is calmer than Plymouth's, so you should have choices.
User: Pebble hates the cold. will she be ok in Scotland?
Assistant: Whippets feel the cold, so a good fleece coat and a warm bed will matter. Plenty of whippets live happily in Scotland with the right gear.
User: she already has four coats lol
@ 2025-02-22
User: we found a flat in Aberdeen! in Old Aberdeen, near the university, and they allow dogs {flat}
Assistant: That's great news. When do you move?
User: the van comes on the 1st of March. I'm drowning in boxes {van}
Assistant: Tip: pack one "first night" box with the kettle, mugs, bedding, dog food and phone chargers.
User: done already. Pebble's box is bigger than mine
User: can you tell me some good walks near Old Aberdeen for a dog?
Assistant: Seaton Park is right there, with paths along the River Don; the beach esplanade is a longer walk that dogs love.
User: Seaton Park sounds perfect
User: also my corrections got approved on Monday so it's official, I'm Dr Farah Haddad {corrections}
Assistant: Congratulations, Dr Haddad!
""",
    [
        Q("s", "What does the user study for her PhD?", "seagrass", "phd", "seagrass", "", True),
        Q(
            "s",
            "Who is my PhD supervisor?",
            "Dr Okonjo",
            "supervisor",
            "okonjo",
            "first-person-question",
            True,
        ),
        Q(
            "s",
            "What kind of dog is Pebble?",
            "whippet",
            "pebble whippet",
            {"pebble": "pebble", "whippet": "whippet"},
            "pronoun",
            True,
        ),
        Q(
            "s",
            "What is my partner's name?",
            "Callum",
            "callum",
            "callum",
            "first-person-question",
            True,
        ),
        Q(
            "t",
            "When did the user submit her thesis?",
            "2024-09-13",
            "submitted",
            "thesis",
            "relative-date",
        ),
        Q(
            "s",
            "How many pages was the user's thesis?",
            "212",
            "submitted pages",
            {"submitted": "thesis", "pages": "212 pages"},
            "fragment",
        ),
        Q(
            "s",
            "Which university's kelp forest postdoc did the user apply for?",
            "Aberdeen",
            "aberdeen",
            "aberdeen; kelp",
            "",
            True,
        ),
        Q(
            "t",
            "When did I pass my viva?",
            "2024-12-04",
            "viva viva-date",
            "viva",
            "relative-date first-person-question",
        ),
        Q(
            "t",
            "When does the user start her postdoc in Aberdeen?",
            "2025-03-03",
            "postdoc",
            "aberdeen postdoc",
            "relative-date",
        ),
        Q(
            "m",
            "Where did the user live before moving to Aberdeen?",
            "Plymouth",
            "phd flat",
            {"phd": "plymouth", "flat": "aberdeen"},
            "event-chain",
        ),
        Q(
            "s",
            "Which part of Aberdeen does the user live in?",
            "Old Aberdeen",
            "flat",
            "old aberdeen",
            "latest",
            True,
        ),
        Q(
            "t",
            "On what date did the van come for the user's move to Aberdeen?",
            "2025-03-01",
            "flat van",
            {"flat": "aberdeen", "van": "van"},
            "relative-date",
        ),
        Q(
            "t",
            "When were the user's thesis corrections approved?",
            "2025-02-17",
            "corrections",
            "corrections",
            "relative-date",
        ),
        Q(
            "o",
            "Which part of the UK did the user move to for her postdoc?",
            "Scotland",
            "aberdeen",
            "aberdeen",
            "",
        ),
        Q(
            "s",
            "In which city was the conference the user presented at in 2024?",
            "Gothenburg",
            "conf",
            "conference; gothenburg",
            "",
        ),
        Q(
            "s",
            "What is my surname?",
            "Haddad",
            "corrections",
            "haddad",
            "first-person-question",
            True,
        ),
        Q(
            "s",
            "Which chapter of the user's thesis did the external examiner love?",
            "eelgrass",
            "viva-date",
            "eelgrass chapter",
            "",
        ),
    ],
    user_label="Farah",
)
CONVERSATIONS.append(FARAH)

MIKA = Conv(
    "assistant",
    "labelled_user_lines",
    ["User", "Assistant"],
    """
@ 2024-08-06
User: Hi! I need help writing an email to a client that hasn't paid in 60 days. I'm a freelance illustrator, it's my biggest client, Lumo Games {lumo}
Assistant: Sorry to hear that. Here's a firm but friendly draft: "Hi, I'm following up on my invoice, which is now 60 days overdue. Could you let me know when payment will be made?"
User: good. add that I charge late fees after 90 days
Assistant: Added: "As per my terms, a late fee of 8% applies to invoices unpaid after 90 days."
User: perfect. ugh I hate this part of freelancing
Assistant: It's the least fun part for most freelancers. Clear payment terms on every invoice help a lot.
User: note for later: my invoice numbers go MK-year-number, like MK-2024-031 {invoice}
Assistant: Noted: your invoices are numbered MK-year-number.
User: thx. also what's the best brush for digital watercolour in Procreate
Assistant: Many illustrators like the built-in Water Pen and Wet Acrylic brushes; third-party watercolour packs are popular too.
@ 2024-10-15
User: my partner Jonne wants to adopt a cat but I'm allergic. what are my options {cat}
Assistant: Some options: a breed said to produce less of the main allergen (like the Siberian), spending time with one before committing, HEPA filters, and talking to an allergist.
User: Jonne found a Siberian breeder in Porvoo already lol {porvoo}
Assistant: Then a visit to the breeder first would show how you react.
User: we're going on Saturday {visit}
Assistant: Good luck! Wash your hands and face afterwards and see how you feel the next day.
User: also, Lumo finally paid. all of it
Assistant: Great news.
User: and they want me for their next game too, 40 character designs {next-game}
Assistant: That's a strong vote of confidence. Want help estimating the price?
@ 2025-01-28
User: update: no cat. I sneezed for three days after Porvoo {no-cat}
Assistant: Sorry it didn't work out. How did Jonne take it?
User: sad but fine. we're getting a van instead. a camper van, Jonne's converting it {van}
Assistant: That's quite a swap! Do you need help planning the build?
User: yes, what size battery do we need to run a fridge and two laptops
Assistant: A 200 Ah lithium battery with about 300 W of solar should cover a compressor fridge and two laptops for several days in summer.
User: and in a Finnish winter?
Assistant: Much less solar then; plan to charge from the alternator or shore power, or treat it as a summer van.
User: summer van it is
User: I'm doing the Lumo designs from the van this summer, that's the dream
Assistant: Sounds lovely. A good mobile router will make it work.
@ 2025-04-09
User: what should I name a van? she's green and old {van-name}
Assistant: A few ideas: Olive, Kermit, Pickle, Vihreä Vaara.
User: Pickle!! Jonne will hate it. perfect {pickle}
Assistant: Pickle it is.
User: also I need to write a bio for a festival. I'm illustrating the poster for the Flow festival this year {flow}
Assistant: Congratulations! Tell me a bit about your style and background.
User: I live in Kallio in Helsinki, I draw mostly animals and plants, bright colours, I studied at Aalto {kallio}
Assistant: "Mika is a Helsinki-based illustrator whose bright, botanical worlds are full of animals."
User: love it
Assistant: Glad it works.
@ 2025-06-30
User: Pickle's first trip done! we drove to Lapland and back, 2,400 km {lapland}
Assistant: That's a big first trip! How did she do?
User: the fridge died on day two, the battery was fine though lol
Assistant: Check the fridge's low-voltage cut-off; it may be set too high.
User: the Flow poster went up yesterday, I saw it at the tram stop and screamed {poster}
Assistant: What a moment! Congratulations.
User: Jonne took a photo of me screaming. it's my lock screen now
User: thinking of moving to Tampere next year, rent is cheaper. would you?
Assistant: It depends on what you need; Tampere is cheaper and has a lively arts scene, and with remote work you'd keep your clients.
User: hmm. we'll see
""",
    [
        Q(
            "s",
            "What does Mika do for work?",
            "freelance illustrator",
            "lumo",
            "illustrator",
            "",
            True,
        ),
        Q(
            "s",
            "Who is my biggest client?",
            "Lumo Games",
            "lumo",
            "lumo games",
            "first-person-question",
            True,
        ),
        Q(
            "s",
            "How are Mika's invoices numbered?",
            "MK-year-number",
            "invoice",
            "invoice; mk",
            "",
            True,
        ),
        Q("s", "What is Mika allergic to?", "cat", "cat", "allergic; cat", "", True),
        Q(
            "s",
            "What is my partner's name?",
            "Jonne",
            "cat",
            "jonne",
            "first-person-question",
            True,
        ),
        Q(
            "t",
            "When did Mika and Jonne visit the Siberian cat breeder?",
            "2024-10-19",
            "porvoo visit",
            "porvoo",
            "relative-date",
        ),
        Q(
            "s",
            "How many character designs did Lumo Games want for their next game?",
            "40",
            "next-game",
            "40 character designs",
            "",
        ),
        Q(
            "m",
            "Why didn't Mika and Jonne get a cat in the end?",
            "sneezed for three days",
            "cat no-cat",
            {"cat": "allergic", "no-cat": "sneezed"},
            "event-chain",
        ),
        Q("s", "Who is converting the camper van?", "Jonne", "van", "jonne; van", "", True),
        Q(
            "s",
            "What is the name of my van?",
            "Pickle",
            "van-name pickle",
            {"van-name": "van", "pickle": "pickle"},
            "first-person-question fragment",
            True,
        ),
        Q(
            "s",
            "Which festival's poster did Mika illustrate in 2025?",
            "Flow",
            "flow",
            "flow festival",
            "",
            True,
        ),
        Q(
            "s",
            "Where do I live?",
            "Kallio in Helsinki",
            "kallio",
            "kallio; helsinki",
            "first-person-question",
            True,
        ),
        Q("s", "Where did Mika study?", "Aalto", "kallio", "aalto", "", True),
        Q(
            "t",
            "When did Mika see the Flow poster at the tram stop?",
            "2025-06-29",
            "poster",
            "flow poster",
            "relative-date",
        ),
        Q(
            "m",
            "Where did Mika and Jonne take Pickle on its first trip?",
            "Lapland",
            "pickle lapland",
            {"pickle": "pickle", "lapland": "lapland"},
            "event-chain",
        ),
        Q(
            "o",
            "Which country is the capital city Mika lives in part of?",
            "Finland",
            "kallio",
            "helsinki",
            "",
        ),
    ],
    user_label="Mika",
)
CONVERSATIONS.append(MIKA)

DECLAN = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2023-06-14
User: I run a bike repair shop in Hobart, Spoke & Chain. can you help me write a winter promo for our Instagram? {shop}
Assistant: Sure! How about: "Winter's here and so are the potholes. Bring your bike in for a full winter service at Spoke & Chain: brakes, gears, lights and a chain that won't squeak through July."
User: nice. add 15% off for students
Assistant: "...and students get 15% off with a valid card."
User: perfect. my wife Ngaio says it needs more emojis, I say no emojis {ngaio}
Assistant: A middle ground is one or two, like a snowflake and a bike.
User: fine, one snowflake
User: also how much should I charge for a full service these days? I've been at $120 since 2019 {price}
Assistant: Many Australian shops now charge between $130 and $180 for a full service; raising it to $140 would still be competitive.
User: ok, $140 from July then {new-price}
Assistant: Sounds sensible. Give your regulars a heads-up.
@ 2023-09-02
User: my daughter Tui wants to learn the violin. she's nine. is that too late? {tui}
Assistant: Not at all. Nine is a great age to start; many players begin later.
User: phew. Ngaio played as a kid so she's thrilled
User: unrelated, I'm finally hiring an apprentice. his name is Jarrah, he starts Monday {jarrah}
Assistant: Congratulations! Want a simple first-week plan for him?
User: yes please
Assistant: Day 1: safety, tools and a shop tour. Day 2: puncture repairs and tyre changes. Day 3: brakes. Day 4: gears. Day 5: a full service with you checking each step.
User: great. he's keen, he's been fixing bikes in his shed since he was twelve
Assistant: That keenness is worth more than experience.
@ 2023-12-11
User: big decision. a shop near the waterfront is available, twice the size of mine, in Salamanca {salamanca}
Assistant: Exciting! What's making you hesitate?
User: rent is double. my accountant Fenella says we can afford it if we add bike hire for tourists {fenella}
Assistant: Bike hire in a tourist area can be a steady earner in summer. Want to sketch the numbers?
User: yes. 10 bikes at $45 a day, maybe 50% use in summer {plan}
Assistant: That's about $225 a day, roughly $6,750 a month in the busy season, before maintenance and insurance.
User: that covers the extra rent. ok. I'm doing it
Assistant: Congratulations on the decision. When would you move?
User: we get the keys on the 1st of February {keys}
Assistant: That gives you the summer peak. Good timing.
@ 2024-04-20
User: we moved! the Salamanca shop is open, first month done {open}
Assistant: Congratulations! How's it going?
User: hire bikes are doing better than Fenella predicted. cruise ship days are mad
Assistant: That's great news.
User: Jarrah fixed a carbon frame on his own on Wednesday. proud dad moment {carbon}
Assistant: That's a big step for an apprentice.
User: I'm going sea kayaking on the Derwent tomorrow to celebrate, first time in a year {kayak}
Assistant: Enjoy it! Check the wind forecast; the Derwent can get choppy in the afternoon.
User: will do. Tui is coming, her first time in a kayak
Assistant: Then a morning paddle close to shore is ideal for her.
@ 2024-08-08
User: Tui's first violin concert is on the 24th of August and I need to leave work early. how do I tell customers we close at 2? {concert}
Assistant: A simple sign and a post: "On Saturday 24 August we close at 2pm for a family occasion. Normal hours resume on Monday."
User: perfect
User: what's a good gift for a ten year old after her first concert?
Assistant: Flowers are traditional; a small music-themed gift, like rosin in a fun case or a book about a famous violinist, would also be lovely.
User: flowers and a rosin. done
User: also, Jarrah's finishing his apprenticeship in December and I want to keep him on. how do I make him an offer? {keep-jarrah}
Assistant: Talk to him early, put the offer in writing with pay, hours and any training you'll support, and tell him why you value him.
User: he's the best thing that's happened to the shop
Assistant: Then tell him exactly that.
""",
    [
        Q(
            "s",
            "What is the name of my bike shop?",
            "Spoke & Chain",
            "shop",
            "spoke chain",
            "first-person-question",
            True,
        ),
        Q("s", "In which city is the user's bike shop?", "Hobart", "shop", "hobart", "", True),
        Q("s", "What is the user's wife called?", "Ngaio", "ngaio", "ngaio", "", True),
        Q(
            "s",
            "How much does the user charge for a full service from July 2023?",
            "$140",
            "price new-price",
            {"price": "full service", "new-price": "140"},
            "",
        ),
        Q(
            "s",
            "How old was my daughter Tui in September 2023?",
            "nine",
            "tui",
            "tui; nine",
            "first-person-question",
        ),
        Q(
            "s",
            "Which instrument is the user's daughter Tui learning?",
            "violin",
            "tui",
            "tui; violin",
            "",
            True,
        ),
        Q(
            "t",
            "When did Jarrah start his apprenticeship at the shop?",
            "2023-09-04",
            "jarrah",
            "jarrah",
            "relative-date",
        ),
        Q("s", "Who is the user's accountant?", "Fenella", "fenella", "fenella", "", True),
        Q(
            "m",
            "Which area did the user move his bike shop to?",
            "Salamanca",
            "salamanca open",
            {"salamanca": "salamanca", "open": "salamanca shop"},
            "latest event-chain",
            True,
        ),
        Q(
            "t",
            "On what date did the user get the keys to the Salamanca shop?",
            "2024-02-01",
            "salamanca keys",
            {"salamanca": "salamanca", "keys": "keys"},
            "relative-date",
        ),
        Q(
            "s",
            "How many hire bikes did the user plan for the new shop?",
            "10",
            "plan",
            "10 bikes",
            "",
        ),
        Q(
            "t",
            "When did Jarrah fix a carbon frame on his own?",
            "2024-04-17",
            "carbon",
            "carbon frame",
            "relative-date",
        ),
        Q(
            "t",
            "When did the user go sea kayaking on the Derwent?",
            "2024-04-21",
            "kayak",
            "kayaking; derwent",
            "relative-date",
        ),
        Q(
            "t",
            "When was Tui's first violin concert?",
            "2024-08-24",
            "concert",
            "violin concert",
            "relative-date",
        ),
        Q(
            "s",
            "When does Jarrah finish his apprenticeship?",
            "December",
            "keep-jarrah",
            "jarrah; apprenticeship",
            "",
        ),
        Q("o", "In which Australian state is the user's shop?", "Tasmania", "shop", "hobart", ""),
    ],
    user_label="Declan",
)
CONVERSATIONS.append(DECLAN)

# -- questions that name a date in words, or count back from the day they are asked -------------
# (asked on 2026-12-03: "last year" is 2025, "two years ago" 2024, "three years ago" 2023)

INES_TOBIAH.questions += [
    Q(
        "m",
        "What put Tobiah in hospital on 18 June 2023?",
        "prawn curry",
        "hospital allergy",
        {"hospital": "hospital", "allergy": "prawn curry"},
        "human-date",
    ),
    Q(
        "s",
        "What kind of dog did Ines and Rafe adopt in the spring three years ago?",
        "retired greyhound",
        "dog-plan",
        "greyhound",
        "relative-question-date",
        True,
    ),
    Q(
        "o",
        "Roughly how many kilometres long was the race Ines ran in September 2023?",
        "21 km",
        "half",
        "bath half",
        "human-date",
    ),
    Q(
        "m",
        "In which city did Tobiah's sister Mirela start her PhD?",
        "Edinburgh",
        "sister mirela-phd",
        {"sister": "mirela", "mirela-phd": "edinburgh; phd"},
        "pronoun",
        True,
    ),
]
WEN_LOLA.questions += [
    Q(
        "s",
        "What happened to Lola's Parkside community garden on 25 April 2024?",
        "regional design award",
        "award",
        "parkside; award",
        "human-date",
    ),
    Q("o", "Which ocean is the city Wen moved to on?", "Pacific", "apply", "victoria", ""),
]
KOFI_SAOIRSE.questions += [
    Q(
        "s",
        "Where did Kofi and Abena go on honeymoon in the summer of last year?",
        "Zanzibar",
        "zanzibar",
        "zanzibar",
        "relative-question-date",
    ),
]
HALVARD_NOEMI.questions += [
    Q(
        "s",
        "What did Halvard have done on 16 March 2023?",
        "knee surgery",
        "knee",
        "knee surgery",
        "human-date",
    ),
    Q(
        "m",
        "What does Halvard's daughter want to study after her summer school?",
        "whales",
        "summer whale",
        {"summer": "sigrid; summer school", "whale": "whales"},
        "pronoun event-chain",
    ),
]
AMARA_BEA.questions += [
    Q(
        "s",
        "Which shop opened on Rye Lane on 27 July 2024?",
        "Clean Lines",
        "shop",
        "clean lines",
        "human-date",
    ),
    Q("o", "In which country does Bea live?", "Spain", "flights", "seville", ""),
]
RUSTAM_GRETA.questions += [
    Q(
        "s",
        "Which bone did Greta break at the end of October 2023?",
        "wrist",
        "wrist",
        "wrist",
        "human-date",
    ),
    Q(
        "m",
        "In which city did Leyla play a chess championship in November two years ago?",
        "Prague",
        "prague fourth",
        {"prague": "prague", "fourth": "prague"},
        "relative-question-date",
    ),
]
TEODOR.questions += [
    Q(
        "s",
        "Where did I start working on 1 May 2024?",
        "Laurens hospice",
        "hospice got",
        {"hospice": "laurens hospice", "got": "hospice job"},
        "human-date first-person-question",
        True,
    ),
]
FARAH.questions += [
    Q(
        "s",
        "What did the user submit in September two years ago?",
        "thesis",
        "submitted",
        "thesis",
        "relative-question-date",
    ),
]
DECLAN.questions += [
    Q(
        "s",
        "What did the user's apprentice do on his own on 17 April 2024?",
        "fixed a carbon frame",
        "carbon",
        "carbon frame",
        "human-date",
    ),
]

# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-03-14 is a Thursday, 2024-07-22 a Monday, 2025-01-09 a Thursday, 2023-11-04 a
# Saturday, 2025-05-27 a Tuesday and 2024-10-02 a Wednesday.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"

SENTENCES += [
    # durable facts said outright
    S(
        "durable-fact",
        NL,
        "2024-03-14",
        "Oona",
        "I work as a sign language interpreter for the county courts, mostly family cases.",
        [
            M(
                "Oona works as a sign language interpreter for the county courts.",
                D,
                "oona; sign language interpreter",
            )
        ],
    ),
    S(
        "durable-fact",
        NL,
        "2024-03-14",
        "Bartek",
        "I've been teaching English at a language school for six years now, can you believe it",
        [
            M(
                "Bartek has taught English at a language school for six years.",
                D,
                "bartek; english; language school",
            )
        ],
    ),
    S(
        "durable-fact",
        TL,
        "2024-07-22",
        "Ravi",
        "My daughter Asha started walking at ten months, she's a menace now",
        [
            M("Ravi has a daughter called Asha.", D, "ravi; asha"),
            M("Ravi's daughter Asha started walking at ten months.", D, "asha; walking"),
        ],
    ),
    S(
        "durable-fact",
        NJ,
        "2025-01-09",
        "Solveig",
        "I've been vegan since 2018 and honestly I don't miss cheese at all",
        [M("Solveig has been vegan since 2018.", D, "solveig; vegan")],
    ),
    S(
        "durable-fact",
        NL,
        "2023-11-04",
        "Marisol",
        "i'm allergic to penicillin btw, found out the hard way in 2019",
        [M("Marisol is allergic to penicillin.", D, "marisol; penicillin")],
    ),
    S(
        "durable-fact",
        TL,
        "2025-05-27",
        "Kwame",
        "My brother Yaw is a pilot with Kenya Airways, he flies the Nairobi to Amsterdam route",
        [
            M("Kwame's brother Yaw is a pilot with Kenya Airways.", D, "kwame|yaw; pilot"),
            M("Yaw flies the Nairobi to Amsterdam route.", D, "yaw; nairobi; amsterdam"),
        ],
    ),
    S(
        "durable-fact",
        NL,
        "2024-10-02",
        "Ilse",
        "Our cat Mochi is seventeen and still steals food off the counter",
        [M("Ilse has a seventeen-year-old cat called Mochi.", D, "ilse; mochi")],
    ),
    S(
        "durable-fact",
        NJ,
        "2024-07-22",
        "Gwen",
        "I manage the night shift at the Royal Mail depot in Swindon, so mornings are my evenings",
        [
            M(
                "Gwen manages the night shift at the Royal Mail depot in Swindon.",
                D,
                "gwen; night shift; swindon|royal mail",
            )
        ],
    ),
    S(
        "durable-fact",
        NL,
        "2025-01-09",
        "Joaquín",
        "I play five-a-side every Tuesday with the guys from work",
        [M("Joaquín plays five-a-side football every Tuesday.", D, "joaquín; five-a-side")],
    ),
    S(
        "durable-fact",
        TL,
        "2023-11-04",
        "Benedikt",
        "we've got twins now, Lotte and Max, born in August, I haven't slept since",
        [M("Benedikt has twins, Lotte and Max, born in August 2023.", D, "benedikt; lotte; max")],
    ),
    S(
        "durable-fact",
        NJ,
        "2024-10-02",
        "Sanjay",
        "I sold the Fiat and bought an old Volvo estate. it's enormous",
        [M("Sanjay sold his Fiat and bought an old Volvo estate.", D, "sanjay; volvo")],
    ),
    S(
        "durable-fact",
        NL,
        "2025-05-27",
        "Marguerite",
        "The allotment is officially mine, plot 14 at Fenby Road!",
        [M("Marguerite has allotment plot 14 at Fenby Road.", D, "marguerite; allotment|plot 14")],
    ),
    S(
        "durable-fact",
        NL,
        "2025-01-09",
        "Ottilie",
        "I've been volunteering at the food bank on Saturdays since the summer",
        [M("Ottilie volunteers at the food bank on Saturdays.", D, "ottilie; food bank")],
    ),
    S(
        "durable-fact",
        NL,
        "2025-01-09",
        "Leopold",
        "I teach piano at the conservatoire in Antwerp, three days a week",
        [
            M(
                "Leopold teaches piano at the conservatoire in Antwerp.",
                D,
                "leopold; piano; antwerp|conservatoire",
            )
        ],
    ),
    S(
        "durable-fact",
        NL,
        "2024-10-02",
        "Caspar",
        "I'm doing a pottery course on Thursday nights at the Bridge Street studio",
        [
            M(
                "Caspar does a pottery course on Thursday nights at the Bridge Street studio.",
                D,
                "caspar; pottery",
            )
        ],
    ),
    S(
        "durable-fact",
        NJ,
        "2024-03-14",
        "Anouk",
        "Fun fact: I'm colour blind, so don't ask me about paint colours",
        [M("Anouk is colour blind.", D, "anouk; colour blind")],
    ),
    S(
        "durable-fact",
        NJ,
        "2023-11-04",
        "Rhiannon",
        "lol no. I'm a Welsh speaker, my whole family is, so Duolingo Welsh would be cheating",
        [M("Rhiannon is a Welsh speaker.", D, "rhiannon; welsh")],
    ),
    S(
        "durable-fact",
        NL,
        "2024-03-14",
        "Hamish",
        "fyi I've changed my number, it ends in 4471 now",
        [M("Hamish's phone number ends in 4471.", D, "hamish; 4471")],
    ),
    S(
        "durable-fact",
        NJ,
        "2023-11-04",
        "Lukas",
        "The project's called Heron internally, the client doesn't know the name yet",
        [M("Lukas's project is called Heron internally.", D, "lukas; heron")],
    ),
    S(
        "durable-fact",
        NL,
        "2024-07-22",
        "Wilhelmina",
        "I've been sober for three years as of yesterday. still feels weird to say",
        [M("Wilhelmina has been sober since 2021-07-21.", D, "wilhelmina; sober")],
    ),
    S(
        "durable-fact",
        NL,
        "2025-05-27",
        "Yusra",
        "Work is fine. Oh, I've switched teams btw, I'm on the payments team now and Grégoire is my new lead",
        [
            M("Yusra works on the payments team.", D, "yusra; payments team"),
            M("Yusra's team lead is Grégoire.", D, "yusra; grégoire"),
        ],
    ),
    # preferences
    S(
        "preference",
        NL,
        "2024-03-14",
        "Pilar",
        "I can't stand coriander, it tastes like soap to me",
        [M("Pilar dislikes coriander.", D, "pilar; coriander")],
    ),
    S(
        "preference",
        TL,
        "2025-05-27",
        "Aziz",
        "I always take the ferry instead of flying, I hate planes",
        [M("Aziz prefers taking the ferry to flying.", D, "aziz; ferry")],
    ),
    S(
        "preference",
        UA,
        "2025-01-09",
        "User",
        "I prefer short answers, bullet points if you can",
        [
            M(
                "The user prefers short answers in bullet points.",
                D,
                "user; short answers|bullet points",
            )
        ],
    ),
    S(
        "preference",
        JM,
        "2023-11-04",
        "User",
        "I only drink decaf after 2pm or I don't sleep. can you suggest a decent decaf brand?",
        [M("The user only drinks decaf after 2pm.", D, "user; decaf")],
    ),
    S(
        "preference",
        UA,
        "2025-05-27",
        "User",
        "Please always give me measurements in metric, I never know what a cup is",
        [M("The user prefers measurements in metric units.", D, "user; metric")],
    ),
    # facts given on the way to a request
    S(
        "request-with-fact",
        UA,
        "2024-03-14",
        "User",
        "I'm a primary school teacher in Leicester, year 4 this year. Can you suggest a science experiment with magnets?",
        [M("The user is a primary school teacher in Leicester.", D, "user; teacher; leicester")],
    ),
    S(
        "request-with-fact",
        JM,
        "2024-07-22",
        "User",
        "I'm lactose intolerant, so can you swap the cream in this recipe for something else?",
        [M("The user is lactose intolerant.", D, "user; lactose intolerant")],
    ),
    S(
        "request-with-fact",
        JM,
        "2023-11-04",
        "User",
        "My manager is Teresa Okoye, she's great but she schedules meetings at 8am. how do I politely push back?",
        [M("The user's manager is Teresa Okoye.", D, "user; manager; okoye|teresa")],
    ),
    S(
        "request-with-fact",
        UA,
        "2024-03-14",
        "User",
        "My partner Ibrahim is a vet and he's on call all weekend, what can I cook that reheats well?",
        [M("The user's partner Ibrahim is a vet.", D, "user; ibrahim; vet")],
    ),
    S(
        "request-with-fact",
        JM,
        "2025-01-09",
        "User",
        "I just moved to Valencia from Dundee for work, how do I register on the padrón?",
        [M("The user moved from Dundee to Valencia for work.", D, "user; valencia")],
    ),
    S(
        "request-with-fact",
        UA,
        "2024-07-22",
        "User",
        "My son Ezio has type 1 diabetes, can you suggest low-carb snacks for his school bag?",
        [M("The user's son Ezio has type 1 diabetes.", D, "user; ezio; diabetes")],
    ),
    S(
        "request-with-fact",
        UA,
        "2023-11-04",
        "User",
        "I'm 34 and I've never learned to swim. is it too late?",
        [
            M("The user is 34 years old.", D, "user; 34"),
            M("The user has never learned to swim.", D, "user; swim"),
        ],
    ),
    S(
        "request-with-fact",
        JM,
        "2025-05-27",
        "User",
        "I work remotely for a company in Berlin but I live in Braga, which country do I pay tax in?",
        [
            M("The user works remotely for a company in Berlin.", D, "user; berlin"),
            M("The user lives in Braga.", D, "user; braga"),
        ],
    ),
    S(
        "request-with-fact",
        JM,
        "2024-10-02",
        "User",
        "I'm a night-shift security guard so I sleep during the day. how can I block out street noise?",
        [M("The user works night shifts as a security guard.", D, "user; security guard")],
    ),
    S(
        "request-with-fact",
        UA,
        "2023-11-04",
        "User",
        "My mother-in-law Greet is staying with us for Christmas and she's vegan. What can I make for the main?",
        [
            M("The user's mother-in-law Greet is vegan.", D, "greet; vegan"),
            M("Greet is staying with the user for Christmas 2023.", R, "greet; christmas"),
        ],
    ),
    S(
        "request-with-fact",
        JM,
        "2023-11-04",
        "User",
        "My landlord is raising the rent to 1,450 from January, is that even legal in Scotland?",
        [
            M(
                "The user's landlord is raising the rent to 1,450 from January 2024.",
                R,
                "user; rent; 450",
            )
        ],
    ),
    S(
        "request-with-fact",
        UA,
        "2025-05-27",
        "User",
        "Our team standup moved to 9:30 every day, can you update my schedule template?",
        [M("The user's team standup is at 9:30 every day.", D, "user; standup")],
    ),
    # notes the user asks to keep
    S(
        "note",
        UA,
        "2025-01-09",
        "User",
        "Note for later: my wife's name is Hana and our anniversary is on 14 June.",
        [
            M("The user's wife is called Hana.", D, "user; wife; hana"),
            M("The user's wedding anniversary is on 14 June.", D, "anniversary; 14 june"),
        ],
    ),
    S(
        "note",
        UA,
        "2024-10-02",
        "User",
        "The codename for our new app is Bluebell, don't let me forget it.",
        [M("The codename for the user's new app is Bluebell.", D, "codename; bluebell")],
    ),
    # third-person and named-subject statements
    S(
        "third-person-fact",
        NO,
        "2024-03-14",
        None,
        "Ravi's sister Meena is a cardiologist in Pune.",
        [M("Ravi's sister Meena is a cardiologist in Pune.", D, "meena; cardiologist")],
    ),
    S(
        "third-person-fact",
        NO,
        "2025-05-27",
        None,
        "Ola prefers window seats and always flies with hand luggage only.",
        [
            M("Ola prefers window seats.", D, "ola; window seats"),
            M("Ola always flies with hand luggage only.", D, "ola; hand luggage"),
        ],
    ),
    S(
        "third-person-fact",
        NL,
        "2024-07-22",
        "Finn",
        "Tomasz's wife runs a bakery in Kraków, we should go when we're there",
        [M("Tomasz's wife runs a bakery in Kraków.", D, "tomasz; bakery; kraków")],
    ),
    S(
        "third-person-fact",
        TL,
        "2025-01-09",
        "Devika",
        "Rohan's manager is a woman called Celestine, he adores her",
        [M("Rohan's manager is Celestine.", D, "rohan; manager; celestine")],
    ),
    S(
        "third-person-fact",
        JM,
        "2024-07-22",
        "User",
        "The user's sister is called Rosalind.",
        [M("The user's sister is called Rosalind.", D, "user; sister; rosalind")],
    ),
    S(
        "third-person-fact",
        NO,
        "2024-10-02",
        None,
        "Deepa's manager is Colm Fitzgerald.",
        [M("Deepa's manager is Colm Fitzgerald.", D, "deepa; manager; colm|fitzgerald")],
    ),
    S(
        "third-person-fact",
        NO,
        "2025-01-09",
        None,
        "The warehouse project codename is Marigold.",
        [M("The warehouse project codename is Marigold.", D, "codename; marigold")],
    ),
    S(
        "third-person-fact",
        NO,
        "2023-11-04",
        None,
        "Anders moved to Trondheim in August 2023 and works at the hospital there.",
        [
            M("Anders moved to Trondheim in August 2023.", D, "anders; trondheim"),
            M("Anders works at the hospital in Trondheim.", D, "anders; hospital"),
        ],
    ),
    S(
        "third-person-fact",
        UA,
        "2025-05-27",
        "User",
        "The user prefers answers in metric units.",
        [M("The user prefers answers in metric units.", D, "user; metric")],
    ),
    S(
        "third-person-fact",
        NO,
        "2024-07-22",
        None,
        "Kalani's birthday is 3 February.",
        [M("Kalani's birthday is on 3 February.", D, "kalani; birthday; february")],
    ),
    S(
        "third-person-fact",
        NO,
        "2025-05-27",
        None,
        "Preferences: Samir likes his reports as PDF, never Word.",
        [M("Samir prefers his reports as PDF.", D, "samir; pdf")],
    ),
    S(
        "third-person-fact",
        NO,
        "2024-03-14",
        None,
        "Meeting notes, 14 March: Corinne is now leading the Oslo office.",
        [M("Corinne leads the Oslo office.", D, "corinne; oslo office")],
    ),
    S(
        "third-person-fact",
        NO,
        "2023-11-04",
        None,
        "Home: the user lives in Hackney with two flatmates.",
        [M("The user lives in Hackney with two flatmates.", D, "user; hackney")],
    ),
    S(
        "third-person-fact",
        NO,
        "2024-07-22",
        None,
        "The user's daughter Beatrix starts secondary school in September 2024.",
        [
            M(
                "The user's daughter Beatrix starts secondary school in September 2024.",
                R,
                "beatrix; secondary school",
            )
        ],
    ),
]

SENTENCES += [
    # past events with relative dates
    S(
        "past-event",
        NL,
        "2024-03-14",
        "Oona",
        "Last Friday I finally passed my driving test, fourth time lucky",
        [M("Oona passed her driving test on 2024-03-08.", R, "oona; driving test; 2024-03-08")],
    ),
    S(
        "past-event",
        TL,
        "2024-07-22",
        "Ravi",
        "we took Asha to the beach at Saltburn yesterday, she ate sand",
        [
            M(
                "Ravi took Asha to the beach at Saltburn on 2024-07-21.",
                R,
                "ravi|asha; saltburn; 2024-07-21",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        "2025-01-09",
        "Solveig",
        "I ran my first ultramarathon on Sunday, 50k in the snow",
        [
            M(
                "Solveig ran her first ultramarathon, 50 km, on 2025-01-05.",
                R,
                "solveig; ultramarathon; 2025-01-05",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        "2023-11-04",
        "Marisol",
        "My grandad passed away on Tuesday. The funeral's next week.",
        [
            M("Marisol's grandad died on 2023-10-31.", R, "marisol; grandad; 2023-10-31"),
            M("Marisol's grandad's funeral is in the week of 6 November 2023.", R, "funeral"),
        ],
    ),
    S(
        "past-event",
        TL,
        "2025-05-27",
        "Kwame",
        "I handed in my notice at the bank yesterday!! no going back now",
        [
            M(
                "Kwame handed in his notice at the bank on 2025-05-26.",
                R,
                "kwame; notice; 2025-05-26",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        "2024-10-02",
        "Ilse",
        "Two days ago we signed the lease on the flat in Utrecht",
        [
            M(
                "Ilse signed the lease on a flat in Utrecht on 2024-09-30.",
                R,
                "ilse; lease|flat; utrecht; 2024-09-30",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        "2024-03-14",
        "User",
        "I had my wisdom teeth out on Tuesday and I can only eat soup. Any soup recipes that aren't boring?",
        [
            M(
                "The user had wisdom teeth removed on 2024-03-12.",
                R,
                "user; wisdom teeth; 2024-03-12",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        "2024-07-22",
        "User",
        "I got engaged on Saturday!!! help me plan an engagement party",
        [M("The user got engaged on 2024-07-20.", R, "user; engaged; 2024-07-20")],
    ),
    S(
        "past-event",
        UA,
        "2025-01-09",
        "User",
        "We adopted a rescue lurcher called Dot last Saturday, what should I feed her?",
        [
            M(
                "The user adopted a rescue lurcher called Dot on 2025-01-04.",
                D,
                "user; dot; 2025-01-04",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        "2023-11-04",
        "Lukas",
        "Started at Zalando on Monday, my commute is now 40 minutes longer",
        [M("Lukas started working at Zalando on 2023-10-30.", D, "lukas; zalando; 2023-10-30")],
    ),
    S(
        "past-event",
        NL,
        "2025-05-27",
        "Bartek",
        "we finally moved into the new place on the 17th, the boxes are winning",
        [M("Bartek moved into a new home on 2025-05-17.", R, "bartek; 2025-05-17")],
    ),
    S(
        "past-event",
        TL,
        "2024-10-02",
        "Tamsin",
        "Mum had her cataract op this morning and she's already bossing the nurses about",
        [
            M(
                "Tamsin's mum had a cataract operation on 2024-10-02.",
                R,
                "tamsin; cataract; 2024-10-02",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        "2024-03-14",
        "Joaquín",
        "We won the league on Sunday! first time in eleven years",
        [M("Joaquín's team won the league on 2024-03-10.", R, "joaquín; league; 2024-03-10")],
    ),
    S(
        "past-event",
        NL,
        "2023-11-04",
        "Bram",
        "I quit smoking on the 1st of October and I'm still going!!",
        [M("Bram quit smoking on 2023-10-01.", R, "bram; smoking; 2023-10-01")],
    ),
    S(
        "past-event",
        TL,
        "2024-07-22",
        "Emeka",
        "Funke and I broke up last month. I'm ok, mostly.",
        [M("Emeka and Funke broke up in June 2024.", R, "emeka; funke; 2024-06")],
    ),
    S(
        "past-event",
        NL,
        "2024-03-14",
        "Selin",
        "I'm the new head of the maths department!! started on monday",
        [
            M(
                "Selin became head of the maths department on 2024-03-11.",
                D,
                "selin; head; maths department",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        "2024-10-02",
        "User",
        "I ran the Chester marathon on Sunday in 3:41, what should I eat for recovery?",
        [
            M(
                "The user ran the Chester marathon on 2024-09-29 in 3 hours 41 minutes.",
                R,
                "user; chester marathon; 2024-09-29",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        "2023-11-04",
        "Xiomara",
        "I got my Spanish citizenship on Thursday after six years of paperwork!!",
        [
            M(
                "Xiomara got Spanish citizenship on 2023-11-02.",
                R,
                "xiomara; spanish citizenship; 2023-11-02",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        "2023-11-04",
        "Cosima",
        "our landlord finally fixed the boiler on Wednesday after three weeks of cold showers",
        [M("Cosima's landlord fixed her boiler on 2023-11-01.", R, "cosima; boiler; 2023-11-01")],
    ),
    # plans and temporary states
    S(
        "plan",
        NL,
        "2024-03-14",
        "Oona",
        "I'm flying to Reykjavík on Saturday for my cousin's wedding",
        [
            M(
                "Oona is flying to Reykjavík on 2024-03-16 for her cousin's wedding.",
                R,
                "oona; reykjavík; 2024-03-16",
            )
        ],
    ),
    S(
        "plan",
        TL,
        "2024-07-22",
        "Ravi",
        "Asha's first day at nursery is a week today, I'm not ready",
        [M("Asha starts nursery on 2024-07-29.", R, "asha; nursery; 2024-07-29")],
    ),
    S(
        "plan",
        NJ,
        "2025-01-09",
        "Solveig",
        "I've got a job interview at the Norwegian embassy tomorrow, wish me luck",
        [
            M(
                "Solveig has a job interview at the Norwegian embassy on 2025-01-10.",
                R,
                "solveig; interview; 2025-01-10",
            )
        ],
    ),
    S(
        "plan",
        UA,
        "2024-10-02",
        "User",
        "I have a dentist appointment on Friday at 9, remind me to leave early",
        [
            M(
                "The user has a dentist appointment on 2024-10-04 at 9.",
                R,
                "user; dentist; 2024-10-04",
            )
        ],
    ),
    S(
        "plan",
        JM,
        "2025-05-27",
        "User",
        "My statistics exam is two weeks from today and I haven't started revising. Can you make me a plan?",
        [
            M(
                "The user has a statistics exam on 2025-06-10.",
                R,
                "user; statistics exam; 2025-06-10",
            )
        ],
    ),
    S(
        "plan",
        JM,
        "2024-03-14",
        "User",
        "I'm moving to Edinburgh next month for a new job, which neighbourhoods should I look at?",
        [
            M(
                "The user is moving to Edinburgh in April 2024 for a new job.",
                R,
                "user; edinburgh; 2024-04",
            )
        ],
    ),
    S(
        "plan",
        UA,
        "2024-07-22",
        "User",
        "We're flying to Crete on the 3rd of August, what should I pack for a toddler?",
        [M("The user is flying to Crete on 2024-08-03.", R, "user; crete; 2024-08-03")],
    ),
    S(
        "plan",
        NJ,
        "2025-05-27",
        "Ife",
        "My dad's turning 70 on Saturday and we're throwing him a surprise party",
        [
            M("Ife's dad turns 70 on 2025-05-31.", R, "ife; dad; 70; 2025-05-31"),
            M(
                "Ife is throwing a surprise party for her dad on 2025-05-31.",
                R,
                "ife; surprise party",
            ),
        ],
    ),
    S(
        "plan",
        TL,
        "2024-10-02",
        "Henrik",
        "it's my 40th on the 12th, we're doing a curry night, you're coming",
        [
            M("Henrik turns 40 on 2024-10-12.", R, "henrik; 40; 2024-10-12"),
            M(
                "Henrik is having a curry night for his 40th birthday on 2024-10-12.",
                R,
                "henrik; curry night",
            ),
        ],
    ),
    S(
        "plan",
        TL,
        "2025-01-09",
        "Ezra",
        "ugh the train was cancelled again. anyway I've decided, I'm going back to uni in September to do a nursing degree",
        [M("Ezra plans to start a nursing degree in September 2025.", R, "ezra; nursing degree")],
    ),
    S(
        "plan",
        NJ,
        "2025-01-09",
        "Thandiwe",
        "I'm switching to nights at the hospital from February, so weekdays are out for a while",
        [
            M(
                "Thandiwe is switching to night shifts at the hospital from February 2025.",
                R,
                "thandiwe; night|nights; hospital",
            )
        ],
    ),
    S(
        "recent-state",
        NL,
        "2024-10-02",
        "Talia",
        "I've had covid since Sunday, my sense of smell is completely gone",
        [M("Talia has had covid since 2024-09-29.", R, "talia; covid; 2024-09-29")],
    ),
    S(
        "recent-state",
        TL,
        "2024-03-14",
        "Oisin",
        "I'm in Lyon this week for a work thing, back on Sunday",
        [M("Oisin is in Lyon for work until 2024-03-17.", R, "oisin; lyon")],
    ),
    S(
        "recent-state",
        NJ,
        "2024-07-22",
        "Maud",
        "We're at my in-laws in Brittany until the end of the month, the wifi is a rumour",
        [
            M(
                "Maud is staying with her in-laws in Brittany until the end of July 2024.",
                R,
                "maud; brittany",
            )
        ],
    ),
    S(
        "recent-state",
        TL,
        "2024-10-02",
        "Keziah",
        "oh btw I'm pregnant!! due in March",
        [M("Keziah is pregnant and due in March 2025.", R, "keziah; pregnant")],
    ),
    S(
        "recent-state",
        TL,
        "2025-01-09",
        "Noor",
        "I'm off sugar for January, don't tempt me",
        [M("Noor is avoiding sugar in January 2025.", R, "noor; sugar")],
    ),
    # a fact as the answer to the other speaker's question
    S(
        "fragment-answer",
        NL,
        "2024-03-14",
        "Bartek",
        "Gdańsk! right by the shipyard, you'd love it",
        [M("Bartek lives in Gdańsk.", D, "bartek; gdańsk")],
        [("Oona", "where are you living these days?")],
    ),
    S(
        "fragment-answer",
        TL,
        "2024-07-22",
        "Tamsin",
        "nah, left in March. I'm a driving instructor now",
        [
            M("Tamsin is a driving instructor.", D, "tamsin; driving instructor"),
            M("Tamsin left her job at the council in March 2024.", R, "tamsin; council"),
        ],
        [("Ravi", "what are you doing now, still at the council?")],
    ),
    S(
        "fragment-answer",
        NJ,
        "2025-01-09",
        "Lukas",
        "Three in April! Mathilde is going to be a tiny tyrant",
        [M("Lukas's child Mathilde turns three in April 2025.", D, "lukas; mathilde; three")],
        [("Solveig", "How old is your little one now?")],
    ),
    S(
        "fragment-answer",
        NL,
        "2024-10-02",
        "Finn",
        "Bramble. she's a spaniel, mostly ears",
        [M("Finn has a spaniel called Bramble.", D, "finn; bramble")],
        [("Ilse", "what's your dog called again?")],
    ),
    S(
        "fragment-answer",
        UA,
        "2024-03-14",
        "User",
        "About 1500 pounds for both of us",
        [M("The user's budget for the trip is about 1500 pounds for two people.", R, "user; 1500")],
        [("Assistant", "What's your budget for the trip?")],
    ),
    S(
        "fragment-answer",
        JM,
        "2024-07-22",
        "User",
        "Ghent",
        [M("The user lives in Ghent.", D, "user; ghent")],
        [("Assistant", "Which city do you live in? I can suggest local options.")],
    ),
    S(
        "fragment-answer",
        UA,
        "2025-01-09",
        "User",
        "eight of us, and two are vegetarian",
        [
            M(
                "The user's dinner party is for eight people, two of them vegetarian.",
                R,
                "user; eight",
            )
        ],
        [("Assistant", "How many people will be at the dinner party?")],
    ),
    S(
        "fragment-answer",
        TL,
        "2025-05-27",
        "Adaeze",
        "Sri Lanka. two weeks, mostly eating",
        [M("Adaeze went to Sri Lanka for her honeymoon.", R, "adaeze; sri lanka")],
        [("Kwame", "where did you end up going for the honeymoon?")],
    ),
    S(
        "fragment-answer",
        NL,
        "2025-01-09",
        "Teo",
        "the 2nd of June, 2018. hottest day of the year",
        [M("Teo got married on 2018-06-02.", D, "teo; married; 2018-06-02")],
        [("Rosa", "when did you two get married again?")],
    ),
    S(
        "fragment-answer",
        TL,
        "2024-10-02",
        "Gus",
        "Saturday week. I haven't packed a thing",
        [M("Gus is moving house on 2024-10-12.", R, "gus; 2024-10-12")],
        [("Priscila", "when's the move?")],
    ),
    # confirmations of a second-person question
    S(
        "second-person",
        NL,
        "2024-03-14",
        "Lior",
        "yep, four nights a week. I'm basically a vampire",
        [M("Lior works night shifts at the bakery four nights a week.", D, "lior; bakery")],
        [("Hamza", "you're still doing the night shifts at the bakery right?")],
    ),
    S(
        "second-person",
        NJ,
        "2024-10-02",
        "Kai",
        "That's him, Emeric. He's been there since 2015.",
        [M("Kai's brother Emeric has lived in Montreal since 2015.", D, "kai; emeric; montreal")],
        [("Dervla", "Is your brother the one who lives in Montreal?")],
    ),
    S(
        "second-person",
        TL,
        "2025-01-09",
        "Birgit",
        "yes, still above the chip shop. we still smell of vinegar",
        [M("Birgit lives in a flat above a chip shop.", D, "birgit; chip shop")],
        [("Nils", "You two still in that tiny flat above the chip shop?")],
    ),
    S(
        "second-person",
        UA,
        "2024-07-22",
        "User",
        "Yes, the Windsor one in September. I'm terrified of the swim",
        [
            M(
                "The user is training for the Windsor triathlon in September 2024.",
                R,
                "user; windsor; triathlon",
            )
        ],
        [("Assistant", "Are you still training for a triathlon?")],
    ),
    S(
        "second-person",
        NL,
        "2023-11-04",
        "Dmitri",
        "guilty. peanuts and cashews, not almonds weirdly",
        [M("Dmitri is allergic to peanuts and cashews.", D, "dmitri; peanuts; cashews")],
        [("Wren", "you're the one who's allergic to nuts, aren't you?")],
    ),
    # answers with a pronoun
    S(
        "pronoun-answer",
        NL,
        "2024-10-02",
        "Femi",
        "My mum did! She's been baking since she was eight.",
        [M("Femi's mum made the cake for the party.", R, "femi; mum; cake")],
        [("Anouk", "who made that amazing cake at your party?")],
    ),
    S(
        "pronoun-answer",
        TL,
        "2024-03-14",
        "Clara",
        "Jonas is. He's obsessed with her.",
        [M("Jonas is looking after Clara's dog while Clara is away.", R, "jonas; clara; dog")],
        [("Yusuf", "who's looking after the dog while you're away?")],
    ),
    S(
        "pronoun-answer",
        NJ,
        "2025-05-27",
        "Mira",
        "my grandmother. it was hers in the 60s",
        [M("Mira's watch was her grandmother's.", D, "mira; watch; grandmother")],
        [("Leon", "who gave you that watch? it's gorgeous")],
    ),
    S(
        "pronoun-answer",
        JM,
        "2024-10-02",
        "User",
        "My brother Anselm, I don't have a licence",
        [
            M("The user's brother is called Anselm.", D, "user; brother; anselm"),
            M("The user does not have a driving licence.", D, "user; licence"),
        ],
        [("Assistant", "Who will be driving on the road trip?")],
    ),
    # several facts in one multi-sentence turn
    S(
        "multi-fact",
        NL,
        "2024-07-22",
        "Signe",
        "Sorry I went quiet, it's been a week. We got the keys to the house in Aarhus on Friday and then Viggo got chickenpox the same night.",
        [
            M(
                "Signe got the keys to a house in Aarhus on 2024-07-19.",
                R,
                "signe; aarhus; 2024-07-19",
            ),
            M("Viggo got chickenpox on 2024-07-19.", R, "viggo; chickenpox"),
        ],
    ),
    S(
        "multi-fact",
        UA,
        "2024-10-02",
        "User",
        "Can you help me write a toast? My best friend Kenji is getting married on the 19th of October and I'm the best man.",
        [
            M(
                "The user's best friend Kenji is getting married on 2024-10-19.",
                R,
                "kenji; 2024-10-19",
            ),
            M("The user is the best man at Kenji's wedding.", R, "user; best man"),
        ],
    ),
]

SENTENCES += [
    # chatter
    S("chatter", NL, "2024-03-14", "Oona", "hahaha stop it"),
    S("chatter", TL, "2024-07-22", "Ravi", "ok brb, someone's at the door"),
    S("chatter", NJ, "2025-01-09", "Solveig", "Morning!! how's everyone doing"),
    S("chatter", NL, "2023-11-04", "Marisol", "that's so funny I'm actually crying"),
    S("chatter", TL, "2025-05-27", "Kwame", "lol same"),
    S("chatter", NL, "2024-10-02", "Ilse", "anyway, enough about me"),
    S("chatter", NJ, "2024-07-22", "Gwen", "speak tomorrow x"),
    S("chatter", NL, "2025-01-09", "Joaquín", "ugh mondays, am I right"),
    S("chatter", TL, "2023-11-04", "Benedikt", "sorry, was in the shower"),
    S("chatter", NJ, "2024-10-02", "Sanjay", "what a day honestly"),
    S("chatter", NL, "2025-05-27", "Marguerite", "Ha! Classic."),
    S("chatter", TL, "2024-03-14", "Oisin", "right, I'd better get back to it"),
    S("chatter", UA, "2024-07-22", "User", "ok let's try that"),
    S("chatter", JM, "2025-01-09", "User", "hmm let me think about it"),
    S("chatter", NL, "2024-07-22", "Finn", "Did you see the sunset tonight? Unreal."),
    # questions
    S("question", NL, "2024-03-14", "Bartek", "are you coming on Saturday or not?"),
    S("question", TL, "2024-07-22", "Tamsin", "Did you ever hear back from the landlord?"),
    S("question", NJ, "2025-01-09", "Lukas", "What time does the match start?"),
    S("question", NL, "2023-11-04", "Wren", "How's your mum doing after the op?"),
    S("question", UA, "2024-03-14", "User", "What's the capital of Mongolia?"),
    S("question", JM, "2024-07-22", "User", "Can you explain how compound interest works?"),
    S("question", UA, "2025-01-09", "User", "How do I get red wine out of a carpet?"),
    S(
        "question",
        JM,
        "2023-11-04",
        "User",
        "Is it weird to send a thank-you card after an interview?",
    ),
    S("question", UA, "2025-05-27", "User", "what should I name my sourdough starter?"),
    S(
        "question",
        NJ,
        "2024-10-02",
        "Dervla",
        "Would you rather live by the sea or in the mountains?",
    ),
    S("question", JM, "2024-10-02", "User", "what's 15% of 80?"),
    S("question", UA, "2023-11-04", "User", "Tell me a joke about penguins."),
    S("question", TL, "2025-05-27", "Adaeze", "wait, which Sam do you mean?"),
    S("question", NL, "2024-10-02", "Caspar", "Have you ever been to Iceland?"),
    S("question", JM, "2025-05-27", "User", "How long should I boil an egg for a runny yolk?"),
    # compliments
    S("compliment", NL, "2024-03-14", "Pilar", "you look amazing in that photo!!"),
    S("compliment", TL, "2024-07-22", "Emeka", "your garden is incredible, seriously"),
    S(
        "compliment",
        NJ,
        "2025-05-27",
        "Ife",
        "you're honestly the best friend anyone could ask for",
    ),
    S("compliment", UA, "2024-10-02", "User", "that was a brilliant answer"),
    S("compliment", NL, "2023-11-04", "Bram", "Your cooking is always amazing, Nell"),
    S("compliment", TL, "2025-01-09", "Devika", "your kids are so polite, what's your secret"),
    S("compliment", NJ, "2023-11-04", "Cosima", "Love the new haircut!"),
    S("compliment", JM, "2025-01-09", "User", "you explain things better than my teacher did"),
    # hypotheticals
    S(
        "hypothetical",
        NL,
        "2024-03-14",
        "Hamish",
        "If I won the lottery I'd buy a lighthouse and never speak to anyone again",
    ),
    S("hypothetical", TL, "2024-10-02", "Henrik", "If we ever moved to Spain I'd open a tiny bar"),
    S("hypothetical", NJ, "2024-07-22", "Maud", "imagine if we'd both taken that job in Dubai"),
    S("hypothetical", NL, "2025-01-09", "Ottilie", "if I had a dog I'd call it Waffles"),
    S("hypothetical", TL, "2025-05-27", "Aziz", "I might learn the harp one day, who knows"),
    S(
        "hypothetical",
        UA,
        "2024-07-22",
        "User",
        "Suppose I quit my job tomorrow, what would happen to my pension?",
    ),
    S(
        "hypothetical",
        NL,
        "2023-11-04",
        "Dmitri",
        "In another life I'd have been a marine biologist",
    ),
    S(
        "hypothetical",
        JM,
        "2024-03-14",
        "User",
        "If I moved to Canada, would my driving licence still work?",
    ),
    S(
        "hypothetical",
        NJ,
        "2025-01-09",
        "Thandiwe",
        "if the train's late again I'm going to write a very angry letter",
    ),
    S(
        "hypothetical",
        NL,
        "2024-10-02",
        "Talia",
        "Maybe we should all just move to the countryside and keep goats",
    ),
    # other people's opinions
    S("others-opinion", NL, "2024-03-14", "Selin", "My mum thinks I should move back home"),
    S("others-opinion", TL, "2024-07-22", "Ravi", "Dev reckons the new manager won't last a month"),
    S("others-opinion", NJ, "2025-01-09", "Solveig", "Sofia says the film is completely overrated"),
    S("others-opinion", NL, "2023-11-04", "Marisol", "my dad always says never buy a red car"),
    S("others-opinion", TL, "2024-10-02", "Keziah", "Jonah thinks pineapple on pizza is a crime"),
    S(
        "others-opinion",
        NL,
        "2025-05-27",
        "Yusra",
        "My sister says Bath is nicer than Bristol, she's wrong",
    ),
    S("others-opinion", UA, "2024-03-14", "User", "My boss thinks standing desks are a fad"),
    S(
        "others-opinion",
        JM,
        "2024-07-22",
        "User",
        "My friend says I should learn Python before JavaScript, is she right?",
    ),
    S(
        "others-opinion",
        NJ,
        "2024-10-02",
        "Kai",
        "Nana says the winters were colder when she was young",
    ),
    S(
        "others-opinion",
        TL,
        "2025-01-09",
        "Noor",
        "apparently Kieran thinks we should all go camping in March",
    ),
    # opinions about the world
    S("generic-opinion", NL, "2024-07-22", "Wilhelmina", "Cats are basically tiny landlords"),
    S(
        "generic-opinion",
        TL,
        "2023-11-04",
        "Xiomara",
        "Nobody needs more than three pairs of shoes",
    ),
    S("generic-opinion", NJ, "2024-03-14", "Anouk", "Trains are so much nicer than planes"),
    S("generic-opinion", NL, "2025-01-09", "Leopold", "Coffee after 4pm is a mistake"),
    S(
        "generic-opinion",
        UA,
        "2025-05-27",
        "User",
        "Remote work is the best thing that ever happened to offices",
    ),
    S("generic-opinion", TL, "2024-03-14", "Clara", "Kids grow up so fast"),
    S("generic-opinion", NL, "2025-01-09", "Teo", "January is the longest month, fact"),
    S("generic-opinion", NJ, "2024-07-22", "Finn", "Volunteering is a great way to meet people"),
    S(
        "generic-opinion",
        JM,
        "2023-11-04",
        "User",
        "Honestly the best pizza is always the cheap one",
    ),
    S("generic-opinion", NL, "2024-10-02", "Femi", "Football was better in the nineties"),
    # passing moods
    S("passing-mood", NL, "2024-03-14", "Lior", "I'm so tired today"),
    S("passing-mood", TL, "2024-07-22", "Emeka", "feeling a bit low this week tbh"),
    S("passing-mood", NJ, "2025-05-27", "Mira", "I'm starving"),
    S("passing-mood", NL, "2023-11-04", "Bram", "so bored at work right now"),
    S("passing-mood", TL, "2025-01-09", "Birgit", "I'm in a weirdly good mood today"),
    S("passing-mood", UA, "2024-10-02", "User", "Ugh, I'm so stressed about tomorrow"),
    S("passing-mood", NJ, "2023-11-04", "Rhiannon", "I'm freezing"),
    S("passing-mood", NL, "2025-05-27", "Bartek", "a bit hungover lol"),
    S("passing-mood", JM, "2024-03-14", "User", "I'm feeling really unmotivated this afternoon"),
    S("passing-mood", TL, "2024-10-02", "Gus", "honestly so happy right now"),
    # the assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        "2024-03-14",
        "Assistant",
        "You could try adding a pinch of salt to bring out the sweetness.",
        context=[("User", "how do I make caramel taste less flat?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        "2024-07-22",
        "Assistant",
        "A good option would be to book the train a few weeks in advance.",
        context=[("User", "how do I get to Paris cheaply?")],
    ),
    S(
        "assistant-suggestion",
        UA,
        "2025-01-09",
        "Assistant",
        "I'd recommend starting with a 5k plan before the half marathon.",
        context=[("User", "how do I get into running?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        "2023-11-04",
        "Assistant",
        "Consider keeping a sleep diary for two weeks.",
        context=[("User", "any tips for sleeping through the night?")],
    ),
    S(
        "assistant-suggestion",
        UA,
        "2025-05-27",
        "Assistant",
        "You might enjoy Piranesi by Susanna Clarke.",
        context=[("User", "recommend me a strange, beautiful novel")],
    ),
    S(
        "assistant-suggestion",
        JM,
        "2024-10-02",
        "Assistant",
        "One approach is to break the task into 25-minute blocks with short breaks.",
        context=[("User", "how do I stay focused when writing?")],
    ),
    S(
        "assistant-suggestion",
        UA,
        "2024-07-22",
        "Assistant",
        "It may help to write down three things you're grateful for each evening.",
        context=[("User", "any tips for a better mood?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        "2025-01-09",
        "Assistant",
        "You could ask your landlord for the repair request in writing.",
        context=[("User", "what should I do about damp in a rented flat?")],
    ),
    # thanks
    S("thanks", UA, "2024-03-14", "User", "thanks so much, that's really helpful!"),
    S("thanks", JM, "2024-07-22", "User", "cheers, you're a star"),
    S("thanks", UA, "2025-01-09", "User", "Thank you, that worked perfectly"),
    S("thanks", NL, "2024-10-02", "Caspar", "ta!"),
    S("thanks", TL, "2025-05-27", "Kwame", "thank you!! lifesaver"),
    S("thanks", JM, "2025-05-27", "User", "Perfect, thanks"),
    # fragments that cannot be made self-contained
    S(
        "unresolvable",
        NL,
        "2024-03-14",
        "Hamza",
        "Yeah, that one.",
        context=[("Lior", "the blue one?")],
    ),
    S(
        "unresolvable",
        TL,
        "2024-07-22",
        "Tamsin",
        "It was on the left.",
        context=[("Ravi", "where was it?")],
    ),
    S("unresolvable", NJ, "2025-01-09", "Lukas", "Them again."),
    S(
        "unresolvable",
        NL,
        "2023-11-04",
        "Wren",
        "He did, eventually.",
        context=[("Dmitri", "did he ever say sorry?")],
    ),
    S("unresolvable", TL, "2024-10-02", "Priscila", "Not that bit though."),
    S("unresolvable", NL, "2025-05-27", "Yusra", "Same as last time."),
    S("unresolvable", NJ, "2024-07-22", "Maud", "It's over there by the thing."),
    S("unresolvable", UA, "2024-10-02", "User", "the second one"),
    S("unresolvable", NL, "2024-07-22", "Signe", "That's what she said about it too."),
    S(
        "unresolvable",
        TL,
        "2025-01-09",
        "Nils",
        "yeah it was huge",
        context=[("Birgit", "did you see it?")],
    ),
]


if __name__ == "__main__":
    sys.exit(main())
