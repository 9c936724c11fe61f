"""The teacher's guide cannot go stale: every number its text quotes (an answer's percentages,
the homework's scores) is recomputed here by a fresh run and compared with the committed
notebook; and the power figures it teaches are checked against coin-toss experiments."""

import json
import random
import sys
from pathlib import Path

import pytest

from tabletop_widgets import metrics

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tools"))
import make_for_teachers  # noqa: E402


def test_every_number_in_the_guides_text_is_what_a_fresh_run_gives():
    fresh = make_for_teachers.cells(make_for_teachers.figures())  # stops with the sentence a number broke
    committed = json.loads((REPO / "notebooks" / "for_teachers.ipynb").read_text(encoding="utf-8"))["cells"]
    assert len(committed) == len(fresh)
    for cell, (kind, text, *_) in zip(committed, fresh, strict=True):
        assert cell["cell_type"] == {"md": "markdown", "code": "code"}[kind]
        assert "".join(cell["source"]) == text, (
            "notebooks/for_teachers.ipynb is stale: run tools/make_for_teachers.py, then "
            "tools/execute_notebooks.py on it")


def _detected(advantage: float, games: int, runs: int, rng: random.Random) -> float:
    """The share of ``runs`` coin-toss experiments whose 95% interval leaves out 0.5."""
    found = 0
    for _ in range(runs):
        low, high = metrics.wilson(sum(rng.random() < advantage for _ in range(games)), games)
        found += low > 0.5
    return found / runs


def test_power_matches_experiments_with_a_biased_coin():
    rng = random.Random(3)
    assert metrics.power(0.52, 2500) == pytest.approx(0.52, abs=0.01)
    assert _detected(0.52, 2500, 400, rng) == pytest.approx(metrics.power(0.52, 2500), abs=0.08)
    needed = metrics.games_for_power(0.52)
    assert 4800 < needed < 5000
    assert _detected(0.52, needed, 300, rng) == pytest.approx(0.8, abs=0.08)


@pytest.mark.parametrize("call, words", [
    (lambda: metrics.power(1.2, 100), "advantage must be a share of the games between 0 and 1, not 1.2"),
    (lambda: metrics.power(0.6, 0), "games must be a positive whole number, not 0"),
    (lambda: metrics.games_for_power(0.5), "no number of games detects no difference"),
    (lambda: metrics.games_for_power(0.55, power=80), "power must be a share"),
])
def test_power_refuses_what_is_not_a_share(call, words):
    with pytest.raises(ValueError, match=words):
        call()
