import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Json, jsonObject, keepRawJson, rawBody, str } from '../shared/json-body.js';
import { signedByOperator } from '../shared/operator-signature.js';
import { StudioAssets } from '../shared/page-assets.js';
import { pageHeaders, pagePolicy } from '../shared/page-headers.js';
import { serveBuiltFiles } from '../shared/provider-page.js';
import { languageOf, textsFor } from './client/texts/texts.js';
import { bootBody, notFoundBody, pageTitle, renderShell } from './studio.page.js';
import { type LaunchRequest, StudioError, type StudioService } from './studio.service.js';

export interface StudioPluginOptions {
  studio: StudioService;
  /** The key the operator signs its calls with (the same one the studio signs its wallet calls with). */
  secret: string;
  /** The path the plugin is registered under (its `prefix`), for the addresses it hands out. */
  base: string;
  /** The folder of the game pages' built files (apps/server/build.mjs); the pages say so when it is missing. */
  assetsDir?: string;
  /** The origin game addresses start with ('' for paths on the operator's own origin). */
  origin?: string;
  /** The operator's sites that frame the game pages when the studio has an origin of its own. */
  frameAncestors?: readonly string[];
  nowMs?: () => number;
}

function send(reply: FastifyReply, error: unknown) {
  if (error instanceof StudioError) {
    // A conflict names itself and, once the round is over, carries the round as it ended.
    return reply.status(error.status).send({
      error: error.message,
      wallet_status: error.walletStatus,
      ...(error.code ? { code: error.code } : {}),
      ...(error.answer ?? {}),
    });
  }
  throw error;
}

type PageQuery = { lang?: string; theme?: string };

/**
 * The studio as a Fastify plugin: its operator API (`POST /api/game/url` and `POST /api/free-rounds`,
 * signed by the operator),
 * the game page (`/play/{launch}`) with its built files (`/assets/…`), the public verifier
 * (`/verify`), and the calls the game page makes (`/api/launches/{launch}/…`, where the launch id is
 * the player's capability for that game session).
 */
