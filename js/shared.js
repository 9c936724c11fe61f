// shared.js: what every tabletop-widgets board uses.
//
// - the palette (INK, MUTED, LINE, PAPER) and small helpers (plural, tint, svgText...).
// - h() builds a plain virtual tree {tag, attrs, children}; mount() turns it into DOM and
//   patch() brings that DOM in line with the next tree.
// - piece() draws a clickable SVG piece from the `choices` trait (never from game rules).
// - frame() wraps a board in the common furniture: status line, refusal message, action
//   bar with undo, hot-seat curtain, choice menu, log and score panels.
// - renderBoard() wires a board's tree function to an anywidget model, and puts the
//   styles (FRAME_CSS below: frame, glow/focus, panels; then the board's own) into the
//   widget's own root node, so they reach the board wherever a client draws it (JupyterLab,
//   or marimo's shadow root, where a <style> in document.head would not). What it does with
//   the page itself (the bar and menus kept in view, the arrow keys, where focus goes next)
//   is in board_dom.js.
//
// Python inlines this file into each board entry (tabletop_widgets/core/assets.py), so
// the boards must not reuse these top-level names.

import { activeIn, arrowKeys, fitMenu, focusLost, keepBarInView, menuAnchor, nextFocusTarget, watchWidth }
  from "./board_dom.js";

export const SVG_NS = "http://www.w3.org/2000/svg";

// ---------------------------------------------------------------- palette and small helpers

export const INK = "#2b2a28"; // text
export const MUTED = "#6f675d"; // secondary text
export const LINE = "#b9ae9c"; // outlines
export const PAPER = "#fffdf8"; // card and tile faces

// ---------------------------------------------------------------- sizes (js/README.md, Sizes)

/** The type scale: Board(size=...) in Python; "auto" is the projector's where the board is at
 * least WIDE px wide. 12 px at laptop size are 16 px at projector size. */
export const SCALES = { laptop: 1, projector: 4 / 3 };
export const WIDE = 1300;
/** The bar's height at laptop size (px): status line 24, message line 34, buttons 34, gaps and
 * padding. A lesson adds LESSON_H: its row (two lines, 44) takes the status line's place (the
 * status goes beside the buttons), and the bar is padded 4 px, not 6. Times the scale; CSS has
 * them as --tw-bar-h, --tw-lesson-h. */
export const BAR_H = 112;
export const LESSON_H = 16;

/** The scale a board is drawn at: its `size` setting, and for "auto" its width. */
export function scaleFor(size, width) {
  if (size === "projector" || size === "laptop") return SCALES[size];
  return width >= WIDE ? SCALES.projector : SCALES.laptop;
}

/** A font size in px at the board's scale (`traits.scale`, from renderBoard). */
export function fontPx(base, traits) {
  return Math.round(base * (traits?.scale || 1) * 10) / 10;
}

/** "1 brick", "3 bricks", plural(2, "torch", "torches"). */
export const plural = (n, word, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;
/** A list's length, or the number itself (views send some piles as counts). */
export const count = (x) => (Array.isArray(x) ? x.length : x ?? 0);
/** "red" -> "Red". */
export const cap = (s) => (s ? s[0].toUpperCase() + s.slice(1) : "");

/** An SVG <text> at (x, y). */
export function svgText(x, y, content, size = 13, attrs = {}) {
  return h("text", { x, y, "font-size": size, ...attrs }, content);
}
export const bold = { "font-weight": 700 };
export const mid = { "text-anchor": "middle" };

/** A colour mixed with white (amount 0..1 of white), for light tints of seat colours. */
export function tint(hex, amount) {
  const m = /^#([0-9a-f]{6})$/i.exec(hex || "");
  if (!m) return "#f1ede5";
  const n = parseInt(m[1], 16);
  const mix = (v) => Math.round(v + (255 - v) * amount);
  return `rgb(${mix(n >> 16)},${mix((n >> 8) & 255)},${mix(n & 255)})`;
}

// ---------------------------------------------------------------- virtual tree

/** A virtual node. Children may be nodes, strings, numbers, arrays, or null/false (skipped). */
export function h(tag, attrs, ...children) {
  return { tag, attrs: attrs || {}, children: flatten(children) };
}

function flatten(list, out = []) {
  for (const c of list) {
    if (c == null || c === false || c === true) continue;
    if (Array.isArray(c)) flatten(c, out);
    else out.push(typeof c === "object" ? c : String(c));
  }
  return out;
}

/** The root <svg> of a board: a viewBox so it scales to its container's width. */
export function svg(width, height, attrs, ...children) {
  return h("svg", { viewBox: `0 0 ${width} ${height}`, xmlns: SVG_NS, ...attrs }, ...children);
}

/** Join class names, skipping empty ones. */
export function cls(...names) {
  return names.filter(Boolean).join(" ");
}

/**
 * Turn a virtual tree into DOM under `parent` and return the new node. Elements inside an
 * <svg> get the SVG namespace (children of <foreignObject> are HTML again); `on<event>`
 * attributes that are functions become event listeners.
 */
export function mount(tree, parent, doc = parent.ownerDocument, ns = svgParent(parent) ? SVG_NS : null) {
  return parent.appendChild(create(tree, doc, ns));
}

function create(tree, doc, ns) {
  if (typeof tree === "string") return doc.createTextNode(tree);
  const here = tree.tag === "svg" ? SVG_NS : ns;
  const el = here ? doc.createElementNS(here, tree.tag) : doc.createElement(tree.tag);
  for (const key in tree.attrs) setAttr(el, key, tree.attrs[key]);
  const inner = tree.tag === "foreignObject" ? null : here;
  for (const child of tree.children) el.appendChild(create(child, doc, inner));
  return el;
}

/**
 * Make `el`, drawn from the tree `old`, show `tree` instead, changing only what differs
 * (children are matched by position), and return the node now in its place. A board redrawn
 * this way costs the browser style and layout work for what changed, not for the whole
 * board: a move changes a few pieces, a menu adds one box.
 */
export function patch(el, old, tree, doc = el.ownerDocument) {
  if (old === tree) return el; // a part of the board remembered by memo(): drawn as it is
  if (typeof tree === "string" || typeof old === "string" || old.tag !== tree.tag || old.key !== tree.key) {
    if (typeof tree === "string" && typeof old === "string") {
      if (tree !== old) el.data = tree;
      return el;
    }
    const fresh = create(tree, doc, svgParent(el.parentNode) ? SVG_NS : null);
    el.parentNode.replaceChild(fresh, el);
    return fresh;
  }
  for (const key in old.attrs) if (!(key in tree.attrs)) setAttr(el, key, null, old.attrs[key]);
  for (const key in tree.attrs) {
    // `open` is also the user's: a fold they toggled follows the tree again at the next redraw.
    if (tree.attrs[key] !== old.attrs[key] || key === "open") setAttr(el, key, tree.attrs[key], old.attrs[key]);
  }
  patchChildren(el, old.children, tree.children, doc);
  return el;
}

/**
 * Same kind of node: both text, or the same tag and key. A node's key is its piece
 * (data-target), else the key given with keyed() (a log line's text, a cell's place), else
 * its first class, which names what it is ("tw-mr-stocks"): a part that appears or goes
 * among its siblings is then inserted or removed, not patched into the next part's place
 * (which would redraw every part after it).
 */
function sameKind(a, b) {
  if (typeof a === "string" || typeof b === "string") return typeof a === typeof b;
  return a?.tag === b?.tag && keyOf(a) === keyOf(b);
}

function keyOf(node) {
  const { "data-target": target, class: names } = node.attrs;
  if (target != null) return target;
  if (node.key != null) return node.key;
  if (!names) return "";
  const all = String(names);
  const space = all.indexOf(" "); // the first class, without splitting the string (a hot path)
  return space < 0 ? all : all.slice(0, space);
}

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

/** An attribute value that draws no attribute (see setAttr). */
const unset = (value) => value == null || value === false;

/** `node` matched by `key` among its siblings when redrawn (not drawn: the DOM does not show
 * it); a node in its place with another key is drawn anew, not patched. */
export function keyed(key, node) {
  node.key = String(key);
  return node;
}

const LOOK_AHEAD = 4; // how many nodes may appear or go together and still be matched

/** The first index after `from` (at most LOOK_AHEAD on) where `list` has a node of `node`'s kind. */
function aheadOf(list, from, node) {
  const last = Math.min(list.length - 1, from + LOOK_AHEAD);
  for (let m = from + 1; m <= last; m++) if (sameKind(list[m], node)) return m;
  return -1;
}

// Children are matched in order; nodes that appear or go (a refusal above the status, a
// piece taken off the map) are inserted or removed alone instead of redrawing all after them.
function patchChildren(el, olds, news, doc) {
  const kids = el.childNodes;
  const inner = svgParent(el) ? SVG_NS : null;
  let i = 0; // in olds
  let k = 0; // in kids: the DOM node drawn from olds[i]
  for (let j = 0; j < news.length; j++) {
    if (i < olds.length && !sameKind(olds[i], news[j])) {
      const gone = aheadOf(olds, i, news[j]); // olds[i..gone) went
      const added = aheadOf(news, j, olds[i]); // news[j..added) are new
      if (gone >= 0 && (added < 0 || gone - i <= added - j)) {
        for (; i < gone; i++) el.removeChild(kids[k]);
      } else if (added >= 0) {
        el.insertBefore(create(news[j], doc, inner), kids[k++]);
        continue;
      }
    }
    if (i < olds.length) patch(kids[k], olds[i++], news[j], doc);
    else el.appendChild(create(news[j], doc, inner));
    k++;
  }
  while (kids.length > k) el.removeChild(el.lastChild);
}

/**
 * One attribute of `el` from a tree (`was`: its value in the tree drawn before). An
 * `on<event>` function goes into the element's handler slot: one listener per event type
 * for the element's life, so a redraw swaps functions without touching listeners.
 */
function setAttr(el, key, value, was) {
  if (key.startsWith("on") && (typeof value === "function" || typeof was === "function")) {
    const type = key.slice(2);
    const slots = (el.twHandlers ??= {});
    if (!(type in slots)) el.addEventListener(type, (ev) => slots[type]?.(ev));
    slots[type] = typeof value === "function" ? value : null;
  } else if (unset(value)) {
    if (!unset(was)) el.removeAttribute(key);
  } else {
    el.setAttribute(key, value === true ? "" : String(value));
    if (key === "value" && "value" in el) el.value = String(value); // a slider the user moved keeps its own
  }
}

function svgParent(el) {
  return el.namespaceURI === SVG_NS && el.tagName !== "foreignObject";
}

// ---------------------------------------------------------------- text in SVG
// SVG text does not wrap, and the tree is built without a DOM to measure in, so widths are
// estimated from an average glyph width of the sans-serif fonts (a little generous).

export function textWidth(text, size, bold = false) {
  return String(text).length * size * (bold ? 0.64 : 0.56);
}

/** `text` cut with an ellipsis so it fits in `width`. */
export function fitText(text, width, size, bold = false) {
  text = String(text);
  if (textWidth(text, size, bold) <= width) return text;
  const n = Math.floor(width / textWidth("x", size, bold)) - 1;
  return n > 0 ? text.slice(0, n).trimEnd() + "…" : "";
}

/** Greedy word wrap into lines of at most `width`; words longer than a line are cut. */
export function wrapText(text, width, size, bold = false) {
  const lines = [];
  let line = "";
  for (const word of String(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, size, bold) <= width) line = next;
    else {
      if (line) lines.push(line);
      line = fitText(word, width, size, bold);
    }
  }
  if (line) lines.push(line);
  return lines;
}

