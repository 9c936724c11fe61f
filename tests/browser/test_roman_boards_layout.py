"""The Carpe Diem and Magna Roma boards as a new user meets them, in JupyterLab's default
layout (1280x800, file browser open), at 4 players in hot seat (their tallest boards): each
board is no taller than the notebook's visible area (679 px; issue 34), and after each click,
made while the board's top is out of sight, the answer (status, refusal, hand-off) is inside
the window. Porta Nigra's own test is test_porta_nigra_layout.py.

Uses the session's one JupyterLab server (tests/conftest.py); the notebook is written
through the server's contents API, so notebooks/ stays as it is.
"""

import pytest
from support.board_clicks import (
    MAX_HEIGHT,
    answer_in_view,
    click_and_answer,
    click_piece,
    first_choice,
    height,
    in_view,
    open_file_browser,
    play_to_the_end,
)
from support.jupyter_harness import board_revision, put_notebook, screenshot_whole, wait_for_revision

pytestmark = pytest.mark.browser

GAMES = ["carpe_diem", "magna_roma"]


def opened_board(page, jupyter_lab, open_notebook, run_all_cells, name: str, new_game: str, options: str = ""):
    """A notebook of one board, ``tw.<game>.Board(<new_game>, <options>)``, run in JupyterLab's
    default layout (the file browser open); returns the board."""
    game = new_game.split(".")[1]
    put_notebook(jupyter_lab, name, ["import tabletop_widgets as tw\n"
                                     f"game = {new_game}\n"
                                     f"board = tw.{game}.Board(game{', ' + options if options else ''})\n"
                                     "board"])
    open_notebook(page, jupyter_lab, name)
    open_file_browser(page)
    assert run_all_cells(page) == []
    board = page.locator(".tw-board").first
    board.wait_for()
    return board


@pytest.mark.parametrize("game", GAMES)
def test_the_board_fits_the_default_layout_and_answers_in_view(
        page, jupyter_lab, open_notebook, run_all_cells, artifacts, game):
    board = opened_board(page, jupyter_lab, open_notebook, run_all_cells, f"layout_{game}_4_players.ipynb",
                         f"tw.{game}.new_game(players=4, seed=5, first_player=0)")
    heights = [height(board)]
    page.screenshot(path=str(artifacts / f"{game}_layout_start_1280x800.png"))
    screenshot_whole(page, board, artifacts / f"{game}_layout_start.png")

    # Scroll the notebook down, as a user does to reach the bottom of the board (a board that
    # fits the window may not scroll at all); then a piece with nothing to do: the refusal is
    # read in view, and where the board's top went out of sight the bar floats over it.
    page.mouse.move(800, 500)
    page.mouse.wheel(0, 600)
    page.wait_for_timeout(400)  # the wheel's smooth scroll
    before = board_revision(board)
    # the last cell of the first player's estate or city, low on the board: nothing to do there yet
    click_piece(page, board.locator("svg [data-target^='cell:']:not(.tw-glow)").last)
    wait_for_revision(page, before)
    assert board.locator(".tw-error").count()
    if board.bounding_box()["y"] < 0:
        assert board.locator(".tw-bar-floating").count(), "the board's top is out of sight and the bar does not float"
    answer_in_view(board, "a piece with nothing to do")
    page.screenshot(path=str(artifacts / f"{game}_layout_refusal.png"))

    # Legal moves, each piece brought to the middle of the screen, until the turn passes on.
    def check(board, kind):
        heights.append(height(board))
        answer_in_view(board, kind)

    play_to_the_end(page, 0, to_curtain=True, after=check)
    page.screenshot(path=str(artifacts / f"{game}_layout_handoff.png"))
    before = board_revision(board)
    click_piece(page, board.locator(".tw-handoff"))
    wait_for_revision(page, before)
    check(board, "the hand-off")
    page.screenshot(path=str(artifacts / f"{game}_layout_next.png"))
    assert max(heights) <= MAX_HEIGHT, heights
    assert page.js_errors == [], page.js_errors


# The tile a menu's choice would place, on its cell: its half-symbols or features as drawn.
PREVIEW = "b => { const p = b.querySelector('.tw-preview'); return p ? p.innerHTML : null; }"


@pytest.mark.parametrize("game", GAMES)
def test_placing_a_tile_shows_it_on_its_cell_turned_as_the_choice_under_the_pointer_or_keyboard(
        page, jupyter_lab, open_notebook, run_all_cells, artifacts, game):
    board = opened_board(page, jupyter_lab, open_notebook, run_all_cells, f"preview_{game}.ipynb",
                         f"tw.{game}.new_game(players=2, seed=5, first_player=0)", "bots={1: 'random'}")
    cells = board.locator("svg [data-target^='cell:'].tw-glow")
    for _ in range(20):  # the moves before a tile is placed (a draft, a patrician, a tile taken)
        if cells.count():
            break
        target, _kind = first_choice(board, 0)
        click_and_answer(page, 0, target)
        if board.locator(".tw-menu").count():
            before = board_revision(board)
            board.locator(".tw-menu-choice").first.click()
            wait_for_revision(page, before)
    assert cells.count(), "no cell to place a tile on after 20 moves"
    cell = cells.last  # low on the board: its menu has no room under it
    click_piece(page, cell)
    choices = board.locator(".tw-menu-choice")
    assert choices.count() >= 2, "a cell where the tile fits in several turns opens a menu of them"
    menu, box = board.locator(".tw-menu"), cell.locator(":scope > .tw-shape").bounding_box()
    ghost = board.locator(".tw-preview > rect").bounding_box()  # its outline (a feature may reach past the cell)
    assert abs(ghost["x"] + ghost["width"] / 2 - box["x"] - box["width"] / 2) < 2 and \
        abs(ghost["y"] + ghost["height"] / 2 - box["y"] - box["height"] / 2) < 2, "the tile is drawn on its cell"
    shown = menu.bounding_box()
    assert shown["x"] >= box["x"] + box["width"] or shown["y"] >= box["y"] + box["height"] \
        or shown["x"] + shown["width"] <= box["x"], "the menu leaves the cell in view"
    assert in_view(menu) and in_view(cell)
    first = board.evaluate(PREVIEW)
    scrolled = "() => document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-WindowedPanel-outer').scrollTop"
    at = page.evaluate(scrolled)
    page.keyboard.press("ArrowDown")  # the next turn, by the keyboard
    assert page.evaluate("() => document.activeElement.textContent") == choices.nth(1).inner_text(), \
        "the arrow key goes to the next choice (not the notebook's next cell)"
    assert page.evaluate(scrolled) == at, "the notebook did not move"
    page.wait_for_function(f"([b, before]) => ({PREVIEW})(b) !== before", arg=[board.element_handle(), first])
    page.screenshot(path=str(artifacts / f"{game}_preview_1280x800.png"))
    choices.first.hover()  # and back, by the pointer
    page.wait_for_function(f"([b, before]) => ({PREVIEW})(b) === before", arg=[board.element_handle(), first])
    page.keyboard.press("Escape")
    assert board.locator(".tw-preview").count() == 0
    assert page.js_errors == [], page.js_errors
