// shared.js: what a board is written against, gathered from the modules that do each job
// (js/README.md lists them). A board entry imports from here; tests may import a module itself.
//
// Python inlines these modules into each board entry (tabletop_widgets/core/assets.py): they
// share one scope there, so the boards must not reuse their top-level names.

export { INK, MUTED, LINE, PAPER, tint } from "./palette.js";
export { SCALES, WIDE, BAR_H, LESSON_H, scaleFor, fontPx } from "./sizes.js";
export { plural, count, cap, humanise, textWidth, fitText, wrapText } from "./text.js";
export { SVG_NS, h, svg, cls, svgText, bold, mid, mount, patch, keyed } from "./vdom.js";
export { choicesByTarget, context, pieceAttrs, piece, labelled, drawnTargets } from "./pieces.js";
export { memo, newMemory, remembering, choiceKey } from "./memo.js";
export { frame, fold } from "./frame.js";
export { trackPlace, timelinePlace } from "./timeline.js";
export { TRAITS, applyDelta, keepView, screenSeat, fullView } from "./view_sync.js";
export { renderBoard } from "./render.js";
export { keepsFocus } from "./board_page.js";
