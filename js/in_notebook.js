// in_notebook.js: a board in a notebook page behaves as a learner expects (issue 45): the
// notebook keeps its keys (Shift/Ctrl/Alt+Enter run cells whatever has focus in the board), the
// mouse takes neither focus nor the notebook's active cell, Escape leaves the board, and a board
// whose cell has just run shows its first decision. What it reads of JupyterLab is its classes
// (.jp-Notebook, .jp-Cell.jp-mod-active); elsewhere (Voila, marimo, VS Code) it does less.

import { activeIn } from "./board_dom.js";

/** Enter with a modifier: the notebook's (run the cell), never the board's. */
export const runsCell = (ev) => ev.key === "Enter" && (ev.shiftKey || ev.ctrlKey || ev.altKey || ev.metaKey);

// A press on these keeps the browser's own way (a slider dragged, a box typed in).
const FORM = new Set(["input", "select", "textarea", "option"]);

/** Where focus goes when it leaves the board `el`: the notebook's active cell (JupyterLab puts
 * the notebook in command mode when its cell takes focus), else the nearest focusable node
 * round the board; null if none. */
export function notebookHome(el) {
  return el.closest?.(".jp-Notebook")?.querySelector?.(".jp-Cell.jp-mod-active")
    || el.parentElement?.closest?.("[tabindex]") || null;
}

/** Focus leaves the board `el` for the notebook (notebookHome), without scrolling; with no
 * notebook round it, it is only taken off the board. */
export function leaveBoard(el) {
  const home = notebookHome(el);
  if (home?.focus) home.focus({ preventScroll: true });
  else if (el.contains?.(activeIn(el))) activeIn(el).blur?.();
}

/** A key pressed on the board `ev` pressed again on the notebook's active cell `home`, which
 * JupyterLab's shortcuts then read as pressed there. */
function pressOn(home, ev) {
  const { key, code, keyCode, shiftKey, ctrlKey, altKey, metaKey } = ev;
  const Key = home.ownerDocument.defaultView?.KeyboardEvent;
  home.dispatchEvent?.(new Key("keydown", { key, code, keyCode, which: keyCode, shiftKey, ctrlKey, altKey, metaKey,
    bubbles: true, cancelable: true, composed: true }));
}

/**
 * The listeners that keep the notebook's keys and active cell while the board `el` is used;
 * returns { lastInput(), clicks(), stop() }. `lastInput()` is "key" or "pointer": how the
 * board was last used (focus follows the play only for the keyboard); `clicks()` the count of
 * the last click (its `detail`: 2 for a double click's second), 0 after a key.
 *
 * - Enter with a modifier is the notebook's: it is not the board's (a focused button does not
 *   click); focus leaves the board for the notebook's active cell (notebookHome), and the key
 *   is pressed again there, so that JupyterLab runs that cell (Shift+Enter: and goes on).
 * - Every other key pressed on the board stays in it (the board's root also says
 *   data-lm-suppress-shortcuts: the notebook's single keys, a, b, d d, must not act on it):
 *   the notebook, seeing one, would give focus back to its active cell, and Tab or Enter
 *   would act there.
 * - A press with the mouse does not move focus (the notebook's keys stay where they were), nor
 *   reach the notebook (which would make the board's cell the active one, so that Shift+Enter
 *   ran it again instead of the next cell); nor does focus coming into the board by Tab.
 */
export function notebookKeys(el) {
  let input = "key";
  let clicks = 0;
  const onKey = (ev) => {
    if (!["Shift", "Control", "Alt", "Meta"].includes(ev.key)) [input, clicks] = ["key", 0];
    if (!runsCell(ev)) return;
    ev.preventDefault();
    const home = notebookHome(el);
    if (!home?.focus) return;
    ev.stopPropagation();
    leaveBoard(el);
    pressOn(home, ev);
  };
  const onClick = (ev) => {
    clicks = ev.detail;
  };
  const onPress = (ev) => {
    input = "pointer";
    ev.stopPropagation(); // bubbling: the pieces inside have had it
    // No focus moved by the mouse; but a form control, and a replay's timeline, which takes the
    // keys when clicked (timeline.js), take it.
    if (!FORM.has(ev.target?.localName) && !ev.target?.closest?.(".tw-timeline")) ev.preventDefault();
  };
  const mine = (ev) => ev.stopPropagation();
  const listeners = [["keydown", onKey, true], ["click", onClick, true], ["keydown", mine, false],
    ["mousedown", onPress, false], ["dblclick", mine, false], ["focusin", mine, false]];
  for (const [type, fn, capture] of listeners) el.addEventListener(type, fn, capture);
  return {
    lastInput: () => input,
    clicks: () => clicks,
    stop() {
      for (const [type, fn, capture] of listeners) el.removeEventListener(type, fn, capture);
    },
  };
}

