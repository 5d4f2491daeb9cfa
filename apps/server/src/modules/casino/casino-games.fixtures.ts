import type { SqlRunner } from '@meridian/providers/casino-games/casino-games.entry';
import { studioGames } from '@meridian/providers/casino-games/studio.games';
import { StudioService } from '@meridian/providers/casino-games/studio.service';
import { StudioStore } from '@meridian/providers/casino-games/studio.store';
import { fairRandom } from '@meridian/providers/shared/games/provably-fair';
import {
  type OperatorRequest,
  type OperatorTransport,
  OperatorWallet,
} from '@meridian/providers/shared/seamless-wallet';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { call } from '../../../test/accounts.js';
import { injectTransport, providerSchemaOf, providerTable, sqlRunner } from '../../platform/provider-mount.js';
import { expectLedgerConsistent, gameId } from './casino.fixtures.js';
import { CASINO_GAMES_BASE } from './casino-games.mount.js';

type App = FastifyInstance;

/** A real launch through the platform: the studio's launch id from the address it answered. */
export async function launchStudio(app: App, playerToken: string, code: string): Promise<string> {
  const res = await call(app, 'POST', '/casino/games/launch', {
    token: playerToken,
    body: { game_id: await gameId(app, code), play_mode: 'real', theme: 'dark' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = res.json().payload.url as string;
  return url.slice(`${CASINO_GAMES_BASE}/play/`.length).split('?')[0] as string;
}

/** A call the game page makes, under its launch. */
export const studioCall = (app: App, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  app.inject({
    method,
    url: `${CASINO_GAMES_BASE}/api/launches/${path}`,
    ...(body === undefined ? {} : { payload: body as object }),
  });

/**
 * Sets the player's next round to the first client seed whose random source `wanted` accepts, so a
 * test deals itself the hand (or the bonus) it needs. The seeds exist once the game page opened.
 */
export async function steerNextRound(
  app: App,
  playerId: number,
  wanted: (random: ReturnType<typeof fairRandom>) => boolean,
): Promise<void> {
  const owner = `player:${playerId}`;
  const { rows } = await sql<{ server_seed: string; nonce: number }>`
    select server_seed, nonce from ${providerTable(app, 'casinoGames', 'studio_seeds')} where owner = ${owner}`.execute(
    app.database.db,
  );
  const seeds = rows[0];
  if (!seeds) throw new Error(`no seeds for ${owner}: open the game page first`);
  for (let i = 0; i < 100_000; i++) {
    const clientSeed = `steer-${i}`;
    if (wanted(fairRandom({ serverSeed: seeds.server_seed, clientSeed, nonce: seeds.nonce }))) {
      await sql`update ${providerTable(app, 'casinoGames', 'studio_seeds')} set client_seed = ${clientSeed} where owner = ${owner}`.execute(
        app.database.db,
      );
      return;
    }
  }
  throw new Error('no client seed deals the round wanted');
}

/**
 * The player's money against the studio's own record of its rounds: each round took from the wallet
 * exactly the stake its final state counts and paid exactly the win it says (at most one win), and
 * the balance is the start less those stakes plus those wins. No stake or win is left in flight.
 */
export async function expectMoneyAsRoundsSay(app: App, player: { id: number; walletId: number }, start: number) {
  const { db } = app.database;
  const owner = `player:${player.id}`;
  const { rows: rounds } = await sql<{ id: string; status: string; stake: string; win: string; pending: unknown }>`
    select id, status, stake::text as stake, win::text as win, pending from ${providerTable(app, 'casinoGames', 'studio_rounds')} where owner = ${owner}`.execute(
    db,
  );
  const { rows: owed } = await sql<{ id: string }>`
    select c.id from ${providerTable(app, 'casinoGames', 'studio_wallet_calls')} c join ${providerTable(app, 'casinoGames', 'studio_rounds')} r on r.id = c.round_id
    where r.owner = ${owner} and c.status = 'pending'`.execute(db);
  expect(owed).toEqual([]);
  const calls = await db
    .selectFrom('casino_transactions')
    .select(['round', 'kind', 'status', 'amount'])
    .where('user_id', '=', BigInt(player.id))
    .execute();
  let expected = start;
  for (const round of rounds) {
    const mine = calls.filter((c) => c.round === round.id);
    const taken = mine
      .filter((c) => c.kind === 'bet' && c.status === 'accepted')
      .reduce((sum, c) => sum + Number(c.amount ?? 0n), 0);
    const wins = mine.filter((c) => c.kind === 'win' && c.status === 'accepted');
    const paid = wins.reduce((sum, c) => sum + Number(c.amount ?? 0n), 0);
    expect({ round: round.id, status: round.status, pending: round.pending, taken, paid }).toEqual({
      round: round.id,
      status: round.status === 'void' ? 'void' : 'settled',
      pending: null,
      taken: Number(round.stake),
      paid: Number(round.win),
    });
    expect(wins.length).toBeLessThanOrEqual(1);
    expected += Number(round.win) - Number(round.stake);
  }
  expect(await expectLedgerConsistent(app, player.walletId)).toBe(expected);
  return rounds;
}

/** Where a studio process dies: before or after a wallet call of a path, or at a statement. */
export interface DeathPoint {
  before?: (request: OperatorRequest) => boolean;
  after?: (request: OperatorRequest) => boolean;
  statement?: (text: string, params: readonly unknown[]) => boolean;
}

export const isCall = (kind: string) => (request: OperatorRequest) => request.path.endsWith(`/transaction/${kind}`);

/**
 * A studio process that is killed at a point: from then on nothing it does reaches the database or
 * the wallet, as with a killed process. A transaction open at that moment is rolled back.
 */
export function mortalStudio(app: App, secret: string, death: DeathPoint): StudioService {
  let dead = false;
  const die = (): never => {
    dead = true;
    throw new Error('the process was killed');
  };
  const real = injectTransport(app);
  const transport: OperatorTransport = async (request) => {
    if (dead || death.before?.(request)) die();
    const answer = await real(request);
    if (dead || death.after?.(request)) die();
    return answer;
  };
  const mortal = (runner: SqlRunner): SqlRunner => ({
    query(text, params = []) {
      if (dead || death.statement?.(text, params)) die();
      return runner.query(text, params);
    },
    transaction(work) {
      if (dead) die();
      return runner.transaction((tx) => work(mortal(tx)));
    },
  });
  const store = new StudioStore(
    mortal(sqlRunner(app.database.db)),
    providerSchemaOf(app.database.schema, 'casinoGames'),
  );
  return new StudioService(store, new OperatorWallet(transport, 'meridian', secret), studioGames());
}

/** The studio as a node started after the crash sees it, its clock `laterMs` on. */
export function restartedStudio(app: App, secret: string, laterMs: number): StudioService {
  const store = new StudioStore(sqlRunner(app.database.db), providerSchemaOf(app.database.schema, 'casinoGames'));
  const wallet = new OperatorWallet(injectTransport(app), 'meridian', secret);
  return new StudioService(store, wallet, studioGames(), () => Date.now() + laterMs);
}
