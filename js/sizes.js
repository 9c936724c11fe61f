// sizes.js: the type scale and the bar's height (js/README.md, Sizes), one place each.

/** The type scale: Board(size=...) in Python; "auto" is the projector's where the board is at
 * least WIDE px wide (a 1920 px Voila page; a board at 5/3 is about 1,400 px wide). At
 * projector size the scale is the largest, up to SCALES.projector, at which a board FIT_H px
 * tall at laptop size fits the height of the area it scrolls in (a 1080 px Voila page: 5/3,
 * so 12 px are 20, the least a back row reads; JupyterLab's notebook at 1080 px: about 1.5),
 * and never under PROJECTOR_LEAST. */
export const SCALES = { laptop: 1, projector: 5 / 3 };
export const PROJECTOR_LEAST = 4 / 3;
/** At projector size a board's map (what its turn is played on) is drawn this much larger than
 * the rest (CSS: --tw-map-scale), into the room the wide screen leaves beside it: 2 at 5/3, so
 * its 12-unit text, most of a board's, is 24 px (issue 51: a median of 24 px for the back row). */
export const PROJECTOR_MAP = 6 / 5;
export const WIDE = 1500;
export const FIT_H = 640;
/** A board narrower than this (px) is narrow (a phone's seat page, issue 48): a board whose main
 * picture is one SVG with the map and the panel side by side (Carpe Diem, Magna Roma) draws them
 * as SVGs one under another, each at the board's width, as at 820 units to 390 px its 12-unit
 * text would read 5-6 px (10-11 px so). 560: the notebook at 1280x800 with the file browser open
 * is about 680 px wide, and stays as it is. */
export const NARROW = 560;
/** The bar's height at laptop size (px): status line 28 (two lines of 12 px for a long status),
 * message line 34 (two lines of 12-13 px), buttons 30, gaps and padding. A lesson adds LESSON_H: its row (two lines, 44) takes the status line's place (the
 * status goes beside the buttons), and the bar is padded 4 px, not 6. Times the scale; CSS has
 * them as --tw-bar-h, --tw-lesson-h. */
export const BAR_H = 112;
export const LESSON_H = 16;
/** At projector size the bar of a board without a lesson or a timeline is two rows: the status
 * line beside the buttons (the screen is wide), then the message line: 34 + 4 + 34 and padding. */
export const PROJECTOR_BAR_H = 84;

/** The scale a board is drawn at: its `size` setting, for "auto" its width, and at projector
 * size the `height` of the area it scrolls in (unknown: the largest), to a hundredth. */
export function scaleFor(size, width, height = Infinity) {
  if (size === "laptop" || (size !== "projector" && width < WIDE)) return SCALES.laptop;
  const fit = height / FIT_H;
  return fit >= SCALES.projector ? SCALES.projector : Math.max(PROJECTOR_LEAST, Math.floor(fit * 100) / 100);
}

/** Whether a board `width` px wide (0: not yet laid out) is narrow: never at projector size. */
export function narrowFor(size, width) {
  return size !== "projector" && width > 0 && width < NARROW;
}

/** A font size in px at the board's scale (`traits.scale`, from renderBoard). */
export function fontPx(base, traits) {
  return Math.round(base * (traits?.scale || 1) * 10) / 10;
}
