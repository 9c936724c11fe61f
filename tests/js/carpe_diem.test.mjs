// js/carpe_diem.js against its fixture (tools/make_js_fixtures.py writes it from view()).
// Every expectation is read from the fixture, never typed in.
import { test } from "node:test";
import assert from "node:assert/strict";
import widget, { boardTree } from "../../js/carpe_diem.js";
import { drawnTargets } from "../../js/pieces.js";
import { FakeDocument, dispatch } from "./fake_dom.mjs";
import { fakeModel, fixtureTraits, loadFixtures, flush } from "./fake_model.mjs";
import { clickFixturePieces } from "./board_clicks.mjs";
import { byTarget, find, findAll, hasClass, label, mainSvgs, svgUnits, text } from "./tree.mjs";

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
  // Own fountain cards face up, compact: what it gives, its whole text in its label and tooltip.
  assert.ok(me.fountain_faces?.length, "the fixture has a fountain card face up");
  for (const card of me.fountain_faces) {
    const node = byTarget(tree, `fountain:${card.id}`);
    assert.ok(label(node).endsWith(`: ${card.text}`), label(node));
    assert.equal(find(node, (x) => x.tag === "title").children.join(""), label(node), "the tooltip says it whole");
    assert.ok(text(node).includes(`${card.vp} VP per ${card.per.replace(/s$/, "")}`), text(node));
  }
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
  await clickFixturePieces(widget, GAME);
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

// The main picture (the SVG above the folds) and a fold's content, by the fold's id.
const mainSvg = (tree) => find(tree, hasClass("tw-board-svg"));
const foldOf = (tree, id) => find(tree, (n) => n.tag === "details" && n.attrs["data-fold"] === id);
const summaryOf = (fold) => text(fold.children.find((c) => c.tag === "summary"));
// An SVG's height in units, from its viewBox (it is drawn at its container's width).
const heightOf = (svg) => Number(svg.attrs.viewBox.split(" ")[3]);

test("when play passes on, the tile the seat before just built stays in view in the estate at the screen", () => {
  const { view } = loadFixtures(GAME);
  const n = view.static.board_size;
  const screen = view.seat;
  const other = view.seats.find((s) => s.seat !== screen);
  const at = other.district.findIndex((x) => x);
  const built = { seat: other.seat, row: Math.floor(at / n), col: at % n };
  const tile = other.district[at];
  const said = `${other.name} just built ${tile.label} at row ${built.row}, column ${built.col}`;
  const justBuilt = (tree) => findAll(mainSvg(tree), (x) => label(x) === said);
  // Play has passed on to the seat at the screen: no tile in hand yet.
  const passed = boardTree({ ...view, built, holding: null, phase: "move" }, [], {}, {});
  assert.equal(justBuilt(passed).length, 1, "the build is drawn in the main picture, not only in the folded estates");
  assert.ok(text(justBuilt(passed)[0]).includes(`row ${built.row}`));
  // The same cell, in that seat's estate in the fold, says so too.
  const cell = find(foldOf(passed, "estates"), (x) => label(x).startsWith(`${other.name}'s board, row ${built.row}, column ${built.col}:`));
  assert.match(label(cell), /\(just built\)$/);
  // Its slot is the tile in hand's: once the player at the screen holds a tile, that is drawn there.
  const holding = boardTree({ ...view, built }, [], {}, {});
  assert.ok(view.holding && view.current_player === screen);
  assert.equal(justBuilt(holding).length, 0);
  assert.equal(findAll(mainSvg(holding), hasClass("tw-holding")).length, 1);
  // Nothing under the slot moves between the two: the fountain cards stay where they were.
  const fountains = (tree) => findAll(mainSvg(tree), hasClass("tw-fountain")).map((x) => JSON.stringify(find(x, hasClass("tw-shape")).attrs));
  assert.deepEqual(fountains(passed), fountains(holding));
  assert.ok(fountains(passed).length, "the fixture's seat has fountain cards under the slot");
});

