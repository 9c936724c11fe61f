// js/review_panel.js on a Porta Nigra board: "Review my game" at the end (and "Reviewing…" while
// Python works), then in a review the decision's words in the message line, a button per decision
// (the one the replay stands before pressed), Try again only at a decision, the better move's
// piece ringed, and what each sends to Python.
import { test } from "node:test";
import assert from "node:assert/strict";
import widget from "../../js/porta_nigra.js";
import { dispatch } from "./fake_dom.mjs";
import { flush, rendered as drawnWith } from "./fake_model.mjs";

const rendered = (overrides = {}) => drawnWith(widget, overrides);

const decision = (moves, target) => ({ moves, move: moves + 1, place: `Before move ${moves + 1} · turn 3 of 9 · round 1 of 3`,
  played: "end your turn", better: "buy a white brick", differs: [], target,
  words: `Move ${moves + 1}: you chose to end your turn; better: buy a white brick.`,
  note: "You chose to end your turn. Better: buy a white brick. Its piece is ringed in blue." });
const REVIEW = { seat: 0, name: "Green", at: 1, nothing: "",
  decisions: [decision(3, "shop:red"), decision(7, "shop:white"), decision(12, "shop:black")] };
const TIMELINE = { timeline: { at: 7, length: 20, turn: 3, round: 1, move: "Green buys.", scores: [0, 0] } };

test("at the end: Review my game asks Python, and says Reviewing… while Python works", async () => {
  const { el, model } = rendered({ review: { offer: true } });
  const [button] = el.querySelectorAll("button.tw-review");
  assert.equal(button.textContent, "Review my game");
  dispatch(button, "click");
  assert.deepEqual(model.sent, [{ kind: "review" }]);
  model.set("review", { offer: true, working: true });
  await flush();
  const working = el.querySelector("button.tw-review");
  assert.equal(working.textContent, "Reviewing…");
  assert.ok(working.hasAttribute("disabled"), "not pressed twice");
  const none = rendered({ review: {} });
  assert.equal(none.el.querySelectorAll("button.tw-review, .tw-review-note").length, 0);
});

test("in a review: the decision's words, a button per decision, the better move ringed, Try again", async () => {
  const { el, model } = rendered({ review: REVIEW, ...TIMELINE });
  assert.match(el.querySelector(".tw-review-note").textContent, /^Decision 2 of 3: You chose to end your turn/);
  const steps = el.querySelectorAll("button.tw-review-step");
  assert.deepEqual(steps.map((b) => b.textContent), ["1 · Move 4", "2 · Move 8", "3 · Move 13"]);
  assert.deepEqual(steps.map((b) => b.getAttribute("aria-pressed")), ["false", "true", "false"]);
  assert.equal(el.querySelectorAll('.tw-lesson-target[data-target="shop:white"]').length, 1, "the better move's piece");
  dispatch(steps[2], "click");
  dispatch(el.querySelector("button.tw-review-try"), "click");
  assert.deepEqual(model.sent, [{ kind: "seek", to: 12 }, { kind: "review-try" }]);
  model.set("review", { ...REVIEW, at: null });
  await flush();
  assert.ok(el.querySelector("button.tw-review-try").hasAttribute("disabled"), "Try again only at a decision");
  assert.match(el.querySelector(".tw-review-note").textContent, /Step to one with its button/);
  assert.equal(el.querySelectorAll(".tw-lesson-target").length, 0, "no ring away from a decision");
});

test("after Try again, until the next move: the better move to try, its piece ringed", () => {
  const retry = { moves: 7, target: "shop:white", note: "Try again: the better move here is to buy a white brick (ringed in blue)." };
  const { el } = rendered({ review: { retry } });
  assert.equal(el.querySelector(".tw-review-retry").textContent, retry.note);
  assert.equal(el.querySelectorAll('.tw-lesson-target[data-target="shop:white"]').length, 1);
  assert.equal(el.querySelectorAll("button.tw-review-step, button.tw-review-try, button.tw-review").length, 0);
});