// ---------------------------------------------------------------- pieces and choices

/** Map target -> the choices that name it, in the order Python sent them. */
export function choicesByTarget(choices) {
  const map = new Map();
  for (const c of choices || []) {
    if (!map.has(c.target)) map.set(c.target, []);
    map.get(c.target).push(c);
  }
  return map;
}

const NO_HANDLERS = { intent() {}, explain() {}, openMenu() {}, closeMenu() {}, preview() {}, undo() {}, handoff() {}, show() {},
  seek() {}, step() {}, stepUnit() {}, more() {} };

/**
 * What pieces need to know: the choices by target and what to call when one is picked;
 * `memory`, from renderBoard, lets memo() reuse the parts of the last redraw (none in a tree
 * built once, e.g. in the tests).
 */
export function context(choices, handlers, memory = null) {
  return { byTarget: choicesByTarget(choices), handlers: { ...NO_HANDLERS, ...handlers }, memory, picks: new Map() };
}

/**
 * A part of a board: the tree `build()` made at the last redraw under `key` if nothing it
 * shows has changed since, else a new one. `deps` are what `build` reads besides the choices,
 * compared with ===: view parts keep their identity while they do not change (applyDelta
 * copies only what a delta touches), numbers and strings compare by value. The choices are
 * compared for every piece the part drew, so a part whose pieces gained or lost a choice is
 * built again; a part that draws a piece only when it has a choice must name those choices
 * in `deps` (choiceKey). patch() skips a part it drew last time: an unchanged part costs
 * neither building nor patching. `build` may return a tree or `{tree, ...sizes}`.
 */
export function memo(ctx, key, deps, build) {
  const memory = ctx.memory;
  if (!memory) return build();
  const outer = memory.building; // the part being built around this one, if any
  const last = memory.last.get(key);
  let part;
  if (last && last.deps.length === deps.length && last.deps.every((d, i) => d === deps[i])
      && last.picks === picksOf(ctx, last.tree)) {
    part = last;
    keep(memory, key, part);
  } else {
    part = { deps, tree: null, picks: "", inner: [] };
    memory.building = part;
    try {
      part.tree = build();
    } finally {
      memory.building = outer;
    }
    part.picks = picksOf(ctx, part.tree);
    memory.now.set(key, part);
  }
  outer?.inner.push([key, part]);
  return part.tree;
}

/** A part's tree: itself, or the `tree` of a `{tree, ...sizes}`. */
const treeOf = (part) => (part && !part.tag && part.tree ? part.tree : part);

// A kept part keeps the parts inside it for the next redraw too.
function keep(memory, key, part) {
  memory.now.set(key, part);
  for (const [k, p] of part.inner) keep(memory, k, p);
}

/** What memo() keeps between redraws: the parts of the last one (`last`) and of this one. */
export function newMemory() {
  return { last: new Map(), now: new Map(), building: null };
}

/** The tree `build()` draws, remembering its memo() parts for the next redraw: parts not
 * drawn this time are forgotten. */
export function remembering(memory, build) {
  memory.now = new Map();
  const tree = build();
  memory.last = memory.now;
  return tree;
}

/** The choices of the pieces drawn in `tree`, as one string (what memo compares). */
function picksOf(ctx, tree) {
  let out = "";
  for (const target of drawnTargets(treeOf(tree)).keys()) out += `${target}=${choiceKey(ctx, target)};`;
  return out;
}

/** The choices for one target, as a string to compare (memoised for one redraw). */
export function choiceKey(ctx, target) {
  let key = ctx.picks.get(target);
  if (key == null) {
    const list = ctx.byTarget.get(target);
    key = list ? JSON.stringify(list) : "";
    ctx.picks.set(target, key);
  }
  return key;
}

/** Act on a target: one choice is sent at once, several open the choice menu. */
function pick(ctx, target, list, event) {
  if (list.length === 1) ctx.handlers.intent(list[0].action);
  else ctx.handlers.openMenu(target, event);
}

const ACTS = (ev) => ev.key === "Enter" || ev.key === " "; // the keys that click a focused piece

/**
 * Attributes of a piece that could be a target. Every piece carries data-target and a
 * label and can take focus (the arrow keys go from piece to piece, see renderBoard); a piece
 * with choices is also a tab stop, glows and acts on click, Enter and Space. Clicking a piece
 * without choices (or Enter on it) asks Python why that move is not possible now.
 */
export function pieceAttrs(ctx, target, label) {
  const list = ctx.byTarget.get(target) || [];
  if (!list.length) {
    const explain = (ev) => {
      // Inside a glowing piece (a spot in a quarter you may choose), the click is for that piece.
      if (ev?.currentTarget?.parentElement?.closest?.(".tw-glow")) return;
      ev?.stopPropagation?.();
      ev?.preventDefault?.(); // Space must not scroll the notebook
      ctx.handlers.explain(target);
    };
    return { "data-target": target, "aria-label": label, class: "tw-piece", tabindex: "-1", onclick: explain,
      onkeydown: (ev) => ACTS(ev) && explain(ev) };
  }
  const act = (ev) => {
    ev?.stopPropagation?.(); // pieces may sit on top of a clickable quarter
    pick(ctx, target, list, ev);
  };
  const hint = list.length === 1 ? list[0].label : `choose: ${list.map((c) => c.label).join("; ")}`;
  return {
    "data-target": target,
    "aria-label": `${label}. Click to ${lowerFirst(hint)}`,
    class: "tw-piece tw-glow",
    tabindex: "0",
    role: "button",
    onclick: act,
    onkeydown: (ev) => {
      if (ACTS(ev)) {
        ev.preventDefault?.();
        act(ev);
      }
    },
  };
}

function lowerFirst(s) {
  return s ? s[0].toLowerCase() + s.slice(1) : s;
}

/** An SVG piece: a <g> with a <title> (its text label) and the piece attributes. */
export function piece(ctx, target, label, attrs, ...children) {
  const p = pieceAttrs(ctx, target, label);
  const node = h("g", { ...attrs, ...p, role: p.role || "img", class: cls(p.class, attrs?.class) },
    h("title", {}, p["aria-label"]), ...children);
  node.label = label; // the plain name, for the choice menu's title
  return node;
}

/** A drawn thing that is not a target, with its text label (for pawns, chips, displays). */
export function labelled(attrs, label, ...children) {
  return h("g", { ...attrs, role: "img", "aria-label": label }, h("title", {}, label), ...children);
}

/** Every data-target drawn in a tree: Map target -> its label. */
export function drawnTargets(tree, found = new Map()) {
  if (Array.isArray(tree)) tree.forEach((t) => drawnTargets(t, found));
  if (!tree?.attrs) return found;
  for (const [t, label] of targetsOf(tree)) if (!found.has(t)) found.set(t, label);
  return found;
}

// A tree's targets, in drawing order, kept for the root it was asked for (a memo() part, a
// board): a part that memo() keeps is not walked again at every redraw, and a part built
// anew costs one walk, not a list and a cache entry for every node in it.
const TARGETS = new WeakMap();
function targetsOf(node) {
  let list = TARGETS.get(node);
  if (!list) {
    list = [];
    collectTargets(node, list);
    TARGETS.set(node, list);
  }
  return list;
}

function collectTargets(node, out) {
  const known = TARGETS.get(node); // a part inside, kept or measured already
  if (known) {
    for (const entry of known) out.push(entry);
    return;
  }
  const t = node.attrs["data-target"];
  if (t) out.push([t, node.label || node.attrs["aria-label"] || t]);
  for (const c of node.children) if (c?.attrs) collectTargets(c, out);
}

// ---------------------------------------------------------------- the frame

