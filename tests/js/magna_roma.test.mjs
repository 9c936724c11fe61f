// js/magna_roma.js against its fixture (tools/make_js_fixtures.py writes it from view()).
// Every expectation is read from the fixture, never typed in.
import { test } from "node:test";
import assert from "node:assert/strict";
import widget, { boardTree } from "../../js/magna_roma.js";
import { textWidth } from "../../js/shared.js";
import { drawnTargets } from "../../js/pieces.js";
import { newMemory, remembering } from "../../js/memo.js";
import { FakeDocument, dispatch } from "./fake_dom.mjs";
import { fakeModel, fixtureTraits, loadFixtures, flush } from "./fake_model.mjs";
import { clickFixturePieces } from "./board_clicks.mjs";
import { byTarget, find, findAll, hasClass, label, mainSvgs, svgUnits, text } from "./tree.mjs";

const GAME = "magna_roma";

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
  // a monument is built on a corner of the city: the corner's menu names it with its cost
  const build = choices.find((c) => c.action.type === "build");
  assert.ok(build && build.target.startsWith(build.action.monument === "forum" ? "cell:" : "corner:"));
  assert.match(build.label, /coins?/);
});

test("the city, the draft, the monuments, the provinces and the trade tokens are drawn", () => {
  const { view: fixture } = loadFixtures(GAME);
  const view = { ...fixture, log: [] }; // no trade or conquest just made: the panel shows the draft and the market
  const tree = boardTree(view, [], {}, {});
  const me = view.seats[view.seat];
  // every cell a tile may go to (next to a tile, inside the window where the city may still grow)
  // is a piece, and no cell outside the window; tiles say what they are
  const [lr, hr, lc, hc] = me.window;
  const taken = new Set(me.city.map((tl) => `${tl.row},${tl.col}`));
  const near = (r, c) => [[0, 1], [1, 0], [0, -1], [-1, 0], [1, 1], [1, -1], [-1, 1], [-1, -1]].some(([dr, dc]) => taken.has(`${r + dr},${c + dc}`));
  let drawn = 0;
  for (let r = lr - 1; r <= hr + 1; r++) {
    for (let c = lc - 1; c <= hc + 1; c++) {
      const inside = r >= lr && r <= hr && c >= lc && c <= hc;
      if (inside && (taken.has(`${r},${c}`) || near(r, c))) assert.ok(byTarget(tree, `cell:${r},${c}`), `cell ${r},${c}`);
      if (!inside) assert.ok(!byTarget(tree, `cell:${r},${c}`), `cell ${r},${c} outside the window`);
      drawn += byTarget(tree, `cell:${r},${c}`) ? 1 : 0;
    }
  }
  assert.ok(drawn <= 36, `${drawn} cells drawn: at most 6 x 6`);
  for (const tile of me.city) {
    if (tile.row === 0 && tile.col === 0) continue;
    const l = label(byTarget(tree, `cell:${tile.row},${tile.col}`));
    assert.ok(l.includes(tile.id) && l.includes(tile.colour), l);
    if (tile.stars) assert.ok(text(byTarget(tree, `cell:${tile.row},${tile.col}`)).includes(`★${tile.stars}`));
  }
  for (const m of me.monuments) {
    const l = label(byTarget(tree, `built:${m.id}`));
    assert.ok(l.includes(m.name) && l.includes(`${m.workers} of ${m.capacity}`), l);
  }
  view.draft.forEach((slot, k) => {
    const l = label(byTarget(tree, `draft:${k}`));
    if (slot.tile) assert.ok(l.includes(slot.tile.id), l);
    if (slot.marker != null) assert.ok(l.includes(view.seats[slot.marker].name), l);
  });
  for (const m of view.monument_market) if (m) assert.ok(text(byTarget(tree, `monument:${m.id}`)).includes(m.name));
  for (const p of view.provinces) {
    p.holders.forEach((holder, k) => {
      const l = label(byTarget(tree, `slot:${p.id}/${k}`));
      assert.ok(l.includes(`${p.slot_costs[k]} legions`) && l.includes(`${p.slot_vp[k]} VP`), l);
      if (holder != null && holder >= 0) assert.ok(l.includes(`conquered by ${view.seats[holder].name}`), l);
    });
  }
  for (const tok of view.trade_tokens) assert.ok(byTarget(tree, `token:${tok.slot}`));
  // other players' cities are drawn (not as pieces) in their fold
  const other = view.seats.find((s) => s.seat !== view.seat);
  const others = findAll(tree, (n) => n.tag === "details" && n.attrs["data-fold"] === "others")[0];
  assert.ok(others && text(others).length > 0);
  assert.equal(findAll(others, (n) => n.attrs["data-target"]?.startsWith("cell:")).length, 0);
  assert.ok(findAll(others, hasClass("tw-mr-cell")).length >= other.city.length);
});

