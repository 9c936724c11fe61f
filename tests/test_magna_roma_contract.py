"""The rules contract (README, "The rules contract"), checked on Magna Roma: shapes, saves, undo, views, components."""

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
from support.magna_roma_invariants import check_view_hides

import tabletop_widgets as tw
from tabletop_widgets.magna_roma import (
    ACTIONS,
    MagnaRoma,
    default_components,
    from_json,
    load_components,
    new_game,
    scenario,
)

PROVENANCE = ("rulebook", "public", "reconstructed")


def played(seed=1, players=2, steps=60):
    return play_randomly(tw.magna_roma, seed, players, steps)


@pytest.mark.parametrize("action, words", [
    ({"type": "place", "row": 0, "col": 1}, "needs the field 'rotation'"),
    ({"type": "place", "row": 0, "col": 1, "rotation": 0, "extra": 1}, "has no field 'extra'"),
    ({"type": "place", "row": "0", "col": 1, "rotation": 0}, "field 'row' of a 'place' action must be a whole number"),
    ({"type": "place", "row": 0, "col": True, "rotation": 0}, "must be a whole number, not True"),
    ({"type": "place", "row": 0, "col": 1, "rotation": 1.0}, "field 'rotation'"),
    ({"type": "choose_tile", "slot": None}, "must be a whole number, not None"),
    ({"type": "build", "monument": "y" * 5000, "row": 0, "col": 0}, "a text of 5000 characters"),
    ({"type": "trade", "pay": ["coins"]}, "field 'pay' of a 'trade' action must be a text"),
])
def test_malformed_actions_are_refused_with_a_reason_naming_the_field(action, words):
    assert_refused_unchanged(played(), action, words)


def test_every_legal_action_is_legal_and_described_and_a_wrong_phase_is_explained():
    for steps in (0, 5, 9, 40, 41, 42):
        game = played(steps=steps)
        for action in game.legal_actions():
            assert game.why_illegal(action) is None
            assert game.describe(action)[0].isupper() and "{" not in game.describe(action)
        assert game.prompt() and game.name(game.current_player) in game.summary()
    game = played(steps=2)  # both first tiles are chosen: the last chooser places
    assert game.state["phase"] == "place"
    assert "Your turn ends by reserving your next tile" in game.why_illegal({"type": "end_turn"})
    assert "Place your tile first" in game.why_illegal({"type": "skip_action"})


@pytest.mark.parametrize("damage, words", [
    (lambda s: s.pop("draft"), "does not have the fields of a Magna Roma position"),
    (lambda s: s["seats"][0].update(coins="lots"), "missing or negative stock"),
    (lambda s: s["seats"][0].update(legions=-2), "missing or negative stock"),
    (lambda s: s["seats"][0].update(city=[]), "without a city grid"),
    (lambda s: s.update(seats=[]), "1 to 4 seats"),
    (lambda s: s.update(solo={"level": "I", "objectives": []}), "solo game exactly when it has one seat"),
    (lambda s: s.update(components={"rules": {}}), "unusable components"),
])
def test_a_damaged_starting_position_is_refused(damage, words):
    data = json.loads(scenario().to_json())  # a scenario's save brings its start
    damage(data["start"])
    with pytest.raises(ValueError, match=words):
        from_json(json.dumps(data))


def test_undo_undoes_the_refill_draw_an_action_caused():
    game = played(steps=6)
    rnd = random.Random(0)
    while game.state["phase"] != "end":
        game.apply(rnd.choice(game.legal_actions()))
    before = game.to_json()
    deck = len(game.state["decks"][0])
    game.apply(next(a for a in game.legal_actions() if a["type"] == "choose_tile"))  # refills a slot from the deck
    assert len(game.state["decks"][0]) == deck - 1
    game.undo()
    assert game.to_json() == before


def test_new_game_checks_its_arguments():
    for kwargs, words in [({"players": 5}, "1 to 4 players"), ({"players": True}, "1 to 4 players"),
                          ({"seed": "x"}, "seed must be an integer"), ({"names": ["A"]}, "names must be 2"),
                          ({"first_player": 3}, "first_player"), ({"decks": 4}, "decks must be 2 or 3"),
                          ({"players": 1, "level": "IV"}, "level must be one of I, II, III"),
                          ({"players": 2, "level": "III"}, "a 2-player game has none"),
                          ({"components": {"rules": {}}}, "cannot be used")]:
        with pytest.raises(ValueError, match=words):
            new_game(**kwargs)


def test_view_checks_the_seat_and_never_shows_a_deck_even_to_the_teacher():
    game = played(steps=30)
    with pytest.raises(ValueError, match="seat must be None"):
        game.view(7)
    teacher = json.dumps(game.view(reveal_all=True))
    for tile in game.state["decks"][0][-5:]:
        assert f'"{tile}"' not in teacher
    assert game.view(0)["decks"] == [len(d) for d in game.state["decks"]]


