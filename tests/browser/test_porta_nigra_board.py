"""The Porta Nigra board in a real JupyterLab: a whole game against the bot by clicks, hot seat.
(The whole hot-seat games, with every decision's layout: test_porta_nigra_table_at_a_glance.py;
each tutorial, cell by cell with its lessons made by clicks: test_tutorial_learner.py.)

Uses the fixtures of tests/conftest.py (a JupyterLab server on 127.0.0.1 and Debian's
Chromium). Screenshots go to test-artifacts/.
"""

import re

import pytest
from support.board_clicks import MENU, in_view, play, shown_breakdown_equals_python
from support.jupyter_harness import board_revision, screenshot_whole, wait_for_revision

import tabletop_widgets as tw

pytestmark = pytest.mark.browser

# What cards_then_end_turn chooses from: a menu's choices, the bar's buttons, and the glowing
# pieces (cards in the hand too) with the bar's action buttons, in the page's order.
CHOICES = {"menu": MENU, "bar": ".tw-actions button",
           "pieces": "[data-target].tw-glow, .tw-actions button.tw-action"}


def cards_then_end_turn(now, clicks: int):
    """The first choice of an open menu; else a glowing piece or button in turn, and every
    fourth click the end of the turn, so that the game moves on."""
    groups = now["groups"]
    if groups["menu"]:
        return (MENU, 0), "menu"
    end = [k for k, (_, _, text) in enumerate(groups["bar"]) if re.search("End (your )?turn", text)]
    if end and clicks % 4 == 3:
        return (CHOICES["bar"], end[0]), "end"
    assert groups["pieces"], f"nothing to click; status: {now['status']}"
    return (CHOICES["pieces"], clicks % len(groups["pieces"])), "piece"


def rule_cited_and_opened_in_place(page, board, target, artifacts):
    """The refusal shows the rule Python names for it (issue 36): its title under the reason,
    and "Rulebook" opens its section and quote over the board, which does not move."""
    game = tw.porta_nigra.new_game(players=2, seed=7)  # the notebook's first board, not moved yet
    refusal = game.refusal(tw.porta_nigra.Board(game).example_action(target))
    alert = board.locator(".tw-error")
    assert refusal is not None and alert.locator(".tw-msg-text").inner_text() == refusal.text
    assert refusal.rule, f"the rules model names no rule for {target}"
    rule = tw.porta_nigra.RULES[refusal.rule]
    assert alert.locator(".tw-cite-title").inner_text() == f"Rule: {rule.title}"
    page.screenshot(path=str(artifacts / "porta_nigra_refused_click.png"))  # as seen at 1280x800
    boxes = ".tw-board-svg, .tw-bar, .tw-error, .tw-status, .tw-actions, .tw-side"
    before = [box(board.locator(css).first) for css in boxes.split(", ")]
    opener = alert.get_by_role("button", name="Rulebook")
    assert opener.get_attribute("aria-expanded") == "false"
    opener.focus()
    page.keyboard.press("Enter")  # a keyboard opens it as a click does
    passage = alert.locator(".tw-cite-pop")
    passage.wait_for()
    assert opener.get_attribute("aria-expanded") == "true"
    assert passage.locator(".tw-cite-where").inner_text() == f"From the rulebook: {rule.section}"
    assert passage.locator(".tw-cite-quote").inner_text() == f"\u201c{rule.quote}\u201d"
    if rule.ruling:
        assert passage.locator(".tw-cite-ruling").inner_text() == f"Our ruling: {rule.ruling}"
    assert [box(board.locator(css).first) for css in boxes.split(", ")] == before, "opening it moved the board"
    assert in_view(passage), "the passage is read where it opens"
    font = passage.locator(".tw-cite-quote").evaluate("q => parseFloat(getComputedStyle(q).fontSize)")
    assert font >= 12, font  # the board's smallest text (js/README.md, Sizes)
    page.screenshot(path=str(artifacts / "porta_nigra_refused_click_rulebook.png"))
    page.keyboard.press("Escape")
    passage.wait_for(state="detached")


