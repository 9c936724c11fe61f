// js/timeline.js: a replay's timeline (tabletop_widgets/core/replay.py). Python decides where a
// step lands; the timeline sends {kind: "step", by, unit} or {kind: "seek", to}, draws the
// score line Python sent once (the `track` trait), and takes its keys before JupyterLab does.
import { test } from "node:test";
import assert from "node:assert/strict";
import { context, frame, h, renderBoard } from "../../js/shared.js";
import { chartRange, seatLabels, timelinePlace, trackPlace } from "../../js/timeline.js";
import { boardTree } from "../../js/porta_nigra.js";
import { FakeDocument, dispatch } from "./fake_dom.mjs";
import { fakeModel, fixtureTraits, flush } from "./fake_model.mjs";
import { find, findAll, hasClass, text } from "./tree.mjs";

// A 9-move game of two seats: turns begin at 0, 3, 5 and 7 (Green's, Red's, Green's, Red's);
// rounds at 0 and 5. At move 5 the board shows Green's second turn, the third, in round 2.
const TRACK = { length: 9, scores: [[0, 0, 1, 1, 2, 2, 4, 4, 5, 6], [0, 0, 0, 1, 1, 3, 3, 3, 3, 3]], turns: [0, 3, 5, 7],
  rounds: [0, 5], seats: [0, 1, 0, 1] };
const AT5 = { at: 5, length: 9, move: "Green buys a red brick.", turn: 3, round: 2, scores: [2, 3], breakdown: { spots: [2, 3] } };

function drawn(t, unit, track = TRACK, preview = undefined) {
  const sent = [];
  const ctx = context([], { seek: (to) => sent.push(["seek", to]), step: (by, u) => sent.push(["step", by, u]),
    stepUnit: (u) => sent.push(["unit", u]), scrub: (at) => sent.push(["scrub", at]) });
  const tree = frame({ view: { log: [] }, traits: { timeline: t, track, timelineUnit: unit, timelinePreview: preview }, ctx,
    names: ["Green (you)", "Red"],
    colours: ["#0a0", "#a00"], board: h("svg", {}) });
  return { tree, bar: find(tree, hasClass("tw-timeline")), sent };
}
const button = (bar, label) => find(bar, (n) => n.attrs["aria-label"] === label);
const key = (bar, name, mods = {}) => {
  const ev = { key: name, ...mods, prevented: false, stopped: false, preventDefault() { this.prevented = true; },
    stopPropagation() { this.stopped = true; } };
  bar.attrs.onkeydown(ev);
  return ev;
};

test("the timeline steps by the unit chosen (a turn unless chosen), and says the move, turn and round", () => {
  const { tree, bar, sent } = drawn(AT5);
  assert.equal(text(find(bar, hasClass("tw-timeline-at"))), "Move 5 of 9 · turn 3 of 4 (Green) · round 2 of 2");
  assert.equal(text(find(bar, hasClass("tw-timeline-move"))), "Green buys a red brick.");
  for (const [label, want] of [["Start", ["seek", 0]], ["Previous turn", ["step", -1, "turn"]], ["Next turn", ["step", 1, "turn"]],
    ["End", ["seek", 9]]]) {
    button(bar, label).attrs.onclick();
    assert.deepEqual(sent.at(-1), want, label);
  }
  find(bar, hasClass("tw-timeline-slider")).attrs.onchange({ currentTarget: { value: "7" } });
  assert.deepEqual(sent.at(-1), ["seek", 7]);
  const units = findAll(bar, hasClass("tw-timeline-unit"));
  assert.deepEqual(units.map((u) => [text(u), u.attrs["aria-pressed"]]), [["Move", "false"], ["Turn", "true"], ["Round", "false"]]);
  units[2].attrs.onclick();
  assert.deepEqual(sent.at(-1), ["unit", "round"]);
  const byRound = drawn(AT5, "round");
  button(byRound.bar, "Next round").attrs.onclick();
  assert.deepEqual(byRound.sent.at(-1), ["step", 1, "round"]);
  assert.equal(find(tree, hasClass("tw-undo")), undefined, "nothing to undo in a replay");
  const score = find(tree, (n) => n.attrs["data-fold"] === "score");
  assert.match(text(score), /^Score so far .* spots 2 3 Total 2 3/);
});

