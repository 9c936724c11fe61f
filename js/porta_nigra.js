// porta_nigra.js: the Porta Nigra board for anywidget.
//
// Draws the `view` trait (shape in js/README.md) and highlights the `choices` trait. No
// game rule lives here: what can be clicked, and what a click means, comes from Python.
import {
  h, svg, cls, humanise, piece, labelled, context, memo, frame, renderBoard, screenSeat, fitText, wrapText, textWidth,
  svgText as t, bold, mid, plural, count, cap, tint, INK, MUTED, LINE, PAPER,
} from "./shared.js";

// ---------------------------------------------------------------- palette

// Brick colours as drawn: [fill, letter ink]. The letter itself always comes from the view.
// The palette every board shares (INK, MUTED, LINE, PAPER) is in shared.js.
const BRICK = {
  black: ["#3c3c3c", "#ffffff"], blue: ["#3f6fb5", "#ffffff"], red: ["#c0463a", "#ffffff"],
  yellow: ["#f0c93e", "#2b2a28"], white: ["#ffffff", "#2b2a28"], any: ["#776f66", "#ffffff"],
};

// ---------------------------------------------------------------- layout (SVG units)

const W = 830; // board width; the viewBox scales it to the output area
const M = 44; // margin around the city map, where the movement arrows go
const GAP = 60; // between quarters; the white shop sits where the gaps cross
const QW = (W - 2 * M - GAP) / 2; // quarter width
const PAD = 12;
const PER_ROW = 5; // spot tiles per row
const TW = 60; // spot tile
const TH = 58;
const TGAP = (QW - 2 * PAD - PER_ROW * TW) / (PER_ROW - 1);
const HEAD = 112; // quarter header: building name, reward, then the shop and pawns strip
const PART_HEAD = 20;
const CHIP_W = 104;
const CHIP_H = 24;
const CARD_GAP = 8;

// ---------------------------------------------------------------- small helpers

const letterOf = (view, c) => view.static.colours?.[c]?.letter ?? (c === "any" ? "?" : String(c)[0].toUpperCase());
const costOf = (view, c) => view.static.colours?.[c]?.cost;

/** A brick swatch: colour plus its letter, so colour is never the only cue. */
function brick(view, colour, x, y, s = 20) {
  const [fill, ink] = BRICK[colour] || ["#cfc8bd", INK];
  return h("g", { class: "tw-brick", "aria-hidden": "true" },
    h("rect", { x, y, width: s, height: s, rx: 3, fill, stroke: "#5b534a" }),
    t(x + s / 2, y + s * 0.73, letterOf(view, colour), Math.round(s * 0.62), { ...bold, ...mid, fill: ink }));
}

/** `n×` followed by a brick, centred on cx; Porta Nigra spots (n null) read "Y 3–8". */
function brickCount(view, colour, n, cx, y, s = 20) {
  if (n == null) {
    const w = s + 4 + textWidth("3–8", 14);
    return [brick(view, colour, cx - w / 2, y, s), t(cx - w / 2 + s + 4, y + s * 0.75, "3–8", 14, bold)];
  }
  const label = `${n}×`;
  const w = textWidth(label, 15, true) + 2 + s;
  return [t(cx - w / 2, y + s * 0.78, label, 15, bold), brick(view, colour, cx + w / 2 - s, y, s)];
}

function majorityText(m) {
  if (m == null) return "";
  if (Array.isArray(m)) return m.map((v) => (Array.isArray(v) ? v.join("/") : v)).join(Array.isArray(m[0]) ? ", " : "/");
  if (typeof m === "object") return Object.entries(m).map(([k, v]) => `${k}: ${majorityText(v)}`).join(", ");
  return String(m);
}

function rewardText(r) {
  if (r == null || typeof r !== "object") return r ?? "";
  return Object.entries(r).map(([k, v]) => `${v} ${k.replace(/_/g, " ")}`).join(", ");
}

// ---------------------------------------------------------------- icons and action cards

