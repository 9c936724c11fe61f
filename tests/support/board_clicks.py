"""Clicking a board in a real browser the way a learner does (Playwright page, JupyterLab).

A board's ``data-revision`` counts Python's redraws, so after a click that goes to Python a
test waits for a newer revision; a click that only opens a menu redraws without Python.

Each Playwright call is a round trip to the browser (tens of ms on a busy machine), and a
whole game makes hundreds of decisions: what a decision needs is measured in one page
function (``look``; the helpers in JS), and a click is one more.
"""

from __future__ import annotations

import functools
import random
import re

from .jupyter_harness import rerun_last_cell, wait_for_revision

# px: the notebook's visible area at 1280x800 with JupyterLab's file browser open; a board as
# drawn during play (folds shut) is no taller (issue 34; js/README.md, Sizes)
MAX_HEIGHT = 679
MIN_TEXT_PX = 12  # the smallest text a board may draw at 1280 px wide (20 at projector size on a 1080 px page)

# Page-side helpers, written in front of each page function below (script()).
#  frames(): the next frame has been drawn (the floating bar moves in the frame after a redraw).
#  isAnswered(i, r, menu): a click on board i is answered: Python redrew it (a revision newer
#    than r), or (menu) a menu opened. answered(i, [r, menu]): awaits that, looked at each frame.
#  pointOf(el): bring a piece (its shape when it has one: a piece may hold other pieces) to the
#    middle of the screen, clear of the floating status bar, let the bar settle, and say where
#    to click.
#  seenOf(el): where an element's first line can be seen: points across it that the page shows
#    it at (it, or something in it, is what a click there would hit), not covered by
#    JupyterLab's toolbar or cut off by the notebook's scroll area.
#  answersSeen(b): seenOf of the status line and any refusal, hand-off prompt or bots' moves.
#  layoutOf(b, min): the notebook's visible area (the scroll areas around the board, cut by the
#    window), the sticky bar's bottom, the board's height, glowing pieces and a lesson's ringed
#    piece (outside the bar) not wholly in the area under the bar, and text drawn smaller than
#    `min` px (textsOf).
#  textsOf(b): every text the board shows, as drawn: [text, px, in SVG] (HTML text by its
#    computed size, SVG text by its font size times the scale of its SVG's screen matrix);
#    folded content and screen-reader text are not shown, so not counted.
#  positionsOf(b): where every piece is drawn (piece_positions).
#  stateOf(b): what a board shows now.
JS = r"""
const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
const boardAt = (i) => document.querySelectorAll('.tw-board')[i];
const isAnswered = (i, r, menu) => {
  const b = boardAt(i);
  return !!b && (Number(b.dataset.revision) > r || (menu && !!b.querySelector('.tw-menu')));
};
const answered = async (i, [r, menu]) => {
  for (const until = performance.now() + 30000; !isAnswered(i, r, menu); await frames()) {
    if (performance.now() > until) throw new Error(`board ${i}: no answer to a click in 30 s (revision ${r})`);
  }
};
const pointOf = async (el) => {
  const shape = el.querySelector(':scope > .tw-shape') || el;
  shape.scrollIntoView({block: 'center'});
  await frames();
  const box = shape.getBoundingClientRect();
  return [box.x + box.width / 2, box.y + box.height / 2];
};
const seenOf = (el) => {
  const r = el.getBoundingClientRect();
  const y = r.top + Math.min(r.height / 2, 9);
  const xs = [1, 2, 3, 4, 5].map((k) => r.left + (r.width * k) / 6);
  const seen = xs.filter((x) => { const at = document.elementFromPoint(x, y); return at != null && el.contains(at); });
  return {seen: seen.length, of: xs.length, box: [r.left, r.top, r.width, r.height].map(Math.round)};
};
const answersSeen = (b) => ['.tw-status', '.tw-error', '.tw-curtain', '.tw-news']
  .filter((s) => b.querySelector(s)).map((s) => [s, seenOf(b.querySelector(s))]);
const layoutOf = (b, min) => {
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
  const small = textsOf(b).filter(([, px]) => px < min - 0.05)
    .map(([text, px]) => [text.slice(0, 30), Math.round(px * 10) / 10]);
  return {top, bottom, under, height: b.getBoundingClientRect().height, glow, small};
};
const textsOf = (b) => {
  const win = b.ownerDocument.defaultView;
  const texts = [];
  const walker = b.ownerDocument.createTreeWalker(b, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement, text = n.data.trim();
    if (!text || !el || el.closest('title, style, .tw-sr, details:not([open]) > :not(summary)')) continue;
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height || win.getComputedStyle(el).visibility === 'hidden') continue;
    let px = parseFloat(win.getComputedStyle(el).fontSize);
    const svgText = el.closest('text');
    if (svgText) {
      const m = svgText.getScreenCTM();
      if (m) px *= Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    }
    texts.push([text, px, !!svgText]);
  }
  return texts;
};
const positionsOf = (b) => Object.fromEntries([...b.querySelectorAll('[data-target]')].map((el) => {
  const r = el.getBoundingClientRect();
  const same = [...b.querySelectorAll(`[data-target="${CSS.escape(el.getAttribute('data-target'))}"]`)];
  return [el.getAttribute('data-target') + '#' + same.indexOf(el),
    [r.left, r.top, r.width, r.height].map((v) => Math.round(v * 10) / 10)];
}).filter(([t]) => !/^(undo|frame:|lesson:|timeline:|handoff|button:)/.test(t)));
const stateOf = (b) => {
  const error = b.querySelector('.tw-error');
  return {revision: Number(b.dataset.revision || 0), over: !!b.querySelector('.tw-winners'),
    curtain: !!b.querySelector('.tw-handoff'), menu: !!b.querySelector('.tw-menu'),
    error: error ? error.textContent || 'a refusal' : '', status: b.querySelector('.tw-status')?.textContent || ''};
};
"""


