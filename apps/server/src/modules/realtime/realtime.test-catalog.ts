import type { Match, Source, StatisticsPart } from '@meridian/contract/events';
import type { MatchDelta } from '@meridian/contract/realtime';
import type { CatalogChange, CatalogView } from '../catalog/catalog-view.js';

interface FakeMatch {
  id: number;
  tournamentId: number;
  source: Source | null;
  names: Record<string, string>;
  odds: number;
  statistics: StatisticsPart[] | null;
}

/**
 * A small in-memory CatalogView for the gateway's unit tests: matches with one price and a name
 * per language. Deltas carry the price at the time of the change, like the real catalog's.
 */
export class TestCatalog implements CatalogView {
  readonly matches = new Map<number, FakeMatch>();
  readonly #listeners = new Set<(changes: CatalogChange[]) => void>();
  deltaCalls = 0;

  add(match: Omit<FakeMatch, 'statistics'> & { statistics?: StatisticsPart[] | null }): void {
    this.matches.set(match.id, { statistics: null, ...match });
  }

  /** Changes a match the way ingestion would, then tells the listeners. */
  change(id: number, update: Partial<Pick<FakeMatch, 'odds' | 'source' | 'statistics'>>): void {
    const match = this.#get(id);
    const before = match.source;
    Object.assign(match, update);
    this.#emit([
      {
        matchId: id,
        tournamentId: match.tournamentId,
        before,
        after: match.source,
        statisticsChanged: 'statistics' in update,
      },
    ]);
  }

  onChange(listener: (changes: CatalogChange[]) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  tournamentMatches(source: Source, tournamentId: number, language: string): Match[] {
    return [...this.matches.values()]
      .filter((m) => m.source === source && m.tournamentId === tournamentId)
      .map((m) => this.#render(m, language));
  }

  match(matchId: number, language: string): Match | null {
    const m = this.matches.get(matchId);
    return m ? this.#render(m, language) : null;
  }

  statistics(matchId: number): StatisticsPart[] | null {
    return this.matches.get(matchId)?.statistics ?? null;
  }

  deltaFor(change: CatalogChange, view: 'list' | 'full', source: Source | null, language: string): MatchDelta | null {
    this.deltaCalls += 1;
    const m = this.#get(change.matchId);
    if (view === 'list' && source) {
      if (change.before === source && change.after !== source) return { id: m.id, removed: true };
      if (change.before !== source && change.after === source) return { id: m.id, match: this.#render(m, language) };
    }
    return { id: m.id, odds: [{ market_id: 1, id: 11, odds: m.odds, is_blocked: false }] };
  }

  #emit(changes: CatalogChange[]): void {
    for (const listener of this.#listeners) listener(changes);
  }

  #get(id: number): FakeMatch {
    const match = this.matches.get(id);
    if (!match) throw new Error(`no match ${id}`);
    return match;
  }

  #render(m: FakeMatch, language: string): Match {
    return { id: m.id, name: m.names[language] ?? m.names.en, odds: m.odds } as unknown as Match;
  }
}
