import type { Wallet } from '@meridian/contract/wallet';
import { amountToJson } from '../ledger/ledger.amounts.js';
import type { WalletRow } from './wallets.repository.js';

/** A wallet as the balance account of spec 000 §3: cash, or a bonus balance (docs/bonuses.md). */
export function presentWallet(row: WalletRow): Wallet {
  return {
    id: Number(row.id),
    name: row.currency_code,
    currency_id: row.currency_id,
    balance: amountToJson(row.balance),
    is_default: row.is_default,
    is_hidden: row.currency_hidden,
    is_bonus_sport: row.kind === 'bonus_sport',
    is_bonus_casino: row.kind === 'bonus_casino',
    debt: amountToJson(row.debt),
  };
}
