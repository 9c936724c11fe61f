"""Any message the browser sends, to every board: the browser is not trusted (js/README.md, "The widget protocol"), so
whatever arrives, the kernel sees no traceback, the answer is a short reason, the game changes
only by a move that was legal for the player at the screen (or an undo), a synced trait the
browser sets is put back, and the browser's copy of the view stays the view Python shows."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.board_messages import send
from support.browser_copy import BrowserCopy

import tabletop_widgets as tw

BOARDS = [name for name, module in tw.games.items() if hasattr(module, "Board")]
KINDS = ["intent", "explain", "undo", "handoff", "show", "seek", "resend"]
TRAITS = ["teacher", "choices", "keyframe", "view_delta", "static", "error", "handoff", "can_undo", "revision",
          "lesson"]

junk = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 10**6) | st.floats(allow_nan=True) | st.text(max_size=12)
    | st.sampled_from(["cell:0,0", "draft:0", "spot:1", "card:x", "button:end", "", "x" * 5000]),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.sampled_from(["type", "kind", "to", "spot", "a"]), inner, max_size=4),
    max_leaves=10)


@st.composite
def message(draw):
    """A message as a browser might send it: junk, a known kind with junk in it, or one of
    the game's legal moves now (maybe with a field made junk), which Python picks by index."""
    shape = draw(st.sampled_from(["junk", "kind", "legal", "legal, spoiled", "set traits"]))
    if shape == "junk":
        return draw(junk)
    if shape == "set traits":  # an "update" message: the browser sets synced traits
        return {"set traits": draw(st.dictionaries(st.sampled_from(TRAITS) | st.text(max_size=6), junk,
                                                   min_size=1, max_size=3))}
    if shape == "kind":
        content = {"kind": draw(st.sampled_from(KINDS) | st.text(max_size=6))}
        for key in draw(st.lists(st.sampled_from(["action", "target", "to"]), max_size=2)):
            content[key] = draw(junk)
        return content
    return {"kind": "intent", "legal": draw(st.integers(0, 10_000)), "spoil": shape.endswith("spoiled") and draw(junk)}


def concrete(game, content):
    """Turn a "legal move by index" placeholder into the intent the browser would send."""
    if not (isinstance(content, dict) and "legal" in content):
        return content
    legal = game.legal_actions()
    action = dict(legal[content["legal"] % len(legal)]) if legal else {"type": "end_turn"}
    if content["spoil"] is not False:
        fields = sorted(key for key in action if key != "type") or ["type"]
        action[fields[content["legal"] % len(fields)]] = content["spoil"]
    return {"kind": "intent", "action": action}


@pytest.mark.parametrize("name", BOARDS)
@given(opening=st.integers(0, 12), bots=st.booleans(), messages=st.lists(message(), min_size=1, max_size=8))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_no_message_from_the_browser_breaks_a_board(name, opening, bots, messages):
    module = tw.games[name]
    game = module.new_game(players=2, seed=opening, first_player=0)
    board = module.Board(game, bots={1: "random"} if bots else None)
    for _ in range(opening):  # somewhere in the game, not only at its start
        if game.is_over or not game.legal_actions() or board.handoff:
            break
        board.play(game.legal_actions()[0])
    browser = BrowserCopy(board)  # a browser that draws the board now
    browser.settle()
    for content in messages:
        if isinstance(content, dict) and "set traits" in content:
            synced = board.get_state()
            board.set_state(content["set traits"])  # as ipywidgets hands an update from the browser to the board
            assert board.get_state() == synced  # every synced trait is Python's: nothing the browser sets is kept
            continue
        content = concrete(game, content)
        before, moves = game.to_json(), len(game.history)
        kind = content.get("kind") if isinstance(content, dict) else None
        may_move = kind == "intent" and not board.handoff and game.why_illegal(content.get("action")) is None
        send(board, content)  # as ipywidgets hands a browser's message to the board
        assert isinstance(board.error, str) and len(board.error) < 600, board.error
        assert not board.error.startswith("The board could not handle"), (content, board.error)  # no crash inside
        if kind == "undo":
            assert len(game.history) <= moves
        elif game.to_json() != before:
            assert may_move, f"{content} changed the game but was not a legal move for the player at the screen"
            assert len(game.history) > moves
        browser.settle()
        assert browser.view == board.view
