// js/porta_nigra.js against the fixtures. The fixtures may be replaced by real Python output
// of the same shape, so every expectation is read from the fixture, never typed in.
import { test } from "node:test";
import assert from "node:assert/strict";
import widget, { boardTree } from "../../js/porta_nigra.js";
import { textWidth } from "../../js/shared.js";
import { SVG_NS } from "../../js/vdom.js";
import { TRAITS } from "../../js/view_sync.js";
import { FakeDocument, dispatch } from "./fake_dom.mjs";
import { fakeModel, fixtureTraits, loadFixtures, flush } from "./fake_model.mjs";
import { find, findAll, hasClass, byTarget, text, label, walk } from "./tree.mjs";

const spotsOf = (view) => view.buildings.flatMap((b) => b.parts.flatMap((p) => p.spots.map((s) => ({ b, p, s }))));
const treeOf = (view, choices = [], traits = {}) => boardTree(view, choices, {}, traits);
const seatPanels = (tree) => findAll(tree, hasClass("tw-seat"));

/** A board rendered into a fake document with a fake model. */
function rendered(overrides = {}) {
  const doc = new FakeDocument();
  const el = doc.body.appendChild(doc.createElement("div"));
  const model = fakeModel(fixtureTraits(overrides));
  const cleanup = widget.render({ model, el });
  const q = (target) => el.querySelector(`[data-target="${target}"]`);
  return { doc, el, model, cleanup, q };
}

/** What had focus each time `node[method]` was called from now on with arguments that
 * `pick` accepts (a list that grows). */
function focusWhen(doc, node, method, pick = () => true) {
  const seen = [];
  const original = node[method];
  node[method] = (...args) => {
    if (pick(...args)) seen.push(doc.activeElement);
    return original.apply(node, args);
  };
  return seen;
}

/** Python's answer to a message: the revision goes up, and the board redraws. */
function answerOf(model) {
  return async () => {
    model.set("revision", model.get("revision") + 1);
    await flush();
  };
}

/** The four ways an open menu goes: a choice, Cancel, Escape, Python's answer. */
const menuClosers = (el, doc, answer) => [() => dispatch(el.querySelector(".tw-menu-choice"), "click"),
  () => dispatch(el.querySelector(".tw-menu-cancel"), "click"),
  () => dispatch(doc, "keydown", { key: "Escape" }),
  answer];

/** Choices made up for pieces the fixture view surely has: one with 1 choice, one with 3. */
function madeUpChoices(view) {
  const [one, many] = spotsOf(view).map(({ s }) => `spot:${s.id}`);
  return [
    { action: { type: "test", n: 1 }, target: one, label: "Build here" },
    ...[2, 3, 4].map((n) => ({ action: { type: "test", n }, target: many, label: `Option ${n}` })),
  ];
}

// ---------------------------------------------------------------- what is drawn

test("every quarter is drawn, clockwise, with its building and its shop", () => {
  const { view } = loadFixtures();
  const tree = treeOf(view);
  for (const q of view.static.quarters) {
    const quarter = byTarget(tree, `quarter:${q.id}`);
    assert.ok(quarter, q.id);
    const building = view.buildings.find((b) => b.id === q.building);
    assert.ok(text(quarter).includes(building.name), building.name);
    const shop = byTarget(tree, `shop:${q.shop}`);
    assert.ok(text(shop).includes(`${view.market[q.shop]} in shop`));
  }
  // Clockwise from the top left: the first two quarters side by side, the third below the second.
  const corner = (i) => {
    const rect = find(byTarget(tree, `quarter:${view.static.quarters[i].id}`), (n) => n.tag === "rect").attrs;
    return [rect.x, rect.y];
  };
  const [a, b, c, d] = [0, 1, 2, 3].map(corner);
  assert.ok(a[0] < b[0] && a[1] === b[1] && c[0] === b[0] && c[1] > b[1] && d[0] === a[0] && d[1] === c[1]);
});

test("every shop of the market is drawn with its brick count, the white one too", () => {
  const { view } = loadFixtures();
  const tree = treeOf(view);
  for (const [colour, n] of Object.entries(view.market)) {
    const shop = byTarget(tree, `shop:${colour}`);
    assert.ok(shop, colour);
    assert.match(label(shop), new RegExp(`${n} brick`));
    assert.ok(text(shop).includes(view.static.colours[colour].letter), "the brick carries its letter");
  }
  assert.ok(text(find(tree, hasClass("tw-market"))).includes(`Reserve ${view.brick_reserve}`));
});

test("every building spot is drawn with its requirement and VP; built ones show the owner", () => {
  const { view } = loadFixtures();
  const tree = treeOf(view);
  const spots = spotsOf(view);
  assert.ok(spots.length > 0);
  for (const { b, p, s } of spots) {
    const tile = byTarget(tree, `spot:${s.id}`);
    assert.ok(tile, s.id);
    const shown = text(tile);
    const vp = typeof s.vp === "number" ? `${s.vp} VP` : "VP";
    assert.ok(label(tile).includes(vp), `${s.id} label has ${vp}`);
    assert.ok(label(tile).includes(b.name) && label(tile).includes(p.label));
    if (s.element) {
      const owner = view.seats[s.element.seat];
      // The builder's name where it fits the tile, else its initial (the label has the name).
      assert.ok(shown.includes(owner.name) || shown.trim().endsWith(owner.name[0]), `${s.id} shows its owner`);
      assert.ok(label(tile).includes(`built by ${owner.name}`));
      assert.ok(shown.includes(`${s.element.bricks}×`) && shown.includes(view.static.colours[s.element.colour].letter));
    } else {
      assert.ok(shown.includes(view.static.colours[s.colour].letter), `${s.id} shows the brick letter`);
      assert.ok(shown.includes(s.bricks == null ? "3–8" : `${s.bricks}×`), `${s.id} shows the brick count`);
      if (typeof s.vp === "number") assert.ok(shown.includes(vp), `${s.id} shows ${vp}`);
      // Whether a build here takes a building card: Python's words, in the tooltip.
      assert.ok(s.card && label(tile).endsWith(`; ${s.card}`), `${s.id} says whether a card comes with it`);
    }
  }
});

