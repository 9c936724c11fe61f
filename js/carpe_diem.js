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
const KINDS = {
  villa: ["#e7d3b0", "#8a6d3b", "V"],
  pond: ["#6fa8dc", "#2f5f8a", "Po"],
  vineyard: ["#a77bbd", "#5b3470", "Vi"],
  garden: ["#5e9e4f", "#2f5d26", "Ga"],
  pasture: ["#e8cf72", "#8d7620", "Pa"],
  merchant: ["#f3c443", "#8d6e0b", "Me"],
  baker: ["#b8733f", "#6b3d17", "Ba"],
  administrator: ["#4f86c6", "#1f4c80", "Ad"],
  craftsman: ["#d65a3a", "#7c2813", "Cr"],
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

const W = 1000;
const T = 40; // a tile on the construction site or a seal space
const CELL = 46; // a cell of a building board
const CGAP = 2;
const FR = 16; // the frame around a building board (frame goals sit on it)
const EST_W = 490; // one estate (building board + its player's things)

// ---------------------------------------------------------------- tiles

/**
 * The drawing of a tile's face in the square (x, y, s): grass, then each feature as a thick
 * band from the sides it reaches (joined inside the tile), a market/bakery/fountain as a
 * disc in the middle; each feature carries its code (villas their chimneys too).
 */
function tileFace(tile, x, y, s) {
  const out = [h("rect", { x, y, width: s, height: s, fill: GRASS })];
  const feats = tile.features || [];
  const cx = x + s / 2;
  const cy = y + s / 2;
  const wide = s * (feats.length > 1 ? 0.34 : 0.42);
  for (const f of feats) {
    const [fill, stroke, code] = kindOf(f.kind);
    if (!f.sides.length) {
      out.push(h("circle", { cx, cy, r: s * 0.34, fill, stroke, "stroke-width": Math.max(1.5, s / 22) }),
        t(cx, cy + s * 0.1, code, Math.round(s * 0.28), { ...mid, ...bold, fill: stroke }));
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
    const size = Math.round(s * (feats.length > 1 ? 0.24 : 0.28));
    const label = f.kind === "villa" ? `${code}${f.chimneys || ""}` : code;
    const ink = ["pond", "vineyard", "garden", "baker", "administrator", "craftsman"].includes(f.kind) ? "#fff" : INK;
    out.push(t(lx, ly + size * 0.36, label, size, { ...mid, ...bold, fill: ink }));
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
    s >= 30 ? t(x + s / 2, y + s / 2 + 4, back === "dark" ? "dark" : "light", Math.round(s * 0.26),
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
    t(x + r, y + r + r * 0.42, letter, Math.round(r * 1.15), { ...mid, ...bold, fill: ink }),
    t(x + 2 * r + 3, y + r + 5, `${n}`, 14, bold)];
}

/** A patrician (meeple) in a seat's colour with its initial. */
function meeple(seat, x, y) {
  return labelled({ class: "tw-meeple" }, `${seat.name}'s patrician`,
    h("circle", { cx: x, cy: y - 7, r: 5, fill: seat.colour, stroke: INK }),
    h("path", { d: `M ${x - 7} ${y + 9} L ${x - 4} ${y - 2} L ${x + 4} ${y - 2} L ${x + 7} ${y + 9} Z`, fill: seat.colour, stroke: INK }),
    t(x, y + 7, seat.name[0], 8, { ...mid, ...bold, fill: textOn(seat.colour) }));
}

function disc(seat, cx, cy, r = 8) {
  return [h("circle", { cx, cy, r, fill: seat.colour, stroke: INK }),
    t(cx, cy + r * 0.45, seat.name[0], Math.round(r * 1.2), { ...mid, ...bold, fill: textOn(seat.colour) })];
}

function textOn(hex) {
  const m = /^#([0-9a-f]{6})$/i.exec(hex || "");
  if (!m) return "#fff";
  const n = parseInt(m[1], 16);
  return (0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) > 160 ? INK : "#fff";
}

// ---------------------------------------------------------------- the construction site

function site(view, ctx, y0) {
  const n = view.spaces.length;
  const cx = 235;
  const cy = y0 + 178;
  const at = (i, rx, ry) => {
    const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
  };
  const node = (i) => at(i, 64, 58);
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
  const box = 2 * T + 4;
  const drawSpace = (sp, i) => {
    const [nx, ny] = node(i);
    const [bx, by] = at(i, 168, 128);
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
      sp.tiles.map((tile, k) => tilePiece(ctx, "tile", tile, x + (k % 2) * (T + 4), y + Math.floor(k / 2) * (T + 4), T)),
      // the picks left, under the space's corner: on it, the badge hid the last tile's name
      sp.tiles.length ? h("g", {},
        h("rect", { x: x + box - 26, y: y + box + 6, width: 30, height: 16, rx: 8, fill: "#5d4e37" }),
        t(x + box - 11, y + box + 18, `${sp.picks_left}×`, 11, { ...mid, ...bold, fill: "#fff" })) :
        t(x + box / 2, y + box / 2 + 4, "empty", 12, { ...mid, fill: MUTED }),
      // The semicircular space itself, with its number and the patricians on it.
      h("circle", { cx: nx, cy: ny, r: 17, fill: PAPER, stroke: "#3b3631", "stroke-width": 2 }),
      t(nx, ny + 6, sp.space, 16, { ...mid, ...bold }),
      here.map((s, k) => meeple(s, nx - (here.length - 1) * 8 + k * 16, ny + 30)));
  };
  const spaces = view.spaces.map((sp, i) => memo(ctx, `space:${sp.space}`,
    [sp, i, n, y0, sp.meeples.map((s) => `${view.seats[s].name}|${view.seats[s].colour}`).join()], () => drawSpace(sp, i)));
  return h("g", { class: "tw-site", role: "group", "aria-label": "Construction site: 7 spaces joined by lines" },
    t(0, y0 + 14, "Construction site", 15, bold),
    t(0, y0 + 30, "×: tiles you may still take", 11, { fill: MUTED }),
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
  // What the card asks, then its reward in bold: four lines fit the longest card text.
  const lines = [...wrapText(need, cw - 30, 11).map((l) => [l, {}]), ...wrapText(reward, cw - 30, 11, true).map((l) => [l, bold])];
  return piece(ctx, `card:${card.id}`, `Scoring card ${card.id} (${card.pile}, ${red ? "red: pay" : "green: own"}): ${card.text}`,
    { class: "tw-card" },
    h("rect", { class: "tw-shape", x, y, width: cw, height: ch, rx: 6, fill: red ? "#f8e0db" : "#e0f0d6", stroke: red ? "#b5493a" : "#4f8a3a" }),
    h("rect", { x: x + 4, y: y + 4, width: 18, height: 18, rx: 3, fill: red ? "#b5493a" : "#4f8a3a" }),
    t(x + 13, y + 17, card.pile, 12, { ...mid, ...bold, fill: "#fff" }),
    lines.slice(0, 4).map(([l, style], k) => t(x + 26, y + 15 + k * 13, l, 11, style)));
}

function cardGrid(view, ctx, x0, y0) {
  const { rows, cols } = view.static.card_grid || { rows: 4, cols: 3 };
  const cw = 150;
  const ch = 64;
  const gx = 28;
  const gy = 24;
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
      h("circle", { class: "tw-shape", cx: px, cy: py, r: 11, fill: owner ? owner.colour : PAPER, stroke: "#5d4e37", "stroke-width": 1.5 }),
      owner ? t(px, py + 4, owner.name[0], 11, { ...mid, ...bold, fill: textOn(owner.colour) }) : null);
  });
  return h("g", { class: "tw-cards", role: "group", "aria-label": "Scoring cards and the circles between them" },
    t(x0, y0 + 14, "Scoring cards", 15, bold),
    t(x0 + 120, y0 + 14, "red: pay · green: own · a disc on a circle scores both", 11, { fill: MUTED }),
    cards, circles);
}

