"""Word lists behind the rule-based extractor.

Kept apart from the logic so that widening coverage (another job title, another
country) is a one-line data change. Everything is lower case.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Final

__all__ = [
    "AGE_WORDS",
    "ATTACK_KINDS",
    "BODY_PARTS",
    "CALLING",
    "COUNTRIES",
    "CURRENCY_WORDS",
    "DEMONYMS",
    "FALL_VERBS",
    "FEMALE_KIN",
    "GROUPS",
    "HEDGE_WORDS",
    "IRREGULAR_PAST",
    "JOBS",
    "JOB_VERBS",
    "JOKE_PLACES",
    "KIN_EXTRA",
    "KIN_TITLES",
    "MALE_KIN",
    "MONEY_WORDS",
    "MONTH",
    "NOT_PLACES",
    "NOT_WORK",
    "NUMBER_WORDS",
    "OFFICES",
    "OFFICE_GROUPS",
    "PASTIMES",
    "PAST_PARTICIPLES",
    "PETS",
    "QUALITIES",
    "RELATIVES",
    "ROLES",
    "SCHOOL_YEAR",
    "SIMPLE_PAST",
    "SUBORDINATORS",
    "VEHICLES",
    "VERB_PREFIXES",
    "WEATHER_IT",
    "WEEKDAY",
    "WORKPLACES",
    "YOU",
    "alternation",
    "ends_on_a_job",
    "sentence_opening",
    "word_set",
]


# The listener, as chat writes them: "you", "your", "u", "ya". A question with one asks
# about the one who answers; a list with one takes the listener in.
YOU: Final = re.compile(r"\b(?:you|your|ya|u)\b", re.IGNORECASE)


def sentence_opening(fillers: str) -> str:
    """A regex for where a sentence opens (the text's start, or after ".", "!" or "?" and
    the space that follows), with up to two of ``fillers`` (space-separated: "well", "oh",
    "so" ...) and their commas after it: "so, yeah, 11 years at Siemens now"."""
    return rf"(?:^|(?<=[.!?])\s+)(?:(?:{alternation(fillers.split())}),?\s+){{0,2}}"


def alternation(words: Iterable[str]) -> str:
    """``words`` as the body of a regex alternation: escaped, longest first (so "sister-in-
    law" is tried before "sister"), equal lengths in a fixed order."""
    return "|".join(sorted({re.escape(word) for word in words}, key=lambda w: (-len(w), w)))


def word_set(text: str, sep: str | None = "|") -> frozenset[str]:
    """The items of a word list written as one string, separated by ``sep`` (None for
    whitespace); surrounding whitespace is ignored."""
    return frozenset(item.strip() for item in text.split(sep) if item.strip())


COLOURS: Final = word_set(
    """red green blue yellow white black grey gray orange purple brown beige cream pink
    turquoise lilac lavender mauve teal ochre terracotta magenta mint peach coral mustard
    burgundy charcoal ivory violet indigo olive aqua navy silver gold maroon""",
    None,
)
"""Colour words, which say which one of a kind: "the green one", "the red"."""
FIRST_PERSON: Final = word_set("i i'm im i've ive my me we we're our us", None)
"""The words by which a turn speaks of its speaker, typed with or without apostrophes."""


# A weekday, and a month in full or cut short ("sept", "oct"), as regex alternations.
# What makes "don't eat meat" a habit given up rather than an order: "don't eat meat any
# more", "can't run since the op" (a regex, read to the end of the clause).
GIVEN_UP: Final = (
    r"(?=[^,;.!?]*\b(?:anymore|any\s+more|these\s+days|since|no\s+more|any\s+longer)\b)"
)
WEEKDAY: Final = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
# A weekday cut short, as chat types it ("tues", "weds", "thurs.").
SHORT_WEEKDAY: Final = r"(?:mon|tues?|weds?|thu|thurs?|fri|sat|sun)\.?"
MONTH: Final = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november"
    r"|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)"
)
# A greeting that can open "... from <place>", in English or borrowed ("bonjour from Lyon").
GREETING: Final = (
    r"(?:hello|hi|hiya|hey|howdy|greetings|aloha|hola|bonjour|salut|ciao|hallo|servus"
    r"|g'day|kia\s+ora|(?:good\s+)?(?:morning|evening))"
)