/** One action icon (glyph plus a word), in a cell `s` wide and `s + 12` high. */
function iconGlyph(view, name, x, y, s) {
  const cx = x + s / 2;
  const cy = y + s * 0.42;
  const caption = (word) => t(cx, y + s + 8, word, Math.round(s * 0.26), { ...mid, fill: MUTED });
  const [kind, arg] = name.split(/-(.*)/);
  if (kind === "buy") {
    const b = s * 0.62;
    return [brick(view, arg, cx - b / 2, cy - b / 2, b), caption(arg === "any" ? "buy any" : "buy")];
  }
  if (kind === "build") {
    const bw = s * 0.3;
    const bh = s * 0.18;
    const rows = [[-bw - 1, 0], [1, 0], [-bw / 2, -bh - 1]]; // a little wall of bricks
    return [rows.map(([dx, dy]) => h("rect", { x: cx + dx, y: cy + s * 0.05 + dy, width: bw, height: bh,
      rx: 1.5, fill: "#c98b5b", stroke: "#6d4b30" })), caption("build")];
  }
  if (kind === "influence") {
    return [h("circle", { cx, cy, r: s * 0.3, fill: "#8e7cc3", stroke: "#4d3f7a" }),
      t(cx, cy + s * 0.11, "✦", Math.round(s * 0.32), { ...mid, fill: "#fff" }), caption("influence")];
  }
  if (kind === "torch") return [torch(cx, cy, s * 0.7), caption("torch")];
  if (kind === "coins") {
    return [h("circle", { cx, cy, r: s * 0.3, fill: "#e3b743", stroke: "#8a6a12" }),
      t(cx, cy + s * 0.12, arg, Math.round(s * 0.34), { ...mid, ...bold }), caption("coins")];
  }
  return [h("rect", { x: x + 2, y: y + 2, width: s - 4, height: s * 0.8, rx: 4, fill: "#eee", stroke: LINE }),
    caption(fitText(name, s, Math.round(s * 0.26)))];
}

/** A torch: a flame on a stick, `s` high, centred on (cx, cy). */
function torch(cx, cy, s) {
  const top = cy - s / 2;
  return h("g", { "aria-hidden": "true" },
    h("rect", { x: cx - s * 0.07, y: top + s * 0.5, width: s * 0.14, height: s * 0.5, fill: "#7a5230" }),
    h("path", { d: `M ${cx} ${top} C ${cx + s * 0.32} ${top + s * 0.22} ${cx + s * 0.22} ${top + s * 0.55} ${cx} ${top + s * 0.55}`
      + ` C ${cx - s * 0.22} ${top + s * 0.55} ${cx - s * 0.32} ${top + s * 0.22} ${cx} ${top} Z`,
    fill: "#f39c12", stroke: "#b5650a" }));
}

function iconName(name) {
  const [kind, arg] = name.split(/-(.*)/);
  if (kind === "buy") return arg === "any" ? "buy 1 brick of any colour" : `buy 1 ${arg} brick`;
  if (kind === "build") return "place 1 building element";
  if (kind === "influence") return "take 1 influence token";
  if (kind === "torch") return "take 1 torch token";
  if (kind === "coins") return `take ${arg} sesterces`;
  return humanise(name);
}

function cardLabel(card) {
  return `Action card ${card.id}: ${plural(card.torches, "torch", "torches")} (${plural(card.torches, "action")}); `
    + `icons: ${card.icons.map(iconName).join(", ")}${card.only_2_3 ? "; 2 or 3 players only" : ""}`;
}

/** Size of an action card face with icons `s` wide. */
function cardSize(card, s) {
  return { w: Math.max(card.icons.length, 2) * (s + 8) + 12, h: s + 58 };
}

/**
 * An action card face at (x, y). With `turn`, it is the card being played: its icons are
 * pieces (`icon:<name>`); used ones are greyed and carry an action marker.
 */
function actionCard(view, ctx, card, x, y, s, turn = null) {
  const { w, h: ch } = cardSize(card, s);
  const marker = turn ? view.seats[turn.seat]?.colour : null;
  const seen = {};
  const icons = card.icons.map((name, i) => {
    // The same icon may appear twice; `used` lists a name once per use.
    seen[name] = (seen[name] || 0) + 1;
    const used = turn && (turn.used || []).filter((u) => u === name).length >= seen[name];
    const ix = x + 10 + i * (s + 8);
    const glyph = [iconGlyph(view, name, ix, y + 8, s),
      used ? [h("rect", { x: ix - 3, y: y + 5, width: s + 6, height: s + 18, rx: 5, fill: "#8c857b", opacity: 0.55 }),
        h("circle", { cx: ix + s / 2, cy: y + 8 + s * 0.42, r: s * 0.26, fill: marker || "#555", stroke: "#fff", "stroke-width": 2 }),
        t(ix + s / 2, y + 8 + s * 0.42 + s * 0.12, "✓", Math.round(s * 0.34), { ...mid, ...bold, fill: "#fff" })] : null];
    if (!turn) return glyph;
    const label = `Icon: ${iconName(name)}${used ? " (used)" : ""}`;
    return piece(ctx, `icon:${name}`, label, { class: "tw-icon" },
      h("rect", { class: "tw-shape", x: ix - 3, y: y + 5, width: s + 6, height: s + 18, rx: 5, fill: "transparent", stroke: "none" }),
      glyph);
  });
  const n = card.torches;
  const ty = y + s + 34;
  return [
    h("rect", { class: "tw-shape", x, y, width: w, height: ch, rx: 8, fill: PAPER, stroke: LINE, "stroke-width": 1.5 }),
    icons,
    h("line", { x1: x + 6, x2: x + w - 6, y1: ty - 12, y2: ty - 12, stroke: "#e2dccf" }),
    Array.from({ length: n }, (_, i) => torch(x + 16 + i * 16, ty, 18)),
    t(x + 14 + n * 16, ty + 5, plural(n, "action"), 13, bold),
    card.only_2_3 ? t(x + w - 8, ty + 5, "2–3 pl.", 11, { "text-anchor": "end", fill: MUTED }) : null,
  ];
}

