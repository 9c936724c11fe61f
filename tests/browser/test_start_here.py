"""The start-here notebook in a real JupyterLab: the board renders, a click plays a move
that Python checks and applies, and a refused intent shows its reason on the board."""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.browser

NOTEBOOK = "00_start_here.ipynb"


def test_start_here_board_plays_a_move(page, jupyter_lab, jupyter_lab_dir, open_notebook, run_all_cells, artifacts):
    from playwright.sync_api import expect

    open_notebook(page, jupyter_lab, NOTEBOOK)
    errors = run_all_cells(page)
    assert errors == [], "the notebook printed errors:\n" + "\n---\n".join(errors)
    # The package's server extension is on in a plain `jupyter lab` (tabletop_widgets/server.py).
    log = (jupyter_lab_dir / "server.log").read_text(errors="replace")
    assert "kernel websockets send without delay" in log, log[-3000:]

    board = page.locator(".tw-board").first
    svg = board.locator("svg.tw-board-svg")
    expect(svg).to_be_visible(timeout=30_000)
    status = board.locator(".tw-status")
    expect(status).to_contain_text("place the master builder")
    player = re.match(r"(\w+) to play", status.inner_text()).group(1)  # e.g. "Green"

    # At 1280x800 the map is drawn at least at its own size (one unit a pixel: its 12-unit text
    # is 12 px), without overflowing the window.
    _scroll_to_top_of(board)
    box = svg.bounding_box()
    units = svg.evaluate("s => s.viewBox.baseVal.width")
    assert box["width"] >= units - 0.5, f"the board is drawn too small to read: {box}, {units} units wide"
    assert box["x"] >= 0 and box["x"] + box["width"] <= 1280, f"the board is wider than the window: {box}"
    page.screenshot(path=str(artifacts / "start_here_board.png"))
    _screenshot_whole(page, board, artifacts / "start_here_board_full.png")

    # The first player must place the master builder: click the first glowing quarter.
    quarter = board.locator('[data-target^="quarter:"].tw-glow').first
    expect(quarter).to_be_visible()
    target = quarter.get_attribute("data-target")
    placed = board.locator(f'[data-target="{target}"]')
    assert "master builders here" not in (placed.get_attribute("aria-label") or "")
    # Click the quarter's header: the spots drawn over the quarter are pieces of their own.
    quarter.click(position={"x": 40, "y": 14})

    # Python checked the intent, applied it and redrew the board.
    expect(status).to_contain_text("play an action card", timeout=15_000)
    expect(placed).to_have_attribute("aria-label", re.compile(f"master builders here: [^.;]*{player}"))
    expect(board.locator(".tw-log li").first).to_contain_text(f"{player} places the master builder")  # newest first
    expect(board.locator('[role="alert"]')).to_have_count(0)
    _scroll_to_top_of(board)
    page.screenshot(path=str(artifacts / "start_here_after_click.png"))

    # A refused intent. The board only offers legal moves, so the page cannot click an
    # illegal one; instead a new cell hands the board's message handler the very message a
    # click sends ({"kind": "intent", ...}). Python must refuse it without a traceback,
    # change nothing, and the board must show the rule's reason.
    before = status.inner_text()
    cell = _append_cell(page, 'action = {"type": "end_turn"}\n'
                              'board._on_message(board, {"kind": "intent", "action": action}, [])\n'
                              'print(game.why_illegal(action))')
    reason = cell.locator(".jp-OutputArea-output").inner_text().strip()
    assert reason and cell.locator('[data-mime-type="application/vnd.jupyter.stderr"]').count() == 0
    expect(board.locator('[role="alert"]')).to_contain_text(reason)
    assert status.inner_text() == before
    expect(placed).to_have_attribute("aria-label", re.compile(f"master builders here: [^.;]*{player}"))
    _scroll_to_top_of(board)
    page.screenshot(path=str(artifacts / "start_here_refused.png"))

    # Nothing went wrong in the page either (a broken board module logs to the console).
    assert page.js_errors == []


def _append_cell(page, source: str):
    """Type a new code cell at the end of the notebook, run it, return it once it has run."""
    notebook = page.locator(".jp-NotebookPanel:visible .jp-Notebook")
    count = notebook.locator(".jp-CodeCell").count()
    notebook.locator(".jp-Cell").last.locator(".jp-InputPrompt").click()  # select, command mode
    page.keyboard.press("Escape")
    page.keyboard.press("b")  # insert a cell below
    cell = notebook.locator(".jp-CodeCell").nth(count)
    cell.locator(".cm-content").click()
    page.keyboard.insert_text(source)  # inserted as text: no auto-closed brackets
    page.keyboard.press("Shift+Enter")
    from playwright.sync_api import expect
    expect(cell.locator(".jp-InputArea-prompt")).to_have_text(re.compile(r"\[\d+\]"), timeout=60_000)
    return cell


def _scroll_to_top_of(element) -> None:
    element.evaluate("el => el.scrollIntoView({block: 'start'})")


def _screenshot_whole(page, element, path) -> None:
    """A second picture with the window as tall as the board (for review), then back to 1280x800."""
    size = page.viewport_size
    height = int(element.bounding_box()["height"]) + 200
    page.set_viewport_size({"width": size["width"], "height": max(size["height"], height)})
    _scroll_to_top_of(element)
    page.screenshot(path=str(path))
    page.set_viewport_size(size)
