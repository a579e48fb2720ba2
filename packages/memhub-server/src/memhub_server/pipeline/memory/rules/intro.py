"""A speaker introducing themself without "I'm": "hi. kagiso from francistown. need an
ad", "Kagiso from Francistown here.", "This is Kagiso from Francistown".

The speaker's name and where they are from, said at the opening of their turn after a
greeting at most, read as "I'm Kagiso from Francistown." (which the rest of the extractor
already reads as who the speaker is and where they come from). The turn must open on a
greeting, "it's" or "this is", or close the phrase with "here": "Peppers from Gernika."
answers a question. Words that open a turn the same way but name no one ("hi, greetings
from Crete", "bonjour from Dungarvan", "photos from the wedding") stay as typed, as do a
relative or a job ("hi, mum from work here").
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import JOBS, RELATIVES, ROLES, word_set
from .person import could_be_a_name

__all__ = ["introduced"]

_INTRO: Final = re.compile(
    r"""^(?P<lead>(?:(?:hi|hello|hey|hiya|morning|evening|afternoon)(?:\s+there)?[.,!]*\s+)?)
    (?P<this>(?:it['’]?s|this\s+is)\s+)?(?P<name>[^\W\d_][\w'’-]+)\s+from\s+
    (?P<place>[^\W\d_][\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)(?P<here>\s+here)?\s*(?P<end>[.!]+|$)""",
    re.IGNORECASE | re.VERBOSE,
)
# Words before "from" that name no one: a greeting or a thing sent.
_NO_ONE: Final = (
    RELATIVES
    | ROLES
    | JOBS
    | word_set(
        """greetings love regards wishes hugs photos pics pictures news postcard letter
        message hello hi everyone everybody all someone nobody one me us them people
        bonjour hola ciao salut hallo ola namaste salaam cheers aloha hej moin servus
        jambo habari dumela sawubona""",
        None,
    )
)


def introduced(text: str) -> str:
    """``text`` (one turn) with an opening "kagiso from francistown" said as "I'm Kagiso
    from Francistown."; ``text`` as it was for any other opening."""
    match = _INTRO.match(text)
    if match is None:
        return text
    if not (match.group("lead") or match.group("this") or match.group("here")):
        return text  # "Peppers from Gernika.": an answer, unless a greeting or "here" says
    name = match.group("name")
    if name.lower() in _NO_ONE or not could_be_a_name(name) or name.lower().endswith("ing"):
        return text
    place = " ".join(word[:1].upper() + word[1:] for word in match.group("place").split())
    said = f"I'm {name[:1].upper()}{name[1:]} from {place}."
    return f"{match.group('lead')}{said}{text[match.end() :]}"