test("the board's abbreviations have tooltips: the reward's star, '2–3 pl.' and the deck's counts", () => {
  const { view } = loadFixtures();
  const tree = treeOf(view);
  const titles = (node) => findAll(node, (n) => n.tag === "title").map((n) => text(n.children));
  for (const q of view.static.quarters) {
    const b = view.buildings.find((bb) => bb.id === q.building);
    const quarter = byTarget(tree, `quarter:${q.id}`);
    assert.ok(label(quarter).includes(b.reward_note), "the quarter says when its reward is paid");
    assert.ok(titles(find(quarter, hasClass("tw-reward"))).includes(b.reward_note));
  }
  const card = { id: "x", torches: 2, icons: ["build", "torch"], only_2_3: true };
  const hand = treeOf({ ...view, seats: view.seats.map((s) => (s.hand ? { ...s, hand: [card] } : s)) });
  assert.deepEqual(titles(find(hand, hasClass("tw-only-2-3"))), [view.static.words.only_2_3]);
  const deck = findAll(tree, hasClass("tw-fact")).find((f) => text(f).startsWith("Deck"));
  assert.equal(deck.attrs.title, view.static.words.deck);
});

test("building parts show their majority points", () => {
  const { view } = loadFixtures();
  const tree = treeOf(view);
  const all = text(tree);
  const parts = findAll(tree, hasClass("tw-part")).map(label);
  for (const b of view.buildings) {
    for (const p of b.parts) {
      // Drawn short ("A", "Wall", "3: 12/6"); each part's whole name is in its label.
      assert.ok(parts.some((l) => l.includes(p.label)), p.label);
      if (Array.isArray(p.majority) && typeof p.majority[0] === "number") assert.ok(all.includes(p.majority.join("/")));
    }
  }
});

test("master builders stand in their quarters as labelled pawns", () => {
  const { view } = loadFixtures();
  const tree = treeOf(view);
  const pawns = findAll(tree, hasClass("tw-pawn"));
  assert.equal(pawns.length, view.seats.filter((s) => s.master_builder).length);
  for (const s of view.seats.filter((x) => x.master_builder)) {
    assert.ok(pawns.some((p) => label(p).startsWith(s.name)), s.name);
  }
});

test("four master builders in one quarter each show their initial and carry their name", () => {
  const { view } = loadFixtures();
  const names = ["Courtney", "Michael", "Nicole", "Thomas"];
  while (view.seats.length < names.length) view.seats.push({ ...structuredClone(view.seats[1]), seat: view.seats.length });
  const quarter = view.static.quarters[0].id;
  view.seats.forEach((s, i) => Object.assign(s, { name: names[i], master_builder: quarter }));
  const pawns = findAll(treeOf(view), hasClass("tw-pawn"));
  assert.deepEqual(pawns.map((p) => text(p).trim()), names.map((n) => n[0]));
  assert.deepEqual(pawns.map((p) => label(p)), names.map((n) => `${n}'s master builder`));
});

test("both card displays are drawn: building cards and the honour cards", () => {
  const { view } = loadFixtures();
  const tree = treeOf(view);
  for (const c of view.building_display) {
    const card = find(tree, (n) => n.attrs["data-card"] === c.id);
    assert.ok(card, c.id);
    const name = view.buildings.find((b) => b.id === c.building).name;
    assert.ok(text(card).includes(name) && text(card).includes(view.static.colours[c.colour].letter));
  }
  assert.ok(view.honour_display.length > 0);
  for (const c of view.honour_display) {
    const card = byTarget(tree, `honour:${c.id}`);
    assert.ok(card, c.id);
    assert.ok(label(card).includes(c.title) && label(card).includes(`cost ${c.cost} influence`));
    assert.ok(text(card).includes(c.title.split(" ")[0]));
    assert.ok(text(card).includes(`${c.cost} ✦`));
  }
});

test("an honour card's title and cost stay inside their card, side by side, at 12 px or more", () => {
  const { view } = loadFixtures();
  const tree = treeOf(view);
  for (const c of view.honour_display) {
    const card = byTarget(tree, `honour:${c.id}`);
    const box = find(card, (n) => n.tag === "rect").attrs;
    const [title, cost] = findAll(card, (n) => n.tag === "text");
    // A title drawn narrower (fitWhole's tspan) is as wide as its textLength.
    const width = (n) => n.children[0]?.attrs?.textLength
      ?? textWidth(n.children[0], n.attrs["font-size"], n.attrs["font-weight"] === 700);
    // The title, whole (issue 45), ends before the cost, which is anchored at the card's right edge.
    assert.ok(!text(title).endsWith("…"), `${c.id}: the title is whole`);
    assert.ok(title.attrs.x + width(title) <= cost.attrs.x - width(cost), `${c.id}: the title ends before the cost`);
    assert.ok(cost.attrs.x <= box.x + box.width && title.attrs.x >= box.x && title.attrs.y <= box.y + box.height);
    assert.ok(title.attrs["font-size"] >= 12 && cost.attrs["font-size"] >= 12);
  }
});

