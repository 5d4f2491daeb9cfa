import { betUpdateResultSchema, combinedOdds, winningsOf } from '@meridian/contract/bets';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { adminCall, newSignedInOperator, operatorClock } from '../../../test/operators.js';
import {
  betsOfWallet,
  fundedPlayer,
  lineMatch,
  liveMatch,
  makeBet,
  pick,
  placed,
  playerWithABet,
  singleBet,
} from '../bets/bets.fixtures.js';
import { EUR } from '../payments/payments.fixtures.js';

type Player = Awaited<ReturnType<typeof fundedPlayer>>;
type Selection = ReturnType<typeof pick>;

describe('trading: the largest payout of a bet', () => {
  const app = useApp({ betLiveDelayS: 5 });

  /** The trading desk's limit in euros (minor units), set by a risk operator; null removes it. */
  async function setLimit(amount: number | null) {
    const risk = await newSignedInOperator(app(), operatorClock(app()), 'risk');
    const res = await adminCall(app(), 'PUT', `/payout-limits/${EUR}`, {
      token: risk.token,
      body: { amount, reason: 'cap on one bet' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payload.list as Array<{ currency_id: number; amount: number | null }>;
  }

  async function amountMax(player: Player, events: Selection[]) {
    const res = await call(app(), 'POST', '/bets/update', {
      token: player.token,
      body: { account_id: player.walletId, events },
    });
    expect(res.statusCode, res.body).toBe(200);
    return betUpdateResultSchema.parse(res.json().payload).amount_max;
  }

  it('lowers the slip’s largest stake to what the payout allows and refuses a larger bet with that stake', async () => {
    const player = await fundedPlayer(app(), 1_000_000n);
    const match = await lineMatch(app());
    const selection = pick(match, 1, 11, 2100);
    // The balance bounds the slip while no payout limit does.
    expect(await amountMax(player, [selection])).toBe(1_000_000);

    const list = await setLimit(10_000);
    expect(list.find((l) => l.currency_id === EUR)?.amount).toBe(10_000);
    // 47.62 at 2.10 pays 100.00; 47.63 would pay 100.02.
    expect(await amountMax(player, [selection])).toBe(4_762);
    expect(winningsOf(4_762, 2100)).toBeLessThanOrEqual(10_000);
    expect(winningsOf(4_763, 2100)).toBeGreaterThan(10_000);

    const refused = await makeBet(app(), player.token, singleBet(player.walletId, selection, { amount: 4_763 }));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().details).toEqual({ kind: 'stake_limit', amount_max: 4_762 });
    expect(refused.json().errors.amount[0]).toBe(
      'The largest payout of a bet is 100.00: the largest stake at these odds is 47.62.',
    );
    expect(await betsOfWallet(app(), player.walletId)).toEqual([]);

    const accepted = await placed(app(), player.token, singleBet(player.walletId, selection, { amount: 4_762 }));
    expect(accepted.error).toBeNull();

    // An accumulator pays at its combined odds.
    const other = await lineMatch(app());
    const both = [pick(await lineMatch(app()), 1, 11, 2100), pick(other, 1, 11, 2100)];
    const odds = combinedOdds([2100, 2100]);
    expect(await amountMax(player, both)).toBe(Math.floor((10_001 * 1000 - 1) / odds));

    await setLimit(null);
    expect(await amountMax(player, [selection])).toBe(1_000_000 - 4_762);
    await placed(app(), player.token, singleBet(player.walletId, selection, { amount: 4_763 }));
  });

  it('refuses on the one-statement path too, which a bet past the limit leaves for the full one', async () => {
    const player = await playerWithABet(app(), 100_000n);
    const selection = pick(await lineMatch(app()), 1, 11, 2100);
    await setLimit(10_000);
    const refused = await makeBet(app(), player.token, singleBet(player.walletId, selection, { amount: 5_000 }));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().details).toEqual({ kind: 'stake_limit', amount_max: 4_762 });
    // The first bet only: nothing of the refused one was written.
    expect(await betsOfWallet(app(), player.walletId)).toHaveLength(1);
    await placed(app(), player.token, singleBet(player.walletId, selection, { amount: 4_762 }));
    expect(await betsOfWallet(app(), player.walletId)).toHaveLength(2);
  });

  it('refuses a live bet past the limit at once instead of holding it for the live delay', async () => {
    const player = await fundedPlayer(app(), 100_000n);
    const match = await liveMatch(app());
    await setLimit(10_000);
    const refused = await makeBet(
      app(),
      player.token,
      singleBet(player.walletId, pick(match, 1, 11, 2100, true), { amount: 5_000 }),
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(
      await app()
        .database.db.selectFrom('bet_requests')
        .select('bet_uuid')
        .where('user_id', '=', BigInt(player.id))
        .execute(),
    ).toEqual([]);
    const held = await placed(
      app(),
      player.token,
      singleBet(player.walletId, pick(match, 1, 11, 2100, true), { amount: 4_000 }),
    );
    expect(held.wait_time).toBe(5);
  });

  it('offers no more than the balance, and lets only risk.manage change the limit, audited', async () => {
    const player = await fundedPlayer(app(), 3_000n);
    const selection = pick(await lineMatch(app()), 1, 11, 2100);
    await setLimit(10_000);
    expect(await amountMax(player, [selection])).toBe(3_000);

    const viewer = await newSignedInOperator(app(), operatorClock(app()), 'viewer');
    const seen = await adminCall(app(), 'GET', '/payout-limits', { token: viewer.token });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().payload.list.find((l: { currency_id: number }) => l.currency_id === EUR)).toMatchObject({
      currency_code: 'EUR',
      amount: 10_000,
    });
    const denied = await adminCall(app(), 'PUT', `/payout-limits/${EUR}`, {
      token: viewer.token,
      body: { amount: 1, reason: 'not mine to set' },
    });
    expect(denied.statusCode).toBe(403);
    const risk = await newSignedInOperator(app(), operatorClock(app()), 'risk');
    for (const [path, body, status] of [
      [`/payout-limits/${EUR}`, { amount: 0, reason: 'zero' }, 422],
      [`/payout-limits/${EUR}`, { amount: 100 }, 422],
      ['/payout-limits/999999', { amount: 100, reason: 'no such currency' }, 404],
    ] as const) {
      expect((await adminCall(app(), 'PUT', path, { token: risk.token, body })).statusCode).toBe(status);
    }
    const audit = await app()
      .database.db.selectFrom('operator_audit_log')
      .select(['action', 'before', 'after', 'reason'])
      .where('target', '=', 'currency:EUR')
      .orderBy('id')
      .execute();
    expect(audit.at(-1)).toMatchObject({
      action: 'trading.payout_limit_set',
      after: { amount: '10000' },
      reason: 'cap on one bet',
    });
  });
});
