import pg from 'pg';
import { recordStatement } from './statement-log.js';

/** Distinct statements a connection keeps prepared; later ones are sent unnamed, as before. */
export const PREPARED_PER_CONNECTION = 500;

/**
 * A pg client that prepares every parameterised statement once per connection and then only binds
 * and executes it. PostgreSQL otherwise parses, analyses and plans each statement on every call:
 * on the bet placement path that is about half of the database's work for a bet. Statements are
 * named by their text in the order a connection first sends them; the count is capped, since a
 * statement built from a list (`in ($1, $2, …)`) has one text per list length.
 */
export class PreparingClient extends pg.Client {
  readonly #names = new Map<string, string>();

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has many overloads; only one shape is rewritten.
  override query(config: any, values?: any, callback?: any): any {
    if (recordStatement) recordStatement(typeof config === 'string' ? config : config?.text);
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined) {
      const name = this.#nameOf(config);
      if (name) return super.query({ name, text: config, values });
    }
    return super.query(config, values, callback);
  }

  #nameOf(text: string): string | null {
    const known = this.#names.get(text);
    if (known) return known;
    if (this.#names.size >= PREPARED_PER_CONNECTION) return null;
    const name = `m${this.#names.size + 1}`;
    this.#names.set(text, name);
    return name;
  }
}
