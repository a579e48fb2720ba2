"""Hand-written material the development set is drawn from: people, places, work, pets,
pastimes and the things that happen to them. Nothing here is a sentence template; the
wording lives in ``beats`` and ``chatter``."""

from __future__ import annotations

import calendar
from dataclasses import dataclass

FIRST_NAMES = (
    "Caroline",
    "Melanie",
    "Joanna",
    "Nate",
    "Tomasz",
    "Aisha",
    "Priyanka",
    "Dmitri",
    "Leila",
    "Gareth",
    "Hana",
    "Rafael",
    "Siobhan",
    "Kwame",
    "Ines",
    "Marcus",
    "Yuki",
    "Beatriz",
    "Callum",
    "Noor",
    "Esther",
    "Lorenzo",
    "Freya",
    "Obinna",
    "Mireille",
    "Declan",
    "Sunita",
    "Anders",
    "Paloma",
    "Theo",
    "Adaeze",
    "Rory",
    "Mei-Lin",
    "Javier",
    "Ottilie",
    "Samir",
    "Bronwen",
    "Kofi",
    "Astrid",
    "Matteo",
    "Zainab",
    "Ewan",
    "Valentina",
    "Hugo",
    "Imogen",
    "Tariq",
    "Greta",
    "Femi",
    "Clementine",
    "Arjun",
    "Solveig",
    "Dario",
    "Niamh",
    "Bashir",
    "Rosalind",
    "Emil",
    "Thandiwe",
    "Casper",
    "Lucia",
    "Idris",
    "Harriet",
    "Keanu",
    "Margot",
    "Yusuf",
    "Ingrid",
    "Felipe",
    "Orla",
    "Ravi",
    "Wilhelmina",
    "Jonah",
    "Sakura",
    "Benedikt",
    "Amara",
    "Lachlan",
    "Renata",
    "Elliot",
    "Farah",
    "Gideon",
    "Paulina",
    "Kenji",
    "Maeve",
    "Olusegun",
    "Delphine",
    "Ciaran",
    "Roksana",
    "Vikram",
    "Hattie",
    "Mateus",
    "Aurelie",
)
# Names for relatives, partners, managers and friends: never a speaker's name in the same
# conversation (the generator checks), so "Dana" always means one person.
OTHER_NAMES = (
    "Marta",
    "Priya",
    "Dana",
    "Ollie",
    "Bea",
    "Stefan",
    "Lucy",
    "Tobias",
    "Rina",
    "Jules",
    "Marisol",
    "Kit",
    "Hamid",
    "Elspeth",
    "Nikos",
    "Chiara",
    "Gus",
    "Wen",
    "Ada",
    "Ruairi",
    "Pilar",
    "Desmond",
    "Agnieszka",
    "Lars",
    "Yemi",
    "Francesca",
    "Moritz",
    "Ayo",
    "Sinead",
    "Hector",
    "Lotte",
    "Reza",
    "Mabel",
    "Anton",
    "Keiko",
    "Fergus",
    "Dolores",
    "Ibrahim",
    "Petra",
    "Quentin",
    "Nadia",
    "Barnaby",
    "Soraya",
    "Vincent",
    "Lena",
    "Cosmo",
    "Tamsin",
    "Arturo",
    "Heidi",
    "Jasper",
    "Pia",
    "Raymond",
    "Zora",
    "Edwin",
    "Giulia",
    "Fintan",
)

