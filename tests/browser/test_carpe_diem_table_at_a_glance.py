"""A Carpe Diem turn on one screen (issue 34), in JupyterLab's default layout (1280x800, the
file browser open): a whole game by random legal clicks at 2 and 4 players (against a bot, and
a hot seat with bots: the sizes at the two ends; 3 players was measured to fit, at 2 minutes of
CI), and at every decision the board fits the notebook's visible area, every
glowing piece is in view below the sticky bar without scrolling and no text is under 12 px
(decision_layout_problems); no tab under the board moves (0 px: sideways, up or down) or changes
width from one decision to the next (a scoring period, the others' VP, fountain cards held or
looked at); the tile the seat before just built, drawn in the
estate at the screen once play has passed on, is in view; now and then a provoked refusal,
which must move no piece; at the end every seat's total is in view. One notebook (one board)
per player count.

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
    first_choice,
    in_view,
    moved_pieces,
    open_file_browser,
    piece_positions,
)
from support.jupyter_harness import board_revision, put_notebook, wait_for_revision

pytestmark = pytest.mark.browser

# players -> the bots' seats: against bots, hot seat, and a hot seat with a bot.
GAMES = {2: "{1: 'random'}", 4: "{2: 'random', 3: 'random'}"}  # against a bot; hot seat with bots
REFUSE_EVERY = 12  # clicks between two provoked refusals (each costs a round trip)
TOP = "b => { b.scrollIntoView({block: 'start'}); }"
# A piece a click there would reach that has nothing to do now (not inside a glowing piece).
IDLE = "svg [data-target]:not(.tw-glow):not(.tw-glow [data-target])"
# Where each closed tab is: its place in the row and width, and the row's top from the board's
# (the site's tab and the cards' are one place).
TABS = """b => [[...b.querySelectorAll(':scope > .tw-fold:not([open]) > summary')].map(s => {
  const r = s.getBoundingClientRect();
  return [s.parentElement.dataset.fold.replace(/^(site|cards)$/, 'aside'), Math.round(r.x), Math.round(r.width)];
}), Math.round(b.querySelector(':scope > .tw-fold').getBoundingClientRect().y - b.getBoundingClientRect().y)]"""
JUST_BUILT = ".tw-board-svg .tw-just-built"


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


@pytest.mark.parametrize("players", sorted(GAMES))
def test_every_decision_of_a_whole_game_fits_one_screen(page, jupyter_lab, open_notebook, run_all_cells, artifacts,
                                                        players):
    started = time.monotonic()
    name = f"carpe_diem_glance_{players}.ipynb"
    put_notebook(jupyter_lab, name, [
        "import tabletop_widgets as tw\n"
        f"board = tw.carpe_diem.Board(tw.carpe_diem.new_game(players={players}, seed={players}, first_player=0),"
        f" bots={GAMES[players]})\n"
        "board"])
    open_notebook(page, jupyter_lab, name)
    open_file_browser(page)
    assert run_all_cells(page) == []
    board = page.locator(".tw-board").first
    board.wait_for()
    heights, problems, refusals = [], [], []
    tabs, row_moves, built_seen = [], [], []

    def check(board, kind):
        board.evaluate(TOP)  # the board's top at the notebook's top: what a turn needs is in view
        if board.locator(".tw-handoff").count():
            return  # the curtain: nothing to decide
        found = page.evaluate("b => b.getBoundingClientRect().height", board.element_handle())
        heights.append(round(found))
        found = decision_layout_problems(page, board)
        if found and not problems:
            page.screenshot(path=str(artifacts / f"carpe_diem_glance_{players}_problem_1280x800.png"))
        problems.extend(f"after {len(heights)} decisions ({kind}): {p}" for p in found)
        now, top = board.evaluate(TABS)
        if tabs and now != tabs[0][0]:
            problems.append(f"after {len(heights)} decisions ({kind}): the tabs moved: {tabs[0]} -> {now}")
        if tabs and top != tabs[-1][1]:
            row_moves.append(top - tabs[-1][1])
            problems.append(f"after {len(heights)} decisions ({kind}): the row of tabs moved {top - tabs[-1][1]} px")
        tabs.append((now, top))
        built = board.locator(JUST_BUILT)
        if built.count():
            built_seen.append(in_view(built))
        if len(heights) == 1:
            page.screenshot(path=str(artifacts / f"carpe_diem_glance_{players}_start_1280x800.png"))
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
        board.evaluate(TOP)
        refusals.append(moved_pieces(before, piece_positions(board)))
        if len(refusals) == 1:
            page.screenshot(path=str(artifacts / f"carpe_diem_glance_{players}_refusal_1280x800.png"))

    # play_to_the_end's loop, with the checks (and refusals) between the clicks.
    pick = random_choice(players)
    check(board, "start")
    state = board.evaluate(STATE)
    for clicks in range(1500):
        if state["over"]:
            break
        target, kind = (board.locator(".tw-handoff"), "handoff") if state["curtain"] else pick(board, clicks)
        if kind == "menu":
            target.click()
        else:
            click_piece(page, target)
        page.wait_for_function(ANSWERED, arg=[0, state["revision"], kind != "menu"], timeout=30_000)
        state = board.evaluate(STATE)
        if state["menu"]:
            continue
        assert not state["error"], state["error"]
        if not state["over"]:
            check(board, kind)
            state = board.evaluate(STATE)  # a provoked refusal is a revision too
    assert state["over"], "the game did not end in 1500 clicks"
    board.evaluate(TOP)
    final = board.locator(".tw-final")
    assert final.count() and in_view(final), "the end's totals are not in view"
    totals = board.evaluate(
        "b => [...b.querySelectorAll('.tw-score:not(.tw-drop-score) .tw-total td')].map(td => td.textContent)")
    assert len(totals) == players and all(t in final.inner_text() for t in totals), (final.inner_text(), totals)
    page.screenshot(path=str(artifacts / f"carpe_diem_glance_{players}_end_1280x800.png"))
    print(f"\n{players} players: {len(heights)} decisions, heights {min(heights)}..{max(heights)} px,"
          f" {len(refusals)} refusals, the seat before's build shown at {len(built_seen)},"
          f" the row of tabs moved {row_moves} px,"
          f" {time.monotonic() - started:.0f} s")
    assert problems == [], "\n".join(problems[:30]) + f"\n({len(problems)} problems)"
    assert built_seen and all(built_seen), \
        f"the seat before's build drawn at {len(built_seen)} decisions, out of view at {built_seen.count(False)}"
    assert refusals and all(moved == [] for moved in refusals), refusals
    assert page.js_errors == [], page.js_errors
