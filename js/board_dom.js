// board_dom.js: what renderBoard (render.js, board_page.js) does with the page itself, each
// part one job and no state of its own: where the bar and an open menu go, the arrow keys,
// where focus goes after a move. It imports nothing.

/** What has focus: in the board's shadow root when it is drawn in one (marimo), else the page's. */
export function activeIn(el) {
  return el.getRootNode?.()?.activeElement ?? el.ownerDocument.activeElement;
}

/** Nothing in particular has focus (the page's body, or nothing): the board may give it. */
export function focusLost(el) {
  const doc = el.ownerDocument;
  const now = activeIn(el);
  return !now || now === doc.body || now === doc.documentElement;
}

/**
 * What can be done now, to take focus after a move took it away: the hand-off button under a
 * curtain, else the lesson's piece, else the first glowing piece on the board, else the first
 * glowing piece or bar button.
 */
export function nextFocusTarget(root) {
  return root?.querySelector?.(".tw-handoff")
    || root?.querySelector?.("[tabindex=\"0\"].tw-lesson-target, button.tw-lesson-target")
    || root?.querySelector?.("svg [data-target].tw-glow")
    || root?.querySelector?.("[data-target].tw-glow, .tw-actions button.tw-action");
}

// ---------------------------------------------------------------- the arrow keys

// The arrow keys go from piece to piece in the order drawn, those without choices too, so
// that a keyboard user can ask why one is refused (Enter), as a click does. Tab goes from
// choice to choice only.
const ARROW_STEPS = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** `node` is inside a closed <details> of the board `root` (the page does not show it). */
function folded(node, root) {
  for (let p = node.parentElement; p && p !== root; p = p.parentElement) {
    if (p.localName === "details" && !p.hasAttribute("open")) return true;
  }
  return false;
}

/**
 * The pieces the arrow keys go through, in the order drawn. Skipped: a piece inside a glowing
 * one (a click or Enter there is for the glowing one), and pieces in a folded section (the
 * page does not show them: they cannot take focus).
 */
export function arrowOrder(root) {
  return [...root.querySelectorAll("[data-target][tabindex]")].filter((p) => !folded(p, root)
    && (p.getAttribute("tabindex") === "0" || !p.parentElement?.closest?.(".tw-glow")));
}

/** A keydown listener for the board's node: an arrow key on a piece focuses the next (or the
 * one before), round from the last to the first; `rootOf()` is the board drawn now. In a menu
 * the arrow keys are the menu's (frame.js menuKeys). */
export function arrowKeys(rootOf) {
  return (ev) => {
    const step = ARROW_STEPS[ev.key];
    const from = ev.target;
    const root = rootOf();
    if (!step || !root || from?.getAttribute?.("data-target") == null || from.closest?.(".tw-menu")) return;
    const pieces = arrowOrder(root);
    const at = pieces.indexOf(from);
    if (at < 0) return;
    ev.preventDefault?.();
    pieces[(at + step + pieces.length) % pieces.length].focus?.();
  };
}

// ---------------------------------------------------------------- the bar and menus in view

/**
 * What is in view, top and bottom: the window cut by the scroll areas around the board `el`
 * (the notebook's, and any inner one, such as an output area a menu makes scroll).
 */
export function visibleBand(el) {
  const win = el.ownerDocument.defaultView;
  const band = { top: 0, bottom: win?.innerHeight ?? Infinity };
  for (let p = el.parentElement; p && win?.getComputedStyle; p = p.parentElement) {
    const oy = win.getComputedStyle(p).overflowY;
    if (oy === "auto" || oy === "scroll") {
      const r = p.getBoundingClientRect();
      band.top = Math.max(band.top, r.top);
      band.bottom = Math.min(band.bottom, r.bottom);
    }
  }
  return band;
}

/** The height of the page's area the board `el` scrolls in, for the projector's scale: the
 * outermost scroll area round it (JupyterLab's notebook, Voila's page) in the window; the
 * inner ones (an output area) are as tall as what they hold. */
export function areaHeight(el) {
  const win = el.ownerDocument?.defaultView;
  let area = { top: 0, bottom: win?.innerHeight ?? Infinity };
  for (let p = el.parentElement; p && win?.getComputedStyle; p = p.parentElement) {
    const oy = win.getComputedStyle(p).overflowY;
    if (oy === "auto" || oy === "scroll") area = p.getBoundingClientRect();
  }
  return Math.min(area.bottom, win?.innerHeight ?? Infinity) - Math.max(area.top, 0);
}

