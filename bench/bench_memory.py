"""Benchmark of memhub's memory side: profile and memory-search latency, rule extraction.

Usage::

    uv run python bench/bench_memory.py                 # full run: 10k memories, 250 calls
    uv run python bench/bench_memory.py --memories 2000 --queries 200 --keep

What is measured (targets from the performance issue, on a 2-core machine):

1. Profile latency at 10k memories in one namespace: ``POST /ns/{ns}/profile`` through
   ``memhub.Memhub`` against a real ``memhub serve`` subprocess on loopback (target p95
   <= 15 ms). The first profile call of the namespace is reported on its own (cold), then
   untimed warm-up calls, then >= 200 timed calls. A wall-clock budget stops the loop early
   if one call is so slow that 200 of them cannot finish; the report then says so.
2. Memory-search latency at 10k memories: ``client.search(ns, query=...,
   search_mode="memories")`` with >= 200 generated questions after warm-up (target p95
   <= 30 ms); the default hybrid mode (memories + chunks of the source chats) for reference.
3. Rule-extractor throughput: documents/s of ``RuleExtractor().extract`` over seeded
   5-exchange User/Assistant chats, single process, and facts per document.
4. Server memory (VmRSS and peak VmHWM from ``/proc/<pid>/status``) after the HTTP runs.

How the 10k-memory corpus is built (no dreaming, so the server is idle while measured):
chats come from the seeded template generator below (the same one phase 3 times). Each chat
is written to a fresh data directory with ``SQLiteStore.add_document`` as a ``superrag``
document (so no dream is queued), claimed with ``next_jobs`` and committed with
``finish_jobs`` together with its chunks (``chunk_text`` + ``LocalMiniLMEmbedder``, the
worker's own path), so hybrid search has the source chunks a real namespace would have.
``extract_facts`` turns each chat into candidate facts (relative dates resolved against the
chat's date), and memhub's own ``Reconciler`` (what dreaming runs, over the store's memory
index) folds them in: a fact whose slot already holds a different value becomes the next
version (the old row gets ``is_latest = 0``); the same text, or a live memory with a close
embedding, only adds a source. Facts are taken until
the namespace holds exactly N rows, 70 % durable and 30 % recent. Most chats are dated today
or yesterday so their recent facts are live; a few are months old, so their recent facts
have expired. All vectors are real ``LocalMiniLMEmbedder`` embeddings, cached per text
under ``bench/.cache/``.

After the HTTP runs the server is stopped and the same data directory is opened in-process
with ``Engine`` (in a fresh interpreter) to split each call's time into its parts and to
record cProfile listings. Results are printed and written to ``bench/results/memory.json``
with machine information and load averages before and after each phase.
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import hashlib
import json
import os
import random
import shutil
import sqlite3
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
from _harness import (
    CHUNK_SEARCH_CALLS,
    CallTimer,
    CpuMeter,
    Resources,
    blas_env,
    breakdown_child,
    breakdown_in_child,
    check,
    data_dir_mb,
    finish,
    fts_matches,
    guarded,
    latency_stats,
    log,
    machine_info,
    profile_text,
    stop_on_sigterm,
    table,
    write_json,
)

from memhub import Memhub
from memhub import types as t
from memhub_server.engine import DATABASE_FILE, Engine
from memhub_server.pipeline.chunker import chunk_text
from memhub_server.pipeline.embedding import LocalMiniLMEmbedder
from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionInput
from memhub_server.pipeline.memory.reconcile import Reconciler, same_text
from memhub_server.pipeline.memory.rules import RuleExtractor, extract_facts
from memhub_server.services.profiles import BUCKET_SIMILARITY, DEFAULT_BUCKETS
from memhub_server.store.backends import sqlite_indexes
from memhub_server.store.base import DocumentRecord, NewChunk, NewDocument
from memhub_server.store.memories import MemoryRecord
from memhub_server.store.sqlite import SQLiteStore

BENCH_DIR = Path(__file__).resolve().parent
RESULTS = BENCH_DIR / "results" / "memory.json"
CACHE_DIR = BENCH_DIR / ".cache"
MODEL_ID = LocalMiniLMEmbedder.MODEL_ID
GENERATOR_VERSION = "chat5-v1"
NAMESPACE = "bench-memories"
DURABLE_SHARE = 0.70
CHAT_BATCH = 250  # fewest chats generated per round of the corpus build
WORKER_BATCH = 32  # documents per next_jobs/finish_jobs, as the worker claims them
OLD_CHAT_SHARE = 0.04  # chats dated 20-120 days ago: their recent facts have expired

Vectors = npt.NDArray[np.float32]

TARGETS = {
    "profile_p95_ms": 15.0,
    "memory_search_p95_ms": 30.0,
}

# --------------------------------------------------------------------------------------
# Text: 5-exchange User/Assistant chats about home, work, pets, tastes and plans
# --------------------------------------------------------------------------------------

SPEAKERS = (
    "Priya", "Mateo", "Chen", "Fatima", "Oliver", "Sofia", "Kenji", "Amara", "Lukas", "Grace",
    "Diego", "Hannah", "Omar", "Ingrid", "Tomas", "Mei", "Noah", "Yara", "Ravi", "Elena",
    "Samuel", "Aiko", "Jonas", "Leila", "Marco", "Nadia", "Pedro", "Zoe", "Felix", "Anika",
    "Hugo", "Imani", "Viktor", "Rosa", "Tariq", "Clara", "Emeka", "Lena", "Bruno", "Saanvi",
)  # fmt: skip
CITIES = (
    "Lisbon", "Kyoto", "Toronto", "Nairobi", "Berlin", "Buenos Aires", "Oslo", "Seoul",
    "Melbourne", "Porto", "Denver", "Edinburgh", "Vancouver", "Krakow", "Singapore", "Austin",
    "Dublin", "Montreal", "Valencia", "Utrecht", "Cape Town", "Bristol", "Lyon", "Hamburg",
)  # fmt: skip
COMPANIES = (
    "Acme", "Globex", "Initech", "Northwind", "Contoso", "Hooli", "Tyrell Labs", "Cyberdyne",
    "Blue Harbor Bank", "Pied Piper", "Vandelay Industries", "Stark Logistics", "Umbrella Health",
    "Wayne Foods", "Soylent Energy", "Aperture Science",
)  # fmt: skip
JOB_TITLES = (
    "nurse", "teacher", "software engineer", "architect", "accountant", "chef",
    "graphic designer", "data scientist", "electrician", "pharmacist", "journalist", "lawyer",
    "dentist", "barista", "photographer", "project manager", "librarian", "veterinarian",
)  # fmt: skip
PET_KINDS = ("dog", "cat", "parrot", "rabbit", "hamster", "turtle", "guinea pig", "gecko")
PET_NAMES = (
    "Biscuit", "Luna", "Milo", "Pepper", "Mochi", "Ziggy", "Nala", "Oscar", "Tofu", "Rex",
    "Clementine", "Waffles", "Pixel", "Juniper", "Olive", "Pretzel",
)  # fmt: skip
KIN = ("sister", "brother", "cousin", "aunt", "uncle", "mom", "dad", "grandmother", "niece")
KIN_NAMES = (
    "Ana", "Ben", "Carla", "Dev", "Eva", "Farid", "Gina", "Hiro", "Isla", "Jamal", "Kira",
    "Leo", "Maren", "Nico", "Olga", "Pablo", "Quinn", "Rhea", "Sami", "Tess",
)  # fmt: skip
LIKES = (
    "sushi", "ramen", "dark chocolate", "spicy curry", "oat milk lattes", "blue cheese",
    "fresh figs", "mushroom risotto", "falafel", "kimchi", "pho", "lemon tart", "jazz records",
    "old sci-fi movies", "thunderstorms", "long train rides", "crossword puzzles",
    "hiking in the rain", "Korean dramas", "podcasts about history", "vintage maps",
    "bouldering", "board games", "gardening", "pottery", "kayaking", "salsa dancing",
)  # fmt: skip
DISLIKES = (
    "cilantro", "early morning meetings", "crowded trains", "horror movies", "loud restaurants",
    "cold weather", "reality TV", "small talk", "raisins", "long phone calls", "mayonnaise",
    "traffic jams", "airport queues", "open-plan offices",
)  # fmt: skip
ALLERGENS = (
    "peanuts", "shellfish", "cats", "penicillin", "pollen", "dust mites", "sesame", "latex",
)  # fmt: skip
LANGUAGES = (
    "Spanish", "Japanese", "German", "Portuguese", "Mandarin", "French", "Italian", "Korean",
    "Swahili", "Dutch", "Polish", "Arabic",
)  # fmt: skip
INSTRUMENTS = ("piano", "guitar", "violin", "cello", "drums", "ukulele", "saxophone", "flute")
FAVOURITES = {
    "colour": ("green", "teal", "orange", "navy blue", "yellow", "burgundy"),
    "movie": ("Spirited Away", "Alien", "Amelie", "The Matrix", "Paddington 2", "Arrival"),
    "book": ("Dune", "Middlemarch", "The Hobbit", "Beloved", "Piranesi", "Emma"),
    "season": ("autumn", "spring", "winter", "summer"),
    "board game": ("Catan", "Azul", "Wingspan", "Carcassonne", "Ticket to Ride"),
    "band": ("Radiohead", "ABBA", "Khruangbin", "Daft Punk", "Fleetwood Mac"),
}
DIETS = ("vegetarian", "vegan", "pescatarian")
PREFERENCES = (
    "tea over coffee", "trains to planes", "window seats on long flights", "paper books to e-books",
    "cats to dogs", "the mountains to the beach", "working early in the morning",
    "cooking at home to eating out", "quiet cafes", "aisle seats",
)  # fmt: skip
EVENTS = (
    "a dentist appointment", "a job interview", "a team meeting", "a doctor's appointment",
    "a piano lesson", "a yoga class", "a big presentation", "a performance review",
    "a driving test", "a dinner reservation", "a flight to {city}", "a parent-teacher meeting",
    "an exam", "a concert", "a wedding", "a vet appointment for {pet}",
)  # fmt: skip
FUTURE = (
    "tomorrow", "next week", "on Friday", "this weekend", "next month", "tonight",
    "on Monday", "next Tuesday", "the day after tomorrow", "on Thursday", "in two weeks",
)  # fmt: skip
PAST = ("yesterday", "last week", "last weekend", "last night", "on Saturday", "two days ago")
PLANS = (
    "I'm planning a trip to {city} {future}.",
    "We are going to {city} {future} to visit friends.",
    "I'm flying to {city} {future}.",
    "I want to repaint the living room {future}.",
    "I'm going to start a pottery course {future}.",
    "I'm hoping to finish my tax return {future}.",
    "I'm thinking about adopting a {pet_kind}.",
    "I'm learning {language} for my trip to {city}.",
    "I'm training for a half marathon in {city}.",
    "I'm looking for a new apartment near {company}.",
    "I started taking {instrument} lessons {past}.",
    "I'm saving up for a new bike.",
)
MOODS = (
    "I'm exhausted today.",
    "I'm really stressed out about work this week.",
    "I have a terrible cold.",
    "I'm feeling a bit homesick.",
    "I'm so excited for the concert {future}!",
    "I'm at the airport right now.",
    "I'm on my way to the office.",
    "My {pet_kind} {pet} is sick today.",
    "I have a headache.",
)
PAST_EVENTS = (
    "I went to a great concert in {city} {past}.",
    "I had dinner with my {kin} {kin_name} {past}.",
    "I ran 10 kilometres {past}.",
    "I visited my {kin} in {city} {past}.",
    "My {kin} {kin_name} got promoted {past}.",
    "I finally fixed the leaking kitchen tap {past}.",
)
DURABLE = (
    "I love {like}.",
    "I really enjoy {like}.",
    "I'm a big fan of {like}.",
    "I can't stand {dislike}.",
    "I hate {dislike}.",
    "I'm allergic to {allergen}.",
    "I speak {language} fluently.",
    "I play the {instrument}.",
    "I grew up in {city}.",
    "My {kin} {kin_name} lives in {city}.",
    "My {kin} {kin_name} is {a_job}.",
    "I have a {pet_kind} named {pet}.",
    "My {pet_kind} {pet} loves {like}.",
    "I usually go running every morning.",
    "I'm afraid of heights.",
    "I prefer {preference}.",
    "I'm originally from {city}.",
    "I have two kids.",
)
SMALL_TALK = (
    "Hi!",
    "Good morning!",
    "Thanks, that helps.",
    "Haha, fair enough.",
    "Okay, cool.",
    "That makes sense.",
    "Oh nice.",
    "Hmm, let me think about it.",
)
USER_QUESTIONS = (
    "What's a good recipe for {like}?",
    "Can you recommend a book about {city}?",
    "How long does it take to fly to {city}?",
    "Could you remind me to call my {kin}?",
    "What should I pack for {city}?",
    "Do you know any good podcasts?",
    "How do I get better at the {instrument}?",
    "Is it expensive to live in {city}?",
)
ASSISTANT = (
    "Got it, I'll remember that.",
    "That sounds great! Anything else I can help with?",
    "Noted. Do you want me to set a reminder?",
    "I'm sorry to hear that. Take care of yourself.",
    "Here are a few ideas: start small, keep it regular and track your progress.",
    "Sure! What would you like to know?",
    "Good luck, you'll do great.",
    "Thanks for telling me. I've saved that.",
    "Would you like some suggestions for {city}?",
    "That's lovely to hear.",
)
QUESTIONS = (
    "Where do I live?",
    "Where does {speaker} live now?",
    "What do I do for work?",
    "Where does {speaker} work?",
    "What is {speaker}'s job?",
    "Do I have any pets?",
    "What is the name of {speaker}'s {pet_kind}?",
    "What am I allergic to?",
    "Is {speaker} allergic to anything?",
    "What food do I like?",
    "Does {speaker} like {like}?",
    "What are my plans for this weekend?",
    "When is my {event_word}?",
    "Does {speaker} have any appointments coming up?",
    "Am I vegetarian?",
    "What is {speaker}'s favourite {fav}?",
    "What's my favourite {fav}?",
    "Which languages does {speaker} speak?",
    "Am I planning a trip to {city}?",
    "How have I been feeling lately?",
    "What instrument does {speaker} play?",
    "Who in my family lives in {city}?",
    "What does my {kin} do?",
    "What does {speaker} hate?",
    "When did I go to {city}?",
)
EVENT_WORDS = (
    "dentist appointment", "job interview", "exam", "flight", "presentation", "yoga class",
    "driving test", "performance review", "concert", "wedding",
)  # fmt: skip


@dataclass
class Persona:
    """Someone who talks in the chats; their single-valued attributes change rarely."""

    speaker: str  # transcript label: "User" or a first name
    home: str
    employer: str
    job: str
    diet: str | None
    favourites: dict[str, str]
    family: list[tuple[str, str]]  # (relation, first name)
    pets: list[tuple[str, str]]  # (kind, name)
    stated: dict[str, str] = field(default_factory=dict)  # slot kind -> canonical sentence


@dataclass
class Chat:
    text: str
    day: date
    speaker: str


class ChatGenerator:
    """Seeded, deterministic source of chats. ``anchor`` is "today" for the chat dates."""

    def __init__(self, seed: int, anchor: date, *, change_rate: float = 0.08) -> None:
        self.rng = random.Random(seed)
        self.anchor = anchor
        self.change_rate = change_rate
        self.personas = [self._persona("User")] + [self._persona(s) for s in SPEAKERS]

    def _persona(self, speaker: str) -> Persona:
        rng = self.rng
        return Persona(
            speaker=speaker,
            home=rng.choice(CITIES),
            employer=rng.choice(COMPANIES),
            job=rng.choice(JOB_TITLES),
            diet=rng.choice(DIETS) if rng.random() < 0.3 else None,
            favourites={k: rng.choice(v) for k, v in FAVOURITES.items()},
            family=list(zip(rng.sample(KIN, 4), rng.sample(KIN_NAMES, 4), strict=True)),
            pets=list(zip(rng.sample(PET_KINDS, 2), rng.sample(PET_NAMES, 2), strict=True)),
        )

    def _fill(self, template: str, persona: Persona | None = None) -> str:
        rng = self.rng
        if "{" not in template:
            return template
        fav = rng.choice(list(FAVOURITES))
        job = rng.choice(JOB_TITLES)
        kin, kin_name = rng.choice(persona.family) if persona else (rng.choice(KIN), "Sam")
        pet_kind, pet = rng.choice(persona.pets) if persona else (rng.choice(PET_KINDS), "Rex")
        return template.format(
            city=rng.choice(CITIES),
            company=rng.choice(COMPANIES),
            job=job,
            a_job=("an " if job[0] in "aeiou" else "a ") + job,
            pet_kind=pet_kind,
            pet=pet,
            kin=kin,
            kin_name=kin_name,
            preference=rng.choice(PREFERENCES),
            like=rng.choice(LIKES),
            dislike=rng.choice(DISLIKES),
            allergen=rng.choice(ALLERGENS),
            language=rng.choice(LANGUAGES),
            instrument=rng.choice(INSTRUMENTS),
            future=rng.choice(FUTURE),
            past=rng.choice(PAST),
            speaker=rng.choice(SPEAKERS),
            event_word=rng.choice(EVENT_WORDS),
            fav=fav,
        )

    def _slot_sentence(self, persona: Persona) -> str:
        """A single-valued attribute: stated once, restated the same way, rarely changed."""
        rng = self.rng
        kind = rng.choice(("home", "work", "job", "favourite", "diet"))
        if kind == "diet" and persona.diet is None:
            kind = "home"
        fav = rng.choice(list(FAVOURITES)) if kind == "favourite" else ""
        key = f"{kind}:{fav}"
        if key in persona.stated and rng.random() >= self.change_rate:
            return persona.stated[key]
        changed = key in persona.stated
        if kind == "home":
            if changed:
                persona.home = rng.choice([c for c in CITIES if c != persona.home])
                sentence = f"I moved to {persona.home} {rng.choice(PAST)}."
            else:
                sentence = f"I live in {persona.home}."
        elif kind == "work":
            if changed:
                persona.employer = rng.choice([c for c in COMPANIES if c != persona.employer])
                sentence = f"I just joined {persona.employer}."
            else:
                sentence = f"I work at {persona.employer}."
        elif kind == "job":
            if changed:
                persona.job = rng.choice([j for j in JOB_TITLES if j != persona.job])
            article = "an" if persona.job[0] in "aeiou" else "a"
            sentence = f"I work as {article} {persona.job}."
        elif kind == "favourite":
            if changed:
                options = [v for v in FAVOURITES[fav] if v != persona.favourites[fav]]
                persona.favourites[fav] = rng.choice(options)
            sentence = f"My favourite {fav} is {persona.favourites[fav]}."
        else:
            assert persona.diet is not None
            sentence = f"I'm {persona.diet}."
        persona.stated[key] = sentence
        return sentence

    def _user_sentence(self, persona: Persona) -> str:
        roll = self.rng.random()
        if roll < 0.10:
            return self._slot_sentence(persona)
        if roll < 0.42:
            return self._fill(self.rng.choice(DURABLE), persona)
        if roll < 0.52:
            event = self._fill(self.rng.choice(EVENTS), persona)
            return f"I have {event} {self.rng.choice(FUTURE)}."
        if roll < 0.60:
            return self._fill(self.rng.choice(PLANS), persona)
        if roll < 0.66:
            return self._fill(self.rng.choice(MOODS), persona)
        if roll < 0.72:
            return self._fill(self.rng.choice(PAST_EVENTS), persona)
        if roll < 0.86:
            return self.rng.choice(SMALL_TALK)
        return self._fill(self.rng.choice(USER_QUESTIONS), persona)

    def chat(self) -> Chat:
        rng = self.rng
        persona = self.personas[0] if rng.random() < 0.7 else rng.choice(self.personas[1:])
        if rng.random() < OLD_CHAT_SHARE:
            day = self.anchor - timedelta(days=rng.randint(20, 120))
        else:
            day = self.anchor - timedelta(days=rng.randint(0, 1))
        lines = []
        for _ in range(5):
            sentences = [self._user_sentence(persona) for _ in range(rng.choice((1, 1, 2, 2, 3)))]
            lines.append(f"{persona.speaker}: {' '.join(sentences)}")
            lines.append(f"Assistant: {self._fill(rng.choice(ASSISTANT), persona)}")
        return Chat("\n".join(lines), day, persona.speaker)

    def chats(self, n: int) -> list[Chat]:
        return [self.chat() for _ in range(n)]

    def questions(self, n: int) -> list[str]:
        out = []
        for _ in range(n):
            persona = self.rng.choice(self.personas)
            out.append(self._fill(self.rng.choice(QUESTIONS), persona))
        return out


# --------------------------------------------------------------------------------------
# Embedding cache: one vector per distinct text, content-addressed
# --------------------------------------------------------------------------------------

DIMENSIONS = 384


class VectorCache:
    """Embeddings of texts, keyed by a hash of the model and the text, kept on disk.

    Fact texts carry absolute dates ("... on 2026-03-02"), so a corpus built on another
    day shares most but not all texts with the last one; only the new ones are embedded.
    Missing texts are embedded by `embed` (a helper interpreter, see `embed_in_child`).
    """

    def __init__(self, name: str, embed: Callable[[list[str]], Vectors]) -> None:
        self.embed = embed
        digest = hashlib.sha256(MODEL_ID.encode()).hexdigest()[:8]
        self.path = CACHE_DIR / f"{name}-{digest}.npz"
        self.rows: dict[str, int] = {}
        self.matrix: Vectors = np.zeros((0, DIMENSIONS), np.float32)
        self.embedded = 0
        self.embed_seconds = 0.0
        if self.path.exists():
            with np.load(self.path) as data:
                keys = [k.decode() for k in data["keys"].tolist()]
                matrix = data["vectors"].astype(np.float32, copy=False)
            if matrix.shape == (len(keys), DIMENSIONS):
                self.rows = {k: i for i, k in enumerate(keys)}
                self.matrix = matrix

    @staticmethod
    def key(text: str) -> str:
        return hashlib.sha1(f"{MODEL_ID}\0{text}".encode()).hexdigest()

    def fill(self, texts: Sequence[str]) -> None:
        """Embed (and save) every text not cached yet."""
        missing = {self.key(text): text for text in texts if self.key(text) not in self.rows}
        if not missing:
            return
        began = time.perf_counter()
        fresh = self.embed(list(missing.values()))
        self.embed_seconds += time.perf_counter() - began
        self.embedded += len(missing)
        start = len(self.matrix)
        self.matrix = np.concatenate([self.matrix, fresh.astype(np.float32)])
        for offset, k in enumerate(missing):
            self.rows[k] = start + offset
        self.save()

    def get(self, texts: Sequence[str]) -> Vectors:
        self.fill(texts)
        if not texts:
            return np.zeros((0, DIMENSIONS), np.float32)
        return self.matrix[[self.rows[self.key(text)] for text in texts]]

    def save(self) -> None:
        CACHE_DIR.mkdir(parents=True, exist_ok=True)
        keys = np.array(sorted(self.rows, key=self.rows.__getitem__), dtype="S40")
        tmp = self.path.with_name(self.path.stem + ".tmp.npz")
        np.savez(tmp, keys=keys, vectors=self.matrix)
        tmp.replace(self.path)


def _embed_child(spec_path: Path) -> int:
    """Embed the texts listed in a JSON file into the .npy file named next to them."""
    spec = json.loads(spec_path.read_text())
    vectors = LocalMiniLMEmbedder(threads=os.cpu_count() or 1).embed(spec["texts"])
    np.save(spec["out"], vectors.astype(np.float32))
    return 0


def embed_in_child(resources: Resources, texts: list[str], blas_threads: int) -> Vectors:
    """Embed `texts` with LocalMiniLMEmbedder in a helper interpreter.

    A child so that its BLAS thread count can be set (it is fixed when NumPy loads):
    with other processes on both cores, a 1-thread OpenBLAS is much faster than one
    whose 2 threads wait for each other. The servers measured keep their defaults.
    """
    work = resources.tempdir("embed")
    spec, out = work / "texts.json", work / "vectors.npy"
    spec.write_text(json.dumps({"texts": texts, "out": str(out)}))
    argv = [sys.executable, str(Path(__file__).resolve()), "--embed-child", str(spec)]
    env = {} if blas_threads <= 0 else blas_env(blas_threads)
    code, output = resources.run_child(argv, timeout=24 * 3600, env=env)
    if code != 0 or not out.exists():
        raise RuntimeError(f"embedding child failed ({code}):\n{output[-2000:]}")
    vectors: Vectors = np.load(out).astype(np.float32, copy=False)
    shutil.rmtree(work, ignore_errors=True)
    resources.dirs.remove(work)
    if vectors.shape != (len(texts), DIMENSIONS):
        raise RuntimeError(f"embedding child returned shape {vectors.shape}")
    return vectors


# --------------------------------------------------------------------------------------
# 3. Rule-extractor throughput
# --------------------------------------------------------------------------------------


def bench_extractor(chats: list[Chat], repeats: int, meter: CpuMeter) -> dict[str, Any]:
    extractor = RuleExtractor()
    inputs = [ExtractionInput(content=c.text, document_date=c.day) for c in chats]
    with meter.phase() as cpu:
        extractor.extract(inputs[: min(50, len(inputs))])  # warm-up: regex caches, imports
        times = []
        results: list[list[CandidateFact]] = []
        for _ in range(repeats):
            began = time.perf_counter()
            results = extractor.extract(inputs)
            times.append(time.perf_counter() - began)
        # Per-document latency, one document per call (how a single dream of one chat runs).
        single = []
        for item in inputs[:500]:
            began = time.perf_counter()
            extractor.extract([item])
            single.append((time.perf_counter() - began) * 1000)
    facts = [f for doc in results for f in doc]
    kinds = Counter(f.kind for f in facts)
    return {
        "documents": len(chats),
        "chars_per_document": round(float(np.mean([len(c.text) for c in chats])), 1),
        "turns_per_document": 10,
        "repeats": repeats,
        "seconds": [round(s, 3) for s in times],
        "docs_per_s_best": round(len(chats) / min(times), 1),
        "docs_per_s_median": round(len(chats) / float(np.median(times)), 1),
        "per_document_ms": latency_stats(single),
        "facts_per_document": round(len(facts) / len(chats), 2),
        "facts": len(facts),
        "facts_durable": kinds["durable"],
        "facts_recent": kinds["recent"],
        "facts_with_slot": sum(1 for f in facts if f.slot),
        "documents_without_facts": sum(1 for doc in results if not doc),
        "example_document": chats[0].text,
        "example_facts": [f.text for f in results[0]],
        "cpu": cpu,
    }


# --------------------------------------------------------------------------------------
# Building the 10k-memory namespace
# --------------------------------------------------------------------------------------


@dataclass
class CorpusStats:
    chats: int = 0
    chats_generated: int = 0
    chunks: int = 0
    candidate_facts: int = 0
    inserted: int = 0
    durable: int = 0
    recent: int = 0
    superseding: int = 0
    merged_same_slot: int = 0
    merged_same_text: int = 0
    merged_similar: int = 0
    skipped_quota: int = 0
    expired: int = 0
    live: int = 0
    latest: int = 0
    with_slot: int = 0
    distinct_subjects: int = 0
    memory_texts_embedded: int = 0
    chunk_texts_embedded: int = 0
    embed_seconds: float = 0.0
    build_seconds: float = 0.0
    database_mb: float = 0.0
    example_memories: list[str] = field(default_factory=list)


class CorpusBuilder:
    """Writes chats, chunks and memories into a fresh data dir (see the module docstring)."""

    def __init__(
        self,
        store: SQLiteStore,
        generator: ChatGenerator,
        fact_cache: VectorCache,
        chunk_cache: VectorCache | None,
        total: int,
    ) -> None:
        self.store = store
        self.generator = generator
        self.fact_cache = fact_cache
        self.chunk_cache = chunk_cache
        self.total = total
        self.quota = {"durable": round(total * DURABLE_SHARE)}
        self.quota["recent"] = total - self.quota["durable"]
        self.count = {"durable": 0, "recent": 0}
        self.stats = CorpusStats()
        self.now = datetime.now(UTC)
        # The dreamer's own reconciler, over the store's memory index; facts are embedded
        # from the cache (already filled for each round) instead of by the model.
        _, memories = sqlite_indexes(store, DIMENSIONS)
        self.reconciler = Reconciler(store, memories, _CachedEmbedder(fact_cache))
        self.rows = 0
        self.ids: list[str] = []  # memory rows inserted, in order
        self.known: set[str] = set()
        self.records: list[MemoryRecord] = []  # filled in once the corpus is complete
        self.subjects: set[str] = set()
        self.written: list[tuple[str, Chat]] = []  # (document id, chat), jobs still queued

    def full(self) -> bool:
        return all(self.count[k] >= self.quota[k] for k in self.quota)

    def build(self, log_progress: Callable[[str], None]) -> CorpusStats:
        began = time.perf_counter()
        size = max(CHAT_BATCH, self.total // 2)
        while not self.full():
            self._round(self.generator.chats(size))
            size = max(CHAT_BATCH, self.total // 8)
            log_progress(
                f"  {self.stats.chats} chats written, {self.rows} memory rows "
                f"({time.perf_counter() - began:.0f}s)"
            )
        self._finish_documents()
        s = self.stats
        s.inserted = self.rows
        s.durable, s.recent = self.count["durable"], self.count["recent"]
        by_id = self.store.memories(self.ids)
        self.records = [by_id[i] for i in self.ids]
        s.latest = sum(1 for r in self.records if r.is_latest)
        s.live = sum(1 for r in self.records if r.live(self.now))
        s.expired = sum(1 for r in self.records if r.is_latest and r.expired(self.now))
        s.with_slot = sum(1 for r in self.records if r.slot)
        s.distinct_subjects = len(self.subjects)
        s.memory_texts_embedded = self.fact_cache.embedded
        s.chunk_texts_embedded = self.chunk_cache.embedded if self.chunk_cache else 0
        s.embed_seconds = round(
            self.fact_cache.embed_seconds
            + (self.chunk_cache.embed_seconds if self.chunk_cache else 0.0),
            1,
        )
        s.build_seconds = round(time.perf_counter() - began, 1)
        step = max(1, self.rows // 12)
        s.example_memories = [r.text for r in self.records[::step]][:12]
        return s

    def _round(self, chats: list[Chat]) -> None:
        """Extract every chat, embed the new fact texts, then write chats until full."""
        self.stats.chats_generated += len(chats)
        facts = [extract_facts(ExtractionInput(c.text, c.day)) for c in chats]
        self.fact_cache.fill([f.text for doc in facts for f in doc])
        for chat, chat_facts in zip(chats, facts, strict=True):
            if self.full():
                return
            new = NewDocument(
                content=chat.text,
                custom_id=f"chat-{self.stats.chats:05d}",
                metadata={"source": "bench-chat", "speaker": chat.speaker},
                date=chat.day.isoformat(),
                task_type="superrag",  # chunks only: no dream is queued
            )
            document = self.store.add_document(NAMESPACE, new).document
            self.written.append((document.id, chat))
            self.stats.chats += 1
            for fact in chat_facts:
                self.stats.candidate_facts += 1
                self._fold(fact, document)

    def _finish_documents(self) -> None:
        """Commit every written chat's job with its chunks, as the worker does."""
        pieces = {d: chunk_text(c.text, date=c.day.isoformat()) for d, c in self.written}
        if self.chunk_cache is not None:
            self.chunk_cache.fill([p.content for ps in pieces.values() for p in ps])
        while jobs := self.store.next_jobs(WORKER_BATCH):
            work = []
            for job in jobs:
                chunks: list[NewChunk] = []
                if self.chunk_cache is not None:
                    doc_pieces = pieces[job.document_id]
                    vectors = self.chunk_cache.get([p.content for p in doc_pieces])
                    chunks = [
                        NewChunk(pos, p.content, vectors[pos], p.metadata)
                        for pos, p in enumerate(doc_pieces)
                    ]
                work.append((job, chunks))
            self.store.finish_jobs(work)
            self.stats.chunks += sum(len(c) for _, c in work)

    def _fold(self, fact: CandidateFact, document: DocumentRecord) -> None:
        """Reconcile one fact as dreaming would, counting what the reconciler decided."""
        if self.count[fact.kind] >= self.quota[fact.kind]:
            self.stats.skipped_quota += 1
            return
        current = self.store.latest_in_slot(NAMESPACE, fact.slot) if fact.slot else None
        (memory_id,) = self.reconciler.apply(NAMESPACE, document, [fact])
        if memory_id in self.known:
            self._count_merge(fact, memory_id, current)
            return
        self.known.add(memory_id)
        self.ids.append(memory_id)
        self.rows += 1
        self.subjects.add(fact.subject)
        self.count[fact.kind] += 1
        if current is not None:
            self.stats.superseding += 1

    def _count_merge(
        self, fact: CandidateFact, memory_id: str, current: MemoryRecord | None
    ) -> None:
        if current is not None and current.id == memory_id:
            self.stats.merged_same_slot += 1
            return
        merged = self.store.memory(NAMESPACE, memory_id)
        if merged is not None and same_text(merged.text, fact.text):
            self.stats.merged_same_text += 1
        else:
            self.stats.merged_similar += 1


