// shared.js: what a board is written against, gathered from the modules that do each job
// (js/README.md lists them): a board entry and grid.js import from here. What only the frame
// and the redraw use stays in its module (tests import it from there).
//
// Python inlines these modules into each board entry (tabletop_widgets/core/assets.py): they
// share one scope there, so the boards must not reuse their top-level names.

export { INK, MUTED, LINE, PAPER, tint } from "./palette.js";
export { fontPx } from "./sizes.js";
export { plural, count, cap, humanise, shortName, textWidth, fitText, fitWhole, wrapText } from "./text.js";
export { h, svg, cls, svgText, bold, mid, keyed } from "./vdom.js";
export { context, pieceAttrs, piece, labelled } from "./pieces.js";
export { memo, choiceKey } from "./memo.js";
export { frame, fold, othersTab } from "./frame.js";
export { screenSeat } from "./view_sync.js";
export { renderBoard } from "./render.js";
