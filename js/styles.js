// styles.js: the frame's CSS (frame, glow/focus, lesson, timeline and panel styles), scoped to
// .tw-board; renderBoard puts it, then the board's own CSS, into the widget's root node.

import { BAR_H, LESSON_H, PROJECTOR_BAR_H, PROJECTOR_MAP } from "./sizes.js";
import { INK, MUTED } from "./palette.js";
import { REVIEW_CSS } from "./review_panel.js";

export const FRAME_CSS = `
/* --tw-scale: 1 at laptop size, 5/3 at projector size (set by frame() on the board: Board(size=...),
   or the board's width). Every size below is a laptop size times it (js/README.md, Sizes). A board's
   map is drawn at --tw-map-scale: the same, and PROJECTOR_MAP times more at projector size. */
.tw-board { --tw-scale: 1; --tw-map-scale: var(--tw-scale); --tw-bar-h: calc(${BAR_H}px * var(--tw-scale)); --tw-lesson-h: calc(${LESSON_H}px * var(--tw-scale));
  position: relative; font-family: system-ui, "Segoe UI", "DejaVu Sans", sans-serif; font-size: calc(15px * var(--tw-scale));
  color: ${INK}; background: #faf7f1; border: 1px solid #e2dccf; border-radius: 10px; padding: 0 10px 10px; line-height: 1.35;
  container-type: inline-size; }
.tw-board button { font: inherit; font-size: calc(15px * var(--tw-scale)); cursor: pointer; border-radius: 6px;
  border: 1px solid #9c917f; background: #fff; color: ${INK}; padding: calc(5px * var(--tw-scale)) 12px; line-height: 1.35; }
.tw-board button:hover:not([disabled]) { background: #f3ecdf; }
.tw-board button:focus-visible, .tw-board [tabindex]:focus-visible { outline: 3px solid #1565c0; outline-offset: 2px; }
.tw-board button[disabled] { opacity: 0.45; cursor: default; }
/* The bar sticks to the top of the notebook's scroll area while the board scrolls past. Its height is
   fixed: rows for the status line, the message line (the refusal, the bots' news, the hand-off, a
   lesson's note, the end's totals: side by side, each cut to what fits) and the buttons; a lesson
   adds its row, a replay its timeline. What does not fit is in the drop-down (.tw-drop), over the
   board: nothing in the bar moves a piece. */
.tw-bar { position: sticky; top: 0; z-index: 15; will-change: transform; background: #faf7f1; margin: 0 -10px 8px;
  padding: calc(6px * var(--tw-scale)) 10px; box-sizing: border-box; height: var(--tw-bar-h);
  display: grid; grid-template-columns: var(--tw-msg-cols, minmax(0, 1fr)) auto;
  grid-template-rows: calc(28px * var(--tw-scale)) calc(34px * var(--tw-scale)) calc(30px * var(--tw-scale));
  row-gap: calc(4px * var(--tw-scale)); column-gap: 8px; align-items: stretch;
  border-bottom: 1px solid #e2dccf; border-radius: 10px 10px 0 0; box-shadow: 0 3px 6px -4px rgba(0,0,0,0.25); }
.tw-bar > * { grid-column: 1 / -1; margin: 0; min-width: 0; }
.tw-bar > .tw-more { grid-column: -2 / -1; }
.tw-msg-none { grid-column: 1 / -2; }
/* The button that opens the drop-down is at the end of the status line's row (a lesson's row), so
   that the message line has the bar's whole width for its messages (issue 45); not at a game's
   end, whose status line is every seat's total, whole. */
.tw-bar:is(.tw-bar-lesson, :not(.tw-projector > *, .tw-bar-end)) > .tw-more { grid-row: 1; align-self: center;
  height: calc(28px * var(--tw-scale)); }
.tw-bar.tw-bar-replay:not(.tw-projector > *, .tw-bar-end) > .tw-more { grid-row: 2; }
.tw-bar:is(.tw-bar-lesson, :not(.tw-projector > *, .tw-bar-end)):has(> .tw-more) > :is(.tw-status, .tw-lesson) { grid-column: 1 / -2; }
.tw-bar > :is(.tw-news, .tw-error, .tw-curtain, .tw-lesson-note, .tw-resume-offer) { grid-column: var(--tw-at, auto); }
.tw-bar:is(.tw-bar-lesson, :not(.tw-projector > *, .tw-bar-end)) > :is(.tw-news, .tw-error, .tw-curtain, .tw-resume-offer):has(+ .tw-more) {
  grid-column: var(--tw-at, auto) / -1; }
.tw-bar:is(.tw-bar-lesson, :not(.tw-projector > *, .tw-bar-end)) > .tw-msg-none { grid-column: 1 / -1; }
.tw-bar.tw-bar-lesson { height: calc(var(--tw-bar-h) + var(--tw-lesson-h)); padding-block: calc(4px * var(--tw-scale));
  grid-template-rows: calc(44px * var(--tw-scale)) calc(34px * var(--tw-scale)) calc(34px * var(--tw-scale)); }
/* A lesson board's last row: the status line (cut to what fits), then the buttons. */
.tw-bar-row { display: flex; align-items: center; gap: 8px; }
.tw-bar-row > .tw-status { flex: 1 1 8em; }
.tw-bar-row > .tw-actions { flex: 0 0 auto; height: 100%; }
.tw-board.tw-projector { --tw-map-scale: calc(var(--tw-scale) * ${PROJECTOR_MAP}); }
/* At projector size (a wide screen) a plain bar is two rows, the status line beside the buttons,
   then the message line: the height goes to the board. */
.tw-projector > .tw-bar:not(.tw-bar-lesson, .tw-bar-replay) { --tw-bar-h: calc(${PROJECTOR_BAR_H}px * var(--tw-scale));
  grid-template-rows: calc(34px * var(--tw-scale)) calc(34px * var(--tw-scale)); }
.tw-projector > .tw-bar:not(.tw-bar-lesson, .tw-bar-replay) > .tw-status { grid-row: 1; grid-column: 1 / -2; align-self: center; }
.tw-projector > .tw-bar:not(.tw-bar-lesson, .tw-bar-replay) > .tw-actions { grid-row: 1; grid-column: -2 / -1; }
.tw-projector > .tw-bar:not(.tw-bar-lesson, .tw-bar-replay) > :not(.tw-status, .tw-actions, .tw-drop) { grid-row: 2; }
/* A replay has no piece to click: its timeline takes the height it needs (one line of text). */
.tw-bar.tw-bar-replay { height: auto; grid-template-rows: auto calc(28px * var(--tw-scale)) calc(34px * var(--tw-scale)) calc(34px * var(--tw-scale)); }
/* A replay at projector size: the timeline, then the status line beside the buttons, then the message line. */
.tw-projector > .tw-bar.tw-bar-replay { grid-template-rows: auto calc(34px * var(--tw-scale)) calc(34px * var(--tw-scale)); }
.tw-projector > .tw-bar.tw-bar-replay > .tw-status { grid-row: 2; grid-column: 1 / -2; align-self: center; }
.tw-projector > .tw-bar.tw-bar-replay > .tw-actions { grid-row: 2; grid-column: -2 / -1; }
.tw-projector > .tw-bar.tw-bar-replay > :not(.tw-timeline, .tw-status, .tw-actions, .tw-drop) { grid-row: 3; }
.tw-bar-floating { border: 1px solid #c9bfae; border-radius: 8px; }
/* A narrow board (a phone: sizes.js NARROW), where nothing is beside the bar: its buttons wrap, each
   label whole on the lines it needs, the buttons onto more rows, nothing scrolling sideways. The rows
   of buttons are as tall as the board's longest decision needs on a 390 px phone (--tw-narrow-lines
   lines of button text in --tw-narrow-rows rows: each board's CSS says), whatever the decision, so the
   bar keeps one height from decision to decision, as a laptop's does, and no piece under it moves.
   (Sized to each decision, it would move the board under the finger at every move that adds or drops
   a long button.) On a phone narrower than that a label may take a line more: the bar grows then,
   rather than cut it. */
.tw-narrow { --tw-narrow-actions: calc(var(--tw-narrow-lines, 2) * 15px * 1.35 + var(--tw-narrow-rows, 2) * 12px
  + (var(--tw-narrow-rows, 2) - 1) * 6px); }
.tw-narrow > .tw-bar:not(.tw-bar-lesson, .tw-bar-replay) { height: auto;
  grid-template-rows: 28px 34px minmax(var(--tw-narrow-actions), auto); }
.tw-narrow > .tw-bar.tw-bar-lesson { height: auto; grid-template-rows: 44px 34px minmax(calc(32px + var(--tw-narrow-actions)), auto); }
.tw-narrow > .tw-bar.tw-bar-replay { grid-template-rows: auto 28px 34px auto; }
.tw-narrow .tw-bar-row { flex-wrap: wrap; align-items: stretch; gap: 4px 8px; }
.tw-narrow .tw-bar-row > .tw-status { flex: 1 1 100%; height: 28px; }
.tw-narrow .tw-bar-row > .tw-actions { flex: 1 1 100%; height: auto; }
.tw-narrow .tw-actions { flex-wrap: wrap; align-content: flex-start; overflow: visible; }
.tw-narrow .tw-actions button { white-space: normal; max-width: 100%; text-align: left; }
/* A narrow board's menu is as wide as the board, over or under its piece (board_dom.js fitNarrowMenu). */
.tw-narrow > .tw-menu { left: 10px; right: 10px; min-width: 0; max-width: none; }
/* Text that fits its box whole (frame.js fitted, issue 45): the box is a container, and the text's
   size is the largest, from --fit-one down to 12 px (times the scale), at which its --tw-chars
   characters (about --fit-k em each) fill one line, else two lines (at most --fit-two), else three
   (--fit-three; 0: the box has two lines), a line's last word wrapped leaving a tenth of it empty.
   Past that it is clamped, and tests/browser/test_whole_texts.py counts it cut. */
:is(.tw-status, .tw-news, .tw-error, .tw-lesson-note, .tw-cite-line, .tw-lesson-text, .tw-resume-about):has(> .tw-fit) {
  container-type: inline-size; display: flex; align-items: center; overflow: hidden; }
.tw-fit { --fit-k: 0.58; --fit-one: calc(15px * var(--tw-scale)); --fit-two: calc(13px * var(--tw-scale)); --fit-three: 0px;
  --fit-lines: 2; --fit-w: calc(100cqw / (var(--tw-chars) * var(--fit-k)));
  font-size: clamp(calc(12px * var(--tw-scale)), max(min(var(--fit-one), var(--fit-w)), min(var(--fit-two), 1.8 * var(--fit-w)),
    min(var(--fit-three), 2.7 * var(--fit-w))), var(--fit-one));
  line-height: 1.2; white-space: normal; overflow-wrap: anywhere; display: -webkit-box; -webkit-box-orient: vertical;
  -webkit-line-clamp: var(--fit-lines); overflow: hidden; min-width: 0; }
.tw-status > .tw-fit { --fit-k: 0.64; --fit-one: calc(17px * var(--tw-scale)); --fit-two: calc(12px * var(--tw-scale)); line-height: 1.15; }
.tw-lesson :is(.tw-lesson-text, .tw-lesson-note, .tw-cite-line) > .tw-fit { --fit-two: calc(15px * var(--tw-scale)); --fit-three: calc(12px * var(--tw-scale)); --fit-lines: 3;
  line-height: 1.16; }
.tw-status { font-size: 1.13em; font-weight: 600; line-height: calc(24px * var(--tw-scale)); white-space: nowrap; overflow: hidden;
  text-overflow: ellipsis; }
/* The message line: each message in its share of the line (frame.js messageColumns), on one or two
   lines (.tw-fit); the tooltip and the drop-down have it all. */
.tw-bar > :is(.tw-news, .tw-error, .tw-curtain, .tw-lesson-note, .tw-resume-offer) { box-sizing: border-box; height: 100%;
  border-radius: 6px; padding: 0 8px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  line-height: calc(32px * var(--tw-scale) - 2px); border: 1px solid transparent; }
/* A refusal flashes when it comes (a new alert each time: frame() keys it by Python's answer). */
.tw-board .tw-error { background: #fdecea; border-color: #d9534f; color: #8a1f1b; animation: tw-refused 0.6s ease-out; }
@keyframes tw-refused { from { background: #f6b8b1; } }
.tw-error:not(.tw-cited) > .tw-fit::before { content: "⚠ "; }
.tw-board .tw-news { background: #f1ece2; }
.tw-news-title { font-weight: 600; }
.tw-news-item { margin-right: 10px; }
/* The end's totals: the whole status line, in green; each seat's total and the winner whole. */
.tw-board .tw-final { background: #edf7ee; border-radius: 6px; padding: 0 8px; text-overflow: clip; }
.tw-final-seat, .tw-final-winner { white-space: nowrap; }
.tw-final-seat { margin-right: 12px; }
.tw-final-winner { font-weight: 700; border-left: 2px solid #8cc393; padding-left: 10px; }
.tw-board .tw-lesson-note { color: #1b5e20; background: #edf7ee; }
.tw-board .tw-lesson-note:not(.tw-cited) > .tw-fit::before { content: "✓ "; font-weight: 700; }
/* A message that cites a rule (citedMessage): the same box, its text then the rule's title (on one
   or two lines, .tw-fit), the button beside them; the passage opens under the box, over the board
   (nothing moves), at the board's text size. */
.tw-bar .tw-cited { display: grid; grid-template-columns: minmax(0, 1fr) auto; column-gap: 8px; grid-template-rows: 100%;
  position: relative; overflow: visible; padding-right: 3px; }
.tw-board .tw-cited::before { content: none; }
.tw-cited .tw-cite-line > .tw-fit::before { content: "⚠ "; }
.tw-lesson-note.tw-cited .tw-cite-line > .tw-fit::before { content: "✓ "; font-weight: 700; }
.tw-cite { display: contents; }
.tw-cite-line { grid-column: 1; min-width: 0; }
.tw-cite-title { font-weight: 600; }
.tw-cite-label { font-weight: normal; }
.tw-board button.tw-cite-open { grid-column: 2; grid-row: 1; align-self: center; height: calc(28px * var(--tw-scale));
  padding: 0 10px; font-size: calc(14px * var(--tw-scale)); line-height: 1; white-space: nowrap; border-color: currentColor; }
.tw-cite-pop { position: absolute; top: calc(100% + 4px); left: -1px; z-index: 17; box-sizing: border-box;
  width: min(38em, calc(100cqw - 20px)); background: #fff; color: ${INK}; border: 1px solid #9c917f; border-radius: 8px;
  box-shadow: 0 6px 24px rgba(0,0,0,0.22); padding: 8px calc(40px * var(--tw-scale)) 10px 14px; white-space: normal; line-height: 1.4;
  font-size: calc(15px * var(--tw-scale)); font-weight: normal; text-align: left; }
.tw-cite-pop.tw-cite-end { left: auto; right: -1px; }
.tw-cite-pop p { margin: 0 0 6px; }
.tw-cite-pop p:last-child { margin-bottom: 0; }
.tw-board .tw-cite-heading { font-weight: 700; font-size: 1.07em; }
.tw-board .tw-cite-where { color: ${MUTED}; font-size: calc(13px * var(--tw-scale)); }
.tw-cite-quote { margin: 0 0 8px; padding: 2px 0 2px 12px; border-left: 4px solid #d08a00; font-family: Georgia, "DejaVu Serif", serif; }
.tw-board .tw-cite-close { position: absolute; top: 4px; right: 4px; padding: 0 8px; border-color: transparent; font-size: 1.3em; }
.tw-drop-rule { font-weight: 600; }
/* The drop-down: opened from the bar, over the board; the bots' whole turn without a scrollbar. */
.tw-drop { position: absolute; top: 100%; right: 10px; z-index: 16; width: min(640px, calc(100% - 20px)); box-sizing: border-box;
  grid-column: auto; margin-top: 2px; background: #fff; border: 1px solid #9c917f; border-radius: 8px;
  box-shadow: 0 6px 24px rgba(0,0,0,0.22); padding: 8px 36px 8px 12px; }
/* Too little room under the bar (or the message) for what opens from it: it opens upward, over the
   board, and scrolls inside the room it has (board_dom.js fitPop), never cut by an edge. */
.tw-drop, .tw-cite-pop { overflow-y: auto; overscroll-behavior: contain; }
.tw-drop.tw-pop-up { top: auto; bottom: 100%; margin: 0 0 2px; }
.tw-cite-pop.tw-pop-up { top: auto; bottom: calc(100% + 4px); }
.tw-drop p { margin: 0 0 6px; }
.tw-drop ol { margin: 0; padding-left: 0; list-style: none; }
.tw-drop li { padding: 2px 0; border-bottom: 1px solid #f0ebe1; }
.tw-drop-error { color: #8a1f1b; }
.tw-board .tw-drop-close { position: absolute; top: 4px; right: 4px; padding: 0 8px; border-color: transparent; font-size: 1.3em; }
.tw-drop .tw-score h3 { display: none; }
.tw-actions { display: flex; flex-wrap: nowrap; align-items: stretch; gap: 6px; margin: 0; overflow-x: auto; overflow-y: hidden;
  scrollbar-width: thin; }
/* One row, every label whole (issue 45); undo keeps its place. */
.tw-actions button { flex: 0 0 auto; white-space: nowrap; }
.tw-actions button.tw-undo { flex-shrink: 0; }
.tw-board button.tw-more { padding: 0 10px; white-space: nowrap; }
.tw-actions .tw-action { border-color: #d08a00; box-shadow: 0 0 0 2px #ffd480; font-weight: 600; }
.tw-actions .tw-undo { margin-left: auto; }
/* The map and, beside it (or right under it when narrow), the turn and the acting player. */
.tw-main { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-start; }
.tw-board-svg { flex: 1 1 440px; min-width: 0; width: 100%; height: auto; display: block; max-height: 92vh; }
.tw-side { flex: 0 1 calc(300px * var(--tw-scale)); min-width: calc(260px * var(--tw-scale)); display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 8px; align-items: start; }
.tw-private { display: contents; }
.tw-board .tw-curtain { background: #e9e2d4; border: 2px dashed #9c917f; display: flex; align-items: center; gap: 12px; }
.tw-curtain-text { font-weight: 700; margin: 0; overflow: hidden; text-overflow: ellipsis; }
.tw-board .tw-curtain button { padding: 0 12px; flex: 0 0 auto; }
/* A saved game on offer (saved_games.js): the button whole, the words beside it. */
.tw-board .tw-resume-offer { background: #e8f0fb; border-color: #1565c0; display: flex; align-items: center; gap: 10px; }
.tw-board .tw-resume { padding: 0 12px; flex: 0 0 auto; font-weight: 600; border-color: #1565c0; }
.tw-resume-about { flex: 1 1 auto; min-width: 0; height: 100%; margin: 0; }
.tw-saves-note { margin: 0 0 8px; }
.tw-saves-buttons { display: flex; flex-wrap: wrap; gap: 8px; margin-bottom: 8px; }
.tw-board .tw-load-game { display: inline-flex; align-items: center; min-height: 28px; padding: 0 10px; border: 1px solid #9c917f;
  border-radius: 6px; background: #fff; cursor: pointer; }
.tw-load-game:focus-within { outline: 2px solid #1565c0; outline-offset: 2px; }
.tw-load-input { position: absolute; width: 1px; height: 1px; opacity: 0; overflow: hidden; }
.tw-fold { background: #fff; border: 1px solid #e2dccf; border-radius: 8px; padding: 0 10px; margin-top: 8px; }
.tw-fold > summary { cursor: pointer; font-weight: 600; padding: 6px 0; }
.tw-fold[open] > summary { border-bottom: 1px solid #f0ebe1; margin-bottom: 6px; }
.tw-fold-hot > summary::after { content: " · you can click here now"; color: #9a5608; font-weight: 600; }
.tw-fold > section { margin-bottom: 8px; }
.tw-board .tw-fold h3 { display: none; }
.tw-log ol { list-style: none; margin: 0; padding: 0; }
/* The whole game's log scrolls inside its panel: the fold grows by this much at most. */
.tw-log-lines { max-height: calc(320px * var(--tw-scale)); overflow-y: auto; overscroll-behavior: contain; }
.tw-log li { padding: 2px 0; border-bottom: 1px solid #f0ebe1; }
.tw-score table { border-collapse: collapse; width: 100%; }
.tw-score th, .tw-score td { padding: 2px 8px; border-bottom: 1px solid #f0ebe1; text-align: right; }
.tw-score th[scope=row] { text-align: left; font-weight: normal; }
.tw-score thead th:first-child { text-align: left; } /* over the categories */
.tw-score .tw-total th, .tw-score .tw-total td { font-weight: 700; border-top: 2px solid #9c917f; }
.tw-winners { font-size: calc(18px * var(--tw-scale)); font-weight: 700; margin: 8px 0 2px; }
.tw-dot { display: inline-block; width: 0.8em; height: 0.8em; border-radius: 50%; margin-right: 5px;
  vertical-align: -0.05em; border: 1px solid rgba(0,0,0,0.35); }
.tw-muted { color: #77706a; margin: 0; }
.tw-menu { position: absolute; z-index: 20; top: 60px; left: 20px; min-width: 240px; max-width: 320px;
  background: #fff; border: 1px solid #9c917f; border-radius: 8px; box-shadow: 0 6px 24px rgba(0,0,0,0.22);
  padding: 8px; display: flex; flex-direction: column; gap: 5px; max-height: min(60vh, 440px); overflow-y: auto; }
.tw-menu-title { font-weight: 700; padding: 0 2px 4px; position: sticky; top: -8px; background: #fff; z-index: 1; }
.tw-menu button { text-align: left; }
.tw-menu .tw-menu-cancel { color: #77706a; }
/* Pieces with choices glow; the one a keyboard user is on is blue (every board): focus a
   mouse click or a menu's choice leaves on a piece is not marked, as on a button. */
.tw-board .tw-board-svg { fill: ${INK}; } /* inherited: text without its own fill */
.tw-board .tw-glow { cursor: pointer; }
.tw-board .tw-glow > .tw-shape { stroke: #e08a00; stroke-width: 3.5px; filter: drop-shadow(0 0 4px rgba(255, 170, 0, 0.9)); }
.tw-board .tw-glow:hover > .tw-shape { stroke-width: 5px; }
.tw-board .tw-glow:focus, .tw-board .tw-piece:has(> .tw-shape):focus { outline: none; } /* the shape says it */
.tw-board .tw-glow:focus-visible > .tw-shape, .tw-board .tw-piece:focus-visible > .tw-shape { stroke: #1565c0; stroke-width: 5px; }
/* A guided step: its text in the bar, its piece ringed in blue (a glowing piece is orange). */
.tw-lesson { background: #e8f1fb; border: 1px solid #90b4e0; border-radius: 8px; padding: 0 10px; box-sizing: border-box;
  display: flex; align-items: center; gap: 4px 12px; }
/* What the last step did, before the step to make now: a box of its own in the row. */
.tw-lesson > .tw-lesson-note { align-self: stretch; margin: 0; padding: 0 8px; border-radius: 6px; box-sizing: border-box;
  min-width: 0; }
/* Two lines; the whole step is in the drop-down. */
.tw-lesson p { margin: 0; flex: 1 1 auto; min-width: 0; align-self: stretch; }
.tw-lesson button { flex: 0 0 auto; }
.tw-lesson-count { font-weight: 700; color: #1565c0; white-space: nowrap; }
.tw-lesson-done { background: #edf7ee; border-color: #8cc393; }
.tw-board button.tw-lesson-show { border-color: #1565c0; color: #0d47a1; font-weight: 600; }
.tw-board .tw-lesson-target > .tw-shape { stroke: #1565c0; stroke-width: 5px; stroke-dasharray: 9 4;
  filter: drop-shadow(0 0 5px rgba(21, 101, 192, 0.9)); animation: tw-ring 1.2s linear infinite; }
.tw-board button.tw-lesson-target, .tw-board .tw-fold > summary.tw-lesson-target { outline: 3px solid #1565c0; outline-offset: 2px; }
@keyframes tw-ring { to { stroke-dashoffset: -26; } }
@media (prefers-reduced-motion: reduce) { .tw-board .tw-lesson-target > .tw-shape { animation: none; } }
/* A replay's timeline: the buttons, slider and step unit, then the move that led here and the
   score line. The box takes the keys (frame: timelineBar), so focus on it is shown. */
.tw-timeline { background: #f3ecdf; border: 1px solid #d8cdb8; border-radius: 8px; padding: 6px 10px; margin: 0 0 2px; min-width: 0; }
.tw-board .tw-timeline:focus-visible { outline: 3px solid #1565c0; outline-offset: 1px; }
.tw-timeline-controls { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
.tw-board button.tw-timeline-step { padding: 3px 10px; font-size: calc(17px * var(--tw-scale)); line-height: 1.2; }
.tw-board button.tw-timeline-step[aria-disabled="true"] { opacity: 0.45; cursor: default; }
.tw-timeline-slider { flex: 1 1 200px; min-width: 120px; accent-color: #b5650a; }
.tw-timeline-units { display: inline-flex; align-items: center; gap: 0; }
.tw-timeline-units-label { margin-right: 6px; color: #6f675d; }
.tw-board button.tw-timeline-unit { padding: 3px 9px; border-radius: 0; margin-left: -1px; }
.tw-board button.tw-timeline-unit:first-of-type { border-radius: 6px 0 0 6px; }
.tw-board button.tw-timeline-unit:last-of-type { border-radius: 0 6px 6px 0; }
.tw-board button.tw-timeline-unit[aria-pressed="true"] { background: #b5650a; border-color: #8a4c07; color: #fff;
  font-weight: 600; }
/* The place has a row of its own, one line: the controls under it never move when it grows. */
.tw-timeline-at { font-weight: 700; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; margin: 0 0 4px; }
/* The slider dragged: the place under its thumb, in the slider's colour, until it is let go. */
.tw-timeline-preview .tw-timeline-at { color: #8a4c07; }
.tw-timeline-preview .tw-timeline-move { font-style: italic; }
.tw-timeline-preview .tw-chart-now { stroke-dasharray: 4 3; }
.tw-timeline-move { margin: 4px 0 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; } /* one line: the bar keeps its height */
/* The chart's numbers and seats' labels: 12 px at least, whatever the scale (a projector's back row). */
.tw-chart { display: flex; align-items: stretch; gap: 6px; margin: 6px 0 0; font-size: max(12px, calc(13px * var(--tw-scale))); }
.tw-chart-axis { position: relative; text-align: right; color: #6f675d; min-width: 3.6em; line-height: 1; }
/* Each number level with its score (its top is the score's height; centred on it, within the axis). */
.tw-chart-axis span { position: absolute; right: 0; transform: translateY(-50%); white-space: nowrap; }
.tw-chart-area { position: relative; flex: 1 1 auto; min-width: 120px; padding-right: 1.6em; }
.tw-chart-plot { display: block; width: 100%; cursor: pointer; background: #fffdf8; border: 1px solid #e2dccf;
  box-sizing: border-box; }
.tw-chart-line { stroke-width: 2.5px; vector-effect: non-scaling-stroke; stroke-linejoin: round; }
.tw-chart-round { stroke: #e2d8c6; stroke-width: 1px; vector-effect: non-scaling-stroke; }
.tw-chart-now { stroke: #b5650a; stroke-width: 2px; vector-effect: non-scaling-stroke; }
.tw-chart-zero { stroke: #b9ad97; stroke-width: 1px; vector-effect: non-scaling-stroke; }
.tw-chart-end { position: absolute; right: 0; font-weight: 700; line-height: 1; transform: translateY(-50%); }
.tw-chart-legend { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; justify-content: center;
  gap: 1px; min-width: 8em; }
.tw-chart-legend li { white-space: nowrap; }
.tw-chart-legend svg { vertical-align: middle; margin-right: 4px; }
/* Side panels: the turn, and one per seat (facts, rows of chips, the hand). */
.tw-board .tw-turn, .tw-board .tw-seat { background: #fff; border: 1px solid #e2dccf; border-radius: 8px; padding: 6px 10px; }
.tw-board h3 { font-size: calc(15px * var(--tw-scale)); margin: 2px 0 6px; }
.tw-board .tw-seat { border-left: 8px solid var(--seat); }
.tw-board .tw-seat.tw-current { border: 3px solid var(--seat); border-left-width: 8px; }
.tw-board .tw-seat header { display: flex; align-items: center; gap: 6px; font-size: calc(16px * var(--tw-scale)); margin-bottom: 4px; }
.tw-board .tw-seat-vp { margin-left: auto; font-weight: 700; font-size: calc(17px * var(--tw-scale)); }
.tw-board .tw-turn-badge { background: var(--seat); color: #fff; border-radius: 10px; padding: 0 8px; font-size: calc(13px * var(--tw-scale)); font-weight: 600; }
.tw-board .tw-facts { display: grid; grid-template-columns: 1fr 1fr; gap: 0 12px; margin: 0 0 4px; font-size: calc(14px * var(--tw-scale)); }
.tw-board .tw-fact { display: flex; justify-content: space-between; gap: 4px; border-bottom: 1px dotted #e2dccf; }
/* Pinned so that the notebook's own dt/dd styles (floats, widths, margins) do not leak in. */
.tw-board .tw-fact dt { color: ${MUTED}; white-space: nowrap; float: none; width: auto; margin: 0; padding: 0; font-weight: normal; }
.tw-board .tw-fact dd { margin: 0; padding: 0; float: none; width: auto; font-weight: 600; text-align: right; }
.tw-board .tw-fact.tw-wide { grid-column: 1 / -1; }
.tw-board .tw-row, .tw-board .tw-hand { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; margin: 4px 0; font-size: calc(14px * var(--tw-scale)); }
.tw-board .tw-row-label { color: ${MUTED}; min-width: 5.5em; }
.tw-board .tw-chip { background: #f4efe6; border: 1px solid #e2dccf; border-radius: 10px; padding: 0 7px; }
.tw-board .tw-hidden-hand { font-style: italic; }
.tw-board .tw-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
${REVIEW_CSS}`;
