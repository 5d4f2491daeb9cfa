/** The table page's element builder: every element is made with it, never from HTML strings. */

type Child = Node | string | null | undefined | false;
type Attrs = Readonly<Record<string, string | number | boolean | null | undefined>>;

function apply(element: Element, attrs: Attrs, children: readonly Child[]): void {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === 'text') element.textContent = String(value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child !== null && child !== undefined && child !== false) element.append(child);
  }
}

/** An HTML element: `h('p', { class: 'note', text: 'Hello' })`. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  apply(element, attrs, children);
  return element;
}

const SVG = 'http://www.w3.org/2000/svg';

/** An SVG element with presentation attributes (the page's policy refuses style attributes). */
export function s<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, tag);
  apply(element, attrs, children);
  return element;
}

/** A real button (type="button") with an optional click handler. */
export function button(content: string | Node, attrs: Attrs = {}, onClick?: () => void): HTMLButtonElement {
  const element = h('button', { type: 'button', ...attrs }, content);
  if (onClick) element.addEventListener('click', onClick);
  return element;
}

/** Whether the player asked for less motion: animations then jump to their end. */
export function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Sets a CSS custom property through the CSSOM (allowed by a policy without 'unsafe-inline'). */
export function setVar(element: HTMLElement | SVGElement, name: string, value: string | number): void {
  element.style.setProperty(name, String(value));
}

/** Restarts a CSS animation class on an element (removing and adding it in the next frame). */
export function replay(element: Element, className: string): void {
  element.classList.remove(className);
  void (element as HTMLElement).offsetWidth;
  element.classList.add(className);
}
