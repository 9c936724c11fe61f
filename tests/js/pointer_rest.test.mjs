// js/pointer_rest.js: a piece with choices that a mouse move draws under the still pointer
// takes no click until the pointer moves off the spot.

import { test } from "node:test";
import assert from "node:assert/strict";
import { STILL_PX, pointerRest } from "../../js/pointer_rest.js";
import { FakeDocument, dispatch } from "./fake_dom.mjs";

/** A glowing piece `target` drawn in `el`. */
function piece(el, target) {
  const p = el.appendChild(el.ownerDocument.createElement("g"));
  p.setAttribute("data-target", target);
  p.setAttribute("class", "tw-piece tw-glow");
  return p;
}

/** A board with two pieces: `before` under the pointer at the press, `after` there once answered. */
function board() {
  const doc = new FakeDocument();
  const el = doc.body.appendChild(doc.createElement("div"));
  const before = piece(el, "card:D13");
  const after = piece(el, "space:2");
  const clicked = [];
  after.addEventListener("click", () => clicked.push("space:2"));
  let under = before;
  const rest = pointerRest(el, () => under);
  const answer = () => { under = after; rest.drawn(el); };
  return { doc, el, before, after, clicked, rest, answer };
}

const classes = (el) => el.getAttribute("class").split(" ").sort().join(" ");

test("a piece the answer draws under the still pointer rests and takes no click", () => {
  const { el, after, clicked, rest, answer } = board();
  dispatch(el, "pointerdown", { clientX: 100, clientY: 50 });
  rest.moved(true);
  answer();
  assert.equal(classes(after), "tw-piece tw-resting");
  const click = dispatch(after, "click");
  assert.deepEqual(clicked, []);
  assert.ok(click.defaultPrevented);
});

test("it glows again once the pointer moves off its spot, not for a tremble", () => {
  const { doc, el, after, clicked, rest, answer } = board();
  dispatch(el, "pointerdown", { clientX: 100, clientY: 50 });
  rest.moved(true);
  answer();
  dispatch(doc.body, "pointermove", { clientX: 100 + STILL_PX - 1, clientY: 50 });
  assert.equal(classes(after), "tw-piece tw-resting");
  dispatch(doc.body, "pointermove", { clientX: 100 + STILL_PX + 1, clientY: 50 });
  assert.equal(classes(after), "tw-glow tw-piece");
  dispatch(after, "click");
  assert.deepEqual(clicked, ["space:2"]);
});

test("a tap elsewhere wakes it, as a finger moves no pointer between taps", () => {
  const { el, after, rest, answer } = board();
  dispatch(el, "pointerdown", { clientX: 100, clientY: 50 });
  rest.moved(true);
  answer();
  dispatch(el, "pointerdown", { clientX: 100, clientY: 50 + STILL_PX - 1 });
  assert.equal(classes(after), "tw-piece tw-resting");
  dispatch(el, "pointerdown", { clientX: 300, clientY: 50 });
  assert.equal(classes(after), "tw-glow tw-piece");
});

test("what the move brought onto the page glows where the click was: it is the answer", () => {
  const doc = new FakeDocument();
  const el = doc.body.appendChild(doc.createElement("div"));
  let under = piece(el, "hand:a4");
  const rest = pointerRest(el, () => under);
  dispatch(el, "pointerdown", { clientX: 100, clientY: 50 });
  rest.moved(true);
  under = piece(el, "icon:buy-any"); // the played card's action, new to the page
  rest.drawn(el);
  assert.equal(classes(under), "tw-glow tw-piece");
});

test("the piece clicked, a keyboard move and a stopped board leave the glow alone", () => {
  const same = board();
  dispatch(same.el, "pointerdown", { clientX: 100, clientY: 50 });
  same.rest.moved(true);
  same.rest.drawn(same.el); // the pointer is still on the piece it pressed
  assert.equal(classes(same.before), "tw-glow tw-piece");

  const keys = board();
  dispatch(keys.el, "pointerdown", { clientX: 100, clientY: 50 });
  keys.rest.moved(false);
  keys.answer();
  assert.equal(classes(keys.after), "tw-glow tw-piece");

  const stopped = board();
  stopped.rest.stop();
  assert.equal(stopped.el.listenerCount("pointerdown") + stopped.el.listenerCount("click")
    + stopped.doc.listenerCount("pointermove"), 0);
});
