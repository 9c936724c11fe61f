// Used by the boards' Python tests (tests/test_<game>_widget.py):
//   node tests/js/undrawn_targets.mjs <game> <cases.json>
// For each {view, choices} in the JSON file, the choices' targets that js/<game>.js does not
// draw as a piece (buttons apart). Only pieces count: frame() also puts a button in the
// action bar for a target the board forgot to draw, and that button has the same data-target.
// Prints one JSON list of lists. Not a test file itself (node --test runs *.test.mjs).
import { readFileSync } from "node:fs";
import { findAll, hasClass } from "./tree.mjs";

const [game, file] = process.argv.slice(2);
const { boardTree } = await import(`../../js/${game}.js`);
const cases = JSON.parse(readFileSync(file, "utf8"));
const missing = cases.map(({ view, choices }) => {
  const tree = boardTree(view, choices, {}, {});
  const pieces = new Set(findAll(tree, hasClass("tw-piece")).map((n) => n.attrs["data-target"]));
  return [...new Set(choices.map((c) => c.target))].filter((tg) => !tg.startsWith("button:") && !pieces.has(tg));
});
process.stdout.write(JSON.stringify(missing));
