import type { Database } from '../../db/database.js';
import { appendOperatorAudit } from '../../platform/operator-audit.js';
import type { OperatorPrincipal } from '../../platform/operator-auth.js';

/** An operator's action on a player, in the operators' audit with its reason (target `player:<id>`). */
export function auditPlayerAction(
  trx: Database,
  actor: OperatorPrincipal,
  ip: string,
  action: string,
  playerId: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  reason: string,
  now: Date,
) {
  return appendOperatorAudit(
    trx,
    { operatorId: actor.id, operatorRole: actor.role, ip, action, target: `player:${playerId}`, before, after, reason },
    now,
  );
}