# A laugh, typed or as an emoji: "haha", "lmaooo", "lol", "😂", "💀" (a regex, for
# re.VERBOSE).
LAUGH: Final = r"""(?:(?<![\w'’])(?:(?:ha){2,}h*|hah|ha\s+ha(?:\s+ha)*|he(?:he)+|lo+l|lmf?a+o+
    |rofl|ded)(?![\w'’])|[😂🤣💀😭😆😹])"""

# Groups someone plays, sings or meets in: "my choir", "our band", "the whole running club".
GROUPS: Final = word_set(
    "band choir club orchestra quartet trio squad crew troupe society ensemble", None
)
# Groups that elect a secretary, a treasurer or a captain: the groups above, and bodies that
# meet to run something ("the parish council", "the darts team", "the allotment committee").
OFFICE_GROUPS: Final = GROUPS | word_set(
    """association committee union council guild league group collective federation lodge
    brigade co-op cooperative institute trust team""",
    None,
)
# Offices held in such a group: "I'm the secretary", "she's club captain now".
OFFICES: Final = word_set(
    """secretary|treasurer|chair|chairman|chairwoman|chairperson|president|vice-president
    |vice president|vice-chair|captain|vice-captain|club captain"""
)


# Words that make what they go with a guess, not a settled fact ("Mia, hopefully", "remind
# me it's Tom's party, I think"): a regex alternation, for a case-insensitive pattern.
HEDGE_WORDS: Final = (
    r"hopefully|maybe|perhaps|probably|possibly|probs|prolly|fingers\s+crossed|touch\s+wood"
    r"|i\s+(?:hope|think|guess|reckon|believe)|not\s+sure"
)
# What is given, taken or spoilt only in a manner of speaking: "the view took my breath
# away", "she's giving me her blessing", "the rain ruined my mood".
FIGURATIVE_THINGS: Final = word_set(
    """breath mind minds words word sleep heart hearts patience appetite plans day mood
    motivation sins spirits socks blessing support attention number advice time love opinion
    permission ear ears hand eye eyes approval backing thoughts best regards sympathy
    condolences name look looks all cents confidence faith trust hopes nerves soul""",
    None,
)
# Vehicles and boats a household keeps: the "she" of "what's she called?", the owner of
# "the clutch went".
VEHICLES: Final = word_set(
    """car|van|truck|ute|pickup|jeep|camper|campervan|caravan|motorhome|motorbike|motorcycle
    |scooter|moped|bike|tractor|boat|yacht|dinghy|canoe|kayak|barge|narrowboat|ketch|sloop
    |trawler"""
)
# What befalls a thing, said in one word with no object: "my laptop died", "the car broke".
BEFELL: Final = word_set("died broke crashed failed flooded collapsed burst leaked", None)
# Where one goes only in a joke.
JOKE_PLACES: Final = word_set(
    "mars moon jupiter venus saturn pluto space narnia hogwarts mordor neverland utopia", None
)
# Words an answer to "where?" opens on that name no place to remember ("Home!", "Same
# place", "Abroad", "Out west"), and the joke places.
NOT_PLACES: Final = (
    word_set(
        """same home work school uni college here there everywhere somewhere nowhere anywhere
    abroad away out upstairs downstairs outside inside town city office bed still usual
    back round around near far close local north south east west overseas elsewhere
    nearby next new old my our his her their your this that these those just only
    monday tuesday wednesday thursday friday saturday sunday""",
        None,
    )
    | JOKE_PLACES
)
COUNTRIES: Final = word_set(
    """afghanistan|albania|algeria|andorra|angola|argentina|armenia|australia|austria|
    azerbaijan|bahamas|bahrain|bangladesh|barbados|belarus|belgium|belize|benin|bhutan|bolivia|
    bosnia|bosnia and herzegovina|botswana|brazil|brunei|bulgaria|burkina faso|burundi|
    cambodia|cameroon|canada|cape verde|chad|chile|china|colombia|congo|costa rica|croatia|
    cuba|cyprus|czechia|czech republic|denmark|djibouti|dominican republic|ecuador|egypt|
    el salvador|england|eritrea|estonia|eswatini|ethiopia|fiji|finland|france|gabon|gambia|
    georgia|germany|ghana|greece|greenland|guatemala|guinea|guyana|haiti|holland|honduras|
    hong kong|hungary|iceland|india|indonesia|iran|iraq|ireland|israel|italy|ivory coast|
    jamaica|japan|jordan|kazakhstan|kenya|korea|kosovo|kuwait|kyrgyzstan|laos|latvia|lebanon|
    lesotho|liberia|libya|liechtenstein|lithuania|luxembourg|madagascar|malawi|malaysia|
    maldives|mali|malta|mauritania|mauritius|mexico|moldova|monaco|mongolia|montenegro|morocco|
    mozambique|myanmar|namibia|nepal|netherlands|the netherlands|new zealand|nicaragua|niger|
    nigeria|north korea|north macedonia|northern ireland|norway|oman|pakistan|palestine|panama|
    papua new guinea|paraguay|peru|philippines|the philippines|poland|portugal|puerto rico|
    qatar|romania|russia|rwanda|san marino|saudi arabia|scotland|senegal|serbia|seychelles|
    sierra leone|singapore|slovakia|slovenia|somalia|south africa|south korea|south sudan|
    spain|sri lanka|sudan|suriname|sweden|switzerland|syria|taiwan|tajikistan|tanzania|
    thailand|togo|trinidad and tobago|tunisia|turkey|türkiye|turkmenistan|uganda|ukraine|
    united arab emirates|uae|the uae|united kingdom|the united kingdom|uk|the uk|u.k.|
    the u.k.|britain|great britain|united states|the united states|usa|the usa|us|the us|
    u.s.|the u.s.|america|the states|uruguay|uzbekistan|vatican|venezuela|vietnam|viet nam|
    wales|yemen|zambia|zimbabwe"""
)

