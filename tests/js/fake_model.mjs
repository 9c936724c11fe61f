// A fake anywidget model, shared by every board's tests: traits in a plain object, change
// listeners, and a record of every message the front end sends. The fixtures are written
// by tools/make_js_fixtures.py from the rules model (one view and one choices file a board).
// It knows the synced traits (js/view_sync.js TRAITS, which tests/test_js.py checks against
// the Python widget): a test that gives, reads or sets any other name fails, as a typo would.
import { readFileSync } from "node:fs";
import { TRAITS } from "../../js/view_sync.js";
import { FakeDocument } from "./fake_dom.mjs";

/** `name`, if BoardWidget syncs a trait of that name; else an error. */
function synced(name) {
  if (!TRAITS.includes(name)) throw new Error(`${name} is not a synced trait (js/view_sync.js TRAITS)`);
  return name;
}

export function fakeModel(traits) {
  const listeners = new Map(); // "change:name" -> Set of callbacks
  Object.keys(traits).forEach(synced);
  return {
    traits: { ...traits },
    sent: [],
    get(name) {
      return this.traits[synced(name)];
    },
    on(event, cb) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(cb);
    },
    off(event, cb) {
      listeners.get(event)?.delete(cb);
    },
    send(msg) {
      this.sent.push(msg);
    },
    /** Python side: change a trait and notify, as a kernel message would. */
    set(name, value) {
      this.traits[synced(name)] = value;
      for (const cb of listeners.get(`change:${name}`) || []) cb();
    },
    listenerCount() {
      return [...listeners.values()].reduce((n, set) => n + set.size, 0);
    },
    /** Whether something listens for changes of the trait `name`. */
    hears(name) {
      return (listeners.get(`change:${synced(name)}`)?.size ?? 0) > 0;
    },
  };
}

const fixture = (name) => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8"));

/** Fresh copies of a board's fixture view (its `static` block included) and choices. */
export function loadFixtures(game = "porta_nigra") {
  return { view: fixture(`${game}_view.json`), choices: fixture(`${game}_choices.json`) };
}

/** A view, the view deltas of a few moves after it, and the view they lead to. */
export const loadDeltas = (game) => fixture(`${game}_deltas.json`);

/** The traits Python would sync for the fixture view (`static` apart, as the widget sends
 * it), with overrides. */
export function fixtureTraits(overrides = {}, game = "porta_nigra") {
  const { view: { static: fixed, ...view }, choices } = loadFixtures(game);
  return {
    keyframe: { rev: 1, view }, view_delta: {}, static: fixed, choices, error: "", status: `${view.seats[0].name} to play`, handoff: "", can_undo: true,
    seat_labels: view.seats.map((s) => s.name), revision: 1, ...overrides,
  };
}

/** Let the board's batched redraw (a microtask) run. */
export const flush = () => new Promise((resolve) => setImmediate(resolve));

/** A board's front end (`widget`, its module's default export) drawn on a fresh fake page with
 * `fixtureTraits(overrides)`; returns the widget's node and its model. */
export function rendered(widget, overrides = {}) {
  const doc = new FakeDocument();
  const el = doc.body.appendChild(doc.createElement("div"));
  const model = fakeModel(fixtureTraits(overrides));
  widget.render({ model, el });
  return { el, model };
}
