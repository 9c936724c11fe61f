// saved_games.js: a board's saved games. The offer to resume the game its cell played before
// (Python's `resume_offer`: tabletop_widgets/core/autosave.py), and the fold that saves this
// game to a file and loads one. Python loads a save through the rules and answers as for a
// move; the browser only ever holds the offer's words, and a save's text on its way to a file.

import { h } from "./vdom.js";

/** The bar's offer: "Resume from move N", with when it was saved and where the game stood.
 * The fresh game beside it is playable: a move on it is the learner's answer. */
export function resumeOffer(ctx, offer) {
  if (!offer?.moves) return null;
  return h("div", { class: "tw-resume-offer", role: "status" },
    h("button", { class: "tw-resume", "data-target": "frame:resume", onclick: () => ctx.handlers.resume() },
      `Resume from move ${offer.moves}`),
    h("span", { class: "tw-resume-about", title: `Saved ${offer.saved}: ${offer.summary}` },
      `Saved ${offer.saved}: ${offer.summary}. Or play a fresh game.`));
}

/** The fold that saves this game to a file and loads one (a file picker): on a game played
 * live (a lesson and a replay have moves of their own). */
export function savesFold(ctx) {
  return {
    id: "saves", title: "Save or load a game", open: false,
    content: h("div", { class: "tw-saves" },
      h("p", { class: "tw-saves-note" }, "This game is kept on this computer after every move: run its cell "
        + "again (after a restart too) and the board offers it back. To take it to another computer, save "
        + "it as a file; load a file on any board of this game with the same number of players."),
      h("div", { class: "tw-saves-buttons" },
        h("button", { class: "tw-save-game", "data-target": "frame:save", onclick: () => ctx.handlers.saveGame() },
          "Save game as a file"),
        h("label", { class: "tw-load-game" }, "Load game from a file…",
          h("input", { class: "tw-load-input", type: "file", accept: ".json,application/json",
            onchange: (ev) => ctx.handlers.loadGame(ev.target.files?.[0], ev.target) })))),
  };
}

/** The handlers the offer and the fold call (render.js adds them to the board's). */
export function savesIntents(model) {
  return {
    resume: () => model.send({ kind: "resume" }),
    saveGame: () => model.send({ kind: "download" }),
    loadGame(file, input) {
      if (!file) return;
      file.text().then((text) => model.send({ kind: "load", text }),
        () => model.send({ kind: "load", text: null })); // unreadable: Python says so, as for any refusal
      input.value = ""; // the same file chosen again loads again
    },
  };
}

/** A save Python sends for "Save game as a file": downloaded as a file, and nothing kept. */
export function downloadSaves(model, doc) {
  const win = doc.defaultView; // the widget's window (js/README.md: no globals)
  const onMessage = (msg) => {
    if (msg?.kind !== "save-file" || typeof msg.text !== "string") return;
    const url = win.URL.createObjectURL(new win.Blob([msg.text], { type: "application/json" }));
    const link = doc.createElement("a");
    link.href = url;
    link.download = String(msg.name || "saved-game.json");
    doc.body.appendChild(link);
    link.click();
    link.remove();
    win.setTimeout(() => win.URL.revokeObjectURL(url), 1000); // after the download has taken it
  };
  model.on("msg:custom", onMessage);
  return () => model.off("msg:custom", onMessage);
}
