import type { adjustmentListSchema, adjustmentSchema } from '@meridian/contract/adjustments';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { AdjustmentStatus } from '../../db/schema.js';
import type { Bus } from '../../platform/bus.js';
import { AppError, forbidden, notFound, validationFailed } from '../../platform/errors.js';
import { appendOperatorAudit } from '../../platform/operator-audit.js';
import type { OperatorPrincipal } from '../../platform/operator-auth.js';
import { publishBalances } from '../../platform/user-events.js';
import { InsufficientFundsError } from '../ledger/ledger.planning.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { RateConverter } from '../responsible-gaming/responsible-gaming.money.js';
import type { WalletsService } from '../wallets/wallets.service.js';
import * as repo from './players.adjustments.repository.js';
import { existingPlayer } from './players.audit.js';
import type { CurrencyOf } from './players.presenter.js';

type Adjustment = z.input<typeof adjustmentSchema>;

const conflict = (message: string) => new AppError('Conflict', message);

/**
 * Manual balance adjustments (docs/backoffice.md, "Adjusting a balance"): an operator credits or
 * debits a player's cash wallet as one ledger transaction against the house's adjustments account,
 * with a reason. One above the approval limit (ADJUSTMENT_APPROVAL_ABOVE, whole euros, every
 * currency converted at the reference rates, rounded up) waits until a second operator approves it,
 * which moves the money, or rejects it. The request and each decision are in the operators' audit.
 */
