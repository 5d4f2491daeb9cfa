import type { FreeBet } from '@meridian/contract/bets';
import type { Database } from '../../db/database.js';
import { amountToJson } from '../ledger/ledger.amounts.js';
import * as repo from './free-bets.repository.js';

export type { FreeBetRow } from './free-bets.repository.js';

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
}
