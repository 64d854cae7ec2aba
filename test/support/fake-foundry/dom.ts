/**
 * A tiny DOM for the adapter's render hooks and the targeting preview (the foundry test project runs in Node, with
 * no DOM). Only what those hooks use, with the browser's semantics: `createElement`, `append`/`after`/`remove`,
 * `querySelector`/`querySelectorAll` and `closest` over compound selectors (`tag.class[attr="value"]`, `#id`), a `<select>` whose
 * `value` is its selected option's, `insertAdjacentHTML("beforeend", …)` parsing well-formed markup into elements,
 * `textContent`, `style`, `addEventListener`/`dispatchEvent` (bubbling), and `CSS.escape`. Installed by `installFakeDom()` in the tests that need it.
 */

const VOID_TAGS = new Set(["br", "hr", "img", "input", "meta", "link"]);
const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
const decode = (text: string): string => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e] ?? "");

/** One compound selector: an optional tag, classes, `[attr="value"]` tests and an `#id`. */
interface Compound {
  readonly tag?: string;
  readonly classes: readonly string[];
  readonly attrs: readonly (readonly [string, string])[];
}

function parseSelector(selector: string): Compound {
  const attrs = [...selector.matchAll(/\[([\w-]+)="((?:[^"\\]|\\.)*)"\]/g)].map(
    (m) => [m[1] ?? "", (m[2] ?? "").replace(/\\(.)/g, "$1")] as const,
  );
  // Tag, classes and id are read outside the attribute tests (a value may hold dots: `[name="flags.fray.cover"]`).
  const bare = selector.replace(/\[[^\]]*\]/g, "");
  const tag = /^[a-z][\w-]*/i.exec(bare)?.[0].toLowerCase();
  const classes = [...bare.matchAll(/\.([\w-]+)/g)].map((m) => m[1] ?? "");
  const id = /#([\w-]+)/.exec(bare)?.[1];
  return { ...(tag ? { tag } : {}), classes, attrs: id ? [...attrs, ["id", id] as const] : attrs };
}

export class FakeElement {
  readonly tagName: string;
  readonly children: FakeElement[] = [];
  parentElement: FakeElement | null = null;
  readonly style: Record<string, string> = {};
  readonly attributes = new Map<string, string>();
  selected = false;
  #text = "";

  constructor(tag: string) {
    this.tagName = tag.toUpperCase();
  }

  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }

  get id(): string {
    return this.getAttribute("id") ?? "";
  }
  set id(v: string) {
    this.setAttribute("id", v);
  }
  get className(): string {
    return this.getAttribute("class") ?? "";
  }
  set className(v: string) {
    this.setAttribute("class", v);
  }
  get name(): string {
    return this.getAttribute("name") ?? "";
  }
  set name(v: string) {
    this.setAttribute("name", v);
  }
  get htmlFor(): string {
    return this.getAttribute("for") ?? "";
  }
  set htmlFor(v: string) {
    this.setAttribute("for", v);
  }
  get classList(): readonly string[] {
    return this.className.split(/\s+/).filter(Boolean);
  }

  /** A select's value is its selected option's (the first option when none is selected), as in a browser. */
  get value(): string {
    if (this.tagName !== "SELECT") return this.getAttribute("value") ?? "";
    const options = this.querySelectorAll("option");
    return (options.find((o) => o.selected) ?? options[0])?.value ?? "";
  }
  set value(v: string) {
    if (this.tagName !== "SELECT") this.setAttribute("value", v);
    else for (const o of this.querySelectorAll("option")) o.selected = o.value === v;
  }

  get textContent(): string {
    return this.#text + this.children.map((c) => c.textContent).join("");
  }
  set textContent(v: string) {
    this.children.length = 0;
    this.#text = v;
  }

  get lastElementChild(): FakeElement | null {
    return this.children.at(-1) ?? null;
  }

  append(...nodes: FakeElement[]): void {
    for (const node of nodes) {
      node.remove();
      node.parentElement = this;
      this.children.push(node);
    }
  }

  /** Inserts `node` as this element's next sibling. */
  after(node: FakeElement): void {
    const parent = this.parentElement;
    if (!parent) return;
    node.remove();
    node.parentElement = parent;
    parent.children.splice(parent.children.indexOf(this) + 1, 0, node);
  }

  remove(): void {
    const parent = this.parentElement;
    if (parent) parent.children.splice(parent.children.indexOf(this), 1);
    this.parentElement = null;
  }

  matches(selector: string): boolean {
    const c = parseSelector(selector);
    if (c.tag && c.tag.toUpperCase() !== this.tagName) return false;
    if (!c.classes.every((k) => this.classList.includes(k))) return false;
    return c.attrs.every(([k, v]) => this.getAttribute(k) === v);
  }

  closest(selector: string): FakeElement | null {
    return this.matches(selector) ? this : (this.parentElement?.closest(selector) ?? null);
  }

  querySelectorAll(selector: string): FakeElement[] {
    return this.children.flatMap((c) => [...(c.matches(selector) ? [c] : []), ...c.querySelectorAll(selector)]);
  }

  querySelector(selector: string): FakeElement | null {
    return this.querySelectorAll(selector)[0] ?? null;
  }

  readonly #listeners = new Map<string, ((event: { type: string; target: FakeElement }) => void)[]>();

  /** `EventTarget#addEventListener`, without capture or options: listeners run in the order they were added. */
  addEventListener(type: string, listener: (event: { type: string; target: FakeElement }) => void): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  /** `EventTarget#dispatchEvent` for a bubbling event (`change` bubbles): this element's listeners, then its parents'. */
  dispatchEvent(event: { type: string }): boolean {
    this.#deliver(event.type, this);
    return true;
  }

  #deliver(type: string, target: FakeElement): void {
    for (const listener of this.#listeners.get(type) ?? []) listener({ type, target });
    if (this.parentElement) this.parentElement.#deliver(type, target);
  }

  /** Only "beforeend" (the one position the adapter uses): the markup's elements become the last children. */
  insertAdjacentHTML(_position: "beforeend", html: string): void {
    this.append(...parseHtml(html));
  }
}

