import {
  deleteBetsAutoCashOut,
  getBetsHistory,
  getBetsLoad,
  postBetsCashOut,
  postBetsEdit,
  postBetsMake,
  postBetsSave,
  postBetsUpdate,
  putBetsAutoCashOut,
} from '@meridian/contract/endpoints/bets';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../platform/auth.js';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';

/**
 * `/bets/*` (001 §7): the slip's refresh and loading a shared slip for everyone; placing, sharing,
 * cash-out, auto cash-out rules and history for the player.
 */
export async function betsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(publicBetRoutes);
  await app.register(placeBetRoute);
  await app.register(playerBetRoutes);
}

/**
 * `POST /bets/make`. The common bet is placed by one statement that also checks the session
 * (BetsService.placeAtOnce), so only the token is checked first; when that statement does not place
 * it, the full guard runs (401 for an ended session) and the bet is decided in full.
 */
async function placeBetRoute(app: FastifyInstance): Promise<void> {
  const bets = app.services.bets;

  route(
    app,
    postBetsMake,
    async (request, reply) => {
      if (request.validationError) {
        await app.guards.full.call(app, request, reply);
        throw request.validationError;
      }
      const language = request.ctx.language;
      const placed = await bets.placeAtOnce(app.fullSessionCondition(request), request.body, language);
      if (placed) return ok(placed);
      await app.guards.full.call(app, request, reply);
      return ok(await bets.make(signedIn(request).user.id, request.body, language));
    },
    { attachValidation: true },
  );
}

async function publicBetRoutes(app: FastifyInstance): Promise<void> {
  const { bets, settings } = app.services;

  route(app, postBetsUpdate, async (request) => {
    const defaultCurrency = settings.forClient({ ip: request.ip }).currency_id;
    return ok(await bets.update(request.user?.id ?? null, request.body, defaultCurrency, request.ctx.language));
  });

  // Share codes are passed around: a visitor loads a slip too and is asked to sign in only to place it.
  route(app, getBetsLoad, async (request) => ok(await bets.load(request.query.coupon_code, request.ctx.language)));
}

async function playerBetRoutes(app: FastifyInstance): Promise<void> {
  const { bets, cashOut, autoCashOut, editBet } = app.services;

  route(app, postBetsSave, async (request) => ok(await bets.save(signedIn(request).user.id, request.body.events)));

  route(app, postBetsCashOut, async (request) =>
    ok(await cashOut.request(signedIn(request).user.id, request.body, request.ctx.language)),
  );

  route(app, postBetsEdit, async (request) =>
    ok(await editBet.edit(signedIn(request).user.id, request.body, request.ctx.language)),
  );

  route(app, putBetsAutoCashOut, async (request) =>
    ok(await autoCashOut.set(signedIn(request).user.id, request.body, request.ctx.language)),
  );

  route(app, deleteBetsAutoCashOut, async (request) =>
    ok(await autoCashOut.remove(signedIn(request).user.id, request.body, request.ctx.language)),
  );

  route(app, getBetsHistory, async (request) =>
    ok({ list: await bets.history(signedIn(request).user.id, request.query, request.ctx.language) }),
  );
}
