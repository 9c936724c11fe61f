// render.js: renderBoard(), anywidget's render(): it wires a board's tree function to the
// model: the open menu and what the user set on this page, the intents sent to Python, the keys,
// and the styles in the widget's own root node (so they reach the board wherever a client draws
// it: JupyterLab, or marimo's shadow root, where a <style> in document.head would not).

import { arrowKeys, keepBarInView, menuAnchor, activeIn, pieceSpan, watchWidth } from "./board_dom.js";
import { leaveBoard, notebookKeys, showOnRun } from "./in_notebook.js";
import { sameAction } from "./pieces.js";
import { TRAITS, keepView } from "./view_sync.js";
import { boardPage } from "./board_page.js";
import { FRAME_CSS } from "./styles.js";
import { downloadSaves, savesIntents } from "./saved_games.js";
import { pointerRest } from "./pointer_rest.js";
import { reviewIntents } from "./review_panel.js";
import { HINT_CSS, hintIntents } from "./hint_ladder.js";

/**
 * anywidget render(): draw `treeFn(view, choices, handlers, traits)` into `el`, redraw on
 * any trait change, and return the cleanup function. The styles (the frame's, then
 * `boardCss`) go into a <style> that is the first child of `el`, the widget's own node.
 * `previews(action)` says which menu choices the board draws before they are picked
 * (`traits.menu.preview`): pointing at another choice redraws the board only for those.
 * It only wires the parts: the open menu (menuState), what the user set on this page
 * (pageState), the redraw (boardPage), the intents (boardIntents), the keys, and what
 * board_dom.js does with the page.
 */
export function renderBoard(model, el, treeFn, boardCss = "", previews = () => false) {
  const doc = el.ownerDocument;
  const style = doc.createElement("style");
  style.setAttribute("class", "tw-style");
  style.textContent = FRAME_CSS + HINT_CSS + boardCss;
  const held = keepView(model); // registered before the redraw listener: a change is applied, then drawn
  const menu = menuState();
  const mine = pageState();
  const handlers = {}; // the intents, filled once the page they redraw exists
  const keys = notebookKeys(el); // the notebook's keys and active cell stay the notebook's
  const rest = pointerRest(el); // nothing clickable comes under the pointer that made a move
  const page = boardPage({ model, el, treeFn, held, menu, mine, handlers, lastInput: keys.lastInput,
    afterFrame: rest.drawn });
  const sent = () => rest.moved(keys.lastInput() === "pointer");
  const intents = boardIntents(model, page, menu, mine, previews, { clicks: keys.clicks, sent });
  Object.assign(handlers, intents, savesIntents(model), reviewIntents(intents.send), hintIntents(model));
  const shown = showOnRun(el); // its cell just run: the first decision in view
  // One change message may set several traits: redraw once, after all of them.
  const onChange = () => {
    menu.close();
    page.drawSoon();
  };
  const onKey = escapeKey(menu, mine, handlers, el);
  const onArrow = arrowKeys(() => page.root);
  const onScroll = () => keepBarInView(page.root, el);
  // A rule's passage is open: a press anywhere but on the rule (its title, button, passage) closes it.
  const onPress = (ev) => {
    if (mine.cite && !pressedOn(ev, "tw-cite")) handlers.cite(null);
  };

  for (const name of TRAITS) model.on(`change:${name}`, onChange);
  doc.addEventListener("keydown", onKey, true); // captured: a key pressed on the board stays in it (in_notebook.js)
  doc.addEventListener("pointerdown", onPress, true);
  el.addEventListener("keydown", onArrow);
  doc.addEventListener("scroll", onScroll, true); // any scroll area, captured
  el.replaceChildren(style);
  page.draw();
  shown.start(() => page.root);
  const unwatch = watchWidth(el, page.resized);
  const undownload = downloadSaves(model, doc);
  return () => {
    page.stop();
    keys.stop();
    rest.stop();
    shown.stop();
    unwatch();
    undownload();
    for (const name of TRAITS) model.off(`change:${name}`, onChange);
    held.stop();
    doc.removeEventListener("keydown", onKey, true);
    doc.removeEventListener("pointerdown", onPress, true);
    el.removeEventListener("keydown", onArrow);
    doc.removeEventListener("scroll", onScroll, true);
  };
}

/** The open choice menu: local UI state, not a trait. */
function menuState() {
  return {
    open: null, // the open menu {target, x, y, piece, span, preview}
    of: null, // the piece whose menu is on the page: focus goes back to it when the menu goes
    opened: false, // a menu was opened (or opened again) since the last redraw
    answered: null, // the revision a menu was opened on: its refusal, from the click before, is not shown
    /** A menu for `target` opens at `where` (menuAnchor) on revision `revision`. */
    show(target, where, revision) {
      this.open = { target, ...where };
      this.answered = revision;
      this.opened = true;
    },
    close() {
      this.open = null;
    },
    /** The choice `shown` is previewed (null: none); false if the board would not change. */
    preview(shown) {
      if (!this.open || (!this.open.preview && !shown) || sameAction(this.open.preview, shown)) return false;
      this.open = { ...this.open, preview: shown };
      return true;
    },
    /** The board was drawn: whether that opened the menu (its first choice takes focus). */
    drawn() {
      const opening = this.open != null && this.opened;
      this.opened = false;
      this.of = this.open ? this.open.target : null;
      return opening;
    },
  };
}

/** What the user set on this page that Python does not hear of (given to the tree function
 * in `traits`). */