FEMININE = frozenset(
    [
        "Marta",
        "Priya",
        "Bea",
        "Lucy",
        "Rina",
        "Marisol",
        "Elspeth",
        "Chiara",
        "Ada",
        "Pilar",
        "Agnieszka",
        "Francesca",
        "Sinead",
        "Lotte",
        "Mabel",
        "Keiko",
        "Dolores",
        "Petra",
        "Nadia",
        "Soraya",
        "Lena",
        "Tamsin",
        "Heidi",
        "Pia",
        "Zora",
        "Giulia",
    ]
)
MASCULINE = frozenset(
    [
        "Ollie",
        "Stefan",
        "Tobias",
        "Hamid",
        "Nikos",
        "Gus",
        "Ruairi",
        "Desmond",
        "Lars",
        "Moritz",
        "Hector",
        "Reza",
        "Anton",
        "Fergus",
        "Ibrahim",
        "Quentin",
        "Barnaby",
        "Vincent",
        "Cosmo",
        "Arturo",
        "Jasper",
        "Raymond",
        "Edwin",
        "Fintan",
    ]
)
"""The rest of OTHER_NAMES (Dana, Jules, Kit, Wen, Yemi, Ayo) are worn by anyone."""


def name_fits(name: str, pronoun: str) -> bool:
    """Whether `name` reads naturally with `pronoun` ("she", "he" or "they")."""
    if pronoun == "she":
        return name not in MASCULINE
    if pronoun == "he":
        return name not in FEMININE
    return True


@dataclass(frozen=True)
class City:
    name: str
    country: str
    detail: str
    """Something a resident would mention (a street, a park, a view)."""
    sea: str = ""
    """The sea or ocean on its doorstep, for common-sense questions; empty inland."""


CITIES = (
    City("Leeds", "England", "right by the canal in Kirkstall"),
    City("Porto", "Portugal", "up the hill from the Ribeira", "the Atlantic"),
    City("Lisbon", "Portugal", "in a flat above a bakery in Alfama", "the Atlantic"),
    City("Glasgow", "Scotland", "near Kelvingrove Park"),
    City("Bristol", "England", "on one of the steep streets in Totterdown"),
    City("Utrecht", "the Netherlands", "two minutes from the Oudegracht"),
    City("Valencia", "Spain", "near the old riverbed park", "the Mediterranean"),
    City("Kraków", "Poland", "in Kazimierz, above a vinyl shop"),
    City("Montreal", "Canada", "in the Plateau, up three flights of outdoor stairs"),
    City("Halifax", "Canada", "a short walk from the harbourfront", "the Atlantic"),
    City("Melbourne", "Australia", "in Brunswick, near the tram line"),
    City("Wellington", "New Zealand", "on a windy hill in Mount Victoria", "the Pacific"),
    City("Cork", "Ireland", "just off the English Market"),
    City("Galway", "Ireland", "near the Spanish Arch", "the Atlantic"),
    City("Ghent", "Belgium", "by the Graslei"),
    City("Leipzig", "Germany", "in Plagwitz, next to the old factories"),
    City("Hamburg", "Germany", "in Ottensen, close to the Elbe"),
    City("Gothenburg", "Sweden", "in Majorna, near the trams"),
    City("Bergen", "Norway", "under Mount Fløyen", "the North Sea"),
    City("Tallinn", "Estonia", "just outside the old town walls", "the Baltic"),
    City("Ljubljana", "Slovenia", "near the Triple Bridge"),
    City("Bologna", "Italy", "under the porticoes near the university"),
    City("Marseille", "France", "in the Panier, above the old port", "the Mediterranean"),
    City("Nantes", "France", "on the Île de Nantes"),
    City("Seville", "Spain", "in Triana, across the river"),
    City("Austin", "the United States", "in a bungalow off South Congress"),
    City("Portland", "the United States", "in a little house in Sellwood"),
    City("Pittsburgh", "the United States", "at the top of a very steep hill in Polish Hill"),
    City("Asheville", "the United States", "close to the River Arts District"),
    City("Vancouver", "Canada", "in Mount Pleasant", "the Pacific"),
    City("Edinburgh", "Scotland", "in Leith, by the Shore", "the North Sea"),
    City("Cardiff", "Wales", "near Roath Park"),
    City("Nairobi", "Kenya", "in Kilimani"),
    City("Accra", "Ghana", "in Osu, near Oxford Street", "the Atlantic"),
    City(
        "Cape Town", "South Africa", "in Observatory, with a view of Table Mountain", "the Atlantic"
    ),
    City("Kyoto", "Japan", "near the Kamo river"),
    City("Osaka", "Japan", "in Nakazakicho"),
    City("Busan", "South Korea", "near Haeundae beach", "the Sea of Japan"),
    City("Taipei", "Taiwan", "in Da'an, near the park"),
    City("Hanoi", "Vietnam", "near Hoan Kiem lake"),
    City("Oaxaca", "Mexico", "in Jalatlaco"),
    City("Valparaíso", "Chile", "on Cerro Alegre", "the Pacific"),
    City("Montevideo", "Uruguay", "near the rambla", "the Atlantic"),
    City("Reykjavik", "Iceland", "near Hallgrímskirkja", "the North Atlantic"),
)

