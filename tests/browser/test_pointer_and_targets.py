"""Issue 45, parts 5 and 6: nothing new under the pointer, targets large enough, and a
decision's pieces in view without a scroll. At 1280x800 in JupyterLab with the file browser
open, a whole game of each board at 2 and 4 players, clicked as a person does: the board's
top is put at the notebook's top once, then every click lands where the piece is drawn (no
scroll); at every decision

- every glowing piece (and the bar's buttons) meets WCAG 2.2 SC 2.5.8: at least 24x24 CSS
  px, or a 24 px circle centred on it meets no other target nor its circle;
- every glowing piece is wholly inside the notebook's visible area, under the sticky bar;

after every click, what is under the pointer once the click is answered is the piece
clicked, nothing clickable, or the answer (the menu it opened, the hand-off): never another
clickable piece or button, nor a piece that slid there from where it was in view. A piece with
choices that the answer draws under the still pointer (a phase's panel in the place of the
last one's) rests: a click there without moving makes no move, and it glows once the pointer
moves (js/pointer_rest.js). At the end every seat's total is in view.

Magna Roma's monument takes clicks on its tiles and its outline, and a refused click on it
answers with the monument's reason.
"""

import json
import random

import pytest
from support.board_clicks import REVISION, end_totals_problems, script, wait_for_revision
from support.board_notebook import board_notebook, board_notebook_page  # noqa: F401 (the page fixture)

import tabletop_widgets as tw

pytestmark = pytest.mark.browser

GAMES = {
    "porta_nigra": {2: "{}", 4: "{1: 'random', 3: 'random'}"},
    "carpe_diem": {2: "{1: 'greedy'}", 4: "{2: 'random', 3: 'random'}"},
    "magna_roma": {2: "{1: 'greedy'}", 4: "{2: 'random', 3: 'random'}"},
}
BOARDS = {f"{game}_{players}p": (f"tw.{game}.new_game(players={players}, seed={players}, first_player=0)",
                                 f"tw.{game}.Board(game, bots={bots})")
          for game, seats in GAMES.items() for players, bots in seats.items()}
MIN_TARGET = 24  # CSS px: WCAG 2.2 SC 2.5.8, Target Size (Minimum)

# Board i now (the helpers of support.board_clicks in scope): its state; the targets a player
# may click (the menu's choices, else the glowing pieces and the bar's buttons) with a point
# inside each where a click reaches it without a scroll (null if none); the glowing pieces not
# wholly in the notebook's visible area under the bar; the targets under 24 px too close to
# another (SC 2.5.8).
DECISION = """const b = boardAt(i);
await frames();
const s = stateOf(b);
const area = layoutOf(b, 0);
const win = b.ownerDocument.defaultView;
const live = (el) => !el.closest('details:not([open])') && el.getBoundingClientRect().width > 0;
const glowing = [...b.querySelectorAll('svg [data-target].tw-glow')].filter(live);
const buttons = [...b.querySelectorAll('.tw-actions button:not([disabled]), .tw-handoff')].filter(live);
const moves = buttons.filter((el) => !el.classList.contains('tw-undo'));  // (an undo would not end a game)
const menu = [...b.querySelectorAll('.tw-menu-choice')];
const name = (el) => el.getAttribute('data-target') || el.textContent.trim();
// A point inside el that a click reaches (el itself or what is in it, not a piece inside it),
// and not under the floating bar unless el is in the bar.
const reach = (el) => {
  const r = el.getBoundingClientRect();
  const inBar = !!el.closest('.tw-bar');
  const shape = el.querySelector(':scope > .tw-shape');
  const points = [];
  if (shape) { const q = shape.getBoundingClientRect(); points.push([q.x + q.width / 2, q.y + q.height / 2]); }
  for (const fy of [0.5, 0.3, 0.7, 0.15, 0.85]) for (const fx of [0.5, 0.3, 0.7, 0.15, 0.85])
    points.push([r.x + r.width * fx, r.y + r.height * fy]);
  for (const [x, y] of points) {
    if (x < 0 || x > win.innerWidth || y < area.top || y > area.bottom) continue;
    if (!inBar && y < area.under) continue;
    const at = b.ownerDocument.elementFromPoint(x, y);
    if (!at || !el.contains(at)) continue;
    const inner = at.closest('[data-target]');
    if (inner && inner !== el && el.contains(inner) && inner.classList.contains('tw-glow')) continue;
    return [x, y];
  }
  return null;
};
const items = (s.menu ? menu : [...glowing, ...moves]).map((el) => [name(el), reach(el)]);
// SC 2.5.8: a target under 24 x 24 px passes if a 24 px circle on its centre meets no other
// target's box nor another undersized target's circle (a piece holding another is one place).
const boxes = [...glowing, ...buttons].map((el) => ({el, r: el.getBoundingClientRect()}));
const small = (r) => r.width < 24 - 0.01 || r.height < 24 - 0.01;
const centre = (r) => [r.x + r.width / 2, r.y + r.height / 2];
const gap = (p, r) => Math.hypot(Math.max(r.left - p[0], 0, p[0] - r.right),
                                 Math.max(r.top - p[1], 0, p[1] - r.bottom));
const size = [];
for (const a of boxes) {
  if (!small(a.r)) continue;
  const p = centre(a.r);
  for (const o of boxes) {
    if (o === a || o.el.contains(a.el) || a.el.contains(o.el)) continue;
    const apart = Math.hypot(...centre(o.r).map((v, k) => v - p[k]));
    const close = gap(p, o.r) < 12 - 0.01 || (small(o.r) && apart < 24 - 0.01);
    if (close) { size.push([name(a.el), Math.round(a.r.width), Math.round(a.r.height), name(o.el)]); break; }
  }
}
const drawn = [...new Set([...b.querySelectorAll('svg [data-target]')].map(name))];
const decision = !s.over && !s.curtain && !s.menu;
return {...s, items, size, drawn, places: positionsOf(b), out: area.glow, decision};"""

