"""When the speaker heard their own news: "they told me on monday", "the GP rang on friday".

"I've been made site supervisor, they told me on monday", "I've been offered a job in
Nottingham! they rang yesterday", "the GP rang on friday, my blood test shows I'm
anaemic": the news is the speaker's, and the clause beside it says only when it came,
through a "they" or a "the GP" that forms nothing alone. The two are read as one
sentence, "I heard on monday that I've been made site supervisor", so the day stays with
the news. Only a teller that rang, wrote or told, on a day the clause names, is joined to
a sentence of the speaker's own that is no question.
"""

from __future__ import annotations

import re
from typing import Final

from .context import names_a_job
from .own_fragments import joined, sentences_of

__all__ = ["told_when"]

_WEEKDAY: Final = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
# Who tells: "they", or an office, a doctor, a boss named by what they are.
_TELLER: Final = r"""(?:they|(?:the|my|our)\s+(?:[\w'-]+\s+){0,2}?(?:gp|doctor|doc
    |hospital|clinic|surgery|consultant|nurse|specialist|boss|manager|school|council|office
    |bank|agency|firm|company|landlord|agent|university|uni|college|panel|court|hr|board
    |committee|institute|museum|studio|recruiter|team|lab|practice))"""
_TOLD: Final = r"""(?:rang|called|phoned|emailed|texted|wrote|confirmed|said\s+yes
    |(?:told|rang|called|phoned|emailed|texted|wrote\s+to|informed)\s+(?:me|us)
    |let\s+(?:me|us)\s+know)"""
_WHEN: Final = rf"""(?P<when>(?:on\s+|last\s+|this\s+past\s+)?{_WEEKDAY}(?:\s+(?:morning
    |afternoon|evening|night))?|on\s+the\s+\d{{1,2}}(?:st|nd|rd|th)(?:\s+of\s+[a-z]+)?
    |on\s+(?:easter(?:\s+(?:sunday|monday))?|christmas(?:\s+(?:eve|day))?)
    |yesterday(?:\s+(?:morning|afternoon|evening))?|today|this\s+morning|this\s+afternoon
    |last\s+night)"""
