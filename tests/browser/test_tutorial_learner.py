"""Each tutorial driven as a learner drives it in JupyterLab's default layout (1280x800, the
file browser open): cells run one at a time (Shift+Enter), and each lesson is done by clicking
its ringed piece (and the ringed menu choice) until it says "Lesson done". No cell may end in
an error, every cell prints something (its teaching output) when it printed something after
Run All, every board is drawn whole (each game's pieces are there; a screenshot of each), and
the notebook has as many boards as widget outputs.

Each lesson board, at its first step, fits the notebook's area below the sticky bar with its
ringed piece; after each step what the move did, the next step and the lesson can be read
where the click was; the first lesson of a tutorial starts with a wrong click, which must be
answered with a hint, in view, and leave the step where it was. A second pass on the same
page runs the cells again in the same kernel (so each cell runs twice, as a learner's may) and
clicks Undo once after each lesson, which must go back to its last step.

nbval keeps checking Run All (nobody plays); tests/test_tutorials_learner.py plays the same
paths in a kernel without a browser, and a few more (half a lesson, a cell run twice).
"""

from __future__ import annotations

import re
import time

import pytest
from support.board_clicks import follow_lesson, layout_problems, open_file_browser, script, take_lesson_step
from support.jupyter_harness import ERROR_OUTPUTS, screenshot_whole
from support.notebooks import NOTEBOOKS, shipped_notebooks

pytestmark = pytest.mark.browser

TUTORIALS = [p.relative_to(NOTEBOOKS).as_posix() for p in shipped_notebooks()
             if p.parent != NOTEBOOKS and re.match(r"\d\d_", p.name)]
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
TO_TOP = script("const b = boardAt(i); b.scrollIntoView({block: 'start'}); await frames();")


def run_cell(page, index: int, board: bool) -> dict:
    """Select code cell ``index`` (command mode) and press Shift+Enter, as a learner does; wait
    until it has run (RAN; ``board``: its board rendered). Returns what it shows (SHOWN)."""
    page.mouse.click(*page.evaluate(script(PROMPT), [0, index]))
    page.keyboard.press("Escape")
    page.keyboard.press("Shift+Enter")
    page.wait_for_function(RAN, arg=[PANEL, index, board], timeout=300_000)
    return page.evaluate(script(SHOWN), [0, index])


@pytest.mark.parametrize("tutorial", TUTORIALS)
def test_a_learner_runs_each_cell_and_does_each_lesson_by_clicks(page, jupyter_lab, open_notebook, artifacts,
                                                                 tutorial):
    """One page: pass ``done`` does every lesson, checking each board as drawn and where each
    step's answer shows; pass ``undo`` runs the cells again in the same kernel and clicks Undo
    after each lesson."""
    import nbformat

    started = time.monotonic()
    committed = nbformat.read(NOTEBOOKS / tutorial, as_version=4)
    open_notebook(page, jupyter_lab, tutorial)
    open_file_browser(page)  # as a learner sees it: 1280 x 800 with the file browser open
    assert page.locator(f"{PANEL} .jp-Cell").count() == len(committed.cells)
    for path in ("done", "undo"):
        try:
            lessons = learner_pass(page, committed, tutorial, artifacts, path)
        except AssertionError:
            page.screenshot(path=str(artifacts / f"learner_{tutorial.replace('/', '_')[:-6]}_{path}_1280x800.png"))
            raise
        assert lessons, f"{tutorial} has no lesson board"
        if path == "done":  # every widget output is a board, each drawn
            outputs = page.locator(f"{PANEL} .jp-OutputArea-output")
            boards = page.locator(".tw-board").count()
            assert boards >= 1 and boards == outputs.filter(has=page.locator(".tw-board")).count()
    assert page.js_errors == []
    print(f"{tutorial}: {lessons} lessons, both passes in {time.monotonic() - started:.0f} s")


def learner_pass(page, committed, tutorial: str, artifacts, path: str) -> int:
    """Run every code cell in turn, doing each lesson by clicks (in pass ``done`` checking each
    board as drawn and each lesson's layout and answers, one wrong click first; in pass
    ``undo``, then Undo once); returns the number of lessons."""
    prints = {i for i, c in enumerate(committed.cells)
              if c.cell_type == "code" and any(o["output_type"] == "stream" for o in c.get("outputs", []))}
    lessons = 0
    for index, source in enumerate(committed.cells):
        if source.cell_type != "code":
            continue
        has_board = any(WIDGET in o.get("data", {}) for o in source.get("outputs", []))
        shown = run_cell(page, index, has_board)
        assert shown["errors"] == [], \
            f"cell {index} ({path}) ended in an error:\n{source.source}\n" + "\n".join(shown["errors"])
        if index in prints:
            assert shown["printed"], f"cell {index} ({path}) printed nothing:\n{source.source}"
        for at, lesson in shown["boards"]:
            lessons += lesson_board(page, at, lesson, f"{tutorial.replace('/', '_')[:-6]}_board{at + 1}",
                                    DRAWN[tutorial.split("/")[0]], artifacts, path, first=lessons == 0)
    return lessons


def lesson_board(page, at: int, lesson: bool, name: str, drawn, artifacts, path: str, first: bool) -> int:
    """Board ``at`` of the page, just shown: in pass ``done`` drawn whole (``drawn``) and saved
    as ``name``; a lesson done by clicks (pass ``done``: its layout at the first step, its
    answers in view, a wrong click first if ``first``; pass ``undo``: then Undo once).
    Returns the lessons done (0 or 1)."""
    board = page.locator(".tw-board").nth(at)
    if path == "done":
        counts = board.evaluate(COUNTS, [s for s, _, _ in drawn])
        for (selector, least, most), count in zip(drawn, counts, strict=True):
            assert count >= least and (most is None or count <= most), f"{name}: {count} of {selector}"
        screenshot_whole(page, board, artifacts / f"{name}.png")
    if not lesson:
        return 0
    if path == "done":
        # The board at its first step: the whole board and its ringed piece fit the notebook's
        # area under the bar; the learner makes every move, one wrong click first.
        page.evaluate(TO_TOP, [at, None])
        page.screenshot(path=str(artifacts / f"{name}_step1_1280x800.png"))
        problems = layout_problems(page.evaluate(script("return layoutOf(boardAt(i), 0);"), [at, None]), 0)
        assert problems == [], f"{name}, a lesson: {problems}"
        follow_lesson(page, at, wrong_click=first, shots=artifacts / name)
        page.screenshot(path=str(artifacts / f"{name}_lesson_done_1280x800.png"))
    else:
        do_lesson(page, at)
        before = int(board.get_attribute("data-revision"))
        board.locator("button.tw-undo").click()
        page.wait_for_function("([i, r]) => Number(document.querySelectorAll('.tw-board')[i].dataset.revision) > r",
                               arg=[at, before], timeout=30_000)
        count = board.locator(".tw-lesson-count").inner_text()
        assert re.fullmatch(r"Step (\d+) of \1", count), count  # back on the last step
    return 1


def do_lesson(page, index: int) -> None:
    """Click board ``index``'s ringed piece, and the ringed choice of a menu it opens, until
    the lesson is done; no click may be refused."""
    step = page.locator(".tw-board").nth(index).locator(".tw-lesson-count").inner_text()
    total = int(re.search(r"of (\d+)", step).group(1))
    for made in range(1, total + 1):
        assert step == f"Step {made} of {total}", step
        step = take_lesson_step(page, index)["step"]
    assert step == "Lesson done", step
