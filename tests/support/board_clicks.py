"""Clicking a board in a real browser the way a learner does (Playwright page, JupyterLab).

A board's ``data-revision`` counts Python's redraws, so after a click that goes to Python a
test waits for a newer revision; a click that only opens a menu redraws without Python.
"""

from __future__ import annotations

import re

from .jupyter_harness import board_revision, rerun_last_cell, screenshot_whole, wait_for_revision

# px: the notebook's visible area at 1280x800 with JupyterLab's file browser open; a board as
# drawn during play (folds shut) is no taller (issue 34; js/README.md, Sizes)
MAX_HEIGHT = 679
# Bring a piece (its shape when it has one: a piece may hold other pieces) to the middle of
# the screen, clear of the floating status bar, let the bar settle, and say where to click.
# One round trip: a whole game makes hundreds of clicks.
CLICK_POINT = """async el => {
  const shape = el.querySelector(':scope > .tw-shape') || el;
  shape.scrollIntoView({block: 'center'});
  await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
  const box = shape.getBoundingClientRect();
  return [box.x + box.width / 2, box.y + box.height / 2];
}"""


def click_piece(page, target) -> None:
    """Click a piece the way a learner does: in the middle of the screen, on its shape."""
    x, y = target.evaluate(CLICK_POINT)
    page.mouse.click(x, y)


def first_choice(board, clicks: int):
    """A choice a player could make, from the page only: the first choice of an open menu,
    else the first glowing piece, else the first button of the action bar. Returns the
    locator and its kind (the piece kind, "menu", or the button's target)."""
    menu = board.locator(".tw-menu-choice")
    if menu.count():
        return menu.first, "menu"
    glowing = board.locator("svg [data-target].tw-glow")
    if glowing.count():
        return glowing.first, glowing.first.get_attribute("data-target").split(":")[0]
    return action_button(board)


def action_button(board):
    """The first button of the action bar (end the turn, skip, store...) and its target."""
    button = board.locator(".tw-actions button.tw-action").first
    assert button.count(), f"nothing to click; status: {board.locator('.tw-status').inner_text()}"
    return button, button.get_attribute("data-target")


# What a board shows now, in one round trip.
STATE = """b => ({revision: Number(b.dataset.revision || 0), over: !!b.querySelector('.tw-winners'),
  curtain: !!b.querySelector('.tw-handoff'), menu: !!b.querySelector('.tw-menu'),
  error: b.querySelector('.tw-error')?.textContent || ''})"""
# A click is answered: Python redrew board i (a revision newer than r), or a menu opened.
ANSWERED = """([i, r, menu]) => { const b = document.querySelectorAll('.tw-board')[i];
  return !!b && (Number(b.dataset.revision) > r || (menu && !!b.querySelector('.tw-menu'))); }"""


def play_to_the_end(page, index: int, pick=first_choice, *, to_curtain: bool = False, limit: int = 800,
                    at_curtain=None, after=None, shots=None) -> set:
    """Play board ``index`` by clicks only until the game is over (or, ``to_curtain``, until
    the hot-seat curtain comes down): the curtain's hand-off button when it shows, else what
    ``pick(board, clicks)`` chooses (a glowing piece, a menu's choice, a button; see
    first_choice). No click may be refused. ``at_curtain(board)`` runs while a curtain is
    down, before its hand-off; ``after(board, kind)`` after each answered click but the one
    that ends the game; ``shots`` maps a click count to the path of a screenshot of the
    window. Returns the kinds of things clicked."""
    board = page.locator(".tw-board").nth(index)
    shots = dict(shots or {})
    clicks = 0
    seen = set()
    state = board.evaluate(STATE)
    while not state["over"] and not (to_curtain and state["curtain"]):
        assert clicks < limit, f"the game did not end in {limit} clicks"
        if state["curtain"]:
            if at_curtain:
                at_curtain(board)
            target, kind = board.locator(".tw-handoff"), "handoff"
        else:
            target, kind = pick(board, clicks)
        seen.add(kind)
        if kind == "menu":
            target.click()
        else:  # as a learner would: the piece in the middle of the screen, clear of the status bar
            click_piece(page, target)
        clicks += 1
        page.wait_for_function(ANSWERED, arg=[index, state["revision"], kind != "menu"], timeout=30_000)
        state = board.evaluate(STATE)
        if state["menu"]:
            continue  # the click opened a menu (no Python round trip yet)
        assert not state["error"], state["error"]
        if after and not state["over"]:
            after(board, kind)
        for at in [at for at in shots if clicks >= at]:
            page.screenshot(path=str(shots.pop(at)))
    return seen


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