DEMONYMS: Final = word_set(
    """american|argentinian|argentine|australian|austrian|bangladeshi|belgian|bolivian|
    brazilian|british|bulgarian|canadian|chilean|chinese|colombian|croatian|cuban|czech|
    danish|dutch|ecuadorian|egyptian|english|estonian|ethiopian|filipino|filipina|finnish|
    french|german|ghanaian|greek|guatemalan|hungarian|icelandic|indian|indonesian|iranian|
    iraqi|irish|israeli|italian|jamaican|japanese|jordanian|kenyan|korean|latvian|lebanese|
    lithuanian|malaysian|mexican|moroccan|nepali|nepalese|nigerian|norwegian|pakistani|
    palestinian|peruvian|polish|portuguese|romanian|russian|saudi|scottish|serbian|
    singaporean|slovak|slovenian|somali|spanish|sri lankan|swedish|swiss|syrian|taiwanese|
    thai|turkish|ukrainian|uruguayan|venezuelan|vietnamese|welsh|
    catholic|christian|muslim|jewish|hindu|buddhist|sikh|atheist|agnostic|mormon|protestant|
    orthodox|quaker|pagan|spiritual|religious"""
)

# Head nouns that name an occupation ("a senior software engineer" -> "engineer").
JOBS: Final = word_set(
    """accountant|actor|adviser|advisor|actress|actuary|administrator|analyst|anesthesiologist|animator|
    architect|artist|assistant|associate|astronaut|athlete|attorney|auditor|author|baker|
    banker|barber|barista|bartender|biologist|bookkeeper|builder|butcher|carpenter|cashier|
    ceo|cfo|chef|chemist|chiropractor|cleaner|clerk|coach|consultant|contractor|cook|coo|
    copywriter|counselor|counsellor|courier|cto|curator|dancer|data scientist|dentist|
    designer|developer|dietitian|director|doctor|driver|economist|editor|educator|electrician|
    engineer|entrepreneur|executive|farmer|firefighter|founder|freelancer|gardener|geologist|
    graphic designer|hairdresser|historian|illustrator|instructor|intern|investor|janitor|
    journalist|judge|lawyer|lecturer|librarian|lifeguard|linguist|machinist|manager|marketer|
    mathematician|mechanic|medic|midwife|miner|model|musician|nanny|neurologist|nurse|
    officer|optometrist|painter|paralegal|paramedic|pastor|pediatrician|pharmacist|
    photographer|physician|physicist|physiotherapist|pilot|plumber|poet|policeman|
    policewoman|politician|priest|principal|producer|product manager|professor|programmer|
    psychiatrist|psychologist|publisher|rabbi|radiologist|realtor|receptionist|recruiter|
    reporter|researcher|salesman|salesperson|saleswoman|scientist|secretary|server|
    shopkeeper|singer|social worker|soldier|statistician|student|supervisor|surgeon|surveyor|
    tailor|teacher|technician|therapist|trader|translator|tutor|undergrad|undergraduate|
    veterinarian|vet|waiter|waitress|web developer|welder|writer|youtuber|streamer|sysadmin|
    paralegal|caregiver|carer|postman|pensioner|retiree|vp|president|partner|
    co-founder|cofounder|lead|head|specialist|strategist|coordinator|
    postdoc|phd student|grad student|teaching assistant|housekeeper|homemaker|pm|swe|sde|
    dev|devops engineer|sre|qa|ux designer|ui designer|em|tech lead|cpa|rn|np|md|dds|
    lineman|linesman|lineworker|roofer|tiler|bricklayer|plasterer|glazier|joiner|locksmith|
    decorator|
    conservator|restorer|tester|stonemason|mason|taxidermist|patroller|arborist|perfumer|
    florist|undertaker|ranger|porter|dispatcher|fireman|firewoman|fisherman|fisherwoman|
    notary|volunteer|diver|fitter|conductor|croupier|postie|postwoman"""
)

