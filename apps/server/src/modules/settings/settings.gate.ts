import { API_BASE } from '@meridian/contract/constants';
import type { FastifyInstance } from 'fastify';
import { failure } from '../../platform/envelope.js';

// What the web app needs to draw the maintenance and geo-block pages themselves.
const OPEN_PATHS = ['/ping', '/settings', '/translations', '/dictionaries'].map((p) => API_BASE + p);

/** Maintenance and geo-block close every other /api/v1 call (503 Maintenance, 451 GeoBlocked). */
export function registerAccessGate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (!url.startsWith(`${API_BASE}/`)) return;
    const path = url.split('?', 1)[0] ?? url;
    if (OPEN_PATHS.includes(path)) return;
    const settings = app.services.settings;
    if (settings.isMaintenance()) {
      return reply.status(503).send(failure('Maintenance', 'Maintenance in Progress'));
    }
    if (settings.isBlocked(settings.countryOf(request.ip))) {
      return reply.status(451).send(failure('GeoBlocked', 'The product is not available in your country.'));
    }
  });
}
