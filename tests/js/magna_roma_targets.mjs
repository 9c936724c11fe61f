// Used by tests/test_magna_roma_widget.py: for each {view, choices} in the JSON file given,
// the choices' targets that js/magna_roma.js does not draw as a piece (buttons apart).
// Only pieces count: frame() also puts a button in the action bar for a target the board
// forgot to draw, and that button carries the same data-target.
// Prints one JSON list of lists. Not a test file itself (node --test runs *.test.mjs).
import { readFileSync } from "node:fs";
import { boardTree } from "../../js/magna_roma.js";
import { findAll, hasClass } from "./tree.mjs";

const cases = JSON.parse(readFileSync(process.argv[2], "utf8"));
const missing = cases.map(({ view, choices }) => {
  const tree = boardTree(view, choices, {}, {});
  const pieces = new Set(findAll(tree, hasClass("tw-piece")).map((n) => n.attrs["data-target"]));
  return [...new Set(choices.map((c) => c.target))].filter((tg) => !tg.startsWith("button:") && !pieces.has(tg));
});
process.stdout.write(JSON.stringify(missing));
