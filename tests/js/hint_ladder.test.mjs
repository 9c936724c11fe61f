// js/hint_ladder.js on a Porta Nigra board: the Hint button only where Python says, its message,
// the rung's line in the bar, the rings (candidates, then the move, by class only), "asked for a
// hint" in the Log where it was asked, and the score table's count.
import { test } from "node:test";
import assert from "node:assert/strict";
import widget from "../../js/porta_nigra.js";
import { hintedLog, ringHints } from "../../js/hint_ladder.js";
import { h } from "../../js/vdom.js";
import { dispatch } from "./fake_dom.mjs";
import { fixtureTraits, rendered as drawnWith } from "./fake_model.mjs";

const rendered = (overrides = {}) => drawnWith(widget, overrides);

const has = (el, name) => (el.getAttribute("class") || "").split(/\s+/).includes(name);

test("no hint trait, no button; with one, a click asks Python, and a disabled button asks nothing", () => {
  assert.equal(rendered({ hint: {} }).el.querySelectorAll("button.tw-hint").length, 0);
  const { el, model } = rendered({ hint: { rung: 0, ready: true } });
  const [button] = el.querySelectorAll("button.tw-hint");
  assert.equal(button.textContent, "Hint");
  assert.match(button.getAttribute("aria-label"), /Hint 1 of 3: the rule, and where to look/);
  dispatch(button, "click", { detail: 1 });
  dispatch(button, "click", { detail: 2 }); // a double click's second: no second rung
  dispatch(button, "click", { detail: 0 }); // Enter on the focused button
  assert.deepEqual(model.sent, [{ kind: "hint" }, { kind: "hint" }]);
  const off = rendered({ hint: { rung: 0, ready: false } });
  assert.equal(off.el.querySelector("button.tw-hint").getAttribute("disabled") != null, true);
});

test("each rung: its line in the bar (the rule cited at the first), its rings by class", () => {
  const cite = { id: "r", title: "On your first turn you place your master builder", section: "2", quote: "Place it." };
  const one = rendered({ hint: { rung: 1, ready: true, text: "Hint 1 of 3: look at the spots.", cite } }).el;
  const line = one.querySelector(".tw-hint-line");
  assert.match(line.textContent, /Hint 1 of 3: look at the spots\..*On your first turn/);
  assert.equal(line.querySelectorAll("button.tw-cite-open").length, 1);
  assert.equal(one.querySelectorAll(".tw-hint-candidate, .tw-hint-move").length, 0);

  const [a, b] = ["spot:basilica.A5", "spot:city_wall.3"];
  const two = rendered({ hint: { rung: 2, ready: true, text: "Hint 2 of 3: ringed.", cite, targets: [a, b] } }).el;
  assert.deepEqual([...two.querySelectorAll(".tw-hint-candidate")].map((e) => e.getAttribute("data-target")).sort(), [a, b]);
  const three = rendered({ hint: { rung: 3, ready: false, text: "Hint 3 of 3: build it: +3 building spots.",
    targets: [a, b], move: a, why: "Build it.", gains: "+3 building spots" } }).el;
  const [move] = three.querySelectorAll(".tw-hint-move");
  assert.equal(move.getAttribute("data-target"), a);
  assert.equal(has(move, "tw-glow"), true, "the move's piece still glows: the learner makes the move");
  assert.deepEqual([...three.querySelectorAll(".tw-hint-candidate")].map((e) => e.getAttribute("data-target")), [b]);
  assert.match(three.querySelector(".tw-hint-line").textContent, /\+3 building spots/);
});

test("a ring is a class: the nodes off its path are the same objects (memo's parts kept)", () => {
  const kept = h("g", { "data-target": "spot:x" }, "x");
  const tree = h("div", {}, h("g", { "data-target": "spot:y" }, "y"), kept);
  const ringed = ringHints(tree, { rung: 2, targets: ["spot:y"] });
  assert.equal(ringed.children[1], kept);
  assert.match(ringed.children[0].attrs.class, /tw-hint-candidate/);
  assert.equal(ringHints(tree, { rung: 1 }), tree);
});

test("the Log: 'asked for a hint' after the lines the game had when it was asked", () => {
  const log = ["a", "b", "c"].map((text) => ({ seat: 0, text }));
  const lines = [{ at: 0, seat: 1, text: "first" }, { at: 2, seat: 0, text: "second" }, { at: 3, seat: 0, text: "last" }];
  assert.deepEqual(hintedLog({ log, hints: { counts: [2, 1], lines } }).map((e) => e.text),
    ["first", "a", "b", "second", "c", "last"]);
  assert.equal(hintedLog({ log }), log);
  const { el } = rendered({ keyframe: { rev: 1, view: { ...fixtureTraits().keyframe.view,
    hints: { counts: [1, 0], lines: [{ at: 1, seat: 0, text: "Green asked for a hint" }] } } } });
  assert.match(el.querySelector(".tw-log").textContent, /Green asked for a hint/);
  const row = el.querySelector(".tw-hint-count");
  assert.match(row.textContent, /Hints asked\s*1\s*0/);
});
