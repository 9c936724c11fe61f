"""A Magna Roma turn on one screen (issue 34), in JupyterLab's default layout (1280x800, the
file browser open): a whole game by random legal clicks solo (level II) and at 2 and 4 players
(against the steady bot, and a hot seat with bots; a 3-player hot seat measured 638 px too, at
2 minutes of CI; test_magna_roma_board.py plays one through the curtain), and at every
decision the board fits the notebook's visible area, every glowing piece is in view below the
sticky bar without scrolling and no text is under 12 px (layout_problems); now and then a
provoked refusal, which must move no piece; at the end every seat's total is in view and the
score breakdown shown equals score_breakdown(); a solo game's end shows the title reached and
every objective's state. One notebook (one board) per player count; what a decision needs is
measured in one round trip (support.board_clicks.look).

Uses the session's one JupyterLab server (tests/conftest.py); the notebook is written through
the server's contents API, so notebooks/ stays as it is.
"""

import re
import time

import pytest
from support.board_clicks import (
    MAX_HEIGHT,
    end_totals_problems,
    layout_problems,
    look,
    open_file_browser,
    play,
    random_pick,
    refusal_moves,
    shown_breakdown_equals_python,
)
from support.jupyter_harness import put_notebook, screenshot_whole

pytestmark = pytest.mark.browser

# players -> the new game's options and the bots' seats: solo; against the steady bot; a hot seat with bots.
GAMES = {1: ("level='II'", "{}"), 2: ("first_player=0", "{1: 'greedy'}"),
         4: ("first_player=0", "{2: 'random', 3: 'random'}")}
BREAKDOWN = "for category, points in game.score_breakdown().items():\n    print(category, points)"
REFUSE_EVERY = 12  # decisions between two provoked refusals (each costs a round trip)
TOP = "b => { b.scrollIntoView({block: 'start'}); }"


@pytest.mark.parametrize("players", sorted(GAMES))
def test_every_decision_of_a_whole_game_by_clicks_fits_one_screen(page, jupyter_lab, open_notebook, run_all_cells,
                                                                  artifacts, players):
    started = time.monotonic()
    name = f"magna_roma_glance_{players}.ipynb"
    options, bots = GAMES[players]
    put_notebook(jupyter_lab, name, [
        "import tabletop_widgets as tw\n"
        f"game = tw.magna_roma.new_game(players={players}, seed={players}, {options})\n"
        f"board = tw.magna_roma.Board(game, bots={bots})\n"
        "board", BREAKDOWN])
    open_notebook(page, jupyter_lab, name)
    open_file_browser(page)
    assert run_all_cells(page) == []
    board = page.locator(".tw-board").first
    board.wait_for()
    if players == 2:
        assert "(steady bot)" in board.inner_text()
    heights, problems, refusals = [], [], []
    measure = {"top": True, "min_text": 12}

    def check(now, kind):
        if not now["deciding"]:
            return None  # the curtain: nothing to decide
        heights.append(round(now["layout"]["height"]))
        problems.extend(f"after {len(heights)} decisions ({kind}): {p}" for p in layout_problems(now["layout"]))
        if len(heights) == 1:
            page.screenshot(path=str(artifacts / f"magna_roma_glance_{players}_start_1280x800.png"))
        if len(heights) % REFUSE_EVERY == 0:
            moved = refusal_moves(page, 0, n=len(heights))
            if moved is not None:
                refusals.append(moved)
                if len(refusals) == 1:
                    page.screenshot(path=str(artifacts / f"magna_roma_glance_{players}_refusal_1280x800.png"))
                return look(page, 0, **measure)  # a provoked refusal is a revision too
        return None

    seen = play(page, 0, random_pick(players), check, limit=1500,
                shots={60: artifacts / f"magna_roma_glance_{players}_midgame_1280x800.png"}, **measure)
    board.evaluate(TOP)
    assert end_totals_problems(board, players) == [], "the end's totals are not all drawn whole in view"
    if players == 1:  # a solo game's end: the board at projector size in a 1920x1080 page, for the eye
        page.set_viewport_size({"width": 1920, "height": 1080})
        board.evaluate(TOP)
        page.screenshot(path=str(artifacts / "magna_roma_glance_1_end_1920x1080.png"))
        page.set_viewport_size({"width": 1280, "height": 800})
        board.evaluate(TOP)
    page.screenshot(path=str(artifacts / f"magna_roma_glance_{players}_end_1280x800.png"))
    screenshot_whole(page, board, artifacts / f"magna_roma_glance_{players}_game_over.png")
    if players == 1:  # the title reached and every objective's state are shown on the board
        assert re.search(r"Solo level II · \w+", board.locator("svg.tw-board-svg").text_content())
        assert board.locator(".tw-mr-objective").count() == 4
        assert not board.locator(".tw-mr-objective[aria-label$=' open']").count()
    shown_breakdown_equals_python(page, board, players)
    print(f"\n{players} players: {len(heights)} decisions, heights {min(heights)}..{max(heights)} px,"
          f" {len(refusals)} refusals, {time.monotonic() - started:.0f} s")
    assert problems == [], "\n".join(problems[:30]) + f"\n({len(problems)} problems)"
    assert max(heights) <= MAX_HEIGHT, max(heights)
    assert refusals and all(moved == [] for moved in refusals), refusals
    if players == 2:
        assert "handoff" not in seen  # one human: no curtain
    assert page.js_errors == [], page.js_errors
