import { describe, expect, it } from 'vitest';
import { homeWins } from '../../../test/feed-factory.js';
import { useApp } from '../../../test/helper.js';
import { adminCall, newSignedInOperator, operatorClock } from '../../../test/operators.js';
import { fundedPlayer, legOn, openMatch, placeBet } from '../settlement/settlement.fixtures.js';

describe('the back office dashboard', () => {
  const app = useApp();

  it('shows today’s sports stakes, wins and GGR, the bets of the last minutes, and the market that stands to lose most', async () => {
    const clock = operatorClock(app());
    const viewer = await newSignedInOperator(app(), clock, 'viewer');
    const content = await newSignedInOperator(app(), clock, 'content');
    const empty = await adminCall(app(), 'GET', '/dashboard', { token: viewer.token });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().payload.products.sports).toEqual({ stakes: 0, wins: 0, ggr: 0, bets: 0, players: 0 });
    expect(empty.json().payload.bets_per_minute).toHaveLength(60);

    const [first, second] = [await fundedPlayer(app(), 100_000n), await fundedPlayer(app(), 100_000n)];
    const settled = await openMatch(app());
    const open = await openMatch(app());
    await placeBet(app(), first, 1_000n, [legOn(settled, 1, 11)]);
    await placeBet(app(), second, 2_000n, [legOn(settled, 1, 12)]);
    // Open liability: 3,000 at 3.60 on the away side would pay 10,800 against the 8,000 taken (home: 10,500).
    await placeBet(app(), first, 5_000n, [legOn(open, 1, 11)]);
    await placeBet(app(), second, 3_000n, [legOn(open, 1, 13)]);
    // A bet voided by the desk counts neither as a stake nor as a win.
    const voided = await placeBet(app(), second, 4_000n, [legOn(settled, 1, 13)]);
    const trader = await newSignedInOperator(app(), clock, 'trader');
    const voiding = await adminCall(app(), 'POST', `/bets/${voided}/void`, {
      token: trader.token,
      body: { reason: 'duplicate' },
    });
    expect(voiding.statusCode, voiding.body).toBe(200);
    await app().services.ingestion.ingest([homeWins(settled)]);
    await app().services.settlement.sweep();

    const res = await adminCall(app(), 'GET', '/dashboard', { token: viewer.token });
    const dashboard = res.json().payload;
    expect(dashboard.products.sports).toEqual({ stakes: 11_000, wins: 2_100, ggr: 8_900, bets: 5, players: 2 });
    expect(dashboard.active_players).toBe(2);
    expect(dashboard.currency).toBe('EUR');
    const lastMinutes = dashboard.bets_per_minute.slice(-2).reduce((n: number, m: { bets: number }) => n + m.bets, 0);
    expect(lastMinutes).toBe(5);
    expect(dashboard.top_markets[0]).toMatchObject({
      event_id: open.event_id,
      market_id: 1,
      outcome_id: 13,
      liability: 10_800 - 8_000,
      bets: 1,
    });
    // The match settled has no open liability left.
    expect(dashboard.top_markets.some((m: { event_id: number }) => m.event_id === settled.event_id)).toBe(false);

    // The feed's lag of this minute, as this node measured it.
    app().services.dashboard.now = Date.now;
    app().metrics.feedApplied(1.5);
    const lag = (await adminCall(app(), 'GET', '/dashboard', { token: viewer.token })).json().payload.feed_lag;
    expect(lag.at(-1).seconds).toBeGreaterThanOrEqual(1.5);

    // A role without the reports sees none of it.
    expect((await adminCall(app(), 'GET', '/dashboard', { token: content.token })).statusCode).toBe(403);
  });
});
