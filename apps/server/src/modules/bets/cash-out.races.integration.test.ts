/**
 * @module-tag engine
 */
import { randomUUID } from 'node:crypto';
import { BET_STATUS, cashOutResultSchema, winningsOf } from '@meridian/contract/bets';
import { describe, expect, it } from 'vitest';
import { homeWins } from '../../../test/feed-factory.js';
import { useApp } from '../../../test/helper.js';
import { ledgerInvariants } from '../ledger/ledger.fixtures.js';
import { balanceOf, postingsOf } from '../payments/payments.fixtures.js';
import { cashOut, expectedOffer, fundedPlayer, lineMatch, pick, placed, singleBet } from './bets.fixtures.js';

// On PostgreSQL the requests run on connections of their own; the embedded database takes them in turn.
describe('cash-out under concurrency', () => {
  const app = useApp({ databasePoolSize: 20 });
  const VALUE = expectedOffer(1_000n, [{ placed: 2100, market: [2100, 3300, 3600], pick: 0 }]);

  async function singleOnHome() {
    const player = await fundedPlayer(app(), 10_000n);
    const match = await lineMatch(app());
    const bet = await placed(app(), player.token, singleBet(player.walletId, pick(match, 1, 11, 2100)));
    return { player, match, betId: bet.bet_id as number };
  }

  const parse = (res: Awaited<ReturnType<typeof cashOut>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return cashOutResultSchema.parse(res.json().payload);
  };

  it('pays exactly one of ten requests for one bet sent at once', async () => {
    const { player, betId } = await singleOnHome();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        cashOut(app(), player.token, { bet_id: betId, amount_seen: Number(VALUE), request_id: randomUUID() }),
      ),
    );
    const results = answers.map(parse);
    expect(results.filter((r) => r.status === 'done')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'unavailable')).toHaveLength(9);
    expect(await postingsOf(app(), player.walletId, 'bet_cash_out')).toEqual([
      { key: expect.any(String), amount: Number(VALUE) },
    ]);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000 + Number(VALUE));
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });

  it('answers one request_id sent ten times at once the same, and pays it once', async () => {
    const { player, betId } = await singleOnHome();
    const body = { bet_id: betId, amount_seen: Number(VALUE), request_id: randomUUID() };
    const results = (await Promise.all(Array.from({ length: 10 }, () => cashOut(app(), player.token, body)))).map(
      parse,
    );
    for (const result of results) expect(result).toMatchObject({ status: 'done', amount: Number(VALUE) });
    expect(await postingsOf(app(), player.walletId, 'bet_cash_out')).toHaveLength(1);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000 + Number(VALUE));
  });

  it('never pays both a cash-out and the settlement of one bet raced against each other', async () => {
    const ROUNDS = 8;
    const TURNS = 8;
    const win = winningsOf(1_000, 2100);
    for (let round = 0; round < ROUNDS; round++) {
      const { player, match, betId } = await singleOnHome();
      // The result comes in a little later each round (event-loop turns, not time): early rounds
      // tend to be settled first, later ones cashed out first; either way one of them pays.
      const settle = async () => {
        for (let turn = 0; turn < round * TURNS; turn++) await new Promise((resolve) => setImmediate(resolve));
        await app().services.ingestion.ingest([homeWins(match)]);
        await app().services.settlement.settleBet(BigInt(betId));
      };
      const request = () =>
        cashOut(app(), player.token, {
          bet_id: betId,
          amount_seen: Number(VALUE),
          check_odds: 2,
          request_id: randomUUID(),
        });
      const [answer] = await Promise.all([request(), settle()]);
      const result = parse(answer);
      await app().services.settlement.sweep();

      const [bet] = await app()
        .database.db.selectFrom('bets')
        .select(['status', 'amount_win'])
        .where('id', '=', BigInt(betId))
        .execute();
      const cashOuts = await postingsOf(app(), player.walletId, 'bet_cash_out');
      const wins = await postingsOf(app(), player.walletId, 'bet_win');
      const balance = await balanceOf(app(), player.token, player.walletId);
      if (result.status === 'done') {
        expect(bet).toEqual({ status: BET_STATUS.cashedOut, amount_win: VALUE });
        expect(cashOuts).toEqual([{ key: expect.any(String), amount: Number(VALUE) }]);
        expect(wins).toEqual([]);
        expect(balance).toBe(9_000 + Number(VALUE));
      } else {
        expect(result.status).toBe('unavailable');
        expect(bet).toEqual({ status: BET_STATUS.won, amount_win: BigInt(win) });
        expect(cashOuts).toEqual([]);
        expect(wins).toEqual([{ key: `bet:${betId}:win`, amount: win }]);
        expect(balance).toBe(9_000 + win);
      }
    }
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });
});
