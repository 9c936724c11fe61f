"""The Magna Roma board in a real JupyterLab: a whole 3-player hot-seat game through the
curtain by clicks only, the shown score breakdown compared with score_breakdown(), and the
board's height at 1280x800 with the file browser open; a keyboard user's focus. (The whole
games solo and against the bot, with every decision's layout: test_magna_roma_table_at_a_glance.py;
each tutorial, cell by cell with its lessons made by clicks: test_tutorial_learner.py.)

Uses the session's JupyterLab server and Chromium (tests/conftest.py) and the helpers of
tests/support/jupyter_harness.py. Screenshots go to test-artifacts/.
"""

import re

import pytest
from support.board_clicks import (
    GLOWING,
    MAX_HEIGHT,
    MENU,
    first_pick,
    height,
    open_file_browser,
    play,
    shown_breakdown_equals_python,
)
from support.jupyter_harness import board_revision, put_notebook, screenshot_whole, wait_for_revision

pytestmark = pytest.mark.browser

BREAKDOWN = "for category, points in game.score_breakdown().items():\n    print(category, points)"


def open_board(page, jupyter_lab, open_notebook, run_all_cells, name: str, setup: str):
    put_notebook(jupyter_lab, name, [setup, BREAKDOWN])
    open_notebook(page, jupyter_lab, name)
    assert run_all_cells(page) == []
    board = page.locator(".tw-board").first
    board.wait_for()
    open_file_browser(page)  # as a learner sees it: 1280 x 800 with the file browser open
    board.scroll_into_view_if_needed()
    return board


PREFERRED = ("corner", "slot", "token", "cell", "draft")


def next_click(now, clicks: int):
    """What a player would click next, from a look at the page only: a choice in an open menu
    (a citizen employed first), else a glowing monument that employs a citizen, else a glowing
    piece of the kinds in PREFERRED (moving citizens back and forth is left alone: it never
    ends a turn), else a button of the action bar."""
    menu, glowing = now["groups"]["menu"], now["groups"]["glow"]
    if menu:
        employ = [k for k, (_, _, text) in enumerate(menu) if text.startswith("Employ")]
        return (MENU, employ[0] if employ else 0), "menu"
    for k, (target, label, _) in enumerate(glowing):
        if target.startswith("built:") and "mploy a citizen" in label:
            return (GLOWING, k), "built"
    for kind in PREFERRED:  # build, conquer and trade when possible, so that every part of the board is used
        for k, (target, _, _) in enumerate(glowing):
            if target.startswith(f"{kind}:"):
                return (GLOWING, k), kind
    return first_pick({"groups": {**now["groups"], "glow": []}, "status": now["status"]})


# After each click: the board's height, what can be clicked, the hand-off's words, and the
# main picture's words (whose city it draws first).
SEATS = """(b) => ({height: b.getBoundingClientRect().height, live: b.querySelectorAll('.tw-glow, .tw-action').length,
  glow: b.querySelectorAll('.tw-glow').length, handoff: b.querySelector('.tw-handoff')?.innerText ?? null,
  picture: b.querySelector('svg.tw-board-svg')?.textContent ?? ''})"""


def test_a_whole_3_player_hot_seat_game_by_clicks_through_the_curtain(page, jupyter_lab, open_notebook, run_all_cells,
                                                                      artifacts):
    board = open_board(page, jupyter_lab, open_notebook, run_all_cells, "magna_roma_hot_seat_test.ipynb",
                       "import tabletop_widgets as tw\n"
                       "game = tw.magna_roma.new_game(players=3, seed=3, first_player=0)\n"
                       "board = tw.magna_roma.Board(game)\n"
                       "board")
    page.screenshot(path=str(artifacts / "magna_roma_start_1280x800.png"))
    screenshot_whole(page, board, artifacts / "magna_roma_start.png")
    heights = [height(board)]
    handed = []  # the seat each curtain asks for

    def check(now, kind):
        if kind == "start":
            return
        seats = now["extra"]
        # (not after the last move: the end opens the other cities and the score table)
        heights.append(seats["height"])
        if kind == "handoff":  # the city drawn first is now that player's own, to build in
            assert f"{handed[-1]}'s city" in seats["picture"]
            assert seats["glow"]
        if now["curtain"]:
            # Until the next player confirms, nothing can be clicked but the hand-off.
            assert seats["live"] == 0
            handed.append(re.fullmatch(r"I am (.+): show my hand", seats["handoff"]).group(1))
            if len(handed) == 4:
                page.screenshot(path=str(artifacts / "magna_roma_hot_seat_curtain_1280x800.png"))

    seen = play(page, 0, next_click, check, limit=2000, extra=SEATS,
                shots={120: artifacts / "magna_roma_hot_seat_midgame_1280x800.png"})
    screenshot_whole(page, board, artifacts / "magna_roma_hot_seat_game_over.png")
    assert {"handoff", "draft", "cell", "menu", "corner", "built"} <= seen, seen
    assert len(set(handed)) == 3, handed  # every seat was handed the screen
    shown_breakdown_equals_python(page, board, 3)
    assert max(heights) <= MAX_HEIGHT, max(heights)
    assert page.js_errors == [], page.js_errors


