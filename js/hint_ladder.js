// hint_ladder.js: the Hint button (issue 47), one rung a click: (1) the rule and where to look,
// (2) the pieces of the moves worth weighing ringed, (3) the move's piece ringed, why and what it
// gains. Python decides everything (tabletop_widgets/core/hint_ladder.py) and syncs `hint`, only
// what the rung reached shows ({}: no button); the browser asks ({kind: "hint"}) and draws it.
// A hint is public: the Log says who asked (Python's `view.hints.lines`, merged where the Log is
// drawn) and the score table counts them (`view.hints.counts`).

import { cls, h } from "./vdom.js";

export const HINT_RUNGS = 3;

/** The bar's Hint button, at the right end of the status line's row (of the message line's at
 * projector size), right of the drop-down's button, so it never moves, and the action row keeps
 * its room; disabled while a click would climb no rung (under a curtain, the whole hint shown). */
export function hintButton(ctx, hint) {
  if (hint?.rung == null) return null;
  const next = hint.rung + 1;
  const says = hint.rung >= HINT_RUNGS ? "The whole hint is shown: the move is ringed"
    : !hint.ready ? "No hint now" : `Hint ${next} of ${HINT_RUNGS}: ${RUNG_WORDS[next - 1]}`;
  return h("button", { class: "tw-hint", "data-target": "frame:hint", disabled: !hint.ready, title: says,
    "aria-label": says, onclick: (ev) => ctx.handlers.hint?.(ev) }, "Hint");
}

const RUNG_WORDS = ["the rule, and where to look", "the moves worth weighing, ringed", "the move, and why"];

/** The hint's line in the bar ({text, cite}) from the rung reached; null before the first. */
export function hintLine(hint) {
  return hint?.rung && hint.text ? { text: hint.text, cite: hint.cite || null } : null;
}

/** The pieces a hint rings, target -> class: the candidates (rung 2), the move (rung 3). */
export function hintRings(hint) {
  const rings = new Map();
  for (const t of hint?.targets || []) rings.set(t, "tw-hint-candidate");
  if (hint?.move) rings.set(hint.move, "tw-hint-move");
  return rings;
}

/** The tree with each ringed piece's nodes (data-target) given its ring class; nodes on other
 * paths are shared, so memo()'s parts stay as they were (and no layout changes: a class). */
export function ringHints(tree, hint) {
  const rings = hintRings(hint);
  return rings.size ? ringed(tree, rings) : tree;
}

function ringed(tree, rings) {
  if (!tree?.attrs) return tree;
  const children = tree.children.map((c) => ringed(c, rings));
  const ring = rings.get(tree.attrs["data-target"]);
  if (!ring && children.every((c, i) => c === tree.children[i])) return tree;
  return { ...tree, attrs: ring ? { ...tree.attrs, class: cls(tree.attrs.class, ring) } : tree.attrs, children };
}

/** The Log's lines with "Green asked for a hint" where it was asked (each hint line's `at`: the
 * number of the game's log lines before it). */
export function hintedLog(view) {
  const log = view?.log || [];
  const lines = view?.hints?.lines || [];
  if (!lines.length) return log;
  const out = [];
  let next = 0;
  for (let i = 0; i <= log.length; i += 1) {
    while (next < lines.length && lines[next].at <= i) out.push(lines[next++]);
    if (i < log.length) out.push(log[i]);
  }
  return out;
}

/** The score table's row of hints asked by each seat (none when no one asked one). */
export function hintRow(view, names) {
  const counts = view?.hints?.counts;
  if (!counts) return null;
  return h("tr", { class: "tw-hint-count" }, h("th", { scope: "row" }, "Hints asked"),
    names.map((_, i) => h("td", {}, counts[i] ?? 0)));
}

/** The handler the button calls (render.js adds it to the board's). */
export function hintIntents(model) {
  // A double click's second click (its `detail` 2) climbs no second rung: one rung a click meant.
  return { hint: (ev) => { if (!(ev?.detail > 1)) model.send({ kind: "hint" }); } };
}

// The hint's message in the bar's line (frame.js draws it as a refusal is drawn, citing the rule)
// and its rings: purple, dotted for the candidates and solid for the move, unlike the orange glow
// of a legal move and the blue dashes of a lesson's step, with a white halo that parts them from a
// purple tile (and !important over a board's own glow widths); a class, so nothing moves.
export const HINT_CSS = `
.tw-bar > .tw-hint-line { grid-column: var(--tw-at, auto); box-sizing: border-box; height: 100%; border-radius: 6px; padding: 0 8px;
  white-space: nowrap; overflow: hidden; line-height: calc(32px * var(--tw-scale) - 2px); border: 1px solid #b48ad0;
  background: #f5eefa; color: #4a148c; }
.tw-bar:is(.tw-bar-lesson, :not(.tw-projector > *, .tw-bar-end)) > .tw-hint-line:has(+ .tw-more) { grid-column: var(--tw-at, auto) / -1; }
.tw-bar > .tw-hint-line:not(.tw-cited):has(> .tw-fit) { container-type: inline-size; display: flex; align-items: center; }
.tw-bar > .tw-hint-line.tw-cited { overflow: visible; }
.tw-board .tw-hint-line.tw-cited .tw-cite-line > .tw-fit::before { content: none; }
.tw-bar { --tw-hint-w: calc(68px * var(--tw-scale)); }
.tw-bar > button.tw-hint { grid-row: 1; grid-column: -2 / -1; justify-self: end; align-self: center; box-sizing: border-box;
  width: var(--tw-hint-w); height: calc(28px * var(--tw-scale)); padding: 0; white-space: nowrap; border-color: #7b1fa2;
  color: #4a148c; font-weight: 600; }
.tw-bar:has(> button.tw-hint) > .tw-more { margin-right: calc(var(--tw-hint-w) + 8px); }
.tw-bar:has(> button.tw-hint) > .tw-status { grid-column: 1 / -2; }
.tw-bar:not(.tw-projector > *) > :is(.tw-news, .tw-error, .tw-curtain, .tw-resume-offer, .tw-hint-line):has(+ button.tw-hint) {
  grid-column: var(--tw-at, auto) / -1; }
.tw-board .tw-hint-candidate > .tw-shape { stroke: #6a1b9a !important; stroke-width: 4px !important; stroke-dasharray: 2 5;
  stroke-linecap: round; filter: drop-shadow(0 0 1.5px #fff) drop-shadow(0 0 4px rgba(106, 27, 154, 0.8)); }
.tw-board .tw-hint-move > .tw-shape { stroke: #4a148c !important; stroke-width: 6px !important; stroke-dasharray: none;
  filter: drop-shadow(0 0 2px #fff) drop-shadow(0 0 2px #fff) drop-shadow(0 0 7px rgba(106, 27, 154, 0.95)); }
.tw-board button.tw-hint-candidate { outline: 3px dotted #7b1fa2; outline-offset: 2px; }
.tw-board button.tw-hint-move { outline: 4px solid #7b1fa2; outline-offset: 2px; }
.tw-hint-count th, .tw-hint-count td { color: #4a148c; font-style: italic; }
.tw-drop-hint { color: #4a148c; }
`;