test("at the start and the end, back and on are marked off but keep focus, and send nothing", () => {
  const start = drawn({ ...AT5, at: 0, move: "", turn: 1, round: 1 });
  const off = (bar, label) => button(bar, label).attrs["aria-disabled"];
  assert.deepEqual(["Start", "Previous turn", "Next turn", "End"].map((l) => off(start.bar, l)), ["true", "true", null, null]);
  assert.equal(button(start.bar, "Start").attrs.disabled, undefined, "not disabled: focus stays on it");
  assert.equal(button(start.bar, "Previous turn").attrs.onclick, null);
  assert.match(text(start.bar), /^Start \(9 moves, 4 turns\) · round 1 of 2 .* The game as it was set up\./);
  key(start.bar, "ArrowLeft");
  key(start.bar, "Home");
  assert.deepEqual(start.sent, []);
  const end = drawn({ ...AT5, at: 9, turn: 4, round: 2 });
  assert.deepEqual(["Start", "Previous turn", "Next turn", "End"].map((l) => off(end.bar, l)), [null, null, "true", "true"]);
  key(end.bar, "PageDown");
  assert.deepEqual(end.sent, []);
  assert.equal(find(drawn({}).tree, hasClass("tw-timeline")), undefined, "a board played live has no timeline");
});

test("the arrow keys and PageUp/PageDown (a presenter's remote) step, Home and End jump; the keys go no further", () => {
  const { bar, sent } = drawn(AT5, "move");
  assert.equal(bar.attrs.tabindex, "0", "the box takes focus, so its keys come to it");
  for (const [name, want] of [["ArrowRight", ["step", 1, "move"]], ["PageDown", ["step", 1, "move"]], ["ArrowLeft", ["step", -1, "move"]],
    ["PageUp", ["step", -1, "move"]], ["ArrowUp", ["step", 1, "move"]], ["ArrowDown", ["step", -1, "move"]],
    ["Home", ["seek", 0]], ["End", ["seek", 9]]]) {
    const ev = key(bar, name);
    assert.deepEqual(sent.at(-1), want, name);
    assert.ok(ev.prevented && ev.stopped, `${name}: not the slider's or the notebook's`);
  }
  const count = sent.length;
  for (const [name, mods] of [["a", {}], ["Enter", {}], ["ArrowRight", { ctrlKey: true }], ["ArrowLeft", { altKey: true }]]) {
    const ev = key(bar, name, mods);
    assert.ok(!ev.prevented && !ev.stopped, `${name} is left to the page`);
  }
  assert.equal(sent.length, count);
});

test("the score line: one line per seat from the track, the position marked, round marks, initials at the ends", () => {
  const { bar, sent } = drawn(AT5);
  const lines = findAll(bar, hasClass("tw-chart-line"));
  assert.deepEqual(lines.map((l) => l.attrs.stroke), ["#0a0", "#a00"]);
  assert.notEqual(lines[0].attrs["stroke-dasharray"], lines[1].attrs["stroke-dasharray"], "told apart without colour too");
  const ys = (l) => l.attrs.points.split(" ").map((p) => Number(p.split(",")[1]));
  assert.equal(lines[0].attrs.points.split(" ").length, 10);
  const y = ys(lines[0]);
  assert.ok(y[9] < y[5] && y[5] < y[0], "higher score, higher on the chart");
  assert.equal(find(bar, hasClass("tw-chart-now")).attrs.x1, 5);
  assert.deepEqual(findAll(bar, hasClass("tw-chart-round")).map((l) => l.attrs.x1), [5]);
  assert.deepEqual(findAll(bar, hasClass("tw-chart-end")).map(text), ["G", "R"]);
  assert.equal(text(find(bar, hasClass("tw-chart-axis"))), "6 VP 0");
  assert.equal(find(bar, hasClass("tw-chart-zero")), undefined, "no zero line when no total is under 0");
  assert.equal(text(find(bar, hasClass("tw-chart-legend"))), "Green 2 Red 3");
  const plot = find(bar, hasClass("tw-chart-plot"));
  plot.attrs.onclick({ clientX: 250, currentTarget: { getBoundingClientRect: () => ({ left: 100, width: 300 }) } });
  assert.deepEqual(sent.at(-1), ["seek", 5], "a click on the line goes to that move (Python checks it)");
  // A timeline without its track (not sent yet) steps by move and draws no line.
  const bare = drawn(AT5, "turn", {});
  assert.equal(find(bare.bar, hasClass("tw-chart")), undefined);
  assert.ok(button(bare.bar, "Next move"));
  assert.equal(text(find(bare.bar, hasClass("tw-timeline-at"))), "Move 5 of 9");
});

