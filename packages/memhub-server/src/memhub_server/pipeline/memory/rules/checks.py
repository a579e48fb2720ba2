"""A check the speaker's own thing passed: "the land rover passed its inspection on tuesday".

Told by its owner, "the van failed its MOT" is about their van, as "Mum slipped" is about
their mum (:func:`.kin.owned_parent`): something that has an MOT, an inspection or a
service is a vehicle or a machine of the household, and the one telling of its test is the
one who took it there. The sentence is read with "my" for "the", so the fact names whose
it is. Only a sentence that opens on the thing and goes straight on to its test is read
so; "the bus failed its MOT" told as news of one's own is rare enough to accept.

So is how the speaker's own ordeal went: "The speech went really well", "the interview
went badly" told with nobody else spoken of before it (:func:`owned_outcome`): a speech,
an interview or an exam that someone tells of, unasked about anyone else, is their own.
Likewise the speaker's cast, stitches or healed limb told with "the" (:func:`owned_mended`:
"the cast came off on the 20th of May").

What someone or something did to the speaker's thing is told of the thing, and what an
animal or a vehicle did to the speaker of the speaker (:func:`stolen_told`,
:func:`harmed_told`): "someone nicked my bike" -> "my bike got stolen", "a pothound bit me
on the ankle" -> "I got bitten by a pothound on the ankle".

The home's supplies and parts are the speaker's when they tell of them with "the" or with
nothing: a cut or its end (:func:`owned_supply`: "power was out 14 hrs on tues", "no power
since 6am"), a part that broke (:func:`owned_broken`, "A pipe burst in my flat"), and one
the other asks after with "the" (:func:`the_thing_yours`: "And the shower?"). Where the
speaker's work sends them, they go (:func:`sent_by_work`).
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import (
    BODY_PARTS,
    COUNTRIES,
    FIRST_PERSON,
    PETS,
    RELATIVES,
    SHORT_WEEKDAY,
    VEHICLES,
    WEEKDAY,
    alternation,
)

__all__ = [
    "SUPPLIES",
    "harmed_told",
    "owned_broken",
    "owned_checked",
    "owned_mended",
    "owned_outcome",
    "owned_supply",
    "sent_by_work",
    "stolen_told",
    "the_thing_yours",
]

_CHECKED: Final = re.compile(
    r"""(?P<lead>(?:^|[.!?]\s+)(?:(?:so|and|also|oh|well|update|news)[,:!\s]+)*)
    (?P<the>the)\s+(?!(?:[\w-]+\s+){0,2}?(?:boss|teacher|kids?|class|team|students?|pupils?|dog
    |cat|horse|puppy|kitten|baby|twins|builder|driver|staff|crew|school|nursery|college
    |uni|university|restaurant|cafe|café|pub|bar|hotel|shop|store|supermarket|salon|gym
    |hospital|clinic|surgery|care\s+home|factory|plant|office|building|block|site|bridge
    |tunnel|road|station|airport|stadium|church|library|prison|council|company|firm|business
    |bakery|kitchen|bus|train|tram|plane|ferry|ship|taxi|lift|elevator|nhs|government
    |bank|branch|club|venue)\b)(?=(?:[\w-]+\s+){1,3}?(?:has\s+|finally\s+|just\s+)*(?:passed|failed)\s+its\s+
    (?:mot|inspection|service|roadworthy|safety\s+check|wof|nct|tüv|tuv|smog\s+check|survey
    |annual\s+check|test)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


def owned_checked(text: str) -> str:
    """``text`` (one turn) with "the" read as "my" before a thing that passed or failed
    its test: "the land rover passed its inspection" -> "my land rover passed ..."."""
    return _CHECKED.sub(
        lambda m: m.group("lead") + ("My" if m.group("the")[0].isupper() else "my") + " ", text
    )


# "someone nicked my bike from outside the station", "Somebody broke into our van": what
# an unknown someone did to the speaker's thing is news of the thing, told as done to it
# (the day perhaps first: "On Monday someone stole my bike"; "Fine, but someone ...").
_BY_SOMEONE: Final = re.compile(
    r"""(?P<lead>(?:^|[.!?]\s+)(?:(?:so|and|also|oh|ugh|well|argh|but|fine)[,!\s]+)*
    (?:(?:on|last)\s+(?-i:[A-Z])[a-z]+day,?\s+|yesterday,?\s+|last\s+night,?\s+)?)
    (?P<who>someone|somebody|some\s+(?:idiot|thief|thieves|scumbag|kid|kids))\s+
    (?:(?:has|had|just|actually|finally)\s+)*
    (?:(?P<stole>stole|nicked|pinched|swiped|nabbed|robbed|took)
    |(?P<broke>broke\s+into|broken\s+into|smashed\s+into)
    |(?P<hit>crashed\s+into|reversed\s+into|drove\s+into|backed\s+into|hit|scratched|keyed
    |dented))\s+
    (?P<whose>my|our)\s+(?P<thing>(?:[\w-]+\s+){0,2}?(?:bike|bicycle|car|van|phone|wallet
    |purse|bag|handbag|laptop|scooter|motorbike|camper|caravan|shed|garage|house|flat
    |tent|tools|camera|card|cards|passport|keys))\b
    # not taken by mistake, nor broken into and robbed of another thing (read as it is)
    (?![^.!?]{0,40}?\b(?:by\s+(?:mistake|accident)|back)\b)
    (?!\s+and\s+(?:took|stole|nicked|pinched|swiped|nabbed|grabbed|brought|gave))""",
    re.IGNORECASE | re.VERBOSE,
)


def stolen_told(text: str) -> str:
    """``text`` (one turn) with what someone did to the speaker's thing told of the thing:
    "someone nicked my bike" -> "my bike got stolen", "somebody broke into our van" ->
    "our van got broken into", "someone reversed into my car" -> "my car got hit"."""

    def done(match: re.Match[str]) -> str:
        if match.group("stole"):
            what = "stolen"
        else:
            what = "broken into" if match.group("broke") else "hit"
        whose = match.group("whose").lower()
        if match.group("who")[0].isupper():
            whose = whose.capitalize()
        return f"{match.group('lead')}{whose} {match.group('thing')} got {what}"

    return _BY_SOMEONE.sub(done, text)


# "a pothound bit me on the ankle", "A taxi drove into the back of my car": what an animal
# or a vehicle did to the speaker or their thing, told of the speaker or the thing. A short
# lead that ends in "until" or "when" goes ("fine until a dog bit me": how it went before).
_BY_SOMETHING: Final = re.compile(
    rf"""(?P<lead>(?:^|[.!?]\s+)(?:(?:so|and|also|oh|ugh|well|then)[,!\s]+)*)
    (?:(?:[\w'’-]+[,\s]+){{0,3}}?(?:until|till|when|then)\s+)?
    (?P<agent>(?:a|an|some)\s+(?:[\w-]+\s+)?(?:{alternation(PETS)}|pothound|cow|bull|sheep|goose
    |swan|wasp|bee|hornet|spider|jellyfish|monkey|rat|mosquito|cyclist|driver|taxi|cab|bus
    |minibus|lorry|truck|tractor|scooter|{alternation(VEHICLES)}))\s+
    (?:(?P<bitten>bit|stung|kicked|scratched|attacked|chased|pecked|butted|headbutted)\s+me
    |(?P<hit>drove|crashed|reversed|backed|ran|smashed|went)\s+into\s+
    (?:the\s+(?P<side>back|side|front)\s+of\s+)?(?P<whose>my|our)\s+
    (?P<thing>(?:[\w-]+\s+)?(?:car|van|bike|scooter|motorbike|taxi|truck|{alternation(VEHICLES)})))
    (?![\w'-])""",
    re.IGNORECASE | re.VERBOSE,
)
_PARTICIPLE: Final = {"bit": "bitten", "stung": "stung"}


def harmed_told(text: str) -> str:
    """``text`` (one turn) with what an animal or a vehicle did to the speaker told of them:
    "a pothound bit me on the ankle" -> "I got bitten by a pothound on the ankle", "A taxi
    drove into the back of my car" -> "My car got hit in the back by a taxi"."""

    def done(match: re.Match[str]) -> str:
        agent = match.group("agent")
        agent = agent[:1].lower() + agent[1:]
        if match.group("bitten"):
            verb = match.group("bitten").lower()
            return f"{match.group('lead')}I got {_PARTICIPLE.get(verb, verb)} by {agent}"
        whose = match.group("whose").lower()
        opening = match.group("lead") == "" or match.group("lead").rstrip().endswith(
            (".", "!", "?")
        )
        if opening:
            whose = whose.capitalize()
        side = f" in the {match.group('side').lower()}" if match.group("side") else ""
        return f"{match.group('lead')}{whose} {match.group('thing')} got hit{side} by {agent}"

    return _BY_SOMETHING.sub(done, text)


# "The speech went really well", "the interview went badly": what one gives or sits
# oneself, opening its sentence, and how it went. A race, a party or a wedding may be
# anyone's; an operation a relative's.
_OUTCOME: Final = re.compile(
    r"""(?P<lead>(?:^|[.!?]\s+)(?:(?:so|and|also|oh|well|anyway|update|news)[,:!\s]+)*)
    (?P<the>the)\s+(?=(?:first\s+|big\s+|job\s+|driving\s+|theory\s+|final\s+)?
    (?:speech|talk|presentation|interview|exam|exams|test|audition|pitch|viva|recital
    |lecture|sermon|chapter|essay|dissertation|defen[cs]e)\s+
    (?:(?:went|has\s+gone)\s+(?:(?:really|very|so|quite|pretty|super|incredibly|surprisingly)\s+)?
    (?:well|great|fine|ok|okay|alright|badly|brilliantly|perfectly|smoothly|amazingly|terribly
    |horribly|awfully)
    |was\s+a\s+(?:(?:huge|big|great|total|complete|real)\s+)?(?:success|triumph|hit|disaster))\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# Someone else spoken of: then the speech may be theirs ("Maya had her audition. The
# audition went well", "How did Sam's interview go?").
_SOMEONE_ELSE: Final = re.compile(
    r"""\b(?:he|she|him|his|her|hers|they|them|their|he's|she's|they're)\b
    |\b(?!(?:that|it|there|here|what|who|where|how|let|today|everyone|everybody|everything
    |nothing|one)['’])(?-i:[A-Z][a-z]+)['’]s\b""",
    re.IGNORECASE | re.VERBOSE,
)
_THANKS_AFTER: Final = re.compile(
    r"^(?P<said>[^.!?]*?),\s*thanks(?:\s+for\s+asking)?\s*(?=[,.!?])", re.IGNORECASE
)


# "the cast came off on the 20th of May", "the stitches came out", "the wrist healed": how
# the speaker's own injury mended, told with "the".
_MENDED: Final = re.compile(
    rf"""(?P<lead>(?:^|[.!?:]\s+|,\s+(?:and\s+)?|\band\s+)(?:(?:so|and|also|oh|well|finally)[,!\s]+)*)
    (?P<the>the)\s+(?=(?:(?:cast|plaster|splint|sling|stitches|brace|boot|bandage|dressing
    |staples|pins)\s+(?:came|come|have\s+come|has\s+come|were\s+taken|was\s+taken)\s+(?:off|out)
    |(?:{alternation(BODY_PARTS)})\s+(?:has\s+|have\s+)?(?:healed|mended)(?=\s*(?:[,.!;]|$|and\b)))
    \b)""",
    re.IGNORECASE | re.VERBOSE,
)
# "my mum's house", "Gran's": what a relative has, spoken of.
_KIN_OWNS: Final = re.compile(rf"\b(?:{alternation(RELATIVES)})['’]s\b", re.IGNORECASE)
# "your mum", "his son": someone else's relative asked after.
_THEIR_KIN: Final = re.compile(
    rf"\b(?:your|ur|his|her|their)\s+(?:[a-z]+\s+)?(?:{alternation(RELATIVES)})\b", re.IGNORECASE
)


def owned_mended(text: str, prompt: str | None) -> str:
    """``text`` (one turn) with "the" read as "my" before the speaker's own cast, stitches
    or healed limb: "the cast came off on the 20th of May" -> "my cast came off ...". Not
    when the turn before it, or the turn so far, speaks of someone else."""
    return _the_made_mine(_MENDED, text, prompt)


# "The roof started leaking on Tuesday night", "the bathroom ceiling fell in": a part of
# the home that broke, told with "the" by one who lives there, is theirs.
_FIXTURES: Final = r"""roof|boiler|geyser|water\s+heater|heating|(?:bathroom\s+|kitchen\s+
    |bedroom\s+)?ceiling|sink|shower|toilet|loo|pipes?|fridge|freezer|oven|cooker|stove
    |washing\s+machine|dishwasher|water\s+pump|gutters?|drains?|fuse\s*box|water\s+tank"""
_BROKE: Final = r"""(?:started|began)\s+(?:leaking|to\s+leak|dripping)|(?:is|was)\s+(?:still\s+)?
    (?:leaking|broken|flooded)|leaked|broke(?:\s+down)?|died|burst|packed\s+up|fell\s+in
    |caved\s+in|collapsed|flooded|gave\s+(?:out|up)|stopped\s+working|caught\s+fire"""
_HOME_BROKE: Final = re.compile(
    rf"""(?P<lead>(?:^|[.!?:]\s+|\band\s+)(?:(?:so|and|also|oh|ugh|well|then|update
    |news)[,!]?\s+){{0,2}})
    (?P<the>the)\s+(?=(?:{_FIXTURES})\s+(?:just\s+|finally\s+|has\s+|had\s+)*(?:{_BROKE})\b)""",
    re.IGNORECASE | re.VERBOSE,
)


# "A pipe burst in my flat on Christmas Day!": one of the home's, broken in a place the
# speaker calls theirs.
_ONE_BROKE_IN: Final = re.compile(
    rf"""(?P<lead>(?:^|[.!]\s+)(?:(?:so|and|also|oh|ugh|well|then)[,!]?\s+){{0,2}})
    (?P<one>an?)\s+(?=(?:{_FIXTURES})\s+(?:just\s+)?(?:{_BROKE})\s+(?:in|at|under|over)\s+(?:my|our)
    \s+(?:flat|house|home|kitchen|bathroom|bedroom|cellar|basement|loft|attic|garage|hall|hallway
    |living\s+room|place|apartment|room)\b(?!['’]s)(?![^.!?]*\b(?:while|if|when|in\s+case)\b))""",
    re.IGNORECASE | re.VERBOSE,
)


# "the charity is sending me to Nimule for six weeks", "The camp is sending me on a training
# course": where the speaker's work sends them, the speaker goes.
_SENT_BY_WORK: Final = re.compile(
    r"""(?<!\bthinks\s)(?<!\bassumes\s)(?<!\bsays\s)(?<!\bsaid\s)
    \b(?:the|my|our)\s+(?:boss|company|charity|work|office|camp|firm|employer|department
    |hospital|ministry|army|paper|station|agency|council)\s+(?:is|are|['’]s)\s+(?:also\s+)?
    sending\s+me\s+(?P<prep>to(?=\s+(?-i:[A-Z]))|on(?=\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?
    (?:course|training|trip|conference|secondment|placement|mission|tour|workshop|visit)\b))
    (?![^.!?]*\b(?:said\s+no|refused|turned\s+it\s+down|not\s+going|won['’]t\s+go|no\s+way)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


# "And the shower?", "how's the car?", "and the knee??": one of the answerer's own things
# asked after with "the".
_THE_THING_ASKED: Final = re.compile(
    rf"""^(?:(?:and|so|oh|ok|okay)[,!]?\s+)?(?:how(?:['’]s|\s+is|\s+was)\s+)?the\s+
    (?P<thing>(?:{_FIXTURES}|{alternation(VEHICLES)}|phone|laptop|computer|{alternation(BODY_PARTS)}
    |new\s+(?:car|flat|house|place|job|bike|phone)))\s*(?:now|then)?\s*\?+$""",
    re.IGNORECASE | re.VERBOSE,
)


def the_thing_yours(prompt: str | None) -> str | None:
    """``prompt`` asked as of the answerer's own thing when it asks after "the" shower, car
    or knee alone: "And the shower?" -> "How is your shower?", so that "It broke again on
    Wednesday" is the answerer's shower."""
    if prompt is None:
        return None
    asked = _THE_THING_ASKED.match(prompt.strip())
    return prompt if asked is None else f"How is your {asked['thing'].lower()}?"


def sent_by_work(text: str) -> str:
    """``text`` with the speaker going where their work sends them: "the charity is
    sending me to Nimule for six weeks in October" -> "I'm going to Nimule for six weeks in
    October"."""
    return _SENT_BY_WORK.sub(lambda m: f"I'm going {m['prep'].lower()}", text)


def owned_broken(text: str, prompt: str | None) -> str:
    """``text`` (one turn) with "the" read as "my" before a part of the speaker's home that
    broke: "the roof started leaking on Tuesday" -> "my roof started leaking ...". Not when
    the turn before it, or the turn so far, speaks of someone else, or of somewhere other
    than home (a hotel, the office, the neighbours)."""
    text = _ONE_BROKE_IN.sub(lambda m: f"{m['lead']}I had {m['one'].lower()} ", text)
    first = _HOME_BROKE.search(text)
    if (
        first is None
        or _ELSEWHERE.search(prompt or "")
        or _ELSEWHERE.search(text, 0, first.start())
    ):
        return text
    return _the_made_mine(_HOME_BROKE, text, prompt)


# "the power was out for 14 hours", "power went off at six", "the wifi is back", "no power
# since 6am": the supply to the speaker's home, cut or back, told with "the" or with nothing.
SUPPLIES: Final = r"""power|electricity|electric|water|hot\s+water|internet|wi-?fi|broadband|gas
    |heating"""
_CUT_OR_BACK: Final = r"""(?:was|were|is|are|has\s+been|have\s+been|had\s+been)\s+(?:still\s+)?
    (?:out|off|cut(?:\s+off)?)|went\s+(?:out|off)|cut\s+out|(?:is|are|was|were)
    \s+(?:finally\s+)?back(?:\s+on)?|came\s+back(?:\s+on)?|(?:has|have)\s+come\s+back"""
_SUPPLY_CUT: Final = re.compile(
    rf"""(?P<lead>(?:^|[.!?:]\s+|,\s+(?:and|n|&)\s+|\b(?:and|n)\s+)(?:(?:so|and|also|oh|ugh|well
    |then|update|news|finally)[,!]?\s+){{0,2}})
    (?P<the>the\s+)?(?P<supply>(?:{SUPPLIES})(?=\s+(?:just\s+|finally\s+)?(?:{_CUT_OR_BACK}))
    |(?:internet|wi-?fi|broadband)(?=\s+(?:is|was|went)\s+down))  # "the wifi is down"
    (?=\s+(?:just\s+|finally\s+)?(?:{_CUT_OR_BACK}|(?:is|was|went)\s+down)(?![\w-])
    # "the water went down into the flat below": where it went, not a supply cut
    (?!\s+(?:into|to|through|of|onto|under|over|across|the|a|an)\b))""",
    re.IGNORECASE | re.VERBOSE,
)
# When a texted cut was: "tues to fri", "wed night", "yday", "last week".
_CUT_WHEN: Final = rf"""(?:on\s+|last\s+)?(?:{SHORT_WEEKDAY}|{WEEKDAY}|yday|yesterday|today
    |last|\d)\b"""
# "no power since 6am", "no wifi for 3 days": had by the speaker ("no gas tues to fri": in
# the past).
_NO_SUPPLY: Final = re.compile(
    rf"""(?P<lead>(?:^|[.!?]\s+)(?:(?:still|ugh|so|barely)[,!.]?\s+)?)no
    (?=\s+(?:{SUPPLIES})\s+(?:(?P<lasting>since|for(?=\s+(?:\d+|a|an|two|three|four|five|six
    |over|nearly|almost|about)\s+(?:hours?|hrs?|days?|weeks?|wks?|months?)\b))\s|{_CUT_WHEN}))""",
    re.IGNORECASE | re.VERBOSE,
)
# "power cut wed night, 6 hrs": a cut the speaker had, "I had" left out.
_CUT_HAD: Final = re.compile(
    rf"""(?P<lead>(?:^|[.!?]\s+)(?:(?:ugh|so|and|also|barely)[,!.]?\s+)?)(?:a\s+)?
    (?P<what>(?:power|gas|water)\s+cut)(?=\s+{_CUT_WHEN})""",
    re.IGNORECASE | re.VERBOSE,
)
_CLAUSE_END: Final = re.compile(r"[,;.!?]")
_SENTENCE_END: Final = re.compile(r"[.!?]")
_AWAY: Final = re.compile(
    r"\bat\s+(?:work|school|uni|college|the\s+office|the\s+gym|the\s+match|the\s+game"
    r"|the\s+theatre|the\s+festival)\b|\bmid-?(?:class|game|match|show|film|set)\b"
    r"|\bduring\s+the\s+\w+|\bat\s+(?-i:[a-z]+)['’]s\b|\bat\s+(?:his|her|their)\s+\w+"
    r"|\bat\s+(?:my|our)\s+(?!(?:house|flat|place|home|apartment)\b)\w+",  # "at my mums"
    re.IGNORECASE,
)
# A cut told as news of somewhere else, or one still to come: "across spain and portugal",
# "3 times a day in lebanon now", "200 houses", "tonight 8-10pm, load shedding", "on friday
# for maintenance".
_NOT_OWN_CUT: Final = re.compile(
    rf"""\b(?:{alternation(COUNTRIES - {"us"})}|across|nationwide|countrywide|country|city-?wide
    |region|\d+\s+(?:houses|homes|households|flats|streets)|times\s+a\s+(?:day|week)
    |tonight|tomorrow|tmrw|tmr|next|scheduled|planned|maintenance|load[\s-]*shedding|will
    |gonna|going\s+to|hopefully|expected)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# Someone else in the turn before the cut: "Ana rang from Lagos.", "Jo is miserable.",
# "shes miserable".
_OTHER_BEFORE: Final = re.compile(
    r"""\b(?:shes|hes|theyre|she|he|they)\b|(?<![.!?]\s)(?<!^)\b(?-i:[A-Z][a-z]+)\b
    |(?:^|[.!?]\s+)(?-i:[A-Z][a-z]+)\s+(?:is|was|rang|called|texted|said|says|has|had|lives
    |went|got|came|told|sent)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# How far after a cut its sentence is read for where and when it was.
_CLAUSE_WINDOW: Final = 300
_FIRST_PERSON: Final = re.compile(rf"\b(?:{alternation(FIRST_PERSON)})\b", re.IGNORECASE)


def owned_supply(text: str, prompt: str | None) -> str:
    """``text`` (one turn) with the power, water or wifi that was cut or came back made the
    speaker's: "power was out 14 hrs on tues" -> "my power was out 14 hrs on tues", "no
    power since 6am" -> "I've had no power since 6am". Only where the turn opens on it (a
    word or two may lead) or speaks of the speaker; not when the turn or a question before
    it speaks of somewhere other than home or of someone else, nor for a cut still to come
    or told as news of a country."""
    if not any(pattern.search(text) for pattern in (_SUPPLY_CUT, _NO_SUPPLY, _CUT_HAD)):
        return text  # most turns: no cut, nothing more to read
    if (
        prompt
        and "?" in prompt
        and (
            _ELSEWHERE.search(prompt)
            or _SOMEONE_ELSE.search(prompt)
            or _THEIR_KIN.search(prompt)
            or re.search(r"\bthere\b", prompt, re.IGNORECASE)
        )
    ):
        return text  # "how was the hotel?", "how is your gran?", "how is it there?": theirs

    # Where the turn first speaks of somewhere or someone else, and of the speaker: every
    # match is judged against these, read once (a turn of thousands of cuts stays linear).
    elsewhere = min(
        (
            found.end()
            for pattern in (_ELSEWHERE, _SOMEONE_ELSE, _OTHER_BEFORE, _KIN_OWNS)
            if (found := pattern.search(text)) is not None
        ),
        default=len(text) + 1,
    )
    own = _FIRST_PERSON.search(text)
    fourth = re.match(r"\s*(?:\S+\s+){3}", text)  # the turn's first three words

    def mine(match: re.Match[str], said: str) -> str:
        rest = text[match.end() : match.end() + _CLAUSE_WINDOW]
        sentence = _SENTENCE_END.split(rest, maxsplit=1)[0]
        clause = _CLAUSE_END.split(rest, maxsplit=1)[0]
        opens = (
            fourth is None
            or match.start() <= fourth.end()
            or (own is not None and own.start() < match.start())
            or _FIRST_PERSON.search(sentence)
        )
        if (
            not opens
            or elsewhere <= match.start()
            or _ELSEWHERE.search(clause)
            or _AWAY.search(clause)
            or _NOT_OWN_CUT.search(sentence)
        ):
            return match.group()
        return said

    text = _NO_SUPPLY.sub(lambda m: mine(m, _none_had(m)), text)
    text = _CUT_HAD.sub(lambda m: mine(m, f"{m['lead']}I had a {m['what'].lower()}"), text)
    return _SUPPLY_CUT.sub(lambda m: mine(m, _supply_mine(m)), text)


def _none_had(match: re.Match[str]) -> str:
    """ "no power since 6am" -> "I've had no power since 6am"; "no gas tues to fri" -> "I had
    no gas tues to fri"."""
    had = "I've had" if match["lasting"] else "I had"
    return f"{match['lead']}{had} no"


def _supply_mine(match: re.Match[str]) -> str:
    """ "the power", "Power" -> "my power", "My power"."""
    said = match.group("the") or match.group("supply")
    whose = "My" if said[:1].isupper() else "my"
    return f"{match['lead']}{whose} {match['supply'].lower()}"


# Somewhere a roof or a boiler may be that is not the speaker's home.
_ELSEWHERE: Final = re.compile(
    r"""\b(?:hotel|airbnb|hostel|b&b|campsite|in-?laws|office|neighbou?rs?|next\s+door
    |cottage|caravan|villa|cabin|chalet|stayed|staying)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _the_made_mine(pattern: re.Pattern[str], text: str, prompt: str | None) -> str:
    """``text`` with the "the" of each match of ``pattern`` made "my", up to where the turn
    first speaks of someone else; ``text`` as it was when its prompt does."""
    if prompt and (_SOMEONE_ELSE.search(prompt) or _THEIR_KIN.search(prompt)):
        return text  # "how is your mum?" - "the cast came off yesterday": hers, maybe
    out: list[str] = []
    at = 0
    scanned = 0  # how far the turn has been read for someone else, before this match
    for match in pattern.finditer(text):
        start = match.start("the")
        if _SOMEONE_ELSE.search(text, scanned, start) or _KIN_OWNS.search(text, scanned, start):
            break  # "Ana's ...", "my mum's house is a mess. The roof ...": not the speaker's
        scanned = start
        whose = "My" if match.group("the")[0].isupper() else "my"
        out += [text[at : match.start("the")], whose]
        at = match.end("the")
    return "".join(out) + text[at:]


def owned_outcome(text: str, prompt: str | None) -> str:
    """``text`` (one turn) with "the" read as "my" before the speaker's own ordeal and how
    it went: "The speech went really well, thanks" -> "My speech went really well". Not
    when the turn before it, or the turn so far, speaks of someone else (a "he", "her",
    "Sam's"): their interview may be the one told of."""
    if prompt and _SOMEONE_ELSE.search(prompt):
        return text
    match = _OUTCOME.search(text)
    if match is None or _SOMEONE_ELSE.search(text[: match.start("the")]):
        return text
    whose = "My" if match.group("the")[0].isupper() else "my"
    rest = text[match.end() :]
    thanks = _THANKS_AFTER.match(rest)
    if thanks is not None:
        rest = thanks.group("said") + rest[thanks.end() :]
    return text[: match.start("the")] + whose + " " + rest.lstrip()
