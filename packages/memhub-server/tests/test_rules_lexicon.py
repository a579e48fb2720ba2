"""The regex builders the rule modules share (issue #15): a word list as an alternation,
and where a sentence opens."""

from __future__ import annotations

import re

from memhub_server.pipeline.memory.rules.lexicon import alternation, sentence_opening


def test_an_alternation_keeps_a_phrase_whole_even_in_a_verbose_pattern() -> None:
    pattern = re.compile(rf"\byour\s+(?:{alternation(['friend', 'best friend'])})\b", re.X)
    assert pattern.search("how is your best friend?") is not None
    assert pattern.search("how is your bestfriend?") is None


def test_a_sentence_opens_at_the_start_or_after_its_mark_with_fillers() -> None:
    opening = re.compile(sentence_opening("so well yeah") + r"(?P<rest>\d+ years)", re.I)
    assert opening.search("so, yeah, 11 years at Siemens")["rest"] == "11 years"
    assert opening.search("Big news.  Well 11 years now")["rest"] == "11 years"
    assert opening.search("about 11 years") is None  # "about" opens nothing
