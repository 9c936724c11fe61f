// memo(): a redraw that reuses the unchanged parts of the last one must draw exactly what a
// fresh redraw draws, and its pieces must answer clicks as the fresh ones do. Checked over
// two dozen moves of a real game of each board (tests/js/fixtures/<game>_deltas.json).
import test from "node:test";
import assert from "node:assert/strict";
import { h, memo, context } from "../../js/shared.js";
import { patch, mount } from "../../js/vdom.js";
import { newMemory, remembering } from "../../js/memo.js";
import { applyDelta } from "../../js/view_sync.js";
import { loadFixtures, loadDeltas } from "./fake_model.mjs";
import { walk } from "./tree.mjs";
import { FakeDocument } from "./fake_dom.mjs";

// One handlers object for every redraw, as renderBoard has: what a click did goes to `heard`.
let heard = [];
const handlers = Object.fromEntries(["intent", "explain", "openMenu", "closeMenu", "undo", "handoff", "show", "seek",
  "resume", "saveGame", "loadGame"]
  .map((name) => [name, (arg) => heard.push([name, arg])]));

/** The tree as data: functions left out (they are checked by clicking). */
const plain = (tree) => JSON.stringify(tree, (key, value) => (typeof value === "function" ? undefined : value));

/** What clicking each piece of the tree does, in drawing order. */
function clicks(tree) {
  const out = [];
  for (const node of walk(tree)) {
    if (typeof node.attrs.onclick !== "function") continue;
    heard = [];
    node.attrs.onclick({ stopPropagation() {}, preventDefault() {}, currentTarget: null });
    out.push([node.attrs["data-target"] ?? node.tag, JSON.stringify(heard)]);
  }
  return out;
}

// Memo must hold for any sequence of views and choices. With the real choices, a part whose
// pieces' choices changed is built again anyway, which can hide a missing view dependency;
// with no choices at all (a bot's turn, a curtain), only the view dependencies keep a part.
const CHOICES = { real: (choices, i) => choices[i], no: () => [] };

for (const game of ["porta_nigra", "carpe_diem", "magna_roma"]) {
  for (const [which, choicesAt] of Object.entries(CHOICES)) {
    test(`${game}, ${which} choices: a redraw reusing the last one's parts draws and answers clicks as a fresh one`, async () => {
      const { boardTree } = await import(`../../js/${game}.js`);
      const { view: { static: fixed } } = loadFixtures(game);
      const { start, deltas, choices } = loadDeltas(game);
      const memory = newMemory();
      let view = start;
      let last = null;
      let reused = 0;
      deltas.forEach((d, i) => {
        view = applyDelta(view, d.delta);
        const full = { ...view, static: fixed };
        const kept = remembering(memory, () => boardTree(full, choicesAt(choices, i), handlers, { memory }));
        const fresh = boardTree(full, choicesAt(choices, i), handlers, {});
        assert.equal(plain(kept), plain(fresh), `move ${i + 1}: the drawing differs`);
        assert.deepEqual(clicks(kept), clicks(fresh), `move ${i + 1}: a piece answers a click differently`);
        if (last) {
          const before = new Set(walk(last));
          reused += [...walk(kept)].filter((n) => before.has(n)).length;
        }
        last = kept;
      });
      assert.ok(reused > 0, "no part of the board was reused from one redraw to the next");
    });
  }
}

test("memo reuses a part while its deps and its pieces' choices stay, and builds it again otherwise", () => {
  const memory = newMemory();
  const spot = { id: 1 };
  let builds = 0;
  const draw = (choices, deps) => remembering(memory, () => {
    const ctx = context(choices, {}, memory);
    return memo(ctx, "spot", deps, () => {
      builds++;
      return h("g", { "data-target": "spot:1" }, "a spot");
    });
  });
  const glow = [{ action: { go: 1 }, target: "spot:1", label: "Build here" }];
  const first = draw(glow, [spot, 3]);
  assert.equal(draw(glow, [spot, 3]), first, "same deps, same choices: the same part");
  assert.equal(draw([...glow, { action: { go: 2 }, target: "shop:red", label: "Buy" }], [spot, 3]), first,
    "a choice for a piece drawn elsewhere does not matter");
  assert.notEqual(draw([], [spot, 3]), first, "its piece lost its choice");
  assert.notEqual(draw([], [{ id: 1 }, 3]), draw([], [{ id: 1 }, 3]), "a new view part (not ===) builds again");
  assert.equal(builds, 4);
  assert.equal(memo(context([], {}), "spot", [spot], () => "built"), "built", "without memory it just builds");
});

test("memo keeps the parts inside a kept part for the redraw after", () => {
  const memory = newMemory();
  const inner = { v: 1 };
  let outer = { v: 1 };
  let innerBuilds = 0;
  const draw = () => remembering(memory, () => {
    const ctx = context([], {}, memory);
    return memo(ctx, "outer", [outer], () => h("g", {}, memo(ctx, "inner", [inner], () => {
      innerBuilds++;
      return h("g", {}, "inner");
    })));
  });
  draw();
  draw(); // the outer part is kept: the inner one is not built, and must not be forgotten
  outer = { v: 2 };
  draw(); // the outer part is built again: the inner one is still remembered
  assert.equal(innerBuilds, 1);
});

test("patch leaves a part it drew last time as it is", () => {
  const doc = new FakeDocument();
  const part = h("g", { class: "kept" }, "same");
  const old = h("svg", {}, part, h("text", {}, "1"));
  const el = mount(old, doc.body, doc);
  const keptNode = el.childNodes[0];
  const setAttribute = keptNode.setAttribute;
  keptNode.setAttribute = () => assert.fail("patch changed an attribute of a kept part");
  Object.defineProperty(keptNode, "childNodes", { get: () => assert.fail("patch walked into a kept part") });
  patch(el, old, h("svg", {}, part, h("text", {}, "2")), doc);
  assert.equal(el.childNodes[0], keptNode);
  assert.equal(el.childNodes[1].childNodes[0].data, "2");
  keptNode.setAttribute = setAttribute;
  assert.throws(() => patch(el, old, h("svg", {}, h("g", { class: "kept" }, "same"), h("text", {}, "2")), doc),
    /walked into/, "an equal part that is not the same object is walked (the trap works)");
});
