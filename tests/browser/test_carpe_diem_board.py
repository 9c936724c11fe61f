"""The Carpe Diem board in a real JupyterLab: a whole 3-player hot-seat game by clicks only,
through the curtain (which hides the next seat's fountain cards and stored tiles until the
hand-off), and a whole 2-player game against the bot, the score breakdown shown compared
with score_breakdown(); each tutorial run with every guided step made by clicks.

Uses the session's JupyterLab server (tests/conftest.py). The notebook is written into the
server through its contents API, so no notebook under notebooks/ is needed for this test.
Screenshots go to test-artifacts/.
"""

import re

import pytest
from support.board_clicks import (
    MAX_HEIGHT,
    answer_in_view,
    follow_tutorial,
    height,
    open_file_browser,
    play_to_the_end,
    shown_breakdown_equals_python,
)
from support.jupyter_harness import put_notebook, screenshot_whole

pytestmark = pytest.mark.browser

NOTEBOOK = "carpe_diem_hot_seat_test.ipynb"
TUTORIALS = ["carpe_diem/01_setup.ipynb", "carpe_diem/02_turns.ipynb", "carpe_diem/03_scoring.ipynb"]
CELLS = [
    "import tabletop_widgets as tw\n"
    "game = tw.carpe_diem.new_game(players=3, seed=11, first_player=0)\n"
    "board = tw.carpe_diem.Board(game)\n"
    "board",
    "for category, points in game.score_breakdown().items():\n    print(category, points)",
]
# Fountain cards and stored tiles drawn face up: a seat sees only its own.
FACES = "[data-target^='fountain:'], [aria-label^='Stored tile:']"
# How many are drawn in the main picture (the seat at the screen) and in the fold of the others.
FACES_SHOWN = f"""b => [b.querySelectorAll("svg.tw-board-svg :is({FACES})").length,
                       b.querySelectorAll(".tw-fold-svg :is({FACES})").length]"""
PRIVATE_COUNT = re.compile(r"(?:Stored|Fountains): (\d+)")


def private_things(board, name: str) -> int:
    """How many stored tiles and fountain cards ``name``'s estate holds, as its counts say."""
    texts = board.locator(f".tw-estate[aria-label=\"{name}'s district\"] text").all_text_contents()
    return sum(int(m.group(1)) for m in map(PRIVATE_COUNT.fullmatch, texts) if m)


def first_estate(board) -> str:
    """Whose estate the main picture draws first."""
    return board.locator("svg.tw-board-svg .tw-estate").first.get_attribute("aria-label")


def test_a_whole_3_player_hot_seat_game_by_clicks_through_the_curtain(page, jupyter_lab, open_notebook, run_all_cells,
                                                                      artifacts):
    put_notebook(jupyter_lab, NOTEBOOK, CELLS)
    open_notebook(page, jupyter_lab, NOTEBOOK)
    open_file_browser(page)  # as a learner sees it: 1280 x 800 with the file browser open
    assert run_all_cells(page) == []
    board = page.locator(".tw-board").first
    board.wait_for()
    board.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "carpe_diem_start_1280x800.png"))
    screenshot_whole(page, board, artifacts / "carpe_diem_start.png")
    heights = [height(board)]
    waiting = []  # at each curtain: how many private things the next seat holds
    at_screen = [first_estate(board)]  # the seat at the screen, as its estate is labelled

    def at_curtain(board):
        assert board.locator(FACES).count() == 0, "a private thing is in the page before the hand-off"
        # The estate drawn first is still the one of the seat that was at the screen.
        assert first_estate(board) == at_screen[-1]
        following = re.fullmatch(r"Pass the screen to (.+)", board.locator(".tw-curtain-text").inner_text()).group(1)
        waiting.append(private_things(board, following))
        if len(waiting) == 12:
            page.screenshot(path=str(artifacts / "carpe_diem_hot_seat_curtain_1280x800.png"))

    def after(board, kind):  # (not after the final scoring: it reveals the fountain cards)
        heights.append(board.bounding_box()["height"])
        mine, others = board.evaluate(FACES_SHOWN)
        assert others == 0, "another seat's private thing is shown"
        if kind == "handoff":  # the seat at the screen sees its own things face up
            assert mine >= waiting[-1]
            at_screen.append(first_estate(board))

    seen = play_to_the_end(page, 0, at_curtain=at_curtain, after=after, limit=2000,
                           shots={150: artifacts / "carpe_diem_midgame_1280x800.png"})
    screenshot_whole(page, board, artifacts / "carpe_diem_game_over.png")
    assert {"handoff", "space", "tile", "cell", "circle", "card"} <= seen, seen
    assert max(waiting) > 0, "no curtain ever hid a stored tile or a fountain card"
    shown_breakdown_equals_python(page, board, 3)
    assert max(heights) <= MAX_HEIGHT, max(heights)
    assert page.js_errors == [], page.js_errors


def test_a_whole_2_player_game_against_the_bot_by_clicks_only(page, jupyter_lab, open_notebook, run_all_cells,
                                                               artifacts):
    name = "carpe_diem_bot_test.ipynb"
    put_notebook(jupyter_lab, name, ["import tabletop_widgets as tw\n"
                                     "game = tw.carpe_diem.new_game(players=2, seed=5, first_player=0)\n"
                                     "board = tw.carpe_diem.Board(game, bots={1: 'greedy'})\n"
                                     "board", CELLS[1]])
    open_notebook(page, jupyter_lab, name)
    assert run_all_cells(page) == []
    board = page.locator(".tw-board").first
    board.wait_for()
    assert "(steady bot)" in board.inner_text()
    news = []

    def after(board, kind):  # the bot's answer is listed under the status line, in view
        if board.locator(".tw-news").count():
            news.append(board.locator(".tw-news").inner_text())
            answer_in_view(board, "a move the bot answered")

    seen = play_to_the_end(page, 0, after=after)
    assert "handoff" not in seen  # one human: no curtain
    assert len(news) >= 6 and all(text.startswith("The bots' moves:") for text in news), news[:3]
    screenshot_whole(page, board, artifacts / "carpe_diem_bot_game_over.png")
    shown_breakdown_equals_python(page, board, 2)
    assert page.js_errors == [], page.js_errors


def carpe_diem_drawn(board) -> None:
    """The 7 semicircular spaces of the construction site and the scoring cards."""
    assert board.locator("svg [data-target^='space:']").count() == 7
    assert board.locator("svg [data-target^='card:']").count() >= 8


@pytest.mark.parametrize("path", TUTORIALS)
def test_each_tutorial_runs_and_its_guided_steps_are_made_by_clicks(page, jupyter_lab, open_notebook, run_all_cells,
                                                                    artifacts, path):
    follow_tutorial(page, jupyter_lab, open_notebook, run_all_cells, artifacts, path, carpe_diem_drawn)
