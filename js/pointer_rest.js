// pointer_rest.js: nothing clickable comes under a resting pointer (issue 45). A move made
// with the mouse can draw a new piece with choices right where the pointer rests: the phase's
// own panel takes the place of the last one (Carpe Diem's construction site where the scoring
// cards were, Magna Roma's provinces where its tile draft was), a menu closes over a glowing
// piece. Such a piece is drawn resting (no glow; a click on it does nothing) until the pointer
// moves off the spot it clicked: a click meant for what was there never lands on what came.
// The click's own answer is not such a piece: what the move brought onto the page (a played
// card's actions, a monument built) glows where the click was, as a menu opens there.

// A hand on the mouse moves this far (CSS px) between two clicks without meaning to.
export const STILL_PX = 4;
const GLOW = "tw-glow";
const RESTING = "tw-resting";

const hasClass = (el, name) => (el.getAttribute?.("class") || "").split(/\s+/).includes(name);

/** `el`'s class list with `drop` taken off and `add` put on (the class attribute, as vdom.js sets it). */
function swapClass(el, drop, add) {
  const names = (el.getAttribute("class") || "").split(/\s+/).filter((n) => n && n !== drop && n !== add);
  el.setAttribute("class", [...names, add].join(" "));
}

/** The pieces (data-target) a point is on, from the innermost out, within `el`. */
function targetsAt(el, at) {
  const out = [];
  for (let node = at; node && node !== el; node = node.parentElement) {
    const t = node.getAttribute?.("data-target");
    if (t) out.push(t);
  }
  return out;
}

/**
 * The resting pointer of the board `el`: `moved(byPointer)` when a move is sent (by the mouse
 * if `byPointer`: the pointer rests where it pressed), `drawn(root)` after the answer is on the
 * page (a glowing piece that was on the page elsewhere and is now under the resting pointer
 * rests); `stop()`. `pointAt(x, y)` is
 * the element at a point (the document's elementFromPoint; tests give their own).
 */
export function pointerRest(el, pointAt = (x, y) => el.ownerDocument.elementFromPoint?.(x, y)) {
  const doc = el.ownerDocument;
  let press = null; // where the last press was
  let rest = null; // {x, y, drawn}: where the pointer rests since a move; the pieces on the page then, but those it was on
  const wake = () => {
    rest = null;
    for (const piece of el.querySelectorAll(`.${RESTING}`)) swapClass(piece, RESTING, GLOW);
  };
  const onMove = (ev) => {
    if (rest && Math.hypot(ev.clientX - rest.x, ev.clientY - rest.y) > STILL_PX) wake();
  };
  // A finger moves no pointer between two taps: a press elsewhere is the move.
  const onPress = (ev) => {
    onMove(ev);
    press = { x: ev.clientX, y: ev.clientY };
  };
  // Captured, before the piece's own handler: a resting piece takes no click.
  const onClick = (ev) => {
    for (let node = ev.target; node && node !== el; node = node.parentElement) {
      if (!hasClass(node, RESTING)) continue;
      ev.stopPropagation();
      ev.preventDefault();
      return;
    }
  };
  el.addEventListener("pointerdown", onPress, true);
  el.addEventListener("click", onClick, true);
  doc.addEventListener("pointermove", onMove, true);
  return {
    moved(byPointer) {
      if (!byPointer || !press) return void (rest = null);
      const drawn = new Set([...el.querySelectorAll("[data-target]")].map((p) => p.getAttribute("data-target")));
      for (const t of targetsAt(el, pointAt(press.x, press.y))) drawn.delete(t);
      rest = { ...press, drawn };
    },
    drawn(root) {
      if (!rest || !root) return;
      const at = pointAt(rest.x, rest.y);
      for (let node = at; node && node !== el; node = node.parentElement) {
        const target = node.getAttribute?.("data-target");
        if (!target || !hasClass(node, GLOW)) continue;
        if (rest.drawn.has(target)) swapClass(node, GLOW, RESTING);
        return;
      }
    },
    stop() {
      el.removeEventListener("pointerdown", onPress, true);
      el.removeEventListener("click", onClick, true);
      doc.removeEventListener("pointermove", onMove, true);
    },
  };
}
