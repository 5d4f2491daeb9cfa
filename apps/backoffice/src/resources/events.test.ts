import { describe, expect, it } from 'vitest';
import { oddsText } from './events';

describe('odds on the trading desk', () => {
  it('writes thousandths as players see them, two decimals cut, never rounded', () => {
    expect(oddsText(2100)).toBe('2.10');
    expect(oddsText(1000)).toBe('1.00');
    expect(oddsText(1_999)).toBe('1.99');
    expect(oddsText(501_000)).toBe('501.00');
  });
});
