// carpe_diem.js: the Carpe Diem board for anywidget.
//
// Draws the `view` trait (shape in js/README.md) and highlights the `choices` trait. No
// game rule lives here: what can be clicked, and what a click means, comes from Python.
// Piece kinds: space:<n>, tile:<id>, cell:<row>-<col>, seal:<id>, fountain:<id>,
// circle:<id>, card:<id>; storing the tile in hand is a button (button:store).
import {
  h, svg, cls, humanise, piece, labelled, context, memo, frame, renderBoard, screenSeat, fitText, wrapText,
  svgText as t, bold, mid, plural, cap, tint, INK, MUTED, LINE, PAPER,
} from "./shared.js";
import { cellPreview, gridCell, gridCells, gridSpan, placement, rotation } from "./grid.js";

// ---------------------------------------------------------------- what a feature looks like

// kind -> [fill, stroke, short code]; the code is always drawn, so colour is never the only cue.
// The fills of the nine features and GRASS stay apart under protanopia and deuteranopia
// (tests/test_palette.py); a code is drawn in whichever of INK and white reads best on its fill.
const KINDS = {
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
const GRASS = "#d9eac6";
const BACK = { light: "#b6d7a8", dark: "#4e7d3a" };
// Wares, coins and bread as chips: [fill, ink, letter].
const STUFF = {
  fish: ["#6fa8dc", "#fff", "F"], grapes: ["#8e5ea2", "#fff", "G"], herbs: ["#5e9e4f", "#fff", "H"],
  chicken: ["#e69138", "#fff", "C"], coins: ["#e3b743", INK, "$"], bread: ["#b8733f", "#fff", "B"],
};
const SIDE_WORDS = ["top", "right", "bottom", "left"];
const DIR = [[0, -1], [1, 0], [0, 1], [-1, 0]]; // unit step out of each side

const kindOf = (k) => KINDS[k] || ["#ddd", "#666", String(k || "?").slice(0, 2)];

// ---------------------------------------------------------------- layout (SVG units)

// One unit is one px at laptop size: the SVG is never drawn wider than W px times the scale
// (CSS below), so text of 12 units is 12 px on a laptop and 16 px on a projector. The board
// below the bar fits 559 px at 1280x800 with JupyterLab's file browser open (js/README.md,
// Sizes): the shared area on the left, the estate at the screen on the right.
const W = 820;
const TEXT = 12; // the smallest text drawn
const T = 32; // a tile on the construction site
const CELL = 40; // a cell of a building board
const CGAP = 2;
const FR = 18; // the frame around a building board (frame goals sit on it)
const COL = 400; // the left column: the construction site, or the scoring cards in a scoring period
const EX = COL + 12; // where the estate at the screen begins
const EST_W = W - EX; // one estate (building board + its player's things)
// The shared area, top of the left column: the construction site and the seal tiles during
// the rounds, the scoring cards in a scoring period. Both are drawn in the same AREA units, and
// the banderole bar under it stays put: a scoring period changes what is in play there, and
// moves nothing else (the estate, the bar, the row of tabs).
const SITE_H = 328;
const AREA = SITE_H + 58;
const SLOT = 62; // room under the board of the estate at the screen: the tile in hand, or what the seat before just built
// Under it, a fixed room for the fountain cards' faces, compact (the whole text is the card's
// tooltip and label): a player holds at most one a fountain placed, and looks at two more
// when placing one, 6 at most with the game's 5 fountains; 3 rows of 2 hold them, so no
// number of cards moves what is under the estate (the row of tabs).
const CARD_H = 19;
const CARD_GAP = 2;
const CARD_ROWS = 3;
const FOUNTAINS = CARD_ROWS * CARD_H + (CARD_ROWS - 1) * CARD_GAP; // 2 players: a lesson board fits 679 px

// ---------------------------------------------------------------- tiles

/**
 * The drawing of a tile's face in the square (x, y, s): grass, then each feature as a thick
 * band from the sides it reaches (joined inside the tile), a market/bakery/fountain as a
 * disc in the middle; each feature carries its code (villas their chimneys too).
 */
function tileFace(tile, x, y, s, codes = s >= 30) {
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
function tileBack(back, x, y, s) {
  return [h("rect", { x, y, width: s, height: s, rx: 3, fill: BACK[back] || BACK.light, stroke: "#355e2a" }),
    s >= 40 ? t(x + s / 2, y + s / 2 + 4, back === "dark" ? "dark" : "light", TEXT,
      { ...mid, fill: back === "dark" ? "#fff" : "#234" }) : null];
}

function tileLabel(tile) {
  return `${tile.label} (${tile.back} back)`;
}

/** A tile as a piece (`kind:id`) at (x, y), size s. */
function tilePiece(ctx, kind, tile, x, y, s, prefix = "Tile") {
  return piece(ctx, `${kind}:${tile.id}`, `${prefix}: ${tileLabel(tile)}`, { class: "tw-cd-tile" },
    h("rect", { class: "tw-shape", x, y, width: s, height: s, rx: 2, fill: "none", stroke: "none" }),
    tileFace(tile, x, y, s));
}

// ---------------------------------------------------------------- small drawings

function chip(kind, n, x, y, r = 9) {
  const [fill, ink, letter] = STUFF[kind];
  return [h("circle", { cx: x + r, cy: y + r, r, fill, stroke: "#5b534a" }),
    t(x + r, y + r + 4, letter, TEXT, { ...mid, ...bold, fill: ink }),
    t(x + 2 * r + 3, y + r + 5, `${n}`, 13, bold)];
}

/** A patrician (meeple) in a seat's colour with its initial. */
function meeple(seat, x, y) {
  return labelled({ class: "tw-meeple" }, `${seat.name}'s patrician`,
    h("circle", { cx: x, cy: y - 10, r: 5, fill: seat.colour, stroke: INK }),
    h("path", { d: `M ${x - 9} ${y + 11} L ${x - 5} ${y - 5} L ${x + 5} ${y - 5} L ${x + 9} ${y + 11} Z`, fill: seat.colour, stroke: INK }),
    t(x, y + 8, seat.name[0], TEXT, { ...mid, ...bold, fill: textOn(seat.colour) }));
}

function disc(seat, cx, cy, r = 9) {
  return [h("circle", { cx, cy, r, fill: seat.colour, stroke: INK }),
    t(cx, cy + 4, seat.name[0], TEXT, { ...mid, ...bold, fill: textOn(seat.colour) })];
}

/** INK or white, whichever has the higher WCAG contrast on the colour `hex`. */
function textOn(hex) {
  const lum = (c) => {
    const n = parseInt(c.slice(1), 16);
    const lin = (v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(n >> 16) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
  };
  if (!/^#[0-9a-f]{6}$/i.test(hex || "")) return "#fff";
  const l = lum(hex);
  return (l + 0.05) / (lum(INK) + 0.05) >= 1.05 / (l + 0.05) ? INK : "#fff";
}

// ---------------------------------------------------------------- the construction site

function site(view, ctx, y0) {
  const piles = `Piles: light ${view.light_pile} · dark ${view.dark_pile} · fountain ${view.fountain_pile}`;
  const n = view.spaces.length;
  const cx = COL / 2;
  const cy = y0 + 164;
  const at = (i, rx, ry) => {
    const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
  };
  const node = (i) => at(i, 56, 50);
  const lines = [];
  (view.static.space_lines || []).forEach((pair, i) => {
    for (const j of pair) {
      if (j > i) {
        const [x1, y1] = node(i);
        const [x2, y2] = node(j);
        lines.push(h("line", { x1, y1, x2, y2, stroke: "#3b3631", "stroke-width": 2.5 }));
      }
    }
  });
  const box = 2 * T + 3;
  const drawSpace = (sp, i) => {
    const [nx, ny] = node(i);
    const [bx, by] = at(i, 156, 112);
    const x = bx - box / 2;
    const y = by - box / 2;
    const here = sp.meeples.map((s) => view.seats[s]);
    const label = `Space ${sp.space}: ${sp.tiles.length ? sp.tiles.map((tl) => tl.label).join("; ") : "no tiles"}`
      + `${sp.tiles.length ? `; ${plural(sp.picks_left, "pick")} left` : ""}`
      + (here.length ? `; patricians here: ${here.map((s) => s.name).join(", ")}` : "");
    return piece(ctx, `space:${sp.space}`, label, { class: "tw-space" },
      h("rect", { class: "tw-shape", x: x - 4, y: y - 4, width: box + 8, height: box + 8, rx: 6, fill: "#efe6d2", stroke: LINE }),
      h("line", { x1: nx, y1: ny, x2: bx, y2: by, stroke: "#c9bda6", "stroke-width": 2, "stroke-dasharray": "3 3" }),
      h("rect", { x: x - 4, y: y - 4, width: box + 8, height: box + 8, rx: 6, fill: "#efe6d2", stroke: "none" }),
      sp.tiles.map((tile, k) => tilePiece(ctx, "tile", tile, x + (k % 2) * (T + 3), y + Math.floor(k / 2) * (T + 3), T)),
      // the picks left, under the space's corner: on it, the badge hid the last tile's name
      sp.tiles.length ? h("g", {},
        h("rect", { x: x + box - 24, y: y + box + 5, width: 30, height: 16, rx: 8, fill: "#5d4e37" }),
        t(x + box - 9, y + box + 17, `${sp.picks_left}×`, TEXT, { ...mid, ...bold, fill: "#fff" })) :
        t(x + box / 2, y + box / 2 + 4, "empty", TEXT, { ...mid, fill: MUTED }),
      // The semicircular space itself, with its number and the patricians on it.
      h("circle", { cx: nx, cy: ny, r: 15, fill: PAPER, stroke: "#3b3631", "stroke-width": 2 }),
      t(nx, ny + 6, sp.space, 16, { ...mid, ...bold }),
      // The patricians inside the ring, toward its middle: under the node they covered the tiles of a lower space.
      here.map((s, k) => meeple(s, nx + (cx - nx) * 0.55 - (here.length - 1) * 10 + k * 20, ny + (cy - ny) * 0.55 + 2)));
  };
  const spaces = view.spaces.map((sp, i) => memo(ctx, `space:${sp.space}`,
    [sp, i, n, y0, sp.meeples.map((s) => `${view.seats[s].name}|${view.seats[s].colour}`).join()], () => drawSpace(sp, i)));
  return h("g", { class: "tw-site", role: "group", "aria-label": "Construction site: 7 spaces joined by lines" },
    t(0, y0 + 14, "Construction site", 14, bold),
    t(COL, y0 + 14, piles, TEXT, { "text-anchor": "end", fill: INK }),
    lines, spaces);
}

// ---------------------------------------------------------------- scoring cards

function cardLines(card) {
  const [need, reward] = String(card.text).split(/ for (?=[^ ]+ [^ ]+)/);
  return { need: cap(need), reward: reward ? `→ ${reward}` : "" };
}

/** A scoring card at (x, y), cw x ch: its pile, what it asks (red: pay, green: own) and its reward. */
function scoringCard(ctx, card, x, y, cw, ch) {
  const { need, reward } = cardLines(card);
  const red = card.colour === "red";
  // What the card asks, then its reward in bold: five lines fit the longest card text.
  const lines = [...wrapText(need, cw - 30, TEXT).map((l) => [l, {}]), ...wrapText(reward, cw - 30, TEXT, true).map((l) => [l, bold])];
  return piece(ctx, `card:${card.id}`, `Scoring card ${card.id} (${card.pile}, ${red ? "red: pay" : "green: own"}): ${card.text}`,
    { class: "tw-card" },
    h("rect", { class: "tw-shape", x, y, width: cw, height: ch, rx: 6, fill: red ? "#f8e0db" : "#e0f0d6", stroke: red ? "#b5493a" : "#4f8a3a" }),
    h("rect", { x: x + 4, y: y + 4, width: 18, height: 18, rx: 3, fill: red ? "#b5493a" : "#4f8a3a" }),
    t(x + 13, y + 17, card.pile, TEXT, { ...mid, ...bold, fill: "#fff" }),
    lines.slice(0, 5).map(([l, style], k) => t(x + 26, y + 15 + k * 14, l, TEXT, style)));
}

/** The scoring cards and the circles between them in the left column at (x0, y0): in the
 * main picture during a scoring period, else in a fold. Returns the tree and its height. */
function cardGrid(view, ctx, x0, y0) {
  const { rows, cols } = view.static.card_grid || { rows: 4, cols: 3 };
  const gx = 22;
  const gy = 12;
  const cw = Math.floor((COL - (cols - 1) * gx) / cols);
  const ch = Math.floor((AREA - 22 - (rows - 1) * gy) / rows); // five lines of 14 fit the longest text
  const pos = (id) => {
    const m = /^r(\d+)c(\d+)$/.exec(id);
    return [x0 + Number(m[2]) * (cw + gx), y0 + 22 + Number(m[1]) * (ch + gy)];
  };
  const cards = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const id = `r${r}c${c}`;
      const card = view.cards[id];
      const [x, y] = pos(id);
      if (!card) {
        cards.push(h("rect", { x, y, width: cw, height: ch, rx: 6, fill: "none", stroke: "#d8cfbf", "stroke-dasharray": "4 4" }));
        continue;
      }
      cards.push(memo(ctx, `card:${id}`, [card, x, y], () => scoringCard(ctx, card, x, y, cw, ch)));
    }
  }
  const circles = (view.circles || []).map((c) => {
    const pair = view.static.circles[c.id];
    if (!pair) return null;
    const [ax, ay] = pos(pair[0]);
    const [bx, by] = pos(pair[1]);
    const px = (ax + bx) / 2 + cw / 2;
    const py = (ay + by) / 2 + ch / 2;
    const owner = c.disc == null ? null : view.seats[c.disc];
    return piece(ctx, `circle:${c.id}`, `Circle between ${pair.join(" and ")}${owner ? `: ${owner.name}'s disc` : ": free"}`,
      { class: "tw-circle" },
      h("circle", { class: "tw-shape", cx: px, cy: py, r: 12, fill: owner ? owner.colour : PAPER, stroke: "#5d4e37", "stroke-width": 1.5 }),
      owner ? t(px, py + 4, owner.name[0], TEXT, { ...mid, ...bold, fill: textOn(owner.colour) }) : null);
  });
  return {
    tree: h("g", { class: "tw-cards", role: "group", "aria-label": "Scoring cards and the circles between them" },
      t(x0, y0 + 14, "Scoring cards", 14, bold),
      t(x0 + COL, y0 + 14, "red: pay · green: own · a disc scores both", TEXT, { "text-anchor": "end", fill: MUTED }),
      cards, circles),
    height: 22 + rows * (ch + gy) - gy,
  };
}

// ---------------------------------------------------------------- bar, seals, piles

/** The banderole bar at (x0, y0), room kept for every seat's disc on one space (so that what
 * is under it stays put); returns the tree and its height. */
function barRow(view, x0, y0) {
  const values = view.static.bar_values || [];
  const bw = Math.min(29, Math.floor(COL / Math.max(1, values.length)));
  const order = view.bar_order || view.seats.map((s) => s.seat);
  const out = [t(x0, y0 + 14, "Banderole bar (VP at the end)", 14, bold)];
  values.forEach((v, i) => {
    const x = x0 + i * bw;
    out.push(h("rect", { x, y: y0 + 20, width: bw - 2, height: 20, rx: 3, fill: "#f3e6c4", stroke: "#b59a5a" }),
      t(x + (bw - 2) / 2, y0 + 35, v, TEXT, { ...mid, ...bold }));
    // Discs on this space, the one on top (furthest on) first.
    const here = order.filter((s) => view.seats[s].bar === i).reverse();
    here.forEach((s, k) => out.push(labelled({ class: "tw-bar-disc" },
      `${view.seats[s].name} on bar space ${i} (${v} VP)${k === 0 && here.length > 1 ? ", on top" : ""}`,
      disc(view.seats[s], x + (bw - 2) / 2, y0 + 51 + k * 15))));
  });
  return { tree: h("g", { class: "tw-bar", role: "group", "aria-label": "Banderole bar" }, out), height: 46 + view.seats.length * 15 };
}

function sealRow(view, ctx, x0, y0, width) {
  const seals = view.seals || [];
  const s = Math.min(T + 4, Math.floor(width / Math.max(1, seals.length)) - 3);
  return h("g", { class: "tw-seals", role: "group", "aria-label": "Seal spaces (dark tiles for craftsman dwellings)" },
    t(x0, y0 + 14, "Seal tiles (for a craftsman dwelling)", 14, bold),
    seals.map((tile, i) => {
      const x = x0 + i * (s + 3);
      return tile ? tilePiece(ctx, "seal", tile, x, y0 + 20, s, "Seal tile")
        : h("rect", { x, y: y0 + 20, width: s, height: s, rx: 3, fill: "none", stroke: "#d8cfbf", "stroke-dasharray": "3 3" });
    }));
}

/** The tile codes (a villa's with its chimneys), then the letters of the wares, coins and
 * bread counters and the tiles' backs, in rows of `perRow` across `width`, then a golden
 * arrow of a frame and a fountain card's chip; returns the tree and its height. */
function legend(x0, y0, width, perRow) {
  const step = width / perRow;
  const at = (i) => [x0 + (i % perRow) * step, y0 + Math.floor(i / perRow) * 24];
  const kinds = Object.entries(KINDS);
  const stuff = Object.keys(STUFF);
  const backs = [["light", "light back"], ["dark", "dark back (phase 4, seals)"]];
  const picks = ["×", "tiles a space still gives"];
  const rows = Math.ceil((kinds.length + stuff.length + backs.length + 1) / perRow);
  const tree = h("g", { class: "tw-legend", role: "group", "aria-label": "Legend of the tile codes and counters" },
    kinds.map(([kind, [fill, stroke, code]], i) => {
      const [x, y] = at(i);
      // A villa's code carries its chimneys, as on the tiles.
      const [shown, words] = kind === "villa" ? [`${code}2`, "villa, 2 chimneys"] : [code, kind];
      return [h("rect", { x, y, width: 28, height: 20, rx: 3, fill, stroke }),
        t(x + 14, y + 15, shown, TEXT, { ...mid, ...bold, fill: textOn(fill) }),
        t(x + 34, y + 15, words, TEXT, { fill: INK })];
    }),
    stuff.map((kind, k) => {
      const [x, y] = at(kinds.length + k);
      return [chip(kind, "", x + 4, y).slice(0, 2), t(x + 34, y + 15, kind, TEXT, { fill: INK })];
    }),
    backs.map(([back, words], k) => {
      const [x, y] = at(kinds.length + stuff.length + k);
      return [h("rect", { x: x + 4, y: y + 1, width: 18, height: 18, rx: 2, fill: BACK[back], stroke: "#355e2a" }),
        t(x + 34, y + 15, words, TEXT, { fill: INK })];
    }),
    ((x, y) => [h("rect", { x: x + 1, y: y + 2, width: 26, height: 16, rx: 8, fill: "#5d4e37" }),
      t(x + 14, y + 14, `4${picks[0]}`, TEXT, { ...mid, ...bold, fill: "#fff" }), t(x + 34, y + 15, picks[1], TEXT, { fill: INK })])(
      ...at(kinds.length + stuff.length + backs.length)),
    ((y) => [goalMark({ type: "baker", vp: 4 }, x0 + 15, y + 10, 0),
      t(x0 + 34, y + 15, "Ba4 on a frame: a golden arrow, 4 VP at the end if its line (row or column) crosses a completed baker",
        TEXT, { fill: INK })])(y0 + rows * 24),
    ((y) => [h("rect", { x: x0 + 1, y: y + 1, width: 26, height: 18, rx: 2, fill: KINDS.pond[0], stroke: KINDS.pond[1] }),
      t(x0 + 14, y + 15, KINDS.pond[2], TEXT, { ...mid, ...bold, fill: textOn(KINDS.pond[0]) }),
      t(x0 + 34, y + 15, "2 VP per pond on a fountain card: 2 VP at the end for each completed pond (point at a card for its"
        + " whole text)", TEXT, { fill: INK })])(y0 + (rows + 1) * 24));
  return { tree, height: (rows + 2) * 24 };
}

/** The villa table (components.json's, in the view's static block): what a completed villa
 * scores at the end by its chimneys, from the first count that scores to the last value. */
function villaTable(values, width) {
  const first = Math.max(1, values.findIndex((v) => v > 0));
  const last = values.length - 1;
  const rows = values.slice(first).map((vp, k) => `${first + k} chimneys: ${vp} VP`);
  const perRow = 5;
  const step = width / perRow;
  const tree = h("g", { class: "tw-villa-table", role: "group", "aria-label": "Villa table" },
    rows.map((row, i) => t((i % perRow) * step, 16 + Math.floor(i / perRow) * 22, row, 13, { class: "tw-villa-row" })),
    t(0, 16 + Math.ceil(rows.length / perRow) * 22, `A completed villa scores at the end by its chimneys (fewer than ${first}: 0 VP;`
      + ` more than ${last}: ${values[last]} VP); an incomplete villa scores nothing.`, TEXT, { fill: MUTED }));
  return { tree, height: 24 + Math.ceil(rows.length / perRow) * 22 };
}
// ---------------------------------------------------------------- estates

/** The frame goals on the frame around a board: an arrow at the line it looks down. */
function frameGoal(goal, gx, gy, span, n) {
  const step = CELL + CGAP;
  const mid0 = (k) => k * step + CELL / 2;
  let x;
  let y;
  let rot;
  if (goal.side === 0) [x, y, rot] = [gx + mid0(goal.at), gy - FR / 2, 180];
  else if (goal.side === 1) [x, y, rot] = [gx + span + FR / 2, gy + mid0(goal.at), 270];
  else if (goal.side === 2) [x, y, rot] = [gx + mid0(n - 1 - goal.at), gy + span + FR / 2, 0];
  else [x, y, rot] = [gx - FR / 2, gy + mid0(n - 1 - goal.at), 90];
  const label = `Frame goal (${SIDE_WORDS[goal.side]}): a completed ${goal.type} on this line, ${goal.vp} VP${goal.met ? ", met" : ""}`;
  return labelled({ class: cls("tw-goal", goal.met && "tw-goal-met") }, label, goalMark(goal, x, y, rot));
}

/** A golden arrow centred on (x, y), pointing `rot` degrees from down, under its chip (code and VP, "Ba4"). */
function goalMark(goal, x, y, rot) {
  const [fill, stroke, code] = kindOf(goal.type);
  return [h("path", { d: `M ${x - 7} ${y - 5} L ${x + 7} ${y - 5} L ${x} ${y + 5} Z`, transform: `rotate(${rot} ${x} ${y})`,
    fill: goal.met ? "#e0a800" : "#f7e7b0", stroke: "#8a6a12" }),
  h("rect", { x: x - 15, y: y - 8, width: 30, height: 16, rx: 3, fill, stroke, opacity: 0.95 }),
  t(x, y + 4, `${code}${goal.vp}`, TEXT, { ...mid, ...bold, fill: textOn(fill) })];
}

/** One cell of an estate: its tile (with a tick when a completed feature covers it), or the
 * banderole and the shovel on an empty cell; a piece on the estate at the screen. */
function estateCell(ctx, cell, tile, marks, kinds, name, mine) {
  const id = `${cell.row}-${cell.col}`;
  const label = `${name}'s board, row ${cell.row}, column ${cell.col}: `
    + (tile ? tile.label + (kinds ? ` (completed: ${kinds})` : "") + (marks.includes("built") ? " (just built)" : "")
      : `empty${marks.length ? ` (${marks.join(", ")})` : ""}`);
  const body = [
    h("rect", { class: "tw-shape", x: cell.x, y: cell.y, width: CELL, height: CELL, rx: 2, fill: tile ? GRASS : "#f6f1e6", stroke: tile ? "#7c8f6a" : "#ddd3c0" }),
    tile ? tileFace(tile, cell.x, cell.y, CELL) : null,
    tile && kinds ? h("g", {}, h("circle", { cx: cell.x + CELL - 8, cy: cell.y + 8, r: 8, fill: "#fff", stroke: "#2e7d32" }),
      t(cell.x + CELL - 8, cell.y + 12, "✓", TEXT, { ...mid, ...bold, fill: "#2e7d32" })) : null,
    marks.includes("banderole") ? h("g", {},
      h("path", { d: `M ${cell.x + 8} ${cell.y + 8} L ${cell.x + 30} ${cell.y + 14} L ${cell.x + 8} ${cell.y + 20} Z`, fill: "#d04a3a", stroke: "#7c2813" }),
      h("line", { x1: cell.x + 8, y1: cell.y + 6, x2: cell.x + 8, y2: cell.y + 38, stroke: "#5b534a", "stroke-width": 2 })) : null,
    marks.includes("shovel") ? h("g", {},
      h("path", { d: `M ${cell.x + 13} ${cell.y + 16} L ${cell.x + 27} ${cell.y + 16} L ${cell.x + 25} ${cell.y + 28} L ${cell.x + 15} ${cell.y + 28} Z`, fill: "#8f9aa3", stroke: "#4a525a" }),
      h("line", { x1: cell.x + 20, y1: cell.y + 3, x2: cell.x + 20, y2: cell.y + 16, stroke: "#7a5230", "stroke-width": 3 }),
      t(cell.x + CELL / 2, cell.y + CELL - 2, "start", TEXT, { ...mid, fill: INK })) : null,
    // The tile its seat built on its last turn: outlined, so it is found when play has passed on.
    marks.includes("built") ? h("rect", { class: "tw-built", x: cell.x + 1.5, y: cell.y + 1.5, width: CELL - 3, height: CELL - 3,
      fill: "none", stroke: INK, "stroke-width": 3, "stroke-dasharray": "6 3" }) : null,
  ];
  return mine ? piece(ctx, `cell:${id}`, label, { class: "tw-cell" }, body) : labelled({ class: "tw-cell" }, label, body);
}

/** A seat's estate, kept from the last redraw while nothing it shows has changed (an estate
 * is a third of the board's nodes, and most moves change one seat). `main`: the estate at the
 * screen, whose slot under the board shows the tile in hand, else what the seat before built
 * on its turn (view.built): play has passed on, and its player still sees the tile. */
function estate(view, ctx, seat, x0, y0, names, main = false) {
  const acting = view.current_player;
  const mine = seat.seat === (view.seat ?? acting); // its cells are pieces (place, or why not)
  const now = acting === seat.seat;
  const built = view.built;
  const fresh = built?.seat === seat.seat ? `${built.row}-${built.col}` : ""; // marked on its cell
  const before = main && built && built.seat !== seat.seat ? built : null;
  return memo(ctx, `estate:${seat.seat}:${x0}:${y0}:${main}`,
    [seat, mine, now, now && view.holding, now && view.fountain_draw, names[seat.seat], view.static, fresh,
      before && view.seats[before.seat], before && names[before.seat], before && `${before.row}-${before.col}`],
    () => drawEstate(view, ctx, seat, x0, y0, names, { mine, now, main, fresh, before }));
}

/** The grid of the building board of an estate drawn at (x0, y0), as grid.js takes it. */
function estateGrid(x0, y0) {
  return { x: x0 + FR + 18, y: y0 + 44 + FR, size: CELL, gap: CGAP };
}

function drawEstate(view, ctx, seat, x0, y0, names, { mine, now, main, fresh, before }) {
  const n = view.static.board_size || 6;
  const span = gridSpan(n, CELL, CGAP);
  const layout = estateGrid(x0, y0);
  const { x: gx, y: gy } = layout;
  const cells = gridCells(n, n, layout);
  const banderoles = new Set((seat.banderoles || []).map(([r, c]) => `${r}-${c}`));
  const shovel = `${seat.shovel[0]}-${seat.shovel[1]}`;
  const done = new Map(); // cell -> kinds completed there
  for (const f of seat.completed || []) for (const [r, c] of f.cells) done.set(`${r}-${c}`, [...(done.get(`${r}-${c}`) || []), f.kind]);
  const cellTree = cells.map((cell) => {
    const id = `${cell.row}-${cell.col}`;
    const tile = seat.district[cell.row * n + cell.col];
    const marks = [];
    if (!tile && banderoles.has(id)) marks.push("banderole");
    if (!tile && id === shovel) marks.push("shovel");
    const kinds = done.get(id)?.join(", ") ?? "";
    if (tile && id === fresh) marks.push("built");
    return memo(ctx, `cell:${seat.seat}:${id}:${mine}`, [tile, marks.join(), kinds, cell.x, cell.y, names[seat.seat], mine],
      () => estateCell(ctx, cell, tile, marks, kinds, names[seat.seat], mine));
  });
  // The frame, its coordinates and goals change seldom: kept apart from the seat's stocks.
  // The coordinates sit outside the frame, clear of the goals on it.
  const grid = memo(ctx, `grid:${gx}:${gy}:${n}`, [], () => h("g", { class: "tw-grid" },
    h("rect", { x: gx - FR, y: gy - FR, width: span + 2 * FR, height: span + 2 * FR, rx: 4, fill: "#c7b08a", stroke: "#7a6440" }),
    Array.from({ length: n }, (_, i) => t(gx + i * (CELL + CGAP) + CELL / 2, gy - FR - 3, i, TEXT, { ...mid, fill: INK })),
    Array.from({ length: n }, (_, i) => t(gx - FR - 10, gy + i * (CELL + CGAP) + CELL / 2 + 4, i, TEXT, { "text-anchor": "end", fill: INK }))));
  const goals = memo(ctx, `goals:${seat.seat}:${gx}:${gy}:${n}`, [seat.frame_goals],
    () => h("g", { class: "tw-goals" }, (seat.frame_goals || []).map((g) => frameGoal(g, gx, gy, span, n))));
  const header = [
    h("rect", { x: x0, y: y0, width: EST_W, height: 24, rx: 12, fill: now ? tint(seat.colour, 0.8) : "#f1ece2", stroke: seat.colour, "stroke-width": now ? 3 : 1.5 }),
    h("circle", { cx: x0 + 13, cy: y0 + 12, r: 7, fill: seat.colour, stroke: INK }),
    t(x0 + 26, y0 + 17, fitText(names[seat.seat], 190, 14, true), 14, bold),
    now ? t(x0 + 225, y0 + 17, "▶ to play", 13, { ...bold, fill: "#5d4e37" }) : null,
    t(x0 + EST_W - 12, y0 + 17, `${seat.vp} VP`, 14, { ...bold, "text-anchor": "end" }),
  ];
  // The player's things, right of the board: wares, coins and bread, counts, stored tiles
  // (faces for their owner, backs for everyone else), fountain cards kept face down.
  const sx = gx + span + FR + 10;
  const sw = x0 + EST_W - sx;
  let sy = y0 + 32;
  const side = [];
  const w = seat.wares || {};
  ["fish", "grapes", "herbs", "chicken"].forEach((k, i) => side.push(labelled({}, `${k}: ${w[k] ?? 0}`,
    chip(k, w[k] ?? 0, sx + (i % 2) * 48, sy + Math.floor(i / 2) * 23))));
  sy += 46;
  side.push(labelled({}, `coins: ${seat.coins}`, chip("coins", seat.coins, sx, sy)),
    labelled({}, `bread: ${seat.bread}`, chip("bread", seat.bread, sx + 48, sy)));
  sy += 24;
  const barVp = view.static.bar_values?.[seat.bar];
  side.push(t(sx, sy + 14, `Discs ${seat.discs}`, TEXT), t(sx, sy + 30, `Bar ${barVp ?? seat.bar} VP`, TEXT),
    t(sx, sy + 46, `Chimneys ${seat.chimneys}`, TEXT));
  sy += 54;
  side.push(t(sx, sy + 12, `Stored: ${seat.stored}`, 13, bold));
  sy += 17;
  const small = 20;
  const perRow = Math.max(1, Math.floor((sw + 3) / (small + 3)));
  const stored = seat.stored_tiles || Array.from({ length: seat.stored }, () => null);
  // The side column ends where the slot under the board begins (the turned tiles reach under
  // it): as many stored tiles as fit in the rows left, then how many more.
  let by = gy + span + FR + 6;
  const under = 4 + 17 + 26; // the gap, "Fountains: n" and the face-down cards, under the stored tiles
  const fits = perRow * Math.max(1, Math.floor((by - under - sy) / (small + 3)));
  const shown = stored.length > fits ? stored.slice(0, fits - 1) : stored;
  shown.forEach((tile, i) => {
    const x = sx + (i % perRow) * (small + 3);
    const y = sy + Math.floor(i / perRow) * (small + 3);
    side.push(tile ? labelled({}, `Stored tile: ${tile.label}`, tileFace(tile, x, y, small))
      : labelled({}, "A stored tile, face down", tileBack("light", x, y, small)));
  });
  if (shown.length < stored.length) {
    const i = shown.length;
    side.push(t(sx + (i % perRow) * (small + 3), sy + Math.floor(i / perRow) * (small + 3) + 15,
      `+${stored.length - i}`, TEXT, bold));
  }
  sy += Math.ceil((shown.length + (shown.length < stored.length)) / perRow) * (small + 3) + 4;
  side.push(t(sx, sy + 12, `Fountains: ${seat.fountain_cards}`, 13, bold));
  sy += 17;
  if (!seat.fountain_faces && seat.fountain_cards) {
    side.push(labelled({}, `${plural(seat.fountain_cards, "fountain card")}, face down`,
      Array.from({ length: seat.fountain_cards }, (_, i) => h("rect", { x: sx + i * 10, y: sy, width: 16, height: 22, rx: 3, fill: "#3d6f9c", stroke: "#1f3f5c" }))));
  }
  // Under the board: the tile in hand (room kept on the estate at the screen, so that the
  // fountain cards under it stay put), then the fountain cards' faces for their owner.
  if (main) {
    if (mine && now && view.holding) {
      const s = 56;
      side.push(t(x0, by + 13, "Tile in hand", 13, bold),
        labelled({ class: "tw-holding" }, `Tile in hand: ${tileLabel(view.holding)}`, tileFace(view.holding, x0 + 96, by + 2, s)));
      // The same tile turned, so that the menu's "turned 90°" has a picture.
      [1, 2, 3].forEach((q) => {
        const cell = { x: x0 + 96 + s + 14 + (q - 1) * 80, y: by + 18, size: 40 };
        side.push(labelled({ class: "tw-turned" }, `${view.holding.label}, turned ${q * 90}°`,
          h("g", { transform: rotation(cell, q) }, tileFace(view.holding, cell.x, cell.y, 40)),
          t(cell.x + 40 + 3, cell.y + 24, `${q * 90}°`, TEXT, { fill: INK })));
      });
    } else if (before) side.push(justBuilt(view, before, names, x0, by));
    by += SLOT;
  }
  const faces = [...(seat.fountain_faces || []).map((c) => [c, false])];
  if (now && view.fountain_draw) faces.push(...view.fountain_draw.map((c) => [c, true]));
  side.push(fountainCards(ctx, faces, x0, by));
  by += FOUNTAINS;
  const height = by - y0; // the same for any stocks and cards: nothing under it moves
  return {
    tree: h("g", { class: "tw-estate", "data-seat": seat.seat, role: "group", "aria-label": `${names[seat.seat]}'s district` },
      header, grid, cellTree, goals, side),
    height,
  };
}

/** The fountain cards' faces (`[card, just drawn]`) in their fixed room at (x0, y0): each a
 * chip with the code and colour of what it counts and "2 VP per pond"; a card just drawn
 * (looked at after placing a fountain) has a dashed outline. More than 6 (never in a game)
 * go into narrower columns, their words cut. */
function fountainCards(ctx, faces, x0, y0) {
  const cols = Math.max(2, Math.ceil(faces.length / CARD_ROWS));
  const cw = (EST_W - (cols - 1) * 4) / cols;
  return faces.map(([card, drawn], i) => {
    const x = x0 + (i % cols) * (cw + 4);
    const y = y0 + Math.floor(i / cols) * (CARD_H + CARD_GAP);
    const kind = KINDS[card.per] ? card.per : String(card.per).replace(/s$/, ""); // "villas": a villa
    const [fill, stroke, code] = kindOf(kind);
    return piece(ctx, `fountain:${card.id}`, `Fountain card${drawn ? " just drawn" : ""}: ${card.text}`, { class: "tw-fountain" },
      h("rect", { class: "tw-shape", x, y, width: cw, height: CARD_H, rx: 4, fill: drawn ? "#fff7d6" : "#e3f0fa", stroke: "#2f5f8a",
        "stroke-width": drawn ? 2 : 1, "stroke-dasharray": drawn ? "5 3" : null }),
      h("rect", { x: x + 3, y: y + 3, width: 26, height: CARD_H - 6, rx: 2, fill, stroke }),
      t(x + 16, y + 14, code, TEXT, { ...mid, ...bold, fill: textOn(fill) }),
      t(x + 34, y + 14, fitText(`${card.vp} VP per ${kind}`, cw - 38, TEXT), TEXT, { fill: INK }));
  });
}

/** In the slot of the estate at the screen, what the seat before built on its turn: the tile
 * (codes drawn), its cell, and where that is on a small map of that seat's district. */
function justBuilt(view, built, names, x0, y0) {
  const seat = view.seats[built.seat];
  const n = view.static.board_size || 6;
  const tile = seat?.district[built.row * n + built.col];
  if (!tile) return null;
  const m = 8; // a cell of the map: the map fits the slot
  const mx = x0 + 272;
  const my = y0 + 4;
  const map = seat.district.map((tl, i) => {
    const x = mx + (i % n) * (m + 1);
    const y = my + Math.floor(i / n) * (m + 1);
    return tl ? tileFace(tl, x, y, m, false) : h("rect", { x, y, width: m, height: m, fill: "#f6f1e6" });
  });
  return labelled({ class: "tw-just-built" }, `${names[built.seat]} just built ${tile.label} at row ${built.row}, column ${built.col}`,
    t(x0, y0 + 13, fitText(seat.name, 92, 13, true), 13, bold), // the name: a label ("(steady bot)") would be cut
    t(x0, y0 + 29, "just built", 13, bold),
    tileFace(tile, x0 + 96, y0 + 2, 56),
    t(x0 + 164, y0 + 24, `row ${built.row},`, TEXT, { fill: INK }),
    t(x0 + 164, y0 + 40, `column ${built.col}`, TEXT, { fill: INK }),
    h("rect", { x: mx - 3, y: my - 3, width: n * (m + 1) + 5, height: n * (m + 1) + 5, rx: 2, fill: "#c7b08a", stroke: "#7a6440" }),
    map,
    h("rect", { x: mx + built.col * (m + 1) - 1.5, y: my + built.row * (m + 1) - 1.5, width: m + 3, height: m + 3,
      fill: "none", stroke: INK, "stroke-width": 2 }));
}

// ---------------------------------------------------------------- the whole board

/** The construction site with the seal tiles under it: the shared area during the rounds,
 * a fold in a scoring period. Returns the tree and its height (AREA). */
function siteArea(view, ctx) {
  return {
    tree: [site(view, ctx, 0), memo(ctx, "seals", [view.seals], () => sealRow(view, ctx, 0, SITE_H, COL))],
    height: AREA,
  };
}

/** The left column of the main picture: the shared area (the site, or the scoring cards in a
 * scoring period, in the same room), then the banderole bar, which never moves. */
function leftColumn(view, ctx) {
  const area = scoringNow(view) ? cardGrid(view, ctx, 0, 0) : siteArea(view, ctx);
  const bar = barRow(view, 0, AREA);
  return { tree: [area.tree, bar.tree], height: AREA + bar.height };
}

function boardSvg(view, ctx, names, preview) {
  const s = view.static;
  const phaseLine = view.phase === "over" ? "Game over"
    : `Phase ${view.game_phase} of ${s.phases ?? 4} · ${view.scoring ? "scoring period" : `round ${view.round} of ${s.rounds_per_phase ?? 7}`}`
      + ` · starts: ${fitText(view.seats[view.start_player]?.name ?? "?", 90, 14, true)}`;
  const y0 = 22;
  // A scoring period is decided on the scoring cards; every other turn on the construction site.
  const left = leftColumn(view, ctx);
  // The estate of the seat at the screen (under the curtain: the one that was there), under
  // the phase; the other estates fold away (othersSvg).
  const top = t(EX, 15, phaseLine, 14, bold);
  const mine = estate(view, ctx, atScreen(view), EX, y0, names, true);
  const height = Math.max(left.height, y0 + mine.height) + 4;
  return svg(W, height, { class: "tw-board-svg", role: "group", "aria-label": `${view.title || "Carpe Diem"} board`,
    style: widthAt(W) },
  top, left.tree, mine.tree, placePreview(view, preview, EX, y0));
}

const scoringNow = (view) => view.scoring != null;

/** An SVG's largest width: one unit a px at laptop size (js/README.md, Sizes), a third more at projector size. */
const widthAt = (w) => `max-width: calc(${w}px * var(--tw-scale))`;

/** The tile in hand on the cell where the menu's choice `action` would build it, turned as it
 * says: the player sees where its features would go before choosing. */
function placePreview(view, action, x0, y0) {
  if (!placement(action) || !view.holding) return null;
  const cell = gridCell(action.row, action.col, estateGrid(x0, y0));
  return cellPreview(cell, h("g", { transform: rotation(cell, action.rotation) }, tileFace(view.holding, cell.x, cell.y, CELL)));
}

/** The seat whose estate the board shows first (shared.js screenSeat). */
function atScreen(view) {
  return view.seats[screenSeat(view)] || view.seats[0];
}

/** The other players' estates, two a row. */
function othersSvg(view, ctx, others, names) {
  const out = [];
  let y = 0;
  for (let i = 0; i < others.length; i += 2) {
    const row = others.slice(i, i + 2).map((seat, k) => estate(view, ctx, seat, k * (W - EST_W), y, names));
    out.push(row.map((e) => e.tree));
    y += Math.max(...row.map((e) => e.height)) + 12;
  }
  return svg(W, y, { class: "tw-fold-svg", role: "group", "aria-label": "The other players' estates", style: widthAt(W) }, out);
}

/** What the main picture's left column does not show now (the scoring cards during the
 * rounds, the construction site during a scoring period), and the legend: folds. */
function shownAside(view, ctx) {
  const scoring = scoringNow(view);
  const left = scoring ? siteArea(view, ctx) : cardGrid(view, ctx, 0, 0);
  return [
    { id: scoring ? "site" : "cards", title: scoring ? "Construction site" : "Scoring cards",
      open: false, content: svg(COL, left.height + 4, { class: "tw-fold-svg", role: "group", style: widthAt(COL),
        "aria-label": scoring ? "The construction site" : "The scoring cards" }, left.tree) },
    { id: "legend", title: "Legend", open: false, content: memo(ctx, "fold:legend", [], () => {
      const leg = legend(0, 0, W, 4);
      return svg(W, leg.height, { class: "tw-fold-svg", role: "group", "aria-label": "Legend", style: widthAt(W) }, leg.tree);
    }) },
    { id: "villas", title: "Villa table", open: false, content: memo(ctx, "fold:villas", [view.static.villa_vp], () => {
      const villas = villaTable(view.static.villa_vp || [], W);
      return svg(W, villas.height, { class: "tw-fold-svg", role: "group", "aria-label": "Villa table", style: widthAt(W) },
        villas.tree);
    }) },
  ];
}

// ---------------------------------------------------------------- entry points

/**
 * The whole board as a virtual tree (pure). `traits` holds the other widget traits
 * (status, error, handoff, can_undo, seat_labels) and the open menu, all optional.
 */
export function boardTree(view, choices, handlers, traits = {}) {
  const ctx = context(choices, handlers, traits.memory);
  const names = view.seats.map((s, i) => traits.seat_labels?.[i] || s.name);
  const others = view.seats.filter((x) => x !== atScreen(view));
  return frame({
    className: "tw-carpe-diem",
    label: view.title || "Carpe Diem",
    view, traits, ctx, names,
    colours: view.seats.map((s) => s.colour),
    board: boardSvg(view, ctx, names, traits.menu?.preview),
    folds: [{ id: "estates", title: othersTitle(others, names),
      open: view.winners != null, content: othersSvg(view, ctx, others, names) }, ...shownAside(view, ctx)],
  });
}

/** The others' tab: their labels ("Blue (steady bot)") and VP (the one other seat's without
 * "Others:" if need be), else their names and VP, else
 * (3 or 4 players) each seat as on the board, its initial on its colour, then its VP, the
 * names in the tooltip. The tab has a fixed width (it must not move its neighbours) and every
 * seat's VP stays readable in it: "Others:" gives way to VP of three digits at 4 players. */
function othersTitle(others, names) {
  const title = (name) => `Others: ${others.map((x) => `${name(x)} ${x.vp}`).join(" · ")} VP`;
  const fits = (s) => fitText(s, 226, 15, true) === s;
  const full = title((x) => names[x.seat]);
  if (fits(full)) return full;
  // One other seat: its label ("Blue (steady bot) 9 VP") names whose estate the tab opens.
  const label = full.replace(/^Others: /, "");
  if (others.length === 1 && fits(label)) return label;
  const short = title((x) => x.name);
  if (fits(short)) return short;
  const wide = others.map((x) => String(x.vp)).join("").length > 6; // more than three seats of two digits
  return h("span", { title: full }, wide ? null : "Others:", others.map((x, i) => [wide && !i ? null : " ",
    h("span", { class: "tw-cd-initial", style: `background: ${x.colour}; color: ${textOn(x.colour)}` }, x.name[0]), x.vp]));
}

export default {
  render({ model, el }) {
    return renderBoard(model, el, boardTree, CSS, placement);
  },
};

// What only this board draws; the frame, glow/focus and panel styles are in shared.js.
const CSS = `
.tw-carpe-diem .tw-fold-svg { display: block; width: 100%; height: auto; margin-bottom: 8px; }
/* What is only consulted folds away in one row of tabs under the board (issue 34: a turn on one screen). */
.tw-carpe-diem > .tw-fold:not([open]) { display: inline-block; margin-right: 3px; padding: 0 8px; vertical-align: top; }
/* The tabs whose titles change (the others' VP; the site or the cards, as a scoring period
   comes and goes) have fixed widths, so that no tab moves under the pointer; long seat labels
   ("Blue (steady bot)") are cut, so that the row of tabs stays one row. */
.tw-carpe-diem > .tw-fold[data-fold=estates]:not([open]) { width: calc(250px * var(--tw-scale)); box-sizing: border-box; }
.tw-carpe-diem > .tw-fold:is([data-fold=site], [data-fold=cards]):not([open]) { width: calc(180px * var(--tw-scale));
  box-sizing: border-box; }
.tw-carpe-diem > .tw-fold:is([data-fold=estates], [data-fold=site], [data-fold=cards]):not([open]) > summary {
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.tw-carpe-diem .tw-cd-initial { display: inline-block; min-width: 1.2em; border-radius: 0.6em; text-align: center;
  border: 1px solid ${INK}; line-height: 1.1; margin-right: 2px; }
.tw-carpe-diem .tw-cd-tile.tw-glow > .tw-shape, .tw-carpe-diem .tw-cell.tw-glow > .tw-shape { fill: rgba(255, 196, 0, 0.25); }
.tw-carpe-diem .tw-cell.tw-glow > .tw-shape { fill: #fff1c2; }
`;