// ---------------------------------------------------------------- the city map

function quarterHeight(b) {
  let y = HEAD;
  const bare = b ? b.parts.filter((p) => !p.spots.length) : [];
  for (const p of b ? b.parts : []) {
    if (p.spots.length) y += PART_HEAD + Math.ceil(p.spots.length / PER_ROW) * (TH + 6);
  }
  const perRow = Math.floor((QW - 2 * PAD + 6) / (CHIP_W + 6));
  return y + Math.ceil(bare.length / perRow) * (CHIP_H + 6) + PAD;
}

function spotTile(view, ctx, b, part, spot, x, y, names) {
  const e = spot.element;
  const need = spot.bricks == null ? `3 to 8 ${spot.colour} bricks` : `${plural(spot.bricks, `${spot.colour} brick`)}`;
  const vp = typeof spot.vp === "number" ? `${spot.vp} VP` : spot.vp ?? "VP per brick";
  const vpShort = spot.vp == null ? "VP/brick" : vp;
  const owner = e ? view.seats[e.seat] : null;
  const short = String(spot.id).split(".").pop();
  const label = `${b.name}, ${part.label}, spot ${short}: needs ${need}, ${vp}; `
    + (e ? `built by ${names[e.seat]} with ${plural(e.bricks, `${e.colour} brick`)}${e.white ? ` (${e.white} white)` : ""}` : "empty");
  const cx = x + TW / 2;
  const body = e
    ? [brickCount(view, e.colour, e.bricks, cx, y + 7, 19),
      h("rect", { x: x + 3, y: y + 34, width: TW - 6, height: 19, rx: 3, fill: owner?.colour || "#777" }),
      t(cx, y + 48, fitText(owner?.name ?? "?", TW - 8, 12, true), 12, { ...mid, ...bold, fill: "#fff" })]
    : [brickCount(view, spot.colour, spot.bricks, cx, y + 7, 19),
      typeof spot.vp === "number" ? t(cx, y + 49, vp, 15, { ...mid, ...bold })
        : t(cx, y + 48, fitText(vpShort, TW - 6, 11), 11, { ...mid, fill: MUTED })];
  return piece(ctx, `spot:${spot.id}`, label, { class: cls("tw-spot", e && "tw-built") },
    h("rect", { class: "tw-shape", x, y, width: TW, height: TH, rx: 5,
      fill: e ? tint(owner?.colour, 0.8) : PAPER, stroke: e ? owner?.colour : LINE, "stroke-width": e ? 2 : 1.2 }),
    body);
}

function shopBox(view, ctx, colour, x, y, w, hh) {
  const n = view.market?.[colour] ?? 0;
  const cost = costOf(view, colour);
  const label = `${cap(colour)} shop: ${plural(n, "brick")}${cost != null ? `, ${plural(cost, "sesterce")} each` : ""}`;
  return piece(ctx, `shop:${colour}`, label, { class: "tw-shop" },
    h("rect", { class: "tw-shape", x, y, width: w, height: hh, rx: 6, fill: "#f4efe6", stroke: LINE }),
    brick(view, colour, x + 7, y + (hh - 28) / 2, 28),
    t(x + 42, y + 19, `${n} in shop`, 14, bold),
    cost != null ? t(x + 42, y + 35, `cost ${cost}`, 12, { fill: MUTED }) : null);
}

/** A master-builder pawn in the seat colour, `scale` times 34 units tall, with the seat's
 * name beside it in the `room` left. */
function pawn(name, colour, x, y, room, scale = 1) {
  const size = Math.round(12 * Math.max(scale, 0.9));
  return labelled({ class: "tw-pawn" }, `${name}'s master builder`,
    h("g", { transform: `translate(${x} ${y}) scale(${scale})` },
      h("circle", { cx: 9, cy: 7, r: 6.5, fill: colour, stroke: INK }),
      h("path", { d: "M 3 14 L 15 14 L 18 34 L 0 34 Z", fill: colour, stroke: INK }),
      t(9, 30, name[0] || "?", 11, { ...mid, ...bold, fill: "#fff" })),
    room > 30 ? t(x + 22 * scale, y + 26 * scale + (scale < 1 ? 1 : 0), fitText(name, room - 22 * scale - 2, size), size) : null);
}

/** The master builders in a quarter, in the strip `width` wide right of its shop: side by
 * side while their names fit, else two columns of smaller pawns, so that 3 or 4 of them
 * (a 4-player game starts so) still show their names whole. */
