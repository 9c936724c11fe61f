// Used by tests/test_carpe_diem_widget.py: for each {view, choices} in the JSON file given,
// the choices' targets that js/carpe_diem.js does not draw as a piece (buttons apart).
// Prints one JSON list of lists. Not a test file itself (node --test runs *.test.mjs).
import { readFileSync } from "node:fs";
import { boardTree } from "../../js/carpe_diem.js";
import { drawnTargets } from "../../js/shared.js";

const cases = JSON.parse(readFileSync(process.argv[2], "utf8"));
const missing = cases.map(({ view, choices }) => {
  const tree = boardTree(view, choices, {}, {});
  const drawn = drawnTargets(tree);
  return [...new Set(choices.map((c) => c.target))].filter((tg) => !tg.startsWith("button:") && !drawn.has(tg));
});
process.stdout.write(JSON.stringify(missing));