/**
 * The bar (status, refusal, hand-off) follows the top of the scroll area while the board
 * `root` (drawn in `el`) scrolls past it. CSS sticky cannot do it in JupyterLab (an output
 * wrapper between the board and the scrolling notebook clips overflow), so the bar is moved
 * with a transform, never below the board's bottom; while it floats it has .tw-bar-floating.
 * What is open from the bar is kept in view with it (fitPop).
 */
export function keepBarInView(root, el) {
  const bar = root?.querySelector?.(".tw-bar");
  const box = root?.getBoundingClientRect?.();
  if (!bar?.style || !box) return;
  const top = visibleBand(el).top;
  const room = box.height - (bar.offsetHeight || 0) - 4;
  const shift = Math.max(0, Math.min(top - box.top, room));
  bar.style.transform = shift > 0 ? `translateY(${Math.round(shift)}px)` : "";
  bar.classList?.toggle?.("tw-bar-floating", shift > 0);
  for (const pop of root.querySelectorAll?.(".tw-drop, .tw-cite-pop") ?? []) {
    fitPop(pop, pop.parentElement?.closest?.(".tw-cited, .tw-bar"));
  }
}

/** What can be seen of `node`, top and bottom: the window cut by every box round it that
 * clips what overflows it (JupyterLab's output area does, at the board's edges; the notebook). */
export function clipBand(node) {
  const doc = node.ownerDocument;
  const win = doc.defaultView;
  const band = { top: 0, bottom: win?.innerHeight ?? Infinity };
  // The body's and the root's overflow is the window's (JupyterLab's body is 0 px tall).
  for (let p = node.parentElement ?? node.getRootNode?.()?.host; p && p !== doc.body && p !== doc.documentElement
    && win?.getComputedStyle; p = p.parentElement ?? p.getRootNode?.()?.host) {
    const style = win.getComputedStyle(p);
    if (style.overflowY !== "visible" || style.overflowX !== "visible") {
      const r = p.getBoundingClientRect();
      band.top = Math.max(band.top, r.top);
      band.bottom = Math.min(band.bottom, r.bottom);
    }
  }
  return band;
}

/**
 * What opens from the bar (the drop-down, a rule's passage: `pop`, hung under `anchor`) is read
 * whole where it opens: where the room under its anchor is too short, it opens upward (over
 * the board above a floating bar) if there is more room there, and is cut to the room it has,
 * scrolling inside (`.tw-pop-up`, a max-height), so no edge of the board or window cuts it.
 */
export function fitPop(pop, anchor) {
  if (!pop?.style || !anchor?.getBoundingClientRect) return;
  pop.classList.remove("tw-pop-up");
  pop.style.maxHeight = "";
  const band = clipBand(anchor);
  const box = pop.getBoundingClientRect();
  if (box.bottom <= band.bottom) return;
  const at = anchor.getBoundingClientRect();
  // The pop hangs 4 px off its anchor; a few px more of margin, so that a line that settles a
  // little after this (a fitted text's size) does not push its edge past what clips it.
  const below = band.bottom - at.bottom - 12;
  const above = at.top - band.top - 12;
  const up = box.height > below && above > below;
  pop.classList.toggle("tw-pop-up", up);
  const room = Math.floor(up ? above : below);
  if (box.height > room) pop.style.maxHeight = `${Math.max(room, 0)}px`;
}

/**
 * Where the menu a click on a piece opens goes (when the DOM can measure): under the piece,
 * inside the board `root`, and where the piece is (`piece`: its left and right), for a menu
 * that has no room under it (fitMenu). Relative to the board, in px.
 */
export function menuAnchor(ev, root) {
  const box = ev?.currentTarget?.getBoundingClientRect?.();
  const base = root?.getBoundingClientRect?.();
  if (!box || !base) return {};
  const piece = { left: box.left - base.left, right: box.right - base.left };
  return { x: Math.max(0, Math.min(piece.left, base.width - 320)), y: box.bottom - base.top + 4, piece };
}

