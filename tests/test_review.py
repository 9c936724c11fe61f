"""tw.review: a seat's decisions that lost most against the hint's move, each a real decision
of that seat with a legal better move there, what it lost, and plain words (core/review.py)."""

from __future__ import annotations

import pytest

import tabletop_widgets as tw
from tabletop_widgets.core.bots import make_bot
from tabletop_widgets.core.hints import gains_of


def played_out(name: str, players: int, seed: int, levels=("random", "greedy", "random", "greedy")):
    game = tw.games[name].new_game(players=players, seed=seed)
    bots = {seat: make_bot(levels[seat], seed=seat) for seat in range(players)}
    while not game.is_over:
        game.apply(bots[game.current_player].choose(game))
    return game


@pytest.mark.parametrize(("name", "players"), [("porta_nigra", 2), ("carpe_diem", 3), ("magna_roma", 1)])
def test_a_review_lists_the_seat_s_costliest_decisions(name, players):
    game = played_out(name, players, seed=11)
    found = tw.review(game, 0)
    assert 1 <= len(found) <= 3
    assert [d.moves for d in found] == sorted(d.moves for d in found)
    for decision in found:
        before = game.at(decision.moves)
        assert game.movers[decision.moves] == 0 and game.history[decision.moves] == decision.played
        assert before.why_illegal(decision.better) is None and decision.better != decision.played
        assert decision.better == tw.hint(before).action and decision.lost > 0
        assert dict(decision.better_gains) == gains_of(before, decision.better, 0)
        assert decision.words.startswith(f"Move {decision.moves + 1}: you chose to ") and decision.words.endswith(".")
    assert tw.review(game, 0) == found  # the same review asked twice


def test_a_seat_that_always_takes_the_hint_has_nothing_to_review():
    game = tw.magna_roma.new_game(players=1, seed=2)
    while not game.is_over:
        game.apply(tw.hint(game).action)
    assert tw.review(game, 0) == []


def test_a_review_names_a_seat_of_the_game():
    game = played_out("porta_nigra", 2, seed=1)
    for seat in (2, -1, True, "0"):
        with pytest.raises(ValueError, match="seat must be a seat"):
            tw.review(game, seat)
