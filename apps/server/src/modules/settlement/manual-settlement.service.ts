import { BET_STATUS } from '@meridian/contract/bets';
import type { ManualResult } from '@meridian/contract/market-settlement';
import type { Database } from '../../db/database.js';
import type { MarketSettlementKind } from '../../db/schema.js';
import { audit } from '../../platform/audit.js';
import type { Bus } from '../../platform/bus.js';
import { AppError, notFound, validationFailed } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs.js';
import { appendOperatorAudit } from '../../platform/operator-audit.js';
import type { OperatorPrincipal } from '../../platform/operator-auth.js';
import { publishBalances } from '../../platform/user-events.js';
import { recordDebt } from '../ledger/ledger.debts.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { TradingService } from '../trading/trading.service.js';
import * as repo from './manual.repository.js';
import * as settlementRepo from './settlement.repository.js';
import { legStatus } from './settlement.rules.js';
import { roundKey, type SettlementService } from './settlement.service.js';

/** The queue whose jobs pay an operator's settlement. */
export const MANUAL_SETTLEMENT_QUEUE = 'market-settlement';
/** Bets a job reads at a time. */
const BATCH = 100;

const AUDIT_ACTIONS: Record<MarketSettlementKind, string> = {
  settle: 'settlement.settled',
  void: 'settlement.voided',
  resettle: 'settlement.resettled',
};

export interface MarketAction {
  kind: MarketSettlementKind;
  results: { outcome_id: number; result: ManualResult }[];
  reason: string;
}

/**
 * Markets settled, voided and resettled by an operator (docs/backoffice.md, "Settling by hand"). The
 * call stores the operator's decision of the market, which settlement reads before the feed's from
 * then on, lists the bets with a leg on it and answers at once; a job of the queue goes through those
 * bets in batches. Each bet's step is one transaction under the bet's row lock that marks it done, so
 * a second run (a retry, a restart, two nodes) skips it; its money goes through the ledger with keys
 * of the bet's settlement round, so it is paid once.
 *
 * A resettlement reopens a decided bet: its payout comes back from the wallet, as far as the wallet
 * holds it, and the rest is the player's debt (docs/decisions.md, "Debts after a resettlement"); the
 * bet is then decided by the new results and paid under keys of its new round.
 */
