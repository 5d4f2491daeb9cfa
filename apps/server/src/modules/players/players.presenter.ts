import { BET_STATUS } from '@meridian/contract/bets';
import { KYC_STATUS } from '@meridian/contract/kyc';
import { TRANSACTION_STATUS } from '@meridian/contract/payments';
import { type playerSchema, type playerSummarySchema, stakeFactorOfBasisPoints } from '@meridian/contract/players';
import type { z } from 'zod';
import type { BetsService } from '../bets/bets.service.js';
import type { BonusesService } from '../bonuses/bonuses.service.js';
import { amountToJson } from '../ledger/ledger.amounts.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { ResponsibleGamingService } from '../responsible-gaming/responsible-gaming.service.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import { showPhone } from '../users/users.presenter.js';
import type { UserRow } from '../users/users.service.js';
import type { WalletsService } from '../wallets/wallets.service.js';

type Player = z.input<typeof playerSchema>;
/** What a service method answers, the rows of its owner's repository. */
type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** A currency's code and scale by its id (the dictionaries hold them in memory). */
export type CurrencyOf = (id: number) => { code: string; scale: number } | undefined;

const iso = (d: Date) => d.toISOString();
const kycNames = new Map(Object.entries(KYC_STATUS).map(([name, id]) => [id as number, name]));
const betStatus = {
  [BET_STATUS.inGame]: 'open',
  [BET_STATUS.won]: 'won',
  [BET_STATUS.lost]: 'lost',
  [BET_STATUS.canceled]: 'void',
  [BET_STATUS.cashedOut]: 'cashed_out',
} as const;
const paymentStatus = new Map(Object.entries(TRANSACTION_STATUS).map(([name, id]) => [id as number, name]));

/** A name the player typed in their profile, or null. */
function profileText(profile: unknown, key: string): string | null {
  const value = (profile as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' && value.trim() ? value : null;
}

function moneyOf(currencyOf: CurrencyOf, currencyId: number) {
  const currency = currencyOf(currencyId);
  return { currency_id: currencyId, currency: currency?.code ?? '', scale: currency?.scale ?? 2 };
}

export function presentSummary(
  row: UserRow,
  country: string,
  currencyOf: CurrencyOf,
): z.input<typeof playerSummarySchema> {
  return {
    id: Number(row.id),
    email: row.email,
    phone: showPhone(row.phone),
    first_name: profileText(row.profile, 'first_name'),
    last_name: profileText(row.profile, 'last_name'),
    country,
    currency: currencyOf(row.currency_id)?.code ?? '',
    kyc: (kycNames.get(row.kyc) ?? 'not_verified') as Player['kyc'],
    created_at: iso(row.created_at),
  };
}

export interface PlayerRecords {
  wallets: Rows<WalletsService['openWalletRows']>;
  entries: Rows<LedgerService['latestPlayerEntries']>;
  bets: Rows<BetsService['latestBets']>;
  payments: Rows<PaymentsService['latestPayments']>;
  gifts: Rows<BonusesService['latestGifts']>;
  limits: Rows<ResponsibleGamingService['limitsAndExclusions']>['limits'];
  exclusions: Rows<ResponsibleGamingService['limitsAndExclusions']>['exclusions'];
  sessions: Rows<SessionsService['liveSessionRows']>;
}

/** The player's page: the profile, then the latest of each record, amounts beside their currency. */
export function presentPlayer(
  row: UserRow,
  country: string,
  stakeFactorBp: number,
  records: PlayerRecords,
  currencyOf: CurrencyOf,
  now: Date,
): Omit<Player, 'blocked' | 'closed' | 'notes' | 'rounds'> {
  const money = (currencyId: number) => moneyOf(currencyOf, currencyId);
  return {
    ...presentSummary(row, country, currencyOf),
    stake_factor: stakeFactorOfBasisPoints(stakeFactorBp),
    email_verified: row.email_verified_at !== null,
    phone_verified: row.phone_verified_at !== null,
    birthday: row.birthday,
    two_factor_enabled: row.two_factor_enabled_at !== null,
    wallets: records.wallets.map((w) => ({
      id: Number(w.id),
      ...money(w.currency_id),
      kind: w.kind,
      balance: amountToJson(w.balance),
      is_default: w.is_default,
    })),
    ledger: records.entries.map((e) => ({
      id: Number(e.id),
      transaction_id: Number(e.transaction_id),
      wallet_id: Number(e.wallet_id),
      kind: e.kind,
      ...money(e.currency_id),
      amount: amountToJson(e.amount),
      created_at: iso(e.created_at),
    })),
    bets: records.bets.map((b) => ({
      id: Number(b.id),
      placed_at: iso(b.created_at),
      ...money(b.currency_id),
      stake: amountToJson(b.amount),
      odds: b.odds,
      status: betStatus[b.status as keyof typeof betStatus] ?? 'open',
      payout: amountToJson(b.amount_win),
      is_live: b.is_live,
      type: b.type,
      free_bet: b.free_bet_id !== null,
    })),
    payments: records.payments.map((p) => ({
      id: Number(p.id),
      type: p.type,
      status: (paymentStatus.get(p.status_id) ?? 'pending') as Player['payments'][number]['status'],
      ...money(p.currency_id),
      amount: amountToJson(p.amount),
      provider: p.provider,
      created_at: iso(p.created_at),
    })),
    bonuses: records.gifts.map((g) => {
      const names = (g.names ?? {}) as Record<string, string>;
      return {
        id: Number(g.id),
        name: names.en ?? Object.values(names)[0] ?? '',
        status: g.status,
        ...money(g.currency_id),
        amount: amountToJson(g.bonus_amount),
        created_at: iso(g.created_at),
        expires_at: iso(g.expires_at),
      };
    }),
    limits: records.limits.map((l) => {
      const currency = l.currency_id === null ? undefined : money(l.currency_id);
      return {
        kind: l.kind,
        period: l.period,
        currency: currency?.currency ?? null,
        scale: currency?.scale ?? null,
        amount: amountToJson(l.amount),
        pending_amount: l.pending_amount === null ? null : amountToJson(l.pending_amount),
        pending_remove: l.pending_remove,
        pending_at: l.pending_at === null ? null : iso(l.pending_at),
      };
    }),
    exclusions: records.exclusions.map((x) => ({
      id: Number(x.id),
      kind: x.kind,
      starts_at: iso(x.starts_at),
      ends_at: x.ends_at === null ? null : iso(x.ends_at),
      active: x.starts_at <= now && (x.ends_at === null || x.ends_at > now),
    })),
    sessions: records.sessions.map((s) => ({
      id: s.id,
      ip: s.ip,
      device_type: s.device_type,
      os: s.os,
      country: s.country,
      city: s.city,
      two_factor_passed: s.two_factor_passed,
      created_at: iso(s.created_at),
      last_seen_at: iso(s.last_seen_at),
    })),
  };
}
