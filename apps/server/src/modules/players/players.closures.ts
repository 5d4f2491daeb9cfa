import type { playerClosureSchema } from '@meridian/contract/players';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { OperatorPrincipal } from '../../platform/operator-auth.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import { auditPlayerAction, existingPlayer } from './players.audit.js';
import * as repo from './players.closures.repository.js';

type Sessions = Pick<SessionsService, 'endAllOf' | 'announceEnded'>;
type Closure = z.input<typeof playerClosureSchema>;

/**
 * Operators' closures of players' accounts (docs/backoffice.md, "Closing an account"). A closed
 * account holds no money and nothing open: the check and the closure are one transaction under the
 * player's and the wallets' locks, so a bet or a deposit racing the close is either seen (and the
 * close refused) or finds the account closed. Closing ends the player's sessions; every sign-in is
 * refused until an operator reopens the account. Each action is audited with its reason.
 */
export class PlayerClosures {
  /** The clock, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;

  constructor(
    private readonly db: Database,
    private readonly sessions: () => Sessions,
  ) {}

  /** Whether the account is closed (asked in the caller's transaction: stakes, deposits). */
  active(db: Database, userId: bigint): Promise<boolean> {
    return repo.isClosed(db, userId);
  }

  /** Whether a sign-in is refused, asked in the sign-in's transaction before its session opens. */
  refusesSignIn(db: Database, userId: bigint): Promise<boolean> {
    return repo.isClosedForSignIn(db, userId);
  }

  async of(userId: bigint): Promise<Closure | null> {
    const row = await repo.findClosure(this.db, userId);
    return row
      ? {
          operator_id: Number(row.operator_id),
          operator_email: row.email,
          reason: row.reason,
          closed_at: row.closed_at.toISOString(),
        }
      : null;
  }

  async close(actor: OperatorPrincipal, playerId: number, reason: string, ip: string) {
    const userId = await existingPlayer(this.db, playerId);
    const change = { actor, ip, playerId, reason, now: new Date(this.now()) };
    const ended = await this.db.transaction().execute(async (trx) => {
      await repo.lockAccount(trx, userId);
      if (await repo.isClosed(trx, userId)) throw new AppError('Conflict', 'The account is closed already.');
      const left = holdingsText(await repo.holdingsOf(trx, userId));
      if (left) {
        throw new AppError(
          'Conflict',
          `The account still holds ${left}. A closed account holds no money and nothing open: ask the player to withdraw (or adjust the balance), and wait for bets, payments and rounds to finish.`,
        );
      }
      await repo.insertClosure(trx, { userId, operatorId: actor.id, reason, closedAt: change.now });
      await auditPlayerAction(trx, change, 'players.closed', { closed: false }, { closed: true });
      return this.sessions().endAllOf(trx, userId, 'account_closed', null);
    });
    this.sessions().announceEnded(userId, ended);
    return { closed: await this.of(userId) };
  }

  async reopen(actor: OperatorPrincipal, playerId: number, reason: string, ip: string) {
    const userId = await existingPlayer(this.db, playerId);
    const change = { actor, ip, playerId, reason, now: new Date(this.now()) };
    await this.db.transaction().execute(async (trx) => {
      if (!(await repo.deleteClosure(trx, userId))) throw new AppError('Conflict', 'The account is not closed.');
      await auditPlayerAction(trx, change, 'players.reopened', { closed: true }, { closed: false });
    });
    return { closed: null };
  }
}

/** "1 wallet with money and 2 open bets", or null when the account holds nothing. */
export function holdingsText(holdings: repo.Holdings): string | null {
  const count = (n: number, one: string, many: string) => (n > 0 ? `${n} ${n === 1 ? one : many}` : null);
  const parts = [
    count(holdings.wallets, 'wallet with money', 'wallets with money'),
    count(holdings.open_bets, 'open bet', 'open bets'),
    count(holdings.held_bets, 'bet held for the live delay', 'bets held for the live delay'),
    count(holdings.payments, 'payment not yet final', 'payments not yet final'),
    count(holdings.rounds, 'open casino round', 'open casino rounds'),
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return parts.length === 1 ? (parts[0] as string) : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
