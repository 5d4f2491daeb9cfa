import { z } from 'zod';
import { id } from './request-input.js';

/**
 * Amounts are integers in minor units of the wallet's currency (its `scale` in `/dictionaries`).
 * They travel as JSON numbers, exact up to 2^53 - 1 minor units; the server refuses to answer a
 * larger one rather than round it.
 */
export const amountSchema = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

/** A balance account (wallet) of the signed-in player (spec 000 §3). */
export const walletSchema = z.object({
  id: z.number().int(),
  /** The currency's code, e.g. `USD`. */
  name: z.string(),
  currency_id: z.number().int(),
  balance: amountSchema,
  /** The active wallet: the one bets and payments use unless another is named. */
  is_default: z.boolean(),
  /** The currency is no longer offered for new wallets; this one keeps working. */
  is_hidden: z.boolean(),
  is_bonus_sport: z.boolean(),
  is_bonus_casino: z.boolean(),
  /**
   * What the player owes on this wallet, minor units: a win taken back by a resettlement after it was
   * spent (docs/decisions.md, "Debts after a resettlement"). Winnings and deposits pay it first.
   */
  debt: amountSchema.optional(),
});
export type Wallet = z.infer<typeof walletSchema>;

/** `GET /user/balance`: the player's wallets, the default one first. */
export const walletListSchema = z.object({ list: z.array(walletSchema) });
export type WalletList = z.infer<typeof walletListSchema>;

/** `POST /user/account`: opens a wallet in a currency the player does not hold yet. */
export const walletAddSchema = z.object({ currency_id: id() });
export type WalletAdd = z.infer<typeof walletAddSchema>;
export const walletAddResultSchema = z.object({ account: walletSchema });

/** `DELETE /user/account/{id}` and `PUT /user/account/{id}/default`. */
export const walletParamsSchema = z.object({ id: id() });
export type WalletParams = z.infer<typeof walletParamsSchema>;
