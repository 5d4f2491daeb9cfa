/** A small element builder: the pages make every element with it, never from HTML strings. */

type Child = Node | string | null | undefined | false;
type Attrs = Readonly<Record<string, string | number | boolean | null | undefined>>;

function apply(element: Element, attrs: Attrs, children: readonly Child[]): void {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === 'text') element.textContent = String(value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
}

/** An HTML element: `h('button', { class: 'spin', type: 'button' }, 'Spin')`. */
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

/** An SVG element with presentation attributes (no style attributes: the page's policy refuses them). */
export function s<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, tag);
  apply(element, attrs, children);
  return element;
}

/** A button with its accessible name: the visible text, or `label` when the text is a symbol. */
export function button(text: string | Node, attrs: Attrs = {}, onClick?: (event: MouseEvent) => void) {
  const element = h('button', { type: 'button', ...attrs }, text);
  if (onClick) element.addEventListener('click', onClick);
  return element;
}

/** Whether the player asked for less motion (animations then jump to their end). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Waits `ms` milliseconds (0 under reduced motion). */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, prefersReducedMotion() ? 0 : ms));
}

/** Whether a key press belongs to a control (so a page-wide shortcut leaves it alone). */
export function inControl(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('button, input, select, textarea, a, summary, [role="button"], dialog') !== null
  );
}

/** Runs an animation frame loop for `duration` ms, calling `frame` with progress 0…1. */
export function tween(duration: number, frame: (progress: number) => void): Promise<void> {
  if (prefersReducedMotion() || duration <= 0) {
    frame(1);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / duration);
      frame(progress);
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