test("the round track, every seat's VP and the draw piles are shown", () => {
  const { view } = loadFixtures();
  const tree = treeOf(view);
  assert.equal(label(find(tree, hasClass("tw-round"))), `Round ${view.round} of ${view.rounds}`);
  const chips = findAll(tree, hasClass("tw-vp"));
  assert.equal(chips.length, view.seats.length);
  // Each chip: the seat's initial on its colour and its points; the name in its label.
  view.seats.forEach((s, i) => assert.ok(text(chips[i]).includes(s.name[0]) && text(chips[i]).includes(String(s.vp))
    && label(chips[i]).startsWith(`${s.name}: ${s.vp} VP`)));
  const piles = text(find(tree, hasClass("tw-piles")));
  for (const n of [view.building_deck, view.honour_deck, view.supply_deck]) assert.ok(piles.includes(String(n)));
});

test("every seat has a panel with its name, colour, VP and stock", () => {
  const { view } = loadFixtures();
  const panels = seatPanels(treeOf(view));
  assert.equal(panels.length, view.seats.length);
  view.seats.forEach((s, i) => {
    const p = panels[i];
    const shown = text(p);
    assert.ok(p.attrs.style.includes(s.colour));
    for (const part of [s.name, `${s.vp} VP`, `Sesterces ${s.coins}`, `Torches ${s.torches}`, `Influence ${s.influence}`,
      `Romans ${s.romans} + ${s.romans_reserve}`, `Deck ${s.deck} · ${Array.isArray(s.discard) ? s.discard.length : s.discard}`]) {
      assert.ok(shown.includes(part), `${s.name}: ${part}`);
    }
    for (const [colour, n] of Object.entries(s.bricks)) assert.ok(shown.includes(`${view.static.colours[colour].letter} ${colour} ${n}`));
    for (const c of s.honour_cards) assert.ok(shown.includes(c.title));
    assert.equal(p.attrs.class.includes("tw-current"), s.seat === view.current_player);
  });
});

test("hidden hands produce no card faces, only a count", () => {
  const { view } = loadFixtures();
  for (const s of view.seats) s.hand = null;
  const tree = treeOf(view);
  assert.equal(findAll(tree, (n) => (n.attrs["data-target"] || "").startsWith("hand:")).length, 0);
  seatPanels(tree).forEach((p, i) => {
    assert.equal(findAll(p, hasClass("tw-action-card")).length, 0);
    const n = view.seats[i].hand_size;
    assert.ok(text(p).includes(`${n} card${n === 1 ? "" : "s"} (hidden)`));
  });
});

test("visible hands show every card face with its torches and icons", () => {
  const { view } = loadFixtures();
  const tree = treeOf(view);
  for (const s of view.seats.filter((x) => x.hand)) {
    for (const card of s.hand) {
      const face = byTarget(tree, `hand:${card.id}`);
      assert.ok(face, card.id);
      assert.ok(text(face).includes(`${card.torches} actions`));
      assert.ok(label(face).includes(`${card.torches} torches`));
    }
  }
});

test("the card in play stays where it was in the hand, its icons to click: no card slides under the pointer", () => {
  const { view } = loadFixtures();
  const me = view.seats[view.turn.seat];
  assert.ok(view.turn.card && Number.isInteger(view.turn.slot) && me.hand.length, "the fixture has a card in play from a hand");
  const tree = treeOf(view);
  const hand = find(tree, hasClass("tw-hand-cards"));
  const places = hand.children.map((c) => (hasClass("tw-in-play")(c) ? "in play" : find(c, (n) => n.attrs?.["data-target"])?.attrs["data-target"]));
  const expected = me.hand.map((c) => `hand:${c.id}`);
  expected.splice(view.turn.slot, 0, "in play");
  assert.deepEqual(places, expected);
  for (const name of view.turn.card.icons) assert.ok(find(hand, (n) => n.attrs?.["data-target"] === `icon:${name}`), name);
  // the turn panel does not draw it again: its height is the same before and after a card is played
  const turn = find(tree, hasClass("tw-turn"));
  assert.equal(findAll(turn, (n) => n.tag === "svg").length, 0);
  // between turns the hand is drawn as it is
  assert.equal(findAll(find(treeOf({ ...view, turn: null }), hasClass("tw-hand-cards")), hasClass("tw-in-play")).length, 0);
});

test("an honour card bought leaves its place empty until the turn ends: no card slides into it", () => {
  const { view } = loadFixtures();
  const shapes = (v) => findAll(find(treeOf(v), hasClass("tw-honour-display")), hasClass("tw-honour"))
    .map((n) => [n.attrs["data-target"], find(n, hasClass("tw-shape")).attrs]);
  const before = shapes(view);
  assert.ok(before.length > 3, "the fixture has honour cards on display");
  const slot = 1;
  const bought = { ...view, honour_display: view.honour_display.filter((_, k) => k !== slot),
    turn: { ...view.turn, honour_bought: true, honour_slot: slot } };
  const after = new Map(shapes(bought));
  for (const [target, a] of before) {
    if (target === `honour:${view.honour_display[slot].id}`) assert.ok(!after.has(target));
    else assert.deepEqual([after.get(target).x, after.get(target).y], [a.x, a.y], `${target} stays`);
  }
  const gap = find(treeOf(bought), hasClass("tw-honour-gap"));
  assert.deepEqual([gap.attrs.x, gap.attrs.y], [before[slot][1].x, before[slot][1].y]);
});

test("a card in play from a hand this screen does not show is drawn in the turn panel", () => {
  const { view } = loadFixtures();
  const hidden = { ...view, seats: view.seats.map((s) => (s.seat === view.turn.seat ? { ...s, hand: null } : s)) };
  const turn = find(treeOf(hidden), hasClass("tw-turn"));
  assert.ok(find(turn, (n) => n.attrs?.["data-target"] === `icon:${view.turn.card.icons[0]}`));
});

