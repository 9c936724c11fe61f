"""Issue 34 on Porta Nigra: a turn on one screen. At 1280x800 in JupyterLab with the file
browser open, a whole game of random legal clicks (2 players hot seat, 4 players hot seat
with bots: the sizes at the two ends; 3 players was measured to fit, at CI's cost of 3 minutes)
where, at every decision, the board is no taller than the notebook's visible
area, every glowing piece is in view below the sticky bar without scrolling, and every
visible board text is at least 12 px (support.board_clicks.layout_problems); a
provoked refusal moves no piece; the end shows every seat's total in view, and the score
breakdown shown equals score_breakdown().

One notebook per player count (the CI budget); the notebook is written through the server's
contents API, so notebooks/ stays as it is. What a decision needs is measured in one round
trip (support.board_clicks.look).
"""

import random

import pytest
from support.board_clicks import (
    BUTTONS,
    MENU,
    decision_layout_problems,
    end_totals_problems,
    layout_problems,
    look,
    open_file_browser,
    play,
    refusal_moves,
    shown_breakdown_equals_python,
)
from support.jupyter_harness import put_notebook

pytestmark = pytest.mark.browser

GAMES = {2: {}, 4: {1: "random", 3: "random"}}  # players: their bots (hot seat; hot seat with bots)
BREAKDOWN = "for category, points in game.score_breakdown().items():\n    print(category, points)"
REFUSE_AT = (3, 40)  # the decisions at which a piece without choices is clicked too
TO_TOP = ("b => { b.scrollIntoView({block: 'start'}); "
          "return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))); }")
# What a random click chooses from: a menu's choices, else the glowing pieces and the bar's buttons.
PIECES = f"svg [data-target].tw-glow, {BUTTONS}"
CHOICES = {"menu": MENU, "pieces": PIECES}


def random_choice(seed: int):
    """A random legal click: a menu's choice, else a glowing piece or an action bar button."""
    rnd = random.Random(seed)

    def pick(now, clicks):
        menu, pieces = now["groups"]["menu"], now["groups"]["pieces"]
        if menu:
            return (MENU, rnd.randrange(len(menu))), "menu"
        assert pieces, f"nothing to click; status: {now['status']}"
        return (PIECES, rnd.randrange(len(pieces))), "piece"
    return pick


@pytest.mark.parametrize("players", sorted(GAMES))
def test_every_decision_of_a_whole_game_fits_the_screen(page, jupyter_lab, open_notebook, run_all_cells, artifacts,
                                                        players):
    name = f"table_at_a_glance_{players}.ipynb"
    put_notebook(jupyter_lab, name, [
        "import tabletop_widgets as tw\n"
        f"game = tw.porta_nigra.new_game(players={players}, seed={players}, first_player=0)\n"
        f"tw.porta_nigra.Board(game, bots={GAMES[players]!r})", BREAKDOWN])
    open_notebook(page, jupyter_lab, name)
    open_file_browser(page)
    assert run_all_cells(page) == []
    board = page.locator(".tw-board").first
    board.wait_for()
    heights = []
    measure = {"top": True, "min_text": 12, "groups": CHOICES}

    def check(now, kind):
        if not now["deciding"]:
            return None  # the curtain: nothing to decide
        decisions = len(heights)
        problems = layout_problems(now["layout"])
        if problems and decisions == 0:
            page.screenshot(path=str(artifacts / f"porta_nigra_at_a_glance_{players}p_problem.png"))
        assert problems == [], (decisions, now["status"], problems)
        heights.append(now["layout"]["height"])
        if decisions == 6:
            page.screenshot(path=str(artifacts / f"porta_nigra_at_a_glance_{players}p_1280x800.png"))
        if decisions in REFUSE_AT:
            # A piece without choices, clicked: Python refuses, and no piece moves (0 px).
            moved = refusal_moves(page, 0, "svg [data-target]:not(.tw-glow)", seen=False, tolerance=0)
            assert moved == [], moved
            return look(page, 0, **measure)  # a provoked refusal is a revision too
        return None

    play(page, 0, random_choice(players), check, limit=900, **measure)
    board.evaluate(TO_TOP)
    assert end_totals_problems(board, players) == [], "the end's totals are not all drawn whole in view"
    page.screenshot(path=str(artifacts / f"porta_nigra_at_a_glance_{players}p_end_1280x800.png"))
    shown_breakdown_equals_python(page, board, players)
    print(f"{players} players: {len(heights)} decisions, board {min(heights):.0f}-{max(heights):.0f} px tall")
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
