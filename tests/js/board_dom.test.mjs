// js/board_dom.js: what renderBoard does with the page, one part at a time. The fake DOM
// cannot lay a page out, so the tests give the few elements measured their boxes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { FakeDocument, dispatch } from "./fake_dom.mjs";
import { activeIn, arrowKeys, arrowOrder, fitMenu, fitNarrowMenu, fitPop, focusLost, keepBarInView, menuAnchor, nextFocusTarget,
  pieceSpan, visibleBand, watchWidth } from "../../js/board_dom.js";
import { h, mount } from "../../js/vdom.js";
import { keepsFocus } from "../../js/board_page.js";

/** A page whose window is `height` px tall; an element's `overflowY` is its computed style. */
function page(height = 800) {
  const doc = new FakeDocument();
  doc.defaultView = { innerHeight: height, getComputedStyle: (el) => ({ overflowY: el.overflowY ?? "visible" }) };
  return doc;
}

/** `el` laid out at `box` (top, left, width, height: what getBoundingClientRect says). */
function at(el, { top = 0, left = 0, width = 0, height = 0 }) {
  el.getBoundingClientRect = () => ({ top, left, width, height, bottom: top + height, right: left + width });
  return el;
}

/** A notebook: a scroll area from `top` to `bottom` in the window, the board's node inside. */
function notebook(doc, top, bottom) {
  const scroller = at(doc.body.appendChild(doc.createElement("div")), { top, height: bottom - top, width: 1000 });
  scroller.overflowY = "auto";
  const el = scroller.appendChild(doc.createElement("div"));
  return { scroller, el };
}

// A board: pieces in the order drawn, some glowing, one inside a glowing one, two in a fold.
const BOARD = h("div", { class: "tw-board" },
  h("button", { class: "tw-action", "data-target": "button:end", tabindex: "0" }, "End"),
  h("svg", {},
    h("g", { "data-target": "a", tabindex: "-1" }),
    h("g", { "data-target": "b", tabindex: "0", class: "tw-glow" },
      h("g", { "data-target": "b-inner", tabindex: "-1" }),
      h("g", { "data-target": "b-stop", tabindex: "0", class: "tw-glow" })),
    h("g", { "data-target": "c", tabindex: "-1" }),
    h("g", { "data-target": "no-tabindex" })),
  h("details", { class: "tw-fold" }, h("summary", {}, "Folded"), h("span", { "data-target": "hidden", tabindex: "-1" })),
  h("details", { class: "tw-fold", open: true }, h("summary", {}, "Open"), h("span", { "data-target": "shown", tabindex: "-1" })),
  h("div", { class: "tw-menu" }, h("button", { class: "tw-menu-choice", "data-target": "in-menu", tabindex: "0" }, "1")));

const targets = (nodes) => nodes.map((n) => n.getAttribute("data-target"));

test("the arrow keys go through the pieces in the order drawn: not inside a glowing one, nor in a closed fold", () => {
  const doc = new FakeDocument();
  const root = mount(BOARD, doc.body);
  assert.deepEqual(targets(arrowOrder(root)), ["button:end", "a", "b", "b-stop", "c", "shown", "in-menu"]);
});

test("an arrow key on a piece focuses the next or the one before, round; not from a menu, nor from outside a piece", () => {
  const doc = new FakeDocument();
  const root = mount(BOARD, doc.body);
  let drawn = root;
  const onArrow = arrowKeys(() => drawn);
  const q = (t) => root.querySelector(`[data-target="${t}"]`);
  root.addEventListener("keydown", onArrow);
  q("a").focus();
  const moved = dispatch(q("a"), "keydown", { key: "ArrowRight" });
  assert.equal(doc.activeElement, q("b"));
  assert.ok(moved.defaultPrevented, "the notebook does not scroll");
  dispatch(q("b"), "keydown", { key: "ArrowDown" });
  assert.equal(doc.activeElement, q("b-stop"));
  dispatch(q("b-stop"), "keydown", { key: "ArrowUp" });
  dispatch(q("b"), "keydown", { key: "ArrowLeft" });
  dispatch(q("a"), "keydown", { key: "ArrowLeft" });
  assert.equal(doc.activeElement, q("button:end"));
  dispatch(q("button:end"), "keydown", { key: "ArrowLeft" });
  assert.equal(doc.activeElement, q("in-menu"), "round from the first to the last");
  // Keys it leaves alone: others, those in a menu (the menu's own), those on what is not a piece.
  q("c").focus();
  for (const [from, key] of [[q("c"), "Enter"], [q("in-menu"), "ArrowDown"], [root.querySelector("summary"), "ArrowDown"]]) {
    const ev = dispatch(from, "keydown", { key });
    assert.equal(ev.defaultPrevented, false, key);
    assert.equal(doc.activeElement, q("c"));
  }
  drawn = null; // before the first redraw, or after cleanup
  assert.equal(dispatch(q("c"), "keydown", { key: "ArrowRight" }).defaultPrevented, false);
});

