// A small helper for building DOM trees without a framework.

export type Child = Node | string | number | null | undefined | false | Child[];

type Handler = (event: never) => void;
export type Props = Record<string, string | number | boolean | null | undefined | Handler>;

/**
 * Creates an element. Props starting with "on" become event listeners ("onclick" → click); `true` sets an empty
 * attribute, `false`/null/undefined leave it out; "class" and everything else are attributes.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K, props?: Props | null, ...children: Child[]): HTMLElementTagNameMap[K];
export function h(tag: string, props?: Props | null, ...children: Child[]): HTMLElement;
export function h(tag: string, props: Props | null = null, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  if (props) {
    for (const [name, value] of Object.entries(props)) {
      if (value === undefined || value === null || value === false) continue;
      if (name.startsWith('on') && typeof value === 'function') {
        element.addEventListener(name.slice(2), value as EventListener);
      } else if (value === true) {
        element.setAttribute(name, '');
      } else {
        element.setAttribute(name, String(value));
      }
    }
  }
  append(element, children);
  return element;
}

export function append(parent: Node, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(parent, child);
    else parent.appendChild(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Replaces every child of `parent`. */
export function replaceChildren(parent: Element, ...children: Child[]): void {
  parent.textContent = '';
  append(parent, children);
}

let uniqueCounter = 0;

/** An id unique in the page, for label/aria references. */
export function uniqueId(prefix: string): string {
  uniqueCounter += 1;
  return `${prefix}-${uniqueCounter}`;
}
