// The click test every board with fixtures shares: the fixture's choices drawn as pieces, a
// piece with one choice sends it, a piece with several opens a menu of them.
import assert from "node:assert/strict";
import { FakeDocument, dispatch } from "./fake_dom.mjs";
import { fakeModel, fixtureTraits, loadFixtures, flush } from "./fake_model.mjs";

/**
 * Render `widget` on `game`'s fixture, click a piece whose target has one choice (not a bar
 * button: its action is sent) and one with several (its menu lists them all, and a click on the
 * last sends that one). The fixture must have at least one of the two. Returns what was drawn,
 * for a board's own checks after.
 */
export async function clickFixturePieces(widget, game) {
  const doc = new FakeDocument();
  const el = doc.body.appendChild(doc.createElement("div"));
  const model = fakeModel(fixtureTraits({}, game));
  widget.render({ model, el });
  const { choices } = loadFixtures(game);
  const byTarget = new Map();
  for (const c of choices) byTarget.set(c.target, [...(byTarget.get(c.target) || []), c]);
  const single = [...byTarget].find(([target, list]) => list.length === 1 && !target.startsWith("button:"));
  const many = [...byTarget].find(([, list]) => list.length > 1);
  assert.ok(single || many, `${game}'s fixture has no piece with choices`);
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
  return { doc, el, model, choices };
}