test("after a move, focus goes to the hand-off, else the lesson's piece, else a glowing piece on the board, else a button", () => {
  const doc = new FakeDocument();
  const glowing = (extra = []) => [
    h("div", { class: "tw-actions" }, h("button", { class: "tw-action", "data-target": "button:end" }, "End")),
    h("div", { class: "tw-side" }, h("button", { class: "tw-glow", "data-target": "hand:1", tabindex: "0" }, "Card")),
    h("svg", {}, h("g", { class: "tw-glow", "data-target": "spot:1", tabindex: "0" }), ...extra)];
  const pick = (...children) => nextFocusTarget(mount(h("div", {}, ...children), doc.body)).getAttribute("data-target");
  assert.equal(pick(h("div", { class: "tw-actions" }, h("button", { class: "tw-action", "data-target": "button:end" }))),
    "button:end");
  assert.equal(pick(glowing()), "spot:1", "a piece on the board before the side panel's and the bar's");
  assert.equal(pick(h("div", { class: "tw-side" }, h("button", { class: "tw-glow", "data-target": "hand:1" })),
    h("div", { class: "tw-actions" }, h("button", { class: "tw-action", "data-target": "button:end" }))), "hand:1");
  assert.equal(pick(glowing([h("g", { class: "tw-glow tw-lesson-target", "data-target": "spot:2", tabindex: "0" })])),
    "spot:2");
  assert.equal(pick(glowing(), h("button", { class: "tw-handoff", "data-target": "handoff" })), "handoff");
  assert.equal(nextFocusTarget(mount(h("div", {}, h("p", {}, "Nothing to do")), doc.body)), null);
  assert.ok(!nextFocusTarget(null), "before the first redraw");
});

test("focus is lost only to the body or nothing; in a shadow root (marimo), the root's own focus counts", () => {
  const doc = new FakeDocument();
  const el = doc.body.appendChild(doc.createElement("div"));
  assert.ok(focusLost(el));
  const input = el.appendChild(doc.createElement("input"));
  input.focus();
  assert.equal(activeIn(el), input);
  assert.equal(focusLost(el), false);
  const inShadow = doc.createElement("button");
  el.getRootNode = () => ({ activeElement: inShadow });
  assert.equal(activeIn(el), inShadow);
  el.getRootNode = () => ({ activeElement: null }); // focus outside the shadow root: the page's counts
  assert.equal(activeIn(el), input);
});

test("what is in view: the window cut by every scroll area around the board", () => {
  const doc = page(800);
  const { scroller, el } = notebook(doc, 40, 760);
  assert.deepEqual(visibleBand(el), { top: 40, bottom: 760 });
  const inner = at(el.appendChild(doc.createElement("div")), { top: 100, height: 900 });
  inner.overflowY = "scroll";
  const board = inner.appendChild(doc.createElement("div"));
  assert.deepEqual(visibleBand(board), { top: 100, bottom: 760 });
  scroller.overflowY = "hidden";
  assert.deepEqual(visibleBand(board), { top: 100, bottom: 800 }, "the window's bottom");
  assert.deepEqual(visibleBand(new FakeDocument().body), { top: 0, bottom: Infinity }, "no window: nothing cut");
});

/** A board `height` px tall whose top is at `top`, its bar 112 px tall. */
function barBoard(doc, el, top, height = 700) {
  const root = at(mount(h("div", { class: "tw-board" }, h("div", { class: "tw-bar" }), h("div", { class: "tw-main" })), el),
    { top, height, width: 900 });
  const bar = root.querySelector(".tw-bar");
  const classes = new Set();
  Object.assign(bar, { style: {}, offsetHeight: 112, classList: { toggle: (name, on) => (on ? classes.add(name) : classes.delete(name)),
    has: (name) => classes.has(name) } });
  return { root, bar };
}

