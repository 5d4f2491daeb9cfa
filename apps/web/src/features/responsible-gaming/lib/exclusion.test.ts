import { describe, expect, it } from 'vitest';
import { exclusionEndsAt, isExclusionRequest } from './exclusion';

describe('isExclusionRequest', () => {
  it('takes time-outs of 1 to 42 days and self-exclusions of 6 to 60 months or for good', () => {
    expect(isExclusionRequest({ kind: 'timeout', days: 1 })).toBe(true);
    expect(isExclusionRequest({ kind: 'timeout', days: 42 })).toBe(true);
    expect(isExclusionRequest({ kind: 'timeout', days: 43 })).toBe(false);
    expect(isExclusionRequest({ kind: 'self_exclusion', months: 6 })).toBe(true);
    expect(isExclusionRequest({ kind: 'self_exclusion', months: null })).toBe(true);
    expect(isExclusionRequest({ kind: 'self_exclusion', months: 5 })).toBe(false);
    expect(isExclusionRequest({ kind: 'break' })).toBe(false);
    expect(isExclusionRequest(null)).toBe(false);
  });
});

describe('exclusionEndsAt', () => {
  const now = Date.UTC(2026, 4, 12, 14, 30);
  it('ends a time-out whole days later and a self-exclusion calendar months later', () => {
    expect(exclusionEndsAt({ kind: 'timeout', days: 7 }, now)).toBe(Date.UTC(2026, 4, 19, 14, 30) / 1000);
    expect(exclusionEndsAt({ kind: 'self_exclusion', months: 12 }, now)).toBe(Date.UTC(2027, 4, 12, 14, 30) / 1000);
    expect(exclusionEndsAt({ kind: 'self_exclusion', months: null }, now)).toBeNull();
  });
});