# What is under the point o before a click: the pieces the click reaches (the piece and those it
# is drawn in), by target.
BEFORE = """const b = boardAt(i);
const out = [];
for (let el = b.ownerDocument.elementFromPoint(o[0], o[1]); el && b.contains(el); el = el.parentElement) {
  const t = el.getAttribute('data-target');
  if (t) out.push(t);
}
return out;"""
# After a click at o = [x, y] (o[2]: what was under it, BEFORE; o[3]: the revision and whether
# a menu may answer; o[4]: the pieces drawn before the click; o[5]: where each was, positionsOf):
# once answered, what is under the pointer that was not: a glowing piece or a button (a piece
# under the closed menu too), or a piece without choices that slid there (one drawn where it
# was, under a closed menu, is not new). null when nothing is; else {name, text, answer}:
# the answer is the menu the click opened, the hand-off, or a piece the click made (not drawn
# before: a built monument).
UNDER = """await answered(i, o[3]);
await frames();
const b = boardAt(i);
const at = b.ownerDocument.elementFromPoint(o[0], o[1]);
if (!at || !b.contains(at)) return null;
const resting = at.closest('.tw-resting');
if (resting && b.contains(resting)) return {resting: resting.getAttribute('data-target')};
const hit = at.closest('[data-target].tw-glow, button:not([disabled]), .tw-menu-choice');
const text = (el) => el.textContent.replace(/\\s+/g, ' ').trim().slice(0, 40);
if (hit && b.contains(hit)) {
  const name = hit.getAttribute('data-target') || hit.textContent.trim();
  if (o[2].includes(name)) return null;
  const made = hit.tagName.toLowerCase() !== 'button' && !o[4].includes(name);
  return {name, text: text(hit), answer: !!hit.closest('.tw-menu, .tw-curtain') || made};
}
const idle = at.closest('svg [data-target]');
if (!idle) return null;
const t = idle.getAttribute('data-target');
const key = t + '#' + [...b.querySelectorAll(`[data-target="${CSS.escape(t)}"]`)].indexOf(idle);
const was = o[5][key];
// drawn out of the window before (in a closed fold, a panel of another phase): it came, it did not slide
const seen = was && was[2] > 0 && was[3] > 0 && was[0] < window.innerWidth && was[0] + was[2] > 0
  && was[1] < window.innerHeight && was[1] + was[3] > 0;
const inside = was && o[0] >= was[0] && o[0] <= was[0] + was[2] && o[1] >= was[1] && o[1] <= was[1] + was[3];
// drawn where it was (a stroke reaches half its width past the box, so the pointer may be just outside it)
const now = idle.getBoundingClientRect();
const stayed = was && [now.left, now.top, now.width, now.height].every((v, k) => Math.abs(v - was[k]) <= 0.5);
if (!seen || inside || stayed || o[2].includes(t)) return null;
return {name: `${t} (slid here)`, text: `${t} from ${was.map(Math.round)}`, answer: false};"""
TO_TOP = "b => { b.scrollIntoView({block: 'start'}); }"