export class BalanceAdjustments {
  /** The clock, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;

  constructor(
    private readonly db: Database,
    private readonly deps: {
      ledger: LedgerService;
      wallets: WalletsService;
      currencyOf: CurrencyOf;
      bus: Bus | null;
      /** Whole units of the reference currency (EUR). */
      approvalAbove: bigint;
    },
  ) {}

  async list(query: {
    status?: AdjustmentStatus | undefined;
    player_id?: number | undefined;
    page: number;
    per_page: number;
  }): Promise<z.input<typeof adjustmentListSchema>> {
    const { rows, total } = await repo.listAdjustments(this.db, {
      status: query.status,
      userId: query.player_id === undefined ? undefined : BigInt(query.player_id),
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    });
    return { list: rows.map((row) => this.#present(row)), total };
  }

  /** Asks for an adjustment: applied at once up to the approval limit, else left waiting. */
  async request(
    actor: OperatorPrincipal,
    playerId: number,
    ask: { wallet_id: number; amount: number; reason: string },
    ip: string,
  ): Promise<Adjustment> {
    const userId = await existingPlayer(this.db, playerId);
    const wallet = await this.deps.wallets.account(this.db, userId, BigInt(ask.wallet_id));
    if (wallet.kind !== 'cash') {
      throw validationFailed({
        wallet_id: ['Only a cash wallet is adjusted by hand; bonus balances follow their bonus.'],
      });
    }
    const amount = BigInt(ask.amount);
    const now = new Date(this.now());
    const balances = { moved: null as Map<bigint, bigint> | null };
    const id = await this.db.transaction().execute(async (trx) => {
      const needsApproval = await this.#needsApproval(trx, amount, wallet.currencyId);
      const id = await repo.insertAdjustment(trx, {
        userId,
        walletId: wallet.walletId,
        amount,
        reason: ask.reason,
        needsApproval,
        operatorId: actor.id,
        now,
      });
      await appendOperatorAudit(
        trx,
        {
          operatorId: actor.id,
          operatorRole: actor.role,
          ip,
          action: needsApproval ? 'adjustments.requested' : 'adjustments.applied',
          target: `player:${playerId}`,
          before: null,
          after: { adjustment_id: String(id), wallet_id: ask.wallet_id, amount: String(amount) },
          reason: ask.reason,
        },
        now,
      );
      if (!needsApproval) balances.moved = await this.#apply(trx, id, actor.id, null, now);
      return id;
    });
    this.#announce(userId, balances.moved);
    return this.#presentById(id);
  }

  /** A second operator's approval: the money moves, in the transaction that marks it applied. */
  approve(actor: OperatorPrincipal, id: number, reason: string, ip: string): Promise<Adjustment> {
    return this.#decide(actor, id, reason, ip, 'applied');
  }

  reject(actor: OperatorPrincipal, id: number, reason: string, ip: string): Promise<Adjustment> {
    return this.#decide(actor, id, reason, ip, 'rejected');
  }

  async #decide(
    actor: OperatorPrincipal,
    adjustmentId: number,
    reason: string,
    ip: string,
    status: 'applied' | 'rejected',
  ): Promise<Adjustment> {
    const id = BigInt(adjustmentId);
    const now = new Date(this.now());
    const balances = { moved: null as Map<bigint, bigint> | null, userId: 0n };
    await this.db.transaction().execute(async (trx) => {
      const row = await repo.lockAdjustment(trx, id);
      if (!row) throw notFound('No such adjustment.');
      if (row.status !== 'pending') throw conflict(`This adjustment was ${row.status} already.`);
      if (row.requested_by === actor.id) {
        throw forbidden('Another operator decides an adjustment you asked for.');
      }
      balances.userId = row.user_id;
      if (status === 'applied') balances.moved = await this.#apply(trx, id, actor.id, reason, now);
      else await repo.decideAdjustment(trx, id, { status, operatorId: actor.id, reason, now, transactionId: null });
      await appendOperatorAudit(
        trx,
        {
          operatorId: actor.id,
          operatorRole: actor.role,
          ip,
          action: status === 'applied' ? 'adjustments.approved' : 'adjustments.rejected',
          target: `player:${row.user_id}`,
          before: { adjustment_id: String(id), status: 'pending' },
          after: { adjustment_id: String(id), status, wallet_id: String(row.wallet_id), amount: String(row.amount) },
          reason,
        },
        now,
      );
    });
    this.#announce(balances.userId, balances.moved);
    return this.#presentById(id);
  }

  /**
   * Posts the adjustment's money (keyed by the adjustment: posted once whatever happens) and marks it
   * applied. A debit the wallet does not cover is refused (422), and nothing is written.
   */
  async #apply(
    trx: Database,
    id: bigint,
    operatorId: bigint,
    reason: string | null,
    now: Date,
  ): Promise<Map<bigint, bigint>> {
    const row = await repo.lockAdjustment(trx, id);
    if (!row) throw notFound('No such adjustment.');
    const wallet = await this.deps.wallets.account(trx, row.user_id, row.wallet_id);
    const house = await this.deps.ledger.houseAccount(trx, 'house_adjustments', wallet.currencyId);
    try {
      const posted = await this.deps.ledger.post(trx, {
        kind: row.amount > 0n ? 'adjustment_credit' : 'adjustment_debit',
        idempotencyKey: `adjustment:${id}`,
        entries: [
          { accountId: wallet.accountId, amount: row.amount },
          { accountId: house, amount: -row.amount },
        ],
        metadata: { adjustment_id: id, operator_id: operatorId },
      });
      await repo.decideAdjustment(trx, id, { status: 'applied', operatorId, reason, now, transactionId: posted.id });
      return posted.walletBalances;
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw validationFailed({ amount: ['The wallet holds less than this debit.'] });
      }
      throw error;
    }
  }

  /** Whether an amount is above the approval limit, in the reference currency; unknown rates ask for approval. */
  async #needsApproval(db: Database, amount: bigint, currencyId: number): Promise<boolean> {
    const size = amount < 0n ? -amount : amount;
    return (await RateConverter.load(db)).exceeds(size, currencyId, this.deps.approvalAbove);
  }

  #announce(userId: bigint, balances: Map<bigint, bigint> | null): void {
    if (this.deps.bus && balances) publishBalances(this.deps.bus, userId, balances);
  }

  async #presentById(id: bigint): Promise<Adjustment> {
    const row = await repo.findAdjustment(this.db, id);
    if (!row) throw notFound('No such adjustment.');
    return this.#present(row);
  }

  #present(row: repo.AdjustmentRow): Adjustment {
    const currency = this.deps.currencyOf(row.currency_id);
    return {
      id: Number(row.id),
      player_id: Number(row.user_id),
      wallet_id: Number(row.wallet_id),
      amount: Number(row.amount),
      currency: currency?.code ?? '',
      scale: currency?.scale ?? 2,
      status: row.status,
      reason: row.reason,
      requested_by: { id: Number(row.requested_by), email: row.requested_by_email },
      requested_at: row.requested_at.toISOString(),
      decided_by: row.decided_by === null ? null : { id: Number(row.decided_by), email: row.decided_by_email ?? '' },
      decision_reason: row.decision_reason,
      decided_at: row.decided_at?.toISOString() ?? null,
      needs_approval: row.needs_approval,
    };
  }
}