test("on the page: a key on the timeline sends Python a step, the unit chosen is kept, and the board's own keys do not run", async () => {
  const doc = new FakeDocument();
  const el = doc.body.appendChild(doc.createElement("div"));
  const model = fakeModel(fixtureTraits({ timeline: AT5, track: TRACK, choices: [] }));
  let reachedPage = 0;
  doc.addEventListener("keydown", () => reachedPage++);
  const cleanup = renderBoard(model, el, boardTree);
  const box = () => el.querySelector(".tw-timeline");
  dispatch(box(), "keydown", { key: "PageDown" });
  assert.deepEqual(model.sent.at(-1), { kind: "step", by: 1, unit: "turn" });
  assert.equal(reachedPage, 0, "stopped at the timeline: JupyterLab's notebook does not see it");
  dispatch(el.querySelector('[data-target="timeline:by-move"]'), "click");
  assert.equal(el.querySelector('[data-target="timeline:by-move"]').getAttribute("aria-pressed"), "true");
  dispatch(el.querySelector(".tw-timeline-slider"), "keydown", { key: "ArrowLeft" }); // from the slider, bubbling up
  assert.deepEqual(model.sent.at(-1), { kind: "step", by: -1, unit: "move" });
  model.set("timeline", { ...AT5, at: 4, turn: 2, round: 1 }); // Python's answer: the unit stays as chosen
  await flush();
  assert.equal(el.querySelector(".tw-timeline-at").textContent, "Move 4 of 9 · turn 2 of 4 (Purple) · round 1 of 2");
  assert.ok(el.querySelector('[aria-label="Next move"]'));
  assert.equal(el.querySelector(".tw-chart-now").getAttribute("x1"), "4");
  cleanup();
});

test("dragging the slider previews the place under its thumb from the track, and asks Python nothing until let go", () => {
  const place = (bar) => text(find(bar, hasClass("tw-timeline-at")));
  const slider = (bar) => find(bar, hasClass("tw-timeline-slider"));
  const { bar, sent } = drawn(AT5);
  slider(bar).attrs.oninput({ currentTarget: { value: "7" } });
  assert.deepEqual(sent, [["scrub", 7]], "the thumb's place is kept in the page, not sent");
  // At move 7, as Python would say it there: Red's second turn (the fourth) begins, in the second round.
  const ahead = drawn(AT5, "turn", TRACK, 7);
  assert.equal(place(ahead.bar), "Move 7 of 9 · turn 4 of 4 (Red) · round 2 of 2");
  assert.ok(hasClass("tw-timeline-preview")(ahead.bar), "marked as a preview");
  assert.equal(slider(ahead.bar).attrs.value, 7, "a redraw leaves the thumb where it is dragged");
  assert.equal(slider(ahead.bar).attrs["aria-valuetext"], "Move 7 of 9 · turn 4 of 4 (Red) · round 2 of 2");
  assert.equal(find(ahead.bar, hasClass("tw-chart-now")).attrs.x1, 7, "the score line's mark follows the thumb");
  assert.equal(text(find(ahead.bar, hasClass("tw-chart-legend"))), "Green 4 Red 3", "the scores after move 7");
  assert.equal(text(find(ahead.bar, hasClass("tw-timeline-move"))), "Let go to show the board after move 7.");
  assert.deepEqual(ahead.sent, []);
  slider(ahead.bar).attrs.onchange({ currentTarget: { value: "7" } });
  assert.deepEqual(ahead.sent, [["seek", 7]], "let go: Python is asked for the board there");
  // The edges: where a turn or round begins is in it (the board shows it there); the start names the
  // game's size; back where it was is no preview.
  assert.equal(place(drawn(AT5, "turn", TRACK, 6).bar), "Move 6 of 9 · turn 3 of 4 (Green) · round 2 of 2");
  assert.equal(place(drawn(AT5, "turn", TRACK, 3).bar), "Move 3 of 9 · turn 2 of 4 (Red) · round 1 of 2");
  assert.equal(place(drawn(AT5, "turn", TRACK, 4).bar), "Move 4 of 9 · turn 2 of 4 (Red) · round 1 of 2");
  const start = drawn(AT5, "turn", TRACK, 0);
  assert.equal(place(start.bar), "Start (9 moves, 4 turns) · round 1 of 2");
  assert.equal(text(find(start.bar, hasClass("tw-timeline-move"))), "Let go to show the board at the start.");
  const same = drawn(AT5, "turn", TRACK, 5);
  assert.ok(!hasClass("tw-timeline-preview")(same.bar));
  assert.equal(text(find(same.bar, hasClass("tw-timeline-move"))), "Green buys a red brick.");
  // Without its track (not sent yet) the preview says the move only; a solo game names no seat.
  assert.equal(place(drawn(AT5, "turn", {}, 8).bar), "Move 8 of 9");
  assert.equal(timelinePlace({ at: 4, length: 9, turn: 2, round: 1 }, TRACK, ["Green"]), "Move 4 of 9 · turn 2 of 4 · round 1 of 2");
  assert.deepEqual(trackPlace(AT5, TRACK, 9), { at: 9, length: 9, turn: 4, round: 2, scores: [6, 3] }, "the end is in the last turn");
});

