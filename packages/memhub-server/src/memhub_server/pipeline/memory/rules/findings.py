"""A professional's finding, told as reported speech, made the plain fact it is.

Reported speech forms nothing on its own ("My mum says I work too much" is her view, not
a fact about the speaker). A diagnosis is different: "the vet said she has kidney disease"
is how people tell what is wrong with them, their family or their pet, and that is what
they need remembered. :func:`plain_findings` rewrites such a report, before the turn's
clauses are read, as the finding itself:

* "the doctor said I have gout" -> "I have gout";
* "the vet thinks Biscuit has arthritis" -> "Biscuit has arthritis";
* "they found he's got an irregular heartbeat, atrial fibrillation, at his check up on
  Thursday" -> "he has an irregular heartbeat (atrial fibrillation). he had a check up on
  Thursday" (the "he" is then settled by :mod:`.carry`, or forms nothing);
* "my knee. the doctor says the meniscus is torn" -> "my knee. I have a torn meniscus"
  ("the meniscus" is the speaker's only when the turn and its prompt name no one else);
* "they told me it's a stress fracture" -> "I have a stress fracture".

It is narrow on purpose. The one reporting must be a doctor, nurse, vet, physio, surgeon,
dentist, consultant or specialist (or a scan, a test, the results), or "they" when the turn
or its prompt is about a visit to one (the vet, a check-up, a scan, the hospital) or "they
told me" the finding. What is reported must be a condition, an illness or an injury
(:data:`CONDITION`) that someone has, plainly: "might have", "doesn't have", "should
rest", "is fine" and anything not a condition stay reported speech and form nothing.
"""

from __future__ import annotations

import re
from typing import Final

from .context import PEOPLE_WORDS, people_in, pronoun_fits
from .lexicon import PETS, RELATIVES, alternation

__all__ = ["CONDITION", "SHORT_ILLNESSES", "plain_findings"]

# Conditions known by name.
_NAMED = r"""gout|diabetes|pre-?diabetes|asthma|arthritis|osteoarthritis|cancer|leuk(?:a)?emia
    |dementia|alzheimer'?s|parkinson'?s|epilepsy|an(?:a)?emia|glaucoma
    |cataracts?|sciatica|angina|lupus|multiple\s+sclerosis|copd|emphysema|heart\s+failure
    |kidney\s+stones?|gallstones?|(?:a\s+)?heart\s+murmur|atrial\s+fibrillation|a-?fib
    |(?:an\s+)?irregular\s+heartbeat|high\s+blood\s+pressure|high\s+cholesterol
    |low\s+blood\s+pressure|sleep\s+apn(?:o)?ea|long\s+covid
    |(?:a\s+)?(?:slipped|herniated|bulging)\s+disc|(?:an?\s+)?(?:inguinal\s+|umbilical\s+)?hernia
    |(?:a\s+|an\s+)?(?:stomach\s+)?ulcers?|(?:a\s+)?cyst|(?:a\s+)?(?:benign\s+)?tumou?r
    |(?:a\s+)?blood\s+clot|(?:a\s+)?(?:stress|hairline|compound)\s+fracture|celiac|coeliac
    |hypothyroidism|hyperthyroidism|eczema|psoriasis|ibs|crohn'?s|adhd|autism|dyslexia
    |tinnitus|migraines|endometriosis|pcos|fibromyalgia|scoliosis|osteoporosis|hypertension
    |(?:type\s+[12]\s+)?diabetes|laminitis|hip\s+dysplasia|(?:a\s+)?heart\s+defect
    |(?:a\s+)?hole\s+in\s+the\s+heart
    |mange|ringworm|distemper|(?:an?\s+)?(?:ear|eye|skin|chest|urinary)\s+infection"""
# Conditions known by their ending: "tendonitis", "scoliosis", "melanoma", "neuropathy".
_ENDINGS = r"""(?!(?:diagnosis|prognosis|osmosis|hypnosis|diploma|aroma|empathy|sympathy
    |telepathy|apathy|antipathy|nostalgia)\b)[a-z]{3,}(?:itis|osis|iasis|oma|a?emia|pathy
    |algia)"""
