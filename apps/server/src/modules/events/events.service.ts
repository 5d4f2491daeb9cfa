import type { MarketSet, Match, Source, SportSummary, SportTournaments, Tournament } from '@meridian/contract/events';
import type { Database } from '../../db/database.js';
import { ok } from '../../platform/envelope.js';
import { notFound } from '../../platform/errors.js';
import { namesFor } from '../catalog/catalog.names.js';
import { renderStatistics, tournamentImage } from '../catalog/catalog.presenter.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CatalogMatch } from '../catalog/catalog.state.js';
import { presentResult } from './events.presenter.js';
import { findMatchStatistics, listResults, type ResultsFilter } from './events.repository.js';
import { SerializedAnswer } from './serialized-answer.js';

/** A serialized answer is reused while its source has not changed, and at most this long (clocks, start times). */
const CACHE_TTL_MS = 1_000;
const CACHE_MAX_ENTRIES = 2_000;

export interface ListFilter {
  timeRange?: number | undefined;
  sports?: number[];
  countries?: number[];
  tournaments?: number[];
}

interface CacheEntry {
  version: number;
  at: number;
  payload: unknown;
  answer: SerializedAnswer;
  ids: Set<number>;
}

/**
 * `/events/*` answered from the node's catalog. Answers are serialized once per (call, parameters,
 * language) and reused until the catalog moves; a signed-in player whose favorites appear in an
 * answer gets it serialized with `is_favorite` set.
 */
