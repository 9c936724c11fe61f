// magna_roma_boards.js: Magna Roma's shared boards, for magna_roma.js: the legend, the score
// track, the market, the Pantheon and the military track with the seats' markers (the "Tracks,
// provinces, legend" fold), and the trade tokens and province cards, which the decision's panel
// draws too while they are clicked.

import { h, svg, piece, labelled, memo, fitWhole, wrapText, textWidth, svgText as t, bold, mid, plural, INK, MUTED, LINE } from "./shared.js";
import { MIN_FONT, MR_COLOURS, MR_SYMBOLS, SLOT_WORDS, W, gains, seatDisc, slotHolder } from "./magna_roma_look.js";

function trackRow(view, y, title, n, w, x0, valueOf, markOf, extra = () => null) {
  const out = [t(0, y + 14, title, 13, bold)];
  for (let k = 0; k <= n; k++) {
    const x = x0 + k * w;
    const mark = markOf(k);
    out.push(h("rect", { x, y, width: w - 2, height: 22, rx: 3, fill: mark ? "#fff3c4" : "#f6f1e6", stroke: mark ? "#8a6a00" : LINE }),
      t(x + (w - 2) / 2, y + 16, fitWhole(String(valueOf(k)), w - 2, MIN_FONT), MIN_FONT, { ...mid, ...(mark ? bold : {}) }), extra(k, x));
  }
  return out;
}

/** The seats' markers under a track's spaces, three abreast, centred under their space. */
function markersOn(view, y, x0, w, where) {
  const out = [];
  const stack = {};
  const shared = {}; // how many markers stand on each space
  for (const s of view.seats) shared[where(s)] = (shared[where(s)] ?? 0) + 1;
  for (const s of view.seats) {
    const k = where(s);
    const i = (stack[k] = (stack[k] ?? -1) + 1);
    const abreast = Math.min(3, shared[k] - 3 * Math.floor(i / 3));
    const cx = x0 + k * w + (w - 2) / 2 + ((i % 3) - (abreast - 1) / 2) * 17;
    out.push(labelled({}, `${s.name} on space ${k}`, seatDisc(s, cx, y + 33 + Math.floor(i / 3) * 17, 8)));
  }
  return out;
}

export function boardsSvg(view, ctx, names, { tokens = true, provinces = true } = {}) {
  const st = view.static;
  const out = [];
  let y = 4;
  out.push(memo(ctx, "legend", [y], () => legendTree(y)));
  y += 52;
  // score track 0-49 with laps
  const sw = (W - 80) / 50;
  out.push(t(0, y + 15, "Score", 13, bold), memo(ctx, "score-track", [y], () => h("g", {}, Array.from({ length: 50 }, (_, k) => [
    h("rect", { x: 80 + k * sw, y, width: sw - 1, height: 20, fill: k % 10 === 0 ? "#efe3c8" : "#f6f1e6", stroke: LINE, "stroke-width": 0.5 }),
    k % 5 === 0 ? t(80 + k * sw + sw / 2, y + 15, k, MIN_FONT, mid) : null]))));
  // The seats' markers on the tracks below, kept while no seat's marker moves.
  const markers = view.seats.map((s) => [s.colour, s.name, s.vp, s.score_track.space, s.score_track.laps, s.luxuries,
    s.faith, s.legions].join("|")).join("\n");
  out.push(memo(ctx, "score-markers", [markers, y], () => h("g", {}, scoreMarkers(view, y, sw))));
  y += 62;
  const rowGap = view.seats.length > 3 ? 60 : 50; // room for a second row of markers
  const mv = st.market_values;
  const mw = (W - 80) / mv.length;
  if (tokens) { // the trade tokens above their market spaces (in the decision's panel while one is on offer)
    out.push(memo(ctx, "trade-tokens", [view.trade_tokens, view.trade_offer, st, y], () => h("g", {}, tradeTokens(view, ctx, y, mw))));
    out.push(t(0, y + 16, "Trade", 13, bold), t(0, y + 32, "tokens", 13, bold));
    y += 56;
  }
  out.push(memo(ctx, "tracks", [st, markers, y, rowGap], () => h("g", {}, sharedTracks(view, y, rowGap, W, mw))));
  y += 3 * rowGap;
  if (provinces) {
    const cw = (W - 20) / 3;
    out.push(t(0, y + 14, fitWhole("Provinces (a conquest costs the slot's legions; VP at the end per condition)", W, 13, true), 13, bold));
    y += 20;
    const seen = view.seats.map((s) => `${s.colour}|${s.name}|${names[s.seat]}`).join("\n");
    view.provinces.forEach((p, j) => out.push(memo(ctx, `province:${p.id}`, [p, seen, j, y, cw], () => province(view, ctx, p, j * (cw + 10), y, cw, names))));
    y += 118;
  }
  return svg(W, y, { class: "tw-fold-svg", role: "group", "aria-label": "Legend, score track, market, Pantheon, military and provinces" }, out);
}

