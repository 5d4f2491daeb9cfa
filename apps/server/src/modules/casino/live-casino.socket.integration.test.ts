import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startApp } from '../../../test/helper.js';
import { LIVE_CASINO_BASE } from './live-casino.mount.js';

/** The next frames a socket receives, parsed. */
function frames(ws: WebSocket, count: number): Promise<Array<Record<string, unknown>>> {
  return new Promise((resolve, reject) => {
    const got: Array<Record<string, unknown>> = [];
    const onMessage = (data: WebSocket.RawData) => {
      got.push(JSON.parse(String(data)) as Record<string, unknown>);
      if (got.length === count) {
        ws.off('message', onMessage);
        resolve(got);
      }
    };
    ws.on('message', onMessage);
    ws.once('error', reject);
  });
}

describe('the live studio’s socket on the platform’s server', () => {
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    app = await startApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
  });

  it('greets a lobby and answers a table’s tile in the asked currency beside the platform’s own socket', async () => {
    const ws = new WebSocket(`ws://${origin}${LIVE_CASINO_BASE}/ws`);
    const hello = frames(ws, 1);
    await new Promise((resolve) => ws.once('open', resolve));
    expect((await hello)[0]).toMatchObject({ type: 'hello', casinoId: 'meridian' });
    const tile = frames(ws, 1);
    ws.send(JSON.stringify({ type: 'subscribe', table: 'money-wheel', currency: 'USD' }));
    expect((await tile)[0]).toMatchObject({
      type: 'table',
      providerId: 'meridian-live',
      tableId: 'money-wheel',
      currencyCode: 'USD',
      value: { tableType: 'MONEY_WHEEL', tableLimits: { minBet: 10, maxBet: 100_000 } },
    });
    ws.close();

    // The platform's socket still answers on its own path.
    const platform = new WebSocket(`ws://${origin}/api/v1/ws`);
    await new Promise((resolve, reject) => {
      platform.once('open', resolve);
      platform.once('error', reject);
    });
    platform.close();
  });

  it('answers an unknown table session with a page that says so', async () => {
    const res = await app.inject({ method: 'GET', url: `${LIVE_CASINO_BASE}/table/nobody?lang=ru` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('Сессия стола не найдена');
    expect(res.body).not.toContain('<script');
  });
});
