// The frame's fixed bar (issue 34): the messages share one line, the rest opens under the bar.
import { test } from "node:test";
import assert from "node:assert/strict";
import { h, context, frame, fontPx } from "../../js/shared.js";
import { FIT_H, PROJECTOR_LEAST, scaleFor, SCALES, WIDE } from "../../js/sizes.js";
import { find, findAll, hasClass, text } from "./tree.mjs";

const names = ["Green (you)", "Purple (strong bot)"];
const colours = ["#1b5e20", "#6a1b9a"];
const board = h("svg", { class: "tw-board-svg" });
const draw = (traits, view = { log: [], scores: [3, 5], breakdown: { spots: [3, 5] }, winners: null }, handlers = {}) =>
  frame({ view, traits, ctx: context([], handlers), names, colours, board });
const bar = (tree) => find(tree, hasClass("tw-bar"));

test("the refusal, the bots' news and the hand-off share the bar's one message line", () => {
  const news = [{ seat: 1, text: "Purple buys a red brick." }, { seat: 1, text: "Purple ends the turn." }];
  const quiet = bar(draw({ status: "Green to play" }));
  const busy = bar(draw({ status: "Green to play", error: "That spot is taken.", news, handoff: "Green" }));
  // The same rows either way: the grid's columns change, not its rows (CSS fixes their heights);
  // each message's column is as wide as its text is long (issue 45: every message whole).
  assert.equal(quiet.attrs.style, "--tw-msg-cols:minmax(0, 1fr)");
  const shares = [...busy.attrs.style.matchAll(/minmax\(0, (\d+)fr\)/g)].map((m) => Number(m[1]));
  assert.equal(shares.length, 3);
  assert.ok(shares[0] > shares[1], shares.join()); // the news is longer than "That spot is taken."
  assert.ok(find(quiet, hasClass("tw-msg-none")), "an empty message line keeps its place");
  const kinds = busy.children.map((c) => c.attrs.class.split(" ")[0]);
  assert.deepEqual(kinds, ["tw-status", "tw-news", "tw-error", "tw-curtain", "tw-more", "tw-actions"]);
  assert.equal(text(find(busy, hasClass("tw-status"))), "Green to play");
});

test("the whole text is one click away: the button opens the drop-down, which lists the bots' whole turn", () => {
  const news = Array.from({ length: 9 }, (_, i) => ({ seat: 1, text: `Move ${i}.` }));
  const asked = [];
  const closed = draw({ news }, undefined, { more: (open) => asked.push(open) });
  const button = find(closed, hasClass("tw-more"));
  assert.equal(text(button), "The bots' moves (9) ▾");
  assert.equal(find(closed, hasClass("tw-drop")), undefined);
  button.attrs.onclick();
  assert.deepEqual(asked, [true]);
  const open = draw({ news, more: true }, undefined, { more: (o) => asked.push(o) });
  const drop = find(open, hasClass("tw-drop"));
  assert.deepEqual(findAll(drop, (n) => n.tag === "li").map((li) => text(li).trim()), news.map((e) => e.text));
  find(drop, hasClass("tw-drop-close")).attrs.onclick();
  assert.deepEqual(asked, [true, false]);
  assert.equal(find(draw({ status: "Green to play" }), hasClass("tw-more")), undefined, "nothing more to read, no button");
});

test("the end of a game: every seat's total and the winner in the bar, the breakdown in the drop-down", () => {
  const view = { log: [], scores: [41, 37], breakdown: { spots: [30, 30], majorities: [11, 7] }, winners: [0] };
  const tree = draw({ status: "Game over" }, view);
  assert.equal(text(find(bar(tree), hasClass("tw-final"))).replace(/\s+/g, " ").trim(), "Green 41 Purple 37 Winner: Green");
  assert.equal(text(find(tree, hasClass("tw-more"))), "Score breakdown ▾");
  const open = draw({ status: "Game over", more: true }, view);
  const rows = findAll(find(open, hasClass("tw-drop")), (n) => n.tag === "tr");
  assert.equal(rows.length, 4, "header, two categories, total");
});

