# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the fourth blind held-out recall set (this folder) from the hand-written material.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
This script (with ``bench/_handwritten.py``, the format the hand-written sets share) only
numbers turns, resolves the turn labels that questions point at, checks the labels against
the scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-heldout4/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-heldout4/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import re
import sys
from datetime import date
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import (  # noqa: E402
    ISO_DAY_OR_MONTH,
    Conv,
    M,
    Q,
    S,
    conversation_rows,
    groups,
    manifest,
    sentence_rows,
    set_files,
    write_or_check,
)
from _recall.scoring import terms  # noqa: E402

PREFIX = "ho4"
EARLIEST_DAY = date(2023, 12, 3)  # three years before the epoch, 2026-12-03
LATEST_DAY = date(2025, 12, 3)  # a year before it
NOTHING = {"chatter", "question", "compliment", "hypothetical", "others-opinion",
           "generic-opinion", "assistant-suggestion", "thanks", "passing-mood"}  # fmt: skip


def _check_sessions(cid: str, conv: Conv, sessions: list[dict[str, Any]]) -> None:
    """Sessions in date order one to three years before the epoch; a pair chat has 5-8
    sessions of 10-25 turns spread over 8-20 months and no ``User``, an assistant chat 4-6
    sessions of 8 turns or more between ``User`` and ``Assistant`` with its user named."""
    days = [date.fromisoformat(s["date"]) for s in sessions]
    assert days == sorted(days) and len(set(days)) == len(days), cid
    assert days[0] >= EARLIEST_DAY and days[-1] <= LATEST_DAY, cid
    sizes = [len(s["turns"]) for s in sessions]
    if conv.kind == "pair":
        assert 5 <= len(sessions) <= 8 and all(10 <= n <= 25 for n in sizes), (cid, sizes)
        assert 240 <= (days[-1] - days[0]).days <= 620, cid
        assert "User" not in conv.speakers and conv.user_label is None, cid
    else:
        assert conv.kind == "assistant" and conv.speakers == ["User", "Assistant"], cid
        assert 4 <= len(sessions) <= 6 and min(sizes) >= 8 and conv.user_label, cid


def _check_sentence(sid: str, s: S) -> None:
    """Beyond the shared rules: dated one to three years before the epoch, a note (and only
    a note) has no speaker, no expected memory says "me", and every key phrase of an
    expected memory is said in the document as sent or is a real ISO date."""
    assert EARLIEST_DAY <= date.fromisoformat(s.date) <= LATEST_DAY, sid
    assert (s.shape == "note") == (s.speaker is None), sid
    lines = [*(f"{who}: {text}" for who, text in s.context), f"{s.speaker or ''}: {s.sentence}"]
    said = set(terms(" ".join(lines)))  # the document as sent, speaker labels included
    for e in s.expected:
        assert not re.search(r"\bme\b", e.memory), (sid, e.memory)
        for group in groups(e.keys):
            for phrase in group:
                assert _said_or_date(phrase, said), (sid, phrase)


def _said_or_date(phrase: str, said: set[str]) -> bool:
    """A key phrase is either said in the document or a real ISO date (day or month) the
    labeller worked out from the sentence's date."""
    if ISO_DAY_OR_MONTH.fullmatch(phrase):
        date.fromisoformat(phrase if len(phrase) == 10 else phrase + "-01")
        return True
    return bool(terms(phrase)) and set(terms(phrase)) <= said


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    convs, questions = conversation_rows(PREFIX, CONVERSATIONS, _check_sessions)
    sentences = sentence_rows(PREFIX, SENTENCES, NOTHING, _check_sentence)
    written_by = (
        "hand (bench/data/recall-heldout4/write.py), blind to the extractor rules, "
        "the dev-set generator and the held-out sets' data"
    )
    counts = manifest(written_by, convs, questions, sentences, breakdowns=True)
    return set_files(convs, questions, sentences, counts)


def main() -> int:
    return write_or_check(HERE, build())


# -- material -------------------------------------------------------------------------------------
# Names, places, jobs and events are invented for this set and appear in none of the other sets'
# READMEs or in the development sets' material.

