"""A journey made "for it": the journey, without the occasion the chat already named.

"Our son is flying home from Calgary for it", "my sister's coming over from Dublin for
that": the "it" is the party or wedding being talked about, which the clause rules cannot
resolve, so the whole clause formed nothing. The journey itself (who travels, from where)
is news that stands without it; only a journey's verb before "for it" is read so ("I paid
forty pounds for it" keeps its "it" and is left to the context rules).
"""

from __future__ import annotations

import re
from typing import Final

# "flying home from Calgary for it", "coming over for that", "driving down for it".
_JOURNEY_FOR_IT: Final = re.compile(
    r"""(?P<journey>\b(?:flying|coming|travelling|traveling|driving|taking\s+the\s+train
    |getting\s+the\s+train|sailing|cycling|flew|came|travelled|traveled|drove)
    (?:\s+(?:home|over|back|down|up|in|out|across))?
    (?:\s+(?:from|all\s+the\s+way\s+from)\s+(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)?)
    \s+(?:especially\s+|just\s+)?for\s+(?:it|that|this)\b(?=\s*(?:[,.;!?]|$))""",
    re.IGNORECASE | re.VERBOSE,
)


def journey_for_it(text: str) -> str:
    """``text`` with "for it" after a journey's verb left off: "Donncha is flying home
    from Calgary for it" -> "Donncha is flying home from Calgary"."""
    return _JOURNEY_FOR_IT.sub(r"\g<journey>", text)
