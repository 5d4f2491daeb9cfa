import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { appendOperatorAudit } from '../../platform/operator-audit.js';
import type { OperatorPrincipal } from '../../platform/operator-auth.js';

/**
 * The trading desk's tables of one operator value per key: a row holds the value an operator set, who
 * set it and when; a key without a row takes the site's default (no delay of its own, no limit).
 */
interface SettingValues {
  sport_live_delays: DB['sport_live_delays']['seconds'];
  bet_payout_limits: DB['bet_payout_limits']['amount'];
}
type SettingTable = keyof SettingValues;

/** Each table's key and value columns (the value's name is what the audit records it under), and its action. */
const SETTINGS: { [T in SettingTable]: { key: keyof DB[T] & string; value: keyof DB[T] & string; action: string } } = {
  sport_live_delays: { key: 'sport_id', value: 'seconds', action: 'trading.live_delay_set' },
  bet_payout_limits: { key: 'currency_id', value: 'amount', action: 'trading.payout_limit_set' },
};

/**
 * The tables seen through one loose shape, so one set of statements serves both: each statement names
 * the table's own columns, and `SettingValues` holds a caller's value to its column's type.
 */
type SettingsView = Kysely<Record<string, Record<string, number | bigint | Date>>>;

/**
 * Sets a key's value, or removes it when null, under the lock of the row it replaces, and audits the
 * change of `target` (the value before and after) with the operator's reason in the same transaction.
 */
export async function setTradingSetting<T extends SettingTable>(
  db: Database,
  table: T,
  key: number,
  value: SettingValues[T] | null,
  target: string,
  by: { actor: OperatorPrincipal; ip: string; reason: string; now: Date },
): Promise<void> {
  // Plain names from here on: the statements are built through the loose view.
  const name: string = table;
  const columns: { key: string; value: string; action: string } = SETTINGS[table];
  const { key: keyColumn, value: valueColumn, action } = columns;
  const { actor, now } = by;
  await db.transaction().execute(async (dbTrx) => {
    const trx = dbTrx as unknown as SettingsView;
    const before = await trx
      .selectFrom(name)
      .select(valueColumn)
      .where(keyColumn, '=', key)
      .forUpdate()
      .executeTakeFirst();
    if (value === null) {
      await trx.deleteFrom(name).where(keyColumn, '=', key).execute();
    } else {
      const row = { [valueColumn]: value, operator_id: actor.id, updated_at: now };
      await trx
        .insertInto(name)
        .values({ [keyColumn]: key, ...row })
        .onConflict((oc) => oc.column(keyColumn).doUpdateSet(row))
        .execute();
    }
    await appendOperatorAudit(
      dbTrx,
      {
        operatorId: actor.id,
        operatorRole: actor.role,
        ip: by.ip,
        action,
        target,
        before: { [valueColumn]: before?.[valueColumn] ?? null },
        after: { [valueColumn]: value },
        reason: by.reason,
      },
      now,
    );
  });
}
