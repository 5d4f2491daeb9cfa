import type { Source } from '@meridian/contract/events';
import type { FeedMessage } from '@meridian/feed/messages';
import type { Database } from '../../db/database.js';
import type { StoredMatchRow } from '../../db/stored-matches.query.js';
import type { Bus, BusInterruption } from '../../platform/bus.js';
import { SUBJECTS } from '../../platform/bus.js';
import { heldMarketsChanged, holdOf, holdsByMatch, sameHold } from './catalog.holds.js';
import { listCurrentMatches, listHolds, listOpenMarkets } from './catalog.repository.js';
import {
  applyMessage,
  type CatalogMatch,
  type ChangeDetail,
  type DetailedChange,
  emptyDetail,
  fixtureFromRow,
  isDisplayable,
  isEnded,
  type MatchHold,
  sourceOf,
} from './catalog.state.js';
import type { CatalogChange } from './catalog-view.js';

/** Ended matches stay readable (an open event card can redirect) this long, then leave memory. */
export const ENDED_RETENTION_MS = 6 * 3600_000;
const PURGE_EVERY_MS = 10 * 60_000;
/** A reload that failed (the database away) is tried again after this long; the node stays stale. */
const RESYNC_RETRY_MS = 1_000;

export interface TeamColors {
  name: string;
  colors: [string, string];
}

/**
 * The node's copy of the current catalog (ARCHITECTURE.md §4): loaded from the database at start,
 * then kept current by the feed batches on the bus. Subscribes before loading and replays what
 * arrived meanwhile; a message older than the match state held is ignored, so nothing applies twice.
 * When the bus may have lost batches (a disconnect, a reconnect, a gap in a publisher's numbering)
 * the copy is stale: nothing is priced from it until it has been reloaded from the database.
 */
export class CatalogStore {
  readonly matches = new Map<number, CatalogMatch>();
  readonly teams = new Map<number, TeamColors>();
  /** The trading desk's suspensions by match, kept on each held match as `hold` too. */
  readonly holds = new Map<number, MatchHold>();
  /** Per source, grows whenever a match of that source changes: caches of lists key on it. */
  readonly versions: Record<Source, number> = { line: 0, live: 0 };
  /** Grows on every applied batch. */
  version = 0;
  #listeners = new Set<(changes: CatalogChange[]) => void>();
  #unsubscribe: (() => void) | null = null;
  #offInterruption: (() => void) | null = null;
  #offHolds: (() => void) | null = null;
  /** Hold rereads in order, so an older read never lands after a newer one. */
  #holdQueue: Promise<unknown> = Promise.resolve();
  #timer: NodeJS.Timeout | null = null;
  /** Batches that came during a load, applied after it. */
  #buffer: FeedMessage[][] | null = null;
  #disconnected = false;
  #reloading: Promise<void> | null = null;
  #reloadAgain = false;
  #retry: NodeJS.Timeout | null = null;
  #stopped = false;

  constructor(
    private readonly db: Database,
    private readonly bus: Bus,
    private readonly onError: (err: unknown) => void,
  ) {}