// ---------------------------------------------------------------- bar, seals, piles

function barRow(view, x0, y0) {
  const values = view.static.bar_values || [];
  const bw = 29;
  const order = view.bar_order || view.seats.map((s) => s.seat);
  const out = [t(x0, y0 + 14, "Banderole bar (VP at the end)", 15, bold)];
  values.forEach((v, i) => {
    const x = x0 + i * bw;
    out.push(h("rect", { x, y: y0 + 22, width: bw - 2, height: 22, rx: 3, fill: "#f3e6c4", stroke: "#b59a5a" }),
      t(x + (bw - 2) / 2, y0 + 38, v, 12, { ...mid, ...bold }));
    // Discs on this space, the one on top (furthest on) first.
    const here = order.filter((s) => view.seats[s].bar === i).reverse();
    here.forEach((s, k) => out.push(labelled({ class: "tw-bar-disc" },
      `${view.seats[s].name} on bar space ${i} (${v} VP)${k === 0 && here.length > 1 ? ", on top" : ""}`,
      disc(view.seats[s], x + (bw - 2) / 2, y0 + 55 + k * 15, 7))));
  });
  return h("g", { class: "tw-bar", role: "group", "aria-label": "Banderole bar" }, out);
}

function sealRow(view, ctx, x0, y0, width) {
  const seals = view.seals || [];
  const s = Math.min(T, Math.floor(width / Math.max(1, seals.length)) - 4);
  return h("g", { class: "tw-seals", role: "group", "aria-label": "Seal spaces (dark tiles for craftsman dwellings)" },
    t(x0, y0 + 14, "Seal tiles (for a craftsman dwelling)", 15, bold),
    seals.map((tile, i) => {
      const x = x0 + i * (s + 4);
      return tile ? tilePiece(ctx, "seal", tile, x, y0 + 22, s, "Seal tile")
        : h("rect", { x, y: y0 + 22, width: s, height: s, rx: 3, fill: "none", stroke: "#d8cfbf", "stroke-dasharray": "3 3" });
    }));
}