/** The legend: the half-symbols' colours and letters, the tile colours' letters, the marks. */
function legendTree(top) {
  let x = 0;
  const symbols = Object.values(MR_SYMBOLS).map(([fill, letter, words]) => {
    const at = x;
    x += 30 + textWidth(words, MIN_FONT);
    return [h("circle", { cx: at + 9, cy: top + 9, r: 9, fill }), t(at + 9, top + 13, letter, MIN_FONT, { ...mid, ...bold, fill: "#fff" }),
      t(at + 22, top + 13, words, MIN_FONT, { fill: INK })];
  });
  const tiles = Object.entries(MR_COLOURS).map(([colour, [, , letter, district]]) => `${letter} ${colour} (${district})`).join(" · ");
  return h("g", { class: "tw-mr-legend", role: "group", "aria-label": "Legend" }, symbols,
    t(0, top + 34, fitWhole(`Tiles: ${tiles} · ★ stars move the colour's track · ⚡ blessed · Mask / Lyre / Col: icons`, W, MIN_FONT),
      MIN_FONT, { fill: INK }));
}

/** The seats' markers on the score track at `y` (spaces `sw` wide), with their laps. */
function scoreMarkers(view, y, sw) {
  const out = [];
  const onSpace = {};
  view.seats.forEach((s) => {
    const tr = s.score_track;
    const i = (onSpace[tr.space] = (onSpace[tr.space] ?? -1) + 1);
    const cx = 80 + tr.space * sw + sw / 2 + (i % 2) * 19;
    const cy = y + 31 + Math.floor(i / 2) * 19;
    out.push(labelled({}, `${s.name}: ${s.vp} VP (space ${tr.space}${tr.laps ? `, +${tr.laps * 50} marker` : ""})`,
      seatDisc(s, cx, cy, 9), tr.laps ? t(cx, cy + 19, `+${tr.laps * 50}`, MIN_FONT, { ...mid, ...bold }) : null));
  });
  return out;
}

/** The trade tokens above their market spaces (at `y`, spaces `mw` wide): pieces. */
function tradeTokens(view, ctx, y, mw) {
  return view.trade_tokens.map((tok) => tokenPiece(view, ctx, tok, 80 + tok.spaces[0] * mw, y, (tok.spaces[1] - tok.spaces[0] + 1) * mw - 2));
}

/** A trade token at (x, y), `width` wide: what it costs and gives; a piece (`token:<slot>`). */
export function tokenPiece(view, ctx, tok, x, y, width) {
  const [a, b] = tok.spaces;
  const offer = view.trade_offer;
  const pay = tok.pay.map((o) => gains(o)).join(" or ");
  const label = `Trade token over market spaces ${a}-${b}: pay ${pay} for ${gains(tok.gain)}${offer && offer.slot === tok.slot ? " (on offer now)" : ""}`;
  const payLines = wrapText(`pay ${pay}`, width - 6, MIN_FONT).slice(0, 2);
  return piece(ctx, `token:${tok.slot}`, label, { class: "tw-mr-token" },
    h("rect", { class: "tw-shape", x, y, width, height: 50, rx: 5, fill: offer && offer.slot === tok.slot ? "#fff3c4" : "#fbf7ee", stroke: "#8a6a00" }),
    payLines.map((l, i) => t(x + width / 2, y + 14 + i * 14, l, MIN_FONT, { ...mid })),
    t(x + width / 2, y + 43, fitWhole(`→ ${gains(tok.gain)}`, width - 6, MIN_FONT, true), MIN_FONT, { ...mid, ...bold }));
}

/** The market (spaces `mw` wide), the Pantheon and the military track from `y` down, with the
 * seats' markers. */
function sharedTracks(view, y, rowGap, W, mw) {
  const st = view.static;
  const mv = st.market_values;
  const out = [];
  out.push(trackRow(view, y, "Market", mv.length - 1, mw, 80, (k) => mv[k], () => false));
  out.push(t(0, y + 32, "(luxury)", MIN_FONT, { fill: MUTED }));
  out.push(markersOn(view, y, 80, mw, (s) => s.luxuries));
  y += rowGap;
  // Pantheon
  const pan = st.pantheon;
  const pw = (W - 80) / (pan.spaces + 1);
  out.push(trackRow(view, y, "Pantheon", pan.spaces, pw, 80, (k) => `${pan.blessing_spaces.includes(k) ? "⚡ " : ""}${pan.token_values[k]}`,
    (k) => pan.blessing_spaces.includes(k)));
  out.push(t(0, y + 32, "(VP each)", MIN_FONT, { fill: MUTED }));
  out.push(markersOn(view, y, 80, pw, (s) => s.faith));
  y += rowGap;
  // military
  const mil = st.military;
  const lw = (W - 80) / (mil.spaces + 1);
  out.push(trackRow(view, y, "Military", mil.spaces, lw, 80, (k) => (mil.end_points[String(k)] ? `${k} · ${mil.end_points[String(k)]} VP` : k),
    (k) => !!mil.end_points[String(k)]));
  out.push(t(0, y + 32, "(legions)", MIN_FONT, { fill: MUTED }));
  out.push(markersOn(view, y, 80, lw, (s) => s.legions));
  return out;
}

