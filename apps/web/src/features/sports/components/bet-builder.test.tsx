import type { BuilderAnswer } from '@meridian/contract/bet-builder';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useBetSlipStore } from '../../../shared/betslip/betslip.store';
import { installFakeRealtime } from '../../../test/fake-realtime';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { buildMarket, buildMatch, buildOutcome } from '../../../test/match.factory';
import { renderApp } from '../../../test/render-app';
import { useBetBuilderStore } from '../store/bet-builder.store';

const slow = { timeout: 15_000 };

const home = buildOutcome({ id: 11, market_id: 1, name: 'Rovers', odds: 1850 });
const draw = buildOutcome({ id: 12, market_id: 1, name: 'Draw', odds: 3400 });
const result = buildMarket({
  id: 1,
  outcomes: [home, draw, buildOutcome({ id: 13, market_id: 1, name: 'United', odds: 4200 })],
});
const total = buildMarket({
  id: 2,
  type_id: 2,
  name: 'Total 2.5',
  group: 'Total',
  outcomes: [
    buildOutcome({ id: 21, market_id: 2, name: 'Over 2.5', odds: 1900 }),
    buildOutcome({ id: 22, market_id: 2, name: 'Under 2.5', odds: 1900 }),
  ],
});
const match = buildMatch({ id: 9105, markets: [result, total] });

/** A builder route answering from the selections asked: home and over together are 3.40; a draw with them contradicts. */
function builderRoute(asked: { market_id: number; outcome_id: number }[][]) {
  return (_url: URL, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { selections: { market_id: number; outcome_id: number }[] };
    asked.push(body.selections);
    const ids = body.selections.map((s) => s.outcome_id);
    const answer: BuilderAnswer =
      ids.includes(home.id) && ids.includes(21)
        ? {
            available: true,
            odds: 3400,
            refusal: null,
            error: null,
            conflicting: [{ market_id: 1, outcome_id: draw.id }],
          }
        : { available: true, odds: 1850, refusal: null, error: null, conflicting: [] };
    return envelope(answer);
  };
}

describe('the bet builder on the event page', { timeout: 40_000 }, () => {
  beforeEach(() => {
    installFakeRealtime();
    useBetSlipStore.setState({ items: [] });
  });
  afterEach(() => useBetBuilderStore.setState({ matchId: null, picks: [] }));

  it('combines selections of the match at the builder’s price, locks what would conflict, and leaves the slip alone', async () => {
    const asked: { market_id: number; outcome_id: number }[][] = [];
    stubFetch({ '/events/match': { list: [match] }, '/bets/builder': builderRoute(asked) });
    renderApp('/line/1/10/9105');
    const toggle = await screen.findByRole('button', { name: 'Bet builder' }, slow);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Bet builder' });
    expect(within(panel).getByText('Pick selections of this match to combine them into one bet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Rovers 1\.85: .*add to the bet builder$/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Over 2\.5 1\.90: .*add to the bet builder$/ }));
    await waitFor(() => expect(within(panel).getByTestId('builder-odds').textContent).toBe('3.40'));
    expect(asked.at(-1)).toEqual([
      { market_id: 1, outcome_id: home.id },
      { market_id: 2, outcome_id: 21 },
    ]);
    const locked = screen.getByRole('button', { name: /^Draw: .*cannot win with your selections$/ });
    expect((locked as HTMLButtonElement).disabled).toBe(true);
    expect(useBetSlipStore.getState().items).toEqual([]);

    fireEvent.click(within(panel).getByRole('button', { name: 'Remove Total 2.5: Over 2.5' }));
    await waitFor(() => expect(within(panel).getByTestId('builder-odds').textContent).toBe('1.85'));
    expect(screen.getByRole('button', { name: /^Draw 3\.40: .*add to the bet builder$/ })).toBeTruthy();

    fireEvent.click(toggle);
    expect(screen.queryByRole('region', { name: 'Bet builder' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Rovers 1\.85/ }));
    expect(useBetSlipStore.getState().items).toHaveLength(1);
  });

  it('says why a combination has no price', async () => {
    stubFetch({
      '/events/match': { list: [match] },
      '/bets/builder': () =>
        envelope({
          available: true,
          odds: null,
          refusal: 'contradiction',
          error: 'These selections cannot all win together',
          conflicting: [],
        }),
    });
    renderApp('/line/1/10/9105');
    fireEvent.click(await screen.findByRole('button', { name: 'Bet builder' }, slow));
    fireEvent.click(screen.getByRole('button', { name: /^Rovers 1\.85: .*add to the bet builder$/ }));
    const panel = screen.getByRole('region', { name: 'Bet builder' });
    expect(await within(panel).findByText('These selections cannot all win together')).toBeTruthy();
  });

  it('is not offered on a sport the feed prices no builders for', async () => {
    stubFetch({ '/events/match': { list: [{ ...match, sport_id: 2 }] } });
    renderApp('/line/2/10/9105');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rovers - United' }, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bet builder' })).toBeNull();
  });
});