/** "end_turn" -> "End turn". */
export function humanise(id) {
  const s = String(id ?? "").replace(/[_-]+/g, " ").trim();
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

/**
 * The whole widget: frame furniture around a board.
 *   view, traits  the view and the other traits (status, error, handoff, can_undo, menu)
 *   ctx           from context(); board  the SVG tree; aside  public side panel (optional)
 *   privateArea   what the hot-seat curtain hides (hands...)
 *   names, colours  per seat, for the log and score panels
 */
export function frame({ className, label, view, traits, ctx, board, aside, privateArea, folds, names, colours }) {
  const handoff = traits.handoff || "";
  const shown = [board, aside, handoff ? null : privateArea, ...(folds || []).filter(Boolean).map((f) => f.content)];
  const drawn = new Map();
  for (const t of shown) if (t) drawnTargets(t, drawn);
  // Buttons for choices the board does not draw as a piece (kind "button", or a target the
  // board has no piece for), one button per target.
  const barTargets = [...ctx.byTarget.keys()].filter((t) => t.startsWith("button:") || !drawn.has(t));
  const menuTarget = traits.menu?.target;
  const menuChoices = menuTarget ? ctx.byTarget.get(menuTarget) || [] : [];
  const lesson = traits.lesson?.count ? traits.lesson : null;
  const timeline = traits.timeline?.length != null ? traits.timeline : null;
  // A replay's score so far comes with its timeline (a view has a breakdown only at the end).
  const scored = timeline && !view?.breakdown ? { ...view, breakdown: timeline.breakdown, scores: timeline.scores } : view;
  const seats = [names.join("\n"), colours.join()]; // what the log and score panels show of the seats
  // data-lm-suppress-shortcuts: JupyterLab's notebook shortcuts (Enter, a, b, d d...) must not
  // act while a key is pressed on the board, e.g. Enter on a focused piece.
  // data-revision: Python's count of redraws, so a test or benchmark can tell that the
  // board shows Python's answer to a click (a menu opening redraws without Python).
  // The bar (status, refusal, hand-off, buttons) is sticky: it stays in view while the
  // board scrolls in the notebook, so the answer to a click is where the eye is.
  const over = view?.winners != null;
  // The bar has a fixed height (js/README.md, Sizes): the refusal, the bots' news, the hand-off
  // and a lesson's note share one message line, each cut to what fits, so that none of them
  // moves a piece; their whole text (and at the end the score's breakdown) is in the drop-down.
  // A refusal and a lesson's note may cite a rule (citedMessage): its passage opens over the board,
  // from the message's left edge, or its right edge for a message right of another.
  const before = [traits.news?.length, traits.error, handoff];
  const messages = [
    traits.news?.length ? newsBox(traits.news, colours) : null,
    // Keyed by Python's answer: a refusal made again (the same words) is a new alert, which a
    // screen reader reads and the eye sees flash, not text left from the last click.
    traits.error ? keyed(traits.revision ?? 0, citedMessage(ctx, traits, { kind: "tw-error", which: "error",
      text: traits.error, cite: traits.cite, end: !!before[0], attrs: { role: "alert" } })) : null,
    handoff ? curtain(ctx, handoff) : null,
    lesson?.note || lesson?.cite?.title ? citedMessage(ctx, traits, { kind: "tw-lesson-note", which: "note", tag: "p",
      text: lesson.note || "", cite: lesson.cite, end: before.some(Boolean) }) : null,
  ].filter(Boolean);
  const more = moreButton(ctx, traits, { messages: messages.length, news: traits.news?.length, over, lesson });
  const scale = traits.scale || 1;
  // At the end the status line is every seat's total and the winner (a line to itself: the
  // message line's messages share theirs), the status's words in its tooltip.
  const status = over ? finalLine(scored, names, colours, traits.status)
    : h("div", { class: "tw-status", role: "status", title: traits.status || null }, traits.status || "");
  const actions = h("div", { class: "tw-actions", role: "group", "aria-label": "Actions" },
    barTargets.map((t) => actionButton(ctx, t)),
    timeline ? null : h("button", { class: "tw-undo", "data-target": "undo", disabled: !traits.can_undo,
      "aria-label": "Undo", onclick: () => ctx.handlers.undo() }, "↶ Undo"));
  const tree = h("div", { class: cls("tw-board", className, scale > 1 && "tw-projector"), role: "region", "aria-label": label,
    "aria-description": KEYS, "data-revision": traits.revision ?? 0, style: `--tw-scale:${Math.round(scale * 1e4) / 1e4}`,
    "data-lm-suppress-shortcuts": "true" },
    h("div", { class: cls("tw-bar", lesson && "tw-bar-lesson", timeline && "tw-bar-replay"),
      style: `--tw-msgs:${Math.max(1, messages.length)}` },
      lesson ? lessonBox(ctx, lesson, !!handoff) : null,
      timeline ? timelineBar(ctx, timeline, traits, names, colours) : null,
      // A lesson's row takes the status line's: the status goes beside the buttons (the lesson
      // says what to do), so that a lesson board is only LESSON_H taller than any other.
      lesson ? null : status,
      messages.length ? messages : h("div", { class: "tw-msg-none", "aria-hidden": "true" }),
      more,
      lesson ? h("div", { class: "tw-bar-row" }, status, actions) : actions,
      more && traits.more ? dropDown(ctx, traits, { lesson, over, scored, names, colours }) : null),
    h("div", { class: "tw-main" },
      board,
      aside || privateArea ? h("div", { class: "tw-side" },
        aside,
        handoff ? null : h("div", { class: "tw-private" }, privateArea)) : null),
    (folds || []).filter(Boolean).map((f) => fold(traits, f)),
    fold(traits, { id: "log", title: "Log", open: false,
      content: memo(ctx, "frame:log", [view?.log, ...seats], () => logPanel(view, names, colours)) }),
    fold(traits, { id: "score", title: timeline && view?.winners == null ? "Score so far" : "Score",
      open: view?.winners != null || !!timeline,
      content: memo(ctx, "frame:score", [scored?.scores, scored?.breakdown, scored?.winners, ...seats],
        () => scorePanel(scored, names, colours)) }),
    menuChoices.length ? choiceMenu(ctx, drawn.get(menuTarget) || humanise(menuTarget.split(":")[1]),
      menuChoices, traits.menu, lesson?.move) : null);
  return lesson?.target ? ringTarget(tree, lesson.target) : tree;
}

const KEYS = "Tab goes from move to move; the arrow keys go from piece to piece, and Enter on a piece that cannot be "
  + "played says why.";

/**
 * A message of the bar's line (a refusal, a lesson's note), cut to one line. One that cites a
 * rule (Python's `cite`: Rule.cite() in tabletop_widgets/core/rulebook.py) keeps the same box:
 * its text on a shorter line and under it the rule's title, beside them a button that opens
 * the rulebook's passage (citePassage) over the board, so that nothing moves. Which passage is
 * open is this page's (`traits.citeOpen`: "error" or "note"); Python's next answer closes it.
 */
function citedMessage(ctx, traits, { kind, which, text, cite, end, tag = "div", attrs = {} }) {
  if (!cite?.title) return h(tag, { class: kind, title: text, ...attrs }, text);
  const open = traits.citeOpen === which;
  return h("div", { class: cls(kind, "tw-cited"), ...attrs },
    h("span", { class: "tw-msg-text", title: text }, text),
    h("div", { class: "tw-cite" },
      h("span", { class: "tw-cite-title", title: cite.title }, h("span", { class: "tw-cite-label" }, "Rule: "), cite.title),
      h("button", { class: "tw-cite-open", "data-target": `frame:cite-${which}`, "aria-expanded": String(open),
        onclick: () => ctx.handlers.cite(open ? null : which) }, `${cite.quote ? "Rulebook" : "Our ruling"} ${open ? "▴" : "▾"}`),
      open ? citePassage(ctx, cite, end) : null));
}

/** A rule's passage, opened from its message: the title, where the rulebook says it (the French
 * rulebook, for what only the French text prints), its words in quotation marks, and this
 * project's ruling where it has one. Closed by ×, Escape, a click elsewhere or Python's answer. */
function citePassage(ctx, cite, end) {
  const fr = cite.language === "fr";
  return h("div", { class: cls("tw-cite-pop", end && "tw-cite-end"), role: "group", "aria-label": `The rule: ${cite.title}` },
    h("button", { class: "tw-cite-close", "aria-label": "Close", onclick: () => ctx.handlers.cite(null) }, "×"),
    h("p", { class: "tw-cite-heading" }, cite.title),
    cite.quote ? [
      h("p", { class: "tw-cite-where" }, `From the ${fr ? "French rulebook" : "rulebook"}: ${cite.section}`),
      h("blockquote", { class: "tw-cite-quote", lang: fr ? "fr" : "en" }, fr ? `« ${cite.quote} »` : `“${cite.quote}”`),
    ] : null,
    cite.ruling ? h("p", { class: "tw-cite-ruling" }, h("b", {}, "Our ruling: "), cite.ruling) : null);
}

/** What the bots did since the human's last move (Python's `news`: the log lines of their
 * moves), in the bar's message line: the bot's answer to a click is in view, not only the
 * position it left. The line shows what fits; the drop-down (moreButton) the whole turn. */
function newsBox(news, colours) {
  return h("div", { class: "tw-news", role: "log", "aria-label": "The bots' moves",
    title: news.map((e) => e.text).join("\n") },
  h("span", { class: "tw-news-title" }, "The bots' moves: "),
  news.map((e) => h("span", { class: "tw-news-item" }, seatDot(colours[e.seat]), e.text)));
}

/** The end of a game in the status line: every seat's total and the winner (the breakdown is
 * in the drop-down and the score fold). */
function finalLine(view, names, colours, status) {
  const scores = view?.scores || [];
  const winners = (view?.winners || []).map((w) => (typeof w === "number" ? names[w] : w));
  const short = (n) => String(n).split(" (")[0];
  return h("div", { class: "tw-status tw-final", role: "status", title: status || null },
    names.map((n, i) => h("span", { class: "tw-final-seat" }, seatDot(colours[i]), `${short(n)} `, h("b", {}, scores[i] ?? "–"))),
    names.length > 1 && winners.length
      ? h("span", { class: "tw-final-winner" }, `${winners.length === 1 ? "Winner" : "Winners"}: ${winners.map(short).join(" and ")}`)
      : null);
}

/** The bar's button that opens the drop-down: the bots' whole turn, a refusal or a lesson's
 * text in full, the score's breakdown at the end. Null when there is nothing more to read. */
function moreButton(ctx, traits, { messages, news, over, lesson }) {
  if (!messages && !lesson && !over) return null;
  const open = !!traits.more;
  const what = over ? "Score breakdown" : news ? `The bots' moves (${news})` : lesson && !messages ? "Lesson text" : "Read all";
  return h("button", { class: "tw-more", "data-target": "frame:more", "aria-expanded": String(open),
    onclick: () => ctx.handlers.more(!open) }, `${what} ${open ? "▴" : "▾"}`);
}

/** The drop-down under the bar, over the board (it moves nothing): every message in full, the
 * bots' whole turn without a scrollbar of its own, and at the end the score's breakdown. The
 * player opens and closes it (the button, ×, Escape); Python's next answer closes it. */
function dropDown(ctx, traits, { lesson, over, scored, names, colours }) {
  const news = traits.news || [];
  return h("div", { class: "tw-drop", role: "dialog", "aria-label": "Messages" },
    h("button", { class: "tw-drop-close", "aria-label": "Close", onclick: () => ctx.handlers.more(false) }, "×"),
    lesson ? h("p", { class: "tw-drop-lesson" }, lesson.note ? `✓ ${lesson.note} ` : "", lesson.text) : null,
    traits.error ? h("p", { class: "tw-drop-error" }, traits.error,
      traits.cite?.title ? h("span", { class: "tw-drop-rule" }, ` (Rule: ${traits.cite.title})`) : null) : null,
    traits.handoff ? h("p", {}, `Pass the screen to ${traits.handoff}`) : null,
    news.length ? h("div", { class: "tw-drop-news" }, h("p", { class: "tw-news-title" }, "The bots' moves:"),
      h("ol", {}, news.map((e) => h("li", {}, seatDot(colours[e.seat]), e.text)))) : null,
    over ? scorePanel(scored, names, colours, "tw-drop-score") : null);
}

/**
 * A guided step (tabletop_widgets/core/lesson.py): the step to make now (two lines; the whole
 * text is in the drop-down) and "Show me"; what the last step made did is in the message line.
 * Its piece gets a blue ring (ringTarget); a wrong click is answered by Python with the step's hint.
 */
function lessonBox(ctx, lesson, curtained) {
  const where = lesson.target ? `Step ${lesson.step + 1} of ${lesson.count}` : lesson.done ? "Lesson done" : "Off the lesson";
  return h("div", { class: cls("tw-lesson", lesson.done && "tw-lesson-done"), role: "note", "aria-label": "Lesson step" },
    h("p", { class: "tw-lesson-text", title: lesson.text }, h("span", { class: "tw-lesson-count" }, where), " ", lesson.text),
    lesson.target && !curtained ? h("button", { class: "tw-lesson-show", "data-target": "lesson:show",
      onclick: () => ctx.handlers.show() }, "Show me") : null);
}

/**
 * A replay's timeline (tabletop_widgets/core/replay.py): first, back, a slider, on, last; what
 * back and on step by (a move, a turn, a round: `traits.timelineUnit`, this page's choice);
 * where the position is; the move that led to it, in the log's words; and the score line.
 * Python decides where a step lands (it knows the turns and rounds): the browser sends
 * {kind: "step", by, unit} or {kind: "seek", to}. The box takes focus and its keys, so that
 * JupyterLab's notebook does not: the arrow keys and PageUp/PageDown (a presenter's remote)
 * step, Home and End go to the start and the end. While the slider is dragged, the place under
 * its thumb is previewed from the track (`traits.timelinePreview`, kept by renderBoard): the
 * label, the score line's mark and the scores there; the board moves when it is let go.
 */
function timelineBar(ctx, t, traits, names, colours) {
  const track = traits.track?.length === t.length ? traits.track : null;
  const unit = track ? traits.timelineUnit || "turn" : "move";
  const first = t.at === 0;
  const last = t.at === t.length;
  const ahead = traits.timelinePreview;
  const preview = ahead != null && ahead !== t.at && ahead >= 0 && ahead <= t.length;
  const shown = preview ? trackPlace(t, track, ahead) : t; // what the label and the score line show
  const place = timelinePlace(shown, track, names);
  // aria-disabled, not disabled: a button that keeps focus at the game's end keeps the keys too.
  const button = (label, text, off, act) => h("button", { class: "tw-timeline-step", "data-target": `timeline:${label}`,
    "aria-label": label, title: label, "aria-disabled": off ? "true" : null, onclick: off ? null : act }, text);
  return h("div", { class: cls("tw-timeline", preview && "tw-timeline-preview"), role: "group",
    "aria-label": "Replay timeline", tabindex: "0",
    "aria-keyshortcuts": "ArrowLeft ArrowRight PageUp PageDown Home End",
    "aria-description": `The arrow keys and Page Up, Page Down step by ${unit}; Home and End go to the start and the `
      + "end.",
    onkeydown: (ev) => timelineKey(ev, ctx, t, unit) },
    h("div", { class: "tw-timeline-controls" },
      button("Start", "|◀", first, () => ctx.handlers.seek(0)),
      button(`Previous ${unit}`, "◀", first, () => ctx.handlers.step(-1, unit)),
      // Its value is the thumb's while it is dragged: a redraw must not pull the thumb back.
      h("input", { type: "range", class: "tw-timeline-slider", min: 0, max: t.length, value: shown.at,
        "aria-label": "Move", "aria-valuetext": place,
        oninput: (ev) => ctx.handlers.scrub?.(Number(ev.currentTarget.value)),
        onchange: (ev) => ctx.handlers.seek(Number(ev.currentTarget.value)) }),
      button(`Next ${unit}`, "▶", last, () => ctx.handlers.step(1, unit)),
      button("End", "▶|", last, () => ctx.handlers.seek(t.length)),
      track ? h("span", { class: "tw-timeline-units", role: "group", "aria-label": "Step by" },
        h("span", { class: "tw-timeline-units-label" }, "Step by"),
        TIMELINE_UNITS.map((u) => h("button", { class: "tw-timeline-unit", "data-target": `timeline:by-${u}`,
          "aria-pressed": String(u === unit), onclick: () => ctx.handlers.stepUnit(u) }, cap(u)))) : null,
      h("span", { class: "tw-timeline-at", role: "status" }, place)),
    h("p", { class: "tw-timeline-move" }, preview ? `Let go to show the board ${ahead ? `after move ${ahead}` : "at the start"}.`
      : t.at ? t.move || "(a move that wrote nothing in the log)" : "The game as it was set up."),
    track ? scoreChart(ctx, shown, track, names, colours) : null);
}

/** What the timeline would say at move `at` (Python's `timeline` there, but the move's words),
 * worked out from the track, sent once: the slider's preview asks Python nothing. */
export function trackPlace(t, track, at) {
  const begun = (starts) => starts.filter((start) => start < at).length; // replay.py: Track.state
  return { at, length: t.length, ...(track ? { turn: begun(track.turns), round: begun(track.rounds),
    scores: track.scores.map((series) => series[at]) } : {}) };
}

const TIMELINE_UNITS = ["move", "turn", "round"]; // what back and on may step by (Python: replay.UNITS)
const TIMELINE_KEYS = { ArrowLeft: -1, PageUp: -1, ArrowRight: 1, PageDown: 1 };

function timelineKey(ev, ctx, t, unit) {
  if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
  const by = TIMELINE_KEYS[ev.key];
  const to = ev.key === "Home" ? 0 : ev.key === "End" ? t.length : null;
  if (by == null && to == null) return;
  ev.preventDefault?.(); // a focused slider would move itself, the page would scroll
  ev.stopPropagation?.(); // JupyterLab's notebook would move between cells
  if (to != null) {
    if (to !== t.at) ctx.handlers.seek(to);
  } else if (by < 0 ? t.at > 0 : t.at < t.length) ctx.handlers.step(by, unit);
}

/** "Move 57 of 175 · turn 19 of 60 (Blue) · round 2 of 3", or at the start, the game's size.
 * The seat whose turn it is is named when there are seats to tell apart. */
export function timelinePlace(t, track, names = []) {
  const counts = track ? [["turn", track.turns.length], ["round", track.rounds.length]] : [];
  if (!t.at) return `Start (${[plural(t.length, "move"), ...counts.map(([u, n]) => plural(n, u))].join(", ")})`;
  const seat = names.length > 1 ? track?.seats?.[t.turn - 1] : null;
  const whose = seat != null && names[seat] != null ? ` (${seatShort(names[seat])})` : "";
  return [`Move ${t.at} of ${t.length}`, ...counts.map(([u, n]) => `${u} ${t[u]} of ${n}${u === "turn" ? whose : ""}`)]
    .join(" · ");
}

/** "Green" for "Green (you)" or "Green (random bot)": the timeline names seats briefly. */
const seatShort = (name) => String(name).split(" (")[0];

const CHART_H = 64; // px: the score line's height (its labels are HTML, at the page's own size)
const DASHES = ["", "7 4", "2 3", "9 3 2 3"]; // a seat's line is told by its dashes too, not by colour alone

/**
 * The score after each move, a line per seat (the track, sent once), with round marks and the
 * position shown; a click on it goes there. The SVG stretches to the width (its lines keep
 * their width); the numbers and the seats' initials are HTML, so they stay at least 12 px.
 */
function scoreChart(ctx, t, track, names, colours) {
  const top = Math.max(1, ...track.scores.flat());
  const y = (score) => (1 - score / top) * CHART_H;
  const short = names.map(seatShort);
  const lines = memo(ctx, "timeline:lines", [track, colours.join()], () => h("g", {},
    track.rounds.slice(1).map((at) => h("line", { class: "tw-chart-round", x1: at, x2: at, y1: 0, y2: CHART_H })),
    track.scores.map((series, seat) => h("polyline", { class: "tw-chart-line", fill: "none",
      stroke: colours[seat] || INK, "stroke-dasharray": DASHES[seat % DASHES.length] || null,
      points: series.map((score, at) => `${at},${Math.round(y(score) * 10) / 10}`).join(" ") }))));
  const seekAt = (ev) => {
    const box = ev.currentTarget.getBoundingClientRect?.();
    const along = box?.width ? Math.min(1, Math.max(0, (ev.clientX - box.left) / box.width)) : null;
    if (along != null) ctx.handlers.seek(Math.round(along * t.length));
  };
  const ends = track.scores.map((series, seat) => ({ seat, top: y(series[series.length - 1] ?? 0) }));
  ends.sort((a, b) => a.top - b.top);
  for (let i = 1; i < ends.length; i++) ends[i].top = Math.max(ends[i].top, ends[i - 1].top + 14); // not on each other
  return h("div", { class: "tw-chart" },
    h("div", { class: "tw-chart-axis", "aria-hidden": "true" }, h("span", {}, `${top} VP`), h("span", {}, "0")),
    h("div", { class: "tw-chart-area" },
      h("svg", { class: "tw-chart-plot", viewBox: `0 -3 ${Math.max(1, t.length)} ${CHART_H + 6}`,
        preserveAspectRatio: "none", height: CHART_H + 6, role: "img", onclick: seekAt,
        "aria-label": `Score after each move; the mark is at move ${t.at}. At the end: `
          + `${short.map((n, i) => `${n} ${track.scores[i]?.at(-1)}`).join(", ")}.` },
        lines,
        h("line", { class: "tw-chart-now", x1: t.at, x2: t.at, y1: -3, y2: CHART_H + 3 })),
      ends.map(({ seat, top: at }) => h("span", { class: "tw-chart-end", "aria-hidden": "true",
        style: `top: ${Math.round(at - 4)}px; color: ${colours[seat] || INK}` }, short[seat].slice(0, 1)))),
    h("ul", { class: "tw-chart-legend", "aria-label": `Score at move ${t.at}` }, short.map((name, seat) => h("li", {},
      h("svg", { width: 26, height: 10, "aria-hidden": "true" }, h("line", { x1: 1, x2: 25, y1: 5, y2: 5,
        stroke: colours[seat] || INK, "stroke-width": 3, "stroke-dasharray": DASHES[seat % DASHES.length] || null })),
      `${name} `, h("b", {}, t.scores?.[seat] ?? "")))));
}

/** The tree with the lesson ring on every node of `target` (a piece, a bar button); the
 * nodes on other paths are shared, the board's own tree is not changed. */
function ringTarget(tree, target) {
  if (!tree?.attrs) return tree;
  const children = tree.children.map((c) => ringTarget(c, target));
  const hit = tree.attrs["data-target"] === target;
  if (!hit && children.every((c, i) => c === tree.children[i])) return tree;
  return { ...tree, attrs: hit ? { ...tree.attrs, class: cls(tree.attrs.class, "tw-lesson-target") } : tree.attrs, children };
}

/** Two actions with the same fields, whatever their order. */
function sameAction(a, b) {
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
}

/**
 * A section that folds away (<details class="tw-fold" data-fold=id>). It keeps the state the
 * user gave it across redraws (traits.folds, kept by renderBoard); until then `open` says.
 * A fold holding pieces with choices opens, so what can be clicked is never hidden.
 */
export function fold(traits, { id, title, open, content, hot }) {
  const state = traits.folds?.[id];
  const isOpen = hot ? true : state ?? open;
  return h("details", { class: cls("tw-fold", hot && "tw-fold-hot"), "data-fold": id, open: !!isOpen,
    // The toggle event also fires when a redraw mounts an open fold: only a change counts.
    ontoggle: (ev) => {
      const now = ev?.currentTarget?.open ?? ev?.target?.open;
      if (now != null && now !== !!isOpen) traits.onFold?.(id, now);
    } },
  h("summary", {}, title), content);
}

function actionButton(ctx, target) {
  const list = ctx.byTarget.get(target);
  const text = list.length === 1 ? list[0].label : `${humanise(target.split(":").slice(1).join(":"))}…`;
  return h("button", { class: "tw-action", "data-target": target, title: text, onclick: (ev) => pick(ctx, target, list, ev) },
    text);
}

function curtain(ctx, name) {
  return h("div", { class: "tw-curtain", role: "dialog", "aria-label": "Hand-off" },
    h("p", { class: "tw-curtain-text" }, `Pass the screen to ${name}`),
    h("button", { class: "tw-handoff", "data-target": "handoff", onclick: () => ctx.handlers.handoff() },
      `I am ${name}: show my hand`));
}

// The choice that has focus is previewed: the board may draw what it would do (the open
// menu's `preview` action; a tile on its cell, turned). The pointer moves focus as it goes
// over the choices, so what is shown is always what Enter would pick.
function choiceMenu(ctx, title, list, anchor, lessonMove) {
  const style = anchor.x != null ? `left:${Math.round(anchor.x)}px;top:${Math.round(anchor.y)}px` : null;
  return h("div", { class: "tw-menu", role: "dialog", "aria-modal": "true", "aria-label": `Choose: ${title}`, style,
    onkeydown: menuKeys },
    h("div", { class: "tw-menu-title" }, title),
    list.map((c) => h("button", { class: cls("tw-menu-choice", sameAction(c.action, lessonMove) && "tw-lesson-target"),
      onclick: () => ctx.handlers.intent(c.action), onfocus: () => ctx.handlers.preview(c.action), onmouseenter: pointedAt },
    c.label)),
    h("button", { class: "tw-menu-cancel", onclick: () => ctx.handlers.closeMenu() }, "Cancel (Esc)"));
}

function pointedAt(ev) {
  ev.currentTarget.focus({ preventScroll: true });
}

// The arrow keys go from button to button in a menu (and so turn a tile previewed on its
// cell). Handled on the menu: the notebook around the board must not move its cursor. A
// long menu scrolls to the button (focus() does it), not the notebook (the menu is in view).
// Tab and Shift+Tab go round inside it too, as in any dialog: out of it, focus would be
// lost in the notebook while the menu stays open over the board.
function menuKeys(ev) {
  const buttons = [...ev.currentTarget.querySelectorAll("button")];
  const at = buttons.indexOf(ev.target);
  const last = buttons.length - 1;
  let step = { ArrowDown: 1, ArrowUp: -1 }[ev.key];
  if (ev.key === "Tab") step = ev.shiftKey ? (at <= 0 ? -1 : 0) : (at === last ? 1 : 0);
  if (!step) return;
  buttons[(at + step + buttons.length) % buttons.length].focus();
  ev.preventDefault();
  ev.stopPropagation();
}

function seatDot(colour) {
  return colour ? h("span", { class: "tw-dot", style: `background:${colour}`, "aria-hidden": "true" }) : null;
}

function logPanel(view, names, colours) {
  const entries = (view?.log || []).slice(-10).reverse(); // newest first
  return h("section", { class: "tw-log", "aria-label": "Game log" },
    h("h3", {}, "Log (newest first)"),
    // keyed by their text, so that a new line is added at the top instead of every line rewritten
    entries.length ? h("ol", {}, entries.map((e) => keyed(e.text, h("li", {}, seatDot(colours[e.seat]), e.text))))
      : h("p", { class: "tw-muted" }, "Nothing has happened yet."));
}

function scorePanel(view, names, colours, className = null) {
  const scores = view?.scores || [];
  const rows = Object.entries(view?.breakdown || {});
  const winners = view?.winners;
  const cell = (v) => h("td", {}, v ?? "–");
  return h("section", { class: cls("tw-score", className), "aria-label": "Score" },
    h("h3", {}, "Score"),
    h("table", {},
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Category"),
        names.map((n, i) => h("th", { scope: "col" }, seatDot(colours[i]), n)))),
      h("tbody", {},
        rows.map(([cat, pts]) => h("tr", {}, h("th", { scope: "row" }, cat), names.map((_, i) => cell(pts[i])))),
        h("tr", { class: "tw-total" }, h("th", { scope: "row" }, "Total"), names.map((_, i) => cell(scores[i]))))),
    winners == null ? null : h("p", { class: "tw-winners", role: "status" }, names.length === 1
      ? `Final score: ${scores[0]} VP` // a solo game has no winner (Magna Roma's header shows the level reached)
      : `${winners.length === 1 ? "Winner" : "Winners"}: ${winners.map((w) => (typeof w === "number" ? names[w] : w)).join(" and ")}`));
}

