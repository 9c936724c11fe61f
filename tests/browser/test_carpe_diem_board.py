"""The Carpe Diem board in a real JupyterLab: a whole 2-player game against the random bot,
by clicks only, and the score breakdown shown compared with score_breakdown(); each tutorial
run with every guided step made by clicks.

Uses the session's JupyterLab server (tests/conftest.py). The notebook is written into the
server through its contents API, so no notebook under notebooks/ is needed for this test.
Screenshots go to test-artifacts/.
"""

import re

import pytest
from support.board_clicks import click_piece, follow_lesson
from support.jupyter_harness import board_revision, put_notebook, rerun_last_cell, screenshot_whole, wait_for_revision

pytestmark = pytest.mark.browser

NOTEBOOK = "carpe_diem_board_test.ipynb"
TUTORIALS = ["carpe_diem/01_setup.ipynb", "carpe_diem/02_turns.ipynb", "carpe_diem/03_scoring.ipynb"]
CELLS = [
    "import tabletop_widgets as tw\n"
    "game = tw.carpe_diem.new_game(players=2, seed=5)\n"
    "board = tw.carpe_diem.Board(game, bots={1: 'random'})\n"
    "board",
    "for category, points in game.score_breakdown().items():\n    print(category, points)",
]


def test_a_whole_game_against_the_bot_by_clicks_only(page, jupyter_lab, open_notebook, run_all_cells, artifacts):
    put_notebook(jupyter_lab, NOTEBOOK, CELLS)
    open_notebook(page, jupyter_lab, NOTEBOOK)
    assert run_all_cells(page) == []
    board = page.locator(".tw-board").first
    board.wait_for()
    # As a learner sees it: 1280 x 800 with the file browser open.
    page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab").first.click()
    board.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "carpe_diem_start_1280x800.png"))
    height = board.bounding_box()["height"]
    screenshot_whole(page, board, artifacts / "carpe_diem_start.png")
    clicks = 0
    seen = set()
    while not board.locator(".tw-winners").count():
        assert clicks < 800, "the game did not end"
        menu = board.locator(".tw-menu-choice")
        if menu.count():
            target, in_menu = menu.first, True
        else:
            in_menu = False
            glowing = board.locator("svg [data-target].tw-glow")
            if glowing.count():
                piece = glowing.first
                seen.add(piece.get_attribute("data-target").split(":")[0])
                target = piece
            else:
                target = board.locator(".tw-actions button.tw-action").first
                assert target.count(), f"nothing to click; status: {board.locator('.tw-status').inner_text()}"
                seen.add(target.get_attribute("data-target"))
        before = board_revision(board)
        if in_menu:
            target.click()
        else:  # as a learner would: the piece in the middle of the screen, clear of the status bar
            click_piece(page, target)
        clicks += 1
        if not in_menu and board.locator(".tw-menu").count():
            continue  # the click opened a menu (no Python round trip yet)
        wait_for_revision(page, before)
        assert not board.locator(".tw-error").count(), board.locator(".tw-error").inner_text()
        if clicks == 60:
            page.screenshot(path=str(artifacts / "carpe_diem_midgame_1280x800.png"))
            screenshot_whole(page, board, artifacts / "carpe_diem_midgame.png")
    screenshot_whole(page, board, artifacts / "carpe_diem_game_over.png")
    assert {"space", "tile", "cell", "circle", "card"} <= seen, seen

    shown = {}
    for row in board.locator(".tw-score tbody tr").all():
        category = row.locator("th").inner_text().strip()
        shown[category] = [int(cell) for cell in row.locator("td").all_inner_texts()]
    python = {}
    for line in rerun_last_cell(page).splitlines():
        category, points = re.fullmatch(r"(.+?)\s+\[(.*)\]", line.strip()).groups()
        python[category] = [int(p) for p in points.split(",")]
    total = shown.pop("Total")
    assert shown == python
    assert total == [sum(points[seat] for points in python.values()) for seat in range(2)]
    assert height < 1500, height
    assert page.js_errors == [], page.js_errors


@pytest.mark.parametrize("path", TUTORIALS)
def test_each_tutorial_runs_and_its_guided_steps_are_made_by_clicks(page, jupyter_lab, open_notebook, run_all_cells,
                                                                    artifacts, path):
    open_notebook(page, jupyter_lab, path)
    assert run_all_cells(page) == []
    outputs = page.locator(".jp-NotebookPanel:visible .jp-OutputArea-output")
    widget_outputs = outputs.filter(has=page.locator(".tw-board")).count()
    boards = page.locator(".tw-board")
    assert boards.count() >= 1 and boards.count() == widget_outputs
    guided = 0
    for i in range(boards.count()):
        board = boards.nth(i)
        board.scroll_into_view_if_needed()
        # Drawn: the 7 semicircular spaces of the construction site and the scoring cards.
        assert board.locator("svg [data-target^='space:']").count() == 7
        assert board.locator("svg [data-target^='card:']").count() >= 8
        name = f"{path.replace('/', '_')[:-6]}_board{i + 1}"
        screenshot_whole(page, board, artifacts / f"{name}.png")
        if board.locator(".tw-lesson").count():
            # Run All left the board at its first step: the learner makes every move, one wrong click first.
            follow_lesson(page, i, wrong_click=guided == 0, shots=artifacts / name)
            guided += 1
            page.screenshot(path=str(artifacts / f"{name}_lesson_done_1280x800.png"))
    assert guided >= 1, "a tutorial without a guided board"
    assert page.js_errors == []