TRIP_CITIES = (
    City("Kyoto", "Japan", "", ""),
    City("Lisbon", "Portugal", "", "the Atlantic"),
    City("Marrakech", "Morocco", "", ""),
    City("Reykjavik", "Iceland", "", "the North Atlantic"),
    City("Hanoi", "Vietnam", "", ""),
    City("Mexico City", "Mexico", "", ""),
    City("Naples", "Italy", "", "the Mediterranean"),
    City("Istanbul", "Turkey", "", ""),
    City("Vienna", "Austria", "", ""),
    City("Dubrovnik", "Croatia", "", "the Adriatic"),
    City("Tbilisi", "Georgia", "", ""),
    City("Edinburgh", "Scotland", "", "the North Sea"),
    City("Seoul", "South Korea", "", ""),
    City("Buenos Aires", "Argentina", "", ""),
    City("Copenhagen", "Denmark", "", ""),
    City("Athens", "Greece", "", "the Aegean"),
    City("Quebec City", "Canada", "", ""),
    City("Oslo", "Norway", "", ""),
    City("Zanzibar", "Tanzania", "", "the Indian Ocean"),
    City("Chiang Mai", "Thailand", "", ""),
    City("Budapest", "Hungary", "", ""),
    City("Cusco", "Peru", "", ""),
    City("Palermo", "Italy", "", "the Mediterranean"),
    City("Sapporo", "Japan", "", ""),
)

CURRENCIES = {
    "Japan": "yen",
    "Portugal": "euros",
    "Morocco": "dirhams",
    "Iceland": "krónur",
    "Vietnam": "dong",
    "Mexico": "pesos",
    "Italy": "euros",
    "Turkey": "lira",
    "Austria": "euros",
    "Croatia": "euros",
    "Georgia": "lari",
    "Scotland": "pounds",
    "South Korea": "won",
    "Argentina": "pesos",
    "Denmark": "kroner",
    "Greece": "euros",
    "Canada": "dollars",
    "Norway": "kroner",
    "Tanzania": "shillings",
    "Thailand": "baht",
    "Hungary": "forints",
    "Peru": "soles",
}


@dataclass(frozen=True)
class Job:
    title: str
    places: tuple[str, ...]
    office: bool = False
    """Desk work with projects (codenames, managers who move offices)."""
    gear: str = ""
    """What the job has you carry or wear, for common-sense questions."""


