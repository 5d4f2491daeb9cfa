/**
 * The studios' element builder: their pages make every element with it, never from HTML strings
 * (their policy allows no inline script or style, and text is always set as text).
 */

type Child = Node | string | null | undefined | false;
export type Attrs = Readonly<Record<string, string | number | boolean | null | undefined>>;

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

/** An HTML element: `h('button', { class: 'spin', type: 'button' }, 'Spin')`; `text` sets its text. */
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

/** An SVG element with presentation attributes (no style attributes: the pages' policy refuses them). */
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
export function button(
  content: string | Node,
  attrs: Attrs = {},
  onClick?: (event: MouseEvent) => void,
): HTMLButtonElement {
  const element = h('button', { type: 'button', ...attrs }, content);
  if (onClick) element.addEventListener('click', onClick);
  return element;
}

/** Whether the player asked for less motion: animations then jump to their end. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
