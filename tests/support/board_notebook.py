"""One notebook, one kernel and one page for the boards of a test file.

Opening a notebook (JupyterLab's page, a kernel's start) costs more than many clicks; a test
file that plays several boards writes them all into one notebook, runs it once, and each test
plays its own board (by its index among the page's boards). The last cell prints every
finished game's score breakdown (shown_breakdown_equals_python, ``game``).
"""

from __future__ import annotations

from contextlib import contextmanager

import pytest

from .board_clicks import open_file_browser
from .jupyter_harness import VIEWPORT, open_notebook, put_notebook, run_all_cells

# Each finished game's score_breakdown(), one "name: category [points]" a line.
BREAKDOWNS = """for name, g in games.items():
    if g.is_over:
        for category, points in g.score_breakdown().items():
            print(f"{name}: {category}", points)"""


def new_page(browser, viewport: dict = VIEWPORT):
    """A page in a context of its own; console errors and uncaught exceptions collect in
    page.js_errors (as tests/conftest.py's ``page``)."""
    page = browser.new_context(viewport=viewport).new_page()
    page.js_errors = []
    page.on("pageerror", lambda exc: page.js_errors.append(f"uncaught: {exc}"))
    page.on("console", lambda msg: page.js_errors.append(f"console.error: {msg.text}")
            if msg.type == "error" else None)
    return page


class BoardNotebook:
    """The open notebook: ``page``, and each board by its name (``index``, ``board``)."""

    def __init__(self, page, names: list[str]):
        self.page, self.names = page, names

    def index(self, name: str) -> int:
        return self.names.index(name)

    def board(self, name: str):
        return self.page.locator(".tw-board").nth(self.index(name))


@pytest.fixture(name="page")
def board_notebook_page(notebook):
    """The page of the module's ``notebook`` (a BoardNotebook), its JS errors counted from this
    test on: a test module imports it to have it as its ``page``."""
    notebook.page.js_errors.clear()
    return notebook.page


@contextmanager
def board_notebook(browser, base_url: str, notebook: str, boards: dict[str, tuple[str, str]]):
    """Write ``notebook`` into the JupyterLab server at ``base_url``: for each name -> (a new
    game, a board of ``game``), one cell that keeps the game as ``games[name]`` and shows the
    board; then BREAKDOWNS. Open it at 1280x800 with the file browser open (as a learner
    sees it), run it, and yield a BoardNotebook; the page's context is closed afterwards."""
    cells = ["import tabletop_widgets as tw\ngames = {}"]
    cells += [f"games[{name!r}] = game = {new_game}\n{board}" for name, (new_game, board) in boards.items()]
    put_notebook(base_url, notebook, [*cells, BREAKDOWNS])
    page = new_page(browser)
    try:
        open_notebook(page, base_url, notebook)
        open_file_browser(page)
        assert run_all_cells(page) == []
        page.locator(".tw-board").nth(len(boards) - 1).wait_for()
        assert page.locator(".tw-board").count() == len(boards)
        assert page.js_errors == [], page.js_errors
        yield BoardNotebook(page, list(boards))
    finally:
        page.context.close()
