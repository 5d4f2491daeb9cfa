import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signedByOperator } from '../shared/operator-signature.js';
import { type LiveStudio, LiveStudioError } from './live.service.js';

export interface LivePluginOptions {
  studio: LiveStudio;
  /** The key the operator signs its calls with (the same one the studio signs its wallet calls with). */
  secret: string;
  /** The path the plugin is registered under (its `prefix`), for the addresses it hands out. */
  base: string;
  nowMs?: () => number;
}

type Json = Record<string, unknown>;

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

function send(reply: FastifyReply, error: unknown) {
  if (error instanceof LiveStudioError) return reply.status(error.status).send({ error: error.message });
  throw error;
}

/**
 * The live studio as a Fastify plugin. Its operator API: `POST /api/game/url` (signed by the
 * operator) seats a player's session at a table and answers the table's address.
 */
export async function livePlugin(app: FastifyInstance, options: LivePluginOptions): Promise<void> {
  const { studio, secret, base } = options;
  const nowMs = options.nowMs ?? Date.now;
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const json = (request: FastifyRequest): Json => {
    try {
      const value = JSON.parse(typeof request.body === 'string' && request.body ? request.body : '{}');
      return typeof value === 'object' && value !== null ? (value as Json) : {};
    } catch {
      throw new LiveStudioError(422, 'The body is not valid JSON.');
    }
  };

  app.post('/api/game/url', async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    if (!signedByOperator(secret, request.headers, raw, nowMs())) {
      return reply.status(401).send({ error: 'The call is not signed by the operator.' });
    }
    try {
      const body = json(request);
      // Live tables play for real money only: a table has no play-money seats.
      if (body.demo === true) throw new LiveStudioError(422, 'Live tables have no demo play.');
      const token = str(body.token);
      const user = str(body.user);
      const currency = str(body.currency);
      if (!token || !user || !currency)
        throw new LiveStudioError(422, 'A launch needs a token, a user and a currency.');
      const lobbyUrl = str(body.lobby_url);
      const launch = await studio.launch({
        tableId: str(body.game_code) ?? '',
        token,
        user,
        currency,
        language: str(body.language) ?? 'en',
        theme: body.theme === 'light' ? 'light' : 'dark',
        ...(lobbyUrl ? { lobbyUrl } : {}),
      });
      const query = new URLSearchParams({ lang: launch.language, theme: launch.theme });
      return { url: `${base}/table/${launch.id}?${query}`, script_url: null };
    } catch (error) {
      return send(reply, error);
    }
  });
}
