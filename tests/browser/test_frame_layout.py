"""The frame every board shares keeps the pieces still (issue 34), on Porta Nigra at 1280x800
in JupyterLab's default layout (the file browser open): a refusal and the bots' news are drawn
in the bar's message line, which has a fixed height, so no piece moves (0 px); the end of a
game shows every seat's total and the winner in the bar, in view, and the score's breakdown
is one click away.

Uses the session's one JupyterLab server (tests/conftest.py); the notebook is written through
the server's contents API, so notebooks/ stays as it is.
"""

import pytest
from support.board_clicks import (click_and_answer, decision_layout_problems, first_choice, in_view, moved_pieces,
                                  open_file_browser, piece_positions)
from support.jupyter_harness import board_revision, put_notebook, wait_for_revision

pytestmark = pytest.mark.browser

CELLS = [
    "import tabletop_widgets as tw\n"
    "board = tw.porta_nigra.Board(tw.porta_nigra.new_game(players=2, seed=4, first_player=0), bots={1: 'random'})\n"
    "board",
    # A game the random bots played out, drawn live at its end.
    "from tabletop_widgets.core.simulate import bot_game\n"
    "over, _, _ = bot_game('porta_nigra', 2, ['random', 'random'], 7, {})\n"
    "tw.porta_nigra.Board(over)",
]
# The bar's height and where the board's pieces begin, from the board's top (the notebook may scroll).
BAR = """b => [b.querySelector('.tw-bar').getBoundingClientRect().height,
  b.querySelector('.tw-main').getBoundingClientRect().top - b.getBoundingClientRect().top]"""


def test_a_refusal_and_the_bots_news_move_no_piece_and_the_end_shows_the_totals(
        page, jupyter_lab, open_notebook, run_all_cells, artifacts):
    put_notebook(jupyter_lab, "frame_layout.ipynb", CELLS)
    open_notebook(page, jupyter_lab, "frame_layout.ipynb")
    open_file_browser(page)
    assert run_all_cells(page) == []
    board = page.locator(".tw-board").first
    board.wait_for()
    board.evaluate("b => b.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)

    # A refusal: a piece with nothing to do, clicked.
    before, bar = piece_positions(board), board.evaluate(BAR)
    assert len(before) > 20 and not board.locator(".tw-error").count()
    revision = board_revision(board)
    board.locator("svg [data-target]:not(.tw-glow)").last.dispatch_event("click")
    wait_for_revision(page, revision)
    assert board.locator(".tw-error").count(), "the click was not refused"
    assert in_view(board.locator(".tw-error"))
    assert moved_pieces(before, piece_positions(board)) == [] and board.evaluate(BAR) == bar
    page.screenshot(path=str(artifacts / "frame_refusal_1280x800.png"))

    # The human plays until the bot answers: its news appears and moves nothing.
    for _ in range(40):
        if board.locator(".tw-news").count():
            break
        choice, kind = first_choice(board, 0)
        click_and_answer(page, 0, choice)
    assert board.locator(".tw-news").count(), "the bot never answered"
    assert in_view(board.locator(".tw-news"))
    assert board.evaluate(BAR) == bar, "the bots' news changed the bar's height or moved the board"
    page.screenshot(path=str(artifacts / "frame_news_1280x800.png"))
    # The whole turn is one click away, over the board: opening it moves nothing.
    still = piece_positions(board)
    board.locator(".tw-more").click()
    drop = board.locator(".tw-drop")
    assert drop.locator("li").count() == board.locator(".tw-news-item").count()
    assert drop.evaluate("d => d.scrollHeight <= d.clientHeight"), "the bots' moves scroll inside"
    assert moved_pieces(still, piece_positions(board)) == []
    page.screenshot(path=str(artifacts / "frame_news_open_1280x800.png"))
    page.keyboard.press("Escape")
    assert not drop.count()
    problems = decision_layout_problems(page, board)
    print("\n".join(problems))  # the board's own layout is its helper's (issue 34): reported, not asserted here

    # The end: every seat's total and the winner in the bar, in view; the breakdown one click away.
    end = page.locator(".tw-board").nth(1)
    end.evaluate("b => b.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    final = end.locator(".tw-final")
    assert final.count() and in_view(final)
    text = final.inner_text()
    totals = end.evaluate("b => [...b.querySelectorAll('.tw-score:not(.tw-drop-score) .tw-total td')].map(td => td.textContent)")
    assert len(totals) == 2 and all(t in text for t in totals), (text, totals)
    assert "Winner" in text
    end.locator(".tw-more").click()
    assert end.locator(".tw-drop .tw-score tbody tr").count() >= 3
    page.screenshot(path=str(artifacts / "frame_end_1280x800.png"))
    assert page.js_errors == []
