"""The Porta Nigra board in a real JupyterLab: a whole game by clicks, the tutorials, hot seat.

Uses the fixtures of tests/conftest.py (a JupyterLab server on 127.0.0.1 and Debian's
Chromium). Screenshots go to test-artifacts/.
"""

import re

import pytest
from support.board_clicks import follow_tutorial, play_to_the_end, shown_breakdown_equals_python
from support.jupyter_harness import board_revision, screenshot_whole, wait_for_revision

pytestmark = pytest.mark.browser

TUTORIALS = ["porta_nigra/01_setup.ipynb", "porta_nigra/02_turns.ipynb", "porta_nigra/03_scoring.ipynb"]


def cards_then_end_turn(board, clicks: int):
    """The first choice of an open menu; else a glowing piece or button in turn, and every
    fourth click the end of the turn, so that the game moves on."""
    menu = board.locator(".tw-menu-choice")
    if menu.count():
        return menu.first, "menu"
    end = board.locator(".tw-actions button", has_text=re.compile("End (your )?turn"))
    if end.count() and clicks % 4 == 3:
        return end.first, "end"
    pieces = board.locator("[data-target].tw-glow, .tw-actions button.tw-action")
    assert pieces.count(), f"nothing to click; status: {board.locator('.tw-status').inner_text()}"
    return pieces.nth(clicks % pieces.count()), "piece"


def test_a_whole_game_against_the_bot_by_clicks_only(page, jupyter_lab, open_notebook, run_all_cells, artifacts):
    open_notebook(page, jupyter_lab, "porta_nigra/03_scoring.ipynb")
    assert run_all_cells(page) == []
    boards = page.locator(".tw-board")
    index = boards.count() - 1  # the last board: you against the random bot
    board = boards.nth(index)
    board.scroll_into_view_if_needed()
    play_to_the_end(page, index, cards_then_end_turn)
    screenshot_whole(page, board, artifacts / "porta_nigra_game_over.png")

    # The tutorial's last cell prints my_game.score_breakdown(), one "category [points]" a line.
    shown_breakdown_equals_python(page, board, 2)
    total = [int(v) for v in board.locator(".tw-score .tw-total td").all_inner_texts()]
    header = [int(v.split()[0]) for v in board.locator(".tw-seat-vp").all_inner_texts()]
    assert header == total  # the seat panels show the final totals too
    assert len(page.js_errors) == 0, page.js_errors


def porta_nigra_drawn(board) -> None:
    """The city map with its 44 spots."""
    assert board.locator("svg.tw-board-svg [data-target^='spot:']").count() == 44


@pytest.mark.parametrize("path", TUTORIALS)
def test_each_tutorial_runs_and_its_guided_steps_are_made_by_clicks(page, jupyter_lab, open_notebook, run_all_cells,
                                                                     artifacts, path):
    follow_tutorial(page, jupyter_lab, open_notebook, run_all_cells, artifacts, path, porta_nigra_drawn)


def test_hot_seat_hides_other_hands_from_the_page_and_a_refused_click_explains(
        page, jupyter_lab, open_notebook, run_all_cells, artifacts):
    open_notebook(page, jupyter_lab, "00_start_here.ipynb")
    assert run_all_cells(page) == []
    board = page.locator(".tw-board").first
    board.scroll_into_view_if_needed()

    # A refused click: an honour card, before the master builder is placed.
    before = board.locator(".tw-status").inner_text()
    board.locator("[data-target^='honour:']").first.click()
    alert = board.locator("[role=alert]")
    alert.wait_for(timeout=30_000)
    assert "master builder" in alert.inner_text()
    assert board.locator(".tw-status").inner_text() == before
    page.screenshot(path=str(artifacts / "porta_nigra_refused_click.png"))  # as seen at 1280x800

    def assert_only_seat_hand_in_dom(seat_name):
        hands = board.locator("section.tw-seat").filter(has=page.locator(".tw-hand-cards"))
        assert hands.count() <= 1
        if hands.count():
            assert seat_name in hands.first.locator(".tw-seat-name").inner_text()

    # Green's turn: only Green's hand is on the page.
    assert_only_seat_hand_in_dom("Green")
    for step in ("quarter", "hand", "end"):
        before = board_revision(board)
        if step == "end":
            board.locator(".tw-actions button", has_text=re.compile("End (your )?turn")).click()
        else:
            board.locator(f"[data-target^='{step}:'].tw-glow").first.click()
            if board.locator(".tw-menu-choice").count():
                board.locator(".tw-menu-choice").first.click()
        wait_for_revision(page, before, 0)
        board = page.locator(".tw-board").first
    # The curtain is down: no hand at all in the page until Purple confirms.
    assert board.locator(".tw-curtain").count() == 1
    assert board.locator(".tw-hand-cards").count() == 0
    assert board.locator("[data-target^='hand:']").count() == 0
    screenshot_whole(page, board, artifacts / "porta_nigra_hot_seat_curtain.png")
    before = board_revision(board)
    board.locator(".tw-curtain button").click()
    wait_for_revision(page, before, 0)
    board = page.locator(".tw-board").first
    assert_only_seat_hand_in_dom("Purple")
    assert page.js_errors == []
