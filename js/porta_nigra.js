// porta_nigra.js: the Porta Nigra board for anywidget.
//
// Draws the `view` trait (shape in js/README.md) and highlights the `choices` trait. No
// game rule lives here: what can be clicked, and what a click means, comes from Python.
import {
  h, svg, cls, humanise, piece, labelled, context, memo, frame, renderBoard, screenSeat, othersTab, fitWhole, textWidth,
  svgText as t, bold, mid, plural, count, cap, tint, INK, MUTED, LINE, PAPER,
} from "./shared.js";

// ---------------------------------------------------------------- palette

// Brick colours as drawn: [fill, letter ink]. The letter itself always comes from the view.
// The palette every board shares (INK, MUTED, LINE, PAPER) is in palette.js.
const BRICK = {
  black: ["#3c3c3c", "#ffffff"], blue: ["#3f6fb5", "#ffffff"], red: ["#c0463a", "#ffffff"],
  yellow: ["#f0c93e", "#2b2a28"], white: ["#ffffff", "#2b2a28"], any: ["#776f66", "#ffffff"],
};

// ---------------------------------------------------------------- layout (SVG units)

// Sized for a turn on one screen (js/README.md, Sizes): a viewBox unit is drawn as one CSS px
// times the board's scale (the map's CSS width is W px times --tw-map-scale), so a 12-unit text is
// 12 px on a laptop and 24 px on a projector (the rest 20). The map and the side column (300 px) fit the
// notebook's ~850 px at 1280x800 with the file browser open; both are under 470 px tall.
const W = 540; // map width
const M = 20; // margin around the city map, where the movement arrows go (at the top, the round and VP)
const GAP = 30; // between quarters; the white shop sits where the gaps cross
const QW = (W - 2 * M - GAP) / 2; // quarter width
const PAD = 5;
const LW = 36; // a row's label column: its name and majority points
const PER_ROW = 5; // spot tiles per row
const TH = 32; // spot tile height; the width fills the row
const TGAP = 2;
const TW = (QW - 2 * PAD - LW - (PER_ROW - 1) * TGAP) / PER_ROW;
const ROW = TH + 3;
const HEAD = 38; // quarter header: building name, reward; shop and pawns at the right
const CHIP_H = 16;
const CHIPS = 3; // level chips per row
const SHOP_W = 68;
const CARD_GAP = 8;
const MW = 830; // the market fold's width
const HONOUR_COLS = 4; // the honour display under the map
const WIDE_HONOUR_COLS = 2; // at projector size, beside the map: every title whole
const HW = 444; // their width there (honourSvg), in the side column (a 1920 px page with a scroll bar)
const ICON = 28; // an action icon's glyph; its cell is wider, for its caption
const CELL = 56;
const WIDE_CELL = 50; // at projector size: two hands of four icons side by side in the side column

// ---------------------------------------------------------------- small helpers

const letterOf = (view, c) => view.static.colours?.[c]?.letter ?? (c === "any" ? "?" : String(c)[0].toUpperCase());
const costOf = (view, c) => view.static.colours?.[c]?.cost;

/** A brick swatch: colour plus its letter (at least 12 units), so colour is never the only cue. */
function brick(view, colour, x, y, s = 20) {
  const [fill, ink] = BRICK[colour] || ["#cfc8bd", INK];
  const size = Math.max(12, Math.round(s * 0.62));
  return h("g", { class: "tw-brick", "aria-hidden": "true" },
    h("rect", { x, y, width: s, height: s, rx: 2.5, fill, stroke: "#5b534a" }),
    t(x + s / 2, y + s / 2 + size * 0.36, letterOf(view, colour), size, { ...bold, ...mid, fill: ink }));
}

