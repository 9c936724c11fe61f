// magna_roma_look.js: what the Magna Roma board's things look like (tile colours and symbols,
// resources in words, seat discs, a tile's face) and its sizes, for magna_roma.js and
// magna_roma_city.js.

import { h, svgText as t, bold, mid, plural, tint, INK } from "./shared.js";

// ---------------------------------------------------------------- what things look like

// Tile colours: [fill, roof/stroke, letter, district]; the letter is always drawn, and differs from
// every seat's initial (B, G, Y, W), so a letter names one thing.
export const MR_COLOURS = {
  red: ["#ffc2b2", "#e05138", "R", "administrative"],
  purple: ["#dcc8ea", "#6a3f8a", "P", "cultural"],
  brown: ["#c2864e", "#4c280f", "H", "residential"], // H: houses; B is the Blue seat
};
// Half-symbols: [fill, letter, words].
export const MR_SYMBOLS = {
  luxury: ["#e8b923", "L", "luxury"],
  prestige: ["#7d6b4f", "V", "prestige (VP)"],
  coins: ["#c98f1a", "$", "coins"],
  population: ["#3f8a57", "P", "population"],
  military: ["#b23a2e", "M", "military"],
  favour: ["#3d6fb6", "F", "gods' favour"],
};
const MR_ICONS = { mask: "Mask", lyre: "Lyre", column: "Col" };
const MR_RES = { coins: "coin", population: "population", blessings: "blessing", legions: "legion",
  luxuries: "luxury", faith: "faith", vp: "VP" };
export const SLOT_WORDS = ["top", "middle", "bottom"];
/** What a province slot holds: a seat, "blocked" (solo: a marker of an unused colour) or null (free). */
export const slotHolder = (view, holder) => (holder == null ? null : holder === -1 ? "blocked" : view.seats[holder]);
// A solo objective: open until its line is complete (a line's objective is read on the finished
// line), then met or not (yet: a blessing or a monument may still come), and at the end met or failed.
export const OBJECTIVE_WORDS = { open: "open", met: "met", unmet: "not met yet", failed: "not met" };
const SIDE_STEP = [[0, -1], [1, 0], [0, 1], [-1, 0]];
// Issue 34: the main drawing is W units wide and drawn W px wide at laptop size (CSS, MR_CSS), so a
// unit is a pixel and no text is under MIN_FONT px; at projector size the whole drawing grows by the
// scale (up to 5/3: sizes.js), the city and panel a fifth more (magna_roma.js projectorSvgs). The
// city's cells are CELL units: room for 12 px letters on a tile.
export const W = 820;
export const MIN_FONT = 12;
export const CELL = 62;
export const DRAFT_GAP = 4;

export const mrCol = (c) => MR_COLOURS[c] || ["#eee", "#777", "?", c];
const amount = (res, n) => (res === "population" || res === "faith" || res === "vp" ? `${n} ${MR_RES[res]}`
  : res === "luxuries" ? `${n} ${n === 1 ? "luxury" : "luxuries"}` : plural(n, MR_RES[res] || res));
export const gains = (g) => Object.entries(g || {}).map(([r, n]) => amount(r, n)).join(" + ");

function inkOn(hex) {
  const m = /^#([0-9a-f]{6})$/i.exec(hex || "");
  if (!m) return "#fff";
  const n = parseInt(m[1], 16);
  return (0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) > 160 ? INK : "#fff";
}

/** A seat's marker: a disc in its colour with its initial. */
export function seatDisc(seat, cx, cy, r = 9) {
  const size = Math.max(MIN_FONT, Math.round(r * 1.2));
  return [h("circle", { cx, cy, r, fill: seat.colour, stroke: INK }),
    t(cx, cy + size * 0.36, seat.name[0], size, { ...mid, ...bold, fill: inkOn(seat.colour) })];
}

// ---------------------------------------------------------------- tiles

export function tileWords(tile) {
  if (!tile) return "empty";
  const colour = MR_COLOURS[tile.colour] ? `${tile.colour} (${mrCol(tile.colour)[3]})` : `${tile.colour} town centre`;
  const sides = tile.sides || tile.edges || [];
  const halves = ["top", "right", "bottom", "left"].map((w, k) => (sides[k] ? `${w} ${MR_SYMBOLS[sides[k]]?.[2] || sides[k]}` : null))
    .filter(Boolean);
  return `${tile.id}, ${colour}${tile.stars ? `, ${plural(tile.stars, "star")}` : ""}${tile.icon ? `, ${tile.icon}` : ""}`
    + `${tile.blessed ? ", blessed" : ""}; half-symbols: ${halves.join(", ") || "none"}`;
}

/** A tile's face in the square (x, y, s): colour, roof band, half-symbols, stars, icon, blessing. */
export function tileFace(tile, x, y, s, centre = null) {
  const sides = tile.sides || tile.edges || [];
  const [fill, roof, letter] = centre ? [tint(centre.colour, 0.7), centre.colour, centre.name[0]] : mrCol(tile.colour);
  const out = [h("rect", { x, y, width: s, height: s, rx: 3, fill, stroke: roof, "stroke-width": 1.5 })];
  const r = s * 0.19;
  const cx = x + s / 2;
  const cy = y + s / 2;
  sides.forEach((sym, k) => {
    if (!sym) return;
    const [sf, sl] = MR_SYMBOLS[sym] || ["#999", "?"];
    out.push(h("path", { d: `M ${cx - r} ${y} A ${r} ${r} 0 0 0 ${cx + r} ${y} Z`, fill: sf, stroke: "#fff", "stroke-width": 1,
      transform: k ? `rotate(${k * 90} ${cx} ${cy})` : null }));
    const [dx, dy] = SIDE_STEP[k];
    out.push(t(cx + dx * (s / 2 - r * 0.5), cy + dy * (s / 2 - r * 0.5) + r * 0.38, sl, Math.max(MIN_FONT, Math.round(r * 1.05)),
      { ...mid, ...bold, fill: "#fff" }));
  });
  const small = Math.max(MIN_FONT, Math.round(s * 0.2));
  if (centre) {
    out.push(t(cx, cy + small * 0.35, "TC", small, { ...mid, ...bold, fill: INK }));
  } else {
    out.push(t(x + 3, y + small, letter, small, { ...bold, fill: roof }));
    if (tile.stars) out.push(t(x + s - 3, y + small, `★${tile.stars}`, small, { ...bold, fill: "#9a6b00", "text-anchor": "end" }));
    if (tile.icon) out.push(t(cx, cy + small * 0.35, MR_ICONS[tile.icon] || tile.icon, small, { ...mid, fill: INK }));
    if (tile.blessed) {
      out.push(h("circle", { cx: x + s - small * 0.7, cy: y + s - small * 0.7, r: small * 0.55, fill: "#ffd54a", stroke: "#8a6a00" }),
        t(x + s - small * 0.7, y + s - small * 0.42, "⚡", small, { ...mid, fill: INK }));
    }
  }
  return out;
}
