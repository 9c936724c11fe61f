"""Each tutorial driven as a learner drives it in JupyterLab: cells run one at a time
(Shift+Enter), and each lesson is done by clicking its ringed piece (and the ringed menu
choice) until it says "Lesson done". A second pass on the same page runs the cells again and
clicks Undo once after each lesson before going on.
No cell may end in an error, and every cell prints something (its teaching output) when
it printed something after Run All.

nbval keeps checking Run All (nobody plays); tests/test_tutorials_learner.py plays the same
paths in a kernel without a browser, and a few more (half a lesson, a cell run twice).
"""

from __future__ import annotations

import re
import time

import pytest
from support.board_clicks import lesson_step, take_lesson_step
from support.jupyter_harness import ERROR_OUTPUTS
from support.notebooks import NOTEBOOKS, shipped_notebooks

pytestmark = pytest.mark.browser

TUTORIALS = [p.relative_to(NOTEBOOKS).as_posix() for p in shipped_notebooks()
             if p.parent != NOTEBOOKS and re.match(r"\d\d_", p.name)]
PANEL = ".jp-NotebookPanel:not(.lm-mod-hidden)"
WIDGET = "application/vnd.jupyter.widget-view+json"


def run_cell(page, cell) -> None:
    """Select a code cell (command mode) and press Shift+Enter, as a learner does; wait until
    it has run: its prompt shows a number and the kernel is idle."""
    cell.locator(".jp-InputPrompt").click()
    page.keyboard.press("Escape")
    page.keyboard.press("Shift+Enter")
    page.wait_for_function(
        """([panel, cell]) => {
             const p = document.querySelector(panel);
             const c = p && p.querySelectorAll('.jp-Cell')[cell];
             return !!c && /\\[\\d+\\]/.test(c.querySelector('.jp-InputArea-prompt')?.textContent || '')
               && p.querySelector('.jp-Notebook-ExecutionIndicator')?.dataset.status === 'idle';
           }""", arg=[PANEL, cell_index(cell)], timeout=300_000)


def cell_index(cell) -> int:
    return cell.evaluate("c => [...c.parentElement.children].filter(e => e.classList.contains('jp-Cell')).indexOf(c)")


def do_lesson(page, index: int) -> None:
    """Click board ``index``'s ringed piece, and the ringed choice of a menu it opens, until
    the lesson is done; no click may be refused. (Where the answer shows on the screen is
    checked by each game's tutorial test, after Run All: support.board_clicks.follow_lesson.)"""
    board = page.locator(".tw-board").nth(index)
    total = int(re.search(r"of (\d+)", lesson_step(board)).group(1))
    for step in range(1, total + 1):
        assert lesson_step(board) == f"Step {step} of {total}", lesson_step(board)
        take_lesson_step(page, index)
    assert lesson_step(board) == "Lesson done", lesson_step(board)


def printed(cell) -> bool:
    """Whether the cell shows text output (not only a board)."""
    return cell.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stdout"], '
                        '.jp-OutputArea-output[data-mime-type="text/plain"]').count() > 0


@pytest.mark.parametrize("tutorial", TUTORIALS)
def test_a_learner_runs_each_cell_and_does_each_lesson(page, jupyter_lab, open_notebook, artifacts, tutorial):
    """One page: pass ``done`` does every lesson; pass ``undo`` runs the cells again in the same
    kernel (so each cell runs twice, as a learner's may) and clicks Undo after each lesson."""
    import nbformat

    started = time.monotonic()
    committed = nbformat.read(NOTEBOOKS / tutorial, as_version=4)
    open_notebook(page, jupyter_lab, tutorial)
    cells = page.locator(f"{PANEL} .jp-Cell")
    assert cells.count() == len(committed.cells)
    for path in ("done", "undo"):
        try:
            lessons = learner_pass(page, committed, cells, path)
        except AssertionError:
            page.screenshot(path=str(artifacts / f"learner_{tutorial.replace('/', '_')[:-6]}_{path}_1280x800.png"))
            raise
        assert lessons, f"{tutorial} has no lesson board"
    assert page.js_errors == []
    print(f"{tutorial}: {lessons} lessons, both passes in {time.monotonic() - started:.0f} s")


def learner_pass(page, committed, cells, path: str) -> int:
    """Run every code cell in turn, doing each lesson by clicks (then Undo once, in pass
    ``undo``); returns the number of lessons."""
    prints = {i for i, c in enumerate(committed.cells)
              if c.cell_type == "code" and any(o["output_type"] == "stream" for o in c.get("outputs", []))}
    lessons = 0
    for index, source in enumerate(committed.cells):
        if source.cell_type != "code":
            continue
        cell = cells.nth(index)
        run_cell(page, cell)
        errors = cell.locator(ERROR_OUTPUTS).all_inner_texts()
        assert errors == [], f"cell {index} ({path}) ended in an error:\n{source.source}\n" + "\n".join(errors)
        if index in prints:
            assert printed(cell), f"cell {index} ({path}) printed nothing:\n{source.source}"
        board = cell.locator(".tw-board")
        if not any(WIDGET in o.get("data", {}) for o in source.get("outputs", [])):
            continue
        board.first.wait_for(state="visible", timeout=30_000)  # a widget renders after its cell has run
        if not board.first.locator(".tw-lesson").count():
            continue
        lessons += 1
        at = board.first.evaluate("b => [...document.querySelectorAll('.tw-board')].indexOf(b)")
        do_lesson(page, at)
        if path == "undo":
            before = int(board.first.get_attribute("data-revision"))
            board.first.locator("button.tw-undo").click()
            page.wait_for_function("([i, r]) => Number(document.querySelectorAll('.tw-board')[i].dataset.revision) > r",
                                   arg=[at, before], timeout=30_000)
            count = board.first.locator(".tw-lesson-count").inner_text()
            assert re.fullmatch(r"Step (\d+) of \1", count), count  # back on the last step
    return lessons
