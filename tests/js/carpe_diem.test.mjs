// js/carpe_diem.js against its fixture (tools/make_js_fixtures.py writes it from view()).
// Every expectation is read from the fixture, never typed in.
import { test } from "node:test";
import assert from "node:assert/strict";
import widget, { boardTree } from "../../js/carpe_diem.js";
import { drawnTargets } from "../../js/shared.js";
import { FakeDocument, dispatch } from "./fake_dom.mjs";
import { fakeModel, fixtureTraits, loadFixtures, flush } from "./fake_model.mjs";
import { byTarget, findAll, hasClass, label, text } from "./tree.mjs";

const GAME = "carpe_diem";

test("every choice's target is drawn as a piece, or is a button in the action bar", () => {
  const { view, choices } = loadFixtures(GAME);
  assert.ok(choices.length > 0);
  const tree = boardTree(view, choices, {}, {});
  const drawn = drawnTargets(tree);
  for (const c of choices) {
    if (c.target.startsWith("button:")) continue;
    assert.ok(drawn.has(c.target), c.target);
    assert.match(label(byTarget(tree, c.target)), /Click to/);
  }
});

test("the construction site, the cards, the circles, the seals and every cell are drawn", () => {
  const { view } = loadFixtures(GAME);
  const tree = boardTree(view, [], {}, {});
  for (const sp of view.spaces) {
    assert.ok(byTarget(tree, `space:${sp.space}`), `space ${sp.space}`);
    for (const tile of sp.tiles) assert.ok(byTarget(tree, `tile:${tile.id}`), tile.id);
  }
  for (const card of Object.values(view.cards)) if (card) assert.ok(text(byTarget(tree, `card:${card.id}`)).includes(card.pile));
  for (const c of view.circles) assert.ok(byTarget(tree, `circle:${c.id}`), c.id);
  for (const tile of view.seals) if (tile) assert.ok(byTarget(tree, `seal:${tile.id}`), tile.id);
  const n = view.static.board_size;
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) assert.ok(byTarget(tree, `cell:${r}-${c}`), `cell ${r}-${c}`);
  // A placed tile says what it is, with its back, in the cell's label.
  const me = view.seats[view.seat];
  const placed = me.district.findIndex((x) => x);
  assert.ok(label(byTarget(tree, `cell:${Math.floor(placed / n)}-${placed % n}`)).includes(me.district[placed].label));
  // Own fountain cards face up; another seat's only counted.
  assert.ok(me.fountain_faces?.length, "the fixture has a fountain card face up");
  for (const card of me.fountain_faces) assert.equal(text(byTarget(tree, `fountain:${card.id}`)), card.text, "its whole text");
});

test("the legend says what each counter's letter is: the wares, coins and bread", () => {
  const { view } = loadFixtures(GAME);
  const tree = boardTree(view, [], {}, {});
  const legend = text(findAll(tree, hasClass("tw-legend"))[0]);
  const counters = findAll(tree, (n) => /^(\w+): \d+$/.test(label(n)));
  const words = counters.map((n) => label(n).split(":")[0]);
  assert.deepEqual(new Set(words), new Set([...Object.keys(view.seats[view.seat].wares), "coins", "bread"]));
  for (const node of counters) {
    const letter = text(node).trim().split(" ")[0];
    assert.ok(legend.includes(`${letter} ${label(node).split(":")[0]}`), `${letter} in the legend`);
  }
});

test("a click on a piece with one choice sends its intent; several open a menu of them", async () => {
  const doc = new FakeDocument();
  const el = doc.body.appendChild(doc.createElement("div"));
  const model = fakeModel(fixtureTraits({}, GAME));
  widget.render({ model, el });
  const { choices } = loadFixtures(GAME);
  const byT = new Map();
  for (const c of choices) byT.set(c.target, [...(byT.get(c.target) || []), c]);
  const single = [...byT].find(([tg, list]) => list.length === 1 && !tg.startsWith("button:"));
  const many = [...byT].find(([tg, list]) => list.length > 1);
  assert.ok(single || many);
  if (single) {
    dispatch(el.querySelector(`[data-target="${single[0]}"]`), "click");
    assert.deepEqual(model.sent.at(-1), { kind: "intent", action: single[1][0].action });
  }
  if (many) {
    dispatch(el.querySelector(`[data-target="${many[0]}"]`), "click");
    await flush();
    const items = el.querySelectorAll(".tw-menu-choice");
    assert.equal(items.length, many[1].length);
    dispatch(items[items.length - 1], "click");
    assert.deepEqual(model.sent.at(-1), { kind: "intent", action: many[1].at(-1).action });
  }
});