test("the card being played shows its icons; used ones are covered", () => {
  const { view } = loadFixtures();
  assert.ok(view.turn?.card, "the fixture has a card in play");
  const tree = treeOf(view);
  for (const name of view.turn.card.icons) {
    const icon = byTarget(tree, `icon:${name}`);
    assert.ok(icon, name);
    assert.equal(label(icon).includes("(used)"), view.turn.used.includes(name), name);
  }
});

test("the turn's counts take one line; whether its honour card is bought is said under the map", () => {
  for (const bought of [false, true]) {
    const { view } = loadFixtures();
    view.turn.honour_bought = bought;
    const tree = treeOf(view);
    const facts = find(tree, hasClass("tw-turn-facts"));
    assert.equal(text(facts), `Actions left ${view.turn.markers_left} · torch tokens used ${view.turn.torch_tokens_used}`);
    assert.ok(facts.attrs.title.endsWith(`honour card bought this turn: ${bought ? "yes" : "no"}`));
    // The caption over the honour cards says it, inside the map's width at 12 px.
    const caption = find(tree, hasClass("tw-honour-caption"));
    const words = text(caption);
    assert.ok(words.includes("one a turn") && words.includes("bought this turn") === bought, words);
    assert.ok(caption.attrs["font-size"] >= 12);
    const map = find(tree, hasClass("tw-board-svg"));
    assert.ok(textWidth(words, caption.attrs["font-size"]) <= Number(map.attrs.viewBox.split(" ")[2]), words);
  }
});

test("the board copes with 3 and 4 seats, no turn, no master builders, and a finished game", () => {
  for (const n of [3, 4]) {
    const { view } = loadFixtures();
    while (view.seats.length < n) view.seats.push({ ...structuredClone(view.seats[1]), seat: view.seats.length, name: `Seat ${view.seats.length}` });
    view.seats.forEach((s) => { s.master_builder = null; });
    Object.assign(view, { turn: null, phase: "over", current_player: null, winners: [0], scores: view.seats.map(() => 1) });
    const tree = treeOf(view);
    assert.equal(seatPanels(tree).length, n);
    assert.equal(findAll(tree, hasClass("tw-vp")).length, n);
    assert.equal(findAll(tree, hasClass("tw-pawn")).length, 0);
    assert.ok(text(find(tree, hasClass("tw-winners"))).includes(view.seats[0].name));
  }
});

test("the score panel: categories as rows, seats as columns, a total equal to the scores", () => {
  const { view } = loadFixtures();
  const score = find(treeOf(view), hasClass("tw-score"));
  const rows = findAll(score, (n) => n.tag === "tr");
  const cats = Object.keys(view.breakdown);
  assert.equal(rows.length, 1 + cats.length + 1);
  cats.forEach((cat, i) => assert.equal(text(rows[i + 1]), [cat, ...view.breakdown[cat]].join(" ")));
  assert.equal(text(rows.at(-1)), ["Total", ...view.scores].join(" "));
  assert.equal(find(score, hasClass("tw-winners")), undefined, "no winners before the end");
});

test("the log shows every entry of the game, newest first", () => {
  const { view } = loadFixtures();
  const long = { ...view, log: Array.from({ length: 3 }, () => view.log).flat().map((e, i) => ({ ...e, text: `${i} ${e.text}` })) };
  const items = findAll(find(treeOf(long), hasClass("tw-log")), (n) => n.tag === "li");
  assert.deepEqual(items.map((li) => text(li).trim()), long.log.map((e) => e.text).reverse());
});

test("the bots' moves since the human's are listed in the bar, under the status line", () => {
  const { view } = loadFixtures();
  const news = view.log.slice(-3).map((e) => ({ seat: e.seat, text: e.text }));
  const bar = find(treeOf(view, [], { status: "Green to play", news }), hasClass("tw-bar"));
  const box = find(bar, hasClass("tw-news"));
  const items = findAll(box, hasClass("tw-news-item"));
  // The newest moves that fit the line whole, and how many came before them (issue 45).
  const fit = news.slice(-items.length);
  assert.ok(items.length >= 1 && items.length <= news.length);
  assert.deepEqual(items.map((i) => text(i).trim()), fit.map((e) => e.text));
  assert.equal(text(find(box, hasClass("tw-news-title"))),
    `The bots' moves: ${items.length < news.length ? `(${news.length - items.length} before) ` : ""}`);
  const order = bar.children.filter(Boolean).map((c) => c.attrs.class);
  assert.ok(order.indexOf("tw-news") === order.indexOf("tw-status") + 1, order.join(" "));
  assert.equal(find(treeOf(view, [], { status: "Green to play", news: [] }), hasClass("tw-news")), undefined);
});

test("pieces with choices glow and are tab stops; the rest are reached by the arrow keys only", () => {
  const { view, choices } = loadFixtures();
  const tree = treeOf(view, choices);
  const targets = new Set(choices.map((c) => c.target));
  for (const node of walk(tree)) {
    const t = node.attrs["data-target"];
    if (!t || node.tag === "button") continue;
    // A buy icon of the card in play offers the buys that name it (they glow on the shops too).
    const live = targets.has(t) || choices.some((c) => c.action.type === "buy" && t === `icon:${c.action.icon}`);
    assert.equal(node.attrs.class.includes("tw-glow"), live, t);
    assert.equal(node.attrs.tabindex, live ? "0" : "-1", t);
    assert.equal(node.attrs.role, live ? "button" : "img", t);
    assert.ok(label(node).length > 0, `${t} has a label`);
  }
});

test("every choice of the fixture is reachable: a drawn piece or an action-bar button", () => {
  const { view, choices } = loadFixtures();
  const tree = treeOf(view, choices);
  for (const c of choices) assert.ok(byTarget(tree, c.target), c.target);
  const bar = find(tree, hasClass("tw-actions"));
  for (const c of choices.filter((x) => x.target.startsWith("button:"))) {
    assert.ok(byTarget(bar, c.target), `${c.target} is in the action bar`);
  }
});

