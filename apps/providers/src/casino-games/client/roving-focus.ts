/**
 * One tab stop for a board of many buttons (roulette's betting table has over 150 bets): Tab enters
 * the board on the last button used, the arrow keys move to the nearest button in their direction
 * as the board is drawn (so the same keys work on the wide and the upright table), Home and End go
 * to the first and last.
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

/**
 * The index of the point nearest to `from` in a direction, or -1 when none lies that way. Along the
 * direction counts once, across it twice, so a move keeps to its row or column where it can.
 */
export function nearestIndex(points: readonly Point[], from: Point, direction: Direction): number {
  let best = -1;
  let bestScore = Number.POSITIVE_INFINITY;
  points.forEach((point, index) => {
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

function centre(element: Element): Point {
  const rect = element.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

/** Makes `buttons` (inside `board`) one tab stop, starting on `initial`. */
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
      if (!direction) return;
      const from = centre(current);
      next = buttons[nearestIndex(buttons.map(centre), from, direction)];
    }
    event.preventDefault();
    if (next) next.focus();
  });
}
