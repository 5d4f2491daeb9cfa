import {
  type DepositLimitDetails,
  RG_COOLING_OFF_HOURS,
  type RgActivity,
  type RgActivityQuery,
  type RgExclusionRequest,
  type RgLimit,
  type RgLimitRequest,
  type RgReality,
  type RgState,
} from '@meridian/contract/responsible-gaming';
import type { Database } from '../../db/database.js';
import type { RgPeriod } from '../../db/schema.js';
import { audit } from '../../platform/audit.js';
import { AppError, validationFailed } from '../../platform/errors.js';
import { amountToJson } from '../ledger/ledger.amounts.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import { playedMs, RateConverter, sumsIn } from './responsible-gaming.money.js';
import * as repo from './responsible-gaming.repository.js';
import { ExclusionScreening } from './responsible-gaming.screening.js';
import { type RgTextKey, rgText } from './responsible-gaming.texts.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const PERIOD_MS: Record<RgPeriod, number> = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS };
const COOLING_OFF_MS = RG_COOLING_OFF_HOURS * HOUR_MS;
/** Deposits authorised and not yet credited count for this long at most, as the payments module counts them. */
const PENDING_DEPOSIT_MS = 30 * DAY_MS;

/** Why a stake or a deposit is refused (`excludedLinked`: by an exclusion another account of the person took). */
export type RgRefusal = 'excluded' | 'excludedLinked' | 'blocked' | 'loss' | 'wager' | 'deposit' | 'session';

/**
 * A deposit's refusal; past a deposit limit, with the room the tightest limit leaves in its rolling
 * window (minor units of the deposit's currency) and when its oldest counted deposit leaves it.
 */
export interface DepositRefusal {
  refusal: RgRefusal;
  room: DepositLimitDetails | null;
}

/** Whether a refusal is an exclusion rather than a limit. */
export const isExclusion = (refusal: RgRefusal): boolean =>
  refusal === 'excluded' || refusal === 'excludedLinked' || refusal === 'blocked';

/** A stake about to be taken (inside the caller's transaction, the wallet locked). */
export interface StakeCheck {
  userId: bigint;
  currencyId: number;
  amount: bigint;
  /** Staked from the player's own cash (not a bonus balance or a free bet): only such stakes count to limits. */
  cash: boolean;
}

/** The amount a limit holds at `now`: a raise or removal applies once its cooling-off has passed. */
function effective(row: repo.LimitRow, now: Date): bigint | null {
  if (row.pending_at !== null && row.pending_at <= now) return row.pending_remove ? null : row.pending_amount;
  return row.amount;
}

const unixS = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Responsible gaming (docs/responsible-gaming.md): the limits a player sets, reality checks,
 * time-outs and self-exclusion, each change in the audit log; and the checks every stake and deposit
 * passes, made inside the money's own transaction with the player's limits locked, so two stakes at
 * once, on one wallet or two, cannot both slip under a limit. A limit holds across every wallet of
 * the player, converted at the operator's reference rates.
 */
export class ResponsibleGamingService {
  /** The exclusion register: self-exclusion as the person's, matched at sign-up, sign-in and identity approval. */
  readonly screening: ExclusionScreening;

  constructor(
    private readonly db: Database,
    private readonly sessions: Pick<SessionsService, 'endAllOf' | 'announceEnded'>,
    private readonly now: () => number = Date.now,
  ) {
    this.screening = new ExclusionScreening(now, sessions);
  }

  /** Whether an operator blocked the player (the players module's record), asked in the caller's transaction. */
  private blockedOf: (db: Database, userId: bigint) => Promise<boolean> = async () => false;

  /** An operator's block stops play and deposits as an exclusion does (the back office's players). */
  useBlocks(blockedOf: (db: Database, userId: bigint) => Promise<boolean>): void {
    this.blockedOf = blockedOf;
  }

  /** The player's limits and their latest time-outs and exclusions, as stored, for the back office. */
  async limitsAndExclusions(userId: bigint, limit: number) {
    const [limits, exclusions] = await Promise.all([
      repo.listLimits(this.db, userId),
      repo.listExclusions(this.db, userId, limit),
    ]);
    return { limits, exclusions };
  }

