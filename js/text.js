// text.js: words (plurals, capitals, an id made readable) and how wide text is drawn in SVG.

import { h } from "./vdom.js";

/** "1 brick", "3 bricks", plural(2, "torch", "torches"). */
export const plural = (n, word, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;
/** A list's length, or the number itself (views send some piles as counts). */
export const count = (x) => (Array.isArray(x) ? x.length : x ?? 0);
/** "red" -> "Red". */
export const cap = (s) => (s ? s[0].toUpperCase() + s.slice(1) : "");

/** A seat's name without its label: "Purple (steady bot)" -> "Purple". */
export const shortName = (label) => String(label ?? "").split(" (")[0];

/** "end_turn" -> "End turn". */
export function humanise(id) {
  const s = String(id ?? "").replace(/[_-]+/g, " ").trim();
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

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

/** `text` whole in `width` (issue 45: no text on a board is cut): as it is where it fits, else
 * drawn narrower to the width (SVG's textLength), at its size. For the content of an SVG text. */
export function fitWhole(text, width, size, bold = false) {
  text = String(text);
  if (textWidth(text, size, bold) <= width) return text;
  return h("tspan", { textLength: Math.floor(width), lengthAdjust: "spacingAndGlyphs" }, text);
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
