/**
 * @module-tag engine
 */
import { LiveStudio } from '@meridian/providers/live-casino/live.service';
import { LiveStore } from '@meridian/providers/live-casino/live.store';
import { LIVE_TABLES, type LiveTable, ManualClock } from '@meridian/providers/live-casino/live-casino.entry';
import { card } from '@meridian/providers/shared/games/cards';
import { OperatorWallet } from '@meridian/providers/shared/seamless-wallet';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { injectTransport, providerSchemaOf, sqlRunner } from '../../platform/provider-mount.js';
import { sharedSecret } from '../../platform/secrets.js';
import { CASHIER_APP, playerWithDeposit } from '../payments/payments.fixtures.js';
import { casinoPostings, expectLedgerConsistent, gameId } from './casino.fixtures.js';
import { LIVE_CASINO_BASE, LIVE_CASINO_CODE } from './live-casino.mount.js';

type App = ReturnType<ReturnType<typeof useApp>>;

const grand = LIVE_TABLES.find((table) => table.id === 'roulette-grand') as LiveTable;
const emerald = LIVE_TABLES.find((table) => table.id === 'blackjack-emerald') as LiveTable;
const ROUND_MS = grand.timing.bettingMs + grand.timing.closingMs + grand.timing.revealMs + grand.timing.resultMs;