test("the panel beside the city shows the trade tokens or the provinces while they are clicked, and after", () => {
  const { view: fixture } = loadFixtures(GAME);
  const view = { ...fixture, log: [] };
  const panel = (tree) => find(tree, hasClass("tw-board-svg"));
  const fold = (tree) => findAll(tree, (n) => n.tag === "details" && n.attrs["data-fold"] === "boards")[0];
  const tok = view.trade_tokens[0];
  const trade = [{ action: { type: "trade", pay: Object.keys(tok.pay[0])[0] }, target: `token:${tok.slot}`, label: "Trade", group: "" }];
  const offered = boardTree({ ...view, trade_offer: { slot: tok.slot, token: tok.id, later: [] } }, trade, {}, {});
  assert.match(label(byTarget(panel(offered), `token:${tok.slot}`)), /Click to/, "the token on offer glows beside the city");
  assert.ok(!byTarget(fold(offered), `token:${tok.slot}`), "and is not drawn twice");
  assert.ok(!byTarget(panel(offered), "draft:0"));
  // after the trade (the log's last move), the tokens stay in view for the player who traded
  const traded = { ...view, log: [{ seat: 0, kind: "trade", text: "Blue trades.", action: { type: "trade", pay: "legions" } }] };
  assert.ok(byTarget(panel(boardTree(traded, [], {}, {})), `token:${tok.slot}`));
  const p = view.provinces[0];
  const conquer = [{ action: { type: "conquer", province: p.id, slot: 0 }, target: `slot:${p.id}/0`, label: "Conquer", group: "" }];
  assert.match(label(byTarget(panel(boardTree(view, conquer, {}, {})), `slot:${p.id}/0`)), /Click to/);
  const conquered = { ...view, log: [{ seat: 0, kind: "conquer", text: "Blue conquers.", action: conquer[0].action }] };
  assert.ok(byTarget(panel(boardTree(conquered, [], {}, {})), `slot:${p.id}/0`));
  // the draft comes back when a tile is to be chosen
  const choose = [{ action: { type: "choose_tile", slot: 0 }, target: "draft:0", label: "Reserve", group: "" }];
  assert.ok(byTarget(panel(boardTree(conquered, choose, {}, {})), "draft:0"));
});

