import type { Wallet } from '@meridian/contract/wallet';
import type { Database } from '../../db/database.js';
import type { WalletKind } from '../../db/schema.js';
import { audit } from '../../platform/audit.js';
import { forbidden, notFound, unauthorized, validationFailed } from '../../platform/errors.js';
import type { DictionariesService } from '../dictionaries/dictionaries.service.js';
import { openPlayerAccount } from '../ledger/ledger.service.js';
import { presentWallet } from './wallets.presenter.js';
import * as repo from './wallets.repository.js';

const WALLET_NOT_FOUND = 'Wallet not found';

/** A player's open wallet with its ledger account, for the calls that move money (bets, cashier, casino). */
export interface WalletAccount {
  walletId: bigint;
  accountId: bigint;
  currencyId: number;
  isDefault: boolean;
  /** The balance as read, not locked: for limits shown and early refusals; postings check it again. */
  balance: bigint;
  /** Cash, or a bonus balance: sport bets only from a sports bonus, casino rounds only from a casino one. */
  kind: WalletKind;
}

/** What a wallet may pay for: cash pays for everything; a bonus balance for its own product only. */
export function walletServes(kind: WalletKind, use: 'sport' | 'casino' | 'payments'): boolean {
  if (kind === 'cash') return true;
  return (kind === 'bonus_sport' && use === 'sport') || (kind === 'bonus_casino' && use === 'casino');
}

/**
 * Opens a wallet with its ledger account, in the caller's transaction (registration opens the
 * first, default one this way).
 */
export async function openWallet(
  db: Database,
  userId: bigint,
  currencyId: number,
  isDefault: boolean,
  kind: WalletKind = 'cash',
) {
  const walletId = await repo.insertWallet(db, userId, currencyId, isDefault, kind);
  const accountId = await openPlayerAccount(db, walletId, currencyId);
  return { walletId, accountId };
}

/**
 * The player's wallet of a currency and kind, in the caller's transaction: reopened when closed,
 * opened (not the default) when there is none. Bonuses pay into cash wallets and bonus balances this way.
 */
export async function ensureWallet(db: Database, userId: bigint, currencyId: number, kind: WalletKind) {
  const existing = await repo.findWalletByCurrency(db, userId, currencyId, kind);
  if (!existing) return (await openWallet(db, userId, currencyId, false, kind)).walletId;
  if (existing.closed_at !== null) await repo.setClosed(db, existing.id, null);
  return existing.id;
}

/**
 * Whether a wallet has bets still in game (inside the caller's transaction). The bets module
 * answers it and app.ts passes it in: bets already depends on wallets, so wallets does not import bets.
 */
export type OpenBetsCheck = (db: Database, walletId: bigint) => Promise<boolean>;

/** The player's wallets: list, add a currency, delete an empty one, choose the active one. */
export class WalletsService {
  constructor(
    private readonly db: Database,
    private readonly dictionaries: DictionariesService,
    private readonly hasOpenBets: OpenBetsCheck,
  ) {}

  /** The player's open wallets as stored, for the back office's player page. */
  openWalletRows(userId: bigint) {
    return repo.listOpenWallets(this.db, userId);
  }

  async list(userId: bigint): Promise<Wallet[]> {
    return (await repo.listOpenWallets(this.db, userId)).map(presentWallet);
  }