/** `n×` followed by a brick, centred on cx; Porta Nigra spots (n null) read "Y 3–8". */
function brickCount(view, colour, n, cx, y, s = 14) {
  if (n == null) {
    const w = s + 2 + textWidth("3–8", 12);
    return [brick(view, colour, cx - w / 2, y, s), t(cx - w / 2 + s + 2, y + s - 2, "3–8", 12)];
  }
  const label = `${n}×`;
  const w = textWidth(label, 12, true) + 1 + s;
  return [t(cx - w / 2, y + s - 2, label, 12, bold), brick(view, colour, cx + w / 2 - s, y, s)];
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

/** One action icon (a glyph `s` high, a 12 px word under it), in a cell `cell` wide at x. */
function iconGlyph(view, name, x, y, s, cell = CELL) {
  const cx = x + cell / 2;
  const cy = y + s / 2;
  const caption = (word) => t(cx, y + s + 13, fitWhole(word, cell - 2, 12), 12, { ...mid, fill: MUTED });
  const [kind, arg] = name.split(/-(.*)/);
  if (kind === "buy") {
    const b = s * 0.8;
    return [brick(view, arg, cx - b / 2, cy - b / 2, b), caption(arg === "any" ? "buy any" : "buy")];
  }
  if (kind === "build") {
    const bw = s * 0.4;
    const bh = s * 0.26;
    const rows = [[-bw - 1, 0], [1, 0], [-bw / 2, -bh - 1]]; // a little wall of bricks
    return [rows.map(([dx, dy]) => h("rect", { x: cx + dx, y: cy + dy, width: bw, height: bh,
      rx: 1.5, fill: "#c98b5b", stroke: "#6d4b30" })), caption("build")];
  }
  if (kind === "influence") {
    return [h("circle", { cx, cy, r: s * 0.42, fill: "#8e7cc3", stroke: "#4d3f7a" }),
      t(cx, cy + 5, "✦", 14, { ...mid, fill: "#fff" }), caption("+1 ✦")];
  }
  if (kind === "torch") return [torch(cx, cy, s), caption("torch")];
  if (kind === "coins") {
    return [h("circle", { cx, cy, r: s * 0.42, fill: "#e3b743", stroke: "#8a6a12" }),
      t(cx, cy + 5, arg, 14, { ...mid, ...bold }), caption("coins")];
  }
  return [h("rect", { x: cx - s / 2, y, width: s, height: s, rx: 4, fill: "#eee", stroke: LINE }), caption(name)];
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

/** Size of an action card face: a row of icon cells, then its torches. */
function cardSize(card, cell = CELL) {
  return { w: Math.max(card.icons.length, 2) * cell + 8, h: ICON + 44 };
}

/**
 * An action card face at (x, y). With `turn`, it is the card being played: its icons are
 * pieces (`icon:<name>`); used ones are greyed and carry an action marker.
 */
function actionCard(view, ctx, card, x, y, turn = null, cell = CELL) {
  const { w, h: ch } = cardSize(card, cell);
  const s = ICON;
  const marker = turn ? view.seats[turn.seat]?.colour : null;
  const seen = {};
  const icons = card.icons.map((name, i) => {
    // The same icon may appear twice; `used` lists a name once per use.
    seen[name] = (seen[name] || 0) + 1;
    const used = turn && (turn.used || []).filter((u) => u === name).length >= seen[name];
    const ix = x + 4 + i * cell;
    const glyph = [iconGlyph(view, name, ix, y + 4, s, cell),
      used ? [h("rect", { x: ix + 1, y: y + 2, width: cell - 2, height: s + 18, rx: 5, fill: "#8c857b", opacity: 0.55 }),
        h("circle", { cx: ix + cell / 2, cy: y + 4 + s / 2, r: s * 0.4, fill: marker || "#555", stroke: "#fff", "stroke-width": 2 }),
        t(ix + cell / 2, y + 9 + s / 2, "✓", 14, { ...mid, ...bold, fill: "#fff" })] : null];
    if (!turn) return glyph;
    const label = `Icon: ${iconName(name)}${used ? " (used)" : ""}`;
    return piece(ctx, `icon:${name}`, label, { class: "tw-icon" },
      h("rect", { class: "tw-shape", x: ix + 1, y: y + 2, width: cell - 2, height: s + 18, rx: 5, fill: "transparent", stroke: "none" }),
      glyph);
  });
  const n = card.torches;
  const ty = y + s + 33;
  return [
    h("rect", { class: "tw-shape", x, y, width: w, height: ch, rx: 6, fill: PAPER, stroke: LINE, "stroke-width": 1.5 }),
    icons,
    h("line", { x1: x + 4, x2: x + w - 4, y1: ty - 10, y2: ty - 10, stroke: "#e2dccf" }),
    Array.from({ length: n }, (_, i) => torch(x + 10 + i * 11, ty, 13)),
    t(x + 12 + n * 11, ty + 5, plural(n, "action"), 12, bold),
    card.only_2_3 ? h("g", { class: "tw-only-2-3" }, h("title", {}, view.static.words?.only_2_3 ?? "2 or 3 players only"),
      t(x + w - 6, ty + 5, "2–3 pl.", 12, { "text-anchor": "end", fill: MUTED })) : null,
  ];
}

// ---------------------------------------------------------------- the city map

/** A part's short name for its row's label column: "Row A" -> "A", "The wall" -> "Wall". */
function shortPart(label) {
  const words = String(label).replace(/\(.*\)/, "").trim().split(/\s+/);
  return cap(words.at(-1));
}

function quarterHeight(b) {
  let y = HEAD;
  const bare = b ? b.parts.filter((p) => !p.spots.length) : [];
  for (const p of b ? b.parts : []) y += Math.ceil(p.spots.length / PER_ROW) * ROW;
  return y + Math.ceil(bare.length / CHIPS) * (CHIP_H + TGAP) + PAD;
}

function spotTile(view, ctx, b, part, spot, x, y, names) {
  const e = spot.element;
  const need = spot.bricks == null ? `3 to 8 ${spot.colour} bricks` : `${plural(spot.bricks, `${spot.colour} brick`)}`;
  const vp = typeof spot.vp === "number" ? `${spot.vp} VP` : spot.vp ?? "VP per brick";
  const owner = e ? view.seats[e.seat] : null;
  const short = String(spot.id).split(".").pop();
  const label = `${b.name}, ${part.label}, spot ${short}: needs ${need}, ${vp}; `
    + (e ? `built by ${names[e.seat]} with ${plural(e.bricks, `${e.colour} brick`)}${e.white ? ` (${e.white} white)` : ""}` : "empty")
    + (spot.card ? `; ${spot.card}` : ""); // whether a build here takes a building card (Python's words)
  const cx = x + TW / 2;
  // The VP line: "11 VP"; on a Porta Nigra spot the points per brick, "×2 VP".
  const points = typeof spot.vp === "number" ? `${spot.vp} VP` : spot.vp == null ? `×${costOf(view, spot.colour) ?? "?"} VP` : String(spot.vp);
  const body = e
    ? [brickCount(view, e.colour, e.bricks, cx, y + 3),
      h("rect", { x: x + 2, y: y + 17, width: TW - 4, height: 14, rx: 3, fill: owner?.colour || "#777" }),
      // The builder's name where it fits, else its initial (the label has the name).
      t(cx, y + 28.5, textWidth(owner?.name ?? "?", 12, true) <= TW - 6 ? owner?.name ?? "?" : (owner?.name ?? "?")[0], 12,
        { ...mid, ...bold, fill: "#fff" })]
    : [brickCount(view, spot.colour, spot.bricks, cx, y + 3),
      t(cx, y + 29, fitWhole(points, TW - 2, 12), 12, { ...mid, fill: typeof spot.vp === "number" ? INK : MUTED })];
  return piece(ctx, `spot:${spot.id}`, label, { class: cls("tw-spot", e && "tw-built") },
    h("rect", { class: "tw-shape", x, y, width: TW, height: TH, rx: 4,
      fill: e ? tint(owner?.colour, 0.8) : PAPER, stroke: e ? owner?.colour : LINE, "stroke-width": e ? 2 : 1 }),
    body);
}

function shopBox(view, ctx, colour, x, y) {
  const n = view.market?.[colour] ?? 0;
  const cost = costOf(view, colour);
  const label = `${cap(colour)} shop: ${plural(n, "brick")}${cost != null ? `, ${plural(cost, "sesterce")} each` : ""}`;
  return piece(ctx, `shop:${colour}`, label, { class: "tw-shop" },
    h("rect", { class: "tw-shape", x, y, width: SHOP_W, height: 34, rx: 5, fill: "#f4efe6", stroke: LINE }),
    brick(view, colour, x + 4, y + 3, 14),
    cost != null ? t(x + 21, y + 14, `cost ${cost}`, 12, { fill: MUTED }) : null,
    t(x + SHOP_W / 2, y + 29, `${n} in shop`, 12, { ...mid, ...bold }));
}

/** A master-builder pawn in the seat colour, 14 units wide and 22 tall, with the seat's
 * initial on it (the name is in its label). */
function pawn(name, colour, x, y) {
  return labelled({ class: "tw-pawn" }, `${name}'s master builder`,
    h("circle", { cx: x + 7, cy: y + 4, r: 4, fill: colour, stroke: INK }),
    h("path", { d: `M ${x + 3} ${y + 8} L ${x + 11} ${y + 8} L ${x + 14} ${y + 22} L ${x} ${y + 22} Z`, fill: colour, stroke: INK }),
    t(x + 7, y + 20.5, name[0] || "?", 12, { ...mid, ...bold, fill: "#fff" }));
}

function quarterBlock(view, ctx, q, x, y, qh, names, wide) {
  const b = view.buildings.find((bb) => bb.id === q.building);
  const bname = b ? b.name : humanise(q.building);
  const here = view.seats.filter((s) => s.master_builder === q.id);
  const shopX = x + QW - PAD - SHOP_W;
  const pawnX = shopX - 3 - here.length * 15; // the pawns stand left of the shop
  // The quarter piece holds the whole block, so a click anywhere in a glowing quarter (on a
  // spot or the shop too) reaches it; pieces inside without choices let such clicks through.
  const quarter = (...inside) => piece(ctx, `quarter:${q.id}`, `${cap(q.id)} quarter: ${bname} and the ${q.shop} shop`
      + (b?.reward ? `; ${b.reward_note ?? `master builder reward: ${rewardText(b.reward)}`}` : "")
      + (here.length ? `; master builders here: ${here.map((s) => names[s.seat]).join(", ")}` : ""), { class: "tw-quarter" },
    h("rect", { class: "tw-shape", x, y, width: QW, height: qh, rx: 10, fill: tint(BRICK[q.shop]?.[0], 0.86), stroke: LINE }),
    t(x + PAD, y + 16, fitWhole(bname, pawnX - x - PAD - 2, 14, true), 14, bold),
    // At projector size the reward goes without its star, so that the longest is whole.
    b?.reward ? h("g", { class: "tw-reward" }, h("title", {}, b.reward_note ?? rewardText(b.reward)),
      t(x + PAD, y + 32, fitWhole(`${wide ? "" : "★ "}${rewardText(b.reward)}`, shopX - x - PAD - 4, 12), 12, { fill: MUTED })) : null,
    ...inside);
  const out = [shopBox(view, ctx, q.shop, shopX, y + 3),
    here.map((s, i) => pawn(names[s.seat], s.colour, pawnX + i * 15, y + 1))];
  if (!b) return quarter(...out);
  let py = y + HEAD;
  const bare = [];
  const tx = x + PAD + LW;
  for (const part of b.parts) {
    if (!part.spots.length) {
      bare.push(part);
      continue;
    }
    // The label column: the part's short name, and its majority points.
    const maj = majorityText(part.majority);
    out.push(labelled({ class: "tw-part" }, maj ? `${part.label}: majority ${maj} VP` : part.label,
      t(x + PAD, py + 13, fitWhole(shortPart(part.label), LW - 2, 12), 12),
      maj ? t(x + PAD, py + 28, fitWhole(maj, LW - 2, 12), 12, { fill: MUTED }) : null));
    part.spots.forEach((spot, i) => {
      const sx = tx + (i % PER_ROW) * (TW + TGAP);
      const sy = py + Math.floor(i / PER_ROW) * ROW;
      out.push(memo(ctx, `spot:${spot.id}`, [spot, b.name, part.label, sx, sy, view.static, looks(view, names)],
        () => spotTile(view, ctx, b, part, spot, sx, sy, names)));
    });
    py += Math.ceil(part.spots.length / PER_ROW) * ROW;
  }
  // Parts without spots (the Porta Nigra levels) only carry majority points: "3: 12/6".
  if (bare.length) {
    const cw = (QW - 2 * PAD - LW - (CHIPS - 1) * TGAP) / CHIPS;
    out.push(t(x + PAD, py + 13, fitWhole(shortPart(bare[0].label.replace(/\s*\d+$/, "")), LW - 2, 12), 12));
    bare.forEach((part, i) => {
      const cx = tx + (i % CHIPS) * (cw + TGAP);
      const cy = py + Math.floor(i / CHIPS) * (CHIP_H + TGAP);
      const maj = majorityText(part.majority);
      const level = String(part.label).split(/\s+/).at(-1);
      out.push(labelled({ class: "tw-part" }, `${b.name} ${part.label}: majority ${maj} VP`,
        h("rect", { x: cx, y: cy, width: cw, height: CHIP_H, rx: 8, fill: PAPER, stroke: LINE }),
        t(cx + cw / 2, cy + 12.5, fitWhole(`${level}: ${maj}`, cw - 4, 12), 12, mid)));
    });
  }
  return quarter(...out);
}

/** A curved arrow over one border, pointing clockwise, with its cost beside it. */
function borderArrow(px, py, angle, words = true) {
  // Drawn pointing right above a horizontal edge at (0, 0), then turned into place.
  const flip = angle === 180 ? "rotate(180 44 -8)" : null; // keep the bottom label upright
  return h("g", { class: "tw-arrow", transform: `translate(${px} ${py}) rotate(${angle})`, "aria-hidden": "true" },
    h("path", { d: "M -30 -4 Q 0 -20 30 -4", fill: "none", stroke: "#8a7e6c", "stroke-width": 2.5 }),
    h("polygon", { points: "31,-3 21,-6 27,-13", fill: "#8a7e6c" }),
    words ? t(36, -4, "1 sesterce", 12, { fill: MUTED, transform: flip }) : null);
}

function cityMap(view, ctx, y0, names, wide) {
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
      return memo(ctx, `quarter:${q.id}`, [b, here, view.market?.[q.shop], view.static, ...corners[i % 4], qh, looks(view, names), wide],
        () => quarterBlock(view, ctx, q, ...corners[i % 4], qh, names, wide));
    }),
    borderArrow(cx, y0 + 2, 0, false), borderArrow(W - M, cy - 40, 90), borderArrow(cx + 40, y0 + mapH, 180), borderArrow(M, cy + 40, 270),
    // Shops that belong to no quarter (the white one) sit in the middle, reachable from all.
    central.map((c, i) => centralShop(view, ctx, c, cx, cy + i * 76)));
  return { tree, height: mapH };
}

