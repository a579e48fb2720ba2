"""A start whose "I" is left out after the job just got: "got a job at the mill, start on
monday" is "... I start on monday". The sentences are our own."""

from __future__ import annotations

from memhub_server.pipeline.memory.rules.starts import start_named


def test_a_left_out_start_after_the_job_got() -> None:
    said = start_named("got a job at the bakery, start on monday", None, None)
    assert said == "got a job at the bakery. I start the job at the bakery on monday"


def test_a_long_run_of_stops_is_read_once() -> None:
    # each stop of the run was once read again to the end of it: 50,000 took seconds
    assert start_named("." * 50000, None, None) == "." * 50000
    said = start_named("got a job at the bakery" + "." * 50000 + " start on monday", None, None)
    assert said.endswith(". I start the job at the bakery on monday")
