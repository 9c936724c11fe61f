""""Review my game" at a game's end, in a real JupyterLab at 1280x800 (core/review_view.py,
js/review_panel.js), for each game: a board whose game was played to its end (the learner's
seat by a random bot, the other by the steady bot) offers the button; a click lists the three
decisions in the bar, in view, and steps the replay to the first (the timeline and the status
say that position); a click on another decision steps there and moves no button; the
decision's words are whole; "Try again from here" makes the board playable at that position.
Screenshots go to test-artifacts/review_<game>_*.png.
"""

from __future__ import annotations

import pytest
from support.board_clicks import open_file_browser
from support.jupyter_harness import board_revision, put_notebook, run_all_cells, wait_for_revision

import tabletop_widgets as tw
from tabletop_widgets.core.bots import make_bot
from tabletop_widgets.core.hints import pieces_of

pytestmark = pytest.mark.browser

GAMES = ["porta_nigra", "carpe_diem", "magna_roma"]
PLAYED = ("import tabletop_widgets as tw\n"
          "from tabletop_widgets.core.bots import make_bot\n"
          "game = tw.{game}.new_game(players=2, seed=5)\n"
          "bots = {{0: make_bot('random', seed=0), 1: make_bot('greedy', seed=1)}}\n"
          "while not game.is_over:\n"
          "    game.apply(bots[game.current_player].choose(game))\n"
          "board = tw.{game}.Board(game, bots={{1: 'greedy'}}, autosave=False)\n"
          "board")
# Whether every .tw-fit text of the bar is whole (not clamped), and each button at least 24 px tall.
# The piece the board rings (the better move's), if any.
RINGED = """(b) => b.querySelector('.tw-main .tw-lesson-target')?.getAttribute('data-target') ?? null"""
WHOLE = """(b) => [...b.querySelectorAll('.tw-bar .tw-fit')].every((e) => e.scrollHeight <= e.clientHeight + 1)"""


def played_out(game: str):
    """The game of the notebook's cell, played here too (the same seeds: the same moves)."""
    played = tw.games[game].new_game(players=2, seed=5)
    bots = {0: make_bot("random", seed=0), 1: make_bot("greedy", seed=1)}
    while not played.is_over:
        played.apply(bots[played.current_player].choose(played))
    return played


def in_view(page, locator) -> bool:
    box = locator.bounding_box()
    size = page.viewport_size
    return bool(box) and box["y"] >= 0 and box["y"] + box["height"] <= size["height"] and box["height"] >= 24 \
        and box["x"] >= 0 and box["x"] + box["width"] <= size["width"]


def boxes(locator) -> list[tuple[float, ...]]:
    return [tuple(round(b[k], 1) for k in ("x", "y", "width", "height"))
            for b in (locator.nth(i).bounding_box() for i in range(locator.count()))]


