"""Session 41 (issue #15): facts that were wrong, garbled or no facts at all.

Each case is one turn, the facts it must form (each as words the fact contains) and words
no fact may contain: a month or weekday ahead of the chat's date after "by", "until" or a
rebooking; a habit read as a date ("the odd Sunday"); joke titles; stories told after a
preference; a yes, a request or a cut-off number left inside a
fact; a list of names with no verb; a mood of the day; someone else's verdict on a thing.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

APRIL = date(2025, 4, 5)
JUNE = date(2024, 6, 1)


def _facts(day: date, *turns: str) -> list[str]:
    return [
        f.text for f in extract_facts(ExtractionInput(content="\n".join(turns), document_date=day))
    ]


# (date, turn, words each wanted fact holds, words no fact may hold)
CASES: list[tuple[date, str, tuple[str, ...], tuple[str, ...]]] = [
    # a month after "by"/"until"/"till" in a clause with "can't", "won't", "need to": ahead
    (
        APRIL,
        "Gwen: My uncle had a hip operation in February and he can't fly by June, so we're "
        "marrying at the town hall instead.",
        ("June 2025",),
        ("June 2024",),
    ),
    (
        APRIL,
        "Priya: Her wrist broke in March and she won't drive until August.",
        (),
        ("August 2024",),
    ),
    (
        APRIL,
        "Tomas: The roof has to be finished by October, the builder says.",
        (),
        ("October 2024",),
    ),
    (APRIL, "Lise: We need the nursery painted before July.", ("July 2025",), ("July 2024",)),
    (APRIL, "Hamid: I'll be away on the rigs till September.", ("September 2025",), ()),
    (APRIL, "Ana: My knee is bad and I can't run until June.", ("run until June 2025",), ()),
    # a rebooking is for a day ahead
    (
        JUNE,
        "Noor: We've rebooked for February half term instead.",
        ("February 2025",),
        ("February 2024",),
    ),
    (JUNE, "Ole: We rebooked the cabin for March.", ("March 2025",), ("March 2024",)),
    # "the odd Saturday", "the occasional Friday", "alternate Sundays": habits, no date
    (JUNE, "Ines: I've given up shifts on weekdays; just the odd Saturday now.", (), ("2024-",)),
    (JUNE, "Rafa: I still referee the occasional Friday.", (), ("2024-",)),
    (JUNE, "Kit: I visit my gran on alternate Sundays.", (), ("2024-",)),
    # a grand title with a wink is a joke; a real role stays
    (JUNE, "Maud: I'm the Queen of Tobermory, don't you know.", (), ("Queen",)),
    (JUNE, "Piet: I am the Duke of Dalston, you know.", (), ("Duke",)),
    (JUNE, "Sana: I'm the Empress of Leith, if you please.", (), ("Empress",)),
    (JUNE, "Olu: I'm the captain of the bowls team.", ("captain of the bowls team",), ()),
    # a plan never carried out is what did not happen (session 50): no memory
    (JUNE, "Jude: We never did go to the lantern festival in Hoi An in the end.", (), ("never",)),
    (JUNE, "Dev: I didn't end up getting the job.", ("job",), ()),
    # a story after a preference, naming the thing again, is its reason
    (
        JUNE,
        "Ivo: I can't stand brass bands. My uncle made us follow the town band every "
        "carnival, and I lost my hat once.",
        ("can't stand brass bands",),
        ("uncle", "hat"),
    ),
    (
        JUNE,
        "Elin: I adore snow. My nan used to say the snowfall made the whole valley hush.",
        ("adores snow",),
        ("nan",),
    ),
    (
        JUNE,
        "Fay: I hate marzipan. The first time I tried marzipan fruits I was sick on the bus.",
        ("hates marzipan",),
        ("bus",),
    ),
    (JUNE, "Leo: I love ferries. My brother used to run a bakery in Oban.", ("brother",), ()),
    (
        JUNE,
        "Kofi: I hate being off sick. The last time I was off, my uncle had me helping him "
        "paint his caravan for two weeks.",
        ("caravan",),
        (),
    ),
    # a yes inside the fact, a request to the listener, a number cut short
    (
        JUNE,
        "Aled: Still nursing, yes, at the hospice in Rhyl.",
        ("still nursing at the hospice",),
        ("yes",),
    ),
    (JUNE, "Moss: Still farming, yeah, up at the croft.", (), ("yeah",)),
    (
        JUNE,
        "Vera: I can't stand opera, by the way, so don't drag me to that gala at Christmas.",
        ("can't stand opera",),
        ("gala", "drag"),
    ),
    (
        JUNE,
        "Rhys: This month I'm tiling a pool for a hotel, two hundred and forty square "
        "metres of it.",
        (),
        ("hundred.", "two hundred ("),
    ),
    (JUNE, "Nia: Lena is 8 and Tobi is 5.", ("Lena was 8", "Tobi was 5"), ("and is",)),
    # a list of names, then a clause about the last of them: the clause is the last one's
    (
        JUNE,
        "Tess: Me, Arlo, Finn and Ivy, who turned three last month.",
        ("Ivy turned three in May 2024",),
        ("Arlo, Finn",),
    ),
    (
        JUNE,
        "Wren: Me, Dara and Sol, who started nursery in April.",
        ("Sol started nursery in April 2024",),
        ("Dara",),
    ),
    (JUNE, "Tess: My sister Ivy, who lives in Perth, is a vet.", ("is a vet",), ()),
    # a mood of the day, someone else's verdict on a thing
    (JUNE, "Ana: I'm in a bit of a grumpy mood today, sorry.", (), ("mood",)),
    (JUNE, "Gus: I was in a foul mood all morning.", (), ("mood",)),
    (JUNE, "Gus: We're in such a bad mood, sorry.", (), ("mood",)),
    (
        JUNE,
        "Ida: My sister thinks the new library is the worst building in town.",
        (),
        ("library",),
    ),
    (
        JUNE,
        "ben: me best mate reckons the chippy on the pier is the best in wales",
        (),
        ("chippy",),
    ),
    (JUNE, "Ida: My dad thinks the new bakery is overrated.", (), ("bakery",)),
    (JUNE, "Ida: My cousin swears that this pub is better than the one in town.", (), ("pub",)),
    (JUNE, "Teleri: Great. Elfed says I'll be unbearable.", (), ("elfed says",)),
    (JUNE, "Ida: My nan says she's moving to Kent in June.", ("moving to Kent",), ()),
    (JUNE, "Ida: I reckon the cafe on the quay is the best in town.", ("best in town",), ()),
]


@pytest.mark.parametrize(("day", "turn", "wanted", "unwanted"), CASES)
def test_precision_s41(
    day: date, turn: str, wanted: tuple[str, ...], unwanted: tuple[str, ...]
) -> None:
    facts = _facts(day, turn)
    for words in wanted:
        assert any(words.casefold() in f.casefold() for f in facts), (words, facts)
    for words in unwanted:
        assert not any(words.casefold() in f.casefold() for f in facts), (words, facts)
