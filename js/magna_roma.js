// magna_roma.js: the Magna Roma board for anywidget.
//
// Draws the `view` trait (tabletop_widgets/magna_roma/view.py) and highlights the `choices`
// trait. No game rule lives here: what can be clicked, and what a click means, comes from
// Python. Piece kinds (tabletop_widgets/magna_roma/board.py): draft:<slot>, cell:<row>,<col>,
// corner:<row>,<col>, built:<monument>, slot:<province>/<k>, token:<slot>, monument:<id>;
// decline the trade, skip the optional action and end the turn are buttons.
import {
  h, svg, piece, labelled, context, memo, frame, renderBoard, screenSeat, fitWhole, wrapText, textWidth, othersTab, svgText as t,
  bold, mid, plural, tint, INK, MUTED, LINE,
} from "./shared.js";
import { cellPreview, placement } from "./grid.js";
import { MONUMENT_INK, cityAt, cityTree, cityWidth, cityWindow } from "./magna_roma_city.js";
import { CELL, DRAFT_GAP, MIN_FONT, OBJECTIVE_WORDS, W, gains, mrCol, seatDisc, tileFace, tileWords } from "./magna_roma_look.js";
import { PROVINCE_PITCH, STRIP_H, boardsSvg, province, provinceStrip, tokenPiece } from "./magna_roma_boards.js";

// ---------------------------------------------------------------- the draft

/** Where draft slot k sits: a ring clockwise from the top left round the deck (solo: a row). */
function draftCells(n) {
  if (n <= 3) return Array.from({ length: n }, (_, k) => [0, k]);
  const w = n === 8 ? 3 : 4;
  const ring = [];
  for (let c = 0; c < w; c++) ring.push([0, c]);
  ring.push([1, w - 1]);
  for (let c = w - 1; c >= 0; c--) ring.push([2, c]);
  ring.push([1, 0]);
  return ring.slice(0, n);
}

function draftTree(view, ctx, x0, y0, names) {
  const n = view.draft.length;
  const s = CELL;
  const gap = DRAFT_GAP;
  const cells = draftCells(n);
  const decks = (view.decks || []).reduce((a, b) => a + b, 0);
  const out = [t(x0, y0 + 13, view.solo ? `Tile pool (deck ${decks})` : "Tile draft", 14, bold)];
  const top = y0 + 20;
  cells.forEach(([r, c], k) => {
    const slot = view.draft[k];
    const x = x0 + c * (s + gap);
    const y = top + r * (s + gap);
    const holder = slot.marker == null ? null : view.seats[slot.marker];
    const look = holder ? `${holder.colour}|${holder.name}|${names[holder.seat]}` : "";
    out.push(memo(ctx, `draft:${k}`, [slot, look, x, y, s], () => draftSlot(ctx, slot, k, holder, x, y, s, names)));
  });
  const rowsUsed = Math.max(...cells.map(([r]) => r)) + 1;
  const colsUsed = Math.max(...cells.map(([, c]) => c)) + 1;
  if (n > 3) {
    const x = x0 + (s + gap);
    const y = top + (s + gap);
    out.push(labelled({}, `Face-down tile decks: ${decks} tiles`,
      h("rect", { x: x + 4, y: y + 4, width: (colsUsed - 2) * (s + gap) - gap - 8, height: s - 8, rx: 4, fill: "#8a7a63", stroke: "#5c4f3c" }),
      t(x + ((colsUsed - 2) * (s + gap) - gap) / 2, y + s / 2 + 5, `deck ${decks}`, 13, { ...mid, ...bold, fill: "#fff" })));
  }
  return { tree: h("g", { class: "tw-mr-draft-area", role: "group", "aria-label": "Tile draft" }, out),
    height: 20 + rowsUsed * (s + gap), width: colsUsed * (s + gap) };
}

/** Draft slot k at (x, y), `s` square: its tile and the marker of the seat holding it. */
function draftSlot(ctx, slot, k, holder, x, y, s, names) {
  const label = `Draft slot ${k}: ${slot.tile ? tileWords(slot.tile) : "empty"}${holder ? `; ${names[holder.seat]}'s marker` : ""}`;
  return piece(ctx, `draft:${k}`, label, { class: "tw-mr-draft" },
    h("rect", { class: "tw-shape", x, y, width: s, height: s, rx: 4, fill: slot.tile ? "none" : "#f4efe4", stroke: LINE,
      "stroke-dasharray": slot.tile ? null : "4 3" }),
    slot.tile ? tileFace(slot.tile, x, y, s) : null,
    holder ? seatDisc(holder, x + 9, y + s - 9, 8) : null,
    h("text", { x: x + s - 3, y: y + s - 3, "font-size": MIN_FONT, "text-anchor": "end", fill: MUTED }, k));
}

