// grid.js: square grids of tiles, for the boards that build on one (Carpe Diem's 6 x 6
// district, Magna Roma's 5 x 5 city). Geometry only: what a cell shows comes from the view.
import { h, piece, cls, LINE, PAPER } from "./shared.js";

/**
 * The cell at `row`, `col` (from 0) of a grid whose top-left corner is at (x, y):
 * {row, col, x, y, size}. `size` is a cell's side, `gap` the space between cells.
 */
export function gridCell(row, col, { x = 0, y = 0, size = 60, gap = 4 } = {}) {
  return { row, col, x: x + col * (size + gap), y: y + row * (size + gap), size };
}

/** The cells of a `rows` x `cols` grid (as gridCell), row by row. */
export function gridCells(rows, cols, grid = {}) {
  const cells = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) cells.push(gridCell(row, col, grid));
  }
  return cells;
}

/** Width (= height for a square grid) of `n` cells of `size` with `gap` between them. */
export function gridSpan(n, size = 60, gap = 4) {
  return n > 0 ? n * size + (n - 1) * gap : 0;
}

/** The SVG transform that turns a cell's content `quarterTurns` x 90 degrees clockwise about its centre. */
export function rotation(cell, quarterTurns) {
  const q = ((quarterTurns % 4) + 4) % 4;
  return q ? `rotate(${q * 90} ${cell.x + cell.size / 2} ${cell.y + cell.size / 2})` : null;
}

/**
 * A tile on a cell as a piece (`target`, `label` as pieces.js's piece()): an outlined square
 * and `children` drawn as for rotation 0, turned by `quarterTurns`. The outline (`tw-shape`)
 * does not turn, so the glow of a tile with choices stays square.
 */
export function gridTile(ctx, target, label, cell, quarterTurns, attrs = {}, ...children) {
  return piece(ctx, target, label, { ...attrs, class: cls("tw-tile", attrs.class) },
    h("rect", { class: "tw-shape", x: cell.x, y: cell.y, width: cell.size, height: cell.size, rx: 4,
      fill: attrs.fill || PAPER, stroke: LINE }),
    h("g", { transform: rotation(cell, quarterTurns) }, ...children));
}

/** Whether a choice puts a tile on a cell (both boards call that action `place`): the menu
 * choices these boards draw before they are picked (renderBoard's `previews`). */
export const placement = (action) => action?.type === "place";

/**
 * What a menu's choice would put on `cell` (its `children`, drawn by the board), marked as a
 * preview with a dashed outline. Hidden from screen readers (the choice says it in words) and
 * from the pointer (a click goes to the cell under it).
 */
export function cellPreview(cell, ...children) {
  return h("g", { class: "tw-preview", "aria-hidden": "true", "pointer-events": "none" },
    h("g", { opacity: 0.9 }, ...children),
    h("rect", { x: cell.x - 1, y: cell.y - 1, width: cell.size + 2, height: cell.size + 2, rx: 3, fill: "none",
      stroke: "#1565c0", "stroke-width": 2.5, "stroke-dasharray": "5 3" }));
}