test("on the page: the preview follows the thumb without a message, the release seeks, and Python's answer ends it", async () => {
  const doc = new FakeDocument();
  const el = doc.body.appendChild(doc.createElement("div"));
  const model = fakeModel(fixtureTraits({ timeline: AT5, track: TRACK, choices: [] }));
  const cleanup = renderBoard(model, el, boardTree);
  const markup = (n) => (n.nodeType === 1 ? `<${n.localName} ${[...n.attributes].join(" ")}>${n.childNodes.map(markup).join("")}`
    : n.textContent);
  const board = markup(el.querySelector(".tw-main"));
  const slider = () => el.querySelector(".tw-timeline-slider");
  const place = () => el.querySelector(".tw-timeline-at").textContent;
  for (const at of ["6", "8", "2"]) {
    slider().value = at;
    dispatch(slider(), "input");
    await flush();
    assert.match(place(), new RegExp(`^Move ${at} of 9`));
    assert.equal(el.querySelector(".tw-chart-now").getAttribute("x1"), at);
    assert.equal(slider().value, at, "the thumb stays where it is dragged");
  }
  assert.equal(place(), "Move 2 of 9 · turn 1 of 4 (Green) · round 1 of 2");
  assert.ok(el.querySelector(".tw-timeline-preview"));
  assert.deepEqual(model.sent, [], "dragging asks Python nothing");
  assert.equal(markup(el.querySelector(".tw-main")), board, "the board stays at Python's position");
  dispatch(slider(), "change");
  assert.deepEqual(model.sent, [{ kind: "seek", to: 2 }]);
  await flush();
  assert.equal(place(), "Move 2 of 9 · turn 1 of 4 (Green) · round 1 of 2", "still shown while Python answers");
  model.set("timeline", { ...AT5, at: 2, turn: 1, round: 1, move: "Green takes a torch." });
  model.set("revision", 2);
  await flush();
  assert.equal(el.querySelector(".tw-timeline-preview"), null, "Python's answer: no preview any more");
  assert.equal(place(), "Move 2 of 9 · turn 1 of 4 (Green) · round 1 of 2");
  assert.equal(el.querySelector(".tw-timeline-move").textContent, "Green takes a torch.");
  // A later step answered by Python is drawn as Python says, not as the old drag left it.
  model.set("timeline", { ...AT5, at: 3, turn: 2, round: 1 });
  model.set("revision", 3);
  await flush();
  assert.equal(slider().value, "3");
  assert.equal(place(), "Move 3 of 9 · turn 2 of 4 (Purple) · round 1 of 2");
  cleanup();
});

