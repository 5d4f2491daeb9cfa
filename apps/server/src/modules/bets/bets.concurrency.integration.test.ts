/**
 * @module-tag engine
 */
import { randomUUID } from 'node:crypto';
import { betMakeResultSchema } from '@meridian/contract/bets';
import { describe, expect, it } from 'vitest';
import { useApp } from '../../../test/helper.js';
import { balanceOf, EUR, postingsOf } from '../payments/payments.fixtures.js';
import { betsOfWallet, fundedPlayer, houseBetting, lineMatch, makeBet, pick, playerWithABet } from './bets.fixtures.js';

// Real concurrency needs a server with many connections; the embedded database runs one at a time.
describe.skipIf(!process.env.DATABASE_URL)('bets under concurrency (PostgreSQL)', () => {
  const app = useApp({ databasePoolSize: 20 });

  /** A player whose wallet holds `amount`, after a first bet on another match with `betOnBefore`. */
  const playerWith = (amount: bigint, betOnBefore: boolean) =>
    betOnBefore ? playerWithABet(app(), amount) : fundedPlayer(app(), amount);
  const wallets = [
    ['its first bets', false],
    ['a wallet bet on before', true],
  ] as const;

  it.each(wallets)(
    '200 simultaneous bets (%s) on a wallet funded for 150 never overdraw it: exactly 150 are accepted',
    async (_name, betOnBefore) => {
      const stake = 100;
      const player = await playerWith(BigInt(150 * stake), betOnBefore);
      const m = await lineMatch(app());
      const houseBefore = await houseBetting(app(), EUR);
      const stakesBefore = await postingsOf(app(), player.walletId, 'bet_stake');
      const answers = await Promise.all(
        Array.from({ length: 200 }, () =>
          makeBet(app(), player.token, {
            account_id: player.walletId,
            amount: stake,
            bet_type: 1,
            events: [pick(m, 1, 11, 2100)],
          }),
        ),
      );
      const accepted = answers.filter((r) => r.statusCode === 200);
      const refused = answers.filter((r) => r.statusCode !== 200);
      expect(accepted).toHaveLength(150);
      for (const r of accepted) expect(betMakeResultSchema.parse(r.json().payload).bet_id).toEqual(expect.any(Number));
      for (const r of refused) {
        expect(r.statusCode, r.body).toBe(422);
        expect(r.json().errors.amount).toEqual(['Insufficient funds']);
      }
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(0);
      expect(await betsOfWallet(app(), player.walletId)).toHaveLength(150 + stakesBefore.length);
      const earlier = new Set(stakesBefore.map((s) => s.key));
      const stakes = (await postingsOf(app(), player.walletId, 'bet_stake')).filter((s) => !earlier.has(s.key));
      expect(stakes).toHaveLength(150);
      expect(stakes.reduce((sum, s) => sum + s.amount, 0)).toBe(-150 * stake);
      expect((await houseBetting(app(), EUR)) - houseBefore).toBe(BigInt(150 * stake));
      const wallet = await app().services.wallets.account(
        app().database.db,
        BigInt(player.id),
        BigInt(player.walletId),
      );
      expect(await app().services.ledger.sumOfEntries(wallet.accountId)).toBe(0n);
      // 200 bets queue on one wallet's lock: on a busy machine that takes longer than the default limit.
    },
    180_000,
  );

  it.each(wallets)(
    'one bet_uuid sent 50 times at once (%s) makes one bet and one debit; every answer has its bet_id',
    async (_name, betOnBefore) => {
      const player = await playerWith(10_000n, betOnBefore);
      const m = await lineMatch(app());
      const body = {
        account_id: player.walletId,
        amount: 3_000,
        bet_type: 1,
        events: [pick(m, 1, 11, 2100)],
        bet_uuid: randomUUID(),
      };
      const answers = await Promise.all(Array.from({ length: 50 }, () => makeBet(app(), player.token, body)));
      for (const r of answers) expect(r.statusCode, r.body).toBe(200);
      const ids = new Set(answers.map((r) => betMakeResultSchema.parse(r.json().payload).bet_id));
      expect(ids.size).toBe(1);
      const [id] = [...ids];
      expect(id).toEqual(expect.any(Number));
      const stored = await betsOfWallet(app(), player.walletId);
      expect(stored.map((b) => Number(b.id))).toContain(id);
      expect(stored).toHaveLength(betOnBefore ? 2 : 1);
      const stakes = await postingsOf(app(), player.walletId, 'bet_stake');
      expect(stakes.filter((s) => s.key === `bet:${body.bet_uuid}:stake`)).toEqual([
        { key: `bet:${body.bet_uuid}:stake`, amount: -3_000 },
      ]);
      expect(stakes).toHaveLength(betOnBefore ? 2 : 1);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(7_000);
    },
    120_000,
  );
});
