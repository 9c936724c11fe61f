// carpe_diem_estate.js: a Carpe Diem estate: its building board (cells, frame, frame goals)
// and its player's things beside and under it (stocks, stored tiles, the tile in hand, what
// the seat before built, fountain cards).

import { h, cls, piece, labelled, memo, fitWhole, svgText as t, bold, mid, plural, tint, INK } from "./shared.js";
import { gridCells, gridSpan, rotation } from "./grid.js";
import {
  CARD_GAP, CARD_H, CARD_ROWS, CELL, CGAP, EST_W, FOUNTAINS, FR, GRASS, KINDS, SIDE_WORDS, SLOT, TEXT, chip, kindOf,
  textOn, tileBack, tileFace, tileLabel,
} from "./carpe_diem_look.js";

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
export function goalMark(goal, x, y, rot) {
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
export function estate(view, ctx, seat, x0, y0, names, main = false, apart = false) {
  const { mine, now, fresh, before } = estateState(view, seat, main);
  return memo(ctx, `estate:${seat.seat}:${x0}:${y0}:${main}:${apart}`,
    [seat, mine, now, now && view.holding, now && view.fountain_draw, names[seat.seat], view.static, fresh,
      before && view.seats[before.seat], before && names[before.seat], before && `${before.row}-${before.col}`],
    () => drawEstate(view, ctx, seat, x0, y0, names, { mine, now, main, fresh, before, apart }));
}

/** What an estate's drawing depends on besides the seat: whether its cells are pieces (`mine`:
 * place, or why not), whether its seat acts (`now`), the cell just built (`fresh`), and for
 * the estate at the screen (`main`) what the seat before built (`before`). */
function estateState(view, seat, main) {
  const acting = view.current_player;
  const built = view.built;
  return { mine: seat.seat === (view.seat ?? acting), now: acting === seat.seat,
    fresh: built?.seat === seat.seat ? `${built.row}-${built.col}` : "",
    before: main && built && built.seat !== seat.seat ? built : null };
}

/** At projector size (carpe_diem.js projectorSvgs), what is under the board of the estate at
 * the screen, drawn apart from it (estate(..., apart)) at (x0, y0): the slot and the fountain cards. */
export function estateUnder(view, ctx, seat, x0, y0, names) {
  return underBoard(view, ctx, seat, names, { ...estateState(view, seat, true), main: true, x0, by: y0 });
}

/** Under the board from (x0, by): for the estate at the screen the slot, then the fountain
 * cards' faces for their owner; their room is fixed, so nothing under it moves. */
function underBoard(view, ctx, seat, names, { mine, now, main, before, x0, by }) {
  const tree = main ? [slotUnderBoard(view, names, { mine, now, before, x0, by })] : [];
  const faces = [...(seat.fountain_faces || []).map((c) => [c, false])];
  if (now && view.fountain_draw) faces.push(...view.fountain_draw.map((c) => [c, true]));
  tree.push(fountainCards(ctx, faces, x0, by + (main ? SLOT : 0)));
  return { tree, height: (main ? SLOT : 0) + FOUNTAINS };
}

/** The grid of the building board of an estate drawn at (x0, y0), as grid.js takes it. */
export function estateGrid(x0, y0) {
  return { x: x0 + FR + 18, y: y0 + 44 + FR, size: CELL, gap: CGAP };
}

function drawEstate(view, ctx, seat, x0, y0, names, { mine, now, main, fresh, before, apart }) {
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
    t(x0 + 26, y0 + 17, fitWhole(names[seat.seat], 190, 14, true), 14, bold),
    now ? t(x0 + 225, y0 + 17, "▶ to play", 13, { ...bold, fill: "#5d4e37" }) : null,
    t(x0 + EST_W - 12, y0 + 17, `${seat.vp} VP`, 14, { ...bold, "text-anchor": "end" }),
  ];
  let by = gy + span + FR + 6; // where the slot under the board begins
  const side = estateStocks(view, seat, { sx: gx + span + FR + 10, right: x0 + EST_W, sy: y0 + 32, by });
  if (!apart) {
    const under = underBoard(view, ctx, seat, names, { mine, now, main, before, x0, by });
    side.push(under.tree);
    by += under.height;
  }
  // The same for any stocks and cards: nothing under it moves (apart: the page's gap under it).
  const height = by - y0 - (apart ? 6 : 0);
  return {
    tree: h("g", { class: "tw-estate", "data-seat": seat.seat, role: "group", "aria-label": `${names[seat.seat]}'s district` },
      header, grid, cellTree, goals, side),
    height,
  };
}

