// What every board shares (js/shared.js and the modules it gathers): the virtual tree, mounting,
// text fitting, pieces, the frame and the view held from deltas.
import { test } from "node:test";
import assert from "node:assert/strict";
import { h, keyed, wrapText, fitText, fitWhole, othersTab, textWidth, context, piece, frame, renderBoard } from "../../js/shared.js";
import { mount, patch, SVG_NS } from "../../js/vdom.js";
import { choicesByTarget } from "../../js/pieces.js";
import { NARROW, narrowFor } from "../../js/sizes.js";
import { applyDelta, fullView, keepView } from "../../js/view_sync.js";
import { FakeDocument, HTML_NS, dispatch } from "./fake_dom.mjs";
import { fakeModel, flush, loadDeltas } from "./fake_model.mjs";
import { find, findAll, hasClass, text } from "./tree.mjs";

test("h builds a plain tree: strings for text, nested arrays flattened, blanks dropped", () => {
  const tree = h("p", { class: "x" }, "a", 3, null, false, [h("b", null, "c"), [undefined, "d"]]);
  assert.deepEqual(tree, {
    tag: "p", attrs: { class: "x" },
    children: ["a", "3", { tag: "b", attrs: {}, children: ["c"] }, "d"],
  });
});

test("mount puts SVG elements in the SVG namespace and the rest in HTML", () => {
  const doc = new FakeDocument();
  const el = mount(h("div", {}, h("svg", { viewBox: "0 0 10 10" }, h("g", {}, h("rect", {}),
    h("foreignObject", {}, h("p", {}, "html again"))))), doc.body, doc);
  assert.equal(el.namespaceURI, HTML_NS);
  const svgEl = el.querySelector("svg");
  assert.equal(svgEl.namespaceURI, SVG_NS);
  assert.equal(el.querySelector("rect").namespaceURI, SVG_NS);
  assert.equal(el.querySelector("p").namespaceURI, HTML_NS);
  assert.equal(el.querySelector("p").textContent, "html again");
  assert.equal(svgEl.getAttribute("viewBox"), "0 0 10 10");
});

test("mount sets attributes, skips false and null, and wires on<event> functions", () => {
  const doc = new FakeDocument();
  let clicks = 0;
  const el = mount(h("button", { disabled: true, hidden: false, title: null, tabindex: 0, onclick: () => clicks++ }, "Go"),
    doc.body, doc);
  assert.equal(el.getAttribute("disabled"), "");
  assert.equal(el.hasAttribute("hidden"), false);
  assert.equal(el.hasAttribute("title"), false);
  assert.equal(el.getAttribute("tabindex"), "0");
  assert.equal(el.hasAttribute("onclick"), false);
  dispatch(el, "click");
  assert.equal(clicks, 1);
});

/** A fake DOM node as markup, namespaces included, to compare a patched DOM with a fresh one. */
function markup(node) {
  if (node.nodeType === 3) return node.data;
  const attrs = [...node.attributes].sort().map(([k, v]) => ` ${k}="${v}"`).join("");
  return `<${node.localName}${node.namespaceURI === SVG_NS ? " svg" : ""}${attrs}>${node.childNodes.map(markup).join("")}</>`;
}

test("patch turns the DOM of one tree into that of another, keeping the nodes that stay", () => {
  const doc = new FakeDocument();
  const clicked = [];
  // `extra` comes and goes in the middle, as a refusal line does above the board.
  const board = (n, extra) => h("div", { class: "b", "data-revision": n },
    h("p", { class: n % 2 ? "odd" : null }, `move ${n}`),
    extra,
    h("svg", { viewBox: "0 0 9 9" }, Array.from({ length: n }, (_, i) => h("circle", { r: i, onclick: () => clicked.push([n, i]) }))),
    h("footer", {}, "end"));
  const cases = [[1, 3], [3, 1], [2, 2], [0, 4]];
  for (const [a, b] of cases) {
    for (const [ea, eb] of [[null, null], [h("span", {}, "x"), null], [null, h("em", {}, "y")], [h("span", {}, "x"), h("em", {}, "y")], ["t", h("em", {})]]) {
      const el = mount(board(a, ea), doc.body, doc);
      const [p, svgEl] = [el.querySelector("p"), el.querySelector("svg")];
      const after = patch(el, board(a, ea), board(b, eb), doc);
      assert.equal(after, el, "the root stays");
      assert.equal(el.querySelector("p"), p, "an unchanged element is not drawn again");
      assert.equal(el.querySelector("svg"), svgEl, "nor one after a line that came or went");
      assert.equal(markup(el), markup(mount(board(b, eb), doc.createElement("div"), doc)), `${a}->${b}`);
      clicked.length = 0;
      for (const c of el.querySelectorAll("circle")) dispatch(c, "click");
      assert.deepEqual(clicked, Array.from({ length: b }, (_, i) => [b, i]), "each piece calls the new tree's handler, once");
      el.remove();
    }
  }
});

