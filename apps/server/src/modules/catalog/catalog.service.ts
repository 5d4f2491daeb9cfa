import type { MarketSet, Match, Source, StatisticsPart } from '@meridian/contract/events';
import type { MatchDelta } from '@meridian/contract/realtime';
import type { Database } from '../../db/database.js';
import type { Bus } from '../../platform/bus.js';
import type { DictionariesService, SportRow } from '../dictionaries/dictionaries.service.js';
import { renderDelta } from './catalog.delta.js';
import { type CatalogNames, namesFor } from './catalog.names.js';
import { clockAt, type RenderLookups, renderMatch, renderStatistics } from './catalog.presenter.js';
import { findTeam } from './catalog.repository.js';
import { type CatalogMarket, type CatalogMatch, sourceOf } from './catalog.state.js';
import { CatalogStore, type TeamColors } from './catalog.store.js';
import type { CatalogChange, CatalogView } from './catalog-view.js';
import { marketSetIds } from './market-sets.js';

const SWEEP_EVERY_MS = 10 * 60_000;
// Sport names are reference data an operator may edit; lists pick a change up within this time.
const SPORTS_REFRESH_MS = 60_000;

export interface SportInfo {
  id: number;
  slug: string;
  names: Record<string, string>;
  position: number;
}

/** How a match is shown: the list views by market set, or one part, or everything. */
export type MatchView = { kind: 'set'; set: MarketSet } | { kind: 'part'; partId: number | null } | { kind: 'full' };

/**
 * The in-memory catalog of a node and its rendering. Catalog reads never touch the database;
 * rendered matches are kept per (view, language) until the match changes.
 */