function centralShop(view, ctx, colour, cx, cy) {
  const n = view.market[colour];
  const cost = costOf(view, colour);
  return piece(ctx, `shop:${colour}`, `${cap(colour)} shop, reachable from every quarter: ${plural(n, "brick")}`
    + (cost != null ? `, ${plural(cost, "sesterce")} each` : ""), { class: "tw-shop tw-shop-central" },
  h("circle", { class: "tw-shape", cx, cy, r: 36, fill: "#f4efe6", stroke: LINE, "stroke-width": 1.5 }),
  brick(view, colour, cx - 8, cy - 30, 16),
  t(cx, cy + 2, `${n} in shop`, 12, { ...mid, ...bold }),
  t(cx, cy + 17, cost != null ? `cost ${cost}` : "", 12, { ...mid, fill: MUTED }));
}

// ---------------------------------------------------------------- around the map

/** Round track (top left) and each seat's VP (top right: its initial on its colour, the
 * points; the name in its label and tooltip), in the map's top margin; returns {tree, height}. */
function topBand(view, names) {
  const out = [t(0, 17, "Round", 13, bold)];
  for (let r = 1; r <= view.rounds; r++) {
    const now = r === view.round;
    out.push(h("circle", { cx: 56 + (r - 1) * 24, cy: 12, r: 10, fill: now ? "#5d4e37" : r < view.round ? "#d9d0c1" : PAPER, stroke: "#5d4e37" }),
      t(56 + (r - 1) * 24, 16.5, r, 12, { ...mid, ...bold, fill: now ? "#fff" : INK }));
  }
  const track = labelled({ class: "tw-round" }, `Round ${view.round} of ${view.rounds}`, out);
  const widths = view.seats.map((s) => 30 + textWidth(String(s.vp), 13, true));
  let x = W - widths.reduce((a, w) => a + w + 5, 0) + 5;
  const chips = view.seats.map((s, i) => {
    const name = names[s.seat];
    const vp = `${s.vp} VP`;
    const w = widths[i];
    const now = view.current_player === s.seat;
    const chip = labelled({ class: cls("tw-vp", now && "tw-vp-current") }, `${name}: ${vp}${now ? ", to play" : ""}`,
      h("title", {}, `${name}: ${vp}`),
      h("rect", { x, y: 1, width: w, height: 22, rx: 11, fill: now ? tint(s.colour, 0.85) : PAPER, stroke: s.colour, "stroke-width": now ? 3 : 1.5 }),
      h("circle", { cx: x + 12, cy: 12, r: 9, fill: s.colour, stroke: INK }),
      t(x + 12, 16.5, (s.name || "?")[0], 12, { ...mid, ...bold, fill: "#fff" }),
      t(x + w - 7, 17, s.vp, 13, { ...bold, "text-anchor": "end" }));
    x += w + 5;
    return chip;
  });
  const title = t(W - widths.reduce((a, w) => a + w + 5, 0) - 2, 17, "VP", 13, { ...bold, "text-anchor": "end" });
  return { tree: h("g", { class: "tw-top" }, track, title, chips), height: 26 };
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
        brick(view, c, x, y + 2, 24), t(x + 30, y + 17, `×${n}`, 15, bold), t(x + 30, y + 31, `cost ${costOf(view, c)}`, 12, { fill: MUTED }));
    }),
    labelled({}, `Brick reserve: ${view.brick_reserve} bricks`,
      t(116 + colours.length * cell, y + 17, `Reserve ${view.brick_reserve}`, 15, bold),
      t(116 + colours.length * cell, y + 31, "bricks", 12, { fill: MUTED })),
    t(0, y + 60, `Draw piles: building cards ${view.building_deck} · honour cards ${view.honour_deck} · supply cards ${view.supply_deck}`,
      14, { class: "tw-piles" }));
}