  /**
   * Opens a wallet in a currency the player does not hold. Hidden currencies, and currencies
   * outside the player's country list when the country has one, are refused with a field error.
   */
  async add(userId: bigint, currencyId: number, ip: string): Promise<Wallet> {
    return this.db.transaction().execute(async (trx) => {
      const player = await repo.lockPlayer(trx, userId);
      if (!player) throw unauthorized();
      const country = this.dictionaries.countryById(player.country_id);
      if (country?.is_off_wallets) throw forbidden('Adding wallets is not available in your country.');
      const refuse = (message: string) => validationFailed({ currency_id: [message] });
      const currency = this.dictionaries.currency(currencyId);
      if (!currency) throw refuse('The selected currency is invalid.');
      if (currency.is_hidden) throw refuse('This currency is not available.');
      if (country && country.currencies.length > 0 && !country.currencies.includes(currencyId)) {
        throw refuse('This currency is not available in your country.');
      }
      const existing = await repo.findWalletByCurrency(trx, userId, currencyId);
      if (existing && existing.closed_at === null) throw refuse('You already have a wallet in this currency.');
      let walletId: bigint;
      if (existing) {
        // Reopened rather than duplicated: the wallet keeps its ledger account and history.
        await repo.setClosed(trx, existing.id, null);
        walletId = existing.id;
      } else {
        walletId = (await openWallet(trx, userId, currencyId, false)).walletId;
      }
      await audit(trx, 'wallet_added', {
        userId,
        ip,
        details: { wallet_id: String(walletId), currency_id: currencyId, reopened: existing !== undefined },
      });
      const row = await repo.findWallet(trx, userId, walletId);
      if (!row) throw notFound(WALLET_NOT_FOUND);
      return presentWallet(row);
    });
  }

  /** Deletes (closes) an empty wallet that is not the default; another player's id reads as unknown. */
  async remove(userId: bigint, walletId: bigint, ip: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await repo.lockPlayer(trx, userId);
      const owned = await repo.findWallet(trx, userId, walletId);
      if (!owned || owned.closed_at !== null) throw notFound(WALLET_NOT_FOUND);
      // The ledger's lock: no posting can credit the wallet between this check and the close.
      const wallet = await repo.lockWallet(trx, walletId);
      if (!wallet) throw notFound(WALLET_NOT_FOUND);
      if (wallet.kind !== 'cash') throw validationFailed({ id: ['A bonus balance closes with its bonus.'] });
      if (wallet.is_default) throw validationFailed({ id: ['The default wallet cannot be deleted.'] });
      if (wallet.balance !== 0n) throw validationFailed({ id: ['Only an empty wallet can be deleted.'] });
      if (await this.hasOpenBets(trx, walletId)) {
        throw validationFailed({ id: ['A wallet with bets still in game cannot be deleted.'] });
      }
      await repo.setClosed(trx, walletId, new Date());
      await audit(trx, 'wallet_deleted', { userId, ip, details: { wallet_id: String(walletId) } });
    });
  }

  /** Makes a wallet the active (default) one; the client then refreshes its settings and balance. */
  async makeDefault(userId: bigint, walletId: bigint, ip: string): Promise<Wallet[]> {
    await this.db.transaction().execute(async (trx) => {
      await repo.lockPlayer(trx, userId);
      const owned = await repo.findWallet(trx, userId, walletId);
      if (!owned || owned.closed_at !== null) throw notFound(WALLET_NOT_FOUND);
      if (owned.is_default) return;
      await repo.setDefault(trx, userId, walletId);
      await audit(trx, 'wallet_switched', { userId, ip, details: { wallet_id: String(walletId) } });
    });
    return this.list(userId);
  }

  /**
   * The open wallet a money call names (or the default one when none is named), with its ledger
   * account; another player's wallet reads as unknown.
   */
  async account(db: Database, userId: bigint, walletId?: bigint): Promise<WalletAccount> {
    const row = await repo.findWalletAccount(db, userId, walletId);
    if (!row) throw notFound(WALLET_NOT_FOUND);
    return accountOf(row);
  }

  /** The player's open cash wallet of a currency with its ledger account, or null when they hold none. */
  async cashAccount(db: Database, userId: bigint, currencyId: number): Promise<WalletAccount | null> {
    const row = await repo.findWalletAccountByCurrency(db, userId, currencyId, 'cash');
    return row ? accountOf(row) : null;
  }
}

function accountOf(row: NonNullable<Awaited<ReturnType<typeof repo.findWalletAccount>>>): WalletAccount {
  return {
    walletId: row.id,
    accountId: row.account_id,
    currencyId: row.currency_id,
    isDefault: row.is_default,
    balance: row.balance,
    kind: row.kind,
  };
}
