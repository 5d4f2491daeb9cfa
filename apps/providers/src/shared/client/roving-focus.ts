/**
 * One tab stop for a board of many buttons (a roulette table has over 150 bets), shared by the
 * studios' pages: Tab enters on the last button used, the arrow keys move to the nearest visible
 * button in their direction as the board is drawn (so the same keys work on a wide and an upright
 * table), Home and End go to the first and last.
 */

export interface Point {
  x: number;
  y: number;
}

export type Direction = 'left' | 'right' | 'up' | 'down';

const KEYS: Readonly<Record<string, Direction>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/** The index of the point nearest `from` in a direction (distance across it counts double), or -1. */
export function nearestIndex(points: readonly (Point | null)[], from: Point, direction: Direction): number {
  let best = -1;
  let bestScore = Number.POSITIVE_INFINITY;
  points.forEach((point, index) => {
    if (!point) return;
    const dx = point.x - from.x;
    const dy = point.y - from.y;
    const along = direction === 'left' ? -dx : direction === 'right' ? dx : direction === 'up' ? -dy : dy;
    const across = direction === 'left' || direction === 'right' ? Math.abs(dy) : Math.abs(dx);
    if (along < 1) return;
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = index;
    }
  });
  return best;
}

/** A button's centre, or null when it is not drawn (hidden on this screen). */
function centre(element: Element): Point | null {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return null;
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

/** Makes `buttons` inside `board` one tab stop, starting on `initial`. */
export function rovingFocus(board: HTMLElement, buttons: readonly HTMLButtonElement[], initial = buttons[0]): void {
  let current = initial;
  const settle = (next: HTMLButtonElement) => {
    current = next;
    for (const item of buttons) item.tabIndex = item === next ? 0 : -1;
  };
  if (current) settle(current);
  board.addEventListener('focusin', (event) => {
    const target = event.target;
    if (target instanceof HTMLButtonElement && buttons.includes(target)) settle(target);
  });
  board.addEventListener('keydown', (event) => {
    if (!current || event.altKey || event.ctrlKey || event.metaKey) return;
    let next: HTMLButtonElement | undefined;
    if (event.key === 'Home') next = buttons[0];
    else if (event.key === 'End') next = buttons[buttons.length - 1];
    else {
      const direction = KEYS[event.key];
      const from = centre(current);
      if (!direction || !from) return;
      next = buttons[nearestIndex(buttons.map(centre), from, direction)];
    }
    event.preventDefault();
    next?.focus();
  });
}
