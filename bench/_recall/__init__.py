"""The recall development set and the parts of its benchmark.

Writing the set (``generate`` writes ``bench/data/recall/``): hand-written material in
``lexicon`` and ``chatter``; people and their timelines in ``world``; dates as people say
them in ``when``; how each fact comes up in ``beats``; sessions, plans and question choice
in ``dialogue``; the labelled extractor sentences in ``sentences``.

Measuring with it (used by ``bench/bench_recall.py``): ``shapes`` writes documents the way
adapters send them, ``ingest`` sends them and waits, ``retrieval`` asks the questions and
scores budgets, ``extraction`` matches formed memories against the labels, ``scoring``
defines words, dates, budgets, coverage and the BM25 baseline.
"""
