import type { OperatorTransport } from './seamless-wallet.js';
import type { SqlRunner } from './sql.js';

/** What every built-in provider's public entry is mounted with. */
export interface ProviderMountOptions {
  /** Plain SQL on the host's database, for the provider's own tables. */
  sql: SqlRunner;
  /** The provider's own schema for its tables (the provider's default unless told). */
  schema?: string;
  /** The path the provider's pages and calls live under. */
  base: string;
}

/** What a game studio (the games, the live tables) is mounted with besides. */
export interface StudioMountOptions extends ProviderMountOptions {
  /** How the studio reaches the operator's wallet. */
  transport: OperatorTransport;
  /** The studio's code at the operator, sent with every wallet call. */
  code: string;
  /** The key both sides sign with. */
  secret: string;
  /**
   * The origin players reach the studio at when it runs apart from the operator's pages; the
   * addresses it hands out start with it. Without it they are paths on the operator's own origin.
   */
  publicUrl?: string;
  /** The operator's sites that frame the studio's pages, when the studio has an origin of its own. */
  frameAncestors?: readonly string[];
  /** The folder of the studio's built pages; without it the pages say they are not built. */
  assetsDir?: string;
}