/** The player's things, right of the board from (sx, sy) to `right`: wares, coins and bread,
 * counts, stored tiles (faces for their owner, backs for everyone else), fountain cards kept
 * face down. The column ends where the slot under the board begins (`by`). */
function estateStocks(view, seat, { sx, right, sy, by }) {
  const sw = right - sx;
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
  sy = storedTiles(seat, side, { sx, sw, sy, by });
  side.push(t(sx, sy + 12, `Fountains: ${seat.fountain_cards}`, 13, bold));
  sy += 17;
  if (!seat.fountain_faces && seat.fountain_cards) {
    side.push(labelled({}, `${plural(seat.fountain_cards, "fountain card")}, face down`,
      Array.from({ length: seat.fountain_cards }, (_, i) => h("rect", { x: sx + i * 10, y: sy, width: 16, height: 22, rx: 3, fill: "#3d6f9c", stroke: "#1f3f5c" }))));
  }
  return side;
}

/** A seat's stored tiles pushed onto `side` from (sx, sy), `sw` wide: as many as fit in the rows
 * left above `by` (the turned tiles reach under it), then how many more. Returns where the
 * next line goes. */
function storedTiles(seat, side, { sx, sw, sy, by }) {
  const small = 20;
  const perRow = Math.max(1, Math.floor((sw + 3) / (small + 3)));
  const stored = seat.stored_tiles || Array.from({ length: seat.stored }, () => null);
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
  return sy + Math.ceil((shown.length + (shown.length < stored.length)) / perRow) * (small + 3) + 4;
}

/** Under the board of the estate at the screen, at (x0, by): the tile in hand (room kept, so
 * that the fountain cards under it stay put) with it turned, else what the seat before built. */
function slotUnderBoard(view, names, { mine, now, before, x0, by }) {
  if (mine && now && view.holding) {
    const s = 56;
    return [t(x0, by + 13, "Tile in hand", 13, bold),
      labelled({ class: "tw-holding" }, `Tile in hand: ${tileLabel(view.holding)}`, tileFace(view.holding, x0 + 96, by + 2, s)),
      // The same tile turned, so that the menu's "turned 90°" has a picture.
      [1, 2, 3].map((q) => {
        const cell = { x: x0 + 96 + s + 14 + (q - 1) * 80, y: by + 18, size: 40 };
        return labelled({ class: "tw-turned" }, `${view.holding.label}, turned ${q * 90}°`,
          h("g", { transform: rotation(cell, q) }, tileFace(view.holding, cell.x, cell.y, 40)),
          t(cell.x + 40 + 3, cell.y + 24, `${q * 90}°`, TEXT, { fill: INK }));
      })];
  }
  return before ? justBuilt(view, before, names, x0, by) : null;
}

/** The fountain cards' faces (`[card, just drawn]`) in their fixed room at (x0, y0): each a
 * chip with the code and colour of what it counts and "2 VP per pond"; a card just drawn
 * (looked at after placing a fountain) has a dashed outline. More than 6 (never in a game)
 * go into narrower columns, their words cut. */
function fountainCards(ctx, faces, x0, y0) {
  const cols = Math.max(3, Math.ceil(faces.length / CARD_ROWS));
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
      t(x + 34, y + 14, fitWhole(`${card.vp} VP per ${kind}`, cw - 38, TEXT), TEXT, { fill: INK }));
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
    t(x0, y0 + 13, fitWhole(seat.name, 92, 13, true), 13, bold), // the name: a label ("(steady bot)") would be cut
    t(x0, y0 + 29, "just built", 13, bold),
    tileFace(tile, x0 + 96, y0 + 2, 56),
    t(x0 + 164, y0 + 24, `row ${built.row},`, TEXT, { fill: INK }),
    t(x0 + 164, y0 + 40, `column ${built.col}`, TEXT, { fill: INK }),
    h("rect", { x: mx - 3, y: my - 3, width: n * (m + 1) + 5, height: n * (m + 1) + 5, rx: 2, fill: "#c7b08a", stroke: "#7a6440" }),
    map,
    h("rect", { x: mx + built.col * (m + 1) - 1.5, y: my + built.row * (m + 1) - 1.5, width: m + 3, height: m + 3,
      fill: "none", stroke: INK, "stroke-width": 2 }));
}
