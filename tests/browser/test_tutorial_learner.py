"""Each tutorial driven as a learner drives it in JupyterLab's default layout (1280x800, the
file browser open): cells run one at a time (Shift+Enter pressed again and again, wherever the
last click on a board left focus: no key may make a move), and each lesson is done by clicking
its ringed piece (and the ringed menu choice) until it says "Lesson done". No cell may end in
an error, every cell prints something (its teaching output) when it printed something after
Run All, every board is drawn whole (each game's pieces are there; a screenshot of each), and
the notebook has as many boards as widget outputs.

Each lesson board, at its first step, fits the notebook's area below the sticky bar with its
ringed piece, where its cell's run left it: no scroll is needed to reach the first click;
after each step what the move did, the next step and the lesson can be read
where the click was; the first lesson of a tutorial starts with a wrong click, which must be
answered with a hint, in view, and leave the step where it was. Once a lesson is done, Undo
must go back to its last step, and that step made again must say "Lesson done" again.

Then Run All on the same page runs the cells again in the same kernel (so each cell runs
twice, as a learner's may): again no error, the same printed outputs, every board drawn, and
the tutorial's shortest lesson, on its new board, done again by clicks and undone.

nbval keeps checking Run All (nobody plays); tests/test_tutorials_learner.py plays the same
paths in a kernel without a browser, and a few more (half a lesson, a cell run twice).
"""

from __future__ import annotations

import contextlib
import re
import sys
import time

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from support.board_clicks import (
    JS,
    click_piece,
    follow_lesson,
    layout_problems,
    open_file_browser,
    script,
    take_lesson_step,
)
from support.jupyter_harness import ERROR_OUTPUTS, run_all_cells, screenshot_whole, wait_for_revision
from support.notebooks import NOTEBOOKS, REPO

sys.path.insert(0, str(REPO / "tools"))
import links  # noqa: E402

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # slow: ten tutorials' lessons, by clicks

TUTORIALS = [p for paths in links.tutorials().values() for p in paths]  # every game's, as git ships them
PANEL = ".jp-NotebookPanel:not(.lm-mod-hidden)"
WIDGET = "application/vnd.jupyter.widget-view+json"
# Each game's board is drawn: Porta Nigra's city map with its 44 spots; Carpe Diem's 7
# semicircular spaces of the construction site and its scoring cards; a Magna Roma city with
# its town centre, and the province cards. (selector, least count, most count)
DRAWN = {"porta_nigra": [("svg.tw-board-svg [data-target^='spot:']", 44, 44)],
         "carpe_diem": [("svg [data-target^='space:']", 7, 7), ("svg [data-target^='card:']", 8, None)],
         "magna_roma": [("svg [data-target='cell:0,0']", 1, None), ("svg [data-target^='slot:']", 9, None)]}

# Cell i has run: its prompt shows a number, the kernel is idle and, when a board is expected,
# the widget has rendered it (a widget renders after its cell has run).
RAN = """([panel, i, board]) => {
  const p = document.querySelector(panel);
  const c = p && p.querySelectorAll('.jp-Cell')[i];
  if (!c || !/\\[\\d+\\]/.test(c.querySelector('.jp-InputArea-prompt')?.textContent || '')
      || p.querySelector('.jp-Notebook-ExecutionIndicator')?.dataset.status !== 'idle') return false;
  const b = c.querySelector('.tw-board');
  return !board || (!!b && b.getBoundingClientRect().height > 0);
}"""
# The active cell's index.
ACTIVE = f"""() => [...document.querySelectorAll('{PANEL} .jp-Cell')]
  .findIndex((c) => c.classList.contains('jp-mod-active'))"""
