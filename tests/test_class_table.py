"""A class at one table (issue 48) without a browser: every page's session shows its seat's
view and acts only for its seat on its turn; only the teacher undoes (by the usual rule),
pauses and ends; bots take the seats handed to them; a key opens only its own page; the
server runs in a plain Python process that still exits, and in a notebook kernel, and ends
with it. The browser side: tests/browser/test_class_table_on_devices.py."""

from __future__ import annotations

import random
import subprocess
import sys
import textwrap
import urllib.error
import urllib.request

import pytest
from support.sessions import PIECES

import tabletop_widgets as tw
from tabletop_widgets.classroom.table import ENDED, PAUSED, TEACHER_ONLY, SeatSession, Table
from tabletop_widgets.core.errors import IllegalAction
from tabletop_widgets.core.needs import MissingPackages
from tabletop_widgets.core.session import NOT_YOUR_TURN, Reply

GAMES = ["porta_nigra", "carpe_diem", "magna_roma"]


def table_of(name: str, seed: int = 3, **options) -> tuple[Table, dict]:
    game = tw.games[name].new_game(players=3, seed=seed)
    table = Table(game, PIECES[name], **options)
    return table, {seat: SeatSession(table, seat) for seat in (None, 0, 1, 2)}


def without_static(view: dict) -> dict:
    return {k: v for k, v in view.items() if k != "static"}


@pytest.mark.parametrize("name", GAMES)
def test_each_page_shows_its_seats_view_and_only_the_mover_acts(name):
    table, pages = table_of(name)
    game, rnd = table.game, random.Random(1)
    for _ in range(40):
        if game.is_over:
            break
        mover = game.current_player
        for seat, session in pages.items():
            frame = session.frame()
            assert frame.view == without_static(game.view(seat)), (seat, len(game.history))
            assert bool(frame.choices) == (seat == mover), seat
            assert not frame.can_undo and not frame.handoff
        action = rnd.choice(game.legal_actions())
        for seat in (None, *(s for s in range(3) if s != mover)):
            answer = pages[seat].handle({"kind": "intent", "action": action})
            assert answer.kind is Reply.REFUSED and answer.refusal.text == NOT_YOUR_TURN, seat
        moves = len(game.history)
        assert pages[mover].handle({"kind": "intent", "action": action}).kind is Reply.REDRAW
        assert len(game.history) == moves + 1


def test_a_seat_can_neither_undo_nor_confirm_nor_load_nor_step_and_other_pages_are_told():
    table, pages = table_of("porta_nigra")
    told = []
    table.listen("table page", lambda: told.append("table"))
    table.listen("seat 1's page", lambda: told.append(1))
    mover = table.game.current_player
    pages[mover].handle({"kind": "intent", "action": pages[mover].frame().choices[0]["action"]})
    assert sorted(told, key=str) == [1, "table"]
    for kind in ("undo", "handoff", "show", "seek", "step", "load", "resume", "anything"):
        answer = pages[0].handle({"kind": kind, "to": 0, "text": "{}"})
        assert answer.kind is Reply.REFUSED and answer.refusal.text == TEACHER_ONLY, kind
    assert len(table.game.history) == 1


def test_the_teacher_undoes_by_the_usual_rule_and_pauses_and_ends():
    table, pages = table_of("porta_nigra")
    teacher = SeatSession(table, None, teacher=True)
    game, rnd = table.game, random.Random(0)
    while not any(game._reveals):  # until a card is drawn
        mover = game.current_player
        action = next((a for a in game.legal_actions() if a["type"] == "end_turn"), None) or rnd.choice(
            game.legal_actions())
        assert pages[mover].handle({"kind": "intent", "action": action}).kind is Reply.REDRAW
    moves = len(game.history)
    assert teacher.undo_problem() and "Undo stops here" in teacher.undo_problem()  # the view shows all; undo does not
    with pytest.raises(IllegalAction):
        table.undo()
    assert len(game.history) == moves
    table.pause()
    mover = game.current_player
    assert pages[mover].frame().choices == [] and pages[mover].frame().status.startswith("Paused by the teacher.")
    answer = pages[mover].handle({"kind": "intent", "action": game.legal_actions()[0]})
    assert answer.refusal is not None and answer.refusal.text == PAUSED and len(game.history) == moves
    table.pause(False)
    assert pages[mover].frame().choices
    table.end()
    answer = pages[mover].handle({"kind": "intent", "action": game.legal_actions()[0]})
    assert answer.refusal is not None and answer.refusal.text == ENDED and len(game.history) == moves
    assert pages[None].frame().status.startswith(ENDED)


def test_a_seat_handed_to_a_bot_moves_at_once_and_taken_back_waits_for_its_student():
    table, pages = table_of("magna_roma")
    table.joined[1] = 1
    mover = table.game.current_player
    table.hand_to_bot(mover)
    assert table.game.history and table.game.current_player != mover or table.game.is_over
    assert table.fill_with_bots() == [s for s in (0, 2) if s != mover]
    assert 1 not in table.bots and table.game.current_player == 1  # the bots played up to the student
    table.take_back(mover)
    assert mover not in table.bots and mover in table.humans