# Parts of the body, as injured ("broke his collarbone", "slipped disc") or aged in a joke
# ("my back is 41").
# The kinds of attack a body has: "had an asthma attack", "a panic attack", "an angina
# attack". Never what attacks from outside ("a shark attack", "a dog attack").
ATTACK_KINDS: Final = word_set(
    """heart panic anxiety asthma asthmatic angina epileptic migraine gout allergic allergy
    gallbladder vertigo sickle-cell colitis crohn's""",
    None,
)
# How a fall is told, whoever fell: "fell", "had a fall", "collapsed", "passed out".
FALL_VERBS: Final = word_set("fell slipped tripped collapsed fainted", None)
BODY_PARTS: Final = word_set(
    """arm arms leg legs wrist wrists ankle ankles hip hips collarbone nose finger fingers toe
    toes foot feet hand hands rib ribs shoulder shoulders elbow elbows knee knees back jaw
    thumb pinky pinkie pelvis skull neck heel disc cheekbone shin kneecap cartilage meniscus
    ligament ligaments tendon tendons muscle hamstring calf achilles acl vertebra joints body
    bones liver brain lungs""",
    None,
)
RELATIVES: Final = word_set(
    """wife|husband|partner|spouse|boyfriend|girlfriend|fiance|fiancé|fiancee|fiancée|
    mother|mom|mum|mam|mommy|mummy|father|dad|daddy|parents|parent|sister|sisters|brother|brothers|
    sibling|siblings|son|sons|daughter|daughters|kid|kids|child|children|baby|babies|twin|
    twins|grandmother|grandma|granny|gran|nan|nana|nanna|grandfather|grandpa|grandad|granddad|grandparents|grandson|granddaughter|
    grandchildren|grandkids|aunt|auntie|uncle|cousin|cousins|niece|nieces|nephew|nephews|
    great-niece|great-nephew|great-grandson|great-granddaughter|great-uncle|great-aunt|
    in-laws|mother-in-law|father-in-law|sister-in-law|brother-in-law|son-in-law|
    daughter-in-law|stepmother|stepmom|
    stepfather|stepdad|stepson|stepdaughter|stepsister|stepbrother|godmother|godfather|
    godson|goddaughter|family|friend|friends|best friend|roommate|roommates|flatmate|
    flatmates|housemate|neighbor|neighbour|neighbors|neighbours|boss|manager|colleague|
    colleagues|coworker|coworkers|co-worker|co-workers|teammate|teammates|mentor|
    therapist|doctor|ex|ex-wife|ex-husband|ex-boyfriend|ex-girlfriend|team|household|
    mama|papa|pappa|mamma|mami|papi|maman|abuela|abuelo|abuelita|abuelito|nonna|nonno|babcia|dziadek|
    yiayia|yaya|papou|nani"""
)

# Family words RELATIVES leaves out, for people named in passing ("my nan Edie").
KIN_EXTRA: Final = word_set(
    """gran|nan|nana|nanna|nanny|grandad|granddad|grandmom|grandmum|stepmum|stepsisters|
    stepbrothers|half-sister|half-brother|sis|bro|hubby|gf|bf|missus|fella|other half|bestie|
    best mate|partner-in-crime|godchild|godparent|grandchild|great-aunt|great-uncle|
    great-grandmother|great-grandfather|ex-partner|fiancés|fiancees|twin boys|twin girls|twin sons|
    twin daughters"""
)