class _CachedEmbedder:
    """The `Embedder` the reconciler calls, answering from the fact vector cache."""

    model = MODEL_ID
    dimensions = DIMENSIONS

    def __init__(self, cache: VectorCache) -> None:
        self._cache = cache

    def embed(self, texts: Sequence[str]) -> Vectors:
        return self._cache.get(list(texts))


def build_corpus(
    data_dir: Path, args: argparse.Namespace, resources: Resources, anchor: date
) -> tuple[CorpusStats, list[str]]:
    """The namespace of ``args.memories`` rows, and search questions from the same world."""
    data_dir.mkdir(parents=True, exist_ok=True)
    store = SQLiteStore(data_dir / DATABASE_FILE, embedding_model=MODEL_ID)

    def embed(texts: list[str]) -> Vectors:
        log(f"  embedding {len(texts)} new texts (cached afterwards) ...")
        return embed_in_child(resources, texts, args.build_blas_threads)

    try:
        builder = CorpusBuilder(
            store,
            ChatGenerator(args.seed, anchor),
            VectorCache("bench_memory-facts", embed),
            None if args.no_chunks else VectorCache("bench_memory-chunks", embed),
            args.memories,
        )
        stats = builder.build(log)
        if store.pending_dreams() or store.pending_jobs():
            raise RuntimeError("the corpus left dreams or jobs queued; the server would not idle")
        questions = ChatGenerator(args.seed + 7, anchor).questions(args.queries + args.warmup)
    finally:
        store.close()
    stats.database_mb = round(data_dir_mb(data_dir / DATABASE_FILE), 1)
    return stats, questions


