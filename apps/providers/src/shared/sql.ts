/**
 * A built-in provider keeps its own tables on the database handle it is given. It needs nothing of
 * the platform's code: any runner of parameterised SQL ($1, $2, …) will do.
 */
export interface SqlRunner {
  query<T>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs `work` in one database transaction. */
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

/** The moment a query answers as its one column `at` (a `min(…)`, say); null when it answers none. */
export async function queryMoment(sql: SqlRunner, text: string, params?: readonly unknown[]): Promise<Date | null> {
  const rows = await sql.query<{ at: Date | string | null }>(text, params);
  const at = rows[0]?.at ?? null;
  return at === null ? null : new Date(at);
}

/**
 * A provider's store: its queries on a runner, against the tables its migrations made in the provider's own
 * schema. `transaction` runs work on a store of the same kind bound to one database transaction.
 */
export abstract class SchemaStore {
  constructor(
    protected readonly sql: SqlRunner,
    /** The provider's own schema, where its migrations made its tables. */
    protected readonly schema: string,
  ) {}

  transaction<T>(work: (store: this) => Promise<T>): Promise<T> {
    const Store = this.constructor as new (sql: SqlRunner, schema: string) => this;
    return this.sql.transaction((tx) => work(new Store(tx, this.schema)));
  }
}
