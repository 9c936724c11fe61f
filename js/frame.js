// frame.js: the frame around every board: the bar (status line, message line, action buttons
// with undo, hot-seat curtain, a lesson's step, the drop-down), the choice menu, the folds and
// the log and score panels (js/README.md, Layout).

import { cls, h, keyed } from "./vdom.js";
import { humanise } from "./text.js";
import { drawnTargets, pick, sameAction } from "./pieces.js";
import { memo } from "./memo.js";
import { timelineBar } from "./timeline.js";
import { resumeOffer, savesFold } from "./saved_games.js";

/**
 * The whole widget: frame furniture around a board.
 *   view, traits  the view, and the synced traits (view_sync.js TRAITS) with renderBoard's (menu...)
 *   ctx           from context(); board  the SVG tree; aside  public side panel (optional)
 *   privateArea   what the hot-seat curtain hides (hands...)
 *   names, colours  per seat, for the log and score panels
 */
export function frame({ className, label, view, traits, ctx, board, aside, privateArea, folds, names, colours }) {
  const handoff = traits.handoff || "";
  const shown = [board, aside, handoff ? null : privateArea, ...(folds || []).filter(Boolean).map((f) => f.content)];
  const drawn = new Map();
  for (const t of shown) if (t) drawnTargets(t, drawn);
  // Buttons for choices the board does not draw as a piece (kind "button", or a target the
  // board has no piece for), one button per target.
  const barTargets = [...ctx.byTarget.keys()].filter((t) => t.startsWith("button:") || !drawn.has(t));
  const menuTarget = traits.menu?.target;
  const menuChoices = menuTarget ? ctx.byTarget.get(menuTarget) || [] : [];
  const lesson = traits.lesson?.count ? traits.lesson : null;
  const timeline = traits.timeline?.length != null ? traits.timeline : null;
  // A replay's score so far comes with its timeline (a view has a breakdown only at the end).
  const scored = timeline && !view?.breakdown ? { ...view, breakdown: timeline.breakdown, scores: timeline.scores } : view;
  const seats = [names.join("\n"), colours.join()]; // what the log and score panels show of the seats
  // data-lm-suppress-shortcuts: JupyterLab's notebook shortcuts (Enter, a, b, d d...) must not
  // act while a key is pressed on the board, e.g. Enter on a focused piece.
  // data-revision: Python's count of redraws, so a test or benchmark can tell that the
  // board shows Python's answer to a click (a menu opening redraws without Python).
  // The bar (status, refusal, hand-off, buttons) is sticky: it stays in view while the
  // board scrolls in the notebook, so the answer to a click is where the eye is.
  const over = view?.winners != null;
  // The bar has a fixed height (js/README.md, Sizes): the refusal, the bots' news, the hand-off
  // and a lesson's note share one message line, each cut to what fits, so that none of them
  // moves a piece; their whole text (and at the end the score's breakdown) is in the drop-down.
  // A refusal and a lesson's note may cite a rule (citedMessage): its passage opens over the board,
  // from the message's left edge, or its right edge for a message right of another.
  const before = [traits.news?.length, traits.error, handoff];
  const messages = [
    traits.news?.length ? newsBox(traits.news, colours) : null,
    // Keyed by Python's answer: a refusal made again (the same words) is a new alert, which a
    // screen reader reads and the eye sees flash, not text left from the last click.
    traits.error ? keyed(traits.revision ?? 0, citedMessage(ctx, traits, { kind: "tw-error", which: "error",
      text: traits.error, cite: traits.cite, end: !!before[0], attrs: { role: "alert" } })) : null,
    handoff ? curtain(ctx, handoff) : null,
    lesson?.note || lesson?.cite?.title ? citedMessage(ctx, traits, { kind: "tw-lesson-note", which: "note", tag: "p",
      text: lesson.note || "", cite: lesson.cite, end: before.some(Boolean) }) : null,
    resumeOffer(ctx, traits.resume_offer),
  ].filter(Boolean);
  const more = moreButton(ctx, traits, { messages: messages.length, news: traits.news?.length, over, lesson });
  const scale = traits.scale || 1;
  // At the end the status line is every seat's total and the winner (a line to itself: the
  // message line's messages share theirs), the status's words in its tooltip.
  const status = over ? finalLine(scored, names, colours, traits.status)
    : h("div", { class: "tw-status", role: "status", title: traits.status || null }, traits.status || "");
  const actions = actionRow(ctx, barTargets, traits, !timeline);
  const tree = h("div", { class: cls("tw-board", className, scale > 1 && "tw-projector"), role: "region", "aria-label": label,
    "aria-description": KEYS, "data-revision": traits.revision ?? 0, style: `--tw-scale:${Math.round(scale * 1e4) / 1e4}`,
    "data-lm-suppress-shortcuts": "true" },
    h("div", { class: cls("tw-bar", lesson && "tw-bar-lesson", timeline && "tw-bar-replay"),
      style: `--tw-msgs:${Math.max(1, messages.length)}` },
      lesson ? lessonBox(ctx, lesson, !!handoff) : null,
      timeline ? timelineBar(ctx, timeline, traits, names, colours) : null,
      // A lesson's row takes the status line's: the status goes beside the buttons (the lesson
      // says what to do), so that a lesson board is only LESSON_H taller than any other.
      lesson ? null : status,
      messages.length ? messages : h("div", { class: "tw-msg-none", "aria-hidden": "true" }),
      more,
      lesson ? h("div", { class: "tw-bar-row" }, status, actions) : actions,
      more && traits.more ? dropDown(ctx, traits, { lesson, over, scored, names, colours }) : null),
    h("div", { class: "tw-main" },
      board,
      aside || privateArea ? h("div", { class: "tw-side" },
        aside,
        handoff ? null : h("div", { class: "tw-private" }, privateArea)) : null),
    [...(folds || []), !lesson && !timeline && savesFold(ctx)].filter(Boolean).map((f) => fold(traits, f)),
    fold(traits, { id: "log", title: "Log", open: false,
      content: memo(ctx, "frame:log", [view?.log, ...seats], () => logPanel(view, names, colours)) }),
    fold(traits, { id: "score", title: timeline && view?.winners == null ? "Score so far" : "Score",
      open: view?.winners != null || !!timeline,
      content: memo(ctx, "frame:score", [scored?.scores, scored?.breakdown, scored?.breakdown_notes, scored?.winners, ...seats],
        () => scorePanel(scored, names, colours)) }),
    menuChoices.length ? choiceMenu(ctx, drawn.get(menuTarget) || humanise(menuTarget.split(":")[1]),
      menuChoices, traits.menu, lesson?.move) : null);
  return lesson?.target ? ringTarget(tree, lesson.target) : tree;
}

