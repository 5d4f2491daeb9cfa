import { getSettings } from '@meridian/contract/endpoints/settings';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { sendSerialized } from '../../platform/envelope.js';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  route(app, getSettings, async (request, reply) => {
    const body = app.services.settings.serialized({ ip: request.ip, countryCode: request.query.country_code });
    return sendSerialized(reply, body);
  });
}