function buildingName(view, id) {
  return view.buildings.find((b) => b.id === id)?.name ?? humanise(id);
}

function buildingDisplay(view, y) {
  const cards = view.building_display || [];
  const cw = (MW - 5 * CARD_GAP) / 6;
  return h("g", { class: "tw-building-display", role: "group", "aria-label": "Building cards on display" },
    t(0, y + 16, `Building cards on display (${cards.length})`, 15, bold),
    cards.map((c, i) => {
      const x = i * (cw + CARD_GAP);
      const name = buildingName(view, c.building);
      return labelled({ class: "tw-building-card", "data-card": c.id }, `Building card: ${name}, ${c.colour}`,
        h("rect", { x, y: y + 26, width: cw, height: 60, rx: 6, fill: PAPER, stroke: LINE }),
        h("rect", { x, y: y + 26, width: cw, height: 8, rx: 3, fill: BRICK[c.colour]?.[0] || "#ccc", stroke: LINE }),
        t(x + cw / 2, y + 54, fitWhole(name, cw - 10, 14, true), 14, { ...mid, ...bold }),
        brick(view, c.colour, x + cw / 2 - 32, y + 61, 20),
        t(x + cw / 2 - 6, y + 76, c.colour, 12, { fill: MUTED }));
    }));
}