// ---------------------------------------------------------------- the widget in a (fake) DOM

test("render draws one SVG board scaled by a viewBox inside div.tw-board.tw-porta-nigra", () => {
  const { el, doc } = rendered();
  const [style, root] = el.children;
  assert.equal(root.getAttribute("class"), "tw-board tw-porta-nigra");
  assert.equal(root.getAttribute("data-lm-suppress-shortcuts"), "true", "keys on the board are not notebook shortcuts");
  const board = root.querySelector("svg");
  assert.equal(board.namespaceURI, SVG_NS);
  assert.equal(board.getAttribute("class"), "tw-board-svg");
  assert.match(board.getAttribute("viewBox"), /^0 0 \d+(\.\d+)? \d+(\.\d+)?$/);
  assert.equal(root.querySelectorAll("svg.tw-board-svg").length, 1);
  // The styles live in the widget's own node (a shadow root, as marimo's, hides document.head).
  assert.equal(style.tagName, "STYLE");
  for (const rule of [".tw-board .tw-glow > .tw-shape", ".tw-board .tw-seat", ".tw-porta-nigra .tw-brick-swatch"]) {
    assert.ok(style.textContent.includes(rule), rule);
  }
  assert.equal(doc.head.querySelectorAll("style").length, 0);
  // Each board has its styles, and a redraw keeps the same <style> node.
  const other = doc.body.appendChild(doc.createElement("div"));
  widget.render({ model: fakeModel(fixtureTraits()), el: other });
  assert.equal(other.children[0].tagName, "STYLE");
});

test("clicking a highlighted piece with one choice sends exactly that intent", () => {
  const { view } = loadFixtures();
  const choices = madeUpChoices(view);
  const { model, q } = rendered({ choices });
  dispatch(q(choices[0].target), "click");
  assert.deepEqual(model.sent, [{ kind: "intent", action: choices[0].action }]);
});

test("the fixture's own single-choice pieces send their action", () => {
  const { choices } = loadFixtures();
  const counts = {};
  for (const c of choices) counts[c.target] = (counts[c.target] || 0) + 1;
  for (const c of choices.filter((x) => counts[x.target] === 1)) {
    const { model, q } = rendered();
    dispatch(q(c.target), "click");
    assert.deepEqual(model.sent, [{ kind: "intent", action: c.action }], c.target);
  }
});

test("a piece with several choices opens the menu; a menu button sends its choice", async () => {
  const { view } = loadFixtures();
  const choices = madeUpChoices(view);
  const many = choices[1].target;
  const { model, el, q } = rendered({ choices });
  assert.equal(el.querySelector(".tw-menu"), null);
  dispatch(q(many), "click");
  assert.deepEqual(model.sent, [], "opening the menu sends nothing");
  const menu = el.querySelector(".tw-menu");
  assert.ok(menu);
  const buttons = menu.querySelectorAll(".tw-menu-choice");
  assert.deepEqual(buttons.map((b) => b.textContent), ["Option 2", "Option 3", "Option 4"]);
  dispatch(buttons[1], "click");
  assert.deepEqual(model.sent, [{ kind: "intent", action: { type: "test", n: 3 } }]);
  assert.equal(el.querySelector(".tw-menu"), null, "the menu closes");
});

test("a refusal made again is a new alert: the same words at Python's next answer are drawn anew", async () => {
  const { model, el } = rendered({ error: "Not your turn." });
  const first = el.querySelector(".tw-error");
  assert.equal(first.getAttribute("role"), "alert");
  model.set("revision", model.get("revision") + 1); // the same click refused again: only the revision changes
  await flush();
  const again = el.querySelector(".tw-error");
  assert.equal(again.textContent, "Not your turn.");
  assert.notEqual(again, first, "a new alert element, read aloud and flashed again");
  model.set("status", "still Anna to play"); // a redraw at the same answer keeps the element
  await flush();
  assert.equal(el.querySelector(".tw-error"), again);
});

test("a click that opens a menu takes the last click's refusal away; Python's next refusal shows", async () => {
  const { view } = loadFixtures();
  const choices = madeUpChoices(view);
  const { model, el, doc, q } = rendered({ choices, error: "That spot is taken." });
  assert.ok(el.querySelector(".tw-error"));
  dispatch(q(choices[1].target), "click");
  assert.ok(el.querySelector(".tw-menu"));
  assert.equal(el.querySelector(".tw-error"), null, "the refusal answered the click before this one");
  dispatch(doc, "keydown", { key: "Escape" });
  assert.equal(el.querySelector(".tw-error"), null, "nor does it come back when the menu is closed");
  model.set("revision", model.get("revision") + 1); // Python answers a later click with a refusal
  await flush();
  assert.equal(el.querySelector(".tw-error").textContent, "That spot is taken.");
});

test("pointing at a menu's choices moves focus and redraws nothing: this board previews no choice", async () => {
  const { view } = loadFixtures();
  const choices = madeUpChoices(view);
  const { model, el, doc, q } = rendered({ choices });
  dispatch(q(choices[1].target), "click");
  await flush();
  let reads = 0; // a redraw reads every trait
  const get = model.get;
  model.get = function (name) {
    reads++;
    return get.call(this, name);
  };
  const items = el.querySelectorAll(".tw-menu-choice");
  dispatch(items[2], "mouseenter");
  assert.equal(doc.activeElement, items[2]);
  dispatch(doc.activeElement, "keydown", { key: "ArrowUp" });
  await flush();
  assert.equal(doc.activeElement, items[1]);
  assert.equal(reads, 0, "no redraw");
});

