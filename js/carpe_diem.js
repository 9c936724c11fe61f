// carpe_diem.js: the Carpe Diem board for anywidget.
//
// Draws the `view` trait (shape in js/README.md) and highlights the `choices` trait. No
// game rule lives here: what can be clicked, and what a click means, comes from Python.
// Piece kinds: space:<n>, tile:<id>, cell:<row>-<col>, seal:<id>, fountain:<id>,
// circle:<id>, card:<id>; storing the tile in hand is a button (button:store).
import {
  h, svg, piece, labelled, context, memo, frame, renderBoard, screenSeat, fitText, wrapText, svgText as t, bold,
  mid, plural, cap, INK, MUTED, LINE, PAPER,
} from "./shared.js";
import { cellPreview, gridCell, placement, rotation } from "./grid.js";
import { estate, estateGrid, estateUnder, goalMark } from "./carpe_diem_estate.js";
import {
  AREA, BACK, CELL, COL, EST_W, EX, KINDS, SITE_H, STUFF, T, TEXT, W, chip, disc, meeple, textOn, tileFace,
  tilePiece,
} from "./carpe_diem_look.js";

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
      // Each tile where it was dealt (`places`): a tile taken leaves its place empty, none slides into it.
      sp.tiles.map((tile, k) => {
        const p = sp.places?.[k] ?? k;
        return tilePiece(ctx, "tile", tile, x + (p % 2) * (T + 3), y + Math.floor(p / 2) * (T + 3), T);
      }),
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

/** At projector size, the banderole bar as a column beside the estate (BAR_W wide): a space a
 * row, its discs beside it, the one on top (furthest on) first. */
function barColumn(view, x0, y0) {
  const values = view.static.bar_values || [];
  const order = view.bar_order || view.seats.map((s) => s.seat);
  const out = [t(x0, y0 + 14, "Banderole bar", 14, bold), t(x0, y0 + 30, "VP at the end", TEXT, { fill: MUTED })];
  values.forEach((v, i) => {
    const y = y0 + 38 + i * 22;
    out.push(h("rect", { x: x0, y, width: 30, height: 20, rx: 3, fill: "#f3e6c4", stroke: "#b59a5a" }),
      t(x0 + 15, y + 15, v, TEXT, { ...mid, ...bold }));
    const here = order.filter((s) => view.seats[s].bar === i).reverse();
    here.forEach((s, k) => out.push(labelled({ class: "tw-bar-disc" },
      `${view.seats[s].name} on bar space ${i} (${v} VP)${k === 0 && here.length > 1 ? ", on top" : ""}`,
      disc(view.seats[s], x0 + 45 + k * 20, y + 10))));
  });
  return { tree: h("g", { class: "tw-bar", role: "group", "aria-label": "Banderole bar" }, out), height: 38 + values.length * 22 };
}
const BAR_W = 120;

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

/** The main picture: the left column and the estate at the screen side by side in one SVG; at
 * projector size (`wide`) and on a narrow board (`narrow`) in SVGs of their own. */
function boardSvg(view, ctx, names, preview, { wide, narrow }) {
  const s = view.static;
  const phaseLine = view.phase === "over" ? "Game over"
    : `Phase ${view.game_phase} of ${s.phases ?? 4} · ${view.scoring ? "scoring period" : `round ${view.round} of ${s.rounds_per_phase ?? 7}`}`
      + ` · starts: ${fitText(view.seats[view.start_player]?.name ?? "?", 90, 14, true)}`;
  const y0 = 22;
  if (wide) return projectorSvgs(view, ctx, names, preview, phaseLine);
  // A scoring period is decided on the scoring cards; every other turn on the construction site.
  const left = leftColumn(view, ctx);
  if (narrow) return narrowSvgs(view, ctx, names, preview, phaseLine, left);
  // The estate of the seat at the screen (under the curtain: the one that was there), under
  // the phase; the other estates fold away (othersSvg).
  const top = t(EX, 15, phaseLine, 14, bold);
  const mine = estate(view, ctx, atScreen(view), EX, y0, names, true);
  const height = Math.max(left.height, y0 + mine.height) + 4;
  return svg(W, height, { class: "tw-board-svg", role: "group", "aria-label": `${view.title || "Carpe Diem"} board`,
    style: widthAt(W) },
  top, left.tree, mine.tree, placePreview(view, preview, EX, y0));
}

/** At projector size (issue 51) the shared area (the site, or the scoring cards, under the
 * phase) and the estate at the screen are SVGs of their own drawn larger (--tw-map-scale:
 * 12-unit text 24 px) side by side; under the estate, at the scale of the rest, its slot and
 * fountain cards (estateUnder), and beside it the banderole bar as a column (barColumn): so
 * the wide screen is used, and each column fits 1080 px. */