test("a scoring period changes what the shared area shows and moves nothing else: bar, estate, board height, tabs", () => {
  const { view } = loadFixtures(GAME);
  const scoring = { ...view, phase: "disc", scoring: { order: view.seats.map((s) => s.seat), cards: [] } };
  const [rounds, period] = [view, scoring].map((v) => boardTree(v, [], {}, {}));
  const where = (node, pred) => findAll(node, pred).map((x) => JSON.stringify([x.tag, x.attrs.x, x.attrs.y, x.attrs.cx, x.attrs.cy]));
  // The shared area: the site during the rounds, the cards in a scoring period, in the same room.
  assert.ok(findAll(mainSvg(rounds), hasClass("tw-site")).length && !findAll(mainSvg(rounds), hasClass("tw-cards")).length);
  assert.ok(findAll(mainSvg(period), hasClass("tw-cards")).length && !findAll(mainSvg(period), hasClass("tw-site")).length);
  // The banderole bar is drawn in both, in the same place, as is every cell of the estate.
  const bar = (tree) => where(find(mainSvg(tree), hasClass("tw-bar")) || [], () => true);
  assert.ok(bar(rounds).length > view.static.bar_values.length);
  assert.deepEqual(bar(period), bar(rounds));
  assert.deepEqual(where(mainSvg(period), hasClass("tw-cell")), where(mainSvg(rounds), hasClass("tw-cell")));
  assert.equal(heightOf(mainSvg(period)), heightOf(mainSvg(rounds)), "the board does not change height");
  assert.ok(heightOf(mainSvg(rounds)) > 0);
  // The same tabs in the same order (the site/cards tab keeps its place; its width is fixed in CSS).
  const tabs = (tree) => findAll(tree, (x) => x.tag === "details").map((x) => x.attrs["data-fold"].replace(/^(site|cards)$/, "aside"));
  assert.deepEqual(tabs(period), tabs(rounds));
});

test("the villa table is one click away, titled 'Villa table', from the view's static block", () => {
  const { view } = loadFixtures(GAME);
  const tree = boardTree(view, [], {}, {});
  const fold = foldOf(tree, "villas");
  assert.equal(summaryOf(fold), "Villa table");
  assert.equal(fold.attrs.open, false, "folded: consulted, not in the way of a turn");
  const values = view.static.villa_vp;
  const first = values.findIndex((v) => v > 0);
  const rows = findAll(fold, hasClass("tw-villa-row")).map(text);
  assert.deepEqual(rows, values.slice(first).map((vp, k) => `${first + k} chimneys: ${vp} VP`));
  for (const row of rows) assert.ok(text(fold).includes(row), row);
  assert.ok(text(fold).includes(`more than ${values.length - 1}: ${values.at(-1)} VP`));
});

test("the legend says what a villa's code and a golden arrow's chip mean", () => {
  const { view } = loadFixtures(GAME);
  const tree = boardTree(view, [], {}, {});
  const legend = text(findAll(tree, hasClass("tw-legend"))[0]);
  assert.ok(legend.includes("V2 villa, 2 chimneys"), legend);
  // Every golden arrow drawn on an estate reads as the legend's example does: code, then VP.
  const goals = findAll(tree, hasClass("tw-goal"));
  assert.ok(goals.length);
  for (const g of goals) assert.match(text(g), /^[A-Z][a-z]?\d+$/);
  assert.match(legend, /Ba4 Ba4 on a frame: a golden arrow, 4 VP at the end if its line \(row or column\) crosses a completed baker/);
});

// The fixture's view with `players` seats (made-up copies of its second seat), the seat at the
// screen holding `held` fountain cards and looking at `drawn` more (after placing a fountain).
function withFountains(players, held, drawn) {
  const { view } = loadFixtures(GAME);
  const extra = [["Yellow", "#f9a825"], ["White", "#eeeeee"]];
  for (const [name, colour] of extra.slice(0, players - view.seats.length)) {
    const seat = view.seats.length;
    view.seats.push({ ...structuredClone(view.seats[1]), seat, name, colour });
    view.bar_order.push(seat);
    view.scores.push(0);
    Object.values(view.breakdown).forEach((row) => row.push(0));
  }
  const per = ["villas", "pond", "administrator", "craftsman", "market", "fountain", "merchant", "baker"];
  const card = (i) => ({ id: `F${90 + i}`, per: per[i], vp: 2, text: `2 VP for each completed ${per[i]} (made up)` });
  const me = view.seats[view.seat];
  me.fountain_faces = Array.from({ length: held }, (_, i) => card(i));
  me.fountain_cards = held;
  view.fountain_draw = Array.from({ length: drawn }, (_, i) => card(held + i));
  return view;
}

