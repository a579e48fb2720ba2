"""The prompt core: recall memory for a turn and put it in front of the model.

Every adapter does the same few things before a model call, and they live
here once: pick the query (`last_user_text`), recall profile and search in
parallel under a deadline (`recall` / `arecall`), drop duplicates (`dedupe`),
keep what fits the token budget (`fit_budget`, `estimate_tokens`), format a
delimited block (`render`; `with_entity` says whose memory it is), and swap it into the request
(`inject_system` / `inject_instructions` / `inject_parts`); `has_block` / `strip_blocks` find and
remove an injected block, so capture never stores it (`strip_message` does it
for one chat message); `call_within` bounds a blocking read by a deadline.
`MemoryContext` does all of it, with a `TurnCache` so tool-loop steps do not refetch;
`ProfilePreload` keeps a session's profile at hand for a turn whose recall fails.
"""

from __future__ import annotations

from .._block import has_block, strip_blocks
from .budget import DEFAULT_TOKEN_BUDGET, estimate_tokens, fit_budget
from .context import MemoryContext
from .deadline import call_within
from .dedup import dedupe, memory_key
from .facts import Fact, Recall, Section
from .inject import inject_instructions, inject_parts, inject_system, strip_message
from .modes import MemoryMode, is_new_turn, last_user_text
from .preload import ProfilePreload
from .render import ENTITY_CONTEXT_MAX, PREFACE, Template, default_template, render, with_entity
from .retrieval import AsyncMemoryClient, MemoryClient, RecallOptions, arecall, recall
from .turn_cache import TurnCache, TurnKey

__all__ = [
    "DEFAULT_TOKEN_BUDGET",
    "ENTITY_CONTEXT_MAX",
    "PREFACE",
    "AsyncMemoryClient",
    "Fact",
    "MemoryClient",
    "MemoryContext",
    "MemoryMode",
    "ProfilePreload",
    "Recall",
    "RecallOptions",
    "Section",
    "Template",
    "TurnCache",
    "TurnKey",
    "arecall",
    "call_within",
    "dedupe",
    "default_template",
    "estimate_tokens",
    "fit_budget",
    "has_block",
    "inject_instructions",
    "inject_parts",
    "inject_system",
    "is_new_turn",
    "last_user_text",
    "memory_key",
    "recall",
    "render",
    "strip_blocks",
    "strip_message",
    "with_entity",
]
