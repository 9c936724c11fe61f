"""A board behaves in a notebook as a learner expects (issue 45, parts 3, 7 and 8), in each game,
at 1280x800 in JupyterLab with the file browser open:

- the folds keep what the learner chose through every move (one opened and closed again stays
  closed, one opened stays open), and opening one grows the board downward only;
- after the bots have played, the bar's news lists every move they made since the learner's;
- at the end of a whole game the Log holds every line of the game, scrolled inside its panel;
- what opens from the bar (the drop-down: the bots' moves, Read all, Score breakdown; a rule's
  passage) is wholly in view at the board's bottom too: inside the window and inside every box
  round it that clips (JupyterLab's output area clips at the board's edges).

Uses the session's one JupyterLab server (tests/conftest.py); the notebook is written through
the server's contents API. Python's side of part 7: tests/test_board_news_and_log.py.
"""

import json

import pytest
from support.board_clicks import click_and_answer, first_choice, open_file_browser
from support.jupyter_harness import board_revision, put_notebook, rerun_last_cell, wait_for_revision

pytestmark = pytest.mark.browser

GAMES = ["porta_nigra", "carpe_diem", "magna_roma"]


def cells(game: str) -> list[str]:
    """A learner against two bots, a 4-player game the bots played out, room to scroll past them,
    and what Python says (the last cell, run again to read it)."""
    return [
        "import json\nimport tabletop_widgets as tw\nfrom tabletop_widgets.core.simulate import bot_game\n"
        f"board = tw.{game}.Board(tw.{game}.new_game(players=3, seed=5), bots={{1: 'random', 2: 'random'}})\n"
        "board",
        f"over, _, _ = bot_game('{game}', 4, ['random'] * 4, 7, {{}})\ntw.{game}.Board(over)",
        "print('\\n'.join(['a cell after the boards'] * 40))",
        # The lines the bots' moves wrote since the learner's last move, and the finished game's log.
        "log = board.game.log\n"
        "mine = [k for k, e in enumerate(log) if e['seat'] == 0 and e.get('action') is not None]\n"
        "since = log[mine[-1] + 1:] if mine else log\n"
        "runs = globals().get('runs', 0) + 1  # a new output at each run (rerun_last_cell waits for one)\n"
        "print(json.dumps({'runs': runs, 'bots': [e['text'] for e in since\n"
        "                                          if e['seat'] in (1, 2) and e.get('action')],\n"
        "                  'news': [e['text'] for e in board.news],\n"
        "                  'end_log': [e['text'] for e in over.log], 'end_moves': len(over.history)}))",
    ]


def open_boards(page, jupyter_lab, open_notebook, run_all_cells, game):
    put_notebook(jupyter_lab, f"board_panels_{game}.ipynb", cells(game))
    open_notebook(page, jupyter_lab, f"board_panels_{game}.ipynb")
    open_file_browser(page)
    assert run_all_cells(page) == []
    return page.locator(".tw-board").nth(0), page.locator(".tw-board").nth(1)


def python_says(page) -> dict:
    return json.loads(rerun_last_cell(page))


# The board's top, the bar, the main picture and every fold's title and box, on the page.
PLACES = """b => {
  const at = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height].map(Math.round); };
  const folds = {};
  for (const f of b.querySelectorAll(':scope > details.tw-fold')) folds[f.dataset.fold] = { open: f.open,
    hot: f.classList.contains('tw-fold-hot'), title: at(f.querySelector('summary')), box: at(f) };
  return { board: at(b), bar: at(b.querySelector('.tw-bar')), main: at(b.querySelector('.tw-main')), folds };
}"""
# Where an element is cut: off the window, or outside a box round it that clips what overflows it.
CUT_BY = """el => {
  const r = el.getBoundingClientRect();
  const cut = [];
  if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) cut.push('the window');
  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
    const s = getComputedStyle(p);
    if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
    const q = p.getBoundingClientRect();
    if (r.top < q.top - 0.5 || r.left < q.left - 0.5 || r.bottom > q.bottom + 0.5 || r.right > q.right + 0.5)
      cut.push(p.className || p.tagName);
  }
  return cut;
}"""
# The board's bottom `o` px under the notebook's top: the learner scrolled on, the bar floats low.
BOTTOM_AT = """([i, o]) => { const b = document.querySelectorAll('.tw-board')[i];
  const n = b.closest('.jp-WindowedPanel-outer');
  n.scrollTop += b.getBoundingClientRect().bottom - n.getBoundingClientRect().top - o; }"""


def click_middle(page, locator) -> None:
    """A click where the learner sees it, without scrolling first (as Playwright's click may)."""
    box = locator.bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def toggle(page, board, fold: str) -> None:
    """A click on the title of `fold`, where it is (its state changes at once)."""
    details = board.locator(f":scope > details[data-fold='{fold}']")
    was = details.evaluate("f => f.open")
    details.locator(":scope > summary").scroll_into_view_if_needed()  # an open fold's title is under the others'
    click_middle(page, details.locator(":scope > summary"))
    assert details.evaluate("f => f.open") != was, f"a click on {fold} did not toggle it"
    page.wait_for_timeout(150)  # the toggle event, then a frame


def quiet(page, board) -> None:
    """Python has said all it will (no new revision for half a second): a drop-down opened now
    is not closed by an answer still on its way."""
    revision = -1
    while revision != board_revision(board):
        revision = board_revision(board)
        page.wait_for_timeout(500)