# "kidney disease", "a thyroid disorder", "vitamin D deficiency", "a heart condition".
_KINDS = r"""(?:an?\s+)?(?:(?:rare|chronic|genetic|autoimmune|degenerative|serious)\s+)?
    (?:(?!(?:the|this|that|no|any|some|a|an|his|her|my|their|its)\b)[\w'-]+\s+){1,2}?
    (?:disease|disorder|syndrome|deficiency|dysplasia|palsy)
    |(?:an?\s+)?(?:heart|kidney|liver|renal|lung|thyroid|skin|medical|genetic|autoimmune
    |chronic|eye|back|knee|hip|bone|blood|neurological|rare|heart\s+valve)\s+
    (?:condition|failure|problem|defect|insufficiency)"""
# Injuries: "a torn meniscus", "a ruptured achilles tendon", "a tear in his rotator cuff".
BODY_PARTS: Final = r"""meniscus|acl|mcl|ligaments?|cruciate(?:\s+ligament)?|tendons?
    |achilles(?:\s+tendon)?|hamstring|calf\s+muscle|muscle|cartilage|rotator\s+cuff|disc
    |knee(?:\s+ligament|\s+cap)?|kneecap|wrist|ankle|arm|leg|hip|pelvis|collarbone|clavicle
    |ribs?|toes?|fingers?|thumb|foot|elbow|shoulder|bone|tooth|nose|jaw|skull|vertebra|spine
    |hand|heel|shin|tibia|fibula|femur|retina|eardrum|cheekbone|back|neck"""
_HURT = r"torn|ruptured|fractured|cracked|dislocated|herniated|detached|perforated"
_INJURIES = rf"""(?:an?\s+)?(?:(?:{_HURT})\s+(?:(?:left|right)\s+)?(?:{BODY_PARTS})
    |(?:(?:small|slight|partial|bad|full)\s+)?(?:tear|fracture|rupture)
     (?:\s+(?:in|of)\s+(?:the|my|his|her|their)\s+(?:(?:left|right)\s+)?(?:{BODY_PARTS}))?)"""

# Short illnesses, which pass (a state, not a durable fact) whoever tells them.
SHORT_ILLNESSES: Final = rf"""bronchitis|tonsillitis|laryngitis|conjunctivitis|gastroenteritis
    |gastritis|sinusitis|otitis|mastitis|pneumonia|shingles|(?:a\s+)?concussion|whiplash
    |jaundice|(?:a\s+|an\s+)?(?:chest\s+|ear\s+|urinary\s+tract\s+|kidney\s+|eye\s+)?infection
    |an?\s+uti|(?:the\s+)?(?:flu|cold|covid(?:-19)?|norovirus|stomach\s+bug|chickenpox|measles|mumps)
    |worms|roundworms?|tapeworms?|fleas|ticks|(?:ear\s+)?mites|kennel\s+cough|parvo(?:virus)?
    |(?:a\s+)?(?:sprained|broken|bruised)\s+(?:(?:left|right)\s+)?(?:{BODY_PARTS})"""

_MODIFIERS = r"""(?:(?:early[- ]stage|late[- ]stage|stage\s+\w+|mild|severe|chronic|acute
    |advanced|bad|slight|minor|type\s+[12])\s+)*"""
_LASTING = rf"(?:{_NAMED})|(?:{_ENDINGS})|{_INJURIES}|{_KINDS}"
CONDITION: Final = (
    rf"""(?:an?\s+)?{_MODIFIERS}(?!(?:{SHORT_ILLNESSES})(?![\w'-]))(?:{_LASTING})(?![\w'-])"""
)
"""A condition, an illness or an injury that lasts: "gout", "early-stage kidney disease",
"an irregular heartbeat", "tendonitis", "a torn meniscus". A regex fragment (verbose)."""
_ANY_CONDITION = rf"(?:an?\s+)?{_MODIFIERS}(?:{SHORT_ILLNESSES}|{_LASTING})(?![\w'-])"

_FLAGS: Final = re.IGNORECASE | re.VERBOSE

_PROFESSIONALS = r"""doctors?|docs?|gp|nurses?|vets?|physio|physiotherapist|consultant|surgeon
    |dentist|specialists?|cardiologist|oncologist|neurologist|dermatologist|rheumatologist
    |paediatrician|pediatrician|radiologist|orthop(?:a)?edic\s+surgeon|optician|optometrist
    |midwife|hospital|clinic|a&e"""
