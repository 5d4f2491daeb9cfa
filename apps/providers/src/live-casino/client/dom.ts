/** The table page's own helpers beside the studios' element builder (shared/client/dom.ts). */
export { button, h, prefersReducedMotion, s } from '../../shared/client/dom.js';

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