JOBS = (
    Job("nurse", ("St Mary's Hospital", "the Royal Infirmary", "Northgate Clinic"), gear="scrubs"),
    Job("physiotherapist", ("a sports clinic called Motion Lab", "the Riverside Practice")),
    Job("pharmacist", ("Hollis Pharmacy", "the big Boots on the high street")),
    Job("paramedic", ("the county ambulance service",), gear="a uniform and a radio"),
    Job("primary school teacher", ("Westbrook Primary", "Hillside Primary", "St Anne's")),
    Job("secondary maths teacher", ("Kingsway Academy", "Ridgeview High")),
    Job("librarian", ("the central library", "the university library")),
    Job("software developer", ("Brightwave", "Fernhill Games", "a fintech called Ledgerly"), True),
    Job("UX designer", ("Lumen Studio", "Parcel & Pine", "Orbital Health"), True),
    Job("data analyst", ("Lumen Analytics", "the city council", "Northwind Logistics"), True),
    Job("product manager", ("Tidepool", "Brightwave", "Quillstone"), True),
    Job("accountant", ("Harrow & Finch", "a small firm called Pennywise"), True),
    Job("copywriter", ("an agency called Loud Fox", "Quillstone"), True),
    Job("civil engineer", ("Arup", "the rail authority"), True, gear="a hard hat"),
    Job("carpenter", ("Oakline Joinery", "a timber-frame outfit called Dovetail")),
    Job("electrician", ("Spark Brothers", "the university estates team")),
    Job("baker", ("Crumb & Co", "a sourdough place called Proof")),
    Job("chef", ("a tapas bar called Brasa", "the hotel restaurant at the Grand"), gear="knives"),
    Job("florist", ("Wild Stems", "a shop called Petal & Twig")),
    Job("vet nurse", ("Greenway Vets", "the animal hospital on Mill Road")),
    Job("architect", ("Studio Hearth", "a practice called Lintel"), True),
    Job("journalist", ("the Evening Post", "a local news site called The Bulletin"), True),
    Job("bike mechanic", ("Spokes", "a co-op called Chain Reaction")),
    Job("marine biologist", ("the aquarium", "the coastal research station")),
    Job("translator", ("a patent agency", "the European Medicines office"), True),
    Job("museum curator", ("the maritime museum", "the city art gallery"), True),
    Job("airline pilot", ("a regional airline called Skylark",), gear="a pilot's licence"),
    Job("dental hygienist", ("Bright Smile Dental", "the practice on Castle Street")),
)

CODENAMES = (
    "Kestrel",
    "Bluebell",
    "Tarragon",
    "Nimbus",
    "Juniper",
    "Obsidian",
    "Marigold",
    "Halyard",
    "Cobalt",
    "Sparrowhawk",
    "Lantern",
    "Quarry",
    "Wren",
    "Basalt",
    "Fennel",
    "Lodestar",
    "Heron",
    "Sorrel",
    "Beacon",
    "Puffin",
)
PROJECTS = (
    "new booking app",
    "billing rewrite",
    "customer portal",
    "mobile redesign",
    "warehouse dashboard",
    "onboarding flow",
    "data migration",
    "loyalty scheme",
    "search overhaul",
    "payments integration",
)


@dataclass(frozen=True)
class Pet:
    species: str
    kind: str
    """What people call it in passing ("a beagle", "a tabby")."""
    names: tuple[str, ...]


PETS = (
    Pet("dog", "beagle", ("Biscuit", "Waffles", "Pickle", "Bramble")),
    Pet("dog", "retired greyhound", ("Comet", "Dash", "Velvet", "Arrow")),
    Pet("dog", "collie mix", ("Scout", "Juno", "Maple", "Rufus")),
    Pet("dog", "dachshund", ("Frankie", "Noodle", "Pretzel", "Otto")),
    Pet("dog", "rescue lurcher", ("Willow", "Fern", "Nessie", "Bodhi")),
    Pet("cat", "tabby", ("Miso", "Pumpkin", "Tigger", "Marmalade")),
    Pet("cat", "black cat", ("Salem", "Pepper", "Onyx", "Inky")),
    Pet("cat", "Maine Coon", ("Bear", "Chewie", "Nala", "Duchess")),
    Pet("rabbit", "lop-eared rabbit", ("Clover", "Thumper", "Hazel", "Dumpling")),
    Pet("tortoise", "Hermann's tortoise", ("Sheldon", "Gary", "Speedy", "Bertha")),
    Pet("parrot", "African grey parrot", ("Kiwi", "Captain", "Rio", "Polly")),
)


