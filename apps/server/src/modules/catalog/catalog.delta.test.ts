import type { FeedMessage } from '@meridian/feed/messages';
import { describe, expect, it } from 'vitest';
import { betStop, ended, fixture, footballMarkets, live, odds, settlement } from '../../../test/feed-factory.js';
import type { Database } from '../../db/database.js';
import { InProcessBus } from '../../platform/bus.js';
import type { DictionariesService } from '../dictionaries/dictionaries.service.js';
import { CatalogService } from './catalog.service.js';
import type { DetailedChange } from './catalog.state.js';

/** A catalog fed by hand: no database is read because `start()` is never called. */
function catalogWith(...messages: FeedMessage[]) {
  const dictionaries = { country: () => ({ id: 7 }) } as unknown as DictionariesService;
  const catalog = new CatalogService({} as Database, new InProcessBus(), dictionaries, (err) => {
    throw err;
  });
  if (messages.length > 0) catalog.store.apply(messages);
  const changes: DetailedChange[][] = [];
  catalog.onChange((c) => changes.push(c as DetailedChange[]));
  return { catalog, changes };
}

describe('catalog deltas', () => {
  const base = fixture({ startsIn: 3600 });

  it('gives a line channel the whole match when it enters, and `removed` when it starts', () => {
    const { catalog } = catalogWith();
    const [entered] = catalog.store.apply([base, odds(base, footballMarkets())]);
    expect(entered).toMatchObject({ before: null, after: 'line' });
    const delta = catalog.deltaFor(entered as DetailedChange, 'list', 'line', 'en');
    expect(delta?.match?.markets.map((m) => m.name)).toEqual(['1X2', 'Double chance', 'Total 2.5']);
    expect(catalog.deltaFor(entered as DetailedChange, 'list', 'live', 'en')).toBeNull();

    const [started] = catalog.store.apply([live(base, [0, 0], base.ts + 5000)]);
    expect(started).toMatchObject({ before: 'line', after: 'live' });
    expect(catalog.deltaFor(started as DetailedChange, 'list', 'line', 'en')).toEqual({
      id: base.event_id,
      removed: true,
    });
    expect(catalog.deltaFor(started as DetailedChange, 'list', 'live', 'en')?.match?.is_live).toBe(true);
  });

  it('sends changed prices only, and only those the view shows', () => {
    const { catalog } = catalogWith(base, odds(base, footballMarkets()));
    const moved = footballMarkets([2000, 3300, 3600]);
    (moved[5] as (typeof moved)[number]).outcomes[0] = { id: 61, name: 'Yes', odds: 1700, active: true };
    const [change] = catalog.store.apply([odds(base, moved, base.ts + 900)]);
    const list = catalog.deltaFor(change as DetailedChange, 'list', 'line', 'en');
    expect(list).toEqual({ id: base.event_id, odds: [{ market_id: 1, id: 11, odds: 2000, is_blocked: false }] });
    const full = catalog.deltaFor(change as DetailedChange, 'full', null, 'en');
    expect(full?.odds).toEqual([
      { market_id: 1, id: 11, odds: 2000, is_blocked: false },
      { market_id: 6, id: 61, odds: 1700, is_blocked: false },
    ]);
  });

  it('blocks suspended markets, resends reopened ones whole, removes settled ones', () => {
    const { catalog } = catalogWith(base, odds(base, footballMarkets()));
    const [stop] = catalog.store.apply([betStop(base, [1, 6], base.ts + 700)]);
    expect(catalog.deltaFor(stop as DetailedChange, 'full', null, 'en')).toEqual({
      id: base.event_id,
      markets_blocked: [1, 6],
    });
    const [reopen] = catalog.store.apply([odds(base, footballMarkets().slice(0, 1), base.ts + 800)]);
    const reopened = catalog.deltaFor(reopen as DetailedChange, 'list', 'line', 'en');
    expect(reopened?.markets?.map((m) => [m.id, m.is_blocked])).toEqual([[1, false]]);
    const [settled] = catalog.store.apply([settlement(base, [{ id: 1, outcomes: [[11, 'won']] }], base.ts + 900)]);
    expect(catalog.deltaFor(settled as DetailedChange, 'list', 'line', 'en')).toEqual({
      id: base.event_id,
      markets_removed: [1],
    });
  });

  it('sends the live state with the score, and statistics changes are flagged', () => {
    const started = live(base, [0, 0], base.ts + 1000);
    const { catalog } = catalogWith(started);
    const [goal] = catalog.store.apply([{ ...live(base, [1, 0], base.ts + 2000), statistics: [] }]);
    const delta = catalog.deltaFor(goal as DetailedChange, 'list', 'live', 'ru');
    expect(delta?.state).toMatchObject({
      is_live: true,
      status_id: 1,
      current_part: { part_id: 2, name: '1-й тайм' },
      info: { scores: [{ part_id: 1, name: 'Матч', home: 1, away: 0 }, expect.anything()] },
    });
    expect(goal?.statisticsChanged).toBe(false);
    const [stats] = catalog.store.apply([
      {
        ...live(base, [1, 0], base.ts + 3000),
        statistics: [{ part_id: 1, rows: [{ id: 1, name: 'Shots', kind: 'score', home: 3, away: 1, result: '3:1' }] }],
      },
    ]);
    expect(stats?.statisticsChanged).toBe(true);
    expect(catalog.statistics(base.event_id, 'ru')).toEqual([
      { id: 1, name: 'Матч', types: [{ id: 1, name: 'Удары', result: '3:1', team_home: 3, team_away: 1 }] },
    ]);
  });

  it('ignores a message older than the match state and keeps an ended match readable', () => {
    const { catalog, changes } = catalogWith(base);
    expect(catalog.store.apply([{ ...base, ts: base.ts - 1, round: 'Final' }])).toEqual([]);
    expect(changes).toEqual([]);
    catalog.store.apply([ended(base, [2, 0], base.ts + 9000)]);
    expect(catalog.match(base.event_id, 'en')).toMatchObject({ status_id: 3, is_live: false });
    expect(catalog.tournamentMatches('line', base.tournament.id, 'en')).toEqual([]);
    catalog.store.purge(Date.now() + 7 * 3600_000);
    expect(catalog.match(base.event_id, 'en')).toBeNull();
  });
});
