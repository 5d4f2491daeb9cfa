import { describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { newSignedInOperator, operatorClock } from '../../../test/operators.js';
import { lineMatch, makeBet, pick, placed, playerWithABet, singleBet } from '../bets/bets.fixtures.js';
import { playerPage, stakeFactorCall } from './players.fixtures.js';

type App = ReturnType<ReturnType<typeof useApp>>;

/** The site's largest stake (`bets.amount_max`, 10,000.00) in EUR minor units. */
const SITE_MAX = 1_000_000;

/** The largest stake the player's slip is told for their wallet. */
async function slipMax(
  app: App,
  player: { token: string; walletId: number },
  m: Awaited<ReturnType<typeof lineMatch>>,
) {
  const res = await call(app, 'POST', '/bets/update', {
    token: player.token,
    body: { account_id: player.walletId, events: [pick(m, 1, 11, 2100)] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.amount_max as number;
}

async function setFactor(app: App, token: string, id: number, factor: string, reason: string) {
  const res = await stakeFactorCall(app, token, id, { factor, reason });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as { stake_factor: string };
}

describe('players: the operator’s stake factor', () => {
  const app = useApp();

  it('halves the player’s largest stake at 0.5, in the slip and at placement, and restores it at 1', async () => {
    const risk = await newSignedInOperator(app(), operatorClock(app()), 'risk');
    // Enough money that the site's maximum, not the balance, bounds the stake; a bet placed before,
    // so the next would take the one-statement path.
    const player = await playerWithABet(app(), 2_000_000n);
    const m = await lineMatch(app());
    expect(await slipMax(app(), player, m)).toBe(SITE_MAX);

    expect(await setFactor(app(), risk.token, player.id, '0.5', 'stakes too sharp')).toEqual({ stake_factor: '0.5' });
    expect(await slipMax(app(), player, m)).toBe(SITE_MAX / 2);
    const over = await makeBet(
      app(),
      player.token,
      singleBet(player.walletId, pick(m, 1, 11, 2100), { amount: 500_001 }),
    );
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount).toEqual(['The maximum stake is 5000.00.']);
    const atMax = await placed(
      app(),
      player.token,
      singleBet(player.walletId, pick(m, 1, 11, 2100), { amount: 500_000 }),
    );
    expect(atMax.error).toBeNull();
    expect((await playerPage(app(), risk.token, player.id)).stake_factor).toBe('0.5');

    await setFactor(app(), risk.token, player.id, '1', 'reviewed');
    expect(await slipMax(app(), player, m)).toBe(SITE_MAX);
    const back = await placed(
      app(),
      player.token,
      singleBet(player.walletId, pick(m, 1, 11, 2100), { amount: 500_001 }),
    );
    expect(back.error).toBeNull();
  });

  it('stops the player betting at 0 with a clear error, and writes each change to the audit with the reason', async () => {
    const trader = await newSignedInOperator(app(), operatorClock(app()), 'trader');
    const player = await playerWithABet(app(), 100_000n);
    const m = await lineMatch(app());
    await setFactor(app(), trader.token, player.id, '0', 'bonus abuse under review');
    expect(await slipMax(app(), player, m)).toBe(0);
    const refused = await makeBet(
      app(),
      player.token,
      singleBet(player.walletId, pick(m, 1, 11, 2100), { amount: 100 }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.amount).toEqual(['Bets are not accepted from this account. The maximum stake is 0.']);
    await setFactor(app(), trader.token, player.id, '2.5', 'review done');

    const { list } = await app().services.operators.listAudit({ limit: 50, operatorId: BigInt(trader.id) });
    const changes = list.filter((r) => r.target === `player:${player.id}`).reverse();
    expect(changes).toEqual([
      expect.objectContaining({
        action: 'players.stake_factor_set',
        operator_role: 'trader',
        before: { stake_factor: '1' },
        after: { stake_factor: '0' },
        reason: 'bonus abuse under review',
      }),
      expect.objectContaining({
        before: { stake_factor: '0' },
        after: { stake_factor: '2.5' },
        reason: 'review done',
      }),
    ]);
  });

  it('refuses a factor outside 0–10, a missing reason, an unknown player and a role without risk.manage', async () => {
    const risk = await newSignedInOperator(app(), operatorClock(app()), 'risk');
    const player = await playerWithABet(app(), 10_000n);
    for (const factor of ['10.5', '-1', '0.12345', 'half'])
      expect((await stakeFactorCall(app(), risk.token, player.id, { factor, reason: 'a reason' })).statusCode).toBe(
        422,
      );
    expect((await stakeFactorCall(app(), risk.token, player.id, { factor: '0.5', reason: '' })).statusCode).toBe(422);
    expect(
      (await stakeFactorCall(app(), risk.token, 999_999_999_999, { factor: '0.5', reason: 'typo' })).statusCode,
    ).toBe(404);
    const viewer = await newSignedInOperator(app(), operatorClock(app()), 'viewer');
    expect(
      (await stakeFactorCall(app(), viewer.token, player.id, { factor: '0.5', reason: 'a reason' })).statusCode,
    ).toBe(403);
    // Nothing of that changed the player.
    expect((await playerPage(app(), risk.token, player.id)).stake_factor).toBe('1');
  });
});