@functools.cache
def script(body: str, args: str = "[i, o]") -> str:
    """An async page function of ``args`` running ``body`` with the helpers of JS in scope (by
    default of [i, o]: a board's index among the page's boards, and what the body needs)."""
    return f"async ({args}) => {{{JS}\n{body}\n}}"


CLICK_POINT = script("return pointOf(el);", "el")
REVISION = "i => Number(document.querySelectorAll('.tw-board')[i].dataset.revision || 0)"


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
STATE = script("return stateOf(b);", "b")
# A click is answered (isAnswered), for page.wait_for_function.
ANSWERED = f"([i, r, menu]) => {{{JS}\nreturn isAnswered(i, r, menu);\n}}"


# ---------------------------------------------------------------- a game by clicks, one look a decision

# What a pick chooses from: a menu's choices, the glowing pieces, the action bar's buttons.
MENU, GLOWING, BUTTONS = ".tw-menu-choice", "svg [data-target].tw-glow", ".tw-actions button.tw-action"
GROUPS = {"menu": MENU, "glow": GLOWING, "buttons": BUTTONS}
# Board i as the player finds it (with o.after, once a click is answered): its state; the
# answers to the last click where the player is (o.seen); then, at a decision, with the
# board's top at the notebook's top (o.top), its layout (o.min: the smallest text allowed);
# each group's elements as [target, label, text]; and what the test's own page function
# finds (EXTRA). A piece resting under the pointer (js/pointer_rest.js) wakes first: the
# player moves the mouse on to the next piece.
LOOK = """if (o.after) await answered(i, o.after);
const b = boardAt(i);
if (o.after) b.ownerDocument.dispatchEvent(new PointerEvent('pointermove', {clientX: -100, clientY: -100}));
const s = stateOf(b);
const deciding = !s.over && !s.curtain && !s.menu;
if (o.seen) { await frames(); s.seen = answersSeen(b); }
if (o.top && deciding) { b.scrollIntoView({block: 'start'}); await frames(); }
s.deciding = deciding;
if (o.min != null && deciding) s.layout = layoutOf(b, o.min);
const item = (el) => [el.getAttribute('data-target') || '', el.getAttribute('aria-label') || '',
                      el.textContent.replace(/\\s+/g, ' ').trim()];
s.groups = Object.fromEntries(Object.entries(o.groups).map(([k, sel]) => [k, [...b.querySelectorAll(sel)].map(item)]));
s.extra = (EXTRA)(b, o.arg, s);
return s;"""


def look(page, index: int, *, top: bool = False, min_text: float | None = None, seen: bool = False,
         groups: dict | None = None, extra: str = "() => null", arg=None, after: list | None = None) -> dict:
    """What board ``index`` shows, in one round trip (with ``after`` = [revision, menu]: once
    a click is answered, ANSWERED): revision, over, curtain, menu, error, status, deciding (a
    player's decision: not over, no curtain, no menu); with ``seen`` the answers' places
    (answer_problems); at a decision, with ``top`` the board scrolled to the notebook's top
    first, and with ``min_text`` its layout (layout_problems); ``groups`` (name -> selector
    inside the board, GROUPS by default): each one's elements as [target, label, text];
    ``extra``: a page function ``(board, arg, state)``'s result."""
    return page.evaluate(script(LOOK.replace("EXTRA", extra)),
                         [index, {"top": top, "min": min_text, "seen": seen, "arg": arg, "after": after,
                                  "groups": GROUPS if groups is None else groups}])


