// frame.js: the frame around every board: the bar (status line, message line, action buttons
// with undo, hot-seat curtain, a lesson's step, the drop-down), the choice menu, the folds and
// the log and score panels (js/README.md, Layout).

import { cls, h, keyed } from "./vdom.js";
import { humanise, shortName } from "./text.js";
import { drawnTargets, pick, sameAction } from "./pieces.js";
import { memo } from "./memo.js";
import { timelineBar } from "./timeline.js";
import { resumeOffer, savesPanel } from "./saved_games.js";
import { reviewControls, reviewDrop, reviewNote, reviewRing } from "./review_panel.js";
import { hintButton, hintLine, hintRow, hintedLog, ringHints } from "./hint_ladder.js";

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
  // and a lesson's note share one message line, each whole on one or two lines (fitted), so
  // that none of them moves a piece; the bots' whole turn (and at the end the score's breakdown)
  // is in the drop-down.
  // A refusal and a lesson's note may cite a rule (citedMessage): its passage opens over the board,
  // from the message's left edge, or its right edge for a message right of another.
  // Keyed by Python's answer: a refusal made again (the same words) is a new alert, which a
  // screen reader reads and the eye sees flash, not text left from the last click.
  const refusal = (end) => (traits.error ? keyed(traits.revision ?? 0, citedMessage(ctx, traits, { kind: "tw-error",
    which: "error", text: traits.error, cite: traits.cite, end, attrs: { role: "alert" } })) : null);
  const others = [refusal(false), hintMessage(ctx, traits), handoff ? curtain(ctx, handoff) : null,
    resumeOffer(ctx, traits.resume_offer), reviewNote(traits.review)].filter(Boolean);
  const room = LINE_CHARS - others.reduce((n, m) => n + m.attrs["data-chars"], 0);
  const news = traits.news?.length ? newsBox(traits.news, colours, room) : null; // left out where it has no room
  // A refusal right of the news (only then) opens its rule's passage from its right edge.
  const messages = [news, ...(news && traits.error ? [refusal(true), ...others.slice(1)] : others)].filter(Boolean);
  messages.forEach((m, i) => { m.attrs.style = `--tw-at:${i + 1}`; }); // its column (the last reaches the line's end)
  const more = moreButton(ctx, traits, { messages: messages.length, news: traits.news?.length, over, lesson });
  const scale = traits.scale || 1;
  // At the end the status line is every seat's total and the winner (a line to itself: the
  // message line's messages share theirs), the status's words in its tooltip.
  const status = over ? finalLine(scored, names, colours, traits.status)
    : h("div", { class: "tw-status", role: "status", title: traits.status || null }, fitted(traits.status || ""));
  const actions = actionRow(ctx, barTargets, traits, !timeline, reviewControls(ctx, traits.review));
  const tree = h("div", { class: cls("tw-board", className, scale > 1 && "tw-projector", traits.narrow && "tw-narrow"), role: "region", "aria-label": label,
    "aria-description": KEYS, "data-revision": traits.revision ?? 0, style: `--tw-scale:${Math.round(scale * 1e4) / 1e4}`,
    "data-lm-suppress-shortcuts": "true" },
    h("div", { class: cls("tw-bar", lesson && "tw-bar-lesson", timeline && "tw-bar-replay", over && "tw-bar-end"),
      style: `--tw-msg-cols:${messageColumns(messages)}` },
      lesson ? lessonBox(ctx, traits, lesson, !!handoff) : null,
      timeline ? timelineBar(ctx, timeline, traits, names, colours) : null,
      // A lesson's row takes the status line's: the status goes beside the buttons (the lesson
      // says what to do), so that a lesson board is only LESSON_H taller than any other.
      lesson ? null : status,
      messages.length ? messages : h("div", { class: "tw-msg-none", "aria-hidden": "true" }),
      more,
      hintButton(ctx, traits.hint), // at the status line's end, right of `more` (hint_ladder.js)
      lesson ? h("div", { class: "tw-bar-row" }, status, actions) : actions,
      more && traits.more ? dropDown(ctx, traits, { lesson, over, scored, names, colours }) : null),
    h("div", { class: "tw-main" },
      board,
      aside || privateArea ? h("div", { class: "tw-side" },
        aside,
        handoff ? null : h("div", { class: "tw-private" }, privateArea)) : null),
    (folds || []).filter(Boolean).map((f) => fold(traits, f)),
    fold(traits, { id: "log", title: "Log", open: false, content: [lesson || timeline ? null : savesPanel(ctx), // the record
      memo(ctx, "frame:log", [view?.log, view?.hints, ...seats], () => logPanel({ log: hintedLog(view) }, names, colours))] }),
    fold(traits, { id: "score", title: timeline && view?.winners == null ? "Score so far" : "Score",
      open: view?.winners != null || !!timeline,
      content: memo(ctx, "frame:score", [scored?.scores, scored?.breakdown, scored?.breakdown_notes, scored?.winners, scored?.hints,
        ...seats],
        () => scorePanel(scored, names, colours)) }),
    menuChoices.length ? choiceMenu(ctx, drawn.get(menuTarget) || humanise(menuTarget.split(":")[1]),
      menuChoices, traits.menu, lesson?.move, traits.narrow) : null);
  const ring = lesson?.target || reviewRing(traits.review); // a review's better move (review_panel.js)
  return ringHints(ring ? ringTarget(tree, ring) : tree, traits.hint);
}

