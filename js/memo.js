// memo.js: the parts of a board kept from one redraw to the next while what they show is the same.

import { drawnTargets } from "./pieces.js";

/**
 * A part of a board: the tree `build()` made at the last redraw under `key` if nothing it
 * shows has changed since, else a new one. `deps` are what `build` reads besides the choices,
 * compared with ===: view parts keep their identity while they do not change (applyDelta
 * copies only what a delta touches), numbers and strings compare by value. The choices are
 * compared for every piece the part drew, so a part whose pieces gained or lost a choice is
 * built again; a part that draws a piece only when it has a choice must name those choices
 * in `deps` (choiceKey). patch() skips a part it drew last time: an unchanged part costs
 * neither building nor patching. `build` may return a tree or `{tree, ...sizes}`.
 */
export function memo(ctx, key, deps, build) {
  const memory = ctx.memory;
  if (!memory) return build();
  const outer = memory.building; // the part being built around this one, if any
  const last = memory.last.get(key);
  let part;
  if (last && last.deps.length === deps.length && last.deps.every((d, i) => d === deps[i])
      && last.picks === picksOf(ctx, last.tree)) {
    part = last;
    keep(memory, key, part);
  } else {
    part = { deps, tree: null, picks: "", inner: [] };
    memory.building = part;
    try {
      part.tree = build();
    } finally {
      memory.building = outer;
    }
    part.picks = picksOf(ctx, part.tree);
    memory.now.set(key, part);
  }
  outer?.inner.push([key, part]);
  return part.tree;
}

/** A part's tree: itself, or the `tree` of a `{tree, ...sizes}`. */
const treeOf = (part) => (part && !part.tag && part.tree ? part.tree : part);

// A kept part keeps the parts inside it for the next redraw too.
function keep(memory, key, part) {
  memory.now.set(key, part);
  for (const [k, p] of part.inner) keep(memory, k, p);
}

/** What memo() keeps between redraws: the parts of the last one (`last`) and of this one; and
 * `kept`, what a board chooses to draw as it drew it last (magna_roma_city.js: cityWindow). */
export function newMemory() {
  return { last: new Map(), now: new Map(), building: null, kept: new Map() };
}

/** The tree `build()` draws, remembering its memo() parts for the next redraw: parts not
 * drawn this time are forgotten. */
export function remembering(memory, build) {
  memory.now = new Map();
  const tree = build();
  memory.last = memory.now;
  return tree;
}

/** The choices of the pieces drawn in `tree`, as one string (what memo compares). */
function picksOf(ctx, tree) {
  let out = "";
  for (const target of drawnTargets(treeOf(tree)).keys()) out += `${target}=${choiceKey(ctx, target)};`;
  return out;
}

/** The choices for one target, as a string to compare (memoised for one redraw). */
export function choiceKey(ctx, target) {
  let key = ctx.picks.get(target);
  if (key == null) {
    const list = ctx.byTarget.get(target);
    key = list ? JSON.stringify(list) : "";
    ctx.picks.set(target, key);
  }
  return key;
}