test("fountain cards have a room of fixed size: with 6 the board is as tall as with none, so the tabs under it stay put", () => {
  for (const players of [2, 4]) {
    const board = (held, drawn) => mainSvg(boardTree(withFountains(players, held, drawn), [], {}, {}));
    const none = board(0, 0);
    const heights = [[1, 0], [3, 0], [5, 0], [4, 2]].map(([held, drawn]) => [held + drawn, board(held, drawn)]);
    for (const [n, svg] of heights) {
      // The row of tabs comes right under the board's SVG (the bar above it has a fixed height):
      // the same SVG height and viewBox, drawn at the same width, put the row at the same y.
      assert.equal(svg.attrs.viewBox, none.attrs.viewBox, `${players} players, ${n} fountain cards`);
      assert.equal(svg.attrs.style, none.attrs.style, "drawn at the same width");
      // Every card is drawn whole inside the board, on no other card, with text of 12 px or more.
      const cards = findAll(svg, hasClass("tw-fountain")).map((x) => find(x, hasClass("tw-shape")).attrs);
      assert.equal(cards.length, n);
      for (const [i, a] of cards.entries()) {
        assert.ok(a.y + a.height <= heightOf(svg), `card ${i} at y ${a.y} is inside`);
        // WCAG 2.2 SC 2.5.8: a card under 24 px tall is 24 px from the next in its column
        for (const b of cards.filter((c) => c.x === a.x && c.y > a.y)) assert.ok(b.y - a.y >= 24, `cards ${b.y - a.y} px apart`);
        for (const b of cards.slice(i + 1)) {
          assert.ok(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y, "cards overlap");
        }
      }
      const sizes = findAll(svg, (x) => x.tag === "text").map((x) => Number(x.attrs["font-size"]));
      assert.ok(Math.min(...sizes) >= 12, `smallest text ${Math.min(...sizes)}`);
    }
  }
});

test("a fountain card drawn to look at goes after those held: the held ones do not move", () => {
  const where = (view) => findAll(mainSvg(boardTree(view, [], {}, {})), hasClass("tw-fountain"))
    .map((x) => [x.attrs["data-target"], JSON.stringify(find(x, hasClass("tw-shape")).attrs)]);
  const held = where(withFountains(2, 4, 0));
  const looking = where(withFountains(2, 4, 2));
  assert.deepEqual(looking.slice(0, 4), held);
  // The two drawn say so in their label, and look different without colour (a dashed outline).
  const tree = boardTree(withFountains(2, 4, 2), [], {}, {});
  for (const [target] of looking.slice(4)) {
    const node = byTarget(tree, target);
    assert.match(label(node), /^Fountain card just drawn: /);
    assert.ok(find(node, hasClass("tw-shape")).attrs["stroke-dasharray"]);
  }
});

test("the others' tab keeps every seat's VP readable at 4 players: each seat's initial on its colour, then its VP", () => {
  const view = withFountains(4, 0, 0);
  view.seats.forEach((s, i) => { s.vp = 10 + i; });
  const tree = boardTree(view, [], {}, {});
  const summary = foldOf(tree, "estates").children.find((c) => c.tag === "summary");
  const others = view.seats.filter((s) => s.seat !== view.seat);
  assert.equal(summaryOf(foldOf(tree, "estates")), `Others: ${others.map((s) => `${s.name[0]} ${s.vp}`).join(" ")}`);
  // The names in its tooltip; at 2 players the names themselves fit.
  assert.equal(find(summary, (x) => x.attrs.title).attrs.title, `Others: ${others.map((s) => `${s.name} ${s.vp}`).join(" · ")} VP`);
  const two = boardTree(loadFixtures(GAME).view, [], {}, {});
  const other = loadFixtures(GAME).view.seats.find((s) => s.seat !== loadFixtures(GAME).view.seat);
  assert.equal(summaryOf(foldOf(two, "estates")), `Others: ${other.name} ${other.vp} VP`);
  // A bot's label is read there too: the one other seat's label says whose estate it opens.
  const labels = loadFixtures(GAME).view.seats.map((s) => (s.seat === other.seat ? `${s.name} (steady bot)` : s.name));
  const bot = boardTree(loadFixtures(GAME).view, [], {}, { seat_labels: labels });
  assert.equal(summaryOf(foldOf(bot, "estates")), `${labels[other.seat]} ${other.vp} VP`);
});