def take_lesson_step(page, index: int, menu_shot: str | None = None) -> None:
    """Make the current guided step of board ``index``: click the ringed piece and, if it opens
    a menu, the ringed choice (saving the page with the menu open to ``menu_shot``); no click
    may be refused."""
    board = page.locator(".tw-board").nth(index)
    click_and_answer(page, index, board.locator(".tw-lesson-target").first)
    if board.locator(".tw-menu").count():
        if menu_shot:
            page.screenshot(path=menu_shot)
        before = board_revision(board)
        board.locator(".tw-menu-choice.tw-lesson-target").click()
        wait_for_revision(page, before, index)
    assert not board.locator(".tw-error").count(), board.locator(".tw-error").inner_text()


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
        answer_in_view(board, "a wrong click")  # the hint is read where the click was
        assert lesson_step(board) == f"Step 1 of {total}", lesson_step(board)
        if shots:
            page.screenshot(path=f"{shots}_wrong_click_1280x800.png")
    for step in range(1, total + 1):
        assert lesson_step(board) == f"Step {step} of {total}", lesson_step(board)
        take_lesson_step(page, index, menu_shot=shots and f"{shots}_step{step}_menu_1280x800.png")
        note = board.locator(".tw-lesson-note")
        assert note.count() == 0 or note.is_visible()
        # What the move did and the next step are read where the click was.
        answer_in_view(board, f"step {step}")
        assert in_view(board.locator(".tw-lesson")), f"after step {step}: the lesson is out of view"
    assert lesson_step(board) == "Lesson done", lesson_step(board)
    return total


# ---------------------------------------------------------------- what the page shows

def shown_breakdown_equals_python(page, board, seats: int) -> None:
    """The score table on the board equals score_breakdown() printed by the notebook's last
    cell (one "category [points]" a line, run again now), and its totals add up."""
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
    assert total == [sum(points[seat] for points in python.values()) for seat in range(seats)]


# Where an element's first line can be seen: points across it that the page shows it at (it,
# or something in it, is what a click there would hit), not covered by JupyterLab's toolbar
# or cut off by the notebook's scroll area.
SEEN = """async (el) => {
  // as the next frame shows it: the floating bar moves in the frame after a redraw
  await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
  const r = el.getBoundingClientRect();
  const y = r.top + Math.min(r.height / 2, 9);
  const xs = [1, 2, 3, 4, 5].map((k) => r.left + (r.width * k) / 6);
  const seen = xs.filter((x) => { const at = document.elementFromPoint(x, y); return at != null && el.contains(at); });
  return { seen: seen.length, of: xs.length, box: [r.left, r.top, r.width, r.height].map(Math.round) };
}"""


def in_view(locator) -> bool:
    """The element can be read where the user is: its first line shows in the window, not
    under JupyterLab's toolbar or scrolled out of the notebook."""
    return locator.evaluate(SEEN)["seen"] > 0


def answer_in_view(board, what: str) -> None:
    """The status line (and any refusal, hand-off prompt or bots' moves) can be read where the user is."""
    for selector in (".tw-status", ".tw-error", ".tw-curtain", ".tw-news"):
        shown = board.locator(selector)
        if shown.count():
            assert in_view(shown.first), f"after {what}: {selector} is out of view ({shown.first.evaluate(SEEN)} seen)"


def height(board) -> float:
    board.wait_for(state="visible")  # a redraw replaces the board's nodes
    return board.bounding_box()["height"]


def open_file_browser(page) -> None:
    """JupyterLab's default layout: the file browser open beside the notebook."""
    page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab").first.click()
    page.locator(".jp-FileBrowser").wait_for(state="visible")


