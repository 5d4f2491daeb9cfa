import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from './errors.js';
import type { Metrics } from './metrics.js';

export const METRICS_PATH = '/metrics';

/**
 * Whether an Authorization header carries `Bearer <token>`. Both sides are hashed first, so the
 * comparison takes the same time whatever the header holds, its length included.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * Times every answer by the route pattern that gave it (`/api/v1/bets/history`, never the raw URL
 * with its ids); a request no route matched counts under `unmatched`. A callback hook: an async one
 * costs a promise on every request.
 */
export function registerRequestTiming(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestDone(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/** `GET /metrics` on the main port, answered only to `Authorization: Bearer <METRICS_TOKEN>`. */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string): void {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized('The metrics need their bearer token.');
    }
    const { contentType, text } = await metrics.exposition();
    return reply.type(contentType).header('cache-control', 'no-store').send(text);
  });
}

/**
 * A listener of its own for the scraper (METRICS_PORT), bound to the loopback address: only a
 * process on the node (a Prometheus agent, a sidecar) reaches it, so it asks for no token.
 */
export async function listenMetrics(metrics: Metrics, port: number, host = '127.0.0.1'): Promise<Server> {
  const server = createServer((request, response) => {
    const path = request.url?.split('?', 1)[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    metrics.exposition().then(
      ({ contentType, text }) => response.writeHead(200, { 'content-type': contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

/** The port a listener got (the one asked for, or the free one the system chose for port 0). */
export function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}
