/**
 * A built-in provider keeps its own tables on the database handle it is given. It needs nothing of
 * the platform's code: any runner of parameterised SQL ($1, $2, …) will do.
 */
export interface SqlRunner {
  query<T>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs `work` in one database transaction. */
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
}
