/**
 * @module-tag engine
 */
import { LiveStudio } from '@meridian/providers/live-casino/live.service';
import { LiveStore } from '@meridian/providers/live-casino/live.store';
import { LIVE_TABLES, type LiveTable, ManualClock } from '@meridian/providers/live-casino/live-casino.entry';
import { card } from '@meridian/providers/shared/games/cards';
import { OperatorWallet } from '@meridian/providers/shared/seamless-wallet';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { injectTransport, providerSchemaOf, providerTable, sqlRunner } from '../../platform/provider-mount.js';
import { sharedSecret } from '../../platform/secrets.js';
import { CASHIER_APP, playerWithDeposit } from '../payments/payments.fixtures.js';
import { casinoPostings, expectLedgerConsistent, gameId } from './casino.fixtures.js';
import { LIVE_CASINO_BASE, LIVE_CASINO_CODE } from './live-casino.mount.js';

type App = ReturnType<ReturnType<typeof useApp>>;

/** The real tables with a maximum of EUR 20, so a EUR 150 deposit could pay five maximum bets. */
const speed = {
  ...(LIVE_TABLES.find((table) => table.id === 'roulette-speed') as LiveTable),
  limitHundredths: { min: 100, max: 2_000 },
};
const emerald = {
  ...(LIVE_TABLES.find((table) => table.id === 'blackjack-emerald') as LiveTable),
  limitHundredths: { min: 100, max: 2_000 },
};
const MAX = 2_000;
const START = 15_000;

async function launchTable(app: App, token: string, table: string) {
  const res = await call(app, 'POST', '/casino/games/launch', {
    token,
    body: { game_id: await gameId(app, table), play_mode: 'real', theme: 'dark' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = res.json().payload.url as string;
  return url.slice(`${LIVE_CASINO_BASE}/table/`.length).split('?')[0] as string;
}

/** The studio on a clock the test moves, paying through the platform's wallet over its signed API. */
async function studioOn(app: App, clock: ManualClock, shoe: string[]) {
  const secret = await sharedSecret(app.database.db, 'live_casino_wallet');
  const wallet = new OperatorWallet(injectTransport(app), LIVE_CASINO_CODE, secret);
  const studio = new LiveStudio(
    new LiveStore(sqlRunner(app.database.db), providerSchemaOf(app.database.schema, 'liveCasino')),
    wallet,
    clock,
    {
      tables: [speed, emerald],
      shoeOf: () => [...shoe.map((rank) => card(rank)), ...Array(300).fill(card('2'))],
    },
  );
  await studio.start();
  return studio;
}

/** The studio's stored bets of launches: a refused bet must leave none. */
async function studioBets(app: App, launches: string[]) {
  const { rows } = await sql<{ status: string; amount: string }>`
    select status, amount::text as amount from ${providerTable(app, 'liveCasino', 'live_bets')} where launch_id in (${sql.join(launches)})`.execute(
    app.database.db,
  );
  return rows.map((row) => [row.status, Number(row.amount)]);
}

describe('the live tables’ maximums on the seamless wallet, with bets sent together', () => {
  const app = useApp(CASHIER_APP);

  it('takes one maximum bet of five sent at once from two launches of one player at Speed Roulette', async () => {
    const player = await playerWithDeposit(app(), String(START / 100));
    const launches = [
      await launchTable(app(), player.token, 'roulette-speed'),
      await launchTable(app(), player.token, 'roulette-speed'),
    ];
    const clock = new ManualClock(Date.now());
    const studio = await studioOn(app(), clock, []);
    const runner = studio.sharedTable('roulette-speed');
    // As the table's socket passes them: the launch, and the operator's user behind it.
    const person = (await studio.findLaunch(launches[0] as string)).userRef;
    const answers = await Promise.all(
      ['red', 'black', 'odd', 'even', 'low'].map((spot, i) =>
        runner.bet(launches[i % 2] as string, 'EUR', spot, BigInt(MAX), person),
      ),
    );
    const accepted = answers.filter((answer) => answer.ok).length;
    expect(accepted).toBe(1);
    expect(answers.filter((answer) => !answer.ok).map((answer) => !answer.ok && answer.reason)).toEqual(
      Array(4).fill('above_maximum_pending'),
    );
    expect(await runner.bet(launches[1] as string, 'EUR', 'high', 100n, person)).toMatchObject({
      ok: false,
      reason: 'above_maximum',
    });
    // The money against the model: the start less what was accepted, and nothing of the refused bets.
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(START - accepted * MAX);
    const postings = await casinoPostings(app(), player.walletId);
    expect(postings.map((p) => [p.kind, p.amount])).toEqual([['casino_bet', -MAX]]);
    expect(await studioBets(app(), launches)).toEqual([['accepted', MAX]]);
    studio.stop();
  });

  it('seats one player once at blackjack, takes one maximum bet of five, and one double of two', async () => {
    const player = await playerWithDeposit(app(), String(START / 100));
    const launches = [
      await launchTable(app(), player.token, 'blackjack-emerald'),
      await launchTable(app(), player.token, 'blackjack-emerald'),
    ];
    const clock = new ManualClock(Date.now());
    // The player: 5, 6, then a 10 on the double. The dealer: 10 up, 7 in the hole.
    const studio = await studioOn(app(), clock, ['5', '10', '6', '7', '10']);
    const table = studio.blackjackTable('blackjack-emerald');
    const person = (await studio.findLaunch(launches[0] as string)).userRef;
    const [first, second] = launches as [string, string];
    expect(table.sit(first, 2, 'EUR', person)).toEqual({ ok: true });
    expect(table.sit(second, 4, 'EUR', person)).toEqual({ ok: false, reason: 'seated_elsewhere' });

    const bets = await Promise.all(Array.from({ length: 5 }, () => table.bet(first, BigInt(MAX))));
    expect(bets.map((answer) => (answer.ok ? 'ok' : answer.reason)).sort()).toEqual([
      ...Array(4).fill('above_maximum_pending'),
      'ok',
    ]);
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(START - MAX);

    clock.advance(emerald.timing.bettingMs + emerald.timing.closingMs + emerald.timing.revealMs);
    expect(table.view().round).toMatchObject({ phase: 'playing', turn: 2 });
    const moves = await Promise.all([table.act(first, 'double'), table.act(first, 'double'), table.act(first, 'hit')]);
    expect(moves).toEqual([
      { ok: true },
      { ok: false, reason: 'action_pending' },
      { ok: false, reason: 'action_pending' },
    ]);
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(START - 2 * MAX);

    // 21 against 17: the doubled hand wins twice its stakes, paid once.
    clock.advance(5_000);
    expect(table.view().seats[2]).toMatchObject({ total: 21, result: 'win', bet: 2 * MAX });
    await expect
      .poll(async () => {
        await studio.tick();
        return expectLedgerConsistent(app(), player.walletId);
      })
      .toBe(START - 2 * MAX + 4 * MAX);
    const postings = await casinoPostings(app(), player.walletId);
    expect(postings.map((p) => [p.kind, p.amount])).toEqual([
      ['casino_bet', -MAX],
      ['casino_bet', -MAX],
      ['casino_win', 4 * MAX],
    ]);
    const { rows } = await sql<{ body: string }>`
      select c.body from ${providerTable(app(), 'liveCasino', 'live_wallet_calls')} c join ${providerTable(app(), 'liveCasino', 'live_bets')} b on b.id = c.bet_id
      where c.kind = 'win' and b.launch_id = ${first}`.execute(app().database.db);
    expect(rows.map((row) => JSON.parse(row.body).round_closed)).toEqual([true]);
    studio.stop();
  });
});
