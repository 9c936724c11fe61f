// timeline.js: a replay's timeline in the bar: the buttons, the slider and its preview, the
// step unit, where the position is, and the score line (tabletop_widgets/core/replay.py).

import { cls, h } from "./vdom.js";
import { cap, plural } from "./text.js";
import { INK } from "./palette.js";
import { memo } from "./memo.js";

/**
 * A replay's timeline (tabletop_widgets/core/replay.py): first, back, a slider, on, last; what
 * back and on step by (a move, a turn, a round: `traits.timelineUnit`, this page's choice);
 * where the position is; the move that led to it, in the log's words; and the score line.
 * Python decides where a step lands (it knows the turns and rounds): the browser sends
 * {kind: "step", by, unit} or {kind: "seek", to}. The box takes focus and its keys, so that
 * JupyterLab's notebook does not: the arrow keys and PageUp/PageDown (a presenter's remote)
 * step, Home and End go to the start and the end. While the slider is dragged, the place under
 * its thumb is previewed from the track (`traits.timelinePreview`, kept by renderBoard): the
 * label, the score line's mark and the scores there; the board moves when it is let go.
 */
export function timelineBar(ctx, t, traits, names, colours) {
  const track = traits.track?.length === t.length ? traits.track : null;
  const unit = track ? traits.timelineUnit || "turn" : "move";
  const first = t.at === 0;
  const last = t.at === t.length;
  const ahead = traits.timelinePreview;
  const preview = ahead != null && ahead !== t.at && ahead >= 0 && ahead <= t.length;
  const shown = preview ? trackPlace(t, track, ahead) : t; // what the label and the score line show
  const place = timelinePlace(shown, track, names);
  // aria-disabled, not disabled: a button that keeps focus at the game's end keeps the keys too.
  const button = (label, text, off, act) => h("button", { class: "tw-timeline-step", "data-target": `timeline:${label}`,
    "aria-label": label, title: label, "aria-disabled": off ? "true" : null, onclick: off ? null : act }, text);
  return h("div", { class: cls("tw-timeline", preview && "tw-timeline-preview"), role: "group",
    "aria-label": "Replay timeline", tabindex: "0",
    "aria-keyshortcuts": "ArrowLeft ArrowRight ArrowUp ArrowDown PageUp PageDown Home End",
    "aria-description": `The arrow keys and Page Up, Page Down step by ${unit}; Home and End go to the start and the `
      + "end.",
    onkeydown: (ev) => timelineKey(ev, ctx, t, unit) },
    // Its own row, one line (cut with an ellipsis, whole in its title): a longer label never
    // moves the buttons or the slider under a pointer, nor the board under the bar.
    h("div", { class: "tw-timeline-at", role: "status", title: place }, place),
    h("div", { class: "tw-timeline-controls" },
      button("Start", "|◀", first, () => ctx.handlers.seek(0)),
      button(`Previous ${unit}`, "◀", first, () => ctx.handlers.step(-1, unit)),
      // Its value is the thumb's while it is dragged: a redraw must not pull the thumb back.
      h("input", { type: "range", class: "tw-timeline-slider", min: 0, max: t.length, value: shown.at,
        "aria-label": "Move", "aria-valuetext": place,
        oninput: (ev) => ctx.handlers.scrub?.(Number(ev.currentTarget.value)),
        onchange: (ev) => ctx.handlers.seek(Number(ev.currentTarget.value)) }),
      button(`Next ${unit}`, "▶", last, () => ctx.handlers.step(1, unit)),
      button("End", "▶|", last, () => ctx.handlers.seek(t.length)),
      track ? h("span", { class: "tw-timeline-units", role: "group", "aria-label": "Step by" },
        h("span", { class: "tw-timeline-units-label" }, "Step by"),
        TIMELINE_UNITS.map((u) => h("button", { class: "tw-timeline-unit", "data-target": `timeline:by-${u}`,
          "aria-pressed": String(u === unit), onclick: () => ctx.handlers.stepUnit(u) }, cap(u)))) : null),
    h("p", { class: "tw-timeline-move" }, preview ? `Let go to show the board ${ahead ? `after move ${ahead}` : "at the start"}.`
      : t.at ? t.move || "(a move that wrote nothing in the log)" : "The game as it was set up."),
    track ? scoreChart(ctx, shown, track, names, colours) : null);
}