function pawns(here, x, y, width) {
  const room = Math.min(110, width / Math.max(here.length, 1)); // each pawn's share, side by side
  if (here.every((s) => textWidth(s.name, 12) + 24 <= room)) {
    return here.map((s, i) => pawn(s.name, s.colour, x + i * room, y, room));
  }
  const rows = Math.ceil(here.length / 2);
  const scale = Math.min(1, 40 / (rows * 34 + (rows - 1) * 2));
  return here.map((s, i) => pawn(s.name, s.colour, x + (i % 2) * (width / 2), y - 2 + Math.floor(i / 2) * (34 * scale + 2),
    width / 2, scale));
}

function quarterBlock(view, ctx, q, x, y, qh, names) {
  const b = view.buildings.find((bb) => bb.id === q.building);
  const bname = b ? b.name : humanise(q.building);
  const here = view.seats.filter((s) => s.master_builder === q.id);
  // The quarter piece holds the whole block, so a click anywhere in a glowing quarter (on a
  // spot or the shop too) reaches it; pieces inside without choices let such clicks through.
  const quarter = (...inside) => piece(ctx, `quarter:${q.id}`, `${cap(q.id)} quarter: ${bname} and the ${q.shop} shop`
      + (here.length ? `; master builders here: ${here.map((s) => names[s.seat]).join(", ")}` : ""), { class: "tw-quarter" },
    h("rect", { class: "tw-shape", x, y, width: QW, height: qh, rx: 12, fill: tint(BRICK[q.shop]?.[0], 0.86), stroke: LINE }),
    t(x + PAD, y + 27, bname, 20, bold),
    t(x + PAD + textWidth(bname, 20, true) + 8, y + 27, `${q.id} quarter`, 13, { fill: MUTED }),
    b?.reward ? t(x + PAD, y + 46, fitText(`Master builder reward: ${rewardText(b.reward)}`, QW - 2 * PAD, 12), 12, { fill: MUTED }) : null,
    ...inside);
  const out = [
    shopBox(view, ctx, q.shop, x + PAD, y + 56, 128, 44),
    pawns(here, x + PAD + 140, y + 60, QW - 150 - PAD),
  ];
  if (!b) return quarter(...out);
  let py = y + HEAD;
  const bare = [];
  for (const part of b.parts) {
    if (!part.spots.length) {
      bare.push(part);
      continue;
    }
    const maj = majorityText(part.majority);
    out.push(t(x + PAD, py + 14, part.label, 13, bold),
      maj ? t(x + PAD + textWidth(part.label, 13, true) + 8, py + 14, `majority ${maj} VP`, 12, { fill: MUTED }) : null);
    part.spots.forEach((spot, i) => {
      const sx = x + PAD + (i % PER_ROW) * (TW + TGAP);
      const sy = py + PART_HEAD + Math.floor(i / PER_ROW) * (TH + 6);
      out.push(memo(ctx, `spot:${spot.id}`, [spot, b.name, part.label, sx, sy, view.static, looks(view, names)],
        () => spotTile(view, ctx, b, part, spot, sx, sy, names)));
    });
    py += PART_HEAD + Math.ceil(part.spots.length / PER_ROW) * (TH + 6);
  }
  // Parts without spots (the Porta Nigra levels) only carry majority points.
  const perRow = Math.floor((QW - 2 * PAD + 6) / (CHIP_W + 6));
  bare.forEach((part, i) => {
    const cx = x + PAD + (i % perRow) * (CHIP_W + 6);
    const cy = py + 4 + Math.floor(i / perRow) * (CHIP_H + 6);
    const maj = majorityText(part.majority);
    out.push(labelled({ class: "tw-part" }, `${b.name} ${part.label}: majority ${maj} VP`,
      h("rect", { x: cx, y: cy, width: CHIP_W, height: CHIP_H, rx: 12, fill: PAPER, stroke: LINE }),
      t(cx + CHIP_W / 2, cy + 16, fitText(`${part.label}: ${maj}`, CHIP_W - 8, 12), 12, mid)));
  });
  return quarter(...out);
}

/** A curved arrow over one border, pointing clockwise, with its cost. */
function borderArrow(px, py, angle) {
  // Drawn pointing right above a horizontal edge at (0, 0), then turned into place.
  const head = "44,-6 29.8,-7.9 36.3,-18"; // arrowhead along the curve's end tangent
  const flip = angle === 180 ? "rotate(180 0 -27)" : null; // keep the bottom label upright
  return h("g", { class: "tw-arrow", transform: `translate(${px} ${py}) rotate(${angle})`, "aria-hidden": "true" },
    h("path", { d: "M -44 -6 Q 0 -34 44 -6", fill: "none", stroke: "#8a7e6c", "stroke-width": 3 }),
    h("polygon", { points: head, fill: "#8a7e6c" }),
    t(0, angle === 180 ? -22 : -27, "1 sesterce per border", 12, { ...mid, fill: MUTED, transform: flip }));
}