/** The tile codes, then the letters of the wares, coins and bread counters, in rows of
 * `perRow` across `width`; returns the tree and its height. */
function legend(x0, y0, width, perRow) {
  const step = width / perRow;
  const at = (i) => [x0 + (i % perRow) * step, y0 + Math.floor(i / perRow) * 22];
  const kinds = Object.entries(KINDS);
  const tree = h("g", { class: "tw-legend", role: "group", "aria-label": "Legend of the tile codes and counters" },
    kinds.map(([kind, [fill, stroke, code]], i) => {
      const [x, y] = at(i);
      return [h("rect", { x, y, width: 26, height: 18, rx: 3, fill, stroke }),
        t(x + 13, y + 13, code, 11, { ...mid, ...bold, fill: textOn(fill) }),
        t(x + 31, y + 13, kind, 12, { fill: MUTED })];
    }),
    Object.keys(STUFF).map((kind, k) => {
      const [x, y] = at(kinds.length + k);
      return [chip(kind, "", x + 4, y).slice(0, 2), t(x + 31, y + 13, kind, 12, { fill: MUTED })];
    }));
  return { tree, height: Math.ceil((kinds.length + Object.keys(STUFF).length) / perRow) * 22 };
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
  const [fill, stroke, code] = kindOf(goal.type);
  const label = `Frame goal (${SIDE_WORDS[goal.side]}): a completed ${goal.type} on this line, ${goal.vp} VP${goal.met ? ", met" : ""}`;
  return labelled({ class: cls("tw-goal", goal.met && "tw-goal-met") }, label,
    h("path", { d: `M ${x - 7} ${y - 5} L ${x + 7} ${y - 5} L ${x} ${y + 5} Z`, transform: `rotate(${rot - 0} ${x} ${y})`,
      fill: goal.met ? "#e0a800" : "#f7e7b0", stroke: "#8a6a12" }),
    h("rect", { x: x - 12, y: y - 7, width: 24, height: 14, rx: 3, fill, stroke, opacity: 0.95 }),
    t(x, y + 4, `${code}${goal.vp}`, 9, { ...mid, ...bold, fill: textOn(fill) }));
}

/** One cell of an estate: its tile (with a tick when a completed feature covers it), or the
 * banderole and the shovel on an empty cell; a piece on the estate at the screen. */
