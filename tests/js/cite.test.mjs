// A refusal that names its rule, and a lesson step that teaches one (issue 36): the bar's message
// keeps its box, the rule's title under its text, and a button opens the rulebook's passage over
// the board. Which passage is open is the page's; Python's next answer, Escape, × or a press
// elsewhere closes it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { context, frame, h, renderBoard } from "../../js/shared.js";
import { FakeDocument, dispatch } from "./fake_dom.mjs";
import { fakeModel, flush } from "./fake_model.mjs";
import { find, hasClass, text } from "./tree.mjs";

// As Rule.cite() sends them (tabletop_widgets/core/rulebook.py).
const RULE = { id: "move-clockwise", title: "The master builder moves clockwise", section: "Moving the master builder",
  quote: "You may move your master builder clockwise...", ruling: null, language: "en" };
const FRENCH = { ...RULE, id: "honour-once", title: "One honour card a turn", section: "Cartes Honneur",
  quote: "Une seule carte Honneur par tour.", ruling: "The English text is silent; the French one decides.", language: "fr" };
const RULING = { ...RULE, id: "action-form", title: "A move names its type and fields", section: null, quote: null,
  ruling: "Not a rule of the game." };

const names = ["Green (you)", "Purple"];
const colours = ["#1b5e20", "#6a1b9a"];
function draw(traits, handlers = {}) {
  return frame({ view: { log: [] }, traits, ctx: context([], handlers), names, colours, board: h("svg", {}) });
}
const bar = (tree) => find(tree, hasClass("tw-bar"));
const within = (tree, name) => find(tree, hasClass(name));

test("a refusal without a rule is its text alone; one with a rule shows its title after the reason", () => {
  const plain = within(draw({ error: "Not your turn." }), "tw-error");
  assert.equal(text(plain), "Not your turn.");
  assert.equal(within(plain, "tw-cite"), undefined);
  const cited = within(draw({ error: "That quarter is behind you.", cite: RULE, revision: 3 }), "tw-error");
  assert.ok(hasClass("tw-cited")(cited) && cited.attrs.role === "alert");
  assert.equal(text(within(cited, "tw-msg-text")), "That quarter is behind you.");
  assert.equal(text(within(cited, "tw-cite-title")), `Rule: ${RULE.title}`);
  const open = within(cited, "tw-cite-open");
  assert.equal(open.tag, "button");
  assert.equal(open.attrs["aria-expanded"], "false");
  assert.equal(text(open), "Rulebook ▾");
  assert.equal(within(cited, "tw-cite-pop"), undefined, "the passage is closed until asked for");
  // The same messages in the bar's line: the box is the refusal's, one of the line's cells.
  const kinds = (tree) => bar(tree).children.map((c) => c.attrs.class.split(" ")[0]);
  assert.deepEqual(kinds(draw({ error: "x", cite: RULE })), kinds(draw({ error: "x" })));
});

test("opened, the passage shows the section and the quote in quotation marks, and the ruling", () => {
  const asked = [];
  const handlers = { cite: (which) => asked.push(which) };
  within(draw({ error: "No.", cite: RULE }, handlers), "tw-cite-open").attrs.onclick();
  assert.deepEqual(asked, ["error"], "the button asks the page to open it (Python is not asked)");
  const cited = within(draw({ error: "No.", cite: RULE, citeOpen: "error" }, handlers), "tw-error");
  const open = within(cited, "tw-cite-open");
  assert.equal(open.attrs["aria-expanded"], "true");
  assert.equal(text(open), "Rulebook ▴");
  const pop = within(cited, "tw-cite-pop");
  assert.equal(text(within(pop, "tw-cite-heading")), RULE.title);
  assert.equal(text(within(pop, "tw-cite-where")), `From the rulebook: ${RULE.section}`);
  const quote = within(pop, "tw-cite-quote");
  assert.equal(text(quote), `“${RULE.quote}”`);
  assert.equal(quote.attrs.lang, "en");
  assert.equal(within(pop, "tw-cite-ruling"), undefined, "no ruling, no line for it");
  open.attrs.onclick();
  within(pop, "tw-cite-close").attrs.onclick();
  assert.deepEqual(asked, ["error", null, null], "the button and × close it");
  // A French quote is labelled as the French rulebook's; a ruling follows the quote.
  const fr = within(draw({ error: "No.", cite: FRENCH, citeOpen: "error" }), "tw-cite-pop");
  assert.equal(text(within(fr, "tw-cite-where")), `From the French rulebook: ${FRENCH.section}`);
  assert.equal(text(within(fr, "tw-cite-quote")), `« ${FRENCH.quote} »`);
  assert.equal(within(fr, "tw-cite-quote").attrs.lang, "fr");
  assert.equal(text(within(fr, "tw-cite-ruling")), `Our ruling: ${FRENCH.ruling}`);
  // A rule the rulebook does not word: the button says so, and the passage is the ruling alone.
  const ruled = within(draw({ error: "No.", cite: RULING, citeOpen: "error" }), "tw-error");
  assert.equal(text(within(ruled, "tw-cite-open")), "Our ruling ▴");
  assert.equal(within(ruled, "tw-cite-quote"), undefined);
  assert.equal(text(within(ruled, "tw-cite-ruling")), `Our ruling: ${RULING.ruling}`);
});

