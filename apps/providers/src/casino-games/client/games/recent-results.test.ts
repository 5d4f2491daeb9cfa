// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '../studio-types.js';
import { recentResults, type ShownResult } from './recent-results.js';

const round = (index: number, view: unknown): HistoryItem =>
  ({ id: `r${index}`, stake: 100, win: 0, at: index, status: 'settled', free: false, view }) as HistoryItem;

const readRoll = (view: unknown): ShownResult | null => {
  const roll = (view as { roll?: unknown; won: boolean } | null)?.roll;
  return typeof roll === 'number' ? { won: (view as { won: boolean }).won, text: String(roll) } : null;
};

const shown = (strip: HTMLOListElement) =>
  [...strip.children].map((pocket) => `${pocket.textContent}:${pocket.classList.contains('n-win') ? 'won' : 'lost'}`);

describe('recentResults', () => {
  it('shows the listed rounds it can read, newest first as listed, twelve at the most', () => {
    const history = [
      round(0, null),
      ...Array.from({ length: 14 }, (_, i) => round(i + 1, { roll: i, won: i % 2 === 0 })),
    ];
    const { element } = recentResults(history, readRoll);
    expect(shown(element)).toEqual(Array.from({ length: 11 }, (_, i) => `${i}:${i % 2 === 0 ? 'won' : 'lost'}`));
  });

  it('puts each new result in front and lets the oldest go past twelve', () => {
    const strip = recentResults(
      Array.from({ length: 12 }, (_, i) => round(i, { roll: i, won: false })),
      readRoll,
    );
    strip.add({ won: true, text: '99' });
    expect(shown(strip.element)).toHaveLength(12);
    expect(shown(strip.element)[0]).toBe('99:won');
    expect(shown(strip.element).at(-1)).toBe('10:lost');
  });
});
