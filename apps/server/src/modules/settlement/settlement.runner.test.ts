import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { cancel, fixture, footballMarkets, odds, settlement } from '../../../test/feed-factory.js';
import { InProcessBus } from '../../platform/bus.js';
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

  it('runs the chores after every sweep, and a failing chore does not stop the next sweep', async () => {
    const bus = new InProcessBus();
    let sweeps = 0;
    const chore: string[] = [];
    const service = {
      sweep: async () => {
        sweeps++;
        return { settled: 0 };
      },
      settleMatches: async () => ({ settled: 0 }),
    } as unknown as SettlementService;
    const { leader, stop } = instantLeader();
    runSettlementOnLeader(leader, bus, service, silent, {
      sweepMs: 20,
      chores: [
        {
          name: 'housekeeping',
          run: async () => {
            chore.push(`after sweep ${sweeps}`);
            if (chore.length === 1) throw new Error('database busy');
          },
        },
      ],
    });
    await vi.waitFor(() => expect(chore.length).toBeGreaterThanOrEqual(3));
    await stop();
    expect(chore.slice(0, 3)).toEqual(['after sweep 1', 'after sweep 2', 'after sweep 3']);
  });
});