def follow_tutorial(page, jupyter_lab, open_notebook, run_all_cells, artifacts, path: str, drawn) -> None:
    """Open a tutorial, Run All (no error output), check every board in it with ``drawn(board)``,
    screenshot each, and follow every guided board's steps by clicks (the first with a wrong
    click first), with JupyterLab's file browser open, as a learner sees it."""
    open_notebook(page, jupyter_lab, path)
    assert run_all_cells(page) == []
    open_file_browser(page)
    outputs = page.locator(".jp-NotebookPanel:visible .jp-OutputArea-output")
    widget_outputs = outputs.filter(has=page.locator(".tw-board")).count()
    boards = page.locator(".tw-board")
    assert boards.count() >= 1 and boards.count() == widget_outputs
    guided = 0
    for i in range(boards.count()):
        board = boards.nth(i)
        board.scroll_into_view_if_needed()
        drawn(board)
        name = f"{path.replace('/', '_')[:-6]}_board{i + 1}"
        screenshot_whole(page, board, artifacts / f"{name}.png")
        if board.locator(".tw-lesson").count():
            # Run All left the board at its first step: the whole board and its ringed piece fit
            # the notebook's area under the bar; the learner makes every move, one wrong click first.
            board.evaluate("b => b.scrollIntoView({block: 'start'})")
            page.wait_for_timeout(300)  # the notebook's scroll and the floating bar settle
            page.screenshot(path=str(artifacts / f"{name}_step1_1280x800.png"))
            problems = decision_layout_problems(page, board, min_text=0)
            assert problems == [], f"{name}, a lesson: {problems}"
            follow_lesson(page, i, wrong_click=guided == 0, shots=artifacts / name)
            guided += 1
            page.screenshot(path=str(artifacts / f"{name}_lesson_done_1280x800.png"))
    assert guided >= 1, "a tutorial without a guided board"
    assert page.js_errors == []


# ---------------------------------------------------------------- a turn on one screen (issue 34)

MIN_TEXT_PX = 12  # the smallest text a board may draw at 1280 px wide (16 at projector size)

# Everything in one round trip: the notebook's visible area (the scroll area around the board,
# cut by the window), the sticky bar's bottom, the board's height, glowing pieces and a lesson's
# ringed piece (outside the bar) not wholly in the area under the bar, and text drawn smaller
# than `min` px (HTML text by its computed size, SVG text by its font size times the scale of
# its SVG's screen matrix).
LAYOUT = """([b, min]) => {
  const win = b.ownerDocument.defaultView;
  let top = 0, bottom = win.innerHeight;
  for (let p = b.parentElement; p; p = p.parentElement) {
    const oy = win.getComputedStyle(p).overflowY;
    if (oy === 'auto' || oy === 'scroll') {
      const r = p.getBoundingClientRect();
      top = Math.max(top, r.top); bottom = Math.min(bottom, r.bottom);
    }
  }
  const bar = b.querySelector('.tw-bar');
  const under = bar ? Math.max(top, bar.getBoundingClientRect().bottom) : top;
  const name = (el) => el.getAttribute('data-target') || el.getAttribute('class') || el.tagName;
  const glow = [];
  for (const el of b.querySelectorAll('.tw-glow, .tw-lesson-target')) {
    if (el.closest('details:not([open]), .tw-bar')) continue;
    const r = el.getBoundingClientRect();
    if (r.top < under - 0.5 || r.bottom > bottom + 0.5) glow.push([name(el), Math.round(r.top), Math.round(r.bottom)]);
  }
  const small = [];
  const walker = b.ownerDocument.createTreeWalker(b, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!n.data.trim() || !el || el.closest('title, style, .tw-sr, details:not([open]) > :not(summary)')) continue;
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height || win.getComputedStyle(el).visibility === 'hidden') continue;
    let px = parseFloat(win.getComputedStyle(el).fontSize);
    const svgText = el.closest('text');
    if (svgText) {
      const m = svgText.getScreenCTM();
      if (m) px *= Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    }
    if (px < min - 0.05) small.push([n.data.trim().slice(0, 30), Math.round(px * 10) / 10]);
  }
  return {top, bottom, under, height: b.getBoundingClientRect().height, glow, small};
}"""


