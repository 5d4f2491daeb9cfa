import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useApp } from '../../../test/helper.js';
import { CASHIER_APP, playerWithDeposit } from '../payments/payments.fixtures.js';
import {
  bet,
  connectStudio,
  expectLedgerConsistent,
  launchReal,
  type Round,
  rollback,
  win,
} from './casino.fixtures.js';

/**
 * A wallet call as the property drives it: uuids and rounds are small numbers so that they collide;
 * `closes` is a win's or rollback's `round_closed`.
 */
type Op =
  | { kind: 'bet'; uuid: number; round: number; amount: number }
  | { kind: 'win'; uuid: number; round: number; bet: number; amount: number; closes: boolean }
  | { kind: 'rollback'; uuid: number; round: number; bet: number; closes: boolean };

interface Answer {
  status: string;
  balance: number;
}

interface Seen {
  kind: Op['kind'];
  /** The call's data; a repeat with the same data gets the first answer. */
  data: string;
  answer: Answer;
  /** Bets: the stake taken (0 when nothing was), and what became of it. */
  stake?: number;
  state?: 'accepted' | 'refused' | 'rolled_back' | 'voided';
  /** Bets: the round it was staked on (a rollback's, when that came first). */
  round?: number;
  /** Bets: a win was accepted for it (0 too): a bet is paid once, and can no longer be rolled back. */
  paid?: boolean;
}

/** What a call's fingerprint holds: `round_closed` is not part of it. */
const dataOf = (op: Op) => JSON.stringify({ ...op, closes: undefined });

/** The wallet as the protocol promises it, in a few lines. */
class Model {
  private readonly seen = new Map<number, Seen>();
  /** Rounds a win or rollback accepted with `round_closed` closed: no more stakes or wins. */
  private readonly closed = new Set<number>();
  constructor(public balance: number) {}

  apply(op: Op): Answer {
    const data = dataOf(op);
    const first = this.seen.get(op.uuid);
    if (first) {
      if (first.kind === 'bet' && first.state === 'voided' && op.kind === 'bet' && first.data === '') {
        return { status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: this.balance };
      }
      if (first.kind !== op.kind || first.data !== data) {
        return { status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: this.balance };
      }
      return first.answer;
    }
    return this.fresh(op);
  }

  private fresh(op: Op): Answer {
    const data = dataOf(op);
    const record = (answer: Answer, extra: Partial<Seen> = {}) => {
      this.seen.set(op.uuid, { kind: op.kind, data, answer, ...extra });
      return answer;
    };
    // An accepted win or rollback sent with `round_closed` closes its round.
    const accepted = (answer: Answer, extra: Partial<Seen> = {}) => {
      if (op.kind !== 'bet' && op.closes) this.closed.add(op.round);
      return record(answer, extra);
    };
    if (op.kind === 'bet') {
      const refused = (status: string) =>
        record({ status, balance: this.balance }, { state: 'refused', stake: 0, round: op.round });
      if (this.closed.has(op.round)) return refused('RS_ERROR_ROUND_CLOSED');
      if (op.amount > this.balance) return refused('RS_ERROR_NOT_ENOUGH_MONEY');
      this.balance -= op.amount;
      return record(
        { status: 'RS_OK', balance: this.balance },
        { state: 'accepted', stake: op.amount, round: op.round },
      );
    }
    const target = this.seen.get(op.bet);
    if (op.kind === 'win') {
      if (target?.kind !== 'bet' || target.state === 'refused') {
        return record({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: this.balance });
      }
      if (target.state === 'rolled_back' || target.state === 'voided') {
        return record({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: this.balance });
      }
      if (target.round !== op.round) {
        return record({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: this.balance });
      }
      if (target.paid) return record({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: this.balance });
      if (this.closed.has(op.round)) return record({ status: 'RS_ERROR_ROUND_CLOSED', balance: this.balance });
      this.balance += op.amount;
      target.paid = true;
      return accepted({ status: 'RS_OK', balance: this.balance });
    }
    // A rollback naming itself as its bet names no bet.
    if (op.bet === op.uuid) return record({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: this.balance });
    // Rollback: a bet not seen yet is voided in advance.
    if (!target) {
      const answer = accepted({ status: 'RS_OK', balance: this.balance });
      this.seen.set(op.bet, { kind: 'bet', data: '', answer, state: 'voided', stake: 0, round: op.round });
      return answer;
    }
    if (target.kind !== 'bet') return record({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: this.balance });
    // A bet with a win (0 too) was completed; a rollback lands on a closed round all the same.
    if (target.state === 'accepted' && target.paid)
      return record({ status: 'RS_ERROR_UNKNOWN', balance: this.balance });
    if (target.state !== 'accepted' || !target.stake) return accepted({ status: 'RS_OK', balance: this.balance });
    this.balance += target.stake;
    target.state = 'rolled_back';
    return accepted({ status: 'RS_OK', balance: this.balance });
  }
}

const uuidOf = (runId: string, n: number) => `${runId}-${n}`;

const roundArb = fc.nat(2);
const opArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      uuid: fc.nat(11),
      round: roundArb,
      amount: fc.nat(2_500),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('win' as const),
      uuid: fc.nat(11),
      round: roundArb,
      bet: fc.nat(11),
      amount: fc.nat(4_000),
      closes: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('rollback' as const),
      uuid: fc.nat(11),
      round: roundArb,
      bet: fc.nat(11),
      closes: fc.boolean(),
    }),
  },
);

describe('casino wallet against a model', () => {
  const app = useApp(CASHIER_APP);

  it('any sequence of bets, wins, rollbacks, repeats and reorderings ends with the model’s balance', async () => {
    connectStudio(app());
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 24 }), async (ops) => {
        run += 1;
        const player = await playerWithDeposit(app(), '50');
        const token = await launchReal(app(), player.token, 'mines');
        const r: Round = { token, user: player.id, game: 'mines' };
        const runId = `${player.id}-${run}`;
        const model = new Model(5_000);
        for (const op of ops) {
          const expected = model.apply(op);
          const uuid = uuidOf(runId, op.uuid);
          const round = `round-${op.round}`;
          const answer =
            op.kind === 'bet'
              ? await bet(app(), r, uuid, op.amount, round)
              : op.kind === 'win'
                ? await win(app(), r, uuid, uuidOf(runId, op.bet), op.amount, round, op.closes)
                : await rollback(app(), r, uuid, uuidOf(runId, op.bet), round, op.closes);
          expect({ op, status: answer.status, balance: answer.balance }).toEqual({ op, ...expected });
        }
        expect(await expectLedgerConsistent(app(), player.walletId)).toBe(model.balance);
      }),
      { numRuns: 12, endOnFailure: true },
    );
  });
});
