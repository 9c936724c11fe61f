// sizes.js: the type scale and the bar's height (js/README.md, Sizes), one place each.

/** The type scale: Board(size=...) in Python; "auto" is the projector's where the board is at
 * least WIDE px wide. 12 px at laptop size are 16 px at projector size. */
export const SCALES = { laptop: 1, projector: 4 / 3 };
export const WIDE = 1300;
/** The bar's height at laptop size (px): status line 24, message line 34, buttons 34, gaps and
 * padding. A lesson adds LESSON_H: its row (two lines, 44) takes the status line's place (the
 * status goes beside the buttons), and the bar is padded 4 px, not 6. Times the scale; CSS has
 * them as --tw-bar-h, --tw-lesson-h. */
export const BAR_H = 112;
export const LESSON_H = 16;

/** The scale a board is drawn at: its `size` setting, and for "auto" its width. */
export function scaleFor(size, width) {
  if (size === "projector" || size === "laptop") return SCALES[size];
  return width >= WIDE ? SCALES.projector : SCALES.laptop;
}

/** A font size in px at the board's scale (`traits.scale`, from renderBoard). */
export function fontPx(base, traits) {
  return Math.round(base * (traits?.scale || 1) * 10) / 10;
}
