"""Issue 15: the Porta Nigra board as a new user meets it, in JupyterLab's default layout
(1280x800, file browser open). The board is no taller than the notebook's visible area
(679 px; issue 34: a turn on one screen) with 2 and 4 players, and
after every kind of click the answer (status, refusal, hand-off) is inside the window.

Uses the session's one JupyterLab server (tests/conftest.py); the notebook is written
through the server's contents API, so notebooks/ stays as it is.
"""

import re

import pytest
from support.board_clicks import MAX_HEIGHT, answer_in_view, click_piece, height, in_view, open_file_browser
from support.jupyter_harness import put_notebook

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("players", [2, 4])
def test_the_board_fits_the_default_layout_and_answers_in_view(
        page, jupyter_lab, open_notebook, run_all_cells, artifacts, players):
    name = f"layout_{players}_players.ipynb"
    put_notebook(jupyter_lab, name, ["import tabletop_widgets as tw\n"
                                     f"game = tw.porta_nigra.new_game(players={players}, seed=7, first_player=0)\n"
                                     "board = tw.porta_nigra.Board(game)\n"
                                     "board"])
    open_notebook(page, jupyter_lab, name)
    open_file_browser(page)  # JupyterLab's default: the file browser open beside the notebook
    assert run_all_cells(page) == []
    board = page.locator(".tw-board").first
    board.wait_for()
    heights = [height(board)]

    def click(target, what):
        before = int(board.get_attribute("data-revision"))
        click_piece(page, target)
        if board.locator(".tw-menu-choice").count():  # several choices: the menu opens at the piece
            assert in_view(board.locator(".tw-menu").first), f"after {what}: the menu is out of view"
            before = int(board.get_attribute("data-revision"))
            board.locator(".tw-menu-choice").first.click()
            what += " and a menu choice"
        page.wait_for_function("([r]) => Number(document.querySelector('.tw-board').dataset.revision) > r"
                               " || !!document.querySelector('.tw-board .tw-error')", arg=[before], timeout=30_000)
        heights.append(height(board))
        answer_in_view(board, what)

    # A legal piece: the master builder in a quarter (the last one, low on the map).
    click(board.locator("[data-target^='quarter:'].tw-glow").last, "placing the master builder")
    # A piece with nothing to do, the last spot (low on the map): the refusal is read in view.
    # The whole board fits the notebook's area (issue 34), so no scrolling comes first.
    click(board.locator("svg.tw-board-svg [data-target^='spot:']").last, "a spot with nothing to do")
    assert board.locator(".tw-error").count()
    page.screenshot(path=str(artifacts / f"porta_nigra_layout_{players}p_refusal.png"))
    # The hand beside the map: play a card, then use a buy icon of the card in play (it
    # offers the shops' buys) or another glowing icon.
    click(board.locator("[data-target^='hand:'].tw-glow").first, "playing a card")
    icons = board.locator("[data-target^='icon:'].tw-glow")
    if icons.count():
        click(icons.first, "an icon of the card in play")
    # End the turn: the hand-off curtain asks for the next player, in view.
    click(board.locator(".tw-actions button", has_text=re.compile("End (your )?turn")), "ending the turn")
    assert board.locator(".tw-curtain").count() == 1
    page.screenshot(path=str(artifacts / f"porta_nigra_layout_{players}p_handoff.png"))
    click(board.locator(".tw-handoff"), "the hand-off")
    page.screenshot(path=str(artifacts / f"porta_nigra_layout_{players}p_next.png"))
    assert max(heights) <= MAX_HEIGHT, heights
    assert page.js_errors == []