/** A player's seat at a live table through the platform's launch, as the lobby makes it: the studio's launch id. */
async function launchTable(app: App, token: string, table: string) {
  const res = await call(app, 'POST', '/casino/games/launch', {
    token,
    body: { game_id: await gameId(app, table), play_mode: 'real', theme: 'dark' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = res.json().payload.url as string;
  expect(url.startsWith(`${LIVE_CASINO_BASE}/table/`)).toBe(true);
  return url.slice(`${LIVE_CASINO_BASE}/table/`.length).split('?')[0] as string;
}

/**
 * The studio as it runs on the node elected for the tables, on a clock the test moves: the same
 * tables in the database, the same key and the platform's wallet over its signed API.
 */
async function studioOn(app: App, clock: ManualClock, shoe?: string[]) {
  const secret = await sharedSecret(app.database.db, 'live_casino_wallet');
  const wallet = new OperatorWallet(injectTransport(app), LIVE_CASINO_CODE, secret);
  return new LiveStudio(
    new LiveStore(sqlRunner(app.database.db), providerSchemaOf(app.database.schema, 'liveCasino')),
    wallet,
    clock,
    {
      tables: [grand, emerald],
      // Blackjack deals these ranks first, then twos.
      ...(shoe ? { shoeOf: () => [...shoe.map((rank) => card(rank)), ...Array(300).fill(card('2'))] } : {}),
    },
  );
}

async function balanceOf(app: App, walletId: number) {
  return expectLedgerConsistent(app, walletId);
}

describe('the live studio on the seamless wallet', () => {
  const app = useApp(CASHIER_APP);

  it('lists its tables in the live casino and seats a player only for real money', async () => {
    const res = await call(app(), 'GET', '/casino/games?is_live=true&limit=40');
    const list = res.json().payload.list as Array<{ external_id: string; is_live: boolean; has_demo: boolean }>;
    expect(list.map((game) => game.external_id).sort()).toEqual(LIVE_TABLES.map((table) => table.id).sort());
    expect(list.every((game) => game.is_live && !game.has_demo)).toBe(true);
    const regular = (await call(app(), 'GET', '/casino/games?is_live=false&limit=40')).json().payload.list as Array<{
      external_id: string;
    }>;
    expect(regular.map((game) => game.external_id)).not.toContain('roulette-grand');

    const demo = await call(app(), 'POST', '/casino/games/launch', {
      body: { game_id: await gameId(app(), 'roulette-grand'), play_mode: 'demo' },
    });
    expect(demo.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('takes a stake in the betting window and pays the win when the result shows, all in the ledger', async () => {
    const player = await playerWithDeposit(app(), '50');
    const launch = await launchTable(app(), player.token, 'roulette-grand');
    const clock = new ManualClock(Date.now());
    const studio = await studioOn(app(), clock);
    await studio.start();
    const runner = studio.sharedTable('roulette-grand');
    const red = await runner.bet(launch, 'EUR', 'red', 1_000n);
    const black = await runner.bet(launch, 'EUR', 'black', 500n);
    expect([red.ok, black.ok]).toEqual([true, true]);
    expect(await balanceOf(app(), player.walletId)).toBe(5_000 - 1_500);

    clock.advance(ROUND_MS - grand.timing.resultMs);
    const outcome = runner.view().history[0] as { pocket: number; color: string };
    // The settlement's record is written, then the wins it owes are delivered (as the job does).
    await expect
      .poll(async () => {
        await studio.tick();
        return balanceOf(app(), player.walletId);
      })
      .toBe(5_000 - 1_500 + (outcome.color === 'red' ? 2_000 : outcome.color === 'black' ? 1_000 : 0));
    const postings = await casinoPostings(app(), player.walletId);
    expect(postings.map((p) => p.kind).filter((kind) => kind === 'casino_bet')).toHaveLength(2);
    if (outcome.color !== 'green') {
      expect(postings.at(-1)?.metadata).toMatchObject({ provider: LIVE_CASINO_CODE, game: 'roulette-grand' });
    }
    studio.stop();
  });

  it('voids a round the studio stopped in, and gives every stake back exactly once', async () => {
    const player = await playerWithDeposit(app(), '50');
    const launch = await launchTable(app(), player.token, 'roulette-grand');
    const clock = new ManualClock(Date.now());
    const first = await studioOn(app(), clock);
    await first.start();
    const runner = first.sharedTable('roulette-grand');
    expect((await runner.bet(launch, 'EUR', 'straight:17', 2_000n)).ok).toBe(true);
    expect((await runner.bet(launch, 'EUR', 'odd', 700n)).ok).toBe(true);
    expect(await balanceOf(app(), player.walletId)).toBe(5_000 - 2_700);
    // The node stops mid-round: no result, no payout.
    first.stop();
    clock.advance(ROUND_MS);

    // The next node to deal voids the round and rolls its stakes back.
    const second = await studioOn(app(), clock);
    expect(await second.voidUnfinished()).toBe(2);
    await expect
      .poll(async () => {
        await second.tick();
        return balanceOf(app(), player.walletId);
      })
      .toBe(5_000);
    // Another restart finds nothing left to give back; the money moved once.
    const third = await studioOn(app(), clock);
    expect(await third.voidUnfinished()).toBe(0);
    await third.tick();
    expect(await balanceOf(app(), player.walletId)).toBe(5_000);
    const postings = await casinoPostings(app(), player.walletId);
    expect(postings.map((p) => [p.kind, p.amount]).sort()).toEqual(
      [
        ['casino_bet', -2_000],
        ['casino_bet', -700],
        ['casino_rollback', 2_000],
        ['casino_rollback', 700],
      ].sort(),
    );
  });

  it('pays a doubled blackjack hand on both its stakes with one win that closes the round', async () => {
    const player = await playerWithDeposit(app(), '50');
    const launch = await launchTable(app(), player.token, 'blackjack-emerald');
    const clock = new ManualClock(Date.now());
    // The player: 5, 6, then a 10 on the double. The dealer: 10 up, 7 in the hole.
    const studio = await studioOn(app(), clock, ['5', '10', '6', '7', '10']);
    await studio.start();
    const table = studio.blackjackTable('blackjack-emerald');
    expect(table.sit(launch, 2, 'EUR')).toEqual({ ok: true });
    expect(await table.bet(launch, 1_000n)).toEqual({ ok: true });
    clock.advance(emerald.timing.bettingMs + emerald.timing.closingMs + emerald.timing.revealMs);
    expect(table.view().round).toMatchObject({ phase: 'playing', turn: 2 });
    expect(await table.act(launch, 'double')).toEqual({ ok: true });
    expect(await balanceOf(app(), player.walletId)).toBe(5_000 - 2_000);
    clock.advance(5_000);
    expect(table.view().seats[2]).toMatchObject({ total: 21, result: 'win', bet: 2_000 });
    await expect
      .poll(async () => {
        await studio.tick();
        return balanceOf(app(), player.walletId);
      })
      .toBe(5_000 + 2_000);
    const postings = await casinoPostings(app(), player.walletId);
    expect(postings.map((p) => [p.kind, p.amount])).toEqual([
      ['casino_bet', -1_000],
      ['casino_bet', -1_000],
      ['casino_win', 4_000],
    ]);
    // The studio's calls and the wallet's record of them agree.
    const report = await studio.reconcile(Date.now() - 60_000, Date.now() + 1_000);
    expect(report).toMatchObject({ complete: true, mismatches: [] });
    expect(report.checked).toBeGreaterThanOrEqual(3);
    studio.stop();
  });
});