function projectorSvgs(view, ctx, names, preview, phaseLine) {
  const area = scoringNow(view) ? cardGrid(view, ctx, 0, 0) : siteArea(view, ctx);
  const ofScale = (w, scale) => `width: calc(${w}px * var(${scale}))`;
  // + 8: the meeples standing on the seal tiles
  const shared = svg(COL, 22 + AREA + 8, { class: "tw-board-svg tw-cd-shared", role: "group",
    "aria-label": scoringNow(view) ? "The scoring cards" : "The construction site", style: ofScale(COL, "--tw-map-scale") },
  t(0, 15, phaseLine, 14, bold), h("g", { transform: "translate(0 22)" }, area.tree));
  const me = atScreen(view);
  const mine = estate(view, ctx, me, 0, 0, names, true, true);
  const under = estateUnder(view, ctx, me, 0, 0, names);
  const bar = barColumn(view, 0, 0);
  return [shared,
    h("div", { class: "tw-cd-estate-column" },
      svg(EST_W, mine.height, { class: "tw-board-svg tw-cd-estate", role: "group",
        "aria-label": `${view.title || "Carpe Diem"}: ${names[me.seat]}'s estate`, style: ofScale(EST_W, "--tw-map-scale") },
      mine.tree, placePreview(view, preview, 0, 0)),
      svg(EST_W, under.height + 1, { class: "tw-board-svg tw-cd-under", role: "group", "aria-label": "Tile in hand and fountain cards",
        style: ofScale(EST_W, "--tw-scale") }, under.tree)),
    svg(BAR_W, bar.height + 4, { class: "tw-board-svg tw-cd-bar", role: "group", "aria-label": "Banderole bar",
      style: ofScale(BAR_W, "--tw-scale") }, bar.tree)];
}

/** On a narrow board (a phone: sizes.js NARROW) the left column under the phase, then the
 * estate at the screen, each an SVG of its own at the board's width (CSS below): at 390 px their
 * 12-unit text is about 11 px, where the one SVG 820 units wide drew it at 5. */
function narrowSvgs(view, ctx, names, preview, phaseLine, left) {
  const me = atScreen(view);
  const mine = estate(view, ctx, me, 0, 0, names, true);
  return [svg(COL, 22 + left.height + 4, { class: "tw-board-svg tw-cd-shared", role: "group",
    "aria-label": scoringNow(view) ? "The scoring cards and the banderole bar" : "The construction site and the banderole bar" },
  t(0, 15, phaseLine, 14, bold), h("g", { transform: "translate(0 22)" }, left.tree)),
  svg(EST_W, mine.height + 4, { class: "tw-board-svg tw-cd-estate", role: "group",
    "aria-label": `${view.title || "Carpe Diem"}: ${names[me.seat]}'s estate` }, mine.tree, placePreview(view, preview, 0, 0))];
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

/** The seat whose estate the board shows first (view_sync.js screenSeat). */
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
 * The whole board as a virtual tree (pure). `traits` holds the other synced traits
 * (view_sync.js TRAITS) and what renderBoard adds (the open menu, folds, scale), all optional.
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
    board: boardSvg(view, ctx, names, traits.menu?.preview, { wide: (traits.scale || 1) > 1, narrow: traits.narrow }),
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

// What only this board draws; the frame, glow/focus and panel styles are in styles.js.
const CSS = `
/* At projector size the site, the estate and the bar side by side: a narrower page draws them smaller, never one under another. */
.tw-carpe-diem.tw-projector .tw-board-svg { flex: 0 1 auto; min-width: 0; max-width: 100%; }
/* On a narrow board (a phone) the site and the estate one under another, each at the board's width. */
.tw-carpe-diem.tw-narrow .tw-board-svg { flex: 1 1 100%; }
/* Its bar's buttons wrap (styles.js): its longest decision, "Store the tile face down (half a VP at the end)" (two lines),
   then Undo, is 3 lines of button text in 2 rows at 390 px. */
.tw-carpe-diem.tw-narrow { --tw-narrow-lines: 3; --tw-narrow-rows: 2; }
.tw-carpe-diem .tw-cd-estate-column { display: flex; flex-direction: column; gap: 4px; flex: 0 1 auto; min-width: 0; }
.tw-carpe-diem .tw-fold-svg { display: block; width: 100%; height: auto; margin-bottom: 8px; }
/* What is only consulted folds away in one row of tabs under the board (issue 34: a turn on one screen);
   an open fold takes a row of its own after them, so opening one grows the board downward only. */
.tw-board.tw-carpe-diem { display: flex; flex-wrap: wrap; align-items: flex-start; }
.tw-carpe-diem > .tw-bar, .tw-carpe-diem > .tw-main, .tw-carpe-diem > .tw-fold[open] { flex: 1 1 100%; min-width: 0; }
.tw-carpe-diem > .tw-fold[open] { order: 1; }
.tw-carpe-diem > .tw-fold:not([open]) { flex: 0 0 auto; margin-right: 3px; padding: 0 8px; }
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
