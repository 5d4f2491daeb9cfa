import { describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { EUR } from '../payments/payments.fixtures.js';
import { fundedPlayer, lineMatch, liveMatch, pick } from './bets.fixtures.js';

/** Flags as 0/1 and numbers as numeric text, as many clients of this API shape send them. */
describe('liberal request input on the bet calls', () => {
  const app = useApp({ betLiveDelayS: 1 });

  it('POST /bets/update reads is_live 0/1 and ids as text, and answers the typed form', async () => {
    const line = await lineMatch(app());
    const live = await liveMatch(app());
    const res = await call(app(), 'POST', '/bets/update', {
      body: {
        currency_id: String(EUR),
        events: [
          { id: String(line.event_id), is_live: 0, market_id: '1', outcome_id: 11, odds: '2100' },
          { id: live.event_id, is_live: '1', market_id: 1, outcome_id: '11', odds: 2100 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.events).toEqual([
      expect.objectContaining({
        id: line.event_id,
        market_id: 1,
        outcome_id: 11,
        odds: 2100,
        is_live: false,
        is_blocked: false,
      }),
      expect.objectContaining({
        id: live.event_id,
        market_id: 1,
        outcome_id: 11,
        odds: 2100,
        is_live: true,
        is_blocked: false,
      }),
    ]);
  });

  it('refuses a fraction, an exponent or a padded number in text with a field error', async () => {
    const m = await lineMatch(app());
    for (const bad of ['1.5', '1e3', ' 1', '0x10', '']) {
      const res = await call(app(), 'POST', '/bets/update', {
        body: { currency_id: bad, events: [pick(m, 1, 11, 2100)] },
      });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors.currency_id, bad).toEqual(['Must be an integer.']);
    }
    const flag = await call(app(), 'POST', '/bets/update', {
      body: { events: [{ ...pick(m, 1, 11, 2100), is_live: 2 }] },
    });
    expect(flag.statusCode).toBe(422);
    expect(flag.json().errors['events.0.is_live']).toEqual(['Must be true, false, 0 or 1.']);
  });

  it('POST /bets/make takes the stake, wallet and bet type as text and books the exact amount', async () => {
    const player = await fundedPlayer(app(), 10_000n);
    const m = await lineMatch(app());
    const res = await call(app(), 'POST', '/bets/make', {
      token: player.token,
      body: {
        account_id: String(player.walletId),
        amount: '1000',
        bet_type: '1',
        check_odds: '1',
        events: [{ ...pick(m, 1, 11, 2100), is_live: 'false' }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toMatchObject({ error: null, wait_time: 0, bet_id: expect.any(Number) });
    const balance = await call(app(), 'GET', '/user/balance', { token: player.token });
    expect(balance.json().payload.list[0]).toMatchObject({ id: player.walletId, balance: 9_000 });
  });

  it('refuses money sent as a decimal or beyond the exact range instead of rounding it', async () => {
    const player = await fundedPlayer(app(), 10_000n);
    const m = await lineMatch(app());
    for (const amount of ['10.50', '9007199254740993', 10.5]) {
      const res = await call(app(), 'POST', '/bets/make', {
        token: player.token,
        body: { account_id: player.walletId, amount, bet_type: 1, events: [pick(m, 1, 11, 2100)] },
      });
      expect(res.statusCode, String(amount)).toBe(422);
      expect(res.json().errors).toHaveProperty('amount');
    }
  });
});