/** `tile` turned `q` quarter turns clockwise: its edges' half-symbols on the sides they then face. */
function turnedTile(tile, q) {
  return { ...tile, edges: undefined, sides: [0, 1, 2, 3].map((k) => tile.edges[(k - q + 4) % 4]) };
}

/** The reserved tile on the cell where the menu's choice `action` would place it, turned as it
 * says: the player sees which half-symbols would meet before choosing. */
function placePreview(view, seat, action, win, x0, y0, cell) {
  const tile = placement(action) && seat.slot != null ? view.draft[seat.slot]?.tile : null;
  if (!tile) return null;
  const c = cityAt(win, x0, y0, cell)(action.row, action.col);
  return cellPreview(c, tileFace(turnedTile(tile, action.rotation), c.x, c.y, cell));
}

/**
 * The tile the seat has reserved, in its four turns, so that a placement menu's "turned 90
 * degrees" has a picture (turning a tile clockwise moves its top half-symbol to the right).
 */
function reservedTile(view, seat, x0, y0, width, height, names) {
  const slot = seat.slot == null ? null : view.draft[seat.slot];
  if (!slot?.tile || width < 100) return null;
  // two rows of two where the draft is tall enough (a ring), else one row of four (solo)
  const square = Math.min(44, Math.floor((width - 10) / 2) - 8);
  const perRow = 22 + 2 * (square + 18) <= height ? 2 : 4;
  const s = perRow === 2 ? square : Math.min(44, Math.floor((width - 3 * 8) / 4));
  const out = [t(x0, y0 + 13, fitWhole(view.phase === "place" && view.current_player === seat.seat ? "Your tile, turned:" : "Reserved tile:", width, 13, true), 13, bold)];
  for (let q = 0; q < 4; q++) {
    const x = x0 + (q % perRow) * (s + (perRow === 2 ? 14 : 8));
    const y = y0 + 22 + Math.floor(q / perRow) * (s + 18);
    out.push(tileFace(turnedTile(slot.tile, q), x, y, s), t(x + s / 2, y + s + 13, `${q * 90}°`, MIN_FONT, { ...mid, fill: MUTED }));
  }
  return labelled({ class: "tw-mr-reserved" }, `${names[seat.seat]}'s reserved tile: ${tileWords(slot.tile)}; drawn in its four turns`, out);
}

// ---------------------------------------------------------------- monuments on sale

function scoringWords(m) {
  const sc = m.scoring || {};
  if (sc.vp_by_workers) return `${sc.vp_by_workers.join("/")} VP for 1-${sc.vp_by_workers.length} pop`;
  if (sc.per_colour) return `${sc.vp} VP per ${sc.per_colour} tile under it`;
  if (sc.per_icon) return `${sc.vp} VP per ${sc.per_icon} under it`;
  return `${sc.vp ?? 0} VP`;
}

