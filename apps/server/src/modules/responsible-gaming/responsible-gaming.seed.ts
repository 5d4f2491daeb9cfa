import type { Database } from '../../db/database.js';

/**
 * What one euro buys in each currency the platform offers: the operator's reference rates for
 * limits that hold across wallets. Round figures near the central banks' reference rates; an
 * operator updates them in place (rows already there are kept).
 */
const PER_EUR: Record<number, string> = {
  1: '1', // EUR
  2: '1.08', // USD
  3: '100', // RUB
  4: '0.85', // GBP
  5: '45', // UAH
  6: '520', // KZT
  7: '37', // TRY
  8: '6', // BRL
  9: '90', // INR
  10: '4.3', // PLN
  11: '1.47', // CAD
  12: '1.65', // AUD
  13: '160', // JPY
  14: '1700', // NGN
  15: '140', // KES
  16: '20', // MXN
  17: '25', // CZK
  18: '11.5', // SEK
  19: '11.7', // NOK
  20: '0.95', // CHF
  21: '1.08', // USDT
  22: '0.000011', // BTC
  23: '20', // ZAR
  24: '13500', // UZS
  25: '1.84', // AZN
  26: '2.95', // GEL
  27: '3.5', // BYN
  28: '94', // KGS
};

export async function seedReferenceRates(db: Database): Promise<void> {
  const known = new Set((await db.selectFrom('currencies').select('id').execute()).map((row) => row.id));
  const rows = Object.entries(PER_EUR)
    .map(([id, perEur]) => ({ currency_id: Number(id), per_eur: perEur }))
    .filter((row) => known.has(row.currency_id));
  if (rows.length === 0) return;
  await db
    .insertInto('reference_rates')
    .values(rows)
    .onConflict((oc) => oc.column('currency_id').doNothing())
    .execute();
}