export class ManualSettlementService {
  /** The clock, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;

  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly settlement: SettlementService,
    private readonly bus: Bus,
    private readonly jobs: Pick<JobQueue, 'send'>,
    /** Closes betting on a market the operator decides (a trading hold), and tells every node. */
    private readonly trading: Pick<TradingService, 'marketOf' | 'holdMarketIn' | 'announceHolds'>,
  ) {}

  /** Stores the operator's decision of a market with its audit record, and sends the job that pays its bets. */
  async act(actor: OperatorPrincipal, matchId: number, marketId: number, action: MarketAction, ip: string) {
    const market = await this.trading.marketOf(matchId, marketId);
    const results = resultsOf(action, market.outcomes);
    const decided = await repo.marketDecided(this.db, matchId, marketId);
    if (action.kind === 'settle' && decided) throw new AppError('Conflict', 'The market is settled: resettle it.');
    if (action.kind === 'resettle' && !decided) throw new AppError('Conflict', 'The market is not settled yet.');
    const now = new Date(this.now());
    const row = await this.db.transaction().execute(async (trx) => {
      const inserted = await repo.insertSettlement(trx, {
        matchId,
        marketId,
        kind: action.kind,
        results,
        operatorId: actor.id,
        reason: action.reason,
        now,
      });
      if (!inserted) throw new AppError('Conflict', 'An operator’s settlement of this market is still running.');
      await appendOperatorAudit(
        trx,
        {
          operatorId: actor.id,
          operatorRole: actor.role,
          ip,
          action: AUDIT_ACTIONS[action.kind],
          target: `market:${matchId}:${marketId}`,
          before: { feed_status: market.status, decided },
          after: { settlement_id: String(inserted.id), voided: action.kind === 'void', results },
          reason: action.reason,
        },
        now,
      );
      await this.jobs.send(MANUAL_SETTLEMENT_QUEUE, { settlement_id: String(inserted.id) }, { trx });
      // No bet may be placed on a result the desk has decided; the hold stays until a trader resumes it.
      await this.trading.holdMarketIn(trx, { matchId, marketId, operatorId: actor.id, reason: action.reason, now });
      return inserted;
    });
    await this.trading.announceHolds(matchId);
    return this.settlementById(row.id);
  }

  async settlementById(id: bigint) {
    const [row] = await repo.listSettlements(this.db, { id });
    if (!row) throw notFound('No such settlement.');
    return row;
  }

  listOfEvent(matchId: number) {
    return repo.listSettlements(this.db, { matchId });
  }

  /** Goes through the action's bets not done yet, `limit` at most (all by default); finishes it when none is left. */
  async run(settlementId: bigint, limit = Number.POSITIVE_INFINITY): Promise<number> {
    const action = await this.settlementById(settlementId);
    let stepped = 0;
    while (stepped < limit) {
      const ids = await repo.listPendingBets(this.db, settlementId, Math.min(BATCH, limit - stepped));
      if (ids.length === 0) {
        await repo.finishSettlement(this.db, settlementId);
        break;
      }
      for (const id of ids) await this.#step(action, id);
      stepped += ids.length;
    }
    return stepped;
  }

  async #step(action: repo.SettlementRow, betId: bigint): Promise<void> {
    const moved = await this.db.transaction().execute(async (trx) => {
      const bet = await settlementRepo.lockBet(trx, betId);
      const listed = await repo.markBetDone(trx, action.id, betId);
      if (!listed) return null;
      const legs = await repo.legsOnMarket(trx, betId, action.match_id, action.market_id);
      let reversed: Map<bigint, bigint> | null = null;
      // A cash-out is final: the player sold the bet, whatever its markets' results turn out to be.
      if (bet.status === BET_STATUS.cashedOut) return this.#markLegs(trx, betId);
      if (bet.status !== BET_STATUS.inGame) {
        // Decided since the action was made: settlement got there first, by the action's own results.
        if (!listed.was_decided) return null;
        // Decided before by this market: its money comes back, and it is decided again. Decided by
        // another leg (an accumulator lost elsewhere): only its leg here takes the result.
        if (!legs.some((l) => l.status !== BET_STATUS.inGame)) return this.#markLegs(trx, betId);
        reversed = await this.#reverse(trx, bet);
        await repo.reopenBet(trx, betId, action.match_id, action.market_id);
      }
      const settled = await this.settlement.decideIn(trx, betId);
      return { userId: bet.user_id, settled, reversed };
    });
    if (!moved) return;
    if (moved.settled) this.settlement.announce(moved.settled);
    else if (moved.reversed) publishBalances(this.bus, moved.userId, moved.reversed);
  }

  /**
   * Voids one bet (docs/backoffice.md, "Bets"): from then on every leg of it counts as void, so it
   * is decided cancelled and its stake goes back (a free bet's to the player's free bets). A bet
   * decided already is reopened first: what it paid comes back as a resettlement's does (a debt for
   * what the wallet no longer holds). One transaction under the bet's lock; a second void is a 409.
   */
  async voidBet(actor: OperatorPrincipal, betId: number, reason: string, ip: string) {
    const id = BigInt(betId);
    const now = new Date(this.now());
    const moved = await this.db.transaction().execute(async (trx) => {
      const bet = await settlementRepo.lockBet(trx, id).catch(() => {
        throw notFound('No such bet.');
      });
      if (!(await repo.insertBetVoid(trx, { betId: id, operatorId: actor.id, reason, now }))) {
        throw new AppError('Conflict', 'This bet was voided already.');
      }
      let reversed: Map<bigint, bigint> | null = null;
      if (bet.status !== BET_STATUS.inGame) reversed = await this.#reverse(trx, bet);
      await repo.reopenWholeBet(trx, id, bet.status !== BET_STATUS.inGame);
      const settled = await this.settlement.decideIn(trx, id);
      await appendOperatorAudit(
        trx,
        {
          operatorId: actor.id,
          operatorRole: actor.role,
          ip,
          action: 'bets.voided',
          target: `bet:${id}`,
          before: { status: bet.status, amount_win: String(bet.amount_win) },
          after: { status: settled?.status ?? BET_STATUS.canceled, amount_win: String(settled?.amountWin ?? 0n) },
          reason,
        },
        now,
      );
      return { userId: bet.user_id, settled, reversed };
    });
    if (moved.settled) this.settlement.announce(moved.settled);
    else if (moved.reversed) publishBalances(this.bus, moved.userId, moved.reversed);
  }

  async #markLegs(trx: Database, betId: bigint): Promise<null> {
    for (const leg of await settlementRepo.listLegFacts(trx, betId)) {
      const status = legStatus(leg);
      if (status !== leg.status) await settlementRepo.setLegStatus(trx, betId, leg.position, status);
    }
    return null;
  }

  /**
   * Takes back what a decided bet paid: from the wallet as far as it holds it, the rest recorded as
   * the player's debt against the house's receivable account. A cancelled free bet's stake goes back
   * from the bonus account, and the free bet is taken back if it is still unused.
   */
  async #reverse(trx: Database, bet: settlementRepo.LockedBet): Promise<Map<bigint, bigint> | null> {
    const key = `bet:${bet.id}:reverse${roundKey(bet.settle_round + 1)}`;
    const betting = await this.ledger.houseAccount(trx, 'house_betting', bet.currency_id);
    if (bet.free_bet_id !== null && bet.status === BET_STATUS.canceled) {
      const bonus = await this.ledger.houseAccount(trx, 'house_bonus', bet.currency_id);
      await this.ledger.post(trx, {
        kind: 'bet_resettled',
        idempotencyKey: key,
        entries: [
          { accountId: betting, amount: bet.amount },
          { accountId: bonus, amount: -bet.amount },
        ],
        metadata: { bet_id: bet.id, free_bet_id: bet.free_bet_id },
      });
      await repo.retakeFreeBet(trx, bet.free_bet_id, bet.id);
      return null;
    }
    const paid = bet.amount_win;
    if (paid === 0n) return null;
    const [wallet] = await trx
      .selectFrom('wallets')
      .select('balance')
      .where('id', '=', bet.wallet_id)
      .forUpdate()
      .execute();
    const balance = wallet?.balance ?? 0n;
    const taken = balance < paid ? balance : paid;
    const owed = paid - taken;
    const account = await this.ledger.walletAccount(trx, bet.wallet_id);
    const entries = [{ accountId: betting, amount: paid }];
    if (taken > 0n) entries.push({ accountId: account, amount: -taken });
    if (owed > 0n) {
      const receivable = await this.ledger.houseAccount(trx, 'house_receivable', bet.currency_id);
      entries.push({ accountId: receivable, amount: -owed });
    }
    const posted = await this.ledger.post(
      trx,
      { kind: 'bet_resettled', idempotencyKey: key, entries, metadata: { bet_id: bet.id, debt: owed } },
      { lockedWallets: new Map([[bet.wallet_id, balance]]) },
    );
    if (owed > 0n) await recordDebt(trx, bet.wallet_id, bet.id, owed);
    await audit(trx, 'bet_resettled', {
      userId: bet.user_id,
      details: {
        bet_id: String(bet.id),
        wallet_id: String(bet.wallet_id),
        reversed: String(paid),
        debt: String(owed),
        currency_id: bet.currency_id,
      },
    });
    return posted.walletBalances;
  }
}

/** Outcome id → result: every outcome of the market once for a settlement, none for a void. */
function resultsOf(action: MarketAction, outcomes: readonly { id: number }[]): Record<string, ManualResult> {
  if (action.kind === 'void') return {};
  const known = new Set(outcomes.map((o) => o.id));
  const given = new Map(action.results.map((r) => [r.outcome_id, r.result]));
  if (given.size !== known.size || [...given.keys()].some((id) => !known.has(id))) {
    throw validationFailed({ results: ['Give a result for each outcome of the market.'] });
  }
  return Object.fromEntries([...given].map(([id, result]) => [String(id), result]));
}
