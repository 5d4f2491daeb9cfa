import { LiveStudio, type LiveStudioOptions } from '@meridian/providers/live-casino/live.service';
import { LiveStore } from '@meridian/providers/live-casino/live.store';
import { LIVE_TABLES, type LiveTable, ManualClock } from '@meridian/providers/live-casino/live-casino.entry';
import { OperatorWallet } from '@meridian/providers/shared/seamless-wallet';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from '../../../test/accounts.js';
import { injectTransport, providerSchemaOf, sqlRunner } from '../../platform/provider-mount.js';
import { sharedSecret } from '../../platform/secrets.js';
import { gameId } from './casino.fixtures.js';
import { LIVE_CASINO_BASE, LIVE_CASINO_CODE } from './live-casino.mount.js';

type App = FastifyInstance;

export const speedRoulette = LIVE_TABLES.find((table) => table.id === 'roulette-speed') as LiveTable;
const TO_RESULT = speedRoulette.timing.bettingMs + speedRoulette.timing.closingMs + speedRoulette.timing.revealMs;
/** Red, black and zero: every pocket pays one of them. */
const COVER = ['red', 'black', 'straight:0'] as const;

/** A real-money launch at a live table through the platform, from the wallet named (the default one when not). */
export async function launchLive(app: App, playerToken: string, table: string, accountId?: number) {
  const res = await call(app, 'POST', '/casino/games/launch', {
    token: playerToken,
    body: {
      game_id: await gameId(app, table),
      play_mode: 'real',
      theme: 'dark',
      ...(accountId === undefined ? {} : { account_id: accountId }),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = res.json().payload.url as string;
  return url.slice(`${LIVE_CASINO_BASE}/table/`.length).split('?')[0] as string;
}

/** The studio on a clock the test moves, paying through the platform's wallet over its signed API. */
export async function liveStudioOn(app: App, clock: ManualClock, options: Partial<LiveStudioOptions> = {}) {
  const secret = await sharedSecret(app.database.db, 'live_casino_wallet');
  const wallet = new OperatorWallet(injectTransport(app), LIVE_CASINO_CODE, secret);
  const studio = new LiveStudio(
    new LiveStore(sqlRunner(app.database.db), providerSchemaOf(app.database.schema, 'liveCasino')),
    wallet,
    clock,
    { tables: [speedRoulette], ...options },
  );
  await studio.start();
  return studio;
}

/**
 * One round of Speed Roulette where each launch covers the wheel with `stake` on each of red, black
 * and zero, so every launch wins whatever the pocket: what each launch's stakes return.
 */
export async function coveredRound(app: App, launches: { id: string; stake: bigint }[]) {
  const clock = new ManualClock(Date.now());
  const studio = await liveStudioOn(app, clock);
  const runner = studio.sharedTable(speedRoulette.id);
  const person = (await studio.findLaunch(launches[0]?.id as string)).userRef;
  for (const spot of COVER) {
    for (const launch of launches) {
      expect(await runner.bet(launch.id, 'EUR', spot, launch.stake, person)).toMatchObject({ ok: true });
    }
  }
  clock.advance(TO_RESULT);
  const { pocket } = runner.view().history[0] as { pocket: number };
  // Red and black return twice their stake, zero thirty-six times.
  const returns = launches.map((launch) => launch.stake * (pocket === 0 ? 36n : 2n));
  return { studio, returns: returns.map(Number) };
}
