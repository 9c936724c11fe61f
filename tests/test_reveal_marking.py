"""Each move marks its own reveal where it happens (a draw from a face-down pile, a random
draw, a card put back under a pile). The oracle is the rule as it was first written: a move
revealed something when the generator moved or a face-down pile changed size
(support/random_play.py ``hidden_marker``).

Every move of every random simulation game is checked against that oracle by the shared
driver (support/random_play.py), with undo, loading and a replay marking the same moves:
the three simulation files play about 470 games of every game and player count by default
(44 of them deep), against the 40 games this file used to play for it alone. Here: the
lookahead copy, which the simulations do not play, and apply's short path.
"""

import random

import pytest
from support.random_play import hidden_marker

import tabletop_widgets as tw


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