def decision_layout_problems(page, board, min_text: float = MIN_TEXT_PX) -> list[str]:
    """What keeps the decision shown now from being made on one screen: the board taller than
    the notebook's visible area, a glowing piece or a lesson's ringed piece not wholly inside
    that area below the sticky bar (scroll the board so its top is at the area's top first), and
    text under ``min_text`` px (0: text not checked). An empty list when the decision fits."""
    found = page.evaluate(LAYOUT, [board.element_handle(), min_text])
    problems = []
    area = found["bottom"] - found["top"]
    if found["height"] > area + 0.5:
        problems.append(f"the board is {found['height']:.0f} px tall; the notebook shows {area:.0f} px")
    for target, top, bottom in found["glow"]:
        problems.append(f"glowing or ringed {target} at {top}..{bottom} px is not inside {found['under']:.0f}.."
                    f"{found['bottom']:.0f} (under the bar, in the window)")
    for text, px in found["small"][:20]:
        problems.append(f"text {text!r} is {px} px (at least {min_text})")
    if len(found["small"]) > 20:
        problems.append(f"... and {len(found['small']) - 20} more texts under {min_text} px")
    return problems


POSITIONS = """b => Object.fromEntries([...b.querySelectorAll('[data-target]')].map((el) => {
  const r = el.getBoundingClientRect();
  const same = [...b.querySelectorAll(`[data-target="${CSS.escape(el.getAttribute('data-target'))}"]`)];
  return [el.getAttribute('data-target') + '#' + same.indexOf(el),
    [r.left, r.top, r.width, r.height].map((v) => Math.round(v * 10) / 10)];
}).filter(([t]) => !/^(undo|frame:|lesson:|timeline:|handoff|button:)/.test(t)))"""


def piece_positions(board) -> dict[str, list[float]]:
    """Where every piece of the board is drawn, relative to the window: target -> [x, y, w, h].
    The bar's own buttons are left out. Compare two of them (``moved_pieces``) around a
    refusal, the bots' news or a hand-off: nothing may move."""
    return board.evaluate(POSITIONS)


def moved_pieces(before: dict, after: dict, tolerance: float = 0.5) -> list[str]:
    """The pieces drawn in both that moved or changed size by more than ``tolerance`` px."""
    return [f"{t}: {before[t]} -> {after[t]}" for t in before.keys() & after.keys()
            if any(abs(a - b) > tolerance for a, b in zip(before[t], after[t], strict=True))]


# The end's line in the bar: each seat's total and the winner, each wholly inside the line's box
# (not cut by its edge or an ellipsis), and the score table's totals, in seat order.
END = """b => {
  const final = b.querySelector('.tw-bar .tw-final');
  if (!final) return null;
  const f = final.getBoundingClientRect();
  const inside = (r) => r.width > 0 && r.left >= f.left - 0.5 && r.right <= f.right + 0.5 && r.top >= f.top - 0.5
    && r.bottom <= f.bottom + 0.5;
  const part = (el) => [el.textContent.replace(/\\s+/g, ' ').trim(), inside(el.getBoundingClientRect())];
  return {seats: [...final.querySelectorAll('.tw-final-seat')].map(part),
    winner: [...final.querySelectorAll('.tw-final-winner')].map(part),
    overflow: final.scrollWidth > final.clientWidth + 0.5 || final.scrollHeight > final.clientHeight + 0.5,
    totals: [...b.querySelectorAll('.tw-score:not(.tw-drop-score) .tw-total td')].map((td) => td.textContent.trim())};
}"""


def end_totals_problems(board, players: int) -> list[str]:
    """What keeps the end of a game from being read in the bar: every seat's total (the score
    table's, in seat order) and the winner (more than one seat) must be drawn whole inside the
    bar's end line, which must show in the window. Empty when all can be read."""
    found = board.evaluate(END)
    if found is None:
        return ["the bar has no end line (.tw-final)"]
    problems = [] if in_view(board.locator(".tw-bar .tw-final")) else ["the end line is out of view"]
    if len(found["seats"]) != players or len(found["totals"]) != players:
        problems.append(f"{players} seats, but the end line shows {found['seats']} and the score {found['totals']}")
    for (text, whole), total in zip(found["seats"], found["totals"], strict=False):
        if not text.endswith(f" {total}"):
            problems.append(f"{text!r} does not end with the seat's total {total}")
        if not whole:
            problems.append(f"{text!r} is cut off")
    if players > 1 and not found["winner"]:
        problems.append("the end line names no winner")
    problems += [f"{text!r} is cut off" for text, whole in found["winner"] if not whole]
    if found["overflow"]:
        problems.append("the end line's text is wider than its box")
    return problems