function monumentMarket(view, ctx, x0, y0, width, column = false) {
  const market = view.monument_market || [];
  const gap = column ? 4 : 6;
  const cw = column ? width : (width - gap * 2) / 3;
  const ch = 80;
  const title = `${column ? "Monuments" : "Monument market"} (deck ${view.monument_deck})`;
  const out = [t(x0, y0 + 13, fitWhole(title, width, 14, true), 14, bold)];
  market.forEach((m, k) => {
    const x = column ? x0 : x0 + k * (cw + gap);
    const y = y0 + 20 + (column ? k * (ch + gap) : 0);
    if (!m) {
      out.push(h("rect", { x, y, width: cw, height: ch, rx: 5, fill: "none", stroke: "#d8cfbf", "stroke-dasharray": "4 4" }));
      return;
    }
    const lines = [
      `${plural(m.cost, "coin")} · pop ${m.workers}`,
      ...wrapText(scoringWords(m), cw - 8, MIN_FONT),
      Object.keys(m.immediate || {}).length ? `now: +${gains(m.immediate)}` : null,
      m.on_town_centre ? "on the town centre" : "over 4 tiles",
    ].filter(Boolean);
    const title = wrapText(m.name, cw - 8, MIN_FONT, true).slice(0, 2);
    out.push(piece(ctx, `monument:${m.id}`, `Monument ${m.name}: costs ${plural(m.cost, "coin")}, functional with ${m.workers} population, `
      + `${scoringWords(m)}${Object.keys(m.immediate || {}).length ? `, at once ${gains(m.immediate)}` : ""}`
      + `${m.on_town_centre ? ", built on the town centre" : ""}`, { class: "tw-mr-monument" },
    h("rect", { class: "tw-shape", x, y, width: cw, height: ch, rx: 5, fill: "#fbf3dc", stroke: MONUMENT_INK }),
    // the name whole (on two lines if need be), then what fits of the rest; the label has it all
    [...title, ...lines].slice(0, 5).map((l, i) => t(x + 5, y + 15 + i * 14, fitWhole(l, cw - 8, MIN_FONT, i < title.length),
      MIN_FONT, i < title.length ? { ...bold, fill: MONUMENT_INK } : {}))));
  });
  return { tree: h("g", { class: "tw-mr-monuments", role: "group", "aria-label": "Monument market" }, out),
    height: 20 + (column ? 3 * (ch + gap) - gap : ch) };
}

// ---------------------------------------------------------------- a seat's stocks and tracks

function stocksTree(view, ctx, seat, x0, y0, width, names) {
  const items = [["coins", "$", "#c98f1a"], ["population", "Pop", "#3f8a57"], ["legions", "Leg", "#b23a2e"],
    ["luxuries", "Lux", "#e8b923"], ["faith", "Faith", "#3d6fb6"], ["blessings", "⚡", "#8a6a00"]];
  const out = [];
  const now = view.current_player === seat.seat;
  out.push(h("rect", { x: x0, y: y0, width, height: 24, rx: 12, fill: now ? tint(seat.colour, 0.75) : "#f1ece2",
    stroke: seat.colour, "stroke-width": now ? 3 : 1.5 }),
  seatDisc(seat, x0 + 13, y0 + 12, 8),
  t(x0 + 27, y0 + 17, fitWhole(`${names[seat.seat]}${now ? " ▶ to play" : ""}`, width - 120, 13, true), 13, bold),
  t(x0 + width - 8, y0 + 17, `${seat.vp} VP · ${seat.placed}/${view.static.tiles_per_city} tiles`, 12, { ...bold, "text-anchor": "end" }));
  const step = width / 6;
  items.forEach(([key, word, colour], i) => {
    const x = x0 + i * step;
    out.push(labelled({}, `${key}: ${seat[key]}`,
      h("rect", { x: x + 1, y: y0 + 30, width: step - 4, height: 22, rx: 11, fill: tint(colour, 0.8), stroke: colour }),
      t(x + (step - 2) / 2, y0 + 45, `${word} ${seat[key]}`, 12, { ...mid, ...bold })));
  });
  // city tracks (star values), then one line of small print
  const st = view.static;
  const y = y0 + 58 + 21 * st.track_order.length;
  out.push(memo(ctx, `tracks:${seat.seat}`, [seat.tracks, st, x0, y0, width], () => h("g", { class: "tw-mr-tracks" },
    cityTracks(seat, st, x0, y0 + 58, width))));
  const got = new Set(seat.track_bonuses || []);
  const taken = st.track_bonuses.filter((b) => got.has(b.id)).length;
  out.push(t(x0, y + 11, fitWhole(`Conquest markers left ${seat.markers_left} · track bonuses (framed) ${taken} of ${st.track_bonuses.length}`,
    width, MIN_FONT), MIN_FONT, { fill: MUTED }));
  return { tree: labelled({ class: "tw-mr-stocks" }, `${names[seat.seat]}: ${seat.vp} VP, ${seat.coins} coins, ${seat.population} population, `
    + `${seat.legions} legions, ${seat.luxuries} luxuries, faith ${seat.faith}, ${plural(seat.blessings, "blessing token")}; `
    + `track values ${st.track_order.map((c) => `${c} ${seat.tracks[c].value}`).join(", ")}`, out), height: y + 16 - y0 };
}