def first_pick(now: dict, clicks: int = 0):
    """first_choice, from a look: ((selector, n), kind)."""
    groups = now["groups"]
    if groups["menu"]:
        return (MENU, 0), "menu"
    if groups["glow"]:
        return (GLOWING, 0), groups["glow"][0][0].split(":")[0]
    assert groups["buttons"], f"nothing to click; status: {now['status']}"
    return (BUTTONS, 0), groups["buttons"][0][0]


def random_pick(seed: int):
    """first_pick's kinds of things, picked at random: a menu's choice, else a glowing piece
    or a bar button."""
    rng = random.Random(seed)

    def pick(now, clicks):
        groups = now["groups"]
        if groups["menu"]:
            return (MENU, rng.randrange(len(groups["menu"]))), "menu"
        glowing, buttons = groups["glow"], groups["buttons"]
        if not glowing + buttons:
            return first_pick(now, clicks)
        k = rng.randrange(len(glowing) + len(buttons))
        if k < len(glowing):
            return (GLOWING, k), glowing[k][0].split(":")[0]
        return (BUTTONS, k - len(glowing)), buttons[k - len(glowing)][0]
    return pick


POINT_AT = "return pointOf(boardAt(i).querySelectorAll(o[0])[o[1]]);"


def play(page, index: int, pick, check=None, *, to_curtain: bool = False, limit: int = 800, shots=None,
         **look_options) -> set:
    """Play board ``index`` by clicks only until the game is over (or, ``to_curtain``, until the
    hot-seat curtain comes down): the curtain's hand-off button when it shows, else what
    ``pick(look, clicks)`` chooses: ((selector, n), kind), the n-th match inside the board, or
    (locator, kind). A piece is clicked the way a learner does (click_piece). No click may be
    refused. After each answered click that leaves no menu open and does not end the game
    (and at the start, kind "start"), ``check(look, kind)`` sees the board (``look_options``
    say what ``look`` measures); it may return a newer look (after a click of its own, whose
    refusal is the check's to judge).
    ``shots`` maps a click count to the path of a screenshot of the window. Returns the kinds
    of things clicked."""
    shots = dict(shots or {})
    clicks, kind, seen = 0, "start", set()
    now = look(page, index, **look_options)
    while True:
        if not now["menu"]:  # else the click opened a menu (no Python round trip yet)
            assert not now["error"] or kind == "start", now["error"]  # (a refusal before play is not its own)
            if check and not now["over"]:
                now = check(now, kind) or now
            for at in [at for at in shots if clicks >= at]:
                page.screenshot(path=str(shots.pop(at)))
            if now["over"] or (to_curtain and now["curtain"]):
                return seen
        assert clicks < limit, f"the game did not end in {limit} clicks"
        target, kind = ((".tw-handoff", 0), "handoff") if now["curtain"] else pick(now, clicks)
        seen.add(kind)
        if not isinstance(target, tuple):
            target.click() if kind == "menu" else click_piece(page, target)
        else:
            page.mouse.click(*page.evaluate(script(POINT_AT), [index, target]))
        clicks += 1
        now = look(page, index, after=[now["revision"], kind != "menu"], **look_options)


def play_to_the_end(page, index: int, pick=first_choice, *, to_curtain: bool = False, limit: int = 800,
                    at_curtain=None, after=None, shots=None) -> set:
    """play, with a pick from the page's locators: ``pick(board, clicks)`` -> (locator, kind),
    e.g. first_choice. ``at_curtain(board)`` runs while a curtain is down, before its hand-off;
    ``after(board, kind)`` after each answered click but the one that ends the game."""
    board = page.locator(".tw-board").nth(index)

    def check(now, kind):
        if after and kind != "start":
            after(board, kind)
        if at_curtain and now["curtain"] and not to_curtain:
            at_curtain(board)
    return play(page, index, lambda now, clicks: pick(board, clicks), check, to_curtain=to_curtain, limit=limit,
                shots=shots, groups={})