def monument_position(employ: bool):
    """A Magna Roma 2-player game (seed, moves) at the first decision where the player at the
    screen has a monument, none of whose tiles may be clicked now, and that may (``employ``)
    or may not take a citizen; and that monument."""
    for seed in range(1, 40):
        game, rng, moves = tw.magna_roma.new_game(players=2, seed=seed, first_player=0), random.Random(seed), []
        while not game.is_over and len(moves) < 400:
            legal = game.legal_actions()
            me = game.view(game.state["current"])["seats"][game.state["current"]]
            for m in me["monuments"]:
                cells = {(r, c) for r, c in m["footprint"]}
                if m["on_centre"] or any((a.get("row"), a.get("col")) in cells for a in legal):
                    continue
                takes = {a["type"] for a in legal if a.get("monument") == m["id"] or a.get("target") == m["id"]}
                if takes == ({"employ"} if employ else set()):
                    return seed, moves, m
            moves.append(rng.choice(legal))
            game.apply(moves[-1])
    raise AssertionError("no such position in 40 games")


def monument_board(seed: int, moves: list) -> tuple[str, str]:
    return (f"tw.magna_roma.new_game(players=2, seed={seed}, first_player=0)",
            f"import json\nfor a in json.loads({json.dumps(json.dumps(moves))}):\n    game.apply(a)\n"
            "tw.magna_roma.Board(game)")


@pytest.fixture(scope="module")
def monuments():
    """The monument positions: name -> (seed, moves, monument)."""
    return {"monument_employ": monument_position(True), "monument_refuse": monument_position(False)}


@pytest.fixture(scope="module")
def notebook(browser, jupyter_lab, monuments):
    boards = {**BOARDS, **{name: monument_board(seed, moves) for name, (seed, moves, _) in monuments.items()}}
    with board_notebook(browser, jupyter_lab, "pointer_and_targets.ipynb", boards) as opened:
        yield opened


def play_as_a_person(page, index: int, seed: int, shots: str, limit: int = 1200) -> dict:
    """Play board ``index`` to its end by random legal clicks at the pieces' places as drawn,
    never scrolling; returns what went wrong: scrolls needed, targets too small, new things
    under the pointer (each a list of examples)."""
    rng = random.Random(seed)
    found = {"scrolls": [], "size": [], "under": [], "resting": []}
    now = page.evaluate(script(DECISION), [index, None])
    clicks = 0
    while not now["over"]:
        assert clicks < limit, f"the game did not end in {limit} clicks"
        assert not now["error"] or clicks == 0, now["error"]
        if now["decision"]:
            if now["out"]:
                found["scrolls"].append((clicks, now["status"][:60], now["out"]))
            for small in now["size"]:
                if small[0] not in {s[1][0] for s in found["size"]}:
                    found["size"].append((clicks, small))
        choices = [item for item in now["items"] if item[1]]
        if not choices and page.locator(".tw-board").nth(index).locator(".tw-resting").count():
            page.mouse.move(12, 12)  # the one piece rests under the pointer: a person moves it on
            now = page.evaluate(script(DECISION), [index, None])
            choices = [item for item in now["items"] if item[1]]
        if not choices:  # out of view: the player scrolls to it (counted above)
            found["scrolls"].append((clicks, now["status"][:60], "nothing clickable in view"))
            page.locator(".tw-board").nth(index).locator(".tw-glow, .tw-action").first.scroll_into_view_if_needed()
            now = page.evaluate(script(DECISION), [index, None])
            choices = [item for item in now["items"] if item[1]]
        assert choices, f"nothing to click; status: {now['status']}"
        handoff = [item for item in choices if item[0] == "handoff"]
        target, point = handoff[0] if handoff else rng.choice(choices)
        there = page.evaluate(script(BEFORE), [index, point])
        page.mouse.click(*point)
        clicks += 1
        asked = [*point, [target, *there], [now["revision"], not now["menu"]], now["drawn"], now["places"]]
        under = page.evaluate(script(UNDER), [index, asked])
        if under and "resting" in under:
            found["resting"].append((clicks, target, under["resting"]))
            assert_rests(page, index, point)
        elif under and not under["answer"]:
            found["under"].append((clicks, target, under["text"] or under["name"]))
            if len(found["under"]) <= 3:
                page.screenshot(path=f"{shots}_under_{len(found['under'])}.png")
        now = page.evaluate(script(DECISION), [index, None])
    return found


def assert_rests(page, index: int, point: list) -> None:
    """A piece with choices that a move drew under the still pointer takes no click there
    (js/pointer_rest.js), and glows again once the pointer moves off the spot."""
    board = page.locator(".tw-board").nth(index)
    revision = board.get_attribute("data-revision")
    page.wait_for_timeout(600)  # not a double click's second: that one is refused anyway
    page.mouse.click(*point)
    page.wait_for_timeout(400)
    assert board.get_attribute("data-revision") == revision, "a click on a resting piece made a move"
    page.mouse.move(point[0] + 12, point[1] + 12)
    page.mouse.move(*point)
    assert board.locator(".tw-resting").count() == 0, "the piece still rests after the pointer moved"