test("patch tells parts of the same tag apart by their first class: one that comes or goes leaves the others' nodes", () => {
  const doc = new FakeDocument();
  // Groups of one tag, as a board's SVG parts are; the reserved tile and the notes come and go.
  const board = (parts) => h("svg", {}, parts.map((name) => h("g", { class: `tw-${name} tw-extra` }, h("text", {}, name))));
  const all = ["title", "reserved", "note1", "note2", "monuments", "stocks", "legend"];
  const cases = [[all, ["title", "monuments", "stocks", "legend"]], [["title", "stocks", "legend"], all],
    [["title", "monuments", "stocks"], ["title", "reserved", "monuments", "legend"]]];
  for (const [a, b] of [...cases, ...cases.map(([x, y]) => [y, x])]) {
    const el = mount(board(a), doc.body, doc);
    const before = new Map([...el.childNodes].map((n) => [n.getAttribute("class"), n]));
    patch(el, board(a), board(b), doc);
    assert.equal(markup(el), markup(mount(board(b), doc.createElement("div"), doc)), `${a} -> ${b}`);
    for (const n of el.childNodes) {
      const was = before.get(n.getAttribute("class"));
      if (was) assert.equal(n, was, `${n.getAttribute("class")} is the node it was (${a} -> ${b})`);
    }
    el.remove();
  }
  // keyed(): a log's lines, newest first, each matched by its text
  const log = (lines) => h("ol", {}, lines.map((line) => keyed(line, h("li", {}, line))));
  const el = mount(log(["c", "b", "a"]), doc.body, doc);
  const [c, b] = el.childNodes;
  patch(el, log(["c", "b", "a"]), log(["e", "d", "c", "b"]), doc);
  assert.equal(markup(el), markup(mount(log(["e", "d", "c", "b"]), doc.createElement("div"), doc)));
  assert.deepEqual([el.childNodes[2], el.childNodes[3]], [c, b], "the lines that stay are the nodes they were");
  // a node with another key in a node's place is another thing: drawn anew, not patched into it
  const one = (key) => h("div", {}, keyed(key, h("p", { role: "alert" }, "Refused")));
  const box = mount(one(1), doc.body, doc);
  const was = box.childNodes[0];
  patch(box, one(1), one(1), doc);
  assert.equal(box.childNodes[0], was, "same key: the same node");
  patch(box, one(1), one(2), doc);
  assert.notEqual(box.childNodes[0], was, "another key: a new node");
  assert.equal(box.childNodes[0].textContent, "Refused");
});

test("patch removes a handler, an attribute and a text the new tree drops", () => {
  const doc = new FakeDocument();
  let clicks = 0;
  const el = mount(h("button", { onclick: () => clicks++, disabled: true, title: "t" }, "Go"), doc.body, doc);
  patch(el, h("button", { onclick: () => clicks++, disabled: true, title: "t" }, "Go"), h("button", { disabled: false }), doc);
  dispatch(el, "click");
  assert.equal(clicks, 0);
  assert.equal(el.hasAttribute("disabled"), false);
  assert.equal(el.hasAttribute("title"), false);
  assert.equal(el.childNodes.length, 0);
});

test("wrapText keeps every line within the width and every word", () => {
  const words = "Add a reserve brick to one of your Porta Nigra elements (max 8; no VP; rewards apply)";
  const lines = wrapText(words, 100, 12);
  assert.ok(lines.length > 1);
  for (const line of lines) assert.ok(textWidth(line, 12) <= 100, line);
  assert.equal(lines.join(" "), words);
});

test("fitText cuts with an ellipsis only when needed", () => {
  assert.equal(fitText("Green", 100, 12), "Green");
  const cut = fitText("A very long player name indeed", 60, 12);
  assert.ok(cut.endsWith("…"));
  assert.ok(textWidth(cut, 12) <= 60);
});

test("fitWhole keeps the whole text, drawn narrower only when it would not fit", () => {
  assert.equal(fitWhole("Green", 100, 12), "Green");
  const long = "A very long player name indeed";
  const narrow = fitWhole(long, 60, 12);
  assert.equal(narrow.tag, "tspan");
  assert.deepEqual(narrow.children, [long]);
  assert.equal(narrow.attrs.textLength, 60);
  assert.equal(narrow.attrs.lengthAdjust, "spacingAndGlyphs");
});

