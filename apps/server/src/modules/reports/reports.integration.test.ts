import { randomUUID } from 'node:crypto';
import { noFigures, type Report } from '@meridian/contract/reports';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { homeWins } from '../../../test/feed-factory.js';
import { useApp } from '../../../test/helper.js';
import { adminCall, newSignedInOperator, operatorClock } from '../../../test/operators.js';
import { mounted } from '../../platform/provider-mount.js';
import { bet, casinoPostings, connectStudio, launchReal, win } from '../casino/casino.fixtures.js';
import { coveredRound, launchLive, speedRoulette } from '../casino/live-casino.fixtures.js';
import { CASHIER_APP, playerWithDeposit, withdrawByCard } from '../payments/payments.fixtures.js';
import { legOn, openMatch, placeBet, type TestPlayer } from '../settlement/settlement.fixtures.js';

type App = ReturnType<ReturnType<typeof useApp>>;
type Totals = Report['totals'][number];

const EUR = 1;
const DAY_MS = 86_400_000;
const dayOf = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** The player as the settlement fixtures stake: from their cash wallet. */
async function staking(app: App, player: { id: number; token: string; refresh: string; walletId: number }) {
  const accountId = await app.services.ledger.walletAccount(app.database.db, BigInt(player.walletId));
  return { ...player, walletId: BigInt(player.walletId), accountId, currencyId: EUR } satisfies TestPlayer;
}

/** The net of the entries on each house account in euros over the range, summed straight from the ledger. */
async function houseFlows(app: App, from: string, to: string) {
  const { rows } = await sql<{ kind: string; transaction: string; amount: string }>`
    select a.kind, t.kind as transaction, sum(e.amount)::text as amount
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_transactions t on t.id = e.transaction_id
    where a.wallet_id is null and a.currency_id = ${EUR}
      and t.created_at >= ${new Date(`${from}T00:00:00Z`)} and t.created_at < ${new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)}
    group by 1, 2`.execute(app.database.db);
  const sum = (kind: string, transaction?: string) =>
    rows
      .filter((row) => row.kind === kind && (transaction === undefined || row.transaction === transaction))
      .reduce((total, row) => total + Number(row.amount), 0);
  return { sum };
}

