import { BlockList, isIP } from 'node:net';
import { hasPermission, type Permission } from '@meridian/contract/operators';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError, unauthorized } from '../../platform/errors.js';
import type { OperatorGuards } from '../../platform/operator-auth.js';
import type { OperatorsService } from './operators.service.js';

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OPERATOR_ID = /^[1-9][0-9]{0,18}$/;

/**
 * The operators' guards: the session is read on every call (one statement that also records the
 * use), so a sign-out, a block or 30 idle minutes end it at once, and the role is the current one.
 */
export function operatorGuards(operators: OperatorsService): OperatorGuards {
  return {
    operator(permission: Permission): onRequestAsyncHookHandler {
      return async function operatorGuard(request: FastifyRequest, reply: FastifyReply) {
        const bearer = request.ctx.bearer;
        const claims = bearer ? await operators.verifyToken(bearer) : null;
        if (!claims?.tfa || !OPERATOR_ID.test(claims.sub) || !SESSION_ID.test(claims.sid)) {
          throw unauthorized();
        }
        const id = BigInt(claims.sub);
        const live = await operators.useSession(claims.sid, id);
        if (!live) throw unauthorized('Your session has ended: sign in again.');
        if (!hasPermission(live.role, permission)) {
          // The call as the contract writes it: `POST /api/admin/v1/players/{id}/block`.
          const path = (request.routeOptions.url ?? request.url).replace(/:(\w+)/g, '{$1}');
          const call = `${request.method} ${path}`;
          await operators.denied({ id, role: live.role, sessionId: claims.sid }, call, permission, request.ip);
          throw new AppError('Forbidden', `Your role (${live.role}) does not permit this (${permission}).`);
        }
        request.operator = { id, role: live.role, sessionId: claims.sid };
        // Every later line of the call (the answer's own included) names who made it.
        request.log = request.log.child({ operatorId: claims.sub, operatorRole: live.role });
        reply.log = request.log;
      };
    },
    async challenge(request: FastifyRequest) {
      const bearer = request.ctx.bearer;
      const id = bearer ? await operators.challengeOf(bearer) : null;
      if (id === null) throw unauthorized('Sign in again: the challenge has expired.');
      request.operatorChallenge = id;
    },
  };
}

/**
 * The address allow-list of the operators' calls (BACKOFFICE_ALLOWED_IPS: addresses or CIDR
 * ranges). Null when unset: every address may try.
 */
export function allowListOf(entries: readonly string[]): ((ip: string) => boolean) | null {
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (ip) => {
    const plain = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
    return isIP(plain) !== 0 && list.check(plain, family);
  };
}

/**
 * With `BACKOFFICE_ALLOWED_IPS` set, refuses every operator call from elsewhere. Added to the plugin
 * that holds all of `/api/admin/v1`, before any guard or body: an address off the list learns
 * nothing, not even whether a token is good.
 */
export function guardAllowList(app: FastifyInstance): void {
  const allowed = allowListOf(app.config.backofficeAllowedIps);
  if (!allowed) return;
  app.addHook('onRequest', async (request) => {
    if (!allowed(request.ip)) throw new AppError('Forbidden', 'The back office is not open to this address.');
  });
}