_EVIDENCE = r"""scan|x-?ray|mri|ultrasound|biopsy|(?:blood\s+)?tests?|test\s+results|results"""
# The one reporting: "the doctor", "my GP", "Dr Osei", "the scan", "they".
_REPORTER = rf"""(?P<reporter>(?:(?:the|my|our|his|her|their|(?-i:[A-Z])[\w-]+'s)\s+)?
    (?:(?:new|usual|own|family|regular|other|second|emergency|eye|heart|knee|bone)\s+)?
    (?:{_PROFESSIONALS}|{_EVIDENCE})
    # where they are: "the vet in Chileka", "the doctor at the clinic"
    (?:\s+(?:in|at)\s+(?:the\s+)?(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)?
    |(?-i:Dr|DR|dr)\.?\s+(?-i:[A-Z])[\w'-]+|(?-i:[Dd]octor)\s+(?-i:[A-Z])[\w'-]+
    |(?P<they>they))"""
# When the news came, said between "told me" and the finding ("the GP told me yesterday
# that I have asthma", "the doctor told me on monday i've got ...").
_WHEN = r"""(?:yesterday|today|this\s+morning|last\s+week|on\s+(?:mon|tues|wednes|thurs|fri
    |satur|sun)day)"""
_TOLD = rf"told\s+(?:me|us)(?:\s+(?P<told_when>{_WHEN}))?|tells\s+(?:me|us)"
# Whom a finding was told to, who is whose "he" or "she" the finding then says: "the
# doctor told Dad he has diabetes", "the GP told my sister she's got asthma".
_TOLD_ONE = rf"""(?:my|our)\s+(?:{alternation(RELATIVES)})|(?!(?-i:The|They|It|This|That|There
    |He|She|Me|Us|Him|Her|Them)\b)(?:(?-i:Auntie|Aunt|Uncle|Nana|Nan|Granny|Grandma|Grandpa
    |Cousin)\s+)?(?-i:[A-Z])[a-z]+(?:-(?-i:[A-Z])[a-z]+)?"""
_VERB = rf"""(?:(?:now|finally|just|also|eventually|then|definitely|have|has)\s+)?
    (?P<verb>says|said|say|thinks|think|thought|reckons|reckon|reckoned|believes|believe
    |confirmed|confirm|confirms|found|find|discovered|showed|shows|show|revealed
    |(?P<told>{_TOLD})|told\s+(?:him|her|them)|told\s+(?P<told_one>{_TOLD_ONE})
    |explained|(?P<diagnosed>diagnosed))"""
# Where a report may start: a clause's own start, not inside a question or a condition
# ("did the doctor say ...", "if the vet says ...").
_LEAD = rf"""(?P<lead>^|(?<=[.!?])\s+|\s*[,;:]\s+|\s+[–—-]\s+|\s+(?:and|but|so|then)\s+)
    (?P<filler>(?:(?:ok|okay|so|um|well|anyway|apparently|and|but|first\s+thing)[\s,]+){{0,4}}
    (?:(?P<lead_when>{_WHEN})[\s,]+)?)"""
# (At most four fillers: a run of "so so so ..." would otherwise be read again from each
# word of it.)
_FRAME: Final = re.compile(rf"{_LEAD}{_REPORTER}\s+{_VERB}(?:\s+that)?\s+(?=\S)", _FLAGS)

_KIN = alternation(RELATIVES | PETS)
_KIN_NOT_CARERS = alternation((RELATIVES | PETS) - {"doctor", "therapist"})
# Whose the finding is: "I", "my dad", "my cat Strudel", "Biscuit", "he", "she".
_WHO = rf"""(?P<who>(?-i:I|i)(?=[\s'’]|m\b|ve\b)
    |(?:my|our)\s+(?:(?:little|big|older|younger|old|baby|twin|step)\s+)?
    (?:{_KIN})(?:\s+(?-i:[A-Z])[\w'-]+)?|(?!(?-i:The|They|It|This|That|There|He|She|I)\b)
    (?-i:[A-Z])[\w'-]+|he|she)"""
_HAS = r"""(?P<has>has|have|had|'s\s+got|’s\s+got|'ve\s+got|ve\s+got|s\s+got|has\s+got
    |have\s+got|had\s+got|got
    |is\s+suffering\s+from|'s\s+suffering\s+from|was\s+suffering\s+from
    |'m\s+suffering\s+from|am\s+suffering\s+from)"""