# --------------------------------------------------------------------------------------
# 1./2./4. Profile and memory search over HTTP, server memory
# --------------------------------------------------------------------------------------


def _timed_loop(
    call: Callable[[int], Any], warmup: int, calls: int, budget_s: float
) -> dict[str, Any]:
    """`warmup` untimed then `calls` timed calls of `call(i)`, stopping at `budget_s`."""
    began = time.perf_counter()
    done_warmup = 0
    for i in range(warmup):
        if time.perf_counter() - began > budget_s / 4:
            break
        call(calls + i)
        done_warmup += 1
    samples: list[float] = []
    for i in range(calls):
        if time.perf_counter() - began > budget_s:
            break
        start = time.perf_counter()
        call(i)
        samples.append((time.perf_counter() - start) * 1000)
    return {
        "warmup_calls": done_warmup,
        "requested_calls": calls,
        "complete": len(samples) >= calls,
        "client_ms": latency_stats(samples),
    }


def bench_http(
    resources: Resources,
    meter: CpuMeter,
    data_dir: Path,
    questions: list[str],
    args: argparse.Namespace,
    *,
    extra_env: dict[str, str] | None = None,
    budget: float,
) -> dict[str, Any]:
    """Profile and search latency against one `memhub serve` process (`extra_env` added)."""
    server = resources.serve(data_dir, extra_env)
    out: dict[str, Any] = {
        "server_env": extra_env or {},
        "server_start_s": round(server.wait_ready(), 2),
    }
    with server.client(timeout=600.0) as client:
        began = time.perf_counter()
        client.search("bench-warmup", query="warm up the embedder", search_mode="memories")
        out["model_load_s"] = round(time.perf_counter() - began, 2)
        out["rss_after_model_load"] = server.memory()

        if not args.skip_profile:
            out["profile"] = _profile_run(client, meter, args, budget)
            out["rss_after_profile"] = server.memory()
            _print_run("profile", out["profile"])

        # -- search
        out["search"] = {}
        for mode in ("memories", "hybrid"):
            with meter.phase() as cpu:
                run = _search_run(client, mode, questions, args, budget)
            run["cpu"] = cpu
            out["search"][mode] = run
            _print_run(f"search {mode}", run)
        out["memory"] = server.memory()
        out["server_threads"] = _threads(server.pid)
    resources.stop(server)
    return out