/** The Hint button's rung in the message line (hint_ladder.js), cited as a refusal is. */
function hintMessage(ctx, traits) {
  const hint = hintLine(traits.hint);
  return hint && citedMessage(ctx, traits, { kind: "tw-hint-line", which: "hint", ...hint, end: false, attrs: { role: "status" } });
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
  if (!cite?.title) return h(tag, { class: kind, title: text, "data-chars": text.length + 2, ...attrs }, fitted(text));
  const open = traits.citeOpen === which;
  // The text, then the rule's title, on the message's one or two lines; the button beside them
  // (about 14 characters wide).
  // A long text leaves the title to the passage's heading (and the tooltip, the drop-down).
  const titled = !text || text.length + cite.title.length <= CITED_CHARS;
  const chars = text.length + (titled ? cite.title.length + 9 : 2);
  return h("div", { class: cls(kind, "tw-cited"), "data-chars": chars + 14, ...attrs },
    h("div", { class: "tw-cite-line", title: `${text}\nRule: ${cite.title}` }, fitted("", chars, [
      h("span", { class: "tw-msg-text" }, text), " ",
      titled ? h("span", { class: "tw-cite-title" }, h("span", { class: "tw-cite-label" }, "Rule: "), cite.title) : null])),
    h("div", { class: "tw-cite" },
      h("button", { class: "tw-cite-open", "data-target": `frame:cite-${which}`, "aria-expanded": String(open),
        onclick: () => ctx.handlers.cite(open ? null : which) }, `${cite.quote ? "Rulebook" : "Our ruling"} ${open ? "▴" : "▾"}`),
      open ? citePassage(ctx, cite, end) : null));
}

/**
 * Text that fits its box whole (issue 45): its font is the largest, between the box's least and
 * most (CSS: .tw-fit), at which its `chars` characters fill the lines the box has, so a long
 * message wraps onto a second line at a smaller size instead of being cut. The box is a CSS
 * container: its width is the text's room, whatever shares the row with it.
 */
function fitted(text, chars = String(text).length, children = text) {
  return h("span", { class: "tw-fit", style: `--tw-chars:${Math.max(1, chars)}` }, children);
}

/** The message line's columns: each message's share of the line is its length, so that every
 * message is drawn at the same size; the "more" button after them. */