test("a tile taken from a space leaves its place empty: the others stay where they were dealt", () => {
  const { view: fixture } = loadFixtures(GAME);
  const view = structuredClone(fixture);
  const tiles = view.seats.flatMap((s) => s.district.filter(Boolean)).slice(0, 4).map((tl, k) => ({ ...tl, id: `dealt-${k}` }));
  assert.equal(tiles.length, 4, "the fixture has four tiles to deal");
  const boxes = (space) => {
    view.spaces[0] = { ...view.spaces[0], ...space, picks_left: 2 };
    const drawn = find(mainSvg(boardTree(view, [], {}, {})), (n) => n.attrs?.["data-target"] === "space:0");
    return Object.fromEntries(findAll(drawn, (n) => (n.attrs?.["data-target"] || "").startsWith("tile:"))
      .map((n) => [n.attrs["data-target"], JSON.stringify(find(n, (x) => x.tag === "rect").attrs)]));
  };
  const dealt = boxes({ tiles, places: [0, 1, 2, 3] });
  const after = boxes({ tiles: [tiles[0], tiles[2], tiles[3]], places: [0, 2, 3] });
  assert.equal(Object.keys(after).length, 3);
  for (const [target, box] of Object.entries(after)) assert.equal(box, dealt[target], `${target} stays`);
});

test("a narrow board (a phone) draws the site and the estate as SVGs of their own, one under the other; a wide one, one SVG", () => {
  const { view, choices } = loadFixtures(GAME);
  const wide = boardTree(view, choices, {}, {});
  assert.equal(mainSvgs(wide).length, 1);
  assert.ok(!wide.attrs.class.includes("tw-narrow"));
  const place = choices.find((c) => c.action.type === "place");
  const narrow = boardTree(view, choices, {}, { narrow: true, menu: { target: place.target, preview: place.action } });
  assert.ok(narrow.attrs.class.includes("tw-narrow"));
  const [shared, mine] = mainSvgs(narrow);
  assert.deepEqual(mainSvgs(narrow).map((s) => s.attrs.class), ["tw-board-svg tw-cd-shared", "tw-board-svg tw-cd-estate"]);
  // Each about half the one SVG's width, drawn at the board's (CSS): its 12-unit text twice as large.
  assert.ok(svgUnits(shared) <= svgUnits(mainSvgs(wide)[0]) / 2 && svgUnits(mine) <= svgUnits(mainSvgs(wide)[0]) / 2, mainSvgs(narrow).map(svgUnits));
  // The same pieces, with the same choices: the site's in the first, the estate's cells in the second.
  assert.deepEqual([...drawnTargets(narrow)].sort(), [...drawnTargets(wide)].sort());
  assert.ok(find(shared, hasClass("tw-site")) && byTarget(mine, place.target));
  for (const c of choices.filter((x) => !x.target.startsWith("button:"))) assert.ok(hasClass("tw-glow")(byTarget(narrow, c.target)), c.target);
  // The menu's choice previewed on its cell, in the estate's SVG, where the cell is.
  const cell = find(byTarget(mine, place.target), hasClass("tw-shape"));
  const outline = find(mine, hasClass("tw-preview")).children[1];
  assert.deepEqual([outline.attrs.x, outline.attrs.y], [cell.attrs.x - 1, cell.attrs.y - 1]);
});