test("the place has a row of its own: the controls' row holds only the buttons, the slider and the units", () => {
  for (const t of [AT5, { ...AT5, at: 0, move: "", turn: 1, round: 1 }]) {
    const { bar } = drawn(t);
    const rows = bar.children.filter((c) => typeof c === "object");
    assert.deepEqual(rows.map((c) => c.attrs.class), ["tw-timeline-at", "tw-timeline-controls", "tw-timeline-move", "tw-chart"]);
    const controls = rows[1].children.filter((c) => typeof c === "object");
    assert.deepEqual(controls.map((c) => c.attrs.class), ["tw-timeline-step", "tw-timeline-step", "tw-timeline-slider",
      "tw-timeline-step", "tw-timeline-step", "tw-timeline-units"]);
    assert.equal(rows[0].attrs.title, text(rows[0]), "a label cut at the row's end is whole in its title");
  }
});

// Carpe Diem's totals go under 0: Red ends at -12.
const BELOW = { ...TRACK, scores: [[0, 2, 1, -1, 3, 5, 4, 6, 8, 9], [0, -2, -4, -4, -6, -5, -8, -9, -10, -12]] };

test("the score line spans the lowest and highest totals: every point inside, 0 marked, the axis says both", () => {
  const { lo, hi, y } = chartRange(BELOW.scores);
  assert.deepEqual([lo, hi, y(hi), y(lo)], [-12, 9, 0, 64]);
  assert.deepEqual([chartRange([[0, 0]]).lo, chartRange([[0, 0]]).hi], [0, 1], "a game of no points still has a range");
  assert.deepEqual([chartRange([[0, 3, 7]]).lo, chartRange([[0, 3, 7]]).hi], [0, 7], "0 at the bottom when no total is under");
  const { bar } = drawn({ ...AT5, scores: [3, -6] }, "turn", BELOW);
  const points = findAll(bar, hasClass("tw-chart-line")).flatMap((l) => l.attrs.points.split(" ").map((p) => Number(p.split(",")[1])));
  assert.equal(points.length, 20);
  assert.ok(points.every((v) => v >= 0 && v <= 64), `every point within the chart's 64 px: ${points}`);
  assert.equal(Math.max(...points), 64, "the lowest total at the bottom");
  assert.equal(Math.min(...points), 0, "the highest at the top");
  const zero = find(bar, hasClass("tw-chart-zero"));
  assert.ok(zero.attrs.y1 > 0 && zero.attrs.y1 < 64);
  assert.equal(text(find(bar, hasClass("tw-chart-axis"))), "9 VP 0 -12");
  const ends = findAll(bar, hasClass("tw-chart-end"));
  assert.deepEqual(ends.map(text), ["G", "R"]);
  const tops = ends.map((e) => Number(/top: (-?\d+)px/.exec(e.attrs.style)[1]));
  assert.ok(tops.every((v) => v >= 0 && v <= 70), `the seats' labels inside the chart: ${tops}`);
});

test("seats are labelled by their initial, or by as many letters as tell them apart", () => {
  assert.deepEqual(seatLabels(["Green", "Red"]), ["G", "R"]);
  assert.deepEqual(seatLabels(["Blue", "Brown", "Red"]), ["Bl", "Br", "R"]);
  assert.deepEqual(seatLabels(["Annabel", "Annabel"]), ["Anna", "Anna"], "no more than 4 letters");
});

test("the rounds are named as the board names them (Carpe Diem: a phase's rounds and its scoring period)", () => {
  const named = { ...TRACK, roundNames: ["phase 1 of 4, round 1 of 7", "phase 1 of 4, scoring period"] };
  assert.equal(timelinePlace(AT5, named, ["Red", "Blue"]), "Move 5 of 9 · turn 3 of 4 (Red) · phase 1 of 4, scoring period");
  assert.equal(timelinePlace(trackPlace(AT5, named, 4), named, ["Red", "Blue"]),
    "Move 4 of 9 · turn 2 of 4 (Blue) · phase 1 of 4, round 1 of 7");
  assert.equal(timelinePlace({ at: 0, length: 9, turn: 1, round: 1 }, named), "Start (9 moves, 4 turns) · phase 1 of 4, round 1 of 7");
});
