import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { cancel, fixture, footballMarkets, odds, settlement } from '../../../test/feed-factory.js';
import { InProcessBus, SUBJECTS } from '../../platform/bus.js';
import type { LeaderElection } from '../../platform/leader.js';
import { runSettlementOnLeader, settlementMatchIds } from './settlement.runner.js';
import type { SettlementService } from './settlement.service.js';

describe('settlementMatchIds', () => {
  it('picks the matches of settlements, cancellations and cancelled fixtures, once each', () => {
    const [a, b, c, d] = [fixture(), fixture(), fixture(), fixture()];
    const ids = settlementMatchIds([
      a,
      odds(a, footballMarkets()),
      settlement(b, [{ id: 1, outcomes: [[11, 'won']] }]),
      settlement(b, [{ id: 6, outcomes: [[61, 'lost']] }]),
      cancel(c, null),
      { ...d, status: 'cancelled' },
      { ...a, status: 'ended' },
    ]);
    expect(ids.sort()).toEqual([b.event_id, c.event_id, d.event_id].sort());
  });

  it('finds nothing to settle in prices and fixture updates', () => {
    const a = fixture();
    expect(settlementMatchIds([a, odds(a, footballMarkets())])).toEqual([]);
  });
});

describe('runSettlementOnLeader', () => {
  const silent = { error: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

  /** A leader that leads at once; `stop` ends the task. */
  function instantLeader() {
    let stopTask: (() => Promise<void>) | null = null;
    const leader = {
      run: (task: () => Promise<() => Promise<void>>) => {
        void task().then((stop) => {
          stopTask = stop;
        });
      },
    } as unknown as LeaderElection;
    return { leader, stop: () => stopTask?.() };
  }

  it('settles the matches of each deciding feed batch, one pass at a time, and goes on after a failed pass', async () => {
    const bus = new InProcessBus();
    const passes: number[][] = [];
    let running = 0;
    let overlapped = false;
    const service = {
      settleMatches: async (ids: number[]) => {
        running += 1;
        overlapped ||= running > 1;
        passes.push(ids);
        await new Promise((r) => setTimeout(r, 5));
        running -= 1;
        if (passes.length === 1) throw new Error('database busy');
        return { examined: 0, settled: 0 };
      },
    } as unknown as SettlementService;
    const { leader, stop } = instantLeader();
    runSettlementOnLeader(leader, bus, service, silent);
    const [a, b] = [fixture(), fixture()];
    bus.publish(SUBJECTS.feed, [settlement(a, [{ id: 1, outcomes: [[11, 'won']] }])]);
    bus.publish(SUBJECTS.feed, [odds(b, footballMarkets())]);
    bus.publish(SUBJECTS.feed, [cancel(b, null)]);
    await vi.waitFor(() => expect(passes).toHaveLength(2));
    await stop();
    expect(passes).toEqual([[a.event_id], [b.event_id]]);
    expect(overlapped).toBe(false);
  });
});