describe('the back office reports', () => {
  const app = useApp(CASHIER_APP);
  const from = dayOf(-1);
  const to = dayOf(1);

  async function report(token: string, range = `from=${from}&to=${to}`): Promise<Report> {
    const res = await adminCall(app(), 'GET', `/reports?${range}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payload;
  }
  const euros = (answer: Report) => answer.totals.find((row) => row.currency === 'EUR') as Totals;
  const players = (answer: Report) =>
    answer.players.reduce((sum, day) => ({ active: sum.active + day.active, new: sum.new + day.new }), {
      active: 0,
      new: 0,
    });

  it('sums stakes and GGR per product, bonus cost, NGR and payments as the ledger moved them, and counts the players', async () => {
    const clock = operatorClock(app());
    const viewer = await newSignedInOperator(app(), clock, 'viewer');
    const before = await report(viewer.token);

    // Two newcomers pay in €500 and €200 by card.
    const bettor = await playerWithDeposit(app(), '500');
    const gambler = await playerWithDeposit(app(), '200');
    // Sports: €10 on the home side at 2.10 wins €21; €20 on the away side loses.
    const match = await openMatch(app());
    await placeBet(app(), await staking(app(), bettor), 1_000n, [legOn(match, 1, 11)]);
    await placeBet(app(), await staking(app(), bettor), 2_000n, [legOn(match, 1, 13)]);
    await app().services.ingestion.ingest([homeWins(match)]);
    await app().services.settlement.sweep();
    // Casino: €5 at a slot, €2 back.
    connectStudio(app());
    const slot = {
      token: await launchReal(app(), gambler.token, 'sunken-treasure'),
      user: gambler.id,
      game: 'sunken-treasure',
    };
    const stakeUuid = randomUUID();
    expect(await bet(app(), slot, stakeUuid, 500)).toMatchObject({ status: 'RS_OK' });
    expect(await win(app(), slot, randomUUID(), stakeUuid, 200)).toMatchObject({ status: 'RS_OK' });
    // Live casino: €1 on each of red, black and zero at Speed Roulette.
    const launch = await launchLive(app(), gambler.token, speedRoulette.id);
    const { studio, returns } = await coveredRound(app(), [{ id: launch, stake: 100n }]);
    const liveReturn = returns[0] as number;
    // Paid once the studio delivers the round's result: the slot's win and this one.
    await expect
      .poll(async () => {
        await studio.tick();
        return (await casinoPostings(app(), gambler.walletId)).filter((p) => p.kind === 'casino_win').length;
      })
      .toBe(2);
    studio.stop();
    // A €10 sports bonus by promo code.
    const activation = await call(app(), 'POST', '/user/promo-codes/activate', {
      token: gambler.token,
      body: { code: 'MERIDIAN10' },
    });
    expect(activation.statusCode, activation.body).toBe(200);
    // €100 out by card, paid by the cashier.
    expect((await withdrawByCard(app(), bettor.token, '100')).statusCode).toBe(200);
    await mounted(app().providers.cashier, 'cashier').completeDue(new Date(Date.now() + 3_600_000));

    const after = await report(viewer.token);
    const now = euros(after);
    const was = euros(before) ?? { ...now, ...noFigures() };
    const moved = Object.fromEntries(
      Object.entries(now).map(([key, value]) => [
        key,
        typeof value === 'number' && key !== 'scale' ? value - (was[key as keyof Totals] as number) : value,
      ]),
    );
    expect(moved).toMatchObject({
      currency: 'EUR',
      scale: 2,
      deposits: 70_000,
      deposit_count: 2,
      sports_stakes: 3_000,
      sports_ggr: 3_000 - 2_100,
      casino_stakes: 500,
      casino_ggr: 300,
      live_casino_stakes: 300,
      live_casino_ggr: 300 - liveReturn,
      ggr: 900 + 300 + 300 - liveReturn,
      bonus_cost: 1_000,
      ngr: 900 + 300 + 300 - liveReturn - 1_000,
      withdrawals: 10_000,
      withdrawal_count: 1,
    });
    expect(players(after).active - players(before).active).toBe(2);
    expect(players(after).new - players(before).new).toBe(2);

    // Every total is the ledger's own sum over the house's accounts for the same days.
    const ledger = await houseFlows(app(), from, to);
    expect(now).toMatchObject({
      sports_ggr: ledger.sum('house_betting'),
      sports_stakes: ledger.sum('house_betting', 'bet_stake'),
      ggr: ledger.sum('house_betting') + ledger.sum('house_casino'),
      bonus_cost: -ledger.sum('house_bonus'),
      ngr: ledger.sum('house_betting') + ledger.sum('house_casino') + ledger.sum('house_bonus'),
      deposits: -ledger.sum('house_cash', 'deposit'),
      withdrawals: ledger.sum('house_cash', 'withdrawal_payout'),
    });
    expect(now.casino_ggr + now.live_casino_ggr).toBe(ledger.sum('house_casino'));
    // And the days' rows add up to the totals.
    const rows = after.rows.filter((row) => row.currency === 'EUR');
    expect(rows.reduce((sum, row) => sum + row.ngr, 0)).toBe(now.ngr);
    expect(rows.reduce((sum, row) => sum + row.deposits, 0)).toBe(now.deposits);
    expect(after.players.map((day) => day.day)).toEqual([from, dayOf(0), to]);
  });

  it('refuses a range that ends before it starts or spans more than a year, and a role without the reports', async () => {
    const clock = operatorClock(app());
    const viewer = await newSignedInOperator(app(), clock, 'viewer');
    const content = await newSignedInOperator(app(), clock, 'content');
    const backwards = await adminCall(app(), 'GET', `/reports?from=${to}&to=${from}`, { token: viewer.token });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toMatchObject({ code: 'ValidationError' });
    const long = await adminCall(app(), 'GET', '/reports?from=2025-01-01&to=2026-01-02', { token: viewer.token });
    expect(long.statusCode).toBe(422);
    expect(
      (await adminCall(app(), 'GET', '/reports?from=2026-13-01&to=2026-12-01', { token: viewer.token })).statusCode,
    ).toBe(422);
    expect((await adminCall(app(), 'GET', `/reports?from=${from}&to=${to}`, { token: content.token })).statusCode).toBe(
      403,
    );
    // A year to the day is one report.
    expect((await report(viewer.token, 'from=2025-01-01&to=2025-12-31')).players).toHaveLength(365);
  });
});