def answer_problems(now: dict, what: str) -> list[str]:
    """From a look with ``seen``: the status line, a refusal, the hand-off prompt or the bots'
    moves that cannot be read where the user is."""
    return [f"after {what}: {selector} is out of view ({found} seen)" for selector, found in now["seen"]
            if not found["seen"]]


def layout_problems(found: dict, min_text: float = MIN_TEXT_PX) -> list[str]:
    """What keeps a decision from being made on one screen, from a look's ``layout``: the board
    taller than the notebook's visible area, a glowing piece or a lesson's ringed piece not
    wholly inside that area below the sticky bar, and text under ``min_text`` px (0: text not
    checked). An empty list when the decision fits."""
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


# A provoked refusal: a click dispatched to the o[1]-th (modulo their number) of the pieces
# matching o[0] and not inside a glowing piece; where every piece was before.
REFUSE = """const b = boardAt(i);
const idle = [...b.querySelectorAll(o[0])].filter((e) => !e.parentElement.closest('.tw-glow'));
if (!idle.length) return null;
const before = positionsOf(b);
idle[o[1] % idle.length].dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, composed: true}));
return before;"""
# Its answer: the refusal shown, and can be read; where every piece is (o: with the board's top
# at the notebook's top again).
REFUSED = """const b = boardAt(i);
await frames();
const error = b.querySelector('.tw-error');
const seen = !!error && seenOf(error).seen > 0;
if (o) b.scrollIntoView({block: 'start'});
return {error: !!error, seen, after: positionsOf(b)};"""


def provoke_refusal(page, index: int, pieces: str, n: int = 0, to_top: bool = False) -> dict | None:
    """Click a piece with nothing to do (a dispatched click): the ``n``-th, modulo their number,
    of ``pieces`` (a selector inside board ``index``) not inside a glowing piece. None when
    there is none; else, once Python answered, {error: refused, seen: the refusal in view,
    before, after: piece_positions around it}."""
    revision = page.evaluate(REVISION, index)
    before = page.evaluate(script(REFUSE), [index, [pieces, n]])
    if before is None:
        return None
    wait_for_revision(page, revision, index)
    return {"before": before, **page.evaluate(script(REFUSED), [index, to_top])}


# A piece a click there would reach that has nothing to do now (not inside a glowing piece).
IDLE = "svg [data-target]:not(.tw-glow):not(.tw-glow [data-target])"


def refusal_moves(page, index: int, pieces: str = IDLE, n: int = 0, *, to_top: bool = False, seen: bool = True,
                  tolerance: float = 0.5) -> list[str] | None:
    """A provoked refusal (provoke_refusal), which must be shown (and with ``seen`` can be
    read): the pieces it moved by more than ``tolerance`` px (moved_pieces); None when no
    piece had nothing to do."""
    refused = provoke_refusal(page, index, pieces, n, to_top)
    if refused is None:
        return None
    assert refused["error"], "the click was not refused"
    assert refused["seen"] or not seen, "the refusal is out of view"
    return moved_pieces(refused["before"], refused["after"], tolerance)


def refuse_now_and_then(page, index: int, decisions: int, refusals: list, shot, *, every: int = 12,
                        to_top: bool = False, **look_options) -> dict | None:
    """At every ``every``-th decision of a walk (``decisions`` made so far), a provoked refusal
    (refusal_moves, to the ``decisions``-th idle piece): the pieces it moved go to
    ``refusals``, the window with the first refusal is saved to ``shot``. Returns the board's
    look after it (a provoked refusal is a revision too: ``play``'s check returns it), else None."""
    if decisions % every:
        return None
    moved = refusal_moves(page, index, n=decisions, to_top=to_top)
    if moved is None:
        return None
    refusals.append(moved)
    if len(refusals) == 1:
        page.screenshot(path=str(shot))
    return look(page, index, **look_options)


def click_and_answer(page, index: int, target) -> None:
    """Click ``target`` on board ``index``; if it opens a menu, return with it open, else wait
    for Python's answer."""
    revision = page.evaluate(REVISION, index)
    click_piece(page, target)
    page.wait_for_function(ANSWERED, arg=[index, revision, True], timeout=30_000)


def lesson_step(board) -> str:
    return board.locator(".tw-lesson-count").inner_text()


# A guided step's click: the lesson's ringed piece (o[0]: with a menu open, its ringed choice),
# its point when o[1].
RINGED = """const b = boardAt(i);
const el = o[1] && b.querySelector(o[0] ? '.tw-menu-choice.tw-lesson-target' : '.tw-lesson-target');
return {revision: Number(b.dataset.revision || 0), menu: !!b.querySelector('.tw-menu'),
        point: el ? await pointOf(el) : null};"""
