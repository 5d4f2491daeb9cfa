import { describe, expect, it } from 'vitest';
import { possibleWin } from './possible-win';

describe('possibleWin', () => {
  it('is the stake times the odds for a stake paid from the wallet', () => {
    expect(possibleWin(1_000, 2_300, false)).toBe(2_300);
  });

  it('leaves the stake out for a free bet', () => {
    expect(possibleWin(500, 2_100, true)).toBe(550);
  });

  it('rounds the winnings down to the minor unit before taking the stake off, as the server does', () => {
    // 333 × 1.857 = 618.381 → 618; less the stake 333 → 285.
    expect(possibleWin(333, 1_857, false)).toBe(618);
    expect(possibleWin(333, 1_857, true)).toBe(285);
  });

  it('is nothing without a stake', () => {
    expect(possibleWin(0, 2_500, false)).toBe(0);
    expect(possibleWin(0, 2_500, true)).toBe(0);
  });
});