# People someone has by role rather than by blood: "my supervisor Dr Okonjo", "our landlord
# Mr Pryce". (Some are in RELATIVES too.)
ROLES: Final = word_set(
    """boss|manager|line manager|supervisor|mentor|mentee|accountant|lawyer|solicitor|
    attorney|teacher|tutor|coach|trainer|personal trainer|instructor|lecturer|professor|
    advisor|adviser|apprentice|assistant|intern|student|pupil|client|landlord|landlady|
    tenant|flatmate|roommate|housemate|neighbour|neighbor|colleague|coworker|co-worker|
    teammate|classmate|bandmate|mate|pal|buddy|friend|best friend|doctor|gp|dentist|
    therapist|counsellor|counselor|physio|vet|nanny|babysitter|childminder|cleaner|
    agent|editor|lead|team lead|director|deputy|cofounder|co-founder|business partner"""
)

# Adjectives that make "a good cook" a skill rather than an occupation.
QUALITIES: Final = word_set(
    """good great bad terrible decent amazing excellent awful huge big better worse best
    avid keen passionate proud lucky horrible natural born aspiring wannabe failed former
    ex amateur hobby weekend part-time""",
    None,
)

# Nouns for how someone is, a tie to a place that is no work or a group someone is one of,
# never a job whatever follows: "a nightmare at home", "a saint for putting up with me", "a
# regular at the pub", "a member at the golf club", "a guest at the wedding", "the bell
# band at the church". A post held somewhere is any other short noun phrase.
NOT_WORK: Final = RELATIVES | word_set(
    """nightmare saint angel regular member members guest guests fan customer patient
    visitor client tenant resident local natural pro genius wizard whizz star legend hero
    mess wreck joke disaster stranger newbie newcomer beginner favourite favorite hit
    holder senior junior lightweight heavyweight pig redundant up captain vice-captain
    student volunteer passenger driver
    pupil sucker stickler glutton magnet candidate contender shoo-in finalist winner loser
    speaker bridesmaid witness delegate regulars bit lot one pain menace hoot
    laugh treat godsend lifesaver champion liability hazard celebrity fixture
    mum dad mom kid lad lass man woman boy girl person people thing
    welcome aware homeless comfortable happy ready whole
    band team crew choir club group couple pair duo trio family gang squad
    offer rock fool example""",
    None,
)

# Places and bodies people work at or for: "the bank", "a farm contractor", "the fish
# farm", "the council". (A shop named by its keeper, "the jeweller's", says so by its "'s".)
WORKPLACES: Final = word_set(
    """hospital school college university company firm bank council club trust practice
    clinic surgery agency restaurant restaurants hotel shop store bakery brewery library
    museum theatre paper office board band team charity branch lab factory garage salon
    newspaper farm contractor contractors yard works mill dairy depot warehouse
    site foundry quarry docks harbour market stall kiosk centre center plant smokehouse
    hatchery kennels stables nursery ward station airport port fishery
    workshop studio gallery pub bar café cafe canteen kitchen kitchens""",
    None,
)

PETS: Final = word_set(
    """dog|dogs|cat|cats|puppy|puppies|kitten|kittens|pet|pets|parrot|bird|birds|hamster|
    rabbit|bunny|horse|pony|fish|goldfish|turtle|tortoise|snake|lizard|gecko|guinea pig|
    ferret|chickens|goat|cockatiel|budgie|lamb|mare|stallion|donkey|gerbil|chinchilla|canary|
    hedgehog|llama"""
)

# Words that open a clause that leans on another: "When I rang, ...", "If it rains, ...".
SUBORDINATORS: Final = word_set(
    "when whenever while because since after before although though as until till once if "
    "unless whether",
    None,
)
# The jobs a tradesman does on a home or a thing, and charges for: "replaced eleven tiles".
JOB_VERBS: Final = r"""replaced|repaired|fixed|mended|serviced|installed|fitted|rewired|unblocked
    |retiled|re-tiled|patched|put\s+in"""
