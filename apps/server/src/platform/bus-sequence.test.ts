import { describe, expect, it } from 'vitest';
import { SequenceTracker } from './bus-sequence.js';

describe('SequenceTracker', () => {
  it('takes the first message of a publisher as the baseline', () => {
    expect(new SequenceTracker().observe('a', 57)).toBe(false);
  });

  it('sees no gap while the numbers follow each other', () => {
    const tracker = new SequenceTracker();
    expect([1, 2, 3, 4].map((n) => tracker.observe('a', n))).toEqual([false, false, false, false]);
  });

  it('reports a missed message', () => {
    const tracker = new SequenceTracker();
    tracker.observe('a', 1);
    expect(tracker.observe('a', 3)).toBe(true);
    expect(tracker.observe('a', 4)).toBe(false);
  });

  it('reports a number going back (a repeat or a reordering)', () => {
    const tracker = new SequenceTracker();
    tracker.observe('a', 5);
    expect(tracker.observe('a', 5)).toBe(true);
  });

  it('counts each publisher apart', () => {
    const tracker = new SequenceTracker();
    tracker.observe('a', 1);
    tracker.observe('b', 10);
    expect(tracker.observe('a', 2)).toBe(false);
    expect(tracker.observe('b', 11)).toBe(false);
    expect(tracker.observe('b', 13)).toBe(true);
  });

  it('starts again from a baseline after a reset', () => {
    const tracker = new SequenceTracker();
    tracker.observe('a', 1);
    tracker.reset();
    expect(tracker.observe('a', 9)).toBe(false);
  });
});
