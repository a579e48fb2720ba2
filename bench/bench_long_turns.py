"""How the rule extractor's time grows with the length of one turn (issue #15).

Usage::

    uv run python bench/bench_long_turns.py [--repeats 3] [--output FILE]

A chat turn can be very long: a pasted letter, a voice transcript, a run-on message with
no full stop. Formation must stay linear in its length, or one such turn holds up a whole
ingestion. For each shape below the benchmark times :func:`extract_facts` (and, for the
first-person rewrite, ``to_third_person`` alone) on the same text repeated ``short`` and
``long`` times, best of ``--repeats`` runs each, and prints the ratio of the two times
beside the ratio of the lengths: close to the length ratio is linear, near its square is
quadratic. Results go to ``bench/results/long-turns.json``.

The shapes are the ones whose rules once scanned back to the start of the turn at every
match: many "I"s ("... and so did i and i said, and i left ..."), unpunctuated baby news
("we found out it's a girl and we will call her ada and ..."), plain lower-case chat, and
one long word ("hahaha...", once quadratic in the "called"/"named" rule).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from datetime import date
from pathlib import Path

from _harness import finish, log, machine_info, table

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules.extractor import extract_facts
from memhub_server.pipeline.memory.rules.person import to_third_person

RESULTS = Path(__file__).resolve().parent / "results" / "long-turns.json"
DAY = date(2024, 5, 15)

# name -> (repeated chunk, times in the short text, times in the long one, what is timed)
SHAPES: dict[str, tuple[str, int, int, str]] = {
    "many I (to_third_person)": (
        "my boss says i work hard and so did i and i said, and i left and ",
        120,
        480,
        "rewrite",
    ),
    "many I (extract_facts)": (
        "my boss says i work hard and so did i and i said, and i left and ",
        120,
        480,
        "extract",
    ),
    "unpunctuated baby news": (
        "we found out it's a girl and we know it's a boy and we will call her ada and ",
        50,
        400,
        "extract",
    ),
    "lower-case chat": (
        "omg so we went to the beach on saturday and my sister came too lol ",
        100,
        800,
        "extract",
    ),
    # one word with no space in it ("hahahaha..."), which a pattern that may start
    # anywhere inside a word retries from every letter
    "one long word": ("ha", 750, 3000, "extract"),
    # an object pronoun in every sentence, each once checked against all the text before it
    "many object pronouns": ("I saw her at the shops and gave her a cake. ", 60, 240, "extract"),
}


def _timer(kind: str, text: str) -> Callable[[], object]:
    if kind == "rewrite":
        return lambda: to_third_person(text)
    content = f"Wren: How's it going?\nOdile: {text}"
    return lambda: extract_facts(ExtractionInput(content=content, document_date=DAY))


def _best(run: Callable[[], object], repeats: int) -> float:
    best = float("inf")
    for _ in range(repeats):  # the best run: other load on the machine only slows one
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--output", type=Path, default=RESULTS)
    args = parser.parse_args()
    rows: list[list[object]] = []
    shapes: dict[str, dict[str, float]] = {}
    for name, (chunk, short, long, kind) in SHAPES.items():
        short_s = _best(_timer(kind, chunk * short), args.repeats)
        long_s = _best(_timer(kind, chunk * long), args.repeats)
        words = len(chunk.split()) * long
        ratio = long_s / max(short_s, 1e-6)
        shapes[name] = {
            "short_repeats": short,
            "long_repeats": long,
            "long_words": words,
            "short_s": round(short_s, 4),
            "long_s": round(long_s, 4),
            "length_ratio": long / short,
            "time_ratio": round(ratio, 2),
        }
        rows.append([name, words, f"{short_s:.3f}", f"{long_s:.3f}", long / short, f"{ratio:.1f}"])
    log(table(["shape", "long words", "short s", "long s", "length x", "time x"], rows))
    finish({"machine": machine_info(), "shapes": shapes}, args.output)


if __name__ == "__main__":
    main()