def test_the_leak_check_catches_a_face_down_tile(monkeypatch):
    game = played(steps=10)
    hidden = game.state["decks"][0][-1]
    real = MagnaRoma.view
    monkeypatch.setattr(MagnaRoma, "view", lambda self, seat=None, reveal_all=False: {
        **real(self, seat), "oops": [hidden]})
    with pytest.raises(AssertionError, match="face-down"):
        check_view_hides(game, 0)


def test_breakdown_sums_to_scores_and_lists_categories_in_scoring_order():
    game = played(players=1, steps=3000)
    assert game.is_over
    breakdown = game.score_breakdown()
    assert list(breakdown) == ["prestige", "trade tokens", "market", "pantheon", "monuments", "provinces",
                               "military", "solo objectives"]
    assert game.scores() == [sum(v[0] for v in breakdown.values())]
    assert game.summary() == "solo, game over"


# --------------------------------------------------------------------- components
def test_every_component_value_carries_its_provenance():
    comp = default_components()
    entries = [comp["rules"], comp["city_tracks"], comp["market"], comp["military"], comp["pantheon"], comp["solo"]]
    for section in ("colours", "icons", "symbols"):
        entries += comp[section].values()
    for section in ("town_centres", "tiles", "trade_tokens", "monuments", "provinces"):
        entries += comp[section]
    entries += comp["solo"]["objectives"]
    for entry in entries:
        assert entry["source"].startswith(PROVENANCE), entry
    counts = {c: sum(1 for t in comp["tiles"] if t["colour"] == c) for c in ("red", "purple", "brown")}
    assert counts == {"red": 32, "purple": 32, "brown": 32}
    assert (len(comp["town_centres"]), len(comp["monuments"]), len(comp["provinces"]),
            len(comp["trade_tokens"])) == (4, 12, 10, 6)
    assert sorted(o["level"] for o in comp["solo"]["objectives"]) == ["I"] * 4 + ["II"] * 4 + ["III"] * 4


def test_users_can_load_their_own_components(tmp_path):
    mine = json.loads(json.dumps(default_components()))
    mine["symbols"]["prestige"]["same"] = 4
    path = tmp_path / "my_copy.json"
    path.write_text(json.dumps(mine))
    game = new_game(2, seed=3, components=str(path))
    assert game.t.symbols["prestige"]["same"] == 4
    assert from_json(game.to_json()).t.symbols["prestige"]["same"] == 4
    assert load_components(json.dumps(mine))["symbols"]["prestige"]["same"] == 4  # JSON text works too
    for broken, words in [({**mine, "tiles": mine["tiles"][:50]}, "4 players need 96 city tiles"),
                          ({**mine, "rules": {**mine["rules"], "city_size": 6}}, "5 x 5 grid"),
                          ({k: v for k, v in mine.items() if k != "market"}, "'market' section is missing")]:
        with pytest.raises(ValueError, match=words):
            load_components(broken)
    with pytest.raises(ValueError, match="Cannot read Magna Roma components"):
        load_components(str(tmp_path / "missing.json"))


# --------------------------------------------------------------------- property
ARBITRARY_ACTIONS = arbitrary_actions(ACTIONS, ["mausoleum", "forum", "odeon", "africa", "dalmatia", "legions", "coins",
                                     "coins+population", "r01"],
                                      ints=(-6, 12))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.integers(0, 160), seed=st.integers(0, 50), action=ARBITRARY_ACTIONS)
def test_arbitrary_actions_apply_when_legal_or_raise_and_change_nothing(steps, seed, action):
    assert_applies_or_changes_nothing(played(seed=seed, players=1 + seed % 4, steps=steps), action)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.integers(0, 160), seed=st.integers(0, 50), pick=st.integers(0, 10_000))
def test_near_miss_actions_from_legal_ones_apply_or_explain_themselves(steps, seed, pick):
    """Legal actions with one field nudged: well-shaped, often illegal, always explained."""
    game = played(seed=seed, players=1 + seed % 4, steps=steps)
    legal = game.legal_actions()
    if not legal:
        return
    action = dict(legal[pick % len(legal)])
    fields = [k for k in action if k != "type"]
    if fields:
        name = fields[pick % len(fields)]
        action[name] = action[name] + 1 + pick % 3 if isinstance(action[name], int) else action[name][::-1]
    before = game.to_json()
    reason = game.why_illegal(action)
    if reason is None:
        game.apply(action)
    else:
        assert reason[0].isupper() and reason.endswith((".", ")")), reason
        assert reason != "That move is not available in this position.", action  # the rule is named
        assert game.to_json() == before