test("the scale: projector size or a wide board, 12 px become 20 where the screen is tall enough", () => {
  assert.equal(scaleFor("laptop", 2000, 1080), 1);
  assert.equal(scaleFor("projector", 800), SCALES.projector);
  assert.equal(scaleFor("auto", WIDE - 1, 1080), 1);
  assert.equal(scaleFor("auto", WIDE), SCALES.projector);
  // A 1080 px page holds a board FIT_H px tall at 5/3; a lower area (JupyterLab's notebook) less.
  assert.equal(scaleFor("auto", 1890, 1080), SCALES.projector);
  assert.equal(scaleFor("projector", 1890, 960), 1.5);
  assert.ok(scaleFor("projector", 1890, 960) * FIT_H <= 960);
  assert.equal(scaleFor("projector", 1890, 500), PROJECTOR_LEAST);
  assert.equal(fontPx(12, { scale: SCALES.projector }), 20);
  assert.equal(fontPx(12, {}), 12);
  const tree = draw({ scale: SCALES.projector });
  assert.match(tree.attrs.style, /--tw-scale:1\.6667/);
  assert.ok(tree.attrs.class.includes("tw-projector"));
});

const split = [{ action: { type: "split" }, target: "button:split", label: "Split the points" }];
const endTurn = [{ action: { type: "end_turn" }, target: "button:end_turn", label: "End your turn" }];
/** The bar's row of actions of a frame offering `choices` with `traits`, as a function; a button
 * pressed there says so in `pressedAt`. */
const actionsOf = (pressedAt) => (choices, traits) => find(frame({ view: { log: [], scores: [0, 0], winners: null }, traits,
  ctx: context(choices, { pressed: (...a) => pressedAt.push(a), intent() {} }), names, colours, board }), hasClass("tw-actions"));

test("a bar button pressed and gone leaves its place empty: the next decision's button is not drawn under the pointer", () => {
  const pressedAt = [];
  const row = actionsOf(pressedAt);
  // pressing a button says where its right edge was in the row
  const before = row(endTurn, {});
  const button = find(before, hasClass("tw-action"));
  const rect = (left, right) => ({ getBoundingClientRect: () => ({ left, right }) });
  button.attrs.onclick({ currentTarget: { ...rect(10, 130), parentElement: rect(4, 900) } });
  assert.deepEqual(pressedAt, [["button:end_turn", 126]]);
  // the next decision's button comes after that place; the pressed one still there keeps its own
  const after = row(split, { pressed: { target: "button:end_turn", end: 126 } });
  const classes = after.children.filter(Boolean).map((c) => c.attrs.class.split(" ")[0]);
  assert.deepEqual(classes, ["tw-action-gap", "tw-action", "tw-undo"]);
  assert.match(after.children.find(hasClass("tw-action-gap")).attrs.style, /flex:0 0 126px/);
  assert.equal(find(row(endTurn, { pressed: { target: "button:end_turn", end: 126 } }), hasClass("tw-action-gap")), undefined);
});

test("on a narrow board a pressed button's place is kept in its rows: the rows above it whole, then its row to its right edge", () => {
  const pressedAt = [];
  const row = actionsOf(pressedAt);
  // The button on the third row of a narrow board's bar (rows 6 px apart), 32 px tall.
  const rect = (left, right, top, bottom) => ({ getBoundingClientRect: () => ({ left, right, top, bottom }) });
  const rows = { ...rect(4, 350, 100, 250), ownerDocument: { defaultView: { getComputedStyle: () => ({ rowGap: "6px" }) } } };
  find(row(endTurn, { narrow: true }), hasClass("tw-action")).attrs.onclick({ currentTarget: { ...rect(4, 130, 210, 242),
    parentElement: rows, ownerDocument: rows.ownerDocument } });
  assert.deepEqual(pressedAt, [["button:end_turn", 126, { top: 110, bottom: 142, gap: 6 }]]);
  const after = row(split, { narrow: true, pressed: { target: "button:end_turn", end: 126, rows: pressedAt[0][2] } });
  const gaps = after.children.flat().filter((c) => c && hasClass("tw-action-gap")(c));
  assert.deepEqual(gaps.map((g) => g.attrs.style), ["flex:0 0 100%;height:104px", "flex:0 0 126px;height:32px"]);
  // On its first row: no whole rows kept above it.
  const first = row(split, { narrow: true, pressed: { target: "button:end_turn", end: 126, rows: { top: 0, bottom: 52, gap: 6 } } });
  assert.deepEqual(first.children.flat().filter((c) => c && hasClass("tw-action-gap")(c)).map((g) => g.attrs.style),
    ["flex:0 0 126px;height:52px"]);
});