const KEYS = "Tab goes from move to move; the arrow keys go from piece to piece, and Enter on a piece that cannot be "
  + "played says why.";

/**
 * A message of the bar's line (a refusal, a lesson's note), cut to one line. One that cites a
 * rule (Python's `cite`: Rule.cite() in tabletop_widgets/core/rulebook.py) keeps the same box:
 * its text on a shorter line and under it the rule's title, beside them a button that opens
 * the rulebook's passage (citePassage) over the board, so that nothing moves. Which passage is
 * open is this page's (`traits.citeOpen`: "error" or "note"); Python's next answer closes it.
 */
function citedMessage(ctx, traits, { kind, which, text, cite, end, tag = "div", attrs = {} }) {
  if (!cite?.title) return h(tag, { class: kind, title: text, ...attrs }, text);
  const open = traits.citeOpen === which;
  return h("div", { class: cls(kind, "tw-cited"), ...attrs },
    h("span", { class: "tw-msg-text", title: text }, text),
    h("div", { class: "tw-cite" },
      h("span", { class: "tw-cite-title", title: cite.title }, h("span", { class: "tw-cite-label" }, "Rule: "), cite.title),
      h("button", { class: "tw-cite-open", "data-target": `frame:cite-${which}`, "aria-expanded": String(open),
        onclick: () => ctx.handlers.cite(open ? null : which) }, `${cite.quote ? "Rulebook" : "Our ruling"} ${open ? "▴" : "▾"}`),
      open ? citePassage(ctx, cite, end) : null));
}

/** A rule's passage, opened from its message: the title, where the rulebook says it (the French
 * rulebook, for what only the French text prints), its words in quotation marks, and this
 * project's ruling where it has one. Closed by ×, Escape, a click elsewhere or Python's answer. */
