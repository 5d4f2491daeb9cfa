/**
 * @module-tag engine
 */
import {
  actBlackjack,
  type BlackjackState,
  legalActions,
  startBlackjack,
} from '@meridian/providers/casino-games/engine/blackjack/blackjack';
import { studioGames } from '@meridian/providers/casino-games/studio.games';
import type { RecoveryPolicy } from '@meridian/providers/casino-games/studio.recovery';
import { StudioService } from '@meridian/providers/casino-games/studio.service';
import { StudioStore } from '@meridian/providers/casino-games/studio.store';
import { type OperatorTransport, OperatorWallet } from '@meridian/providers/shared/seamless-wallet';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useApp } from '../../../test/helper.js';
import { injectTransport, providerSchemaOf, providerTable, sqlRunner } from '../../platform/provider-mount.js';
import { sharedSecret } from '../../platform/secrets.js';
import { CASHIER_APP, playerWithDeposit } from '../payments/payments.fixtures.js';
import { casinoPostings, expectLedgerConsistent } from './casino.fixtures.js';
import {
  expectMoneyAsRoundsSay,
  isCall,
  launchStudio,
  mortalStudio,
  restartedStudio,
  steerNextRound,
  studioCall,
} from './casino-games.fixtures.js';

type App = ReturnType<ReturnType<typeof useApp>>;

const START = 5_000;
const STAKE = 500;
const POLICY: RecoveryPolicy = { stuckAfterS: 60, abandonedAfterS: 86_400 };

/**
 * A blackjack hand in play that offers a double and wins when the player stands: so a double given
 * back leaves a hand whose win must still reach the wallet.
 */
async function handWorthStanding(app: App) {
  const player = await playerWithDeposit(app, String(START / 100));
  const launch = await launchStudio(app, player.token, 'blackjack');
  expect((await studioCall(app, 'GET', launch)).statusCode).toBe(200);
  await steerNextRound(app, player.id, (random) => {
    const state = startBlackjack(BigInt(STAKE), random) as BlackjackState;
    if (!legalActions(state).includes('double')) return false;
    return (actBlackjack(state, 'stand').settlement?.payout ?? 0n) > 0n;
  });
  const started = await studioCall(app, 'POST', `${launch}/rounds`, { stake: STAKE });
  expect(started.json().round.view.legalActions).toContain('double');
  return { player, launch, round: started.json().round.id as string };
}

/** The hand's win reaches the wallet: the player stands, and the round's win is paid as it says. */
async function standAndCheck(app: App, hand: Awaited<ReturnType<typeof handWorthStanding>>) {
  const stood = await studioCall(app, 'POST', `${hand.launch}/rounds/${hand.round}/actions`, { action: 'stand' });
  expect(stood.statusCode, stood.body).toBe(200);
  expect(stood.json().round).toMatchObject({ status: 'settled', stake: STAKE });
  expect(stood.json().round.win).toBeGreaterThan(0);
  const postings = (await casinoPostings(app, hand.player.walletId)).map((p) => [p.kind, p.amount]);
  expect(postings).toEqual([
    ['casino_bet', -STAKE],
    ['casino_bet', -STAKE],
    ['casino_rollback', STAKE],
    ['casino_win', stood.json().round.win],
  ]);
  await expectMoneyAsRoundsSay(app, hand.player, START);
}

describe('the studio closes a round at the wallet only when it ends', () => {
  const app = useApp(CASHIER_APP);
  const secret = () => sharedSecret(app().database.db, 'casino_games_wallet');

  it('gives back a double whose answer was lost without closing the round, and the hand’s win lands', async () => {
    const hand = await handWorthStanding(app());
    // The double reaches the wallet and its answer is lost.
    const real = injectTransport(app());
    let lose = isCall('bet');
    const lossy: OperatorTransport = async (request) => {
      const answer = await real(request);
      if (!lose(request)) return answer;
      lose = () => false;
      throw new Error('connection reset');
    };
    let now = Date.now();
    const studio = new StudioService(
      new StudioStore(sqlRunner(app().database.db), providerSchemaOf(app().database.schema, 'casinoGames')),
      new OperatorWallet(lossy, 'meridian', await secret()),
      studioGames(),
      () => now,
    );
    await expect(studio.act(hand.launch, hand.round, { action: 'double' })).rejects.toMatchObject({ status: 503 });
    // Its rollback is delivered (at once, or by the next tick), and the wallet gives the double back.
    now += 60_000;
    await studio.tick();
    expect(await expectLedgerConsistent(app(), hand.player.walletId)).toBe(START - STAKE);
    await standAndCheck(app(), hand);
  });

  it('gives back a double a crash left unanswered without closing the round, and the hand’s win lands', async () => {
    const hand = await handWorthStanding(app());
    const crashed = mortalStudio(app(), await secret(), { after: isCall('bet') });
    await expect(crashed.act(hand.launch, hand.round, { action: 'double' })).rejects.toThrow('killed');
    const report = await restartedStudio(app(), await secret(), 2 * 60_000).recover(POLICY);
    expect(report).toEqual({ rounds: 1, rollbacks: 1, wins: 0 });
    await standAndCheck(app(), hand);
  });

  it('gives back a double taken but not counted by the hand without closing the round', async () => {
    const hand = await handWorthStanding(app());
    const crashed = mortalStudio(app(), await secret(), { after: isCall('bet') });
    await expect(crashed.act(hand.launch, hand.round, { action: 'double' })).rejects.toThrow('killed');
    // The rows an earlier version left at this point: the double's answer recorded, its step lost.
    const { db } = app().database;
    await sql`update ${providerTable(app(), 'casinoGames', 'studio_wallet_calls')} set status = 'done' where round_id = ${hand.round}`.execute(
      db,
    );
    await sql`update ${providerTable(app(), 'casinoGames', 'studio_rounds')} set pending = null where id = ${hand.round}`.execute(
      db,
    );
    const report = await restartedStudio(app(), await secret(), 2 * 60_000).recover(POLICY);
    expect(report).toEqual({ rounds: 1, rollbacks: 1, wins: 0 });
    await standAndCheck(app(), hand);
  });
});
