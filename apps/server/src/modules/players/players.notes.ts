import type { playerNoteSchema } from '@meridian/contract/players';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { appendOperatorAudit } from '../../platform/operator-audit.js';
import type { OperatorPrincipal } from '../../platform/operator-auth.js';
import { existingPlayer } from './players.audit.js';

type Note = z.input<typeof playerNoteSchema>;

/** Operators' notes on players (docs/backoffice.md, "Players"): written once, kept as written, audited. */
export class PlayerNotes {
  /** The clock, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;

  constructor(private readonly db: Database) {}

  /** The player's latest notes, newest first. */
  async latest(userId: bigint, limit: number): Promise<Note[]> {
    const rows = await this.#notes().where('n.user_id', '=', userId).orderBy('n.id', 'desc').limit(limit).execute();
    return rows.map(present);
  }

  async add(actor: OperatorPrincipal, playerId: number, body: string, ip: string): Promise<Note> {
    const userId = await existingPlayer(this.db, playerId);
    const now = new Date(this.now());
    const id = await this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('player_notes')
        .values({ user_id: userId, operator_id: actor.id, body, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await appendOperatorAudit(
        trx,
        {
          operatorId: actor.id,
          operatorRole: actor.role,
          ip,
          action: 'players.note_added',
          target: `player:${playerId}`,
          after: { note_id: String(inserted.id) },
          reason: body,
        },
        now,
      );
      return inserted.id;
    });
    return present(await this.#notes().where('n.id', '=', id).executeTakeFirstOrThrow());
  }

  #notes() {
    return this.db
      .selectFrom('player_notes as n')
      .innerJoin('operators as o', 'o.id', 'n.operator_id')
      .select(['n.id', 'n.operator_id', 'o.email', 'n.body', 'n.created_at']);
  }
}

function present(row: { id: bigint; operator_id: bigint; email: string; body: string; created_at: Date }): Note {
  return {
    id: Number(row.id),
    operator_id: Number(row.operator_id),
    operator_email: row.email,
    body: row.body,
    created_at: row.created_at.toISOString(),
  };
}
