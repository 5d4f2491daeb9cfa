/**
 * @module-tag engine
 */
import { rollDice } from '@meridian/providers/casino-games/engine/instant/dice';
import { verifyRound } from '@meridian/providers/casino-games/engine/verify';
import { studioGames } from '@meridian/providers/casino-games/studio.games';
import { StudioService } from '@meridian/providers/casino-games/studio.service';
import { StudioStore } from '@meridian/providers/casino-games/studio.store';
import { fairRandom, hashServerSeed } from '@meridian/providers/shared/games/provably-fair';
import { type OperatorTransport, OperatorWallet } from '@meridian/providers/shared/seamless-wallet';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { call } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { injectTransport, mounted, providerSchemaOf, providerTable, sqlRunner } from '../../platform/provider-mount.js';
import { sharedSecret } from '../../platform/secrets.js';
import { CASHIER_APP, playerWithDeposit } from '../payments/payments.fixtures.js';
import { casinoPostings, expectLedgerConsistent, gameId } from './casino.fixtures.js';
import { CASINO_GAMES_BASE } from './casino-games.mount.js';

type App = ReturnType<ReturnType<typeof useApp>>;

/** A real launch through the platform: the studio's launch id from the address it answered. */
async function launch(app: App, playerToken: string | null, code: string) {
  const res = await call(app, 'POST', '/casino/games/launch', {
    ...(playerToken ? { token: playerToken } : {}),
    body: { game_id: await gameId(app, code), play_mode: playerToken ? 'real' : 'demo', theme: 'light' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = res.json().payload.url as string;
  expect(url.startsWith(`${CASINO_GAMES_BASE}/play/`)).toBe(true);
  return url.slice(`${CASINO_GAMES_BASE}/play/`.length).split('?')[0] as string;
}

const studioCall = (app: App, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  app.inject({
    method,
    url: `${CASINO_GAMES_BASE}/api/launches/${path}`,
    ...(body === undefined ? {} : { payload: body as object }),
  });

/** The seeds the studio will use for a player's next round. */
async function nextSeeds(app: App, owner: string) {
  const rows = await app.database.db
    .selectFrom(providerTable(app, 'casinoGames', 'studio_seeds') as never)
    .selectAll()
    .where('owner' as never, '=', owner as never)
    .execute();
  const row = rows[0] as unknown as { server_seed: string; client_seed: string; nonce: number };
  return { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.nonce };
}

/** A dice bet that wins (or loses) on the player's next round, read from the seeds. */
async function diceBet(app: App, owner: string, stake: number, win: boolean) {
  const roll = rollDice({ target: 5000, direction: 'over', amount: 1n }, fairRandom(await nextSeeds(app, owner))).roll;
  const over = roll > 5000;
  const target = roll === 5000 ? 4999 : 5000;
  const direction = over === win ? 'over' : 'under';
  return { stake, target, direction };
}

describe('the built-in studio on the seamless wallet', () => {
  const app = useApp(CASHIER_APP);

  it('plays dice for real: the stake and the win reach the wallet once, with the round in the ledger', async () => {
    const player = await playerWithDeposit(app(), '50');
    const id = await launch(app(), player.token, 'dice');
    const overview = (await studioCall(app(), 'GET', id)).json();
    expect(overview).toMatchObject({
      demo: false,
      currency: 'EUR',
      balance: 5_000,
      game: { code: 'dice', kind: 'instant' },
    });
    expect(overview.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    const owner = `player:${player.id}`;
    const won = await studioCall(app(), 'POST', `${id}/rounds`, await diceBet(app(), owner, 1_000, true));
    expect(won.statusCode, won.body).toBe(200);
    const round = won.json();
    expect(round.round).toMatchObject({ status: 'settled', stake: 1_000 });
    expect(round.round.win).toBeGreaterThan(1_000);
    expect(round.balance).toBe(5_000 - 1_000 + round.round.win);

    const lost = (await studioCall(app(), 'POST', `${id}/rounds`, await diceBet(app(), owner, 500, false))).json();
    expect(lost.round).toMatchObject({ status: 'settled', win: 0 });
    const balance = await expectLedgerConsistent(app(), player.walletId);
    expect(balance).toBe(5_000 - 1_000 + round.round.win - 500);
    const postings = await casinoPostings(app(), player.walletId);
    expect(postings.map((p) => [p.kind, p.amount])).toEqual([
      ['casino_bet', -1_000],
      ['casino_win', round.round.win],
      ['casino_bet', -500],
    ]);
    expect(postings[1]?.metadata).toMatchObject({ provider: 'meridian', game: 'dice', round: round.round.id });

    const history = (await studioCall(app(), 'GET', id)).json().history;
    expect(history.map((h: { stake: number }) => h.stake)).toEqual([500, 1_000]);
  });

  it('refuses a stake the wallet cannot cover and leaves no round in play', async () => {
    const player = await playerWithDeposit(app(), '1');
    const id = await launch(app(), player.token, 'crash');
    const refused = await studioCall(app(), 'POST', `${id}/rounds`, { stake: 500, target: 200 });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ wallet_status: 'RS_ERROR_NOT_ENOUGH_MONEY' });
    const bad = await studioCall(app(), 'POST', `${id}/rounds`, { stake: 50, target: 100 });
    expect(bad.statusCode).toBe(422);
    expect((await studioCall(app(), 'GET', id)).json()).toMatchObject({ balance: 100, open: null, history: [] });
  });

  it('plays a blackjack hand to the end, extra stakes included', async () => {
    const player = await playerWithDeposit(app(), '50');
    const id = await launch(app(), player.token, 'blackjack');
    let answer = (await studioCall(app(), 'POST', `${id}/rounds`, { stake: 1_000 })).json();
    for (let i = 0; i < 10 && answer.round.status === 'open'; i++) {
      const legal: string[] = answer.round.view.legalActions;
      const action = legal.includes('noInsurance') ? 'noInsurance' : legal.includes('double') ? 'double' : 'stand';
      const res = await studioCall(app(), 'POST', `${id}/rounds/${answer.round.id}/actions`, { action });
      expect(res.statusCode, res.body).toBe(200);
      answer = res.json();
    }
    expect(answer.round.status).toBe('settled');
    expect(answer.round.view.dealer.every((card: number | null) => card !== null)).toBe(true);
    const balance = await expectLedgerConsistent(app(), player.walletId);
    expect(balance).toBe(5_000 - answer.round.stake + answer.round.win);
  });

  it('plays demo on play money without touching the wallet', async () => {
    const id = await launch(app(), null, 'mines');
    expect((await studioCall(app(), 'GET', id)).json()).toMatchObject({ demo: true, balance: 100_000 });
    const started = (await studioCall(app(), 'POST', `${id}/rounds`, { stake: 1_000, mines: 3 })).json();
    expect(started.round).toMatchObject({ status: 'open', stake: 1_000 });
    expect(started.round.view.layout).toBeNull();
    expect(started.balance).toBe(99_000);
    const again = await studioCall(app(), 'POST', `${id}/rounds`, { stake: 1_000, mines: 3 });
    expect(again.statusCode).toBe(409);
    const wallets = await app().database.db.selectFrom('casino_transactions').select('id').execute();
    const before = wallets.length;
    const picked = (await studioCall(app(), 'POST', `${id}/rounds/${started.round.id}/actions`, { tile: 0 })).json();
    expect(['open', 'settled']).toContain(picked.round.status);
    expect((await app().database.db.selectFrom('casino_transactions').select('id').execute()).length).toBe(before);
  });

  it('reveals the server seed on rotation, and the revealed seed replays the round', async () => {
    const player = await playerWithDeposit(app(), '50');
    const id = await launch(app(), player.token, 'dice');
    const round = (
      await studioCall(app(), 'POST', `${id}/rounds`, { stake: 100, target: 5000, direction: 'over' })
    ).json();
    const rotated = await studioCall(app(), 'PUT', `${id}/seeds`, { client_seed: 'my-lucky-seed' });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { revealed, fairness } = rotated.json();
    expect(revealed.serverSeedHash).toBe(round.fairness.serverSeedHash);
    expect(hashServerSeed(revealed.serverSeed)).toBe(revealed.serverSeedHash);
    expect(fairness).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    const replay = verifyRound(
      { serverSeed: revealed.serverSeed, clientSeed: round.fairness.clientSeed, nonce: round.fairness.nonce },
      revealed.serverSeedHash,
      { game: 'dice', bet: { target: 5000, direction: 'over', amount: 100n } },
    );
    expect(replay).toMatchObject({ game: 'dice', round: { roll: round.round.view.roll } });
    const seed = await app().inject({
      method: 'GET',
      url: `${CASINO_GAMES_BASE}/api/seeds/${revealed.serverSeedHash}`,
    });
    expect(seed.json()).toEqual({ server_seed_hash: revealed.serverSeedHash, server_seed: revealed.serverSeed });
  });

  it('rolls back a stake whose answer was lost and delivers a win it could not send, once', async () => {
    const player = await playerWithDeposit(app(), '50');
    const id = await launch(app(), player.token, 'dice');
    await studioCall(app(), 'GET', id);
    const owner = `player:${player.id}`;
    const secret = await sharedSecret(app().database.db, 'casino_games_wallet');
    const real = injectTransport(app());
    // The next `drop` calls reach the platform (or not) but their answers are lost.
    let drop = 0;
    let deliver = true;
    const flaky: OperatorTransport = async (request) => {
      if (drop > 0) {
        drop -= 1;
        if (deliver) await real(request);
        throw new Error('connection reset');
      }
      return real(request);
    };
    let now = Date.now();
    const studio = new StudioService(
      new StudioStore(sqlRunner(app().database.db), providerSchemaOf(app().database.schema, 'casinoGames')),
      new OperatorWallet(flaky, 'meridian', secret),
      studioGames(),
      () => now,
    );

    // The stake reaches the wallet, its answer does not: the round is void and the stake comes back.
    drop = 2; // the bet's answer, and the immediate rollback attempt
    await expect(studio.play(id, await diceBet(app(), owner, 700, false))).rejects.toMatchObject({ status: 503 });
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(4_300);
    now += 5_000;
    // The owed rollback goes out with this tick, or with the app's own delivery job if it came first.
    await studio.tick();
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(5_000);
    expect(await studio.tick()).toBe(0);

    // The stake never arrives: the rollback comes first and the wallet never moves.
    drop = 1;
    deliver = false;
    await expect(studio.play(id, await diceBet(app(), owner, 300, true))).rejects.toMatchObject({ status: 503 });
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(5_000);

    // A winning round whose win cannot be delivered stays owed until it is.
    deliver = true;
    const bet = await diceBet(app(), owner, 1_000, true);
    const realPlay = studio.play.bind(studio);
    drop = 0;
    const playing = realPlay(id, bet);
    const answer = await playing;
    expect(answer.round.status).toBe('settled');
    const afterWin = await expectLedgerConsistent(app(), player.walletId);
    expect(afterWin).toBe(5_000 - 1_000 + answer.round.win);

    const next = await diceBet(app(), owner, 1_000, true);
    let calls = 0;
    const winLost: OperatorTransport = async (request) => {
      calls += 1;
      if (request.path.endsWith('/transaction/win') && calls < 3) throw new Error('connection refused');
      return real(request);
    };
    const unlucky = new StudioService(
      new StudioStore(sqlRunner(app().database.db), providerSchemaOf(app().database.schema, 'casinoGames')),
      new OperatorWallet(winLost, 'meridian', secret),
      studioGames(),
      () => now,
    );
    const told: number[] = [];
    unlucky.workDue.listen((at) => told.push(at.getTime()));
    const pending = await unlucky.play(id, next);
    expect(pending.round.win).toBeGreaterThan(0);
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(afterWin - 1_000);
    // Whoever runs the studio's delivery hears when the win is due again: 2 s on.
    expect(told).toEqual([now + 2_000]);
    // The win is owed. The queue's delivery job sends it: the retry and the job are made due here
    // rather than waited for.
    const { db } = app().database;
    await sql`update ${providerTable(app(), 'casinoGames', 'studio_wallet_calls')} set next_at = now() where status = 'pending'`.execute(
      db,
    );
    await sql`update ${sql.id(app().jobs.schema, 'job')} set start_after = now() - interval '1 second'
      where name = 'casino-games-delivery' and state = 'created'`.execute(db);
    await app().jobs.runDue('casino-games-delivery');
    await vi.waitFor(async () =>
      expect(await expectLedgerConsistent(app(), player.walletId)).toBe(afterWin - 1_000 + pending.round.win),
    );
    const wins = (await casinoPostings(app(), player.walletId)).filter((p) => p.kind === 'casino_win');
    expect(wins).toHaveLength(2);
  });

  it('reconciles its calls against the platform’s record and names a difference', async () => {
    const player = await playerWithDeposit(app(), '50');
    const id = await launch(app(), player.token, 'dice');
    await studioCall(app(), 'GET', id);
    const owner = `player:${player.id}`;
    await studioCall(app(), 'POST', `${id}/rounds`, await diceBet(app(), owner, 200, true));
    await studioCall(app(), 'POST', `${id}/rounds`, await diceBet(app(), owner, 300, false));
    const studio = mounted(app().providers.casinoGames, 'game studio');
    const window = [Date.now() - 3_600_000, Date.now() + 60_000] as const;
    const clean = await studio.reconcile(...window);
    expect(clean).toMatchObject({ complete: true, mismatches: [] });
    expect(clean.checked).toBeGreaterThanOrEqual(3);

    const [bet] = await app()
      .database.db.selectFrom('casino_transactions')
      .select(['id', 'transaction_uuid'])
      .where('user_id', '=', BigInt(player.id))
      .where('kind', '=', 'bet')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    await app()
      .database.db.updateTable('casino_transactions')
      .set({ amount: 301n })
      .where('id', '=', bet?.id ?? 0n)
      .execute();
    const report = await studio.reconcile(...window);
    expect(report.mismatches).toEqual([
      { transactionUuid: bet?.transaction_uuid, kind: 'bet', problem: 'amount_differs' },
    ]);
  });
});