// ---------------------------------------------------------------- anywidget wiring

export const TRAITS = ["keyframe", "view_delta", "static", "choices", "error", "cite", "status", "news", "handoff",
  "can_undo", "seat_labels", "revision", "lesson", "timeline", "track", "size"];

/** A delta from tabletop_widgets/core/delta.py applied to `value` (which is not changed). */
export function applyDelta(value, delta) {
  if (!delta) return value;
  const [op, a, b, c] = delta;
  if (op === "=") return a;
  if (op === "o") {
    const out = { ...value };
    for (const [key, sub] of Object.entries(a)) out[key] = applyDelta(value?.[key], sub);
    for (const key of b) delete out[key];
    return out;
  }
  if (op === "l") {
    const out = value.slice(a);
    for (const [i, sub] of b) out[i] = applyDelta(out[i], sub);
    return out.concat(c);
  }
  if (op === "s") return value.slice(0, a).concat(c, value.slice(a + b));
  throw new Error(`unknown delta operation ${op}`);
}

/**
 * The view this browser holds, from the synced `keyframe` (a whole view) and each
 * `view_delta` (what changed since revision `base`). A delta that does not follow the view
 * held (a page reloaded, the board shown again) asks Python to send the whole view again.
 */
export function keepView(model) {
  const held = { rev: -1, view: null };
  let asked = false;
  const onKeyframe = () => {
    const key = model.get("keyframe");
    if (!key?.view || key.rev <= held.rev) return;
    held.rev = key.rev;
    held.view = key.view;
    asked = false;
  };
  const onDelta = () => {
    const d = model.get("view_delta");
    if (!d?.delta || d.rev <= held.rev) return;
    if (d.base === held.rev) {
      held.view = applyDelta(held.view, d.delta);
      held.rev = d.rev;
    } else if (!asked) {
      asked = true;
      model.send({ kind: "resend" });
    }
  };
  model.on("change:keyframe", onKeyframe);
  model.on("change:view_delta", onDelta);
  onKeyframe();
  onDelta();
  return {
    get view() { return held.view; },
    stop() {
      model.off("change:keyframe", onKeyframe);
      model.off("change:view_delta", onDelta);
    },
  };
}