function estateCell(ctx, cell, tile, marks, kinds, name, mine) {
  const id = `${cell.row}-${cell.col}`;
  const label = `${name}'s board, row ${cell.row}, column ${cell.col}: `
    + (tile ? tile.label + (kinds ? ` (completed: ${kinds})` : "") : `empty${marks.length ? ` (${marks.join(", ")})` : ""}`);
  const body = [
    h("rect", { class: "tw-shape", x: cell.x, y: cell.y, width: CELL, height: CELL, rx: 2, fill: tile ? GRASS : "#f6f1e6", stroke: tile ? "#7c8f6a" : "#ddd3c0" }),
    tile ? tileFace(tile, cell.x, cell.y, CELL) : null,
    tile && kinds ? h("g", {}, h("circle", { cx: cell.x + CELL - 7, cy: cell.y + 7, r: 6, fill: "#fff", stroke: "#2e7d32" }),
      t(cell.x + CELL - 7, cell.y + 11, "✓", 9, { ...mid, ...bold, fill: "#2e7d32" })) : null,
    marks.includes("banderole") ? h("g", {},
      h("path", { d: `M ${cell.x + 8} ${cell.y + 8} L ${cell.x + 30} ${cell.y + 14} L ${cell.x + 8} ${cell.y + 20} Z`, fill: "#d04a3a", stroke: "#7c2813" }),
      h("line", { x1: cell.x + 8, y1: cell.y + 6, x2: cell.x + 8, y2: cell.y + 38, stroke: "#5b534a", "stroke-width": 2 })) : null,
    marks.includes("shovel") ? h("g", {},
      h("path", { d: `M ${cell.x + 15} ${cell.y + 22} L ${cell.x + 31} ${cell.y + 22} L ${cell.x + 28} ${cell.y + 38} L ${cell.x + 18} ${cell.y + 38} Z`, fill: "#8f9aa3", stroke: "#4a525a" }),
      h("line", { x1: cell.x + 23, y1: cell.y + 6, x2: cell.x + 23, y2: cell.y + 22, stroke: "#7a5230", "stroke-width": 3 }),
      t(cell.x + CELL / 2, cell.y + CELL - 1, "start", 8, { ...mid, fill: MUTED })) : null,
  ];
  return mine ? piece(ctx, `cell:${id}`, label, { class: "tw-cell" }, body) : labelled({ class: "tw-cell" }, label, body);
}

/** A seat's estate, kept from the last redraw while nothing it shows has changed (an estate
 * is a third of the board's nodes, and most moves change one seat). */
function estate(view, ctx, seat, x0, y0, names) {
  const acting = view.current_player;
  const mine = seat.seat === (view.seat ?? acting); // its cells are pieces (place, or why not)
  const now = acting === seat.seat;
  return memo(ctx, `estate:${seat.seat}:${x0}:${y0}`,
    [seat, mine, now, now && view.holding, now && view.fountain_draw, names[seat.seat], view.static],
    () => drawEstate(view, ctx, seat, x0, y0, names, mine, now));
}

/** The grid of the building board of an estate drawn at (x0, y0), as grid.js takes it. */
function estateGrid(x0, y0) {
  return { x: x0 + FR + 14, y: y0 + 34 + FR, size: CELL, gap: CGAP };
}

