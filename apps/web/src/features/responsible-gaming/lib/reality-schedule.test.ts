import { describe, expect, it } from 'vitest';
import { nextRealityCheckAt } from './reality-schedule';

const MINUTE = 60_000;
const start = 1_800_000_000;
const startMs = start * 1000;

describe('nextRealityCheckAt', () => {
  it('comes the chosen minutes after the sign-in at first', () => {
    expect(nextRealityCheckAt({ sessionStartedAt: start, minutes: 30, lastCheckAt: null, now: startMs })).toBe(
      startMs + 30 * MINUTE,
    );
    expect(
      nextRealityCheckAt({ sessionStartedAt: start, minutes: 30, lastCheckAt: null, now: startMs + 29 * MINUTE }),
    ).toBe(startMs + 30 * MINUTE);
  });

  it('keeps to the sign-in’s rhythm after a reload, without coming at once', () => {
    expect(
      nextRealityCheckAt({ sessionStartedAt: start, minutes: 30, lastCheckAt: null, now: startMs + 125 * MINUTE }),
    ).toBe(startMs + 150 * MINUTE);
    expect(
      nextRealityCheckAt({ sessionStartedAt: start, minutes: 30, lastCheckAt: null, now: startMs + 60 * MINUTE }),
    ).toBe(startMs + 90 * MINUTE);
  });

  it('comes the chosen minutes after the last check', () => {
    const lastCheckAt = startMs + 41 * MINUTE;
    expect(nextRealityCheckAt({ sessionStartedAt: start, minutes: 30, lastCheckAt, now: startMs + 45 * MINUTE })).toBe(
      lastCheckAt + 30 * MINUTE,
    );
  });

  it('ignores a check from an earlier sign-in', () => {
    expect(
      nextRealityCheckAt({ sessionStartedAt: start, minutes: 15, lastCheckAt: startMs - MINUTE, now: startMs }),
    ).toBe(startMs + 15 * MINUTE);
  });
});