test("a menu choice takes the menu off the page at once; Python's answer then redraws it as a fresh board", async () => {
  const { view } = loadFixtures();
  const choices = madeUpChoices(view);
  const { model, el, q } = rendered({ choices });
  const html = (node) => (node.tagName == null ? node.data
    : `<${node.tagName}${[...node.attributes.entries()].sort().map(([k, v]) => ` ${k}="${v}"`).join("")}>${node.childNodes.map(html).join("")}</${node.tagName}>`);
  dispatch(q(choices[1].target), "click");
  const board = el.querySelector(".tw-board");
  const before = board.childNodes.length;
  dispatch(el.querySelector(".tw-menu-choice"), "click");
  assert.equal(el.querySelector(".tw-menu"), null, "the menu is gone");
  assert.equal(board.childNodes.length, before - 1, "only the menu left the page");
  dispatch(q(choices[1].target), "click"); // a menu opened again before the answer comes
  assert.equal(el.querySelectorAll(".tw-menu").length, 1);
  dispatch(el.querySelector(".tw-menu-choice"), "click");
  assert.equal(el.querySelector(".tw-menu"), null);
  // The answer (a revision, no choices on the bot's turn) redraws from what the page shows.
  model.set("choices", []);
  model.set("revision", model.get("revision") + 1);
  await flush();
  const fresh = rendered({ choices: [], revision: model.get("revision") });
  assert.equal(html(el), html(fresh.el));
});

test("Escape and Cancel close the choice menu without sending", () => {
  const { view } = loadFixtures();
  const choices = madeUpChoices(view);
  const { model, el, doc, q } = rendered({ choices });
  dispatch(q(choices[1].target), "click");
  assert.ok(el.querySelector(".tw-menu"));
  dispatch(el.querySelector(".tw-menu-choice"), "keydown", { key: "Escape" });
  assert.equal(el.querySelector(".tw-menu"), null);
  dispatch(q(choices[1].target), "click");
  dispatch(el.querySelector(".tw-menu-cancel"), "click");
  assert.equal(el.querySelector(".tw-menu"), null);
  dispatch(doc, "keydown", { key: "Escape" }); // nothing open: nothing happens
  assert.deepEqual(model.sent, []);
});

test("a menu gives focus back to the piece that opened it: after a choice, Cancel, Escape or Python's answer", async () => {
  const { view } = loadFixtures();
  const choices = madeUpChoices(view);
  const { model, el, doc, q } = rendered({ choices });
  const piece = () => q(choices[1].target);
  const answer = answerOf(model);
  for (const close of menuClosers(el, doc, answer)) {
    piece().focus();
    dispatch(piece(), "keydown", { key: "Enter" });
    assert.equal(doc.activeElement, el.querySelector(".tw-menu-choice"), "the open menu has focus");
    await close();
    assert.equal(el.querySelector(".tw-menu"), null);
    assert.equal(doc.activeElement, piece());
  }
  // A piece that kept focus through a redraw is not focused again (a forced layout).
  const node = piece();
  let focusCalls = focusWhen(doc, node, "focus");
  await answer();
  assert.equal(doc.activeElement, node);
  assert.deepEqual(focusCalls, []);
  // Focus outside the board is left alone, by a redraw and by Escape.
  const outside = doc.body.appendChild(doc.createElement("input"));
  outside.focus();
  await answer();
  dispatch(doc, "keydown", { key: "Escape" });
  assert.equal(doc.activeElement, outside);
  // A piece that lost its choices is no longer a tab stop: the board lets focus go before it
  // takes the piece out of the tab order, does not push it anywhere, and does not call focus()
  // on it (either would only make the browser lay the board out at once).
  piece().focus();
  focusCalls = focusWhen(doc, node, "focus");
  const removed = focusWhen(doc, node, "setAttribute", (name) => name === "tabindex");
  model.set("choices", []);
  await answer();
  assert.equal(piece().getAttribute("tabindex"), "-1");
  assert.deepEqual(removed, [doc.body], "focus was let go before the piece left the tab order");
  assert.equal(doc.activeElement, doc.body);
  assert.deepEqual(focusCalls, []);
});

test("a move that takes the focused piece's choices away hands focus on: to the hand-off, else to what glows now", async () => {
  // A keyboard user (and a screen reader, which reads what gets focus) goes on from there,
  // not from the top of the page.
  const { view } = loadFixtures();
  const [single, ...menu] = madeUpChoices(view);
  const { model, el, doc, q } = rendered({ choices: [single, ...menu] });
  const answer = answerOf(model);
  q(single.target).focus();
  model.set("choices", menu); // the piece was played; another glows now
  await answer();
  assert.equal(doc.activeElement, q(menu[0].target));
  // A curtain comes down: its hand-off button, the one thing to do, gets focus.
  model.set("choices", []);
  model.set("handoff", "Purple");
  await answer();
  assert.equal(doc.activeElement, el.querySelector(".tw-handoff"));
  // The hand-off made, focus goes to the first glowing piece.
  model.set("handoff", "");
  model.set("choices", [single]);
  await answer();
  assert.equal(doc.activeElement, q(single.target));
  // Focus elsewhere on the page is never taken.
  const outside = doc.body.appendChild(doc.createElement("input"));
  outside.focus();
  model.set("choices", menu);
  await answer();
  assert.equal(doc.activeElement, outside);
});

test("Tab and Shift+Tab go round inside an open menu, as in a dialog", async () => {
  const { view } = loadFixtures();
  const choices = madeUpChoices(view);
  const { el, doc, q } = rendered({ choices });
  q(choices[1].target).focus();
  dispatch(q(choices[1].target), "keydown", { key: "Enter" });
  const buttons = [...el.querySelectorAll(".tw-menu button")];
  assert.equal(el.querySelector(".tw-menu").getAttribute("aria-modal"), "true");
  assert.equal(doc.activeElement, buttons[0]);
  dispatch(buttons[0], "keydown", { key: "Tab", shiftKey: true });
  assert.equal(doc.activeElement, buttons.at(-1), "Shift+Tab on the first goes to the last (Cancel)");
  dispatch(buttons.at(-1), "keydown", { key: "Tab" });
  assert.equal(doc.activeElement, buttons[0], "Tab on the last goes back to the first");
});