export const PROVINCE_PITCH = 100; // the provinces panel's cards: a card (21 + 2 + 3 slots of 24 + 3) and a gap: 322 px, no taller than the draft

/** A province card at (x, y), `cw` wide: its slots (`step` apart, under a heading `head` tall),
 * their costs and who conquered them. A slot is at least 21 px tall and 24 px from the next, so
 * that a 24 px circle on one meets no other (WCAG 2.2 SC 2.5.8). */
export function province(view, ctx, p, x, y, cw, names, step = 28, head = 24) {
  const out = [h("rect", { x, y, width: cw, height: head + 2 + 3 * step + 3, rx: 6, fill: "#f3ead6", stroke: "#8a6d3b" }),
    t(x + 8, y + 17, fitWhole(`${p.name}: per ${p.condition}`, cw - 12, 13, true), 13, bold)];
  p.holders.forEach((holder, k) => {
    const sy = y + head + k * step;
    const who = slotHolder(view, holder);
    const bonus = Object.keys(p.slot_bonus[k] || {}).length ? ` + ${gains(p.slot_bonus[k])} now` : "";
    const label = `${p.name}, ${SLOT_WORDS[k] || k} slot: ${plural(p.slot_costs[k], "legion")}, ${p.slot_vp[k]} VP per ${p.condition}${bonus}`
      + (who === "blocked" ? "; blocked (solo)" : who ? `; conquered by ${names[who.seat]}` : "; free");
    out.push(piece(ctx, `slot:${p.id}/${k}`, label, { class: "tw-mr-slot" },
      h("rect", { class: "tw-shape", x: x + 6, y: sy, width: cw - 12, height: step - 3, rx: 4, fill: who ? "#e9e2d4" : "#fffdf8", stroke: "#8a6d3b" }),
      t(x + 12, sy + step / 2 + 3, fitWhole(`${p.slot_costs[k]} legions: ${p.slot_vp[k]} VP each${bonus ? `, +${gains(p.slot_bonus[k])}` : ""}`, cw - 50, MIN_FONT), MIN_FONT, {}),
      who === "blocked" ? [h("rect", { x: x + cw - 34, y: sy + 2, width: step - 7, height: step - 7, fill: "#777", stroke: INK }),
        t(x + cw - 34 + (step - 7) / 2, sy + step / 2 + 2, "✗", MIN_FONT, { ...mid, fill: "#fff" })]
        : who ? seatDisc(who, x + cw - 24, sy + (step - 3) / 2, 9) : null));
  });
  return h("g", { class: "tw-mr-province" }, out);
}

/**
 * The province cards drawn small, side by side at (x0, y0) in `width`, each slot with its cost
 * and what holds it: for reading, not clicking (the provinces panel and the fold have the slots
 * to click). On the board in a solo game, so the blocked slots are seen all game, and after a
 * conquest, so the player sees the marker placed while choosing the next tile.
 */
export function provinceStrip(view, x0, y0, width, names) {
  const gap = 6;
  const cw = (width - 2 * gap) / 3;
  const sw = (cw - 8) / 3;
  const out = [t(x0, y0 + 12, fitWhole(`Provinces${view.solo_board ? " (✗ blocked for the solo game)" : ""}`, width, MIN_FONT, true),
    MIN_FONT, bold)];
  view.provinces.forEach((p, j) => {
    const x = x0 + j * (cw + gap);
    const y = y0 + 17;
    const said = p.holders.map((holder, k) => {
      const who = slotHolder(view, holder);
      return `${SLOT_WORDS[k] || k} ${plural(p.slot_costs[k], "legion")} ${who === "blocked" ? "blocked" : who ? `${names[who.seat]}` : "free"}`;
    });
    out.push(labelled({ class: "tw-mr-province-strip" }, `${p.name} (${p.slot_vp.join("/")} VP per ${p.condition}): ${said.join("; ")}`,
      h("rect", { x, y, width: cw, height: 44, rx: 5, fill: "#f3ead6", stroke: "#8a6d3b" }),
      t(x + 4, y + 13, fitWhole(p.name, cw - 8, MIN_FONT, true), MIN_FONT, bold),
      p.holders.map((holder, k) => {
        const who = slotHolder(view, holder);
        const sx = x + 4 + k * sw;
        return [h("rect", { x: sx, y: y + 18, width: sw - 3, height: 22, rx: 3, fill: who ? "#e9e2d4" : "#fffdf8", stroke: "#8a6d3b" }),
          t(sx + 3, y + 34, p.slot_costs[k], MIN_FONT, {}),
          who === "blocked" ? [h("rect", { class: "tw-mr-blocked", x: sx + sw - 22, y: y + 21, width: 16, height: 16, fill: "#555", stroke: INK }),
            t(sx + sw - 14, y + 34, "✗", MIN_FONT, { ...mid, fill: "#fff" })]
            : who ? seatDisc(who, sx + sw - 14, y + 29, 8) : null];
      })));
  });
  return h("g", { class: "tw-mr-provinces-small", role: "group", "aria-label": "Provinces" }, out);
}

export const STRIP_H = 64; // provinceStrip's height
