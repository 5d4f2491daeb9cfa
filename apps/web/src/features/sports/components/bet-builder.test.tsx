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
const drawNoBet = buildMarket({
  id: 3,
  type_id: 3,
  name: 'Draw no bet',
  group: 'Draw no bet',
  outcomes: [
    buildOutcome({ id: 31, market_id: 3, name: '1', odds: 1400 }),
    buildOutcome({ id: 32, market_id: 3, name: '2', odds: 2900 }),
  ],
});
const match = buildMatch({ id: 9105, markets: [result, total, drawNoBet] });

/**
 * A builder route answering from the selections asked: home and over together are 3.40; a draw with
 * them contradicts. It takes the result and the total, not draw no bet.
 */
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
            markets: [1, 2],
          }
        : ids.length === 0
          ? { available: true, odds: null, refusal: null, error: null, conflicting: [], markets: [1, 2] }
          : { available: true, odds: 1850, refusal: null, error: null, conflicting: [], markets: [1, 2] };
    return envelope(answer);
  };
}

describe('the bet builder on the event page', { timeout: 40_000 }, () => {
  beforeEach(() => {
    installFakeRealtime();
    useBetSlipStore.setState({ items: [], builder: null });
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
    expect(asked[0]).toEqual([]);
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

  it('locks the prices of a market it does not take, saying why, and leaves them open with the builder closed', async () => {
    stubFetch({ '/events/match': { list: [match] }, '/bets/builder': builderRoute([]) });
    renderApp('/line/1/10/9105');
    const toggle = await screen.findByRole('button', { name: 'Bet builder' }, slow);
    fireEvent.click(toggle);
    const locked = await screen.findByRole('button', {
      name: /^1: .*Draw no bet, this market cannot go into a bet builder$/,
    });
    expect((locked as HTMLButtonElement).disabled).toBe(true);
    expect(locked.getAttribute('title')).toBe('This market cannot go into a bet builder');
    expect(screen.getByRole('button', { name: /^Rovers 1\.85: .*add to the bet builder$/ })).toBeTruthy();

    fireEvent.click(toggle);
    expect(screen.queryByRole('button', { name: /cannot go into a bet builder$/ })).toBeNull();
  });

  it('puts a priced builder of two selections into the slip as one selection', async () => {
    stubFetch({ '/events/match': { list: [match] }, '/bets/builder': builderRoute([]) });
    renderApp('/line/1/10/9105');
    fireEvent.click(await screen.findByRole('button', { name: 'Bet builder' }, slow));
    const panel = screen.getByRole('region', { name: 'Bet builder' });
    expect(within(panel).queryByRole('button', { name: 'Add to bet slip' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /^Rovers 1\.85: .*add to the bet builder$/ }));
    await waitFor(() => expect(within(panel).getByTestId('builder-odds').textContent).toBe('1.85'));
    const add = within(panel).getByRole<HTMLButtonElement>('button', { name: 'Add to bet slip' });
    expect(add.disabled).toBe(true);
    expect(add.getAttribute('aria-describedby')).toBe(
      within(panel).getByText('Pick two selections or more to add them to the bet slip as one bet.').id,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Over 2\.5 1\.90: .*add to the bet builder$/ }));
    await waitFor(() => expect(within(panel).getByTestId('builder-odds').textContent).toBe('3.40'));
    await waitFor(() => expect(add.disabled).toBe(false));
    fireEvent.click(add);

    const { builder, items } = useBetSlipStore.getState();
    expect(items).toEqual([]);
    expect(builder).toMatchObject({ matchId: 9105, matchName: 'Rovers - United', odds: 3400 });
    expect(builder?.parts.map((part) => [part.marketId, part.id, part.odds])).toEqual([
      [1, 11, 1850],
      [2, 21, 1900],
    ]);
    expect(await within(panel).findByText('The bet builder is in the bet slip')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Update in bet slip' })).toBeTruthy();
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
          markets: [1, 2],
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