test("focus moves before the page changes: back to the piece before its menu goes, off what cannot keep it first", async () => {
  // Moving focus once the page has changed makes the browser lay the page out at once.
  const { view } = loadFixtures();
  const choices = madeUpChoices(view);
  const { model, el, doc, q } = rendered({ choices, can_undo: true });
  const piece = () => q(choices[1].target);
  const board = el.querySelector(".tw-board");
  const menuGone = focusWhen(doc, board, "removeChild", (node) => node.getAttribute?.("class") === "tw-menu");
  const answer = answerOf(model);
  for (const close of menuClosers(el, doc, answer)) {
    piece().focus();
    dispatch(piece(), "keydown", { key: "Enter" });
    await close();
    assert.deepEqual(menuGone.splice(0), [piece()], "the piece had focus back when its menu left the page");
  }
  // Focus in the menu when Python's answer takes the piece's choices away: it is let go.
  piece().focus();
  dispatch(piece(), "keydown", { key: "Enter" });
  const focusCalls = focusWhen(doc, piece(), "focus");
  model.set("choices", []);
  await answer();
  assert.deepEqual(menuGone.splice(0), [doc.body]);
  assert.equal(doc.activeElement, doc.body);
  assert.deepEqual(focusCalls, []);
  // A focused button that is disabled by the answer is let go first too.
  const undo = q("undo");
  undo.focus();
  assert.equal(doc.activeElement, undo);
  const disabled = focusWhen(doc, undo, "setAttribute", (name) => name === "disabled");
  model.set("can_undo", false);
  await flush();
  assert.ok(undo.hasAttribute("disabled"));
  assert.deepEqual(disabled, [doc.body]);
});

test("a click on a piece without choices, or Enter or Space on it, asks why (no intent)", () => {
  const { view } = loadFixtures();
  const { model, el } = rendered({ choices: [] });
  const pieces = el.querySelectorAll("[data-target]").filter((n) => n.localName !== "button");
  assert.ok(pieces.length >= spotsOf(view).length);
  const targets = pieces.map((p) => p.getAttribute("data-target"));
  const asked = targets.map((target) => ({ kind: "explain", target }));
  for (const p of pieces) dispatch(p, "click");
  assert.deepEqual(model.sent, asked);
  model.sent.length = 0;
  for (const p of pieces) dispatch(p, "keydown", { key: "Enter" });
  assert.deepEqual(model.sent, asked);
  model.sent.length = 0;
  dispatch(pieces[0], "keydown", { key: " " });
  assert.deepEqual(model.sent, asked.slice(0, 1));
  model.sent.length = 0;
  dispatch(pieces[0], "keydown", { key: "a" });
  assert.deepEqual(model.sent, [], "other keys ask nothing");
});

test("the arrow keys go from piece to piece, those without choices too; asking why keeps focus there", async () => {
  const { view } = loadFixtures();
  const choices = madeUpChoices(view);
  const { model, el, doc } = rendered({ choices });
  const pieces = el.querySelectorAll("[data-target][tabindex]");
  assert.ok(pieces.some((p) => p.getAttribute("tabindex") === "-1") && pieces.some((p) => p.getAttribute("tabindex") === "0"));
  pieces[0].focus();
  dispatch(pieces[0], "keydown", { key: "ArrowRight" });
  assert.equal(doc.activeElement, pieces[1]);
  dispatch(pieces[1], "keydown", { key: "ArrowDown" });
  assert.equal(doc.activeElement, pieces[2]);
  dispatch(pieces[2], "keydown", { key: "ArrowUp" });
  dispatch(pieces[1], "keydown", { key: "ArrowLeft" });
  assert.equal(doc.activeElement, pieces[0]);
  dispatch(pieces[0], "keydown", { key: "ArrowLeft" });
  assert.equal(doc.activeElement, pieces.at(-1), "round from the first to the last");
  // On a piece without choices, Enter asks why; Python's answer (a refusal) leaves focus there.
  const plain = pieces.find((p) => p.getAttribute("tabindex") === "-1" && !p.parentNode.closest?.(".tw-glow"));
  plain.focus();
  dispatch(plain, "keydown", { key: "Enter" });
  assert.deepEqual(model.sent.at(-1), { kind: "explain", target: plain.getAttribute("data-target") });
  model.set("error", "Not now.");
  model.set("revision", model.get("revision") + 1);
  await flush();
  await new Promise((resolve) => setTimeout(resolve, 30)); // the frame after the redraw
  assert.equal(doc.activeElement.getAttribute("data-target"), plain.getAttribute("data-target"));
  // In an open menu the arrow keys go from choice to choice, not from piece to piece.
  const many = el.querySelector(`[data-target="${choices[1].target}"]`);
  many.focus();
  dispatch(many, "keydown", { key: "Enter" });
  const items = el.querySelectorAll(".tw-menu-choice");
  assert.equal(doc.activeElement, items[0]);
  dispatch(items[0], "keydown", { key: "ArrowDown" });
  assert.equal(doc.activeElement, items[1]);
});

test("a click on a spot inside a glowing quarter places the master builder, not an explanation", () => {
  const { view } = loadFixtures();
  const quarter = view.static.quarters[0];
  const action = { type: "place_master_builder", quarter: quarter.id };
  const { model, el } = rendered({ choices: [{ action, target: `quarter:${quarter.id}`, label: "Place it here" }] });
  const building = view.buildings.find((b) => b.id === quarter.building);
  const spot = building.parts.find((p) => p.spots.length).spots[0];
  const spotNode = el.querySelectorAll("[data-target]").find((n) => n.getAttribute("data-target") === `spot:${spot.id}`);
  dispatch(spotNode, "click");
  assert.deepEqual(model.sent, [{ kind: "intent", action }]);
});