def _profile_run(
    client: Memhub, meter: CpuMeter, args: argparse.Namespace, budget: float
) -> dict[str, Any]:
    with meter.phase() as cpu:
        began = time.perf_counter()
        first = client.profile(NAMESPACE)
        cold_ms = (time.perf_counter() - began) * 1000
        log(f"  profile: cold first call {cold_ms:.0f} ms")
        # When one call takes seconds, the cold call is the only warm-up there is time for.
        warmup = args.warmup if cold_ms < 5000 else 0
        profile = _timed_loop(lambda i: client.profile(NAMESPACE), warmup, args.calls, budget)
    profile.update(
        cold_first_call_ms=round(cold_ms, 1),
        static=len(first.profile.static),
        dynamic=len(first.profile.dynamic),
        buckets={k: len(v) for k, v in first.profile.buckets.items()},
        response_json_chars=len(first.model_dump_json(by_alias=True)),
        cpu=cpu,
    )
    return profile


def _search_run(
    client: Memhub, mode: str, questions: list[str], args: argparse.Namespace, budget: float
) -> dict[str, Any]:
    search_mode: Any = mode
    began = time.perf_counter()
    client.search(NAMESPACE, query=questions[0], search_mode=search_mode)
    cold = (time.perf_counter() - began) * 1000
    server_ms: list[float] = []
    hits: list[int] = []
    memory_hits: list[int] = []

    def one(i: int) -> None:
        reply = client.search(NAMESPACE, query=questions[i], search_mode=search_mode)
        if i < args.queries:
            server_ms.append(reply.search_time)
            hits.append(len(reply.results))
            memory_hits.append(sum(1 for r in reply.results if r.memory))

    run = _timed_loop(one, args.warmup, args.queries, budget)
    run.update(
        cold_first_call_ms=round(cold, 1),
        server_ms=latency_stats(server_ms),
        mean_results=round(float(np.mean(hits)), 2) if hits else 0.0,
        mean_memory_results=round(float(np.mean(memory_hits)), 2) if memory_hits else 0.0,
    )
    return run