function pageState() {
  const state = {
    folds: {}, // open/closed state of the folding sections, as the user left them
    onFold: (id, open) => { if (open != null) state.folds[id] = open; },
    timelineUnit: "turn", // what a replay's timeline steps by, as the user chose it
    scrub: null, // {at, rev}: where a replay's slider is dragged to, shown until Python's next answer
    more: false, // the bar's drop-down is open (closed again by Python's next answer)
    moreAt: null, // the revision it was opened on
    cite: null, // {which, rev}: the rule's passage open ("error" or "note": citedMessage), on revision rev
    pressed: null, // {target, end, rows, fresh}: the bar's button just pressed, where its right edge was (and on a narrow board its rows: frame.js)
    /** Any other click than the bar button's own: its place is no longer kept. */
    clicked() {
      if (state.pressed?.fresh) state.pressed.fresh = false;
      else state.pressed = null;
    },
    /** Python answered (`revision` is not the one they were set on): the drop-down and a rule's
     * passage close, and the timeline is at its place. */
    settle(revision) {
      if (state.more && revision !== state.moreAt) state.more = false; // Python answered a click: the board is the news
      if (state.cite && revision !== state.cite.rev) state.cite = null;
      if (state.scrub && revision !== state.scrub.rev) state.scrub = null;
    },
  };
  return state;
}

// The second click of a double click (the browser counts it: `detail` 2) this soon after a
// move makes none: a double click is one move, not a move and then a click on what the first
// put under the pointer (a glowing card where a menu was, a piece where a curtain was).
export const DOUBLE_CLICK_MS = 300;

/** What the board's handlers do: the messages to Python, and the menu, folds and timeline
 * choices kept on this page (each redraws `page`). `clicks()` is the click being handled's count
 * (its `detail`: 0 from a key), `clock()` the time in ms (tests give their own), `sent()` is
 * told of each move sent. */
export function boardIntents(model, page, menu, mine, previews,
  { clicks = () => 1, clock = () => Date.now(), sent = () => {} } = {}) {
  let moved = -Infinity; // when the last move was sent
  // A move (or a click asking why not) that is the second click of a double click.
  const again = () => clicks() > 1 && clock() - moved < DOUBLE_CLICK_MS;
  const move = (message) => {
    if (again()) return false;
    moved = clock();
    sent();
    model.send(message);
    return true;
  };
  return {
    intent(action) {
      mine.clicked();
      if (!move({ kind: "intent", action })) return;
      if (menu.open) page.dismissMenu();
    },
    openMenu(target, ev) {
      mine.clicked();
      menu.show(target, { ...menuAnchor(ev, page.root), span: pieceSpan(ev, page.root) }, model.get("revision"));
      page.draw();
    },
    explain(target) {
      mine.clicked();
      if (again()) return;
      model.send({ kind: "explain", target });
      if (menu.open) page.dismissMenu();
    },
    closeMenu() {
      menu.close();
      page.draw();
    },
    preview(action) {
      if (menu.preview(previews(action) ? action : null)) page.drawSoon(); // not now: focus() inside a redraw fires this
    },
    undo: () => { mine.pressed = null; model.send({ kind: "undo" }); },
    handoff: () => { mine.pressed = null; move({ kind: "handoff" }); },
    // A bar button pressed: until the next click elsewhere, no other button is drawn where it was.
    pressed(target, end, rows = null) {
      mine.pressed = { target, end, ...(rows ? { rows } : {}), fresh: true };
    },
    show: () => move({ kind: "show" }),
    send: move, // a message that changes the board as a move does (review_panel.js)
    // A double click's second on what the first drew (the review's timeline) goes nowhere.
    seek: (to) => { if (!again()) model.send({ kind: "seek", to }); },
    step: (by, unit) => model.send({ kind: "step", by, unit }),
    stepUnit(unit) {
      mine.timelineUnit = unit;
      page.draw();
    },
    // The slider dragged: the timeline shows where a release goes (one redraw for a burst of
    // events); the release (seek) is Python's to answer, and its answer ends the preview.
    scrub(at) {
      mine.scrub = { at, rev: model.get("revision") };
      page.drawSoon();
    },
    more(open) {
      mine.more = !!open;
      mine.moreAt = model.get("revision");
      if (open) mine.cite = null; // one overlay at a time
      page.draw();
    },
    // A rule's passage opened (which: "error", "note") or closed (null). Focus in the passage
    // as it closes goes back to its button, as a dialog gives it back.
    cite(which) {
      const was = mine.cite?.which;
      const inside = !!was && !!page.root?.querySelector?.(".tw-cite-pop")?.contains?.(activeIn(page.root));
      mine.cite = which ? { which, rev: model.get("revision") } : null;
      if (which) mine.more = false;
      page.draw();
      if (inside && !which) page.root.querySelector?.(`[data-target="frame:cite-${was}"]`)?.focus?.({ preventScroll: true });
    },
  };
}

/** Whether a pointer event is on an element of class `name` (or inside one), in a shadow root too. */
function pressedOn(ev, name) {
  const nodes = ev.composedPath?.() ?? [];
  if (!nodes.length) for (let n = ev.target; n; n = n.parentNode) nodes.push(n);
  return nodes.some((n) => (n.getAttribute?.("class") || "").split(/\s+/).includes(name));
}

/** Escape closes the open menu, else a rule's passage, else the bar's drop-down; with none
 * open, focus in the board `el` leaves it for the notebook (in_notebook.js leaveBoard). */
function escapeKey(menu, mine, handlers, el) {
  return (ev) => {
    if (ev.key !== "Escape") return;
    if (menu.open) handlers.closeMenu();
    else if (mine.cite) handlers.cite(null);
    else if (mine.more) handlers.more(false);
    else if (el.contains?.(activeIn(el))) leaveBoard(el);
  };
}
