// The host registers @fastify/websocket at its root (it owns the HTTP server's upgrades); the studio
// only declares its socket route.
import type {} from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOf } from '../shared/client/texts.js';
import { type Json, jsonObject, keepRawJson, rawBody, str } from '../shared/json-body.js';
import { signedByOperator } from '../shared/operator-signature.js';
import { StudioAssets } from '../shared/page-assets.js';
import { pageHeaders, pagePolicy } from '../shared/page-headers.js';
import { serveBuiltFiles } from '../shared/provider-page.js';
import type { Clock } from './clock.js';
import { renderTablePage } from './live.page.js';
import { type LiveStudio, LiveStudioError } from './live.service.js';
import { LiveHub } from './live.ws.js';

export interface LivePluginOptions {
  studio: LiveStudio;
  /** The key the operator signs its calls with (the same one the studio signs its wallet calls with). */
  secret: string;
  /** The path the plugin is registered under (its `prefix`), for the addresses it hands out. */
  base: string;
  /** The origin table addresses start with ('' for paths on the operator's own origin). */
  origin?: string;
  /** The operator's sites that frame the table page when the studio has an origin of its own. */
  frameAncestors?: readonly string[];
  /** The casino id the launcher connects with (settings `casino.providers[].casino_id`). */
  casinoId: string;
  clock: Clock;
  /** The folder of the table page's and the launcher's built files (apps/server/build.mjs). */
  assetsDir?: string;
  nowMs?: () => number;
}

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
  keepRawJson(app);
  const json = (request: FastifyRequest): Json => {
    const body = jsonObject(request);
    if (!body) throw new LiveStudioError(422, 'The body is not valid JSON.');
    return body;
  };

  if (!app.hasDecorator('websocketServer')) {
    throw new Error('The live studio needs @fastify/websocket registered on its host before it.');
  }
  const assets = new StudioAssets(options.assetsDir);
  const policy = pagePolicy(options.frameAncestors);
  const hub = new LiveHub(studio, options.clock, options.casinoId);
  app.addHook('onClose', async () => hub.close());
  app.get('/ws', { websocket: true }, (socket) => {
    const member = hub.connect({
      send: (text) => {
        if (socket.readyState === socket.OPEN) socket.send(text);
      },
      close: (code, reason) => socket.close(code, reason),
    });
    socket.on('message', (data, isBinary) => {
      if (!isBinary) member.receive(String(data));
    });
    socket.on('close', () => member.closed());
  });

  // The launcher at a fixed address (the operator's settings name it): the latest build's file.
  serveBuiltFiles(app, assets, { '/launcher.js': { page: 'launcher', missing: 'The launcher is not built.' } });

  app.get<{ Params: { launch: string }; Querystring: { lang?: string; theme?: string } }>(
    '/table/:launch',
    async (request, reply) => {
      const launch = await studio.findLaunch(request.params.launch).catch((error: unknown) => {
        if (error instanceof LiveStudioError) return null;
        throw error;
      });
      const lang = languageOf(request.query.lang ?? launch?.language);
      const theme = (request.query.theme ?? launch?.theme) === 'light' ? 'light' : 'dark';
      const table = launch ? studio.tables.get(launch.tableId)?.table : undefined;
      return pageHeaders(reply, policy)
        .header('x-content-type-options', 'nosniff')
        .type('text/html; charset=utf-8')
        .status(launch ? 200 : 404)
        .send(
          renderTablePage({
            base,
            lang,
            theme,
            title: table?.name ?? 'Meridian Live',
            assets: (await assets.manifest())?.table ?? null,
            launch: launch?.id ?? null,
          }),
        );
    },
  );

  app.post('/api/game/url', async (request, reply) => {
    const raw = rawBody(request);
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
      return { url: `${options.origin ?? ''}${base}/table/${launch.id}?${query}`, script_url: null };
    } catch (error) {
      return send(reply, error);
    }
  });
}
