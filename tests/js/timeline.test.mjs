// js/shared.js: a replay's timeline (tabletop_widgets/core/replay.py). Python decides where a
// step lands; the timeline sends {kind: "step", by, unit} or {kind: "seek", to}, draws the
// score line Python sent once (the `track` trait), and takes its keys before JupyterLab does.
import { test } from "node:test";
import assert from "node:assert/strict";
import { context, frame, h, renderBoard } from "../../js/shared.js";
import { boardTree } from "../../js/porta_nigra.js";
import { FakeDocument, dispatch } from "./fake_dom.mjs";
import { fakeModel, fixtureTraits, flush } from "./fake_model.mjs";
import { find, findAll, hasClass, text } from "./tree.mjs";

// A 9-move game of two seats: turns begin at 0, 3, 5 and 7; rounds at 0 and 5.
const TRACK = { length: 9, scores: [[0, 0, 1, 1, 2, 2, 4, 4, 5, 6], [0, 0, 0, 1, 1, 3, 3, 3, 3, 3]], turns: [0, 3, 5, 7], rounds: [0, 5] };
const AT5 = { at: 5, length: 9, move: "Green buys a red brick.", turn: 2, round: 1, scores: [2, 3], breakdown: { spots: [2, 3] } };

function drawn(t, unit, track = TRACK) {
  const sent = [];
  const ctx = context([], { seek: (to) => sent.push(["seek", to]), step: (by, u) => sent.push(["step", by, u]),
    stepUnit: (u) => sent.push(["unit", u]) });
  const tree = frame({ view: { log: [] }, traits: { timeline: t, track, timelineUnit: unit }, ctx, names: ["Green (you)", "Red"],
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
  assert.equal(text(find(bar, hasClass("tw-timeline-at"))), "Move 5 of 9 · turn 2 of 4 · round 1 of 2");
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
  const start = drawn({ ...AT5, at: 0, move: "", turn: 0, round: 0 });
  const off = (bar, label) => button(bar, label).attrs["aria-disabled"];
  assert.deepEqual(["Start", "Previous turn", "Next turn", "End"].map((l) => off(start.bar, l)), ["true", "true", null, null]);
  assert.equal(button(start.bar, "Start").attrs.disabled, undefined, "not disabled: focus stays on it");
  assert.equal(button(start.bar, "Previous turn").attrs.onclick, null);
  assert.match(text(start.bar), /Start \(9 moves, 4 turns, 2 rounds\) The game as it was set up\./);
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
    ["PageUp", ["step", -1, "move"]], ["Home", ["seek", 0]], ["End", ["seek", 9]]]) {
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
  model.set("timeline", { ...AT5, at: 4, turn: 2 }); // Python's answer: the unit stays as chosen
  await flush();
  assert.equal(el.querySelector(".tw-timeline-at").textContent, "Move 4 of 9 · turn 2 of 4 · round 1 of 2");
  assert.ok(el.querySelector('[aria-label="Next move"]'));
  assert.equal(el.querySelector(".tw-chart-now").getAttribute("x1"), "4");
  cleanup();
});
