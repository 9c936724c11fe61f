"""The view travels as deltas (core/delta.py, js/shared.js applyDelta): whatever the change,
the browser's copy equals the view Python shows, and a browser that missed a delta is
sent the whole view again."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.board_messages import send
from support.browser_copy import BrowserCopy

import tabletop_widgets as tw
from tabletop_widgets.core.delta import apply, diff, diff_sized, larger_than, size

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 5) | st.floats(allow_nan=False, allow_infinity=False)
    | st.sampled_from(["a", "b", "log line", "Ünïcode – ✓", 'say "hi"\n']),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.sampled_from("abcdef"), inner, max_size=5),
    max_leaves=30)


def patches_beat_replacing(delta, new) -> bool:
    """Whether every patch in ``delta``, at every level, is smaller than replacing its value."""
    op = delta[0]
    if op == "=":
        return True
    if size(delta) >= size(["=", new]):
        return False
    if op == "o":
        return all(patches_beat_replacing(sub, new[key]) for key, sub in delta[1].items())
    if op == "l":  # its indices count in the list after the drop: new's own
        return all(patches_beat_replacing(sub, new[i]) for i, sub in delta[2])
    return True  # "s": plain items


# One test for the properties of a delta between two values: each pair is drawn (the costly
# part) once and checked for all of them.
@given(json_values, json_values)
@settings(max_examples=400, deadline=None)
def test_a_delta_gives_the_new_value_costs_less_than_replacing_and_knows_its_size(old, new):
    delta = diff(old, new)
    assert apply(old, delta) == new
    assert json.loads(json.dumps(delta)) == delta  # plain JSON, as it is sent
    if delta is not None:
        assert size(delta) <= size(["=", new]), "never costs more than replacing"
        # A patch is kept without measuring the value it replaces only when it surely is smaller.
        assert patches_beat_replacing(delta, new), "every patch in it is smaller than replacing its value"
    found = diff_sized(old, new)
    assert found is None or found[1] == size(found[0]), "its size summed from its parts is its length on the wire"


def test_keys_equal_in_python_are_measured_as_they_go_on_the_wire():
    # 1.0 == True in Python, but as keys they are sent as "1.0" and "true".
    for old, new in (({1.0: "y", "z": "qq"}, {1.0: "w", "z": "qq"}), ({True: "y", "z": "qq"}, {True: "w", "z": "qq"})):
        found = diff_sized(old, new)
        assert found[1] == size(found[0])


@given(json_values, st.integers(0, 300))
@settings(max_examples=400, deadline=None)
def test_larger_than_is_never_wrong(value, limit):
    # A value is measured only when the quick look cannot tell: the look must never be wrong.
    if larger_than(value, limit):
        assert size(value) > limit


def test_a_tile_put_into_a_sorted_list_sends_only_that_tile():
    city = [{"row": r, "col": 0, "id": f"t{r}", "sides": ["coins", None, "military", "favour"]} for r in range(8)]
    new = city[:3] + [{"row": 2, "col": 1, "id": "new", "sides": []}] + city[3:]
    assert diff(city, new) == ["s", 3, 0, [{"row": 2, "col": 1, "id": "new", "sides": []}]]


def test_a_sliding_log_sends_only_the_new_lines():
    old = {"log": [{"text": f"line {i}"} for i in range(40)], "round": 1}
    new = {"log": old["log"][2:] + [{"text": "line 40"}, {"text": "line 41"}], "round": 1}
    assert diff(old, new) == ["o", {"log": ["l", 2, [], [{"text": "line 40"}, {"text": "line 41"}]]}, []]


BOARDS = [(name, players) for name, module in tw.games.items() if hasattr(module, "Board") for players in (2, 4)]


@pytest.mark.parametrize("name, players", BOARDS)
def test_the_browser_copy_follows_a_whole_game_of_hot_seat_play(name, players):
    module = tw.games[name]
    game = module.new_game(players=players, seed=4)
    board = module.Board(game)
    browser = BrowserCopy(board)
    late = None
    bot = tw.RandomBot(seed=players)
    deltas = keyframes = 0
    while not game.is_over:
        before = (board.keyframe["rev"], board.view_delta.get("rev"))
        if board.handoff:
            send(board, {"kind": "handoff"})
        else:
            send(board, {"kind": "intent", "action": bot.choose(game)})
            assert board.error == ""
        keyframes += board.keyframe["rev"] != before[0]
        deltas += board.view_delta.get("rev") != before[1]
        assert browser.view == board.view and browser.gaps == 0
        if len(game.history) == 20:
            late = BrowserCopy(board)  # a board shown again mid-game: it starts from what is synced now
    assert deltas > 5 * keyframes, (deltas, keyframes)  # the point of it: most moves send a delta
    # The late browser missed the deltas before it came: it asks, and gets the whole view.
    late.settle()
    assert late.view == board.view
