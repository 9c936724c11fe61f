"""Each move marks its own reveal where it happens (a draw from a face-down pile, a random
draw, a card put back under a pile). The oracle here is the rule as it was first written:
a move revealed something when the generator moved or a face-down pile changed size."""

import random

import pytest

import tabletop_widgets as tw
from tabletop_widgets.core.game import _count

GAMES = [(tw.porta_nigra, p) for p in (2, 3, 4)] + [(tw.carpe_diem, p) for p in (2, 3, 4)] + \
        [(tw.magna_roma, p) for p in (1, 2, 3, 4)]


def hidden_marker(game) -> tuple:
    """The old comparison: the generator's state and the size of every face-down pile."""
    state = game.state
    return (state["rng"], [_count(state[k]) for k in game.FACE_DOWN],
            [_count(seat[k]) for seat in state["seats"] for k in game.FACE_DOWN_SEATS])


@pytest.mark.parametrize("module, players", GAMES, ids=lambda x: getattr(x, "__name__", str(x)).split(".")[-1])
def test_every_move_marks_a_reveal_exactly_when_the_old_comparison_sees_one(module, players):
    marked = 0
    for seed in range(4):
        game, rnd = module.new_game(players=players, seed=seed), random.Random(seed)
        while not game.is_over:
            before = hidden_marker(game)
            action = rnd.choice(game.legal_actions())
            game.apply(action)
            changed = hidden_marker(game) != before
            assert game._reveals[-1] == changed, (seed, len(game.history), action)
            marked += changed
        # Rebuilding the game (undo, a replay's step, a save) marks the same moves.
        assert game.at(len(game.history))._reveals == game._reveals
        assert type(game).from_json(game.to_json())._reveals == game._reveals
    assert marked  # every game reveals something: the oracle was exercised both ways


def test_a_lookahead_copy_marks_its_own_moves():
    game, rnd = tw.porta_nigra.new_game(players=3, seed=2), random.Random(2)
    for _ in range(30):
        game.apply(rnd.choice(game.legal_actions()))
    clone = game.determinized(seat=0, seed=7)  # reshuffles outside any move
    assert clone._reveals == game._reveals
    while not clone.is_over:
        before = hidden_marker(clone)
        clone.apply(rnd.choice(clone.legal_actions()))
        assert clone._reveals[-1] == (hidden_marker(clone) != before)


# ---------------------------------------------------------------- apply's short path

def test_an_action_equal_to_a_legal_one_but_of_the_wrong_type_is_still_refused():
    # apply takes an exact copy of a listed action without checking its shape again; True == 1,
    # so equality alone would let a number through where the rules want true or false.
    game, rnd = tw.carpe_diem.new_game(players=2, seed=3), random.Random(3)
    while not any(a["type"] == "move" for a in game.legal_actions()):
        game.apply(rnd.choice(game.legal_actions()))
    move = next(a for a in game.legal_actions() if a["type"] == "move")
    before = game.to_json()
    for wrong in ({**move, "bread": int(move["bread"])}, {**move, "space": float(move["space"])}):
        assert wrong in game.legal_actions()  # equal to a legal action...
        with pytest.raises(tw.IllegalAction, match="must be"):
            game.apply(wrong)  # ...and refused all the same, with the reason
    assert game.to_json() == before
    game.apply({"type": "move", "space": move["space"]})  # a left-out default is filled in
    assert game.history[-1] == {**move, "bread": False}
