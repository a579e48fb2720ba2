# ruff: noqa: E501 - hand-written chat lines and labels read best one to a line
"""Writes the eighteenth development recall set (this folder), written blind as held-out 18.

Everything under "material" below was written by hand for this set: the conversations and
the questions about them (``CONVERSATIONS``) and the labelled sentences (``SENTENCES``).
Most of it is written in proper case and full sentences, the way two friends write to each
other in a long dated chat; one pair chat is lower-case texting, and in one assistant chat the
user writes tersely in lower case. This script (with ``bench/_handwritten.py``, the format the
hand-written sets share) only numbers turns, resolves the turn labels that questions point at,
checks the labels against the scorer's rules and this set's brief, and writes the four files::

    uv run python bench/data/recall-dev18/write.py          # rewrite the jsonl files
    uv run python bench/data/recall-dev18/write.py --check  # fail if they differ

Script syntax: ``@ YYYY-MM-DD`` opens a session; ``Speaker: text`` is a turn; a trailing
``{label}`` names the turn so that a question can cite it as evidence.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from _handwritten import Conv, M, Q, S, blind_set_files, write_or_check  # noqa: E402

PREFIX = "ho18"


def build() -> dict[str, str]:
    """File name -> the exact text this script writes."""
    written_by = (
        "hand (bench/data/recall-dev18/write.py), written blind to the extractor rules, "
        "the dev-set generator and the other held-out sets' data as the eighteenth held-out set; "
        "a development set since 2026-12-06"
    )
    return blind_set_files(PREFIX, CONVERSATIONS, SENTENCES, written_by)


def main() -> int:
    return write_or_check(HERE, build())


# -- material -------------------------------------------------------------------------------------
# Names, places, jobs and events are invented for this set and appear in none of the other sets'
# READMEs or in the development sets' material.

CONVERSATIONS: list[Conv] = []
SENTENCES: list[S] = []


# -- conversations --

GOULVEN_SUNNEVA = Conv(
    "pair",
    "named_lines",
    ["Goulven", "Sunneva"],
    """
@ 2024-01-13
Sunneva: Goulven! Happy new year. Did you survive Christmas with all of them at home?
Goulven: Just about. We've three now: Maël is ten, Azilis is seven and little Tanguy turned two on Boxing Day. {kids}
Sunneva: Two already! Are you still down at the rope works in Hartland? {ask-job}
Goulven: Still twisting rope at the rope works in Hartland. Nine years in March, and this week we laid a hundred and twenty fathoms of mooring line for a schooner in Welcombe. {ropeworks}
Sunneva: And how is everyone?
Goulven: Kerra has gone back to the surgery three days a week; she's the surgery receptionist now. Her brother Tudual has bought five acres near Lydford, and he says he'll have pigs by the spring. And my dad reckons the rope works will close within five years, though he's been saying that since 2015. {family}
Sunneva: Lydford! That's where I want to be. I think I'm moving there in the spring, if the cottage on Silverbrook Lane comes through. {hedge-move}
Goulven: Fingers crossed. Are you still at the printworks in Tavistock? {ask-print}
Sunneva: Still setting type at the printworks in Tavistock, mostly wedding invitations. And on Wednesday Torgny and I bought a second-hand Albion press for eleven hundred pounds. It took four of us to lift it. {albion}
Goulven: Torgny is the tall one who plays the concert zither? {ask-torgny}
Sunneva: That's him. My partner, four years in June, and he teaches at the folk school in Buckfastleigh now. {torgny}
Goulven: Remember Kerra's fortieth is on the 9th of March. I'll need present ideas from you. {remember-forty}
Sunneva: I'll remember. Are you doing a party?
Goulven: A spit roast at Tudual's five acres, if the weather holds. {hog-plan}
Sunneva: Lovely. I can't stand steel bands at Christmas, by the way. My uncle made us march behind one round every pub in Cullompton, two years running. {brass}
Goulven: Ha! Noted. No steel band at the spit roast, then.
@ 2024-04-06
Goulven: Happy birthday for Thursday, Nev! Forty? {bday}
Sunneva: Thirty-eight, you rogue. Torgny took me to the lighthouse café at Hartland Point. {thirty-eight}
Goulven: Sorry, thirty-eight! Did the cottage on Silverbrook Lane come through?
Sunneva: It did! We got the keys on the Tuesday after Easter, and the Albion went in on my birthday, which was a mad way to spend it. {keys}
Goulven: What's the rent like out there?
Sunneva: Eight hundred and seventy-five a month. {rent}
Sunneva: No, sorry, eight hundred and ninety-five. They put it up before we signed. {rent-fix}
Goulven: Still cheaper than Tavistock. The spit roast was a hit, and Kerra loved the ship's clock you found. {hog-roast}
Sunneva: Good! How's work?
Goulven: My boss, Mr Trethowan, reckons I'll be made charge hand when old Hedworth retires in the summer. I'm not holding my breath. {foreman-guess}
Sunneva: You'd be brilliant. Any other news?
Goulven: Maël's under-elevens lost four-one last Saturday. He's in goal and let in all four, poor lad. And I've signed up for a thirty-mile night walk on Exmoor on the 15th of June. {scores-walk}
Sunneva: Thirty miles in the dark! Mum said Aunt Gudlaug told her my cousin Hjördís is expecting twins in June. {chain-twins}
Goulven: Twins! Is your brother Yannick still in Saltash?
Sunneva: Yannick is your brother, Goulven. Mine is Ørjan, and he's in St Mawes, building pilot gigs. {correct-brother}
Goulven: Ha, so he is. And my brother Yannick is still in Saltash. Mr Trethowan's son is a Yannick too, which doesn't help. {two-loics}
Sunneva: Torgny and I are going to Kristiansund for a week in August, the week after my sister's wedding. {plan-kristiansund}
Goulven: When's her wedding?
Sunneva: Saturday the 10th of August, in Crediton. Ingveig is marrying a vet from Topsham. {ingveig-wedding}
@ 2024-06-22
Sunneva: Well? Did you finish the night walk?
Goulven: I did, thirty miles in eleven hours and twenty minutes. {walk}
Goulven: Eleven hours forty, if I'm honest. I stopped for a bacon roll at Simonsbath. {walk-fix}
Sunneva: Still amazing. Any blisters?
Goulven: Seven. Anyway, how's your sister liking Bodø?
Sunneva: No, it was my cousin Hjördís who moved to Bodø, not my sister. Ingveig is still in Crediton, planning the wedding. {tromso}
Goulven: Sorry, I mix them up. Did Hjördís have the twins?
Sunneva: On the 4th of June, two girls, Alvhild and Sigrunn. Mum's already knitting. {twins-born}
Goulven: Lovely names. Hedworth's not retiring after all. He told us on Monday he's staying until Christmas. {hedworth-stays}
Sunneva: So no charge hand job yet?
Goulven: Not yet. Mr Trethowan still says it's mine when Hedworth goes.
Sunneva: I've sold my old tabletop press for two hundred and forty pounds, and I lost my padlock key the same day, so the bike is chained to the railings in Tavistock. {sold-press}
Goulven: Ha! What about Kristiansund?
Sunneva: Probably still on. Torgny's passport runs out in July, so he's renewing it. {kristiansund-hedge}
Goulven: Tell him not to leave it too late.
Sunneva: And I've taken up sword swallowing. No, joking, I've joined the gig club. {joke}
Goulven: The gig club! Where?
Sunneva: The gig club on the Lynher, Thursday nights at half six. {gig-club}
@ 2024-09-14
Goulven: How was Kristiansund?
Sunneva: We never went. The passport didn't come in time, so we drove to Beadnell instead, for six days from the 19th of August. {kristiansund-off}
Goulven: Shame, but Beadnell is lovely. How was Ingveig's wedding?
Sunneva: Beautiful. The vet from Topsham cried through the vows. {wedding-done}
Goulven: We've got a puppy! A Glen of Imaal terrier called Biscotti. We paid six hundred and fifty pounds for her. {biscotti}
Sunneva: A puppy with three kids! Who walks her?
Goulven: Me, at half six every morning before the rope works. And we sold the old Mondeo for nine hundred and bought a second-hand van for four thousand two hundred. {van}
Sunneva: Big spender. How are the kids?
Goulven: Maël has started at the big school in Winkleigh. Azilis is doing diving lessons on Tuesdays, and Tanguy has learned to say "rope". {kids-sept}
Sunneva: Ha! And Tudual's pigs?
Goulven: He's got three now: Turnover, Stodge and Trotter. He says he'll get a fourth by Christmas. {pigs}
Sunneva: Good for him. Torgny has just been made music director at the folk school. {torgny-head}
Goulven: Brilliant, tell him well done.
Sunneva: And the printworks is moving to new premises on Drake Road in November. {shop-move}
@ 2024-11-30
Goulven: Guess who's charge hand!
Sunneva: You! Finally!
Goulven: Hedworth retired after all at the end of October, and I start as charge hand on Monday. Mr Trethowan was right. {foreman}
Sunneva: Wonderful. A pay rise?
Goulven: Two thousand a year more, and a key to the office. {payrise}
Sunneva: Big news here too. Torgny proposed on Guy Fawkes night, on the bridge at Lydford Gorge, with sparklers. {proposal}
Goulven: Congratulations! When's the wedding?
Sunneva: We think next September, probably at the Gorge Inn in Lydford. Nothing's booked yet. {wedding-hedge}
Goulven: And the printworks, did it move?
Sunneva: The move fell through. The landlord on Drake Road sold the building, so we're staying put. {move-off}
Goulven: Kerra's mum says Tudual is getting a fourth pig from a farm in Lifton.
Sunneva: Did he say that, or did she?
Goulven: She said it. He hasn't said a word. {pig-reported}
Sunneva: Ha. Remember to send me your address for the save-the-date card. {ask-address}
Goulven: Same as ever, Number 4, Fore Street, Hartland. {address}
@ 2025-02-22
Sunneva: Goul! How's the charge hand's life?
Goulven: Long days, but I like it. Eleven of us on the laying floor now. {eleven}
Sunneva: And the family?
Goulven: Kerra is expecting again, due in August. Maël wants a brother, and Azilis wants a sister, and Tanguy wants a tractor. {expecting}
Sunneva: Four! Congratulations.
Goulven: Thanks. And Biscotti ate a whole treacle tart on the day the tide flooded the harbour road. {biscotti-tart}
Sunneva: When was that?
Goulven: Last Sunday. Kerra was not happy. {tart-when}
Sunneva: Ha! Our wedding date is fixed: the 13th of September, at the Gorge Inn in Lydford, as we thought. {wedding-date}
Goulven: We'll be there.
Sunneva: Tudual has his fourth pig now, by the way; he told Torgny at the market on Wednesday. Her name is Mace. {fourth-pig}
Goulven: So Kerra's mum was right.
Sunneva: And I've bought a paper cutter for the press, two hundred and ten pounds from an auction in Stratton. {cutter}
Goulven: That sounds ominous.
Sunneva: For paper! I've also left the gig club; Thursdays clash with Torgny's classes. {left-gig}
""",
    [
        Q(
            "s",
            "What does Goulven do for a living?",
            "He makes rope at the rope works in Hartland; charge hand from December 2024.",
            "ropeworks",
            "rope works; hartland",
            "",
            True,
        ),
        Q(
            "s",
            "How many children did Goulven have in January 2024, and how old were they?",
            "three: Maël ten, Azilis seven and Tanguy two",
            "kids",
            "maël; azilis; tanguy",
        ),
        Q(
            "s",
            "How long had Goulven worked at the rope works by March 2024?",
            "nine years",
            "ropeworks",
            "nine years",
        ),
        Q(
            "s",
            "What did the rope works make for a schooner in Welcombe?",
            "a hundred and twenty fathoms of mooring line",
            "ropeworks",
            "mooring line; fathoms",
        ),
        Q(
            "s",
            "What is Kerra's job?",
            "She is the surgery receptionist at the surgery, three days a week.",
            "family",
            "surgery receptionist",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Who is Tudual?",
            "Kerra's brother, who has five acres near Lydford",
            "family",
            "tudual; brother; five acres",
        ),
        Q(
            "s",
            "What does Goulven's dad think will happen to the rope works?",
            "that it will close within five years",
            "family",
            "close; five years",
            "third-person-fact",
        ),
        Q(
            "s",
            "Where does Sunneva work?",
            "She sets type at the printworks in Tavistock.",
            "albion",
            "printworks; tavistock",
            "",
            True,
        ),
        Q(
            "s",
            "How much did Sunneva and Torgny pay for the Albion press?",
            "eleven hundred pounds",
            "albion",
            "eleven hundred",
        ),
        Q(
            "t",
            "When did Sunneva and Torgny buy the Albion press?",
            "2024-01-10",
            "albion",
            "wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "What instrument does Torgny play?",
            "the concert zither",
            "ask-torgny torgny",
            {"ask-torgny": "concert zither", "torgny": "torgny"},
            "fragment",
        ),
        Q(
            "s",
            "Where does Torgny teach?",
            "at the folk school in Buckfastleigh",
            "torgny",
            "folk school; buckfastleigh",
            "third-person-fact",
            True,
        ),
        Q(
            "t",
            "Since when have Sunneva and Torgny been together?",
            "2020-06",
            "torgny",
            "four years; june",
            "human-date",
        ),
        Q(
            "t",
            "When is Kerra's fortieth birthday?",
            "2024-03-09",
            "remember-forty",
            "9th of march",
        ),
        Q(
            "s",
            "What does Sunneva dislike at Christmas?",
            "steel bands",
            "brass",
            "steel bands",
            "",
            True,
        ),
        Q("s", "Who made Sunneva march behind a steel band?", "her uncle", "brass", "uncle"),
        Q(
            "s",
            "Where did Goulven want to hold Kerra's fortieth?",
            "a spit roast at Tudual's five acres",
            "hog-plan",
            "spit roast; tudual",
        ),
        Q(
            "t",
            "When was Sunneva's birthday in 2024?",
            "2024-04-04",
            "bday",
            "thursday",
            "relative-date",
        ),
        Q(
            "s",
            "How old did Sunneva turn in April 2024?",
            "thirty-eight",
            "bday thirty-eight",
            {"bday": "forty", "thirty-eight": "thirty eight"},
            "fragment",
        ),
        Q(
            "s",
            "Where did Torgny take Sunneva for her birthday?",
            "the lighthouse café at Hartland Point",
            "thirty-eight",
            "lighthouse; hartland point",
        ),
        Q(
            "t",
            "When did Sunneva get the keys to the cottage in Lydford?",
            "2024-04-02",
            "keys",
            "tuesday after easter",
            "human-date",
        ),
        Q(
            "s",
            "Where does Sunneva live from April 2024?",
            "a cottage on Silverbrook Lane in Lydford",
            "hedge-move keys",
            {"hedge-move": "silverbrook lane; lydford", "keys": "keys"},
            "latest",
            True,
        ),
        Q(
            "m",
            "Did Sunneva's hoped-for move to Lydford happen?",
            "Yes; the cottage on Silverbrook Lane came through and she got the keys in April 2024.",
            "hedge-move keys",
            {"hedge-move": "lydford", "keys": "keys"},
            "event-chain",
        ),
        Q(
            "s",
            "How much rent does Sunneva pay for the Lydford cottage?",
            "eight hundred and ninety-five pounds a month",
            "rent rent-fix",
            {"rent": "month", "rent-fix": "eight hundred ninety five"},
            "latest",
        ),
        Q(
            "s",
            "Which present for her fortieth did Kerra love?",
            "a ship's clock",
            "hog-roast",
            "ship's clock",
        ),
        Q(
            "s",
            "What did Mr Trethowan say about Goulven in April 2024?",
            "that Goulven would be made charge hand when Hedworth retired in the summer",
            "foreman-guess",
            "charge hand; hedworth",
            "third-person-fact",
        ),
        Q(
            "s",
            "What was the score of Maël's football match in early April 2024?",
            "they lost four-one",
            "scores-walk",
            "four one",
        ),
        Q("s", "What position does Maël play?", "in goal", "scores-walk", "goal", "pronoun"),
        Q(
            "t",
            "On what date was Goulven's night walk on Exmoor?",
            "2024-06-15",
            "scores-walk",
            "15th of june",
        ),
        Q(
            "s",
            "How did Sunneva hear that Hjördís was expecting twins?",
            "Her mum said Aunt Gudlaug told her.",
            "chain-twins",
            "gudlaug; mum",
        ),
        Q(
            "s",
            "Who is Sunneva's brother and what does he do?",
            "Ørjan, who builds pilot gigs in St Mawes",
            "correct-brother",
            "ørjan; pilot gigs",
            "",
            True,
        ),
        Q("s", "Where does Goulven's brother Yannick live?", "Saltash", "two-loics", "saltash"),
        Q(
            "s",
            "Who else called Yannick does Goulven know?",
            "Mr Trethowan's son",
            "two-loics",
            "trethowan; son",
        ),
        Q(
            "s",
            "Who did Sunneva's sister Ingveig marry?",
            "a vet from Topsham",
            "ingveig-wedding",
            "vet; topsham",
        ),
        Q("t", "When was Ingveig's wedding?", "2024-08-10", "ingveig-wedding", "10th of august"),
        Q(
            "s",
            "How long did Goulven's night walk take?",
            "eleven hours and forty minutes",
            "walk walk-fix",
            {"walk": "thirty miles", "walk-fix": "eleven hours forty"},
            "latest",
        ),
        Q(
            "s",
            "Where did Goulven stop for a bacon roll on the walk?",
            "Simonsbath",
            "walk-fix",
            "simonsbath",
        ),
        Q(
            "s",
            "Who moved to Bodø, Sunneva's sister or someone else?",
            "her cousin Hjördís; her sister Ingveig is still in Crediton",
            "tromso",
            "hjördís; cousin",
        ),
        Q("t", "When were Hjördís's twins born?", "2024-06-04", "twins-born", "4th of june"),
        Q(
            "s",
            "What are Hjördís's twins called?",
            "Alvhild and Sigrunn",
            "twins-born",
            "alvhild; sigrunn",
        ),
        Q(
            "t",
            "When did Hedworth tell the rope works he was staying until Christmas?",
            "2024-06-17",
            "hedworth-stays",
            "monday",
            "relative-date",
        ),
        Q(
            "s",
            "How much did Sunneva sell her old tabletop press for?",
            "two hundred and forty pounds",
            "sold-press",
            "two hundred forty",
        ),
        Q(
            "s",
            "What did Sunneva lose the day she sold her tabletop press?",
            "her padlock key",
            "sold-press",
            "padlock key",
        ),
        Q(
            "s",
            "Which club did Sunneva join in 2024, and when does it meet?",
            "the gig club on the Lynher, Thursday nights at half six",
            "joke gig-club",
            {"joke": "gig club", "gig-club": "lynher; thursday"},
        ),
        Q(
            "m",
            "Did Sunneva and Torgny go to Kristiansund in August 2024?",
            "No; Torgny's passport didn't come in time, so they drove to Beadnell instead.",
            "plan-kristiansund kristiansund-off",
            {"plan-kristiansund": "kristiansund", "kristiansund-off": "beadnell"},
            "event-chain latest",
        ),
        Q(
            "t",
            "When did Sunneva and Torgny's trip to Beadnell start?",
            "2024-08-19",
            "kristiansund-off",
            "19th of august",
        ),
        Q(
            "s",
            "What kind of dog did Goulven's family get in 2024?",
            "a Glen of Imaal terrier called Biscotti",
            "biscotti",
            "glen of imaal terrier; biscotti",
            "",
            True,
        ),
        Q(
            "s",
            "How much did Goulven pay for Biscotti?",
            "six hundred and fifty pounds",
            "biscotti",
            "six hundred fifty",
        ),
        Q(
            "s",
            "What time does Goulven walk Biscotti?",
            "half six every morning",
            "van",
            "half six",
        ),
        Q(
            "s",
            "What did Goulven sell and buy in September 2024, and for how much?",
            "sold the old Mondeo for nine hundred and bought a second-hand van for four thousand two hundred",
            "van",
            "mondeo; nine hundred; van; four thousand two hundred",
        ),
        Q(
            "s",
            "What lessons does Azilis have on Tuesdays?",
            "diving lessons",
            "kids-sept",
            "diving",
        ),
        Q(
            "s",
            "What are Tudual's three pigs called?",
            "Turnover, Stodge and Trotter",
            "pigs",
            "turnover; stodge; trotter",
        ),
        Q(
            "s",
            "What job did Torgny get in September 2024?",
            "music director at the folk school",
            "torgny-head",
            "music director",
            "third-person-fact latest",
            True,
        ),
        Q(
            "m",
            "Did the printworks move to Drake Road?",
            "No; the landlord sold the building, so the shop stayed put.",
            "shop-move move-off",
            {"shop-move": "drake road", "move-off": "fell through"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Goulven start as charge hand?",
            "2024-12-02",
            "foreman",
            "monday",
            "relative-date",
        ),
        Q(
            "m",
            "Was Mr Trethowan right about Goulven becoming charge hand?",
            "Yes; Hedworth retired at the end of October 2024 and Goulven became charge hand in December.",
            "foreman-guess foreman",
            {"foreman-guess": "trethowan", "foreman": "charge hand"},
            "event-chain",
        ),
        Q(
            "m",
            "How did Hedworth's retirement plans change?",
            "He was to retire in the summer of 2024, then said he'd stay until Christmas, then retired at the end of October.",
            "foreman-guess hedworth-stays foreman",
            {
                "foreman-guess": "hedworth; summer",
                "hedworth-stays": "christmas",
                "foreman": "end of october",
            },
            "event-chain latest",
        ),
        Q(
            "s",
            "How much more a year does Goulven earn as charge hand?",
            "two thousand a year",
            "payrise",
            "two thousand",
        ),
        Q(
            "t",
            "When did Torgny propose to Sunneva?",
            "2024-11-05",
            "proposal",
            "guy fawkes night",
            "human-date",
        ),
        Q(
            "s",
            "Where did Torgny propose?",
            "on the bridge at Lydford Gorge, with sparklers",
            "proposal",
            "lydford gorge",
        ),
        Q(
            "t",
            "When is Sunneva and Torgny's wedding?",
            "2025-09-13",
            "wedding-hedge wedding-date",
            {"wedding-hedge": "gorge inn", "wedding-date": "13th of september"},
            "latest",
        ),
        Q(
            "s",
            "Who said Tudual was getting a fourth pig?",
            "Kerra's mum, not Tudual himself",
            "pig-reported",
            "said",
        ),
        Q(
            "s",
            "What is Goulven's address?",
            "Number 4, Fore Street, Hartland",
            "address",
            "fore street",
            "fragment",
            True,
        ),
        Q(
            "s",
            "How many people work on the laying floor in February 2025?",
            "eleven",
            "eleven",
            "eleven",
        ),
        Q(
            "s",
            "When is Goulven and Kerra's fourth child due?",
            "August 2025",
            "expecting",
            "august",
        ),
        Q(
            "t",
            "When did Biscotti eat the treacle tart?",
            "2025-02-16",
            "biscotti-tart tart-when",
            {"biscotti-tart": "treacle tart", "tart-when": "sunday"},
            "relative-date",
        ),
        Q(
            "m",
            "Was Kerra's mum right that Tudual would get a fourth pig?",
            "Yes; he got a fourth pig, Mace, by February 2025.",
            "pig-reported fourth-pig",
            {"pig-reported": "fourth pig", "fourth-pig": "mace"},
            "event-chain",
        ),
        Q(
            "s",
            "What did Sunneva buy at an auction in Stratton, and for how much?",
            "a paper cutter for the press, for two hundred and ten pounds",
            "cutter",
            "paper cutter; two hundred ten",
        ),
        Q(
            "m",
            "Is Sunneva still in the gig club?",
            "No; she left in early 2025 because Thursdays clash with Torgny's classes.",
            "gig-club left-gig",
            {"gig-club": "gig club", "left-gig": "left"},
            "latest event-chain",
        ),
        Q(
            "o",
            "Which charity looks after Lydford Gorge, where Torgny proposed?",
            "the National Trust",
            "proposal",
            "lydford gorge",
        ),
        Q(
            "o",
            "What festival is Guy Fawkes night, when Torgny proposed, and on what date does it fall?",
            "Bonfire Night, on 5 November",
            "proposal",
            "guy fawkes",
        ),
        Q(
            "o",
            "In which English county is Hartland, where Goulven works?",
            "Devon",
            "ropeworks",
            "hartland",
        ),
    ],
)
CONVERSATIONS.append(GOULVEN_SUNNEVA)

BRYNJAR_ASDIS = Conv(
    "pair",
    "timestamped_lines",
    ["brynjar", "ásdís"],
    """
