/**
 * @module-tag engine
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedPlayer, lineMatch, makeBet, pick, placed, singleBet } from '../src/modules/bets/bets.fixtures.js';
import { bet, connectStudio, launchReal, walletCall } from '../src/modules/casino/casino.fixtures.js';
import { portOf } from '../src/platform/metrics-exposure.js';
import { startApp, useApp } from './helper.js';
import { adminCall, newSignedInOperator, operatorClock } from './operators.js';

const TOKEN = 'metrics-token-'.padEnd(40, 'x');
/** Labels whose values are numbers by nature: a histogram's bucket, an HTTP status, `nodejs_version_info`. */
const NUMERIC_LABELS = new Set(['le', 'status_code', 'major', 'minor', 'patch']);

function scrape(app: FastifyInstance, authorization?: string) {
  return app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
}

async function exposition(app: FastifyInstance): Promise<string> {
  const res = await scrape(app, `Bearer ${TOKEN}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

/** The value of one sample of the exposition text (0 when the series has none yet). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** Every label of every sample: `[name, value]`. */
function labelsOf(text: string): Array<[string, string]> {
  return text
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .flatMap((l) => [...(l.match(/\{(.*)\}/)?.[1] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)])
    .map((m) => [m[1] ?? '', m[2] ?? '']);
}

describe('/metrics', () => {
  describe('with neither METRICS_TOKEN nor METRICS_PORT', () => {
    // Started in the suite's hook, which has the room an app's start takes on a busy machine.
    const app = useApp();

    it('does not exist', async () => {
      expect((await scrape(app(), `Bearer ${TOKEN}`)).statusCode).toBe(404);
      expect(app().metricsListener).toBeNull();
    });
  });

  describe('with METRICS_TOKEN', () => {
    const app = useApp({ metrics: { token: TOKEN, port: undefined }, betLiveDelayS: 0 });

    it('answers the bearer of the token only', async () => {
      expect((await scrape(app())).statusCode).toBe(401);
      expect((await scrape(app(), `Bearer ${TOKEN.slice(1)}`)).statusCode).toBe(401);
      expect((await scrape(app(), `Bearer ${TOKEN}x`)).statusCode).toBe(401);
      expect((await scrape(app(), TOKEN)).statusCode).toBe(401);
      const res = await scrape(app(), `Bearer ${TOKEN}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      // Node's own figures are there too.
      expect(res.body).toMatch(/^process_cpu_user_seconds_total /m);
      expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds /m);
    });

    it('counts bets placed, their stakes by currency, and refusals by reason', async () => {
      const before = await exposition(app());
      const player = await fundedPlayer(app(), 5_000n);
      const match = await lineMatch(app());
      // The wallet's first bet is decided in full, the next by one statement: both count.
      await placed(app(), player.token, singleBet(player.walletId, pick(match, 1, 11, 2100), { amount: 1_000 }));
      await placed(app(), player.token, singleBet(player.walletId, pick(match, 1, 12, 3300), { amount: 250 }));
      const moved = await placed(app(), player.token, singleBet(player.walletId, pick(match, 1, 11, 1900)));
      expect(moved.error).not.toBeNull();
      const short = await makeBet(app(), player.token, {
        ...singleBet(player.walletId, pick(match, 1, 11, 2100), { amount: 9_000 }),
        bet_uuid: randomUUID(),
      });
      expect(short.statusCode, short.body).toBe(422);

      const after = await exposition(app());
      const delta = (series: string) => sample(after, series) - sample(before, series);
      expect(delta('meridian_bets_placed_total{currency="EUR"}')).toBe(2);
      expect(delta('meridian_bet_stakes_minor_total{currency="EUR"}')).toBe(1_250);
      expect(delta('meridian_bets_refused_total{reason="odds_changed"}')).toBe(1);
      expect(delta('meridian_bets_refused_total{reason="insufficient_funds"}')).toBe(1);
    });

    it('counts wallet calls by kind and answer, and the lag of each feed batch stored', async () => {
      const before = await exposition(app());
      connectStudio(app());
      const player = await fundedPlayer(app(), 2_000n);
      const round = { token: await launchReal(app(), player.token, 'blackjack'), user: player.id, game: 'blackjack' };
      expect(await bet(app(), round, randomUUID(), 500)).toMatchObject({ status: 'RS_OK' });
      expect(await bet(app(), round, randomUUID(), 9_000)).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY' });
      expect(await walletCall(app(), 'user/balance', { token: round.token }, { secret: 'x'.repeat(40) })).toMatchObject(
        {
          http: 401,
        },
      );
      await lineMatch(app());

      const after = await exposition(app());
      const delta = (series: string) => sample(after, series) - sample(before, series);
      expect(delta('meridian_casino_wallet_calls_total{kind="bet",status="RS_OK"}')).toBe(1);
      expect(delta('meridian_casino_wallet_calls_total{kind="bet",status="RS_ERROR_NOT_ENOUGH_MONEY"}')).toBe(1);
      expect(delta('meridian_casino_wallet_calls_total{kind="balance",status="bad_signature"}')).toBe(1);
      expect(delta('meridian_feed_lag_seconds_count')).toBeGreaterThanOrEqual(1);
    });

    it('times requests by their route pattern, and no label holds an id', async () => {
      const player = await fundedPlayer(app(), 2_000n);
      const match = await lineMatch(app());
      const bet = await placed(app(), player.token, singleBet(player.walletId, pick(match, 1, 11, 2100)));
      await app().inject({ method: 'GET', url: `/media/teams/${match.home.id}.svg` });
      const text = await exposition(app());

      expect(text).toMatch(
        /^meridian_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/bets\/make",status_code="200"\} [1-9]/m,
      );
      expect(text).toMatch(/route="\/media\/teams\/:file"/);
      const labels = labelsOf(text);
      const ids = [player.id, player.walletId, bet.bet_id, match.event_id, match.home.id].map(String);
      for (const [name, value] of labels) {
        // Only a bucket's bound, an HTTP status and Node's version are numbers; no other value is
        // an id of this test's rows, a number, a UUID or a path with an id in it.
        if (NUMERIC_LABELS.has(name)) continue;
        expect(ids, `${name}="${value}"`).not.toContain(value);
        expect(value, name).not.toMatch(/^\d+$/);
        expect(value, name).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/i);
        expect(value, name).not.toMatch(/\/\d+(\/|\.|$)/);
      }
      // The gauges read at the scrape: sockets, the database pool, the job queues.
      expect(text).toMatch(/^meridian_realtime_sockets 0$/m);
      expect(sample(text, 'meridian_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(text).toMatch(/^meridian_job_queue_depth\{queue="bets-housekeeping"\} \d+$/m);
    });
  });

  describe('with METRICS_PORT', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await startApp({ metrics: { token: undefined, port: 0 } });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('serves them without a token on a loopback listener of its own, and not on the main port', async () => {
      const listener = app.metricsListener;
      expect(listener?.address()).toMatchObject({ address: '127.0.0.1' });
      const base = `http://127.0.0.1:${portOf(listener as NonNullable<typeof listener>)}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/^# TYPE meridian_bets_placed_total counter$/m);
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await scrape(app, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    });
  });
});

describe('request logs', () => {
  const lines: Array<Record<string, unknown>> = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    const logStream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    app = await startApp({ logLevel: 'info' }, { logStream });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("carry the request id on every line, and the operator's id and role on an operator's call", async () => {
    const clock = operatorClock(app);
    const operator = await newSignedInOperator(app, clock, 'trader');
    const res = await adminCall(app, 'GET', '/me', { token: operator.token });
    expect(res.statusCode, res.body).toBe(200);

    const ofRequests = lines.filter((l) => l.req !== undefined || l.res !== undefined);
    expect(ofRequests.length).toBeGreaterThan(0);
    for (const line of ofRequests) expect(line.reqId, JSON.stringify(line)).toEqual(expect.any(String));
    const completed = lines.find(
      (l) => l.msg === 'request completed' && l.operatorId === String(operator.id) && l.reqId !== undefined,
    );
    expect(completed, 'the answer line of GET /me').toMatchObject({ operatorRole: 'trader' });
    const incoming = lines.find((l) => l.reqId === completed?.reqId && l.msg === 'incoming request');
    expect(incoming).toMatchObject({ req: { url: '/api/admin/v1/me' } });
  });
});
