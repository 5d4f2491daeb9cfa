import pg from 'pg';
import { recordStatement } from './statement-log.js';

/**
 * Listeners of the statements a pool's clients send, BEGIN and COMMIT included (a test counts the
 * statements of a call with it). Without listeners a statement costs one size check.
 */
export class StatementTap {
  readonly #listeners = new Set<(text: string) => void>();

  /** Tells `listener` of every statement from now on; answers the function that stops it. */
  listen(listener: (text: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  tell(text: unknown): void {
    if (this.#listeners.size === 0 || typeof text !== 'string') return;
    for (const listener of this.#listeners) listener(text);
  }
}

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

  /** The client class of a pool whose statements `tap` is told of. */
  static tapped(tap: StatementTap): typeof PreparingClient {
    return class TappedClient extends PreparingClient {
      // biome-ignore lint/suspicious/noExplicitAny: as in PreparingClient.query.
      override query(config: any, values?: any, callback?: any): any {
        tap.tell(typeof config === 'string' ? config : config?.text);
        return super.query(config, values, callback);
      }
    };
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