/** A seat's city tracks from `y0` down: the star values, the marker and the bonus spaces. */
function cityTracks(seat, st, x0, y0, width) {
  const out = [];
  const spaces = st.track_spaces;
  const sw = Math.min(22, (width - 40) / spaces);
  let y = y0;
  for (const colour of st.track_order) {
    const [fill, roof, letter] = mrCol(colour);
    const track = seat.tracks[colour];
    out.push(t(x0, y + 14, `${letter} ${track.value}`, MIN_FONT, { ...bold, fill: roof }));
    for (let k = 0; k < spaces; k++) {
      const x = x0 + 36 + k * sw;
      const bonus = st.track_bonuses.find((b) => b.tracks[colour] === k);
      const here = track.space === k;
      out.push(h("rect", { x, y, width: sw - 2, height: 18, rx: 2, fill: here ? roof : bonus ? "#fff7d6" : fill,
        stroke: bonus ? "#8a6a00" : roof, "stroke-width": bonus ? 1.5 : 0.5 }),
      t(x + (sw - 2) / 2, y + 14, here ? "●" : st.track_values[k], MIN_FONT, { ...mid, fill: here ? "#fff" : INK }));
    }
    y += 21;
  }
  return out;
}

/** stocksTree, kept while the seat, whose turn it is and its name stay. */
function stocksOf(view, ctx, seat, x0, y0, width, names) {
  return memo(ctx, `stocks:${seat.seat}`, [seat, view.current_player === seat.seat, view.static, names[seat.seat], x0, y0, width],
    () => stocksTree(view, ctx, seat, x0, y0, width, names));
}

// ---------------------------------------------------------------- the main board

/** The seat whose city the board shows (view_sync.js screenSeat). */
function mineOf(view) {
  return view.seats[screenSeat(view) ?? 0] || view.seats[0];
}

/**
 * Which shared part the right-hand panel shows (issue 34: a turn on one screen): the trade
 * tokens while one is on offer, the provinces while one may be conquered, and after a trade or a
 * conquest still, so that the player sees what the click did, until the draft or the market is
 * needed again; else the draft and the monument market.
 */
function panelOf(view, choices) {
  const has = (test) => choices.some(test);
  if (has((c) => String(c.target).startsWith("token:"))) return "trade";
  if (has((c) => String(c.target).startsWith("slot:"))) return "provinces";
  if (has((c) => String(c.target).startsWith("draft:") || c.action?.type === "build")) return "draft";
  const last = view.log?.at(-1)?.action?.type;
  return last === "trade" ? "trade" : last === "conquer" ? "provinces" : "draft";
}

/** Whether the last move was this player's conquest and no monument may be built now (the
 * next tile is to be chosen): the draft panel then shows the provinces small instead of the market. */
function justConquered(view, choices) {
  const last = view.log?.at(-1);
  return last?.action?.type === "conquer" && last.seat === view.current_player && !choices.some((c) => c.action?.type === "build");
}

const OBJECTIVES_H = 4 * 32; // a solo game's four objectives, two lines each

/** A solo objective in words; `short`, without what its line (row or column) already says. */
function objectiveWords(o, k, short = false) {
  const state = OBJECTIVE_WORDS[o.state] || o.state;
  if (!short) return `Objective ${k + 1} (${o.line}, ${state}): ${o.text}`;
  const text = o.text.replace(/ in this row( or column| \(or column\))/, "").replace(/^Have /, "").replace(/\.$/, "");
  return `${k + 1} ${o.line}, ${state}: ${text}`;
}

/** The solo objectives in the draft panel's free room at (x0, y0), two lines each, numbered as their tokens. */
function objectivesTree(sb, x0, y0, width) {
  const out = [];
  let y = y0;
  sb.objectives.forEach((o, k) => {
    const lines = wrapText(objectiveWords(o, k, true), width, MIN_FONT).slice(0, 2);
    out.push(labelled({ class: "tw-mr-objective-text" }, objectiveWords(o, k),
      lines.map((l, i) => t(x0, y + 12 + i * 14, l, MIN_FONT, i ? {} : { fill: INK }))));
    y += 32;
  });
  return h("g", { role: "group", "aria-label": "Solo objectives" }, out);
}

const CITY_W = 420; // the city's room in mainSvg, left of the panel
const RX = CITY_W + 10; // where the panel begins

