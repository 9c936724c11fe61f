// A tiny fake DOM: just enough of the browser for js/ (the frame and the boards) to mount,
// for events to bubble, and for tests to look things up. No npm packages.

export const HTML_NS = "http://www.w3.org/1999/xhtml";

class FakeText {
  constructor(doc, data) {
    this.ownerDocument = doc;
    this.nodeType = 3;
    this.data = data;
    this.parentNode = null;
  }
  get textContent() {
    return this.data;
  }
}

class EventTargetLike {
  constructor() {
    this.listeners = {};
  }
  addEventListener(type, fn, capture = false) {
    (this.listeners[capture === true || capture?.capture ? `${type}:capture` : type] ??= []).push(fn);
  }
  removeEventListener(type, fn, capture = false) {
    const key = capture === true || capture?.capture ? `${type}:capture` : type;
    this.listeners[key] = (this.listeners[key] || []).filter((f) => f !== fn);
  }
  listenerCount(type) {
    return (this.listeners[type] || []).length + (this.listeners[`${type}:capture`] || []).length;
  }
  /** Call the capturing listeners of this node's ancestors, outermost first, then this node's
   * listeners and its ancestors' (bubbling), until one stops it. */
  dispatchEvent(ev) {
    ev.target ??= this;
    const path = [];
    for (let node = this; node; node = node.parentNode) path.push(node);
    for (const node of path.reverse()) {
      if (ev.stopped) break;
      ev.currentTarget = node;
      for (const fn of node.listeners[`${ev.type}:capture`] || []) fn(ev);
    }
    for (let node = this; node && !ev.stopped; node = node.parentNode) {
      ev.currentTarget = node;
      for (const fn of node.listeners[ev.type] || []) fn(ev);
    }
    return !ev.defaultPrevented;
  }
}

export class FakeElement extends EventTargetLike {
  constructor(doc, tagName, namespaceURI) {
    super();
    this.ownerDocument = doc;
    this.namespaceURI = namespaceURI;
    // Like the browser: HTML tag names read upper case, SVG ones as written.
    this.tagName = namespaceURI === HTML_NS ? tagName.toUpperCase() : tagName;
    this.localName = tagName;
    this.attributes = new Map();
    this.childNodes = [];
    this.parentNode = null;
    this.nodeType = 1;
  }
  get children() {
    return this.childNodes.filter((n) => n.nodeType === 1);
  }
  get parentElement() {
    return this.parentNode?.nodeType === 1 ? this.parentNode : null;
  }
  /** closest() for a single class selector (".name"), all the board code asks for. */
  closest(selector) {
    const name = selector.replace(/^\./, "");
    for (let node = this; node; node = node.parentElement) {
      if ((node.getAttribute?.("class") || "").split(/\s+/).includes(name)) return node;
    }
    return null;
  }
  setAttribute(name, value) {
    this.attributes.set(name, String(value));
  }
  removeAttribute(name) {
    this.attributes.delete(name);
  }
  getAttribute(name) {
    return this.attributes.has(name) ? this.attributes.get(name) : null;
  }
  hasAttribute(name) {
    return this.attributes.has(name);
  }
  appendChild(node) {
    node.parentNode?.childNodes.splice(node.parentNode.childNodes.indexOf(node), 1);
    node.parentNode = this;
    this.childNodes.push(node);
    return node;
  }
  remove() {
    this.parentNode?.childNodes.splice(this.parentNode.childNodes.indexOf(this), 1);
    this.parentNode = null;
  }
  get lastChild() {
    return this.childNodes[this.childNodes.length - 1] ?? null;
  }
  removeChild(node) {
    this.childNodes.splice(this.childNodes.indexOf(node), 1);
    node.parentNode = null;
    return node;
  }
  insertBefore(node, ref) {
    node.parentNode?.removeChild(node);
    this.childNodes.splice(this.childNodes.indexOf(ref), 0, node);
    node.parentNode = this;
    return node;
  }
  replaceChild(node, old) {
    node.parentNode?.removeChild(node);
    this.childNodes[this.childNodes.indexOf(old)] = node;
    node.parentNode = this;
    old.parentNode = null;
    return old;
  }
  replaceChildren(...nodes) {
    for (const n of this.childNodes) n.parentNode = null;
    this.childNodes = [];
    nodes.forEach((n) => this.appendChild(n));
  }
  get textContent() {
    return this.childNodes.map((n) => n.textContent).join("");
  }
  set textContent(value) {
    this.replaceChildren(new FakeText(this.ownerDocument, String(value)));
  }
  contains(node) {
    for (let n = node; n; n = n.parentNode) if (n === this) return true;
    return false;
  }
  /** Like the browser: only an element that can take focus takes it (else nothing happens),
   * and one that takes it hears "focus" (which does not bubble). */
  focus() {
    if (!canFocus(this) || this.ownerDocument.focused === this) return;
    this.ownerDocument.focused = this;
    const ev = { type: "focus", target: this, currentTarget: this };
    for (const fn of this.listeners.focus || []) fn(ev);
  }
  blur() {
    if (this.ownerDocument.focused === this) this.ownerDocument.focused = null;
  }
  /** Elements below this one, depth first. */
  *descendants() {
    for (const c of this.children) {
      yield c;
      yield* c.descendants();
    }
  }
  querySelectorAll(selector) {
    return [...this.descendants()].filter((el) => matches(el, selector));
  }
  querySelector(selector) {
    return this.querySelectorAll(selector)[0] ?? null;
  }
}