function citePassage(ctx, cite, end) {
  const fr = cite.language === "fr";
  return h("div", { class: cls("tw-cite-pop", end && "tw-cite-end"), role: "group", "aria-label": `The rule: ${cite.title}` },
    h("button", { class: "tw-cite-close", "aria-label": "Close", onclick: () => ctx.handlers.cite(null) }, "×"),
    h("p", { class: "tw-cite-heading" }, cite.title),
    cite.quote ? [
      h("p", { class: "tw-cite-where" }, `From the ${fr ? "French rulebook" : "rulebook"}: ${cite.section}`),
      h("blockquote", { class: "tw-cite-quote", lang: fr ? "fr" : "en" }, fr ? `« ${cite.quote} »` : `“${cite.quote}”`),
    ] : null,
    cite.ruling ? h("p", { class: "tw-cite-ruling" }, h("b", {}, "Our ruling: "), cite.ruling) : null);
}

/** What the bots did since the human's last move (Python's `news`: the log lines of their
 * moves), in the bar's message line: the bot's answer to a click is in view, not only the
 * position it left. The line shows what fits; the drop-down (moreButton) the whole turn. */
function newsBox(news, colours) {
  return h("div", { class: "tw-news", role: "log", "aria-label": "The bots' moves",
    title: news.map((e) => e.text).join("\n") },
  h("span", { class: "tw-news-title" }, "The bots' moves: "),
  news.map((e) => h("span", { class: "tw-news-item" }, seatDot(colours[e.seat]), e.text)));
}

/** The end of a game in the status line: every seat's total and the winner (the breakdown is
 * in the drop-down and the score fold). */
function finalLine(view, names, colours, status) {
  const scores = view?.scores || [];
  const winners = (view?.winners || []).map((w) => (typeof w === "number" ? names[w] : w));
  const short = (n) => String(n).split(" (")[0];
  return h("div", { class: "tw-status tw-final", role: "status", title: status || null },
    names.map((n, i) => h("span", { class: "tw-final-seat" }, seatDot(colours[i]), `${short(n)} `, h("b", {}, scores[i] ?? "–"))),
    names.length > 1 && winners.length
      ? h("span", { class: "tw-final-winner" }, `${winners.length === 1 ? "Winner" : "Winners"}: ${winners.map(short).join(" and ")}`)
      : null);
}

/** The bar's button that opens the drop-down: the bots' whole turn, a refusal or a lesson's
 * text in full, the score's breakdown at the end. Null when there is nothing more to read. */
function moreButton(ctx, traits, { messages, news, over, lesson }) {
  if (!messages && !lesson && !over) return null;
  const open = !!traits.more;
  const what = over ? "Score breakdown" : news ? `The bots' moves (${news})` : lesson && !messages ? "Lesson text" : "Read all";
  return h("button", { class: "tw-more", "data-target": "frame:more", "aria-expanded": String(open),
    onclick: () => ctx.handlers.more(!open) }, `${what} ${open ? "▴" : "▾"}`);
}

/** The drop-down under the bar, over the board (it moves nothing): every message in full, the
 * bots' whole turn without a scrollbar of its own, and at the end the score's breakdown. The
 * player opens and closes it (the button, ×, Escape); Python's next answer closes it. */
function dropDown(ctx, traits, { lesson, over, scored, names, colours }) {
  const news = traits.news || [];
  return h("div", { class: "tw-drop", role: "dialog", "aria-label": "Messages" },
    h("button", { class: "tw-drop-close", "aria-label": "Close", onclick: () => ctx.handlers.more(false) }, "×"),
    lesson ? h("p", { class: "tw-drop-lesson" }, lesson.note ? `✓ ${lesson.note} ` : "", lesson.text) : null,
    traits.error ? h("p", { class: "tw-drop-error" }, traits.error,
      traits.cite?.title ? h("span", { class: "tw-drop-rule" }, ` (Rule: ${traits.cite.title})`) : null) : null,
    traits.handoff ? h("p", {}, `Pass the screen to ${traits.handoff}`) : null,
    news.length ? h("div", { class: "tw-drop-news" }, h("p", { class: "tw-news-title" }, "The bots' moves:"),
      h("ol", {}, news.map((e) => h("li", {}, seatDot(colours[e.seat]), e.text)))) : null,
    over ? scorePanel(scored, names, colours, "tw-drop-score") : null);
}

