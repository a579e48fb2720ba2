"""Damage the weather did to the speaker's things: "the rain flooded our cellar on Tuesday".

With the weather as the subject, no one in the clause is a person, so nothing in it reads
as the speaker's news; yet what was hit is theirs ("our cellar", "my greenhouse", or "the
shed roof" of their own home, told by them). The clause is turned round so the thing
leads, the weather kept as what did it: "The storm took the shed roof last night" -> "My
shed roof was taken off by the storm last night", which the first-person rules read as
the speaker's thing damaged, on that date. A thing told with "the" counts only when it is
part of a home or garden or a vehicle (not "the storm closed the bridge", "the stadium
roof"). When may follow the weather ("the storm on Sunday night brought down the tree in my
yard"), and a river, a creek or a canal in flood damages as weather does.
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import FIGURATIVE_THINGS, SHORT_WEEKDAY, VEHICLES, WEEKDAY, word_set

__all__ = ["weather_damage"]

_WEATHER: Final = r"""(?:rain|rains|downpour|storm|storms|gale|gales|wind|winds|hail|hailstorm
    |snow|frost|flood|floods|floodwater|floodwaters|lightning|thunderstorm|hurricane|tornado
    |ice|heatwave|drought|tide|cold\s+snap|storm\s+(?-i:[A-Z])[a-z]+
    # water that rises: "the river flooded our street on Monday night"
    |river|creek|canal)"""
# What weather does to a thing, in the past; the participle is the same word but for a few.
_VERBS: Final = word_set(
    """flooded took blew knocked brought smashed wrecked killed destroyed damaged ruined broke
    cracked tore ripped uprooted flattened froze burst washed swept struck split dented
    filled soaked""",
    None,
)
_PARTICIPLES: Final = dict(
    zip(
        ("took", "blew", "broke", "tore", "froze", "ripped"),
        ("taken", "blown", "broken", "torn", "frozen", "ripped"),
        strict=True,
    )
)
_PARTICLE: Final = r"(?:down|over|off|away|out|in|up)"
_DAMAGED: Final = re.compile(
    rf"""^(?P<lead>(?:on\s+(?:{WEEKDAY}|{SHORT_WEEKDAY})(?:\s+(?:night|morning|evening|afternoon))?
    |last\s+(?:night|week|weekend)|yesterday|overnight)\s*,?\s+)?  # "On Sunday the river ..."
    (?P<weather>(?:(?:the|a|that|last\s+night['’]s|this\s+week['’]s)\s+)?
    (?:(?:big|huge|freak|heavy|torrential|high|strong|hard|late|early|flash|severe)\s+)*
    {_WEATHER})
    # "the storm on Sunday night brought down ...": when, said after the weather
    (?P<when>\s+(?:on\s+(?:{WEEKDAY}|{SHORT_WEEKDAY})(?:\s+(?:night|morning|evening|afternoon))?
    |(?:{WEEKDAY}|{SHORT_WEEKDAY})\s+(?:night|morning|evening|afternoon)  # "storm sat night"
    |last\s+(?:night|week|weekend)|overnight|yesterday))?
    # how the water came first: "the river came over the road in Gouyave and filled ..."
    (?P<deed>\s+(?:(?:came|rose|poured)\s+(?:over|through|into|up)|(?:burst|broke)\s+its\s+banks)\b
    [^,;]{{0,80}}?\s+and)?
    \s+(?:(?:has|have|had|just|completely|totally|finally)\s+)*
    (?P<verb>{"|".join(sorted(_VERBS))})(?:\s+(?P<particle>{_PARTICLE}))?
    \s+(?P<all>(?:all|half|part|most)\s+(?:of\s+)?)?(?P<owner>my|our|the)\s+(?P<thing>(?:[\w-]+\s+){{0,2}}?(?P<head>(?!{_PARTICLE}\b)[\w-]+))
    (?:\s+(?P<after>{_PARTICLE}))?
    (?P<with>\s+with\s+(?:[\w-]+\s+){{0,2}}?(?!(?:on|in|at|last|this)\b)[\w-]+)?  # "with mud"
    (?P<rest>(?:\s+(?:on|in|at|last|this|yesterday|today|overnight|during|early|late|again|a|two
    |three|four|\d+)\b.*|\s*[,;].*)?)$""",
    re.IGNORECASE | re.VERBOSE,
)
# Things of a home, a garden or an allotment: with "the", the speaker's own.
_HOME_THINGS: Final = (
    word_set(
        """roof cellar basement kitchen garden shed fence fences greenhouse garage
        conservatory chimney window windows windscreen windshield porch loft attic gate wall
        polytunnel trampoline hedge tree trees allotment crops veg vegetables plants seedlings
        tomatoes beans potatoes lawn patio decking summerhouse gutter gutters guttering
        aerial satellite dish pipes boiler tiles slates washing washing-line""",
        None,
    )
    | VEHICLES
)
# "..., not mine thankfully": the speaker says it was someone else's.
_WATER: Final = re.compile(
    r"\b(?:rain|rains|downpour|storm|storms|flood|floods|floodwater|floodwaters|river|creek|canal|tide)\b",
    re.IGNORECASE,
)
_HOW_MUCH_OF: Final = {"half": "half ", "part": "partly ", "most": "mostly "}
_NOT_THEIRS: Final = re.compile(r"\bnot\s+(?:mine|ours)\b", re.IGNORECASE)
# Where "the <thing>" stood, told after it: somewhere other than the speaker's home.
_ELSEWHERE: Final = re.compile(
    rf"^\s+(?:at|in|on|near|by|outside|behind)\s+(?!(?:the\s+)?(?:night|morning|evening|weekend"
    rf"|{WEEKDAY}|\d)|(?:my|our)\s+(?:yard|garden|back\s+garden|front\s+garden|drive|driveway"
    r"|house|flat|plot)\b(?!['’]s))",  # "in my yard": at home
    re.IGNORECASE,
)
_PUBLIC_BEFORE: Final = re.compile(
    r"""\b(?:stadium|church|school|station|office|hospital|club|town|city|village|bus|train
    |shop|factory|hall|library|market|mosque|temple|museum|theatre|cinema|airport|council
    |community|park|neighbou?rs?['’]?)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_NAMED_STORM: Final = re.compile(r"^storm\s+[A-Z]", re.IGNORECASE)
_DETERMINED: Final = re.compile(r"^(?:the|a|that|last|this)\s", re.IGNORECASE)


# "The storm tore the sheets off my photo studio roof": a part torn off the speaker's
# thing.
_TORN_OFF: Final = re.compile(
    rf"""^(?P<weather>(?:the|a)\s+{_WEATHER})\s+(?P<verb>tore|ripped|blew|took)\s+
    (?:the|all\s+the|half\s+the|some\s+of\s+the)\s+(?P<part>sheets|tiles|slates|iron|shingles
    |panels|solar\s+panels|gutters?|guttering|felt|thatch|glass|windows|shutters)\s+off\s+
    (?P<owner>my|our)\s+(?P<thing>(?:[\w-]+\s+){{0,2}}?(?:roof|shed|greenhouse|barn|garage
    |house|porch|veranda|verandah|workshop|studio|stall|kiosk|shop|car|van|truck|boat|caravan
    |kitchen|hut|cabin|bungalow|cottage|flat|conservatory|extension))
    (?P<rest>(?:\s+(?:on|in|at|last|this|yesterday|overnight)\b(?![^.!?]*\b(?:lol|haha))[^.!?]*)?)$""",
    re.IGNORECASE | re.VERBOSE,
)


def _torn_off(clause: str) -> str | None:
    """:data:`_TORN_OFF` with the thing leading: "My photo studio roof had its sheets torn
    off by the storm"; None for any other clause."""
    torn = _TORN_OFF.match(clause)
    if torn is None or torn.group("thing").split()[-1].lower() in FIGURATIVE_THINGS:
        return None
    whose = "Our" if torn.group("owner").lower() == "our" else "My"
    done = _PARTICIPLES.get(torn.group("verb").lower(), torn.group("verb").lower())
    weather = torn.group("weather")
    weather = weather[:1].lower() + weather[1:]
    part = " ".join(torn.group("part").split())
    return (
        f"{whose} {torn.group('thing')} had its {part} {done} off by {weather}{torn.group('rest')}"
    )


def weather_damage(clause: str) -> str | None:
    """``clause`` led by the speaker's thing when it tells of weather damaging it: "the
    wind blew our fence down on Sunday" -> "Our fence was blown down by the wind on
    Sunday"; None for any other clause."""
    if (torn := _torn_off(clause)) is not None:
        return torn
    match = _DAMAGED.match(clause)
    if match is None:
        return None
    owner, head = match.group("owner").lower(), match.group("head").lower()
    if head in FIGURATIVE_THINGS or _NOT_THEIRS.search(match.group("rest")):
        return None
    if owner == "the" and _PUBLIC_BEFORE.search(match.group("thing")):
        return None  # "the stadium roof", "the church windows": not the speaker's home
    if owner == "the" and (head not in _HOME_THINGS or _ELSEWHERE.match(match.group("rest"))):
        return None  # "flooded the kitchen at work": a kitchen, not the speaker's
    weather = " ".join(match.group("weather").split())
    if _NAMED_STORM.match(weather):
        weather = weather[:1].upper() + weather[1:]  # "by Storm Bert"
    elif _DETERMINED.match(weather) is None:
        weather = f"the {weather}"
    else:
        weather = weather[:1].lower() + weather[1:]
    verb = match.group("verb").lower()
    if verb in {"filled", "soaked"} and not (_WATER.search(weather) and match.group("with")):
        return None  # "the wind filled my sails": filled with water, by water, or nothing
    particle = match.group("particle") or match.group("after")
    if particle is None and verb == "took":
        particle = "off"  # "the storm took the roof": took it off
    done = _PARTICIPLES.get(verb, verb) + (f" {particle.lower()}" if particle else "")
    whose = "Our" if owner == "our" else "My"  # "all my dahlias": the dahlias, all of them
    part = (match.group("all") or "").split()
    # "the storm took half my roof off": "My roof was half taken off"
    how_much = _HOW_MUCH_OF.get(part[0].lower(), "") if part else ""
    be = "were" if head.endswith("s") and not head.endswith("ss") else "was"  # "my dahlias"
    when = " ".join((match.group("when") or match.group("lead") or "").rstrip(" ,").split())
    when = f" {when[:1].lower()}{when[1:]}" if when else ""
    what = f"{whose} {match.group('thing')} {be} {how_much}{done}{match.group('with') or ''}"
    if match.group("deed") is not None:
        # "My workshop was filled with mud on Sunday when the river came over the road"
        deed = " ".join(match.group("deed").split()).removesuffix(" and")
        return f"{what}{when} when {weather} {deed}{match.group('rest')}"
    return f"{what} by {weather}{when}{match.group('rest')}"