# Where to click to select cell o (its input prompt).
PROMPT = f"""const c = document.querySelectorAll('{PANEL} .jp-Cell')[o];
c.querySelector('.jp-InputPrompt').scrollIntoView({{block: 'nearest'}});
const r = c.querySelector('.jp-InputPrompt').getBoundingClientRect();
return [r.x + r.width / 2, r.y + r.height / 2];"""
# What cell o shows after it ran: its error outputs, whether it printed text (not only a
# board), and its boards: [index among the page's boards, whether it is a lesson].
SHOWN = f"""const c = document.querySelectorAll('{PANEL} .jp-Cell')[o];
const all = [...document.querySelectorAll('.tw-board')];
return {{errors: [...c.querySelectorAll('{ERROR_OUTPUTS}')].map((e) => e.innerText),
  printed: !!c.querySelector('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stdout"], '
    + '.jp-OutputArea-output[data-mime-type="text/plain"]'),
  boards: [...c.querySelectorAll('.tw-board')].map((b) => [all.indexOf(b), !!b.querySelector('.tw-lesson')])}};"""
COUNTS = """(b, selectors) => selectors.map((s) => b.querySelectorAll(s).length)"""
# Board i shows its first decision where it is: its bar and ringed piece under it, in the window.
SHOWN_HERE = f"([i]) => {{{JS}\nreturn layoutOf(boardAt(i), 0).glow.length === 0;\n}}"


# Whether cell i has started: queued or run ([*] or [n]); and every board's revision.
STARTED = f"""(i) => /\\[(\\*|\\d+)\\]/.test(document.querySelectorAll('{PANEL} .jp-Cell')[i]
  .querySelector('.jp-InputArea-prompt')?.textContent || '')"""
REVISIONS = "() => [...document.querySelectorAll('.tw-board')].map((b) => b.dataset.revision)"


def run_cell(page, index: int, board: bool) -> dict:
    """Run code cell ``index`` as a learner does: press Shift+Enter from the notebook's active
    cell (wherever the clicks on a board left focus) until it has run, passing the markdown
    cells between; the first cell (or one out of reach) is selected by its prompt first. Wait
    until it has run (RAN; ``board``: its board rendered). No key may move a board. Returns
    what it shows (SHOWN).

    On a loaded machine JupyterLab has once lost the key press (the cell selected, not run,
    nothing else changed): if the cell has not started within 20 s and no board moved, the
    learner presses again."""
    revisions = page.evaluate(REVISIONS)
    for attempt in range(2):
        active = page.evaluate(ACTIVE)
        if attempt or not 0 <= active <= index:
            page.mouse.click(*page.evaluate(script(PROMPT), [0, index]))
            page.keyboard.press("Escape")
            active = index
        for _ in range(index - active + 1):  # the markdown cells before it, then the cell
            page.keyboard.press("Shift+Enter")
        try:
            page.wait_for_function(STARTED, arg=index, timeout=20_000)
            break
        except PlaywrightTimeout:
            assert page.evaluate(REVISIONS)[:len(revisions)] == revisions, \
                f"Shift+Enter on cell {index} played on a board"
            assert attempt == 0, f"cell {index} did not start after two presses of Shift+Enter"
    page.wait_for_function(RAN, arg=[PANEL, index, board], timeout=300_000)
    assert page.evaluate(REVISIONS)[:len(revisions)] == revisions, f"a key on the way to cell {index} moved a board"
    return page.evaluate(script(SHOWN), [0, index])


# The boards drawn (rendered, not 0 px tall) in each code cell o[k], [k, n]: [k, boards]. Run
# All has drawn every board when each cell shows one per widget output.
BOARDS_IN = f"""(o) => {{ const cells = document.querySelectorAll('{PANEL} .jp-Cell');
  return o.map(([k]) => [k, [...cells[k].querySelectorAll('.tw-board')]
    .filter((b) => b.getBoundingClientRect().height > 0).length]); }}"""


