"""Beats: the few turns in which a fact comes up, and the questions it can answer.

Each beat writes into one session. Between two friends the fact comes up the way it does
in a chat (said outright, as a fragment answering a question, confirmed when the other
asks "you're still in ...?", through "it" or "there"); with an assistant it comes up on
the way to a request ("I'm vegan, can you plan a menu?") and the assistant answers the
request. Questions about the person in an assistant chat are asked in the first person
("Where do I live now?"), as the person would ask them.
"""

from __future__ import annotations

from .events import band, band_too, birthday, distraction, milestone, trip
from .family import partner, partner_job, sibling, sibling_job, wedding, wedding_after
from .home import home, move
from .life import allergy, craft, diet, hobby, instrument, pet
from .talk import ASSISTANT, Beat
from .work import codename, colleague, job, job_change, manager, manager_move

__all__ = ["ASSISTANT", "FACT_BEATS", "Beat"]

FACT_BEATS: dict[str, Beat] = {
    "home": home,
    "move": move,
    "job": job,
    "job_change": job_change,
    "manager": manager,
    "manager_move": manager_move,
    "codename": codename,
    "sibling": sibling,
    "sibling_job": sibling_job,
    "wedding": wedding,
    "wedding_after": wedding_after,
    "partner": partner,
    "partner_job": partner_job,
    "pet": pet,
    "hobby": hobby,
    "instrument": instrument,
    "diet": diet,
    "allergy": allergy,
    "craft": craft,
    "trip": trip,
    "milestone": milestone,
    "birthday": birthday,
    "band": band,
    "band_too": band_too,
    "colleague": colleague,
    "distraction": distraction,
}
