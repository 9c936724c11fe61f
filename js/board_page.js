// board_page.js: the board on the page: each redraw patches the DOM from the new tree, keeps
// focus across it, and in the next frame keeps the bar in view and, for a keyboard player, puts
// focus on what can be done now. What it does with the page itself is in board_dom.js.

import { activeIn, areaHeight, fitMenu, fitNarrowMenu, focusLost, keepBarInView, nextFocusTarget } from "./board_dom.js";
import { leaveBoard } from "./in_notebook.js";
import { mount, patch, unset } from "./vdom.js";
import { newMemory, remembering } from "./memo.js";
import { narrowFor, scaleFor } from "./sizes.js";
import { TRAITS, fullView } from "./view_sync.js";

/** The CSS selector of the piece `target` ("kind:id") on a drawn board. */
function pieceSelector(target) {
  return `[data-target="${String(target).replace(/["\\]/g, "\\$&")}"]`;
}

/** How the tree draws `target`: "stop" for a tab stop (a piece with choices, a button that is
 * not disabled), "piece" for a piece the arrow keys reach (no choices), "inner" for such a
 * piece inside a glowing one (a click there is the glowing piece's), else null. */
function focusIn(tree, target, inGlow = false) {
  if (typeof tree === "string" || !tree) return null;
  const { attrs } = tree;
  if (attrs["data-target"] === target) {
    if (attrs.tabindex === "0" || (tree.tag === "button" && unset(attrs.disabled))) return "stop";
    if (!unset(attrs.tabindex)) return inGlow ? "inner" : "piece";
  }
  for (const child of tree.children) {
    const found = focusIn(child, target, inGlow || attrs.tabindex === "0");
    if (found) return found;
  }
  return null;
}
/** Whether focus on `target` stays through a redraw from the tree `before` to `tree`: while it
 * is a tab stop, or while it is still drawn if the arrow keys put focus on it without choices
 * (asking why it is refused redraws the board). */
export function keepsFocus(tree, before, target) {
  const now = focusIn(tree, target);
  return now === "stop" || (now === "piece" && focusIn(before, target) === "piece");
}

/** The piece whose menu on the page has focus (null if none has): it gets focus back when the
 * menu goes, as a dialog gives it back; a menu that goes, used with the mouse, gives it to the
 * notebook instead (the mouse takes no focus: in_notebook.js), and says null. */
function menuFocus(menu, root, el, lastInput) {
  const of = menu.of != null && root?.querySelector?.(".tw-menu")?.contains?.(activeIn(el)) ? menu.of : null;
  if (of == null || menu.open || lastInput() !== "pointer") return of;
  return leaveBoard(el) ?? null;
}

/**
 * The board on the page: draws `treeFn` into `el` from the view `held` and the traits, with
 * the memo() parts of the last redraw, keeping focus across redraws; then, in the next frame,
 * the bar in view and focus on what can be done now (nextFrame). `lastInput()` says how the
 * board was last used ("key", "pointer"): focus follows the play only from the keyboard; where
 * the mouse made a move that took focus away (a menu's), focus goes back to the notebook.
 * `afterFrame(root)` runs in that frame too, once the bar is placed (pointer_rest.js).
 */
export function boardPage({ model, el, treeFn, held, menu, mine, handlers, lastInput = () => "key", afterFrame = () => {} }) {
  const doc = el.ownerDocument;
  let place = placeOf(el, el.getBoundingClientRect?.().width || 0); // what the scale is taken from
  let root = null; // the board's DOM node, drawn from the tree `drawn`
  let drawn = null;
  let queued = false;
  const memory = newMemory(); // memo(): the parts of the last redraw
  let alive = true; // false once cleaned up: a redraw queued just before must not run
  const next = nextFrame(el, () => root, () => alive, lastInput, afterFrame);

  // The piece `target` on the page (the first, if it is drawn twice).
  const onPage = (target) => root?.querySelector?.(pieceSelector(target));
  const focusedMenuOf = () => menuFocus(menu, root, el, lastInput);

  function draw() {
    const traits = redrawTraits(model, held, menu, mine, { memory, place });
    const view = fullView(traits);
    if (!alive || !view) return;
    // Focus stays where it was: on a piece drawn anew (another element in its place), and on
    // the piece whose menu had it when the menu goes.
    const was = activeIn(el);
    const inMenu = focusedMenuOf();
    const focused = inMenu ?? (el.contains?.(was) ? was.getAttribute?.("data-target") : null);
    const tree = remembering(memory, () => treeFn(view, traits.choices || [], handlers, traits));
    // Focus moves off what the redraw changes before the page changes, while the page is
    // still laid out: once it has changed, moving focus makes the browser lay it out at once
    // (3.5 to 4.4 ms of a Magna Roma click). A piece that can no longer take focus (it lost
    // its choices, or it goes) lets it go; a menu that goes gives it back to its piece.
    const stillFocusable = focused != null && keepsFocus(tree, drawn, focused);
    if (focused != null && !stillFocusable) {
      was.blur?.();
      next.focusTaken(); // the next frame puts it on what can be done now (nextFocusTarget)
    }
    else if (stillFocusable && inMenu != null && !menu.open) onPage(focused)?.focus?.({ preventScroll: true });
    root = root ? patch(root, drawn, tree, doc) : mount(tree, el, doc); // the <style> before it stays
    drawn = tree;
    focusAfterRedraw(root, el, menu, () => (stillFocusable ? onPage(focused) : null), traits.narrow);
    next.soon();
  }
  function drawSoon() {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      draw();
    });
  }
  // A choice picked in the menu: Python answers every message with a redraw, so the menu is
  // only taken off the page here (a tile previewed on its cell stays until the answer, which
  // draws it placed). Redrawing the board now would draw the old position once
  // more, on the CPU the kernel needs for its answer, to be replaced when the answer comes.
  function dismissMenu() {
    menu.close();
    const last = drawn?.children?.[drawn.children.length - 1];
    if (last?.attrs?.class !== "tw-menu") return draw();
    const back = focusedMenuOf();
    // Focus goes back before the menu leaves the page (see draw()).
    if (back != null) onPage(back)?.focus?.({ preventScroll: true });
    root.removeChild(root.lastChild); // the page is drawn from `drawn`: its last node is the menu
    drawn = { ...drawn, children: drawn.children.slice(0, -1) }; // the tree still says what the page shows
    menu.of = null;
  }
  return {
    get root() { return root; },
    draw,
    drawSoon,
    dismissMenu,
    // The scale and whether the board is narrow follow its width (a window resized, a side
    // panel closed, a phone turned): placeOf. A change redraws once.
    resized(now) {
      const was = place;
      place = placeOf(el, now);
      if (alive && (scaleAt(model, place) !== scaleAt(model, was) || narrowAt(model, place) !== narrowAt(model, was))) drawSoon();
    },
    stop() {
      alive = false;
    },
  };
}

