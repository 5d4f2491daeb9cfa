import type { DevFreeBet, FreeBet } from '@meridian/contract/bets';
import type { Database } from '../../db/database.js';
import { validationFailed } from '../../platform/errors.js';
import { amountToJson } from '../ledger/ledger.amounts.js';
import * as repo from './free-bets.repository.js';

export type { FreeBetRow } from './free-bets.repository.js';

/** A free bet to grant: `currencyId` unset means the player's default wallet's currency. */
export interface FreeBetGrant {
  userId: bigint;
  currencyId?: number | undefined;
  amount: bigint;
  title: string;
  description: string;
  expiresAt: Date | null;
}

/**
 * Free bets (001 §3, 000 §3 gift type 3): a stake of a fixed amount in one currency, granted to a
 * player (by an operator, later by bonuses). A bet takes one in the transaction that places it,
 * exactly once; the bet's stake is then funded by the house bonus account, not the wallet. A
 * cancelled bet gives it back.
 */
export class FreeBetsService {
  constructor(private readonly db: Database) {}

  /** The player's free bets usable now in a currency, as the slip offers them. */
  async usable(userId: bigint, currencyId: number): Promise<FreeBet[]> {
    const rows = await repo.listUsable(this.db, userId, currencyId);
    return rows.map((r) => ({
      id: Number(r.id),
      title: r.title,
      description: r.description,
      bet: amountToJson(r.amount),
    }));
  }

  /** One of the player's free bets usable now (any currency); undefined when unknown, used or expired. */
  find(userId: bigint, freeBetId: bigint, db: Database = this.db): Promise<repo.FreeBetRow | undefined> {
    return repo.findUsable(db, userId, freeBetId);
  }

  /** Takes a free bet for a bet inside the caller's transaction; false when it is not usable (any more). */
  take(
    trx: Database,
    use: { freeBetId: bigint; userId: bigint; currencyId: number; amount: bigint; betId: bigint },
  ): Promise<boolean> {
    return repo.take(trx, use);
  }

  /** Gives a free bet back from a cancelled bet, inside the caller's transaction. */
  giveBack(trx: Database, freeBetId: bigint, betId: bigint): Promise<boolean> {
    return repo.giveBack(trx, freeBetId, betId);
  }

  /**
   * Grants a player a free bet (the development route; operators use SQL). An unknown player or
   * currency is a 422 on its field.
   */
  /** Grants a free bet in the caller's transaction (a bonus gift of type 3 holds it); answers its id. */
  async grantIn(trx: Database, grant: FreeBetGrant & { currencyId: number }): Promise<bigint> {
    return (await repo.insert(trx, grant)).id;
  }

  async grant(grant: FreeBetGrant): Promise<DevFreeBet> {
    const player = await repo.findPlayer(this.db, grant.userId);
    if (!player) throw validationFailed({ user_id: ['There is no such player.'] });
    const currencyId = grant.currencyId ?? player.currency_id;
    if (currencyId === null || !(await repo.currencyExists(this.db, currencyId))) {
      throw validationFailed({ currency_id: ['There is no such currency.'] });
    }
    const row = await repo.insert(this.db, { ...grant, currencyId });
    return {
      id: Number(row.id),
      user_id: Number(row.user_id),
      currency_id: row.currency_id,
      title: row.title,
      description: row.description,
      bet: amountToJson(row.amount),
      expires_at: row.expires_at ? Math.floor(row.expires_at.getTime() / 1000) : null,
    };
  }
}