function drawEstate(view, ctx, seat, x0, y0, names, mine, now) {
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
    return memo(ctx, `cell:${seat.seat}:${id}:${mine}`, [tile, marks.join(), kinds, cell.x, cell.y, names[seat.seat], mine],
      () => estateCell(ctx, cell, tile, marks, kinds, names[seat.seat], mine));
  });
  // The frame, its coordinates and goals change seldom: kept apart from the seat's stocks.
  const grid = memo(ctx, `grid:${gx}:${gy}:${n}`, [], () => h("g", { class: "tw-grid" },
    h("rect", { x: gx - FR, y: gy - FR, width: span + 2 * FR, height: span + 2 * FR, rx: 4, fill: "#c7b08a", stroke: "#7a6440" }),
    Array.from({ length: n }, (_, i) => t(gx + i * (CELL + CGAP) + CELL / 2, gy - FR - 3, i, 10, { ...mid, fill: MUTED })),
    Array.from({ length: n }, (_, i) => t(gx - FR - 4, gy + i * (CELL + CGAP) + CELL / 2 + 4, i, 10, { "text-anchor": "end", fill: MUTED }))));
  const goals = memo(ctx, `goals:${seat.seat}:${gx}:${gy}:${n}`, [seat.frame_goals],
    () => h("g", { class: "tw-goals" }, (seat.frame_goals || []).map((g) => frameGoal(g, gx, gy, span, n))));
  const vp = seat.vp;
  const header = [
    h("rect", { x: x0, y: y0, width: EST_W - 10, height: 26, rx: 13, fill: now ? tint(seat.colour, 0.8) : "#f1ece2", stroke: seat.colour, "stroke-width": now ? 3 : 1.5 }),
    h("circle", { cx: x0 + 14, cy: y0 + 13, r: 7, fill: seat.colour, stroke: INK }),
    t(x0 + 27, y0 + 18, fitText(names[seat.seat], 200, 14, true), 14, bold),
    now ? t(x0 + 230, y0 + 18, "▶ to play", 13, { ...bold, fill: "#5d4e37" }) : null,
    t(x0 + EST_W - 22, y0 + 18, `${vp} VP`, 15, { ...bold, "text-anchor": "end" }),
  ];
  // The player's things, right of the board.
  const sx = gx + span + FR + 12;
  const sw = x0 + EST_W - 10 - sx;
  let sy = y0 + 36;
  const side = [];
  const w = seat.wares || {};
  ["fish", "grapes", "herbs", "chicken"].forEach((k, i) => side.push(labelled({}, `${k}: ${w[k] ?? 0}`,
    chip(k, w[k] ?? 0, sx + (i % 2) * 58, sy + Math.floor(i / 2) * 22))));
  sy += 44;
  side.push(labelled({}, `coins: ${seat.coins}`, chip("coins", seat.coins, sx, sy)),
    labelled({}, `bread: ${seat.bread}`, chip("bread", seat.bread, sx + 58, sy)));
  sy += 24;
  const barVp = view.static.bar_values?.[seat.bar];
  side.push(t(sx, sy + 12, `Discs left ${seat.discs} · bar ${barVp ?? seat.bar} VP`, 12, { fill: INK }),
    t(sx, sy + 27, `Chimneys ${seat.chimneys}`, 12));
  sy += 36;
  if (now && view.holding) {
    side.push(t(sx, sy + 12, "Tile in hand", 13, bold));
    const s = 54;
    side.push(labelled({ class: "tw-holding" }, `Tile in hand: ${tileLabel(view.holding)}`, tileFace(view.holding, sx, sy + 18, s)));
    // The same tile turned, so that the menu's "turned 90°" has a picture.
    [1, 2, 3].forEach((q) => {
      const cell = { x: sx + s + 6 + (q - 1) * 30, y: sy + 18 + s - 26, size: 26 };
      side.push(labelled({ class: "tw-turned" }, `${view.holding.label}, turned ${q * 90}°`,
        h("g", { transform: rotation(cell, q) }, tileFace(view.holding, cell.x, cell.y, 26)),
        t(cell.x + 13, cell.y - 4, `${q * 90}°`, 10, { ...mid, fill: MUTED })));
    });
    sy += 18 + s + 8;
  }
  // Stored tiles: faces for their owner, backs for everyone else.
  side.push(t(sx, sy + 12, `Stored: ${seat.stored}`, 13, bold));
  sy += 16;
  const small = 22;
  const perRow = Math.max(1, Math.floor(sw / (small + 3)));
  const stored = seat.stored_tiles || Array.from({ length: seat.stored }, () => null);
  stored.forEach((tile, i) => {
    const x = sx + (i % perRow) * (small + 3);
    const y = sy + Math.floor(i / perRow) * (small + 3);
    side.push(tile ? labelled({}, `Stored tile: ${tile.label}`, tileFace(tile, x, y, small))
      : labelled({}, "A stored tile, face down", tileBack("light", x, y, small)));
  });
  sy += Math.ceil(stored.length / perRow) * (small + 3) + 4;
  // Fountain cards: faces for their owner (and at the end), a count for everyone else.
  side.push(t(sx, sy + 12, `Fountain cards: ${seat.fountain_cards}`, 13, bold));
  sy += 16;
  const faces = [...(seat.fountain_faces || []).map((c) => [c, false])];
  if (now && view.fountain_draw) faces.push(...view.fountain_draw.map((c) => [c, true]));
  if (!seat.fountain_faces && seat.fountain_cards) {
    side.push(labelled({}, `${plural(seat.fountain_cards, "fountain card")}, face down`,
      Array.from({ length: seat.fountain_cards }, (_, i) => h("rect", { x: sx + i * 12, y: sy, width: 30, height: 22, rx: 3, fill: "#3d6f9c", stroke: "#1f3f5c" }))));
    sy += 26;
  }
  for (const [card, drawn] of faces) {
    const lines = wrapText(card.text, sw - 10, 11); // every line: "2 VP for each completed merchant dwelling"
    const tall = 8 + 13 * lines.length;
    side.push(piece(ctx, `fountain:${card.id}`, `Fountain card${drawn ? " just drawn" : ""}: ${card.text}`, { class: "tw-fountain" },
      h("rect", { class: "tw-shape", x: sx, y: sy, width: sw, height: tall, rx: 4, fill: drawn ? "#fff7d6" : "#e3f0fa", stroke: "#2f5f8a" }),
      lines.map((l, k) => t(sx + 5, sy + 14 + k * 13, l, 11))));
    sy += tall + 4;
  }
  const height = Math.max(34 + span + 2 * FR + 6, sy - y0);
  return {
    tree: h("g", { class: "tw-estate", "data-seat": seat.seat, role: "group", "aria-label": `${names[seat.seat]}'s district` },
      header, grid, cellTree, goals, side),
    height,
  };
}