test("on a narrow board a menu is as wide as the board (CSS): only its top is where it opened", () => {
  const choices = [1, 2].map((n) => ({ action: { type: "place", cell: "0,1", turn: n }, target: "cell:0,1", label: `Turn ${n}` }));
  const menuOf = (traits) => find(frame({ view: { log: [], scores: [0, 0], winners: null }, traits, ctx: context(choices, {}),
    names, colours, board }), hasClass("tw-menu"));
  const anchor = { target: "cell:0,1", x: 40, y: 300, piece: { left: 40, right: 100 }, span: { top: 250, bottom: 296 } };
  assert.equal(menuOf({ menu: anchor }).attrs.style, "left:40px;top:300px");
  assert.equal(menuOf({ menu: anchor, narrow: true }).attrs.style, "top:300px");
  assert.equal(menuOf({ menu: { target: "cell:0,1" }, narrow: true }).attrs.style, null, "no layout: where the CSS puts it");
});

test("the end's breakdown shows the words Python gives under a category's points (the majorities won)", () => {
  const view = { log: [], scores: [41, 37], breakdown: { spots: [30, 30], majorities: [11, 7] }, winners: [0],
    breakdown_notes: { majorities: ["Basilica row A 1st (12)", "none"] } };
  const drop = find(draw({ status: "Game over", more: true }, view), hasClass("tw-drop"));
  const row = findAll(drop, (n) => n.tag === "tr").find((r) => text(r).startsWith("majorities"));
  assert.equal(text(row), "majorities 11 Basilica row A 1st (12) 7 none");
  assert.equal(findAll(drop, hasClass("tw-score-note")).length, 2);
});

test("a fold keeps what the user chose, opened and closed again between two redraws too (issue 45)", () => {
  const chosen = {};
  const traits = { folds: chosen, onFold: (id, open) => { chosen[id] = open; } };
  const logFold = (tree) => find(tree, (n) => n.tag === "details" && n.attrs["data-fold"] === "log");
  const toggle = (tree, open) => logFold(tree).attrs.ontoggle({ currentTarget: { open } });
  const first = draw(traits);
  assert.equal(logFold(first).attrs.open, false, "closed until the user opens it");
  toggle(first, false); // a redraw drew it closed: not the user's
  assert.deepEqual(chosen, {});
  toggle(first, true);
  toggle(first, false); // closed again before any redraw: the handler of the same tree sees it
  assert.deepEqual(chosen, { log: false });
  assert.equal(logFold(draw(traits)).attrs.open, false, "closed again, it stays closed at the next move");
  toggle(first, true);
  assert.equal(logFold(draw(traits)).attrs.open, true, "opened, it stays open");
  // The score fold opens at the end unless the user closed it; one never touched keeps its default.
  const over = { log: [], scores: [3, 5], breakdown: { spots: [3, 5] }, winners: [1] };
  const scoreFold = (tree) => find(tree, (n) => n.tag === "details" && n.attrs["data-fold"] === "score");
  assert.equal(scoreFold(draw(traits, over)).attrs.open, true);
  chosen.score = false;
  assert.equal(scoreFold(draw(traits, over)).attrs.open, false);
});

test("a hot fold is open whatever was chosen, and its opening by a redraw is not taken for the user's", () => {
  const chosen = { hand: false };
  const traits = { folds: chosen, onFold: (id, open) => { chosen[id] = open; } };
  const tree = frame({ view: { log: [] }, traits, ctx: context([], {}), names, colours, board,
    folds: [{ id: "hand", title: "Hand", open: false, hot: true, content: h("p", {}, "cards") }] });
  const hand = find(tree, (n) => n.tag === "details" && n.attrs["data-fold"] === "hand");
  assert.equal(hand.attrs.open, true);
  hand.attrs.ontoggle({ currentTarget: { open: true } });
  assert.deepEqual(chosen, { hand: false });
});

test("a refusal's rule opens from its right edge only where the news is drawn left of it", () => {
  const cite = { title: "Place the master builder", section: "2. Action Phase", quote: "At the beginning...", language: "en" };
  const pop = (news) => find(draw({ status: "Green to play", error: "Not there.", cite, citeOpen: "error", news }),
    hasClass("tw-cite-pop"));
  assert.ok(pop([{ seat: 1, text: "Purple ends the turn." }]).attrs.class.includes("tw-cite-end"), "right of the news");
  const crowded = [{ seat: 1, text: "Purple ".repeat(40) }]; // no room beside the refusal: the news is left out
  assert.ok(!pop(crowded).attrs.class.includes("tw-cite-end"), "first on the line: from its left edge, over the board");
});
