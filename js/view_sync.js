// view_sync.js: the traits the boards read, and the view this browser holds from Python's
// keyframes and deltas (tabletop_widgets/core/delta.py).

/** Every synced trait of BoardWidget (tabletop_widgets/core/widget.py) the front end reads: a
 * change of any of them redraws the board. The one list of them: tests/test_js.py checks it
 * against the Python widget's. */
export const TRAITS = ["keyframe", "view_delta", "static", "choices", "error", "cite", "status", "news", "handoff",
  "can_undo", "seat_labels", "revision", "lesson", "timeline", "track", "size", "resume_offer",
  "review", "hint"];

/** A delta from tabletop_widgets/core/delta.py applied to `value` (which is not changed). */
export function applyDelta(value, delta) {
  if (!delta) return value;
  const [op, a, b, c] = delta;
  if (op === "=") return a;
  if (op === "o") {
    const out = { ...value };
    for (const [key, sub] of Object.entries(a)) out[key] = applyDelta(value?.[key], sub);
    for (const key of b) delete out[key];
    return out;
  }
  if (op === "l") {
    const out = value.slice(a);
    for (const [i, sub] of b) out[i] = applyDelta(out[i], sub);
    return out.concat(c);
  }
  if (op === "s") return value.slice(0, a).concat(c, value.slice(a + b));
  throw new Error(`unknown delta operation ${op}`);
}

/**
 * The view this browser holds, from the synced `keyframe` (a whole view) and each
 * `view_delta` (what changed since revision `base`). A delta that does not follow the view
 * held (a page reloaded, the board shown again) asks Python to send the whole view again.
 */
export function keepView(model) {
  const held = { rev: -1, view: null };
  let asked = false;
  const onKeyframe = () => {
    const key = model.get("keyframe");
    if (!key?.view || key.rev <= held.rev) return;
    held.rev = key.rev;
    held.view = key.view;
    asked = false;
  };
  const onDelta = () => {
    const d = model.get("view_delta");
    if (!d?.delta || d.rev <= held.rev) return;
    if (d.base === held.rev) {
      held.view = applyDelta(held.view, d.delta);
      held.rev = d.rev;
    } else if (!asked) {
      asked = true;
      model.send({ kind: "resend" });
    }
  };
  model.on("change:keyframe", onKeyframe);
  model.on("change:view_delta", onDelta);
  onKeyframe();
  onDelta();
  return {
    get view() { return held.view; },
    stop() {
      model.off("change:keyframe", onKeyframe);
      model.off("change:view_delta", onDelta);
    },
  };
}

/** The seat a board draws as the one at the screen: the seat shown (before a hand-off, the one
 * that was, `screen_seat`), else the player to move. */
export function screenSeat(view) {
  return view.seat ?? view.screen_seat ?? view.current_player;
}

/** The view as a board draws it: the `view` trait with the `static` trait (sent once) as `static`. */
export function fullView(traits) {
  return traits.view ? { ...traits.view, static: traits.static ?? traits.view.static ?? {} } : null;
}
