"""One random-play driver for every game's simulation test (OpenSpiel-style): play a game
to its end with seeded random moves and check the game's invariants after every action.

Each simulation test passes its game's checks; the driver does the rest the same way for
all three: other legal actions applied on copies, the rotating (or, deep, every) view, the
log entries each action writes (tagged with that action), and at probe points undo and
the save round trip.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable

from tabletop_widgets.core.game import _count

from .contract_checks import assert_undo_restores


def hidden_marker(game) -> tuple:
    """The oracle for a move's reveal, the rule as first written: a move revealed something
    when the generator moved or a face-down pile changed size. (Each move now marks its own
    reveal where it draws; comparing this before and after a move checks that marking.)"""
    state = game.state
    return (state["rng"], [_count(state[k]) for k in game.FACE_DOWN],
            [_count(seat[k]) for seat in state["seats"] for k in game.FACE_DOWN_SEATS])


def assert_loads_the_same(game) -> None:
    """``from_json(to_json())`` is exact and marks the same moves as reveals."""
    text = game.to_json()
    loaded = type(game).from_json(text)
    assert loaded.to_json() == text
    assert loaded._reveals == game._reveals, "a loaded game marks the same reveals"


class Loader:
    """``from_json``'s replay of a save, followed one move at a time.

    Loading the save made after move k rebuilds the set-up, replays the k moves as JSON
    reads them (each checked by ``why_illegal``, then applied) and compares the position.
    Those k steps are the first k steps of loading any later save, so one replay that
    follows the game checks after every move what ``from_json(to_json())`` would, in time
    linear in the game's length instead of quadratic.
    """

    def __init__(self, game):
        self.game = type(game).from_json(game.to_json())

    def follow(self, action: dict, played) -> None:
        read = json.loads(json.dumps(action))
        assert self.game.why_illegal(read) is None, "a saved move must be legal when loaded"
        self.game.apply(read)
        # what from_json compares (the position), and the rest of the save: the moves
        assert self.game.state == played.state and self.game.history == played.history, "the save loads exactly"
        assert self.game._reveals == played._reveals, "a loaded game marks the same reveals"


def play(game, rnd: random.Random, *, deep: bool, check_position: Callable, check_view: Callable,
         viewers: list, probes=frozenset(), others: int = 0, max_actions: int = 3000,
         before_move: Callable | None = None) -> int:
    """Play ``game`` to the end; returns the number of actions.

    ``check_position(game, acting)``: the position's invariants (``acting``: the seat that
    just moved, None at the start and when everything must be checked).
    ``check_view(game, seat, full)``: what ``view(seat)`` must hide (``full`` at probes).
    ``viewers``: the seats whose views are checked, one per action in turn (all when deep).
    ``probes``: action numbers after which undo and ``from_json(to_json())`` are checked.
    ``others``: how many other random legal actions are applied on a copy and checked.
    Deep: all other legal actions, every view, undo after every action, and the save after
    every action loads exactly (``Loader``). ``before_move(game, legal)``: extra checks.
    Every move's reveal mark is checked against ``hidden_marker`` (and a game must have
    both kinds of move, so the oracle is exercised both ways); undo, loading and, deep, the
    replay of ``at()`` at the end must mark the same moves.
    """
    check_position(game, None)
    loader = Loader(game) if deep else None
    steps = 0
    while not game.is_over:
        legal = game.legal_actions()
        assert legal, "a live game must offer a move"
        if before_move is not None:
            before_move(game, legal)
        for other in legal if deep else rnd.sample(legal, min(others, len(legal))):
            assert game.why_illegal(other) is None
            trial = game.copy(log=False)  # no rule reads the log, and copying it grows with the game
            trial.apply(other)
            check_position(trial, None)
        action = rnd.choice(legal)
        full = deep or steps in probes
        before = game.to_json() if full else None
        acting, logged, marker = game.current_player, len(game.log), hidden_marker(game)
        game.apply(action)
        assert game._reveals[-1] == (hidden_marker(game) != marker), ("reveal mark", steps, action)
        steps += 1
        assert steps < max_actions, "the game did not end"
        assert all(entry["action"] == action for entry in game.log[logged:]), "log entries name their action"
        check_position(game, None if deep else acting)
        for seat in viewers if deep else [viewers[steps % len(viewers)]]:
            check_view(game, seat, full)
        if full:
            reveals = list(game._reveals)
            assert_undo_restores(game, action, before)
            assert game._reveals == reveals, "undo's replay marks the same reveals"
        if loader is not None:
            loader.follow(action, game)
        if steps - 1 in probes:
            assert_loads_the_same(game)
    assert any(game._reveals) and not all(game._reveals), "the reveal oracle is exercised both ways"
    if deep:
        assert game.at(steps)._reveals == game._reveals, "a replay's step marks the same reveals"
    return steps
