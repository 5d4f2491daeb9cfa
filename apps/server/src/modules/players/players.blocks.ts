import type { Database } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { OperatorPrincipal } from '../../platform/operator-auth.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import { auditPlayerAction, existingPlayer } from './players.audit.js';

type Sessions = Pick<SessionsService, 'endAllOf' | 'announceEnded'>;

/**
 * Operators' blocks of players and their signing players out (docs/backoffice.md, "Players"). A block
 * ends the player's sessions and stops play, deposits and bonuses (responsible gaming's checks ask
 * `active`), while the player can still sign in and withdraw. Each action is audited with its reason.
 */
export class PlayerBlocks {
  /** The clock, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;

  constructor(
    private readonly db: Database,
    private readonly sessions: () => Sessions,
  ) {}

  /** Whether a block is in force (asked in the caller's transaction by every stake and deposit check). */
  async active(db: Database, userId: bigint): Promise<boolean> {
    const row = await db.selectFrom('player_blocks').select('user_id').where('user_id', '=', userId).executeTakeFirst();
    return row !== undefined;
  }

  async of(userId: bigint) {
    const row = await this.db.selectFrom('player_blocks').selectAll().where('user_id', '=', userId).executeTakeFirst();
    return row
      ? { operator_id: Number(row.operator_id), reason: row.reason, blocked_at: row.blocked_at.toISOString() }
      : null;
  }

  async block(actor: OperatorPrincipal, playerId: number, reason: string, ip: string) {
    const userId = await existingPlayer(this.db, playerId);
    const change = { actor, ip, playerId, reason, now: new Date(this.now()) };
    const ended = await this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('player_blocks')
        .values({ user_id: userId, operator_id: actor.id, reason, blocked_at: change.now })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (!inserted) throw new AppError('Conflict', 'The player is blocked already.');
      await auditPlayerAction(trx, change, 'players.blocked', { blocked: false }, { blocked: true });
      return this.sessions().endAllOf(trx, userId, 'blocked', null);
    });
    this.sessions().announceEnded(userId, ended);
    return { blocked: await this.of(userId) };
  }

  async unblock(actor: OperatorPrincipal, playerId: number, reason: string, ip: string) {
    const userId = await existingPlayer(this.db, playerId);
    const change = { actor, ip, playerId, reason, now: new Date(this.now()) };
    await this.db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('player_blocks')
        .where('user_id', '=', userId)
        .returning('reason')
        .executeTakeFirst();
      if (!removed) throw new AppError('Conflict', 'The player is not blocked.');
      await auditPlayerAction(trx, change, 'players.unblocked', { blocked: true }, { blocked: false });
    });
    return { blocked: null };
  }

  /** Signs the player out of every device. */
  async endSessions(actor: OperatorPrincipal, playerId: number, reason: string, ip: string) {
    const userId = await existingPlayer(this.db, playerId);
    const change = { actor, ip, playerId, reason, now: new Date(this.now()) };
    const ended = await this.db.transaction().execute(async (trx) => {
      const ids = await this.sessions().endAllOf(trx, userId, 'ended_by_operator', null);
      await auditPlayerAction(trx, change, 'players.sessions_ended', null, { sessions_ended: ids.length });
      return ids;
    });
    this.sessions().announceEnded(userId, ended);
    return { ended: ended.length };
  }
}
