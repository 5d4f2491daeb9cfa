import { describe, expect, it } from 'vitest';
import { betStop, cancel, fixture, footballMarkets, homeWins, odds } from '../../../test/feed-factory.js';
import { planBatch } from './ingestion.plan.js';

describe('planBatch', () => {
  const base = fixture();

  it('keeps the last state of each match and market of a batch', () => {
    const later = { ...base, ts: base.ts + 10, round: 'Round 4' };
    const plan = planBatch(
      [
        base,
        odds(base, footballMarkets(), base.ts + 5),
        later,
        odds(base, footballMarkets([1800, 3500, 4200]).slice(0, 1), base.ts + 20),
      ],
      new Map(),
    );
    expect(plan.fixtures.get(base.event_id)?.round).toBe('Round 4');
    expect(plan.markets.size).toBe(7);
    expect(plan.markets.get(`${base.event_id}:1`)?.market.outcomes[0]?.odds).toBe(1800);
    expect(plan.matchTs.get(base.event_id)).toBe(base.ts + 20);
    expect(plan.accepted).toHaveLength(4);
  });

  it('ignores messages older than the stored time and market news of unknown matches', () => {
    const stored = new Map([[base.event_id, base.ts + 100]]);
    const stranger = fixture();
    const plan = planBatch(
      [base, odds(base, footballMarkets(), base.ts + 100), odds(stranger, footballMarkets())],
      stored,
    );
    expect(plan.accepted.map((m) => m.type)).toEqual(['odds_change']);
    expect(plan.fixtures.size).toBe(0);
    expect(plan.maxTs).toBe(stranger.ts + 500);
  });

  it('suspends markets of the batch on a bet stop, and later prices reopen them', () => {
    const plan = planBatch([base, odds(base, footballMarkets()), betStop(base, null, base.ts + 600)], new Map());
    expect([...plan.markets.values()].every((m) => m.status === 'suspended')).toBe(true);
    expect(plan.suspendAll).toHaveLength(1);
    const reopened = planBatch(
      [base, betStop(base, [1], base.ts + 1), odds(base, footballMarkets().slice(0, 1), base.ts + 2)],
      new Map(),
    );
    expect(reopened.markets.get(`${base.event_id}:1`)?.status).toBe('active');
  });

  it('records results and cancellations, and a settled market stays settled', () => {
    const plan = planBatch(
      [
        base,
        odds(base, footballMarkets(), base.ts),
        homeWins(base, base.ts + 1),
        odds(base, footballMarkets().slice(0, 1), base.ts + 2),
        cancel(base, [2], base.ts + 3),
      ],
      new Map(),
    );
    expect(plan.markets.get(`${base.event_id}:1`)?.status).toBe('settled');
    expect(plan.markets.get(`${base.event_id}:2`)?.status).toBe('cancelled');
    expect([...plan.results.values()].map((r) => [r.outcomeId, r.result])).toEqual([
      [11, 'won'],
      [12, 'lost'],
      [13, 'lost'],
    ]);
    expect(plan.cancellations).toEqual([
      { matchId: base.event_id, marketId: 2, reason: 'Match abandoned', ts: base.ts + 3 },
    ]);
  });

  it('takes the prices of settled and cancelled markets out of what it stores and publishes', () => {
    const stored = new Map([[base.event_id, base.ts]]);
    const closed = new Set([`${base.event_id}:1`, `${base.event_id}:6`]);
    const plan = planBatch(
      [
        odds(base, footballMarkets(), base.ts + 10),
        cancel(base, [2], base.ts + 11),
        odds(base, footballMarkets().slice(0, 3), base.ts + 12),
      ],
      stored,
      closed,
    );
    const priced = plan.accepted.flatMap((m) => (m.type === 'odds_change' ? [m.markets.map((k) => k.id)] : []));
    expect(priced).toEqual([[2, 3, 4, 5, 7], [3]]);
    expect([...plan.markets.keys()].sort()).toEqual([2, 3, 4, 5, 7].map((id) => `${base.event_id}:${id}`));
    expect(plan.markets.get(`${base.event_id}:2`)?.status).toBe('cancelled');

    const wholeMatch = planBatch(
      [cancel(base, null, base.ts + 10), odds(base, footballMarkets(), base.ts + 11)],
      stored,
    );
    expect(wholeMatch.accepted[1]).toMatchObject({ type: 'odds_change', markets: [] });
  });
});
