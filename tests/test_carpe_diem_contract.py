"""The rules contract (README, "The rules contract"), checked on Carpe Diem: shapes, saves, undo, determinism, views."""

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.contract_checks import (
    arbitrary_actions,
    assert_applies_or_changes_nothing,
    assert_refused_unchanged,
    play_randomly,
)

from tabletop_widgets import carpe_diem as cd
from tabletop_widgets.carpe_diem import ACTIONS, from_json, new_game, scenario


def played(seed=1, players=2, steps=40, movement="star"):
    return play_randomly(cd, seed, players, steps, movement=movement)


@pytest.mark.parametrize("action, words", [
    ({"type": "place", "row": 1}, "needs the field 'col'"),
    ({"type": "place", "row": 1, "col": 1, "turn": 1}, "has no field 'turn'"),
    ({"type": "place", "row": "1", "col": 1}, "field 'row' of a 'place' action must be a whole number"),
    ({"type": "move", "space": True}, "must be a whole number, not True"),
    ({"type": "move", "space": 1.0}, "must be a whole number"),
    ({"type": "move", "space": 1, "bread": 1}, "field 'bread' of a 'move' action must be true or false"),
    ({"type": "fulfil", "card": "A01", "times": None}, "must be a whole number, not None"),
    ({"type": "take", "tile": "y" * 5000}, "a text of 5000 characters"),
])
def test_malformed_actions_are_refused_with_a_reason_naming_the_field(action, words):
    assert_refused_unchanged(played(), action, words)


@pytest.mark.parametrize("seed", range(6))
def test_every_legal_action_is_legal_and_every_other_shaped_action_explains_itself(seed):
    game = played(seed=seed, players=2 + seed % 3, steps=20 + 37 * seed)
    legal = game.legal_actions()
    for action in legal:
        assert game.why_illegal(action) is None
        assert game.describe(action)
    probes = [{"type": "place_meeple", "space": 9}, {"type": "move", "space": 8}, {"type": "take", "tile": "light-01"},
              {"type": "place", "row": 9, "col": 0}, {"type": "return_fountain_card", "card": "F01"},
              {"type": "take_seal", "tile": "light-01"}, {"type": "place_disc", "circle": "nowhere"},
              {"type": "fulfil", "card": "A01", "times": 9}]
    for action in probes:
        reason = game.why_illegal(action)
        assert reason and reason != "That move is not available in this position." and reason.endswith((".", ")"))


def test_a_step_out_of_turn_says_what_comes_first():
    game = new_game(2, seed=1, first_player=0)
    assert game.why_illegal({"type": "store"}) == "Red must first put the patrician on a free semicircular space."


@pytest.mark.parametrize("damage, words", [
    (lambda start: start.pop("spaces"), "does not have the fields of a Carpe Diem position"),
    (lambda start: start["seats"][0].update(coins=-3), "negative or non-numeric stock"),
    (lambda start: start["seats"][0].update(district="lots"), "without a district"),
    (lambda start: start.update(seats=start["seats"][:1]), "2 to 4 seats"),
    (lambda start: start["options"].update(movement="zigzag"), "unknown movement rule"),
    (lambda start: start["spaces"][0].append(7), "damaged"),
])
def test_a_damaged_starting_position_is_refused(damage, words):
    data = json.loads(scenario().to_json())  # a scenario's save brings its start
    damage(data["start"])
    with pytest.raises(ValueError, match=words):
        from_json(json.dumps(data))


def test_undo_undoes_the_random_draws_an_action_caused():
    # The last scoring card of a period deals the next phase's tiles from the shuffled pile.
    game = played(steps=0)
    rnd = random.Random(4)
    while not (game.state["phase"] == "card" and len(game.state["scoring"]["cards"]) == 1
               and len(game.state["scoring"]["order"]) == 1):
        game.apply(rnd.choice(game.legal_actions()))
    before = game.to_json()
    game.apply(game.legal_actions()[0])
    assert game.state["game_phase"] == 2
    game.undo()
    assert game.to_json() == before


def test_new_game_checks_its_arguments():
    for kwargs, words in [({"players": 5}, "2 to 4 players"), ({"players": True}, "2 to 4 players"),
                          ({"seed": "x"}, "seed must be an integer"), ({"names": ["A"]}, "names must be 2"),
                          ({"first_player": 3}, "first_player"), ({"movement": "zigzag"}, "movement must be")]:
        with pytest.raises(ValueError, match=words):
            new_game(**kwargs)


def test_view_checks_the_seat_and_is_json():
    game = played(steps=60)
    with pytest.raises(ValueError, match="seat must be None"):
        game.view(7)
    for seat in (None, 0, 1):
        json.dumps(game.view(seat))
    assert json.dumps(game.view(None, reveal_all=True))


def test_the_teacher_view_shows_hidden_cards_but_never_pile_order():
    game = played(steps=400)
    while not any(s["fountain_cards"] for s in game.state["seats"]) and not game.is_over:
        game.apply(random.Random(1).choice(game.legal_actions()))
    teacher = game.view(None, reveal_all=True)
    public = game.view(None)
    holder = next(i for i, s in enumerate(game.state["seats"]) if s["fountain_cards"])
    faces = [c["id"] for c in teacher["seats"][holder]["fountain_faces"]]
    assert faces == game.state["seats"][holder]["fountain_cards"]
    assert public["seats"][holder]["fountain_faces"] is None or game.is_over
    text = json.dumps(teacher)
    assert not any(f'"{x}"' in text for x in game.state["light_pile"] + game.state["fountain_pile"])


def test_summary_and_prompt_say_whose_turn_it_is():
    game = new_game(3, seed=2, first_player=1)
    assert repr(game) == ("<Carpe Diem: 3 players, phase 1 of 4, round 1 of 7, "
                          "Blue to put the patrician on a free semicircular space>")


# --------------------------------------------------------------------- property
ARBITRARY_ACTIONS = arbitrary_actions(ACTIONS, ["light-01", "light-46", "dark-31", "F01", "A01", "C03", "r1c1-r2c1",
                                               "r0c0-r0c1", "store"],
                                      ints=(-3, 40))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.integers(0, 300), seed=st.integers(0, 50), action=ARBITRARY_ACTIONS)
def test_arbitrary_actions_apply_when_legal_or_raise_and_change_nothing(steps, seed, action):
    assert_applies_or_changes_nothing(played(seed=seed, players=2 + seed % 3, steps=steps), action)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.integers(0, 300), seed=st.integers(0, 50), pick=st.integers(0, 10_000))
def test_legal_actions_picked_at_random_always_apply(steps, seed, pick):
    game = played(seed=seed, players=2 + seed % 3, steps=steps)
    if not game.is_over:
        legal = game.legal_actions()
        game.apply(legal[pick % len(legal)])
