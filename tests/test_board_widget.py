"""The board widget in Python, without a kernel: it carries its session (what a board decides
is tests/test_session.py's): the traits it syncs, messages in and refusals out, what the
browser may not set, the view it sends, its repr."""

import dataclasses

import pytest
from support.board_messages import send
from support.browser_copy import BrowserCopy
from support.sessions import PIECES, finish_turn

import tabletop_widgets as tw
from tabletop_widgets.core.rulebook import ACTION_FORM
from tabletop_widgets.porta_nigra import Board, new_game


def intent(board, action):
    send(board, {"kind": "intent", "action": action})


def synced(board, browser):
    """The game data the browser receives for this board: the view it builds from the synced
    keyframe and deltas, and the other synced traits."""
    names = ("choices", "error", "status", "handoff", "can_undo", "seat_labels")
    return {"view": browser.view, **{name: getattr(board, name) for name in names}}


def test_repr_is_meaningful_and_stable():
    board = Board(new_game(players=2, seed=7))
    assert repr(board) == ("<Porta Nigra board: 2 players, round 1 of 3, Green to play "
                           "(place the master builder in a quarter)>")


def test_the_board_carries_its_esm_with_the_shared_helpers_inlined():
    esm = Board(new_game(seed=1))._esm
    assert "export default" in esm and "./shared.js" not in esm and "function h(" in esm


@pytest.mark.parametrize("bad", [{"type": "no-such-action"}, {"type": 5}, "garbage", None, "x" * 100_000,
                                 {"type": "build", "spot": ["a"], "bricks": {}}, 3.5, [1, 2]])
def test_malformed_intents_change_nothing_and_show_a_reason(bad):
    game = new_game(players=2, seed=7)
    board = Board(game)
    before = game.to_json()
    intent(board, bad)
    assert game.to_json() == before
    assert board.error and len(board.error) < 400


@pytest.mark.parametrize("content", [None, "garbage", 7, {"kind": "nonsense"}, {"no": "kind"}, {"kind": "intent"},
                                     {"kind": "undo", "extra": [1] * 10}])
def test_malformed_messages_never_raise_and_change_nothing(content):
    game = new_game(players=2, seed=7)
    board = Board(game)
    before = game.to_json()
    send(board, content)
    assert game.to_json() == before
    assert board.error



def test_no_other_seats_hand_is_ever_synced_in_hot_seat_play():
    game = new_game(players=3, seed=11)
    board = Board(game)
    browser = BrowserCopy(board)
    for _ in range(9):
        data = synced(board, browser)
        assert data["view"] == board.view
        shown = data["view"]["seat"]
        for seat, info in enumerate(data["view"]["seats"]):
            assert info["hand"] is None or seat == shown
            assert isinstance(info["deck"], int)
        # The choices are the shown player's own moves (their cards), or none at all.
        assert not data["choices"] or shown == game.current_player
        finish_turn(board)
        if board.handoff:
            assert all(info["hand"] is None for info in board.view["seats"])
            send(board, {"kind": "handoff"})


def test_play_from_python_raises_and_shows_the_reason():
    board = Board(new_game(seed=1))
    with pytest.raises(tw.IllegalAction):
        board.play({"type": "end_turn"})
    assert "master builder" in board.error


def test_teacher_view_shows_every_hand_but_no_deck_order():
    game = new_game(players=3, seed=5)
    board = Board(game, teacher=True)
    assert all(seat["hand"] is not None for seat in board.view["seats"])
    assert all(isinstance(seat["deck"], int) for seat in board.view["seats"])
    board.teacher = False
    assert sum(seat["hand"] is not None for seat in board.view["seats"]) == 1


def test_the_static_view_block_is_its_own_trait_and_is_sent_once():
    game = new_game(players=2, seed=7)
    board = Board(game, bots={1: "random"})
    assert "static" not in board.view and board.static == game.view(0)["static"]
    sent = []
    board.observe(lambda change: sent.append(change), names="static")
    for _ in range(6):
        board.play(game.legal_actions()[0])
    assert sent == [] and board.static == game.view(0)["static"]
    assert board.view["log"][-1]["action"] is not None  # the board can show the last move


def test_a_refusal_sends_the_rule_it_cites_and_the_browser_cannot_set_it():
    game = new_game(players=2, seed=7)
    board = Board(game)
    malformed = {"type": "no-such-action"}
    intent(board, malformed)
    assert board.error == game.why_illegal(malformed) and board.cite == ACTION_FORM.cite()
    # The browser may try to set the citation (or clear it): Python's value stays, and is sent back.
    sent = []
    board.send_state = sent.append  # what ipywidgets would send the browser
    for forged in ({"cite": {"title": "Anything goes"}}, {"cite": {}}, {"cite": None, "error": ""}):
        synced_before = board.get_state()
        board.set_state(forged)
        assert board.get_state() == synced_before and board.cite == ACTION_FORM.cite()
        assert sorted(sent.pop()) == sorted(forged)
    del board.send_state
    with pytest.raises(tw.IllegalAction):
        board.play(malformed)  # from Python: the same citation
    assert board.cite == ACTION_FORM.cite()
    send(board, {"kind": "undo"})  # the board's refusal, no rule's: nothing cited
    assert "nothing to undo" in board.error and board.cite == {}
    intent(board, malformed)
    intent(board, {"type": "place_master_builder", "quarter": "black"})  # a move clears both
    assert board.error == "" and board.cite == {}


@pytest.mark.parametrize("name", sorted(PIECES))
def test_a_board_holds_a_session_with_its_games_pieces_and_syncs_what_its_frame_shows(name):
    module = tw.games[name]
    assert module.Board.PIECES is PIECES[name]  # what the sessions of tests/support/sessions.py hold
    board = module.Board(module.new_game(players=2, seed=3, first_player=0), bots={1: "random"})
    for _ in range(3):
        intent(board, board.choices[-1]["action"])
    frame = board.session.frame()
    for field in dataclasses.fields(frame):
        synced = board.view if field.name == "view" else getattr(board, field.name)
        assert synced == getattr(frame, field.name), field.name