/**
 * The board as drawn during play, W units wide: on the left the city at the screen (its tiles and
 * one ring of cells round them, large), on the right the panel of the decision (draft and
 * monument market, or the trade tokens, or the provinces) above the player's own stocks and
 * tracks, which stay where they are. The shared tracks, the legend and the other players are in folds.
 * At projector size (`wide`) and on a narrow board (`narrow`) they are SVGs of their own.
 */
function mainSvg(view, ctx, names, preview, panel, choices, { wide, narrow }) {
  const me = mineOf(view);
  // A round: every seat places a tile (a replay's timeline counts the rounds so: replay.py).
  const turn = view.phase === "over" ? "Game over" : `Round ${view.round} of ${view.static.tiles_per_city}`;
  const solo = view.solo_board ? ` · Solo level ${view.solo_board.level}` : "";
  // The heading goes without its aside where that would not fit (at projector size, a long name).
  const head = `${turn}${solo} · ${names[me.seat]}'s city`;
  if (wide && !view.solo_board) return projectorSvgs(view, ctx, names, preview, panel, head);
  const aside = wide || textWidth(`${head} (rows, cols from the town centre)`, 13, true) > CITY_W ? "" : " (rows, cols from the town centre)";
  const city = cityColumn(view, ctx, me, names, { preview, panel, head: `${head}${aside}` });
  const right = panelColumn(view, ctx, me, names, { panel, choices, rx: narrow ? 0 : RX });
  if (narrow) return narrowSvgs(view, me, names, panel, city, right);
  return svg(W, Math.max(right.height, city.height) + 6, { class: "tw-board-svg", role: "group", "aria-label": `${view.title || "Magna Roma"} board` },
    city.top, right.tree, city.under);
}

/** The city column of mainSvg, CITY_W wide: the heading and the city at the screen (`top`), and
 * in a solo game what goes under it (`under`: the objectives while the draft's room is taken, the
 * provinces small while the panel does not show them); `height` down to its end. */
function cityColumn(view, ctx, me, names, { preview, panel, head }) {
  const win = cityWindow(ctx, view, me);
  const cityT = cityTree(view, ctx, me, 0, 22, { cell: CELL, mine: true, names, win });
  const top = [t(0, 15, fitWhole(head, CITY_W, 13, true), 13, bold), cityT.tree, placePreview(view, me, preview, win, 0, 22, CELL)];
  const under = [];
  let ly = 22 + cityT.height;
  if (view.solo_board && panel !== "draft") { // the draft's free room is taken: one line each under the city
    view.solo_board.objectives.forEach((o, k) => {
      under.push(labelled({ class: "tw-mr-objective-text" }, objectiveWords(o, k),
        t(0, ly + 13, fitWhole(objectiveWords(o, k, true), CITY_W, MIN_FONT), MIN_FONT)));
      ly += 15;
    });
  }
  if (view.solo_board && panel !== "provinces") { // the blocked slots, all game long
    under.push(memo(ctx, "province-strip", [view.provinces, ly, names.join("\n")], () => provinceStrip(view, 0, ly + 4, CITY_W, names)));
    ly += 4 + STRIP_H;
  }
  return { top, under, height: ly };
}

/** The panel column of mainSvg from `rx`, W - RX wide: the decision's panel, then the player's
 * stocks and tracks under it. */