@dataclass(frozen=True)
class Hobby:
    name: str
    """What the answer calls it; every one of `says` contains it."""
    says: tuple[str, ...]
    """First-person ways of saying one does it regularly ({place} may appear)."""
    places: tuple[str, ...]
    gift: str
    """A present that fits it (open-domain answers)."""
    venue: str
    """Where one would go for it in a new town (open-domain answers)."""


HOBBIES = (
    Hobby(
        "bouldering",
        (
            "I've been bouldering at {place} three evenings a week",
            "bouldering is basically my whole personality now, I'm at {place} most nights",
            "I go bouldering at {place} every Tuesday and Thursday",
        ),
        ("the Arch", "a wall called Crux", "the old church they turned into a climbing gym"),
        "climbing shoes",
        "a climbing gym",
    ),
    Hobby(
        "pottery",
        (
            "I do pottery at {place} every Thursday night",
            "I've got a wheel slot at {place} on Thursdays, pottery keeps me sane",
            "I've been doing pottery at {place} for about two years now",
        ),
        ("a studio called Kiln Street", "the community arts centre", "Muddy Hands studio"),
        "a set of clay carving tools",
        "a ceramics studio",
    ),
    Hobby(
        "sea swimming",
        (
            "I do sea swimming off {place} every morning, even in winter",
            "sea swimming at {place} before work is my thing now",
            "a group of us go sea swimming off {place} most mornings, all year round",
        ),
        ("the harbour steps", "the north beach", "the old pier"),
        "a changing robe",
        "a beach",
    ),
    Hobby(
        "birdwatching",
        (
            "I go birdwatching at {place} most Sunday mornings",
            "I've got really into birdwatching, I'm out at {place} every weekend with binoculars",
            "weekends I'm usually birdwatching at {place} with a flask",
        ),
        ("the wetland reserve", "the reservoir", "the estuary hide"),
        "a pair of binoculars",
        "a nature reserve",
    ),
    Hobby(
        "salsa dancing",
        (
            "I go salsa dancing at {place} every Wednesday",
            "Wednesdays are salsa dancing nights at {place}, I never miss them",
            "I've been salsa dancing at {place} every week for over a year",
        ),
        ("a bar called Sabor", "the Latin club on Queen Street", "the dance school by the station"),
        "dance shoes",
        "a dance school",
    ),
    Hobby(
        "trail running",
        (
            "I go trail running at {place} every weekend",
            "trail running is my thing, I'm up at {place} most Saturdays",
            "I do long trail running loops around {place} on Sundays",
        ),
        ("the ridge path", "the forest park", "the hills behind town"),
        "a pair of trail shoes",
        "a running club",
    ),
    Hobby(
        "chess",
        (
            "I play chess at {place} every Monday night",
            "I'm in a chess club that meets at {place} on Mondays",
            "I've been playing in the chess league at {place} for years",
        ),
        ("the Red Lion", "the library", "a café called Checkmate"),
        "a travel chess set",
        "a chess club",
    ),
    Hobby(
        "woodworking",
        (
            "I spend most weekends woodworking in {place}",
            "I've been doing woodworking in {place}, it's my happy place",
            "I'm always woodworking in {place} on a Saturday",
        ),
        ("my garage", "a shared workshop called Sawdust", "the community makerspace"),
        "a good chisel set",
        "a makerspace",
    ),
    Hobby(
        "knitting",
        (
            "I do knitting every evening, there's always a jumper on the needles",
            "I go to a knitting circle at {place} on Tuesdays",
            "knitting is how I switch off, I do a bit every night",
        ),
        ("a wool shop called Purl", "the café on the corner", "the library"),
        "a skein of merino yarn",
        "a yarn shop",
    ),
    Hobby(
        "rowing",
        (
            "I go rowing with a club on {place}, early mornings three times a week",
            "I'm out rowing on {place} at six most mornings",
            "I joined the rowing club on {place} ages ago and I still go every week",
        ),
        ("the river", "the canal", "the lake"),
        "a rowing machine",
        "a rowing club",
    ),
    Hobby(
        "baking bread",
        (
            "I've been baking bread every weekend, the sourdough starter lives on my counter",
            "I've been baking bread every Sunday for a few years",
            "every weekend I'm baking bread, a couple of loaves at least",
        ),
        ("home",),
        "a proofing basket",
        "a good bakery",
    ),
    Hobby(
        "gardening",
        (
            "I spend every spare hour gardening at my allotment at {place}",
            "I've got an allotment at {place}, I'm there gardening most weekends",
            "gardening at {place} is where I go to think",
        ),
        ("the end of our road", "the railway allotments", "the community garden"),
        "a pair of good pruning shears",
        "a community garden",
    ),
    Hobby(
        "photography",
        (
            "I do film photography every weekend",
            "I'm always out doing photography around {place} at weekends",
            "I've been doing street photography around {place} for years",
        ),
        ("the old docks", "the market", "the city centre"),
        "a roll of film",
        "a photo walk group",
    ),
    Hobby(
        "cycling",
        (
            "I go cycling with a club from {place} every Sunday",
            "Sundays I'm out cycling with a group from {place}",
            "I do a long cycling loop most weekends, starting from {place}",
        ),
        ("the bike café", "the velodrome car park", "the square"),
        "cycling gloves",
        "a cycling club",
    ),
)