def _threads(pid: int) -> int:
    with contextlib.suppress(OSError), open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("Threads:"):
                return int(line.split()[1])
    return 0


def _print_run(name: str, run: dict[str, Any]) -> None:
    c = run["client_ms"]
    note = "" if run["complete"] else f" (INCOMPLETE: budget reached after {c['n']} calls)"
    log(
        f"  {name}: n {c['n']}, p50 {c.get('p50')} ms, p95 {c.get('p95')} ms, "
        f"mean {c.get('mean')} ms, cold {run['cold_first_call_ms']} ms, "
        f"load {run['cpu']['loadavg_before']} -> {run['cpu']['loadavg_after']}{note}"
    )


# --------------------------------------------------------------------------------------
# In-process breakdown with Engine (fresh interpreter, same data dir)
# --------------------------------------------------------------------------------------

# (label, path from the engine to the object, method). Wrapped on the instances, so the
# real call path is timed. Nested calls are timed too: `recall` contains the memory_* ones.
_TIMED_CALLS = (
    ("memory_stamp", "store", "memory_stamp"),
    ("list_memories", "store", "list_memories"),
    ("store_buckets", "store", "buckets"),
    ("embed", "embedder", "embed"),
    ("recall", "search._memories", "recall"),
    ("memory_dense", "backend.memories", "dense"),
    ("memory_vectors_fill", "backend.memories", "vectors"),
    ("memory_fulltext", "store", "memory_fulltext"),
    ("memories_by_id", "store", "memories"),
    *CHUNK_SEARCH_CALLS,
)


