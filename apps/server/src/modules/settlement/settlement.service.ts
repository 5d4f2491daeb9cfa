import { BET_STATUS, BET_TYPE } from '@meridian/contract/bets';
import type { Database } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Bus } from '../../platform/bus.js';
import { publishBalances, publishUserEvent } from '../../platform/user-events.js';
import type { FreeBetsService } from '../free-bets/free-bets.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import * as repo from './settlement.repository.js';
import { decideBet, legStatus } from './settlement.rules.js';

/** Bets read per query while settling; a sweep pages through all of them. */
const PAGE = 200;

/** What one settlement pass did. */
export interface SettleResult {
  /** Bets looked at. */
  examined: number;
  /** Bets decided (won, lost or cancelled) by this pass. */
  settled: number;
}

export interface Settled {
  userId: bigint;
  walletId: bigint;
  betId: bigint;
  status: number;
  amountWin: bigint;
  balances: Map<bigint, bigint> | null;
}

/**
 * Settles bets from the results the feed stored (spec 001 §3, ARCHITECTURE.md §1, §4). Each bet is
 * one transaction: the bet row is locked and closed `where status = 1`, its winnings or refund posted
 * through the ledger under the key `bet:<id>:win` / `bet:<id>:refund`, so a bet is paid exactly once
 * however many settlers race. Passes run on the elected leader, the sweep as a job of the queue on
 * any node (settlement.runner.ts); safe anywhere.
 *
 * A bet staked with a free bet (its stake posted house bonus → house betting) is paid its winnings
 * less the stake when it wins, nothing when it loses; cancelled, its stake goes back to the bonus
 * account under `bet:<id>:refund` and the free bet is given back to the player.
 */
/** A bet as settlement decided it. */
export interface DecidedBet {
  id: bigint;
  walletId: bigint;
  amount: bigint;
  /** The free bet that staked it, if one did. */
  freeBetId: bigint | null;
  /** Total odds in thousandths. */
  odds: number;
  type: number;
  legs: number;
  status: number;
}

/** A bet settlement decided, told in its transaction. */
export type SettledBetListener = (trx: Database, bet: DecidedBet) => Promise<ReadonlyMap<bigint, bigint> | null>;

