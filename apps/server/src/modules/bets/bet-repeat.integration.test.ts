import { randomUUID } from 'node:crypto';
import { betMakeRequestSchema } from '@meridian/contract/bets';
import { describe, expect, it } from 'vitest';
import { useApp } from '../../../test/helper.js';
import { balanceOf } from '../payments/payments.fixtures.js';
import { betsOfWallet, fundedPlayer, lineMatch, liveMatch, makeBet, pick, placed, singleBet } from './bets.fixtures.js';

describe('a repeated bet_uuid', () => {
  const app = useApp({ betLiveDelayS: 5 });

  it('refuses a live repeat with another stake, wallet, selection or odds (409) and keeps the held bet', async () => {
    const player = await fundedPlayer(app(), 10_000n);
    const other = await fundedPlayer(app(), 10_000n);
    const m = await liveMatch(app());
    const body = singleBet(player.walletId, pick(m, 1, 11, 2100, true));
    const first = await placed(app(), player.token, body);
    expect(first).toMatchObject({ wait_time: 5, bet_id: null });
    const repeat = { ...body, bet_uuid: first.bet_uuid };

    const changes = [
      { ...repeat, amount: 5_000 },
      { ...repeat, events: [pick(m, 1, 12, 3300, true)] },
      { ...repeat, events: [pick(m, 1, 11, 2000, true)] },
      { ...repeat, bet_type: 2, events: [pick(m, 1, 11, 2100, true), pick(m, 2, 21, 1300, true)] },
    ];
    for (const changed of changes) {
      const res = await makeBet(app(), player.token, changed);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'Conflict', payload: null });
    }
    // Another player's wallet under this player's bet_uuid: the wallet is checked only after.
    expect((await makeBet(app(), other.token, { ...repeat, account_id: other.walletId })).statusCode).toBe(409);

    const same = await placed(app(), player.token, repeat);
    expect(same).toMatchObject({ bet_uuid: first.bet_uuid, bet_id: null });
    expect(same.wait_time).toBeGreaterThan(0);
    expect(await betsOfWallet(app(), player.walletId)).toEqual([]);
  });

  it('after the delay, places the held bet only for the same request, at the first stake', async () => {
    const player = await fundedPlayer(app(), 10_000n);
    const m = await liveMatch(app());
    const bets = app().services.bets;
    const userId = BigInt(player.id);
    const now = Date.now();
    const body = betMakeRequestSchema.parse(singleBet(player.walletId, pick(m, 1, 11, 2100, true)));
    const first = await bets.make(userId, body, 'en', now);
    expect(first.wait_time).toBe(5);
    const later = now + 6_000;
    await expect(bets.make(userId, { ...body, amount: 9_000, bet_uuid: first.bet_uuid }, 'en', later)).rejects.toThrow(
      /another stake, wallet or selections/,
    );
    const done = await bets.make(userId, { ...body, bet_uuid: first.bet_uuid }, 'en', later);
    expect(done).toMatchObject({ wait_time: 0, error: null, bet_id: expect.any(Number) });
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000);
  });

  it('answers the placed bet to the same repeat and refuses a changed one (409), debiting once', async () => {
    const player = await fundedPlayer(app(), 10_000n);
    const m = await lineMatch(app());
    const body = singleBet(player.walletId, pick(m, 1, 11, 2100), { bet_uuid: randomUUID() });
    const first = await placed(app(), player.token, body);
    expect(first.bet_id).toEqual(expect.any(Number));

    expect((await placed(app(), player.token, body)).bet_id).toBe(first.bet_id);
    for (const changed of [
      { ...body, amount: 2_000 },
      { ...body, events: [pick(m, 1, 13, 3600)] },
      { ...body, bet_type: 2, events: [pick(m, 1, 11, 2100), pick(m, 2, 21, 1300)] },
    ]) {
      const res = await makeBet(app(), player.token, changed);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('Conflict');
    }
    expect(await betsOfWallet(app(), player.walletId)).toHaveLength(1);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000);
  });
});