/** What the timeline would say at move `at` (Python's `timeline` there, but the move's words),
 * worked out from the track, sent once: the slider's preview asks Python nothing. */
export function trackPlace(t, track, at) {
  const inside = (starts) => starts.filter((start) => start <= at).length; // replay.py: Track.state
  return { at, length: t.length, ...(track ? { turn: inside(track.turns), round: inside(track.rounds),
    scores: track.scores.map((series) => series[at]) } : {}) };
}

const TIMELINE_UNITS = ["move", "turn", "round"]; // what back and on may step by (Python: replay.UNITS)
// Up and Down step as on a slider (up: on); PageDown is on, as a presenter's remote sends it.
const TIMELINE_KEYS = { ArrowLeft: -1, ArrowDown: -1, PageUp: -1, ArrowRight: 1, ArrowUp: 1, PageDown: 1 };

function timelineKey(ev, ctx, t, unit) {
  if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
  const by = TIMELINE_KEYS[ev.key];
  const to = ev.key === "Home" ? 0 : ev.key === "End" ? t.length : null;
  if (by == null && to == null) return;
  ev.preventDefault?.(); // a focused slider would move itself, the page would scroll
  ev.stopPropagation?.(); // JupyterLab's notebook would move between cells
  if (to != null) {
    if (to !== t.at) ctx.handlers.seek(to);
  } else if (by < 0 ? t.at > 0 : t.at < t.length) ctx.handlers.step(by, unit);
}

/** "Move 57 of 175 · turn 19 of 60 (Blue) · round 2 of 3", or at the start, the game's size:
 * the turn and round the board shows there, the round in the board's words (Carpe Diem's
 * "phase 2 of 4, round 3 of 7": `track.roundNames`). The seat whose turn it is is named when
 * there are seats to tell apart. */
export function timelinePlace(t, track, names = []) {
  const round = track ? track.roundNames?.[t.round - 1] ?? `round ${t.round} of ${track.rounds.length}` : null;
  if (!t.at) {
    const size = [plural(t.length, "move"), ...(track ? [plural(track.turns.length, "turn")] : [])].join(", ");
    return `Start (${size})${track ? ` · ${round}` : ""}`;
  }
  const seat = names.length > 1 ? track?.seats?.[t.turn - 1] : null;
  const whose = seat != null && names[seat] != null ? ` (${seatShort(names[seat])})` : "";
  return [`Move ${t.at} of ${t.length}`, ...(track ? [`turn ${t.turn} of ${track.turns.length}${whose}`, round] : [])]
    .join(" · ");
}

/** "Green" for "Green (you)" or "Green (random bot)": the timeline names seats briefly. */
const seatShort = (name) => String(name).split(" (")[0];

const CHART_H = 64; // px: the score line's height (its labels are HTML, at the page's own size)
const CHART_PAD = 3; // px above and below the lines: a line at the top or bottom is drawn whole
const LABEL_GAP = 14; // px between two seats' labels at the lines' ends: not on each other
const DASHES = ["", "7 4", "2 3", "9 3 2 3"]; // a seat's line is told by its dashes too, not by colour alone

/** The score line's vertical range: from the game's lowest total (0, or below: Carpe Diem's
 * totals go under 0) to its highest, and `y(score)`, px from the top of the lines' room. */
export function chartRange(scores) {
  const all = scores.flat();
  const lo = Math.min(0, ...all);
  const hi = Math.max(lo + 1, ...all);
  return { lo, hi, y: (score) => ((hi - score) / (hi - lo)) * CHART_H };
}

/** Each seat's shortest label that tells it from the others: its initial, or more letters. */
export function seatLabels(short) {
  return short.map((name, seat) => {
    const others = short.filter((_, i) => i !== seat);
    for (let n = 1; n < Math.min(4, name.length); n++) {
      if (!others.some((other) => other.startsWith(name.slice(0, n)))) return name.slice(0, n);
    }
    return name.slice(0, 4);
  });
}

/** The lines, the round marks, the axis numbers and the seats' labels at the lines' ends: built
 * once per track (not at each step). */
