"""Writes the second recall development set (this folder) from the hand-written material.

Everything below was written by hand for this set: the conversations (``CONVERSATIONS``),
the questions about them and the labelled sentences (``SENTENCES`` in ``sentences.py``'s
place, further down). This script only numbers turns, resolves the turn labels that
questions point at, checks the labels against the scorer's rules and writes the four files::

    uv run python bench/data/recall-dev2/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev2/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _recall.scoring import keys_met, term_set, terms  # noqa: E402

EPOCH = "2026-12-03"
PREFIX = "dev2"
CATEGORY = {"s": "single-hop", "m": "multi-hop", "t": "temporal", "o": "open-domain"}
NOTHING = {"chatter", "question", "compliment", "hypothetical", "others-opinion",
           "generic-opinion", "assistant-suggestion", "thanks", "passing-mood",
           "fragment"}  # fmt: skip
TAGS = {"latest", "relative-date", "event-chain", "human-date", "relative-question-date",
        "first-person-question", "pronoun", "fragment", "second-person",
        "third-person-fact"}  # fmt: skip


@dataclass
class Q:
    """A question: category letter, text, short answer, evidence labels, keys, tags, memory?"""

    cat: str
    question: str
    answer: str
    evidence: str
    keys: str | dict[str, str]
    tags: str = ""
    memory: bool = False


@dataclass
class Conv:
    kind: str
    shape: str
    speakers: list[str]
    script: str
    questions: list[Q]
    user_label: str | None = None


@dataclass
class M:
    """An expected memory: its text as it should read, durable or recent, key groups."""

    memory: str
    kind: str
    keys: str


@dataclass
class S:
    type: str
    shape: str
    date: str
    speaker: str
    sentence: str
    expected: list[M] = field(default_factory=list)
    context: list[tuple[str, str]] = field(default_factory=list)


def groups(spec: str) -> list[list[str]]:
    """``"a|b; c"`` -> ``[["a", "b"], ["c"]]``: one phrase of each group must be held."""
    return [[p.strip() for p in g.split("|") if p.strip()] for g in spec.split(";") if g.strip()]


_TURN = re.compile(r"(?P<who>[^:{}]+): (?P<text>.*?)(?:\s+\{(?P<label>[\w-]+)\})?")


def parse(cid: str, script: str) -> tuple[list[dict[str, Any]], dict[str, str]]:
    sessions: list[dict[str, Any]] = []
    labels: dict[str, str] = {}
    for raw in script.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("@ "):
            day = date.fromisoformat(line[2:].strip()).isoformat()
            sessions.append({"id": f"{cid}-s{len(sessions) + 1:02d}", "date": day, "turns": []})
            continue
        m = _TURN.fullmatch(line)
        assert m and sessions, (cid, line)
        session = sessions[-1]
        tid = f"{session['id']}-t{len(session['turns']) + 1:02d}"
        session["turns"].append({"id": tid, "speaker": m["who"].strip(), "text": m["text"]})
        if m["label"]:
            assert m["label"] not in labels, (cid, m["label"])
            labels[m["label"]] = tid
    return sessions, labels


def build_conversations() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    convs: list[dict[str, Any]] = []
    questions: list[dict[str, Any]] = []
    for n, conv in enumerate(CONVERSATIONS, start=1):
        cid = f"{PREFIX}-{n:02d}"
        sessions, labels = parse(cid, conv.script)
        texts = {t["id"]: t["text"] for s in sessions for t in s["turns"]}
        speakers = {t["speaker"] for s in sessions for t in s["turns"]}
        assert speakers == set(conv.speakers), (cid, speakers)
        days = [s["date"] for s in sessions]
        assert days == sorted(days) and days[0] >= "2023-01-01" and days[-1] <= "2025-12-31"
        assert all(len(s["turns"]) >= 8 for s in sessions), cid
        convs.append(
            {
                "id": cid,
                "kind": conv.kind,
                "shape": conv.shape,
                "speakers": conv.speakers,
                "user_label": conv.user_label,
                "sessions": sessions,
            }
        )
        for k, q in enumerate(conv.questions, start=1):
            qid = f"{cid}-q{k:02d}"
            evidence = [labels[label] for label in q.evidence.split()]
            keyed = (
                {labels[label]: groups(spec) for label, spec in q.keys.items()}
                if isinstance(q.keys, dict)
                else {tid: groups(q.keys) for tid in evidence}
            )
            assert set(keyed) == set(evidence), qid
            tags = q.tags.split()
            _check_question(qid, q, evidence, keyed, texts, tags)
            questions.append(
                {
                    "id": qid,
                    "conversation": cid,
                    "category": CATEGORY[q.cat],
                    "question": q.question,
                    "answer": q.answer,
                    "evidence": evidence,
                    "keys": keyed,
                    "tags": tags,
                    "answer_is_memory": q.memory,
                    "asked_on": EPOCH,
                }
            )
    return convs, questions


def _check_question(
    qid: str,
    q: Q,
    evidence: list[str],
    keyed: dict[str, list[list[str]]],
    texts: dict[str, str],
    tags: list[str],
) -> None:
    present = set(terms(" ".join(texts[t] for t in evidence)))
    for spec in keyed.values():
        for group in spec:
            assert any(terms(p) and set(terms(p)) <= present for p in group), (qid, group)
    assert terms(q.answer), qid
    assert set(tags) <= TAGS, (qid, tags)
    if q.cat == "m":
        assert len(evidence) >= 2, qid
    if q.cat == "t":
        assert re.fullmatch(r"\d{4}-\d{2}(-\d{2})?", q.answer), qid
    if "first-person-question" in tags:
        assert re.search(r"\b(I|my|me)\b", q.question), qid


def build_sentences() -> list[dict[str, Any]]:
    rows = []
    for n, s in enumerate(SENTENCES, start=1):
        sid = f"{PREFIX}-sent-{n:03d}"
        label = "none" if s.type in NOTHING else "memory"
        assert (label == "none") == (not s.expected), sid
        assert s.shape != "labelled_user_lines", sid  # sentence documents carry no user label
        assert date.fromisoformat(s.date) <= date(2025, 12, 3), sid
        expected = []
        for e in s.expected:
            assert e.kind in ("durable", "recent"), sid
            keys = groups(e.keys)
            assert keys and keys_met(keys, term_set(e.memory)), (sid, e.memory, keys)
            assert not re.search(r"\b(I|my|you|your|it)\b", e.memory), (sid, e.memory)
            assert not re.search(r"\b(today|yesterday|tomorrow|last|next)\b", e.memory), sid
            expected.append({"memory": e.memory, "kind": e.kind, "keys": keys})
        rows.append(
            {
                "id": sid,
                "type": s.type,
                "label": label,
                "shape": s.shape,
                "date": s.date,
                "context": [{"speaker": who, "text": text} for who, text in s.context],
                "speaker": s.speaker,
                "sentence": s.sentence,
                "expected": expected,
            }
        )
    return rows


def _jsonl(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    convs, questions = build_conversations()
    sentences = build_sentences()
    manifest = {
        "written_by": "hand (bench/data/recall-dev2/write.py), blind to the first dev set's "
        "generator and to the held-out set",
        "dataset_epoch": EPOCH,
        "conversations": len(convs),
        "conversation_kinds": dict(sorted(Counter(c["kind"] for c in convs).items())),
        "shapes": dict(sorted(Counter(c["shape"] for c in convs).items())),
        "sessions": sum(len(c["sessions"]) for c in convs),
        "turns": sum(len(s["turns"]) for c in convs for s in c["sessions"]),
        "questions": len(questions),
        "questions_by_category": dict(sorted(Counter(q["category"] for q in questions).items())),
        "sentences": len(sentences),
        "sentences_by_label": dict(sorted(Counter(s["label"] for s in sentences).items())),
        "expected_memories": sum(len(s["expected"]) for s in sentences),
    }
    return {
        "conversations.jsonl": _jsonl(convs),
        "questions.jsonl": _jsonl(questions),
        "sentences.jsonl": _jsonl(sentences),
        "manifest.json": json.dumps(manifest, indent=2) + "\n",
    }


def main() -> int:
    files = build()
    if "--check" in sys.argv[1:]:
        stale = [n for n, text in files.items() if (HERE / n).read_text("utf-8") != text]
        print("stale: " + ", ".join(stale) if stale else "up to date")
        return 1 if stale else 0
    for name, text in files.items():
        (HERE / name).write_text(text, encoding="utf-8")
    print(json.loads(files["manifest.json"]))
    return 0



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
Ines: Toby! Bristol is grey and wet and I love it. Still doing nights on the ambulances though, so I'm half asleep
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
        Q("s", "Which recording studio did Tobiah work at?", "Hollow Reed", "studio", "hollow reed", "", True),
        Q("s", "What is the name of Ines's greyhound?", "Biscuit", "dog-name", "biscuit", "", True),
        Q("t", "On what date did Ines and Rafe pick up their retired greyhound?", "2023-03-25", "dog-plan", "greyhound", "relative-date"),
        Q("s", "Which language did Tobiah sign up to learn at the community centre?", "Gaelic", "gaelic", "gaelic", "", True),
        Q("o", "In which country is the island where Tobiah's gran grew up?", "Scotland", "gran", "lewis", "pronoun"),
        Q("t", "When did Tobiah spend the night in hospital after eating prawn curry?", "2023-06-18", "hospital allergy", {"hospital": "hospital", "allergy": "prawn|shellfish"}, "relative-date event-chain"),
        Q("s", "What food is Tobiah allergic to?", "shellfish", "allergy", "shellfish", "", True),
        Q("t", "On what date was the Bath Half that Ines ran?", "2023-09-17", "half", "bath half", "relative-date"),
        Q("s", "What does Tobiah's sister Mirela study?", "astrophysics", "sister sister-study", {"sister": "mirela", "sister-study": "astrophysics"}, "pronoun", True),
        Q("m", "Which city did Ines move away from when she moved to Bath?", "Bristol", "bristol move-news", {"bristol": "bristol", "move-news": "bath"}, "event-chain"),
        Q("s", "Which part of Bath do Ines and Rafe live in now?", "Larkhall", "larkhall moved", {"larkhall": "larkhall", "moved": "bath"}, "latest", True),
        Q("t", "When did Ines run 16k as training for the half marathon?", "2023-08-26", "long-run", "16k", "relative-date"),
        Q("s", "What was Ines's finishing time in the Bath Half?", "2 hours 4 minutes", "half-time", "2 hours 4 minutes", ""),
        Q("m", "Where did Tobiah go to work after leaving Hollow Reed?", "Clyde College", "studio new-job", {"studio": "hollow reed", "new-job": "clyde college"}, "latest event-chain", True),
        Q("t", "What was the date of Tobiah's last day at the studio?", "2023-12-08", "last-day", "studio", "relative-date"),
        Q("s", "Who made Tobiah's patchwork quilt?", "his mum", "quilt-q quilt-a", "quilt; mum", "pronoun"),
        Q("s", "When is Ines's birthday?", "11 April", "bday-q bday", "11th april|april", "fragment", True),
        Q("o", "In which country did Ines plan to spend her birthday in 2024?", "Portugal", "porto", "porto", ""),
        Q("s", "Which ambulance station did Ines transfer to?", "Bath", "bath-station", "bath station", "latest", True),
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
        Q("s", "Which pharmacy was Wen working at in January 2024?", "Kitsilano", "kits-q kits", "kitsilano", "second-person", True),
        Q("t", "When did Wen have her first cello lesson?", "2024-01-11", "cello", "cello", "relative-date"),
        Q("s", "What is the name of Wen's cello teacher?", "Mrs Halloran", "teacher", "halloran", "", True),
        Q("s", "What is Wen's cat called?", "Pistachio", "cat-q cat", "pistachio", "second-person fragment", True),
        Q("t", "On what date was Wen's grandmother's 90th birthday party?", "2024-03-09", "gran90", "90th", "relative-date"),
        Q("s", "Where was Wen's grandmother's 90th birthday party held?", "uncle's restaurant in Richmond", "gran90 restaurant", {"gran90": "90th", "restaurant": "restaurant; richmond"}, "fragment"),
        Q("t", "When did the builders start work on Lola's kitchen?", "2024-03-11", "kitchen", "kitchen; builders", "relative-date"),
        Q("o", "What is Lola's husband Arjun's job?", "firefighter", "arjun captain", {"arjun": "fire station", "captain": "arjun; captain"}, ""),
        Q("t", "When was Lola's kitchen renovation finished?", "2024-04-13", "kitchen-done", "kitchen", "relative-date"),
        Q("t", "When did the Parkside community garden win a regional design award?", "2024-04-25", "award", "parkside; award", "relative-date"),
        Q("s", "What does Lola do for a living?", "designs gardens", "designs", "design gardens", "second-person"),
        Q("m", "Why did Wen apply for a job in Victoria?", "her mum", "apply mum", {"apply": "victoria", "mum": "mum"}, "pronoun"),
        Q("t", "When did Wen start her job at Royal Jubilee?", "2024-09-02", "got-job", "royal jubilee", "relative-date", True),
        Q("s", "Which neighbourhood of Victoria does Wen live in?", "Fernwood", "fernwood settling", "fernwood", "latest", True),
        Q("s", "Which ward pharmacy does Wen work on at the hospital?", "oncology", "oncology", "oncology", "", True),
        Q("t", "On what date did Lola's son Mateo start kindergarten?", "2024-09-04", "kinder mateo-first", {"kinder": "mateo; kindergarten", "mateo-first": "mateo; first day"}, "relative-date event-chain"),
        Q("s", "Which city did Lola's family move from?", "Toronto", "toronto", "toronto", "", True),
        Q("t", "On what date was the concert of Wen's community orchestra?", "2024-12-14", "concert", "concert", "relative-date"),
        Q("t", "When did Arjun pass his captain exam?", "2024-11-19", "captain", "captain exam", "relative-date"),
        Q("m", "Which part does Wen play in the community orchestra?", "second cello", "orchestra joined", {"orchestra": "orchestra", "joined": "second cello"}, "event-chain latest"),
        Q("o", "Which Canadian province is Wen's new home city in?", "British Columbia", "apply fernwood", {"apply": "victoria", "fernwood": "fernwood"}, ""),
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
        Q("s", "What subject does Kofi teach?", "chemistry", "chem", "chemistry", "second-person", True),
        Q("t", "What date did Kofi and Abena set for their wedding?", "2025-06-14", "date-q wedding-date", "glenmore house", "relative-date"),
        Q("s", "Where did Kofi and Abena hold their wedding?", "Glenmore House in Wicklow", "wedding-date", "glenmore house", "", True),
        Q("s", "What did Kofi ask Saoirse to do at his wedding?", "a reading", "reading", "reading", ""),
        Q("t", "When did Saoirse's dog Juniper eat a sock?", "2024-09-20", "sock", "sock", "relative-date"),
        Q("s", "What breed of dog is Juniper?", "border collie", "sock collie", {"sock": "juniper", "collie": "border collie"}, "fragment", True),
        Q("s", "What is Kofi building in his garage?", "a canoe", "canoe-q canoe", {"canoe-q": "canoe", "canoe": "canoe; garage"}, "fragment", True),
        Q("s", "Which Dublin clinic did Saoirse work at before the move?", "Rathmines", "clinic", "rathmines", "", True),
        Q("m", "Why did Saoirse and Niamh move to Galway?", "Niamh got a lecturing job", "niamh galway", {"niamh": "niamh; lecturing job", "galway": "galway"}, "event-chain"),
        Q("o", "In which country does Abena's family live?", "Ghana", "accra", "accra", ""),
        Q("t", "When did Saoirse start at the Salthill practice?", "2025-03-03", "salthill-q got-salthill", "salthill", "relative-date second-person"),
        Q("t", "When did Kofi sprain his ankle bouldering?", "2025-01-12", "ankle", "ankle", "relative-date"),
        Q("s", "Which part of Galway do Saoirse and Niamh live in?", "Salthill", "salthill-home", "salthill", "latest", True),
        Q("t", "When did a man bring a goat into Saoirse's practice?", "2025-03-06", "goat", "goat", "relative-date"),
        Q("o", "Roughly which year did Kofi stop eating meat?", "2019", "veggie", "meat", ""),
        Q("s", "What is the name of Abena's sister?", "Efua", "efua", "efua", "", True),
        Q("t", "On what date did Efua arrive to help with the wedding?", "2025-05-23", "efua", "efua", "relative-date"),
        Q("m", "After spraining his ankle on it, when did Kofi finally climb the V3 cleanly?", "2025-05-15", "ankle v3", {"ankle": "ankle", "v3": "v3"}, "event-chain relative-date"),
        Q("m", "Whose poem did Saoirse read at Kofi's wedding?", "Mary Oliver", "reading poem", {"reading": "reading", "poem": "mary oliver"}, ""),
        Q("t", "When did Kofi and Abena get back from their honeymoon in Zanzibar?", "2025-07-06", "zanzibar", "zanzibar", "relative-date"),
        Q("s", "What is Saoirse's role at the practice since July 2025?", "head nurse", "head-nurse", "head nurse", "latest", True),
    ],
)
CONVERSATIONS.append(KOFI_SAOIRSE)
