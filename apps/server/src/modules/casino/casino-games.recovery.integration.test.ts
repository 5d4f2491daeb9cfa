/**
 * @module-tag engine
 */
import { rollDice } from '@meridian/providers/casino-games/engine/instant/dice';
import type { MinesState } from '@meridian/providers/casino-games/engine/instant/mines';
import type { RecoveryPolicy } from '@meridian/providers/casino-games/studio.recovery';
import { fairRandom } from '@meridian/providers/shared/games/provably-fair';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useApp } from '../../../test/helper.js';
import { providerTable } from '../../platform/provider-mount.js';
import { sharedSecret } from '../../platform/secrets.js';
import { CASHIER_APP, playerWithDeposit } from '../payments/payments.fixtures.js';
import { casinoPostings, expectLedgerConsistent } from './casino.fixtures.js';
import {
  type DeathPoint,
  expectMoneyAsRoundsSay,
  isCall,
  launchStudio,
  mortalStudio,
  restartedStudio,
  studioCall,
} from './casino-games.fixtures.js';

type App = ReturnType<ReturnType<typeof useApp>>;

const START = 5_000;
const POLICY: RecoveryPolicy = { stuckAfterS: 60, abandonedAfterS: 86_400 };
const MINUTES = 60_000;
const DAYS = 86_400_000;

async function seated(app: App, code: string) {
  const player = await playerWithDeposit(app, String(START / 100));
  const launch = await launchStudio(app, player.token, code);
  expect((await studioCall(app, 'GET', launch)).statusCode).toBe(200);
  return { player, launch };
}

/** A dice bet that wins on the player's next round, and what it pays. */
async function winningDice(app: App, playerId: number, stake: number) {
  const { rows } = await sql<{ server_seed: string; client_seed: string; nonce: number }>`
    select server_seed, client_seed, nonce from ${providerTable(app, 'casinoGames', 'studio_seeds')} where owner = ${`player:${playerId}`}`.execute(
    app.database.db,
  );
  const seeds = rows[0];
  if (!seeds) throw new Error('no seeds: open the game page first');
  const fair = { serverSeed: seeds.server_seed, clientSeed: seeds.client_seed, nonce: seeds.nonce };
  const roll = rollDice({ target: 5000, direction: 'over', amount: 1n }, fairRandom(fair)).roll;
  const bet = { stake, target: roll === 5000 ? 4999 : 5000, direction: roll > 5000 ? 'over' : 'under' };
  const paid = rollDice(
    { target: bet.target, direction: bet.direction, amount: BigInt(stake) } as never,
    fairRandom(fair),
  );
  expect(paid.won).toBe(true);
  return { bet, payout: Number(paid.payout) };
}

async function roundsOf(app: App, playerId: number) {
  const { rows } = await sql<{ id: string; status: string; stake: string; win: string; state: unknown }>`
    select id, status, stake::text as stake, win::text as win, state from ${providerTable(app, 'casinoGames', 'studio_rounds')}
    where owner = ${`player:${playerId}`} order by created_at`.execute(app.database.db);
  return rows;
}