function cityMap(view, ctx, y0, names) {
  const qh = Math.max(...view.static.quarters.map((q) => quarterHeight(view.buildings.find((b) => b.id === q.building))));
  const mapH = 2 * qh + GAP;
  // Four quarters clockwise from the top left.
  const corners = [[M, y0], [M + QW + GAP, y0], [M + QW + GAP, y0 + qh + GAP], [M, y0 + qh + GAP]];
  const cx = M + QW + GAP / 2;
  const cy = y0 + qh + GAP / 2;
  const inQuarter = new Set(view.static.quarters.map((q) => q.shop));
  const central = Object.keys(view.market || {}).filter((c) => !inQuarter.has(c));
  const tree = h("g", { class: "tw-map", role: "group", "aria-label": "City map, quarters in clockwise order" },
    view.static.quarters.map((q, i) => {
      const b = view.buildings.find((bb) => bb.id === q.building);
      const here = view.seats.filter((s) => s.master_builder === q.id).map((s) => s.seat).join();
      return memo(ctx, `quarter:${q.id}`, [b, here, view.market?.[q.shop], view.static, ...corners[i % 4], qh, looks(view, names)],
        () => quarterBlock(view, ctx, q, ...corners[i % 4], qh, names));
    }),
    borderArrow(cx, y0, 0), borderArrow(W - M, cy, 90), borderArrow(cx, y0 + mapH, 180), borderArrow(M, cy, 270),
    // Shops that belong to no quarter (the white one) sit in the middle, reachable from all.
    central.map((c, i) => centralShop(view, ctx, c, cx, cy + i * 96)));
  return { tree, height: mapH };
}

function centralShop(view, ctx, colour, cx, cy) {
  const n = view.market[colour];
  const cost = costOf(view, colour);
  return piece(ctx, `shop:${colour}`, `${cap(colour)} shop, reachable from every quarter: ${plural(n, "brick")}`
    + (cost != null ? `, ${plural(cost, "sesterce")} each` : ""), { class: "tw-shop tw-shop-central" },
  h("circle", { class: "tw-shape", cx, cy, r: 50, fill: "#f4efe6", stroke: LINE, "stroke-width": 1.5 }),
  brick(view, colour, cx - 14, cy - 40, 28),
  t(cx, cy + 7, `${n} in shop`, 13, { ...mid, ...bold }),
  t(cx, cy + 22, cost != null ? `cost ${cost}` : "", 12, { ...mid, fill: MUTED }),
  t(cx, cy + 36, "any quarter", 11, { ...mid, fill: MUTED }));
}

// ---------------------------------------------------------------- around the map

/** Round track and victory points per seat; returns {tree, height}. */
function topBand(view, names) {
  const out = [t(0, 28, "Round", 16, bold)];
  for (let r = 1; r <= view.rounds; r++) {
    const now = r === view.round;
    out.push(h("circle", { cx: 70 + (r - 1) * 32, cy: 22, r: 13, fill: now ? "#5d4e37" : r < view.round ? "#d9d0c1" : PAPER, stroke: "#5d4e37" }),
      t(70 + (r - 1) * 32, 27, r, 14, { ...mid, ...bold, fill: now ? "#fff" : INK }));
  }
  const track = labelled({ class: "tw-round" }, `Round ${view.round} of ${view.rounds}`, out);
  let x = 70 + view.rounds * 32 + 6;
  let y = 4;
  const chips = view.seats.map((s) => {
    const name = names[s.seat];
    const w = 58 + textWidth(name, 14) + textWidth(`${s.vp} VP`, 15, true);
    if (x + w > W) {
      x = 70 + view.rounds * 32 + 6;
      y += 42;
    }
    const now = view.current_player === s.seat;
    const chip = labelled({ class: cls("tw-vp", now && "tw-vp-current") }, `${name}: ${s.vp} VP${now ? ", to play" : ""}`,
      h("rect", { x, y, width: w, height: 36, rx: 18, fill: now ? tint(s.colour, 0.85) : PAPER, stroke: s.colour, "stroke-width": now ? 3 : 1.5 }),
      h("circle", { cx: x + 18, cy: y + 18, r: 8, fill: s.colour, stroke: INK }),
      t(x + 32, y + 23, name, 14), t(x + w - 12, y + 24, `${s.vp} VP`, 15, { ...bold, "text-anchor": "end" }));
    x += w + 8;
    return chip;
  });
  return { tree: h("g", { class: "tw-top" }, track, chips), height: y + 36 };
}

/** Brick market counts and reserve, and the draw piles. */
function marketStrip(view, y) {
  const colours = Object.keys(view.static.colours || {});
  const cell = 96;
  return h("g", { class: "tw-market", role: "group", "aria-label": "Brick market and draw piles" },
    t(0, y + 20, "Brick market", 15, bold),
    colours.map((c, i) => {
      const x = 116 + i * cell;
      const n = view.market?.[c] ?? 0;
      return labelled({}, `${c}: ${plural(n, "brick")} in the market, cost ${costOf(view, c)}`,
        brick(view, c, x, y + 2, 24), t(x + 30, y + 17, `×${n}`, 15, bold), t(x + 30, y + 31, `cost ${costOf(view, c)}`, 11, { fill: MUTED }));
    }),
    labelled({}, `Brick reserve: ${view.brick_reserve} bricks`,
      t(116 + colours.length * cell, y + 17, `Reserve ${view.brick_reserve}`, 15, bold),
      t(116 + colours.length * cell, y + 31, "bricks", 11, { fill: MUTED })),
    t(0, y + 60, `Draw piles: building cards ${view.building_deck} · honour cards ${view.honour_deck} · supply cards ${view.supply_deck}`,
      14, { class: "tw-piles" }));
}

