"""Issue 34 on Porta Nigra: a turn on one screen. At 1280x800 in JupyterLab with the file
browser open, a whole game of random legal clicks (2 players hot seat, 4 players hot seat
with bots: the sizes at the two ends; 3 players was measured to fit, at CI's cost of 3 minutes)
where, at every decision, the board is no taller than the notebook's visible
area, every glowing piece is in view below the sticky bar without scrolling, and every
visible board text is at least 12 px (support.board_clicks.decision_layout_problems); a
provoked refusal moves no piece; the end shows every seat's total in view.

One notebook per player count (the CI budget); the notebook is written through the server's
contents API, so notebooks/ stays as it is.
"""

import random

import pytest
from support.board_clicks import (
    ANSWERED,
    STATE,
    decision_layout_problems,
    end_totals_problems,
    moved_pieces,
    open_file_browser,
    piece_positions,
)
from support.jupyter_harness import board_revision, put_notebook, wait_for_revision

pytestmark = pytest.mark.browser

GAMES = {2: {}, 4: {1: "random", 3: "random"}}  # players: their bots (hot seat; hot seat with bots)
REFUSE_AT = (3, 40)  # the decisions at which a piece without choices is clicked too
TO_TOP = ("b => { b.scrollIntoView({block: 'start'}); "
          "return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))); }")


def random_choice(board, rnd):
    """A random legal click: a menu's choice, else a glowing piece or an action bar button."""
    menu = board.locator(".tw-menu-choice")
    if menu.count():
        return menu.nth(rnd.randrange(menu.count())), "menu"
    pieces = board.locator("svg [data-target].tw-glow, .tw-actions button.tw-action")
    assert pieces.count(), f"nothing to click; status: {board.locator('.tw-status').inner_text()}"
    return pieces.nth(rnd.randrange(pieces.count())), "piece"


def refusal_moves_nothing(page, board) -> None:
    """A piece without choices, clicked: Python refuses, and no piece moves (0 px)."""
    free = board.locator("svg [data-target]:not(.tw-glow)")
    inside = free.evaluate_all("els => els.map(e => !e.parentElement.closest('.tw-glow'))")
    before = piece_positions(board)
    revision = board_revision(board)
    free.nth(inside.index(True)).dispatch_event("click")
    wait_for_revision(page, revision)
    assert board.locator(".tw-error").count(), "the click was not refused"
    assert moved_pieces(before, piece_positions(board), tolerance=0) == []


@pytest.mark.parametrize("players", sorted(GAMES))
def test_every_decision_of_a_whole_game_fits_the_screen(page, jupyter_lab, open_notebook, run_all_cells, artifacts,
                                                        players):
    name = f"table_at_a_glance_{players}.ipynb"
    put_notebook(jupyter_lab, name, [
        "import tabletop_widgets as tw\n"
        f"game = tw.porta_nigra.new_game(players={players}, seed={players}, first_player=0)\n"
        f"tw.porta_nigra.Board(game, bots={GAMES[players]!r})"])
    open_notebook(page, jupyter_lab, name)
    open_file_browser(page)
    assert run_all_cells(page) == []
    board = page.locator(".tw-board").first
    board.wait_for()
    rnd = random.Random(players)
    decisions = clicks = 0
    heights = []
    state = board.evaluate(STATE)
    while not state["over"]:
        assert clicks < 900, "the game did not end"
        if state["curtain"]:
            target, kind = board.locator(".tw-handoff"), "handoff"
        else:
            board.evaluate(TO_TOP)  # the board's top at the notebook's top: where a player starts
            problems = decision_layout_problems(page, board)
            if problems and decisions == 0:
                page.screenshot(path=str(artifacts / f"porta_nigra_at_a_glance_{players}p_problem.png"))
            assert problems == [], (decisions, board.locator(".tw-status").inner_text(), problems)
            heights.append(board.bounding_box()["height"])
            if decisions in REFUSE_AT:
                refusal_moves_nothing(page, board)
            if decisions == 6:
                page.screenshot(path=str(artifacts / f"porta_nigra_at_a_glance_{players}p_1280x800.png"))
            decisions += 1
            target, kind = random_choice(board, rnd)
        revision = board_revision(board)  # after a provoked refusal, too
        if kind == "menu":
            target.click()
        else:
            target.evaluate("el => (el.querySelector(':scope > .tw-shape') || el).scrollIntoView({block: 'nearest'})")
            target.dispatch_event("click") if kind == "piece" else target.click()
        clicks += 1
        page.wait_for_function(ANSWERED, arg=[0, revision, kind != "menu"], timeout=30_000)
        state = board.evaluate(STATE)
        if state["menu"]:
            continue
        assert not state["error"], state["error"]

    board.evaluate(TO_TOP)
    assert end_totals_problems(board, players) == [], "the end's totals are not all drawn whole in view"
    page.screenshot(path=str(artifacts / f"porta_nigra_at_a_glance_{players}p_end_1280x800.png"))
    print(f"{players} players: {decisions} decisions, board {min(heights):.0f}-{max(heights):.0f} px tall")
    assert page.js_errors == []


def test_at_projector_size_text_is_16_px_and_a_turn_fits_1920x1080(browser, jupyter_lab, artifacts):
    """Board(size="projector") in a 1920x1080 window (file browser closed, as on a projector):
    text at least 16 px, and the first decision fits the notebook's area."""
    from support.jupyter_harness import open_notebook, run_all_cells
    context = browser.new_context(viewport={"width": 1920, "height": 1080})
    page = context.new_page()
    try:
        put_notebook(jupyter_lab, "table_at_a_glance_projector.ipynb", [
            "import tabletop_widgets as tw\n"
            "tw.porta_nigra.Board(tw.porta_nigra.new_game(players=4, seed=4, first_player=0), size='projector')"])
        open_notebook(page, jupyter_lab, "table_at_a_glance_projector.ipynb")
        assert run_all_cells(page) == []
        board = page.locator(".tw-board").first
        board.wait_for()
        board.evaluate(TO_TOP)
        problems = decision_layout_problems(page, board, min_text=16)
        page.screenshot(path=str(artifacts / "porta_nigra_at_a_glance_projector_1920x1080.png"))
        assert problems == [], problems
    finally:
        context.close()
