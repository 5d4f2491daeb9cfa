import { describe, expect, it } from 'vitest';
import { bearerMatches } from './metrics-exposure.js';

describe('bearerMatches', () => {
  const token = 't'.repeat(32);

  it('takes the exact token after "Bearer "', () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`Bearer ${token} `, token)).toBe(true);
  });

  it('refuses no header, another scheme, a bare token, and any other token, longer or shorter', () => {
    expect(bearerMatches(undefined, token)).toBe(false);
    expect(bearerMatches('', token)).toBe(false);
    expect(bearerMatches('Bearer ', token)).toBe(false);
    expect(bearerMatches(token, token)).toBe(false);
    expect(bearerMatches(`Basic ${token}`, token)).toBe(false);
    expect(bearerMatches(`Bearer ${token}x`, token)).toBe(false);
    expect(bearerMatches(`Bearer ${token.slice(1)}`, token)).toBe(false);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(false);
  });
});
