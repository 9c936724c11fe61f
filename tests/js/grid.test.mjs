// js/grid.js: square grids, spans, rotation about a cell's centre, tiles as pieces.
import { test } from "node:test";
import assert from "node:assert/strict";
import { gridCells, gridSpan, rotation, gridTile } from "../../js/grid.js";
import { context } from "../../js/shared.js";
import { find } from "./tree.mjs";

test("gridCells lays out rows x cols cells row by row from the corner", () => {
  const cells = gridCells(2, 3, { x: 10, y: 20, size: 50, gap: 5 });
  assert.equal(cells.length, 6);
  assert.deepEqual(cells[0], { row: 0, col: 0, x: 10, y: 20, size: 50 });
  assert.deepEqual(cells[5], { row: 1, col: 2, x: 10 + 2 * 55, y: 20 + 55, size: 50 });
  assert.equal(gridSpan(3, 50, 5), 160);
  assert.equal(gridSpan(0), 0);
});

test("rotation turns clockwise by quarter turns about the cell's centre; 0 and 4 do not turn", () => {
  const cell = { x: 0, y: 100, size: 40 };
  assert.equal(rotation(cell, 1), "rotate(90 20 120)");
  assert.equal(rotation(cell, 3), "rotate(270 20 120)");
  assert.equal(rotation(cell, -1), "rotate(270 20 120)");
  assert.equal(rotation(cell, 0), null);
  assert.equal(rotation(cell, 4), null);
});

test("a grid tile is a piece: it glows with a choice and its content turns, not its outline", () => {
  const [cell] = gridCells(1, 1, { size: 60 });
  const ctx = context([{ action: { type: "place" }, target: "cell:0-0", label: "Build here" }], {});
  const tile = gridTile(ctx, "cell:0-0", "Row 0, column 0", cell, 1, {}, "content");
  assert.ok(tile.attrs.class.includes("tw-glow") && tile.attrs.class.includes("tw-tile"));
  assert.equal(find(tile, (n) => n.attrs?.class === "tw-shape").attrs.width, 60);
  assert.equal(find(tile, (n) => n.tag === "g" && n.attrs.transform).attrs.transform, "rotate(90 30 30)");
  const plain = gridTile(context([], {}), "cell:0-1", "Row 0, column 1", cell, 0);
  assert.ok(!plain.attrs.class.includes("tw-glow"));
});