@ 2024-03-09
brynjar: dís!! u still at the fish house {ask-smoke}
ásdís: yep still smokin salmon at the fish house in ballycastle. 6 yrs in oct {smoke}
brynjar: ur hands must stink lol
ásdís: constantly. boss reckons ill be head smoker by the summer. we'll see {head-guess}
brynjar: ud be class at it
ásdís: hows the puppets
brynjar: still with the tin lantern company. touring schools til easter. did 9 shows this wk {puppets}
ásdís: 9!! hows the flat
brynjar: think im movin to portstewart in the spring. prob. theres a flat above the bookie's {hedge-portstewart}
ásdís: ooh. kol n me got silkies last sat {silkies}
brynjar: how many
ásdís: we've three now: dóra, fía n gulla. 12 quid each from a farm in armoy {hen-names}
brynjar: haha amazing. how is kol
ásdís: grand. his kids r 9 n 12, sigga n kári, they have them every other wknd. sigga wants a falabella now {kol-kids}
brynjar: lol no. mam said auntie sigrún told her uncle hallgrímur sold his boat {chain-boat}
ásdís: the blue one?? he loved that boat
brynjar: thats the one. 4 grand apparently {boat-price}
ásdís: remind me kol's bday is the 2nd of june. i always forget {remind-kol}
brynjar: noted 👍
@ 2024-05-25
ásdís: bryn! did u move yet
brynjar: nope. portstewart fell thru, landlord sold up. lookin at cushendall now {portstewart-off}
ásdís: ah no. cushendall's nice tho
brynjar: ya. n i bought a van for the tours. 3400 for a 2015 vivaro {van}
ásdís: ooh rich boy
brynjar: sold my old bass amp for 180 to help pay for it {amp}
ásdís: the one from the band in strabane?
brynjar: no that was my cousin thorgerd's kit. mine was the one from school {drum-correct}
ásdís: ha ok. hows ur sister's new job in strabane
brynjar: no its thorgerd in strabane, my sister hallveig's still in coleraine at the library {sister-correct}
ásdís: sorry i mix yous up
brynjar: everyone does. ran the glens 10 mile sun. 1hr 32 {glens}
ásdís: well done!! kol n me r goin to runavík in july, his mam lives there {plan-torshavn}
brynjar: when in july
ásdís: the 8th for 10 days {torshavn-when}
@ 2024-08-17
brynjar: how was runavík
ásdís: class. rained 9 days out of 10 lol. kol's mam made us eat dried lamb {torshavn-done}
brynjar: lol. hows work
ásdís: they made me head smoker start of aug. boss was right for once {head-smoker}
brynjar: yesss congrats
ásdís: ta. 2 grand more a year. hows the move {payrise}
brynjar: got the keys to the cottage in cushendall fri. 650 a month {keys}
ásdís: class!! on ur own
brynjar: with ottó my cat n thats it. oh u asked about the van cost to fix, 420 for the starter motor {van-fix}
ásdís: ouch
brynjar: n i lost my wallet at the lammas fair, 60 quid n my bank card gone {wallet}
ásdís: noooo. did u cancel the card
brynjar: ya straight away
ásdís: gulla stopped layin. fía lays every day tho {silkies-laying}
@ 2024-10-26
ásdís: hows cushendall
brynjar: love it. walkin on the beach at half 7 every mornin {cushendall}
ásdís: jealous. hows tin lantern
brynjar: boss reckons we'll tour scotland in the spring. n i prob got a job at the riverside theatre in lisburn in jan {hedge-riverside}
ásdís: which one u takin
brynjar: dunno yet. the riverside pays more, tin lantern's more fun
ásdís: follow ur heart lol. sigga got her falabella btw. well kol did. a falabella called gorse {falabella}
brynjar: haha he caved
ásdís: he caved. 900 quid {falabella-cost}
brynjar: lol. mam says uncle hallgrímur didnt sell the boat after all, it was the jet ski he sold {boat-correct}
ásdís: so the blue boat lives
brynjar: it lives
@ 2025-01-18
brynjar: happy new yr dís
ásdís: u too. did u take the riverside job
brynjar: nah turned it down. stayin at tin lantern. scotland tour's on, 14 towns in april {riverside-off}
ásdís: good call. big news here. kol asked me to marry him on new yrs eve {engaged}
brynjar: WHAT. congrats!!
ásdís: ta!! we think summer 2026 maybe, nothin booked {wedding-hedge}
brynjar: where did he ask
ásdís: on the harbour at ballycastle at midnight, fireworks n all {harbour}
brynjar: cheesy. i love it
ásdís: n hallveig's movin in with u?? mam heard from ur mam {hallveig-rumour}
brynjar: no lol hallveig's movin to portrush, not in with me {hallveig-correct}
ásdís: ha. the chain of mams strikes again
@ 2025-04-12
ásdís: bryn how was scotland
brynjar: knackered. 14 towns in 11 days. best was in rothesay, 200 kids {scotland}
ásdís: amazin
brynjar: hows the silkies
ásdís: four now. we got a 4th, snúlla, 15 quid from the same farm in armoy {snúlla}
brynjar: lol. is kol movin in proper
ásdís: ya the tuesday after easter. hes sellin his flat in portrush for 145k {kol-move}
brynjar: big step
ásdís: n sigga's 10 now, she rides gorse every sat at 9 {sigga-ten}
brynjar: cute. i got a dog lol, a rescue called mýsla, 3 yrs old {mýsla}
ásdís: with ottó??
brynjar: ottó hates him. mýsla is scared of ottó
""",
    [
        Q(
            "s",
            "Where does ásdís work?",
            "at the fish house in ballycastle, smoking salmon; head smoker from August 2024",
            "smoke",
            "fish house; ballycastle",
            "",
            True,
        ),
        Q(
            "t",
            "Since when has ásdís worked at the fish house?",
            "2018-10",
            "smoke",
            "6 yrs; oct",
            "human-date",
        ),
        Q(
            "s",
            "What did ásdís's boss reckon in March 2024?",
            "that she would be head smoker by the summer",
            "head-guess",
            "head smoker; summer",
            "third-person-fact",
        ),
        Q(
            "s",
            "Which company does brynjar work for?",
            "the tin lantern company",
            "puppets",
            "tin lantern",
            "",
            True,
        ),
        Q(
            "s",
            "How many shows did brynjar do in the first week of March 2024?",
            "nine",
            "puppets",
            "9",
        ),
        Q(
            "s",
            "Where did brynjar think he was moving in spring 2024?",
            "to portstewart, a flat above the bookie's",
            "hedge-portstewart",
            "portstewart; bookie's",
        ),
        Q(
            "m",
            "Did brynjar move to portstewart?",
            "No; the landlord sold up, and he moved to a cottage in cushendall instead.",
            "hedge-portstewart portstewart-off keys",
            {
                "hedge-portstewart": "portstewart",
                "portstewart-off": "fell thru",
                "keys": "cushendall",
            },
            "event-chain latest",
        ),
        Q(
            "t",
            "When did ásdís and kol get their silkies?",
            "2024-03-02",
            "silkies",
            "sat",
            "relative-date",
        ),
        Q(
            "s",
            "What were ásdís's first three silkies called?",
            "dóra, fía and gulla",
            "hen-names",
            "dóra; fía; gulla",
        ),
        Q(
            "s",
            "How much did each of the first silkies cost?",
            "12 pounds each",
            "hen-names",
            "12 quid",
        ),
        Q(
            "s",
            "How many silkies did ásdís have in April 2025?",
            "four, after snúlla joined",
            "hen-names snúlla",
            {"hen-names": "three", "snúlla": "four"},
            "latest",
        ),
        Q(
            "s",
            "What are kol's children called and how old were they in March 2024?",
            "sigga, 9, and kári, 12",
            "kol-kids",
            "sigga; kári; 9; 12",
        ),
        Q(
            "s",
            "How did brynjar hear that uncle hallgrímur had sold his boat?",
            "his mam said auntie sigrún told her",
            "chain-boat",
            "auntie sigrún; mam",
        ),
        Q(
            "m",
            "Did uncle hallgrímur sell his boat?",
            "No; it was his jet ski he sold, and the blue boat is still his.",
            "chain-boat boat-correct",
            {"chain-boat": "hallgrímur", "boat-correct": "jet ski"},
            "event-chain latest",
        ),
        Q(
            "s",
            "How much was uncle hallgrímur's boat said to have sold for?",
            "4 grand",
            "boat-price",
            "4 grand",
        ),
        Q("t", "When is kol's birthday?", "2024-06-02", "remind-kol", "2nd of june"),
        Q(
            "s",
            "What did brynjar buy for the tours, and how much did it cost?",
            "a 2015 vivaro van for 3400",
            "van",
            "vivaro; 3400",
        ),
        Q("s", "How much did brynjar sell his bass amp for?", "180", "amp", "180"),
        Q(
            "s",
            "Whose bass amp was from the band in strabane?",
            "brynjar's cousin thorgerd's",
            "drum-correct",
            "thorgerd",
        ),
        Q(
            "s",
            "Where does brynjar's sister hallveig work?",
            "at the library in coleraine",
            "sister-correct",
            "hallveig; library; coleraine",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "Who in brynjar's family is in strabane?",
            "his cousin thorgerd",
            "sister-correct",
            "thorgerd",
            "fragment",
        ),
        Q("s", "What was brynjar's time in the glens 10 mile?", "1 hour 32", "glens", "1hr 32"),
        Q(
            "t",
            "When did brynjar run the glens 10 mile?",
            "2024-05-19",
            "glens",
            "sun",
            "relative-date",
        ),
        Q(
            "t",
            "When did ásdís and kol's trip to runavík start?",
            "2024-07-08",
            "plan-torshavn torshavn-when",
            {"plan-torshavn": "july", "torshavn-when": "8th"},
        ),
        Q(
            "s",
            "Why were ásdís and kol going to runavík?",
            "kol's mam lives there",
            "plan-torshavn",
            "mam",
        ),
        Q(
            "s",
            "How was the weather in runavík?",
            "it rained nine days out of ten",
            "torshavn-done",
            "rained; 9 days",
        ),
        Q("s", "What did kol's mam make them eat?", "dried lamb", "torshavn-done", "dried lamb"),
        Q("t", "When was ásdís made head smoker?", "2024-08", "head-smoker", "start of aug"),
        Q(
            "m",
            "Was ásdís's boss right that she would be head smoker?",
            "Yes; she was made head smoker at the start of August 2024.",
            "head-guess head-smoker",
            {"head-guess": "boss", "head-smoker": "head smoker"},
            "event-chain",
        ),
        Q(
            "s",
            "How much more did ásdís earn as head smoker?",
            "2 grand a year",
            "payrise",
            "2 grand",
        ),
        Q(
            "t",
            "When did brynjar get the keys to the cottage in cushendall?",
            "2024-08-16",
            "keys",
            "fri",
            "relative-date",
        ),
        Q("s", "What rent does brynjar pay in cushendall?", "650 a month", "keys", "650"),
        Q("s", "What is brynjar's cat called?", "ottó", "van-fix", "ottó", "", True),
        Q(
            "s",
            "How much did it cost to fix brynjar's van?",
            "420 for the starter motor",
            "van-fix",
            "420; starter motor",
        ),
        Q(
            "m",
            "What did brynjar's van cost him in total by August 2024, including the repair?",
            "3400 to buy and 420 for the starter motor",
            "van van-fix",
            {"van": "3400", "van-fix": "420"},
        ),
        Q(
            "s",
            "What did brynjar lose at the lammas fair?",
            "his wallet, with 60 quid and his bank card",
            "wallet",
            "wallet; 60",
        ),
        Q("s", "Which of ásdís's silkies stopped laying?", "gulla", "silkies-laying", "gulla"),
        Q(
            "s",
            "What time does brynjar walk on the beach in cushendall?",
            "half 7 every morning",
            "cushendall",
            "half 7",
        ),
        Q(
            "s",
            "Where did brynjar think he would work in January 2025?",
            "at the riverside theatre in lisburn",
            "hedge-riverside",
            "riverside theatre; lisburn",
        ),
        Q(
            "m",
            "Did brynjar take the job at the riverside?",
            "No; he turned it down and stayed at tin lantern.",
            "hedge-riverside riverside-off",
            {"hedge-riverside": "riverside", "riverside-off": "turned it down"},
            "event-chain latest",
        ),
        Q(
            "m",
            "Did the tin lantern tour scotland as brynjar's boss reckoned?",
            "Yes; 14 towns in 11 days in april 2025.",
            "hedge-riverside scotland",
            {"hedge-riverside": "scotland", "scotland": "14 towns"},
            "event-chain",
        ),
        Q(
            "s",
            "What falabella did sigga get, and what did it cost?",
            "a falabella called gorse, 900 quid",
            "falabella falabella-cost",
            {"falabella": "falabella; gorse", "falabella-cost": "900"},
        ),
        Q(
            "t",
            "When did kol propose to ásdís?",
            "2024-12-31",
            "engaged",
            "new yrs eve",
            "human-date",
        ),
        Q(
            "s",
            "Where did kol propose?",
            "on the harbour at ballycastle at midnight",
            "harbour",
            "harbour; ballycastle",
        ),
        Q(
            "s",
            "When do ásdís and kol think they will marry?",
            "summer 2026 maybe; nothing booked",
            "wedding-hedge",
            "summer 2026",
        ),
        Q(
            "s",
            "Is hallveig moving in with brynjar?",
            "No, she is moving to portrush.",
            "hallveig-rumour hallveig-correct",
            {"hallveig-rumour": "hallveig", "hallveig-correct": "portrush"},
            "latest",
        ),
        Q(
            "s",
            "Where was the best show of the scotland tour?",
            "in rothesay, with 200 kids",
            "scotland",
            "rothesay",
        ),
        Q(
            "s",
            "What is ásdís's fourth hen called, and what did she cost?",
            "snúlla, 15 quid",
            "snúlla",
            "snúlla; 15 quid",
        ),
        Q(
            "t",
            "When is kol moving in with ásdís?",
            "2025-04-22",
            "kol-move",
            "tuesday after easter",
            "human-date",
        ),
        Q("s", "How much is kol selling his flat in portrush for?", "145k", "kol-move", "145k"),
        Q(
            "s",
            "How old was sigga in April 2025, and when does she ride gorse?",
            "10; every Saturday at 9",
            "sigga-ten",
            "10; sat",
        ),
        Q(
            "s",
            "What dog did brynjar get?",
            "a rescue called mýsla, 3 years old",
            "mýsla",
            "rescue; mýsla",
            "latest",
            True,
        ),
        Q(
            "o",
            "In which country is runavík, where kol's mam lives?",
            "the Faroe Islands",
            "plan-torshavn",
            "runavík",
        ),
        Q(
            "o",
            "Which island can you see across the sea from ballycastle, where ásdís works?",
            "Rathlin Island (and the Mull of Kintyre in Scotland)",
            "smoke",
            "ballycastle",
        ),
        Q(
            "o",
            "On which body of water is rothesay, the best town of brynjar's tour?",
            "the Firth of Clyde",
            "scotland",
            "rothesay",
        ),
    ],
)
CONVERSATIONS.append(BRYNJAR_ASDIS)

JOGVAN_TAMUNA = Conv(
    "pair",
    "named_json",
    ["Jógvan", "Tamuna"],
    """