_CONDITION_AT: Final = re.compile(rf"(?P<condition>{_ANY_CONDITION})", _FLAGS)
_HAS_CONDITION: Final = re.compile(rf"{_WHO}\s*{_HAS}\s+(?=\S)", _FLAGS)
# "I'm allergic to penicillin", "she's diabetic".
_IS_CONDITION: Final = re.compile(
    rf"""{_WHO}\s*(?P<be>'s|’s|'m|’m|m|s|\s+is|\s+am|\s+are|\s+was)\s+
    (?P<state>allergic\s+to\s+[\w' -]+?|diabetic|pre-?diabetic|an(?:a)?emic|asthmatic|epileptic
    |lactose\s+intolerant|gluten\s+intolerant|coeliac|celiac)(?=\s*(?:[,.;!?]|$))""",
    _FLAGS,
)
# "the meniscus is torn", "my wrist is fractured", "his ribs are cracked".
_PART_HURT: Final = re.compile(
    rf"""(?P<whose>the|my|his|her)\s+(?P<part>(?:(?:left|right)\s+)?(?:{BODY_PARTS}))\s*
    (?P<be>'s|’s|\s+is|\s+are|\s+was|\s+were)\s+(?:(?:badly|completely|partly|partially)\s+)?
    (?P<hurt>{_HURT}|broken|sprained)(?=\s*(?:[,.;!?]|$)|\s+(?:and|but|so)\b)""",
    _FLAGS,
)
# "it's a stress fracture", "it was tendonitis".
_IT_IS: Final = re.compile(r"it(?:'s|’s|s|\s+is|\s+was)\s+(?:(?:just|only|actually)\s+)?", _FLAGS)

# Words that say a visit to someone who finds what is wrong: "they" reports for them.
_MEDICAL: Final = re.compile(
    rf"""\b(?:{_PROFESSIONALS}|{_EVIDENCE}|vet's|doctor's|dentist's|check[- ]?ups?|appointment
    |surgery|a&e|diagnos\w*)(?![\w'])""",
    _FLAGS,
)
# Someone besides the speaker, in reach of "the knee" or "it": then whose it is, nothing says.
_OTHERS: Final = re.compile(
    rf"""\b(?:he|she|his|her|him|hers|he's|she's)\b|\b(?:{_KIN_NOT_CARERS})\b
    |[^.!?\s]\s+(?!I\b|I')(?-i:[A-Z])[\w'-]+""",
    _FLAGS,
)
# In the sentence after a finding, someone else it may be: "It's my son's.", "Not mine."
_ELSE_NEXT: Final = re.compile(
    rf"""\b(?:he|she|his|her|him|hers|he's|she's|not\s+mine|isn't\s+mine)\b
    |\b(?:{_KIN_NOT_CARERS})\b
    |(?!(?-i:It|That|There|Here|What|Who|He|She)['’]s)(?-i:[A-Z])[\w-]+['’]s\b""",
    _FLAGS,
)
# A trailing descriptor that is no clause: ", early stage", ", right forearm".
_DESCRIPTOR: Final = re.compile(
    r"""\s*,\s*(?:early|late|stage|mild|severe|thankfully|luckily|apparently|sadly|left|right
    |both|probably|quite|very|pretty|a\s+bit|grade)\b[^,.;!?]*""",
    _FLAGS,
)
# An appositive naming the condition again: ", atrial fibrillation,".
_APPOSITIVE: Final = re.compile(
    rf"\s*,\s*(?P<again>(?:{_ANY_CONDITION}))\s*(?=[,.;!?]|$|\s+(?:at|on|in)\b)", _FLAGS
)
# Where the finding was made: " at his check up on Thursday".
_VISIT: Final = re.compile(
    r"""\s*,?\s+at\s+(?:his|her|my|their|the|a)\s+(?P<visit>(?:annual\s+|yearly\s+|routine\s+)?
    (?:check[- ]?up|appointment|scan|x-?ray|mri|ultrasound|physical))\b(?P<when>[^,.;!?]*)""",
    _FLAGS,
)
# "Strudel was at the vet last Tuesday and they said ...": the visit, an event.
_WAS_AT: Final = re.compile(
    r"""\b(?:was|were)\s+at\s+the\s+(?=(?:vet|vet's|vets|doctor's|doctors|dentist|dentist's
    |hospital|clinic|gp|physio)\b[^.!?]*?\b(?:last|yesterday|on|ago|this)\b)""",
    _FLAGS,
)


# What a professional tells the speaker of their own body that is no named condition:
# a level ("my iron levels are low", "I'm low on vitamin D"), a weak part ("I have a weak
# left knee"), a treatment needed ("I need two fillings"), a clear result.
_OWN_REPORTER = r"""(?:my|the)\s+(?:(?:new|usual|own|family|regular)\s+)?(?:doctor|doc|gp|nurse
    |physio|physiotherapist|consultant|surgeon|dentist|specialist|optician|optometrist|midwife)"""