// ---------------------------------------------------------------- the decision in view

/** The outermost area that scrolls round `el` (JupyterLab's notebook), or null. */
function scroller(el) {
  const win = el.ownerDocument?.defaultView;
  let found = null;
  for (let p = el.parentElement; p && win?.getComputedStyle; p = p.parentElement) {
    const oy = win.getComputedStyle(p).overflowY;
    if ((oy === "auto" || oy === "scroll") && p.scrollHeight > p.clientHeight) found = p;
  }
  return found;
}

/** The decision the board `root` shows is in view in the scroll `area` (its part in the
 * window): the whole board where it fits, else its bar and every glowing piece (not in a
 * folded section) under the bar. */
export function decisionInView(root, area) {
  const r = area.getBoundingClientRect();
  const band = { top: Math.max(r.top, 0), bottom: Math.min(r.bottom, area.ownerDocument.defaultView?.innerHeight ?? r.bottom) };
  const inside = (box, top = band.top) => box.top >= top - 0.5 && box.bottom <= band.bottom + 0.5;
  const board = root.getBoundingClientRect();
  if (board.height <= band.bottom - band.top) return inside(board);
  const bar = root.querySelector?.(".tw-bar")?.getBoundingClientRect?.();
  return !!bar && inside(bar) && [...root.querySelectorAll(".tw-glow, .tw-lesson-target")]
    .filter((p) => !p.closest("details:not([open]), .tw-bar"))
    .every((p) => inside(p.getBoundingClientRect(), bar.bottom));
}

/** Whether the board `el` is in a JupyterLab cell that has just been run with Shift+Enter: the
 * cell before the active one, with no cell after it waiting to run. Run All leaves the last
 * cell active, and queues the cells after the one that runs ([*]): a board it draws leaves the
 * view where it is. */
export function cellJustRun(el) {
  const cell = el.closest?.(".jp-Cell");
  if (!cell?.closest?.(".jp-Notebook")) return false;
  const after = [];
  for (let next = cell.nextElementSibling; next; next = next.nextElementSibling) {
    if (next.classList?.contains("jp-Cell")) after.push(next);
  }
  const queued = (c) => (c.querySelector(".jp-InputArea-prompt")?.textContent || "").includes("*");
  return !!after[0]?.classList.contains("jp-mod-active") && !after.some(queued);
}

const SHOW_FOR = 1500; // ms after the first drawing that the board keeps its decision in view

/**
 * A board whose cell has just run (cellJustRun, looked at once the board is on the page) shows
 * its decision (decisionInView): at each frame while it settles (its output grows, JupyterLab
 * scrolls to the next cell), for SHOW_FOR ms from its first drawing (`start(rootOf)`), its top
 * is brought to the top of the notebook's area whenever the decision is out of view; never once
 * the user has scrolled, pressed a key or a button. Returns { start(rootOf), stop() }.
 */
export function showOnRun(el) {
  const doc = el.ownerDocument;
  const win = doc.defaultView;
  let on = !!win?.requestAnimationFrame;
  const kinds = ["wheel", "keydown", "mousedown", "touchstart"];
  const stop = () => {
    on = false;
    for (const k of kinds) doc.removeEventListener(k, stop, true);
  };
  if (on) for (const k of kinds) doc.addEventListener(k, stop, true);
  return {
    start(rootOf) {
      if (!on) return;
      const until = win.performance.now() + SHOW_FOR;
      let placed = false; // the board is on the page: cellJustRun was asked
      let left = null; // where this left the notebook's scroll: moved since by anything else, it stops
      const look = () => {
        if (!on || win.performance.now() > until) return stop();
        const root = rootOf();
        if (!placed && el.isConnected) {
          placed = true;
          if (!cellJustRun(el)) return stop();
        }
        const area = placed && scroller(el);
        if (area && left != null && Math.abs(area.scrollTop - left) > 1) return stop(); // scrolled on: the learner's
        if (root && area && !decisionInView(root, area)) {
          area.scrollTop += root.getBoundingClientRect().top - Math.max(area.getBoundingClientRect().top, 0);
        }
        if (area) left = area.scrollTop;
        win.requestAnimationFrame(look);
      };
      win.requestAnimationFrame(look);
    },
    stop,
  };
}
