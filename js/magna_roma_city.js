// magna_roma_city.js: a Magna Roma city: its tiles in the window where it may still grow, its
// monuments and the corners where one may be built, a solo game's objectives beside it.

import { h, cls, piece, labelled, keyed, memo, wrapText, svgText as t, bold, mid, INK, MUTED } from "./shared.js";
import { gridCell, gridCells } from "./grid.js";
import { MIN_FONT, MR_COLOURS, OBJECTIVE_WORDS, tileFace, tileWords } from "./magna_roma_look.js";

// ---------------------------------------------------------------- a city

/** A built monument in words: where it stands and the population it employs. */
function monumentWords(m) {
  return `${m.name}${m.on_centre ? " on the town centre" : ` over rows ${m.row} to ${m.row + 1}, cols ${m.col} to ${m.col + 1}`}: `
    + `${m.workers} of ${m.capacity} population employed (${m.needed} make it functional), ${m.functional ? "functional" : "not functional yet"}`;
}

export const MONUMENT_INK = "#5a3d0a";

/**
 * A seat's city: the window `win` of it drawn (cityWindow, shownWindow), its tiles, monuments
 * with their footprint and population, the corners where one may be built. `mine`: its cells
 * are pieces (the player at the screen). Kept from the last redraw while its seat, its place,
 * window and size and the corners offered stay (most moves change one city).
 */
export function cityTree(view, ctx, seat, x0, y0, { cell = 50, mine = false, names, win = shownWindow(seat) }) {
  // Corners are drawn only when they have a choice: which ones is part of what the city shows.
  const corners = mine ? [...ctx.byTarget.keys()].filter((target) => target.startsWith("corner:")).join() : "";
  return memo(ctx, `city:${seat.seat}:${mine}`,
    [seat, cell, names[seat.seat], x0, y0, corners, win.join(), seat.seat === 0 ? view.solo_board : !!view.solo_board],
    () => drawCity(view, ctx, seat, x0, y0, { cell, mine, names, win }));
}

const CITY_GAP = 3; // between the cells of a city

/**
 * The rows and columns of a city that are drawn, [low row, high row, low col, high col]: its
 * tiles and one ring of cells round them (a tile goes next to one), inside the window where the
 * city may still grow. So a city is drawn at most 6 cells across, with cells large enough to read.
 */
export function shownWindow(seat) {
  const [lr, hr, lc, hc] = seat.window;
  const rows = seat.city.map((tl) => tl.row);
  const cols = seat.city.map((tl) => tl.col);
  if (!rows.length) return [lr, hr, lc, hc];
  return [Math.max(lr, Math.min(...rows) - 1), Math.min(hr, Math.max(...rows) + 1),
    Math.max(lc, Math.min(...cols) - 1), Math.min(hc, Math.max(...cols) + 1)];
}

/**
 * The window of the city at the screen: while its seat places a tile, shownWindow (the ring
 * round its tiles, where the tile may go); else the one drawn last while it holds every tile.
 * So a tile placed on the ring never moves the grid under the pointer: the ring beyond it is
 * drawn from the seat's next placement on, which starts with a click away from the city (the
 * draft, the hand-off). Without a memory (a tree drawn once) it is shownWindow.
 */
export function cityWindow(ctx, view, seat) {
  const shown = shownWindow(seat);
  const kept = ctx.memory?.kept;
  if (!kept) return shown;
  const key = `city-window:${seat.seat}`;
  const last = kept.get(key);
  const holds = last && seat.city.every((tl) => tl.row >= last[0] && tl.row <= last[1] && tl.col >= last[2] && tl.col <= last[3]);
  const placing = view.phase === "place" && view.current_player === seat.seat;
  const win = holds && !placing ? last : shown;
  kept.set(key, win);
  return win;
}

/** Where a city drawn at (x0, y0) with cells of `cell`, its window `win`, puts each (row, col). */
/** The width of a city's drawing `cols` cells of `cell` wide: the row labels, then the cells. */
export const cityWidth = (cols, cell) => 18 + cols * (cell + CITY_GAP);

export function cityAt(win, x0, y0, cell) {
  const [lr, , lc] = win;
  const grid = { x: x0 + 18, y: y0 + 14, size: cell, gap: CITY_GAP };
  return (row, col) => gridCell(row - lr, col - lc, grid);
}