/** Well-formed markup (every tag closed, or void) into elements; text becomes its parent's text. */
function parseHtml(html: string): FakeElement[] {
  const root = new FakeElement("template");
  let current = root;
  for (const m of html.matchAll(/<(\/?)([a-z][\w-]*)([^>]*)>|([^<]+)/gi)) {
    const [, closing, tag, attrs, text] = m;
    if (text !== undefined) {
      current.append(textElement(decode(text)));
    } else if (closing) {
      current = current.parentElement ?? root;
    } else if (tag) {
      const el = new FakeElement(tag);
      for (const a of (attrs ?? "").matchAll(/([\w-]+)="([^"]*)"/g)) el.setAttribute(a[1] ?? "", decode(a[2] ?? ""));
      current.append(el);
      if (!VOID_TAGS.has(tag.toLowerCase())) current = el;
    }
  }
  return [...root.children];
}

/** A text node, as an element with text and no tag of its own (enough for `textContent`). */
function textElement(text: string): FakeElement {
  const node = new FakeElement("#text");
  node.textContent = text;
  return node;
}

export class FakeDocument {
  readonly body = new FakeElement("body");
  createElement(tag: string): FakeElement {
    return new FakeElement(tag);
  }
  getElementById(id: string): FakeElement | null {
    return this.body.querySelector(`#${id}`);
  }
  querySelector(selector: string): FakeElement | null {
    return this.body.querySelector(selector);
  }
  querySelectorAll(selector: string): FakeElement[] {
    return this.body.querySelectorAll(selector);
  }
}

/** `CSS.escape` for identifiers: every character outside `[\w-]` is backslash-escaped. */
const CSS_ESCAPE = { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) };

/** Installs a fresh `document` (with an empty body), `HTMLElement` and `CSS` as globals, and returns the document. */
export function installFakeDom(): FakeDocument {
  const doc = new FakeDocument();
  Object.assign(globalThis, { document: doc, HTMLElement: FakeElement, CSS: CSS_ESCAPE });
  return doc;
}

/**
 * What a form's submit sends (Foundry's `FormDataExtended`): every named field's value, by its name, then expanded
 * into the nested update the sheet applies (`"flags.fray.cover": "partial"` → `{ flags: { fray: { cover } } }`).
 */
export function submittedUpdate(form: FakeElement): Record<string, unknown> {
  const update: Record<string, unknown> = {};
  for (const field of form.querySelectorAll("select")) {
    const path = field.name.split(".");
    let node = update;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[path.at(-1) ?? ""] = field.value;
  }
  return update;
}
