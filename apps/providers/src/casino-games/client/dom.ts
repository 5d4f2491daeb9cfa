/** The game pages' own helpers beside the studios' element builder (shared/client/dom.ts). */
import { prefersReducedMotion } from '../../shared/client/dom.js';

export { button, h, prefersReducedMotion, s } from '../../shared/client/dom.js';

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

/** Sets an element's text only when it changes, so a live region does not read the same words again. */
export function setText(element: Element, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}
