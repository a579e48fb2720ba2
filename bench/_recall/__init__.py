"""The recall development set and the pieces of its benchmark.

``generate`` writes the committed data under ``bench/data/recall/`` from the hand-written
material in ``lexicon``, ``world`` (people and their timelines), ``beats`` (how a fact is
said), ``chatter`` (talk that is not a fact), ``dialogue`` (sessions and questions) and
``sentences`` (the labelled extractor set). ``scoring`` holds what the benchmark measures
with: text normalisation, prompt budgets, evidence coverage and the BM25 baseline.
"""