INSTRUMENTS = {
    "cello": "string",
    "violin": "string",
    "viola": "string",
    "double bass": "string",
    "trumpet": "brass",
    "trombone": "brass",
    "French horn": "brass",
    "tuba": "brass",
    "clarinet": "woodwind",
    "flute": "woodwind",
    "oboe": "woodwind",
    "bassoon": "woodwind",
}
ENSEMBLES = {"string": "a string quartet", "brass": "a brass band", "woodwind": "a wind quintet"}
GROUPS = ("a community orchestra", "a ceilidh band", "the university orchestra", "a covers band")

BANDS = (
    "Khruangbin",
    "Fleetwood Mac",
    "Bon Iver",
    "Arctic Monkeys",
    "Björk",
    "Radiohead",
    "Stevie Wonder",
    "Mitski",
    "Talking Heads",
    "Fela Kuti",
    "Portishead",
    "Joni Mitchell",
    "Vampire Weekend",
    "ABBA",
    "Sault",
    "The Beths",
    "Alabama Shakes",
    "Kate Bush",
)


@dataclass(frozen=True)
class Diet:
    name: str
    says: tuple[str, ...]
    avoid: str
    """A dish a host should not serve (open-domain answers)."""


DIETS = (
    Diet(
        "vegetarian",
        (
            "I've been vegetarian since I was sixteen",
            "I'm vegetarian, I haven't eaten meat in about ten years",
            "I'm vegetarian, have been forever",
        ),
        "the beef stew",
    ),
    Diet(
        "vegan",
        (
            "I went vegan a few years ago and never looked back",
            "I'm vegan, so no dairy, no eggs, nothing",
            "I've been fully vegan for five years",
        ),
        "the cheese board",
    ),
    Diet(
        "pescatarian",
        (
            "I'm pescatarian, fish but no meat",
            "I'm pescatarian now, I stopped eating meat but I still eat fish",
            "I've been pescatarian for years, fish but never meat",
        ),
        "the chicken skewers",
    ),
)
ALLERGIES = (
    ("peanuts", "the satay"),
    ("shellfish", "the prawn curry"),
    ("sesame", "the hummus"),
    ("kiwi", "the fruit salad"),
    ("walnuts", "the carrot cake"),
    ("eggs", "the omelette"),
)


@dataclass(frozen=True)
class Craft:
    thing: str
    """The object as someone across the room would name it."""
    verb: str
    """Past tense of how it was made."""
    spot: str
    """Where it is in the home."""


