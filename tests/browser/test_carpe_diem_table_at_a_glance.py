"""A Carpe Diem turn on one screen (issue 34), in JupyterLab's default layout (1280x800, the file
browser open): a whole game by random legal clicks at 2 and 4 players (against the steady bot,
and a hot seat of two with two random bots, passing the screen through the curtain: the sizes
at the two ends; 3 players was measured to fit, at 2 minutes of CI), and at every decision the
board fits the notebook's visible area, every glowing piece is in view below the sticky bar
without scrolling and no text is under 12 px (layout_problems); no tab under the board moves
(0 px: sideways, up or down) or changes width from one decision to the next (a scoring period, the
others' VP, fountain cards held or looked at); the tile the seat before just built, drawn in
the estate at the screen once play has passed on, is in view; now and then a provoked refusal,
which must move no piece; against the bot, its moves are listed under the status line, in view
where the click was; at the end every seat's total is in view and the score breakdown shown
equals score_breakdown().

After every answered click of both games: no other seat's fountain cards or stored tiles are
drawn face up, and the board is no taller than MAX_HEIGHT. Through the hot seat's curtain
(which hides the next seat's fountain cards and stored tiles until the hand-off): nothing
private is in the page while it is down, the estate drawn first is still the one of the seat
that was at the screen, and after the hand-off the seat at the screen sees its own things; the
hot seat clicks every kind of piece. (Each tutorial, cell by cell with its lessons made by
clicks: test_tutorial_learner.py.)

Both boards are in one notebook, one kernel and one page (support.board_notebook); what a
decision needs is measured in one round trip (support.board_clicks.look). The notebook is
written through the server's contents API, so notebooks/ stays as it is.
"""

import re
import time

import pytest
from support.board_clicks import (
    END,
    MAX_HEIGHT,
    answer_problems,
    layout_problems,
    play,
    random_pick,
    refuse_now_and_then,
    shown_breakdown_equals_python,
)
from support.board_notebook import board_notebook, board_notebook_page  # noqa: F401 (the page fixture)
from support.jupyter_harness import screenshot_whole

pytestmark = pytest.mark.browser

# players -> the bots' seats: against the steady bot; a hot seat with bots.
GAMES = {2: "{1: 'greedy'}", 4: "{2: 'random', 3: 'random'}"}
BOARDS = {f"{players}p": (f"tw.carpe_diem.new_game(players={players}, seed={players}, first_player=0)",
                          f"tw.carpe_diem.Board(game, bots={bots})") for players, bots in GAMES.items()}
HOT_SEAT = 4  # the game played through the curtain
TOP = "b => { b.scrollIntoView({block: 'start'}); }"
# At a decision: where each closed tab is (its place in the row and width; the site's tab and
# the cards' are one place) and the row's top from the board's; whether the tile the seat
# before just built can be seen (null: none drawn); the bots' moves listed.
GLANCE = """(b, arg, s) => {
  const news = b.querySelector('.tw-news')?.innerText ?? null;
  if (!s.deciding) return {news};
  const tabs = [...b.querySelectorAll(':scope > .tw-fold:not([open]) > summary')].map((t) => {
    const r = t.getBoundingClientRect();
    return [t.parentElement.dataset.fold.replace(/^(site|cards)$/, 'aside'), Math.round(r.x), Math.round(r.width)];
  });
  const row = Math.round(b.querySelector(':scope > .tw-fold').getBoundingClientRect().y - b.getBoundingClientRect().y);
  const built = b.querySelector('.tw-board-svg .tw-just-built');
  return {news, tabs, row, built: built ? seenOf(built).seen > 0 : null};
}"""
# After each click: the board's height; how many fountain cards and stored tiles are drawn face
# up (a seat sees only its own) in the whole board, in the main picture (the seat at the
# screen) and in the fold of the others; whose estate the main picture draws first; whom the
# curtain asks for; and how many stored tiles and fountain cards each estate holds, as its
# counts say.
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
EXTRA = f"(b, arg, s) => ({{glance: ({GLANCE})(b, arg, s), seats: ({SEATS})(b)}})"


@pytest.fixture(scope="module")
def notebook(browser, jupyter_lab):
    with board_notebook(browser, jupyter_lab, "carpe_diem_glance.ipynb", BOARDS) as opened:
        yield opened