function buildingName(view, id) {
  return view.buildings.find((b) => b.id === id)?.name ?? humanise(id);
}

function buildingDisplay(view, y) {
  const cards = view.building_display || [];
  const cw = (W - 5 * CARD_GAP) / 6;
  return h("g", { class: "tw-building-display", role: "group", "aria-label": "Building cards on display" },
    t(0, y + 16, `Building cards on display (${cards.length})`, 15, bold),
    cards.map((c, i) => {
      const x = i * (cw + CARD_GAP);
      const name = buildingName(view, c.building);
      return labelled({ class: "tw-building-card", "data-card": c.id }, `Building card: ${name}, ${c.colour}`,
        h("rect", { x, y: y + 26, width: cw, height: 60, rx: 6, fill: PAPER, stroke: LINE }),
        h("rect", { x, y: y + 26, width: cw, height: 8, rx: 3, fill: BRICK[c.colour]?.[0] || "#ccc", stroke: LINE }),
        t(x + cw / 2, y + 54, fitText(name, cw - 10, 14, true), 14, { ...mid, ...bold }),
        brick(view, c.colour, x + cw / 2 - 32, y + 61, 20),
        t(x + cw / 2 - 6, y + 76, c.colour, 12, { fill: MUTED }));
    }));
}

/** Honour card text, wrapped: [[line, size, attrs], ...]. */
function honourLines(card, width) {
  const lines = [];
  const add = (text, size, attrs = {}) => wrapText(text, width, size, attrs["font-weight"] === 700)
    .forEach((l) => lines.push([l, size, attrs]));
  // The title shrinks (down to 11) rather than cut a word.
  let size = 14;
  while (size > 11 && String(card.title).split(/\s+/).some((w) => textWidth(w, size, true) > width)) size--;
  add(card.title, size, bold);
  add(`Cost: ${card.cost} influence`, 12, { fill: "#4d3f7a", ...bold });
  if (card.discard) add(`Discard: ${card.discard}`, 12, { fill: "#8a1f1b", "font-style": "italic" });
  add(card.text, 13);
  if (card.kind && card.kind !== "immediate") add(`(${humanise(card.kind)})`, 12, { fill: MUTED });
  return lines;
}
const lineHeight = (size) => size + 3;

function honourDisplay(view, ctx, y, width = W) {
  const cards = view.honour_display || [];
  const per = 7; // two rows of seven, as on the board
  const cw = (width - (per - 1) * CARD_GAP) / per;
  const texts = cards.map((c) => honourLines(c, cw - 12));
  const ch = 14 + Math.max(0, ...texts.map((ls) => ls.reduce((a, [, size]) => a + lineHeight(size), 0)));
  const tree = h("g", { class: "tw-honour-display", role: "group", "aria-label": "Honour cards on display" },
    t(0, y + 16, `Honour cards on display (${cards.length})`, 15, bold),
    cards.map((c, i) => {
      const x = (i % per) * (cw + CARD_GAP);
      const cy = y + 26 + Math.floor(i / per) * (ch + CARD_GAP);
      let ly = cy + 6;
      const label = `Honour card ${c.title}: cost ${c.cost} influence${c.discard ? `, discard ${c.discard}` : ""}; ${c.text}`;
      return piece(ctx, `honour:${c.id}`, label, { class: "tw-honour" },
        h("rect", { class: "tw-shape", x, y: cy, width: cw, height: ch, rx: 6, fill: PAPER, stroke: LINE }),
        texts[i].map(([line, size, attrs]) => {
          ly += lineHeight(size);
          return t(x + 6, ly - 3, line, size, attrs);
        }));
    }));
  return { tree, height: 26 + Math.ceil(cards.length / per) * (ch + CARD_GAP) };
}

/** The seats' names and colours as drawn, as one string: a memo() dependency of parts that show them. */
function looks(view, names) {
  return view.seats.map((s) => `${names[s.seat]}|${s.name}|${s.colour}`).join("\n");
}

/** The city map with the round track and VP above it: the part of the board always shown. */
function boardSvg(view, ctx, names) {
  const top = topBand(view, names);
  const mapY = top.height + M;
  const map = cityMap(view, ctx, mapY, names);
  return svg(W, mapY + map.height + M, { class: "tw-board-svg", role: "group", "aria-label": `${view.title || "Porta Nigra"} board` },
    top.tree, map.tree);
}

