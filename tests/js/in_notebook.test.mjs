// A board in a notebook (js/in_notebook.js, render.js's intents): a double click is one move,
// Enter with a modifier is the notebook's, Escape leaves the board, the mouse takes no focus.

import { test } from "node:test";
import assert from "node:assert/strict";
import widget from "../../js/porta_nigra.js";
import { boardIntents, DOUBLE_CLICK_MS } from "../../js/render.js";
import { FakeDocument, dispatch } from "./fake_dom.mjs";
import { fakeModel, fixtureTraits, loadFixtures } from "./fake_model.mjs";

/** A key event as the browser's KeyboardEvent makes it (what in_notebook.js presses again). */
class FakeKey {
  constructor(type, init) {
    Object.assign(this, init, { type, defaultPrevented: false, stopped: false });
  }
  preventDefault() { this.defaultPrevented = true; }
  stopPropagation() { this.stopped = true; }
}

/** A Porta Nigra board in a JupyterLab-like notebook: a cell holding it, then the active cell. */
function inNotebook(choices) {
  const doc = new FakeDocument();
  doc.defaultView = { KeyboardEvent: FakeKey };
  const notebook = doc.body.appendChild(doc.createElement("div"));
  notebook.setAttribute("class", "jp-Notebook");
  const cell = notebook.appendChild(doc.createElement("div"));
  cell.setAttribute("class", "jp-Cell");
  const active = notebook.appendChild(doc.createElement("div"));
  active.setAttribute("class", "jp-Cell jp-mod-active");
  active.setAttribute("tabindex", "0");
  const el = cell.appendChild(doc.createElement("div"));
  const model = fakeModel(fixtureTraits({ choices }));
  widget.render({ model, el });
  const q = (target) => el.querySelector(`[data-target="${target}"]`);
  return { doc, el, model, q, active, notebook };
}

function twoChoices() {
  const { view } = loadFixtures();
  const spots = view.buildings.flatMap((b) => b.parts.flatMap((p) => p.spots.map((s) => `spot:${s.id}`)));
  return [{ action: { type: "test", n: 1 }, target: spots[0], label: "Build here" },
    { action: { type: "test", n: 2 }, target: spots[1], label: "Build there" }];
}

test("the second click of a double click soon after a move makes no move; a click of its own does", () => {
  let now = 1000;
  const model = { sent: [], send(m) { this.sent.push(m); }, get: () => 0 };
  let clicks = 1;
  const page = { dismissMenu() {}, draw() {} };
  const menu = { open: null };
  const mine = { clicked() {} }; // the page state (render.js pageState): a click elsewhere frees a pressed button's place
  const intents = boardIntents(model, page, menu, mine, () => false, { clicks: () => clicks, clock: () => now });
  intents.intent({ type: "a" });
  clicks = 2; // the same double click, 100 ms on
  now += 100;
  intents.intent({ type: "b" });
  intents.explain("spot:x");
  intents.handoff();
  assert.deepEqual(model.sent.map((m) => m.kind), ["intent"]);
  clicks = 1; // a click of its own, however soon: a fast player's, a test's
  intents.intent({ type: "c" });
  clicks = 2;
  now += DOUBLE_CLICK_MS; // a double click's second click long after the move
  intents.intent({ type: "d" });
  clicks = 0; // a key
  intents.intent({ type: "e" });
  assert.deepEqual(model.sent.map((m) => m.action?.type), ["a", "c", "d", "e"]);
});

test("a double click on Review my game is one review: its second click on the timeline seeks nothing", () => {
  let now = 1000;
  const model = { sent: [], send(m) { this.sent.push(m); }, get: () => 0 };
  let clicks = 1;
  const intents = boardIntents(model, { draw() {} }, { open: null }, { clicked() {} }, () => false,
    { clicks: () => clicks, clock: () => now });
  intents.send({ kind: "review" }); // review_panel.js sends through the board's send
  clicks = 2; // the same double click, 100 ms on, lands on the score chart the review drew
  now += 100;
  intents.seek(40);
  clicks = 1;
  intents.seek(41);
  assert.deepEqual(model.sent, [{ kind: "review" }, { kind: "seek", to: 41 }]);
});

test("on the board, Enter with a modifier is the notebook's: no move, focus on its active cell, the key pressed there", () => {
  const choices = twoChoices();
  const { doc, model, q, active } = inNotebook(choices);
  const pressed = [];
  active.addEventListener("keydown", (ev) => pressed.push([ev.key, !!ev.shiftKey, !!ev.ctrlKey]));
  for (const mod of [{ shiftKey: true }, { ctrlKey: true }, { altKey: true }]) {
    q(choices[0].target).focus();
    const ev = dispatch(q(choices[0].target), "keydown", { key: "Enter", ...mod });
    assert.ok(ev.defaultPrevented, "a focused button does not click");
    assert.equal(doc.activeElement, active);
  }
  assert.deepEqual(model.sent, []);
  assert.deepEqual(pressed, [["Enter", true, false], ["Enter", false, true], ["Enter", false, false]]);
  q(choices[0].target).focus();
  dispatch(q(choices[0].target), "keydown", { key: "Enter" }); // the keyboard still plays
  assert.equal(model.sent.length, 1);
});

test("Escape with nothing open leaves the board for the notebook's active cell; keys stay in the board", () => {
  const choices = twoChoices();
  const { doc, el, q, active, notebook } = inNotebook(choices);
  const heard = [];
  notebook.addEventListener("keydown", (ev) => heard.push(ev.key));
  q(choices[0].target).focus();
  dispatch(q(choices[0].target), "keydown", { key: "ArrowRight" });
  assert.ok(el.contains(doc.activeElement));
  dispatch(doc.activeElement, "keydown", { key: "Escape" });
  assert.equal(doc.activeElement, active);
  assert.deepEqual(heard, [], "the notebook hears no key pressed on the board");
});

test("a press of the mouse on the board takes no focus and does not reach the notebook", () => {
  const choices = twoChoices();
  const { q, notebook } = inNotebook(choices);
  const heard = [];
  notebook.addEventListener("mousedown", () => heard.push("mousedown"));
  notebook.addEventListener("focusin", () => heard.push("focusin"));
  const ev = dispatch(q(choices[0].target), "mousedown");
  assert.ok(ev.defaultPrevented, "the browser moves no focus");
  dispatch(q(choices[0].target), "focusin");
  assert.deepEqual(heard, []);
});
