// A fake anywidget model: traits in a plain object, change listeners, and a record of
// every message the front end sends.
import { readFileSync } from "node:fs";

export function fakeModel(traits) {
  const listeners = new Map(); // "change:name" -> Set of callbacks
  return {
    traits: { ...traits },
    sent: [],
    get(name) {
      return this.traits[name];
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
      this.traits[name] = value;
      for (const cb of listeners.get(`change:${name}`) || []) cb();
    },
    listenerCount() {
      return [...listeners.values()].reduce((n, set) => n + set.size, 0);
    },
  };
}

const fixture = (name) => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8"));

/** Fresh copies of the fixture view and choices (tests may change them). */
export function loadFixtures() {
  return { view: fixture("porta_nigra_view.json"), choices: fixture("porta_nigra_choices.json") };
}

/** The traits Python would sync for the fixture view, with overrides. */
export function fixtureTraits(overrides = {}) {
  const { view, choices } = loadFixtures();
  return {
    view, choices, error: "", status: "Green to play", handoff: "", can_undo: true,
    seat_labels: view.seats.map((s) => s.name), ...overrides,
  };
}

/** Let the board's batched redraw (a microtask) run. */
export const flush = () => new Promise((resolve) => setImmediate(resolve));
