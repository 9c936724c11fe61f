"""The Hint button's ladder (issue 47; core/hint_ladder.py) at the session and widget: three
rungs, one a request, each showing only what it says; back to the foot at a new decision; a
request refused, with its reason, when no hint may be given (hints off, a lesson, a replay, the
game over, a curtain, a bot's seat); the hint public in the Log and counted by seat; the
teacher's setting (``tw.settings.hints``, ``TABLETOP_WIDGETS_HINTS``)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from support.sessions import finish_turn, session_for

import tabletop_widgets as tw
from tabletop_widgets.core.hint_ladder import BOT_SEAT, HINTS_OFF, IN_LESSON, WHOLE
from tabletop_widgets.core.session import REDRAW, Reply
from tabletop_widgets.core.settings import HINTS_ENV

GAMES = ["porta_nigra", "carpe_diem", "magna_roma"]
HINT = {"kind": "hint"}


def live(name: str, **options):
    """A session of a 2-player game of ``name``, a human against a bot, its human to move."""
    return session_for(tw.games[name].new_game(players=2, seed=7), bots={1: "random"}, **options)


@pytest.mark.parametrize("name", GAMES)
def test_three_requests_climb_three_rungs_each_showing_only_its_own(name):
    session = live(name)
    game = session.game
    expected = tw.hint(game, seed=0)
    assert session.frame().hint == {"rung": 0, "ready": True}  # the button, nothing shown yet
    before = game.to_json()

    assert session.handle(HINT) == REDRAW
    one = session.frame().hint
    assert one["rung"] == 1 and one["cite"] == expected.rule.cite() and one["text"].startswith("Hint 1 of 3: look at ")
    assert not {"targets", "move", "why", "gains"} & one.keys()  # the candidates and the move: not yet

    assert session.handle(HINT) == REDRAW
    two = session.frame().hint
    assert two["rung"] == 2 and two["targets"] == list(expected.targets) and "move" not in two

    assert session.handle(HINT) == REDRAW
    three = session.frame().hint
    assert three["rung"] == 3 and three["move"] == expected.targets[0] and three["why"] == expected.why
    assert three["gains"] == ", ".join(f"{n:+d} {c}" for c, n in expected.gains.items())
    assert three["ready"] is False  # the whole hint is shown
    assert session.handle(HINT).refusal.text == WHOLE

    assert game.to_json() == before  # the learner still makes the move
    assert session.frame().choices  # and may


@pytest.mark.parametrize("name", GAMES)
def test_a_move_or_an_undo_takes_the_ladder_back_to_its_foot(name):
    session = live(name)
    session.handle(HINT)
    session.handle(HINT)
    session.play(session.frame().choices[0]["action"])
    assert session.frame().hint == {"rung": 0, "ready": True}
    session.handle(HINT)
    assert session.frame().hint["rung"] == 1
    session.undo()
    assert session.frame().hint == {"rung": 0, "ready": True}


def test_a_hint_is_public_in_the_log_once_a_decision_and_counted_by_seat():
    session = live("porta_nigra", free_undo=True)
    game = session.game
    for _ in range(3):
        session.handle(HINT)
    asked = session.frame().view["hints"]
    line = {"at": len(game.log), "seat": 0, "text": f"{game.name(0)} asked for a hint"}
    assert asked == {"counts": [1, 0], "lines": [line]}
    assert all("hint" not in e["text"] for e in game.log)  # the game's log stays the rules' record
    finish_turn(session)  # a new decision (the bot answers): asking again is a second hint
    session.handle(HINT)
    asked = session.frame().view["hints"]
    assert asked["counts"] == [2, 0] and len(asked["lines"]) == 2 and asked["lines"][0] == line
    session.undo()  # the second was asked on a decision taken back: its line goes, its count stays
    assert session.frame().view["hints"] == {"counts": [2, 0], "lines": [line]}


def test_no_hint_asked_adds_nothing_to_the_view():
    assert "hints" not in live("magna_roma").frame().view


def test_hints_off_no_button_and_a_request_is_refused():
    session = live("carpe_diem", hints=False)
    assert session.frame().hint == {}
    answer = session.handle(HINT)
    assert answer.kind is Reply.REFUSED and answer.refusal.text == HINTS_OFF
    assert "hints" not in session.frame().view


def test_hot_seat_the_seat_at_the_screen_not_to_move_is_refused():
    game = tw.porta_nigra.new_game(players=2, seed=4, first_player=0)
    session = session_for(game)  # two humans: hot seat
    assert session.handle(HINT) == REDRAW
    finish_turn(session)
    frame = session.frame()
    assert frame.handoff and game.current_player == 1
    assert frame.hint == {"rung": 0, "ready": False}  # the button stays in its place, disabled
    answer = session.handle(HINT)
    assert answer.refusal.text == f"{game.name(1)} must confirm they are at the screen first."
    assert "targets" not in session.frame().hint
    session.handle({"kind": "handoff"})  # the next player at the screen: their own hint
    assert session.handle(HINT) == REDRAW and session.frame().hint["rung"] == 1
    assert session.frame().view["hints"]["counts"] == [1, 1]


class BrokenBot:
    def choose(self, game):
        raise RuntimeError("no move")


def test_a_bot_seat_to_move_shows_no_button_and_a_request_is_refused():
    game = tw.porta_nigra.new_game(players=2, seed=4, first_player=0)
    session = session_for(game, bots={1: BrokenBot()})
    finish_turn(session)
    assert game.current_player == 1  # its bot failed: a human may move for it, but no hint
    assert session.frame().hint == {}
    assert session.handle(HINT).refusal.text == BOT_SEAT


def test_a_lesson_a_replay_and_the_end_give_no_hint():
    game = tw.porta_nigra.new_game(players=2, seed=4, first_player=0)
    steps = [tw.Step("Place your master builder.", {"type": "place_master_builder", "quarter": "red"})]
    lesson = session_for(game, steps=steps)
    assert lesson.frame().hint == {} and lesson.handle(HINT).refusal.text == IN_LESSON

    replay = session_for(tw.games["carpe_diem"].new_game(players=2, seed=3), bots={0: "random", 1: "random"})
    assert replay.replayed is not None and replay.frame().hint == {}
    assert replay.handle(HINT).kind is Reply.REFUSED

    over = session_for(replay.replayed)  # a game played out, on a board for two humans
    assert over.game.is_over and over.frame().hint == {}
    assert over.handle(HINT).refusal.text.startswith("The game is over")


@pytest.mark.parametrize("message", [{"kind": "hint", "rung": 3}, {"kind": "hint", "seat": 1}])
def test_a_request_says_nothing_of_the_rung_or_seat_it_wants(message):
    session = live("magna_roma")
    assert session.handle(message) == REDRAW
    hint = session.frame().hint
    assert hint["rung"] == 1 and hint["text"].startswith("Hint 1 of 3") and "targets" not in hint


def test_the_widget_syncs_the_hint_and_takes_the_teachers_setting(monkeypatch):
    board = tw.porta_nigra.Board(tw.porta_nigra.new_game(players=2, seed=7), bots={1: "random"}, autosave=False)
    assert board.hint == {"rung": 0, "ready": True}
    board._on_message(board, HINT, [])
    assert board.hint["rung"] == 1 and board.error == ""
    monkeypatch.setattr(tw.settings, "hints", False)
    off = tw.porta_nigra.Board(tw.porta_nigra.new_game(players=2, seed=7), bots={1: "random"}, autosave=False)
    assert off.hint == {}
    on = tw.porta_nigra.Board(tw.porta_nigra.new_game(players=2, seed=7), bots={1: "random"}, autosave=False,
                              hints=True)
    assert on.hint["ready"] is True
    off._on_message(off, HINT, [])
    assert off.error == HINTS_OFF and off.hint == {}


@pytest.mark.parametrize(("value", "on"), [("0", False), ("off", False), ("OFF ", False), ("1", True), ("", True)])
def test_a_class_server_turns_hints_off_from_the_environment(value, on):
    code = "import tabletop_widgets as tw; print(tw.settings.hints)"
    out = subprocess.run([sys.executable, "-c", code], env={**os.environ, HINTS_ENV: value},
                         capture_output=True, text=True, check=True).stdout.strip()
    assert out == str(on)