# After a guided step: the step, a refusal, the lesson's note shown; with o, whether the answers
# and the lesson can be read where the click was.
STEPPED = """const b = boardAt(i);
const note = b.querySelector('.tw-lesson-note');
const shown = (el) => { const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'; };
const s = {step: b.querySelector('.tw-lesson-count')?.innerText || '', error: stateOf(b).error,
           note: !note || shown(note)};
if (o) {
  await frames();
  s.seen = answersSeen(b);
  const lesson = b.querySelector('.tw-lesson');
  s.lesson = !!lesson && seenOf(lesson).seen > 0;
}
return s;"""


def take_lesson_step(page, index: int, menu_shot: str | None = None, in_view: bool = False) -> dict:
    """Make the current guided step of board ``index``: click the ringed piece and, if it opens
    a menu, the ringed choice (saving the page with the menu open to ``menu_shot``); no click
    may be refused. Returns what the board shows then (STEPPED; measured where the click was
    with ``in_view``)."""
    ringed = page.evaluate(script(RINGED), [index, [False, True]])
    assert ringed["point"], "no ringed piece to click"
    page.mouse.click(*ringed["point"])
    page.wait_for_function(ANSWERED, arg=[index, ringed["revision"], True], timeout=30_000)
    if menu_shot and page.evaluate(script(RINGED), [index, [True, False]])["menu"]:
        page.screenshot(path=menu_shot)  # as the menu opened, before its choice is brought to the middle
    choice = page.evaluate(script(RINGED), [index, [True, True]])
    if choice["menu"]:
        assert choice["point"], "the menu has no ringed choice"
        page.mouse.click(*choice["point"])
        wait_for_revision(page, choice["revision"], index)
    stepped = page.evaluate(script(STEPPED), [index, in_view])
    assert not stepped["error"], stepped["error"]
    return stepped


# A piece with nothing to do, not inside one that has (a click there is for the outer piece).
WRONG = """const b = boardAt(i);
const el = [...b.querySelectorAll('svg [data-target]')].find((e) => !e.closest('.tw-glow, .tw-lesson-target'));
return el ? {revision: Number(b.dataset.revision || 0), point: await pointOf(el)} : null;"""


def follow_lesson(page, index: int, wrong_click: bool = False, shots=None) -> int:
    """Make every guided step of board ``index`` by clicks: the ringed piece, then the ringed
    menu choice if it opens a menu; after each, what the move did, the next step and the
    lesson can be read where the click was. With ``wrong_click``, first click another piece
    and check that the answer is a hint, in view, and the step has not moved. Returns the
    steps made. ``shots`` (a path prefix) saves the page after the wrong click and with each
    menu open."""
    step = page.evaluate(script(STEPPED), [index, False])["step"]
    total = int(re.search(r"of (\d+)", step).group(1))
    if wrong_click:
        wrong = page.evaluate(script(WRONG), [index, None])
        assert wrong, "the board has no piece to click wrongly"
        page.mouse.click(*wrong["point"])
        page.wait_for_function(ANSWERED, arg=[index, wrong["revision"], True], timeout=30_000)
        now = page.evaluate(script(STEPPED), [index, True])
        assert now["error"], "a wrong click got no answer"
        assert answer_problems(now, "a wrong click") == []  # the hint is read where the click was
        assert now["step"] == f"Step 1 of {total}", now["step"]
        if shots:
            page.screenshot(path=f"{shots}_wrong_click_1280x800.png")
    for made in range(1, total + 1):
        assert step == f"Step {made} of {total}", step
        now = take_lesson_step(page, index, menu_shot=shots and f"{shots}_step{made}_menu_1280x800.png", in_view=True)
        assert now["note"], f"after step {made}: the lesson's note is hidden"
        # What the move did and the next step are read where the click was.
        assert answer_problems(now, f"step {made}") == []
        assert now["lesson"], f"after step {made}: the lesson is out of view"
        step = now["step"]
    assert step == "Lesson done", step
    return total


# ---------------------------------------------------------------- what the page shows

# The board's score table: each row's category and points (a cell's first line: a note may follow
# the points), in one round trip.
SCORE_ROWS = """(b) => [...b.querySelectorAll('.tw-score tbody tr')].map((row) =>
  [row.querySelector('th').innerText.trim(),
   [...row.querySelectorAll('td')].map((td) => td.innerText.split('\\n')[0])])"""


