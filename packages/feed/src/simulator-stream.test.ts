import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FeedMessage } from './messages.js';
import { createSimulator } from './simulator.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

/**
 * Drives a simulator the way a feed consumer does (a snapshot, then tick after tick, now and then the
 * same window again after a failed delivery), then goes back to an older window and an older
 * snapshot, and digests every message said. The digests of the feed were recorded from the simulator
 * as it stood when its memory use was cut: the feed it says must never change for a seed and speed.
 * The tracker's incidents came later and are digested apart: adding them changed nothing else.
 */
function streamDigest(seed: number, speed: number, tickMs: number, windowMs: number): [string, string] {
  const simulator = createSimulator({ seed, speed });
  const hash = createHash('sha256');
  const incidentHash = createHash('sha256');
  let count = 0;
  let incidents = 0;
  const add = (messages: FeedMessage[]) => {
    for (const message of messages) {
      if (message.type === 'match_incidents') {
        incidents += 1;
        incidentHash.update(JSON.stringify(message));
      } else {
        count += 1;
        hash.update(JSON.stringify(message));
      }
    }
    hash.update('|');
    incidentHash.update('|');
  };
  add(simulator.snapshotAt(T0));
  for (let at = T0, tick = 0; at < T0 + windowMs; at += tickMs, tick += 1) {
    add(simulator.messagesBetween(at, at + tickMs));
    if (tick % 20 === 0) add(simulator.messagesBetween(at, at + tickMs));
  }
  add(simulator.messagesBetween(T0 + windowMs / 3, T0 + windowMs / 2));
  add(simulator.snapshotAt(T0 + windowMs / 4));
  add(simulator.snapshotAt(T0 + windowMs));
  add(simulator.messagesBetween(T0 + windowMs, T0 + windowMs + 10 * tickMs));
  return [`${count} ${hash.digest('hex')}`, `${incidents} ${incidentHash.digest('hex')}`];
}

describe('the simulator feed stream', () => {
  it('says exactly the recorded messages for a seed and speed', () => {
    expect(streamDigest(11, 1, 60_000, 3 * HOUR)).toEqual([
      '15208 a104044ad9aa24e8eaab0aedfb608f857e4554a4bbc5d8f92d5cfac10a189388',
      '8723 6357bc0968272b0032ef94e3e1b3a0d1b234f0deeb2571fb92e9c2369a5446ff',
    ]);
    expect(streamDigest(12, 30, 5_000, 40 * MINUTE)).toEqual([
      '81837 18f1d8875efb16063ccf790b23b674b392b8aa7a1c58392363cfac1d05ee2aec',
      '56493 4dbda5558bb027b7e9b8adfa752e1dd8beb3428766f25984f98def8906ce7aba',
    ]);
  }, 120_000);

  it('answers an older window and an older snapshot the same after the feed moved on', () => {
    const simulator = createSimulator({ seed: 4, speed: 30 });
    simulator.snapshotAt(T0);
    for (let at = T0; at < T0 + 20 * MINUTE; at += 10_000) simulator.messagesBetween(at, at + 10_000);
    const fresh = createSimulator({ seed: 4, speed: 30 });
    const older: [number, number] = [T0 + 5 * MINUTE, T0 + 9 * MINUTE];
    const messages = simulator.messagesBetween(...older);
    expect(messages.some((message) => message.type === 'odds_change')).toBe(true);
    expect(messages.some((message) => message.type === 'bet_settlement')).toBe(true);
    expect(messages).toEqual(fresh.messagesBetween(...older));
    expect(simulator.snapshotAt(T0 + 7 * MINUTE)).toEqual(fresh.snapshotAt(T0 + 7 * MINUTE));
  }, 60_000);
});