export class SettlementService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly bus: Bus,
    private readonly freeBets: FreeBetsService,
    /** Told of each decided bet in its transaction (bonuses count wagering by it). */
    private readonly onSettled: SettledBetListener | null = null,
  ) {}

  /** Settles what the feed decided for bets on these matches (after a feed batch). */
  async settleMatches(matchIds: number[]): Promise<SettleResult> {
    if (matchIds.length === 0) return { examined: 0, settled: 0 };
    const result = await this.#settleAll(matchIds);
    // Legs of bets decided earlier still take their own result; no money moves.
    for (const leg of await repo.listOpenLegsOfClosedBets(this.db, matchIds)) {
      const status = legStatus(leg);
      if (status !== leg.status) await repo.setLegStatus(this.db, BigInt(leg.bet_id), leg.position, status);
    }
    return result;
  }

  /** Settles every open bet the feed has decided: the safety net after a restart or a leader change. */
  sweep(): Promise<SettleResult> {
    return this.#settleAll(null);
  }

  /** Settles one bet as far as its legs allow; true when this call decided it. */
  async settleBet(betId: bigint): Promise<boolean> {
    const settled = await this.db.transaction().execute((trx) => this.decideIn(trx, betId));
    if (!settled) return false;
    this.announce(settled);
    return true;
  }

  /** What settlement knows of a bet's legs now, in the caller's transaction (cash-out reads it under the bet's lock). */
  legFacts(db: Database, betId: bigint) {
    return repo.listLegFacts(db, betId);
  }

  /** Tells the player's sockets of a bet decided; after the commit, so a client that reads on the event sees the new state. */
  announce(settled: Settled): void {
    publishUserEvent(this.bus, settled.userId, {
      kind: 'bet_settled',
      account_id: Number(settled.walletId),
      bet_id: Number(settled.betId),
      status: settled.status,
      amount_win: Number(settled.amountWin),
    });
    if (settled.balances) publishBalances(this.bus, settled.userId, settled.balances);
  }

  /** One bet that fails (rolled back) does not hold up the others; the pass then fails with its error. */
  async #settleAll(matchIds: number[] | null): Promise<SettleResult> {
    const result: SettleResult = { examined: 0, settled: 0 };
    let failure: unknown = null;
    let afterId = 0n;
    for (;;) {
      const ids = await repo.listSettleableBetIds(this.db, { matchIds, afterId, limit: PAGE });
      for (const id of ids) {
        result.examined += 1;
        try {
          if (await this.settleBet(id)) result.settled += 1;
        } catch (err) {
          failure ??= new Error(`settling bet ${id} failed`, { cause: err });
        }
      }
      if (ids.length < PAGE) break;
      afterId = ids[ids.length - 1] as bigint;
    }
    if (failure) throw failure;
    return result;
  }

  /** Decides an open bet in the caller's transaction as far as its legs allow; null when it stays open. */
  async decideIn(trx: Database, betId: bigint): Promise<Settled | null> {
    const bet = await repo.lockOpenBet(trx, betId);
    if (!bet) return null;
    const legs = await repo.listLegFacts(trx, betId);
    const decision = decideBet({
      amount: bet.amount,
      odds: bet.odds,
      legs,
      freeBet: bet.free_bet_id !== null,
      ...(bet.system_sizes ? { system: { selections: legs.length, sizes: bet.system_sizes } } : {}),
      ...(bet.type === BET_TYPE.builder ? { builder: true } : {}),
    });
    for (const leg of decision.legs) await repo.setLegStatus(trx, betId, leg.position, leg.status);
    const { outcome } = decision;
    if (!outcome) {
      if (decision.odds !== bet.odds) await repo.setOdds(trx, betId, decision.odds);
      return null;
    }
    if (
      !(await repo.closeBet(trx, betId, { status: outcome.status, odds: decision.odds, amountWin: outcome.amountWin }))
    ) {
      return null;
    }
    const settled: Settled = {
      userId: bet.user_id,
      walletId: bet.wallet_id,
      betId,
      status: outcome.status,
      amountWin: outcome.amountWin,
      balances: null,
    };
    if (outcome.amountWin > 0n) settled.balances = await this.#pay(trx, bet, outcome.status, outcome.amountWin);
    if (bet.free_bet_id !== null && outcome.status === BET_STATUS.canceled) {
      await this.#returnFreeBet(trx, bet, bet.free_bet_id);
    }
    if (this.onSettled) {
      // A bonus converted or forfeited with it: the player's sockets get those balances too.
      const moved = await this.onSettled(trx, {
        id: betId,
        walletId: bet.wallet_id,
        amount: bet.amount,
        freeBetId: bet.free_bet_id,
        odds: decision.odds,
        type: bet.type,
        legs: legs.length,
        status: outcome.status,
      });
      if (moved) settled.balances = new Map([...(settled.balances ?? []), ...moved]);
    }
    return settled;
  }

  /**
   * A cancelled free bet: its stake back from the betting house account to the bonus account, and the
   * free bet back to the player (usable again until it expires).
   */
  async #returnFreeBet(trx: Database, bet: repo.OpenBetRow, freeBetId: bigint) {
    const betting = await this.ledger.houseAccount(trx, 'house_betting', bet.currency_id);
    const bonus = await this.ledger.houseAccount(trx, 'house_bonus', bet.currency_id);
    await this.ledger.post(trx, {
      kind: 'bet_refund',
      idempotencyKey: `bet:${bet.id}:refund${roundKey(bet.settle_round)}`,
      entries: [
        { accountId: bonus, amount: bet.amount },
        { accountId: betting, amount: -bet.amount },
      ],
      metadata: { bet_id: bet.id, free_bet_id: freeBetId },
    });
    await this.freeBets.giveBack(trx, freeBetId, bet.id);
    await audit(trx, 'bet_refunded', {
      userId: bet.user_id,
      details: {
        bet_id: String(bet.id),
        wallet_id: String(bet.wallet_id),
        free_bet_id: String(freeBetId),
        amount: String(bet.amount),
        currency_id: bet.currency_id,
      },
    });
  }

  /** Winnings or the refunded stake, from the betting house account to the player's wallet. */
  async #pay(trx: Database, bet: repo.OpenBetRow, status: number, amount: bigint) {
    const won = status === BET_STATUS.won;
    const key = `bet:${bet.id}:${won ? 'win' : 'refund'}${roundKey(bet.settle_round)}`;
    const wallet = await this.ledger.walletAccount(trx, bet.wallet_id);
    const house = await this.ledger.houseAccount(trx, 'house_betting', bet.currency_id);
    const posted = await this.ledger.post(trx, {
      kind: won ? 'bet_win' : 'bet_refund',
      idempotencyKey: key,
      entries: [
        { accountId: wallet, amount },
        { accountId: house, amount: -amount },
      ],
      metadata: { bet_id: bet.id },
    });
    await audit(trx, won ? 'bet_won' : 'bet_refunded', {
      userId: bet.user_id,
      details: {
        bet_id: String(bet.id),
        wallet_id: String(bet.wallet_id),
        amount: String(amount),
        currency_id: bet.currency_id,
      },
    });
    return posted.walletBalances;
  }
}

/**
 * The ledger keys of a bet's payouts carry the round after a resettlement reopened it (`bet:7:win:r1`),
 * so it is paid again rather than answered with the first payout; a bet never reopened keeps `bet:7:win`.
 */
export function roundKey(round: number): string {
  return round === 0 ? '' : `:r${round}`;
}