@pytest.mark.parametrize("game", GAMES)
def test_the_review_lists_three_decisions_and_steps_the_replay_to_each(game, page, jupyter_lab, open_notebook,
                                                                        artifacts):
    from playwright.sync_api import expect

    played = played_out(game)
    expected = tw.review(played, 0)
    assert len(expected) == 3
    put_notebook(jupyter_lab, f"review_{game}.ipynb", [PLAYED.format(game=game)])
    open_notebook(page, jupyter_lab, f"review_{game}.ipynb")
    open_file_browser(page)  # as a learner sees it: about 680 px of notebook
    assert run_all_cells(page) == []
    board = page.locator(".tw-board").first
    offer = board.locator("button.tw-review")
    expect(offer).to_have_text("Review my game")
    offer.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / f"review_{game}_offer_1280x800.png"))

    revision = board_revision(board)
    offer.click()
    steps = board.locator("button.tw-review-step")
    expect(steps).to_have_count(3, timeout=60_000)
    wait_for_revision(page, revision)
    place = board.locator(".tw-timeline-at")
    expected_targets = [pieces_of(played).target(d.better, played.at(d.moves).view(0)) for d in expected]

    def shows(index: int) -> None:
        decision = expected[index]
        before = played.at(decision.moves)
        expect(place).to_contain_text(f"Move {decision.moves} of {len(played.history)}")
        expect(board.locator(".tw-status")).to_have_text(f"{before.name(0)} to play: {before.prompt()}")
        expect(board.locator(".tw-review-note")).to_contain_text(f"Decision {index + 1} of 3: You chose to ")
        expect(steps.nth(index)).to_have_attribute("aria-pressed", "true")
        assert [steps.nth(i).inner_text() for i in range(3)] == [f"{i + 1} · Move {d.moves + 1}"
                                                                 for i, d in enumerate(expected)]
        for i in range(3):
            assert in_view(page, steps.nth(i)), f"decision {i + 1}'s button is not in view"
        assert in_view(page, board.locator(".tw-review-note")), "the decision's words are not in view"
        assert board.evaluate(WHOLE), "a text of the bar is cut"
        target = board.evaluate(RINGED)
        if "ringed in blue" in board.locator(".tw-review-note").inner_text():
            assert target == expected_targets[index], "the note says the better move's piece is ringed, and it is not"

    shows(0)
    page.screenshot(path=str(artifacts / f"review_{game}_first_1280x800.png"))
    where = boxes(board.locator(".tw-actions button"))
    for index in (2, 1, 0):
        revision = board_revision(board)
        steps.nth(index).click()
        wait_for_revision(page, revision)
        shows(index)
        assert boxes(board.locator(".tw-actions button")) == where, "a button of the bar moved"
    page.screenshot(path=str(artifacts / f"review_{game}_back_to_first_1280x800.png"))

    board.locator("button.tw-more").click()
    expect(board.locator(".tw-drop-review li")).to_have_count(3)
    page.screenshot(path=str(artifacts / f"review_{game}_drop_1280x800.png"))
    board.locator("button.tw-more").click()

    revision = board_revision(board)
    board.locator("button.tw-review-try").click()
    wait_for_revision(page, revision)
    expect(board.locator(".tw-timeline")).to_have_count(0)
    expect(board.locator(".tw-review-step")).to_have_count(0)
    before = played.at(expected[0].moves)
    expect(board.locator(".tw-status")).to_have_text(f"{before.name(0)} to play: {before.prompt()}")
    assert board.locator(".tw-glow, button.tw-action").count() > 0, "nothing to play after Try again"
    expect(board.locator(".tw-review-retry")).to_contain_text("Try again: the better move here is to ")
    assert board.evaluate(WHOLE), "a text of the bar is cut"
    if not expected_targets[0].startswith("button:"):
        assert board.evaluate(RINGED) == expected_targets[0], "the better move's piece is not ringed"
    page.screenshot(path=str(artifacts / f"review_{game}_try_again_1280x800.png"))
    assert page.js_errors == []


def test_at_projector_size_a_decision_s_words_are_whole_and_large(page, jupyter_lab, open_notebook, artifacts):
    """Magna Roma's decisions have the longest words: at projector size in a 1920x1080 page they are
    whole, on a row of their own, and no smaller than the bar's least, 12 px times the scale
    (js/README.md, Sizes)."""
    page.set_viewport_size({"width": 1920, "height": 1080})
    cell = PLAYED.format(game="magna_roma").replace("autosave=False)", "autosave=False, size='projector')")
    put_notebook(jupyter_lab, "review_projector.ipynb", [cell])
    open_notebook(page, jupyter_lab, "review_projector.ipynb")
    assert run_all_cells(page) == []
    board = page.locator(".tw-board").first
    revision = board_revision(board)
    board.locator("button.tw-review").click()
    wait_for_revision(page, revision)
    note = board.locator(".tw-review-note .tw-fit")
    note.wait_for()
    board.locator(".tw-timeline").scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "review_magna_roma_projector_1920x1080.png"))
    size, scale = note.evaluate("e => [parseFloat(getComputedStyle(e).fontSize),"
                                " parseFloat(getComputedStyle(e.closest('.tw-board')).getPropertyValue('--tw-scale'))]")
    assert scale > 1.4, "the projector's scale (about 1.5 in JupyterLab at 1080 px)"
    assert len(note.inner_text()) > 300 and board.evaluate(WHOLE), "a text of the bar is cut"
    assert size >= 12 * scale - 0.01, "the words under the bar's least size"
    assert page.js_errors == []
