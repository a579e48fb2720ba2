"""A money day that comes round every month: "my payday is the 15th".

Pay, rent, a direct debit or a bank's set day falls on the same day of every month, so
"the 15th" said of one, with no month after it, is that day of each month, not the next
15th on the calendar: "my payday is the 15th now" -> "my payday is the 15th of each month
now", "the direct debit for the house goes out on the 4th" -> "... on the 4th of each
month", "I get paid on the 28th" -> "... on the 28th of each month". :func:`monthly_days`
says so before dates are read, so the day is kept as it was said; :func:`paid_monthly`
finds "the" money of a note, which is its writer's.

A day with its month ("my rent is due on the 4th of June"), and a one-off about money ("my
pay rise starts on the 1st", "my appointment at the bank is on the 4th") are left alone.
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import alternation, word_set

__all__ = ["monthly_days", "paid_monthly"]

# What is paid, or paid in, on a set day of the month.
_MONEY: Final = word_set(
    """payday|pay day|pay|wages|salary|rent|mortgage|direct debit|standing order|bill|bills|
    council tax|pension|benefits|universal credit|child benefit|bank|loan|instalment|
    installment|subscription|allowance|pocket money"""
)
# Words that make a money day a single one: "my pay rise", "my last payday", "my
# appointment at the bank".
_ONCE: Final = r"""(?:rise|raise|review|cut|first|last|final|appointment|meeting|interview
    |holiday|increase|went|was|were|will)"""
_MONTHLY_DAY: Final = re.compile(
    rf"""(?P<head>(?<!\bat\s)(?<!\bin\s)(?<!\bto\s)(?<!\bfor\s)(?<!\bwith\s)(?<!\bfrom\s)(?<!\bon\s)
    \b(?:my|our|the|his|her|their)\s+
    (?:(?!{_ONCE}\b|is\b|are\b|goes\b|go\b|comes\b|come\b)[\w'’-]+\s+){{0,6}}?
    (?<!\w)(?:{alternation(_MONEY)})(?!\s+{_ONCE}\b)
    (?:\s+(?:at|for|on|from|with|to)\s+(?:the\s+|my\s+|our\s+)?[\w'’-]+)?
    \s+(?:now\s+)?(?:is|are|goes\s+out|go\s+out|comes\s+out|come\s+out|comes\s+in|come\s+in
    |leaves|is\s+due|are\s+due|is\s+paid|are\s+paid|falls|lands)(?:\s+now)?(?:\s+on)?
    |\b(?:i|we)\s+(?:get|am|are|'m|’m|'re|’re)\s+paid(?:\s+now)?\s+on)
    \s+the\s+(?P<nth>\d{{1,2}}(?:st|nd|rd|th))\b
    # the day ends there, or a clause goes on; not a ranking ("the 3rd highest in town",
    # "the 2nd on the left", "the 3rd I've taken out") or a day with its month
    (?=\s*(?:[.,;:!?)]|$)|\s+(?:now|and|but|or|too|tho|though|anyway|instead|then|usually
    |normally|always|again|nowadays|these\s+days|if|because|cos|when|as|unless|until|since
    |apparently|at|so(?!\s+far))\b)""",
    re.IGNORECASE | re.VERBOSE,
)


def monthly_days(text: str) -> str:
    """``text`` with a money day's bare "the 15th" made "the 15th of each month"."""
    return _MONTHLY_DAY.sub(lambda found: f"{found.group()} of each month", text)


_THE_MONEY_MONTHLY: Final = re.compile(
    rf"""^the\s+(?:[\w'’-]+\s+){{0,6}}?(?:{alternation(_MONEY)})\b
    .*\bthe\s+\d{{1,2}}(?:st|nd|rd|th)\s+of\s+each\s+month\b""",
    re.IGNORECASE | re.VERBOSE,
)


def paid_monthly(clause: str) -> bool:
    """Whether ``clause`` tells the day of the month "the" money goes out or comes in ("the
    direct debit for the house goes out on the 4th of each month"): in a note, the
    writer's."""
    return _THE_MONEY_MONTHLY.match(clause) is not None