@pytest.mark.parametrize("tutorial", TUTORIALS)
def test_a_learner_runs_each_cell_and_does_each_lesson_by_clicks(page, jupyter_lab, open_notebook, artifacts,
                                                                 tutorial):
    """One page: cell by cell, every lesson done (each board checked as drawn, where each
    step's answer shows) and undone once; then Run All in the same kernel, and the shortest
    lesson done and undone again."""
    import nbformat

    started = time.monotonic()
    committed = nbformat.read(NOTEBOOKS / tutorial, as_version=4)
    open_notebook(page, jupyter_lab, tutorial)
    open_file_browser(page)  # as a learner sees it: 1280 x 800 with the file browser open
    assert page.locator(f"{PANEL} .jp-Cell").count() == len(committed.cells)
    path = "cell by cell"
    try:
        lessons = learner_pass(page, committed, tutorial, artifacts)
        assert lessons, f"{tutorial} has no lesson board"
        outputs = page.locator(f"{PANEL} .jp-OutputArea-output")  # every widget output is a board, each drawn
        boards = page.locator(".tw-board").count()
        assert boards >= 1 and boards == outputs.filter(has=page.locator(".tw-board")).count()
        first = time.monotonic() - started
        path = "run all"
        run_all_again(page, committed, tutorial, lessons)
    except Exception:  # an assertion or a wait that timed out: what the page showed
        page.screenshot(path=str(artifacts / f"learner_{tutorial.replace('/', '_')[:-6]}_{path[:3]}_1280x800.png"))
        raise
    assert page.js_errors == []
    print(f"{tutorial}: {len(lessons)} lessons; cell by cell {first:.0f} s, "
          f"Run All and a lesson {time.monotonic() - started - first:.0f} s")


def printing_cells(committed) -> set[int]:
    """The code cells that printed something after Run All (their teaching output)."""
    return {i for i, c in enumerate(committed.cells)
            if c.cell_type == "code" and any(o["output_type"] == "stream" for o in c.get("outputs", []))}


def widget_outputs(cell) -> int:
    return sum(WIDGET in o.get("data", {}) for o in cell.get("outputs", []))


def learner_pass(page, committed, tutorial: str, artifacts) -> dict[int, int]:
    """Run every code cell in turn, checking each board as drawn and doing each lesson by
    clicks (its layout and answers checked, one wrong click first, then Undo and the last step
    again); returns each lesson board's index among the page's boards -> its steps."""
    prints = printing_cells(committed)
    lessons: dict[int, int] = {}
    for index, source in enumerate(committed.cells):
        if source.cell_type != "code":
            continue
        shown = run_cell(page, index, widget_outputs(source) > 0)
        assert shown["errors"] == [], \
            f"cell {index} ended in an error:\n{source.source}\n" + "\n".join(shown["errors"])
        if index in prints:
            assert shown["printed"], f"cell {index} printed nothing:\n{source.source}"
        for at, lesson in shown["boards"]:
            steps = lesson_board(page, at, lesson, f"{tutorial.replace('/', '_')[:-6]}_board{at + 1}",
                                 DRAWN[tutorial.split("/")[0]], artifacts, first=not lessons)
            if steps:
                lessons[at] = steps
    return lessons


def lesson_board(page, at: int, lesson: bool, name: str, drawn, artifacts, first: bool) -> int:
    """Board ``at`` of the page, just shown: drawn whole (``drawn``) and saved as ``name``; a
    lesson done by clicks (its layout at the first step, its answers in view, a wrong click
    first if ``first``), then undone to its last step and that step made again. Returns the
    lesson's steps (0: no lesson)."""
    board = page.locator(".tw-board").nth(at)
    counts = board.evaluate(COUNTS, [s for s, _, _ in drawn])
    for (selector, least, most), count in zip(drawn, counts, strict=True):
        assert count >= least and (most is None or count <= most), f"{name}: {count} of {selector}"
    if lesson:
        # The board at its first step, where its cell's run left it (nothing scrolled): the
        # whole board and its ringed piece fit the notebook's area under the bar.
        with contextlib.suppress(PlaywrightTimeout):  # the board settles: layout_problems says what is wrong
            page.wait_for_function(SHOWN_HERE, arg=[at], timeout=5_000)
        page.screenshot(path=str(artifacts / f"{name}_step1_1280x800.png"))
        problems = layout_problems(page.evaluate(script("return layoutOf(boardAt(i), 0);"), [at, None]), 0)
        assert problems == [], f"{name}, a lesson, as its cell's run shows it: {problems}"
    learner_scrolls(page)
    screenshot_whole(page, board, artifacts / f"{name}.png")
    if not lesson:
        return 0
    # JupyterLab lays the notebook out again after the window's resize for the picture: the
    # clicks below measure where a piece is once it has.
    page.evaluate(script("await frames(); await frames();"), [at, None])
    page.wait_for_timeout(300)
    # The learner makes every move, one wrong click first.
    steps = follow_lesson(page, at, wrong_click=first, shots=artifacts / name)
    page.screenshot(path=str(artifacts / f"{name}_lesson_done_1280x800.png"))
    undo_last_step(page, at, steps)
    board = page.locator(".tw-board").nth(at)
    if board.locator(".tw-handoff").count():  # undo hid a hand again: its player shows it
        before = int(board.get_attribute("data-revision"))
        click_piece(page, board.locator(".tw-handoff"))
        wait_for_revision(page, before, at)
    assert take_lesson_step(page, at)["step"] == "Lesson done", f"{name}: the last step made again"
    return steps