@ 2024-06-08
Jógvan: Tamo! Are you still making wigs at the Fellside Playhouse? {ask-wigs}
Tamuna: Still there, in the wig room at the Fellside Playhouse in Appleby. Eight years in September. I've three shows to dress this season: Rusalka, a farce and the Christmas panto. {wigs}
Jógvan: Three! How do you keep up?
Tamuna: Coffee. How's the brewhouse?
Jógvan: Still brewing at Hollowmere in Kirkoswald. We've three beers on at the moment: a stout, a saison and a rye ale. I'll probably start my own brewhouse next year, in a railway arch in Langwathby, if the bank says yes. {hedge-arch}
Tamuna: Your own! How much would it cost?
Jógvan: About forty thousand to set up. I'll find out what the arch rent is. {arch-cost}
Tamuna: Let me know. Giga thinks he's getting the head of maths job at the high school, but they haven't told him yet. Eka is twelve now and Giorgi is nine, and they both want a dog. {family}
Jógvan: And will they get one?
Tamuna: Over my dead body. We have a cat, Khinkali, and that's enough. {cat}
Jógvan: Ha! How's your mum?
Tamuna: Mum is well. Her seventieth is in September, so we're flying to Telavi on the 14th for a week. {plan-telavi}
Jógvan: Lovely. My brother Heri has got a job at the salmon hatchery in Kielder. He starts on the 1st of July. {heri}
Tamuna: The Heri who was in the band?
Jógvan: No, that was Heri Marsh, my old boss. My brother Heri can't play a note. {two-heris}
Tamuna: I always mix them up.
@ 2024-08-31
Tamuna: Jógi! Did the bank say yes?
Jógvan: They said maybe. They want a business plan by October. You asked about the arch rent: it's nine hundred and fifty a month. {arch-rent}
Tamuna: Not too bad. Giga got the head of maths job, by the way. He started on Monday. {giga-head}
Jógvan: Tell him congratulations. How's your brother in Ossett?
Tamuna: No, it's Giga's brother Zurab who is in Ossett, not mine. My brother Sandro is still in Zugdidi. {brother-correct}
Jógvan: Sorry, I never remember. And the Telavi trip?
Tamuna: It's moved. The flights on the 14th were cancelled, so we go on the 12th of October now, for ten days. {telavi-moved}
Jógvan: At least you still get to go.
Tamuna: I've bought a steam block for the wig room, three hundred and twenty pounds of my own money. {steam-block}
Jógvan: That's dedication. I've started fell running with the club in Garrigill. Thursday nights at seven. {fell}
Tamuna: You? Running up hills?
Jógvan: Slowly. Giorgi's go club had a tournament?
Tamuna: He won four of his five games last Saturday and came third out of thirty. {go}
Jógvan: Clever lad.
@ 2024-11-16
Jógvan: How was Telavi?
Tamuna: Wonderful. Mum cried at her party, and we had sixty people in her garden. {telavi-done}
Jógvan: Sixty!
Tamuna: Fifty-two, if I'm honest. It felt like sixty. {guests-fix}
Jógvan: And the Christmas panto?
Tamuna: I hurt my shoulder lifting a wig stand a fortnight after we got back, so I'm doing the panto one-armed. The sports therapist says it's a slipped tendon, whatever that is. {shoulder}
Jógvan: Ouch. Take care of it.
Tamuna: Did you hand in the business plan?
Jógvan: On the 25th of October, and the bank saw me on the Tuesday after Bonfire Night and said yes! {bank-yes}
Tamuna: Yes! So you're leaving Hollowmere?
Jógvan: I handed my notice in on Wednesday. My last day is the 20th of December. {notice}
Tamuna: What will you call it?
Jógvan: Arch Nine Brewing, because it's the ninth arch from the station. {arch-nine}
Tamuna: Perfect. Mum says Aunt Ketevan told her my cousin Dato is opening a khachapuri café in Batumi. {chain-dato}
Jógvan: A khachapuri café!
@ 2025-01-25
Tamuna: How's the arch?
Jógvan: We're in! I got the keys on the 6th, and the first brew went in on Wednesday: six hundred litres of pale ale. {keys-arch}
Tamuna: Brilliant. Who's "we"?
Jógvan: Me and my partner Gudrid. She's doing the books and the kegging. {gudrid}
Tamuna: The Gudrid who does the ferry timetables?
Jógvan: That's her. She's kept the ferry job three days a week. {gudrid-job}
Tamuna: A busy woman. My shoulder's better, and the panto finished on the 11th. {panto-done}
Jógvan: Good. Did Dato open his khachapuri café?
Tamuna: Not yet. Mum says it's on hold because the lease fell through. {dato-hold}
Jógvan: Shame. How are Eka and Giorgi?
Tamuna: Eka is thirteen now and has joined the county orchestra on contrabassoon. Giorgi wants to be a brewer, thanks to you. {kids-jan}
Jógvan: Ha! I'll take him on in ten years.
@ 2025-04-26
Jógvan: Tamo, guess what. Our pale ale won silver at the Cumbrian beer festival on Saturday. {silver}
Tamuna: Congratulations! Which Saturday?
Jógvan: Last Saturday, the 19th. Seventy-two beers entered. {silver-when}
Tamuna: Amazing. Are you selling many?
Jógvan: Two hundred bottles a week, and four pubs take it on tap, three in Langwathby and one in Garrigill... no, one in Appleby. {pubs}
Tamuna: In Appleby! I'll drink it after the show. I've news too: the playhouse is making me head of wigs and make-up from June. {head-wigs}
Jógvan: Well deserved. What happens to Margery?
Tamuna: She's retiring to Ravenscar, she says, or possibly Sandsend. {margery}
Jógvan: Ha. Did you ever get the dog?
Tamuna: No dog. But we did get a second cat, a stray called Churchkhela, forty pounds from the shelter. {second-cat}
Jógvan: Khinkali must be furious.
Tamuna: Furious. He sulks under the bed.
@ 2025-07-19
Tamuna: How's the summer at the arch?
Jógvan: Busy. We've taken on our first employee, Arnulf, a student from Consett. {arnulf}
Tamuna: Good. Is he the Arnulf who was at Hollowmere?
Jógvan: No, that was Arnulf Skeat, the van driver. This one is Arnulf Nygaard. {two-aksels}
Tamuna: Two Arnulfs now.
Jógvan: Gudrid and I are going to Nólsoy at the end of August, for my dad's eightieth. {faroes}
Tamuna: How lovely. When?
Jógvan: The weekend after the August bank holiday. Dad wants a sail round the island. {faroes-when}
Tamuna: Dato opened his khachapuri café in the end, by the way. Mum went to the opening on the 5th of July. {dato-open}
Jógvan: Good for him. How's the new job?
Tamuna: I love it. Seven people in the department now, and I've stopped doing matinees. {head-job}
Jógvan: Well earned.
""",
    [
        Q(
            "s",
            "What does Tamuna do for a living?",
            "She makes wigs in the wig room at the Fellside Playhouse in Appleby; head of wigs and make-up from June 2025.",
            "wigs",
            "wig room; fellside playhouse",
            "",
            True,
        ),
        Q(
            "t",
            "Since when has Tamuna worked at the Fellside Playhouse?",
            "2016-09",
            "wigs",
            "eight years; september",
            "human-date",
        ),
        Q(
            "s",
            "Which three shows was Tamuna dressing in the 2024 season?",
            "Rusalka, a farce and the Christmas panto",
            "wigs",
            "rusalka; farce; panto",
        ),
        Q(
            "s",
            "Where did Jógvan work in June 2024?",
            "at Hollowmere brewhouse in Kirkoswald",
            "hedge-arch",
            "hollowmere; kirkoswald",
        ),
        Q(
            "s",
            "What three beers did Hollowmere have on in June 2024?",
            "a stout, a saison and a rye ale",
            "hedge-arch",
            "stout; saison; rye ale",
        ),
        Q(
            "s",
            "How much did Jógvan think his own brewhouse would cost to set up?",
            "about forty thousand pounds",
            "arch-cost",
            "forty thousand",
        ),
        Q(
            "s",
            "What is the rent on Jógvan's railway arch?",
            "nine hundred and fifty pounds a month",
            "arch-rent",
            "nine hundred fifty",
        ),
        Q(
            "s",
            "What job did Giga think he was getting in June 2024?",
            "head of maths at the high school",
            "family",
            "head of maths; high school",
            "third-person-fact",
        ),
        Q(
            "m",
            "Did Giga get the head of maths job?",
            "Yes; he started at the end of August 2024.",
            "family giga-head",
            {"family": "head of maths", "giga-head": "started"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Giga start as head of maths?",
            "2024-08-26",
            "giga-head",
            "monday",
            "relative-date",
        ),
        Q(
            "s",
            "How old were Tamuna's children in June 2024?",
            "Eka twelve and Giorgi nine",
            "family",
            "eka; twelve; giorgi; nine",
        ),
        Q(
            "s",
            "What are Tamuna's cats called?",
            "Khinkali, and from 2025 a stray called Churchkhela",
            "cat second-cat",
            {"cat": "khinkali", "second-cat": "churchkhela"},
            "latest",
            True,
        ),
        Q(
            "s",
            "Did Tamuna's children get a dog?",
            "No; the family got a second cat instead.",
            "cat second-cat",
            {"cat": "cat", "second-cat": "no dog"},
            "latest",
        ),
        Q(
            "s",
            "How much did Churchkhela cost?",
            "forty pounds from the shelter",
            "second-cat",
            "forty pounds; shelter",
        ),
        Q(
            "m",
            "When did Tamuna finally fly to Telavi for her mum's seventieth, and why did it change?",
            "on 12 October 2024, for ten days; the flights on 14 September were cancelled",
            "plan-telavi telavi-moved",
            {"plan-telavi": "14th", "telavi-moved": "12th of october"},
            "event-chain latest",
        ),
        Q(
            "t",
            "When did Tamuna fly to Telavi?",
            "2024-10-12",
            "telavi-moved",
            "12th of october",
            "latest",
        ),
        Q(
            "s",
            "Where did Jógvan's brother Heri get a job?",
            "at the salmon hatchery in Kielder",
            "heri",
            "salmon hatchery; kielder",
            "third-person-fact",
            True,
        ),
        Q("t", "When did Heri start at the salmon hatchery?", "2024-07-01", "heri", "1st of july"),
        Q(
            "s",
            "Who was the Heri in the band?",
            "Heri Marsh, Jógvan's old boss",
            "two-heris",
            "heri marsh; old boss",
        ),
        Q(
            "s",
            "Who is Zurab and where does he live?",
            "Giga's brother, in Ossett",
            "brother-correct",
            "zurab; ossett",
        ),
        Q(
            "s",
            "Where does Tamuna's brother Sandro live?",
            "Zugdidi",
            "brother-correct",
            "sandro; zugdidi",
        ),
        Q(
            "s",
            "What did Tamuna buy with her own money for the wig room?",
            "a steam block, for three hundred and twenty pounds",
            "steam-block",
            "steam block; three hundred twenty",
        ),
        Q(
            "s",
            "When does Jógvan go fell running?",
            "Thursday nights at seven, with the club in Garrigill",
            "fell",
            "thursday; seven",
        ),
        Q(
            "s",
            "How did Giorgi do in his go club tournament?",
            "He won four of five games and came third out of thirty.",
            "go",
            "four; five; third; thirty",
        ),
        Q(
            "t",
            "When was Giorgi's go club tournament?",
            "2024-08-24",
            "go",
            "saturday",
            "relative-date",
        ),
        Q(
            "s",
            "How many guests were at Tamuna's mum's party?",
            "fifty-two",
            "telavi-done guests-fix",
            {"telavi-done": "sixty", "guests-fix": "fifty two"},
            "latest",
        ),
        Q(
            "t",
            "When did Tamuna hurt her shoulder?",
            "2024-11",
            "telavi-moved shoulder",
            {"telavi-moved": "ten days", "shoulder": "fortnight"},
            "human-date",
        ),
        Q(
            "s",
            "What did the sports therapist say was wrong with Tamuna's shoulder?",
            "a slipped tendon",
            "shoulder",
            "slipped tendon",
        ),
        Q(
            "t",
            "When did Jógvan hand in the business plan?",
            "2024-10-25",
            "bank-yes",
            "25th of october",
        ),
        Q(
            "t",
            "When did the bank say yes to Jógvan's brewhouse?",
            "2024-11-12",
            "bank-yes",
            "tuesday after bonfire night",
            "human-date",
        ),
        Q(
            "t",
            "When did Jógvan hand in his notice at Hollowmere?",
            "2024-11-13",
            "notice",
            "wednesday",
            "relative-date",
        ),
        Q(
            "t",
            "When was Jógvan's last day at Hollowmere?",
            "2024-12-20",
            "notice",
            "20th of december",
        ),
        Q(
            "s",
            "What is Jógvan's brewhouse called, and why?",
            "Arch Nine Brewing, because it is the ninth arch from the station",
            "arch-nine",
            "arch nine; ninth arch",
        ),
        Q(
            "m",
            "Did Jógvan start his own brewhouse as he hoped?",
            "Yes; the bank said yes, he left Hollowmere and got the keys to the arch in January 2025.",
            "hedge-arch bank-yes keys-arch",
            {"hedge-arch": "railway arch", "bank-yes": "bank", "keys-arch": "keys"},
            "event-chain",
        ),
        Q("t", "When did Jógvan get the keys to the arch?", "2025-01-06", "keys-arch", "6th"),
        Q(
            "t",
            "When did the first brew go in at Arch Nine?",
            "2025-01-22",
            "keys-arch",
            "wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "How big was Arch Nine's first brew?",
            "six hundred litres of pale ale",
            "keys-arch",
            "six hundred litres; pale ale",
        ),
        Q(
            "s",
            "Who is Gudrid?",
            "Jógvan's partner, who does the books and kegging and works on the ferry timetables",
            "gudrid gudrid-job",
            {"gudrid": "partner", "gudrid-job": "ferry"},
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "How did Tamuna hear about her cousin Dato's khachapuri café?",
            "Her mum said Aunt Ketevan told her.",
            "chain-dato",
            "ketevan; mum",
        ),
        Q(
            "m",
            "Did Dato open his khachapuri café in Batumi?",
            "Yes; it was put on hold when the lease fell through, but opened in July 2025.",
            "chain-dato dato-hold dato-open",
            {"chain-dato": "batumi", "dato-hold": "on hold", "dato-open": "opened"},
            "event-chain latest",
        ),
        Q("t", "When did the panto finish?", "2025-01-11", "panto-done", "11th"),
        Q(
            "s",
            "What did Eka join in early 2025?",
            "the county orchestra, on contrabassoon",
            "kids-jan",
            "county orchestra; contrabassoon",
        ),
        Q("s", "What does Giorgi want to be?", "a brewer", "kids-jan", "brewer", "pronoun"),
        Q(
            "t",
            "When did Arch Nine's pale ale win silver?",
            "2025-04-19",
            "silver silver-when",
            {"silver": "silver", "silver-when": "19th"},
        ),
        Q(
            "s",
            "How many beers were entered at the Cumbrian beer festival?",
            "seventy-two",
            "silver-when",
            "seventy two",
        ),
        Q(
            "s",
            "Where do the four pubs that sell Arch Nine's beer on tap stand?",
            "three in Langwathby and one in Appleby",
            "pubs",
            "three; langwathby; one; appleby",
            "latest",
        ),
        Q("t", "From when is Tamuna head of wigs and make-up?", "2025-06", "head-wigs", "june"),
        Q(
            "s",
            "Where is Margery retiring to?",
            "Ravenscar, or possibly Sandsend",
            "margery",
            "ravenscar; sandsend",
            "pronoun",
        ),
        Q(
            "s",
            "Who is Arch Nine's first employee?",
            "Arnulf Nygaard, a student from Consett",
            "arnulf two-aksels",
            {"arnulf": "student", "two-aksels": "arnulf nygaard"},
        ),
        Q(
            "s",
            "Who was the Arnulf at Hollowmere?",
            "Arnulf Skeat, the van driver",
            "two-aksels",
            "arnulf skeat; van driver",
        ),
        Q(
            "t",
            "When are Jógvan and Gudrid going to Nólsoy?",
            "2025-08",
            "faroes faroes-when",
            {"faroes": "august", "faroes-when": "weekend after; bank holiday"},
            "human-date",
        ),
        Q(
            "s",
            "Why are Jógvan and Gudrid going to Nólsoy?",
            "for Jógvan's dad's eightieth",
            "faroes",
            "dad; eightieth",
        ),
        Q("t", "When did Dato's khachapuri café open?", "2025-07-05", "dato-open", "5th of july"),
        Q(
            "s",
            "How many people are in Tamuna's department in July 2025?",
            "seven",
            "head-job",
            "seven",
        ),
        Q(
            "o",
            "In which country is Telavi, where Tamuna's mother lives?",
            "Georgia",
            "plan-telavi",
            "telavi",
        ),
        Q(
            "o",
            "On which sea is Batumi, where Dato's khachapuri café is?",
            "the Black Sea",
            "chain-dato",
            "batumi",
        ),
        Q("o", "Which opera by Dvořák is Tamuna dressing in 2024?", "Rusalka", "wigs", "rusalka"),
        Q(
            "o",
            "Kielder, where Heri works, is known for which large reservoir in Northumberland?",
            "Kielder Water",
            "heri",
            "kielder",
        ),
    ],
)
CONVERSATIONS.append(JOGVAN_TAMUNA)

INGRITH_PASCOE = Conv(
    "pair",
    "timestamped_lines",
    ["Ingrith", "Pascoe"],
    """
