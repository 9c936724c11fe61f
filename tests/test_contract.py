"""The rules contract (README, "The rules contract"), checked on Porta Nigra: shapes, saves, undo, determinism."""

import functools
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

import tabletop_widgets as tw
from tabletop_widgets.porta_nigra import ACTIONS, from_json, new_game, scenario


def played(seed=1, players=2, steps=40):
    return play_randomly(tw.porta_nigra, seed, players, steps)


@pytest.mark.parametrize("action, words", [
    ({"type": "buy", "icon": "buy-red"}, "needs the field 'shop'"),
    ({"type": "buy", "icon": "buy-red", "shop": "red", "extra": 1}, "has no field 'extra'"),
    ({"type": "build", "spot": "basilica.A1", "bricks": "2"},
     "field 'bricks' of a 'build' action must be a whole number"),
    ({"type": "build", "spot": "basilica.A1", "bricks": True}, "must be a whole number, not True"),
    ({"type": "build", "spot": "basilica.A1", "bricks": 2.0}, "must be a whole number"),
    ({"type": "split", "vp": None}, "must be a whole number, not None"),
    ({"type": "play_card", "card": "y" * 5000}, "a text of 5000 characters"),
])
def test_malformed_actions_are_refused_with_a_reason_naming_the_field(action, words):
    assert_refused_unchanged(played(), action, words)


def test_every_legal_action_is_explained_as_legal_and_others_are_refused():
    game = played(steps=25)
    for action in game.legal_actions():
        assert game.why_illegal(action) is None
    assert game.why_illegal({"type": "choose_start", "seat": 0})  # not between rounds


def test_a_damaged_starting_position_is_refused():
    data = json.loads(scenario().to_json())  # a scenario's save brings its start
    del data["start"]["market"]
    with pytest.raises(ValueError, match="does not have the fields of a Porta Nigra position"):
        from_json(json.dumps(data))
    data = json.loads(scenario().to_json())  # a scenario's save brings its start
    data["start"]["seats"][0]["bricks"] = "lots"
    with pytest.raises(ValueError, match="damaged"):
        from_json(json.dumps(data))


def test_undo_undoes_the_random_draws_an_action_caused():
    game = played(steps=30)
    while game.state["phase"] != "actions":
        game.apply(random.Random(0).choice(game.legal_actions()))
    before = game.to_json()
    game.apply({"type": "end_turn"})  # draws a card and may refill the market
    game.undo()
    assert game.to_json() == before


def test_new_game_checks_its_arguments():
    for kwargs, words in [({"players": 5}, "2 to 4 players"), ({"players": True}, "2 to 4 players"),
                          ({"seed": "x"}, "seed must be an integer"), ({"names": ["A"]}, "names must be 2"),
                          ({"first_player": 3}, "first_player"), ({"start_coins": -1}, "start_coins")]:
        with pytest.raises(ValueError, match=words):
            new_game(**kwargs)


def test_components_load_from_a_file_or_long_json_text_and_bad_ones_are_refused(tmp_path):
    components = tw.porta_nigra.default_components()
    text = json.dumps(components)
    assert len(text) > 10_000  # longer than any file name: must be read as JSON, not opened
    assert new_game(seed=3, components=text).to_json() == new_game(seed=3, components=components).to_json()
    mine = json.loads(text)
    mine["buildings"]["basilica"]["spots"][0]["vp"] = 10  # a player's own copy of the board
    (tmp_path / "mine.json").write_text(json.dumps(mine))
    game = new_game(seed=3, components=str(tmp_path / "mine.json"))
    assert game.t.spots["basilica.A1"]["vp"] == 10
    assert tw.porta_nigra.from_json(game.to_json()).t.spots["basilica.A1"]["vp"] == 10
    mine["colours"].pop("white")
    with pytest.raises(ValueError, match="'colours' must list exactly"):
        new_game(components=mine)
    with pytest.raises(ValueError, match="Cannot read Porta Nigra components"):
        new_game(components=str(tmp_path / "missing.json"))


def test_honour_cards_that_do_different_things_have_different_titles():
    # A learner picks an honour card by its title in menus and the log: one title must mean
    # one effect (the titles are reconstructed: the rulebook prints icons, not names).
    effect_of = {}
    for card in tw.porta_nigra.default_components()["honour_cards"]:
        what = (card["cost"], card["discard"], card["kind"], json.dumps(card["effect"], sort_keys=True))
        assert effect_of.setdefault(card["title"], what) == what, card["title"]


def test_view_checks_the_seat():
    with pytest.raises(ValueError, match="seat must be None"):
        new_game().view(7)


def test_breakdown_sums_to_scores_and_lists_categories_in_scoring_order(finished_game):
    game = finished_game(tw.porta_nigra, 2)
    assert game.is_over
    breakdown = game.score_breakdown()
    assert list(breakdown) == ["building spots", "honour cards", "intermediate scoring", "game end bonus",
                               "building card sets", "final scoring cards", "play area", "majorities"]
    assert game.scores() == [sum(v[s] for v in breakdown.values()) for s in range(game.players)]


# --------------------------------------------------------------------- property
ARBITRARY_ACTIONS = arbitrary_actions(ACTIONS, ["red", "black", "white", "buy-any", "build", "basilica.A1",
                                               "porta_nigra.3", "a1", "a5", "h05", "action", "token", "coins-4",
                                               "influence"],
                                      ints=(-3, 60))


@functools.cache
def played_120(seed: int):
    """Each seed's game is played once: a position after ``steps`` moves is its replay to
    that step (``at``: the same moves and draws, without choosing the moves again)."""
    return played(seed=seed, players=2 + seed % 3, steps=120)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.integers(0, 120), seed=st.integers(0, 50), action=ARBITRARY_ACTIONS)
def test_arbitrary_actions_apply_when_legal_or_raise_and_change_nothing(steps, seed, action):
    game = played_120(seed)
    assert_applies_or_changes_nothing(game.at(min(steps, len(game.history))), action)