# Kin words used as a title before a name: "Grandma Amparo", "Uncle Dev", "Tata Crisóstomo".
KIN_TITLES: Final = word_set(
    """grandma grandpa granny gran grandad granddad nan nana nanna aunt auntie aunty uncle
    cousin nonna nonno abuela abuelo abuelita abuelito oma opa tata tía tío tia tio babcia
    dziadek""",
    None,
)
# Past tense forms that do not end in "-ed" (and a few that look like the base form but are
# far more often past in chat: "I hurt my back", "I quit my job").
CALLING: Final = frozenset(
    {"call", "calls", "called", "calling", "name", "names", "named", "nickname", "nicknamed"}
)
"""Verbs of calling someone something: "calls me auntie pickle", "named her Bea"."""
IRREGULAR_PAST: Final = word_set(
    """arose|ate|awoke|bade|became|began|bent|bet|bit|bled|blew|bore|bought|bound|bred|
    broke|brought|built|burnt|burst|came|caught|chose|clung|crept|cut|dealt|did|dove|drank|
    drew|dreamt|drove|dug|dwelt|fed|fell|felt|fled|flew|flung|forbade|forgave|forgot|
    fought|found|froze|gave|got|grew|ground|had|heard|held|hid|hit|hung|hurt|kept|knelt|
    knew|laid|lay|led|leapt|learnt|left|lent|let|lit|lost|made|meant|met|mistook|overcame|
    outgrew|overslept|overtook|paid|put|quit|ran|rang|rebuilt|redid|rehung|remade|reran|resat|
    resold|restrung|retold|retook|rewrote|rode|rose|said|sang|sank|sat|saw|sent|set|
    shook|shone|shot|shrank|shut|slept|slid|slung|sold|sought|sped|spelt|spent|spilt|split|spoke|
    sprang|spun|stank|stole|stood|strung|stuck|stung|strove|struck|swam|swept|swore|swung|taught|
    thought|threw|told|took|tore|trod|understood|underwent|upset|was|went|wept|were|withdrew|
    woke|won|wore|wound|wove|wrote|wrung"""
)
SIMPLE_PAST: Final = word_set(
    """arose ate awoke became began bit blew bore broke came chose drank drew drove fell flew
    forbade forgave forgot froze gave grew hid knew mistook overcame ran rang rode rose sang
    sank saw shook shrank spoke sprang stank stole strove swam swore threw took tore underwent
    was went were withdrew woke wore wrote""",
    None,
)
"""Past forms that are never participles: "my boiler broke on Saturday" is the boiler's
deed, where "my boiler serviced on Saturday" could not be said."""

PAST_PARTICIPLES: Final = IRREGULAR_PAST | word_set(
    """arisen|awoken|been|begun|bitten|blown|borne|broken|chosen|come|done|drawn|driven|
    drunk|eaten|fallen|flown|forbidden|forgiven|forgotten|frozen|given|gone|gotten|grown|
    hidden|known|mistaken|overcome|redone|retaken|rewritten|ridden|risen|run|seen|shaken|
    shown|shrunk|sung|sunk|
    spoken|sprung|stolen|sworn|swum|taken|thrown|torn|undergone|woken|worn|woven|written"""
)
# Prefixes that make a hyphenated verb ("co-hosted", "re-checked"); any other compound
# in "-ed" ("one-eyed", "well-behaved", "long-haired") describes a noun.
VERB_PREFIXES: Final = word_set("co re pre un de mis over under out double triple cross x", None)

