// carpe_diem_look.js: what the Carpe Diem board's things look like (features, tiles, wares,
// meeples) and its layout in SVG units, for carpe_diem.js and carpe_diem_estate.js.

import { h, labelled, piece, svgText as t, bold, mid, INK } from "./shared.js";

// ---------------------------------------------------------------- what a feature looks like

// kind -> [fill, stroke, short code]; the code is always drawn, so colour is never the only cue.
// The fills of the nine features and GRASS stay apart under protanopia and deuteranopia
// (tests/test_palette.py); a code is drawn in whichever of INK and white reads best on its fill.
export const KINDS = {
  villa: ["#dbc0c3", "#8a6d3b", "V"],
  pond: ["#70a8dd", "#2f5f8a", "Po"],
  vineyard: ["#b089a8", "#5b3470", "Vi"],
  garden: ["#5fac58", "#2f5d26", "Ga"],
  pasture: ["#e7e592", "#8d7620", "Pa"],
  merchant: ["#eab92f", "#8d6e0b", "Me"],
  baker: ["#a95b58", "#6b3d17", "Ba"],
  administrator: ["#4e73c3", "#1f4c80", "Ad"],
  craftsman: ["#c34c2c", "#7c2813", "Cr"],
  market: ["#ffffff", "#8d6e0b", "Mk"],
  bakery: ["#ffffff", "#6b3d17", "Bk"],
  fountain: ["#d7ecfa", "#2f5f8a", "Fo"],
};
const DWELLING_KINDS = ["merchant", "baker", "administrator", "craftsman"];
export const GRASS = "#d9eac6";
export const BACK = { light: "#b6d7a8", dark: "#4e7d3a" };
// Wares, coins and bread as chips: [fill, ink, letter].
export const STUFF = {
  fish: ["#6fa8dc", "#fff", "F"], grapes: ["#8e5ea2", "#fff", "G"], herbs: ["#5e9e4f", "#fff", "H"],
  chicken: ["#e69138", "#fff", "C"], coins: ["#e3b743", INK, "$"], bread: ["#b8733f", "#fff", "B"],
};
export const SIDE_WORDS = ["top", "right", "bottom", "left"];
const DIR = [[0, -1], [1, 0], [0, 1], [-1, 0]]; // unit step out of each side

export const kindOf = (k) => KINDS[k] || ["#ddd", "#666", String(k || "?").slice(0, 2)];

// ---------------------------------------------------------------- layout (SVG units)

// One unit is one px at laptop size: the SVG is never drawn wider than W px times the scale
// (CSS below), so text of 12 units is 12 px on a laptop and 20 px on a projector (a 1080 px page;
// the site there 24 px: carpe_diem.js projectorSvgs). The board
// below the bar fits 559 px at 1280x800 with JupyterLab's file browser open (js/README.md,
// Sizes): the shared area on the left, the estate at the screen on the right.
export const W = 820;
export const TEXT = 12; // the smallest text drawn
export const T = 32; // a tile on the construction site
export const CELL = 40; // a cell of a building board
export const CGAP = 2;
export const FR = 18; // the frame around a building board (frame goals sit on it)
export const COL = 400; // the left column: the construction site, or the scoring cards in a scoring period
export const EX = COL + 12; // where the estate at the screen begins
export const EST_W = W - EX; // one estate (building board + its player's things)
// The shared area, top of the left column: the construction site and the seal tiles during
// the rounds, the scoring cards in a scoring period. Both are drawn in the same AREA units, and
// the banderole bar under it stays put: a scoring period changes what is in play there, and
// moves nothing else (the estate, the bar, the row of tabs).
export const SITE_H = 328;
export const AREA = SITE_H + 58;
export const SLOT = 62; // room under the board of the estate at the screen: the tile in hand, or what the seat before just built
// Under it, a fixed room for the fountain cards' faces, compact (the whole text is the card's
// tooltip and label): a player holds at most one a fountain placed, and looks at two more
// when placing one, 6 at most with the game's 5 fountains; 2 rows of 3 hold them, so no
// number of cards moves what is under the estate (the row of tabs). A card is 19 px tall: its
// rows are 24 px apart, so that a 24 px circle on one meets no other (WCAG 2.2 SC 2.5.8).
export const CARD_H = 19;
export const CARD_GAP = 5;
export const CARD_ROWS = 2;
export const FOUNTAINS = CARD_ROWS * CARD_H + (CARD_ROWS - 1) * CARD_GAP; // 2 players: a lesson board fits 679 px

// ---------------------------------------------------------------- tiles

/**
 * The drawing of a tile's face in the square (x, y, s): grass, then each feature as a thick
 * band from the sides it reaches (joined inside the tile), a market/bakery/fountain as a
 * disc in the middle; each feature carries its code (villas their chimneys too).
 */