test("a passage opens from the message's right edge when another message is left of it", () => {
  const news = [{ seat: 1, text: "Purple ends the turn." }];
  const pop = (traits) => within(draw({ error: "No.", cite: RULE, citeOpen: "error", ...traits }), "tw-cite-pop");
  assert.ok(!hasClass("tw-cite-end")(pop({})));
  assert.ok(hasClass("tw-cite-end")(pop({ news })));
});

test("a lesson's note cites the rule the step just made teaches, with its own passage", () => {
  const lesson = { step: 1, count: 2, text: "Take a torch.", note: "3 sesterces paid.", cite: RULE, target: "icon:torch" };
  const tree = draw({ lesson, error: "Not this move.", citeOpen: "note" });
  const note = within(bar(tree), "tw-lesson-note");
  assert.ok(hasClass("tw-cited")(note));
  assert.equal(text(within(note, "tw-msg-text")), "3 sesterces paid.");
  assert.equal(text(within(note, "tw-cite-title")), `Rule: ${RULE.title}`);
  assert.equal(within(note, "tw-cite-open").attrs["data-target"], "frame:cite-note");
  assert.ok(!hasClass("tw-cite-end")(within(note, "tw-cite-pop")), "the note is first in the lesson's row");
  assert.ok(within(within(bar(tree), "tw-lesson"), "tw-lesson-note"), "in the lesson's row: the message line is the refusal's");
  assert.equal(within(within(tree, "tw-error"), "tw-cite-pop"), undefined, "only the note's passage is open");
  const bare = within(draw({ lesson: { ...lesson, note: "" } }), "tw-lesson-note");
  assert.equal(text(within(bare, "tw-cite-title")), `Rule: ${RULE.title}`, "a step with a rule and no note still cites it");
  assert.equal(within(draw({ lesson: { ...lesson, cite: undefined, note: "" } }), "tw-lesson-note"), undefined);
});

test("on the page: the passage opens without a message to Python; Escape, a press elsewhere and Python's answer close it", async () => {
  const doc = new FakeDocument();
  const el = doc.body.appendChild(doc.createElement("div"));
  const model = fakeModel({ keyframe: { rev: 1, view: { log: [] } }, static: {}, choices: [], error: "No.", cite: RULE,
    revision: 4 });
  const tree = (view, choices, handlers, traits) => frame({ view, traits, ctx: context(choices, handlers), names, colours,
    board: h("svg", { class: "tw-board-svg" }) });
  const cleanup = renderBoard(model, el, tree);
  const button = () => el.querySelector(".tw-cite-open");
  const pop = () => el.querySelector(".tw-cite-pop");
  const openIt = async () => {
    dispatch(button(), "click");
    await flush();
    assert.ok(pop(), "opened");
    assert.equal(button().getAttribute("aria-expanded"), "true");
  };
  await openIt();
  assert.equal(pop().querySelector(".tw-cite-quote").textContent, `“${RULE.quote}”`);
  assert.deepEqual(model.sent, [], "the browser has the rule already: Python is not asked");
  dispatch(pop(), "pointerdown"); // reading it: a press on the passage keeps it
  await flush();
  assert.ok(pop());
  dispatch(doc, "keydown", { key: "Escape" });
  await flush();
  assert.equal(pop(), null, "Escape closes it");
  await openIt();
  dispatch(el.querySelector(".tw-board-svg"), "pointerdown");
  await flush();
  assert.equal(pop(), null, "a press elsewhere closes it");
  await openIt();
  pop().querySelector(".tw-cite-close").focus();
  dispatch(pop().querySelector(".tw-cite-close"), "click");
  await flush();
  assert.equal(pop(), null);
  assert.equal(doc.activeElement, button(), "focus goes back to the button that opened it");
  await openIt();
  model.set("revision", 5); // Python's next answer (a move, another refusal)
  await flush();
  assert.equal(pop(), null, "Python's answer closes it");
  model.set("cite", {});
  model.set("error", "");
  await flush();
  assert.equal(el.querySelector(".tw-cite"), null, "a move made: no refusal, no rule");
  cleanup();
  assert.equal(doc.listenerCount("pointerdown"), 0, "cleaned up");
});