function panelColumn(view, ctx, me, names, { panel, choices, rx }) {
  const rw = W - RX;
  const out = [];
  let y = 0;
  // The panel: as tall as the draft and the market (the tallest it shows), so the stocks stay put.
  const ring = view.draft.length > 3;
  const draftH = 20 + (ring ? 3 : 1) * (CELL + DRAFT_GAP);
  // Solo, the objectives fill the room under the market (OBJECTIVES_H).
  const panelH = Math.max(draftH + 6 + 100 + (view.solo_board ? OBJECTIVES_H + 4 : 0), 22 + 3 * PROVINCE_PITCH); // or the provinces
  if (panel === "trade") {
    out.push(t(rx, y + 15, "Trade tokens (the one on offer is yellow)", 14, bold));
    view.trade_tokens.forEach((tok, k) => out.push(memo(ctx, `panel:token:${tok.slot}`, [tok, view.trade_offer, rx, rw, k],
      () => tokenPiece(view, ctx, tok, rx, y + 24 + k * 56, rw))));
  } else if (panel === "provinces") {
    out.push(t(rx, y + 15, fitWhole("Provinces: a slot costs its legions; VP per condition", rw, 14, true), 14, bold));
    const seen = view.seats.map((s) => `${s.colour}|${s.name}|${names[s.seat]}`).join("\n");
    view.provinces.forEach((p, j) => out.push(memo(ctx, `panel:province:${p.id}`, [p, seen, j, rx, rw],
      () => province(view, ctx, p, rx, y + 22 + j * PROVINCE_PITCH, rw, names, 24, 21))));
  } else {
    const draft = draftTree(view, ctx, rx, y, names);
    const reserved = [rx + draft.width + 12, y, rw - draft.width - 12, draft.height];
    out.push(draft.tree, memo(ctx, "reserved", [me.slot == null ? null : view.draft[me.slot], view.phase === "place" && view.current_player === me.seat,
      ...reserved, names[me.seat]], () => reservedTile(view, me, ...reserved, names)));
    const my = y + draftH + 6;
    if (!view.solo_board && justConquered(view, choices)) { // the market is not needed now: the conquest stays in view
      out.push(provinceStrip(view, rx, my, rw, names));
    } else {
      out.push(memo(ctx, "monuments", [view.monument_market, view.monument_deck, rx, my, rw], () => monumentMarket(view, ctx, rx, my, rw)).tree);
    }
    if (view.solo_board) out.push(objectivesTree(view.solo_board, rx, my + 100, rw));
  }
  y += panelH + 2;
  const stocks = stocksOf(view, ctx, me, rx, y, rw, names);
  out.push(stocks.tree);
  return { tree: out, height: y + stocks.height };
}

/** On a narrow board (a phone: sizes.js NARROW) mainSvg's panel and city, each an SVG of its own
 * at the board's width, one under the other (MR_CSS): at 390 px their 12-unit text is about 11 px,
 * where the one SVG W units wide drew it at 5. The panel first: its height is fixed, so the city
 * growing moves nothing above it. */
function narrowSvgs(view, me, names, panel, city, right) {
  const title = view.title || "Magna Roma";
  return [svg(W - RX, right.height + 6, { class: "tw-board-svg tw-mr-panel-svg", role: "group",
    "aria-label": `${title}: the ${panel === "draft" ? "draft and market" : panel}` }, right.tree),
  svg(CITY_W, city.height + 6, { class: "tw-board-svg tw-mr-city-svg", role: "group", "aria-label": `${title}: ${names[me.seat]}'s city` },
    city.top, city.under)];
}

const PW = 548; // at projector size, the panel's SVG beside the city's (projectorSvgs)
const WIDE_CELL = 54; // and the city's cells there: its widest window and the panel fit 1920 px (a scroll bar too), its tallest 1080
const RESERVED_W = 110; // there, the reserved tile's room between the draft and the market's column

/**
 * At projector size (issue 51; a solo game keeps mainSvg's layout): the city and, beside it,
 * the decision's panel above the player's stocks, two SVGs drawn larger than the rest
 * (--tw-map-scale: 12-unit text is 24 px). The city's SVG is as wide as its widest window, so
 * the panel stays put as the city grows; the market is a column beside the draft, and the
 * provinces two abreast, so that the panel and the stocks fit a 1080 px screen.
 */