def engine_breakdown(
    resources: Resources, data_dir: Path, questions: list[str], args: argparse.Namespace
) -> dict[str, Any]:
    """The profile and searches split into the timed engine calls, in a fresh interpreter."""
    spec = {
        "questions": questions[: args.breakdown_queries],
        "profile_calls": args.breakdown_profile_calls,
        "budget": args.budget,
    }
    run = partial(resources.run_child, timeout=3 * args.budget + 600)
    return breakdown_in_child(__file__, data_dir, spec, run)


def _breakdown(engine: Engine, timer: CallTimer, spec: dict[str, Any]) -> dict[str, Any]:
    data_dir, questions = engine.settings.data_dir, spec["questions"]
    engine.search.search("bench-warmup", t.SearchRequest(query="warm up"))  # load the model
    out = _profile_breakdown(engine, timer, spec["profile_calls"], spec["budget"])
    out["what_if"] = _profile_what_if(engine)
    out |= _search_breakdown(engine, timer, questions)
    # How many memories each question's FTS OR-query matches (bm25 scores all of them).
    matched = fts_matches(data_dir / DATABASE_FILE, "memories_fts", questions)
    with contextlib.closing(sqlite3.connect(data_dir / DATABASE_FILE)) as conn:
        total_rows = conn.execute("SELECT count(*) FROM memories").fetchone()[0]
    out["fts_memories_matched"] = {
        "mean": round(float(np.mean(matched))),
        "p95": round(float(np.percentile(matched, 95))),
        "max": max(matched),
        "of": total_rows,
    }
    return out


def _profile_breakdown(
    engine: Engine, timer: CallTimer, calls: int, budget: float
) -> dict[str, Any]:
    """The cold profile call, then warm calls under cProfile, each split into parts."""

    def one_profile() -> tuple[dict[str, float], int, t.ProfileResponse]:
        timer.clear()
        began = time.perf_counter()
        response = engine.profiles.profile(NAMESPACE, t.ProfileRequest())
        parts = dict(timer.seconds)
        parts["rest"] = time.perf_counter() - began - sum(timer.seconds.values())
        parts["total"] = time.perf_counter() - began
        return parts, timer.rows["embed"], response

    out: dict[str, Any] = {}
    cold, cold_rows, response = one_profile()
    out["profile_cold_ms"] = {k: round(v * 1000, 2) for k, v in cold.items()}
    out["profile_cold_texts_embedded"] = cold_rows
    out["profile_sizes"] = {
        "static": len(response.profile.static),
        "dynamic": len(response.profile.dynamic),
        "buckets": {k: len(v) for k, v in response.profile.buckets.items()},
    }
    samples: dict[str, list[float]] = {}
    embedded: list[int] = []
    profiler = cProfile.Profile()
    began_all = time.perf_counter()
    for i in range(calls):
        if i and time.perf_counter() - began_all > budget / 2:
            break
        profiler.enable()
        parts, count, _ = one_profile()
        profiler.disable()
        embedded.append(count)
        for label, value in parts.items():
            samples.setdefault(label, []).append(value * 1000)
    out["profile_warm_ms"] = {k: latency_stats(v) for k, v in samples.items()}
    out["profile_warm_texts_embedded"] = embedded
    out["profile_cprofile"] = profile_text(profiler, "tottime", 15) + profile_text(
        profiler, "cumulative", 22
    )
    began = time.perf_counter()
    for _ in range(20):
        engine.store.memory_stamp(NAMESPACE)
    out["memory_stamp_ms"] = round((time.perf_counter() - began) / 20 * 1000, 3)
    return out


# Calls that are not the memory search's own work: `rest` is a search's time outside them.
_OUTSIDE = frozenset(
    {"embed", "recall", "chunk_dense", "chunk_fulltext", "chunks_by_id", "document_lookups"}
)