test("othersTab: one seat by its label, more by their names, many as dots with the names in the tooltip", () => {
  const names = ["Green", "Purple (steady bot)", "Orange (random bot)", "Teal"];
  const seat = (i) => ({ seat: i, vp: i * 3, colour: "#123" });
  assert.equal(othersTab([seat(1)], names, { dots: 3 }), "Others: Purple (steady bot) 3");
  assert.equal(othersTab([seat(1), seat(2)], names, { dots: 3, unit: " VP" }), "Others: Purple 3 · Orange 6 VP");
  const dots = othersTab([seat(1), seat(2), seat(3)], names, { dots: 3 });
  assert.equal(dots.attrs.title, "Others: Purple 3 · Orange 6 · Teal 9");
  assert.equal(findAll(dots, hasClass("tw-dot")).length, 3);
});

test("choicesByTarget groups choices per target, in order", () => {
  const a = { action: { n: 1 }, target: "spot:a", label: "one" };
  const b = { action: { n: 2 }, target: "spot:b", label: "two" };
  const c = { action: { n: 3 }, target: "spot:a", label: "three" };
  const map = choicesByTarget([a, b, c]);
  assert.deepEqual(map.get("spot:a"), [a, c]);
  assert.deepEqual(map.get("spot:b"), [b]);
});

test("a piece without choices is plain (the arrow keys reach it); with choices it glows, is a tab stop and says what a click does", () => {
  const ctx = context([{ action: { go: 1 }, target: "spot:a", label: "Build here" }], {});
  const plain = piece(ctx, "spot:b", "Spot B", {}, h("rect", {}));
  assert.equal(plain.attrs["data-target"], "spot:b");
  assert.equal(plain.attrs.tabindex, "-1");
  assert.ok(!plain.attrs.class.includes("tw-glow"));
  assert.equal(find(plain, (n) => n.tag === "title").children[0], "Spot B");
  const live = piece(ctx, "spot:a", "Spot A", { class: "tw-spot" }, h("rect", {}));
  assert.equal(live.attrs.tabindex, "0");
  assert.equal(live.attrs.role, "button");
  assert.match(live.attrs.class, /tw-piece tw-glow tw-spot/);
  assert.match(live.attrs["aria-label"], /^Spot A\. Click to build here$/);
});

test("frame: choices of kind button, and choices on targets the board does not draw, go to the action bar", () => {
  const choices = [
    { action: { a: 1 }, target: "button:end_turn", label: "End turn" },
    { action: { a: 2 }, target: "spot:drawn", label: "Build" },
    { action: { a: 3 }, target: "mystery:x", label: "Something new" },
  ];
  const ctx = context(choices, {});
  const tree = frame({ view: { log: [], scores: [0] }, traits: {}, ctx, names: ["A"], colours: ["#000"],
    board: h("svg", {}, piece(ctx, "spot:drawn", "Spot", {})) });
  const bar = find(tree, (n) => n.attrs.class === "tw-actions");
  assert.equal(text(bar), "End turn Something new ↶ Undo");
});

test("frame: a lesson step shows its text and Show me, and rings its piece and its menu choice only", () => {
  const choices = [
    { action: { type: "buy", shop: "black" }, target: "shop:black", label: "Buy black" },
    { action: { type: "buy", shop: "black", icon: "any" }, target: "shop:black", label: "Buy black with any" },
    { action: { type: "buy", shop: "red" }, target: "shop:red", label: "Buy red" },
  ];
  const shown = [];
  const ctx = context(choices, { show: () => shown.push(1) });
  const board = h("svg", {}, piece(ctx, "shop:black", "Black shop", {}), piece(ctx, "shop:red", "Red shop", {}));
  const lesson = { step: 1, count: 3, text: "Buy the black brick.", note: "Well placed.", target: "shop:black",
    move: { shop: "black", type: "buy" } };
  const tree = frame({ view: { log: [] }, traits: { lesson, menu: { target: "shop:black" } }, ctx, names: ["A"],
    colours: ["#000"], board });
  // What the last step did, then the step, in the lesson's row (the message line is the refusal's).
  assert.equal(text(find(tree, hasClass("tw-lesson"))), "Well placed. Step 2 of 3 Buy the black brick. Show me");
  assert.equal(text(find(find(tree, hasClass("tw-lesson")), hasClass("tw-lesson-note"))), "Well placed.");
  const ringed = findAll(tree, hasClass("tw-lesson-target"));
  assert.deepEqual(ringed.map((n) => n.attrs["data-target"] || text(n)), ["shop:black", "Buy black"]);
  find(tree, hasClass("tw-lesson-show")).attrs.onclick();
  assert.deepEqual(shown, [1]);
  const done = frame({ view: { log: [] }, traits: { lesson: { step: 3, count: 3, done: true, text: "The board is yours." } },
    ctx, names: ["A"], colours: ["#000"], board });
  assert.equal(text(find(done, hasClass("tw-lesson"))), "Lesson done The board is yours.");
  assert.equal(findAll(done, hasClass("tw-lesson-target")).length, 0);
  const none = frame({ view: { log: [] }, traits: { lesson: {} }, ctx, names: ["A"], colours: ["#000"], board });
  assert.equal(find(none, hasClass("tw-lesson")), undefined);
});