  async state(userId: bigint, sessionId: string): Promise<RgState> {
    const now = new Date(this.now());
    const [rows, minutes, exclusion, started] = await Promise.all([
      repo.listLimits(this.db, userId),
      repo.realityCheck(this.db, userId),
      repo.activeExclusion(this.db, userId, now),
      repo.sessionStart(this.db, sessionId),
    ]);
    const sessionStart = started ?? now;
    const rates = await RateConverter.load(this.db);
    const limits: RgLimit[] = [];
    for (const row of rows) {
      const amount = effective(row, now);
      if (amount === null) continue;
      const pending = row.pending_at !== null && row.pending_at > now;
      limits.push({
        kind: row.kind,
        period: row.period,
        currency_id: row.currency_id,
        amount: amountToJson(amount),
        used: amountToJson(await this.used(rates, row, now)),
        pending: pending
          ? {
              amount: row.pending_remove ? null : amountToJson(row.pending_amount ?? 0n),
              effective_at: unixS(row.pending_at as Date),
            }
          : null,
      });
    }
    return {
      limits,
      reality_check_minutes: minutes,
      exclusion: exclusion
        ? {
            kind: exclusion.kind,
            started_at: unixS(exclusion.starts_at),
            ends_at: exclusion.ends_at ? unixS(exclusion.ends_at) : null,
            linked: exclusion.register_entry_id !== null,
          }
        : null,
      session_started_at: unixS(sessionStart),
    };
  }

  /**
   * Sets a limit: a new or lower one applies at once; a higher one, or a removal, after the
   * cooling-off (a lower one meanwhile applies at once and drops the raise).
   */
  async setLimit(userId: bigint, request: RgLimitRequest, ip: string): Promise<void> {
    const now = new Date(this.now());
    const key: repo.LimitKey = {
      kind: request.kind,
      period: request.kind === 'session' ? null : (request.period ?? 'day'),
      currencyId: request.kind === 'session' ? null : (request.currency_id ?? null),
    };
    const wanted = request.amount === null ? null : BigInt(request.amount);
    await this.db.transaction().execute(async (trx) => {
      await repo.lockPlayer(trx, userId);
      const row = await repo.lockLimit(trx, userId, key);
      const current = row ? effective(row, now) : null;
      let change: { from: bigint | null; to: bigint | null; effectiveAt: Date };
      if (current === null) {
        // No limit in force: a new one restricts, so it applies at once.
        if (row) await repo.deleteLimit(trx, row.id);
        if (wanted !== null) await repo.insertLimit(trx, userId, key, wanted);
        change = { from: null, to: wanted, effectiveAt: now };
      } else if (wanted !== null && wanted <= current) {
        await repo.updateLimit(trx, (row as repo.LimitRow).id, {
          amount: wanted,
          pendingAmount: null,
          pendingRemove: false,
          pendingAt: null,
        });
        change = { from: current, to: wanted, effectiveAt: now };
      } else {
        const effectiveAt = new Date(now.getTime() + COOLING_OFF_MS);
        await repo.updateLimit(trx, (row as repo.LimitRow).id, {
          amount: current,
          pendingAmount: wanted,
          pendingRemove: wanted === null,
          pendingAt: effectiveAt,
        });
        change = { from: current, to: wanted, effectiveAt };
      }
      await audit(trx, 'rg_limit_changed', {
        userId,
        ip,
        details: {
          kind: key.kind,
          period: key.period,
          currency_id: key.currencyId,
          from: change.from === null ? null : String(change.from),
          to: change.to === null ? null : String(change.to),
          effective_at: change.effectiveAt.toISOString(),
          by: 'player',
        },
      });
    });
  }

