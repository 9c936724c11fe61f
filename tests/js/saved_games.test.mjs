// js/saved_games.js on a Porta Nigra board: the resume offer in the bar, Save and Load in the Log
// fold of a game played live (not of a lesson or a replay), and what each sends to Python.
import { test } from "node:test";
import assert from "node:assert/strict";
import widget from "../../js/porta_nigra.js";
import { dispatch } from "./fake_dom.mjs";
import { flush, rendered as drawnWith } from "./fake_model.mjs";

const rendered = (overrides = {}) => drawnWith(widget, overrides);

const OFFER = { moves: 22, saved: "2026-11-29 10:14", summary: "2 players, Green to play, round 2 of 3" };

test("a saved game on offer: one button resumes it, its words say when and where the game stood", async () => {
  const { el, model } = rendered({ resume_offer: OFFER });
  const [button] = el.querySelectorAll("button.tw-resume");
  assert.equal(button.textContent, "Resume from move 22");
  assert.match(el.querySelector(".tw-resume-about").textContent, /Saved 2026-11-29 10:14: 2 players, Green to play/);
  dispatch(button, "click");
  assert.deepEqual(model.sent, [{ kind: "resume" }]);
  model.set("resume_offer", {});
  await flush();
  assert.equal(el.querySelectorAll(".tw-resume-offer").length, 0, "gone once Python takes the offer away");
});

test("no offer, no resume button; a live game's Log saves and loads, a lesson's and a replay's do not", () => {
  const live = rendered({ resume_offer: {} });
  assert.equal(live.el.querySelectorAll("button.tw-resume").length, 0);
  assert.equal(live.el.querySelectorAll("input.tw-load-input").length, 1);
  dispatch(live.el.querySelector("button.tw-save-game"), "click");
  assert.deepEqual(live.model.sent, [{ kind: "download" }]);
  const lesson = rendered({ lesson: { count: 2, step: 0, text: "Click the spot.", target: "spot:x" } });
  const replay = rendered({ timeline: { at: 0, length: 3, turns: [0], rounds: [0] } });
  for (const { el } of [lesson, replay]) assert.equal(el.querySelectorAll(".tw-saves").length, 0);
});

test("a file chosen in Load game is sent as its text; the picker is emptied so the same file loads again", async () => {
  const { el, model } = rendered();
  const input = el.querySelector("input.tw-load-input");
  input.files = [{ text: async () => '{"format": "tabletop-widgets"}' }];
  input.value = "C:\\fakepath\\game.json";
  dispatch(input, "change");
  await flush();
  assert.deepEqual(model.sent, [{ kind: "load", text: '{"format": "tabletop-widgets"}' }]);
  assert.equal(input.value, "");
});