function projectorSvgs(view, ctx, names, preview, panel, head) {
  const me = mineOf(view);
  const win = cityWindow(ctx, view, me);
  const cityT = cityTree(view, ctx, me, 0, 22, { cell: WIDE_CELL, mine: true, names, win });
  const cw = cityWidth((view.static.city_size ?? 5) + 1, WIDE_CELL); // its widest window: the ring both sides of 4 rows
  const city = svg(cw, 22 + cityT.height + 4, { class: "tw-board-svg tw-mr-city-svg", role: "group",
    "aria-label": `${view.title || "Magna Roma"}: ${names[me.seat]}'s city`, style: `width: calc(${cw}px * var(--tw-map-scale))` },
  t(0, 15, fitWhole(head, cw, 13, true), 13, bold), cityT.tree, placePreview(view, me, preview, win, 0, 22, WIDE_CELL));
  const out = [];
  if (panel === "trade") {
    out.push(t(0, 15, "Trade tokens (the one on offer is yellow)", 14, bold));
    view.trade_tokens.forEach((tok, k) => out.push(memo(ctx, `panel:token:${tok.slot}`, [tok, view.trade_offer, 0, PW, k],
      () => tokenPiece(view, ctx, tok, 0, 24 + k * 56, PW))));
  } else if (panel === "provinces") {
    out.push(t(0, 15, "Provinces: a slot costs its legions; VP per condition", 14, bold));
    const seen = view.seats.map((s) => `${s.colour}|${s.name}|${names[s.seat]}`).join("\n");
    const pw = (PW - 12) / 2;
    view.provinces.forEach((p, j) => out.push(memo(ctx, `panel:province:${p.id}`, [p, seen, j, pw],
      () => province(view, ctx, p, (j % 2) * (pw + 12), 22 + Math.floor(j / 2) * PROVINCE_PITCH, pw, names, 24, 21))));
  } else {
    const draft = draftTree(view, ctx, 0, 0, names);
    const reserved = [draft.width + 12, 0, RESERVED_W, draft.height];
    const mx = draft.width + RESERVED_W + 24; // the same all game (the draft's size is the table's)
    out.push(draft.tree, memo(ctx, "reserved", [me.slot == null ? null : view.draft[me.slot], view.phase === "place" && view.current_player === me.seat,
      ...reserved, names[me.seat]], () => reservedTile(view, me, ...reserved, names)),
    memo(ctx, "monuments", [view.monument_market, view.monument_deck, mx], () => monumentMarket(view, ctx, mx, 0, PW - mx, true)).tree);
  }
  // As tall as the draft and the market's column, or the provinces two abreast: the stocks stay put.
  const y = Math.max(20 + 3 * (CELL + DRAFT_GAP), 20 + 3 * 84, 22 + 2 * PROVINCE_PITCH) + 6;
  const stocks = stocksOf(view, ctx, me, 0, y, PW, names);
  return [city, svg(PW, y + stocks.height + 4, { class: "tw-board-svg tw-mr-panel-svg", role: "group",
    "aria-label": `${view.title || "Magna Roma"}: the ${panel === "draft" ? "draft and market" : panel}`,
    style: `width: calc(${PW}px * var(--tw-map-scale))` }, out, stocks.tree)];
}

function othersSvg(view, ctx, others, names) {
  const out = [];
  let y = 0;
  let rowH = 0;
  others.forEach((s, i) => {
    if (i) { y += rowH + 14; rowH = 0; }
    const stocks = stocksOf(view, ctx, s, 0, y, 390, names);
    const city = cityTree(view, ctx, s, 410, y, { cell: CELL, mine: false, names });
    out.push(h("g", { role: "group", "aria-label": `${names[s.seat]}'s city and stocks` }, stocks.tree, city.tree));
    rowH = Math.max(rowH, stocks.height, city.height);
  });
  return svg(W, y + rowH + 4, { class: "tw-fold-svg", role: "group", "aria-label": "The other players' cities" }, out);
}

/**
 * A monument card in the market is clickable too: its builds (which glow on the corners of
 * the city) are offered again on the card, as a menu of where it may stand.
 */
function withMonumentCards(choices) {
  const extra = (choices || []).filter((c) => c.action?.type === "build")
    .map((c) => ({ ...c, target: `monument:${c.action.monument}` }));
  return [...(choices || []), ...extra];
}

/** The score breakdown if the game ended now (Python's projection), as a table. */
function projectionTable(view, names) {
  const rows = Object.entries(view.projection || {});
  const totals = view.seats.map((_, i) => rows.reduce((sum, [, pts]) => sum + (pts[i] ?? 0), 0));
  return h("section", { class: "tw-mr-projection", "aria-label": "Score if the game ended now" },
    h("p", { class: "tw-muted" }, "Points so far plus the final scoring of the cities as they stand now."),
    h("table", {},
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Category"), names.map((n) => h("th", { scope: "col" }, n)))),
      h("tbody", {},
        rows.map(([cat, pts]) => h("tr", {}, h("th", { scope: "row" }, cat), pts.map((p) => h("td", {}, p)))),
        h("tr", { class: "tw-mr-projection-total" }, h("th", { scope: "row" }, "Total"), totals.map((p) => h("td", {}, p))))));
}

// ---------------------------------------------------------------- entry points

/**
 * The whole board as a virtual tree (pure). `traits` holds the other synced traits
 * (view_sync.js TRAITS) and what renderBoard adds (the open menu, folds, scale), all optional.
 */
