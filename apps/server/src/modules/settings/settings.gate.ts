import { API_BASE } from '@meridian/contract/constants';
import type { FastifyInstance } from 'fastify';
import { failure } from '../../platform/envelope.js';

// What the web app needs to draw the maintenance and geo-block pages themselves.
const OPEN_PATHS = ['/ping', '/settings', '/translations', '/dictionaries'].map((p) => API_BASE + p);
// A provider's signed money calls settle what already happened (rounds played, payments made), so
// they must land even while players are blocked or the site is in maintenance: the casino wallet
// calls and the payment provider's webhook. Its calls made for a player (session, withdrawal) stay shut.
const PROVIDER_PREFIXES = [`${API_BASE}/casino/wallet/`, `${API_BASE}/payments/webhook`];
const isProviderCall = (path: string) => PROVIDER_PREFIXES.some((prefix) => path.startsWith(prefix));

/** Maintenance and geo-block close every other /api/v1 call (503 Maintenance, 451 GeoBlocked). */
export function registerAccessGate(app: FastifyInstance): void {
  // A callback hook: an async one costs a promise on every request, the open paths included.
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (!url.startsWith(`${API_BASE}/`)) return done();
    const path = url.split('?', 1)[0] ?? url;
    if (OPEN_PATHS.includes(path) || isProviderCall(path)) return done();
    const settings = app.services.settings;
    // Answering from a callback hook: the reply is sent and `done` is not called.
    if (settings.isMaintenance()) {
      reply.status(503).send(failure('Maintenance', 'Maintenance in Progress'));
      return;
    }
    if (settings.isBlocked(settings.countryOf(request.ip))) {
      reply.status(451).send(failure('GeoBlocked', 'The product is not available in your country.'));
      return;
    }
    done();
  });
}