/** The seat a board draws as the one at the screen: the seat shown (before a hand-off, the one
 * that was, `screen_seat`), else the player to move. */
export function screenSeat(view) {
  return view.seat ?? view.screen_seat ?? view.current_player;
}

/** The view as a board draws it: the `view` trait with the `static` trait (sent once) as `static`. */
export function fullView(traits) {
  return traits.view ? { ...traits.view, static: traits.static ?? traits.view.static ?? {} } : null;
}

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
  style.textContent = FRAME_CSS + boardCss;
  const held = keepView(model); // registered before the redraw listener: a change is applied, then drawn
  const menu = menuState();
  const mine = pageState();
  const handlers = {}; // the intents, filled once the page they redraw exists
  const page = boardPage({ model, el, treeFn, held, menu, mine, handlers });
  Object.assign(handlers, boardIntents(model, page, menu, mine, previews));
  // One change message may set several traits: redraw once, after all of them.
  const onChange = () => {
    menu.close();
    page.drawSoon();
  };
  const onKey = escapeKey(menu, mine, handlers);
  const onArrow = arrowKeys(() => page.root);
  const onScroll = () => keepBarInView(page.root, el);
  // A rule's passage is open: a press anywhere but on the rule (its title, button, passage) closes it.
  const onPress = (ev) => {
    if (mine.cite && !pressedOn(ev, "tw-cite")) handlers.cite(null);
  };

  for (const name of TRAITS) model.on(`change:${name}`, onChange);
  doc.addEventListener("keydown", onKey);
  doc.addEventListener("pointerdown", onPress, true);
  el.addEventListener("keydown", onArrow);
  doc.addEventListener("scroll", onScroll, true); // any scroll area, captured
  el.replaceChildren(style);
  page.draw();
  const unwatch = watchWidth(el, page.resized);
  return () => {
    page.stop();
    unwatch();
    for (const name of TRAITS) model.off(`change:${name}`, onChange);
    held.stop();
    doc.removeEventListener("keydown", onKey);
    doc.removeEventListener("pointerdown", onPress, true);
    el.removeEventListener("keydown", onArrow);
    doc.removeEventListener("scroll", onScroll, true);
  };
}

