import { s } from '../../dom.js';
import { GRADIENTS, SLOT_ART } from './slot-art.js';

/** The id of a symbol's drawing in the page's sprite. */
export const symbolRef = (slot: string, code: string) => `sym-${slot}-${code}`;

/** One hidden SVG holding the gradients and every symbol of a slot, for cells to `<use>`. */
export function buildSprite(slot: string): SVGSVGElement {
  const defs = s('defs');
  for (const gradient of GRADIENTS) {
    const element =
      gradient.kind === 'linear'
        ? s('linearGradient', { id: gradient.id, x1: 0, y1: 0, x2: 0.3, y2: 1 })
        : s('radialGradient', { id: gradient.id, cx: 0.35, cy: 0.3, r: 0.75 });
    for (const [offset, color] of gradient.stops) element.append(s('stop', { offset, 'stop-color': color }));
    defs.append(element);
  }
  for (const [code, shapes] of Object.entries(SLOT_ART[slot] ?? {})) {
    const symbol = s('symbol', { id: symbolRef(slot, code), viewBox: '0 0 100 100' });
    for (const [tag, attrs] of shapes) {
      symbol.append(s(tag as keyof SVGElementTagNameMap, attrs));
    }
    defs.append(symbol);
  }
  return s('svg', { class: 'sprite', width: 0, height: 0, 'aria-hidden': 'true', focusable: 'false' }, defs);
}

/** A drawn symbol with its name for screen readers. */
export function symbolIcon(slot: string, code: string, name: string): SVGSVGElement {
  return s(
    'svg',
    { class: 'symbol', viewBox: '0 0 100 100', role: 'img', 'aria-label': name },
    s('use', { href: `#${symbolRef(slot, code)}` }),
  );
}