test("frame: a lesson's row takes the status line's, which goes beside the buttons (the bar grows by LESSON_H only)", () => {
  const ctx = context([{ action: { type: "end_turn" }, target: "button:end_turn", label: "End turn" }], {});
  const lesson = { step: 0, count: 2, text: "End the turn.", target: "button:end_turn", move: { type: "end_turn" } };
  const draw = (traits) => find(frame({ view: { log: [] }, traits: { status: "A to play", ...traits }, ctx, names: ["A"],
    colours: ["#000"], board: h("svg", {}) }), hasClass("tw-bar"));
  const rows = (bar) => bar.children.map((c) => c.attrs.class.split(" ")[0]);
  // Three rows (the lesson; the message line and its button; the status and the buttons), not four.
  assert.deepEqual(rows(draw({ lesson })), ["tw-lesson", "tw-msg-none", "tw-more", "tw-bar-row"]);
  const last = find(draw({ lesson }), hasClass("tw-bar-row"));
  assert.deepEqual(last.children.map((c) => c.attrs.class), ["tw-status", "tw-actions"]);
  assert.equal(text(last), "A to play End turn ↶ Undo");
  assert.deepEqual(rows(draw({})), ["tw-status", "tw-msg-none", "tw-actions"]);
});

test("frame: at the end every seat's total and the winner are the status line, whatever the message line holds", () => {
  const names = ["Red", "Blue (random)", "Green", "Yellow (greedy)"];
  const view = { log: [], scores: [45, 38, 40, -8], breakdown: { spots: [45, 38, 40, -8] }, winners: [0] };
  const news = [{ seat: 3, text: "Yellow ends the game." }];
  const bar = find(frame({ view, traits: { status: "Game over: Red wins.", news, error: "The game is over." },
    ctx: context([], {}), names, colours: ["#c00", "#00c", "#0a0", "#cc0"], board: h("svg", {}) }), hasClass("tw-bar"));
  const first = bar.children[0];
  assert.equal(first.attrs.class, "tw-status tw-final");
  assert.equal(first.attrs.title, "Game over: Red wins.");
  assert.equal(text(first).replace(/\s+/g, " ").trim(), "Red 45 Blue 38 Green 40 Yellow -8 Winner: Red");
  // the bots' news and the refusal keep the message line; the breakdown is one click away
  assert.deepEqual(bar.children.slice(1).map((c) => c.attrs.class.split(" ")[0]), ["tw-news", "tw-error", "tw-more",
    "tw-actions"]);
  assert.equal(text(find(bar, hasClass("tw-more"))), "Score breakdown ▾");
});

test("fullView puts the static trait (sent once) back into the view a board draws", () => {
  const view = { game: "x", round: 2 };
  assert.deepEqual(fullView({ view, static: { size: 5 } }), { game: "x", round: 2, static: { size: 5 } });
  assert.equal(fullView({ view: null, static: {} }), null);
});

test("renderBoard puts every board's glow, focus and panel styles into the widget's own node", async () => {
  const doc = new FakeDocument();
  const el = doc.body.appendChild(doc.createElement("div"));
  const model = fakeModel({ keyframe: { rev: 1, view: { seats: [] } }, static: {}, choices: [] });
  const cleanup = renderBoard(model, el, () => h("div", { class: "tw-board tw-any-game" }), ".tw-any-game { color: red; }");
  const [style, board] = el.children;
  assert.equal(style.tagName, "STYLE");
  assert.equal(board.getAttribute("class"), "tw-board tw-any-game");
  for (const rule of [".tw-board .tw-glow > .tw-shape", ".tw-board .tw-glow:focus-visible > .tw-shape", ".tw-board .tw-seat",
    ".tw-any-game { color: red; }"]) assert.ok(style.textContent.includes(rule), rule);
  model.set("error", "redraw");
  await flush();
  assert.equal(el.children[0], style, "a redraw keeps the same <style>");
  assert.equal(el.children.length, 2);
  cleanup();
});

