"""What the rules contract promises for every game: determinism, exact saves, clear refusals
of damaged or edited saves, undo. Each game's own contract file tests the rest (its action
shapes, its views, Hypothesis over its actions)."""

import json
import re

import pytest
from contract_checks import assert_refused_unchanged, play_randomly

import tabletop_widgets as tw

GAMES = [tw.porta_nigra, tw.carpe_diem, tw.magna_roma]


def played(module, seed=1, steps=60):
    return play_randomly(module, seed, 2, steps)


@pytest.fixture(params=GAMES, ids=lambda m: m.__name__.rsplit(".", 1)[-1])
def game_module(request):
    return request.param


@pytest.mark.parametrize("action, words", [
    ({"type": "no-such-action"}, "There is no action of type 'no-such-action'"),
    ({"type": 5}, "'type' field must be a text"),
    ("garbage", "must be a dict"),
    (None, "must be a dict"),
    ("x" * 100_000, "a text of 100000 characters"),
    ({}, "'type' field must be a text"),
])
def test_malformed_actions_are_refused_with_a_reason_naming_the_field(game_module, action, words):
    assert_refused_unchanged(played(game_module), action, words)


def test_same_seed_and_actions_give_the_same_game_and_other_seeds_differ(game_module):
    assert played(game_module, seed=5).to_json() == played(game_module, seed=5).to_json()
    assert game_module.new_game(seed=5).to_json() != game_module.new_game(seed=6).to_json()


def test_round_trip_is_exact_and_undo_survives_loading(game_module):
    game = played(game_module, steps=90)
    text = game.to_json()
    loaded = game_module.from_json(text)
    assert loaded.to_json() == text
    game.undo()
    loaded.undo()
    assert loaded.to_json() == game.to_json()


@pytest.mark.parametrize("damage, words", [
    (lambda t, name: "garbage", "not valid JSON"),
    (lambda t, name: t[: len(t) // 2], "not valid JSON"),
    (lambda t, name: "[1, 2]", "not a tabletop-widgets saved game"),
    (lambda t, name: t.replace(f'"game":"{name}"', '"game":"chess"'), "game of 'chess'"),
    (lambda t, name: re.sub(r'"version":\d+', '"version":99', t, count=1), "format version 99"),
    (lambda t, name: None, "JSON text, not NoneType"),
])
def test_damaged_saves_raise_a_clear_value_error(game_module, damage, words):
    game = played(game_module)
    with pytest.raises(ValueError, match=words):
        game_module.from_json(damage(game.to_json(), game.NAME))


def test_an_edited_position_is_refused(game_module):
    data = json.loads(played(game_module).to_json())
    data["state"]["seats"][0]["name"] = "Cheat"
    with pytest.raises(ValueError, match="does not follow from its set-up"):
        game_module.from_json(json.dumps(data))


def test_an_edited_history_is_refused(game_module):
    data = json.loads(played(game_module).to_json())
    data["actions"][0] = dict(data["actions"][0], type="no-such-move")
    with pytest.raises(ValueError, match="move 1 is not legal there"):
        game_module.from_json(json.dumps(data))


def test_undo_with_no_history_is_refused(game_module):
    with pytest.raises(tw.IllegalAction, match="nothing to undo"):
        game_module.new_game(seed=1).undo()


def test_breakdown_sums_to_scores(game_module):
    game = played(game_module, steps=5000)
    assert game.is_over
    breakdown = game.score_breakdown()
    assert list(breakdown) == list(game.PLAY_CATEGORIES) + list(game.final_categories())
    assert game.scores() == [sum(points[seat] for points in breakdown.values()) for seat in range(game.players)]
