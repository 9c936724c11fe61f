"""Clicking a board in a real browser the way a learner does (Playwright page, JupyterLab).

A board's ``data-revision`` counts Python's redraws, so after a click that goes to Python a
test waits for a newer revision; a click that only opens a menu redraws without Python.
"""

from __future__ import annotations

import re

from .jupyter_harness import board_revision, wait_for_revision

SETTLE = "() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))"


def click_piece(page, target) -> None:
    """Bring a piece to the middle of the screen, clear of the floating status bar, let the
    bar settle, and click it (on its shape when it has one: a piece may hold other pieces)."""
    shape = target.locator(":scope > .tw-shape")
    target = shape.first if shape.count() else target
    target.evaluate("el => el.scrollIntoView({block: 'center'})")
    page.evaluate(SETTLE)
    target.click(force=True)


def click_and_answer(page, index: int, target) -> None:
    """Click ``target`` on board ``index``; if it opens a menu, return with it open, else wait
    for Python's answer."""
    board = page.locator(".tw-board").nth(index)
    before = board_revision(board)
    click_piece(page, target)
    if not board.locator(".tw-menu").count():
        wait_for_revision(page, before, index)


def lesson_step(board) -> str:
    return board.locator(".tw-lesson-count").inner_text()


def follow_lesson(page, index: int, wrong_click: bool = False, shots=None) -> int:
    """Make every guided step of board ``index`` by clicks: the ringed piece, then the ringed
    menu choice if it opens a menu. With ``wrong_click``, first click another piece and check
    that the answer is a hint and the step has not moved. Returns the steps made. ``shots``
    (a path prefix) saves the page after the wrong click and with each menu open."""
    board = page.locator(".tw-board").nth(index)
    total = int(re.search(r"of (\d+)", lesson_step(board)).group(1))
    if wrong_click:
        # A piece with nothing to do, not inside one that has (a click there is for the outer piece).
        pieces = board.locator("svg [data-target]")
        free = pieces.evaluate_all("els => els.map(e => !e.closest('.tw-glow, .tw-lesson-target'))")
        assert any(free), "the board has no piece to click wrongly"
        click_and_answer(page, index, pieces.nth(free.index(True)))
        assert board.locator(".tw-error").count(), "a wrong click got no answer"
        error = board.locator(".tw-error")
        assert error.is_visible() and error.bounding_box()["y"] >= 0, "the hint is out of view"
        assert lesson_step(board) == f"Step 1 of {total}", lesson_step(board)
        if shots:
            page.screenshot(path=f"{shots}_wrong_click_1280x800.png")
    for step in range(1, total + 1):
        assert lesson_step(board) == f"Step {step} of {total}", lesson_step(board)
        click_and_answer(page, index, board.locator(".tw-lesson-target").first)
        if board.locator(".tw-menu").count():
            if shots:
                page.screenshot(path=f"{shots}_step{step}_menu_1280x800.png")
            before = board_revision(board)
            board.locator(".tw-menu-choice.tw-lesson-target").click()
            wait_for_revision(page, before, index)
        assert not board.locator(".tw-error").count(), board.locator(".tw-error").inner_text()
        note = board.locator(".tw-lesson-note")
        assert note.count() == 0 or note.is_visible()
    assert lesson_step(board) == "Lesson done", lesson_step(board)
    return total
