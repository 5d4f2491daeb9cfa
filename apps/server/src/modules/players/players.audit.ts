import type { Database } from '../../db/database.js';
import { notFound } from '../../platform/errors.js';
import { appendOperatorAudit } from '../../platform/operator-audit.js';
import type { OperatorPrincipal } from '../../platform/operator-auth.js';
import { findUser } from '../users/users.service.js';

/** An operator's change of a player: who made it, from where, on which player, why and when. */
export interface PlayerChange {
  actor: OperatorPrincipal;
  ip: string;
  playerId: number;
  reason: string;
  now: Date;
}

/** The user id of the player an operator acts on; a 404 when there is none. */
export async function existingPlayer(db: Database, playerId: number): Promise<bigint> {
  const userId = BigInt(playerId);
  if (!(await findUser(db, userId))) throw notFound('No such player.');
  return userId;
}

/** An operator's action on a player, in the operators' audit with its reason (target `player:<id>`). */
export function auditPlayerAction(
  trx: Database,
  change: PlayerChange,
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
) {
  const { actor, ip, playerId, reason, now } = change;
  return appendOperatorAudit(
    trx,
    { operatorId: actor.id, operatorRole: actor.role, ip, action, target: `player:${playerId}`, before, after, reason },
    now,
  );
}