export function tileFace(tile, x, y, s, codes = s >= 30) {
  const out = [h("rect", { x, y, width: s, height: s, fill: GRASS })];
  const feats = tile.features || [];
  const cx = x + s / 2;
  const cy = y + s / 2;
  const wide = s * (feats.length > 1 ? 0.34 : 0.42);
  for (const f of feats) {
    const [fill, stroke, code] = kindOf(f.kind);
    if (!f.sides.length) {
      out.push(h("circle", { cx, cy, r: s * 0.34, fill, stroke, "stroke-width": Math.max(1.5, s / 22) }),
        codes ? t(cx, cy + s * 0.13, code, Math.max(TEXT, Math.round(s * 0.28)), { ...mid, ...bold, fill: stroke }) : null);
      continue;
    }
    // The join point: the middle for one feature or a straight piece, else pulled toward its sides.
    const sum = f.sides.reduce((a, sd) => [a[0] + DIR[sd][0], a[1] + DIR[sd][1]], [0, 0]);
    const pull = feats.length > 1 ? 0.2 : 0;
    const jx = cx + sum[0] * s * pull;
    const jy = cy + sum[1] * s * pull;
    const ends = f.sides.map((sd) => [cx + DIR[sd][0] * s / 2, cy + DIR[sd][1] * s / 2]);
    let d;
    if (f.sides.length === 1) {
      const depth = feats.length > 1 ? 0.32 : 0.5;
      const [ex, ey] = ends[0];
      d = `M ${ex} ${ey} L ${ex - DIR[f.sides[0]][0] * s * depth} ${ey - DIR[f.sides[0]][1] * s * depth}`;
    } else {
      d = ends.map(([ex, ey]) => `M ${ex} ${ey} L ${jx} ${jy}`).join(" ");
    }
    const isDwelling = DWELLING_KINDS.includes(f.kind);
    out.push(h("path", { d, fill: "none", stroke, "stroke-width": wide + 2, "stroke-linecap": f.sides.length > 1 ? "round" : "butt",
      "stroke-linejoin": "round" }),
    h("path", { d, fill: "none", stroke: fill, "stroke-width": wide - 1, "stroke-linecap": f.sides.length > 1 ? "round" : "butt",
      "stroke-linejoin": "round", "stroke-dasharray": null }));
    // Where the code goes: the middle of the feature.
    let lx = jx;
    let ly = jy;
    if (f.sides.length === 1) {
      const depth = feats.length > 1 ? 0.32 : 0.5;
      lx = ends[0][0] - DIR[f.sides[0]][0] * s * depth * 0.55;
      ly = ends[0][1] - DIR[f.sides[0]][1] * s * depth * 0.55;
    } else if (f.sides.length === 2 && sum[0] === 0 && sum[1] === 0) {
      lx = cx;
      ly = cy;
    }
    const size = Math.max(TEXT, Math.round(s * (feats.length > 1 ? 0.24 : 0.28)));
    const label = f.kind === "villa" ? `${code}${f.chimneys || ""}` : code;
    const ink = textOn(fill);
    if (codes) out.push(t(lx, ly + size * 0.36, label, size, { ...mid, ...bold, fill: ink }));
    if (isDwelling) { // a roof, so that a dwelling reads as a house
      const [ex, ey] = ends[0];
      const rx = ex - DIR[f.sides[0]][0] * s * 0.06;
      const ry = ey - DIR[f.sides[0]][1] * s * 0.06;
      out.push(h("circle", { cx: rx, cy: ry, r: s * 0.05, fill: stroke }));
    }
  }
  out.push(h("rect", { x, y, width: s, height: s, fill: "none", stroke: "#7c8f6a", "stroke-width": 1 }));
  return out;
}

/** A tile's back (face down): its light or dark green, with the word. */
export function tileBack(back, x, y, s) {
  return [h("rect", { x, y, width: s, height: s, rx: 3, fill: BACK[back] || BACK.light, stroke: "#355e2a" }),
    s >= 40 ? t(x + s / 2, y + s / 2 + 4, back === "dark" ? "dark" : "light", TEXT,
      { ...mid, fill: back === "dark" ? "#fff" : "#234" }) : null];
}

export function tileLabel(tile) {
  return `${tile.label} (${tile.back} back)`;
}

/** A tile as a piece (`kind:id`) at (x, y), size s. */
export function tilePiece(ctx, kind, tile, x, y, s, prefix = "Tile") {
  return piece(ctx, `${kind}:${tile.id}`, `${prefix}: ${tileLabel(tile)}`, { class: "tw-cd-tile" },
    h("rect", { class: "tw-shape", x, y, width: s, height: s, rx: 2, fill: "none", stroke: "none" }),
    tileFace(tile, x, y, s));
}

// ---------------------------------------------------------------- small drawings

export function chip(kind, n, x, y, r = 9) {
  const [fill, ink, letter] = STUFF[kind];
  return [h("circle", { cx: x + r, cy: y + r, r, fill, stroke: "#5b534a" }),
    t(x + r, y + r + 4, letter, TEXT, { ...mid, ...bold, fill: ink }),
    t(x + 2 * r + 3, y + r + 5, `${n}`, 13, bold)];
}

/** A patrician (meeple) in a seat's colour with its initial. */
export function meeple(seat, x, y) {
  return labelled({ class: "tw-meeple" }, `${seat.name}'s patrician`,
    h("circle", { cx: x, cy: y - 10, r: 5, fill: seat.colour, stroke: INK }),
    h("path", { d: `M ${x - 9} ${y + 11} L ${x - 5} ${y - 5} L ${x + 5} ${y - 5} L ${x + 9} ${y + 11} Z`, fill: seat.colour, stroke: INK }),
    t(x, y + 8, seat.name[0], TEXT, { ...mid, ...bold, fill: textOn(seat.colour) }));
}

export function disc(seat, cx, cy, r = 9) {
  return [h("circle", { cx, cy, r, fill: seat.colour, stroke: INK }),
    t(cx, cy + 4, seat.name[0], TEXT, { ...mid, ...bold, fill: textOn(seat.colour) })];
}

/** INK or white, whichever has the higher WCAG contrast on the colour `hex`. */
export function textOn(hex) {
  const lum = (c) => {
    const n = parseInt(c.slice(1), 16);
    const lin = (v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(n >> 16) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
  };
  if (!/^#[0-9a-f]{6}$/i.test(hex || "")) return "#fff";
  const l = lum(hex);
  return (l + 0.05) / (lum(INK) + 0.05) >= 1.05 / (l + 0.05) ? INK : "#fff";
}