@pytest.mark.parametrize("name", list(BOARDS))
def test_a_whole_game_clicked_where_the_pieces_are(page, notebook, artifacts, name):
    index, board = notebook.index(name), notebook.board(name)
    board.evaluate(TO_TOP)
    page.screenshot(path=str(artifacts / f"pointer_{name}_start_1280x800.png"))
    found = play_as_a_person(page, index, seed=len(name), shots=str(artifacts / f"pointer_{name}"))
    assert end_totals_problems(board, int(name[-2])) == [], "the end's totals are not all in view"
    page.screenshot(path=str(artifacts / f"pointer_{name}_end_1280x800.png"))
    assert found["scrolls"] == [], f"{len(found['scrolls'])} decisions needed a scroll: {found['scrolls'][:5]}"
    assert found["size"] == [], f"targets under 24 px too close to another: {found['size'][:8]}"
    assert found["under"] == [], f"{len(found['under'])} clicks left another target under the pointer: " \
                                 f"{found['under'][:8]}"
    print(f"\n{name}: {len(found['resting'])} pieces came under the still pointer and rested: {found['resting'][:4]}")
    assert page.js_errors == []


# Points of monument o's footprint on board i: the middle of each of its tiles, and the middle of
# each side of its outline, with what a click there reaches (the piece's target) and its label.
MONUMENT_POINTS = """const b = boardAt(i);
b.scrollIntoView({block: 'start'});
await frames();
const piece = b.querySelector(`[data-target="built:${o}"]`);
const outline = piece.querySelector('.tw-shape').getBoundingClientRect();
const cells = [...b.querySelectorAll('[data-target^="cell:"]')].filter((c) => {
  const r = c.getBoundingClientRect();
  return r.left >= outline.left && r.right <= outline.right && r.top >= outline.top && r.bottom <= outline.bottom;
});
const mid = (r) => [r.x + r.width / 2, r.y + r.height / 2];
const points = [...cells.map((c) => ['tile ' + c.getAttribute('data-target'), mid(c.getBoundingClientRect())]),
  ['outline left', [outline.left + 1.5, outline.top + outline.height / 2]],
  ['outline top', [outline.left + outline.width / 2, outline.top + 1.5]],
  ['outline middle', mid(outline)]];
const reach = ([x, y]) => b.ownerDocument.elementFromPoint(x, y)?.closest('[data-target]')?.getAttribute('data-target');
return {glow: piece.classList.contains('tw-glow'), label: piece.getAttribute('aria-label'),
        points: points.map(([what, p]) => [what, p, reach(p)])};"""


REFUSAL = "i => document.querySelectorAll('.tw-board')[i].querySelector('.tw-error .tw-msg-text')?.textContent ?? null"


@pytest.mark.parametrize("name", ["monument_employ", "monument_refuse"])
def test_a_monument_takes_clicks_on_its_tiles_and_outline(page, notebook, monuments, artifacts, name):
    """A click anywhere on a built monument (a tile under it, its outline) is the monument's:
    it employs a citizen there when one may be, else says the monument's reason."""
    index = notebook.index(name)
    seed, moves, monument = monuments[name]
    target = f"built:{monument['id']}"
    game = tw.magna_roma.new_game(players=2, seed=seed, first_player=0)
    for move in moves:
        game.apply(move)
    found = page.evaluate(script(MONUMENT_POINTS), [index, monument["id"]])
    page.screenshot(path=str(artifacts / f"pointer_{name}_1280x800.png"))
    assert len(found["points"]) == 4 + 3, found  # four tiles, three places on the outline
    assert [(what, reached) for what, _, reached in found["points"] if reached != target] == []
    assert found["glow"] == (name == "monument_employ")
    if name == "monument_employ":
        revision = page.evaluate(REVISION, index)
        page.mouse.click(*found["points"][0][1])  # the middle of a tile under it
        wait_for_revision(page, revision, index)
        after = page.evaluate(script(MONUMENT_POINTS), [index, monument["id"]])
        assert f"{monument['workers'] + 1} of {monument['capacity']} population employed" in after["label"]
        assert page.evaluate(REFUSAL, index) is None
        return
    reason = game.refusal(tw.magna_roma.Board(game).example_action(target)).text
    for what, point, _ in found["points"]:
        revision = page.evaluate(REVISION, index)
        page.mouse.click(*point)
        wait_for_revision(page, revision, index)
        assert page.evaluate(REFUSAL, index) == reason, what
    assert page.js_errors == []