/** A button that is not disabled, a form field, a summary, a link, or any element with a tabindex. */
function canFocus(el) {
  if (el.hasAttribute("tabindex")) return true;
  if (["button", "input", "select", "textarea"].includes(el.localName)) return !el.hasAttribute("disabled");
  return el.localName === "summary" || (el.localName === "a" && el.hasAttribute("href"));
}

/** A list of selectors ("a, b"), each simple selectors joined by spaces (descendants). */
function matches(el, selector) {
  return selector.split(/,(?![^[]*\])/).some((alternative) => { // not a comma inside [attr="a,b"]
    const steps = alternative.trim().split(/\s+(?![^[]*\])/);
    if (!matchesSimple(el, steps.at(-1))) return false;
    let node = el.parentNode;
    for (let i = steps.length - 2; i >= 0; i--) {
      while (node?.getAttribute && !matchesSimple(node, steps[i])) node = node.parentNode;
      if (!node?.getAttribute) return false;
      node = node.parentNode;
    }
    return true;
  });
}

/** Simple selectors only: tag, .class, [attr] and [attr="value"], combined (no spaces). */
function matchesSimple(el, selector) {
  const parts = selector.match(/\[[^\]]+\]|\.[\w-]+|[\w-]+/g) || [];
  return parts.every((p) => {
    if (p.startsWith(".")) return (el.getAttribute("class") || "").split(/\s+/).includes(p.slice(1));
    if (p.startsWith("[")) {
      const [, name, value] = /^\[([\w-]+)(?:="((?:[^"\\]|\\.)*)")?\]$/.exec(p);
      return value === undefined ? el.hasAttribute(name) : el.getAttribute(name) === value.replace(/\\(.)/g, "$1");
    }
    return el.localName === p;
  });
}

export class FakeDocument extends EventTargetLike {
  constructor() {
    super();
    this.parentNode = null;
    this.focused = null; // the element last given focus
    this.documentElement = this.createElement("html");
    this.head = this.documentElement.appendChild(this.createElement("head"));
    this.body = this.documentElement.appendChild(this.createElement("body"));
    this.documentElement.parentNode = this; // so events bubble up to the document
  }
  /** Like the browser: focus falls to the body when the focused element leaves the page or can no longer take it. */
  get activeElement() {
    const el = this.focused;
    return el && this.documentElement.contains(el) && canFocus(el) ? el : this.body;
  }
  createElement(tag) {
    return new FakeElement(this, tag, HTML_NS);
  }
  createElementNS(ns, tag) {
    return new FakeElement(this, tag, ns);
  }
  createTextNode(data) {
    return new FakeText(this, data);
  }
  getElementById(id) {
    return this.documentElement.querySelector(`[id="${id}"]`);
  }
}

/** Dispatch a bubbling event (click, keydown...) at `target`; returns the event. */
export function dispatch(target, type, props = {}) {
  const ev = {
    type, bubbles: true, defaultPrevented: false, stopped: false, ...props,
    preventDefault() { this.defaultPrevented = true; },
    stopPropagation() { this.stopped = true; },
  };
  target.dispatchEvent(ev);
  return ev;
}
