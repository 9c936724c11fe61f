"""The presentation mode in JupyterLab (issue 51): Board(size="projector") in a 1920x1080 window,
the file browser closed as on a projector, draws the projector's layout of each game (its map
drawn larger beside the panels, js/README.md Sizes) in the notebook's height: the first
decision on one screen, no text cut, and the text a back row reads. JupyterLab's own bars
leave the board about 1.5 times the laptop's type (18 px) where Voila's page has 5/3
(tests/browser/test_voila.py), so the median asked here is the back row's least, 20 px; the
screenshots are to look at."""

from statistics import median

import pytest
from support.board_clicks import decision_layout_problems, open_file_browser
from support.board_notebook import board_notebook
from test_voila import LEAST_PX, TEXTS_AS_DRAWN

pytestmark = pytest.mark.browser

GAMES = ("porta_nigra", "carpe_diem", "magna_roma")
BOARDS = {game: (f"tw.{game}.new_game(players=4, seed=4)", f"tw.{game}.Board(game, size='projector')")
          for game in GAMES}
TO_TOP = ("b => { b.scrollIntoView({block: 'start'}); "
          "return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))); }")


@pytest.fixture(scope="module")
def notebook(browser, jupyter_lab):
    with board_notebook(browser, jupyter_lab, "projector_in_lab.ipynb", BOARDS) as opened:
        opened.page.set_viewport_size({"width": 1920, "height": 1080})
        open_file_browser(opened.page, False)
        yield opened


@pytest.mark.parametrize("game", GAMES)
def test_in_jupyterlab_the_projector_size_reads_from_the_back_and_fits_1920x1080(notebook, artifacts, game):
    page, board = notebook.page, notebook.board(game)
    board.evaluate(TO_TOP)
    problems = decision_layout_problems(page, board, min_text=16)
    found = board.evaluate(TEXTS_AS_DRAWN)
    page.screenshot(path=str(artifacts / f"{game}_lab_projector_1920x1080.png"))
    sizes = [px for _, px in found["texts"]]
    print(f"\n{game}: {len(sizes)} texts, {min(sizes)} px and up, median {median(sizes)} px")
    assert "tw-projector" in board.get_attribute("class")
    problems += [f"text cut: {text!r}" for text in found["cut"]]
    if median(sizes) < LEAST_PX:
        problems.append(f"the median text is {median(sizes)} px (at least {LEAST_PX})")
    assert problems == [], problems
    assert page.js_errors == []