_MEASURE = r"""blood\s+pressure|cholesterol|blood\s+sugar|iron(?:\s+levels?)?|ferritin
    |vitamin\s+(?-i:[A-Z])(?:12)?(?:\s+levels?)?|b12(?:\s+levels?)?|thyroid\s+levels?"""
_OWN_FINDING: Final = re.compile(
    rf"""(?P<lead>^|(?<=[.!?:])\s+)(?:apparently\s+|and\s+|so\s+)?{_OWN_REPORTER}\s+
    (?:says|said|told\s+me|tells\s+me|thinks|reckons|found|finds)\s+(?:that\s+)?
    (?:(?P<need>(?-i:I|i)\s+(?:need|needed)\s+(?:a\s+|an\s+|two\s+|three\s+|some\s+|new\s+)*
      (?:fillings?|glasses|reading\s+glasses|surgery|an?\s+operation|stitches|crowns?|root\s+canal
      |braces|brace|hearing\s+aids?|hip\s+replacement|knee\s+replacement|injections?)(?:\s+now)?)
    |(?P<weak>(?-i:I|i)\s+(?:have|'ve\s+got|’ve\s+got)\s+(?:a\s+)?(?:weak|bad|dodgy)\s+
      (?:(?:left|right|lower|upper)\s+)?(?:{BODY_PARTS}))
    |(?-i:I|i)(?:['’]m|\s+am)\s+(?:a\s+bit\s+|slightly\s+|very\s+)?(?P<low_on>low)\s+(?:on|in)\s+
      (?P<lacking>{_MEASURE})
    |my\s+(?P<measure>{_MEASURE})\s+(?:is|are|was|were)\s+(?:a\s+bit\s+|slightly\s+|very\s+|too\s+)?
      (?P<level>high|low))
    (?=\s*(?:[.!;]|,\s+so\s+(?-i:I|i)\b|$))""",
    _FLAGS,
)


def _own_finding(match: re.Match[str]) -> str:
    """The finding :data:`_OWN_FINDING` matched, said by the speaker."""
    lead = match.group("lead")
    if match.group("need") is not None:
        return lead + match.group("need")
    if match.group("weak") is not None:
        return lead + match.group("weak")
    if match.group("low_on") is not None:
        return f"{lead}I have low {match.group('lacking')}"
    return f"{lead}I have {match.group('level').lower()} {match.group('measure')}"


def plain_findings(text: str, prompt: str | None = None, pets: frozenset[str] = frozenset()) -> str:
    """``text`` (one turn) with each professional's finding told as reported speech made
    the plain statement of it; ``prompt``, what was said just before the turn, may make
    "they" a doctor's or a vet's ("how did the check-up go?"); ``pets``, the names known to
    be animals', lets a vet's "it" be the one the turn names. See the module docstring."""
    text = _OWN_FINDING.sub(_own_finding, text)
    if prompt is not None and (answer := _answered(text, prompt)) is not None:
        return answer
    out: list[str] = []
    at = 0
    medical: bool | None = None  # whether the turn or its prompt is about a visit
    for frame in _FRAME.finditer(text):
        if frame.start() < at:
            continue
        if frame.group("they") and not frame.group("told") and medical is None:
            medical = bool(_MEDICAL.search(text) or (prompt and _MEDICAL.search(prompt)))
        # the sentence the report is in, up to it (searched back from the report only)
        opens = max(at, *(text.rfind(mark, at, frame.start()) + 1 for mark in ".!?"))
        head = text[opens : frame.start()]
        same = frame.start() > 0 and text[frame.start() - 1] not in ".!?"
        one = _the_one(head) if same else None
        found = _finding(text, frame, prompt, one, bool(medical), pets)
        if found is None:
            continue
        before = text[at : frame.start()]
        finding, end = found
        when = frame.group("told_when") or frame.group("lead_when")
        if when is not None:
            if (tail := _CONDITION_TAIL.match(text, end)) is not None:
                # "coeliac disease, so no more toast": the words after the condition's
                # name are still its own, and the day goes after them
                finding, end = finding.rstrip() + tail.group("tail"), tail.end()
            finding = _diagnosed_when(finding, when)
        if frame.start() == 0:
            joint = ""
        elif not frame.group("lead").strip() and text[frame.start() - 1] in ".!?":
            joint = frame.group("lead")  # the report opens a sentence of its own
        else:
            # "Strudel was at the vet last Tuesday and they said ...": two sentences, the
            # visit an event of its own
            joint = ". "
            cut = max(before.rfind(mark) for mark in ".!?") + 1
            before = before[:cut] + _WAS_AT.sub("went to the ", before[cut:])
        out.append(before + joint + finding)
        at = end
    if not out:
        return text
    return "".join(out) + text[at:]