/** Brick market, draw piles and building cards on display (a folding section). */
function marketSvg(view) {
  return svg(W, 76 + 92, { class: "tw-fold-svg", role: "group", "aria-label": "Brick market and building cards" },
    marketStrip(view, 0), buildingDisplay(view, 76));
}

function honourSvg(view, ctx) {
  // Wider than the map (1240 units): cards wrap their text in fewer lines, so the two rows
  // of seven stay short enough for a laptop screen.
  const HW = 1240;
  const honour = honourDisplay(view, ctx, -22, HW);
  return svg(HW, honour.height - 14, { class: "tw-fold-svg", role: "group", "aria-label": "Honour cards on display" }, honour.tree);
}

// ---------------------------------------------------------------- HTML panels

function htmlBrick(view, colour, n) {
  const [fill, ink] = BRICK[colour] || ["#cfc8bd", INK];
  return h("span", { class: "tw-brick-count", title: `${colour}: ${n}` },
    h("span", { class: "tw-brick-swatch", style: `background:${fill};color:${ink}`, "aria-hidden": "true" }, letterOf(view, colour)),
    h("span", { class: "tw-sr" }, `${colour} `), n);
}

/** An action card face as a small standalone SVG (the hands, the card in play). */
function cardSvg(view, ctx, card, s, turn = null) {
  const { w, h: ch } = cardSize(card, s);
  const face = actionCard(view, ctx, card, 1, 1, s, turn);
  return h("svg", { class: "tw-card-svg", viewBox: `0 0 ${w + 2} ${ch + 2}`, width: w + 2, height: ch + 2 },
    turn ? face : piece(ctx, `hand:${card.id}`, cardLabel(card), { class: "tw-action-card" }, face));
}

function turnPanel(view, ctx, names) {
  const turn = view.turn;
  const phase = humanise(view.phase);
  if (!turn?.card) {
    return h("section", { class: "tw-turn", "aria-label": "Turn" },
      h("h3", {}, `Phase: ${phase}`),
      h("p", { class: "tw-muted" }, turn ? `${names[turn.seat]} has not played a card yet.` : "No card is being played."));
  }
  const seat = view.seats[turn.seat];
  return h("section", { class: "tw-turn", "aria-label": "Card in play" },
    h("h3", {}, h("span", { class: "tw-dot", style: `background:${seat?.colour}` }), `Card in play: ${names[turn.seat]}`),
    h("div", { class: "tw-in-play", role: "group", "aria-label": cardLabel(turn.card) }, cardSvg(view, ctx, turn.card, 50, turn)),
    h("ul", { class: "tw-turn-facts" },
      h("li", {}, `Actions left: ${turn.markers_left}`),
      h("li", {}, `Torch tokens used: ${turn.torch_tokens_used}`),
      h("li", {}, `Honour card bought: ${turn.honour_bought ? "yes" : "no"}`)));
}

function seatPanel(view, ctx, s, names) {
  const name = names[s.seat];
  const now = view.current_player === s.seat;
  const fact = (label, value, wide) => h("div", { class: cls("tw-fact", wide && "tw-wide") }, h("dt", {}, label), h("dd", {}, value));
  const chips = (list, text) => (list.length ? list.map((c) => h("span", { class: "tw-chip" }, text(c))) : h("span", { class: "tw-muted" }, "none"));
  return h("section", { class: cls("tw-seat", now && "tw-current"), "data-seat": s.seat, style: `--seat:${s.colour}`,
    "aria-label": `${name}${now ? ", to play" : ""}` },
  h("header", {},
    h("span", { class: "tw-dot", style: `background:${s.colour}` }),
    h("strong", { class: "tw-seat-name" }, name),
    now ? h("span", { class: "tw-turn-badge" }, "▶ to play") : null,
    h("span", { class: "tw-seat-vp" }, `${s.vp} VP`)),
  h("dl", { class: "tw-facts" },
    fact("Sesterces", s.coins), fact("Torches", s.torches), fact("Influence", s.influence),
    fact("Romans", `${s.romans}`), fact("Romans in reserve", s.romans_reserve, true),
    fact("Master builder", s.master_builder ? `${s.master_builder} quarter` : "not placed", true),
    fact("Action cards", `deck ${s.deck} · discard ${count(s.discard)}`, true)),
  h("div", { class: "tw-row" }, h("span", { class: "tw-row-label" }, "Bricks"),
    Object.keys(view.static.colours || s.bricks).map((c) => htmlBrick(view, c, s.bricks?.[c] ?? 0))),
  h("div", { class: "tw-row" }, h("span", { class: "tw-row-label" }, "Building cards"),
    chips(s.building_cards || [], (c) => [h("span", { class: "tw-brick-swatch tw-mini", style: `background:${BRICK[c.colour]?.[0]};color:${BRICK[c.colour]?.[1]}` },
      letterOf(view, c.colour)), buildingName(view, c.building)])),
  h("div", { class: "tw-row" }, h("span", { class: "tw-row-label" }, "Honour cards"), chips(s.honour_cards || [], (c) => c.title)),
  h("div", { class: "tw-hand" }, h("span", { class: "tw-row-label" }, "Hand"),
    s.hand == null ? h("span", { class: "tw-hidden-hand" }, `${plural(s.hand_size, "card")} (hidden)`)
      : s.hand.length ? h("div", { class: "tw-hand-cards" },
        s.hand.map((c) => memo(ctx, `hand:${c.id}`, [c, view.static], () => cardSvg(view, ctx, c, 36))))
        : h("span", { class: "tw-muted" }, "empty")));
}

