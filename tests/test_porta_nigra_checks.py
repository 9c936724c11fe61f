"""One rule, one place: Porta Nigra's refusals and its legal lists agree on every move.

The legal lists use some rules' checks in a precomputed form (a build list walks every spot
with look-up tables); the refusals (explain.py) test each rule's condition on its own. Over
positions of random games, every move of the whole action space of a type the phase allows
must be refused by some check exactly when ``legal_actions`` leaves it out.
"""

import random

import pytest

from tabletop_widgets.porta_nigra import PHASES, RULES, new_game
from tabletop_widgets.porta_nigra.rules import BUY_ROMAN, END_TURN, FORFEIT, RETURN_TORCH


def action_space(game):
    """Every move of a well-formed shape: the table's own moves and a few just outside them."""
    t = game.t
    space = [*t.master_actions, *t.play_actions.values(), *t.buy_actions.values(), *t.take_actions.values(),
             FORFEIT, RETURN_TORCH, BUY_ROMAN, END_TURN, *t.honour_actions.values()]
    for rows in t.build_rows:
        influence = rows is t.build_rows[1]
        for sid, _colour, _fixed, _quarter, by_bricks in rows:
            for actions in by_bricks.values():
                space.extend(actions)
            for n in (0, max(by_bricks) + 1):  # sizes no spot of this kind takes
                space.append({"type": "build", "spot": sid, "bricks": n, "white": 0, "influence": influence})
    space += [{"type": "honour", "card": c, "spot": sid} for c, card in t.honour_cards.items()
              if "porta_nigra_brick" in card["effect"] for sid in t.spots if t.building_of[sid] == "porta_nigra"]
    space += [{"type": "split", "vp": vp} for vp in range(-1, 40)]
    space += [{"type": "choose_start", "seat": s} for s in range(-1, game.players + 1)]
    return space


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_move_is_refused_by_a_named_check_exactly_when_it_is_not_legal(players):
    game = new_game(players, seed=40 + players)
    rng, checked = random.Random(players), 0
    space = action_space(game)
    while not game.is_over:
        if rng.random() < 0.25:
            legal = {tuple(sorted(a.items())) for a in game.legal_actions()}
            for action in space:
                if action["type"] not in PHASES[game.state["phase"]]:
                    continue
                refusal = game._explain(action)
                is_legal = tuple(sorted(action.items())) in legal
                assert (refusal is None) == is_legal, (game.state["phase"], action, refusal)
                assert refusal is None or refusal.rule in RULES
                checked += 1
        game.apply(rng.choice(game.legal_actions()))
    assert checked > 10_000