# A finding stated plainly: "I have asthma.", "my dad has a heart condition."
_HAS_FOUND: Final = re.compile(r"^(?P<who>.+?)\s+(?:have|has)\s+(?P<condition>[^.!?]+)(?P<end>.*)$")


def _diagnosed_when(finding: str, when: str) -> str:
    """ "I have asthma." told with when the news came ("the GP told me yesterday ..."):
    "I was diagnosed with asthma yesterday.", the day kept with it."""
    has = _HAS_FOUND.match(finding)
    if has is None:
        return finding
    who = has.group("who")
    be = "were" if who.lower() in {"we", "you", "they"} else "was"
    when = " ".join(when.split())
    when = when[:1].lower() + when[1:]  # "On Monday the doctor ...": "on Monday"
    return f"{who} {be} diagnosed with {has.group('condition')} {when}{has.group('end')}"


_CONDITION_TAIL: Final = re.compile(
    r"""(?P<tail>(?:\s+(?!(?:and|but|so|or|because|since|after|which|that|too|as|now|again
    |though|although|apparently)\b)[a-z][\w'-]*){1,2})(?=\s*(?:[,.;:!?]|$))""",
    re.VERBOSE,
)


# "what did the doctor say?": the answer is the finding, about the one asked.
_ASKED: Final = re.compile(
    r"""\bwhat(?:'d|\s+did|\s+have|\s+has)\s+(?:the|your)\s+(?:doctors?|docs?|gp|physio
    |physiotherapist|consultant|surgeon|specialist|dentist|nurse)\s+(?:say|said|tell\s+you
    |told\s+you|find|found|think)\b""",
    _FLAGS,
)
_ANSWER: Final = re.compile(
    rf"""(?P<filler>(?:(?:oh|well|so|um|apparently|yeah|turns\s+out)[\s,]+)*)
    (?P<condition>{_ANY_CONDITION})(?P<after>\s*(?:[.,;!]|$))""",
    _FLAGS,
)


def _answered(text: str, prompt: str) -> str | None:
    """``text`` opening on the finding a question asked for ("what did the doctor say?" -
    "tendonitis. ...") as the speaker's: "I have tendonitis. ..."; None for any other
    answer, or a question about someone else."""
    asked = _ASKED.search(prompt)
    if asked is None or _OTHERS.search(prompt):
        return None
    answer = _ANSWER.match(text)
    if answer is None:
        return None
    after = text[answer.end() :].lstrip()
    if _ELSE_NEXT.search(_next_sentence(text, answer.start("after"))):
        return None  # "Hernia. Not mine, my dad's.": whose it is, the answer goes on to say
    body = _lowered(" ".join(answer.group("condition").split()))
    return f"I have {_with_article(body)}." + (f" {after}" if after else "")


_EPONYMS: Final = re.compile(r"(?:crohn|alzheimer|parkinson)['’]?s\b", re.IGNORECASE)


def _lowered(condition: str) -> str:
    """The condition with the capital the answer opened on lowered ("Hernia" -> "hernia"),
    an acronym ("IBS") or a name ("Crohn's") kept."""
    first = condition.split()[0]
    if first[1:] != first[1:].lower() or _EPONYMS.match(condition):
        return condition
    return condition[:1].lower() + condition[1:]


def _next_sentence(text: str, start: int) -> str:
    """The sentence of ``text`` after the one that ends at or after ``start``."""
    ends = [at for mark in ".!?" if (at := text.find(mark, start)) >= 0]
    if not ends:
        return ""
    after = min(ends) + 1
    stops = [at for mark in ".!?" if (at := text.find(mark, after)) >= 0]
    return text[after : min(stops) + 1 if stops else len(text)]


_BARE_INJURY: Final = re.compile(rf"(?:{_HURT}|sprained|broken|bruised)\s", re.IGNORECASE)


def _with_article(condition: str) -> str:
    """ "torn hamstring" -> "a torn hamstring"; other conditions as they are."""
    if _BARE_INJURY.match(condition) and not condition.lower().endswith("s"):
        return f"a {condition}"
    return condition


