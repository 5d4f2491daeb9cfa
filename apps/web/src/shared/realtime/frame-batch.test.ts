import { describe, expect, it } from 'vitest';
import { createFrameBatch } from './frame-batch';

/** Frames that come only when the test says so. */
function manualFrames() {
  const pending = new Set<() => void>();
  return {
    scheduler: {
      request(run: () => void) {
        pending.add(run);
        return () => pending.delete(run);
      },
    },
    get requested() {
      return pending.size;
    },
    frame() {
      const runs = [...pending];
      pending.clear();
      for (const run of runs) run();
    },
  };
}

describe('createFrameBatch', () => {
  it('hands over everything pushed between two frames at once, in order', () => {
    const frames = manualFrames();
    const handed: number[][] = [];
    const batch = createFrameBatch<number>((items) => handed.push(items), frames.scheduler);

    batch.push([1, 2]);
    batch.push([3]);
    expect(handed).toEqual([]);
    expect(frames.requested).toBe(1);

    frames.frame();
    expect(handed).toEqual([[1, 2, 3]]);

    batch.push([4]);
    frames.frame();
    expect(handed).toEqual([[1, 2, 3], [4]]);
  });

  it('asks for no frame when nothing is queued', () => {
    const frames = manualFrames();
    const batch = createFrameBatch<number>(() => {}, frames.scheduler);
    batch.push([]);
    expect(frames.requested).toBe(0);
  });

  it('flushes at once on demand and does not hand the same items over again at the frame', () => {
    const frames = manualFrames();
    const handed: number[][] = [];
    const batch = createFrameBatch<number>((items) => handed.push(items), frames.scheduler);

    batch.push([1]);
    batch.flush();
    expect(handed).toEqual([[1]]);
    expect(frames.requested).toBe(0);
    frames.frame();
    expect(handed).toEqual([[1]]);
  });

  it('forgets what is queued when cancelled', () => {
    const frames = manualFrames();
    const handed: number[][] = [];
    const batch = createFrameBatch<number>((items) => handed.push(items), frames.scheduler);

    batch.push([1, 2]);
    batch.cancel();
    frames.frame();
    batch.push([3]);
    frames.frame();
    expect(handed).toEqual([[3]]);
  });
});
