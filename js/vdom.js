// vdom.js: the virtual tree. h() builds a plain tree {tag, attrs, children}; mount() turns it
// into DOM and patch() brings that DOM in line with the next tree.

export const SVG_NS = "http://www.w3.org/2000/svg";

/** A virtual node. Children may be nodes, strings, numbers, arrays, or null/false (skipped). */
export function h(tag, attrs, ...children) {
  return { tag, attrs: attrs || {}, children: flatten(children) };
}

function flatten(list, out = []) {
  for (const c of list) {
    if (c == null || c === false || c === true) continue;
    if (Array.isArray(c)) flatten(c, out);
    else out.push(typeof c === "object" ? c : String(c));
  }
  return out;
}

/** The root <svg> of a board: a viewBox so it scales to its container's width. */
export function svg(width, height, attrs, ...children) {
  return h("svg", { viewBox: `0 0 ${width} ${height}`, xmlns: SVG_NS, ...attrs }, ...children);
}

/** Join class names, skipping empty ones. */
export function cls(...names) {
  return names.filter(Boolean).join(" ");
}

/** An SVG <text> at (x, y). */
export function svgText(x, y, content, size = 13, attrs = {}) {
  return h("text", { x, y, "font-size": size, ...attrs }, content);
}
export const bold = { "font-weight": 700 };
export const mid = { "text-anchor": "middle" };
/**
 * Turn a virtual tree into DOM under `parent` and return the new node. Elements inside an
 * <svg> get the SVG namespace (children of <foreignObject> are HTML again); `on<event>`
 * attributes that are functions become event listeners.
 */
export function mount(tree, parent, doc = parent.ownerDocument, ns = svgParent(parent) ? SVG_NS : null) {
  return parent.appendChild(create(tree, doc, ns));
}

function create(tree, doc, ns) {
  if (typeof tree === "string") return doc.createTextNode(tree);
  const here = tree.tag === "svg" ? SVG_NS : ns;
  const el = here ? doc.createElementNS(here, tree.tag) : doc.createElement(tree.tag);
  for (const key in tree.attrs) setAttr(el, key, tree.attrs[key]);
  const inner = tree.tag === "foreignObject" ? null : here;
  for (const child of tree.children) el.appendChild(create(child, doc, inner));
  return el;
}

/**
 * Make `el`, drawn from the tree `old`, show `tree` instead, changing only what differs
 * (children are matched by position), and return the node now in its place. A board redrawn
 * this way costs the browser style and layout work for what changed, not for the whole
 * board: a move changes a few pieces, a menu adds one box.
 */
export function patch(el, old, tree, doc = el.ownerDocument) {
  if (old === tree) return el; // a part of the board remembered by memo(): drawn as it is
  if (typeof tree === "string" || typeof old === "string" || old.tag !== tree.tag || old.key !== tree.key) {
    if (typeof tree === "string" && typeof old === "string") {
      if (tree !== old) el.data = tree;
      return el;
    }
    const fresh = create(tree, doc, svgParent(el.parentNode) ? SVG_NS : null);
    el.parentNode.replaceChild(fresh, el);
    return fresh;
  }
  for (const key in old.attrs) if (!(key in tree.attrs)) setAttr(el, key, null, old.attrs[key]);
  for (const key in tree.attrs) {
    // `open` is also the user's: a fold they toggled follows the tree again at the next redraw.
    if (tree.attrs[key] !== old.attrs[key] || key === "open") setAttr(el, key, tree.attrs[key], old.attrs[key]);
  }
  patchChildren(el, old.children, tree.children, doc);
  return el;
}

/**
 * Same kind of node: both text, or the same tag and key. A node's key is its piece
 * (data-target), else the key given with keyed() (a log line's text, a cell's place), else
 * its first class, which names what it is ("tw-mr-stocks"): a part that appears or goes
 * among its siblings is then inserted or removed, not patched into the next part's place
 * (which would redraw every part after it).
 */
function sameKind(a, b) {
  if (typeof a === "string" || typeof b === "string") return typeof a === typeof b;
  return a?.tag === b?.tag && keyOf(a) === keyOf(b);
}

function keyOf(node) {
  const { "data-target": target, class: names } = node.attrs;
  if (target != null) return target;
  if (node.key != null) return node.key;
  if (!names) return "";
  const all = String(names);
  const space = all.indexOf(" "); // the first class, without splitting the string (a hot path)
  return space < 0 ? all : all.slice(0, space);
}

/** An attribute value that draws no attribute (see setAttr). */
export const unset = (value) => value == null || value === false;

/** `node` matched by `key` among its siblings when redrawn (not drawn: the DOM does not show
 * it); a node in its place with another key is drawn anew, not patched. */
export function keyed(key, node) {
  node.key = String(key);
  return node;
}

const LOOK_AHEAD = 4; // how many nodes may appear or go together and still be matched

/** The first index after `from` (at most LOOK_AHEAD on) where `list` has a node of `node`'s kind. */
function aheadOf(list, from, node) {
  const last = Math.min(list.length - 1, from + LOOK_AHEAD);
  for (let m = from + 1; m <= last; m++) if (sameKind(list[m], node)) return m;
  return -1;
}

// Children are matched in order; nodes that appear or go (a refusal above the status, a
// piece taken off the map) are inserted or removed alone instead of redrawing all after them.
function patchChildren(el, olds, news, doc) {
  const kids = el.childNodes;
  const inner = svgParent(el) ? SVG_NS : null;
  let i = 0; // in olds
  let k = 0; // in kids: the DOM node drawn from olds[i]
  for (let j = 0; j < news.length; j++) {
    if (i < olds.length && !sameKind(olds[i], news[j])) {
      const gone = aheadOf(olds, i, news[j]); // olds[i..gone) went
      const added = aheadOf(news, j, olds[i]); // news[j..added) are new
      if (gone >= 0 && (added < 0 || gone - i <= added - j)) {
        for (; i < gone; i++) el.removeChild(kids[k]);
      } else if (added >= 0) {
        el.insertBefore(create(news[j], doc, inner), kids[k++]);
        continue;
      }
    }
    if (i < olds.length) patch(kids[k], olds[i++], news[j], doc);
    else el.appendChild(create(news[j], doc, inner));
    k++;
  }
  while (kids.length > k) el.removeChild(el.lastChild);
}

/**
 * One attribute of `el` from a tree (`was`: its value in the tree drawn before). An
 * `on<event>` function goes into the element's handler slot: one listener per event type
 * for the element's life, so a redraw swaps functions without touching listeners.
 */
function setAttr(el, key, value, was) {
  if (key.startsWith("on") && (typeof value === "function" || typeof was === "function")) {
    const type = key.slice(2);
    const slots = (el.twHandlers ??= {});
    if (!(type in slots)) el.addEventListener(type, (ev) => slots[type]?.(ev));
    slots[type] = typeof value === "function" ? value : null;
  } else if (unset(value)) {
    if (!unset(was)) el.removeAttribute(key);
  } else {
    el.setAttribute(key, value === true ? "" : String(value));
    if (key === "value" && "value" in el) el.value = String(value); // a slider the user moved keeps its own
  }
}

function svgParent(el) {
  return el.namespaceURI === SVG_NS && el.tagName !== "foreignObject";
}
