import { describe, expect, it } from 'vitest';
import { buildLiveMatch, buildMarket, buildMatch } from '../../test/match.factory';
import { applyDeltasToList, applyMatchDelta } from './apply-match-delta';

describe('applyMatchDelta', () => {
  it('moves a price and its availability, leaving other markets untouched', () => {
    const second = buildMarket({ name: 'Total' });
    const match = buildMatch({ markets: [buildMarket(), second] });
    const market = match.markets[0];
    const outcome = market?.outcomes[0];
    if (!market || !outcome) throw new Error('factory');

    const next = applyMatchDelta(match, {
      id: match.id,
      odds: [{ market_id: market.id, id: outcome.id, odds: 2100, is_blocked: true }],
    });

    expect(next?.markets[0]?.outcomes[0]).toMatchObject({ odds: 2100, is_blocked: true });
    expect(next?.markets[0]?.outcomes[1]).toBe(market.outcomes[1]);
    expect(next?.markets[1]).toBe(second);
    expect(match.markets[0]?.outcomes[0]?.odds).toBe(1850);
  });

  it('returns the same object when nothing changes', () => {
    const match = buildMatch();
    const outcome = match.markets[0]?.outcomes[0];
    if (!outcome) throw new Error('factory');
    const same = applyMatchDelta(match, {
      id: match.id,
      odds: [{ market_id: outcome.market_id, id: outcome.id, odds: outcome.odds, is_blocked: false }],
    });
    expect(same).toBe(match);
    expect(applyMatchDelta(match, { id: match.id + 1, removed: true })).toBe(match);
  });

  it('takes the new score, clock, part and red cards from a state change', () => {
    const match = buildLiveMatch();
    const state = {
      is_live: true,
      status_id: 1,
      current_part: { part_id: 3, name: '2nd half' },
      info: {
        scores: [{ part_id: 1, name: 'Full time', home: 2, away: 1 }],
        red_cards: { home: 1, away: 1 },
        clock: { seconds: 3000, running: true, rate: 1 },
      },
    };
    const next = applyMatchDelta(match, { id: match.id, state });
    expect(next).toMatchObject({ current_part: state.current_part, info: state.info });
    expect(next?.markets).toBe(match.markets);
  });

  it('blocks, removes, replaces and opens markets of the shown part only', () => {
    const [first, second] = [buildMarket(), buildMarket({ group: 'Total' })];
    if (!first || !second) throw new Error('factory');
    const match = buildMatch({ markets: [first, second] });
    const reopened = { ...first, name: 'Match Result (new)' };
    const opened = buildMarket({ group: 'Both teams to score' });
    const otherPart = buildMarket({ part_id: 2 });

    const next = applyMatchDelta(match, {
      id: match.id,
      markets: [reopened, opened, otherPart],
      markets_blocked: [first.id],
      markets_removed: [second.id],
    });

    expect(next?.markets.map((market) => market.id)).toEqual([first.id, opened.id]);
    expect(next?.markets[0]).toMatchObject({ name: 'Match Result (new)', is_blocked: true });
  });

  it('answers null when the match leaves the channel and the whole match when it is sent again', () => {
    const match = buildMatch();
    expect(applyMatchDelta(match, { id: match.id, removed: true })).toBeNull();
    const replacement = buildLiveMatch({ id: match.id });
    expect(applyMatchDelta(match, { id: match.id, match: replacement })).toBe(replacement);
  });
});

describe('applyDeltasToList', () => {
  it('updates, removes and appends accepted matches in one batch', () => {
    const [a, b] = [buildMatch(), buildMatch()];
    const newcomer = buildMatch();
    const ignored = buildMatch({ tournament: { id: 99, name: 'Other', image: '' } });
    const list = [a, b];

    const next = applyDeltasToList(
      list,
      [
        { id: b.id, removed: true },
        { id: newcomer.id, match: newcomer },
        { id: ignored.id, match: ignored },
        { id: a.id, state: { ...buildLiveMatch(), current_part: null } },
      ],
      { accept: (match) => match.tournament.id === 10 },
    );

    expect(next.map((match) => match.id)).toEqual([a.id, newcomer.id]);
    expect(next[0]?.is_live).toBe(true);
    expect(list).toEqual([a, b]);
  });

  it('drops a match that no longer fits the list, such as a line match that went live', () => {
    const a = buildMatch();
    const next = applyDeltasToList([a], [{ id: a.id, state: { ...buildLiveMatch(), current_part: null } }], {
      accept: (match) => !match.is_live,
    });
    expect(next).toEqual([]);
  });

  it('never appends without an accept rule (a fixed list such as the best matches)', () => {
    const a = buildMatch();
    const other = buildMatch();
    expect(applyDeltasToList([a], [{ id: other.id, match: other }])).toEqual([a]);
  });
});
