"""A board in a notebook behaves as a learner expects (issue 45), in JupyterLab's default layout
(1280x800, the file browser open), for each game's board:

- the notebook keeps its keys: after a move, a menu choice and a refusal made with the mouse,
  and with a piece, a menu choice or a bar button focused from the keyboard, Shift+Enter (and
  Ctrl+Enter, Alt+Enter) runs the notebook's active cell, the one after the board's, and the
  board does not move; Escape closes an open menu, then leaves the board for the notebook in
  command mode; the keyboard still plays (Enter on a piece);
- a board's cell run with Shift+Enter shows the bar and its first decision's glowing pieces
  without the learner scrolling (a tall output above it, so that it is drawn below the fold);
- a double click makes one move: 50 double clicks on random legal moves make 50 moves.

Uses the session's one JupyterLab server (tests/conftest.py).
"""

from __future__ import annotations

import random

import pytest
from support.board_clicks import JS, open_file_browser, script
from support.jupyter_harness import board_revision, put_notebook, wait_for_revision

pytestmark = pytest.mark.browser

BOARDS = {"porta_nigra": "tw.porta_nigra.Board(tw.porta_nigra.new_game(players=2, seed=4, first_player=0), "
                         "bots={1: 'random'})",
          "carpe_diem": "tw.carpe_diem.Board(tw.carpe_diem.new_game(players=2, seed=5, first_player=0), "
                        "bots={1: 'random'})",
          "magna_roma": "tw.magna_roma.Board(tw.magna_roma.new_game(players=2, seed=5, first_player=0), "
                        "bots={1: 'random'})"}
GAMES = list(BOARDS)
PANEL = ".jp-NotebookPanel:not(.lm-mod-hidden)"
BOARD_CELL = 2
AFTER = "after += 1\nprint('after', after)"


def cells(game: str) -> list[str]:
    """A cell, a tall output (the board is drawn below the fold), the board, and cells after it
    that each print how many of them have run."""
    return ["import tabletop_widgets as tw\nafter = 0",
            "print('\\n'.join(f'a line of output {i}' for i in range(40)))",
            f"board = {BOARDS[game]}\nboard",
            *[AFTER] * 8]


# Each cell's prompt, the active cell's index, the notebook's mode, whether focus is in the board.
NOTEBOOK = f"""() => {{
  const cells = [...document.querySelectorAll('{PANEL} .jp-Cell')];
  const nb = document.querySelector('{PANEL} .jp-Notebook');
  const b = document.querySelector('.tw-board');
  return {{prompts: cells.map((c) => (c.querySelector('.jp-InputArea-prompt')?.textContent || '').trim()),
    active: cells.findIndex((c) => c.classList.contains('jp-mod-active')),
    command: nb.classList.contains('jp-mod-commandMode'),
    inBoard: !!b && b.contains(document.activeElement),
    revision: Number(b?.dataset.revision ?? -1)}};
}}"""
# The bar and every glowing piece of board i in the window, under the bar: as the page is now.
DECISION_SHOWN = f"""([i]) => {{{JS}
  const b = boardAt(i);
  if (!b) return false;
  const found = layoutOf(b, 0);
  const bar = b.querySelector('.tw-bar').getBoundingClientRect();
  return found.glow.length === 0 && bar.top >= found.top - 0.5 && bar.bottom <= found.bottom + 0.5
    && b.querySelectorAll('.tw-glow').length > 0;
}}"""
SCROLL_TOP = f"() => document.querySelector('{PANEL} .jp-WindowedPanel-outer').scrollTop"


def state(page) -> dict:
    return page.evaluate(NOTEBOOK)