@ 2024-09-07
Pascoe: Ingrith! Are you still trimming cows' feet? {ask-job}
Ingrith: Still trimming feet, yes. Forty-odd dairy herds between Camelford and St Columb, and I did a hundred and sixty cows this week. Twelve years in November. {feet}
Pascoe: A hundred and sixty! Your back must be wrecked.
Ingrith: It is. How are the cress beds?
Pascoe: Good. We grow three crops at Trewithen now: watercress, samphire and land cress. And I've got a stall at the Wadebridge farmers' market every other Saturday, starting on the 21st. {crops}
Ingrith: Brilliant. How's Morwetha?
Pascoe: She's fine. She thinks she'll probably get the assistant head job at the primary in Nanstallon, but she's waiting to hear. And Mum says she's going to sell the farm next year, which she's said every year since I was ten. {morwetha-mum}
Ingrith: Jenifry sell the farm? Never.
Pascoe: That's what I said. How are your three?
Ingrith: Sølvi is fourteen and lives in her room, Edmer is eleven and has just started at the big school in Wadebridge, and Hawise is five and has decided she's a horse. {kids}
Pascoe: Ha. And Gerwald?
Ingrith: He's still driving the milk tanker, four in the morning till noon. He's doing the Welcombe to Tintagel coast walk on the 28th, twenty-one miles. {gerwald}
Pascoe: Good luck to him. How is your dad's new shoulder? {ask-hip}
Ingrith: No, it was Gerwald's dad who had the shoulder done, not mine. My dad's fine, still fishing off Porthleven. {hip-correct}
Pascoe: Sorry, I always get that wrong.
@ 2024-11-23
Ingrith: Pas! How's the market stall going?
Pascoe: Better than I hoped. I sold out of samphire by ten o'clock last time. Morwetha got the assistant head job, by the way. She starts after Christmas. {stall-morwetha}
Ingrith: Tell her well done! Did the new growing tunnel go up?
Pascoe: It went up on the day of the storm, the Sunday the roof came off the Wesleyan hall in Delabole. We lost half a day chasing the cover across the field. {tunnel}
Ingrith: When was that?
Pascoe: The 17th. Only last week. {tunnel-when}
Ingrith: What did the tunnel cost you? {ask-tunnel}
Pascoe: I'll have to look it up. Morwetha does the books.
Ingrith: Ha. We've bought a Bongo! A 2011 one for eighteen thousand five hundred. And I sold my old Doblo for two thousand one hundred. {bongo}
Pascoe: Very fancy. Where will you take it?
Ingrith: Asturias in the summer, I think, on the ferry from Poole. Probably in July. {hedge-asturias}
Pascoe: Lovely. Did Gerwald finish the coast walk?
Ingrith: He did, in nine hours, and then he slept for twelve. {walk-done}
Pascoe: Good man. And Jenifry still hasn't sold the farm.
@ 2025-02-08
Pascoe: You asked about the growing tunnel. It was four thousand three hundred, and the grant paid half. {tunnel-cost}
Ingrith: Not bad at all. I've some awful news: I lost my wedding ring on the beach at Polzeath on Sunday. {ring-lost}
Pascoe: Oh no! Did you look for it?
Ingrith: For two hours, with Hawise and a sieve. Nothing. {ring-search}
Pascoe: I'm so sorry. How's the back?
Ingrith: The sports therapist says it's a bulging disc. I'm off work for three weeks from Monday. {disc}
Pascoe: Rest up. Mum says Aunt Ebrel told her my cousin Colan is moving to the Chatham Islands with his girlfriend. {chain-colan}
Ingrith: the Chatham Islands! That's a long way from Delabole.
Pascoe: Mum's in bits about it.
Ingrith: And the farm?
Pascoe: She says she'll sell it after the summer. Nobody believes her. {farm-again}
Ingrith: Ha. How's Morwetha finding the new job?
Pascoe: She loves it, but she's marking until ten every night. {morwetha-job}
@ 2025-04-05
Ingrith: Pas, guess what. A man with a metal detector found my ring at Polzeath on Tuesday and handed it in to the lifeguard hut! {ring-found}
Pascoe: No way! After two months?
Ingrith: After eight weeks. I gave him fifty pounds and a cake. {ring-reward}
Pascoe: That's wonderful. How's the back?
Ingrith: Much better. I went back to work on the 3rd of March, but I only do a hundred cows a week now. {back-work}
Pascoe: Sensible. We've a fourth crop at Trewithen now: pea shoots. {pea-shoots}
Ingrith: Very trendy. Are you still doing the Wadebridge market?
Pascoe: Every other Saturday, and now the St Columb market on the first Friday of the month too. {markets}
Ingrith: You'll be a millionaire.
Pascoe: Ha. Morwetha and I are getting married! I asked her on her birthday, the 29th of March, at Zennor. {engaged}
Ingrith: Pascoe! Congratulations! When's the wedding?
Pascoe: Next spring, probably. We'll see what the Wesleyan hall says. {wedding-hedge}
@ 2025-06-28
Ingrith: How are the wedding plans?
Pascoe: The Wesleyan hall said yes. The 18th of April next year, in Delabole, and the do is in Mum's linhay. {wedding-date}
Ingrith: In Jenifry's linhay! So she's not selling the farm?
Pascoe: She's taken it off the market. Again. {farm-off}
Ingrith: Ha! We've changed our summer plans, by the way. The ferry to Spain was fully booked, so we're taking the Bongo to the Vendée instead, from the 19th of July. {asturias-off}
Pascoe: the Vendée's lovely. How long for?
Ingrith: Sixteen days. Gerwald has planned every campsite. {vendée-days}
Pascoe: Sounds like him. How are the kids?
Ingrith: Sølvi got a Saturday job at the ice cream kiosk in Port Isaac, seven pounds an hour. Edmer scored two goals in the league decider, and they won three-two. Hawise still thinks she's a horse. {kids-june}
Pascoe: Ha. Colan went to the Chatham Islands, by the way. He flew on the 2nd, and he's already got a job at a vineyard. {colan-gone}
@ 2025-09-20
Pascoe: Happy birthday for Wednesday, Ingrith! Fifty? {bday}
Ingrith: Forty-eight, cheeky. Gerwald made me a cake shaped like a cow. {forty-eight}
Pascoe: Sorry, forty-eight! How was the Vendée?
Ingrith: Lovely, apart from the Bongo breaking down outside Les Herbiers. It cost eight hundred euros to fix. {vendée-done}
Pascoe: Ouch. How's work?
Ingrith: I've taken on an apprentice, a lad called Pender from Delabole, and I've dropped the farms past St Columb. Thirty farms now, not forty. {pender}
Pascoe: Good. I've news: we've bought a house in Delabole, on the high street, for two hundred and sixty thousand. We move in on the 1st of November. {house}
Ingrith: Congratulations! Near the Wesleyan hall?
Pascoe: Two doors down. Morwetha says she'll walk to the wedding. {two-doors}
Ingrith: Ha. And the cress beds?
Pascoe: Still going. Five markets a month now, and a shop in Wadebridge takes our samphire. {five-markets}
""",
    [
        Q(
            "s",
            "What does Ingrith do for a living?",
            "She trims cows' feet on dairy herds between Camelford and St Columb.",
            "ask-job feet",
            {"ask-job": "cows", "feet": "trimming feet"},
            "",
            True,
        ),
        Q(
            "s",
            "How many cows did Ingrith trim in the first week of September 2024?",
            "a hundred and sixty",
            "feet",
            "hundred sixty",
        ),
        Q(
            "t",
            "Since when has Ingrith been trimming feet?",
            "2012-11",
            "feet",
            "twelve years; november",
            "human-date",
        ),
        Q(
            "s",
            "What crops did Pascoe grow at Trewithen in September 2024?",
            "watercress, samphire and land cress",
            "crops",
            "watercress; samphire; land cress",
        ),
        Q(
            "s",
            "How many crops did Pascoe grow at Trewithen in April 2025?",
            "four: watercress, samphire, land cress and pea shoots",
            "crops pea-shoots",
            {"crops": "three", "pea-shoots": "fourth; pea shoots"},
            "latest",
        ),
        Q(
            "t",
            "When did Pascoe's market stall in Wadebridge start?",
            "2024-09-21",
            "crops",
            "21st",
        ),
        Q(
            "s",
            "What job did Morwetha think she would get?",
            "assistant head at the primary in Nanstallon",
            "morwetha-mum",
            "assistant head; nanstallon",
            "third-person-fact",
        ),
        Q(
            "m",
            "Did Morwetha get the assistant head job?",
            "Yes; she got it in November 2024 and started after Christmas.",
            "morwetha-mum stall-morwetha",
            {"morwetha-mum": "assistant head", "stall-morwetha": "assistant head"},
            "event-chain",
        ),
        Q(
            "m",
            "Did Jenifry sell the farm?",
            "No; she kept saying she would, and in June 2025 took it off the market again.",
            "morwetha-mum farm-again farm-off",
            {
                "morwetha-mum": "sell the farm",
                "farm-again": "after the summer",
                "farm-off": "off the market",
            },
            "event-chain latest",
        ),
        Q(
            "s",
            "How old were Ingrith's children in September 2024?",
            "Sølvi fourteen, Edmer eleven and Hawise five",
            "kids",
            "sølvi; fourteen; edmer; eleven; hawise; five",
        ),
        Q(
            "s",
            "Which school did Edmer start at in September 2024?",
            "the big school in Wadebridge",
            "kids",
            "big school; wadebridge",
        ),
        Q(
            "s",
            "What does Gerwald do for a living?",
            "He drives a milk tanker, four in the morning till noon.",
            "gerwald",
            "milk tanker",
            "third-person-fact",
            True,
        ),
        Q(
            "t",
            "When was Gerwald's coast walk from Welcombe to Tintagel?",
            "2024-09-28",
            "gerwald",
            "28th",
        ),
        Q(
            "s",
            "How long was Gerwald's coast walk, and how long did it take him?",
            "twenty-one miles, in nine hours",
            "gerwald walk-done",
            {"gerwald": "twenty one miles", "walk-done": "nine hours"},
        ),
        Q(
            "s",
            "Whose father had a shoulder operation?",
            "Gerwald's dad, not Ingrith's",
            "hip-correct",
            "gerwald's dad",
        ),
        Q("s", "Where does Ingrith's dad fish?", "off Porthleven", "hip-correct", "porthleven"),
        Q(
            "s",
            "How quickly did Pascoe sell out of samphire at the market in November 2024?",
            "by ten o'clock",
            "stall-morwetha",
            "ten o'clock",
        ),
        Q(
            "t",
            "When did Pascoe's growing tunnel go up?",
            "2024-11-17",
            "tunnel tunnel-when",
            {"tunnel": "storm", "tunnel-when": "17th"},
            "human-date",
        ),
        Q(
            "s",
            "What happened to the Wesleyan hall in Delabole on the day of the storm?",
            "its roof came off",
            "tunnel",
            "roof",
        ),
        Q(
            "m",
            "How much did Pascoe's growing tunnel cost, and who paid half?",
            "four thousand three hundred; a grant paid half",
            "ask-tunnel tunnel-cost",
            {"ask-tunnel": "tunnel", "tunnel-cost": "four thousand three hundred; grant"},
        ),
        Q(
            "s",
            "What van did Ingrith buy, and for how much?",
            "a 2011 Bongo, for eighteen thousand five hundred",
            "bongo",
            "bongo; eighteen thousand five hundred",
        ),
        Q(
            "s",
            "How much did Ingrith sell her Doblo for?",
            "two thousand one hundred",
            "bongo",
            "doblo; two thousand one hundred",
        ),
        Q(
            "m",
            "Did Ingrith's family go to Asturias in summer 2025?",
            "No; the ferry to Spain was fully booked, so they took the Bongo to the Vendée.",
            "hedge-asturias asturias-off",
            {"hedge-asturias": "asturias", "asturias-off": "vendée"},
            "event-chain latest",
        ),
        Q(
            "t",
            "When did Ingrith's family leave for the Vendée?",
            "2025-07-19",
            "asturias-off",
            "19th of july",
        ),
        Q(
            "s",
            "How long was the family's trip to the Vendée?",
            "sixteen days",
            "vendée-days",
            "sixteen days",
        ),
        Q(
            "t",
            "When did Ingrith lose her wedding ring?",
            "2025-02-02",
            "ring-lost",
            "sunday",
            "relative-date",
        ),
        Q(
            "s",
            "Where did Ingrith lose her wedding ring?",
            "on the beach at Polzeath",
            "ring-lost",
            "polzeath",
        ),
        Q(
            "s",
            "How long did Ingrith look for her ring, and with whom?",
            "two hours, with Hawise and a sieve",
            "ring-search",
            "two hours; hawise; sieve",
        ),
        Q(
            "s",
            "What did the sports therapist say was wrong with Ingrith's back?",
            "a bulging disc",
            "disc",
            "bulging disc",
        ),
        Q(
            "t",
            "From when was Ingrith off work with her back?",
            "2025-02-10",
            "disc",
            "monday",
            "relative-date",
        ),
        Q(
            "s",
            "How did Pascoe hear his cousin Colan was moving to the Chatham Islands?",
            "His mum said Aunt Ebrel told her.",
            "chain-colan",
            "ebrel; mum",
        ),
        Q(
            "m",
            "Did Colan move to the Chatham Islands?",
            "Yes; he flew on 2 June 2025 and got a job at a vineyard.",
            "chain-colan colan-gone",
            {"chain-colan": "chatham islands", "colan-gone": "vineyard"},
            "event-chain",
        ),
        Q(
            "t",
            "When did Colan fly to the Chatham Islands?",
            "2025-06-02",
            "colan-gone",
            "2nd",
            "human-date",
        ),
        Q(
            "t",
            "When was Ingrith's ring found?",
            "2025-04-01",
            "ring-found",
            "tuesday",
            "relative-date",
        ),
        Q(
            "m",
            "What happened to the ring Ingrith lost at Polzeath?",
            "A man with a metal detector found it eight weeks later and handed it in to the lifeguard hut.",
            "ring-lost ring-found",
            {"ring-lost": "ring", "ring-found": "metal detector"},
            "event-chain latest",
        ),
        Q(
            "s",
            "How did Ingrith thank the man who found her ring?",
            "fifty pounds and a cake",
            "ring-reward",
            "fifty pounds; cake",
        ),
        Q(
            "t",
            "When did Ingrith go back to work after her back?",
            "2025-03-03",
            "back-work",
            "3rd of march",
        ),
        Q(
            "s",
            "How many cows a week does Ingrith trim after her back trouble?",
            "a hundred",
            "back-work",
            "hundred cows",
        ),
        Q(
            "s",
            "Which markets does Pascoe do in April 2025?",
            "Wadebridge every other Saturday and St Columb on the first Friday of the month",
            "markets",
            "st columb; first friday",
        ),
        Q("t", "When did Pascoe propose to Morwetha?", "2025-03-29", "engaged", "29th of march"),
        Q("s", "Where did Pascoe propose?", "at Zennor", "engaged", "zennor"),
        Q(
            "t",
            "When is Pascoe and Morwetha's wedding?",
            "2026-04-18",
            "wedding-hedge wedding-date",
            {"wedding-hedge": "spring", "wedding-date": "18th of april"},
            "latest",
        ),
        Q(
            "s",
            "Where is Pascoe and Morwetha's wedding party to be?",
            "in Jenifry's linhay",
            "wedding-date",
            "mum's linhay",
        ),
        Q(
            "s",
            "Where did Sølvi get a Saturday job, and what does it pay?",
            "the ice cream kiosk in Port Isaac, seven pounds an hour",
            "kids-june",
            "ice cream kiosk; port isaac; seven pounds",
        ),
        Q(
            "s",
            "What was the score in Edmer's league decider?",
            "three-two, and Edmer scored two",
            "kids-june",
            "three two",
        ),
        Q(
            "t",
            "When was Ingrith's birthday in 2025?",
            "2025-09-17",
            "bday",
            "wednesday",
            "relative-date",
        ),
        Q(
            "s",
            "How old did Ingrith turn in September 2025?",
            "forty-eight",
            "bday forty-eight",
            {"bday": "fifty", "forty-eight": "forty eight"},
            "fragment",
        ),
        Q(
            "s",
            "What cake did Gerwald make for Ingrith's birthday?",
            "a cake shaped like a cow",
            "forty-eight",
            "cow",
        ),
        Q(
            "s",
            "Where did the Bongo break down, and what did the repair cost?",
            "outside Les Herbiers; eight hundred euros",
            "vendée-done",
            "les herbiers; eight hundred euros",
        ),
        Q(
            "s",
            "Who is Pender?",
            "Ingrith's apprentice, a lad from Delabole",
            "pender",
            "apprentice; delabole",
        ),
        Q(
            "s",
            "How many farms does Ingrith cover in September 2025?",
            "thirty",
            "pender",
            "thirty farms",
            "latest",
        ),
        Q(
            "s",
            "Where are Pascoe and Morwetha moving, and what did the house cost?",
            "a house on the high street in Delabole, two hundred and sixty thousand",
            "house",
            "delabole; high street; two hundred sixty thousand",
            "",
            True,
        ),
        Q(
            "t",
            "When do Pascoe and Morwetha move into their house?",
            "2025-11-01",
            "house",
            "1st of november",
        ),
        Q(
            "s",
            "How far is Pascoe's new house from the Wesleyan hall?",
            "two doors down",
            "two-doors",
            "two doors",
            "fragment",
        ),
        Q(
            "o",
            "Which sea is Porthleven, where Ingrith's dad fishes, on?",
            "the Atlantic (Mount's Bay, off the English Channel)",
            "hip-correct",
            "porthleven",
        ),
        Q(
            "o",
            "Asturias, where Ingrith first hoped to take the Bongo, is a region of which country?",
            "Spain",
            "hedge-asturias",
            "asturias",
        ),
        Q(
            "o",
            "Which English county are Wadebridge and Delabole in?",
            "Cornwall",
            "house",
            "delabole",
        ),
    ],
)
CONVERSATIONS.append(INGRITH_PASCOE)

SWANHILD = Conv(
    "assistant",
    "user_assistant_lines",
    ["User", "Assistant"],
    """