function drawCity(view, ctx, seat, x0, y0, { cell, mine, names, win }) {
  const [lr, hr, lc, hc] = win;
  const rows = hr - lr + 1;
  const cols = hc - lc + 1;
  const gap = CITY_GAP;
  const at = cityAt(win, x0, y0, cell);
  const { x: gx, y: gy } = at(lr, lc);
  const tiles = new Map(seat.city.map((tl) => [`${tl.row},${tl.col}`, tl]));
  const out = [];
  // axis numbers (rows and columns counted from the town centre)
  for (let c = lc; c <= hc; c++) out.push(t(at(0, c).x + cell / 2, gy - 3, c, MIN_FONT, { ...mid, fill: MUTED }));
  for (let r = lr; r <= hr; r++) out.push(t(gx - 4, at(r, 0).y + cell / 2 + 4, r, MIN_FONT, { "text-anchor": "end", fill: MUTED }));
  const name = names[seat.seat];
  for (const { row: gr, col: gc } of gridCells(rows, cols)) {
    const row = gr + lr;
    const col = gc + lc;
    const c = at(row, col);
    const tile = tiles.get(`${row},${col}`);
    const centre = tile && !MR_COLOURS[tile.colour] ? seat : null;
    // Drawn at (0, 0) and moved into place, so that a cell is kept when the window where the
    // city is drawn widens or narrows and the whole grid moves.
    out.push(keyed(`${row},${col}`, h("g", { transform: `translate(${c.x} ${c.y})` },
      memo(ctx, `cell:${seat.seat}:${row},${col}:${mine}`, [tile, centre ? `${seat.colour}|${seat.name}` : "", cell, name, mine],
        () => cityCell(ctx, tile, centre, row, col, { x: 0, y: 0 }, cell, name, mine)))));
  }
  // Monuments: the footprint's outline, and in it a marker with the population employed. The
  // marker sits in the bottom-left corner of the footprint's top-right tile, the one corner of
  // a tile where nothing is drawn, so that no star, colour or blessing of the tiles beneath is
  // hidden (it covers only inner half-symbols, matched once four tiles stand). The names are
  // listed under the grid.
  const monuments = seat.monuments || [];
  for (const m of monuments) out.push(builtMonument(ctx, m, at, cell, mine));
  // corners where a monument may be built now (only those with choices are drawn)
  if (mine) {
    for (const target of ctx.byTarget.keys()) {
      if (!target.startsWith("corner:")) continue;
      const [r, c] = target.slice(7).split(",").map(Number);
      const p = at(r, c);
      const cx = p.x + cell + gap / 2;
      const cy = p.y + cell + gap / 2;
      out.push(piece(ctx, target, `Corner of rows ${r} to ${r + 1}, cols ${c} to ${c + 1}: build a monument over these four tiles`,
        { class: "tw-mr-corner" },
        h("circle", { class: "tw-shape", cx, cy, r: 11, fill: "#fff3c4", stroke: MONUMENT_INK, "stroke-width": 2 }),
        t(cx, cy + 4, "+", 13, { ...mid, ...bold, fill: MONUMENT_INK })));
    }
  }
  // solo: the objective tokens beside their row or column
  const solo = view.solo_board;
  if (solo && seat.seat === 0) out.push(objectiveTokens(solo, seat, win, at, cell));
  const width = cityWidth(cols, cell) + (solo ? 40 : 0);
  // the built monuments by name, with the population employed (of the room in each)
  const said = monuments.map((m) => `${m.name} ${m.workers}/${m.capacity}${m.functional ? " ✓" : ` (needs ${m.needed})`}`);
  const lines = said.length ? wrapText(`Monuments (population, ✓ functional): ${said.join(", ")}`, width - 18, MIN_FONT) : [];
  const listTop = gy + rows * (cell + gap) + (solo ? 34 : 0);
  lines.forEach((line, k) => out.push(t(gx, listTop + 13 + k * 15, line, MIN_FONT, { fill: INK })));
  const height = listTop - y0 + (lines.length ? lines.length * 15 + 3 : 0);
  return { tree: h("g", { class: "tw-mr-city", role: "group", "aria-label": `${name}'s city` }, out), width, height };
}

/** A built monument in a city whose cells `at` places: the footprint's outline, and in it a
 * marker with the population employed; a piece in the city at the screen. There the whole
 * footprint is the monument's (a click on its tiles or outline is its click, and a refusal its
 * reason), unless a tile in it may be clicked now (blessed) and the monument may not: then the
 * tiles keep their clicks and the monument its outline and marker. */