def _finding(
    text: str,
    frame: re.Match[str],
    prompt: str | None,
    one: str | None,
    medical: bool,
    pets: frozenset[str],
) -> tuple[str, int] | None:
    """The finding ``frame`` reports, stated plainly, and where it ends in ``text``; None
    when it is no finding of a condition (or whose or by whom, nothing says). ``one``: the
    one person the clause the report is joined to names ("Strudel was at the vet and they
    said she ..."), whom a "he"/"she" in the finding means when it can. ``medical``:
    whether the turn or its prompt is about a visit to a doctor or the like ("they")."""
    start = frame.end()
    rest = text[start:]
    if frame.group("they") and not (frame.group("told") or medical):
        return None  # "they say I have ...": who "they" are, nothing says
    if frame.group("verb").lower() in {"showed", "shows", "show"} and not frame.group(
        "reporter"
    ).lower().endswith(("scan", "ray", "mri", "sound", "biopsy", "test", "tests", "results")):
        return None  # "the vet showed me ...": not a finding
    stated = _stated(rest, frame, text[: frame.start()], prompt, pets)
    if stated is None:
        return None
    finding, subject, end = stated
    if (told_one := frame.group("told_one")) is not None:
        fits = all(pronoun_fits(word, subject) for word in told_one.split())
        if subject.lower() not in {"he", "she"} or not fits:
            return None  # "told Dad his mum has ...": whose finding, the words do not say
        one = told_one
    if one is not None and subject.lower() in {"he", "she"} and pronoun_fits(one, subject):
        finding = one + finding[len(subject) :]
        subject = one
    tail = rest[end:]
    if (visit := _VISIT.match(tail)) is not None:
        had = "I had" if subject == "I" else f"{subject} had"
        finding += f". {had} a {visit.group('visit')}{visit.group('when')}"
        end += visit.end()
        tail = rest[end:]
    if (descriptor := _DESCRIPTOR.match(tail)) is not None:
        end += descriptor.end()
        tail = rest[end:]
    if (place := _WHERE_FOUND.match(tail)) is not None:
        end += place.end()  # "... at the hospital": where it was found, not part of it
        tail = rest[end:]
    if (joint := _NEXT_CLAUSE.match(tail)) is not None:
        finding += ". "  # "..., the operation is on Tuesday": a sentence of its own
        end += joint.end()
    elif (shared := _SHARED_SUBJECT.match(tail)) is not None:
        end += shared.end()  # "... and needs surgery": whose verb, the rewrite lost
    return finding, start + end


def _stated(
    rest: str, frame: re.Match[str], earlier: str, prompt: str | None, pets: frozenset[str]
) -> tuple[str, str, int] | None:
    """What ``rest`` (the words after the report's frame) finds, stated plainly, with
    whose it is ("I", "my dad", "she") and where it ends; None for no condition."""
    if frame.group("diagnosed"):
        return _diagnosed(rest)
    if (has := _HAS_CONDITION.match(rest)) is not None:
        if has.group("has").lower().startswith("had"):
            return None  # "said I had cancer in 2015": then, not now; left as written
        who = _who(has.group("who"))
        condition = _CONDITION_AT.match(rest, has.end())
        if condition is None:
            return None
        verb = "have" if who == "I" else "has"
        body, end = _condition(rest, condition)
        finding = f"{who} {verb} {body}"
        subject = who
    elif (state := _IS_CONDITION.match(rest)) is not None:
        who = _who(state.group("who"))
        be = "am" if who == "I" else "is"
        finding = f"{who} {be} {state.group('state').strip()}"
        end, subject = state.end(), who
    elif (hurt := _PART_HURT.match(rest)) is not None:
        whose = hurt.group("whose").lower()
        if whose in {"the", "my"}:
            if whose == "the" and (
                _someone_else(earlier, prompt)
                or _ELSE_NEXT.search(_next_sentence(rest, hurt.end()))
            ):
                return None  # "Dad fell. The doctor says the hip is broken": whose hip
            who = "I"
        else:
            who = "he" if whose == "his" else "she"
        verb = "have" if who == "I" else "has"
        part = hurt.group("part").lower()
        plural = part.endswith("s") and part not in {"meniscus", "achilles", "pelvis"}
        article = "" if plural else "an " if hurt.group("hurt")[0].lower() in "aeiou" else "a "
        finding = f"{who} {verb} {article}{hurt.group('hurt').lower()} {part}"
        end, subject = hurt.end(), who
    elif (it := _IT_IS.match(rest)) is not None and (
        condition := _CONDITION_AT.match(rest, it.end())
    ) is not None:
        if not frame.group("told") and frame.group("they"):
            return None
        body, end = _condition(rest, condition)
        if _VET.search(frame.group("reporter") or ""):
            # "Tsabola was scratching, and the vet said it was mange": the one animal the
            # turn names (a vet's "it" is never the speaker's own)
            named = people_in(earlier)
            told = f"{prompt or ''} {earlier}"
            if len(named) != 1 or not (named[0] in pets or _ANIMAL_TOLD.search(told)):
                # "I told Tom about my rash, the vet said ...": Tom is no animal (the pets
                # the document or the namespace's memories know need no sign in the turn)
                return None
            finding, subject = f"{named[0]} has {body}", named[0]
        elif _someone_else(earlier, prompt):
            return None  # "the doctor says it's arthritis": whose "it" is, unsure
        else:
            finding, subject = f"I have {body}", "I"
    else:
        return None
    return finding, subject, end