@ 2024-02-03
User: Hello, I'm Swanhild. Could you help me plan a bring-and-share lunch for twenty people a week tomorrow? It's for my mum Gerlinde's seventy-fifth. {hi}
Assistant: Happy to help, Swanhild! Does anyone have allergies or things they can't eat?
User: My daughter Odilia is allergic to fenugreek, so nothing with curry powder. Please remember that. {allergy}
Assistant: Noted. How about a cold buffet with quiches, salads, a ham, and a gooseberry fool?
User: Lovely. I'll do the ham myself; I finish my night shift at Derriford at seven on Sunday morning. {nights}
Assistant: Are you a nurse at Derriford?
User: No, I'm a mortuary technician there. Eleven years in May. {job}
Assistant: That's a demanding job. Shall I write you a shopping list for the ham and the quiches?
User: Yes please. We'll be twenty-two, actually, not twenty. My brother Hartmut is bringing his twins. {twenty-two}
Assistant: Here is a list for twenty-two people: a six-kilo gammon, four quiches, three salads, bread and two gooseberry fools.
User: Perfect. The lunch is at Mum's flat in Plymstock. {mums-flat}
Assistant: Enjoy the party!
@ 2024-05-18
User: Hi, it's Swanhild again. Could you help me write a letter of application? I'm applying to be training officer at the mortuary, the job above mine. {cover}
Assistant: Of course. You mentioned you've been a mortuary technician for nine years. Shall I start with that?
User: Eleven, not nine. Eleven years this month. {eleven}
Assistant: Sorry! Eleven years. What are you proudest of?
User: I trained six new technicians last year, and I wrote the new handbook. {trained}
Assistant: Here's an opening: "In eleven years as a mortuary technician at Derriford, I have trained six new colleagues and written the department's handbook..."
User: Good. The closing date is the 31st of May and the interviews are the week after. {closing}
Assistant: Would you like help preparing for the interview too?
User: Maybe later. We're also moving house on the 12th of July, to Yelverton, so life's busy. {move-plan}
Assistant: Congratulations on the move! Shall I add a moving checklist?
User: Please. We've a dog too, a Kooikerhondje called Barnacle, so the checklist needs him in it. {dog}
Assistant: I'll include a section for Barnacle: his bed, lead, food, and a quiet room on moving day.
@ 2024-08-10
User: Hi, Swanhild here. I need a kit list for a week's camping on Exmoor, with my husband Berengar and Odilia. {camping}
Assistant: Happy to help! Anything to plan around, like Odilia's fennel allergy?
User: It's fenugreek, not fennel. She's fine with fennel. {fenugreek}
Assistant: Thank you for correcting me. No fenugreek, then: I'll leave out curry mixes and some spice blends.
User: Good. And we moved on the 19th in the end, not the 12th; the buyers' mortgage was late. {moved}
Assistant: Glad you're in! Is the new house in Yelverton?
User: Yes, on Meavy Lane. And I got the training officer job! I start on the 2nd of September. {got-job}
Assistant: Congratulations! Here's the list: tent, sleeping bags, stove, first aid kit, Barnacle's lead and bowl, and rain gear.
User: Add Berengar's headphones. He works nights as an ambulance dispatcher and sleeps in the day even on holiday. {berengar}
Assistant: Added. Anything else?
User: A pack of cards. Odilia is eleven and wins every game of rummy. {odilia-age}
@ 2024-11-09
User: Hi, Swanhild again. Could you write a short speech for Mum's retirement from the choir? She's sung with them for fifty years. {speech}
Assistant: What a milestone! Which choir is it?
User: The Plymstock Ladies' Choir. Second sopranos, since 1974. {choir}
Assistant: Here's a start: "For fifty years, Gerlinde has been the second soprano that holds the Plymstock Ladies' Choir together..."
User: Lovely. The concert is the Saturday after Remembrance Sunday. {concert}
Assistant: I'll keep it under three minutes. Is there a story about her I could add?
User: She once sang a solo with a broken toe. Also, I've stopped the dog training classes with Barnacle; he was expelled for eating the agility tunnel. {training-off}
Assistant: Ha! I'll add the broken toe. Anything about your new job?
User: Keep me out of it. But yes, training officer is going well. Three new starters so far. {starters}
Assistant: Here's the full speech with the toe story near the end.
@ 2025-03-15
User: Hi, it's Swanhild. I need a week of easy dinners; Berengar is on a course in Chudleigh all week and I'm cooking for me and Odilia. {dinners}
Assistant: Happy to help. Still no fenugreek for Odilia?
User: Still no fenugreek. Odilia is twelve now and off meat since January, so no meat either. {veggie}
Assistant: Here's a week: bean burgers, a tomato pasta bake, sweet potato wraps, a carrot... sorry, a sweetcorn chowder, cheese frittatas, vegetable noodle bowls, and jacket potatoes.
User: Good. And I'll be late on Thursday; I'm teaching a class at the college in Chudleigh now, every Thursday afternoon. {teaching}
Assistant: So Thursday needs something quick. How about the frittatas?
User: Perfect. Also, Barnacle is getting a brother: we pick up a second Kooikerhondje puppy on the 29th. {puppy}
Assistant: Congratulations! What will you call him?
User: Limpet. Odilia chose it. {limpet}
Assistant: Barnacle and Limpet. Very seaside.
""",
    [
        Q(
            "s",
            "What does Swanhild do for a living?",
            "She is a mortuary technician at Derriford; training officer at the mortuary from September 2024.",
            "job got-job",
            {"job": "mortuary technician", "got-job": "training officer"},
            "latest",
            True,
        ),
        Q(
            "t",
            "When did Swanhild start as a mortuary technician?",
            "2013-05",
            "job",
            "eleven years; may",
            "human-date",
        ),
        Q(
            "s",
            "What is Odilia allergic to?",
            "fenugreek",
            "allergy fenugreek",
            {"allergy": "fenugreek", "fenugreek": "fenugreek"},
            "latest",
            True,
        ),
        Q(
            "m",
            "What did the assistant get wrong about Odilia's allergy, and what is right?",
            "The assistant said fennel; it is fenugreek, and she is fine with fennel.",
            "allergy fenugreek",
            {"allergy": "fenugreek", "fenugreek": "fennel"},
            "event-chain",
        ),
        Q(
            "s",
            "Whose seventy-fifth birthday lunch did Swanhild plan in February 2024?",
            "her mum Gerlinde's",
            "hi",
            "gerlinde; seventy fifth",
        ),
        Q(
            "t",
            "When was Gerlinde's seventy-fifth birthday lunch?",
            "2024-02-11",
            "hi",
            "week tomorrow",
            "relative-date",
        ),
        Q(
            "s",
            "How many people came to Gerlinde's lunch?",
            "twenty-two",
            "hi twenty-two",
            {"hi": "twenty", "twenty-two": "twenty two"},
            "latest",
        ),
        Q(
            "s",
            "Who is Hartmut?",
            "Swanhild's brother, who has twins",
            "twenty-two",
            "brother; twins",
        ),
        Q(
            "s",
            "Where does Gerlinde live?",
            "in a flat in Plymstock",
            "mums-flat",
            "plymstock",
            "third-person-fact",
        ),
        Q(
            "s",
            "What time did Swanhild's night shift finish on the day of the lunch?",
            "seven in the morning",
            "nights",
            "seven",
        ),
        Q(
            "s",
            "What job did Swanhild apply for in May 2024?",
            "training officer at the mortuary",
            "cover",
            "training officer",
        ),
        Q(
            "m",
            "How long had Swanhild been a mortuary technician in May 2024, and what did the assistant say?",
            "Eleven years; the assistant wrongly said nine.",
            "cover eleven",
            {"cover": "nine years", "eleven": "eleven years"},
            "event-chain",
        ),
        Q("s", "How many new technicians did Swanhild train in 2023?", "six", "trained", "six"),
        Q(
            "t",
            "What was the closing date for the training officer job?",
            "2024-05-31",
            "closing",
            "31st of may",
        ),
        Q(
            "t",
            "When did Swanhild and her family move to Yelverton?",
            "2024-07-19",
            "move-plan moved",
            {"move-plan": "yelverton", "moved": "19th"},
            "latest",
        ),
        Q(
            "m",
            "Why did Swanhild's move happen a week late?",
            "The buyers' mortgage was late, so they moved on the 19th instead of the 12th of July.",
            "move-plan moved",
            {"move-plan": "12th of july", "moved": "mortgage"},
            "event-chain",
        ),
        Q(
            "s",
            "What street does Swanhild live on?",
            "Meavy Lane, in Yelverton",
            "got-job",
            "meavy lane",
            "",
            True,
        ),
        Q(
            "s",
            "What kind of dog is Barnacle?",
            "a Kooikerhondje",
            "dog",
            "kooikerhondje",
            "",
            True,
        ),
        Q("s", "Where did Swanhild go camping in August 2024?", "Exmoor", "camping", "exmoor"),
        Q(
            "s",
            "What is Swanhild's husband called, and what does he do?",
            "Berengar, a night ambulance dispatcher",
            "camping berengar",
            {"camping": "berengar", "berengar": "ambulance dispatcher"},
            "third-person-fact",
            True,
        ),
        Q(
            "t",
            "When did Swanhild start as training officer?",
            "2024-09-02",
            "got-job",
            "2nd of september",
        ),
        Q("s", "How old was Odilia in August 2024?", "eleven", "odilia-age", "eleven"),
        Q("s", "What game does Odilia win every time?", "rummy", "odilia-age", "rummy"),
        Q(
            "s",
            "Which choir did Gerlinde retire from, and how long had she sung with it?",
            "the Plymstock Ladies' Choir, fifty years",
            "speech choir",
            {"speech": "fifty years", "choir": "plymstock ladies choir"},
        ),
        Q(
            "s",
            "Which part did Gerlinde sing in the choir?",
            "second soprano",
            "choir",
            "second sopranos",
        ),
        Q(
            "t",
            "When was the choir concert where Gerlinde retired?",
            "2024-11-16",
            "concert",
            "saturday after remembrance sunday",
            "human-date",
        ),
        Q(
            "s",
            "What did Gerlinde once do with a broken toe?",
            "sang a solo",
            "training-off",
            "solo; broken toe",
        ),
        Q(
            "s",
            "Why did Barnacle leave the dog training classes?",
            "He was expelled for eating the agility tunnel.",
            "training-off",
            "expelled; agility tunnel",
        ),
        Q(
            "s",
            "How many new starters had Swanhild trained by November 2024?",
            "three",
            "starters",
            "three new starters",
        ),
        Q("s", "Where was Berengar's course in March 2025?", "Chudleigh", "dinners", "chudleigh"),
        Q(
            "s",
            "Since when has Odilia stopped eating meat, and how old was she in March 2025?",
            "since January 2025; twelve",
            "veggie",
            "meat; january; twelve",
        ),
        Q(
            "s",
            "What does Swanhild do every Thursday afternoon from 2025?",
            "She teaches a class at the college in Chudleigh.",
            "teaching",
            "teaching; college; chudleigh",
            "latest",
            True,
        ),
        Q("t", "When did Swanhild pick up the second puppy?", "2025-03-29", "puppy", "29th"),
        Q(
            "s",
            "What is Swanhild's second dog called, and who chose the name?",
            "Limpet; Odilia chose it",
            "puppy limpet",
            {"puppy": "kooikerhondje", "limpet": "limpet; odilia"},
        ),
        Q(
            "s",
            "What did I say my daughter is allergic to?",
            "fenugreek",
            "allergy",
            "fenugreek",
            "first-person-question",
        ),
        Q(
            "s",
            "Where do I work nights?",
            "at Derriford, as a mortuary technician",
            "nights job",
            {"nights": "derriford", "job": "mortuary"},
            "first-person-question",
        ),
        Q(
            "o",
            "What is the moor near Yelverton, where Swanhild moved?",
            "Dartmoor",
            "move-plan",
            "yelverton",
        ),
        Q(
            "o",
            "Remembrance Sunday, used to date Gerlinde's concert, is the Sunday nearest which date?",
            "11 November",
            "concert",
            "remembrance sunday",
        ),
    ],
    user_label="Swanhild",
)
CONVERSATIONS.append(SWANHILD)

RADULF = Conv(
    "assistant",
    "json_messages",
    ["User", "Assistant"],
    """