test("a click on a piece without choices asks Python why", () => {
  const doc = new FakeDocument();
  const el = doc.body.appendChild(doc.createElement("div"));
  const model = fakeModel(fixtureTraits({ choices: [] }, GAME));
  widget.render({ model, el });
  const circle = loadFixtures(GAME).view.circles[0].id;
  dispatch(el.querySelector(`[data-target="circle:${circle}"]`), "click");
  assert.deepEqual(model.sent.at(-1), { kind: "explain", target: `circle:${circle}` });
});

test("a cell's menu shows the tile in hand on that cell, turned as the choice the pointer or the keyboard is on", async () => {
  const doc = new FakeDocument();
  const el = doc.body.appendChild(doc.createElement("div"));
  widget.render({ model: fakeModel(fixtureTraits({}, GAME)), el });
  const { choices } = loadFixtures(GAME);
  const target = choices.find((c) => c.action.type === "place"
    && new Set(choices.filter((d) => d.target === c.target).map((d) => d.action.rotation)).size > 1).target;
  const places = choices.filter((c) => c.target === target).map((c) => c.action);
  const cell = el.querySelector(`[data-target="${target}"]`).querySelector(".tw-shape");
  const shown = () => {
    const ghost = el.querySelector(".tw-preview");
    if (!ghost) return null;
    const [turned, outline] = ghost.children;
    assert.equal(ghost.getAttribute("aria-hidden"), "true");
    assert.equal(ghost.getAttribute("pointer-events"), "none", "a click goes to the cell under it");
    // On the cell, turned about its centre.
    assert.equal(Number(outline.getAttribute("x")), Number(cell.getAttribute("x")) - 1);
    assert.equal(Number(outline.getAttribute("y")), Number(cell.getAttribute("y")) - 1);
    const rotate = /^rotate\((\d+) /.exec(turned.children[0].getAttribute("transform") || "");
    return rotate ? Number(rotate[1]) / 90 : 0;
  };
  assert.equal(shown(), null, "no menu, no preview");
  dispatch(el.querySelector(`[data-target="${target}"]`), "click");
  await flush();
  const items = el.querySelectorAll(".tw-menu-choice");
  assert.equal(doc.activeElement, items[0]);
  assert.equal(shown(), places[0].rotation, "the first choice, which has focus");
  dispatch(doc.activeElement, "keydown", { key: "ArrowDown" });
  await flush();
  assert.equal(doc.activeElement, el.querySelectorAll(".tw-menu-choice")[1], "the arrow key goes to the next choice");
  assert.equal(shown(), places[1].rotation, "the choice the keyboard is on");
  dispatch(items[0], "mouseenter");
  await flush();
  assert.equal(doc.activeElement, items[0], "the pointer takes focus: Enter picks what is shown");
  assert.equal(shown(), places[0].rotation, "the choice under the pointer");
  dispatch(doc.activeElement, "keydown", { key: "ArrowUp" });
  await flush();
  assert.equal(doc.activeElement, el.querySelector(".tw-menu-cancel"), "from the first choice up to the last button");
  assert.equal(shown(), places[0].rotation, "Cancel previews nothing new");
  // The piece clicked again while its menu is open: the menu opens anew, with focus and preview.
  dispatch(el.querySelector(`[data-target="${target}"]`), "click");
  await flush();
  assert.equal(doc.activeElement, el.querySelectorAll(".tw-menu-choice")[0]);
  assert.equal(shown(), places[0].rotation);
  dispatch(doc, "keydown", { key: "Escape" });
  assert.equal(el.querySelector(".tw-menu"), null);
  assert.equal(shown(), null, "the preview goes with its menu");
});

test("behind the hot-seat curtain the estate drawn first is the one of the player who was at the screen", () => {
  const { view } = loadFixtures(GAME);
  const other = view.seats.find((s) => s.seat !== view.current_player).seat;
  const districts = (v) => findAll(boardTree(v, [], {}, {}), hasClass("tw-estate")).map((n) => n.attrs["data-seat"]);
  assert.equal(districts({ ...view, seat: null })[0], view.current_player, "no seat at the screen: the player to move");
  assert.equal(districts({ ...view, seat: null, screen_seat: other })[0], other);
});