export function boardTree(view, choices, handlers, traits = {}) {
  const ctx = context(withMonumentCards(choices), handlers, traits.memory);
  const names = view.seats.map((s, i) => traits.seat_labels?.[i] || s.name);
  const me = mineOf(view);
  const others = view.seats.filter((s) => s !== me);
  const panel = panelOf(view, choices);
  return frame({
    className: "tw-magna-roma",
    label: view.title || "Magna Roma",
    view, traits, ctx, names,
    colours: view.seats.map((s) => s.colour),
    board: mainSvg(view, ctx, names, traits.menu?.preview, panel, choices || [], { wide: (traits.scale || 1) > 1, narrow: traits.narrow }),
    folds: [
      // What is only consulted folds away, in one row under the board (MR_CSS). The trade tokens
      // and the provinces are in the board's panel while they are clicked, so not here then.
      { id: "boards", title: "Tracks, provinces, legend", open: false,
        content: boardsSvg(view, ctx, names, { tokens: panel !== "trade", provinces: panel !== "provinces" }) },
      others.length && !traits.handoff ? { id: "others", title: othersTab(others, names, { dots: 2, unit: " VP" }),
        open: view.winners != null, content: othersSvg(view, ctx, others, names) } : null,
      view.projection ? { id: "projection", title: "Score if it ended now", open: false,
        content: memo(ctx, "projection", [view.projection, names.join("\n")], () => projectionTable(view, names)) } : null,
    ],
  });
}

export default {
  render({ model, el }) {
    return renderBoard(model, el, boardTree, MR_CSS, placement);
  },
};

// What only this board draws; the frame, glow/focus and panel styles are in styles.js.
const MR_CSS = `
.tw-magna-roma .tw-board-svg { max-width: calc(${W}px * var(--tw-scale)); }
/* At projector size the city and the panel side by side: a narrower page draws them smaller, never one under the other.
   On a narrow board (a phone) one under the other, each at the board's width. */
.tw-magna-roma.tw-projector .tw-board-svg { flex: 0 1 auto; min-width: 0; max-width: 100%; }
.tw-magna-roma.tw-narrow .tw-board-svg { flex: 1 1 100%; }
.tw-magna-roma .tw-fold-svg { display: block; width: 100%; max-width: calc(${W}px * var(--tw-scale)); height: auto; margin-bottom: 8px; }
/* The folds' titles side by side in one row under the board; an open fold takes a row of its own
   after them, so opening one moves neither the board nor the other titles. */
.tw-magna-roma { display: flex; flex-wrap: wrap; align-items: flex-start; column-gap: 8px; }
.tw-magna-roma > .tw-bar, .tw-magna-roma > .tw-main { flex: 1 1 100%; min-width: 0; }
/* Every title whole (issue 45; the others by their names, not their labels), each as wide as its
   words: a title that has no room left in the row goes to the next. */
.tw-magna-roma > .tw-fold { flex: 0 0 auto; min-width: 0; padding: 0 8px; }
.tw-magna-roma > .tw-fold > summary { font-size: calc(14px * var(--tw-scale)); padding: 4px 0; white-space: nowrap; }
.tw-magna-roma > .tw-fold[open] { flex: 1 1 100%; order: 1; }
.tw-magna-roma .tw-mr-empty.tw-glow > .tw-shape { fill: #fff1c2; stroke-dasharray: none; }
.tw-magna-roma .tw-mr-draft.tw-glow > .tw-shape, .tw-magna-roma .tw-mr-cell.tw-glow > .tw-shape { stroke-width: 4px; }
.tw-magna-roma .tw-mr-projection table { border-collapse: collapse; width: 100%; }
.tw-magna-roma .tw-mr-projection th, .tw-magna-roma .tw-mr-projection td { padding: 2px 8px; border-bottom: 1px solid #f0ebe1; text-align: right; }
.tw-magna-roma .tw-mr-projection th[scope=row], .tw-magna-roma .tw-mr-projection thead th:first-child { text-align: left; }
.tw-magna-roma .tw-mr-projection th[scope=row] { font-weight: normal; }
.tw-magna-roma .tw-mr-projection-total th, .tw-magna-roma .tw-mr-projection-total td { font-weight: 700; border-top: 2px solid #9c917f; }
.tw-magna-roma .tw-mr-slot.tw-glow > .tw-shape, .tw-magna-roma .tw-mr-token.tw-glow > .tw-shape { fill: #fff1c2; }
`;