/**
 * An open menu `box` stays inside the window: lifted if it would run off the bottom, and then
 * beside its piece (`piece`, from menuAnchor: right, else left) where there is room in the
 * board `root`, a piece's width away, so that the piece, what a choice would put there and its
 * neighbours stay in view; and scrolled inside so that `choice` (the lesson's, or the first)
 * shows. `el` is the board's node (the scroll areas around it bound what is in view).
 */
export function fitMenu(box, choice, piece, root, el) {
  const win = el.ownerDocument.defaultView;
  const rect = box?.getBoundingClientRect?.();
  if (!rect || !win?.innerHeight || !box.style) return;
  const band = visibleBand(el);
  const over = rect.bottom - band.bottom + 8;
  if (over > 0) {
    box.style.top = `${Math.round(box.offsetTop - Math.min(over, Math.max(0, rect.top - band.top)))}px`;
    if (piece) {
      const gap = piece.right - piece.left + 8;
      const right = piece.right + gap;
      const left = piece.left - gap - rect.width;
      if (right + rect.width <= root.getBoundingClientRect().width) box.style.left = `${Math.round(right)}px`;
      else if (left >= 0) box.style.left = `${Math.round(left)}px`;
    }
  }
  showChoice(box, choice);
}

/** A long menu `box` scrolled inside so that `choice` shows, in its middle. */
function showChoice(box, choice) {
  if (choice && box.scrollHeight > box.clientHeight) {
    box.scrollTop = Math.max(0, choice.offsetTop - box.clientHeight / 2);
  }
}

/** The piece a click `ev` opens a menu from, top and bottom, relative to the board `root` (px;
 * null where the DOM cannot measure): a narrow board's menu goes over or under it. */
export function pieceSpan(ev, root) {
  const box = ev?.currentTarget?.getBoundingClientRect?.();
  const base = root?.getBoundingClientRect?.();
  return box && base ? { top: box.top - base.top, bottom: box.bottom - base.top } : null;
}

// px: a narrow board's menu is this far from its piece and from what bounds it; and it keeps at
// least this height (about three choices), where its piece leaves less room over and under it.
const MENU_GAP = 4;
const MENU_LEAST = 120;

/**
 * An open menu `box` on a narrow board (a phone, where a menu as wide as the board beside its
 * piece has no room: CSS draws it at the board's width): under its piece (`span`, from
 * pieceSpan) where it fits between the piece and the bottom of what is in view, else over it
 * where it fits between the bar (floating or not) and the piece, else on the side with more
 * room, cut to that room (MENU_LEAST at least) and scrolled inside. So the piece, and what the
 * choice in focus would put there (a tile previewed on its cell), stays in view, and the menu
 * wholly on the screen.
 */
export function fitNarrowMenu(box, choice, span, root, el) {
  const rect = box?.getBoundingClientRect?.();
  const base = root?.getBoundingClientRect?.();
  if (!rect || !base || !span || !box.style) return fitMenu(box, choice, null, root, el);
  const band = visibleBand(el);
  const bar = root.querySelector?.(".tw-bar")?.getBoundingClientRect?.();
  const top = Math.max(band.top, bar?.bottom ?? band.top) + MENU_GAP;
  const below = band.bottom - MENU_GAP - (base.top + span.bottom + MENU_GAP);
  const above = base.top + span.top - MENU_GAP - top;
  const down = rect.height <= below || (rect.height > above && below >= above);
  const room = Math.max(Math.min(rect.height, MENU_LEAST), Math.floor(down ? below : above));
  const height = Math.min(rect.height, room);
  if (rect.height > room) box.style.maxHeight = `${room}px`;
  // Where the piece leaves less than that on both sides, the menu stays on the screen still,
  // over the piece's edge (or the bar).
  const at = down ? span.bottom + MENU_GAP : span.top - MENU_GAP - height;
  box.style.top = `${Math.round(Math.max(band.top - base.top, Math.min(at, band.bottom - base.top - height)))}px`;
  showChoice(box, choice);
}

/** Call `onWidth(px)` whenever the board's node `el` changes width (where the browser can
 * tell: ResizeObserver); returns what stops it. */
export function watchWidth(el, onWidth) {
  const Resize = el.ownerDocument.defaultView?.ResizeObserver;
  const observer = Resize ? new Resize((entries) => onWidth(entries[entries.length - 1]?.contentRect?.width || 0)) : null;
  observer?.observe(el);
  return () => observer?.disconnect();
}
