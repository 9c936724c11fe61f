"""Hidden information stays hidden: no seed in what a seat sees or a board syncs, no trait the
browser sets can widen the view, and undo is never a peek at the deck
(docs/rulings.md, "Undo and hidden information")."""

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st
from support.board_messages import send
from support.sessions import said, session_for

import tabletop_widgets as tw
from tabletop_widgets.core.game import _count
from tabletop_widgets.porta_nigra import Board

SEED = 987_654_321_987  # long enough that its digits never turn up by chance
GAMES = [(tw.porta_nigra, p) for p in (2, 3, 4)] + [(tw.carpe_diem, p) for p in (2, 3, 4)] + \
        [(tw.magna_roma, p) for p in (1, 2, 3, 4)]


def secrets(game) -> list[str]:
    """What would rebuild the hidden cards: the seed and the generator's state."""
    return [str(SEED), str(game.state["rng"])]


def synced(board) -> str:
    """Everything the board syncs to the browser, as the browser receives it."""
    return json.dumps(board.get_state(), sort_keys=True, default=str)


@pytest.mark.parametrize("module, players", GAMES, ids=lambda x: getattr(x, "__name__", str(x)).split(".")[-1])
def test_no_seat_ever_sees_the_seed_or_the_generator(module, players):
    game = module.new_game(players=players, seed=SEED)
    rnd = random.Random(players)
    while True:
        for seat in [None, *range(players)]:
            text = json.dumps(game.view(seat))
            assert not [s for s in secrets(game) if s in text], (seat, len(game.history))
        assert str(SEED) not in repr(game) and str(SEED) not in json.dumps(game.log)
        if game.is_over:
            break
        game.apply(rnd.choice(game.legal_actions()))
    assert json.loads(game.to_json())["setup"]["seed"] == SEED  # the owner's file keeps it


def test_a_fresh_random_seed_is_not_printed_either():
    game = tw.porta_nigra.new_game(players=2)
    seed = json.loads(game.to_json())["setup"]["seed"]
    assert str(seed) not in json.dumps(game.view(None)) + json.dumps(game.log)


@pytest.mark.parametrize("module", [tw.porta_nigra, tw.carpe_diem], ids=["porta_nigra", "carpe_diem"])
def test_nothing_a_board_syncs_carries_the_seed_over_a_whole_hot_seat_game(module):
    game = module.new_game(players=3, seed=SEED)
    board = module.Board(game)
    rnd = random.Random(3)
    while not game.is_over:
        if board.handoff:
            send(board, {"kind": "handoff"})
        text = synced(board)
        assert not [s for s in secrets(game) if s in text]
        board.play(rnd.choice(game.legal_actions()))
    assert str(SEED) not in synced(board)


# ---------------------------------------------------------------- the browser is not trusted

def browser_update(board, state: dict) -> None:
    """What a comm 'update' message from the browser does (model.set(...); save_changes())."""
    board._handle_msg({"content": {"data": {"method": "update", "state": state}}, "buffers": []})


def test_the_browser_cannot_switch_on_the_teacher_view_or_change_any_synced_trait():
    game = tw.porta_nigra.new_game(players=2, seed=4)
    board = Board(game)
    send(board, {"kind": "intent", "action": {"type": "place_master_builder", "quarter": "red"}})
    board.play({"type": "play_card", "card": game.state["seats"][game.current_player]["hand"][0]})
    board.play({"type": "end_turn"})  # the curtain is down: the next player must confirm
    assert board.handoff
    before = synced(board)
    for name in [*board.keys, "teacher", "free_undo"]:
        for value in (True, 1, "x", None, [], {}):
            browser_update(board, {name: value})
    browser_update(board, {"teacher": True, "handoff": "", "can_undo": True, "view": {"seats": []}})
    assert synced(board) == before
    assert board.teacher is False and board.handoff
    assert all(seat["hand"] is None for seat in board.view["seats"])
    # Behind the curtain, no seat can act: not even for the player to move.
    send(board, {"kind": "intent", "action": game.legal_actions()[0]})
    assert "must confirm" in board.error and len(game.history) == 3


def test_a_seat_cannot_act_for_another_even_after_the_browser_tries_every_trait():
    game = tw.porta_nigra.new_game(players=2, seed=4, first_player=0)
    board = Board(game, bots={1: "random"})
    board.play({"type": "place_master_builder", "quarter": "red"})
    board.play({"type": "play_card", "card": game.state["seats"][0]["hand"][0]})
    for name in board.keys:
        browser_update(board, {name: 1})
    browser_update(board, {"teacher": True})
    assert board.view["seats"][1]["hand"] is None  # the bot's hand stays hidden
    assert "teacher" not in board.keys and "free_undo" not in board.keys


# ---------------------------------------------------------------- undo is no peek at the deck

def to_first_draw(session):
    """Play until a move revealed something: returns the number of moves before it."""
    game, rnd = session.game, random.Random(0)
    while not any(game._reveals):
        if session.frame().handoff:
            session.handle({"kind": "handoff"})
        action = (next((a for a in game.legal_actions() if a["type"] == "end_turn"), None)
                  or rnd.choice(game.legal_actions()))
        session.play(action)
    return game.undo_floor - 1


def test_undo_past_a_draw_is_refused_with_the_reason_on_a_normal_board():
    game = tw.porta_nigra.new_game(players=2, seed=5)
    session = session_for(game)
    to_first_draw(session)
    before, drawn = game.to_json(), [s["hand"] for s in game.state["seats"]]
    session.handle({"kind": "undo"})
    assert "peek" in said(session) and game.to_json() == before
    with pytest.raises(tw.IllegalAction, match="peek"):
        session.undo()
    assert [s["hand"] for s in game.state["seats"]] == drawn


@pytest.mark.parametrize("options", [{"free_undo": True}, {"teacher": True}])
def test_a_free_undo_board_may_go_back_past_a_draw(options):
    game = tw.porta_nigra.new_game(players=2, seed=5)
    session = session_for(game, **options)
    moves = to_first_draw(session)
    session.handle({"kind": "undo"})
    assert said(session) == "" and len(game.history) == moves


def test_undo_before_any_reveal_still_works_and_every_game_marks_its_reveals():
    game = tw.porta_nigra.new_game(players=2, seed=5)
    session = session_for(game)
    session.play({"type": "place_master_builder", "quarter": "red"})
    session.handle({"kind": "undo"})
    assert said(session) == "" and game.history == []
    for module in (tw.carpe_diem, tw.magna_roma):
        g, rnd = module.new_game(players=2, seed=1), random.Random(1)
        while not g.undo_floor:
            g.apply(rnd.choice(g.legal_actions()))
        assert g.undo_floor == len(g.history)  # the move that just drew is the floor


def _cards(pile) -> list:
    """A pile's cards, from its nested piles too (None is an empty place)."""
    if not isinstance(pile, list):
        return [] if pile is None else [pile]
    return [card for inner in pile for card in _cards(inner)]


piles = st.recursive(st.none() | st.text(max_size=3) | st.integers(), lambda inner: st.lists(inner, max_size=6))


@given(piles)
def test_a_face_down_pile_is_counted_card_by_card_through_its_inner_piles(pile):
    # The reveal marker compares these counts before and after every move.
    assert _count(pile) == len(_cards(pile))