/** The honour cards on display, under the map: four columns of title and cost (the whole
 * text is in each card's label and tooltip, and in the fold below the board); at projector size
 * (`wide`) two, `width` wide in the side column (honourSvg), the cost closer: every title whole. */
function honourDisplay(view, ctx, y0, wide, width = W) {
  const cards = view.honour_display || [];
  const cols = wide ? WIDE_HONOUR_COLS : HONOUR_COLS;
  const cw = (width - (cols - 1) * 6) / cols;
  const rh = 20;
  const pitch = rh + 4; // a 24 px circle on a card's centre meets no card of the next row (WCAG 2.5.8)
  // The place of the card bought this turn stays empty till the turn ends: no card slides into it.
  const gap = view.turn?.honour_bought && view.turn.honour_slot != null ? Math.min(view.turn.honour_slot, cards.length) : null;
  const place = (i) => ({ x: (i % cols) * (cw + 6), y: y0 + 16 + Math.floor(i / cols) * pitch });
  const shown = cards.length + (gap == null ? 0 : 1);
  const tree = h("g", { class: "tw-honour-display", role: "group", "aria-label": "Honour cards on display" },
    // One a turn (rules): whether this turn's is bought is said here, where they are bought.
    t(0, y0 + 12, `Honour cards${wide ? "" : " on display"} (${cards.length}), cost in influence ✦, one a turn`
      + (view.turn?.honour_bought ? ": bought this turn" : " (texts below)"), 12,
    { class: "tw-honour-caption", fill: MUTED }),
    gap == null ? null : h("rect", { class: "tw-honour-gap", ...place(gap), width: cw, height: rh, rx: 4, fill: "none",
      stroke: "#c9bfae", "stroke-dasharray": "4 3" }),
    cards.map((c, k) => {
      const { x, y } = place(gap != null && k >= gap ? k + 1 : k);
      const cost = wide ? `${c.cost}✦` : `${c.cost} ✦`;
      const room = cw - 10 - textWidth(cost, 12, true);
      const label = `Honour card ${c.title}: cost ${c.cost} influence${c.discard ? `, discard ${c.discard}` : ""}; ${c.text}`;
      return piece(ctx, `honour:${c.id}`, label, { class: "tw-honour" },
        h("title", {}, `${c.title} (${c.cost} influence): ${c.text}`),
        h("rect", { class: "tw-shape", x, y, width: cw, height: rh, rx: 4, fill: PAPER, stroke: LINE }),
        t(x + 4, y + 14.5, fitWhole(c.title, room, 12), 12),
        t(x + cw - 4, y + 14.5, cost, 12, { ...bold, "text-anchor": "end", fill: "#4d3f7a" }));
    }));
  return { tree, height: 16 + Math.ceil(shown / cols) * pitch - 4 };
}