def _search_breakdown(engine: Engine, timer: CallTimer, questions: list[str]) -> dict[str, Any]:
    """Each search mode's time split into the timed calls, and a cProfile of memory search."""
    out: dict[str, Any] = {}
    for mode in ("memories", "hybrid"):
        for q in questions[:10]:
            engine.search.search(NAMESPACE, t.SearchRequest(query=q, search_mode=mode))
        samples: dict[str, list[float]] = {}
        for q in questions:
            search = partial(
                engine.search.search, NAMESPACE, t.SearchRequest(query=q, search_mode=mode)
            )
            for label, value in timer.split(search, outside=_OUTSIDE).items():
                samples.setdefault(label, []).append(value)
        out[f"search_{mode}_ms"] = {k: latency_stats(v) for k, v in samples.items()}
    profiler = cProfile.Profile()
    profiler.enable()
    for q in questions:
        engine.search.search(NAMESPACE, t.SearchRequest(query=q, search_mode="memories"))
    profiler.disable()
    out["search_memories_cprofile"] = profile_text(profiler, "tottime", 20)
    return out


def _profile_what_if(engine: Engine) -> dict[str, Any]:
    """Costs of the profile's steps done differently, measured on the same data (the engine
    is not changed; these only time alternative calls that exist already)."""
    now = datetime.now(UTC)
    out: dict[str, Any] = {}
    began = time.perf_counter()
    records = engine.store.list_memories(NAMESPACE)
    out["list_memories_ms"] = round((time.perf_counter() - began) * 1000, 2)
    stated = [m for m in records if m.live(now) and not m.is_inference]
    out["live_stated_memories"] = len(stated)
    anchor = engine.embedder.embed(["preferences: " + DEFAULT_BUCKETS["preferences"]])[0]
    engine.backend.memories.vectors(NAMESPACE, [])  # load the namespace's matrix once
    timings = []
    for _ in range(10):
        began = time.perf_counter()
        by_id = engine.backend.memories.vectors(NAMESPACE, [m.id for m in stated])
        scores = np.stack([by_id[m.id] for m in stated]) @ anchor
        timings.append((time.perf_counter() - began) * 1000)
    out["bucket_scores_from_stored_vectors_ms"] = latency_stats(timings)
    out["bucket_members_at_threshold"] = int((scores >= BUCKET_SIMILARITY).sum())
    timings = []
    for _ in range(10):
        began = time.perf_counter()
        static = sorted(
            (m for m in stated if m.is_static), key=lambda m: (-m.source_count, m.created_at)
        )[:100]
        dynamic = sorted(
            (m for m in stated if not m.is_static), key=lambda m: m.updated_at, reverse=True
        )[:20]
        timings.append((time.perf_counter() - began) * 1000)
    out["static_dynamic_sort_ms"] = latency_stats(timings)
    out["static_dynamic_sizes"] = [len(static), len(dynamic)]
    return out


# --------------------------------------------------------------------------------------
# Main
# --------------------------------------------------------------------------------------


