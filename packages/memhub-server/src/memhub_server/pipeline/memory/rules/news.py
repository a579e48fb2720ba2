"""A speaker's own news, told the way people tell it in a chat, made plain.

News is rarely one tidy sentence. It is announced ("I have news."), shouted ("I got the
job!!! Harbour Labs."), continued in fragments ("I'm selling the flat. to my cousin
Ewan"), told without a subject ("nine years teaching and I still love it", "last shift
at the depot was Friday") or given as a bare answer ("I got it!" after "Did you get the
Dunmore job?"). These rewrites turn such turns into the plain first-person sentences the
rest of the extractor reads, inside one turn and before it is split into clauses:

* **announcements** form nothing on their own: "I have some news." and "My news is
  better." are dropped, "In other news, ..." keeps what follows;
* **fragments continuing the news** join the sentence they continue: a place or a
  person after a preposition ("I'm selling the van. to Priya" -> "I'm selling the van to
  Priya"), the name of what was got ("I got the job!!! Harbour Labs." -> "I got the job
  at Harbour Labs!!!") and a closer description of it ("We're getting a cat. A
  one-eyed tabby." -> "We're getting a cat, a one-eyed tabby.");
* **what was just got, named again**: "..., we collect her on Friday" -> "..., we
  collect the one-eyed tabby on Friday";
* **subject-less news**: "nine years teaching and ..." -> "I've been teaching for nine
  years and ...", "limping less since Monday" -> "I've been limping less since Monday",
  "Still working weekends" -> "I'm still working weekends", "last shift at the depot was
  Friday" -> "My last shift at the depot was Friday";
* **details given on their own**: "the scan is booked. Friday the 9th" -> "my scan is
  booked, on the 9th"; "I finished my thesis!! 212 pages" -> "..., 212 pages"; "driving
  test on Monday, passed" -> "I passed my driving test on Monday";
* **asides** that ride along: "..., at 52, imagine" gives the age as its own sentence;
  "I'm goalkeeper so the pressure is on" keeps only the news;
* **who and what, said plainly**: "it's my oldest friend, Marisol" and "Marisol is my
  co-author" -> "My oldest friend is Marisol", "my co-author is Marisol"; "I've changed
  my number, it ends in 12" -> "..., my number ends in 12"; "I've picked my song. it's a
  ballad by ..." -> "My song is a ballad by ..."; "my landlord is this retired sailor
  called ..." -> "... is a retired sailor called ..."; "wants a rabbit but I'm allergic"
  -> "... allergic to rabbits"; "Hello from Oslo!" -> "I'm in Oslo!" (a name given to
  the one just got, "we took on an apprentice. her name is Wren", is read in
  :func:`.context.within_turn`);
* **places said twice**: "the food bank here in Dundee" -> "the food bank in Dundee";
  "goodbye to my ward team? I've been there since 2019" -> "I've been with my ward team
  since 2019"; "I've been baking them for 22 years" -> "I've been baking for 22 years";
* **answers to a question about the news** (with the turn before): "Did you get the
  Dunmore job?" + "I got it!" -> "I got the Dunmore job!"; "How long have you been a
  welder?" + "Eleven years in May." -> "I've been a welder for eleven years.";
  "I'm in! the course starts ..." -> "... my course starts ..."; "When did you get the
  keys?" + "the 3rd of May, ..." -> "I got the keys on the 3rd of May, ..."; "you sing?" +
  "for ten years!" -> "I've sung for ten years!"; "a whole house?" + "a narrow townhouse,
  three floors." -> "My house is a narrow townhouse, three floors."; "you still rowing?" +
  "every Saturday ..." -> "I'm still rowing every Saturday ...";
* **fragments that finish the news**: "I eat everything. except figs" -> "... everything
  except figs"; "I need a laptop, budget around 700 euros" -> "... My budget for the laptop
  is around 700 euros"; "we're renting a cottage! in Dorset, near the coast, and ..." ->
  "... a cottage in Dorset, near the coast. ..."; "I joined a new choir at the church.
  a group of forty singers" -> "I joined a new choir, a group of forty singers, at the
  church"; "we bought a boat, Marek's sanding it" -> "... Marek is sanding the boat";
  "the tram is fine, 25 minutes to work" -> "... My commute to work is 25 minutes";
  "for years! in a band called ..." -> "... in a band called ..."; "..., nine people in our
  flat" -> "... We had nine people in our flat"; "took ages when we moved from Porto" ->
  "... We moved from Porto"; "120 days of piano in a row" -> "I've done 120 days of ...";
  "work is fine. fixing boilers for ..." -> "... I'm fixing boilers for ..."; "bathroom is
  DONE. finished yesterday" -> "My bathroom is DONE, finished yesterday"; "Elowen, born
  on Tuesday, 2.8 kilo." -> "Elowen was born on Tuesday, 2.8 kilo.".

Each rewrite fires only on its own shape; anything else is left as written.
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import (
    GREETING,
    JOBS,
    KIN_EXTRA,
    MONTH,
    NUMBER_WORDS,
    PETS,
    RELATIVES,
    ROLES,
    WEEKDAY,
    alternation,
    word_set,
)
from .person import attested_names
from .still_of_other import is_still_asked, still_asked_of, subject_asked
from .text import Passage

__all__ = ["plain_news"]

# A sentence start, optionally after interjections ("oh!! ", "ha yes, ").
_OPEN = (
    r"(?:^|(?<=[.!?]\s))"
    r"(?:(?:oh|ooh|ah|aw|ha|haha|well|so|yes|yeah|yep|and|ok|okay|lol|omg|wow),?\s+"
    # how the speaker is, answered before the news: "not bad, still roofing in Neath"
    r"|(?:not\s+(?:too\s+|so\s+)?bad|can['’]?t\s+complain|fine|good|alright),\s+){0,2}"
)
_NAME = r"(?-i:[A-Z])[\w'&-]+(?:\s+(?-i:[A-Z])[\w'&-]+){0,3}"
_NUMBER = r"""(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve
    |thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty
    |twenty-\w+|thirty-\w+|a\s+couple\s+of|a\s+few)"""
_UNITS = r"(?:years|months|weeks|decades)"
# Words in "-ing" that are not verbs, so "nine years wedding ..." is no news.
_NOT_DOING = word_set(
    """thing nothing something anything everything morning evening during king ring spring
    string sing wing wedding building ceiling bring sibling darling pudding clothing
    ending raining snowing pouring drizzling freezing according including considering
    regarding being""",
    None,
)
# Capitalised words after news that are not the name of a place of work.
_NOT_NAMES = word_set(
    """monday tuesday wednesday thursday friday saturday sunday january february march april
    may june july august september october november december today tomorrow tonight finally
    yay wow omg yes yeah thanks thank so honestly seriously really starting woohoo hooray
    phew whoop amazing unreal crazy i not no nope nah jk lol haha kidding sike psych""",
    None,
)

_NEWS_FRAME: Final = re.compile(
    rf"""{_OPEN}(?:(?:i|we)\s+(?:have|'ve\s+got|have\s+got|got)\s+|my\s+|our\s+)?
    (?:(?:some|big|great|good|bad|sad|exciting|huge|more|other|massive|real|own)\s+){{0,2}}
    news(?:\s+(?:too|as\s+well|of\s+(?:my|our)\s+own|for\s+you))?
    (?:\s+(?:is|are)\s+(?:better|worse|bigger|smaller|sadder|happier|similar|less\s+\w+|more\s+\w+))?
    (?:[.!:]+\s*|\s*$|\s+(?:is|was)\s+(?:that\s+|(?=(?:i|we)(?:['’](?:m|ve|re|d|ll))?\s)))""",
    re.IGNORECASE | re.VERBOSE,
)
# "Bwalya has news too: his wife Precious had a baby girl": someone else's news, whose
# "his" or "her" is the one named before "news".
_OTHERS_NEWS: Final = re.compile(
    r"""(?P<who>(?-i:[A-Z])[\w'’-]+)\s+(?:has|had|has\s+got|['’]s\s+got)\s+
    (?:(?:some|big|great|good|bad|sad|exciting|huge)\s+)?news(?:\s+too|\s+as\s+well)?
    \s*[.!:]+\s*(?:his|her)\s+(?=[a-z])""",
    re.IGNORECASE | re.VERBOSE,
)
_NEWS_LEAD: Final = re.compile(
    r"""(?:^|(?<=[.!?]\s))(?:in|on\s+the)\s+(?:other|happier|better|sadder|related|bigger
    |unrelated|more\s+\w+|less\s+\w+)\s+news[,:]?\s+""",
    re.IGNORECASE | re.VERBOSE,
)
# "... selling the bakery. to Tor", "we're moving, did I tell you? from Leith to Govan"
_PLACE_FRAGMENT: Final = re.compile(
    rf"""(?<=\w)(?:,\s+did\s+i\s+(?:tell\s+you|mention(?:\s+it)?)\?+|[.!]+)\s+
    (?P<frag>(?-i:to|from|at|in|with|for|near)\s+{_NAME}
    (?:\s+(?:to|and|in|near)\s+{_NAME})?(?:,\s+(?-i:near|next\s+to|close\s+to|by|opposite)
    \s+(?:the|a|my|our)\s+[\w' -]+?)?)(?:(?=\s*(?:[.!]|$))|(?P<next>,\s+(?:and|but)\s+))""",
    re.IGNORECASE | re.VERBOSE,
)
# "I got the job!!! Harbour Labs." : the place named on its own after the news (the whole
# next sentence: "I got the job! My mum cried." names no place)
_GOT_PLACE: Final = re.compile(
    rf"""\b(?P<news>(?:got|landed|accepted|took|was\s+offered|got\s+offered|signed)\s+
    (?:the|a|an)\s+(?:new\s+)?(?:job|position|role|offer|contract|internship|post
    |apprenticeship|placement))(?P<end>[.!]+)\s+(?P<name>{_NAME})(?:[.!]+(?=\s|$)|\s*$)""",
    re.IGNORECASE | re.VERBOSE,
)
# "got a new job!! head groomer at a salon in barnsley", "got the job!! traffic warden for
# the council": the role, told on its own after the news, with where it is (the news says
# it is a job, so the role needs no known job word)
_GOT_ROLE: Final = re.compile(
    r"""\b(?P<news>(?:got|landed|accepted|was\s+offered|got\s+offered)\s+
    (?:the|a|an)\s+(?:new\s+)?(?:job|position|role|post))(?P<end>[.!]+)\s+
    (?P<role>(?:[a-z]+[\s-]){0,2}?[a-z]+)
    \s+(?P<where>(?:at|for|with)\s+(?:a|an|the)\s+[^.!?,;]+?)(?=\s*(?:[.!?,;]|$))""",
    re.IGNORECASE | re.VERBOSE,
)
# "got promoted. senior bailiff, start mon": the post, a rank and its name, told after
_PROMOTED_TO: Final = re.compile(
    r"""\b(?P<news>(?:got|been|was|were)\s+promoted)(?P<end>[.!]+)\s+
    (?P<post>(?:senior|junior|head|lead|chief|deputy|assistant|principal)\s+[a-z]+)
    (?=\s*(?:[.!,;]|$))""",
    re.IGNORECASE | re.VERBOSE,
)
_NOT_DESCRIBING: Final = word_set(
    """i i'm i've we we're you he she they it is are was were has have had will would
    can could do does did am be been being that this there me us him her them my our your
    their told said says and but one ones""",
    None,
)
_MAX_DESCRIPTION_WORDS: Final = 6
# "We're getting a cat. A one-eyed tabby, ..." : a closer look at what was just named.
_DESCRIPTION: Final = re.compile(
    r"""(?P<before>\b(?:a|an)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+)[.!]+\s+
    (?P<np>(?:a|an)\s+[\w' -]+?)(?=\s*(?:,|[.!]|$))
    # not the subject of a sentence of its own, named after it: "A childminder, Mrs
    # Manivanh, has Thongdy on Mondays"
    (?!,\s+(?:(?:mr|mrs|ms|miss|dr)\.?\s+)?(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)*\s*,)
    (?P<next>,\s+(?=(?:we|i|i'm|we're|i'll|we'll)\s))?""",
    re.IGNORECASE | re.VERBOSE,
)
# "We've bought a house! It's a small yellow house in Ørsta", "I've found a place for the
# bar. It's an old pharmacy in la Doutre, and ...", "We got a puppy! She's a whippet called
# Dot": what was just found or got, described in the next sentence as "it" (an animal as
# "she" or "he" too).
_IT_DESCRIBED: Final = re.compile(
    r"""(?P<before>\b(?:i|we)(?:['’]ve|\s+have)?\s+(?:just\s+|finally\s+)?(?:found|bought
    |rented|got|adopted|booked)\s+(?:a|an)\s+(?:[\w'-]+\s+){0,4}?[\w'-]+)[.!]+\s+
    (?P<pronoun>it|she|he)(?:['’]s|\s+is)\s+(?P<np>(?:a|an)\s+[^\W\d_][\w' -]*?)
    (?=\s*(?:,|[.!]|$))""",
    re.IGNORECASE | re.VERBOSE,
)
_GETTING: Final = re.compile(
    r"""\b(?:getting|got|adopting|adopted|rescuing|rescued|buying|bought|bringing\s+home
    |collecting|picking\s+up)\s+(?:a|an)\s+(?P<what>(?:[\w'-]+\s+){0,2}?[\w'-]+)
    (?:,\s+(?:a|an)\s+(?P<closer>[\w' -]+?))?(?=\s*[,.!]|\s*$)""",
    re.IGNORECASE | re.VERBOSE,
)
_FETCH_PRONOUN: Final = re.compile(
    r"""\b(?P<lead>(?:we|i)(?:'ll|\s+will|'re|\s+are)?\s+(?:(?P<pick>pick|picking|bring|bringing)
    |collect|collecting|fetch|fetching))\s+(?:her|him|them|it)\b(?P<tail>\s+(?:up|home)\b)?""",
    re.IGNORECASE | re.VERBOSE,
)
# "nine years teaching and ...", "Six months of commuting to Derby"
_YEARS_DOING: Final = re.compile(
    rf"""{_OPEN}(?P<span>{_NUMBER}\s+{_UNITS})\s+(?:of\s+)?(?P<doing>[a-z]+ing)\b
    (?P<rest>[^.!?,;]*?)(?=\s+(?:and|but|now|already)\b|\s*[.!?,;]|$)""",
    re.IGNORECASE | re.VERBOSE,
)
_SINCE = r"""since\s+(?:last\s+|the\s+)?(?:\d|monday|tuesday|wednesday|thursday|friday|saturday
    |sunday|january|february|march|april|may|june|july|august|september|october|november
    |december|yesterday|christmas|easter|spring|summer|autumn|winter|then)"""
# "walking without crutches since Saturday": "I've been" left out
_DOING_SINCE: Final = re.compile(
    rf"""{_OPEN}(?P<said>(?P<doing>[a-z]+ing)\b[^.!?,;]*?\s(?:{_SINCE}|for\s+{_NUMBER}\s+
    (?:days|{_UNITS})))\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "Working from home since May has been great": the "-ing" phrase is the subject.
_GOES_ON: Final = re.compile(
    r"[^.!?,;]*?\s(?:has|have|is|was|were|are|made|makes|feels|felt)\b", re.IGNORECASE
)
# "And your brother?", "How's Lena doing?", "what about the twins?": a short question
# about someone else, whose answer ("Still in Leeds.", "Still working at the bakery") is
# theirs, not the speaker's.
ASKED_ABOUT_OTHER: Final = re.compile(
    rf"""(?:^|[.!?]\s+)(?:and\s+|so\s+)?(?:(?:and|what\s+about|how\s+about)\s+
    |how(?:'s|\s+is|\s+are|\s+was)\s+)(?:your\s+(?:{alternation(RELATIVES)}|{alternation(PETS)})
    |the\s+(?:kids|boys|girls|twins|children|baby)|(?-i:[A-Z])[a-z]+|he|she|they)
    (?:\s+(?:doing|getting\s+on|these\s+days|now))?\s*\?+\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
_STILL_DOING: Final = re.compile(
    rf"{_OPEN}still\s+(?=(?P<doing>[a-z]+ing)\b)",
    re.IGNORECASE,
)
# "last day at the studio was yesterday": whose last day it was is left out
_FIRST_LAST: Final = re.compile(
    rf"""{_OPEN}(?P<which>first|last)(?=\s+(?:(?:day|shift)(?:\s+(?:back|at|with|in\s+the\s+new)\b[^.!?]*?)?
    |(?:week|month)\s+(?:back|at|with|in\s+the\s+new)\b[^.!?]*?)\s+(?:is|was|will\s+be)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
_AGE_ASIDE: Final = re.compile(
    r"(?:,|[.!]+)\s+at\s+(?P<age>[1-9]\d)(?P<end>\s*(?:[,.!]|$))",
    re.IGNORECASE,
)
_SENTENCE_SPLIT: Final = re.compile(r"[.!?]\s")
# The sentence an age aside belongs to says how the speaker is or what befell them
# ("I'm allergic to ..., at 31"), not when they do something ("I leave, at 17").
_FIRST_PERSON_STATE: Final = re.compile(
    r"(?:^|\s)(?:i'm|i\s+am|i've|i\s+have|i\s+was|i\s+got|i\s+had|i\s+became|i\s+started"
    r"|i\s+learned|i\s+learnt|i\s+passed)\s",
    re.IGNORECASE,
)
# "it's my biggest client, Lumo Games" -> "My biggest client is Lumo Games"
_APPOSITIVE_NAME: Final = re.compile(
    rf"""(?:,\s+|\s+|^)(?:it's|it\s+is|they're|they\s+are|she's|he's)\s+
    (?P<what>my\s+(?:[\w'-]+\s+){{0,3}}?[\w'-]+),\s+(?P<name>{_NAME})(?=\s*(?:[.!]|$))""",
    re.IGNORECASE | re.VERBOSE,
)
_NOT_APPOSITIVE = word_set(
    """fault pleasure bad turn treat round shout call choice problem mistake guess point word
    dear love darling life thing idea honour honor bet boy girl man guy mate buddy pal baby
    hero star""",
    None,
)
# What a name after "it's my ..., " can be the name of: someone, or whom one works for.
# Anything else ("it's my birthday, Sam", "it's my car, Jo") is said to the one named.
_NAMED_HEADS: Final = (
    RELATIVES
    | KIN_EXTRA
    | ROLES
    | JOBS
    | PETS
    | word_set("customer employer company firm sponsor publisher co-author coauthor", None)
)
# "I'm in! the course starts ...": the thing got into
_GOT_IN: Final = re.compile(
    rf"""{_OPEN}(?:i'm|i\s+am|i\s+got|got)\s+in[!.]+\s+the\s+(?=(?:course|class|program|programme
    |school|team|choir|orchestra|band|club|league|cohort|apprenticeship|residency|degree
    |masters|training|trial|study)\s+(?:starts|begins|runs|kicks\s+off|is)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
_WEEKDAY = WEEKDAY
_ORDINAL = r"\d{1,2}(?:st|nd|rd|th)"
# "the surgery is booked. Thursday the 16th": the date, given on its own after the news
_DATE_FRAGMENT: Final = re.compile(
    rf"""\b(?P<head>(?:booked|scheduled|confirmed|fixed|arranged|set))[.!]+\s+
    (?P<date>(?:on\s+)?(?:{_WEEKDAY}(?:\s+the\s+{_ORDINAL})?|the\s+{_ORDINAL}(?:\s+of\s+[a-z]+)?
    |{_ORDINAL}\s+of\s+[a-z]+|next\s+(?:week|month|{_WEEKDAY})))(?=\s*(?:[,.!]|$))""",
    re.IGNORECASE | re.VERBOSE,
)
_DAY_OF_MONTH: Final = re.compile(rf"the\s+{_ORDINAL}(?:\s+of\s+[a-z]+)?", re.IGNORECASE)
# "the knee surgery is booked": whose surgery is left out
_BOOKED: Final = re.compile(
    rf"""{_OPEN}(?P<the>the)\s+(?=(?:[\w'-]+\s+){{0,2}}?(?:surgery|operation|op|appointment|interview|exam
    |scan|flight|procedure|induction|viva|audition|check-up|checkup)\s+(?:is|was)\s+
    (?:finally\s+|all\s+)?(?:booked|scheduled|confirmed|fixed|arranged)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# "I finished the first draft!! 380 pages": how big it is, on its own after the news
_MEASURE_FRAGMENT: Final = re.compile(
    r"""(?<=\w)[.!]+\s+(?P<measure>\d[\d,.]*\s+(?:pages|words|chapters|km|kilometres|kilometers
    |miles|kg|kilos|metres|meters|people|guests|songs|tracks|photos))(?=\s*(?:[.!]|$))""",
    re.IGNORECASE | re.VERBOSE,
)
# "final exam on Tuesday, passed": the outcome given last, without its subject
_PASSED: Final = re.compile(
    rf"""{_OPEN}(?P<what>(?:(?:final|last|first|driving|theory|practical|big|entrance|bar)\s+)?
    (?:exam|test|assessment|audition|interview|viva|defen[cs]e))(?P<when>\s+(?:on|this|last)\s+
    [^,.!?]+?)?,\s+(?P<outcome>passed|failed)(?=\s*(?:[.!,]|$))""",
    re.IGNORECASE | re.VERBOSE,
)
# "I've written my reading. it's a poem by ...": "it" is the thing just named as the
# speaker's, when it is described by who made it or what it is about
_MY_THING_IS: Final = re.compile(
    r"""\b(?P<whose>my|our)\s+(?P<what>[a-z][\w-]+(?:\s+(?!btw\b|now\b|finally\b)[a-z][\w-]+)?)
    (?:\s+(?:btw|now|finally))?
    [.!]+\s+it(?:'s|\s+is)\s+(?=(?:a|an)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+\s+(?:by|from|about|called
    |named|written\s+by|set\s+in)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# "I've changed my number, it ends in 4471": "it" is the thing just named as the speaker's
_MY_THING_IT: Final = re.compile(
    r"""\b(?P<thing>(?:my|our)\s+[a-z][\w-]+(?:\s+(?!btw\b|now\b)[a-z][\w-]+)?)(?P<sep>,|[.!]+)
    \s+it(?=\s+(?:ends|starts|begins)\s+(?:in|with)\b|'s\s+(?:called|named)\b
    |\s+is\s+(?:called|named)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# "Grégoire is my new lead" -> "My new lead is Grégoire": said of the speaker's side
_NAME_IS_MY: Final = re.compile(
    rf"""(?<![\w'])(?P<name>{_NAME})\s+is\s+(?P<what>(?:my|our)\s+(?:new\s+|old\s+)?[a-z][\w-]+
    (?:\s+[a-z][\w-]+)?)(?=\s*(?:[.!,]|$))""",
    re.VERBOSE,
)
# Words after "X is my ..." that already read as a fact the way they are said.
_READ_AS_SAID: Final = RELATIVES | word_set(
    "favourite favorite fave landlord landlady coach tutor teacher supervisor mentor doctor", None
)
_NOT_A_NAME: Final = _NOT_NAMES | word_set(
    """this that it here there what which who he she they we you everything nothing something
    family home work life mine yours his hers ours theirs everyone nobody somebody""",
    None,
)
# "I've been baking them for 22 years": what was made is said elsewhere; how long is the news
_DOING_THEM_FOR: Final = re.compile(
    rf"""\b(?P<lead>(?:i've|i\s+have|we've|we\s+have)\s+been\s+[a-z]+ing)\s+(?:them|it|those)\s+
    (?=for\s+(?:{_NUMBER}|\d+)\s+(?:days|{_UNITS})\b|{_SINCE})""",
    re.IGNORECASE | re.VERBOSE,
)
# "my teacher is this tiny Irish lady called ...": "this" telling a story, not pointing
_STORY_THIS: Final = re.compile(
    rf"""\b(?P<verb>is|was|met|have|has|got)\s+this\s+(?=(?:[\w'-]+\s+){{0,3}}?(?:called|named)\s+
    {_NAME})""",
    re.IGNORECASE | re.VERBOSE,
)
# "I'm second cello of two so the bar is low": a remark drawn from the news, not news
_SO_REMARK: Final = re.compile(
    r"""(?<=\w),?\s+so\s+(?=(?:the|it|that|this|everyone|nobody|there)\b)[^.!?,;]*""",
    re.IGNORECASE,
)
# "Hello from Tromsø!": where the speaker is now
_HELLO_FROM: Final = re.compile(
    rf"""^(?:(?:{GREETING}|love|happy\s+new\s+year|merry\s+christmas|happy\s+easter)\s+
    (?:again\s+)?from\s+(?:an?\s+)?(?:(?:very|rather|bitterly)\s+)?(?:(?:sunny|rainy|snowy
    |lovely|beautiful|hot|cold|wet|windy|grey|gray|foggy|freezing|chilly|misty|stormy|frozen
    |soggy|sweltering|baking)\s+)?)(?P<place>{_NAME})(?P<end>\s*[!.]+|\s*$)""",
    re.IGNORECASE | re.VERBOSE,
)
# "at the museum here in Uppsala": the place is named, "here" adds nothing
_HERE_IN: Final = re.compile(r"\b(?:over\s+|out\s+|back\s+)?here\s+(?=in\s+(?-i:[A-Z]))", re.I)
# "wants a cat but I'm allergic": allergic to what was just named
_ALLERGIC_TO_IT: Final = re.compile(
    r"""\b(?:a|an)\s+(?P<thing>[a-z][\w-]+)\s+but\s+(?P<lead>i'm|i\s+am)\s+
    (?:(?:really|very|super|badly|quite|so|seriously)\s+)?allergic\b(?!\s+to\b)""",
    re.IGNORECASE | re.VERBOSE,
)
_NEGATED: Final = re.compile(r"(?:n't|\bnot|\bnever|\bno)\b", re.IGNORECASE)
# "goodbye to my ICU team? I've been there since 2016": "there" is the group just named
_GROUPS: Final = {
    "team": "with", "band": "with", "club": "with", "choir": "with", "crew": "with",
    "practice": "at", "company": "at", "school": "at", "firm": "at", "office": "at",
    "lab": "at", "studio": "at", "gym": "at", "church": "at", "job": "at", "shop": "at",
    "ward": "on", "unit": "in", "department": "in",
}  # fmt: skip
_THERE_SINCE: Final = re.compile(
    rf"""\b(?P<thing>my\s+(?:[\w'-]+\s+){{0,2}}?(?P<group>{"|".join(_GROUPS)}))\b[^.!?]*[.!?]+\s+
    (?P<lead>i've\s+been|i\s+have\s+been|i've\s+worked|i\s+worked)\s+there
    (?=\s+(?:since|for)\s)""",
    re.IGNORECASE | re.VERBOSE,
)
# Questions about a job or place that the answer says was got: "Did you get the X job?"
_ASKED_GOT: Final = re.compile(
    r"""(?:did|have)\s+you\s+(?:get|got|land|landed|hear\s+back\s+(?:about|from)|apply\s+for
    |applied\s+for)\s+(?P<thing>(?:the|that)\s+(?:[\w'-]+\s+){0,3}?(?:job|position|role|place
    |flat|house|apartment|grant|scholarship|spot|promotion|contract|internship|offer)
    (?:\s+(?:at|with|in)\s+[^?,.]+)?)\s*\?""",
    re.IGNORECASE | re.VERBOSE,
)
_GOT_IT: Final = re.compile(
    r"^(?:(?:yes|yeah|yep|omg|oh)[,!.]*\s+)*(?:i\s+got\s+it|got\s+it|i\s+did\s+get\s+it)(?P<end>[!.]+|\s*$)",
    re.IGNORECASE,
)
_ASKED_HOW_LONG: Final = re.compile(
    r"""how\s+long\s+have\s+you\s+been\s+(?P<what>(?:a|an)\s+[\w' -]+?|(?:at|with|in|living\s+in
    |working\s+(?:at|for|in|as)|doing|teaching|driving|running|playing)\s+[^?,]+?)
    (?:\s+(?:now|for|already))?\s*\?""",
    re.IGNORECASE | re.VERBOSE,
)
_SPAN_ANSWER: Final = re.compile(
    rf"""^(?:(?:almost|nearly|over|about|just\s+over|around)\s+)?(?P<span>{_NUMBER}\s+{_UNITS})
    (?:\s+(?:now|in\s+\w+|this\s+\w+|next\s+\w+))?(?P<end>[.!]+|$)""",
    re.IGNORECASE | re.VERBOSE,
)


def plain_news(text: str, prompt: str | None = None) -> str:
    """``text`` (one turn) with the shapes above rewritten; ``prompt`` is the turn before."""
    if prompt is not None:
        text = _answered(prompt, text)
    low = text.lower()
    if "news" in low:
        text = _OTHERS_NEWS.sub(r"\g<who>'s ", text)  # "Bwalya has news too: his wife ..."
        text = _NEWS_LEAD.sub("", text)
        text = _NEWS_FRAME.sub("", text).strip()
        if text[:1].islower():
            text = text[:1].upper() + text[1:]
    text = _PLACE_FRAGMENT.sub(_place_fragment, text)
    text = _GOT_PLACE.sub(_got_place, text)
    text = _GOT_ROLE.sub(_got_role, text)
    text = _PROMOTED_TO.sub(r"\g<news> to \g<post>", text)
    text = _DESCRIPTION.sub(_described, text)
    if "it" in low:
        text = _IT_DESCRIBED.sub(_it_described, text)
    text = _FETCH_PRONOUN.sub(lambda m: _fetched(m, text), text)
    if " at " in text:
        text = _AGE_ASIDE.sub(_age_aside, text)
    text = _YEARS_DOING.sub(_years_doing, text)
    if "since " in low or "for " in low:
        text = _DOING_SINCE.sub(_doing_since, text)
    if "still " in low:
        # "How's your nan?" - "Still ruling the family": she is, not the speaker; after
        # "And your brother?" the answer is his too, but he cannot be named here
        other = None if prompt is None else _OTHER_ASKED.search(prompt)
        other = other or still_asked_of(prompt)  # "Is Manolo still driving for ...?"
        if other is not None or prompt is None or ASKED_ABOUT_OTHER.search(prompt) is None:
            text = _STILL_DOING.sub(lambda m: _still_doing(m, other), text)
    text = _FIRST_LAST.sub(_whose_first_last, text)
    if "born" in low:
        text = _BORN_FRAGMENT.sub(_born, text)
    text = _more_news(text, low)
    if "new " in low and (prompt is None or ASKED_ABOUT_OTHER.search(prompt) is None):
        # "How's your sister?" - "new job at the farm shop, ...": hers, not the speaker's
        text = _NEW_STARTING.sub(r"\g<lead>my \g<new>. ", text)
        text = _NEW_LIST.sub(_new_list, text)
    if "my " in low:
        text = _APPOSITIVE_NAME.sub(_appositive_name, text)
        text = text.removeprefix(". ")
    if " in" in low:
        text = _GOT_IN.sub("my ", text)
    return _closer_fragments(text, low)


# "new job at a bakery in Hawick, new room above it, and a new boyfriend called Struan":
# what is new in the speaker's life, listed without a verb (two things or more, each a
# thing of one's life), each got.
_NEW_THING: Final = r"""(?:a\s+)?new\s+(?:job|flat|house|home|room|place|car|van|bike|boyfriend
    |girlfriend|partner|fella|puppy|kitten|dog|cat|baby|boss|role|course|hobby|tattoo)
    (?![\w'-])[^,.!?;:]*?"""
# One new thing alone, with where it is, before a comma and other news ("new job at the
# farm shop, sold my car ...") is such a list too; not one of a list that fails ("New job,
# new flat, new me!").
_NEW_LIST: Final = re.compile(
    rf"""{_OPEN}(?P<list>{_NEW_THING}(?:(?:,\s+(?:and\s+)?|\s+and\s+){_NEW_THING})+
    (?=\s*(?:[.!?]|$))|(?:a\s+)?new\s+(?:job|flat|house|home|place|role)\s+(?:at|in)\s
    [^,.!?;:]+(?=,\s+(?!(?:and\s+)?(?:a\s+)?new\b)))""",
    re.IGNORECASE | re.VERBOSE,
)
# "new job at the airport starts in jan, sold my car": the speaker's new job and when it
# starts, then the rest of the news as a sentence of its own.
_NEW_STARTING: Final = re.compile(
    rf"""(?P<lead>{_OPEN})(?:a\s+)?(?P<new>new\s+(?:job|role|course|post|position)\s[^,.!?;:]*?\s
    (?:starts|begins)\s[^,.!?;:]+),\s+""",
    re.IGNORECASE | re.VERBOSE,
)
_NEW_PLACE: Final = re.compile(r"\s(?:at|in)\s+(?:a|an|the)\s+(?P<place>.+)$", re.IGNORECASE)
_BY_IT: Final = re.compile(
    r"\b(?P<by>above|below|behind|next\s+to|near|opposite|over|round\s+the\s+corner\s+from)"
    r"\s+it\b",
    re.IGNORECASE,
)
_NEW_SPLIT: Final = re.compile(r",\s+(?:and\s+)?|\s+and\s+(?=(?:a\s+)?new\s)", re.IGNORECASE)
_NEW_VERB: Final = re.compile(
    r"\b(?:is|are|was|were|has|have|had|will|does|did|i|we|my|our)\b|['’]", re.IGNORECASE
)


def _new_list(match: re.Match[str]) -> str:
    items = _NEW_SPLIT.split(match.group("list"))
    if any(_NEW_VERB.search(item) for item in items):
        return match.group()  # "new job is great, and ...": a clause, not a list
    for at in range(1, len(items)):
        # "new job at a bakery in Hawick, new room above it": above the bakery in Hawick
        place = _NEW_PLACE.search(items[at - 1])
        if place is not None:
            items[at] = _BY_IT.sub(rf"\g<by> the {place.group('place')}", items[at])
    items = [item[:1].lower() + item[1:] for item in items]  # "New job at ...": mid-sentence
    got = ". ".join(f"I've got {item if item.startswith('a ') else 'a ' + item}" for item in items)
    return match.group()[: match.start("list") - match.start()] + got


# "Elowen, born on Tuesday, 2.8 kilo.": a newborn named, with the day, in a fragment
# (typed in lower case too: "elowen, born on tuesday").
_BORN_FRAGMENT: Final = re.compile(
    rf"""{_OPEN}(?P<name>[A-Za-zÀ-ÖØ-Þ][a-zà-ÿ'’-]+),\s+born(?=\s+(?:on|in|at|last|this|early
    |late|yesterday|today|just)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
_NOT_NEWBORN: Final = (
    RELATIVES
    | PETS
    | ROLES
    | KIN_EXTRA
    | frozenset(NUMBER_WORDS)  # "Five, born on the 3rd": how many (puppies, lambs), no name
    | word_set(
        """baby babies boy girl twins it he she they who one monday tuesday wednesday thursday
        friday saturday sunday january february march april may june july august september
        october november december yesterday today finally first just and so well yes me
        mine same someone everyone one you we i this that what which whose
        ours yours theirs his hers us them her him all both either neither each""",
        None,
    )
)


def _born(match: re.Match[str]) -> str:
    name = match.group("name")
    if name.lower() in _NOT_NEWBORN or (name.islower() and not name.isalpha()):
        return match.group()
    name = name[:1].upper() + name[1:]  # "elowen, born on ...": a name, typed in lower case
    return f"{match.group()[: match.start('name') - match.start()]}{name} was born"


def _place_fragment(match: re.Match[str]) -> str:
    # "..., and they allow dogs" after it is a sentence of its own
    return f" {match.group('frag')}{'. ' if match.group('next') else ''}"


def _appositive_name(match: re.Match[str]) -> str:
    what = match.group("what")
    head = what.lower().split()[-1]
    if head in _NOT_APPOSITIVE or head not in _NAMED_HEADS:
        return match.group()  # "it's my fault, Sam", "it's my birthday, Sam": Sam is spoken to
    return f". {_capital(what)} is {match.group('name')}"


def _more_news(text: str, low: str) -> str:
    if "booked" in low or "scheduled" in low or "confirmed" in low:
        text = _BOOKED.sub(_whose_booked, text)
        text = _DATE_FRAGMENT.sub(_booked_for, text)
    text = _MEASURE_FRAGMENT.sub(lambda m: f", {m.group('measure')}", text)
    if "passed" in low or "failed" in low:
        text = _PASSED.sub(_passed, text)
    if "it" in low:
        text = _MY_THING_IS.sub(_my_thing_is, text)
        text = _MY_THING_IT.sub(lambda m: f"{m.group('thing')}. {_capital(m.group('thing'))}", text)
    if "from " in low:
        text = _HELLO_FROM.sub(_hello_from, text)
    if " been " in low:
        text = _DOING_THEM_FOR.sub(r"\g<lead> ", text)
    if "this " in low:
        text = _STORY_THIS.sub(
            lambda m: f"{m.group('verb')} {_article(m.string[m.end() :])} ", text
        )
    if " so " in low:
        text = _SO_REMARK.sub("", text)
    if " is my " in low or " is our " in low:
        text = _NAME_IS_MY.sub(_name_is_my, text)
    if "here in" in low:
        text = _HERE_IN.sub("", text)
    if "allergic" in low:
        text = _ALLERGIC_TO_IT.sub(lambda m: f"{m.group()} to {_plural(m.group('thing'))}", text)
    if " there " in low:
        text = _THERE_SINCE.sub(_there_named, text)
    return text


def _whose_booked(match: re.Match[str]) -> str:
    opening = match.group()[: match.start("the") - match.start()]
    return f"{opening}{'My' if match.group('the')[0].isupper() or not opening else 'my'} "


def _booked_for(match: re.Match[str]) -> str:
    date = match.group("date")
    ordinal = _DAY_OF_MONTH.search(date)
    if ordinal is not None:
        # "Thursday the 16th" says one day twice; the day of the month is the surer
        return f"{match.group('head')}, on {ordinal.group()}"
    return f"{match.group('head')} for {date.removeprefix('on ').removeprefix('On ')}"


def _there_named(match: re.Match[str]) -> str:
    said = match.group()[: match.end("lead") - match.start()]
    where = _GROUPS[match.group("group").lower()]
    return f"{said} {where} {match.group('thing')}"


def _name_is_my(match: re.Match[str]) -> str:
    name, what = match.group("name"), match.group("what")
    words = what.lower().split()
    if name.split()[0].lower() in _NOT_A_NAME or _READ_AS_SAID & {*words}:
        return match.group()  # those read as they are ("Tom is my brother")
    if not _a_persons_name(name, match.string):
        return match.group()  # "Hiking is my life": an activity, not who fills the role
    at_start = match.string[: match.start()].rstrip()[-1:] in {"", ".", "!", "?", ":"}
    return f"{_capital(what) if at_start else what} is {name}"


def _a_persons_name(name: str, text: str) -> bool:
    """Whether ``text`` shows ``name`` to be someone's name (:func:`.person.attested_names`:
    written inside a sentence, owning a relative, followed by "he"/"she" ...); a word in
    "-ing" ("Hiking", "Baking") is an activity however it is written."""
    words = name.split()
    if any(word.lower().endswith("ing") for word in words):
        return False
    return set(words) <= attested_names([Passage(None, text)])


def _passed(match: re.Match[str]) -> str:
    opening = match.group()[: match.start("what") - match.start()]
    when = match.group("when") or ""
    return f"{opening}I {match.group('outcome').lower()} my {match.group('what').lower()}{when}"


def _my_thing_is(match: re.Match[str]) -> str:
    said = match.group()
    cut = said.lower().rfind("it")
    whose = match.group("whose").capitalize()
    return f"{said[:cut]}{whose} {match.group('what')} is "


def _plural(noun: str) -> str:
    return (
        noun
        if noun.endswith("s")
        else f"{noun}es"
        if noun.endswith(("sh", "ch", "x"))
        else f"{noun}s"
    )


def _answered(prompt: str, text: str) -> str:
    if (asked := _ASKED_GOT.search(prompt)) is not None and (got := _GOT_IT.match(text)):
        return f"I got {asked.group('thing').strip()}{got.group('end') or '.'}{text[got.end() :]}"
    if (asked := _ASKED_HOW_LONG.search(prompt)) is not None and (span := _SPAN_ANSWER.match(text)):
        said = f"I've been {asked.group('what').strip()} for {span.group('span').lower()}."
        return f"{said}{text[span.end() :]}"
    return _answered_more(prompt, text)


def _got_place(match: re.Match[str]) -> str:
    if match.group("name").split()[0].lower() in _NOT_NAMES:
        return match.group()
    return f"{match.group('news')} at {match.group('name')}{match.group('end')}"


# Words ending like a job ("-er", "-or") that are no job: "I got the job! Over at the ..."
_NOT_A_ROLE: Final = word_set(
    """over never after later ever either neither rather together under other another
    better sooner whatever however whenever wherever whoever forever further door floor
    for or nor per her water weather summer winter october november december september
    number order""",
    None,
)
# Words after "got the job!!" that say how it feels or who is thanked, no role: "so happy
# for the chance", "thanks for the luck".
_NOT_A_ROLE_HEAD: Final = word_set(
    "thanks thank cheers happy chuffed excited buzzing glad ready wait news luck so", None
)


def _got_role(match: re.Match[str]) -> str:
    words = match.group("role").lower().split()
    if (
        words[0] in _NOT_DESCRIBING
        or any(word in _NOT_A_ROLE or word.endswith(("ed", "ly")) for word in words)
        or words[-1] in _NOT_A_ROLE_HEAD
    ):
        return match.group()
    role, where = match.group("role"), match.group("where")
    if not role.isupper():
        role = role[:1].lower() + role[1:]  # "Head groomer at ...": a new sentence's capital
    return f"{match.group('news')} as {role} {where}{match.group('end')}"


def _described(match: re.Match[str]) -> str:
    words = match.group("np").lower().split()
    if len(words) > _MAX_DESCRIPTION_WORDS or any(word in _NOT_DESCRIBING for word in words):
        return match.group()
    np = match.group("np")
    # a clause of its own after it ("..., we collect her Friday") starts a new sentence
    after = ". " if match.group("next") else ""
    return f"{match.group('before')}, {np[:1].lower()}{np[1:]}{after}"


def _it_described(match: re.Match[str]) -> str:
    np = match.group("np")
    if (
        match.group("pronoun").lower() != "it"
        and match.group("before").split()[-1].lower() not in PETS
    ):
        return match.group()  # "she" is an animal just got ("a puppy! She's a ..."), no other
    if any(word in _NOT_DESCRIBING for word in np.lower().split()):
        return match.group()  # "It's a shame", "it's a bit far, but ...": no description
    words = np.lower().split()
    if (
        words[1] in _NOT_A_THING
        or _VERDICT_WORDS.intersection(words)
        or any(
            word in _HOW_IT_IS and after in {"", "for", "from", "to", "but", "though"}
            for word, after in zip(words, [*words[1:], ""], strict=True)
        )
    ):
        return match.group()  # "it's a little far from work", "it's a bit small for us"
    return f"{match.group('before')}, {np[:1].lower()}{np[1:]}"


# "It's a shame", "It's a bit old", "It's a little far": a verdict, not what the thing is.
_NOT_A_THING: Final = word_set(
    """shame pity nightmare joke mess relief disaster dream bargain steal miracle lot bit
    real""",
    None,
)
# "It's a long way though", "it's a real pain to park": how it is to have, not what it is.
_VERDICT_WORDS: Final = word_set(
    """way while pain hassle faff drag worry struggle challenge trek though tho lol haha
    nightmare shame pity""",
    None,
)
_HOW_IT_IS: Final = word_set(
    """far small big old new expensive cheap pricey late early much dear tight cramped""", None
)


def _fetched(match: re.Match[str], text: str) -> str:
    got = [m for m in _GETTING.finditer(text) if m.end() <= match.start()]
    if not got or (match.group("pick") and not match.group("tail")):
        return match.group()
    last = got[-1]
    what = (last.group("closer") or last.group("what")).strip()
    return f"{match.group('lead')} the {what}{match.group('tail') or ''}"


def _age_aside(match: re.Match[str]) -> str:
    sentence = _SENTENCE_SPLIT.split(match.string[: match.start()])[-1]
    if _FIRST_PERSON_STATE.search(f" {sentence} ") is None or int(match.group("age")) < 16:
        return match.group()
    after = "" if match.group("end").strip() in {"", ".", "!"} else " "
    return f". I'm {match.group('age')}.{after}"


def _years_doing(match: re.Match[str]) -> str:
    doing = match.group("doing")
    rest = match.group("rest").lower().split()
    if doing.lower() in _NOT_DOING or len(doing) < 5 or any(w in _NOT_DESCRIBING for w in rest):
        return match.group()
    opening = match.group()[: match.start("span") - match.start()]
    return f"{opening}I've been {doing}{match.group('rest')} for {match.group('span')}"


def _doing_since(match: re.Match[str]) -> str:
    if match.group("doing").lower() in _NOT_DOING or _GOES_ON.match(match.string, match.end()):
        return match.group()
    if _GOES_ON.match(match.group("said")):
        return match.group()  # "Nursing has been my passion for 20 years": the subject
    opening = match.group()[: match.start("said") - match.start()]
    return f"{opening}I've been {match.group('said')}"


def _whose_first_last(match: re.Match[str]) -> str:
    opening = match.group()[: match.start("which") - match.start()]
    return f"{opening}My {match.group('which').lower()}"


# "How's your nan?", "And how's Tom?": a question about someone else, whom an answer that
# leaves its subject out is about.
_NO_ONE: Final = (
    r"(?-i:January|February|March|April|May|June|July|August|September|October|November"
    r"|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Christmas|Easter"
    r"|Halloween|New|Work|School|Uni|College|Life|Things|Everything|It|That|This|The|You)"
)
# The prompt's last question only ("How's Tom? Are you still at the bakery?" asks the
# speaker), and a capitalised word only when it can be someone ("How was Christmas?").
_OTHER_ASKED: Final = re.compile(
    rf"""(?:^|[.!?]\s+)(?:and\s+|so\s+)?(?:how(?:['’]s|\s+is|\s+was)|and|what\s+about
    |how\s+about)\s+(?P<who>(?P<your>your\s+)?
    (?:{alternation(RELATIVES | KIN_EXTRA | PETS)})
    |(?!{_NO_ONE}\b)(?-i:[A-Z])[\w'’-]+|he|she)
    (?:\s+(?:doing|getting\s+on|these\s+days|now))?\s*\?+\s*$""",
    re.IGNORECASE | re.VERBOSE,
)


def _still_doing(match: re.Match[str], other: re.Match[str] | None = None) -> str:
    if match.group("doing").lower() in _NOT_DOING:
        return match.group()
    if other is None:
        return f"{match.group()[: -len('still ')]}I'm still "
    # "your nan": the speaker's nan; "Manolo"; "he"/"she" only after "Is he still ...?" (read
    # across the turns, or dropped), not after "How's he doing?" (whom the chat meant, unsaid)
    who = subject_asked(other)
    if who is None or (who in {"He", "She"} and not is_still_asked(other)):
        return match.group()
    return f"{match.group()[: -len('still ')]}{who} is still "


def _hello_from(match: re.Match[str]) -> str:
    place = match.group("place")
    if place.split()[0].lower() in _NOT_A_NAME:
        return match.group()
    return f"I'm in {place}{match.group('end')}"


def _article(following: str) -> str:
    return "an" if following[:1].lower() in "aeiou" else "a"


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


# --- fragments that finish what the sentence before began ---------------------------

# "I eat everything. except olives, ...": the exception belongs to the sentence before.
_EXCEPT: Final = re.compile(
    r"""\b(?P<all>everything|anything|all\s+of\s+them|most\s+things)[.!]+\s+
    (?P<frag>(?:except(?:\s+for)?|apart\s+from|other\s+than|but\s+not)\s+[^,.!?;]+?)
    (?P<next>\s*[,;]\s+|(?=\s*(?:[.!]|$)))""",
    re.IGNORECASE | re.VERBOSE,
)
_AMOUNT = r"""(?:(?:around|about|roughly|approximately|approx|under|below|up\s+to|max|maximum
    |at\s+most|of|is)\s+)?(?:[$£€]\s?\d[\d,.]*k?|\d[\d,.]*k?\s*(?:euros?|dollars?|pounds?|eur|usd
    |gbp|quid|bucks|francs|kr|kronor|krone|yen))"""
# "budget around 2000 euros", "my budget is £300": how much the speaker means to spend
_BUDGET: Final = re.compile(
    rf"""(?:^|(?<=[.!?]\s)|(?P<comma>,\s+))(?:(?P<whose>my|our)\s+)?budget(?:'s|\s+is|:)?\s+
    (?P<amount>{_AMOUNT})(?=\s*(?:[,.!]|$))""",
    re.IGNORECASE | re.VERBOSE,
)
_STOPS = r"(?=\s*[,.!?;]|\s*$|\s+(?:for|to|because|since|as|so|but|and|now|soon)\b)"
# What the budget is for: the thing the speaker said they need or are buying.
_WANTED: Final = re.compile(
    rf"""\b(?:i|we)(?:'m|\s+am|'re|\s+are)?\s+(?:need|want|(?:looking|shopping)\s+for|buying
    |getting|saving\s+(?:up\s+)?for)\s+(?:a|an|some)\s+(?:new\s+)?(?P<what>(?:[\w-]+\s+)?[\w-]+){_STOPS}""",
    re.IGNORECASE | re.VERBOSE,
)
# "we're getting a van, a camper van, Jonne's fixing it up": "it" is what was just got
_DOING_TO_IT: Final = re.compile(
    r"""(?P<got>\b(?:getting|got|bought|buying|adopted|adopting|rescued|inherited)\s+(?:a|an)\s+
    (?P<what>[\w'-]+(?:\s+[\w'-]+)?)(?:\s+(?:instead|too|now|already|finally))?
    (?:,\s+(?:a|an)\s+(?P<closer>[\w'-]+(?:\s+[\w'-]+){0,2}))?),\s+
    (?P<name>(?-i:[A-Z])[\w-]+)(?:'s|\s+is)\s+(?P<doing>[a-z]+ing)\s+(?:it|her|him)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "I started on a new piece at the museum. a tapestry from the 1660s": what the new
# thing is, given on its own after the place where it is.
_DESCRIBED_LATER: Final = re.compile(
    r"""(?P<before>\b(?:a|an)\s+(?:new\s+|big\s+|small\s+|second\s+)?[a-z][\w-]+)
    (?P<tail>\s+(?:at|in|for|with)\s+[^.!?,]+?)[.!]+\s+
    (?P<np>(?:a|an)\s+[\w' -]+?\s(?:from|of|by|with|about|for)\s[\w' -]+?)
    (?P<next>\s*[,;]\s+|(?=\s*(?:[.!]|$)))""",
    re.IGNORECASE | re.VERBOSE,
)
# "..., 20 minutes to work": how long the speaker's way to work takes
_COMMUTE: Final = re.compile(
    rf"""(?:(?<=^)|(?<=[.!?]\s)|(?P<comma>,\s+))(?P<span>(?:{_NUMBER}|\d{{2,3}}|half\s+an|an)\s+
    (?:minutes?|mins|hours?))\s+(?:to|from)\s+(?P<where>work|the\s+office|school|uni|college
    |the\s+studio|the\s+shop|the\s+hospital)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_OWN_CLAUSE: Final = re.compile(
    r"(?:^|[.!?]\s+)(?:(?:i|i'm|i've|my|we|we're|our|the)\b[^.!?]*)?$", re.IGNORECASE
)


def _closer_fragments(text: str, low: str) -> str:
    if "except" in low or "apart from" in low or "other than" in low or "but not" in low:
        text = _EXCEPT.sub(_excepted, text)
    if "budget" in low:
        text = _BUDGET.sub(_budget, text)
    if "ing it" in low or "ing her" in low or "ing him" in low:
        text = _DOING_TO_IT.sub(_done_to_it, text)
    text = _DESCRIBED_LATER.sub(_described_later, text)
    if " in our " in low or " in my " in low or " at our " in low or " at my " in low:
        text = _HOUSEFUL.sub(_houseful, text)
    if "when " in low:
        text = _WHEN_MOVED.sub(_when_moved, text)
    if "called" in low or "named" in low:
        text = _CALLED_FRAGMENT.sub(lambda m: f" {m.group('frag')}", text)
    if _COMPLETED in low:
        text = _BARE_DONE.sub(_whose_done, text)
    if " in a row" in low:
        text = _STREAK.sub(_streak, text)
    if "work" in low or "job" in low:
        text = _AT_WORK_DOING.sub(_at_work_doing, text)
    if "minute" in low or "min" in low or "hour" in low:
        text = _COMMUTE.sub(_commute, text)
    return text


def _excepted(match: re.Match[str]) -> str:
    # a remark after the exception ("olives are a crime") is a sentence of its own
    after = ". " if match.group("next") else ""
    return f"{match.group('all')} {match.group('frag')}{after}"


def _budget(match: re.Match[str]) -> str:
    wanted = list(_WANTED.finditer(match.string, 0, match.start()))
    whose = "Our" if (match.group("whose") or "").lower() == "our" else "My"
    # after a comma it is a sentence of its own, so the clause before cannot swallow it
    lead = ". " if match.group("comma") else ""
    amount = match.group("amount")
    if amount.lower().startswith("is "):
        amount = amount[3:]
    if not wanted:
        return f"{lead}{whose} budget is {amount}"
    return f"{lead}{whose} budget for the {wanted[-1].group('what')} is {amount}"


def _done_to_it(match: re.Match[str]) -> str:
    if match.group("name").lower() in _NOT_A_NAME:
        return match.group()
    what = match.group("closer") or match.group("what")
    said = match.group()
    lead = said[: match.start("name") - match.start()]
    return f"{lead.rstrip(', ')}. {match.group('name')} is {match.group('doing')} the {what}"


def _described_later(match: re.Match[str]) -> str:
    words = match.group("np").lower().split()
    if len(words) > _MAX_DESCRIPTION_WORDS or any(word in _NOT_DESCRIBING for word in words):
        return match.group()
    np = match.group("np")
    after = ". " if match.group("next") else ""
    return f"{match.group('before')}, {np[:1].lower()}{np[1:]},{match.group('tail')}{after}"


def _commute(match: re.Match[str]) -> str:
    if _OWN_CLAUSE.search(match.string, 0, match.start()) is None:
        return match.group()  # "Sam lives close, ten minutes to work": Sam's way, not ours
    lead = ". " if match.group("comma") else ""
    return f"{lead}My commute to {match.group('where')} is {match.group('span')}"


# "..., 11 people in our house": how many were staying, given after the news
_HOUSEFUL: Final = re.compile(
    rf"""(?<=\w),\s+(?P<count>\d{{1,3}}|{_NUMBER})\s+(?P<who>people|guests|kids|children|relatives
    |adults|cousins|dogs|cats)\s+(?P<prep>in|at)\s+(?P<whose>our|my)\s+(?P<place>house|flat|home
    |apartment|place|cottage)(?=\s*(?:[.!]|$))""",
    re.IGNORECASE | re.VERBOSE,
)
# "41 days of Spanish in a row": a streak the speaker keeps, said without "I've done"
_STREAK: Final = re.compile(
    rf"""{_OPEN}(?P<said>(?:{_NUMBER}|\d{{1,4}})\s+(?:days|weeks|months|nights|mornings)\s+of\s+
    (?P<what>[\w' -]+?)\s+in\s+a\s+row)(?=\s*(?:[.!,]|$))""",
    re.IGNORECASE | re.VERBOSE,
)
# Streaks that befall everyone rather than something the speaker does.
_WEATHER: Final = word_set(
    """rain snow sun sunshine storms storm heat frost fog wind hail drizzle sleet cloud clouds
    heatwave grey gray weather thunder""",
    None,
)
# "work is dull. testing forms at the building society": the speaker's work, without "I'm"
_AT_WORK_DOING: Final = re.compile(
    r"""(?P<before>(?:^|[.!?]\s+)(?:work|work's|the\s+job|my\s+job|job)\b[^.!?]*[.!]+\s+)
    (?=(?P<doing>[a-z]+ing)\s+[^.!?]*?\s(?:at|for|in)\s+(?:the|a|an|my|our)\s)""",
    re.IGNORECASE | re.VERBOSE,
)


def _houseful(match: re.Match[str]) -> str:
    who = "We" if match.group("whose").lower() == "our" else "I"
    said = f"{match.group('count')} {match.group('who')} {match.group('prep')}"
    return f". {who} had {said} {match.group('whose')} {match.group('place')}"


def _streak(match: re.Match[str]) -> str:
    if _WEATHER & {*match.group("what").lower().split()}:
        return match.group()  # "three days of rain in a row" is no one's doing
    opening = match.group()[: match.start("said") - match.start()]
    return f"{opening}I've done {match.group('said')}"


def _at_work_doing(match: re.Match[str]) -> str:
    if match.group("doing").lower() in _NOT_DOING or len(match.group("doing")) < 5:
        return match.group()
    return f"{match.group('before')}I'm "


_MONTH = MONTH
# "when did you get the keys in the end?" + "the 22nd of November, ..."
_ASKED_WHEN: Final = re.compile(
    r"""when\s+(?P<aux>did|do)\s+you\s+(?P<verb>[a-z]+)(?P<what>\s+(?:the|your|a|an)\s+[\w' -]+?)?
    (?:\s+(?:in\s+the\s+end|again|then|now|exactly|finally|officially))?\s*\?""",
    re.IGNORECASE | re.VERBOSE,
)
_DATE_ANSWER: Final = re.compile(
    rf"""^(?:(?:oh|yes|yeah|so|um|erm),?\s+)?(?P<date>(?P<on>on\s+)?(?:the\s+{_ORDINAL}(?:\s+of\s+{_MONTH})?
    |\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}|{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?
    |{_WEEKDAY}(?:\s+the\s+{_ORDINAL})?)|(?:last|this|next)\s+(?:{_WEEKDAY}|week|month|year|weekend)
    |yesterday|today|tomorrow|in\s+{_MONTH})(?P<end>\s*(?:[,.!]|$))""",
    re.IGNORECASE | re.VERBOSE,
)
# Verbs a "when did you ...?" question asks about, with their past forms.
_PAST: Final = {
    "get": "got", "move": "moved", "start": "started", "finish": "finished", "buy": "bought",
    "sell": "sold", "leave": "left", "arrive": "arrived", "find": "found", "meet": "met",
    "pass": "passed", "sign": "signed", "book": "booked", "hear": "heard", "fly": "flew",
    "begin": "began", "graduate": "graduated", "retire": "retired", "join": "joined",
    "quit": "quit", "submit": "submitted", "defend": "defended", "open": "opened",
    "launch": "launched", "adopt": "adopted", "collect": "collected", "return": "returned",
    "marry": "married", "propose": "proposed", "qualify": "qualified", "hand": "handed",
}  # fmt: skip
# "you play the accordion??" + "for thirty years!": what the speaker has done how long
_ASKED_YOU_DO: Final = re.compile(
    r"""(?:^|[.!?]\s+)(?:(?:wait|so|oh|hang\s+on|sorry),?\s+)?(?:do\s+)?you\s+(?P<verb>play|speak|sing|teach|ride|knit|paint|dance
    |surf|climb|sew|draw|sail|row|box|skate|ski|run|swim|cook|write|brew|bake|keep|grow)
    (?:\s+(?P<what>(?:the\s+|a\s+)?[\w-]+(?:\s+[\w-]+)?))?\s*\?+""",
    re.IGNORECASE | re.VERBOSE,
)
_DONE: Final = {
    "play": "played", "speak": "spoken", "sing": "sung", "teach": "taught", "ride": "ridden",
    "knit": "knitted", "paint": "painted", "dance": "danced", "surf": "surfed",
    "climb": "climbed", "sew": "sewn", "draw": "drawn", "sail": "sailed", "row": "rowed",
    "box": "boxed", "skate": "skated", "ski": "skied", "run": "run", "swim": "swum",
    "cook": "cooked", "write": "written", "brew": "brewed", "bake": "baked", "keep": "kept",
    "grow": "grown",
}  # fmt: skip
_FOR_SPAN: Final = re.compile(
    rf"""^(?:(?:yes|yeah|yep|oh),?\s+)?(?:for\s+)?(?:(?:almost|nearly|over|about|around)\s+)?
    (?P<span>{_NUMBER}\s+{_UNITS})(?P<end>[.!,]+|\s*$)""",
    re.IGNORECASE | re.VERBOSE,
)
_POINTING: Final = word_set("it them that this those these one", None)
# "took me a year to settle when we moved here from Toronto": the move is a fact of its own
_WHEN_MOVED: Final = re.compile(
    rf"""\s+when\s+(?P<who>i|we)\s+(?P<verb>moved|came|emigrated|relocated)\s+(?:here\s+|over\s+
    |back\s+)?(?P<where>(?:from|to)\s+{_NAME})(?=\s*(?:[.!]|$))""",
    re.IGNORECASE | re.VERBOSE,
)
# "for years! in a folk band called Isbre": the group, named on its own after the news
_CALLED_FRAGMENT: Final = re.compile(
    rf"""(?<=\w)[.!]+\s+(?P<frag>(?-i:in|with|at|for)\s+(?:a|an)\s+(?:[\w'-]+\s+){{0,3}}?
    (?:called|named)\s+{_NAME})(?=\s*(?:[.!]|$))""",
    re.IGNORECASE | re.VERBOSE,
)


def _answered_more(prompt: str, text: str) -> str:
    asked = _ASKED_WHEN.search(prompt)
    if asked is not None and (day := _DATE_ANSWER.match(text)) is not None:
        what = (asked.group("what") or "").strip()
        verb = asked.group("verb").lower()
        if _POINTING & {*what.lower().split()} or (
            asked.group("aux") == "did" and verb not in _PAST
        ):
            return text
        said = _PAST[verb] if asked.group("aux").lower() == "did" else verb
        if what:
            said += " " + re.sub(r"(?i)^your\b", "my", what)
        date = day.group("date")
        return f"I {said} {_on(date)}{date}{day.group('end')}{text[day.end() :]}"
    if (echoed := _ECHOED_THING.search(prompt)) is not None:
        return _thing_described(echoed.group("thing"), text)
    if (still := _ASKED_STILL.search(prompt)) is not None:
        often = _HOW_OFTEN.match(text)
        if often is not None and not _NEGATED.search(often.group()):
            how = often.group("often")
            doing = _echo_cut(still.group("doing"), how)
            # the answer's first word, now inside the sentence: "Every day" -> "every day"
            said = f"I'm still {doing} {how[:1].lower()}{how[1:]}{often.group('rest')}"
            return f"{said}{text[often.end() :]}"
    asked = _ASKED_YOU_DO.search(prompt)
    if asked is not None and (span := _FOR_SPAN.match(text)) is not None:
        done = _DONE[asked.group("verb").lower()]
        what = f" {asked.group('what')}" if asked.group("what") else ""
        said = f"I've {done}{what} for {span.group('span').lower()}"
        return f"{said}{span.group('end')}{text[span.end() :]}"
    return text


_WEEKDAYS: Final = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")


def _on(date: str) -> str:
    """The "on" a date needs after a verb: "on the 5th", "on Friday", not "last week"."""
    low = date.lower()
    if low.startswith(("on ", "in ", "last ", "next ", "this ")):
        return ""
    return "on " if re.search(r"\d", low) or low.startswith(_WEEKDAYS) else ""


def _when_moved(match: re.Match[str]) -> str:
    who = "We" if match.group("who").lower() == "we" else "I"
    return f". {who} {match.group('verb')} {match.group('where')}"


# "a whole house?" + "a tiny terrace, two bedrooms.": what the speaker's new thing is like
_ECHOED_THING: Final = re.compile(
    r"""(?:^|[.!?]\s+)(?:a|an|your)\s+(?:(?:whole|new|own|actual|real)\s+)?(?P<thing>house|flat
    |apartment|home|cottage|car|van|boat|dog|cat|puppy|kitten|shop|studio|bakery|cafe|café)
    \s*[?!]*\?[?!]*\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
_NP_ANSWER: Final = re.compile(
    r"^(?:(?:yes|yep|yeah|well|ha|haha|lol),?\s+)?(?P<np>(?:a|an)\s+[\w' ,-]+?)(?P<end>[.!]+|$)",
    re.IGNORECASE,
)
_MAX_ANSWER_WORDS: Final = 8
# "you still playing with ...?" + "every Friday at the bar on ...": how often, so still
_ASKED_STILL: Final = re.compile(
    r"(?:^|[.!?]\s+)(?:are\s+)?you\s+still\s+(?P<doing>[a-z]+ing\b[^?]*?)\s*\?", re.IGNORECASE
)
_HOW_OFTEN: Final = re.compile(
    rf"""^(?P<often>every\s+(?:{_WEEKDAY}|day|week|weekend|morning|evening|night|month)
    |on\s+{_WEEKDAY}s|(?:twice|once|three\s+times)\s+a\s+(?:week|month))
    (?P<rest>[^.!?]*)""",
    re.IGNORECASE | re.VERBOSE,
)


def _echo_cut(doing: str, often: str) -> str:
    """``doing`` without the words at its end that the answer opens on again: "swimming in
    the sea every morning?" - "Every morning from May" says "every morning" once."""
    if doing.lower().endswith(" " + often.lower()):
        return doing[: -len(often) - 1]
    return doing


def _thing_described(thing: str, text: str) -> str:
    answer = _NP_ANSWER.match(text)
    if answer is None:
        return text
    words = answer.group("np").lower().replace(",", " ").split()
    if len(words) > _MAX_ANSWER_WORDS or any(word in _NOT_DESCRIBING for word in words):
        return text
    said = f"My {thing.lower()} is {answer.group('np')}{answer.group('end') or '.'}"
    return f"{said}{text[answer.end() :]}"


_COMPLETED_STATES = r"""(?:done|finished|fixed|sold|built|painted|renovated|repaired|installed
    |approved|signed|published|submitted|delivered|booked|paid\s+off)"""
_COMPLETED: Final = " is "
# "kitchen is DONE. finished two weeks ago": whose kitchen is left out, and when it was
# finished is given on its own after it
_BARE_DONE: Final = re.compile(
    rf"""{_OPEN}(?P<noun>(?-i:[a-z])[\w-]+)\s+is\s+(?:(?:finally|all|completely|totally
    |officially)\s+)?(?P<state>{_COMPLETED_STATES})\b
    (?:(?P<stop>[.!]+)\s+(?P<when>(?:finished|done|completed|fixed|sold)\s+(?:[\w-]+\s+){{0,3}}?
    (?:ago|yesterday|last\s+[a-z]+|on\s+[a-z]+))\b)?""",
    re.IGNORECASE | re.VERBOSE,
)
# Nouns that are no one's in particular, or point at something said before.
_NOT_OWNED: Final = _NOT_DESCRIBING | word_set(
    """it that this what which everything nothing something anything life work dinner lunch
    breakfast tea coffee food weather today tonight everyone nobody deal game match rest
    all who he she one""",
    None,
)


def _whose_done(match: re.Match[str]) -> str:
    noun = match.group("noun")
    if noun.lower() in _NOT_OWNED:
        return match.group()
    said = match.group()
    opening = said[: match.start("noun") - match.start()]
    whose = "My" if not opening.strip() else "my"
    rest = said[match.end("noun") - match.start() :]
    if match.group("when"):
        rest = rest[: match.start("stop") - match.end("noun")] + f", {match.group('when')}"
    return f"{opening}{whose} {noun}{rest}"
