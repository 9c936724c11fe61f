"""The Hint button (issue 47; js/hint_ladder.js, core/hint_ladder.py) on each game's board in
JupyterLab at 1280x800 with the file browser open: three clicks of `button.tw-hint` show the three
rungs (the rule and where to look; the candidates ringed; the move ringed, why and its gains),
each in view and whole in the bar; nothing on the board moves (every piece's box, and the bar's
buttons, stay put); the Log says who asked; a board made with ``hints=False`` has no button.
Screenshots of each rung of each game go to the artifacts folder.

Uses the session's one JupyterLab server (tests/conftest.py); the notebook is written through
the server's contents API, so notebooks/ stays as it is.
"""

from __future__ import annotations

import re

import pytest
from support.board_clicks import in_view, moved_pieces, open_file_browser, piece_positions
from support.jupyter_harness import board_revision, put_notebook, run_all_cells, wait_for_revision

pytestmark = pytest.mark.browser

GAMES = ["porta_nigra", "carpe_diem", "magna_roma"]
CELLS = ["import tabletop_widgets as tw\n"
         "board = tw.{game}.Board(tw.{game}.new_game(players=2, seed=11), bots={{1: 'random'}}, autosave=False)\n"
         "board",
         "tw.{game}.Board(tw.{game}.new_game(players=2, seed=11), bots={{1: 'random'}}, autosave=False, hints=False)"]
# The bar's buttons, where they are: class -> [x, y, w, h].
BUTTONS = """(b) => Object.fromEntries([...b.querySelectorAll('.tw-bar button')].map((el) => {
  const r = el.getBoundingClientRect();
  return [el.getAttribute('data-target') || el.getAttribute('class'), [r.left, r.top, r.width, r.height]
    .map((v) => Math.round(v * 10) / 10)];
}))"""
# The hint's line in the bar, cut (its text wider or taller than its box), as test_whole_texts counts it.
HINT_CUT = """(b) => [...b.querySelectorAll('.tw-hint-line, .tw-hint-line *')].filter((el) => {
  const cs = getComputedStyle(el);
  const clipsX = cs.overflowX !== 'visible' || cs.textOverflow === 'ellipsis';
  const clipsY = cs.overflowY === 'hidden' || cs.overflowY === 'clip';
  return (clipsX && el.scrollWidth > el.clientWidth + 1) || (clipsY && el.scrollHeight > el.clientHeight + 1);
}).map((el) => el.getAttribute('class'))"""


def ask(page, board) -> None:
    revision = board_revision(board)
    board.locator("button.tw-hint").click()
    wait_for_revision(page, revision)
    page.wait_for_timeout(150)  # the next frame: the bar settles


@pytest.mark.parametrize("game", GAMES)
def test_three_clicks_of_hint_show_three_rungs_in_view_and_move_nothing(game, page, jupyter_lab, open_notebook,
                                                                        artifacts):
    from playwright.sync_api import expect

    name = f"hint_ladder_{game}.ipynb"
    put_notebook(jupyter_lab, name, [cell.format(game=game) for cell in CELLS])
    open_notebook(page, jupyter_lab, name)
    open_file_browser(page)
    assert run_all_cells(page) == []
    board, off = page.locator(".tw-board").nth(0), page.locator(".tw-board").nth(1)
    expect(off.locator(".tw-actions button.tw-undo")).to_have_count(1)
    expect(off.locator("button.tw-hint")).to_have_count(0)  # hints=False: no button
    board.evaluate("b => b.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    button = board.locator("button.tw-hint")
    expect(button).to_be_enabled()
    assert in_view(button)
    pieces, buttons = piece_positions(board), board.evaluate(BUTTONS)
    assert len(pieces) > 10

    ask(page, board)  # rung 1: the rule and where to look
    line = board.locator(".tw-bar > .tw-hint-line")
    expect(line).to_contain_text("Hint 1 of 3: look at ")
    expect(line.locator(".tw-cite-title")).to_have_count(1)  # the rule, with its Rulebook button
    expect(line.locator("button.tw-cite-open")).to_have_count(1)
    expect(board.locator(".tw-hint-candidate, .tw-hint-move")).to_have_count(0)
    page.screenshot(path=str(artifacts / f"hint_ladder_{game}_1.png"))
    assert in_view(line) and board.evaluate(HINT_CUT) == []

    ask(page, board)  # rung 2: the candidates ringed
    expect(line).to_contain_text("Hint 2 of 3: ")
    rung2 = board.locator("svg .tw-hint-candidate")
    assert rung2.count() >= 1 and all(in_view(rung2.nth(i)) for i in range(rung2.count()))
    candidates = {rung2.nth(i).get_attribute("data-target") for i in range(rung2.count())}
    page.screenshot(path=str(artifacts / f"hint_ladder_{game}_2.png"))
    assert in_view(line) and board.evaluate(HINT_CUT) == []

    ask(page, board)  # rung 3: the move ringed, why and its gains
    expect(line).to_contain_text("Hint 3 of 3: ")
    move = board.locator("svg .tw-hint-move")
    expect(move).to_have_count(1)
    assert in_view(move) and move.get_attribute("data-target") in candidates
    expect(button).to_be_disabled()  # the whole hint is shown
    page.screenshot(path=str(artifacts / f"hint_ladder_{game}_3.png"))
    assert in_view(line) and board.evaluate(HINT_CUT) == []

    assert moved_pieces(pieces, piece_positions(board)) == []
    now = board.evaluate(BUTTONS)
    assert {k: now.get(k) for k in buttons} == buttons, "a bar button moved"

    board.locator("details[data-fold='log'] > summary").click()
    asked = board.locator(".tw-log li", has_text="asked for a hint")
    expect(asked).to_have_count(1)
    board.locator("details[data-fold='score'] > summary").click()
    expect(board.locator(".tw-score .tw-hint-count")).to_contain_text("Hints asked")
    asked.evaluate("el => el.scrollIntoView({block: 'center'})")
    page.screenshot(path=str(artifacts / f"hint_ladder_{game}_log.png"))


def test_at_projector_size_the_hint_is_whole_and_moves_nothing(page, jupyter_lab, open_notebook, artifacts):
    """Presentation mode: the bar is two rows (status beside the buttons, then the message line);
    the Hint button is at the message line's end, its line whole there."""
    from playwright.sync_api import expect

    put_notebook(jupyter_lab, "hint_ladder_projector.ipynb", [
        "import tabletop_widgets as tw\n"
        "tw.porta_nigra.Board(tw.porta_nigra.new_game(players=2, seed=11), bots={1: 'random'}, autosave=False,"
        " size='projector')"])
    open_notebook(page, jupyter_lab, "hint_ladder_projector.ipynb")
    open_file_browser(page, shown=False)
    assert run_all_cells(page) == []
    board = page.locator(".tw-board").first
    expect(board).to_have_class(re.compile("tw-projector"))
    board.evaluate("b => b.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    pieces, buttons = piece_positions(board), board.evaluate(BUTTONS)
    for rung in (1, 2, 3):
        ask(page, board)
        line = board.locator(".tw-bar > .tw-hint-line")
        expect(line).to_contain_text(f"Hint {rung} of 3")
        assert in_view(line) and in_view(board.locator("button.tw-hint")) and board.evaluate(HINT_CUT) == []
        page.screenshot(path=str(artifacts / f"hint_ladder_projector_{rung}.png"))
    assert moved_pieces(pieces, piece_positions(board)) == []
    now = board.evaluate(BUTTONS)
    assert {k: now.get(k) for k in buttons} == buttons, "a bar button moved"
