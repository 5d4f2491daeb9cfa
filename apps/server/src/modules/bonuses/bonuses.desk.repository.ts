import { type Insertable, sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

/** A campaign's columns as the desk writes them. */
export type CampaignColumns = Omit<Insertable<DB['bonus_campaigns']>, 'id' | 'uses' | 'created_at'>;

export function listCampaigns(db: Database) {
  return db.selectFrom('bonus_campaigns').selectAll().orderBy('id', 'desc').execute();
}

export function findCampaign(db: Database, id: bigint, lock = false) {
  const query = db.selectFrom('bonus_campaigns').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}
export type StoredCampaign = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

/** Whether another campaign than `except` has this value in a unique column. */
export async function taken(
  db: Database,
  column: 'slug' | 'promo_code',
  value: string,
  except: bigint | null,
): Promise<boolean> {
  let query = db.selectFrom('bonus_campaigns').select('id').where(column, '=', value);
  if (except !== null) query = query.where('id', '<>', except);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCampaign(db: Database, columns: CampaignColumns): Promise<StoredCampaign> {
  return db.insertInto('bonus_campaigns').values(columns).returningAll().executeTakeFirstOrThrow();
}

export async function updateCampaign(
  db: Database,
  id: bigint,
  columns: Omit<Updateable<DB['bonus_campaigns']>, 'id' | 'uses' | 'created_at'>,
): Promise<StoredCampaign> {
  return db.updateTable('bonus_campaigns').set(columns).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Each campaign's gifts: all of them, and those still open (granted or playing). */
export async function giftCounts(db: Database, ids: readonly bigint[]) {
  if (ids.length === 0) return new Map<bigint, { total: number; open: number }>();
  const rows = await db
    .selectFrom('bonus_gifts')
    .select('campaign_id')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn.count<string>('id').filterWhere('status', 'in', ['available', 'active', 'wagering']).as('open'),
    ])
    .where('campaign_id', 'in', [...ids])
    .groupBy('campaign_id')
    .execute();
  return new Map(rows.map((r) => [r.campaign_id, { total: Number(r.total), open: Number(r.open) }]));
}

/**
 * What each campaign's gifts moved in the ledger, per currency: the house's bonus account's spend
 * net of what came back (the reports' bonus cost, reports.service.ts, limited to the postings that
 * name a gift of the campaign or its free bet), and the bonus money converted into cash.
 */
export async function campaignCosts(db: Database, ids: readonly bigint[]) {
  if (ids.length === 0) return [];
  const campaigns = sql.join(ids.map((id) => sql`${id}`));
  const result = await sql<{
    campaign_id: string | bigint;
    currency_id: number;
    cost: string | bigint;
    converted: string | bigint;
  }>`
    select flows.campaign_id, flows.currency_id, sum(flows.cost) as cost, sum(flows.converted) as converted
    from (
      select g.campaign_id, a.currency_id,
        case when a.kind = 'house_bonus' then -e.amount else 0 end as cost,
        case when t.kind = 'bonus_conversion' and w.kind = 'cash' then e.amount else 0 end as converted
      from bonus_gifts g
      join ledger_transactions t on t.metadata ->> 'gift_id' = g.id::text
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id
      left join wallets w on w.id = a.wallet_id
      where g.campaign_id in (${campaigns})
      union all
      select g.campaign_id, a.currency_id, -e.amount as cost, 0 as converted
      from bonus_gifts g
      join ledger_transactions t on t.metadata ->> 'free_bet_id' = g.free_bet_id::text
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id
      where g.campaign_id in (${campaigns}) and g.free_bet_id is not null and a.kind = 'house_bonus'
    ) flows
    group by flows.campaign_id, flows.currency_id
    order by flows.currency_id`.execute(db);
  return result.rows.map((row) => ({
    campaignId: BigInt(row.campaign_id),
    currencyId: row.currency_id,
    cost: BigInt(row.cost),
    converted: BigInt(row.converted),
  }));
}

/** The site's currencies: code, id, scale and symbol. */
export function currencies(db: Database) {
  return db.selectFrom('currencies').select(['id', 'code', 'scale', 'symbol']).orderBy('id').execute();
}

/** The casino's games (external id, name, provider) and providers. */
export async function casinoCatalog(db: Database) {
  const [games, providers] = await Promise.all([
    db
      .selectFrom('casino_games')
      .innerJoin('casino_providers', 'casino_providers.id', 'casino_games.provider_id')
      .select(['casino_games.external_id', 'casino_games.name', 'casino_providers.code as provider'])
      .execute(),
    db.selectFrom('casino_providers').select('code').execute(),
  ]);
  return { games, providers: providers.map((p) => p.code) };
}

export async function playerExists(db: Database, userId: bigint): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

/** Operators' e-mails by id (who granted a gift). */
export async function operatorEmails(db: Database, ids: readonly bigint[]): Promise<Map<bigint, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('operators')
    .select(['id', 'email'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.email]));
}

/** Campaigns' slugs by id. */
export async function campaignSlugs(db: Database, ids: readonly bigint[]): Promise<Map<bigint, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('bonus_campaigns')
    .select(['id', 'slug'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.slug]));
}
