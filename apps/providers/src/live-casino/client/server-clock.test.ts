import { describe, expect, it } from 'vitest';
import { ServerClock, secondsLeft } from './server-clock.js';

describe('ServerClock', () => {
  it('counts down to a phase end on the studio’s clock when the page’s clock is behind', () => {
    let local = 1_000_000;
    const clock = new ServerClock(() => local);
    // The studio is 5 s ahead of the page.
    clock.sync(local + 5_000);
    const endsAt = local + 5_000 + 12_000;
    expect(clock.remaining(endsAt)).toBe(12_000);
    local += 2_500;
    expect(clock.remaining(endsAt)).toBe(9_500);
  });

  it('counts down correctly when the page’s clock is ahead', () => {
    const local = 2_000_000;
    const clock = new ServerClock(() => local);
    clock.sync(local - 30_000);
    expect(clock.remaining(local - 30_000 + 8_000)).toBe(8_000);
    expect(clock.offset).toBe(-30_000);
  });

  it('keeps the sample that travelled fastest: a late frame does not pull the clock back', () => {
    let local = 0;
    const clock = new ServerClock(() => local);
    clock.sync(10_000); // arrived at once: offset 10 s
    local = 1_000;
    clock.sync(10_400); // sent at 10.4 s, arrived 600 ms late
    expect(clock.offset).toBe(10_000);
    expect(clock.now()).toBe(11_000);
  });

  it('forgets old samples, so a changed page clock is followed', () => {
    let local = 0;
    const clock = new ServerClock(() => local);
    clock.sync(50_000);
    for (let i = 1; i <= 8; i++) {
      local = i * 1000;
      clock.sync(local + 1_000);
    }
    expect(clock.offset).toBe(1_000);
  });

  it('never counts below zero and has nothing left without an end', () => {
    const clock = new ServerClock(() => 5_000);
    expect(clock.remaining(4_000)).toBe(0);
    expect(clock.remaining(null)).toBe(0);
  });
});

describe('secondsLeft', () => {
  it('rounds up to whole seconds', () => {
    expect(secondsLeft(12_000)).toBe(12);
    expect(secondsLeft(11_001)).toBe(12);
    expect(secondsLeft(1)).toBe(1);
    expect(secondsLeft(0)).toBe(0);
    expect(secondsLeft(-50)).toBe(0);
  });
});
