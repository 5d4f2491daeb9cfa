import { STAKE_FACTOR_ONE, stakeFactorOfBasisPoints, stakeFactorToBasisPoints } from '@meridian/contract/players';
import type { Database } from '../../db/database.js';
import { appendOperatorAudit } from '../../platform/operator-audit.js';
import type { OperatorPrincipal } from '../../platform/operator-auth.js';
import { existingPlayer } from './players.audit.js';
import * as repo from './players.repository.js';

/**
 * The operator's factor on a player's largest stake (risk.manage): it multiplies the site's
 * `amount_max` for this player in the slip's answer and at bet placement; 0 stops the player betting.
 * Kept in basis points, so no float comes near a stake.
 */
export class StakeFactors {
  /** The clock, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;

  constructor(private readonly db: Database) {}

  /** The player's factor in basis points (10000 when no operator changed it). */
  async of(userId: bigint): Promise<number> {
    return (await repo.findStakeFactor(this.db, userId)) ?? STAKE_FACTOR_ONE;
  }

  /** Sets the factor, audited with the factor before and after and the operator's reason. */
  async set(actor: OperatorPrincipal, id: number, change: { factor: string; reason: string }, ip: string) {
    const userId = await existingPlayer(this.db, id);
    const factorBp = stakeFactorToBasisPoints(change.factor);
    const now = new Date(this.now());
    await this.db.transaction().execute(async (trx) => {
      const before = (await repo.findStakeFactor(trx, userId, true)) ?? STAKE_FACTOR_ONE;
      await repo.setStakeFactor(trx, { userId, factorBp, one: STAKE_FACTOR_ONE, operatorId: actor.id, now });
      await appendOperatorAudit(
        trx,
        {
          operatorId: actor.id,
          operatorRole: actor.role,
          ip,
          action: 'players.stake_factor_set',
          target: `player:${id}`,
          before: { stake_factor: stakeFactorOfBasisPoints(before) },
          after: { stake_factor: stakeFactorOfBasisPoints(factorBp) },
          reason: change.reason,
        },
        now,
      );
    });
    return { stake_factor: stakeFactorOfBasisPoints(factorBp) };
  }
}