function builtMonument(ctx, m, at, cell, mine) {
  const cells = m.footprint.map(([r, c]) => at(r, c));
  const x1 = Math.min(...cells.map((c) => c.x)) - 2;
  const y1 = Math.min(...cells.map((c) => c.y)) - 2;
  const x2 = Math.max(...cells.map((c) => c.x + cell)) + 2;
  const y2 = Math.max(...cells.map((c) => c.y + cell)) + 2;
  const corner = at(Math.min(...m.footprint.map(([r]) => r)), Math.max(...m.footprint.map(([, c]) => c)));
  const size = Math.round(cell * 0.36); // 22 at CELL: clear of the tile's left and bottom half-symbols
  const mx = corner.x + 1;
  const my = corner.y + cell - size - 1;
  const target = `built:${m.id}`;
  const tilesLive = !ctx.byTarget.has(target) && m.footprint.some(([r, c]) => ctx.byTarget.has(`cell:${r},${c}`));
  const body = [
    h("rect", { class: "tw-shape tw-mr-built-outline", x: x1, y: y1, width: x2 - x1, height: y2 - y1, rx: 5,
      fill: mine && !tilesLive ? "transparent" : "none", stroke: MONUMENT_INK, "stroke-width": 3,
      "stroke-dasharray": m.on_centre ? "6 3" : null }),
    h("rect", { class: "tw-mr-built-mark", x: mx, y: my, width: size, height: size, rx: 4,
      fill: m.functional ? "#ffd54a" : "#f6f1e6", stroke: MONUMENT_INK, "stroke-width": 1.5 }),
    t(mx + size / 2, my + size / 2 + size * 0.14, `${m.workers}/${m.capacity}`, MIN_FONT, { ...mid, ...bold, fill: INK }),
  ];
  return mine ? piece(ctx, target, monumentWords(m), { class: "tw-mr-built" }, body)
    : labelled({ class: "tw-mr-built" }, monumentWords(m), body);
}

/** A solo game's objective tokens (`solo`: the solo board) beside their row or column of the
 * city, those whose line is drawn (the others are listed beside the city). */
function objectiveTokens(solo, seat, win, at, cell) {
  const [lr, hr, lc, hc] = win;
  const [wr, , wc] = seat.window; // the solo board's frame: the objectives count from its corner
  return solo.objectives.map((o, k) => {
    const line = o.kind === "row" ? wr + o.index : wc + o.index;
    if (line < (o.kind === "row" ? lr : lc) || line > (o.kind === "row" ? hr : hc)) return null; // not drawn yet: listed beside
    const first = o.kind === "row" ? at(line, hc) : at(hr, line);
    const x = o.kind === "row" ? first.x + cell + 8 : first.x + cell / 2 - 14;
    const y = o.kind === "row" ? first.y + cell / 2 - 11 : first.y + cell + 8;
    // open: its number alone (an ellipsis read as a cut-off label)
    const [fill, mark] = o.state === "met" ? ["#cfe8c6", "✓"] : o.state === "open" ? ["#fff", ""] : ["#f3d0cb", "✗"];
    return labelled({ class: "tw-mr-objective" }, `Objective ${k + 1} (${o.line}): ${o.text} ${OBJECTIVE_WORDS[o.state] || o.state}`,
      h("rect", { x, y, width: 28, height: 22, rx: 4, fill, stroke: MONUMENT_INK }),
      t(x + 14, y + 16, `${k + 1}${mark}`, MIN_FONT, { ...mid, ...bold }));
  });
}

/** One cell of a city at `c` ({x, y}): its tile (or room to grow); a piece in the city at the screen. */
function cityCell(ctx, tile, centre, row, col, c, cell, name, mine) {
  const label = `${name}'s city, row ${row}, col ${col}: ${tile ? (centre ? "the town centre" : tileWords(tile)) : "empty"}`;
  // the outline (tw-shape, which glows) goes over a tile's face, under nothing else
  const body = tile ? [tileFace(tile, c.x, c.y, cell, centre),
    h("rect", { class: "tw-shape", x: c.x, y: c.y, width: cell, height: cell, rx: 3, fill: "none", stroke: "none" })]
    : [h("rect", { class: "tw-shape", x: c.x, y: c.y, width: cell, height: cell, rx: 3, fill: "#f4efe4", stroke: "#d9cfbd",
      "stroke-dasharray": "4 3" })];
  const kind = cls("tw-mr-cell", !tile && "tw-mr-empty");
  return mine ? piece(ctx, `cell:${row},${col}`, label, { class: kind }, body) : labelled({ class: kind }, label, body);
}