/**
 * What a redraw gives the tree function as `traits`: every synced trait and the view held,
 * with what this page keeps (the open menu, folds, the timeline's unit and preview, the
 * drop-down, a rule's passage), the memo() parts, and the scale at the board's `place` and
 * whether it is narrow there (sizes.js NARROW: the boards' maps one under another). A
 * refusal from before a menu was opened is not shown; Python's answer settles the page's state.
 */
function redrawTraits(model, held, menu, mine, { memory, place }) {
  const traits = { ...Object.fromEntries(TRAITS.map((n) => [n, model.get(n)])), view: held.view };
  if (traits.revision === menu.answered) { // a click opened a menu since the refusal
    traits.error = "";
    traits.cite = {};
  }
  mine.settle(traits.revision);
  return { ...traits, menu: menu.open, folds: mine.folds, onFold: mine.onFold, memory, timelineUnit: mine.timelineUnit,
    timelinePreview: mine.scrub?.at, more: mine.more, citeOpen: mine.cite?.which, pressed: mine.pressed, scale: scaleAt(model, place),
    narrow: narrowAt(model, place) };
}

/** What the scale is taken from (sizes.js scaleFor), looked at when the board's width changes:
 * its `width` (size "auto": the projector's scale when wide) and, for the projector's scale,
 * the height of the page's area it scrolls in. */
function placeOf(el, width) {
  return { width, height: areaHeight(el) };
}

const scaleAt = (model, { width, height }) => scaleFor(model.get("size"), width, height);
const narrowAt = (model, { width }) => narrowFor(model.get("size"), width);

/** Focus once the page shows the new tree: a menu that opens focuses its first choice (or the
 * lesson's), which also brings it into view; in a menu that stays open (a choice previewed),
 * focus stays where it is; else the piece that kept focus (`kept()`), if drawn anew. A menu
 * opening is placed first: on a `narrow` board over or under its piece, else under or beside it. */
function focusAfterRedraw(root, el, menu, kept, narrow) {
  const opening = menu.drawn();
  const again = opening ? root.querySelector?.(".tw-menu-choice.tw-lesson-target") || root.querySelector?.(".tw-menu-choice")
    : menu.open ? null : kept();
  if (opening && narrow) fitNarrowMenu(root.querySelector?.(".tw-menu"), again, menu.open.span, root, el);
  else if (opening) fitMenu(root.querySelector?.(".tw-menu"), again, menu.open.piece, root, el);
  // The notebook must not jump: the menu is placed in view. An element that kept focus is
  // not focused again (a piece redrawn as a new element is): that would make the browser
  // lay the board out at once.
  if (again && again !== activeIn(el)) again.focus?.({ preventScroll: true });
}

/**
 * What the frame after a redraw does (`soon()`): the bar kept in view, and, if the redraw
 * took focus away (`focusTaken()`), focus on what can be done now for a keyboard player
 * (`lastInput()` "key"), else back to the notebook (leaveBoard). Placing the bar reads the
 * layout. Read it in the next frame, before that frame is laid out and painted, not right
 * after a redraw: reading it then would make the browser lay the board out twice, once for
 * the read and once for the frame, and keep the answer to a click from the screen meanwhile
 * (in Magna Roma, 12 ms of a 50 ms click).
 */
function nextFrame(el, rootOf, alive, lastInput, afterFrame) {
  let queued = false;
  let refocus = false; // a redraw took focus away: the next frame gives it (nextFocusTarget)
  // A redraw took the focused piece's choices away (it was played, or a curtain came down):
  // focus goes to what can be done now, so that a keyboard user (or a screen reader, which
  // reads it) goes on from there instead of from the page's top. In the frame after the
  // redraw, whose layout focus() needs anyway; not if focus has gone somewhere else since.
  function run() {
    keepBarInView(rootOf(), el);
    afterFrame(rootOf());
    if (!refocus) return;
    refocus = false;
    if (!focusLost(el)) return;
    if (lastInput() === "pointer") leaveBoard(el);
    else nextFocusTarget(rootOf())?.focus?.({ preventScroll: true });
  }
  return {
    focusTaken() {
      refocus = true;
    },
    soon() {
      const later = el.ownerDocument.defaultView?.requestAnimationFrame;
      if (!later) return run();
      if (queued) return;
      queued = true;
      later(() => {
        queued = false;
        if (alive()) run();
      });
    },
  };
}
