import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Identifier } from './responsible-gaming.identifiers.js';

/** A person's exclusion a register knows of: until when (null: for good), and its local entry if it has one. */
export interface RegisterMatch {
  endsAt: Date | null;
  entryId?: bigint;
}

/**
 * A register of self-excluded persons, asked with a person's identifiers. The local register is
 * one; a national scheme (GAMSTOP-style) is another implementation of the same question, answered
 * over its API (docs/responsible-gaming.md).
 */
export interface ExclusionRegister {
  /** The exclusion in force at `now` of a person any of the identifiers names (the one ending last), or null. */
  match(db: Database, identifiers: readonly Identifier[], now: Date): Promise<RegisterMatch | null>;
}

/** The platform's own register, in `rg_register` and `rg_register_identifiers`. */
export class LocalExclusionRegister implements ExclusionRegister {
  async match(db: Database, identifiers: readonly Identifier[], now: Date): Promise<RegisterMatch | null> {
    if (identifiers.length === 0) return null;
    const row = await db
      .selectFrom('rg_register as r')
      .innerJoin('rg_register_identifiers as i', 'i.entry_id', 'r.id')
      .select(['r.id', 'r.ends_at'])
      .where((eb) => eb.or(identifiers.map((id) => eb.and([eb('i.kind', '=', id.kind), eb('i.value', '=', id.value)]))))
      .where('r.starts_at', '<=', now)
      .where((eb) => eb.or([eb('r.ends_at', 'is', null), eb('r.ends_at', '>', now)]))
      .orderBy(sql`r.ends_at desc nulls first`)
      .limit(1)
      .executeTakeFirst();
    return row ? { endsAt: row.ends_at, entryId: row.id } : null;
  }

  /** Opens an entry for a person's exclusion; answers its id. */
  async enrol(db: Database, exclusion: { startsAt: Date; endsAt: Date | null }): Promise<bigint> {
    const row = await db
      .insertInto('rg_register')
      .values({ starts_at: exclusion.startsAt, ends_at: exclusion.endsAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The identifiers an entry holds. */
  identifiers(db: Database, entryId: bigint): Promise<Identifier[]> {
    return db
      .selectFrom('rg_register_identifiers')
      .select(['kind', 'value'])
      .where('entry_id', '=', entryId)
      .orderBy('kind')
      .orderBy('value')
      .execute();
  }

  /** Adds identifiers to an entry, ones it holds already kept as they are; answers how many were new. */
  async add(db: Database, entryId: bigint, identifiers: readonly Identifier[]): Promise<number> {
    if (identifiers.length === 0) return 0;
    const rows = await db
      .insertInto('rg_register_identifiers')
      .values(identifiers.map((id) => ({ entry_id: entryId, kind: id.kind, value: id.value })))
      .onConflict((oc) => oc.columns(['entry_id', 'kind', 'value']).doNothing())
      .returning('kind')
      .execute();
    return rows.length;
  }
}