def learner_scrolls(page) -> None:
    """The learner touches the mouse wheel, as before scrolling to a piece: a board just drawn
    stops keeping its decision in view (js/in_notebook.js showOnRun), so the helpers that
    bring a piece to the middle of the window before clicking it are not scrolled back."""
    page.mouse.wheel(0, 1)


def undo_last_step(page, at: int, steps: int) -> None:
    """Click Undo on board ``at``, its lesson done: it must go back to its last step."""
    board = page.locator(".tw-board").nth(at)
    before = int(board.get_attribute("data-revision"))
    board.locator("button.tw-undo").click()
    page.wait_for_function("([i, r]) => Number(document.querySelectorAll('.tw-board')[i].dataset.revision) > r",
                           arg=[at, before], timeout=30_000)
    count = board.locator(".tw-lesson-count").inner_text()
    assert count == f"Step {steps} of {steps}", count  # back on the last step


def run_all_again(page, committed, tutorial: str, lessons: dict[int, int]) -> None:
    """Run All in the same kernel (Run All clears the outputs first): no error, the printing
    cells print, every board is drawn again; the shortest lesson, on its new board, is done by
    clicks and undone to its last step."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    errors = run_all_cells(page)
    assert errors == [], f"{tutorial}, cells run again, ended in an error:\n" + "\n".join(errors)
    expected = [[i, widget_outputs(c)] for i, c in enumerate(committed.cells) if c.cell_type == "code"]
    try:  # a widget is drawn after its cell has run
        page.wait_for_function(f"(o) => JSON.stringify(({BOARDS_IN})(o)) === JSON.stringify(o)", arg=expected,
                               timeout=300_000)
    except PlaywrightTimeout:
        drawn = dict(page.evaluate(BOARDS_IN, expected))
        raise AssertionError(f"{tutorial}, run again: boards drawn per cell (cell: drawn, expected) "
                             f"{[(k, drawn[k], n) for k, n in expected if drawn[k] != n]}") from None
    prints = printing_cells(committed)
    for index in sorted(prints):
        shown = page.evaluate(script(SHOWN), [0, index])
        assert shown["printed"], f"cell {index}, run again, printed nothing:\n{committed.cells[index].source}"
    at = min(lessons, key=lambda k: (lessons[k], k))
    learner_scrolls(page)
    do_lesson(page, at)
    undo_last_step(page, at, lessons[at])


def do_lesson(page, index: int) -> None:
    """Click board ``index``'s ringed piece, and the ringed choice of a menu it opens, until
    the lesson is done; no click may be refused."""
    step = page.locator(".tw-board").nth(index).locator(".tw-lesson-count").inner_text()
    total = int(re.search(r"of (\d+)", step).group(1))
    for made in range(1, total + 1):
        assert step == f"Step {made} of {total}", step
        step = take_lesson_step(page, index)["step"]
    assert step == "Lesson done", step