def box(locator):
    """An element's place and size on the page, to the pixel."""
    found = locator.bounding_box()
    return {key: round(value) for key, value in found.items()} if found else None


def test_a_whole_game_against_the_bot_by_clicks_only(page, jupyter_lab, open_notebook, run_all_cells, artifacts):
    open_notebook(page, jupyter_lab, "porta_nigra/porta_nigra_3_scoring.ipynb")
    assert run_all_cells(page) == []
    # You against the random bot: my_board's cell, then a cell printing my_game.score_breakdown()
    # (one "category [points]" a line); the review of another game follows them.
    cells = page.locator(".jp-NotebookPanel:visible .jp-CodeCell")
    sources = [cells.nth(i).locator(".jp-InputArea").inner_text() for i in range(cells.count())]
    mine = next(i for i, text in enumerate(sources) if "my_board = " in text)
    assert "my_game.score_breakdown()" in sources[mine + 1]
    boards = page.locator(".tw-board")
    index = page.evaluate("(c) => [...document.querySelectorAll('.tw-board')].indexOf(c.querySelector('.tw-board'))",
                          cells.nth(mine).element_handle())
    board = boards.nth(index)
    board.scroll_into_view_if_needed()
    play(page, index, cards_then_end_turn, groups=CHOICES)
    screenshot_whole(page, board, artifacts / "porta_nigra_game_over.png")
    shown_breakdown_equals_python(page, board, 2, cell=mine + 1)
    total = [int(v) for v in board.locator(".tw-score .tw-total td").all_inner_texts()]
    header = [int(v.split()[0]) for v in board.locator(".tw-seat-vp").all_inner_texts()]
    assert header == total  # the seat panels show the final totals too
    assert len(page.js_errors) == 0, page.js_errors


def test_hot_seat_hides_other_hands_from_the_page_and_a_refused_click_explains(
        page, jupyter_lab, open_notebook, run_all_cells, artifacts):
    open_notebook(page, jupyter_lab, "00_start_here.ipynb")
    assert run_all_cells(page) == []
    board = page.locator(".tw-board").first
    board.scroll_into_view_if_needed()

    # A refused click: an honour card, before the master builder is placed.
    before = board.locator(".tw-status").inner_text()
    honour = board.locator("[data-target^='honour:']").first
    target = honour.get_attribute("data-target")
    honour.click()
    alert = board.locator("[role=alert]")
    alert.wait_for(timeout=30_000)
    assert "master builder" in alert.inner_text()
    assert board.locator(".tw-status").inner_text() == before
    rule_cited_and_opened_in_place(page, board, target, artifacts)

    def assert_only_seat_hand_in_dom(seat_name):
        hands = board.locator("section.tw-seat").filter(has=page.locator(".tw-hand-cards"))
        assert hands.count() <= 1
        if hands.count():
            assert seat_name in hands.first.locator(".tw-seat-name").inner_text()

    # Green's turn: only Green's hand is on the page.
    assert_only_seat_hand_in_dom("Green")
    for step in ("quarter", "hand", "end"):
        before = board_revision(board)
        if step == "end":
            board.locator(".tw-actions button", has_text=re.compile("End (your )?turn")).click()
        else:
            board.locator(f"[data-target^='{step}:'].tw-glow").first.click()
            if board.locator(".tw-menu-choice").count():
                board.locator(".tw-menu-choice").first.click()
        wait_for_revision(page, before, 0)
        board = page.locator(".tw-board").first
    # The curtain is down: no hand at all in the page until Purple confirms.
    assert board.locator(".tw-curtain").count() == 1
    assert board.locator(".tw-hand-cards").count() == 0
    assert board.locator("[data-target^='hand:']").count() == 0
    screenshot_whole(page, board, artifacts / "porta_nigra_hot_seat_curtain.png")
    before = board_revision(board)
    board.locator(".tw-curtain button").click()
    wait_for_revision(page, before, 0)
    board = page.locator(".tw-board").first
    assert_only_seat_hand_in_dom("Purple")
    assert page.js_errors == []