/**
 * A guided step (tabletop_widgets/core/lesson.py): the step to make now (two lines; the whole
 * text is in the drop-down) and "Show me"; what the last step made did is in the message line.
 * Its piece gets a blue ring (ringTarget); a wrong click is answered by Python with the step's hint.
 */
function lessonBox(ctx, lesson, curtained) {
  const where = lesson.target ? `Step ${lesson.step + 1} of ${lesson.count}` : lesson.done ? "Lesson done" : "Off the lesson";
  return h("div", { class: cls("tw-lesson", lesson.done && "tw-lesson-done"), role: "note", "aria-label": "Lesson step" },
    h("p", { class: "tw-lesson-text", title: lesson.text }, h("span", { class: "tw-lesson-count" }, where), " ", lesson.text),
    lesson.target && !curtained ? h("button", { class: "tw-lesson-show", "data-target": "lesson:show",
      onclick: () => ctx.handlers.show() }, "Show me") : null);
}

/** The tree with the lesson ring on every node of `target` (a piece, a bar button); the
 * nodes on other paths are shared, the board's own tree is not changed. */
function ringTarget(tree, target) {
  if (!tree?.attrs) return tree;
  const children = tree.children.map((c) => ringTarget(c, target));
  const hit = tree.attrs["data-target"] === target;
  if (!hit && children.every((c, i) => c === tree.children[i])) return tree;
  return { ...tree, attrs: hit ? { ...tree.attrs, class: cls(tree.attrs.class, "tw-lesson-target") } : tree.attrs, children };
}

/**
 * A section that folds away (<details class="tw-fold" data-fold=id>). It keeps the state the
 * user gave it across redraws (traits.folds, kept by renderBoard); until then `open` says.
 * A fold holding pieces with choices opens, so what can be clicked is never hidden.
 */
export function fold(traits, { id, title, open, content, hot }) {
  const state = traits.folds?.[id];
  const isOpen = hot ? true : state ?? open;
  return h("details", { class: cls("tw-fold", hot && "tw-fold-hot"), "data-fold": id, open: !!isOpen,
    // The toggle event also fires when a redraw mounts an open fold: only a change counts.
    ontoggle: (ev) => {
      const now = ev?.currentTarget?.open ?? ev?.target?.open;
      if (now != null && now !== !!isOpen) traits.onFold?.(id, now);
    } },
  h("summary", {}, title), content);
}

/** The action bar: a button for each of `targets`, then undo (`undo`: not on a replay). A button
 * pressed and gone leaves its place empty (to its right edge) until the next click elsewhere, so
 * that the button of the next decision is not drawn under the pointer. */
function actionRow(ctx, targets, traits, undo) {
  const pressed = traits.pressed && !targets.includes(traits.pressed.target) ? traits.pressed : null;
  return h("div", { class: "tw-actions", role: "group", "aria-label": "Actions" },
    pressed ? h("span", { class: "tw-action-gap", "aria-hidden": "true", style: `flex:0 0 ${pressed.end}px` }) : null,
    targets.map((t) => actionButton(ctx, t)),
    undo ? h("button", { class: "tw-undo", "data-target": "undo", disabled: !traits.can_undo,
      "aria-label": "Undo", onclick: () => ctx.handlers.undo() }, "↶ Undo") : null);
}

function actionButton(ctx, target) {
  const list = ctx.byTarget.get(target);
  const text = list.length === 1 ? list[0].label : `${humanise(target.split(":").slice(1).join(":"))}…`;
  const press = (ev) => {
    const button = ev?.currentTarget;
    const row = button?.parentElement?.getBoundingClientRect?.();
    if (row) ctx.handlers.pressed(target, Math.ceil(button.getBoundingClientRect().right - row.left));
    pick(ctx, target, list, ev);
  };
  return h("button", { class: "tw-action", "data-target": target, title: text, onclick: press }, text);
}

function curtain(ctx, name) {
  return h("div", { class: "tw-curtain", role: "dialog", "aria-label": "Hand-off" },
    h("p", { class: "tw-curtain-text" }, `Pass the screen to ${name}`),
    h("button", { class: "tw-handoff", "data-target": "handoff", onclick: () => ctx.handlers.handoff() },
      `I am ${name}: show my hand`));
}

