/**
 * What the live studio's launcher script hands the lobby (spec 001 §3 "Live table", §4 "Live casino
 * connection"). The script is the studio's, loaded from settings `casino.providers[].script_url`; it
 * defines `window.MeridianLive` and these are the shapes it promises (the studio's LobbyTableFrame).
 */

export type LiveConnectionState = 'disconnected' | 'connecting' | 'connected';

/** The games as the studio names them; BLACKJACK tiles show seats, the others players. */
export type LiveTableType = 'BLACKJACK' | 'ROULETTE' | 'BACCARAT' | 'MONEY_WHEEL';

/** One table in one currency, as a tile shows it; every change comes as a whole frame. */
export interface LiveTableFrame {
  type: 'table';
  providerId: string;
  tableId: string;
  currencyCode: string;
  /** `unknown_currency`: the table does not take the currency (and has no limits in it). */
  status: 'online' | 'offline' | 'unknown_currency';
  value: {
    tableName: string;
    tableType: LiveTableType | (string & {});
    /** Minor units of the currency. */
    tableLimits: { minBet: number; maxBet: number } | null;
    /** Blackjack only. */
    totalSeatedPlayers: number | null;
    availableSeats: number | null;
    players: number;
    /** Newest first: roulette pockets, baccarat winners ("P", "B", "T"), wheel values, dealer totals. */
    results: Array<string | number>;
    /** When a closed table opens, in ms since the epoch. */
    opensAt: number | null;
  };
}

export interface LiveConnectOptions {
  /** The studio's socket: a ws(s):// address, or a path on the page's own host. */
  server: string;
  casinoId: string;
  onConnection?: (state: LiveConnectionState) => void;
}

export interface LiveConnection {
  readonly state: LiveConnectionState;
  /** Frames of a table in a currency, the current one first; answers the function that stops them. */
  subscribe(tableId: string, currency: string, onTable: (frame: LiveTableFrame) => void): () => void;
  close(): void;
}

export interface MeridianLiveApi {
  readonly version: 1;
  connect(options: LiveConnectOptions): LiveConnection;
}

declare global {
  interface Window {
    MeridianLive?: MeridianLiveApi;
  }
}

const isCount = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isCountOrNull = (value: unknown) => value === null || isCount(value);

/**
 * Whether a frame has the shape a tile reads. The script is a third party's: a frame that does not
 * fit is dropped rather than drawn half.
 */
export function isLiveTableFrame(frame: unknown): frame is LiveTableFrame {
  if (typeof frame !== 'object' || frame === null) return false;
  const { type, tableId, status, value } = frame as Partial<LiveTableFrame>;
  if (type !== 'table' || typeof tableId !== 'string' || typeof value !== 'object' || value === null) return false;
  if (status !== 'online' && status !== 'offline' && status !== 'unknown_currency') return false;
  const limits = value.tableLimits;
  return (
    typeof value.tableType === 'string' &&
    (limits === null || (typeof limits === 'object' && isCount(limits.minBet) && isCount(limits.maxBet))) &&
    isCountOrNull(value.totalSeatedPlayers) &&
    isCountOrNull(value.availableSeats) &&
    isCount(value.players) &&
    Array.isArray(value.results) &&
    isCountOrNull(value.opensAt)
  );
}
