// Helpers to search a virtual tree ({tag, attrs, children}) the way tests read a board.

export function* walk(node) {
  if (Array.isArray(node)) for (const n of node) yield* walk(n);
  else if (node && typeof node === "object") {
    yield node;
    for (const c of node.children) yield* walk(c);
  }
}

export const findAll = (tree, pred) => [...walk(tree)].filter(pred);
export const find = (tree, pred) => findAll(tree, pred)[0];
export const classOf = (node) => (node.attrs.class || "").split(/\s+/);
export const hasClass = (name) => (node) => classOf(node).includes(name);
export const byTarget = (tree, target) => find(tree, (n) => n.attrs["data-target"] === target);
/** The SVGs of a board's main picture, in order (one, or one per part on a narrow board). */
export const mainSvgs = (tree) => find(tree, hasClass("tw-main")).children.filter((n) => n.tag === "svg");
/** An SVG's width in its own units (its viewBox). */
export const svgUnits = (node) => Number(node.attrs.viewBox.split(" ")[2]);

/** Visible text of a subtree, text nodes joined by spaces (SVG lines are separate nodes). */
export function text(node) {
  const parts = [];
  (function collect(n) {
    if (typeof n === "string") parts.push(n);
    else if (Array.isArray(n)) n.forEach(collect);
    else if (n && n.tag !== "title") n.children.forEach(collect);
  })(node);
  return parts.join(" ").replace(/\s+/g, " ");
}

/** The accessible label: aria-label, else the <title> child. */
export function label(node) {
  const title = node.children.find((c) => typeof c === "object" && c.tag === "title");
  return node.attrs["aria-label"] || (title ? title.children.join("") : "");
}