def shift_enter_runs_the_active_cell(page, keys: str = "Shift+Enter") -> None:
    """Press ``keys``: the notebook's active cell (not the board's) runs, and the board does not
    move."""
    before = state(page)
    assert before["active"] > BOARD_CELL, before
    page.keyboard.press(keys)
    ran = before["active"]
    page.wait_for_function(
        f"([i, p]) => {{ const c = document.querySelectorAll('{PANEL} .jp-Cell')[i];"
        " const now = (c.querySelector('.jp-InputArea-prompt')?.textContent || '').trim();"
        " return /\\[\\d+\\]/.test(now) && now !== p; }", arg=[ran, before["prompts"][ran]], timeout=30_000)
    page.wait_for_timeout(300)  # a move the key would have sent has been answered by now
    after = state(page)
    assert after["revision"] == before["revision"], f"{keys} moved the board"
    assert after["prompts"][BOARD_CELL] == before["prompts"][BOARD_CELL], f"{keys} ran the board's cell again"


def run_to_the_board(page, game: str):
    """Open the notebook and run its cells with Shift+Enter from the first to the board's, as a
    learner does; returns the board."""
    from support.jupyter_harness import open_notebook

    name = f"in_notebook_{game}.ipynb"
    put_notebook(page.base_url, name, cells(game))
    open_notebook(page, page.base_url, name)
    open_file_browser(page)
    page.locator(f"{PANEL} .jp-Cell .jp-InputPrompt").first.click()
    page.keyboard.press("Escape")
    for index in range(BOARD_CELL + 1):
        page.keyboard.press("Shift+Enter")
        page.wait_for_function(
            f"(i) => /\\[\\d+\\]/.test(document.querySelectorAll('{PANEL} .jp-Cell')[i]"
            ".querySelector('.jp-InputArea-prompt')?.textContent || '')", arg=index, timeout=120_000)
    board = page.locator(".tw-board").first
    board.wait_for(timeout=60_000)
    return board


@pytest.fixture
def lab_page(page, jupyter_lab):
    page.base_url = jupyter_lab
    return page


# A piece or bar button of board b whose click opens a menu (several choices), or null.
MENU_PIECE = """(b) => {
  const el = [...b.querySelectorAll('svg [data-target].tw-glow')]
      .find((e) => /Click to choose:/.test(e.getAttribute('aria-label') || ''))
    || [...b.querySelectorAll('.tw-actions button.tw-action')].find((e) => e.textContent.trim().endsWith('\u2026'));
  return el ? el.getAttribute('data-target') : null;
}"""


def pick_menu_piece(page, board, tries: int = 30):
    """Make the first choice (a glowing piece, else a bar button) until a piece or button has a
    menu; open it."""
    for _ in range(tries):
        menu = board.evaluate(MENU_PIECE)
        glowing = board.locator("svg [data-target].tw-glow")
        target = (board.locator(f'[data-target="{menu}"]').first if menu else glowing.first if glowing.count()
                  else board.locator(".tw-actions button.tw-action").first)
        before = board_revision(board)
        click_at(page, target)
        page.wait_for_function(f"([r]) => {{{JS}\n return isAnswered(0, r, true); }}", arg=[before], timeout=30_000)
        if board.locator(".tw-menu").count():
            return
    raise AssertionError(f"no menu opened in {tries} clicks")


def a_move(board):
    """A glowing piece of the board, else a button of its bar that makes a move."""
    glowing = board.locator("svg [data-target].tw-glow")
    return glowing.first if glowing.count() else board.locator(".tw-actions button.tw-action").first


def click_at(page, target, double: bool = False) -> None:
    """A mouse click (or double click) on ``target``, brought to the middle of the window first."""
    x, y = target.evaluate(script("return pointOf(el);", "el"))
    (page.mouse.dblclick if double else page.mouse.click)(x, y)


