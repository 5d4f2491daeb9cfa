import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedMessage } from './messages.js';
import { createSimulator } from './simulator.js';
import { SimulatorSource } from './simulator-source.js';

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);
const options = { seed: 17, speed: 10 } as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('SimulatorSource', () => {
  it('delivers the state at start, then every tick the messages since the previous one', async () => {
    vi.useFakeTimers();
    let now = T0;
    const batches: FeedMessage[][] = [];
    const source = new SimulatorSource({ ...options, tickMs: 1000, now: () => now });
    await source.start(async (messages) => {
      batches.push(messages);
    });
    const simulator = createSimulator(options);
    expect(batches).toEqual([simulator.snapshotAt(T0)]);
    for (let tick = 1; tick <= 5; tick += 1) {
      now = T0 + tick * 1000;
      await vi.advanceTimersByTimeAsync(1000);
    }
    await source.stop();
    const delivered = batches.slice(1).flat();
    expect(delivered).toEqual(simulator.messagesBetween(T0, T0 + 5000));
    expect(delivered.length).toBeGreaterThan(0);
  }, 60_000);

  it('resumes after a restart with the messages it missed', async () => {
    const batches: FeedMessage[][] = [];
    const resumeFromMs = T0 - 10 * 60_000;
    const source = new SimulatorSource({ ...options, resumeFromMs, now: () => T0 });
    await source.start(async (messages) => {
      batches.push(messages);
    });
    await source.stop();
    const simulator = createSimulator(options);
    expect(batches).toEqual([[...simulator.snapshotAt(resumeFromMs), ...simulator.messagesBetween(resumeFromMs, T0)]]);
  }, 60_000);

  it('starts from a fresh snapshot when the gap is longer than six hours', async () => {
    const batches: FeedMessage[][] = [];
    const source = new SimulatorSource({ ...options, resumeFromMs: T0 - 7 * 3_600_000, now: () => T0 });
    await source.start(async (messages) => {
      batches.push(messages);
    });
    await source.stop();
    expect(batches).toEqual([createSimulator(options).snapshotAt(T0)]);
  }, 60_000);

  it('never overlaps deliveries and waits for the one in flight on stop', async () => {
    vi.useFakeTimers();
    let now = T0;
    let active = 0;
    let most = 0;
    let finished = 0;
    let calls = 0;
    const source = new SimulatorSource({ ...options, tickMs: 100, now: () => now });
    await source.start(async () => {
      calls += 1;
      if (calls === 1) return;
      active += 1;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 350));
      active -= 1;
      finished += 1;
    });
    for (let step = 0; step < 20; step += 1) {
      now += 1000;
      await vi.advanceTimersByTimeAsync(100);
    }
    const stopping = source.stop();
    await vi.advanceTimersByTimeAsync(400);
    await stopping;
    expect(calls).toBeGreaterThan(3);
    expect(most).toBe(1);
    expect(active).toBe(0);
    const afterStop = finished;
    await vi.advanceTimersByTimeAsync(2000);
    expect(finished).toBe(afterStop);
  }, 60_000);

  it('delivers a failed window again on the next tick', async () => {
    vi.useFakeTimers();
    let now = T0;
    let calls = 0;
    const errors: unknown[] = [];
    const delivered: FeedMessage[] = [];
    const source = new SimulatorSource({
      ...options,
      tickMs: 1000,
      now: () => now,
      onError: (error) => errors.push(error),
    });
    await source.start(async (messages) => {
      calls += 1;
      if (calls === 2) throw new Error('database unavailable');
      if (calls > 1) delivered.push(...messages);
    });
    now = T0 + 30_000;
    await vi.advanceTimersByTimeAsync(1000);
    now = T0 + 60_000;
    await vi.advanceTimersByTimeAsync(1000);
    await source.stop();
    expect(errors).toHaveLength(1);
    expect(delivered).toEqual(createSimulator(options).messagesBetween(T0, T0 + 60_000));
  }, 60_000);

  it('refuses a second start and a tick shorter than 10 ms', async () => {
    expect(() => new SimulatorSource({ ...options, tickMs: 1 })).toThrow(/tickMs/);
    const source = new SimulatorSource({ ...options, now: () => T0 });
    await source.start(async () => {});
    await expect(source.start(async () => {})).rejects.toThrow(/already started/);
    await source.stop();
  }, 60_000);
});