function messageColumns(messages) {
  if (!messages.length) return "minmax(0, 1fr)";
  return messages.map((m) => `minmax(0, ${Math.max(12, m.attrs?.["data-chars"] ?? 40)}fr)`).join(" ");
}

const CITED_CHARS = 180; // a refusal and its rule's title on two lines at 12 px beside the button

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
 * position it left. The line holds the newest moves that fit whole (NEWS_CHARS) and how many
 * came before them; the drop-down (moreButton) the whole turn. */
function newsBox(news, colours, room) {
  const shown = [];
  let chars = 0;
  for (const e of [...news].reverse()) {
    if (chars + e.text.length > room) break;
    shown.unshift(e);
    chars += e.text.length + 3;
  }
  if (!shown.length) return null; // no room beside the refusal: the button has them all
  const earlier = news.length - shown.length;
  const title = `The bots' moves: ${earlier ? `(${earlier} before) ` : ""}`;
  return h("div", { class: "tw-news", role: "log", "aria-label": "The bots' moves", "data-chars": title.length + chars,
    title: news.map((e) => e.text).join("\n") },
  fitted("", title.length + chars, [h("span", { class: "tw-news-title" }, title),
    shown.map((e) => h("span", { class: "tw-news-item" }, seatDot(colours[e.seat]), e.text))]));
}

// How many characters the message line holds: two lines at 12 px of the bar at 1280x800 with
// JupyterLab's file browser open (about 820 px wide). The bots' moves take what the refusal,
// the hand-off and a lesson's note leave of it.
const LINE_CHARS = 150;

/** The end of a game in the status line: every seat's total and the winner (the breakdown is
 * in the drop-down and the score fold). */
function finalLine(view, names, colours, status) {
  const scores = view?.scores || [];
  const winners = (view?.winners || []).map((w) => (typeof w === "number" ? names[w] : w));
  return h("div", { class: "tw-status tw-final", role: "status", title: status || null },
    names.map((n, i) => h("span", { class: "tw-final-seat" }, seatDot(colours[i]), `${shortName(n)} `, h("b", {}, scores[i] ?? "–"))),
    names.length > 1 && winners.length
      ? h("span", { class: "tw-final-winner" }, `${winners.length === 1 ? "Winner" : "Winners"}: ${winners.map(shortName).join(" and ")}`)
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
    traits.hint?.text ? h("p", { class: "tw-drop-hint" }, traits.hint.why ? `Hint: ${traits.hint.why}` : traits.hint.text) : null,
    news.length ? h("div", { class: "tw-drop-news" }, h("p", { class: "tw-news-title" }, "The bots' moves:"),
      h("ol", {}, news.map((e) => h("li", {}, seatDot(colours[e.seat]), e.text)))) : null,
    reviewDrop(traits.review),
    over ? scorePanel(scored, names, colours, "tw-drop-score") : null);
}

/**
 * A guided step (tabletop_widgets/core/lesson.py): what the last step made did (its note, which
 * may cite a rule), the step to make now (the whole text is in the drop-down) and "Show me", each
 * whole in the lesson's row (issue 45: the message line is the refusal's). Its piece gets a blue
 * ring (ringTarget); a wrong click is answered by Python with the step's hint.
 */