@pytest.mark.parametrize("players", sorted(GAMES))
def test_every_decision_of_a_whole_game_by_clicks_fits_one_screen(page, notebook, artifacts, players):
    started = time.monotonic()
    index, board = notebook.index(f"{players}p"), notebook.board(f"{players}p")
    board.evaluate(TOP)
    against_bot, hot_seat = players == 2, players == HOT_SEAT
    if against_bot:
        assert "(steady bot)" in board.inner_text()
    if hot_seat:
        page.screenshot(path=str(artifacts / "carpe_diem_start_1280x800.png"))
        screenshot_whole(page, board, artifacts / "carpe_diem_start.png")
    heights, problems, refusals = [], [], []
    tabs, row_moves, built_seen, news = [], [], [], []
    tall = []  # the board's height after every answered click, a curtain's too
    waiting = []  # at each curtain: how many private things the next seat holds
    at_screen = []  # the seat at the screen, as its estate is labelled
    options = {"top": True, "min_text": 12, "seen": True, "extra": EXTRA}

    def check_seats(now, kind):
        seats = now["extra"]["seats"]
        if kind == "start":
            at_screen.append(seats["first"])
            return
        # (not after the final scoring: it reveals the fountain cards)
        tall.append(seats["height"])
        assert seats["others"] == 0, f"after {kind}: another seat's private thing is shown"
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

    def check(now, kind):
        check_seats(now, kind)
        extra = now["extra"]["glance"]
        if against_bot and extra["news"] is not None and kind != "start":
            # The bot's answer is listed under the status line, read where the click was.
            news.append(extra["news"])
            problems.extend(answer_problems(now, "a move the bot answered"))
        if not now["deciding"]:
            return None  # the curtain: nothing to decide
        heights.append(round(now["layout"]["height"]))
        found = layout_problems(now["layout"])
        if found and not problems:
            page.screenshot(path=str(artifacts / f"carpe_diem_glance_{players}_problem_1280x800.png"))
        problems.extend(f"after {len(heights)} decisions ({kind}): {p}" for p in found)
        if tabs and extra["tabs"] != tabs[0][0]:
            problems.append(f"after {len(heights)} decisions ({kind}): the tabs moved: {tabs[0]} -> {extra['tabs']}")
        if tabs and extra["row"] != tabs[-1][1]:
            row_moves.append(extra["row"] - tabs[-1][1])
            problems.append(f"after {len(heights)} decisions ({kind}): the row of tabs moved"
                            f" {extra['row'] - tabs[-1][1]} px")
        tabs.append((extra["tabs"], extra["row"]))
        if extra["built"] is not None:
            built_seen.append(extra["built"])
        if len(heights) == 1:
            page.screenshot(path=str(artifacts / f"carpe_diem_glance_{players}_start_1280x800.png"))
        return refuse_now_and_then(page, index, len(heights), refusals,
                                   artifacts / f"carpe_diem_glance_{players}_refusal_1280x800.png", to_top=True,
                                   **options)

    seen = play(page, index, random_pick(players), check, limit=1500,
                shots={150: artifacts / "carpe_diem_midgame_1280x800.png"} if hot_seat else None, **options)
    board.evaluate(TOP)
    end = board.evaluate(END)
    assert end and end["seen"], "the end's totals are not in view"
    assert len(end["totals"]) == players and all(t in end["text"] for t in end["totals"]), end
    page.screenshot(path=str(artifacts / f"carpe_diem_glance_{players}_end_1280x800.png"))
    screenshot_whole(page, board, artifacts / f"carpe_diem_glance_{players}_game_over.png")
    shown_breakdown_equals_python(page, board, players, f"{players}p")
    print(f"\n{players} players: {len(heights)} decisions, heights {min(heights)}..{max(heights)} px,"
          f" {len(refusals)} refusals, the seat before's build shown at {len(built_seen)},"
          f" the row of tabs moved {row_moves} px, {len(news)} bots' answers, {len(waiting)} curtains,"
          f" {time.monotonic() - started:.0f} s")
    assert problems == [], "\n".join(problems[:30]) + f"\n({len(problems)} problems)"
    assert built_seen and all(built_seen), \
        f"the seat before's build drawn at {len(built_seen)} decisions, out of view at {built_seen.count(False)}"
    assert refusals and all(moved == [] for moved in refusals), refusals
    assert max(tall) <= MAX_HEIGHT, max(tall)
    if against_bot:
        assert "handoff" not in seen  # one human: no curtain
        assert len(news) >= 6 and all(text.startswith("The bots' moves:") for text in news), news[:3]
    if hot_seat:
        assert {"handoff", "space", "tile", "cell", "circle", "card"} <= seen, seen
        assert max(waiting) > 0, "no curtain ever hid a stored tile or a fountain card"
        assert len(set(at_screen)) == 2, at_screen  # each human was at the screen
    assert page.js_errors == [], page.js_errors