/** The open choice menu: local UI state, not a trait. */
function menuState() {
  return {
    open: null, // the open menu {target, x, y, piece, preview}
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

/** What the board's handlers do: the messages to Python, and the menu, folds and timeline
 * choices kept on this page (each redraws `page`). */
function boardIntents(model, page, menu, mine, previews) {
  return {
    intent(action) {
      model.send({ kind: "intent", action });
      if (menu.open) page.dismissMenu();
    },
    openMenu(target, ev) {
      menu.show(target, menuAnchor(ev, page.root), model.get("revision"));
      page.draw();
    },
    explain(target) {
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
    undo: () => model.send({ kind: "undo" }),
    handoff: () => model.send({ kind: "handoff" }),
    show: () => model.send({ kind: "show" }),
    seek: (to) => model.send({ kind: "seek", to }),
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

/** Escape closes the open menu, else a rule's passage, else the bar's drop-down. */
function escapeKey(menu, mine, handlers) {
  return (ev) => {
    if (ev.key !== "Escape") return;
    if (menu.open) handlers.closeMenu();
    else if (mine.cite) handlers.cite(null);
    else if (mine.more) handlers.more(false);
  };
}

/** Whether focus on `target` stays through a redraw from the tree `before` to `tree`: while it
 * is a tab stop, or while it is still drawn if the arrow keys put focus on it without choices
 * (asking why it is refused redraws the board). */
export function keepsFocus(tree, before, target) {
  const now = focusIn(tree, target);
  return now === "stop" || (now === "piece" && focusIn(before, target) === "piece");
}

/**
 * The board on the page: draws `treeFn` into `el` from the view `held` and the traits, with
 * the memo() parts of the last redraw, keeping focus across redraws; then, in the next frame,
 * the bar in view and focus on what can be done now.
 */
function boardPage({ model, el, treeFn, held, menu, mine, handlers }) {
  const doc = el.ownerDocument;
  let width = el.getBoundingClientRect?.().width || 0; // for size "auto": the projector's scale when wide
  let root = null; // the board's DOM node, drawn from the tree `drawn`
  let drawn = null;
  let queued = false;
  const memory = newMemory(); // memo(): the parts of the last redraw
  let alive = true; // false once cleaned up: a redraw queued just before must not run
  let refocus = false; // a redraw took focus away: the next frame gives it (nextFocusTarget)
  let barQueued = false;

  // The piece `target` on the page (the first, if it is drawn twice).
  const onPage = (target) => root?.querySelector?.(pieceSelector(target));
  // The piece whose menu on the page has focus (null if none has): it gets focus back when
  // the menu goes, as a dialog gives it back.
  const focusedMenuOf = () => (menu.of != null && root?.querySelector?.(".tw-menu")?.contains?.(activeIn(el)) ? menu.of : null);

  function draw() {
    const traits = { ...Object.fromEntries(TRAITS.map((n) => [n, model.get(n)])), view: held.view };
    if (traits.revision === menu.answered) { // a click opened a menu since the refusal
      traits.error = "";
      traits.cite = {};
    }
    mine.settle(traits.revision);
    const scale = scaleFor(traits.size, width);
    const view = fullView(traits);
    if (!alive || !view) return;
    // Focus stays where it was: on a piece drawn anew (another element in its place), and on
    // the piece whose menu had it when the menu goes.
    const was = activeIn(el);
    const inMenu = focusedMenuOf();
    const focused = inMenu ?? (el.contains?.(was) ? was.getAttribute?.("data-target") : null);
    const tree = remembering(memory, () => treeFn(view, traits.choices || [], handlers,
      { ...traits, menu: menu.open, folds: mine.folds, onFold: mine.onFold, memory, timelineUnit: mine.timelineUnit,
        timelinePreview: mine.scrub?.at, more: mine.more, citeOpen: mine.cite?.which, scale }));
    // Focus moves off what the redraw changes before the page changes, while the page is
    // still laid out: once it has changed, moving focus makes the browser lay it out at once
    // (3.5 to 4.4 ms of a Magna Roma click). A piece that can no longer take focus (it lost
    // its choices, or it goes) lets it go; a menu that goes gives it back to its piece.
    const stillFocusable = focused != null && keepsFocus(tree, drawn, focused);
    if (focused != null && !stillFocusable) {
      was.blur?.();
      refocus = true; // the next frame puts it on what can be done now (nextFocusTarget)
    }
    else if (stillFocusable && inMenu != null && !menu.open) onPage(focused)?.focus?.({ preventScroll: true });
    root = root ? patch(root, drawn, tree, doc) : mount(tree, el, doc); // the <style> before it stays
    drawn = tree;
    const opening = menu.drawn();
    // A menu that opens focuses its first choice (or the lesson's), which also brings it into
    // view; in a menu that stays open (a choice previewed), focus stays where it is.
    const again = opening ? root.querySelector?.(".tw-menu-choice.tw-lesson-target") || root.querySelector?.(".tw-menu-choice")
      : menu.open ? null : stillFocusable ? onPage(focused) : null;
    if (opening) fitMenu(root.querySelector?.(".tw-menu"), again, menu.open.piece, root, el);
    // The notebook must not jump: the menu is placed in view. An element that kept focus is
    // not focused again (a piece redrawn as a new element is): that would make the browser
    // lay the board out at once.
    if (again && again !== activeIn(el)) again.focus?.({ preventScroll: true });
    placeBarSoon();
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
  // Placing the bar reads the layout. Read it in the next frame, before that frame is laid
  // out and painted, not right after a redraw: reading it then would make the browser lay the
  // board out twice, once for the read and once for the frame, and keep the answer to a click
  // from the screen meanwhile (in Magna Roma, 12 ms of a 50 ms click).
  function placeBarSoon() {
    const later = doc.defaultView?.requestAnimationFrame;
    if (!later) return afterRedraw();
    if (barQueued) return;
    barQueued = true;
    later(() => {
      barQueued = false;
      if (alive) afterRedraw();
    });
  }
  // A redraw took the focused piece's choices away (it was played, or a curtain came down):
  // focus goes to what can be done now, so that a keyboard user (or a screen reader, which
  // reads it) goes on from there instead of from the page's top. In the frame after the
  // redraw, whose layout focus() needs anyway; not if focus has gone somewhere else since.
  function afterRedraw() {
    keepBarInView(root, el);
    if (!refocus) return;
    refocus = false;
    if (focusLost(el)) nextFocusTarget(root)?.focus?.({ preventScroll: true });
  }
  return {
    get root() { return root; },
    draw,
    drawSoon,
    dismissMenu,
    // Size "auto": the scale follows the board's width (a window resized, a side panel closed).
    resized(now) {
      const before = scaleFor("auto", width);
      width = now;
      if (alive && model.get("size") === "auto" && scaleFor("auto", now) !== before) drawSoon();
    },
    stop() {
      alive = false;
    },
  };
}

// ---------------------------------------------------------------- frame style

const FRAME_CSS = `
/* --tw-scale: 1 at laptop size, 4/3 at projector size (set by frame() on the board: Board(size=...),
   or the board's width). Every size below is a laptop size times it (js/README.md, Sizes). */
.tw-board { --tw-scale: 1; --tw-bar-h: calc(${BAR_H}px * var(--tw-scale)); --tw-lesson-h: calc(${LESSON_H}px * var(--tw-scale));
  position: relative; font-family: system-ui, "Segoe UI", "DejaVu Sans", sans-serif; font-size: calc(15px * var(--tw-scale));
  color: ${INK}; background: #faf7f1; border: 1px solid #e2dccf; border-radius: 10px; padding: 0 10px 10px; line-height: 1.35;
  container-type: inline-size; }
.tw-board button { font: inherit; font-size: calc(15px * var(--tw-scale)); cursor: pointer; border-radius: 6px;
  border: 1px solid #9c917f; background: #fff; color: ${INK}; padding: calc(5px * var(--tw-scale)) 12px; line-height: 1.35; }
.tw-board button:hover:not([disabled]) { background: #f3ecdf; }
.tw-board button:focus-visible, .tw-board [tabindex]:focus-visible { outline: 3px solid #1565c0; outline-offset: 2px; }
.tw-board button[disabled] { opacity: 0.45; cursor: default; }
/* The bar sticks to the top of the notebook's scroll area while the board scrolls past. Its height is
   fixed: rows for the status line, the message line (the refusal, the bots' news, the hand-off, a
   lesson's note, the end's totals: side by side, each cut to what fits) and the buttons; a lesson
   adds its row, a replay its timeline. What does not fit is in the drop-down (.tw-drop), over the
   board: nothing in the bar moves a piece. */
.tw-bar { position: sticky; top: 0; z-index: 15; will-change: transform; background: #faf7f1; margin: 0 -10px 8px;
  padding: calc(6px * var(--tw-scale)) 10px; box-sizing: border-box; height: var(--tw-bar-h);
  display: grid; grid-template-columns: repeat(var(--tw-msgs, 1), minmax(0, 1fr)) auto;
  grid-template-rows: calc(24px * var(--tw-scale)) calc(34px * var(--tw-scale)) calc(34px * var(--tw-scale));
  row-gap: calc(4px * var(--tw-scale)); column-gap: 8px; align-items: stretch;
  border-bottom: 1px solid #e2dccf; border-radius: 10px 10px 0 0; box-shadow: 0 3px 6px -4px rgba(0,0,0,0.25); }
.tw-bar > * { grid-column: 1 / -1; margin: 0; min-width: 0; }
.tw-bar > :is(.tw-news, .tw-error, .tw-curtain, .tw-lesson-note) { grid-column: auto; }
.tw-bar > .tw-more { grid-column: -2 / -1; }
.tw-msg-none { grid-column: 1 / -2; }
.tw-bar.tw-bar-lesson { height: calc(var(--tw-bar-h) + var(--tw-lesson-h)); padding-block: calc(4px * var(--tw-scale));
  grid-template-rows: calc(44px * var(--tw-scale)) calc(34px * var(--tw-scale)) calc(34px * var(--tw-scale)); }
/* A lesson board's last row: the status line (cut to what fits), then the buttons. */
.tw-bar-row { display: flex; align-items: center; gap: 8px; }
.tw-bar-row > .tw-status { flex: 1 1 14em; }
.tw-bar-row > .tw-actions { flex: 0 1 auto; height: 100%; }
/* A replay has no piece to click: its timeline takes the height it needs (one line of text). */
.tw-bar.tw-bar-replay { height: auto; grid-template-rows: auto calc(24px * var(--tw-scale)) calc(34px * var(--tw-scale)) calc(34px * var(--tw-scale)); }
.tw-bar-floating { border: 1px solid #c9bfae; border-radius: 8px; }
.tw-status { font-size: 1.13em; font-weight: 600; line-height: calc(24px * var(--tw-scale)); white-space: nowrap; overflow: hidden;
  text-overflow: ellipsis; }
/* The message line: each message one line, cut with an ellipsis (its tooltip and the drop-down have it all). */
.tw-bar > :is(.tw-news, .tw-error, .tw-curtain, .tw-lesson-note) { box-sizing: border-box; height: 100%;
  border-radius: 6px; padding: 0 8px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  line-height: calc(32px * var(--tw-scale) - 2px); border: 1px solid transparent; }
/* A refusal flashes when it comes (a new alert each time: frame() keys it by Python's answer). */
.tw-board .tw-error { background: #fdecea; border-color: #d9534f; color: #8a1f1b; animation: tw-refused 0.6s ease-out; }
@keyframes tw-refused { from { background: #f6b8b1; } }
.tw-error::before { content: "⚠ "; }
.tw-board .tw-news { background: #f1ece2; }
.tw-news-title { font-weight: 600; }
.tw-news-item { margin-right: 12px; }
/* The end's totals: the whole status line, in green; each seat's total and the winner whole. */
.tw-board .tw-final { background: #edf7ee; border-radius: 6px; padding: 0 8px; text-overflow: clip; }
.tw-final-seat, .tw-final-winner { white-space: nowrap; }
.tw-final-seat { margin-right: 12px; }
.tw-final-winner { font-weight: 700; border-left: 2px solid #8cc393; padding-left: 10px; }
.tw-board .tw-lesson-note { color: #1b5e20; background: #edf7ee; }
.tw-board .tw-lesson-note::before { content: "✓ "; font-weight: 700; }
/* A message that cites a rule (citedMessage): the same box, its text on a line of 17 and the rule's
   title on one of 15 (the 32 inside the border), the button beside both; the passage opens under
   the box, over the board (nothing moves), at the board's text size. */
.tw-bar > .tw-cited { display: grid; grid-template-columns: minmax(0, 1fr) auto; column-gap: 8px; align-content: center;
  grid-template-rows: calc(17px * var(--tw-scale)) calc(15px * var(--tw-scale)); position: relative; overflow: visible;
  line-height: calc(17px * var(--tw-scale)); padding-right: 3px; }
.tw-board .tw-cited::before { content: none; }
.tw-cited .tw-msg-text::before { content: "⚠ "; }
.tw-lesson-note.tw-cited .tw-msg-text::before { content: "✓ "; font-weight: 700; }
.tw-cite { display: contents; }
.tw-msg-text, .tw-cite-title { grid-column: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.tw-cite-title { grid-row: 2; font-size: calc(13px * var(--tw-scale)); line-height: calc(15px * var(--tw-scale)); font-weight: 600; }
.tw-cite-label { font-weight: normal; }
.tw-board button.tw-cite-open { grid-column: 2; grid-row: 1 / 3; align-self: center; height: calc(28px * var(--tw-scale));
  padding: 0 10px; font-size: calc(14px * var(--tw-scale)); line-height: 1; white-space: nowrap; border-color: currentColor; }
.tw-cite-pop { position: absolute; top: calc(100% + 4px); left: -1px; z-index: 17; box-sizing: border-box;
  width: min(38em, calc(100cqw - 20px)); background: #fff; color: ${INK}; border: 1px solid #9c917f; border-radius: 8px;
  box-shadow: 0 6px 24px rgba(0,0,0,0.22); padding: 8px calc(40px * var(--tw-scale)) 10px 14px; white-space: normal; line-height: 1.4;
  font-size: calc(15px * var(--tw-scale)); font-weight: normal; text-align: left; }
.tw-cite-pop.tw-cite-end { left: auto; right: -1px; }
.tw-cite-pop p { margin: 0 0 6px; }
.tw-cite-pop p:last-child { margin-bottom: 0; }
.tw-board .tw-cite-heading { font-weight: 700; font-size: 1.07em; }
.tw-board .tw-cite-where { color: ${MUTED}; font-size: calc(13px * var(--tw-scale)); }
.tw-cite-quote { margin: 0 0 8px; padding: 2px 0 2px 12px; border-left: 4px solid #d08a00; font-family: Georgia, "DejaVu Serif", serif; }
.tw-board .tw-cite-close { position: absolute; top: 4px; right: 4px; padding: 0 8px; border-color: transparent; font-size: 1.3em; }
.tw-drop-rule { font-weight: 600; }
/* The drop-down: opened from the bar, over the board; the bots' whole turn without a scrollbar. */
.tw-drop { position: absolute; top: 100%; right: 10px; z-index: 16; width: min(640px, calc(100% - 20px)); box-sizing: border-box;
  grid-column: auto; margin-top: 2px; background: #fff; border: 1px solid #9c917f; border-radius: 8px;
  box-shadow: 0 6px 24px rgba(0,0,0,0.22); padding: 8px 36px 8px 12px; }
.tw-drop p { margin: 0 0 6px; }
.tw-drop ol { margin: 0; padding-left: 0; list-style: none; }
.tw-drop li { padding: 2px 0; border-bottom: 1px solid #f0ebe1; }
.tw-drop-error { color: #8a1f1b; }
.tw-board .tw-drop-close { position: absolute; top: 4px; right: 4px; padding: 0 8px; border-color: transparent; font-size: 1.3em; }
.tw-drop .tw-score h3 { display: none; }
.tw-actions { display: flex; flex-wrap: nowrap; align-items: stretch; gap: 6px; margin: 0; overflow-x: auto; overflow-y: hidden;
  scrollbar-width: thin; }
/* One row: a long label is cut (its tooltip and aria-label have it all); undo keeps its place. */
.tw-actions button { flex: 0 1 auto; min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.tw-actions button.tw-undo { flex-shrink: 0; }
.tw-board button.tw-more { padding: 0 10px; white-space: nowrap; }
.tw-actions .tw-action { border-color: #d08a00; box-shadow: 0 0 0 2px #ffd480; font-weight: 600; }
.tw-actions .tw-undo { margin-left: auto; }
/* The map and, beside it (or right under it when narrow), the turn and the acting player. */
.tw-main { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-start; }
.tw-board-svg { flex: 1 1 440px; min-width: 0; width: 100%; height: auto; display: block; max-height: 92vh; }
.tw-side { flex: 0 1 calc(300px * var(--tw-scale)); min-width: calc(260px * var(--tw-scale)); display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 8px; align-items: start; }
.tw-private { display: contents; }
.tw-board .tw-curtain { background: #e9e2d4; border: 2px dashed #9c917f; display: flex; align-items: center; gap: 12px; }
.tw-curtain-text { font-weight: 700; margin: 0; overflow: hidden; text-overflow: ellipsis; }
.tw-board .tw-curtain button { padding: 0 12px; flex: 0 0 auto; }
.tw-fold { background: #fff; border: 1px solid #e2dccf; border-radius: 8px; padding: 0 10px; margin-top: 8px; }
.tw-fold > summary { cursor: pointer; font-weight: 600; padding: 6px 0; }
.tw-fold[open] > summary { border-bottom: 1px solid #f0ebe1; margin-bottom: 6px; }
.tw-fold-hot > summary::after { content: " · you can click here now"; color: #9a5608; font-weight: 600; }
.tw-fold > section { margin-bottom: 8px; }
.tw-board .tw-fold h3 { display: none; }
.tw-log ol { list-style: none; margin: 0; padding: 0; max-height: 320px; overflow-y: auto; }
.tw-log li { padding: 2px 0; border-bottom: 1px solid #f0ebe1; }
.tw-score table { border-collapse: collapse; width: 100%; }
.tw-score th, .tw-score td { padding: 2px 8px; border-bottom: 1px solid #f0ebe1; text-align: right; }
.tw-score th[scope=row] { text-align: left; font-weight: normal; }
.tw-score thead th:first-child { text-align: left; } /* over the categories */
.tw-score .tw-total th, .tw-score .tw-total td { font-weight: 700; border-top: 2px solid #9c917f; }
.tw-winners { font-size: calc(18px * var(--tw-scale)); font-weight: 700; margin: 8px 0 2px; }
.tw-dot { display: inline-block; width: 0.8em; height: 0.8em; border-radius: 50%; margin-right: 5px;
  vertical-align: -0.05em; border: 1px solid rgba(0,0,0,0.35); }
.tw-muted { color: #77706a; margin: 0; }
.tw-menu { position: absolute; z-index: 20; top: 60px; left: 20px; min-width: 240px; max-width: 320px;
  background: #fff; border: 1px solid #9c917f; border-radius: 8px; box-shadow: 0 6px 24px rgba(0,0,0,0.22);
  padding: 8px; display: flex; flex-direction: column; gap: 5px; max-height: min(60vh, 440px); overflow-y: auto; }
.tw-menu-title { font-weight: 700; padding: 0 2px 4px; position: sticky; top: -8px; background: #fff; z-index: 1; }
.tw-menu button { text-align: left; }
.tw-menu .tw-menu-cancel { color: #77706a; }
/* Pieces with choices glow; the one a keyboard user is on is blue (every board): focus a
   mouse click or a menu's choice leaves on a piece is not marked, as on a button. */
.tw-board .tw-board-svg { fill: ${INK}; } /* inherited: text without its own fill */
.tw-board .tw-glow { cursor: pointer; }
.tw-board .tw-glow > .tw-shape { stroke: #e08a00; stroke-width: 3.5px; filter: drop-shadow(0 0 4px rgba(255, 170, 0, 0.9)); }
.tw-board .tw-glow:hover > .tw-shape { stroke-width: 5px; }
.tw-board .tw-glow:focus, .tw-board .tw-piece:has(> .tw-shape):focus { outline: none; } /* the shape says it */
.tw-board .tw-glow:focus-visible > .tw-shape, .tw-board .tw-piece:focus-visible > .tw-shape { stroke: #1565c0; stroke-width: 5px; }
/* A guided step: its text in the bar, its piece ringed in blue (a glowing piece is orange). */
.tw-lesson { background: #e8f1fb; border: 1px solid #90b4e0; border-radius: 8px; padding: 2px 10px; box-sizing: border-box;
  display: flex; align-items: center; gap: 4px 12px; overflow: hidden; }
/* Two lines; the whole step is in the drop-down. */
.tw-lesson p { margin: 0; flex: 1 1 auto; min-width: 0; line-height: calc(19px * var(--tw-scale)); display: -webkit-box;
  -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; }
.tw-lesson button { flex: 0 0 auto; }
.tw-lesson-count { font-weight: 700; color: #1565c0; white-space: nowrap; }
.tw-lesson-done { background: #edf7ee; border-color: #8cc393; }
.tw-board button.tw-lesson-show { border-color: #1565c0; color: #0d47a1; font-weight: 600; }
.tw-board .tw-lesson-target > .tw-shape { stroke: #1565c0; stroke-width: 5px; stroke-dasharray: 9 4;
  filter: drop-shadow(0 0 5px rgba(21, 101, 192, 0.9)); animation: tw-ring 1.2s linear infinite; }
.tw-board button.tw-lesson-target, .tw-board .tw-fold > summary.tw-lesson-target { outline: 3px solid #1565c0; outline-offset: 2px; }
@keyframes tw-ring { to { stroke-dashoffset: -26; } }
@media (prefers-reduced-motion: reduce) { .tw-board .tw-lesson-target > .tw-shape { animation: none; } }
/* A replay's timeline: the buttons, slider and step unit, then the move that led here and the
   score line. The box takes the keys (frame: timelineBar), so focus on it is shown. */
.tw-timeline { background: #f3ecdf; border: 1px solid #d8cdb8; border-radius: 8px; padding: 6px 10px; margin: 0 0 2px; min-width: 0; }
.tw-board .tw-timeline:focus-visible { outline: 3px solid #1565c0; outline-offset: 1px; }
.tw-timeline-controls { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
.tw-board button.tw-timeline-step { padding: 3px 10px; font-size: calc(17px * var(--tw-scale)); line-height: 1.2; }
.tw-board button.tw-timeline-step[aria-disabled="true"] { opacity: 0.45; cursor: default; }
.tw-timeline-slider { flex: 1 1 200px; min-width: 120px; accent-color: #b5650a; }
.tw-timeline-units { display: inline-flex; align-items: center; gap: 0; }
.tw-timeline-units-label { margin-right: 6px; color: #6f675d; }
.tw-board button.tw-timeline-unit { padding: 3px 9px; border-radius: 0; margin-left: -1px; }
.tw-board button.tw-timeline-unit:first-of-type { border-radius: 6px 0 0 6px; }
.tw-board button.tw-timeline-unit:last-of-type { border-radius: 0 6px 6px 0; }
.tw-board button.tw-timeline-unit[aria-pressed="true"] { background: #b5650a; border-color: #8a4c07; color: #fff;
  font-weight: 600; }
.tw-timeline-at { font-weight: 700; white-space: nowrap; }
/* The slider dragged: the place under its thumb, in the slider's colour, until it is let go. */
.tw-timeline-preview .tw-timeline-at { color: #8a4c07; }
.tw-timeline-preview .tw-timeline-move { font-style: italic; }
.tw-timeline-preview .tw-chart-now { stroke-dasharray: 4 3; }
.tw-timeline-move { margin: 4px 0 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; } /* one line: the bar keeps its height */
.tw-chart { display: flex; align-items: stretch; gap: 6px; margin: 6px 0 0; font-size: calc(13px * var(--tw-scale)); }
.tw-chart-axis { display: flex; flex-direction: column; justify-content: space-between; text-align: right; color: #6f675d;
  min-width: 3.6em; line-height: 1; }
.tw-chart-area { position: relative; flex: 1 1 auto; min-width: 120px; padding-right: 16px; }
.tw-chart-plot { display: block; width: 100%; cursor: pointer; background: #fffdf8; border: 1px solid #e2dccf;
  box-sizing: border-box; }
.tw-chart-line { stroke-width: 2.5px; vector-effect: non-scaling-stroke; stroke-linejoin: round; }
.tw-chart-round { stroke: #e2d8c6; stroke-width: 1px; vector-effect: non-scaling-stroke; }
.tw-chart-now { stroke: #b5650a; stroke-width: 2px; vector-effect: non-scaling-stroke; }
.tw-chart-end { position: absolute; right: 0; font-weight: 700; line-height: 1; font-size: calc(13px * var(--tw-scale)); }
.tw-chart-legend { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; justify-content: center;
  gap: 1px; min-width: 8em; }
.tw-chart-legend li { white-space: nowrap; }
.tw-chart-legend svg { vertical-align: middle; margin-right: 4px; }
/* Side panels: the turn, and one per seat (facts, rows of chips, the hand). */
.tw-board .tw-turn, .tw-board .tw-seat { background: #fff; border: 1px solid #e2dccf; border-radius: 8px; padding: 6px 10px; }
.tw-board h3 { font-size: calc(15px * var(--tw-scale)); margin: 2px 0 6px; }
.tw-board .tw-seat { border-left: 8px solid var(--seat); }
.tw-board .tw-seat.tw-current { border: 3px solid var(--seat); border-left-width: 8px; }
.tw-board .tw-seat header { display: flex; align-items: center; gap: 6px; font-size: calc(16px * var(--tw-scale)); margin-bottom: 4px; }
.tw-board .tw-seat-vp { margin-left: auto; font-weight: 700; font-size: calc(17px * var(--tw-scale)); }
.tw-board .tw-turn-badge { background: var(--seat); color: #fff; border-radius: 10px; padding: 0 8px; font-size: calc(13px * var(--tw-scale)); font-weight: 600; }
.tw-board .tw-facts { display: grid; grid-template-columns: 1fr 1fr; gap: 0 12px; margin: 0 0 4px; font-size: calc(14px * var(--tw-scale)); }
.tw-board .tw-fact { display: flex; justify-content: space-between; gap: 4px; border-bottom: 1px dotted #e2dccf; }
/* Pinned so that the notebook's own dt/dd styles (floats, widths, margins) do not leak in. */
.tw-board .tw-fact dt { color: ${MUTED}; white-space: nowrap; float: none; width: auto; margin: 0; padding: 0; font-weight: normal; }
.tw-board .tw-fact dd { margin: 0; padding: 0; float: none; width: auto; font-weight: 600; text-align: right; }
.tw-board .tw-fact.tw-wide { grid-column: 1 / -1; }
.tw-board .tw-row, .tw-board .tw-hand { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; margin: 4px 0; font-size: calc(14px * var(--tw-scale)); }
.tw-board .tw-row-label { color: ${MUTED}; min-width: 5.5em; }
.tw-board .tw-chip { background: #f4efe6; border: 1px solid #e2dccf; border-radius: 10px; padding: 0 7px; }
.tw-board .tw-hidden-hand { font-style: italic; }
.tw-board .tw-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
`;
