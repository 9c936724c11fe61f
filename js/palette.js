// palette.js: the colours every board shares, and tints of a seat's colour.

export const INK = "#2b2a28"; // text
export const MUTED = "#6f675d"; // secondary text
export const LINE = "#b9ae9c"; // outlines
export const PAPER = "#fffdf8"; // card and tile faces

/** A colour mixed with white (amount 0..1 of white), for light tints of seat colours. */
export function tint(hex, amount) {
  const m = /^#([0-9a-f]{6})$/i.exec(hex || "");
  if (!m) return "#f1ede5";
  const n = parseInt(m[1], 16);
  const mix = (v) => Math.round(v + (255 - v) * amount);
  return `rgb(${mix(n >> 16)},${mix((n >> 8) & 255)},${mix(n & 255)})`;
}