def _parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--memories", type=int, default=10_000, help="memory rows in the ns")
    parser.add_argument("--calls", type=int, default=250, help="timed profile calls")
    parser.add_argument("--queries", type=int, default=250, help="timed queries per mode")
    parser.add_argument("--warmup", type=int, default=20, help="untimed calls before timing")
    parser.add_argument(
        "--budget",
        type=float,
        default=300.0,
        help="wall-clock seconds per timed loop; a slower loop stops early and says so",
    )
    parser.add_argument("--extract-docs", type=int, default=2000, help="chats for phase 3")
    parser.add_argument("--extract-repeats", type=int, default=3)
    parser.add_argument("--breakdown-queries", type=int, default=100)
    parser.add_argument("--breakdown-profile-calls", type=int, default=20)
    parser.add_argument("--no-chunks", action="store_true", help="store source chats unchunked")
    parser.add_argument("--skip-breakdown", action="store_true")
    parser.add_argument("--skip-profile", action="store_true", help="search latency only")
    parser.add_argument(
        "--no-reference",
        action="store_true",
        help="skip the second server run with OPENBLAS_NUM_THREADS=1 (reference only)",
    )
    parser.add_argument(
        "--build-blas-threads",
        type=int,
        default=1,
        help="BLAS threads of the helper that embeds the corpus (0: library default)",
    )
    parser.add_argument("--seed", type=int, default=20240601)
    parser.add_argument("--keep", action="store_true", help="keep the temporary data dir")
    parser.add_argument("--output", type=Path, default=RESULTS)
    parser.add_argument("--breakdown-child", type=Path, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--embed-child", type=Path, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    child = args.breakdown_child or args.embed_child
    if child is None and (args.calls < 200 or args.queries < 200):
        parser.error("--calls and --queries must be at least 200")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = _parse(argv)
    if args.breakdown_child:
        return breakdown_child(args.breakdown_child, _TIMED_CALLS, _breakdown)
    if args.embed_child:
        return _embed_child(args.embed_child)
    stop_on_sigterm()
    resources = Resources(keep=args.keep)
    meter = CpuMeter(resources.own_pids)
    report: dict[str, Any] = {"machine": machine_info(), "targets": TARGETS}
    args.output.parent.mkdir(parents=True, exist_ok=True)
    log(f"machine: {report['machine']}")
    anchor = datetime.now(UTC).date()

    def run() -> None:
        log(f"\n[1/4] rule extractor over {args.extract_docs} generated chats ...")
        chats = ChatGenerator(args.seed + 1, anchor).chats(args.extract_docs)
        report["extractor"] = bench_extractor(chats, args.extract_repeats, meter)
        e = report["extractor"]
        log(
            f"  {e['docs_per_s_best']} docs/s best, {e['docs_per_s_median']} median "
            f"({e['chars_per_document']} chars/doc), {e['facts_per_document']} facts/doc "
            f"({e['facts_durable']} durable, {e['facts_recent']} recent, "
            f"{e['facts_with_slot']} with a slot); one doc per call p50 "
            f"{e['per_document_ms']['p50']} ms; load {e['cpu']['loadavg_before']} -> "
            f"{e['cpu']['loadavg_after']}"
        )
        write_json(args.output, report)

        log(f"\n[2/4] building a namespace of {args.memories} memories ...")
        data_dir = resources.tempdir("memory") / "data"
        with meter.phase() as cpu:
            corpus, questions = build_corpus(data_dir, args, resources, anchor)
        report["corpus"] = _corpus_report(corpus, args, anchor, questions) | {"cpu": cpu}
        _print_corpus(corpus)
        write_json(args.output, report)

        log("\n[3/4] profile and memory search over HTTP (server with default settings) ...")
        report["http"] = bench_http(resources, meter, data_dir, questions, args, budget=args.budget)
        log(f"  server memory after the runs: {report['http']['memory']}")
        write_json(args.output, report)
        if not args.no_reference:
            log("\n[3b/4] reference: the same server with OPENBLAS_NUM_THREADS=1 ...")
            report["http_blas1"] = bench_http(
                resources,
                meter,
                data_dir,
                questions,
                args,
                extra_env=blas_env(1),
                budget=args.budget / 2,
            )
            write_json(args.output, report)

        if not args.skip_breakdown:
            log("\n[4/4] in-process breakdown (Engine + cProfile) ...")
            with meter.phase() as cpu:
                report["breakdown"] = engine_breakdown(resources, data_dir, questions, args)
            report["breakdown"]["cpu"] = cpu
            _print_breakdown(report["breakdown"])
        report["verdict"] = verdict(report)
        _print_summary(report)
        report["machine"]["finished"] = datetime.now(UTC).isoformat(timespec="seconds")
        finish(report, args.output)

    return guarded(resources, run)


def _corpus_report(
    s: CorpusStats, args: argparse.Namespace, anchor: date, questions: list[str]
) -> dict[str, Any]:
    return {
        "generator": GENERATOR_VERSION,
        "seed": args.seed,
        "anchor_date": anchor.isoformat(),
        "description": (
            "Seeded template chats of 5 exchanges (User or one of 40 named speakers, each "
            "followed by an Assistant reply; 1-3 sentences per user turn drawn from home/work/"
            "job/favourite/diet statements, tastes, allergies, languages, instruments, family, "
            "pets, appointments and plans with relative dates, moods, past events, small talk "
            "and questions). 70% of chats are by 'User', 30% by a named speaker. Single-valued "
            "attributes are stated once per speaker, restated verbatim, and changed with 8% "
            "probability when they come up again. Chats are dated the run day or the day "
            f"before, {OLD_CHAT_SHARE:.0%} of them 20-120 days earlier."
        ),
        "how_written": (
            "Fresh data dir; per chat SQLiteStore.add_document(task_type='superrag', so no dream "
            "is queued) -> next_jobs -> finish_jobs with its chunk_text chunks and real "
            "embeddings (the worker's commit path); facts from extract_facts(chat, chat date) "
            "folded in reading order through memhub's Reconciler (dreaming's own): a slot "
            "holding a different value -> a new version (old row is_latest=0); same slot and "
            "same text (or a very close embedding) -> one more source; the same text or a "
            "close embedding of a live memory -> one more source; else a new memory. Facts "
            "of a kind whose quota "
            f"(70% durable / 30% recent of {args.memories} rows) is full are dropped. Vectors "
            "are LocalMiniLMEmbedder embeddings (computed in a helper process with "
            "OPENBLAS_NUM_THREADS=1 for speed) cached per text in bench/.cache/. The dreams "
            "and jobs tables are empty when the server starts."
        ),
        "chunks": "none (--no-chunks)" if args.no_chunks else f"{s.chunks} chunks of the chats",
        "stats": {k: v for k, v in s.__dict__.items() if k != "example_memories"},
        "example_memories": s.example_memories,
        "example_questions": questions[:8],
    }


def _print_corpus(s: CorpusStats) -> None:
    log(
        f"  {s.inserted} memory rows ({s.durable} durable, {s.recent} recent) from {s.chats} "
        f"chats ({s.chunks} chunks), {s.candidate_facts} candidate facts; "
        f"{s.superseding} superseding versions, {s.inserted - s.latest} rows not latest, "
        f"{s.expired} expired, {s.live} live, {s.with_slot} with a slot, "
        f"{s.distinct_subjects} subjects; merged: {s.merged_same_slot} same slot, "
        f"{s.merged_same_text} same text, {s.merged_similar} similar; "
        f"{s.skipped_quota} dropped by quota"
    )
    log(
        f"  built in {s.build_seconds}s ({s.memory_texts_embedded} fact texts and "
        f"{s.chunk_texts_embedded} chunks embedded, {s.embed_seconds}s); "
        f"{s.database_mb} MiB on disk"
    )


def _print_breakdown(b: dict[str, Any]) -> None:
    if "error" in b:
        log(f"  in-process breakdown failed:\n{b['error'][-1500:]}")
        return
    log(
        f"  profile cold (ms): {b.get('profile_cold_ms')}; "
        f"texts embedded: {b.get('profile_cold_texts_embedded')}"
    )
    warm = b.get("profile_warm_ms", {})
    parts = ", ".join(f"{k} {v['mean']}" for k, v in warm.items() if v.get("n"))
    log(f"  profile warm mean (ms): {parts}")
    log(
        f"  texts embedded per warm call: {b.get('profile_warm_texts_embedded')}; "
        f"memory_stamp alone {b.get('memory_stamp_ms')} ms; sizes {b.get('profile_sizes')}"
    )
    w = b.get("what_if", {})
    if w:
        log(
            f"  what-if: bucket scores from the stored vectors (memory index) "
            f"p50 {w['bucket_scores_from_stored_vectors_ms']['p50']} ms for "
            f"{w['live_stated_memories']} memories ({w['bucket_members_at_threshold']} "
            f"above {BUCKET_SIMILARITY}); static/dynamic sort p50 "
            f"{w['static_dynamic_sort_ms']['p50']} ms; list_memories {w['list_memories_ms']} ms"
        )
    for mode in ("memories", "hybrid"):
        s = b.get(f"search_{mode}_ms", {})
        parts = ", ".join(f"{k} {v['mean']}/{v['p95']}" for k, v in s.items() if v.get("n"))
        log(f"  search {mode} mean/p95 (ms): {parts}")
    log(f"  memories matched by the FTS OR-query per question: {b.get('fts_memories_matched')}")
    log("\n  cProfile, warm profile calls:\n" + b.get("profile_cprofile", ""))
    log("  cProfile, memory search:\n" + b.get("search_memories_cprofile", ""))


def verdict(report: dict[str, Any]) -> dict[str, Any]:
    http = report.get("http", {})
    out: dict[str, Any] = {}
    profile = http.get("profile")
    out["profile_p95_ms"] = check(
        profile["client_ms"].get("p95") if profile else None, TARGETS["profile_p95_ms"]
    )
    if profile is not None:
        out["profile_p95_ms"]["complete"] = profile["complete"]
    memories = http.get("search", {}).get("memories")
    out["memory_search_p95_ms"] = check(
        memories["client_ms"].get("p95") if memories else None, TARGETS["memory_search_p95_ms"]
    )
    return out


def _print_summary(report: dict[str, Any]) -> None:
    rows: list[tuple[object, ...]] = []
    passes = [("default", report["http"])]
    if "http_blas1" in report:
        passes.append(("blas=1", report["http_blas1"]))
    for server, http in passes:
        named = [("profile", http["profile"])] if "profile" in http else []
        named += [(f"search {m}", r) for m, r in http["search"].items()]
        for name, run in named:
            c = run["client_ms"]
            srv = run.get("server_ms", {})
            cpu = run["cpu"]
            rows.append(
                (
                    server,
                    name,
                    c["n"],
                    c.get("p50"),
                    c.get("p95"),
                    c.get("mean"),
                    srv.get("p95", "-"),
                    run["cold_first_call_ms"],
                    f"{cpu['loadavg_before'][0]}->{cpu['loadavg_after'][0]}",
                    f"{cpu['foreign_share']:.0%}",
                )
            )
    corpus = report["corpus"]["stats"]
    log(
        f"\nHTTP latency at {corpus['inserted']} memories in one namespace "
        "(ms; srv = engine's own search_time; foreign = CPU share used by other processes):"
    )
    log(
        table(
            (
                "server", "call", "n", "p50", "p95", "mean", "srv p95", "cold", "load1",
                "foreign",
            ),
            rows,
        )
    )  # fmt: skip
    e = report["extractor"]
    log(
        f"\nrule extractor: {e['docs_per_s_best']} docs/s (median {e['docs_per_s_median']}), "
        f"{e['facts_per_document']} facts/doc over {e['documents']} chats"
    )
    m = report["http"]["memory"]
    log(f"server memory after the runs: RSS {m['rss_mb']} MiB, peak {m['peak_rss_mb']} MiB")
    log("\ntargets (default server):")
    vrows = []
    for name, c in report["verdict"].items():
        status = "n/a" if c["ok"] is None else ("ok" if c["ok"] else "MISSED")
        if c.get("complete") is False:
            status += " (fewer calls than requested)"
        vrows.append((name, c["value"], c["target"], status))
    log(table(("target", "measured", "goal", ""), vrows))


if __name__ == "__main__":
    raise SystemExit(main())