// The choice that has focus is previewed: the board may draw what it would do (the open
// menu's `preview` action; a tile on its cell, turned). The pointer moves focus as it goes
// over the choices, so what is shown is always what Enter would pick.
function choiceMenu(ctx, title, list, anchor, lessonMove) {
  const style = anchor.x != null ? `left:${Math.round(anchor.x)}px;top:${Math.round(anchor.y)}px` : null;
  return h("div", { class: "tw-menu", role: "dialog", "aria-modal": "true", "aria-label": `Choose: ${title}`, style,
    onkeydown: menuKeys },
    h("div", { class: "tw-menu-title" }, title),
    list.map((c) => h("button", { class: cls("tw-menu-choice", sameAction(c.action, lessonMove) && "tw-lesson-target"),
      onclick: () => ctx.handlers.intent(c.action), onfocus: () => ctx.handlers.preview(c.action), onmouseenter: pointedAt },
    c.label)),
    h("button", { class: "tw-menu-cancel", onclick: () => ctx.handlers.closeMenu() }, "Cancel (Esc)"));
}

function pointedAt(ev) {
  ev.currentTarget.focus({ preventScroll: true });
}

// The arrow keys go from button to button in a menu (and so turn a tile previewed on its
// cell). Handled on the menu: the notebook around the board must not move its cursor. A
// long menu scrolls to the button (focus() does it), not the notebook (the menu is in view).
// Tab and Shift+Tab go round inside it too, as in any dialog: out of it, focus would be
// lost in the notebook while the menu stays open over the board.
function menuKeys(ev) {
  const buttons = [...ev.currentTarget.querySelectorAll("button")];
  const at = buttons.indexOf(ev.target);
  const last = buttons.length - 1;
  let step = { ArrowDown: 1, ArrowUp: -1 }[ev.key];
  if (ev.key === "Tab") step = ev.shiftKey ? (at <= 0 ? -1 : 0) : (at === last ? 1 : 0);
  if (!step) return;
  buttons[(at + step + buttons.length) % buttons.length].focus();
  ev.preventDefault();
  ev.stopPropagation();
}

function seatDot(colour) {
  return colour ? h("span", { class: "tw-dot", style: `background:${colour}`, "aria-hidden": "true" }) : null;
}

function logPanel(view, names, colours) {
  const entries = (view?.log || []).slice(-10).reverse(); // newest first
  return h("section", { class: "tw-log", "aria-label": "Game log" },
    h("h3", {}, "Log (newest first)"),
    // keyed by their text, so that a new line is added at the top instead of every line rewritten
    entries.length ? h("ol", {}, entries.map((e) => keyed(e.text, h("li", {}, seatDot(colours[e.seat]), e.text))))
      : h("p", { class: "tw-muted" }, "Nothing has happened yet."));
}

function scorePanel(view, names, colours, className = null) {
  const scores = view?.scores || [];
  const rows = Object.entries(view?.breakdown || {});
  const winners = view?.winners;
  const notes = view?.breakdown_notes || {}; // words under a category's points, e.g. the majorities won
  const cell = (v, note) => h("td", {}, v ?? "–", note ? h("div", { class: "tw-muted tw-score-note" }, note) : null);
  return h("section", { class: cls("tw-score", className), "aria-label": "Score" },
    h("h3", {}, "Score"),
    h("table", {},
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Category"),
        names.map((n, i) => h("th", { scope: "col" }, seatDot(colours[i]), n)))),
      h("tbody", {},
        rows.map(([cat, pts]) => h("tr", {}, h("th", { scope: "row" }, cat), names.map((_, i) => cell(pts[i], notes[cat]?.[i])))),
        h("tr", { class: "tw-total" }, h("th", { scope: "row" }, "Total"), names.map((_, i) => cell(scores[i]))))),
    winners == null ? null : h("p", { class: "tw-winners", role: "status" }, names.length === 1
      ? `Final score: ${scores[0]} VP` // a solo game has no winner (Magna Roma's header shows the level reached)
      : `${winners.length === 1 ? "Winner" : "Winners"}: ${winners.map((w) => (typeof w === "number" ? names[w] : w)).join(" and ")}`));
}