# The "it" of the weather in a clause that says when, which points at nothing: "every night
# it snows", "when it rains". A regex, for the pronoun checks to pass over. ("It snowed on
# Monday" opening a sentence is no one's news.)
WEATHER_IT: Final = (
    r"(?:(?<=when\s)|(?<=whenever\s)|(?<=if\s)|(?<=unless\s)|(?<=once\s)|(?<=while\s)"
    r"|(?<=until\s)|(?<=till\s)|(?<=before\s)|(?<=after\s)|(?<=night\s)|(?<=day\s)"
    r"|(?<=time\s)|(?<=morning\s))"
    r"it(?=\s+(?:snows|snowed|snowing|rains|rained|pours|poured|freezes|froze|thunders|hails"
    r"|gets\s+dark|gets\s+light|is\s+(?:snowing|raining|pouring|freezing))\b)"
)
# The sex a relation noun says, for matching "he"/"she" and "his"/"her" to it.
FEMALE_KIN: Final = word_set(
    """wife girlfriend mother mom mum mam mommy mummy sister daughter grandmother grandma granny
    gran nan nana nanna grandmom grandmum aunt auntie niece stepmother stepmom stepmum
    stepdaughter stepsister godmother goddaughter fiancee fiancée landlady ex-wife
    ex-girlfriend mother-in-law sister-in-law daughter-in-law granddaughter missus sis half-sister
    great-aunt great-grandmother mama mamma maman mami abuela abuelita nonna oma babcia yiayia
    yaya nani great-niece great-granddaughter""",
    None,
)
# Given names that are a man's or a woman's nearly everywhere they are used: a "she" after
# "Crispin is my lodger." is someone else. Names given to both (Alex, Sam, Jamie, Robin,
# Andrea, Nicola, Jean, Kim, Max ...) are in neither.
MALE_NAMES: Final = word_set(
    """aaron adam adrian ahmed alan albert alexander alfie alfred andrew angus anthony
    archie arthur barnaby barry ben benjamin bernard bill billy bob boris brendan brian
    bruce callum calvin carl cedric charles christopher colin connor craig crispin cyril
    damian daniel darren david declan dennis derek desmond dominic donald douglas duncan
    edgar edmund edward edwin elliot eric ernest euan ewan felix fergus finn francis frank
    fraser frederick gareth gary gavin geoffrey george gerald gilbert giles glen gordon
    graham gregory hamish harold harry harvey henry herbert howard hugh hugo ian isaac ivan
    jack jacob jake james jason jeremy jim jimmy joe john jonathan joseph joshua julian
    justin keith kenneth kevin kieran lachlan lars laurence lawrence leo leonard liam lionel
    louis luke malcolm marcus mark martin matthew maurice michael miles mohammed muhammad
    neil nicholas nigel noah norman oliver omar oscar oswald owen patrick paul peter philip
    piotr quentin ralph raymond reginald richard robert roger ronald rory rupert russell
    ryan samuel saul sebastian seamus sean shane simon stanley stephen steven stuart terence
    theo thomas timothy tobias tom tony trevor victor vincent walter wayne william wojtek
    xavier zachary dave steve mike pete""",
    None,
)
FEMALE_NAMES: Final = word_set(
    """abigail ada agnes alice alison amanda amelia amy anna annabel anne ann annie
    antonia audrey barbara beatrice becky belinda beth bethany brenda bridget caroline
    catherine charlotte chloe christina christine clara claire clare daisy deborah denise
    diana dorothy edith eileen eleanor elena elizabeth ella ellen eloise emily emma esther
    eva eve evelyn fiona florence frances freya georgia georgina gemma grace gwen hannah
    harriet heather helen helena hilda holly imogen irene isabel isabella isla ivy jane
    janet jennifer jessica joan joanna josephine joy judith julia julie karen kate katherine
    kathleen katie laura lauren lily linda lisa lois lorna louise lucy lydia maggie
    margaret maria marie martha mary matilda maureen megan melissa mildred miriam molly
    nancy naomi natalie nora olivia pamela patricia paula pauline penelope phoebe polly
    priscilla rachel rebecca rose rosie ruth sally sandra sarah sophie stella susan sylvia
    tamsin teresa theresa tracy ursula valerie vanessa victoria violet wendy yvonne zoe
    sue suzanne liz lizzie jenny meg pam bev debbie kathy jill nicola michelle""",
    None,
)
MALE_KIN: Final = word_set(
    """husband boyfriend father dad daddy brother son grandfather grandpa grandad granddad
    uncle nephew stepfather stepdad stepson stepbrother godfather godson fiance fiancé
    landlord ex-husband ex-boyfriend father-in-law brother-in-law son-in-law grandson hubby fella
    bro half-brother great-uncle great-grandfather papa pappa papi abuelo abuelito nonno opa dziadek
    papou great-nephew great-grandson""",
    None,
)


# Hobbies that open a reply with a capital yet are no names: said inside a sentence in
# lower case ("Pottery" -> "pottery").
PASTIMES: Final = word_set(
    """pottery|ceramics|gardening|baking|cooking|reading|running|cycling|swimming|climbing|
    bouldering|hiking|walking|knitting|crochet|sewing|painting|drawing|photography|yoga|
    pilates|boxing|dancing|singing|gaming|fishing|birdwatching|woodwork|chess|football|
    tennis|golf|rugby|cricket|basketball|volleyball|badminton|squash|surfing|skiing|
    sailing|rowing|kayaking|archery|fencing|judo|karate|music|jazz|rock|metal|pop|folk|
    classical|techno|hip hop|rap|country|blues|soul|punk|indie|horror|comedy|thrillers|
    documentaries|fantasy|romance|drama|history|poetry|theatre|calligraphy|embroidery|
    quilting|origami|lego|sketching|writing|meditation|crossword|crosswords|sudoku|jigsaws|
    puzzles|podcasts|anime|manga|comics|skating|skateboarding|parkour|crossfit|weights|
    lifting|powerlifting|weightlifting|netball|hockey|astronomy|stargazing|foraging|
    sourdough|bread|beekeeping|camping|travelling|traveling|motorbikes|cars|films|movies|
    books|novels|
    sci-fi|science fiction|opera|musicals|ballet|salsa|tango|swing|karaoke|board games|
    video games|trail running|open water swimming|rock climbing|wild swimming"""
)