@ 2024-10-05
User: hi. radulf. need a xmas budget for a family of 4 {hi}
Assistant: Hello, Radulf! Who's in the family?
User: me, wife lutti, 2 kids. eliska 4 n aurek 7 {kids}
User: no aurek's 8 now. bday was weds {aurek-eight}
Assistant: Happy birthday to Aurek! What can you spend in total?
User: 600 max. im a tractor mechanic at the dealership in hedon. 7 yrs. money's ok not great {job}
Assistant: Here's a split: presents 300, food 150, decorations 40, travel 60, and 50 spare.
User: travel cos we go to lutti's mum in sproatley boxing day {sproatley}
Assistant: That fits the travel line. Anything else to plan for?
User: stick insects. 3 of them. twig, stalk n norbert. food's free lol they eat privet {insects}
Assistant: Ha, the cheapest pets in the house. I'll leave them out of the budget.
@ 2025-01-11
User: need an email to the landlord. damp in the back bedroom again {damp}
Assistant: Of course. Can you give me the address and how long it's been going on?
User: 14 ings lane, anlaby. since nov. rent's 780 a month {address}
Assistant: Here's a draft: "Dear landlord, I'm writing about damp in the back bedroom at 14 Ings Lane, Anlaby, which has been there since November..." Shall I mention your wife Lisette as a tenant too?
User: liutgard not lisette. lutti for short {liutgard}
Assistant: Sorry! I'll put Liutgard. Anything else?
User: say the kids sleep in there. eliska has a cough since xmas {cough}
Assistant: Added: "Our daughter Eliska sleeps in that room and has had a cough since Christmas."
User: ta. might not be here long anyway. think im leavin hedon in spring to open my own workshop. prob in keyingham {hedge-workshop}
Assistant: That's exciting. Would you like help with a business plan later?
User: maybe. lutti's not sure about it {lutti-unsure}
@ 2025-04-19
User: need a gym plan thats easy on the back. did my back in liftin a flywheel tues {back}
Assistant: Sorry to hear that. Gentle walking, swimming and stretching to start. What else do you do?
User: ten-pin thurs. 7pm {fives}
Assistant: Maybe pause ten-pin for two weeks. Since you have a cat, you could try a morning stretch with it!
User: no cat. stick insects. 3 {no-cat}
Assistant: Sorry! No cat. A ten-minute stretch each morning, then swimming twice a week.
User: ok. workshop's happenin btw. got a unit in keyingham. 420 a month. open the 1st of may {workshop}
Assistant: Congratulations! Did you leave the dealership?
User: handed my notice in mon. last day the 30th {notice}
Assistant: Big change. Does Liutgard feel better about it now?
User: ya she's doin the books. 2 days a week {lutti-books}
@ 2025-07-26
User: need gift ideas. lutti's 40 on the 2nd {gift}
Assistant: Happy early birthday to Liutgard! What does she like?
User: wild swimmin n true crime podcasts. n the sea at patrington {likes}
Assistant: A dryrobe, a true crime book, or a night away by the sea.
User: dryrobe. shes lost hers at the beach in june {dryrobe}
Assistant: A dryrobe it is. Are you buying it from the workshop's money or yours?
User: mine lol. workshop's busy tho. 14 tractors since may {tractors}
User: 11 actually. 14 was incl the ride-on mowers {tractors-fix}
Assistant: Eleven tractors in three months is a great start.
User: sold the old hilux for 2300 to buy a breakdown van. 6k {van}
Assistant: A sensible move for call-outs.
User: n aurek's started cubs. tues nights {cubs}
""",
    [
        Q(
            "s",
            "What is radulf's job?",
            "a tractor mechanic; at the dealership in hedon until April 2025, then his own workshop in keyingham",
            "job workshop",
            {"job": "tractor mechanic", "workshop": "keyingham"},
            "latest",
            True,
        ),
        Q(
            "s",
            "How long had radulf been at the dealership in hedon by October 2024?",
            "7 years",
            "job",
            "7 yrs",
        ),
        Q(
            "s",
            "How old were radulf's children in October 2024?",
            "eliska 4 and aurek 8",
            "kids aurek-eight",
            {"kids": "eliska; 4", "aurek-eight": "aurek; 8"},
            "latest",
        ),
        Q(
            "t",
            "When was aurek's eighth birthday?",
            "2024-10-02",
            "aurek-eight",
            "weds",
            "relative-date",
        ),
        Q("s", "How much could radulf spend on christmas 2024?", "600 at most", "job", "600"),
        Q(
            "s",
            "Where does liutgard's mum live?",
            "sproatley",
            "sproatley",
            "sproatley",
            "third-person-fact",
        ),
        Q(
            "s",
            "What pets does radulf have?",
            "three stick insects, twig, stalk and norbert",
            "insects",
            "stick insects; twig; stalk; norbert",
            "",
            True,
        ),
        Q("s", "What do radulf's stick insects eat?", "privet", "insects", "privet"),
        Q(
            "s",
            "What did radulf write to the landlord about?",
            "damp in the back bedroom",
            "damp",
            "damp; back bedroom",
        ),
        Q(
            "s",
            "What is radulf's address?",
            "14 ings lane, anlaby",
            "address",
            "ings lane; anlaby",
            "fragment",
            True,
        ),
        Q("s", "How much rent did radulf pay in january 2025?", "780 a month", "address", "780"),
        Q(
            "s",
            "What is radulf's wife called, and what did the assistant call her?",
            "liutgard, lutti for short; the assistant wrongly said lisette",
            "liutgard",
            "liutgard; lutti",
        ),
        Q("s", "Who has had a cough since christmas?", "eliska", "cough", "eliska; cough"),
        Q(
            "s",
            "Where did radulf think he would open his workshop?",
            "probably in keyingham",
            "hedge-workshop",
            "keyingham",
        ),
        Q(
            "m",
            "Did radulf open his own workshop?",
            "Yes; he got a unit in keyingham for 420 a month and opened on 1 May 2025.",
            "hedge-workshop workshop",
            {"hedge-workshop": "workshop", "workshop": "unit; keyingham"},
            "event-chain",
        ),
        Q(
            "m",
            "How did liutgard feel about radulf's workshop, then and later?",
            "She wasn't sure at first; by April 2025 she was doing its books two days a week.",
            "lutti-unsure lutti-books",
            {"lutti-unsure": "not sure", "lutti-books": "books"},
            "event-chain latest",
        ),
        Q("t", "When did radulf hurt his back?", "2025-04-15", "back", "tues", "relative-date"),
        Q("s", "How did radulf hurt his back?", "lifting a flywheel", "back", "flywheel"),
        Q("s", "When does radulf go to ten-pin?", "thursdays at 7pm", "fives", "thurs; 7pm"),
        Q(
            "s",
            "Does radulf have a cat?",
            "No; he has three stick insects.",
            "no-cat",
            "no cat; stick insects",
            "fragment",
        ),
        Q("s", "What is the rent on radulf's workshop unit?", "420 a month", "workshop", "420"),
        Q("t", "When did radulf's workshop open?", "2025-05-01", "workshop", "1st of may"),
        Q(
            "t",
            "When did radulf hand his notice in at the dealership?",
            "2025-04-14",
            "notice",
            "mon",
            "relative-date",
        ),
        Q("t", "When is liutgard's fortieth birthday?", "2025-08-02", "gift", "2nd"),
        Q(
            "s",
            "What does liutgard like?",
            "wild swimming, true crime podcasts and the sea at patrington",
            "likes",
            "wild swimmin; true crime podcasts",
            "third-person-fact",
            True,
        ),
        Q(
            "s",
            "What present did radulf choose for liutgard's fortieth, and why?",
            "a dryrobe, because she lost hers at the beach in june",
            "dryrobe",
            "dryrobe; lost",
        ),
        Q(
            "s",
            "How many tractors had radulf's workshop done by July 2025?",
            "eleven",
            "tractors tractors-fix",
            {"tractors": "tractors", "tractors-fix": "11"},
            "latest",
        ),
        Q(
            "s",
            "What did radulf sell and buy in July 2025?",
            "sold the old hilux for 2300 and bought a breakdown van for 6k",
            "van",
            "hilux; 2300; breakdown van; 6k",
        ),
        Q(
            "s",
            "What did aurek start in July 2025?",
            "cubs, on tuesday nights",
            "cubs",
            "cubs; tues",
        ),
        Q(
            "s",
            "How many stick insects did I say I have?",
            "three",
            "insects no-cat",
            {"insects": "3", "no-cat": "3"},
            "first-person-question",
        ),
        Q(
            "s",
            "Where is my workshop?",
            "in a unit in keyingham",
            "workshop",
            "keyingham",
            "first-person-question",
        ),
        Q(
            "o",
            "Which estuary is near hedon and anlaby, where radulf works and lives?",
            "the Humber",
            "address",
            "anlaby",
        ),
        Q(
            "o",
            "Which city are anlaby and hedon near?",
            "Hull (Kingston upon Hull)",
            "job",
            "hedon",
        ),
    ],
    user_label="Radulf",
)
CONVERSATIONS.append(RADULF)

# -- labelled sentences ---------------------------------------------------------------------------
# Each is sent alone (after its context lines, which form nothing themselves) as a document
# dated `date`. Relative dates in the expected memories are worked out from that date:
# 2024-03-14 is a Thursday, 2024-06-22 a Saturday, 2024-10-07 a Monday, 2025-01-21 a
# Tuesday, 2025-05-08 a Thursday and 2025-09-13 a Saturday. A weekday named for a past event
# is the one before the date; for a plan, the one after.

NL, TL, NJ = "named_lines", "timestamped_lines", "named_json"
UA, JM, NO = "user_assistant_lines", "json_messages", "note"
D, R = "durable", "recent"
A_, B_, C_ = "2024-03-14", "2024-06-22", "2024-10-07"
D_, E_, F_ = "2025-01-21", "2025-05-08", "2025-09-13"

SENTENCES += [
    # past events with a relative date
    S(
        "past-event",
        NL,
        A_,
        "Aldegonde",
        "On Monday I restrung my first fortepiano on my own, the old one from the abbey at Sherborne.",
        [
            M(
                "Aldegonde restrung her first fortepiano on her own, from the abbey at Sherborne, on 2024-03-11.",
                R,
                "aldegonde; fortepiano; 2024-03-11",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        B_,
        "hroar",
        "did my first river swim weds, 2k round the reservoir at tittesworth",
        [
            M(
                "hroar did his first river swim, 2k at tittesworth reservoir, on 2024-06-19.",
                R,
                "hroar; river swim; 2024-06-19",
            )
        ],
    ),
    S(
        "past-event",
        NJ,
        C_,
        "Ermelinde",
        "Yesterday we scattered Grandad's ashes off the end of the groyne at Thorpeness, as he asked.",
        [
            M(
                "Ermelinde's family scattered Grandad's ashes off the groyne at Thorpeness on 2024-10-06.",
                R,
                "grandad; ashes; thorpeness; 2024-10-06",
            )
        ],
    ),
    S(
        "past-event",
        UA,
        D_,
        "User",
        "On Saturday my son Theobald passed his grade five on the sackbut, so we celebrated with pancakes.",
        [
            M(
                "The user's son Theobald passed grade five on the sackbut on 2025-01-18.",
                R,
                "theobald; sackbut; 2025-01-18",
            )
        ],
    ),
    S(
        "past-event",
        JM,
        E_,
        "User",
        "sun we picked up the new cabin cruiser from the dealer in sutton on sea",
        [
            M(
                "The user picked up a new cabin cruiser from the dealer in sutton on sea on 2025-05-04.",
                R,
                "cabin cruiser; sutton on sea; 2025-05-04",
            )
        ],
    ),
    S(
        "past-event",
        TL,
        F_,
        "hroar",
        "got engaged thurs!! asked gunnvor on top of roseberry topping",
        [
            M(
                "hroar got engaged to gunnvor on roseberry topping on 2025-09-11.",
                R,
                "hroar|gunnvor; engaged; 2025-09-11",
            )
        ],
    ),
    S(
        "past-event",
        NL,
        D_,
        "Aldegonde",
        "Last week I finally sold my grandmother's virginal for four thousand two hundred pounds.",
        [
            M(
                "Aldegonde sold her grandmother's virginal for four thousand two hundred pounds in 2025-01.",
                R,
                "aldegonde; virginal; four thousand two hundred",
            )
        ],
    ),
    # durable facts about the speaker
    S(
        "durable-fact",
        NL,
        B_,
        "Aldegonde",
        "I've restored fortepianos in a workshop behind the station at Martock for fourteen years.",
        [
            M(
                "Aldegonde restores fortepianos in a workshop in Martock.",
                D,
                "aldegonde; fortepianos; martock",
            )
        ],
    ),
    S(
        "durable-fact",
        TL,
        C_,
        "hroar",
        "im a footpath warden on the north york moors, mostly fixin stiles n waymarks",
        [
            M(
                "hroar is a footpath warden on the north york moors.",
                D,
                "hroar; footpath warden; north york moors",
            )
        ],
    ),
    S(
        "durable-fact",
        NJ,
        A_,
        "Ermelinde",
        "I'm a cox for the ladies' eight at the boat club in Wallingford.",
        [
            M(
                "Ermelinde is a cox for the ladies' eight at the boat club in Wallingford.",
                D,
                "ermelinde; cox; wallingford",
            )
        ],
    ),
    S(
        "durable-fact",
        UA,
        E_,
        "User",
        "I've got a dairy intolerance, so no cream please.",
        [M("The user has a dairy intolerance.", D, "dairy intolerance")],
    ),
    S(
        "durable-fact",
        JM,
        D_,
        "User",
        "im short sighted btw so the print needs to be big",
        [M("The user is short-sighted.", D, "short sighted")],
    ),
    S(
        "durable-fact",
        NL,
        F_,
        "Aldegonde",
        "We've two cats now: Frangipane and a grumpy old tom called Quartermaster.",
        [
            M(
                "Aldegonde has two cats, Frangipane and Quartermaster.",
                D,
                "frangipane; quartermaster",
            )
        ],
    ),
    # plans with a date
    S(
        "plan",
        NL,
        A_,
        "Aldegonde",
        "On Saturday I'm taking the clavichord to the keyboard fair in Bruton.",
        [
            M(
                "Aldegonde is taking the clavichord to the keyboard fair in Bruton on 2024-03-16.",
                R,
                "clavichord; bruton; 2024-03-16",
            )
        ],
    ),
    S(
        "plan",
        TL,
        B_,
        "hroar",
        "tues im off to the dentist in stokesley. tooth out",
        [
            M(
                "hroar is having a tooth out at the dentist in stokesley on 2024-06-25.",
                R,
                "hroar; dentist; stokesley; 2024-06-25",
            )
        ],
    ),
    S(
        "plan",
        NJ,
        C_,
        "Ermelinde",
        "On Friday we're driving to Henley to see my sister's new baby.",
        [
            M(
                "Ermelinde is driving to Henley to see her sister's new baby on 2024-10-11.",
                R,
                "henley; baby; 2024-10-11",
            )
        ],
    ),
    S(
        "plan",
        UA,
        D_,
        "User",
        "On Thursday I start an evening course in Portuguese at the college in Street.",
        [
            M(
                "The user starts an evening course in Portuguese at the college in Street on 2025-01-23.",
                R,
                "portuguese; evening course; 2025-01-23",
            )
        ],
    ),
    S(
        "plan",
        JM,
        F_,
        "User",
        "mon im startin at the new job. the parcel hub in normanton",
        [
            M(
                "The user starts a new job at the parcel hub in normanton on 2025-09-15.",
                R,
                "parcel hub; normanton; 2025-09-15",
            )
        ],
    ),
    # facts about other people
    S(
        "third-person-fact",
        TL,
        D_,
        "hroar",
        "gunnvor's mam's a dinner... nah a school crossing warden in loftus",
        [M("gunnvor's mam is a school crossing warden in loftus.", D, "gunnvor; crossing warden")],
    ),
    S(
        "third-person-fact",
        NJ,
        E_,
        "Ermelinde",
        "My son Cenwulf has been made captain of the under-fifteens at the sculling club in Goring.",
        [
            M(
                "Ermelinde's son Cenwulf is captain of the under-fifteens at the sculling club in Goring.",
                D,
                "cenwulf; captain; sculling",
            )
        ],
    ),
    S(
        "third-person-fact",
        UA,
        F_,
        "User",
        "My husband Leodegar is a saturation diver in Pembroke Dock; he checks the refinery piles.",
        [
            M(
                "The user's husband Leodegar is a saturation diver in Pembroke Dock.",
                D,
                "leodegar; saturation diver; pembroke dock",
            )
        ],
    ),
    S(
        "third-person-fact",
        JM,
        B_,
        "User",
        "my brother's a bin man in kirkbymoorside. 20 yrs",
        [
            M(
                "The user's brother is a bin man in kirkbymoorside.",
                D,
                "brother; bin man; kirkbymoorside",
            )
        ],
    ),
]
SENTENCES += [
    S(
        "third-person-fact",
        NL,
        F_,
        "Aldegonde",
        "My niece Frideswide has just qualified as an ophthalmic surgeon in Chippenham.",
        [
            M(
                "Aldegonde's niece Frideswide has qualified as an ophthalmic surgeon in Chippenham.",
                D,
                "frideswide; ophthalmic surgeon; chippenham",
            )
        ],
    ),
    # short answers to a question in the context
    S(
        "fragment-answer",
        NL,
        D_,
        "Aldegonde",
        "At a madrigal weekend in Cerne Abbas.",
        [
            M(
                "Aldegonde met Cuthwin at a madrigal weekend in Cerne Abbas.",
                D,
                "aldegonde|cuthwin; madrigal; cerne abbas",
            )
        ],
        [("Ermelinde", "How did you and Cuthwin meet?")],
    ),
    S(
        "fragment-answer",
        TL,
        F_,
        "hroar",
        "the alum works at hawsker",
        [M("hroar's new job is at the alum works at hawsker.", D, "hroar; alum works; hawsker")],
        [("gunnvor", "where u workin now")],
    ),
    S(
        "fragment-answer",
        NJ,
        B_,
        "Ermelinde",
        "Nineteen, in October.",
        [M("Ermelinde's daughter turns nineteen in 2024-10.", R, "daughter; nineteen; october")],
        [("Thurstan", "How old will your daughter be this year?")],
    ),
    S(
        "fragment-answer",
        JM,
        C_,
        "User",
        "a sloughi. called sumac",
        [M("The user's dog is a sloughi called sumac.", D, "sloughi; sumac")],
        [("Assistant", "What kind of dog do you have?")],
    ),
    # temporary states
    S(
        "recent-state",
        NL,
        B_,
        "Aldegonde",
        "I'm in a surgical shoe for six weeks after breaking a toe at the Bruton fair.",
        [
            M(
                "Aldegonde is in a surgical shoe for six weeks after breaking a toe in 2024-06.",
                R,
                "aldegonde; surgical shoe; toe",
            )
        ],
    ),
    S(
        "recent-state",
        TL,
        C_,
        "hroar",
        "off work all wk w a whooping cough",
        [
            M(
                "hroar is off work with a whooping cough in the week of 2024-10-07.",
                R,
                "hroar; whooping cough",
            )
        ],
    ),
    S(
        "recent-state",
        UA,
        E_,
        "User",
        "We're living with my in-laws in Westbury until the house is finished.",
        [
            M(
                "The user is living with the in-laws in Westbury until the house is finished.",
                R,
                "in laws; westbury",
            )
        ],
    ),
    S(
        "recent-state",
        JM,
        D_,
        "User",
        "wife's 7 months pregnant so im doin all the cookin",
        [M("The user's wife is 7 months pregnant in 2025-01.", R, "wife; pregnant; 7 months")],
    ),
    # requests that mention a fact in passing
    S(
        "request-with-fact",
        UA,
        A_,
        "User",
        "Can you suggest a present for my father-in-law Wighard? He's just retired from forty years on the ferries at Cowes.",
        [
            M(
                "The user's father-in-law Wighard has retired from the ferries at Cowes after forty years.",
                D,
                "wighard; retired; ferries",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        B_,
        "User",
        "can u do a shopping list for the week. plant-based now since easter so no eggs",
        [M("The user has been plant-based since Easter 2024.", D, "plant based")],
    ),
    S(
        "request-with-fact",
        UA,
        C_,
        "User",
        "Could you write a birthday poem for my granddaughter Aelfgifu? She turns six on Sunday and loves owls.",
        [
            M(
                "The user's granddaughter Aelfgifu turns six on 2024-10-13.",
                R,
                "aelfgifu; six; 2024-10-13",
            )
        ],
    ),
    S(
        "request-with-fact",
        JM,
        E_,
        "User",
        "need a cv for a job at the brewhouse in boroughbridge. ive done 9 yrs as a drayman",
        [M("The user has been a drayman for 9 years.", D, "drayman; 9")],
    ),
    # answers to the other person's "you ..."
    S(
        "second-person",
        NL,
        E_,
        "Aldegonde",
        "Still there, and they've put me in charge of the whole workshop since Easter.",
        [
            M(
                "Aldegonde has been in charge of the fortepiano workshop in Martock since 2025-04.",
                D,
                "aldegonde; charge; workshop",
            )
        ],
        [("Ermelinde", "Are you still at the fortepiano workshop in Martock?")],
    ),
    S(
        "second-person",
        TL,
        A_,
        "hroar",
        "nah moved out in jan, in castleton now w my brother",
        [
            M(
                "hroar lives in castleton with his brother since 2024-01.",
                D,
                "hroar; castleton; brother",
            )
        ],
        [("gunnvor", "u still in danby")],
    ),
    S(
        "second-person",
        NJ,
        D_,
        "Ermelinde",
        "No, I gave up the choir in November. I cox three mornings a week now.",
        [
            M("Ermelinde gave up the choir in 2024-11.", R, "ermelinde; choir; gave up"),
            M("Ermelinde is a cox three mornings a week.", D, "ermelinde; cox; three mornings"),
        ],
        [("Thurstan", "Are you still singing with the choir?")],
    ),
    S(
        "second-person",
        UA,
        F_,
        "User",
        "Yes, still driving the community minibus for the village, every weekday at eight.",
        [
            M(
                "The user drives the village community minibus every weekday at eight.",
                D,
                "community minibus",
            )
        ],
        [("Assistant", "Do you still drive the minibus?")],
    ),
    # several facts in one sentence
    S(
        "multi-fact",
        NL,
        C_,
        "Aldegonde",
        "My brother Wigmund has moved to Sark, my mum has taken up stone carving, and Cuthwin starts at the piano shop in Sherborne in November.",
        [
            M("Aldegonde's brother Wigmund has moved to Sark.", D, "wigmund; sark"),
            M("Aldegonde's mum has taken up stone carving.", D, "mum; stone carving"),
            M(
                "Cuthwin starts at the piano shop in Sherborne in 2024-11.",
                R,
                "cuthwin; piano shop; november",
            ),
        ],
    ),
    S(
        "multi-fact",
        TL,
        E_,
        "hroar",
        "me dad's retirin in july, gunnvor's sister's movin to otterburn n our dog's had 5 pups",
        [
            M("hroar's dad is retiring in July 2025.", R, "dad; july"),
            M("gunnvor's sister is moving to otterburn.", R, "sister; otterburn"),
            M("hroar's dog has had 5 pups.", R, "dog; 5 pups"),
        ],
    ),
    S(
        "multi-fact",
        NJ,
        F_,
        "Ermelinde",
        "Thurstan's daughter is at glass college in St Mawes, his son is a sushi chef in Chippenham, and his wife has just opened a yarn shop.",
        [
            M(
                "Thurstan's daughter is at glass college in St Mawes.",
                D,
                "daughter; glass college; st mawes",
            ),
            M("Thurstan's son is a sushi chef in Chippenham.", D, "son; sushi chef; chippenham"),
            M("Thurstan's wife has opened a yarn shop.", D, "wife; yarn shop"),
        ],
    ),
    # notes
    S(
        "note",
        NO,
        B_,
        None,
        "Note: Aunt Wynflaed's ninetieth is at the Swan Hotel in Steeple Ashton on Saturday the 13th of July.",
        [
            M(
                "Aunt Wynflaed's ninetieth is at the Swan Hotel in Steeple Ashton on 2024-07-13.",
                R,
                "wynflaed; swan hotel; 2024-07-13",
            )
        ],
    ),
    S(
        "note",
        UA,
        D_,
        "User",
        "Note for later: the chimney is being swept on Friday the 7th of February.",
        [M("The user's chimney is being swept on 2025-02-07.", R, "chimney; 2025-02-07")],
    ),
    S(
        "note",
        JM,
        F_,
        "User",
        "note: car mot due 3rd oct",
        [M("The user's car MOT is due on 2025-10-03.", R, "mot; 2025-10-03")],
    ),
    # likes and dislikes
    S(
        "preference",
        NL,
        A_,
        "Aldegonde",
        "I can't stand harmonicas. My uncle played one through every Christmas dinner until we hid it in the coal shed.",
        [M("Aldegonde can't stand harmonicas.", D, "aldegonde; harmonicas")],
    ),
    S(
        "preference",
        TL,
        D_,
        "hroar",
        "cant stand celeriac. me gran pickled a ton every year n the house stank",
        [M("hroar can't stand celeriac.", D, "hroar; celeriac")],
    ),
    S(
        "preference",
        NJ,
        E_,
        "Ermelinde",
        "I love thunderstorms. My father used to sit us on the porch to count the seconds between the flash and the bang.",
        [M("Ermelinde loves thunderstorms.", D, "ermelinde; thunderstorms")],
    ),
    # answers whose subject is a pronoun
    S(
        "pronoun-answer",
        NL,
        E_,
        "Aldegonde",
        "She's running the community shop in Montacute now.",
        [
            M(
                "Aldegonde's sister runs the community shop in Montacute.",
                D,
                "sister; community shop; montacute",
            )
        ],
        [("Ermelinde", "What's your sister doing these days?")],
    ),
    S(
        "pronoun-answer",
        NJ,
        C_,
        "Ermelinde",
        "He's just been made head groundsman at the polo ground in Newbury.",
        [
            M(
                "Ermelinde's husband is head groundsman at the polo ground in Newbury.",
                D,
                "husband; head groundsman; newbury",
            )
        ],
        [("Thurstan", "How's your husband getting on at work?")],
    ),
    # -- sentences that should form nothing --
    # chatter, jokes, quotes and what the speaker did not do
    S("chatter", NL, A_, "Aldegonde", "I'm the Duchess of Martock, don't you know.", []),
    S("chatter", TL, B_, "hroar", "lol a grouse just chased me down the lane", []),
    S("chatter", NJ, C_, "Ermelinde", "'To be or not to be,' as the man said.", []),
    S(
        "chatter",
        NL,
        D_,
        "Aldegonde",
        "We never did go to the virginal auction in Deventer in the end.",
        [],
    ),
    S("chatter", JM, E_, "User", "lol ok", []),
    S("chatter", TL, F_, "hroar", "didnt end up goin to the shearing in the end", []),
    # compliments
    S("compliment", NL, B_, "Aldegonde", "Your new kitchen looks wonderful in the photos.", []),
    S("compliment", TL, C_, "hroar", "ur hair looks class short", []),
    S("compliment", NJ, D_, "Ermelinde", "That was a lovely toast you gave.", []),
    S("compliment", UA, E_, "User", "You're really good at explaining this.", []),
    S("compliment", JM, F_, "User", "nice one thats perfect", []),
    S("compliment", NL, F_, "Aldegonde", "Your dad's fairings are the best in Somerset.", []),
    # opinions about the world
    S("generic-opinion", NL, A_, "Aldegonde", "Buses never come when it rains.", []),
    S("generic-opinion", TL, B_, "hroar", "bank holidays always rain", []),
    S("generic-opinion", NJ, C_, "Ermelinde", "Nobody sends postcards any more.", []),
    S("generic-opinion", UA, D_, "User", "Concert tickets are far too dear these days.", []),
    S("generic-opinion", JM, E_, "User", "price of butter is a joke", []),
    S("generic-opinion", NL, F_, "Aldegonde", "September is the best month for the coast.", []),
    # hypotheticals, wishes and what someone else might do
    S(
        "hypothetical",
        NL,
        B_,
        "Aldegonde",
        "If my premium bonds ever paid out, I'd buy a folly.",
        [],
    ),
    S("hypothetical", TL, C_, "hroar", "might go to canada one day who knows", []),
    S(
        "hypothetical",
        NJ,
        D_,
        "Ermelinde",
        "My cousin says he might open a surf school in Croyde if the council says yes.",
        [],
    ),
    S("hypothetical", UA, E_, "User", "I wish I could play the theorbo.", []),
    S("hypothetical", JM, A_, "User", "if the boiler goes again might just move lol", []),
    S("hypothetical", NL, E_, "Aldegonde", "Maybe one day I'll learn to fly a microlight.", []),
    # other people's opinions
    S("others-opinion", NL, C_, "Aldegonde", "My aunt thinks Martock has gone downhill.", []),
    S("others-opinion", TL, D_, "hroar", "me nan reckons tellies rot ur brain", []),
    S("others-opinion", NJ, E_, "Ermelinde", "Thurstan thinks the new vicar is far too young.", []),
    S("others-opinion", UA, F_, "User", "My brother-in-law says electric cars are a fad.", []),
    S(
        "others-opinion",
        JM,
        B_,
        "User",
        "me mate reckons the fish bar in sandsend is the best in england",
        [],
    ),
    S("others-opinion", NL, A_, "Aldegonde", "Cuthwin says the new car park is an eyesore.", []),
    # passing moods
    S("passing-mood", NL, D_, "Aldegonde", "I'm completely worn out today.", []),
    S("passing-mood", TL, E_, "hroar", "so fed up rn", []),
    S("passing-mood", NJ, F_, "Ermelinde", "Feeling a bit low this evening.", []),
    S("passing-mood", UA, B_, "User", "Sorry, I'm a bit grumpy this morning.", []),
    S("passing-mood", JM, C_, "User", "meh cant be bothered today", []),
    S("passing-mood", NL, B_, "Aldegonde", "What a gorgeous day; I'm so cheerful.", []),
    # questions
    S("question", NL, C_, "Aldegonde", "Have you tried the new café by the station?", []),
    S("question", TL, A_, "hroar", "wat time u off", []),
    S("question", NJ, B_, "Ermelinde", "Did you ever hear back about the job?", []),
    S("question", UA, C_, "User", "What's the best way to get red wine out of a carpet?", []),
    S("question", JM, D_, "User", "how long do i roast a chicken for", []),
    S("question", NL, E_, "Aldegonde", "Are you coming to the bingo night on Friday?", []),
    # thanks
    S("thanks", UA, A_, "User", "Thank you, that's just what I needed.", []),
    S("thanks", JM, C_, "User", "ta", []),
    S("thanks", NL, D_, "Aldegonde", "Thanks for the card; it made my day.", []),
    S("thanks", TL, F_, "hroar", "cheers for the lift", []),
    # an assistant's suggestions
    S(
        "assistant-suggestion",
        UA,
        B_,
        "Assistant",
        "You could try a weekend in Charmouth; the fossil beach is lovely.",
        [],
        [("User", "Where could we go for a weekend away?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        D_,
        "Assistant",
        "Maybe cooking a big pot of soup on Sundays would save you time.",
        [],
        [("User", "how do i cook less on weeknights")],
    ),
    S(
        "assistant-suggestion",
        UA,
        E_,
        "Assistant",
        "A framed photo of the harbour might make a nice present.",
        [],
        [("User", "What can I get my aunt for her birthday?")],
    ),
    S(
        "assistant-suggestion",
        JM,
        F_,
        "Assistant",
        "You might enjoy a beginners' glass-fusing class; it's a good way to meet people.",
        [],
        [("User", "how do i meet ppl in a new place")],
    ),
]


if __name__ == "__main__":
    raise SystemExit(main())