function chartLines(track, colours, labels) {
  const range = chartRange(track.scores);
  const { lo, hi, y } = range;
  const zero = lo < 0 ? h("line", { class: "tw-chart-zero", x1: 0, x2: track.length, y1: y(0), y2: y(0) }) : null;
  const lines = h("g", {}, zero,
    track.rounds.slice(1).map((at) => h("line", { class: "tw-chart-round", x1: at, x2: at, y1: 0, y2: CHART_H })),
    track.scores.map((series, seat) => h("polyline", { class: "tw-chart-line", fill: "none",
      stroke: colours[seat] || INK, "stroke-dasharray": DASHES[seat % DASHES.length] || null,
      points: series.map((score, at) => `${at},${Math.round(y(score) * 10) / 10}`).join(" ") })));
  // The axis: the highest and the lowest total, and 0 between them when the lowest is under it.
  const marks = [[hi, `${hi} VP`], ...(lo < 0 && hi > 0 ? [[0, "0"]] : []), [lo, String(lo)]];
  const axis = h("div", { class: "tw-chart-axis", "aria-hidden": "true" }, marks.map(([score, label]) =>
    h("span", { style: `top: ${Math.round(Math.min(Math.max(y(score) + CHART_PAD, 7), CHART_H + 2 * CHART_PAD - 7))}px` },
      label)));
  const ends = endLabels(track, y).map(({ seat, top }) => h("span", { class: "tw-chart-end", "aria-hidden": "true",
    style: `top: ${Math.round(top + CHART_PAD)}px; color: ${colours[seat] || INK}` }, labels[seat]));
  return { tree: lines, axis, ends, range };
}

/** Where each seat's label goes at the end of its line: beside its last score, spread apart so
 * that none is on another, all within the chart. */
function endLabels(track, y) {
  const ends = track.scores.map((series, seat) => ({ seat, top: y(series[series.length - 1] ?? 0) }));
  ends.sort((a, b) => a.top - b.top);
  for (let i = 1; i < ends.length; i++) ends[i].top = Math.max(ends[i].top, ends[i - 1].top + LABEL_GAP);
  const over = (ends.at(-1)?.top ?? 0) - CHART_H;
  for (const end of ends) end.top -= Math.max(0, over); // the lowest pushed out: all up a little
  return ends;
}

/**
 * The score after each move, a line per seat (the track, sent once), with round marks and the
 * position shown; a click on it goes there. The axis runs from the game's lowest total to its
 * highest, so that every line is inside. The SVG stretches to the width (its lines keep their
 * width); the numbers and the seats' labels are HTML, so they stay at least 12 px.
 */
function scoreChart(ctx, t, track, names, colours) {
  const short = names.map(seatShort);
  const { tree: lines, axis, ends, range } = memo(ctx, "timeline:lines", [track, colours.join(), short.join()],
    () => chartLines(track, colours, seatLabels(short)));
  const seekAt = (ev) => {
    const box = ev.currentTarget.getBoundingClientRect?.();
    const along = box?.width ? Math.min(1, Math.max(0, (ev.clientX - box.left) / box.width)) : null;
    if (along != null) ctx.handlers.seek(Math.round(along * t.length));
  };
  return h("div", { class: "tw-chart" },
    axis,
    h("div", { class: "tw-chart-area" },
      h("svg", { class: "tw-chart-plot", viewBox: `0 ${-CHART_PAD} ${Math.max(1, t.length)} ${CHART_H + 2 * CHART_PAD}`,
        preserveAspectRatio: "none", height: CHART_H + 2 * CHART_PAD, role: "img", onclick: seekAt,
        "aria-label": `Score after each move, from ${range.lo} to ${range.hi}; the mark is at move ${t.at}. At the end: `
          + `${short.map((n, i) => `${n} ${track.scores[i]?.at(-1)}`).join(", ")}.` },
        lines,
        h("line", { class: "tw-chart-now", x1: t.at, x2: t.at, y1: -CHART_PAD, y2: CHART_H + CHART_PAD })),
      ends),
    h("ul", { class: "tw-chart-legend", "aria-label": `Score at move ${t.at}` }, short.map((name, seat) => h("li", {},
      h("svg", { width: 26, height: 10, "aria-hidden": "true" }, h("line", { x1: 1, x2: 25, y1: 5, y2: 5,
        stroke: colours[seat] || INK, "stroke-width": 3, "stroke-dasharray": DASHES[seat % DASHES.length] || null })),
      `${name} `, h("b", {}, t.scores?.[seat] ?? "")))));
}
