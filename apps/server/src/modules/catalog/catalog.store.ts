import type { Source } from '@meridian/contract/events';
import type { FeedMessage } from '@meridian/feed/messages';
import type { Database } from '../../db/database.js';
import type { Bus } from '../../platform/bus.js';
import { SUBJECTS } from '../../platform/bus.js';
import { listCurrentMatches, listOpenMarkets, type StoredMatchRow } from './catalog.repository.js';
import {
  applyMessage,
  type CatalogMatch,
  type ChangeDetail,
  type DetailedChange,
  emptyDetail,
  fixtureFromRow,
  isEnded,
  sourceOf,
} from './catalog.state.js';
import type { CatalogChange } from './catalog-view.js';

/** Ended matches stay readable (an open event card can redirect) this long, then leave memory. */
export const ENDED_RETENTION_MS = 6 * 3600_000;
const PURGE_EVERY_MS = 10 * 60_000;

export interface TeamColors {
  name: string;
  colors: [string, string];
}

/**
 * The node's copy of the current catalog (ARCHITECTURE.md §4): loaded from the database at start,
 * then kept current by the feed batches on the bus. Subscribes before loading and replays what
 * arrived meanwhile; a message older than the match state held is ignored, so nothing applies twice.
 */
export class CatalogStore {
  readonly matches = new Map<number, CatalogMatch>();
  readonly teams = new Map<number, TeamColors>();
  /** Per source, grows whenever a match of that source changes: caches of lists key on it. */
  readonly versions: Record<Source, number> = { line: 0, live: 0 };
  /** Grows on every applied batch. */
  version = 0;
  #listeners = new Set<(changes: CatalogChange[]) => void>();
  #unsubscribe: (() => void) | null = null;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly bus: Bus,
    private readonly onError: (err: unknown) => void,
  ) {}

  async start(): Promise<void> {
    let buffer: FeedMessage[][] | null = [];
    this.#unsubscribe = this.bus.subscribe(SUBJECTS.feed, (payload) => {
      const batch = payload as FeedMessage[];
      if (buffer) buffer.push(batch);
      else this.#safeApply(batch);
    });
    await this.#load();
    const pending = buffer;
    buffer = null;
    for (const batch of pending) this.#safeApply(batch);
    this.#timer = setInterval(() => this.purge(Date.now()), PURGE_EVERY_MS);
    this.#timer.unref();
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    if (this.#timer) clearInterval(this.#timer);
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
    for (const listener of this.#listeners) {
      try {
        listener(changes);
      } catch (err) {
        this.onError(err);
      }
    }
    return changes;
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
    const rows = await listCurrentMatches(this.db, Date.now() - ENDED_RETENTION_MS);
    const markets = await listOpenMarkets(
      this.db,
      rows.filter((r) => !isEnded(r.status)).map((r) => r.id),
    );
    for (const row of rows) {
      const held = this.matches.get(row.id);
      if (held && held.ts >= Number(row.ts)) continue;
      this.matches.set(row.id, matchFromRow(row));
      this.teams.set(row.home_id, { name: row.home_name, colors: [row.home_color_primary, row.home_color_secondary] });
      this.teams.set(row.away_id, { name: row.away_name, colors: [row.away_color_primary, row.away_color_secondary] });
    }
    for (const m of markets) {
      const match = this.matches.get(m.match_id);
      if (!match || match.markets.has(m.id)) continue;
      match.markets.set(m.id, {
        id: m.id,
        type_id: m.type_id,
        part_id: m.part_id,
        line: m.line,
        name: m.name,
        status: m.status,
        outcomes: m.outcomes,
      });
    }
    this.versions.line++;
    this.versions.live++;
    this.version++;
  }
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