# A sentence that is only the teller: "the GP rang on friday", "they rang yesterday".
_TELLER_ALONE: Final = re.compile(
    rf"""^(?:(?:and|so|also|oh|then)[,\s]+)*{_TELLER}\s+{_TOLD}\s+{_WHEN}\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "the clinic rang on monday, my scan shows ...": the teller before the news.
_TELLER_BEFORE: Final = re.compile(
    rf"""^(?P<lead>(?:(?:and|so|also|oh|then)[,\s]+)*){_TELLER}\s+{_TOLD}\s+{_WHEN}\s*[,:;]\s+
    (?P<news>.*)$""",
    re.IGNORECASE | re.VERBOSE,
)
# ", they told me on monday" after the news, in the same sentence.
_TELLER_AFTER: Final = re.compile(
    rf""",\s+(?:and\s+)?{_TELLER}\s+{_TOLD}\s+{_WHEN}\s*(?P<end>[.!]*)$""",
    re.IGNORECASE | re.VERBOSE,
)
# The speaker's own clause, the last in its sentence: "we've been approved as carers".
_OWN_NEWS: Final = re.compile(
    r"""(?:^|,\s+|\b(?:and|so)\s+)(?P<news>(?P<who>i|i've|i'm|my|we|we've|we're|our)\s
    [^,]*?)\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# What someone tells the speaker: a decision on them ("I've been made supervisor", "we've
# been approved"), a result ("I got the job", "I passed"), a finding ("I am anaemic", "my
# scan shows ..."); not what the speaker did or felt ("I've been ill all week").
_NEWS_KIND: Final = re.compile(
    r"""(?:(?:i|we)(?:['’]ve|\s+have)\s+been\s+(?:made|offered|picked|chosen|selected|approved
    |accepted|given|promoted|awarded|shortlisted|invited|admitted|diagnosed|cleared|granted
    |refused|rejected|turned\s+down|let\s+go|laid\s+off|transferred|hired|appointed|elected
    |signed\s+off|put\s+(?:on|in|forward))
    |(?:i|we)\s+(?:passed|failed|won|lost)\s
    |(?:i|we)\s+got\s+(?:in\b|into\b|accepted|through|engaged|married|approved|promoted
    |shortlisted|selected|picked|chosen|hired|the\s+(?:all\s+clear|job|place|role|post|part
    |position|contract|grant|scholarship|funding|offer|promotion|flat|house|loan|mortgage
    |visa|results?)\b|an?\s+(?:job|place|offer|role|post|part|position|contract|grant
    |scholarship|promotion|interview|callback|diagnosis)\b)
    |(?:i['’]m|i\s+am|we['’]re|we\s+are)\s+(?:pregnant|expecting|anaemic|anemic|diabetic
    |coeliac|celiac|allergic|in\s+remission|cancer[\s-]free|all\s+clear)\b
    |(?:my|our)\s+(?:[\w-]+\s+)?(?:test|tests|scan|results?|biopsy|bloods|x-ray|mri|application
    |offer|visa|loan|mortgage)\s+(?:shows?|showed|came\s+back|is|was|were|has\s+been|got)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
_SENTENCE: Final = re.compile(r"(?<=[.!?])\s+")
_TOLD_WORD: Final = re.compile(
    r"\b(?:rang|called|phoned|emailed|texted|wrote|told|confirmed|said|let)\b", re.IGNORECASE
)
_UNSURE: Final = re.compile(
    r"\b(?:if|whether|maybe|might|would|could|think|hope|wish|not\s+sure)\b", re.IGNORECASE
)


def told_when(text: str, earlier: str | None = None) -> str:
    """``text`` (one turn) with the speaker's news and the clause that says when they
    heard it read as one: "I heard on monday that I've been made site supervisor"; a bare
    "I found out on thursday" takes its news from the clause after it or from ``earlier``
    (the speaker's own turn before the prompt)."""
    text = _OFFERED.sub(_offered, _found_out(text, earlier))
    if _TOLD_WORD.search(text) is None:
        return text
    sentences, gaps = sentences_of(text)
    for n, sentence in enumerate(sentences):
        after = _TELLER_AFTER.search(sentence)
        if after is not None:
            heard = _heard(sentence[: after.start()], after.group("when"))
            if heard is not None:
                sentences[n] = heard + (after.group("end") or ".")
                return joined(sentences, gaps)
            continue
        first = _TELLER_BEFORE.match(sentence)
        if first is not None and (heard := _heard(first.group("news"), first.group("when"))):
            sentences[n] = first.group("lead") + heard + "."
            return joined(sentences, gaps)
        alone = _TELLER_ALONE.match(sentence)
        if alone is None:
            continue
        for m in (n + 1, n - 1):  # the news after the teller, else before it
            if 0 <= m < len(sentences):
                heard = _heard(sentences[m], alone.group("when"))
                if heard is not None:
                    sentences[m] = heard + "."
                    del sentences[n], gaps[n if n < len(gaps) - 1 else n - 1]
                    return joined(sentences, gaps)
    return text


def _heard(sentence: str, when: str) -> str | None:
    """ "I heard <when> that <news>" for the speaker's own news that closes ``sentence``;
    None when it has none, or asks or hedges."""
    sentence = sentence.strip()
    if sentence.endswith("?") or _UNSURE.search(sentence):
        return None
    found = _OWN_NEWS.search(sentence)
    if found is None:
        return None
    news = found.group("news").rstrip(" .!")
    if len(news.split()) < 3 or _NEWS_KIND.match(news) is None:
        return None
    who = "We" if found.group("who").lower().startswith(("we", "our")) else "I"
    lead = sentence[: found.start("news")]
    # the news stays a sentence of its own too: "I'm anaemic" is a lasting fact, "I heard
    # on friday that ..." says when it came
    own = news[:1].upper() + news[1:] if not news.lower().startswith(("i ", "i'")) else news
    return f"{lead}{who} heard {when} that {news}. {own}"


# "i found out on thursday", "we heard on the 4th, the court agreed ...": when the news
# came, with the news after a comma or in the speaker's turn before.
_FOUND_BARE: Final = re.compile(
    rf"""^(?P<lead>(?:(?:and|so|oh|yeah|yes|well)[,!.]?\s+)*)(?P<who>i|we)\s+(?:only\s+|just\s+)?
    (?:found\s+out|heard|learned|learnt|got\s+the\s+news)\s+{_WHEN}
    (?:\s*,\s+(?P<rest>[^.!?]+?))?\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
_OWN_START: Final = re.compile(r"(?:i|i['’]\w+|we|we['’]\w+|my|our)\s", re.IGNORECASE)
# A clause with a verb of its own ("the court agreed he can stay"), not a remark ("best
# easter egg ever").
_HAS_VERB: Final = re.compile(
    r"\b(?:is|are|was|were|has|have|had|can|could|will|would|got|gets|[a-z]{3,}ed)\b", re.I
)
# The news in the speaker's turn before: "I've been picked for the expedition!!", "malin is
# pregnant!!".
_NEWS: Final = re.compile(
    r"""^(?:(?:(?:big|huge|great|good|some)\s+news(?:\s+first)?|so|and|but|guess\s+what
    |omg)[,:!.]*\s+)*(?P<news>(?:(?:i|we)(?:['’]ve|\s+have)\s+been\s+(?:picked|chosen|selected
    |offered|accepted|approved|made|promoted|given|awarded|shortlisted|invited|admitted)
    |[a-z][\w-]+\s+(?:is|'s)\s+pregnant|(?:i|we)\s+got\s+(?:the\s+job|engaged|in|into))
    [^.!?]*?)\s*[.!]+$""",
    re.IGNORECASE | re.VERBOSE,
)


def _found_out(text: str, earlier: str | None) -> str:
    """``text`` with "I found out on thursday" read as "I heard on thursday that <news>"
    (see :func:`told_when`); as it was when the news is not there or not one."""
    sentences, gaps = sentences_of(text)
    for n, sentence in enumerate(sentences):
        found = _FOUND_BARE.match(sentence.strip())
        if found is None:
            continue
        rest = found.group("rest")
        news = None
        if rest and len(rest.split()) >= 3 and _HAS_VERB.search(rest):
            if _OWN_START.match(rest) and not _NEWS_KIND.match(rest):
                continue  # "I heard on monday, I was so happy": how they took it
            news = rest
        elif not rest or _HAS_VERB.search(rest) is None:
            told = [_NEWS.match(said) for said in _SENTENCE.split(earlier or "")]
            said = [m.group("news") for m in told if m is not None]
            news = said[0] if len(said) == 1 else None
        if news is None:
            continue
        who = found.group("who")
        sentences[n] = f"{found.group('lead')}{who} heard {found.group('when')} that {news}."
        return joined(sentences, gaps)
    return text


# "they offered me a job, junior perfumer at the paris office, from september": the offer is
# the speaker's news, and the job is what the comma after it names (without it, the offer
# says too little to keep). (A "from september"
# after it is left out: said of a past offer, the date rule would point it back a year.)
_OFFERED: Final = re.compile(
    r"""\b(?:they|(?:the|my)\s+(?:[\w'-]+\s+){0,2}?(?:firm|company|boss|manager|office|school
    |university|uni|agency|studio|hospital|museum|council|brand|house))\s+(?:have\s+|just\s+)?
    offered\s+(?P<who>me|us)\s+(?P<what>a\s+(?:new\s+)?(?:job|post|role|position|place|contract
    |promotion)),\s+(?P<title>(?!from\b|starting\b)[^,.!?]{3,60}?)
    (?:,?\s+(?:from|starting)\s+[a-z]+)?(?=\s*(?:[.!?]|$))""",
    re.IGNORECASE | re.VERBOSE,
)


def _offered(found: re.Match[str]) -> str:
    """ "they offered me a job, junior perfumer at X" -> "I've been offered a job as junior
    perfumer at X"; as said when what follows the comma names no job ("I said no")."""
    if not names_a_job(found.group("title")):
        return found.group()
    who = "we've" if found.group("who").lower() == "us" else "I've"
    return f"{who} been offered {found.group('what')} as {found.group('title')}"
