/**
 * @module-tag engine
 */
import { randomUUID } from 'node:crypto';
import { BET_STATUS } from '@meridian/contract/bets';
import type { FeedMessage, FeedOutcomeResult, FixtureChange } from '@meridian/feed/messages';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancel, settlement } from '../../../test/feed-factory.js';
import { startApp } from '../../../test/helper.js';
import { InsufficientFundsError } from '../ledger/ledger.planning.js';
import {
  deposit,
  fundedPlayer,
  ledgerInvariants,
  legOn,
  openMatch,
  placeBet,
  type TestPlayer,
  walletBalance,
} from './settlement.fixtures.js';

/** The two markets bets go on: 1X2 (outcomes 11–13) and both teams to score (61–62). */
const MARKETS = [
  { id: 1, outcomes: [11, 12, 13] },
  { id: 6, outcomes: [61, 62] },
] as const;

type Op =
  | { type: 'deposit' | 'withdraw'; player: number; amount: bigint }
  | { type: 'bet'; player: number; amount: bigint; picks: { match: number; market: number; outcome: number }[] }
  | {
      type: 'settle';
      match: number;
      market: number;
      result: 'win' | 'void' | 'cancel_market' | 'cancel_match';
      outcome: number;
    };

const player = fc.integer({ min: 0, max: 1 });
const amount = fc.bigInt({ min: 1n, max: 40_000n });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ type: fc.constantFrom('deposit' as const, 'withdraw' as const), player, amount }),
  fc.record({
    type: fc.constant('bet' as const),
    player,
    amount,
    picks: fc.uniqueArray(
      fc.record({ match: fc.integer({ min: 0, max: 2 }), market: fc.integer({ min: 0, max: 1 }), outcome: fc.nat(2) }),
      { minLength: 1, maxLength: 3, selector: (p) => p.match },
    ),
  }),
  fc.record({
    type: fc.constant('settle' as const),
    match: fc.integer({ min: 0, max: 2 }),
    market: fc.integer({ min: 0, max: 1 }),
    result: fc.constantFrom('win' as const, 'void' as const, 'cancel_market' as const, 'cancel_match' as const),
    outcome: fc.nat(2),
  }),
);

describe('settlement and the ledger together', () => {
  let app: FastifyInstance;
  let players: TestPlayer[];

  beforeAll(async () => {
    app = await startApp();
    players = [await fundedPlayer(app, 0n), await fundedPlayer(app, 0n)];
  });
  afterAll(async () => {
    await app?.close();
  });

  it('random deposits, bets, settlements and withdrawals keep every balance equal to its entries and pay each bet once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const matches: FixtureChange[] = [await openMatch(app), await openMatch(app), await openMatch(app)];
        const start = await Promise.all(players.map((p) => walletBalance(app, p.walletId)));
        const moved = players.map(() => 0n);
        const bets: { id: bigint; player: number; amount: bigint }[] = [];
        let ts = Date.now() + 10_000;

        for (const o of ops) {
          if (o.type === 'settle') {
            const match = matches[o.match] as FixtureChange;
            const market = MARKETS[o.market] as (typeof MARKETS)[number];
            ts += 1;
            const message: FeedMessage =
              o.result === 'cancel_match'
                ? { ...match, status: 'cancelled', ts }
                : o.result === 'cancel_market'
                  ? cancel(match, [market.id], ts)
                  : settlement(
                      match,
                      [
                        {
                          id: market.id,
                          outcomes: market.outcomes.map((id, i): [number, FeedOutcomeResult] => [
                            id,
                            o.result === 'void' ? 'void' : i === o.outcome % market.outcomes.length ? 'won' : 'lost',
                          ]),
                        },
                      ],
                      ts,
                    );
            await app.services.ingestion.ingest([message]);
            // The leader's runner settles the batch in the background; settling it here as well (bets
            // are locked one by one, so the two passes pay once) makes the next balance read final.
            await app.services.settlement.settleMatches([match.event_id]);
            continue;
          }
          const p = players[o.player] as TestPlayer;
          const balance = await walletBalance(app, p.walletId);
          if (o.type === 'deposit') {
            await deposit(app, p.accountId, p.currencyId, o.amount);
            moved[o.player] = (moved[o.player] as bigint) + o.amount;
          } else if (o.type === 'withdraw') {
            const withdraw = deposit(app, p.accountId, p.currencyId, -o.amount);
            if (balance < o.amount) await expect(withdraw).rejects.toBeInstanceOf(InsufficientFundsError);
            else {
              await withdraw;
              moved[o.player] = (moved[o.player] as bigint) - o.amount;
            }
          } else if (o.type === 'bet') {
            const legs = o.picks.map((pick) => {
              const market = MARKETS[pick.market] as (typeof MARKETS)[number];
              const outcome = market.outcomes[pick.outcome % market.outcomes.length] as number;
              return legOn(matches[pick.match] as FixtureChange, market.id, outcome);
            });
            const placing = placeBet(app, p, o.amount, legs);
            if (balance < o.amount) await expect(placing).rejects.toBeInstanceOf(InsufficientFundsError);
            else {
              bets.push({ id: await placing, player: o.player, amount: o.amount });
              moved[o.player] = (moved[o.player] as bigint) - o.amount;
            }
          }
        }
        await app.services.settlement.sweep();

        // Each wallet moved by its deposits, withdrawals and stakes, plus what its decided bets paid.
        const rows = bets.length
          ? await app.database.db
              .selectFrom('bets')
              .select(['id', 'status', 'amount_win'])
              .where(
                'id',
                'in',
                bets.map((b) => b.id),
              )
              .execute()
          : [];
        const byId = new Map(rows.map((r) => [r.id, r]));
        for (const bet of bets) {
          const row = byId.get(bet.id);
          if (!row) throw new Error(`bet ${bet.id} vanished`);
          if (row.status === BET_STATUS.canceled) expect(row.amount_win).toBe(bet.amount);
          if (row.status === BET_STATUS.lost || row.status === BET_STATUS.inGame) expect(row.amount_win).toBe(0n);
          moved[bet.player] = (moved[bet.player] as bigint) + row.amount_win;
        }
        for (const [i, p] of players.entries()) {
          expect(await walletBalance(app, p.walletId)).toBe((start[i] as bigint) + (moved[i] as bigint));
        }
        const payouts = await app.database.db
          .selectFrom('ledger_transactions')
          .select('idempotency_key')
          .where('kind', 'in', ['bet_win', 'bet_refund'])
          .where(
            'idempotency_key',
            'in',
            bets.length ? bets.flatMap((b) => [`bet:${b.id}:win`, `bet:${b.id}:refund`]) : [`none:${randomUUID()}`],
          )
          .execute();
        const paid = rows.filter((r) => r.amount_win > 0n).length;
        expect(payouts.length).toBe(paid);
        expect(await ledgerInvariants(app)).toEqual({ mismatched: [], unbalanced: [], negative: [] });
      }),
      { numRuns: 8 },
    );
  });
});