describe('rounds a crash left open', () => {
  // The studio's scheduled work is driven by hand here: a background delivery could take a call from under it.
  const app = useApp({ ...CASHIER_APP, backgroundJobs: false });
  const secret = () => sharedSecret(app().database.db, 'casino_games_wallet');

  it('gives back a stake the wallet was never asked for, once the round has waited the set time', async () => {
    const { player, launch } = await seated(app(), 'dice');
    const crashed = mortalStudio(app(), await secret(), { before: isCall('bet') });
    await expect(crashed.play(launch, { stake: 700, target: 5000, direction: 'over' })).rejects.toThrow('killed');
    expect(
      (await studioCall(app(), 'POST', `${launch}/rounds`, { stake: 100, target: 5000, direction: 'over' })).statusCode,
    ).toBe(409);

    // Just restarted: the round might still be in play on another node, so it is left alone.
    expect(await restartedStudio(app(), await secret(), 0).recover(POLICY)).toEqual({
      rounds: 0,
      rollbacks: 0,
      wins: 0,
    });
    expect(await restartedStudio(app(), await secret(), 2 * MINUTES).recover(POLICY)).toEqual({
      rounds: 1,
      rollbacks: 1,
      wins: 0,
    });
    expect((await roundsOf(app(), player.id)).map((r) => r.status)).toEqual(['void']);
    await expectMoneyAsRoundsSay(app(), player, START);
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(START);
    const again = await studioCall(app(), 'POST', `${launch}/rounds`, { stake: 100, target: 5000, direction: 'over' });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('gives back a stake the wallet took when its answer was never recorded', async () => {
    const { player, launch } = await seated(app(), 'dice');
    const { bet } = await winningDice(app(), player.id, 1_000);
    const crashed = mortalStudio(app(), await secret(), { after: isCall('bet') });
    await expect(crashed.play(launch, bet)).rejects.toThrow('killed');
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(START - 1_000);

    const report = await restartedStudio(app(), await secret(), 2 * MINUTES).recover(POLICY);
    expect(report).toEqual({ rounds: 1, rollbacks: 1, wins: 0 });
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(START);
    await expectMoneyAsRoundsSay(app(), player, START);
  });

  it('gives back the stake of a round that died with its outcome in memory, before its win was written', async () => {
    const { player, launch } = await seated(app(), 'dice');
    const { bet } = await winningDice(app(), player.id, 1_000);
    const winWritten = (text: string, params: readonly unknown[]) =>
      /^insert into \w+\.studio_wallet_calls /.test(text) && params[1] === 'win';
    const crashed = mortalStudio(app(), await secret(), { statement: winWritten });
    await expect(crashed.play(launch, bet)).rejects.toThrow('killed');
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(START - 1_000);

    await restartedStudio(app(), await secret(), 2 * MINUTES).recover(POLICY);
    expect((await roundsOf(app(), player.id)).map((r) => r.status)).toEqual(['void']);
    await expectMoneyAsRoundsSay(app(), player, START);
  });

  it('pays the win a round stored as decided but never owed, as the seed decided it', async () => {
    const { player, launch } = await seated(app(), 'dice');
    const { bet, payout } = await winningDice(app(), player.id, 1_000);
    const crashed = mortalStudio(app(), await secret(), { after: isCall('bet') });
    await expect(crashed.play(launch, bet)).rejects.toThrow('killed');
    // The rows an earlier version left at this point: the stake's answer recorded, the round's state
    // the finished roll, no win owed.
    await sql`update ${providerTable(app(), 'casinoGames', 'studio_wallet_calls')} set status = 'done' where round_id in
      (select id from ${providerTable(app(), 'casinoGames', 'studio_rounds')} where owner = ${`player:${player.id}`})`.execute(
      app().database.db,
    );
    await sql`update ${providerTable(app(), 'casinoGames', 'studio_rounds')} set pending = null where owner = ${`player:${player.id}`}`.execute(
      app().database.db,
    );

    const studio = restartedStudio(app(), await secret(), 2 * MINUTES);
    expect(await studio.recover(POLICY)).toEqual({ rounds: 1, rollbacks: 0, wins: 1 });
    expect(await studio.recover(POLICY)).toEqual({ rounds: 0, rollbacks: 0, wins: 0 });
    expect((await roundsOf(app(), player.id)).map((r) => [r.status, Number(r.win)])).toEqual([['settled', payout]]);
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(START - 1_000 + payout);
    await expectMoneyAsRoundsSay(app(), player, START);
    const page = (await studioCall(app(), 'GET', launch)).json();
    expect(page).toMatchObject({ open: null, history: [{ stake: 1_000, win: payout, status: 'settled' }] });
  });

  it('delivers a win written but never sent, once, and leaves the round to the delivery', async () => {
    const { player, launch } = await seated(app(), 'dice');
    const { bet, payout } = await winningDice(app(), player.id, 1_000);
    const crashed = mortalStudio(app(), await secret(), { before: isCall('win') });
    await expect(crashed.play(launch, bet)).rejects.toThrow('killed');
    const studio = restartedStudio(app(), await secret(), 2 * MINUTES);
    expect(await studio.recover(POLICY)).toEqual({ rounds: 0, rollbacks: 0, wins: 0 });
    await studio.tick();
    await studio.tick();
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(START - 1_000 + payout);
    await expectMoneyAsRoundsSay(app(), player, START);
  });

  it('sends a win again seconds after its node died sending it, not a whole delivery lease later', async () => {
    const { player, launch } = await seated(app(), 'dice');
    const { bet, payout } = await winningDice(app(), player.id, 1_000);
    // The node dies as the action sends its win, while the node's delivery runs at the same moment.
    const action = mortalStudio(app(), await secret(), { before: isCall('win') });
    await expect(action.play(launch, bet)).rejects.toThrow('killed');
    const delivery = mortalStudio(app(), await secret(), { before: isCall('win') });
    await delivery.tick().catch(() => 0);
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(START - 1_000);

    // The win is the action's to send for a few seconds, then the delivery's on any node.
    expect(await restartedStudio(app(), await secret(), 2_000).tick()).toBe(0);
    const studio = restartedStudio(app(), await secret(), 20_000);
    expect(await studio.tick()).toBe(1);
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(START - 1_000 + payout);
    await expectMoneyAsRoundsSay(app(), player, START);
  });

  it('owes each round once when two nodes recover at once and a third run follows', async () => {
    const deaths: DeathPoint[] = [
      { before: isCall('bet') },
      { after: isCall('bet') },
      { statement: (text, params) => /^insert into \w+\.studio_wallet_calls /.test(text) && params[1] === 'win' },
      { before: isCall('win') },
    ];
    const players = [];
    for (const death of deaths) {
      const { player, launch } = await seated(app(), 'dice');
      const { bet } = await winningDice(app(), player.id, 500);
      await expect(mortalStudio(app(), await secret(), death).play(launch, bet)).rejects.toThrow('killed');
      players.push({ player, launch });
    }
    const [a, b] = [
      restartedStudio(app(), await secret(), 2 * MINUTES),
      restartedStudio(app(), await secret(), 2 * MINUTES),
    ];
    const reports = await Promise.all([a.recover(POLICY), b.recover(POLICY)]);
    expect(reports[0].rounds + reports[1].rounds).toBe(3);
    expect(reports[0].rollbacks + reports[1].rollbacks).toBe(3);
    expect((await a.recover(POLICY)).rounds).toBe(0);
    await Promise.all([a.tick(), b.tick()]);
    await a.tick();
    for (const { player, launch } of players) {
      const rounds = await expectMoneyAsRoundsSay(app(), player, START);
      expect(rounds).toHaveLength(1);
      const rollbacks = (await casinoPostings(app(), player.walletId)).filter((p) => p.kind === 'casino_rollback');
      expect(rollbacks.length).toBeLessThanOrEqual(1);
      const again = await studioCall(app(), 'POST', `${launch}/rounds`, {
        stake: 100,
        target: 5000,
        direction: 'over',
      });
      expect(again.statusCode, again.body).toBe(200);
    }
  });
});

describe('rounds the player left in play', () => {
  // The studio's scheduled work is driven by hand here: a background delivery could take a call from under it.
  const app = useApp({ ...CASHIER_APP, backgroundJobs: false });
  const secret = () => sharedSecret(app().database.db, 'casino_games_wallet');

  /** A round of a multi-step game still open after its first answer. */
  async function openRound(code: string, params: Record<string, unknown>) {
    for (;;) {
      const { player, launch } = await seated(app(), code);
      const started = await studioCall(app(), 'POST', `${launch}/rounds`, params);
      expect(started.statusCode, started.body).toBe(200);
      if (started.json().round.status === 'open') return { player, launch, round: started.json().round.id as string };
    }
  }

  it('waits the set time, then stands a blackjack hand and pays what the dealer leaves', async () => {
    const { player, round } = await openRound('blackjack', { stake: 1_000 });
    expect(await restartedStudio(app(), await secret(), 2 * MINUTES).recover(POLICY)).toMatchObject({ rounds: 0 });
    await restartedStudio(app(), await secret(), 2 * DAYS).recover(POLICY);
    const [stored] = await roundsOf(app(), player.id);
    expect(stored).toMatchObject({ id: round, status: 'settled' });
    const state = stored?.state as { phase: string; actions: string[] };
    expect(state.phase).toBe('settled');
    expect(state.actions.every((a) => a === 'stand' || a === 'noInsurance')).toBe(true);
    await expectMoneyAsRoundsSay(app(), player, START);
  });

  it('cashes out the tiles a mines player revealed', async () => {
    const { player, launch, round } = await openRound('mines', { stake: 1_000, mines: 3 });
    const [stored] = await roundsOf(app(), player.id);
    const layout = (stored?.state as MinesState | undefined)?.layout ?? [];
    const safe = [...Array(25).keys()].find((tile) => !layout.includes(tile));
    const picked = await studioCall(app(), 'POST', `${launch}/rounds/${round}/actions`, { tile: safe });
    expect(picked.json().round.status).toBe('open');
    const report = await restartedStudio(app(), await secret(), 2 * DAYS).recover(POLICY);
    expect(report).toEqual({ rounds: 1, rollbacks: 0, wins: 1 });
    const [cashed] = await roundsOf(app(), player.id);
    expect(cashed).toMatchObject({ status: 'settled' });
    expect(Number(cashed?.win)).toBeGreaterThan(1_000);
    await expectMoneyAsRoundsSay(app(), player, START);
  });

  it('gives back the stake of a mines field left with no tile opened', async () => {
    const { player } = await openRound('mines', { stake: 1_000, mines: 3 });
    const report = await restartedStudio(app(), await secret(), 2 * DAYS).recover(POLICY);
    expect(report).toEqual({ rounds: 1, rollbacks: 1, wins: 0 });
    expect((await roundsOf(app(), player.id)).map((r) => r.status)).toEqual(['void']);
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(START);
    await expectMoneyAsRoundsSay(app(), player, START);
  });
});
