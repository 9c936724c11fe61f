"""A Magna Roma turn on one screen (issue 34), in JupyterLab's default layout (1280x800, the
file browser open): a whole game by random legal clicks solo and at 2 and 4 players (against
a bot, and a hot seat with bots; a 3-player hot seat measured 638 px too, at 2 minutes of CI),
and at every decision the board fits the notebook's visible area, every
glowing piece is in view below the sticky bar without scrolling and no text is under 12 px
(decision_layout_problems); now and then a provoked refusal, which must move no piece; at the
end every seat's total is in view. One notebook (one board) per player count.

Uses the session's one JupyterLab server (tests/conftest.py); the notebook is written through
the server's contents API, so notebooks/ stays as it is.
"""

import random
import time

import pytest
from support.board_clicks import (
    ANSWERED,
    STATE,
    click_piece,
    decision_layout_problems,
    end_totals_problems,
    first_choice,
    in_view,
    moved_pieces,
    open_file_browser,
    piece_positions,
)
from support.jupyter_harness import board_revision, put_notebook, wait_for_revision

pytestmark = pytest.mark.browser

# players -> the bots' seats: against bots, hot seat, and a hot seat with a bot.
GAMES = {1: "{}", 2: "{1: 'random'}", 4: "{2: 'random', 3: 'random'}"}
REFUSE_EVERY = 12  # clicks between two provoked refusals (each costs a round trip)
TOP = "b => { b.scrollIntoView({block: 'start'}); }"
# A piece a click there would reach that has nothing to do now (not inside a glowing piece).
IDLE = "svg [data-target]:not(.tw-glow):not(.tw-glow [data-target])"


def random_choice(seed: int):
    """first_choice's kinds of things, picked at random: a menu's choice, else a glowing
    piece or a bar button."""
    rng = random.Random(seed)

    def pick(board, clicks):
        menu = board.locator(".tw-menu-choice")
        if menu.count():
            return menu.nth(rng.randrange(menu.count())), "menu"
        glowing = board.locator("svg [data-target].tw-glow")
        buttons = board.locator(".tw-actions button.tw-action")
        n, m = glowing.count(), buttons.count()
        if not n + m:
            return first_choice(board, clicks)
        k = rng.randrange(n + m)
        if k < n:
            return glowing.nth(k), glowing.nth(k).get_attribute("data-target").split(":")[0]
        return buttons.nth(k - n), buttons.nth(k - n).get_attribute("data-target")
    return pick


def play(page, board, pick, check, limit=1500):
    """play_to_the_end's loop, but the board's state is read again after `check`: a provoked
    refusal is an answer too, and a click must wait for its own answer, not find that one."""
    state = board.evaluate(STATE)
    clicks = 0
    while not state["over"]:
        assert clicks < limit, f"the game did not end in {limit} clicks"
        target, kind = (board.locator(".tw-handoff"), "handoff") if state["curtain"] else pick(board, clicks)
        if kind == "menu":
            target.click()
        else:
            click_piece(page, target)
        clicks += 1
        page.wait_for_function(ANSWERED, arg=[0, state["revision"], kind != "menu"], timeout=30_000)
        state = board.evaluate(STATE)
        if state["menu"]:
            continue  # the click opened a menu (no Python round trip yet)
        assert not state["error"], state["error"]
        if not state["over"]:
            check(board, kind)
            state = board.evaluate(STATE)


@pytest.mark.parametrize("players", sorted(GAMES))
def test_every_decision_of_a_whole_game_fits_one_screen(page, jupyter_lab, open_notebook, run_all_cells, artifacts,
                                                        players):
    started = time.monotonic()
    name = f"magna_roma_glance_{players}.ipynb"
    put_notebook(jupyter_lab, name, [
        "import tabletop_widgets as tw\n"
        f"board = tw.magna_roma.Board(tw.magna_roma.new_game(players={players}, seed={players}, first_player=0),"
        f" bots={GAMES[players]})\n"
        "board"])
    open_notebook(page, jupyter_lab, name)
    open_file_browser(page)
    assert run_all_cells(page) == []
    board = page.locator(".tw-board").first
    board.wait_for()
    heights, problems, refusals = [], [], []

    def check(board, kind):
        board.evaluate(TOP)  # the board's top at the notebook's top: what a turn needs is in view
        if board.locator(".tw-handoff").count():
            return  # the curtain: nothing to decide
        found = page.evaluate("b => b.getBoundingClientRect().height", board.element_handle())
        heights.append(round(found))
        problems.extend(f"after {len(heights)} decisions ({kind}): {p}"
                        for p in decision_layout_problems(page, board))
        if len(heights) == 1:
            page.screenshot(path=str(artifacts / f"magna_roma_glance_{players}_start_1280x800.png"))
        if len(heights) % REFUSE_EVERY == 0:
            refuse(board)

    def refuse(board):
        idle = board.locator(IDLE)
        if not idle.count():
            return
        before = piece_positions(board)
        revision = board_revision(board)
        idle.nth(len(heights) % idle.count()).dispatch_event("click")
        wait_for_revision(page, revision)
        assert board.locator(".tw-error").count(), "the click was not refused"
        assert in_view(board.locator(".tw-error"))
        refusals.append(moved_pieces(before, piece_positions(board)))
        if len(refusals) == 1:
            page.screenshot(path=str(artifacts / f"magna_roma_glance_{players}_refusal_1280x800.png"))

    check(board, "start")
    play(page, board, random_choice(players), check)
    board.evaluate(TOP)
    assert end_totals_problems(board, players) == [], "the end's totals are not all drawn whole in view"
    if players == 1:  # a solo game's end: the board at projector size in a 1920x1080 page, for the eye
        page.set_viewport_size({"width": 1920, "height": 1080})
        board.evaluate(TOP)
        page.screenshot(path=str(artifacts / "magna_roma_glance_1_end_1920x1080.png"))
        page.set_viewport_size({"width": 1280, "height": 800})
    page.screenshot(path=str(artifacts / f"magna_roma_glance_{players}_end_1280x800.png"))
    print(f"\n{players} players: {len(heights)} decisions, heights {min(heights)}..{max(heights)} px,"
          f" {len(refusals)} refusals, {time.monotonic() - started:.0f} s")
    assert problems == [], "\n".join(problems[:30]) + f"\n({len(problems)} problems)"
    assert refusals and all(moved == [] for moved in refusals), refusals
    assert page.js_errors == [], page.js_errors