FOCUSED = ("() => { const a = document.activeElement; "
           "return a && a.closest('.tw-board') ? (a.dataset.target || a.className || a.localName) : null; }")
# The colour of a piece's outline: orange when it glows, blue when a keyboard user is on it.
OUTLINE = "(t) => getComputedStyle(document.querySelector(`.tw-board [data-target='${t}'] > .tw-shape`)).stroke"
GLOW, KEYBOARD_FOCUS = "rgb(224, 138, 0)", "rgb(21, 101, 192)"


def test_a_keyboard_user_goes_on_from_where_they_were(page, jupyter_lab, open_notebook, run_all_cells):
    """Enter on a focused piece plays it; a menu takes focus and gives it back to its piece
    (Escape, a choice); after a move, focus is on what can be done now (so Enter goes on, and
    Tab goes on inside the board, not from the top of the page). The piece a keyboard user is
    on is outlined in blue; one a mouse user's click or menu left focus on is not (it glows
    orange, as before the click)."""
    board = open_board(page, jupyter_lab, open_notebook, run_all_cells, "magna_roma_keys_test.ipynb",
                       "import tabletop_widgets as tw\n"
                       "game = tw.magna_roma.new_game(players=2, seed=5, first_player=0)\n"
                       "board = tw.magna_roma.Board(game, bots={1: 'random'})\n"
                       "board")

    def enter_and_wait():
        revision = board_revision(board)
        page.keyboard.press("Enter")
        wait_for_revision(page, revision)

    draft = board.locator("svg [data-target^='draft:'].tw-glow").first
    draft.focus()  # as Tab brings it there
    enter_and_wait()
    now = page.wait_for_function(FOCUSED).json_value()  # in the frame after the answer
    assert board.locator(f"svg [data-target='{now}'].tw-glow").count(), f"focus after a move is on {now}"
    assert page.evaluate(OUTLINE, now) == KEYBOARD_FOCUS
    page.keyboard.press("Tab")
    assert page.evaluate(FOCUSED), "Tab after a move went on from the top of the page"

    cell = board.locator("svg [data-target^='cell:'].tw-glow").first
    target = cell.get_attribute("data-target")
    cell.focus()
    page.keyboard.press("Enter")
    assert "tw-menu-choice" in page.evaluate(FOCUSED)  # the menu of the four turns has focus
    page.keyboard.press("Escape")
    assert board.locator(".tw-menu").count() == 0
    assert page.evaluate(FOCUSED) == target
    assert page.evaluate(OUTLINE, target) == KEYBOARD_FOCUS
    page.keyboard.press("Enter")
    assert "tw-menu-choice" in page.evaluate(FOCUSED)
    enter_and_wait()  # the first turn is placed
    assert board.locator(f"svg [data-target='{target}']").count() == 1
    page.keyboard.press("Tab")
    assert page.evaluate(FOCUSED), "Tab after a menu's move went on from the top of the page"

    # The same with the mouse (no optional action; the bot's turn; a draft tile): a click
    # focuses what it lands on; when the answer takes its choices, focus goes on to what glows
    # now, unmarked. Then a cell's menu, left with Cancel.
    for piece in (board.locator("[data-target='button:skip_action']"),
                  board.locator("svg [data-target^='draft:'].tw-glow").first):
        revision = board_revision(board)
        piece.click()
        wait_for_revision(page, revision)
        now = page.wait_for_function(FOCUSED).json_value()
        assert board.locator(f"svg [data-target='{now}'].tw-glow").count(), f"focus after a click is on {now}"
        assert page.evaluate(OUTLINE, now) == GLOW
    cell = board.locator("svg [data-target^='cell:'].tw-glow").first
    target = cell.get_attribute("data-target")
    cell.click()
    board.locator(".tw-menu-cancel").click()
    assert board.locator(".tw-menu").count() == 0
    assert page.evaluate(FOCUSED) == target
    assert page.evaluate(OUTLINE, target) == GLOW
    assert page.js_errors == [], page.js_errors
