"""The presentation notebook the README and the teacher's guide point at: Voilà renders
notebooks/present.ipynb (as committed) with its board and no code, and the board plays
against its bot there."""

import pytest
from support.board_clicks import click_piece
from support.jupyter_harness import (
    ERROR_OUTPUTS,
    REPO,
    block_off_machine,
    board_revision,
    wait_for_revision,
)

pytestmark = pytest.mark.browser


def test_present_shows_one_board_against_a_bot_and_no_code(page, voila, artifacts):
    voila.put("present.ipynb", REPO / "notebooks" / "present.ipynb")  # as committed, in the session's Voila
    block_off_machine(page.context)
    voila.open(page, "present.ipynb")
    board = page.locator(".tw-board")
    board.wait_for(timeout=60_000)
    assert board.count() == 1 and "Porta Nigra against a bot" in page.inner_text("body")
    assert "import tabletop_widgets" not in page.inner_text("body"), "Voilà shows no code"
    assert "Purple (steady bot)" in board.inner_text()
    before = board_revision(board)
    click_piece(page, board.locator("[data-target^='quarter:'].tw-glow").first)
    wait_for_revision(page, before)
    assert not board.locator(".tw-error").count(), board.locator(".tw-error").inner_text()
    assert not page.locator(ERROR_OUTPUTS).count(), page.locator(ERROR_OUTPUTS).all_inner_texts()
    page.evaluate("() => window.scrollTo(0, 0)")
    page.screenshot(path=str(artifacts / "present_voila_1280x800.png"))