export class EventsService {
  #cache = new Map<string, CacheEntry>();

  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogService,
  ) {}

  /** `GET /events/{source}`: sports with counts and the total. */
  summary(source: Source, language: string): SerializedAnswer {
    return this.#serve(`summary|${source}|${language}`, this.catalog.store.versions[source], null, () => {
      const list = this.#sportCounts(source, {}, language);
      return { payload: { list, total: list.reduce((sum, s) => sum + s.cnt, 0) }, matches: [] };
    });
  }

  sports(source: Source, timeRange: number | undefined, language: string): SerializedAnswer {
    const key = `sports|${source}|${timeRange}|${language}`;
    return this.#serve(key, this.catalog.store.versions[source], null, () => ({
      payload: { list: this.#sportCounts(source, { timeRange }, language) },
      matches: [],
    }));
  }

  tournaments(source: Source, filter: ListFilter, language: string): SerializedAnswer {
    const key = `tournaments|${source}|${JSON.stringify(filter)}|${language}`;
    return this.#serve(key, this.catalog.store.versions[source], null, () => ({
      payload: { list: this.#tournaments(source, filter, language) },
      matches: [],
    }));
  }

  matches(source: Source, filter: ListFilter, set: MarketSet, language: string, favorites: ReadonlySet<number> | null) {
    const key = `matches|${source}|${JSON.stringify(filter)}|${set}|${language}`;
    return this.#serve(key, this.catalog.store.versions[source], favorites, () => {
      const tournaments = new Set(filter.tournaments ?? []);
      const list = this.#select(source, filter)
        .filter((m) => tournaments.has(m.fixture.tournament.id))
        .sort(byStart)
        .map((m) => this.catalog.render(m, { kind: 'set', set }, language));
      return { payload: { list }, matches: list };
    });
  }

  /**
   * The best matches of a source: top tournaments first, then by start time (on the line the
   * soonest; live, the longest running), then by id.
   */
  best(
    source: Source,
    params: { limit: number; set: MarketSet; timeRange?: number | undefined; sportId?: number | undefined },
    language: string,
    favorites: ReadonlySet<number> | null,
  ): SerializedAnswer {
    const key = `best|${source}|${params.limit}|${params.set}|${params.timeRange}|${params.sportId}|${language}`;
    return this.#serve(key, this.catalog.store.versions[source], favorites, () => {
      const filter: ListFilter = { timeRange: params.timeRange, sports: params.sportId ? [params.sportId] : [] };
      const list = this.#select(source, filter)
        .sort((a, b) => Number(b.fixture.tournament.is_top) - Number(a.fixture.tournament.is_top) || byStart(a, b))
        .slice(0, params.limit)
        .map((m) => this.catalog.render(m, { kind: 'set', set: params.set }, language));
      return { payload: { list }, matches: list };
    });
  }

  /** Matches by id with the markets of one part (the root part by default); unknown ids are left out. */
  byIds(
    ids: number[],
    partId: number | undefined,
    language: string,
    favorites: ReadonlySet<number> | null,
  ): SerializedAnswer {
    const key = `match|${ids.join(',')}|${partId}|${language}`;
    return this.#serve(key, this.catalog.store.version, favorites, () => {
      const list = ids.flatMap((id) => {
        const match = this.catalog.get(id);
        return match ? [this.catalog.render(match, { kind: 'part', partId: partId ?? null }, language)] : [];
      });
      return { payload: { list }, matches: list };
    });
  }

  /** Line and live matches whose team or tournament name contains the text, case-insensitive. */
  search(text: string, limit: number, language: string, favorites: ReadonlySet<number> | null): SerializedAnswer {
    const needle = text.trim().toLocaleLowerCase();
    const key = `search|${needle}|${limit}|${language}`;
    return this.#serve(key, this.catalog.store.version, favorites, () => {
      const found = (source: Source) =>
        [...this.catalog.inSource(source)]
          .filter((m) => {
            const f = m.fixture;
            return [f.home.name, f.away.name, f.tournament.name].some((n) => n.toLocaleLowerCase().includes(needle));
          })
          .sort(byStart)
          .slice(0, limit)
          .map((m) => this.catalog.render(m, { kind: 'set', set: 'main' }, language));
      const line = found('line');
      const live = found('live');
      return { payload: { line, live }, matches: [...line, ...live] };
    });
  }

  async results(filter: ResultsFilter, language: string) {
    const rows = await listResults(this.db, filter);
    return { list: rows.map((row) => presentResult(row, language, this.catalog.lookups)) };
  }

  /** Statistics of a match, ended or not; the catalog has the newest, the database the rest. */
  async resultInfo(id: number, language: string) {
    const held = this.catalog.statistics(id, language);
    if (held) return { list: held };
    const row = await findMatchStatistics(this.db, id);
    if (!row) throw notFound('Match not found');
    return { list: renderStatistics({ parts: row.parts, statistics: row.statistics as never }, namesFor(language)) };
  }

  #select(source: Source, filter: ListFilter): CatalogMatch[] {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const until =
      source === 'line' && filter.timeRange && filter.timeRange > 0 ? nowSeconds + filter.timeRange * 3600 : null;
    const sports = filter.sports?.length ? new Set(filter.sports) : null;
    const countries = filter.countries?.length ? new Set(filter.countries) : null;
    const out: CatalogMatch[] = [];
    for (const match of this.catalog.inSource(source)) {
      const f = match.fixture;
      if (until !== null && f.start_time > until) continue;
      if (sports && !sports.has(f.sport_id)) continue;
      if (countries && !countries.has(this.catalog.lookups.countryId(f.tournament.country_code))) continue;
      out.push(match);
    }
    return out;
  }

  #sportCounts(source: Source, filter: ListFilter, language: string): SportSummary[] {
    const counts = new Map<number, number>();
    for (const match of this.#select(source, filter)) {
      counts.set(match.fixture.sport_id, (counts.get(match.fixture.sport_id) ?? 0) + 1);
    }
    return this.catalog
      .sports()
      .filter((s) => counts.has(s.id))
      .map((s) => ({
        id: s.id,
        name: s.names[language] ?? s.names.en ?? s.slug,
        image: `/static/sports/${s.slug}.svg`,
        cnt: counts.get(s.id) ?? 0,
      }));
  }

  #tournaments(source: Source, filter: ListFilter, language: string): SportTournaments[] {
    const bySport = new Map<number, Map<number, Tournament>>();
    for (const match of this.#select(source, filter)) {
      const t = match.fixture.tournament;
      const sport = bySport.get(match.fixture.sport_id) ?? new Map<number, Tournament>();
      bySport.set(match.fixture.sport_id, sport);
      const held = sport.get(t.id);
      if (held) {
        held.matches_count++;
        continue;
      }
      sport.set(t.id, {
        id: t.id,
        name: t.name,
        image: tournamentImage(t, this.catalog.lookups),
        sport_id: match.fixture.sport_id,
        country_id: this.catalog.lookups.countryId(t.country_code),
        is_top: t.is_top,
        is_child: false,
        is_parent: false,
        matches_count: 1,
        matches: [],
      });
    }
    return this.#sportCounts(source, filter, language).map((sport) => ({
      ...sport,
      tournaments: [...(bySport.get(sport.id)?.values() ?? [])].sort(
        (a, b) => Number(b.is_top) - Number(a.is_top) || a.name.localeCompare(b.name),
      ),
    }));
  }

  #serve(
    key: string,
    version: number,
    favorites: ReadonlySet<number> | null,
    build: () => { payload: unknown; matches: Match[] },
  ): SerializedAnswer {
    const now = Date.now();
    let entry = this.#cache.get(key);
    if (!entry || entry.version !== version || now - entry.at > CACHE_TTL_MS) {
      const { payload, matches } = build();
      if (this.#cache.size >= CACHE_MAX_ENTRIES) this.#cache.clear();
      entry = {
        version,
        at: now,
        payload,
        answer: new SerializedAnswer(Buffer.from(JSON.stringify(ok(payload)))),
        ids: new Set(matches.map((m) => m.id)),
      };
      this.#cache.set(key, entry);
    }
    if (!favorites || favorites.size === 0 || ![...favorites].some((id) => entry.ids.has(id))) return entry.answer;
    return new SerializedAnswer(Buffer.from(JSON.stringify(ok(entry.payload), markFavorites(favorites))), false);
  }
}

const byStart = (a: CatalogMatch, b: CatalogMatch) => a.fixture.start_time - b.fixture.start_time || a.id - b.id;

/** A JSON replacer that sets `is_favorite` on the player's favorite matches, leaving cached objects as they are. */
function markFavorites(favorites: ReadonlySet<number>) {
  return (_key: string, value: unknown) => {
    if (value && typeof value === 'object' && 'is_favorite' in value && 'id' in value) {
      const match = value as Match;
      if (favorites.has(match.id) && !match.is_favorite) return { ...match, is_favorite: true };
    }
    return value;
  };
}