export class CatalogService implements CatalogView {
  readonly store: CatalogStore;
  #sports = new Map<number, SportInfo>();
  #renders = new Map<number, { version: number; views: Map<string, Match> }>();
  readonly lookups: RenderLookups;
  #timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly db: Database,
    bus: Bus,
    private readonly dictionaries: DictionariesService,
    private readonly onError: (err: unknown) => void,
  ) {
    this.store = new CatalogStore(db, bus, onError);
    this.lookups = {
      sportSlug: (id) => this.#sports.get(id)?.slug ?? 'football',
      countryId: (code) => (code ? (this.dictionaries.country(code)?.id ?? 0) : 0),
    };
  }

  async start(): Promise<void> {
    this.#setSports(await this.dictionaries.readSports());
    await this.store.start();
    const refreshSports = () => this.dictionaries.readSports().then((rows) => this.#setSports(rows), this.onError);
    this.#timers = [
      setInterval(() => this.sweepRenders(), SWEEP_EVERY_MS),
      setInterval(refreshSports, SPORTS_REFRESH_MS),
    ];
    for (const timer of this.#timers) timer.unref();
  }

  stop(): void {
    this.store.stop();
    for (const timer of this.#timers) clearInterval(timer);
  }

  #setSports(rows: SportRow[]): void {
    this.#sports = new Map(
      rows.map((r) => [
        r.id,
        { id: r.id, slug: r.slug, names: r.names as Record<string, string>, position: r.position },
      ]),
    );
  }

  sports(): SportInfo[] {
    return [...this.#sports.values()].sort((a, b) => a.position - b.position || a.id - b.id);
  }

  sport(id: number): SportInfo | undefined {
    return this.#sports.get(id);
  }

  /**
   * True while this node may have missed feed batches (off the bus, or reloading after it): bets
   * priced from memory are refused as suspended until the catalog is whole again.
   */
  get stale(): boolean {
    return this.store.stale;
  }

  get(matchId: number): CatalogMatch | undefined {
    return this.store.matches.get(matchId);
  }

  /** Matches now in a source (the clock decides when a line match has started). */
  *inSource(source: Source, nowMs = Date.now()): Generator<CatalogMatch> {
    const nowSeconds = Math.floor(nowMs / 1000);
    for (const match of this.store.matches.values()) if (sourceOf(match, nowSeconds) === source) yield match;
  }

  /** A rendered match in a view and language, cached until the match changes; the clock is current. */
  render(match: CatalogMatch, view: MatchView, language: string, nowMs = Date.now()): Match {
    let entry = this.#renders.get(match.id);
    if (!entry || entry.version !== match.version) {
      entry = { version: match.version, views: new Map() };
      this.#renders.set(match.id, entry);
    }
    const key = `${language}|${view.kind}|${view.kind === 'set' ? view.set : view.kind === 'part' ? view.partId : ''}`;
    let rendered = entry.views.get(key);
    if (!rendered) {
      rendered = this.#renderFresh(match, view, namesFor(language), nowMs);
      entry.views.set(key, rendered);
      return rendered;
    }
    if (match.fixture.clock?.running) {
      return { ...rendered, info: { ...rendered.info, clock: clockAt(match, nowMs) } };
    }
    return rendered;
  }

  #renderFresh(match: CatalogMatch, view: MatchView, names: CatalogNames, nowMs: number): Match {
    const root = match.fixture.root_part_id;
    const include = this.includer(match, view);
    const eventPart = view.kind === 'part' ? (view.partId ?? root) : root;
    return renderMatch(match, include, eventPart, names, this.lookups, nowMs);
  }

  /** Which markets of a match a view shows. */
  includer(match: CatalogMatch, view: MatchView): (market: CatalogMarket) => boolean {
    if (view.kind === 'full') return () => true;
    if (view.kind === 'part') {
      const part = view.partId ?? match.fixture.root_part_id;
      return (market) => market.part_id === part;
    }
    const ids = marketSetIds(match, view.set);
    return ids === null ? () => true : (market) => ids.has(market.id);
  }

  /** A team's name and colours for its crest: from memory, or the database for a team of past matches. */
  async team(id: number): Promise<TeamColors | null> {
    const held = this.store.teams.get(id);
    if (held) return held;
    const row = await findTeam(this.db, id);
    return row ? { name: row.name, colors: [row.color_primary, row.color_secondary] } : null;
  }

  /** Drops cached renders of matches no longer held. */
  sweepRenders(): void {
    for (const id of this.#renders.keys()) if (!this.store.matches.has(id)) this.#renders.delete(id);
  }

  // CatalogView, read by the realtime gateway.

  onChange(listener: (changes: CatalogChange[]) => void): () => void {
    return this.store.onChange(listener);
  }

  tournamentMatches(source: Source, tournamentId: number, language: string): Match[] {
    const out: CatalogMatch[] = [];
    for (const match of this.inSource(source)) if (match.fixture.tournament.id === tournamentId) out.push(match);
    return out
      .sort((a, b) => a.fixture.start_time - b.fixture.start_time || a.id - b.id)
      .map((m) => this.render(m, { kind: 'set', set: 'main' }, language));
  }

  match(matchId: number, language: string): Match | null {
    const match = this.store.matches.get(matchId);
    return match ? this.render(match, { kind: 'full' }, language) : null;
  }

  statistics(matchId: number, language: string): StatisticsPart[] | null {
    const match = this.store.matches.get(matchId);
    return match ? renderStatistics(match.fixture, namesFor(language)) : null;
  }

  deltaFor(change: CatalogChange, view: 'list' | 'full', source: Source | null, language: string): MatchDelta | null {
    const match = this.store.matches.get(change.matchId);
    if (!match) return view === 'full' || change.before === source ? { id: change.matchId, removed: true } : null;
    const matchView: MatchView = view === 'full' ? { kind: 'full' } : { kind: 'set', set: 'main' };
    return renderDelta({
      change,
      match,
      view,
      source,
      include: this.includer(match, matchView),
      whole: () => this.render(match, matchView, language),
      names: namesFor(language),
      nowMs: Date.now(),
    });
  }
}
