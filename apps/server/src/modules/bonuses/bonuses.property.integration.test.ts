/**
 * @module-tag engine
 */
import type { FixtureChange } from '@meridian/feed/messages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, registerOneClick } from '../../../test/accounts.js';
import { cancel, settlement } from '../../../test/feed-factory.js';
import { useApp } from '../../../test/helper.js';
import { CASHIER_APP, depositByCard, EUR } from '../payments/payments.fixtures.js';
import { ledgerInvariants, legOn, openMatch, placeBet, type TestPlayer } from '../settlement/settlement.fixtures.js';
import { BonusesService } from './bonuses.service.js';

type Result = 'won' | 'lost' | 'void';

/** A sports bonus's life as the player drives it. Stakes are tens of cents so every win is exact. */
type Op =
  /** A single from the bonus balance: on the home side (2.10, counts) or on 1X (1.30, below 1.50). */
  | { kind: 'stake'; tens: number; side: 'home' | 'low'; result: Result; now: boolean }
  | { kind: 'settle-oldest' }
  | { kind: 'cancel' }
  | { kind: 'expire' };

const ODDS = { home: 2_100n, low: 1_300n } as const;
const MIN_ODDS = 1_500n;

interface OpenBet {
  amount: bigint;
  odds: bigint;
  result: Result;
  settle: () => Promise<void>;
}

/** The rules of docs/bonuses.md in a few lines. */
class Model {
  cash: bigint;
  bonus: bigint;
  betAmount = 0n;
  status: 'active' | 'completed' | 'spent' | 'expired' | 'cancelled' = 'active';
  readonly open: OpenBet[] = [];
  readonly wagering: bigint;

  constructor(deposit: bigint) {
    this.cash = deposit;
    this.bonus = deposit < 10_000n ? deposit : 10_000n;
    this.wagering = this.bonus * 5n;
  }

  get playing(): boolean {
    return this.status === 'active';
  }

  settled(bet: OpenBet): void {
    this.open.splice(this.open.indexOf(bet), 1);
    if (this.playing && bet.result !== 'void' && bet.odds >= MIN_ODDS) this.betAmount += bet.amount;
    if (bet.result === 'won') this.bonus += (bet.amount * bet.odds) / 1_000n;
    if (bet.result === 'void') this.bonus += bet.amount;
    if (this.open.length > 0) return;
    if (!this.playing) this.bonus = 0n;
    else if (this.betAmount >= this.wagering && this.bonus > 0n) {
      this.cash += this.bonus;
      this.bonus = 0n;
      this.status = 'completed';
    } else if (this.bonus === 0n) this.status = 'spent';
  }

  forfeit(status: 'expired' | 'cancelled'): void {
    if (!this.playing) return;
    this.bonus = 0n;
    this.status = status;
  }
}

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('stake' as const),
      tens: fc.integer({ min: 1, max: 400 }),
      side: fc.constantFrom('home' as const, 'low' as const),
      result: fc.constantFrom<Result>('won', 'lost', 'void'),
      now: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'settle-oldest' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'cancel' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'expire' as const }) },
);

function decision(match: FixtureChange, side: 'home' | 'low', result: Result) {
  const [marketId, outcomeId] = side === 'home' ? [1, 11] : [2, 21];
  return result === 'void'
    ? cancel(match, [marketId])
    : settlement(match, [{ id: marketId, outcomes: [[outcomeId, result]] }]);
}

describe('the sports bonus under any sequence of stakes, settlements, cancels and expiries', () => {
  const app = useApp(CASHIER_APP);

  async function balances(token: string) {
    const res = await call(app(), 'GET', '/user/balance', { token });
    const list = res.json().payload.list as Array<{ id: number; balance: number; is_bonus_sport: boolean }>;
    const bonus = list.find((w) => w.is_bonus_sport);
    const cash = list.find((w) => !w.is_bonus_sport);
    return { cash: BigInt(cash?.balance ?? 0), bonus: BigInt(bonus?.balance ?? 0), bonusId: bonus?.id ?? 0 };
  }

  it('keeps the cash and bonus balances and the gift’s state equal to the model', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 5, max: 150 }),
        fc.array(op, { minLength: 1, maxLength: 8 }),
        async (euros, ops) => {
          const player = await registerOneClick(app(), { country_id: 58, currency_id: EUR, first_bonus: 1 });
          await depositByCard(app(), player.token, String(euros));
          const model = new Model(BigInt(euros) * 100n);
          const { bonusId } = await balances(player.token);
          const account = await app().services.ledger.walletAccount(app().database.db, BigInt(bonusId));
          const staking: TestPlayer = { ...player, walletId: BigInt(bonusId), accountId: account, currencyId: EUR };
          const later = new BonusesService(
            app().database.db,
            app().services.ledger,
            app().services.freeBets,
            () => Date.now() + 60 * 86_400_000,
          );

          for (const step of ops) {
            if (step.kind === 'stake') {
              const amount = BigInt(step.tens) * 10n;
              if (amount > model.bonus) continue;
              const match = await openMatch(app());
              await placeBet(app(), staking, amount, [
                legOn(match, step.side === 'home' ? 1 : 2, step.side === 'home' ? 11 : 21),
              ]);
              model.bonus -= amount;
              const bet: OpenBet = {
                amount,
                odds: ODDS[step.side],
                result: step.result,
                settle: async () => {
                  await app().services.ingestion.ingest([decision(match, step.side, step.result)]);
                  await app().services.settlement.sweep();
                },
              };
              model.open.push(bet);
              if (step.now) {
                await bet.settle();
                model.settled(bet);
              }
            } else if (step.kind === 'settle-oldest') {
              const bet = model.open[0];
              if (!bet) continue;
              await bet.settle();
              model.settled(bet);
            } else if (step.kind === 'cancel') {
              const res = await call(app(), 'DELETE', `/user/bonus/${bonusId}`, { token: player.token });
              expect(res.statusCode).toBe(model.playing ? 200 : 422);
              model.forfeit('cancelled');
            } else {
              await later.expireDue();
              model.forfeit('expired');
            }
            const real = await balances(player.token);
            expect({ cash: real.cash, bonus: real.bonus }).toEqual({ cash: model.cash, bonus: model.bonus });
          }
          const gifts = await call(app(), 'GET', '/user/gifts', { token: player.token });
          expect(gifts.json().payload.list[0]).toMatchObject({
            status: model.status,
            bet_amount: Number(model.betAmount),
          });
        },
      ),
      { numRuns: 12 },
    );
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });
});