test("a board under NARROW px wide is drawn narrow: its width crossing NARROW redraws it once, a change on one side none", async () => {
  for (const [size, narrowAt390] of [["auto", true], ["laptop", true], ["projector", false]]) {
    const doc = new FakeDocument();
    const observers = [];
    doc.defaultView = { ResizeObserver: class {
      constructor(report) { this.report = report; observers.push(this); }
      observe() {}
      disconnect() {}
    } };
    const el = doc.body.appendChild(doc.createElement("div"));
    const model = fakeModel({ keyframe: { rev: 1, view: { seats: [] } }, static: {}, choices: [], size });
    const drawn = []; // traits.narrow at each redraw
    const cleanup = renderBoard(model, el, (view, choices, handlers, traits) => {
      drawn.push(traits.narrow);
      return h("div", { class: "tw-board" });
    });
    for (const width of [900, NARROW - 1, 390, NARROW, 1200]) {
      observers[0].report([{ contentRect: { width } }]);
      await flush();
    }
    // Drawn before it is laid out (0 px wide: not narrow), then again only where NARROW is crossed.
    assert.deepEqual(drawn, narrowAt390 ? [false, true, false] : [false], size);
    assert.equal(narrowFor(size, 390), narrowAt390);
    cleanup();
  }
});

for (const game of ["porta_nigra", "carpe_diem", "magna_roma"]) {
  test(`applyDelta turns the ${game} view into the next ones as Python does, without changing the old one`, () => {
    const { start, deltas, end } = loadDeltas(game);
    const before = JSON.stringify(start);
    let view = start;
    for (const d of deltas) view = applyDelta(view, d.delta);
    assert.deepEqual(view, end);
    assert.equal(JSON.stringify(start), before);
  });
}

test("keepView follows the keyframe and each delta, and asks once for the whole view after a gap", () => {
  const model = fakeModel({ keyframe: { rev: 3, view: { round: 1, log: ["a", "b"] } }, view_delta: {} });
  const held = keepView(model);
  assert.deepEqual(held.view, { round: 1, log: ["a", "b"] });
  model.set("view_delta", { base: 3, rev: 4, delta: ["o", { log: ["l", 1, [], ["c"]] }, []] });
  assert.deepEqual(held.view, { round: 1, log: ["b", "c"] });
  model.set("view_delta", { base: 6, rev: 7, delta: ["o", { round: ["=", 2] }, []] }); // 5 and 6 were missed
  model.set("view_delta", { base: 7, rev: 8, delta: ["o", { round: ["=", 3] }, []] });
  assert.deepEqual(model.sent, [{ kind: "resend" }]);
  assert.deepEqual(held.view, { round: 1, log: ["b", "c"] }, "a delta after a gap is not applied");
  model.set("keyframe", { rev: 8, view: { round: 3, log: [] } });
  assert.deepEqual(held.view, { round: 3, log: [] });
  held.stop();
  model.set("keyframe", { rev: 9, view: { round: 4, log: [] } });
  assert.deepEqual(held.view, { round: 3, log: [] });
});

test("a board shown from an old keyframe and a later delta asks for the whole view", async () => {
  const doc = new FakeDocument();
  const el = doc.body.appendChild(doc.createElement("div"));
  const model = fakeModel({ keyframe: { rev: 1, view: { seats: [] } }, view_delta: { base: 5, rev: 6, delta: ["=", {}] },
    static: {}, choices: [] });
  const cleanup = renderBoard(model, el, (view) => h("div", { class: "tw-board" }, `${view.seats.length} seats`));
  assert.deepEqual(model.sent, [{ kind: "resend" }]);
  model.set("keyframe", { rev: 6, view: { seats: [1, 2] } });
  await flush();
  assert.equal(el.children[1].textContent, "2 seats");
  cleanup();
});

test("applyDelta: each operation, as core/delta.py writes them", () => {
  assert.deepEqual(applyDelta({ a: 1, b: 2 }, ["o", { a: ["=", 5], c: ["=", [1]] }, ["b"]]), { a: 5, c: [1] });
  assert.deepEqual(applyDelta([1, 2, 3], ["l", 1, [[0, ["=", 9]]], [4]]), [9, 3, 4]);
  assert.deepEqual(applyDelta([1, 2, 3, 4], ["s", 1, 2, [7, 8, 9]]), [1, 7, 8, 9, 4]);
  assert.throws(() => applyDelta({}, ["?"]), /unknown delta operation/);
});