test("the bar follows the scroll area's top while the board scrolls past it, never below the board", () => {
  const doc = page(800);
  const { el } = notebook(doc, 50, 800);
  const cases = [
    [200, "", false], // the whole board in view: the bar where it is drawn
    [50, "", false], // the board's top at the scroll area's
    [-150, "translateY(200px)", true], // 200 px scrolled past
    [-580.4, "translateY(584px)", true], // all but the bar's room: the bar stops at the bottom (700 - 112 - 4)
    [-2000, "translateY(584px)", true], // the board scrolled out of view: the bar stays inside it
  ];
  for (const [top, transform, floating] of cases) {
    const { root, bar } = barBoard(doc, el, top);
    keepBarInView(root, el);
    assert.equal(bar.style.transform, transform, `board top at ${top}`);
    assert.equal(bar.classList.has("tw-bar-floating"), floating);
    root.remove();
  }
  keepBarInView(null, el); // before the first redraw: nothing to move
  const { root, bar } = barBoard(doc, el, 0);
  root.getBoundingClientRect = undefined; // a DOM that cannot measure
  keepBarInView(root, el);
  assert.deepEqual(bar.style, {});
});

test("a menu opens under its piece, inside the board: its left kept 320 px from the board's right", () => {
  const doc = page();
  const root = at(doc.body.appendChild(doc.createElement("div")), { top: 100, left: 20, width: 900, height: 600 });
  const click = (box) => ({ currentTarget: at(doc.createElement("g"), box) });
  assert.deepEqual(menuAnchor(click({ top: 300, left: 120, width: 60, height: 40 }), root),
    { x: 100, y: 244, piece: { left: 100, right: 160 } });
  assert.deepEqual(menuAnchor(click({ top: 150, left: 800, width: 60, height: 40 }), root),
    { x: 580, y: 94, piece: { left: 780, right: 840 } }, "a piece at the right: the menu's left moves in");
  assert.deepEqual(menuAnchor({ currentTarget: doc.createElement("g") }, root), {}, "no layout: where the CSS puts it");
  assert.deepEqual(menuAnchor(undefined, root), {});
});

/** A board 900 px wide and `height` tall at the top of a notebook that fills an 800 px window. */
function boardInView(height) {
  const doc = page(800);
  const { el } = notebook(doc, 0, 800);
  return { doc, el, root: at(el.appendChild(doc.createElement("div")), { top: 0, width: 900, height }) };
}

/** An open menu in the board `root`: its box, its offsetTop in the board, its scrolling. */
function menuIn(doc, root, box, { offsetTop = box.top, scrollHeight = box.height, clientHeight = box.height } = {}) {
  return Object.assign(at(root.appendChild(doc.createElement("div")), box), { style: {}, offsetTop, scrollHeight, clientHeight,
    scrollTop: 0 });
}

test("a menu with room under its piece stays where it opened", () => {
  const { doc, el, root } = boardInView(700);
  const box = menuIn(doc, root, { top: 300, left: 100, width: 200, height: 200 });
  fitMenu(box, null, { left: 100, right: 160 }, root, el);
  assert.deepEqual(box.style, {});
});

test("a menu that would run off the bottom is lifted, then put beside its piece: right, else left, else lifted only", () => {
  const { doc, el, root } = boardInView(800);
  // 100 px too low (8 px kept from the bottom): lifted by 108 px.
  const right = menuIn(doc, root, { top: 600, left: 100, width: 200, height: 300 });
  fitMenu(right, null, { left: 100, right: 160 }, root, el);
  assert.deepEqual(right.style, { top: "492px", left: "228px" }, "a piece's width (and 8 px) right of the piece");
  const left = menuIn(doc, root, { top: 600, left: 600, width: 200, height: 300 });
  fitMenu(left, null, { left: 600, right: 660 }, root, el);
  assert.deepEqual(left.style, { top: "492px", left: "332px" }, "no room on the right: on the left");
  const neither = menuIn(doc, root, { top: 600, left: 100, width: 700, height: 300 });
  fitMenu(neither, null, { left: 100, right: 160 }, root, el);
  assert.deepEqual(neither.style, { top: "492px" });
  // Lifted no higher than the top of what is in view: a menu taller than the view keeps its top there.
  const tall = menuIn(doc, root, { top: 30, left: 100, width: 200, height: 900 });
  fitMenu(tall, null, null, root, el);
  assert.deepEqual(tall.style, { top: "0px" });
});

