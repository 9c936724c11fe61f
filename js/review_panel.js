// review_panel.js: "Review my game" at a game's end (issue 47; Python's `review` trait:
// tabletop_widgets/core/review_view.py). At the end of a game played on the board the bar offers
// the button; Python reviews the seat at the screen (tw.review) and the board becomes the game's
// replay at the first decision, drawn for that seat. Then the bar's message line says the
// decision the replay stands before (what the seat did, the better move, what each scores at
// once), its buttons step to each decision and "Try again from here" plays on from one; the
// drop-down has all of them in full. The browser only draws Python's words and sends intents.

import { cls, h } from "./vdom.js";

const OFFER = "Review my game";

/** The bar's review controls: at the end, "Review my game" ("Reviewing…" while Python works);
 * in a review, a button per decision (pressed where the replay stands) and "Try again from
 * here" (only at a decision). Null on a board without either. */
export function reviewControls(ctx, review) {
  if (review?.offer) {
    const working = !!review.working;
    return h("button", { class: "tw-review", "data-target": "frame:review", disabled: working,
      "aria-busy": working ? "true" : null, onclick: () => ctx.handlers.review() }, working ? "Reviewing…" : OFFER);
  }
  const decisions = review?.decisions || [];
  if (!decisions.length) return null;
  return [
    decisions.map((d, i) => h("button", { class: "tw-review-step", "data-target": `review:${i + 1}`,
      "aria-pressed": String(review.at === i), title: `${d.place}: ${d.note}`,
      "aria-label": `Decision ${i + 1} of ${decisions.length}: ${d.place}`,
      onclick: () => ctx.handlers.seek(d.moves) }, `${i + 1} · Move ${d.move}`)),
    h("button", { class: "tw-review-try", "data-target": "review:try", disabled: review.at == null,
      title: review.at == null ? "Step to a decision first" : "Play on from here: make the better move",
      onclick: () => ctx.handlers.reviewTry() }, "Try again from here"),
  ];
}

/** The message line in a review (a message of the bar's line, frame.js: its share of the line
 * is its length, its words fitted whole on up to three lines): the decision the replay stands
 * before, else how to step to one, or that there is nothing to review; after Try again, until
 * the next move, the better move to try (two lines: the bar of a board played live). */
export function reviewNote(review) {
  if (review?.retry) { // after Try again, until the next move: what to try
    const { note } = review.retry;
    return h("div", { class: "tw-review-note tw-review-retry", role: "status", title: note, "data-chars": note.length + 2 },
      h("span", { class: "tw-fit", style: `--tw-chars:${note.length}` }, note));
  }
  if (!review?.name) return null;
  const decisions = review.decisions || [];
  const shown = decisions[review.at];
  const text = shown ? `Decision ${review.at + 1} of ${decisions.length}: ${shown.note}`
    : review.nothing || `Your review (${review.name}): the ${decisions.length} decisions that lost most against the `
      + "strong bot's choice. Step to one with its button, 1 to 3.";
  return h("div", { class: cls("tw-review-note", shown && "tw-review-at"), role: "status", title: text,
    "data-chars": text.length + 2 }, h("span", { class: "tw-fit", style: `--tw-chars:${text.length}` }, text));
}

/** The drop-down's review: every decision in full, where it was made and the words of
 * tw.review (the drop-down opens from the bar's "Read all"). */
export function reviewDrop(review) {
  const decisions = review?.decisions || [];
  if (!decisions.length) return null;
  return h("div", { class: "tw-drop-review" }, h("p", { class: "tw-news-title" }, `Your review (${review.name}):`),
    h("ol", {}, decisions.map((d, i) => h("li", { class: cls(review.at === i && "tw-review-at") },
      h("b", {}, `${d.place}. `), d.words))));
}

/** The piece of the better move at the decision the replay stands before, or tried again
 * (Python's `target`), which the frame rings in blue as a lesson's step; null elsewhere. */
export function reviewRing(review) {
  return review?.retry?.target ?? review?.decisions?.[review.at]?.target ?? null;
}

/** The handlers the controls call (render.js adds them to the board's); `send` is the board's send of a
 * move, which takes a double click as one click (render.js boardIntents). */
export function reviewIntents(send) {
  return {
    review: () => send({ kind: "review" }),
    reviewTry: () => send({ kind: "review-try" }),
  };
}

/** The review's styles (styles.js puts them after the frame's). In a review the replay's message
 * row has three lines: a decision's words, whole, at 12 px and more, the same row at each. */
export const REVIEW_CSS = `
.tw-bar.tw-bar-replay:has(> .tw-review-note) {
  grid-template-rows: auto calc(28px * var(--tw-scale)) calc(50px * var(--tw-scale)) calc(34px * var(--tw-scale)); }
/* At projector size too: the status line and "Read all", the decision's words, then the buttons (a
   row of their own: four of them beside the status line would leave the words no room). */
.tw-projector > .tw-bar.tw-bar-replay:has(> .tw-review-note) {
  grid-template-rows: auto calc(34px * var(--tw-scale)) calc(50px * var(--tw-scale)) calc(34px * var(--tw-scale)); }
.tw-projector > .tw-bar.tw-bar-replay:has(> .tw-review-note) > .tw-more { grid-row: 2; grid-column: -2 / -1; }
.tw-projector > .tw-bar.tw-bar-replay:has(> .tw-review-note) > .tw-review-note { grid-row: 3; grid-column: 1 / -1; }
.tw-projector > .tw-bar.tw-bar-replay:has(> .tw-review-note) > .tw-actions { grid-row: 4; grid-column: 1 / -1; }
.tw-bar > .tw-review-note { grid-column: var(--tw-at, auto); box-sizing: border-box; height: 100%; border-radius: 6px;
  padding: 0 8px; border: 1px solid #1565c0; background: #e8f0fb; container-type: inline-size; display: flex;
  align-items: center; overflow: hidden; }
.tw-bar:not(.tw-projector > *) > .tw-review-note:has(+ .tw-more) { grid-column: var(--tw-at, auto) / -1; }
.tw-review-note > .tw-fit { --fit-two: calc(15px * var(--tw-scale)); --fit-three: calc(12px * var(--tw-scale)); --fit-lines: 3;
  line-height: 1.16; }
.tw-review-retry > .tw-fit { --fit-three: 0px; --fit-lines: 2; }
.tw-actions button.tw-review { min-width: 9.5em; border-color: #1565c0; font-weight: 600; }
.tw-actions button.tw-review-step[aria-pressed="true"] { background: #1565c0; color: #fff; border-color: #1565c0; }
.tw-actions button.tw-review-try { font-weight: 600; border-color: #1565c0; }
.tw-drop-review ol { margin: 4px 0 8px; padding-left: 1.6em; }
.tw-drop-review li { margin-bottom: 4px; }
.tw-drop-review li.tw-review-at { background: #e8f0fb; }
`;