// ---------------------------------------------------------------- the whole board

function boardSvg(view, ctx, names, preview) {
  const s = view.static;
  const phaseLine = view.phase === "over" ? "Game over"
    : `Phase ${view.game_phase} of ${s.phases ?? 4} · ${view.scoring ? "scoring period" : `round ${view.round} of ${s.rounds_per_phase ?? 7}`}`
      + ` · starting player ${view.seats[view.start_player]?.name ?? "?"}`;
  const piles = `Face-down piles: light tiles ${view.light_pile} · dark tiles ${view.dark_pile} · fountain cards ${view.fountain_pile}`;
  const top = [t(0, 18, phaseLine, 17, bold), t(W, 18, piles, 12, { "text-anchor": "end", fill: MUTED }),
    h("rect", { x: W - 292, y: 26, width: 14, height: 14, rx: 2, fill: BACK.light, stroke: "#355e2a" }),
    t(W - 274, 38, "light back", 11, { fill: MUTED }),
    h("rect", { x: W - 200, y: 26, width: 14, height: 14, rx: 2, fill: BACK.dark, stroke: "#355e2a" }),
    t(W - 182, 38, "dark back (phase 4, seals)", 11, { fill: MUTED })];
  const y0 = 30;
  const siteTree = site(view, ctx, y0);
  const cards = cardGrid(view, ctx, 492, y0 + 16);
  // The estate of the seat at the screen (under the curtain: the one that was there), and
  // beside it the bar, the seals and the legend; the other estates fold away (othersSvg).
  const y1 = y0 + 372;
  const me = atScreen(view);
  const mine = estate(view, ctx, me, 0, y1, names);
  const rx = EST_W + 20;
  const discRows = Math.max(1, ...[...new Set(view.seats.map((x) => x.bar))].map((b) => view.seats.filter((x) => x.bar === b).length));
  const bar = barRow(view, rx, y1);
  const ys = y1 + Math.max(70, 50 + discRows * 15) + 4;
  const seals = memo(ctx, "seals", [view.seals, rx, ys], () => sealRow(view, ctx, rx, ys, W - rx));
  const yl = ys + 72;
  const leg = memo(ctx, "legend", [rx, yl], () => legend(rx, yl, W - rx, 3));
  const height = Math.max(y1 + mine.height, yl + leg.height) + 8;
  return svg(W, height, { class: "tw-board-svg", role: "group", "aria-label": `${view.title || "Carpe Diem"} board` },
    top, siteTree, cards, mine.tree, bar, seals, leg.tree, placePreview(view, preview, 0, y1));
}

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
    const row = others.slice(i, i + 2).map((seat, k) => estate(view, ctx, seat, k * (EST_W + 20), y, names));
    out.push(row.map((e) => e.tree));
    y += Math.max(...row.map((e) => e.height)) + 12;
  }
  return svg(W, y, { class: "tw-fold-svg", role: "group", "aria-label": "The other players' estates" }, out);
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
    folds: [{ id: "estates", title: `Other players' estates: ${others.map((x) => `${names[x.seat]} ${x.vp} VP`).join(" · ")}`,
      open: view.winners != null, content: othersSvg(view, ctx, others, names) }],
  });
}

export default {
  render({ model, el }) {
    return renderBoard(model, el, boardTree, CSS, placement);
  },
};

// What only this board draws; the frame, glow/focus and panel styles are in shared.js.
const CSS = `
.tw-carpe-diem .tw-board-svg { max-width: 1100px; }
.tw-carpe-diem .tw-fold-svg { display: block; width: 100%; max-width: 1100px; height: auto; margin-bottom: 8px; }
.tw-carpe-diem .tw-cd-tile.tw-glow > .tw-shape, .tw-carpe-diem .tw-cell.tw-glow > .tw-shape { fill: rgba(255, 196, 0, 0.25); }
.tw-carpe-diem .tw-cell.tw-glow > .tw-shape { fill: #fff1c2; }
`;