def test_a_key_opens_only_its_own_page():
    table, _ = table_of("carpe_diem")
    assert {table.seat_of(key) for key in table.keys.values()} == {0, 1, 2}
    assert table.seat_of(table.table_key) is None
    for wrong in ("", "x" * 22, table.keys[0][:-1], None, 7, table.keys[0].upper()):
        assert table.seat_of(wrong) == ""
    assert len({*table.keys.values(), table.table_key}) == 4


def test_without_the_class_extra_open_seats_says_what_to_install(monkeypatch):
    import tabletop_widgets.classroom as classroom

    monkeypatch.setattr(classroom, "_missing", lambda: ["panel"])
    board = tw.porta_nigra.Board(tw.porta_nigra.new_game(players=3, seed=1), autosave=False)
    with pytest.raises(MissingPackages, match=r'needs panel.*pip install "tabletop-widgets\[class\]"'):
        board.open_seats()


SERVE = """
import sys, urllib.request
import tabletop_widgets as tw
board = tw.porta_nigra.Board(tw.porta_nigra.new_game(players=3, seed=1), autosave=False)
seats = board.open_seats()
page = urllib.request.urlopen(seats.urls[0], timeout=30).read().decode()
print("served", seats.port, "bokeh" in page.lower())
"""


def test_a_plain_python_process_serves_the_seats_and_still_exits():
    """No close(): the server's thread is a daemon, closed at exit; the process ends."""
    done = subprocess.run([sys.executable, "-c", SERVE], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split()[0] == "served" and done.stdout.split()[2] == "True", done.stdout


def test_a_notebook_kernel_serves_the_seats_and_they_end_with_it():
    jupyter_client = pytest.importorskip("jupyter_client")
    manager, client = jupyter_client.manager.start_new_kernel(kernel_name="python3")
    printed: list[str] = []
    try:
        code = textwrap.dedent("""
            import tabletop_widgets as tw
            board = tw.magna_roma.Board(tw.magna_roma.new_game(players=3, seed=1), autosave=False)
            seats = board.open_seats()
            print(seats.urls[1])""")
        reply = client.execute_interactive(code, timeout=120, output_hook=lambda msg: printed.append(
            msg["content"].get("text", "")) if msg["msg_type"] == "stream" else None)
        assert reply["content"]["status"] == "ok", reply["content"]
        url = "".join(printed).strip()
        assert "bokeh" in urllib.request.urlopen(url, timeout=30).read().decode().lower()
    finally:
        manager.shutdown_kernel(now=True)
        client.stop_channels()
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(url, timeout=10)


def test_the_teachers_board_shows_every_hand_undoes_and_every_page_is_told():
    board = tw.porta_nigra.Board(tw.porta_nigra.new_game(players=3, seed=5), autosave=False)
    seats = board.open_seats()
    try:
        told = []
        seats._table.listen("a seat's page", lambda: told.append(1))
        assert board.teacher and board.view["teacher"]  # every hand
        mover = board.game.current_player
        page = SeatSession(seats._table, mover)
        page.handle({"kind": "intent", "action": page.frame().choices[0]["action"]})
        assert len(board.game.history) == 1 and board.revision  # the teacher's board was redrawn
        told.clear()
        board._msg_callbacks(board, {"kind": "undo"}, [])  # as a message from the browser arrives
        assert board.game.history == [] and told == [1]
        board._msg_callbacks(board, {"kind": "load", "text": board.game.to_json()}, [])
        assert board.game is seats._table.game  # the class's game stays the board's
    finally:
        seats.close()
    assert seats.closed


def test_open_to_the_network_it_says_who_can_reach_it(capsys):
    board = tw.carpe_diem.Board(tw.carpe_diem.new_game(players=3, seed=5), autosave=False)
    seats = board.open_seats(host="0.0.0.0")
    try:
        warning = capsys.readouterr().err
        assert "Warning: the class table listens on 0.0.0.0" in warning and str(seats.port) in warning
        assert "0.0.0.0" not in seats.table and all("0.0.0.0" not in url for url in seats.urls.values())
    finally:
        seats.close()


def test_a_seat_page_refuses_the_boards_saves_and_what_the_browser_sets():
    """A page's Python side, outside a server: "load", "resume" and "download" are the teacher's
    (a seat's page gets the refusal, not a save), and a value the browser sets on the page's
    component is put back to Python's."""
    from tabletop_widgets.classroom.pages import Page

    game = tw.porta_nigra.new_game(players=3, seed=2)
    table = Table(game, PIECES["porta_nigra"])
    page = Page(table, tw.porta_nigra.Board, 1, "auto")
    sent = []
    page.component.send = sent.append
    other = tw.porta_nigra.new_game(players=3, seed=9).to_json()
    for kind in ("load", "resume", "download"):
        page.message({"kind": kind, "text": other})
        assert page.component.error == TEACHER_ONLY and table.game is game and game.history == [], kind
    assert sent == []
    page.component.param.update(choices=[{"action": {"type": "end_turn"}, "target": "x", "label": "", "group": ""}],
                                can_undo=True)
    assert page.component.choices == [] and page.component.can_undo is False
    assert page.component.keyframe["view"]["seat"] == 1