/** Every honour card on display with its whole text (a fold to read; the cards are clicked beside the map). */
function honourTexts(view) {
  return h("ul", { class: "tw-honour-texts" }, (view.honour_display || []).map((c) => h("li", {},
    h("strong", {}, c.title), ` · ${c.cost} influence${c.discard ? ` · discard ${c.discard}` : ""}: ${c.text}`,
    c.kind && c.kind !== "immediate" ? h("span", { class: "tw-muted" }, ` (${humanise(c.kind)})`) : null)));
}

/** The seats' names and colours as drawn, as one string: a memo() dependency of parts that show them. */
function looks(view, names) {
  return view.seats.map((s) => `${names[s.seat]}|${s.name}|${s.colour}`).join("\n");
}

/** The city map with the round track and VP above it: the part of the board always shown.
 * Its CSS width is W px times the map's scale: a unit is drawn as a px (12-unit text is 12 px;
 * 24 at projector size, sizes.js PROJECTOR_MAP). `wide`: at projector size, drawn so that no
 * text is cut, the honour cards not under it but beside it (honourSvg). */
function boardSvg(view, ctx, names, wide) {
  const top = topBand(view, names);
  const mapY = top.height + 4;
  const map = cityMap(view, ctx, mapY, names, wide);
  // At projector size the map is drawn larger (--tw-map-scale) and the honour cards go beside it (honourSvg).
  const honour = wide ? null : honourDisplay(view, ctx, mapY + map.height + M, wide);
  return svg(W, mapY + map.height + M + (honour?.height ?? 0), { class: "tw-board-svg", role: "group",
    "aria-label": `${view.title || "Porta Nigra"} board`, style: `width:calc(${W}px * var(--tw-map-scale))` },
  top.tree, map.tree, honour?.tree);
}

/** At projector size, the honour cards on display in the side column, above the hand: a unit
 * a px times the scale, like the panels round them. */
function honourSvg(view, ctx) {
  const honour = honourDisplay(view, ctx, 0, true, HW);
  return svg(HW, honour.height, { class: "tw-honour-svg", role: "group", "aria-label": "Honour cards",
    style: `width:calc(${HW}px * var(--tw-scale))` }, honour.tree);
}

/** Brick market, draw piles and building cards on display (a folding section). */
function marketSvg(view) {
  return svg(MW, 76 + 92, { class: "tw-fold-svg", role: "group", "aria-label": "Brick market and building cards",
    style: `width:calc(${MW}px * var(--tw-scale))` }, marketStrip(view, 0), buildingDisplay(view, 76));
}

// ---------------------------------------------------------------- HTML panels

function htmlBrick(view, colour, n) {
  const [fill, ink] = BRICK[colour] || ["#cfc8bd", INK];
  return h("span", { class: "tw-brick-count", title: `${colour}: ${n}` },
    h("span", { class: "tw-brick-swatch", style: `background:${fill};color:${ink}`, "aria-hidden": "true" }, letterOf(view, colour)),
    h("span", { class: "tw-sr" }, `${colour} `), n);
}

/** An action card face as a small standalone SVG (the hands, the card in play), a unit a px
 * times the scale; `cell`: an icon's width (WIDE_CELL at projector size). */
function cardSvg(view, ctx, card, turn = null, cell = CELL) {
  const { w, h: ch } = cardSize(card, cell);
  const face = actionCard(view, ctx, card, 1, 1, turn, cell);
  return h("svg", { class: "tw-card-svg", viewBox: `0 0 ${w + 2} ${ch + 2}`, width: w + 2, height: ch + 2,
    style: `width:calc(${w + 2}px * var(--tw-scale))` },
  turn ? face : piece(ctx, `hand:${card.id}`, cardLabel(card), { class: "tw-action-card" }, face));
}

/** The turn's counts in words (the facts line's tooltip). */
function turnFacts(turn) {
  return `Actions left ${turn.markers_left} · torch tokens used ${turn.torch_tokens_used}`
    + ` · honour card bought this turn: ${turn.honour_bought ? "yes" : "no"}`;
}