test("a long menu scrolls inside to show the choice that takes focus", () => {
  const { doc, el, root } = boardInView(700);
  const box = menuIn(doc, root, { top: 100, left: 100, width: 200, height: 300 }, { scrollHeight: 900, clientHeight: 300 });
  fitMenu(box, { offsetTop: 700 }, null, root, el);
  assert.equal(box.scrollTop, 550, "the choice in the middle");
  fitMenu(box, { offsetTop: 20 }, null, root, el);
  assert.equal(box.scrollTop, 0);
});

/** A phone's narrow board (370 px wide, `top` in an 800 px window that scrolls), its bar from the
 * board's top to `barBottom`, an open menu `height` px tall as the board's page drew it. */
function phoneMenu({ top = 0, barBottom = 200, height = 220, scrolls = height } = {}) {
  const doc = page(800);
  const el = doc.body.appendChild(doc.createElement("div"));
  const root = at(el.appendChild(doc.createElement("div")), { top, width: 370, height: 1400 });
  at(root.appendChild(doc.createElement("div")), { top: top, width: 370, height: barBottom - top }).setAttribute("class", "tw-bar");
  const box = menuIn(doc, root, { top: 0, left: 10, width: 350, height }, { scrollHeight: scrolls });
  return { el, root, box };
}

test("on a narrow board a menu goes under its piece where it fits there, else over it: the piece stays in view", () => {
  const under = phoneMenu();
  fitNarrowMenu(under.box, null, { top: 300, bottom: 340 }, under.root, under.el);
  assert.deepEqual(under.box.style, { top: "344px" }, "under the piece, 4 px from it");
  const over = phoneMenu();
  fitNarrowMenu(over.box, null, { top: 600, bottom: 640 }, over.root, over.el);
  assert.deepEqual(over.box.style, { top: "376px" }, "no room under it (156 px): over it, its bottom 4 px above the piece");
  // The board scrolled 500 px up: the piece at 100-140 in the window, the bar floating at the window's top.
  const scrolled = phoneMenu({ top: -500, barBottom: 90 });
  fitNarrowMenu(scrolled.box, null, { top: 600, bottom: 640 }, scrolled.root, scrolled.el);
  assert.deepEqual(scrolled.box.style, { top: "644px" }, "not over the floating bar: under the piece");
});

test("on a narrow board a menu with room on neither side of its piece takes the larger, cut to it and scrolled inside", () => {
  const { el, root, box } = phoneMenu({ height: 440, scrolls: 900 });
  fitNarrowMenu(box, { offsetTop: 500 }, { top: 420, bottom: 460 }, root, el);
  // Over the piece: 420 - 4 - (200 + 4) = 212 px; under it: 800 - 4 - 464 = 332 px.
  assert.deepEqual(box.style, { maxHeight: "332px", top: "464px" });
  assert.equal(box.scrollTop, 500 - 440 / 2, "the choice in focus shows");
  const squeezed = phoneMenu();
  fitNarrowMenu(squeezed.box, null, { top: 260, bottom: 760 }, squeezed.root, squeezed.el);
  assert.deepEqual(squeezed.box.style, { maxHeight: "120px", top: "136px" }, "a piece filling the view: three choices' room at least");
  const low = phoneMenu({ barBottom: 100 });
  fitNarrowMenu(low.box, null, { top: 130, bottom: 740 }, low.root, low.el);
  assert.deepEqual(low.box.style, { maxHeight: "120px", top: "680px" }, "on the screen still, over the piece's edge");
});