test("focus a click left on a piece inside a glowing one goes on after the move, as from the glowing piece", async () => {
  const { view } = loadFixtures();
  const quarter = view.static.quarters[0];
  const action = { type: "place_master_builder", quarter: quarter.id };
  const { model, el, doc } = rendered({ choices: [{ action, target: `quarter:${quarter.id}`, label: "Place it here" }] });
  const building = view.buildings.find((b) => b.id === quarter.building);
  const spot = `spot:${building.parts.find((p) => p.spots.length).spots[0].id}`;
  el.querySelector(`[data-target="${spot}"]`).focus(); // a mouse click focuses the spot (tabindex -1)
  const [, other] = view.static.quarters;
  model.set("choices", [{ action: { ...action, quarter: other.id }, target: `quarter:${other.id}`, label: "Place it here" }]);
  model.set("revision", model.get("revision") + 1);
  await flush();
  await new Promise((resolve) => setTimeout(resolve, 30)); // the frame after the redraw
  assert.equal(doc.activeElement.getAttribute("data-target"), `quarter:${other.id}`, "not left on the spot");
});

test("Enter or Space on a focused highlighted piece acts like a click", () => {
  const { view } = loadFixtures();
  const choices = madeUpChoices(view);
  const { model, q } = rendered({ choices });
  const p = q(choices[0].target);
  p.focus();
  const ev = dispatch(p, "keydown", { key: "Enter" });
  dispatch(p, "keydown", { key: " " });
  dispatch(p, "keydown", { key: "a" });
  assert.deepEqual(model.sent, [{ kind: "intent", action: choices[0].action }, { kind: "intent", action: choices[0].action }]);
  assert.ok(ev.defaultPrevented);
});

test("the refusal message appears (role alert) when error is set, and redraws on change", async () => {
  const { el, model } = rendered();
  assert.equal(el.querySelector("[role=\"alert\"]"), null);
  model.set("error", "You cannot build there: the spot is taken.");
  await flush();
  assert.equal(el.querySelector("[role=\"alert\"]").textContent, "You cannot build there: the spot is taken.");
  model.set("status", "Purple to play");
  await flush();
  assert.equal(el.querySelector(".tw-status").textContent, "Purple to play");
});

test("undo sends {kind: undo}; the button is disabled when undo is not possible", async () => {
  const { model, q } = rendered();
  dispatch(q("undo"), "click");
  assert.deepEqual(model.sent, [{ kind: "undo" }]);
  model.set("can_undo", false);
  await flush();
  assert.ok(q("undo").hasAttribute("disabled"));
});

test("the hand-off curtain hides the seats and sends {kind: handoff}", () => {
  const { el, model, q } = rendered({ handoff: "Purple" });
  const curtain = el.querySelector(".tw-curtain");
  assert.ok(curtain.textContent.includes("Pass the screen to Purple"));
  assert.equal(el.querySelectorAll(".tw-seat").length, 0);
  assert.equal(el.querySelectorAll(".tw-action-card").filter((n) => (n.getAttribute("data-target") || "").startsWith("hand:")).length, 0);
  dispatch(q("handoff"), "click");
  assert.deepEqual(model.sent, [{ kind: "handoff" }]);
});

test("action-bar buttons send their choice", () => {
  const { choices } = loadFixtures();
  const buttonChoice = choices.find((c) => c.target.startsWith("button:")) ||
    { action: { type: "end_turn" }, target: "button:end_turn", label: "End turn" };
  const { model, q } = rendered({ choices: [...choices.filter((c) => c.target !== buttonChoice.target), buttonChoice] });
  assert.equal(q(buttonChoice.target).textContent, buttonChoice.label);
  dispatch(q(buttonChoice.target), "click");
  assert.deepEqual(model.sent, [{ kind: "intent", action: buttonChoice.action }]);
});

test("a trait change redraws once, with the new view", async () => {
  const { el, model } = rendered();
  const view = model.get("keyframe").view;
  model.set("view_delta", { base: 1, rev: 2, delta: ["o", { round: ["=", view.rounds] }, []] });
  model.set("choices", []);
  await flush();
  assert.equal(el.children.length, 2); // the <style>, then the board
  assert.equal(el.children[0].tagName, "STYLE");
  assert.ok(el.querySelector(".tw-round").getAttribute("aria-label").startsWith(`Round ${view.rounds} of`));
});

test("the cleanup function unregisters every listener", async () => {
  const { el, model, doc, cleanup } = rendered();
  model.set("error", "queued before cleanup"); // its redraw must not run after cleanup
  for (const name of TRAITS) assert.ok(model.hears(name), `a change of ${name} redraws`);
  assert.equal(doc.listenerCount("keydown"), 1);
  cleanup();
  assert.equal(model.listenerCount(), 0);
  assert.equal(doc.listenerCount("keydown"), 0);
  model.set("error", "after cleanup");
  await flush();
  assert.equal(el.querySelector("[role=\"alert\"]"), null);
});

test("a buy icon of the card in play offers the buys that name it (issue 15)", () => {
  const { view, choices } = loadFixtures();
  const buys = choices.filter((c) => c.action.type === "buy");
  assert.ok(buys.length > 0);
  const icon = buys[0].action.icon;
  const tree = treeOf(view, choices);
  const node = [...walk(tree)].find((n) => n.attrs["data-target"] === `icon:${icon}`);
  assert.ok(node && node.attrs.class.includes("tw-glow"), `icon:${icon} glows`);
});