CONVERSATIONS: list[Conv] = []
SENTENCES: list[S] = []



# -- conversations --

KERENSA_RADOMIR = Conv(
    "pair",
    "named_lines",
    ["Kerensa", "Radomir"],
    """
@ 2024-01-13
Kerensa: rado are you still alive over there or did the cold get you
Radomir: alive! minus 9 here this morning. the tram doors froze shut, i had to walk to rehearsal
Kerensa: brr. its raining sideways in falmouth as usual, so nothing new
Radomir: big news, my sister zdenka had her baby on wednesday. a girl, hania, 3.4 kilo {hania}
Kerensa: ahh congrats uncle rado!! send pics
Radomir: later, my phone is full of her already. how is the glass business
Kerensa: busy actually. got a commission for 40 wine glasses for a fish restaurant in st ives, they want them by the 9th of february {stives}
Kerensa: so i'm basically living in the hot shop with pasco till then. he does the gathers, i do the shaping {pasco}
Radomir: 40 identical glasses sounds like torture
Kerensa: they wont be identical lol thats the charm, i'll tell them its the charm
Radomir: haha. my wrist is being weird btw, right one. it aches after every concert, the beethoven 9 last week was bad {wrist}
Kerensa: rado you hit drums for a living, go see someone before it gets worse
Radomir: yes mama. i'm seeing the orchestra doctor on monday {doctor}
Kerensa: good. jory says hi, he's been out on the pilot boat all week bringing tankers into the carrick roads {jory}
Radomir: tell him hi back. ok, practice time. boom boom
@ 2024-03-21
Kerensa: hows the wrist, what did the doctor say in the end
Radomir: tendonitis. right forearm, both tendons angry. no timpani for six weeks, physio twice a week {tendon}
Kerensa: oh rado. are they paying you still?
Radomir: sick pay, yes. but i'm bored out of my mind, i've watched every episode of everything
Kerensa: i feel you a bit, i burned my hand on the glory hole two weeks ago, only a small one but i couldnt work for four days {burn}
Radomir: "glory hole" i will never get used to your job words
Kerensa: grow up lol. anyway better news, WE GOT A DOG {dog}
Radomir: what!! jory said never
Kerensa: jory caved. whippet from the rescue in redruth, picked her up on saturday, she's called moth {moth}
Radomir: moth the whippet. perfect. is she fast
Kerensa: she is fast for 30 seconds and then sleeps for 6 hours
Radomir: my kind of dog. i have news too, maybe. there's a job teaching percussion at the music academy in kraków {krakow-job}
Kerensa: ooh. would you leave the orchestra?
Radomir: if they take me, yes. the wrist is telling me something. interview is the 4th of april {interview}
Kerensa: fingers crossed, both hands
@ 2024-06-02
Radomir: i got it!! the kraków job. i start teaching in october {got-job}
Kerensa: RADO!!! i knew it. congratulations
Radomir: thank you. and the wrist is ok now, back playing since mid may but i'm careful
Kerensa: what does ola think, is she coming with you {ola}
Radomir: she is not so happy. her work is here, she says she can't leave the hospital lab {ola-lab}
Kerensa: oof. long distance is hard but its only 3 hours on the train right
Radomir: 3 and a half. we will see. how is moth
Kerensa: moth ate a whole sock on thursday and we spent 300 quid at the vets for her to throw it back up {sock}
Radomir: 300 for a sock!
Kerensa: most expensive sock in cornwall. oh and my stuff is going in an exhibition!! the gallery on chapel street in penzance, opening the 14th of june {exhibition}
Radomir: you are famous now
Kerensa: famous in penzance. the st ives glasses went down well, the owner ordered 20 more {more-glasses}
Radomir: of course they did
Kerensa: jorys mum is having a hip replacement on tuesday so he's going up to bodmin to look after her for a bit {hip}
Radomir: send her my wishes
Kerensa: will do x
@ 2024-08-27
Radomir: ola and i broke up. saturday. it was calm, we both knew {breakup}
Kerensa: oh rado. i'm so sorry. are you ok?
Radomir: sad but ok. better than pretending for a year with trains in between
Kerensa: when do you move?
Radomir: the 7th of september. i found a flat in podgórze, small but it has a balcony over the river {move}
Kerensa: balcony!! ok that helps. so you're leaving wrocław for good {leaving-q}
Radomir: yes. 11 years there. strange feeling {leaving}
Kerensa: ok i have news and i didnt want to say it right after your breakup but. i'm pregnant {pregnant}
Radomir: KERENSA. oh my god. congratulations!!!
Kerensa: due the 20th of feb. no wait, they changed it at the scan, the 26th of feb {due}
Radomir: a february baby. does jory know lol
Kerensa: haha jory cried in the car park. also the exhibition went really well, i sold 11 pieces {sold}
Radomir: 11! and the pregnancy, are you allowed near the furnace?
Kerensa: midwife says cut down. pasco's taking most of the hot work and i'm doing the cold work and the shop
Radomir: you will be bored, like me with my wrist
Kerensa: i'll survive. moth is already guarding my belly, she knows
@ 2024-11-10
Kerensa: how is kraków treating you professor
Radomir: not professor, just teacher haha. i have 14 students, the youngest is 17 and already better than me at marimba {students}
Kerensa: lol. do you like it?
Radomir: i love it. also i joined a jazz trio, we play in a bar in kazimierz every thursday {trio}
Kerensa: jazz rado!! what do you play in it
Radomir: drums, the small kit. my wrist likes it more than timpani
Kerensa: we moved house on friday!! {moved}
Radomir: where to?
Kerensa: a little cottage in mylor, 10 mins from the workshop. two bedrooms so the baby gets one {mylor}
Radomir: and moth?
Kerensa: moth has taken the sofa and the bed and the baby's room. moth owns the house
Radomir: of course. how are you feeling
Kerensa: huge and tired. 31 weeks. my mum is coming down from bristol to stay in january {mum}
Radomir: good, you will need her
@ 2025-01-18
Kerensa: rado. she came early. elowen, born on tuesday, 2.8 kilo {born}
Radomir: WHAT. already?? are you both ok??
Kerensa: we're both fine. she was 6 weeks early so she's in the special care unit at treliske for a bit but shes feeding well {scu}
Radomir: oh kerensa. i am so happy. elowen is a beautiful name
Kerensa: its cornish, means elm tree. jory picked it
Radomir: tell jory he did good
Kerensa: and you? any news from the land of pierogi
Radomir: i met someone. kasia. she restores old maps at the national museum {kasia}
Kerensa: a map restorer!! thats so you. how did you meet
Radomir: she came to the jazz bar, she said the drummer was too loud. so i bought her a drink
Kerensa: ha, the best love stories start with a complaint
Radomir: i'm coming to cornwall in april to meet elowen. flying into newquay the 12th of april {visit}
Kerensa: yesss. moth will lose her mind
Radomir: moth and me, old friends already
""",
    [
        Q("s", "What is the name of Radomir's sister's baby?", "Hania", "hania", "hania", "", True),
        Q("t", "When was Hania born?", "2024-01-10", "hania", "hania; baby", "relative-date"),
        Q("s", "Who is Hania's mother?", "Radomir's sister Zdenka", "hania", "zdenka; sister", "third-person-fact", True),
        Q("s", "How many wine glasses did the St Ives restaurant order from Kerensa at first?", "40", "stives", "40 wine glasses; st ives", ""),
        Q("t", "By what date did the St Ives restaurant want its glasses?", "2024-02-09", "stives", "9th of february", "human-date"),
        Q("s", "Who does the gathers in Kerensa's hot shop?", "Pasco", "pasco", "pasco; gathers", "", True),
        Q("s", "What does Jory do for work?", "on the pilot boat, bringing tankers into the Carrick Roads", "jory", "pilot boat", "third-person-fact", True),
        Q("s", "What instrument did Radomir play in the orchestra?", "timpani", "wrist tendon", {"wrist": "drums|concert", "tendon": "timpani"}, ""),
        Q("t", "When did Radomir see the orchestra doctor about his wrist?", "2024-01-15", "doctor", "orchestra doctor", "relative-date"),
        Q("s", "What was Radomir diagnosed with?", "tendonitis in his right forearm", "tendon", "tendonitis; forearm", ""),
        Q("t", "When did Kerensa burn her hand?", "2024-03-07", "burn", "burned; hand", "relative-date"),
        Q("s", "What breed is Moth?", "a whippet", "moth", "moth; whippet", "", True),
        Q("t", "When did Kerensa pick up Moth?", "2024-03-16", "moth", "moth; saturday", "relative-date"),
        Q("s", "Where did Moth come from?", "a rescue in Redruth", "moth", "rescue; redruth", ""),
        Q("t", "When was Radomir's interview for the Kraków job?", "2024-04-04", "interview", "interview; 4th of april", "human-date"),
        Q("s", "What does Radomir teach at the music academy in Kraków?", "percussion", "krakow-job got-job", {"krakow-job": "percussion; kraków", "got-job": "kraków; teaching"}, "latest", True),
        Q("t", "When did Moth swallow a sock?", "2024-05-30", "sock", "sock", "relative-date"),
        Q("s", "How much did the vet bill for Moth's sock come to?", "300 quid", "sock", "300", "pronoun"),
        Q("t", "When did Kerensa's exhibition in Penzance open?", "2024-06-14", "exhibition", "penzance; 14th of june", "human-date"),
        Q("t", "When was Jory's mother's hip replacement?", "2024-06-04", "hip", "hip replacement; tuesday", "relative-date"),
        Q("t", "When did Radomir and Ola break up?", "2024-08-24", "breakup", "ola; broke up", "relative-date"),
        Q("s", "Where does Ola work?", "a hospital lab", "ola ola-lab", {"ola": "ola", "ola-lab": "hospital lab"}, "pronoun third-person-fact"),
        Q("s", "Which part of Kraków did Radomir find a flat in?", "Podgórze", "move", "podgórze", "", True),
        Q("s", "How long had Radomir lived in Wrocław?", "11 years", "leaving-q leaving", {"leaving-q": "wrocław", "leaving": "11 years"}, "second-person"),
        Q("t", "When was Kerensa's baby due after the scan?", "2025-02-26", "due", "26th of feb", "latest"),
        Q("s", "How many pieces did Kerensa sell at the Penzance exhibition?", "11", "sold", "11 pieces", "pronoun"),
        Q("s", "How many students does Radomir teach in Kraków?", "14", "students", "14 students", ""),
        Q("s", "Where does Radomir's jazz trio play?", "a bar in Kazimierz, every Thursday", "trio", "jazz trio; kazimierz", "", True),
        Q("t", "When did Kerensa move house?", "2024-11-08", "moved", "moved house", "relative-date"),
        Q("m", "Where do Kerensa, Jory and Moth live now?", "a cottage in Mylor", "moved mylor", {"moved": "moved", "mylor": "cottage; mylor"}, "latest event-chain", True),
        Q("s", "Where does Kerensa's mother live?", "Bristol", "mum", "mum; bristol", "", True),
        Q("t", "When was Elowen born?", "2025-01-14", "born", "elowen; born", "relative-date"),
        Q("m", "How early was Kerensa's daughter born compared with her due date?", "6 weeks early", "due born scu", {"due": "26th of feb", "born": "elowen", "scu": "6 weeks early"}, "event-chain"),
        Q("s", "What does Kasia do?", "she restores old maps at the national museum", "kasia", "kasia; maps", "third-person-fact", True),
        Q("t", "When is Radomir flying into Newquay?", "2025-04-12", "visit", "newquay; 12th of april", "human-date"),
        Q("o", "In which country is the town where Radomir's new job is?", "Poland", "got-job", "kraków", ""),
        Q("o", "Which county is the cottage Kerensa moved to in?", "Cornwall", "mylor", "mylor", ""),
        Q("m", "What was Radomir's relationship status when he moved to Kraków, and who did he meet there?", "he had just broken up with Ola; he met Kasia, a map restorer", "breakup kasia", {"breakup": "ola; broke up", "kasia": "kasia"}, "event-chain"),
    ],
)
CONVERSATIONS.append(KERENSA_RADOMIR)