function turnPanel(view, ctx, names, inHand, cell) {
  const turn = view.turn;
  const phase = humanise(view.phase);
  if (!turn?.card) {
    return h("section", { class: "tw-turn", "aria-label": "Turn" },
      h("h3", {}, `Phase: ${phase}`),
      h("p", { class: "tw-muted" }, turn ? `${names[turn.seat]} has not played a card yet.` : "No card is being played."));
  }
  const seat = view.seats[turn.seat];
  // The card in play stays in the hand drawn beside the map, where it was (handCards): here
  // only for a hand this screen does not show.
  return h("section", { class: "tw-turn", "aria-label": "Card in play" },
    h("h3", { title: inHand ? "The card in play is in the hand, where it was" : null },
      h("span", { class: "tw-dot", style: `background:${seat?.colour}` }), `Card in play: ${names[turn.seat]}`),
    inHand ? null : h("div", { class: "tw-in-play", role: "group", "aria-label": cardLabel(turn.card) }, cardSvg(view, ctx, turn.card, turn, cell)),
    // One line, so that the side column fits beside the map on a lesson board (issue 34);
    // whether this turn's honour card is bought is told under the map, where they are bought.
    h("p", { class: "tw-turn-facts", title: turnFacts(turn) },
      `Actions left ${turn.markers_left} · torch tokens used ${turn.torch_tokens_used}`));
}

function seatPanel(view, ctx, s, names, cell) {
  const name = names[s.seat];
  const played = view.turn?.card && view.turn.seat === s.seat ? view.turn : null;
  const now = view.current_player === s.seat;
  const fact = (label, value, title) => h("div", { class: "tw-fact", title }, h("dt", {}, label), h("dd", {}, value));
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
    fact("Romans", `${s.romans} + ${s.romans_reserve}`, `${s.romans} Romans, ${s.romans_reserve} in reserve`),
    fact("Builder", s.master_builder ? `${s.master_builder}` : "–", "the quarter of the master builder"),
    fact("Deck", `${s.deck} · ${count(s.discard)}`, view.static.words?.deck ?? "action cards: deck · discard")),
  h("div", { class: "tw-row tw-brick-row" }, h("span", { class: "tw-row-label" }, "Bricks"),
    Object.keys(view.static.colours || s.bricks).map((c) => htmlBrick(view, c, s.bricks?.[c] ?? 0))),
  h("div", { class: "tw-row" }, h("span", { class: "tw-row-label" }, "Buildings"),
    chips(s.building_cards || [], (c) => [h("span", { class: "tw-brick-swatch tw-mini", style: `background:${BRICK[c.colour]?.[0]};color:${BRICK[c.colour]?.[1]}` },
      letterOf(view, c.colour)), buildingName(view, c.building)])),
  h("div", { class: "tw-row" }, h("span", { class: "tw-row-label" }, "Honours"), chips(s.honour_cards || [], (c) => c.title)),
  h("div", { class: "tw-hand" }, h("span", { class: "tw-row-label" }, "Hand"),
    s.hand == null ? h("span", { class: "tw-hidden-hand" }, `${plural(s.hand_size, "card")} (hidden)`)
      : s.hand.length || played ? h("div", { class: "tw-hand-cards" }, handCards(view, ctx, s.hand, played, cell))
        : h("span", { class: "tw-muted" }, "empty")));
}

/** A hand's cards, and the card in play (`played`: the turn, when it is this hand's) where it
 * was in the hand, its icons to click: no card slides under the pointer until the turn ends,
 * and the side column keeps its height. */
function handCards(view, ctx, hand, played, cell) {
  const cards = hand.map((c) => memo(ctx, `hand:${c.id}`, [c, view.static, cell], () => cardSvg(view, ctx, c, null, cell)));
  if (!played) return cards;
  const inPlay = h("div", { class: "tw-in-play", role: "group", "aria-label": `In play: ${cardLabel(played.card)}` },
    cardSvg(view, ctx, played.card, played, cell));
  cards.splice(Math.min(played.slot ?? cards.length, cards.length), 0, inPlay);
  return cards;
}

// ---------------------------------------------------------------- entry points

/**
 * The whole board as a virtual tree (pure). `traits` holds the other synced traits
 * (view_sync.js TRAITS) and what renderBoard adds (the open menu, folds, scale), all optional.
 */