export async function studioPlugin(app: FastifyInstance, options: StudioPluginOptions): Promise<void> {
  const { studio, secret, base } = options;
  const nowMs = options.nowMs ?? Date.now;
  const assets = new StudioAssets(options.assetsDir);
  keepRawJson(app);
  const json = (request: FastifyRequest): Json => {
    const body = jsonObject(request);
    if (!body) throw new StudioError(422, 'The body is not valid JSON.');
    return body;
  };

  app.post('/api/game/url', async (request, reply) => {
    const raw = rawBody(request);
    if (!signedByOperator(secret, request.headers, raw, nowMs()))
      return reply.status(401).send({ error: 'The call is not signed by the operator.' });
    try {
      const body = json(request);
      const launchRequest: LaunchRequest = {
        gameCode: str(body.game_code) ?? '',
        demo: body.demo === true,
        language: str(body.language) ?? 'en',
        theme: body.theme === 'light' ? 'light' : 'dark',
      };
      for (const [key, field] of [
        ['token', 'token'],
        ['user', 'user'],
        ['currency', 'currency'],
        ['lobbyUrl', 'lobby_url'],
        ['depositUrl', 'deposit_url'],
      ] as const) {
        const value = str(body[field]);
        if (value !== undefined) launchRequest[key] = value;
      }
      const launch = await studio.launch(launchRequest);
      const query = new URLSearchParams({ lang: launch.language, theme: launch.theme });
      return { url: `${options.origin ?? ''}${base}/play/${launch.id}?${query}`, script_url: null };
    } catch (error) {
      return send(reply, error);
    }
  });

  // The operator grants a player free rounds (its reward id makes the call once-only).
  app.post('/api/free-rounds', async (request, reply) => {
    const raw = rawBody(request);
    if (!signedByOperator(secret, request.headers, raw, nowMs()))
      return reply.status(401).send({ error: 'The call is not signed by the operator.' });
    try {
      const body = json(request);
      const codes = Array.isArray(body.game_codes) ? body.game_codes : [];
      const whole = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);
      const bet = whole(body.bet_value);
      const count = whole(body.bet_count);
      const end = whole(body.end_time);
      const rewardUuid = str(body.reward_uuid);
      const userRef = str(body.user);
      const currency = str(body.currency);
      if (!rewardUuid || !userRef || !currency || bet === null || count === null || end === null) {
        throw new StudioError(
          422,
          'A grant names reward_uuid, user, currency, game_codes, bet_value, bet_count and end_time.',
        );
      }
      if (!codes.every((code): code is string => typeof code === 'string')) {
        throw new StudioError(422, 'game_codes is a list of game codes.');
      }
      const granted = await studio.grantFreeRounds({
        rewardUuid,
        userRef,
        currency,
        gameCodes: codes,
        betValue: BigInt(bet),
        betCount: count,
        endTime: new Date(end * 1000),
      });
      return {
        reward_uuid: granted.rewardUuid,
        bet_count: granted.betCount,
        rounds_left: granted.roundsLeft,
        status: granted.status,
      };
    } catch (error) {
      return send(reply, error);
    }
  });

  const policy = pagePolicy(options.frameAncestors);
  const page = (reply: FastifyReply) =>
    pageHeaders(reply, policy).header('x-content-type-options', 'nosniff').type('text/html; charset=utf-8');

  app.get<{ Params: { launch: string }; Querystring: PageQuery }>('/play/:launch', async (request, reply) => {
    const manifest = await assets.manifest();
    const built = manifest?.play ?? null;
    const launch = await studio.findLaunch(request.params.launch).catch((error: unknown) => {
      if (error instanceof StudioError) return null;
      throw error;
    });
    const lang = languageOf(request.query.lang ?? launch?.language);
    const theme = (request.query.theme ?? launch?.theme) === 'light' ? 'light' : 'dark';
    if (!launch) {
      return page(reply)
        .status(404)
        .send(
          renderShell({
            base,
            lang,
            theme,
            title: pageTitle(undefined),
            assets: built,
            data: {},
            body: notFoundBody(lang),
          }),
        );
    }
    return page(reply).send(
      renderShell({
        base,
        lang,
        theme,
        title: pageTitle(studio.game(launch.gameCode)?.info.name),
        assets: built,
        data: { base, launch: launch.id, lang, theme },
        body: bootBody(lang, built !== null),
      }),
    );
  });

  app.get<{ Querystring: PageQuery }>('/verify', async (request, reply) => {
    const built = (await assets.manifest())?.verify ?? null;
    const lang = languageOf(request.query.lang);
    const theme = request.query.theme === 'light' ? 'light' : 'dark';
    const title = textsFor(lang).page.verifyTitle;
    return page(reply).send(
      renderShell({
        base,
        lang,
        theme,
        title,
        assets: built,
        data: { base, lang, theme },
        body: bootBody(lang, built !== null),
      }),
    );
  });

  serveBuiltFiles(app, assets);

  app.get<{ Params: { launch: string } }>('/api/launches/:launch', async (request, reply) => {
    try {
      return await studio.overview(request.params.launch);
    } catch (error) {
      return send(reply, error);
    }
  });

  app.post<{ Params: { launch: string } }>('/api/launches/:launch/rounds', async (request, reply) => {
    try {
      return await studio.play(request.params.launch, json(request));
    } catch (error) {
      return send(reply, error);
    }
  });

  app.post<{ Params: { launch: string; round: string } }>(
    '/api/launches/:launch/rounds/:round/actions',
    async (request, reply) => {
      try {
        return await studio.act(request.params.launch, request.params.round, json(request));
      } catch (error) {
        return send(reply, error);
      }
    },
  );

  app.put<{ Params: { launch: string } }>('/api/launches/:launch/seeds', async (request, reply) => {
    try {
      return await studio.rotateSeeds(request.params.launch, str(json(request).client_seed));
    } catch (error) {
      return send(reply, error);
    }
  });

  app.get<{ Params: { hash: string } }>('/api/seeds/:hash', async (request, reply) => {
    const serverSeed = /^[0-9a-f]{64}$/.test(request.params.hash)
      ? await studio.revealedSeed(request.params.hash)
      : undefined;
    if (!serverSeed) return reply.status(404).send({ error: 'This server seed has not been revealed yet.' });
    return { server_seed_hash: request.params.hash, server_seed: serverSeed };
  });
}