  async start(): Promise<void> {
    this.#buffer = [];
    this.#unsubscribe = this.bus.subscribe(SUBJECTS.feed, (payload) => {
      const batch = payload as FeedMessage[];
      if (this.#buffer) this.#buffer.push(batch);
      else this.#safeApply(batch);
    });
    this.#offInterruption = this.bus.onInterruption((interruption) => this.#interrupted(interruption));
    this.#offHolds = this.bus.subscribe(SUBJECTS.holds, (payload) => {
      this.refreshHold((payload as { match_id: number }).match_id).catch(this.onError);
    });
    await this.#load();
    this.#replayBuffer();
    this.#timer = setInterval(() => this.purge(Date.now()), PURGE_EVERY_MS);
    this.#timer.unref();
  }

  stop(): void {
    this.#stopped = true;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#offInterruption?.();
    this.#offInterruption = null;
    this.#offHolds?.();
    this.#offHolds = null;
    if (this.#timer) clearInterval(this.#timer);
    if (this.#retry) clearTimeout(this.#retry);
  }

  /** True while batches may be missing: off the bus, or reloading after it came back. */
  get stale(): boolean {
    return this.#disconnected || this.#reloading !== null || this.#retry !== null;
  }

  #interrupted(interruption: BusInterruption): void {
    if (interruption.reason === 'disconnect') {
      this.#disconnected = true;
      return;
    }
    this.#disconnected = false;
    this.resync();
  }

  /**
   * Reloads the catalog from the database, holding back the batches that come meanwhile, then tells
   * the listeners which matches the reload changed (their subscribers get them whole).
   */
  resync(): void {
    if (this.#stopped) return;
    if (this.#reloading) {
      this.#reloadAgain = true;
      return;
    }
    if (this.#retry) clearTimeout(this.#retry);
    this.#retry = null;
    this.#buffer ??= [];
    this.#reloading = this.#reload().then(
      () => {
        this.#reloading = null;
        if (this.#reloadAgain) {
          this.#reloadAgain = false;
          this.resync();
          return;
        }
        this.#replayBuffer();
      },
      (err: unknown) => {
        this.#reloading = null;
        this.onError(err);
        if (this.#stopped) return;
        this.#retry = setTimeout(() => {
          this.#retry = null;
          this.resync();
        }, RESYNC_RETRY_MS);
        this.#retry.unref();
      },
    );
  }

  #replayBuffer(): void {
    const pending = this.#buffer ?? [];
    this.#buffer = null;
    for (const batch of pending) this.#safeApply(batch);
  }

  onChange(listener: (changes: CatalogChange[]) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Applies one batch and tells the listeners which matches it changed. */
  apply(messages: FeedMessage[], nowMs = Date.now()): DetailedChange[] {
    const nowSeconds = Math.floor(nowMs / 1000);
    const touched = new Map<number, { before: Source | null; detail: ChangeDetail }>();
    for (const message of messages) {
      const existing = this.matches.get(message.event_id);
      const entry = touched.get(message.event_id) ?? {
        before: existing ? sourceOf(existing, nowSeconds) : null,
        detail: emptyDetail(),
      };
      const match = applyMessage(this.matches, message, entry.detail);
      if (!match) continue;
      match.hold = this.holds.get(match.id);
      touched.set(message.event_id, entry);
      if (message.type === 'fixture_change') {
        this.teams.set(message.home.id, { name: message.home.name, colors: message.home.colors });
        this.teams.set(message.away.id, { name: message.away.name, colors: message.away.colors });
      }
    }
    const changes: DetailedChange[] = [];
    for (const [matchId, { before, detail }] of touched) {
      const match = this.matches.get(matchId) as CatalogMatch;
      const after = sourceOf(match, nowSeconds);
      if (before) this.versions[before]++;
      if (after && after !== before) this.versions[after]++;
      changes.push({
        matchId,
        tournamentId: match.fixture.tournament.id,
        before,
        after,
        statisticsChanged: detail.statistics,
        detail,
      });
    }
    if (changes.length === 0) return changes;
    this.version++;
    this.#tell(changes);
    return changes;
  }

  /**
   * Rereads one match's suspensions from the database (an operator changed them, on this node or
   * another) and tells the listeners which markets opened or closed for betting.
   */
  refreshHold(matchId: number): Promise<void> {
    const run = this.#holdQueue.then(async () => this.setHold(matchId, holdOf(await listHolds(this.db, matchId))));
    this.#holdQueue = run.catch(() => undefined);
    return run;
  }

  setHold(matchId: number, hold: MatchHold | undefined, nowMs = Date.now()): void {
    if (hold) this.holds.set(matchId, hold);
    else this.holds.delete(matchId);
    const match = this.matches.get(matchId);
    if (!match || sameHold(match.hold, hold)) return;
    const detail = emptyDetail();
    for (const id of heldMarketsChanged(match, match.hold, hold)) detail.markets.add(id);
    match.hold = hold;
    match.version++;
    const source = sourceOf(match, Math.floor(nowMs / 1000));
    if (source) this.versions[source]++;
    this.version++;
    this.#tell([
      {
        matchId,
        tournamentId: match.fixture.tournament.id,
        before: source,
        after: source,
        statisticsChanged: false,
        detail,
      },
    ]);
  }

  /** Drops matches that ended longer ago than the retention. */
  purge(nowMs: number): void {
    for (const [id, match] of this.matches) {
      if (match.endedAt !== null && nowMs - match.endedAt > ENDED_RETENTION_MS) this.matches.delete(id);
    }
  }

  #safeApply(batch: FeedMessage[]): void {
    try {
      this.apply(batch);
    } catch (err) {
      this.onError(err);
    }
  }

  async #load(): Promise<void> {
    for (const match of (await this.#read()).values()) {
      const held = this.matches.get(match.id);
      if (held && held.ts >= match.ts) continue;
      this.matches.set(match.id, match);
    }
    this.versions.line++;
    this.versions.live++;
    this.version++;
  }

  /** The catalog as the database holds it now: current matches with their open markets. */
  async #read(): Promise<Map<number, CatalogMatch>> {
    const holds = await listHolds(this.db);
    const rows = await listCurrentMatches(this.db, Date.now() - ENDED_RETENTION_MS);
    this.holds.clear();
    for (const [matchId, hold] of holdsByMatch(holds)) this.holds.set(matchId, hold);
    const markets = await listOpenMarkets(
      this.db,
      rows.filter((r) => !isEnded(r.status)).map((r) => r.id),
    );
    const read = new Map<number, CatalogMatch>();
    for (const row of rows) {
      read.set(row.id, { ...matchFromRow(row), hold: this.holds.get(row.id) });
      this.teams.set(row.home_id, { name: row.home_name, colors: [row.home_color_primary, row.home_color_secondary] });
      this.teams.set(row.away_id, { name: row.away_name, colors: [row.away_color_primary, row.away_color_secondary] });
    }
    for (const m of markets) {
      read.get(m.match_id)?.markets.set(m.id, {
        id: m.id,
        type_id: m.type_id,
        part_id: m.part_id,
        line: m.line,
        name: m.name,
        status: m.status,
        outcomes: m.outcomes,
      });
    }
    return read;
  }

  /**
   * Replaces every held match that differs from the database (the database is the truth: batches
   * held back during the read apply after it, newer ones win by their feed time as always).
   */
  async #reload(nowMs = Date.now()): Promise<void> {
    const read = await this.#read();
    const nowSeconds = Math.floor(nowMs / 1000);
    const changes: DetailedChange[] = [];
    for (const match of read.values()) {
      const held = this.matches.get(match.id);
      if (held && sameState(held, match)) continue;
      match.version = (held?.version ?? 0) + 1;
      if (held?.endedAt != null) match.endedAt = held.endedAt;
      const before = held ? sourceOf(held, nowSeconds) : null;
      const after = sourceOf(match, nowSeconds);
      this.matches.set(match.id, match);
      if (before) this.versions[before]++;
      if (after && after !== before) this.versions[after]++;
      const detail = { ...emptyDetail(), whole: true, statistics: true };
      changes.push({
        matchId: match.id,
        tournamentId: match.fixture.tournament.id,
        before,
        after,
        statisticsChanged: true,
        detail,
      });
    }
    this.version++;
    if (changes.length > 0) this.#tell(changes);
  }

  #tell(changes: DetailedChange[]): void {
    for (const listener of this.#listeners) {
      try {
        listener(changes);
      } catch (err) {
        this.onError(err);
      }
    }
  }
}

/** Same fixture and the same open markets, as the database would hold them. */
function sameState(held: CatalogMatch, read: CatalogMatch): boolean {
  if (JSON.stringify(held.fixture) !== JSON.stringify(read.fixture)) return false;
  if (!sameHold(held.hold, read.hold)) return false;
  const open = [...held.markets.values()].filter((m) => isDisplayable(m.status));
  if (open.length !== read.markets.size) return false;
  return open.every((m) => JSON.stringify(m) === JSON.stringify(read.markets.get(m.id)));
}

function matchFromRow(row: StoredMatchRow): CatalogMatch {
  const ts = Number(row.ts);
  return {
    id: row.id,
    fixture: fixtureFromRow(row),
    markets: new Map(),
    ts,
    fixtureTs: (row.clock as { at?: number } | null)?.at ?? ts,
    version: 1,
    endedAt: isEnded(row.status) ? ts : null,
  };
}