export function boardTree(view, choices, handlers, traits = {}) {
  const ctx = context(withBuyIcons(view, choices), handlers, traits.memory);
  const names = view.seats.map((s, i) => traits.seat_labels?.[i] || s.name);
  // Beside the map: the seat whose hand this screen shows, else the one at the screen
  // (view_sync.js screenSeat).
  const mine = view.seats.find((s) => s.hand != null && (!view.teacher || s.seat === view.current_player))
    ?? view.seats[screenSeat(view)] ?? view.seats[0];
  const others = view.seats.filter((s) => s !== mine);
  const wide = (traits.scale || 1) > 1; // projector size: the map larger, the honour cards beside it
  const cell = wide ? WIDE_CELL : CELL;
  const inHand = mine.hand != null && view.turn?.seat === mine.seat && !traits.handoff; // the card in play drawn in it
  const seat = (s, where) => memo(ctx, `seat:${s.seat}:${where}`, [s, view.current_player, view.static, view.buildings, names[s.seat],
    view.turn?.seat === s.seat ? view.turn : null, cell],
    () => seatPanel(view, ctx, s, names, cell));
  return frame({
    className: "tw-porta-nigra",
    label: view.title || "Porta Nigra",
    view, traits, ctx, names,
    colours: view.seats.map((s) => s.colour),
    board: boardSvg(view, ctx, names, wide),
    aside: [memo(ctx, "turn", [view.turn, view.phase, view.static, looks(view, names), inHand, cell],
      () => turnPanel(view, ctx, names, inHand, cell)),
      wide ? honourSvg(view, ctx) : null],
    privateArea: [seat(mine, "mine")],
    folds: [
      { id: "honour", title: "Honour texts", open: false,
        content: memo(ctx, "honour-texts", [view.honour_display], () => honourTexts(view)) },
      traits.handoff ? null : { id: "others", title: othersTab(others, names, { dots: 3 }), open: view.winners != null,
        content: h("div", { class: "tw-others" }, others.map((s) => seat(s, "other"))) },
      { id: "market", title: "Market and piles", open: false,
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

// What only this board draws; the frame, glow/focus and panel styles are in styles.js.
// The map keeps its drawn size (a unit a px times the scale) and the side column takes the
// rest; the folds' titles share one row under them, and an open fold takes a row of its own
// after them, so opening one grows the board downward: nothing above it moves.
const CSS = `
.tw-board.tw-porta-nigra { display: flex; flex-wrap: wrap; column-gap: 8px; align-items: flex-start; }
.tw-porta-nigra > .tw-bar, .tw-porta-nigra > .tw-main, .tw-porta-nigra > .tw-fold[open] { flex: 1 1 100%; }
.tw-porta-nigra > .tw-fold[open] { order: 1; } /* an open fold under the row of titles: nothing above it moves */
/* On a narrow board (a phone) the bar's buttons wrap (styles.js): its longest decision, "Give up one of the card's
   torches (an action) for 1 sesterce" and "Pay 2 influence for a Roman from the reserve" (two lines each), then "End
   your turn" and Undo, is 5 lines of button text in 3 rows at 390 px. */
.tw-porta-nigra.tw-narrow { --tw-narrow-lines: 5; --tw-narrow-rows: 3; }
/* Every title whole (issue 45; the others by their names, not their labels): a title that has no
   room left in the row goes to the next. */
.tw-porta-nigra > .tw-fold { flex: 0 0 auto; }
.tw-porta-nigra > .tw-fold:not([open]) > summary { white-space: nowrap; }
.tw-porta-nigra .tw-main { gap: 8px; }
.tw-porta-nigra .tw-board-svg { flex: 0 0 auto; max-width: 100%; }
.tw-porta-nigra .tw-honour-svg { display: block; max-width: 100%; height: auto; }
.tw-porta-nigra .tw-side { flex: 1 1 calc(270px * var(--tw-scale)); display: flex; flex-direction: column; align-items: stretch; gap: 6px; }
.tw-porta-nigra .tw-side h3 { margin: 0 0 4px; }
.tw-porta-nigra .tw-turn h3 { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; } /* one line: the hand under it stays put */
.tw-porta-nigra .tw-turn, .tw-porta-nigra .tw-side .tw-seat { padding: 4px 8px; }
.tw-porta-nigra .tw-side .tw-seat header { margin-bottom: 2px; }
.tw-porta-nigra .tw-facts { gap: 0 10px; }
.tw-porta-nigra .tw-row, .tw-porta-nigra .tw-hand { margin: 2px 0; }
.tw-porta-nigra .tw-row-label { min-width: 4.8em; }
.tw-porta-nigra .tw-turn-facts { margin: 2px 0 0; font-size: calc(13px * var(--tw-scale)); color: ${MUTED}; }
.tw-porta-nigra .tw-brick-row { column-gap: 4px; } /* the five colours on one line */
.tw-porta-nigra .tw-brick-count { display: inline-flex; align-items: center; gap: 2px; font-weight: 600; }
.tw-porta-nigra .tw-brick-swatch { display: inline-block; width: 1.35em; height: 1.35em; line-height: 1.35em; text-align: center;
  border: 1px solid #5b534a; border-radius: 3px; font-weight: 700; font-size: calc(13px * var(--tw-scale)); }
.tw-porta-nigra .tw-brick-swatch.tw-mini { width: 1.2em; height: 1.2em; line-height: 1.2em; font-size: calc(12px * var(--tw-scale)); margin-right: 3px; }
.tw-porta-nigra .tw-hand-cards { display: flex; flex-wrap: wrap; gap: 4px; }
.tw-porta-nigra .tw-card-svg { display: block; max-width: 100%; height: auto; }
.tw-porta-nigra .tw-card-gap { box-sizing: border-box; max-width: 100%; border: 1.5px dashed #c9bfae; border-radius: 6px; }
.tw-porta-nigra .tw-fold-svg { display: block; max-width: 100%; height: auto; margin-bottom: 8px; }
.tw-porta-nigra .tw-honour-texts { margin: 0 0 8px; padding-left: 18px; columns: 2 22em; }
.tw-porta-nigra .tw-others { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 8px; margin-bottom: 8px; }
`;