  async setRealityCheck(userId: bigint, minutes: number | null, ip: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const before = await repo.realityCheck(trx, userId);
      await repo.setRealityCheck(trx, userId, minutes);
      await audit(trx, 'rg_reality_check_changed', {
        userId,
        ip,
        details: { from: before, to: minutes, by: 'player' },
      });
    });
  }

  /**
   * A time-out or self-exclusion: from now, every session ends and play, deposits and bonuses stop
   * until it ends (never, for a permanent one). One already running can be made longer only. A
   * self-exclusion does the same, in the same transaction, on every other account of the person the
   * register names.
   */
  async exclude(userId: bigint, request: RgExclusionRequest, ip: string, language: string): Promise<void> {
    const now = new Date(this.now());
    const endsAt =
      request.kind === 'timeout'
        ? new Date(now.getTime() + request.days * DAY_MS)
        : request.months === null
          ? null
          : addMonths(now, request.months);
    const ended = await this.db.transaction().execute(async (trx) => {
      await repo.lockPlayer(trx, userId);
      const running = await repo.activeExclusion(trx, userId, now);
      if (running && (running.ends_at === null || (endsAt !== null && endsAt <= running.ends_at))) {
        const message = rgText('exclusionShorter', language);
        throw validationFailed({ kind: [message] }, message);
      }
      await repo.insertExclusion(trx, userId, { kind: request.kind, startsAt: now, endsAt });
      await audit(trx, 'rg_exclusion_started', {
        userId,
        ip,
        details: { kind: request.kind, ends_at: endsAt?.toISOString() ?? null, by: 'player' },
      });
      // A time-out is a break of this account; a self-exclusion is the person's, on every account.
      const linked =
        request.kind === 'self_exclusion' ? await this.screening.enrol(trx, userId, { startsAt: now, endsAt }) : [];
      return [{ userId, sessionIds: await this.sessions.endAllOf(trx, userId, request.kind, null) }, ...linked];
    });
    for (const one of ended) this.sessions.announceEnded(one.userId, one.sessionIds);
  }

  /** The sign-in's time and result so far, for the reality check. */
  async reality(userId: bigint, sessionId: string): Promise<RgReality> {
    const now = this.now();
    const started = (await repo.sessionStart(this.db, sessionId)) ?? new Date(now);
    const results = await repo.playSince(this.db, userId, started);
    return {
      session_started_at: unixS(started),
      played_seconds: Math.max(0, Math.floor((now - started.getTime()) / 1000)),
      results: results.map((r) => ({
        currency_id: r.currencyId,
        staked: amountToJson(r.staked),
        net: amountToJson(r.net),
      })),
      reality_check_minutes: await repo.realityCheck(this.db, userId),
    };
  }

  /** Deposits, withdrawals, stakes and net result per day, week or month, the current one included. */
  async activity(userId: bigint, query: RgActivityQuery): Promise<RgActivity> {
    const now = new Date(this.now());
    const from = periodStart(now, query.group, query.count - 1);
    const rows = await repo.cashSumsBy(this.db, userId, query.currency_id, query.group, from);
    const byPeriod = new Map(rows.map((r) => [r.period, r]));
    const list = [];
    for (let back = query.count - 1; back >= 0; back--) {
      const period = periodStart(now, query.group, back).toISOString().slice(0, 10);
      const row = byPeriod.get(period);
      list.push({
        period,
        deposits: amountToJson(row?.deposits ?? 0n),
        withdrawals: amountToJson(row?.withdrawals ?? 0n),
        stakes: amountToJson(row?.staked ?? 0n),
        net: amountToJson(row?.net ?? 0n),
      });
    }
    return { currency_id: query.currency_id, group: query.group, list };
  }

  /** Whether a time-out or self-exclusion is in force. */
  async excluded(db: Database, userId: bigint): Promise<boolean> {
    if (await this.blockedOf(db, userId)) return true;
    return (await repo.activeExclusion(db, userId, new Date(this.now()))) !== undefined;
  }

  /** Why play cannot start now (an exclusion in force), or null. */
  async playRefusal(db: Database, userId: bigint, language: string): Promise<AppError | null> {
    if (await this.blockedOf(db, userId)) return new AppError('Forbidden', rgText('blocked', language));
    const exclusion = await repo.activeExclusion(db, userId, new Date(this.now()));
    if (!exclusion) return null;
    if (exclusion.register_entry_id !== null) return new AppError('Forbidden', rgText('excludedLinked', language));
    return new AppError('Forbidden', rgText(exclusion.ends_at ? 'excluded' : 'excludedForGood', language));
  }

  /**
   * Why a stake is refused, or null (in the stake's transaction, its wallet locked): an exclusion in
   * force, the day's play time past the session limit, or a stake from cash that would pass a loss or
   * wager limit (the stake counted as lost until it is settled). Money limits count every wallet of
   * the player, converted into the limit's currency, under a lock of the player's limits.
   */
  async stakeRefusal(db: Database, check: StakeCheck): Promise<RgRefusal | null> {
    const now = new Date(this.now());
    if (await this.blockedOf(db, check.userId)) return 'blocked';
    const exclusion = await repo.activeExclusion(db, check.userId, now);
    if (exclusion) return exclusion.register_entry_id === null ? 'excluded' : 'excludedLinked';
    const rows = await repo.listLimits(db, check.userId);
    const session = rows.find((row) => row.kind === 'session');
    const minutes = session ? effective(session, now) : null;
    if (minutes !== null && (await playedMs(db, check.userId, now)) >= Number(minutes) * 60_000) return 'session';
    const money = rows.filter((row) => (row.kind === 'loss' || row.kind === 'wager') && effective(row, now) !== null);
    if (!check.cash || money.length === 0) return null;
    await repo.lockPlayerLimits(db, check.userId);
    const rates = await RateConverter.load(db);
    for (const row of money) {
      const limit = effective(row, now) as bigint;
      const sum = await this.sums(db, rates, check.userId, row, now);
      const amount = rates.convert(check.amount, check.currencyId, row.currency_id as number, 'up');
      if (row.kind === 'wager' && sum.staked + amount > limit) return 'wager';
      const lost = sum.net < 0n ? -sum.net : 0n;
      if (row.kind === 'loss' && lost + amount > limit) return 'loss';
    }
    return null;
  }

  /**
   * Why a deposit is refused, or null: an exclusion in force, or a deposit limit it would pass (every
   * wallet counted), then with the room left under the tightest limit and when that grows.
   */
  async depositRefusal(
    db: Database,
    userId: bigint,
    currencyId: number,
    amount: bigint,
    pending: bigint,
  ): Promise<DepositRefusal | null> {
    const now = new Date(this.now());
    if (await this.blockedOf(db, userId)) return { refusal: 'blocked', room: null };
    const exclusion = await repo.activeExclusion(db, userId, now);
    if (exclusion) return { refusal: exclusion.register_entry_id === null ? 'excluded' : 'excludedLinked', room: null };
    const limits = (await repo.listLimits(db, userId)).filter(
      (row) => row.kind === 'deposit' && effective(row, now) !== null,
    );
    if (limits.length === 0) return null;
    await repo.lockPlayerLimits(db, userId);
    const rates = await RateConverter.load(db);
    // `pending` is this wallet's, as the payments module counts it; those waiting on the player's
    // other wallets (a bank transfer in another currency) count as well.
    const since = new Date(now.getTime() - PENDING_DEPOSIT_MS);
    const elsewhere = (await repo.pendingDepositsPerCurrency(db, userId, since)).filter(
      (other) => other.currencyId !== currencyId,
    );
    let refused = false;
    let tightest: { row: repo.LimitRow; room: bigint } | null = null;
    for (const row of limits) {
      const limit = effective(row, now) as bigint;
      const to = row.currency_id as number;
      const sum = await this.sums(db, rates, userId, row, now);
      let asked = rates.convert(pending + amount, currencyId, to, 'up');
      let counted = sum.deposits + rates.convert(pending, currencyId, to, 'up');
      for (const other of elsewhere) {
        const converted = rates.convert(other.amount, other.currencyId, to, 'up');
        asked += converted;
        counted += converted;
      }
      if (sum.deposits + asked > limit) refused = true;
      // What this limit still lets in, in the deposit's currency (rounded down: never more than it allows).
      const left = limit > counted ? rates.convert(limit - counted, to, currencyId, 'down') : 0n;
      if (!tightest || left < tightest.room) tightest = { row, room: left };
    }
    if (!refused || !tightest) return null;
    const period = tightest.row.period ?? 'day';
    const oldest = await repo.oldestDepositSince(db, userId, new Date(now.getTime() - PERIOD_MS[period]));
    return {
      refusal: 'deposit',
      room: {
        kind: 'deposit_limit',
        period,
        room: amountToJson(tightest.room),
        currency_id: currencyId,
        currency_code: rates.codeOf(currencyId),
        renews_at: oldest ? Math.ceil((oldest.getTime() + PERIOD_MS[period]) / 1000) : null,
      },
    };
  }

  /** The refusal's words in the player's language. */
  refusalText(refusal: RgRefusal, language: string): string {
    const key: RgTextKey = refusal;
    return rgText(key, language);
  }

  /** When the player's play ends by their session limit if they play on from now (null: no limit). */
  async sessionEnds(db: Database, userId: bigint): Promise<Date | null> {
    const now = new Date(this.now());
    const row = (await repo.listLimits(db, userId)).find((r) => r.kind === 'session');
    const minutes = row ? effective(row, now) : null;
    if (minutes === null) return null;
    const left = Math.max(0, Number(minutes) * 60_000 - (await playedMs(db, userId, now)));
    return new Date(now.getTime() + left);
  }

  /** A money limit's window's sums over every cash wallet, in the limit's currency. */
  private sums(db: Database, rates: RateConverter, userId: bigint, row: repo.LimitRow, now: Date) {
    const from = new Date(now.getTime() - PERIOD_MS[row.period ?? 'day']);
    return sumsIn(db, rates, userId, row.currency_id as number, from);
  }

  /** What a limit has counted so far: its window's deposits, stakes or losses, or the minutes played in 24 hours. */
  private async used(rates: RateConverter, row: repo.LimitRow, now: Date): Promise<bigint> {
    if (row.kind === 'session') return BigInt(Math.floor((await playedMs(this.db, row.user_id, now)) / 60_000));
    if (row.period === null || row.currency_id === null) return 0n;
    const sum = await this.sums(this.db, rates, row.user_id, row, now);
    if (row.kind === 'deposit') return sum.deposits;
    if (row.kind === 'wager') return sum.staked;
    return sum.net < 0n ? -sum.net : 0n;
  }
}

/** The UTC start of the day, week (Monday) or month `back` periods before the one `now` is in. */
function periodStart(now: Date, group: RgPeriod, back: number): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (group === 'day') return new Date(day - back * DAY_MS);
  if (group === 'week') {
    const monday = day - ((now.getUTCDay() + 6) % 7) * DAY_MS;
    return new Date(monday - back * 7 * DAY_MS);
  }
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
}

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}
