"""Issue 34 on Porta Nigra: a turn on one screen. At 1280x800 in JupyterLab with the file
browser open, a whole game of random legal clicks (2 players hot seat, 4 players hot seat
with bots: the sizes at the two ends; 3 players was measured to fit, at CI's cost of 3 minutes)
where, at every decision, the board is no taller than the notebook's visible
area, every glowing piece is in view below the sticky bar without scrolling, and every
visible board text is at least 12 px (support.board_clicks.layout_problems); a
provoked refusal moves no piece; the end shows every seat's total in view, and the score
breakdown shown equals score_breakdown().

The boards (both games', and one at projector size) are in one notebook, one kernel and one
page (support.board_notebook: a kernel's start costs more than many clicks); the notebook is
written through the server's contents API, so notebooks/ stays as it is. What a decision
needs is measured in one round trip (support.board_clicks.look).
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
from support.board_notebook import board_notebook, board_notebook_page  # noqa: F401 (the page fixture)

pytestmark = pytest.mark.browser

GAMES = {2: {}, 4: {1: "random", 3: "random"}}  # players: their bots (hot seat; hot seat with bots)
BOARDS = {f"{players}p": (f"tw.porta_nigra.new_game(players={players}, seed={players}, first_player=0)",
                          f"tw.porta_nigra.Board(game, bots={bots!r})") for players, bots in GAMES.items()}
BOARDS["projector"] = ("tw.porta_nigra.new_game(players=4, seed=4, first_player=0)",
                       "tw.porta_nigra.Board(game, size='projector')")
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


@pytest.fixture(scope="module")
def notebook(browser, jupyter_lab):
    with board_notebook(browser, jupyter_lab, "table_at_a_glance.ipynb", BOARDS) as opened:
        yield opened


@pytest.mark.parametrize("players", sorted(GAMES))
def test_every_decision_of_a_whole_game_fits_the_screen(page, notebook, artifacts, players):
    index = notebook.index(f"{players}p")
    board = notebook.board(f"{players}p")
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
            moved = refusal_moves(page, index, "svg [data-target]:not(.tw-glow)", seen=False, tolerance=0)
            assert moved == [], moved
            return look(page, index, **measure)  # a provoked refusal is a revision too
        return None

    play(page, index, random_choice(players), check, limit=900, **measure)
    board.evaluate(TO_TOP)
    assert end_totals_problems(board, players) == [], "the end's totals are not all drawn whole in view"
    page.screenshot(path=str(artifacts / f"porta_nigra_at_a_glance_{players}p_end_1280x800.png"))
    shown_breakdown_equals_python(page, board, players, f"{players}p")
    print(f"{players} players: {len(heights)} decisions, board {min(heights):.0f}-{max(heights):.0f} px tall")
    assert page.js_errors == []


def test_at_projector_size_text_is_16_px_and_a_turn_fits_1920x1080(page, notebook, artifacts):
    """Board(size="projector") in a 1920x1080 window (file browser closed, as on a projector):
    text at least 16 px, and the first decision fits the notebook's area."""
    board = notebook.board("projector")
    page.set_viewport_size({"width": 1920, "height": 1080})
    open_file_browser(page, False)
    try:
        board.evaluate(TO_TOP)
        problems = decision_layout_problems(page, board, min_text=16)
        page.screenshot(path=str(artifacts / "porta_nigra_at_a_glance_projector_1920x1080.png"))
        assert problems == [], problems
    finally:
        page.set_viewport_size({"width": 1280, "height": 800})
        open_file_browser(page)
    assert page.js_errors == []