@pytest.mark.parametrize("game", GAMES)
def test_the_notebook_keeps_its_keys_and_a_run_board_shows_its_decision(lab_page, artifacts, game):
    page = lab_page
    board = run_to_the_board(page, game)
    # Shown without a scroll: the bar and the first decision's pieces, once the board has settled.
    page.wait_for_function(DECISION_SHOWN, arg=[0], timeout=10_000)
    page.wait_for_timeout(2000)  # JupyterLab has scrolled to the next cell by now, if it does
    assert page.evaluate(DECISION_SHOWN, [0]), "the first decision went out of view"
    page.screenshot(path=str(artifacts / f"in_notebook_{game}_run_1280x800.png"))
    assert state(page)["active"] == BOARD_CELL + 1

    # A move with the mouse: focus does not move into the board; Shift+Enter runs the next cell.
    before = board_revision(board)
    click_at(page, a_move(board))
    if board.locator(".tw-menu").count():
        click_at(page, board.locator(".tw-menu-choice").first)
    wait_for_revision(page, before)
    assert not state(page)["inBoard"], "a click moved focus into the board"
    shift_enter_runs_the_active_cell(page)

    # A menu open (its first choice has focus): Shift+Enter runs the next cell, Escape closes it.
    pick_menu_piece(page, board)
    assert state(page)["inBoard"]
    shift_enter_runs_the_active_cell(page)
    page.keyboard.press("Escape")
    board.locator(".tw-menu").wait_for(state="detached")
    # A menu choice with the mouse: focus goes back to the notebook.
    pick_menu_piece(page, board)
    before = board_revision(board)
    click_at(page, board.locator(".tw-menu-choice").first)
    wait_for_revision(page, before)
    page.wait_for_timeout(100)  # the frame after the answer
    assert not state(page)["inBoard"], "a menu choice left focus in the board"
    shift_enter_runs_the_active_cell(page)

    # A refusal (a piece with nothing to do, clicked), then Shift+Enter.
    idle = board.locator("svg [data-target]:not(.tw-glow):not(.tw-glow [data-target])").first
    before = board_revision(board)
    click_at(page, idle)
    wait_for_revision(page, before)
    assert board.locator(".tw-error").count(), "the click was not refused"
    shift_enter_runs_the_active_cell(page)

    # Focus on a piece (from the keyboard): the notebook's keys still reach it, Escape leaves.
    board.locator(".tw-actions button").first.focus()  # a bar button: Shift+Enter does not click it
    shift_enter_runs_the_active_cell(page)
    for keys in ("Shift+Enter", "Control+Enter", "Alt+Enter"):  # Alt+Enter last: it adds an empty cell
        a_move(board).focus()
        shift_enter_runs_the_active_cell(page, keys)
    page.keyboard.press("Escape")
    now = state(page)
    assert not now["inBoard"] and now["command"], now

    # The keyboard still plays: Enter on a focused piece (and on a menu's first choice).
    before = board_revision(board)
    a_move(board).focus()
    page.keyboard.press("Enter")
    if board.locator(".tw-menu").count():
        page.keyboard.press("Enter")
    wait_for_revision(page, before)
    assert page.js_errors == [], page.js_errors


@pytest.mark.parametrize("game", GAMES)
def test_a_double_click_is_one_move(lab_page, game):
    page = lab_page
    board = run_to_the_board(page, game)
    rng = random.Random(45)
    start = board_revision(board)
    for made in range(50):
        before = board_revision(board)
        assert not board.locator(".tw-winners").count(), f"the game ended after {made} moves"
        pieces = board.locator("svg [data-target].tw-glow, .tw-actions button.tw-action")
        click_at(page, pieces.nth(rng.randrange(pieces.count())), double=True)
        page.wait_for_function(f"([r]) => {{{JS}\n return isAnswered(0, r, true); }}", arg=[before], timeout=30_000)
        menu = board.locator(".tw-menu-choice")
        if menu.count():
            click_at(page, menu.nth(rng.randrange(menu.count())), double=True)
            wait_for_revision(page, before)
        assert not board.locator(".tw-error").count(), board.locator(".tw-error").inner_text()
    page.wait_for_timeout(1000)  # a second move would have been answered by now
    assert board_revision(board) - start == 50
    assert page.js_errors == [], page.js_errors