// ---------------------------------------------------------------- entry points

/**
 * The whole board as a virtual tree (pure). `traits` holds the other widget traits
 * (status, error, handoff, can_undo, seat_labels) and the open menu, all optional.
 */
export function boardTree(view, choices, handlers, traits = {}) {
  const ctx = context(withBuyIcons(view, choices), handlers, traits.memory);
  const names = view.seats.map((s, i) => traits.seat_labels?.[i] || s.name);
  // Beside the map: the seat whose hand this screen shows, else the one at the screen (shared.js
  // screenSeat).
  const mine = view.seats.find((s) => s.hand != null && (!view.teacher || s.seat === view.current_player))
    ?? view.seats[screenSeat(view)] ?? view.seats[0];
  const others = view.seats.filter((s) => s !== mine);
  const hot = (prefix) => choices.some((c) => String(c.target).startsWith(prefix));
  const seat = (s, where) => memo(ctx, `seat:${s.seat}:${where}`, [s, view.current_player, view.static, view.buildings, names[s.seat]],
    () => seatPanel(view, ctx, s, names));
  return frame({
    className: "tw-porta-nigra",
    label: view.title || "Porta Nigra",
    view, traits, ctx, names,
    colours: view.seats.map((s) => s.colour),
    board: boardSvg(view, ctx, names),
    aside: memo(ctx, "turn", [view.turn, view.phase, view.static, looks(view, names)], () => turnPanel(view, ctx, names)),
    privateArea: [seat(mine, "mine")],
    folds: [
      { id: "honour", title: `Honour cards on display (${(view.honour_display || []).length})`, open: true,
        hot: hot("honour:"), content: memo(ctx, "honour", [view.honour_display], () => honourSvg(view, ctx)) },
      traits.handoff ? null : { id: "others", title: `Other players: ${others.map((s) => `${names[s.seat]} ${s.vp} VP`).join(" · ")}`, open: view.winners != null,
        content: h("div", { class: "tw-others" }, others.map((s) => seat(s, "other"))) },
      { id: "market", title: `Brick market, building cards (${(view.building_display || []).length}) and draw piles`, open: false,
        content: memo(ctx, "market", [view.static, view.market, view.brick_reserve, view.building_deck, view.honour_deck,
          view.supply_deck, view.building_display, view.buildings], () => marketSvg(view)) },
    ],
  });
}

/**
 * A buy icon of the card in play is clickable too: it offers the buys the choices glow for
 * on the shops (Python's choices whose action names this icon; no rule is decided here).
 */
function withBuyIcons(view, choices) {
  const extra = [];
  for (const c of choices) {
    const icon = c.action?.type === "buy" ? c.action.icon : null;
    if (icon && String(c.target).startsWith("shop:") && !choices.some((o) => o.target === `icon:${icon}`)) {
      extra.push({ ...c, target: `icon:${icon}` });
    }
  }
  return [...choices, ...extra];
}

export default {
  render({ model, el }) {
    return renderBoard(model, el, boardTree, CSS);
  },
};

// What only this board draws; the frame, glow/focus and panel styles are in shared.js.
const CSS = `
.tw-porta-nigra .tw-turn-facts { margin: 4px 0 0; padding-left: 18px; font-size: 14px; }
.tw-porta-nigra .tw-brick-count { display: inline-flex; align-items: center; gap: 2px; font-weight: 600; }
.tw-porta-nigra .tw-brick-swatch { display: inline-block; width: 1.35em; height: 1.35em; line-height: 1.35em; text-align: center;
  border: 1px solid #5b534a; border-radius: 3px; font-weight: 700; font-size: 13px; }
.tw-porta-nigra .tw-brick-swatch.tw-mini { width: 1.2em; height: 1.2em; line-height: 1.2em; font-size: 11px; margin-right: 3px; }
.tw-porta-nigra .tw-hand-cards { display: flex; flex-wrap: wrap; gap: 6px; }
.tw-porta-nigra .tw-card-svg { display: block; max-width: 100%; height: auto; }
.tw-porta-nigra .tw-fold-svg { display: block; width: 100%; height: auto; margin-bottom: 8px; }
.tw-porta-nigra .tw-others { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 8px; margin-bottom: 8px; }
`;
