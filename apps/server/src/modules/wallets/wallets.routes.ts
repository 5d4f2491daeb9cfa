import {
  deleteUserAccountById,
  getUserBalance,
  postUserAccount,
  putUserAccountByIdDefault,
} from '@meridian/contract/endpoints/wallets';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../platform/auth.js';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';

/** `/user/balance` and `/user/account*`: the signed-in player's own wallets only. */
export async function walletsRoutes(app: FastifyInstance): Promise<void> {
  const wallets = app.services.wallets;

  route(app, getUserBalance, async (request) => ok({ list: await wallets.list(signedIn(request).user.id) }));

  route(app, postUserAccount, async (request) => {
    const account = await wallets.add(signedIn(request).user.id, request.body.currency_id, request.ip);
    return ok({ account });
  });

  route(app, deleteUserAccountById, async (request) => {
    await wallets.remove(signedIn(request).user.id, BigInt(request.params.id), request.ip);
    return ok(null);
  });

  route(app, putUserAccountByIdDefault, async (request) => {
    const list = await wallets.makeDefault(signedIn(request).user.id, BigInt(request.params.id), request.ip);
    return ok({ list });
  });
}
