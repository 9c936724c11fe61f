"""The Carpe Diem and Magna Roma boards as a new user meets them, in JupyterLab's default
layout (1280x800, file browser open), at 4 players in hot seat (their tallest boards): each
board is at most 1,200 px tall, and after each click, made while the board's top is out of
sight, the answer (status, refusal, hand-off) is inside the window. Porta Nigra's own test
is test_porta_nigra_layout.py.

Uses the session's one JupyterLab server (tests/conftest.py); the notebook is written
through the server's contents API, so notebooks/ stays as it is.
"""

import pytest
from support.board_clicks import (MAX_HEIGHT, answer_in_view, click_piece, height, open_file_browser,
                                  play_to_the_end)
from support.jupyter_harness import board_revision, put_notebook, screenshot_whole, wait_for_revision

pytestmark = pytest.mark.browser

GAMES = ["carpe_diem", "magna_roma"]


@pytest.mark.parametrize("game", GAMES)
def test_the_board_fits_the_default_layout_and_answers_in_view(
        page, jupyter_lab, open_notebook, run_all_cells, artifacts, game):
    name = f"layout_{game}_4_players.ipynb"
    put_notebook(jupyter_lab, name, ["import tabletop_widgets as tw\n"
                                     f"game = tw.{game}.new_game(players=4, seed=5, first_player=0)\n"
                                     f"board = tw.{game}.Board(game)\n"
                                     "board"])
    open_notebook(page, jupyter_lab, name)
    open_file_browser(page)
    assert run_all_cells(page) == []
    board = page.locator(".tw-board").first
    board.wait_for()
    heights = [height(board)]
    page.screenshot(path=str(artifacts / f"{game}_layout_start_1280x800.png"))
    screenshot_whole(page, board, artifacts / f"{game}_layout_start.png")

    # Scroll the notebook until the board's top is out of sight, as a user does to reach the
    # bottom of the board; then a piece with nothing to do: the refusal is read in view.
    page.mouse.move(800, 500)
    page.mouse.wheel(0, 600)
    page.wait_for_function("() => document.querySelector('.tw-board').getBoundingClientRect().top < -200")
    before = board_revision(board)
    # the last cell of the first player's estate or city, low on the board: nothing to do there yet
    click_piece(page, board.locator("svg [data-target^='cell:']:not(.tw-glow)").last)
    wait_for_revision(page, before)
    assert board.locator(".tw-error").count()
    assert board.bounding_box()["y"] < 0 and board.locator(".tw-bar-floating").count(), \
        "the refusal was not tested with the board's top out of sight"
    answer_in_view(page, board, "a piece with nothing to do")
    page.screenshot(path=str(artifacts / f"{game}_layout_refusal.png"))

    # Legal moves, each piece brought to the middle of the screen, until the turn passes on.
    def check(board, kind):
        heights.append(height(board))
        answer_in_view(page, board, kind)

    play_to_the_end(page, 0, to_curtain=True, after=check)
    page.screenshot(path=str(artifacts / f"{game}_layout_handoff.png"))
    before = board_revision(board)
    click_piece(page, board.locator(".tw-handoff"))
    wait_for_revision(page, before)
    check(board, "the hand-off")
    page.screenshot(path=str(artifacts / f"{game}_layout_next.png"))
    assert max(heights) <= MAX_HEIGHT, heights
    assert page.js_errors == [], page.js_errors