def _who(said: str) -> str:
    """Whose the finding is, as the rewrite says it: "i" is "I"."""
    return "I" if said == "i" else said


# "the doctor diagnosed me with asthma", "the vet diagnosed Biscuit with diabetes".
_WHOM_WITH: Final = re.compile(
    rf"""(?:(?P<me>me|us)|(?P<him>him)|(?P<her>her)|{_WHO})\s+with\s+(?P<condition>{_ANY_CONDITION})""",
    _FLAGS,
)


def _diagnosed(rest: str) -> tuple[str, str, int] | None:
    """Whom ``rest`` (after "diagnosed") says was diagnosed with what, as a finding."""
    whom = _WHOM_WITH.match(rest)
    if whom is None:
        return None
    if whom.group("me"):
        who = "I"
    elif whom.group("him") or whom.group("her"):
        who = "he" if whom.group("him") else "she"
    else:
        who = _who(whom.group("who"))
    body, end = _condition(rest, whom)
    return f"{who} {'have' if who == 'I' else 'has'} {body}", who, end


_NEXT_CLAUSE: Final = re.compile(
    r"""\s*(?:[,;]|\s[–—-])\s*(?:and\s+|but\s+|so\s+)?(?=\w)
    |\s+(?:and|but|so)\s+(?=(?:i|he|she|they|we|it|my|our|his|her|their|the)\b|(?-i:[A-Z]))""",
    re.IGNORECASE | re.VERBOSE,
)
_SHARED_SUBJECT: Final = re.compile(r"\s+(?:and|but)\s+[^.!?]*", re.IGNORECASE)
_WHERE_FOUND: Final = re.compile(
    r"""\s+(?:at|in)\s+(?:the\s+)?(?:hospital|vet's|vets|vet|clinic|doctor's|surgery|gp's|a&e
    |er)(?=\s*(?:[,.;!?]|$))""",
    re.IGNORECASE | re.VERBOSE,
)
_MY_KIN: Final = re.compile(rf"\bmy\s+(?:{_KIN})\b", re.IGNORECASE)


def _the_one(clause: str) -> str | None:
    """The one person (or pet) ``clause`` names: "Strudel", "my dad"; None for none or
    several, or when it says "he", "she" or "they" itself."""
    if PEOPLE_WORDS.search(clause):
        return None
    people = people_in(clause)
    kin = _MY_KIN.findall(clause)
    if len(people) == 1 and len(kin) <= 1:
        return people[0]
    if not people and len(kin) == 1:
        return str(kin[0]).lower()
    return None


def _condition(rest: str, condition: re.Match[str]) -> tuple[str, int]:
    """The condition as stated (with the name it is given again, in brackets: "an irregular
    heartbeat (atrial fibrillation)") and where it ends in ``rest``."""
    body = condition.group("condition")
    end = condition.end()
    if (again := _APPOSITIVE.match(rest, end)) is not None:
        body = f"{body} ({again.group('again')})"
        end = again.end()
    return " ".join(body.split()), end


_VET: Final = re.compile(r"\bvets?\b", re.IGNORECASE)
# What shows the one named is an animal: its kind, or a part only an animal has.
_ANIMAL_TOLD: Final = re.compile(
    rf"\b(?:{alternation(PETS)}|fur|paws?|tail|feathers|whiskers|mane|hooves|beak|claws)\b",
    re.IGNORECASE,
)


def _someone_else(earlier: str, prompt: str | None) -> bool:
    """Whether the turn before the report, or its prompt, names anyone but the speaker."""
    return bool(_OTHERS.search(earlier) or (prompt and _OTHERS.search(prompt)))