def shown_breakdown_equals_python(page, board, seats: int, game: str | None = None, cell: int = -1) -> None:
    """The score table on the board equals score_breakdown() printed by the notebook's last
    code cell (or the one at ``cell``; one "category [points]" a line, run again now; with
    ``game``, the lines that begin "game: ", as support.board_notebook.BREAKDOWNS prints them),
    and its totals add up."""
    shown = {category: [int(cell) for cell in cells] for category, cells in board.evaluate(SCORE_ROWS)}
    python = {}
    for line in rerun_last_cell(page, cell).splitlines():
        if game is not None:
            if not line.startswith(f"{game}: "):
                continue
            line = line.removeprefix(f"{game}: ")
        category, points = re.fullmatch(r"(.+?)\s+\[(.*)\]", line.strip()).groups()
        python[category] = [int(p) for p in points.split(",")]
    assert python, f"the last cell printed no breakdown of {game or 'the game'}"
    total = shown.pop("Total")
    assert shown == python
    assert total == [sum(points[seat] for points in python.values()) for seat in range(seats)]


# Where an element's first line can be seen (seenOf), as the next frame shows it.
SEEN = script("await frames(); return seenOf(el);", "el")


def in_view(locator) -> bool:
    """The element can be read where the user is: its first line shows in the window, not
    under JupyterLab's toolbar or scrolled out of the notebook."""
    return locator.evaluate(SEEN)["seen"] > 0


def answer_in_view(board, what: str) -> None:
    """The status line (and any refusal, hand-off prompt or bots' moves) can be read where the user is."""
    problems = answer_problems({"seen": board.evaluate(script("await frames(); return answersSeen(b);", "b"))}, what)
    assert problems == [], problems


def height(board) -> float:
    board.wait_for(state="visible")  # a redraw replaces the board's nodes
    return board.bounding_box()["height"]


def open_file_browser(page, shown: bool = True) -> None:
    """JupyterLab's default layout: the file browser open beside the notebook (``shown``
    False: closed, as on a projector)."""
    if page.locator(".jp-FileBrowser").is_visible() != shown:
        page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab").first.click()
    page.locator(".jp-FileBrowser").wait_for(state="visible" if shown else "hidden")


# ---------------------------------------------------------------- a turn on one screen (issue 34)

LAYOUT = script("return layoutOf(b, min);", "[b, min]")


def decision_layout_problems(page, board, min_text: float = MIN_TEXT_PX) -> list[str]:
    """What keeps the decision shown now from being made on one screen (layout_problems): the
    board taller than the notebook's visible area, a glowing piece or a lesson's ringed piece
    not wholly inside that area below the sticky bar (scroll the board so its top is at the
    area's top first), and text under ``min_text`` px (0: text not checked). An empty list
    when the decision fits."""
    return layout_problems(page.evaluate(LAYOUT, [board.element_handle(), min_text]), min_text)


POSITIONS = script("return positionsOf(b);", "b")


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
# (not cut by its edge or an ellipsis), and the score table's totals, in seat order; whether the
# line can be read (seenOf).
END = script("""await frames();
const final = b.querySelector('.tw-bar .tw-final');
if (!final) return null;
const f = final.getBoundingClientRect();
const inside = (r) => r.width > 0 && r.left >= f.left - 0.5 && r.right <= f.right + 0.5 && r.top >= f.top - 0.5
  && r.bottom <= f.bottom + 0.5;
const part = (el) => [el.textContent.replace(/\\s+/g, ' ').trim(), inside(el.getBoundingClientRect())];
return {seats: [...final.querySelectorAll('.tw-final-seat')].map(part),
  winner: [...final.querySelectorAll('.tw-final-winner')].map(part),
  overflow: final.scrollWidth > final.clientWidth + 0.5 || final.scrollHeight > final.clientHeight + 0.5,
  totals: [...b.querySelectorAll('.tw-score:not(.tw-drop-score) .tw-total td')].map((td) => td.textContent.trim()),
  seen: seenOf(final).seen > 0, text: final.textContent};""", "b")


def end_totals_problems(board, players: int) -> list[str]:
    """What keeps the end of a game from being read in the bar: every seat's total (the score
    table's, in seat order) and the winner (more than one seat) must be drawn whole inside the
    bar's end line, which must show in the window. Empty when all can be read."""
    found = board.evaluate(END)
    if found is None:
        return ["the bar has no end line (.tw-final)"]
    problems = [] if found["seen"] else ["the end line is out of view"]
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
