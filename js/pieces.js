// pieces.js: pieces and choices. piece() draws a clickable SVG piece from the `choices` trait
// (never from game rules); context() is what a board's pieces need to know.

import { cls, h } from "./vdom.js";

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
  seek() {}, step() {}, stepUnit() {}, more() {}, pressed() {} };

/**
 * What pieces need to know: the choices by target and what to call when one is picked;
 * `memory`, from renderBoard, lets memo() reuse the parts of the last redraw (none in a tree
 * built once, e.g. in the tests).
 */
export function context(choices, handlers, memory = null) {
  return { byTarget: choicesByTarget(choices), handlers: { ...NO_HANDLERS, ...handlers }, memory, picks: new Map() };
}

/** Act on a target: one choice is sent at once, several open the choice menu. */
export function pick(ctx, target, list, event) {
  if (list.length === 1) ctx.handlers.intent(list[0].action);
  else ctx.handlers.openMenu(target, event);
}

// The keys that click a focused piece; with a modifier they are the notebook's (Shift+Enter
// runs the cell: in_notebook.js).
const ACTS = (ev) => (ev.key === "Enter" || ev.key === " ") && !(ev.shiftKey || ev.ctrlKey || ev.altKey || ev.metaKey);

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
/** Two actions with the same fields, whatever their order. */
export function sameAction(a, b) {
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
}
