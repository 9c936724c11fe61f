"""The Carpe Diem board in a real JupyterLab: a whole 3-player hot-seat game by clicks only,
through the curtain (which hides the next seat's fountain cards and stored tiles until the
hand-off), the score breakdown shown compared with score_breakdown(). (The whole games against
the bot and at 4 players, with every decision's layout: test_carpe_diem_table_at_a_glance.py;
each tutorial, cell by cell with its lessons made by clicks: test_tutorial_learner.py.)

Uses the session's JupyterLab server (tests/conftest.py). The notebook is written into the
server through its contents API, so no notebook under notebooks/ is needed for this test.
Screenshots go to test-artifacts/.
"""

import re

import pytest
from support.board_clicks import (
    MAX_HEIGHT,
    first_pick,
    height,
    open_file_browser,
    play,
    shown_breakdown_equals_python,
)
from support.jupyter_harness import put_notebook, screenshot_whole

pytestmark = pytest.mark.browser

NOTEBOOK = "carpe_diem_hot_seat_test.ipynb"
CELLS = [
    "import tabletop_widgets as tw\n"
    "game = tw.carpe_diem.new_game(players=3, seed=11, first_player=0)\n"
    "board = tw.carpe_diem.Board(game)\n"
    "board",
    "for category, points in game.score_breakdown().items():\n    print(category, points)",
]
# After each click, in the same round trip: the board's height; how many fountain cards and
# stored tiles are drawn face up (a seat sees only its own) in the whole board, in the main
# picture (the seat at the screen) and in the fold of the others; whose estate the main
# picture draws first; whom the curtain asks for; and how many stored tiles and fountain cards
# each estate holds, as its counts say.
SEATS = """(b) => {
  const faces = "[data-target^='fountain:'], [aria-label^='Stored tile:']";
  const count = (where) => b.querySelectorAll(`${where}:is(${faces})`).length;
  const held = (estate) => [...estate.querySelectorAll('text')]
    .map((t) => /^(?:Stored|Fountains): (\\d+)$/.exec(t.textContent)).reduce((n, m) => n + (m ? Number(m[1]) : 0), 0);
  const estates = {};  // label -> the things held, over every drawing of that estate
  for (const e of b.querySelectorAll('.tw-estate')) {
    estates[e.getAttribute('aria-label')] = (estates[e.getAttribute('aria-label')] || 0) + held(e);
  }
  return {height: b.getBoundingClientRect().height, faces: b.querySelectorAll(faces).length,
    mine: count('svg.tw-board-svg '), others: count('.tw-fold-svg '),
    first: b.querySelector('svg.tw-board-svg .tw-estate')?.getAttribute('aria-label'),
    following: b.querySelector('.tw-curtain-text')?.innerText ?? null, estates};
}"""


def test_a_whole_3_player_hot_seat_game_by_clicks_through_the_curtain(page, jupyter_lab, open_notebook, run_all_cells,
                                                                      artifacts):
    put_notebook(jupyter_lab, NOTEBOOK, CELLS)
    open_notebook(page, jupyter_lab, NOTEBOOK)
    open_file_browser(page)  # as a learner sees it: 1280 x 800 with the file browser open
    assert run_all_cells(page) == []
    board = page.locator(".tw-board").first
    board.wait_for()
    board.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "carpe_diem_start_1280x800.png"))
    screenshot_whole(page, board, artifacts / "carpe_diem_start.png")
    heights = [height(board)]
    waiting = []  # at each curtain: how many private things the next seat holds
    at_screen = []  # the seat at the screen, as its estate is labelled

    def check(now, kind):
        seats = now["extra"]
        if kind == "start":
            at_screen.append(seats["first"])
            return
        # (not after the final scoring: it reveals the fountain cards)
        heights.append(seats["height"])
        assert seats["others"] == 0, "another seat's private thing is shown"
        if kind == "handoff":  # the seat at the screen sees its own things face up
            assert seats["mine"] >= waiting[-1]
            at_screen.append(seats["first"])
        if now["curtain"]:
            assert seats["faces"] == 0, "a private thing is in the page before the hand-off"
            # The estate drawn first is still the one of the seat that was at the screen.
            assert seats["first"] == at_screen[-1]
            following = re.fullmatch(r"Pass the screen to (.+)", seats["following"]).group(1)
            waiting.append(seats["estates"].get(f"{following}'s district", 0))
            if len(waiting) == 12:
                page.screenshot(path=str(artifacts / "carpe_diem_hot_seat_curtain_1280x800.png"))

    seen = play(page, 0, first_pick, check, limit=2000, extra=SEATS,
                shots={150: artifacts / "carpe_diem_midgame_1280x800.png"})
    screenshot_whole(page, board, artifacts / "carpe_diem_game_over.png")
    assert {"handoff", "space", "tile", "cell", "circle", "card"} <= seen, seen
    assert max(waiting) > 0, "no curtain ever hid a stored tile or a fountain card"
    shown_breakdown_equals_python(page, board, 3)
    assert max(heights) <= MAX_HEIGHT, max(heights)
    assert page.js_errors == [], page.js_errors
