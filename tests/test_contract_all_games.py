"""What the rules contract promises for every game: one package shape, the view envelope,
determinism, exact saves, clear refusals of damaged or edited saves, undo. Each game's own
contract file tests the rest (its action shapes, its own view fields, Hypothesis over its
actions)."""

import importlib
import json
import random
import re
from pathlib import Path

import pytest
from support.contract_checks import assert_refused_unchanged, play_randomly

import tabletop_widgets as tw

GAMES = list(tw.games.values())
MODULES = ("rules", "explain", "view", "scoring", "components", "scenario")
ENVELOPE = ["game", "title", "players", "seat", "teacher", "current_player", "phase", "round", "seats", "log",
            "scores", "breakdown", "winners", "static"]


def played(module, seed=1, steps=60):
    return play_randomly(module, seed, 2, steps)


@pytest.fixture(params=GAMES, ids=lambda m: m.__name__.rsplit(".", 1)[-1])
def game_module(request):
    return request.param


def test_the_registry_lists_the_three_games_by_their_module_names():
    assert list(tw.games) == ["porta_nigra", "carpe_diem", "magna_roma"]
    for name, module in tw.games.items():
        assert module is getattr(tw, name) and name == module.new_game(seed=1).NAME


def test_every_game_package_has_the_same_modules_for_the_same_jobs(game_module):
    folder = Path(game_module.__file__).parent
    for name in MODULES:
        importlib.import_module(f"{game_module.__name__}.{name}")
    assert (folder / "components.json").is_file()
    game = game_module.new_game(seed=1)
    cls = type(game)
    # Refusals come from explain.py, the view and the words from view.py, one style (mixins).
    assert cls._explain.__module__ == f"{game_module.__name__}.explain"
    for method in ("view", "describe", "prompt", "summary"):
        assert getattr(cls, method).__module__ == f"{game_module.__name__}.view", method
    if hasattr(game_module, "Board"):
        assert game_module.Board.__module__ == f"{game_module.__name__}.board"


def test_the_view_carries_the_envelope_every_game_shares(game_module, finished_game):
    for game in (game_module.new_game(seed=2), played(game_module, seed=2), finished_game(game_module, 2)):
        for seat in (None, 0, 1):
            view = game.view(seat)
            assert list(view)[:len(ENVELOPE)] == ENVELOPE
            assert json.loads(json.dumps(view)) == view
            assert (view["game"], view["title"], view["players"], view["seat"]) == (game.NAME, game.TITLE, 2, seat)
            assert view["current_player"] == game.current_player
            assert isinstance(view["phase"], str) and isinstance(view["round"], int) and view["round"] >= 1
            for i, info in enumerate(view["seats"]):
                assert list(info)[:4] == ["seat", "name", "colour", "vp"] and info["seat"] == i
                assert re.fullmatch(r"#[0-9a-f]{6}", info["colour"]), info["colour"]
                assert info["vp"] == game.scores()[i]
            assert [e["text"] for e in view["log"]] == [e["text"] for e in game.log]  # the whole game
            for entry in view["log"]:
                assert list(entry) == ["seat", "kind", "text", "action"]
            assert view["scores"] == game.scores() and view["breakdown"] == game.score_breakdown()
            assert view["winners"] == (game.winners() if game.is_over else None)
            assert isinstance(view["static"], dict) and view["static"]
        assert game.view(0)["static"] == game_module.new_game(seed=2).view(None)["static"], "static never changes"
    assert game.is_over and view["winners"]


def test_the_result_names_the_winners_once_the_game_is_over(game_module, finished_game):
    assert game_module.new_game(seed=2).result() == ""
    game = finished_game(game_module, 2)
    names = [game.name(s) for s in game.winners()]
    assert game.is_over and game.result() == (f"{names[0]} wins" if len(names) == 1 else " and ".join(names) + " win")


@pytest.mark.parametrize("seat", [True, False, 99, 2, -1, "0", 1.0, [0]])
def test_a_bad_seat_is_refused_with_a_value_error(game_module, seat):
    with pytest.raises(ValueError, match="seat must be None"):
        game_module.new_game(seed=1).view(seat)


def test_each_applied_action_is_named_by_the_log_entries_it_writes(game_module):
    game = game_module.new_game(seed=3)
    assert all(entry["action"] is None for entry in game.view()["log"])  # the set-up
    rnd = random.Random(3)
    secret = type(game).SECRET_FIELDS
    tagged = 0
    for _ in range(120):
        if game.is_over:
            break
        action = rnd.choice(game.legal_actions())
        logged = len(game.log)
        game.apply(action)
        new = game.view(0, reveal_all=True)["log"][-(len(game.log) - logged):] if len(game.log) > logged else []
        hidden = secret.get(action["type"], ())
        for entry in new:
            assert entry["action"] == {k: v for k, v in action.items() if k not in hidden}
            tagged += 1
    assert tagged >= 100
    assert type(game).from_json(game.to_json()).to_json() == game.to_json()  # the tags survive a save


def test_no_view_carries_a_log_entry_s_data(game_module):
    game = played(game_module, seed=4)
    assert any(entry["data"] for entry in game.log)
    for seat in (None, 0, 1):
        assert all("data" not in entry for entry in game.view(seat)["log"])


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


def test_breakdown_sums_to_scores(game_module, finished_game):
    game = finished_game(game_module, 2)
    assert game.is_over
    breakdown = game.score_breakdown()
    assert list(breakdown) == list(game.PLAY_CATEGORIES) + list(game.final_categories())
    assert game.scores() == [sum(points[seat] for points in breakdown.values()) for seat in range(game.players)]


def test_editing_the_default_components_changes_no_game(game_module):
    # A tutorial hands default_components() to the learner to edit into a set of their own:
    # editing it must not change the cached set that every new game shares.
    mine = game_module.default_components()
    mine.clear()
    assert game_module.default_components(), "the shipped set was changed through a copy"
    game = game_module.new_game(players=2, seed=3)
    assert game.legal_actions()
