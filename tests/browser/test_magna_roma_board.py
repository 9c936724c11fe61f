"""The Magna Roma board in a real JupyterLab: a whole 3-player hot-seat game through the
curtain, a whole 2-player game against the random bot and a whole solo game, by clicks only,
the shown score breakdown compared with score_breakdown(), and the board's height at 1280x800
with the file browser open; each tutorial run with every guided step made by clicks.

Uses the session's JupyterLab server and Chromium (tests/conftest.py) and the helpers of
tests/support/jupyter_harness.py. Screenshots go to test-artifacts/.
"""

import re

import pytest
from support.board_clicks import (
    MAX_HEIGHT,
    action_button,
    follow_tutorial,
    height,
    open_file_browser,
    play_to_the_end,
    shown_breakdown_equals_python,
)
from support.jupyter_harness import board_revision, put_notebook, screenshot_whole, wait_for_revision

pytestmark = pytest.mark.browser

TUTORIALS = ["magna_roma/01_setup.ipynb", "magna_roma/02_turns.ipynb", "magna_roma/03_scoring.ipynb",
             "magna_roma/04_solo.ipynb"]
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


def next_click(board, clicks: int):
    """What a player would click next, from the page only: a choice in an open menu (a
    citizen employed first), else a glowing monument that employs a citizen, else a glowing
    piece of the kinds in PREFERRED (moving citizens back and forth is left alone: it never
    ends a turn), else a button of the action bar. Returns (locator, kind)."""
    menu = board.locator(".tw-menu-choice")
    if menu.count():
        employ = board.locator(".tw-menu-choice", has_text=re.compile("^Employ"))
        return (employ.first if employ.count() else menu.first), "menu"
    employ = board.locator("svg [data-target^='built:'].tw-glow[aria-label*='mploy a citizen']")
    if employ.count():
        return employ.first, "built"
    for kind in PREFERRED:  # build, conquer and trade when possible, so that every part of the board is used
        glowing = board.locator(f"svg [data-target^='{kind}:'].tw-glow")
        if glowing.count():
            return glowing.first, kind
    return action_button(board)


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

    def at_curtain(board):
        # Until the next player confirms, nothing can be clicked but the hand-off.
        assert board.locator(".tw-glow, .tw-action").count() == 0
        handed.append(re.fullmatch(r"I am (.+): show my hand", board.locator(".tw-handoff").inner_text()).group(1))
        if len(handed) == 4:
            page.screenshot(path=str(artifacts / "magna_roma_hot_seat_curtain_1280x800.png"))

    def after(board, kind):  # (not after the last move: the end opens the other cities and the score table)
        heights.append(board.bounding_box()["height"])
        if kind == "handoff":  # the city drawn first is now that player's own, to build in
            assert f"{handed[-1]}'s city" in board.locator("svg.tw-board-svg").text_content()
            assert board.locator(".tw-glow").count()

    seen = play_to_the_end(page, 0, next_click, at_curtain=at_curtain, after=after, limit=2000,
                           shots={120: artifacts / "magna_roma_hot_seat_midgame_1280x800.png"})
    screenshot_whole(page, board, artifacts / "magna_roma_hot_seat_game_over.png")
    assert {"handoff", "draft", "cell", "menu", "corner", "built"} <= seen, seen
    assert len(set(handed)) == 3, handed  # every seat was handed the screen
    shown_breakdown_equals_python(page, board, 3)
    assert max(heights) <= MAX_HEIGHT, max(heights)
    assert page.js_errors == [], page.js_errors


def test_a_whole_2_player_game_against_the_bot_by_clicks_only(page, jupyter_lab, open_notebook, run_all_cells,
                                                               artifacts):
    board = open_board(page, jupyter_lab, open_notebook, run_all_cells, "magna_roma_bot_test.ipynb",
                       "import tabletop_widgets as tw\n"
                       "game = tw.magna_roma.new_game(players=2, seed=5, first_player=0)\n"
                       "board = tw.magna_roma.Board(game, bots={1: 'greedy'})\n"
                       "board")
    assert "(steady bot)" in board.inner_text()
    seen = play_to_the_end(page, 0, next_click)
    assert "handoff" not in seen  # one human: no curtain
    screenshot_whole(page, board, artifacts / "magna_roma_bot_game_over.png")
    shown_breakdown_equals_python(page, board, 2)
    assert page.js_errors == [], page.js_errors


def test_a_whole_solo_game_by_clicks_only(page, jupyter_lab, open_notebook, run_all_cells, artifacts):
    board = open_board(page, jupyter_lab, open_notebook, run_all_cells, "magna_roma_solo_test.ipynb",
                       "import tabletop_widgets as tw\n"
                       "game = tw.magna_roma.new_game(players=1, seed=3, level='II')\n"
                       "board = tw.magna_roma.Board(game)\n"
                       "board")
    start_height = height(board)
    page.screenshot(path=str(artifacts / "magna_roma_solo_start_1280x800.png"))
    play_to_the_end(page, 0, next_click, shots={60: artifacts / "magna_roma_solo_midgame_1280x800.png"})
    screenshot_whole(page, board, artifacts / "magna_roma_solo_game_over.png")
    # the title reached and every objective's state are shown on the board
    assert re.search(r"Solo level II · \w+", board.locator("svg.tw-board-svg").text_content())
    assert board.locator(".tw-mr-objective").count() == 4
    assert not board.locator(".tw-mr-objective[aria-label$=' open']").count()
    shown_breakdown_equals_python(page, board, 1)
    assert start_height <= MAX_HEIGHT, start_height
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


def magna_roma_drawn(board) -> None:
    """A city with its town centre, and the province cards."""
    assert board.locator("svg [data-target='cell:0,0']").count() >= 1
    assert board.locator("svg [data-target^='slot:']").count() >= 9


@pytest.mark.parametrize("path", TUTORIALS)
def test_each_tutorial_runs_and_its_guided_steps_are_made_by_clicks(page, jupyter_lab, open_notebook, run_all_cells,
                                                                    artifacts, path):
    follow_tutorial(page, jupyter_lab, open_notebook, run_all_cells, artifacts, path, magna_roma_drawn)