test("a narrow board's menu needs its piece's top and bottom; where the DOM cannot measure, it is where the CSS puts it", () => {
  const doc = page();
  const root = at(doc.body.appendChild(doc.createElement("div")), { top: 100, left: 20, width: 370, height: 900 });
  assert.deepEqual(pieceSpan({ currentTarget: at(doc.createElement("g"), { top: 300, left: 40, width: 60, height: 40 }) }, root),
    { top: 200, bottom: 240 });
  assert.equal(pieceSpan({ currentTarget: doc.createElement("g") }, root), null);
  const { el, root: board, box } = phoneMenu();
  fitNarrowMenu(box, null, null, board, el);
  assert.deepEqual(box.style, {});
});

test("a piece keeps focus through a redraw while it is a tab stop, or is still drawn and was reached by the arrow keys", () => {
  const tree = (attrs) => h("div", {}, h("svg", {}, h("g", { "data-target": "p", ...attrs })));
  const stop = tree({ tabindex: "0" });
  const plain = tree({ tabindex: "-1" });
  const gone = h("div", {});
  assert.ok(keepsFocus(stop, null, "p"));
  assert.ok(keepsFocus(stop, plain, "p"), "it gained a choice");
  assert.ok(keepsFocus(plain, plain, "p"), "asked why it is refused: still drawn");
  assert.equal(keepsFocus(plain, stop, "p"), false, "it lost its choices");
  assert.equal(keepsFocus(gone, stop, "p"), false);
  assert.ok(keepsFocus(h("div", {}, h("button", { "data-target": "undo" })), null, "undo"), "a button is a tab stop");
  assert.equal(keepsFocus(h("div", {}, h("button", { "data-target": "undo", disabled: true })), null, "undo"), false);
  const inner = h("g", { tabindex: "0", "data-target": "q" }, h("g", { "data-target": "p", tabindex: "-1" }));
  assert.equal(keepsFocus(inner, inner, "p"), false, "inside a glowing piece: the glowing piece's");
});

test("watchWidth reports the board's width as it changes, and stops", () => {
  const doc = new FakeDocument();
  const el = doc.body.appendChild(doc.createElement("div"));
  assert.doesNotThrow(() => watchWidth(el, () => {})(), "no ResizeObserver: nothing to watch");
  const observers = [];
  doc.defaultView = { ResizeObserver: class {
    constructor(report) { this.report = report; this.watched = []; observers.push(this); }
    observe(node) { this.watched.push(node); }
    disconnect() { this.watched = []; }
  } };
  const widths = [];
  const stop = watchWidth(el, (w) => widths.push(w));
  const [observer] = observers;
  assert.deepEqual(observer.watched, [el]);
  observer.report([{ contentRect: { width: 900 } }, { contentRect: { width: 1400 } }]);
  observer.report([{}]);
  assert.deepEqual(widths, [1400, 0], "the last size reported");
  stop();
  assert.deepEqual(observer.watched, []);
});

test("what opens from the bar is read whole: upward where there is more room, else cut to its room (issue 45)", () => {
  // The output area round the board clips at its bottom (400); the window is 800 px tall.
  const doc = { body: {}, documentElement: {}, defaultView: { innerHeight: 800, getComputedStyle: (p) => p.style } };
  const area = { ownerDocument: doc, parentElement: doc.body, style: { overflowX: "hidden", overflowY: "hidden" },
    getBoundingClientRect: () => ({ top: 0, bottom: 400 }) };
  const bar = { ownerDocument: doc, parentElement: area, style: { overflowX: "visible", overflowY: "visible" },
    getBoundingClientRect: () => ({ top: 300, bottom: 350 }) };
  const popOf = (height) => {
    const classes = new Set();
    return { style: { maxHeight: "" }, classes,
      classList: { remove: (c) => classes.delete(c), toggle: (c, on) => (on ? classes.add(c) : classes.delete(c)) },
      getBoundingClientRect: () => ({ top: 352, bottom: 352 + height, height }) };
  };
  const fits = popOf(30);
  fitPop(fits, bar);
  assert.deepEqual([[...fits.classes], fits.style.maxHeight], [[], ""], "room under the bar: it opens down");
  const up = popOf(100);
  fitPop(up, bar);
  assert.deepEqual([[...up.classes], up.style.maxHeight], [["tw-pop-up"], ""], "38 px under, 288 over: up");
  const tall = popOf(500);
  fitPop(tall, bar);
  assert.deepEqual([[...tall.classes], tall.style.maxHeight], [["tw-pop-up"], "288px"], "cut to the room over the bar (a 12 px margin)");
});
