/**
 * @module-tag engine
 */
import { BET_STATUS } from '@meridian/contract/bets';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import {
  balanceOf,
  CASHIER_APP,
  history,
  newPlayer,
  pay,
  paymentToken,
} from '../src/modules/payments/payments.fixtures.js';
import { betRow, fundedPlayer, legOn, openMatch, placeBet } from '../src/modules/settlement/settlement.fixtures.js';
import { useApp } from './helper.js';

/**
 * ARCHITECTURE.md §3: the work that runs once across nodes (the settlement sweep, the bets
 * housekeeping, the cashier's work) runs as jobs on the queue in the database, not on a leader's timer.
 */
describe('scheduled work on the job queue', () => {
  const app = useApp();

  /** The jobs of a queue by state, e.g. `{ completed: 1, created: 1 }`. */
  async function states(name: string): Promise<Record<string, number>> {
    const { rows } = await sql<{ state: string; n: number }>`
      select state::text as state, count(*)::int as n from ${sql.id(app().jobs.schema, 'job')}
      where name = ${name} group by state`.execute(app().database.db);
    return Object.fromEntries(rows.map((r) => [r.state, r.n]));
  }

  it('runs the settlement sweep and the bets housekeeping at start, with the next period’s job waiting', async () => {
    for (const name of ['settlement-sweep', 'bets-housekeeping']) {
      await vi.waitFor(
        async () => {
          const jobs = await states(name);
          expect(jobs.completed).toBeGreaterThanOrEqual(1);
          expect(jobs.created).toBe(1);
          expect(jobs.failed).toBeUndefined();
        },
        { timeout: 10_000 },
      );
    }
  });

  it('runs the cashier’s work at start, then rests instead of running it every second', async () => {
    await vi.waitFor(async () => expect((await states('cashier-tick')).completed).toBeGreaterThanOrEqual(1), {
      timeout: 10_000,
    });
    // Nothing is owed: the one job waiting is the rest's, at a minute's boundary (its slot of a second).
    const { rows } = await sql<{ slot: string }>`
      select data->>'slot' as slot from ${sql.id(app().jobs.schema, 'job')}
      where name = 'cashier-tick' and state = 'created'`.execute(app().database.db);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]?.slot) % 60).toBe(0);
  });

  it('settles a bet through the sweep job when no feed batch told the settlement leader', async () => {
    const player = await fundedPlayer(app(), 10_000n);
    const match = await openMatch(app());
    const bet = await placeBet(app(), player, 1_000n, [legOn(match, 1, 11)]);
    // A result stored while no settlement leader heard of it (written here without the bus).
    await app()
      .database.db.insertInto('sport_outcome_results')
      .values({ match_id: match.event_id, market_id: 1, outcome_id: 11, result: 'won', ts: BigInt(Date.now()) })
      .execute();
    expect((await betRow(app(), bet)).status).toBe(BET_STATUS.inGame);

    // The next period comes (its job made due, and run now rather than at the period's boundary,
    // when the node's worker would ask for it): its sweep settles the bet.
    await sql`update ${sql.id(app().jobs.schema, 'job')} set start_after = now() - interval '1 second'
      where name = 'settlement-sweep' and state = 'created'`.execute(app().database.db);
    await app().jobs.runDue('settlement-sweep');
    // The node's own worker may take it first, at a boundary: the bet is then settled a moment later.
    await vi.waitFor(async () => expect((await betRow(app(), bet)).status).toBe(BET_STATUS.won));
  });
});

describe('the cashier’s work woken by what falls due', () => {
  // Bank transfers arrive a second after they are made.
  const app = useApp({ cashier: { ...CASHIER_APP.cashier, bankTransferDelayS: 1 } });

  it('completes a bank transfer when it falls due, long before the work’s rest is over', async () => {
    const player = await newPlayer(app());
    const token = await paymentToken(app(), player.token);
    const started = Date.now();
    const res = await pay(app(), { token, mode: 'deposit', method: 'bank', amount: '40' });
    expect(res.json().payload).toMatchObject({ result: 'waiting' });
    // The node's own worker runs the job the cashier's word sent: nobody calls the cashier here.
    await expect.poll(() => balanceOf(app(), player.token, player.walletId), { timeout: 15_000 }).toBe(4_000);
    expect(await history(app(), player.token)).toMatchObject([{ status_id: 4, amount: 4_000 }]);
    // It ran in a second after the transfer was made (a job of that slot), not at the rest's minute.
    // The queue marks the job completed after its work is committed, so the balance can show first.
    const dueSlotDone = async () => {
      const { rows: jobs } = await sql<{
        slot: string;
      }>`select data->>'slot' as slot from ${sql.id(app().jobs.schema, 'job')}
        where name = 'cashier-tick' and state = 'completed'`.execute(app().database.db);
      return jobs.some(({ slot }) => Number(slot) % 60 !== 0 && Number(slot) * 1000 > started);
    };
    await expect.poll(dueSlotDone, { timeout: 15_000 }).toBe(true);
  });
});