test("a tile colour's letter is never a seat's initial", () => {
  const { view } = loadFixtures(GAME);
  const tree = boardTree({ ...view, log: [] }, [], {}, {});
  const legend = text(find(tree, hasClass("tw-mr-legend")));
  const letters = [...legend.matchAll(/([A-Z]) (red|purple|brown) \(/g)].map((m) => m[1]);
  assert.equal(letters.length, 3, legend);
  for (const name of ["Blue", "Green", "Yellow", "White", ...view.seats.map((s) => s.name)]) assert.ok(!letters.includes(name[0]), `${name}: ${letters}`);
});

test("a monument in the city at the screen takes clicks on its whole footprint, unless only a tile in it may be clicked", () => {
  const { view: fixture } = loadFixtures(GAME);
  const view = structuredClone(fixture);
  const me = view.seats[view.seat];
  const at = new Set(me.city.map((tl) => `${tl.row},${tl.col}`));
  const [row, col] = [...at].map((k) => k.split(",").map(Number))
    .find(([r, c]) => [[r, c + 1], [r + 1, c], [r + 1, c + 1]].every(([rr, cc]) => at.has(`${rr},${cc}`)) && (r || c));
  const footprint = [[row, col], [row, col + 1], [row + 1, col], [row + 1, col + 1]];
  me.monuments = [{ id: "basilica", name: "Basilica", row, col, on_centre: false, footprint, workers: 0, capacity: 2, needed: 2,
    functional: false }];
  const outline = (choices) => {
    const built = byTarget(boardTree(view, choices, {}, {}), "built:basilica");
    const shape = built.children.find(hasClass("tw-shape"));
    return { fill: shape.attrs.fill, box: [shape.attrs.x, shape.attrs.y, shape.attrs.width, shape.attrs.height], built };
  };
  const employ = { action: { type: "employ", monument: "basilica" }, target: "built:basilica", label: "Employ" };
  const bless = { action: { type: "bless", row, col }, target: `cell:${row},${col}`, label: "Bless" };
  for (const choices of [[], [employ], [employ, bless]]) {
    const { fill, box } = outline(choices);
    assert.equal(fill, "transparent", `${choices.length} choices: a click inside the outline is the monument's`);
    assert.ok(box[2] > 2 * 50 && box[3] > 2 * 50, "the outline spans the four tiles");
  }
  // a tile in it that may be blessed while the monument has nothing to do keeps its click
  assert.equal(outline([bless]).fill, "none");
});

test("a built monument's marker hides nothing of the tiles beneath; the list under the city names it", () => {
  const { view: fixture } = loadFixtures(GAME);
  const view = structuredClone(fixture);
  const me = view.seats[view.seat];
  const at = new Map(me.city.map((tl) => [`${tl.row},${tl.col}`, tl]));
  // a 2 x 2 block of tiles, and the town centre
  const [row, col] = [...at.keys()].map((k) => k.split(",").map(Number))
    .find(([r, c]) => [[r, c], [r, c + 1], [r + 1, c], [r + 1, c + 1]].every(([rr, cc]) => at.has(`${rr},${cc}`) && (rr || cc)));
  const footprint = [[row, col], [row, col + 1], [row + 1, col], [row + 1, col + 1]];
  me.monuments = [
    { id: "basilica", name: "Basilica", row, col, on_centre: false, footprint, workers: 1, capacity: 2, needed: 2, functional: false },
    { id: "forum", name: "Forum", row: 0, col: 0, on_centre: true, footprint: [[0, 0]], workers: 1, capacity: 1, needed: 1, functional: true },
  ];
  for (const tl of me.city) Object.assign(tl, { stars: 3, blessed: true }); // every corner of every tile drawn
  const city = find(boardTree(view, [], {}, {}), (n) => hasClass("tw-mr-city")(n) && n.attrs["aria-label"].startsWith(me.name));
  const overlap = (a, b) => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;
  const marks = findAll(city, hasClass("tw-mr-built-mark")).map((m) => ({ x1: m.attrs.x, y1: m.attrs.y,
    x2: m.attrs.x + m.attrs.width, y2: m.attrs.y + m.attrs.height }));
  assert.equal(marks.length, 2);
  let checked = 0;
  for (const [r, c] of [...footprint, [0, 0]]) {
    const cell = find(city, (n) => n.key === `${r},${c}`);
    const [dx, dy] = cell.attrs.transform.match(/-?[\d.]+/g).map(Number);
    // every text (colour letter, stars, icon, blessing, half-symbol letters) and the blessing's disc
    for (const n of findAll(cell, (n) => n.tag === "text" || (n.tag === "circle" && n.attrs.fill === "#ffd54a"))) {
      const a = n.attrs;
      let box;
      if (n.tag === "circle") box = { x1: a.cx - a.r, x2: a.cx + a.r, y1: a.cy - a.r, y2: a.cy + a.r };
      else {
        const w = textWidth(text(n), a["font-size"], a["font-weight"] === 700);
        const x1 = a["text-anchor"] === "middle" ? a.x - w / 2 : a["text-anchor"] === "end" ? a.x - w : a.x;
        box = { x1, x2: x1 + w, y1: a.y - 0.8 * a["font-size"], y2: a.y + 0.2 * a["font-size"] };
      }
      box = { x1: box.x1 + dx, x2: box.x2 + dx, y1: box.y1 + dy, y2: box.y2 + dy };
      for (const m of marks) assert.ok(!overlap(box, m), `${r},${c}: "${text(n)}" ${n.tag} under a monument's marker`);
      checked += 1;
    }
  }
  assert.ok(checked > 20, `${checked} features checked`);
  const words = text(city);
  assert.ok(words.includes("Basilica 1/2 (needs 2)") && words.includes("Forum 1/1 ✓"), words);
});

test("a click on a piece with one choice sends its intent; several open a menu of them", async () => {
  const { el, model, choices } = await clickFixturePieces(widget, GAME);
  // the optional action may be skipped from the action bar
  const skip = choices.find((c) => c.target === "button:skip_action");
  assert.ok(skip);
  dispatch(el.querySelector('button.tw-action[data-target="button:skip_action"]'), "click");
  assert.deepEqual(model.sent.at(-1), { kind: "intent", action: skip.action });
});

test("a click on a piece without choices asks Python why", () => {
  const doc = new FakeDocument();
  const el = doc.body.appendChild(doc.createElement("div"));
  const model = fakeModel(fixtureTraits({ choices: [] }, GAME));
  widget.render({ model, el });
  const p = loadFixtures(GAME).view.provinces[0].id;
  dispatch(el.querySelector(`[data-target="slot:${p}/0"]`), "click");
  assert.deepEqual(model.sent.at(-1), { kind: "explain", target: `slot:${p}/0` });
});

test("the projection fold shows Python's 'if the game ended now' breakdown with totals", () => {
  const { view } = loadFixtures(GAME);
  const tree = boardTree(view, [], {}, {});
  const fold = findAll(tree, (n) => n.tag === "details" && n.attrs["data-fold"] === "projection")[0];
  assert.ok(fold && view.projection);
  const rows = findAll(fold, (n) => n.tag === "tr");
  assert.equal(rows.length, 1 + Object.keys(view.projection).length + 1);
  const total = text(rows.at(-1)).trim().split(" ");
  const sums = view.seats.map((_, i) => Object.values(view.projection).reduce((a, p) => a + p[i], 0));
  assert.deepEqual(total, ["Total", ...sums.map(String)]);
  // a finished game has no projection: the Score fold holds the real breakdown
  assert.equal(findAll(boardTree({ ...view, projection: null }, [], {}, {}),
    (n) => n.attrs?.["data-fold"] === "projection").length, 0);
});

test("a monument card in the market offers its builds, one per place it may stand", () => {
  const { view, choices } = loadFixtures(GAME);
  const builds = choices.filter((c) => c.action.type === "build");
  assert.ok(builds.length);
  const tree = boardTree(view, choices, {}, {});
  for (const id of new Set(builds.map((c) => c.action.monument))) {
    const card = byTarget(tree, `monument:${id}`);
    const here = builds.filter((c) => c.action.monument === id);
    assert.match(label(card), here.length === 1 ? /Click to build/ : /Click to choose: Build/);
    for (const c of here) assert.ok(label(card).includes(c.label), c.label);
  }
});

test("a finished game names its winners; a solo game, which has none, ends on its score", () => {
  const { view } = loadFixtures(GAME);
  const over = { ...view, phase: "over", current_player: null, projection: null };
  const result = (v) => text(find(boardTree(v, [], {}, {}), hasClass("tw-winners")));
  const names = view.seats.map((s) => s.name);
  assert.equal(result({ ...over, winners: [1], scores: view.seats.map((_, i) => 10 + i) }), `Winner: ${names[1]}`);
  assert.equal(result({ ...over, winners: [0, 1], scores: view.seats.map(() => 10) }), `Winners: ${names[0]} and ${names[1]}`);
  const solo = { ...over, players: 1, seat: 0, seats: [view.seats[0]], winners: [0], scores: [47] };
  assert.equal(result(solo), "Final score: 47 VP");
});

test("a city cell's menu shows the reserved tile on that cell, turned as the choice the pointer or the keyboard is on", async () => {
  // The fixture's player, placing the tile of the first draft slot on an empty cell of its window.
  const { view: { static: fixed, ...view } } = loadFixtures(GAME);
  const me = view.seats[view.seat ?? view.current_player];
  const slot = view.draft.findIndex((d) => d.tile);
  const [lr, hr, lc, hc] = me.window;
  const taken = new Set(me.city.map((tl) => `${tl.row},${tl.col}`));
  const cells = [];
  for (let r = lr; r <= hr; r++) for (let c = lc; c <= hc; c++) if (!taken.has(`${r},${c}`)) cells.push([r, c]);
  const [row, col] = cells[0];
  const placing = { ...view, phase: "place", seats: view.seats.map((s) => (s === me ? { ...s, slot } : s)) };
  const target = `cell:${row},${col}`;
  const choices = [0, 1, 2, 3].map((rotation) => ({ action: { type: "place", row, col, rotation }, target,
    label: `Place it turned ${rotation * 90} degrees`, group: "" }));
  const doc = new FakeDocument();
  const el = doc.body.appendChild(doc.createElement("div"));
  widget.render({ model: fakeModel(fixtureTraits({ keyframe: { rev: 1, view: placing }, static: fixed, choices }, GAME)), el });
  // The half-symbols' letters of the previewed tile, top, right, bottom, left.
  const sides = () => {
    const ghost = el.querySelector(".tw-preview");
    if (!ghost) return null;
    assert.equal(ghost.getAttribute("aria-hidden"), "true");
    assert.equal(ghost.getAttribute("pointer-events"), "none", "a click goes to the cell under it");
    const [turned, outline] = ghost.children;
    const [, cx0, cy0] = /^translate\(([-\d.]+) ([-\d.]+)\)$/.exec(el.querySelector(`[data-target="${target}"]`).parentNode.getAttribute("transform"));
    assert.deepEqual([Number(outline.getAttribute("x")) + 1, Number(outline.getAttribute("y")) + 1], [Number(cx0), Number(cy0)], "on the cell");
    const s = Number(outline.getAttribute("width")) - 2;
    const [cx, cy] = [Number(cx0) + s / 2, Number(cy0) + s / 2];
    const found = [null, null, null, null];
    for (const text of turned.querySelectorAll("text")) {
      const [dx, dy] = [Number(text.getAttribute("x")) - cx, Number(text.getAttribute("y")) - cy];
      const side = Math.abs(dx) < 1 ? (dy < -s / 4 ? 0 : dy > s / 4 ? 2 : null) : Math.abs(dy) < s / 4 ? (dx > s / 4 ? 1 : dx < -s / 4 ? 3 : null) : null;
      if (side != null) found[side] = text.textContent;
    }
    return found;
  };
  assert.equal(sides(), null, "no menu, no preview");
  dispatch(el.querySelector(`[data-target="${target}"]`), "click");
  await flush();
  const upright = sides();
  assert.equal(upright.filter(Boolean).length, view.draft[slot].tile.edges.filter(Boolean).length, "every half-symbol");
  const turned = (q) => upright.map((_, k) => upright[(k - q + 4) % 4]); // q quarter turns clockwise
  dispatch(doc.activeElement, "keydown", { key: "ArrowDown" });
  await flush();
  assert.deepEqual(sides(), turned(1), "the choice the keyboard is on: turned 90 degrees");
  dispatch(el.querySelectorAll(".tw-menu-choice")[3], "mouseenter");
  await flush();
  assert.deepEqual(sides(), turned(3), "the choice under the pointer: turned 270 degrees");
  dispatch(doc, "keydown", { key: "Escape" });
  assert.equal(sides(), null, "the preview goes with its menu");
});

test("behind the hot-seat curtain the city drawn is the one of the player who was at the screen", () => {
  const { view } = loadFixtures(GAME);
  const other = view.seats.find((s) => s.seat !== view.current_player);
  const city = (v) => label(find(boardTree(v, [], {}, {}), hasClass("tw-mr-city")));
  assert.equal(city({ ...view, seat: null }), `${view.seats[view.current_player].name}'s city`, "no seat at the screen: the player to move");
  assert.equal(city({ ...view, seat: null, screen_seat: other.seat }), `${other.name}'s city`);
});

test("the arrow keys go round the pieces the page shows: not those in a folded section", () => {
  const doc = new FakeDocument();
  const el = doc.body.appendChild(doc.createElement("div"));
  widget.render({ model: fakeModel(fixtureTraits({}, GAME)), el });
  const closed = (n) => { for (let p = n.parentNode; p?.localName; p = p.parentNode) if (p.localName === "details" && !p.hasAttribute("open")) return true; return false; };
  const all = el.querySelectorAll("[data-target][tabindex]");
  assert.ok(all.some(closed), "the fixture has pieces in a folded section (the boards fold)");
  const shown = all.filter((n) => !closed(n) && (n.getAttribute("tabindex") === "0" || !n.parentNode.closest?.(".tw-glow")));
  shown[0].focus();
  dispatch(shown[0], "keydown", { key: "ArrowLeft" });
  assert.equal(doc.activeElement, shown.at(-1), "round from the first to the last shown");
  for (let i = 0; i < shown.length; i++) dispatch(doc.activeElement, "keydown", { key: "ArrowRight" });
  assert.equal(doc.activeElement, shown.at(-1), "once round, every step on a shown piece");
});

test("a solo game's objectives are read whole: in the draft panel's free room, else one line each under the city", () => {
  const { view: fixture } = loadFixtures(GAME);
  const me = fixture.seats[fixture.seat];
  const texts = ["Have at least one Mask and one Lyre icon in this row or column.",
    "Have at least one city tile of each colour (red, purple, brown) in this row or column.",
    "No two adjacent city tiles in this row or column are of the same colour.",
    "All 5 city tiles in this row (or column) are of the same colour."];
  const lines = ["top row", "bottom row", "left column", "right column"];
  const solo_board = { level: "I", title: null, objectives: texts.map((text, k) => ({ line: lines[k], kind: k < 2 ? "row" : "col",
    index: k % 2 ? 4 : 0, text, state: ["open", "met", "unmet", "failed"][k] })) };
  const view = { ...fixture, log: [], players: 1, seat: 0, current_player: 0, seats: [{ ...me, seat: 0 }], solo_board };
  const height = (tree) => Number(find(tree, hasClass("tw-board-svg")).attrs.viewBox.split(" ")[3]);
  const drawn = (tree) => findAll(tree, hasClass("tw-mr-objective-text"));
  const inDraft = boardTree(view, [], {}, {});
  const trading = boardTree(view, [{ target: `token:${view.trade_tokens[0].slot}`, label: "Trade", action: { type: "trade" } }], {}, {});
  for (const tree of [inDraft, trading]) {
    const said = drawn(tree);
    assert.equal(said.length, texts.length);
    said.forEach((g, k) => {
      assert.ok(label(g).includes(texts[k]) && label(g).includes(lines[k]), label(g)); // the whole text, to a screen reader and a tooltip
      for (const line of findAll(g, (n) => n.tag === "text")) assert.ok(Number(line.attrs["font-size"]) >= 12);
    });
  }
  // in the draft panel (right of the city) the text is not cut; it names its line and the state
  drawn(inDraft).forEach((g, k) => {
    const words = findAll(g, (n) => n.tag === "text").map(text).join(" ");
    assert.ok(!words.includes("…") && words.includes(lines[k]), words);
    assert.ok(findAll(g, (n) => n.tag === "text").every((n) => Number(n.attrs.x) >= 400));
  });
  // under the city, one line each, and the board is no taller than with the draft
  drawn(trading).forEach((g) => assert.equal(findAll(g, (n) => n.tag === "text").length, 1));
  assert.ok(height(trading) <= height(inDraft), [height(trading), height(inDraft)]);
});

test("solo: the blocked province slots are drawn on the board all game, not only in the fold", () => {
  const { view: fixture } = loadFixtures(GAME);
  const me = fixture.seats[fixture.seat];
  // the fixture's provinces, with one slot of each blocked as a solo game blocks them (holder -1)
  const provinces = fixture.provinces.map((p, j) => ({ ...p, holders: p.holders.map((h, k) => (k === j ? -1 : null)) }));
  const solo_board = { level: "I", title: null, objectives: [] };
  const view = { ...fixture, log: [], players: 1, seat: 0, current_player: 0, seats: [{ ...me, seat: 0 }], solo_board, provinces };
  const board = find(boardTree(view, [], {}, {}), hasClass("tw-board-svg"));
  const cards = findAll(board, hasClass("tw-mr-province-strip"));
  assert.equal(cards.length, provinces.length);
  cards.forEach((card, j) => {
    const p = provinces[j];
    assert.ok(label(card).startsWith(p.name), label(card));
    // each slot's cost and state is told, the blocked one as blocked, the others free
    p.holders.forEach((h, k) => assert.ok(label(card).includes(`${p.slot_costs[k]} legion`), label(card)));
    assert.equal((label(card).match(/blocked/g) || []).length, 1, label(card));
    assert.equal(findAll(card, hasClass("tw-mr-blocked")).length, 1);
    for (const n of findAll(card, (n) => n.tag === "text")) assert.ok(Number(n.attrs["font-size"]) >= 12);
  });
  // while a slot may be conquered, the province panel (its slots are the pieces) takes the strip's place
  const p = provinces[0];
  const free = p.holders.findIndex((h) => h == null);
  const conquer = [{ action: { type: "conquer", province: p.id, slot: free }, target: `slot:${p.id}/${free}`, label: "Conquer", group: "" }];
  const conquering = find(boardTree(view, conquer, {}, {}), hasClass("tw-board-svg"));
  assert.equal(findAll(conquering, hasClass("tw-mr-province-strip")).length, 0);
  assert.match(label(byTarget(conquering, `slot:${p.id}/${free}`)), /Click to/);
  // a game of two has no strip under the city
  assert.equal(findAll(find(boardTree({ ...fixture, log: [] }, [], {}, {}), hasClass("tw-board-svg")), hasClass("tw-mr-province-strip")).length, 0);
});

test("after a conquest the marker placed stays in view while the next tile is chosen from the draft", () => {
  const { view: fixture } = loadFixtures(GAME);
  const p = fixture.provinces[0];
  const free = p.holders.findIndex((h) => h == null);
  const me = fixture.seat ?? fixture.current_player;
  const provinces = fixture.provinces.map((q, j) => (j ? q : { ...q, holders: q.holders.map((h, k) => (k === free ? me : h)) }));
  const view = { ...fixture, provinces, current_player: me,
    log: [{ seat: me, kind: "conquer", text: "Blue conquers.", action: { type: "conquer", province: p.id, slot: free } }] };
  const choose = [{ action: { type: "choose_tile", slot: 0 }, target: "draft:0", label: "Reserve", group: "" }];
  const board = find(boardTree(view, choose, {}, {}), hasClass("tw-board-svg"));
  assert.match(label(byTarget(board, "draft:0")), /Click to/, "the draft is there to click");
  const card = findAll(board, hasClass("tw-mr-province-strip"))[0];
  assert.ok(card && label(card).includes(fixture.seats[me].name), card && label(card));
  assert.equal(findAll(board, hasClass("tw-mr-monument")).length, 0, "in the market's place");
  // on the next player's turn the market is back
  const next = { ...view, log: [...view.log, { seat: me, kind: "choose_tile", text: "", action: { type: "choose_tile", slot: 0 } }] };
  assert.ok(findAll(find(boardTree(next, choose, {}, {}), hasClass("tw-board-svg")), hasClass("tw-mr-monument")).length > 0);
});

test("the provinces panel's slots are 24 px apart, as WCAG 2.2 SC 2.5.8 spaces targets under 24 px", () => {
  const { view } = loadFixtures(GAME);
  const p = view.provinces[0];
  const choices = [{ action: { type: "conquer", province: p.id, slot: 0 }, target: `slot:${p.id}/0`, label: "Conquer" }];
  const tree = boardTree({ ...view, log: [] }, choices, {}, {});
  const x = find(byTarget(tree, `slot:${p.id}/0`), hasClass("tw-shape")).attrs.x; // the panel's column
  const slots = findAll(tree, hasClass("tw-mr-slot")).map((n) => find(n, hasClass("tw-shape")).attrs).filter((a) => a.x === x);
  assert.ok(slots.length >= 9, `${slots.length} slots in the panel`);
  const ys = slots.map((a) => a.y).sort((a, b) => a - b);
  for (let k = 1; k < ys.length; k++) assert.ok(ys[k] - ys[k - 1] >= 24, `slots ${ys[k] - ys[k - 1]} px apart`);
  for (const a of slots) assert.ok(a.height >= 21 && a.height + 3 >= 24 - 0.01, `a slot ${a.height} px tall`);
});

test("a tile placed on the ring round the city at the screen moves no cell: the ring beyond it comes at the seat's next placement", () => {
  const { view: fixture } = loadFixtures(GAME);
  const me = fixture.seats[fixture.seat];
  const centre = me.city.find((tl) => tl.row === 0 && tl.col === 0);
  const tile = me.city.find((tl) => tl !== centre);
  const city = (...cells) => [centre, ...cells.map(([row, col]) => ({ ...tile, row, col }))];
  // the window where the city may still grow (Python's, as the view gives it)
  const at = (phase, tiles, window) => ({ ...fixture, log: [], phase, current_player: me.seat,
    seats: fixture.seats.map((s) => (s === me ? { ...s, city: tiles, monuments: [], window } : s)) });
  const memory = newMemory();
  // where each cell of the city at the screen is drawn: its group's translate
  const cells = (view) => new Map(findAll(remembering(memory, () => boardTree(view, [], {}, { memory })),
    (n) => n.tag === "g" && /^translate/.test(n.attrs.transform || ""))
    .map((g) => [find(g, (n) => (n.attrs["data-target"] || "").startsWith("cell:"))?.attrs["data-target"], g.attrs.transform])
    .filter(([target]) => target));
  const before = cells(at("place", city([0, 1]), [-4, 4, -3, 4]));
  assert.ok(before.has("cell:-1,0") && !before.has("cell:-2,0"));
  // placed on the ring's top row: every cell stays where it was, none comes above it yet
  const placed = cells(at("action", city([0, 1], [-1, 0]), [-3, 4, -3, 4]));
  assert.deepEqual(placed, before);
  assert.deepEqual(cells(at("end", city([0, 1], [-1, 0]), [-3, 4, -3, 4])), before);
  // the seat's next placement (a click on the draft or the hot-seat curtain, away from the city) draws the ring above it
  const next = cells(at("place", city([0, 1], [-1, 0]), [-3, 4, -3, 4]));
  assert.ok(next.has("cell:-2,0"));
  assert.notEqual(next.get("cell:0,0"), before.get("cell:0,0"));
  // a tree drawn once (no memory) shows the ring round the tiles
  assert.ok(drawnTargets(boardTree(at("action", city([0, 1], [-1, 0]), [-3, 4, -3, 4]), [], {}, {})).has("cell:-2,0"));
});

test("a narrow board (a phone) draws the panel and the city as SVGs of their own, one under the other; a wide one, one SVG", () => {
  const { view, choices } = loadFixtures(GAME);
  const wide = boardTree(view, choices, {}, {});
  assert.equal(mainSvgs(wide).length, 1);
  assert.ok(!wide.attrs.class.includes("tw-narrow"));
  const narrow = boardTree(view, choices, {}, { narrow: true });
  assert.ok(narrow.attrs.class.includes("tw-narrow"));
  const [panel, city] = mainSvgs(narrow);
  assert.deepEqual(mainSvgs(narrow).map((s) => s.attrs.class), ["tw-board-svg tw-mr-panel-svg", "tw-board-svg tw-mr-city-svg"]);
  // Each about half the one SVG's width, drawn at the board's (CSS): its 12-unit text twice as large.
  assert.ok(svgUnits(panel) <= svgUnits(mainSvgs(wide)[0]) / 2 + 10 && svgUnits(city) <= svgUnits(mainSvgs(wide)[0]) / 2 + 10, mainSvgs(narrow).map(svgUnits));
  // The same pieces, with the same choices: the draft and the market in the panel, the city's in the city.
  assert.deepEqual([...drawnTargets(narrow)].sort(), [...drawnTargets(wide)].sort());
  assert.ok(find(panel, hasClass("tw-mr-stocks")) && find(city, hasClass("tw-mr-city")));
  for (const c of choices.filter((x) => !x.target.startsWith("button:"))) assert.ok(hasClass("tw-glow")(byTarget(narrow, c.target)), c.target);
  // The panel begins at its SVG's left edge, not where it stands beside the city.
  const xs = findAll(panel, (n) => n.tag === "rect" && n.attrs.x != null).map((n) => n.attrs.x);
  assert.ok(Math.min(...xs) >= 0 && Math.min(...xs) < 10 && Math.max(...xs) < svgUnits(panel), [Math.min(...xs), Math.max(...xs)]);
});