function lessonBox(ctx, traits, lesson, curtained) {
  const where = lesson.target ? `Step ${lesson.step + 1} of ${lesson.count}` : lesson.done ? "Lesson done" : "Off the lesson";
  const chars = where.length + 1 + lesson.text.length;
  const note = lesson.note || lesson.cite?.title ? citedMessage(ctx, traits, { kind: "tw-lesson-note", which: "note",
    tag: "p", text: lesson.note || "", cite: lesson.cite, end: false }) : null;
  // The note and the step share the row by their lengths (each as wide as its text needs).
  if (note) note.attrs.style = `flex: ${note.attrs["data-chars"]} 1 0`;
  return h("div", { class: cls("tw-lesson", lesson.done && "tw-lesson-done"), role: "note", "aria-label": "Lesson step" },
    note,
    h("p", { class: "tw-lesson-text", title: lesson.text, style: `flex: ${chars} 1 0` },
      fitted("", chars, [h("span", { class: "tw-lesson-count" }, where), " ", lesson.text])),
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
  const isOpen = hot ? true : traits.folds?.[id] ?? open;
  return h("details", { class: cls("tw-fold", hot && "tw-fold-hot"), "data-fold": id, open: !!isOpen,
    // The toggle event also fires when a redraw opens or closes a fold: only the user's change
    // counts, one that differs from what the page keeps for it now (the user may open and close
    // it again between two redraws). A hot fold is open whatever was chosen: its toggles are not.
    ontoggle: (ev) => {
      const now = ev?.currentTarget?.open ?? ev?.target?.open;
      if (now != null && !hot && now !== !!(traits.folds?.[id] ?? open)) traits.onFold?.(id, now);
    } },
  h("summary", {}, title), content);
}

/** The others' tab (a fold's title), whole in the row of tabs (issue 45): one other seat by its
 * label ("Purple (steady bot)": who is a bot) and VP, more by their names, and from `dots` others
 * on each a dot of its colour, its initial and its VP (the names in the tooltip). */
export function othersTab(others, names, { dots, unit = "" }) {
  const full = `Others: ${others.map((s) => `${shortName(names[s.seat])} ${s.vp}`).join(" · ")}${unit}`;
  if (others.length === 1) return `Others: ${names[others[0].seat]} ${others[0].vp}${unit}`;
  if (others.length < dots) return full;
  return h("span", { title: full, "aria-label": full }, "Others:", others.map((s) => [" ", seatDot(s.colour),
    h("span", { "aria-hidden": "true" }, `${shortName(names[s.seat])[0]} ${s.vp}`)]), unit);
}

/** The action bar: a button for each of `targets`, `extra` (review_panel.js), then undo (`undo`: not on a replay). A button
 * pressed and gone leaves its place empty (to its right edge) until the next click elsewhere, so
 * that the button of the next decision is not drawn under the pointer. */
function actionRow(ctx, targets, traits, undo, extra = null) {
  const pressed = traits.pressed && !targets.includes(traits.pressed.target) ? traits.pressed : null;
  return h("div", { class: "tw-actions", role: "group", "aria-label": "Actions" },
    pressed ? actionGap(pressed, traits.narrow) : null,
    targets.map((t) => actionButton(ctx, t, traits.narrow)),
    extra,
    undo ? h("button", { class: "tw-undo", "data-target": "undo", disabled: !traits.can_undo,
      "aria-label": "Undo", onclick: () => ctx.handlers.undo() }, "↶ Undo") : null);
}

/** A pressed button's place, kept empty: in the one row of a laptop's bar, up to its right edge;
 * in a narrow board's rows of buttons (`pressed.rows`: its top and bottom in them), the rows
 * above it too, whole, then its own row up to its right edge, as tall as it was. */
function actionGap({ end, rows }, narrow) {
  const gap = (style) => h("span", { class: "tw-action-gap", "aria-hidden": "true", style });
  if (!rows || !narrow) return gap(`flex:0 0 ${end}px`);
  return [rows.top > 0 ? gap(`flex:0 0 100%;height:${Math.max(0, rows.top - rows.gap)}px`) : null,
    gap(`flex:0 0 ${end}px;height:${rows.bottom - rows.top}px`)];
}

function actionButton(ctx, target, narrow) {
  const list = ctx.byTarget.get(target);
  const text = list.length === 1 ? list[0].label : `${humanise(target.split(":").slice(1).join(":"))}…`;
  const press = (ev) => {
    const button = ev?.currentTarget;
    const row = button?.parentElement?.getBoundingClientRect?.();
    const box = button?.getBoundingClientRect?.();
    if (row && narrow) ctx.handlers.pressed(target, Math.ceil(box.right - row.left), wrappedRows(button, box, row));
    else if (row) ctx.handlers.pressed(target, Math.ceil(box.right - row.left));
    pick(ctx, target, list, ev);
  };
  return h("button", { class: "tw-action", "data-target": target, title: text, onclick: press }, text);
}

/** Where a button is in a narrow board's rows of buttons, which wrap: its top and bottom from the
 * rows' top, and the gap between rows (px). */
function wrappedRows(button, box, row) {
  const gap = parseFloat(button.ownerDocument?.defaultView?.getComputedStyle?.(button.parentElement)?.rowGap) || 0;
  return { top: box.top - row.top, bottom: box.bottom - row.top, gap }; // not rounded up: the rows would grow
}

function curtain(ctx, name) {
  return h("div", { class: "tw-curtain", role: "dialog", "aria-label": "Hand-off", "data-chars": 2 * name.length + 48 },
    h("p", { class: "tw-curtain-text" }, `Pass the screen to ${name}`),
    h("button", { class: "tw-handoff", "data-target": "handoff", onclick: () => ctx.handlers.handoff() },
      `I am ${name}: show my hand`));
}

// The choice that has focus is previewed: the board may draw what it would do (the open
// menu's `preview` action; a tile on its cell, turned). The pointer moves focus as it goes
// over the choices, so what is shown is always what Enter would pick.
// On a narrow board (a phone) the menu is as wide as the board (CSS), over or under its piece
// (board_dom.js fitNarrowMenu): only its top is the anchor's.
function choiceMenu(ctx, title, list, anchor, lessonMove, narrow) {
  const style = anchor.x == null ? null : `${narrow ? "" : `left:${Math.round(anchor.x)}px;`}top:${Math.round(anchor.y)}px`;
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

// The log is the whole game (every move: js/README.md, Layout), newest first, scrolled inside
// its panel. Its lines go in pages of LOG_PAGE: a full page never changes, and its tree is kept
// (by its last entry, an object a delta does not copy: view_sync.js applyDelta), so a move
// builds and patches only the newest page, however long the game.
const LOG_PAGE = 20;
const LOG_PAGES = new WeakMap(); // the last entry of a full page -> {seats, tree}

function logPanel(view, names, colours) {
  const log = view?.log || [];
  const seats = colours.join();
  const pages = [];
  for (let start = 0; start < log.length; start += LOG_PAGE) {
    const lines = log.slice(start, start + LOG_PAGE);
    const last = lines[lines.length - 1];
    const kept = lines.length === LOG_PAGE && typeof last === "object" ? LOG_PAGES.get(last) : null;
    if (kept?.seats === seats) {
      pages.push(kept.tree);
      continue;
    }
    // keyed by the page, and each line by its text: a new line is added at the top, nothing rewritten
    const tree = keyed(`page ${start}`, h("ol", { class: "tw-log-page" },
      lines.reverse().map((e) => keyed(e.text, h("li", {}, seatDot(colours[e.seat]), e.text)))));
    if (lines.length === LOG_PAGE && typeof last === "object") LOG_PAGES.set(last, { seats, tree });
    pages.push(tree);
  }
  return h("section", { class: "tw-log", "aria-label": "Game log" },
    h("h3", {}, "Log (newest first)"),
    log.length ? h("div", { class: "tw-log-lines", role: "log", "aria-label": `Every move, newest first (${log.length} lines)`,
      tabindex: "0" }, pages.reverse())
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
        h("tr", { class: "tw-total" }, h("th", { scope: "row" }, "Total"), names.map((_, i) => cell(scores[i]))),
        hintRow(view, names))),
    winners == null ? null : h("p", { class: "tw-winners", role: "status" }, names.length === 1
      ? `Final score: ${scores[0]} VP` // a solo game has no winner (Magna Roma's header shows the level reached)
      : `${winners.length === 1 ? "Winner" : "Winners"}: ${winners.map((w) => (typeof w === "number" ? names[w] : w)).join(" and ")}`));
}