def ends_on_a_job(words: Sequence[str]) -> bool:
    """Whether lower-cased ``words`` end on a job ("dental nurse", "a chef")."""
    return bool(words) and (words[-1] in JOBS or " ".join(words[-2:]) in JOBS)


# Names of currencies other than the pound, euro and dollar, as a sum says them after its
# number ("forty rupees", "2,000 kronor"): only words no other sentence uses, so that a
# number before one is always money.
CURRENCY_WORDS: Final = (
    "kronor",
    "krona",
    "kroner",
    "krone",
    "francs",
    "rand",
    "yen",
    "zloty",
    "złoty",
    "rupees",
    "pesos",
    "lira",
    "shekels",
    "forints",
    "lei",
    "shillings",
    "egp",
    "reais",
    "naira",
    "cedis",
    "birr",
    "kwacha",
    "ariary",
    "bolivianos",
    "soles",
    "quetzales",
    "lempiras",
    "dinars",
    "lari",
    "tenge",
    "ringgit",
    "baht",
    "rupiah",
    "dirhams",
    "riyals",
    "rials",
    "taka",
    "hryvnias",
    "ngultrum",
    "meticais",
    "cfa",
    "córdobas",
    "cordobas",
    "kip",
    "riel",
    "manat",
    "tugrik",
    "gourdes",
    "colones",
)
# Money after a number where a sum is already expected ("paid 420,000 francs", "sold it.
# 60,000 denars!"): the currencies above, the pound, euro and dollar, and names that are
# other words too ("won", "grand", "som"), which only such a place makes money.
MONEY_WORDS: Final = (
    *CURRENCY_WORDS,
    *("dollars", "dollar", "euros", "euro", "pounds", "pound", "quid", "bucks", "grand"),
    *("denars", "vatu", "dalasi", "ouguiya", "somoni", "kina", "tala", "fbu", "leones"),
    *("pula", "afghanis", "drams", "som", "sums", "manats", "loti", "emalangeni", "rufiyaa"),
    *("kyat", "rupee", "won", "yuan"),
)

# Numbers said in words, as people give ages and counts: "seven" -> "7".
AGE_WORDS: Final = {
    word: str(n)
    for n, word in enumerate(
        re.findall(
            r"[a-z]+",
            """one two three four five six seven eight nine ten eleven twelve thirteen
            fourteen fifteen sixteen seventeen eighteen nineteen twenty""",
        ),
        start=1,
    )
}
NUMBER_WORDS: Final = {
    **AGE_WORDS,
    **{
        word: str(10 * n)
        for n, word in enumerate(
            re.findall(r"[a-z]+", "thirty forty fifty sixty seventy eighty ninety"), start=3
        )
    },
}


# Put before a pattern's "\s+and\s+": the "and" inside a number said in words ("six
# hundred and fifty", "two thousand and ten") joins no two clauses.
NOT_IN_A_NUMBER: Final = r"(?<!\bhundred)(?<!\bthousand)(?<!\bmillion)"


def number_value(words: str) -> int | None:
    """The number ``words`` say ("12", "eight", "twenty-two", "thirty six"), or None."""
    if words.isdigit():
        return int(words)
    parts = re.split(r"[- ]", words.lower())
    if len(parts) > 2 or any(part not in NUMBER_WORDS for part in parts):
        return None
    if len(parts) == 2 and (int(NUMBER_WORDS[parts[0]]) % 10 or int(NUMBER_WORDS[parts[1]]) > 9):
        return None  # "twenty-two", not "two twenty" or "twenty twelve"
    return sum(int(NUMBER_WORDS[part]) for part in parts)


# A school year as said in the UK and elsewhere, as a regex: "Year 4", "year nine", "p6",
# "Grade 2", "Reception", "sixth form".
SCHOOL_YEAR: Final = (
    r"(?:year|grade|form|primary|p|y)\s*(?:\d{1,2}|"
    + "|".join(
        sorted(
            (w for w, n in NUMBER_WORDS.items() if n.isdigit() and int(n) <= 13),
            key=len,
            reverse=True,
        )
    )
    + r")\b|(?:reception|nursery|sixth\s+form)\b"
)