def learner_move(page, board) -> None:
    """One decision of the learner's, by clicks: the first choice (and a menu's first choice)."""
    target, kind = first_choice(board, 0)
    if kind == "menu":
        revision = board_revision(board)
        target.click()
        wait_for_revision(page, revision)
        return
    click_and_answer(page, 0, target)
    if board.locator(".tw-menu-choice").count():
        revision = board_revision(board)
        board.locator(".tw-menu-choice").first.click()
        wait_for_revision(page, revision)


def settled(page, board, shown: dict) -> None:
    """Folds as the learner left them: `shown` maps a fold to whether it is open."""
    now = board.evaluate(PLACES)["folds"]
    assert {f: now[f]["open"] for f in shown} == shown, now


def opens_downward(page, board, fold: str) -> None:
    """Opening `fold` moves nothing above it: the board's top, the bar, the main picture and the
    titles of the row stay; the open fold is under the row."""
    before = board.evaluate(PLACES)
    toggle(page, board, fold)
    after = board.evaluate(PLACES)
    assert after["folds"][fold]["open"]
    for part in ("board", "bar", "main"):
        assert after[part][:2] == before[part][:2], (part, before[part], after[part])
    row = before["folds"][fold]["title"][1]
    for other, place in after["folds"].items():
        if other != fold and not place["open"]:
            assert place["title"][1] == row, f"the title of {other} left the row: {before['folds'][other]} {place}"
    assert after["folds"][fold]["box"][1] >= row + before["folds"][fold]["title"][3], "the open fold is under the row"


@pytest.mark.parametrize("game", GAMES)
def test_folds_keep_the_learners_choice_and_the_news_lists_every_bot_move(
        page, jupyter_lab, open_notebook, run_all_cells, artifacts, game):
    board, _ = open_boards(page, jupyter_lab, open_notebook, run_all_cells, game)
    board.evaluate("b => b.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    folds = board.evaluate(PLACES)["folds"]
    # The board's first fold that is closed, and the Log: one opened, one opened and closed again.
    kept = next(f for f, place in folds.items() if not place["open"] and not place["hot"] and f != "log")
    assert not folds["log"]["open"]
    opens_downward(page, board, kept)
    toggle(page, board, "log")
    toggle(page, board, "log")
    shown = {kept: True, "log": False}
    settled(page, board, shown)
    page.screenshot(path=str(artifacts / f"board_panels_{game}_folds_1280x800.png"))
    moves, answered = 0, False
    while not answered:
        learner_move(page, board)
        moves += 1
        settled(page, board, shown)  # through every redraw
        answered = board.locator(".tw-news").count() > 0  # news after the learner's move: the bots answered it
        assert moves < 60, "the bots never answered"
    # The bots answered: the drop-down lists every move they made since the learner's.
    said = python_says(page)
    assert said["bots"], "the bots made no move"
    more = board.locator(".tw-more")
    quiet(page, board)
    board.evaluate("b => b.scrollIntoView({block: 'start'})")  # running the cell scrolled the notebook to it
    page.wait_for_timeout(300)
    click_middle(page, more)
    drop = board.locator(".tw-drop")
    drop.wait_for()
    listed = drop.locator(".tw-drop-news li").all_inner_texts()
    assert [t.strip() for t in listed] == said["news"]
    missing = [t for t in said["bots"] if t not in said["news"]]
    assert missing == [], f"bot moves not in the news: {missing}"
    assert drop.evaluate(CUT_BY) == []
    page.screenshot(path=str(artifacts / f"board_panels_{game}_news_1280x800.png"))
    assert page.js_errors == []


@pytest.mark.parametrize("game", GAMES)
def test_at_the_end_the_log_holds_every_move_and_what_opens_from_the_bar_is_in_view(
        page, jupyter_lab, open_notebook, run_all_cells, artifacts, game):
    board, end = open_boards(page, jupyter_lab, open_notebook, run_all_cells, game)
    said = python_says(page)
    # The Log: every line of the whole game, newest first, scrolled inside its panel.
    end.evaluate("b => b.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    if not end.locator(":scope > details[data-fold='log']").evaluate("f => f.open"):
        toggle(page, end, "log")
    lines = [t.strip() for t in end.locator(".tw-log li").all_inner_texts()]
    assert lines == said["end_log"][::-1]
    assert len(lines) >= said["end_moves"] > 100
    panel = end.locator(".tw-log-lines")
    assert panel.evaluate("p => p.scrollHeight > p.clientHeight && p.clientHeight <= 340")
    # What opens from the bar, at the board's bottom: the bar floats low, little room under it.
    for b, index in ((end, 1), (board, 0)):
        page.evaluate(BOTTOM_AT, [index, 230])
        page.wait_for_timeout(300)
        if index == 0:  # a refusal, its whole text and its rule one click away
            revision = board_revision(b)
            b.locator("svg [data-target]:not(.tw-glow)").last.dispatch_event("click")
            wait_for_revision(page, revision, index)
            page.wait_for_timeout(300)
        click_middle(page, b.locator(".tw-more"))
        drop = b.locator(".tw-drop")
        drop.wait_for()
        page.wait_for_timeout(100)
        page.screenshot(path=str(artifacts / f"board_panels_{game}_drop{index}_1280x800.png"))
        assert drop.evaluate(CUT_BY) == [], (index, b.locator(".tw-more").inner_text())
        page.keyboard.press("Escape")
        drop.wait_for(state="detached")
        rule = b.locator(".tw-cite-open")
        if rule.count():
            click_middle(page, rule)
            passage = b.locator(".tw-cite-pop")
            passage.wait_for()
            page.wait_for_timeout(100)
            page.screenshot(path=str(artifacts / f"board_panels_{game}_rule{index}_1280x800.png"))
            assert passage.evaluate(CUT_BY) == [], index
            page.keyboard.press("Escape")
    assert page.js_errors == []