CRAFTS = (
    Craft("lighthouse painting", "painted", "in the hallway"),
    Craft("patchwork quilt", "sewed", "on the sofa"),
    Craft("oak bookshelf", "built", "in the living room"),
    Craft("green jumper", "knitted", "you wore on Sunday"),
    Craft("blue fruit bowl", "threw", "on the kitchen table"),
    Craft("birdhouse", "built", "in the garden"),
    Craft("big photo of the fjord", "took", "above the bed"),
    Craft("little wooden fox", "carved", "on the windowsill"),
    Craft("mural of the allotments", "painted", "in the kitchen"),
    Craft("stained-glass panel", "made", "in the front door"),
    Craft("portrait of the dog", "drew", "by the stairs"),
    Craft("rag rug", "made", "in the bathroom"),
)


@dataclass(frozen=True)
class Milestone:
    what: str
    """The answer's name for it."""
    done: tuple[str, ...]
    """Past-tense first-person clauses; {when} marks where the date phrase goes."""
    ask: str
    """Question stem after "When did {name} ..."."""
    key: tuple[str, ...]
    """Words every one of `done` contains (one of them at least)."""


MILESTONES = (
    Milestone(
        "half marathon",
        (
            "I ran my first half marathon {when}",
            "finished the half marathon {when}, legs are still dead",
        ),
        "run a half marathon",
        ("half marathon",),
    ),
    Milestone(
        "driving test",
        (
            "I passed my driving test {when}, on the third attempt",
            "{when} I finally passed my driving test",
        ),
        "pass the driving test",
        ("driving test",),
    ),
    Milestone(
        "citizenship ceremony",
        (
            "I had my citizenship ceremony {when}",
            "{when} I officially became a citizen, ceremony and all",
        ),
        "have the citizenship ceremony",
        ("ceremony",),
    ),
    Milestone(
        "black belt grading",
        (
            "I passed my black belt grading {when}",
            "got my black belt {when}, after six years of karate",
        ),
        "get the black belt",
        ("black belt",),
    ),
    Milestone(
        "thesis defence",
        ("I defended my thesis {when}", "{when} I did my viva and passed with minor corrections"),
        "defend the thesis",
        ("thesis", "viva"),
    ),
    Milestone(
        "first solo exhibition",
        (
            "my first solo exhibition opened {when}",
            "{when} was the opening night of my first solo show",
        ),
        "open the first solo exhibition",
        ("solo",),
    ),
    Milestone(
        "charity bike ride",
        (
            "I did the hundred-mile charity bike ride {when}",
            "{when} I rode the 100-mile charity ride for the hospice",
        ),
        "do the charity bike ride",
        ("charity",),
    ),
    Milestone(
        "triathlon",
        (
            "I did my first sprint triathlon {when}",
            "{when} I finished a sprint triathlon, swim, bike and run",
        ),
        "do the triathlon",
        ("triathlon",),
    ),
    Milestone(
        "first open-mic gig",
        (
            "I played my first open-mic night {when}",
            "{when} I got up and played at an open mic for the first time",
        ),
        "play the first open-mic night",
        ("open mic",),
    ),
    Milestone(
        "mountain summit",
        ("I climbed Ben Nevis {when}", "we summited Ben Nevis {when}, in the fog"),
        "climb Ben Nevis",
        ("ben nevis",),
    ),
)

KIN = ("sister", "brother", "cousin")
PARTNERS = ("partner", "wife", "husband", "girlfriend", "boyfriend", "fiancée", "fiancé")
SIBLING_JOBS = (
    "dentist",
    "midwife",
    "firefighter",
    "sound engineer",
    "barrister",
    "zookeeper",
    "tattoo artist",
    "air traffic controller",
    "sommelier",
    "park ranger",
    "optician",
    "plumber",
)
PARTNER_JOBS = (
    "head chef",
    "junior doctor",
    "lighting designer",
    "tax adviser",
    "graphic designer",
    "boat builder",
    "yoga teacher",
    "sous chef",
    "surveyor",
    "social worker",
)
MONTHS = tuple(calendar.month_name[1:])
WEEKDAYS = tuple(calendar.day_name)
